/**
 * Does a stored search alert ("keep me informed", table `alerts`, criteria as JSON) match a
 * property? The owner portal counts the buyers or tenants looking for a property like theirs
 * (docs/forms-and-leads.md). The alerts feature (creation, e-mail digests) has its own full matching; this
 * count deliberately reads only what a demand surely states and what decides whether a buyer
 * would want to hear about the property: the goal, the type, the place and the price.
 *
 * Criteria read (PropertyFilters of shared/model/listing.ts, plus the list forms a
 * multi-choice form may store): `goal` (0 sale, any other value rent), `type` or `types`
 * (WebIDs; the property matches when one of its WebIDs is asked), `city` or `cities` (a name
 * in any language, a postcode, or 'Name|Zip': the postcode then decides; accents and case
 * ignored), `minPrice` / `maxPrice` (euros). A criterion that is absent or empty does not
 * restrict. Criteria that are not JSON, or not an object, match nothing.
 */
import { parseCityParam } from '../../../shared/model/listing';
import { foldText } from '../../../shared/paths/slug';
import { jsonObject } from './input';

export interface MatchTarget {
  Goal: number;
  WebIDs: string;
  WebID: number;
  Zip: string;
  /** The city's names in every language. */
  CityNames: readonly string[];
  /** The asking price, or null when there is none. */
  Price: number | null;
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function cityMatches(wanted: unknown, target: MatchTarget): boolean {
  if (typeof wanted !== 'string' && typeof wanted !== 'number') return false;
  const { name, zip } = parseCityParam(String(wanted));
  if (zip) return zip === target.Zip;
  if (!name) return false;
  const folded = foldText(name);
  return target.CityNames.some((n) => foldText(n) === folded);
}

/** True when the JSON criteria match the property (see the module comment). */
export function alertMatches(criteriaJson: string, target: MatchTarget): boolean {
  const c = jsonObject(criteriaJson);
  if (!c) return false;

  const goal = numberOf(c.goal);
  if (goal !== null && (goal === 0) !== (target.Goal === 0)) return false;

  const types = [...list(c.type), ...list(c.types)].map(numberOf).filter((n): n is number => n !== null);
  if (types.length) {
    const own = new Set([
      target.WebID,
      ...target.WebIDs.split(',')
        .map((s) => Number(s.trim()))
        .filter(Number.isFinite),
    ]);
    if (!types.some((t) => own.has(t))) return false;
  }

  const cities = [...list(c.city), ...list(c.cities)];
  if (cities.length && !cities.some((w) => cityMatches(w, target))) return false;

  const min = numberOf(c.minPrice);
  const max = numberOf(c.maxPrice);
  if (min !== null || max !== null) {
    if (target.Price === null) return false;
    if (min !== null && target.Price < min) return false;
    if (max !== null && target.Price > max) return false;
  }
  return true;
}
