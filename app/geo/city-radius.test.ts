/** Around a city (app/geo/centre.ts, app/listing/city-radius.ts): a city's centre from its properties' positions, and `city` + `radius` → `near`. */
import { describe, expect, it } from 'vitest';
import { meanPosition } from './centre';
import { cityAt, findCity, nearOfCity } from '../listing/city-radius';
import type { City } from '../../shared/model/taxonomy';

const city = (Name: string, Zip: string, Center?: { lat: number; lng: number }): City => ({
  Name,
  Zip,
  CountryID: 1,
  CountryName: 'Belgium',
  PropertyCount: 1,
  Language: 'en',
  SaleCount: 1,
  RentCount: 0,
  ...(Center ? { Center } : {}),
});

const ghent = city('Ghent', '9000', { lat: 51.05, lng: 3.72 });
const bruges = city('Bruges', '8000', { lat: 51.2, lng: 3.22 });
const nowhere = city('Nowhere', '1234');
const cities = [ghent, bruges, nowhere];

describe('meanPosition', () => {
  it('is the mean of the known positions, to 5 decimals', () => {
    expect(
      meanPosition([{ lat: 51, lng: 3.7 }, { lat: 51.1, lng: 3.8 }, null, { lat: 51.2, lng: 3.61111111 }]),
    ).toEqual({ lat: 51.1, lng: 3.7037 });
  });
  it('leaves out unknown and impossible positions; none known is no centre', () => {
    expect(meanPosition([undefined, { lat: Number.NaN, lng: 3 }, { lat: 50.5, lng: 4.25 }])).toEqual({
      lat: 50.5,
      lng: 4.25,
    });
    expect(meanPosition([])).toBeUndefined();
    expect(meanPosition([null, undefined])).toBeUndefined();
  });
});

describe('nearOfCity', () => {
  it('turns city + radius into the centre and radius, dropping the city and keeping the rest', () => {
    expect(nearOfCity({ city: 'Ghent|9000', radius: '10', type: '1', sort: 'price-asc' }, cities)).toEqual({
      near: '51.05,3.72',
      radius: '10',
      type: '1',
      sort: 'price-asc',
    });
  });
  it('replaces an area or near given beside them', () => {
    expect(nearOfCity({ city: 'Bruges|8000', radius: '5', area: '1,1;1,2;2,2', near: '1,1' }, cities)).toEqual({
      near: '51.2,3.22',
      radius: '5',
    });
  });
  it('turns nothing without a city, without a radius, or for a city without a centre or unknown', () => {
    expect(nearOfCity({ city: 'Ghent|9000', radius: '' }, cities)).toBeNull();
    expect(nearOfCity({ city: 'Ghent|9000' }, cities)).toBeNull();
    expect(nearOfCity({ city: ' ', radius: '10' }, cities)).toBeNull();
    expect(nearOfCity({ city: 'Nowhere|1234', radius: '10' }, cities)).toBeNull();
    expect(nearOfCity({ city: 'Atlantis|0000', radius: '10' }, cities)).toBeNull();
  });
  it('finds the city by another language name through its postcode', () => {
    expect(findCity(cities, 'Gent|9000')).toBe(ghent);
    expect(findCity([...cities, city('Gentbrugge', '9000')], 'Gent|9000')).toBeUndefined();
  });
});

describe('cityAt', () => {
  it('names the city whose centre a near is, and no other', () => {
    expect(cityAt(cities, '51.05,3.72')).toBe(ghent);
    expect(cityAt(cities, '51.050,3.7200')).toBe(ghent);
    expect(cityAt(cities, '51.05,3.73')).toBeUndefined();
    expect(cityAt(cities, 'nonsense')).toBeUndefined();
    expect(cityAt(cities, undefined)).toBeUndefined();
  });
});
