/**
 * The outbox sweep (cron): pending leads whose message was lost (the send after the INSERT
 * failed, or the queue dropped it) are sent to the lead queue again. Leads in their retry
 * back-off, delivered or failed are left alone (store.ts stuckLeads); a lead sent twice is
 * harmless, delivery is idempotent. Returns how many were sent.
 */
import type { Env } from '../env';
import type { LeadMessage } from './message';
import { markSwept, stuckLeads } from './store';

export async function sweepLeads(env: Pick<Env, 'DB' | 'LEADS'>): Promise<number> {
  const stuck = await stuckLeads(env.DB);
  if (!stuck.length) return 0;
  await env.LEADS.sendBatch(
    stuck.map(({ id, idempotencyKey }) => ({ body: { leadId: id, idempotencyKey } satisfies LeadMessage })),
  );
  await markSwept(
    env.DB,
    stuck.map((s) => s.id),
  );
  return stuck.length;
}
