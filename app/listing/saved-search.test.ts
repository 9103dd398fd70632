/**
 * 'Save this search' (shared/alerts/saved-search.ts), the chips of active filters
 * (app/listing/active-filters.ts) and the widening of a search that found nothing
 * (app/listing/widen.ts).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertPrefill, savedSearchHref, savedSearchParams } from '../../shared/alerts/saved-search';
import { alertCriteria, alertQueries } from '../alerts/match';
import { isPhoneNumber } from '../../shared/forms/phone-check';
import { validateForm } from '../../shared/forms/validate';
import { activeFilterCount, activeFilters, withoutFilter } from './active-filters';
import { parseListingSearch, type ListingSearch } from '../../shared/listing/search-params';
import { widenings } from './widen';
import { textsFor } from '../../shared/i18n/i18n';
import { loadAllLanguages } from '../i18n/load-server';
import type { ListQuery } from '../../shared/model/listing';
import type { City, PropertyType } from '../../shared/model/taxonomy';

beforeAll(() => loadAllLanguages());

const everything: ListingSearch = {
  city: 'Gent|9000',
  type: 2,
  minPrice: 200000,
  maxPrice: 300000,
  minRooms: 2,
  minGarages: 1,
  parking: true,
  garden: true,
  terrace: true,
  minArea: 80,
  maxArea: 150,
  minPlot: 300,
  epc: 'C',
  newBuild: true,
};

describe('save this search', () => {
  it('carries every filter to the alert form, and the form starts with every one of them', () => {
    const href = savedSearchHref('fr', everything, 0);
    expect(href).toMatch(/^\/fr\/[^?]+\/\?goal=0&types=2&cities=Gent%7C9000&/);
    expect(href.endsWith('#demand-register')).toBe(true);
    const prefill = alertPrefill(href.split('?')[1]!.split('#')[0]!);
    expect(prefill).toEqual({
      goal: '0',
      types: ['2'],
      cities: ['Gent|9000'],
      minPrice: '200000',
      maxPrice: '300000',
      minRooms: '2',
      minGarages: '1',
      minArea: '80',
      maxArea: '150',
      minPlot: '300',
      epc: 'C',
      parking: 'on',
      garden: 'on',
      terrace: 'on',
      newBuild: 'on',
    });
    // What the form sends from those values is an alert with the same criteria.
    const sent = validateForm(
      'demand-register',
      {
        ...prefill,
        frequency: 'daily',
        title: 'ms',
        firstName: 'An',
        lastName: 'Peeters',
        email: 'an@example.com',
      },
      { phone: isPhoneNumber },
    );
    expect(sent.ok).toBe(true);
    const criteria = alertCriteria(sent.ok ? sent.value : {})!;
    expect(criteria).toMatchObject({
      goal: 0,
      types: [2],
      cities: ['Gent|9000'],
      minPrice: 200000,
      maxPrice: 300000,
      minRooms: 2,
      minGarages: 1,
      minArea: 80,
      maxArea: 150,
      minPlot: 300,
      epc: 'C',
      newBuild: true,
      parking: true,
      garden: true,
      terrace: true,
    });
    // The alert's listing query is the list the visitor saw.
    const [query] = alertQueries(criteria, 'fr');
    const seen = parseListingSearch({ ...everything, goal: '0' });
    for (const key of Object.keys(seen) as (keyof typeof seen)[])
      expect(query![key as keyof ListQuery]).toEqual(seen[key]);
  });

  it('carries a region and an area, and a region is the zone of an alert', () => {
    const params = savedSearchParams({ region: 'west-flanders', type: 1, near: '51.05,3.72', radius: '10' }, 1);
    expect(params.get('region')).toBe('west-flanders');
    expect(params.get('near')).toBe('51.05,3.72');
    const prefill = alertPrefill(params.toString());
    expect(prefill).toMatchObject({
      goal: '1',
      types: ['1'],
      region: 'west-flanders',
      area: 'near=51.05,3.72&radius=10',
    });
    const sent = validateForm(
      'demand-register',
      {
        goal: '1',
        types: ['1'],
        region: 'west-flanders',
        frequency: 'weekly',
        title: 'mr',
        firstName: 'Jan',
        lastName: 'Claes',
        email: 'jan@example.com',
      },
      { phone: isPhoneNumber },
    );
    expect(sent.ok).toBe(true);
    expect(alertCriteria(sent.ok ? sent.value : {})).toMatchObject({ region: 'west-flanders', cities: [] });
    // A region that is no region is refused, as any choice that is not offered.
    expect(
      validateForm('demand-register', { goal: '1', types: ['1'], region: 'mars' }, { phone: isPhoneNumber }).ok,
    ).toBe(false);
  });

  it('leaves out of the form what the listing could not use', () => {
    expect(alertPrefill('goal=7&types=abc&cities=nocity&minPrice=lots&epc=Z&region=mars&garden=maybe')).toEqual({});
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => {
        const out = alertPrefill(query);
        for (const v of Object.values(out)) expect(typeof v === 'string' || Array.isArray(v)).toBe(true);
      }),
    );
  });
});

describe('active filters', () => {
  const types = [{ ID: 2, Name: 'Apartment' } as PropertyType];
  it('makes one chip per criterion, with what its removal drops, and counts an area too', () => {
    const LL = textsFor('en');
    const chips = activeFilters(
      { ...everything, onRequest: true, closed: true, goal: 1 },
      {
        LL,
        lang: 'en',
        types,
        goalChoice: true,
      },
    );
    expect(chips.map((c) => c.label)).toEqual([
      'For rent',
      'Gent (9000)',
      'Apartment',
      '€\u00a0200.000 to €\u00a0300.000, price on request included',
      '2+ bedrooms',
      '1+ garage',
      'Living area 80 to 150 m²',
      'Plot from 300 m²',
      'EPC C or better',
      'New build',
      'Parking or garage',
      'Garden',
      'Terrace',
      'Sold and rented shown',
    ]);
    const price = chips.find((c) => c.key === 'minPrice')!;
    expect(withoutFilter({ ...everything, onRequest: true, page: 3 }, price)).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      onRequest: undefined,
      page: undefined,
      city: 'Gent|9000',
    });
    expect(activeFilterCount(chips, { near: '51,4', radius: '10' })).toBe(chips.length + 1);
    // A fixed goal (the for-sale list) is no chip.
    expect(activeFilters({ goal: 0 }, { LL, lang: 'en', types, goalChoice: false })).toEqual([]);
  });

  it('speaks the visitor’s language', () => {
    const chips = activeFilters(
      { region: 'hainaut', epc: 'B', minRooms: 3 },
      {
        LL: textsFor('nl'),
        lang: 'nl',
        types: [],
        goalChoice: false,
      },
    );
    expect(chips.map((c) => c.label)).toEqual(['Henegouwen', '3+ slaapkamers', 'EPC B of beter']);
  });
});

describe('widening a search that found nothing', () => {
  const city = (Name: string, Zip: string, lat: number, lng: number): City => ({
    Name,
    Zip,
    CountryID: 10,
    CountryName: 'Belgium',
    PropertyCount: 1,
    Language: 'en',
    SaleCount: 1,
    RentCount: 0,
    Center: { lat, lng },
  });
  const cities = [
    city('Ghent', '9000', 51.0543, 3.7174),
    city('Merelbeke', '9820', 50.9946, 3.7456),
    city('Lochristi', '9080', 51.0964, 3.8317),
    city('Bruges', '8000', 51.2093, 3.2247),
  ];
  it('offers around the city, the nearest cities with results, and each filter left out, with their counts', async () => {
    const asked: ListQuery[] = [];
    const count = async (q: ListQuery) => {
      asked.push(q);
      if (q.area) return 7;
      if (q.city === 'Merelbeke|9820') return 2;
      if (q.city === 'Lochristi|9080') return 0;
      if (q.minRooms === undefined && q.city === 'Gent|9000') return 4;
      return 0;
    };
    const search: ListingSearch = { city: 'Gent|9000', type: 2, minRooms: 4 };
    const chips = activeFilters(search, { LL: textsFor('en'), lang: 'en', types: [], goalChoice: false });
    const ways = await widenings(search, chips, { goal: 0 }, 'en', { count, cities });
    expect(ways.map((w) => [w.kind, w.kind === 'drop' ? w.filter : w.city, w.count])).toEqual([
      ['near', 'Ghent', 7],
      ['city', 'Merelbeke', 2],
      ['drop', '4+ bedrooms', 4],
    ]);
    expect(ways[0]!.search).toMatchObject({ near: '51.0543,3.7174', radius: '10', city: undefined, type: 2 });
    // Bruges is too far to be offered; every count is one list of one property.
    expect(asked.some((q) => q.city === 'Bruges|8000')).toBe(false);
    expect(asked.every((q) => q.pageSize === 1 && q.goal === 0)).toBe(true);
    expect(asked.length).toBeLessThanOrEqual(12);
  });
});
