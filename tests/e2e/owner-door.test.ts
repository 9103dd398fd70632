/**
 * The owner's door (docs/owner-portal.md): on a phone the owner login is in the drawer and in the
 * footer, in four languages; the portal's pages have their own tab titles; the login page says what
 * really happens (a reset link by e-mail; a failed login names the e-mail address; a refused login
 * tells the real wait, in seconds under a minute).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hydrated, logInAsOwner, newPage, provider } from './browser';

afterAll(closeBrowser);

const LOGIN: Record<string, string> = {
  en: 'Owner login',
  nl: 'Login voor eigenaars',
  fr: 'Connexion propriétaire',
  de: 'Eigentümer-Login',
};
const LOGIN_PATH: Record<string, string> = { en: '/en/login/', nl: '/nl/login/', fr: '/fr/login/', de: '/de/login/' };

describe('the owner’s door', () => {
  it.each(['en', 'nl', 'fr', 'de'])(
    'on a phone (%s): the owner login is in the drawer and in the footer',
    async (lang) => {
      const { context, page, errors } = await newPage(375, 812);
      try {
        await page.goto(`/${lang}/`);
        await hydrated(page);
        // The top bar's link is hidden on phones.
        await page.locator('summary.header__toggle').click();
        const inDrawer = page.locator('.drawer').getByRole('link', { name: LOGIN[lang], exact: true });
        await expect.poll(() => inDrawer.isVisible()).toBe(true);
        expect(await inDrawer.getAttribute('href')).toBe(LOGIN_PATH[lang]);
        await page.keyboard.press('Escape');
        const inFooter = page.locator('footer').getByRole('link', { name: LOGIN[lang], exact: true });
        await inFooter.scrollIntoViewIfNeeded();
        expect(await inFooter.isVisible()).toBe(true);
        expect(await inFooter.getAttribute('href')).toBe(LOGIN_PATH[lang]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('from 1280 px the drawer’s copy is gone (the top bar shows the login)', async () => {
    const { context, page } = await newPage(1280, 800);
    try {
      await page.goto('/en/');
      await hydrated(page);
      expect(await page.locator('.drawer__extra').isVisible()).toBe(false);
      expect(await page.locator('.topbar').getByRole('link', { name: 'Owner login' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the portal’s pages have their own titles; the login page tells what really happens', async () => {
    const { context, page, errors } = await newPage(375, 812);
    try {
      await page.goto('/en/login/');
      await hydrated(page);
      expect(await page.title()).toBe('Owner portal login | Belvue Immo');
      const main = await page.locator('main').textContent();
      if (provider() !== 'whise') {
        expect(main).toContain('we will e-mail you a link to choose a new one');
        expect(main).not.toContain('we will e-mail it to you');
      }
      await page.goto('/en/login/forgot/');
      expect(await page.title()).toBe('Forgot your password? | Belvue Immo');
      // A refused login's wait, as the server gave it (30 s), in seconds.
      await page.goto('/en/login/?error=limited&retry=30');
      expect(await page.getByRole('alert').textContent()).toContain('Please try again in 30 seconds.');
      await logInAsOwner(page);
      const title = await page.title();
      expect(title).toMatch(/ · Owner portal \| Belvue Immo$/);
      expect(title).not.toContain('Owner login');
      const property = (await page.locator('.owner-pick__item[aria-current="page"]').first().textContent()) ?? '';
      expect(property.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
