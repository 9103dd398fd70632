/**
 * Visitor forms in Chromium: the site contact and a visit request (contact-me) sent in two
 * languages; an empty required field turns red with its message while the other values stay,
 * with and without JavaScript; the thank-you page with its way back. The fill-time rule needs
 * 3 s between the page and the post: the tests wait for it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asVisitor, baseUrl, closeBrowser, hydrated, type Visit } from './browser';

afterAll(closeBrowser);

let visitor = 0;
/** A visitor of this file (375 × 900) from an address of its own, with or without JavaScript. */
const visit = (js: boolean, run: Visit) =>
  asVisitor({ ip: `198.51.100.${++visitor}`, width: 375, height: 900, js }, run);

/** The form's own island hydrated (decision record 022). */
async function formIsland(page: Page, kind: string): Promise<void> {
  await page.waitForSelector(`[data-island="form"][data-hydrated] form[data-form="${kind}"]`);
}

const fillTime = (page: Page) => page.waitForTimeout(3200);

describe.each([true, false])('forms (JavaScript %s)', (js) => {
  it.each([
    ['en', '/en/contact/', 'First name is a required field', 'Your message has been sent'],
    ['fr', '/fr/contact/', 'Prénom est un champ obligatoire', 'Votre message a été envoyé'],
  ])(
    'site contact in %s: red field with its message, values kept, then the thank-you page',
    (_lang, path, message, thanks) =>
      visit(js, async (page, errors) => {
        await page.goto(path);
        const form = page.locator('form[data-form="site-contact"]');
        await form.locator('input[name="title"][value="ms"]').check();
        await form.locator('input[name="lastName"]').fill('Peeters');
        await form.locator('input[name="email"]').fill('anna@example.be');
        await form.locator('textarea[name="remarks"]').fill('A question about a flat');
        await fillTime(page);
        await form.locator('button[type="submit"]').click();
        const first = page.locator('#site-contact-firstName');
        await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
        expect(await page.locator('#site-contact-firstName-error').textContent()).toBe(message);
        expect(await first.getAttribute('aria-describedby')).toBe('site-contact-firstName-error');
        expect(await page.locator('#site-contact-lastName').inputValue()).toBe('Peeters');
        expect(await page.locator('#site-contact-remarks').inputValue()).toBe('A question about a flat');
        expect(await page.locator('input[name="title"][value="ms"]').isChecked()).toBe(true);
        if (js) {
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-contact-firstName');
          await formIsland(page, 'site-contact');
        }
        await first.fill('Anna');
        await fillTime(page);
        await page.locator('form[data-form="site-contact"] button[type="submit"]').click();
        await page.waitForURL(/\/(feedback|merci)\/site-contact\/\?back=/);
        await expect.poll(() => page.locator('h1').textContent()).toBe(thanks);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
        expect(await page.locator('.thanks__back a').getAttribute('href')).toBe(path);
        expect(errors).toEqual([]);
      }),
  );

  it('request the documents from a property page: the closed form opens from its opener, then is sent', () =>
    visit(js, async (page, errors) => {
      await page.goto('/en/for-sale/');
      const href = await page.locator('main .card a').first().getAttribute('href');
      // The form's code (its island's chunk in the islands render) loads only once it is opened.
      const formCode: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/form-[\w-]{8}\.js$/.test(r.url())) formCode.push(r.url());
      });
      await page.goto(href!);
      // Closed, the form is not in the page: only its opener.
      expect(await page.locator('form[data-form="request-documents"]').count()).toBe(0);
      const opener = page.locator('#request-documents .form-disclosure__summary');
      expect(await opener.textContent()).toBe('Request the documents');
      if (js) await expect.poll(() => opener.evaluate((el) => el.tagName)).toBe('BUTTON');
      if (js) await hydrated(page);
      expect(formCode).toEqual([]);
      await opener.click();
      const form = page.locator('details#request-documents[open] form[data-form="request-documents"]');
      await form.waitFor();
      if (js) {
        // Opened in place: the same page, and the focus on the form's summary.
        expect(new URL(page.url()).pathname).toBe(new URL(href!, baseUrl()).pathname);
        expect(new URL(page.url()).search).toBe('');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('details')?.id))
          .toBe('request-documents');
        await formIsland(page, 'request-documents');
        expect(formCode.length).toBe(1);
      } else {
        expect(new URL(page.url()).searchParams.get('form')).toBe('request-documents');
      }
      const id = href!.split('/').filter(Boolean).pop();
      expect(await form.locator('input[name="propertyId"]').inputValue()).toBe(id);
      await form.locator('input[name="title"][value="ms"]').check();
      await form.locator('input[name="firstName"]').fill('Lies');
      await form.locator('input[name="lastName"]').fill('Maes');
      // The documents go once per address and property: an address of its own for each run.
      await form.locator('input[name="email"]').fill(`lies.${js ? 'js' : 'nojs'}.${Date.now()}@example.be`);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await fillTime(page);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/request-documents\/\?back=/);
      // The way back leads to the page, without the open form.
      expect(await page.locator('.thanks__back a').getAttribute('href')).toBe(new URL(href!, baseUrl()).pathname);
      expect(errors).toEqual([]);
    }));

  it.each([
    ['nl', '/nl/te-koop/', 'Telefoonnummer is een verplicht veld', 'Uw informatieaanvraag is verzonden'],
    ['de', '/de/kaufen/', 'Telefonnummer ist ein Pflichtfeld', 'Ihre Informationsanfrage wurde gesendet'],
  ])('visit request (contact-me) in %s from a property page', (_lang, listing, message, thanks) =>
    visit(js, async (page) => {
      await page.goto(listing);
      const href = await page.locator('main .card a').first().getAttribute('href');
      await page.goto(href!);
      const form = page.locator('form[data-form="contact-me"]');
      await form.locator('input[name="title"][value="mr"]').check();
      await form.locator('input[name="firstName"]').fill('Jan');
      await form.locator('input[name="lastName"]').fill('Janssens');
      await form.locator('input[name="email"]').fill('jan@example.be');
      await form.locator('input[name="timeSlots"][value="16-19"]').check();
      await form.locator('input[name="visit"]').check();
      await fillTime(page);
      await form.locator('button[type="submit"]').click();
      const phone = page.locator('#contact-me-phone');
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#contact-me-phone-error').textContent()).toBe(message);
      expect(await page.locator('#contact-me-lastName').inputValue()).toBe('Janssens');
      expect(await page.locator('input[name="timeSlots"][value="16-19"]').isChecked()).toBe(true);
      await phone.fill('0475 12 34 56');
      await fillTime(page);
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      await page.waitForURL(/\/contact-me\/\?back=/);
      await expect.poll(() => page.locator('h1').textContent()).toBe(thanks);
      expect(await page.locator('.thanks__back a').getAttribute('href')).toBe(new URL(href!, baseUrl()).pathname);
    }),
  );
});

describe('a form island before it hydrates', () => {
  it('posts as a plain form: the refused post comes back with its message, the address bar back at the page', () =>
    visit(true, async (page, errors) => {
      // React and the form's code never arrive: the visitor is faster than the island.
      const held: string[] = [];
      await page.route(/\/assets\/(hydrate|form)-[\w-]{8}\.js$/, (route) => {
        held.push(route.request().url());
        return route.abort();
      });
      await page.goto('/en/contact/');
      await hydrated(page);
      const form = page.locator('form[data-form="site-contact"]');
      await form.locator('input[name="lastName"]').fill('Peeters');
      await form.locator('input[name="email"]').fill('anna@example.be');
      await fillTime(page);
      await form.locator('button[type="submit"]').click();
      // Its code could not load: the form posts the plain way, and the page drawn again opens at the form's message.
      await page.waitForURL(/\/en\/contact\/#site-contact-alert$/);
      expect(await page.locator('#site-contact-firstName-error').textContent()).toBe('First name is a required field');
      expect(await page.locator('#site-contact-lastName').inputValue()).toBe('Peeters');
      expect(await page.locator('[data-island="form"][data-hydrated]').count()).toBe(0);
      // The visitor's intent did ask for the island: its code was held back, not missing.
      expect(held.length).toBeGreaterThan(0);
      expect(errors.filter((e) => !/ERR_FAILED|Failed to fetch|dynamically imported module/.test(e))).toEqual([]);
    }));

  /** A property page's first card, in the islands render with its runtime ready. */
  async function propertyPage(page: Page): Promise<string> {
    await page.goto('/en/for-sale/');
    const href = (await page.locator('main .card a').first().getAttribute('href'))!;
    await page.goto(href);
    await hydrated(page);
    return href;
  }

  it("a closed form opens on the click from the server's markup before React has loaded; its island hydrates on it once React arrives, keeping what was typed", () =>
    visit(true, async (page, errors) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const asked: string[] = [];
      await page.route(/\/assets\/(hydrate|form)-[\w-]{8}\.js$/, async (route) => {
        asked.push(new URL(route.request().url()).pathname);
        await held;
        await route.continue();
      });
      const href = await propertyPage(page);
      await page.locator('#request-documents .form-disclosure__summary').click();
      const form = page.locator('details#request-documents[open] form[data-form="request-documents"]');
      await form.waitFor();
      // Drawn by the server (its fill-time token, its way back), in place, with the focus on its summary; React held back.
      expect(new URL(page.url()).search).toBe('');
      expect(await form.locator('input[name="_ts"]').inputValue()).toMatch(/^\d+\./);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('details')?.id))
        .toBe('request-documents');
      expect(await page.locator('[data-island="form"][data-hydrated] #request-documents').count()).toBe(0);
      await form.locator('input[name="firstName"]').fill('Lies');
      // The island asked for React once the form was drawn.
      await expect.poll(() => asked.some((a) => a.includes('/hydrate-'))).toBe(true);
      release();
      await page.waitForSelector('[data-island="form"][data-hydrated] form[data-form="request-documents"]');
      expect(await form.locator('input[name="firstName"]').inputValue()).toBe('Lies');
      // Hydrated: the shared rules answer in place, without a post.
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.locator('#request-documents-lastName').getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe(new URL(href, baseUrl()).pathname);
      // No hydration mismatch, no other error.
      expect(errors).toEqual([]);
    }));

  it("a closed form drawn from the server's markup posts as it is while React never arrives", () =>
    visit(true, async (page, errors) => {
      await page.route(/\/assets\/(hydrate|form)-[\w-]{8}\.js$/, (route) => route.abort());
      const href = await propertyPage(page);
      await page.locator('#request-documents .form-disclosure__summary').click();
      const form = page.locator('details#request-documents[open] form[data-form="request-documents"]');
      await form.waitFor();
      await form.locator('input[name="title"][value="ms"]').check();
      await form.locator('input[name="firstName"]').fill('Lies');
      await form.locator('input[name="lastName"]').fill('Maes');
      await form.locator('input[name="email"]').fill(`lies.drawn.${Date.now()}@example.be`);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await fillTime(page);
      expect(await page.locator('[data-island="form"][data-hydrated]').count()).toBe(0);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/request-documents\/\?back=/);
      expect(await page.locator('.thanks__back a').getAttribute('href')).toBe(new URL(href, baseUrl()).pathname);
      expect(errors.filter((e) => !/ERR_FAILED|Failed to fetch|dynamically imported module/.test(e))).toEqual([]);
    }));
});
