/**
 * Query parameters of the JSON API (docs/api.md), validated with arktype. Each schema turns
 * the raw string parameters into typed values or an error whose summary names the parameter
 * ("page must be at least 1 (was 0)"), which the API answers with 400. Unknown parameters
 * (utm_source, …) are ignored. The listing pages' rules apply here too: an empty parameter means
 * "no filter" (docs/formatting.md empty check), and prices are whole euros as visitors write them
 * ('250.000', '1,275'; shared/listing/amount.ts).
 */
import { type } from '../schema/arktype';
import { LANGUAGES, type Lang } from '../../shared/paths/languages';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
  type ListQuery,
} from '../../shared/model/listing';
import { parseAmount } from '../../shared/listing/amount';
import { MAX_PAGE, MAX_PRICE, MAX_SURFACE } from '../../shared/listing/search-params';
import { PLACES } from '../../shared/listing/places';
import { EPC_CHOICES } from '../../shared/listing/epc-filter';
import { NARROWING_FILTERS } from '../../shared/listing/filter-names';
import { isEmpty } from '../../shared/format/text';
import { readArea } from '../../shared/geo/area';
import { AREA_ERRORS } from '../geo/area-errors';
import { lazy } from '../../shared/schema/lazy';

const count = lazy(() => type('string.integer.parse').to('0 <= number <= 100'));
const money = lazy(() =>
  type('string').pipe((s, ctx) => parseAmount(s, MAX_PRICE) ?? ctx.error(`a whole amount of euros up to ${MAX_PRICE}`)),
);
const id = lazy(() => type('string.integer.parse').to('1 <= number <= 2147483647'));
const flag = lazy(() => type("'1' | 'true' | '0' | 'false'").pipe((s) => s === '1' || s === 'true'));
const lang = lazy(() => type.enumerated(...LANGUAGES));
/** A surface in whole m² (living area, plot). */
const surface = lazy(() => type('string.integer.parse').to(`0 <= number <= ${MAX_SURFACE}`));

export const propertiesQuerySchema = lazy(() =>
  type({
    'lang?': lang,
    'goal?': "'0' | '1'",
    'city?': '0 < string <= 120',
    'type?': id,
    'minPrice?': money,
    'maxPrice?': money,
    'minRooms?': count,
    'minGarages?': count,
    'parking?': flag,
    'garden?': flag,
    'terrace?': flag,
    'new?': flag,
    'arriving?': flag,
    'discreet?': flag,
    'project?': id,
    'near?': 'string <= 60',
    'radius?': 'string <= 20',
    'area?': 'string <= 4000',
    'region?': type.enumerated(...PLACES.map((p) => p.key)),
    'minArea?': surface,
    'maxArea?': surface,
    'minPlot?': surface,
    'epc?': type.enumerated(...EPC_CHOICES),
    'newBuild?': flag,
    'closed?': flag,
    'onRequest?': flag,
    'sort?': type.enumerated(...SORT_ORDERS),
    'page?': type('string.integer.parse').to(`1 <= number <= ${MAX_PAGE}`),
    'pageSize?': type('string.integer.parse').to(`1 <= number <= ${MAX_PAGE_SIZE}`),
  }),
);

export const searchQuerySchema = lazy(() =>
  type({
    'lang?': lang,
    'q?': 'string <= 2000',
    /** The buy-or-rent choice beside the search field: where a reading without those words leads. */
    'goal?': "'0' | '1'",
  }),
);

/** The parameters that say something: an empty one means "no filter". */
export const withoutEmpty = (raw: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(raw).filter(([, value]) => !isEmpty(value)));

export type QueryResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Raw query parameters (first value of each) → a ListQuery, or the first clear error. */
export function parsePropertiesQuery(raw: Record<string, string>, fallbackLang: Lang): QueryResult<ListQuery> {
  const out = propertiesQuerySchema(withoutEmpty(raw));
  if (out instanceof type.errors) return { ok: false, error: out.summary };
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice) {
    return { ok: false, error: `minPrice must not exceed maxPrice (was ${out.minPrice} > ${out.maxPrice})` };
  }
  if (out.minArea !== undefined && out.maxArea !== undefined && out.minArea > out.maxArea) {
    return { ok: false, error: `minArea must not exceed maxArea (was ${out.minArea} > ${out.maxArea})` };
  }
  const area = readArea(out);
  if (area && !area.ok) return { ok: false, error: AREA_ERRORS[area.error] };
  const query: ListQuery = {
    lang: out.lang ?? fallbackLang,
    sort: out.sort ?? DEFAULT_SORT,
    page: out.page ?? 1,
    pageSize: out.pageSize ?? DEFAULT_PAGE_SIZE,
  };
  if (out.goal !== undefined) query.goal = out.goal === '0' ? 0 : 1;
  if (out.city !== undefined && out.city.trim() !== '') query.city = out.city.trim();
  if (out.type !== undefined) query.type = out.type;
  // The narrowing filters as read; a flag that is off is left out, as if not given.
  for (const key of NARROWING_FILTERS) {
    if (out[key] !== undefined && out[key] !== false) Object.assign(query, { [key]: out[key] });
  }
  if (out.new) query.isNew = true;
  if (out.arriving) query.arriving = true;
  if (out.discreet) query.discreet = true;
  if (out.project !== undefined) query.project = out.project;
  if (out.closed) query.closed = true;
  if (out.onRequest) query.onRequest = true;
  if (area) query.area = area.area;
  return { ok: true, value: query };
}

export function parseSearchQuery(
  raw: Record<string, string>,
  fallbackLang: Lang,
): QueryResult<{ q: string; lang: Lang; goal?: 0 | 1 }> {
  const out = searchQuerySchema(withoutEmpty(raw));
  if (out instanceof type.errors) return { ok: false, error: out.summary };
  return {
    ok: true,
    value: {
      q: (out.q ?? '').trim(),
      lang: out.lang ?? fallbackLang,
      ...(out.goal !== undefined ? { goal: out.goal === '1' ? (1 as const) : (0 as const) } : {}),
    },
  };
}
