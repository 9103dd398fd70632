/**
 * The comparison page's rules (docs/search.md): which ids it compares (two to four, from its
 * `?ids=` parameter), and the figures it derives: price per m² of living area and, for a sale
 * in Belgium with a published price, the purchase costs of the default case (../costs/).
 */
import { costDefaults, showsPurchaseCosts } from '../costs/property-costs';
import { purchaseCosts } from '../../shared/costs/purchase-costs';
import type { Property } from '../../shared/model/property';

import { MAX_COMPARE } from '../../shared/favourites/compare-limits';

export { MIN_COMPARE, MAX_COMPARE } from '../../shared/favourites/compare-limits';

/** The ids of `?ids=1,2,3`: positive whole numbers, each once, at most four; anything else is left out. */
export function parseCompareIds(raw: unknown): number[] {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const ids: number[] = [];
  for (const part of text.split(',')) {
    if (!/^\d{1,9}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_COMPARE);
}

/** Euros per m² of living area (rounded), when the price is published and the area known. */
export function pricePerM2(p: Pick<Property, 'Price' | 'PublishPrice' | 'LivingArea'>): number | null {
  if (!p.PublishPrice || p.Price === null || p.Price <= 0 || p.LivingArea === null || p.LivingArea <= 0) return null;
  return Math.round(p.Price / p.LivingArea);
}

/** Total purchase costs (duties, VAT, notary, other) for the calculator's default case, or null where it does not apply. */
export function purchaseCostsTotal(p: Parameters<typeof costDefaults>[0]): number | null {
  if (!showsPurchaseCosts(p)) return null;
  const d = costDefaults(p);
  if (d.region === null || d.price === null) return null;
  return purchaseCosts({ price: d.price, region: d.region, kind: d.kind, ownHome: d.ownHome }).totalCosts;
}
