/**
 * Every secret and setting production needs (docs/deploy.md, "Production set-up"), and how the worker reads
 * them. Development is only what `npm start`, `npm run dev` and the test set-ups declare with
 * `DEVELOPMENT=1` (a `--var` of `wrangler dev`, a binding of the worker tests); a deployment never
 * has it, so a forgotten setting fails closed there.
 * - In development a missing secret takes a clearly named development value (`development-only-…`).
 * - Anywhere else a missing or weak value (a secret shorter than 32 characters or a development
 *   value; a `SITE_URL` that is not https) leaves the features that need it refusing with a clear
 *   503 (worker/config/refuse.ts), and the worker logs one line naming the setting, once per
 *   isolate. It never falls back to a shared constant.
 */
export type Secret = 'FORM_SECRET' | 'ALERT_SECRET' | 'PREVIEW_SECRET';
export type Setting =
  | Secret
  | 'SITE_URL'
  | 'TURNSTILE_SITE_KEY'
  | 'TURNSTILE_SECRET_KEY'
  | 'OMNICASA_BASE_URL'
  | 'OMNICASA_CUSTOMER_NAME'
  | 'OMNICASA_CUSTOMER_PASSWORD'
  | 'WHISE_BASE_URL'
  | 'WHISE_USERNAME'
  | 'WHISE_PASSWORD'
  | 'WHISE_CLIENT_ID'
  | 'WHISE_OFFICE_ID';

/** What the settings are read from: the worker's variables and secrets. */
export type SettingsEnv = Partial<Record<Setting | 'DEVELOPMENT' | 'PROVIDER', string>>;

/**
 * A feature of the site and the settings it cannot work without in production. 'mail': e-mails
 * with links to the site (reset links, a page sent to a friend), whose links are built from
 * SITE_URL only, never from a request's host: it needs SITE_URL in development too.
 */
export type Feature = 'forms' | 'subscriptions' | 'preview' | 'mail';

export const DEVELOPMENT_VALUES: Record<Secret, string> = {
  FORM_SECRET: 'development-only-form-secret',
  ALERT_SECRET: 'development-only-alert-secret-not-for-production',
  PREVIEW_SECRET: 'development-only-preview-secret',
};
export const MIN_SECRET_LENGTH = 32;

const isDevelopment = (env: SettingsEnv): boolean => env.DEVELOPMENT === '1';

/** Why a setting cannot be used in production, or null when it can. */
function problemOf(env: SettingsEnv, setting: Setting): string | null {
  const value = env[setting]?.trim() ?? '';
  if (value === '') return 'missing';
  if (setting === 'FORM_SECRET' || setting === 'ALERT_SECRET' || setting === 'PREVIEW_SECRET') {
    if (Object.values(DEVELOPMENT_VALUES).includes(value)) return 'a development value';
    if (value.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  if (setting === 'SITE_URL') {
    try {
      if (new URL(value).protocol !== 'https:') return 'not an https URL';
    } catch {
      return 'not a URL';
    }
  }
  return null;
}

/** A secret's value: the configured one, or in development the named development value; null when production has none usable. */
export function secretOf(env: SettingsEnv, secret: Secret): string | null {
  const value = env[secret]?.trim() ?? '';
  if (isDevelopment(env)) return value || DEVELOPMENT_VALUES[secret];
  return problemOf(env, secret) === null ? value : null;
}

/** The settings each feature needs outside development. */
function settingsFor(env: SettingsEnv, feature: Feature): Setting[] {
  switch (feature) {
    case 'forms':
      return ['FORM_SECRET', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'];
    case 'subscriptions':
      return [...settingsFor(env, 'forms'), 'ALERT_SECRET', 'SITE_URL'];
    case 'preview':
      return ['PREVIEW_SECRET'];
    case 'mail':
      return ['SITE_URL'];
  }
  return [];
}

/** Features whose e-mails carry links to the site, built from SITE_URL (in development too). */
const LINKED_MAIL: readonly Feature[] = ['subscriptions', 'mail'];

/**
 * The site's public origin for links in e-mails, without a trailing slash: SITE_URL when it is
 * an https URL (in development an http one too, such as `npm start`'s own address), else null.
 * There is no fallback: a link made from a request's Host header could point anywhere.
 */
export function siteUrlOf(env: SettingsEnv): string | null {
  const value = env.SITE_URL?.trim() ?? '';
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (isDevelopment(env) && url.protocol === 'http:')) return url.origin;
  } catch {
    // not a URL
  }
  return null;
}

/** The settings the chosen provider needs (`PROVIDER`, default d1: none). */
export function providerSettings(env: SettingsEnv): Setting[] {
  if (env.PROVIDER === 'omnicasa') return ['OMNICASA_BASE_URL', 'OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'];
  if (env.PROVIDER === 'whise') return ['WHISE_USERNAME', 'WHISE_PASSWORD', 'WHISE_CLIENT_ID']; // WHISE_BASE_URL has a default, WHISE_OFFICE_ID is optional
  return [];
}

/** Every setting production needs, for this provider. */
export function productionSettings(env: SettingsEnv): Setting[] {
  return [
    'FORM_SECRET',
    'ALERT_SECRET',
    'PREVIEW_SECRET',
    'TURNSTILE_SITE_KEY',
    'TURNSTILE_SECRET_KEY',
    'SITE_URL',
    ...providerSettings(env),
  ];
}

/** What keeps a feature from working here (empty: it works), as `SETTING: reason`. */
export function blockersOf(env: SettingsEnv, feature: Feature): string[] {
  if (isDevelopment(env))
    return LINKED_MAIL.includes(feature) && !siteUrlOf(env) ? ['SITE_URL: missing (npm start sets it)'] : [];
  return settingsFor(env, feature).flatMap((s) => {
    const problem = problemOf(env, s);
    return problem ? [`${s}: ${problem}`] : [];
  });
}

/** Every problem of the production settings, as `SETTING: reason` (empty in development). */
export function settingProblems(env: SettingsEnv): string[] {
  if (isDevelopment(env)) return [];
  return productionSettings(env).flatMap((s) => {
    const problem = problemOf(env, s);
    return problem ? [`${s}: ${problem}`] : [];
  });
}

let reported = false;
/** Logs each problem of the production settings once per isolate, when the worker starts serving. */
export function reportSettings(env: SettingsEnv, log: (line: string) => void = console.error): void {
  if (reported) return;
  reported = true;
  for (const problem of settingProblems(env)) log(`configuration: ${problem} (README "Production set-up")`);
}
