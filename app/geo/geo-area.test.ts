import { describe, expect, it } from 'vitest';
import {
  areaParams,
  boundingBox,
  distanceKm,
  inArea,
  MAX_POLYGON_POINTS,
  parseLatLng,
  parseNear,
  parsePolygon,
  pointInPolygon,
  readArea,
  type LatLng,
  type SearchArea,
} from '../../shared/geo/area';
import { AREA_ERRORS } from './area-errors';
import { areaOf, hasArea, readAreaSearch } from '../../shared/listing/area-search';
import { apiParams, listingQuery, parseListingSearch } from '../../shared/listing/search-params';
import { parsePropertiesQuery } from '../model/query';

const GHENT: LatLng = { lat: 51.05434, lng: 3.71742 };
const BRUSSELS: LatLng = { lat: 50.85045, lng: 4.34878 };
const ANTWERP: LatLng = { lat: 51.21989, lng: 4.40346 };
const polygon = (text: string): SearchArea => {
  const r = parsePolygon(text);
  if (!r.ok) throw new Error(r.error);
  return r.area;
};

describe('distances and circles', () => {
  it('measures great-circle distances between Belgian cities', () => {
    expect(distanceKm(GHENT, BRUSSELS)).toBeCloseTo(49.7, 1);
    expect(distanceKm(BRUSSELS, ANTWERP)).toBeCloseTo(41.3, 1);
    expect(distanceKm(GHENT, GHENT)).toBe(0);
  });
  it('keeps a point inside the radius and leaves one just outside', () => {
    const near: SearchArea = { kind: 'near', center: GHENT, radiusKm: 5 };
    // 0.04° of latitude ≈ 4.45 km, 0.05° ≈ 5.56 km.
    expect(inArea({ lat: GHENT.lat + 0.04, lng: GHENT.lng }, near)).toBe(true);
    expect(inArea({ lat: GHENT.lat + 0.05, lng: GHENT.lng }, near)).toBe(false);
    expect(inArea(BRUSSELS, { kind: 'near', center: GHENT, radiusKm: 49.5 })).toBe(false);
    expect(inArea(BRUSSELS, { kind: 'near', center: GHENT, radiusKm: 49.9 })).toBe(true);
  });
  it('bounds a circle by a box that holds every point of it', () => {
    const near: SearchArea = { kind: 'near', center: GHENT, radiusKm: 10 };
    const box = boundingBox(near);
    for (let deg = 0; deg < 360; deg += 15) {
      const bearing = (deg * Math.PI) / 180;
      // A point 9.99 km away in each direction (flat approximation, small enough here).
      const p = {
        lat: GHENT.lat + (9.99 / 111.195) * Math.cos(bearing),
        lng: GHENT.lng + (9.99 / (111.195 * Math.cos((GHENT.lat * Math.PI) / 180))) * Math.sin(bearing),
      };
      expect(inArea(p, near)).toBe(true);
      expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(true);
    }
    expect(box.maxLat - box.minLat).toBeCloseTo(20 / 111.195, 3);
  });
  it('spans every longitude for a circle around a pole', () => {
    expect(boundingBox({ kind: 'near', center: { lat: 89.99, lng: 10 }, radiusKm: 50 })).toMatchObject({
      minLng: -180,
      maxLng: 180,
      maxLat: 90,
    });
  });
});

describe('polygons', () => {
  // An L-shaped (concave) area over Ghent: its notch (north-east) is outside.
  const L = polygon('51.00,3.65;51.10,3.65;51.10,3.70;51.05,3.70;51.05,3.80;51.00,3.80');
  it('tests points of a concave polygon exactly, the notch left out', () => {
    expect(inArea({ lat: 51.02, lng: 3.75 }, L)).toBe(true); // the foot of the L
    expect(inArea({ lat: 51.08, lng: 3.67 }, L)).toBe(true); // its upright
    expect(inArea({ lat: 51.08, lng: 3.75 }, L)).toBe(false); // the notch: inside the bounding box
    expect(inArea({ lat: 50.99, lng: 3.7 }, L)).toBe(false);
    const box = boundingBox(L);
    expect(box).toEqual({ minLat: 51, maxLat: 51.1, minLng: 3.65, maxLng: 3.8 });
  });
  it('drops a closing point equal to the first and keeps 5 decimals', () => {
    const area = polygon('51.0000001,3.65;51.1,3.65;51.1,3.8;51.0,3.65');
    expect(area).toEqual({
      kind: 'polygon',
      points: [
        { lat: 51, lng: 3.65 },
        { lat: 51.1, lng: 3.65 },
        { lat: 51.1, lng: 3.8 },
      ],
    });
    expect(areaParams(area)).toEqual({ area: '51,3.65;51.1,3.65;51.1,3.8' });
  });
  it('refuses degenerate polygons: too few points, repeated points, no surface', () => {
    expect(parsePolygon('51,3;51.1,3.1')).toMatchObject({ ok: false, error: 'distinct' });
    expect(parsePolygon('51,3;51,3;51.1,3.1')).toMatchObject({ ok: false, error: 'distinct' });
    expect(parsePolygon('51,3;51.1,3.1;51.2,3.2')).toMatchObject({ ok: false, error: 'line' });
    expect(parsePolygon('51,3;51.1,3.1;51.2,3.2;51.3,3.3;51,3')).toMatchObject({ ok: false });
  });
  it('refuses points out of range or not numbers, and too many points', () => {
    for (const bad of [
      '91,3;51,3.1;51.2,3',
      '51,181;51,3.1;51.2,3',
      'a,b;51,3.1;51.2,3',
      '51;51,3.1;51.2,3',
      '51,3,4;51,3.1;51.2,3',
      '1e1,3;51,3.1;51.2,3',
    ]) {
      expect(parsePolygon(bad).ok).toBe(false);
    }
    const many = Array.from(
      { length: MAX_POLYGON_POINTS + 1 },
      (_, i) => `${50 + Math.cos(i) / 10},${4 + Math.sin(i) / 10}`,
    ).join(';');
    expect(parsePolygon(many)).toMatchObject({ ok: false, error: 'too-many' });
  });
  it('ignores the antimeridian: a polygon from 170° to -170° covers the 340° between, through 0°', () => {
    const wide = polygon('-10,170;10,170;10,-170;-10,-170');
    expect(inArea({ lat: 0, lng: 0 }, wide)).toBe(true);
    expect(inArea({ lat: 0, lng: 179.5 }, wide)).toBe(false);
    expect(boundingBox(wide)).toMatchObject({ minLng: -170, maxLng: 170 });
  });
  it('follows the even-odd rule on a self-crossing (bow-tie) shape', () => {
    const bowTie = polygon('0,0;1,1;1,0;0,1');
    // Its lobes touch the edges at latitude 0 and 1; the sides (longitude near 0 or 1, mid latitude) are outside.
    const points = bowTie.kind === 'polygon' ? bowTie.points : [];
    expect(pointInPolygon({ lat: 0.2, lng: 0.5 }, points)).toBe(true);
    expect(pointInPolygon({ lat: 0.8, lng: 0.5 }, points)).toBe(true);
    expect(pointInPolygon({ lat: 0.5, lng: 0.2 }, points)).toBe(false);
  });
});

describe('reading near, radius and area', () => {
  it('reads a centre and radius', () => {
    expect(parseNear('51.05434, 3.71742', '5')).toEqual({
      ok: true,
      area: { kind: 'near', center: GHENT, radiusKm: 5 },
    });
    expect(parseNear('51.05,3.71', '0.5')).toMatchObject({ ok: true, area: { radiusKm: 0.5 } });
  });
  it('refuses a bad centre or radius with a message naming the parameter', () => {
    expect(parseNear('51.05', '5')).toMatchObject({ ok: false, error: 'near' });
    expect(parseNear('51.05,3.71', undefined)).toMatchObject({ ok: false, error: 'radius-missing' });
    for (const r of ['0', '-1', '101', 'far', '1e2'])
      expect(parseNear('51.05,3.71', r)).toMatchObject({ ok: false, error: 'radius' });
    for (const message of Object.values(AREA_ERRORS)) expect(message).toMatch(/^(near|radius|area|use either)/);
  });
  it('refuses both kinds at once and a radius alone; nothing given is no area', () => {
    expect(readArea({ near: '51,3', radius: '5', area: '51,3;51.1,3;51,3.1' })).toMatchObject({
      ok: false,
      error: 'both',
    });
    expect(readArea({ radius: '5' })).toMatchObject({ ok: false, error: 'radius-alone' });
    expect(readArea({})).toBeNull();
    expect(readArea({ near: ' ', area: '' })).toBeNull();
  });
  it('listing pages keep a valid area in its canonical form and ignore a bad one', () => {
    expect(readAreaSearch({ near: '51.054341,3.717424', radius: '5.0' })).toEqual({
      near: '51.05434,3.71742',
      radius: '5',
    });
    expect(readAreaSearch({ area: '51,3.65;51.1,3.65;51.1,3.8;51,3.65' })).toEqual({
      area: '51,3.65;51.1,3.65;51.1,3.8',
    });
    expect(readAreaSearch({ near: '51,3' })).toEqual({});
    expect(readAreaSearch({ area: '51,3;51.1,3.1;51.2,3.2' })).toEqual({});
    expect(readAreaSearch({ near: 'x', radius: 5 })).toEqual({});
    expect(parseListingSearch({ city: 'Gent', area: '51,3;51.1,3.1' })).toEqual({ city: 'Gent' });
    expect(hasArea({ near: '51,3', radius: '5' })).toBe(true);
    expect(hasArea({})).toBe(false);
  });
  it('passes the area from the listing URL to the provider query and the API parameters', () => {
    const search = parseListingSearch({ goal: '0', near: '51.05434,3.71742', radius: '5' });
    const query = listingQuery(search, { goal: 0 }, 'en');
    expect(query.area).toEqual({ kind: 'near', center: GHENT, radiusKm: 5 });
    expect(apiParams(query).toString()).toBe('lang=en&goal=0&near=51.05434%2C3.71742&radius=5');
    const drawn = listingQuery(parseListingSearch({ area: '51,3.65;51.1,3.65;51.1,3.8' }), {}, 'en');
    expect(areaOf({ area: apiParams(drawn).get('area')! })).toEqual(drawn.area);
  });
  it('the API answers a bad area with its message and reads a good one', () => {
    expect(parsePropertiesQuery({ near: '51,3' }, 'en')).toEqual({
      ok: false,
      error: 'radius (in km) is required with near',
    });
    expect(parsePropertiesQuery({ area: '51,3;51,3;51,3' }, 'en')).toMatchObject({
      ok: false,
      error: expect.stringContaining('3 different points'),
    });
    expect(parsePropertiesQuery({ area: 'x'.repeat(4001) }, 'en')).toMatchObject({
      ok: false,
      error: expect.stringContaining('area'),
    });
    expect(parsePropertiesQuery({ near: '51,3', radius: '2', area: '' }, 'en')).toMatchObject({
      ok: true,
      value: { area: { kind: 'near', radiusKm: 2 } },
    });
  });
  it('reads coordinates only as plain decimals', () => {
    expect(parseLatLng('-33.5,151.2')).toEqual({ lat: -33.5, lng: 151.2 });
    expect(parseLatLng('0x10,3')).toBeNull();
    expect(parseLatLng('')).toBeNull();
  });
});
