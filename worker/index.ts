/**
 * The Worker: security headers, JSON API, media, static assets, SEO files, then pages rendered by
 * streaming SSR; the CSP violation reports (worker/csp-report.ts); the lead queue consumers (worker/background/lead-queue.ts) and the cron job (outbox
 * sweep and search-alert digests, worker/background/scheduled.ts); the search-alert unsubscribe page; the
 * subscription confirmation page's button (the one page that takes a POST).
 */
import { checkEnvironment, reportSettings } from './config/report';
import { Hono } from 'hono';
import type { AppEnv, Env } from './env';
import { securityHeaders } from './middleware/security';
import { api } from './api';
import { seoFiles } from './seo-files';
import { handlePage, handlePost } from './pages';
import { serveAsset } from './assets';
import { media } from './media';
import { alertRoutes } from './alerts/unsubscribe';
import { handleQueue } from './background/lead-queue';
import { runScheduled } from './background/scheduled';
import { handleAlertQueue } from './background/alert-queue';
import { ALERTS_QUEUE } from './alerts/digest';
import { failureAnswer } from './failure';
import { cspReport } from './csp-report';
import { BODY_LIMITS, limitBody } from './middleware/body-limit';
import { withProvider } from './middleware/provider';
import { siteReady } from './config/site';

const app = new Hono<AppEnv>();

// The production settings are checked when the worker starts serving: each problem logged once per isolate.
app.use('*', async (c, next) => {
  reportSettings(c.env);
  await next();
});
app.use('*', securityHeaders);
app.route('/api', api);
app.post('/csp-report', limitBody(BODY_LIMITS.report), cspReport);
app.route('/media', media);
app.route('/', seoFiles);
app.get('/assets/*', serveAsset);
app.get('/fonts/*', serveAsset);
app.get('/brand/*', serveAsset);
app.get('/client/*', serveAsset);
app.get('/favicon.ico', (c) => c.redirect('/brand/favicon.svg', 301));
// The provider's parts for what follows, built once per request on first use (the API mounts its own).
app.use('*', withProvider);
app.route('/alerts', alertRoutes);
app.get('*', handlePage);
app.on('HEAD', '*', handlePage);
// The only page that takes a post: the subscription confirmation's button (decision record 024).
app.post('*', handlePost);
app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

app.onError((err, c) => failureAnswer(c, err));

export { app };

// siteReady: the configuration can be read (./config/site.ts; arktype loaded when it must be checked).
// The background handlers check the environment against its schema, once per isolate (./config/report.ts).
export default {
  fetch: async (request: Request, env: Env, ctx: ExecutionContext) => {
    await siteReady();
    return app.fetch(request, env, ctx);
  },
  queue: async (batch: MessageBatch<unknown>, env: Env, ctx?: ExecutionContext) => {
    await Promise.all([siteReady(), checkEnvironment(env)]);
    return batch.queue === ALERTS_QUEUE ? handleAlertQueue(batch, env, ctx) : handleQueue(batch, env);
  },
  scheduled: (_controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(Promise.all([siteReady(), checkEnvironment(env)]).then(() => runScheduled(env, new Date(), {}, ctx)));
  },
} satisfies ExportedHandler<Env>;
