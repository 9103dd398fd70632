/**
 * The fill-time token every form carries (docs/forms-and-leads.md): the time the
 * form was served, signed with HMAC-SHA256 so a robot cannot forge an older one. A post sooner
 * than MIN_FILL_MS after it, or with a token that is forged, malformed or older than a day, is
 * answered with a message asking to check and send again (never dropped silently: a person
 * whose browser filled the form in a second must not lose the message).
 */
import { secretOf, type SettingsEnv } from '../config/settings';

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

function b64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(text)) return null;
  let bin: string;
  try {
    bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export async function issueFillToken(secret: string, now = Date.now()): Promise<string> {
  const stamp = String(now);
  return `${stamp}.${b64url(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(stamp)))}`;
}

export type FillCheck = 'ok' | 'too-fast' | 'invalid';

export async function checkFillToken(secret: string, token: unknown, now = Date.now()): Promise<FillCheck> {
  if (typeof token !== 'string') return 'invalid';
  const m = /^(\d{10,16})\.([A-Za-z0-9_-]+)$/.exec(token);
  const sig = m ? fromB64url(m[2]!) : null;
  if (!m || !sig) return 'invalid';
  const good = await crypto.subtle.verify('HMAC', await key(secret), sig, encoder.encode(m[1]!));
  if (!good) return 'invalid';
  const age = now - Number(m[1]);
  if (age < 0 || age > MAX_AGE_MS) return 'invalid';
  return age < MIN_FILL_MS ? 'too-fast' : 'ok';
}

/**
 * The signing secret: FORM_SECRET (a Worker secret, at least 32 characters, in production); the
 * named development value only in development; null when production has none (forms then refuse
 * with 503: worker/config/settings.ts).
 */
export function fillSecret(env: SettingsEnv): string | null {
  return secretOf(env, 'FORM_SECRET');
}
