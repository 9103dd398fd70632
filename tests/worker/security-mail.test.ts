/**
 * Mail in the agency's name carries only the agency's words (docs/security.md), replayed against
 * the real worker: the form posts through its routes (D1 and the Rate Limiting binding real), the
 * lead through the worker's real queue handler, the e-mails into a recorder (e-mail delivery is
 * what lies outside).
 * - A visitor's text that goes to a third party (send-to-friend) holds no link or URL: refused
 *   with the field's message in the page's language, nothing stored.
 * - The visitor's name never goes in a friend mail's subject.
 * - One friend mail per recipient per day, counted in D1, whoever sends it.
 * - Request-documents mails an address only after that address confirms, as alerts do.
 * - Every link in every mail is built from SITE_URL; the mail features refuse without it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { seedDemoFixture } from './support/demo-fixture';
import { confirmLead, type LeadMessage, leadsQueueInto, mailRecorder, runQueue } from './support/leads';
import { ORIGIN, post as postTo } from './support/http';

const LEADS_QUEUE = 'agency-leads';
const SITE = 'https://www.belvue-immo.example';
const PHISHING = 'Belvue Immo security team: your account is suspended, verify at https://evil.example/login';

const testEnv = env as unknown as Env;
let mail = mailRecorder();
const queued: LeadMessage[] = [];
let ip = 0;
let propertyId = 0;

beforeAll(async () => {
  const demo = await seedDemoFixture(env.DB, { properties: 8, projects: 1, bucket: env.MEDIA });
  propertyId = demo.properties[0]!.ID;
  await env.MEDIA.put(`property-documents/${propertyId}/plan.pdf`, new Uint8Array([37, 80, 68, 70]), {
    httpMetadata: { contentType: 'application/pdf' },
  });
  Object.assign(testEnv, {
    SITE_URL: SITE,
    ALERT_SECRET: 'test-secret-0123456789abcdef',
    LEADS: leadsQueueInto(queued),
  });
});
beforeEach(() => {
  mail = mailRecorder();
  testEnv.EMAIL = mail.binding;
});

async function post(kind: string, fields: Record<string, string>, extraEnv: Partial<Env> = {}) {
  ip += 1;
  const body = { _ts: await issueFillToken(fillSecret(testEnv)!, Date.now() - 10_000), ...fields };
  return postTo(`/api/forms/${kind}`, JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    ip: `203.0.113.${ip}`,
    ...(Object.keys(extraEnv).length === 0 ? {} : { env: { ...testEnv, ...extraEnv } as Env }),
  });
}

const friend = (fields: Record<string, string> = {}) => ({
  firstName: 'Anna',
  email: 'anna@example.be',
  friendEmail: 'friend@example.be',
  remarks: 'Have a look at this one!',
  propertyId: String(propertyId),
  lang: 'en',
  ...fields,
});

/** A request for the documents of the first property, in English; `fields` change it. */
const documentsRequest = (fields: Record<string, string> = {}) => ({
  title: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475123456',
  propertyId: String(propertyId),
  lang: 'en',
  ...fields,
});

const storedLeads = async (kind: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE kind = ?').bind(kind).first<number>('n')) ?? 0;

describe('send-to-friend carries only the agency’s words', () => {
  it.each([
    ['firstName', PHISHING, 'en', 'Please remove the web address: a message to a friend cannot contain links.'],
    [
      'remarks',
      'Look: www.evil.example/verify',
      'fr',
      'Veuillez retirer l’adresse web : un message à un ami ne peut pas contenir de lien.',
    ],
    [
      'remarks',
      'Log in at evil.example/login now',
      'nl',
      'Verwijder het webadres: een bericht aan een vriend kan geen links bevatten.',
    ],
    [
      'firstName',
      'Anna <http://evil.example>',
      'de',
      'Bitte entfernen Sie die Webadresse: Eine Nachricht an einen Freund darf keine Links enthalten.',
    ],
  ])('a link in %s is refused with the field’s message (%s)', async (field, text, lang, message) => {
    const before = await storedLeads('send-to-friend');
    const res = await post('send-to-friend', friend({ [field]: text, lang }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { [field]: message } });
    expect(await storedLeads('send-to-friend')).toBe(before);
  });

  it('the friend mail’s subject never holds the visitor’s name, and its link comes from SITE_URL', async () => {
    const res = await post('send-to-friend', friend({ firstName: 'Zorro Dubois', friendEmail: 'subject@example.be' }));
    expect(res.status).toBe(200);
    expect((await runQueue(testEnv, LEADS_QUEUE, queued.at(-1)!)).explicitAcks).toHaveLength(1);
    const sent = mail.sent.find((m) => m.to === 'subject@example.be')!;
    expect(sent.subject).not.toContain('Zorro');
    expect(sent.subject).toBe('A property of Belvue Immo you may like');
    expect(sent.text).toContain(`${SITE}/en/property/${propertyId}/`);
    for (const m of mail.sent) expect(m.text).not.toContain('localhost');
  });

  it('one friend mail per recipient per day, whoever sends it', async () => {
    const first = await post('send-to-friend', friend({ friendEmail: 'once@example.be' }));
    expect(first.status).toBe(200);
    const firstLead = queued.at(-1)!;
    const second = await post('send-to-friend', friend({ email: 'other@example.be', friendEmail: 'Once@Example.be' }));
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({
      ok: false,
      errors: { friendEmail: 'A page was already sent to this address today. Please try again tomorrow.' },
    });
    await runQueue(testEnv, LEADS_QUEUE, firstLead);
    expect(mail.sent.filter((m) => m.to.toLowerCase() === 'once@example.be')).toHaveLength(1);
  });
});

describe('request-documents waits for the address to confirm', () => {
  it('sends the documents to an address only after it confirms; the first mail only asks', async () => {
    const res = await post('request-documents', documentsRequest({ email: 'victim@example.be' }));
    expect(res.status).toBe(200);
    const message = queued.at(-1)!;
    expect((await runQueue(testEnv, LEADS_QUEUE, message)).explicitAcks).toHaveLength(1);
    const toVictim = mail.sent.filter((m) => m.to === 'victim@example.be');
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.attachments ?? []).toHaveLength(0);
    expect(toVictim[0]!.subject).toBe('Please confirm your request for documents');
    expect(toVictim[0]!.text).toContain(`${SITE}/en/confirm-subscription/?token=`);
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = ?').bind(message.leadId).first('status')).toBe(
      'unconfirmed',
    );
    expect(await confirmLead(testEnv, message.leadId)).toBe(true);
    await runQueue(testEnv, LEADS_QUEUE, message);
    const documents = mail.sent.filter((m) => m.to === 'victim@example.be' && (m.attachments ?? []).length > 0);
    expect(documents).toHaveLength(1);
  });
});

describe('links only from SITE_URL', () => {
  it.each([
    ['send-to-friend', friend({ friendEmail: 'nosite@example.be' })],
    ['request-documents', documentsRequest({ email: 'nosite@example.be', propertyId: '1' })],
  ])('%s refuses without SITE_URL (503, nothing stored), in development too', async (kind, fields) => {
    const before = await storedLeads(kind);
    const res = await post(kind, fields, { SITE_URL: undefined } as Partial<Env>);
    expect(res.status).toBe(503);
    expect(await storedLeads(kind)).toBe(before);
  });
});
