/**
 * Cookie consent end to end (docs/consent-and-analytics.md): the tag hosts are unreachable here, so every
 * request to them is intercepted, answered with an empty script and counted. No tag request before
 * a choice; after one, only the tags the chosen categories allow, each with the page's nonce;
 * none after declining; `?setcookies` and the footer's button reopen the dialog; the keyboard alone
 * goes through it; axe finds nothing in either view.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  closeBrowser,
  holdScript,
  hydrated,
  newPage,
  openBrowser,
  baseUrl,
  recordTags,
  settled,
  TAG_HOSTS,
} from './browser';

afterAll(closeBrowser);

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** URLs of the tag requests so far. */
  tags: string[];
}

async function visit(path: string, width = 1280, consent: 'undecided' | 'declined' = 'undecided'): Promise<Visit> {
  const { context, page, errors } = await newPage(width, 900, { consent });
  const tags = await recordTags(context);
  await page.goto(path);
  await hydrated(page);
  return { context, page, errors, tags };
}

const dialog = (page: Page) => page.locator('dialog.consent');
const cookies = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
/**
 * The consent has settled on this page (`<html data-consent>`, client/parts/consent.ts: a choice
 * applied, the dialog open or closed, or not asked here), and the network is idle, so any tag
 * script the choice added has been asked for (and counted).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ['applied', 'asking', 'closed', 'not-asked'].includes(document.documentElement.dataset.consent ?? ''),
    null,
    {
      timeout: 15_000,
    },
  );
  await page.waitForLoadState('networkidle');
}

describe('cookie consent', () => {
  it('opens the dialog and asks for no tag before a choice', async () => {
    const { context, page, errors, tags } = await visit('/en/');
    await dialog(page).waitFor({ timeout: 15_000 });
    expect(await dialog(page).evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Cookies on this site' }).isVisible()).toBe(true);
    await settle(page);
    expect(tags).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);
    expect((await cookies(context)).consent).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after "Accept all": stores the choice, sends default, update and a page view, then loads the three tags with the nonce', async () => {
    const { context, page, errors, tags } = await visit('/en/for-sale/');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => tags.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(tags.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-DEMO000'))).toBe(true);
    expect(tags.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-DEMO000000'))).toBe(true);
    expect(tags.some((u) => u.startsWith('https://connect.facebook.net/'))).toBe(true);

    const jar = await cookies(context);
    expect(jar.consent?.value).toBe('true');
    for (const c of ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'])
      expect(jar[c]?.value).toBe('true');
    // Expiry from config/site.json (cookieExpiryDays: 180).
    const days = (jar.consent!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThan(180.1);

    const layer = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
        JSON.stringify(Array.from(e as ArrayLike<unknown>).length ? Array.from(e as ArrayLike<unknown>) : e),
      ),
    );
    const at = (needle: string) => layer.findIndex((e) => e.includes(needle));
    expect(layer[0]).toContain('"consent","default"');
    expect(layer[0]).toContain('"ad_user_data":"denied"');
    expect(layer[0]).toContain('"wait_for_update":500');
    const update = at('"consent","update"');
    expect(update).toBeGreaterThan(0);
    expect(layer[update]).toContain('"ad_personalization":"granted"');
    expect(at('"page_view"')).toBeGreaterThan(update);
    expect(at('"gtm.js"')).toBeGreaterThan(at('"page_view"'));

    const nonces = await page.evaluate(() => {
      const own = document.querySelector<HTMLScriptElement>(
        'script[nonce]:not([src*="google"]):not([src*="facebook"])',
      )!.nonce;
      return [
        ...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"], script[src*="facebook"]'),
      ].map((s) => s.nonce === own && own !== '');
    });
    expect(nonces).toEqual([true, true, true]);

    // The next page load applies the stored choice without asking again.
    tags.length = 0;
    await page.reload();
    await hydrated(page);
    await expect.poll(() => tags.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await dialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with analytics only: the tag manager and analytics load, the ads tag and the pixel do not', async () => {
    const { context, page, tags } = await visit('/fr/');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('switch', { name: 'Mesure d’audience' }).check();
    await page.getByRole('button', { name: 'Accepter la sélection' }).click();
    await expect.poll(() => tags.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await settle(page);
    expect(tags.some((u) => u.includes('gtag/js?id=G-DEMO000000'))).toBe(true);
    expect(tags.some((u) => u.includes('gtm.js?id=GTM-DEMO000'))).toBe(true);
    expect(tags.filter((u) => u.includes('facebook') || u.includes('AW-'))).toEqual([]);
    const jar = await cookies(context);
    expect([
      jar.analytics_storage?.value,
      jar.ad_storage?.value,
      jar.ad_user_data?.value,
      jar.ad_personalization?.value,
    ]).toEqual(['true', 'false', 'false', 'false']);
    await context.close();
  });

  it('after "Decline all": no tag request, now or on the next page', async () => {
    const { context, page, tags } = await visit('/nl/');
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    await settle(page);
    expect(tags).toEqual([]);
    expect((await cookies(context)).consent?.value).toBe('true');
    await page.goto('/nl/te-koop/');
    await hydrated(page);
    await settle(page);
    expect(tags).toEqual([]);
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });

  it('?setcookies clears the stored choice and opens the dialog again', async () => {
    const { context, page, tags } = await visit('/en/?setcookies', 1280, 'declined');
    await dialog(page).waitFor({ timeout: 15_000 });
    expect((await cookies(context)).consent).toBeUndefined();
    expect((await cookies(context)).analytics_storage).toBeUndefined();
    expect(tags).toEqual([]);
    await context.close();
  });

  it('the footer button reopens the settings with the stored choice, and Escape never accepts', async () => {
    const { context, page, tags } = await visit('/de/', 1280, 'declined');
    await settle(page);
    expect(await dialog(page).count()).toBe(0);
    const button = page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' });
    await button.click();
    await dialog(page).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Cookie-Einstellungen' }).isVisible()).toBe(true);
    expect(await page.getByRole('switch').evaluateAll((s) => s.map((i) => (i as HTMLInputElement).checked))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // Escape: settings → first view → closed, nothing stored or loaded, focus back on the button.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Alle akzeptieren' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect((await cookies(context)).analytics_storage?.value).toBe('false');
    await settle(page);
    expect(tags).toEqual([]);
    await context.close();
  });

  it('works with the keyboard alone: Tab stays in the dialog, switches toggle with Space', async () => {
    const { context, page, tags } = await visit('/de/', 375);
    await dialog(page).waitFor({ timeout: 15_000 });
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog.consent'));
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(inDialog, { timeout: 10_000 }).toBe(true);
    // First view: policy link and three buttons; Tab wraps round inside the dialog both ways.
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    while ((await focused()) !== 'Einstellungen ändern') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(focused, { timeout: 10_000 }).toBe('Cookie-Einstellungen');
    // Settings: the four switches (necessary is fixed), then decline, selection, all; and round again.
    const stops: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
      stops.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    expect(stops).toEqual([
      'analytics_storage',
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
      'Alle ablehnen',
      'Auswahl akzeptieren',
      'Alle akzeptieren',
      'analytics_storage',
    ]);
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: 'Statistik' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Auswahl akzeptieren');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    expect((await cookies(context)).analytics_storage?.value).toBe('true');
    await expect.poll(() => tags.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(tags.filter((u) => u.includes('facebook'))).toEqual([]);
    await context.close();
  });

  it('never takes the keyboard from a visitor typing while the scripts come late: it waits until the focus leaves the field', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await newPage(width, 812, { consent: 'undecided' });
      // The page's script arrives late (a slow phone, a slow network): the visitor is already typing.
      const release = await holdScript(page);
      await page.goto('/en/', { waitUntil: 'domcontentloaded' });
      const search = page.getByRole('combobox', { name: /Search by type, place/ });
      await search.click();
      await page.keyboard.type('Antwerp ', { delay: 30 });
      release();
      // The script runs while the visitor goes on typing: the dialog waits.
      await page.waitForFunction(() => document.documentElement.dataset.consent === 'waiting', null, {
        timeout: 15_000,
      });
      await page.keyboard.type('apartment', { delay: 30 });
      expect(await search.inputValue()).toBe('Antwerp apartment');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      expect(await dialog(page).count()).toBe(0);
      // The visitor leaves the field (to the search button): now the dialog opens, with the focus in it.
      await search.press('Escape');
      await page.keyboard.press('Tab');
      await dialog(page).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('dialog.consent') !== null))
        .toBe(true);
      expect(await search.inputValue()).toBe('Antwerp apartment');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('opens with the page when nobody is typing, even with the scripts late', async () => {
    const { context, page, errors } = await newPage(375, 812, { consent: 'undecided' });
    const release = await holdScript(page);
    await page.goto('/en/', { waitUntil: 'domcontentloaded' });
    release();
    await dialog(page).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('asking');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not open on a draft preview, nor on the cookie policy page it links to', async () => {
    for (const path of ['/en/preview/our-agency/', '/fr/politique-de-cookies/']) {
      const { context, page, tags } = await visit(path);
      await settle(page);
      expect(await dialog(page).count(), path).toBe(0);
      expect(tags).toEqual([]);
      await context.close();
    }
  });

  it('without JavaScript: no dialog, no settings button, no tag', async () => {
    const context = await (await openBrowser()).newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const tags: string[] = [];
    await context.route(
      (url) => TAG_HOSTS.test(url.hostname),
      (route) => {
        tags.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto('/en/');
    expect(await page.locator('dialog').count()).toBe(0);
    // The settings button is drawn in a hidden item that the page's script shows.
    expect(await page.locator('.footer__cookies:visible').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    expect(tags).toEqual([]);
    await context.close();
  });
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axe(page: Page): Promise<string[]> {
  // A button under the pointer fades to its hover colours (0.15 s): check the colours once it has.
  await settled(page);
  await page.addScriptTag({ content: axeSource });
  const found = (await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run(ctx: object, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (
      await run.run(
        { include: [['dialog.consent']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      )
    ).violations;
  })) as { id: string; nodes: { target: string[] }[] }[];
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('axe-core on the consent dialog', () => {
  for (const width of [375, 1280]) {
    it(`finds no violation in either view at ${width} px`, async () => {
      const { context, page } = await visit('/fr/', width);
      await dialog(page).waitFor({ timeout: 15_000 });
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Personnaliser' }).click();
      await expect.poll(() => page.getByRole('switch').count(), { timeout: 10_000 }).toBe(5);
      expect(await axe(page)).toEqual([]);
      await context.close();
    });
  }
});
