/**
 * The other goal's listing. A form has one action, so the home search without JavaScript sends
 * its buy-or-rent choice as `goal` to the for-sale listing: `/for-sale/?goal=1` leads (302) to
 * `/for-rent/` with the same criteria, and `/for-rent/?goal=0` to `/for-sale/`. Server only: with
 * JavaScript the home search goes to the chosen listing at once, so the browser never needs it.
 */
import type { Lang } from '../shared/paths/languages';
import { localizedHref, toInternal, type PathTable } from '../shared/paths/path-table';
import { parseListingSearch } from '../shared/listing/search-params';

const OTHER: Record<string, { goal: 0 | 1; original: string }> = {
  '/for-sale/': { goal: 1, original: '/for-rent/' },
  '/for-rent/': { goal: 0, original: '/for-sale/' },
};

/** Where a listing URL asked with the other goal leads, or null when it is not one. */
export function otherGoalListing(table: PathTable, lang: Lang, url: URL): string | null {
  const other = OTHER[toInternal(table, lang, url.pathname.slice(3))];
  if (!other || parseListingSearch({ goal: url.searchParams.get('goal') }).goal !== other.goal) return null;
  const params = new URLSearchParams(url.search);
  params.delete('goal');
  const search = params.toString();
  return `${localizedHref(table, lang, other.original)}${search ? `?${search}` : ''}`;
}
