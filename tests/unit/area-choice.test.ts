/** The listing asked for by an area chosen on the map (client/listing/area-choice.ts). */
import { describe, expect, it } from 'vitest';
import { hrefWithArea, searchWithArea } from '../../client/listing/area-choice';

const square = [
  { lat: 50.8, lng: 4.3 },
  { lat: 50.9, lng: 4.3 },
  { lat: 50.9, lng: 4.45 },
  { lat: 50.8, lng: 4.45 },
];

describe('searchWithArea', () => {
  it('replaces a search around a place, keeps the criteria, order and view, and starts at page 1', () => {
    const next = searchWithArea(
      { near: '50.85,4.35', radius: '10', minRooms: '2', sort: 'price-asc', view: 'map', page: '3' },
      square,
    );
    expect(next).toEqual({
      minRooms: 2,
      sort: 'price-asc',
      view: 'map',
      area: '50.8,4.3;50.9,4.3;50.9,4.45;50.8,4.45',
    });
  });

  it('writes the points with 5 decimals and drops a repeated closing point', () => {
    const next = searchWithArea({}, [...square.map((p) => ({ lat: p.lat + 0.0000012, lng: p.lng })), square[0]!]);
    expect(next?.area).toBe('50.8,4.3;50.9,4.3;50.9,4.45;50.8,4.45');
  });

  it('refuses what makes no area: too few distinct points, a line', () => {
    expect(searchWithArea({}, square.slice(0, 2))).toBeNull();
    expect(
      searchWithArea({}, [
        { lat: 50, lng: 4 },
        { lat: 50.1, lng: 4.1 },
        { lat: 50.2, lng: 4.2 },
      ]),
    ).toBeNull();
  });
});

describe('hrefWithArea', () => {
  it("is the listing's path with the next search's query", () => {
    expect(hrefWithArea('/nl/te-koop/', '?city=Gent%7C9000&view=map&page=2', square)).toBe(
      '/nl/te-koop/?city=Gent%7C9000&view=map&area=50.8%2C4.3%3B50.9%2C4.3%3B50.9%2C4.45%3B50.8%2C4.45',
    );
    expect(hrefWithArea('/en/for-sale/', '', square.slice(0, 2))).toBeNull();
  });
});
