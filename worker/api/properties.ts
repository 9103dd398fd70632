/**
 * GET /api/properties (docs/search.md): a page of properties for the listing filters, as
 * `{ items, page, pages, total }`. Query parameters are validated (shared/model/query.ts): a bad
 * one answers 400 `{ error }`, never 500; `lang` defaults to the site's default language;
 * `city` with `radius` searches around the city's centre (docs/search.md). The catalogue comes from the request (middleware/provider.ts, behind the KV cache, which also
 * writes Server-Timing), or straight from catalogueFor when mounted alone (tests).
 */
import { Hono } from 'hono';
import siteConfig from '../../config/site.json';
import { parsePropertiesQuery } from '../../shared/model/query';
import { isLang, type Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import { catalogueFor } from '../provider/select';
import type { Catalogue } from '../provider/types';
import { nearOfCity } from '../../shared/listing/city-radius';
import { visitorLimited } from '../middleware/visitor-limit';

const FALLBACK_LANG: Lang = isLang(siteConfig.defaultLanguage) ? siteConfig.defaultLanguage : 'en';

/** `city` + `radius` read as `near` (the city's centre) + `radius` (shared/listing/city-radius.ts); the city list is cached. */
export async function withCityCentre(
  raw: Record<string, string>,
  catalogue: Catalogue,
): Promise<Record<string, string>> {
  if (!raw.city?.trim() || !raw.radius?.trim()) return raw;
  const lang = raw.lang && isLang(raw.lang) ? raw.lang : FALLBACK_LANG;
  return nearOfCity(raw, await catalogue.listCities(lang, 'all')) ?? raw;
}

export const propertiesApi = new Hono<AppEnv>();

propertiesApi.get('/properties', async (c) => {
  // A text search (a city typed by the visitor): rate-limited per address (../middleware/visitor-limit.ts).
  if (c.req.query('city')?.trim()) {
    const lang = c.req.query('lang');
    const limited = await visitorLimited(c, 'list', lang && isLang(lang) ? lang : FALLBACK_LANG, true);
    if (limited) return limited;
  }
  const catalogue = c.get('catalogue') ?? catalogueFor(c.env);
  const raw = await withCityCentre(c.req.query(), catalogue);
  const parsed = parsePropertiesQuery(raw, FALLBACK_LANG);
  if (!parsed.ok) return badQuery(c, parsed.error);
  return c.json(await catalogue.listProperties(parsed.value), 200, { 'Cache-Control': 'public, max-age=60' });
});
