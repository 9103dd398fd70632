/**
 * arktype loads on first use (app/schema/arktype.ts), not with the worker: on the D1 provider a
 * page needs no schema, so a fresh isolate answers its pages without arktype's cost; the JSON API's
 * first query loads it. arktype's registry (`$ark` on the global object, set when arktype loads)
 * tells whether it was loaded. Each test file runs in an isolate of its own.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { propertyOriginalPath } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';

const arktypeLoaded = () => '$ark' in globalThis;

describe('arktype on first use', () => {
  it('pages on the D1 provider load none; the first query of the JSON API does', async () => {
    const { properties } = await seedDemoFixture(env.DB, { properties: 12 });
    const p = properties[0]!;
    const detail = localizedHref(
      pathTable,
      'nl',
      propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name.nl, Title: p.Title.nl }, 'nl'),
    );
    expect(arktypeLoaded()).toBe(false);
    for (const path of ['/en/', '/en/for-sale/', '/fr/a-vendre/?page=2', detail, '/nl/contact/', '/de/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      await res.text();
    }
    expect(arktypeLoaded()).toBe(false);
    const list = await get('/api/properties?goal=0&page=abc&lang=en');
    expect(list.status).toBe(400);
    expect(arktypeLoaded()).toBe(true);
  });
});
