/**
 * Prices (docs/formatting.md): euro sign, nl-BE number format (thousands with '.', no cents for whole
 * amounts). A value that cannot be formatted gives 'NaN' (docs/formatting.md); a missing price is not a
 * formatting failure and is left to the caller ('Price on request', docs/formatting.md).
 * The sign and the amount are joined by a no-break space (U+00A0), so a line never ends on a lone
 * '€', whatever space the runtime's Intl data puts there (a no-break, a narrow no-break or a plain
 * one), in a card, a table, 'Starting from …' or an e-mail.
 */
import { lazy } from '../schema/lazy';

// Built on first use, not at module load (../schema/lazy.ts).
const whole = lazy(
  () => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const cents = lazy(
  () => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
);

export function formatCurrency(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(String(value).trim() === '' ? NaN : value);
  if (!Number.isFinite(n)) return 'NaN';
  return (Number.isInteger(n) ? whole : cents).format(n).replace(/[\s\u00a0\u202f]+/g, '\u00a0');
}
