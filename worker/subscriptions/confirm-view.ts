/**
 * What a confirmation link shows and does (decision record 024). The token must verify (HMAC
 * under ALERT_SECRET, purpose 'subscription-confirm') and match the stored hash, else the link
 * is 'invalid' (400); a verified link whose subscription is confirmed is 'used' and one deleted or
 * older than 7 days is 'expired' (410); otherwise the page asks. Confirming (the page's POST)
 * marks it confirmed once (worker/subscriptions/store.ts) and sends the lead on to the queue for
 * the rest of its delivery; if the queue refuses, the lead is pending and the cron sweep sends it.
 */
import { storedState, type ConfirmationView } from '../../app/forms/opt-in';
import type { Env } from '../env';
import { alertSecret, tokenHash, verifyToken } from '../alerts/token';
import type { LeadMessage } from '../leads/message';
import { loadLead } from '../leads/store';
import { confirmSubscription, findConfirmation } from './store';

/** The page's view of a link (the token is passed back only to a page that asks). */
export async function confirmationView(env: Env, token: string, now = new Date()): Promise<ConfirmationView> {
  const secret = alertSecret(env);
  const leadId = secret ? await verifyToken(secret, token, 'subscription-confirm') : null;
  if (leadId === null) return { state: 'invalid' };
  const row = await findConfirmation(env.DB, leadId);
  if (row && row.tokenHash !== (await tokenHash(token))) return { state: 'invalid' };
  const state = storedState(row, now);
  if (!row) return { state };
  return state === 'confirm' ? { state, kind: row.kind, email: row.email, token } : { state, kind: row.kind };
}

/** The button: confirms the link's subscription and sends its lead on; the view to show after. */
export async function confirmLink(env: Env, token: string): Promise<ConfirmationView> {
  const view = await confirmationView(env, token);
  if (view.state !== 'confirm') return view;
  const leadId = Number(token.split('.')[0]);
  if (!(await confirmSubscription(env.DB, leadId, await tokenHash(token)))) {
    // Confirmed or expired between the two reads: show what it is now.
    const now = await confirmationView(env, token);
    return now.state === 'confirm' ? { state: 'expired' } : now;
  }
  const lead = await loadLead(env.DB, leadId);
  if (lead?.status === 'pending') {
    try {
      await env.LEADS.send({ leadId, idempotencyKey: lead.idempotencyKey } satisfies LeadMessage);
    } catch (error) {
      console.error(`lead ${leadId}: confirmed, enqueue failed; the sweep will send it: ${String(error)}`);
    }
  }
  return {
    state: 'confirmed',
    ...(view.kind ? { kind: view.kind } : {}),
    ...(view.email ? { email: view.email } : {}),
  };
}
