/**
 * Build step after `vite build`: reads Vite's manifest and writes worker/generated/client-manifest.json
 * (entry script, CSS, static preloads, and each language's dictionary chunk), then removes the
 * .vite folder from the served assets.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('client/entry.tsx'));
if (!entryKey) throw new Error('build: no entry chunk in the Vite manifest');
const entry = manifest[entryKey]!;

const staticImports = (key: string, seen = new Set<string>()): string[] => {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(dep, seen);
  }
  return [...seen];
};

const locales: Record<string, string[]> = {};
for (const [key, chunk] of Object.entries(manifest)) {
  const m = /locales\/(en|nl|fr|de)\/index\.ts$/.exec(key);
  if (m) locales[m[1]!] = [`/${chunk.file}`, ...staticImports(key).map((k) => `/${manifest[k]!.file}`)];
}

const deps = staticImports(entryKey);
const out = {
  entry: `/${entry.file}`,
  css: [...(entry.css ?? []), ...deps.flatMap((k) => manifest[k]?.css ?? [])].map((f) => `/${f}`),
  preloads: deps.map((k) => `/${manifest[k]!.file}`),
  locales,
};
mkdirSync('worker/generated', { recursive: true });
writeFileSync('worker/generated/client-manifest.json', JSON.stringify(out, null, 1));
console.log(`client manifest: entry ${out.entry}, ${out.preloads.length} preloads, locales ${Object.keys(locales).join(',')}`);
