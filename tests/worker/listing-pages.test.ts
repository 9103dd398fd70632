/**
 * Listing pages against the demo data in workerd (issue 4): every filter and sort reaches the
 * page, and its 'Page x/y' and result count match the JSON API for the same parameters.
 */
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFixture } from './support/demo-fixture';

const get = (path: string) => exports.default.fetch(new Request(`https://agency.test${path}`));

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 90 });
});

interface Paged {
  items: { ID: number; Price: number | null; City: string; TypeDescription: string }[];
  page: number;
  pages: number;
  total: number;
}

const cases: [string, string, string][] = [
  ['/en/for-sale/', '', 'goal=0'],
  ['/en/for-rent/', '', 'goal=1'],
  ['/en/for-sale/', 'type=2', 'goal=0&type=2'],
  ['/fr/a-vendre/', 'minPrice=200000&maxPrice=600000', 'goal=0&minPrice=200000&maxPrice=600000'],
  ['/nl/te-huur/', 'minRooms=2&garden=1', 'goal=1&minRooms=2&garden=1'],
  ['/en/for-sale/', 'minGarages=1&parking=1&terrace=1', 'goal=0&minGarages=1&parking=1&terrace=1'],
  ['/de/kaufen/', 'sort=price-desc&page=2', 'goal=0&sort=price-desc&page=2'],
  ['/en/for-sale/', 'sort=city', 'goal=0&sort=city'],
  ['/en/for-sale/', 'sort=type', 'goal=0&sort=type'],
  ['/en/new-properties/', '', 'new=1'],
  ['/en/arrival-properties/', 'goal=0', 'arriving=1&goal=0'],
  ['/fr/biens-discrets/', '', 'discreet=1'],
];

describe('listing pages match the API', () => {
  for (const [path, query, api] of cases) {
    it(`${path}?${query}`, async () => {
      const lang = path.slice(1, 3);
      const [pageRes, apiRes] = await Promise.all([get(`${path}${query ? `?${query}` : ''}`), get(`/api/properties?lang=${lang}&${api}`)]);
      expect(pageRes.status).toBe(200);
      const html = await pageRes.text();
      const data = (await apiRes.json()) as Paged;
      if (data.total === 0) {
        expect(html).toMatch(/No results were found for your search\.|Aucun résultat|Er werden geen resultaten|Für Ihre Suche/);
        return;
      }
      expect(html).toContain(`/${data.pages}</p>`);
      expect(html).toMatch(new RegExp(`>(Page|Pagina|Seite) ${data.page}/${data.pages}<`));
      expect(html).toContain(`>${data.total} `);
      const shown = [...html.matchAll(/\/(\d{7})\/" class="card__link"|class="card__link" href="[^"]*\/(\d+)\/"/g)].map((m) => Number(m[1] ?? m[2]));
      expect(shown).toEqual(data.items.map((p) => p.ID));
    });
  }

  it('serves the list pages of flags with both goals unless one is chosen', async () => {
    const both = (await (await get('/api/properties?lang=en&new=1&pageSize=48')).json()) as Paged;
    const goals = new Set(both.items.map((p) => (p as unknown as { Goal: number }).Goal));
    expect(goals.size).toBeGreaterThan(1);
  });
});
