import { describe, expect, it } from 'vitest';
import { listingOriginHref, readListingOrigin, searchForPage } from './listing-origin';
import { findNeighbours } from './neighbours';
import { pathTable } from '../../shared/content/path-table-instance';
import type { Paged } from '../../shared/model/common';

const ORIGIN = 'https://www.example.be';

describe('the listing a detail page was opened from (decision record 010)', () => {
  it('reads a localized listing path with its criteria, sort, page and view', () => {
    expect(
      readListingOrigin('/fr/a-vendre/?city=Li%C3%A8ge%7C4000&sort=price-asc&page=2&view=map', 'fr', pathTable),
    ).toEqual({
      original: '/for-sale/',
      search: { city: 'Liège|4000', sort: 'price-asc', page: 2, view: 'map' },
    });
    expect(readListingOrigin('/nl/te-huur/', 'nl', pathTable)).toEqual({ original: '/for-rent/', search: {} });
  });

  it('reads the router’s internal English path too (an in-app navigation)', () => {
    expect(readListingOrigin('/de/for-sale/?minPrice=250000', 'de', pathTable)).toEqual({
      original: '/for-sale/',
      search: { minPrice: 250000 },
    });
    expect(readListingOrigin('/en/new-properties/', 'en', pathTable)?.original).toBe('/new-properties/');
  });

  it('drops criteria the listing itself would ignore', () => {
    expect(readListingOrigin('/en/for-sale/?page=abc&sort=cheapest&minRooms=-1&x=1', 'en', pathTable)?.search).toEqual(
      {},
    );
  });

  it('accepts an absolute URL only from the site’s own origin (a Referer)', () => {
    expect(readListingOrigin(`${ORIGIN}/en/for-rent/?page=3`, 'en', pathTable, ORIGIN)).toEqual({
      original: '/for-rent/',
      search: { page: 3 },
    });
    expect(readListingOrigin('https://evil.example/en/for-rent/', 'en', pathTable, ORIGIN)).toBeNull();
    expect(readListingOrigin(`${ORIGIN}/en/for-rent/`, 'en', pathTable)).toBeNull();
  });

  it('refuses what is not one of this language’s listings', () => {
    for (const url of [
      '//evil.example/en/for-sale/',
      '/\\evil.example/en/for-sale/',
      '/fr/a-vendre/',
      '/en/about/',
      '/en/for-sale/brussels/house/12/',
      'javascript:alert(1)',
      '',
      '/en/%E0%A4%A/',
      12,
      null,
      undefined,
    ]) {
      expect(readListingOrigin(url, 'en', pathTable, ORIGIN)).toBeNull();
    }
    expect(readListingOrigin(`/en/for-sale/?q=${'x'.repeat(2100)}`, 'en', pathTable)).toBeNull();
  });

  it('writes the listing’s URL for one of its pages, page 1 left out', () => {
    const o = { original: '/for-sale/', search: { city: 'Gent|9000', sort: 'price-asc' as const, page: 2 } };
    expect(listingOriginHref(o, 'nl', pathTable)).toBe('/nl/te-koop/?city=Gent%7C9000&sort=price-asc&page=2');
    expect(listingOriginHref(o, 'nl', pathTable, 1)).toBe('/nl/te-koop/?city=Gent%7C9000&sort=price-asc');
    expect(listingOriginHref({ original: '/for-rent/', search: { garden: true } }, 'en', pathTable, 3)).toBe(
      '/en/for-rent/?garden=1&page=3',
    );
    expect(searchForPage({ page: 4, garden: true }, 1)).toEqual({ garden: true });
  });

  it('reads back what it writes', () => {
    const o = {
      original: '/for-sale/',
      search: { city: 'Liège|4000', minPrice: 200000, parking: true, sort: 'city' as const, page: 5 },
    };
    expect(readListingOrigin(listingOriginHref(o, 'fr', pathTable), 'fr', pathTable)).toEqual(o);
  });
});

describe('previous and next within a listing', () => {
  const ALL = Array.from({ length: 7 }, (_, i) => ({ ID: 100 + i }));
  const SIZE = 3;
  const pageOf = (page: number): Paged<{ ID: number }> => ({
    items: ALL.slice((page - 1) * SIZE, page * SIZE),
    page,
    pages: 3,
    total: ALL.length,
  });
  const run = async (id: number, page: number) => {
    const asked: number[] = [];
    const result = await findNeighbours(id, pageOf(page), SIZE, async (p) => {
      asked.push(p);
      return pageOf(p);
    });
    return { result, asked };
  };

  it('takes the items beside it on the same page without reading another page', async () => {
    const { result, asked } = await run(104, 2);
    expect(result).toEqual({
      prev: { item: { ID: 103 }, page: 2 },
      next: { item: { ID: 105 }, page: 2 },
      position: 5,
      total: 7,
    });
    expect(asked).toEqual([]);
  });

  it('reaches into the page before and after at the page’s edges', async () => {
    expect((await run(103, 2)).result?.prev).toEqual({ item: { ID: 102 }, page: 1 });
    expect((await run(105, 2)).result?.next).toEqual({ item: { ID: 106 }, page: 3 });
    expect((await run(103, 2)).asked).toEqual([1]);
  });

  it('has no previous at the first item and no next at the last', async () => {
    const first = await run(100, 1);
    expect(first.result?.prev).toBeNull();
    expect(first.result?.position).toBe(1);
    const last = await run(106, 3);
    expect(last.result?.next).toBeNull();
    expect(last.result?.position).toBe(7);
    expect(last.asked).toEqual([2]);
  });

  it('answers null when the property is no longer on that page', async () => {
    expect((await run(100, 2)).result).toBeNull();
  });

  it('has no neighbour when the next page came back empty (the listing shrank meanwhile)', async () => {
    const result = await findNeighbours(102, pageOf(1), SIZE, async (p) => ({
      items: [],
      page: p,
      pages: 3,
      total: 3,
    }));
    expect(result?.next).toBeNull();
    expect(result?.prev).toEqual({ item: { ID: 101 }, page: 1 });
  });
});
