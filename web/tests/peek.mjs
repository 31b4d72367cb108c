// A quick look at pages (development aid): RUKH_BASE=http://127.0.0.1:8099 node web/tests/peek.mjs OUT PATH...
import { chromium } from 'playwright-core';
const base = process.env.RUKH_BASE;
const [out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await ctx.newPage();
if (process.env.RUKH_LOGIN) {
  const [u, p] = process.env.RUKH_LOGIN.split(':');
  await page.goto(base + '/login'); await page.fill('#username', u); await page.fill('#password', p); await page.click('#login');
}
const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
await phone.addCookies(await ctx.cookies());
const pp = await phone.newPage();
for (const path of paths) {
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await page.goto(base + path); await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/${name}.png` });
  await pp.goto(base + path); await pp.waitForTimeout(700);
  const w = await pp.evaluate(() => document.documentElement.scrollWidth);
  await pp.screenshot({ path: `${out}/${name}-phone.png` });
  console.log(path, 'phone width', w);
}
await browser.close();
