/** Favourites kept in the browser (docs/search.md): the stored list, what changed since saving, and the comparison's rules. */
import { describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITES,
  isSaved,
  parseFavourites,
  snapshotOf,
  toggleFavourite,
  withSnapshot,
  type Snapshot,
} from '../../shared/favourites/store';
import { changesSince } from '../../app/favourites/changes';
import { MAX_COMPARE, parseCompareIds, pricePerM2, purchaseCostsTotal } from '../../app/favourites/compare';
import { MARQUEE } from '../../shared/model/property';
import { GHENT_SALE } from '../fixtures/ghent-sale';

const then: Snapshot = { price: 350_000, marquee: MARQUEE.none, title: 'Townhouse', city: 'Gent', goal: 0 };
const now = (over: Partial<{ Price: number | null; PublishPrice: boolean; Marquee: number }> = {}) => ({
  Price: 350_000,
  PublishPrice: true,
  Marquee: MARQUEE.none,
  ...over,
});

describe('stored favourites', () => {
  it('reads nothing from a missing, broken or foreign value', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('{not json')).toEqual([]);
    expect(parseFavourites('{"id":1}')).toEqual([]);
    expect(parseFavourites('"text"')).toEqual([]);
  });

  it('drops bad entries and duplicates, keeps good ones and their snapshot', () => {
    const raw = JSON.stringify([
      { id: 3, at: '2026-11-01T10:00:00.000Z', then },
      { id: 3, at: '2026-11-02T10:00:00.000Z' },
      { id: -1, at: 'x' },
      { id: 1.5, at: 'x' },
      { id: '4', at: 'x' },
      { id: 5 },
      // biome-ignore lint/suspicious/noThenProperty: 'then' is the saved snapshot's field (the state when saved)
      { id: 6, at: '2026-11-03T10:00:00.000Z', then: { price: 'cheap' } },
      null,
    ]);
    expect(parseFavourites(raw)).toEqual([
      { id: 3, at: '2026-11-01T10:00:00.000Z', then },
      { id: 6, at: '2026-11-03T10:00:00.000Z' },
    ]);
  });

  it('toggles: saves newest first, removes when saved, and round-trips through JSON', () => {
    const t = new Date('2026-11-23T12:00:00.000Z');
    const one = toggleFavourite([], 7, t);
    expect(one).toEqual([{ id: 7, at: '2026-11-23T12:00:00.000Z' }]);
    const two = toggleFavourite(one, 9, t);
    expect(two.map((f) => f.id)).toEqual([9, 7]);
    expect(isSaved(two, 7)).toBe(true);
    expect(toggleFavourite(two, 7, t).map((f) => f.id)).toEqual([9]);
    expect(parseFavourites(JSON.stringify(two))).toEqual(two);
  });

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    let list = parseFavourites(null);
    for (let id = 1; id <= MAX_FAVOURITES + 5; id++) list = toggleFavourite(list, id, new Date(0));
    expect(list).toHaveLength(MAX_FAVOURITES);
    expect(list[0]!.id).toBe(MAX_FAVOURITES + 5);
  });

  it('records the snapshot once, with the price only when published', () => {
    const list = toggleFavourite([], 7, new Date(0));
    const p = { Price: 250_000, PublishPrice: false, Marquee: 0, Title: 'Flat', City: 'Namur', Goal: 0 };
    const snap = snapshotOf(p);
    expect(snap.price).toBeNull();
    const saved = withSnapshot(list, 7, snap);
    expect(saved[0]!.then).toEqual(snap);
    expect(withSnapshot(saved, 7, { ...snap, price: 1 })[0]!.then).toEqual(snap);
  });
});

describe('what changed since saving', () => {
  it('nothing when price and state are the same', () => {
    expect(changesSince(then, now())).toEqual([]);
  });

  it('a lower or higher price, with both amounts', () => {
    expect(changesSince(then, now({ Price: 329_000 }))).toEqual([{ kind: 'price', from: 350_000, to: 329_000 }]);
    expect(changesSince(then, now({ Price: 360_000 }))).toEqual([{ kind: 'price', from: 350_000, to: 360_000 }]);
  });

  it('a price no longer published; no price change when it was not published at saving', () => {
    expect(changesSince(then, now({ PublishPrice: false }))).toEqual([{ kind: 'priceHidden' }]);
    expect(changesSince({ ...then, price: null }, now({ Price: 300_000 }))).toEqual([]);
  });

  it('sold or rented since, not when it already was', () => {
    expect(changesSince(then, now({ Marquee: MARQUEE.sold }))).toEqual([{ kind: 'sold' }]);
    expect(changesSince({ ...then, goal: 1 }, now({ Marquee: MARQUEE.rented }))).toEqual([{ kind: 'rented' }]);
    expect(changesSince({ ...then, marquee: MARQUEE.sold }, now({ Marquee: MARQUEE.sold }))).toEqual([]);
  });

  it('sold at a new price gives both', () => {
    expect(changesSince(then, now({ Marquee: MARQUEE.sold, Price: 340_000 }))).toEqual([
      { kind: 'price', from: 350_000, to: 340_000 },
      { kind: 'sold' },
    ]);
  });

  it('gone when the API no longer has it; without a snapshot only the state counts', () => {
    expect(changesSince(then, null)).toEqual([{ kind: 'gone' }]);
    expect(changesSince(undefined, now({ Price: 1 }))).toEqual([]);
    expect(changesSince(undefined, now({ Marquee: MARQUEE.sold }))).toEqual([{ kind: 'sold' }]);
  });
});

describe('comparison', () => {
  it('takes two to four distinct positive ids from ?ids=', () => {
    expect(parseCompareIds('12,7,12, 9')).toEqual([12, 7, 9]);
    expect(parseCompareIds('1,2,3,4,5,6')).toHaveLength(MAX_COMPARE);
    expect(parseCompareIds('0,-3,abc,1e3,2.5,[]')).toEqual([]);
    expect(parseCompareIds(42)).toEqual([42]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(['1', '2'])).toEqual([]);
  });

  it('price per m² of living area, only with a published price and a known area', () => {
    expect(pricePerM2({ Price: 300_000, PublishPrice: true, LivingArea: 120 })).toBe(2500);
    expect(pricePerM2({ Price: 299_999, PublishPrice: true, LivingArea: 7 })).toBe(42857);
    expect(pricePerM2({ Price: 300_000, PublishPrice: false, LivingArea: 120 })).toBeNull();
    expect(pricePerM2({ Price: 300_000, PublishPrice: true, LivingArea: null })).toBeNull();
    expect(pricePerM2({ Price: 300_000, PublishPrice: true, LivingArea: 0 })).toBeNull();
    expect(pricePerM2({ Price: null, PublishPrice: true, LivingArea: 100 })).toBeNull();
  });

  it('purchase costs for an available sale in Belgium with a price; none for rent, sold, Luxembourg or price on request', () => {
    const sale = GHENT_SALE;
    const total = purchaseCostsTotal(sale);
    // Flanders, only own home: 2 % duties (6,000) plus notary and deed costs.
    expect(total).toBeGreaterThan(6_000 + 1_000);
    expect(total).toBeLessThan(6_000 + 8_000);
    expect(purchaseCostsTotal({ ...sale, Zip: '1000' })).toBeGreaterThan(total!);
    expect(purchaseCostsTotal({ ...sale, Goal: 1 })).toBeNull();
    expect(purchaseCostsTotal({ ...sale, Marquee: MARQUEE.sold })).toBeNull();
    expect(purchaseCostsTotal({ ...sale, CountryID: 50, Zip: '1234' })).toBeNull();
    expect(purchaseCostsTotal({ ...sale, PublishPrice: false })).toBeNull();
  });
});
