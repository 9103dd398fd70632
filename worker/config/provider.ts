/**
 * The provider the environment chooses (docs/provider.md) and its credentials, read once with
 * the rest of the configuration (./env.ts): `PROVIDER` = 'd1' (default), 'omnicasa'
 * (OMNICASA_BASE_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD) or 'whise'
 * (WHISE_USERNAME, WHISE_PASSWORD, WHISE_CLIENT_ID; optional WHISE_OFFICE_ID, and WHISE_BASE_URL
 * with a default). Outside development a CRM's base URL must be https: its credentials travel to
 * it (docs/security.md).
 *
 * A mistake (an unknown PROVIDER, a missing or unusable variable) is a choice of its own,
 * 'unusable', whose message names the variables, never their values: the provider's parts then
 * fail every call with it (worker/provider/select.ts), so pages degrade as on any provider
 * failure instead of answering 500.
 */
import { baseUrlProblem, omnicasaBaseUrl } from './omnicasa-base-url';
import type { Env } from './env';

export const DEFAULT_WHISE_BASE_URL = 'https://api.whise.eu';

/** The settings each CRM cannot work without (WHISE_BASE_URL has a default, WHISE_OFFICE_ID is optional). */
export const PROVIDER_SETTINGS = {
  omnicasa: ['OMNICASA_BASE_URL', 'OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'],
  whise: ['WHISE_USERNAME', 'WHISE_PASSWORD', 'WHISE_CLIENT_ID'],
} as const satisfies Record<string, readonly (keyof Env)[]>;

export type ProviderChoice =
  | { name: 'd1' }
  | { name: 'omnicasa'; baseUrl: string; customerName: string; customerPassword: string }
  | { name: 'whise'; baseUrl: string; username: string; password: string; clientId: number; officeId?: number }
  /** `provider`: the name PROVIDER gave; `message`: what is wrong, naming the variables. */
  | { name: 'unusable'; provider: string; message: string };

/** PROVIDER as the worker reads it: trimmed, lower case, 'd1' when unset or empty. */
export const providerName = (env: Pick<Env, 'PROVIDER'>): string => (env.PROVIDER ?? 'd1').trim().toLowerCase() || 'd1';

const unusable = (provider: string, message: string): ProviderChoice => ({ name: 'unusable', provider, message });

/** The CRM's required settings that are not set, or the message naming them. */
function missingOf(env: Env, provider: keyof typeof PROVIDER_SETTINGS): string | null {
  const missing = PROVIDER_SETTINGS[provider].filter((key) => !env[key]?.trim());
  if (!missing.length) return null;
  const verb = missing.length === 1 ? 'is' : 'are';
  return `PROVIDER is '${provider}' but ${missing.join(', ')} ${verb} not set (wrangler.toml [vars] or secrets)`;
}

function omnicasaChoice(env: Env, development: boolean): ProviderChoice {
  const missing = missingOf(env, 'omnicasa');
  if (missing) return unusable('omnicasa', missing);
  const baseUrl = omnicasaBaseUrl(env.OMNICASA_BASE_URL ?? '', development);
  if (baseUrl === null) return unusable('omnicasa', baseUrlProblem(development));
  return {
    name: 'omnicasa',
    baseUrl,
    customerName: env.OMNICASA_CUSTOMER_NAME?.trim() ?? '',
    customerPassword: env.OMNICASA_CUSTOMER_PASSWORD ?? '',
  };
}

/** A positive whole number written as text, else null. */
function positiveInteger(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function whiseChoice(env: Env, development: boolean): ProviderChoice {
  const missing = missingOf(env, 'whise');
  if (missing) return unusable('whise', missing);
  const clientId = positiveInteger(env.WHISE_CLIENT_ID);
  if (clientId === null) return unusable('whise', 'WHISE_CLIENT_ID must be a positive integer');
  const officeId = env.WHISE_OFFICE_ID?.trim() ? positiveInteger(env.WHISE_OFFICE_ID) : undefined;
  if (officeId === null) return unusable('whise', 'WHISE_OFFICE_ID must be a positive integer');
  const baseUrl = (env.WHISE_BASE_URL?.trim() || DEFAULT_WHISE_BASE_URL).replace(/\/+$/, '');
  if (!(development ? /^https?:\/\/[^/]/i : /^https:\/\/[^/]/i).test(baseUrl))
    return unusable(
      'whise',
      development ? 'WHISE_BASE_URL must be an http(s) URL' : 'WHISE_BASE_URL must be an https URL',
    );
  return {
    name: 'whise',
    baseUrl,
    username: env.WHISE_USERNAME?.trim() ?? '',
    password: env.WHISE_PASSWORD ?? '',
    clientId,
    ...(officeId ? { officeId } : {}),
  };
}

/** The environment's provider and its credentials, or what makes it unusable. */
export function providerChoiceOf(env: Env, development: boolean): ProviderChoice {
  const name = providerName(env);
  switch (name) {
    case 'd1':
      return { name: 'd1' };
    case 'omnicasa':
      return omnicasaChoice(env, development);
    case 'whise':
      return whiseChoice(env, development);
    default:
      return unusable(name, `unknown PROVIDER '${env.PROVIDER}' (expected 'd1', 'omnicasa' or 'whise')`);
  }
}
