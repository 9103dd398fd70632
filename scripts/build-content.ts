/** Build step: gathers content/pages/*.json into worker/generated/pages.json for the worker bundle. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'content/pages';
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file: join(dir, file), data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }));
mkdirSync('worker/generated', { recursive: true });
writeFileSync('worker/generated/pages.json', JSON.stringify(pages));
console.log(`content: ${pages.length} pages`);
