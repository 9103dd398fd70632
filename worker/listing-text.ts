/**
 * A listing asked with the words a visitor typed (docs/search.md "Words a visitor types"): the
 * home search and the not-found page's search send the text as `q` to the for-sale listing (with
 * the buy-or-rent choice as `goal`), with or without JavaScript, when Enter is pressed without
 * picking a suggestion. The page answers 303 with where the text leads (./search/resolve.ts): a
 * property's page, or the listing of its criteria as the router writes it (no second redirect),
 * with `unread` naming the words that were not understood (the listing says so). Other
 * parameters of the address (a sort, a view) are kept unless the text says otherwise.
 */
import { isEmpty } from '../shared/format/text';
import type { Lang } from '../shared/paths/languages';
import { toInternal, type PathTable } from '../shared/paths/path-table';
import { MAX_QUERY_LENGTH } from './provider/common/search-text';
import type { Catalogue } from './provider/core';
import { resolveSearch } from './search/resolve';

const LISTINGS: Record<string, 0 | 1> = { '/for-sale/': 0, '/for-rent/': 1 };

/** The parameter of the listing that names the words the search did not understand. */
export const UNREAD_PARAM = 'unread';

/** Where a listing URL with `q` leads, or null when it is not one. */
export async function textListing(
  url: URL,
  lang: Lang,
  table: PathTable,
  catalogue: Pick<Catalogue, 'listCities' | 'listTypes' | 'search'>,
): Promise<string | null> {
  const listingGoal = LISTINGS[toInternal(table, lang, url.pathname.slice(lang.length + 1))];
  if (listingGoal === undefined || !url.searchParams.has('q')) return null;
  const text = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const asked = url.searchParams.get('goal');
  const chosen = asked === '1' ? 1 : asked === '0' ? 0 : listingGoal;
  const rest = new URLSearchParams(url.search);
  for (const key of ['q', 'goal', UNREAD_PARAM, 'page']) rest.delete(key);
  if (isEmpty(text)) {
    const kept = rest.toString();
    return `${url.pathname.replace(/[^/]*$/, '')}${kept ? `?${kept}` : ''}`;
  }
  const resolved = await resolveSearch(text, lang, catalogue, chosen);
  if (resolved.property) return resolved.href;
  const target = new URL(resolved.href, url);
  for (const [key, value] of rest)
    if (!target.searchParams.has(key) && !isEmpty(value)) target.searchParams.set(key, value);
  if (resolved.reading.unread.length)
    target.searchParams.set(UNREAD_PARAM, resolved.reading.unread.join(' ').slice(0, 100));
  return `${target.pathname}${target.search}`;
}
