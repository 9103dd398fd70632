import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiParams,
  listingQuery,
  listingSearchString,
  MAX_PAGE,
  parseListingSearch,
  type ListingSearch,
} from '../../shared/listing/search-params';
import { parseSearch, stringifySearch } from './search-codec';
import { parsePropertiesQuery } from '../model/query';
import { cityLabel, cityParam } from '../../shared/model/listing';

/** What the filter form sends without JavaScript when only some fields are filled. */
const NO_JS_FORM = '?city=&type=&minPrice=&maxPrice=&minRooms=&minGarages=&sort=';

describe('listing query parameters (docs/search.md)', () => {
  it('reads city as name|postcode and type as an id', () => {
    expect(parseListingSearch({ city: 'Liège|4000', type: '2' })).toEqual({ city: 'Liège|4000', type: 2 });
    expect(parseListingSearch({ city: 4000 })).toEqual({ city: '4000' });
  });
  it('reads criteria, sort, page and view', () => {
    expect(
      parseListingSearch({
        minPrice: '200000',
        maxPrice: '400000',
        minRooms: '3',
        garden: '1',
        terrace: 'on',
        sort: 'price-asc',
        page: '3',
        view: 'map',
      }),
    ).toEqual({
      minPrice: 200000,
      maxPrice: 400000,
      minRooms: 3,
      garden: true,
      terrace: true,
      sort: 'price-asc',
      page: 3,
      view: 'map',
    });
  });
  it('reads the criteria of living area, plot, EPC label, new build, region, sold and rented, and prices on request', () => {
    expect(
      parseListingSearch({
        minArea: '80',
        maxArea: '150',
        minPlot: '1.000',
        epc: 'C',
        newBuild: '1',
        region: 'west-flanders',
        closed: 'on',
        maxPrice: '300.000',
        onRequest: '1',
      }),
    ).toEqual({
      minArea: 80,
      maxArea: 150,
      minPlot: 1000,
      epc: 'C',
      newBuild: true,
      region: 'west-flanders',
      closed: true,
      maxPrice: 300000,
      onRequest: true,
    });
    // What cannot be used is no filter: an unknown region or label, a reversed range, prices on request without a bound.
    expect(
      parseListingSearch({ region: 'mars', epc: 'Z', minArea: '200', maxArea: '100', onRequest: '1', newBuild: 'x' }),
    ).toEqual({ minArea: 200 });
    const query = listingQuery(parseListingSearch({ epc: 'B', region: 'brussels', closed: '1' }), { goal: 0 }, 'en');
    expect(apiParams(query).toString()).toBe('lang=en&goal=0&region=brussels&epc=B&closed=1');
  });

  it('drops what a listing cannot use instead of failing', () => {
    expect(
      parseListingSearch({
        type: 'x',
        page: '0',
        sort: 'random',
        minRooms: '-2',
        maxPrice: '1e9',
        view: 'grid',
        garden: 'no',
        city: '   ',
      }),
    ).toEqual({});
    expect(parseListingSearch({ minPrice: '500000', maxPrice: '100000' })).toEqual({ minPrice: 500000 });
    expect(parseListingSearch({ page: '1', sort: 'date-desc' })).toEqual({});
  });
  it('never throws and always yields integers in range', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('city', 'type', 'minPrice', 'maxPrice', 'minRooms', 'page', 'sort', 'view', 'garden'),
          fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean()),
        ),
        (raw) => {
          const s = parseListingSearch(raw);
          for (const key of ['type', 'minPrice', 'maxPrice', 'minRooms', 'page'] as const) {
            if (s[key] !== undefined) expect(Number.isInteger(s[key])).toBe(true);
          }
        },
      ),
    );
  });
  it("builds the provider query with the page's fixed part and defaults", () => {
    expect(listingQuery({ city: 'Gent', page: 2, view: 'map' }, { goal: 0 }, 'nl')).toEqual({
      city: 'Gent',
      goal: 0,
      lang: 'nl',
      sort: 'date-desc',
      page: 2,
      pageSize: 12,
    });
    expect(listingQuery({ goal: 1 }, { isNew: true }, 'fr')).toMatchObject({ goal: 1, isNew: true });
  });
  it('writes API parameters and listing URLs without defaults', () => {
    expect(
      apiParams(listingQuery({ city: 'Liège|4000', garden: true, sort: 'price-desc' }, { goal: 1 }, 'fr')).toString(),
    ).toBe('lang=fr&goal=1&city=Li%C3%A8ge%7C4000&garden=1&sort=price-desc');
    expect(listingSearchString({ city: 'Gent', page: 2 })).toBe('?city=Gent&page=2');
    expect(listingSearchString({})).toBe('');
  });

  it('reads an empty parameter as no filter (the filter form without JavaScript sends them all)', () => {
    expect(parseListingSearch(parseSearch(NO_JS_FORM))).toEqual({});
    expect(
      parseListingSearch({
        goal: '',
        city: ' ',
        type: '',
        minPrice: '',
        maxPrice: '\t',
        minRooms: '',
        minGarages: '',
        parking: '',
        sort: '',
        page: '',
        view: '',
      }),
    ).toEqual({});
    expect(parseListingSearch(parseSearch(`${NO_JS_FORM.replace('minPrice=', 'minPrice=250.000')}&garden=1`))).toEqual({
      minPrice: 250000,
      garden: true,
    });
  });
  it('reads prices as visitors type them: any whole number, Belgian or English grouping', () => {
    expect(parseListingSearch({ minPrice: '325000', maxPrice: '1,275' })).toEqual({ minPrice: 325000 });
    expect(parseListingSearch({ minPrice: '1.200', maxPrice: '1,275' })).toEqual({ minPrice: 1200, maxPrice: 1275 });
    expect(parseListingSearch({ minPrice: '€ 250.000', maxPrice: '250 000' })).toEqual({
      minPrice: 250000,
      maxPrice: 250000,
    });
    expect(parseListingSearch({ minPrice: 'cheap', maxPrice: '-5' })).toEqual({});
  });
  it('ignores an unreadable page and counts a page too large to read as past every list', () => {
    expect(parseListingSearch({ page: 'abc' })).toEqual({});
    expect(parseListingSearch({ page: '2.5' })).toEqual({});
    expect(parseListingSearch({ page: '-3' })).toEqual({});
    expect(parseListingSearch({ page: '999' })).toEqual({ page: 999 });
    expect(parseListingSearch({ page: '99999999999999999999' })).toEqual({ page: MAX_PAGE });
  });
  it('builds the provider query from known criteria only, whatever else the router passes along', () => {
    const routerSearch = {
      ...parseSearch('?type=&minPrice=&utm_source=mail&page=2'),
      ...parseListingSearch(parseSearch('?type=&minPrice=&page=2')),
    } as unknown as ListingSearch;
    expect(listingQuery(routerSearch, { goal: 0 }, 'en')).toEqual({
      goal: 0,
      lang: 'en',
      sort: 'date-desc',
      page: 2,
      pageSize: 12,
    });
  });
  it('keeps URL values as text for the routes to read (the router does not JSON-parse them)', () => {
    expect({ ...parseSearch('?minPrice=250.000&maxPrice=1.275&city=4000&type=2&type=3') }).toEqual({
      minPrice: '250.000',
      maxPrice: '1.275',
      city: '4000',
      type: '2',
    });
    expect(parseListingSearch(parseSearch('?minPrice=1.200&maxPrice=1.275'))).toEqual({
      minPrice: 1200,
      maxPrice: 1275,
    });
    expect(Object.getPrototypeOf(parseSearch('?__proto__=x'))).toBeNull();
    expect(stringifySearch({ city: '4000', minPrice: 250000, page: undefined, type: '' })).toBe(
      '?city=4000&minPrice=250000',
    );
    expect(stringifySearch(parseSearch(NO_JS_FORM))).toBe('');
    expect(
      parseListingSearch(parseSearch(stringifySearch({ city: 'Gent|9000', minPrice: 250000, garden: true }))),
    ).toEqual({ city: 'Gent|9000', minPrice: 250000, garden: true });
  });
  it('shows a city parameter as a visitor reads it and keeps name|postcode in the URL', () => {
    expect(cityLabel('Ghent|9000')).toBe('Ghent (9000)');
    expect(cityLabel('9000')).toBe('9000');
    expect(cityLabel('Gent')).toBe('Gent');
    expect(cityParam({ Name: 'Ghent', Zip: '9000' })).toBe('Ghent|9000');
  });
  it('applies the same rules to the JSON API: empty is no filter, prices as typed, a clear message otherwise', () => {
    expect(parsePropertiesQuery({ goal: '', city: '', type: '', minPrice: '', maxPrice: ' ', page: '' }, 'en')).toEqual(
      { ok: true, value: { lang: 'en', sort: 'date-desc', page: 1, pageSize: 12 } },
    );
    expect(parsePropertiesQuery({ minPrice: '250.000', maxPrice: '1,275,000' }, 'en')).toMatchObject({
      ok: true,
      value: { minPrice: 250000, maxPrice: 1275000 },
    });
    expect(parsePropertiesQuery({ minPrice: 'cheap' }, 'en')).toEqual({
      ok: false,
      error: expect.stringContaining('minPrice must be a whole amount of euros'),
    });
  });
});
