/**
 * Cloudflare Turnstile, checked on the server when keys are configured (docs/forms-and-leads.md). The
 * siteverify call has a time limit; a timeout, an error status, an unreadable answer or
 * `success: false` all refuse the post (fail closed).
 */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const TIMEOUT_MS = 5000;

export async function verifyTurnstile(
  secret: string,
  token: unknown,
  ip: string | null,
  timeoutMs = TIMEOUT_MS,
): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 2048) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (ip) body.set('remoteip', ip);
  try {
    const res = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return false;
    const data: unknown = await res.json();
    return typeof data === 'object' && data !== null && (data as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}
