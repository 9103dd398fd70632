/**
 * Links as the pages write them (docs/screens.md): which configured links leave the site for
 * another one (web addresses: they open in a new tab), which hand over to the phone or the mail
 * program (tel: and mailto: open in place, as a phone expects: a new tab would stay behind empty),
 * and an internal address with its non-ASCII characters percent-encoded, as browsers send it.
 */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link);
}

/** A tel: or mailto: link: not a page of the site, opened in place. */
export function isAppLink(link: string): boolean {
  return /^(tel|mailto):/i.test(link);
}

/** '/en/for-sale/ghent/garage-of-18-m²/5101552/' → '…-18-m%C2%B2/…'; what is already encoded stays as it is. */
export const encodedHref = (href: string): string => href.replace(/[^\x21-\x7E]/gu, (char) => encodeURIComponent(char));
