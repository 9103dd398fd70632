/**
 * Around a city (docs/search.md "Search by area"): the filter form offers 'within 5 / 10 / 20 km'
 * once a city is chosen. `city` + `radius` become `near` (the city's centre, app/geo/centre.ts)
 * + `radius`, and `city` is dropped: the list is every property within that distance, whatever
 * its town. The browser does it before navigating; without JavaScript the worker answers the
 * form's URL with a 303 to that canonical URL (worker/listing-near.ts); the JSON API reads
 * `city` + `radius` the same way. Back the other way, a `near` equal to a city's centre names
 * that city (the area notice says 'within 10 km of Ghent', the form shows the city chosen).
 */
import type { City } from '../../shared/model/taxonomy';
import { cityParam, parseCityParam } from '../../shared/model/listing';
import { parseLatLng } from '../../shared/geo/area';

/** The distances the filter form offers, in km (any radius up to the area rule's maximum is read). */
export const RADIUS_CHOICES = [5, 10, 20] as const;

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The city a `city` parameter ('Name|zip') names in a list: the same name and postcode, else the only city of that postcode. */
export function findCity(cities: readonly City[], param: string): City | undefined {
  const exact = cities.find((c) => cityParam(c) === param.trim());
  if (exact) return exact;
  const { zip } = parseCityParam(param);
  const same = zip ? cities.filter((c) => c.Zip === zip) : [];
  return same.length === 1 ? same[0] : undefined;
}

/**
 * The parameters with `city` + `radius` turned into `near` + `radius` (city dropped; a `near` or
 * `area` beside them is replaced: the city and distance are the visitor's latest choice), or
 * null when there is nothing to turn: no city, no radius, or a city without a known centre (then
 * the parameters stay as they are).
 */
export function nearOfCity<T extends Record<string, unknown>>(
  params: T,
  cities: readonly City[],
): (Omit<T, 'city' | 'near' | 'area'> & { near: string; radius: string }) | null {
  const { city, radius } = params;
  if (!given(city) || !given(radius)) return null;
  const centre = findCity(cities, city)?.Center;
  if (!centre) return null;
  const { city: _city, near: _near, area: _area, ...rest } = params;
  return { ...rest, near: `${centre.lat},${centre.lng}`, radius: radius.trim() };
}

/** The city whose centre a `near` parameter is (undefined when none is). */
export function cityAt(cities: readonly City[], near: string | undefined): City | undefined {
  const point = near ? parseLatLng(near) : null;
  if (!point) return undefined;
  return cities.find((c) => c.Center && c.Center.lat === point.lat && c.Center.lng === point.lng);
}
