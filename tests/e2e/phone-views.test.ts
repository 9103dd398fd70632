/**
 * The owner portal and the comparison on a phone (375 × 812):
 * - a visitor's feedback in the portal's latest entries shows two lines, and a longer one has a
 *   clear expander that shows it whole, without "show all"; the 30-day graph's axis labels are at
 *   least 12 px;
 * - the comparison says that it scrolls sideways (a line above it, in the page's language), keeps
 *   its first column (the row labels) in view while it scrolls, and reaches its last column.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hydrated, logInAsOwner, newPage, provider } from './browser';
import type { Property } from '../../shared/model/property';
import { baseUrl } from './browser';

afterAll(closeBrowser);

describe('on a phone', () => {
  it('the portal: the feedback readable in two lines with its own expander; the graph’s labels at least 12 px', async () => {
    const { context, page, errors } = await newPage(375, 812);
    try {
      await logInAsOwner(page);
      // A note (subject and comment) long enough to need more than two lines, in the latest entries:
      // its two lines are its own expander.
      const note = page.locator('.owner-table--latest details.owner-note--more > summary:has(strong)').first();
      expect(await note.count()).toBe(1);
      // The subject and the comment read as one note, the subject first.
      expect(await note.locator('strong').count()).toBe(1);
      const shut = await note.evaluate((el) => {
        const line = Number.parseFloat(getComputedStyle(el).lineHeight);
        return { lines: Math.round(el.clientHeight / line), cut: el.scrollHeight > el.clientHeight + 1 };
      });
      expect(shut).toEqual({ lines: 2, cut: true });
      // Its name says that it opens; opened, the whole note shows.
      expect(await note.textContent()).toContain('(Read the whole comment)');
      await note.click();
      await expect.poll(() => note.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      expect(await note.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
      // "Show all" was never opened.
      expect(await page.locator('details.owner-more[open]').count()).toBe(0);

      if (provider() !== 'whise') {
        const sizes = await page.locator('.owner-graph__label').evaluateAll((labels) =>
          labels.map((l) => ({
            px: Number.parseFloat(getComputedStyle(l).fontSize),
            shown: l.getBoundingClientRect().width > 0,
          })),
        );
        expect(sizes.length).toBeGreaterThanOrEqual(6);
        for (const s of sizes) expect(s.px).toBeGreaterThanOrEqual(12);
        expect(sizes.every((s) => s.shown)).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['en', '/en/compare/', 'Swipe sideways to see every property\u00a0→'],
    ['de', '/de/vergleichen/', 'Zur Seite wischen, um alle Immobilien zu sehen\u00a0→'],
  ])(
    'the comparison (%s) says it scrolls, keeps its row labels in view and reaches its last column',
    async (_lang, path, hint) => {
      const res = await fetch(`${baseUrl()}/api/properties?goal=0&lang=en`);
      const ids = ((await res.json()) as { items: Property[] }).items.slice(0, 3).map((p) => p.ID);
      const { context, page, errors } = await newPage(375, 812);
      try {
        await page.goto(`${path}?ids=${ids.join(',')}`);
        await hydrated(page);
        const line = page.locator('.compare__hint');
        expect(await line.isVisible()).toBe(true);
        expect(await line.textContent()).toBe(hint);
        const region = page.getByRole('region').filter({ has: page.locator('table.compare') });
        expect(await region.getAttribute('aria-describedby')).toBe('compare-hint');
        const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeGreaterThan(0);
        const labelLeft = () =>
          page
            .locator('table.compare tbody th')
            .first()
            .evaluate((th) => Math.round(th.getBoundingClientRect().left));
        const before = await labelLeft();
        await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect.poll(() => region.evaluate((el) => Math.round(el.scrollLeft))).toBeGreaterThan(0);
        // The row labels stay where they were; the last column is now in view.
        expect(await labelLeft()).toBe(before);
        const last = await page
          .locator('table.compare thead th')
          .last()
          .evaluate((th) => th.getBoundingClientRect().right);
        expect(last).toBeLessThanOrEqual(375);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('on a desktop the comparison fits and says nothing about scrolling', async () => {
    const res = await fetch(`${baseUrl()}/api/properties?goal=0&lang=en`);
    const ids = ((await res.json()) as { items: Property[] }).items.slice(0, 3).map((p) => p.ID);
    const { context, page } = await newPage(1280, 800);
    try {
      await page.goto(`/en/compare/?ids=${ids.join(',')}`);
      expect(await page.locator('.compare__hint').isVisible()).toBe(false);
      expect(
        await page.locator('.compare__scroll').evaluate((el) => el.scrollWidth - el.clientWidth),
      ).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
