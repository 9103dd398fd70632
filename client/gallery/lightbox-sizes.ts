/**
 * The lightbox's responsive images (docs/consent-and-analytics.md): webp at 400, 600 and 1360 pixels wide (what
 * worker/media.ts serves; 100 is too small to enlarge), and `sizes` that make phones take the
 * photo at half scale (a 375 px wide phone at 2× picks 400, not 1360) while tablets and
 * desktops take the width of the screen.
 */
import { ownPhotoName, photoUrl, type PictureItem } from '../../shared/model/common';

export const LIGHTBOX_WIDTHS = [400, 600, 1360] as const;
export const LIGHTBOX_SIZES = '(max-width: 766px) 50vw, 100vw';

/** The srcset of a photo in the lightbox; undefined for a provider's plain picture URL (one size only). */
export function lightboxSrcSet(picture: PictureItem): string | undefined {
  const name = ownPhotoName(picture);
  return name ? LIGHTBOX_WIDTHS.map((w) => `${photoUrl(name, w)} ${w}w`).join(', ') : undefined;
}
