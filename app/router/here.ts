/**
 * The page being drawn, as the visitor's address bar reads it: its public (localized) path and
 * its search. Links are plain `<a href>` (no router runs in the browser, decision record 022), so
 * a link to this page with other parameters (a page of results, the map view) is written from
 * here with the router's own search codec, and a link to the page itself is marked current.
 */
import { useRouterState } from '@tanstack/react-router';
import { encodedHref } from '../paths/links';
import { stringifySearch } from './search-codec';

type Search = Record<string, unknown>;

/** The public path of the page being drawn ('/fr/a-vendre/'), without search or hash. */
export function useCurrentPath(): string {
  return useRouterState({ select: (s) => s.location.publicHref.split(/[?#]/)[0] ?? '/' });
}

/** The search of the page being drawn: the URL's parameters as its leaf route read them. */
export function useCurrentSearch(): Search {
  return useRouterState({
    select: (s) => (s.matches[s.matches.length - 1]?.search ?? s.location.search) as Search,
  });
}

/** A path (non-ASCII percent-encoded) with a search object written as the router writes it (empty and undefined values left out). */
export const withSearch = (path: string, search: Search): string => `${encodedHref(path)}${stringifySearch(search)}`;

/** This page's address with its search changed by `change`. */
export function useHereWith(): (change: (search: Search) => Search) => string {
  const path = useCurrentPath();
  const search = useCurrentSearch();
  return (change) => withSearch(path, change(search));
}
