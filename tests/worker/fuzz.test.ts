/**
 * No input breaks the site (docs/quality.md, Reliability), property-based with fast-check against the real worker
 * (D1, KV, R2 in workerd): every page type with arbitrary and malformed query strings (filters,
 * `page`, `sort`, `view`, search text, prices with letters, repeated keys, huge values, unicode,
 * a lone `%`), the JSON API's routes with arbitrary parameters, and form bodies posted to
 * POST /api/forms/{kind}. Each answer is below 500, every redirect stays on the site, and a
 * marker with markup characters in the input never comes back unescaped.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathTable } from '../../shared/content/path-table-instance';
import { FORM_KINDS } from '../../shared/forms/kinds';
import { NARROWING_FILTERS } from '../../shared/listing/filter-names';
import { projectOriginalPath, propertyOriginalPath } from '../../shared/paths/property-path';
import { localizedHref } from '../../shared/paths/path-table';
import { fillSecret, issueFillToken } from '../../worker/forms/fill-token';
import { seedDemoFixture } from './support/demo-fixture';
import { MANUAL, ORIGIN, get } from './support/http';

/** Markup that must never come back as markup: every echo of it must be escaped. */
const MARK = `<fz-x a="1" onload='x'>`;
const RAW_MARK = /<fz-x/i;

/** Checks what every answer must be: below 500, redirects on the site, no raw echo of the marker. */
async function checkAnswer(res: Response, what: string): Promise<void> {
  expect(res.status, what).toBeLessThan(500);
  const location = res.headers.get('location');
  if (location !== null) {
    expect(new URL(location, ORIGIN).origin, `${what} → ${location}`).toBe(ORIGIN);
    expect(location, what).not.toMatch(/^\s*(?:[a-z][a-z0-9+.-]*:|\/\/|\/\\|\\)/i);
  }
  const body = await res.text();
  expect(RAW_MARK.test(body), `${what}: marker echoed unescaped`).toBe(false);
}

const KEYS = [
  'page',
  'sort',
  'view',
  'city',
  'type',
  ...NARROWING_FILTERS,
  'goal',
  'q',
  'lang',
  'token',
  'error',
  'notice',
  'back',
  'propertyId',
  'id',
  'path',
  'preview',
  'scope',
  'price',
  'near',
  'radius',
  'area',
  'setcookies',
  '__proto__',
  'constructor',
];

/**
 * Search texts past D1's 50-byte LIKE limit: long, wildcard-heavy and multibyte (each letter of
 * 'é' two bytes, of '🏠' four), at and around the bounds of worker/provider/common/search-text.ts.
 */
const LONG_TEXTS = [
  'b'.repeat(49),
  'b'.repeat(200),
  'rue de la station '.repeat(12),
  '%'.repeat(60),
  '_'.repeat(60),
  '%_\\'.repeat(30),
  '50% korting_op alles '.repeat(5),
  'é'.repeat(60),
  'Liège Anderlecht Sint-Jans-Molenbeek Woluwé-Saint-Lambert Schaerbeek',
  '🏠'.repeat(30),
  'ß'.repeat(45),
];

/** Values a visitor, a robot or a broken link may send. */
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    'abc',
    '0',
    '-1',
    '1e400',
    'NaN',
    'Infinity',
    '2.5',
    '250.000',
    '€ 250 000',
    '12abc',
    'price-desc',
    'map',
    'list',
    'Liège|4000',
    'Gent|9000|x',
    '|',
    '🏠',
    'ß',
    '\u0000',
    '\u202e',
    ' ',
    MARK,
    `${MARK}|1000`,
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'a'.repeat(5000),
    ...LONG_TEXTS,
  ),
);

/** Query strings as URLSearchParams writes them, plus raw ones with broken percent-encoding and repeated keys. */
const query = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), value), { maxLength: 6 })
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [k, v] of pairs) params.append(k, v);
      return params.toString();
    }),
  fc
    .array(
      fc.constantFrom(
        '%',
        '%%',
        '%2',
        '%zz',
        '%E0%A4%A',
        '%C0%AF',
        '%00',
        '%FF',
        '&',
        '=',
        '==',
        'page=',
        'page=abc',
        'page=2',
        'page=1e9',
        'sort=',
        'view=%',
        '+',
        ';',
        '#',
        '?',
        'q=%3Cfz-x%3E',
        'city=%F0%9F%8F%A0',
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join('')),
);

let pages: string[] = [];
let token = '';
beforeAll(async () => {
  const data = await seedDemoFixture(env.DB, { properties: 30, projects: 1 });
  const sale = data.properties.find((p) => p.Goal === 0)!;
  const rent = data.properties.find((p) => p.Goal !== 0)!;
  const project = data.projects[0]!;
  const detail = (p: typeof sale, lang: 'en' | 'fr') =>
    localizedHref(
      pathTable,
      lang,
      propertyOriginalPath({ ID: p.ID, Goal: p.Goal, City: p.City.Name[lang], Title: p.Title[lang] }, lang),
    );
  pages = [
    '/',
    '/en/',
    '/nl/',
    '/en/for-sale/',
    '/fr/a-vendre/',
    '/de/mieten/',
    '/nl/te-huur/',
    '/en/new-properties/',
    '/en/discreet-properties/',
    '/en/arrival-properties/',
    '/en/projects/',
    localizedHref(pathTable, 'en', projectOriginalPath({ ID: project.ID, Name: project.Name.en }, 'en')),
    detail(sale, 'en'),
    detail(rent, 'fr'),
    '/en/our-agency/',
    '/en/contact/',
    '/fr/contact/',
    '/en/login/',
    '/en/login/portal/',
    '/en/login/forgot/',
    '/en/login/reset/',
    '/en/preview/our-agency/',
    '/en/thank-you/site-contact/',
    '/fr/merci/site-contact/',
    '/en/no-such-page/',
    '/alerts/unsubscribe',
    '/sitemap.xml',
    '/robots.txt',
  ];
  token = await issueFillToken(fillSecret(env)!, Date.now() - 10_000);
  // Leads a fuzzed form might write stay here (no queue consumer runs in this suite).
  env.LEADS = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
});

describe('page routes with arbitrary query strings', () => {
  it('never answer 5xx, never redirect off the site, never echo markup', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), query, async (i, search) => {
        const path = pages[i % pages.length]!;
        await checkAnswer(await get(`${path}?${search}`, MANUAL), `${path}?${search}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it.each([
    'page=abc',
    'page=-1',
    'page=0',
    'page=99999999999999999999999',
    'page=1&page=abc',
    'sort=nonsense',
    'view=%',
    '%',
    'minPrice=abc',
    'maxPrice=12abc',
    `q=${encodeURIComponent(MARK)}`,
    'type=1e400',
    `city=${encodeURIComponent(MARK)}`,
  ])('a listing with %s answers a page, not an error', async (search) => {
    const res = await get(`/en/for-sale/?${search}`, MANUAL);
    // A page past the last one is 'not found' (404); a malformed value is ignored (200) or normalized (a redirect);
    // typed words (`q`) lead where they say (303, worker/listing-text.ts).
    expect([200, 301, 302, 303, 307, 308, 404]).toContain(res.status);
    await checkAnswer(res, search);
  });

  it('answers odd paths below 500 and keeps redirects on the site', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '%',
        '%2f',
        '%5c',
        '%2e%2e',
        '..',
        '.',
        '',
        '//evil.example',
        '\\evil',
        '%E0%A4%A',
        MARK,
        '99999999999999999999',
        'abc',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '',
          '/en',
          '/fr/a-vendre',
          '/en/for-sale/x',
          '/en/projects/x',
          '/en/login/portal',
          '/en/preview',
          '/media/photos',
          '/assets',
          '/api/properties',
        ),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        async (base, segments) => {
          const path = `${base}/${segments.map((s) => s.replace(/[?#\s]/g, '')).join('/')}`;
          let res: Response;
          try {
            res = await get(path, MANUAL);
          } catch (error) {
            // A path the URL parser itself refuses never reaches the worker.
            if (error instanceof TypeError) return;
            throw error;
          }
          await checkAnswer(res, path);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('search texts of any length, every text parameter', () => {
  const TEXT_KEYS = ['q', 'city', 'type'];
  it.each(LONG_TEXTS.map((t) => [t.length, t]))(
    'a text of %i characters answers below 500 on pages and API',
    async (_n, text) => {
      const t = encodeURIComponent(text);
      const search = await get(`/api/search?q=${t}&lang=en`, MANUAL);
      expect(search.status, text).toBe(200);
      const body = (await search.json()) as { types: unknown[]; cities: unknown[]; properties: unknown[] };
      expect(Array.isArray(body.cities) && Array.isArray(body.properties), text).toBe(true);
      for (const key of TEXT_KEYS) {
        for (const path of ['/en/for-sale/', '/nl/te-huur/', '/api/properties', '/api/map-properties'])
          await checkAnswer(await get(`${path}?${key}=${t}&lang=en`, MANUAL), `${path}?${key}=${text}`);
      }
    },
  );

  it('finds % and _ as themselves, not as wildcards', async () => {
    for (const text of ['%%%', '___', '%_%'])
      expect(
        (await (await get(`/api/search?q=${encodeURIComponent(text)}&lang=en`, MANUAL)).json()) as object,
        text,
      ).toEqual({ types: [], cities: [], properties: [] });
  });

  it('answers a 200-character search with what its first words find', async () => {
    const res = await get(`/api/search?q=${encodeURIComponent(`Gent ${'x'.repeat(195)}`)}&lang=en`, MANUAL);
    expect(res.status).toBe(200);
  });
});

describe('the JSON API with arbitrary parameters', () => {
  const routes = [
    '/api/site',
    '/api/page',
    '/api/properties',
    '/api/map-properties',
    '/api/properties/1',
    '/api/projects',
    '/api/search',
    '/api/purchase-costs',
    '/api/owner/portal',
    '/api/owner/session',
    '/api/no-such-route',
  ];
  it('answers JSON below 500, never echoing markup', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), query, async (route, search) => {
        const res = await get(`${route}?${search}`, MANUAL);
        if (res.status < 300 || res.status >= 400)
          expect(res.headers.get('content-type'), route).toMatch(/application\/json/);
        await checkAnswer(res, `${route}?${search}`);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});

describe('form bodies posted to POST /api/forms/{kind}', () => {
  let ip = 0;
  const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;
  const fields = fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'lang',
        'back',
        '_ts',
        'website',
        'title',
        'firstName',
        'lastName',
        'email',
        'phone',
        'remarks',
        'propertyId',
        'projectId',
        'amount',
        'slot',
        'cities',
        'types',
        'minPrice',
        'maxPrice',
        'friendEmail',
        'friendName',
        'date',
        '__proto__',
      ),
      fc.string({ maxLength: 8 }),
    ),
    value,
    { maxKeys: 8 },
  );
  const kind = fc.oneof(
    fc.constantFrom(...FORM_KINDS),
    fc.constantFrom('no-such-kind', '%2e%2e', MARK.replace(/[<>"' =]/g, '')),
  );

  it('answer below 500 as a form post, never echoing markup in the page drawn again', async () => {
    await fc.assert(
      fc.asyncProperty(kind, fields, fc.boolean(), async (k, body, withToken) => {
        const form = new URLSearchParams();
        for (const [key, v] of Object.entries(body)) form.append(key, v);
        if (withToken) form.set('_ts', token);
        const res = await get(`/api/forms/${k}`, {
          ...MANUAL,
          method: 'POST',
          body: form.toString(),
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: ORIGIN,
            'CF-Connecting-IP': nextIp(),
          },
        });
        await checkAnswer(res, `${k} ${form}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('answer below 500 as JSON, whatever the JSON is', async () => {
    const json = fc.oneof(
      fields.map((f) => JSON.stringify(f)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(kind, json, async (k, body) => {
        const res = await get(`/api/forms/${k}`, {
          ...MANUAL,
          method: 'POST',
          body,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Origin: ORIGIN,
            'CF-Connecting-IP': nextIp(),
          },
        });
        await checkAnswer(res, `${k} ${body}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
