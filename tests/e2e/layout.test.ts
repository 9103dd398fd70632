/**
 * Layout in Chromium: no page type overflows sideways at 320 and 375 px in any language; in
 * German on a phone nothing sticks out of the viewport or of its button, fixed bars included; the
 * scroll-to-top button covers nothing on a phone; the price fields line up; the EPC tile holds its
 * label; a listing without photos shows its type's placeholder and never leads 'latest offers';
 * the map without JavaScript says so and leads to the list; the map frame speaks the page's language;
 * the web font replacing its metric-matched fallback moves nothing on a listing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTable } from '../../shared/content/path-table-instance';
import { LANGUAGES, type Lang } from '../../shared/paths/languages';
import { localizedHref } from '../../shared/paths/path-table';
import { projectHref } from '../../shared/paths/property-path';
import { baseUrl, closeBrowser, hydrated, newPage, openBrowser, pageAt } from './browser';
import { findSamples, type Listed, type Samples } from './samples';

afterAll(closeBrowser);

let sale: Listed, rent: Listed, sold: Listed, photoless: Listed;
let project: Samples['project'];

beforeAll(async () => {
  ({ sale, rent, sold, photoless, project } = await findSamples());
  await openBrowser();
});

/** Every page type in one language: home, listings, projects and one, sale, rent, sold and photo-less property, content, article, 404, login. */
function pageTypes(lang: Lang): string[] {
  const at = (original: string) => localizedHref(pathTable, lang, original);
  return [
    at('/'),
    at('/for-sale/'),
    at('/for-rent/'),
    at('/new-properties/'),
    at('/arrival-properties/'),
    at('/discreet-properties/'),
    `${at('/for-sale/')}?view=map`,
    at('/projects/'),
    projectHref(pathTable, lang, project),
    `/${lang}/property/${sale.ID}/`,
    `/${lang}/property/${rent.ID}/`,
    `/${lang}/property/${sold.ID}/`,
    `/${lang}/property/${photoless.ID}/`,
    at('/our-agency/'),
    at('/services/'),
    at('/services/syndic/'),
    at('/contact/'),
    at('/testimonials/'),
    at('/testimonials/peeters-family-sold-in-six-weeks/'),
    at('/stat/'),
    at('/conditions/'),
    `/${lang}/no-such-page-${lang}/`,
    at('/login/'),
  ];
}

/** The page's width beyond the viewport, with the widest element that sticks out. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    let worst = '';
    let right = width;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > right && !el.closest('.drawer')) {
        right = r.right;
        worst = `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className)}`;
      }
    }
    return `${document.documentElement.scrollWidth}px wide (${worst})`;
  });
}

describe('no horizontal overflow', () => {
  const cases = [375, 320].flatMap((width) => LANGUAGES.map((lang) => [width, lang] as const));
  it.each(cases)(
    'at %i px in %s, on every page type',
    async (width, lang) => {
      const { context, page } = await newPage(width, 740);
      const failures: string[] = [];
      for (const path of pageTypes(lang)) {
        const res = await page.goto(path, { waitUntil: 'load' });
        expect(res?.status(), path).toBeLessThan(500);
        const wide = await overflow(page);
        if (wide) failures.push(`${path}: ${wide}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    180_000,
  );
});

/**
 * What sticks out on a phone, scrolled so that the contact bar and the scroll-to-top button show:
 * an element whose visible part (after its ancestors' clipping) passes an edge of the viewport,
 * even a fixed one that the page's scroll width does not count, or a link or button whose text
 * runs out of its own box (a label spilling under its neighbour).
 */
async function sticksOut(page: Page): Promise<string[]> {
  await page.mouse.wheel(0, 900);
  await page.locator('.scroll-top').waitFor({ state: 'visible' });
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || el.closest('.visually-hidden, .form-honeypot, .drawer, [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const label = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      let { left, right } = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right > left && (right > width + 0.5 || left < -0.5))
        found.push(`${label} spans ${Math.round(left)}..${Math.round(right)} px`);
      if (el.matches('a, button, summary') && style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1)
        found.push(`${label}: text ${el.scrollWidth} px in a ${el.clientWidth} px box`);
    }
    return found;
  });
}

describe('German on a phone', () => {
  it.each([375, 320])(
    'at %i px nothing sticks out of the viewport or of its button: home, a listing, a property and a project',
    async (width) => {
      const { context, page } = await newPage(width, 740);
      const paths = [
        '/de/',
        localizedHref(pathTable, 'de', '/for-sale/'),
        `/de/property/${sale.ID}/`,
        projectHref(pathTable, 'de', project),
      ];
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        failures.push(...(await sticksOut(page)).map((f) => `${path}: ${f}`));
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('keeps call and e-mail as named icon buttons on a narrow phone, with the words from 480 px', async () => {
    const { context, page } = await newPage(375, 740);
    await page.goto(`/de/property/${sale.ID}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Anrufen', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'E-Mail', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.contact-bar__label').first().boundingBox()).toMatchObject({ width: 1 });
    await page.setViewportSize({ width: 600, height: 740 });
    expect((await page.locator('.contact-bar__label').first().boundingBox())!.width).toBeGreaterThan(20);
    await context.close();
  });
});

describe('the web font', () => {
  /** Where the site-wide parts and the first results sit on a listing, in page coordinates. */
  const positions = (page: Page) =>
    page.evaluate(() => {
      const top = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null;
      };
      return {
        topbar: document.querySelector<HTMLElement>('.topbar')?.offsetHeight,
        header: top('.header'),
        main: top('main'),
        h1: top('h1'),
        filters: top('.filters'),
        card: top('main .card'),
      };
    });

  it('moves nothing on a listing when it replaces the fallback: header, heading, filters and first card stay put (four languages, 360 to 1280 px)', async () => {
    const b = await openBrowser();
    const measured: Record<string, Record<string, unknown>>[] = [];
    for (const fonts of [false, true]) {
      const context = await b.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
      const page = await context.newPage();
      if (!fonts) await page.route('**/fonts/**', (route) => route.abort());
      const seen: Record<string, Record<string, unknown>> = {};
      for (const lang of LANGUAGES)
        for (const width of [360, 375, 412, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(localizedHref(pathTable, lang, '/for-sale/'));
          // Every face of the stylesheet settled: the web font loaded (or failed where it is
          // blocked), and the metric-matched fallback faces (local Arial and Arial Bold, one per
          // weight band) loaded too. `fonts.ready` alone can resolve before the page has even
          // asked for a face, and a fallback face still loading leaves the text in the unadjusted
          // system font (seen on a busy machine: a German top bar wrapping at 375 px). Asking for
          // each face here makes its load start now (the page runs no script: this runs in the
          // test's own world).
          await page.evaluate(async () => {
            await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
            await document.fonts.ready;
          });
          const inter = await page.evaluate(
            () =>
              [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'Inter' && f.status === 'loaded')
                .length,
          );
          expect(inter > 0, `web font loaded: ${fonts}`).toBe(fonts);
          seen[`${lang} ${width}`] = await positions(page);
        }
      measured.push(seen);
      await context.close();
    }
    expect(measured[1]).toEqual(measured[0]);
  }, 120_000);
});

describe('phone and tablet layout', () => {
  it('keeps the scroll-to-top button in a slot of the contact bar, off the content', async () => {
    const { context, page } = await pageAt(`/de/property/${sale.ID}/`, 375, 740);
    const epc = page.locator('.key-figures__item--epc, .key-figures__item').last();
    await epc.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const button = page.locator('.scroll-top');
    await expect.poll(() => button.isVisible()).toBe(true);
    const b = (await button.boundingBox())!;
    const bar = (await page.locator('.contact-bar').boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(bar.y);
    expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height);
    for (const action of await page.locator('.contact-bar__action').all()) {
      const a = (await action.boundingBox())!;
      expect(a.x + a.width, 'a contact action runs under the button').toBeLessThanOrEqual(b.x);
    }
    await context.close();
  });

  it('lines up the two price fields however their labels wrap', async () => {
    for (const lang of LANGUAGES) {
      for (const width of [1280, 375]) {
        const { context, page } = await newPage(width, 900);
        await page.goto(localizedHref(pathTable, lang, '/for-sale/'));
        if (width < 1100) await page.locator('.filters__toggle').click();
        const min = (await page.locator('input[name="minPrice"]').boundingBox())!;
        const max = (await page.locator('input[name="maxPrice"]').boundingBox())!;
        expect(Math.abs(min.y - max.y), `${lang} ${width}`).toBeLessThan(1);
        expect(Math.abs(min.height - max.height)).toBeLessThan(1);
        await context.close();
      }
    }
  });

  it('keeps the energy label inside its tile at 800 px', async () => {
    const { context, page } = await newPage(800, 900);
    for (const lang of LANGUAGES) {
      await page.goto(`/${lang}/property/${sale.ID}/`);
      const inside = await page.locator('.key-figures__item').evaluateAll((tiles) =>
        tiles.every((tile) => {
          const t = tile.getBoundingClientRect();
          return Array.from(tile.querySelectorAll('*')).every((c) => {
            const r = c.getBoundingClientRect();
            return r.left >= t.left - 0.5 && r.right <= t.right + 0.5;
          });
        }),
      );
      expect(inside, lang).toBe(true);
    }
    await context.close();
  });
});

describe('listings without photos', () => {
  it("show their type's drawing with a text on the card and the detail page, and never lead 'latest offers'", async () => {
    const { context, page } = await newPage(1280, 900);
    await page.goto('/de/');
    const firstLatest = page.locator('.card').first().locator('.card__media img');
    expect(await firstLatest.getAttribute('src')).toMatch(/^(https?:\/\/[^/]+)?\/media\/photos\//);
    await page.goto(`/de/property/${photoless.ID}/`);
    const lead = page.locator('.photos--empty img');
    expect(await lead.getAttribute('src')).toBe('/brand/placeholders/land.svg');
    expect(await lead.getAttribute('alt')).toBe('Noch kein Foto');
    expect(await lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto('/nl/te-koop/?type=4');
    const card = page.locator('.card', { has: page.locator('img.card__placeholder') });
    expect(await card.count()).toBe(1);
    expect(await card.locator('img').getAttribute('alt')).toBe('Nog geen foto');
    expect(await page.locator('.card').first().locator('img.card__placeholder').count()).toBe(0);
    await context.close();
  });
});

describe('the map', () => {
  it('says without JavaScript that it needs it, and links to the list view', async () => {
    const b = await openBrowser();
    const context = await b.newContext({
      viewport: { width: 375, height: 740 },
      baseURL: baseUrl(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/fr/a-vendre/?view=map&type=1');
    const note = page.locator('.map-panel__noscript');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('La carte a besoin de JavaScript.');
    const link = note.getByRole('link', { name: 'Voir les biens sous forme de liste' });
    expect(await link.getAttribute('href')).toBe('/fr/a-vendre/?type=1');
    await link.click();
    await page.waitForURL(/\/fr\/a-vendre\/\?type=1$/);
    expect(await page.locator('.results__grid .card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("declares the page's language in its frame and labels the popup's close button in it", async () => {
    const { context, page } = await pageAt('/de/kaufen/?view=map&city=Gent');
    const frame = page.frameLocator('iframe.map-frame');
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('de');
    const marker = frame.locator('.map-marker:not(.map-marker--cluster)').first();
    await expect.poll(() => marker.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await marker.click();
    await expect
      .poll(() => frame.locator('.maplibregl-popup-close-button').getAttribute('aria-label'))
      .toBe('Schließen');
    await context.close();
  });
});
