/**
 * The landing page of a search: from a listing, the first card leads (in-app) to the property's
 * canonical page with its h1 and price, and the language switcher to its French page; on a phone the contact bar is at hand; '/property/{id}/'
 * lands on the same page; the projects list leads to a project with its units.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hydrated, newPage } from './browser';

afterAll(closeBrowser);

/**
 * Console and page errors, with where they came from. Resources of other sites that fail to
 * load (the map's public tile style: these machines have no internet) are not the site's errors.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  const foreign = (url: string) => /^https?:/.test(url) && new URL(url).origin !== new URL(page.url()).origin;
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/^Failed to load resource/.test(m.text()) && foreign(m.location().url)) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** A new page at a viewport width (and height), its errors collected from the start, at `path` once hydrated. */
async function openWithErrors(path: string, width: number, height?: number) {
  const { context, page } = await newPage(width, height);
  const errors = collectErrors(page);
  await page.goto(path);
  await hydrated(page);
  return { context, page, errors };
}

describe('property detail in Chromium', () => {
  it('opens the first card of a listing in-app and shows the property with its price', async () => {
    const { context, page, errors } = await openWithErrors('/en/for-sale/', 1280);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const card = page.locator('.results__grid .card').first();
    const title = (await card.locator('.card__title').textContent())!.trim();
    const price = (await card.locator('.card__price').textContent())!.trim();
    await card.locator('.card__link').click();
    await page.waitForURL(/\/en\/for-sale\/[^/]+\/[^/]+\/\d+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    // No router in the browser: the link loads a document of its own.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect((await page.locator('.detail-head__price').textContent())!.trim()).toBe(price);
    expect(await page.locator('.photos__lead img').getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => page.locator('#similar').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toContain(title);
    await page.locator('.header__langs').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/a-vendre\/[^/]+\/[^/]+\/\d+\/$/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => page.locator('.detail-head__price').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a property page loaded directly, with the contact bar on a phone', async () => {
    const { context, page, errors } = await openWithErrors('/en/for-rent/', 375, 740);
    const href = await page.locator('.results__grid .card__link').first().getAttribute('href');
    const id = /\/(\d+)\/$/.exec(href!)![1];
    const res = await page.goto(`/en/property/${id}/`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(href);
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Contact the agency about this property' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await bar.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:/);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(700);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('projects in Chromium', () => {
  it('goes from the projects list to a project and on to one of its units', async () => {
    const { context, page, errors } = await openWithErrors('/fr/projets/', 800);
    const first = page.locator('.project-card .card__link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/fr\/projets\/[^/]+\/\d+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(await page.locator('#contact-construction').isVisible()).toBe(true);
    await page.locator('.units .units__link a').first().click();
    await page.waitForURL(/\/fr\/(a-vendre|a-louer)\/[^/]+\/[^/]+\/\d+\/$/);
    await expect.poll(() => page.locator('.detail-head__price').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
