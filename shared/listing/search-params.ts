/**
 * Listing URLs: the query parameters of the listing pages (seed §2: `city` as 'name|postcode',
 * `type` as property-type id; plus price, rooms and the other criteria, sort, page, view) read
 * leniently — a listing page ignores a value it cannot use rather than failing — and turned into
 * the provider's ListQuery and the JSON API's parameters. No validation library here: this runs
 * in the browser bundle; the API validates strictly on the server (shared/model/query.ts).
 */
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, SORT_ORDERS, type ListQuery, type PropertyFilters, type SortOrder } from '../model/listing';
import type { Lang } from '../paths/languages';

/** The visitor's criteria (the provider's filters a listing URL can carry), plus sort, page and view. */
export type ListingSearch = Pick<PropertyFilters, 'city' | 'type' | 'minPrice' | 'maxPrice' | 'minRooms' | 'minGarages' | 'parking' | 'garden' | 'terrace' | 'goal'> & {
  sort?: SortOrder;
  page?: number;
  view?: 'list' | 'map';
};

const int = (v: unknown, min: number, max: number): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const bool = (v: unknown): boolean | undefined => (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? true : undefined);

/** Reads raw search parameters (strings from a form, or values parsed by the router). */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const out: ListingSearch = {};
  const city = raw.city;
  if ((typeof city === 'string' || typeof city === 'number') && String(city).trim() !== '' && String(city).length <= 120) out.city = String(city).trim();
  const set = <K extends keyof ListingSearch>(key: K, value: ListingSearch[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('type', int(raw.type, 1, 2147483647));
  set('minPrice', int(raw.minPrice, 0, 1_000_000_000));
  set('maxPrice', int(raw.maxPrice, 0, 1_000_000_000));
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) delete out.maxPrice;
  set('minRooms', int(raw.minRooms, 1, 100));
  set('minGarages', int(raw.minGarages, 1, 100));
  set('parking', bool(raw.parking));
  set('garden', bool(raw.garden));
  set('terrace', bool(raw.terrace));
  const goal = int(raw.goal, 0, 1);
  if (goal === 0 || goal === 1) out.goal = goal;
  if (typeof raw.sort === 'string' && (SORT_ORDERS as readonly string[]).includes(raw.sort) && raw.sort !== DEFAULT_SORT) out.sort = raw.sort as SortOrder;
  const page = int(raw.page, 1, 100000);
  if (page !== undefined && page > 1) out.page = page;
  if (raw.view === 'map') out.view = 'map';
  return out;
}

/** The provider query of a listing page: its fixed part (goal or flag) plus the visitor's criteria. */
export function listingQuery(search: ListingSearch, fixed: Partial<ListQuery>, lang: Lang, pageSize = DEFAULT_PAGE_SIZE): ListQuery {
  const { view: _view, page, sort, ...criteria } = search;
  return { ...criteria, ...fixed, lang, sort: sort ?? DEFAULT_SORT, page: page ?? 1, pageSize };
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
