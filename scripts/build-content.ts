/**
 * Build step: checks the site configuration (config/site.json) and every content page
 * (content/pages/*.json) against their schemas, and writes what the worker bundles:
 * worker/generated/pages.json (the pages) and worker/generated/site-config.json (the
 * configuration as checked). A wrong file stops the build with a message naming the file and the
 * field, so the worker does not check them again: building those schemas was most of the first
 * request's work in an isolate (worker/config/site.ts checks the configuration itself only when
 * config/site.json changed since the build).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteConfig } from '../app/config/schema';
import { parsePage } from '../app/config/page-schema';

const config = parseSiteConfig(JSON.parse(readFileSync('config/site.json', 'utf8')));
const dir = 'content/pages';
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file: join(dir, file), data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }))
  .map(({ file, data }) => ({ file, data: parsePage(data, file) }));
mkdirSync('worker/generated', { recursive: true });
writeFileSync('worker/generated/pages.json', JSON.stringify(pages));
writeFileSync('worker/generated/site-config.json', JSON.stringify(config));
console.log(`content: site configuration and ${pages.length} pages checked`);
