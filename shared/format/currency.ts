/**
 * Prices (docs/formatting.md): euro sign, nl-BE number format (thousands with '.', no cents for whole
 * amounts). A value that cannot be formatted gives 'NaN' (docs/formatting.md); a missing price is not a
 * formatting failure and is left to the caller ('Price on request', docs/formatting.md).
 */
const whole = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

export function formatCurrency(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(String(value).trim() === '' ? NaN : value);
  if (!Number.isFinite(n)) return 'NaN';
  return (Number.isInteger(n) ? whole : cents).format(n).replace(/\u00a0/g, ' ');
}
