/**
 * `cached(provider)`: any Provider behind Workers KV (PRODUCT.md §2, §8 "a provider outage
 * serves cached pages"; STACK-NOTES.md "Data and reliability").
 *
 * PUBLIC calls (types.ts) are cached under a key made of the provider name, the method and its
 * arguments as stable JSON (the language is one of the arguments; the search text is folded,
 * since accents and case do not change the answer). The value is stored as `{ v: answer }`
 * with metadata `{ storedAt }` (ms) and an `expirationTtl` of maxStaleSeconds (never below
 * KV's 60 s minimum). Keys longer than KV allows (512 bytes) are hashed (SHA-256).
 *
 * - fresh (age < freshSeconds): served from KV; the provider is not called.
 * - stale (freshSeconds ≤ age < maxStaleSeconds): served from KV at once, and refreshed in the
 *   background with ctx.waitUntil; at most one refresh per key per isolate at a time (KV takes
 *   about one write per second per key). A failed refresh keeps the stale copy (stale-if-error).
 * - miss: the provider is called with a time limit (timeoutMs). Its answer is checked (a list
 *   method must give a list, …), stored in the background and returned. On an error, a timeout
 *   or an invalid answer, the last good answer is served when it is younger than
 *   maxStaleSeconds; otherwise the error is thrown (a ProviderError for timeouts and invalid
 *   answers). A call cut by the time limit keeps running in the background and fills the cache
 *   for the next visitor.
 * - "not found" (null) is cached too, but only for nullTtlSeconds (default 60 s, fresh for at
 *   most that long): it protects the CRM from repeated look-ups of unknown ids while a newly
 *   published property shows within a minute.
 * - KV failures (read or write) never fail a request: a failed read is a miss, a failed write
 *   is logged.
 *
 * PERSONAL calls (verifyOwner, getOwner, owner*) go straight to the provider and never touch KV.
 *
 * Every call records its outcome in the request's Timing (createTiming) for the Server-Timing
 * header: `cache;desc=hit|stale|miss, provider;dur=<ms>` — the worst outcome of the request
 * (miss > stale > hit) and the summed time spent waiting for the provider.
 */
import type { Lang } from '../../shared/model/common';
import type { ListQuery } from '../../shared/model/listing';
import type { CityScope } from '../../shared/model/taxonomy';
import { foldQuery } from './common/search-text';
import { ProviderError } from './errors';
import type { Provider } from './types';

// ── Server-Timing ──────────────────────────────────────────────────────────────────────

export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** A request's record of its provider calls, for the Server-Timing header. */
export interface Timing {
  /** Notes one call: its cache outcome and the time spent waiting for the provider (ms). */
  record(outcome: CacheOutcome, providerMs?: number): void;
  /**
   * Notes an outcome known before the provider answers (a miss going upstream), so a response
   * whose head is sent while data still streams names it; the time is added by `record` later.
   */
  begin(outcome: CacheOutcome): void;
  /** The worst outcome so far (miss > stale > hit), or null before any call. */
  readonly outcome: CacheOutcome | null;
  /** Summed provider time, ms. */
  readonly providerMs: number;
  /** Number of calls recorded. */
  readonly calls: number;
  /** `cache;desc=miss, provider;dur=12.3`, or '' when nothing was recorded. */
  header(): string;
}

const RANK: Record<CacheOutcome, number> = { hit: 0, stale: 1, miss: 2 };

export function createTiming(): Timing {
  let outcome: CacheOutcome | null = null;
  let providerMs = 0;
  let calls = 0;
  return {
    record(next, ms = 0) {
      calls += 1;
      if (outcome === null || RANK[next] > RANK[outcome]) outcome = next;
      if (Number.isFinite(ms) && ms > 0) providerMs += ms;
    },
    begin(next) {
      if (outcome === null || RANK[next] > RANK[outcome]) outcome = next;
    },
    get outcome() {
      return outcome;
    },
    get providerMs() {
      return providerMs;
    },
    get calls() {
      return calls;
    },
    header() {
      if (outcome === null) return '';
      return `cache;desc=${outcome}, provider;dur=${Math.round(providerMs * 10) / 10}`;
    },
  };
}

// ── keys ───────────────────────────────────────────────────────────────────────────────

/** JSON with object keys sorted at every level (undefined members dropped, as JSON does). */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortKeys(v)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** KV's key limit is 512 bytes; longer keys are hashed. */
export const MAX_KEY_BYTES = 480;

/** The readable cache key: `{prefix}:{provider}:{method}:{stable JSON of the arguments}`. */
export function cacheKey(prefix: string, provider: string, method: string, args: readonly unknown[]): string {
  return `${prefix}:${provider}:${method}:${stableJson(args)}`;
}

/** The KV key: the readable key, or its prefix and a SHA-256 of it when it is too long for KV. */
export async function kvKey(prefix: string, provider: string, method: string, args: readonly unknown[]): Promise<string> {
  const key = cacheKey(prefix, provider, method, args);
  if (new TextEncoder().encode(key).length <= MAX_KEY_BYTES) return key;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}:${provider}:${method}:#${hex}`;
}

/** The search text as it matters for the answer: the query as the providers match it (common/search-text.ts). */
export const searchKeyText = (q: string): string => foldQuery(q);

// ── the wrapper ────────────────────────────────────────────────────────────────────────

export interface CacheOptions {
  kv: KVNamespace;
  /** For background refreshes and writes (ctx.waitUntil). */
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** Age below which an answer is served without asking the provider (default 60). */
  freshSeconds?: number;
  /** Age up to which an answer may be served stale or on error (default 86400; at least 60). */
  maxStaleSeconds?: number;
  /** Time limit of a provider call on a miss (default 3000). */
  timeoutMs?: number;
  /** The request's Server-Timing collector. */
  timing?: Timing;
  /** How long a "not found" (null) answer is kept (default 60, at least 60: KV's minimum TTL). */
  nullTtlSeconds?: number;
  /** Time limit of background refreshes (default 25000; waitUntil work is bounded anyway). */
  backgroundTimeoutMs?: number;
  /** Key prefix; change it to drop every cached answer at once (default 'provider:v1'). */
  keyPrefix?: string;
  /** Clock, ms (tests). */
  now?: () => number;
  /** Where KV and refresh problems are reported (default console.warn). Never given answer data. */
  log?: (message: string) => void;
}

/** What a method's answer must look like to be cached. */
type Shape = 'list' | 'paged' | 'object' | 'object-or-null' | 'search';

function shapeOk(shape: Shape, value: unknown): boolean {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  switch (shape) {
    case 'list':
      return Array.isArray(value);
    case 'paged':
      return isObject && Array.isArray((value as { items?: unknown }).items) && typeof (value as { total?: unknown }).total === 'number';
    case 'search': {
      const v = value as { types?: unknown; cities?: unknown; properties?: unknown };
      return isObject && Array.isArray(v.types) && Array.isArray(v.cities) && Array.isArray(v.properties);
    }
    case 'object':
      return isObject;
    case 'object-or-null':
      return value === null || isObject;
  }
}

/** Keys being refreshed in this isolate (at most one refresh per key at a time). */
const refreshing = new Set<string>();

interface Entry<T> {
  value: T;
  storedAt: number;
}

const TIMEOUT = Symbol('timeout');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

class Cache {
  private readonly fresh: number;
  private readonly maxStale: number;
  private readonly nullTtl: number;
  private readonly timeoutMs: number;
  private readonly backgroundMs: number;
  private readonly prefix: string;
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly provider: string,
    private readonly options: CacheOptions,
  ) {
    this.fresh = Math.max(0, options.freshSeconds ?? 60);
    this.maxStale = Math.max(60, this.fresh, options.maxStaleSeconds ?? 86_400);
    this.nullTtl = Math.max(60, options.nullTtlSeconds ?? 60);
    this.timeoutMs = Math.max(1, options.timeoutMs ?? 3000);
    this.backgroundMs = Math.max(this.timeoutMs, options.backgroundTimeoutMs ?? 25_000);
    this.prefix = options.keyPrefix ?? 'provider:v1';
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  private async read<T>(key: string): Promise<Entry<T> | null> {
    try {
      const { value, metadata } = await this.options.kv.getWithMetadata<{ v: T }, { storedAt?: unknown }>(key, 'json');
      if (!value || typeof value !== 'object' || !('v' in value)) return null;
      const storedAt = metadata?.storedAt;
      if (typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return null;
      return { value: value.v, storedAt };
    } catch (error) {
      this.log(`cache: KV read failed for ${this.provider} (${error instanceof Error ? error.message : 'error'}); treated as a miss`);
      return null;
    }
  }

  private async write(key: string, value: unknown): Promise<void> {
    try {
      await this.options.kv.put(key, JSON.stringify({ v: value }), {
        expirationTtl: value === null ? this.nullTtl : this.maxStale,
        metadata: { storedAt: this.now() },
      });
    } catch (error) {
      this.log(`cache: KV write failed for ${this.provider} (${error instanceof Error ? error.message : 'error'})`);
    }
  }

  private check<T>(method: string, shape: Shape, value: T): T {
    if (!shapeOk(shape, value)) {
      throw new ProviderError({ provider: this.provider, method, kind: 'invalid', message: `answer is not ${shape === 'object-or-null' ? 'an object or null' : `a ${shape} answer`}` });
    }
    return value;
  }

  private timeout(method: string, ms: number): ProviderError {
    return new ProviderError({ provider: this.provider, method, kind: 'timeout', message: `no answer within ${ms} ms (cache limit)` });
  }

  /** Background refresh of one key (one at a time per key in this isolate). */
  private refresh<T>(key: string, method: string, shape: Shape, upstream: Promise<T> | (() => Promise<T>)): void {
    if (refreshing.has(key)) {
      if (typeof upstream !== 'function') upstream.catch(() => undefined);
      return;
    }
    refreshing.add(key);
    const task = (async () => {
      try {
        const answer = await withTimeout(typeof upstream === 'function' ? upstream() : upstream, this.backgroundMs);
        if (answer === TIMEOUT) throw this.timeout(method, this.backgroundMs);
        await this.write(key, this.check(method, shape, answer));
      } catch (error) {
        this.log(`cache: refresh of ${this.provider}.${method} failed (${error instanceof Error ? error.message : 'error'}); the cached copy stays`);
      } finally {
        refreshing.delete(key);
      }
    })();
    this.options.ctx.waitUntil(task);
  }

  async run<T>(method: string, args: readonly unknown[], shape: Shape, load: () => Promise<T>): Promise<T> {
    const timing = this.options.timing;
    const key = await kvKey(this.prefix, this.provider, method, args);
    const entry = await this.read<T>(key);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : Infinity;
    const isNull = entry?.value === null;
    const freshFor = isNull ? Math.min(this.fresh, this.nullTtl) : this.fresh;
    const keepFor = isNull ? this.nullTtl : this.maxStale;
    if (entry && age < freshFor) {
      timing?.record('hit');
      return entry.value;
    }
    if (entry && age < keepFor) {
      timing?.record('stale');
      this.refresh(key, method, shape, load);
      return entry.value;
    }
    const started = clock();
    timing?.begin(entry ? 'stale' : 'miss');
    let upstream: Promise<T>;
    try {
      upstream = load();
    } catch (error) {
      upstream = Promise.reject(error);
    }
    try {
      const answer = await withTimeout(upstream, this.timeoutMs);
      if (answer === TIMEOUT) {
        this.refresh(key, method, shape, upstream);
        throw this.timeout(method, this.timeoutMs);
      }
      const value = this.check(method, shape, answer);
      timing?.record('miss', clock() - started);
      this.options.ctx.waitUntil(this.write(key, value));
      return value;
    } catch (error) {
      if (entry && age < this.maxStale) {
        timing?.record('stale', clock() - started);
        return entry.value;
      }
      timing?.record('miss', clock() - started);
      throw error;
    }
  }

  /** A personal call: straight to the provider, timed, never cached. */
  async direct<T>(load: () => Promise<T>): Promise<T> {
    const started = clock();
    try {
      return await load();
    } finally {
      this.options.timing?.record('miss', clock() - started);
    }
  }
}

/** The provider behind the KV cache (see the module comment). */
export function cached(provider: Provider, options: CacheOptions): Provider {
  const cache = new Cache(provider.name, options);
  return {
    name: provider.name,
    // PUBLIC
    listProperties: (query: ListQuery) => cache.run('listProperties', [query], 'paged', () => provider.listProperties(query)),
    getProperty: (id: number, lang: Lang) => cache.run('getProperty', [id, lang], 'object-or-null', () => provider.getProperty(id, lang)),
    similarProperties: (id: number, lang: Lang) => cache.run('similarProperties', [id, lang], 'list', () => provider.similarProperties(id, lang)),
    listProjects: (lang: Lang) => cache.run('listProjects', [lang], 'list', () => provider.listProjects(lang)),
    getProject: (id: number, lang: Lang) => cache.run('getProject', [id, lang], 'object-or-null', () => provider.getProject(id, lang)),
    listTypes: (lang: Lang) => cache.run('listTypes', [lang], 'list', () => provider.listTypes(lang)),
    listCities: (lang: Lang, scope: CityScope) => cache.run('listCities', [lang, scope], 'list', () => provider.listCities(lang, scope)),
    totals: () => cache.run('totals', [], 'object', () => provider.totals()),
    search: (q: string, lang: Lang) => cache.run('search', [searchKeyText(q), lang], 'search', () => provider.search(q, lang)),
    listAgents: (lang: Lang) => cache.run('listAgents', [lang], 'list', () => provider.listAgents(lang)),
    listTestimonials: (lang: Lang) => cache.run('listTestimonials', [lang], 'list', () => provider.listTestimonials(lang)),
    // PERSONAL: never cached
    verifyOwner: (email, password) => cache.direct(() => provider.verifyOwner(email, password)),
    getOwner: (ownerId) => cache.direct(() => provider.getOwner(ownerId)),
    ownerProperties: (ownerId, lang) => cache.direct(() => provider.ownerProperties(ownerId, lang)),
    ownerVisits: (ownerId, propertyId) => cache.direct(() => provider.ownerVisits(ownerId, propertyId)),
    ownerCommunications: (ownerId, propertyId) => cache.direct(() => provider.ownerCommunications(ownerId, propertyId)),
    ownerOnlineMedia: (ownerId, propertyId) => cache.direct(() => provider.ownerOnlineMedia(ownerId, propertyId)),
    ownerMediaStatistics: (ownerId, propertyId, days, until) => cache.direct(() => provider.ownerMediaStatistics(ownerId, propertyId, days, until)),
    ownerVisitCounts: (ownerId, propertyId, until) => cache.direct(() => provider.ownerVisitCounts(ownerId, propertyId, until)),
    ownerDocuments: (ownerId, propertyId) => cache.direct(() => provider.ownerDocuments(ownerId, propertyId)),
  };
}
