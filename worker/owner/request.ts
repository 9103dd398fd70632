/**
 * What every owner endpoint needs from a request: the same-origin rule for POSTs (another
 * site's Origin is refused with 403: Hono's csrf() covers form posts only, and JSON posts need
 * the same check), the posted fields whether they come as a plain form
 * (no JavaScript) or as JSON, the page language, the portal's localized paths, the session
 * store and the request's session.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { content } from '../content/store';
import type { Lang } from '../../shared/paths/languages';
import { toLocalized } from '../../shared/paths/path-table';
import { readSessionCookie } from '../session/cookie';
import { SessionStore, type Session } from '../session/store';

/**
 * Refuses (403) a POST whose Origin is another site, or which the browser marks as cross-site
 * (Sec-Fetch-Site) when it sends no Origin. Requests without either (non-browser clients)
 * cannot carry a visitor's cookies by surprise and pass.
 */
export const sameOriginPosts: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'POST') {
    const origin = c.req.header('Origin');
    const own = new URL(c.req.url).origin;
    const site = c.req.header('Sec-Fetch-Site');
    if ((origin !== undefined && origin !== own) || (origin === undefined && site === 'cross-site')) {
      return c.json({ error: 'Forbidden', message: 'Requests from another site are refused.' }, 403);
    }
  }
  await next();
};

/** True when the client posted JSON (and wants JSON back); plain forms get redirects. */
export const isJsonRequest = (c: Context<AppEnv>): boolean =>
  (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json');

/** The posted fields as texts (a JSON object or a form); anything else reads as no fields. */
export async function postedFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  try {
    const raw: unknown = isJsonRequest(c) ? await c.req.json() : await c.req.parseBody();
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      for (const [key, value] of Object.entries(raw as Record<string, unknown>))
        if (typeof value === 'string') out[key] = value;
    }
  } catch {
    // A body that cannot be read is a request without fields: the handlers answer their usual 4xx.
  }
  return out;
}

/** A portal page's path in a language: '/login/', '/login/portal/', '/login/forgot/', '/login/reset/'. */
export const portalPath = (lang: Lang, original: string): string =>
  `/${lang}${toLocalized(content.table, lang, original)}`;

/** The request's session cookie value, the store, and the live session (provider must be the configured one). */
export async function requestSession(
  c: Context<AppEnv>,
  providerName: string,
): Promise<{ cookie: string | null; store: SessionStore; session: Session | null }> {
  const store = new SessionStore(c.env.DB);
  const cookie = readSessionCookie(c.req.header('Cookie'));
  const session = await store.read(cookie);
  return { cookie, store, session: session && session.provider === providerName ? session : null };
}

/** Owner answers are personal: never stored by a cache. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
