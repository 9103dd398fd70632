/**
 * Attacks on the owner login and the forgotten-password flow (docs/security.md), replayed against
 * the real worker with its real D1 and Rate Limiting bindings, on each provider: d1 (the site's
 * own owners), Omnicasa (the fake Omnicasa server) and Whise (the fake Whise API). Only the CRMs,
 * e-mail delivery and Turnstile's siteverify are faked.
 *
 * - Nobody can lock an owner out: five wrong passwords from five addresses, then the right one
 *   from a sixth, logs in. Failures are counted per account and address, and the count decays.
 * - Parallel guesses from one address check at most the allowance of passwords.
 * - A password reset clears the counter the login reads.
 * - Past a few failures of an account, Turnstile is asked (when the site has its keys) instead
 *   of a lock; the right password with a passing challenge still logs in.
 * - A CRM's refusal counts as a failure; an outage does not. A Whise owner's session lasts an
 *   hour at most, so ownership is asked of Whise again at least hourly.
 * - /forgot answers at once and alike for every address; a link stays valid until used or
 *   expired; at most one mail per address per 5 minutes and a daily cap; links from SITE_URL.
 */
import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import { loadAllLanguages } from '../../app/i18n/load-server';
import { SITEVERIFY_URL } from '../../worker/forms/turnstile';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { createFakeWhise, FAKE_WHISE_OWNER_PASSWORD, whiseVariables } from '../support/fake-whise';
import { FIXTURE_TODAY, seedDemoFixture } from './support/demo-fixture';
import { installForSuite } from './support/fake-hooks';
import { ORIGIN, get } from './support/http';

vi.setConfig({ testTimeout: 120_000 });

let ipCounter = 0;
/** A new visitor address: the real LOGIN_LIMIT binding counts per address. */
const nextIp = () => `192.0.2.${++ipCounter}`;
let mails: { to: string; subject: string; text: string }[] = [];

const mailer = {
  send: async (m: { to: string; subject: string; text: string }) => {
    mails.push(m);
    return { messageId: 'x' };
  },
} as unknown as SendEmail;

type Environment = typeof env & Record<string, unknown>;
const d1Env = (): Environment => ({ ...env, EMAIL: mailer, SITE_URL: 'https://www.belvue-immo.example' });

const call = (path: string, init: RequestInit, environment: Environment = d1Env()) =>
  get(path, { ...init, redirect: 'manual', env: environment, settle: true });

const loginAt = (
  email: string,
  password: string,
  ip: string,
  environment?: Environment,
  extra: Record<string, string> = {},
) =>
  call(
    '/api/owner/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
      body: JSON.stringify({ lang: 'en', email, password, ...extra }),
    },
    environment,
  );

const login = loginAt;

const forgot = (email: string, ip: string, environment?: Environment) =>
  call(
    '/api/owner/forgot',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
      body: JSON.stringify({ lang: 'en', email }),
    },
    environment,
  );

const resetLink = (text: string) => /(https?:\/\/[^\s]+\/login\/reset\/\?token=([A-Za-z0-9_-]{43}))/.exec(text);

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 12, projects: 1, today: new Date().toISOString().slice(0, 10) });
  await loadAllLanguages();
});
beforeEach(() => {
  mails = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('d1: nobody can lock an owner out', () => {
  it('five wrong passwords from five addresses, then the right one from a sixth: logged in', async () => {
    for (let i = 0; i < 5; i++) expect((await login(DEMO_OWNER_EMAIL, `wrong-${i}`, nextIp())).status).toBe(401);
    const res = await login(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, nextIp());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, redirect: '/en/login/portal/' });
  });

  it('five failures lock only that account from that address; the owner from another address logs in', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(DEMO_OWNER_EMAIL, `bad-${i}`, attacker)).status).toBe(401);
    const locked = await login(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect((await login(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, nextIp())).status).toBe(200);
  });

  it('the count decays: one failure is forgotten every 3 minutes, and a lock never grows longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const ip = nextIp();
    const email = 'decay@example.com';
    // The clock moves here, the LOGIN_LIMIT binding counts in real time (10 a minute per address):
    // this one test lets every request through it, so that only the D1 counter decides.
    const open = { ...d1Env(), LOGIN_LIMIT: { limit: async () => ({ success: true }) } as RateLimit };
    const login = (e: string, p: string, from: string) => loginAt(e, p, from, open);
    for (let i = 0; i < 5; i++) expect((await login(email, `bad-${i}`, ip)).status).toBe(401);
    const first = await login(email, 'bad-5', ip);
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers.get('Retry-After'));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(180);
    // A full window later everything is forgotten: five more guesses are allowed again.
    vi.setSystemTime(start + 15 * 60_000 + 1000);
    for (let i = 0; i < 5; i++) expect((await login(email, `later-${i}`, ip)).status).toBe(401);
    expect((await login(email, 'later-5', ip)).status).toBe(429);
    // Three minutes after that, one more guess; the lock after it is no longer than before.
    vi.setSystemTime(start + 18 * 60_000 + 2000);
    expect((await login(email, 'again', ip)).status).toBe(401);
    const again = await login(email, 'again-2', ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(180);
  });

  it('twelve guesses at once from one address check at most five passwords', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('parallel@example.com', `guess-${i}`, ip)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('a password reset clears the counter the login reads', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(DEMO_OWNER_EMAIL, `forgotten-${i}`, ip)).status).toBe(401);
    expect((await login(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, ip)).status).toBe(429);
    expect((await forgot(DEMO_OWNER_EMAIL, ip)).status).toBe(200);
    const link = resetLink(mails.at(-1)?.text ?? '');
    expect(link).not.toBeNull();
    const done = await call('/api/owner/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
      body: JSON.stringify({ lang: 'en', token: link![2], password: 'a-new-password-1', confirm: 'a-new-password-1' }),
    });
    expect(done.status).toBe(200);
    expect((await login(DEMO_OWNER_EMAIL, 'a-new-password-1', ip)).status).toBe(200);
    // The demo password back, for the other tests (the mail quota of this address is emptied first).
    await env.DB.prepare('DELETE FROM mail_quota').run();
    expect((await forgot(DEMO_OWNER_EMAIL, nextIp())).status).toBe(200);
    const back = resetLink(mails.at(-1)?.text ?? '');
    await call('/api/owner/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        lang: 'en',
        token: back![2],
        password: DEMO_OWNER_PASSWORD,
        confirm: DEMO_OWNER_PASSWORD,
      }),
    });
  });
});

describe('d1: a Turnstile challenge instead of a lock', () => {
  const verified: string[] = [];
  let realFetch: typeof fetch;
  beforeAll(() => {
    realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== SITEVERIFY_URL) return realFetch(input, init);
      const token = new URLSearchParams(String(init?.body ?? '')).get('response') ?? '';
      verified.push(token);
      return Response.json({ success: token === 'passing-token' });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  const withTurnstile = (): Environment => ({
    ...d1Env(),
    TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
  });

  it('after three failures of an account from anywhere, a login must pass Turnstile; with it the right password wins', async () => {
    const email = 'second.owner@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, `wrong-${i}`, nextIp(), withTurnstile())).status).toBe(401);
    const asked = await login(email, 'whatever', nextIp(), withTurnstile());
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ error: 'challenge', siteKey: '1x00000000000000000000AA' });
    const failing = await login(email, 'whatever', nextIp(), withTurnstile(), { 'cf-turnstile-response': 'bad' });
    expect((await failing.json()) as { error: string }).toMatchObject({ error: 'challenge' });
    const owner = await login(email, 'demo-second-2026', nextIp(), withTurnstile(), {
      'cf-turnstile-response': 'passing-token',
    });
    expect(owner.status).toBe(200);
    expect(verified).toContain('passing-token');
  });
});

describe('forgotten password', () => {
  it('answers alike for a known and an unknown address, before any database write', async () => {
    const known = await forgot(DEMO_OWNER_EMAIL, nextIp());
    const unknown = await forgot('nobody-here@example.com', nextIp());
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('a second request does not cancel the first link; at most one mail per address per 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const email = 'second.owner@example.com';
    for (let i = 0; i < 9; i++) expect((await forgot(email, nextIp())).status).toBe(200);
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);
    const first = resetLink(mails[0]!.text)!;
    // Links are built from SITE_URL, never from the request's host.
    expect(first[1]).toMatch(/^https:\/\/www\.belvue-immo\.example\/en\/login\/reset\/\?token=/);
    vi.setSystemTime(start + 5 * 60_000 + 1000);
    expect((await forgot(email, nextIp())).status).toBe(200);
    expect(mails.filter((m) => m.to === email)).toHaveLength(2);
    // The first link still works.
    const res = await call('/api/owner/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ lang: 'en', token: first[2], password: 'demo-second-2026', confirm: 'demo-second-2026' }),
    });
    expect(res.status).toBe(200);
  });

  it('a daily cap: at most five mails a day to one address', async () => {
    const email = 'capped.owner@example.com';
    await env.DB.prepare(
      "INSERT INTO owners (id, email, password_hash, first_name, last_name) VALUES (9001, ?, 'scrypt$x$y$z', 'Cap', 'Ped')",
    )
      .bind(email)
      .run();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 0; i < 8; i++) {
      vi.setSystemTime(start + i * 6 * 60_000);
      expect((await forgot(email, nextIp())).status).toBe(200);
    }
    expect(mails.filter((m) => m.to === email)).toHaveLength(5);
    // The next day the address may have a link again.
    vi.setSystemTime(start + 25 * 3_600_000);
    expect((await forgot(email, nextIp())).status).toBe(200);
    expect(mails.filter((m) => m.to === email)).toHaveLength(6);
  });

  it('without SITE_URL outside development the request is refused and no link is made', async () => {
    const production = { ...d1Env(), DEVELOPMENT: undefined, SITE_URL: undefined } as unknown as Environment;
    const res = await forgot(DEMO_OWNER_EMAIL, nextIp(), production);
    expect(res.status).toBe(503);
    expect(mails).toHaveLength(0);
  });
});

describe('omnicasa: the same rules, a refusal counts and an outage does not', () => {
  const fake = createFakeOmnicasa();
  installForSuite(fake);
  beforeEach(() => fake.reset());
  const omnicasa = (): Environment => ({
    ...d1Env(),
    ...omnicasaVariables(fake),
  });

  it('five wrong passwords from five addresses, then the right one from a sixth: logged in', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('owner@example.com', `wrong-${i}`, nextIp(), omnicasa())).status).toBe(401);
    expect((await login('owner@example.com', 'demo-owner-2026', nextIp(), omnicasa())).status).toBe(200);
  });

  it('CheckPersonLogin refusing (Success: false) is a failed login, counted', async () => {
    fake.fail('CheckPersonLogin', { kind: 'success-false', code: 401, message: 'Invalid login' });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await login('refused@example.com', `x-${i}`, ip, omnicasa());
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'failed' });
    }
    expect((await login('refused@example.com', 'x', ip, omnicasa())).status).toBe(429);
  });

  it('Omnicasa down (HTTP 500) is an outage: 503, and not counted', async () => {
    fake.fail('CheckPersonLogin', { kind: 'http-500' });
    const ip = nextIp();
    for (let i = 0; i < 7; i++) expect((await login('outage@example.com', `x-${i}`, ip, omnicasa())).status).toBe(503);
    fake.reset();
    expect((await login('outage@example.com', 'still-wrong', ip, omnicasa())).status).toBe(401);
  });
});

describe('whise: the same rules', () => {
  const fake = createFakeWhise({ today: FIXTURE_TODAY, properties: 30, projects: 1 });
  installForSuite(fake);
  beforeEach(() => fake.reset());
  const whise = (): Environment => ({
    ...d1Env(),
    ...whiseVariables(fake.base),
  });

  it('five wrong passwords from five addresses, then the right one from a sixth: logged in', async () => {
    const username = fake.demo.owners[0]!.Email;
    for (let i = 0; i < 5; i++) expect((await login(username, `wrong-${i}`, nextIp(), whise())).status).toBe(401);
    expect((await login(username, FAKE_WHISE_OWNER_PASSWORD, nextIp(), whise())).status).toBe(200);
  });

  it('a session lasts an hour at most: ownership is asked of Whise again at least hourly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const res = await login(fake.demo.owners[0]!.Email, FAKE_WHISE_OWNER_PASSWORD, nextIp(), whise());
    expect(res.status).toBe(200);
    const cookie = /__Host-owner=([^;]*)/.exec(res.headers.get('Set-Cookie') ?? '')![1]!;
    expect(res.headers.get('Set-Cookie')).toContain('Max-Age=3600;');
    const signedIn = async () =>
      (
        (await (
          await call('/api/owner/session', { headers: { Cookie: `__Host-owner=${cookie}` } }, whise())
        ).json()) as { signedIn: boolean }
      ).signedIn;
    for (const minutes of [20, 40, 59]) {
      vi.setSystemTime(start + minutes * 60_000);
      expect(await signedIn(), `${minutes} min`).toBe(true);
    }
    vi.setSystemTime(start + 60 * 60_000 + 1000);
    expect(await signedIn()).toBe(false);
  });

  it('five refusals from one address lock that address; Whise down is not counted', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      fake.failNext('server-error');
      expect((await login('whise-out@example.com', `x-${i}`, ip, whise())).status).toBe(503);
    }
    fake.reset();
    for (let i = 0; i < 5; i++) expect((await login('whise-out@example.com', `x-${i}`, ip, whise())).status).toBe(401);
    expect((await login('whise-out@example.com', 'x', ip, whise())).status).toBe(429);
  });
});
