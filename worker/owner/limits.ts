/**
 * Login rate limits (docs/quality.md), checked before any password
 * hash is computed:
 * 1. The LOGIN_LIMIT binding (10 per minute per key, per location, approximate) is the first
 *    gate, keyed by the visitor's IP and by the account.
 * 2. A D1 counter of consecutive failures per account (table login_failures) gives back-off:
 *    from the 5th failure in a row the account waits 30 s, doubling with each further failure,
 *    at most 15 minutes. A success clears it. Unknown e-mail addresses are counted like known
 *    ones, so the limits do not reveal which accounts exist.
 * Accounts are keyed by the provider and the SHA-256 of the folded address: no address in clear.
 */
import { sha256Hex } from '../session/tokens';

export const FREE_FAILURES = 4;
export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** The binding's period (wrangler.toml LOGIN_LIMIT): how long to wait after it refuses. */
const BINDING_PERIOD_S = 60;

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

export const accountKey = (provider: string, email: string): Promise<string> =>
  sha256Hex(`${provider}:${email.trim().toLowerCase()}`);

/** The lock after `failures` consecutive failures, ms (0: none). */
export function lockFor(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES - 1));
}

export class LoginLimits {
  constructor(
    private readonly db: D1Database,
    private readonly binding: RateLimit | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The binding's verdict for these keys (each is counted). */
  async gate(keys: readonly string[]): Promise<Verdict> {
    if (!this.binding) return { ok: true };
    for (const key of keys) {
      const { success } = await this.binding.limit({ key });
      if (!success) return { ok: false, retryAfter: BINDING_PERIOD_S };
    }
    return { ok: true };
  }

  /** Whether the account is in back-off now. */
  async backOff(account: string): Promise<Verdict> {
    const row = await this.db
      .prepare('SELECT locked_until FROM login_failures WHERE account_hash = ?')
      .bind(account)
      .first<{ locked_until: number }>();
    const wait = (row?.locked_until ?? 0) - this.now();
    return wait > 0 ? { ok: false, retryAfter: Math.ceil(wait / 1000) } : { ok: true };
  }

  async failed(account: string): Promise<void> {
    const now = this.now();
    const row = await this.db
      .prepare(
        `INSERT INTO login_failures (account_hash, failures, locked_until, updated_at) VALUES (?1, 1, 0, ?2)
         ON CONFLICT (account_hash) DO UPDATE SET failures = failures + 1, updated_at = ?2 RETURNING failures`,
      )
      .bind(account, now)
      .first<{ failures: number }>();
    const lock = lockFor(row?.failures ?? 1);
    if (lock > 0)
      await this.db
        .prepare('UPDATE login_failures SET locked_until = ? WHERE account_hash = ?')
        .bind(now + lock, account)
        .run();
  }

  async succeeded(account: string): Promise<void> {
    await this.db.prepare('DELETE FROM login_failures WHERE account_hash = ?').bind(account).run();
  }
}
