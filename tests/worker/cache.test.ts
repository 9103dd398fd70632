/**
 * cached(catalogue) with real KV (cloudflare:test) and a counting fake Catalogue: fresh hits do
 * not call the provider, stale answers are served and refreshed through ctx.waitUntil (one
 * refresh per key at a time), stale-if-error, the miss time limit (stale or error, and the
 * cut call still fills the cache), null answers kept briefly, personal calls (the request's
 * owner data, select.ts wrapParts) never touching KV, KV failures tolerated, the KV answers
 * kept in the isolate's memory (kv-memory.ts), and the Server-Timing text.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../shared/model/listing';
import { cached, cacheKey, type CacheOptions } from '../../worker/provider/core/cached';
import { KvMemory } from '../../worker/provider/core/kv-memory';
import { ProviderError } from '../../worker/provider/core/errors';
import { wrapParts } from '../../worker/provider/select';
import { createTiming, type Timing } from '../../worker/provider/core/timing';
import type { Catalogue, OwnerData } from '../../worker/provider/core/types';
import { catalogueCalls } from './support/catalogue';

type Mode = 'ok' | 'fail' | 'slow' | 'held' | 'invalid';

/**
 * A Catalogue and OwnerData that count their calls; `mode` makes every call fail, answer garbage,
 * answer after `delayMs` (`slow`: a lower bound of the time it takes), or wait (`held`) until the
 * test calls `release()`: a call that is still held proves that an answer
 * did not wait for it, whatever the machine's speed.
 */
function countingProvider() {
  const calls: Record<string, number> = {};
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { mode: 'ok' as Mode, version: 1, delayMs: 30, release: () => release() };
  const answer = async <T>(method: string, value: () => T): Promise<T> => {
    calls[method] = (calls[method] ?? 0) + 1;
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.mode === 'held') await held;
    if (state.mode === 'fail')
      throw new ProviderError({ provider: 'counting', method, kind: 'api', message: 'down', code: 500 });
    if (state.mode === 'invalid') return 'garbage' as unknown as T;
    return value();
  };
  const list = <T>(method: string, item: T) => answer(method, () => [item]);
  const catalogue = {
    name: 'counting',
    listProperties: (q: ListQuery) =>
      answer('listProperties', () => ({
        items: [{ ID: state.version, lang: q.lang }],
        page: q.page ?? 1,
        pages: 1,
        total: 1,
      })),
    getProperty: (id: number, lang: string) =>
      answer('getProperty', () => (id === 404 ? null : { ID: id, lang, version: state.version })),
    similarProperties: (id: number) => list('similarProperties', { ID: id + 1 }),
    listProjects: (lang: string) => list('listProjects', { ID: 1, lang }),
    getProject: (id: number) => answer('getProject', () => ({ ID: id })),
    listTypes: (lang: string) => list('listTypes', { ID: 1, lang, version: state.version }),
    listCities: (lang: string, scope: string) => list('listCities', { Name: 'X', lang, scope }),
    totals: () => answer('totals', () => ({ sale: state.version, rent: 0 })),
    search: (q: string) => answer('search', () => ({ types: [], cities: [], properties: [{ q }] })),
    listAgents: () => list('listAgents', { ID: 1 }),
    listTestimonials: () => list('listTestimonials', { ID: 1 }),
  } as unknown as Catalogue;
  const owners = {
    name: 'counting',
    verifyOwner: (email: string) => answer('verifyOwner', () => ({ ID: 1, Email: email })),
    getOwner: (ref: string) => answer('getOwner', () => ({ ID: Number(ref) })),
    ownerProperties: () => list('ownerProperties', { ID: 1 }),
    ownerVisits: () => list('ownerVisits', { ID: 1 }),
    ownerCommunications: () => list('ownerCommunications', { ID: 1 }),
    ownerOnlineMedia: () => list('ownerOnlineMedia', { ID: 1 }),
    ownerMediaStatistics: () => list('ownerMediaStatistics', { Date: '2026-01-01' }),
    ownerVisitCounts: () =>
      answer('ownerVisitCounts', () => ({ Day: 1, Week: 1, Month: 1, Total: 1, Period: 'rolling' })),
    ownerDocuments: () => list('ownerDocuments', { ID: 1 }),
    ownerDemandCount: () => answer('ownerDemandCount', () => 3),
  } as unknown as OwnerData;
  return { provider: catalogue, owners, calls, state };
}

let prefixes = 0;

/** A test's cache: its own key prefix, a controllable clock, one request's ctx and timing. */
function setup(options: Partial<CacheOptions> = {}) {
  const fake = countingProvider();
  const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
  const keyPrefix = `t${++prefixes}`;
  const logs: string[] = [];
  const request = () => {
    const ctx = createExecutionContext();
    const timing = createTiming();
    const provider = cached(fake.provider, {
      kv: env.CACHE,
      ctx,
      timing,
      keyPrefix,
      now: () => clock.now,
      log: (m) => logs.push(m),
      ...options,
    });
    return { ctx, timing, provider };
  };
  const keys = async () => (await env.CACHE.list({ prefix: `${keyPrefix}:` })).keys;
  return { ...fake, clock, keyPrefix, logs, request, keys };
}

/** Runs one request's calls and waits for its background work. */
async function inRequest<T>(
  s: ReturnType<typeof setup>,
  run: (p: Catalogue, timing: Timing) => Promise<T>,
  /** Runs after the answer, before the request's background work is awaited (a held call's release). */
  answered?: () => void,
): Promise<{ value: T; timing: Timing }> {
  const { ctx, timing, provider } = s.request();
  const value = await run(provider, timing);
  answered?.();
  await waitOnExecutionContext(ctx);
  return { value, timing };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('cached(provider): fresh answers', () => {
  it('stores a miss in KV with { storedAt } and an expirationTtl of maxStale, then serves it without the provider', async () => {
    const s = setup();
    const first = await inRequest(s, (p) => p.listTypes('en'));
    expect(first.timing.outcome).toBe('miss');
    expect(s.calls.listTypes).toBe(1);

    const keys = await s.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.name).toBe(cacheKey(s.keyPrefix, 'counting', 'listTypes', ['en']));
    expect(keys[0]!.metadata).toEqual({ storedAt: s.clock.now });
    expect(keys[0]!.expiration! - Date.now() / 1000).toBeGreaterThan(86_400 - 30);
    expect(keys[0]!.expiration! - Date.now() / 1000).toBeLessThanOrEqual(86_400 + 5);
    expect(await env.CACHE.get(keys[0]!.name, 'json')).toEqual({ v: [{ ID: 1, lang: 'en', version: 1 }] });

    s.clock.now += 59_000;
    const second = await inRequest(s, (p) => p.listTypes('en'));
    expect(second.value).toEqual(first.value);
    expect(second.timing.header()).toBe('cache;desc=hit, provider;dur=0');
    expect(s.calls.listTypes).toBe(1);
  });

  it('keys by method, arguments and language (stable JSON; the search text folded)', async () => {
    const s = setup();
    await inRequest(s, async (p) => {
      await p.listTypes('en');
      await p.listTypes('fr');
      await p.listCities('en', 'sale');
      await p.listCities('en', 'rent');
      await p.listProperties({ lang: 'en', goal: 0, page: 2 });
      await p.search('Brüssel', 'de');
    });
    await inRequest(s, async (p) => {
      await p.listTypes('fr');
      await p.listProperties({ page: 2, goal: 0, lang: 'en' });
      await p.search('  BRUSSEL', 'de');
    });
    expect(s.calls).toMatchObject({ listTypes: 2, listCities: 2, listProperties: 1, search: 1 });
    expect(await s.keys()).toHaveLength(6);
    await inRequest(s, (p) => p.search('Brüssel', 'fr'));
    expect(s.calls.search).toBe(2);
  });

  it('caches every public method', async () => {
    const s = setup();
    const all = (p: Catalogue) =>
      Promise.all([
        ...catalogueCalls(p, { list: { lang: 'en' }, property: 1, similar: 1, project: 1, text: 'x' }),
        p.listTestimonials('en'),
      ]);
    const first = await inRequest(s, all);
    const second = await inRequest(s, all);
    expect(second.value).toEqual(first.value);
    expect(Object.values(s.calls).every((n) => n === 1)).toBe(true);
    expect(Object.keys(s.calls)).toHaveLength(11);
    expect(second.timing.header()).toBe('cache;desc=hit, provider;dur=0');
  });

  it('keeps a "not found" (null) answer for at most 60 s', async () => {
    const s = setup();
    expect((await inRequest(s, (p) => p.getProperty(404, 'en'))).value).toBeNull();
    const [key] = await s.keys();
    expect(key!.expiration! - Date.now() / 1000).toBeLessThanOrEqual(65);
    s.clock.now += 30_000;
    const again = await inRequest(s, (p) => p.getProperty(404, 'en'));
    expect(again.value).toBeNull();
    expect(again.timing.outcome).toBe('hit');
    expect(s.calls.getProperty).toBe(1);
    s.clock.now += 40_000;
    const later = await inRequest(s, (p) => p.getProperty(404, 'en'));
    expect(later.timing.outcome).toBe('miss');
    expect(s.calls.getProperty).toBe(2);
  });
});

describe('cached(provider): stale-while-revalidate', () => {
  it('serves a stale answer at once and refreshes it through ctx.waitUntil', async () => {
    const s = setup();
    await inRequest(s, (p) => p.totals());
    s.clock.now += 120_000;
    s.state.version = 2;

    const { ctx, timing, provider } = s.request();
    const stale = await provider.totals();
    expect(stale).toEqual({ sale: 1, rent: 0 });
    expect(timing.header()).toBe('cache;desc=stale, provider;dur=0');
    await waitOnExecutionContext(ctx);
    expect(s.calls.totals).toBe(2);

    const [key] = await s.keys();
    expect(key!.metadata).toEqual({ storedAt: s.clock.now });
    const fresh = await inRequest(s, (p) => p.totals());
    expect(fresh.value).toEqual({ sale: 2, rent: 0 });
    expect(fresh.timing.outcome).toBe('hit');
    expect(s.calls.totals).toBe(2);
  });

  it('refreshes a key at most once at a time in the isolate', async () => {
    const s = setup();
    await inRequest(s, (p) => p.listAgents('en'));
    s.clock.now += 120_000;
    s.state.mode = 'held';
    const a = s.request();
    const b = s.request();
    // Answered while the refresh is still held: nobody waited for it.
    const answers = await Promise.all([
      a.provider.listAgents('en'),
      b.provider.listAgents('en'),
      a.provider.listAgents('en'),
    ]);
    expect(answers).toEqual([[{ ID: 1 }], [{ ID: 1 }], [{ ID: 1 }]]);
    s.state.release();
    await Promise.all([waitOnExecutionContext(a.ctx), waitOnExecutionContext(b.ctx)]);
    expect(s.calls.listAgents).toBe(2);
  });
});

describe('cached(provider): stale-if-error and time limits', () => {
  it('keeps serving the last good answer while the provider fails, until maxStale', async () => {
    const s = setup({ maxStaleSeconds: 3600 });
    const good = await inRequest(s, (p) => p.getProperty(7, 'nl'));
    const [before] = await s.keys();
    s.state.mode = 'fail';

    s.clock.now += 600_000;
    const stale = await inRequest(s, (p) => p.getProperty(7, 'nl'));
    expect(stale.value).toEqual(good.value);
    expect(stale.timing.outcome).toBe('stale');
    expect(s.calls.getProperty).toBe(2);
    const [after] = await s.keys();
    expect(after!.metadata).toEqual(before!.metadata);
    expect(s.logs.some((m) => m.includes('refresh of counting.getProperty failed'))).toBe(true);
    expect(s.logs.join('\n')).not.toContain('"version"');

    s.clock.now += 3_000_000;
    const error = await rejection(inRequest(s, (p) => p.getProperty(7, 'nl')));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'api', method: 'getProperty' });
  });

  it('throws the provider error on a miss with nothing cached, and stores nothing', async () => {
    const s = setup();
    s.state.mode = 'fail';
    const { ctx, timing, provider } = s.request();
    expect(await rejection(provider.listProjects('en'))).toMatchObject({ kind: 'api' });
    await waitOnExecutionContext(ctx);
    expect(timing.outcome).toBe('miss');
    expect(await s.keys()).toHaveLength(0);
  });

  it('refuses an invalid answer: not cached on a miss, the stale copy kept on a refresh', async () => {
    const s = setup();
    s.state.mode = 'invalid';
    expect(await rejection(inRequest(s, (p) => p.listCities('en', 'all')))).toMatchObject({
      kind: 'invalid',
      method: 'listCities',
    });
    expect(await s.keys()).toHaveLength(0);

    s.state.mode = 'ok';
    const good = await inRequest(s, (p) => p.listCities('en', 'all'));
    s.state.mode = 'invalid';
    s.clock.now += 120_000;
    expect((await inRequest(s, (p) => p.listCities('en', 'all'))).value).toEqual(good.value);
    s.state.mode = 'ok';
    s.clock.now += 1_000;
    expect((await inRequest(s, (p) => p.listCities('en', 'all'))).value).toEqual(good.value);
  });

  it('cuts a slow miss at timeoutMs with a ProviderError, and lets the call fill the cache', async () => {
    const s = setup({ timeoutMs: 40 });
    s.state.mode = 'held';
    const { ctx, timing, provider } = s.request();
    // The provider's call is held until after the answer: only the time limit can have ended it.
    const error = await rejection(provider.listProperties({ lang: 'fr' }));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'timeout', method: 'listProperties', provider: 'counting' });
    expect(timing.outcome).toBe('miss');
    s.state.release();
    await waitOnExecutionContext(ctx);
    expect(await s.keys()).toHaveLength(1);

    const next = await inRequest(s, (p) => p.listProperties({ lang: 'fr' }));
    expect(next.timing.outcome).toBe('hit');
    expect(next.value.items).toEqual([{ ID: 1, lang: 'fr' }]);
    expect(s.calls.listProperties).toBe(1);
  });

  it('serves the last good answer when a miss times out and one is kept', async () => {
    const s = setup({ timeoutMs: 40 });
    await inRequest(s, (p) => p.getProperty(404, 'de'));
    s.clock.now += 90_000; // past the null answer's 60 s, but younger than maxStale
    s.state.mode = 'held';
    const out = await inRequest(
      s,
      (p) => p.getProperty(404, 'de'),
      () => s.state.release(),
    );
    expect(out.value).toBeNull();
    expect(out.timing.outcome).toBe('stale');
  });

  it('serves a stale answer without waiting for a slow provider', async () => {
    const s = setup({ timeoutMs: 1000 });
    await inRequest(s, (p) => p.similarProperties(3, 'en'));
    s.clock.now += 300_000;
    s.state.mode = 'held';
    const { ctx, provider } = s.request();
    // Answered while the provider's refresh is held.
    expect(await provider.similarProperties(3, 'en')).toEqual([{ ID: 4 }]);
    s.state.release();
    await waitOnExecutionContext(ctx);
  });

  it('treats KV failures as misses and never fails the request for them', async () => {
    const s = setup();
    const broken = {
      getWithMetadata: () => Promise.reject(new Error('KV GET failed: 503')),
      put: () => Promise.reject(new Error('KV PUT failed: 429 Too Many Requests')),
    } as unknown as KVNamespace;
    const ctx = createExecutionContext();
    const timing = createTiming();
    const provider = cached(s.provider, { kv: broken, ctx, timing, log: (m) => s.logs.push(m) });
    expect(await provider.totals()).toEqual({ sale: 1, rent: 0 });
    await waitOnExecutionContext(ctx);
    expect(timing.outcome).toBe('miss');
    expect(s.logs.filter((m) => m.includes('KV'))).toHaveLength(2);
  });
});

describe('cached(provider): personal calls', () => {
  it('passes them straight through and never touches KV', async () => {
    const s = setup();
    const before = (await env.CACHE.list()).keys.length;
    const watched = { gets: 0, puts: 0 };
    const spy = {
      getWithMetadata: (key: string) => {
        watched.gets += 1;
        return env.CACHE.getWithMetadata(key, 'json');
      },
      put: (...args: Parameters<KVNamespace['put']>) => {
        watched.puts += 1;
        return env.CACHE.put(...args);
      },
    } as unknown as KVNamespace;
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      const timing = createTiming();
      const p = wrapParts(
        { catalogue: s.provider, owners: s.owners },
        { kv: spy, ctx, timing, keyPrefix: s.keyPrefix },
      ).owners;
      await p.verifyOwner('owner@example.com', 'secret-password');
      await p.getOwner('1');
      await p.ownerProperties('1', 'en');
      await p.ownerVisits('1', 2);
      await p.ownerCommunications('1', 2);
      await p.ownerOnlineMedia('1', 2);
      await p.ownerMediaStatistics('1', 2, 30);
      await p.ownerVisitCounts('1', 2);
      await p.ownerDocuments('1', 2);
      await p.ownerDemandCount('1', 2);
      await waitOnExecutionContext(ctx);
      expect(timing.calls).toBe(10);
      expect(timing.outcome).toBe('miss');
    }
    expect(watched).toEqual({ gets: 0, puts: 0 });
    expect((await env.CACHE.list()).keys.length).toBe(before);
    expect(await s.keys()).toHaveLength(0);
    for (const method of [
      'verifyOwner',
      'getOwner',
      'ownerProperties',
      'ownerVisits',
      'ownerCommunications',
      'ownerOnlineMedia',
      'ownerMediaStatistics',
      'ownerVisitCounts',
      'ownerDocuments',
      'ownerDemandCount',
    ]) {
      expect(s.calls[method]).toBe(2);
    }
  });
});

/** The test's KV with its reads counted. */
function countingKv() {
  const reads: string[] = [];
  const kv = new Proxy(env.CACHE, {
    get(target, prop) {
      if (prop === 'getWithMetadata' || prop === 'get')
        return (key: string, ...rest: unknown[]) => {
          reads.push(key);
          return (target[prop] as (...a: unknown[]) => unknown).call(target, key, ...rest);
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { kv, reads };
}

describe("cached(provider): KV answers kept in the isolate's memory", () => {
  function withMemory(ttlMs = 5000) {
    const memoryClock = { now: 1_000_000 };
    const store = new KvMemory(() => memoryClock.now);
    const { kv, reads } = countingKv();
    const s = setup({ kv, memory: { store, ttlMs } });
    return { ...s, reads, memoryClock, store };
  }

  it('reads a key from KV once within the period, and again after it', async () => {
    const s = withMemory();
    await inRequest(s, (p) => p.listTypes('en'));
    expect(s.calls.listTypes).toBe(1);
    expect(s.reads).toHaveLength(1);
    // Another isolate wrote a newer answer: this one keeps its copy for the period.
    const [key] = await s.keys();
    await env.CACHE.put(key!.name, JSON.stringify({ v: [{ ID: 7 }] }), { metadata: { storedAt: s.clock.now } });

    const second = await inRequest(s, (p) => p.listTypes('en'));
    expect(second.value).toEqual([{ ID: 1, lang: 'en', version: 1 }]);
    expect(second.timing.outcome).toBe('hit');
    expect(s.reads).toHaveLength(1);

    s.memoryClock.now += 5000;
    const third = await inRequest(s, (p) => p.listTypes('en'));
    expect(third.value).toEqual([{ ID: 7 }]);
    expect(s.reads).toHaveLength(2);
    expect(s.calls.listTypes).toBe(1);
  });

  it('gives every read its own copy: a request that changes its answer changes no other', async () => {
    const s = withMemory();
    await inRequest(s, (p) => p.listTypes('en'));
    const first = await inRequest(s, (p) => p.listTypes('en'));
    (first.value as { ID: number }[])[0]!.ID = 99;
    (first.value as unknown[]).push({ ID: 100 });
    const second = await inRequest(s, (p) => p.listTypes('en'));
    expect(second.value).toEqual([{ ID: 1, lang: 'en', version: 1 }]);
    expect(s.reads).toHaveLength(1);
  });

  it("decides fresh or stale from the copy's storedAt, and takes a refreshed answer at once", async () => {
    const s = withMemory(60_000);
    await inRequest(s, (p) => p.totals());
    s.clock.now += 120_000;
    s.state.version = 2;
    const stale = await inRequest(s, (p) => p.totals());
    expect(stale.value).toEqual({ sale: 1, rent: 0 });
    expect(stale.timing.outcome).toBe('stale');
    expect(s.calls.totals).toBe(2);
    // The refresh this isolate wrote replaced its copy: no KV read, the new answer, fresh.
    const fresh = await inRequest(s, (p) => p.totals());
    expect(fresh.value).toEqual({ sale: 2, rent: 0 });
    expect(fresh.timing.outcome).toBe('hit');
    expect(s.reads).toHaveLength(1);
  });

  it('reads KV every time when the period is 0', async () => {
    const s = withMemory(0);
    await inRequest(s, (p) => p.listTypes('en'));
    await inRequest(s, (p) => p.listTypes('en'));
    await inRequest(s, (p) => p.listTypes('en'));
    expect(s.reads).toHaveLength(3);
    expect(s.store.size).toBe(0);
  });
});

describe('Server-Timing', () => {
  it('reports the worst outcome of the request and the summed provider time', async () => {
    const s = setup();
    await inRequest(s, (p) => p.listTypes('en'));
    s.state.mode = 'slow';
    s.state.delayMs = 30;
    const { ctx, timing, provider } = s.request();
    await provider.listTypes('en');
    expect(timing.header()).toBe('cache;desc=hit, provider;dur=0');
    await provider.listTypes('nl');
    await provider.listTypes('fr');
    await waitOnExecutionContext(ctx);
    expect(timing.outcome).toBe('miss');
    expect(timing.calls).toBe(3);
    expect(timing.providerMs).toBeGreaterThanOrEqual(55);
    expect(timing.header()).toMatch(/^cache;desc=miss, provider;dur=\d+(\.\d)?$/);
  });

  it('is empty when no provider call happened', () => {
    expect(createTiming().header()).toBe('');
  });
});
