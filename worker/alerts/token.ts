/**
 * Search-alert unsubscribe tokens (docs/forms-and-leads.md): `{leadId}.{mac}` where mac is the
 * base64url HMAC-SHA-256 of 'alert-unsubscribe:{leadId}' under the secret `ALERT_SECRET`
 * (a wrangler secret). The token can be rebuilt for every digest without storing it; the
 * alert row keeps only its SHA-256 (`alerts.token_hash`), which the unsubscribe page checks too.
 * A changed token fails the HMAC (400 page); rotating the secret voids every earlier link.
 * Subscription confirmation links (worker/subscriptions/, decision record 024) are built the same
 * way over 'subscription-confirm:{leadId}', so neither kind of token can stand for the other.
 *
 * Without a usable ALERT_SECRET (worker/config/secrets.ts) development uses its named
 * development value; anywhere else `alertSecret` answers null, the subscribing forms refuse with
 * 503, no digest is sent and registering an alert fails loudly.
 */
import type { Env } from '../config/env';
import { configOf } from '../config/config';
import { base64url } from '../crypto/base64url';

/** ALERT_SECRET (worker/config/secrets.ts): the configured one, in development its named development value, else null. */
export function alertSecret(env: Env): string | null {
  return configOf(env).secrets.ALERT_SECRET;
}

const encoder = new TextEncoder();

/** What a token is for: the HMAC covers it, so an unsubscribe token never confirms and vice versa. */
export type TokenPurpose = 'alert-unsubscribe' | 'subscription-confirm';

async function mac(secret: string, leadId: number, purpose: TokenPurpose = 'alert-unsubscribe'): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}:${leadId}`)));
}

export async function unsubscribeToken(secret: string, leadId: number): Promise<string> {
  return `${leadId}.${await mac(secret, leadId)}`;
}

/** The token of a subscription's confirmation link (worker/subscriptions/). */
export async function confirmationToken(secret: string, leadId: number): Promise<string> {
  return `${leadId}.${await mac(secret, leadId, 'subscription-confirm')}`;
}

/** The lead id a token was made for, or null when it is malformed or its signature does not match. */
export async function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose = 'alert-unsubscribe',
): Promise<number | null> {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const leadId = Number(match[1]);
  if (!Number.isSafeInteger(leadId)) return null;
  const expected = encoder.encode(await mac(secret, leadId, purpose));
  const given = encoder.encode(match[2]!);
  if (expected.byteLength !== given.byteLength) return null;
  let difference = 0;
  for (let i = 0; i < expected.byteLength; i += 1) difference |= expected[i]! ^ given[i]!;
  return difference === 0 ? leadId : null;
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
