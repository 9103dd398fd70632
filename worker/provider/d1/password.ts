/**
 * Owner password hashing for the d1 provider (docs/owner-portal.md): scrypt through
 * node:crypto with N=2^14, r=8, p=5 (an OWASP-listed setting; it runs in workerd, checked with
 * a test, about 0.2 s of CPU), stored as `scrypt$N=16384,r=8,p=5$<salt b64>$<hash b64>`.
 * Verification compares in constant time, and unknown accounts are checked against a dummy
 * hash so the answer takes as long either way.
 */
import { Buffer } from 'node:buffer';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Uint8Array, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password; `salt` is for deterministic demo data only (16 random bytes otherwise). */
export async function hashPassword(password: string, salt: Uint8Array = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$N=${N},r=${r},p=${p}$${Buffer.from(salt).toString('base64')}$${key.toString('base64')}`;
}

/** Parses a stored hash; null when it is not one of ours or its cost is outside safe bounds. */
export function parseHash(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    params.N < 2 ||
    params.N > 2 ** 17 ||
    (params.N & (params.N - 1)) !== 0 ||
    params.r < 1 ||
    params.r > 16 ||
    params.p < 1 ||
    params.p > 16
  )
    return null;
  if (params.N * params.r * params.p > 2 ** 20) return null;
  return { ...params, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
}

/** True when the password matches the stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** A hash nobody's password matches, verified for unknown e-mail addresses to keep timing flat. */
export const DUMMY_HASH = `scrypt$N=16384,r=8,p=5$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;
