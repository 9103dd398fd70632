/**
 * Which render a page request gets (decision record 022): the islands render, unless the worker's
 * `RENDER` variable is 'document' (the whole document's hydration, kept until its browser code
 * is deleted); in development (`DEVELOPMENT=1`) the request's cookie `render=islands` or
 * `render=document` chooses, so that tests can run either against one server. Pages are
 * `private, no-cache`: no cache mixes the two.
 */
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isDevelopment } from '../config/settings';

export const RENDER_COOKIE = 'render';

export function rendersIslands(c: Context<AppEnv>): boolean {
  const asked = isDevelopment(c.env) ? getCookie(c, RENDER_COOKIE) : undefined;
  if (asked === 'islands' || asked === 'document') return asked === 'islands';
  return c.env.RENDER !== 'document';
}
