/**
 * Which render a page request gets (decision record 022): the islands render when the worker's
 * `RENDER` variable is 'islands'; in development (`DEVELOPMENT=1`) also when the request carries
 * the cookie `render=islands` (the end-to-end tests of the islands render set it) or
 * `render=document`, which wins. Pages are `private, no-cache`: no cache mixes the two.
 */
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isDevelopment } from '../config/settings';

export const RENDER_COOKIE = 'render';

export function rendersIslands(c: Context<AppEnv>): boolean {
  const asked = isDevelopment(c.env) ? getCookie(c, RENDER_COOKIE) : undefined;
  if (asked === 'islands' || asked === 'document') return asked === 'islands';
  return c.env.RENDER === 'islands';
}
