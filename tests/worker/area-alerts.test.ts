/**
 * A search area saved as an alert (docs/forms-and-leads.md "Search alerts", docs/search.md): the
 * demand-register form takes the area as a hidden field, checked with the listing's parser (a bad
 * one answers 422 with the field's message in the form's language, on the JSON and the plain
 * HTML path, nothing lost); an area counts as the zone; the alert stores it with its criteria and
 * its digests tell only properties inside it (real D1, queue handler and d1 catalogue).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isClosed, type Property } from '../../shared/model/property';
import { inArea } from '../../shared/geo/area';
import { runAlerts } from '../../worker/alerts/digest';
import { loggedMailer } from '../../worker/email/mail-log';
import type { Env } from '../../worker/env';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { LEADS_QUEUE } from '../../worker/background/lead-queue';
import { D1Catalogue } from '../../worker/provider/d1/catalogue';
import { upsertProperties } from '../../worker/provider/d1/write';
import type { PropertyRecord } from '../../app/model/record';
import { alertsEnv, ALERTS_ORIGIN } from './support/alerts-env';
import { seedDemoFixture } from './support/demo-fixture';
import { CONTACT, confirmLead, insertLead, mailRecorder, msg, runQueue } from './support/leads';
import { get, post as postTo } from './support/http';

let mail = mailRecorder();
const testEnv = (): Env => alertsEnv(mail);
const catalogue = new D1Catalogue(env.DB);
const person = { title: 'ms', firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.be', phone: '0475123456' };

let records: PropertyRecord[] = [];
let target: Property;
let token = '';
let ip = 0;

beforeAll(async () => {
  records = (await seedDemoFixture(env.DB)).properties;
  const page = await catalogue.listProperties({ goal: 0, lang: 'en', pageSize: 48 });
  target = page.items.find((p) => !isClosed(p) && p.Lat !== null && p.Lng !== null)!;
  token = await issueFillToken(fillSecret(env)!, Date.now() - 10_000);
  env.LEADS = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
});

beforeEach(() => {
  mail = mailRecorder();
});

const post = (body: string, type: string) =>
  postTo(`${ALERTS_ORIGIN}/api/forms/demand-register`, body, {
    headers: { 'CF-Connecting-IP': `198.51.100.${++ip}`, 'Content-Type': type, Origin: ALERTS_ORIGIN },
    redirect: 'manual',
  });
const postJson = (fields: Record<string, unknown>) =>
  post(JSON.stringify({ _ts: token, ...fields }), 'application/json');
const postForm = (fields: Record<string, string>) =>
  post(new URLSearchParams({ _ts: token, ...fields }).toString(), 'application/x-www-form-urlencoded');

async function lastPayload(): Promise<Record<string, unknown>> {
  const row = await env.DB.prepare("SELECT payload FROM leads WHERE kind = 'demand-register' ORDER BY id DESC").first<{
    payload: string;
  }>();
  return JSON.parse(row!.payload) as Record<string, unknown>;
}

const alertForm = {
  ...person,
  goal: '0',
  types: ['1'],
  frequency: 'daily',
  lang: 'nl',
  back: '/nl/hou-me-op-de-hoogte/',
};

describe('the search-alert form with an area', () => {
  it('takes an area in place of a city, kept in its canonical form', async () => {
    const res = await postJson({ ...alertForm, area: 'area=51.0500001,3.7;51.1,3.8;51,3.9;51.0500001,3.7' });
    expect(res.status).toBe(200);
    expect(await lastPayload()).toMatchObject({ types: [1], area: 'area=51.05,3.7;51.1,3.8;51,3.9' });
    expect((await lastPayload()).cities).toEqual([]);
  });

  it('without an area or a city, still asks for a zone', async () => {
    const res = await postJson(alertForm);
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors.cities).toBe('Kies minstens één type pand en één regio');
  });

  it.each([
    ['area=51,3;51.1,3.1', 'two points'],
    ['area=51,3;51.1,3.1;51.2,3.2', 'a line'],
    ['near=51.05,3.72&radius=500', 'too wide'],
    ['near=51.05,3.72', 'no radius'],
    ['<script>', 'no area at all'],
  ])('answers a bad area (%s: %s) with 422 and the field’s message, and no zone message', async (area) => {
    const res = await postJson({ ...alertForm, area });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      area: 'De zone op de kaart is niet geldig: wis ze of teken ze opnieuw bij de lijst van panden',
    });
  });

  it('without JavaScript: 422, the page again with the message and everything typed, the area included', async () => {
    const bad = 'near=51.05,3.72&radius=0';
    const res = await postForm({
      ...person,
      goal: '0',
      types: '1',
      frequency: 'weekly',
      lang: 'en',
      back: '/en/demand-register/?goal=0&near=51.05,3.72&radius=0',
      area: bad,
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('The area on the map is not valid: remove it, or draw it again on the list of properties');
    expect(html).toContain(`name="area" value="${bad.replace('&', '&amp;')}"`);
    expect(html).toContain('value="Peeters"');
    expect(html).toMatch(/href="\/en\/demand-register\/\?goal=0"[^>]*data-area-remove/);
  });

  it('the form page shows the area the listing’s link carries as a sentence, with a way to remove it', async () => {
    const res = await get(`${ALERTS_ORIGIN}/fr/tenez-moi-informe/?goal=1&near=51.05,3.72&radius=10`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="area" value="near=51.05,3.72&amp;radius=10"');
    expect(html).toContain('Biens situés à moins de 10 km du lieu choisi');
    expect(html).toMatch(/href="\/fr\/tenez-moi-informe\/\?goal=1"[^>]*data-area-remove/);
    const goals = html.match(/<input[^>]*name="goal"[^>]*>/g) ?? [];
    expect(goals.filter((tag) => tag.includes('checked'))).toEqual([expect.stringContaining('value="1"')]);
  });
});

describe('an alert with an area', () => {
  it('stores the area with its criteria and tells only the properties inside it', async () => {
    // a place as the map gives it (five decimals, about a metre)
    const centre = { lat: Number(target.Lat!.toFixed(5)), lng: Number(target.Lng!.toFixed(5)) };
    const area = `near=${centre.lat},${centre.lng}&radius=2`;
    const lead = await insertLead(env.DB, {
      kind: 'demand-register',
      lang: 'en',
      payload: { ...CONTACT, goal: 0, types: [target.WebID], cities: [], area, frequency: 'instant' },
    });
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    // The confirmation e-mail tells the area as the form does; digests start once confirmed.
    const [confirmation] = mail.sent.filter((m) => m.to === CONTACT.email);
    expect(confirmation!.text).toContain('Properties within 2 km of the chosen place');
    await confirmLead(testEnv(), lead.id);
    const row = await env.DB.prepare('SELECT id, criteria FROM alerts WHERE lead_id = ?')
      .bind(lead.id)
      .first<{ id: number; criteria: string }>();
    expect(JSON.parse(row!.criteria)).toMatchObject({ types: [target.WebID], cities: [], area });
    await env.DB.prepare("UPDATE alerts SET unsubscribed_at = datetime('now') WHERE id <> ?").bind(row!.id).run();

    // What the listing shows for that type around that point: the first digest tells exactly those.
    const listed = await catalogue.listProperties({
      goal: 0,
      type: target.WebID,
      lang: 'en',
      pageSize: 48,
      area: { kind: 'near', center: centre, radiusKm: 2 },
    });
    const expected = listed.items.filter((p) => !isClosed(p));
    expect(expected.map((p) => p.ID)).toContain(target.ID);
    await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    const [first] = mail.sent.filter((m) => m.to === CONTACT.email && m.headers?.['List-Unsubscribe']);
    for (const p of expected) expect(first!.text).toContain(`/${p.ID}/`);
    const outside = records.filter(
      (r) => r.Goal === 0 && !expected.some((p) => p.ID === r.ID) && r.Lat !== null && r.Lng !== null,
    );
    expect(outside.length).toBeGreaterThan(0);

    // Two new properties of that type: one at the target's place, one published 40 km away.
    mail = mailRecorder();
    const source = records.find((r) => r.ID === target.ID)!;
    const inside: PropertyRecord = { ...source, ID: 990101, PublicationDate: '2026-11-23', Marquee: 0 };
    const far: PropertyRecord = {
      ...source,
      ID: 990102,
      PublicationDate: '2026-11-23',
      Marquee: 0,
      PublishAddress: true,
      Lat: centre.lat + 0.36,
      Lng: centre.lng,
    };
    expect(inArea({ lat: far.Lat!, lng: far.Lng! }, { kind: 'near', center: centre, radiusKm: 2 })).toBe(false);
    await upsertProperties(env.DB, [inside, far], 'import');
    const result = await runAlerts(testEnv(), catalogue, loggedMailer(testEnv()));
    expect(result).toMatchObject({ checked: 1, sent: 1, failed: 0 });
    const [digest] = mail.sent.filter((m) => m.to === CONTACT.email);
    expect(digest!.text).toContain('/990101/');
    expect(digest!.text).not.toContain('/990102/');
  });

  it('a bad area stored in a payload makes no zone: without a city, no alert', async () => {
    const lead = await insertLead(env.DB, {
      kind: 'demand-register',
      payload: { ...CONTACT, goal: 0, types: [1], cities: [], area: 'area=1,1;2,2;3,3' },
    });
    await runQueue(testEnv(), LEADS_QUEUE, msg(lead));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM alerts WHERE lead_id = ?').bind(lead.id).first('n')).toBe(0);
  });
});
