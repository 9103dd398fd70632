/**
 * Listing filters, sort and the home search as visitors use them (docs/search.md): without JavaScript,
 * with ordinary budgets typed as Belgians type them, with the keyboard on the sort menu, and
 * choosing buy or rent on the home search.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, hydrated, pageAt, noScriptPage } from './browser';

afterAll(closeBrowser);

const count = async (page: Page) =>
  Number(/\d+/.exec((await page.locator('.results__count').textContent()) ?? '')?.[0] ?? NaN);
const prices = async (page: Page) =>
  (await page.locator('.card__price').allTextContents())
    .filter((t) => /\d/.test(t))
    .map((t) => Number(t.replace(/[^\d]/g, '')));

describe('the filter form without JavaScript', () => {
  it('finds results when only some fields are filled (empty fields are no filter)', async () => {
    const { context, page } = await noScriptPage(1280, 'undecided');
    await page.goto('/nl/te-koop/');
    const all = await count(page);
    expect(all).toBeGreaterThan(12);
    await page.getByLabel('Slaapkamers').selectOption('2');
    await page.getByRole('button', { name: 'Resultaten tonen' }).click();
    await page.waitForURL(/minRooms=2/);
    expect(new URL(page.url()).search).toBe('?minRooms=2');
    // The new list opens at its results (decision record 022, amendment 031).
    expect(new URL(page.url()).hash).toBe('#results');
    const found = await count(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(all);
    expect(await page.locator('.card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("understands a Belgian-typed budget and a city chosen as 'Name (postcode)'", async () => {
    const { context, page } = await noScriptPage(1280, 'undecided');
    await page.goto('/en/for-sale/');
    const city = page.getByLabel('City', { exact: true });
    const option = city.locator('option').nth(1);
    const [label, value] = [await option.textContent(), await option.getAttribute('value')];
    expect(label).toMatch(/^\S.* \(\d{4}\)$/);
    expect(value).toMatch(/^.+\|\d{4}$/);
    await page.getByLabel('Minimum price (€)').fill('€ 150.000');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/minPrice=150000/);
    expect(new URL(page.url()).search).toBe('?minPrice=150000');
    expect(await page.getByLabel('Minimum price (€)').inputValue()).toBe('150.000');
    expect(await count(page)).toBeGreaterThan(0);
    expect(Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(150000);
    await city.selectOption(value!);
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/city=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('city')).toBe(value);
    expect(url.searchParams.get('minPrice')).toBe('150000');
    expect(await page.getByLabel('City', { exact: true }).locator('option:checked').textContent()).toBe(label);
    expect(await page.locator('.results__count, .no-results').first().isVisible()).toBe(true);
    await context.close();
  });

  it('sorts at once: each order is a link, the filters kept', async () => {
    const { context, page } = await noScriptPage(375, 'undecided');
    await page.goto('/en/for-sale/?type=2');
    await page.getByText('Sort: Newest first').click();
    await page.getByRole('link', { name: 'Price, high to low' }).click();
    await page.waitForURL(/sort=price-desc/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('2');
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(1);
    expect([...shown].sort((a, b) => b - a)).toEqual(shown);
    expect(await page.getByText('Sort: Price, high to low').isVisible()).toBe(true);
    await context.close();
  });
});

describe('price fields with JavaScript', () => {
  it('accept any whole number: 325000 for sale, 1,275 and 1200 for rent', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/', 800);
    const form = page.getByRole('form', { name: 'Filters' });
    await page.locator('summary.filters__toggle').click();
    await form.getByLabel('Maximum price (€)').fill('325000');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
    await form.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/maxPrice=325000/);
    await expect.poll(async () => Math.max(...(await prices(page)))).toBeLessThanOrEqual(325000);
    await page.goto('/en/new-properties/');
    await hydrated(page);
    await page.locator('summary.filters__toggle').click();
    await form.getByLabel('For rent').check();
    await form.getByLabel('Minimum price (€)').fill('1200');
    await form.getByLabel('Maximum price (€)').fill('1,275');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
    await form.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/maxPrice=1275/);
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('1200');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sending the filters with the keyboard', () => {
  it('lands at the new results after Enter in the price field at 1280 px, Tab then reaching the sort', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/');
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByLabel('Minimum price (€)').focus();
    await page.keyboard.type('300000');
    await page.keyboard.press('Enter');
    await page.waitForURL(/minPrice=300000/);
    await expect.poll(async () => Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(300000);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.name || el?.id || el?.className || '';
      });
    // Nothing is loading any more: the new results and the form's lists are in.
    await page.waitForLoadState('networkidle');
    // A new document (decision record 022, amendment 031): the form sent to #results, which the browser scrolled to and focused.
    expect(new URL(page.url()).hash).toBe('#results');
    expect(await focused()).toBe('results');
    const top = await page.locator('#results').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await form.getByLabel('Minimum price (€)').inputValue()).toBe('300.000');
    await page.keyboard.press('Tab');
    expect(await focused()).toContain('sort-menu__toggle');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the sort menu (WCAG 3.2.2 On Input)', () => {
  it('changes nothing while the keyboard moves through the orders; following one sorts at once', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/?type=2');
    const before = page.url();
    const toggle = page.locator('summary.sort-menu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details.sort-menu').getAttribute('open')).toBe('');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    // A navigation would load the new results: none is under way.
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(before);
    const chosen = await page.evaluate(() => document.activeElement?.textContent);
    expect(chosen).toBe('Price, high to low');
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=price-desc/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('2');
    expect(await page.locator('summary.sort-menu__toggle').textContent()).toBe('Sort: Price, high to low');
    // Escape closes the menu, the focus back on its toggle.
    await page.locator('summary.sort-menu__toggle').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('details.sort-menu').getAttribute('open')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('buy or rent on the home search', () => {
  it('counts in the suggestions what the chosen listing shows, and goes there', async () => {
    const { context, page, errors } = await pageAt('/en/');
    for (const [goal, path] of [
      ['For rent', '/en/for-rent/'],
      ['For sale', '/en/for-sale/'],
    ] as const) {
      await page.goto('/en/');
      await hydrated(page);
      await page.getByRole('radio', { name: goal }).check();
      const input = page.getByRole('combobox');
      await input.fill('gent');
      const option = page.getByRole('group', { name: 'Cities' }).getByRole('option', { name: /Ghent \(9000\)/ });
      await expect.poll(() => option.isVisible()).toBe(true);
      const shown = Number(await option.locator('.combo__detail').last().textContent());
      expect(shown).toBeGreaterThan(0);
      await option.click();
      await page.waitForURL((url) => url.pathname === path && url.searchParams.get('city') === 'Ghent|9000');
      await expect.poll(() => count(page)).toBe(shown);
    }
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('radio', { name: 'For rent' }).check();
    await page.getByRole('combobox').focus();
    const types = page.getByRole('group', { name: 'Property types' }).getByRole('option');
    await expect.poll(() => types.count()).toBeGreaterThan(0);
    const api = await page.evaluate(
      async () =>
        ((await (await fetch('/api/search?lang=en&q=')).json()) as { types: { Name: string; RentCount: number }[] })
          .types,
    );
    const expected = api.filter((t) => t.RentCount > 0).map((t) => `${t.Name}${t.RentCount}`);
    expect((await types.allTextContents()).map((t) => t.replace(/\s+/g, ''))).toEqual(
      expected.map((t) => t.replace(/\s+/g, '')),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the rent choice leads to the for-rent listing', async () => {
    const { context, page } = await noScriptPage(375, 'undecided');
    await page.goto('/fr/');
    await page.getByRole('radio', { name: 'À louer' }).check();
    await page.getByRole('combobox').fill('Gent');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/fr\/a-louer\//);
    // The typed name read as the city, named as the page's language names it.
    expect(new URL(page.url()).searchParams.get('city')).toBe('Gand|9000');
    expect(new URL(page.url()).searchParams.has('goal')).toBe(false);
    expect(await count(page)).toBeGreaterThan(0);
    await context.close();
  });
});
