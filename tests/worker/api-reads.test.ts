/**
 * The JSON API's GET routes made from the one list of reads (worker/reads/reads.ts): which routes
 * there are, the answers, errors and cache headers of those no other test covers, and the same
 * answer for a page's loader and for the API.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { reads } from '../../worker/reads/reads';
import { partsFor } from '../../worker/provider';
import { serverData } from '../../worker/render/server-data';
import { ORIGIN, get } from './support/http';
import { seedDemoFixture } from './support/demo-fixture';

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 20, projects: 2 });
});

describe('the reads and their routes', () => {
  it('the reads with a route are the GET routes docs/api.md lists', () => {
    const paths = Object.values(reads)
      .flatMap((read) => ('route' in read && read.route ? [read.route.path] : []))
      .sort();
    expect(paths).toEqual([
      '/forms/token',
      '/map-properties',
      '/page',
      '/projects',
      '/properties',
      '/properties/:id',
      '/purchase-costs',
      '/search',
      '/site',
    ]);
  });

  it.each([
    '/api/totals',
    '/api/types?lang=en',
    '/api/cities?lang=en',
    '/api/properties/1/similar?lang=en',
    '/api/projects/1?lang=en',
    '/api/appointments?propertyId=1',
  ])('%s is no route: answered as any unknown address, 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('GET /api/projects', () => {
  it('answers the projects in the language asked, kept a minute by public caches', async () => {
    const res = await get('/api/projects?lang=nl');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const projects = (await res.json()) as { ID: number; Name: string }[];
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((p) => Number.isInteger(p.ID) && typeof p.Name === 'string')).toBe(true);
  });

  it('asks for a language: 400 without one', async () => {
    const res = await get('/api/projects');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'lang must be one of en, nl, fr, de' });
  });
});

describe('GET /api/properties/{id}', () => {
  it('answers one property, kept a minute by public caches; an unknown one 404 without a cache time', async () => {
    const { items } = (await (await get('/api/properties?lang=en&goal=0')).json()) as { items: { ID: number }[] };
    const res = await get(`/api/properties/${items[0]!.ID}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(((await res.json()) as { ID: number }).ID).toBe(items[0]!.ID);
    const missing = await get('/api/properties/2147483647?lang=en');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBeNull();
    expect(await missing.json()).toEqual({ error: 'Property Not Found' });
  });

  it.each([
    ['/api/properties/1', 'lang must be one of en, nl, fr, de'],
    ['/api/properties/abc?lang=en', 'id must be a positive whole number'],
    ['/api/properties/0?lang=en', 'id must be a positive whole number'],
    ['/api/properties/2147483648?lang=en', 'id must be a positive whole number'],
  ])('%s answers 400', async (path, error) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });
});

describe('the personal answers', () => {
  it('GET /api/forms/token answers a token no cache keeps', async () => {
    const res = await get('/api/forms/token');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { token: string }).token).toMatch(/^\d{13}\./);
  });

  it('GET /api/page: a page not found is not stored either', async () => {
    const res = await get('/api/page?lang=en&path=/nope/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('one read, two callers', () => {
  it("a page's loader and the API answer a property with the same data", async () => {
    const { items } = (await (await get('/api/properties?lang=fr&goal=1')).json()) as { items: { ID: number }[] };
    const id = items[0]!.ID;
    const fromApi = await (await get(`/api/properties/${id}?lang=fr`)).json();
    const data = serverData(partsFor(env as unknown as Env).catalogue, ORIGIN);
    expect(JSON.parse(JSON.stringify(await data.property(id, 'fr')))).toEqual(fromApi);
  });
});
