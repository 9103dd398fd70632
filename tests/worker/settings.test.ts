/**
 * Production settings fail closed (worker/config/blockers.ts): outside development, a missing or
 * weak FORM_SECRET, ALERT_SECRET, PREVIEW_SECRET, Turnstile key or SITE_URL makes the features
 * that need it answer 503 with a clear message in the visitor's language, store nothing and log
 * one line naming the setting; development (`DEVELOPMENT=1`) uses the named development values.
 * The rules setting by setting: tests/unit/env-config.test.ts.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_VALUES } from '../../worker/config/secrets';
import { checkEnvironment, reportSettings } from '../../worker/config/report';
import type { Env } from '../../worker/env';
import { issueFillToken } from '../../worker/forms/fill-token';
import { ORIGIN, get, post as postTo } from './support/http';
import { PRODUCTION_SECRETS, STRONG } from '../fixtures/production-secrets';

/** A production environment with every setting right; each test takes one away or weakens it. */
const production = (): Record<string, unknown> => {
  const { DEVELOPMENT: _dev, ...rest } = env as unknown as Record<string, unknown>;
  return {
    ...rest,
    ...PRODUCTION_SECRETS,
    SITE_URL: ORIGIN,
  };
};

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
});
afterEach(() => vi.restoreAllMocks());

const leadCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n ?? 0;

/** Each post from its own address: the per-IP form limit (10 a minute) would refuse the later ones. */
let visitor = 0;
async function post(kind: string, e: Record<string, unknown>, lang: string, json: boolean): Promise<Response> {
  visitor += 1;
  const token = await issueFillToken(STRONG, Date.now() - 10_000);
  const fields = {
    _ts: token,
    lang,
    back: `/${lang}/contact/`,
    title: 'ms',
    firstName: 'Anna',
    lastName: 'Peeters',
    email: 'anna@example.be',
    phone: '0475 12 34 56',
    remarks: 'Hello',
  };
  return postTo(`/api/forms/${kind}`, json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(), {
    headers: {
      Origin: ORIGIN,
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      Accept: json ? 'application/json' : 'text/html',
    },
    ip: `192.0.2.${visitor}`,
    env: e,
  });
}

describe('the settings read from the worker’s environment', () => {
  it('logs each problem of production once per isolate, naming the setting', () => {
    const lines: string[] = [];
    const e = { ...production(), PREVIEW_SECRET: 'short', SITE_URL: 'http://www.agency.be' } as unknown as Env;
    reportSettings(e, (line) => lines.push(line));
    reportSettings(e, (line) => lines.push(line));
    // This test comes before the file's first request: the isolate has not reported yet.
    expect(lines).toEqual([
      `configuration: PREVIEW_SECRET: shorter than 32 characters (README "Production set-up")`,
      `configuration: SITE_URL: not an https URL (README "Production set-up")`,
    ]);
  });

  it('checks the environment against its schema once per isolate, naming what does not fit', async () => {
    const lines: string[] = [];
    const { MEDIA: _media, ...withoutMedia } = production();
    await checkEnvironment(withoutMedia as unknown as Env, (line) => lines.push(line));
    await checkEnvironment(withoutMedia as unknown as Env, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^configuration: the worker's environment does not fit worker\/config\/env\.ts: MEDIA must be an object \(was missing\)/,
    );
  });
});

describe('a deployment with a setting missing or weak', () => {
  it.each([
    ['FORM_SECRET', undefined],
    ['FORM_SECRET', 'too-short-secret'],
    ['FORM_SECRET', DEVELOPMENT_VALUES.FORM_SECRET],
    ['TURNSTILE_SECRET_KEY', undefined],
  ])(
    'without a usable %s (%s) a form post answers 503 in its language, stores nothing, logs one line',
    async (setting, value) => {
      const e = { ...production(), [setting]: value };
      const before = await leadCount();
      logged = [];
      const page = await post('site-contact', e, 'nl', false);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('Dit formulier kan op dit moment niet worden verstuurd');
      const json = await post('site-contact', e, 'de', true);
      expect(json.status).toBe(503);
      expect(((await json.json()) as { errors: Record<string, string> }).errors._form).toContain(
        'Dieses Formular kann im Moment nicht gesendet werden',
      );
      expect(await leadCount()).toBe(before);
      // One line per refused request (the first request of an isolate also reports every problem once).
      const refusals = logged.filter((l) => l.includes('refused'));
      expect(refusals).toHaveLength(2);
      for (const line of refusals) expect(line).toContain(setting);
    },
  );

  it.each([
    ['ALERT_SECRET', undefined],
    ['SITE_URL', undefined],
  ])(
    'without %s a search alert or newsletter post answers 503 and stores nothing; other forms still work',
    async (setting) => {
      const e = { ...production(), [setting]: undefined };
      const before = await leadCount();
      logged = [];
      const res = await post('sign-newsletter', e, 'fr', true);
      expect(res.status).toBe(503);
      expect(await leadCount()).toBe(before);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(setting);
    },
  );

  it('a subscription is refused for ALERT_SECRET alone while a contact form is accepted', async () => {
    const e = { ...production(), ALERT_SECRET: undefined };
    logged = [];
    const refused = await post('sign-newsletter', e, 'en', true);
    expect(refused.status).toBe(503);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('ALERT_SECRET: missing');
    expect(logged[0]).not.toContain('FORM_SECRET');
    const before = await leadCount();
    // The contact form passes the settings gate and meets the next one, the captcha (Turnstile's
    // server is unreachable here, so it fails closed): nothing stored either.
    const contact = await post('site-contact', e, 'en', true);
    expect(contact.status).toBe(422);
    expect(Object.keys(((await contact.json()) as { errors: object }).errors)).toEqual(['captcha']);
    expect(await leadCount()).toBe(before);
  });

  it('the fill-token endpoint answers 503 without FORM_SECRET', async () => {
    const res = await get('/api/forms/token', { env: { ...production(), FORM_SECRET: undefined } });
    expect(res.status).toBe(503);
    expect(logged.filter((l) => l.includes('FORM_SECRET'))).toHaveLength(1);
  });

  it('a preview page answers 503 without PREVIEW_SECRET, the published site still 200', async () => {
    const e = { ...production(), PREVIEW_SECRET: undefined };
    logged = [];
    const res = await get('/en/preview/our-agency/', { env: e });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('PREVIEW_SECRET');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('PREVIEW_SECRET: missing');
    const page = await get('/en/our-agency/', { env: e });
    expect(page.status).toBe(200);
  });
});
