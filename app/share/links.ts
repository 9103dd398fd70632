/**
 * Where a detail page can be shared or looked at from outside (docs/screens.md), as
 * plain URLs: the share links shown when the browser has no Web Share API (e-mail, WhatsApp,
 * Facebook, LinkedIn, X), and the Google Maps street-view link of a pair of coordinates.
 * Every value is URL-encoded here; the components only render the results.
 */

export type ShareTarget = 'email' | 'whatsapp' | 'facebook' | 'linkedin' | 'x';
export const SHARE_TARGETS: readonly ShareTarget[] = ['email', 'whatsapp', 'facebook', 'linkedin', 'x'];

export interface SharePage {
  /** The page's absolute URL (its canonical address). */
  url: string;
  /** The page's title (the property's or project's name). */
  title: string;
  /** The e-mail's body, already in the visitor's language, with the URL in it. */
  mailBody: string;
}

/** The link that shares `page` on `target`. */
export function shareLink(target: ShareTarget, page: SharePage): string {
  const url = encodeURIComponent(page.url);
  switch (target) {
    case 'email':
      return `mailto:?subject=${encodeURIComponent(page.title)}&body=${encodeURIComponent(page.mailBody)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${page.title} ${page.url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://x.com/intent/post?text=${encodeURIComponent(page.title)}&url=${url}`;
  }
}

const inRange = (v: number | null | undefined, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * Google Maps' street view at a point (Maps URLs, `map_action=pano`), or null when the
 * coordinates are missing or impossible. Callers pass coordinates only when the address is
 * published: street view shows the very house.
 */
export function streetViewUrl(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (!inRange(lat, 90) || !inRange(lng, 180) || (lat === 0 && lng === 0)) return null;
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
