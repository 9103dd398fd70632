/**
 * The map's markers (decision record 022, amendment 031): GET /api/map-properties answers the markers of the
 * same query as /api/properties, in the asked language, 400 for bad parameters; the islands
 * render's listing map names that address in the page instead of writing its markers into it,
 * while a property's location map carries its one marker.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/model/common';
import type { Property } from '../../shared/model/property';
import type { MapProperty } from '../../shared/listing/map-message';
import type { MapPanelData } from '../../shared/listing/map-panel-data';
import { readRoutes } from '../../worker/reads/reads';
import type { AppEnv } from '../../worker/env';
import { seedDemoFixture } from './support/demo-fixture';
import { withProvider } from '../../worker/middleware/provider';
import { get, urlOf } from './support/http';
import { withQueryLang } from '../../worker/middleware/lang';

const api = new Hono<AppEnv>();
api.use('*', withProvider);
api.use('*', withQueryLang);
api.route('/api', readRoutes(['properties', 'mapProperties']));

/** A page (a short detail address redirects to its canonical one: followed). */
async function islandsPage(path: string): Promise<string> {
  let url = urlOf(path);
  for (let hops = 0; hops < 3; hops++) {
    const res = await get(url, { env });
    const location = res.headers.get('Location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    expect(res.status).toBe(200);
    return res.text();
  }
  throw new Error(`${path}: too many redirects`);
}

/** The JSON beside each `data-map-panel` of a page. */
const panels = (html: string): MapPanelData[] =>
  [...html.matchAll(/data-map-panel=""[^>]*><script type="application\/json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as MapPanelData,
  );

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 30, projects: 1 });
});

describe('GET /api/map-properties', () => {
  it("answers the markers of the same query's properties, in the asked language", async () => {
    const query = 'goal=0&sort=price-asc&pageSize=48&lang=nl';
    const listed = (await (await get(`/api/properties?${query}`, { via: api })).json()) as Paged<Property>;
    const res = await get(`/api/map-properties?${query}`, { via: api });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const markers = (await res.json()) as MapProperty[];
    const mapped = listed.items.filter((p) => p.Lat !== null && p.Lng !== null);
    expect(markers.map((m) => m.id)).toEqual(mapped.map((p) => p.ID));
    const [first] = markers;
    expect(first).toMatchObject({ lat: mapped[0]!.Lat, lng: mapped[0]!.Lng, title: mapped[0]!.Title });
    expect(first!.href).toMatch(new RegExp(`^/nl/te-koop/.+/${first!.id}/$`));
    expect(first!.price).toMatch(/^€\u00a0[\d.]+$|^Prijs op aanvraag$/);
  });

  it('refuses bad parameters with 400 and a message', async () => {
    for (const query of ['lang=xx', 'pageSize=500', 'area=1,2;3,4']) {
      const res = await get(`/api/map-properties?${query}`, { via: api });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error, query).toBeTruthy();
    }
  });

  it('quotes a sent value with markup in it with its "<" escaped', async () => {
    const res = await get(`/api/map-properties?sort=${encodeURIComponent('q=<fz-x>')}`, { via: api });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as { error: string }).error).toContain('(was "q=<fz-x>")');
  });
});

describe('the map panel in the islands render', () => {
  it("names a listing's markers address instead of writing them into the page", async () => {
    const html = await islandsPage('/nl/te-koop/?view=map&minRooms=1');
    const [panel, ...more] = panels(html);
    expect(more).toEqual([]);
    expect(panel!.markers).toBe('/api/map-properties?lang=nl&goal=0&minRooms=1&pageSize=48');
    expect(panel!.areaSearch).toBe(true);
    expect(panel!.setup).toMatchObject({ type: 'agency-map', lang: 'nl', tools: { draw: expect.any(String) } });
    expect(panel!.frame.src).toBe('/client/map-frame.html?lang=nl');
    expect(html).toContain('<iframe class="map-frame" src="/client/map-frame.html?lang=nl"');
    expect(html).not.toContain('"lat":');
    // The filter and sort forms open the new list at its results.
    expect(html).toMatch(/<form[^>]*class="filters__form"[^>]*action="\/nl\/te-koop\/#results"/);
    expect(html).toMatch(/<section id="results" tabindex="-1" class="listing__results"/);
  });

  it("carries a property's one marker, behind the button that shows the map", async () => {
    const listed = (await (await get('/api/properties?goal=0&lang=en', { via: api })).json()) as Paged<Property>;
    const p = listed.items.find((x) => x.Lat !== null)!;
    const html = await islandsPage(`/en/property/${p.ID}/`);
    const [panel] = panels(html);
    expect(panel!.areaSearch).toBe(false);
    expect(panel!.setup.tools).toBeUndefined();
    expect(panel!.markers).toEqual([expect.objectContaining({ id: p.ID, lat: p.Lat, lng: p.Lng })]);
    expect(html).toMatch(/<button type="button" class="map-panel__show button button--outline[^"]*" data-map-show="">/);
    expect(html).not.toContain('<iframe class="map-frame"');
  });
});
