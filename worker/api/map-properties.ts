/**
 * GET /api/map-properties (docs/api.md): the markers of a listing's map, `MapProperty[]`
 * (shared/listing/map-message.ts: id, position, title, price text, place, link, photo, marquee)
 * in the asked language, for the same query parameters as /api/properties (one page; a listing's
 * map asks for its first 48). The islands render's map panel fetches them (decision record 022, amendment 031):
 * a listing's markers are not written into its HTML. Bad parameters answer 400 `{ error }`.
 */
import { Hono } from 'hono';
import { parsePropertiesQuery } from '../../app/model/query';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { textsFor } from '../../shared/i18n/i18n';
import { mapMarkers } from '../../app/listing/map-setup';
import type { AppEnv } from '../env';
import { badQuery } from './bad-query';
import { withCityCentre } from './properties';
import { visitorLimited } from '../middleware/visitor-limit';
import { partsOf } from '../middleware/provider';

export const mapPropertiesApi = new Hono<AppEnv>();

mapPropertiesApi.get('/map-properties', async (c) => {
  // Map data, for any area a visitor draws: rate-limited per address (../middleware/visitor-limit.ts).
  const limited = await visitorLimited(c, 'map', c.get('lang'), true);
  if (limited) return limited;
  const catalogue = partsOf(c).catalogue;
  const parsed = parsePropertiesQuery(await withCityCentre(c.req.query(), catalogue, c.get('lang')), c.get('lang'));
  if (!parsed.ok) return badQuery(c, parsed.error);
  const { lang } = parsed.value;
  const { items } = await catalogue.listProperties(parsed.value);
  loadAllLanguages();
  return c.json(mapMarkers(items, lang, textsFor(lang)), 200, { 'Cache-Control': 'public, max-age=60' });
});
