/**
 * Assembles the parts (./types.ts ProviderParts) of the provider the environment chooses
 * (worker/config/provider.ts, read once with the rest of the configuration: `PROVIDER` = 'd1'
 * (default), 'omnicasa' (the agency's CRM) or 'whise' (its client tokens kept in the CACHE KV);
 * docs/provider.md).
 *
 * - `createParts(env)`: the bare parts (scripts, the queue consumer, tests).
 * - `partsFor(env, ctx, timing)`: a request's parts: the catalogue behind the KV cache
 *   (./core/cached.ts) and the owner data straight from the provider, never cached, both recording
 *   into the request's Timing. Without a context (`partsFor(env)`) the bare parts are returned.
 * - `catalogueFor(…)`: the catalogue of partsFor, for callers that read listings only.
 *
 * A configuration mistake (an unknown PROVIDER, a missing Omnicasa variable) makes createParts
 * throw a ProviderError of kind 'config' whose message names the variables; partsFor does not
 * throw: every call of the returned parts fails with that error, so pages degrade like on any
 * provider failure (cached copies, 'API ERROR') instead of answering 500.
 *
 * With omnicasa, testimonials (which the CRM does not hold) come from the d1 store. The database
 * is wrapped by ../d1/errors.ts: its failures are ProviderErrors, a bug in our code is not.
 */
import type { Env } from '../env';
import { configOf } from '../config/config';
import { cached, type CacheOptions } from './core/cached';
import { D1Catalogue, d1Parts, typedDatabase } from './d1';
import { ProviderError } from './core/errors';
import { omnicasaParts, type OmnicasaConfig } from './omnicasa';
import { dataMemoryMs, kvMemory } from './core/kv-memory';
import { failingParts, timedOwnerData } from './core/parts';
import { whiseParts, type WhiseConfig } from './whise';
import { slotTimes } from './common/slot-times';
import type { Timing } from './core/timing';
import type { CallBudget } from './core/budget';
import type { Catalogue, ProviderParts } from './core/types';

export interface ProviderOptions {
  /** Cache settings other than kv, ctx and timing (defaults: ./core/cached.ts). */
  cache?: Omit<CacheOptions, 'kv' | 'ctx' | 'timing'>;
  /** Omnicasa settings other than the credentials (timeoutMs, fetch, …). */
  omnicasa?: Omit<OmnicasaConfig, 'baseUrl' | 'customerName' | 'customerPassword'>;
  /** Whise settings other than the credentials (fetch, wait, waitUntil, …; partsFor gives the request's waitUntil). */
  whise?: Omit<WhiseConfig, 'baseUrl' | 'username' | 'password' | 'clientId' | 'officeId'>;
  /** The request's budget of provider calls (./core/budget.ts), spent by every provider's calls and D1 statements. */
  budget?: CallBudget;
}

/** The bare parts of the environment's provider; throws a ProviderError of kind 'config' when it is misconfigured. */
export function createParts(env: Env, options: ProviderOptions = {}): ProviderParts {
  const choice = configOf(env).provider;
  const database = () => typedDatabase(env.DB, 'd1', options.budget);
  // The CRM providers keep what outlives a request in the CACHE KV (the catalogue index of each
  // language: ./omnicasa/kept-index.ts, ./whise/catalogue.ts; whise's client token) and spend the request's budget.
  const kvAndBudget = {
    ...(env.CACHE ? { kv: env.CACHE } : {}),
    ...(options.budget ? { budget: options.budget } : {}),
  };
  switch (choice.name) {
    case 'd1':
      return d1Parts(database());
    case 'omnicasa':
      return omnicasaParts({
        testimonials: new D1Catalogue(database()),
        ...kvAndBudget,
        ...options.omnicasa,
        baseUrl: choice.baseUrl,
        customerName: choice.customerName,
        customerPassword: choice.customerPassword,
      });
    case 'whise': {
      const db = database();
      const site = new D1Catalogue(db);
      return whiseParts(
        {
          ...kvAndBudget,
          ...options.whise,
          baseUrl: choice.baseUrl,
          username: choice.username,
          password: choice.password,
          clientId: choice.clientId,
          ...(choice.officeId ? { officeId: choice.officeId } : {}),
        },
        {
          types: site,
          testimonials: site,
          db,
          delivery: { slotTimes: (slotId) => slotTimes(env.DB, slotId) },
        },
      );
    }
    case 'unusable':
      throw new ProviderError({
        provider: choice.provider,
        method: 'configuration',
        kind: 'config',
        message: choice.message,
      });
  }
}

/**
 * Parts made ready for one request: the catalogue behind the KV cache, the owner data timed
 * and never cached. Nothing but the catalogue ever reaches cached().
 */
export function wrapParts(parts: ProviderParts, cache: CacheOptions): ProviderParts {
  return {
    catalogue: cached(parts.catalogue, cache),
    owners: cache.timing ? timedOwnerData(parts.owners, cache.timing) : parts.owners,
    ...(parts.resets ? { resets: parts.resets } : {}),
    // Never cached: a slot's free places and a lead's delivery are read and written as they are.
    ...(parts.appointments ? { appointments: parts.appointments } : {}),
    ...(parts.delivery ? { delivery: parts.delivery } : {}),
  };
}

/**
 * The request's parts: the configured provider's, wrapped by wrapParts when `ctx` is given and
 * the CACHE binding exists (recording cache outcomes and provider time into `timing`).
 */
export function partsFor(
  env: Env,
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
  timing?: Timing,
  options: ProviderOptions = {},
): ProviderParts {
  let parts: ProviderParts;
  try {
    parts = createParts(
      env,
      ctx
        ? {
            ...options,
            whise: { waitUntil: (promise) => ctx.waitUntil(promise), ...options.whise },
            omnicasa: { waitUntil: (promise) => ctx.waitUntil(promise), ...options.omnicasa },
          }
        : options,
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(error.message);
    parts = failingParts(error.provider, error);
  }
  if (!ctx || !env.CACHE) return parts;
  const memoryMs = dataMemoryMs(env.DATA_MEMORY_SECONDS);
  return wrapParts(parts, {
    ...(memoryMs ? { memory: { store: kvMemory, ttlMs: memoryMs } } : {}),
    ...options.cache,
    kv: env.CACHE,
    ctx,
    ...(timing ? { timing } : {}),
  });
}

/** The request's catalogue (partsFor's, from the same arguments). */
export function catalogueFor(...args: Parameters<typeof partsFor>): Catalogue {
  return partsFor(...args).catalogue;
}
