/**
 * Each page type carries only its own stylesheet in the head, and no other stylesheet comes later
 * (decision record 030 and its amendment 043). In Chromium, without JavaScript (the server's markup), for pages
 * of every page type in two languages: no declaration of the whole site's stylesheet (the build's
 * reference) that the page could use is missing from its page type's (tests/e2e/page-styles.ts),
 * and for one page of each type at 375, 800 and 1280 px every element's computed style is the
 * same with the page type's stylesheet alone as with the site's alone. With JavaScript, the same
 * check of missing rules once the islands have drawn what they draw on demand: the lightbox, each
 * closed form opened and sent empty, the search's suggestions, the map, the favourites' cards.
 */
import type { Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTable } from '../../shared/content/path-table-instance';
import type { Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import type { PageType } from '../../app/styles/page-types';
import {
  baseUrl,
  closeBrowser,
  decideConsent,
  demoOwnerPassword,
  hydrated,
  islandReady,
  newPage,
  openBrowser,
} from './browser';
import { findSamples } from './samples';
import { computedStyles, missingRules, onlyPageType, onlySite, styleDifferences } from './page-styles';

afterAll(closeBrowser);

/** A detail page's canonical path (the short form redirects to it). */
const canonical = async (path: string) => new URL((await fetch(`${baseUrl()}${path}`)).url).pathname;

let ids: { sale: number; rent: number; sold: number; photoless: number; project: number };

beforeAll(async () => {
  const { sale, rent, sold, photoless, project } = await findSamples();
  ids = { sale: sale.ID, rent: rent.ID, sold: sold.ID, photoless: photoless.ID, project: project.ID };
  await openBrowser();
});

/** Pages of every page type in a language, with the type each must carry. */
async function pagesOf(lang: Lang): Promise<[PageType, string][]> {
  const at = (original: string) => localizedHref(pathTable, lang, original);
  const sale = await canonical(`/${lang}/property/${ids.sale}/`);
  return [
    ['home', at('/')],
    ['listing', at('/for-sale/')],
    ['listing', `${at('/for-sale/')}?view=map`],
    ['listing', `${at('/for-rent/')}?sort=price-asc&page=2`],
    ['projects', at('/projects/')],
    ['property', sale],
    ['property', `${sale}?form=purchase-offer`],
    ['property', `${sale}?from=${encodeURIComponent(at('/for-sale/'))}`],
    ['property', await canonical(`/${lang}/property/${ids.rent}/`)],
    ['property', await canonical(`/${lang}/property/${ids.sold}/`)],
    ['property', await canonical(`/${lang}/property/${ids.photoless}/`)],
    ['project', await canonical(`/${lang}/projects/project/${ids.project}/`)],
    ['content', at('/our-agency/')],
    ['content', at('/services/')],
    ['content', at('/contact/')],
    ['content', at('/demand-register/')],
    ['content', at('/testimonials/')],
    ['content', at('/stat/')],
    ['content', at('/conditions/')],
    ['content', `${at('/feedback/site-contact/')}?back=${encodeURIComponent(`/${lang}/`)}`],
    ['owner', at('/login/')],
    ['owner', at('/login/forgot/')],
    ['owner', `/${lang}/login/portal/`],
    ['favourites', at('/favourites/')],
    ['favourites', `${at('/compare/')}?ids=${ids.sale},${ids.rent}`],
    ['error', `/${lang}/no-such-page/`],
    ['error', `/${lang}/property/999999999/`],
    ['error', `${at('/for-sale/')}?page=999`],
  ];
}

let session: Promise<Cookie[]> | undefined;
/**
 * The demo owner's session cookie, from one login for the whole file: the login's rate limit
 * (10 a minute per address, wrangler.toml LOGIN_LIMIT) counts every login of the suite, and
 * eight here would bring a busy run's neighbouring files close to it.
 */
function ownerSession(): Promise<Cookie[]> {
  session ??= (async () => {
    const context = await (await openBrowser()).newContext({ baseURL: baseUrl() });
    const login = await context.request.post('/api/owner/login', {
      form: { email: 'owner@example.com', password: demoOwnerPassword(), lang: 'en' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const cookies = (await context.cookies()).filter((c) => c.name === '__Host-owner');
    expect(cookies).toHaveLength(1);
    await context.close();
    return cookies;
  })();
  return session;
}

/** A page without JavaScript (the server's markup), logged in as the demo owner for the portal. */
async function open(path: string, width = 1280, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const browser = await openBrowser();
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: baseUrl(),
    javaScriptEnabled: false,
  });
  await decideConsent(context);
  if (path.includes('/login/portal/')) await context.addCookies(await ownerSession());
  const page = await context.newPage();
  await prepare?.(page);
  await page.goto(path, { waitUntil: 'load' });
  return page;
}

describe('page type stylesheets', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`each page of ${lang} carries its page type's rules and none it could use is missing`, async () => {
      const problems: string[] = [];
      for (const [type, path] of await pagesOf(lang)) {
        const page = await open(path);
        const carried = await page.locator('[data-page-css]').getAttribute('data-page-css');
        if (carried !== type) problems.push(`${path}: page type ${carried}, expected ${type}`);
        else
          for (const missing of (await missingRules(page)).slice(0, 10)) problems.push(`${path} (${type}): ${missing}`);
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
  }

  const ONE_OF_EACH: [PageType, (lang: Lang) => Promise<string>][] = [
    ['home', async () => '/en/'],
    ['listing', async () => '/en/for-sale/'],
    ['projects', async () => '/en/projects/'],
    ['property', () => canonical(`/en/property/${ids.sale}/`)],
    ['project', () => canonical(`/en/projects/project/${ids.project}/`)],
    ['content', async () => '/en/contact/'],
    ['owner', async () => '/en/login/portal/'],
    ['favourites', async () => `/en/compare/?ids=${ids.sale},${ids.rent}`],
    ['error', async () => '/en/no-such-page/'],
  ];
  for (const [type, pathOf] of ONE_OF_EACH)
    it.each([375, 800, 1280])(
      `${type}: every element is styled the same by the page type's stylesheet as by the site's at %i px`,
      async (width) => {
        const path = await pathOf('en');
        const own = await open(path, width, onlyPageType);
        const a = await computedStyles(own);
        await own.context().close();
        const site = await open(path, width, onlySite);
        const b = await computedStyles(site);
        await site.context().close();
        expect(a.length).toBeGreaterThan(100);
        expect(styleDifferences(a, b)).toEqual([]);
      },
    );
});

describe('page type stylesheets and what the islands draw', () => {
  /** The page's missing rules, each named with the state it was seen in. */
  async function check(page: Page, state: string, problems: string[]): Promise<void> {
    for (const missing of (await missingRules(page)).slice(0, 10)) problems.push(`${state}: ${missing}`);
  }

  /** A detail page: the lightbox open at its carousel, then each closed form opened and sent empty. */
  async function detailParts(path: string, problems: string[]): Promise<void> {
    const { context, page } = await newPage(1280);
    await page.goto(path);
    await hydrated(page);
    await page.locator('.photos__lead a').click();
    await page.waitForSelector('dialog.lightbox .lightbox__slide.is-active img');
    await check(page, `${path}, lightbox`, problems);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    const kinds = await page
      .locator('.form-disclosure[id]:has(button.form-disclosure__summary)')
      .evaluateAll((els) => els.map((el) => el.id));
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      await page.locator(`#${kind} .form-disclosure__summary`).click();
      const form = page.locator(`[data-island="form"][data-hydrated] form[data-form="${kind}"]`);
      await form.waitFor();
      await form.locator('button[type="submit"]').click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
    }
    // The purchase costs' island hydrates when it comes into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(async () => {
      for (const island of document.querySelectorAll<HTMLElement>('[data-island="costs"]'))
        while (!island.hasAttribute('data-hydrated')) await new Promise((r) => requestAnimationFrame(r));
    });
    await check(page, `${path}, ${kinds.join(', ')} open and sent empty`, problems);
    await context.close();
  }

  it('a sale, a rental and a project: the lightbox and every form', async () => {
    const problems: string[] = [];
    await detailParts(await canonical(`/en/property/${ids.sale}/`), problems);
    await detailParts(await canonical(`/de/property/${ids.rent}/`), problems);
    await detailParts(await canonical(`/en/projects/project/${ids.project}/`), problems);
    expect(problems).toEqual([]);
  });

  it("the search's suggestions on the home page, a listing's map, the favourites, a content form", async () => {
    const problems: string[] = [];
    const { context, page } = await newPage(1280);
    await page.goto('/fr/');
    await hydrated(page);
    await page.getByRole('combobox').fill('liege');
    await page.getByRole('option', { name: /Liège \(4000\)/ }).waitFor();
    await check(page, "the home page's suggestions", problems);
    await page.goto('/en/for-sale/?view=map');
    await hydrated(page);
    await page.locator('.map-panel iframe.map-frame').waitFor();
    await check(page, "the listing's map", problems);
    await page.evaluate(
      (list) =>
        localStorage.setItem('favourites', JSON.stringify(list.map((id) => ({ id, at: '2026-11-02T10:00:00.000Z' })))),
      [ids.sale, ids.rent],
    );
    await page.goto('/en/favourites/');
    await hydrated(page);
    await page.locator('.card').nth(1).waitFor();
    await check(page, 'the favourites page', problems);
    await page.goto('/en/contact/');
    await hydrated(page);
    await islandReady(page, 'form');
    await page.locator('form[data-form] button[type="submit"]').first().click();
    await page.locator('form[data-form] [aria-invalid="true"]').first().waitFor();
    await check(page, 'the contact form sent empty', problems);
    await context.close();
    expect(problems).toEqual([]);
  });
});
