/**
 * The photo block of a property or project page: a large first photo (the page's largest
 * image: eager, high fetch priority, responsive webp srcset) and up to four smaller ones
 * (lazy), all 4:3 with fixed ratios so nothing shifts while they load. When there are more
 * photos, the last tile says how many. The gallery and lightbox come later; each photo already
 * carries the seed's 'Photo x of y' text as its alternative text. Without photos, the designed
 * placeholder of the property's type (shared/model/placeholder.ts) stands in.
 */
import type { PictureItem } from '../../model/common';
import { photoSrcSet, photoUrl } from '../../model/common';
import { useT } from '../../i18n/i18n';
import { placeholderUrl } from '../../model/placeholder';
import { leadSizes } from './photo-sizes';
const THUMB_SIZES = '(min-width: 1240px) 290px, (min-width: 767px) 25vw, 25vw';

export function PhotoBlock({ photos, label, webId }: { photos: PictureItem[]; label: string; webId?: number }) {
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
  return (
    <section className={`photos photos--${Math.min(thumbs.length, 4)}`} aria-label={label}>
      <figure className="photos__lead">
        <img
          src={photoUrl(lead.Name, 1360)}
          srcSet={photoSrcSet(lead.Name)}
          sizes={leadSizes(total)}
          alt={LL.DETAIL.photoOf({ index: 1, total })}
          width={1360}
          height={1020}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </figure>
      {thumbs.length > 0 && (
        <ul className="photos__thumbs">
          {thumbs.map((photo, i) => (
            <li key={photo.ID} className="photos__thumb">
              <img
                src={photoUrl(photo.Name, 400)}
                srcSet={photoSrcSet(photo.Name)}
                sizes={THUMB_SIZES}
                alt={LL.DETAIL.photoOf({ index: i + 2, total })}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              {more > 0 && i === thumbs.length - 1 && <span className="photos__more">{LL.DETAIL.morePhotos({ count: more })}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
