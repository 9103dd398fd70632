/**
 * The detail page's photos, print sheet and share (docs/media.md) in Chromium:
 * a photo opens the lightbox dialog at 'Photo 1 of N', ArrowRight goes to 'Photo 2 of N',
 * Escape closes it and gives focus back to the photo; without JavaScript each photo is a link to
 * its large image; the print media hides the site's chrome and forms and shows the agency and
 * the page's address; without navigator.share, 'Share' shows the links and copies the address,
 * on a property and on a project page, whose send-to-friend form sends the project.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import {
  api,
  baseUrl,
  closeBrowser,
  holdScript,
  hydrated,
  newPage,
  noScriptPage,
  openBrowser,
  saleWhere,
  pageAt,
} from './browser';

afterAll(closeBrowser);

/** A property for sale, not sold, with at least `min` photos, found through the JSON API. */
async function propertyWithPhotos(min: number): Promise<{ id: number; photos: number }> {
  const hit = await saleWhere<{ ID: number; Photos: unknown[] }>((d) => d.Photos.length >= min);
  if (hit) return { id: hit.ID, photos: hit.Photos.length };
  throw new Error(`no demo property for sale with ${min} photos`);
}

const counter = (page: Page) => page.locator('dialog.lightbox .lightbox__counter').textContent();

describe('photo lightbox in Chromium', () => {
  it('opens from a photo at photo 1 of N, moves with ArrowRight, closes with Escape and gives focus back', async () => {
    const { id, photos } = await propertyWithPhotos(3);
    const { context, page, errors } = await pageAt(`/en/property/${id}/`);
    const lead = page.locator('.photos__lead a');
    await page.evaluate(() => window.scrollTo(0, 120));
    const siteShown = () =>
      page.evaluate(() => {
        const site = document.querySelector('.site')!;
        return { visibility: getComputedStyle(site).contentVisibility, height: site.getBoundingClientRect().height };
      });
    const before = await siteShown();
    expect(before.visibility).toBe('visible');
    await lead.click();
    const dialog = page.getByRole('dialog', { name: /^Photos: / });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => counter(page)).toBe(`Photo 1 of ${photos}`);
    // The page under the opaque backdrop is not rendered while the lightbox is open; it keeps its
    // height and its scroll position (decision record 038).
    expect(await siteShown()).toEqual({ visibility: 'hidden', height: before.height });
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    // The large photo is the one shown, loaded as webp from the srcset.
    await expect
      .poll(() =>
        dialog
          .locator('.lightbox__slide.is-active img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/\/media\/photos\/.+\/(400|600|1360)\.webp$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(`Photo 2 of ${photos}`);
    expect(await dialog.getByRole('button', { name: 'Start the slideshow' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    expect(await lead.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await siteShown()).toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the lightbox at the clicked photo at once, before its code has loaded; the carousel fills it after, or it stays a viewer of that photo', async () => {
    const { id, photos } = await propertyWithPhotos(3);
    const { context, page, errors } = await newPage(375, 740);
    // React's chunk is held back: the click comes while the lightbox's code is still loading.
    const release = await holdScript(page, '**/assets/hydrate-*.js');
    await page.goto(`/en/property/${id}/`);
    await hydrated(page);
    const address = page.url();
    const thumb = page.locator('.photos__thumb a').first();
    await thumb.click();
    const dialog = page.getByRole('dialog', { name: /^Photos: / });
    expect(await dialog.isVisible()).toBe(true);
    expect(await counter(page)).toBe(`Photo 2 of ${photos}`);
    // The photo the page had already loaded, and the focus on the close button.
    expect(
      await dialog
        .locator('.lightbox__first img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('lightbox__close'))).toBe(true);
    expect(await page.locator('.lightbox__main').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('dialog.lightbox .lightbox__main').count()).toBe(1);
    expect(await page.locator('dialog.lightbox').count()).toBe(1);
    expect(await page.locator('.lightbox__first').count()).toBe(0);
    expect(await counter(page)).toBe(`Photo 2 of ${photos}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(`Photo 3 of ${photos}`);
    expect(page.url()).toBe(address);
    expect(errors).toEqual([]);
    await context.close();

    // The code cannot be had (offline): the first frame stays, shows the photo and closes.
    const second = await newPage(375, 740);
    await second.page.route('**/assets/hydrate-*.js', (route) => route.abort());
    await second.page.goto(`/en/property/${id}/`);
    await hydrated(second.page);
    const lead = second.page.locator('.photos__lead a');
    await lead.click();
    await expect.poll(() => second.page.locator('dialog.lightbox .lightbox__first img').count()).toBe(1);
    expect(await second.page.locator('dialog.lightbox .lightbox__counter').textContent()).toBe(`Photo 1 of ${photos}`);
    await second.page.keyboard.press('Escape');
    await expect.poll(() => second.page.locator('dialog.lightbox').count()).toBe(0);
    expect(await lead.evaluate((a) => a === document.activeElement)).toBe(true);
    await second.context.close();
  });

  it('opens at the clicked photo from a smaller one, and with the close button', async () => {
    const { id, photos } = await propertyWithPhotos(3);
    const { context, page } = await pageAt(`/nl/property/${id}/`, 375, 740);
    const second = page.locator('.photos__thumb a').first();
    await second.click();
    await expect.poll(() => counter(page)).toBe(`Foto 2 van ${photos}`);
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    expect(await second.evaluate((a) => a === document.activeElement)).toBe(true);
    await context.close();
  });

  it('without JavaScript, every photo is a link to its large image', async () => {
    const { id, photos } = await propertyWithPhotos(6);
    const { context, page } = await noScriptPage(800, 'undecided');
    await page.goto(`/en/property/${id}/`);
    await page.getByText(`All ${photos} photos`).click();
    const links = page.locator('.photos__list a');
    expect(await links.count()).toBe(photos);
    const href = await links.nth(photos - 1).getAttribute('href');
    // d1 serves its photos at /media/photos/…; a CRM's are absolute URLs (the fake Whise's: this site's /media)
    expect(href).toMatch(/^(https?:\/\/[^/]+)?\/media\/photos\/.+\/1360\.webp$/);
    expect((await page.request.get(href!)).headers()['content-type']).toBe('image/webp');
    await context.close();
  });
});

describe('print sheet in Chromium', () => {
  /** Printed, the site's chrome, forms and buttons are hidden; the price, the facts, the agency and the page's address are shown. */
  async function printed(page: Page): Promise<void> {
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      '.header',
      '.footer',
      '.detail-tools',
      '.detail-forms',
      '.detail-aside',
      '.photos__thumbs',
      '.similar',
    ]) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    for (const shown of ['.detail-head__price', '.photos__lead img', '.key-figures', '.print-footer']) {
      expect(await page.locator(shown).first().isVisible(), shown).toBe(true);
    }
    expect(await page.locator('.print-footer__url').textContent()).toContain(`${baseUrl()}/en/for-sale/`);
  }

  it('hides the site chrome, forms and buttons and shows the price, facts, agency and page address', async () => {
    const { id } = await propertyWithPhotos(1);
    const { context, page } = await pageAt(`/en/property/${id}/`);
    expect(await page.locator('.print-footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    await printed(page);
    mkdirSync('screenshots', { recursive: true });
    await page.pdf({ path: 'screenshots/print-sheet.pdf', format: 'A4' });
    await page.screenshot({ path: 'screenshots/print-preview.png', fullPage: true });
    await context.close();
  });

  it("prints the same sheet without JavaScript: the print rules are in the page type's stylesheet", async () => {
    const { id } = await propertyWithPhotos(1);
    const context = await (await openBrowser()).newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/property/${id}/`);
    expect(await page.locator('.print-footer').isVisible()).toBe(false);
    await printed(page);
    await context.close();
  });
});

describe('share in Chromium', () => {
  it('falls back to links and copy link when navigator.share is missing', async () => {
    const { id } = await propertyWithPhotos(1);
    const { context, page, errors } = await newPage(800);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/fr/property/${id}/`);
    await hydrated(page);
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.locator('.share summary').click();
    const panel = page.locator('.share__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const url = page.url();
    for (const [name, pattern] of [
      ['E-mail', /^mailto:\?subject=/],
      ['WhatsApp', /^https:\/\/wa\.me\//],
      ['Facebook', /^https:\/\/www\.facebook\.com\/sharer\//],
      ['LinkedIn', /^https:\/\/www\.linkedin\.com\//],
      ['X', /^https:\/\/x\.com\//],
    ] as const) {
      const href = await panel.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href, name).toMatch(pattern);
      expect(decodeURIComponent(href!), name).toContain(url);
    }
    await panel.getByRole('button', { name: 'Copier le lien' }).click();
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Lien copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await panel.getByRole('link', { name: 'Envoyer à un ami' }).click();
    await expect
      .poll(() => page.locator('details#send-to-friend').evaluate((d: HTMLDetailsElement) => d.open))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a project page, falls back to links with the project’s address and sends it to a friend', async () => {
    const [project] = await api<{ ID: number }[]>('/api/projects?lang=de');
    const { context, page, errors } = await newPage(375, 740);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/de/projekte/project/${project!.ID}/`);
    await hydrated(page);
    const url = page.url();
    expect(new URL(url).pathname).toMatch(new RegExp(`^/de/projekte/[a-z0-9-]+/${project!.ID}/$`));
    await page.locator('.share summary').click();
    const panel = page.locator('.share__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    for (const name of ['E-Mail', 'WhatsApp', 'Facebook', 'LinkedIn', 'X']) {
      const href = await panel.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(decodeURIComponent(href!), name).toContain(url);
    }
    expect(await panel.locator('.share__url').inputValue()).toBe(url);
    await panel.getByRole('link', { name: 'An einen Freund senden' }).click();
    const friend = page.locator('details#send-to-friend');
    await expect.poll(() => friend.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    const form = friend.locator('form[data-form="send-to-friend"]');
    expect(await form.locator('input[name="projectId"]').inputValue()).toBe(String(project!.ID));
    await form.locator('input[name="firstName"]').fill('Anna');
    await form.locator('input[name="email"]').fill('anna@example.be');
    await form.locator('input[name="friendEmail"]').fill('tom@example.be');
    await page.waitForTimeout(3200); // the forms' minimum fill time (docs/forms-and-leads.md)
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/send-to-friend\/\?back=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uses the Web Share API when the browser has it', async () => {
    const { id } = await propertyWithPhotos(1);
    const { context, page } = await newPage(375, 740);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/en/property/${id}/`);
    await hydrated(page);
    await page.locator('.share summary').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(page.url());
    expect(await page.locator('.share__panel').isVisible()).toBe(false);
    await context.close();
  });
});
