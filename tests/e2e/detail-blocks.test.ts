/**
 * Detail-page blocks with display conditions (docs/data-model.md) in Chromium: a sale in the
 * agency's postcodes, opened in-app from a listing, shows the free-valuation call to action
 * (chosen by the server, carried by the property's data) and its button leads in-app to the
 * valuation page; a rental shows no block.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, closeBrowser, hydrated, newPage } from './browser';

afterAll(closeBrowser);

interface Item {
  ID: number;
  Goal: number;
  Zip: string;
  City: string;
  Marquee: number;
}

const OUR_POSTCODES = ['1000', '1040', '1050', '1060', '1150', '1180', '1200', '1410'];
const items = async (goal: 0 | 1) =>
  (
    (await api(`/api/properties?lang=en&goal=${goal}&pageSize=48&closed=1`)) as {
      items: Item[];
    }
  ).items;

describe('detail-page blocks in Chromium', () => {
  it('a sale in our postcodes shows the valuation block after an in-app navigation; its button leads to the valuation page', async () => {
    const sale = (await items(0)).find((p) => OUR_POSTCODES.includes(p.Zip) && p.Marquee !== 3 && p.Marquee !== 4)!;
    expect(sale).toBeDefined();
    const { context, page, errors } = await newPage(1280);
    await page.goto(`/en/for-sale/?city=${encodeURIComponent(`${sale.City}|${sale.Zip}`)}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator(`.card__link[href$="/${sale.ID}/"]`).first().click();
    await page.waitForURL(new RegExp(`/${sale.ID}/$`));
    const block = page.locator('.notice--valuation');
    await expect.poll(() => block.isVisible()).toBe(true);
    expect(await block.locator('h2').textContent()).toBe('Thinking of selling in this neighbourhood?');
    await block.getByRole('link', { name: 'Free valuation' }).click();
    await page.waitForURL(/\/en\/contact-demand\/$/);
    // No router in the browser: the link loads a document of its own.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a rental shows no block', async () => {
    const rental = (await items(1)).find((p) => p.Marquee !== 3 && p.Marquee !== 4)!;
    const { context, page, errors } = await newPage(375, 740);
    await page.goto(`/en/property/${rental.ID}/`);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    expect(await page.locator('.notice--offer').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
