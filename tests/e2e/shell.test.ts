/** What a visitor does with the shell: the page's script, header on scroll, the scroll position when the script starts and across in-site links, drawer menu, language switch, 404, scroll-to-top. */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, holdScript, hydrated, newPage, pageAt } from './browser';

afterAll(closeBrowser);

describe('layout shell in Chromium', () => {
  it('starts its script without errors and follows a menu link as a new document', async () => {
    const { context, page, errors } = await pageAt('/en/our-agency/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await page.waitForURL('**/en/contact/');
    // No router runs in the browser: the contact page is a document of its own.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    await hydrated(page);
    expect(await page.evaluate(() => document.referrer)).toMatch(/\/en\/our-agency\/$/);
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Contact/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fixes the header after 30 px of scroll and shrinks the logo; transparent at the top of home, the logo shown all the while', async () => {
    const { context, page } = await pageAt('/en/', 1280, 700);
    const header = page.locator('header.header');
    await expect.poll(() => header.getAttribute('class')).toContain('header--transparent');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // The logo is shown at the top of home too, on its light plate.
    expect(await page.locator('.logo').isVisible()).toBe(true);
    expect(await page.locator('.logo').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('.logo').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.evaluate(() => window.scrollTo(0, 20));
    // The header has acted on this position (its check runs at most every 100 ms).
    await expect.poll(() => header.getAttribute('data-scroll-y')).toBe('20');
    expect(await header.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('true');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.locator('.logo').isVisible()).toBe(true);
    expect(await page.locator('.logo').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('false');
    await context.close();
  });

  it('shows the scroll-to-top button past 10 px and brings the page back up', async () => {
    const { context, page } = await pageAt('/en/cookie-policy/', 800, 600);
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
    await context.close();
  });

  it('leaves a visitor who scrolled before the script ran where they are when it starts', async () => {
    const { context, page, errors } = await newPage(375, 740);
    const release = await holdScript(page);
    await page.goto('/en/our-agency/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await hydrated(page);
    // The shell's script has run its first check of the position.
    await expect.poll(() => page.locator('header.header').getAttribute('data-scroll-y')).toBe('900');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an in-site link at the top of the new page, and Back returns to where the visitor was', async () => {
    const { context, page } = await pageAt('/en/our-agency/', 1280, 700);
    await page.evaluate(() => window.scrollTo(0, 500));
    // The scroll event has fired (the header acted on it), so the browser's history entry holds the position.
    await expect.poll(() => page.locator('header.header').getAttribute('data-scroll-y')).toBe('500');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await page.waitForURL('**/en/contact/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/en/our-agency/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    await context.close();
  });

  it('opens the drawer menu on a phone, works with the keyboard and closes with Escape', async () => {
    const { context, page } = await pageAt('/fr/notre-agence/', 375, 740);
    const toggle = page.locator('summary.header__toggle');
    expect(await page.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-label')).toBeNull();
    expect(await toggle.textContent()).toBe('Menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    await page.locator('.drawer summary', { hasText: 'Services' }).click();
    await page.getByRole('link', { name: 'Gestion locative' }).click();
    await page.waitForURL('**/fr/services/gestion-locative/');
    await expect.poll(() => page.getByRole('link', { name: 'Contact', exact: true }).isVisible()).toBe(false);
    await context.close();
  });

  it('closes a desktop submenu on Escape (focus back on it), when the focus leaves it and on a click elsewhere', async () => {
    const { context, page, errors } = await pageAt('/en/our-agency/', 1280, 800);
    const submenu = page.locator('.menu details', { hasText: 'Services' }).first();
    const summary = submenu.locator('summary');
    const open = () => submenu.evaluate((d) => (d as HTMLDetailsElement).open);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(open).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(open).toBe(false);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab through its links and out of it: it closes behind the focus.
    await page.keyboard.press('Enter');
    await expect.poll(open).toBe(true);
    const links = await submenu.locator('a').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect.poll(open).toBe(false);
    await summary.click();
    await expect.poll(open).toBe(true);
    await page.mouse.click(640, 760);
    await expect.poll(open).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language to the equivalent page', async () => {
    const { context, page, errors } = await pageAt('/nl/diensten/huurbeheer/');
    await page.locator('.header__langs').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/services/gestion-locative/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(true);
    await page.locator('.header__langs').getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL('**/de/dienstleistungen/mietverwaltung/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with the 404 page, a home link and a search form', async () => {
    const { context, page } = await newPage(800);
    const res = await page.goto('/de/gibt-es-nicht/');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    await page.getByRole('searchbox').fill('Liège');
    await page.getByRole('button', { name: 'Mieten' }).click();
    // The form runs the typed search: the city read in German, with its postcode.
    await page.waitForURL(/\/de\/mieten\/\?city=L%C3%BCttich/);
    await context.close();
  });

  it('reaches the skip link first with the keyboard', async () => {
    const { context, page } = await pageAt('/en/contact/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await context.close();
  });
});
