/**
 * Each page type's stylesheet draws only the icons its pages can show (scripts/lib/page-icons.ts,
 * decision record 022, amendment 036), and never lacks one: pages of every type are rendered here (every content
 * page, listings in list and map view, sale, rental, sold and renovation-notice properties, a
 * project, the favourites list drawn, the comparison, the owner portal, pages not found), and every
 * `i-{name}` class in their HTML must have its rule in the page type's built stylesheet; an icon
 * missing there would paint as a filled square until the whole site's stylesheet arrives.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import built from '../../worker/generated/client-manifest.json';
import { namedIcons, PAGE_ICONS } from '../../scripts/lib/page-icons';
import siteConfig from '../../config/site.json';
import { PAGE_TYPES, type PageType } from '../../app/styles/page-types';
import { MARQUEE, type PropertyDetail } from '../../shared/model/property';
import { needsRenovationNotice } from '../../app/components/detail/RenovationNotice';
import { SessionStore } from '../../worker/session/store';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

const { styles } = built as unknown as { styles: { site: string; pages: Record<PageType, { css: string }> } };

async function page(path: string, cookie?: string): Promise<{ type: PageType; icons: string[] }> {
  let res = await get(path, { ...MANUAL, headers: cookie ? { Cookie: cookie } : {} });
  // A detail page's short path redirects to its canonical one.
  if (res.status === 301 || res.status === 302) res = await get(new URL(res.headers.get('location')!, ORIGIN).href);
  const html = await res.text();
  const type = /data-page-css="([a-z]+)"/.exec(html)?.[1] as PageType | undefined;
  expect(type, path).toBeDefined();
  const icons = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/)) if (c.startsWith('i-')) icons.add(c.slice(2));
  return { type: type!, icons: [...icons] };
}

/** Whether a stylesheet has a rule for `.i-{name}` (alone, or first in a selector list). */
const draws = (css: string, name: string) => new RegExp(`\\.i-${name}[,{\\[]`).test(css);

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 60, projects: 2 });
});

describe('icons per page type', () => {
  it('every page type draws its listed icons, and none that its list leaves out', () => {
    const all = [...styles.pages.home.css.matchAll(/\.i-([a-z]+)/g)].map((m) => m[1]);
    expect(all.length).toBeGreaterThan(0);
    for (const type of PAGE_TYPES) {
      const { css } = styles.pages[type];
      for (const name of PAGE_ICONS[type]) expect(draws(css, name), `${type}: ${name}`).toBe(true);
      // Besides its list, every page type draws the top bar's icons the configuration names (the
      // demo content's cards name none), and nothing else.
      const drawn = new Set([...css.matchAll(/\.i-([a-z]+)[,{[]/g)].map((m) => m[1]!));
      const configured = namedIcons(siteConfig);
      for (const name of configured) expect(drawn.has(name), `${type}: ${name}`).toBe(true);
      expect(
        [...drawn].filter((n) => !PAGE_ICONS[type].includes(n as never) && !configured.includes(n as never)),
        type,
      ).toEqual([]);
    }
    // The configuration's top bar items that are switched off (Instagram in the demo) add nothing.
    expect(namedIcons(siteConfig).sort()).toEqual(['facebook', 'mail', 'phone', 'user']);
    expect(draws(styles.pages.home.css, 'instagram')).toBe(false);
    // The property page draws no listing-only or error-only icon.
    for (const name of ['filter', 'list', 'home', 'search']) expect(draws(styles.pages.property.css, name)).toBe(false);
  });

  it('every icon a rendered page shows is drawn by its page type’s stylesheet', async () => {
    const sale = data.properties.find((p) => p.Goal === 0 && p.Marquee === 0)!;
    const rent = data.properties.find((p) => p.Goal === 1 && p.Marquee === 0)!;
    const sold = data.properties.find((p) => p.Marquee === MARQUEE.sold)!;
    let renovate: number | undefined;
    for (const p of data.properties.filter((x) => x.Goal === 0 && x.Marquee === 0)) {
      const res = await get(`/api/properties/${p.ID}?lang=en`);
      if (needsRenovationNotice((await res.json()) as PropertyDetail)) {
        renovate = p.ID;
        break;
      }
    }
    expect(renovate).toBeDefined();
    const [a, b] = data.properties.filter((p) => p.Goal === 0 && p.Marquee === 0);
    const session = await new SessionStore(env.DB).create('d1', '1', null);
    const list = encodeURIComponent(JSON.stringify([{ id: a!.ID, at: '2026-11-20' }]));
    // Every page of the sitemap in English: home, listings, projects and every content page.
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => p.startsWith('/en/'));
    expect(listed.length).toBeGreaterThan(20);
    const paths: [string, string?][] = [
      ['/en/'],
      ['/de/'],
      ['/en/for-sale/'],
      ['/fr/a-louer/'],
      ['/en/for-sale/?view=map'],
      ['/en/for-sale/?page=999'],
      ['/en/projects/'],
      [`/en/property/${sale.ID}/`],
      [`/nl/property/${rent.ID}/`],
      [`/en/property/${sold.ID}/`],
      [`/en/property/${renovate}/`],
      [`/en/projects/project/${data.projects[0]!.ID}/`],
      [`/en/favourites/?list=${list}`],
      [`/en/compare/?ids=${a!.ID},${b!.ID}`],
      ['/en/login/'],
      ['/en/login/portal/', `__Host-owner=${session.id}`],
      ['/en/no-such-page/'],
      ['/en/property/999999999/'],
      ...listed.map((p): [string] => [p]),
    ];
    const seen = new Map<PageType, Set<string>>();
    for (const [path, cookie] of paths) {
      const { type, icons } = await page(path, cookie);
      for (const name of icons) expect(draws(styles.pages[type].css, name), `${path} (${type}): .i-${name}`).toBe(true);
      seen.set(type, new Set([...(seen.get(type) ?? []), ...icons]));
    }
    // The pages cover every page type, and the icons that only some page types draw.
    expect([...seen.keys()].sort()).toEqual([...PAGE_TYPES].sort());
    for (const [type, name] of [
      ['property', 'key'],
      ['property', 'shield'],
      ['property', 'photos'],
      ['listing', 'filter'],
      ['listing', 'map'],
      ['favourites', 'bed'],
      ['owner', 'user'],
      ['error', 'home'],
      ['error', 'list'],
      ['projects', 'building'],
    ] as const)
      expect(seen.get(type)?.has(name), `${type} shows ${name}`).toBe(true);
  });
});
