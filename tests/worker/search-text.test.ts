/**
 * Words a visitor types, against the demo data in workerd (docs/search.md "Words a visitor
 * types"): a listing asked with `q` (Enter without a suggestion, with or without JavaScript)
 * answers 303 with where the words lead; `/api/search` tells the reading and its count;
 * `/api/properties?q=` reads the same; and the listing page shows the result: its chips, the
 * words not understood, 'Save this search' with every filter, the sort as links, the filter count
 * and the new filters, and, with no results, the nearest widening.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { isClosed } from '../../shared/model/property';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, get, linksIn } from './support/http';

const location = async (path: string) => {
  const res = await get(path, MANUAL);
  return { status: res.status, to: res.headers.get('Location') };
};

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 90 });
});

describe('a listing asked with typed words', () => {
  it('leads to the listing of what they say, as the router writes it', async () => {
    expect(await location('/fr/a-vendre/?goal=0&q=appartement%20gent%202%20ch')).toEqual({
      status: 303,
      to: '/fr/a-vendre/?city=Gand%7C9000&type=2&minRooms=2',
    });
    expect(await location('/nl/te-koop/?q=huis%203%20slaapkamers%20max%20400000')).toEqual({
      status: 303,
      to: '/nl/te-koop/?type=1&maxPrice=400000&minRooms=3',
    });
    // The words say rent: the rent listing, whatever was chosen beside them.
    expect(await location('/en/for-sale/?goal=0&q=flat%20to%20rent%20Brussels')).toEqual({
      status: 303,
      to: '/en/for-rent/?region=brussels&type=2',
    });
    // The buy-or-rent choice when the words do not say it.
    expect((await location('/de/kaufen/?goal=1&q=Wohnung')).to).toBe('/de/mieten/?type=2');
    // A sort given beside the words is kept; words not understood are named.
    expect((await location('/en/for-sale/?sort=price-asc&q=sunny%20house%20ghent')).to).toBe(
      '/en/for-sale/?city=Ghent%7C9000&type=1&sort=price-asc&unread=sunny',
    );
    // No words: the listing itself.
    expect(await location('/en/for-sale/?goal=0&q=%20')).toEqual({ status: 303, to: '/en/for-sale/' });
    // Every address it leads to is a page (no second redirect).
    for (const to of ['/fr/a-vendre/?city=Gand%7C9000&type=2&minRooms=2', '/en/for-rent/?region=brussels&type=2'])
      expect((await get(to, MANUAL)).status).toBe(200);
  });

  it('opens the property a reference or an id names, sold ones too (their page says so)', async () => {
    const p = data.properties.find((x) => x.Goal === 0 && x.RecordFile)!;
    const byId = await location(`/en/for-sale/?goal=0&q=${p.ID}`);
    expect(byId.status).toBe(303);
    expect(byId.to).toMatch(new RegExp(`/${p.ID}/$`));
    const byRef = await location(`/nl/te-koop/?q=${encodeURIComponent(p.RecordFile.toLowerCase())}`);
    expect(byRef.to).toMatch(new RegExp(`^/nl/te-koop/.+/${p.ID}/$`));
    const sold = data.properties.find(isClosed)!;
    expect((await location(`/en/for-sale/?q=${sold.ID}`)).to).toMatch(new RegExp(`/${sold.ID}/$`));
    // A number that names no property is a budget.
    expect((await location('/en/for-sale/?q=350000')).to).toBe('/en/for-sale/?maxPrice=350000');
  });

  it('never answers 500, whatever is typed', async () => {
    for (const q of ['<script>alert(1)</script>', '%%%', '€€€ 10^9', 'x'.repeat(3000), '\u0000', '١٢٣']) {
      const res = await get(`/en/for-sale/?q=${encodeURIComponent(q)}`, MANUAL);
      expect(res.status, q).toBe(303);
      expect(res.headers.get('Location')!.startsWith('/en/for-sale/')).toBe(true);
      expect(res.headers.get('Location')).not.toContain('<');
    }
  });
});

describe('the API', () => {
  it('tells the reading of the whole text, where Enter leads and how many it finds', async () => {
    const res = await get('/api/search?lang=en&goal=0&q=huis%203%20slaapkamers%20max%20400000', MANUAL);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reading?: { label: string; href: string; count?: number; unread: string[] } };
    expect(body.reading).toMatchObject({
      label: 'Houses for sale, 3+ bedrooms, up to €\u00a0400.000',
      href: '/en/for-sale/?type=1&maxPrice=400000&minRooms=3',
      unread: [],
    });
    const list = (await (
      await get('/api/properties?lang=en&goal=0&type=1&minRooms=3&maxPrice=400000', MANUAL)
    ).json()) as {
      total: number;
    };
    expect(body.reading!.count).toBe(list.total);
    expect(list.total).toBeGreaterThan(0);
    // A half-typed name reads nothing: the groups only.
    const half = (await (await get('/api/search?lang=en&q=Lie', MANUAL)).json()) as {
      reading?: unknown;
      cities: unknown[];
    };
    expect(half.reading).toBeUndefined();
    // In French, the same words.
    const fr = (await (await get('/api/search?lang=fr&goal=1&q=appartement%20gent', MANUAL)).json()) as {
      reading?: { label: string; href: string };
    };
    expect(fr.reading).toMatchObject({
      label: 'Appartements à louer à Gand',
      href: '/fr/a-louer/?city=Gand%7C9000&type=2',
    });
  });

  it('reads q on /api/properties, under the parameters given beside it', async () => {
    const read = (await (await get('/api/properties?lang=en&q=appartement%20gent%202%20ch', MANUAL)).json()) as {
      total: number;
    };
    const explicit = (await (
      await get('/api/properties?lang=en&type=2&city=Gent%7C9000&minRooms=2', MANUAL)
    ).json()) as {
      total: number;
    };
    expect(read.total).toBe(explicit.total);
    const overridden = (await (
      await get('/api/properties?lang=en&q=appartement%20gent%202%20ch&minRooms=4', MANUAL)
    ).json()) as { total: number };
    const four = (await (await get('/api/properties?lang=en&type=2&city=Gent%7C9000&minRooms=4', MANUAL)).json()) as {
      total: number;
    };
    expect(overridden.total).toBe(four.total);
    const p = data.properties[0]!;
    const one = (await (await get(`/api/properties?lang=en&q=${p.ID}`, MANUAL)).json()) as { items: { ID: number }[] };
    expect(one.items.map((x) => x.ID)).toEqual([p.ID]);
    expect((await get(`/api/properties?q=${'x'.repeat(2001)}`, MANUAL)).status).toBe(400);
  });
});

describe('the listing page', () => {
  it('shows the active filters as chips, each removable, the filter count, and Save this search with every filter', async () => {
    const res = await get('/en/for-sale/?city=Ghent%7C9000&type=2&minRooms=2&epc=C&sort=price-asc', MANUAL);
    expect(res.status).toBe(200);
    const html = await res.text();
    const chips = linksIn(html, /<a class="chip" href="([^"]*)" aria-label="([^"]*)"/g);
    expect(chips).toEqual([
      ['/en/for-sale/?type=2&minRooms=2&epc=C&sort=price-asc', 'Remove filter: Ghent (9000)'],
      ['/en/for-sale/?city=Ghent%7C9000&minRooms=2&epc=C&sort=price-asc', 'Remove filter: Apartment'],
      ['/en/for-sale/?city=Ghent%7C9000&type=2&epc=C&sort=price-asc', 'Remove filter: 2+ bedrooms'],
      ['/en/for-sale/?city=Ghent%7C9000&type=2&minRooms=2&sort=price-asc', 'Remove filter: EPC C or better'],
    ]);
    expect(html).toContain('<span class="filters__count" aria-hidden="true">4</span>');
    expect(html).toContain('4 active filters');
    const saves = [...html.matchAll(/href="(\/en\/demand-register\/\?[^"]*)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(new Set(saves)).toEqual(
      new Set(['/en/demand-register/?goal=0&types=2&cities=Ghent%7C9000&minRooms=2&epc=C#demand-register']),
    );
    // The sort applies at once: one link per order, the current one marked.
    const orders = [...html.matchAll(/<a class="sort-menu__order"( aria-current="true")? href="([^"]*)"/g)];
    expect(orders.map((m) => m[2]!.replace(/&amp;/g, '&'))).toContain(
      '/en/for-sale/?city=Ghent%7C9000&type=2&minRooms=2&epc=C&sort=price-desc#results',
    );
    expect(orders.filter((m) => m[1]).map((m) => m[2])).toEqual([
      '/en/for-sale/?city=Ghent%7C9000&amp;type=2&amp;minRooms=2&amp;epc=C&amp;sort=price-asc#results',
    ]);
    // The new filters are in the form.
    for (const name of ['region', 'minArea', 'maxArea', 'minPlot', 'epc', 'newBuild', 'closed', 'onRequest'])
      expect(html, name).toContain(`name="${name}"`);
  });

  it('names the words that were not understood', async () => {
    const html = await (await get('/en/for-sale/?city=Ghent%7C9000&unread=sunny%20%3Cb%3E', MANUAL)).text();
    expect(html).toContain('Not understood: sunny &lt;b&gt;');
  });

  it('offers the nearest widening when nothing is found, each with what it finds', async () => {
    const html = await (await get('/en/for-sale/?city=Ghent%7C9000&type=2&minRooms=9', MANUAL)).text();
    expect(html).toContain('No results were found for your search.');
    expect(html).toContain('Widen your search');
    const ways = [
      ...html.matchAll(
        /<a class="widen__way" href="([^"]*)"><span class="widen__what">([^<]*)<\/span><span class="widen__count">(\d+) results?<\/span>/g,
      ),
    ];
    expect(ways.length).toBeGreaterThan(0);
    const drop = ways.find((w) => w[2] === 'Without “9+ bedrooms”');
    expect(drop).toBeDefined();
    // Each way finds what it says.
    for (const [, href, , count] of ways) {
      const url = new URL(href!.replace(/&amp;/g, '&'), 'https://agency.test');
      const api = (await (await get(`/api/properties?lang=en&goal=0&${url.searchParams}`, MANUAL)).json()) as {
        total: number;
      };
      expect(api.total, href).toBe(Number(count));
    }
  });
});
