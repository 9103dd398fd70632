/**
 * POST /api/forms/{kind} against the real worker (D1, Queue and rate limiter in workerd): the
 * plain HTML path (303 / 422 page with values and messages), the JSON path, the gates (404, 403,
 * 415, 413, 400, 429), the spam defences (honeypot, fill time, Turnstile failing closed) and the
 * lead written to D1. Turnstile's siteverify is the only fake (globalThis.fetch replaced).
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { verifyTurnstile } from '../../worker/forms/turnstile';
import { FORM_KINDS } from '../../shared/forms/kinds';
import { MANUAL, ORIGIN, post as postTo, type Ask } from './support/http';
import { slotsFor } from '../../worker/forms/slots';

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const SOON = `${day(10)}T17:00`;
const FULL = `${day(11)}T17:00`;
/** Queue messages sent (the delivery side's consumer is not part of this suite). */
const sent: unknown[] = [];
let queueFails = false;

beforeAll(async () => {
  env.LEADS = {
    send: async (message: unknown) => {
      if (queueFails) throw new Error('queue unavailable');
      sent.push(message);
    },
    sendBatch: async () => {},
  } as unknown as Queue;
  await env.DB.prepare(
    `INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked) VALUES (12, '${SOON}', '${SOON.replace('17:00', '18:00')}', 1, 0), (12, '${FULL}', '${FULL.replace('17:00', '18:00')}', 2, 2), (12, '${day(-3)}T17:00', '${day(-3)}T18:00', 2, 0), (12, '${day(90)}T17:00', '${day(90)}T18:00', 2, 0)`,
  ).run();
});

const person = { title: 'ms', firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.be', phone: '0475123456' };

/** `e`: an environment of the test's own (the suite's with a setting changed), read afresh by the worker. */
const post = (kind: string, body: BodyInit, headers: Record<string, string>, ip = nextIp(), e?: Ask['env']) =>
  postTo(`/api/forms/${kind}`, body, {
    headers: { 'CF-Connecting-IP': ip, ...headers },
    ...MANUAL,
    ...(e ? { env: e, settle: true } : {}),
  });
/** A fresh fill-time token, issued ten seconds ago: each accepted post spends its own (worker/forms/fill-token.ts). */
const freshToken = () => issueFillToken(fillSecret(env)!, Date.now() - 10_000);
const postForm = async (
  kind: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
  ip?: string,
) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries({ _ts: await freshToken(), ...fields }))
    for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  return post(
    kind,
    body.toString(),
    { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
    ip,
  );
};
const postJson = async (
  kind: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip?: string,
  e?: Ask['env'],
) =>
  post(
    kind,
    JSON.stringify({ _ts: await freshToken(), ...fields }),
    { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    ip,
    e,
  );

async function leads(kind: string) {
  const { results } = await env.DB.prepare(
    'SELECT kind, lang, property_id, payload, status FROM leads WHERE kind = ? ORDER BY id',
  )
    .bind(kind)
    .all<{ kind: string; lang: string; property_id: number | null; payload: string; status: string }>();
  return results.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
}

describe('plain HTML posts (no JavaScript)', () => {
  it('site contact: 303 to the localized thank-you page with the way back, the lead in D1 first', async () => {
    const res = await postForm('site-contact', { ...person, remarks: 'Bonjour', lang: 'fr', back: '/fr/contact/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/merci/site-contact/?back=%2Ffr%2Fcontact%2F');
    const rows = await leads('site-contact');
    expect(rows).toHaveLength(1);
    const id = (await env.DB.prepare("SELECT id, idempotency_key AS key FROM leads WHERE kind = 'site-contact'").first<{
      id: number;
      key: string;
    }>())!;
    expect(sent).toContainEqual({ leadId: id.id, idempotencyKey: id.key });
    expect(rows[0]).toMatchObject({
      lang: 'fr',
      status: 'pending',
      property_id: null,
      payload: { firstName: 'Anna', remarks: 'Bonjour', title: 'ms', lang: 'fr' },
    });
    expect(rows[0]!.payload).not.toHaveProperty('_ts');
  });

  it('a queue that refuses the message still gives the visitor success; the lead stays pending for the sweep', async () => {
    queueFails = true;
    try {
      const res = await postForm('sign-newsletter', { email: 'queue-down@example.be', lang: 'en', back: '/en/' });
      expect(res.status).toBe(303);
    } finally {
      queueFails = false;
    }
    const row = (await leads('sign-newsletter')).find((r) => r.payload.email === 'queue-down@example.be');
    expect(row?.status).toBe('pending');
  });

  it('multipart posts work the same way', async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      _ts: await freshToken(),
      email: 'multi@example.be',
      lang: 'nl',
      back: '/nl/',
    }))
      body.append(k, v);
    const res = await post('sign-newsletter', body, { Origin: ORIGIN });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/nl/bedankt/sign-newsletter/?back=%2Fnl%2F');
  });

  it('an error answers 422 with the form page again: messages next to the fields and every typed value kept', async () => {
    const res = await postForm('site-contact', {
      ...person,
      firstName: '',
      remarks: 'Keep <this> text',
      lang: 'de',
      back: '/de/kontakt/',
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Vorname ist ein Pflichtfeld');
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('firstName')).toContain('aria-invalid="true"');
    expect(input('firstName')).toContain('aria-describedby="site-contact-firstName-error"');
    expect(html).toContain('id="site-contact-firstName-error"');
    expect(input('lastName')).toContain('value="Peeters"');
    expect(input('lastName')).not.toContain('aria-invalid');
    expect(input('email')).toContain('value="anna@example.be"');
    expect(html).toContain('Keep &lt;this&gt; text');
    expect(html).toContain('id="form-submission"');
    expect(html).not.toContain('Keep <this> text');
    expect(await leads('site-contact').then((r) => r.filter((l) => l.lang === 'de'))).toHaveLength(0);
  });

  it('a return path to another site is replaced by the home page of the language', async () => {
    const res = await postForm('sign-newsletter', { email: 'x@example.be', lang: 'en', back: '//evil.example/' });
    expect(res.headers.get('location')).toBe('/en/feedback/sign-newsletter/?back=%2Fen%2F');
  });
});

describe('JSON (the enhanced form)', () => {
  it('200 { ok, redirect } and the lead recorded with typed fields', async () => {
    const res = await postJson('demand-register', {
      ...person,
      goal: '1',
      types: ['1', '2'],
      cities: ['Ixelles|1050'],
      maxPrice: '1.500',
      garden: true,
      frequency: 'daily',
      lang: 'nl',
      back: '/nl/hou-me-op-de-hoogte/',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      redirect: '/nl/bedankt/demand-register/?back=%2Fnl%2Fhou-me-op-de-hoogte%2F',
    });
    const [row] = await leads('demand-register');
    expect(row!.payload).toMatchObject({
      goal: '1',
      types: [1, 2],
      cities: ['Ixelles|1050'],
      maxPrice: 1500,
      garden: true,
      parking: false,
      frequency: 'daily',
    });
  });

  it('422 { errors } with the docs/forms-and-leads.md messages in the form language', async () => {
    const res = await postJson('contact-demand', {
      ...person,
      email: 'nope',
      street: '',
      zip: '',
      city: '',
      lang: 'fr',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      errors: {
        email: 'L’adresse e-mail n’est pas valide',
        zip: 'Code postal est un champ obligatoire',
        city: 'Localité est un champ obligatoire',
        propertyType: 'Veuillez choisir un type de bien',
        street: 'L’adresse du bien à estimer est obligatoire',
      },
    });
  });

  it('contact-me keeps slots, preference and the property', async () => {
    const res = await postJson('contact-me', {
      ...person,
      timeSlots: ['10-13'],
      preference: 'phone',
      propertyId: 12,
      lang: 'en',
      back: '/en/for-sale/x/y/12/',
    });
    expect(res.status).toBe(200);
    const [row] = await leads('contact-me');
    expect(row).toMatchObject({
      property_id: 12,
      payload: { timeSlots: ['10-13'], preference: 'phone', propertyId: 12 },
    });
  });

  it('purchase offer: the amount in words in the form language and the 10% advance', async () => {
    const res = await postJson('purchase-offer', {
      ...person,
      amount: '395.000',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      place: 'Ixelles',
      signDate: '2026-11-30',
      street: 'Rue Haute 1',
      zip: '1050',
      city: 'Ixelles',
      propertyId: 12,
      lang: 'fr',
    });
    expect(res.status).toBe(200);
    const [row] = await leads('purchase-offer');
    expect(row!.payload).toMatchObject({
      amount: 395000,
      amountWords: 'trois cent nonante-cinq mille euros',
      advance: 39500,
    });
  });
});

describe('appointments and documents', () => {
  it('a property’s slots are its future ones with their free places, as its page and the form read them', async () => {
    const slots = await slotsFor({ db: env.DB }, 12, 'en');
    expect(slots.map((s) => [s.startsAt, s.free])).toEqual([
      [SOON, 1],
      [FULL, 0],
    ]);
  });

  it('books the last place once; the next visitor is told the appointments are full', async () => {
    const { results } = await env.DB.prepare('SELECT id FROM appointment_slots WHERE starts_at = ?')
      .bind(SOON)
      .all<{ id: number }>();
    const slotId = results[0]!.id;
    const first = await postJson('contact-appointment', { ...person, slotId, propertyId: 12, lang: 'en' });
    expect(first.status).toBe(200);
    const next = { ...person, email: 'next.visitor@example.be' };
    const second = await postJson('contact-appointment', { ...next, slotId, propertyId: 12, lang: 'nl' });
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({ ok: false, errors: { slotId: 'De afspraken zijn volzet' } });
    const wrongProperty = await postJson('contact-appointment', { ...person, slotId, propertyId: 13, lang: 'en' });
    expect(wrongProperty.status).toBe(422);
    expect(await leads('contact-appointment')).toHaveLength(1);
  });

  it('request-documents: a second request for the same property and e-mail says already requested', async () => {
    const first = await postJson('request-documents', { ...person, propertyId: 40, lang: 'en' });
    expect(first.status).toBe(200);
    const again = await postJson('request-documents', {
      ...person,
      email: 'ANNA@example.be',
      propertyId: 40,
      lang: 'en',
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string> }).errors._form).toMatch(/already requested/);
  });
});

describe('gates', () => {
  it('404 for an unknown kind', async () => {
    expect((await postJson('contact-everyone', { email: 'a@b.be' })).status).toBe(404);
  });
  it('403 for another site’s Origin or a cross-site fetch', async () => {
    expect(
      (await postForm('sign-newsletter', { email: 'a@example.be' }, { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await postJson('sign-newsletter', { email: 'a@example.be' }, { Origin: 'null' })).status).toBe(403);
    expect(
      (await postForm('sign-newsletter', { email: 'a@example.be' }, { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
  });
  it('415 for other content types', async () => {
    expect(
      (await post('sign-newsletter', 'email=a@example.be', { 'Content-Type': 'text/plain', Origin: ORIGIN })).status,
    ).toBe(415);
    expect((await post('sign-newsletter', 'x', { Origin: ORIGIN })).status).toBe(415);
  });
  it('413 over 32 KB, declared or not', async () => {
    const big = JSON.stringify({ email: 'a@example.be', remarks: 'x'.repeat(40_000) });
    expect((await post('site-contact', big, { 'Content-Type': 'application/json', Origin: ORIGIN })).status).toBe(413);
    const stream = new Blob([big]).stream();
    const res = await postTo('/api/forms/site-contact', stream, {
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': nextIp() },
      duplex: 'half',
    } as Ask);
    expect(res.status).toBe(413);
  });
  it('400 for malformed bodies, never 500', async () => {
    for (const body of ['{', '[1,2]', '"text"', '{"email":{"nested":1}}', '{"types":[{"a":1}]}']) {
      expect(
        (await post('sign-newsletter', body, { 'Content-Type': 'application/json', Origin: ORIGIN })).status,
        body,
      ).toBe(400);
    }
    const bad = await post('sign-newsletter', new Uint8Array([0x65, 0x3d, 0xff, 0xfe]), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
    });
    expect(bad.status).toBe(400);
    const badMultipart = await post('sign-newsletter', 'not multipart', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
      Origin: ORIGIN,
    });
    expect(badMultipart.status).toBe(400);
  });
  it('429 with Retry-After past 10 posts a minute from one address', async () => {
    // The binding counts in wall-clock minutes: the first 10 posts of a new address always pass,
    // and 21 posts in under a minute meet at most two windows, so one of them is refused.
    const ip = nextIp();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const res = await postJson('sign-newsletter', { email: `r${i}@example.be` }, {}, ip);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
  it('every kind answers 422 (never 500) to an empty JSON object', async () => {
    for (const kind of FORM_KINDS) expect((await postJson(kind, { lang: 'en' })).status, kind).toBe(422);
  });
});

describe('spam defences', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  /** Signs `email` up for the newsletter with Turnstile's answer 'tok', Turnstile's secret key set in the environment. */
  const postWithCaptcha = (email: string, lang: string) =>
    postJson('sign-newsletter', { email, 'cf-turnstile-response': 'tok', lang }, {}, undefined, {
      ...env,
      TURNSTILE_SECRET_KEY: 'test-secret',
    });

  it('honeypot: a filled hidden field gets a success answer and records nothing', async () => {
    const res = await postForm('sign-newsletter', {
      email: 'bot@example.be',
      website: 'http://spam.example',
      lang: 'en',
    });
    expect(res.status).toBe(303);
    const rows = await leads('sign-newsletter');
    expect(rows.some((r) => r.payload.email === 'bot@example.be')).toBe(false);
  });

  it('fill time: too fast, forged or missing token → 422 asking to send again, nothing recorded', async () => {
    const fresh = await issueFillToken(fillSecret(env)!);
    const forged = `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const ts of [fresh, forged, '', 'junk']) {
      const res = await postJson('sign-newsletter', { email: 'fast@example.be', lang: 'en', _ts: ts });
      expect(res.status, ts).toBe(422);
      expect(await res.json()).toEqual({
        ok: false,
        errors: { _form: 'Please check your details and send the form again.' },
      });
    }
    expect((await leads('sign-newsletter')).some((r) => r.payload.email === 'fast@example.be')).toBe(false);
  });

  it('Turnstile when configured: a passing verifier lets the post through, and the secret goes to siteverify', async () => {
    let seen: URLSearchParams | null = null;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen = new URLSearchParams(String(init?.body));
      expect(String(input)).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
      return Response.json({ success: true });
    }) as typeof fetch;
    const res = await postWithCaptcha('human@example.be', 'en');
    expect(res.status).toBe(200);
    expect(seen!.get('secret')).toBe('test-secret');
    expect(seen!.get('response')).toBe('tok');
  });

  it.each([
    ['success false', async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] })],
    ['5xx', async () => new Response('oops', { status: 502 })],
    ['junk', async () => new Response('<html>', { status: 200 })],
    [
      'network error',
      async () => {
        throw new TypeError('Network connection lost');
      },
    ],
  ])('Turnstile fails closed on %s with the captcha message', async (_name, fake) => {
    globalThis.fetch = fake as typeof fetch;
    const res = await postWithCaptcha('maybe@example.be', 'fr');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { captcha: 'Les caractères saisis ne sont pas valides' } });
  });

  it('Turnstile: a missing response or a verifier that does not answer in time is refused', async () => {
    expect(await verifyTurnstile('s', '', null)).toBe(false);
    globalThis.fetch = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    expect(await verifyTurnstile('s', 'tok', '203.0.113.1', 50)).toBe(false);
  });
});
