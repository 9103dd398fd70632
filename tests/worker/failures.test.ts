/**
 * Honest errors (docs/errors.md): a provider that really fails answers 503 'API ERROR'; a bug in our
 * own code answers 500 with a plain page in the visitor's language (JSON under /api), logged with
 * its stack, never disguised as an outage. The database is replaced by a stand-in that either
 * refuses every query (an outage) or answers rows of a shape our mappers do not expect (a bug).
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../worker/env';
import { failureAnswer } from '../../worker/failure';
import { securityHeaders } from '../../worker/middleware/security';
import { ProviderError } from '../../worker/provider/core/errors';
import { typedDatabase } from '../../worker/provider/d1/errors';
import { get } from './support/http';

type Mode = 'down' | 'garbage';

/** A D1Database stand-in: 'down' rejects every query, 'garbage' answers rows that are null. */
function standInDatabase(mode: Mode): D1Database {
  const answer = <T>(value: T): Promise<T> =>
    mode === 'down' ? Promise.reject(new Error('D1_ERROR: database unavailable')) : Promise.resolve(value);
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      first: () => answer(null),
      all: () => answer({ results: [null], success: true, meta: {} }),
      run: () => answer({ results: [], success: true, meta: {} }),
      raw: () => answer([[null]]),
    }) as unknown as D1PreparedStatement;
  return {
    prepare: () => statement(),
    batch: (list: unknown[]) => answer(list.map(() => ({ results: [null], success: true, meta: {} }))),
    exec: () => answer({ count: 0, duration: 0 }),
  } as unknown as D1Database;
}

async function fetchWith(mode: Mode, path: string): Promise<Response> {
  // No KV cache: nothing cached can hide the failure.
  const broken = { ...env, DB: standInDatabase(mode), CACHE: undefined as unknown as KVNamespace };
  return get(path, { env: broken });
}

/** The page `path` answers with the database in `mode`: its status is `status`; answers its HTML. */
async function failedPage(mode: Mode, path: string, status: number): Promise<string> {
  const res = await fetchWith(mode, path);
  expect(res.status).toBe(status);
  return res.text();
}

let errors: { mock: { calls: unknown[][] }; mockRestore(): void } | undefined;
/** Catches what the worker logs as errors, for `logged`, instead of printing it (the suites that expect a failure). */
const catchErrors = () => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
};
afterEach(() => errors?.mockRestore());
const logged = () => errors!.mock.calls.map((args) => args.map(String).join(' ')).join('\n');

describe('a provider outage', () => {
  beforeEach(catchErrors);

  it("answers 503 with the 'API ERROR' page on a listing", async () => {
    const html = await failedPage('down', '/fr/a-vendre/', 503);
    expect(html).toContain('Il y a une erreur dans l&#x27;API');
    expect(logged()).toContain('D1_ERROR: database unavailable');
    expect(logged()).not.toContain('bug in');
  });

  it('offers to try again: a link to the same address', async () => {
    const islands = await failedPage('down', '/fr/a-vendre/?sort=price', 503);
    expect(islands).not.toContain('$_TSR');
    expect(islands).toMatch(
      /<a class="button button--primary" href="\/fr\/a-vendre\/\?sort=price" data-no-prerender="">Réessayer<\/a>/,
    );
  });

  it("answers 503 'API ERROR' JSON on the API", async () => {
    const res = await fetchWith('down', '/api/properties?lang=en');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'API ERROR' });
  });
});

describe('a bug in our code', () => {
  beforeEach(catchErrors);

  it("answers 500 with the plain error text in the visitor's language, logged with its stack", async () => {
    const html = await failedPage('garbage', '/nl/te-koop/', 500);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('<title>Er ging iets mis | Belvue Immo</title>');
    expect(html).toContain('Er is een onverwachte fout opgetreden.');
    expect(html).not.toContain('API');
    // Our internals stay in the log, not in the page.
    expect(html).not.toContain('Cannot read properties');
    expect(logged()).toMatch(/bug in page data[\s\S]*TypeError: Cannot read properties[\s\S]*\n\s+at /);
  });

  it('answers 500 JSON on the API, not the outage answer', async () => {
    const res = await fetchWith('garbage', '/api/properties?lang=en');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal error' });
    expect(logged()).toMatch(/bug in GET \/api\/properties[\s\S]*TypeError/);
  });
});

describe('the Worker-level error answer (worker/failure.ts)', () => {
  beforeEach(catchErrors);

  const broken = new Hono<AppEnv>();
  broken.use('*', securityHeaders);
  broken.get('/fr/bug/', () => {
    throw new TypeError('undefined is not a function');
  });
  broken.get('/de/outage/', () => {
    throw new ProviderError({ provider: 'omnicasa', method: 'GetPropertyList', kind: 'timeout', message: 'no answer' });
  });
  broken.onError((err, c) => failureAnswer(c, err));

  it('answers a bug 500 with a plain page in the language of the path, with the security headers', async () => {
    const res = await get('/fr/bug/', { via: broken });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Une erreur s&#39;est produite');
    expect(html).not.toContain('undefined is not a function');
    expect(logged()).toMatch(/bug in GET \/fr\/bug\/[\s\S]*TypeError: undefined is not a function[\s\S]*\n\s+at /);
  });

  it("answers a provider failure 503 'API ERROR' in the language of the path", async () => {
    const res = await get('/de/outage/', { via: broken });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(logged()).not.toContain('bug in');
  });
});

describe('typedDatabase (worker/provider/d1/errors.ts)', () => {
  it("turns the database's own failures into ProviderErrors of kind 'storage' and leaves answers alone", async () => {
    const db = typedDatabase(env.DB);
    const failure = await db
      .prepare('SELECT * FROM no_such_table WHERE id = ?')
      .bind(1)
      .all()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: 'storage', provider: 'd1' });
    const [one, two] = await db.batch<{ n: number }>([
      db.prepare('SELECT 1 AS n'),
      db.prepare('SELECT ? AS n').bind(2),
    ]);
    expect([one!.results[0]!.n, two!.results[0]!.n]).toEqual([1, 2]);
    expect(await db.prepare('SELECT 3 AS n').first('n')).toBe(3);
  });
});
