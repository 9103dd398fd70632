/**
 * Search alerts (docs/forms-and-leads.md) with the real D1 and the d1 catalogue on the demo fixture: a
 * demand-register lead becomes one alert, digests only once its address confirmed (decision record 024); the digest lists new matches (photo, price,
 * city, localized link) in the alert's language with the one-click unsubscribe headers; a
 * price drop and a new property are told, nothing else twice; no match sends nothing; daily
 * and weekly frequencies wait; the unsubscribe link (valid, tampered, already used; GET asks,
 * POST stops) and the CRM's UnsubscribeDemandPerson with omnicasa.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertQueries, type AlertCriteria } from '../../app/alerts/match';
import { pathTable } from '../../shared/content/path-table-instance';
import { isClosed, type Property } from '../../shared/model/property';
import { propertyHref } from '../../shared/paths/property-path';
import { runAlerts } from '../../worker/alerts/digest';
import { registerAlert } from '../../worker/alerts/register';
import { loggedMailer } from '../../worker/email/mail-log';
import type { Env } from '../../worker/env';
import { LEADS_QUEUE } from '../../worker/background/lead-queue';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { upsertProperties } from '../../worker/provider/d1/write';
import type { PropertyRecord } from '../../app/model/record';
import { createFakeOmnicasa, FAKE_DEMAND_ID, FAKE_PERSON_ID, omnicasaVariables } from '../support/fake-omnicasa';
import { alertsEnv, ALERTS_ORIGIN } from './support/alerts-env';
import { seedDemoFixture } from './support/demo-fixture';
import { CONTACT, confirmLead, insertLead, mailRecorder, msg, runQueue, type SentMail } from './support/leads';
import { get } from './support/http';

let mail = mailRecorder();
const testEnv = (): Env => alertsEnv(mail);
const catalogue = new D1Catalogue(env.DB);

let records: PropertyRecord[] = [];
/** An available property for sale with a published price, and the criteria that find it. */
let target: Property;
let criteria: Omit<AlertCriteria, 'frequency'>;

beforeAll(async () => {
  records = (await seedDemoFixture(env.DB)).properties;
  const page = await catalogue.listProperties({ goal: 0, lang: 'fr', pageSize: 48 });
  target = page.items.find((p) => !isClosed(p) && p.PublishPrice && typeof p.Price === 'number')!;
  criteria = { goal: 0, types: [target.WebID], cities: [`${target.City}|${target.Zip}`] };
});

beforeEach(() => {
  mail = mailRecorder();
});

/** What the listing shows for the alert's criteria (available properties only). */
async function expectedMatches(c: Omit<AlertCriteria, 'frequency'>): Promise<Property[]> {
  const pages = await Promise.all(
    alertQueries({ ...c, frequency: 'instant' }, 'fr').map((q) => catalogue.listProperties(q)),
  );
  return [
    ...new Map(
      pages
        .flatMap((p) => p.items)
        .filter((p) => !isClosed(p))
        .map((p) => [p.ID, p]),
    ).values(),
  ];
}

/** A demand-register lead delivered through the queue and confirmed by its address; returns the alert id and lead id. */
async function subscribe(extra: Record<string, unknown>, lang = 'fr'): Promise<{ alertId: number; leadId: number }> {
  const lead = await insertLead(env.DB, {
    kind: 'demand-register',
    lang,
    payload: { ...CONTACT, ...criteria, ...extra },
  });
  expect((await runQueue(testEnv(), LEADS_QUEUE, msg(lead))).explicitAcks).toHaveLength(1);
  expect(await confirmLead(testEnv(), lead.id)).toBe(true);
  const result = await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
  expect(result.explicitAcks).toHaveLength(1);
  const row = await env.DB.prepare('SELECT id FROM alerts WHERE lead_id = ?').bind(lead.id).first<{ id: number }>();
  return { alertId: row!.id, leadId: lead.id };
}

const digestsTo = (email: string): SentMail[] =>
  mail.sent.filter((m) => m.to === email && m.headers?.['List-Unsubscribe']);
const unsubscribeUrlOf = (m: SentMail): string => /^<(.+)>$/.exec(m.headers!['List-Unsubscribe']!)![1]!;

async function stopOthers(except: number): Promise<void> {
  await env.DB.prepare("UPDATE alerts SET unsubscribed_at = datetime('now') WHERE id <> ? AND unsubscribed_at IS NULL")
    .bind(except)
    .run();
}

describe('alert registration', () => {
  it('a demand-register lead becomes one alert, unconfirmed until its address confirms, also when its messages come twice', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'demand-register',
      lang: 'nl',
      payload: { ...CONTACT, ...criteria, frequency: 'weekly' },
    });
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    const rows = () =>
      env.DB.prepare('SELECT lang, frequency, confirmed_at FROM alerts WHERE lead_id = ?')
        .bind(lead.id)
        .all()
        .then((r) => r.results);
    expect(await rows()).toEqual([{ lang: 'nl', frequency: 'weekly', confirmed_at: null }]);
    await confirmLead(testEnv(), lead.id);
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    await env.DB.prepare("DELETE FROM lead_deliveries WHERE lead_id = ? AND step = 'alert'").bind(lead.id).run();
    await env.DB.prepare("UPDATE leads SET status = 'pending' WHERE id = ?").bind(lead.id).run();
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    expect(await rows()).toEqual([{ lang: 'nl', frequency: 'weekly', confirmed_at: expect.any(String) }]);
  });

  it('a payload without a type or a zone makes no alert; a missing secret outside local development fails loudly', async () => {
    const none = await insertLead(env.DB, {
      kind: 'demand-register',
      payload: { ...CONTACT, goal: 0, types: [], cities: [] },
    });
    await runQueue(testEnv(), LEADS_QUEUE, msg(none));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM alerts WHERE lead_id = ?').bind(none.id).first('n')).toBe(0);
    const lead = {
      id: 999,
      kind: 'demand-register',
      lang: 'en' as const,
      propertyId: null,
      payload: { ...CONTACT, ...criteria },
      createdAt: '',
    };
    // A deployment without ALERT_SECRET: no development value stands in.
    const noSecret: Env = { ...testEnv(), DEVELOPMENT: undefined, ALERT_SECRET: undefined, SITE_URL: ALERTS_ORIGIN };
    await expect(registerAlert(noSecret, lead)).rejects.toThrow(/ALERT_SECRET/);
    const result = await runAlerts(noSecret, catalogue, loggedMailer(testEnv()));
    expect(result).toEqual({ checked: 0, sent: 0, failed: 0 });
  });
});

describe('digests', () => {
  it('lists every new match with photo, price, city and localized link, in the alert’s language, with one-click unsubscribe headers', async () => {
    const { alertId } = await subscribe({ frequency: 'instant' });
    await stopOthers(alertId);
    const expected = await expectedMatches(criteria);
    expect(expected.map((p) => p.ID)).toContain(target.ID);

    const result = await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(result.sent).toBe(1);
    const [digest] = digestsTo(CONTACT.email);
    expect(digest).toBeDefined();
    expect(digest!.subject).toBe(
      expected.length === 1
        ? '1 nouveau bien pour votre recherche'
        : `${expected.length} nouveaux biens pour votre recherche`,
    );
    const link = `${ALERTS_ORIGIN}${propertyHref(pathTable, 'fr', target)}`;
    expect(link).toContain('/fr/a-vendre/');
    expect(digest!.text).toContain(link);
    expect(digest!.html).toContain(`href="${link}"`);
    expect(digest!.html).toContain(`src="${ALERTS_ORIGIN}${target.SmallPictureItem!.Url}"`);
    expect(digest!.text).toContain(target.City);
    expect(digest!.text).toMatch(/€\u00a0[\d.]+/);
    const url = unsubscribeUrlOf(digest!);
    expect(url).toMatch(new RegExp(`^${ALERTS_ORIGIN}/alerts/unsubscribe\\?token=\\d+\\.[A-Za-z0-9_-]{43}&lang=fr$`));
    expect(digest!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest!.text).toContain(url);

    // Nothing new: the next run sends nothing.
    mail = mailRecorder();
    expect((await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()))).sent).toBe(0);
    expect(mail.sent).toEqual([]);
  });

  it('a price drop is told with the price before; a price rise is not', async () => {
    const { alertId } = await subscribe({ frequency: 'instant' });
    await stopOthers(alertId);
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    mail = mailRecorder();

    await env.DB.prepare('UPDATE properties SET price = price + 5000 WHERE id = ?').bind(target.ID).run();
    expect((await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()))).sent).toBe(0);

    await env.DB.prepare('UPDATE properties SET price = price - 15000 WHERE id = ?').bind(target.ID).run();
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    const [digest] = digestsTo(CONTACT.email);
    expect(digest!.subject).toBe('1 nouveau bien pour votre recherche');
    expect(digest!.text).toContain('Prix réduit (auparavant');
    expect(digest!.text).toContain(`${ALERTS_ORIGIN}${propertyHref(pathTable, 'fr', target)}`);
    await env.DB.prepare('UPDATE properties SET price = price + 10000 WHERE id = ?').bind(target.ID).run();
  });

  it('a new matching property is told once; a property that does not match is never told', async () => {
    const { alertId } = await subscribe({ frequency: 'instant' });
    await stopOthers(alertId);
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    mail = mailRecorder();

    const source = records.find((r) => r.ID === target.ID)!;
    const fresh: PropertyRecord = { ...source, ID: 990001, PublicationDate: '2026-11-23', Price: 123456, Marquee: 0 };
    const elsewhere: PropertyRecord = { ...source, ID: 990002, Goal: 1, PublicationDate: '2026-11-23' };
    await upsertProperties(env.DB, [fresh, elsewhere], 'import');

    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    const [digest] = digestsTo(CONTACT.email);
    expect(digest!.subject).toBe('1 nouveau bien pour votre recherche');
    expect(digest!.text).toContain('/990001/');
    expect(digest!.text).not.toContain('/990002/');
    expect(digest!.text).toContain('€\u00a0123.456');

    mail = mailRecorder();
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(mail.sent).toEqual([]);
  });

  it('an alert that matches nothing sends nothing', async () => {
    const { alertId } = await subscribe({ frequency: 'instant', maxPrice: 1 });
    await stopOthers(alertId);
    const result = await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(result).toEqual({ checked: 1, sent: 0, failed: 0 });
    expect(digestsTo(CONTACT.email)).toEqual([]);
    expect(
      await env.DB.prepare('SELECT last_sent_at FROM alerts WHERE id = ?').bind(alertId).first('last_sent_at'),
    ).toBeNull();
  });

  it('daily and weekly alerts wait their period before the next digest', async () => {
    const daily = await subscribe({ frequency: 'daily' });
    const weekly = await subscribe({ frequency: 'weekly' }, 'de');
    await env.DB.prepare(
      "UPDATE alerts SET unsubscribed_at = datetime('now') WHERE id NOT IN (?, ?) AND unsubscribed_at IS NULL",
    )
      .bind(daily.alertId, weekly.alertId)
      .run();
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(digestsTo(CONTACT.email)).toHaveLength(2);
    expect(
      digestsTo(CONTACT.email)
        .map((m) => m.text)
        .find((t) => t.includes('höchstens einmal pro Woche')),
    ).toBeDefined();

    const source = records.find((r) => r.ID === target.ID)!;
    await upsertProperties(
      env.DB,
      [{ ...source, ID: 990100 + Math.floor(Math.random() * 100), PublicationDate: '2026-11-23', Marquee: 0 }],
      'import',
    );
    const hour = 3_600_000;
    const sentAfter = async (ms: number) => {
      mail = mailRecorder();
      await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()), new Date(Date.now() + ms));
      return mail.sent.length;
    };
    expect(await sentAfter(2 * hour)).toBe(0);
    expect(await sentAfter(25 * hour)).toBe(1); // the daily one
    expect(await sentAfter(8 * 24 * hour)).toBe(1); // the weekly one (the daily one has nothing new)
  });
});

describe('the unsubscribe link', () => {
  async function digestLink(lang = 'fr'): Promise<{ url: string; alertId: number }> {
    const { alertId } = await subscribe({ frequency: 'instant' }, lang);
    await stopOthers(alertId);
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    return { url: unsubscribeUrlOf(digestsTo(CONTACT.email)[0]!), alertId };
  }

  const call = (url: string, init: RequestInit = {}, e: Env = testEnv()) =>
    get(url.replace(ALERTS_ORIGIN, 'http://localhost'), { ...init, env: e, settle: true });
  const stopped = async (alertId: number) =>
    (await env.DB.prepare('SELECT unsubscribed_at FROM alerts WHERE id = ?').bind(alertId).first('unsubscribed_at')) !==
    null;

  it('GET asks to confirm with a button and changes nothing; POST stops the alert at once and says so; again: already done', async () => {
    const { url, alertId } = await digestLink();
    const asked = await call(url);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('Cache-Control')).toBe('no-store');
    const page = await asked.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Arrêter votre alerte de recherche ?');
    expect(page).toMatch(
      /<form method="post" action="\/alerts\/unsubscribe\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Se désinscrire<\/button>/,
    );
    expect(page).toContain('name="robots" content="noindex"');
    expect(await stopped(alertId)).toBe(false);

    const done = await call(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Vous êtes désinscrit');
    expect(await stopped(alertId)).toBe(true);

    mail = mailRecorder();
    await env.DB.prepare('UPDATE properties SET price = price - 20000 WHERE id = ?').bind(target.ID).run();
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(digestsTo(CONTACT.email)).toEqual([]);
    await env.DB.prepare('UPDATE properties SET price = price + 20000 WHERE id = ?').bind(target.ID).run();

    const again = await call(url, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Déjà désinscrit');
    expect(await (await call(url)).text()).toContain('Déjà désinscrit');
  });

  it('a tampered or incomplete token answers 400 with a page saying the link is not valid, and stops nothing', async () => {
    const { url, alertId } = await digestLink('nl');
    const token = new URL(url).searchParams.get('token')!;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const otherLead = token.replace(/^\d+/, (id) => String(Number(id) + 1));
    for (const bad of [flipped, otherLead, token.split('.')[0]!, '', '<script>']) {
      const response = await call(`${ALERTS_ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(bad)}&lang=nl`, {
        method: 'POST',
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Deze link is ongeldig');
    }
    expect(
      (await call(`${ALERTS_ORIGIN}/alerts/unsubscribe?token=${encodeURIComponent(flipped)}&lang=nl`)).status,
    ).toBe(400);
    expect(await stopped(alertId)).toBe(false);
  });

  it('a link signed with another secret is not valid', async () => {
    const { url, alertId } = await digestLink();
    const response = await call(
      url,
      { method: 'POST' },
      { ...testEnv(), ALERT_SECRET: 'another-secret-0123456789abc' },
    );
    expect(response.status).toBe(400);
    expect(await stopped(alertId)).toBe(false);
  });

  it('with omnicasa, unsubscribing also ends the CRM demand (UnsubscribeDemandPerson)', async () => {
    const fake = createFakeOmnicasa();
    const restore = fake.install();
    try {
      const { url, alertId } = await digestLink('en');
      await env.DB.prepare('UPDATE alerts SET crm_ref = ? WHERE id = ?')
        .bind(JSON.stringify({ ID: FAKE_PERSON_ID, DemandID: FAKE_DEMAND_ID }), alertId)
        .run();
      const crmEnv: Env = {
        ...testEnv(),
        ...omnicasaVariables(fake),
      };
      const response = await call(url, { method: 'POST' }, crmEnv);
      expect(await response.text()).toContain('You are unsubscribed');
      expect(fake.callsOf('UnsubscribeDemandPerson').map((c) => c.json)).toMatchObject([
        { ID: FAKE_PERSON_ID, DemandID: FAKE_DEMAND_ID, LanguageId: 3 },
      ]);
    } finally {
      restore();
    }
  });
});
