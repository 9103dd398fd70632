/**
 * SITE_URL, the site's public origin for links in e-mails (reset links, confirmations, alert
 * digests, a page sent to a friend). There is no fallback: a link made from a request's Host
 * header could point anywhere.
 */

/** Why SITE_URL (trimmed, set) cannot be used in production, or null when it can. */
export function siteUrlProblem(value: string): string | null {
  try {
    if (new URL(value).protocol !== 'https:') return 'not an https URL';
  } catch {
    return 'not a URL';
  }
  return null;
}

/**
 * The origin without a trailing slash: SITE_URL when it is an https URL (in development an http
 * one too, such as `npm start`'s own address), else null.
 */
export function siteOriginOf(raw: string | undefined, development: boolean): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (development && url.protocol === 'http:')) return url.origin;
  } catch {
    // not a URL
  }
  return null;
}
