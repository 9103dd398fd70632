/**
 * The whise provider against the fake Whise API (tests/support/fake-whise.ts), seeded from the
 * same demo data as this file's D1: the catalogue answers what the d1 provider answers
 * (listings, filters, sold ribbon, detail groups, energy label, project units); tokens are kept
 * in the real KV and renewed once on a 401; a 429 waits for its Retry-After; a 500 is a
 * ProviderError that the KV cache covers with its copy; a malformed estate is dropped and
 * logged, never the list; a cold cache reads the estate list once for all of a page's calls.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { MARQUEE } from '../../shared/model/property';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { typedDatabase } from '../../worker/provider/d1/errors';
import { partsFor } from '../../worker/provider/select';
import { runScheduled } from '../../worker/background/scheduled';
import type { Env } from '../../worker/env';
import { whiseParts } from '../../worker/provider/whise/catalogue';
import { INDEX_VERSION } from '../../worker/provider/whise/catalogue-index';
import { WhiseClient } from '../../worker/provider/whise/client';
import {
  setWhiseDroppedReporter,
  setWhiseEmptiedReporter,
  type WhiseDroppedItem,
  type WhiseEmptiedField,
} from '../../worker/provider/whise/schema';
import { NOT_SEEN_DETAIL_FIELDS } from '../../worker/provider/whise/map';
import {
  createFakeWhise,
  FAKE_WHISE_CLIENT_ID,
  UNREADABLE_ESTATE_ID,
  unreadableEstate,
  whiseVariables,
  fakeWhiseAccount,
} from '../support/fake-whise';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { failure, UNREADABLE_FACTS } from './support/catalogue';

const fake = createFakeWhise({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
let demo: DemoData;
let restore: () => void = () => undefined;
const waits: number[] = [];

beforeAll(async () => {
  demo = await seedDemoFixture(env.DB);
});
beforeEach(async () => {
  fake.reset();
  waits.length = 0;
  restore = fake.install();
  for (const key of (await env.CACHE.list({ prefix: 'whise:' })).keys) await env.CACHE.delete(key.name);
});
afterEach(() => restore());

/** Drops the kept estate indexes (worker/provider/common/kept-index-store.ts), so the next read asks Whise. */
async function forgetIndex(): Promise<void> {
  for (const key of (await env.CACHE.list({ prefix: 'whise:index:' })).keys) await env.CACHE.delete(key.name);
}

const config = () => ({
  ...fakeWhiseAccount(fake.base),
  kv: env.CACHE,
  wait: async (ms: number) => {
    waits.push(ms);
  },
});
const site = () => new D1Catalogue(typedDatabase(env.DB));
const whise = () => whiseParts(config(), { types: site(), testimonials: site() }).catalogue;

describe('whise catalogue: the same answers as d1', () => {
  it('lists the same properties, in the same order, page by page and with filters', async () => {
    for (const query of [
      { lang: 'en' as const },
      { lang: 'nl' as const, goal: 0 as const, pageSize: 5, page: 2 },
      { lang: 'fr' as const, goal: 1 as const, sort: 'price-asc' as const },
      { lang: 'en' as const, type: 1, minPrice: 200_000, maxPrice: 600_000 },
      { lang: 'de' as const, minRooms: 3, sort: 'city' as const },
    ]) {
      const [w, d] = await Promise.all([whise().listProperties(query), site().listProperties(query)]);
      expect(w.total, JSON.stringify(query)).toBe(d.total);
      expect(w.items.map((p) => p.ID)).toEqual(d.items.map((p) => p.ID));
      expect(w.items.map((p) => [p.Price, p.Marquee, p.City, p.WebID, p.Bedrooms])).toEqual(
        d.items.map((p) => [p.Price, p.Marquee, p.City, p.WebID, p.Bedrooms]),
      );
    }
  });

  it('sold and rented estates carry the ribbon marquee when asked for, and leave the lists otherwise', async () => {
    const closed = demo.properties.filter((p) => p.Marquee === MARQUEE.sold || p.Marquee === MARQUEE.rented);
    expect(closed.length).toBeGreaterThan(0);
    const read = async (asked: boolean) => {
      const all = await whise().listProperties({ lang: 'en', pageSize: 48, closed: asked });
      const items = [...all.items];
      for (let page = 2; page <= all.pages; page++)
        items.push(...(await whise().listProperties({ lang: 'en', pageSize: 48, page, closed: asked })).items);
      return items;
    };
    const withClosed = await read(true);
    for (const p of closed) expect(withClosed.find((i) => i.ID === p.ID)?.Marquee).toBe(p.Marquee);
    const available = await read(false);
    for (const p of closed) expect(available.find((i) => i.ID === p.ID)).toBeUndefined();
    expect(available.length).toBe(withClosed.length - closed.length);
  });

  it('a property has the same detail groups and energy label as with d1, but the fields no real answer carries', async () => {
    const id = demo.properties.find((p) => p.ProjectID === null && p.EnergyPerformance !== null && p.Goal === 0)!.ID;
    const [w, d] = await Promise.all([whise().getProperty(id, 'nl'), site().getProperty(id, 'nl')]);
    expect(w).not.toBeNull();
    // what d1 shows, less the fields Whise answers were never seen to carry (always empty with Whise)
    const seen = structuredClone(d!) as unknown as Record<string, Record<string, unknown>>;
    for (const field of NOT_SEEN_DETAIL_FIELDS) {
      const [group, name] = field.split('.') as [string, string];
      seen[group]![name] = null;
    }
    expect(w!.EPCLabelText).toBe(d!.EPCLabelText);
    for (const group of [
      'Energy',
      'Rooms',
      'Building',
      'FloodRisk',
      'Planning',
      'Costs',
      'Surfaces',
      'Asbestos',
    ] as const)
      expect(w![group], group).toEqual(seen[group]);
    expect([w!.Lat, w!.Lng, w!.VideoUrl, w!.VirtualTourUrl, w!.AvailableFrom]).toEqual([
      d!.Lat,
      d!.Lng,
      d!.VideoUrl,
      d!.VirtualTourUrl,
      d!.AvailableFrom,
    ]);
    expect(w!.Agent?.Email).toBe(d!.Agent?.Email);
    expect(await whise().getProperty(999_999_999, 'nl')).toBeNull();
  });

  it('projects are estates with units: the same projects, unit counts and units', async () => {
    const [w, d] = await Promise.all([whise().listProjects('en'), site().listProjects('en')]);
    expect(w.map((p) => [p.ID, p.UnitCount, p.AvailableUnits, p.PriceFrom])).toEqual(
      d.map((p) => [p.ID, p.UnitCount, p.AvailableUnits, p.PriceFrom]),
    );
    const id = d[0]!.ID;
    const [wp, dp] = await Promise.all([whise().getProject(id, 'fr'), site().getProject(id, 'fr')]);
    expect(wp!.Units.map((u) => u.ID).sort()).toEqual(dp!.Units.map((u) => u.ID).sort());
  });

  it('types (second types too: a subcategory or investmentEstate), cities and totals count the same estates', async () => {
    const [wt, dt] = await Promise.all([whise().listTypes('en'), site().listTypes('en')]);
    expect(wt.map((t) => [t.WebID, t.Name])).toEqual(dt.map((t) => [t.WebID, t.Name]));
    expect(wt.map((t) => [t.WebID, t.SaleCount, t.RentCount])).toEqual(
      dt.map((t) => [t.WebID, t.SaleCount, t.RentCount]),
    );
    // the demo has properties of two types, and the type filter finds them under the second one
    const twoTypes = demo.properties.filter((p) => p.WebIDs.length > 1);
    expect(twoTypes.length).toBeGreaterThan(0);
    const second = twoTypes[0]!.WebIDs[1]!;
    const [ws, ds] = await Promise.all([
      whise().listProperties({ lang: 'en', type: second, pageSize: 100 }),
      site().listProperties({ lang: 'en', type: second, pageSize: 100 }),
    ]);
    expect(ws.items.map((p) => p.ID)).toEqual(ds.items.map((p) => p.ID));
    expect(ws.items.map((p) => p.ID)).toContain(twoTypes[0]!.ID);
    const [wc, dc] = await Promise.all([whise().listCities('nl', 'sale'), site().listCities('nl', 'sale')]);
    expect(wc.map((c) => [c.Zip, c.SaleCount])).toEqual(dc.map((c) => [c.Zip, c.SaleCount]));
    expect(await whise().totals()).toEqual(await site().totals());
  });
});

describe('whise tokens, rate limits and failures', () => {
  it('logs in once: the client token is kept in KV for the next client', async () => {
    await whise().totals();
    await whise().listProperties({ lang: 'en' });
    expect(fake.calls.filter((c) => c.endpoint === 'token')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.endpoint === 'v1/admin/clients/token')).toHaveLength(1);
    expect(await env.CACHE.get(`whise:token:${FAKE_WHISE_CLIENT_ID}:0`)).toMatch(/^client-/);
  });

  it('a 401 renews the token once and the call succeeds', async () => {
    await whise().totals();
    await forgetIndex();
    fake.failNext('expire-token');
    const totals = await whise().totals();
    expect(totals.sale).toBeGreaterThan(0);
    const statuses = fake.calls.map((c) => `${c.endpoint}:${c.status}`);
    expect(statuses.filter((s) => s === 'v1/estates/list:401')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.endpoint === 'token')).toHaveLength(2);
  });

  it('a 429 waits for its Retry-After, then retries', async () => {
    const client = new WhiseClient(config());
    fake.failNext('rate-limit');
    const answer = (await client.call('v1/estates/list', { Page: { Limit: 1, Offset: 0 } })) as { totalCount: number };
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(waits).toEqual([1000]);
  });

  it('429s beyond the retries and 500s are ProviderErrors of kind http', async () => {
    await whise().totals();
    await forgetIndex();
    fake.failNext('rate-limit', 'rate-limit', 'rate-limit');
    expect(await failure(whise().totals())).toMatchObject({ kind: 'http', status: 429 });
    fake.failNext('server-error');
    expect(await failure(whise().totals())).toMatchObject({ kind: 'http', status: 500 });
  });

  it('a wrong password is a ProviderError, without the password in its message', async () => {
    const error = await failure(new WhiseClient({ ...config(), password: 'wrong-secret' }).call('v1/estates/list', {}));
    expect(error.message).not.toContain('wrong-secret');
  });

  it('an estate without a readable id is dropped and logged; the others are listed', async () => {
    const dropped: WhiseDroppedItem[] = [];
    const previous = setWhiseDroppedReporter((d) => dropped.push(d));
    try {
      fake.failNext('malformed-item');
      const [w, d] = await Promise.all([whise().listProperties({ lang: 'en' }), site().listProperties({ lang: 'en' })]);
      expect(w.total).toBe(d.total);
      expect(dropped).toEqual([
        expect.objectContaining({ endpoint: 'v1/estates/list', id: 'nine-nine-nine', field: 'id' }),
      ]);
    } finally {
      setWhiseDroppedReporter(previous);
    }
  });

  it('an estate whose every optional field is unreadable is listed with those facts empty, each one logged', async () => {
    const dropped: WhiseDroppedItem[] = [];
    const emptied: WhiseEmptiedField[] = [];
    const previous = setWhiseDroppedReporter((d) => dropped.push(d));
    const previousEmptied = setWhiseEmptiedReporter((e) => emptied.push(e));
    try {
      fake.failNext('unreadable-fields');
      const [w, d] = await Promise.all([
        whise().listProperties({ lang: 'en', pageSize: 100 }),
        site().listProperties({ lang: 'en', pageSize: 100 }),
      ]);
      expect(dropped).toEqual([]);
      expect(w.total).toBe(d.total + 1);
      // a property's page reads its one estate (EstateIds): the fake adds the same estate to that answer
      fake.failNext('unreadable-fields');
      const odd = (await whise().getProperty(UNREADABLE_ESTATE_ID, 'en'))!;
      expect(odd).toMatchObject({
        ID: UNREADABLE_ESTATE_ID,
        ...UNREADABLE_FACTS,
        EPCLabelText: '',
        Zip: '',
        Title: '',
        Description: '',
        Photos: [],
        Agent: null,
        ProjectID: null,
        PublicationDate: '',
        IsNew: false,
      });
      expect([
        odd.Rooms.Floor,
        odd.Building.FacadeCount,
        odd.Surfaces.Garden,
        odd.VideoUrl,
        odd.VirtualTourUrl,
      ]).toEqual([null, null, null, null, null]);
      expect(odd.AvailableFrom).toBeNull();
      // every optional field of the estate was reported as emptied, with the endpoint and the id
      const fields = new Set(emptied.filter((e) => e.id === String(UNREADABLE_ESTATE_ID)).map((e) => e.field));
      const optional = Object.keys(unreadableEstate()).filter((k) => k !== 'id');
      expect([...fields].sort()).toEqual(optional.sort());
      expect(emptied.every((e) => e.endpoint === 'v1/estates/list')).toBe(true);
    } finally {
      setWhiseDroppedReporter(previous);
      setWhiseEmptiedReporter(previousEmptied);
    }
  });
});

describe('whise behind the KV cache', () => {
  const whiseEnv = () => ({
    ...env,
    ...whiseVariables(fake.base),
  });

  it('PROVIDER=whise selects it; a cold page reads the estate list once for all its calls', async () => {
    const ctx = createExecutionContext();
    const parts = partsFor(whiseEnv(), ctx);
    expect(parts.catalogue.name).toBe('whise');
    await Promise.all([
      parts.catalogue.listProperties({ lang: 'en', goal: 0 }),
      parts.catalogue.listTypes('en'),
      parts.catalogue.listCities('en', 'sale'),
      parts.catalogue.totals(),
    ]);
    await waitOnExecutionContext(ctx);
    const lists = fake.calls.filter((c) => c.endpoint === 'v1/estates/list');
    expect(lists.length).toBeLessThanOrEqual(2); // the 'en' index (one page of 250) and no other
    expect(new Set(lists.map((c) => JSON.stringify(c.body))).size).toBe(lists.length);
  });

  it('a 500 after a cached answer serves the cached copy (stale-if-error)', async () => {
    const first = createExecutionContext();
    const a = await partsFor(whiseEnv(), first, undefined, { cache: { freshSeconds: 0 } }).catalogue.totals();
    await waitOnExecutionContext(first);
    await forgetIndex();
    fake.failNext('server-error');
    const second = createExecutionContext();
    const b = await partsFor(whiseEnv(), second, undefined, { cache: { freshSeconds: 0 } }).catalogue.totals();
    await waitOnExecutionContext(second);
    expect(b).toEqual(a);
  });

  it("keeps the estate index in KV: a new request's cache miss is computed without asking Whise", async () => {
    await whise().listProperties({ lang: 'fr' });
    expect(fake.calls.filter((c) => c.endpoint === 'v1/estates/list')).toHaveLength(1);
    const query = { lang: 'fr' as const, goal: 1 as const, minRooms: 2, garden: true, sort: 'price-desc' as const };
    const [w, d] = await Promise.all([whise().listProperties(query), site().listProperties(query)]);
    expect(w.items.map((p) => p.ID)).toEqual(d.items.map((p) => p.ID));
    expect(fake.calls.filter((c) => c.endpoint === 'v1/estates/list')).toHaveLength(1);
    expect((await env.CACHE.list({ prefix: `whise:index:${INDEX_VERSION}:` })).keys.map((k) => k.name)).toEqual([
      `whise:index:${INDEX_VERSION}:${FAKE_WHISE_CLIENT_ID}:0:fr`,
    ]);
  });

  it('the scheduled job builds the kept index of every language', async () => {
    await runScheduled(whiseEnv() as unknown as Env);
    const keys = (await env.CACHE.list({ prefix: `whise:index:${INDEX_VERSION}:` })).keys.map((k) =>
      k.name.split(':').pop(),
    );
    expect(keys.sort()).toEqual(['de', 'en', 'fr', 'nl']);
    fake.reset();
    await partsFor(whiseEnv()).catalogue.listCities('de', 'rent');
    expect(fake.calls.filter((c) => c.endpoint === 'v1/estates/list')).toEqual([]);
  });

  it('missing credentials are a config error naming the variables', async () => {
    const parts = partsFor({ ...env, PROVIDER: 'whise' });
    const error = await failure(parts.catalogue.totals());
    expect(error.kind).toBe('config');
    expect(error.message).toContain('WHISE_USERNAME');
  });
});
