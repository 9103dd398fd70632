/**
 * The owner portal's endpoints (docs/owner-portal.md), under /api/owner. Every POST works as a plain
 * HTML form (no JavaScript: 303 redirects to the portal pages, which show the outcome) and as
 * JSON (status codes and messages in the posted language). Another site's Origin is refused
 * (403) on every POST. Every answer is `Cache-Control: no-store`.
 *
 * - POST /login: e-mail + password. One answer for any failure (docs/errors.md 'Login failed' / 'The
 *   username or password are not correct.'), as fast for an unknown e-mail as for a wrong
 *   password (the provider hashes a dummy). The limits (./limits.ts) come first: the address's
 *   rate (429 with Retry-After), Turnstile for an account with several recent failures, and an
 *   attempt of the address's allowance reserved before the password is checked (429 past it).
 *   A CRM's refusal is a failed login; an outage (503) gives the attempt back. Success: a new session (rotation), the `__Host-` cookie, the login
 *   notice to the agency. A plain form's failure or refusal keeps what was typed in the first field
 *   for the login page it goes back to (./typed-identifier.ts).
 * - POST /logout: ends the session on the server and clears the cookie.
 * - POST /forgot: the same answer for every address, at once: the account is looked up, the
 *   token made and the mail sent after the answer (waitUntil), at most one mail per address per
 *   5 minutes and five a day (../email/quota.ts); d1 e-mails a one-time link built from SITE_URL
 *   (503 without it), omnicasa asks the CRM to run its own flow (./mail.ts, provider PasswordReset). A provider without a reset
 *   (whise: the CRM keeps the password, the agency manages it) sends nothing and says so: 404
 *   with the page's text (JSON), or back to the forgotten-password page, which explains.
 * - GET /login: how owners log in and get a new password with this provider (./login-kind.ts).
 * - POST /reset: token + new password twice (docs/owner-portal.md messages); ends the owner's
 *   sessions and clears the failures counted for the account.
 * - GET /session, GET /portal?lang=&property=: the browser's side of the portal pages.
 * - GET /documents/{propertyId}/{documentId}: one authorised route for every document store.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { textsFor } from '../../shared/i18n/i18n';
import type { Lang } from '../../shared/paths/languages';
import { loginWait } from '../../app/model/owner-portal';
import { isMailAddress } from '../../app/rules/mail-address';
import { partsOf } from '../middleware/provider';
import { ProviderError, ownerRef } from '../provider/core';
import { clearedSessionCookie, sessionCookie } from '../session/cookie';
import { SessionStore, sessionLimitOf } from '../session/store';
import { openDocument } from './documents';
import { BODY_LIMITS, limitBody } from '../middleware/body-limit';
import { accountKey, LoginLimits } from './limits';
import { verifyTurnstile } from '../forms/turnstile';
import { claimMail } from '../email/quota';
import { configOf } from '../config/config';
import { refusedFeature } from '../config/refuse';
import { CONTROL_FIELDS } from '../../shared/forms/submission';

import { ownerLoginOf } from './login-kind';
import { afterAnswer, sendLoginNotice, sendResetLink } from './mail';
import { forgotByAgencyText } from './forgot-text';
import { buildPortal } from './portal';
import { clearedTypedIdentifierCookie, readTypedIdentifier, typedIdentifierCookie } from './typed-identifier';
import { isJsonRequest, NO_STORE, portalPath, postedFields, requestSession, sameOriginPosts } from './request';
import { langOrDefault } from '../config/site';

export const MIN_PASSWORD_LENGTH = 8;

export const ownerApi = new Hono<AppEnv>();
// Bodies over the limit are refused (413) before anything reads them (../middleware/body-limit.ts).
ownerApi.use('*', limitBody(BODY_LIMITS.small));
ownerApi.use('*', sameOriginPosts);
ownerApi.use('*', async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});

const clientIp = (c: Context<AppEnv>): string => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** 429 with Retry-After: JSON, or a small page in the visitor's language for a plain form. */
function limited(c: Context<AppEnv>, lang: Lang, retryAfter: number, json: boolean): Response {
  const LL = textsFor(lang);
  const wait = loginWait(retryAfter);
  const message = 'seconds' in wait ? LL.OWNER.limitedSeconds(wait) : LL.OWNER.limited(wait);
  const headers = { 'Retry-After': String(retryAfter), ...NO_STORE };
  if (json) return c.json({ error: 'limited', title: LL.OWNER.limitedTitle(), message, retryAfter }, 429, headers);
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const back = portalPath(lang, '/login/');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(LL.OWNER.limitedTitle())}</title></head><body><main><h1>${esc(LL.OWNER.limitedTitle())}</h1><p role="alert">${esc(message)}</p><p><a href="${esc(back)}">${esc(LL.OWNER.backToLogin())}</a></p></main></body></html>`;
  return c.html(html, 429, headers);
}

/** A plain form's failed login: the login page it goes back to fills in what was typed (./typed-identifier.ts). */
function keepTyped(c: Context<AppEnv>, typed: string): void {
  const cookie = typedIdentifierCookie(typed);
  if (cookie) c.header('Set-Cookie', cookie, { append: true });
}

/** Turnstile's keys when the site has both (no captcha is asked without them: local development). */
const turnstileOf = (env: AppEnv['Bindings']): { siteKey: string; secret: string } | null => {
  const { siteKey, secretKey } = configOf(env).turnstile;
  return siteKey && secretKey ? { siteKey, secret: secretKey } : null;
};

/** The login must pass Turnstile first (the account had several failures): JSON with the site key, or the login page. */
function challenge(c: Context<AppEnv>, lang: Lang, json: boolean, siteKey: string): Response {
  const LL = textsFor(lang).OWNER;
  if (json)
    return c.json(
      { error: 'challenge', title: LL.challengeTitle(), message: LL.challengeText(), siteKey },
      401,
      NO_STORE,
    );
  return c.redirect(`${portalPath(lang, '/login/')}?error=challenge`, 303);
}

ownerApi.post('/login', async (c) => {
  const json = isJsonRequest(c);
  const fields = await postedFields(c);
  const lang = langOrDefault(fields.lang);
  const email = (fields.email ?? '').trim();
  const password = fields.password ?? '';
  const owners = partsOf(c).owners;
  const limits = new LoginLimits(c.env.DB, c.env.LOGIN_LIMIT);
  const ip = clientIp(c);
  const refuse = (retryAfter: number) => {
    if (!json) keepTyped(c, email);
    return limited(c, lang, retryAfter, json);
  };

  // 1. The address's rate (the binding), before anything about the account is read.
  const gate = await limits.gate(`login-ip:${ip}`);
  if (!gate.ok) return refuse(gate.retryAfter);
  const account = await accountKey(owners.name, email);
  // 2. An account with several recent failures asks for Turnstile, never locks its owner out.
  const turnstile = turnstileOf(c.env);
  if (turnstile && (await limits.challenged(account))) {
    const passed = await verifyTurnstile(turnstile.secret, fields[CONTROL_FIELDS.captcha], ip);
    if (!passed) {
      if (!json) keepTyped(c, email);
      return challenge(c, lang, json, turnstile.siteKey);
    }
  }
  // 3. One attempt of this address's allowance for the account, reserved before the password is checked.
  const reserved = await limits.reserve(account, ip);
  if (!reserved.ok) return refuse(reserved.retryAfter);

  let owner: Awaited<ReturnType<typeof owners.verifyOwner>>;
  try {
    owner = await owners.verifyOwner(email, password);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // An outage judged no password: the attempt is given back.
    await limits.release(reserved.reservation);
    console.error('owner login:', error.message);
    const LL = textsFor(lang).ERRORS;
    if (json) return c.json({ error: 'api', title: LL.apiError(), message: LL.apiErrorText() }, 503);
    keepTyped(c, email);
    return c.redirect(`${portalPath(lang, '/login/')}?error=api`, 303);
  }
  if (!owner) {
    // A refused password keeps its reservation: it is the failure counted.
    const LL = textsFor(lang).ERRORS;
    // The message names what the first field asked for: an e-mail address, or a username (whise).
    const text = owners.loginIdentifier === 'username' ? LL.loginFailedText() : LL.loginFailedEmailText();
    if (json) return c.json({ error: 'failed', title: LL.loginFailed(), message: text }, 401);
    keepTyped(c, email);
    return c.redirect(`${portalPath(lang, '/login/')}?error=failed`, 303);
  }
  await limits.succeeded(reserved.reservation);
  if (readTypedIdentifier(c.req.header('Cookie')))
    c.header('Set-Cookie', clearedTypedIdentifierCookie(), { append: true });
  const { cookie, store } = await requestSession(c, owners.name);
  const now = Date.now();
  const { id, session } = await store.create(owners.name, ownerRef(owner), cookie, sessionLimitOf(owners.name));
  afterAnswer(c.executionCtx, 'login notice', sendLoginNotice(c.env, owner, new Date(now)));
  c.header('Set-Cookie', sessionCookie(id, SessionStore.cookieSeconds(session, now)), { append: true });
  const target = portalPath(lang, '/login/portal/');
  return json ? c.json({ ok: true, redirect: target }) : c.redirect(target, 303);
});

ownerApi.get('/login', (c) => {
  const parts = partsOf(c);
  return c.json(ownerLoginOf(parts));
});

ownerApi.post('/logout', async (c) => {
  const fields = await postedFields(c);
  const lang = langOrDefault(fields.lang);
  const { cookie, store } = await requestSession(c, partsOf(c).owners.name);
  await store.end(cookie);
  c.header('Set-Cookie', clearedSessionCookie());
  const target = `${portalPath(lang, '/login/')}?notice=logged-out`;
  return isJsonRequest(c) ? c.json({ ok: true, redirect: target }) : c.redirect(target, 303);
});

ownerApi.post('/forgot', async (c) => {
  const json = isJsonRequest(c);
  const fields = await postedFields(c);
  const lang = langOrDefault(fields.lang);
  const email = (fields.email ?? '').trim();
  const LL = textsFor(lang).OWNER;
  const parts = partsOf(c);
  if (!parts.resets) {
    // The CRM keeps the password (whise): nothing is sent, and the answer says who can help.
    return json
      ? c.json({ error: 'unavailable', title: LL.forgotTitle(), message: forgotByAgencyText(lang) }, 404)
      : c.redirect(portalPath(lang, '/login/forgot/'), 303);
  }
  if (!isMailAddress(email)) {
    return json
      ? c.json({ errors: { email: LL.emailInvalid() } }, 422)
      : c.redirect(`${portalPath(lang, '/login/forgot/')}?error=email`, 303);
  }
  // The link is built from SITE_URL only (never the request's host): without it nothing is sent.
  const origin = configOf(c.env).siteUrl;
  if (refusedFeature(c.env, 'mail', 'POST /api/owner/forgot') || !origin) {
    return json
      ? c.json({ error: 'unavailable', title: LL.forgotTitle(), message: LL.forgotUnavailable() }, 503)
      : c.redirect(`${portalPath(lang, '/login/forgot/')}?error=unavailable`, 303);
  }
  // Per address, the binding: the answer never depends on the account.
  const verdict = await new LoginLimits(c.env.DB, c.env.LOGIN_LIMIT).gate(`forgot-ip:${clientIp(c)}`);
  if (!verdict.ok) return limited(c, lang, verdict.retryAfter, json);
  // The answer goes at once and is the same for every address; the account is looked up, the
  // token made and the mail sent after it (waitUntil), within the address's mail quota.
  const resets = parts.resets;
  afterAnswer(
    c.executionCtx,
    'reset link',
    (async () => {
      if (!(await claimMail(c.env.DB, 'reset', email))) return;
      const started = await resets.start(email, lang);
      if (!started) return;
      const link = `${origin}${portalPath(lang, '/login/reset/')}?token=${started.token}`;
      await sendResetLink(c.env, started.owner, lang, link);
    })(),
  );
  return json
    ? c.json({ ok: true, message: LL.forgotSent() })
    : c.redirect(`${portalPath(lang, '/login/')}?notice=reset-sent`, 303);
});

ownerApi.post('/reset', async (c) => {
  const json = isJsonRequest(c);
  const fields = await postedFields(c);
  const lang = langOrDefault(fields.lang);
  const token = fields.token ?? '';
  const password = fields.password ?? '';
  const confirm = fields.confirm ?? '';
  const LL = textsFor(lang).OWNER;
  const fail = (error: 'empty' | 'mismatch' | 'short' | 'invalid') => {
    const message = {
      empty: LL.passwordEmpty(),
      mismatch: LL.passwordsDiffer(),
      short: LL.passwordShort({ min: MIN_PASSWORD_LENGTH }),
      invalid: LL.resetInvalid(),
    }[error];
    if (json)
      return c.json(
        { error, errors: { [error === 'mismatch' ? 'confirm' : error === 'invalid' ? 'token' : 'password']: message } },
        error === 'invalid' ? 400 : 422,
      );
    const query = new URLSearchParams({ error, ...(/^[A-Za-z0-9_-]{43}$/.test(token) ? { token } : {}) });
    return c.redirect(`${portalPath(lang, '/login/reset/')}?${query}`, 303);
  };
  if (password.trim() === '') return fail('empty');
  if (password !== confirm) return fail('mismatch');
  if ([...password].length < MIN_PASSWORD_LENGTH) return fail('short');
  const parts = partsOf(c);
  const owner = parts.resets?.finish ? await parts.resets.finish(token, password) : null;
  if (!owner) return fail('invalid');
  await new SessionStore(c.env.DB).endAll(parts.owners.name, ownerRef(owner));
  // The new password starts with a clean slate: every failure counted for the account goes.
  await new LoginLimits(c.env.DB, c.env.LOGIN_LIMIT).clearAccount(await accountKey(parts.owners.name, owner.Email));
  const target = `${portalPath(lang, '/login/')}?notice=reset-done`;
  return json ? c.json({ ok: true, redirect: target }) : c.redirect(target, 303);
});

ownerApi.get('/session', async (c) => {
  const { session } = await requestSession(c, partsOf(c).owners.name);
  return c.json({ signedIn: session !== null });
});

const propertyParam = (value: string | undefined): number | null | undefined => {
  if (value === undefined || value === '') return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
};

ownerApi.get('/portal', async (c) => {
  const owners = partsOf(c).owners;
  const lang = c.get('lang');
  const { session } = await requestSession(c, owners.name);
  if (!session) return c.json({ error: 'Not logged in' }, 401);
  const propertyId = propertyParam(c.req.query('property'));
  if (propertyId === undefined) return c.json({ error: 'Not found' }, 404);
  const answer = await buildPortal(owners, session.ownerRef, lang, propertyId);
  if (!answer) return c.json({ error: 'Not logged in' }, 401);
  if (answer.status === 'refused') return c.json({ error: 'Not found' }, 404);
  return c.json(answer.status === 'ok' ? answer.view : null);
});

ownerApi.get('/documents/:propertyId/:documentId', async (c) => {
  const owners = partsOf(c).owners;
  const { session } = await requestSession(c, owners.name);
  if (!session) return c.json({ error: 'Not logged in' }, 401);
  const propertyId = propertyParam(c.req.param('propertyId'));
  const documentId = propertyParam(c.req.param('documentId'));
  if (!propertyId || !documentId) return c.json({ error: 'Not found' }, 404);
  // Access decided once: the owner's property list, then that property's documents.
  const owned = await owners.ownerProperties(session.ownerRef, 'en');
  if (!owned.some((p) => p.ID === propertyId)) return c.json({ error: 'Not found' }, 404);
  // The file is named as the portal lists it, in the page's language (?lang=); without it, as written.
  const lang = c.req.query('lang') ? c.get('lang') : undefined;
  const doc = (await owners.ownerDocuments(session.ownerRef, propertyId, lang))?.find((d) => d.ID === documentId);
  if (!doc) return c.json({ error: 'Not found' }, 404);
  const response = await openDocument(c.env, owners.name, doc);
  return response ?? c.json({ error: 'Not found' }, 404);
});
