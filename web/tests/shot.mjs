// A screenshot of one page at desktop and phone width, for looking at a page while working on it:
//   node web/tests/shot.mjs URL OUT-PREFIX [wait-selector]
import { chromium } from 'playwright-core';
const [url, prefix, sel] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, w, h, scale] of [['desktop', 1280, 860, 1], ['phone', 390, 844, 2]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: scale });
    const page = await ctx.newPage();
    page.on('pageerror', e => console.error('page error:', e.message));
    page.on('console', m => { if (m.type() === 'error') console.error('console:', m.text()); });
    await page.goto(url);
    if (sel) await page.waitForSelector(sel, { timeout: 10000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: name === 'phone' });
  }
} finally { await browser.close(); }
