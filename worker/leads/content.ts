/**
 * What a lead says, read from its payload (the forms contract: a validated form object with
 * camelCase fields, treated here as unknown values): the contact fields every kind shares, and
 * every other field as 'Label: value' lines for the CRM's Content and the agency's e-mail, with
 * the forms' own labels and option texts in the reader's language (app/forms/labels.ts).
 */
import { isMailAddress } from '../../app/rules/mail-address';
import { fieldLabel, fieldValue } from '../../app/forms/labels';
import type { FormKind } from '../../shared/forms/kinds';
import type { PayloadValue } from '../../shared/forms/validate';
import type { Lang } from '../../shared/paths/languages';
import type { Lead, LeadContact, LeadReading } from '../provider/core';
import { kindName } from './texts';

export type Contact = LeadContact;

/** Fields shown as the contact block (never repeated in the detail lines). */
const CONTACT_FIELDS = new Set([
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'zip',
  'city',
  'remarks',
  'lang',
  'propertyId',
  'projectId',
]);
/** Fields of spam defences and transport, never shown. */
const HIDDEN_FIELDS = new Set([
  'turnstileToken',
  'cf-turnstile-response',
  'website',
  'honeypot',
  'startedAt',
  'formStartedAt',
  'idempotencyKey',
]);

/** One line of text: no line breaks or control characters, trimmed, at most `max` characters. */
export function oneLine(value: unknown, max = 300): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** A text that may have several lines (remarks): control characters other than line breaks removed. */
export function multiLine(value: unknown, max = 5000): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max);
}

export function contactOf(payload: Record<string, unknown>): Contact {
  const title = payload.title === 'mr' || payload.title === 'ms' || payload.title === 'miss' ? payload.title : null;
  const email = oneLine(payload.email, 254);
  return {
    title,
    firstName: oneLine(payload.firstName, 100),
    lastName: oneLine(payload.lastName, 100),
    email: isMailAddress(email) ? email : null,
    phone: oneLine(payload.phone, 40),
    street: oneLine(payload.street, 200),
    houseNumber: oneLine(payload.houseNumber, 20),
    zip: oneLine(payload.zip, 20),
    city: oneLine(payload.city, 100),
    remarks: multiLine(payload.remarks),
  };
}

/** 'Anne Peeters', or the e-mail address, or '?'. */
export function displayName(contact: Contact): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email || '?';
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => (valueText(v) ? `${k} ${valueText(v)}` : ''))
      .filter(Boolean)
      .join('; ');
  }
  return oneLine(value, 1000);
}

const isPayloadValue = (value: unknown): value is PayloadValue =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'));

/**
 * Every field other than the contact block, as 'Label: value' lines in `lang` (empty values left
 * out): the form's label and option texts where the field is the form's, else the field name.
 */
export function detailLines(kind: string, payload: Record<string, unknown>, lang: Lang): string[] {
  return Object.entries(payload)
    .filter(([key]) => !CONTACT_FIELDS.has(key) && !HIDDEN_FIELDS.has(key))
    .map(
      ([key, value]) =>
        [
          fieldLabel(kind as FormKind, key, lang),
          isPayloadValue(value) ? oneLine(fieldValue(key, value, lang), 1000) || valueText(value) : valueText(value),
        ] as const,
    )
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`);
}

/** The contact block as lines ('Name', 'E-mail', …: field names as in the payload). */
export function contactLines(contact: Contact): string[] {
  const address = [
    [contact.street, contact.houseNumber].filter(Boolean).join(' '),
    [contact.zip, contact.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `name: ${[contact.title ?? '', contact.firstName, contact.lastName].filter(Boolean).join(' ')}`,
    contact.email ? `email: ${contact.email}` : '',
    contact.phone ? `phone: ${contact.phone}` : '',
    address ? `address: ${address}` : '',
  ].filter(Boolean);
}

/** The lead's project id (project contact forms), or null. */
export function projectIdOf(lead: Lead): number | null {
  const id = Number(lead.payload.projectId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The lead's property id (the row's column, else the payload's), or null. */
export function propertyIdOf(lead: Lead): number | null {
  const id = lead.propertyId ?? Number(lead.payload.propertyId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What a lead says for the CRM's delivery (worker/provider/core/types.ts LeadReading). */
export function leadReading(lead: Lead): LeadReading {
  return {
    contact: contactOf(lead.payload),
    details: detailLines(lead.kind, lead.payload, lead.lang),
    subject: kindName(lead.kind, lead.lang),
    propertyId: propertyIdOf(lead),
    projectId: projectIdOf(lead),
  };
}
