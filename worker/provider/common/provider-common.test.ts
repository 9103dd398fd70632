/**
 * The rules both providers share (worker/provider/common/*, shared/model/property.ts isClosed):
 * statistics days, argument checks, paging, the search panel's matching, list order and
 * address privacy. Each would let the d1 and omnicasa providers answer differently if broken.
 */
import { describe, expect, it } from 'vitest';
import { CLOSED_MARQUEES, isClosed, MARQUEE } from '../../../shared/model/property';
import { addressLine, coarsePosition, publicAddress } from './address';
import { dayOrToday, daysBefore, MAX_WINDOW_DAYS, statsWindow, todayUtc } from './dates';
import { idOfRef, isId } from './input';
import { compareNames, compareProperties, photosFirst } from './order';
import { pageOf, pageWindow } from './paging';
import { foldQuery, propertySearchText, propertyTarget } from './search-text';

const NOW = new Date('2026-03-15T22:30:00Z');

describe('statistics days', () => {
  it('counts days back across months and leap years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-05', 10)).toBe('2025-12-26');
    expect(daysBefore('2026-01-05', 0)).toBe('2026-01-05');
  });

  it('takes a real yyyy-mm-dd day, and today (UTC) for anything else', () => {
    expect(todayUtc(NOW)).toBe('2026-03-15');
    expect(dayOrToday('2026-02-10', NOW)).toBe('2026-02-10');
    expect(dayOrToday('2024-02-29', NOW)).toBe('2024-02-29');
    for (const bad of [
      undefined,
      '',
      '2026-02-30',
      '2026-13-01',
      '2026-2-1',
      '10/02/2026',
      '2026-02-10T00:00:00Z',
      'today',
    ]) {
      expect(dayOrToday(bad, NOW), String(bad)).toBe('2026-03-15');
    }
  });

  it('spans whole days up to and including the last one, within 1 and MAX_WINDOW_DAYS', () => {
    expect(statsWindow(30, '2026-02-10', NOW)).toEqual({ first: '2026-01-12', last: '2026-02-10' });
    expect(statsWindow(1, '2026-02-10', NOW)).toEqual({ first: '2026-02-10', last: '2026-02-10' });
    expect(statsWindow(2.9, '2026-02-10', NOW)).toEqual({ first: '2026-02-09', last: '2026-02-10' });
    for (const tooFew of [0, -5, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(statsWindow(tooFew, '2026-02-10', NOW).first).toBe('2026-02-10');
    expect(statsWindow(100_000, '2026-02-10', NOW).first).toBe(daysBefore('2026-02-10', MAX_WINDOW_DAYS - 1));
    expect(statsWindow(7, 'nonsense', NOW)).toEqual({ first: '2026-03-09', last: '2026-03-15' });
  });
});

describe('argument checks', () => {
  it('accepts positive safe whole numbers as ids only', () => {
    for (const ok of [1, 101, Number.MAX_SAFE_INTEGER]) expect(isId(ok)).toBe(true);
    for (const bad of [
      0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER + 1,
      '1',
      null,
      undefined,
    ])
      expect(isId(bad), String(bad)).toBe(false);
  });

  it('reads the id inside a numbered owner reference, and nothing else', () => {
    expect(idOfRef('1')).toBe(1);
    expect(idOfRef('9001')).toBe(9001);
    for (const bad of ['', '0', '01', '-1', '1.0', '1e3', ' 1', '1 ', 'abc', '99999999999999999', '12345678901234567'])
      expect(idOfRef(bad), bad).toBeNull();
  });
});

describe('paging', () => {
  it('defaults to page 1 of 12 and keeps the size between 1 and 48', () => {
    expect(pageWindow({})).toEqual({ page: 1, pageSize: 12, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 5 })).toEqual({ page: 3, pageSize: 5, offset: 10 });
    expect(pageWindow({ page: 0, pageSize: 0 })).toEqual({ page: 1, pageSize: 1, offset: 0 });
    expect(pageWindow({ page: 2.7, pageSize: 500 })).toEqual({ page: 2, pageSize: 48, offset: 48 });
  });

  it('counts pages from the total', () => {
    const w = pageWindow({ page: 2, pageSize: 5 });
    expect(pageOf(['a'], w, 11)).toEqual({ items: ['a'], page: 2, pages: 3, total: 11 });
    expect(pageOf([], w, 0)).toEqual({ items: [], page: 2, pages: 0, total: 0 });
  });
});

describe('search matching', () => {
  it('folds the query: accents, case, pipes and runs of spaces; at most 40 characters kept', () => {
    expect(foldQuery('  Brüssel ')).toBe('brussel');
    expect(foldQuery('Rue   Neuve')).toBe('rue neuve');
    expect(foldQuery('a|b')).toBe('a b');
    expect(foldQuery('Liège\tCentre')).toBe('liege centre');
    expect(foldQuery('x'.repeat(300))).toHaveLength(40);
  });

  it('looks a number up as an ID, a text of 3+ characters in street and reference, and nothing shorter', () => {
    expect(propertyTarget('101')).toEqual({ id: 101 });
    expect(propertyTarget('0')).toBeNull();
    expect(propertyTarget('99999999999999999999')).toBeNull();
    expect(propertyTarget('rue')).toEqual({ text: 'rue' });
    expect(propertyTarget('ru')).toBeNull();
    expect(propertyTarget('1000 b')).toEqual({ text: '1000 b' });
  });

  it('finds a property by its street only when its address is published, and always by its reference', () => {
    const p = { PublishAddress: true, Street: 'Rue Évêque', HouseNumber: '12', RecordFile: 'REF-0042' };
    expect(propertySearchText(p)).toBe('rue eveque 12|ref-0042');
    expect(propertySearchText({ ...p, PublishAddress: false })).toBe('|ref-0042');
    expect(propertySearchText({ ...p, PublishAddress: false }).includes('eveque')).toBe(false);
  });
});

describe('list order', () => {
  const photo = { Url: '/media/photos/x/400.webp', Width: 400, Height: 300, ID: 1, Name: 'x' };
  const p = (
    ID: number,
    Price: number | null,
    TypeDescription: string,
    City: string,
    PublicationDate: string,
    withPhoto = true,
  ) => ({
    ID,
    Price,
    PublishPrice: Price !== null,
    TypeDescription,
    City,
    PublicationDate,
    SmallPictureItem: withPhoto ? photo : null,
  });
  const list = [
    p(1, 300_000, 'Villa', 'Liège', '2026-01-02'),
    p(2, null, 'appartement', 'Anvers', '2026-01-05'),
    p(3, 150_000, 'Appartement', 'Ébly', '2026-01-05'),
    p(4, 150_000, 'Maison', 'liege', '2026-01-01'),
  ];
  const ids = (sort: Parameters<typeof compareProperties>[0]) =>
    [...list].sort(compareProperties(sort)).map((x) => x.ID);

  it('sorts by price with unknown prices last, then by ID in the same direction', () => {
    expect(ids('price-asc')).toEqual([3, 4, 1, 2]);
    expect(ids('price-desc')).toEqual([1, 4, 3, 2]);
  });

  it('never puts a price on request among the priced ones, whatever price it hides', () => {
    const onRequest = { ...p(6, 100_000, 'Villa', 'Namur', '2026-01-03'), PublishPrice: false };
    const order = (sort: Parameters<typeof compareProperties>[0]) =>
      [...list, onRequest].sort(compareProperties(sort)).map((x) => x.ID);
    expect(order('price-asc')).toEqual([3, 4, 1, 2, 6]);
    expect(order('price-desc')).toEqual([1, 4, 3, 6, 2]);
    expect(order('type').indexOf(6)).toBe(order('type').length - 1);
  });

  it('sorts by type (case ignored) then price, by folded city then price, and newest first', () => {
    expect(ids('type')).toEqual([3, 2, 4, 1]);
    expect(ids('city')).toEqual([2, 3, 4, 1]);
    expect(ids('date-desc')).toEqual([3, 2, 1, 4]);
  });

  it('puts a newer listing without a photo after every listing with one in the newest-first order only', () => {
    const withPlot = [...list, p(5, 90_000, 'Terrain', 'Namur', '2026-02-01', false)];
    expect([...withPlot].sort(compareProperties('date-desc')).map((x) => x.ID)).toEqual([3, 2, 1, 4, 5]);
    expect([...withPlot].sort(compareProperties('price-asc')).map((x) => x.ID)).toEqual([5, 3, 4, 1, 2]);
    expect(photosFirst(withPlot.slice().reverse()).map((x) => x.ID)).toEqual([4, 3, 2, 1, 5]);
  });

  it('compares names with accents and case ignored', () => {
    expect(compareNames('Élouges', 'eloyes')).toBeLessThan(0);
    expect(compareNames('Liège', 'LIEGE')).toBe(0);
  });
});

describe('address privacy', () => {
  const exact = { Street: 'Rue Neuve', HouseNumber: '12', BoxNr: '3', Lat: 50.85341, Lng: 4.35712 };

  it('shows street, number, box and the exact position only when the address is published', () => {
    expect(publicAddress(true, exact, { Lat: 50.8, Lng: 4.3 })).toEqual(exact);
    expect(publicAddress(false, exact, { Lat: 50.8, Lng: 4.3 })).toEqual({
      Street: '',
      HouseNumber: '',
      BoxNr: '',
      Lat: 50.8,
      Lng: 4.3,
    });
  });

  it('rounds a hidden position to about 1 km', () => {
    expect(coarsePosition(50.85341)).toBe(50.85);
    expect(coarsePosition(4.35712)).toBe(4.36);
    expect(coarsePosition(null)).toBeNull();
  });

  it('writes the public address line', () => {
    expect(addressLine(exact, '1000', 'Brussels')).toBe('Rue Neuve 12/3, 1000 Brussels');
    expect(addressLine({ ...exact, BoxNr: '' }, '1000', 'Brussels')).toBe('Rue Neuve 12, 1000 Brussels');
    expect(addressLine({ Street: '', HouseNumber: '', BoxNr: '' }, '1000', 'Brussels')).toBe('1000 Brussels');
  });
});

describe('sold and rented', () => {
  it('closes sold and rented properties only', () => {
    expect(CLOSED_MARQUEES).toEqual([MARQUEE.sold, MARQUEE.rented]);
    expect(isClosed({ Marquee: MARQUEE.sold })).toBe(true);
    expect(isClosed({ Marquee: MARQUEE.rented })).toBe(true);
    for (const open of [MARQUEE.none, MARQUEE.option, 1003, 1004]) expect(isClosed({ Marquee: open })).toBe(false);
  });
});
