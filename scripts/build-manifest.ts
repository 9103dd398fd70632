/**
 * Build step after `vite build`: reads Vite's manifest and writes worker/generated/client-manifest.json
 * (the island runtime's script, client/runtime.ts, and the stylesheets: the whole site's
 * file and each page type's, ./lib/build-styles.ts). The .vite folder stays out of the served
 * assets through public/.assetsignore. `npm run dev` runs it after each rebuild.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildStyles } from './lib/build-styles';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('client/runtime.ts'));
if (!entryKey) throw new Error('build: no island runtime in the Vite manifest');
const entry = manifest[entryKey]!;

const staticImports = (key: string, seen = new Set<string>()): string[] => {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(dep, seen);
  }
  return [...seen];
};

const deps = staticImports(entryKey);
// The stylesheets (decision record 030): no script imports them; then every lazy chunk would list
// them as dependencies, and Vite's loader would link them again when a form or the consent dialog
// loads. Lightning CSS (Vite's own CSS minifier) bundles each for the browsers of the client
// build's target (es2022); their URLs are root-relative, so they resolve from any page.
if (entry.css?.length || deps.some((k) => manifest[k]?.css?.length))
  throw new Error('build: the client entry imports CSS; the site stylesheets are built here, not by Vite');
// Each page type's rules as its own cached file, linked first in the head (decision record 030:
// measured against the same rules inline); STYLES=inline builds them inline instead.
const styles = { ...(await buildStyles()), delivery: process.env.STYLES === 'inline' ? 'inline' : 'link' };
const out = { entry: `/${entry.file}`, styles };
mkdirSync('worker/generated', { recursive: true });
writeFileSync('worker/generated/client-manifest.json', JSON.stringify(out, null, 1));
console.log(`client manifest: entry ${out.entry}`);
