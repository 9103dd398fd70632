/**
 * No results: the nearest ways to widen the search (docs/search.md "No results"), each with the
 * number of properties it finds, so that the visitor never meets a dead end:
 * - **without one filter**: the criteria less one of their chips (./active-filters.ts), for the
 *   chips whose removal finds something (at most MAX_DROPS, the ones finding most first);
 * - **around the city**: with a city chosen, every property within WIDEN_KM of its centre
 *   (the area search of docs/search.md), and the nearest other cities (by their centres, within
 *   NEARBY_KM) that have properties with the same other criteria (at most MAX_CITIES).
 * Computed on the server when a first page has no results; bounded to MAX_COUNTS list counts.
 */
import type { ListQuery } from '../../shared/model/listing';
import { cityParam } from '../../shared/model/listing';
import type { City } from '../../shared/model/taxonomy';
import { distanceKm } from '../../shared/geo/area';
import type { Lang } from '../../shared/paths/languages';
import type { ActiveFilter } from './active-filters';
import { withoutFilter } from './active-filters';
import { findCity } from './city-radius';
import { listingQuery, parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';

/** How far around a city the widening looks, km. */
export const WIDEN_KM = 10;
/** How far the nearest other cities may be, km. */
export const NEARBY_KM = 30;
export const MAX_DROPS = 3;
export const MAX_CITIES = 3;
/** Most list counts one widening asks for (each a page of one property). */
export const MAX_COUNTS = 12;

export type Widening =
  | { kind: 'drop'; filter: string; search: Record<string, unknown>; count: number }
  | { kind: 'near'; city: string; km: number; search: Record<string, unknown>; count: number }
  | { kind: 'city'; city: string; km: number; search: Record<string, unknown>; count: number };

export interface WidenSource {
  /** How many properties a list query finds. */
  count(query: ListQuery): Promise<number>;
  /** The cities of the listing's scope, with their centres. */
  cities: readonly City[];
}

/** The widenings of a listing's criteria that found nothing (see the module comment). */
export async function widenings(
  search: ListingSearch,
  chips: readonly ActiveFilter[],
  fixed: Partial<ListQuery>,
  lang: Lang,
  source: WidenSource,
): Promise<Widening[]> {
  let budget = MAX_COUNTS;
  const count = async (s: Record<string, unknown>): Promise<number> => {
    if (budget <= 0) return 0;
    budget -= 1;
    return source.count(listingQuery(parseListingSearch(s), fixed, lang, 1));
  };
  const base = search as Record<string, unknown>;
  const city = search.city ? findCity(source.cities, search.city) : undefined;
  const center = city?.Center;

  const around: Widening[] = [];
  if (city && center) {
    const nearSearch = {
      ...withoutFilter(base, { drops: ['city', 'radius', 'near', 'area'] }),
      near: `${center.lat},${center.lng}`,
      radius: String(WIDEN_KM),
    };
    const n = await count(nearSearch);
    if (n > 0) around.push({ kind: 'near', city: city.Name, km: WIDEN_KM, search: nearSearch, count: n });
    const nearest = source.cities
      .filter((c) => c.Center && cityParam(c) !== cityParam(city))
      .map((c) => ({ c, km: distanceKm(center, c.Center!) }))
      .filter((x) => x.km <= NEARBY_KM)
      .sort((a, b) => a.km - b.km)
      .slice(0, MAX_CITIES + 2);
    for (const { c, km } of nearest) {
      if (around.filter((w) => w.kind === 'city').length >= MAX_CITIES) break;
      const s = { ...base, city: cityParam(c), page: undefined };
      const found = await count(s);
      if (found > 0) around.push({ kind: 'city', city: c.Name, km: Math.round(km), search: s, count: found });
    }
  }

  const drops: Widening[] = [];
  for (const chip of chips) {
    // Leaving the city out is what 'around the city' does better, when it could be done.
    if (chip.key === 'city' && around.length) continue;
    const s = withoutFilter(base, chip);
    const n = await count(s);
    if (n > 0) drops.push({ kind: 'drop', filter: chip.label, search: s, count: n });
  }
  drops.sort((a, b) => b.count - a.count);
  return [...around.slice(0, 1 + MAX_CITIES), ...drops.slice(0, MAX_DROPS)];
}
