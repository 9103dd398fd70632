import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';
import { formatNumber } from '../format/number';

describe('amounts as visitors type them (price filters)', () => {
  it.each([
    ['325000', 325000],
    ['1275', 1275],
    ['1200', 1200],
    ['250.000', 250000],
    ['250 000', 250000],
    ['250\u00a0000', 250000],
    ['250\u202f000', 250000],
    ['€ 250.000', 250000],
    ['€250.000', 250000],
    ['250.000 €', 250000],
    ['EUR 250000', 250000],
    ['250.000,-', 250000],
    ['1,275', 1275],
    ['1.275', 1275],
    ['1.000.000', 1000000],
    ['1,000,000', 1000000],
    ["1'000'000", 1000000],
    ['1.275,50', 1276],
    ['1,275.49', 1275],
    ['1275,5', 1276],
    ['  450000  ', 450000],
    ['0', 0],
  ])('reads %j as %d', (text, euros) => {
    expect(parseAmount(text)).toBe(euros);
  });

  it.each([
    '',
    ' ',
    'abc',
    '-5',
    '12.34.567',
    '1.275.50',
    '1,000.000',
    '250k',
    '1e6',
    '12,3456',
    '€',
    '250.000.00',
    '1.2.3',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('takes whole numbers as they are and respects the upper bound', () => {
    expect(parseAmount(1275)).toBe(1275);
    expect(parseAmount(12.5)).toBeUndefined();
    expect(parseAmount(-1)).toBeUndefined();
    expect(parseAmount(true)).toBeUndefined();
    expect(parseAmount('1.000.000.001', 1_000_000_000)).toBeUndefined();
    expect(parseAmount('1.000.000.000', 1_000_000_000)).toBe(1_000_000_000);
  });

  it('reads any whole number back, however it is grouped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('', '€ ', 'EUR '), (n, prefix) => {
        expect(parseAmount(`${prefix}${n}`)).toBe(n);
        expect(parseAmount(`${prefix}${formatNumber(n)}`)).toBe(n);
        expect(parseAmount(n.toLocaleString('en-US'))).toBe(n);
        expect(parseAmount(n.toLocaleString('fr-BE'))).toBe(n);
      }),
    );
  });
});
