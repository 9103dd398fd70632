/**
 * Per request: the provider behind the KV cache for routes that read listing data, and the
 * Server-Timing header naming the cache outcome and the provider's time when data was read
 * (PRODUCT.md §5: `cache;desc=hit|miss|stale`, `provider;dur=…`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { createTiming, type Timing } from '../provider/cached';
import { providerFor } from '../provider/select';
import type { Provider } from '../provider/types';

/** The request's provider (cached) and its timing collector. */
export function requestProvider(c: Context<AppEnv>): { provider: Provider; timing: Timing } {
  const timing = createTiming();
  return { provider: providerFor(c.env, c.executionCtx, timing), timing };
}

/** Adds the Server-Timing header when the response was built from provider data. */
export function withServerTiming(response: Response, timing: Timing): Response {
  const header = timing.header();
  if (!header) return response;
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', header);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const withProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { provider, timing } = requestProvider(c);
  c.set('provider', provider);
  await next();
  c.res = withServerTiming(c.res, timing);
};
