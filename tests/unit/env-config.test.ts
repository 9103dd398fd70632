/**
 * The worker's environment read into its settings (worker/config/env.ts configOf): the secrets'
 * rules (at least 32 characters, never a development value outside development; the named
 * development values in development), SITE_URL (https outside development, its origin), the
 * features each missing or weak setting blocks and the problems reported once, the provider
 * choice with its credentials or the message naming what is wrong, each environment object read
 * once, and the schema itself (environmentProblem: a missing binding named).
 */
import { describe, expect, it } from 'vitest';
import { environmentProblem, type Env } from '../../worker/config/env';
import { configOf } from '../../worker/config/config';
import { DEVELOPMENT_VALUES } from '../../worker/config/secrets';
import { PRODUCTION_SECRETS, STRONG } from '../fixtures/production-secrets';

/** The bindings as objects: the schema checks only that they are there. */
const BINDINGS = { DB: {}, CACHE: {}, MEDIA: {}, LEADS: {}, ASSETS: {} } as unknown as Env;
const development = (vars: Partial<Env> = {}): Env => ({ ...BINDINGS, DEVELOPMENT: '1', ...vars });
/** A deployment with every setting right; a test takes one away or weakens it. */
const production = (vars: Partial<Env> = {}): Env => ({
  ...BINDINGS,
  ...PRODUCTION_SECRETS,
  SITE_URL: 'https://www.agency.be/',
  ...vars,
});

describe('secrets', () => {
  it('takes the named development values only in development', () => {
    expect(configOf(development()).secrets).toEqual(DEVELOPMENT_VALUES);
    expect(configOf(development({ FORM_SECRET: ' short ' })).secrets.FORM_SECRET).toBe('short');
    expect(configOf(production({ FORM_SECRET: undefined })).secrets.FORM_SECRET).toBeNull();
    expect(configOf(production({ FORM_SECRET: `  ${STRONG}  ` })).secrets.FORM_SECRET).toBe(STRONG);
  });

  it('refuses a secret shorter than 32 characters outside development', () => {
    const config = configOf(production({ FORM_SECRET: STRONG.slice(0, 31) }));
    expect(config.secrets.FORM_SECRET).toBeNull();
    expect(config.blockers.forms).toEqual(['FORM_SECRET: shorter than 32 characters']);
    expect(config.blockers.subscriptions).toEqual(['FORM_SECRET: shorter than 32 characters']);
    expect(config.blockers.preview).toEqual([]);
    expect(configOf(production({ FORM_SECRET: STRONG.slice(0, 32) })).secrets.FORM_SECRET).toBe(STRONG.slice(0, 32));
  });

  it('refuses a development value outside development, even a long one', () => {
    const config = configOf(production({ ALERT_SECRET: DEVELOPMENT_VALUES.ALERT_SECRET }));
    expect(DEVELOPMENT_VALUES.ALERT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.secrets.ALERT_SECRET).toBeNull();
    expect(config.blockers.subscriptions).toEqual(['ALERT_SECRET: a development value']);
    expect(config.blockers.forms).toEqual([]);
    const preview = configOf(production({ PREVIEW_SECRET: DEVELOPMENT_VALUES.PREVIEW_SECRET }));
    expect(preview.blockers.preview).toEqual(['PREVIEW_SECRET: a development value']);
  });
});

describe('SITE_URL', () => {
  it('gives its origin, without a path or trailing slash', () => {
    expect(configOf(production()).siteUrl).toBe('https://www.agency.be');
  });

  it('must be https outside development; in development http is fine', () => {
    const http = configOf(production({ SITE_URL: 'http://www.agency.be' }));
    expect(http.siteUrl).toBeNull();
    expect(http.blockers.subscriptions).toEqual(['SITE_URL: not an https URL']);
    expect(http.blockers.mail).toEqual(['SITE_URL: not an https URL']);
    expect(http.blockers.forms).toEqual([]);
    expect(configOf(production({ SITE_URL: 'www.agency.be' })).blockers.mail).toEqual(['SITE_URL: not a URL']);
    const local = configOf(development({ SITE_URL: 'http://localhost:8787' }));
    expect(local.siteUrl).toBe('http://localhost:8787');
    expect(local.blockers.mail).toEqual([]);
  });

  it('blocks the e-mails with links in development too when it is missing', () => {
    const config = configOf(development());
    expect(config.siteUrl).toBeNull();
    expect(config.blockers.mail).toEqual(['SITE_URL: missing (npm start sets it)']);
    expect(config.blockers.subscriptions).toEqual(['SITE_URL: missing (npm start sets it)']);
    expect(config.blockers.forms).toEqual([]);
    expect(config.problems).toEqual([]);
  });
});

describe('what production needs', () => {
  it('a deployment with every setting right has no blocker and no problem', () => {
    const config = configOf(production());
    expect(config.blockers).toEqual({ forms: [], subscriptions: [], preview: [], mail: [] });
    expect(config.problems).toEqual([]);
    expect(config.turnstile).toEqual({
      siteKey: '1x00000000000000000000AA',
      secretKey: '1x0000000000000000000000000000000AA',
    });
  });

  it('lists every problem, the chosen CRM’s missing credentials included', () => {
    expect(configOf({ ...BINDINGS, PROVIDER: 'whise' }).problems).toEqual([
      'FORM_SECRET: missing',
      'ALERT_SECRET: missing',
      'PREVIEW_SECRET: missing',
      'TURNSTILE_SITE_KEY: missing',
      'TURNSTILE_SECRET_KEY: missing',
      'SITE_URL: missing',
      'WHISE_USERNAME: missing',
      'WHISE_PASSWORD: missing',
      'WHISE_CLIENT_ID: missing',
    ]);
    expect(configOf(production({ PROVIDER: 'omnicasa', OMNICASA_BASE_URL: 'https://x.test' })).problems).toEqual([
      'OMNICASA_CUSTOMER_NAME: missing',
      'OMNICASA_CUSTOMER_PASSWORD: missing',
    ]);
  });

  it('refuses the forms without a Turnstile key, and says which', () => {
    const config = configOf(production({ TURNSTILE_SECRET_KEY: '' }));
    expect(config.blockers.forms).toEqual(['TURNSTILE_SECRET_KEY: missing']);
    expect(config.turnstile.secretKey).toBeNull();
  });
});

describe('the provider', () => {
  it('is d1 by default, whatever the case and spaces of PROVIDER', () => {
    expect(configOf(production()).provider).toEqual({ name: 'd1' });
    expect(configOf(production({ PROVIDER: ' D1 ' })).provider).toEqual({ name: 'd1' });
    expect(configOf(production({ PROVIDER: '' })).provider).toEqual({ name: 'd1' });
  });

  it('names an unknown PROVIDER', () => {
    expect(configOf(production({ PROVIDER: 'Nope' })).provider).toEqual({
      name: 'unusable',
      provider: 'nope',
      message: "unknown PROVIDER 'Nope' (expected 'd1', 'omnicasa' or 'whise')",
    });
  });

  it('omnicasa: names the missing settings, never a value', () => {
    const choice = configOf(production({ PROVIDER: 'omnicasa', OMNICASA_CUSTOMER_PASSWORD: 'top-secret' })).provider;
    expect(choice).toEqual({
      name: 'unusable',
      provider: 'omnicasa',
      message:
        "PROVIDER is 'omnicasa' but OMNICASA_BASE_URL, OMNICASA_CUSTOMER_NAME are not set (wrangler.toml [vars] or secrets)",
    });
    const one = configOf(
      production({ PROVIDER: 'omnicasa', OMNICASA_BASE_URL: 'https://x.test', OMNICASA_CUSTOMER_NAME: ' ' }),
    ).provider;
    expect(one).toMatchObject({
      message: expect.stringContaining('OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD are'),
    });
    const single = configOf(
      production({ PROVIDER: 'omnicasa', OMNICASA_BASE_URL: 'https://x.test', OMNICASA_CUSTOMER_NAME: 'agency' }),
    ).provider;
    expect(single).toMatchObject({ message: expect.stringContaining('OMNICASA_CUSTOMER_PASSWORD is not set') });
  });

  it('omnicasa: the base URL without its service name, https outside development', () => {
    const omnicasa = {
      PROVIDER: 'omnicasa',
      OMNICASA_BASE_URL: ' https://newapi.omnicasa.com/1.12/OmnicasaService.svc/ ',
      OMNICASA_CUSTOMER_NAME: ' agency ',
      OMNICASA_CUSTOMER_PASSWORD: ' pass ',
    };
    expect(configOf(production(omnicasa)).provider).toEqual({
      name: 'omnicasa',
      baseUrl: 'https://newapi.omnicasa.com/1.12',
      customerName: 'agency',
      customerPassword: ' pass ',
    });
    const http = { ...omnicasa, OMNICASA_BASE_URL: 'http://127.0.0.1:9999' };
    expect(configOf(production(http)).provider).toEqual({
      name: 'unusable',
      provider: 'omnicasa',
      message: 'OMNICASA_BASE_URL must be an https URL',
    });
    expect(configOf(development(http)).provider).toMatchObject({ name: 'omnicasa', baseUrl: 'http://127.0.0.1:9999' });
    expect(configOf(development({ ...omnicasa, OMNICASA_BASE_URL: 'ftp://x' })).provider).toMatchObject({
      message: 'OMNICASA_BASE_URL must be an http(s) URL',
    });
  });

  const whise = { PROVIDER: 'whise', WHISE_USERNAME: ' api-user ', WHISE_PASSWORD: ' p ', WHISE_CLIENT_ID: '12' };

  it('whise: names the missing settings', () => {
    expect(configOf(production({ PROVIDER: 'whise', WHISE_USERNAME: 'u' })).provider).toEqual({
      name: 'unusable',
      provider: 'whise',
      message: "PROVIDER is 'whise' but WHISE_PASSWORD, WHISE_CLIENT_ID are not set (wrangler.toml [vars] or secrets)",
    });
  });

  it('whise: the default base URL, the client id as a number and no office unless set', () => {
    expect(configOf(production(whise)).provider).toEqual({
      name: 'whise',
      baseUrl: 'https://api.whise.eu',
      username: 'api-user',
      password: ' p ',
      clientId: 12,
    });
    expect(configOf(production({ ...whise, WHISE_BASE_URL: 'https://api.example.test//' })).provider).toMatchObject({
      baseUrl: 'https://api.example.test',
    });
    expect(configOf(production({ ...whise, WHISE_CLIENT_ID: 'abc' })).provider).toMatchObject({
      name: 'unusable',
      message: 'WHISE_CLIENT_ID must be a positive integer',
    });
  });

  it('whise: the office id is optional, a positive integer when set', () => {
    expect(configOf(production({ ...whise, WHISE_OFFICE_ID: ' ' })).provider).not.toHaveProperty('officeId');
    expect(configOf(production({ ...whise, WHISE_OFFICE_ID: '7' })).provider).toMatchObject({ officeId: 7 });
    expect(configOf(production({ ...whise, WHISE_OFFICE_ID: '-1' })).provider).toMatchObject({
      name: 'unusable',
      message: 'WHISE_OFFICE_ID must be a positive integer',
    });
  });

  it('whise: https outside development, http allowed in development (a local fake)', () => {
    const local = { ...whise, WHISE_BASE_URL: 'http://127.0.0.1:8788' };
    expect(configOf(production(local)).provider).toMatchObject({ message: 'WHISE_BASE_URL must be an https URL' });
    expect(configOf(development(local)).provider).toMatchObject({ name: 'whise', baseUrl: 'http://127.0.0.1:8788' });
  });
});

describe('the schema', () => {
  it('names a missing binding', () => {
    const { MEDIA: _media, ...withoutMedia } = production();
    expect(environmentProblem(withoutMedia)).toMatch(/MEDIA must be an object \(was missing\)/);
    expect(environmentProblem(production({ DB: undefined as unknown as D1Database }))).toMatch(
      /DB must be an object \(was undefined\)/,
    );
    expect(environmentProblem(production())).toBeNull();
  });

  it('names a variable that is not a string', () => {
    expect(environmentProblem(production({ PAGE_CACHE_SECONDS: 10 as unknown as string }))).toMatch(
      /PAGE_CACHE_SECONDS must be a string or undefined \(was 10\)/,
    );
  });

  it('reads each environment object once', () => {
    const env = production();
    const first = configOf(env);
    expect(configOf(env)).toBe(first);
    expect(configOf({ ...env })).not.toBe(first);
    expect(configOf({ ...env })).toEqual(first);
  });
});
