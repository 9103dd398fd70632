/**
 * Texts that never break badly, in Chromium (docs/look-and-feel.md, docs/formatting.md):
 * - no select or button label is cut at 320, 375, 800 or 1280 px in any language, on the pages
 *   with selects and buttons (home, a listing with a city chosen, a property, the valuation, the
 *   search alert, the comparison);
 * - '€' and its amount are joined by a no-break space everywhere a price is written;
 * - the details' value cells hyphenate in the page's language ('hyphens: auto' with its lang), at
 *   375 px in German and Dutch, never spill out of their row, and cut no word without a hyphen:
 *   in a browser that does not hyphenate (this Chromium has no dictionaries) no word of a label
 *   or value runs over two lines;
 * - the footer has one privacy link, and the accessibility statement in four languages;
 * - the energy scale's pointer stands against its own bar at every width.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeBrowser, decideConsent, hydrated, openBrowser } from './browser';
import { cutLabels } from './cut-labels';
import type { Property } from '../../shared/model/property';
import { propertyHref } from '../../shared/paths/property-path';
import { pathTable } from '../../shared/content/path-table-instance';
import { localizedHref } from '../../shared/paths/path-table';

afterAll(closeBrowser);

const LANGS = ['en', 'nl', 'fr', 'de'] as const;
type Lang = (typeof LANGS)[number];

async function pageAt(width: number) {
  const b = await openBrowser();
  const context = await b.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
  await decideConsent(context);
  return { page: await context.newPage(), close: () => context.close() };
}

let sample: { sale: Property; more: Property[] } | undefined;
async function properties() {
  if (sample) return sample;
  const res = await fetch(`${baseUrl()}/api/properties?goal=0&lang=en&sort=price-desc`);
  const items = ((await res.json()) as { items: Property[] }).items.filter((p) => p.Marquee === 0);
  // A Belgian sale with an energy figure, so that its page draws the energy scale.
  const sale = items.find(
    (p) => p.CountryID === 10 && p.EnergyPerformance !== null && p.EnergyPerformance !== undefined,
  )!;
  sample = { sale, more: items.filter((p) => p.ID !== sale.ID).slice(0, 2) };
  return sample;
}

async function pagesOf(lang: Lang): Promise<string[]> {
  const { sale, more } = await properties();
  // The property's own title and city in this language come from its redirect.
  const detail = await fetch(`${baseUrl()}/${lang}/property/${sale.ID}/`, { redirect: 'manual' }).then(
    (r) => new URL(r.headers.get('location')!, baseUrl()).pathname,
  );
  const city = encodeURIComponent(`${sale.City}|${sale.Zip}`);
  return [
    `/${lang}/`,
    `${localizedHref(pathTable, lang, '/for-sale/')}?city=${city}`,
    detail,
    localizedHref(pathTable, lang, '/contact-demand/'),
    localizedHref(pathTable, lang, '/demand-register/'),
    `${localizedHref(pathTable, lang, '/compare/')}?ids=${[sale, ...more].map((p) => p.ID).join(',')}`,
  ];
}

/** Opens what a visitor opens to see every select: the listing's filters sheet. */
const openAll = (page: Page) =>
  page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details.filters')) d.open = true;
  });

describe('no label is cut', () => {
  for (const width of [320, 375, 800, 1280]) {
    it(`at ${width} px in four languages: every select shows its choice whole, no button's text overflows`, async () => {
      const { page, close } = await pageAt(width);
      const found: string[] = [];
      try {
        for (const lang of LANGS) {
          for (const path of await pagesOf(lang)) {
            await page.goto(path);
            await hydrated(page);
            await openAll(page);
            for (const cut of await cutLabels(page)) found.push(`${path}: ${cut}`);
          }
        }
      } finally {
        await close();
      }
      expect(found).toEqual([]);
    }, 240_000);
  }
});

describe('money', () => {
  it.each([
    ['en', 1280],
    ['de', 375],
    ['fr', 320],
  ] as const)(
    '%s at %i px: every euro amount is joined to its sign by a no-break space',
    async (lang, width) => {
      const { page, close } = await pageAt(width);
      try {
        for (const path of [`/${lang}/`, localizedHref(pathTable, lang, '/for-sale/'), (await pagesOf(lang))[2]!]) {
          await page.goto(path);
          await hydrated(page);
          const text = (await page.locator('main').textContent()) ?? '';
          expect(text, path).toMatch(/€\u00a0\d/);
          // No sign apart from its amount: not before a plain space, not at the end of a text.
          expect(text, path).not.toMatch(/€[ \t\n\r\u2009\u202f]+\d|€[ \t\n]*$/m);
        }
      } finally {
        await close();
      }
    },
    120_000,
  );
});

describe('value cells', () => {
  it.each(['de', 'nl'] as const)(
    'at 375 px in %s: hyphenated in the page’s language, never spilling out, no word cut without a hyphen',
    async (lang) => {
      const { page, close } = await pageAt(375);
      try {
        await page.goto((await pagesOf(lang))[2]!);
        await hydrated(page);
        const cells = await page.locator('.detail-group__row dd').evaluateAll((dds) =>
          dds.map((dd) => ({
            lang: (dd.closest('[lang]') as HTMLElement).lang,
            hyphens: getComputedStyle(dd).hyphens,
            spills:
              dd.scrollWidth > dd.clientWidth + 1 ||
              dd.getBoundingClientRect().right > dd.parentElement!.getBoundingClientRect().right + 1,
          })),
        );
        expect(cells.length).toBeGreaterThan(10);
        for (const c of cells) expect(c).toEqual({ lang, hyphens: 'auto', spills: false });
        // No word cut: each word of a label or value (parts between spaces and dashes, where a line
        // may end) stands on one line, unless the browser hyphenates, which marks its cuts.
        const seen = await page.locator('dl.detail-group__list').evaluateAll((lists, lang) => {
          const probe = document.createElement('div');
          probe.lang = lang;
          probe.style.cssText =
            'position:absolute;width:6em;hyphens:auto;-webkit-hyphens:auto;overflow-wrap:normal;word-break:normal;visibility:hidden';
          probe.textContent = lang === 'de' ? 'Überschwemmungsgebiet' : 'overstromingsgevoelig';
          document.body.appendChild(probe);
          const hyphenates = probe.scrollWidth <= probe.clientWidth;
          probe.remove();
          const cut: string[] = [];
          let words = 0;
          for (const cell of lists.flatMap((l) => [...l.querySelectorAll('dt, dd')])) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const m of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2014]+/g)) {
                const range = document.createRange();
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                words += 1;
                if (tops.size > 1) cut.push(m[0]);
              }
            }
          }
          return { hyphenates, words, cut };
        }, lang);
        expect(seen.words).toBeGreaterThan(20);
        if (!seen.hyphenates) expect(seen.cut).toEqual([]);
        // The list itself names the language (not only the page).
        expect(await page.locator('dl.detail-group__list').first().getAttribute('lang')).toBe(lang);
      } finally {
        await close();
      }
    },
    120_000,
  );
});

describe('the footer’s legal links', () => {
  it.each(LANGS)(
    '%s: one privacy link, and the accessibility statement',
    async (lang) => {
      const { page, close } = await pageAt(375);
      try {
        await page.goto(`/${lang}/`);
        const links = await page
          .locator('footer .footer__legal a')
          .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
        const privacy = links.filter((l) => /privacy|privee|confidentialit|datenschutz/i.test(`${l.href} ${l.text}`));
        expect(privacy.map((l) => l.href)).toEqual([localizedHref(pathTable, lang, '/Privacy-statement/')]);
        const statement = localizedHref(pathTable, lang, '/accessibility/');
        expect(links.map((l) => l.href)).toContain(statement);
        await page.goto(statement);
        const main = (await page.locator('main').textContent()) ?? '';
        for (const must of ['WCAG 2.1', 'EN 301 549', 'info@belvue-immo.example', 'axe-core'])
          expect(main, `${lang}: ${must}`).toContain(must);
        expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(6);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      } finally {
        await close();
      }
    },
    120_000,
  );
});

describe('the energy scale', () => {
  it('its pointer stands against the bar of its class at 320, 375, 800 and 1280 px', async () => {
    const { sale } = await properties();
    for (const width of [320, 375, 800, 1280]) {
      const { page, close } = await pageAt(width);
      try {
        await page.goto(propertyHref(pathTable, 'en', sale));
        const svg = page.locator('svg.energy__scale');
        await svg.scrollIntoViewIfNeeded();
        const gap = await svg.evaluate((el) => {
          const pointer = el.querySelector('.energy__pointer') as SVGGraphicsElement;
          const p = pointer.getBoundingClientRect();
          // The bar on the pointer's line: the colored path whose box holds the pointer's middle.
          const middle = p.top + p.height / 2;
          const bar = [...el.querySelectorAll('path[fill]')]
            .filter((b) => b !== pointer)
            .map((b) => b.getBoundingClientRect())
            .find((r) => r.top <= middle && r.bottom >= middle)!;
          return {
            gap: p.left - bar.right,
            scale: el.getBoundingClientRect().width / (el as SVGSVGElement).viewBox.baseVal.width,
          };
        });
        // A few pixels after the bar's tip, never over it, never far from it (it stood ~110 px away).
        expect(gap.gap, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(gap.gap, `${width} px`).toBeLessThanOrEqual(10 * gap.scale + 1);
      } finally {
        await close();
      }
    }
  }, 120_000);
});
