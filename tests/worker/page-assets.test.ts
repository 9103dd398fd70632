/**
 * What the worker adds to every page outside React (worker/render/page-assets.ts, decision records
 * 020, 022 and 030): its page type's stylesheet in <head> (inline with the response's CSP nonce,
 * or linked when built with STYLES=link), the Speculation Rules, the boot script that starts the
 * island runtime after the first paint; no other stylesheet (decision record 030, amendment 043: the page type's
 * holds its print rules and what its islands draw).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import { seedDemoFixture } from './support/demo-fixture';
import built from '../../worker/generated/client-manifest.json';
import { bootScript } from '../../worker/render/boot-script';
import { VIEW_TRANSITION_CSS } from '../../worker/render/page-assets';
import { PAGE_TYPES, type PageType } from '../../app/styles/page-types';
import { ICON_NAMES } from '../../shared/components/Icon';
import { MANUAL, get } from './support/http';

const { styles, entry } = built as unknown as {
  styles: {
    site: string;
    pages: Record<PageType, { href: string; css: string }>;
    delivery: 'inline' | 'link';
  };
  entry: string;
};
const text = async (path: string) => (await get(path, MANUAL)).text();

/** A detail page's canonical path (the short form redirects to it). */
async function canonical(path: string): Promise<string> {
  const res = await get(path, MANUAL);
  return new URL(res.headers.get('location')!, 'https://agency.test').pathname;
}

let data: DemoData;
beforeAll(async () => {
  data = await seedDemoFixture(env.DB, { properties: 4, projects: 1 });
});

describe('stylesheets', () => {
  it('one per page type and one for the whole site, built from the same parts, with root-relative font URLs', async () => {
    const site = await text(styles.site);
    expect(Object.keys(styles.pages).sort()).toEqual([...PAGE_TYPES].sort());
    for (const type of PAGE_TYPES) {
      const { css } = styles.pages[type];
      // The web font and its metric-matched fallback faces: no page paints before they are known.
      expect(css, type).toContain('url(/fonts/inter-latin-wght-normal.woff2)');
      expect(css.match(/font-family:Inter Fallback/g)?.length, type).toBe(4);
      expect(css, type).not.toContain('@import');
      // A page printed with or without JavaScript has the print rules: no stylesheet comes later.
      expect(css, type).toContain('@media print');
      // Well under the whole site's: the detail page types, which use most parts and carry the
      // lightbox (client/styles/lightbox-frame.css, lightbox.css) and the printed sheet's rules,
      // come to about 66.5 % of it; each page type draws only its own icons (scripts/lib/page-icons.ts).
      expect(css.length, type).toBeLessThan(site.length * 0.68);
    }
    // Each page type carries its own parts only.
    expect(styles.pages.property.css).toContain('.detail-top');
    expect(styles.pages.home.css).not.toContain('.detail-top');
    expect(styles.pages.listing.css).toContain('.filters__form');
    expect(styles.pages.content.css).not.toContain('.filters__form');
    expect(styles.pages.owner.css).toContain('.owner-portal');
    expect(styles.pages.error.css).toContain('.not-found');
    // The lightbox, its first frame and its carousel, on the detail pages only (decision records 038 and 030, amendment 043).
    for (const type of ['property', 'project'] as const)
      for (const rule of ['.lightbox__first', '.lightbox__main', '.splide__list'])
        expect(styles.pages[type].css, `${type} ${rule}`).toContain(rule);
    expect(styles.pages.home.css).not.toContain('.lightbox__');
    expect(styles.pages.listing.css).not.toContain('.splide');
    // The printed property or project sheet's rules, on the detail pages only.
    expect(styles.pages.property.css).toContain(':root .detail-head__title{');
    expect(styles.pages.listing.css).not.toContain(':root .detail-head__title');
    // The site's has every part: detail, owner, print, and Splide's core layout (bundled in).
    for (const rule of ['.detail-top', '.owner-portal', '.filters__form', '.splide__list', '@media print'])
      expect(site).toContain(rule);
    expect(site).not.toContain('@import');
  });

  it('draw every icon from one hashed sprite the worker serves for a year, each at its own place in it', async () => {
    const site = await text(styles.site);
    const sheets = [site, ...PAGE_TYPES.map((type) => styles.pages[type].css)];
    const sprites = new Set(
      sheets.flatMap((css) => [...css.matchAll(/mask-image:url\(([^)"]+)\)/g)].map((m) => m[1]!)),
    );
    // One sprite for every page type (decision record 022, amendment 041): no data: URL, no file per icon.
    expect([...sprites]).toHaveLength(1);
    const [sprite] = [...sprites] as [string];
    expect(sprite).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
    for (const css of sheets) expect(css).not.toMatch(/\.i-[a-z]+[^{]*\{[^}]*url\(/);
    const res = await get(sprite, MANUAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    // Every icon of shared/components/Icon.tsx and the filled heart, each in a 24-wide cell.
    const cells = ICON_NAMES.length + 1;
    expect(svg).toContain(`viewBox="0 0 ${cells * 24} 24"`);
    expect(svg.match(/<svg x="\d+" width="24" height="24" viewBox="0 0 24 24">/g)).toHaveLength(cells);
    expect(site).toContain(`mask-size:${cells * 100}% 100%`);
    // Each icon at its own cell (p = index / (cells - 1)); the pressed heart and the open menu's
    // cross at theirs, so that a click draws them without a request.
    const at = (selector: string) => {
      const m = new RegExp(`${selector.replace(/[.[\]]/g, '\\$&')}\\{--icon-at:([\\d.]+)%\\}`).exec(site);
      expect(m, selector).not.toBeNull();
      return Math.round((Number(m![1]) / 100) * (cells - 1));
    };
    for (const [i, name] of ICON_NAMES.entries()) expect(at(`.i-${name}`), name).toBe(i);
    expect(at('.i-heart[aria-pressed=true]')).toBe(cells - 1);
    expect(at('.nav-toggle[open]>summary .i-menu')).toBe(ICON_NAMES.indexOf('close'));
  });

  const PAGES = [
    ['/en/', 'home'],
    ['/fr/', 'home'],
    ['/de/kaufen/', 'listing'],
    ['/en/projects/', 'projects'],
    ['/en/contact/', 'content'],
    ['/en/login/', 'owner'],
    ['/en/favourites/', 'favourites'],
    ['/en/no-such-page/', 'error'],
    ['/en/property/999999999/', 'error'],
  ] as const;
  describe('in every page', () => {
    const fetchPage = get;
    it.each(PAGES)('%s carries the %s stylesheet once, in <head>, and no other', async (path, type) => {
      const res = await fetchPage(path);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const own = styles.pages[type];
      // The view transitions' opt-in, inline first: every style update of the page sees it.
      const optIn = `<style nonce="${nonce}">${VIEW_TRANSITION_CSS}</style>`;
      expect(head.split(optIn).length - 1).toBe(1);
      expect(head.indexOf(optIn)).toBe(head.indexOf('<style'));
      if (styles.delivery === 'inline') {
        // Nothing blocks the first paint: the page type's rules inline, no stylesheet link in the head.
        expect(html.split('<style').length - 1).toBe(2);
        expect(head).toContain(`<style nonce="${nonce}" data-page-css="${type}">${own.css}</style>`);
        expect(html).not.toContain('rel="stylesheet"');
      } else {
        // Its cached file, linked first in the head, so that its request leaves before any other.
        expect(html.split('<style').length - 1).toBe(1);
        expect(head.indexOf(optIn)).toBeLessThan(head.indexOf('<link'));
        expect(head.indexOf('<link')).toBe(
          head.indexOf(`<link rel="stylesheet" href="${own.href}" data-page-css="${type}">`),
        );
        expect(html.split('rel="stylesheet"').length - 1).toBe(1);
      }
      expect(html).not.toContain(styles.site);
      // The charset is declared within the first 1024 bytes, before the long style block.
      expect(html.indexOf('<meta charSet="utf-8"')).toBeGreaterThan(-1);
      expect(html.indexOf('<meta charSet="utf-8"')).toBeLessThan(1024);
    });

    it('a property page carries the property stylesheet, a project page the project one', async () => {
      const property = await canonical(`/en/property/${data.properties[0]!.ID}/`);
      expect(await (await fetchPage(property)).text()).toContain('data-page-css="property"');
      const project = await canonical(`/en/projects/project/${data.projects[0]!.ID}/`);
      expect(await (await fetchPage(project)).text()).toContain('data-page-css="project"');
    });
  });

  it('are served as CSS, immutable for a year', async () => {
    for (const href of [styles.site, styles.pages.home.href, styles.pages.property.href]) {
      const res = await get(href, MANUAL);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toContain('text/css');
      expect(res.headers.get('cache-control'), href).toBe('public, max-age=31536000, immutable');
      expect(href).toMatch(/^\/assets\/styles\/[a-z]+-[0-9a-f]{10}\.css$/);
    }
    expect(await text(styles.pages.listing.href)).toBe(styles.pages.listing.css);
  });

  it('are linked again by no script: the entry and every chunk it loads name only their own stylesheets', async () => {
    // From the entry, every chunk reachable by its imports (`./x.js`) and preload lists (`assets/x.js`).
    const seen = new Set([entry.slice('/assets/'.length)]);
    const queue = [...seen];
    const sheets = new Set<string>();
    while (queue.length) {
      const file = queue.shift()!;
      const res = await get(`/assets/${file}`, MANUAL);
      expect(res.status, file).toBe(200);
      const code = await res.text();
      for (const [, name] of code.matchAll(/(?:\.\/|assets\/)([\w-]+\.js)\b/g))
        if (!seen.has(name!)) {
          seen.add(name!);
          queue.push(name!);
        }
      for (const [sheet] of code.matchAll(/assets\/[\w/-]+\.css/g)) sheets.add(sheet);
    }
    expect(seen.size).toBeGreaterThan(10);
    // The consent dialog's own stylesheet is listed; none of the listed sheets is the site's.
    expect(sheets.size).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect(sheet).not.toContain('assets/styles/');
      const css = await text(`/${sheet}`);
      expect(css.includes('.detail-top'), sheet).toBe(false);
      expect(css.length, sheet).toBeLessThan(styles.pages.error.css.length / 4);
    }
  });

  it('leaves other responses alone', async () => {
    const res = await get('/api/site?lang=en', MANUAL);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.text();
    expect(body).not.toContain('<style');
    expect(body).not.toContain('data-site-css');
  });
});

describe('boot script', () => {
  it.each(['/en/', '/nl/te-koop/', '/en/no-such-page/'])(
    '%s starts the island runtime from a nonced script, the last child of <body>',
    async (path) => {
      const res = await get(path, MANUAL);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}' 'strict-dynamic'`);
      const html = await res.text();
      const boot = `<script nonce="${nonce}">${bootScript(entry)}</script>`;
      expect(html.split(boot).length - 1).toBe(1);
      expect(html.indexOf(boot)).toBeGreaterThan(html.lastIndexOf('</main>'));
      expect(html.indexOf(boot) + boot.length).toBe(html.indexOf('</body>'));
      // No script tag loads the runtime before the first paint.
      expect(html).not.toMatch(new RegExp(`<script[^>]+src="${entry}"`));
      // Document navigation made instant: the Speculation Rules in the head.
      expect(html.slice(0, html.indexOf('</head>'))).toContain(`<script type="speculationrules" nonce="${nonce}">`);
    },
  );
});
