/**
 * The islands render in Chromium (decision record 022): the page works from its plain-script
 * runtime without React or router code; an island downloads React and its own chunk only when a
 * visitor reaches for it, hydrates without a mismatch, and navigates by document navigation.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { api, closeBrowser, hydrated, islandReady, newPage, pageAt } from './browser';

afterAll(closeBrowser);

describe('the islands render', () => {
  it('loads no React and no router on a visit that touches nothing; the home search hydrates on intent', async () => {
    const { context, page, errors } = await newPage(1280, 900);
    const scripts: string[] = [];
    // The first visit's script bodies, awaited before they are summed (one still being read when the
    // context closes would reject with no one to catch it); later scripts are only named.
    const bodies: Promise<number>[] = [];
    let firstVisit = true;
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      scripts.push(new URL(r.url()).pathname);
      if (firstVisit) bodies.push(r.body().then((body) => body.length));
    });
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await hydrated(page);
    firstVisit = false;
    const bytes = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
    // React and its DOM renderer are over 180 KB of script (uncompressed); the runtime and the parts a first visit runs are a fraction of it.
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(60_000);
    expect(scripts.some((s) => /\/assets\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    // Not React's own chunk, nor the dictionaries' loader.
    expect(scripts.filter((s) => /\/assets\/(hydrate|load-client)-/.test(s))).toEqual([]);
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false);
    // The lazy chunks' own imports load through the module graph, not from links the runtime adds
    // (Vite's preload helper: most of the runtime's start at 4× CPU; vite.config.ts).
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);

    await islandReady(page, 'home-search');
    expect(scripts.some((s) => /\/assets\/hydrate-/.test(s))).toBe(true);
    const input = page.getByRole('combobox', { name: /search/i });
    await input.click();
    await input.fill('Hass');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/for-(sale|rent)\/|\/en\/for-(sale|rent)\/.+\/\d+\//);
    // A new document, not an in-app navigation.
    await hydrated(page);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.evaluate(() => document.referrer)).toMatch(/\/en\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/en/for-sale/', 375],
    ['/de/', 1280],
  ] as const)(
    'requests the island runtime only after %s has had its first contentful paint (%i px)',
    async (path, width) => {
      const { context, page, errors } = await pageAt(path, width, 800);
      const { paint, runtime } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        runtime: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/islands-[\w-]+\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.startTime),
      }));
      expect(paint).not.toBeNull();
      // One request for the runtime, and it left after the first contentful paint was shown
      // (decision record 020, amendment 044): nothing of the scripts comes before it.
      expect(runtime).toHaveLength(1);
      expect(runtime[0]!).toBeGreaterThanOrEqual(paint!);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the shell working without React: fixed header, drawer with Escape, scroll to top', async () => {
    const { context, page, errors } = await pageAt('/de/', 375, 700);
    const header = page.locator('header.header');
    expect(await header.getAttribute('data-fixed')).toBe('false');
    expect(await header.getAttribute('class')).toContain('header--transparent');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('true');
    expect(await header.getAttribute('class')).not.toContain('header--transparent');
    expect(await page.locator('.logo').isVisible()).toBe(true);
    const up = page.locator('button.scroll-top');
    await expect.poll(() => up.isVisible()).toBe(true);
    await up.click();
    await expect.poll(() => header.getAttribute('data-scroll-y')).toBe('0');
    // Back at the top: transparent again, the logo still shown.
    await expect.poll(() => header.getAttribute('class')).toContain('header--transparent');
    expect(await page.locator('.logo').isVisible()).toBe(true);

    const toggle = page.locator('summary.header__toggle');
    await toggle.click();
    await expect.poll(() => page.locator('details.nav-toggle').getAttribute('open')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('details.nav-toggle').getAttribute('open')).toBeNull();
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the cookie settings from the footer, and the consent dialog on a first visit', async () => {
    const { context, page } = await newPage(1280, 900, { consent: 'undecided' });
    // Every script's body, read as it arrives and awaited before the sum (a body still being read
    // when the context closes would reject with no one to catch it).
    const bodies: Promise<number>[] = [];
    const onResponse = (r: Response) => {
      if (r.request().resourceType() === 'script') bodies.push(r.body().then((body) => body.length));
    };
    page.on('response', onResponse);
    await page.goto('/fr/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.consent === 'asking');
    page.off('response', onResponse);
    const bytes = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
    // The dialog is plain script: a first visit still downloads no React.
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(60_000);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.consent === 'applied');
    const settings = page.getByRole('button', { name: 'Paramètres des cookies' });
    await settings.click();
    await page.waitForFunction(() => document.documentElement.dataset.consent === 'asking');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });

  it('never hydrates the photos: their lightbox opens at photo 1, moves, closes and gives focus back', async () => {
    const list = (await api(`/api/properties?goal=0&lang=en`)) as {
      items: { ID: number; Marquee: number }[];
    };
    const id = list.items.find((p) => p.Marquee === 0)?.ID;
    const { context, page, errors } = await pageAt(`/en/property/${id}/`);
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false);
    const lead = page.locator('.photos__lead a');
    await lead.click();
    const dialog = page.getByRole('dialog', { name: /^Photos: / });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const counter = () => dialog.locator('.lightbox__counter').textContent();
    await expect.poll(counter).toMatch(/^Photo 1 of \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).toMatch(/^Photo 2 of \d+$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await lead.evaluate((el) => el === document.activeElement)).toBe(true);
    // The photos stay the server's HTML (only the lightbox is React's), and the island's root takes no box.
    expect(await page.locator('[data-island="photos"]').getAttribute('data-hydrated')).toBeNull();
    expect(await page.locator('[data-island="photos"]').evaluate((el) => getComputedStyle(el).display)).toBe(
      'contents',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never speculates on the API, the owner portal, a form opener or the cookie reset', async () => {
    const { context, page } = await newPage(1280, 900);
    await page.goto('/en/');
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
      prerender: { where: { and: [unknown, { not: { selector_matches: string } }] }; eagerness: string }[];
    };
    const [rule] = rules.prerender;
    expect(rule?.eagerness).toBe('moderate');
    const never = rule!.where.and[1].not.selector_matches;
    // What each selector excludes, checked on links built in the page itself.
    const excluded = await page.evaluate((selector) => {
      const hrefs = [
        '/api/search?q=x',
        '/en/login/portal/',
        '/en/for-sale/x/y/1/?form=visit',
        '/en/?setcookies',
        '/media/x.pdf',
        '/en/contact/',
      ];
      return hrefs.map((href) => {
        const a = document.createElement('a');
        a.href = href;
        a.setAttribute('href', href);
        document.body.appendChild(a);
        const out = a.matches(selector);
        a.remove();
        return out;
      });
    }, never);
    expect(excluded).toEqual([true, true, true, true, true, false]);
    await context.close();
  });
});
