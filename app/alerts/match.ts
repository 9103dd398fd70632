/**
 * Search alerts ("keep me informed", docs/forms-and-leads.md demand-register; docs/forms-and-leads.md):
 * the rules the scheduled job applies, as plain functions.
 *
 * - `alertCriteria(payload)`: the criteria of a demand-register lead's payload (the forms
 *   contract: goal, types, cities 'Name|zip', a region or province, an area, price range, rooms,
 *   garages, parking, garden, terrace, living area, plot, EPC label, new build, budget,
 *   frequency), or null when the payload has none that can match (no type, or no zone: neither a
 *   city, a region nor an area).
 * - `insideArea(found, area)`: the properties inside an alert's area (shared/geo/area.ts inArea).
 * - `alertQueries(criteria, lang)`: the listing queries that find the alert's properties. An
 *   alert matches exactly what the listing page shows for the same filters (one query per type
 *   and zone, since a listing filters one of each): the provider applies its own listing rule
 *   (d1 SQL, Omnicasa's filters), so an alert can never disagree with the site's search.
 * - `digestChanges(found, sent)`: of the properties found, those to tell about: new to this
 *   alert, or cheaper than the price last sent (a price drop). Sold and rented properties are
 *   left out; a price that is not published is never compared (it would reveal it).
 * - `isDue(frequency, lastSentAt, now)`: instant = every run, daily = 24 h, weekly = 7 days after
 *   the last digest (less one cron period of slack, so a daily digest keeps its time of day).
 */
import type { ListQuery, PropertyFilters } from '../../shared/model/listing';
import { NARROWING_FILTERS, type NarrowingFilter } from '../../shared/listing/filter-names';
import { isClosed, type Property } from '../../shared/model/property';
import type { Lang } from '../../shared/paths/languages';
import { inArea, type SearchArea } from '../../shared/geo/area';
import { areaText, readAreaText } from '../../shared/alerts/alert-area';
import { isPlaceKey } from '../../shared/listing/places';
import { isEpcChoice } from '../../shared/listing/epc-filter';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The listing's narrowing filters, as the provider's query has them; a region is also a zone on its own. */
export interface AlertCriteria extends Pick<PropertyFilters, NarrowingFilter> {
  goal: 0 | 1;
  /** Property type ids (WebID), at least one. */
  types: number[];
  /** Zones as the listing's city parameter: 'Name|zip', at least one. */
  cities: string[];
  /** A search area in its canonical text (../../shared/alerts/alert-area.ts): a zone on its own, or narrowing the cities. */
  area?: string;
  frequency: AlertFrequency;
}

/** Most types and zones an alert keeps (a larger list is cut: the listing has 8 types). */
export const MAX_ALERT_TYPES = 12;
export const MAX_ALERT_CITIES = 20;

const count = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};
const flag = (value: unknown): boolean =>
  value === true || value === 'true' || value === 1 || value === '1' || value === 'on';

/** The criteria of a demand-register payload, or null when it names no type or no zone. */
export function alertCriteria(payload: Record<string, unknown>): AlertCriteria | null {
  const goal = Number(payload.goal) === 1 ? 1 : 0;
  const types = [
    ...new Set(
      (Array.isArray(payload.types) ? payload.types : [])
        .map(count)
        .filter((n): n is number => n !== undefined && n > 0),
    ),
  ].slice(0, MAX_ALERT_TYPES);
  const cities = [
    ...new Set(
      (Array.isArray(payload.cities) ? payload.cities : [])
        .filter((c): c is string => typeof c === 'string')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_ALERT_CITIES);
  const read = typeof payload.area === 'string' ? readAreaText(payload.area) : null;
  const area = read?.ok ? areaText(read.area) : undefined;
  const region = isPlaceKey(payload.region) ? payload.region : undefined;
  if (!types.length || (!cities.length && !area && !region)) return null;
  const frequency = ALERT_FREQUENCIES.includes(payload.frequency as AlertFrequency)
    ? (payload.frequency as AlertFrequency)
    : 'daily';
  const criteria: AlertCriteria = { goal, types, cities, frequency };
  let minPrice = count(payload.minPrice);
  let maxPrice = count(payload.maxPrice) ?? count(payload.budget);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice) criteria.minPrice = minPrice;
  if (maxPrice) criteria.maxPrice = maxPrice;
  const minRooms = count(payload.minRooms);
  if (minRooms) criteria.minRooms = minRooms;
  const minGarages = count(payload.minGarages);
  if (minGarages) criteria.minGarages = minGarages;
  if (flag(payload.parking)) criteria.parking = true;
  if (flag(payload.garden)) criteria.garden = true;
  if (flag(payload.terrace)) criteria.terrace = true;
  if (area) criteria.area = area;
  if (region) criteria.region = region;
  let minArea = count(payload.minArea);
  let maxArea = count(payload.maxArea);
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) [minArea, maxArea] = [maxArea, minArea];
  if (minArea) criteria.minArea = minArea;
  if (maxArea) criteria.maxArea = maxArea;
  const minPlot = count(payload.minPlot);
  if (minPlot) criteria.minPlot = minPlot;
  if (isEpcChoice(payload.epc)) criteria.epc = payload.epc;
  if (flag(payload.newBuild)) criteria.newBuild = true;
  return criteria;
}

/** The area of an alert's criteria (undefined when none, or when its text cannot be read). */
export function alertArea(criteria: Pick<AlertCriteria, 'area'>): SearchArea | undefined {
  const read = criteria.area ? readAreaText(criteria.area) : null;
  return read?.ok ? read.area : undefined;
}

/**
 * The listing queries of an alert: one per type and zone, newest first, the largest page. An area
 * and a region go with every query (the provider narrows by them, as the listing does); without
 * cities, they are the zone (one query per type).
 */
export function alertQueries(criteria: AlertCriteria, lang: Lang, pageSize = 48): ListQuery[] {
  const shared: Omit<ListQuery, 'type' | 'city'> = { goal: criteria.goal, lang, sort: 'date-desc', page: 1, pageSize };
  for (const key of NARROWING_FILTERS) {
    if (criteria[key] !== undefined) Object.assign(shared, { [key]: criteria[key] });
  }
  const area = alertArea(criteria);
  if (area) shared.area = area;
  const zones: (string | undefined)[] = criteria.cities.length ? criteria.cities : [undefined];
  return criteria.types.flatMap((type) => zones.map((city) => ({ ...shared, type, ...(city ? { city } : {}) })));
}

/** Of the properties found, those inside the alert's area (all when it has none): the exact test on the public position. */
export function insideArea(found: readonly Property[], area: SearchArea | undefined): Property[] {
  if (!area) return [...found];
  return found.filter((p) => p.Lat !== null && p.Lng !== null && inArea({ lat: p.Lat, lng: p.Lng }, area));
}

export type ChangeReason = 'new' | 'price-drop';

export interface DigestItem {
  property: Property;
  reason: ChangeReason;
  /** The price last sent, for a price drop. */
  previousPrice?: number;
}

/** The price an alert may remember and compare: the published price, or null. */
export const comparablePrice = (p: Pick<Property, 'Price' | 'PublishPrice'>): number | null =>
  p.PublishPrice && typeof p.Price === 'number' && Number.isFinite(p.Price) ? p.Price : null;

/**
 * What to tell about: properties not sent before (new to this alert) and properties whose
 * published price is now lower than the one last sent. Each property once (the first found),
 * sold and rented ones left out, newest first as found.
 */
export function digestChanges(found: readonly Property[], sent: ReadonlyMap<number, number | null>): DigestItem[] {
  const seen = new Set<number>();
  const items: DigestItem[] = [];
  for (const property of found) {
    if (seen.has(property.ID) || isClosed(property)) continue;
    seen.add(property.ID);
    if (!sent.has(property.ID)) {
      items.push({ property, reason: 'new' });
      continue;
    }
    const before = sent.get(property.ID) ?? null;
    const now = comparablePrice(property);
    if (before !== null && now !== null && now < before)
      items.push({ property, reason: 'price-drop', previousPrice: before });
  }
  return items;
}

const HOUR = 3_600_000;
/** The cron period (wrangler.toml: every 15 minutes): a digest may leave that much early. */
export const CRON_SLACK_MS = 15 * 60_000;
const PERIOD_MS: Record<AlertFrequency, number> = { instant: 0, daily: 24 * HOUR, weekly: 7 * 24 * HOUR };

/** Whether an alert may send a digest now (lastSentAt: ISO date-time or SQLite 'yyyy-mm-dd hh:mm:ss', UTC). */
export function isDue(frequency: AlertFrequency, lastSentAt: string | null, now: Date): boolean {
  if (!lastSentAt || frequency === 'instant') return true;
  const last = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(lastSentAt) ? lastSentAt : `${lastSentAt.replace(' ', 'T')}Z`);
  if (!Number.isFinite(last)) return true;
  return now.getTime() - last >= PERIOD_MS[frequency] - CRON_SLACK_MS;
}
