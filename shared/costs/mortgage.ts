/**
 * The monthly payment of a mortgage (docs/purchase-costs.md "Monthly payment"), beside a sale's
 * purchase costs: a loan repaid in equal monthly payments (an annuity) at a fixed yearly rate.
 *
 * - **Monthly rate**: Belgian mortgage offers state a yearly rate and charge its equivalent
 *   (actuarial) monthly rate, (1 + yearly)^(1/12) − 1, not the yearly rate divided by 12.
 * - **Payment**: P · r / (1 − (1 + r)^−n) for n monthly payments; P / n at a rate of 0.
 * - **Assumptions named on the page** (MORTGAGE_DEFAULTS): a loan of 80 % of the price (Belgian
 *   banks ask the buyer to bring the rest and the purchase costs), over 25 years, at an example
 *   yearly rate of 3.3 %, fixed. Every figure is the visitor's to change. The estimate leaves out
 *   the outstanding balance insurance, the fire insurance and the bank's fees; the mortgage deed's
 *   costs are in the purchase costs (./purchase-costs.ts).
 */

export interface MortgageInput {
  /** The amount borrowed, euros. */
  loan: number;
  /** The yearly rate, percent (3.3 for 3.3 %). */
  ratePct: number;
  years: number;
}

export interface MortgageEstimate extends MortgageInput {
  /** The monthly payment, euros, to the cent. */
  monthly: number;
  /** What is paid back in all (every monthly payment), euros. */
  totalPaid: number;
  /** Of which interest, euros. */
  totalInterest: number;
}

/** The assumptions of the estimate when the visitor has not changed them (see the module comment). */
export const MORTGAGE_DEFAULTS = {
  /** Part of the price borrowed. */
  loanShare: 0.8,
  years: 25,
  /** An example fixed yearly rate, percent: the visitor's bank gives the real one. */
  ratePct: 3.3,
} as const;

/** The durations offered, years. */
export const MORTGAGE_YEARS = [10, 15, 20, 25, 30] as const;

/** Bounds of what the estimate reads (anything outside is not an input it computes). */
export const MORTGAGE_LIMITS = { maxLoan: 20_000_000, maxRatePct: 20, minYears: 1, maxYears: 40 } as const;

const cents = (n: number): number => Math.round(n * 100) / 100;

/** The equivalent monthly rate of a yearly rate (percent → fraction). */
export const monthlyRate = (ratePct: number): number => (1 + ratePct / 100) ** (1 / 12) - 1;

/** The estimate of a loan (null for an input out of bounds). */
export function mortgageEstimate(input: MortgageInput): MortgageEstimate | null {
  const { loan, ratePct, years } = input;
  if (!Number.isFinite(loan) || loan <= 0 || loan > MORTGAGE_LIMITS.maxLoan) return null;
  if (!Number.isFinite(ratePct) || ratePct < 0 || ratePct > MORTGAGE_LIMITS.maxRatePct) return null;
  if (!Number.isInteger(years) || years < MORTGAGE_LIMITS.minYears || years > MORTGAGE_LIMITS.maxYears) return null;
  const n = years * 12;
  const r = monthlyRate(ratePct);
  const exact = r === 0 ? loan / n : (loan * r) / (1 - (1 + r) ** -n);
  const monthly = cents(exact);
  const totalPaid = cents(exact * n);
  return { loan, ratePct, years, monthly, totalPaid, totalInterest: cents(totalPaid - loan) };
}

/** The loan the estimate starts with for a price: its share, rounded to € 1,000. */
export const defaultLoan = (price: number): number =>
  Math.max(1000, Math.round((price * MORTGAGE_DEFAULTS.loanShare) / 1000) * 1000);

/** A yearly rate as typed ('3,3', '3.3 %', '3.25') → percent, or null. */
export function readRate(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const t = String(text).replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(t)) return null;
  const n = Number(t);
  return n <= MORTGAGE_LIMITS.maxRatePct ? n : null;
}

/** A duration in whole years as typed, or null. */
export function readYears(text: unknown): number | null {
  const t = typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim() : '';
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= MORTGAGE_LIMITS.minYears && n <= MORTGAGE_LIMITS.maxYears ? n : null;
}
