/**
 * GET /api/map-properties (docs/api.md): the markers of a listing's map, `MapProperty[]`
 * (shared/listing/map-message.ts: id, position, title, price text, place, link, photo, marquee)
 * in the asked language, for the same query parameters as /api/properties (one page; a listing's
 * map asks for its first 48). The islands render's map panel fetches them (decision record 022, amendment 031):
 * a listing's markers are not written into its HTML. Bad parameters answer 400 `{ error }`.
 */
import { Hono } from 'hono';
import siteConfig from '../../config/site.json';
import { parsePropertiesQuery } from '../../shared/model/query';
import { isLang, type Lang } from '../../shared/paths/languages';
import { loadAllLanguages } from '../../shared/i18n/load-server';
import { textsFor } from '../../shared/i18n/i18n';
import { mapMarkers } from '../../shared/listing/map-setup';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import { catalogueFor } from '../provider/core/select';
import { withCityCentre } from './properties';
import { visitorLimited } from '../middleware/visitor-limit';

const FALLBACK_LANG: Lang = isLang(siteConfig.defaultLanguage) ? siteConfig.defaultLanguage : 'en';

export const mapPropertiesApi = new Hono<AppEnv>();

mapPropertiesApi.get('/map-properties', async (c) => {
  // Map data, for any area a visitor draws: rate-limited per address (../middleware/visitor-limit.ts).
  const asked = c.req.query('lang');
  const limited = await visitorLimited(c, 'map', asked && isLang(asked) ? asked : FALLBACK_LANG, true);
  if (limited) return limited;
  const catalogue = c.get('catalogue') ?? catalogueFor(c.env);
  const parsed = parsePropertiesQuery(await withCityCentre(c.req.query(), catalogue), FALLBACK_LANG);
  if (!parsed.ok) return badQuery(c, parsed.error);
  const { lang } = parsed.value;
  const { items } = await catalogue.listProperties(parsed.value);
  loadAllLanguages();
  return c.json(mapMarkers(items, lang, textsFor(lang)), 200, { 'Cache-Control': 'public, max-age=60' });
});
