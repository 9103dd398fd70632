/**
 * Which configured links leave the site (docs/screens.md): external addresses, tel: and mailto:
 * open in a new tab; internal paths navigate in-app.
 */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^(tel|mailto):/i.test(link);
}
