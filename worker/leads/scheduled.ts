/**
 * The cron job (wrangler.toml `[triggers] crons`, every 15 minutes; docs/architecture.md "Scheduled
 * work"): the outbox sweep (./sweep.ts), then the search-alert digests (worker/alerts/digest.ts).
 * Each part runs even when the other fails.
 */
import type { Env } from '../env';
import { runAlerts, type AlertRunResult } from '../alerts/digest';
import { loggedMailer } from '../email/mail-log';
import { createParts, type ProviderOptions } from '../provider/select';
import { sweepLeads } from './sweep';

export interface ScheduledResult {
  swept: number;
  alerts: AlertRunResult | null;
}

export async function runScheduled(
  env: Env,
  now = new Date(),
  options: ProviderOptions = {},
): Promise<ScheduledResult> {
  const result: ScheduledResult = { swept: 0, alerts: null };
  try {
    result.swept = await sweepLeads(env);
  } catch (error) {
    console.error(`lead sweep failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    result.alerts = await runAlerts(env, createParts(env, options).catalogue, loggedMailer(env), now);
  } catch (error) {
    console.error(`search alerts failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}
