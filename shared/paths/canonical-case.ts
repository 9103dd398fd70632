/**
 * Paths that differ from a known page only by letter case ('/en/disclaimer/' for
 * '/en/Disclaimer/', '/EN/for-sale/' for '/en/for-sale/'): the canonical spelling to redirect to.
 * The language segment and the longest page prefix of the path table are compared without case;
 * the tail below the page (a property's city, title and id) is kept as it is. A path that could
 * leave the site once used as a Location ('//host', backslashes) is never given a target.
 */
import type { Lang } from './languages';
import type { PathTable } from './path-table';

/** True when a path is safe as a same-site redirect target: one leading slash, no backslash. */
export function isSafeLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/\\|%5c/i.test(path);
}

/** The longest of `prefixes` that starts `path` when case is ignored, on segment boundaries. */
function longestPrefixIgnoringCase(path: string, prefixes: Iterable<string>): string | undefined {
  const lower = (path.endsWith('/') ? path : `${path}/`).toLowerCase();
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (prefix !== '/' && lower.startsWith(prefix.toLowerCase()) && (!best || prefix.length > best.length))
      best = prefix;
  }
  return best;
}

/** Fixes the case of the page prefix of `rest` (a path below the language, or unprefixed). */
function fixPrefix(rest: string, prefixes: Iterable<string>): string {
  const prefix = longestPrefixIgnoringCase(rest, prefixes);
  return prefix && rest.length >= prefix.length ? `${prefix}${rest.slice(prefix.length)}` : rest;
}

/**
 * The canonical spelling of `path` (a URL pathname, still percent-encoded), or null when its case
 * is already canonical, when no known page matches it, or when it is not a safe local path.
 * Unprefixed paths are matched against the original paths (the caller then adds the default
 * language); prefixed ones against that language's localized paths.
 */
export function canonicalCase(table: PathTable, languages: readonly Lang[], path: string): string | null {
  if (!isSafeLocalPath(path)) return null;
  const code = path.slice(1, 3).toLowerCase();
  const lang = (path.length === 3 || path[3] === '/') && languages.find((l) => l === code);
  const fixed = lang
    ? `/${lang}${fixPrefix(
        path.slice(3) || '/',
        table.entries.map((e) => encodeURI(e.paths[lang])),
      )}`
    : fixPrefix(
        path,
        table.entries.map((e) => encodeURI(e.original)),
      );
  return fixed !== path && isSafeLocalPath(fixed) ? fixed : null;
}
