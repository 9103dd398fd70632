/**
 * The area of a search alert (docs/forms-and-leads.md "Search alerts"): one text field holding the
 * area in its canonical URL form, `near=LAT,LNG&radius=KM` or `area=LAT,LNG;LAT,LNG;…`, read by
 * the same parser as the listing and the API (shared/geo/area.ts readArea). The listing's "Get
 * alerts for this area" link carries the area to the form page in its query; the form keeps it
 * in a hidden field; the alert stores it with its criteria.
 */
import { areaParams, readArea, type AreaResult, type SearchArea } from '../geo/area';

/** The canonical text of an area (coordinates as the URL writes them, unescaped). */
export function areaText(area: SearchArea): string {
  return Object.entries(areaParams(area))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** An area text (or any query string with `near` + `radius` or `area`) → the area, an error, or null when it names none. */
export function readAreaText(text: string): AreaResult | null {
  const params = new URLSearchParams(text.trim().replace(/^\?/, ''));
  const value = (key: string) => params.get(key) ?? undefined;
  return readArea({ near: value('near'), radius: value('radius'), area: value('area') });
}

const AREA_KEYS = ['near', 'radius', 'area'] as const;

/**
 * The area a page's query carries to the alert form (the listing's "Get alerts for this area"
 * link): its canonical text; the text as given when it cannot be read (the form then says so and
 * offers to remove it); undefined when the query has none.
 */
export function areaOfQuery(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const result = readAreaText(search);
  if (result?.ok) return areaText(result.area);
  const given = AREA_KEYS.filter((key) => params.get(key)?.trim());
  return given.length ? given.map((key) => `${key}=${params.get(key)}`).join('&') : undefined;
}

/** A page's query without its area (where the form's "remove the area" link goes). */
export function withoutArea(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of AREA_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
