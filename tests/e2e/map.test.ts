/**
 * The map panel (docs/search.md, decision record 022, amendment 031): a listing's map is plain script (no
 * React), its markers come from the JSON API and are not in the HTML; the location map of a
 * property and of a project shows on request, with their markers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, closeBrowser, hydrated, newPage, pageAt, withMarkers } from './browser';

afterAll(closeBrowser);

const notTiles = (errors: string[]) => errors.filter((e) => !/tiles|style|Failed to load resource|net::/i.test(e));

/** Opens the location block's map on request and resolves with its frame once it shows markers. */
async function showLocationMap(page: Page, show = 'Show the map') {
  const panel = page.locator('.location .map-panel');
  await panel.scrollIntoViewIfNeeded();
  // The page's script starts the panel's as it nears the viewport.
  await page.waitForSelector('.location [data-map-panel][data-started]', { state: 'attached' });
  await panel.getByRole('button', { name: show }).click();
  return withMarkers(page.frameLocator('.location iframe.map-frame'));
}

describe('the map panel', () => {
  it('a listing map without React, its markers fetched from the JSON API', async () => {
    const { context, page, errors } = await newPage(1280, 900);
    const scripts: string[] = [];
    const markerRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname === '/api/map-properties') markerRequests.push(url.search);
    });
    const response = await page.goto('/en/for-sale/?view=map&city=Gent');
    const html = (await response?.text()) ?? '';
    await hydrated(page);
    const frame = page.frameLocator('iframe.map-frame');
    await expect.poll(() => frame.locator('.map-marker').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The listing's criteria went to the API; no marker (a property's link and position) is in the page.
    expect(markerRequests).toHaveLength(1);
    expect(new URLSearchParams(markerRequests[0]).get('city')).toBe('Gent');
    expect(html).toContain('/api/map-properties?');
    expect(html).not.toMatch(/"lat":/);
    const markers = (await api(`/api/map-properties${markerRequests[0]}`)) as {
      href: string;
    }[];
    expect(markers.length).toBeGreaterThan(0);
    expect(html).not.toContain(markers[0]!.href);
    // Plain script: neither React's chunk nor an island's part was loaded.
    expect(scripts.filter((s) => /\/assets\/(hydrate|entry)-/.test(s))).toEqual([]);
    expect(scripts.some((s) => /\/assets\/map-panel-/.test(s))).toBe(true);
    await frame.locator('.map-marker:not(.map-marker--cluster)').first().click();
    await expect.poll(() => frame.locator('.map-card__link').count()).toBe(1);
    expect(await frame.locator('.map-card__link').getAttribute('href')).toMatch(/^\/en\/for-sale\/.+\/\d+\/$/);
    expect(notTiles(errors)).toEqual([]);
    await context.close();
  });

  it("shows a property's location on request, with its marker", async () => {
    const list = (await api(`/api/properties?goal=0&lang=en`)) as {
      items: { ID: number; Marquee: number; Lat: number | null }[];
    };
    const id = list.items.find((p) => p.Marquee === 0 && p.Lat !== null)?.ID;
    const { context, page, errors } = await pageAt(`/en/property/${id}/`);
    // Nothing is loaded before the visitor asks.
    expect(await page.locator('.location iframe').count()).toBe(0);
    const frame = await showLocationMap(page);
    expect(await frame.locator('.map-marker').count()).toBe(1);
    expect(await page.locator('.location iframe.map-frame').getAttribute('title')).toBe('Map of the property location');
    expect(notTiles(errors)).toEqual([]);
    await context.close();
  });

  it("shows a project's units on its location map", async () => {
    const [project] = (await api(`/api/projects?lang=nl`)) as { ID: number }[];
    const { context, page, errors } = await pageAt(`/nl/projects/project/${project!.ID}/`, 800);
    const frame = await showLocationMap(page, 'Toon de kaart');
    expect(await frame.locator('html').getAttribute('lang')).toBe('nl');
    expect(notTiles(errors)).toEqual([]);
    await context.close();
  });
});
