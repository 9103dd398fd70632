/** Search-alert rules (app/alerts/match.ts): criteria from a payload, listing queries, what a digest tells, when it is due. */
import { describe, expect, it } from 'vitest';
import { alertCriteria, alertQueries, digestChanges, isDue, type AlertCriteria } from './match';
import { MARQUEE, type Property } from '../../shared/model/property';

const property = (id: number, price: number | null, extra: Partial<Property> = {}): Property =>
  ({
    ID: id,
    Price: price,
    PublishPrice: true,
    Marquee: MARQUEE.none,
    PublicationDate: '2026-11-20',
    ...extra,
  }) as Property;

describe('alertCriteria', () => {
  it('reads the demand-register payload of the forms contract', () => {
    expect(
      alertCriteria({
        goal: 1,
        types: [1, '2', 2],
        cities: ['Liège|4000', ' Gent|9000 '],
        minPrice: 500,
        maxPrice: '1200',
        minRooms: 2,
        minGarages: 1,
        parking: true,
        garden: 'on',
        terrace: false,
        frequency: 'weekly',
        email: 'a@b.be',
      }),
    ).toEqual({
      goal: 1,
      types: [1, 2],
      cities: ['Liège|4000', 'Gent|9000'],
      minPrice: 500,
      maxPrice: 1200,
      minRooms: 2,
      minGarages: 1,
      parking: true,
      garden: true,
      frequency: 'weekly',
    });
  });

  it('needs at least one type and one zone', () => {
    expect(alertCriteria({ goal: 0, types: [], cities: ['Liège|4000'] })).toBeNull();
    expect(alertCriteria({ goal: 0, types: [1], cities: [] })).toBeNull();
    expect(alertCriteria({ goal: 0, types: 'house', cities: 'Liège' })).toBeNull();
  });

  it('defaults to sale and a daily digest, uses the budget as the maximum, swaps a reversed range', () => {
    expect(alertCriteria({ types: [1], cities: ['4000'], budget: 300000, frequency: 'hourly' })).toEqual({
      goal: 0,
      types: [1],
      cities: ['4000'],
      maxPrice: 300000,
      frequency: 'daily',
    });
    expect(alertCriteria({ types: [1], cities: ['4000'], minPrice: 400000, maxPrice: 200000 })).toMatchObject({
      minPrice: 200000,
      maxPrice: 400000,
    });
  });
});

describe('alertQueries', () => {
  const criteria: AlertCriteria = {
    goal: 0,
    types: [1, 2],
    cities: ['Liège|4000', 'Gent|9000'],
    maxPrice: 400000,
    garden: true,
    frequency: 'daily',
  };

  it('asks the listing filters once per type and zone, newest first', () => {
    const queries = alertQueries(criteria, 'fr');
    expect(queries).toHaveLength(4);
    expect(queries[0]).toEqual({
      goal: 0,
      lang: 'fr',
      sort: 'date-desc',
      page: 1,
      pageSize: 48,
      maxPrice: 400000,
      garden: true,
      type: 1,
      city: 'Liège|4000',
    });
    expect(queries.map((q) => `${q.type}:${q.city}`)).toEqual([
      '1:Liège|4000',
      '1:Gent|9000',
      '2:Liège|4000',
      '2:Gent|9000',
    ]);
  });

  it('leaves out filters the alert does not set', () => {
    const [query] = alertQueries({ goal: 1, types: [3], cities: ['1000'], frequency: 'instant' }, 'en');
    expect(Object.keys(query!).sort()).toEqual(['city', 'goal', 'lang', 'page', 'pageSize', 'sort', 'type']);
  });
});

describe('digestChanges', () => {
  it('tells about a new property', () => {
    expect(digestChanges([property(1, 300000)], new Map())).toEqual([{ property: property(1, 300000), reason: 'new' }]);
  });

  it('tells about a price drop below the price last sent, with the old price', () => {
    const sent = new Map([[1, 320000]]);
    expect(digestChanges([property(1, 300000)], sent)).toEqual([
      { property: property(1, 300000), reason: 'price-drop', previousPrice: 320000 },
    ]);
  });

  it('says nothing about a property already sent at the same or a higher price', () => {
    expect(
      digestChanges(
        [property(1, 300000), property(2, 350000)],
        new Map([
          [1, 300000],
          [2, 340000],
        ]),
      ),
    ).toEqual([]);
  });

  it('never compares a price that is not published, and leaves out sold and rented properties', () => {
    expect(digestChanges([property(1, 100, { PublishPrice: false })], new Map([[1, 300000]]))).toEqual([]);
    expect(digestChanges([property(1, 200000)], new Map([[1, null]]))).toEqual([]);
    expect(
      digestChanges(
        [property(3, 1, { Marquee: MARQUEE.sold }), property(4, 1, { Marquee: MARQUEE.rented })],
        new Map(),
      ),
    ).toEqual([]);
  });

  it('lists a property found by two queries once', () => {
    expect(digestChanges([property(1, 1), property(1, 1)], new Map())).toHaveLength(1);
  });
});

describe('isDue', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  it('sends the first digest at once, instant alerts every run', () => {
    expect(isDue('weekly', null, now)).toBe(true);
    expect(isDue('instant', '2026-11-23 07:59:00', now)).toBe(true);
  });
  it('daily: not again within a day (one cron period of slack)', () => {
    expect(isDue('daily', '2026-11-22 20:00:00', now)).toBe(false);
    expect(isDue('daily', '2026-11-22 08:10:00', now)).toBe(true);
    expect(isDue('daily', '2026-11-22 08:20:00', now)).toBe(false);
  });
  it('weekly: not again within seven days', () => {
    expect(isDue('weekly', '2026-11-18T08:00:00Z', now)).toBe(false);
    expect(isDue('weekly', '2026-11-16T08:00:00Z', now)).toBe(true);
  });
});
