/**
 * The energy scales of the three regions at every boundary (docs/energy-labels.md, Brussels f_sub from 323 per
 * docs/energy-labels.md), negative values and 0, and the rating's fallbacks: label text without a number,
 * Luxembourg's own A–I classes, other countries, nothing known.
 */
import { describe, expect, it } from 'vitest';
import { epcLabel, epcLabelText, regionOfZip } from '../../shared/model/energy';
import { energyRating, epcLabels } from './energy-rating';

const at = (region: 'flanders' | 'brussels' | 'wallonia', values: number[]) => values.map((v) => epcLabel(region, v));
/** A list of codes written as one line, separated by spaces. */
const labels = (codes: string): string[] => codes.split(' ');

describe('Flanders scale (A+ … F)', () => {
  it('puts each boundary in the upper class', () => {
    expect(at('flanders', [-50, -0.1, 0, 99.9, 100, 199, 200, 299, 300, 399, 400, 499, 500, 5000])).toEqual(
      labels('a_plus a_plus a a b b c c d d e e f f'),
    );
  });
  it('has seven classes, best first', () => {
    expect(epcLabels('flanders').map(epcLabelText)).toEqual(['A+', 'A', 'B', 'C', 'D', 'E', 'F']);
  });
});

describe('Brussels scale (A+ … G with sub-classes)', () => {
  it('follows the whole-number ranges of docs/energy-labels.md, f_sub from 323 (not 223)', () => {
    const cases: [number, string][] = [
      [-1, 'a_plus'],
      [0, 'a'],
      [1, 'a'],
      [23, 'a'],
      [24, 'a_sub'],
      [45, 'a_sub'],
      [46, 'b_plus'],
      [62, 'b_plus'],
      [63, 'b'],
      [79, 'b'],
      [80, 'b_sub'],
      [95, 'b_sub'],
      [96, 'c_plus'],
      [113, 'c_plus'],
      [114, 'c'],
      [132, 'c'],
      [133, 'c_sub'],
      [150, 'c_sub'],
      [151, 'd_plus'],
      [170, 'd_plus'],
      [171, 'd'],
      [190, 'd'],
      [191, 'd_sub'],
      [210, 'd_sub'],
      [211, 'e_plus'],
      [223, 'e_plus'],
      [232, 'e_plus'],
      [233, 'e'],
      [253, 'e'],
      [254, 'e_sub'],
      [275, 'e_sub'],
      [276, 'f_plus'],
      [298, 'f_plus'],
      [299, 'f'],
      [322, 'f'],
      [323, 'f_sub'],
      [345, 'f_sub'],
      [346, 'g'],
      [1000, 'g'],
    ];
    expect(cases.map(([v]) => epcLabel('brussels', v))).toEqual(cases.map(([, l]) => l));
  });
  it('keeps a decimal value with the class below the next lower bound', () => {
    expect(at('brussels', [23.5, 322.9, 345.5])).toEqual(['a', 'f', 'f_sub']);
  });
  it('prints the sub-classes with + and -', () => {
    expect(epcLabels('brussels').map(epcLabelText).join(' ')).toBe('A+ A A- B+ B B- C+ C C- D+ D D- E+ E E- F+ F F- G');
  });
});

describe('Wallonia scale (A++ … G)', () => {
  it('puts each boundary in the upper class', () => {
    expect(at('wallonia', [-10, 0, 44, 45, 84, 85, 169, 170, 254, 255, 339, 340, 424, 425, 509, 510, 900])).toEqual(
      labels('a_plusplus a_plus a_plus a a b b c c d d e e f f g g'),
    );
  });
  it('has nine classes, best first', () => {
    expect(epcLabels('wallonia').map(epcLabelText)).toEqual(['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
});

describe('regions by postcode (docs/energy-labels.md)', () => {
  it('maps the postcode ranges and refuses what is not a Belgian postcode', () => {
    expect(
      ['1000', '1299', '1300', '1499', '1500', '3999', '4000', '7999', '8000', '9999'].map((z) => regionOfZip(z)),
    ).toEqual(labels('brussels brussels wallonia wallonia flanders flanders wallonia wallonia flanders flanders'));
    expect([regionOfZip('0999'), regionOfZip('abcd'), regionOfZip('1000', 50)]).toEqual([null, null, null]);
    expect(regionOfZip('1450', 50)).toBeNull();
  });
});

describe('energy rating of a property', () => {
  const p = (EnergyPerformance: number | null, EPCLabelText: string, Zip: string, CountryID = 10) => ({
    EnergyPerformance,
    EPCLabelText,
    Zip,
    CountryID,
  });
  it('computes the class from the number against the region, whatever the label text says', () => {
    expect(energyRating(p(150, 'A', '9000'))).toEqual({
      kind: 'scale',
      scale: 'flanders',
      labels: epcLabels('flanders'),
      code: 'b',
      text: 'B',
      value: 150,
    });
    expect(energyRating(p(330, '', '1050'))).toMatchObject({
      scale: 'brussels',
      code: 'f_sub',
      text: 'F-',
      value: 330,
    });
    expect(energyRating(p(-5, '', '4000'))).toMatchObject({ scale: 'wallonia', code: 'a_plusplus', text: 'A++' });
    expect(energyRating(p(0, '', '2000'))).toMatchObject({ scale: 'flanders', code: 'a', value: 0 });
  });
  it('falls back to the label text when there is no number (or a number that is not finite)', () => {
    expect(energyRating(p(null, 'c+', '1000'))).toMatchObject({
      kind: 'scale',
      scale: 'brussels',
      code: 'c_plus',
      text: 'C+',
      value: null,
    });
    expect(energyRating(p(Number.NaN, 'D', '8000'))).toMatchObject({
      kind: 'scale',
      scale: 'flanders',
      code: 'd',
      value: null,
    });
    // 'G' is no Flemish class: the text alone, without a scale.
    expect(energyRating(p(null, 'G', '8000'))).toEqual({ kind: 'text', text: 'G' });
  });
  it('draws Luxembourg on its own A–I scale from the label text, never from a Belgian range', () => {
    expect(energyRating(p(120, 'h', '1450', 50))).toMatchObject({
      kind: 'scale',
      scale: 'luxembourg',
      code: 'h',
      text: 'H',
      value: null,
    });
    expect(energyRating(p(120, 'i', '1450', 50))?.kind).toBe('scale');
    expect(energyRating(p(120, '', '1450', 50))).toBeNull();
    expect(energyRating(p(null, 'A+', '1450', 50))).toEqual({ kind: 'text', text: 'A+' });
  });
  it('shows only the label text in another country, and nothing when nothing is known', () => {
    expect(energyRating(p(100, 'B', '75001', 33))).toEqual({ kind: 'text', text: 'B' });
    expect(energyRating(p(null, '  ', '9000'))).toBeNull();
  });
});
