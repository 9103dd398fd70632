/**
 * Slugs written as their language writes them (shared/paths/slug.ts, docs/urls.md): a German
 * property or city with an umlaut gets ae/oe/ue (Lüttich → luettich, geräumig → geraeumig), '²' is
 * '2', and every address of the former rule ('luttich', 'geraumiges', '%C2%B2') answers 301 to the
 * new one with its query; content pages keep their former German addresses as 301s too.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { formerSlugify } from '../../shared/paths/slug';
import { propertyHref } from '../../shared/paths/property-path';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, get } from './support/http';

const view = (p: PropertyRecord, lang: 'en' | 'de') => ({
  ID: p.ID,
  Goal: p.Goal,
  City: p.City.Name[lang],
  Title: p.Title[lang],
});

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 70, projects: 1 });
});

describe('slugs by language, and the former addresses', () => {
  it('a German title with an umlaut: ae/oe/ue in the address, the former one answers 301 with its query', async () => {
    const p = data.properties.find((x) => /[äöü]/.test(x.Title.de) && x.Marquee === 0);
    expect(p, 'a German title with an umlaut in the demo data').toBeTruthy();
    const href = propertyHref(pathTable, 'de', view(p!, 'de'));
    expect(href).not.toMatch(/[^\x20-\x7e]|%/);
    expect(href).toMatch(/(ae|oe|ue)/);
    expect((await get(href, MANUAL)).status).toBe(200);
    const section = localizedHref(pathTable, 'de', p!.Goal === 0 ? '/for-sale/' : '/for-rent/');
    const former = `${section}${formerSlugify(p!.City.Name.de)}/${formerSlugify(p!.Title.de)}/${p!.ID}/`;
    expect(former).not.toBe(href);
    const res = await get(`${former}?form=contact-me`, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${href}?form=contact-me`);
  });

  it('a German city with an umlaut (Lüttich) reads luettich; the former luttich answers 301', async () => {
    const p = data.properties.find((x) => /[äöü]/.test(x.City.Name.de) && x.Marquee === 0);
    expect(p, 'a German city name with an umlaut in the demo data').toBeTruthy();
    const href = propertyHref(pathTable, 'de', view(p!, 'de'));
    const city = href.split('/')[3]!;
    expect(city).toMatch(/(ae|oe|ue)/);
    const former = href.replace(`/${city}/`, `/${formerSlugify(p!.City.Name.de)}/`);
    const res = await get(former, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(href);
  });

  it('m² in a title is m2 in its address; the former %C2%B2 answers 301', async () => {
    const p = data.properties.find((x) => x.Title.en.includes('²'));
    expect(p, 'a title with m² in the demo data').toBeTruthy();
    const href = propertyHref(pathTable, 'en', view(p!, 'en'));
    expect(href).toContain('m2');
    expect(href).not.toContain('%');
    const former = href.replace(/m2(?=[-/])/, encodeURIComponent('m²'));
    const res = await get(former, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(href);
  });

  it('a content page’s former German address answers 301 to the new one', async () => {
    const now = localizedHref(pathTable, 'de', '/stat/stat-potential-buyers/');
    expect(now).toBe('/de/marktzahlen/potenzielle-kaeufer/');
    expect((await get(now, MANUAL)).status).toBe(200);
    const res = await get('/de/marktzahlen/potenzielle-kaufer/?utm_source=x', MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/de/marktzahlen/potenzielle-kaeufer/?utm_source=x');
  });
});
