/**
 * Lead delivery to Whise (worker/provider/whise/delivery.ts) through the worker's real queue
 * handler, the real D1 and the fake Whise API: a contact form upserts one contact linked to the
 * estate with the agency's origin; a visit request also creates a calendar event at the booked
 * slot's time; a search alert waits for its address's confirmation, then upserts the contact
 * with its search criteria; Whise down keeps the lead for a retry that repeats nothing done.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LEADS_QUEUE } from '../../worker/background/lead-queue';
import type { Env } from '../../worker/env';
import { createFakeWhise, whiseVariables } from '../support/fake-whise';
import { CONTACT, confirmLead, crmAndMailEachTest, insertLead, leadState, msg, runQueue } from './support/leads';
import { propertyLead } from './support/property-lead';
import { SEARCH_ALERT } from '../fixtures/search-alert';

const fake = createFakeWhise({ properties: 5, projects: 1 });
const mail = crmAndMailEachTest(fake);

const whiseEnv = (): Env => ({
  ...env,
  ...whiseVariables(fake.base),
  EMAIL: mail.binding,
  AGENCY_EMAIL: 'leads@belvue-immo.example',
  SITE_URL: 'https://www.belvue-immo.example',
  ALERT_SECRET: 'test-secret-0123456789abcdef',
});

/** A visit request for a property: its slot (one place, booked) and its pending lead. */
async function insertVisitRequest(propertyId: number, startsAt: string, endsAt: string) {
  const slot = await env.DB.prepare(
    'INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked) VALUES (?, ?, ?, 1, 1) RETURNING id',
  )
    .bind(propertyId, startsAt, endsAt)
    .first<{ id: number }>();
  return propertyLead(env.DB, 'contact-appointment', propertyId, undefined, { slotId: slot!.id });
}

describe('whise lead delivery', () => {
  it('a contact form upserts one contact linked to the estate, with the origin and the form in its comments', async () => {
    const lead = await propertyLead(env.DB, 'contact-me', 1234, 'nl', { remarks: 'Is de tuin op het zuiden?' });
    const result = await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead));
    expect(result.explicitAcks).toHaveLength(1);
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]).toMatchObject({
      Name: 'Peeters',
      FirstName: 'Anne',
      PrivateEmail: CONTACT.email,
      LanguageId: 'nl-BE',
      OriginId: 1,
      EstateIds: [1234],
      FieldsToCompare: ['PrivateEmail'],
    });
    expect(String(fake.contacts[0]!.Comments)).toContain('Is de tuin op het zuiden?');
    expect(String(fake.contacts[0]!.Comments)).toContain(lead.idempotencyKey);
    expect(mail.sent).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered' });
  });

  it('a visit request creates a calendar event at the booked slot, for the estate and the contact', async () => {
    const lead = await insertVisitRequest(4321, '2026-12-03T10:00', '2026-12-03T10:30');
    await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead));
    const contactId = fake.contacts[0]!.contactId;
    expect(fake.events).toEqual([
      expect.objectContaining({
        StartDateTime: '2026-12-03T10:00',
        EndDateTime: '2026-12-03T10:30',
        EstateIds: [4321],
        ContactIds: [contactId],
      }),
    ]);
  });

  it('Whise down: the lead is retried, and the retry does not upsert the contact twice', async () => {
    const lead = await insertVisitRequest(4322, '2026-12-04T14:00', '2026-12-04T14:30');
    // token, client token and the upsert pass; the first calendar call fails (over the installed
    // fake, which the suite's afterEach removes with this layer)
    let calendarCalls = 0;
    const installed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/v1/calendars/create') && calendarCalls++ === 0) return new Response('{}', { status: 500 });
      return installed(input, init);
    }) as typeof fetch;
    const first = await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead), 1);
    expect(first.retryMessages).toHaveLength(1);
    const second = await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead), 2);
    expect(second.explicitAcks).toHaveLength(1);
    expect(fake.contacts).toHaveLength(1);
    expect(fake.events).toHaveLength(1);
  });

  it("a refused upsert (Whise's 200 with isValidRequest false) is not delivered: the lead is retried; the agency's office goes with the contact", async () => {
    const lead = await propertyLead(env.DB, 'contact-me', 1235);
    const withOffice = { ...whiseEnv(), WHISE_OFFICE_ID: '77' };
    fake.failNext('refused');
    const first = await runQueue(withOffice, LEADS_QUEUE, msg(lead), 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.explicitAcks).toHaveLength(0);
    expect(fake.contacts).toHaveLength(0);
    expect(await leadState(env.DB, lead.id)).not.toMatchObject({ status: 'delivered' });
    const second = await runQueue(withOffice, LEADS_QUEUE, msg(lead), 2);
    expect(second.explicitAcks).toHaveLength(1);
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]).toMatchObject({ OfficeIds: [77], EstateIds: [1235] });
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered' });
  });

  it('a search alert waits for the confirmation, then puts the criteria on the contact', async () => {
    const payload = {
      ...CONTACT,
      ...SEARCH_ALERT,
      frequency: 'weekly',
    };
    const lead = await insertLead(env.DB, { kind: 'demand-register', lang: 'fr', payload });
    await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead));
    expect(fake.contacts).toHaveLength(0);
    await confirmLead(whiseEnv(), lead.id);
    await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead));
    await runQueue(whiseEnv(), LEADS_QUEUE, msg(lead));
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]!.SearchCriteria).toEqual([
      { PurposeIds: [1], CategoryIds: [1, 2], Zips: ['4000', '5000'], MinPrice: 150000, MaxPrice: 350000, MinRooms: 3 },
    ]);
  });
});
