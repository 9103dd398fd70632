/**
 * /media/*: photos from R2 (docs/media.md). Only public photo keys are served:
 * `photos/{name}/{100|400|600|800|1360|60}.webp` (60 = the square thumbnail); everything else in the
 * bucket (owner documents under documents/) is never reachable here. A width added after a photo
 * was stored (800) is answered with the photo's next larger stored size until it is stored again. GET and HEAD only;
 * responses are immutable for a year (names are versioned or content-addressed) with the R2
 * ETag, and `If-None-Match` answers 304. Unknown keys answer 404.
 *
 * Mounted by the worker with `app.route('/media', media)`.
 */
import { Hono } from 'hono';
import { LATER_PHOTO_WIDTHS, PHOTO_WIDTHS, THUMB_SIZE } from '../shared/model/common';
import { MEDIA_NAME } from '../app/model/media-name';
import type { AppEnv } from './env';

const SIZES = new Set<string>([...PHOTO_WIDTHS, THUMB_SIZE].map(String));
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const media = new Hono<AppEnv>();

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });

media.on(['GET', 'HEAD'], '/photos/:name/:file', async (c) => {
  const name = c.req.param('name');
  const match = /^(\d+)\.webp$/.exec(c.req.param('file'));
  if (!MEDIA_NAME.test(name) || !match || !SIZES.has(match[1]!)) return notFound();
  const head = c.req.method === 'HEAD';
  const read = (width: number) => {
    const key = `photos/${name}/${width}.webp`;
    return head ? c.env.MEDIA.head(key) : c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  };
  const width = Number(match[1]);
  let object = await read(width);
  // A photo stored before this width existed: its next larger size.
  if (!object && (LATER_PHOTO_WIDTHS as readonly number[]).includes(width)) {
    for (const larger of PHOTO_WIDTHS.filter((w) => w > width)) {
      object = await read(larger);
      if (object) break;
    }
  }
  if (!object) return notFound();
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'image/webp',
    'Cache-Control': IMMUTABLE,
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  });
  const matches = (c.req.header('If-None-Match') ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === object.httpEtag || tag === '*');
  // R2 leaves the body out when a precondition (If-None-Match, If-Modified-Since) says "unchanged".
  if (matches || (!head && !('body' in object))) return new Response(null, { status: 304, headers });
  if (head || !('body' in object)) {
    headers.set('Content-Length', String(object.size));
    return new Response(null, { status: 200, headers });
  }
  return new Response((object as R2ObjectBody).body, { status: 200, headers });
});

media.all('*', (c) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return notFound();
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
  });
});
