/**
 * Where a form's refusal lands, in Chromium on a phone (375 × 812), with the property page's
 * contact form (docs/forms-and-leads.md "Where a refusal lands", decision record 046):
 * - with JavaScript, a phone 'abc' is refused in the browser with the server's words, the focus
 *   on the phone field, in view below the fixed header and above the contact bar; refused as a
 *   whole (the fill-time check), the form's message has the focus, in view;
 * - without JavaScript, the answer page opens at the form's message (the action's fragment);
 * - a Send before the island hydrated (React's chunk held back) is checked by React all the same:
 *   no plain post, the messages and the focus as above;
 * - a plain post refused while the page's script was held keeps its marks once the script runs
 *   and once the island hydrates, the address back on the property's page, the focus on the field;
 * - the valuation's postcode 99999 is refused in Dutch, with and without JavaScript;
 * - the sticky 'Enquire' brings the form's heading fully into view below the header and focuses it;
 * - the purchase-cost calculator says what is wrong with a price 'abc';
 * - a viewing booked with JavaScript: the thank-you page restates the property and the slot.
 * The fill-time rule needs 3 s between the page and the post: the tests wait for it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asVisitor, baseUrl, closeBrowser, holdScript, hydrated, type Visit } from './browser';
import type { Property } from '../../shared/model/property';
import { propertyHref } from '../../shared/paths/property-path';
import { pathTable } from '../../shared/content/path-table-instance';

afterAll(closeBrowser);

let visitor = 0;
/** An address of its own for each visitor (the per-IP form limit would refuse a suite from one address). */
const nextIp = () => `198.51.100.${100 + ++visitor}`;
/** A phone-sized visitor (375 × 812), with or without JavaScript. */
const visit = (js: boolean, run: Visit) => asVisitor({ ip: nextIp(), width: 375, height: 812, js }, run);

const fillTime = (page: Page) => page.waitForTimeout(3200);

let saleHref = '';
async function sale(): Promise<string> {
  if (saleHref) return saleHref;
  const res = await fetch(`${baseUrl()}/api/properties?goal=0&lang=en`);
  const items = ((await res.json()) as { items: Property[] }).items;
  const p = items.find((i) => i.Marquee === 0)!;
  saleHref = propertyHref(pathTable, 'en', p);
  return saleHref;
}

/** Where the focus is, and whether it is in view between the fixed header and the contact bar. */
const focusView = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header.header')?.getBoundingClientRect();
    const bar = document.querySelector('.contact-bar')?.getBoundingClientRect();
    const barTop = bar && bar.height > 0 ? bar.top : window.innerHeight;
    return {
      id: el.id,
      inView: r.top >= (header?.bottom ?? 0) && r.bottom <= barTop,
    };
  });

async function fillContact(page: Page, phone: string): Promise<void> {
  const form = page.locator('form[data-form="contact-me"]');
  await form.locator('input[name="title"][value="ms"]').check();
  await form.locator('#contact-me-firstName').fill('Anna');
  await form.locator('#contact-me-lastName').fill('Peeters');
  await form.locator('#contact-me-email').fill('anna@example.be');
  await form.locator('#contact-me-phone').fill(phone);
}

const PHONE_MESSAGE =
  'Please enter a phone number we can call, such as 0470\u00a012\u00a034\u00a056 or +32\u00a02\u00a0555\u00a001\u00a023';

describe('a refusal lands where the visitor looks', () => {
  it('with JavaScript: phone "abc" refused in the browser, the focus on the field, in view', () =>
    visit(true, async (page, errors) => {
      await page.goto(await sale());
      await hydrated(page);
      await fillContact(page, 'abc');
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      await expect.poll(() => page.locator('#contact-me-phone').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#contact-me-phone-error').textContent()).toBe(PHONE_MESSAGE);
      await expect.poll(() => focusView(page)).toEqual({ id: 'contact-me-phone', inView: true });
      // Refused in the browser: still on the property's page.
      expect(new URL(page.url()).pathname).toBe(await sale());
      expect(errors).toEqual([]);
    }));

  it('with JavaScript, a refusal of the whole form (the fill-time check): the form’s message has the focus, in view', () =>
    visit(true, async (page, errors) => {
      await page.goto(await sale());
      await hydrated(page);
      await fillContact(page, '0475 12 34 56');
      // A fill-time token the server cannot read (as a forged or expired one): it refuses the whole
      // form with a message of its own, whatever the machine's speed.
      await page.locator('form[data-form="contact-me"] input[name="_ts"]').evaluate((el) => {
        (el as HTMLInputElement).value = 'not-a-token';
      });
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      await expect
        .poll(() => page.locator('#contact-me-alert').textContent())
        .toBe('Please check your details and send the form again.');
      await expect.poll(() => focusView(page)).toEqual({ id: 'contact-me-alert', inView: true });
      expect(errors).toEqual([]);
    }));

  it('without JavaScript: the answer page opens at the form’s message', () =>
    visit(false, async (page) => {
      await page.goto(await sale());
      await fillContact(page, 'abc');
      await fillTime(page);
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      await page.waitForURL(/\/api\/forms\/contact-me#contact-me-alert$/);
      expect(await page.locator('#contact-me-phone-error').textContent()).toBe(PHONE_MESSAGE);
      expect(await page.locator('#contact-me-phone').inputValue()).toBe('abc');
      await expect.poll(() => focusView(page)).toEqual({ id: 'contact-me-alert', inView: true });
    }));

  it('a Send before the island hydrated is checked by React: no plain post, the messages and the focus', () =>
    visit(true, async (page, errors) => {
      // React's chunk held back: the island cannot hydrate yet.
      const release = await holdScript(page, '**/assets/hydrate-*.js');
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/forms/')) posts.push(r.url());
      });
      await page.goto(await sale(), { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await fillContact(page, 'abc');
      await fillTime(page);
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      expect(await page.locator('[data-island="form"][data-hydrated] form[data-form="contact-me"]').count()).toBe(0);
      release();
      await expect.poll(() => page.locator('#contact-me-phone').getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => focusView(page)).toEqual({ id: 'contact-me-phone', inView: true });
      expect(posts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(await sale());
      expect(errors).toEqual([]);
    }));

  it('a plain post refused while the page’s script was late keeps its marks when the script runs and the island hydrates', () =>
    visit(true, async (page, errors) => {
      const release = await holdScript(page);
      await page.goto(await sale(), { waitUntil: 'domcontentloaded' });
      await fillContact(page, 'abc');
      await fillTime(page);
      await page.locator('form[data-form="contact-me"] button[type="submit"]').click();
      await page.waitForURL(/\/api\/forms\/contact-me#contact-me-alert$/, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      release();
      await hydrated(page);
      // The address is the property's page again, at the form's message.
      await expect.poll(() => new URL(page.url()).pathname).toBe(await sale());
      expect(new URL(page.url()).hash).toBe('#contact-me-alert');
      expect(await page.locator('#contact-me-phone-error').textContent()).toBe(PHONE_MESSAGE);
      // The island hydrates from the same submission: the marks stay.
      await page.locator('#contact-me-lastName').hover();
      await page.waitForSelector('[data-island="form"][data-hydrated] form[data-form="contact-me"]');
      expect(await page.locator('#contact-me-phone').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#contact-me-phone-error').textContent()).toBe(PHONE_MESSAGE);
      expect(await page.locator('#contact-me-phone').inputValue()).toBe('abc');
      expect(errors).toEqual([]);
    }));

  it.each([true, false])('the valuation refuses postcode 99999 in Dutch (JavaScript %s)', (js) =>
    visit(js, async (page) => {
      await page.goto('/nl/gratis-schatting/');
      if (js) await hydrated(page);
      const form = page.locator('form[data-form="contact-demand"]');
      await form.locator('input[name="street"]').fill('Hoogstraat');
      await form.locator('input[name="zip"]').fill('99999');
      await form.locator('input[name="city"]').fill('Brussel');
      await form.locator('select[name="propertyType"]').selectOption({ index: 1 });
      await form.locator('input[name="title"][value="mr"]').check();
      await form.locator('input[name="firstName"]').fill('Jan');
      await form.locator('input[name="lastName"]').fill('Peeters');
      await form.locator('input[name="email"]').fill('jan@example.be');
      await form.locator('input[name="phone"]').fill('02 555 01 23');
      await fillTime(page);
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator('#contact-demand-zip-error').textContent())
        .toBe(
          'Vul een Belgische postcode in, zoals 1000; zet voor een adres in het buitenland de landcode ervoor, zoals L-1234',
        );
      expect(await page.locator('#contact-demand-phone').getAttribute('aria-invalid')).toBeNull();
      await expect
        .poll(() => focusView(page).then((f) => f.id))
        .toBe(js ? 'contact-demand-zip' : 'contact-demand-alert');
    }),
  );
});

describe('around the forms', () => {
  it.each([375, 800])(
    'the sticky Enquire (%i px) brings the form’s heading into view below the header and focuses it',
    (width) =>
      asVisitor({ ip: nextIp(), width, height: 812 }, async (page, errors) => {
        await page.goto(await sale());
        await hydrated(page);
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.locator('.contact-bar__action--primary').click();
        await expect.poll(() => focusView(page)).toEqual({ id: 'contact-me--heading', inView: true });
        expect(new URL(page.url()).hash).toBe('#contact-me');
        expect(errors).toEqual([]);
      }),
  );

  it('the purchase-cost calculator says what is wrong with a price "abc"', () =>
    asVisitor({ ip: nextIp(), width: 800, height: 812 }, async (page, errors) => {
      await page.goto(await sale());
      await hydrated(page);
      await page.locator('#purchase-costs').scrollIntoViewIfNeeded();
      const price = page.locator('#purchase-costs .costs__field input').first();
      await price.waitFor({ timeout: 15_000 });
      await price.fill('abc');
      await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await price.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Give the price as a positive amount in euros, for example 350000.',
      );
      await price.fill('350.000');
      await expect.poll(() => price.getAttribute('aria-invalid')).toBeNull();
      await expect.poll(() => page.locator('#purchase-costs [data-part="totalCosts"] td').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }));

  it('a viewing booked with JavaScript: the thank-you page restates the property and the slot', () =>
    visit(true, async (page, errors) => {
      await page.goto(`${await sale()}?form=contact-appointment`);
      await hydrated(page);
      const form = page.locator('form[data-form="contact-appointment"]');
      const slot = form.locator('input[name="slotId"]').first();
      await slot.check();
      const slotLabel = (await slot.locator('xpath=..').textContent())!;
      await form.locator('input[name="title"][value="ms"]').check();
      await form.locator('input[name="firstName"]').fill('Anna');
      await form.locator('input[name="lastName"]').fill('Peeters');
      // One booking per address and slot: an address of this run's own.
      const email = `anna.${Date.now()}@example.be`;
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('0475 12 34 56');
      await fillTime(page);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/feedback\/contact-appointment\/\?back=/);
      const sent = page.locator('section.sent');
      await expect.poll(() => sent.locator('h2').textContent()).toBe('What you sent');
      const title = await page.request.get(`/api/properties?goal=0&lang=en`).then(async (r) => {
        const items = ((await r.json()) as { items: Property[] }).items;
        return items.find((i) => propertyHref(pathTable, 'en', i) === saleHref)!.Title;
      });
      expect(await sent.getByRole('link', { name: title }).getAttribute('href')).toBe(saleHref);
      // The slot's hours as the form showed them ('1/12/2026 · 17:00–18:00 · …').
      const hours = /(\d{2}:\d{2})–(\d{2}:\d{2})/.exec(slotLabel)!;
      expect(await sent.textContent()).toContain(`${hours[1]}\u2060\u2013\u2060${hours[2]}`);
      expect(await sent.textContent()).toContain(`We will answer you at ${email}.`);
      expect(errors).toEqual([]);
    }));
});
