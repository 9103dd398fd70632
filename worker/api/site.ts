/** GET /api/site and /api/page: the site configuration and content pages for one language (client navigations); unpublished
 * content only with the preview cookie (../preview.ts); /api/page is never stored by a cache. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isLang } from '../../shared/paths/languages';
import { content } from '../content/store';
import { siteForOrigin } from '../content/agency-ld';
import { previewAccess } from '../preview';
import { withConditionalLists } from '../content/conditional-lists';
import { catalogueFor } from '../provider/core/select';

export const siteApi = new Hono<AppEnv>();

siteApi.get('/site', (c) => {
  const lang = c.req.query('lang');
  if (!isLang(lang) || !content.languages.includes(lang))
    return c.json({ error: 'lang must be an enabled language code' }, 400);
  return c.json(siteForOrigin(content.site(lang), new URL(c.req.url).origin));
});

siteApi.get('/page', async (c) => {
  const lang = c.req.query('lang');
  const path = c.req.query('path');
  if (!isLang(lang) || !content.languages.includes(lang))
    return c.json({ error: 'lang must be an enabled language code' }, 400);
  if (!path?.startsWith('/') || path.length > 300)
    return c.json({ error: 'path must be an original path starting with /' }, 400);
  // Never stored by a cache: with the preview cookie the answer holds unpublished content.
  c.header('Cache-Control', 'no-store');
  const preview = c.req.query('preview') === '1' && (await previewAccess(c)).allowed;
  const page = content.page(lang, path, { preview });
  if (!page) return c.json({ error: 'not found' }, 404);
  const catalogue = c.get('catalogue') ?? catalogueFor(c.env);
  return c.json(await withConditionalLists(page, lang, (query) => catalogue.listProperties(query)));
});
