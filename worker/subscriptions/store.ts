/**
 * The subscriptions waiting for their address to confirm (D1 `subscription_confirmations`,
 * migration 0007; decision record 024): opened once per lead, the one-confirmation-e-mail-a-day
 * claim per address, the confirmation itself (single use, with the alert it enables and the lead
 * sent on to delivery), and the expiry of those left unconfirmed. Times are SQLite's UTC
 * 'yyyy-mm-dd hh:mm:ss'.
 */
import {
  CONFIRMATION_DAYS,
  CONFIRMATION_MAIL_HOURS,
  CONFIRMED_ADDRESS_DAYS,
  type OptInKind,
} from '../../app/forms/opt-in';

export interface ConfirmationRow {
  leadId: number;
  kind: OptInKind;
  email: string;
  lang: string;
  tokenHash: string;
  createdAt: string;
  mailedAt: string | null;
  confirmedAt: string | null;
}

interface RawRow {
  lead_id: number;
  kind: string;
  email: string;
  lang: string;
  token_hash: string;
  created_at: string;
  mailed_at: string | null;
  confirmed_at: string | null;
}

const toRow = (r: RawRow): ConfirmationRow => ({
  leadId: r.lead_id,
  kind: r.kind === 'sign-newsletter' || r.kind === 'request-documents' ? r.kind : 'demand-register',
  email: r.email,
  lang: r.lang,
  tokenHash: r.token_hash,
  createdAt: r.created_at,
  mailedAt: r.mailed_at,
  confirmedAt: r.confirmed_at,
});

/** Opens the lead's subscription, unconfirmed (a second call for the same lead changes nothing). */
export async function openConfirmation(
  db: D1Database,
  row: { leadId: number; kind: OptInKind; email: string; lang: string; tokenHash: string },
): Promise<void> {
  await db
    .prepare(
      'INSERT INTO subscription_confirmations (lead_id, kind, email, lang, token_hash) VALUES (?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING',
    )
    .bind(row.leadId, row.kind, row.email, row.lang, row.tokenHash)
    .run();
}

export async function findConfirmation(db: D1Database, leadId: number): Promise<ConfirmationRow | null> {
  const row = await db
    .prepare('SELECT * FROM subscription_confirmations WHERE lead_id = ?')
    .bind(leadId)
    .first<RawRow>();
  return row ? toRow(row) : null;
}

/**
 * Claims the confirmation e-mail of a lead: true when no other subscription of the same address
 * had one in the last CONFIRMATION_MAIL_HOURS (one statement, so two posts delivered at once
 * cannot both claim). The lead's own earlier claim counts as free, so a retry after a failed
 * send sends it.
 */
export async function claimConfirmationMail(db: D1Database, leadId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE subscription_confirmations SET mailed_at = datetime('now')
       WHERE lead_id = ?1 AND NOT EXISTS (
         SELECT 1 FROM subscription_confirmations other
         WHERE other.email = subscription_confirmations.email AND other.lead_id <> ?1
           AND other.mailed_at > datetime('now', '-${CONFIRMATION_MAIL_HOURS} hours'))`,
    )
    .bind(leadId)
    .run();
  return result.meta.changes === 1;
}

/**
 * Confirms a subscription from its link (the token's hash): once, within CONFIRMATION_DAYS.
 * Its alert starts (digests may go from now) and its lead, waiting as 'unconfirmed', goes back to
 * 'pending' for the rest of its delivery (the CRM, the agency's e-mail). False when the link
 * was used, expired or does not match.
 */
export async function confirmSubscription(db: D1Database, leadId: number, tokenHash: string): Promise<boolean> {
  // One batch (one transaction): the alert and the lead follow only a confirmation made here.
  const confirmed = 'EXISTS (SELECT 1 FROM subscription_confirmations WHERE lead_id = ?1 AND confirmed_at IS NOT NULL)';
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE subscription_confirmations SET confirmed_at = datetime('now')
         WHERE lead_id = ?1 AND token_hash = ?2 AND confirmed_at IS NULL
           AND created_at > datetime('now', '-${CONFIRMATION_DAYS} days')`,
      )
      .bind(leadId, tokenHash),
    db
      .prepare(
        `UPDATE alerts SET confirmed_at = datetime('now') WHERE lead_id = ?1 AND confirmed_at IS NULL AND ${confirmed}`,
      )
      .bind(leadId),
    db
      .prepare(`UPDATE leads SET status = 'pending' WHERE id = ?1 AND status = 'unconfirmed' AND ${confirmed}`)
      .bind(leadId),
  ]);
  return result?.meta.changes === 1;
}

/** Whether this address confirmed a request for documents within CONFIRMED_ADDRESS_DAYS (it need not confirm again). */
export async function addressConfirmedDocuments(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM subscription_confirmations
       WHERE email = ? AND kind = 'request-documents' AND confirmed_at > datetime('now', '-${CONFIRMED_ADDRESS_DAYS} days') LIMIT 1`,
    )
    .bind(email)
    .first<{ hit: number }>();
  return row !== null;
}

/** True once the lead's subscription is confirmed. */
export async function isConfirmed(db: D1Database, leadId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT confirmed_at FROM subscription_confirmations WHERE lead_id = ?')
    .bind(leadId)
    .first<{ confirmed_at: string | null }>();
  return Boolean(row?.confirmed_at);
}

/**
 * The lead waits for its address: 'pending' → 'unconfirmed', unless it was confirmed meanwhile
 * (one statement: a confirmation that came first leaves the lead pending, and false tells the
 * delivery to go on).
 */
export async function markUnconfirmed(db: D1Database, leadId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET status = 'unconfirmed', claimed_until = NULL, last_error = NULL
       WHERE id = ?1 AND status = 'pending'
         AND NOT EXISTS (SELECT 1 FROM subscription_confirmations WHERE lead_id = ?1 AND confirmed_at IS NOT NULL)`,
    )
    .bind(leadId)
    .run();
  return result.meta.changes === 1;
}

/**
 * The cron's expiry: subscriptions left unconfirmed for CONFIRMATION_DAYS are deleted with their
 * unconfirmed alert, and their lead is marked 'expired' (kept, like every lead, but never
 * delivered). Returns how many expired.
 */
export async function expireConfirmations(db: D1Database): Promise<number> {
  const old = `confirmed_at IS NULL AND created_at <= datetime('now', '-${CONFIRMATION_DAYS} days')`;
  const [, , removed] = await db.batch([
    db.prepare(
      `UPDATE leads SET status = 'expired', claimed_until = NULL
       WHERE status IN ('unconfirmed', 'pending') AND id IN (SELECT lead_id FROM subscription_confirmations WHERE ${old})`,
    ),
    db.prepare(
      `DELETE FROM alerts WHERE confirmed_at IS NULL AND lead_id IN (SELECT lead_id FROM subscription_confirmations WHERE ${old})`,
    ),
    db.prepare(`DELETE FROM subscription_confirmations WHERE ${old}`),
  ]);
  return removed?.meta.changes ?? 0;
}
