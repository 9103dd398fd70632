/**
 * The kept whise estate index (worker/provider/common/kept-index-store.ts) on real local KV: a fresh
 * index is used as it is, a stale one is used at once and rebuilt in the background (once per
 * key at a time), a failed rebuild keeps it, a missing one is built and stored, and without
 * waitUntil (the scheduled job) a stale one is rebuilt before it is used.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WhiseIndex } from '../../worker/provider/whise/catalogue-index';
import { keptIndex } from '../../worker/provider/common/kept-index-store';
import { INDEX_VERSION, WHISE_INDEX_KIND } from '../../worker/provider/whise/catalogue-index';

const KEY = `whise:index:${INDEX_VERSION}:test:0:en`;
const indexOf = (n: number): WhiseIndex => ({
  entries: [],
  projects: [],
  agents: [{ ID: n } as WhiseIndex['agents'][0]],
  cities: [],
});
const version = (i: WhiseIndex) => i.agents[0]!.ID;

let clock = 1_000_000_000;
let builds = 0;
let pending: Promise<unknown>[] = [];
const build = (n: number) => async () => {
  builds += 1;
  return indexOf(n);
};
const failing = async (): Promise<WhiseIndex> => {
  builds += 1;
  throw new Error('Whise down');
};
const options = (extra: Partial<Parameters<typeof keptIndex>[2]> = {}) => ({
  kv: env.CACHE,
  now: () => clock,
  waitUntil: (p: Promise<unknown>) => {
    pending.push(p);
  },
  log: () => undefined,
  ...extra,
});

beforeEach(async () => {
  await env.CACHE.delete(KEY);
  builds = 0;
  pending = [];
});

describe('the kept whise index', () => {
  it('is built and stored when missing, then used while fresh without building again', async () => {
    expect(version(await keptIndex(KEY, build(1), options(), WHISE_INDEX_KIND))).toBe(1);
    await Promise.all(pending);
    clock += 59_000;
    expect(version(await keptIndex(KEY, build(2), options(), WHISE_INDEX_KIND))).toBe(1);
    expect(builds).toBe(1);
  });

  it('when stale: served at once, rebuilt in the background once, the next reader gets the new one', async () => {
    await keptIndex(KEY, build(1), options(), WHISE_INDEX_KIND);
    await Promise.all(pending);
    clock += 61_000;
    const [a, b] = await Promise.all([
      keptIndex(KEY, build(2), options(), WHISE_INDEX_KIND),
      keptIndex(KEY, build(2), options(), WHISE_INDEX_KIND),
    ]);
    expect([version(a), version(b)]).toEqual([1, 1]);
    await Promise.all(pending);
    expect(builds).toBe(2);
    expect(version(await keptIndex(KEY, build(3), options(), WHISE_INDEX_KIND))).toBe(2);
  });

  it('a failed rebuild keeps the stale index; past a day it is built again', async () => {
    await keptIndex(KEY, build(1), options(), WHISE_INDEX_KIND);
    await Promise.all(pending);
    clock += 3_600_000;
    expect(version(await keptIndex(KEY, failing, options(), WHISE_INDEX_KIND))).toBe(1);
    await Promise.all(pending);
    expect(version(await keptIndex(KEY, build(2), options({ waitUntil: undefined }), WHISE_INDEX_KIND))).toBe(2);
    clock += 86_400_000;
    await expect(keptIndex(KEY, failing, options(), WHISE_INDEX_KIND)).rejects.toThrow('Whise down');
  });

  it('without waitUntil (the scheduled job) a stale index is rebuilt before it is used', async () => {
    await keptIndex(KEY, build(1), options({ waitUntil: undefined }), WHISE_INDEX_KIND);
    clock += 120_000;
    expect(version(await keptIndex(KEY, build(2), options({ waitUntil: undefined }), WHISE_INDEX_KIND))).toBe(2);
    expect(builds).toBe(2);
  });
});
