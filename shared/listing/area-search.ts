/**
 * The area parameters of a listing URL (`near` + `radius`, or `area`; docs/urls.md), kept apart
 * from the other listing parameters (./search-params.ts) so that each concern reads on its own.
 * A listing page ignores an area it cannot use (wrong numbers, a degenerate polygon, both kinds
 * at once); the JSON API refuses it with a message (app/model/query.ts). The geometry and its
 * rules are in shared/geo/area.ts.
 */
import { areaParams, readArea, type SearchArea } from '../geo/area';

/** An area as the URL writes it (canonical: 5 decimals, no closing point repeated). */
export type AreaSearch = {
  near?: string;
  radius?: string;
  area?: string;
};

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/** The valid area of raw search parameters in its canonical URL form, or {} (none, or not usable). */
export function readAreaSearch(raw: Record<string, unknown>): AreaSearch {
  const result = readArea({ near: text(raw.near), radius: text(raw.radius), area: text(raw.area) });
  return result?.ok ? areaParams(result.area) : {};
}

/** The area of canonical URL values (undefined when none). */
export function areaOf(search: AreaSearch): SearchArea | undefined {
  const result = readArea(search);
  return result?.ok ? result.area : undefined;
}

/** Whether a listing URL narrows to an area (such URLs are noindex: endless variants of one list). */
export const hasArea = (search: AreaSearch): boolean => !!(search.near || search.area);
