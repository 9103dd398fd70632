/**
 * First-load JavaScript per page type (docs/quality.md: ≤ 120 KB gzip for home and listing): the
 * entry, its static imports and one language's dictionary, gzip-compressed, from the built
 * client manifest. Run after `npm run build`: `npm run size`. Exits 1 over the budget.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const manifest = JSON.parse(readFileSync('worker/generated/client-manifest.json', 'utf8')) as {
  entry: string;
  preloads: string[];
  locales: Record<string, string[]>;
  routes: Record<string, string[]>;
};
const gz = (file: string) => gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length / 1024;
const base = [manifest.entry, ...manifest.preloads];
const pages: Record<string, string> = {
  home: '/$lang/',
  listing: '/$lang/for-sale/',
  property: '/$lang/for-sale/$city/$title/$id/',
  content: '/$lang/$',
};
let worst = 0;
for (const [page, routeId] of Object.entries(pages)) {
  for (const [lang, files] of Object.entries(manifest.locales)) {
    const all = [...new Set([...base, ...files, ...(manifest.routes[routeId] ?? [])])];
    const kb = all.reduce((sum, f) => sum + gz(f), 0);
    if (page === 'home' || page === 'listing') worst = Math.max(worst, kb);
    if (lang === 'de' || lang === 'en')
      console.log(`first-load JS, ${page} (${lang}): ${kb.toFixed(1)} KB gzip in ${all.length} files`);
  }
}
for (const f of base) console.log(`  ${f}: ${gz(f).toFixed(1)} KB`);
console.log(
  `budget ${BUDGET_KB} KB for home and listing: worst ${worst.toFixed(1)} KB, ${worst <= BUDGET_KB ? 'within' : 'OVER'}`,
);
process.exit(worst <= BUDGET_KB ? 0 : 1);
