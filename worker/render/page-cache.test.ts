/**
 * The page cache's store (worker/render/page-cache.ts): entries live for the period and no longer,
 * the oldest go first when it is full, the setting is read strictly, and a stored page answers
 * with the response's own nonce and token in place of the ones it was rendered with.
 */
import { describe, expect, it } from 'vitest';
import { answerFromStore, isStorable, PageCache, pageCacheMs, storeWhileStreaming } from './page-cache';

const page = (html: string) => ({
  html,
  headers: [['content-type', 'text/html; charset=UTF-8']] as [string, string][],
  hasToken: false,
});

describe('PageCache', () => {
  it('answers within the period and forgets the entry after it', () => {
    let now = 1_000;
    const cache = new PageCache(10, () => now);
    cache.set('a', page('A'));
    now += 9_999;
    expect(cache.get('a', 10_000)?.html).toBe('A');
    now += 1;
    expect(cache.get('a', 10_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries beyond its size; storing again makes an entry the newest', () => {
    const cache = new PageCache(2, () => 0);
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.set('a', page('A2'));
    cache.set('c', page('C'));
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)?.html).toBe('A2');
    expect(cache.get('c', 1)?.html).toBe('C');
    expect(cache.size).toBe(2);
  });
});

describe('pageCacheMs', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-5', 0],
    ['2.5', 0],
    ['ten', 0],
    ['301', 0],
    ['1', 1_000],
    ['10', 10_000],
    ['300', 300_000],
  ])('%s → %i ms', (setting, ms) => expect(pageCacheMs(setting)).toBe(ms));
});

describe('isStorable', () => {
  const html = (init: ResponseInit = {}) =>
    new Response('<!DOCTYPE html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, ...init });
  it('keeps a public page type answered 200 in HTML without a cookie', () => {
    for (const type of ['home', 'listing', 'projects', 'content'] as const) expect(isStorable(html(), type)).toBe(true);
  });
  it('never keeps detail, favourites, owner or error pages, other statuses, other types or a Set-Cookie', () => {
    for (const type of ['property', 'project', 'favourites', 'owner', 'error'] as const)
      expect(isStorable(html(), type), type).toBe(false);
    expect(isStorable(html({ status: 404 }), 'listing')).toBe(false);
    expect(isStorable(html({ status: 503 }), 'listing')).toBe(false);
    expect(isStorable(new Response('{}', { headers: { 'Content-Type': 'application/json' } }), 'listing')).toBe(false);
    expect(isStorable(html({ headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b' } }), 'listing')).toBe(false);
  });
});

describe('storing and answering', () => {
  it('streams the page on, keeps it with marks, and answers with another response’s nonce and token', async () => {
    const body = '<meta content="N1"><script nonce="N1">{"token":"T1"}</script><input value="T1">';
    let kept: Parameters<Parameters<typeof storeWhileStreaming>[2]>[0] | undefined;
    const { response, done } = storeWhileStreaming(
      new Response(body, { headers: { 'Content-Type': 'text/html', 'Server-Timing': 'cache;desc=hit' } }),
      { nonce: 'N1', token: 'T1' },
      (p) => {
        kept = p;
      },
    );
    expect(await response.text()).toBe(body);
    await done;
    expect(kept!.html).not.toContain('N1');
    expect(kept!.html).not.toContain('T1');
    expect(kept!.headers.map(([k]) => k)).toEqual(['content-type']);
    const again = answerFromStore({ ...kept!, storedAt: 0 }, { nonce: 'N2', token: 'T2' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Server-Timing')).toBe('page;desc=stored');
    expect(await again.text()).toBe('<meta content="N2"><script nonce="N2">{"token":"T2"}</script><input value="T2">');
  });
});
