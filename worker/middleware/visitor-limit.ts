/**
 * The Rate Limiting binding on the GET paths that reach the provider with a visitor's input
 * (docs/security.md): search suggestions (`/api/search` with a text), a listing's text search
 * (`city` on `/api/properties` and the listing pages), map data (`/api/map-properties`),
 * favourites (the page's list, `?list=` or its post) and compare (`?ids=`). Each group has its own
 * count per visitor address (the SEARCH_LIMIT binding: 20 requests per 10 s per key, per location,
 * approximate), so a person browsing never meets it while a script sending new texts, lists or
 * areas, each a cache miss that costs provider calls, is refused after a few seconds' worth.
 * A refused request is answered 429 with Retry-After: JSON on the API, a small page in the
 * visitor's language elsewhere. Without the binding (a test set-up without it) nothing is limited.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Lang } from '../../shared/paths/languages';
import { serverTexts } from '../texts';

export type LimitGroup = 'search' | 'list' | 'map' | 'favourites' | 'compare';

/** The binding's period (wrangler.toml SEARCH_LIMIT): how long a refused visitor waits at most. */
export const VISITOR_LIMIT_PERIOD_S = 10;

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The 429 answer: JSON for the API, a page in `lang` for a page. */
export function tooManyRequests(c: Context<AppEnv>, lang: Lang, json: boolean): Response {
  const headers = { 'Retry-After': String(VISITOR_LIMIT_PERIOD_S), 'Cache-Control': 'no-store' };
  const t = serverTexts(lang).limits;
  if (json) return c.json({ error: 'Too Many Requests', message: t.text() }, 429, headers);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(t.title())}</title></head><body><main><h1>${esc(t.title())}</h1><p role="alert">${esc(t.text())}</p><p><a href="/${lang}/">${esc(t.home())}</a></p></main></body></html>`;
  return c.html(html, 429, headers);
}

/** Counts this request in its group for the visitor's address; a 429 answer when over the limit, else null. */
export async function visitorLimited(
  c: Context<AppEnv>,
  group: LimitGroup,
  lang: Lang,
  json: boolean,
): Promise<Response | null> {
  const binding = c.env.SEARCH_LIMIT;
  if (!binding) return null;
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const { success } = await binding.limit({ key: `${group}:${ip}` });
  return success ? null : tooManyRequests(c, lang, json);
}
