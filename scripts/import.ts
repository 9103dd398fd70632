/**
 * `npm run import -- FILE`: loads a JSON feed of properties (format: app/model/feed.ts,
 * example: docs/import-example.json) into the local D1 database in wrangler's default state
 * (migrations applied first). Photos given as file paths (relative to the feed) or data URLs
 * are resized with sharp into the webp widths and stored in R2 under a content-addressed name,
 * so re-importing the same photo stores nothing new. Rejected records are listed by index, ID
 * and field; the good ones are imported anyway. Exit code: 0 all imported, 2 some rejected,
 * 1 the feed could not be read.
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { PHOTO_WIDTHS, photoKey } from '../shared/model/common';
import type { PhotoSource } from '../app/model/feed';
import { formatReport, importFeed } from '../worker/provider/d1';
import { importedName, photoKeys, photoVariants, putVariants } from './lib/photos';
import { applyMigrations, openPlatform } from './lib/platform';

const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** The bytes of a photo source: a file (relative to the feed) or a base64 data URL. */
async function photoBytes(source: Exclude<PhotoSource, { Name: string }>, feedDir: string): Promise<Buffer> {
  if (typeof source === 'string' || 'File' in source) {
    const path = typeof source === 'string' ? source : source.File;
    const full = isAbsolute(path) ? path : resolve(feedDir, path);
    try {
      return await readFile(full);
    } catch {
      throw new Error(`cannot read photo file ${full}`);
    }
  }
  const match = /^(?:data:image\/[a-z0-9.+-]+;base64,)?([A-Za-z0-9+/=\s]+)$/i.exec(source.Data);
  if (!match) throw new Error('Data must be a base64 data URL (data:image/jpeg;base64,…)');
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('usage: npm run import -- FILE.json');
    return 1;
  }
  const path = resolve(process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${path}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  applyMigrations();
  const platform = await openPlatform();
  try {
    const { DB, MEDIA } = platform.env;
    const report = await importFeed(DB, json, {
      storePhoto: async (source) => {
        if (typeof source === 'object' && 'Name' in source) {
          if (!(await MEDIA.head(photoKey(source.Name, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!))))
            throw new Error(`no stored photo named ${source.Name}`);
          return source.Name;
        }
        const bytes = await photoBytes(source, dirname(path));
        if (bytes.length === 0 || bytes.length > MAX_PHOTO_BYTES)
          throw new Error(`photo must be between 1 byte and ${MAX_PHOTO_BYTES} bytes`);
        const name = importedName(bytes);
        const present = await Promise.all(photoKeys(name).map((key) => MEDIA.head(key)));
        if (present.some((object) => object === null)) {
          try {
            await putVariants(MEDIA, await photoVariants(name, bytes));
          } catch (error) {
            throw new Error(`not a readable image (${error instanceof Error ? error.message : error})`);
          }
        }
        return name;
      },
    });
    for (const line of formatReport(report)) console.log(line);
    return report.rejected.length ? 2 : 0;
  } finally {
    await platform.dispose();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('import failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
