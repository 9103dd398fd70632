/**
 * Per request: the provider's parts for the routes (the catalogue behind the KV cache as
 * `c.get('catalogue')`, the owner data, never cached, as `c.get('owners')`), and the
 * Server-Timing header naming the cache outcome and the provider's time when data was read
 * (docs/provider.md: `cache;desc=hit|miss|stale`, `provider;dur=…`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { partsFor } from '../provider/core/select';
import { budgetOf, type CallBudget } from '../provider/core/budget';
import { createTiming, type Timing } from '../provider/core/timing';
import type { ProviderParts } from '../provider/core/types';

/** Each request's one budget of provider calls (../provider/budget.ts), whichever handlers ask for its parts. */
const budgets = new WeakMap<Request, CallBudget>();

/** The request's budget of provider calls: every call its parts make spends one. */
export function requestBudget(c: Context<AppEnv>): CallBudget {
  let budget = budgets.get(c.req.raw);
  if (!budget) {
    budget = budgetOf(c.env.PROVIDER_CALL_BUDGET);
    budgets.set(c.req.raw, budget);
  }
  return budget;
}

/** The request's provider parts (the catalogue cached, the owner data not) and its timing collector. */
export function requestParts(c: Context<AppEnv>): ProviderParts & { timing: Timing } {
  const timing = createTiming();
  return { ...partsFor(c.env, c.executionCtx, timing, { budget: requestBudget(c) }), timing };
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
  const { catalogue, owners, timing } = requestParts(c);
  c.set('catalogue', catalogue);
  c.set('owners', owners);
  await next();
  c.res = withServerTiming(c.res, timing);
};
