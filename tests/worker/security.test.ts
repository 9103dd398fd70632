/** Security headers and the per-response CSP nonce (docs/quality.md). */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../worker/middleware/security';
import { MANUAL, get } from './support/http';

describe('security headers', () => {
  it('sends a strict CSP with a fresh nonce on every response, used by every script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get('/en/', MANUAL);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      nonces.add(nonce);
      const html = await res.text();
      // JSON-LD and JSON blocks (the islands' props, the page data) are data, never executed (CSP
      // does not apply to them): every other script carries the nonce.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it("allows the configured tags' hosts (config/site.json sets all four) and no host of a tag that is not configured", async () => {
    const csp = (await get('/fr/', MANUAL)).headers.get('content-security-policy')!;
    const directive = (name: string, policy = csp) => policy.split('; ').find((d) => d.startsWith(`${name} `))!;
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).toContain('https://connect.facebook.net');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('connect-src')).toContain('https://www.facebook.com');
    const none = contentSecurityPolicy('n0nce', {});
    expect(none).not.toMatch(/googletagmanager|google-analytics|facebook\.net|doubleclick|googleadservices/);
    expect(directive('connect-src', none)).toBe("connect-src 'self' https://challenges.cloudflare.com");
    const analyticsOnly = contentSecurityPolicy('n0nce', { analyticsId: 'G-X' });
    expect(analyticsOnly).toContain('https://*.google-analytics.com');
    expect(analyticsOnly).not.toMatch(/connect\.facebook\.net|doubleclick/);
  });

  it.each(['/en/', '/robots.txt', '/en/no-such-page/', '/api/site?lang=xx'])(
    'sends HSTS, nosniff, referrer, permissions and framing headers on %s',
    async (path) => {
      const res = await get(path, MANUAL);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('refuses other methods on pages', async () => {
    const res = await get('/en/', { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});
