/**
 * The owner session cookie (docs/owner-portal.md):
 * `__Host-owner`, HttpOnly, Secure, SameSite=Lax, Path=/ and no Domain (what the `__Host-`
 * prefix requires). Its value is 32 random bytes in base64url; only their SHA-256 is stored.
 *
 * Plain http: browsers accept Secure cookies only over https, except on `localhost`, which
 * Chromium and Firefox treat as a secure context. `npm start` serves http://localhost, where the
 * portal works; on any other plain-http host the browser drops the cookie and the owner cannot
 * stay logged in. That is on purpose: the cookie is never sent without Secure (docs/owner-portal.md).
 */
import { cookieFrom } from '../cookie-header';

export const SESSION_COOKIE = '__Host-owner';

/** Reads the session cookie's value from a Cookie header, or null. */
export function readSessionCookie(header: string | null | undefined): string | null {
  const value = cookieFrom(header, SESSION_COOKIE);
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The Set-Cookie header that stores a session id for `maxAgeSeconds`. */
export function sessionCookie(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
