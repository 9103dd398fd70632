/**
 * The purchase-cost block of a sale's detail page in Chromium: the server renders the default
 * figures; scrolled into view, the calculator loads (its own chunk) and its figures change when
 * 'only own home' is toggled; a Luxembourg sale says the calculator covers Belgium.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, hydrated, newPage } from './browser';
import type { Property } from '../../shared/model/property';
import { regionOfZip } from '../../shared/model/energy';
import { propertyHref } from '../../shared/paths/property-path';
import { pathTable } from '../../shared/content/path-table-instance';

afterAll(closeBrowser);

async function saleProperties(): Promise<Property[]> {
  const all: Property[] = [];
  for (let page = 1; page <= 30; page++) {
    const res = await fetch(`${baseUrl()}/api/properties?goal=0&lang=en&page=${page}`);
    const body = (await res.json()) as { items: Property[]; pages: number };
    all.push(...body.items);
    if (page >= body.pages) break;
  }
  return all;
}

describe('purchase costs on the detail page', () => {
  it("shows the server-rendered default figures, and the calculator's figures change when 'only own home' is toggled", async () => {
    const sales = await saleProperties();
    const p = sales.find(
      (s) =>
        s.Marquee !== 3 &&
        s.PublishPrice &&
        s.Price !== null &&
        s.WebID !== 4 &&
        regionOfZip(s.Zip, s.CountryID) === 'flanders',
    );
    expect(p).toBeTruthy();
    const { context, page, errors } = await newPage(800, 900);
    await page.goto(propertyHref(pathTable, 'en', p!));
    const total = page.locator('#purchase-costs [data-part="totalCosts"] td');
    // Server-rendered default table (only own home, existing home) before any script runs.
    const ssr = await page.locator('#purchase-costs [data-part="registrationDuties"] td').textContent();
    expect(ssr).toMatch(/€/);
    await hydrated(page);
    await page.locator('#purchase-costs').scrollIntoViewIfNeeded();
    const ownHome = page.getByRole('checkbox', { name: 'This will be my only own home' });
    await expect.poll(() => ownHome.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await ownHome.isChecked()).toBe(true);
    // The calculator is an island of its own, hydrated once it came into view.
    expect(await page.locator('[data-island="costs"][data-hydrated]').count()).toBe(1);
    const before = (await total.textContent())!;
    const dutiesBefore = (await page.locator('#purchase-costs [data-part="registrationDuties"] td').textContent())!;
    await ownHome.uncheck();
    await expect.poll(() => total.textContent()).not.toBe(before);
    const dutiesAfter = (await page.locator('#purchase-costs [data-part="registrationDuties"] td').textContent())!;
    const euros = (t: string) => Number(t.replace(/[^\d]/g, ''));
    // 2 % → 12 % in Flanders: six times the duties (whole euros, so allow rounding).
    expect(Math.abs(euros(dutiesAfter) - 6 * euros(dutiesBefore))).toBeLessThanOrEqual(6);
    await ownHome.check();
    await expect.poll(() => total.textContent()).toBe(before);
    expect(await page.locator('#purchase-costs a[href*="notaire.be"]').textContent()).toBe(
      "The notaries' official calculator",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the calculator covers Belgium on a sale in Luxembourg', async () => {
    const sales = await saleProperties();
    const lux = sales.find((s) => s.CountryID === 50 && s.Marquee !== 3);
    expect(lux).toBeTruthy();
    const { context, page } = await newPage(375, 800);
    await page.goto(propertyHref(pathTable, 'fr', lux!));
    await expect
      .poll(() => page.locator('#purchase-costs').textContent())
      .toContain('couvre les biens situés en Belgique');
    expect(await page.locator('#purchase-costs table').count()).toBe(0);
    await context.close();
  });
});
