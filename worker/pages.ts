/**
 * Page requests: language from the path (docs/urls.md), redirects of unprefixed, slash-less and
 * wrongly cased paths to the canonical prefixed URL and of a listing asked with the other goal
 * (./listing-goal.ts) and of a listing asked around a city (./listing-near.ts), then streaming SSR of the route tree; `?setcookies` clears the stored cookie choice.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { content } from './content/store';
import { languageInPath, type Lang } from '../shared/paths/languages';
import { toLocalized } from '../shared/paths/path-table';
import { canonicalCase, isSafeLocalPath } from '../shared/paths/canonical-case';
import { renderPage } from './render/ssr';
import { otherGoalListing } from './listing-goal';
import { nearListing } from './listing-near';
import { serverData } from './render/server-data';
import { requestParts, withServerTiming } from './middleware/provider';
import { fillSecret, issueFillToken } from './forms/fill-token';
import { slotsFor } from './forms/slots';
import { typedDatabase } from './provider/d1-errors';
import { previewAccess } from './preview';
import type { Submission } from '../shared/forms/submission';
import { ownerPages } from './owner/page-data';
import { asksToResetConsent, clearedConsentCookies } from '../shared/consent/consent';

/** Where an unprefixed path lives in the default language, or null when no page is there. */
export function prefixedTarget(path: string): string | null {
  const lang = content.config.defaultLanguage;
  if (path === '/') return `/${lang}/`;
  const localized = toLocalized(content.table, lang, path);
  return localized !== path || content.table.byOriginal.has(path) ? `/${lang}${localized}` : null;
}

/**
 * Where a page request must go instead, in one permanent redirect, or null: the trailing slash
 * added, the case of a known path fixed, an unprefixed path sent to the default language. Paths
 * that would leave the site as a Location ('//host', backslashes) are never redirected.
 */
export function redirectTarget(path: string): string | null {
  if (!isSafeLocalPath(path)) return null;
  const slashed = !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path) ? `${path}/` : path;
  const cased = canonicalCase(content.table, content.languages, slashed) ?? slashed;
  const target = languageInPath(cased, content.languages) ? cased : (prefixedTarget(cased) ?? cased);
  return target !== path && isSafeLocalPath(target) ? target : null;
}

export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const lang = languageInPath(path, content.languages);
  const target = redirectTarget(path);
  if (target) return c.redirect(`${target}${url.search}`, 301);
  const otherGoal = lang ? otherGoalListing(content.table, lang, url) : null;
  if (otherGoal) return c.redirect(otherGoal, 302);
  if (lang && url.searchParams.has('radius') && url.searchParams.has('city')) {
    const near = await nearListing(url, lang, requestParts(c).catalogue);
    if (near) return c.redirect(near, 303);
  }
  const request = lang
    ? c.req.raw
    : new Request(new URL(`/${content.config.defaultLanguage}${path}${url.search}`, url.origin), c.req.raw);
  return render(c, request, lang ?? content.config.defaultLanguage);
}

/**
 * A form page drawn again after a refused plain HTML post (docs/forms-and-leads.md): the page at `path`
 * (the form's return path, already checked same-site) with the visitor's values and messages.
 */
export async function renderFormPage(
  c: Context<AppEnv>,
  path: string,
  submission: Submission,
  status: number,
): Promise<Response> {
  const url = new URL(path, c.req.url);
  const request = new Request(url, { method: 'GET', headers: c.req.raw.headers });
  const lang = languageInPath(url.pathname, content.languages) ?? content.config.defaultLanguage;
  const response = await render(c, request, lang, submission);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status === 200 ? status : response.status, headers });
}

async function render(c: Context<AppEnv>, request: Request, lang: Lang, submission?: Submission): Promise<Response> {
  const nonce = c.get('nonce');
  const { catalogue, owners, timing } = requestParts(c);
  const token = await issueFillToken(fillSecret(c.env));
  const forms = {
    token,
    ...(c.env.TURNSTILE_SITE_KEY && c.env.TURNSTILE_SECRET_KEY ? { siteKey: c.env.TURNSTILE_SITE_KEY } : {}),
    ...(submission ? { submission } : {}),
  };
  const owner = ownerPages(c, owners);
  // Unpublished content only with the preview secret (./preview.ts).
  const preview = /^\/[a-z]{2}\/preview\//.test(new URL(request.url).pathname)
    ? await previewAccess(c)
    : { allowed: false };
  const slotEnv = { ...c.env, DB: typedDatabase(c.env.DB, 'slots') };
  const data = serverData(
    catalogue,
    new URL(request.url).origin,
    (id) => slotsFor(slotEnv, id, lang),
    owner,
    preview.allowed,
  );
  const response = withServerTiming(await renderPage(request, { nonce, lang, data, forms }), timing);
  const headers = new Headers(response.headers);
  if (preview.setCookie) {
    headers.append('Set-Cookie', preview.setCookie);
    headers.set('Cache-Control', 'no-store');
  }
  // Owner portal pages are personal: never stored by any cache.
  if (owner.used()) headers.set('Cache-Control', 'no-store');
  // `?setcookies` (docs/screens.md): the stored cookie choice is cleared, so that the dialog opens again.
  if (asksToResetConsent(new URL(request.url).search)) {
    for (const cookie of clearedConsentCookies()) headers.append('Set-Cookie', cookie);
    headers.set('Cache-Control', 'no-store');
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Accept-Encoding');
  return new Response(response.body, { status: response.status, headers });
}
