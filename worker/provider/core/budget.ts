/**
 * A budget of provider calls per request (docs/security.md, decision record 053): every call a
 * provider makes for one request (an Omnicasa method, a Whise request, a D1 statement) is counted,
 * and past the budget the call fails with a ProviderError of kind 'budget', so the request fails
 * cleanly (the page's 'API ERROR' or its cached copy, the API's 503), never 500 and never after
 * hundreds of calls. No page type comes near it (tests/worker/call-budget.test.ts measures each):
 * it bounds what a visitor's input could make one request cost (a favourites list, a search, an
 * area) and keeps a request within Cloudflare's subrequest limits (50 on the free plan).
 * `PROVIDER_CALL_BUDGET` sets another number (the scheduled job has no budget: it warms indexes
 * and runs alerts, bounded by its own batches).
 */
import { ProviderError } from './errors';

/** The default number of provider calls one request may make. */
export const CALL_BUDGET = 50;

export class CallBudget {
  private used = 0;

  constructor(readonly limit: number = CALL_BUDGET) {}

  /** Counts one call of `method`; throws a ProviderError (kind 'budget') past the limit. */
  spend(provider: string, method: string): void {
    this.used += 1;
    if (this.used > this.limit)
      throw new ProviderError({
        provider,
        method,
        kind: 'budget',
        message: `more than ${this.limit} provider calls in one request (PROVIDER_CALL_BUDGET)`,
      });
  }

  /** How many calls the request made so far. */
  get calls(): number {
    return this.used;
  }
}

/** The budget of a request from the setting: a whole number from 1 to 10,000, else CALL_BUDGET. */
export function budgetOf(setting: string | undefined): CallBudget {
  const n = Number(setting);
  return new CallBudget(Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : CALL_BUDGET);
}
