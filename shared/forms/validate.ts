/**
 * The one validation of visitor forms, run by the worker on every post and by the browser before
 * sending (decision record 017: plain functions rather than arktype, to keep the browser chunk
 * small). Input is what a form posts (strings, or lists for repeated fields); the output is the
 * lead payload with numbers, booleans and lists typed, or an error code per field that
 * ./messages.ts turns into the docs/forms-and-leads.md text of the form's language.
 */
import { formDef, type FieldDef, type FormKind } from './kinds';
import { areaText, readAreaText } from '../alerts/alert-area';
import { containsLink, THIRD_PARTY_TEXT } from './links';
import { readPostcode } from './postcode';

/**
 * The checks that need a library the browser loads only when used: a phone number's
 * (./phone-check.ts `isPhoneNumber`, libphonenumber-js). The worker passes it at once; the
 * browser after loading its chunk, so both sides refuse the same numbers.
 */
export interface FieldChecks {
  phone: (text: string) => boolean;
}

export type ErrorCode =
  | 'required'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'postcodeInvalid'
  | 'friendEmailRequired'
  | 'friendEmailInvalid'
  | 'passwordsDiffer'
  | 'typeAndZone'
  | 'datesInvalid'
  | 'captcha'
  | 'valuationAddress'
  | 'titleNotChosen'
  | 'typeNotChosen'
  | 'goalNotChosen'
  | 'choiceInvalid'
  | 'numberInvalid'
  | 'dateInvalid'
  | 'tooLong'
  | 'priceRange'
  | 'areaInvalid'
  | 'tooFast'
  | 'slotFull'
  | 'alreadyRequested'
  | 'alreadySent'
  | 'alreadyBooked'
  | 'noLinks'
  | 'friendLimit'
  | 'sendFailed'
  | 'unavailable';

/** One field's problem: its code, and for 'required' the field whose label the message names; for 'tooLong' the limit. */
export interface FieldError {
  code: ErrorCode;
  field?: string;
  max?: number;
}
export type FieldErrors = Record<string, FieldError>;

export type RawValue = string | string[] | undefined;
export type RawForm = Record<string, RawValue>;
export type PayloadValue = string | number | boolean | string[] | number[];
export type Payload = Record<string, PayloadValue>;

export type Validation = { ok: true; value: Payload } | { ok: false; errors: FieldErrors };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;
const MAX_LIST = 50;

/** docs/formatting.md: null, empty or whitespace-only is empty. */
export function isEmpty(value: RawValue): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((v) => v.trim() === '');
  return value.trim() === '';
}

function single(value: RawValue): string {
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

function list(value: RawValue): string[] {
  const items = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(items)];
}

/** A euro amount as Belgians and browsers write it: '250000', '250 000', '250.000', '1.250.000,50', '250000.50'. */
export function parseMoney(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f€]/g, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(t)) normal = t.replace(',', '.');
  else return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/** A calendar date as the date input sends it (yyyy-mm-dd) or as typed (d-m-yyyy, d/m/yyyy); null when impossible. */
export function parseDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const typed = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (typed) [d, m, y] = [Number(typed[1]), Number(typed[2]), Number(typed[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function requiredError(field: FieldDef): FieldError {
  if (field.name === 'email') return { code: 'emailRequired' };
  if (field.name === 'friendEmail') return { code: 'friendEmailRequired' };
  if (field.name === 'propertyType') return { code: 'typeNotChosen' };
  return { code: 'required', field: field.name };
}

function invalidChoice(field: FieldDef): FieldError {
  if (field.name === 'title') return { code: 'titleNotChosen' };
  if (field.name === 'goal') return { code: 'goalNotChosen' };
  if (field.name === 'propertyType') return { code: 'typeNotChosen' };
  return { code: 'choiceInvalid' };
}

/** One field: its typed value, nothing (optional and empty) or an error. */
function field(def: FieldDef, raw: RawValue, checks: FieldChecks): { value?: PayloadValue; error?: FieldError } {
  if (def.type === 'checkbox') {
    const v = single(raw).toLowerCase();
    return { value: v === 'on' || v === '1' || v === 'true' || v === 'yes' };
  }
  if (def.type === 'multi') {
    const items = list(raw);
    if (items.length > MAX_LIST) return { error: { code: 'choiceInvalid' } };
    if (def.options && items.some((v) => !def.options!.includes(v))) return { error: { code: 'choiceInvalid' } };
    if (def.name === 'types') {
      if (items.some((v) => !/^[1-9]\d{0,5}$/.test(v))) return { error: { code: 'choiceInvalid' } };
      return { value: items.map(Number) };
    }
    if (def.name === 'cities' && items.some((v) => !/^[^|]{1,80}\|[0-9A-Za-z -]{2,10}$/.test(v)))
      return { error: { code: 'choiceInvalid' } };
    if (items.length === 0 && def.required) return { error: requiredError(def) };
    return { value: items };
  }
  if (isEmpty(raw)) return def.required ? { error: requiredError(def) } : {};
  const text = single(raw);
  switch (def.type) {
    case 'email': {
      if (text.length > (def.max ?? 254) || !EMAIL.test(text))
        return { error: { code: def.name === 'friendEmail' ? 'friendEmailInvalid' : 'emailInvalid' } };
      return { value: text.toLowerCase() };
    }
    case 'tel': {
      if (text.length > (def.max ?? 40)) return { error: { code: 'tooLong', max: def.max ?? 40 } };
      if (!checks.phone(text)) return { error: { code: 'phoneInvalid' } };
      return { value: text.replace(/\s+/g, ' ') };
    }
    case 'postcode': {
      const code = text.length <= (def.max ?? 12) ? readPostcode(text) : null;
      return code ? { value: code } : { error: { code: 'postcodeInvalid' } };
    }
    case 'radio':
    case 'select': {
      if (def.options) return def.options.includes(text) ? { value: text } : { error: invalidChoice(def) };
      return /^[1-9]\d{0,9}$/.test(text) ? { value: Number(text) } : { error: invalidChoice(def) };
    }
    case 'area': {
      // The listing's own parser (shared/geo/area.ts), kept in its canonical form.
      const area = text.length <= 4000 ? readAreaText(text) : null;
      return area?.ok ? { value: areaText(area.area) } : { error: { code: 'areaInvalid' } };
    }
    case 'hidden-id':
      return /^[1-9]\d{0,9}$/.test(text) ? { value: Number(text) } : { error: { code: 'choiceInvalid' } };
    case 'integer': {
      if (!/^\d{1,6}$/.test(text)) return { error: { code: 'numberInvalid' } };
      const n = Number(text);
      return def.max !== undefined && n > def.max ? { error: { code: 'numberInvalid' } } : { value: n };
    }
    case 'money': {
      const n = parseMoney(text);
      if (n === null || (def.max !== undefined && n > def.max)) return { error: { code: 'numberInvalid' } };
      return { value: n };
    }
    case 'date': {
      const d = parseDate(text);
      return d ? { value: d } : { error: { code: 'dateInvalid' } };
    }
    case 'textarea': {
      const clean = text.replace(CONTROL, '');
      return clean.length > (def.max ?? 5000) ? { error: { code: 'tooLong', max: def.max ?? 5000 } } : { value: clean };
    }
    default: {
      const clean = text.replace(CONTROL, '').replace(LINE_BREAKS, ' ');
      return clean.length > (def.max ?? 200) ? { error: { code: 'tooLong', max: def.max ?? 200 } } : { value: clean };
    }
  }
}

/** Validates one form kind's posted values. */
export function validateForm(kind: FormKind, raw: RawForm, checks: FieldChecks): Validation {
  const def = formDef(kind);
  const value: Payload = {};
  const errors: FieldErrors = {};
  for (const f of def.fields) {
    const out = field(f, raw[f.name], checks);
    if (out.error) errors[f.name] = out.error;
    else if (out.value !== undefined) value[f.name] = out.value;
  }
  for (const rule of def.rules ?? []) {
    if (rule === 'typeAndZone') {
      for (const name of ['types', 'cities']) {
        const v = value[name];
        // An area, a region or a province is a zone: with one, no city is needed.
        if (name === 'cities' && (typeof value.area === 'string' || errors.area || typeof value.region === 'string'))
          continue;
        if (!errors[name] && (!Array.isArray(v) || v.length === 0)) errors[name] = { code: 'typeAndZone' };
      }
    }
    if (rule === 'priceRange') {
      const min = value.minPrice,
        max = value.maxPrice;
      if (typeof min === 'number' && typeof max === 'number' && min > max) errors.minPrice = { code: 'priceRange' };
    }
    if (rule === 'offerDates') {
      // docs/formatting.md: one message for a missing, impossible or reversed pair of dates.
      const start = value.startDate,
        end = value.endDate;
      if (typeof start !== 'string') errors.startDate = { code: 'datesInvalid' };
      if (typeof end !== 'string' || (typeof start === 'string' && end < start))
        errors.endDate = { code: 'datesInvalid' };
    }
    if (rule === 'valuationAddress' && typeof value.street !== 'string') errors.street = { code: 'valuationAddress' };
    if (rule === 'noLinks') {
      // Text mailed to a third party in the agency's name holds no link (./links.ts).
      for (const name of THIRD_PARTY_TEXT) {
        const v = value[name];
        if (!errors[name] && typeof v === 'string' && containsLink(v)) errors[name] = { code: 'noLinks' };
      }
    }
    if (rule === 'onePage' && !errors.propertyId && !errors.projectId) {
      const property = value.propertyId !== undefined,
        project = value.projectId !== undefined;
      if (!property && !project) errors.propertyId = { code: 'required', field: 'propertyId' };
      if (property && project) errors.projectId = { code: 'choiceInvalid' };
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** docs/owner-portal.md password rules (owner portal forms): both given and identical. */
export function passwordPairErrors(password: RawValue, confirm: RawValue): FieldErrors {
  if (isEmpty(password)) return { password: { code: 'required', field: 'password' } };
  return single(password) === single(confirm) ? {} : { passwordConfirm: { code: 'passwordsDiffer' } };
}
