/** Shared browser for the end-to-end suite: the system Chromium through playwright-core. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_OWNER_PASSWORD } from '../../scripts/demo/owner';
import { FAKE_WHISE_OWNER_PASSWORD } from '../support/fake-whise';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

let browser: Browser | undefined;

export const baseUrl = () => inject('baseUrl');
/** The provider the site runs on ('d1' or 'whise'). */
export const provider = () => inject('provider');
/** The demo owner's password where the provider checks it: the site's own (d1) or the fake Whise's. */
export const demoOwnerPassword = (): string =>
  provider() === 'whise' ? FAKE_WHISE_OWNER_PASSWORD : DEMO_OWNER_PASSWORD;

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

/** True when the run draws pages in the islands render (the default; E2E_RENDER=document for the other, decision record 022): navigation is document navigation there. */
export function islandsRender(): boolean {
  return process.env.E2E_RENDER !== 'document';
}

/** A fresh context and page at a viewport width (cookie choice already made unless `consent: 'undecided'`); collects console errors and page errors. */
export async function newPage(
  width = 1280,
  height = 900,
  opts: { consent?: 'declined' | 'undecided'; render?: 'islands' | 'document' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const b = await openBrowser();
  const context = await b.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  if (opts.consent !== 'undecided') await decideConsent(context);
  // A render named by the test (decision record 022), asked by the development cookie (worker/render/render-mode.ts).
  if (opts.render) await context.addCookies([{ name: 'render', value: opts.render, url: baseUrl() }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/**
 * Holds back the page's script entry (a visitor acting before the script ran, on a slow phone):
 * returns the function that lets it load.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once React has hydrated the server-rendered page: the router's data is in (`$_TSR`,
 * which the router marks before React renders) and React has claimed the site header (its props
 * are on the element), so the script's handlers are attached. Pages without the site header (the
 * map frame) only wait for the router. A page of the islands render (it holds the page data)
 * waits for the island runtime instead: the shell's script runs and every island has its trigger.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.getElementById('page-data')) return document.documentElement.dataset.islands === 'ready';
      const tsr = (window as unknown as { $_TSR?: { hydrated?: boolean } }).$_TSR;
      if (tsr && tsr.hydrated !== true) return false;
      const header = document.querySelector('header.header');
      return !header || Object.keys(header).some((key) => key.startsWith('__reactProps'));
    },
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
 * Whichever render the run uses: in the islands render, an island brought to life as by a
 * visitor's intent ({@link islandReady}); in the document render, {@link hydrated} covers it.
 */
export async function partReady(page: Page, name: string): Promise<void> {
  if (islandsRender()) await islandReady(page, name);
}

/**
 * The islands render: brings an island to life as a visitor's intent does (the pointer over it),
 * then resolves once React has hydrated it (`data-hydrated`).
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.hover();
  await page.waitForSelector(`[data-island="${name}"][data-hydrated]`, { timeout: 15_000 });
}

/**
 * True when the page came in the islands render (it holds the page data the plain scripts read):
 * no router runs in the browser, so following a link loads a new document. Tests of in-app
 * navigation prove the same behaviour by document navigation there.
 */
export async function rendersIslands(page: Page): Promise<boolean> {
  return page.evaluate(() => document.getElementById('page-data') !== null);
}
