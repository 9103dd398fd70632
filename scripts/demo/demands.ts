/**
 * The demo's buyers and tenants looking (docs/demo-data.md): confirmed search alerts that did
 * not come through the website's forms (source 'demo', no lead, so no digest is ever e-mailed),
 * which the owner portal counts for each demo owner's property. Around each owner property a
 * few demands match it (its goal, type, city, a budget that reaches its price) and a few nearly
 * do (a budget too low, another type, another city), so the count is a plausible share of the
 * demands, not all of them. Pure and deterministic.
 */
import type { Lang } from '../../shared/model/common';
import { cityParam } from '../../shared/model/listing';
import { GOAL_SALE } from '../../shared/model/property';
import type { DemandRecord, PropertyRecord } from '../../app/model/record';
import type { Rng } from './prng';
import { addDays } from './properties';

/** How many demands match each demo owner's property, in order (the others get the last figure). */
export const MATCHING_DEMANDS = [6, 4, 2] as const;

const LANGS: readonly Lang[] = ['nl', 'fr', 'nl', 'en', 'fr', 'de'];

/** A budget rounded as people state it: to 5,000 euros for a purchase, to 25 euros for a rent. */
const round = (sale: boolean, amount: number, direction: 'up' | 'down'): number => {
  const step = sale ? 5_000 : 25;
  return (direction === 'up' ? Math.ceil(amount / step) : Math.floor(amount / step)) * step;
};

export function demoDemands(
  rng: Rng,
  ownerProperties: readonly PropertyRecord[],
  others: readonly PropertyRecord[],
  today: string,
): DemandRecord[] {
  const out: DemandRecord[] = [];
  const add = (criteria: Record<string, unknown>, lang: Lang) =>
    out.push({
      Email: `demo.demand.${out.length + 1}@example.com`,
      Lang: lang,
      Criteria: { ...criteria, frequency: rng.pick(['instant', 'daily', 'daily', 'weekly']) },
      ConfirmedAt: `${addDays(today, -rng.int(2, 120))}T${String(rng.int(8, 21)).padStart(2, '0')}:00:00Z`,
    });
  ownerProperties.forEach((p, i) => {
    const sale = p.Goal === GOAL_SALE;
    const goal = sale ? 0 : 1;
    const price = p.Price ?? (sale ? 300_000 : 900);
    const lang = () => rng.pick(LANGS);
    const city = (l: Lang) => cityParam({ Name: p.City.Name[l], Zip: p.City.Zip });
    const nearby = others.filter((o) => o.Goal === p.Goal && o.City.Zip !== p.City.Zip);
    const otherType = others.find((o) => o.Goal === p.Goal && !p.WebIDs.includes(o.WebID))?.WebID;
    const matching: number = MATCHING_DEMANDS[i] ?? MATCHING_DEMANDS[2];
    for (let n = 0; n < matching; n++) {
      const l = lang();
      const neighbour = nearby.length ? rng.pick(nearby) : undefined;
      const cities =
        n % 2 === 1 && neighbour
          ? [city(l), cityParam({ Name: neighbour.City.Name[l], Zip: neighbour.City.Zip })]
          : [city(l)];
      add(
        {
          goal,
          types: n % 3 === 2 && otherType ? [p.WebID, otherType] : [p.WebID],
          cities,
          ...(n % 3 === 1 ? { minPrice: round(sale, price * 0.7, 'down') } : {}),
          ...(n % 3 === 0 ? {} : { maxPrice: round(sale, price * rng.float(1, 1.2), 'up') }),
        },
        l,
      );
    }
    // Nearly: a budget below the price, another type, another city.
    const l = lang();
    add({ goal, types: [p.WebID], cities: [city(l)], maxPrice: round(sale, price * 0.8, 'down') }, l);
    if (otherType !== undefined) add({ goal, types: [otherType], cities: [city(l)] }, lang());
    const far = nearby.at(-1);
    if (far) add({ goal, types: [p.WebID], cities: [cityParam({ Name: far.City.Name.en, Zip: far.City.Zip })] }, 'en');
  });
  return out;
}
