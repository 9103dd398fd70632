/**
 * Build step after `vite build`: reads Vite's manifest and writes worker/generated/client-manifest.json
 * (entry script, the stylesheets: the whole site's file and each page type's, ./lib/build-styles.ts;
 * static preloads, and each language's dictionary chunk). The .vite
 * folder stays out of the served assets through public/.assetsignore. `npm run dev` runs it after each rebuild.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildStyles } from './lib/build-styles';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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

/** Which page each route renders; for lazy route components, the page's chunk and its imports are preloaded. */
const ROUTE_PAGES: Record<string, string> = {
  '/$lang/': 'shared/pages/HomePage.tsx',
  '/$lang/for-sale/': 'shared/pages/ListingPage.tsx',
  '/$lang/for-rent/': 'shared/pages/ListingPage.tsx',
  '/$lang/new-properties/': 'shared/pages/ListingPage.tsx',
  '/$lang/arrival-properties/': 'shared/pages/ListingPage.tsx',
  '/$lang/discreet-properties/': 'shared/pages/ListingPage.tsx',
  '/$lang/for-sale/$city/$title/$id/': 'shared/pages/PropertyPage.tsx',
  '/$lang/for-rent/$city/$title/$id/': 'shared/pages/PropertyPage.tsx',
  '/$lang/projects/': 'shared/pages/ProjectsPage.tsx',
  '/$lang/projects/$name/$id/': 'shared/pages/ProjectPage.tsx',
  '/$lang/login/': 'shared/pages/owner/LoginPage.tsx',
  '/$lang/login/portal/': 'shared/pages/owner/PortalPage.tsx',
  '/$lang/login/portal/$propertyId/': 'shared/pages/owner/PortalPage.tsx',
  '/$lang/login/forgot/': 'shared/pages/owner/ForgotPage.tsx',
  '/$lang/login/reset/': 'shared/pages/owner/ResetPage.tsx',
  '/$lang/preview/$': 'shared/pages/ContentPage.tsx',
  '/$lang/$': 'shared/pages/ContentPage.tsx',
};

const deps = staticImports(entryKey);
const routes: Record<string, string[]> = {};
for (const [routeId, page] of Object.entries(ROUTE_PAGES)) {
  // A page bundled into the entry has no chunk of its own: nothing more to preload.
  if (!manifest[page]?.isDynamicEntry) continue;
  const files = [page, ...staticImports(page)].filter((k) => k !== entryKey && !deps.includes(k));
  routes[routeId] = files.map((k) => `/${manifest[k]!.file}`);
}
// The stylesheets (decision record 030): no script imports them; then every lazy chunk would list
// them as dependencies, and Vite's loader would link them again when a form or the consent dialog
// loads. Lightning CSS (Vite's own CSS minifier) bundles each for the browsers of the client
// build's target (es2022); their URLs are root-relative, so they resolve from any page.
if (entry.css?.length || deps.some((k) => manifest[k]?.css?.length))
  throw new Error('build: the client entry imports CSS; the site stylesheets are built here, not by Vite');
// Each page type's rules as its own cached file, linked first in the head (decision record 030:
// measured against the same rules inline); STYLES=inline builds them inline instead.
const styles = { ...(await buildStyles()), delivery: process.env.STYLES === 'inline' ? 'inline' : 'link' };
// The islands render's runtime (vite.islands.config.ts): its entry only; its chunks load on demand.
const islandsManifest = JSON.parse(readFileSync('dist/client/.vite/islands-manifest.json', 'utf8')) as Record<
  string,
  Chunk
>;
const islandsEntry = Object.entries(islandsManifest).find(
  ([k, c]) => c.isEntry && k.endsWith('client/islands/runtime.ts'),
);
if (!islandsEntry) throw new Error('build: no islands runtime in the islands manifest');
const out = {
  entry: `/${entry.file}`,
  islandsEntry: `/${islandsEntry[1].file}`,
  styles,
  preloads: deps.map((k) => `/${manifest[k]!.file}`),
  locales,
  routes,
};
mkdirSync('worker/generated', { recursive: true });
writeFileSync('worker/generated/client-manifest.json', JSON.stringify(out, null, 1));
console.log(
  `client manifest: entry ${out.entry}, ${out.preloads.length} preloads, locales ${Object.keys(locales).join(',')}`,
);
