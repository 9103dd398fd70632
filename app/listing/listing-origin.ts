/**
 * The listing a visitor came from (docs/urls.md): a listing page's URL (its path in the
 * page's language, or the router's internal English path, plus its query) read back into the
 * listing section and its criteria, and written again as that listing's URL for one page.
 * Anything else (another site, another language, a page that is not a listing, '//host'
 * tricks) reads as null, so a detail page never links anywhere but to one of our listings.
 * Decision record 010.
 */
import type { ListQuery } from '../../shared/model/listing';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref, toInternal, type PathTable } from '../../shared/paths/path-table';
import { parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';

/** The listing pages (original paths) and the fixed part of their query (as their routes). */
export const LISTING_SECTIONS: Readonly<Record<string, Partial<ListQuery>>> = {
  '/for-sale/': { goal: 0 },
  '/for-rent/': { goal: 1 },
  '/new-properties/': { isNew: true },
  '/arrival-properties/': { arriving: true },
  '/discreet-properties/': { discreet: true },
};

export interface ListingOrigin {
  /** The listing's original path, e.g. '/for-sale/'. */
  original: string;
  /** Its criteria, sort, page and view, read as the listing page reads them. */
  search: ListingSearch;
}

const BASE = 'http://listing.invalid';

/**
 * Reads a URL: a path ('/fr/a-vendre/?city=Liège&page=2') or, when `origin` is given, an absolute
 * URL of that origin (a Referer header). Null when it is not one of this language's listings.
 */
export function readListingOrigin(url: unknown, lang: Lang, table: PathTable, origin?: string): ListingOrigin | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2000) return null;
  let parsed: URL;
  try {
    if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) parsed = new URL(url, BASE);
    else if (origin && URL.canParse(url) && new URL(url).origin === origin) parsed = new URL(url);
    else return null;
  } catch {
    return null;
  }
  const prefix = `/${lang}/`;
  if (!parsed.pathname.startsWith(prefix)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(parsed.pathname.slice(prefix.length - 1));
  } catch {
    return null;
  }
  const original = rest in LISTING_SECTIONS ? rest : toInternal(table, lang, rest);
  if (!(original in LISTING_SECTIONS)) return null;
  const raw: Record<string, string> = Object.create(null);
  for (const [key, value] of parsed.searchParams) raw[key] ??= value;
  return { original, search: parseListingSearch(raw) };
}

/** The listing's criteria for one of its pages (page 1 is left out, as the listing writes it). */
export function searchForPage(search: ListingSearch, page: number): ListingSearch {
  const { page: _page, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
}

/** The listing's localized URL at one page: what a detail page's `?from=` carries. */
export function listingOriginHref(o: ListingOrigin, lang: Lang, table: PathTable, page = o.search.page ?? 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchForPage(o.search, page))) {
    if (value !== undefined && value !== false) params.set(key, value === true ? '1' : String(value));
  }
  const query = params.toString();
  return `${localizedHref(table, lang, o.original)}${query ? `?${query}` : ''}`;
}
