/**
 * Base64url without padding (RFC 4648 §5), the alphabet of every token, cookie and reference the
 * worker signs or hands out: session ids, reset tokens, fill tokens, alert and preview tokens, the
 * thank-you cookie, a Whise owner's reference.
 */

/** The bytes as base64url, without padding. */
export function base64url(bytes: Uint8Array | ArrayBuffer): string {
  let binary = '';
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url text; null when it holds any other character or does not decode. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const out = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
