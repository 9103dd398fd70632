/**
 * The worker's settings as the rest of the worker reads them: what `configOf(env)` (./env.ts)
 * gives, read once per environment from its variables and secrets.
 * - `provider`: the chosen provider and its credentials, or what makes it unusable (./provider.ts).
 * - `secrets`: each secret's usable value, in development its named development value, else null
 *   (./secrets.ts).
 * - `siteUrl`: SITE_URL's origin, for links in e-mails, or null (./site-url.ts).
 * - `turnstile`: the captcha's keys as set (null when unset); no captcha is asked without both.
 * - `blockers`: per feature, what keeps it from working (empty: it works), as `SETTING: reason`;
 *   `problems`: every problem production has, reported once per isolate (./blockers.ts).
 */
import { blockersOf, FEATURES, settingProblems, type Feature } from './blockers';
import type { Env } from './env';
import { providerChoiceOf, type ProviderChoice } from './provider';
import { SECRETS, secretValue, type Secret } from './secrets';
import { siteOriginOf } from './site-url';

export interface Config {
  /** DEVELOPMENT=1: `npm start`, `npm run dev` and the test set-ups, never a deployment. */
  development: boolean;
  provider: ProviderChoice;
  secrets: Readonly<Record<Secret, string | null>>;
  siteUrl: string | null;
  turnstile: { siteKey: string | null; secretKey: string | null };
  blockers: Readonly<Record<Feature, readonly string[]>>;
  problems: readonly string[];
}

/** The settings of an environment that fits the schema. */
export function configFrom(env: Env): Config {
  const development = env.DEVELOPMENT === '1';
  const siteUrl = siteOriginOf(env.SITE_URL, development);
  return {
    development,
    provider: providerChoiceOf(env, development),
    secrets: Object.fromEntries(SECRETS.map((s) => [s, secretValue(s, env[s], development)])) as Record<
      Secret,
      string | null
    >,
    siteUrl,
    turnstile: { siteKey: env.TURNSTILE_SITE_KEY || null, secretKey: env.TURNSTILE_SECRET_KEY || null },
    blockers: Object.fromEntries(FEATURES.map((f) => [f, blockersOf(env, f, development, siteUrl)])) as Record<
      Feature,
      string[]
    >,
    problems: settingProblems(env, development),
  };
}

const read = new WeakMap<object, Config>();

/**
 * The environment's settings, read once per environment object. The environment is checked
 * against its schema apart, once per isolate and after the first answer (./report.ts), so that a
 * page needs no schema at all.
 */
export function configOf(env: Env): Config {
  let config = read.get(env);
  if (!config) {
    config = configFrom(env);
    read.set(env, config);
  }
  return config;
}
