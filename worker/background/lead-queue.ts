/**
 * The lead queue's consumers (wrangler.toml `[[queues.consumers]]`; docs/forms-and-leads.md).
 *
 * `agency-leads`: for each message `{ leadId, idempotencyKey }` (../leads/message.ts): a malformed
 * body, an unknown lead or a key that is not the lead's is acknowledged and logged; a delivered
 * lead is acknowledged and nothing is done (duplicate message), and so is a lead waiting for its
 * subscription's confirmation ('unconfirmed': the confirmation sends it again) or expired
 * unconfirmed (decision record 024). Otherwise the lead is claimed
 * (one delivery at a time; the attempt is counted on the row), delivered (./deliver.ts,
 * idempotent step by step) and marked delivered. On failure the error is written to the row
 * and the message retried with a growing delay (backoffSeconds); after the queue's last retry
 * (max_retries) it goes to the dead-letter queue. A delivery that stops for the confirmation
 * marks the lead 'unconfirmed', unless the address confirmed meanwhile: then it goes on at once.
 *
 * `agency-leads-dlq`: the lead is marked 'failed' (kept, listed by `npm run leads`) and the
 * agency gets an e-mail with the lead and its last error (once, a journal step).
 */
import type { Env } from '../env';
import { loggedMailer } from '../email/mail-log';
import type { ProviderOptions } from '../provider';
import { deliverLead, type DeliveryEnv } from './deliver-lead';
import { journalFor } from '../leads/journal';
import { isLeadMessage } from '../leads/message';
import { mailFailure } from '../leads/notify';
import { claimLead, loadLead, markDelivered, markFailed, releaseWithError } from '../leads/store';
import { markUnconfirmed } from '../subscriptions/store';

export const LEADS_QUEUE = 'agency-leads';
export const LEADS_DLQ = 'agency-leads-dlq';

/** Delay before retry n (1-based attempts): 30 s, 60 s, 2 min, 4 min, 8 min, … at most 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Delay when another delivery holds the lead. */
const BUSY_DELAY_SECONDS = 60;

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export async function deliverMessage(
  env: DeliveryEnv,
  message: Message<unknown>,
  options: ProviderOptions = {},
): Promise<void> {
  const body = message.body;
  if (!isLeadMessage(body)) {
    console.error('lead queue: malformed message dropped');
    message.ack();
    return;
  }
  const lead = await loadLead(env.DB, body.leadId);
  if (!lead || lead.idempotencyKey !== body.idempotencyKey) {
    console.error(`lead queue: no lead ${body.leadId} with this idempotency key, message dropped`);
    message.ack();
    return;
  }
  if (lead.status === 'delivered' || lead.status === 'unconfirmed' || lead.status === 'expired') {
    message.ack();
    return;
  }
  if (!(await claimLead(env.DB, lead.id))) {
    const again = await loadLead(env.DB, lead.id);
    if (again?.status === 'delivered') message.ack();
    else message.retry({ delaySeconds: BUSY_DELAY_SECONDS });
    return;
  }
  try {
    let outcome = await deliverLead(env, lead, body.idempotencyKey, options);
    // Not marked waiting: confirmed between the confirmation e-mail and now, so the rest runs at once.
    if (outcome === 'unconfirmed' && !(await markUnconfirmed(env.DB, lead.id)))
      outcome = await deliverLead(env, lead, body.idempotencyKey, options);
    if (outcome === 'delivered') await markDelivered(env.DB, lead.id);
    message.ack();
  } catch (error) {
    const text = errorText(error);
    console.error(`lead ${lead.id}: delivery attempt ${message.attempts} failed: ${text}`);
    await releaseWithError(env.DB, lead.id, text);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

export async function deadLetter(env: DeliveryEnv, message: Message<unknown>): Promise<void> {
  const body = message.body;
  if (!isLeadMessage(body)) {
    message.ack();
    return;
  }
  const lead = await loadLead(env.DB, body.leadId);
  if (!lead || lead.idempotencyKey !== body.idempotencyKey || lead.status === 'delivered') {
    message.ack();
    return;
  }
  await markFailed(env.DB, lead.id);
  try {
    await journalFor(env.DB, lead.id).once('failure-mail', async () => {
      await mailFailure(env, loggedMailer(env), lead, body.idempotencyKey, lead.lastError);
      return null;
    });
    message.ack();
  } catch (error) {
    console.error(`lead ${lead.id}: the failure e-mail could not be sent: ${errorText(error)}`);
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** The worker's `queue` handler. */
export async function handleQueue(
  batch: MessageBatch<unknown>,
  env: Env,
  options: ProviderOptions = {},
): Promise<void> {
  for (const message of batch.messages) {
    if (batch.queue === LEADS_DLQ) await deadLetter(env, message);
    else await deliverMessage(env, message, options);
  }
}
