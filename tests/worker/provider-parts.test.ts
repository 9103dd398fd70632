/**
 * The provider's parts as a request gets them (select.ts partsFor): the owner data never
 * reaches the KV cache while the catalogue does, the owner reference kept after a login finds
 * the same owner again, references that name nobody are "not found", and a misconfigured
 * provider fails every method of every part with the configuration error.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import { ProviderError } from '../../worker/provider/core/errors';
import { ownerRef } from '../../worker/provider/core/owner-ref';
import { CATALOGUE_METHODS, OWNER_DATA_METHODS } from '../../worker/provider/core/parts';
import { partsFor } from '../../worker/provider/select';
import { createTiming } from '../../worker/provider/core/timing';
import { seedDemoFixture } from './support/demo-fixture';

let data: DemoData;

beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 12, projects: 1 });
});

async function kvKeys(): Promise<string[]> {
  return (await env.CACHE.list()).keys.map((k) => k.name);
}

describe('a request’s parts', () => {
  it('caches catalogue answers and never owner data, and times both', async () => {
    const ctx = createExecutionContext();
    const timing = createTiming();
    const parts = partsFor(env, ctx, timing);
    const before = await kvKeys();

    const owner = (await parts.owners.verifyOwner(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD))!;
    expect(owner).toMatchObject({ Email: DEMO_OWNER_EMAIL });
    const ref = ownerRef(owner);
    const [first] = data.owners[0]!.PropertyIDs;
    expect(await parts.owners.getOwner(ref)).toEqual(owner);
    expect((await parts.owners.ownerProperties(ref, 'en')).length).toBe(2);
    expect((await parts.owners.ownerVisits(ref, first!))!.length).toBeGreaterThan(0);
    await waitOnExecutionContext(ctx);
    expect(await kvKeys()).toEqual(before);
    expect(timing.calls).toBe(4);

    await parts.catalogue.totals();
    await waitOnExecutionContext(ctx);
    const added = (await kvKeys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toContain(':d1:totals:');
    expect(timing.calls).toBe(5);
    expect(timing.header()).toMatch(/^cache;desc=miss, provider;dur=[\d.]+$/);
  });

  it('treats an owner reference that names nobody as not found', async () => {
    const { owners } = partsFor(env);
    const [first] = data.owners[0]!.PropertyIDs;
    for (const ref of ['', '0', '01', '-1', '1.0', ' 1', 'abc', '99999999999999999', '3']) {
      expect(await owners.getOwner(ref), ref).toBeNull();
      expect(await owners.ownerProperties(ref, 'en'), ref).toEqual([]);
      expect(await owners.ownerVisits(ref, first!), ref).toBeNull();
      expect(await owners.ownerDocuments(ref, first!), ref).toBeNull();
      expect(await owners.ownerMediaStatistics(ref, first!, 30), ref).toBeNull();
    }
    expect(await owners.getOwner('1')).toMatchObject({ ID: 1, Email: DEMO_OWNER_EMAIL });
  });

  it('fails every method of every part with the configuration error when PROVIDER is wrong', async () => {
    const ctx = createExecutionContext();
    const parts = partsFor({ ...env, PROVIDER: 'nope' }, ctx, createTiming());
    type Call = [string, () => Promise<unknown>];
    const calls: Call[] = [
      ...CATALOGUE_METHODS.map(
        (m): Call => [
          m,
          () => (parts.catalogue[m] as (...a: unknown[]) => Promise<unknown>).call(parts.catalogue, 'en', 'en'),
        ],
      ),
      ...OWNER_DATA_METHODS.map(
        (m): Call => [
          m,
          () => (parts.owners[m] as (...a: unknown[]) => Promise<unknown>).call(parts.owners, '1', 1, 30),
        ],
      ),
    ];
    expect(calls).toHaveLength(24);
    for (const [method, call] of calls) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, method).toBeInstanceOf(ProviderError);
      expect(error, method).toMatchObject({ kind: 'config' });
    }
    await waitOnExecutionContext(ctx);
  });
});
