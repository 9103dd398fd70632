/**
 * Security headers on every response (docs/quality.md): a fresh CSP nonce per response with a
 * strict policy (nonce + 'strict-dynamic', no inline script without the nonce), HSTS, nosniff,
 * Referrer-Policy, Permissions-Policy and framing denied. A response that is not a document or a
 * script (images, fonts, stylesheets, JSON, PDFs, plain text) gets a short fixed
 * policy instead of the page's: a nonce means nothing there, and the page's 1.5 KB policy, new on
 * every response and so never compressed away, cost more than a thumbnail's own bytes.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { EMBED_ORIGINS } from '../../shared/model/video';
import { tagSources } from '../../app/consent/tag-hosts';
import type { TagIds } from '../../shared/consent/consent';
import { siteOf } from '../config/site';

export function createNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

const hosts = (list: string[]) => list.map((h) => ` ${h}`).join('');

/**
 * The page policy. The tags the visitor may consent to (shared/consent/) load with the nonce, and
 * only the hosts of the tags configured in config/site.json (`siteInfo`) are allowed.
 */
export function contentSecurityPolicy(nonce: string, tags: TagIds = siteOf().config.siteInfo): string {
  const t = tagSources(tags);
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${hosts(t.script)}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: https:${hosts(t.img)}`,
    "font-src 'self'",
    `connect-src 'self'${hosts(t.connect)} https://challenges.cloudflare.com`,
    // Video players and virtual tours (shared/model/video.ts); a frame loads only after the visitor's click.
    `frame-src 'self' https://challenges.cloudflare.com ${EMBED_ORIGINS.join(' ')}${hosts(t.frame)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // A property's video file may live on the agency's CDN; it loads only after the visitor's click.
    "media-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
    // Violations are reported to worker/csp-report.ts (report-to where supported, report-uri otherwise).
    'report-uri /csp-report',
    'report-to csp',
  ].join('; ');
}

/** The map frame (/client/map-frame.html): a static page with its own hashed script; tiles from the configured style. */
export const MAP_FRAME_PATH = '/client/map-frame.html';
export function mapFrameSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' https:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    'child-src blob:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of a response that is neither a document nor a script: nothing may load from it, it
 * may not be framed, and opened on its own (an SVG, a PDF) it runs sandboxed.
 */
export const RESOURCE_SECURITY_POLICY = [
  "default-src 'none'",
  "frame-ancestors 'none'",
  'sandbox',
  'report-uri /csp-report',
  'report-to csp',
].join('; ');

/** Documents, scripts (a worker script's policy is its own) and answers without a type keep the page's policy. */
const needsPagePolicy = (contentType: string | null): boolean =>
  contentType === null || /^(text\/html|text\/javascript|application\/javascript)\b/i.test(contentType);

export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Reporting-Endpoints': 'csp="/csp-report"',
};

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const headers = new Headers(c.res.headers);
  const frame = new URL(c.req.url).pathname === MAP_FRAME_PATH;
  headers.set(
    'Content-Security-Policy',
    frame
      ? mapFrameSecurityPolicy()
      : needsPagePolicy(headers.get('Content-Type'))
        ? contentSecurityPolicy(nonce)
        : RESOURCE_SECURITY_POLICY,
  );
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) headers.set(k, v);
  if (frame) headers.set('X-Frame-Options', 'SAMEORIGIN');
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
};
