/**
 * Area search (docs/search.md): `near` + `radius` and `area` on GET /api/properties over the d1
 * provider (bounding box in SQL, exact test in code, on the position the public sees), their
 * 400s, the listing pages (the area narrows the list, a bad one is ignored, area URLs are
 * noindex), and the omnicasa provider's GpsX/GpsY/GpsRadius and EncodePolygonPath.
 */
import { env } from 'cloudflare:test';
import { decode } from '@googlemaps/polyline-codec';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { inArea, parsePolygon, type LatLng, type SearchArea } from '../../shared/geo/area';
import type { Paged } from '../../shared/model/common';
import { isClosed, type Property } from '../../shared/model/property';
import { omnicasaParts } from '../../worker/provider/omnicasa/catalogue';
import { useFakeOmnicasa } from './support/omnicasa-hooks';
import { seedDemoFixture } from './support/demo-fixture';
import { get } from './support/http';
import { readsApp, refusesEach } from './support/reads-app';

const app = readsApp(['properties']);

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 1 });
});

/** The position the public sees: the exact one when the address is published, else the city centre. */
function publicPosition(p: DemoData['properties'][number]): LatLng | null {
  if (p.PublishAddress) return p.Lat === null || p.Lng === null ? null : { lat: p.Lat, lng: p.Lng };
  const city = data.cities.find((c) => c.Zip === p.City.Zip)!;
  return { lat: city.Lat, lng: city.Lng };
}
/** The available properties (lists leave sold and rented out) inside an area. */
const idsIn = (area: SearchArea, keep: (p: DemoData['properties'][number]) => boolean = () => true) =>
  data.properties
    .filter((p) => {
      const at = publicPosition(p);
      return !isClosed(p) && keep(p) && at !== null && inArea(at, area);
    })
    .map((p) => p.ID)
    .sort((a, b) => a - b);
const all = async (query: string): Promise<Paged<Property>> => {
  const res = await get(`/api/properties?${query}&pageSize=48`, { via: app });
  expect(res.status).toBe(200);
  return (await res.json()) as Paged<Property>;
};

describe('GET /api/properties with an area (d1)', () => {
  it('keeps exactly the properties within the radius of a city centre', async () => {
    const city = data.cities.find((c) => c.Zip === data.properties[0]!.City.Zip)!;
    const area: SearchArea = { kind: 'near', center: { lat: city.Lat, lng: city.Lng }, radiusKm: 3 };
    const expected = idsIn(area);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(data.properties.length);
    const body = await all(`near=${city.Lat},${city.Lng}&radius=3`);
    expect(body.total).toBe(expected.length);
    expect(body.items.map((p) => p.ID).sort((a, b) => a - b)).toEqual(expected);
    for (const p of body.items) expect(inArea({ lat: p.Lat!, lng: p.Lng! }, area)).toBe(true);
  });

  it('keeps exactly the properties within a concave polygon (not those in its notch) and pages them', async () => {
    // An L around the first city centre: its bounding box holds the notch, the exact test leaves it out.
    const c = data.cities.find((x) => x.Zip === data.properties[0]!.City.Zip)!;
    const d = 0.2;
    const text = [
      [c.Lat - d, c.Lng - d],
      [c.Lat + d, c.Lng - d],
      [c.Lat + d, c.Lng],
      [c.Lat, c.Lng],
      [c.Lat, c.Lng + d],
      [c.Lat - d, c.Lng + d],
    ]
      .map(([a, b]) => `${a!.toFixed(5)},${b!.toFixed(5)}`)
      .join(';');
    const parsed = parsePolygon(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const box: SearchArea = {
      kind: 'polygon',
      points: [
        { lat: c.Lat - d, lng: c.Lng - d },
        { lat: c.Lat + d, lng: c.Lng - d },
        { lat: c.Lat + d, lng: c.Lng + d },
        { lat: c.Lat - d, lng: c.Lng + d },
      ],
    };
    const expected = idsIn(parsed.area, (p) => p.Goal === 0);
    expect(idsIn(box, (p) => p.Goal === 0).length).toBeGreaterThanOrEqual(expected.length);
    const body = await all(`goal=0&area=${encodeURIComponent(text)}&sort=price-asc`);
    expect(body.items.map((p) => p.ID).sort((a, b) => a - b)).toEqual(expected);
    if (expected.length > 1) {
      const first = (await (
        await get(`/api/properties?goal=0&area=${encodeURIComponent(text)}&sort=price-asc&pageSize=1&page=2`, {
          via: app,
        })
      ).json()) as Paged<Property>;
      expect(first).toMatchObject({ total: expected.length, pages: expected.length, page: 2 });
      expect(first.items[0]!.ID).toBe(body.items[1]!.ID);
    }
  });

  it('tests unpublished addresses at their city centre, never at their exact position', async () => {
    const hidden = data.properties.find(
      (p) =>
        !p.PublishAddress &&
        p.Lat !== null &&
        Math.abs(p.Lat - data.cities.find((c) => c.Zip === p.City.Zip)!.Lat) > 0.003,
    )!;
    expect(hidden).toBeDefined();
    const body = await all(`near=${hidden.Lat},${hidden.Lng}&radius=0.1`);
    expect(body.items.map((p) => p.ID)).not.toContain(hidden.ID);
  });

  it('answers an area far from every property with an empty list', async () => {
    expect(await all('near=-33.86,151.21&radius=50')).toMatchObject({ total: 0, items: [], pages: 0 });
  });

  refusesEach(app, [
    ['near=51.05,3.72', 'radius'],
    ['near=51.05&radius=5', 'near'],
    ['near=151.05,3.72&radius=5', 'near'],
    ['near=51.05,3.72&radius=0', 'radius'],
    ['near=51.05,3.72&radius=500', 'radius'],
    ['radius=5', 'near'],
    ['area=51,3;51.1,3.1', 'area'],
    ['area=51,3;51.1,3.1;51.2,3.2', 'area'],
    ['area=51,3;51,3;51,3;51,3', 'area'],
    ['area=51,3;x,y;51.2,3.5', 'area'],
    ['near=51,3&radius=5&area=51,3;51.1,3;51,3.1', 'not both'],
  ]);
});

describe('listing pages with an area', () => {
  const html = async (path: string) => {
    const res = await get(`http://localhost${path}`);
    return { status: res.status, text: await res.text() };
  };

  it('narrows the list, and marks the page noindex', async () => {
    const c = data.cities.find((x) => x.Zip === data.properties[0]!.City.Zip)!;
    const expected = idsIn({ kind: 'near', center: { lat: c.Lat, lng: c.Lng }, radiusKm: 3 }, (p) => p.Goal === 0);
    const { status, text } = await html(`/en/for-sale/?near=${c.Lat},${c.Lng}&radius=3`);
    expect(status).toBe(200);
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"');
    const count = /class="results__count"[^>]*>([^<]+)</.exec(text)?.[1] ?? '';
    expect(count).toContain(String(expected.length));
  });

  it('links to remove the area without marking that link as the current page', async () => {
    const { text } = await html('/en/for-sale/?near=51.05,3.72&radius=10');
    const remove = /<a[^>]*data-area-remove[^>]*>/.exec(text)?.[0] ?? '';
    expect(remove).toContain('href="/en/for-sale/"');
    expect(remove).not.toContain('aria-current');
    const edit = /<a[^>]*area-notice__link[^>]*view=map[^>]*>/.exec(text)?.[0] ?? '';
    expect(edit).not.toBe('');
    expect(edit).not.toContain('aria-current');
  });

  it('ignores a bad area (200, the whole list, still indexable)', async () => {
    for (const bad of ['near=51,3', 'area=51,3;51.1,3.1;51.2,3.2', 'near=abc&radius=-1', `area=${'9'.repeat(5000)}`]) {
      const { status, text } = await html(`/en/for-sale/?${bad}`);
      expect(status).toBeLessThan(500);
      if (status === 200) expect(text).not.toContain('noindex');
    }
  });
});

describe('omnicasa area parameters', () => {
  const fake = useFakeOmnicasa();
  const catalogue = () =>
    omnicasaParts({ baseUrl: fake.baseUrl, customerName: fake.customerName, customerPassword: fake.customerPassword })
      .catalogue;

  it('sends GpsX (latitude), GpsY (longitude) and GpsRadius, and keeps what lies within the circle', async () => {
    // 101 is at 50.8466,4.3528 (address published); 102 in Ghent, address hidden (position rounded).
    const out = await catalogue().listProperties({
      lang: 'en',
      area: { kind: 'near', center: { lat: 50.85, lng: 4.35 }, radiusKm: 2 },
    });
    expect(fake.callsOf('GetPropertyList').at(-1)!.json).toMatchObject({ GpsX: 50.85, GpsY: 4.35, GpsRadius: 2 });
    expect(out.items.map((p) => p.ID)).toContain(101);
    expect(out.items.map((p) => p.ID)).not.toContain(102);
  });

  it('sends the polygon as an encoded polyline (closed) in EncodePolygonPath', async () => {
    const points = [
      { lat: 51, lng: 3.6 },
      { lat: 51.1, lng: 3.6 },
      { lat: 51.1, lng: 3.8 },
      { lat: 51, lng: 3.8 },
    ];
    // 102 is sold: asked for with the sold and rented ones.
    const out = await catalogue().listProperties({ lang: 'en', area: { kind: 'polygon', points }, closed: true });
    const sent = fake.callsOf('GetPropertyList').at(-1)!.json.EncodePolygonPath as string;
    expect(decode(sent, 5)).toEqual([...points, points[0]!].map((p) => [p.lat, p.lng]));
    expect(out.items.map((p) => p.ID)).toEqual([102]);
  });
});
