/** Search texts of any length (worker/provider/common/search-text.ts): the bound and D1's 50-byte LIKE limit. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundText, foldQuery, likePattern, MAX_LIKE_BYTES, MAX_SEARCH_CHARS } from './search-text';

const bytes = (s: string) => new TextEncoder().encode(s).length;
/** What SQLite's LIKE … ESCAPE '\' matches (case as given), written out for the test. */
function likeMatches(pattern: string, text: string): boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') re += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') re += '[\\s\\S]*';
    else if (c === '_') re += '[\\s\\S]';
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 'u').test(text);
}

describe('boundText and foldQuery', () => {
  it('keep short texts whole', () => {
    expect(foldQuery('  Liège ')).toBe('liege');
    expect(boundText('rue de la station')).toBe('rue de la station');
  });
  it('cut a long text at its last word boundary within 40 characters', () => {
    const q = foldQuery('rue de la station '.repeat(12));
    expect([...q].length).toBeLessThanOrEqual(MAX_SEARCH_CHARS);
    expect(q).toBe('rue de la station rue de la station rue');
    expect(foldQuery('b'.repeat(200))).toBe('b'.repeat(40));
  });
  it('never exceed 40 characters, whatever the text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => [...foldQuery(s)].length <= MAX_SEARCH_CHARS));
  });
});

describe('likePattern', () => {
  it('fits D1’s 50 bytes for any text, wildcards and multibyte letters included', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 })),
        fc.constantFrom('%', ''),
        (text, before) => bytes(likePattern(text, before)) <= MAX_LIKE_BYTES,
      ),
    );
    expect(bytes(likePattern('🏠'.repeat(30)))).toBeLessThanOrEqual(MAX_LIKE_BYTES);
    expect(bytes(likePattern('%'.repeat(60)))).toBeLessThanOrEqual(MAX_LIKE_BYTES);
  });
  it('makes % and _ match themselves', () => {
    expect(likePattern('50%_a')).toBe('%50\\%\\_a%');
    expect(likeMatches(likePattern('50%'), 'prijs 50% lager')).toBe(true);
    expect(likeMatches(likePattern('50%'), 'prijs 500 lager')).toBe(false);
    expect(likeMatches(likePattern('a_b'), 'xa_by')).toBe(true);
    expect(likeMatches(likePattern('a_b'), 'xacby')).toBe(false);
  });
  it('still finds what the whole text finds when it has to shorten it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 10 }), (text, around) => {
        const haystack = `${around}${text}${around}`;
        return likeMatches(likePattern(text), haystack);
      }),
    );
  });
});
