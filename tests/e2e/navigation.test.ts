/**
 * Navigation and focus in Chromium (docs/screens.md): the drawer's focus trap and page order, a
 * drawer opened before the script ran staying open, the menu and language switch without JavaScript,
 * the hidden logo out of the tab order, focus after following a link (a new document), the focus ring's
 * contrast on every background, the current language.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, holdScript, hydrated, newPage, noScriptPage, settled, pageAt } from './browser';

afterAll(closeBrowser);

/** A short description of the focused element: tag, class and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.trim().slice(0, 40) ?? ''}` : 'none';
  });

/** Where the focused element is: inside the drawer, the toggle, main, footer, or elsewhere. */
const focusArea = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.closest('.drawer')) return 'drawer';
    if (el.closest('.nav-toggle')) return 'toggle';
    if (el.closest('main')) return 'main';
    if (el.closest('footer')) return 'footer';
    return 'other';
  });

/**
 * A link is followed as a new document (no router in the browser): focus starts at
 * the top of the new page, the first Tab reaches the skip link, and following it puts the next
 * Tab in the content, not in the header or the footer.
 */
async function expectFocusFromTheTop(page: Page, from: RegExp): Promise<void> {
  await hydrated(page);
  expect(await page.evaluate(() => document.referrer)).toMatch(from);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await focusArea(page)).toBe('body');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^a\.skip-link/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focusArea(page)).toBe('main');
}

describe('mobile drawer', () => {
  it('comes after its toggle in the page order, keeps Tab inside while open and gives focus back to the toggle on Escape', async () => {
    const { context, page, errors } = await pageAt('/en/our-agency/', 375, 740);
    const order = await page.evaluate(() => {
      const toggle = document.querySelector('.header__toggle')!;
      const firstLink = document.querySelector('.drawer a')!;
      return toggle.compareDocumentPosition(firstLink) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    const toggle = page.locator('summary.header__toggle');
    expect(await page.locator('.drawer').getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.drawer').getByRole('link', { name: 'Contact', exact: true }).isVisible())
      .toBe(true);
    expect(await page.locator('details.nav-toggle').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);

    // Forward: every stop is the toggle or inside the drawer, and Tab comes back round to the toggle.
    const stops = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.drawer a[href], .drawer summary')].filter((el) =>
          el.checkVisibility(),
        ).length,
    );
    expect(stops).toBeGreaterThan(5);
    const seen: string[] = [];
    for (let i = 0; i < stops + 1; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focusArea(page));
    }
    expect(seen.slice(0, stops), JSON.stringify(seen)).toEqual(Array(stops).fill('drawer'));
    expect(seen[stops]).toBe('toggle');
    // Backward from the toggle: the drawer's last stop (the last language link).
    await page.keyboard.press('Shift+Tab');
    expect(await focusArea(page)).toBe('drawer');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBe('de');
    await page.keyboard.press('Shift+Tab');
    expect(await focusArea(page)).toBe('drawer');

    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('.drawer').getByRole('link', { name: 'Contact', exact: true }).isVisible())
      .toBe(false);
    expect(await focusArea(page)).toBe('toggle');
    expect(await page.locator('details.nav-toggle').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Closed, Tab skips the drawer: the header's favourites link (after the toggle), then the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('header__favs'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusArea(page)).toBe('main');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays open when a visitor opened it before the script ran, which then adds Escape', async () => {
    const { context, page, errors } = await newPage(375, 740);
    const release = await holdScript(page);
    await page.goto('/en/our-agency/', { waitUntil: 'domcontentloaded' });
    const isOpen = () => page.locator('details.nav-toggle').evaluate((d) => (d as HTMLDetailsElement).open);
    await page.locator('summary.header__toggle').click();
    expect(await isOpen()).toBe(true);
    release();
    await hydrated(page);
    // The shell's script has run (its first scroll check); the drawer must still be open.
    await expect.poll(() => page.locator('header.header').getAttribute('data-scroll-y')).not.toBeNull();
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await focusArea(page)).toBe('toggle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes when a link in it is followed, and when the backdrop is tapped', async () => {
    const { context, page } = await pageAt('/fr/notre-agence/', 375, 740);
    await page.locator('summary.header__toggle').click();
    await page.locator('.drawer summary', { hasText: 'Services' }).click();
    await page.getByRole('link', { name: 'Gestion locative' }).click();
    await page.waitForURL('**/fr/services/gestion-locative/');
    await expect.poll(() => page.locator('.drawer').isVisible()).toBe(false);
    await page.locator('summary.header__toggle').click();
    await expect.poll(() => page.locator('.drawer').isVisible()).toBe(true);
    await page.mouse.click(20, 500);
    await expect.poll(() => page.locator('.drawer').isVisible()).toBe(false);
    await context.close();
  });

  it('shows the language links of the open drawer on the home page in readable colours, the current one marked', async () => {
    for (const width of [375, 800]) {
      const { context, page } = await pageAt('/nl/', width, 800);
      await page.locator('summary.header__toggle').click();
      const links = page.locator('.drawer .langs__link');
      await expect.poll(() => links.first().isVisible()).toBe(true);
      const styles = await links.evaluateAll((els) =>
        els.map((el) => ({
          current: el.getAttribute('aria-current'),
          color: getComputedStyle(el).color,
          background: getComputedStyle(el).backgroundColor,
        })),
      );
      const drawerBg = await page.locator('.drawer').evaluate((el) => getComputedStyle(el).backgroundColor);
      for (const s of styles) {
        const bg = s.background === 'rgba(0, 0, 0, 0)' ? drawerBg : s.background;
        expect(contrast(s.color, bg), `${JSON.stringify(s)} at ${width}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(styles.filter((s) => s.current === 'true' || s.current === 'page')).toHaveLength(1);
      const current = styles.find((s) => s.current !== null)!;
      const other = styles.find((s) => s.current === null)!;
      expect(current.background).not.toBe(other.background);
      await context.close();
    }
  });
  it('has no axe-core WCAG 2.2 AA violation with the drawer and a submenu open on the home page', async () => {
    const { context, page } = await pageAt('/fr/', 375, 800);
    await page.locator('summary.header__toggle').click();
    await page.locator('.drawer summary', { hasText: 'Acheter' }).click();
    // The drawer and the submenu have finished sliding open.
    await settled(page);
    await page.addScriptTag({
      content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
    });
    const found = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('opens the menu, follows a link in a submenu and switches language at 375 px', async () => {
    const { context, page } = await noScriptPage(375, 'undecided', 740);
    await page.goto('/en/our-agency/');
    const drawer = page.locator('.drawer');
    expect(await drawer.isVisible()).toBe(false);
    await page.locator('summary.header__toggle').click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.locator('summary', { hasText: 'Buy' }).click();
    await drawer.getByRole('link', { name: 'All properties for sale' }).click();
    await page.waitForURL('**/en/for-sale/');
    expect(await page.locator('h1').first().textContent()).toMatch(/sale/i);
    expect(await drawer.isVisible()).toBe(false);

    await page.locator('summary.header__toggle').click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/en/contact/');

    await page.locator('summary.header__toggle').click();
    await drawer.getByRole('link', { name: /Français/ }).click();
    await page.waitForURL('**/fr/contact/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await context.close();
  });

  it('switches language and opens a submenu at 1280 px', async () => {
    const { context, page } = await noScriptPage(1280, 'undecided', 800);
    await page.goto('/de/kontakt/');
    await page
      .locator('.header__langs')
      .getByRole('link', { name: /Nederlands/ })
      .click();
    await page.waitForURL('**/nl/contact/');
    await page.locator('.menu summary', { hasText: 'Kopen' }).click();
    await page.getByRole('link', { name: 'Discrete verkoop' }).click();
    await page.waitForURL('**/nl/discrete-panden/');
    await context.close();
  });
});

describe('focus', () => {
  it('reaches the logo, a link home, at the top of the home page and after scrolling', async () => {
    const { context, page } = await pageAt('/en/', 1280, 800);
    const logo = page.locator('a.logo');
    expect(await logo.evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    expect(await logo.getAttribute('href')).toBe('/en/');
    expect(await logo.getAttribute('aria-label')).toBeTruthy();
    // After the skip link and the top bar's links, the logo is a Tab stop at the top of home.
    let reached = false;
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.classList.contains('logo') ?? false);
    }
    expect(reached).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.locator('header.header').getAttribute('data-fixed')).toBe('true');
    expect(await logo.isVisible()).toBe(true);
    await logo.focus();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('logo'))).toBe(true);
    await context.close();
  });

  it("after 'Next page', starts the new page's focus from the top, so Tab reaches the skip link first", async () => {
    const { context, page } = await pageAt('/en/for-sale/');
    const next = page.getByRole('link', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/for-sale\/\?page=2/);
    await expectFocusFromTheTop(page, /\/en\/for-sale\/$/);
    await context.close();
  });

  it('starts focus from the top after following a menu link or switching language (a new document)', async () => {
    const { context, page } = await pageAt('/en/our-agency/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await page.waitForURL('**/en/contact/');
    await expectFocusFromTheTop(page, /\/en\/our-agency\/$/);
    await page
      .locator('.header__langs')
      .getByRole('link', { name: /Deutsch/ })
      .click();
    await page.waitForURL('**/de/kontakt/');
    await expectFocusFromTheTop(page, /\/en\/contact\/$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('draws a focus ring of at least 3:1 against the background on the top bar, header, hero, content and footer', async () => {
    for (const [path, width] of [
      ['/en/', 1280],
      ['/en/', 375],
      ['/en/for-sale/', 1280],
    ] as const) {
      const { context, page } = await pageAt(path, width);
      const failures: string[] = [];
      const areas = new Set<string>();
      for (let i = 0; i < 70; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(ringAgainstBackground);
        if (!ring) continue;
        areas.add(ring.area);
        const best = Math.max(
          contrast(ring.outline, ring.background),
          ring.halo ? contrast(ring.halo, ring.background) : 0,
        );
        if (!ring.visible || best < 3)
          failures.push(`${ring.what}: ${ring.outline} / ${ring.halo} on ${ring.background} = ${best.toFixed(2)}`);
      }
      expect(failures, `${path} at ${width}`).toEqual([]);
      expect([...areas], `${path} at ${width}`).toEqual(
        expect.arrayContaining(width === 1280 && path === '/en/' ? ['topbar', 'header', 'hero', 'main'] : ['main']),
      );
      await context.close();
    }
  });

  it('reaches the footer with a visible ring of at least 3:1', async () => {
    const { context, page } = await pageAt('/en/contact/');
    await page.locator('footer a').first().focus();
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(ringAgainstBackground);
    expect(ring?.area).toBe('footer');
    expect(ring!.visible).toBe(true);
    expect(
      Math.max(contrast(ring!.outline, ring!.background), contrast(ring!.halo ?? ring!.outline, ring!.background)),
    ).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe('language switcher', () => {
  it('marks the current language with aria-current and a visible state', async () => {
    const { context, page } = await pageAt('/fr/contact/', 1280, 800);
    const links = page.locator('.header__langs .langs__link');
    const marks = await links.evaluateAll((els) =>
      els.map((el) => ({
        lang: el.getAttribute('hreflang'),
        current: el.getAttribute('aria-current'),
        background: getComputedStyle(el).backgroundColor,
      })),
    );
    expect(marks.filter((m) => m.current === 'true' || m.current === 'page').map((m) => m.lang)).toEqual(['fr']);
    expect(marks.filter((m) => m.current !== null)).toHaveLength(1);
    const current = marks.find((m) => m.lang === 'fr')!;
    for (const m of marks.filter((x) => x.lang !== 'fr')) expect(m.background).not.toBe(current.background);
    await context.close();
  });
});

/** WCAG contrast ratio of two computed CSS colours (opaque 'rgb(…)' or 'rgba(…)' taken as is). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * In the page: the focused element's ring (outline and halo colours) and the colour behind it,
 * found by compositing the background colours of the elements painted just outside the ring
 * (photos and gradients count as see-through; the hero's own colour stands for its photo).
 */
function ringAgainstBackground() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const card = el.closest('.card');
  const ringEl = style.outlineStyle === 'none' && card ? (card as HTMLElement) : el;
  const ring = getComputedStyle(ringEl);
  const rect = ringEl.getBoundingClientRect();
  const x = rect.left > 12 ? rect.left - 9 : rect.right + 9;
  const y = rect.top + rect.height / 2;
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  let rest = 1;
  let [red, green, blue] = [0, 0, 0];
  for (const under of document.elementsFromPoint(x, y)) {
    if (ringEl.contains(under)) continue;
    const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(under).backgroundColor);
    if (a === 0) continue;
    red += rest * a * r;
    green += rest * a * g;
    blue += rest * a * b;
    rest *= 1 - a;
    if (rest < 0.01) break;
  }
  const out = [red + rest * 255, green + rest * 255, blue + rest * 255];
  const halo = ring.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null;
  const area = ringEl.closest('.topbar')
    ? 'topbar'
    : ringEl.closest('.hero')
      ? 'hero'
      : ringEl.closest('header')
        ? 'header'
        : ringEl.closest('footer')
          ? 'footer'
          : ringEl.closest('main')
            ? 'main'
            : 'other';
  return {
    what: `${ringEl.tagName.toLowerCase()}.${ringEl.className} ${ringEl.textContent?.trim().slice(0, 30) ?? ''}`,
    area,
    visible: ring.outlineStyle !== 'none' && parseFloat(ring.outlineWidth) >= 2,
    outline: ring.outlineColor,
    halo,
    background: `rgb(${out.map((v) => Math.round(v)).join(', ')})`,
  };
}
