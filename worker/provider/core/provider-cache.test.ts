/**
 * Pure parts of the provider cache (worker/provider/core/cached.ts): stable keys (argument order,
 * undefined members, the folded search text, hashing of keys too long for KV) and the
 * Server-Timing collector (worst outcome, summed provider time, header text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheKey, kvKey, MAX_KEY_BYTES, searchKeyText, stableJson } from './cached';
import { createTiming } from './timing';

describe('cache keys', () => {
  it('writes JSON with sorted keys at every level, dropping undefined members', () => {
    expect(stableJson({ b: 1, a: { d: [3, { z: 1, y: undefined }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"z":1}]},"b":1}',
    );
    expect(stableJson([undefined, 1])).toBe('[null,1]');
    expect(stableJson(undefined)).toBe('null');
  });
  it('gives the same key whatever the order of the query members', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.boolean())),
        (query) => {
          const reversed = Object.fromEntries(Object.entries(query).reverse());
          return stableJson(query) === stableJson(reversed);
        },
      ),
    );
  });
  it('names the prefix, provider, method and arguments (the language is an argument)', () => {
    expect(cacheKey('provider:v1', 'omnicasa', 'listProperties', [{ lang: 'fr', page: 2, goal: 0 }])).toBe(
      'provider:v1:omnicasa:listProperties:[{"goal":0,"lang":"fr","page":2}]',
    );
    expect(cacheKey('p', 'd1', 'listTypes', ['en'])).not.toBe(cacheKey('p', 'd1', 'listTypes', ['fr']));
    expect(cacheKey('p', 'd1', 'totals', [])).toBe('p:d1:totals:[]');
  });
  it('folds the search text: accents, case and spaces do not change the answer', () => {
    expect(searchKeyText('  Brüssel ')).toBe('brussel');
    expect(searchKeyText('Rue   Neuve')).toBe('rue neuve');
    expect(searchKeyText('x'.repeat(300))).toHaveLength(40);
  });
  it('hashes keys longer than KV allows, keeping them distinct', async () => {
    const short = await kvKey('p', 'd1', 'listTypes', ['en']);
    expect(short).toBe('p:d1:listTypes:["en"]');
    const long1 = await kvKey('p', 'd1', 'listProperties', [{ city: 'é'.repeat(300), lang: 'en' }]);
    const long2 = await kvKey('p', 'd1', 'listProperties', [{ city: 'é'.repeat(300), lang: 'fr' }]);
    expect(long1).toMatch(/^p:d1:listProperties:#[0-9a-f]{64}$/);
    expect(long1).not.toBe(long2);
    expect(new TextEncoder().encode(long1).length).toBeLessThanOrEqual(MAX_KEY_BYTES);
    expect(await kvKey('p', 'd1', 'listProperties', [{ lang: 'en', city: 'é'.repeat(300) }])).toBe(long1);
  });
});

describe('Server-Timing collector', () => {
  it('is empty before any call', () => {
    const t = createTiming();
    expect(t.header()).toBe('');
    expect(t.outcome).toBeNull();
  });
  it('reports a single outcome and its provider time', () => {
    const t = createTiming();
    t.record('miss', 12.34);
    expect(t.header()).toBe('cache;desc=miss, provider;dur=12.3');
    const h = createTiming();
    h.record('hit');
    expect(h.header()).toBe('cache;desc=hit, provider;dur=0');
  });
  it('reports the worst outcome (miss > stale > hit) and the summed time', () => {
    const t = createTiming();
    t.record('hit');
    t.record('stale');
    expect(t.header()).toBe('cache;desc=stale, provider;dur=0');
    t.record('miss', 10);
    t.record('hit');
    t.record('miss', 2.26);
    t.record('stale', Number.NaN);
    expect(t.outcome).toBe('miss');
    expect(t.calls).toBe(6);
    expect(t.header()).toBe('cache;desc=miss, provider;dur=12.3');
  });
  it('never lowers the outcome, whatever the order', () => {
    const rank = { hit: 0, stale: 1, miss: 2 } as const;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('hit', 'stale', 'miss') as fc.Arbitrary<keyof typeof rank>, { minLength: 1 }),
        (outcomes) => {
          const t = createTiming();
          for (const o of outcomes) t.record(o, 1);
          const worst = outcomes.reduce((a, b) => (rank[b] > rank[a] ? b : a));
          return t.outcome === worst && t.header() === `cache;desc=${worst}, provider;dur=${outcomes.length}`;
        },
      ),
    );
  });
});
