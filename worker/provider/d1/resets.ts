/**
 * The d1 provider's forgotten-password flow (../core/types.ts PasswordReset; docs/owner-portal.md): a one-time
 * token of 32 random bytes, valid 30 minutes, of which only the SHA-256 is stored (table
 * password_resets, migrations/0002). `finish` sets the new password (scrypt, ./password.ts)
 * and marks the token used in one batch; a used, expired or unknown token changes nothing.
 * Issuing a token leaves the owner's earlier links valid until they are used or expire (a
 * stranger asking again must not cancel the link the owner is about to open); using one spends
 * every other link of the owner, since the password they were made for has changed. How many
 * links an address gets is bounded before this is called (worker/email/quota.ts).
 */
import type { Lang } from '../../../shared/model/common';
import { randomToken, sha256Hex } from '../../crypto/tokens';
import { hashPassword } from './password';
import type { Owner } from '../../../app/model/owner';
import { toOwner, type OwnerRow } from './owners';
import type { PasswordReset } from '../core/types';

export const RESET_VALID_MS = 30 * 60 * 1000;

export class D1PasswordReset implements PasswordReset {
  readonly name = 'd1';
  constructor(
    private readonly db: D1Database,
    private readonly now: () => number = Date.now,
  ) {}

  async start(email: string, _lang: Lang): Promise<{ owner: Owner; token: string } | null> {
    const address = email.trim();
    if (!address || address.length > 254) return null;
    const row = await this.db
      .prepare('SELECT id, email, first_name, last_name, language, agent_id FROM owners WHERE email = ? COLLATE NOCASE')
      .bind(address)
      .first<OwnerRow>();
    if (!row) return null;
    const token = randomToken();
    const now = this.now();
    await this.db.batch([
      this.db.prepare('DELETE FROM password_resets WHERE expires_at <= ?').bind(new Date(now).toISOString()),
      this.db
        .prepare('INSERT INTO password_resets (token_hash, owner_id, expires_at) VALUES (?, ?, ?)')
        .bind(await sha256Hex(token), row.id, new Date(now + RESET_VALID_MS).toISOString()),
    ]);
    return { owner: toOwner(row), token };
  }

  async finish(token: string, password: string): Promise<Owner | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const tokenHash = await sha256Hex(token);
    const nowIso = new Date(this.now()).toISOString();
    const row = await this.db
      .prepare(
        `SELECT o.id, o.email, o.first_name, o.last_name, o.language, o.agent_id FROM password_resets r JOIN owners o ON o.id = r.owner_id
         WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
      )
      .bind(tokenHash, nowIso)
      .first<OwnerRow>();
    if (!row) return null;
    const hash = await hashPassword(password);
    // The token is spent in the same batch; a second use finds used_at set (changes() = 0 → refused).
    const [spent] = await this.db.batch([
      this.db
        .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
        .bind(nowIso, tokenHash),
      this.db
        .prepare('UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND token_hash <> ? AND used_at IS NULL')
        .bind(nowIso, row.id, tokenHash),
      this.db
        .prepare(
          "UPDATE owners SET password_hash = ?, failed_logins = 0, locked_until = NULL, updated_at = datetime('now') WHERE id = ? AND (SELECT used_at FROM password_resets WHERE token_hash = ?) = ?",
        )
        .bind(hash, row.id, tokenHash, nowIso),
    ]);
    if (spent?.meta.changes !== 1) return null;
    return toOwner(row);
  }
}
