/**
 * Phone numbers as Belgians write them (docs/formatting.md): libphonenumber-js (its `min` metadata)
 * knows every Belgian numbering zone, so Brussels, Antwerp, Liège and Ghent come out as
 * 02 555 01 23, mobiles as 0470 12 34 56 and two-digit zones as 050 12 34 56; a number of
 * another country is written internationally (+33 1 23 45 67 89). What the library does not
 * recognise falls back to a simple grouping (docs/formatting.md: digits only, 10 digits 4-2-2-2, 9 digits
 * 3-2-2-2, otherwise unchanged). `tel:` links are international (+32…).
 *
 * Server only: the worker formats the agency's and agents' numbers into the data it sends
 * (worker/content/project.ts, worker/format/agent-phone.ts), so the library never reaches the
 * browser's bundles. Client code reads the PhoneLink type from ../../shared/format/phone-link.ts.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneLink } from '../../shared/format/phone-link';

/** The simple grouping (docs/formatting.md), kept as the fallback for numbers the library does not know. */
export function seedPhoneGrouping(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10)
    return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9)
    return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return phone;
}

/** An international tel: target for a number the library could not read: '+' or '00' kept as international, a leading 0 as +32. */
function fallbackHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+32${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** The displayed text and the tel: link of a phone number (Belgium is the default country). */
export function formatPhone(phone: string): PhoneLink {
  const parsed = parsePhoneNumberFromString(phone, 'BE');
  if (parsed?.isValid()) {
    return {
      text: parsed.country === 'BE' ? parsed.formatNational() : parsed.formatInternational(),
      href: `tel:${parsed.number}`,
    };
  }
  return { text: seedPhoneGrouping(phone), href: fallbackHref(phone) };
}
