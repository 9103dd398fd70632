/**
 * No secret of a URL reaches a tag, in Chromium (docs/security.md). The tag hosts are unreachable
 * here: every request to them is intercepted, answered with an empty script and counted, and what
 * the page hands the tags is read from its data layer.
 * - page_location carries no query parameter but utm_* and the listing's filters;
 * - the reset page: the token is out of the address bar before the page's own script runs, and
 *   no tag loads there even for a visitor who accepted every cookie;
 * - a page prerendered by the browser (Speculation Rules) sends no page view until it is shown.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, closeBrowser, holdScript, hydrated, openBrowser, recordTags } from './browser';

afterAll(closeBrowser);

/** A context whose visitor accepted every cookie, with the tag requests counted. */
async function accepted(): Promise<{ context: BrowserContext; page: Page; tags: string[] }> {
  const browser = await openBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
  await context.addCookies(
    ['consent', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'].map((name) => ({
      name,
      value: 'true',
      url: baseUrl(),
    })),
  );
  const tags = await recordTags(context);
  return { context, page: await context.newPage(), tags };
}

/** The page views the page handed gtag (their details), from the data layer. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_location: string }),
  );

describe('no secret leaves the site', () => {
  it('page_location keeps utm_* and the listing filters, and drops every other parameter', async () => {
    const { context, page, tags } = await accepted();
    await page.goto(
      '/en/for-sale/?goal=0&maxPrice=400000&sort=price-asc&utm_source=news&utm_campaign=spring&token=SECRET-1&email=anna%40example.be&key=SECRET-2',
    );
    await hydrated(page);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    const [view] = await pageViews(page);
    expect(view!.page_location).toBe(
      `${baseUrl()}/en/for-sale/?goal=0&maxPrice=400000&sort=price-asc&utm_source=news&utm_campaign=spring`,
    );
    expect(JSON.stringify(view)).not.toMatch(/SECRET|anna/);
    await expect.poll(() => tags.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('the reset page: the token is out of the address bar before the page’s script runs; no tag loads', async () => {
    const { context, page, tags } = await accepted();
    const release = await holdScript(page);
    const token = 'B'.repeat(43);
    await page.goto(`/en/login/reset/?token=${token}`, { waitUntil: 'domcontentloaded' });
    // The page's own script (the island runtime) is held back: the token went without it.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => location.href)).toBe(`${baseUrl()}/en/login/reset/`);
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(tags).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    await context.close();
  });

  it('a prerendered page sends no page view until it is shown', async () => {
    const { context, page, tags } = await accepted();
    // Chromium refuses real prerendering while a DevTools client is attached:
    // the page is told it is prerendering, then shown, as the browser would.
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
      (window as unknown as { showPrerendered: () => void }).showPrerendered = () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      };
    });
    await page.goto('/en/for-sale/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await pageViews(page)).toEqual([]);
    expect(tags).toEqual([]);
    await page.evaluate(() => (window as unknown as { showPrerendered: () => void }).showPrerendered());
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await expect.poll(() => tags.length).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
