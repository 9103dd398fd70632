/**
 * The search text parser (app/search/parse-text.ts): the table of texts visitors type in the
 * four languages (./search-text-cases.ts, also docs/search-readings.md), and properties that
 * hold for any text.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchText, readingWithoutId } from '../../app/search/parse-text';
import { readingSearch } from '../../app/search/reading';
import { SEARCH_TEXT_CASES, testVocabulary } from './search-text-cases';
import { searchReadingsMarkdown } from '../../scripts/lib/search-readings';

describe('the table of typed texts', () => {
  it('has at least 60 texts, at least 15 in each language', () => {
    expect(SEARCH_TEXT_CASES.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['en', 'nl', 'fr', 'de'])
      expect(SEARCH_TEXT_CASES.filter((x) => x.lang === lang).length, lang).toBeGreaterThanOrEqual(15);
  });

  it.each(SEARCH_TEXT_CASES.map((x) => [x.lang, x.text, x] as const))('%s: %s', (_lang, _text, x) => {
    const reading = parseSearchText(x.text, testVocabulary(x.lang));
    expect(readingSearch(reading)).toEqual(x.search);
    expect(reading.reference).toBe(x.also?.reference);
    expect(reading.id).toBe(x.also?.id);
    expect(reading.unread).toEqual(x.also?.unread ?? []);
  });
});

describe('any text', () => {
  const vocabulary = testVocabulary('en');

  it('never throws, and reads only values a listing accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 120 })), (text) => {
        const reading = parseSearchText(text, vocabulary);
        expect(Array.isArray(reading.unread)).toBe(true);
        for (const key of ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'minPlot', 'minRooms'] as const) {
          const v = reading[key];
          if (v !== undefined) expect(Number.isInteger(v) && v > 0, `${key} ${v}`).toBe(true);
        }
        const search = readingSearch(reading);
        if (search.minPrice !== undefined && search.maxPrice !== undefined)
          expect(search.minPrice).toBeLessThanOrEqual(search.maxPrice);
      }),
      { numRuns: 400 },
    );
  });

  it('ignores case and accents', () => {
    const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const x of SEARCH_TEXT_CASES) {
      const v = testVocabulary(x.lang);
      const base = readingSearch(parseSearchText(x.text, v));
      expect(readingSearch(parseSearchText(x.text.toUpperCase(), v)), x.text).toEqual(base);
      expect(readingSearch(parseSearchText(strip(x.text).toLowerCase(), v)), x.text).toEqual(base);
    }
  });

  /** Parts a visitor puts together in any order; each says one criterion. */
  const parts = {
    type: [
      ['appartement', 2],
      ['flat', 2],
      ['Wohnung', 2],
      ['huis', 1],
      ['villa', 1],
      ['maison', 1],
      ['bel-étage', 1],
      ['studio', 3],
      ['bouwgrond', 4],
      ['kantoor', 8],
    ] as const,
    place: [
      ['Gent', 'Ghent|9000'],
      ['Gand', 'Ghent|9000'],
      ['Luik', 'Liège|4000'],
      ['LIÈGE', 'Liège|4000'],
      ['Sint-Niklaas', 'Sint-Niklaas|9100'],
      ['la louvière', 'La Louvière|7100'],
      ['8000', 'Bruges|8000'],
    ] as const,
    rooms: [
      ['2 slaapkamers', 2],
      ['3 ch.', 3],
      ['3ch', 3],
      ['4 bed', 4],
      ['2 Schlafzimmer', 2],
      ['drei chambres', 3],
    ] as const,
    price: [
      ['max 300k', 300000],
      ['tot 300.000', 300000],
      ['< 250000', 250000],
      ['bis 450.000 €', 450000],
      ['jusqu’à 1,2 mio', 1200000],
    ] as const,
    goal: [
      ['te koop', 0],
      ['à louer', 1],
      ['zu kaufen', 0],
      ['for rent', 1],
    ] as const,
  };

  it('reads each part of a text put together in any order, with or without filler words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...parts.type),
        fc.constantFrom(...parts.place),
        fc.option(fc.constantFrom(...parts.rooms), { nil: undefined }),
        fc.option(fc.constantFrom(...parts.price), { nil: undefined }),
        fc.option(fc.constantFrom(...parts.goal), { nil: undefined }),
        fc.boolean(),
        fc.nat(),
        (type, place, rooms, price, goal, filler, seed) => {
          const pieces = ([type[0], place[0], rooms?.[0], price?.[0], goal?.[0]] as (string | undefined)[]).filter(
            (x): x is string => !!x,
          );
          // a deterministic shuffle
          const order = pieces.map((p, i) => ({ p, k: (seed * (i + 7)) % 13 })).sort((a, b) => a.k - b.k);
          const text = order.map((o, i) => (filler && i === 1 ? `in ${o.p}` : o.p)).join(' ');
          const search = readingSearch(parseSearchText(text, vocabulary));
          expect(search.type, text).toBe(type[1]);
          expect(search.city, text).toBe(place[1]);
          expect(search.minRooms, text).toBe(rooms?.[1]);
          expect(search.maxPrice, text).toBe(price?.[1]);
          expect(search.goal, text).toBe(goal?.[1]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a lone number as an id, and a lone number that names no property as a budget', () => {
    expect(parseSearchText(' 5100523 ', vocabulary)).toMatchObject({ id: 5100523, unread: [] });
    expect(readingWithoutId(parseSearchText('5100523', vocabulary))).toMatchObject({ maxPrice: 5100523 });
    expect(readingWithoutId(parseSearchText('12345678901', vocabulary)).maxPrice).toBeUndefined();
    // beside other words a large number is a budget
    expect(parseSearchText('appartement 325000', vocabulary)).toMatchObject({ type: 2, maxPrice: 325000 });
    expect(parseSearchText('appartement 325000', vocabulary).id).toBeUndefined();
  });

  it('reports what it does not understand, and reads one place and one type', () => {
    const r = parseSearchText('zonnig appartement Gent of Brugge villa', vocabulary);
    expect(readingSearch(r)).toEqual({ type: 2, city: 'Ghent|9000' });
    expect(r.unread).toEqual(['Brugge', 'villa', 'zonnig']);
  });
});

describe('docs/search-readings.md', () => {
  /** A markdown table as its cells (the formatter pads them). */
  const cells = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) =>
        line.startsWith('|')
          ? line
              .split('|')
              .map((c) => c.trim().replace(/^-+$/, '-'))
              .join('|')
          : line.trimEnd(),
      );

  it('is what the parser reads in the table (npm run docs:search writes it)', () => {
    expect(cells(readFileSync('docs/search-readings.md', 'utf8'))).toEqual(cells(searchReadingsMarkdown()));
  });
});
