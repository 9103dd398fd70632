/**
 * The whise provider's connection to the Whise API (docs/provider.md), shared by its parts.
 *
 * Authentication (fw4-bvba/whise-api WhiseApi::token, AdminClients::token): `POST {base}/token`
 * with the agency's `Username` and `Password` gives a bearer token; with it,
 * `POST {base}/v1/admin/clients/token` with `ClientId` (and `OfficeId`) gives the client token
 * every website call carries. The client token is kept in KV (key `whise:token:{client}:{office}`)
 * until shortly before it expires (the JWT's `exp`, else 23 hours), so requests do not log in
 * again; concurrent calls of one instance share one token request. A 401 drops the token and
 * the call is retried once with a new one.
 *
 * Rate limits: a 429 waits for its `Retry-After` (seconds, capped at `maxRetryAfterS`, default
 * 5 s; 1 s when absent) and retries, at most `maxRetries` times (default 2); then, like a 5xx,
 * an HTTP error, a body that is not JSON, a timeout or a network error, it is a ProviderError
 * (../core/errors.ts). Messages never carry credentials, tokens or URLs with their bodies.
 * This runs on the server only.
 */
import { ProviderError, type ProviderErrorKind } from '../core/errors';
import type { CallBudget } from '../core/budget';
import { tokenAnswer } from './schema';
import { arktypeReady, type } from '../../../app/schema/arktype';
import { Memo } from '../common/memo';

/** What the adapter needs to reach the agency's Whise account. */
export interface WhiseConfig {
  /** WHISE_BASE_URL, default 'https://api.whise.eu' (worker/config/provider.ts). */
  baseUrl: string;
  username: string;
  password: string;
  clientId: number;
  officeId?: number;
  /** Where client tokens and the estate index are kept between requests (the CACHE binding). */
  kv?: KVNamespace;
  /** The request's ctx.waitUntil: the kept estate index is rebuilt in the background with it. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The request's budget of provider calls (../core/budget.ts): each HTTP request spends one. */
  budget?: CallBudget;
  /** Time limit of each call, ms (default 8000). */
  timeoutMs?: number;
  /** Retries after a 429 (default 2). */
  maxRetries?: number;
  /** Longest Retry-After honoured, seconds (default 5). */
  maxRetryAfterS?: number;
  /** How to wait before a retry (tests pass one that records the wait). */
  wait?: (ms: number) => Promise<void>;
  /** The fetch to use (default: globalThis.fetch, looked up at each call so tests can replace it). */
  fetch?: typeof fetch;
}

/** Seconds a token stays usable: the JWT's `exp` minus a minute, else 23 hours. */
export function tokenLifetimeS(token: string, nowMs: number = Date.now()): number {
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
      if (typeof json.exp === 'number') return Math.floor(json.exp - nowMs / 1000 - 60);
    } catch {
      // not a JWT: the default lifetime
    }
  }
  return 23 * 3600;
}

/** Retry-After in ms (seconds or an HTTP date), capped; 1 s when missing or unreadable. */
export function retryAfterMs(header: string | null, capS: number, nowMs: number = Date.now()): number {
  const cap = capS * 1000;
  if (!header) return Math.min(1000, cap);
  const t = header.trim();
  if (/^\d+$/.test(t)) return Math.min(Number(t) * 1000, cap);
  const at = Date.parse(t);
  return Number.isNaN(at) ? Math.min(1000, cap) : Math.min(Math.max(0, at - nowMs), cap);
}

const isAbort = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** One connection to the agency's Whise account. */
export class WhiseClient {
  readonly name = 'whise';
  private readonly baseUrl: string;
  private tokenPromise: Promise<string> | null = null;
  private readonly memo = new Memo();

  constructor(readonly config: WhiseConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
  }

  private fail(endpoint: string, kind: ProviderErrorKind, message: string, status?: number): ProviderError {
    return new ProviderError({ provider: this.name, method: endpoint, kind, message, ...(status ? { status } : {}) });
  }

  private get tokenKey(): string {
    return `whise:token:${this.config.clientId}:${this.config.officeId ?? 0}`;
  }

  /** One HTTP POST of JSON, answered JSON; a 429 waits and retries. Returns the status and the parsed body. */
  private async post(
    endpoint: string,
    body: unknown,
    bearer: string | null,
  ): Promise<{ status: number; json: unknown }> {
    // every answer is checked against a schema after this call
    await arktypeReady();
    const maxRetries = this.config.maxRetries ?? 2;
    const timeoutMs = Math.max(1, this.config.timeoutMs ?? 8000);
    for (let attempt = 0; ; attempt++) {
      this.config.budget?.spend(this.name, endpoint);
      const signal = AbortSignal.timeout(timeoutMs);
      const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal };
      const url = `${this.baseUrl}/${endpoint}`;
      let response: Response;
      let text: string;
      try {
        response = await (this.config.fetch ?? globalThis.fetch)(url, init);
        text = response.status === 401 || response.status === 429 ? '' : await response.text();
        if (response.status === 401 || response.status === 429) await response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (signal.aborted || isAbort(error)) throw this.fail(endpoint, 'timeout', `no answer within ${timeoutMs} ms`);
        throw this.fail(endpoint, 'network', `request failed (${error instanceof Error ? error.name : 'error'})`);
      }
      if (response.status === 429) {
        if (attempt >= maxRetries) throw this.fail(endpoint, 'http', 'HTTP 429 (rate limit) after retries', 429);
        const ms = retryAfterMs(response.headers.get('retry-after'), this.config.maxRetryAfterS ?? 5);
        await (this.config.wait ?? ((delay: number) => new Promise<void>((r) => setTimeout(r, delay))))(ms);
        continue;
      }
      if (response.status === 401) return { status: 401, json: null };
      if (!response.ok) throw this.fail(endpoint, 'http', `HTTP ${response.status}`, response.status);
      try {
        return { status: response.status, json: text ? JSON.parse(text) : {} };
      } catch {
        throw this.fail(endpoint, 'malformed', 'answer is not JSON');
      }
    }
  }

  /** A new client token: the account token, then the client token (never logged). */
  private async login(): Promise<string> {
    const admin = await this.post('token', { Username: this.config.username, Password: this.config.password }, null);
    if (admin.status === 401) throw this.fail('token', 'api', 'the Whise username or password was refused', 401);
    const adminToken = tokenAnswer(admin.json);
    if (adminToken instanceof type.errors) throw this.fail('token', 'invalid', 'answer has no token');
    const clientBody: Record<string, number> = { ClientId: this.config.clientId };
    if (this.config.officeId) clientBody.OfficeId = this.config.officeId;
    const client = await this.post('v1/admin/clients/token', clientBody, adminToken.token);
    if (client.status === 401) throw this.fail('v1/admin/clients/token', 'api', 'the client token was refused', 401);
    const clientToken = tokenAnswer(client.json);
    if (clientToken instanceof type.errors) throw this.fail('v1/admin/clients/token', 'invalid', 'answer has no token');
    const ttl = tokenLifetimeS(clientToken.token);
    if (this.config.kv && ttl >= 60) {
      await this.config.kv.put(this.tokenKey, clientToken.token, { expirationTtl: ttl }).catch(() => undefined);
    }
    return clientToken.token;
  }

  /** The client token: this instance's, else KV's, else a new one (one request for concurrent callers). */
  token(): Promise<string> {
    if (!this.tokenPromise) {
      const promise = (async () => {
        const kept = this.config.kv ? await this.config.kv.get(this.tokenKey).catch(() => null) : null;
        return kept || this.login();
      })();
      this.tokenPromise = promise;
      promise.catch(() => {
        if (this.tokenPromise === promise) this.tokenPromise = null;
      });
    }
    return this.tokenPromise;
  }

  /** Forgets a refused token (here and in KV). */
  private async dropToken(refused: string): Promise<void> {
    this.tokenPromise = null;
    if (this.config.kv && (await this.config.kv.get(this.tokenKey).catch(() => null)) === refused) {
      await this.config.kv.delete(this.tokenKey).catch(() => undefined);
    }
  }

  /** One authenticated call; a 401 renews the token once. */
  async call(endpoint: string, body: unknown): Promise<unknown> {
    const first = await this.token();
    const answer = await this.post(endpoint, body, first);
    if (answer.status !== 401) return answer.json;
    await this.dropToken(first);
    const renewed = await this.token();
    const again = await this.post(endpoint, body, renewed);
    if (again.status === 401) throw this.fail(endpoint, 'http', 'HTTP 401 after a new token', 401);
    return again.json;
  }

  /** A call whose answer is checked by `check` (an error text fails the call as 'invalid'). */
  async read<T>(endpoint: string, body: unknown, check: (data: unknown, endpoint: string) => T | string): Promise<T> {
    const out = check(await this.call(endpoint, body), endpoint);
    if (typeof out === 'string') throw this.fail(endpoint, 'invalid', out.slice(0, 300));
    return out;
  }

  /** The same answer for the same key within this instance (lists read once and shared by a request's calls). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.memo.remember(key, load);
  }
}
