/**
 * Listing pages against the demo data in workerd (docs/search.md): every filter and sort reaches the
 * page, and its 'Page x/y' and result count match the JSON API for the same parameters.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, get, linksIn } from './support/http';

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
      const [pageRes, apiRes] = await Promise.all([
        get(`${path}${query ? `?${query}` : ''}`),
        get(`/api/properties?lang=${lang}&${api}`),
      ]);
      expect(pageRes.status).toBe(200);
      const html = await pageRes.text();
      const data = (await apiRes.json()) as Paged;
      if (data.total === 0) {
        expect(html).toMatch(
          /No results were found for your search\.|Aucun résultat|Er werden geen resultaten|Für Ihre Suche/,
        );
        return;
      }
      expect(html).toContain(`/${data.pages}</p>`);
      expect(html).toMatch(new RegExp(`>(Page|Pagina|Seite) ${data.page}/${data.pages}<`));
      expect(html).toContain(`>${data.total} `);
      const shown = [...html.matchAll(/\/(\d{7})\/" class="card__link"|class="card__link" href="[^"]*\/(\d+)\/"/g)].map(
        (m) => Number(m[1] ?? m[2]),
      );
      expect(shown).toEqual(data.items.map((p) => p.ID));
    });
  }

  it('serves the list pages of flags with both goals unless one is chosen', async () => {
    const both = (await (await get('/api/properties?lang=en&new=1&pageSize=48')).json()) as Paged;
    const goals = new Set(both.items.map((p) => (p as unknown as { Goal: number }).Goal));
    expect(goals.size).toBeGreaterThan(1);
  });
});

describe('listing parameters as the filter form sends them (docs/search.md)', () => {
  const count = (html: string) => /class="results__count" role="status">(\d+) /.exec(html)?.[1];
  /** Where a path sends the visitor: the answer's status and its Location. */
  const redirect = async (path: string) => {
    const res = await get(path, MANUAL);
    return [res.status, res.headers.get('Location')];
  };

  it('reads empty fields as no filter: the no-JS form lands on the clean URL with the same results', async () => {
    expect(await redirect('/en/for-sale/?city=&type=&minPrice=&maxPrice=&minRooms=&minGarages=')).toEqual([
      307,
      '/en/for-sale/',
    ]);
    expect(await redirect('/fr/biens-discrets/?goal=&city=&type=&minPrice=&parking=')).toEqual([
      307,
      '/fr/biens-discrets/',
    ]);
  });

  it('never lets an empty or unreadable parameter reach the provider as a filter', async () => {
    // The router hands raw parameters along with the validated ones; `type=` used to match nothing.
    const [plain, raw] = await Promise.all([
      get('/en/for-sale/', MANUAL),
      get('/en/for-sale/?type=&minPrice=&utm_source=mail', MANUAL),
    ]);
    expect(raw.status).toBe(307);
    expect(raw.headers.get('Location')).toBe('/en/for-sale/?utm_source=mail');
    const unreadable = await get('/en/for-sale/?utm_source=mail&type=x&minPrice=cheap&minRooms=-1', MANUAL);
    expect(unreadable.status).toBe(200);
    const all = count(await plain.text());
    expect(Number(all)).toBeGreaterThan(12);
    expect(count(await unreadable.text())).toBe(all);
    const clean = await get(raw.headers.get('Location') ?? '', MANUAL);
    expect(count(await clean.text())).toBe(all);
  });

  it('reads a Belgian-typed price as whole euros, on the page and in the API', async () => {
    expect(await redirect('/fr/a-vendre/?city=&minPrice=250.000&maxPrice=')).toEqual([
      307,
      '/fr/a-vendre/?minPrice=250000',
    ]);
    const [page, api, typed] = await Promise.all([
      get('/fr/a-vendre/?minPrice=250000', MANUAL),
      get('/api/properties?lang=fr&goal=0&minPrice=250000', MANUAL),
      get('/api/properties?lang=fr&goal=0&minPrice=250.000&type=', MANUAL),
    ]);
    const data = (await api.json()) as Paged;
    expect(data.total).toBeGreaterThan(0);
    expect(count(await page.text())).toBe(String(data.total));
    expect(((await typed.json()) as Paged).total).toBe(data.total);
    const rent = (await (
      await get('/api/properties?lang=en&goal=1&minPrice=1,200&maxPrice=1.275', MANUAL)
    ).json()) as Paged;
    for (const p of rent.items) expect(p.Price).toBeGreaterThanOrEqual(1200);
    for (const p of rent.items) expect(p.Price).toBeLessThanOrEqual(1275);
    const bad = await get('/api/properties?lang=en&minPrice=cheap', MANUAL);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('minPrice');
  });

  it('offers price fields that refuse no budget (no step, no pattern) and a city select that shows "Name (postcode)"', async () => {
    const html = await (await get('/en/for-rent/?city=Ghent%7C9000', MANUAL)).text();
    const fields = [...html.matchAll(/<input[^>]*name="(?:minPrice|maxPrice)"[^>]*>/g)].map((m) => m[0]);
    expect(fields).toHaveLength(2);
    for (const field of fields) {
      expect(field).toContain('type="text"');
      expect(field).toContain('inputMode="numeric"');
      expect(field).not.toMatch(/\s(step|pattern|min)=/);
    }
    const select = /<select[^>]*name="city"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options.length).toBeGreaterThan(3);
    for (const [value, label] of options.slice(1)) {
      const [name, zip] = (value ?? '').split('|');
      expect(label).toBe(`${name} (${zip})`);
    }
    expect(select).toMatch(/<option value="Ghent\|9000" selected="">Ghent \(9000\)<\/option>/);
    expect(html).not.toMatch(/>[^<|]+\|\d{4}</);
  });

  it('sorts at once: each order is a link to the list in that order, the criteria kept', async () => {
    const html = await (await get('/en/for-sale/?type=2', MANUAL)).text();
    const menu = /<details class="sort-menu">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(menu).toContain('Sort: Newest first');
    const links = linksIn(menu, /<a class="sort-menu__order"[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g);
    expect(links).toEqual([
      ['/en/for-sale/?type=2#results', 'Newest first'],
      ['/en/for-sale/?type=2&sort=price-asc#results', 'Price, low to high'],
      ['/en/for-sale/?type=2&sort=price-desc#results', 'Price, high to low'],
      ['/en/for-sale/?type=2&sort=type#results', 'Property type'],
      ['/en/for-sale/?type=2&sort=city#results', 'City'],
    ]);
    expect(menu).not.toMatch(/<select|<button/);
  });

  it('leads the other goal to its own listing (the home search without JavaScript)', async () => {
    expect(await redirect('/en/for-sale/?goal=1&city=Gent')).toEqual([302, '/en/for-rent/?city=Gent']);
    expect(await redirect('/fr/a-louer/?goal=0&type=2')).toEqual([302, '/fr/a-vendre/?type=2']);
    expect((await get('/nl/te-koop/?goal=0', MANUAL)).status).toBe(200);
    expect((await get('/en/new-properties/?goal=1', MANUAL)).status).toBe(200);
  });
});

describe('pages past the last one (docs/search.md)', () => {
  it("answers 404 with a link to the first page, in the page's language", async () => {
    const api = (await (await get('/api/properties?lang=nl&goal=0&type=2', MANUAL)).json()) as Paged;
    const res = await get(`/nl/te-koop/?type=2&page=${api.pages + 1}`, MANUAL);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`Pagina ${api.pages + 1} van deze resultaten bestaat niet.`);
    expect(html).toMatch(
      /<a class="button button--primary" href="\/nl\/te-koop\/\?type=2">[\s\S]*?Naar de eerste pagina<\/a>/,
    );
    expect(html).toContain('<meta name="robots" content="noindex"');
    const en = await get('/en/for-sale/?page=999', MANUAL);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page 999 of these results does not exist.');
    const tooLarge = await get('/de/kaufen/?page=99999999999999999999', MANUAL);
    expect(tooLarge.headers.get('Location')).toBe('/de/kaufen/?page=100000');
    const huge = await get('/de/kaufen/?page=100000', MANUAL);
    expect(huge.status).toBe(404);
    expect(await huge.text()).toContain('Seite 100000 dieser Ergebnisse gibt es nicht.');
  });

  it('serves the last page, and ignores a page number it cannot read', async () => {
    const api = (await (await get('/api/properties?lang=en&goal=0', MANUAL)).json()) as Paged;
    expect(api.pages).toBeGreaterThan(1);
    const last = await get(`/en/for-sale/?page=${api.pages}`, MANUAL);
    expect(last.status).toBe(200);
    expect(await last.text()).toMatch(new RegExp(`>Page ${api.pages}/${api.pages}<`));
    for (const page of ['abc', '0', '-2', '1.5', '[]']) {
      const res = await get(`/en/for-sale/?page=${encodeURIComponent(page)}`, MANUAL);
      expect([200, 307]).toContain(res.status);
      const final = res.status === 307 ? await get(res.headers.get('Location') ?? '', MANUAL) : res;
      expect(final.status).toBe(200);
      expect(await final.text()).toMatch(new RegExp(`>Page 1/${api.pages}<`));
    }
  });
});

describe('the listing’s photos', () => {
  it('fetch the first card’s photo at high priority and no other, the next one eagerly, the rest lazily', async () => {
    const html = await (await get('/en/for-sale/')).text();
    const photos = [...html.matchAll(/<div class="card__media"><img [^>]*>/g)].map((m) => m[0]);
    expect(photos.length).toBeGreaterThan(2);
    expect(photos[0]).toContain('fetchPriority="high"');
    expect(photos[0]).toContain('loading="eager"');
    expect(photos[1]).toContain('loading="eager"');
    expect(photos.slice(1).join('')).not.toContain('fetchPriority');
    expect(photos.slice(2).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});
