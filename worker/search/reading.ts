/**
 * What the home search panel shows of typed text (docs/search.md "Words a visitor types"): the
 * whole text's reading (./resolve.ts), its sentence in the visitor's language, its address, the
 * number of properties there (none for a property) and the words not understood. A text that says
 * nothing the listing filters on (a name half typed) has none: the panel shows the groups only.
 */
import type { Catalogue } from '../provider/core';
import { MAX_QUERY_LENGTH } from '../provider/common/search-text';
import type { Lang } from '../../shared/paths/languages';
import type { SearchReading } from '../../shared/api/browser-api';
import { listingQuery } from '../../shared/listing/search-params';
import { readsCriteria } from '../../app/search/parse-text';
import { resolveSearch } from './resolve';
import { passesQuery } from './query-match';

/** `goal`: the visitor's buy-or-rent choice beside the search field. */
export async function readingOf(
  q: string,
  lang: Lang,
  catalogue: Catalogue,
  goal: 0 | 1 | undefined,
): Promise<SearchReading | null> {
  const resolved = await resolveSearch(q.slice(0, MAX_QUERY_LENGTH), lang, catalogue, goal);
  // A text that says nothing the listing filters on (a name half typed) gets the groups only.
  if (!resolved.property && !readsCriteria(resolved.reading)) return null;
  const view: SearchReading = { label: resolved.label, href: resolved.href, unread: resolved.reading.unread };
  if (resolved.property || resolved.goal === undefined) return view;
  // Counted in memory on the goal's one cached catalogue read (as the alert run matches), so a new
  // text costs no provider call once that read is kept: the texts' listings are not cache keys.
  const query = listingQuery(resolved.search ?? {}, { goal: resolved.goal }, lang, 1);
  const candidates = await catalogue.alertCandidates(resolved.goal, lang);
  return { ...view, count: candidates.filter((candidate) => passesQuery(query, candidate)).length };
}
