/**
 * Catalogue JSON for the browser's loaders (docs/api.md besides /api/properties and
 * /api/search): totals, types, cities, one property and its similar ones, projects. Bad
 * parameters answer 400 with a clear message; unknown ids 404; provider failures 503.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import type { Lang } from '../../shared/paths/languages';
import { withAgentPhone } from '../format/agent-phone';
import { withDetailBlocks } from '../content/detail-blocks';
import { content } from '../content/store';
import { partsOf } from '../middleware/provider';

export const catalogueApi = new Hono<AppEnv>();

/** The language the query names (../middleware/lang.ts); these routes ask for one: 400 without it. */
function langOf(c: Context<AppEnv>): Lang | Response {
  return c.get('langNamed') ? c.get('lang') : c.json({ error: 'lang must be one of en, nl, fr, de' }, 400);
}

function idOf(c: Context<AppEnv>): number | Response {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647
    ? id
    : c.json({ error: 'id must be a positive whole number' }, 400);
}

const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60' };

catalogueApi.get('/totals', async (c) => c.json(await partsOf(c).catalogue.totals(), 200, PUBLIC_CACHE));

catalogueApi.get('/types', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  return c.json(await partsOf(c).catalogue.listTypes(lang), 200, PUBLIC_CACHE);
});

catalogueApi.get('/cities', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  const scope = c.req.query('scope') ?? 'all';
  if (scope !== 'all' && scope !== 'sale' && scope !== 'rent')
    return c.json({ error: "scope must be 'all', 'sale' or 'rent'" }, 400);
  return c.json(await partsOf(c).catalogue.listCities(lang, scope), 200, PUBLIC_CACHE);
});

catalogueApi.get('/properties/:id', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  const id = idOf(c);
  if (id instanceof Response) return id;
  const property = await partsOf(c).catalogue.getProperty(id, lang);
  if (!property) return c.json({ error: 'Property Not Found' }, 404);
  const blocks = content.config.detailBlocks ?? [];
  return c.json(withDetailBlocks(withAgentPhone(property), lang, blocks, content.table), 200, PUBLIC_CACHE);
});

catalogueApi.get('/properties/:id/similar', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  const id = idOf(c);
  if (id instanceof Response) return id;
  return c.json(await partsOf(c).catalogue.similarProperties(id, lang), 200, PUBLIC_CACHE);
});

catalogueApi.get('/projects', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  return c.json(await partsOf(c).catalogue.listProjects(lang), 200, PUBLIC_CACHE);
});

catalogueApi.get('/projects/:id', async (c) => {
  const lang = langOf(c);
  if (lang instanceof Response) return lang;
  const id = idOf(c);
  if (id instanceof Response) return id;
  const project = await partsOf(c).catalogue.getProject(id, lang);
  return project ? c.json(withAgentPhone(project), 200, PUBLIC_CACHE) : c.json({ error: 'Project not found' }, 404);
});
