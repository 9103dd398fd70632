/** The site's stylesheet inline in every page's <head> with the response's CSP nonce (worker/render/inline-css.ts). */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import built from '../../worker/generated/client-manifest.json';

const get = (path: string) => exports.default.fetch(new Request(`https://agency.test${path}`, { redirect: 'manual' }));
const css = (built as { inlineCss: string }).inlineCss;

describe('inline stylesheet', () => {
  it('holds the whole built stylesheet, with root-relative font URLs', () => {
    expect(css.length).toBeGreaterThan(10_000);
    expect(css).toContain('@font-face');
    expect(css).toContain('url(/fonts/inter-latin-wght-normal.woff2)');
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

  it('leaves other responses alone', async () => {
    const res = await get('/api/site?lang=en');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).not.toContain('<style');
  });
});
