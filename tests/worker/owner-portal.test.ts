/**
 * The owner portal end to end in workerd with the d1 provider (docs/owner-portal.md): login success and
 * every failure with one answer, as slow for an unknown e-mail as for a wrong password; rate
 * limits (429 + Retry-After) before hashing; sessions (cookie flags, only the hash stored,
 * rotation, idle and absolute expiry, logout); access control (the second demo owner's
 * property and document refused); the reset link (single use, expiry, messages); another
 * site's Origin refused; the portal pages and the document route; figures that agree (website
 * counter and graph, contacts and enquiries, demands, the summary) and texts in the page's language.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import {
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PASSWORD,
  DEMO_SECOND_OWNER_EMAIL,
  DEMO_SECOND_OWNER_PASSWORD,
} from '../../scripts/demo/owner';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { sha256Hex } from '../../worker/crypto/tokens';
import type { PortalView } from '../../app/model/owner-portal';
import { seedDemoFixture } from './support/demo-fixture';
import { recordStatements } from './support/recording-db';
import { demandsMatching } from '../support/demo-demands';
import { ORIGIN } from './support/http';
import { ownerCall, type OwnerInit } from './support/owner-http';

// Each login computes one scrypt hash (about 0.2 s, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let data: DemoData;
let sent: { to: string; subject: string; text: string }[];
let limiter: { refused: Set<string>; keys: string[] };
/** Every statement the worker prepared on D1 during the test (a refused login reads no account). */
let queries: string[];
const recordingDb = recordStatements(env.DB, (sql) => queries.push(sql));

beforeAll(async () => {
  data = await seedDemoFixture(env.DB, {
    properties: 20,
    projects: 1,
    today: new Date().toISOString().slice(0, 10),
    bucket: env.MEDIA,
  });
  await loadAllLanguages();
});

beforeEach(async () => {
  sent = [];
  limiter = { refused: new Set(), keys: [] };
  queries = [];
  await env.DB.prepare('DELETE FROM login_attempts').run();
});

function testEnv() {
  return {
    ...env,
    DB: recordingDb,
    EMAIL: {
      send: async (m: { to: string; subject: string; text: string }) => {
        sent.push(m);
        return { messageId: 'x' };
      },
    } as unknown as SendEmail,
    LOGIN_LIMIT: {
      limit: async ({ key }: { key: string }) => {
        limiter.keys.push(key);
        return { success: !limiter.refused.has(key) };
      },
    } as RateLimit,
  };
}

const call = (path: string, init: OwnerInit = {}) => ownerCall(path, init, testEnv());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
  body: new URLSearchParams(fields).toString(),
});
const json = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: ORIGIN, ...headers },
  body: JSON.stringify(fields),
});

const cookieOf = (res: Response): string => /__Host-owner=([^;]*)/.exec(res.headers.get('Set-Cookie') ?? '')?.[1] ?? '';

async function login(email = DEMO_OWNER_EMAIL, password = DEMO_OWNER_PASSWORD, cookie?: string): Promise<string> {
  const res = await call('/api/owner/login', {
    ...form({ lang: 'en', email, password }),
    ...(cookie ? { cookie } : {}),
  });
  expect(res.status).toBe(303);
  return cookieOf(res);
}

describe('login', () => {
  it('logs the demo owner in without JavaScript: 303 to the portal and a __Host- cookie with every flag', async () => {
    const res = await call(
      '/api/owner/login',
      form({ lang: 'fr', email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/fr/login/portal/');
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^__Host-owner=[A-Za-z0-9_-]{43}; /);
    for (const flag of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']) expect(setCookie).toContain(flag);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // Only the SHA-256 of the cookie value is stored, with the provider and the owner reference.
    const id = cookieOf(res);
    const rows = await env.DB.prepare('SELECT * FROM owner_sessions WHERE owner_ref = ?')
      .bind('1')
      .all<{ id_hash: string; provider: string }>();
    expect(rows.results.some((r) => r.id_hash === id)).toBe(false);
    const hashed = await sha256Hex(id);
    expect(rows.results.find((r) => r.id_hash === hashed)).toMatchObject({ provider: 'd1' });
  });

  it('logs in with JSON and sends the agency the login notice', async () => {
    const res = await call(
      '/api/owner/login',
      json({ lang: 'nl', email: ' Owner@Example.com ', password: DEMO_OWNER_PASSWORD }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, redirect: '/nl/login/portal/' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'info@belvue-immo.example',
      subject: 'Owner portal: Claire Vermeulen logged in',
    });
    expect(sent[0]!.text).toContain('Claire Vermeulen (owner@example.com) logged into the owner portal');
    expect(sent[0]!.text).not.toContain(DEMO_OWNER_PASSWORD);
  });

  it.each([
    ['a wrong password', DEMO_OWNER_EMAIL, 'demo-owner-2025'],
    ['an unknown e-mail', 'nobody@example.com', DEMO_OWNER_PASSWORD],
    ['an empty password', DEMO_OWNER_EMAIL, ''],
    ['an empty e-mail', '', DEMO_OWNER_PASSWORD],
    ['a very long password', DEMO_OWNER_EMAIL, 'x'.repeat(5000)],
  ])('gives the one failure answer for %s (form and JSON), in the posted language', async (_case, email, password) => {
    const a = await call('/api/owner/login', form({ lang: 'en', email, password }));
    expect(a.status).toBe(303);
    expect(a.headers.get('Location')).toBe('/en/login/?error=failed');
    // No session; only what was typed is kept for the login page, known address or not.
    expect(a.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(email.trim() ? ['__Host-owner-typed'] : []);
    const b = await call('/api/owner/login', json({ lang: 'fr', email, password }));
    expect(b.status).toBe(401);
    expect(await b.json()).toEqual({
      error: 'failed',
      title: 'Échec de la connexion',
      message: 'E-mail et/ou mot de passe incorrect(s).',
    });
  });

  it('answers an unknown e-mail and a wrong password the same, in about the same time', async () => {
    const time = async (email: string, password: string) => {
      const started = performance.now();
      const res = await call('/api/owner/login', json({ lang: 'en', email, password }));
      return { ms: performance.now() - started, status: res.status, body: await res.text() };
    };
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(`nobody${i}@example.com`, 'whatever-password'));
      wrong.push(await time(DEMO_OWNER_EMAIL, `wrong-password-${i}`));
      await env.DB.prepare('DELETE FROM login_attempts').run();
    }
    expect(new Set([...unknown, ...wrong].map((r) => `${r.status} ${r.body}`)).size).toBe(1);
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2]!;
    const u = median(unknown.map((r) => r.ms));
    const w = median(wrong.map((r) => r.ms));
    // Both compute one scrypt hash (about 0.2 s): neither answer is much faster than the other.
    expect(Math.min(u, w) / Math.max(u, w)).toBeGreaterThan(0.5);
  });

  it('shows the login page with the failure message in each language (no JavaScript)', async () => {
    const en = await (await call('/en/login/?error=failed')).text();
    expect(en).toContain('Login failed');
    // The d1 owners log in with their e-mail address: the message names it, not a username.
    expect(en).toContain('The e-mail address or password is not correct.');
    expect(en).not.toContain('The username or password');
    const fr = await (await call('/fr/login/?error=failed')).text();
    expect(fr).toContain('E-mail et/ou mot de passe incorrect(s).');
    const page = await call('/nl/login/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form[^>]*action="\/api\/owner\/login"[^>]*method="post"/);
    expect(html).toContain('name="lang" value="nl"');
    expect(html).toMatch(/autocomplete="current-password"/i);
  });

  it('keeps what was typed in the first field after a failed plain post, never the password, and forgets it at login', async () => {
    const failed = await call(
      '/api/owner/login',
      form({ lang: 'en', email: ` ${DEMO_OWNER_EMAIL} `, password: 'nope-nope' }),
    );
    expect(failed.status).toBe(303);
    expect(failed.headers.get('Location')).toBe('/en/login/?error=failed');
    const typed = failed.headers.get('Set-Cookie')!;
    expect(typed).toBe(
      `__Host-owner-typed=${encodeURIComponent(DEMO_OWNER_EMAIL)}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(typed).not.toContain('nope');
    const cookie = typed.split(';')[0]!;

    const again = await call('/en/login/?error=failed', { headers: { Cookie: cookie } });
    expect(again.headers.get('Cache-Control')).toBe('no-store');
    const html = await again.text();
    expect(html).toMatch(new RegExp(`<input[^>]*id="login-email"[^>]*value="${DEMO_OWNER_EMAIL}"`));
    expect(html).toContain('The e-mail address or password is not correct.');
    // Without the cookie the field is empty.
    expect(await (await call('/en/login/?error=failed')).text()).not.toMatch(/id="login-email"[^>]*value=/);

    // The in-place login (JSON) keeps the field itself: no cookie.
    const jsonFailed = await call('/api/owner/login', json({ lang: 'en', email: DEMO_OWNER_EMAIL, password: 'nope' }));
    expect(jsonFailed.status).toBe(401);
    expect(jsonFailed.headers.get('Set-Cookie')).toBeNull();

    // A successful login clears it beside the session cookie.
    const ok = await call('/api/owner/login', {
      ...form({ lang: 'en', email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }),
      headers: { ...(form({}).headers as Record<string, string>), Cookie: cookie },
    });
    expect(ok.status).toBe(303);
    const set = ok.headers.getSetCookie();
    expect(set).toContain('__Host-owner-typed=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax');
    expect(set.some((c) => c.startsWith('__Host-owner='))).toBe(true);
  });
});

describe('rate limits (checked before the password hash)', () => {
  /** The demo owner's correct login from an address, posted as JSON or as a plain form. */
  const demoLoginFrom = (ip: string, lang: string, as: typeof json) =>
    call(
      '/api/owner/login',
      as({ lang, email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }, { 'CF-Connecting-IP': ip }),
    );
  it('answers 429 with Retry-After when the LOGIN_LIMIT binding refuses the IP, for forms and JSON', async () => {
    limiter.refused.add('login-ip:203.0.113.9');
    const a = await demoLoginFrom('203.0.113.9', 'de', json);
    expect(a.status).toBe(429);
    expect(a.headers.get('Retry-After')).toBe('60');
    expect(await a.json()).toMatchObject({
      error: 'limited',
      retryAfter: 60,
      message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.',
    });
    const b = await demoLoginFrom('203.0.113.9', 'en', form);
    expect(b.status).toBe(429);
    expect(b.headers.get('Retry-After')).toBe('60');
    expect(await b.text()).toContain('Too many login attempts. Please try again in 1 minute.');
    // No session; what was typed is kept for the login page its link goes back to.
    expect(b.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['__Host-owner-typed']);
    // Refused before the account was looked up, so before any password hash was computed.
    expect(queries.filter((sql) => /\b(owners|login_attempts)\b/.test(sql))).toEqual([]);
    // The same login from another address reserves an attempt and reads the account (the check can fail).
    const c = await demoLoginFrom('203.0.113.10', 'en', json);
    expect(c.status).toBe(200);
    expect(queries.some((sql) => /FROM owners WHERE email/.test(sql))).toBe(true);
    expect(queries.some((sql) => /INSERT INTO login_attempts/.test(sql))).toBe(true);
  });

  it('keys the binding by the address only: a key per account would let anyone lock the owner out', async () => {
    await call(
      '/api/owner/login',
      json({ lang: 'en', email: 'x@example.com', password: 'y' }, { 'CF-Connecting-IP': '198.51.100.7' }),
    );
    expect(limiter.keys).toEqual(['login-ip:198.51.100.7']);
  });

  it('counts failures per account and address (D1), known account or not: the address waits, the account does not', async () => {
    for (const email of [DEMO_OWNER_EMAIL, 'ghost@example.com']) {
      const from = { 'CF-Connecting-IP': `198.51.100.${email.length}` };
      for (let i = 0; i < 5; i++)
        expect((await call('/api/owner/login', json({ lang: 'en', email, password: 'wrong' }, from))).status).toBe(401);
      const locked = await call('/api/owner/login', json({ lang: 'en', email, password: DEMO_OWNER_PASSWORD }, from));
      expect(locked.status).toBe(429);
      const retry = Number(locked.headers.get('Retry-After'));
      expect(retry).toBeGreaterThan(150);
      expect(retry).toBeLessThanOrEqual(180);
    }
    const elsewhere = { 'CF-Connecting-IP': '198.51.100.99' };
    expect(
      (
        await call(
          '/api/owner/login',
          json({ lang: 'en', email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD }, elsewhere),
        )
      ).status,
    ).toBe(200);
    // The success cleared its own address's count; the others stay (the owner's guesser and the unknown account's).
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM login_attempts').first<{ n: number }>();
    expect(row!.n).toBe(2);
  });

  it('has the real LOGIN_LIMIT binding configured: 10 a minute per key', async () => {
    // Its windows are one wall-clock minute: 21 calls in under a minute meet at most two of them,
    // so at most 20 pass, whatever the moment; another key is counted apart.
    const key = `login-ip:limit-test-${crypto.randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await env.LOGIN_LIMIT!.limit({ key })).success);
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(20);
    expect(answers.filter(Boolean).length).toBeGreaterThanOrEqual(10);
    expect((await env.LOGIN_LIMIT!.limit({ key: `${key}-other` })).success).toBe(true);
  });
});

describe('sessions', () => {
  it('opens the portal with the cookie and redirects without it', async () => {
    const cookie = await login();
    const portal = await call('/en/login/portal/', { cookie });
    expect(portal.status).toBe(200);
    expect(portal.headers.get('Cache-Control')).toBe('no-store');
    const html = await portal.text();
    expect(html).toContain('Welcome, Claire Vermeulen');
    const anonymous = await call('/en/login/portal/');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toMatch(/\/en\/login\/$/);
    // A logged-in owner who opens the login page goes on to the portal.
    const again = await call('/de/login/', { cookie });
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toMatch(/\/de\/login\/portal\/$/);
  });

  it('rotates the id at login: the session the browser came with ends', async () => {
    const first = await login();
    const second = await login(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, first);
    expect(second).not.toBe(first);
    expect((await call('/api/owner/session', { cookie: first })).status).toBe(200);
    expect(await (await call('/api/owner/session', { cookie: first })).json()).toEqual({ signedIn: false });
    expect(await (await call('/api/owner/session', { cookie: second })).json()).toEqual({ signedIn: true });
  });

  it('ends a session idle for 30 minutes, and any session 8 hours after login', async () => {
    const idle = await login();
    const live = await login();
    await env.DB.prepare('UPDATE owner_sessions SET last_seen_at = last_seen_at - ? WHERE id_hash = ?')
      .bind(31 * 60_000, await sha256Hex(idle))
      .run();
    expect(await (await call('/api/owner/session', { cookie: idle })).json()).toEqual({ signedIn: false });
    expect(
      await env.DB.prepare('SELECT 1 FROM owner_sessions WHERE id_hash = ?')
        .bind(await sha256Hex(idle))
        .first(),
    ).toBeNull();
    // 29 minutes idle is still alive, and the request marks the activity.
    await env.DB.prepare('UPDATE owner_sessions SET last_seen_at = last_seen_at - ? WHERE id_hash = ?')
      .bind(29 * 60_000, await sha256Hex(live))
      .run();
    expect(await (await call('/api/owner/session', { cookie: live })).json()).toEqual({ signedIn: true });
    const seen = await env.DB.prepare('SELECT last_seen_at FROM owner_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(live))
      .first<{ last_seen_at: number }>();
    expect(Date.now() - seen!.last_seen_at).toBeLessThan(60_000);
    // Absolute end: active, but past its end.
    await env.DB.prepare('UPDATE owner_sessions SET expires_at = ? WHERE id_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(live))
      .run();
    expect(await (await call('/api/owner/session', { cookie: live })).json()).toEqual({ signedIn: false });
    const row = await env.DB.prepare(
      'SELECT expires_at - created_at AS span FROM owner_sessions ORDER BY created_at DESC LIMIT 1',
    ).first<{ span: number }>();
    expect(row?.span ?? 8 * 3600_000).toBe(8 * 3600_000);
  });

  it('logs out on the server: the old cookie is worthless afterwards', async () => {
    const cookie = await login();
    const res = await call('/api/owner/logout', { ...form({ lang: 'fr' }), cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/fr/login/?notice=logged-out');
    expect(res.headers.get('Set-Cookie')).toMatch(
      /^__Host-owner=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      await env.DB.prepare('SELECT 1 FROM owner_sessions WHERE id_hash = ?')
        .bind(await sha256Hex(cookie))
        .first(),
    ).toBeNull();
    expect((await call('/en/login/portal/', { cookie })).status).toBe(303);
    expect((await call('/api/owner/portal?lang=en', { cookie })).status).toBe(401);
  });

  it('ignores a malformed or forged cookie', async () => {
    for (const cookie of ['x', 'A'.repeat(43), '../../etc']) {
      expect(await (await call('/api/owner/session', { cookie })).json()).toEqual({ signedIn: false });
    }
  });
});

describe('access control', () => {
  const owned = () => data.owners[0]!.PropertyIDs as [number, number];
  const secondProperty = () => data.owners[1]!.PropertyIDs[0]!;

  it("shows the owner's properties and switches between them", async () => {
    const cookie = await login();
    const [first, second] = owned();
    const res = await call(`/api/owner/portal?lang=en&property=${second}`, { cookie });
    expect(res.status).toBe(200);
    const view = (await res.json()) as PortalView;
    expect(view.properties.map((p) => p.ID).sort()).toEqual([first, second].sort());
    expect(view.selected!.property.ID).toBe(second);
    expect(view.selected!.days).toHaveLength(30);
    expect(view.selected!.documents.every((d) => d.Href.startsWith(`/api/owner/documents/${second}/`))).toBe(true);
    // the property's own agent: the sales agent for a sale, the rental manager for a rental
    expect(view.selected!.agent).toMatchObject({ ID: view.selected!.property.Goal === 0 ? 2 : 3 });
    const page = await (await call(`/en/login/portal/${first}/`, { cookie })).text();
    expect(page).toContain(`href="/en/login/portal/${second}/"`);
    expect(page).toMatch(new RegExp(`href="/en/login/portal/${first}/" aria-current="page"`));
  });

  it('gives figures that agree: the website counter is the website channel of the all-channel graph, for each property', async () => {
    const cookie = await login();
    for (const id of owned()) {
      const view = (await (await call(`/api/owner/portal?lang=en&property=${id}`, { cookie })).json()) as PortalView;
      const s = view.selected!;
      const website = s.days.reduce((n, d) => n + d.Website, 0);
      const all = s.days.reduce((n, d) => n + d.Views, 0);
      expect(s.counts.Period).toBe('rolling');
      expect(website).toBeGreaterThan(0);
      // The website's 30-day counter is the sum of the website channel's daily views over the graph's 30 days…
      expect(website).toBe(s.counts.Month);
      // …and part of the all-channel total: every day's website views are within that day's views on all channels.
      expect(s.days.every((d) => d.Website <= d.Views)).toBe(true);
      expect(all).toBeGreaterThan(website);
      expect(s.days.at(-1)!.Website).toBe(s.counts.Day);
      expect(s.days.slice(-7).reduce((n, d) => n + d.Website, 0)).toBe(s.counts.Week);
      const page = await (await call(`/en/login/portal/${id}/`, { cookie })).text();
      const figure = (n: number) => n.toLocaleString('de-BE');
      expect(page).toContain('Views on all channels, last 30 days');
      expect(page).toContain(`${figure(all)} in all, of which ${figure(website)} on our website`);
      expect(page).toMatch(
        new RegExp(`Views on our website, last 30 days</dt><dd><span class="owner-summary__value">${figure(website)}<`),
      );
      expect(page).toMatch(
        new RegExp(`Views on all channels, last 30 days</dt><dd><span class="owner-summary__value">${figure(all)}<`),
      );
      // The graph's contacts are the enquiries of the online-media history, day by day.
      for (const d of s.days)
        expect(s.onlineMedia.filter((m) => m.Type === 'lead' && m.Date.slice(0, 10) === d.Date).length, d.Date).toBe(
          d.Contacts,
        );
      expect(s.days.reduce((n, d) => n + d.Contacts, 0)).toBeGreaterThan(0);
      // Buyers and tenants looking: the demo's confirmed demands that match the property, a few of them.
      const matching = demandsMatching(data, id);
      expect(s.demands).toBe(matching);
      expect(s.demands).toBeGreaterThan(0);
      expect(s.demands).toBeLessThan(data.demands.length);
      expect(page).toMatch(
        new RegExp(`Buyers and tenants looking</dt><dd><span class="owner-summary__value">${s.demands}<`),
      );
      // Visits done and planned, the last communication and the documents: the summary counts the lists.
      const done = s.visits.filter((v) => v.Status === 'done').length;
      const planned = s.visits.filter((v) => v.Status === 'planned').length;
      expect(page).toContain(`${done} done, ${planned} planned`);
      expect(page).toMatch(new RegExp(`Documents</dt><dd><span class="owner-summary__value">${s.documents.length}<`));
    }
  });

  it("reads the histories and the documents in the page's language, and the document's file is named so", async () => {
    const cookie = await login();
    const [first] = owned();
    const de = (await (await call(`/api/owner/portal?lang=de&property=${first}`, { cookie })).json()) as PortalView;
    const en = (await (await call(`/api/owner/portal?lang=en&property=${first}`, { cookie })).json()) as PortalView;
    const rows = data.activity;
    for (const v of de.selected!.visits) {
      const record = rows.visits.find((r) => r.ID === v.ID)!;
      expect(v.Comment).toBe(record.Texts?.de?.Comment ?? record.Comment);
    }
    expect(de.selected!.visits.some((v) => /Besichtigung|Interesse|Paar|Bahnhof/.test(v.Comment))).toBe(true);
    for (const c of de.selected!.communications) {
      const record = rows.communications.find((r) => r.ID === c.ID)!;
      expect([c.Subject, c.Comment]).toEqual([record.Texts!.de!.Subject, record.Texts!.de!.Comment]);
    }
    for (const m of de.selected!.onlineMedia)
      expect(m.Subject).toBe(rows.media.find((r) => r.ID === m.ID)!.Texts!.de!.Subject);
    expect(de.selected!.documents.map((d) => d.Name)).toContain('Verkaufsauftrag');
    // English is the text as written.
    expect(en.selected!.communications.map((c) => c.Subject)).toContain('Weekly report');
    expect(en.selected!.documents.map((d) => d.Name)).toContain('Sales mandate');
    const page = (await (await call(`/de/login/portal/${first}/`, { cookie })).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('Wochenbericht');
    expect(page).not.toContain('Weekly report');
    const doc = de.selected!.documents.find((d) => d.Name === 'Verkaufsauftrag')!;
    expect(doc.Href).toMatch(/\?lang=de$/);
    const file = await call(doc.Href, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('filename="Verkaufsauftrag.pdf"');
    await file.body?.cancel();
  });

  it('shows the latest 5 entries of each history and the whole history behind a native "show all"', async () => {
    const cookie = await login();
    const [first] = owned();
    const view = (await (await call(`/api/owner/portal?lang=de&property=${first}`, { cookie })).json()) as PortalView;
    const visits = view.selected!.visits.length;
    expect(visits).toBeGreaterThan(5);
    const page = (await (await call(`/de/login/portal/${first}/`, { cookie })).text()).replaceAll('<!-- -->', '');
    const section = page.slice(page.indexOf('<section id="visits"'), page.indexOf('<section id="communications"'));
    expect(section).toContain(`Besichtigungsverlauf <span class="owner-section__count">(${visits})</span>`);
    const [latest, more] = section.split('<details class="owner-more">');
    expect(latest!.match(/<tr>/g)).toHaveLength(1 + 5);
    expect(latest).toContain('class="owner-table owner-table--cards owner-table--latest"');
    expect(more).toContain(`<summary class="owner-more__summary">Alle ${visits} zeigen</summary>`);
    expect(more!.match(/<tr>/g)).toHaveLength(1 + visits);
    for (const anchor of ['visits', 'communications', 'media', 'documents', 'agent']) {
      expect(page).toContain(`href="#${anchor}"`);
      expect(page).toContain(`id="${anchor}"`);
    }
  });

  it("refuses the second owner's property id (404) in the page and the API", async () => {
    const cookie = await login();
    expect((await call(`/en/login/portal/${secondProperty()}/`, { cookie })).status).toBe(404);
    expect((await call(`/api/owner/portal?lang=en&property=${secondProperty()}`, { cookie })).status).toBe(404);
    expect((await call('/en/login/portal/99999999/', { cookie })).status).toBe(404);
    expect((await call('/en/login/portal/abc/', { cookie })).status).toBe(404);
    // And the other way round.
    const other = await login(DEMO_SECOND_OWNER_EMAIL, DEMO_SECOND_OWNER_PASSWORD);
    expect((await call(`/en/login/portal/${owned()[0]}/`, { cookie: other })).status).toBe(404);
    expect((await call(`/en/login/portal/${secondProperty()}/`, { cookie: other })).status).toBe(200);
  });

  it("downloads the owner's document and refuses the second owner's document id", async () => {
    const cookie = await login();
    const [first] = owned();
    const doc = data.activity.documents.find((d) => d.PropertyID === first)!;
    const res = await call(`/api/owner/documents/${first}/${doc.ID}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename=/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await res.text()).startsWith('%PDF')).toBe(true);
    const theirs = data.activity.documents.find((d) => d.PropertyID === secondProperty())!;
    expect((await call(`/api/owner/documents/${secondProperty()}/${theirs.ID}`, { cookie })).status).toBe(404);
    // Their document id under one of our property ids is not found either.
    expect((await call(`/api/owner/documents/${first}/${theirs.ID}`, { cookie })).status).toBe(404);
    expect((await call(`/api/owner/documents/${first}/${doc.ID}`)).status).toBe(401);
  });

  it('counts the active search alerts matching the property (goal, type, city, price)', async () => {
    const cookie = await login();
    const [first] = owned();
    const p = data.properties.find((x) => x.ID === first)!;
    const alert = (criteria: unknown, confirmed = true, unsubscribed = false) =>
      env.DB.prepare(
        'INSERT INTO alerts (email, lang, criteria, token_hash, confirmed_at, unsubscribed_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
        .bind(
          'buyer@example.com',
          'en',
          JSON.stringify(criteria),
          crypto.randomUUID(),
          confirmed ? '2026-01-01' : null,
          unsubscribed ? '2026-02-01' : null,
        )
        .run();
    await env.DB.prepare('DELETE FROM alerts').run();
    await alert({ goal: p.Goal === 0 ? 0 : 1, city: p.City.Zip });
    await alert({ goal: p.Goal === 0 ? 0 : 1, type: p.WebID, maxPrice: (p.Price ?? 0) + 1 });
    await alert({ goal: p.Goal === 0 ? 1 : 0 });
    await alert({ goal: p.Goal === 0 ? 0 : 1 }, false);
    await alert({ goal: p.Goal === 0 ? 0 : 1 }, true, true);
    const view = (await (await call(`/api/owner/portal?lang=en&property=${first}`, { cookie })).json()) as PortalView;
    expect(view.selected!.demands).toBe(2);
  });
});

describe('forgot and reset', () => {
  // Each test starts with no link issued and no reset mail counted (the per-address quota and
  // the links kept until used are tests/worker/security-login.test.ts's).
  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare('DELETE FROM mail_quota'), env.DB.prepare('DELETE FROM password_resets')]);
  });
  const linkIn = (text: string) =>
    /https:\/\/agency\.test\/en\/login\/reset\/\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('answers the same for a known and an unknown address; only the known one gets a link, never a password', async () => {
    const known = await call('/api/owner/forgot', json({ lang: 'en', email: DEMO_OWNER_EMAIL }));
    const unknown = await call('/api/owner/forgot', json({ lang: 'en', email: 'nobody@example.com' }));
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(DEMO_OWNER_EMAIL);
    expect(linkIn(sent[0]!.text)).toBeTruthy();
    expect(sent[0]!.text).not.toContain(DEMO_OWNER_PASSWORD);
    const formKnown = await call('/api/owner/forgot', form({ lang: 'en', email: DEMO_OWNER_EMAIL }));
    const formUnknown = await call('/api/owner/forgot', form({ lang: 'en', email: 'nobody@example.com' }));
    expect(formKnown.headers.get('Location')).toBe('/en/login/?notice=reset-sent');
    expect(formUnknown.headers.get('Location')).toBe('/en/login/?notice=reset-sent');
    const row = await env.DB.prepare('SELECT token_hash FROM password_resets').first<{ token_hash: string }>();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toBe(linkIn(sent[sent.length - 1]!.text));
  });

  it('d1 keeps its e-mail login field and its forgotten-password form (decision record 029)', async () => {
    expect(await (await call('/api/owner/login')).json()).toEqual({ identifier: 'email', reset: 'message' });
    const login = await (await call('/en/login/')).text();
    const field = (/<input[^>]*id="login-email"[^>]*>/.exec(login)?.[0] ?? '').toLowerCase();
    expect(field).toContain('type="email"');
    expect(field).toContain('autocomplete="username"');
    expect(login).toContain('<label for="login-email">E-mail</label>');
    const forgot = (await (await call('/en/login/forgot/')).text()).replaceAll('<!-- -->', '');
    expect(forgot).toContain('action="/api/owner/forgot"');
    expect(forgot).toContain(textsFor('en').OWNER.forgotIntro());
    expect(forgot).not.toContain(textsFor('en').OWNER.forgotAgency());
  });

  it('asks for a valid e-mail address (422) in the posted language', async () => {
    const res = await call('/api/owner/forgot', json({ lang: 'nl', email: 'not an address' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { email: 'E-mail is verplicht of ongeldig' } });
  });

  it('sets a new password once with the link, ends the sessions, and refuses the link a second time', async () => {
    const session = await login(DEMO_SECOND_OWNER_EMAIL, DEMO_SECOND_OWNER_PASSWORD);
    await call('/api/owner/forgot', json({ lang: 'en', email: DEMO_SECOND_OWNER_EMAIL }));
    const token = linkIn(sent[sent.length - 1]!.text)!;
    const page = await call(`/en/login/reset/?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`name="token" value="${token}"`);

    const messages = async (fields: Record<string, string>) =>
      (await call('/api/owner/reset', json({ lang: 'en', token, ...fields }))).json();
    expect(await messages({ password: '', confirm: '' })).toEqual({
      error: 'empty',
      errors: { password: 'Password is a required field' },
    });
    expect(await messages({ password: 'new-password-1', confirm: 'new-password-2' })).toEqual({
      error: 'mismatch',
      errors: { confirm: 'The passwords are not identical' },
    });
    expect((await call('/api/owner/reset', json({ lang: 'fr', token, password: 'a', confirm: 'b' }))).status).toBe(422);
    expect(
      await (await call('/api/owner/reset', json({ lang: 'fr', token, password: 'a', confirm: 'b' }))).json(),
    ).toMatchObject({ errors: { confirm: 'Les mots de passe ne sont pas identiques' } });
    expect(
      await (await call('/api/owner/reset', json({ lang: 'de', token, password: ' ', confirm: ' ' }))).json(),
    ).toMatchObject({ errors: { password: 'Passwort ist ein Pflichtfeld' } });
    const noJs = await call('/api/owner/reset', form({ lang: 'nl', token, password: 'x', confirm: 'y' }));
    expect(noJs.headers.get('Location')).toBe(`/nl/login/reset/?error=mismatch&token=${token}`);
    expect(await (await call(`/nl/login/reset/?error=mismatch&token=${token}`)).text()).toContain(
      'De wachtwoorden zijn niet identiek',
    );

    const done = await call(
      '/api/owner/reset',
      form({ lang: 'en', token, password: 'a-new-secret-2026', confirm: 'a-new-secret-2026' }),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/en/login/?notice=reset-done');
    expect(await (await call('/api/owner/session', { cookie: session })).json()).toEqual({ signedIn: false });
    await login(DEMO_SECOND_OWNER_EMAIL, 'a-new-secret-2026');
    const again = await call(
      '/api/owner/reset',
      json({ lang: 'en', token, password: 'another-secret-1', confirm: 'another-secret-1' }),
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid' });
    const stillNew = await call(
      '/api/owner/login',
      json({ lang: 'en', email: DEMO_SECOND_OWNER_EMAIL, password: 'another-secret-1' }),
    );
    expect(stillNew.status).toBe(401);
  });

  it('refuses an expired link (30 minutes)', async () => {
    await call('/api/owner/forgot', json({ lang: 'en', email: DEMO_OWNER_EMAIL }));
    const token = linkIn(sent[sent.length - 1]!.text)!;
    await env.DB.prepare('UPDATE password_resets SET expires_at = ? WHERE token_hash = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), await sha256Hex(token))
      .run();
    const res = await call(
      '/api/owner/reset',
      json({ lang: 'en', token, password: 'late-password-1', confirm: 'late-password-1' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      errors: {
        token: 'This link is no longer valid: it has expired or has already been used. Please ask for a new one.',
      },
    });
    const issued = await env.DB.prepare('SELECT expires_at FROM password_resets WHERE owner_id = 1').all<{
      expires_at: string;
    }>();
    expect(issued.results).toHaveLength(1);
    // The owner's password is unchanged.
    expect(
      (await call('/api/owner/login', json({ lang: 'en', email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD })))
        .status,
    ).toBe(200);
  });

  it('gives a link valid for 30 minutes', async () => {
    const before = Date.now();
    await call('/api/owner/forgot', json({ lang: 'en', email: DEMO_OWNER_EMAIL }));
    const row = await env.DB.prepare('SELECT expires_at FROM password_resets WHERE owner_id = 1').first<{
      expires_at: string;
    }>();
    const valid = Date.parse(row!.expires_at) - before;
    expect(valid).toBeGreaterThanOrEqual(30 * 60_000 - 50);
    expect(valid).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });
});

describe('another site', () => {
  it.each(['/api/owner/login', '/api/owner/logout', '/api/owner/forgot', '/api/owner/reset'])(
    'refuses a POST to %s from another Origin (403)',
    async (path) => {
      const fields = {
        lang: 'en',
        email: DEMO_OWNER_EMAIL,
        password: DEMO_OWNER_PASSWORD,
        token: 'x',
        confirm: DEMO_OWNER_PASSWORD,
      };
      for (const init of [
        form(fields, { Origin: 'https://evil.example' }),
        json(fields, { Origin: 'https://evil.example' }),
      ]) {
        const res = await call(path, init);
        expect(res.status).toBe(403);
        expect(res.headers.get('Set-Cookie')).toBeNull();
      }
      const noOrigin = await call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
        body: new URLSearchParams(fields).toString(),
      });
      expect(noOrigin.status).toBe(403);
      expect(sent).toHaveLength(0);
    },
  );
});
