/**
 * The e-mail address or username an owner typed before a login without JavaScript failed
 * (docs/owner-portal.md): the plain post answers 303 to the login page (so a reload never posts
 * the password again), and this cookie carries what was typed there, so the field is filled and
 * only the password is typed again, as the in-place login keeps it. Never the password.
 * `__Host-owner-typed`: HttpOnly, Secure, SameSite=Lax, Path=/, 10 minutes; a successful login
 * clears it. The login page that reads it is personal and never cached (worker/owner/page-data.ts).
 */
import { cookieFrom } from '../cookie-header';

export const TYPED_COOKIE = '__Host-owner-typed';
const MAX_AGE_S = 600;
/** The longest e-mail address (RFC 5321 path limit); anything longer is not kept. */
const MAX_LENGTH = 254;

/** The Set-Cookie header that keeps `typed` for the next login page, or null when there is nothing to keep. */
export function typedIdentifierCookie(typed: string): string | null {
  const value = typed.trim();
  if (!value || value.length > MAX_LENGTH) return null;
  return `${TYPED_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie header that removes it. */
export function clearedTypedIdentifierCookie(): string {
  return `${TYPED_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** What the cookie holds, from a Cookie header; null when absent or not a value this module wrote. */
export function readTypedIdentifier(header: string | null | undefined): string | null {
  const raw = cookieFrom(header, TYPED_COOKIE);
  if (raw === null) return null;
  try {
    const value = decodeURIComponent(raw).trim();
    return value && value.length <= MAX_LENGTH ? value : null;
  } catch {
    return null;
  }
}
