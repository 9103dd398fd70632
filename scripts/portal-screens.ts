/**
 * The owner portal as the demo owner sees it, for looking at the design and measuring its length:
 * `npx tsx scripts/portal-screens.ts BASE_URL [suffix]` logs in (owner@example.com), then for each
 * language opens `/{lang}/login/portal/` at 375, 800 and 1280 px, prints the page height (and at
 * 375 px how many 812 px screens it takes; the goal is at most 4) with its main content and
 * footer, and writes screenshots/portal-{lang}-{width}{suffix}.png
 * (whole pages). BASE_URL must be http://localhost:PORT (the session cookie is `__Host-`, Secure).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium';

const [base = 'http://localhost:8787', suffix = ''] = process.argv.slice(2);
const LANGS = ['en', 'nl', 'fr', 'de'] as const;
const WIDTHS = [375, 800, 1280];
/** The phone screen the "4 screens" goal is measured against (an iPhone X-sized 375 × 812). */
const PHONE_HEIGHT = 812;

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width === 375 ? PHONE_HEIGHT : Math.round(width * 0.75) },
      deviceScaleFactor: 1,
    });
    await context.addCookies(
      ['consent', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'].map((name) => ({
        name,
        value: name === 'consent' ? 'true' : 'false',
        url: base,
      })),
    );
    const login = await context.request.post(`${base}/api/owner/login`, {
      form: { email: 'owner@example.com', password: 'demo-owner-2026', lang: 'en' },
      maxRedirects: 0,
    });
    if (login.status() !== 303) throw new Error(`login answered ${login.status()}`);
    const page = await context.newPage();
    for (const lang of LANGS) {
      await page.goto(`${base}/${lang}/login/portal/`, { waitUntil: 'networkidle' });
      // The page as it stays (as tests/e2e/owner.test.ts measures it): hydrated (the footer's cookie
      // settings button is added then) and the web font's load settled.
      await page.locator('footer .footer__cookies').waitFor();
      await page.evaluate(async () => {
        for (const face of ['400 16px Inter', '600 16px Inter', '700 16px Inter'])
          await document.fonts.load(face).catch(() => undefined);
        await document.fonts.ready;
      });
      const { total, main, footer } = await page.evaluate(() => ({
        total: document.documentElement.scrollHeight,
        main: document.querySelector('main')?.getBoundingClientRect().height ?? 0,
        footer: document.querySelector('footer.footer')?.getBoundingClientRect().height ?? 0,
      }));
      const screens = width === 375 ? ` = ${(total / PHONE_HEIGHT).toFixed(2)} screens of ${PHONE_HEIGHT}` : '';
      const file = `screenshots/portal-${lang}-${width}${suffix}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(
        `${lang} @${width}: page ${total} px${screens} (main ${Math.round(main)} px, footer ${Math.round(footer)} px) → ${file}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
}
