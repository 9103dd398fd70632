/**
 * Page requests: language from the path (seed §2), redirects of unprefixed and slash-less paths
 * to the canonical prefixed URL, then streaming SSR of the route tree.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { content } from './content/store';
import { languageInPath } from '../shared/paths/languages';
import { toLocalized } from '../shared/paths/path-table';
import { renderPage } from './render/ssr';
import { serverData } from './render/server-data';
import { requestParts, withServerTiming } from './middleware/provider';
import { ownerPages } from './owner/page-data';

/** Where an unprefixed path lives in the default language, or null when no page is there. */
export function prefixedTarget(path: string): string | null {
  const lang = content.config.defaultLanguage;
  if (path === '/') return `/${lang}/`;
  const localized = toLocalized(content.table, lang, path);
  return localized !== path || content.table.byOriginal.has(path) ? `/${lang}${localized}` : null;
}

export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const lang = languageInPath(path, content.languages);
  if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) {
    return c.redirect(`${path}/${url.search}`, 301);
  }
  if (!lang) {
    const target = prefixedTarget(path);
    if (target) return c.redirect(`${target}${url.search}`, 301);
  }
  const nonce = c.get('nonce');
  const request = lang
    ? c.req.raw
    : new Request(new URL(`/${content.config.defaultLanguage}${path}${url.search}`, url.origin), c.req.raw);
  const { catalogue, owners, timing } = requestParts(c);
  const owner = ownerPages(c, owners);
  const response = withServerTiming(await renderPage(request, { nonce, lang: lang ?? content.config.defaultLanguage, data: serverData(catalogue, owner) }), timing);
  const headers = new Headers(response.headers);
  // Owner portal pages are personal: never stored by any cache.
  if (owner.used()) headers.set('Cache-Control', 'no-store');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Accept-Encoding');
  return new Response(response.body, { status: response.status, headers });
}
