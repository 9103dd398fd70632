/**
 * The fill-time token every form carries (docs/forms-and-leads.md): the time the
 * form was served, signed with HMAC-SHA256 so a robot cannot forge an older one. A post sooner
 * than MIN_FILL_MS after it, or with a token that is forged, malformed or older than a day, is
 * answered with a message asking to check and send again (never dropped silently: a person
 * whose browser filled the form in a second must not lose the message).
 *
 * A token is `{time}.{nonce}.{signature}`: the nonce (16 random bytes) makes every token issued
 * its own, so that each can be spent once. It sends each form kind of its page once
 * (`claimFillToken`, D1 `used_fill_tokens`): the claim is made when a post is accepted, in one
 * INSERT that two posts at once cannot both win, and given back (`releaseFillToken`) when the
 * post is then refused for a reason the visitor can correct (a full slot, a failed write), so
 * that the same page can send again. Replaying an accepted post is refused (docs/security.md).
 */
import type { Env } from '../config/env';
import { configOf } from '../config/config';
import { base64url, fromBase64url } from '../crypto/base64url';

export const MIN_FILL_MS = 3000;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, k);
  }
  return k;
}

/** A signature's bytes: base64url of 20 to 100 characters, else null. */
const signatureOf = (text: string): Uint8Array<ArrayBuffer> | null =>
  /^[A-Za-z0-9_-]{20,100}$/.test(text) ? fromBase64url(text) : null;

export async function issueFillToken(secret: string, now = Date.now()): Promise<string> {
  const signed = `${now}.${base64url(crypto.getRandomValues(new Uint8Array(16)).buffer)}`;
  return `${signed}.${base64url(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(signed)))}`;
}

export type FillCheck = 'ok' | 'too-fast' | 'invalid';

export async function checkFillToken(secret: string, token: unknown, now = Date.now()): Promise<FillCheck> {
  if (typeof token !== 'string') return 'invalid';
  const m = /^((\d{10,16})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/.exec(token);
  const sig = m ? signatureOf(m[3]!) : null;
  if (!m || !sig) return 'invalid';
  const good = await crypto.subtle.verify('HMAC', await key(secret), sig, encoder.encode(m[1]!));
  if (!good) return 'invalid';
  const age = now - Number(m[2]);
  if (age < 0 || age > MAX_AGE_MS) return 'invalid';
  return age < MIN_FILL_MS ? 'too-fast' : 'ok';
}

/**
 * The signing secret: FORM_SECRET (a Worker secret, at least 32 characters, in production); the
 * named development value only in development; null when production has none (forms then refuse
 * with 503: worker/config/blockers.ts).
 */
export function fillSecret(env: Env): string | null {
  return configOf(env).secrets.FORM_SECRET;
}

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** What a claim is stored under: the SHA-256 of the form's kind and the token (the token itself is never kept). */
async function claimHash(token: string, kind: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(`${kind}|${token}`)));
}

/**
 * Spends a checked token for one form kind: true the first time, false when that kind of form
 * was already sent with it (at once or before). The row lives as long as the token could.
 */
export async function claimFillToken(db: D1Database, token: string, kind: string): Promise<boolean> {
  const stamp = Number(token.split('.')[0]);
  const expires = (Number.isFinite(stamp) ? stamp : Date.now()) + MAX_AGE_MS;
  const result = await db
    .prepare('INSERT INTO used_fill_tokens (claim_hash, expires_at) VALUES (?, ?) ON CONFLICT (claim_hash) DO NOTHING')
    .bind(await claimHash(token, kind), expires)
    .run();
  return result.meta.changes === 1;
}

/** Gives a claim back: the post was refused after the claim for a reason the visitor can correct. */
export async function releaseFillToken(db: D1Database, token: string, kind: string): Promise<void> {
  await db
    .prepare('DELETE FROM used_fill_tokens WHERE claim_hash = ?')
    .bind(await claimHash(token, kind))
    .run();
}

/** The cron's clean-up: claims of tokens that have expired anyway. Returns how many went. */
export async function forgetExpiredFillTokens(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db.prepare('DELETE FROM used_fill_tokens WHERE expires_at <= ?').bind(now).run();
  return result.meta.changes;
}
