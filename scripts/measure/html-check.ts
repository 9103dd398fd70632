/**
 * The W3C Nu HTML checker (the `vnu-jar` package; needs a Java runtime, Debian's
 * `default-jre-headless`) on the raw HTML of every page type of a running site, as streamed
 * (a Suspense boundary's fallback and its streamed content both in the document), in the given
 * languages. Prints the errors and exits 1 when there is one.
 * `npm run html-check -- [BASE_URL] [lang ...]` (default http://127.0.0.1:8787, en and de)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathTable } from '../../shared/content/path-table-instance';
import { isLang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';

const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

const [base = 'http://127.0.0.1:8787', ...asked] = process.argv.slice(2);
// The package's own Java download (its install script) is not run here: Debian's runtime is used.
const langs = asked.length ? asked : ['en', 'de'];

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${base}${path}`)).json()) as T;
}
const first = async (goal: number, lang: string) =>
  (await json<{ items: { ID: number }[] }>(`/api/properties?goal=${goal}&lang=${lang}`)).items[0]!.ID;

const dir = mkdtempSync(join(tmpdir(), 'html-check-'));
const files: string[] = [];
for (const lang of langs) {
  const [project] = await json<{ ID: number }[]>(`/api/projects?lang=${lang}`);
  const paths = [
    `/${lang}/`,
    `/${lang}/property/${await first(0, lang)}/`,
    `/${lang}/property/${await first(1, lang)}/`,
    `/${lang}/projects/project/${project!.ID}/`,
    `/${lang}/no-such-page/`,
  ];
  // The localized paths of the other page types, from the site's own links.
  const site = await json<{ menu: { href?: string; children?: { href?: string }[] }[] }>(`/api/site?lang=${lang}`);
  for (const item of site.menu) {
    if (item.href) paths.push(item.href);
    for (const child of item.children ?? []) if (child.href) paths.push(child.href);
  }
  if (isLang(lang))
    for (const original of [
      '/contact/',
      '/favourites/',
      '/compare/',
      '/login/',
      '/feedback/site-contact/',
      '/testimonials/',
    ])
      paths.push(localizedHref(pathTable, lang, original));
  for (const path of [...new Set(paths)]) {
    const res = await fetch(`${base}${path}`);
    const file = join(dir, `${files.length}.html`);
    writeFileSync(file, await res.text());
    files.push(file);
    console.log(`${res.status} ${res.url.replace(base, '')} → ${file}`);
  }
}
try {
  execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'text', ...files], { stdio: 'inherit' });
  console.log(`W3C Nu checker: 0 errors in ${files.length} pages`);
} catch {
  process.exit(1);
}
