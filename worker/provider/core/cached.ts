/**
 * `cached(catalogue)`: any provider's Catalogue (./types.ts) behind Workers KV (docs/provider.md
 * "a provider outage serves cached pages"). Only the
 * catalogue is ever cached: owner data and the other parts have no way in.
 *
 * Each catalogue method has its policy in CACHE_POLICY: the shape its answer must have and the
 * arguments its key is made of. Answers are cached under a key made of the provider name, the
 * method and those arguments as stable JSON (the language is one of the arguments; the search
 * text is folded, since accents and case do not change the answer). The value is stored as `{ v: answer }`
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
 * With `memory` (./kv-memory.ts, decision record 039), a key's KV text read or written by this
 * isolate within the last few seconds is parsed again instead of read from KV; the decisions
 * above are the same, made from the copy's `storedAt`.
 *
 * Every call records its outcome in the request's Timing (./timing.ts) for the Server-Timing
 * header: `cache;desc=hit|stale|miss, provider;dur=<ms>` — the worst outcome of the request
 * (miss > stale > hit) and the summed time spent waiting for the provider.
 */
import { foldQuery } from '../common/search-text';
import { parseCityParam, type ListQuery } from '../../../shared/model/listing';
import { foldText } from '../../../shared/paths/slug';
import { ProviderError } from './errors';
import { buildPart, callMethod, CATALOGUE_METHODS } from './parts';
import type { KvMemory } from './kv-memory';
import { clock, type Timing } from './timing';
import type { Catalogue, MethodOf } from './types';

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

/**
 * The default key prefix. Its version goes up whenever a cached answer's shape changes, so that a
 * deployment never reads answers an older version stored (v2: cities carry their centre; v3:
 * lists and counts leave sold and rented properties out, properties carry a price reduction).
 */
export const CACHE_PREFIX = 'provider:v3';

/** KV's key limit is 512 bytes; longer keys are hashed. */
export const MAX_KEY_BYTES = 480;

/** The readable cache key: `{prefix}:{provider}:{method}:{stable JSON of the arguments}`. */
export function cacheKey(prefix: string, provider: string, method: string, args: readonly unknown[]): string {
  return `${prefix}:${provider}:${method}:${stableJson(args)}`;
}

/** The KV key: the readable key, or its prefix and a SHA-256 of it when it is too long for KV. */
export async function kvKey(
  prefix: string,
  provider: string,
  method: string,
  args: readonly unknown[],
): Promise<string> {
  const key = cacheKey(prefix, provider, method, args);
  if (new TextEncoder().encode(key).length <= MAX_KEY_BYTES) return key;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}:${provider}:${method}:#${hex}`;
}

/** The search text as it matters for the answer: the query as the providers match it (common/search-text.ts). */
export const searchKeyText = (q: string): string => foldQuery(q);

/**
 * A listing's city text as it matters for the answer: every provider matches a name with accents
 * and case ignored, and a postcode, when there is one, decides alone (shared/model/listing.ts
 * parseCityParam). So 'Liège', ' LIEGE ' and 'liège' share one cache entry, and
 * 'Sint-Niklaas | 9100', 'sint-niklaas|9100' and '9100' share another.
 */
export function cityKeyText(city: string): string {
  const { name, zip } = parseCityParam(city);
  return zip ? `|${zip}` : `${name ? foldText(name).replace(/\s+/g, ' ') : ''}|`;
}

/** A list query as it keys the cache: its city text normalised (cityKeyText). */
export const listKeyQuery = (query: ListQuery): ListQuery =>
  query.city?.trim() ? { ...query, city: cityKeyText(query.city) } : query;

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
  /** Key prefix; change it to drop every cached answer at once (default CACHE_PREFIX). */
  keyPrefix?: string;
  /** Clock, ms (tests). */
  now?: () => number;
  /** Where KV and refresh problems are reported (default console.warn). Never given answer data. */
  log?: (message: string) => void;
  /** KV's answers kept in the isolate for `ttlMs` (./kv-memory.ts); none when left out or 0. */
  memory?: { store: KvMemory; ttlMs: number };
}

/** What a method's answer must look like to be cached. */
type Shape = 'list' | 'paged' | 'object' | 'object-or-null' | 'search';

function shapeOk(shape: Shape, value: unknown): boolean {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  switch (shape) {
    case 'list':
      return Array.isArray(value);
    case 'paged':
      return (
        isObject &&
        Array.isArray((value as { items?: unknown }).items) &&
        typeof (value as { total?: unknown }).total === 'number'
      );
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
    this.prefix = options.keyPrefix ?? CACHE_PREFIX;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  private async read<T>(key: string): Promise<Entry<T> | null> {
    const memory = this.options.memory?.ttlMs ? this.options.memory : undefined;
    try {
      let copy = memory?.store.get(key, memory.ttlMs) ?? null;
      if (!copy) {
        const { value: text, metadata } = await this.options.kv.getWithMetadata<{ storedAt?: unknown }>(key, 'text');
        const storedAt = metadata?.storedAt;
        if (text === null || typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return null;
        copy = { text, storedAt };
        memory?.store.set(key, copy);
      }
      const value = JSON.parse(copy.text) as unknown;
      if (!value || typeof value !== 'object' || !('v' in value)) return null;
      return { value: (value as { v: T }).v, storedAt: copy.storedAt };
    } catch (error) {
      this.log(
        `cache: KV read failed for ${this.provider} (${error instanceof Error ? error.message : 'error'}); treated as a miss`,
      );
      return null;
    }
  }

  private async write(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify({ v: value });
    const storedAt = this.now();
    if (this.options.memory?.ttlMs) this.options.memory.store.set(key, { text, storedAt });
    try {
      await this.options.kv.put(key, text, {
        expirationTtl: value === null ? this.nullTtl : this.maxStale,
        metadata: { storedAt },
      });
    } catch (error) {
      this.log(`cache: KV write failed for ${this.provider} (${error instanceof Error ? error.message : 'error'})`);
    }
  }

  private check<T>(method: string, shape: Shape, value: T): T {
    if (!shapeOk(shape, value)) {
      throw new ProviderError({
        provider: this.provider,
        method,
        kind: 'invalid',
        message: `answer is not ${shape === 'object-or-null' ? 'an object or null' : `a ${shape} answer`}`,
      });
    }
    return value;
  }

  private timeout(method: string, ms: number): ProviderError {
    return new ProviderError({
      provider: this.provider,
      method,
      kind: 'timeout',
      message: `no answer within ${ms} ms (cache limit)`,
    });
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
        this.log(
          `cache: refresh of ${this.provider}.${method} failed (${error instanceof Error ? error.message : 'error'}); the cached copy stays`,
        );
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
}

// ── the policy of each catalogue method ────────────────────────────────────────────────

type CatalogueMethod = MethodOf<Catalogue>;

interface Policy<M extends CatalogueMethod> {
  /** What the answer must look like to be cached. */
  shape: Shape;
  /**
   * How many arguments the method takes: the key is made of exactly that many (a left-out
   * optional argument counts as null), so `f(a)` and `f(a, undefined)` share a key.
   */
  arity: Parameters<Catalogue[M]>['length'];
  /** The key's arguments when they differ from the call's (default: the arguments themselves). */
  key?: (...args: Parameters<Catalogue[M]>) => unknown[];
}

/** How each catalogue method is cached (the compiler checks that every method has a policy). */
export const CACHE_POLICY: { [M in CatalogueMethod]: Policy<M> } = {
  listProperties: { shape: 'paged', arity: 1, key: (query) => [listKeyQuery(query)] },
  getProperty: { shape: 'object-or-null', arity: 2 },
  propertiesByIds: { shape: 'list', arity: 2 },
  detailsByIds: { shape: 'list', arity: 2 },
  alertCandidates: { shape: 'list', arity: 2 },
  similarProperties: { shape: 'list', arity: 2 },
  listProjects: { shape: 'list', arity: 1 },
  getProject: { shape: 'object-or-null', arity: 2 },
  listTypes: { shape: 'list', arity: 1 },
  listCities: { shape: 'list', arity: 2 },
  totals: { shape: 'object', arity: 0 },
  search: { shape: 'search', arity: 2, key: (q, lang) => [searchKeyText(q), lang] },
  listAgents: { shape: 'list', arity: 1 },
  listTestimonials: { shape: 'list', arity: 1 },
};

/** The arguments a call's cache key is made of. */
function keyArgs(method: CatalogueMethod, args: unknown[]): unknown[] {
  const policy = CACHE_POLICY[method] as Policy<CatalogueMethod>;
  const own = Array.from({ length: policy.arity }, (_, i) => args[i]);
  return policy.key ? (policy.key as (...a: unknown[]) => unknown[])(...own) : own;
}

/** The catalogue behind the KV cache (see the module comment). */
export function cached(catalogue: Catalogue, options: CacheOptions): Catalogue {
  const cache = new Cache(catalogue.name, options);
  return buildPart<Catalogue>(
    catalogue.name,
    CATALOGUE_METHODS,
    (method) =>
      (...args) =>
        cache.run(method, keyArgs(method, args), CACHE_POLICY[method].shape, () => callMethod(catalogue, method, args)),
  );
}
