/**
 * The twelve visitor forms (docs/forms-and-leads.md), declared as data: each kind's fields with their type,
 * required flag and limits, and the cross-field rules it applies. The same definitions render the
 * form (shared/components/forms) and drive the one validation function (./validate.ts).
 */
import { EPC_CHOICES } from '../listing/epc-filter';
import { PLACES } from '../listing/places';

/** The regions' and provinces' keys (shared/listing/places.ts), the alert's `region` choices. */
const PLACE_KEYS: readonly string[] = PLACES.map((p) => p.key);

export const FORM_KINDS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'request-documents',
  'testimonial',
  'rent-application',
  'purchase-offer',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: string): value is FormKind {
  return (FORM_KINDS as readonly string[]).includes(value);
}

/** Field names are the payload's camelCase names (the lead delivery reads them); labels live in locales/…/FORMS `label`. */
export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  /** A postcode: Belgian from bpost's list, or abroad with its country's code first (./postcode.ts). */
  | 'postcode'
  | 'textarea'
  | 'radio'
  | 'select'
  | 'multi'
  | 'checkbox'
  | 'integer'
  | 'money'
  | 'date'
  | 'hidden-id'
  /** A search area carried from the listing (hidden, shown as a sentence; shared/alerts/alert-area.ts). */
  | 'area';

export interface FieldDef {
  name: string;
  type: FieldType;
  required?: boolean;
  /** Allowed values of radio, select and multi fields (multi fields without options take free values: cities, types). */
  options?: readonly string[];
  /** Maximum length of text, or the largest number. */
  max?: number;
  /** 'section' key (FORMS.section) that starts a group of fields. */
  group?: string;
  autocomplete?: string;
  /** Options come from the page (types, cities, appointment slots). */
  dynamic?: boolean;
}

/** Rules that look at more than one field. */
/** `onePage`: the form names exactly one page, a property (`propertyId`) or a project (`projectId`). */
export type CrossRule = 'typeAndZone' | 'priceRange' | 'offerDates' | 'valuationAddress' | 'onePage' | 'noLinks';

export interface FormDef {
  kind: FormKind;
  fields: readonly FieldDef[];
  rules?: readonly CrossRule[];
}

export const TITLES = ['mr', 'ms', 'miss'] as const;
/** docs/forms-and-leads.md contact time slots; 13:00–16:00 follows 10:00–13:00 so the day has no gap. */
export const TIME_SLOTS = ['10-13', '13-16', '16-19'] as const;
export const PREFERENCES = ['phone', 'email'] as const;
export const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;

const TEXT = 200;
const LONG = 5000;

const title: FieldDef = {
  name: 'title',
  type: 'radio',
  options: TITLES,
  required: true,
  group: 'you',
  autocomplete: 'honorific-prefix',
};
const firstName: FieldDef = { name: 'firstName', type: 'text', required: true, max: TEXT, autocomplete: 'given-name' };
const lastName: FieldDef = { name: 'lastName', type: 'text', required: true, max: TEXT, autocomplete: 'family-name' };
const email: FieldDef = { name: 'email', type: 'email', required: true, max: 254, autocomplete: 'email' };
const phone: FieldDef = { name: 'phone', type: 'tel', required: true, max: 40, autocomplete: 'tel' };
const optionalPhone: FieldDef = { ...phone, required: false };
const remarks: FieldDef = { name: 'remarks', type: 'textarea', max: LONG };
const propertyId: FieldDef = { name: 'propertyId', type: 'hidden-id', required: true };
const person = [title, firstName, lastName, email, phone] as const;

const defs: { [K in FormKind]: FormDef } = {
  'contact-me': {
    kind: 'contact-me',
    fields: [
      ...person,
      { name: 'timeSlots', type: 'multi', options: TIME_SLOTS },
      { name: 'preference', type: 'radio', options: PREFERENCES },
      { name: 'visit', type: 'checkbox' },
      remarks,
      propertyId,
    ],
  },
  'contact-appointment': {
    kind: 'contact-appointment',
    fields: [{ name: 'slotId', type: 'radio', required: true, dynamic: true }, ...person, remarks, propertyId],
  },
  'contact-construction': {
    kind: 'contact-construction',
    fields: [...person, remarks, { name: 'projectId', type: 'hidden-id', required: true }],
  },
  'contact-demand': {
    kind: 'contact-demand',
    fields: [
      // Required; its message is 'valuation address required' (docs/forms-and-leads.md) (rule valuationAddress).
      { name: 'street', type: 'text', required: true, max: TEXT, group: 'property', autocomplete: 'address-line1' },
      { name: 'houseNumber', type: 'text', max: 20 },
      { name: 'zip', type: 'postcode', required: true, max: 12, autocomplete: 'postal-code' },
      { name: 'city', type: 'text', required: true, max: TEXT, autocomplete: 'address-level2' },
      { name: 'propertyType', type: 'select', required: true, dynamic: true },
      { name: 'valuationGoal', type: 'radio', options: ['sell', 'let'] },
      ...person,
      remarks,
    ],
    rules: ['valuationAddress'],
  },
  'demand-register': {
    kind: 'demand-register',
    fields: [
      { name: 'goal', type: 'radio', options: ['0', '1'], required: true, group: 'search' },
      { name: 'types', type: 'multi', dynamic: true },
      { name: 'cities', type: 'multi', dynamic: true },
      // A region or province, or an area drawn on the map or around a city, counts as the zone (rule typeAndZone).
      { name: 'region', type: 'select', options: PLACE_KEYS },
      { name: 'area', type: 'area' },
      { name: 'minPrice', type: 'money', max: 100_000_000 },
      { name: 'maxPrice', type: 'money', max: 100_000_000 },
      { name: 'minRooms', type: 'integer', max: 20 },
      { name: 'minGarages', type: 'integer', max: 20 },
      { name: 'minArea', type: 'integer', max: 100_000 },
      { name: 'maxArea', type: 'integer', max: 100_000 },
      { name: 'minPlot', type: 'integer', max: 1_000_000 },
      { name: 'epc', type: 'select', options: EPC_CHOICES },
      { name: 'parking', type: 'checkbox' },
      { name: 'garden', type: 'checkbox' },
      { name: 'terrace', type: 'checkbox' },
      { name: 'newBuild', type: 'checkbox' },
      { name: 'budget', type: 'money', max: 100_000_000 },
      { name: 'frequency', type: 'radio', options: FREQUENCIES, required: true },
      title,
      firstName,
      lastName,
      email,
      optionalPhone,
    ],
    rules: ['typeAndZone', 'priceRange'],
  },
  'send-to-friend': {
    kind: 'send-to-friend',
    fields: [
      { name: 'firstName', type: 'text', required: true, max: TEXT, autocomplete: 'name' },
      email,
      { name: 'friendEmail', type: 'email', required: true, max: 254 },
      remarks,
      { ...propertyId, required: false },
      { name: 'projectId', type: 'hidden-id' },
    ],
    // The friend's mail carries the visitor's name and message: no link in them (./links.ts).
    rules: ['onePage', 'noLinks'],
  },
  'site-contact': {
    kind: 'site-contact',
    fields: [...person.slice(0, 4), optionalPhone, { ...remarks, required: true }],
  },
  'sign-newsletter': { kind: 'sign-newsletter', fields: [email] },
  'request-documents': { kind: 'request-documents', fields: [...person, propertyId] },
  testimonial: {
    kind: 'testimonial',
    fields: [
      firstName,
      lastName,
      email,
      { name: 'city', type: 'text', max: TEXT, autocomplete: 'address-level2' },
      { name: 'rating', type: 'radio', options: ['5', '4', '3', '2', '1'] },
      { name: 'testimonial', type: 'textarea', required: true, max: LONG },
      { name: 'publish', type: 'checkbox' },
    ],
  },
  'rent-application': {
    kind: 'rent-application',
    fields: [
      ...person,
      { name: 'adults', type: 'integer', required: true, max: 20, group: 'household' },
      { name: 'adultAges', type: 'text', max: TEXT },
      { name: 'kids', type: 'integer', max: 20 },
      { name: 'kidAges', type: 'text', max: TEXT },
      { name: 'pets', type: 'text', max: TEXT },
      { name: 'movingDate', type: 'date', required: true },
      { name: 'movingReason', type: 'textarea', max: LONG },
      { name: 'income1', type: 'money', required: true, max: 1_000_000 },
      { name: 'income2', type: 'money', max: 1_000_000 },
      remarks,
      propertyId,
    ],
  },
  'purchase-offer': {
    kind: 'purchase-offer',
    fields: [
      { name: 'amount', type: 'money', required: true, max: 1_000_000_000, group: 'offer' },
      { name: 'startDate', type: 'date', required: true },
      { name: 'endDate', type: 'date', required: true },
      { name: 'conditions', type: 'textarea', max: LONG },
      { name: 'place', type: 'text', required: true, max: TEXT },
      { name: 'signDate', type: 'date', required: true },
      ...person,
      { name: 'street', type: 'text', required: true, max: TEXT, autocomplete: 'address-line1' },
      { name: 'houseNumber', type: 'text', max: 20 },
      { name: 'zip', type: 'postcode', required: true, max: 12, autocomplete: 'postal-code' },
      { name: 'city', type: 'text', required: true, max: TEXT, autocomplete: 'address-level2' },
      { name: 'personBFirstName', type: 'text', max: TEXT, group: 'personB' },
      { name: 'personBLastName', type: 'text', max: TEXT },
      propertyId,
    ],
    rules: ['offerDates'],
  },
};

export function formDef(kind: FormKind): FormDef {
  return defs[kind];
}
