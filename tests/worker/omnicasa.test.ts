/**
 * The omnicasa provider against the fake Omnicasa server (tests/support/fake-omnicasa.ts),
 * installed over globalThis.fetch inside workerd: listing with filters and paging
 * (Limit1/Limit2, RowsCount → pages), Omnicasa's loose typing ('-' empties, string numbers),
 * GoogleX/GoogleY, sold/rented from GetSubstatusList, language ids, credentials only inside the
 * json parameter and never in answers or errors, every failure mode → ProviderError, timeouts,
 * the owner portal, and the provider choice (select.ts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARQUEE } from '../../shared/model/property';
import type { Lang } from '../../shared/model/common';
import { ProviderError } from '../../worker/provider/core/errors';
import { omnicasaParts } from '../../worker/provider/omnicasa/catalogue';
import { OmnicasaClient, type OmnicasaConfig } from '../../worker/provider/omnicasa/client';
import { personValue } from '../../worker/provider/omnicasa/schema';
import { wcfDate } from '../../worker/provider/common/loose-fields';
import { catalogueFor, createParts } from '../../worker/provider/select';
import { createTiming } from '../../worker/provider/core/timing';
import type { ProviderParts } from '../../worker/provider/core/types';
import { createFakeOmnicasa, type FailureMode } from '../support/fake-omnicasa';
import { catalogueCalls, failure } from './support/catalogue';

const fake = createFakeOmnicasa();
let restore: () => void = () => undefined;

beforeEach(() => {
  fake.reset();
  restore = fake.install();
});
afterEach(() => restore());

const makeParts = (extra: Partial<OmnicasaConfig> = {}) =>
  omnicasaParts({
    baseUrl: fake.baseUrl,
    customerName: fake.customerName,
    customerPassword: fake.customerPassword,
    ...extra,
  });
/** The catalogue part. */
const make = (extra: Partial<OmnicasaConfig> = {}) => makeParts(extra).catalogue;
/** The owner data part. */
const makeOwners = (extra: Partial<OmnicasaConfig> = {}) => makeParts(extra).owners;

describe('omnicasa listing', () => {
  it('pages with 1-based inclusive Limit1/Limit2 and turns RowsCount into pages', async () => {
    const p = make();
    // Sold and rented asked for too (`closed`): every property of the fixture is listed.
    const page2 = await p.listProperties({ lang: 'en', goal: 0, pageSize: 3, page: 2, closed: true });
    const call = fake.callsOf('GetPropertyList').at(-1)!;
    expect(call.json).toMatchObject({
      Limit1: 4,
      Limit2: 6,
      Goal: 0,
      LanguageId: 3,
      SortFields: ['CreatedDate DESC', 'ID DESC'],
    });
    expect(page2).toMatchObject({ page: 2, pages: 3, total: 8 });
    expect(page2.items.map((x) => x.ID)).toEqual([112, 111, 102]);

    const page3 = await p.listProperties({ lang: 'en', goal: 0, pageSize: 3, page: 3, closed: true });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ Limit1: 7, Limit2: 9 });
    // 105 is newer but has no photo: within the page, listings with a photo come first.
    expect(page3.items.map((x) => x.ID)).toEqual([109, 105]);
    expect(page3.items[1]!.SmallPictureItem).toBeNull();
    expect(page3).toMatchObject({ pages: 3, total: 8 });

    const first = await p.listProperties({ lang: 'en', closed: true });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ Limit1: 1, Limit2: 12 });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).not.toHaveProperty('SkipMarqueeList');
    expect(first).toMatchObject({ page: 1, pages: 1, total: 12 });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).not.toHaveProperty('Goal');
  });

  it('answers an empty page beyond the last one', async () => {
    const out = await make().listProperties({ lang: 'en', goal: 1, page: 5, pageSize: 12 });
    // 103 is rented: the list of what is available has 104 and 110.
    expect(out).toEqual({ items: [], page: 5, pages: 1, total: 2 });
  });

  it('maps filters to Omnicasa parameters; a city name in any language becomes its postcodes', async () => {
    const p = make();
    const out = await p.listProperties({ lang: 'en', goal: 0, city: 'BRUXELLES', sort: 'price-asc' });
    const json = fake.callsOf('GetPropertyList').at(-1)!.json;
    expect(json).toMatchObject({ Zips: ['1000'], Goal: 0, SortFields: ['Price', 'ID'], SkipMarqueeList: [7, 8] });
    expect(json).not.toHaveProperty('CityNames');
    // 108 (340 000) is sold: left out.
    expect(out.items.map((x) => [x.ID, x.Price])).toEqual([
      [107, 300000],
      [101, 450000],
    ]);

    const liege = await p.listProperties({ lang: 'fr', city: 'Luik' });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ Zips: ['4000'] });
    expect(liege.items.every((x) => x.City === 'Liège')).toBe(true);

    const byZip = await p.listProperties({ lang: 'nl', city: 'Gent|9000', closed: true });
    expect(byZip.items.map((x) => x.ID).sort()).toEqual([102, 110]);

    const typed = await p.listProperties({
      lang: 'en',
      type: 2,
      minPrice: 200000,
      maxPrice: 320000,
      minRooms: 2,
      parking: false,
      garden: false,
    });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({
      WebIDs: [2],
      PriceFrom: 200000,
      PriceTo: 320000,
      MinRoom: 2,
    });
    // 102 (250 000, two bedrooms) is sold: left out.
    expect(typed.items.map((x) => x.ID).sort()).toEqual([107]);

    const project = await p.listProperties({ lang: 'en', project: 501, sort: 'price-desc', closed: true });
    expect(project.items.map((x) => x.ID)).toEqual([108, 107]);

    const unknown = await p.listProperties({ lang: 'en', city: 'Atlantis' });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ CityNames: ['Atlantis'] });
    expect(unknown.total).toBe(0);
  });

  it('applies the filters Omnicasa lacks on the full matching list, then pages here', async () => {
    const p = make();
    expect((await p.listProperties({ lang: 'en', discreet: true })).items.map((x) => x.ID)).toEqual([109]);
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ Limit1: 1, Limit2: 250 });
    expect((await p.listProperties({ lang: 'en', isNew: true })).items.map((x) => x.ID)).toEqual([101]);
    expect((await p.listProperties({ lang: 'en', goal: 1, arriving: true })).items.map((x) => x.ID)).toEqual([110]);
    const garages = await p.listProperties({ lang: 'en', minGarages: 2, sort: 'price-asc', pageSize: 1, page: 2 });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ HasGarage: true });
    expect(garages).toMatchObject({ total: 2, pages: 2, page: 2 });
    expect(garages.items.map((x) => x.ID)).toEqual([109]);
  });

  it('reads whole lists in Limit1/Limit2 windows, the later ones in parallel', async () => {
    const types = await make({ pageRows: 5 }).listTypes('en');
    const windows = fake.callsOf('GetPropertyList').map((c) => [c.json.Limit1, c.json.Limit2]);
    expect(windows).toEqual([
      [1, 5],
      [6, 10],
      [11, 12],
    ]);
    // Available properties only: of the six apartments, 102 and 108 are sold and 103 rented.
    expect(types.map((t) => t.SaleCount + t.RentCount)).toEqual([5, 3, 1, 1]);
    fake.reset();
    const capped = await make({ pageRows: 5, indexLimit: 7 }).listTypes('en');
    expect(fake.callsOf('GetPropertyList').map((c) => [c.json.Limit1, c.json.Limit2])).toEqual([
      [1, 5],
      [6, 7],
    ]);
    expect(capped.reduce((n, t) => n + t.SaleCount + t.RentCount, 0)).toBeLessThan(14);
  });

  it("asks rent as Goal 1; the totals are the for-sale and for-rent lists' totals", async () => {
    const p = make();
    const rent = await p.listProperties({ lang: 'en', goal: 1 });
    // 103 is rented; 106 (Goal 2, take-over) is in no rent list, so in no total.
    expect(rent.items.map((x) => x.ID).sort()).toEqual([104, 110]);
    const sale = await p.listProperties({ lang: 'fr', goal: 0 });
    expect(await p.totals()).toEqual({ sale: sale.total, rent: rent.total });
    expect(await p.totals()).toEqual({ sale: 6, rent: 2 });
  });
});

describe('omnicasa normalisation', () => {
  it("reads string numbers, '-' and null empties, booleans as strings and WCF dates", async () => {
    const [list, detail] = await Promise.all([
      make().listProperties({ lang: 'en', pageSize: 48, closed: true }),
      make().getProperty(101, 'en'),
    ]);
    const byId = new Map(list.items.map((x) => [x.ID, x]));
    const p101 = byId.get(101)!;
    expect(p101).toMatchObject({
      Price: 450000,
      PublishPrice: true,
      Bedrooms: 3,
      Bathrooms: null,
      LivingArea: 180.5,
      EnergyPerformance: 150,
      EPCLabelText: 'C-',
      HouseNumber: '12',
      BoxNr: '',
      CountryName: 'Belgium',
      PriceUnitText: '',
      PublicationDate: '2026-01-10',
      RecordFile: 'REF-101',
      IsNew: true,
      Title: 'Bright town house',
      WebIDs: '1',
    });
    expect(p101.SmallPictureItem).toEqual({
      Url: 'https://img.example/101/small.jpg',
      Width: 400,
      Height: 300,
      ID: 1010,
      Name: 'p101',
    });
    const p105 = byId.get(105)!;
    expect(p105).toMatchObject({
      Price: null,
      PublishPrice: false,
      HouseNumber: '',
      RecordFile: '',
      Lat: null,
      Lng: null,
      Marquee: 0,
      MarqueeName: '',
      WebIDs: '4,1',
    });
    expect(p105.Title).toBe('Land – Antwerp');
    expect(byId.get(102)!.ID).toBe(102);
    expect(byId.get(102)!.Goal).toBe(0);
    expect(byId.get(109)!.IsDiscreet).toBe(true);
    expect(byId.get(110)).toMatchObject({ IsArriving: true, Price: 1100, PriceUnit: 2, PriceUnitText: 'per month' });

    expect(detail).toMatchObject({
      ID: 101,
      Description: 'Beautiful & bright\n\nSecond\nline',
      Surfaces: { Total: 250, Living: 180.5, Ground: null },
      Rooms: { Bedrooms: 3, Bathrooms: null, Toilets: 2, Garages: 2 },
      Building: { ConstructionYear: 1998, RenovationYear: null, FacadeCount: 4, Heating: 'gas', Kitchen: null },
      Energy: { Label: 'c_sub', SpecificEnergy: 150, CertificateEndDate: '2034-05-01' },
      FloodRisk: { Zone: 'none' },
      Planning: { BuildingPermit: true, Summons: null },
      Costs: { ChargesOwner: null },
      Viager: null,
      VideoUrl: null,
      VirtualTourUrl: 'https://tour.example/101',
      AvailableFrom: '2026-03-15',
    });
    expect(detail!.Photos.map((x) => x.Url)).toEqual([
      'https://img.example/101/1.jpg',
      'https://img.example/101/2.jpg',
    ]);
    expect(detail!.Agent).toMatchObject({
      ID: 7,
      Name: 'Anna Janssens',
      Function: 'Estate agent',
      Mobile: '0470 12 34 56',
      Languages: ['nl', 'fr', 'en'],
      PhotoName: null,
    });
  });

  it('reads GoogleX as latitude and GoogleY as longitude, and blurs unpublished addresses', async () => {
    const out = await make().listProperties({ lang: 'en', pageSize: 48, closed: true });
    const byId = new Map(out.items.map((x) => [x.ID, x]));
    expect(byId.get(101)).toMatchObject({ Lat: 50.8466, Lng: 4.3528, PublishAddress: true, Street: 'Rue Haute' });
    expect(byId.get(102)).toMatchObject({ Lat: 51.05, Lng: 3.72, PublishAddress: false, Street: '', HouseNumber: '' });
  });

  it('answers null for an unknown property and project, [] for its similar properties', async () => {
    const p = make();
    expect(await p.getProperty(999, 'en')).toBeNull();
    expect(await p.getProperty(-1, 'en')).toBeNull();
    expect(await p.getProject(999, 'en')).toBeNull();
    expect(await p.similarProperties(999, 'en')).toEqual([]);
  });
});

describe('omnicasa marquees', () => {
  it('reads sold and rented from GetSubstatusList (agency values 7 and 8), once per instance', async () => {
    const p = make();
    const out = await p.listProperties({ lang: 'en', pageSize: 48, closed: true });
    const byId = new Map(out.items.map((x) => [x.ID, x]));
    expect(byId.get(102)).toMatchObject({ Marquee: MARQUEE.sold, MarqueeName: 'Sold' });
    expect(byId.get(108)).toMatchObject({ Marquee: MARQUEE.sold });
    expect(byId.get(103)).toMatchObject({ Marquee: MARQUEE.rented, MarqueeName: 'Rented' });
    // the agency's 3 is "under option": it must not read as sold
    expect(byId.get(104)!.Marquee).not.toBe(MARQUEE.sold);
    expect(byId.get(104)!.MarqueeName).toBe('Under option');
    expect(byId.get(101)).toMatchObject({ Marquee: 1, MarqueeName: 'New' });

    await p.getProperty(102, 'en');
    await p.similarProperties(107, 'en');
    expect(fake.callsOf('GetSubstatusList')).toHaveLength(1);
    const nl = await p.getProperty(102, 'nl');
    expect(nl).toMatchObject({ Marquee: MARQUEE.sold, MarqueeName: 'Verkocht' });
  });

  it('leaves sold and rented out of similar properties with the agency marquee values', async () => {
    const similar = await make().similarProperties(107, 'en');
    const call = fake.callsOf('GetPropertyList').at(-1)!;
    expect(call.json).toMatchObject({ Goal: 0, WebIDs: [2] });
    expect((call.json.SkipMarqueeList as number[]).sort()).toEqual([7, 8]);
    expect(similar.map((x) => x.ID)).toEqual([112]);
  });
});

describe('omnicasa languages', () => {
  it.each([
    ['nl', 1, 'Brussel', 'Appartement'],
    ['fr', 2, 'Bruxelles', 'Appartement'],
    ['en', 3, 'Brussels', 'Apartment'],
    ['de', 4, 'Brüssel', 'Wohnung'],
  ] as [Lang, number, string, string][])('%s is LanguageId %i', async (lang, id, city, type) => {
    const out = await make().listProperties({ lang, city: '1000', type: 2 });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ LanguageId: id, DescriptionLanguageId: id });
    expect(fake.callsOf('GetSubstatusList').at(-1)!.json).toMatchObject({ LanguageId: id });
    expect(out.items.length).toBeGreaterThan(0);
    for (const item of out.items) expect(item).toMatchObject({ City: city, TypeDescription: type, Language: lang });
  });
});

describe('omnicasa credentials', () => {
  it('sends CustomerName and CustomerPassword only inside the json parameter', async () => {
    const p = make();
    await p.listProperties({ lang: 'en' });
    await p.getProperty(101, 'fr');
    await makeOwners().verifyOwner('owner@example.com', 'demo-owner-2026');
    expect(fake.calls.length).toBeGreaterThan(3);
    for (const call of fake.calls) {
      const url = new URL(call.url);
      expect(url.pathname).toBe(`/1.12/OmnicasaService.svc/${call.method}Json`);
      expect([...url.searchParams.keys()]).toEqual(['json']);
      expect(call.json).toMatchObject({ CustomerName: fake.customerName, CustomerPassword: fake.customerPassword });
      expect(url.pathname).not.toContain(fake.customerPassword);
    }
  });

  it('never returns them in answers', async () => {
    const p = make();
    const owners = makeOwners();
    const answers = await Promise.all([
      ...catalogueCalls(p, {
        list: { lang: 'en', pageSize: 48 },
        property: 101,
        similar: 107,
        project: 501,
        text: 'rue',
      }),
      owners.verifyOwner('owner@example.com', 'demo-owner-2026'),
      owners.ownerProperties('9001', 'en'),
      owners.ownerDocuments('9001', 101),
    ]);
    const text = JSON.stringify(answers);
    expect(text).not.toContain(fake.customerPassword);
    expect(text).not.toContain(fake.customerName);
    expect(text).not.toContain('CustomerPassword');
  });

  it('never puts them in error messages, even when Omnicasa echoes them', async () => {
    fake.fail('GetPropertyList', {
      kind: 'success-false',
      code: 17,
      message: `bad login agency-demo/${fake.customerPassword}`,
    });
    const error = await failure(make().listProperties({ lang: 'en' }));
    expect(error).toMatchObject({ kind: 'api', code: 17, method: 'GetPropertyList', provider: 'omnicasa' });
    expect(error.message).not.toContain(fake.customerPassword);
    expect(error.message).toContain('***');
    for (const mode of [{ kind: 'http-500' }, { kind: 'malformed-json' }, { kind: 'wrong-shape' }] as FailureMode[]) {
      fake.reset();
      fake.fail('*', mode);
      const e = await failure(make().listProperties({ lang: 'en' }));
      expect(e.message).not.toContain(fake.customerPassword);
      expect(e.message).not.toContain('json=');
    }
  });

  it('reports wrong account credentials as a provider failure', async () => {
    const error = await failure(make({ customerPassword: 'wrong' }).listTypes('en'));
    expect(error).toMatchObject({ kind: 'api', code: 401 });
  });
});

describe('omnicasa failures', () => {
  const modes: [string, FailureMode, Partial<ProviderError>][] = [
    ['Success false', { kind: 'success-false', code: 600, message: 'Error' }, { kind: 'api', code: 600 }],
    ['malformed JSON', { kind: 'malformed-json' }, { kind: 'malformed' }],
    ['wrong shape', { kind: 'wrong-shape' }, { kind: 'invalid' }],
    ['no {Method}JsonResult', { kind: 'missing-result' }, { kind: 'invalid' }],
    ['HTTP 500', { kind: 'http-500' }, { kind: 'http', status: 500 }],
  ];
  const calls: [string, (p: ProviderParts) => Promise<unknown>][] = [
    ['listProperties', (p) => p.catalogue.listProperties({ lang: 'en' })],
    ['getProperty', (p) => p.catalogue.getProperty(101, 'en')],
    ['listTypes', (p) => p.catalogue.listTypes('nl')],
    ['listCities', (p) => p.catalogue.listCities('fr', 'sale')],
    ['search', (p) => p.catalogue.search('brux', 'de')],
    ['listProjects', (p) => p.catalogue.listProjects('en')],
    ['totals', (p) => p.catalogue.totals()],
    ['verifyOwner', (p) => p.owners.verifyOwner('owner@example.com', 'demo-owner-2026')],
    ['ownerVisits', (p) => p.owners.ownerVisits('9001', 101)],
  ];
  for (const [label, mode, expected] of modes) {
    // A refusal of CheckPersonLogin (Success false) is a failed login, not a failure: tested below.
    const applies = label === 'Success false' ? calls.filter(([name]) => name !== 'verifyOwner') : calls;
    it.each(applies)(`${label} → ProviderError (%s)`, async (_name, run) => {
      fake.fail('*', mode);
      const error = await failure(run(makeParts()));
      expect(error).toMatchObject(expected);
    });
  }

  it('CheckPersonLogin refusing (Success false) is a failed login (null), which the login limits count', async () => {
    fake.fail('CheckPersonLogin', { kind: 'success-false', code: 401, message: 'Invalid login' });
    expect(await makeOwners().verifyOwner('owner@example.com', 'demo-owner-2026')).toBeNull();
  });

  it('names the method and the field of an invalid single answer and of a wrong list envelope', async () => {
    fake.fail('GetPropertyList', { kind: 'wrong-shape' });
    const e2 = await failure(make().listProperties({ lang: 'en' }));
    expect(e2.message).toMatch(/^omnicasa GetPropertyList: Value\.Items must be /);
    fake.reset();
    fake.fail('GetProperty', { kind: 'bad-field' });
    const e3 = await failure(make().getProperty(101, 'en'));
    expect(e3.message).toContain('GetProperty: Value.ID');
    fake.reset();
    fake.fail('CheckPersonLogin', { kind: 'bad-field' });
    expect(await failure(makeOwners().verifyOwner('owner@example.com', 'demo-owner-2026'))).toMatchObject({
      kind: 'invalid',
      method: 'CheckPersonLogin',
    });
  });

  it('times out a hanging call through its AbortSignal', async () => {
    fake.fail('GetWebIDList', { kind: 'hang' });
    const started = Date.now();
    const error = await failure(make({ timeoutMs: 60 }).listTypes('en'));
    expect(error).toMatchObject({ kind: 'timeout', method: 'GetWebIDList' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out a slow call and accepts one within the limit', async () => {
    fake.fail('GetPropertyList', { kind: 'delay', ms: 400 });
    expect(await failure(make({ timeoutMs: 50 }).totals())).toMatchObject({ kind: 'timeout' });
    fake.reset();
    fake.fail('GetPropertyList', { kind: 'delay', ms: 20 });
    expect(await make({ timeoutMs: 3000 }).totals()).toEqual({ sale: 6, rent: 2 });
  });

  it('uses an 8 s limit by default and the given fetch when one is passed', async () => {
    restore();
    let used = 0;
    const p = make({
      fetch: (input, init) => {
        used += 1;
        return fake.fetch(input, init);
      },
    });
    expect(await p.totals()).toEqual({ sale: 6, rent: 2 });
    // GetSubstatusList (the sold and rented marquees to skip), then one page per goal.
    expect(used).toBe(3);
    restore = fake.install();
  });

  it('reports a network error as a provider failure', async () => {
    const p = make({ fetch: () => Promise.reject(new TypeError('Network connection lost.')) });
    expect(await failure(p.listAgents('en'))).toMatchObject({ kind: 'network' });
  });
});

describe('omnicasa types, cities, projects, search', () => {
  it('lists types in ShowOrder with counts of available properties over every WebID of a property', async () => {
    const types = await make().listTypes('de');
    // 102 and 108 (sold) and 103 (rented) are not counted.
    expect(types.map((t) => [t.ID, t.Name, t.SaleCount, t.RentCount])).toEqual([
      [1, 'Haus', 4, 1],
      [2, 'Wohnung', 2, 1],
      [4, 'Grundstück', 1, 0],
      [6, 'Gewerbe', 0, 1],
    ]);
    expect(types[2]).toMatchObject({ Sale: true, Rent: false, Language: 'de' });
  });

  it('lists the cities of each scope with their counts, by name', async () => {
    const p = make();
    const rent = await p.listCities('en', 'rent');
    // Available properties only: Liège's one rental (103) is rented, Ghent's one sale (102) sold.
    expect(rent.map((c) => [c.Name, c.PropertyCount])).toEqual([
      ['Antwerp', 1],
      ['Brussels', 1],
      ['Ghent', 1],
    ]);
    const sale = await p.listCities('fr', 'sale');
    expect(sale.map((c) => [c.Name, c.Zip, c.PropertyCount, c.SaleCount, c.RentCount])).toEqual([
      ['Anvers', '2000', 1, 1, 1],
      ['Bruxelles', '1000', 2, 2, 1],
      ['Liège', '4000', 2, 2, 0],
      ['Luxembourg', '1450', 1, 1, 0],
    ]);
    expect(sale.at(-1)).toMatchObject({ CountryID: 50, CountryName: 'Luxembourg' });
    expect(await p.listCities('en', 'all')).toHaveLength(5);
  });

  it('lists projects newest first with unit counts, and one project with its units', async () => {
    const p = make();
    const projects = await p.listProjects('en');
    expect(projects.map((x) => x.ID)).toEqual([502, 501]);
    expect(projects[1]).toMatchObject({
      Name: 'Sunfield Residence',
      UnitCount: 2,
      AvailableUnits: 1,
      PriceFrom: 300000,
      PriceTo: 340000,
      Summary: 'Twelve flats',
      PublicAddress: 'Rue Neuve 3, 1000 Brussels',
      Lat: 50.85,
      Lng: 4.355,
      PublicationDate: '2025-12-01',
    });
    expect(projects[0]).toMatchObject({
      UnitCount: 0,
      Summary: '',
      PublicAddress: 'Korenmarkt 20, 9000 Ghent',
      Goal: 1,
    });
    const detail = await p.getProject(501, 'fr');
    expect(detail).toMatchObject({
      Name: 'Résidence Champ-Soleil',
      City: 'Bruxelles',
      Description: 'A new building.',
      Agent: { ID: 7 },
    });
    expect(detail!.Units.map((u) => u.ID)).toEqual([107, 108]);
    expect(detail!.Photos).toHaveLength(1);
  });

  it('searches with the d1 rules: accents and case ignored, any language, postcode prefix, exact numeric ID', async () => {
    const p = make();
    const empty = await p.search('  ', 'en');
    expect(empty.types).toHaveLength(4);
    expect(empty.cities).toEqual([]);

    const brux = await p.search('BRUX', 'en');
    expect(brux.cities.map((c) => c.Name)).toEqual(['Brussels']);
    expect(brux.types).toEqual([]);

    const gent = await p.search('gent', 'fr');
    expect(gent.cities.map((c) => c.Name)).toEqual(['Gand']);

    const lutt = await p.search('lüttich', 'nl');
    expect(lutt.cities.map((c) => [c.Name, c.PropertyCount])).toEqual([['Luik', 2]]);

    const zip = await p.search('40', 'de');
    expect(zip.cities.map((c) => c.Zip)).toEqual(['4000']);

    const id = await p.search('101', 'en');
    expect(id.properties.map((x) => x.ID)).toEqual([101]);

    const missing = await p.search('4000', 'en');
    expect(missing.properties).toEqual([]);
    // The index lists every public property: an id it does not hold costs no GetProperty (docs/security.md).
    expect(fake.callsOf('GetProperty').filter((c) => c.json.ID === 4000)).toEqual([]);

    const street = await p.search('rue neuve', 'en');
    expect(street.properties.map((x) => x.ID)).toEqual([108, 107]);
    const ref = await p.search('ref-11', 'en');
    expect(ref.properties.map((x) => x.ID)).toEqual([110, 112, 111]);
    // an unpublished address is not searchable
    expect((await p.search('veldstraat', 'en')).properties).toEqual([]);

    const wohn = await p.search('wohn', 'en');
    expect(wohn.types.map((t) => [t.Name, t.SaleCount, t.RentCount])).toEqual([['Apartment', 2, 1]]);
  });

  it('lists agents and takes testimonials from the given store', async () => {
    const agents = await make().listAgents('fr');
    expect(agents.map((a) => [a.ID, a.FirstName, a.LastName, a.Function, a.Phone, a.Mobile])).toEqual([
      [7, 'Anna', 'Janssens', 'Agent immobilier', '02 123 45 67', '0470 12 34 56'],
      [8, 'Marc', 'Dubois', 'Manager', '', ''],
    ]);
    expect(await make().listTestimonials('en')).toEqual([]);
    const t = {
      ID: 1,
      Slug: 'a',
      Author: 'A',
      City: 'B',
      Rating: 5,
      Date: '2026-01-01',
      Title: 'T',
      Text: 'X',
      Language: 'en' as const,
    };
    expect(await make({ testimonials: { listTestimonials: async () => [t] } }).listTestimonials('en')).toEqual([t]);
  });
});

describe('omnicasa owner portal', () => {
  it('logs in with CheckPersonLogin (IsProprietors) and answers null for a wrong password', async () => {
    const p = makeOwners();
    const owner = await p.verifyOwner(' owner@example.com ', 'demo-owner-2026');
    expect(owner).toEqual({
      ID: 9001,
      Email: 'owner@example.com',
      FirstName: 'Olivia',
      LastName: 'Owner',
      Language: 'nl',
      AgentID: 7,
    });
    expect(fake.callsOf('CheckPersonLogin').at(-1)!.json).toMatchObject({
      Email: 'owner@example.com',
      Password: 'demo-owner-2026',
      IsProprietors: true,
    });
    expect(await p.verifyOwner('owner@example.com', 'wrong')).toBeNull();
    expect(await p.verifyOwner('nobody@example.com', 'demo-owner-2026')).toBeNull();
    const calls = fake.callsOf('CheckPersonLogin').length;
    expect(await p.verifyOwner('x'.repeat(300), 'pw')).toBeNull();
    expect(fake.callsOf('CheckPersonLogin')).toHaveLength(calls);
  });

  it("keeps the owner's password out of error messages", async () => {
    // A refusal that repeats the password is a failed login: no error carries it anywhere.
    fake.fail('CheckPersonLogin', { kind: 'success-false', message: 'login demo-owner-2026 refused' });
    expect(await makeOwners().verifyOwner('owner@example.com', 'demo-owner-2026')).toBeNull();
    // The client scrubs it from any message of the CRM it reports (the password is one of the call's secrets).
    fake.fail('GetPerson', { kind: 'success-false', message: 'person of demo-owner-2026 refused' });
    const client = new OmnicasaClient({
      baseUrl: fake.baseUrl,
      customerName: fake.customerName,
      customerPassword: fake.customerPassword,
    });
    const e = await failure(client.call('GetPerson', { ID: 9001 }, personValue, ['demo-owner-2026']));
    expect(e.message).toContain('***');
    expect(e.message).not.toContain('demo-owner-2026');
  });

  it('finds the owner by id and lists their properties with agent and visit counts', async () => {
    const p = makeOwners();
    expect(await p.getOwner('9002')).toMatchObject({ Email: 'other@example.com', Language: 'de', AgentID: null });
    expect(await p.getOwner('1')).toBeNull();
    const props = await p.ownerProperties('9001', 'en');
    expect(props.map((x) => [x.ID, x.Agent?.ID, x.VisitCounts])).toEqual([
      [101, 7, { Day: 3, Week: 12, Month: 40, Total: 250, Period: 'calendar' }],
      [104, 7, { Day: 0, Week: 0, Month: 2, Total: 7, Period: 'calendar' }],
    ]);
    expect(await p.ownerProperties('1', 'en')).toEqual([]);
  });

  it('answers null for a property that is not the owner’s, without asking for its data', async () => {
    const p = makeOwners();
    expect(await p.ownerVisits('9001', 102)).toBeNull();
    expect(await p.ownerDocuments('9001', 102)).toBeNull();
    expect(await p.ownerCommunications('9002', 101)).toBeNull();
    expect(await p.ownerVisitCounts('9001', 102)).toBeNull();
    expect(fake.callsOf('GetCalendarHistories')).toHaveLength(0);
    expect(fake.callsOf('GetDocumentList')).toHaveLength(0);
  });

  it('reads visits, communications, online media, statistics, counts and documents', async () => {
    const p = makeOwners();
    const visits = await p.ownerVisits('9001', 101);
    expect(visits).toEqual([
      {
        ID: 2,
        PropertyID: 101,
        Date: '2026-02-05T16:30:00+01:00',
        Type: 'Second visit',
        Contact: 'Jan P.',
        Status: 'planned',
        Comment: '',
      },
      {
        ID: 1,
        PropertyID: 101,
        Date: '2026-02-01T11:00:00+01:00',
        Type: 'Visit',
        Contact: 'Jan P.',
        Status: 'done',
        Comment: 'Liked the garden',
      },
    ]);
    expect(fake.callsOf('GetCalendarHistories').at(-1)!.json).toMatchObject({ ObjectID: 101, LanguageId: 1 });
    expect(await p.ownerCommunications('9001', 101)).toMatchObject([
      { ID: 11, Contact: 'Anna J.', Subject: 'Visit report', Direction: 'out' },
    ]);
    expect((await p.ownerOnlineMedia('9001', 101))!.map((m) => [m.ID, m.Source, m.Contact])).toEqual([
      [22, 'Zimmo', 'Eva De S.'],
      [21, 'Immoweb', ''],
    ]);
    const stats = await p.ownerMediaStatistics('9001', 101, 2, '2026-02-10');
    expect(fake.callsOf('GetMediaObjectStatisticsGraphList').at(-1)!.json).toMatchObject({
      ObjectIDs: [101],
      StartDate: wcfDate('2026-02-09'),
      EndDate: wcfDate('2026-02-10'),
    });
    expect(stats).toEqual([
      { PropertyID: 101, Date: '2026-02-09', Source: 'immoweb', Impressions: 300, Views: 20, Contacts: 0 },
      { PropertyID: 101, Date: '2026-02-10', Source: 'website', Impressions: 80, Views: 9, Contacts: 0 },
    ]);
    expect(await p.ownerVisitCounts('9001', 101)).toEqual({
      Day: 3,
      Week: 12,
      Month: 40,
      Total: 250,
      Period: 'calendar',
    });
    const docs = await p.ownerDocuments('9001', 101);
    expect(docs).toEqual([
      {
        ID: 32,
        PropertyID: 101,
        Name: 'Brochure.pdf',
        Category: 'Brochure',
        Date: '2026-01-10',
        MimeType: 'application/pdf',
        Size: 20000,
        Key: 'https://docs.example/brochure-101.pdf',
      },
      {
        ID: 31,
        PropertyID: 101,
        Name: 'EPC certificate.pdf',
        Category: 'EPC',
        Date: '2025-12-01',
        MimeType: 'application/pdf',
        Size: 12345,
        Key: 'https://docs.example/epc-101.pdf',
      },
    ]);
  });
});

describe('provider choice', () => {
  const omnicasaEnv = () => ({
    ...env,
    PROVIDER: 'omnicasa',
    OMNICASA_BASE_URL: `${fake.baseUrl}/`,
    OMNICASA_CUSTOMER_NAME: fake.customerName,
    OMNICASA_CUSTOMER_PASSWORD: fake.customerPassword,
  });

  it('names the missing Omnicasa variables, never their values', async () => {
    const missing = () => createParts({ ...env, PROVIDER: 'omnicasa', OMNICASA_CUSTOMER_PASSWORD: 'top-secret' });
    expect(missing).toThrowError(ProviderError);
    expect(missing).toThrowError(/OMNICASA_BASE_URL, OMNICASA_CUSTOMER_NAME are not set/);
    expect(missing).not.toThrowError(/top-secret/);
    const provider = catalogueFor({ ...env, PROVIDER: 'omnicasa', OMNICASA_BASE_URL: 'https://x.test' });
    const error = await failure(provider.listTypes('en'));
    expect(error).toMatchObject({ kind: 'config' });
    expect(error.message).toContain('OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD');
    expect(await failure(catalogueFor({ ...env, PROVIDER: 'nope' }).totals())).toMatchObject({ kind: 'config' });
  });

  it('chooses omnicasa behind the KV cache and records Server-Timing', async () => {
    const ctx = createExecutionContext();
    const timing = createTiming();
    const provider = catalogueFor(omnicasaEnv(), ctx, timing);
    expect(provider.name).toBe('omnicasa');
    expect(await provider.totals()).toEqual({ sale: 6, rent: 2 });
    await waitOnExecutionContext(ctx);
    expect(timing.header()).toMatch(/^cache;desc=miss, provider;dur=[\d.]+$/);

    const calls = fake.calls.length;
    const ctx2 = createExecutionContext();
    const timing2 = createTiming();
    expect(await catalogueFor(omnicasaEnv(), ctx2, timing2).totals()).toEqual({ sale: 6, rent: 2 });
    await waitOnExecutionContext(ctx2);
    expect(fake.calls.length).toBe(calls);
    expect(timing2.header()).toBe('cache;desc=hit, provider;dur=0');
  });

  it('keeps the d1 default and the one-argument call working', async () => {
    const bare = catalogueFor(env);
    expect(bare.name).toBe('d1');
    expect(await bare.totals()).toEqual(
      expect.objectContaining({ sale: expect.any(Number), rent: expect.any(Number) }),
    );
    const ctx = createExecutionContext();
    const timing = createTiming();
    expect(
      (await catalogueFor({ ...env, PROVIDER: 'D1 ' }, ctx, timing).listTypes('en')).length,
    ).toBeGreaterThanOrEqual(0);
    await waitOnExecutionContext(ctx);
    expect(timing.outcome).toBe('miss');
  });
});
