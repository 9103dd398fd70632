/**
 * What a page tells the analytics tags about its address (docs/consent-and-analytics.md,
 * docs/security.md): `page_location` keeps only the query parameters that describe what the
 * visitor looked at, never one that could hold a secret or a person's data (a reset token, a
 * preview key, a confirmation token, an e-mail address, a favourites list): utm_* campaign
 * parameters and the listing's filters, by name. The fragment is dropped too. Pages whose URL
 * holds a secret carry no tag at all (shared/islands/page-data.ts `tags`).
 */
import { NARROWING_FILTERS } from '../../shared/listing/filter-names';

/** The listing filters a listing URL carries (shared/listing/search-params.ts, app/model/query.ts). */
export const LISTING_PARAMS: readonly string[] = [
  ...NARROWING_FILTERS,
  'goal',
  'city',
  'type',
  'new',
  'arriving',
  'discreet',
  'project',
  'closed',
  'onRequest',
  'near',
  'radius',
  'area',
  'sort',
  'page',
  'view',
  'q',
];

const allowed = (name: string): boolean => name.startsWith('utm_') || LISTING_PARAMS.includes(name);

/** `href` with only the allowed query parameters (in their order) and no fragment. */
export function safePageLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (allowed(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
