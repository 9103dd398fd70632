/**
 * The loose spellings of CRM answers (Omnicasa's and Whise's): numbers as strings ("350000",
 * "12,5"), empty values as null, '' or '-', booleans as 0/1 or "true", dates in WCF form
 * (`/Date(1767222000000+0100)/`), ISO or Belgian; the normalizers that read them (empty → null,
 * a wrong value → undefined) and the arktype field types built on them, which fail with the
 * expected kind and a short description of the value (never the whole value).
 */
import { type } from '../../../app/schema/arktype';
import { lazy } from '../../../shared/schema/lazy';

// ── normalizers (pure; `undefined` means "not a valid value of this kind") ───────────────

/** Omnicasa's spellings of "no value": null, missing, '' or '-' (whitespace ignored). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const t = value.trim();
  return t === '' || t === '-';
}

/**
 * A number from a number or a numeric string ('12', '-3', '12.5', and the Belgian '12,5' with
 * one or two decimals); empty → null; anything else → undefined (invalid).
 */
export function toNumberOrNull(value: unknown): number | null | undefined {
  if (isEmptyValue(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^[+-]?\d+,\d{1,2}$/.test(t)) return Number(t.replace(',', '.'));
  return undefined;
}

/** An integer (number or string); empty → null; a fraction or a word → undefined (invalid). */
export function toIntOrNull(value: unknown): number | null | undefined {
  const n = toNumberOrNull(value);
  if (n === null || n === undefined) return n;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** true/false, 1/0, 'true'/'false', '1'/'0' (any case); empty → null; else undefined (invalid). */
export function toBoolOrNull(value: unknown): boolean | null | undefined {
  if (isEmptyValue(value)) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const t = value.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
  }
  return undefined;
}

/** A text: strings are trimmed, numbers written out; empty ('-', null) → ''; objects → undefined. */
export function toText(value: unknown): string | undefined {
  if (isEmptyValue(value)) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * A date-time as ISO 8601: WCF `/Date(ms)/` or `/Date(ms+hhmm)/` (written in that offset, e.g.
 * '2026-01-01T00:00:00+01:00'), ISO strings (kept, when they parse), 'dd/mm/yyyy' (Belgian);
 * empty → null; anything else → undefined (invalid).
 */
export function toDateTimeOrNull(value: unknown): string | null | undefined {
  if (isEmptyValue(value)) return null;
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(t);
  if (wcf) {
    const ms = Number(wcf[1]);
    const zone = wcf[2];
    if (!zone) return new Date(ms).toISOString().replace('.000Z', 'Z');
    const sign = zone[0] === '-' ? -1 : 1;
    const offsetMin = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
    const local = new Date(ms + offsetMin * 60_000);
    if (Number.isNaN(local.getTime())) return undefined;
    const iso = local.toISOString().slice(0, 19);
    return `${iso}${zone.slice(0, 3)}:${zone.slice(3)}`;
  }
  const be = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (be) {
    const [, d, m, y] = be;
    const iso = `${y}-${pad(Number(m))}-${pad(Number(d))}`;
    return Number.isNaN(Date.parse(iso)) ? undefined : iso;
  }
  if (
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(t) &&
    !Number.isNaN(Date.parse(t.replace(' ', 'T')))
  ) {
    return t.replace(' ', 'T');
  }
  return undefined;
}

/** A date as yyyy-mm-dd (the calendar date where the value was written); see toDateTimeOrNull. */
export function toDateOrNull(value: unknown): string | null | undefined {
  const dt = toDateTimeOrNull(value);
  return dt === null || dt === undefined ? dt : dt.slice(0, 10);
}

/** Type ids as Omnicasa lists them: '1,5', [1, 5], 3 or '3'; empty → []; else undefined (invalid). */
export function toIdList(value: unknown): number[] | undefined {
  if (isEmptyValue(value)) return [];
  const parts: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]/) : [value];
  const out: number[] = [];
  for (const part of parts) {
    if (isEmptyValue(part)) continue;
    const n = toIntOrNull(part);
    if (n === null || n === undefined) return undefined;
    out.push(n);
  }
  return out;
}

/** A WCF date for a request: `/Date(ms)/` of midnight UTC of a yyyy-mm-dd day. */
export function wcfDate(day: string): string {
  return `/Date(${Date.parse(`${day}T00:00:00Z`)})/`;
}

// ── arktype field types ─────────────────────────────────────────────────────────────────

/** A short, safe description of a wrong value for error messages (never the whole value). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return value.length > 24 ? `a string of ${value.length} characters` : JSON.stringify(value);
  return String(value);
}

export function field<T>(expected: string, normalize: (value: unknown) => T | undefined) {
  return type('unknown').pipe((value, ctx): T => {
    const out = normalize(value);
    if (out === undefined) return ctx.error({ expected, actual: describeValue(value) }) as never;
    return out;
  });
}

/** Optional number: number, numeric string or empty (→ null). */
export const num = lazy(() => field('a number', toNumberOrNull));
/** Optional integer. */
export const int = lazy(() => field('an integer', toIntOrNull));
/** Required positive integer id. */
export const id = lazy(() =>
  field('a positive integer id', (v) => {
    const n = toIntOrNull(v);
    return n !== null && n !== undefined && n > 0 ? n : undefined;
  }),
);
/** Required integer (Goal). */
export const reqInt = lazy(() =>
  field('an integer', (v) => {
    const n = toIntOrNull(v);
    return n === null ? undefined : n;
  }),
);
/** Required non-negative count (RowsCount). */
export const count = lazy(() =>
  field('a row count', (v) => {
    const n = toIntOrNull(v);
    return n !== null && n !== undefined && n >= 0 ? n : undefined;
  }),
);
export const bool = lazy(() => field('a boolean', toBoolOrNull));
export const text = lazy(() => field('a text', toText));
export const date = lazy(() => field('a date', toDateOrNull));
export const dateTime = lazy(() => field('a date-time', toDateTimeOrNull));
export const idList = lazy(() => field('a list of ids', toIdList));
