/** Browsing and searching as a visitor does it: the home search panel, listing filters, sort, pages, map, no results. */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hydrated, pageAt } from './browser';

afterAll(closeBrowser);

describe('home search panel', () => {
  it('opens on focus with every type and its count', async () => {
    const { context, page } = await pageAt('/en/');
    const input = page.getByRole('combobox', { name: /Search by type, place/ });
    await input.focus();
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.isVisible()).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const types = page.getByRole('group', { name: 'Property types' }).getByRole('option');
    await expect.poll(() => types.count()).toBe(8);
    expect(await types.first().textContent()).toMatch(/House\s*\d+/);
    expect(await page.getByRole('group', { name: 'Cities' }).count()).toBe(0);
    await context.close();
  });

  it('finds an accented city from text typed without accents and goes to its listing', async () => {
    const { context, page } = await pageAt('/fr/');
    const input = page.getByRole('combobox');
    await input.fill('liege');
    const option = page.getByRole('group', { name: 'Communes' }).getByRole('option', { name: /Liège \(4000\)/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    await option.click();
    await page.waitForURL(/\/fr\/a-vendre\/\?city=Li%C3%A8ge(%7C|\|)4000/);
    await expect.poll(() => page.locator('.results__count').textContent()).toMatch(/\d+ résultats?/);
    const places = await page.locator('.card__place').allTextContents();
    for (const place of places) expect(place).toContain('4000 Liège');
    await context.close();
  });

  it('works with the keyboard alone: arrows, Enter, Escape', async () => {
    const { context, page } = await pageAt('/en/');
    const input = page.getByRole('combobox');
    await input.focus();
    // In the islands render this focus is what brings the search's island (and React) in.
    await expect.poll(() => page.getByRole('option').count(), { timeout: 10_000 }).toBe(8);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`[id="${activeId}"]`).textContent()).toMatch(/^Apartment/);
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/for-sale\/\?type=1$/);
    await context.close();
  });

  it('empties the results when the text is cleared, and matches a property ID exactly', async () => {
    const { context, page } = await pageAt('/en/');
    const input = page.getByRole('combobox');
    await input.fill('gent');
    await expect.poll(() => page.getByRole('group', { name: 'Cities' }).getByRole('option').count()).toBeGreaterThan(0);
    await input.fill('');
    await expect.poll(() => page.getByRole('option').count()).toBe(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/properties?lang=en&pageSize=1');
      return ((await res.json()) as { items: { ID: number }[] }).items[0]!.ID;
    });
    await input.fill(String(id));
    const props = page.getByRole('group', { name: 'Properties' }).getByRole('option');
    await expect.poll(() => props.count()).toBe(1);
    expect(await props.first().textContent()).toContain(String(id));
    await context.close();
  });
});

describe('listing pages', () => {
  it('filters, sorts, pages through and lands on a property', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/');
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByLabel('Property type').selectOption('2');
    await form.getByLabel('Minimum price (€)').fill('150000');
    await form.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/type=2/);
    expect(page.url()).toContain('minPrice=150000');
    await page.getByText('Sort: Newest first').click();
    await page.getByRole('link', { name: 'Price, low to high' }).click();
    await page.waitForURL(/sort=price-asc/);
    const prices = async () =>
      (await page.locator('.card__price').allTextContents())
        .filter((t) => /\d/.test(t))
        .map((t) => Number(t.replace(/[^\d]/g, '')));
    const sorted = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
    await expect.poll(async () => sorted(await prices())).toBe(true);
    const shown = await prices();
    expect(Math.min(...shown), page.url()).toBeGreaterThanOrEqual(150000);
    expect(shown.length).toBeGreaterThan(1);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    for (const place of await page.locator('.card__place').allTextContents())
      expect(place).toMatch(/^(Apartment|Flat|Penthouse|Duplex|Loft|Ground-floor flat|Studio|Triplex)/);
    const status = await page.locator('.pagination__status').textContent();
    const match = /Page 1\/(\d+)/.exec(status ?? '');
    expect(match).toBeTruthy();
    if (Number(match![1]) > 1) {
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => page.locator('.pagination__status').textContent()).toMatch(/Page 2\//);
    }
    const first = page.locator('.card__link').first();
    const title = await first.textContent();
    await first.click();
    await page.waitForURL(/\/en\/for-sale\/[^/]+\/[^/]+\/\d+\/$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the filter form is a GET form', async () => {
    const b = await (await import('./browser')).openBrowser();
    const context = await b.newContext({ javaScriptEnabled: false, baseURL: (await import('./browser')).baseUrl() });
    const page = await context.newPage();
    await page.goto('/nl/te-huur/');
    await page.getByLabel('Slaapkamers').selectOption('2');
    await page.getByLabel('Tuin').check();
    await page.getByRole('button', { name: 'Resultaten tonen' }).click();
    await page.waitForURL(/minRooms=2/);
    expect(page.url()).toMatch(/garden=(1|true)/);
    expect(await page.locator('.results__count, .no-results').first().isVisible()).toBe(true);
    await context.close();
  });

  it("says 'No results were found for your search.' when nothing matches", async () => {
    const { context, page } = await pageAt('/en/for-rent/?minPrice=900000000', 800);
    expect(await page.getByRole('status').textContent()).toBe('No results were found for your search.');
    await context.close();
  });

  it('shows the properties as markers on the map view', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/?city=Gent');
    await page.getByRole('link', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);
    const frame = page.frameLocator('iframe.map-frame');
    const markers = frame.locator('.map-marker');
    await expect.poll(() => markers.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await frame.locator('.map-marker:not(.map-marker--cluster)').first().click();
    await expect.poll(() => frame.locator('.map-card__link').count()).toBe(1);
    expect(errors.filter((e) => !/tiles|style|Failed to load resource|net::/i.test(e))).toEqual([]);
    await context.close();
  });

  it("saves a card's property with its heart in the islands render, without React", async () => {
    const { context, page, errors, scripts } = await pageAt('/nl/te-koop/', 375, 800);
    const save = page.locator('article.card').first().getByRole('button', { name: 'Bewaren' });
    await expect.poll(() => save.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    const id = Number(await save.getAttribute('data-save'));
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('favourites') ?? '[]') as { id: number; then?: object }[]);
    await expect.poll(async () => (await stored()).find((f) => f.id === id)?.then).toBeTruthy();
    // The page drawn again shows it saved; nothing of React was loaded.
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.locator(`button[data-save="${id}"]`).first().getAttribute('aria-pressed'))
      .toBe('true');
    expect(scripts.filter((s) => /\/assets\/(hydrate|entry)-/.test(s))).toEqual([]);
    expect(errors.filter((e) => !/tiles|style|Failed to load resource|net::/i.test(e))).toEqual([]);
    await context.close();
  });
});
