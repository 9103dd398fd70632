/**
 * A request's record of its provider calls, for the Server-Timing header (docs/provider.md:
 * `cache;desc=hit|stale|miss, provider;dur=<ms>`): the worst cache outcome of the request
 * (miss > stale > hit) and the summed time spent waiting for the provider. The cache
 * (./cached.ts) records catalogue calls; owner data (./parts.ts timedOwnerData) records a miss.
 */

export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** A request's record of its provider calls, for the Server-Timing header. */
export interface Timing {
  /** Notes one call: its cache outcome and the time spent waiting for the provider (ms). */
  record(outcome: CacheOutcome, providerMs?: number): void;
  /**
   * Notes an outcome known before the provider answers (a miss going upstream), so a response
   * whose head is sent while data still streams names it; the time is added by `record` later.
   */
  begin(outcome: CacheOutcome): void;
  /** The worst outcome so far (miss > stale > hit), or null before any call. */
  readonly outcome: CacheOutcome | null;
  /** Summed provider time, ms. */
  readonly providerMs: number;
  /** Number of calls recorded. */
  readonly calls: number;
  /** `cache;desc=miss, provider;dur=12.3`, or '' when nothing was recorded. */
  header(): string;
}

const RANK: Record<CacheOutcome, number> = { hit: 0, stale: 1, miss: 2 };

export function createTiming(): Timing {
  let outcome: CacheOutcome | null = null;
  let providerMs = 0;
  let calls = 0;
  return {
    record(next, ms = 0) {
      calls += 1;
      if (outcome === null || RANK[next] > RANK[outcome]) outcome = next;
      if (Number.isFinite(ms) && ms > 0) providerMs += ms;
    },
    begin(next) {
      if (outcome === null || RANK[next] > RANK[outcome]) outcome = next;
    },
    get outcome() {
      return outcome;
    },
    get providerMs() {
      return providerMs;
    },
    get calls() {
      return calls;
    },
    header() {
      if (outcome === null) return '';
      return `cache;desc=${outcome}, provider;dur=${Math.round(providerMs * 10) / 10}`;
    },
  };
}

/** A monotonic clock in ms where there is one (workerd, Node), else the wall clock. */
export const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
