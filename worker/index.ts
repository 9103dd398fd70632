/**
 * The Worker: security headers, JSON API, media, static assets, SEO files, then pages rendered by
 * streaming SSR. Queue and cron handlers are added by the features that need them.
 */
import { Hono } from 'hono';
import type { AppEnv, Env } from './env';
import { securityHeaders } from './middleware/security';
import { api } from './api';
import { seoFiles } from './seo-files';
import { handlePage } from './pages';
import { serveAsset } from './assets';
import { media } from './media';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);
app.route('/api', api);
app.route('/media', media);
app.route('/', seoFiles);
app.get('/assets/*', serveAsset);
app.get('/fonts/*', serveAsset);
app.get('/brand/*', serveAsset);
app.get('/client/*', serveAsset);
app.get('/favicon.ico', (c) => c.redirect('/brand/favicon.svg', 301));
app.get('*', handlePage);
app.on('HEAD', '*', handlePage);
app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

app.onError((err, c) => {
  console.error('unhandled', err);
  return c.text('Service temporarily unavailable', 503);
});

export { app };

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
