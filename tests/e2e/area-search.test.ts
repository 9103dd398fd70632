/**
 * Search by area on the map (docs/search.md): drawing an area with the mouse narrows the list and
 * survives a reload (the URL keeps it, and is noindex); the keyboard alternative draws with the
 * map's centre and searches the visible map; the area can be removed. Around a city: choosing a
 * city and 10 km in the filter form narrows the list to that distance (the URL keeps the city's
 * centre, the notice names the city); the area is saved as a search alert up to the thank-you page.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, hydrated, newPage, pageAt, withMarkers } from './browser';

afterAll(closeBrowser);

const count = async (page: Page) => {
  const text = (await page.locator('.results__count, .no-results').first().textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
};

async function mapView(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  return withMarkers(page.frameLocator('iframe.map-frame'));
}

describe('drawing an area on the map', () => {
  it('narrows the list with the mouse and keeps the area over a reload', async () => {
    const { context, page, errors } = await newPage(1280, 900);
    const frame = await mapView(page, '/en/for-sale/?view=map');
    const all = await count(page);
    await frame.getByRole('button', { name: 'Draw an area' }).click();
    expect(await frame.getByRole('button', { name: 'Finish the area' }).isDisabled()).toBe(true);
    // The whole map in the viewport: a click below the fold would not reach it.
    await page.locator('iframe.map-frame').evaluate((f) => f.scrollIntoView({ block: 'center' }));
    const box = (await page.locator('iframe.map-frame').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // A quadrilateral over the middle of the map (fitted to every property): some are inside, not all.
    const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
    for (const [fx, fy] of [
      [0.3, 0.25],
      [0.75, 0.3],
      [0.7, 0.8],
      [0.35, 0.7],
    ] as const) {
      const { x, y } = at(fx, fy);
      await page.mouse.click(x, y);
    }
    await frame.getByRole('button', { name: 'Finish the area' }).click();
    await page.waitForURL(/area=/);
    const area = new URL(page.url()).searchParams.get('area')!;
    expect(area.split(';')).toHaveLength(4);
    await expect.poll(() => count(page), { timeout: 10_000 }).toBeLessThan(all);
    const narrowed = await count(page);
    expect(narrowed).toBeGreaterThan(0);
    // The notice and the count come from two parts of the page that render on their own.
    await expect
      .poll(() => page.getByText('Showing properties within the area drawn on the map.').isVisible())
      .toBe(true);

    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get('area')).toBe(area);
    expect(await count(page)).toBe(narrowed);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // The list view shows the same narrowed list.
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    expect(await count(page)).toBe(narrowed);
    await page.getByRole('link', { name: 'Remove the area' }).click();
    await page.waitForURL((url) => !url.searchParams.has('area'));
    await expect.poll(() => count(page)).toBe(all);
    expect(errors.filter((e) => !/tiles|style|Failed to load resource|net::/i.test(e))).toEqual([]);
    await context.close();
  });

  it('works from the keyboard: corners at the map centre, and the visible map', async () => {
    const { context, page } = await newPage(800, 900);
    const frame = await mapView(page, '/nl/te-koop/?view=map');
    const all = await count(page);
    const draw = frame.getByRole('button', { name: 'Teken een zone' });
    await draw.focus();
    await page.keyboard.press('Enter');
    const canvas = frame.locator('canvas.maplibregl-canvas');
    const add = frame.getByRole('button', { name: 'Voeg het midden van de kaart toe' });
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) {
      await add.focus();
      await page.keyboard.press('Enter');
      await canvas.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press(key);
      // The pan has ended: the next corner is the new centre.
      await expect.poll(() => frame.locator('body').getAttribute('data-moving')).toBe('false');
    }
    const finish = frame.getByRole('button', { name: 'Zone afronden' });
    await expect.poll(() => finish.isDisabled()).toBe(false);
    await finish.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/area=/);
    expect(new URL(page.url()).searchParams.get('area')!.split(';')).toHaveLength(3);
    await expect
      .poll(() => page.getByText('U ziet de panden binnen de zone die u op de kaart tekende.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    // 'Search this map area' after zooming in: the visible map becomes the area.
    await page.goto('/nl/te-koop/?view=map');
    await hydrated(page);
    await expect.poll(() => frame.locator('.map-marker').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await canvas.focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press('Equal');
    // The zoom has ended: the visible map is the area to search.
    await expect.poll(() => frame.locator('body').getAttribute('data-moving')).toBe('false');
    await frame.getByRole('button', { name: 'Zoek in dit kaartgebied' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/area=/);
    await expect.poll(() => count(page), { timeout: 10_000 }).toBeLessThan(all);
    await context.close();
  });
});

describe('around a city, and an alert for the area', () => {
  it('choosing a city and 10 km narrows the list; the area becomes a search alert', async () => {
    const { context, page, errors } = await pageAt('/en/for-sale/');
    const all = await count(page);
    const form = page.locator('form.filters__form');
    const radius = form.locator('select[name="radius"]');
    // The distance shows once a city is chosen.
    expect(await radius.isVisible()).toBe(false);
    const option = form.locator('select[name="city"] option').nth(1);
    const value = (await option.getAttribute('value'))!;
    const name = value.split('|')[0]!;
    await form.locator('select[name="city"]').selectOption(value);
    expect(await radius.isVisible()).toBe(true);
    await radius.selectOption('10');
    await form.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.searchParams.get('radius') === '10' && url.searchParams.has('near'));
    expect(new URL(page.url()).searchParams.has('city')).toBe(false);
    await expect.poll(() => count(page), { timeout: 10_000 }).toBeLessThan(all);
    const narrowed = await count(page);
    expect(narrowed).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(`Showing properties within 10 km of ${name}.`).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const near = new URL(page.url()).searchParams.get('near')!;
    await page.reload();
    await hydrated(page);
    expect(await count(page)).toBe(narrowed);
    expect(await page.locator('form.filters__form select[name="radius"]').inputValue()).toBe('10');

    await page.getByRole('link', { name: 'Get alerts for this area' }).click();
    await page.waitForURL(/\/en\/demand-register\//);
    const alert = page.locator('form[data-form="demand-register"]');
    await expect.poll(() => alert.locator('input[name="area"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await alert.locator('input[name="area"]').inputValue()).toBe(`near=${near}&radius=10`);
    expect(await page.getByText('Properties within 10 km of the chosen place').isVisible()).toBe(true);
    expect(await alert.locator('input[name="goal"][value="0"]').isChecked()).toBe(true);
    await alert.locator('input[name="types"]').first().check();
    await alert.locator('input[name="title"][value="ms"]').check();
    await alert.locator('input[name="firstName"]').fill('Anna');
    await alert.locator('input[name="lastName"]').fill('Peeters');
    await alert.locator('input[name="email"]').fill('anna.area@example.be');
    await page.waitForTimeout(3200);
    await alert.locator('button[type="submit"]').click();
    await page.waitForURL(/\/en\/feedback\/demand-register\//);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(errors.filter((e) => !/tiles|style|Failed to load resource|net::/i.test(e))).toEqual([]);
    await context.close();
  });
});
