/**
 * The smaller attacks of docs/security.md, replayed against the real worker and its bindings:
 * - CRM text that holds the page cache's placeholder for the CSP nonce: a stored page must show
 *   the text as written, never a visitor's nonce in its place.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import { seedDemoFixture } from './support/demo-fixture';

const ORIGIN = 'https://agency.test';

async function get(path: string, extra: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual' }), { ...env, ...extra }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return new Response(text, { status: res.status, headers: res.headers });
}

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
    const first = await (await get('/en/for-sale/?sort=date-desc&placeholder=1', cache)).text();
    const second = await get('/en/for-sale/?sort=date-desc&placeholder=1', cache);
    expect(second.headers.get('Server-Timing')).toBe('page;desc=stored');
    const html = await second.text();
    const nonce = nonceOf(html)!;
    expect(first).toContain('Villa \u0000nonce\u0000');
    expect(html).toContain('Villa \u0000nonce\u0000 and \u0000token\u0000');
    expect(html).not.toContain(`Villa ${nonce}`);
  });
});
