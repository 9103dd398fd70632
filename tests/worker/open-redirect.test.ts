/**
 * No open redirect (docs/urls.md, Redirects): every Location the worker sets — trailing slash, case and
 * language redirects, the listing's other-goal redirect, the forms' 303 and the owner login's —
 * stays on the site, whatever the path, its encodings or the posted return path.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { MANUAL, ORIGIN, get, postForm } from './support/http';

function expectOnSite(res: Response, what: string): void {
  expect(res.status, what).toBeLessThan(500);
  const location = res.headers.get('location');
  if (location === null) return;
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(location, what).not.toMatch(/\\|^\/%2f|^\/%5c/i);
  expect(new URL(location, ORIGIN).origin, what).toBe(ORIGIN);
}

const HOSTILE = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '/%5cevil.example',
  '/%5Cevil.example/',
  '/%5c%5cevil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example',
  '/%252f%252fevil.example',
  '/%09/evil.example',
  '/.%2f%2fevil.example',
  '/%2e%2e/%2f%2fevil.example',
  '/EN//evil.example/',
  '//EN/Disclaimer',
  '/For-Sale//evil.example',
  '/en//evil.example',
  '/en/%2f%2fevil.example',
  '/en/for-sale?//evil.example',
  '/en/for-sale/?goal=1&x=//evil.example',
  '/en/for-rent/?goal=0',
  '/disclaimer?next=//evil.example',
  '/favicon.ico',
];

describe('page redirects', () => {
  it.each(HOSTILE)('%s never redirects off the site', async (path) => {
    expectOnSite(await get(path, MANUAL), path);
  });
});

describe('form and login redirects', () => {
  beforeAll(async () => {
    env.LEADS = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
  });
  let ip = 0;
  const post = (path: string, fields: Record<string, string>) =>
    postForm(path, fields, { ip: `192.0.2.${++ip}`, ...MANUAL });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/en//evil.example/',
    '/en/%2f%2fevil.example/',
    'https://evil.example/',
    '/en/\\evil',
    'javascript:alert(1)',
    '/en/\r\nSet-Cookie: x=1',
  ])("the forms' 303 keeps the return path %j on the site", async (back) => {
    const res = await post('/api/forms/sign-newsletter', {
      _ts: await issueFillToken(fillSecret(env)!, Date.now() - 10_000),
      lang: 'en',
      back,
      email: 'anna@example.be',
    });
    expect(res.status).toBe(303);
    expectOnSite(res, back);
    const location = res.headers.get('location')!;
    expect(decodeURIComponent(location)).not.toMatch(/evil|javascript|Set-Cookie/);
  });

  it('the owner login answers a fixed portal path, never a path from the request', async () => {
    const res = await post('/api/owner/login', {
      lang: 'en',
      email: 'nobody@example.com',
      password: 'wrong',
      back: '//evil.example/',
      next: '//evil.example/',
    });
    expect(res.status).toBe(303);
    expectOnSite(res, 'login');
    expect(res.headers.get('location')).toBe('/en/login/?error=failed');
  });
});
