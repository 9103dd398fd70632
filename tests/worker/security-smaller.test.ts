/**
 * The smaller attacks of docs/security.md, replayed against the real worker and its bindings:
 * - CRM text that holds the page cache's placeholder for the CSP nonce: a stored page must show
 *   the text as written, never a visitor's nonce in its place.
 * - A CRM base URL over plain http outside development: the CRM's credentials (inside Omnicasa's
 *   query string, Whise's token request) would cross the network in clear. Refused as a
 *   configuration error naming the variable (pages answer 'API ERROR' 503); development keeps
 *   http for its local fakes.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, get } from './support/http';

const page = (path: string, extra: Record<string, string> = {}) =>
  get(path, { ...MANUAL, env: { ...env, ...extra }, settle: true });

const nonceOf = (html: string) => /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  await seedDemoFixture(env.DB, { properties: 20, projects: 1 });
});

describe('page cache placeholder', () => {
  it('CRM text holding the old fixed placeholder is shown as written from a stored page, never as the nonce', async () => {
    const newest = await env.DB.prepare(
      "SELECT id FROM properties WHERE goal = 0 AND json_extract(photos, '$[0]') IS NOT NULL ORDER BY published_at DESC, id DESC LIMIT 1",
    ).first<number>('id');
    const planted = 'Villa \u0000nonce\u0000 and \u0000token\u0000';
    await env.DB.prepare("UPDATE properties SET title = json_set(title, '$.en', ?) WHERE id = ?")
      .bind(planted, newest)
      .run();
    const cache = { PAGE_CACHE_SECONDS: '30' };
    const first = await (await page('/en/for-sale/?sort=date-desc&placeholder=1', cache)).text();
    const second = await page('/en/for-sale/?sort=date-desc&placeholder=1', cache);
    expect(second.headers.get('Server-Timing')).toBe('page;desc=stored');
    const html = await second.text();
    const nonce = nonceOf(html)!;
    expect(first).toContain('Villa \u0000nonce\u0000');
    expect(html).toContain('Villa \u0000nonce\u0000 and \u0000token\u0000');
    expect(html).not.toContain(`Villa ${nonce}`);
  });
});

describe('CRM base URLs are https outside development', () => {
  const production = (extra: Record<string, string>) => {
    const { DEVELOPMENT: _dev, ...rest } = env as unknown as Record<string, unknown>;
    return { ...rest, ...extra } as unknown as typeof env;
  };
  const omnicasa = (base: string) => ({
    PROVIDER: 'omnicasa',
    OMNICASA_BASE_URL: base,
    OMNICASA_CUSTOMER_NAME: 'agency',
    OMNICASA_CUSTOMER_PASSWORD: 'secret-password',
  });
  const whise = (base: string) => ({
    PROVIDER: 'whise',
    WHISE_BASE_URL: base,
    WHISE_USERNAME: 'api@agency.be',
    WHISE_PASSWORD: 'secret-password',
    WHISE_CLIENT_ID: '12',
  });

  it.each([
    ['OMNICASA_BASE_URL', omnicasa('http://newapi.omnicasa.com/1.12')],
    ['WHISE_BASE_URL', whise('http://api.whise.eu')],
  ])('%s over http is refused outside development: no call goes out, the page says API ERROR', async (name, vars) => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response('{}', { status: 500 });
    }) as typeof fetch;
    const errors: string[] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const res = await get('/api/properties?lang=en', { env: production(vars), settle: true });
      expect(res.status).toBe(503);
      expect(calls.filter((u) => u.startsWith('http://'))).toEqual([]);
      expect(errors.join('\n')).toContain(`${name} must be an https URL`);
    } finally {
      globalThis.fetch = realFetch;
      console.error = realError;
    }
  });
});
