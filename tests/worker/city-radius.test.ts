/**
 * Around a city (docs/search.md "Search by area"): each city of the search panel has a centre,
 * the mean public position of its properties (d1 in SQL, omnicasa from its property index);
 * `city` + `radius` on the API searches around it exactly as `near` does; a listing page asked
 * with them (the filter form without JavaScript) answers 303 with the canonical `near` URL, which
 * names the city in its area notice.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { meanPosition } from '../../app/geo/centre';
import type { LatLng } from '../../shared/geo/area';
import type { Paged } from '../../shared/model/common';
import type { Property } from '../../shared/model/property';
import type { City } from '../../shared/model/taxonomy';
import { readRoutes } from '../../worker/reads/reads';
import type { AppEnv } from '../../worker/env';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { omnicasaParts } from '../../worker/provider/omnicasa/catalogue';
import { useFakeOmnicasa } from './support/omnicasa-hooks';
import { seedDemoFixture } from './support/demo-fixture';
import { withProvider } from '../../worker/middleware/provider';
import { MANUAL, get } from './support/http';
import { withQueryLang } from '../../worker/middleware/lang';

const app = new Hono<AppEnv>();
app.use('*', withProvider);
app.use('*', withQueryLang);
app.route('/api', readRoutes(['properties']));
const api = async (query: string) => {
  const res = await get(`/api/properties?${query}&pageSize=48`, { via: app });
  return { status: res.status, body: (await res.json()) as Paged<Property> & { error?: string } };
};

let data: DemoData;
let cities: City[];
/** The city with the most properties. */
let busiest: City;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 1 });
  cities = await new D1Catalogue(env.DB).listCities('en', 'all');
  busiest = [...cities].sort((a, b) => b.PropertyCount - a.PropertyCount)[0]!;
});

function publicPosition(p: DemoData['properties'][number]): LatLng | null {
  if (p.PublishAddress) return p.Lat === null || p.Lng === null ? null : { lat: p.Lat, lng: p.Lng };
  const city = data.cities.find((c) => c.Zip === p.City.Zip)!;
  return { lat: city.Lat, lng: city.Lng };
}

describe('city centres (d1)', () => {
  it('are the mean public position of each city’s properties, in the city list and the search panel', async () => {
    expect(cities.length).toBeGreaterThan(3);
    for (const city of cities) {
      const expected = meanPosition(data.properties.filter((p) => p.City.Zip === city.Zip).map(publicPosition));
      expect(city.Center!.lat).toBeCloseTo(expected!.lat, 5);
      expect(city.Center!.lng).toBeCloseTo(expected!.lng, 5);
    }
    const panel = await new D1Catalogue(env.DB).search(busiest.Name.slice(0, 4), 'en');
    expect(panel.cities.find((c) => c.Zip === busiest.Zip)?.Center).toEqual(busiest.Center);
  });
});

describe('city + radius on /api/properties', () => {
  it('answers exactly what near = the city’s centre answers, beyond the city itself', async () => {
    const near = `near=${busiest.Center!.lat},${busiest.Center!.lng}&radius=20`;
    const around = await api(`city=${encodeURIComponent(`${busiest.Name}|${busiest.Zip}`)}&radius=20`);
    const expected = await api(near);
    expect(around.status).toBe(200);
    expect(around.body.items.map((p) => p.ID)).toEqual(expected.body.items.map((p) => p.ID));
    expect(around.body.total).toBe(expected.body.total);
    const inCity = await api(`city=${encodeURIComponent(`${busiest.Name}|${busiest.Zip}`)}`);
    expect(inCity.body.total).toBeGreaterThan(0);
    expect(around.body.total).toBeGreaterThanOrEqual(inCity.body.total);
  });

  it('replaces an area given beside them; a city it does not know answers 400, a bad radius too', async () => {
    const city = encodeURIComponent(`${busiest.Name}|${busiest.Zip}`);
    const replaced = await api(`city=${city}&radius=5&area=1,1;1,2;2,2`);
    const expected = await api(`near=${busiest.Center!.lat},${busiest.Center!.lng}&radius=5`);
    expect(replaced.body.total).toBe(expected.body.total);
    const unknown = await api(`city=${encodeURIComponent('Atlantis|0001')}&radius=5`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('near');
    const wide = await api(`city=${city}&radius=500`);
    expect(wide.status).toBe(400);
    expect(wide.body.error).toContain('radius');
  });
});

describe('city + radius on a listing page (the filter form without JavaScript)', () => {
  const page = (path: string) => get(`http://localhost${path}`, MANUAL);

  it('answers 303 with the canonical near URL (city and empty fields dropped), which names the city', async () => {
    const city = encodeURIComponent(`${busiest.Name}|${busiest.Zip}`);
    const res = await page(`/en/for-sale/?city=${city}&type=&minPrice=&radius=10&sort=price-asc&page=3`);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/en/for-sale/');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      radius: '10',
      sort: 'price-asc',
      near: `${busiest.Center!.lat},${busiest.Center!.lng}`,
    });

    const next = await page(`${location.pathname}${location.search}`);
    expect(next.headers.get('location')).toBeNull();
    expect(next.status).toBe(200);
    const html = await next.text();
    expect(html).toContain('noindex');
    const expected = await api(`goal=0&near=${busiest.Center!.lat},${busiest.Center!.lng}&radius=10`);
    const count = /class="results__count"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
    expect(expected.body.total).toBeGreaterThan(0);
    expect(count).toContain(String(expected.body.total));
    expect(html).toContain(`Showing properties within 10 km of ${busiest.Name}.`);
    // The filter form shows the city and the distance chosen.
    expect(html).toMatch(new RegExp(`<option[^>]*value="${busiest.Name}\\|${busiest.Zip}"[^>]*selected`));
    expect(html).toMatch(/<option[^>]*value="10"[^>]*selected/);
  });

  it('leaves a city it cannot place, and a city without radius, to the page (no redirect to an area)', async () => {
    for (const search of [
      `city=${encodeURIComponent('Atlantis|0001')}&radius=10`,
      `city=${encodeURIComponent(`${busiest.Name}|${busiest.Zip}`)}&radius=`,
    ]) {
      const res = await page(`/en/for-sale/?${search}`);
      expect(res.status).not.toBe(303);
      expect(res.headers.get('location') ?? '').not.toContain('near=');
    }
  });
});

describe('city centres (omnicasa)', () => {
  const fake = useFakeOmnicasa();

  it('are the mean public position of each city’s properties in the property index', async () => {
    const catalogue = omnicasaParts({
      baseUrl: fake.baseUrl,
      customerName: fake.customerName,
      customerPassword: fake.customerPassword,
    }).catalogue;
    const list = await catalogue.listCities('en', 'all');
    const placed = list.filter((c) => c.Center);
    expect(placed.length).toBeGreaterThan(0);
    for (const city of list) {
      // A centre counts every property of the city, sold and rented ones too.
      const items = (
        await catalogue.listProperties({ lang: 'en', city: `${city.Name}|${city.Zip}`, pageSize: 48, closed: true })
      ).items;
      const expected = meanPosition(
        items.map((p) => (p.Lat === null || p.Lng === null ? null : { lat: p.Lat, lng: p.Lng })),
      );
      expect(city.Center).toEqual(expected);
    }
  });
});
