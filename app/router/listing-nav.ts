/**
 * The detail page's way through the listing it was opened from (docs/search.md, decision
 * record 010), loaded with the detail page (never part of the home or listing first load).
 * Where the listing comes from, first found wins:
 * 1. the detail URL's `?from=` (only the detail page's own previous/next links write it);
 * 2. in the browser, the page the router showed before (an in-app click on a listing card);
 * 3. on the server, the Referer header of this site (a card opened without JavaScript, or in a new tab).
 * The listing is read again with the same criteria, sort and page size, streamed (the page never
 * waits for it); any failure gives no steps, only 'back to results' (never an error page).
 */
import type { RouterContext } from './context';
import type { Lang } from '../../shared/paths/languages';
import type { Property } from '../../shared/model/property';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/model/listing';
import { pathTable } from '../../shared/content/path-table-instance';
import { propertyHref } from '../../shared/paths/property-path';
import { listingQuery } from '../../shared/listing/search-params';
import {
  LISTING_SECTIONS,
  listingOriginHref,
  readListingOrigin,
  searchForPage,
  type ListingOrigin,
} from '../listing/listing-origin';
import { findNeighbours, type Neighbour } from '../listing/neighbours';
import type { ListingSearch } from '../../shared/listing/search-params';

export interface NavStep {
  /** The neighbour's localized detail path, and the listing URL its own page carries as `?from=`. */
  href: string;
  from: string;
  title: string;
}

export interface ListingNav {
  /** The listing to go back to: its original path and search (page and view included). */
  back: { original: string; search: ListingSearch };
  /** Streams: the listing is read again (the page never waits for it). */
  steps: Promise<NavSteps>;
}

export interface NavSteps {
  prev: NavStep | null;
  next: NavStep | null;
  /** Position in the listing and its size; absent when the property is no longer on that page. */
  position?: number;
  total?: number;
}

/** What the router context may carry beyond data: the request's origin and Referer (server). */
type NavContext = RouterContext & { origin?: string; referrer?: string };

interface BrowserRouter {
  state?: { resolvedLocation?: { publicHref?: string; href?: string } };
}

/** The URL of the page shown before this navigation (browser), from the router instance. */
function previousPage(): string | undefined {
  const router = (globalThis as { __TSR_ROUTER__?: BrowserRouter }).__TSR_ROUTER__;
  const previous = router?.state?.resolvedLocation;
  return previous?.publicHref ?? previous?.href;
}

/** The listing this detail page was reached from, or null. */
export function listingOriginOf(context: NavContext, lang: Lang, from: unknown): ListingOrigin | null {
  const explicit = readListingOrigin(from, lang, pathTable);
  if (explicit) return explicit;
  if (typeof document !== 'undefined') return readListingOrigin(previousPage(), lang, pathTable, location.origin);
  return readListingOrigin(context.referrer, lang, pathTable, context.origin);
}

/** Previous and next of property `id` in the listing `origin`; never rejects (no steps on any failure). */
export async function loadNavSteps(
  context: NavContext,
  lang: Lang,
  id: number,
  origin: ListingOrigin,
): Promise<NavSteps> {
  try {
    const map = origin.search.view === 'map';
    const pageSize = map ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE;
    const query = listingQuery(origin.search, LISTING_SECTIONS[origin.original] ?? {}, lang, pageSize);
    if (map) query.page = 1;
    const current = await context.data.properties(query);
    const found = await findNeighbours(id, current, pageSize, (page) => context.data.properties({ ...query, page }));
    if (!found) return { prev: null, next: null };
    const step = (n: Neighbour<Property> | null): NavStep | null =>
      n && {
        href: propertyHref(pathTable, lang, n.item),
        from: listingOriginHref(
          { original: origin.original, search: searchForPage(origin.search, n.page) },
          lang,
          pathTable,
        ),
        title: n.item.Title,
      };
    return { prev: step(found.prev), next: step(found.next), position: found.position, total: found.total };
  } catch {
    return { prev: null, next: null };
  }
}
