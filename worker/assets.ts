/**
 * Static files from the ASSETS binding: hashed build output is immutable for a year; fonts and
 * brand files get a day. Missing files answer 404 (never the SPA fallback).
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';

export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status === 404) return c.text('Not found', 404);
  const headers = new Headers(res.headers);
  const path = new URL(c.req.url).pathname;
  headers.set(
    'Cache-Control',
    path.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : path.endsWith('.html')
        ? 'public, max-age=300'
        : 'public, max-age=86400',
  );
  return new Response(res.body, { status: res.status, headers });
}
