/** The 4:3 photo of a card (property or project): responsive webp srcset, or a placeholder icon. */
import type { PictureItem } from '../../model/common';
import { photoSrcSet, photoUrl } from '../../model/common';
import { Icon } from '../Icon';

export function CardPhoto({ photo, sizes, eager }: { photo: PictureItem | null; sizes: string; eager: boolean }) {
  if (!photo) return <div className="card__placeholder" aria-hidden="true"><Icon name="building" size={40} /></div>;
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
