/**
 * Who may see unpublished content (draft pages, unpublished project modules) under
 * `/{lang}/preview/…` and `GET /api/page?preview=1`: only a visitor holding the preview secret
 * (`PREVIEW_SECRET`, a Worker secret). The editor opens `/{lang}/preview/{path}?key={secret}`
 * once; the worker answers 303 to the same address without the key (so it stays in no address
 * bar, history, referrer or analytics hit: docs/security.md) after setting the `__Host-preview`
 * cookie (HttpOnly, Secure, SameSite=Strict, 8 hours), whose value is its expiry and an HMAC of
 * it under the secret: it opens previews until then, and rotating the secret voids it. A wrong key
 * is taken out of the address the same way and opens nothing. Without a valid cookie, preview
 * paths show published content only (a draft is 404). In development the secret is its named
 * development value (worker/config/secrets.ts); in production without a usable PREVIEW_SECRET
 * preview paths answer 503 (worker/pages.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { configOf } from './config/config';
import { cookieFrom } from './cookie-header';
import { base64url, fromBase64url } from './crypto/base64url';

export const PREVIEW_COOKIE = '__Host-preview';
/** How long the preview cookie opens previews. */
export const PREVIEW_SECONDS = 8 * 60 * 60;

const encoder = new TextEncoder();

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** What the cookie signs: its purpose and its expiry. */
const signed = (expires: number): Uint8Array<ArrayBuffer> => encoder.encode(`preview|${expires}`);

/** Compares two digests in a time that does not depend on where they differ. */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** The cookie's value for a session that ends at `expires` (ms): `{expires}.{HMAC}`. */
export async function previewCookieValue(secret: string, expires: number): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), signed(expires)));
  return `${expires}.${base64url(mac)}`;
}

/** Whether a cookie value opens previews now: its HMAC verifies and its expiry is ahead (and not further than one period). */
export async function validPreviewCookie(secret: string, value: string | null, now = Date.now()): Promise<boolean> {
  const m = value ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires <= now || expires > now + PREVIEW_SECONDS * 1000) return false;
  const mac = fromBase64url(m[2]!);
  return !!mac && crypto.subtle.verify('HMAC', await hmacKey(secret), mac, signed(expires));
}

export interface PreviewAccess {
  allowed: boolean;
  /** The request brought `?key=`: the same address without it (a 303, the key never stays in a URL). */
  redirect?: string;
  /** The cookie to set with that redirect (the key was right). */
  setCookie?: string;
}

/**
 * Whether the request may see unpublished content: the cookie, or on a page (`keyInUrl`) the key,
 * which is answered with a redirect that drops it (and the cookie when it was right).
 */
export async function previewAccess(c: Context<AppEnv>, keyInUrl = false): Promise<PreviewAccess> {
  const secret = configOf(c.env).secrets.PREVIEW_SECRET;
  const url = new URL(c.req.url);
  if (keyInUrl && url.searchParams.has('key')) {
    const key = url.searchParams.get('key') ?? '';
    url.searchParams.delete('key');
    const redirect = `${url.pathname}${url.search}`;
    if (secret && key && same(await digest(key), await digest(secret))) {
      const now = Date.now();
      const value = await previewCookieValue(secret, now + PREVIEW_SECONDS * 1000);
      return {
        allowed: true,
        redirect,
        setCookie: `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_SECONDS}; HttpOnly; Secure; SameSite=Strict`,
      };
    }
    return { allowed: false, redirect };
  }
  if (!secret) return { allowed: false };
  return { allowed: await validPreviewCookie(secret, cookieFrom(c.req.header('Cookie'), PREVIEW_COOKIE)) };
}
