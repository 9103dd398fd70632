/**
 * Body limits on every POST the site takes (docs/security.md), with Hono's `bodyLimit`: a body
 * whose Content-Length is over the limit is refused before a byte is read, and a body sent
 * without a length is read only up to the limit, then refused. The answer is 413, before any
 * handler parses anything. (The forms endpoint reads its bodies within its own limit:
 * worker/forms/body.ts.)
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';

/** The limits, in bytes: what the largest honest post of each endpoint needs, with room to spare. */
export const BODY_LIMITS = {
  /** Owner login, logout, forgotten password, reset; the confirmation and unsubscribe buttons. */
  small: 8 * 1024,
  /** /csp-report: a browser's report batch. */
  report: 16 * 1024,
  /** The favourites page's post: the stored list of up to 60 favourites with their snapshots. */
  favourites: 64 * 1024,
} as const;

const tooLarge = (c: Context<AppEnv>): Response =>
  new URL(c.req.url).pathname.startsWith('/api/')
    ? c.json({ error: 'Payload Too Large' }, 413)
    : c.text('Payload Too Large', 413);

/** Middleware: refuses a body over `maxSize` bytes with 413 before the route reads it. */
export const limitBody = (maxSize: number): MiddlewareHandler<AppEnv> => bodyLimit({ maxSize, onError: tooLarge });

/** The same check inside a handler whose limit depends on the path: `handler` runs only for a body within it. */
export async function withBodyLimit(
  c: Context<AppEnv>,
  maxSize: number,
  handler: () => Promise<Response>,
): Promise<Response> {
  let answer: Response | undefined;
  const refused = await limitBody(maxSize)(c, async () => {
    answer = await handler();
  });
  return refused ?? answer ?? tooLarge(c);
}
