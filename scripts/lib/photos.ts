/**
 * Photo variants with sharp (Node only): any input image (or an SVG drawing) becomes webp files
 * at widths 100, 400, 600, 800 and 1360 cropped to 4:3, plus a 60×60 square thumbnail, stored in R2
 * under photos/{name}/{width}.webp (shared/model/common.ts photoKey).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_WIDTHS, THUMB_SIZE, photoKey } from '../../shared/model/common';

export interface Variant {
  key: string;
  body: Buffer;
}

/** Every stored size of one photo. */
export async function photoVariants(name: string, input: Buffer): Promise<Variant[]> {
  const base = sharp(input, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate();
  const master = await base.resize(1360, 1020, { fit: 'cover', position: 'attention' }).png().toBuffer();
  const out: Variant[] = [];
  for (const width of PHOTO_WIDTHS) {
    const body = await sharp(master)
      .resize(width, Math.round((width * 3) / 4))
      .webp({ quality: width <= 100 ? 70 : 78, effort: 4 })
      .toBuffer();
    out.push({ key: photoKey(name, width), body });
  }
  out.push({
    key: photoKey(name, THUMB_SIZE),
    body: await sharp(master).resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
  });
  return out;
}

/** Keys a photo must have to be complete. */
export const photoKeys = (name: string): string[] => [
  ...PHOTO_WIDTHS.map((w) => photoKey(name, w)),
  photoKey(name, THUMB_SIZE),
];

/** Stores the variants in R2 with their content type. */
export async function putVariants(bucket: R2Bucket, variants: Variant[]): Promise<void> {
  for (const v of variants) await bucket.put(v.key, v.body, { httpMetadata: { contentType: 'image/webp' } });
}

/** Every key under a prefix (R2 lists at most 1000 at a time). */
export async function listKeys(bucket: R2Bucket, prefix: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 1000 });
    for (const object of page.objects) keys.add(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** A content-addressed media name for imported bytes: 'imp-' + 16 hex digits of their SHA-256. */
export const importedName = (bytes: Buffer): string =>
  `imp-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;

/** Runs `fn` over items with at most `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(workers);
}
