/**
 * The worker tests' one way to ask the worker: a path (or a whole URL) on the suite's origin,
 * sent to the worker's default export, the SELF of the Cloudflare vitest pool
 * (`exports.default.fetch` of `cloudflare:workers`), with the suite's bindings and variables.
 *
 * - `get(path, init?)` and `post(path, body, init?)`; `init` is a RequestInit, so
 *   `{ redirect: 'manual' }` keeps a redirect as the answer and `headers` sets any header.
 * - `ip`: the visitor's address (the CF-Connecting-IP header Cloudflare sets).
 * - `env`: an environment of the test's own (a provider, a secret, a broken binding): the request
 *   then runs through the same default export's `fetch` with that environment and an execution
 *   context of its own; `settle` reads the answer whole and waits for what it left running
 *   (`waitUntil`: a cache write, a delivery) before answering.
 * - `via`: a Hono sub-app the test mounts itself, asked as Hono's `app.request` does (origin
 *   `http://localhost`), with `env` or the suite's environment.
 */
import { createExecutionContext, env as suiteEnv, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import type { Env } from '../../../worker/env';
import worker from '../../../worker/index';

/** The suite's origin: SITE_URL of vitest.config.ts's worker project. */
export const ORIGIN = 'https://agency.test';

/** A Hono app a test mounts itself (its `request` as Hono defines it). */
interface SubApp {
  request(input: string, init: RequestInit, env: unknown): Response | Promise<Response>;
}

export interface Ask extends RequestInit {
  /** The visitor's address: the CF-Connecting-IP header. */
  ip?: string;
  /** The worker's environment for this request in place of the suite's. */
  env?: Env | Record<string, unknown>;
  /** With `env`: the answer read whole, and what the request left running awaited, before answering. */
  settle?: boolean;
  /** A sub-app the test mounts itself, asked in place of the worker. */
  via?: SubApp;
}

/** A path on the suite's origin, or a whole URL as it is. */
export const urlOf = (path: string): string => (/^https?:\/\//.test(path) ? path : `${ORIGIN}${path}`);

/** Sends a request (GET unless `init.method` says otherwise) and answers the worker's response. */
export async function get(path: string, init: Ask = {}): Promise<Response> {
  const { ip, env, settle, via, ...rest } = init;
  if (ip !== undefined) {
    const headers = new Headers(rest.headers);
    headers.set('CF-Connecting-IP', ip);
    rest.headers = headers;
  }
  if (via) return via.request(path, rest, env ?? suiteEnv);
  const request = new Request(urlOf(path), rest);
  if (!env) return exports.default.fetch(request);
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env as Env, ctx);
  if (!settle) return res;
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(res.status === 204 || res.status === 304 ? null : body, {
    status: res.status,
    headers: res.headers,
  });
}

/** Sends a POST with this body. */
export const post = (path: string, body: BodyInit, init: Ask = {}): Promise<Response> =>
  get(path, { ...init, method: 'POST', body });

/** Keeps a redirect as the answer (its status and Location) rather than following it. */
export const MANUAL = { redirect: 'manual' } as const satisfies Ask;

/** Posts fields as a browser without JavaScript does: URL-encoded, from the site's own origin. */
export const postForm = (
  path: string,
  fields: Record<string, string> | URLSearchParams,
  init: Omit<Ask, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> =>
  post(path, new URLSearchParams(fields).toString(), {
    ...init,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...init.headers },
  });

/** Each match of `pattern` in an HTML text as [its first group, an address with `&amp;` read as `&`; its second group]. */
export const linksIn = (html: string, pattern: RegExp): [string, string | undefined][] =>
  [...html.matchAll(pattern)].map((m) => [m[1]!.replace(/&amp;/g, '&'), m[2]]);
