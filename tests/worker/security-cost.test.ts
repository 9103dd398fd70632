/**
 * Bounded cost per request and per visitor (docs/security.md), replayed against the real worker
 * with its real D1, KV and Rate Limiting bindings; Omnicasa and Whise are the fake servers.
 * - The GET paths that reach the provider with a visitor's input (search suggestions, a listing's
 *   text search, favourites, compare, map data) are rate-limited per address (SEARCH_LIMIT):
 *   forty-one random search texts sent at once from one address are not all served, another
 *   address still is.
 * - The search text is normalised (case, spaces, accents) before it keys the cache: variants
 *   share one entry; the listing's city text too.
 * - The favourites page reads its sixty ids in one batched lookup (d1: one IN query), and the
 *   comparison its ids in one.
 * - With Omnicasa, the catalogue index is kept in KV: once warm, a search miss costs no CRM call.
 * - A budget of provider calls per request: past it the request fails cleanly (503, never 500).
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { Env } from '../../worker/env';
import { runScheduled } from '../../worker/background/scheduled';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { seedDemoFixture } from './support/demo-fixture';
import { recordStatements } from './support/recording-db';
import { installForSuite } from './support/fake-hooks';
import { MANUAL, ORIGIN, get } from './support/http';

let ipCounter = 0;
const nextIp = () => `100.64.0.${++ipCounter}`;
const random = () => crypto.randomUUID().slice(0, 8);

/** Every statement the worker prepared on D1 during a call. */
let queries: string[] = [];
const recordingDb = recordStatements(env.DB, (sql) => queries.push(sql));

type Environment = object;

const call = (path: string, init: RequestInit = {}, environment: Environment = env) =>
  get(path, { ...MANUAL, ...init, env: environment as Env, settle: true });

const from = (ip: string): RequestInit => ({ headers: { 'CF-Connecting-IP': ip } });

/**
 * Sends BURST requests from one address at once. The binding counts in fixed windows aligned to
 * the clock (20 per 10 s; miniflare does the same): forty requests sent one after another can
 * straddle a window's end and split 20 + 20, none refused (it happened on a busy machine). Sent
 * at once, they all reach the binding within one period, so within two windows at most: at most
 * 40 of 41 can pass, whatever the clock says.
 */
const BURST = 41;
const burst = (path: () => string, ip: string): Promise<Response[]> =>
  Promise.all(Array.from({ length: BURST }, () => call(path(), from(ip))));

let demo: DemoData;
beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { properties: 30, projects: 1 });
});

describe('the visitor-input GET paths are rate-limited per address', () => {
  it.each([
    ['search suggestions', () => `/api/search?lang=en&q=${random()}`],
    ['a listing’s text search (API)', () => `/api/properties?lang=en&city=${random()}`],
    ['a listing’s text search (page)', () => `/en/for-sale/?city=${random()}`],
    ['map data', () => `/api/map-properties?lang=en&city=${random()}`],
    [
      'favourites',
      () =>
        `/en/favourites/?list=${encodeURIComponent(JSON.stringify([{ id: 9_000_000 + ipCounter, at: '2026-01-01' }]))}`,
    ],
    ['compare', () => `/en/compare/?ids=${9_000_000 + ipCounter},${9_100_000 + ipCounter}`],
  ])('%s: 41 requests at once from one address are not all served; another address is', async (_name, path) => {
    const statuses = (await burst(path, nextIp())).map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 429 || s < 300 || s === 404)).toBe(true);
    const other = await call(path(), from(nextIp()));
    expect(other.status).not.toBe(429);
  });

  it('a refused search says when to try again, in JSON', async () => {
    const refused = (await burst(() => `/api/search?lang=en&q=${random()}`, nextIp())).find((r) => r.status === 429);
    expect(refused).toBeDefined();
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused!.json()).toMatchObject({ error: 'Too Many Requests' });
  });
});

describe('the search text keys the cache normalised', () => {
  it.each([
    ['/api/search?lang=en&q=Liège', '/api/search?lang=en&q=%20%20LIEGE%20'],
    ['/api/properties?lang=en&city=Liège', '/api/properties?lang=en&city=%20li%C3%A8ge%20'],
    ['/api/properties?lang=nl&city=Sint-Niklaas%7C9100', '/api/properties?lang=nl&city=sint-niklaas%20%7C%209100'],
  ])('%s and %s share one entry', async (a, b) => {
    const first = await call(a, from(nextIp()));
    expect(first.status).toBe(200);
    const second = await call(b, from(nextIp()));
    expect(second.status).toBe(200);
    expect(second.headers.get('Server-Timing')).toContain('cache;desc=hit');
    expect(await second.text()).toBe(await first.text());
  });
});

describe('favourites and compare read their ids in one batched lookup', () => {
  const d1 = (): Environment => ({ ...env, DB: recordingDb });
  beforeEach(() => {
    queries = [];
  });

  it('sixty favourites (unknown and known ids): one query of the properties, not sixty', async () => {
    const known = demo.properties.slice(0, 10).map((p) => p.ID);
    const ids = [...known, ...Array.from({ length: 50 }, (_, i) => 8_000_000 + i)];
    const list = JSON.stringify(ids.map((id) => ({ id, at: '2026-01-01T00:00:00.000Z' })));
    const res = await call(
      '/en/favourites/',
      {
        method: 'POST',
        body: new URLSearchParams({ list }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'CF-Connecting-IP': nextIp() },
      },
      d1(),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<li class="fav">/g) ?? []).toHaveLength(60);
    const reads = queries.filter((sql) => /FROM properties p/.test(sql));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/p\.id IN \(/);
  });

  it('the comparison of four ids: one query of the properties', async () => {
    const ids = demo.properties.slice(0, 4).map((p) => p.ID);
    const res = await call(`/en/compare/?ids=${ids.join(',')}`, from(nextIp()), d1());
    expect(res.status).toBe(200);
    const reads = queries.filter((sql) => /FROM properties p/.test(sql));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/p\.id IN \(/);
  });
});

describe('omnicasa: the catalogue index kept in KV', () => {
  const fake = createFakeOmnicasa();
  installForSuite(fake);
  const omnicasa = (extra: Record<string, string> = {}): Environment => ({
    ...env,
    ...omnicasaVariables(fake),
    ...extra,
  });

  it('once the index is kept (the cron’s warm-up), a search miss costs no CRM call', async () => {
    await runScheduled(omnicasa() as unknown as Env);
    fake.reset();
    for (const q of ['brux', 'gent 9000', 'villa', 'an unknown text', '101']) {
      const res = await call(`/api/search?lang=fr&q=${encodeURIComponent(q)}`, from(nextIp()), omnicasa());
      expect(res.status, q).toBe(200);
      expect(res.headers.get('Server-Timing'), q).toContain('cache;desc=miss');
    }
    expect(fake.calls).toEqual([]);
  });

  it('past the budget of provider calls a request fails cleanly: 503 API ERROR, never 500', async () => {
    const res = await call('/en/property/101/', from(nextIp()), omnicasa({ PROVIDER_CALL_BUDGET: '1' }));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('API ERROR');
    const api = await call('/api/properties/102?lang=en', from(nextIp()), omnicasa({ PROVIDER_CALL_BUDGET: '1' }));
    expect(api.status).toBe(503);
  });
});
