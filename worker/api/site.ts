/** GET /api/site and /api/page: the site configuration and content pages for one language (client navigations); unpublished
 * content only with the preview cookie (../preview.ts); /api/page is never stored by a cache. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { content } from '../content/store';
import { siteForOrigin } from '../content/agency-ld';
import { previewAccess } from '../preview';
import { withConditionalLists } from '../content/conditional-lists';
import { partsOf } from '../middleware/provider';

export const siteApi = new Hono<AppEnv>();

siteApi.get('/site', (c) => {
  if (!c.get('langNamed')) return c.json({ error: 'lang must be an enabled language code' }, 400);
  const lang = c.get('lang');
  return c.json(siteForOrigin(content.site(lang), new URL(c.req.url).origin));
});

siteApi.get('/page', async (c) => {
  if (!c.get('langNamed')) return c.json({ error: 'lang must be an enabled language code' }, 400);
  const lang = c.get('lang');
  const path = c.req.query('path');
  if (!path?.startsWith('/') || path.length > 300)
    return c.json({ error: 'path must be an original path starting with /' }, 400);
  // Never stored by a cache: with the preview cookie the answer holds unpublished content.
  c.header('Cache-Control', 'no-store');
  const preview = c.req.query('preview') === '1' && (await previewAccess(c)).allowed;
  const page = content.page(lang, path, { preview });
  if (!page) return c.json({ error: 'not found' }, 404);
  const catalogue = partsOf(c).catalogue;
  return c.json(await withConditionalLists(page, lang, (query) => catalogue.listProperties(query)));
});
