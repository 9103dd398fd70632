/**
 * The path table (docs/urls.md): original paths ⇄ per-language paths, with breadcrumbs
 * and an optional external link. Built from the site map (content/site-map.json).
 *
 * Translation works on path prefixes, so dynamic pages below a section keep their tail:
 * '/fr/a-vendre/liege/maison/12/' ⇄ '/fr/for-sale/liege/maison/12/'. `toInternal` and
 * `toLocalized` are exact inverses for every path (tests check it), which the router's
 * `rewrite` needs.
 */
import type { Lang } from './languages';
import { formerSlugify, slugify } from './slug';

export interface SiteMapEntry {
  /** Stable id, used for parent links and page content. */
  id: string;
  /** Parent entry id; the child's path is the parent's path plus the child's own segment. */
  parentId?: string | null;
  /** Original (internal) segment or path below the parent, e.g. 'for-sale' or 'vente'. */
  original: string;
  /** Display name per language; the localized segment is built from it unless `slug` gives one. */
  name: Record<Lang, string>;
  /** Localized segment per language, when it must differ from slugify(name). */
  slug?: Partial<Record<Lang, string>>;
  /** An external link that replaces the page (menus link out). */
  external?: string;
  status?: string;
}

export interface Crumb {
  name: string;
  path: string;
}

export interface PathEntry {
  id: string;
  original: string;
  /** Localized path per language, without the language prefix. */
  paths: Record<Lang, string>;
  breadcrumbs: Record<Lang, Crumb[]>;
  external?: string;
}

export interface PathTable {
  entries: PathEntry[];
  byOriginal: Map<string, PathEntry>;
  byId: Map<string, PathEntry>;
  /**
   * Addresses that pages had before slugs were written as their language writes them
   * (./slug.ts: '/de/stat/vertriebsaktivitat/' before 'vertriebsaktivitaet'): the former
   * '/{lang}{path}' → the current one, for a permanent redirect.
   */
  byFormer: Map<string, string>;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** Builds the table from the site map; throws on duplicates (ignoring case), which would break the inverse. */
export function buildPathTable(siteMap: readonly SiteMapEntry[], languages: readonly Lang[]): PathTable {
  const byIdRaw = new Map(siteMap.map((e) => [e.id, e]));
  const entries: PathEntry[] = [];
  const byOriginal = new Map<string, PathEntry>();
  const byId = new Map<string, PathEntry>();
  const byFormer = new Map<string, string>();
  const formerPaths = new Map<string, Record<Lang, string>>();
  const resolve = (entry: SiteMapEntry, seen: Set<string>): PathEntry => {
    const done = byId.get(entry.id);
    if (done) return done;
    if (seen.has(entry.id)) throw new Error(`site map: cycle at '${entry.id}'`);
    seen.add(entry.id);
    const parent = entry.parentId ? byIdRaw.get(entry.parentId) : undefined;
    if (entry.parentId && !parent) throw new Error(`site map: '${entry.id}' has unknown parent '${entry.parentId}'`);
    const parentEntry = parent ? resolve(parent, seen) : undefined;
    const own = trimSlashes(entry.original);
    const original = `${parentEntry ? parentEntry.original : '/'}${own ? `${own}/` : ''}`;
    const paths = {} as Record<Lang, string>;
    const formers = {} as Record<Lang, string>;
    const breadcrumbs = {} as Record<Lang, Crumb[]>;
    for (const lang of languages) {
      const segment = own === '' ? '' : trimSlashes(entry.slug?.[lang] ?? slugify(entry.name[lang], lang));
      const path = `${parentEntry ? parentEntry.paths[lang] : '/'}${segment ? `${segment}/` : ''}`;
      paths[lang] = path;
      const formerSegment = own === '' ? '' : trimSlashes(entry.slug?.[lang] ?? formerSlugify(entry.name[lang]));
      const parentFormer = parentEntry ? (formerPaths.get(parentEntry.id)?.[lang] ?? parentEntry.paths[lang]) : '/';
      formers[lang] = `${parentFormer}${formerSegment ? `${formerSegment}/` : ''}`;
      if (formers[lang] !== path) byFormer.set(`/${lang}${formers[lang]}`, `/${lang}${path}`);
      breadcrumbs[lang] = [
        ...(parentEntry?.breadcrumbs[lang] ?? []),
        { name: entry.name[lang], path: `/${lang}${path}` },
      ];
    }
    const result: PathEntry = {
      id: entry.id,
      original,
      paths,
      breadcrumbs,
      ...(entry.external ? { external: entry.external } : {}),
    };
    byId.set(entry.id, result);
    formerPaths.set(entry.id, formers);
    return result;
  };
  // Paths are unique ignoring case, so a path in the wrong case has one canonical spelling.
  const originals = new Set<string>();
  for (const entry of siteMap) {
    const resolved = resolve(entry, new Set());
    if (originals.has(resolved.original.toLowerCase()))
      throw new Error(`site map: duplicate path '${resolved.original}'`);
    originals.add(resolved.original.toLowerCase());
    byOriginal.set(resolved.original, resolved);
    entries.push(resolved);
  }
  for (const lang of languages) {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const other = seen.get(entry.paths[lang].toLowerCase());
      if (other)
        throw new Error(`site map: '${entry.id}' and '${other}' share the ${lang} path '${entry.paths[lang]}'`);
      seen.set(entry.paths[lang].toLowerCase(), entry.id);
    }
  }
  // A former address that is some page's current one stays that page's.
  for (const entry of entries) for (const lang of languages) byFormer.delete(`/${lang}${entry.paths[lang]}`);
  return { entries, byOriginal, byId, byFormer };
}

/** Longest entry whose path (chosen by `pick`) is a prefix of `path`, on segment boundaries. */
function longestPrefix(table: PathTable, path: string, pick: (e: PathEntry) => string): PathEntry | undefined {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  let best: PathEntry | undefined;
  for (const entry of table.entries) {
    const prefix = pick(entry);
    if (prefix === '/') continue;
    if (withSlash.startsWith(prefix) && (!best || prefix.length > pick(best).length)) best = entry;
  }
  return best;
}

function swapPrefix(path: string, from: string, to: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const swapped = `${to}${withSlash.slice(from.length)}`;
  return path.endsWith('/') ? swapped : swapped.slice(0, -1);
}

/**
 * A localized path (without language prefix) → the original path. A path that no localized
 * prefix matches is returned unchanged, unless an original prefix matches it: such a path is
 * not canonical in this language, and is returned marked so the caller can redirect.
 */
export function toInternal(table: PathTable, lang: Lang, localized: string): string {
  const entry = longestPrefix(table, localized, (e) => e.paths[lang]);
  return entry ? swapPrefix(localized, entry.paths[lang], entry.original) : localized;
}

/** An original path → the localized path (without language prefix). */
export function toLocalized(table: PathTable, lang: Lang, original: string): string {
  const entry = longestPrefix(table, original, (e) => e.original);
  return entry ? swapPrefix(original, entry.original, entry.paths[lang]) : original;
}

/** The full localized URL path of an original path: '/fr' + toLocalized(...). */
export function localizedHref(table: PathTable, lang: Lang, original: string): string {
  return `/${lang}${toLocalized(table, lang, original)}`;
}
