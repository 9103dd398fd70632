/**
 * The photo block of a property or project page: a large first photo (the page's largest
 * image: eager, high fetch priority, responsive webp srcset) and up to four smaller ones
 * (lazy), all 4:3 with fixed ratios so nothing shifts while they load. When there are more
 * photos, the last tile says how many. Each photo is a link to its large image and 'all photos'
 * a disclosure listing every large image, so without JavaScript every photo stays reachable;
 * with it, they open the lightbox at that photo and give focus back to the link on close: the
 * page's plain script draws the lightbox's first frame from this markup at once (the photo
 * already loaded, the counter and the labels from the `data-viewer-*` attributes), then the
 * lightbox's chunk (../gallery/Lightbox, React and Splide) fills it (client/islands/photo-viewer.ts).
 * This block is server HTML only: it never hydrates. Each photo carries 'Photo x of y' (docs/media.md)
 * as its alternative text. Without photos, the designed placeholder of the property's type
 * (app/model/placeholder.ts) stands in.
 */
import type { PictureItem } from '../../../shared/model/common';
import { pictureSrcSet, pictureUrl } from '../../../shared/model/common';
import { useT } from '../../../shared/i18n/i18n';
import { iconBefore } from '../../../shared/components/Icon';
import { placeholderUrl } from '../../model/placeholder';
import { leadSizes } from './photo-sizes';
const THUMB_SIZES = '(min-width: 1240px) 290px, (min-width: 767px) 25vw, 25vw';

export function PhotoBlock({
  photos,
  label,
  title,
  webId,
}: {
  photos: PictureItem[];
  label: string;
  title: string;
  webId?: number;
}) {
  const LL = useT();
  const total = photos.length;
  const [lead, ...rest] = photos;
  const thumbs = rest.slice(0, 4);
  const more = total - 1 - thumbs.length;
  if (!lead) {
    return (
      <figure className="photos photos--empty">
        <img src={placeholderUrl(webId)} alt={LL.LISTING.noPhoto()} width={400} height={300} fetchPriority="high" />
      </figure>
    );
  }
  // What the lightbox's first frame says before its code is there (client/islands/photo-viewer.ts).
  const opens = (index: number) => ({
    'data-photo': index,
    'data-photo-counter': LL.DETAIL.photoOf({ index: index + 1, total }),
  });
  return (
    <section
      className={`photos photos--${Math.min(thumbs.length, 4)}`}
      aria-label={label}
      data-viewer-label={LL.TOOLS.gallery({ title })}
      data-viewer-close={LL.TOOLS.close()}
      data-viewer-total={total}
    >
      <figure className="photos__lead">
        <a href={pictureUrl(lead, 1360)} className="photos__open" {...opens(0)}>
          <img
            src={pictureUrl(lead, 1360)}
            srcSet={pictureSrcSet(lead)}
            sizes={leadSizes(total)}
            alt={LL.DETAIL.photoOf({ index: 1, total })}
            width={1360}
            height={1020}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </a>
      </figure>
      {thumbs.length > 0 && (
        <ul className="photos__thumbs">
          {thumbs.map((photo, i) => (
            <li key={photo.ID} className="photos__thumb">
              <a href={pictureUrl(photo, 1360)} className="photos__open" {...opens(i + 1)}>
                <img
                  src={pictureUrl(photo, 400)}
                  srcSet={pictureSrcSet(photo)}
                  sizes={THUMB_SIZES}
                  alt={LL.DETAIL.photoOf({ index: i + 2, total })}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
                {more > 0 && i === thumbs.length - 1 && (
                  <span className="photos__more">{LL.DETAIL.morePhotos({ count: more })}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      {total > 1 && (
        <details className="photos__all">
          <summary className={`photos__all-button ${iconBefore('photos')}`} {...opens(0)}>
            {LL.TOOLS.allPhotos({ count: total })}
          </summary>
          <ol className="photos__list">
            {photos.map((photo, i) => (
              <li key={photo.ID}>
                <a href={pictureUrl(photo, 1360)}>{LL.DETAIL.photoOf({ index: i + 1, total })}</a>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
