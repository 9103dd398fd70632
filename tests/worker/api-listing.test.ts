/**
 * GET /api/properties and /api/search (docs/search.md), mounted on a fresh Hono app with the
 * test env: answers with page/pages/total, and 400 `{ error }` (never 500) for bad parameters.
 */
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { Paged } from '../../shared/model/common';
import type { SearchResult } from '../../shared/model/listing';
import { isClosed, type Property } from '../../shared/model/property';
import { NARROWING_FILTERS } from '../../shared/listing/filter-names';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';
import { readsApp, refusesEach } from './support/reads-app';

const app = readsApp(['properties', 'search']);

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 40, projects: 1 });
});

describe('GET /api/properties', () => {
  it('answers a page with page, pages and total', async () => {
    const res = await get('/api/properties?goal=0&sort=price-asc&page=2&pageSize=5&lang=fr', { via: app });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Paged<Property>;
    // Available properties, shown prices first (prices on request last): app/listing/rules.ts.
    const shown = (p: (typeof data.properties)[number]) => (p.PublishPrice ? p.Price : null);
    const sale = data.properties
      .filter((p) => p.Goal === 0 && !isClosed(p))
      .sort(
        (a, b) =>
          Number(shown(a) === null) - Number(shown(b) === null) || (shown(a) ?? 0) - (shown(b) ?? 0) || a.ID - b.ID,
      );
    expect(body).toMatchObject({ page: 2, pages: Math.ceil(sale.length / 5), total: sale.length });
    expect(body.items.map((p) => p.ID)).toEqual(sale.slice(5, 10).map((p) => p.ID));
    expect(body.items[0]!.Language).toBe('fr');
  });

  it('uses the filters of the listing query string', async () => {
    const res = await get(
      `/api/properties?city=${encodeURIComponent('Liège|4000')}&type=2&garden=1&minRooms=1&lang=en`,
      { via: app },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Paged<Property>;
    const expected = data.properties.filter(
      (p) =>
        !isClosed(p) &&
        p.City.Zip === '4000' &&
        p.WebIDs.includes(2) &&
        (p.Details.Surfaces.Garden ?? 0) > 0 &&
        (p.Details.Rooms.Bedrooms ?? 0) >= 1,
    );
    expect(body.total).toBe(expected.length);
  });

  it('defaults the language and ignores unknown parameters', async () => {
    const res = await get('/api/properties?utm_source=mail', { via: app });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Paged<Property>).total).toBe(data.properties.filter((p) => !isClosed(p)).length);
  });

  refusesEach(app, [
    ['goal=2', 'goal'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=1000', 'pageSize'],
    ['sort=cheapest', 'sort'],
    ['lang=es', 'lang'],
    ['type=-1', 'type'],
    ['type=99999999999', 'type'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=500000&maxPrice=100000', 'minPrice'],
    ['minRooms=lots', 'minRooms'],
    ['parking=maybe', 'parking'],
    ['new=yes', 'new'],
    [`city=${'x'.repeat(200)}`, 'city'],
    ['region=atlantis', 'region'],
    ['minArea=-10', 'minArea'],
    ['minArea=big', 'minArea'],
    ['minArea=200&maxArea=100', 'minArea'],
    ['minPlot=1.5', 'minPlot'],
    ['epc=Z', 'epc'],
    ['epc=c', 'epc'],
    ['newBuild=maybe', 'newBuild'],
    ['closed=2', 'closed'],
    ['onRequest=yes', 'onRequest'],
  ]);

  it.each([
    ['sort', '/api/properties'],
    ['lang', '/api/properties'],
    ['lang', '/api/search'],
  ])('a %s value with markup in it (%s) is quoted in the error with its "<" escaped', async (key, route) => {
    const value = 'q=<fz-x a=1>';
    const res = await get(`${route}?${key}=${encodeURIComponent(value)}`, { via: app });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { error: string }).error).toContain(value);
  });

  it('never answers 500 to arbitrary parameters', async () => {
    const keys = [
      'goal',
      'city',
      'type',
      ...NARROWING_FILTERS,
      'new',
      'arriving',
      'discreet',
      'project',
      'sort',
      'page',
      'pageSize',
      'lang',
      'q',
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.constantFrom('0', '1', 'true', 'price-desc', 'fr', 'Liège|4000'),
          ),
        ),
        async (params) => {
          // Each run from an address of its own: the visitor limit on typed texts (a 429) is not what this checks.
          const from = { headers: { 'CF-Connecting-IP': `198.51.100.${++run % 250}` } };
          const res = await get(`/api/properties?${new URLSearchParams(params)}`, { via: app, ...from });
          expect([200, 400]).toContain(res.status);
          const search = await get(`/api/search?${new URLSearchParams(params)}`, { via: app, ...from });
          expect([200, 400]).toContain(search.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/search', () => {
  it('answers types, cities and properties', async () => {
    const res = await get(`/api/search?q=${encodeURIComponent('LIÈGE')}&lang=nl`, { via: app });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchResult;
    expect(body.cities.map((c) => c.Name)).toContain('Luik');
    const id = data.properties[3]!.ID;
    const byId = (await (await get(`/api/search?q=${id}&lang=en`, { via: app })).json()) as SearchResult;
    expect(byId.properties.map((p) => p.ID)).toEqual([id]);
    const empty = (await (await get('/api/search?lang=de', { via: app })).json()) as SearchResult;
    expect(empty.types.length).toBe(8);
  });

  it.each([
    [`q=${'a'.repeat(2001)}`, 'q'],
    ['lang=xx', 'lang'],
  ])('%s answers 400', async (query, field) => {
    const res = await get(`/api/search?${query}`, { via: app });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });
});
