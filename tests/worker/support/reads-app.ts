/** The site's JSON reads on a Hono app of a test's own, and the tests of the listing API's refusals. */
import { Hono } from 'hono';
import { expect, it } from 'vitest';
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

/** One test per [query, words]: the listing API, asked of `app`, answers the query 400 with a message naming `words`. */
export function refusesEach(app: Hono<AppEnv>, cases: [query: string, words: string][]): void {
  it.each(cases)('%s answers 400 with a message naming %s', async (query, words) => {
    const res = await get(`/api/properties?${query}`, { via: app });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(words);
  });
}
