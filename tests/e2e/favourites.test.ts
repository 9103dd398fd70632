/**
 * Favourites and comparison in Chromium (docs/search.md): a property saved from a listing card and
 * another from its detail page show up on the favourites page; a price that changed since it
 * was saved is told there; ticking both leads to their comparison. Stored in the browser only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, closeBrowser, hydrated, newPage, settled, pageAt, recordScripts } from './browser';
import type { PropertyDetail } from '../../shared/model/property';
import { formatCurrency } from '../../shared/format/currency';

afterAll(closeBrowser);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const detailOf = (id: number) => api<PropertyDetail>(`/api/properties/${id}?lang=en`);

describe('favourites and comparison', () => {
  it('saves one property from a card and one from its detail page, tells a price change, and compares them', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/');
    const cards = page.locator('article.card');
    const firstSave = cards.nth(0).getByRole('button', { name: 'Save' });
    await expect.poll(() => firstSave.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await firstSave.getAttribute('aria-pressed')).toBe('false');
    const firstId = Number(await firstSave.getAttribute('data-save'));
    await firstSave.click();
    await expect.poll(() => firstSave.getAttribute('aria-pressed')).toBe('true');
    // Its snapshot comes from the JSON API right after the click: leaving the page before would cancel that request.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '[]')[0]?.then !== undefined))
      .toBe(true);

    // The second from its detail page.
    const secondHref = (await cards.nth(1).locator('a.card__link').getAttribute('href'))!;
    await page.goto(secondHref);
    await hydrated(page);
    const detailSave = page.locator('.detail-head').getByRole('button', { name: 'Save' });
    await expect.poll(() => detailSave.isVisible(), { timeout: 15_000 }).toBe(true);
    const secondId = Number(await detailSave.getAttribute('data-save'));
    expect(secondId).not.toBe(firstId);
    await detailSave.click();
    await expect.poll(() => detailSave.getAttribute('aria-pressed')).toBe('true');

    // Both are stored with what they looked like when saved (nothing else is kept anywhere).
    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('favourites') ?? '[]') as { id: number; then?: { price: number | null } }[],
      );
    await expect.poll(async () => (await stored()).filter((f) => f.then).length).toBe(2);
    expect((await stored()).map((f) => f.id)).toEqual([secondId, firstId]);

    // The first was saved when its price was higher: the favourites page tells the change.
    const now = await detailOf(firstId);
    expect(now.PublishPrice && now.Price).toBeTruthy();
    await page.evaluate(
      ([id, price]) => {
        const list = JSON.parse(localStorage.getItem('favourites')!) as { id: number; then: { price: number } }[];
        list.find((f) => f.id === id)!.then.price = price;
        localStorage.setItem('favourites', JSON.stringify(list));
      },
      [firstId, now.Price! + 15_000] as const,
    );

    await page.goto('/en/favourites/');
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 15_000 })
      .toBe('2 saved properties');
    const items = page.locator('li.fav');
    expect(await items.count()).toBe(2);
    const first = items.filter({ has: page.locator(`[data-save="${firstId}"]`) });
    expect(await first.locator('.fav__change').textContent()).toBe(
      `Price lowered from ${formatCurrency(now.Price! + 15_000)} to ${formatCurrency(now.Price!)}`,
    );
    const second = items.filter({ has: page.locator(`[data-save="${secondId}"]`) });
    expect(await second.locator('.fav__change').textContent()).toBe('Unchanged since you saved it');
    // The hearts on this page are pressed too.
    expect(await first.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('true');

    // Tick both and compare them.
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await page.getByRole('link', { name: 'Compare 2 properties' }).click();
    await page.waitForURL(/\/en\/compare\/\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(`${firstId},${secondId}`);
    const table = page.getByRole('table');
    await expect.poll(() => table.isVisible()).toBe(true);
    const headers = await table.locator('thead th').allTextContents();
    const second_ = await detailOf(secondId);
    expect(headers[0]).toContain(now.Title);
    expect(headers[1]).toContain(second_.Title);
    for (const label of [
      'Price',
      'Price per m²',
      'Bedrooms',
      'Living area',
      'Energy label (EPC)',
      'Purchase costs (indicative)',
    ]) {
      expect(await table.getByRole('rowheader', { name: label, exact: true }).count()).toBe(1);
    }
    expect(await page.locator('tr[data-row="price"] td').first().textContent()).toBe(formatCurrency(now.Price!));

    // Unsaving from the favourites page removes it there.
    await page.goto('/en/favourites/');
    await hydrated(page);
    const heart = page.locator(`li.fav [data-save="${secondId}"]`);
    await expect.poll(() => heart.isVisible(), { timeout: 15_000 }).toBe(true);
    await heart.click();
    await expect.poll(() => page.locator('li.fav').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in the islands render, draws the list on the server with no React: a gone one is removed, ticks lead to the comparison', async () => {
    const list = (await api(`/api/properties?goal=0&lang=en`)) as {
      items: { ID: number }[];
    };
    const [a, b] = list.items.map((p) => p.ID);
    const { context, page, errors } = await newPage(1280, 900);
    const scripts = recordScripts(page);
    await page.goto('/en/');
    await page.evaluate(
      ([x, y]) =>
        localStorage.setItem(
          'favourites',
          JSON.stringify([
            { id: x, at: '2026-11-02T10:00:00.000Z' },
            {
              id: 999_999_999,
              at: '2026-11-01T10:00:00.000Z',
              // biome-ignore lint/suspicious/noThenProperty: 'then' is the saved snapshot's field (the state when saved)
              then: { price: 1, marquee: 0, title: 'Gone house', city: 'Gent', goal: 0 },
            },
            { id: y, at: '2026-10-30T10:00:00.000Z' },
          ]),
        ),
      [a!, b!] as const,
    );
    await page.goto('/en/favourites/');
    await hydrated(page);
    await expect.poll(() => page.locator('li.fav').count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByRole('status').first().textContent()).toBe('3 saved properties');
    // The drawn list (cards, a gone one, the ticks) passes axe (WCAG 2.2 AA).
    await settled(page);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string }[] }> };
        }
      ).axe;
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    const gone = page.locator('li.fav', { hasText: 'Gone house' });
    expect(await gone.locator('.fav__change').textContent()).toBe('No longer online');
    await gone.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.locator('li.fav').count()).toBe(2);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favourites')!).length)).toBe(2);

    const link = page.getByRole('link', { name: /^Compare \d properties$/ });
    expect(await link.count()).toBe(0);
    const boxes = page.locator('li.fav').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(0).check();
    expect(await link.textContent()).toBe('Compare 2 properties');
    expect(new URL((await link.getAttribute('href'))!, baseUrl()).search).toBe(`?ids=${b},${a}`);
    await boxes.nth(1).uncheck();
    expect(await link.count()).toBe(0);
    await boxes.nth(1).check();
    await link.click();
    await page.waitForURL(/\/en\/compare\/\?ids=/);
    expect(await page.getByRole('table').locator('thead th').count()).toBe(2);

    // Neither page loaded React or the router.
    expect(scripts.filter((s) => /\/assets\/(entry|hydrate)-/.test(s))).toEqual([]);
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no save button without JavaScript', async () => {
    const { page } = await newPage(800, 900);
    const context = page.context();
    const noJs = await context.browser()!.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const p = await noJs.newPage();
    await p.goto('/en/for-sale/');
    expect(await p.locator('article.card').count()).toBeGreaterThan(0);
    expect(await p.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await noJs.close();
    await context.close();
  });
});
