/**
 * Favourites and comparison pages in workerd (docs/urls.md): both answer under each language's slug,
 * noindex and out of the sitemap; the save button is in every card and on the detail page,
 * hidden until the script runs; the comparison renders two to four properties from `?ids=`
 * with price per m² and purchase costs, keeps a gone property's column, and refuses nothing
 * with a 500.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyDetail } from '../../shared/model/property';
import { formatCurrency } from '../../shared/format/currency';
import { pricePerM2, purchaseCostsTotal } from '../../app/favourites/compare';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

const detail = async (id: number, lang: string) =>
  (await (await get(`/api/properties/${id}?lang=${lang}`, MANUAL)).json()) as PropertyDetail;
const row = (html: string, key: string) => html.match(new RegExp(`<tr data-row="${key}">(.*?)</tr>`))?.[1] ?? '';
const cells = (rowHtml: string) =>
  [...rowHtml.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 2 });
});

describe('favourites page', () => {
  it.each([
    ['en', '/en/favourites/', 'Favourites'],
    ['nl', '/nl/favorieten/', 'Favorieten'],
    ['fr', '/fr/favoris/', 'Favoris'],
    ['de', '/de/favoriten/', 'Favoriten'],
  ])('%s: %s answers 200, noindex, and says without JavaScript that it needs it', async (lang, path, title) => {
    const res = await get(path, MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<noscript><p class="no-results">[^<]*JavaScript/);
  });

  it('is not in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml', MANUAL)).text();
    expect(xml).toContain('/en/for-sale/');
    expect(xml).not.toMatch(/favourites|favorieten|favoris|favoriten|compare|vergelijken|comparer|vergleichen/);
  });
});

describe('save button', () => {
  it('is in every card of a listing, hidden until the script shows it, named in the page language', async () => {
    const html = await (await get('/de/kaufen/', MANUAL)).text();
    const cards = html.match(/<article class="card[ "]/g) ?? [];
    const buttons =
      html.match(
        /<button type="button" class="save save--card icon-before i-heart" data-save="\d+" aria-label="Merken" hidden="">/g,
      ) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(buttons).toHaveLength(cards.length);
  });

  it('is on the detail page', async () => {
    const p = data.properties.find((x) => x.Goal === 0 && x.Marquee === 0)!;
    const res = await get(`/en/property/${p.ID}/`, MANUAL);
    const page = await get(res.headers.get('location')!.replace(ORIGIN, ''), MANUAL);
    expect(await page.text()).toContain(
      `class="save save--detail icon-before i-heart" data-save="${p.ID}" aria-label="Save" hidden=""`,
    );
  });
});

describe('comparison page', () => {
  it('shows two properties side by side in German: price per m², rooms, surfaces, EPC and purchase costs', async () => {
    const [a, b] = data.properties.filter((x) => x.Goal === 0 && x.Marquee === 0 && x.PublishPrice && x.Price !== null);
    const res = await get(`/de/vergleichen/?ids=${a!.ID},${b!.ID}`, MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const [da, db] = await Promise.all([detail(a!.ID, 'de'), detail(b!.ID, 'de')]);
    expect(html).toContain(da.Title.replace(/&/g, '&amp;'));
    expect(html).toContain(db.Title.replace(/&/g, '&amp;'));
    const perM2 = cells(row(html, 'pricePerM2'));
    expect(perM2).toEqual([da, db].map((p) => (pricePerM2(p) === null ? '–' : `${formatCurrency(pricePerM2(p)!)}/m²`)));
    const costs = cells(row(html, 'costs'));
    expect(costs).toEqual(
      [da, db].map((p) => (purchaseCostsTotal(p) === null ? '–' : formatCurrency(Math.round(purchaseCostsTotal(p)!)))),
    );
    expect(costs.some((c) => c.includes('€'))).toBe(true);
    for (const key of ['price', 'bedrooms', 'bathrooms', 'living', 'ground', 'epc', 'totalPrice'])
      expect(cells(row(html, key))).toHaveLength(2);
    expect(html).toContain('<th scope="row">Preis pro m²</th>');
  });

  it('keeps the column of a property that is gone', async () => {
    const a = data.properties.find((x) => x.Marquee === 0)!;
    const html = await (await get(`/en/compare/?ids=${a.ID},987654321`, MANUAL)).text();
    expect(html).toContain('No longer online (#987654321)');
    expect(cells(row(html, 'price'))[1]).toBe('–');
  });

  it('takes at most four, and links to leave one out when there are more than two', async () => {
    const ids = data.properties.slice(0, 6).map((p) => p.ID);
    const html = await (await get(`/en/compare/?ids=${ids.join(',')}`, MANUAL)).text();
    expect(cells(row(html, 'status'))).toHaveLength(4);
    expect(html).toContain(`href="/en/compare/?ids=${ids.slice(1, 4).join(',')}"`);
  });

  it('sends an empty ?ids= to the plain comparison address', async () => {
    const res = await get('/en/compare/?ids=', MANUAL);
    expect(res.status).toBe(307);
    expect(
      new URL(res.headers.get('location')!, ORIGIN).pathname + new URL(res.headers.get('location')!, ORIGIN).search,
    ).toBe('/en/compare/');
  });

  it.each(['', '?ids=abc', '?ids=1', '?ids=-1,0', '?ids=%5B%5D', '?ids=1,1', '?ids=99999999999999999999,2'])(
    'answers 200 with a way back, never a 500, for %s',
    async (query) => {
      const res = await get(`/en/compare/${query}`, MANUAL);
      expect(res.status).toBe(200);
      const html = await res.text();
      if (!/<table class="compare"/.test(html))
        expect(html).toContain('Choose two to four properties from your favourites');
    },
  );
});
