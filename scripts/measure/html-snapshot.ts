/**
 * What the site answers, page type by page type, in every language, written to a folder so that two
 * versions of the code can be compared byte for byte: every page of the sitemap, a property of each
 * goal, a project, listings with filters and paging, a detail page with a form open, the favourites,
 * compare, login and portal pages (logged in as the demo owner), error pages, and the JSON API's GET
 * answers. What changes from one request to the next is normalised: CSP nonces, form fill tokens,
 * hashed asset names, session ids, the site's own origin.
 *
 *   npm run html-snapshot -- DIR [BASE_URL]          writes DIR/<n>.txt and DIR/index.txt
 *   npm run html-snapshot -- --compare DIR_A DIR_B [--ignore ATTR,…]
 *                                                    lists the answers that differ; exits 1 when one does.
 *                                                    `--ignore` drops the named attributes on both sides
 *                                                    first (a change that only adds markers, such as the
 *                                                    browser parts' data-island and data-when), and
 *                                                    counts the answers that differ only by them
 *
 * Typical use around a refactoring: snapshot before, change, rebuild and restart, snapshot after,
 * compare. The demo data is deterministic, so both runs see the same rows.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['en', 'nl', 'fr', 'de'] as const;
const OWNER = { email: 'owner@example.com', password: 'demo-owner-2026' };

/** Replaces what differs between two identical requests with fixed markers. */
function normalise(text: string, origin: string): string {
  return text
    .replaceAll(origin, 'ORIGIN')
    .replaceAll(encodeURIComponent(origin), 'ORIGIN')
    .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
    .replace(/(<meta property="csp-nonce" content=")[^"]*"/g, '$1NONCE"')
    .replace(/'nonce-[^']*'/g, "'nonce-NONCE'")
    .replace(/\b\d{13}\.[\w-]{16,}\.[\w-]{20,}\b/g, 'FILL-TOKEN')
    .replace(/(\/(?:assets|client)\/[\w./-]+?)-[\w-]{8,12}(\.(?:js|css|woff2))/g, '$1$2');
}

interface Answer {
  status: number;
  location: string | null;
  type: string | null;
  body: string;
}

async function snapshot(dir: string, base: string): Promise<void> {
  const origin = new URL(base).origin;
  let cookie = '';
  const get = async (path: string): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    return {
      status: res.status,
      location: res.headers.get('location'),
      type: res.headers.get('content-type'),
      body: await res.text(),
    };
  };
  const json = async <T>(path: string): Promise<T> => JSON.parse((await get(path)).body) as T;

  const paths = new Set<string>();
  const sitemap = (await get('/sitemap.xml')).body;
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(loc!).pathname);
  paths.add('/sitemap.xml');
  paths.add('/robots.txt');
  for (const lang of LANGS) {
    const sale = await json<{ items: { ID: number }[] }>(`/api/properties?goal=0&lang=${lang}`);
    const rent = await json<{ items: { ID: number }[] }>(`/api/properties?goal=1&lang=${lang}`);
    const [project] = await json<{ ID: number }[]>(`/api/projects?lang=${lang}`);
    const saleId = sale.items[0]!.ID;
    const rentId = rent.items[0]!.ID;
    for (const id of [saleId, rentId]) {
      paths.add(`/${lang}/property/${id}/`);
      const canonical = (await get(`/${lang}/property/${id}/`)).location;
      if (canonical) paths.add(new URL(canonical, base).pathname);
    }
    const detail = (await get(`/${lang}/property/${saleId}/`)).location;
    if (detail) {
      const path = new URL(detail, base).pathname;
      paths.add(`${path}?form=contact-me`);
      paths.add(`${path}?form=contact-appointment`);
    }
    paths.add(`/${lang}/projects/project/${project!.ID}/`);
    paths.add(`/${lang}/property/999999999/`);
    paths.add(`/${lang}/no-such-page/`);
    paths.add(`/${lang}/for-sale/?sort=price-asc&page=2`);
    paths.add(`/${lang}/for-rent/?sort=price-desc&minRooms=2`);
    paths.add(`/${lang}/for-sale/?page=abc&city=[]`);
    paths.add(`/${lang}/favourites/?ids=${saleId},${rentId}`);
    paths.add(`/${lang}/compare/?ids=${saleId},${rentId}`);
    paths.add(`/${lang}/login/`);
    paths.add(`/${lang}/login/forgot/`);
    paths.add(`/api/search?q=&lang=${lang}`);
    paths.add(`/api/search?q=gent&lang=${lang}`);
    paths.add(`/api/search?q=${saleId}&lang=${lang}`);
    paths.add(`/api/properties?goal=0&sort=price-asc&page=2&lang=${lang}`);
    paths.add(`/api/properties?goal=1&city=Gent&lang=${lang}`);
    paths.add(`/api/projects?lang=${lang}`);
    paths.add(`/api/site?lang=${lang}`);
    paths.add(`/api/purchase-costs?price=350000&zip=9000&kind=existing&ownHome=1&lang=${lang}`);
    paths.add(`/api/purchase-costs?price=abc&zip=9000&kind=existing&ownHome=1&lang=${lang}`);
  }
  paths.add('/');
  paths.add('/property/1/');
  paths.add('/for-sale/');

  mkdirSync(dir, { recursive: true });
  const index: string[] = [];
  const write = (path: string, answer: Answer) => {
    const n = String(index.length).padStart(4, '0');
    const head = `${answer.status} ${answer.type ?? '-'} ${answer.location ? normalise(answer.location, origin) : '-'}`;
    writeFileSync(join(dir, `${n}.txt`), `${path}\n${head}\n\n${normalise(answer.body, origin)}`);
    index.push(`${n} ${path} ${head}`);
  };
  for (const path of [...paths].sort()) write(path, await get(path));

  // The portal, logged in as the demo owner (the session cookie goes with every later request).
  const login = await fetch(`${base}/api/owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...OWNER, lang: 'en' }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (login.status !== 200 || !cookie) throw new Error(`demo owner login answered ${login.status}`);
  for (const lang of LANGS) write(`/${lang}/login/portal/ (logged in)`, await get(`/${lang}/login/portal/`));

  writeFileSync(join(dir, 'index.txt'), `${index.join('\n')}\n`);
  console.log(`${index.length} answers written to ${dir}`);
}

/** The text without the named attributes (` name="…"`). */
const without = (text: string, attributes: readonly string[]): string =>
  attributes.reduce((t, name) => t.replace(new RegExp(` ${name}="[^"]*"`, 'g'), ''), text);

function compare(a: string, b: string, ignored: readonly string[] = []): number {
  const files = new Set([...readdirSync(a), ...readdirSync(b)]);
  let differing = 0;
  let onlyIgnored = 0;
  for (const file of [...files].sort()) {
    let left = '';
    let right = '';
    try {
      left = readFileSync(join(a, file), 'utf8');
    } catch {}
    try {
      right = readFileSync(join(b, file), 'utf8');
    } catch {}
    if (left === right) continue;
    if (ignored.length) {
      const [l, r] = [without(left, ignored), without(right, ignored)];
      if (l === r) {
        onlyIgnored++;
        continue;
      }
      [left, right] = [l, r];
    }
    differing++;
    const [title] = (left || right).split('\n');
    let at = 0;
    while (at < left.length && left[at] === right[at]) at++;
    console.log(
      `DIFFERS ${file} ${title}\n  before: …${left.slice(Math.max(0, at - 60), at + 100)}\n  after:  …${right.slice(Math.max(0, at - 60), at + 100)}`,
    );
  }
  const also = ignored.length ? `, ${onlyIgnored} more differ only by ${ignored.join(', ')}` : '';
  console.log(`${files.size} files compared, ${differing} differ${also}`);
  return differing ? 1 : 0;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const at = args.indexOf('--ignore');
  process.exit(compare(args[1]!, args[2]!, at > 0 ? (args[at + 1] ?? '').split(',').filter(Boolean) : []));
} else if (args[0]) await snapshot(args[0], args[1] ?? 'http://127.0.0.1:8787');
else {
  console.error('usage: npm run html-snapshot -- DIR [BASE_URL] | --compare DIR_A DIR_B [--ignore ATTR,…]');
  process.exit(2);
}
