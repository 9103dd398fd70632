/**
 * A buyer's walk in Chromium (docs/search.md "Words a visitor types", "Save this search"): type
 * "appartement gent 2 ch" on the home page and press Enter, filter the list, 'Save this search',
 * and find the alert form filled with every filter; in French with JavaScript and in Dutch
 * without. Then the listing of what is available (no sold property, no price on request among
 * the priced ones, the home's counts the lists' totals), the favourites' count in the header and
 * the drawer, and the monthly payment beside the purchase costs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mortgageEstimate } from '../../shared/costs/mortgage';
import { formatCurrency } from '../../shared/format/currency';
import { api, closeBrowser, hydrated, newPage, pageAt, noScriptPage } from './browser';

afterAll(closeBrowser);

const chips = (page: Page) => page.locator('.chips__list .chip').allTextContents();
const count = async (page: Page) =>
  Number(/\d+/.exec((await page.locator('.results__count').textContent()) ?? '')?.[0] ?? NaN);

/** The alert form's checked values and field values, read from the page. */
async function alertForm(page: Page) {
  const form = page.locator('form[action^="/api/forms/demand-register"]');
  await form.waitFor();
  return form.evaluate((f: HTMLFormElement) => {
    const data = new FormData(f);
    return {
      goal: data.getAll('goal'),
      types: data.getAll('types'),
      cities: data.getAll('cities'),
      minRooms: data.get('minRooms'),
      maxPrice: data.get('maxPrice'),
      garden: data.get('garden'),
    };
  });
}

describe('type, Enter, filter, save this search', () => {
  it('in French with JavaScript', async () => {
    const { context, page, errors } = await pageAt('/fr/', 375, 800);
    const input = page.getByRole('combobox');
    await input.fill('appartement gent 2 ch');
    // The first suggestion says what the words read, with the number found.
    const reading = page.getByRole('group', { name: 'Votre recherche' }).getByRole('option');
    await expect.poll(() => reading.textContent()).toMatch(/^Appartements à vendre à Gand, 2\+ chambres\d+$/);
    await input.press('Enter');
    await page.waitForURL(/\/fr\/a-vendre\/\?city=Gand%7C9000&type=2&minRooms=2$/);
    expect(await chips(page)).toEqual(['Gand (9000)×', 'Appartement×', '2+ chambres×']);
    const found = await count(page);
    expect(found).toBeGreaterThan(0);
    expect(await page.locator('summary.filters__toggle').textContent()).toContain('3');
    // Filter: a maximum price and a garden, sent from the filter form.
    await page.locator('summary.filters__toggle').click();
    const form = page.getByRole('form', { name: 'Filtres' });
    await form.getByLabel('Prix maximum (€)').fill('900.000');
    await form.getByLabel('Jardin').check();
    await form.getByRole('button', { name: 'Afficher les résultats' }).click();
    await page.waitForURL(/maxPrice=900000/);
    expect(await chips(page)).toEqual([
      'Gand (9000)×',
      'Appartement×',
      'Jusqu’à €\u00a0900.000×',
      '2+ chambres×',
      'Jardin×',
    ]);
    await page.locator('[data-save-search]').click();
    await page.waitForURL(/\/fr\/tenez-moi-informe\/\?/);
    expect(await alertForm(page)).toEqual({
      goal: ['0'],
      types: ['2'],
      cities: ['Gand|9000'],
      minRooms: '2',
      maxPrice: '900000',
      garden: 'on',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Dutch without JavaScript', async () => {
    const { context, page } = await noScriptPage(375, 'declined');
    await page.goto('/nl/');
    await page.getByRole('combobox').fill('appartement gent 2 ch');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/\/nl\/te-koop\/\?city=Gent%7C9000&type=2&minRooms=2$/);
    expect(await chips(page)).toEqual(['Gent (9000)×', 'Appartement×', '2+ slaapkamers×']);
    const form = page.getByRole('form', { name: 'Filters' });
    await page.locator('summary.filters__toggle').click();
    await form.getByLabel('Maximumprijs (€)').fill('900.000');
    await form.getByRole('button', { name: 'Resultaten tonen' }).click();
    await page.waitForURL(/maxPrice=900000/);
    // A chip removes its filter.
    await page.getByRole('link', { name: 'Filter verwijderen: 2+ slaapkamers' }).click();
    await page.waitForURL((url) => !url.searchParams.has('minRooms'));
    await page.goBack();
    await page.locator('[data-save-search]').click();
    await page.waitForURL(/\/nl\/hou-me-op-de-hoogte\/\?/);
    expect(await alertForm(page)).toEqual({
      goal: ['0'],
      types: ['2'],
      cities: ['Gent|9000'],
      minRooms: '2',
      maxPrice: '900000',
      garden: null,
    });
    await context.close();
  });

  it('opens the property whose reference is typed, with Enter', async () => {
    const { context, page } = await newPage(1280);
    const list = (await api(`/api/properties?lang=en&goal=0&pageSize=1`)) as {
      items: { ID: number; RecordFile: string }[];
    };
    const p = list.items[0]!;
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('combobox').fill(p.RecordFile);
    await page.getByRole('combobox').press('Enter');
    await page.waitForURL(new RegExp(`/${p.ID}/$`));
    await context.close();
  });
});

describe('lists of what is available', () => {
  it('with a price cap sorted by price: no sold property, no price on request first', async () => {
    const { context, page } = await newPage(1280);
    await page.goto('/en/for-sale/?maxPrice=325000&minRooms=2&sort=price-asc');
    expect(await page.locator('.ribbon--closed').count()).toBe(0);
    const prices = await page.locator('.card__price').allTextContents();
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((t) => /€/.test(t))).toBe(true);
    const amounts = prices.map((t) => Number(t.replace(/[^\d]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(Math.max(...amounts)).toBeLessThanOrEqual(325000);
    // The home's counts are the lists' totals.
    await page.goto('/en/');
    const home = (await page.locator('.search-block').textContent()) ?? '';
    await page.goto('/en/for-sale/');
    const sale = await count(page);
    await page.goto('/en/for-rent/');
    const rent = await count(page);
    // the search block's sentence (its {forSale} and {forRent} placeholders filled with the totals)
    expect(home).toContain(`${sale} properties for sale and ${rent} for rent`);
    // Shown again when asked.
    await page.goto('/en/for-sale/?closed=true');
    expect(await count(page)).toBeGreaterThan(sale);
    await context.close();
  });
});

describe('favourites in view', () => {
  it('counts the hearts in the header and the drawer at once, and leads to the favourites page', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/', 375, 800);
    const count = page.locator('.header__favs [data-favourites-count]');
    expect(await count.isHidden()).toBe(true);
    const hearts = page.locator('button[data-save]');
    for (let i = 0; i < 3; i++) {
      await hearts.nth(i).click();
      await expect.poll(() => count.textContent()).toBe(String(i + 1));
    }
    await page.locator('.header__toggle').click();
    await expect.poll(() => page.locator('.drawer__link [data-favourites-count]').textContent()).toBe('3');
    await hearts
      .nth(0)
      .click({ force: true })
      .catch(() => undefined);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => count.textContent()).toMatch(/^[23]$/);
    await page.locator('.header__favs').click();
    await page.waitForURL(/\/en\/favourites\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a plain link without JavaScript', async () => {
    const { context, page } = await noScriptPage(375, 'declined');
    await page.goto('/fr/a-vendre/');
    await page.locator('.header__favs').click();
    await page.waitForURL(/\/fr\/favoris\/$/);
    await context.close();
  });
});

describe('the monthly payment', () => {
  const sale = async () => {
    const list = (await api(`/api/properties?lang=en&goal=0&minPrice=200000&pageSize=12`)) as {
      items: { ID: number; Price: number; CountryID: number }[];
    };
    const p = list.items.find((x) => x.CountryID === 10)!;
    return { p, path: `/en/property/${p.ID}/` };
  };

  it('follows every change with JavaScript', async () => {
    const { p, path } = await sale();
    const { context, page, errors } = await pageAt(path, 375, 800);
    const block = page.locator('#monthly-payment');
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => block.locator('[data-island]').getAttribute('data-hydrated')).toBe('true');
    await block.getByLabel('Yearly rate (%)').fill('2,5');
    await block.getByLabel('Duration').selectOption('20');
    await block.getByLabel('Loan (€)').fill('250000');
    const e = mortgageEstimate({ loan: 250_000, ratePct: 2.5, years: 20 })!;
    await expect
      .poll(() => block.locator('.monthly__amount').textContent())
      .toBe(`${formatCurrency(e.monthly)} a month`);
    expect(p.Price).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('computes on the server without JavaScript', async () => {
    const { path } = await sale();
    const { context, page } = await noScriptPage(375, 'declined');
    await page.goto(path);
    const block = page.locator('#monthly-payment');
    await block.getByLabel('Loan (€)').fill('300.000');
    await block.getByLabel('Yearly rate (%)').fill('3');
    await block.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL(/loan=300.000&rate=3&years=25#monthly-payment$/);
    const e = mortgageEstimate({ loan: 300_000, ratePct: 3, years: 25 })!;
    expect(await block.locator('.monthly__amount').textContent()).toBe(`${formatCurrency(e.monthly)} a month`);
    await context.close();
  });
});
