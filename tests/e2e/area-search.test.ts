/**
 * Search by area on the map (docs/search.md): drawing an area with the mouse narrows the list and
 * survives a reload (the URL keeps it, and is noindex); the keyboard alternative draws with the
 * map's centre and searches the visible map; the area can be removed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, hydrated, newPage } from './browser';

afterAll(closeBrowser);

const count = async (page: Page) => {
  const text = (await page.locator('.results__count, .no-results').first().textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
};

async function mapView(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const frame = page.frameLocator('iframe.map-frame');
  await expect.poll(() => frame.locator('.map-marker').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  return frame;
}

describe('drawing an area on the map', () => {
  it('narrows the list with the mouse and keeps the area over a reload', async () => {
    const { context, page, errors } = await newPage(1280, 900);
    const frame = await mapView(page, '/en/for-sale/?view=map');
    const all = await count(page);
    await frame.getByRole('button', { name: 'Draw an area' }).click();
    expect(await frame.getByRole('button', { name: 'Finish the area' }).isDisabled()).toBe(true);
    const box = (await page.locator('iframe.map-frame').boundingBox())!;
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
    expect(await page.getByText('Showing properties within the area drawn on the map.').isVisible()).toBe(true);

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
      await page.waitForTimeout(400);
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
    await page.waitForTimeout(800);
    await frame.getByRole('button', { name: 'Zoek in dit kaartgebied' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/area=/);
    await expect.poll(() => count(page), { timeout: 10_000 }).toBeLessThan(all);
    await context.close();
  });
});
