/**
 * Listing URLs: the query parameters of the listing pages (docs/urls.md: `city` as 'name|postcode',
 * `type` as property-type id; plus price, rooms and the other criteria, sort, page, view) read
 * leniently — a listing page ignores a value it cannot use rather than failing — and turned into
 * the provider's ListQuery and the JSON API's parameters. No validation library here: this runs
 * in the browser bundle; the API validates strictly on the server (app/model/query.ts).
 *
 * Rules:
 * - An empty parameter means "no filter" (docs/formatting.md empty check: empty or white space only). The
 *   filter form without JavaScript sends every field (`?city=&type=&minPrice=…`).
 * - Prices are whole euros as visitors type them ('250.000', '1,275', '€ 250 000'; ./amount.ts).
 * - A page number too large to read counts as MAX_PAGE, past the last page of any list (the page
 *   answers 404); an unreadable page ('abc', '0', '-1') is ignored (the first page).
 * - The router hands components and loaders its raw search merged with the validated one, so
 *   both read it through parseListingSearch (listingQuery too).
 */
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  SORT_ORDERS,
  type ListQuery,
  type PropertyFilters,
  type SortOrder,
} from '../model/listing';
import type { Lang } from '../paths/languages';
import { isEmpty } from '../format/text';
import { parseAmount } from './amount';
import { areaOf, readAreaSearch, type AreaSearch } from './area-search';
import { areaParams } from '../geo/area';
import { isPlaceKey } from './places';
import { isEpcChoice } from './epc-filter';

/** The visitor's criteria (the provider's filters a listing URL can carry), plus sort, page and view. */
export type ListingSearch = Pick<
  PropertyFilters,
  | 'city'
  | 'type'
  | 'minPrice'
  | 'maxPrice'
  | 'minRooms'
  | 'minGarages'
  | 'parking'
  | 'garden'
  | 'terrace'
  | 'goal'
  | 'region'
  | 'minArea'
  | 'maxArea'
  | 'minPlot'
  | 'epc'
  | 'newBuild'
  | 'closed'
  | 'onRequest'
> & {
  sort?: SortOrder;
  page?: number;
  view?: 'list' | 'map';
} & AreaSearch;

/** Highest price a filter reads (the API's bound). */
export const MAX_PRICE = 1_000_000_000;
/** Largest surface a filter reads, m² (the API's bound). */
export const MAX_SURFACE = 1_000_000;
/** Highest page number read; larger numbers count as this one. */
export const MAX_PAGE = 100_000;

const digits = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined;
};
const int = (v: unknown, min: number, max: number): number | undefined => {
  const n = digits(v);
  return n !== undefined && n >= min && n <= max ? n : undefined;
};
const bool = (v: unknown): boolean | undefined =>
  v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? true : undefined;

/** Reads raw search parameters (strings from a form or URL, or values of an in-app navigation). */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const out: ListingSearch = {};
  const value = (key: string): unknown => (isEmpty(raw[key]) ? undefined : raw[key]);
  const set = <K extends keyof ListingSearch>(key: K, v: ListingSearch[K] | undefined) => {
    if (v !== undefined) out[key] = v;
  };
  const goal = int(value('goal'), 0, 1);
  if (goal === 0 || goal === 1) out.goal = goal;
  const city = value('city');
  if ((typeof city === 'string' || typeof city === 'number') && String(city).length <= 120)
    out.city = String(city).trim();
  set('type', int(value('type'), 1, 2147483647));
  set('minPrice', parseAmount(value('minPrice'), MAX_PRICE));
  set('maxPrice', parseAmount(value('maxPrice'), MAX_PRICE));
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) delete out.maxPrice;
  set('minRooms', int(value('minRooms'), 1, 100));
  set('minGarages', int(value('minGarages'), 1, 100));
  set('parking', bool(value('parking')));
  set('garden', bool(value('garden')));
  set('terrace', bool(value('terrace')));
  const region = value('region');
  if (isPlaceKey(region)) out.region = region;
  set('minArea', parseAmount(value('minArea'), MAX_SURFACE));
  set('maxArea', parseAmount(value('maxArea'), MAX_SURFACE));
  if (out.minArea !== undefined && out.maxArea !== undefined && out.minArea > out.maxArea) delete out.maxArea;
  set('minPlot', parseAmount(value('minPlot'), MAX_SURFACE));
  const epc = value('epc');
  if (isEpcChoice(epc)) out.epc = epc;
  set('newBuild', bool(value('newBuild')));
  set('closed', bool(value('closed')));
  // Prices on request are asked for only beside a bound (alone it changes nothing).
  if (out.minPrice !== undefined || out.maxPrice !== undefined) set('onRequest', bool(value('onRequest')));
  const sort = value('sort');
  if (typeof sort === 'string' && (SORT_ORDERS as readonly string[]).includes(sort) && sort !== DEFAULT_SORT)
    out.sort = sort as SortOrder;
  const page = digits(value('page'));
  if (page !== undefined && page > 1) out.page = Math.min(page, MAX_PAGE);
  if (value('view') === 'map') out.view = 'map';
  return Object.assign(out, readAreaSearch(raw));
}

/** The provider query of a listing page: its fixed part (goal or flag) plus the visitor's criteria (read again here). */
export function listingQuery(
  search: ListingSearch,
  fixed: Partial<ListQuery>,
  lang: Lang,
  pageSize = DEFAULT_PAGE_SIZE,
): ListQuery {
  const { view: _view, page, sort, near, radius, area, ...criteria } = parseListingSearch(search);
  const within = areaOf({ near, radius, area });
  return {
    ...criteria,
    ...(within ? { area: within } : {}),
    ...fixed,
    lang,
    sort: sort ?? DEFAULT_SORT,
    page: page ?? 1,
    pageSize,
  };
}

/** A ListQuery → the JSON API's query parameters (defaults left out). */
export function apiParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams({ lang: query.lang });
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === false) return;
    params.set(key, value === true ? '1' : String(value));
  };
  put('goal', query.goal);
  put('city', query.city);
  put('type', query.type);
  put('minPrice', query.minPrice);
  put('maxPrice', query.maxPrice);
  put('minRooms', query.minRooms);
  put('minGarages', query.minGarages);
  put('parking', query.parking);
  put('garden', query.garden);
  put('terrace', query.terrace);
  put('new', query.isNew);
  put('arriving', query.arriving);
  put('discreet', query.discreet);
  put('project', query.project);
  put('region', query.region);
  put('minArea', query.minArea);
  put('maxArea', query.maxArea);
  put('minPlot', query.minPlot);
  put('epc', query.epc);
  put('newBuild', query.newBuild);
  put('closed', query.closed);
  put('onRequest', query.onRequest);
  if (query.area) for (const [key, value] of Object.entries(areaParams(query.area))) params.set(key, value);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The listing URL's search string for a set of criteria ('' when none). */
export function listingSearchString(search: ListingSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === false) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
