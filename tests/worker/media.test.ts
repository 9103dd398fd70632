/** /media/*: photos from R2 with immutable caching and ETags; nothing else of the bucket. */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/env';
import { media } from '../../worker/media';
import { get } from './support/http';

const app = new Hono<AppEnv>();
app.route('/media', media);
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

beforeAll(async () => {
  await env.MEDIA.put('photos/test-photo/400.webp', BYTES, { httpMetadata: { contentType: 'image/webp' } });
  await env.MEDIA.put('photos/test-photo/60.webp', BYTES, { httpMetadata: { contentType: 'image/webp' } });
  await env.MEDIA.put('photos/test-photo/1360.webp', BYTES.slice(4), {
    httpMetadata: { contentType: 'image/webp' },
  });
  await env.MEDIA.put('photos/test-photo/777.webp', BYTES, { httpMetadata: { contentType: 'image/webp' } });
  await env.MEDIA.put('documents/owner-1/1/epc.pdf', '%PDF-1.4 secret', {
    httpMetadata: { contentType: 'application/pdf' },
  });
});

describe('/media', () => {
  it('serves a stored photo with immutable caching and an ETag', async () => {
    const res = await get('/media/photos/test-photo/400.webp', { via: app });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
    expect((await get('/media/photos/test-photo/60.webp', { via: app })).status).toBe(200);
  });

  it('answers a width added later (800) with the next larger stored size of a photo stored before it', async () => {
    const res = await get('/media/photos/test-photo/800.webp', { via: app });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES.slice(4));
    await env.MEDIA.put('photos/test-photo/800.webp', BYTES, { httpMetadata: { contentType: 'image/webp' } });
    expect(new Uint8Array(await (await get('/media/photos/test-photo/800.webp', { via: app })).arrayBuffer())).toEqual(
      BYTES,
    );
    await env.MEDIA.delete('photos/test-photo/800.webp');
    // Only a later width falls back: a missing 600 is not found.
    expect((await get('/media/photos/test-photo/600.webp', { via: app })).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get('/media/photos/test-photo/400.webp', { via: app })).headers.get('ETag')!;
    const res = await get('/media/photos/test-photo/400.webp', { via: app, headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(
      (await get('/media/photos/test-photo/400.webp', { via: app, headers: { 'If-None-Match': '"other"' } })).status,
    ).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/media/photos/test-photo/400.webp', { via: app, method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String(BYTES.length));
    expect(await res.text()).toBe('');
  });

  it.each([
    '/media/photos/unknown/400.webp',
    '/media/photos/test-photo/777.webp',
    '/media/photos/test-photo/400.png',
    '/media/photos/Test-Photo/400.webp',
    '/media/photos/test-photo/400.webp/x',
    '/media/documents/owner-1/1/epc.pdf',
    '/media/photos/..%2Fdocuments/400.webp',
    '/media/',
    '/media/photos/test-photo',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path, { via: app });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });

  it('allows GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get('/media/photos/test-photo/400.webp', { via: app, method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
    }
  });
});
