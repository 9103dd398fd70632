/**
 * How many e-mails the site sends to an address that a visitor typed (docs/security.md): each
 * purpose allows one mail per address within its spacing and a number per rolling day, counted
 * in D1 `mail_quota` by the SHA-256 of the folded address. A claim is one statement
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING`), so requests at once cannot both pass.
 * A claim is made before the mail is made, whether or not the address belongs to anyone, so the
 * count tells nothing about which addresses are known.
 */
import { sha256Hex } from '../crypto/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export const MAIL_QUOTAS = {
  /** A reset link (the forgotten-password page): one per 5 minutes, five a day. */
  reset: { spacingMs: 5 * 60 * 1000, perDay: 5 },
  /** A page sent to a friend: one a day per recipient, whoever sends it. */
  friend: { spacingMs: DAY_MS, perDay: 1 },
} as const;

export type MailPurpose = keyof typeof MAIL_QUOTAS;

const addressHash = (address: string): Promise<string> => sha256Hex(address.trim().toLowerCase());

/** True when a mail of this purpose may go to `address` now (and counts it); false past the quota. */
export async function claimMail(
  db: D1Database,
  purpose: MailPurpose,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const { spacingMs, perDay } = MAIL_QUOTAS[purpose];
  const row = await db
    .prepare(
      `INSERT INTO mail_quota (purpose, address_hash, window_start, sent, last_at) VALUES (?1, ?2, ?3, 1, ?3)
       ON CONFLICT (purpose, address_hash) DO UPDATE SET
         sent = CASE WHEN ?3 - window_start >= ?5 THEN 1 ELSE sent + 1 END,
         window_start = CASE WHEN ?3 - window_start >= ?5 THEN ?3 ELSE window_start END,
         last_at = ?3
       WHERE ?3 - last_at >= ?4 AND (?3 - window_start >= ?5 OR sent < ?6)
       RETURNING sent`,
    )
    .bind(purpose, await addressHash(address), now, spacingMs, DAY_MS, perDay)
    .first<{ sent: number }>();
  return row !== null;
}

/** The cron's clean-up: counts older than a day, which no longer limit anything. */
export async function forgetOldQuotas(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare('DELETE FROM mail_quota WHERE window_start <= ?1 AND last_at <= ?1')
    .bind(now - DAY_MS)
    .run();
  return result.meta.changes;
}
