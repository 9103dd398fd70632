/**
 * The postcode of an address in a form (docs/forms-and-leads.md, "Postcodes and phone numbers"),
 * checked the same way in the browser and by the worker (./validate.ts):
 * - A Belgian postcode is four digits ('1000', or 'B-1000', 'BE-1000' as some write it) that
 *   bpost's list gives to a place (shared/geo/be-postcode-set.ts, edition 2025): 99999, 1001 or an
 *   organisation's own code (1008, the Chamber) are refused. It is kept as its four digits.
 * - An address abroad (a buyer from Luxembourg or the Netherlands) writes its country's code first,
 *   as Europeans do on letters: 'L-1234' (Luxembourg, 4 digits), 'NL-1012 AB', 'F-75001' and
 *   'D-52062' (5 digits), or another two-letter code with 3 to 10 letters and digits ('E-28001',
 *   'CH-8001'). It is kept upper-cased, with one hyphen after the country's code.
 * Anything else is refused with one message that says both ways of writing it.
 */
import { isPlacePostcode, readBelgianPostcode } from '../geo/be-postcode-set';

/** Neighbours' formats, by the codes their addresses use (the short one first). */
const ABROAD: Record<string, RegExp> = {
  L: /^\d{4}$/,
  LU: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  F: /^\d{5}$/,
  FR: /^\d{5}$/,
  D: /^\d{5}$/,
  DE: /^\d{5}$/,
};
const OTHER = /^(?=.*\d)[A-Z0-9][A-Z0-9 ]{1,8}[A-Z0-9]$/;

/** The postcode as kept (four digits, or 'L-1234'), or null when it is none. */
export function readPostcode(text: string): string | null {
  const belgian = readBelgianPostcode(text);
  if (belgian) return isPlacePostcode(belgian) ? belgian : null;
  const m = /^([A-Z]{1,2})\s*[-\s]\s*(.+)$/.exec(text.trim().toUpperCase());
  if (!m) return null;
  const [, country = '', code = ''] = m;
  if (country === 'B' || country === 'BE') return null;
  const rule = ABROAD[country] ?? OTHER;
  return rule.test(code) ? `${country}-${code}` : null;
}
