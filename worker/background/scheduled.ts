/**
 * The cron job (wrangler.toml `[triggers] crons`, every 15 minutes; docs/architecture.md "Scheduled
 * work"): the outbox sweep (../leads/sweep.ts), the expiry of subscriptions left unconfirmed for 7 days
 * (worker/subscriptions/store.ts, decision record 024), of spent fill-time tokens
 * (worker/forms/fill-token.ts), of login counts that decayed to nothing (worker/owner/limits.ts)
 * and of mail quotas older than a day (worker/email/quota.ts), then the search-alert digests
 * (worker/alerts/digest.ts: the due alerts queued in batches, or run here without the queue), then the provider's warm-up (ProviderParts `warmUp`: with whise the
 * estate index of every language is rebuilt in KV, so no visitor meets a cold one). Each part
 * runs even when another fails.
 */
import type { Env } from '../env';
import { runAlerts, scheduleAlerts, type AlertRunResult } from '../alerts/digest';
import { loggedMailer } from '../email/mail-log';
import type { Catalogue } from '../provider/core';
import { catalogueFor, createParts, type ProviderOptions } from '../provider';
import { sweepLeads } from '../leads/sweep';
import { expireConfirmations } from '../subscriptions/store';
import { forgetExpiredFillTokens } from '../forms/fill-token';
import { LoginLimits } from '../owner/limits';
import { forgetOldQuotas } from '../email/quota';

export interface ScheduledResult {
  swept: number;
  expired: number;
  /** The alerts run here (without the ALERTS queue). */
  alerts: AlertRunResult | null;
  /** The batches of due alerts queued (with the ALERTS queue). */
  alertBatches: number;
}

/** The catalogue the alert run reads: behind the KV cache when there is a context to write it in. */
export function alertCatalogue(
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'> | undefined,
  options: ProviderOptions = {},
): Catalogue {
  return ctx ? catalogueFor(env, ctx, undefined, options) : createParts(env, options).catalogue;
}

export async function runScheduled(
  env: Env,
  now = new Date(),
  options: ProviderOptions = {},
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
): Promise<ScheduledResult> {
  const result: ScheduledResult = { swept: 0, expired: 0, alerts: null, alertBatches: 0 };
  try {
    result.swept = await sweepLeads(env);
  } catch (error) {
    console.error(`lead sweep failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    result.expired = await expireConfirmations(env.DB);
  } catch (error) {
    console.error(`subscription expiry failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await forgetExpiredFillTokens(env.DB, now.getTime());
    await new LoginLimits(env.DB, undefined, () => now.getTime()).forgetDecayed();
    await forgetOldQuotas(env.DB, now.getTime());
  } catch (error) {
    console.error(`clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // The catalogue behind the KV cache: one read per goal and language serves every batch and run.
    if (env.ALERTS) result.alertBatches = await scheduleAlerts(env, now);
    else result.alerts = await runAlerts(env, alertCatalogue(env, ctx, options), loggedMailer(env), now);
  } catch (error) {
    console.error(`search alerts failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await createParts(env, options).warmUp?.();
  } catch (error) {
    console.error(`provider warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}
