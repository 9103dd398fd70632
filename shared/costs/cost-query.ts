/**
 * Reads and checks the query of GET /api/purchase-costs (docs/purchase-costs.md): price, Belgian postcode,
 * kind, only own home, a new build's land share and a mortgage amount. A bad value gives the key
 * of the message (COSTS.error.*) the API answers with, in the visitor's language.
 */
import { regionOfZip } from '../model/energy';
import { COST_KINDS, type CostInput, type CostKind } from './purchase-costs';

export type CostQueryError = 'price' | 'zip' | 'kind' | 'ownHome' | 'landShare' | 'landShareOverPrice' | 'mortgage';

/** Highest amount accepted (a typo guard, far above any home). */
export const MAX_AMOUNT = 100_000_000;

/** An amount in euros: digits with an optional decimal part (no sign, exponent or thousands separators). */
function amount(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const t = raw.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(t)) return NaN;
  return Number(t);
}

export function parseCostQuery(
  q: Record<string, string | undefined>,
): { ok: true; value: CostInput } | { ok: false; error: CostQueryError } {
  const price = amount(q.price);
  if (price === null || !Number.isFinite(price) || price <= 0 || price > MAX_AMOUNT)
    return { ok: false, error: 'price' };
  const region = regionOfZip(q.zip ?? '');
  if (!region) return { ok: false, error: 'zip' };
  const kind = (q.kind ?? 'existing').trim();
  if (!(COST_KINDS as readonly string[]).includes(kind)) return { ok: false, error: 'kind' };
  const own = (q.ownHome ?? '0').trim();
  if (!['0', '1', 'true', 'false'].includes(own)) return { ok: false, error: 'ownHome' };
  const landShare = amount(q.landShare || undefined);
  if (landShare !== null && !Number.isFinite(landShare)) return { ok: false, error: 'landShare' };
  if (landShare !== null && landShare > price) return { ok: false, error: 'landShareOverPrice' };
  const mortgage = amount(q.mortgage || undefined);
  if (mortgage !== null && (!Number.isFinite(mortgage) || mortgage > MAX_AMOUNT))
    return { ok: false, error: 'mortgage' };
  return {
    ok: true,
    value: {
      price,
      region,
      kind: kind as CostKind,
      ownHome: own === '1' || own === 'true',
      ...(kind === 'new' && landShare !== null ? { landShare } : {}),
      ...(mortgage !== null && mortgage > 0 ? { mortgage } : {}),
    },
  };
}
