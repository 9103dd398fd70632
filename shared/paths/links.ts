/**
 * Which configured links leave the site (seed §2 "Top bar"): external addresses, tel: and mailto:
 * open in a new tab; internal paths navigate in-app.
 */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^(tel|mailto):/i.test(link);
}
