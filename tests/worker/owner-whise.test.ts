/**
 * The owner portal with the whise provider (worker/provider/whise/owners.ts, docs/owner-portal.md)
 * through the site's own routes, against the fake Whise and real D1/R2: an owner logs in with
 * their Whise username and password (`v1/estates/owned/list`); the session keeps what Whise
 * said (never the password); the portal shows that owner's estates, their visits and
 * communications from Whise's activities, the site's documents, and says in the page's language
 * that Whise gives no media statistics, website counts or online media. Wrong credentials give
 * the one failure answer (4xx, the page's language), Whise down gives 503 and the site's honest
 * error, an expired token is renewed once. Nothing personal is cached.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import type { PortalView } from '../../app/model/owner-portal';
import { LANGUAGES } from '../../shared/paths/languages';
import { readWhiseOwnerRef } from '../../worker/provider/whise/owner-ref';
import { sha256Hex } from '../../worker/crypto/tokens';
import {
  createFakeWhise,
  FAKE_WHISE_OWNER_PASSWORD,
  fakeWhiseContactId,
  fakeWhiseOwnerUsername,
  whiseVariables,
} from '../support/fake-whise';
import { content } from '../../worker/content/store';
import { portalPath } from '../../worker/owner/request';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { ORIGIN } from './support/http';
import { ownerBindings, ownerCall, type OwnerInit } from './support/owner-http';

vi.setConfig({ testTimeout: 60_000 });

const fake = createFakeWhise({ today: FIXTURE_TODAY, properties: 70, projects: 3 });
let demo: DemoData;
let restore: () => void = () => undefined;

beforeAll(async () => {
  demo = await seedDemoFixture(env.DB, { bucket: env.MEDIA });
  await loadAllLanguages();
  restore = fake.install();
});
afterAll(() => restore());
beforeEach(async () => {
  fake.reset();
  for (const key of (await env.CACHE.list({ prefix: 'whise:' })).keys) await env.CACHE.delete(key.name);
  await env.DB.prepare('DELETE FROM login_attempts').run();
  mails.length = 0;
});

/** Every e-mail the site sends during a test (none is expected from the forgotten-password page on whise). */
const mails: unknown[] = [];
const whiseEnv = () => ({
  ...env,
  ...whiseVariables(fake.base),
  ...ownerBindings(mails),
});

const call = (path: string, init: OwnerInit = {}) => ownerCall(path, init, whiseEnv());
const postJson = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
  body: JSON.stringify(fields),
});
const postForm = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
  body: new URLSearchParams(fields).toString(),
});
const cookieOf = (res: Response): string => /__Host-owner=([^;]*)/.exec(res.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
const owner = () => demo.owners[0]!;
const login = (lang = 'en', password = FAKE_WHISE_OWNER_PASSWORD) =>
  call('/api/owner/login', postJson({ lang, email: owner().Email, password }));
const endpoints = () => fake.calls.map((c) => `${c.endpoint} ${c.status}`);

describe('an owner with Whise credentials', () => {
  it("logs in through v1/estates/owned/list; the session keeps Whise's answer, never the password", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const owned = fake.calls.filter((c) => c.endpoint === 'v1/estates/owned/list');
    expect(owned).toHaveLength(1);
    expect(owned[0]!.body).toMatchObject({
      ContactUsername: owner().Email,
      ContactPassword: FAKE_WHISE_OWNER_PASSWORD,
    });
    const row = await env.DB.prepare('SELECT provider, owner_ref FROM owner_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(cookieOf(res)))
      .first<{ provider: string; owner_ref: string }>();
    expect(row?.provider).toBe('whise');
    expect(readWhiseOwnerRef(row!.owner_ref)).toEqual({
      username: owner().Email,
      firstName: owner().FirstName,
      lastName: owner().LastName,
      language: owner().Language,
      contactId: fakeWhiseContactId(owner().ID),
      estateIds: [...owner().PropertyIDs].sort((a, b) => a - b),
    });
    expect(row!.owner_ref).not.toContain(FAKE_WHISE_OWNER_PASSWORD);
    expect(atob(row!.owner_ref.slice('whise:'.length).replace(/-/g, '+').replace(/_/g, '/'))).not.toContain(
      FAKE_WHISE_OWNER_PASSWORD,
    );
    // The site's own owner account (the same e-mail, its d1 password) does not open the portal on whise.
    expect((await login('en', owner().Password)).status).toBe(401);
  });

  it("shows that owner's estates, Whise's visits and communications, the site's documents, and nothing cached", async () => {
    const cookie = cookieOf(await login());
    fake.reset();
    const res = await call('/api/owner/portal?lang=en', { cookie });
    expect(res.status).toBe(200);
    const view = (await res.json()) as PortalView;
    expect(view.owner).toEqual({ FirstName: owner().FirstName, LastName: owner().LastName, Email: owner().Email });
    expect(view.properties.map((p) => p.ID)).toEqual([...owner().PropertyIDs].sort((a, b) => a - b));
    const s = view.selected!;
    const id = s.property.ID;
    const visits = demo.activity.visits.filter((v) => v.PropertyID === id);
    expect(s.visits.map((v) => v.ID).sort()).toEqual(visits.map((v) => v.ID).sort());
    expect(s.visits.map((v) => v.Date)).toEqual([...s.visits.map((v) => v.Date)].sort().reverse());
    const comms = demo.activity.communications.filter((c) => c.PropertyID === id);
    expect(s.communications.map((c) => c.ID).sort()).toEqual(comms.map((c) => c.ID).sort());
    expect(s.documents.length).toBeGreaterThan(0);
    expect(s.documents.every((d) => d.Href.startsWith(`/api/owner/documents/${id}/`))).toBe(true);
    expect(s.agent?.Name).toBeTruthy();
    expect(s.unavailable).toEqual(['mediaStatistics', 'visitCounts', 'onlineMedia']);
    expect(s.onlineMedia).toEqual([]);
    expect(s.days).toEqual([]);
    // (fake.reset() dropped the tokens: the first call's 401 renewed it; only answered calls count)
    const answered = () => fake.calls.filter((c) => c.status === 200);
    const asked = answered().map((c) => c.endpoint);
    expect(asked.filter((e) => e === 'v1/activities/calendars')).toHaveLength(1);
    expect(asked.filter((e) => e === 'v1/activities/histories')).toHaveLength(1);
    expect(answered().find((c) => c.endpoint === 'v1/activities/calendars')!.body).toEqual({
      Filter: { EstateIds: [id] },
    });
    // The owner's estates are read with the agency's token, by id, once for the request.
    const estates = answered().filter((c) => c.endpoint === 'v1/estates/list');
    expect(estates).toHaveLength(1);
    expect((estates[0]!.body.Filter as { EstateIds: number[] }).EstateIds).toEqual(
      [...owner().PropertyIDs].sort((a, b) => a - b),
    );
    // Never cached: the next request asks Whise again, and KV holds nothing of the owner's.
    await call('/api/owner/portal?lang=en', { cookie });
    expect(answered().filter((c) => c.endpoint === 'v1/activities/calendars')).toHaveLength(2);
    const keys = (await env.CACHE.list()).keys.map((k) => k.name);
    expect(keys.filter((k) => /owned|activit|owner/i.test(k))).toEqual([]);
    // A document opens through the authorised route.
    const doc = await call(s.documents[0]!.Href, { cookie });
    expect(doc.status).toBe(200);
    expect((await doc.text()).slice(0, 4)).toBe('%PDF');
  });

  it('the portal says in four languages that Whise gives no view statistics and no online media', async () => {
    const cookie = cookieOf(await login());
    for (const lang of LANGUAGES) {
      const LL = textsFor(lang).OWNER;
      const res = await call(`/${lang}/login/portal/`, { cookie });
      expect(res.status).toBe(200);
      const html = (await res.text()).replaceAll('<!-- -->', '');
      const esc = (t: string) => t.replaceAll("'", '&#x27;');
      expect(html, lang).toContain(esc(LL.viewsUnavailable()));
      expect(html, lang).toContain(esc(LL.onlineMediaUnavailable()));
      expect(html, lang).not.toContain('class="owner-graph');
      expect(html, lang).not.toContain(esc(LL.summaryChannels()));
      expect(html, lang).not.toContain(esc(LL.websiteVisits()));
      expect(html, lang).toContain(esc(LL.welcome({ name: `${owner().FirstName} ${owner().LastName}` })));
    }
  });

  it("refuses another owner's estate (404), without asking Whise for its activities", async () => {
    const cookie = cookieOf(await login());
    const foreign = demo.owners[1]!.PropertyIDs[0]!;
    fake.reset();
    expect((await call(`/api/owner/portal?lang=en&property=${foreign}`, { cookie })).status).toBe(404);
    expect((await call(`/en/login/portal/${foreign}/`, { cookie })).status).toBe(404);
    expect((await call(`/api/owner/documents/${foreign}/1`, { cookie })).status).toBe(404);
    expect(fake.calls.filter((c) => c.endpoint.startsWith('v1/activities'))).toEqual([]);
  });
});

describe('a refused or failed Whise login', () => {
  it('wrong credentials: the one failure answer in the page language, 401 or a 303 back to the form, never 500', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const ERR = textsFor(lang).ERRORS;
      const wrong = await login(lang, 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: 'failed', title: ERR.loginFailed(), message: ERR.loginFailedText() });
      expect(wrong.headers.get('Set-Cookie')).toBeNull();
    }
    const unknown = await call(
      '/api/owner/login',
      postJson({ lang: 'nl', email: 'nobody@example.com', password: 'x' }),
    );
    expect(unknown.status).toBe(401);
    // Whise answered each with its refusal (a 200 whose isValidRequest is false), not an error.
    expect(endpoints().filter((e) => e.startsWith('v1/estates/owned/list'))).toEqual(
      Array(3).fill('v1/estates/owned/list 200'),
    );
    const form = await call('/api/owner/login', postForm({ lang: 'de', email: owner().Email, password: 'falsch' }));
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toMatch(/^\/de\/.+\?error=failed$/);
    const page = await call(form.headers.get('Location')!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(textsFor('de').ERRORS.loginFailedText());
  });

  it("Whise down: 503 with the site's honest error, no session", async () => {
    fake.failNext('server-error');
    const down = await login('nl');
    expect(down.status).toBe(503);
    const ERR = textsFor('nl').ERRORS;
    expect(await down.json()).toEqual({ error: 'api', title: ERR.apiError(), message: ERR.apiErrorText() });
    expect(down.headers.get('Set-Cookie')).toBeNull();
    fake.failNext('server-error');
    const form = await call('/api/owner/login', postForm({ lang: 'en', email: owner().Email, password: 'x' }));
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toMatch(/\?error=api$/);
    // A failed lookup is not a failed password: the attempts reserved were given back, nothing is counted.
    expect(await env.DB.prepare('SELECT COALESCE(SUM(level), 0) AS n FROM login_attempts').first('n')).toBe(0);
  });

  it('a 401 on the login call renews the token once and logs the owner in', async () => {
    expect((await login()).status).toBe(200);
    fake.reset();
    fake.failNext('expire-token');
    const res = await login();
    expect(res.status).toBe(200);
    expect(endpoints().slice(0, 4)).toEqual([
      'v1/estates/owned/list 401',
      'token 200',
      'v1/admin/clients/token 200',
      'v1/estates/owned/list 200',
    ]);
  });
});

describe('the login and forgotten-password pages on whise (decision record 029)', () => {
  const esc = (t: string) => t.replaceAll("'", '&#x27;');

  it('tells the pages that owners log in with a username and that the agency manages the password', async () => {
    const res = await call('/api/owner/login');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ identifier: 'username', reset: 'agency' });
  });

  it('the forgotten-password page says in four languages that the agency manages the password, with its phone and e-mail, and has no form', async () => {
    for (const lang of LANGUAGES) {
      const LL = textsFor(lang).OWNER;
      const { agency } = content.site(lang);
      const res = await call(portalPath(lang, '/login/forgot/'));
      expect(res.status, lang).toBe(200);
      const html = (await res.text()).replaceAll('<!-- -->', '');
      expect(html, lang).toContain(esc(LL.forgotAgency()));
      expect(html, lang).toContain(esc(LL.forgotAgencyAsk()));
      expect(html, lang).toContain(`href="${agency.phoneLink.href}"`);
      expect(html, lang).toContain(`href="mailto:${agency.email}"`);
      // Nothing pretends to send a message: no form, no "a message is on its way".
      expect(html, lang).not.toContain('action="/api/owner/forgot"');
      expect(html, lang).not.toContain(esc(LL.forgotIntro()));
      expect(html, lang).not.toContain(esc(LL.forgotSent()));
    }
  });

  it('a posted request sends nothing, asks Whise nothing, and answers who manages the password', async () => {
    fake.reset();
    const res = await call('/api/owner/forgot', postJson({ lang: 'fr', email: owner().Email }));
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('unavailable');
    expect(body.message).toContain(textsFor('fr').OWNER.forgotAgency());
    expect(body.message).toContain(content.site('fr').agency.email);
    const form = await call('/api/owner/forgot', postForm({ lang: 'de', email: owner().Email }));
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe(portalPath('de', '/login/forgot/'));
    expect(mails).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('the login field takes a username (type text, autocomplete username), labelled in each language', async () => {
    for (const lang of LANGUAGES) {
      const html = await (await call(portalPath(lang, '/login/'))).text();
      // (attribute names are case-insensitive in HTML: React writes autoComplete)
      const field = (/<input[^>]*id="login-email"[^>]*>/.exec(html)?.[0] ?? '').toLowerCase();
      expect(field, lang).toContain('type="text"');
      expect(field, lang).toContain('autocomplete="username"');
      expect(field, lang).not.toContain('inputmode="email"');
      expect(html, lang).toContain(`<label for="login-email">${esc(textsFor(lang).OWNER.username())}</label>`);
    }
  });

  it('a username that is no e-mail address reaches Whise and opens the portal (greeted by the username)', async () => {
    const username = fakeWhiseOwnerUsername(owner().Email);
    expect(username).not.toContain('@');
    fake.reset();
    const res = await call(
      '/api/owner/login',
      postJson({ lang: 'en', email: username, password: FAKE_WHISE_OWNER_PASSWORD }),
    );
    expect(res.status).toBe(200);
    const owned = fake.calls.filter((c) => c.endpoint === 'v1/estates/owned/list' && c.status === 200);
    expect(owned.map((c) => c.body.ContactUsername)).toEqual([username]);
    // Whise's contacts are found by e-mail only: no lookup, the portal greets the username.
    expect(fake.calls.filter((c) => c.endpoint === 'v1/contacts/list')).toEqual([]);
    const view = (await (await call('/api/owner/portal?lang=en', { cookie: cookieOf(res) })).json()) as PortalView;
    expect(view.owner.Email).toBe(username);
    expect(view.properties.map((p) => p.ID)).toEqual([...owner().PropertyIDs].sort((a, b) => a - b));
    // The same username with a wrong password is the one failure answer.
    const wrong = await call('/api/owner/login', postJson({ lang: 'en', email: username, password: 'nope' }));
    expect(wrong.status).toBe(401);
  });
});
