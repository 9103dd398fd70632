/**
 * The owner portal in Chromium (docs/owner-portal.md): the demo owner logs in (with JavaScript, and with a
 * plain form post when JavaScript is off), switches property, reads the 30-day graph and its
 * table, opens "show all" (with and without JavaScript), downloads a document and logs out; the
 * whole page at 375 × 812 takes at most 4 screens in each language (compact footer); the
 * German portal passes axe at 375 and 1280 px with every "show all" open. The `__Host-` cookie is Secure: Chromium keeps it
 * over plain http on the loopback address the suite serves from (127.0.0.1 is a secure
 * context), which this test proves by staying logged in across pages. With E2E_PROVIDER=whise
 * the owner logs in with the fake Whise's credentials of the same demo owner (Whise checks
 * them), and the views section says that Whise gives no view statistics instead of the graph.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, demoOwnerPassword, hydrated, newPage, noScriptPage, provider, settled, pageAt } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

afterAll(closeBrowser);

const EMAIL = 'owner@example.com';
const PASSWORD = demoOwnerPassword;
/** The login's first field: an e-mail field, or with Whise a username field (decision record 029). */
/** The failure names what the first field asks for: an e-mail address, or with Whise a username. */
const failedText = (): string =>
  provider() === 'whise'
    ? 'The username or password are not correct.'
    : 'The e-mail address or password is not correct.';
const idLabel = (lang: 'en' | 'fr'): string =>
  provider() === 'whise' ? { en: 'Username', fr: 'Nom d’utilisateur' }[lang] : 'E-mail';

describe('owner portal in Chromium', () => {
  it('logs in, switches property, reads the views (the graph and its table, or why there are none), downloads a document and logs out', async () => {
    const { context, page, errors } = await pageAt('/en/login/');
    await page.locator('main').getByLabel(idLabel('en')).fill(EMAIL);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(failedText());
    await page.getByLabel('Password').fill(PASSWORD());
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/login\/portal\/$/);
    await expect.poll(() => page.locator('.owner-bar__welcome').textContent()).toBe('Welcome, Claire Vermeulen');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__Host-owner');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

    // Switch to the second property.
    const picks = page.locator('.owner-pick__item');
    await expect.poll(() => picks.count()).toBe(2);
    const secondHref = (await picks.nth(1).getAttribute('href'))!;
    await picks.nth(1).click();
    await page.waitForURL((url) => url.pathname === secondHref);
    await expect.poll(() => picks.nth(1).getAttribute('aria-current')).toBe('page');

    const rows = page.locator('.owner-graph__table tbody tr');
    if (provider() === 'whise') {
      // Whise gives no view statistics: the section says so, and no graph or zero counters are drawn.
      expect(await page.locator('.owner-unavailable').first().textContent()).toBe(
        'Our CRM gives no view statistics: the views of this property on our website and on the property portals cannot be shown here.',
      );
      expect(await page.locator('svg.owner-graph__svg').count()).toBe(0);
      expect(await page.getByText('Views of the page on our website').count()).toBe(0);
    } else {
      // The graph: an accessible image with title and description, and the same figures as a table.
      const graph = page.locator('svg.owner-graph__svg');
      expect(await graph.getAttribute('role')).toBe('img');
      expect(await graph.locator('title').textContent()).toBe('Views on all channels, last 30 days');
      expect(await graph.locator('desc').textContent()).toMatch(
        /[\d.]+ views in all, [\d.]+ of them on our website, at most \d+ on one day/,
      );
      expect(await graph.locator('rect').count()).toBe(30);
      await page.getByText('Show the figures as a table').click();
      await expect.poll(() => rows.count()).toBe(30);
      expect(await page.locator('.owner-graph__table tfoot th').textContent()).toBe('Total');
    }

    // Each history shows its latest 5 entries; "show all" (a native details) shows the whole history instead.
    const visits = page.locator('#visits tbody tr:visible');
    await expect.poll(() => visits.count()).toBe(5);
    const showAll = page.locator('#visits summary.owner-more__summary');
    const all = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
    expect(all).toBeGreaterThan(5);
    await showAll.click();
    await expect.poll(() => visits.count()).toBe(all);
    await page.locator('a[href="#documents"]').click();
    await page.waitForURL(/#documents$/);
    // The menu's link brings the documents into view: the page scrolls (it is longer than the
    // window) until their title is on screen, at the top or, near the page's end, as far as it goes.
    const documentsInView = () =>
      page.locator('#documents').evaluate((el) => {
        const top = el.getBoundingClientRect().top;
        const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
        return scrollY > 0 && top >= 0 && (top < 100 || (atEnd && top < innerHeight - 100));
      });
    await expect.poll(documentsInView).toBe(true);
    if (provider() !== 'whise')
      expect(await rows.first().locator('th').textContent()).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);

    // Download a document through the authorised route.
    const link = page.locator('.owner-docs__link').first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');

    // Log out: back at the login page, and the portal is closed.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/en\/login\/\?notice=logged-out$/);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('You have been logged out.');
    await page.goto('/en/login/portal/');
    await page.waitForURL(/\/en\/login\/$/);
    // The wrong password's 401 answer is the one failed resource the browser reports.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it('in the islands render, posts the login in place with plain script, without React', async () => {
    const { context, page, errors, scripts } = await pageAt('/en/login/');
    await page.waitForSelector('form[data-owner-login][data-enhanced]');
    await page.locator('main').getByLabel(idLabel('en')).fill(EMAIL);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(failedText());
    // Shown in place: the same document, no `?error=` from a plain post.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.getByRole('button', { name: 'Log in' }).isEnabled()).toBe(true);
    await page.getByLabel('Password').fill(PASSWORD());
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/login\/portal\/$/);
    await expect.poll(() => page.locator('.owner-bar__welcome').textContent()).toBe('Welcome, Claire Vermeulen');
    expect(scripts.filter((s) => /\/assets\/(entry|hydrate)-/.test(s))).toEqual([]);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it('logs in without JavaScript with a plain form post', async () => {
    const { context, page } = await noScriptPage(375, 'undecided', 800);
    await page.goto('/fr/login/');
    await page.locator('main').getByLabel(idLabel('fr')).fill(EMAIL);
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/fr\/login\/\?error=failed$/);
    expect(await page.getByRole('alert').textContent()).toContain('E-mail et/ou mot de passe incorrect(s).');
    // What was typed is kept (a cookie of the plain post's answer): only the password is typed again.
    expect(await page.locator('main').getByLabel(idLabel('fr')).inputValue()).toBe(EMAIL);
    await page.getByLabel('Mot de passe').fill(PASSWORD());
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/fr\/login\/portal\/$/);
    expect(await page.locator('h1').textContent()).toBe('Espace propriétaire');
    // "Show all" works without JavaScript: the latest 5 visits, then all of them (and only once) when the details opens.
    const visits = page.locator('#visits tbody tr:visible');
    await expect.poll(() => visits.count()).toBe(5);
    const showAll = page.locator('#visits summary.owner-more__summary');
    expect(await showAll.textContent()).toMatch(/^Tout afficher \(\d+\)$/);
    const all = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
    await showAll.click();
    await expect.poll(() => visits.count()).toBe(all);
    expect(all).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/fr\/login\/\?notice=logged-out$/);
    await context.close();
  });

  it('fits the whole page at 375 × 812 in at most 4 screens in each language, before any "show all" is opened', async () => {
    const SCREEN = 812;
    const { context, page } = await newPage(375, SCREEN);
    const login = await context.request.post('/api/owner/login', {
      form: { email: EMAIL, password: PASSWORD(), lang: 'en' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const heights: Record<string, number> = {};
    for (const lang of ['en', 'nl', 'fr', 'de']) {
      await page.goto(`/${lang}/login/portal/`);
      await hydrated(page);
      // The page as it stays: the footer's cookie settings button (added once hydrated), the web
      // font's load settled (asked for here, so fonts.ready cannot resolve before the page asked).
      await expect.poll(() => page.locator('footer .footer__cookies').count()).toBe(1);
      await page.evaluate(async () => {
        for (const face of ['400 16px Inter', '600 16px Inter', '700 16px Inter'])
          await document.fonts.load(face).catch(() => undefined);
        await document.fonts.ready;
      });
      await settled(page);
      // The private pages' compact footer: no columns and no newsletter form, the legal lines kept.
      expect(await page.locator('footer.footer--compact').count()).toBe(1);
      expect(await page.locator('footer .footer__newsletter, footer .footer__col').count()).toBe(0);
      expect(await page.locator('footer .footer__legal a').count()).toBeGreaterThanOrEqual(3);
      // Every history is closed (three; with whise two: online media has no history, the
      // section says so), and the documents and the agent are on the page.
      expect(await page.locator('.owner-more').count()).toBe(provider() === 'whise' ? 2 : 3);
      expect(await page.locator('.owner-more[open]').count()).toBe(0);
      expect(await page.locator('#documents .owner-docs__item').count()).toBeGreaterThan(0);
      expect(await page.locator('#agent').count()).toBe(1);
      heights[lang] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    for (const [lang, height] of Object.entries(heights)) {
      expect(height, `${lang}: ${height} px`).toBeLessThanOrEqual(4 * SCREEN);
      expect(height).toBeGreaterThan(2 * SCREEN);
    }
    // The rest of the site keeps the full footer with its newsletter form.
    await page.goto('/de/');
    expect(await page.locator('footer.footer .footer__newsletter form').count()).toBe(1);
    expect(await page.locator('footer.footer--compact').count()).toBe(0);
    await context.close();
  });

  it.each([375, 1280])('passes axe (WCAG 2.2 AA) in German at %i px with every "show all" open', async (width) => {
    const { context, page } = await newPage(width, 812);
    const login = await context.request.post('/api/owner/login', {
      form: { email: EMAIL, password: PASSWORD(), lang: 'de' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    await page.goto('/de/login/portal/');
    await hydrated(page);
    for (const summary of await page.locator('.owner-more summary').all()) await summary.click();
    // Three histories on d1; with whise online media has no history (the section says so).
    await expect.poll(() => page.locator('.owner-more[open]').count()).toBe(provider() === 'whise' ? 2 : 3);
    await settled(page);
    await page.addScriptTag({ content: axeSource });
    const found = (await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: unknown[] }> } }
      ).axe;
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
    })) as { id: string; nodes: { target: string[] }[] }[];
    expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await context.close();
  });
});
