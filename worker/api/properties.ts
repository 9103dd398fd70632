/**
 * GET /api/properties (docs/search.md): a page of properties for the listing filters, as
 * `{ items, page, pages, total }`. Query parameters are validated (app/model/query.ts): a bad
 * one answers 400 `{ error }`, never 500; `lang` defaults to the site's default language (../middleware/lang.ts);
 * `city` with `radius` searches around the city's centre (docs/search.md); `q` is a typed text read
 * by the search text parser (worker/search/resolve.ts): its criteria, under the parameters given
 * beside it, or the one property its reference or id names. The catalogue comes from the request (middleware/provider.ts, behind the KV cache, which also
 * writes Server-Timing), or straight from catalogueFor when mounted alone (tests).
 */
import { Hono } from 'hono';
import { parsePropertiesQuery } from '../../app/model/query';
import type { Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import type { Catalogue } from '../provider/core';
import { nearOfCity } from '../../app/listing/city-radius';
import { isEmpty } from '../../shared/format/text';
import type { Property } from '../../shared/model/property';
import { resolveSearch } from '../search/resolve';
import { visitorLimited } from '../middleware/visitor-limit';
import { partsOf } from '../middleware/provider';

/** `city` + `radius` read as `near` (the city's centre) + `radius` (app/listing/city-radius.ts); the city list is cached. */
export async function withCityCentre(
  raw: Record<string, string>,
  catalogue: Catalogue,
  lang: Lang,
): Promise<Record<string, string>> {
  if (!raw.city?.trim() || !raw.radius?.trim()) return raw;
  return nearOfCity(raw, await catalogue.listCities(lang, 'all')) ?? raw;
}

export const propertiesApi = new Hono<AppEnv>();

/**
 * `q` read into parameters (the ones given beside it win), or the property it names; `q` longer
 * than 2,000 characters is refused like `/api/search`'s.
 */
async function withText(
  raw: Record<string, string>,
  catalogue: Catalogue,
  lang: Lang,
): Promise<{ raw: Record<string, string> } | { property: Property } | { error: string }> {
  const { q, ...rest } = raw;
  if (q === undefined || isEmpty(q)) return { raw: rest };
  if (q.length > 2000) return { error: `q must be at most 2000 characters (was ${q.length})` };
  const resolved = await resolveSearch(q, lang, catalogue);
  if (resolved.property) return { property: resolved.property };
  const read: Record<string, string> = {};
  for (const [key, value] of Object.entries(resolved.search ?? {}))
    if (value !== undefined && value !== false) read[key] = value === true ? '1' : String(value);
  if (resolved.reading.goal !== undefined) read.goal = String(resolved.reading.goal);
  return { raw: { ...read, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => !isEmpty(v))) } };
}

propertiesApi.get('/properties', async (c) => {
  // A text search (a city or words typed by the visitor): rate-limited per address (../middleware/visitor-limit.ts).
  if (c.req.query('city')?.trim() || c.req.query('q')?.trim()) {
    const limited = await visitorLimited(c, 'list', c.get('lang'), true);
    if (limited) return limited;
  }
  const catalogue = partsOf(c).catalogue;
  const text = await withText(c.req.query(), catalogue, c.get('lang'));
  if ('error' in text) return badQuery(c, text.error);
  if ('property' in text)
    return c.json({ items: [text.property], page: 1, pages: 1, total: 1 }, 200, {
      'Cache-Control': 'public, max-age=60',
    });
  const raw = await withCityCentre(text.raw, catalogue, c.get('lang'));
  const parsed = parsePropertiesQuery(raw, c.get('lang'));
  if (!parsed.ok) return badQuery(c, parsed.error);
  return c.json(await catalogue.listProperties(parsed.value), 200, { 'Cache-Control': 'public, max-age=60' });
});
