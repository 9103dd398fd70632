/** The 4:3 photo of a card (property or project): responsive webp srcset (a provider's plain URL as it is), or the designed placeholder of its type. */
import type { PictureItem } from '../../../shared/model/common';
import { pictureSrcSet, pictureUrl } from '../../../shared/model/common';
import { placeholderUrl } from '../../model/placeholder';
import { useT } from '../../../shared/i18n/i18n';

export function CardPhoto({
  photo,
  sizes,
  eager,
  first = false,
  webId,
}: {
  photo: PictureItem | null;
  sizes: string;
  eager: boolean;
  /** The page's first card: its photo is the largest paint on a phone, fetched at high priority. */
  first?: boolean;
  webId?: number;
}) {
  const LL = useT();
  // The card's 4:3 media box sizes the drawing (no layout shift without width and height).
  if (!photo) return <img className="card__placeholder" src={placeholderUrl(webId)} alt={LL.LISTING.noPhoto()} />;
  // Our own photos come in every width; a provider's plain picture URL is shown as it is.
  const srcSet = pictureSrcSet(photo);
  return (
    <img
      src={pictureUrl(photo, 600)}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt=""
      width={600}
      height={450}
      loading={eager || first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
