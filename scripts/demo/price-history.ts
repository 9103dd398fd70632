/**
 * The demo listings' price history (migrations/0011_price_history.sql): some properties were
 * listed higher and reduced since, as on a real agency's site, so that lists show 'price
 * reduced' and detail pages 'price reduced on …'. Derived from each property as the demo data
 * generates it (its id, asking price, publication date and state), never from a random
 * sequence of its own, so that a change of the demo's price model flows through unchanged.
 *
 * Rules (docs/demo-data.md):
 * - only available properties with a published price, listed at least MIN_AGE days ago;
 * - about one in REDUCED_ONE_IN is chosen, by its id (a stable hash), not by its place in the list;
 * - the price before was 3 to 9 % higher, rounded to the step the market writes (€ 5,000 for a
 *   sale, € 1,000 under € 200,000; € 25 for a rent, € 5 under € 500), and changed on a day
 *   between a week after the publication and yesterday.
 */
import { CLOSED_MARQUEES } from '../../shared/model/property';
import type { PropertyRecord } from '../../app/model/record';
import type { PriceChangeRecord } from '../../worker/provider/d1';

export const MIN_AGE = 14;
export const REDUCED_ONE_IN = 7;

/** A stable 32-bit hash of a number (FNV-1a over its decimal digits and a salt). */
function hash(n: number, salt: string): number {
  let h = 0x811c9dc5;
  for (const c of `${salt}:${n}`) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const DAY = 86_400_000;
const toTime = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const toIso = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** The price history of a demo data set's properties (see the module comment). */
export function demoPriceHistory(properties: readonly PropertyRecord[], today: string): PriceChangeRecord[] {
  const now = toTime(today);
  const out: PriceChangeRecord[] = [];
  for (const p of properties) {
    if (CLOSED_MARQUEES.includes(p.Marquee) || !p.PublishPrice || p.Price === null || p.Price <= 0) continue;
    const published = toTime(p.PublicationDate);
    const age = Math.floor((now - published) / DAY);
    if (!Number.isFinite(age) || age < MIN_AGE) continue;
    if (hash(p.ID, 'reduced') % REDUCED_ONE_IN !== 0) continue;
    const step = p.Goal === 0 ? (p.Price >= 200_000 ? 5_000 : 1_000) : p.Price >= 500 ? 25 : 5;
    const rise = 0.03 + (hash(p.ID, 'rise') % 61) / 1000;
    const old = Math.max(p.Price + step, Math.round((p.Price * (1 + rise)) / step) * step);
    const offset = 7 + (hash(p.ID, 'day') % Math.max(1, age - 7));
    out.push({
      PropertyID: p.ID,
      ChangedOn: toIso(Math.min(now - DAY, published + offset * DAY)),
      OldPrice: old,
      NewPrice: p.Price,
    });
  }
  return out;
}
