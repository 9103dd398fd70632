/**
 * The `leads` outbox as lead delivery reads and updates it (migrations 0003 and 0005): load a
 * lead, claim it for one delivery at a time, count an attempt and its error, mark it delivered
 * or failed, and find the leads the cron sweep must send again. Times are SQLite's UTC
 * 'yyyy-mm-dd hh:mm:ss' (datetime('now')).
 */
import { langOrDefault } from '../config/site';
import type { Lead } from '../provider/core';

/** 'unconfirmed': a subscription waiting for its address; 'expired': left unconfirmed (decision record 024). */
export type LeadStatus = 'pending' | 'delivered' | 'failed' | 'unconfirmed' | 'expired';

const STATUSES: readonly LeadStatus[] = ['pending', 'delivered', 'failed', 'unconfirmed', 'expired'];

export interface LeadRow extends Lead {
  idempotencyKey: string;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

interface RawLead {
  id: number;
  idempotency_key: string;
  kind: string;
  lang: string;
  property_id: number | null;
  payload: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const toLead = (row: RawLead): LeadRow => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  kind: row.kind,
  lang: langOrDefault(row.lang),
  propertyId: row.property_id,
  payload: parsePayload(row.payload),
  createdAt: row.created_at,
  status: STATUSES.includes(row.status as LeadStatus) ? (row.status as LeadStatus) : 'pending',
  attempts: row.attempts,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
});

export async function loadLead(db: D1Database, id: number): Promise<LeadRow | null> {
  const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<RawLead>();
  return row ? toLead(row) : null;
}

/** How long a delivery holds its lead before another message may take it over. */
export const CLAIM_SECONDS = 120;

/**
 * Takes the lead for one delivery (no other delivery holds it, it is not delivered) and counts
 * the attempt; false when another delivery holds it or it is already delivered.
 */
export async function claimLead(db: D1Database, id: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET claimed_until = datetime('now', '+${CLAIM_SECONDS} seconds'), attempts = attempts + 1, last_attempt_at = datetime('now')
       WHERE id = ? AND status <> 'delivered' AND (claimed_until IS NULL OR claimed_until < datetime('now'))`,
    )
    .bind(id)
    .run();
  return result.meta.changes === 1;
}

/** Lets the lead go after a failed attempt, with the error (kept short) for `npm run leads`. */
export async function releaseWithError(db: D1Database, id: number, error: string): Promise<void> {
  await db
    .prepare('UPDATE leads SET claimed_until = NULL, last_error = ? WHERE id = ?')
    .bind(error.slice(0, 500), id)
    .run();
}

export async function markDelivered(db: D1Database, id: number): Promise<void> {
  await db
    .prepare(
      "UPDATE leads SET status = 'delivered', delivered_at = datetime('now'), claimed_until = NULL, last_error = NULL WHERE id = ?",
    )
    .bind(id)
    .run();
}

/** After the last retry (dead-letter queue): the lead stays, marked failed, unless it was delivered meanwhile. */
export async function markFailed(db: D1Database, id: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE leads SET status = 'failed', claimed_until = NULL WHERE id = ? AND status = 'pending'")
    .bind(id)
    .run();
  return result.meta.changes === 1;
}

/** Minutes a lead may stay pending before the sweep sends it again. */
export const SWEEP_AFTER_MINUTES = 10;
/** Minutes after its last attempt before the sweep takes a lead again (the queue's back-off ends sooner). */
export const SWEEP_QUIET_MINUTES = 30;

/**
 * Pending leads older than SWEEP_AFTER_MINUTES whose last attempt (if any) is older than
 * SWEEP_QUIET_MINUTES: their message was lost (the send failed after the INSERT, or the
 * queue gave up without reaching the dead-letter consumer). Failed leads are left alone.
 */
export async function stuckLeads(db: D1Database, limit = 100): Promise<{ id: number; idempotencyKey: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, idempotency_key FROM leads
       WHERE status = 'pending' AND created_at < datetime('now', '-${SWEEP_AFTER_MINUTES} minutes')
         AND (last_attempt_at IS NULL OR last_attempt_at < datetime('now', '-${SWEEP_QUIET_MINUTES} minutes'))
       ORDER BY id LIMIT ?`,
    )
    .bind(limit)
    .all<{ id: number; idempotency_key: string }>();
  return results.map((r) => ({ id: r.id, idempotencyKey: r.idempotency_key }));
}

/** Marks that the sweep sent a lead again (so the next sweep waits SWEEP_QUIET_MINUTES). */
export async function markSwept(db: D1Database, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.batch(
    ids.map((id) => db.prepare("UPDATE leads SET last_attempt_at = datetime('now') WHERE id = ?").bind(id)),
  );
}
