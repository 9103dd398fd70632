/**
 * GET /api/search?q=TEXT&lang=L (docs/search.md): `{ types, cities, properties }` for the home
 * search panel. Empty `q` gives every type with counts; matching ignores accents and case; a
 * numeric `q` matches a property ID exactly (and postcodes); cities match any of their names.
 * Bad parameters answer 400 `{ error }`, never 500; `lang` defaults to the site's default.
 */
import { Hono } from 'hono';
import siteConfig from '../../config/site.json';
import { parseSearchQuery } from '../../shared/model/query';
import { isLang, type Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import { catalogueFor } from '../provider/select';
import { visitorLimited } from '../middleware/visitor-limit';

const FALLBACK_LANG: Lang = isLang(siteConfig.defaultLanguage) ? siteConfig.defaultLanguage : 'en';

export const searchApi = new Hono<AppEnv>();

searchApi.get('/search', async (c) => {
  const parsed = parseSearchQuery(c.req.query(), FALLBACK_LANG);
  if (!parsed.ok) return badQuery(c, parsed.error);
  // A visitor's text: rate-limited per address (../middleware/visitor-limit.ts).
  if (parsed.value.q.trim()) {
    const limited = await visitorLimited(c, 'search', parsed.value.lang, true);
    if (limited) return limited;
  }
  const catalogue = c.get('catalogue') ?? catalogueFor(c.env);
  return c.json(await catalogue.search(parsed.value.q, parsed.value.lang), 200, {
    'Cache-Control': 'public, max-age=60',
  });
});
