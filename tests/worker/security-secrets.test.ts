/**
 * No secret of a URL reaches a third party (docs/security.md), replayed against the real worker:
 * - the pages whose URL holds a secret or that are personal (login, forgotten password, reset,
 *   portal, preview, subscription confirmation, unsubscribe) carry no analytics or marketing tag
 *   id at all, so no tag can load there whatever the visitor consented to;
 * - the reset page takes the token out of the address bar in the first script of the document;
 * - `?key=` on a preview answers 303 to the same URL without it, after setting a preview cookie
 *   that is an HMAC with an expiry (the secret's hash never expired);
 * - `no-store` on the reset page, preview pages and `/api/page`.
 * (page_location's allow-list and the prerendered page are browser rules:
 * tests/e2e/secrets.test.ts and tests/unit/page-location.test.ts.)
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import siteConfig from '../../config/site.json';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, get } from './support/http';

const SECRET = 'preview-secret-for-tests-0123456789';
const TOKEN = 'A'.repeat(43);
const TAG_IDS = Object.values(siteConfig.siteInfo).filter((v): v is string => typeof v === 'string' && v !== '');

/** A page with the preview secret set, redirects kept. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  get(path, { headers, ...MANUAL, env: { ...env, PREVIEW_SECRET: SECRET }, settle: true });

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 12, projects: 1 });
});
afterEach(() => vi.useRealTimers());

describe('no tag ids where a URL holds a secret or the page is personal', () => {
  it('the demo configuration has tag ids, and an ordinary page carries them (the control)', async () => {
    expect(TAG_IDS.length).toBeGreaterThanOrEqual(3);
    const home = await (await visit('/en/')).text();
    for (const id of TAG_IDS) expect(home).toContain(id);
  });

  it.each([
    `/en/login/reset/?token=${TOKEN}`,
    `/fr/login/reset/?error=mismatch&token=${TOKEN}`,
    '/en/login/',
    '/nl/login/forgot/',
    '/de/login/portal/',
    `/en/confirm-subscription/?token=1.${TOKEN}`,
    '/en/preview/our-agency/',
    `/alerts/unsubscribe?token=1.${TOKEN}&lang=en`,
  ])('%s: no analytics, ads, tag manager or pixel id in the HTML', async (path) => {
    const res = await visit(path);
    expect(res.status).toBeLessThan(500);
    const html = await res.text();
    for (const id of TAG_IDS) expect(html, id).not.toContain(id);
  });
});

describe('the reset link’s token', () => {
  it('leaves the address bar in the first script of the document, before any other script', async () => {
    const html = await (await visit(`/en/login/reset/?token=${TOKEN}`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!),
    );
    expect(scripts.length).toBeGreaterThan(1);
    const [first] = scripts;
    expect(first![1]).toMatch(/ nonce="[^"]+"/);
    expect(first![2]).toContain('history.replaceState');
    expect(first![2]).toContain("'token'");
    // It comes before the end of the head: nothing of the page's own runs first.
    expect(html.indexOf(first![0])).toBeLessThan(html.indexOf('</head>'));
  });

  it('the reset page is never stored and sends no referrer to another site', async () => {
    const res = await visit(`/en/login/reset/?token=${TOKEN}`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
  });
});

describe('the preview key', () => {
  it('?key= answers 303 to the same URL without it, with a cookie that is an HMAC with an expiry', async () => {
    const res = await visit(`/en/preview/our-agency/?lang=x&key=${encodeURIComponent(SECRET)}&page=2`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/preview/our-agency/?lang=x&page=2');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(
      /^__Host-preview=\d{13}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookie).not.toContain(SECRET);
    const value = cookie.split(';')[0]!;
    const open = await visit('/en/preview/our-agency/?lang=x&page=2', { Cookie: value });
    expect(open.status).toBe(200);
    expect(open.headers.get('Cache-Control')).toBe('no-store');
    const page = await visit('/api/page?lang=en&path=/our-agency/&preview=1', { Cookie: value });
    expect(((await page.json()) as { preview: boolean }).preview).toBe(true);
  });

  it('the cookie expires after 8 hours, and a cookie of the secret’s bare hash (the old kind) opens nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const value = (await visit(`/en/preview/our-agency/?key=${encodeURIComponent(SECRET)}`)).headers
      .get('Set-Cookie')!
      .split(';')[0]!;
    const preview = async (cookie: string) =>
      (
        (await (await visit('/api/page?lang=en&path=/our-agency/&preview=1', { Cookie: cookie })).json()) as {
          preview: boolean;
        }
      ).preview;
    vi.setSystemTime(start + 8 * 3_600_000 - 60_000);
    expect(await preview(value)).toBe(true);
    vi.setSystemTime(start + 8 * 3_600_000 + 1000);
    expect(await preview(value)).toBe(false);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SECRET)));
    const bare = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await preview(`__Host-preview=${bare}`)).toBe(false);
  });

  it('a wrong key is taken out of the URL too, and opens nothing', async () => {
    const res = await visit('/en/preview/our-agency/?key=wrong');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/preview/our-agency/');
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('no-store', () => {
  it.each([
    '/api/page?lang=en&path=/our-agency/&preview=1',
    '/api/page?lang=en&path=/our-agency/',
    '/en/preview/our-agency/',
  ])('%s', async (path) => {
    const res = await visit(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
