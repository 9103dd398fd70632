/**
 * bpost's postcodes (scripts/demo/bpost/be-postcodes.ts) and the compact list the forms check against
 * (shared/geo/be-postcode-set.ts): the two hold the same place postcodes, lookups give bpost's
 * localities, organisations' codes are no places, and names compare as people write them.
 */
import { describe, expect, it } from 'vitest';
import { isPlacePostcode, placePostcodes } from '../../../shared/geo/be-postcode-set';
import {
  BPOST_LIST,
  bpostPostcode,
  foldPlaceName,
  isBelgianPostcode,
  placePostcodeList,
  postcodeHasPlace,
  readBelgianPostcode,
} from './be-postcodes';
import { BPOST_ROWS } from './be-postcodes-data';

describe('bpost postcode list', () => {
  it('is the 2025 edition, with its 1,146 place postcodes and its organisations', () => {
    expect(BPOST_LIST.edition).toBe('2025');
    const rows = BPOST_ROWS.split('\n');
    expect(rows.length).toBe(2764);
    // Every row has bpost's five columns and a four-digit postcode.
    for (const row of rows) {
      const cols = row.split(';');
      expect(cols.length, row).toBe(5);
      expect(cols[0], row).toMatch(/^\d{4}$/);
    }
    expect(placePostcodeList().length).toBe(1146);
    // No letter lost in a wrong character set is left.
    expect(BPOST_ROWS).not.toContain('\ufffd');
  });

  it('the compact list of the forms holds exactly the place postcodes of bpost’s list', () => {
    expect([...placePostcodes()].sort()).toEqual(placePostcodeList());
  });

  it('gives a postcode’s localities, municipality and province', () => {
    const liege = bpostPostcode('4000');
    expect(liege).toMatchObject({ kind: 'place', municipality: 'LIÈGE', province: 'LUIK' });
    expect(liege?.localities).toEqual([
      { name: 'Glain', main: false },
      { name: 'Liège', main: true },
      { name: 'Rocourt', main: false },
    ]);
    // Municipalities merged on 1 January 2025.
    expect(bpostPostcode('1540')?.municipality).toBe('PAJOTTEGEM');
    expect(bpostPostcode('2070')?.municipality).toBe('BEVEREN-KRUIBEKE-ZWIJNDRECHT');
    // Accents restored: Chênée, Büllingen, Petit-Rœulx-lez-Braine.
    expect(bpostPostcode('4032')?.localities.map((l) => l.name)).toEqual(['Chênée']);
    expect(bpostPostcode('4760')?.municipality).toBe('BÜLLINGEN');
    expect(bpostPostcode('7090')?.localities.map((l) => l.name)).toContain('Petit-Rœulx-lez-Braine');
    expect(bpostPostcode('1180')?.localities).toEqual([{ name: 'Ukkel', main: true }]);
  });

  it('an organisation’s postcode is in the list but is no place', () => {
    expect(bpostPostcode('1008')).toMatchObject({ kind: 'organisation', province: '' });
    expect(isBelgianPostcode('1008')).toBe(false);
    expect(isPlacePostcode('1008')).toBe(false);
    expect(isBelgianPostcode('1099')).toBe(false);
  });

  it('reads a postcode as Belgians write it, and nothing else', () => {
    for (const t of ['1000', ' 1000 ', 'B-1000', 'BE-1000', 'be 1000', 'B1000'])
      expect(readBelgianPostcode(t), t).toBe('1000');
    for (const t of ['99999', '100', '10000', 'abc', '1000 AB', 'L-1000', 'NL-1000', '', '１０００'])
      expect(readBelgianPostcode(t), t).toBeNull();
    expect(isBelgianPostcode('9000')).toBe(true);
    expect(isBelgianPostcode('B-9000')).toBe(true);
    // Four digits that bpost never gave out.
    for (const t of ['0000', '1001', '1999', '5999', '9999']) {
      expect(isBelgianPostcode(t), t).toBe(false);
      expect(isPlacePostcode(t), t).toBe(false);
    }
    expect(isBelgianPostcode('99999')).toBe(false);
  });

  it('tells whether a place belongs to a postcode, whatever the case, accents and hyphens', () => {
    expect(postcodeHasPlace('4000', 'Liège')).toBe(true);
    expect(postcodeHasPlace('4000', 'LIEGE')).toBe(true);
    expect(postcodeHasPlace('4000', 'Rocourt')).toBe(true);
    expect(postcodeHasPlace('1600', 'Sint Pieters Leeuw')).toBe(true);
    expect(postcodeHasPlace('2070', 'Beveren-Kruibeke-Zwijndrecht')).toBe(true);
    expect(postcodeHasPlace('4000', 'Namur')).toBe(false);
    expect(postcodeHasPlace('1008', 'Kamer van Volksvertegenwoordigers')).toBe(false);
    expect(postcodeHasPlace('99999', 'Liège')).toBe(false);
    expect(foldPlaceName('Petit-Rœulx-lez-Braine')).toBe('petitroeulxlezbraine');
  });
});
