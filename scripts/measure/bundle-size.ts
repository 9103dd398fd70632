/**
 * Page weight as a first visit gets it (docs/quality.md, 'Speed'), measured in the system
 * Chromium against a running site: for each page type, a fresh browser context (no cache, no
 * cookie choice, so the consent dialog loads too) opens the page at 375 px and waits until the
 * network is idle. Reported per page:
 * - JavaScript: every script response until then, gzip-compressed here (level 9) from its body,
 *   against the budget (≤ 70 KB on home, listing and contact; ≤ 90 KB on property and project);
 * - whether router code reached the browser (TanStack Router's markers in any script);
 * - HTML: the document's bytes as sent (uncompressed; ≤ 60 KB, property and project ≤ 80 KB);
 * - stylesheet files loaded until then (gzip, as the scripts; inline styles are in the HTML);
 * - elements after load (`document.querySelectorAll('*')`, ≤ 800 on every page type).
 * The listing's map view is measured too (`map`): every script until the network is idle, the map
 * frame's maplibre included, reported without a JavaScript budget (the bars allow maplibre only
 * with the map; it loads once the map is shown), with the listing's HTML budget.
 * `npm run size -- [BASE_URL] [lang ...]` (default http://127.0.0.1:8787, en and de). Exits 1
 * when a page is over a budget.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { chromiumPath } from '../lib/chromium';

const [base = 'http://127.0.0.1:8787', ...asked] = process.argv.slice(2);
const langs = asked.length ? asked : ['en', 'de'];

interface PageType {
  name: string;
  /** The page's path in a language (a property and a project are found through the JSON API). */
  path: (lang: string) => Promise<string>;
  /** null: reported, no budget (the map view). */
  jsKb: number | null;
  /**
   * Instead of the network going idle (the map view: its frame's script and worker run long, and
   * on a loaded machine the page was seen not to go idle within 30 s): the page's load event, then
   * this state (the map's markers drawn: the frame and its worker have loaded), then the network
   * idle if it comes within 10 s.
   */
  ready?: (page: Page) => Promise<void>;
  htmlKb: number;
}

const LISTING: Record<string, string> = { en: 'for-sale', nl: 'te-koop', fr: 'a-vendre', de: 'kaufen' };
const CONTACT: Record<string, string> = { en: 'contact', nl: 'contact', fr: 'contact', de: 'kontakt' };
const MAX_ELEMENTS = 800;

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}
/** A detail page's canonical path: the short form answers a redirect (or two) to it. */
async function canonical(path: string): Promise<string> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return new URL(res.url).pathname;
}

const pages: PageType[] = [
  { name: 'home', path: async (l) => `/${l}/`, jsKb: 70, htmlKb: 60 },
  { name: 'listing', path: async (l) => `/${l}/${LISTING[l]}/`, jsKb: 70, htmlKb: 60 },
  {
    name: 'map',
    path: async (l) => `/${l}/${LISTING[l]}/?view=map`,
    jsKb: null,
    htmlKb: 60,
    ready: (page) => page.frameLocator('iframe.map-frame').locator('.map-marker').first().waitFor({ timeout: 60_000 }),
  },
  { name: 'contact', path: async (l) => `/${l}/${CONTACT[l]}/`, jsKb: 70, htmlKb: 60 },
  {
    name: 'property',
    path: async (l) => {
      const { items } = await json<{ items: { ID: number; Marquee: number }[] }>(`/api/properties?goal=0&lang=${l}`);
      const open = items.find((p) => p.Marquee === 0) ?? items[0];
      if (!open) throw new Error('no property to measure');
      return canonical(`/${l}/property/${open.ID}/`);
    },
    jsKb: 90,
    htmlKb: 80,
  },
  {
    name: 'project',
    path: async (l) => {
      const [project] = await json<{ ID: number }[]>(`/api/projects?lang=${l}`);
      if (!project) throw new Error('no project to measure');
      return canonical(`/${l}/projects/project/${project.ID}/`);
    },
    jsKb: 90,
    htmlKb: 80,
  },
];

/** Strings only TanStack Router's browser code carries (its dehydrated state and its client). */
const ROUTER_MARKERS = ['$_TSR', 'tsr-stream', '__TSR_'];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--headless=new'] });
let over = false;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const lang of langs) {
  for (const type of pages) {
    const path = await type.path(lang);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; gz: number; router: boolean }>[] = [];
    let counting = true;
    const sheets: Promise<number>[] = [];
    page.on('response', (res: Response) => {
      // Once counted, a late file is left alone (its body cannot be read after the context closes).
      if (!counting) return;
      if (res.request().resourceType() === 'stylesheet')
        sheets.push(res.body().then((body) => gzipSync(body, { level: 9 }).length));
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        res.body().then((body) => ({
          url: res.url(),
          gz: gzipSync(body, { level: 9 }).length,
          router: ROUTER_MARKERS.some((m) => body.includes(m)),
        })),
      );
    });
    const doc = await page.goto(`${base}${path}`, { waitUntil: type.ready ? 'load' : 'networkidle' });
    if (type.ready) {
      await type.ready(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    const html = (await doc?.body())?.length ?? 0;
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    const inlineRouter = await page.evaluate(
      (markers) => [...document.scripts].some((s) => markers.some((m) => s.text.includes(m))),
      ROUTER_MARKERS,
    );
    counting = false;
    const loaded = await Promise.all(scripts);
    const css = await Promise.all(sheets);
    await context.close();
    const js = loaded.reduce((sum, s) => sum + s.gz, 0);
    const router = inlineRouter || loaded.some((s) => s.router);
    const bad = [
      type.jsKb !== null && js > type.jsKb * 1024 && `JS over ${type.jsKb} KB`,
      html > type.htmlKb * 1024 && `HTML over ${type.htmlKb} KB`,
      elements > MAX_ELEMENTS && `over ${MAX_ELEMENTS} elements`,
      router && 'router code in the browser',
    ].filter(Boolean);
    if (bad.length) over = true;
    console.log(
      `${type.name.padEnd(8)} ${lang}  JS ${kb(js).padStart(6)} KB gzip in ${String(loaded.length).padStart(2)} scripts · HTML ${kb(html).padStart(6)} KB · CSS files ${kb(css.reduce((a, b) => a + b, 0)).padStart(5)} KB gzip in ${css.length} · ${String(elements).padStart(5)} elements · router ${router ? 'yes' : 'no '}  ${bad.length ? `OVER: ${bad.join(', ')}` : 'within'}   ${path}`,
    );
  }
}
await browser.close();
process.exit(over ? 1 : 0);
