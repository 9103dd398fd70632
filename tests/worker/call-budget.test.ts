/**
 * Every page type stays within the budget of provider calls per request (worker/provider/core/budget.ts,
 * docs/security.md), with the cache empty (the worst case: every answer a miss, every kept index
 * built within the request), on each provider: d1, Omnicasa (the fake server) and Whise (the fake
 * API). Each request runs with the budget as deployed (CALL_BUDGET): a page past it would answer
 * 503. The calls are counted as the budget counts them: the requests the fake CRM received and the
 * D1 statements the worker prepared; the figures are printed for docs/security.md.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import type { DemoData } from '../../scripts/demo/index';
import type { Env } from '../../worker/env';
import { CALL_BUDGET } from '../../worker/provider/core/budget';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { createFakeWhise, whiseVariables } from '../support/fake-whise';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

/** The largest number of calls one request made, per provider and page. */
const figures: Record<string, Record<string, number>> = {};
let ip = 0;

/** Every statement the worker prepared on D1. */
let statements = 0;
const recordingDb = new Proxy(env.DB, {
  get(target, prop) {
    if (prop === 'prepare')
      return (sql: string) => {
        statements += 1;
        return target.prepare(sql);
      };
    const value = Reflect.get(target, prop, target);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

/** The CRM requests made so far (none with d1). */
let crmCalls = () => 0;

async function measure(provider: string, page: string, path: string, environment: object, init: RequestInit = {}) {
  statements = 0;
  const before = crmCalls();
  ip = (ip % 250) + 1;
  const res = await get(path, {
    ...init,
    ip: `192.0.2.${ip}`,
    ...MANUAL,
    env: { ...environment, DB: recordingDb } as Env,
    settle: true,
  });
  const body = await res.text();
  const calls = statements + crmCalls() - before;
  figures[provider] ??= {};
  figures[provider]![page] = calls;
  expect(res.status, `${provider} ${page} ${path}: ${body.slice(0, 200)}`).toBeLessThan(500);
  expect(calls, `${provider} ${page}`).toBeLessThanOrEqual(CALL_BUDGET);
  return { res, body, calls };
}

let demo: DemoData;
beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { properties: 40, projects: 2, bucket: env.MEDIA, today: FIXTURE_TODAY });
});
afterAll(() => {
  console.log(`provider calls per request, cache empty (budget ${CALL_BUDGET}): ${JSON.stringify(figures)}`);
});

async function emptyCache() {
  for (const key of (await env.CACHE.list()).keys) await env.CACHE.delete(key.name);
}

const favouritesPost = (ids: number[]): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams({
    list: JSON.stringify(ids.map((id) => ({ id, at: '2026-01-01T00:00:00.000Z' }))),
  }).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
});

/** The page types, each asked cold (its answers not cached). */
function pages(propertyId: number, projectPath: string, ids: number[]): [string, string, RequestInit?][] {
  return [
    ['home', '/en/'],
    ['listing', '/en/for-sale/'],
    ['listing, filtered', '/nl/te-koop/?city=Gent&minPrice=100000&sort=price-asc&page=2'],
    ['listing, map data', '/api/map-properties?lang=en&goal=0'],
    ['property', `/en/property/${propertyId}/`],
    ['projects', '/en/projects/'],
    ['project', projectPath],
    ['content page', '/fr/notre-agence/'],
    ['contact page', '/de/kontakt/'],
    ['search', '/api/search?lang=en&q=gen'],
    ['favourites, 60 ids', '/en/favourites/', favouritesPost(ids)],
    ['compare', `/en/compare/?ids=${ids.slice(0, 4).join(',')}`],
    ['login page', '/en/login/'],
    ['not found', '/en/nowhere/'],
  ];
}

describe('d1', () => {
  it('every page type stays within the budget', async () => {
    const ids = [...demo.properties.map((p) => p.ID), ...Array.from({ length: 40 }, (_, i) => 9_000_000 + i)].slice(
      0,
      60,
    );
    const project = demo.projects[0]!;
    for (const [page, path, init] of pages(ids[0]!, `/en/projects/project/${project.ID}/`, ids)) {
      await emptyCache();
      await measure('d1', page, path, env, init);
    }
    // The portal of a logged-in owner.
    const login = await measure('d1', 'login', '/api/owner/login', env, {
      method: 'POST',
      body: new URLSearchParams({ lang: 'en', email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    });
    const cookie = /__Host-owner=([^;]*)/.exec(login.res.headers.get('Set-Cookie') ?? '')![1]!;
    await measure('d1', 'portal', '/en/login/portal/', env, { headers: { Cookie: `__Host-owner=${cookie}` } });
  });
});

/** For the calling suite: `fake` (a fake CRM) installed over fetch, and crmCalls counting its calls. */
function crmCallsOfEachSuite(fake: { install(): () => void; calls: readonly unknown[] }): void {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = fake.install();
    crmCalls = () => fake.calls.length;
  });
  afterAll(() => {
    restore();
    crmCalls = () => 0;
  });
}

describe('omnicasa', () => {
  const fake = createFakeOmnicasa();
  crmCallsOfEachSuite(fake);
  const omnicasa = {
    ...env,
    ...omnicasaVariables(fake),
  };

  it('every page type stays within the budget', async () => {
    const ids = [101, 102, 103, 104, ...Array.from({ length: 56 }, (_, i) => 9_000_000 + i)];
    for (const [page, path, init] of pages(101, '/en/projects/project/501/', ids)) {
      await emptyCache();
      await measure('omnicasa', page, path, omnicasa, init);
    }
  });
});

describe('whise', () => {
  const fake = createFakeWhise({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
  crmCallsOfEachSuite(fake);
  const whise = {
    ...env,
    ...whiseVariables(fake.base),
  };

  it('every page type stays within the budget', async () => {
    const property = fake.demo.properties.find((p) => p.ProjectID === null)!.ID;
    const project = fake.demo.projects[0]!;
    const ids = [
      ...fake.demo.properties.slice(0, 10).map((p) => p.ID),
      ...Array.from({ length: 50 }, (_, i) => 9_000_000 + i),
    ];
    for (const [page, path, init] of pages(property, `/en/projects/project/${project.ID}/`, ids)) {
      await emptyCache();
      await measure('whise', page, path, whise, init);
    }
  });
});
