/**
 * The site's configuration, read from config/site.json through this module only, checked against
 * its schema (app/config/schema.ts; a wrong value fails with a message naming the field) by
 * the build, which writes the configuration it checked to worker/generated/site-config.json. On
 * first use the worker takes config/site.json as it is when it is that same configuration, and
 * checks it itself only when it changed since the build (an edit `wrangler dev` reloaded).
 *
 * It also holds the site's one language rule: a language a request names (its path, a `lang`
 * query parameter, a posted `lang` field, a stored row) counts when it is a language in use;
 * anything else reads as the configured default language, the only fallback there is. Code past
 * that point takes a `Lang` and never checks it again.
 */
import rawConfig from '../../config/site.json';
import checkedConfig from '../generated/site-config.json';
import { parseSiteConfig, type SiteConfig } from '../../app/config/schema';
import { arktypeReady } from '../../app/schema/arktype';
import { isLang, type Lang } from '../../shared/paths/languages';

export interface Site {
  /** The validated configuration. */
  config: SiteConfig;
  /** The language of unprefixed paths and of every request that names no language in use. */
  defaultLang: Lang;
  /** The languages in use, in the configuration's order. */
  languages: Lang[];
}

let site: Site | undefined;

/**
 * The configuration `raw`: `checked` (what the build checked) when it is the same configuration,
 * otherwise `raw` checked here (a wrong value throws, naming the field).
 */
export function configOf(raw: unknown, checked: unknown): SiteConfig {
  return JSON.stringify(raw) === JSON.stringify(checked) ? (checked as SiteConfig) : parseSiteConfig(raw);
}

let sameAsBuilt: boolean | undefined;

/**
 * Resolves when `siteOf()` can be called: at once when config/site.json is the configuration the
 * build checked, after loading arktype when the worker must check it itself. The worker's
 * handlers (worker/index.ts) await it before anything else.
 */
export function siteReady(): Promise<void> {
  sameAsBuilt ??= JSON.stringify(rawConfig) === JSON.stringify(checkedConfig);
  return sameAsBuilt ? Promise.resolve() : arktypeReady();
}

/** The site's configuration, its default language and its languages (read on the first call). */
export function siteOf(): Site {
  if (!site) {
    const config = configOf(rawConfig, checkedConfig);
    site = {
      config,
      defaultLang: config.defaultLanguage,
      languages: config.languages.filter((l) => l.use).map((l) => l.code),
    };
  }
  return site;
}

/** The language in use that `value` names, or null (not a language code, or one the site does not use). */
export function langInUse(value: unknown): Lang | null {
  return isLang(value) && siteOf().languages.includes(value) ? value : null;
}

/** The language in use that `value` names; otherwise the site's default language. */
export function langOrDefault(value: unknown): Lang {
  return langInUse(value) ?? siteOf().defaultLang;
}
