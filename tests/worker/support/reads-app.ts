/** The site's JSON reads on a Hono app of a test's own, and what the listing API answers a query it refuses. */
import { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../../../worker/env';
import { withQueryLang } from '../../../worker/middleware/lang';
import { withProvider } from '../../../worker/middleware/provider';
import { readRoutes } from '../../../worker/reads/reads';
import { get } from './http';

/** The named reads under /api, behind the provider and the query's language. */
export function readsApp(names: Parameters<typeof readRoutes>[0]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', withProvider);
  app.use('*', withQueryLang);
  app.route('/api', readRoutes(names));
  return app;
}

/** The message of the listing API's 400 to `query`, asked of `app`. */
export async function listingRefusal(app: Hono<AppEnv>, query: string): Promise<string> {
  const res = await get(`/api/properties?${query}`, { via: app });
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: string }).error;
}
