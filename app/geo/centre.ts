/**
 * The centre of a city for a search around it (docs/search.md "Search by area"): the mean public
 * position of the city's published properties, so every provider gives one without a gazetteer.
 * Positions that are unknown are left out; a city without any has no centre. Kept to 5 decimals
 * (about 1 m), as every area coordinate is (../../shared/geo/area.ts).
 */
import { roundPosition, type LatLng } from '../../shared/geo/area';

/** The mean of the known positions, or undefined when none is known. */
export function meanPosition(positions: Iterable<LatLng | null | undefined>): LatLng | undefined {
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const p of positions) {
    if (!p || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    lat += p.lat;
    lng += p.lng;
    n += 1;
  }
  return n ? roundPosition({ lat: lat / n, lng: lng / n }) : undefined;
}
