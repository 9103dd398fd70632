/**
 * Previous / next and 'back to results' on a property opened from a listing (docs/search.md,
 * decision record 010): in-app with the keyboard across a page boundary, without JavaScript
 * (the Referer), and the detail's canonical URL left clean.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, hydrated, newPage, openBrowser } from './browser';

afterAll(closeBrowser);

const LISTING = '/en/for-sale/?minRooms=2&sort=price-asc';
const titles = (page: Page) => page.locator('.card__title').allTextContents();
const heading = (page: Page) => page.locator('h1.detail-head__title').textContent();
const position = (page: Page) => page.locator('.listing-nav__position').textContent();
/** In-app navigations change the URL before the new page shows: wait for its heading. */
const showing = (page: Page, title: string | undefined) =>
  page.waitForFunction((t) => document.querySelector('h1.detail-head__title')?.textContent === t, title, {
    timeout: 15_000,
  });

describe('previous / next within the listing the visitor came from', () => {
  it('steps through a filtered, sorted listing across a page boundary, and back to the page it is on', async () => {
    const { context, page, errors } = await newPage(1280);
    await page.goto(`${LISTING}&page=2`);
    const secondPage = await titles(page);
    await page.goto(LISTING);
    await hydrated(page);
    const total = Number(/\d+/.exec((await page.locator('.results__count').textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(12);
    const firstPage = await titles(page);
    expect(firstPage).toHaveLength(12);

    await page.locator('.card__link').nth(11).click();
    await page.waitForURL(/\/en\/for-sale\/[^?]+\/\d+\/$/);
    await showing(page, firstPage[11]);
    await expect.poll(() => position(page), { timeout: 15_000 }).toBe(`12 of ${total}`);

    // Next, with the keyboard: the first property of page 2.
    await page.getByRole('link', { name: /^Next: / }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?from=/);
    await showing(page, secondPage[0]);
    await expect.poll(() => position(page), { timeout: 15_000 }).toBe(`13 of ${total}`);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('page=2');

    // Previous: back over the boundary to the last one of page 1.
    await page.getByRole('link', { name: /^Previous: / }).click();
    await showing(page, firstPage[11]);
    await expect.poll(() => position(page), { timeout: 15_000 }).toBe(`12 of ${total}`);
    await page.getByRole('link', { name: `Previous: ${firstPage[10]}` }).click();
    await showing(page, firstPage[10]);

    // Next twice, then back to the results: page 2 of the same criteria and sort.
    await page.getByRole('link', { name: /^Next: / }).click();
    await page.waitForFunction(() =>
      document.querySelector('.listing-nav__position')?.textContent?.startsWith('12 of'),
    );
    await page.getByRole('link', { name: /^Next: / }).click();
    await page.waitForFunction(() =>
      document.querySelector('.listing-nav__position')?.textContent?.startsWith('13 of'),
    );
    await page.getByRole('link', { name: 'Back to results' }).click();
    await page.waitForURL(/\/en\/for-sale\/\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toEqual({ minRooms: '2', sort: 'price-asc', page: '2' });
    await page.waitForFunction(
      () => !document.querySelector('.page--property') && document.querySelector('.results__count'),
      null,
      { timeout: 15_000 },
    );
    expect(await titles(page)).toEqual(secondPage);
    expect(await page.getByLabel('Bedrooms', { exact: true }).inputValue()).toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the detail URL canonical and offers no navigation to a visitor who did not come from a listing', async () => {
    const { context, page } = await newPage(800);
    await page.goto(LISTING);
    const href = await page.locator('.card__link').first().getAttribute('href');
    expect(href).not.toContain('?');
    await page.goto(href!);
    expect(await page.locator('.listing-nav').count()).toBe(0);
    await page.goto(`${href}?from=${encodeURIComponent(LISTING)}`);
    expect(await page.locator('.listing-nav__position').textContent()).toMatch(/^1 of \d+$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL(href!, baseUrl()).href);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    // A 'from' that is not one of our listings is ignored.
    await page.goto(`${href}?from=${encodeURIComponent('https://evil.example/en/for-sale/')}`);
    expect(await page.locator('.listing-nav').count()).toBe(0);
    await context.close();
  });

  it('works without JavaScript: the listing is the page the card was opened from', async () => {
    const context = await (await openBrowser()).newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/fr/a-louer/?sort=price-desc');
    const listed = await titles(page);
    await page.locator('.card__link').nth(1).click();
    await page.waitForURL(/\/fr\/a-louer\/[^?]+\/\d+\/$/);
    expect(await page.locator('.listing-nav__position').textContent()).toMatch(/^2 sur \d+$/);
    await page.getByRole('link', { name: /^Suivant : / }).click();
    await page.waitForURL(/\?from=/);
    expect(await heading(page)).toBe(listed[2]);
    await page.getByRole('link', { name: 'Retour aux résultats' }).click();
    await page.waitForURL(/\/fr\/a-louer\/\?sort=price-desc$/);
    await context.close();
  });
});
