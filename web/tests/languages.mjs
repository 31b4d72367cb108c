// The site's languages as a visitor meets them on a real `rukh serve` in Debian's chromium: a
// first visit in the browser's language (Persian, Arabic, Hindi), right to left where the
// language is written so, the header in the language's words, the picker in the header's
// settings changing the language and keeping it for the next page, `?lang=` before both. Each
// page at 1366x768 and at 390x844, light and dark: axe-core clean (its lang and dir), no
// sideways scrolling.
//
//   RUKH_BIN=target/release/rukh node web/tests/languages.mjs [--screenshots docs/screenshots]
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { accessible, testSite } from './common.mjs';

const { base, server, browser, shots } = await testSite('languages', 30000);
const pageErrors = [];

// Each language's word for the header's "Play" and "Problems", and its direction.
const languages = {
  fa: { play: 'بازی', problems: 'مسئله‌ها', dir: 'rtl' },
  ar: { play: 'العب', problems: 'المسائل', dir: 'rtl' },
  hi: { play: 'खेलें', problems: 'पहेलियाँ', dir: 'ltr' },
};
const sizes = [['1366', { width: 1366, height: 768 }, false], ['phone', { width: 390, height: 844 }, true]];

try {
  for (const [code, words] of Object.entries(languages)) {
    for (const [size, viewport, phone] of sizes) {
      for (const scheme of ['light', 'dark']) {
        const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone,
          deviceScaleFactor: phone ? 2 : 1, locale: code, colorScheme: scheme });
        const page = await ctx.newPage();
        page.on('pageerror', e => pageErrors.push(`${code} ${size}: ${e.message}`));
        for (const path of ['/', '/problems', '/rules/shatranj', '/players']) {
          await page.goto(base + path);
          const what = `${path} in ${code} at ${size}, ${scheme}`;
          assert.equal(await page.getAttribute('html', 'lang'), code, what);
          assert.equal(await page.getAttribute('html', 'dir'), words.dir, what);
          assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), words.dir, what);
          if (phone) await page.click('#menu-toggle');
          assert.equal((await page.textContent('nav.site a[href="/"]')).trim(), words.play, what);
          assert.equal((await page.textContent('nav.site a[href="/problems"]')).trim(), words.problems, what);
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${what} fits`);
          await accessible(page, what);
        }
        if (shots && scheme === 'light') {
          await page.goto(base + '/');
          await page.screenshot({ path: join(shots, `lobby-${code}-${size}.png`) });
        }
        await ctx.close();
      }
    }
  }

  // A Persian browser picks Hindi in the header's settings: the page is drawn again in Hindi, and
  // the next page too; an address with ?lang=ar is Arabic all the same, and the next page back in
  // Hindi.
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true, locale: 'fa' });
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(`picker: ${e.message}`));
  await page.goto(base + '/players');
  assert.equal(await page.getAttribute('html', 'lang'), 'fa');
  await page.click('#settings summary');
  await accessible(page, 'the settings menu open, in Persian');
  if (shots) await page.screenshot({ path: join(shots, 'settings-fa-1366.png') });
  await Promise.all([page.waitForURL(`${base}/players`), page.waitForEvent('load'), page.selectOption('#lang', 'hi')]);
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  assert.equal(new URL(page.url()).pathname, '/players', 'the same page, in Hindi');
  await page.goto(base + '/problems');
  assert.equal(await page.getAttribute('html', 'lang'), 'hi', 'the choice is kept');
  await page.goto(base + '/problems?lang=ar');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  await page.goto(base + '/');
  assert.equal(await page.getAttribute('html', 'lang'), 'hi', 'an address names a language for itself alone');
  await ctx.close();
  assert.deepEqual(pageErrors, [], 'no script errors on the pages');
  console.log('languages browser test passed: Persian, Arabic and Hindi from the browser\'s language, right to left where '
    + 'written so, at 1366 px and 390 px, light and dark, axe-clean; the picker changes and keeps the language');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
