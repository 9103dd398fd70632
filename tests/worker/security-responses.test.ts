/**
 * Security headers on every response type (docs/quality.md, Security): HTML, JSON, media, static files, errors,
 * redirects and the empty 204 of the CSP report endpoint; the session cookie's attributes; and
 * POST /csp-report itself (both report formats, a compact log line, the rate limit, bad bodies).
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MANUAL, ORIGIN, get } from './support/http';

beforeAll(async () => {
  await env.MEDIA.put('photos/sec-test/400.webp', new Uint8Array([1, 2, 3]), {
    httpMetadata: { contentType: 'image/webp' },
  });
});

function expectSecurityHeaders(res: Response, what: string): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain('report-uri /csp-report');
  expect(res.headers.get('reporting-endpoints'), what).toBe('csp="/csp-report"');
  expect(res.headers.get('strict-transport-security'), what).toContain('max-age=63072000');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
}

describe('security headers on every response type', () => {
  it.each([
    ['HTML page', '/en/', {}, 200],
    ['JSON', '/api/site?lang=en', {}, 200],
    ['JSON error', '/api/properties?lang=xx', {}, 400],
    ['media', '/media/photos/sec-test/400.webp', {}, 200],
    ['media not found', '/media/photos/nope/400.webp', {}, 404],
    ['static file', '/brand/favicon.svg', {}, 200],
    ['page not found', '/en/no-such-page/', {}, 404],
    ['redirect', '/for-sale/', {}, 301],
    ['method not allowed', '/en/', { method: 'DELETE' }, 405],
    [
      'CSP report',
      '/csp-report',
      { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/csp-report' } },
      204,
    ],
  ] as const)('%s (%s)', async (what, path, init, status) => {
    const res = await get(path, { ...MANUAL, ...(init as RequestInit) });
    expect(res.status, what).toBe(status);
    expectSecurityHeaders(res, what);
  });

  it('pages and scripts get the nonce policy; other responses a short fixed one, sandboxed', async () => {
    const page = await get('/en/', MANUAL);
    const pageCsp = page.headers.get('content-security-policy') ?? '';
    expect(pageCsp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    for (const path of ['/media/photos/sec-test/400.webp', '/api/site?lang=en', '/brand/favicon.svg']) {
      const res = await get(path, MANUAL);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).not.toContain('nonce-');
      expect(csp, path).toContain('sandbox');
      expect(csp.length, path).toBeLessThan(120);
    }
  });

  it('path traversal to the documents or the worker files is refused', async () => {
    for (const path of [
      '/media/..%2fproperty-documents%2f1%2fa.pdf',
      '/media/photos/..%2F..%2Fproperty-documents/400.webp',
      '/media/property-documents/1/a.pdf',
      '/assets/..%2f..%2fwrangler.toml',
      '/client/..%2f..%2fpackage.json',
      '/api/owner/documents/1/..%2f..%2fx',
    ]) {
      const res = await get(path, MANUAL);
      expect([401, 404], path).toContain(res.status);
    }
  });

  it('the session cookie is __Host-, Secure, HttpOnly and SameSite', async () => {
    const res = await get('/api/owner/logout', {
      ...MANUAL,
      method: 'POST',
      body: 'lang=en',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-owner=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('a header value from the request never splits a response header', async () => {
    const res = await get('/For-Sale/?x=%0d%0aSet-Cookie:%20a=1', MANUAL);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('location')).not.toMatch(/[\r\n]/);
  });
});

describe('POST /csp-report', () => {
  let warn: { mock: { calls: unknown[][] }; mockRestore(): void } | undefined;
  afterEach(() => warn?.mockRestore());
  const report = (body: string, type: string, ip: string) =>
    get('/csp-report', { ...MANUAL, method: 'POST', body, headers: { 'Content-Type': type, 'CF-Connecting-IP': ip } });

  it('logs one compact line per violation, in both formats, without query strings', async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const old = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://agency.test/en/for-sale/?q=secret',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=1',
      },
    });
    expect((await report(old, 'application/csp-report', '203.0.113.200')).status).toBe(204);
    const modern = JSON.stringify([
      {
        type: 'csp-violation',
        url: 'https://agency.test/fr/',
        body: { documentURL: 'https://agency.test/fr/', effectiveDirective: 'img-src', blockedURL: 'inline' },
      },
    ]);
    expect((await report(modern, 'application/reports+json', '203.0.113.200')).status).toBe(204);
    const lines = warn.mock.calls.map((args) => String(args[0]));
    expect(lines).toEqual([
      'csp: script-src-elem blocked https://evil.example/x.js on https://agency.test/en/for-sale/',
      'csp: img-src blocked inline on https://agency.test/fr/',
    ]);
  });

  it('refuses bodies that are not JSON (400) or too large (413)', async () => {
    expect((await report('not json', 'application/csp-report', '203.0.113.201')).status).toBe(400);
    expect(
      (
        await report(
          JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
          'application/csp-report',
          '203.0.113.201',
        )
      ).status,
    ).toBe(413);
  });

  it('is rate-limited per IP', async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses: number[] = [];
    // The binding counts in wall-clock minutes: 21 reports in under a minute meet at most two
    // windows of 10, so one is refused whatever the moment (14 could be split 7 and 7).
    for (let i = 0; i < 21; i++) statuses.push((await report('{}', 'application/csp-report', '203.0.113.202')).status);
    expect(statuses.slice(0, 10).every((s) => s === 204)).toBe(true);
    expect(statuses).toContain(429);
    // Another visitor is not affected.
    expect((await report('{}', 'application/csp-report', '203.0.113.203')).status).toBe(204);
  });
});
