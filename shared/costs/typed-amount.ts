/**
 * An amount in euros as a visitor types it in the purchase-cost calculator (docs/purchase-costs.md):
 * '350000', '350 000', '350.000', '350.000 €', '€ 350.000,50', '350000.50'. Empty is nothing yet;
 * anything else ('abc', '12abc', '-5', '1,2,3') is not an amount, and neither is one above
 * MAX_AMOUNT: the calculator then says what is wrong instead of showing nothing.
 */
import { MAX_AMOUNT } from './cost-query';

export type TypedAmount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; value: number };

export function readTypedAmount(text: string): TypedAmount {
  const t = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (t === '') return { kind: 'empty' };
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(t)) normal = t.replace(',', '.');
  else return { kind: 'invalid' };
  const value = Number(normal);
  return Number.isFinite(value) && value <= MAX_AMOUNT ? { kind: 'amount', value } : { kind: 'invalid' };
}
