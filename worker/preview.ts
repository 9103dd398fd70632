/**
 * Who may see unpublished content (draft pages, unpublished project modules) under
 * `/{lang}/preview/…` and `GET /api/page?preview=1`: only a visitor holding the preview secret
 * (`PREVIEW_SECRET`, a Worker secret). The editor opens `/{lang}/preview/{path}?key={secret}`
 * once; the worker then sets the `__Host-preview` cookie (the secret's SHA-256, HttpOnly, Secure,
 * SameSite=Strict, 8 hours) so client navigations keep the preview. Without the key, preview
 * paths show published content only (a draft is 404). In development the secret is its named
 * development value (worker/config/settings.ts); in production without a usable PREVIEW_SECRET
 * preview paths answer 503 (worker/pages.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { secretOf } from './config/settings';
import { cookieFrom } from './cookie-header';

export const PREVIEW_COOKIE = '__Host-preview';

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Compares two digests in a time that does not depend on where they differ. */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Whether the request may see unpublished content, and the cookie to set when it brought the key. */
export async function previewAccess(c: Context<AppEnv>): Promise<{ allowed: boolean; setCookie?: string }> {
  const secret = secretOf(c.env, 'PREVIEW_SECRET');
  if (!secret) return { allowed: false };
  const expected = await digest(secret);
  const key = c.req.query('key');
  if (key && same(await digest(key), expected)) {
    return {
      allowed: true,
      setCookie: `${PREVIEW_COOKIE}=${base64url(expected)}; Path=/; Max-Age=28800; HttpOnly; Secure; SameSite=Strict`,
    };
  }
  const cookie = cookieFrom(c.req.header('Cookie'), PREVIEW_COOKIE);
  return {
    allowed: cookie !== null && same(new TextEncoder().encode(cookie), new TextEncoder().encode(base64url(expected))),
  };
}
