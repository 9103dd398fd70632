/**
 * The consumer of the search-alert batches (the `agency-alerts` queue, one message per
 * invocation: wrangler.toml `max_batch_size = 1`; ../alerts/digest.ts): each message names up to
 * ALERT_BATCH alerts, run with the catalogue behind the KV cache. A message that is not a batch
 * is acknowledged and logged; a batch that throws is retried by the queue (`max_retries`).
 */
import type { Env } from '../env';
import { loggedMailer } from '../email/mail-log';
import { alertCatalogue } from './scheduled';
import type { ProviderOptions } from '../provider';
import { runAlertBatch, type AlertBatchMessage } from '../alerts/digest';

const isBatch = (body: unknown): body is AlertBatchMessage =>
  !!body &&
  typeof body === 'object' &&
  Array.isArray((body as AlertBatchMessage).alerts) &&
  (body as AlertBatchMessage).alerts.every((id) => Number.isSafeInteger(id));

export async function handleAlertQueue(
  batch: MessageBatch<unknown>,
  env: Env,
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
  options: ProviderOptions = {},
): Promise<void> {
  const catalogue = alertCatalogue(env, ctx, options);
  for (const message of batch.messages) {
    if (!isBatch(message.body)) {
      console.error('search alerts: a queued message that is not a batch was dropped');
      message.ack();
      continue;
    }
    const at = new Date(message.body.at);
    try {
      const result = await runAlertBatch(
        env,
        catalogue,
        loggedMailer(env),
        message.body.alerts,
        Number.isNaN(at.getTime()) ? new Date() : at,
      );
      if (result.failed) console.error(`search alerts: ${result.failed} of a batch failed; tried again next run`);
      message.ack();
    } catch (error) {
      console.error(`search alerts: batch failed: ${error instanceof Error ? error.message : String(error)}`);
      message.retry();
    }
  }
}
