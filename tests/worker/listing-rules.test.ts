/**
 * The rules of a list of what is available (app/listing/rules.ts), the same on the three
 * providers: d1 on the demo fixture, whise on the fake Whise API seeded from the same demo data,
 * omnicasa on the fake Omnicasa server. Sold and rented properties leave every list and count
 * unless asked for; a price bound leaves prices on request out unless asked for; a price sort
 * never puts a property without a shown price among the priced ones; the totals are the lists'
 * totals. The new criteria (living area, plot, EPC label, new build, region) give whise the
 * same answers as d1, and work on omnicasa's fixture.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { ListQuery } from '../../shared/model/listing';
import { listingQuery } from '../../shared/listing/search-params';
import { resolveSearch } from '../../worker/search/resolve';
import { isClosed, type Property } from '../../shared/model/property';
import { shownPrice } from '../../app/listing/rules';
import { acceptsEpc } from '../../shared/listing/epc-filter';
import { inPlace } from '../../shared/listing/places';
import { omnicasaParts } from '../../worker/provider/omnicasa/catalogue';
import type { Catalogue } from '../../worker/provider/core/types';
import { createFakeOmnicasa } from '../support/fake-omnicasa';
import { createFakeWhise } from '../support/fake-whise';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { fakeWhiseCatalogue, siteCatalogue } from './support/whise-catalogue';

const whiseFake = createFakeWhise({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
const omnicasaFake = createFakeOmnicasa();
let demo: DemoData;
const restores: (() => void)[] = [];

beforeAll(async () => {
  demo = await seedDemoFixture(env.DB);
  restores.push(whiseFake.install(), omnicasaFake.install());
});
afterAll(() => {
  for (const restore of restores.reverse()) restore();
});

const d1 = siteCatalogue;
const whise = (): Catalogue => fakeWhiseCatalogue(whiseFake.base);
const omnicasa = (): Catalogue =>
  omnicasaParts({
    baseUrl: omnicasaFake.baseUrl,
    customerName: omnicasaFake.customerName,
    customerPassword: omnicasaFake.customerPassword,
  }).catalogue;

const providers: [string, () => Catalogue][] = [
  ['d1', d1],
  ['whise', whise],
  ['omnicasa', omnicasa],
];

/** Every item a query lists, over all its pages. */
async function all(catalogue: Catalogue, query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<Property[]> {
  const items: Property[] = [];
  for (let page = 1; ; page++) {
    const result = await catalogue.listProperties({ ...query, page, pageSize: 48 });
    items.push(...result.items);
    if (page >= result.pages) return items;
  }
}

describe.each(providers)('%s: lists of what is available', (_name, make) => {
  it('leaves sold and rented out of lists, and brings them back with their banners when asked', async () => {
    const catalogue = make();
    for (const goal of [0, 1] as const) {
      const available = await all(catalogue, { lang: 'en', goal });
      const everything = await all(catalogue, { lang: 'en', goal, closed: true });
      expect(available.some(isClosed)).toBe(false);
      const closed = everything.filter(isClosed);
      expect(closed.length).toBeGreaterThan(0);
      expect(available.length).toBe(everything.length - closed.length);
      // Nothing else changes: the available ones are the same, in the same order.
      expect(available.map((p) => p.ID)).toEqual(everything.filter((p) => !isClosed(p)).map((p) => p.ID));
    }
  });

  it("gives totals that are the for-sale and for-rent lists' totals, and counts only available properties", async () => {
    const catalogue = make();
    const totals = await catalogue.totals();
    const sale = await catalogue.listProperties({ lang: 'fr', goal: 0 });
    const rent = await catalogue.listProperties({ lang: 'nl', goal: 1 });
    expect(totals).toEqual({ sale: sale.total, rent: rent.total });
    for (const type of await catalogue.listTypes('en')) {
      if (type.SaleCount === 0) continue;
      const listed = await catalogue.listProperties({ lang: 'en', goal: 0, type: type.ID });
      expect(type.SaleCount, type.Name).toBe(listed.total);
    }
    for (const city of await catalogue.listCities('en', 'sale')) {
      const listed = await catalogue.listProperties({ lang: 'en', goal: 0, city: `${city.Name}|${city.Zip}` });
      expect(city.SaleCount, city.Name).toBe(listed.total);
    }
  });

  it('leaves prices on request out of a price bound unless they are asked for', async () => {
    const catalogue = make();
    const everything = await all(catalogue, { lang: 'en', closed: true });
    expect(everything.some((p) => shownPrice(p) === null)).toBe(true);
    const max = Math.max(...everything.map((p) => shownPrice(p) ?? 0));
    const bounded = await all(catalogue, { lang: 'en', closed: true, maxPrice: max });
    expect(bounded.every((p) => shownPrice(p) !== null && shownPrice(p)! <= max)).toBe(true);
    expect(bounded.length).toBe(everything.filter((p) => shownPrice(p) !== null).length);
    const withRequest = await all(catalogue, { lang: 'en', closed: true, maxPrice: max, onRequest: true });
    expect(withRequest.length).toBe(everything.length);
    // A bound of 1 €: only the prices on request, when asked.
    const none = await all(catalogue, { lang: 'en', closed: true, maxPrice: 1 });
    expect(none).toEqual([]);
    const requestOnly = await all(catalogue, { lang: 'en', closed: true, maxPrice: 1, onRequest: true });
    expect(requestOnly.map((p) => p.ID).sort()).toEqual(
      everything
        .filter((p) => shownPrice(p) === null)
        .map((p) => p.ID)
        .sort(),
    );
  });

  it('never puts a property without a shown price among the priced ones in a price sort', async () => {
    const catalogue = make();
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const items = await all(catalogue, { lang: 'en', sort, closed: true });
      const firstUnpriced = items.findIndex((p) => shownPrice(p) === null);
      expect(firstUnpriced).toBeGreaterThan(0);
      expect(items.slice(firstUnpriced).every((p) => shownPrice(p) === null)).toBe(true);
      const prices = items.slice(0, firstUnpriced).map((p) => shownPrice(p)!);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)));
    }
  });
});

describe.each(providers)('%s: words a visitor types', (_name, make) => {
  it('are read with the provider’s own cities and types, and lead to what they say', async () => {
    const catalogue = make();
    const cities = await catalogue.listCities('fr', 'sale');
    const city = cities.find((c) => c.SaleCount > 0 && c.CountryID === 10)!;
    const resolved = await resolveSearch(`maison ${city.Name} à vendre`, 'fr', catalogue);
    expect(resolved.reading.unread).toEqual([]);
    expect(resolved.search).toMatchObject({ city: `${city.Name}|${city.Zip}` });
    expect(resolved.goal).toBe(0);
    // What it leads to is the listing's own query.
    const listed = await catalogue.listProperties(listingQuery(resolved.search!, { goal: 0 }, 'fr'));
    const explicit = await catalogue.listProperties({
      lang: 'fr',
      goal: 0,
      city: `${city.Name}|${city.Zip}`,
      ...(resolved.search!.type !== undefined ? { type: resolved.search!.type } : {}),
    });
    expect(listed.total).toBe(explicit.total);
    // A property's id opens it.
    const one = (await catalogue.listProperties({ lang: 'en', pageSize: 1 })).items[0]!;
    const byId = await resolveSearch(String(one.ID), 'en', catalogue);
    expect(byId.property?.ID).toBe(one.ID);
  });
});

describe('the new criteria: whise answers what d1 answers', () => {
  const queries: Omit<ListQuery, 'page' | 'pageSize'>[] = [
    { lang: 'en', minArea: 100 },
    { lang: 'nl', goal: 0, minArea: 80, maxArea: 150, sort: 'price-asc' },
    { lang: 'fr', minPlot: 500 },
    { lang: 'de', epc: 'C' },
    { lang: 'en', epc: 'A+', closed: true },
    { lang: 'en', goal: 0, newBuild: true },
    { lang: 'fr', region: 'wallonia' },
    { lang: 'nl', region: 'antwerp-province' },
    { lang: 'de', region: 'flanders', goal: 0 },
    { lang: 'en', region: 'brussels', epc: 'D', minArea: 60 },
  ];
  it.each(queries)('%o', async (query) => {
    const [w, d] = await Promise.all([all(whise(), query), all(d1(), query)]);
    expect(d.length).toBeGreaterThan(0);
    expect(w.map((p) => p.ID)).toEqual(d.map((p) => p.ID));
  });

  it('each criterion keeps exactly the demo properties it describes', async () => {
    const listed = demo.properties.filter((p) => !isClosed(p));
    const ids = async (query: Omit<ListQuery, 'page' | 'pageSize' | 'lang'>) =>
      (await all(d1(), { lang: 'en', ...query })).map((p) => p.ID).sort((a, b) => a - b);
    const expected = (keep: (p: (typeof listed)[number]) => boolean) =>
      listed
        .filter(keep)
        .map((p) => p.ID)
        .sort((a, b) => a - b);
    expect(await ids({ minArea: 120 })).toEqual(expected((p) => (p.Details.Surfaces.Living ?? 0) >= 120));
    expect(await ids({ maxArea: 70 })).toEqual(
      expected((p) => p.Details.Surfaces.Living !== null && p.Details.Surfaces.Living <= 70),
    );
    expect(await ids({ minPlot: 600 })).toEqual(expected((p) => (p.Details.Surfaces.Ground ?? 0) >= 600));
    expect(await ids({ newBuild: true })).toEqual(
      expected((p) => p.ProjectID !== null || p.Details.Building.Condition === 'new'),
    );
    const card = (p: (typeof listed)[number]) => ({
      EnergyPerformance: p.EnergyPerformance,
      EPCLabelText: p.EPCLabelText,
      Zip: p.City.Zip,
      CountryID: p.City.CountryID,
    });
    for (const epc of ['A+', 'B', 'D', 'G'])
      expect(await ids({ epc }), epc).toEqual(expected((p) => acceptsEpc(epc, card(p))));
    for (const region of ['flanders', 'brussels', 'wallonia', 'antwerp-province', 'limburg'])
      expect(await ids({ region }), region).toEqual(expected((p) => inPlace(card(p), region)));
  });
});

describe('the new criteria on omnicasa (checked here on the listed properties)', () => {
  it('filters living area, EPC label, new build and region', async () => {
    const catalogue = omnicasa();
    const ids = async (query: Omit<ListQuery, 'page' | 'pageSize' | 'lang'>) =>
      (await all(catalogue, { lang: 'en', closed: true, ...query })).map((p) => p.ID).sort((a, b) => a - b);
    // 101 has 180.5 m² living (the only surface of the fixture).
    expect(await ids({ minArea: 150 })).toEqual([101]);
    // 101: 150 kWh/m² in Brussels is C-, a C.
    expect(await ids({ epc: 'C' })).toEqual([101]);
    expect(await ids({ epc: 'B' })).toEqual([]);
    // The units of project 501.
    expect(await ids({ newBuild: true })).toEqual([107, 108]);
    expect(await ids({ region: 'brussels' })).toEqual([101, 104, 107, 108]);
    expect(await ids({ region: 'liege-province', goal: 0 })).toEqual([111, 112]);
  });
});
