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
