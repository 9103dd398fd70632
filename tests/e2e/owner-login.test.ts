/**
 * The owner login's first field and the forgotten-password page fit the provider (decision
 * record 029). With d1 (and omnicasa) owners log in with an e-mail address and the
 * forgotten-password form sends a message; with E2E_PROVIDER=whise the field takes a Whise
 * username that need not be an e-mail address, and the forgotten-password page sends nothing: it
 * says the agency manages the password and gives the agency's phone and e-mail. A field left
 * empty or not an e-mail address is named in the page's language, not the browser's (that needs
 * the page's script: client/parts/owner-login.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWhiseOwnerUsername } from '../support/fake-whise';
import { closeBrowser, demoOwnerPassword, newPage, provider, pageAt } from './browser';

afterAll(closeBrowser);

const EMAIL = 'owner@example.com';

describe('owner login per provider', () => {
  it('the forgotten-password page sends a message (d1) or says who manages the password (whise)', async () => {
    const { context, page, errors } = await newPage(375, 812);
    await page.goto('/en/login/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/en\/login\/forgot\/$/);
    const card = page.locator('main .owner-card');
    if (provider() === 'whise') {
      await expect.poll(() => card.textContent()).toContain('our agency manages it');
      expect(await card.textContent()).toContain('sends no message');
      expect(await card.locator('form').count()).toBe(0);
      expect(await card.getByRole('textbox').count()).toBe(0);
      const phone = card.getByRole('link', { name: /^Call the agency: / });
      const mail = card.getByRole('link', { name: /^E-mail the agency: / });
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+32\d+$/);
      expect(await mail.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
      expect(await card.textContent()).not.toContain('a message is on its way');
      expect(await card.getByRole('link', { name: 'Back to the login page' }).count()).toBe(1);
    } else {
      await card.getByLabel('E-mail').fill(EMAIL);
      await card.getByRole('button', { name: 'Send the link' }).click();
      await page.waitForURL(/\/en\/login\/\?notice=reset-sent$/);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toContain('If this address belongs to an owner account, a message is on its way.');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names an empty or wrong field in the page language, and lets a Whise username that is no e-mail address through', async () => {
    const { context, page, errors } = await pageAt('/de/login/');
    const field = page.locator('#login-email');
    const password = page.locator('#login-password');
    const message = (locator: typeof field) => locator.evaluate((el) => (el as HTMLInputElement).validationMessage);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // The browser's own bubble would be English here (Chromium's locale); the page's is German.
    if (provider() === 'whise') {
      expect(await field.getAttribute('type')).toBe('text');
      expect(await page.locator('label[for="login-email"]').textContent()).toBe('Benutzername');
      await expect.poll(() => message(field)).toBe('Benutzername ist ein Pflichtfeld');
    } else {
      expect(await field.getAttribute('type')).toBe('email');
      expect(await page.locator('label[for="login-email"]').textContent()).toBe('E-Mail');
      await expect.poll(() => message(field)).toBe('E-Mail ist erforderlich oder ungültig');
      await field.fill('kein-e-mail');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect.poll(() => message(field)).toBe('E-Mail ist erforderlich oder ungültig');
      await field.fill(EMAIL);
    }
    expect(await field.getAttribute('autocomplete')).toBe('username');
    expect(page.url()).toMatch(/\/de\/login\/$/);
    if (provider() === 'whise') await field.fill(fakeWhiseOwnerUsername(EMAIL));
    // Typing clears the field's message; the empty password is named in German too.
    expect(await message(field)).toBe('');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => message(password)).toBe('Passwort ist ein Pflichtfeld');
    await password.fill(demoOwnerPassword());
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/de\/login\/portal\/$/);
    const welcome = await page.locator('.owner-bar__welcome').textContent();
    expect(welcome).toContain(provider() === 'whise' ? fakeWhiseOwnerUsername(EMAIL) : 'Claire Vermeulen');
    expect(errors).toEqual([]);
    await context.close();
  });
});
