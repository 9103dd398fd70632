/**
 * What the worker adds to every page outside React (worker/render/page-assets.ts): the site's
 * stylesheet inline in <head>, and the boot script that starts the client entry after the first
 * paint, both with the response's CSP nonce; the entry itself only as a modulepreload link.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import built from '../../worker/generated/client-manifest.json';
import { bootScript } from '../../worker/render/boot-script';

const get = (path: string) => exports.default.fetch(new Request(`https://agency.test${path}`, { redirect: 'manual' }));
const { inlineCss: css, entry } = built as { inlineCss: string; entry: string };

describe('inline stylesheet', () => {
  it('holds the whole site stylesheet (with its imports), with root-relative font URLs', () => {
    expect(css.length).toBeGreaterThan(10_000);
    expect(css).toContain('@font-face');
    expect(css).toContain('url(/fonts/inter-latin-wght-normal.woff2)');
    // Imported files are bundled in: the detail page's styles and Splide's core layout.
    expect(css).toContain('.detail-top');
    expect(css).toContain('.splide__list');
    expect(css).not.toContain('@import');
  });

  it.each(['/en/', '/de/kaufen/', '/fr/', '/en/no-such-page/'])(
    '%s carries it once, in <head>, with the CSP nonce and no render-blocking link',
    async (path) => {
      const res = await get(path);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.split('<style').length - 1).toBe(1);
      expect(head).toContain(`<style nonce="${nonce}">${css}</style>`);
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // The charset is declared within the first 1024 bytes, before the long style block.
      expect(html.indexOf('<meta charSet="utf-8"')).toBeGreaterThan(-1);
      expect(html.indexOf('<meta charSet="utf-8"')).toBeLessThan(1024);
    },
  );

  it('is linked again by no script: the entry and every chunk it loads name only their own stylesheets', async () => {
    // From the entry, every chunk reachable by its imports (`./x.js`) and preload lists (`assets/x.js`).
    const seen = new Set([entry.slice('/assets/'.length)]);
    const queue = [...seen];
    const sheets = new Set<string>();
    while (queue.length) {
      const file = queue.shift()!;
      const res = await get(`/assets/${file}`);
      expect(res.status, file).toBe(200);
      const code = await res.text();
      for (const [, name] of code.matchAll(/(?:\.\/|assets\/)([\w-]+\.js)\b/g))
        if (!seen.has(name!)) {
          seen.add(name!);
          queue.push(name!);
        }
      for (const [sheet] of code.matchAll(/assets\/[\w-]+\.css/g)) sheets.add(sheet);
    }
    expect(seen.size).toBeGreaterThan(10);
    // The consent dialog's own stylesheet is listed; none of the listed sheets is the site's.
    expect(sheets.size).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const res = await get(`/${sheet}`);
      expect(res.status, sheet).toBe(200);
      const text = await res.text();
      expect(text.includes('.detail-top'), sheet).toBe(false);
      expect(text.length, sheet).toBeLessThan(css.length / 4);
    }
  });

  it('leaves other responses alone', async () => {
    const res = await get('/api/site?lang=en');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).not.toContain('<style');
  });
});

describe('boot script', () => {
  it.each(['/en/', '/nl/te-koop/', '/en/no-such-page/'])(
    '%s starts the entry from a nonced script at the end of <body>; the entry is only preloaded',
    async (path) => {
      const res = await get(path);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}' 'strict-dynamic'`);
      const html = await res.text();
      const boot = `<script nonce="${nonce}">${bootScript(entry)}</script>`;
      expect(html.split(boot).length - 1).toBe(1);
      expect(html.indexOf(boot)).toBeGreaterThan(html.lastIndexOf('</main>'));
      expect(html.indexOf(boot) + boot.length).toBe(html.indexOf('</body>'));
      // No script tag loads the entry before the first paint; a modulepreload link fetches it early.
      expect(html).not.toMatch(new RegExp(`<script[^>]+src="${entry}"`));
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(new RegExp(`<link rel="modulepreload" href="${entry}"`));
    },
  );
});
