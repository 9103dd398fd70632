/**
 * The owner portal suites' request (d1, Omnicasa and Whise owners): redirects kept as answers,
 * the owner's session cookie when given, the suite's own environment, and what the request left
 * running awaited before answering; and the bindings those suites give the worker (every e-mail
 * recorded, no login refused by the rate limiter).
 */
import type { Env } from '../../../worker/env';
import { get } from './http';

export type OwnerInit = RequestInit & { cookie?: string };

export function ownerCall(path: string, init: OwnerInit, environment: Env): Promise<Response> {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (cookie) headers.set('Cookie', `__Host-owner=${cookie}`);
  return get(path, { ...rest, headers, redirect: 'manual', env: environment, settle: true });
}

/** The EMAIL binding that records every message in `into`, and a LOGIN_LIMIT that lets every login through. */
export function ownerBindings(into: unknown[]): { EMAIL: SendEmail; LOGIN_LIMIT: RateLimit } {
  return {
    EMAIL: {
      send: async (message: unknown) => {
        into.push(message);
        return { messageId: 'x' };
      },
    } as unknown as SendEmail,
    LOGIN_LIMIT: { limit: async () => ({ success: true }) } as RateLimit,
  };
}
