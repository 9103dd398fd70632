/**
 * Small shapes shared by the domain model: per-language text, picture items, paged results,
 * and the media URL scheme of photos (docs/media.md: webp at widths 100, 400, 600, 800 and
 * 1360 in 4:3, plus a 60×60 square thumbnail).
 */
import type { Lang } from '../paths/languages';

export type { Lang };

/** A text in each of the site's languages. */
export type Localized<T = string> = Record<Lang, T>;

/** docs/provider.md: one picture as the provider describes it. */
export interface PictureItem {
  /** URL of the picture (a `/media/photos/...` path for d1 data). */
  Url: string;
  Width: number;
  Height: number;
  ID: number;
  /** Media name: the picture's other sizes are at photoUrl(Name, width). */
  Name: string;
}

/**
 * Widths served for every photo (docs/media.md), 4:3. 800 is what a phone's full-width photo
 * needs (a 360–412 px wide screen at 1.75–2×: 630–824 device pixels), which otherwise took 1360.
 */
export const PHOTO_WIDTHS = [100, 400, 600, 800, 1360] as const;
/**
 * Widths added after photos were stored: a photo stored before lacks them, so /media answers
 * such a width with the next larger size it has (worker/media.ts), until the photo is stored again.
 */
export const LATER_PHOTO_WIDTHS: readonly PhotoWidth[] = [800];
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The square thumbnail's size (docs/media.md: 60 by 60 pixels), stored as `{name}/60.webp`. */
export const THUMB_SIZE = 60;

/** R2 key of one size of a photo: `photos/{name}/{width}.webp` (60 = the square thumbnail). */
export function photoKey(name: string, width: PhotoWidth | typeof THUMB_SIZE): string {
  return `photos/${name}/${width}.webp`;
}

/** Public URL of one size of a photo, served by the worker's /media route. */
export function photoUrl(name: string, width: PhotoWidth | typeof THUMB_SIZE): string {
  return `/media/${photoKey(name, width)}`;
}

/** A `srcset` value listing every 4:3 width of a photo. */
export function photoSrcSet(name: string): string {
  return PHOTO_WIDTHS.map((w) => `${photoUrl(name, w)} ${w}w`).join(', ');
}

/**
 * The media name of a picture that is one of our own photos (its URL is one of the sizes served
 * under /media/photos/{Name}/, as d1 data and imports give), or null for a provider's plain
 * picture URL (docs/media.md), whose Name is empty or names no such path.
 */
export function ownPhotoName({ Url, Name }: Pick<PictureItem, 'Url' | 'Name'>): string | null {
  return Name && Url.startsWith(`/media/photos/${Name}/`) ? Name : null;
}

/** The address of a picture at a width: that size of our own photo, or a plain URL as it is. */
export function pictureUrl(picture: PictureItem, width: PhotoWidth | typeof THUMB_SIZE): string {
  const name = ownPhotoName(picture);
  return name ? photoUrl(name, width) : picture.Url;
}

/** The `srcset` of a picture: every width of our own photo; undefined for a plain URL (one size only). */
export function pictureSrcSet(picture: PictureItem): string | undefined {
  const name = ownPhotoName(picture);
  return name ? photoSrcSet(name) : undefined;
}

/** A picture item for a media name at one width (4:3 height). */
export function pictureItem(name: string, id: number, width: PhotoWidth): PictureItem {
  return { Url: photoUrl(name, width), Width: width, Height: Math.round((width * 3) / 4), ID: id, Name: name };
}

/** One page of a list, with the totals the pagination needs ('Page x/y'). */
export interface Paged<T> {
  items: T[];
  /** The page asked for (1-based). */
  page: number;
  /** Number of pages: ceil(total / pageSize); 0 when nothing matches. */
  pages: number;
  /** Number of matching items over all pages. */
  total: number;
}
