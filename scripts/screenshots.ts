/**
 * Screenshots of pages at 375, 800 and 1280 px in the system Chromium, for looking at the design:
 * `npm run screenshots -- [BASE_URL] [path ...]` writes screenshots/{name}-{width}.png.
 * `FULL=1` takes whole pages (parts drawn only near the screen, `content-visibility: auto`, are
 * drawn for it); `NOJS=1` loads them without JavaScript (files end in `-nojs`).
 * `CLICK=selector` clicks that element first (for example `CLICK=.header__toggle` opens the drawer),
 * where it is visible, and adds '-clicked' to the name. The cookie choice is made beforehand (declined), so that
 * the consent dialog does not cover the pages; `DIALOG=1` shows it as a first visitor sees it (files end in `-dialog`).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/en/', '/fr/notre-agence/', '/nl/diensten/verkopen/', '/en/no-such-page/'];
const widths = [375, 800, 1280];
const noScript = process.env.NOJS === '1';
const dialog = process.env.DIALOG === '1';
const DECLINED = ['consent', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'].map((name) => ({
  name,
  value: name === 'consent' ? 'true' : 'false',
  url: base,
}));

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const path of targets) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: Math.round(width * 1.6) },
        deviceScaleFactor: 1,
        javaScriptEnabled: !noScript,
      });
      if (!dialog) await context.addCookies(DECLINED);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      if (dialog) await page.locator('dialog.consent').waitFor({ timeout: 10_000 });
      const click = process.env.CLICK ? page.locator(process.env.CLICK).first() : null;
      const clicked = click !== null && (await click.isVisible());
      if (clicked) {
        await click.click();
        await page.waitForTimeout(400);
      }
      const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}${noScript ? '-nojs' : ''}${dialog ? '-dialog' : ''}${clicked ? '-clicked' : ''}`;
      const full = process.env.FULL === '1';
      // A whole page's capture does not bring the parts below the screen near it: they are drawn as
      // they are once scrolled to (a rule added through the CSS object model, which the CSP allows).
      if (full)
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync('* { content-visibility: visible !important; }');
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: full });
      console.log(
        `${path} @${width}: screenshots/${name}-${width}.png${errors.length ? ` — console errors: ${errors.join(' | ')}` : ''}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
