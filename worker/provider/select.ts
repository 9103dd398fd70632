/**
 * Picks the provider for a request's environment (docs/provider.md) and assembles its parts
 * (./types.ts ProviderParts): `PROVIDER` = 'd1' (default), 'omnicasa' (the agency's CRM,
 * credentials from OMNICASA_BASE_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD) or
 * 'whise' (WHISE_USERNAME, WHISE_PASSWORD, WHISE_CLIENT_ID, optional WHISE_OFFICE_ID and
 * WHISE_BASE_URL; its client tokens are kept in the CACHE KV).
 *
 * - `createParts(env)`: the bare parts (scripts, the queue consumer, tests).
 * - `partsFor(env, ctx, timing)`: a request's parts: the catalogue behind the KV cache
 *   (./core/cached.ts) and the owner data straight from the provider, never cached, both recording
 *   into the request's Timing. Without a context (`partsFor(env)`) the bare parts are returned.
 * - `catalogueFor(…)`: the catalogue of partsFor, for callers that read listings only.
 *
 * A configuration mistake (an unknown PROVIDER, a missing Omnicasa variable) does not throw in
 * partsFor: every call of the returned parts fails with a ProviderError of kind 'config' whose
 * message names the variables, so pages degrade like on any provider failure (cached copies,
 * 'API ERROR') instead of answering 500. `checkProviderConfig(env)` throws the same error, for
 * start-up checks and tests.
 *
 * With omnicasa, testimonials (which the CRM does not hold) come from the d1 store. The database
 * is wrapped by ../d1/errors.ts: its failures are ProviderErrors, a bug in our code is not.
 */
import type { Env } from '../env';
import { cached, type CacheOptions } from './core/cached';
import { D1Catalogue, d1Parts } from './d1/catalogue';
import { typedDatabase } from './d1/errors';
import { ProviderError } from './core/errors';
import { omnicasaParts } from './omnicasa/catalogue';
import { omnicasaConfigFromEnv, type OmnicasaConfig } from './omnicasa/client';
import { dataMemoryMs, kvMemory } from './core/kv-memory';
import { failingParts, timedOwnerData } from './core/parts';
import { whiseParts } from './whise/catalogue';
import { whiseConfigFromEnv, type WhiseConfig } from './whise/client';
import { slotTimes } from './common/slot-times';
import type { Timing } from './core/timing';
import type { CallBudget } from './core/budget';
import type { Catalogue, ProviderParts } from './core/types';

/** The bindings and variables the provider choice reads. */
export type ProviderEnv = Pick<Env, 'DB' | 'PROVIDER'> &
  Partial<
    Pick<
      Env,
      | 'CACHE'
      | 'OMNICASA_BASE_URL'
      | 'OMNICASA_CUSTOMER_NAME'
      | 'OMNICASA_CUSTOMER_PASSWORD'
      | 'WHISE_BASE_URL'
      | 'WHISE_USERNAME'
      | 'WHISE_PASSWORD'
      | 'WHISE_CLIENT_ID'
      | 'WHISE_OFFICE_ID'
      | 'DATA_MEMORY_SECONDS'
      | 'DEVELOPMENT'
    >
  >;

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

const providerName = (env: Pick<Env, 'PROVIDER'>): string => (env.PROVIDER ?? 'd1').trim().toLowerCase() || 'd1';

/** The bare parts of the environment's provider; throws a ProviderError of kind 'config' when it is misconfigured. */
export function createParts(env: ProviderEnv, options: ProviderOptions = {}): ProviderParts {
  const name = providerName(env);
  switch (name) {
    case 'd1':
      return d1Parts(typedDatabase(env.DB, 'd1', options.budget));
    case 'omnicasa':
      return omnicasaParts(
        omnicasaConfigFromEnv(env, {
          ...(env.DB ? { testimonials: new D1Catalogue(typedDatabase(env.DB, 'd1', options.budget)) } : {}),
          // The catalogue index of each language is kept in the CACHE KV (./omnicasa/kept-index.ts).
          ...(env.CACHE ? { kv: env.CACHE } : {}),
          ...(options.budget ? { budget: options.budget } : {}),
          ...options.omnicasa,
        }),
      );
    case 'whise': {
      const db = typedDatabase(env.DB, 'd1', options.budget);
      const site = new D1Catalogue(db);
      return whiseParts(
        whiseConfigFromEnv(env, {
          ...(env.CACHE ? { kv: env.CACHE } : {}),
          ...(options.budget ? { budget: options.budget } : {}),
          ...options.whise,
        }),
        {
          types: site,
          testimonials: site,
          db,
          delivery: { slotTimes: (slotId) => slotTimes(env.DB, slotId) },
        },
      );
    }
    default:
      throw new ProviderError({
        provider: name,
        method: 'configuration',
        kind: 'config',
        message: `unknown PROVIDER '${env.PROVIDER}' (expected 'd1', 'omnicasa' or 'whise')`,
      });
  }
}

/** Throws the configuration error of the environment, if any. */
export function checkProviderConfig(env: ProviderEnv): void {
  createParts(env);
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
  env: ProviderEnv,
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
    parts = failingParts(providerName(env), error);
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

/** The request's catalogue (see partsFor). */
export function catalogueFor(
  env: ProviderEnv,
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
  timing?: Timing,
  options: ProviderOptions = {},
): Catalogue {
  return partsFor(env, ctx, timing, options).catalogue;
}
