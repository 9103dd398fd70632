/**
 * The router's URL rewrite: the language stays a real first segment ($lang); only the slugs after
 * it are translated through the path table ('/fr/a-vendre/' ⇄ '/fr/for-sale/'). Input and output
 * are exact inverses (tests check it), or the router would answer 307 to the internal path.
 */
import type { LocationRewrite } from '@tanstack/react-router';
import { isLang } from '../../shared/paths/languages';
import { toInternal, toLocalized, type PathTable } from '../../shared/paths/path-table';

function mapPath(pathname: string, fn: (lang: 'en' | 'nl' | 'fr' | 'de', rest: string) => string): string {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  const lang = match?.[1];
  if (!match || !isLang(lang)) return pathname;
  return `/${lang}${fn(lang, match[2] ?? '/')}`;
}

export function localizedToInternal(table: PathTable, pathname: string): string {
  return mapPath(pathname, (lang, rest) => toInternal(table, lang, rest));
}

export function internalToLocalized(table: PathTable, pathname: string): string {
  return mapPath(pathname, (lang, rest) => toLocalized(table, lang, rest));
}

/** A rewrite of the URL's path by `map` (undefined when it leaves the path as it is). */
const rewritePath =
  (map: (table: PathTable, pathname: string) => string, table: PathTable) =>
  ({ url }: { url: URL }): URL | undefined => {
    const next = map(table, url.pathname);
    if (next === url.pathname) return undefined;
    const out = new URL(url.href);
    out.pathname = next;
    return out;
  };

export function createRewrite(table: PathTable): LocationRewrite {
  return {
    input: rewritePath(localizedToInternal, table),
    output: rewritePath(internalToLocalized, table),
  };
}
