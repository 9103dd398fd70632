/**
 * Owner login limits that an attacker cannot turn against the owner (docs/owner-portal.md,
 * docs/security.md), the same for every provider, checked before any password is:
 *
 * 1. The LOGIN_LIMIT binding (10 a minute per address, per location, approximate) is the first
 *    gate, keyed by the visitor's address only: a key per account would let anyone lock it.
 * 2. Failures are counted per account AND address (D1 `login_attempts`), in a count that decays:
 *    an address has PAIR_ALLOWANCE failures for an account, and one is forgotten every
 *    LEAK_MS (a full allowance in WINDOW_MS, 15 minutes). An attempt is RESERVED before the
 *    password is checked, in one `INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING` that
 *    refuses past the allowance, so guesses sent at once cannot check more passwords than it.
 *    A wrong password keeps its reservation; a provider outage gives it back (`release`); a
 *    success clears that address's count. Past the allowance the address waits (429 with
 *    Retry-After: until one failure is forgotten, never longer), the account does not.
 * 3. Past CHALLENGE_AFTER failures of an account from any address in the window, a login of
 *    that account must pass Turnstile (when the site has its keys) instead of being locked for
 *    everyone: the right password with a passing challenge always logs in.
 * 4. A password reset clears every count of the account (`clearAccount`).
 *
 * Accounts are keyed by the provider and the SHA-256 of the folded identifier, addresses by a
 * SHA-256 too: neither is stored in clear, and unknown accounts are counted like known ones, so
 * the limits tell nothing about which accounts exist.
 */
import { sha256Hex } from '../crypto/tokens';

/** Failures an address has for one account before it must wait. */
export const PAIR_ALLOWANCE = 5;
/** The time in which a full allowance is forgotten. */
export const WINDOW_MS = 15 * 60_000;
/** One failure is forgotten every LEAK_MS (3 minutes). */
export const LEAK_MS = WINDOW_MS / PAIR_ALLOWANCE;
/** Failures of an account, from any address, after which its logins must pass Turnstile. */
export const CHALLENGE_AFTER = 3;
/** The binding's period (wrangler.toml LOGIN_LIMIT): how long to wait after it refuses. */
const BINDING_PERIOD_S = 60;

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/** An attempt reserved for one account from one address. */
export interface Reservation {
  pair: string;
  account: string;
}

export const accountKey = (provider: string, identifier: string): Promise<string> =>
  sha256Hex(`${provider}:${identifier.trim().toLowerCase()}`);

/** The failures left in a count of `level` after `elapsedMs` (it decays by one every LEAK_MS). */
export function decayed(level: number, elapsedMs: number): number {
  return Math.max(0, level - Math.max(0, elapsedMs) / LEAK_MS);
}

/** Seconds until a count of `level` (decayed now) has room for one more attempt. */
export function waitFor(level: number): number {
  return Math.max(1, Math.ceil(((level + 1 - PAIR_ALLOWANCE) * LEAK_MS) / 1000));
}

export class LoginLimits {
  constructor(
    private readonly db: D1Database,
    private readonly binding: RateLimit | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The binding's verdict for a visitor's address (the first gate). */
  async gate(key: string): Promise<Verdict> {
    if (!this.binding) return { ok: true };
    const { success } = await this.binding.limit({ key });
    return success ? { ok: true } : { ok: false, retryAfter: BINDING_PERIOD_S };
  }

  /** Failures of an account from every address, decayed to now. */
  async accountFailures(account: string): Promise<number> {
    const row = await this.db
      .prepare(
        'SELECT COALESCE(SUM(MAX(0, level - MAX(0, ?1 - updated_at) * 1.0 / ?2)), 0) AS failures FROM login_attempts WHERE account_hash = ?3',
      )
      .bind(this.now(), LEAK_MS, account)
      .first<{ failures: number }>();
    return row?.failures ?? 0;
  }

  /**
   * Whether logins of this account must pass Turnstile now: CHALLENGE_AFTER failures or more are
   * remembered (a failure counts until it is wholly forgotten, so the decayed sum is rounded up).
   */
  async challenged(account: string): Promise<boolean> {
    return (await this.accountFailures(account)) > CHALLENGE_AFTER - 1;
  }

  /**
   * Reserves one attempt for the account from this address, or says how long to wait: one
   * statement, so that attempts at once cannot pass the allowance together.
   */
  async reserve(
    account: string,
    address: string,
  ): Promise<{ ok: true; reservation: Reservation } | { ok: false; retryAfter: number }> {
    const pair = await sha256Hex(`${account}|${address}`);
    const now = this.now();
    const level = 'MAX(0, level - MAX(0, ?3 - updated_at) * 1.0 / ?4)';
    const row = await this.db
      .prepare(
        `INSERT INTO login_attempts (pair_hash, account_hash, level, updated_at) VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (pair_hash) DO UPDATE SET level = ${level} + 1, updated_at = ?3
         WHERE ${level} + 1 <= ?5
         RETURNING level`,
      )
      .bind(pair, account, now, LEAK_MS, PAIR_ALLOWANCE)
      .first<{ level: number }>();
    if (row) return { ok: true, reservation: { pair, account } };
    const held = await this.db
      .prepare('SELECT level, updated_at FROM login_attempts WHERE pair_hash = ?')
      .bind(pair)
      .first<{ level: number; updated_at: number }>();
    return { ok: false, retryAfter: waitFor(held ? decayed(held.level, now - held.updated_at) : PAIR_ALLOWANCE) };
  }

  /** Gives a reserved attempt back: the provider failed, the password was not judged. */
  async release(reservation: Reservation): Promise<void> {
    await this.db
      .prepare('UPDATE login_attempts SET level = MAX(0, level - 1) WHERE pair_hash = ?')
      .bind(reservation.pair)
      .run();
  }

  /** A success: that address's count for the account is cleared (other addresses' stay). */
  async succeeded(reservation: Reservation): Promise<void> {
    await this.db.prepare('DELETE FROM login_attempts WHERE pair_hash = ?').bind(reservation.pair).run();
  }

  /** A new password: every count of the account is cleared. */
  async clearAccount(account: string): Promise<void> {
    await this.db.prepare('DELETE FROM login_attempts WHERE account_hash = ?').bind(account).run();
  }

  /** The cron's clean-up: counts that have decayed to nothing. Returns how many went. */
  async forgetDecayed(): Promise<number> {
    const result = await this.db
      .prepare('DELETE FROM login_attempts WHERE updated_at + level * ?1 <= ?2')
      .bind(LEAK_MS, this.now())
      .run();
    return result.meta.changes;
  }
}
