/**
 * Paths that differ from a known page only by letter case ('/en/disclaimer/' for
 * '/en/Disclaimer/', '/EN/for-sale/' for '/en/for-sale/'): the canonical spelling to redirect to.
 * The language segment and the longest page prefix of the path table are compared without case;
 * the tail below the page (a property's city, title and id) is kept as it is. A path that could
 * leave the site once used as a Location ('//host', backslashes) is never given a target.
 */
import type { Lang } from '../../shared/paths/languages';
import type { PathTable } from '../../shared/paths/path-table';

/** True when a path is safe as a same-site redirect target: one leading slash, no backslash. */
export function isSafeLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/\\|%5c/i.test(path);
}

interface Prefix {
  prefix: string;
  lower: string;
}

/** Each table's page prefixes per language (and the original paths), encoded, longest first: built once. */
const prefixLists = new WeakMap<PathTable, Map<Lang | '', Prefix[]>>();

function prefixesOf(table: PathTable, lang: Lang | ''): Prefix[] {
  let lists = prefixLists.get(table);
  if (!lists) {
    lists = new Map();
    prefixLists.set(table, lists);
  }
  let list = lists.get(lang);
  if (!list) {
    list = table.entries
      .map((e) => encodeURI(lang ? e.paths[lang] : e.original))
      .filter((prefix) => prefix !== '/')
      .map((prefix) => ({ prefix, lower: prefix.toLowerCase() }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    lists.set(lang, list);
  }
  return list;
}

/** Fixes the case of the page prefix of `rest` (a path below the language, or unprefixed): the longest that starts it when case is ignored. */
function fixPrefix(rest: string, prefixes: readonly Prefix[]): string {
  const lower = (rest.endsWith('/') ? rest : `${rest}/`).toLowerCase();
  const found = prefixes.find((p) => lower.startsWith(p.lower));
  return found && rest.length >= found.prefix.length ? `${found.prefix}${rest.slice(found.prefix.length)}` : rest;
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
    ? `/${lang}${fixPrefix(path.slice(3) || '/', prefixesOf(table, lang))}`
    : fixPrefix(path, prefixesOf(table, ''));
  return fixed !== path && isSafeLocalPath(fixed) ? fixed : null;
}
