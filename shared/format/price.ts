/**
 * How a price shows (docs/formatting.md): no published price → 'Price on request';
 * PriceUnit 7 → 'starting from'; rent (any Goal but 0) → per month; otherwise the amount.
 * The amount uses the euro / nl-BE format; a value that cannot be formatted shows 'NaN'.
 */
import { formatCurrency } from './currency';

export type PriceView =
  | { kind: 'on-request' }
  | { kind: 'from'; amount: string }
  | { kind: 'month'; amount: string }
  | { kind: 'total'; amount: string };

export const PRICE_UNIT_STARTING_FROM = 7;

export function priceView(p: {
  Price: number | string | null;
  PublishPrice: boolean;
  PriceUnit: number;
  Goal: number;
}): PriceView {
  if (!p.PublishPrice || p.Price === null || p.Price === '') return { kind: 'on-request' };
  const amount = formatCurrency(p.Price);
  if (p.PriceUnit === PRICE_UNIT_STARTING_FROM) return { kind: 'from', amount };
  if (p.Goal !== 0) return { kind: 'month', amount };
  return { kind: 'total', amount };
}
