/**
 * The worker's environment, read while a request is answered (worker/config/config.ts configOf),
 * and its schema (worker/config/env.ts), applied by the background handlers once per isolate:
 * workerd refuses code generation outside the worker's startup, so the schema, built on first use,
 * must check without generating code (arktype jitless, app/schema/arktype.ts). Each test hands the
 * worker a fresh environment object, which it reads on that request, and counts arktype's
 * compilations meanwhile (none may happen).
 */
import { CompiledFunction } from '@ark/schema';
import { arktypeReady } from '../../app/schema/arktype';
import { environmentProblem } from '../../worker/config/env';
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configOf } from '../../worker/config/config';
import { get } from './support/http';

// arktype loads on first use (app/schema/arktype.ts); the worker awaits it where it checks a value.
beforeAll(() => arktypeReady());
afterEach(() => vi.restoreAllMocks());

/** Counts the schema compilations (arktype's generated code) made from now on. */
const countCompilations = () => vi.spyOn(CompiledFunction.prototype, 'compile');

describe('a request reads the environment', () => {
  it('a page: the environment read, no schema compiled', async () => {
    const compiled = countCompilations();
    const fresh = { ...env, PROVIDER: 'd1' };
    const res = await get('/en/for-sale/', { env: fresh });
    expect(res.status).toBe(200);
    expect(compiled).not.toHaveBeenCalled();
    // Read once for this environment object: what the request used is what configOf gives.
    expect(configOf(fresh).provider).toEqual({ name: 'd1' });
    expect(configOf(fresh)).toBe(configOf(fresh));
  });

  it('a form token: the secrets read, no schema compiled', async () => {
    const compiled = countCompilations();
    const res = await get('/api/forms/token', { env: { ...env } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string }).token).toMatch(/^\d+\./);
    expect(compiled).not.toHaveBeenCalled();
  });

  it('an environment without a binding it needs is named, without compiling', () => {
    const compiled = countCompilations();
    const { MEDIA: _media, ...withoutMedia } = env;
    expect(environmentProblem(withoutMedia)).toMatch(/MEDIA must be an object \(was missing\)/);
    expect(environmentProblem(env)).toBeNull();
    expect(compiled).not.toHaveBeenCalled();
  });
});
