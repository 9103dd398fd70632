/**
 * Per request: the provider's parts, built once (`partsOf(c)`: the catalogue behind the KV cache,
 * the owner data, never cached), and the Server-Timing header naming the cache outcome and the
 * provider's time when data was read (docs/provider.md: `cache;desc=hit|miss|stale`, `provider;dur=…`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { budgetOf, type CallBudget, createTiming, type Timing, type RequestParts } from '../provider/core';
import { partsFor } from '../provider';
import type { SlotSource } from '../forms/slots';
import { arktypeReady } from '../../app/schema/arktype';
import { configOf } from '../config/config';

/** Each request's one budget of provider calls (../provider/core/budget.ts), whichever handlers ask for its parts. */
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

/** The request's execution context; none when a test calls a sub-app directly (then nothing is cached). */
function executionOf(c: Context<AppEnv>): Pick<ExecutionContext, 'waitUntil'> | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Adds the Server-Timing header when the response was built from provider data. */
export function withServerTiming(response: Response, timing: Timing): Response {
  const header = timing.header();
  if (!header) return response;
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', header);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The one place a request's provider parts are built: on the first `partsOf(c)` of the request
 * (a request that reads no data builds none), each handler after reads the same parts; the
 * answer gets its Server-Timing when they were used.
 */
export const withProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  // A CRM's parts check its answers, and the indexes kept in KV, with schemas; D1's check none.
  const { name } = configOf(c.env).provider;
  if (name === 'omnicasa' || name === 'whise') await arktypeReady();
  let built: RequestParts | undefined;
  c.set('parts', () => {
    if (!built) {
      const timing = createTiming();
      built = { ...partsFor(c.env, executionOf(c), timing, { budget: requestBudget(c) }), timing };
    }
    return built;
  });
  await next();
  if (built) c.res = withServerTiming(c.res, built.timing);
};

/** The request's provider parts (the catalogue behind the KV cache, the owner data not): see withProvider. */
export function partsOf(c: Context<AppEnv>): RequestParts {
  const parts = c.get('parts');
  if (!parts) throw new Error('the provider middleware (withProvider) is not mounted on this route');
  return parts();
}

/** Where the request's viewing slots come from (../forms/slots.ts): the provider's appointments part, else D1. */
export function slotSourceOf(c: Context<AppEnv>, db: D1Database = c.env.DB): SlotSource {
  const { appointments } = partsOf(c);
  return appointments ? { db, appointments } : { db };
}
