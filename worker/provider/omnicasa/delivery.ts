/**
 * Lead delivery to Omnicasa, the agency's CRM (../core/types.ts LeadDelivery; docs/forms-and-leads.md).
 * Request field names are those of Omnicasa's website API (as the public PHP client
 * fw4-bvba/omnicasa-api lists them in src/Request/Contact and src/Request/Owner):
 *
 * | lead kind                | CRM call(s)                                                      |
 * |--------------------------|------------------------------------------------------------------|
 * | demand-register (alert)  | DemandRegister (Goal, TypeOfPropertyIDs, Zips, PriceMin/Max, …)  |
 * | contact-construction     | ContactOnMeProject (ProjectIDs) — ContactOnMe when no project    |
 * | contact-appointment      | ContactOnMe (ObjectID, AppointmentID = the form's `slotId`, a GetAppointmentObject id), then AddPersonToAppointment (PersonID, AppointmentID) |
 * | every other kind         | ContactOnMe with a Subject naming the form (documents, valuation, testimonial, rent application, purchase offer, newsletter, send-to-friend, site contact have no method of their own) |
 *
 * Every call carries the contact (Name, FirstName, AddressTitle, Email, PhoneNumber, Address,
 * Zip, City), SourceId 5 ('agency website'), LanguageId, a Subject and a Content made of the
 * remarks and every other form field, ending with the lead's idempotency key (the CRM has no
 * idempotency parameter: the key lets the agency recognise a duplicate made by hand). Each call
 * is one journal step, so a redelivery never calls it twice once it succeeded. An alert's search
 * area (a drawn polygon or a circle around a place) has no public DemandRegister field: it reaches
 * the CRM as text in that Content ('Area on the map: near=…&radius=10').
 */
import { LANGUAGE_ID } from './map';
import type { OmnicasaClient } from './client';
import { ProviderError } from '../core/errors';
import type { DeliveryJournal, DeliveryResult, Lead, LeadContact, LeadDelivery, LeadReading } from '../core/types';
import type { Lang } from '../../../shared/model/common';
import { alertCriteria } from '../../../app/alerts/match';

/** Omnicasa's PersonSource 'AgencyWebsite'. */
export const SOURCE_AGENCY_WEBSITE = 5;

/** Omnicasa AddressTitle codes: De heer 1, Mevrouw 2, Monsieur 4, Madame 5, Mr 7, Mrs 8 (no German or 'Miss' codes). */
const ADDRESS_TITLE: Record<Lang, { mr: number; ms: number }> = {
  nl: { mr: 1, ms: 2 },
  fr: { mr: 4, ms: 5 },
  en: { mr: 7, ms: 8 },
  de: { mr: 7, ms: 8 },
};

const anyValue = (value: unknown): unknown => value;

/** An id in a CRM answer: a number, digits, or an object's first id-like field. */
export function idIn(value: unknown, keys: readonly string[] = ['PersonID', 'PersonId', 'ID', 'Id']): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return idIn(Number(value.trim()), keys);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of keys) {
      const id = idIn((value as Record<string, unknown>)[key], []);
      if (id !== null) return id;
    }
  }
  return null;
}

const noJournal: DeliveryJournal = { once: (_step, run) => run() };

export class OmnicasaDelivery implements LeadDelivery {
  readonly name = 'omnicasa';
  constructor(private readonly client: OmnicasaClient) {}

  /** The contact fields of every call. */
  private person(contact: LeadContact, lang: Lang): Record<string, unknown> {
    const title = contact.title === null ? undefined : ADDRESS_TITLE[lang][contact.title === 'mr' ? 'mr' : 'ms'];
    const address = [contact.street, contact.houseNumber].filter(Boolean).join(' ');
    return {
      Name: contact.lastName || contact.email || '-',
      FirstName: contact.firstName || undefined,
      AddressTitle: title,
      Email: contact.email ?? undefined,
      PhoneNumber: contact.phone || undefined,
      Address: address || undefined,
      Zip: contact.zip || undefined,
      City: contact.city || undefined,
      SourceId: SOURCE_AGENCY_WEBSITE,
      LanguageId: LANGUAGE_ID[lang],
    };
  }

  private content(reading: LeadReading, idempotencyKey: string): string {
    return [reading.contact.remarks, ...reading.details, `Reference: ${idempotencyKey}`].filter(Boolean).join('\n');
  }

  async deliver(
    kind: string,
    lead: Lead,
    reading: LeadReading,
    idempotencyKey: string,
    journal: DeliveryJournal = noJournal,
  ): Promise<DeliveryResult> {
    const person = this.person(reading.contact, lead.lang);
    const Subject = reading.subject;
    const Content = this.content(reading, idempotencyKey);

    if (kind === 'demand-register') {
      const criteria = alertCriteria(lead.payload);
      const zips = (criteria?.cities ?? []).map((c) => c.split('|')[1]?.trim() ?? '').filter(Boolean);
      const ref = await journal.once('crm:demand', async () => {
        const value = await this.client.call(
          'DemandRegister',
          {
            ...person,
            Goal: criteria?.goal ?? 0,
            TypeOfPropertyIDs: criteria?.types,
            Zips: zips.length ? zips : undefined,
            PriceMin: criteria?.minPrice,
            PriceMax: criteria?.maxPrice,
            Budget: typeof lead.payload.budget === 'number' ? lead.payload.budget : undefined,
            MinRooms: criteria?.minRooms,
            MinGarages: criteria?.minGarages,
            MinParkings: criteria?.parking ? 1 : undefined,
            Garden: criteria?.garden,
            Terrace: criteria?.terrace,
            Comment: Content,
            IsReceivedEmail: true,
          },
          anyValue,
        );
        const personId = idIn(value);
        const demandId = idIn(value, ['DemandID', 'DemandId']);
        return JSON.stringify({ ID: personId, DemandID: demandId });
      });
      return { demandRef: ref };
    }

    const { projectId } = reading;
    if (kind === 'contact-construction' && projectId !== null) {
      await journal.once('crm:contact', async () => {
        await this.client.call(
          'ContactOnMeProject',
          { ...person, ProjectIDs: [projectId], Subject, Content },
          anyValue,
        );
        return null;
      });
      return {};
    }

    const { propertyId } = reading;
    // The appointment form's slot is the CRM appointment's id (./appointments.ts).
    const appointmentId = kind === 'contact-appointment' ? idIn(lead.payload.slotId, []) : null;
    const personId = await journal.once('crm:contact', async () => {
      const value = await this.client.call(
        'ContactOnMe',
        {
          ...person,
          ObjectID: propertyId ?? undefined,
          ProjectIDs: undefined,
          AppointmentID: appointmentId ?? undefined,
          IsReceivedEmail: kind === 'sign-newsletter' ? true : undefined,
          Subject,
          Content,
        },
        anyValue,
      );
      const id = idIn(value);
      return id === null ? null : String(id);
    });

    if (appointmentId !== null) {
      await journal.once('crm:appointment', async () => {
        const id = idIn(personId, []);
        if (id === null) {
          throw new ProviderError({
            provider: this.name,
            method: 'AddPersonToAppointment',
            kind: 'invalid',
            message: 'ContactOnMe gave no person id',
          });
        }
        await this.client.call(
          'AddPersonToAppointment',
          { PersonID: id, AppointmentID: appointmentId, LanguageId: LANGUAGE_ID[lead.lang] },
          anyValue,
        );
        return null;
      });
    }
    return {};
  }

  async unsubscribe(demandRef: string, lang: Lang): Promise<void> {
    let ref: { ID?: unknown; DemandID?: unknown } = {};
    try {
      ref = JSON.parse(demandRef) as typeof ref;
    } catch {
      // an unreadable reference: nothing to tell the CRM
    }
    const ID = idIn(ref.ID, []);
    const DemandID = idIn(ref.DemandID, []);
    if (ID === null && DemandID === null) return;
    await this.client.call(
      'UnsubscribeDemandPerson',
      { ID: ID ?? undefined, DemandID: DemandID ?? undefined, LanguageId: LANGUAGE_ID[lang] },
      anyValue,
    );
  }
}
