/**
 * Plain numbers in the site's number format (docs/formatting.md: nl-BE, the same as prices): thousands
 * with '.', decimals with ','. Not locale-dependent, so server and browser render the same text.
 */
import { lazy } from '../schema/lazy';

// Built on first use, not at module load (../schema/lazy.ts).
const nlBE = lazy(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }));

export function formatNumber(value: number): string {
  return Number.isFinite(value) ? nlBE.format(value).replace(/\u00a0/g, ' ') : 'NaN';
}
