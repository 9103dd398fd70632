/**
 * The JSON API's parameters are checked by arktype schemas built on first use, inside a request
 * (shared/schema/lazy.ts). The served worker (wrangler dev, workerd) refuses code generation while
 * it answers, so arktype runs jitless (app/schema/arktype.ts): compiled, the first query of an
 * isolate failed with 'Code generation from strings disallowed' and answered 500. The worker tests
 * cannot see this: their workerd allows code generation in a test's requests.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const get = (path: string) => fetch(new URL(path, baseUrl()));

describe('schemas first used in a request', () => {
  it('check the query of /api/properties, /api/map-properties and /api/search', async () => {
    const list = await get('/api/properties?goal=0&sort=price-asc&page=1&pageSize=5&lang=fr&minPrice=100000');
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const bad = await get('/api/properties?goal=0&page=abc&lang=en');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('error');
    expect((await get('/api/map-properties?goal=1&lang=en')).status).toBe(200);
    expect((await get('/api/search?q=gent%203%20bedrooms&lang=en')).status).toBe(200);
  });
});
