/** The calculator's amounts as visitors type them (shared/costs/typed-amount.ts): read, empty, or not an amount. */
import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './typed-amount';

describe('amounts typed in the purchase-cost calculator', () => {
  it('reads euros as Belgians write them', () => {
    const read = (t: string) => {
      const a = readTypedAmount(t);
      return a.kind === 'amount' ? a.value : a.kind;
    };
    expect(
      ['350000', '350 000', '350.000', '350.000 €', '€ 350.000,50', '350000.50', '350000,5', ' 1.250.000 '].map(read),
    ).toEqual([350000, 350000, 350000, 350000, 350000.5, 350000.5, 350000.5, 1250000]);
  });
  it('tells empty from not an amount', () => {
    for (const t of ['', '  ', '€']) expect(readTypedAmount(t), t).toEqual({ kind: 'empty' });
    for (const t of ['abc', '12abc', '-5', '1,2,3', '350.00.0', '1e6', '100000001', '35O000'])
      expect(readTypedAmount(t), t).toEqual({ kind: 'invalid' });
  });
});
