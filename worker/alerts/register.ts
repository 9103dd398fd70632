/**
 * A delivered demand-register lead becomes a search alert (D1 `alerts`), once per lead (unique
 * `lead_id`): the criteria of the payload (shared/alerts/match.ts alertCriteria), the visitor's
 * e-mail and language, the frequency, the hash of its unsubscribe token, and the CRM's demand
 * reference when the provider registered one. Submitting the form is the visitor's consent, so
 * the alert is confirmed at once. A payload without a type, a zone or a valid e-mail makes no
 * alert (the agency still has the lead by e-mail).
 */
import { alertCriteria } from '../../shared/alerts/match';
import type { Env } from '../env';
import { contactOf } from '../leads/content';
import type { Lead } from '../provider/types';
import { alertSecret, tokenHash, unsubscribeToken } from './token';

/** Creates the alert of a lead; returns its id, or null when the lead holds no alert. Throws without a secret. */
export async function registerAlert(
  env: Pick<Env, 'DB' | 'ALERT_SECRET' | 'SITE_URL'>,
  lead: Lead,
  crmRef: string | null,
): Promise<number | null> {
  const criteria = alertCriteria(lead.payload);
  const { email } = contactOf(lead.payload);
  if (!criteria || !email) return null;
  const secret = alertSecret(env);
  if (!secret)
    throw new Error('ALERT_SECRET is not set: search alerts cannot be created (wrangler secret put ALERT_SECRET)');
  const hash = await tokenHash(await unsubscribeToken(secret, lead.id));
  const { frequency, ...rest } = criteria;
  await env.DB.prepare(
    `INSERT INTO alerts (email, lang, criteria, token_hash, confirmed_at, lead_id, frequency, crm_ref)
     VALUES (?, ?, ?, ?, datetime('now'), ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
  )
    .bind(email, lead.lang, JSON.stringify({ ...rest, frequency }), hash, lead.id, frequency, crmRef)
    .run();
  const row = await env.DB.prepare('SELECT id FROM alerts WHERE lead_id = ?').bind(lead.id).first<{ id: number }>();
  return row?.id ?? null;
}
