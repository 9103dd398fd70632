/** The forms' tests' posts: a fresh fill-time token, and a post refused with its messages. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { fillSecret, issueFillToken } from '../../../worker/forms/fill-token';
import { postForm } from './http';

/** A fresh fill-time token, issued ten seconds ago: each accepted post spends its own (worker/forms/fill-token.ts). */
export const freshToken = (): Promise<string> => issueFillToken(fillSecret(env)!, Date.now() - 10_000);

/**
 * Posts a form's fields as a browser without JavaScript does (URL-encoded, with a fresh fill-time
 * token), from `ip`; expects the post refused (422) and answers the page it comes back on.
 */
export async function refusedPage(kind: string, fields: Record<string, string>, ip: string): Promise<string> {
  const res = await postForm(`/api/forms/${kind}`, { _ts: await freshToken(), ...fields }, { ip });
  expect(res.status).toBe(422);
  return res.text();
}
