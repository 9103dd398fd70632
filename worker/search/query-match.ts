/**
 * A list query's filters tested in memory on one property (the search-alert run matches each
 * alert's listing queries against one catalogue read: worker/alerts/digest.ts): the same rules as
 * the listings' (d1's SQL in ../d1/catalogue.ts, the in-memory providers' ../whise/catalogue.ts), through the shared
 * rules of app/listing/rules.ts where they exist: availability, goal, city (a postcode
 * exactly, a name in any language with accents and case ignored), type, price, rooms, garages,
 * parking, garden, terrace, living area, plot, EPC, new build, region, the flags, the project and
 * the area (the public position).
 */
import { inArea } from '../../shared/geo/area';
import { parseCityParam, type ListQuery } from '../../shared/model/listing';
import { passesAvailability, passesCriteria, passesPrice } from '../../app/listing/rules';
import { foldText } from '../../shared/paths/slug';
import type { AlertCandidate } from '../provider/core/types';

export function passesQuery(q: ListQuery, { property: p, facets, cityNames }: AlertCandidate): boolean {
  if (!passesAvailability(p, q)) return false;
  if (q.goal === 0 && p.Goal !== 0) return false;
  if (q.goal === 1 && p.Goal === 0) return false;
  if (q.city) {
    const { name, zip } = parseCityParam(q.city);
    if (zip ? p.Zip.trim() !== zip : name && !cityNames.includes(foldText(name))) return false;
  }
  if (q.type !== undefined && !p.WebIDs.split(',').map(Number).includes(q.type)) return false;
  if (!passesPrice(p, q)) return false;
  if (!passesCriteria(p, { newBuild: facets.newBuild }, q)) return false;
  if (q.minRooms && (p.Bedrooms ?? 0) < q.minRooms) return false;
  if (q.minGarages && facets.garages < q.minGarages) return false;
  if (q.parking && !facets.parking) return false;
  if (q.garden && !facets.garden) return false;
  if (q.terrace && !facets.terrace) return false;
  if (q.isNew && !p.IsNew) return false;
  if (q.arriving && !p.IsArriving) return false;
  if (q.discreet && !p.IsDiscreet) return false;
  if (q.project !== undefined && p.ProjectID !== q.project) return false;
  if (q.area && (p.Lat === null || p.Lng === null || !inArea({ lat: p.Lat, lng: p.Lng }, q.area))) return false;
  return true;
}
