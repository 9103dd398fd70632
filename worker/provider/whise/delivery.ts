/**
 * Lead delivery to Whise (../core/types.ts LeadDelivery; docs/forms-and-leads.md). Endpoints from the
 * public client fw4-bvba/whise-api (src/Endpoints/Contacts.php, Calendars.php); the body field
 * names are this adapter's reading of the API, declared only here:
 *
 * | lead kind               | Whise call(s)                                                        |
 * |-------------------------|----------------------------------------------------------------------|
 * | every kind              | `v1/contacts/upsert`: the contact (Name, FirstName, PrivateEmail, PrivateTel, Address, Zip, City, LanguageId) with the agency's `OriginId`, linked to the estate (`EstateIds`) and Comments (remarks, every other field, the idempotency key) |
 * | demand-register (alert) | the same contact with `SearchCriteria` (PurposeIds, CategoryIds, Zips, MinPrice, MaxPrice, MinRooms): Whise keeps the criteria on the contact; the alert itself stays in D1 |
 * | contact-appointment     | then `v1/calendars/create`: an event at the booked slot's time (the site's slot table, `slotTimes`) for the estate and the contact |
 *
 * The upsert matches an existing contact by e-mail (`FieldsToCompare`), so a redelivery never
 * makes a second contact; each call is also one journal step. Whise has no unsubscribe of a
 * contact's criteria through this API: `unsubscribe` leaves the criteria to the agency (the
 * site's own alert stops, as with d1).
 */
import type { Lang } from '../../../shared/model/common';
import { alertCriteria } from '../../../app/alerts/match';
import { ProviderError } from '../core/errors';
import type { DeliveryJournal, DeliveryResult, Lead, LeadContact, LeadDelivery, LeadReading } from '../core/types';
import type { WhiseClient } from './client';
import { categoryOfWebId, WHISE_LANGUAGE, WHISE_PURPOSE } from './map';
import { refusalText, whiseRefusal } from './schema';

/** The agency's contact origin for its website (a Whise account setting; default 1). */
export const DEFAULT_WHISE_ORIGIN_ID = 1;

/** A booked slot's times (yyyy-mm-ddThh:mm, agency time), or null when unknown. */
export type SlotTimes = (slotId: number) => Promise<{ startsAt: string; endsAt: string } | null>;

export interface WhiseDeliveryOptions {
  originId?: number;
  slotTimes?: SlotTimes;
}

const noJournal: DeliveryJournal = { once: (_step, run) => run() };

/**
 * A write's answer as the public client reads it: a refusal in the body (`isValidRequest`
 * false, `validationErrors`; ./schema.ts `whiseRefusal`) fails the delivery, which is then
 * tried again, instead of counting a refused contact as delivered.
 */
const accepted = (answer: unknown): unknown => {
  const refusal = whiseRefusal(answer);
  return refusal ? refusalText(refusal) : answer;
};

/** A contact id in a Whise answer (`contactId`, `ContactId`, `id`), or null. */
export function contactIdIn(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null;
  for (const key of ['contactId', 'ContactId', 'id']) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  }
  return null;
}

/** The Whise search criteria of an alert (a type Whise has no category for is left out). */
export function searchCriteriaOf(payload: Record<string, unknown>): Record<string, unknown> | null {
  const criteria = alertCriteria(payload);
  if (!criteria) return null;
  const categories = [
    ...new Set(criteria.types.map((t) => categoryOfWebId(t)?.category).filter((c): c is number => !!c)),
  ];
  const zips = criteria.cities.map((c) => c.split('|')[1]?.trim() ?? '').filter(Boolean);
  return {
    PurposeIds: [criteria.goal === 1 ? WHISE_PURPOSE.rent : WHISE_PURPOSE.sale],
    CategoryIds: categories,
    Zips: zips,
    ...(criteria.minPrice !== undefined ? { MinPrice: criteria.minPrice } : {}),
    ...(criteria.maxPrice !== undefined ? { MaxPrice: criteria.maxPrice } : {}),
    ...(criteria.minRooms !== undefined ? { MinRooms: criteria.minRooms } : {}),
  };
}

export class WhiseDelivery implements LeadDelivery {
  readonly name = 'whise';
  constructor(
    private readonly client: WhiseClient,
    private readonly options: WhiseDeliveryOptions = {},
  ) {}

  private contact(contact: LeadContact, lang: Lang): Record<string, unknown> {
    const address = [contact.street, contact.houseNumber].filter(Boolean).join(' ');
    const body: Record<string, unknown> = {
      Name: contact.lastName || contact.email || '-',
      FirstName: contact.firstName || undefined,
      PrivateEmail: contact.email ?? undefined,
      PrivateTel: contact.phone || undefined,
      Address: address || undefined,
      Zip: contact.zip || undefined,
      City: contact.city || undefined,
      LanguageId: WHISE_LANGUAGE[lang],
      OriginId: this.options.originId ?? DEFAULT_WHISE_ORIGIN_ID,
      // The agency's office, when the site is set up for one (a live integration sends it too).
      OfficeIds: this.client.config.officeId ? [this.client.config.officeId] : undefined,
    };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    return body;
  }

  async deliver(
    kind: string,
    lead: Lead,
    reading: LeadReading,
    idempotencyKey: string,
    journal: DeliveryJournal = noJournal,
  ): Promise<DeliveryResult> {
    const { contact } = reading;
    const estateId = reading.propertyId ?? reading.projectId;
    const comments = [reading.subject, contact.remarks, ...reading.details, `Reference: ${idempotencyKey}`]
      .filter(Boolean)
      .join('\n');
    const criteria = kind === 'demand-register' ? searchCriteriaOf(lead.payload) : null;
    const contactId = await journal.once('crm:contact', async () => {
      const answer = await this.client.read(
        'v1/contacts/upsert',
        {
          ...this.contact(contact, lead.lang),
          ...(estateId ? { EstateIds: [estateId] } : {}),
          ...(criteria ? { SearchCriteria: [criteria] } : {}),
          Comments: comments,
          FieldsToCompare: contact.email ? ['PrivateEmail'] : ['Name', 'PrivateTel'],
        },
        accepted,
      );
      const id = contactIdIn(answer);
      return id === null ? null : String(id);
    });

    const slotId = kind === 'contact-appointment' ? Number(lead.payload.slotId) : Number.NaN;
    if (Number.isSafeInteger(slotId) && slotId > 0 && this.options.slotTimes) {
      await journal.once('crm:calendar', async () => {
        const times = await this.options.slotTimes!(slotId);
        const id = Number(contactId);
        if (!times || !Number.isSafeInteger(id) || id <= 0) {
          throw new ProviderError({
            provider: this.name,
            method: 'v1/calendars/create',
            kind: 'invalid',
            message: times ? 'the contact upsert gave no contact id' : `slot ${slotId} is unknown`,
          });
        }
        await this.client.read(
          'v1/calendars/create',
          {
            Subject: reading.subject,
            StartDateTime: times.startsAt,
            EndDateTime: times.endsAt,
            EstateIds: estateId ? [estateId] : [],
            ContactIds: [id],
            Comments: comments,
          },
          accepted,
        );
        return null;
      });
    }
    return {};
  }

  /** Whise keeps the criteria on the contact: nothing to end through this API. */
  async unsubscribe(): Promise<void> {}
}
