/**
 * The cross-site gate of every post from the site's pages (docs/forms-and-leads.md: the forms,
 * the subscription confirmation's button): another site's `Origin`, or `Sec-Fetch-Site:
 * cross-site`, is refused (403 by the caller).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function sameSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return false;
  return c.req.header('Sec-Fetch-Site') !== 'cross-site';
}
