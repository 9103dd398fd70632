import { chromium } from 'playwright-core';
const [url, out, width = '1280', selector] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 200)));
await page.goto(url, { waitUntil: 'networkidle' });
if (selector) { await page.locator(selector).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(3000); }
await page.screenshot({ path: out });
await browser.close();
