import { chromium } from 'playwright-core';
const [url, width = '375'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
const out = await page.evaluate((w) => {
  const res = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > w + 1 && r.width > 0 && !el.closest('.drawer')) res.push(`${el.tagName}.${el.className} right=${Math.round(r.right)}`);
  }
  return { sw: document.documentElement.scrollWidth, res: res.slice(0, 15) };
}, Number(width));
console.log(JSON.stringify(out, null, 1));
await browser.close();
