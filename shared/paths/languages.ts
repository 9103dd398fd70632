/**
 * Languages of the site and the language-from-path rule (docs/urls.md):
 * the first path segment is the language when it is an enabled language code followed by '/';
 * otherwise the configured default language applies.
 */
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path asks for, or null when its first segment is not an enabled language. */
export function languageInPath(path: string, enabled: readonly Lang[]): Lang | null {
  const code = path.slice(1, 3);
  if (path[0] !== '/' || (path.length !== 3 && path[3] !== '/')) return null;
  return isLang(code) && enabled.includes(code) ? code : null;
}

/** The language to apply for a path: the one it names, or the default. */
export function languageFromPath(path: string, enabled: readonly Lang[], fallback: Lang): Lang {
  return languageInPath(path, enabled) ?? fallback;
}

/** The path without its language prefix ('/fr/a-vendre/' → '/a-vendre/'); unchanged without one. */
export function stripLanguage(path: string, enabled: readonly Lang[]): string {
  const lang = languageInPath(path, enabled);
  if (!lang) return path;
  const rest = path.slice(3);
  return rest === '' ? '/' : rest;
}
