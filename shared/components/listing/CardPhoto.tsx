/** The 4:3 photo of a card (property or project): responsive webp srcset, or the designed placeholder of its type. */
import type { PictureItem } from '../../model/common';
import { photoSrcSet, photoUrl } from '../../model/common';
import { placeholderUrl } from '../../model/placeholder';
import { useT } from '../../i18n/i18n';

export function CardPhoto({
  photo,
  sizes,
  eager,
  webId,
}: {
  photo: PictureItem | null;
  sizes: string;
  eager: boolean;
  webId?: number;
}) {
  const LL = useT();
  // The card's 4:3 media box sizes the drawing (no layout shift without width and height).
  if (!photo) return <img className="card__placeholder" src={placeholderUrl(webId)} alt={LL.LISTING.noPhoto()} />;
  return (
    <img
      src={photoUrl(photo.Name, 600)}
      srcSet={photoSrcSet(photo.Name)}
      sizes={sizes}
      alt=""
      width={600}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
