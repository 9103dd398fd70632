/**
 * Picks the provider for a request's environment (PRODUCT.md §2): `PROVIDER` = 'd1' (default)
 * or 'omnicasa' (the agency's CRM, credentials from OMNICASA_BASE_URL, OMNICASA_CUSTOMER_NAME
 * and OMNICASA_CUSTOMER_PASSWORD), wrapped in the KV cache (./cached.ts) when the request's
 * ExecutionContext is given: `providerFor(c.env, c.executionCtx, timing)`. Without a context
 * (`providerFor(env)`, scripts and older call sites) the bare provider is returned.
 *
 * A configuration mistake (an unknown PROVIDER, a missing Omnicasa variable) does not throw
 * here: the returned provider fails every call with a ProviderError of kind 'config' whose
 * message names the variables, so pages degrade like on any provider failure (cached copies,
 * 'API ERROR') instead of answering 500. `checkProviderConfig(env)` throws the same error, for
 * start-up checks and tests.
 *
 * With omnicasa, testimonials (which the CRM does not hold) come from the d1 store.
 */
import type { Env } from '../env';
import { cached, type CacheOptions, type Timing } from './cached';
import { D1Provider } from './d1';
import { ProviderError } from './errors';
import { OmnicasaProvider, omnicasaConfigFromEnv, type OmnicasaConfig } from './omnicasa';
import type { Provider } from './types';

/** The bindings and variables the provider choice reads. */
export type ProviderEnv = Pick<Env, 'DB' | 'PROVIDER'> &
  Partial<Pick<Env, 'CACHE' | 'OMNICASA_BASE_URL' | 'OMNICASA_CUSTOMER_NAME' | 'OMNICASA_CUSTOMER_PASSWORD'>>;

export interface ProviderOptions {
  /** Cache settings other than kv, ctx and timing (defaults: cached.ts). */
  cache?: Omit<CacheOptions, 'kv' | 'ctx' | 'timing'>;
  /** Omnicasa settings other than the credentials (timeoutMs, fetch, …). */
  omnicasa?: Omit<OmnicasaConfig, 'baseUrl' | 'customerName' | 'customerPassword'>;
}

const providerName = (env: Pick<Env, 'PROVIDER'>): string => (env.PROVIDER ?? 'd1').trim().toLowerCase() || 'd1';

/** The bare provider of the environment; throws a ProviderError of kind 'config' when it is misconfigured. */
export function createProvider(env: ProviderEnv, options: ProviderOptions = {}): Provider {
  const name = providerName(env);
  switch (name) {
    case 'd1':
      return new D1Provider(env.DB);
    case 'omnicasa':
      return new OmnicasaProvider(omnicasaConfigFromEnv(env, { ...(env.DB ? { testimonials: new D1Provider(env.DB) } : {}), ...options.omnicasa }));
    default:
      throw new ProviderError({ provider: name, method: 'configuration', kind: 'config', message: `unknown PROVIDER '${env.PROVIDER}' (expected 'd1' or 'omnicasa')` });
  }
}

/** Throws the configuration error of the environment, if any. */
export function checkProviderConfig(env: ProviderEnv): void {
  createProvider(env);
}

/** A provider whose every call fails with the same error (a misconfigured environment). */
function failingProvider(name: string, error: unknown): Provider {
  const fail = (): Promise<never> => Promise.reject(error);
  return {
    name,
    listProperties: fail,
    getProperty: fail,
    similarProperties: fail,
    listProjects: fail,
    getProject: fail,
    listTypes: fail,
    listCities: fail,
    totals: fail,
    search: fail,
    listAgents: fail,
    listTestimonials: fail,
    verifyOwner: fail,
    getOwner: fail,
    ownerProperties: fail,
    ownerVisits: fail,
    ownerCommunications: fail,
    ownerOnlineMedia: fail,
    ownerMediaStatistics: fail,
    ownerVisitCounts: fail,
    ownerDocuments: fail,
  };
}

/**
 * The request's provider: the configured one behind the KV cache (when `ctx` is given and the
 * CACHE binding exists), recording cache outcomes and provider time into `timing`.
 */
export function providerFor(env: ProviderEnv, ctx?: Pick<ExecutionContext, 'waitUntil'>, timing?: Timing, options: ProviderOptions = {}): Provider {
  let provider: Provider;
  try {
    provider = createProvider(env, options);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(error.message);
    provider = failingProvider(providerName(env), error);
  }
  if (!ctx || !env.CACHE) return provider;
  return cached(provider, { ...options.cache, kv: env.CACHE, ctx, ...(timing ? { timing } : {}) });
}
