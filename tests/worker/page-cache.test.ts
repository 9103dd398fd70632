/**
 * The page cache in workerd (worker/render/page-cache.ts, decision record 037), turned on here
 * with PAGE_CACHE_SECONDS (the other worker tests run without it): a public page's second GET is
 * answered from the isolate's store with its own CSP nonce (the same as its header's) and its own
 * fill-time token, which the form check accepts; what a page must never share (a detail page, a
 * page not found, `?setcookies`, a favourites list, a form drawn again after a refused post) is
 * rendered every time, and so is every page with the cache off. (How long an entry lives is
 * worker/render/page-cache.test.ts's.)
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { checkFillToken, fillSecret } from '../../worker/forms/fill-token';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

/** A page with the page cache on for `seconds`, redirects kept. */
const visit = (path: string, seconds = '30', init: RequestInit = {}) =>
  get(path, { ...MANUAL, ...init, env: { ...env, PAGE_CACHE_SECONDS: seconds }, settle: true });

const stored = (res: Response) => res.headers.get('Server-Timing') === 'page;desc=stored';
const nonceOf = (html: string) => /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
const tokenOf = (html: string) => /"token":"([^"]+)"/.exec(html)?.[1];
/** The page without what differs per response. */
const stable = (html: string) =>
  html.replaceAll(nonceOf(html) ?? '\u0000', 'NONCE').replaceAll(tokenOf(html) ?? '\u0000', 'TOKEN');

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 20, projects: 1 });
});

describe('page cache', () => {
  it('answers a listing’s second GET from the store, with this response’s own nonce and token', async () => {
    const first = await visit('/en/for-sale/?sort=price-desc');
    const second = await visit('/en/for-sale/?sort=price-desc');
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(b)).toBeDefined();
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    // The page's nonce is the one its CSP header allows, on every script and style of the page.
    expect(second.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonceOf(b)}'`);
    expect(b.match(/ nonce="([^"]+)"/g)?.every((n) => n === ` nonce="${nonceOf(b)}"`)).toBe(true);
    expect(b).not.toContain(nonceOf(a)!);
    // A token of its own, which the form check takes as the site's.
    expect(tokenOf(b)).toBeDefined();
    expect(tokenOf(b)).not.toBe(tokenOf(a));
    expect(await checkFillToken(fillSecret(env)!, tokenOf(b))).not.toBe('invalid');
    expect(stable(b)).toBe(stable(a));
    for (const name of ['Content-Type', 'Cache-Control', 'Vary', 'Strict-Transport-Security'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
  });

  it('keeps each address apart: another query or language is rendered on its own', async () => {
    await visit('/en/for-sale/?sort=date-desc');
    expect(stored(await visit('/en/for-sale/?sort=date-desc&page=2'))).toBe(false);
    expect(stored(await visit('/nl/te-koop/?sort=date-desc'))).toBe(false);
    expect(stored(await visit('/en/for-sale/?sort=date-desc'))).toBe(true);
  });

  it('keeps home, projects and content pages', async () => {
    for (const path of ['/fr/', '/en/projects/', '/en/contact/']) {
      await visit(path);
      expect(stored(await visit(path)), path).toBe(true);
    }
  });

  it('renders every time what must not be shared', async () => {
    const sale = data.properties.find((p) => p.Goal === 0 && p.Marquee === 0)!;
    const detail = (await visit(`/en/property/${sale.ID}/`)).headers.get('location')!;
    const list = encodeURIComponent(JSON.stringify([{ id: sale.ID, at: '2026-11-20' }]));
    for (const path of [
      new URL(detail, ORIGIN).pathname,
      '/en/no-such-page/',
      '/en/for-sale/?setcookies',
      `/en/favourites/?list=${list}`,
    ]) {
      await visit(path);
      expect(stored(await visit(path)), path).toBe(false);
    }
  });

  it('never keeps a form page drawn again after a refused post: the next visitor gets the empty form', async () => {
    const refused = await visit('/api/forms/site-contact', '30', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({
        lang: 'en',
        back: '/en/contact/',
        name: 'Visitor Kept Apart',
        email: 'no',
      }).toString(),
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Visitor Kept Apart');
    for (let i = 0; i < 2; i++) expect(await (await visit('/en/contact/')).text()).not.toContain('Visitor Kept Apart');
  });

  it('renders every request with the cache off', async () => {
    await visit('/de/kaufen/?sort=price-asc', '0');
    expect(stored(await visit('/de/kaufen/?sort=price-asc', '0'))).toBe(false);
    // Nor did those renders fill the store for when it is on.
    expect(stored(await visit('/de/kaufen/?sort=price-asc'))).toBe(false);
  });
});
