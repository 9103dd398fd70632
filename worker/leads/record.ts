/**
 * Records a visitor's lead in the D1 outbox (`leads`) and enqueues its delivery. The visitor's
 * answer waits only for the INSERT: when the queue refuses the message the row stays 'pending'
 * and the delivery side's sweep sends it later, so a lead is never lost and never refused.
 */
import type { Env } from '../env';
import type { LeadMessage } from './message';

export interface NewLead {
  kind: string;
  lang: string;
  propertyId?: number;
  projectId?: number;
  payload: Record<string, unknown>;
}

export async function recordLead(
  env: Pick<Env, 'DB' | 'LEADS'>,
  lead: NewLead,
): Promise<{ id: number; idempotencyKey: string }> {
  const idempotencyKey = crypto.randomUUID();
  const payload = { ...lead.payload, ...(lead.projectId !== undefined ? { projectId: lead.projectId } : {}) };
  const row = await env.DB.prepare(
    'INSERT INTO leads (idempotency_key, kind, lang, property_id, payload) VALUES (?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(idempotencyKey, lead.kind, lead.lang, lead.propertyId ?? null, JSON.stringify(payload))
    .first<{ id: number }>();
  if (!row) throw new Error('lead not recorded');
  const message: LeadMessage = { leadId: row.id, idempotencyKey };
  try {
    await env.LEADS.send(message);
  } catch (error) {
    console.error(
      'lead enqueue failed; the sweep will send it',
      row.id,
      error instanceof Error ? error.message : error,
    );
  }
  return { id: row.id, idempotencyKey };
}

/**
 * 'Already requested' (docs/forms-and-leads.md Documents): the same e-mail asked for this
 * property's documents before, and that request was not left unconfirmed (a request its address
 * never confirmed, or one that expired so, sent nothing: another one may ask again).
 */
export async function documentsAlreadyRequested(db: D1Database, propertyId: number, email: string): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS hit FROM leads WHERE kind = 'request-documents' AND property_id = ? AND lower(json_extract(payload, '$.email')) = lower(?) AND status NOT IN ('unconfirmed', 'expired') LIMIT 1",
    )
    .bind(propertyId, email)
    .first<{ hit: number }>();
  return row !== null;
}
