/**
 * 'Save this search' (docs/forms-and-leads.md "Search alerts"): a listing's criteria carried to the
 * search-alert form and read back into its fields, so that the alert starts with every filter of
 * the list the visitor saw (goal, type, city, region or area, price, bedrooms, garages, parking,
 * garden, terrace, living area, plot, EPC label, new build). A plain link: it works without
 * JavaScript, and the alert keeps the double opt-in of every alert (decision record 024).
 *
 * - `savedSearchHref(lang, search, goal)`: the alert page with the criteria in its query, as the
 *   form's own field names (`types`, `cities`, …), and the form's anchor.
 * - `alertPrefill(query)`: the form's starting values from that query, read with the listing's
 *   own lenient rules (a value the listing could not use is left out).
 */
import { pathTable } from '../content/path-table-instance';
import { localizedHref } from '../paths/path-table';
import type { Lang } from '../paths/languages';
import { parseListingSearch, type ListingSearch } from '../listing/search-params';
import { areaText, areaOfQuery } from './alert-area';
import { areaOf } from '../listing/area-search';

/** The alert form's page. */
export const ALERT_PAGE = '/demand-register/';
/** The form's anchor on its page. */
export const ALERT_ANCHOR = 'demand-register';

/** Listing criteria → the alert form's parameters, in the form's field names. */
export function savedSearchParams(search: ListingSearch, goal?: 0 | 1): URLSearchParams {
  const params = new URLSearchParams();
  const g = goal ?? search.goal;
  if (g !== undefined) params.set('goal', String(g));
  if (search.type !== undefined) params.append('types', String(search.type));
  if (search.city) params.append('cities', search.city);
  if (search.region) params.set('region', search.region);
  for (const key of ['minPrice', 'maxPrice', 'minRooms', 'minGarages', 'minArea', 'maxArea', 'minPlot'] as const) {
    const v = search[key];
    if (v !== undefined) params.set(key, String(v));
  }
  if (search.epc) params.set('epc', search.epc);
  for (const key of ['parking', 'garden', 'terrace', 'newBuild'] as const) if (search[key]) params.set(key, 'on');
  const area = areaOf(search);
  if (area) for (const [key, value] of new URLSearchParams(areaText(area))) params.set(key, value);
  return params;
}

/** The alert page in a language with a listing's criteria (see the module comment). */
export function savedSearchHref(lang: Lang, search: ListingSearch, goal?: 0 | 1): string {
  const query = savedSearchParams(search, goal).toString();
  return `${localizedHref(pathTable, lang, ALERT_PAGE)}${query ? `?${query}` : ''}#${ALERT_ANCHOR}`;
}

/** The alert form's starting values from its page's query (fields named as the form names them). */
export function alertPrefill(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  const listing = parseListingSearch({
    ...Object.fromEntries(params),
    type: params.get('types') ?? undefined,
    city: params.get('cities') ?? undefined,
  });
  const out: Record<string, string | string[]> = {};
  const goal = params.get('goal');
  if (goal === '0' || goal === '1') out.goal = goal;
  const types = params
    .getAll('types')
    .filter((t) => /^[1-9]\d{0,5}$/.test(t.trim()))
    .map((t) => t.trim());
  if (types.length) out.types = types;
  const cities = params
    .getAll('cities')
    .map((c) => c.trim())
    .filter((c) => c.length <= 120 && c.includes('|'));
  if (cities.length) out.cities = cities;
  if (listing.region) out.region = listing.region;
  for (const key of ['minPrice', 'maxPrice', 'minRooms', 'minGarages', 'minArea', 'maxArea', 'minPlot'] as const) {
    const v = listing[key];
    if (v !== undefined) out[key] = String(v);
  }
  if (listing.epc) out.epc = listing.epc;
  for (const key of ['parking', 'garden', 'terrace', 'newBuild'] as const) {
    const v = params.get(key);
    if (v === 'on' || v === '1' || v === 'true') out[key] = 'on';
  }
  const area = areaOfQuery(query);
  if (area) out.area = area;
  return out;
}
