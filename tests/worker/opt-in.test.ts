/**
 * Double opt-in of search alerts and the newsletter (decision record 024), with the real D1 and
 * the worker's real fetch and queue handlers: the form post stores the subscription unconfirmed
 * and the queue's delivery mails one confirmation (its content in the visitor's language); the
 * link's page asks with a button and confirms nothing; the button confirms once, and only then
 * the CRM, the agency's e-mail and the first digest; used, expired and forged links answer 410 /
 * 400 pages in the right language; one confirmation e-mail per address a day; the cron deletes
 * subscriptions left unconfirmed for 7 days (timestamps set in D1, no waiting).
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Property } from '../../shared/model/property';
import { isClosed } from '../../shared/model/property';
import type { Env } from '../../worker/env';
import { runAlerts } from '../../worker/alerts/digest';
import { alertSecret, confirmationToken, unsubscribeToken } from '../../worker/alerts/token';
import { loggedMailer } from '../../worker/email/mail-log';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { LEADS_QUEUE } from '../../worker/background/lead-queue';
import { runScheduled } from '../../worker/background/scheduled';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { ALERTS_ORIGIN } from './support/alerts-env';
import { seedDemoFixture } from './support/demo-fixture';
import { type LeadMessage, leadsQueueInto, mailRecorder, runQueue } from './support/leads';
import { MANUAL, get, type Ask } from './support/http';

const AGENCY = 'agency@belvue-immo.example';
const testEnv = env as unknown as Env;
const catalogue = new D1Catalogue(env.DB);
const fake = createFakeOmnicasa();
let mail = mailRecorder();
const queued: LeadMessage[] = [];
let ip = 0;
let target: Property;
let typeName = '';

beforeAll(async () => {
  await seedDemoFixture(env.DB);
  Object.assign(testEnv, {
    PROVIDER: 'd1',
    SITE_URL: ALERTS_ORIGIN,
    ALERT_SECRET: 'opt-in-test-secret-0123456789',
    AGENCY_EMAIL: AGENCY,
    LEADS: leadsQueueInto(queued),
    // The cron runs the alert digests here, in the same call (as without the ALERTS queue), so that
    // no digest of a queued batch lands in a later test's mailbox (the queue's own runs:
    // tests/worker/alerts-scale.test.ts).
    ALERTS: undefined,
  });
  const page = await catalogue.listProperties({ goal: 0, lang: 'fr', pageSize: 48 });
  target = page.items.find((p) => !isClosed(p) && p.PublishPrice && typeof p.Price === 'number')!;
  typeName = (await catalogue.listTypes('fr')).find((t) => t.ID === target.WebID)!.Name;
});
beforeEach(() => {
  mail = mailRecorder();
  testEnv.EMAIL = mail.binding;
});

const alertFields = (email: string) => ({
  goal: '0',
  types: [String(target.WebID)],
  cities: [`${target.City}|${target.Zip}`],
  minPrice: '100000',
  frequency: 'instant',
  title: 'ms',
  firstName: 'Claire',
  lastName: 'Dubois',
  email,
});

/** A path on the alerts suites' origin (their SITE_URL), redirects kept. */
const request = (path: string, init: Ask = {}) => get(`${ALERTS_ORIGIN}${path}`, { ...MANUAL, ...init });
/** With `e`, the request is answered with that environment (read afresh by the worker), what it left running awaited. */
const withEnv = (e?: Env): Ask => (e ? { env: e, settle: true } : {});

/** Posts a form as a browser without JavaScript does; returns the answer and the queued message. */
async function post(kind: string, fields: Record<string, string | string[]>, lang = 'fr', e?: Env) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({
    _ts: await issueFillToken(fillSecret(testEnv)!, Date.now() - 10_000),
    lang,
    back: `/${lang}/`,
    ...fields,
  }))
    for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  ip += 1;
  const before = queued.length;
  const res = await request(`/api/forms/${kind}`, {
    method: 'POST',
    body: body.toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ALERTS_ORIGIN,
      'CF-Connecting-IP': `203.0.113.${ip}`,
    },
    ...withEnv(e),
  });
  expect(res.status).toBe(303);
  expect(queued.length).toBe(before + 1);
  return { res, message: queued.at(-1)! };
}

/** Posts and delivers through the queue handler; the message is acknowledged. */
async function subscribe(kind: string, fields: Record<string, string | string[]>, lang = 'fr', e?: Env) {
  const { res, message } = await post(kind, fields, lang, e);
  const result = await runQueue(e ?? testEnv, LEADS_QUEUE, message);
  expect(result.explicitAcks).toHaveLength(1);
  return { res, message, leadId: message.leadId };
}

const confirmationsTo = (email: string) =>
  mail.sent.filter((m) => m.to === email && /confirm|bevestig|bestätig/i.test(m.subject));
const linkIn = (text: string): string => /(https:\/\/\S+\?token=\S+)/.exec(text)![1]!;
const pathOf = (url: string): string => url.slice(ALERTS_ORIGIN.length);

const PAGE: Record<string, string> = {
  en: '/en/confirm-subscription/',
  nl: '/nl/inschrijving-bevestigen/',
  fr: '/fr/confirmer-inscription/',
  de: '/de/anmeldung-bestaetigen/',
};

/** The page's button: a form post of the token to the page's own URL. */
async function pressButton(token: string, lang: string, origin = ALERTS_ORIGIN, e?: Env): Promise<Response> {
  return request(`${PAGE[lang]}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: new URLSearchParams({ token }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    ...withEnv(e),
  });
}

const row = <T>(sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .first<T>();
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('a search alert waits for its address', () => {
  it('the post stores it unconfirmed and the delivery mails one confirmation in French, with the link, the criteria and what happens if nothing is done; no agency e-mail, no digest', async () => {
    const email = 'claire.first@example.be';
    const { res, leadId } = await subscribe('demand-register', alertFields(email));
    expect(res.headers.get('Location')).toMatch(/^\/fr\/merci\/demand-register\/\?back=/);

    expect(await row('SELECT status FROM leads WHERE id = ?', leadId)).toEqual({ status: 'unconfirmed' });
    expect(await row('SELECT confirmed_at, crm_ref FROM alerts WHERE lead_id = ?', leadId)).toEqual({
      confirmed_at: null,
      crm_ref: null,
    });
    const stored = await row<{ token_hash: string; mailed_at: string | null }>(
      'SELECT token_hash, mailed_at FROM subscription_confirmations WHERE lead_id = ?',
      leadId,
    );
    expect(stored!.mailed_at).not.toBeNull();

    expect(mail.sent).toHaveLength(1);
    const [confirmation] = mail.sent;
    expect(confirmation!.to).toBe(email);
    expect(confirmation!.subject).toBe('Confirmez votre alerte de recherche');
    const link = linkIn(confirmation!.text);
    expect(link.startsWith(`${ALERTS_ORIGIN}/fr/confirmer-inscription/?token=`)).toBe(true);
    expect(confirmation!.html).toContain(link.replace(/&/g, '&amp;'));
    // Only the token's hash is stored.
    const token = new URL(link).searchParams.get('token')!;
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
    expect(confirmation!.text).toContain(`Quelqu’un, vous sans doute, a demandé à Belvue Immo d’envoyer à ${email}`);
    expect(confirmation!.text).toContain(typeName);
    expect(confirmation!.text).toContain(`${target.City} (${target.Zip})`);
    expect(confirmation!.text).toMatch(/100[\s\u202f.]000/);
    expect(confirmation!.text).toContain('Le lien fonctionne une seule fois, pendant 7 jours.');
    expect(confirmation!.text).toContain(
      'Si vous ne faites rien, vous ne recevrez rien de notre part : la demande et votre adresse sont effacées après 7 jours.',
    );

    // A second message of the same lead sends nothing again.
    await runQueue(testEnv, LEADS_QUEUE, { leadId, idempotencyKey: queued.at(-1)!.idempotencyKey });
    expect(mail.sent).toHaveLength(1);

    const digests = await runAlerts(testEnv, catalogue, loggedMailer(testEnv));
    expect(mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect(digests.sent).toBe(0);
  });

  it('the link’s page asks with a button and confirms nothing; the button confirms once: the agency’s e-mail goes, then the first digest; the link is then used (410)', async () => {
    const email = 'claire.second@example.be';
    const { leadId } = await subscribe('demand-register', alertFields(email));
    const link = linkIn(confirmationsTo(email)[0]!.text);
    const token = new URL(link).searchParams.get('token')!;

    const page = await request(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('Referrer-Policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(h1(html)).toBe('Confirmez votre alerte de recherche');
    expect(html).toContain(`les nouveaux biens qui répondent à votre recherche`);
    expect(html).toContain(
      `<form class="confirmation__form" action="/fr/confirmer-inscription/?token=${encodeURIComponent(token)}" method="post">`,
    );
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Confirmer mon inscription<\/button>/);
    expect(await row('SELECT confirmed_at FROM alerts WHERE lead_id = ?', leadId)).toEqual({ confirmed_at: null });
    expect((await runAlerts(testEnv, catalogue, loggedMailer(testEnv))).sent).toBe(0);

    // Another site's page cannot press it; only a form posts; no other page takes a post.
    expect((await pressButton(token, 'fr', 'https://evil.example')).status).toBe(403);
    const asText = await request(`${PAGE.fr}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: `token=${token}`,
      headers: { 'Content-Type': 'text/plain', Origin: ALERTS_ORIGIN },
    });
    expect(asText.status).toBe(415);
    expect((await request('/fr/contact/', { method: 'POST', headers: { Origin: ALERTS_ORIGIN } })).status).toBe(405);

    const before = queued.length;
    const done = await pressButton(token, 'fr');
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(h1(doneHtml)).toBe('Votre inscription est confirmée');
    expect(doneHtml).toContain(`nous envoyons à ${email} les nouveaux biens`);
    expect(await row('SELECT status FROM leads WHERE id = ?', leadId)).toEqual({ status: 'pending' });
    expect(queued.length).toBe(before + 1);
    expect(queued.at(-1)!.leadId).toBe(leadId);

    // The rest of the delivery: the agency's e-mail now.
    expect(mail.sent.filter((m) => m.to === AGENCY)).toHaveLength(0);
    await runQueue(testEnv, LEADS_QUEUE, queued.at(-1)!);
    expect(await row('SELECT status FROM leads WHERE id = ?', leadId)).toEqual({ status: 'delivered' });
    expect(mail.sent.filter((m) => m.to === AGENCY)).toHaveLength(1);
    expect(confirmationsTo(email)).toHaveLength(1);

    // The first digest, only now.
    await env.DB.prepare("UPDATE alerts SET unsubscribed_at = datetime('now') WHERE lead_id <> ?").bind(leadId).run();
    expect((await runAlerts(testEnv, catalogue, loggedMailer(testEnv))).sent).toBe(1);
    const digest = mail.sent.find((m) => m.to === email && m.headers?.['List-Unsubscribe']);
    expect(digest?.text).toContain(target.City);

    for (const again of [await pressButton(token, 'fr'), await request(pathOf(link))]) {
      expect(again.status).toBe(410);
      const text = await again.text();
      expect(h1(text)).toBe('Ce lien a déjà été utilisé');
    }
  });

  it('a forged, cut or other-purpose link answers 400 with a page in the path’s language; nothing is confirmed', async () => {
    const email = 'claire.forged@example.be';
    const { leadId } = await subscribe('demand-register', alertFields(email), 'nl');
    const link = linkIn(confirmationsTo(email)[0]!.text);
    expect(link.startsWith(`${ALERTS_ORIGIN}/nl/inschrijving-bevestigen/?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const secret = alertSecret(testEnv)!;
    const forged = [
      '',
      'nonsense',
      token.slice(0, -2),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      await unsubscribeToken(secret, leadId),
      await confirmationToken('another-secret-0123456789abcdef', leadId),
    ];
    for (const bad of forged) {
      const res = await request(`/nl/inschrijving-bevestigen/?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(h1(await res.text())).toBe('Deze link is niet geldig');
      const pressed = await pressButton(bad, 'de');
      expect(pressed.status).toBe(400);
      expect(h1(await pressed.text())).toBe('Dieser Link ist nicht gültig');
    }
    expect(await row('SELECT confirmed_at FROM subscription_confirmations WHERE lead_id = ?', leadId)).toEqual({
      confirmed_at: null,
    });
  });
});

describe('expiry', () => {
  it('a link older than 7 days says it expired (410); the cron deletes the subscription and its alert and marks the lead expired; a confirmed one stays', async () => {
    const old = await subscribe('demand-register', alertFields('old@example.be'), 'de');
    const kept = await subscribe('demand-register', alertFields('kept@example.be'), 'de');
    const fresh = await subscribe('sign-newsletter', { email: 'fresh@example.be' }, 'de');
    const oldToken = new URL(linkIn(confirmationsTo('old@example.be')[0]!.text)).searchParams.get('token')!;
    const keptToken = new URL(linkIn(confirmationsTo('kept@example.be')[0]!.text)).searchParams.get('token')!;
    expect((await pressButton(keptToken, 'de')).status).toBe(200);
    for (const id of [old.leadId, kept.leadId])
      await env.DB.prepare(
        "UPDATE subscription_confirmations SET created_at = datetime('now', '-7 days', '-1 minutes') WHERE lead_id = ?",
      )
        .bind(id)
        .run();

    const before = await request(`/de/anmeldung-bestaetigen/?token=${encodeURIComponent(oldToken)}`);
    expect(before.status).toBe(410);
    const html = await before.text();
    expect(h1(html)).toBe('Dieser Link ist abgelaufen');
    expect(html).toContain('nicht innerhalb von 7 Tagen bestätigt wird');
    expect((await pressButton(oldToken, 'de')).status).toBe(410);

    const result = await runScheduled(testEnv);
    expect(result.expired).toBe(1);
    expect(await row('SELECT COUNT(*) AS n FROM subscription_confirmations WHERE lead_id = ?', old.leadId)).toEqual({
      n: 0,
    });
    expect(await row('SELECT COUNT(*) AS n FROM alerts WHERE lead_id = ?', old.leadId)).toEqual({ n: 0 });
    expect(await row('SELECT status FROM leads WHERE id = ?', old.leadId)).toEqual({ status: 'expired' });
    // Confirmed (even long ago) and recent ones stay.
    expect(
      await row('SELECT COUNT(*) AS n FROM alerts WHERE lead_id = ? AND confirmed_at IS NOT NULL', kept.leadId),
    ).toEqual({
      n: 1,
    });
    expect(await row('SELECT status FROM leads WHERE id = ?', fresh.leadId)).toEqual({ status: 'unconfirmed' });

    const after = await request(`/de/anmeldung-bestaetigen/?token=${encodeURIComponent(oldToken)}`);
    expect(after.status).toBe(410);
    expect(h1(await after.text())).toBe('Dieser Link ist abgelaufen');
    // A message of the expired lead delivers nothing.
    await runQueue(testEnv, LEADS_QUEUE, { leadId: old.leadId, idempotencyKey: old.message.idempotencyKey });
    expect(mail.sent.filter((m) => m.to === AGENCY)).toHaveLength(0);
  });
});

describe('one confirmation e-mail per address a day', () => {
  it('a second post the same day is stored and answered alike, with no second e-mail; after a day another post is mailed', async () => {
    const first = await subscribe('sign-newsletter', { email: 'daily@example.be' }, 'en');
    const second = await subscribe('demand-register', alertFields('Daily@Example.be'), 'en');
    expect(second.res.headers.get('Location')).toMatch(/^\/en\/feedback\/demand-register\//);
    expect(first.res.status).toBe(second.res.status);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.sent[0]!.text).toContain('the newsletter of Belvue Immo at daily@example.be');
    expect(await row('SELECT status FROM leads WHERE id = ?', second.leadId)).toEqual({ status: 'unconfirmed' });
    expect(await row('SELECT mailed_at FROM subscription_confirmations WHERE lead_id = ?', second.leadId)).toEqual({
      mailed_at: null,
    });

    await env.DB.prepare(
      "UPDATE subscription_confirmations SET mailed_at = datetime('now', '-25 hours') WHERE lead_id = ?",
    )
      .bind(first.leadId)
      .run();
    await subscribe('sign-newsletter', { email: 'daily@example.be' }, 'en');
    expect(mail.sent).toHaveLength(2);
  });

  it('a failed send is retried and mailed once', async () => {
    const { message } = await post('sign-newsletter', { email: 'retry@example.be' }, 'nl');
    mail.failNext();
    const failed = await runQueue(testEnv, LEADS_QUEUE, message);
    expect(failed.retryMessages).toHaveLength(1);
    await runQueue(testEnv, LEADS_QUEUE, message, 2);
    expect(confirmationsTo('retry@example.be')).toHaveLength(1);
    expect(confirmationsTo('retry@example.be')[0]!.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief');
  });
});

describe('with Omnicasa, the CRM hears of a subscription only once it is confirmed', () => {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = fake.install();
  });
  afterAll(() => restore());
  /** The suite's environment (with this test's mailbox) choosing the fake Omnicasa. */
  const crm = (): Env => ({ ...testEnv, ...omnicasaVariables(fake) });

  it('the newsletter: no ContactOnMe and no agency e-mail before; after, ContactOnMe asking for e-mails and the agency’s e-mail', async () => {
    fake.reset();
    const { leadId, message } = await subscribe('sign-newsletter', { email: 'news.crm@example.be' }, 'en', crm());
    expect(fake.callsOf('ContactOnMe')).toHaveLength(0);
    expect(mail.sent.map((m) => m.to)).toEqual(['news.crm@example.be']);
    const token = new URL(linkIn(mail.sent[0]!.text)).searchParams.get('token')!;
    expect((await pressButton(token, 'en', ALERTS_ORIGIN, crm())).status).toBe(200);
    await runQueue(crm(), LEADS_QUEUE, message);
    expect(fake.callsOf('ContactOnMe')).toHaveLength(1);
    expect(fake.callsOf('ContactOnMe')[0]!.json).toMatchObject({ Email: 'news.crm@example.be', IsReceivedEmail: true });
    expect(mail.sent.filter((m) => m.to === AGENCY)).toHaveLength(1);
    expect(await row('SELECT status FROM leads WHERE id = ?', leadId)).toEqual({ status: 'delivered' });
  });

  it('a search alert: DemandRegister only after the confirmation, its reference kept on the alert', async () => {
    fake.reset();
    const { leadId, message } = await subscribe('demand-register', alertFields('alert.crm@example.be'), 'fr', crm());
    expect(fake.callsOf('DemandRegister')).toHaveLength(0);
    const token = new URL(linkIn(confirmationsTo('alert.crm@example.be')[0]!.text)).searchParams.get('token')!;
    expect((await pressButton(token, 'fr', ALERTS_ORIGIN, crm())).status).toBe(200);
    await runQueue(crm(), LEADS_QUEUE, message);
    expect(fake.callsOf('DemandRegister')).toHaveLength(1);
    const alert = await row<{ crm_ref: string | null; confirmed_at: string | null }>(
      'SELECT crm_ref, confirmed_at FROM alerts WHERE lead_id = ?',
      leadId,
    );
    expect(alert!.crm_ref).not.toBeNull();
    expect(alert!.confirmed_at).not.toBeNull();
  });
});
