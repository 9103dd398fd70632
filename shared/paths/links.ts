/**
 * Links as the pages write them (docs/screens.md): which configured links leave the site
 * (external addresses, tel: and mailto: open in a new tab; internal paths navigate in place), and
 * an internal address with its non-ASCII characters percent-encoded, as browsers send it.
 */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^(tel|mailto):/i.test(link);
}

/** '/en/for-sale/ghent/garage-of-18-m²/5101552/' → '…-18-m%C2%B2/…'; what is already encoded stays as it is. */
export const encodedHref = (href: string): string => href.replace(/[^\x21-\x7E]/gu, (char) => encodeURIComponent(char));
