// The site's languages as a visitor meets them on a real `rukh serve` in Debian's chromium: a
// first visit in the browser's language (Persian, Arabic, Hindi), right to left where the
// language is written so, the header in the language's words, the picker in the header's
// settings changing the language and keeping it for the next page, `?lang=` before both. Each
// page at 1366x768 and at 390x844, light and dark: axe-core clean (its lang and dir), no
// sideways scrolling. Then the main flows in Persian and Hindi: signing up, a rated game paired
// in the lobby, played and resigned, analysed (its review too), a historical problem solved a move
// at a time, the rules and endings read, and no English word met on the way but names and
// notations (and the problems' stories, which say they are in English and are marked so).
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

/** The Latin words of three letters or more a reader sees on the page (text and the titles,
 * labels and placeholders read out), but the allowed ones (names, notations) and the move list's
 * and the board's notation. */
async function englishWords(page, allowed) {
  return page.evaluate(allowed => {
    const out = new Set();
    // Notation (moves, lines, codes), and what is marked as English on purpose (a problem's
    // story, a source's title), with the problems' own names.
    const skip = 'script, style, cg-container, #moves, .moves, .san, .line-move, .best, .tb-san, kbd, code, .notation, '
      + '[lang="en"], .problem-card strong, .who, .problem-byline, .problem-index, h2[id], .page-title';
    // A move in SAN inside a sentence ("Kxf6", "1. Rb1+") and an ending's material as the
    // tables name it ("KRvK") are notation, not English words.
    const san = /^\(?([0-9]*[.…]*[A-Z]?[a-p]?[0-9]{0,2}x?[a-p][0-9]{1,2}(=[A-Z])?[+#]?|K[A-Z]*vK[A-Z]*)[.,;:)!?]*$/;
    const add = (text, where) => {
      // (Fluent's isolation marks around an argument in a right-to-left page are not part of it.)
      for (const token of text.replace(/[\u2066-\u2069]/g, '').split(/\s+/).filter(t => !san.test(t))) {
        for (const w of token.match(/[A-Za-z]{3,}/g) ?? []) if (!allowed.includes(w)) out.add(`${w} (${where})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode());) {
      const el = n.parentElement;
      if (!el || el.closest(skip) || !el.checkVisibility()) continue;
      add(n.textContent, el.id || el.className || el.tagName.toLowerCase());
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (el.closest(skip) || !el.checkVisibility()) continue;
      for (const a of ['title', 'aria-label', 'placeholder']) add(el.getAttribute(a) ?? '', `${a} of ${el.id || el.tagName.toLowerCase()}`);
    }
    return [...out];
  }, allowed);
}

/** Two readers of one language sign up, are paired by the lobby's grid for a rated game of
 * Shatranj, play four moves typed in the move box, and one resigns: every page in their
 * language, with its digits, and no English word on it. */
async function ratedGame(code) {
  const names = code === 'fa' ? ['Parvin', 'Kaveh'] : ['Lakshmi', 'Arjun'];
  // Names and notations: the players', the site's, Game Courier's; the formats PGN, FEN, SAN, PDF and
  // PNG; the keys Enter, Escape, Home, End and Delete as the keyboard says them.
  // (Every player's name: the archive lists the other language's game too.)
  const allowed = ['Parvin', 'Kaveh', 'Lakshmi', 'Arjun', 'Rukh', 'Game', 'Courier', 'PGN', 'FEN', 'SAN', 'PNG', 'PDF', 'Enter', 'Escape', 'Home', 'End', 'Delete'];
  const seats = [];
  for (const [i, name] of names.entries()) {
    // The first at a laptop's 1366x768, the second on a 390 px phone.
    const phone = i === 1;
    const ctx = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 768 },
      isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1, bypassCSP: true, locale: code });
    const page = await ctx.newPage();
    page.on('pageerror', e => pageErrors.push(`${code} ${name}: ${e.message}`));
    await page.goto(base + '/signup');
    assert.equal(await page.getAttribute('html', 'lang'), code);
    assert.deepEqual(await englishWords(page, allowed), [], `the sign-up page in ${code}`);
    // A short password is refused in the reader's words.
    await page.fill('#username', name);
    await page.fill('#password', 'short');
    await page.click('#signup');
    await page.waitForSelector('#error-password');
    assert.deepEqual(await englishWords(page, allowed), [], `the sign-up page's error in ${code}`);
    await accessible(page, `the sign-up page's error in ${code}`);
    await page.fill('#password', 'a long password');
    await page.click('#signup');
    await page.waitForURL(base + '/');
    assert.deepEqual(await englishWords(page, allowed), [], `the lobby in ${code}`);
    seats.push({ name, ctx, page });
  }
  // Both click Shatranj 3+2 in the quick-pairing grid: a rated game between them.
  await seats[0].page.click('button.quick-cell[value="shatranj|3+2"]');
  await seats[1].page.reload();
  await seats[1].page.click('button.quick-cell[value="shatranj|3+2"]');
  for (const s of seats) await s.page.waitForURL(/\/g\/[^/?]+$/);
  const id = new URL(seats[0].page.url()).pathname.split('/').pop();
  for (const s of seats) await s.page.waitForSelector('#board cg-board');
  const game = async s => (await s.ctx.request.get(`${base}/api/games/${id}`)).json();
  assert.equal((await game(seats[0])).rated, true, 'the grid pairs accounts for a rated game');
  for (let ply = 0; ply < 4; ply++) {
    const views = await Promise.all(seats.map(game));
    const mover = views.findIndex(v => v.legal?.length > 0);
    assert.ok(mover >= 0, `someone is to move at ply ${ply}`);
    const s = seats[mover];
    const m = views[mover].legal.find(l => /^[a-h]/.test(l.san)) ?? views[mover].legal[0];
    await s.page.fill('#move-input', m.san);
    await s.page.press('#move-input', 'Enter');
    for (;;) { if ((await game(s)).ply > ply) break; await s.page.waitForTimeout(100); }
  }
  for (const s of seats) {
    assert.deepEqual(await englishWords(s.page, allowed), [], `${s.name}'s game page in ${code}`);
    await accessible(s.page, `the game page in ${code}`);
  }
  if (shots && code === 'fa') {
    await seats[0].page.screenshot({ path: join(shots, 'game-fa-1366x768.png') });
    await seats[1].page.screenshot({ path: join(shots, 'game-fa-390x844.png') });
  }
  // The one to move resigns (a second click confirms).
  const views = await Promise.all(seats.map(game));
  const s = seats[views.findIndex(v => v.legal?.length > 0)];
  await s.page.click('#resign');
  await s.page.click('#resign');
  for (const t of seats) {
    await t.page.waitForFunction(() => !document.getElementById('analyse')?.hidden);
    assert.deepEqual(await englishWords(t.page, allowed), [], `${t.name}'s finished game in ${code}`);
  }
  const end = await game(seats[0]);
  assert.equal(end.status, 'finished');
  // The finished game analysed: the board, the engine's lines, the review asked for and made.
  const reader = seats[0].page;
  await Promise.all([reader.waitForURL(/\/analysis\//), reader.click('#analyse')]);
  assert.equal(await reader.getAttribute('html', 'lang'), code);
  await reader.waitForFunction(() => (document.getElementById('status')?.textContent ?? '').length > 0);
  await reader.click('#review-start');
  await reader.waitForFunction(() => /[^\s]/.test(document.getElementById('review-note')?.textContent ?? ''), null, { timeout: 60000 });
  assert.deepEqual(await englishWords(reader, allowed), [], `the analysis board in ${code}`);
  await accessible(reader, `the analysis board in ${code}`);
  if (shots && code === 'fa') await reader.screenshot({ path: join(shots, 'analysis-fa-1366x768.png') });
  // A historical problem from the list: its task, a move and the engine's answer, in the
  // language; its story said to be in English.
  await reader.goto(base + '/problems');
  assert.deepEqual(await englishWords(reader, allowed), [], `the problems in ${code}`);
  await Promise.all([reader.waitForURL(/\/problems\/.+/), reader.click('.problem-card >> nth=0')]);
  await reader.waitForSelector('#stipulation strong');
  const info = JSON.parse(await reader.getAttribute('#problem', 'data-problem'));
  if (info.legal.length) {
    await reader.fill('#move-input', info.legal[0].san);
    await reader.press('#move-input', 'Enter');
    await reader.waitForFunction(() => /[^\s]/.test(document.getElementById('status')?.textContent ?? '')
      && !document.getElementById('status')?.textContent?.endsWith('…'), null, { timeout: 30000 });
  }
  await reader.click('#show-solution');
  await reader.waitForSelector('#solution-line');
  assert.ok(await reader.isVisible('#story-language'), `the problem says its story is in English, in ${code}`);
  assert.deepEqual(await englishWords(reader, allowed), [], `a problem in ${code}`);
  await accessible(reader, `a problem in ${code}`);
  // The rules and the endings of Shatranj, the game's own names for its pieces beside SAN's letters.
  await reader.goto(base + '/rules/shatranj');
  assert.deepEqual(await englishWords(reader, allowed), [], `the rules in ${code}`);
  await accessible(reader, `the rules in ${code}`);
  if (shots && code === 'fa') await reader.screenshot({ path: join(shots, 'rules-fa-1366x768.png'), fullPage: false });
  await reader.goto(base + '/endings/shatranj');
  assert.deepEqual(await englishWords(reader, allowed), [], `the endings in ${code}`);
  await reader.goto(base + '/games');
  assert.deepEqual(await englishWords(reader, allowed), [], `one's own games in ${code}`);
  await reader.goto(base + '/archive');
  assert.deepEqual(await englishWords(reader, allowed), [], `the archive in ${code}`);
  // The finished game's move numbers in the language's digits (Persian: ۰–۹), on the page the
  // other player still has open.
  if (code === 'fa') assert.match(await seats[1].page.textContent('#moves'), /[۰-۹]/, 'move numbers in Persian digits');
  if (code === 'hi') assert.doesNotMatch(await seats[1].page.textContent('#moves'), /[०-९]/, 'Hindi keeps Latin digits by choice');
  for (const t of seats) await t.ctx.close();
}

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
  // The main flows in Persian and Hindi: two readers sign up, are paired for a rated game, play
  // and one resigns; nowhere on the way do they meet an English word but a name or a notation.
  for (const code of ['fa', 'hi']) await ratedGame(code);

  assert.deepEqual(pageErrors, [], 'no script errors on the pages');
  console.log('languages browser test passed: Persian, Arabic and Hindi from the browser\'s language, right to left where '
    + 'written so, at 1366 px and 390 px, light and dark, axe-clean; the picker changes and keeps the language; in Persian '
    + 'and Hindi a rated game played, analysed and reviewed, a problem, the rules, endings, games and archive read, '
    + 'with no English word but names and notations');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
