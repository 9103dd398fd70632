/**
 * What the forms refuse and what they restate, against the real worker (D1 and the demo data in
 * workerd): a phone that is no number (libphonenumber-js) and a postcode that bpost never gave
 * (99999) are refused with their messages in the form's language, by JSON and by a plain post
 * (whose answer page opens at the form's message: the action's fragment), and nothing is stored;
 * a good Belgian postcode is kept as its four digits. A recorded lead sets the signed
 * `__Host-sent` cookie, and its thank-you page restates the property, the viewing's slot, the
 * address to value and the reply address, never cached; a forged or foreign cookie shows nothing.
 * Page redirects keep their query (`/en/property/{id}/?form=…`), and phone and e-mail links open
 * in place.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../../scripts/demo/index';
import type { PropertyRecord } from '../../app/model/record';
import type { Lang } from '../../shared/paths/languages';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';
import { projectOriginalPath, propertyOriginalPath } from '../../shared/paths/property-path';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get, post as postTo } from './support/http';

let ip = 0;
let data: DemoData;
let sale: PropertyRecord;

const hrefOf = (p: PropertyRecord, lang: Lang) =>
  localizedHref(
    pathTable,
    lang,
    propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
  );
async function post(kind: string, fields: Record<string, string>, json: boolean) {
  ip += 1;
  // A fill-time token of its own for each post (a token sends one form: worker/forms/fill-token.ts).
  const all = { _ts: await issueFillToken(fillSecret(env)!, Date.now() - 10_000 - ip), ...fields };
  const body = json ? JSON.stringify(all) : new URLSearchParams(all).toString();
  return postTo(`/api/forms/${kind}`, body, {
    ...MANUAL,
    headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded', Origin: ORIGIN },
    ip: `198.51.100.${ip}`,
  });
}
const leadCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM leads').first<{ n: number }>())!.n;

const person = {
  title: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475 12 34 56',
};
const valuation = {
  street: 'Rue Haute',
  houseNumber: '12',
  zip: '1000',
  city: 'Bruxelles',
  propertyType: '1',
  ...person,
};

const MESSAGES: Record<Lang, { phone: string; zip: string }> = {
  en: { phone: 'Please enter a phone number we can call', zip: 'Please enter a Belgian postcode' },
  nl: { phone: 'Vul een telefoonnummer in waarop we u kunnen bellen', zip: 'Vul een Belgische postcode in' },
  fr: { phone: 'Indiquez un numéro de téléphone', zip: 'Indiquez un code postal belge' },
  de: { phone: 'Bitte geben Sie eine Telefonnummer an', zip: 'Bitte geben Sie eine belgische Postleitzahl an' },
};

beforeAll(async () => {
  env.LEADS = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
  data = await seedDemoFixture(env.DB, { properties: 30, projects: 1 });
  sale = data.properties.find((p) => p.Goal === 0 && p.Marquee === 0)!;
});

describe('phone numbers and postcodes refused on the server', () => {
  it.each(['en', 'nl', 'fr', 'de'] as const)(
    'JSON (%s): the valuation with phone "abc" and postcode 99999 answers 422 with both messages; nothing stored',
    async (lang) => {
      const before = await leadCount();
      const res = await post(
        'contact-demand',
        { ...valuation, phone: 'abc', zip: '99999', lang, back: `/${lang}/` },
        true,
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors).sort()).toEqual(['phone', 'zip']);
      expect(body.errors.phone).toContain(MESSAGES[lang].phone);
      expect(body.errors.zip).toContain(MESSAGES[lang].zip);
      expect(await leadCount()).toBe(before);
    },
  );

  it('a plain post of the property form with phone "abc": 422, the page drawn again at the form’s message, the value kept', async () => {
    const before = await leadCount();
    const back = hrefOf(sale, 'fr');
    const res = await post(
      'contact-me',
      { ...person, phone: 'abc', propertyId: String(sale.ID), lang: 'fr', back },
      false,
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(MESSAGES.fr.phone);
    // The phone field marked and tied to its message, with what was typed.
    expect(html).toMatch(
      /<input[^>]*id="contact-me-phone"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-me-phone-error"/,
    );
    expect(html).toMatch(/id="contact-me-phone"[^>]*value="abc"|value="abc"[^>]*id="contact-me-phone"/);
    // Without JavaScript the answer opens at the form's message: the action's fragment names it.
    expect(html).toContain('action="/api/forms/contact-me#contact-me-alert"');
    expect(html).toMatch(/<p class="form-alert" id="contact-me-alert" role="alert" tabindex="-1">/);
    expect(await leadCount()).toBe(before);
  });

  it('a good postcode written B-1050 is kept as 1050; one abroad with its country code passes', async () => {
    const res = await post('contact-demand', { ...valuation, zip: 'B-1050', lang: 'en', back: '/en/' }, true);
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT payload FROM leads WHERE kind = 'contact-demand' ORDER BY id DESC").first<{
      payload: string;
    }>();
    expect(JSON.parse(row!.payload)).toMatchObject({ zip: '1050', phone: '0475 12 34 56' });
    const abroad = await post('contact-demand', { ...valuation, zip: 'L-1234', lang: 'en', back: '/en/' }, true);
    expect(abroad.status).toBe(200);
  });
});

describe('the thank-you page restates what was sent', () => {
  const sentCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-sent='))
      ?.split(';')[0];

  it('a viewing booked without JavaScript: the cookie is set, the page names the property and the slot, never cached', async () => {
    const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await env.DB.prepare(
      'INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked) VALUES (?, ?, ?, 2, 0)',
    )
      .bind(sale.ID, `${day}T17:00`, `${day}T18:00`)
      .run();
    const slot = await env.DB.prepare(
      'SELECT id, starts_at AS startsAt FROM appointment_slots WHERE property_id = ? AND starts_at = ?',
    )
      .bind(sale.ID, `${day}T17:00`)
      .first<{ id: number; startsAt: string }>();
    expect(slot).toBeTruthy();
    const res = await post(
      'contact-appointment',
      { ...person, slotId: String(slot!.id), propertyId: String(sale.ID), lang: 'en', back: hrefOf(sale, 'en') },
      false,
    );
    expect(res.status).toBe(303);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sent='))!;
    expect(setCookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
    // Nothing of it in the address.
    const location = res.headers.get('location')!;
    expect([...new URL(location, ORIGIN).searchParams.keys()]).toEqual(['back']);
    expect(location).not.toContain('anna');

    const page = await get(location.split('#')[0]!, { ...MANUAL, headers: { Cookie: sentCookie(res)! } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h2 class="sent__title" id="sent-title">What you sent</h2>');
    expect(html).toContain(`href="${hrefOf(sale, 'en')}"`);
    expect(html).toContain(sale.Title.en);
    const [date, time] = slot!.startsAt.split('T');
    const [y, m, d] = date!.split('-').map(Number);
    expect(html).toContain(
      `${d} ${new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`,
    );
    expect(html).toContain(time!.slice(0, 5));
    expect(html).toContain('We will answer you at anna@example.be.');

    // Without the cookie, or with a forged one, the same page shows no summary.
    expect(await (await get(location.split('#')[0]!, MANUAL)).text()).not.toContain('sent__title');
    const forged = sentCookie(res)!.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await (await get(location.split('#')[0]!, { ...MANUAL, headers: { Cookie: forged } })).text()).not.toContain(
      'sent__title',
    );
    // Another form's thank-you page does not show it.
    const other = localizedHref(pathTable, 'en', '/feedback/site-contact/');
    expect(await (await get(other, { ...MANUAL, headers: { Cookie: sentCookie(res)! } })).text()).not.toContain(
      'sent__title',
    );
  });

  it('the free valuation by JSON: the page restates the address to value in the form’s language', async () => {
    const res = await post('contact-demand', { ...valuation, lang: 'nl', back: '/nl/' }, true);
    expect(res.status).toBe(200);
    const { redirect } = (await res.json()) as { redirect: string };
    const html = await (await get(redirect, { ...MANUAL, headers: { Cookie: sentCookie(res)! } })).text();
    expect(html).toContain('Wat u verstuurde');
    expect(html).toContain('Te schatten adres');
    expect(html).toContain('Rue Haute 12, 1000 Bruxelles');
    // A page with the visitor's own data carries no tag (docs/security.md); the same page without the summary does.
    expect(html).toContain('"tags":false');
    expect(await (await get(redirect, MANUAL)).text()).toContain('"tags":true');
  });
});

describe('redirects keep the query', () => {
  it('/{lang}/property/{id}/ reaches the canonical page with its ?form= and ?from=', async () => {
    const res = await get(`/en/property/${sale.ID}/?form=contact-me&from=%2Fen%2Ffor-sale%2F`, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${hrefOf(sale, 'en')}?form=contact-me&from=%2Fen%2Ffor-sale%2F`);
    // A wrong title with the right id too.
    const wrong = await get(
      `${hrefOf(sale, 'nl').replace(/\/[^/]+\/\d+\/$/, '/x/')}${sale.ID}/?form=request-documents`,
      MANUAL,
    );
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`${hrefOf(sale, 'nl')}?form=request-documents`);
  });

  it('a project’s old path reaches its canonical page with its query', async () => {
    const project = data.projects[0]!;
    const canonical = localizedHref(
      pathTable,
      'en',
      projectOriginalPath({ ID: project.ID, Name: project.Name.en }, 'en'),
    );
    const res = await get(`/en/projects/old-name/${project.ID}/?form=contact-construction`, MANUAL);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${canonical}?form=contact-construction`);
  });
});

describe('phone and e-mail links open in place', () => {
  it('the top bar’s tel: and mailto: links have no new tab; a link to another site keeps it', async () => {
    const html = await (await get('/en/', MANUAL)).text();
    const links = [...html.matchAll(/<a [^>]*href="(tel:|mailto:)[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const a of links) expect(a).not.toContain('target=');
    expect(html).toMatch(/<a href="https:\/\/[^"]+"[^>]*target="_blank" rel="noopener noreferrer"/);
  });
});
