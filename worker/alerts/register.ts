/**
 * A demand-register lead's search alert (D1 `alerts`), once per lead (unique `lead_id`): the
 * criteria of the payload (app/alerts/match.ts alertCriteria), the visitor's e-mail and
 * language, the frequency and the hash of its unsubscribe token. It is stored unconfirmed when
 * the lead is first delivered (worker/subscriptions/opt-in.ts): no digest goes before its address
 * confirms (decision record 024, `confirmed_at`); once confirmed, the rest of the delivery adds
 * the CRM's demand reference when the provider registered one (alertDemand). A payload without a
 * type, a zone or a valid e-mail makes no alert (the agency still has the lead by e-mail).
 */
import { alertCriteria } from '../../app/alerts/match';
import type { Env } from '../env';
import { contactOf } from '../leads/content';
import type { Lead } from '../provider/core';
import { alertSecret, tokenHash, unsubscribeToken } from './token';

/** Stores the unconfirmed alert of a lead; returns its id, or null when the lead holds no alert. Throws without a secret. */
export async function registerAlert(env: Env, lead: Lead): Promise<number | null> {
  const criteria = alertCriteria(lead.payload);
  const { email } = contactOf(lead.payload);
  if (!criteria || !email) return null;
  const secret = alertSecret(env);
  if (!secret)
    throw new Error('ALERT_SECRET is not set: search alerts cannot be created (wrangler secret put ALERT_SECRET)');
  const hash = await tokenHash(await unsubscribeToken(secret, lead.id));
  const { frequency, ...rest } = criteria;
  await env.DB.prepare(
    `INSERT INTO alerts (email, lang, criteria, token_hash, lead_id, frequency)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
  )
    .bind(email, lead.lang, JSON.stringify({ ...rest, frequency }), hash, lead.id, frequency)
    .run();
  return alertIdOf(env.DB, lead.id);
}

async function alertIdOf(db: D1Database, leadId: number): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM alerts WHERE lead_id = ?').bind(leadId).first<{ id: number }>();
  return row?.id ?? null;
}

/** After confirmation: keeps the CRM's demand reference on the lead's alert; returns the alert's id (null: none). */
export async function alertDemand(db: D1Database, leadId: number, crmRef: string | null): Promise<number | null> {
  if (crmRef !== null) await db.prepare('UPDATE alerts SET crm_ref = ? WHERE lead_id = ?').bind(crmRef, leadId).run();
  return alertIdOf(db, leadId);
}
