import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiParams, listingQuery, listingSearchString, parseListingSearch } from '../../shared/listing/search-params';

describe('listing query parameters (seed §2, PRODUCT.md §5)', () => {
  it('reads city as name|postcode and type as an id', () => {
    expect(parseListingSearch({ city: 'Liège|4000', type: '2' })).toEqual({ city: 'Liège|4000', type: 2 });
    expect(parseListingSearch({ city: 4000 })).toEqual({ city: '4000' });
  });
  it('reads criteria, sort, page and view', () => {
    expect(parseListingSearch({ minPrice: '200000', maxPrice: '400000', minRooms: '3', garden: '1', terrace: 'on', sort: 'price-asc', page: '3', view: 'map' }))
      .toEqual({ minPrice: 200000, maxPrice: 400000, minRooms: 3, garden: true, terrace: true, sort: 'price-asc', page: 3, view: 'map' });
  });
  it('drops what a listing cannot use instead of failing', () => {
    expect(parseListingSearch({ type: 'x', page: '0', sort: 'random', minRooms: '-2', maxPrice: '1e9', view: 'grid', garden: 'no', city: '   ' })).toEqual({});
    expect(parseListingSearch({ minPrice: '500000', maxPrice: '100000' })).toEqual({ minPrice: 500000 });
    expect(parseListingSearch({ page: '1', sort: 'date-desc' })).toEqual({});
  });
  it('never throws and always yields integers in range', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('city', 'type', 'minPrice', 'maxPrice', 'minRooms', 'page', 'sort', 'view', 'garden'), fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean())), (raw) => {
        const s = parseListingSearch(raw);
        for (const key of ['type', 'minPrice', 'maxPrice', 'minRooms', 'page'] as const) {
          if (s[key] !== undefined) expect(Number.isInteger(s[key])).toBe(true);
        }
      }),
    );
  });
  it('builds the provider query with the page\'s fixed part and defaults', () => {
    expect(listingQuery({ city: 'Gent', page: 2, view: 'map' }, { goal: 0 }, 'nl')).toEqual({ city: 'Gent', goal: 0, lang: 'nl', sort: 'date-desc', page: 2, pageSize: 12 });
    expect(listingQuery({ goal: 1 }, { isNew: true }, 'fr')).toMatchObject({ goal: 1, isNew: true });
  });
  it('writes API parameters and listing URLs without defaults', () => {
    expect(apiParams(listingQuery({ city: 'Liège|4000', garden: true, sort: 'price-desc' }, { goal: 1 }, 'fr')).toString())
      .toBe('lang=fr&goal=1&city=Li%C3%A8ge%7C4000&garden=1&sort=price-desc');
    expect(listingSearchString({ city: 'Gent', page: 2 })).toBe('?city=Gent&page=2');
    expect(listingSearchString({})).toBe('');
  });
});
