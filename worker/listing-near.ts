/**
 * A listing asked around a city without JavaScript (docs/search.md "Search by area"): the filter
 * form sends `city` + `radius`; the page answers 303 with the canonical URL, where the city's
 * centre is `near` and `city` is dropped (app/listing/city-radius.ts), so that every way to
 * the same search shows one URL, written as the router writes it (app/router/search-codec.ts),
 * so no second redirect follows. Empty parameters (the form sends every field) are left out.
 * A city the catalogue does not know, or without a centre, is no redirect: the page shows the
 * city's list and ignores the lone radius, as it ignores any value it cannot use.
 */
import type { Lang } from '../shared/paths/languages';
import { nearOfCity } from '../app/listing/city-radius';
import { isEmpty } from '../shared/format/text';
import { parseListingSearch } from '../shared/listing/search-params';
import { stringifySearch } from '../app/router/search-codec';
import type { Catalogue } from './provider/core';

/** Where a listing URL with `city` + `radius` leads, or null when it is not one (or has no centre). */
export async function nearListing(
  url: URL,
  lang: Lang,
  catalogue: Pick<Catalogue, 'listCities'>,
): Promise<string | null> {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => !isEmpty(value)));
  if (!raw.city || !raw.radius) return null;
  const near = nearOfCity(raw, await catalogue.listCities(lang, 'all'));
  if (!near) return null;
  const { page: _page, ...search } = parseListingSearch(near);
  return `${url.pathname}${stringifySearch(search)}`;
}
