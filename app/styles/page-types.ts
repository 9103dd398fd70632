/**
 * The page types, each with its own set of style parts (client/styles/pages/{type}.css, decision
 * record 030), and the rule that tells a rendered page's type from the router's matches: a page
 * that answers not found or an error is an 'error' page whatever its route; otherwise the deepest
 * route's declared type (`staticData.pageType` in app/routes/routes.tsx), 'content' when none.
 */
export const PAGE_TYPES = [
  'home',
  'listing',
  'projects',
  'property',
  'project',
  'content',
  'owner',
  'favourites',
  'error',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const isPageType = (value: unknown): value is PageType => PAGE_TYPES.includes(value as PageType);

/** What the rule reads of a route match. */
export interface MatchedRoute {
  status: string;
  staticData?: { pageType?: unknown };
}

export function pageTypeOf(matches: readonly MatchedRoute[]): PageType {
  if (matches.length === 0 || matches.some((m) => m.status === 'notFound' || m.status === 'error')) return 'error';
  const declared = matches[matches.length - 1]!.staticData?.pageType;
  return isPageType(declared) ? declared : 'content';
}
