/**
 * Attacks on the forms and on request bodies (docs/security.md), replayed against the real worker
 * with its real D1, Queue and Rate Limiting bindings:
 * - one fill-time token sent again and again: it books one visit, the others are refused;
 * - one address booking the same visit slot twice with two tokens: the second is refused;
 * - bodies far over the limits on every POST (owner login, reset, forgotten password, logout,
 *   favourites, subscription confirmation, unsubscribe, forms, /csp-report): 413, and a body that
 *   comes without a length is read no further than the limit (the worker never parses it whole).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANUAL, ORIGIN, post } from './support/http';
import { freshToken } from './support/forms';

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const SLOT_START = `${day(12)}T17:00`;
let slotId = 0;

beforeAll(async () => {
  const row = await env.DB.prepare(
    'INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity, booked) VALUES (41, ?, ?, 4, 0) RETURNING id',
  )
    .bind(SLOT_START, SLOT_START.replace('17:00', '18:00'))
    .first<{ id: number }>();
  slotId = row!.id;
});

const person = (email: string) => ({ title: 'ms', firstName: 'Anna', lastName: 'Peeters', email, phone: '0475123456' });

const postJson = (path: string, fields: Record<string, unknown>, ip = nextIp()) =>
  post(path, JSON.stringify(fields), {
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    ip,
    ...MANUAL,
  });

/** Books the test slot for `email` in `lang` with a fill-time token, a fresh one unless given. */
const book = async (email: string, lang: string, token?: string) =>
  postJson('/api/forms/contact-appointment', {
    _ts: token ?? (await freshToken()),
    ...person(email),
    slotId,
    propertyId: 41,
    lang,
  });

const booked = async () =>
  (await env.DB.prepare('SELECT booked FROM appointment_slots WHERE id = ?').bind(slotId).first<number>('booked')) ?? 0;

describe('fill-time token', () => {
  it('is single-use: the same token sent four times books one place of the slot', async () => {
    const token = await freshToken();
    const answers: number[] = [];
    for (const email of ['a1@example.be', 'a2@example.be', 'a3@example.be', 'a4@example.be']) {
      const res = await book(email, 'en', token);
      answers.push(res.status);
      if (res.status === 422)
        expect(await res.json()).toEqual({
          ok: false,
          errors: { _form: 'This form has already been sent. Reload the page to send another message.' },
        });
    }
    expect(answers).toEqual([200, 422, 422, 422]);
    expect(await booked()).toBe(1);
  });

  it('is single-use in parallel too: four posts at once with one token record one lead', async () => {
    const token = await freshToken();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE kind = 'site-contact'").first<number>(
      'n',
    );
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        postJson('/api/forms/site-contact', {
          _ts: token,
          ...person(`p${n}@example.be`),
          remarks: 'Hello',
          lang: 'en',
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE kind = 'site-contact'").first<number>(
      'n',
    );
    expect((after ?? 0) - (before ?? 0)).toBe(1);
  });

  it('stays usable after a refusal the visitor can correct (a missing field)', async () => {
    const token = await freshToken();
    const wrong = await postJson('/api/forms/site-contact', { _ts: token, ...person('fix@example.be'), lang: 'en' });
    expect(wrong.status).toBe(422);
    const right = await postJson('/api/forms/site-contact', {
      _ts: token,
      ...person('fix@example.be'),
      remarks: 'Now with a message',
      lang: 'en',
    });
    expect(right.status).toBe(200);
  });
});

describe('one booking per address and slot', () => {
  it('refuses a second booking of the same slot by the same address (any case), in the page language', async () => {
    const before = await booked();
    const first = await book('twice@example.be', 'en');
    expect(first.status).toBe(200);
    const second = await book('Twice@Example.be', 'nl');
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({ ok: false, errors: { slotId: 'U hebt dit bezoek al geboekt.' } });
    expect(await booked()).toBe(before + 1);
  });
});

/** A body of `size` bytes that counts how much of it the worker pulled (no Content-Length). */
function countedStream(size: number, chunk = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const piece = new Uint8Array(chunk).fill(0x61);
  return {
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const n = Math.min(chunk, size - sent);
        sent += n;
        controller.enqueue(n === chunk ? piece : piece.slice(0, n));
      },
    }),
    pulled: () => sent,
  };
}

const FIVE_MB = 5 * 1024 * 1024;
const FORM = 'application/x-www-form-urlencoded';

/** Every POST the site takes, with the content type it reads and its limit. */
const POSTS: [string, string, number][] = [
  ['/api/owner/login', 'application/json', 8 * 1024],
  ['/api/owner/login', FORM, 8 * 1024],
  ['/api/owner/forgot', 'application/json', 8 * 1024],
  ['/api/owner/reset', FORM, 8 * 1024],
  ['/api/owner/logout', FORM, 8 * 1024],
  ['/en/favourites/', FORM, 64 * 1024],
  ['/en/confirm-subscription/', FORM, 8 * 1024],
  ['/alerts/unsubscribe', FORM, 8 * 1024],
  ['/api/forms/site-contact', 'application/json', 32 * 1024],
  ['/csp-report', 'application/csp-report', 16 * 1024],
];

describe('body limits, checked before the body is parsed', () => {
  it.each(POSTS)('%s (%s): a 5 MB body with its length answers 413', async (path, type) => {
    const res = await post(path, 'a'.repeat(FIVE_MB), {
      headers: { 'Content-Type': type, Origin: ORIGIN },
      ip: nextIp(),
      ...MANUAL,
    });
    expect(res.status).toBe(413);
  });

  it.each(POSTS)(
    '%s (%s): a 5 MB body without a length is read no further than the limit',
    async (path, type, limit) => {
      const stream = countedStream(FIVE_MB);
      const res = await post(path, stream.body, {
        headers: { 'Content-Type': type, Origin: ORIGIN },
        ip: nextIp(),
        ...MANUAL,
      });
      expect(res.status).toBe(413);
      // The chunk that crosses the limit is the last one read (the stream may have queued one more ahead).
      expect(stream.pulled()).toBeLessThanOrEqual(limit + 2 * 64 * 1024);
    },
  );

  it('a body within the limit still works (a login form is read)', async () => {
    const res = await post(
      '/api/owner/login',
      new URLSearchParams({ lang: 'en', email: 'nobody@example.be', password: 'wrong-password' }).toString(),
      { headers: { 'Content-Type': FORM, Origin: ORIGIN }, ip: nextIp(), ...MANUAL },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/en/login/?error=failed');
  });
});
