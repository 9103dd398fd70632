/**
 * GET /api/search?q=TEXT&lang=L&goal=0|1 (docs/search.md): `{ types, cities, properties, reading }`
 * for the home search panel. Empty `q` gives every type with counts; matching ignores accents and
 * case; a numeric `q` matches a property ID exactly (and postcodes); cities match any of their
 * names. `reading` (for a non-empty `q`) is what the whole text says and where Enter leads
 * (worker/search/resolve.ts): its sentence in the visitor's language, its address, the number of
 * properties there (none for a property), the words not understood; `goal` is the visitor's
 * buy-or-rent choice. Bad parameters answer 400 `{ error }`, never 500; `lang` defaults to the
 * site's default.
 */
import { Hono } from 'hono';
import { parseSearchQuery } from '../../app/model/query';
import type { Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import type { Catalogue } from '../provider/core';
import { MAX_QUERY_LENGTH } from '../provider/common/search-text';
import { listingQuery } from '../../shared/listing/search-params';
import { resolveSearch } from '../search/resolve';
import { readsCriteria } from '../../app/search/parse-text';
import { passesQuery } from '../search/query-match';
import { visitorLimited } from '../middleware/visitor-limit';
import { partsOf } from '../middleware/provider';

/** What the search panel shows of a reading (see the module comment). */
export interface SearchReadingView {
  label: string;
  href: string;
  /** Properties the listing shows; absent when the text names one property. */
  count?: number;
  unread: string[];
}

async function readingOf(
  q: string,
  lang: Lang,
  catalogue: Catalogue,
  goal: 0 | 1 | undefined,
): Promise<SearchReadingView | null> {
  const resolved = await resolveSearch(q.slice(0, MAX_QUERY_LENGTH), lang, catalogue, goal);
  // A text that says nothing the listing filters on (a name half typed) gets the groups only.
  if (!resolved.property && !readsCriteria(resolved.reading)) return null;
  const view: SearchReadingView = { label: resolved.label, href: resolved.href, unread: resolved.reading.unread };
  if (resolved.property || resolved.goal === undefined) return view;
  // Counted in memory on the goal's one cached catalogue read (as the alert run matches), so a new
  // text costs no provider call once that read is kept: the texts' listings are not cache keys.
  const query = listingQuery(resolved.search ?? {}, { goal: resolved.goal }, lang, 1);
  const candidates = await catalogue.alertCandidates(resolved.goal, lang);
  return { ...view, count: candidates.filter((candidate) => passesQuery(query, candidate)).length };
}

export const searchApi = new Hono<AppEnv>();

searchApi.get('/search', async (c) => {
  const parsed = parseSearchQuery(c.req.query(), c.get('lang'));
  if (!parsed.ok) return badQuery(c, parsed.error);
  // A visitor's text: rate-limited per address (../middleware/visitor-limit.ts).
  if (parsed.value.q.trim()) {
    const limited = await visitorLimited(c, 'search', parsed.value.lang, true);
    if (limited) return limited;
  }
  const catalogue = partsOf(c).catalogue;
  const { q, lang, goal } = parsed.value;
  const [result, reading] = await Promise.all([
    catalogue.search(q, lang),
    q ? readingOf(q, lang, catalogue, goal) : null,
  ]);
  return c.json(reading ? { ...result, reading } : result, 200, { 'Cache-Control': 'public, max-age=60' });
});
