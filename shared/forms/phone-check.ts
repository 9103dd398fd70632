/**
 * Whether a form's phone number is one we can call (docs/forms-and-leads.md, "Postcodes and phone
 * numbers"): written with digits, spaces and + ( ) . / - only, and a valid number for
 * libphonenumber-js (its `min` metadata, as ../../app/format/phone.ts), Belgium being the country of a
 * number without one (0470 12 34 56, 02 555 01 23, +32 2 555 01 23, +33 1 23 45 67 89). Letters
 * are refused before the library reads them (it would read '0800 FLOWERS' as digits).
 *
 * The worker checks every post with it (worker/api/forms.ts); the browser loads it as a chunk of
 * its own when the form has a phone number to check (shared/components/forms/FormPanel.tsx), so
 * the library never weighs on a page's first load or on a form without a phone.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const WRITTEN = /^\+?[\d\s()./-]{6,40}$/;

export function isPhoneNumber(text: string): boolean {
  const t = text.trim();
  if (!WRITTEN.test(t)) return false;
  return parsePhoneNumberFromString(t, 'BE')?.isValid() === true;
}
