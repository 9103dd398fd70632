/**
 * The owner portal with the omnicasa provider against the fake Omnicasa server (docs/owner-portal.md): a
 * CRM owner's session is stored as (omnicasa, person id) and used for the portal, its
 * ownership asked once per request, another person's property refused, CRM documents passed
 * through the authorised route, the matching demands counted by the CRM, and the forgotten
 * password handed to the CRM behind the same answer. Nothing is cached.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../worker/crypto/tokens';
import type { PortalView } from '../../app/model/owner-portal';
import { createFakeOmnicasa, omnicasaVariables } from '../support/fake-omnicasa';
import { portalPath } from '../../worker/owner/request';
import { ORIGIN } from './support/http';
import { installForSuite } from './support/fake-hooks';
import { ownerBindings, ownerCall, type OwnerInit } from './support/owner-http';

vi.setConfig({ testTimeout: 60_000 });

const fake = createFakeOmnicasa();
const sent: unknown[] = [];

installForSuite(fake);
beforeEach(() => {
  fake.reset();
  sent.length = 0;
});

const omnicasaEnv = () => ({
  ...env,
  ...omnicasaVariables(fake),
  ...ownerBindings(sent),
});

const call = (path: string, init: OwnerInit = {}, environment = omnicasaEnv()) => ownerCall(path, init, environment);
const post = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
  body: JSON.stringify(fields),
});
const cookieOf = (res: Response): string => /__Host-owner=([^;]*)/.exec(res.headers.get('Set-Cookie') ?? '')?.[1] ?? '';

describe('a CRM owner', () => {
  it('logs in with CheckPersonLogin (IsProprietors) and keeps (omnicasa, person id) in the session', async () => {
    const res = await call(
      '/api/owner/login',
      post({ lang: 'en', email: 'owner@example.com', password: 'demo-owner-2026' }),
    );
    expect(res.status).toBe(200);
    const login = fake.callsOf('CheckPersonLogin');
    expect(login).toHaveLength(1);
    expect(login[0]!.json).toMatchObject({ Email: 'owner@example.com', IsProprietors: true });
    const row = await env.DB.prepare('SELECT provider, owner_ref FROM owner_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(cookieOf(res)))
      .first();
    expect(row).toEqual({ provider: 'omnicasa', owner_ref: '9001' });
  });

  it('refuses a wrong CRM password with the one failure answer, and answers 503 when the CRM fails', async () => {
    const wrong = await call('/api/owner/login', post({ lang: 'en', email: 'owner@example.com', password: 'nope' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      title: 'Login failed',
      message: 'The e-mail address or password is not correct.',
    });
    fake.fail('CheckPersonLogin', { kind: 'http-500' }, 1);
    const down = await call(
      '/api/owner/login',
      post({ lang: 'en', email: 'owner@example.com', password: 'demo-owner-2026' }),
    );
    expect(down.status).toBe(503);
    expect(down.headers.get('Set-Cookie')).toBeNull();
  });

  it('uses the session for the portal: data from the CRM, ownership asked once per request, nothing cached', async () => {
    const cookie = cookieOf(
      await call('/api/owner/login', post({ lang: 'en', email: 'owner@example.com', password: 'demo-owner-2026' })),
    );
    fake.reset();
    const res = await call('/api/owner/portal?lang=en&property=101', { cookie });
    expect(res.status).toBe(200);
    const view = (await res.json()) as PortalView;
    expect(view.owner).toMatchObject({ FirstName: 'Olivia', LastName: 'Owner' });
    expect(view.properties.map((p) => p.ID)).toEqual([101, 104]);
    const s = view.selected!;
    expect(s.property.ID).toBe(101);
    expect(s.visits.map((v) => v.ID)).toEqual([2, 1]);
    expect(s.communications.map((c) => c.ID)).toEqual([11]);
    expect(s.onlineMedia.map((m) => m.Source)).toEqual(['Zimmo', 'Immoweb']);
    expect(s.counts).toEqual({ Day: 3, Week: 12, Month: 40, Total: 250, Period: 'calendar' });
    expect(s.agent).toMatchObject({ Name: 'Anna Janssens', Email: 'anna@agency.example' });
    expect(s.documents.map((d) => d.Href)).toEqual([
      '/api/owner/documents/101/32?lang=en',
      '/api/owner/documents/101/31?lang=en',
    ]);
    expect(s.documents.some((d) => JSON.stringify(d).includes('docs.example'))).toBe(false);
    expect(s.demands).toBe(2);
    expect(fake.callsOf('GetNumberOfDemands')[0]!.json).toMatchObject({
      WebIDs: [1],
      PriceMin: 450000,
      PriceMax: 450000,
    });
    expect(fake.callsOf('GetPerson')).toHaveLength(1);
    expect(fake.callsOf('GetRelatedProperties')).toHaveLength(1);
    for (const method of [
      'GetCalendarHistories',
      'GetAutomaticHistories',
      'GetMediaOnlineHistories',
      'GetMediaObjectStatisticsGraphList',
      'GetDocumentList',
    ]) {
      expect(fake.callsOf(method), method).toHaveLength(1);
    }
    // Never cached: the same request asks the CRM again.
    await call('/api/owner/portal?lang=en&property=101', { cookie });
    expect(fake.callsOf('GetCalendarHistories')).toHaveLength(2);
    // The page renders from the same session.
    const page = await call('/en/login/portal/104/', { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Welcome, Olivia Owner');
    // The CRM's counters are its calendar week and month, and the labels say so; the graph says it counts every channel.
    const html = (await (await call('/en/login/portal/101/', { cookie })).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<dt>Views on our website, this month</dt><dd><span class="owner-summary__value">40</span>');
    expect(html).toContain('<dt>This week</dt><dd>12</dd>');
    expect(html).toContain('<dt>This month</dt><dd>40</dd>');
    expect(html).not.toContain('Last 30 days</dt>');
    expect(html).toContain('Views on all channels, last 30 days');
  });

  it("refuses another person's property and passes the owner's CRM document through the authorised route", async () => {
    const cookie = cookieOf(
      await call('/api/owner/login', post({ lang: 'en', email: 'owner@example.com', password: 'demo-owner-2026' })),
    );
    expect((await call('/api/owner/portal?lang=en&property=102', { cookie })).status).toBe(404);
    expect((await call('/en/login/portal/102/', { cookie })).status).toBe(404);
    const doc = await call('/api/owner/documents/101/31', { cookie });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('Content-Disposition')).toContain('EPC certificate.pdf');
    expect(await doc.text()).toContain('fake CRM document epc-101.pdf');
    expect((await call('/api/owner/documents/102/31', { cookie })).status).toBe(404);
    expect((await call('/api/owner/documents/104/31', { cookie })).status).toBe(404);
  });

  it('does not accept a session of another provider', async () => {
    const d1Env = { ...omnicasaEnv(), PROVIDER: 'd1' };
    const res = await call(
      '/api/owner/login',
      post({ lang: 'en', email: 'owner@example.com', password: 'demo-owner-2026' }),
    );
    const cookie = cookieOf(res);
    expect(await (await call('/api/owner/session', { cookie }, d1Env)).json()).toEqual({ signedIn: false });
  });

  it('hands a forgotten password to the CRM (GetPersonForgetPassword) behind the same answer, and sends no mail itself', async () => {
    const known = await call('/api/owner/forgot', post({ lang: 'fr', email: 'owner@example.com' }));
    const unknown = await call('/api/owner/forgot', post({ lang: 'fr', email: 'nobody@example.com' }));
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(fake.callsOf('GetPersonForgetPassword').map((c) => c.json.Email)).toEqual([
      'owner@example.com',
      'nobody@example.com',
    ]);
    expect(fake.callsOf('GetPersonForgetPassword')[0]!.json).toMatchObject({ LanguageId: 2 });
    expect(fake.forgotten).toEqual(['owner@example.com']);
    fake.fail('GetPersonForgetPassword', { kind: 'success-false' }, 1);
    const failing = await call('/api/owner/forgot', post({ lang: 'fr', email: 'owner@example.com' }));
    expect(failing.status).toBe(200);
    expect(sent).toEqual([]);
    // The CRM owns passwords: the site's reset form refuses every token.
    const reset = await call(
      '/api/owner/reset',
      post({ lang: 'en', token: 'A'.repeat(43), password: 'new-password-1', confirm: 'new-password-1' }),
    );
    expect(reset.status).toBe(400);
    // The CRM sends its own message: the login takes an e-mail address and the page keeps its form.
    expect(await (await call('/api/owner/login')).json()).toEqual({ identifier: 'email', reset: 'message' });
    expect(await (await call(portalPath('fr', '/login/forgot/'))).text()).toContain('action="/api/owner/forgot"');
  });
});
