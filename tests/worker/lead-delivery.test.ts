/**
 * Lead delivery (docs/forms-and-leads.md) with the real D1 and the worker's real queue handler
 * (createMessageBatch + getQueueResult): the CRM (fake Omnicasa over globalThis.fetch) and the
 * agency e-mail (the EMAIL binding replaced by a recorder). The provider down keeps the lead,
 * retries with growing delays and delivers exactly once when it is back; a duplicate message
 * or a retry after a partial failure repeats nothing; the dead-letter queue marks the lead
 * failed and tells the agency once; the cron sweep sends stuck leads to the real queue again.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backoffSeconds, LEADS_DLQ, LEADS_QUEUE } from '../../worker/background/lead-queue';
import { runScheduled } from '../../worker/background/scheduled';
import { sweepLeads } from '../../worker/leads/sweep';
import type { Env } from '../../worker/env';
import { createFakeOmnicasa, FAKE_DEMAND_ID, FAKE_PERSON_ID, omnicasaVariables } from '../support/fake-omnicasa';
import { CONTACT, confirmLead, crmAndMailEachTest, insertLead, leadState, msg, runQueue } from './support/leads';
import { propertyLead } from './support/property-lead';
import { SEARCH_ALERT, SEARCH_ALERT_DEMAND } from '../fixtures/search-alert';

const fake = createFakeOmnicasa();
const mail = crmAndMailEachTest(fake);

const AGENCY = 'leads@belvue-immo.example';
const d1Env = (): Env => ({
  ...env,
  PROVIDER: 'd1',
  EMAIL: mail.binding,
  AGENCY_EMAIL: AGENCY,
  SITE_URL: 'https://www.belvue-immo.example',
  ALERT_SECRET: 'test-secret-0123456789abcdef',
});
const crmEnv = (): Env => ({
  ...d1Env(),
  ...omnicasaVariables(fake),
});
const crmCalls = () =>
  fake.calls.filter((c) =>
    ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister', 'AddPersonToAppointment'].includes(c.method),
  );

describe('delivery with the d1 provider (e-mail only)', () => {
  it('sends one e-mail to the agency with the contact and every field, and marks the lead delivered', async () => {
    const lead = await propertyLead(env.DB, 'contact-me', 1234, 'fr', {
      preference: 'phone',
      timeSlots: ['10-13', '16-19'],
    });
    const result = await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message!.to).toBe(AGENCY);
    expect(message!.replyTo).toBe(CONTACT.email);
    expect(message!.subject).toContain('Anne Peeters');
    expect(message!.text).toContain('email: anne.peeters@example.be');
    expect(message!.text).toContain('Is the garden south-facing?');
    // The forms' own labels and option texts, in the agency's language (app/forms/labels.ts).
    expect(message!.text).toContain('How shall we contact you?: ');
    expect(message!.text).toMatch(/When can we call you\?: 10:00–13:00, 16:00–19:00/);
    expect(message!.text).toContain('https://www.belvue-immo.example/fr/property/1234/');
    expect(message!.headers?.['X-Lead-Reference']).toBe(lead.idempotencyKey);
    expect(fake.calls).toEqual([]);
    const state = await leadState(env.DB, lead.id);
    expect(state).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(state.delivered_at).not.toBeNull();
  });

  it('uses the site configuration’s agency address when AGENCY_EMAIL is not set', async () => {
    const lead = await insertLead(env.DB, { kind: 'site-contact', payload: CONTACT });
    await runQueue({ ...d1Env(), AGENCY_EMAIL: undefined }, LEADS_QUEUE, msg(lead));
    expect(mail.sent.map((m) => m.to)).toEqual(['info@belvue-immo.example']);
  });

  it('send-to-friend also e-mails the friend in the lead’s language', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'send-to-friend',
      lang: 'nl',
      propertyId: 77,
      payload: { ...CONTACT, friendEmail: 'vriend@example.be', remarks: 'Kijk eens!' },
    });
    await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    expect(mail.sent.map((m) => m.to).sort()).toEqual([AGENCY, 'vriend@example.be']);
    const friend = mail.sent.find((m) => m.to === 'vriend@example.be')!;
    // The agency's words only: the visitor's name never goes in the subject (docs/security.md).
    expect(friend.subject).toBe('Een pand van Belvue Immo dat u kan interesseren');
    expect(friend.text).toContain('https://www.belvue-immo.example/nl/property/77/');
    expect(friend.text).toContain('Kijk eens!');
  });

  it('send-to-friend from a project page e-mails the friend the project’s link, in the lead’s language', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'send-to-friend',
      lang: 'de',
      payload: { ...CONTACT, friendEmail: 'freund@example.de', projectId: 307 },
    });
    await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    const friend = mail.sent.find((m) => m.to === 'freund@example.de')!;
    expect(friend.text).toContain('https://www.belvue-immo.example/de/projekte/project/307/');
    expect(friend.text).not.toContain('/property/');
    const agency = mail.sent.find((m) => m.to === AGENCY)!;
    expect(agency.text).toContain('https://www.belvue-immo.example/de/projekte/project/307/');
  });

  it('request-documents e-mails the property’s public documents as attachments and tells the agency', async () => {
    await env.MEDIA.put('property-documents/555/epc.pdf', '%PDF-1.4 epc', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    await env.MEDIA.put('documents/owner-1/555/private.pdf', '%PDF-1.4 private', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    const lead = await insertLead(env.DB, {
      kind: 'request-documents',
      lang: 'de',
      propertyId: 555,
      payload: { ...CONTACT, propertyId: 555 },
    });
    await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    // Documents go to an address only once it confirms (docs/security.md): the first mail asks.
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      [CONTACT.email, 'Bitte bestätigen Sie Ihre Anfrage nach Unterlagen'],
    ]);
    expect(await confirmLead(d1Env(), lead.id)).toBe(true);
    await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    const visitor = mail.sent.find((m) => m.to === CONTACT.email && (m.attachments ?? []).length > 0)!;
    expect(visitor.subject).toContain('Die angeforderten Unterlagen');
    expect(visitor.attachments?.map((a) => [a.filename, a.type])).toEqual([['epc.pdf', 'application/pdf']]);
    const agency = mail.sent.find((m) => m.to === AGENCY)!;
    expect(agency.text).toContain('Documents attached for the visitor: 1.');

    const none = await insertLead(env.DB, {
      kind: 'request-documents',
      propertyId: 556,
      payload: { ...CONTACT, propertyId: 556 },
    });
    mail.sent.length = 0;
    // The address confirmed a request for documents lately: this one goes without asking again.
    await runQueue(d1Env(), LEADS_QUEUE, msg(none));
    expect(mail.sent.find((m) => m.to === CONTACT.email)!.attachments).toBeUndefined();
    expect(mail.sent.find((m) => m.to === AGENCY)!.text).toContain('please send them to the visitor yourself');
  });
});

describe('delivery to Omnicasa', () => {
  it('ContactOnMe with the contact, the property, a subject and the content', async () => {
    const lead = await propertyLead(env.DB, 'contact-me', 1234, 'fr', { preference: 'email' });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    expect(crmCalls().map((c) => c.method)).toEqual(['ContactOnMe']);
    const json = fake.callsOf('ContactOnMe')[0]!.json;
    expect(json).toMatchObject({
      Name: 'Peeters',
      FirstName: 'Anne',
      AddressTitle: 5,
      Email: CONTACT.email,
      PhoneNumber: CONTACT.phone,
      Address: 'Rue Haute 12',
      Zip: '4000',
      City: 'Liège',
      ObjectID: 1234,
      SourceId: 5,
      LanguageId: 2,
      Subject: 'Demande d’informations ou de visite',
    });
    expect(json.Content).toContain('Is the garden south-facing?');
    expect(json.Content).toContain('Comment vous contacter ?: Par e-mail');
    expect(json.Content).toContain(lead.idempotencyKey);
    expect(mail.sent).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered' });
  });

  it('kinds without a CRM method go as a ContactOnMe with a subject naming the form', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'contact-demand',
      lang: 'nl',
      payload: { ...CONTACT, street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: 'Gent', valuationGoal: 'sell' },
    });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    const json = fake.callsOf('ContactOnMe')[0]!.json;
    expect(json.Subject).toBe('Aanvraag voor een gratis schatting');
    expect(json.AddressTitle).toBe(2);
    expect(json).toMatchObject({ Address: 'Kerkstraat 1', Zip: '9000', City: 'Gent' });
  });

  it('a project contact goes as ContactOnMeProject with ProjectIDs', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'contact-construction',
      payload: { ...CONTACT, title: 'mr', projectId: 42 },
    });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    expect(crmCalls().map((c) => c.method)).toEqual(['ContactOnMeProject']);
    expect(fake.callsOf('ContactOnMeProject')[0]!.json).toMatchObject({
      ProjectIDs: [42],
      AddressTitle: 7,
      Subject: 'Project enquiry',
    });
  });

  it('an appointment: ContactOnMe, then AddPersonToAppointment with the CRM person; a failed second call does not repeat the first', async () => {
    fake.fail('AddPersonToAppointment', { kind: 'http-500' }, 1);
    const lead = await insertLead(env.DB, {
      kind: 'contact-appointment',
      propertyId: 9,
      payload: { ...CONTACT, propertyId: 9, slotId: 612 },
    });
    const first = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(mail.sent).toHaveLength(0);
    const second = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 2);
    expect(second.explicitAcks).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')[0]!.json.AppointmentID).toBe(612);
    expect(fake.callsOf('AddPersonToAppointment').map((c) => c.json)).toMatchObject([
      { PersonID: FAKE_PERSON_ID, AppointmentID: 612 },
      { PersonID: FAKE_PERSON_ID, AppointmentID: 612 },
    ]);
    expect(mail.sent).toHaveLength(1);
  });

  it('a search alert: once its address confirmed, DemandRegister with the criteria and one alert row keeping the CRM demand', async () => {
    const payload = {
      ...CONTACT,
      ...SEARCH_ALERT,
      garden: true,
      parking: true,
      frequency: 'weekly',
    };
    const lead = await insertLead(env.DB, { kind: 'demand-register', lang: 'fr', payload });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    expect(fake.callsOf('DemandRegister')).toHaveLength(0);
    await confirmLead(crmEnv(), lead.id);
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    expect(fake.callsOf('DemandRegister')).toHaveLength(1);
    expect(fake.callsOf('DemandRegister')[0]!.json).toMatchObject({
      ...SEARCH_ALERT_DEMAND,
      Garden: true,
      MinParkings: 1,
      Email: CONTACT.email,
    });
    const alerts = await env.DB.prepare(
      'SELECT email, lang, frequency, crm_ref, criteria FROM alerts WHERE lead_id = ?',
    )
      .bind(lead.id)
      .all<Record<string, string>>();
    expect(alerts.results).toHaveLength(1);
    expect(alerts.results[0]).toMatchObject({ email: CONTACT.email, lang: 'fr', frequency: 'weekly' });
    expect(JSON.parse(alerts.results[0]!.crm_ref!)).toEqual({ ID: FAKE_PERSON_ID, DemandID: FAKE_DEMAND_ID });
    expect(JSON.parse(alerts.results[0]!.criteria!)).toMatchObject({
      types: [1, 2],
      cities: ['Liège|4000', 'Namur|5000'],
      garden: true,
    });
  });
});

describe('durability', () => {
  it('the provider down: the lead is kept and retried with growing delays, then delivered exactly once', async () => {
    fake.fail('ContactOnMe', { kind: 'http-500' }, 2);
    const lead = await propertyLead(env.DB, 'contact-me', 5);

    const first = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([30]);
    expect(await leadState(env.DB, lead.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('HTTP 500'),
    });
    expect(mail.sent).toHaveLength(0);

    const second = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 2);
    expect(second.retryMessages).toHaveLength(1);
    expect(second.delays).toEqual([60]);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'pending', attempts: 2 });

    const third = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 3);
    expect(third.explicitAcks).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect(fake.callsOf('ContactOnMe')).toHaveLength(3); // two refused, one that succeeded
    expect(mail.sent).toHaveLength(1);

    const late = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 1);
    expect(late.explicitAcks).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(3);
    expect(mail.sent).toHaveLength(1);
  });

  it('back-off grows with the attempts and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480, 960, 3600]);
  });

  it('a duplicate message delivers nothing twice: one CRM call, one e-mail', async () => {
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    const duplicate = await runQueue(crmEnv(), LEADS_QUEUE, { ...msg(lead) });
    expect(duplicate.explicitAcks).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(1);
    expect(mail.sent).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ attempts: 1 });
  });

  it('after the CRM succeeded and the e-mail failed, the retry sends the e-mail only', async () => {
    mail.failNext(1);
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    const first = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('mail service unavailable'),
    });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 2);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(1);
    expect(mail.sent).toHaveLength(1);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered' });
  });

  it('while one delivery holds the lead, a second message waits instead of delivering', async () => {
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    await env.DB.prepare("UPDATE leads SET claimed_until = datetime('now', '+60 seconds') WHERE id = ?")
      .bind(lead.id)
      .run();
    const result = await runQueue(crmEnv(), LEADS_QUEUE, msg(lead));
    expect(result.retryMessages).toHaveLength(1);
    expect(result.delays).toEqual([60]);
    expect(fake.calls).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it('a message with a wrong key, an unknown lead or a malformed body is dropped without delivering', async () => {
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    for (const body of [
      { leadId: lead.id, idempotencyKey: 'forged' },
      { leadId: 999999, idempotencyKey: lead.idempotencyKey },
      { leadId: 'x' },
      null,
    ]) {
      const result = await runQueue(crmEnv(), LEADS_QUEUE, body);
      expect(result.explicitAcks).toHaveLength(1);
    }
    expect(fake.calls).toEqual([]);
    expect(mail.sent).toEqual([]);
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('the dead-letter queue marks the lead failed, keeps it and tells the agency once', async () => {
    fake.fail('ContactOnMe', { kind: 'success-false', code: 500, message: 'Database offline' });
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    await runQueue(crmEnv(), LEADS_QUEUE, msg(lead), 6);
    await runQueue(crmEnv(), LEADS_DLQ, msg(lead));
    await runQueue(crmEnv(), LEADS_DLQ, msg(lead));
    expect(await leadState(env.DB, lead.id)).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('Database offline'),
    });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe(AGENCY);
    expect(mail.sent[0]!.subject).toBe(`Lead #${lead.id} could not be delivered`);
    expect(mail.sent[0]!.text).toContain('Database offline');
    expect(mail.sent[0]!.text).toContain('Anne Peeters');
  });

  it('a dead letter of a lead delivered meanwhile changes nothing', async () => {
    const lead = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT });
    await runQueue(d1Env(), LEADS_QUEUE, msg(lead));
    await runQueue(d1Env(), LEADS_DLQ, msg(lead));
    expect(await leadState(env.DB, lead.id)).toMatchObject({ status: 'delivered' });
    expect(mail.sent).toHaveLength(1);
  });
});

describe('the cron sweep', () => {
  it('sends pending leads older than ten minutes to the queue again, not recent, retrying, delivered or failed ones', async () => {
    const stuck = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT, age: '-60 minutes' });
    const recent = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT, age: '-2 minutes' });
    const failed = await insertLead(env.DB, {
      kind: 'contact-me',
      payload: CONTACT,
      age: '-60 minutes',
      status: 'failed',
    });
    const delivered = await insertLead(env.DB, {
      kind: 'contact-me',
      payload: CONTACT,
      age: '-60 minutes',
      status: 'delivered',
    });
    const retrying = await insertLead(env.DB, { kind: 'contact-me', payload: CONTACT, age: '-60 minutes' });
    await env.DB.prepare("UPDATE leads SET last_attempt_at = datetime('now', '-5 minutes') WHERE id = ?")
      .bind(retrying.id)
      .run();

    const sent: unknown[] = [];
    const queue = {
      send: env.LEADS.send.bind(env.LEADS),
      sendBatch: async (messages: { body: unknown }[]) => {
        sent.push(...messages.map((m) => m.body));
      },
    } as unknown as Queue;
    expect(await sweepLeads({ DB: env.DB, LEADS: queue })).toBe(1);
    expect(sent).toEqual([{ leadId: stuck.id, idempotencyKey: stuck.idempotencyKey }]);
    // The next sweep leaves it alone while its new message is on its way.
    expect(await sweepLeads({ DB: env.DB, LEADS: queue })).toBe(0);
    for (const other of [recent, failed, delivered, retrying])
      expect(sent).not.toContainEqual(expect.objectContaining({ leadId: other.id }));
  });

  it('through the real queue: the scheduled job re-enqueues a lead whose message was lost and the consumer delivers it', async () => {
    const lost = await insertLead(env.DB, { kind: 'site-contact', payload: CONTACT, age: '-30 minutes' });
    const result = await runScheduled(env);
    expect(result.swept).toBeGreaterThanOrEqual(1);
    let state = await leadState(env.DB, lost.id);
    for (let i = 0; i < 100 && state.status !== 'delivered'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await leadState(env.DB, lost.id);
    }
    expect(state).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
