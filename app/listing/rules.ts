/**
 * What a list of properties shows, the same on every provider (docs/search.md "Lists of what is
 * available"). The d1 provider writes these rules in SQL (worker/provider/d1/catalogue.ts); the others,
 * which finish lists in memory, apply these functions. A worker test runs the same queries on all
 * three and compares.
 *
 * - **Available only**: sold and rented properties leave every list and count, unless the
 *   visitor asks for them (`closed`: 'show sold and rented'); they then come back with their
 *   banners.
 * - **Prices**: a bound compares the price the visitor sees: a property whose price is on request
 *   (not published) never passes a bound (its hidden price would say where it lies) unless the
 *   visitor asks to include them (`onRequest`). Sorts by price put the ones without a shown price
 *   last, in both directions (shared by worker/provider/common/order.ts).
 * - **The other criteria** of ListQuery: living area, plot area, EPC label (../../shared/listing/epc-filter.ts),
 *   new build, region or province (../../shared/listing/places.ts).
 */
import type { ListQuery } from '../../shared/model/listing';
import { isClosed, type Property } from '../../shared/model/property';
import { acceptsEpc } from '../../shared/listing/epc-filter';
import { inPlace } from '../../shared/listing/places';

/** The price a visitor sees: the published price, or null ('Price on request'). */
export const shownPrice = (p: Pick<Property, 'Price' | 'PublishPrice'>): number | null =>
  p.PublishPrice && p.Price !== null ? p.Price : null;

/** Sold and rented properties stay out unless the query asks for them. */
export const passesAvailability = (p: Pick<Property, 'Marquee'>, q: Pick<ListQuery, 'closed'>): boolean =>
  q.closed === true || !isClosed(p);

/** The price bounds on the shown price; without a shown price only when `onRequest` is asked (see the module comment). */
export function passesPrice(
  p: Pick<Property, 'Price' | 'PublishPrice'>,
  q: Pick<ListQuery, 'minPrice' | 'maxPrice' | 'onRequest'>,
): boolean {
  if (q.minPrice === undefined && q.maxPrice === undefined) return true;
  const price = shownPrice(p);
  if (price === null) return q.onRequest === true;
  return (q.minPrice === undefined || price >= q.minPrice) && (q.maxPrice === undefined || price <= q.maxPrice);
}

/** What a provider knows of a property beyond its card, for the criteria below. */
export interface CriteriaFacts {
  /** A unit of a new-build project or a building in the 'new' condition. */
  newBuild: boolean;
}

/** Living area, plot, EPC, new build and region (the criteria a card's fields and `facts` decide). */
export function passesCriteria(
  p: Pick<Property, 'LivingArea' | 'GroundArea' | 'EnergyPerformance' | 'EPCLabelText' | 'Zip' | 'CountryID'>,
  facts: CriteriaFacts,
  q: Pick<ListQuery, 'minArea' | 'maxArea' | 'minPlot' | 'epc' | 'newBuild' | 'region'>,
): boolean {
  if (q.minArea !== undefined && !(p.LivingArea !== null && p.LivingArea >= q.minArea)) return false;
  if (q.maxArea !== undefined && !(p.LivingArea !== null && p.LivingArea <= q.maxArea)) return false;
  if (q.minPlot !== undefined && !(p.GroundArea !== null && p.GroundArea >= q.minPlot)) return false;
  if (q.epc !== undefined && !acceptsEpc(q.epc, p)) return false;
  if (q.newBuild && !facts.newBuild) return false;
  if (q.region !== undefined && !inPlace(p, q.region)) return false;
  return true;
}

/** Whether a query uses a criterion of passesCriteria. */
export const asksCriteria = (q: ListQuery): boolean =>
  q.minArea !== undefined ||
  q.maxArea !== undefined ||
  q.minPlot !== undefined ||
  q.epc !== undefined ||
  q.newBuild === true ||
  q.region !== undefined;
