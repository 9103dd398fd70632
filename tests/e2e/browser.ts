/** Shared browser for the end-to-end suite: the system Chromium through playwright-core. */
import { chromium, type Browser, type BrowserContext, type FrameLocator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import { FAKE_WHISE_OWNER_PASSWORD } from '../support/fake-whise';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';

let browser: Browser | undefined;

export const baseUrl = () => inject('baseUrl');
/** The site's answer to a path, as JSON (the API's reads). */
export const api = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await fetch(`${baseUrl()}${path}`, init)).json() as Promise<T>;
/** The provider the site runs on ('d1' or 'whise'). */
export const provider = () => inject('provider');
/** The demo owner's password where the provider checks it: the site's own (d1) or the fake Whise's. */
export const demoOwnerPassword = (): string =>
  provider() === 'whise' ? FAKE_WHISE_OWNER_PASSWORD : DEMO_OWNER_PASSWORD;

/**
 * The first property for sale, not sold, whose detail (the JSON API's) passes `test`, reading the
 * listing page by page (20 at most); null when none does.
 */
export async function saleWhere<T extends { ID: number }>(test: (detail: T) => boolean): Promise<T | null> {
  for (let page = 1; page <= 20; page++) {
    const list = await api<{ items: { ID: number; Marquee: number }[]; pages: number }>(
      `/api/properties?goal=0&page=${page}&lang=en`,
    );
    const details = await Promise.all(
      list.items.filter((p) => p.Marquee === 0).map((p) => api<T>(`/api/properties/${p.ID}?lang=en`)),
    );
    const hit = details.find(test);
    if (hit) return hit;
    if (page >= list.pages) break;
  }
  return null;
}

/** Logs the demo owner (owner@example.com) in through the English login page, as a visitor does; resolves on the portal. */
export async function logInAsOwner(page: Page): Promise<void> {
  await page.goto('/en/login/');
  await hydrated(page);
  await page.locator('main input[name="email"]').fill('owner@example.com');
  await page.getByLabel('Password').fill(demoOwnerPassword());
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/login\/portal\/$/);
}

export async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/**
 * Stores a declined cookie choice in a context, so that the consent dialog (a modal: the page
 * behind it is inert) does not open in suites about other things. tests/e2e/consent.test.ts
 * starts without it.
 */
export async function decideConsent(context: BrowserContext): Promise<void> {
  const url = baseUrl();
  await context.addCookies(
    ['consent', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'].map((name) => ({
      name,
      value: name === 'consent' ? 'true' : 'false',
      url,
    })),
  );
}

/** A fresh context and page at a viewport width (cookie choice already made unless `consent: 'undecided'`); collects console errors and page errors. */
export async function newPage(
  width = 1280,
  height = 900,
  opts: { consent?: 'declined' | 'undecided' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const b = await openBrowser();
  const context = await b.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  if (opts.consent !== 'undecided') await decideConsent(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** What a visitor does on its page; `errors` holds the console errors and page errors so far. */
export type Visit = (page: Page, errors: string[]) => Promise<void>;

/**
 * Runs `visit` on the page of a fresh context (cookie choice made) that comes from an address of
 * its own: `ip`, a documentation-range value in the CF-Connecting-IP header the edge sets, kept by
 * the local runtime; the per-IP form limit (10 a minute) would otherwise refuse a suite's later
 * posts, all from 127.0.0.1. The context is closed afterwards, whatever happens. A refused post is
 * answered 422, which the browser reports as a failed load: that one is not counted as an error.
 */
export async function asVisitor(
  opts: { ip: string; width: number; height: number; js?: boolean },
  visit: Visit,
): Promise<void> {
  const context = await (await openBrowser()).newContext({
    viewport: { width: opts.width, height: opts.height },
    baseURL: baseUrl(),
    javaScriptEnabled: opts.js ?? true,
    extraHTTPHeaders: { 'CF-Connecting-IP': opts.ip },
  });
  await decideConsent(context);
  const page = await context.newPage();
  // Console errors (a hydration mismatch shows as one) and page errors.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 422/.test(m.text())) errors.push(m.text());
  });
  try {
    await visit(page, errors);
  } finally {
    await context.close();
  }
}

/**
 * newPage, then the page at `path`, resolved once its script has started (hydrated); `scripts`
 * lists the paths of the scripts the page asked for, from the first (recordScripts).
 */
export async function pageAt(
  path: string,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; scripts: string[] }> {
  const opened = await newPage(width, height);
  const scripts = recordScripts(opened.page);
  await opened.page.goto(path);
  await hydrated(opened.page);
  return { ...opened, scripts };
}

/**
 * A fresh context and page without JavaScript at a viewport size (900 px high unless told), as a
 * visitor whose browser runs no script; the cookie choice is stored unless `consent` is 'undecided'.
 */
export async function noScriptPage(
  width: number,
  consent: 'declined' | 'undecided',
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await openBrowser()).newContext({
    javaScriptEnabled: false,
    baseURL: baseUrl(),
    viewport: { width, height },
  });
  if (consent !== 'undecided') await decideConsent(context);
  return { context, page: await context.newPage() };
}

/** The paths of the scripts a page asks for from now on; the list grows as it asks for more. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** Resolves with a map's frame once the map shows markers (20 s at most: the map's chunk is large). */
export async function withMarkers(frame: FrameLocator): Promise<FrameLocator> {
  await expect.poll(() => frame.locator('.map-marker').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  return frame;
}

/** The hosts of the analytics and advertising tags (Google tag, Google Analytics, Meta pixel). */
export const TAG_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|connect\.facebook\.net)$/;

/**
 * Answers every tag request of a context with an empty script, never the real tag, and returns
 * the list of their URLs, which grows as the pages ask for tags.
 */
export async function recordTags(context: BrowserContext): Promise<string[]> {
  const tags: string[] = [];
  await context.route(
    (url) => TAG_HOSTS.test(url.hostname),
    (route) => {
      tags.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return tags;
}

/**
 * Holds back a script of the page, by default the island runtime (a visitor acting before the
 * script ran, on a slow phone), or another by its URL's pattern (React's chunk, `hydrate-*.js`
 * under /assets/: before an island's code is there): returns the function that lets it load.
 */
export async function holdScript(page: Page, pattern = '**/assets/islands-*.js'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the page's script has started (decision record 022): the island runtime has run
 * the shell's plain script and armed every island. Pages without the page data (the map frame)
 * resolve at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('page-data') || document.documentElement.dataset.islands === 'ready',
    null,
    { timeout: 15_000 },
  );
}

/**
 * Resolves once nothing on the page moves: every running CSS transition and animation (the Web
 * Animations API lists both) has finished, and the web font has loaded. A colour check (axe's
 * contrast rule) or a layout measure taken mid-transition sees an in-between state: a button
 * under the pointer fading to its hover colours, a drawer sliding in.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 10; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' || a.pending);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Brings an island to life as a visitor's intent does (the pointer over it), then resolves once
 * React has hydrated it (`data-hydrated`).
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.hover();
  await page.waitForSelector(`[data-island="${name}"][data-hydrated]`, { timeout: 15_000 });
}
