/**
 * The active filters of a listing as a visitor reads them (docs/search.md "Filters on a phone"):
 * one chip per criterion, each with the parameters its removal drops ('€ 200.000 to € 300.000'
 * drops both price bounds and the prices on request asked with them), and how many there are
 * (the filter button's count). Sort, page and view are no filters; an area on the map is one
 * (counted; the area notice above the results shows and removes it).
 */
import type { TranslationFunctions } from '../../locales/i18n-types';
import { cityLabel } from '../../shared/model/listing';
import type { PropertyType } from '../../shared/model/taxonomy';
import type { Lang } from '../../shared/paths/languages';
import { areaLabel, placeLabel, priceLabel } from '../search/reading';
import { hasArea } from '../../shared/listing/area-search';
import type { ListingSearch } from '../../shared/listing/search-params';

export interface ActiveFilter {
  /** A stable key (the first parameter it stands for). */
  key: string;
  label: string;
  /** The parameters its removal drops. */
  drops: string[];
}

const capital = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** The chips of a listing's criteria, in the filter form's order (see the module comment). */
export function activeFilters(
  search: ListingSearch,
  ctx: { LL: TranslationFunctions; lang: Lang; types: readonly PropertyType[]; goalChoice: boolean },
): ActiveFilter[] {
  const { LL, lang } = ctx;
  const F = LL.FILTERS;
  const out: ActiveFilter[] = [];
  const add = (key: string, label: string | null, drops: string[] = [key]) => {
    if (label) out.push({ key, label: capital(label), drops });
  };
  if (ctx.goalChoice && search.goal !== undefined)
    add('goal', search.goal === 0 ? LL.SEARCH.forSale() : LL.SEARCH.forRent());
  if (search.city) add('city', cityLabel(search.city), ['city', 'radius']);
  if (search.region) add('region', placeLabel({ region: search.region }, lang));
  if (search.type !== undefined) {
    const type = ctx.types.find((t) => t.ID === search.type);
    const plural = (F.types as unknown as Record<string, (() => string) | undefined>)[String(search.type)];
    add('type', type?.Name ?? plural?.() ?? String(search.type));
  }
  const price = priceLabel(F, search.minPrice, search.maxPrice);
  if (price)
    add('minPrice', search.onRequest ? `${price}, ${F.onRequest()}` : price, ['minPrice', 'maxPrice', 'onRequest']);
  if (search.minRooms !== undefined) add('minRooms', F.rooms({ count: search.minRooms }));
  if (search.minGarages !== undefined) add('minGarages', F.chipGarages({ count: search.minGarages }));
  const area = areaLabel(F, search.minArea, search.maxArea);
  if (area) add('minArea', F.chipArea({ range: area }), ['minArea', 'maxArea']);
  if (search.minPlot !== undefined) add('minPlot', F.plotMin({ area: search.minPlot }));
  if (search.epc) add('epc', F.epc({ label: search.epc }));
  if (search.newBuild) add('newBuild', F.newBuild());
  if (search.parking) add('parking', LL.LISTING.parking());
  if (search.garden) add('garden', LL.LISTING.garden());
  if (search.terrace) add('terrace', LL.LISTING.terrace());
  if (search.closed) add('closed', F.closed());
  return out;
}

/** How many filters are active: the chips, and an area on the map. */
export const activeFilterCount = (chips: readonly ActiveFilter[], search: ListingSearch): number =>
  chips.length + (hasArea(search) ? 1 : 0);

/** A listing's criteria without a chip's parameters (and on its first page). */
export function withoutFilter(
  search: Record<string, unknown>,
  chip: Pick<ActiveFilter, 'drops'>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...search, page: undefined, unread: undefined };
  for (const key of chip.drops) out[key] = undefined;
  return out;
}
