/**
 * Page requests: language from the path (docs/urls.md), redirects of unprefixed, slash-less and
 * wrongly cased paths to the canonical prefixed URL and of a listing asked with the other goal
 * (./listing-goal.ts), of a listing asked with typed words (./listing-text.ts) and of a listing asked around a city (./listing-near.ts), then streaming SSR of the route tree; `?setcookies` clears the stored cookie choice.
 * The subscription confirmation page gets the state of its link first (decision record 024).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { content } from './content/store';
import { languageInPath, type Lang } from '../shared/paths/languages';
import { localizedHref, toInternal, toLocalized } from '../shared/paths/path-table';
import { canonicalCase, isSafeLocalPath } from '../app/paths/canonical-case';
import { renderPage } from './render/ssr';
import { otherGoalListing } from './listing-goal';
import { nearListing } from './listing-near';
import { textListing } from './listing-text';
import { serverData } from './render/server-data';
import { partsOf, slotSourceOf } from './middleware/provider';
import { fillSecret, issueFillToken } from './forms/fill-token';
import { refusedFeature } from './config/refuse';
import { configOf } from './config/config';

/** An editor's page (preview) on a deployment whose PREVIEW_SECRET is missing or weak. */
const PREVIEW_UNAVAILABLE =
  'Preview is not available: PREVIEW_SECRET is not set up on this site (README, Production set-up).';
import { slotsFor } from './forms/slots';
import { typedDatabase } from './provider/d1';
import { previewAccess } from './preview';
import type { Submission } from '../shared/forms/submission';
import type { PageForms } from '../app/forms/page-forms';
import { readSentCookie } from './forms/sent-cookie';
import { ownerLoginOf } from './owner/login-kind';
import { ownerPages } from './owner/page-data';
import { asksToResetConsent, clearedConsentCookies } from '../shared/consent/consent';
import { CONFIRM_PAGE, confirmationStatus, type ConfirmationView } from '../app/forms/opt-in';
import { confirmationView, confirmLink } from './subscriptions/confirm-view';
import { sameSite } from './forms/same-site';
import { formPartRequest, formPartResponse } from './forms/open-form-part';
import { BODY_LIMITS, withBodyLimit } from './middleware/body-limit';
import { visitorLimited, type LimitGroup } from './middleware/visitor-limit';
import { answerFromStore, isStorable, pageCache, pageCacheMs, storeWhileStreaming } from './render/page-cache';

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
  // A page's address before its slug was written as its language writes it (shared/paths/slug.ts).
  const moved = content.table.byFormer.get(path);
  if (moved) return c.redirect(`${moved}${url.search}`, 301);
  // Words typed in a search and sent with Enter (./listing-text.ts): to where they lead.
  if (lang && url.searchParams.has('q')) {
    const typed = await textListing(url, lang, content.table, partsOf(c).catalogue);
    if (typed) return c.redirect(typed, 303);
  }
  const otherGoal = lang ? otherGoalListing(content.table, lang, url) : null;
  if (otherGoal) return c.redirect(otherGoal, 302);
  if (lang && url.searchParams.has('radius') && url.searchParams.has('city')) {
    const near = await nearListing(url, lang, partsOf(c).catalogue);
    if (near) return c.redirect(near, 303);
  }
  if (lang && isConfirmPage(path, lang)) {
    return renderConfirmation(c, lang, await confirmationView(c.env, url.searchParams.get('token') ?? ''));
  }
  // The visitor's input that reaches the provider (a listing's text search, a favourites list, the
  // ids to compare): rate-limited per address (./middleware/visitor-limit.ts).
  const group = lang ? visitorInputOf(url, path, lang) : null;
  if (group) {
    const limited = await visitorLimited(c, group, lang!, false);
    if (limited) return limited;
  }
  const request = lang
    ? c.req.raw
    : new Request(new URL(`/${content.config.defaultLanguage}${path}${url.search}`, url.origin), c.req.raw);
  // A closed form's opener asks for the form's open markup alone (decision record 022, amendment 034).
  const part = formPartRequest(request);
  if (part) return formPartResponse(await render(c, part.page, lang ?? content.config.defaultLanguage), part.kind);
  return render(c, request, lang ?? content.config.defaultLanguage, {}, c.req.method === 'GET');
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
  const response = await render(c, request, lang, { submission });
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status === 200 ? status : response.status, headers });
}

const isConfirmPage = (path: string, lang: Lang): boolean =>
  toInternal(content.table, lang, path.slice(lang.length + 1)) === CONFIRM_PAGE;

/**
 * POST to the subscription confirmation page (decision record 024), or to the favourites page
 * (renderFavourites below). The confirmation page: its button, a plain form
 * post (`token`) to the page's own URL, so the address bar, the page and its hydration stay on
 * the page; works without JavaScript. Another site's Origin (or `Sec-Fetch-Site: cross-site`) is
 * 403 like every form post, a body that is not a form 415; then the link is confirmed once
 * (./subscriptions/confirm-view.ts) and the page answers in its language. Any other path: 405.
 */
export async function handlePost(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const lang = languageInPath(path, content.languages);
  const favourites = !!lang && isFavouritesPage(path, lang);
  if (!lang || !(isConfirmPage(path, lang) || favourites))
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  if (!sameSite(c)) return c.text('Forbidden', 403);
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('Content-Type') ?? ''))
    return c.text('Unsupported Media Type', 415);
  // The body is read only within its limit (413 before any parsing: ./middleware/body-limit.ts).
  if (favourites) {
    const limited = await visitorLimited(c, 'favourites', lang, false);
    if (limited) return limited;
    return withBodyLimit(c, BODY_LIMITS.favourites, () => renderFavourites(c, lang, path));
  }
  return withBodyLimit(c, BODY_LIMITS.small, async () => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : (c.req.query('token') ?? '');
    return renderConfirmation(c, lang, await confirmLink(c.env, token.slice(0, 200)));
  });
}

/** A form's thank-you page (`/{lang}/feedback/…`, localized). */
const isThankYouPage = (request: Request, lang: Lang): boolean => {
  const path = new URL(request.url).pathname;
  return (
    path.startsWith(`/${lang}/`) &&
    (toInternal(content.table, lang, path.slice(lang.length + 1)) ?? '').startsWith('/feedback/')
  );
};

const isFavouritesPage = (path: string, lang: Lang): boolean =>
  toInternal(content.table, lang, path.slice(lang.length + 1)) === '/favourites/';

/** Which rate-limited group a page request's visitor input belongs to, if any. */
function visitorInputOf(url: URL, path: string, lang: Lang): LimitGroup | null {
  const internal = toInternal(content.table, lang, path.slice(lang.length + 1));
  if (internal === '/favourites/' && url.searchParams.get('list')) return 'favourites';
  if (internal === '/compare/' && url.searchParams.get('ids')) return 'compare';
  if (url.searchParams.get('city')?.trim()) return 'list';
  return null;
}

/**
 * POST to the favourites page (decision record 022, amendment 033): the islands render's page script sends the
 * list stored in this browser (`list`, JSON) and gets the page drawn with it, as `?list=` would;
 * in a body, because sixty favourites with their snapshots can outgrow a URL. Personal: never
 * stored, never indexed; the list is not kept.
 */
async function renderFavourites(c: Context<AppEnv>, lang: Lang, path: string): Promise<Response> {
  const form = await c.req.parseBody();
  const list = typeof form.list === 'string' ? form.list.slice(0, 64_000) : '[]';
  const url = new URL(`${path}?list=${encodeURIComponent(list)}`, c.req.url);
  const response = await render(c, new Request(url, { method: 'GET', headers: c.req.raw.headers }), lang);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The subscription confirmation page in `lang` for a link's state (GET, and the answer to its
 * button's POST, handlePost): 200 asking or confirmed, 410 used or expired, 400 not valid; personal, so
 * never stored, never indexed, no referrer to other sites (the token is in the URL).
 */
export async function renderConfirmation(c: Context<AppEnv>, lang: Lang, view: ConfirmationView): Promise<Response> {
  const path = localizedHref(content.table, lang, CONFIRM_PAGE);
  const url = new URL(view.token ? `${path}?token=${encodeURIComponent(view.token)}` : path, c.req.url);
  const request = new Request(url, { method: 'GET', headers: c.req.raw.headers });
  const response = await render(c, request, lang, { confirmation: view });
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  // The token is in the URL: no other site gets it as a referrer; same-origin keeps the Origin header of the button's post (no-referrer makes it 'null', which the Origin check refuses).
  headers.set('Referrer-Policy', 'same-origin');
  headers.set('X-Robots-Tag', 'noindex');
  const status = response.status === 200 ? confirmationStatus(view.state) : response.status;
  return new Response(response.body, { status, headers });
}

/**
 * A page's redirect keeps the query it was asked with (docs/urls.md): `/en/property/{id}/?form=…`
 * reaches the property's canonical URL with its form open, `?from=` keeps the listing's previous
 * and next. The router's redirects to another path (a property or project to its canonical path,
 * a portal page to the login) name only the path: the request's query is added when the target
 * has none. A redirect to the same path is the router's own tidying of the query: left alone.
 */
export function keepQuery(headers: Headers, status: number, requestUrl: string): void {
  const location = headers.get('Location');
  const asked = new URL(requestUrl);
  if (status < 300 || status > 399 || !location || !asked.search || location.includes('?')) return;
  const [path = '', hash] = location.split('#', 2);
  if (new URL(path, asked).pathname === asked.pathname) return;
  headers.set('Location', `${path}${asked.search}${hash === undefined ? '' : `#${hash}`}`);
}

async function render(
  c: Context<AppEnv>,
  request: Request,
  lang: Lang,
  extra: Pick<PageForms, 'submission' | 'confirmation'> = {},
  /** A plain GET of a page: its answer may come from, and go to, the page cache (./render/page-cache.ts). */
  shared = false,
): Promise<Response> {
  const nonce = c.get('nonce');
  const secret = fillSecret(c.env);
  const token = secret ? await issueFillToken(secret) : undefined;
  const own = { nonce, ...(token ? { token } : {}) };
  // A thank-you page restates what this visitor sent (./forms/sent-cookie.ts): personal, never cached.
  const sent = secret && isThankYouPage(request, lang) ? await readSentCookie(secret, c.req.header('Cookie')) : null;
  const ttl =
    shared && !sent && !asksToResetConsent(new URL(request.url).search) ? pageCacheMs(c.env.PAGE_CACHE_SECONDS) : 0;
  const stored = ttl ? pageCache.get(request.url, ttl) : null;
  if (stored) return answerFromStore(stored, own);
  const { catalogue, owners, resets } = partsOf(c);
  const { turnstile } = configOf(c.env);
  const forms = {
    ...(token ? { token } : {}),
    ...(turnstile.siteKey && turnstile.secretKey ? { siteKey: turnstile.siteKey } : {}),
    ...(extra.submission ? { submission: extra.submission } : {}),
    ...(extra.confirmation ? { confirmation: extra.confirmation } : {}),
    ...(sent ? { sent } : {}),
  };
  const login = ownerLoginOf({ owners, ...(resets ? { resets } : {}) });
  // The login page draws Turnstile's widget when the server asked for it (worker/owner/limits.ts).
  if (forms.siteKey) login.siteKey = forms.siteKey;
  const owner = ownerPages(c, owners, login);
  // Unpublished content only with the preview secret (./preview.ts); none usable in production: 503.
  const previewPath = /^\/[a-z]{2}\/preview\//.test(new URL(request.url).pathname);
  if (previewPath && refusedFeature(c.env, 'preview', 'preview page'))
    return c.text(PREVIEW_UNAVAILABLE, 503, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
  const preview = previewPath ? await previewAccess(c, true) : { allowed: false };
  // `?key=` never stays in an address (docs/security.md): the same URL without it, the cookie set when it was right.
  if (preview.redirect) {
    const headers = new Headers({ Location: preview.redirect, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (preview.setCookie) headers.append('Set-Cookie', preview.setCookie);
    return new Response(null, { status: 303, headers });
  }
  const slotSource = slotSourceOf(c, typedDatabase(c.env.DB, 'slots'));
  const data = serverData(
    catalogue,
    new URL(request.url).origin,
    (id) => slotsFor(slotSource, id, lang),
    owner,
    preview.allowed,
  );
  const rendered = await renderPage(request, { nonce, lang, data, forms });
  const response = rendered.response;
  const headers = new Headers(response.headers);
  // Previews and owner pages (login, forgotten password, reset, portal) are never stored by any
  // cache; an owner page's address may hold a reset token: no other site gets it as a referrer.
  // A thank-you page that restates what was sent is personal too.
  if (previewPath || owner.used() || rendered.pageType === 'owner' || sent) headers.set('Cache-Control', 'no-store');
  if (rendered.pageType === 'owner') headers.set('Referrer-Policy', 'same-origin');
  // `?setcookies` (docs/screens.md): the stored cookie choice is cleared, so that the dialog opens again.
  if (asksToResetConsent(new URL(request.url).search)) {
    for (const cookie of clearedConsentCookies()) headers.append('Set-Cookie', cookie);
    headers.set('Cache-Control', 'no-store');
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Accept-Encoding');
  keepQuery(headers, response.status, request.url);
  const answer = new Response(response.body, { status: response.status, headers });
  if (!ttl || previewPath || owner.used() || !isStorable(answer, rendered.pageType)) return answer;
  const { response: streamed, done } = storeWhileStreaming(answer, own, (page) => {
    // A part that failed while streaming (its data source) is not kept.
    if (!data.failed()) pageCache.set(request.url, page);
  });
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // no execution context (a test calling the app directly): the copy completes as the page streams
  }
  return streamed;
}
