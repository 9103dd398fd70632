/** The monthly payment of a mortgage (shared/costs/mortgage.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLoan, monthlyRate, mortgageEstimate, readRate, readYears } from './mortgage';

describe('monthly payment', () => {
  it('charges the equivalent monthly rate of the yearly rate, as Belgian lenders do', () => {
    expect(monthlyRate(3.3)).toBeCloseTo(0.0027093, 6);
    // Twelve months at the monthly rate make the yearly rate, not 12 × (yearly / 12).
    expect((1 + monthlyRate(4)) ** 12 - 1).toBeCloseTo(0.04, 10);
    expect(monthlyRate(4)).toBeLessThan(0.04 / 12);
  });

  it('gives the annuity of a loan, what is repaid and the interest', () => {
    const e = mortgageEstimate({ loan: 284_000, ratePct: 3.3, years: 25 })!;
    expect(e.monthly).toBe(1384.15);
    expect(e.totalPaid).toBeCloseTo(1384.15 * 300, -1);
    expect(e.totalInterest).toBeCloseTo(e.totalPaid - 284_000, 2);
    expect(mortgageEstimate({ loan: 120_000, ratePct: 0, years: 10 })).toMatchObject({
      monthly: 1000,
      totalInterest: 0,
    });
  });

  it('repays the loan exactly: the balance after the last payment is nil, for any loan, rate and duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (loan, ratePct, years) => {
          const e = mortgageEstimate({ loan, ratePct, years })!;
          const r = monthlyRate(ratePct);
          let balance = loan;
          for (let i = 0; i < years * 12; i++) balance = balance * (1 + r) - e.monthly;
          // cents of rounding on each payment, over the whole duration
          expect(Math.abs(balance)).toBeLessThan(0.01 * years * 12 * (1 + r) ** (years * 12));
          expect(e.totalInterest).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('refuses what it cannot compute', () => {
    expect(mortgageEstimate({ loan: 0, ratePct: 3, years: 20 })).toBeNull();
    expect(mortgageEstimate({ loan: 100_000, ratePct: 25, years: 20 })).toBeNull();
    expect(mortgageEstimate({ loan: 100_000, ratePct: 3, years: 0 })).toBeNull();
    expect(mortgageEstimate({ loan: Number.NaN, ratePct: 3, years: 20 })).toBeNull();
  });

  it('reads rates and durations as typed, and starts from 80 % of the price', () => {
    expect(['3,3', '3.3', ' 3.25 % ', '0', '12'].map(readRate)).toEqual([3.3, 3.3, 3.25, 0, 12]);
    expect(['', 'abc', '-1', '21', '3.3.3'].map(readRate)).toEqual([null, null, null, null, null]);
    expect(['25', ' 30 ', '0', '41', 'x'].map(readYears)).toEqual([25, 30, null, null, null]);
    expect(defaultLoan(355_000)).toBe(284_000);
    expect(defaultLoan(500)).toBe(1_000);
  });
});
