/**
 * What production needs (docs/deploy.md, "Production set-up"): each setting, the features it
 * keeps from working when it is missing or weak, and the problems the worker reports once per
 * isolate (./report.ts). Outside development a missing or weak value (a secret shorter than 32
 * characters or a development value, ./secrets.ts; a SITE_URL that is not https, ./site-url.ts)
 * makes the features that need it refuse with a clear 503 (./refuse.ts). In development only
 * SITE_URL can block: e-mails with links to the site are built from it alone.
 */
import type { Env } from './env';
import { PROVIDER_SETTINGS } from './provider';
import { isSecret, secretProblem } from './secrets';
import { siteUrlProblem } from './site-url';

/**
 * A feature of the site that settings can keep from working. 'mail': e-mails with links to the
 * site (reset links, a page sent to a friend), whose links are built from SITE_URL only, never
 * from a request's host: it needs SITE_URL in development too.
 */
export type Feature = 'forms' | 'subscriptions' | 'preview' | 'mail';
export const FEATURES: readonly Feature[] = ['forms', 'subscriptions', 'preview', 'mail'];

/** Every setting production needs whatever the provider, in the order problems are reported, and the features that need it. */
const NEEDS = [
  ['FORM_SECRET', ['forms', 'subscriptions']],
  ['ALERT_SECRET', ['subscriptions']],
  ['PREVIEW_SECRET', ['preview']],
  ['TURNSTILE_SITE_KEY', ['forms', 'subscriptions']],
  ['TURNSTILE_SECRET_KEY', ['forms', 'subscriptions']],
  ['SITE_URL', ['subscriptions', 'mail']],
] as const satisfies readonly (readonly [keyof Env, readonly Feature[]])[];

/** Features whose e-mails carry links to the site, built from SITE_URL alone (in development too): those that need it. */
const LINKED_MAIL: readonly Feature[] = NEEDS.find(([setting]) => setting === 'SITE_URL')?.[1] ?? [];

type Setting = keyof Env;

/** Why a setting cannot be used in production, or null when it can. */
function problemOf(env: Env, setting: Setting): string | null {
  const raw = env[setting];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return 'missing';
  if (isSecret(setting)) return secretProblem(value);
  if (setting === 'SITE_URL') return siteUrlProblem(value);
  return null;
}

const problemsOf = (env: Env, settings: readonly Setting[]): string[] =>
  settings.flatMap((s) => {
    const problem = problemOf(env, s);
    return problem ? [`${s}: ${problem}`] : [];
  });

/** What keeps a feature from working here (empty: it works), as `SETTING: reason`. */
export function blockersOf(env: Env, feature: Feature, development: boolean, siteUrl: string | null): string[] {
  if (development) return LINKED_MAIL.includes(feature) && !siteUrl ? ['SITE_URL: missing (npm start sets it)'] : [];
  return problemsOf(
    env,
    NEEDS.filter(([, features]) => (features as readonly Feature[]).includes(feature)).map(([s]) => s),
  );
}

/** Every problem of the production settings, the chosen CRM's credentials included, as `SETTING: reason` (empty in development). */
export function settingProblems(env: Env, development: boolean): string[] {
  if (development) return [];
  // The CRM's credentials are reported when PROVIDER is written exactly 'omnicasa' or 'whise'.
  const provider = env.PROVIDER === 'omnicasa' || env.PROVIDER === 'whise' ? PROVIDER_SETTINGS[env.PROVIDER] : [];
  return problemsOf(env, [...NEEDS.map(([s]) => s), ...provider]);
}
