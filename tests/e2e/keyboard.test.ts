/**
 * Keyboard-only journeys in Chromium (docs/quality.md "Accessibility"): a visitor who cannot use a
 * mouse sends the site contact form and logs into the owner portal with Tab, the arrow keys,
 * typing and Enter alone. Every step asserts where the focus is, so a control that cannot be
 * reached or operated from the keyboard fails the journey.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asVisitor, closeBrowser, demoOwnerPassword, hydrated, type Visit } from './browser';

afterAll(closeBrowser);

let visitor = 0;
/**
 * A keyboard visitor (900 px high) from an address of its own; the cookie choice is made (the
 * consent dialog's own keyboard journey is in consent.test.ts).
 */
const visit = (width: number, run: Visit) => asVisitor({ ip: `203.0.113.${++visitor}`, width, height: 900 }, run);

/** What has the focus: its tag, type, name and the form it belongs to. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.type ?? '',
      name: el?.getAttribute('name') ?? '',
      value: el?.value ?? '',
      form: el?.closest('form')?.getAttribute('data-form') ?? el?.closest('form')?.getAttribute('action') ?? '',
    };
  });

/** Presses Tab until `match` holds for the focused element; fails after `limit` presses. */
async function tabUntil(
  page: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 120,
): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

describe('keyboard only', () => {
  it("opens a property's closed forms from their openers, by Enter and by Space: the focus on the form's summary, then Tab into its fields", () =>
    visit(1280, async (page) => {
      await page.goto('/en/for-sale/');
      const href = await page.locator('main .card a').first().getAttribute('href');
      await page.goto(href!);
      await hydrated(page);
      const active = () =>
        page.evaluate(() => ({
          tag: document.activeElement?.tagName.toLowerCase() ?? '',
          text: document.activeElement?.textContent ?? '',
          details: document.activeElement?.closest('details')?.id ?? '',
        }));
      for (const [title, kind, key] of [
        ['Request the documents', 'request-documents', 'Enter'],
        ['Send to a friend', 'send-to-friend', 'Space'],
      ] as const) {
        for (let i = 0; ; i += 1) {
          if (i === 150) throw new Error(`${title}: not reached by Tab`);
          await page.keyboard.press('Tab');
          const f = await active();
          if (f.tag === 'button' && f.text === title) break;
        }
        await page.keyboard.press(key);
        await page.locator(`details#${kind}[open] form[data-form="${kind}"]`).waitFor();
        await expect.poll(active).toMatchObject({ tag: 'summary', details: kind });
        await page.keyboard.press('Tab');
        expect((await focused(page)).form).toBe(kind);
      }
    }));

  it('sends the site contact form: radio by arrow keys, fields by typing, the button by Enter, then the thank-you page', () =>
    visit(1280, async (page) => {
      await page.goto('/en/contact/');
      await hydrated(page);
      const values: Record<string, string> = {
        firstName: 'Anna',
        lastName: 'Peeters',
        email: 'anna@example.be',
        phone: '0470 12 34 56',
        remarks: 'Is the flat on the Meir still available?',
      };
      // The first control of the form is the title group: Tab lands on its first radio.
      await tabUntil(page, (f) => f.form === 'site-contact');
      expect(await focused(page)).toMatchObject({ tag: 'input', type: 'radio', name: 'title' });
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('form[data-form="site-contact"] input[name="title"][value="ms"]').isChecked()).toBe(
        true,
      );
      // Then each field in order, typed; until the submit button has the focus.
      const typed: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        if (f.tag === 'button') break;
        expect(f.form, `focus left the form at ${f.tag} ${f.name}`).toBe('site-contact');
        if (values[f.name] !== undefined && f.value === '') {
          await page.keyboard.type(values[f.name]!);
          typed.push(f.name);
        }
      }
      expect(typed).toEqual(['firstName', 'lastName', 'email', 'phone', 'remarks']);
      expect(await focused(page)).toMatchObject({ tag: 'button', type: 'submit', form: 'site-contact' });
      await page.waitForTimeout(3200); // the forms' minimum fill time
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/feedback\/site-contact\/\?back=/);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Your message has been sent');
      // The way back is reachable from the keyboard too.
      await page.locator('.thanks__back a').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/contact\/$/);
    }));

  it('moves the focus to the first field in error when a required field is left empty', () =>
    visit(375, async (page) => {
      await page.goto('/en/contact/');
      await hydrated(page);
      await tabUntil(page, (f) => f.form === 'site-contact' && f.name === 'lastName');
      await page.keyboard.type('Peeters');
      await tabUntil(page, (f) => f.tag === 'button' && f.form === 'site-contact');
      await page.waitForTimeout(3200);
      await page.keyboard.press('Enter');
      // The title group comes first and was left empty: the focus goes to its first choice (whose id
      // no other element of the page may share), its message beside it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('site-contact-title');
      expect(await page.locator('[id="site-contact-title"]').count()).toBe(1);
      expect(await page.locator('#site-contact-lastName').inputValue()).toBe('Peeters');
      expect(await page.locator('#site-contact-firstName').getAttribute('aria-invalid')).toBe('true');
    }));

  it('logs the demo owner into the portal and out again', () =>
    visit(800, async (page) => {
      await page.goto('/en/login/');
      await hydrated(page);
      await tabUntil(page, (f) => f.name === 'email' && f.form !== '' && f.form !== 'sign-newsletter');
      await page.keyboard.type('owner@example.com');
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('password');
      await page.keyboard.type(demoOwnerPassword());
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/login\/portal\/$/);
      await tabUntil(page, (f) => f.tag === 'button' && /logout/.test(f.form));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/login\/\?notice=logged-out$/);
    }));
});
