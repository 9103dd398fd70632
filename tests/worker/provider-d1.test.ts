/**
 * The d1 provider against a deterministic demo fixture: every filter, each sort order, paging
 * totals, counts per type and city, totals, search matching, details, projects, people.
 * Expected answers are computed from the generated records themselves.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { Lang } from '../../shared/model/common';
import type { ListQuery, SortOrder } from '../../shared/model/listing';
import { CLOSED_MARQUEES, MARQUEE, PRICE_UNIT } from '../../shared/model/property';
import type { PropertyRecord } from '../../app/model/record';
import { foldText } from '../../shared/paths/slug';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { seedDemoFixture } from './support/demo-fixture';
import { DETAIL_GROUPS } from '../fixtures/detail-groups';

let data: DemoData;
let provider: D1Catalogue;
/** The properties lists and counts show: sold and rented ones left out (app/listing/rules.ts). */
let listed: PropertyRecord[];

beforeAll(async () => {
  data = await seedDemoFixture(env.DB);
  provider = new D1Catalogue(env.DB);
  listed = data.properties.filter((p) => !CLOSED_MARQUEES.includes(p.Marquee));
});

/** The price a visitor sees: the published one, else null ('Price on request'). */
const shown = (p: PropertyRecord): number | null => (p.PublishPrice ? p.Price : null);

/** Every ID a query matches, over all pages. */
async function allIds(query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await provider.listProperties({ ...query, page, pageSize: 48 });
    ids.push(...result.items.map((p) => p.ID));
    if (page >= result.pages) return ids;
  }
}

const expectIds = (records: PropertyRecord[]) => records.map((p) => p.ID).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const nocase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

describe('listProperties filters', () => {
  const cases: [string, Omit<ListQuery, 'lang'>, (p: PropertyRecord) => boolean][] = [
    ['goal sale', { goal: 0 }, (p) => p.Goal === 0],
    ['goal rent', { goal: 1 }, (p) => p.Goal !== 0],
    ['type apartment (WebIDs)', { type: 2 }, (p) => p.WebIDs.includes(2)],
    ['type commercial (WebIDs)', { type: 6 }, (p) => p.WebIDs.includes(6)],
    ['minPrice', { minPrice: 400000 }, (p) => (shown(p) ?? -1) >= 400000],
    ['maxPrice', { maxPrice: 1500 }, (p) => shown(p) !== null && shown(p)! <= 1500],
    [
      'price range',
      { goal: 0, minPrice: 200000, maxPrice: 500000 },
      (p) => p.Goal === 0 && shown(p) !== null && shown(p)! >= 200000 && shown(p)! <= 500000,
    ],
    ['minRooms', { minRooms: 3 }, (p) => (p.Details.Rooms.Bedrooms ?? -1) >= 3],
    ['minGarages', { minGarages: 1 }, (p) => (p.Details.Rooms.Garages ?? -1) >= 1],
    ['parking', { parking: true }, (p) => (p.Details.Rooms.Garages ?? 0) + (p.Details.Rooms.Parkings ?? 0) > 0],
    ['garden', { garden: true }, (p) => (p.Details.Surfaces.Garden ?? 0) > 0],
    ['terrace', { terrace: true }, (p) => (p.Details.Surfaces.Terrace ?? 0) > 0],
    ['new', { isNew: true }, (p) => p.IsNew],
    ['arriving', { arriving: true }, (p) => p.IsArriving],
    ['discreet', { discreet: true }, (p) => p.IsDiscreet],
    [
      'combined',
      { goal: 0, garden: true, minRooms: 2 },
      (p) => p.Goal === 0 && (p.Details.Surfaces.Garden ?? 0) > 0 && (p.Details.Rooms.Bedrooms ?? -1) >= 2,
    ],
  ];
  it.each(cases)('%s', async (_name, filters, predicate) => {
    const expected = expectIds(listed.filter(predicate));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await allIds({ ...filters, lang: 'en' }))).toEqual(expected);
    expect(expected.length).toBeLessThan(listed.length);
    // 'Show sold and rented' brings them back, with the same filter.
    expect(sorted(await allIds({ ...filters, closed: true, lang: 'en' }))).toEqual(
      expectIds(data.properties.filter(predicate)),
    );
  });

  it('filters by project', async () => {
    const project = data.projects[0]!;
    expect(sorted(await allIds({ project: project.ID, lang: 'en' }))).toEqual(
      expectIds(listed.filter((p) => p.ProjectID === project.ID)),
    );
  });

  it('filters by city name in any language, accents and case ignored, by postcode and by name|postcode', async () => {
    const liege = listed.filter((p) => p.City.Zip === '4000');
    const ghent = listed.filter((p) => p.City.Zip === '9000');
    expect(liege.length).toBeGreaterThan(0);
    for (const city of ['Liège', 'liege', 'LIÈGE', 'Luik', 'Lüttich', '4000', 'Liège|4000', 'anything|4000']) {
      expect(sorted(await allIds({ city, lang: 'fr' })), city).toEqual(expectIds(liege));
    }
    for (const city of ['Gand', 'Ghent', 'gent', '9000'])
      expect(sorted(await allIds({ city, lang: 'en' }))).toEqual(expectIds(ghent));
    expect(await allIds({ city: 'Atlantis', lang: 'en' })).toEqual([]);
    expect(await allIds({ city: 'Lieg', lang: 'en' })).toEqual([]);
  });
});

describe('listProperties sort orders and paging', () => {
  /** Shown prices first (none last in both directions), then by price. */
  const byShown = (a: PropertyRecord, b: PropertyRecord, dir: 1 | -1) =>
    Number(shown(a) === null) - Number(shown(b) === null) || dir * ((shown(a) ?? 0) - (shown(b) ?? 0));
  const byPriceAsc = (a: PropertyRecord, b: PropertyRecord) => byShown(a, b, 1) || a.ID - b.ID;
  /** By a text of each property (as the caller folds it), then by price. */
  const byText =
    (text: (p: PropertyRecord) => string) =>
    (a: PropertyRecord, b: PropertyRecord): number =>
      text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : byPriceAsc(a, b);
  const orders: [SortOrder, Lang, (a: PropertyRecord, b: PropertyRecord) => number][] = [
    ['price-asc', 'en', byPriceAsc],
    ['price-desc', 'en', (a, b) => byShown(a, b, -1) || b.ID - a.ID],
    [
      'date-desc',
      'en',
      (a, b) => (a.PublicationDate < b.PublicationDate ? 1 : a.PublicationDate > b.PublicationDate ? -1 : b.ID - a.ID),
    ],
    ['type', 'fr', byText((p) => nocase(p.TypeDescription.fr))],
    ['type', 'de', byText((p) => nocase(p.TypeDescription.de))],
    ['city', 'nl', byText((p) => foldText(p.City.Name.nl))],
  ];
  it.each(orders)('%s (%s)', async (sort, lang, compare) => {
    const rent = listed.filter((p) => p.Goal !== 0);
    expect(await allIds({ goal: 1, sort, lang })).toEqual([...rent].sort(compare).map((p) => p.ID));
    const all = data.properties.filter((p) => p.Goal !== 0);
    expect(await allIds({ goal: 1, sort, lang, closed: true })).toEqual([...all].sort(compare).map((p) => p.ID));
  });

  it('defaults to newest first, listings with a photo before those without', async () => {
    const page = await provider.listProperties({ lang: 'en', pageSize: 5 });
    const newest = [...listed].sort(
      (a, b) =>
        Number(!a.Photos.length) - Number(!b.Photos.length) ||
        (a.PublicationDate < b.PublicationDate ? 1 : a.PublicationDate > b.PublicationDate ? -1 : b.ID - a.ID),
    );
    expect(page.items.map((p) => p.ID)).toEqual(newest.slice(0, 5).map((p) => p.ID));
    expect(page.items.every((p) => p.SmallPictureItem !== null)).toBe(true);
  });

  it('lists the newest listing, a plot without photos, after every listing with a photo', async () => {
    const plot = listed.find((p) => p.Photos.length === 0 && p.Goal === 0)!;
    expect(data.properties.every((p) => p.PublicationDate <= plot.PublicationDate)).toBe(true);
    const ids = await allIds({ goal: 0, lang: 'en' });
    expect(ids.at(-1)).toBe(plot.ID);
  });

  it('pages cover every match exactly once with the right totals', async () => {
    const total = listed.filter((p) => p.Goal === 0).length;
    const seen = new Set<number>();
    const first = await provider.listProperties({ goal: 0, lang: 'en', page: 1, pageSize: 7 });
    expect(first.total).toBe(total);
    expect(first.pages).toBe(Math.ceil(total / 7));
    for (let page = 1; page <= first.pages; page++) {
      const result = await provider.listProperties({ goal: 0, lang: 'en', page, pageSize: 7, sort: 'price-asc' });
      expect(result.page).toBe(page);
      expect(result.items.length).toBe(page < first.pages ? 7 : total - 7 * (first.pages - 1));
      for (const item of result.items) {
        expect(seen.has(item.ID)).toBe(false);
        seen.add(item.ID);
      }
    }
    expect(seen.size).toBe(total);
    const beyond = await provider.listProperties({ goal: 0, lang: 'en', page: first.pages + 1, pageSize: 7 });
    expect(beyond).toMatchObject({ items: [], total, pages: first.pages, page: first.pages + 1 });
    const none = await provider.listProperties({ city: 'Atlantis', lang: 'en' });
    expect(none).toEqual({ items: [], page: 1, pages: 0, total: 0 });
  });

  it('clamps the page size', async () => {
    const result = await provider.listProperties({ lang: 'en', pageSize: 10_000 });
    expect(result.items.length).toBe(48);
  });
});

describe('list items', () => {
  it('carry the docs/data-model.md fields in the asked language', async () => {
    const record = listed.find((p) => p.City.Zip === '4000' && p.PublishAddress && p.PublishPrice)!;
    const [item] = (await provider.listProperties({ city: '4000', lang: 'de', pageSize: 48 })).items.filter(
      (p) => p.ID === record.ID,
    );
    expect(item).toMatchObject({
      ID: record.ID,
      WebID: record.WebID,
      Goal: record.Goal,
      City: 'Lüttich',
      Zip: '4000',
      CountryID: 10,
      CountryName: 'Belgien',
      Price: record.Price,
      PublishPrice: true,
      Marquee: record.Marquee,
      Title: record.Title.de,
      TypeDescription: record.TypeDescription.de,
      Street: record.Street,
      EPCLabelText: record.EPCLabelText,
      Language: 'de',
    });
    expect(item!.SmallPictureItem).toEqual({
      Url: `/media/photos/${record.Photos[0]}/400.webp`,
      Width: 400,
      Height: 300,
      ID: record.ID * 100 + 1,
      Name: record.Photos[0],
    });
  });

  it('hide an unpublished address and price', async () => {
    const hidden = data.properties.find((p) => !p.PublishAddress)!;
    const city = data.cities.find((c) => c.Zip === hidden.City.Zip)!;
    const detail = await provider.getProperty(hidden.ID, 'en');
    expect(detail).toMatchObject({
      PublishAddress: false,
      Street: '',
      HouseNumber: '',
      BoxNr: '',
      Lat: city.Lat,
      Lng: city.Lng,
    });
    const noPrice = data.properties.find((p) => !p.PublishPrice)!;
    expect(await provider.getProperty(noPrice.ID, 'en')).toMatchObject({ Price: null, PublishPrice: false });
  });
});

describe('counts', () => {
  it('counts available properties per type and goal (WebIDs membership)', async () => {
    const types = await provider.listTypes('nl');
    expect(types.map((t) => t.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(types[0]).toMatchObject({ WebID: 1, Name: 'Woning', Language: 'nl', Sale: true, Rent: true });
    for (const type of types) {
      const members = listed.filter((p) => p.WebIDs.includes(type.ID));
      expect(type.SaleCount, type.Name).toBe(members.filter((p) => p.Goal === 0).length);
      expect(type.RentCount, type.Name).toBe(members.filter((p) => p.Goal !== 0).length);
    }
  });

  it('lists cities with counts of available properties per scope', async () => {
    const zips = new Set(listed.map((p) => p.City.Zip));
    const all = await provider.listCities('fr', 'all');
    expect(all.length).toBe(zips.size);
    for (const city of all) {
      const here = listed.filter((p) => p.City.Zip === city.Zip);
      expect(city.PropertyCount).toBe(here.length);
      expect(city.SaleCount).toBe(here.filter((p) => p.Goal === 0).length);
      expect(city.RentCount).toBe(here.filter((p) => p.Goal !== 0).length);
    }
    const sale = await provider.listCities('fr', 'sale');
    expect(sale.every((c) => c.PropertyCount === c.SaleCount && c.SaleCount > 0)).toBe(true);
    expect(sale.length).toBe(new Set(listed.filter((p) => p.Goal === 0).map((p) => p.City.Zip)).size);
    const rent = await provider.listCities('fr', 'rent');
    expect(rent.every((c) => c.PropertyCount === c.RentCount && c.RentCount > 0)).toBe(true);
    const names = all.map((c) => foldText(c.Name));
    expect(names).toEqual([...names].sort());
    const brussels = all.find((c) => c.Zip === '1000');
    if (brussels) expect(brussels.Name).toBe('Bruxelles');
  });

  it("gives the for-sale and for-rent totals: available properties, the lists' totals", async () => {
    const totals = await provider.totals();
    expect(totals).toEqual({
      sale: listed.filter((p) => p.Goal === 0).length,
      rent: listed.filter((p) => p.Goal !== 0).length,
    });
    expect(totals.sale).toBeLessThan(data.properties.filter((p) => p.Goal === 0).length);
    expect(totals.sale).toBe((await provider.listProperties({ lang: 'en', goal: 0 })).total);
    expect(totals.rent).toBe((await provider.listProperties({ lang: 'nl', goal: 1 })).total);
  });
});

describe('search', () => {
  it('empty text gives every type with counts and nothing else', async () => {
    const result = await provider.search('  ', 'en');
    expect(result.types.length).toBe(8);
    expect(result.types.reduce((n, t) => n + t.SaleCount + t.RentCount, 0)).toBeGreaterThan(0);
    expect(result.cities).toEqual([]);
    expect(result.properties).toEqual([]);
  });

  it('matches city names with or without accents, in any case and language, and postcodes', async () => {
    for (const q of ['liège', 'LIEGE', 'Liege', 'luik', 'lütt', '4000', '40']) {
      const result = await provider.search(q, 'fr');
      expect(
        result.cities.map((c) => c.Name),
        q,
      ).toContain('Liège');
    }
    const en = await provider.search('bruxelles', 'en');
    expect(en.cities.map((c) => `${c.Name}|${c.Zip}`)).toContain('Brussels|1000');
    const prefix = await provider.search('10', 'nl');
    expect(prefix.cities.length).toBeGreaterThan(0);
    expect(prefix.cities.every((c) => c.Zip.startsWith('10') || foldText(c.Name).includes('10'))).toBe(true);
    expect((await provider.search('zzzz', 'en')).cities).toEqual([]);
  });

  it('matches a numeric text to a property ID exactly', async () => {
    const target = data.properties[5]!;
    const exact = await provider.search(String(target.ID), 'en');
    expect(exact.properties.map((p) => p.ID)).toEqual([target.ID]);
    expect((await provider.search(String(target.ID).slice(0, -1), 'en')).properties).toEqual([]);
    expect((await provider.search('999999999', 'en')).properties).toEqual([]);
  });

  it('matches types by name in any language and by subtype keywords', async () => {
    expect((await provider.search('maison', 'en')).types.map((t) => t.Name)).toContain('House');
    expect((await provider.search('Fermette', 'en')).types.map((t) => t.Name)).toEqual(['House']);
    expect((await provider.search('VILLA', 'nl')).types.map((t) => t.Name)).toEqual(['Woning']);
    expect((await provider.search('grundstuck', 'de')).types.map((t) => t.Name)).toEqual(['Grundstück']);
    expect((await provider.search('appart', 'fr')).types.map((t) => t.ID)).toEqual([2]);
  });

  it('treats LIKE wildcards as text', async () => {
    const result = await provider.search('%', 'en');
    expect(result.types).toEqual([]);
    expect(result.cities).toEqual([]);
    expect((await provider.search('_', 'en')).cities).toEqual([]);
  });
});

describe('detail, similar, projects, people', () => {
  it('gives every detail field group and the description in the asked language', async () => {
    const record = data.properties.find((p) => p.WebID === 1 && p.AgentID !== null)!;
    const detail = (await provider.getProperty(record.ID, 'fr'))!;
    expect(detail.Description).toBe(record.Description.fr);
    expect(detail.Title).toBe(record.Title.fr);
    expect(detail.Photos.map((p) => p.Url)).toEqual(record.Photos.map((name) => `/media/photos/${name}/1360.webp`));
    for (const group of DETAIL_GROUPS) {
      expect(detail[group]).toEqual(record.Details[group]);
    }
    expect(detail.Agent).toMatchObject({ ID: record.AgentID });
    expect(detail.Agent!.Function).not.toBe('');
    expect(await provider.getProperty(1, 'fr')).toBeNull();
  });

  it('finds similar available properties of the same goal and type', async () => {
    const record = data.properties.find((p) => p.WebID === 2 && p.Goal === 0)!;
    const similar = await provider.similarProperties(record.ID, 'en');
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const p of similar) {
      expect(p.ID).not.toBe(record.ID);
      expect(p.WebID).toBe(2);
      expect(p.Goal).toBe(0);
      expect([MARQUEE.sold, MARQUEE.rented]).not.toContain(p.Marquee);
    }
    expect(await provider.similarProperties(1, 'en')).toEqual([]);
  });

  it('lists projects with unit counts and gives one with its units', async () => {
    const projects = await provider.listProjects('nl');
    expect(projects.map((p) => p.ID).sort()).toEqual(data.projects.map((p) => p.ID).sort());
    for (const project of projects) {
      const units = data.properties.filter((p) => p.ProjectID === project.ID);
      expect(project.UnitCount).toBe(units.length);
      expect(project.AvailableUnits).toBe(units.filter((u) => u.Marquee !== 3 && u.Marquee !== 4).length);
      expect(project.PriceFrom).toBe(Math.min(...units.map((u) => u.Price!)));
    }
    const detail = (await provider.getProject(data.projects[0]!.ID, 'de'))!;
    expect(detail.Units.length).toBeGreaterThan(0);
    expect(detail.Units.every((u) => u.ProjectID === detail.ID)).toBe(true);
    expect(detail.Units.map((u) => u.Price)).toEqual([...detail.Units.map((u) => u.Price)].sort((a, b) => a! - b!));
    expect(detail.Description).toBe(data.projects[0]!.Description.de);
    expect(data.properties.some((p) => p.ProjectID !== null && p.PriceUnit === PRICE_UNIT.startingFrom)).toBe(true);
    const startingFrom = detail.Units.find((u) => u.PriceUnit === PRICE_UNIT.startingFrom);
    if (startingFrom) expect(startingFrom.PriceUnitText).toBe('ab');
    expect(await provider.getProject(999, 'de')).toBeNull();
  });

  it('lists agents and testimonials in the asked language', async () => {
    const agents = await provider.listAgents('fr');
    expect(agents.length).toBe(4);
    expect(agents[0]).toMatchObject({ Name: 'Sophie Lambert', Function: 'Administratrice déléguée' });
    const testimonials = await provider.listTestimonials('de');
    expect(testimonials.length).toBe(data.testimonials.length);
    expect(testimonials[0]!.Title).toBe(data.testimonials[0]!.Title.de);
  });
});
