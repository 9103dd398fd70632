/**
 * Every form end to end with its own field names (shared/forms/kinds.ts), the way a visitor's
 * browser posts it: `POST /api/forms/{kind}` → the lead in D1 → the worker's real queue handler →
 * the CRM call (the fake Omnicasa server) and the e-mails (the EMAIL binding replaced by a
 * recorder). A delivery that reads a field under another name than the form sends (the
 * appointment's `slotId`, the friend's `friendEmail`, the valuation address, the alert's zones)
 * fails here. With omnicasa, the appointment form offers GetAppointmentObject's slots, accepts
 * only one with a free place, and the delivery registers the visitor with AddPersonToAppointment.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormKind } from '../../shared/forms/kinds';
import { FORM_KINDS } from '../../shared/forms/kinds';
import type { Env } from '../../worker/env';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { LEADS_QUEUE } from '../../worker/background/lead-queue';
import { createFakeOmnicasa, FAKE_PERSON_ID, omnicasaVariables } from '../support/fake-omnicasa';
import { confirmLead, type LeadMessage, leadsQueueInto, mailRecorder, runQueue } from './support/leads';
import { needsConfirmation } from '../../app/forms/opt-in';
import { MANUAL, ORIGIN, get, post as postTo } from './support/http';
import { partsFor } from '../../worker/provider';
import { slotsFor } from '../../worker/forms/slots';
import { ProviderError } from '../../worker/provider/core';
import type { Lang } from '../../shared/paths/languages';
import { SEARCH_ALERT, SEARCH_ALERT_DEMAND } from '../fixtures/search-alert';

const AGENCY = 'leads@belvue-immo.example';
const fake = createFakeOmnicasa();
let restore: () => void = () => undefined;
let mail = mailRecorder();
const queued: LeadMessage[] = [];
let ip = 0;

const testEnv = env as unknown as Env;

/** A property's viewing slots as its page and the appointment form read them (the CRM's, through the provider). */
const slotsOf = (propertyId: number, lang: Lang = 'en') => {
  const { appointments } = partsFor(testEnv);
  return slotsFor(appointments ? { db: testEnv.DB, appointments } : { db: testEnv.DB }, propertyId, lang);
};

beforeAll(async () => {
  restore = fake.install();
  Object.assign(testEnv, {
    ...omnicasaVariables(fake),
    AGENCY_EMAIL: AGENCY,
    SITE_URL: 'https://www.belvue-immo.example',
    ALERT_SECRET: 'test-secret-0123456789abcdef',
    LEADS: leadsQueueInto(queued),
  });
});
afterAll(() => restore());
beforeEach(() => {
  fake.reset();
  mail = mailRecorder();
  testEnv.EMAIL = mail.binding;
});

const person = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne.peeters@example.be',
  phone: '0475123456',
};
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A form field's value: a text, a number, or several of them (checkboxes). */
type Field = string | number | (string | number)[];

/** A valid post of each kind, in the form's own field names (what the rendered form sends). */
const SAMPLES: Record<FormKind, Record<string, Field>> = {
  'contact-me': {
    ...person,
    timeSlots: ['10-13', '16-19'],
    preference: 'email',
    visit: 'on',
    remarks: 'Is the garden south-facing?',
    propertyId: '101',
  },
  'contact-appointment': { slotId: '612', ...person, remarks: 'Saturday suits me', propertyId: '101' },
  'contact-construction': { ...person, remarks: 'Which flats are left?', projectId: '501' },
  'contact-demand': {
    street: 'Kerkstraat',
    houseNumber: '1',
    zip: '9000',
    city: 'Gent',
    propertyType: '1',
    valuationGoal: 'sell',
    ...person,
  },
  'demand-register': {
    ...SEARCH_ALERT,
    garden: 'on',
    frequency: 'weekly',
    title: 'ms',
    firstName: 'Anne',
    lastName: 'Peeters',
    email: 'anne.peeters@example.be',
  },
  'send-to-friend': {
    firstName: 'Anne',
    email: 'anne.peeters@example.be',
    friendEmail: 'vriend@example.be',
    remarks: 'Kijk eens!',
    propertyId: '101',
  },
  'site-contact': {
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan.claes@example.be',
    remarks: 'A question about your fees',
  },
  'sign-newsletter': { email: 'news@example.be' },
  'request-documents': { ...person, propertyId: '101' },
  testimonial: {
    firstName: 'Anne',
    lastName: 'Peeters',
    email: 'anne.peeters@example.be',
    city: 'Gent',
    rating: '5',
    testimonial: 'Sold within a month.',
    publish: 'on',
  },
  'rent-application': {
    ...person,
    adults: '2',
    adultAges: '34, 36',
    kids: '1',
    kidAges: '4',
    pets: 'a cat',
    movingDate: day(40),
    movingReason: 'New job',
    income1: '3200',
    income2: '2800',
    propertyId: '104',
  },
  'purchase-offer': {
    amount: '425000',
    startDate: day(1),
    endDate: day(14),
    conditions: 'Subject to a loan',
    place: 'Gent',
    signDate: day(0),
    ...person,
    street: 'Veldstraat',
    houseNumber: '5',
    zip: '9000',
    city: 'Gent',
    personBFirstName: 'Piet',
    personBLastName: 'Peeters',
    propertyId: '101',
  },
};

/** A fresh fill-time token, issued ten seconds ago: each accepted post spends its own (worker/forms/fill-token.ts). */
const freshToken = () => issueFillToken(fillSecret(testEnv)!, Date.now() - 10_000);

async function post(kind: FormKind, fields: Record<string, Field>, lang = 'en') {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({ _ts: await freshToken(), lang, back: `/${lang}/`, ...fields }))
    for (const item of Array.isArray(v) ? v : [v]) body.append(k, String(item));
  ip += 1;
  return postTo(`/api/forms/${kind}`, body.toString(), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    ip: `198.51.100.${ip}`,
    ...MANUAL,
  });
}

/** Posts a form, expects success, and delivers its lead through the queue handler. */
async function sendAndDeliver(kind: FormKind, fields = SAMPLES[kind], lang = 'en') {
  const before = queued.length;
  const crmBefore = fake.callsOf('ContactOnMe').length + fake.callsOf('DemandRegister').length;
  const res = await post(kind, fields, lang);
  expect(res.status, `${kind} answered ${res.status}`).toBe(303);
  expect(queued.length).toBe(before + 1);
  const message = queued.at(-1)!;
  const result = await runQueue(testEnv, LEADS_QUEUE, message);
  expect(result.explicitAcks, `${kind} delivered`).toHaveLength(1);
  if (needsConfirmation(kind)) {
    // Double opt-in (decision record 024): nothing reaches the CRM before the address confirms.
    const waiting = await testEnv.DB.prepare('SELECT status FROM leads WHERE id = ?')
      .bind(message.leadId)
      .first('status');
    expect(waiting).toBe('unconfirmed');
    expect([...fake.callsOf('ContactOnMe'), ...fake.callsOf('DemandRegister')]).toHaveLength(crmBefore);
    expect(await confirmLead(testEnv, message.leadId)).toBe(true);
    expect((await runQueue(testEnv, LEADS_QUEUE, message)).explicitAcks).toHaveLength(1);
  }
  const row = await testEnv.DB.prepare('SELECT status, payload FROM leads WHERE id = ?')
    .bind(message.leadId)
    .first<{ status: string; payload: string }>();
  expect(row!.status).toBe('delivered');
  return { payload: JSON.parse(row!.payload) as Record<string, unknown>, key: message.idempotencyKey };
}

const crm = (method: string) => fake.callsOf(method).at(-1)?.json ?? {};
const agencyMail = () => mail.sent.find((m) => m.to === AGENCY);

describe('each form, from the post to the CRM and the e-mails', () => {
  it('covers every kind', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...FORM_KINDS].sort());
  });

  it('contact-me: ContactOnMe on the property with the time slots and the preference in the Content', async () => {
    await sendAndDeliver('contact-me');
    expect(crm('ContactOnMe')).toMatchObject({
      ObjectID: 101,
      Name: 'Peeters',
      FirstName: 'Anne',
      Email: person.email,
      PhoneNumber: person.phone,
      AddressTitle: 8,
    });
    expect(crm('ContactOnMe').Content).toMatch(/When can we call you\?: 10:00–13:00, 16:00–19:00/);
    expect(crm('ContactOnMe').Content).toContain('Is the garden south-facing?');
    expect(agencyMail()!.text).toContain('How shall we contact you?: ');
  });

  it('contact-appointment: the slot the form sends is the CRM appointment the visitor is added to', async () => {
    const { payload } = await sendAndDeliver('contact-appointment');
    expect(payload.slotId).toBe(612);
    expect(crm('ContactOnMe')).toMatchObject({ ObjectID: 101, AppointmentID: 612 });
    expect(fake.callsOf('AddPersonToAppointment').map((c) => c.json)).toMatchObject([
      { PersonID: FAKE_PERSON_ID, AppointmentID: 612, LanguageId: 3 },
    ]);
    expect(fake.callsOf('GetAppointmentObject')[0]!.json).toMatchObject({ ObjectID: 101, LanguageId: 3 });
  });

  it('contact-construction: ContactOnMeProject with the project', async () => {
    await sendAndDeliver('contact-construction');
    expect(crm('ContactOnMeProject')).toMatchObject({ ProjectIDs: [501], Email: person.email });
  });

  it('contact-demand: the valuation address reaches the CRM contact and the agency', async () => {
    await sendAndDeliver('contact-demand', SAMPLES['contact-demand'], 'nl');
    expect(crm('ContactOnMe')).toMatchObject({
      Address: 'Kerkstraat 1',
      Zip: '9000',
      City: 'Gent',
      Subject: 'Aanvraag voor een gratis schatting',
    });
    expect(agencyMail()!.text).toContain('address: Kerkstraat 1, 9000 Gent');
  });

  it('demand-register: DemandRegister with the types, the zones’ postcodes and the price range', async () => {
    await sendAndDeliver('demand-register');
    expect(crm('DemandRegister')).toMatchObject({ ...SEARCH_ALERT_DEMAND, Garden: true });
  });

  it('demand-register for an area: no postcodes, the area as text in the CRM remarks and the agency’s e-mail', async () => {
    const { cities: _cities, ...rest } = SAMPLES['demand-register'];
    await sendAndDeliver('demand-register', { ...rest, area: 'near=51.05,3.72&radius=10' });
    const demand = crm('DemandRegister');
    expect(demand).toMatchObject({ Goal: 0, TypeOfPropertyIDs: [1, 2] });
    expect(demand.Zips).toBeUndefined();
    expect(demand.Comment).toContain('Area on the map: near=51.05,3.72&radius=10');
    expect(agencyMail()!.text).toContain('Area on the map: near=51.05,3.72&radius=10');
  });

  it('send-to-friend: the friend gets the page and the message', async () => {
    await sendAndDeliver('send-to-friend', SAMPLES['send-to-friend'], 'nl');
    const friend = mail.sent.find((m) => m.to === 'vriend@example.be');
    expect(friend, 'the friend’s e-mail').toBeDefined();
    expect(friend!.text).toContain('https://www.belvue-immo.example/nl/property/101/');
    expect(friend!.text).toContain('Kijk eens!');
  });

  it('site-contact and sign-newsletter: ContactOnMe (the newsletter asks for e-mails)', async () => {
    await sendAndDeliver('site-contact');
    expect(crm('ContactOnMe')).toMatchObject({ Name: 'Claes', AddressTitle: 7, Subject: 'Contact form' });
    expect(crm('ContactOnMe').Content).toContain('A question about your fees');
    await sendAndDeliver('sign-newsletter');
    expect(crm('ContactOnMe')).toMatchObject({ Email: 'news@example.be', IsReceivedEmail: true });
  });

  it('request-documents: an e-mail to the visitor, and the CRM told', async () => {
    await sendAndDeliver('request-documents', SAMPLES['request-documents'], 'de');
    expect(mail.sent.find((m) => m.to === person.email)).toBeDefined();
    expect(crm('ContactOnMe')).toMatchObject({ ObjectID: 101 });
  });

  it('testimonial, rent-application and purchase-offer: every field in the CRM Content under the form’s labels', async () => {
    await sendAndDeliver('testimonial');
    expect(crm('ContactOnMe').Content).toContain('Sold within a month.');
    await sendAndDeliver('rent-application');
    const rent = String(crm('ContactOnMe').Content);
    expect(rent).toMatch(/3[.,\s]?200/);
    expect(rent).toContain('a cat');
    expect(rent).toContain('New job');
    await sendAndDeliver('purchase-offer', SAMPLES['purchase-offer'], 'fr');
    const offer = String(crm('ContactOnMe').Content);
    expect(offer).toContain('quatre cent vingt-cinq mille');
    expect(offer).toContain('Piet');
    expect(crm('ContactOnMe')).toMatchObject({ Address: 'Veldstraat 5', Zip: '9000', ObjectID: 101 });
  });
});

describe('appointments kept by Omnicasa', () => {
  it('the slots are GetAppointmentObject’s future ones with free places; full ones at 0; past and malformed ones left out', async () => {
    const slots = await slotsOf(101, 'fr');
    expect(slots.map((s) => [s.id, s.free])).toEqual([
      [612, 3],
      [613, 0],
      [615, 1],
    ]);
    expect(slots[0]!.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T1[78]:00$/);
    expect(slots[2]).toMatchObject({
      startsAt: expect.stringMatching(/T11:00$/),
      endsAt: expect.stringMatching(/T12:00$/),
    });
    expect(crm('GetAppointmentObject')).toMatchObject({ ObjectID: 101, LanguageId: 2 });
  });

  it('every slot full: each has no free place', async () => {
    const slots = await slotsOf(104);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.free === 0)).toBe(true);
  });

  it('a full, past or unknown slot is refused with its message; nothing is recorded', async () => {
    for (const slotId of ['613', '614', '999']) {
      const before = queued.length;
      ip += 1;
      const res = await postTo(
        '/api/forms/contact-appointment',
        JSON.stringify({
          _ts: await freshToken(),
          lang: 'nl',
          back: '/nl/',
          ...SAMPLES['contact-appointment'],
          slotId,
        }),
        { headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, ip: `198.51.100.${ip}` },
      );
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ ok: false, errors: { slotId: 'De afspraken zijn volzet' } });
      expect(queued.length).toBe(before);
    }
  });

  it('the CRM failing: the slots cannot be read; the form still takes the lead, and AddPersonToAppointment is retried until it succeeds', async () => {
    fake.fail('GetAppointmentObject', { kind: 'http-500' });
    await expect(slotsOf(101)).rejects.toBeInstanceOf(ProviderError);
    // Another visitor than the earlier tests' (one address books a slot once: worker/forms/slots.ts).
    const res = await post('contact-appointment', { ...SAMPLES['contact-appointment'], email: 'crm.down@example.be' });
    expect(res.status).toBe(303);
    fake.clearFailures();
    fake.fail('AddPersonToAppointment', { kind: 'success-false', code: 500, message: 'Agenda locked' }, 1);
    const message = queued.at(-1)!;
    const first = await runQueue(testEnv, LEADS_QUEUE, message, 1);
    expect(first.retryMessages).toHaveLength(1);
    const second = await runQueue(testEnv, LEADS_QUEUE, message, 2);
    expect(second.explicitAcks).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(1);
    expect(fake.callsOf('AddPersonToAppointment')).toHaveLength(2);
  });
});

describe('thank-you pages of their own', () => {
  const SLUG = { en: 'feedback', nl: 'bedankt', fr: 'merci', de: 'danke' } as const;
  it('every kind lands on its own localized, noindex page with the way back to where the visitor was', async () => {
    for (const kind of FORM_KINDS) {
      for (const lang of ['fr', 'de'] as const) {
        const back = `/${lang}/`;
        const res = await post(
          kind,
          {
            ...SAMPLES[kind],
            back,
            email: `${kind}-${lang}@example.be`,
            ...(kind === 'contact-appointment' ? { slotId: '615' } : {}),
            // One page for a friend per recipient per day (worker/email/quota.ts): a friend of its own.
            ...(kind === 'send-to-friend' ? { friendEmail: `friend-${lang}@example.be` } : {}),
          },
          lang,
        );
        const location = res.headers.get('location') ?? '';
        expect(location, `${kind} in ${lang}`).toBe(`/${lang}/${SLUG[lang]}/${kind}/?back=${encodeURIComponent(back)}`);
        const page = await get(location);
        expect(page.status, location).toBe(200);
        const html = await page.text();
        expect(html).toMatch(/<meta name="robots" content="noindex/);
        expect(html.match(/class="thanks__back">.{0,200}/)?.[0]).toContain(`href="${back}"`);
        expect(html).toContain(`<html lang="${lang}"`);
      }
    }
    // Twenty-four posts and page renders: more than the default 5 s on a loaded machine.
  }, 60_000);
});
