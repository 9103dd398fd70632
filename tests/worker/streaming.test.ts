/**
 * Streaming and provider outages on real pages (docs/quality.md, docs/provider.md): the head and shell flush
 * before slow provider data arrives; a warm page comes from KV without calling the provider; a
 * failing provider without a cached answer gives the 'API ERROR' page with status 503.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { ORIGIN } from './support/http';

const fake = createFakeOmnicasa();
const omnicasaEnv = () => ({
  ...env,
  ...omnicasaVariables(fake),
});
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  fake.reset();
});

/**
 * A page through the worker, read to its end. The streaming tests hold their own execution context
 * (support/http.ts settles one only after the whole answer): they read a page while the CRM still holds.
 */
async function page(path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'Accept-Encoding': 'identity' } }),
    omnicasaEnv(),
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

describe('streaming with a slow provider', () => {
  it('sends the head and shell before the provider answers, then the results', async () => {
    restore = fake.install();
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.fail('*', { kind: 'held', until });
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/en/for-rent/`, { headers: { 'Accept-Encoding': 'identity' } }),
      omnicasaEnv(),
      ctx,
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // The head and shell do not wait for the provider (docs/quality.md): they are read while every
    // provider call is still held. A head that waited would never come, and the test would time out.
    let head = '';
    while (!head.includes('</header>')) {
      const chunk = await reader.read();
      expect(chunk.done).toBe(false);
      head += decoder.decode(chunk.value, { stream: true });
    }
    expect(head).toContain('<title>');
    expect(head).not.toMatch(/results__count/);
    release();
    let html = head;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      html += decoder.decode(chunk.value, { stream: true });
    }
    await waitOnExecutionContext(ctx);
    expect(html).toMatch(/\d+ results?/);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('results__count'));
    expect(res.headers.get('server-timing')).toMatch(/cache;desc=miss/);
  });

  it('serves a warm page from KV without calling the provider', async () => {
    restore = fake.install();
    const cold = await page('/en/for-sale/');
    expect(cold.res.status).toBe(200);
    const callsAfterCold = fake.calls.length;
    expect(callsAfterCold).toBeGreaterThan(0);
    const warm = await page('/en/for-sale/');
    expect(warm.res.status).toBe(200);
    expect(fake.calls.length).toBe(callsAfterCold);
    expect(warm.res.headers.get('server-timing')).toMatch(/cache;desc=hit/);
  });
});

/** What a visitor reads: the page without its scripts (the router's dehydrated state names the error 'API ERROR'). */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

describe('provider outage', () => {
  it("answers 503 with the 'API ERROR' page in the visitor's language when nothing is cached", async () => {
    restore = fake.install();
    fake.fail('*', { kind: 'http-500' });
    const { res, html } = await page('/fr/a-vendre/?city=Liège');
    expect(res.status).toBe(503);
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1[^>]*>Il y a une erreur dans l&#x27;API<\/h1>/);
    expect(visible(html)).not.toContain('API ERROR');
  });

  it("says it in Dutch on a Dutch page, and keeps 'API ERROR' in English", async () => {
    restore = fake.install();
    fake.fail('*', { kind: 'http-500' });
    const nl = await page('/nl/te-huur/?city=Gent');
    expect(nl.res.status).toBe(503);
    expect(nl.html).toContain('<html lang="nl"');
    expect(nl.html).toMatch(/<h1[^>]*>Fout in de API<\/h1>/);
    expect(visible(nl.html)).not.toContain('API ERROR');
    const en = await page('/en/for-rent/?city=Ghent');
    expect(en.res.status).toBe(503);
    expect(en.html).toMatch(/<h1[^>]*>API ERROR<\/h1>/);
  });

  it('answers the JSON API with 503, never 500', async () => {
    restore = fake.install();
    fake.fail('*', { kind: 'malformed-json' });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}/api/properties?lang=nl&goal=1&city=Gent`), omnicasaEnv(), ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('API ERROR');
  });
});
