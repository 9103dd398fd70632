/**
 * Server-side owner sessions in D1 (table owner_sessions, migrations/0006): an unguessable id
 * (32 random bytes) lives in the cookie, only its SHA-256 in the table, with the provider's
 * name and the owner's reference, so a session works for a d1 owner and a CRM person alike.
 *
 * - Idle timeout: 30 minutes without a request ends the session.
 * - Absolute timeout: 8 hours after login, whatever the activity; 1 hour for a Whise owner, whose
 *   estates the session lists as Whise gave them at login (the site never keeps the password
 *   that `v1/estates/owned/list` needs): so ownership is checked again at least hourly, and an
 *   estate taken away in Whise is out of reach within the hour (sessionLimitOf).
 * - Rotation: a login always creates a new id and deletes the session the browser came with.
 * - Logout deletes the row: the old cookie is worthless even if it was copied.
 * Expired rows are deleted when they are met and, a few at a time, at each login.
 */
import type { OwnerRef } from '../provider/core';
import { randomToken, sha256Hex } from '../crypto/tokens';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** A Whise owner's session: ownership is what Whise said at login, so it is asked again at least this often. */
export const WHISE_SESSION_MS = 60 * 60 * 1000;

/** The absolute timeout of a provider's owner sessions. */
export const sessionLimitOf = (provider: string): number =>
  provider === 'whise' ? WHISE_SESSION_MS : ABSOLUTE_TIMEOUT_MS;
/** Activity is written at most once a minute (fewer D1 writes; the idle timeout stays exact to a minute). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  idHash: string;
  provider: string;
  ownerRef: OwnerRef;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

interface Row {
  id_hash: string;
  provider: string;
  owner_ref: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

const toSession = (r: Row): Session => ({
  idHash: r.id_hash,
  provider: r.provider,
  ownerRef: r.owner_ref,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
});

export class SessionStore {
  constructor(
    private readonly db: D1Database,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts a session for an owner (login): deletes the session the browser came with
   * (`previousId`, rotation) and a few expired rows, and returns the new cookie value.
   */
  async create(
    provider: string,
    ownerRef: OwnerRef,
    previousId: string | null,
    lifetimeMs: number = sessionLimitOf(provider),
  ): Promise<{ id: string; session: Session }> {
    const id = randomToken();
    const now = this.now();
    const session: Session = {
      idHash: await sha256Hex(id),
      provider,
      ownerRef,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + Math.min(lifetimeMs, ABSOLUTE_TIMEOUT_MS),
    };
    const statements = [
      this.db
        .prepare(
          'INSERT INTO owner_sessions (id_hash, provider, owner_ref, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(session.idHash, provider, ownerRef, now, now, session.expiresAt),
      this.db
        .prepare(
          'DELETE FROM owner_sessions WHERE id_hash IN (SELECT id_hash FROM owner_sessions WHERE expires_at <= ?1 OR last_seen_at <= ?2 LIMIT 50)',
        )
        .bind(now, now - IDLE_TIMEOUT_MS),
    ];
    if (previousId)
      statements.unshift(
        this.db.prepare('DELETE FROM owner_sessions WHERE id_hash = ?').bind(await sha256Hex(previousId)),
      );
    await this.db.batch(statements);
    return { id, session };
  }

  /**
   * The live session of a cookie value, or null (unknown, idle too long, past its absolute
   * end: such a row is deleted). Marks the activity.
   */
  async read(id: string | null): Promise<Session | null> {
    if (!id) return null;
    const idHash = await sha256Hex(id);
    const row = await this.db.prepare('SELECT * FROM owner_sessions WHERE id_hash = ?').bind(idHash).first<Row>();
    if (!row) return null;
    const now = this.now();
    if (row.expires_at <= now || row.last_seen_at + IDLE_TIMEOUT_MS <= now) {
      await this.db.prepare('DELETE FROM owner_sessions WHERE id_hash = ?').bind(idHash).run();
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
      await this.db.prepare('UPDATE owner_sessions SET last_seen_at = ? WHERE id_hash = ?').bind(now, idHash).run();
      row.last_seen_at = now;
    }
    return toSession(row);
  }

  /** Ends a session (logout). */
  async end(id: string | null): Promise<void> {
    if (!id) return;
    await this.db
      .prepare('DELETE FROM owner_sessions WHERE id_hash = ?')
      .bind(await sha256Hex(id))
      .run();
  }

  /** Ends every session of an owner (after a password reset). */
  async endAll(provider: string, ownerRef: OwnerRef): Promise<void> {
    await this.db
      .prepare('DELETE FROM owner_sessions WHERE provider = ? AND owner_ref = ?')
      .bind(provider, ownerRef)
      .run();
  }

  /** Seconds the cookie should live: until the absolute end. */
  static cookieSeconds(session: Session, now: number): number {
    return Math.ceil((session.expiresAt - now) / 1000);
  }
}
