/**
 * GET /api/properties (docs/search.md): a page of properties for the listing filters, as
 * `{ items, page, pages, total }`. Query parameters are validated (shared/model/query.ts): a bad
 * one answers 400 `{ error }`, never 500; `lang` defaults to the site's default language. The
 * catalogue comes from the request (middleware/provider.ts, behind the KV cache, which also
 * writes Server-Timing), or straight from catalogueFor when mounted alone (tests).
 */
import { Hono } from 'hono';
import siteConfig from '../../config/site.json';
import { parsePropertiesQuery } from '../../shared/model/query';
import { isLang, type Lang } from '../../shared/paths/languages';
import type { AppEnv } from '../env';
import { catalogueFor } from '../provider/select';

const FALLBACK_LANG: Lang = isLang(siteConfig.defaultLanguage) ? siteConfig.defaultLanguage : 'en';

export const propertiesApi = new Hono<AppEnv>();

propertiesApi.get('/properties', async (c) => {
  const parsed = parsePropertiesQuery(c.req.query(), FALLBACK_LANG);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const catalogue = c.get('catalogue') ?? catalogueFor(c.env);
  return c.json(await catalogue.listProperties(parsed.value), 200, { 'Cache-Control': 'public, max-age=60' });
});
