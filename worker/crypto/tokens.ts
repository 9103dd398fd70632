/** Random tokens and their hashes: session ids, password-reset tokens, account keys (only hashes are stored). */
import { base64url } from './base64url';

/** Hex SHA-256 of a text (session ids, reset tokens, account keys). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 random bytes in base64url (43 characters). */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}
