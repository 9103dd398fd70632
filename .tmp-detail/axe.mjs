import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const axe = readFileSync('/work/main/node_modules/axe-core/axe.min.js', 'utf8');
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of paths) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await page.addScriptTag({ content: axe });
    const res = await page.evaluate(async () => await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } }));
    console.log(path, width, 'violations:', res.violations.length);
    for (const v of res.violations) console.log('  ', v.id, v.impact, v.help, v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
    await page.close();
  }
}
await browser.close();
