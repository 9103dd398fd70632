/**
 * The listing the visitor asks for by choosing an area on the map (docs/search.md): the frame's
 * points, checked as a polygon (shared/geo/area.ts) and written canonically, replace any search
 * around a place (`near`, `radius`); the other criteria, the order and the view stay; the list
 * starts again at its first page. The map panel's plain script (client/parts/map-panel.ts)
 * goes there by document navigation.
 */
import { parsePolygon, type LatLng } from '../../shared/geo/area';
import { areaValue } from '../../shared/listing/map-message';
import { listingSearchString, parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';

/** The next listing search, or null when the points make no usable area (a line, too few). */
export function searchWithArea(prev: Record<string, unknown>, points: readonly LatLng[]): ListingSearch | null {
  const parsed = parsePolygon(areaValue(points));
  if (!parsed.ok || parsed.area.kind !== 'polygon') return null;
  return {
    ...parseListingSearch(prev),
    near: undefined,
    radius: undefined,
    area: areaValue(parsed.area.points),
    page: undefined,
  };
}

/** The same for a listing address: its path with the next search's query, or null. */
export function hrefWithArea(path: string, query: string, points: readonly LatLng[]): string | null {
  const next = searchWithArea(Object.fromEntries(new URLSearchParams(query)), points);
  return next ? `${path}${listingSearchString(next)}` : null;
}
