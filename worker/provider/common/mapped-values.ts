/**
 * Small mappings both CRMs' answers need (../omnicasa/map.ts, ../whise/map.ts): a URL kept only
 * when it is http(s), an energy label's text as the site's label code, and a project's unit
 * counts and published price range.
 */
import { isClosed, type Property } from '../../../shared/model/property';

/** An http(s) URL, or null (javascript:, data: and relative URLs from the CRM are dropped). */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = value.trim();
  if (!/^https?:\/\//i.test(t)) return null;
  try {
    return new URL(t).toString();
  } catch {
    return null;
  }
}

/** 'C+' → 'c_plus', 'A++' → 'a_plusplus', 'B-' → 'b_sub', 'D' → 'd'; else null. */
export function labelCodeOfText(text: string | null | undefined): string | null {
  const m = /^\s*([A-Ga-g])\s*(\+\+|\+|-)?\s*$/.exec(text ?? '');
  if (!m) return null;
  const suffix = m[2] === '++' ? '_plusplus' : m[2] === '+' ? '_plus' : m[2] === '-' ? '_sub' : '';
  return `${m[1]!.toLowerCase()}${suffix}`;
}

export interface UnitStats {
  UnitCount: number;
  AvailableUnits: number;
  PriceFrom: number | null;
  PriceTo: number | null;
}

/** Unit counts and published price range of a project's units (available = neither sold nor rented). */
export function unitStats(units: readonly Property[]): UnitStats {
  const prices = units.filter((u) => u.PublishPrice && u.Price !== null).map((u) => u.Price as number);
  return {
    UnitCount: units.length,
    AvailableUnits: units.filter((u) => !isClosed(u)).length,
    PriceFrom: prices.length ? Math.min(...prices) : null,
    PriceTo: prices.length ? Math.max(...prices) : null,
  };
}
