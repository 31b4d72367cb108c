// Every page at the three widths players use (a 390 px phone, a 1366x768 laptop, a 1920x1080
// desktop), with its panels open: no page is wider than its window, and the words of the games'
// tables stay whole ("Shatranj", "15+10", "Accept" are never split over two lines). A real
// `rukh serve` in Debian's chromium, with a seek whose rules were changed (a long line), an
// imported game from a long address, and the engine list's strength runs.
//
// With --screenshots DIR: the lobby, a rules page and a game in both themes at 1920x1080, 1366x768
// and on the phone.
//
//   RUKH_BIN=target/release/rukh node web/tests/widths.mjs [--screenshots docs/screenshots]
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { accessible, launchChromium, serveRukh } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
const port = 28000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = `sqlite://${join(mkdtempSync(join(tmpdir(), 'rukh-widths-')), 'rukh.db')}`;
execFileSync(bin, ['engines', 'import', '--database', db, '--manifest',
  join(repo, 'docs', 'strength', 'engines.toml')], { encoding: 'utf8' });
await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', db,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0', '--engine-movetime-ms', '50']);
const browser = await launchChromium();
const widths = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 }, desktop: { width: 1920, height: 1080 } };
const failures = [];
const shotsArg = process.argv.indexOf('--screenshots');
const shots = shotsArg > 0 ? resolve(process.argv[shotsArg + 1]) : null;
if (shots) mkdirSync(shots, { recursive: true });

async function visitor(name) {
  const phone = name === 'phone';
  const ctx = await browser.newContext({ viewport: widths[name], isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
  return ctx.newPage();
}

/** The page is no wider than its window; what sticks out is named. */
async function fits(page, what) {
  const r = await page.evaluate(() => {
    const w = innerWidth;
    const out = [];
    if (document.documentElement.scrollWidth > w) {
      for (const e of document.querySelectorAll('body *')) {
        const b = e.getBoundingClientRect();
        if (b.right > w + 1 && b.width > 0 && getComputedStyle(e).position !== 'fixed') {
          out.push(`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : ''} (${Math.round(b.right)} px)`);
        }
      }
    }
    return { wide: document.documentElement.scrollWidth, w, out: out.slice(0, 4) };
  });
  if (r.wide > r.w) failures.push(`${what}: ${r.wide} px wide in ${r.w} px; ${r.out.join(', ')}`);
}

/** Every short word in the games' tables on one line. */
async function wordsWhole(page, what) {
  const split = await page.evaluate(() => {
    const bad = [];
    for (const td of document.querySelectorAll('table.games td')) {
      const walk = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const text = n.textContent;
        for (const m of text.matchAll(/\S+/g)) {
          if (m[0].length > 12) continue;
          const r = document.createRange();
          r.setStart(n, m.index);
          r.setEnd(n, m.index + m[0].length);
          const lines = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
          if (lines.size > 1) bad.push(m[0]);
        }
      }
    }
    return bad;
  });
  if (split.length) failures.push(`${what}: words split over lines: ${split.slice(0, 6).join(', ')}`);
}

try {
  // A seek of Great Shatranj with its rules changed, so the lobby shows the long "Changed:" line.
  const seeker = await visitor('laptop');
  await seeker.goto(base + '/');
  await seeker.evaluate(() => { document.getElementById('create-box').open = true; });
  await seeker.click('label:has(> input[name=variant][value="great-shatranj"])');
  await seeker.click('label:has(> input[name=tc][value="15+10"])').catch(() => {});
  await seeker.fill('input[name=name]', 'Seeker');
  await seeker.click('label:has(> input[name=opponent][value="seek"])');
  const selects = await seeker.$$('fieldset.rules-for[data-variant="great-shatranj"] select');
  for (const s of selects.slice(0, 3)) {
    const values = await s.evaluate(e => [...e.options].map(o => o.value).filter(v => v !== e.value));
    if (values.length) await s.selectOption(values[0]);
  }
  await seeker.click('#create');
  await seeker.waitForSelector('cg-board');
  // An imported game from a long address.
  const pgn = `[Event "Casual"]\n[Site "https://www.chessvariants.com/play/pbm/play.php?game=Shatranj&log=averyveryverylongname-of-a-log-file-2024"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n[Variant "Shatranj"]\n\n1. e3 e6 2. d3 d6 *\n`;
  const imp = await fetch(base + '/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ text: pgn }) });
  assert.equal(imp.status, 200, await imp.text());
  // A long game (the first of a strength run, with its clock comments), for the analysis board's
  // move list.
  const runs = readFileSync(join(repo, 'docs', 'strength', 'shatranj-fsf-849c004.pgn'), 'utf8');
  const long = await fetch(base + '/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ text: runs.split(/\n\n(?=\[Event )/)[0] }) });
  const longGame = (await long.json()).imported[0].id;

  const variants = ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj'];
  const pages = ['/', '/games', '/archive', '/players', '/problems', '/tournaments', '/engines', '/login', '/signup',
    ...variants.map(v => `/rules/${v}`), '/engines/great-shatranj', '/analysis/great-shatranj', '/editor/great-shatranj',
    '/endings/shatranj', `/analysis/shatranj?game=${longGame}`, '/training', '/training/great-shatranj',
    '/training/chaturanga-davidson/storm', '/training/daily', '/design'];
  for (const name of Object.keys(widths)) {
    const page = await visitor(name);
    for (const path of pages) {
      const r = await page.goto(base + path);
      assert.ok(r.ok(), `${path}: ${r.status()}`);
      await page.waitForLoadState('networkidle');
      await fits(page, `${path} at ${name}`);
      await wordsWhole(page, `${path} at ${name}`);
    }
    // The analysis board's controls are in view under the board, on a laptop and a desktop.
    if (name !== 'phone') {
      for (const v of ['shatranj', 'great-shatranj']) {
        await page.goto(`${base}/analysis/${v}`);
        await page.waitForSelector('.analysis-layout .steps button');
        const bottom = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.analysis-layout .board-col .steps button, .analysis-layout .board-col .steps select')]
          .map(b => b.getBoundingClientRect().bottom)));
        const h = widths[name].height;
        if (bottom > h) failures.push(`the ${v} analysis board's controls at ${name} end at ${Math.round(bottom)} px, below the window's ${h}`);
      }
    }
    // The game page: no wider than the window; on a desktop the side column has room for whole
    // names (the seats' names are not cut).
    const gamePath = await seeker.evaluate(() => location.pathname);
    await page.goto(base + gamePath);
    await page.waitForSelector('#seat-top .name');
    await fits(page, `a game at ${name}`);
    if (name === 'desktop') {
      const seats = await page.evaluate(() => ({
        side: Math.round(document.querySelector('.round .side').getBoundingClientRect().width),
        cut: [...document.querySelectorAll('.seat .name')].filter(n => n.scrollWidth > n.clientWidth + 1).map(n => n.textContent),
      }));
      if (seats.side < 360 || seats.cut.length) failures.push(`a game at 1920x1080: side column ${seats.side} px, names cut: ${seats.cut.join(', ')}`);
    }
    // The analysis board's move list wraps its lines: it never scrolls sideways, and no move is
    // cut at its edge.
    await page.goto(`${base}/analysis/shatranj?game=${longGame}`);
    await page.waitForSelector('#tree .mv');
    const tree = await page.evaluate(() => {
      const t = document.getElementById('tree');
      const box = t.getBoundingClientRect();
      const out = [...t.querySelectorAll('.mv')].filter(m => m.getBoundingClientRect().right > box.right + 1).length;
      return { moves: t.querySelectorAll('.mv').length, scroll: t.scrollWidth, width: t.clientWidth, out };
    });
    if (tree.moves < 40) failures.push(`the long game shows ${tree.moves} moves`);
    if (tree.scroll > tree.width || tree.out) failures.push(`the analysis move list at ${name}: ${tree.scroll} px of moves in ${tree.width} px, ${tree.out} moves past its edge`);
    // The lobby with "Create a game" open, each game chosen (its rules' choices shown).
    await page.goto(base + '/');
    await page.evaluate(() => { document.getElementById('create-box').open = true; });
    for (const v of variants) {
      await page.click(`label:has(> input[name=variant][value="${v}"])`);
      await page.click('label:has(> input[name=opponent][value="seek"])');
      await fits(page, `"Create a game" for ${v} at ${name}`);
    }
    await page.goto(base + '/engines/great-shatranj');
    // An engine's games, and a pairing's.
    for (const sel of ['a[href^="/engines/great-shatranj/games?a="]:not([href*="b="])', 'a[href^="/engines/great-shatranj/games?a="][href*="b="]']) {
      await page.goto(base + '/engines/great-shatranj');
      const href = await page.getAttribute(sel, 'href');
      assert.ok(href, `the list links ${sel}`);
      await page.goto(base + href);
      await page.waitForLoadState('networkidle');
      await fits(page, `${href} at ${name}`);
    }
    await page.context().close();
  }
  // Both themes, the system's choice and the header's switch: axe-core finds no serious fault
  // (contrast among them) on any page.
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: widths.laptop, colorScheme: scheme, bypassCSP: true });
    if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
    const page = await ctx.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      try { await accessible(page, `${path} (${scheme})`); } catch (e) { failures.push(e.message.split('\n')[0]); }
    }
    await page.goto(`${base}${await seeker.evaluate(() => location.pathname)}`);
    try { await accessible(page, `a game (${scheme})`); } catch (e) { failures.push(e.message.split('\n')[0]); }
    await ctx.close();
  }
  // The switch in the header: dark chosen on a light system, kept for the next page.
  const switcher = await (await browser.newContext({ viewport: widths.laptop, colorScheme: 'light' })).newPage();
  await switcher.goto(base + '/');
  await switcher.click('#settings summary');
  await switcher.selectOption('#theme', 'dark');
  await switcher.goto(base + '/players');
  assert.equal(await switcher.getAttribute('html', 'data-theme'), 'dark', 'the chosen theme is kept');
  const paper = await switcher.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(paper, 'rgb(251, 246, 236)', 'the page is dark');
  await switcher.context().close();

  // Signed in, the header keeps to one row on a laptop: the account's links fold under its
  // name, a menu that opens on a click and closes on Escape or a click elsewhere.
  const member = await (await browser.newContext({ viewport: widths.laptop })).newPage();
  await member.goto(base + '/signup');
  await member.fill('#username', 'Parvin69121');
  await member.fill('#password', 'a long password');
  await member.click('#signup');
  await member.waitForURL(base + '/');
  const rows = await member.evaluate(() => document.querySelector('header').getBoundingClientRect().height);
  if (rows > 60) failures.push(`signed in, the header at 1366 px is ${Math.round(rows)} px tall (two rows)`);
  assert.equal(await member.isVisible('#logout'), false);
  await member.click('#me');
  assert.equal(await member.isVisible('#logout'), true, 'the account menu opens');
  await member.keyboard.press('Escape');
  assert.equal(await member.isVisible('#logout'), false, 'Escape closes it');
  await member.click('#me');
  await member.click('main');
  assert.equal(await member.isVisible('#logout'), false, 'a click elsewhere closes it');
  await member.context().close();

  if (shots) {
    const game = await seeker.evaluate(() => location.pathname);
    for (const [name, size, scheme, path] of [['lobby-dark-laptop', 'laptop', 'dark', '/'], ['lobby-desktop', 'desktop', 'light', '/'],
      ['rules-dark-desktop', 'desktop', 'dark', '/rules/great-shatranj'], ['game-dark-phone', 'phone', 'dark', game],
      ['game-desktop', 'desktop', 'light', game]]) {
      const phone = size === 'phone';
      const ctx = await browser.newContext({ viewport: widths[size], colorScheme: scheme, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
      const page = await ctx.newPage();
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(shots, `${name}.png`) });
      await ctx.close();
    }
  }

  // What the pages weigh on the wire (compressed, headers included): a first visit to the lobby
  // and to a game, then the lobby again with the browser's cache.
  const weigh = async (ctx, url) => {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    const encodings = {};
    cdp.on('Network.responseReceived', e => {
      const type = e.response.mimeType;
      encodings[type] = e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || 'none';
    });
    cdp.on('Network.loadingFinished', e => { bytes += e.encodedDataLength; });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.close();
    return { bytes, encodings };
  };
  const cold = await browser.newContext({ viewport: widths.laptop });
  const lobby = await weigh(cold, base + '/');
  const again = await weigh(cold, base + '/');
  const made = await (await fetch(base + '/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ variant: 'shatranj', color: 'white', opponent: 'engine', level: 1, clock: 'live', minutes: 5, increment: 3 }) })).json();
  const game = await weigh(await browser.newContext({ viewport: widths.laptop }), `${base}${made.game_url}?t=${made.token}`);
  const kb = n => `${(n / 1024).toFixed(1)} KB`;
  console.log(`page weight: lobby ${kb(lobby.bytes)}, lobby again ${kb(again.bytes)}, a game ${kb(game.bytes)}`);
  for (const type of ['text/html', 'text/css', 'application/javascript', 'text/javascript']) {
    if (game.encodings[type]) assert.match(game.encodings[type], /br|gzip/, `${type} is compressed`);
  }
  if (lobby.bytes > 60 * 1024) failures.push(`the lobby weighs ${kb(lobby.bytes)} (at most 60 KB)`);
  if (again.bytes > 30 * 1024) failures.push(`the lobby again weighs ${kb(again.bytes)} (under 30 KB)`);
  if (game.bytes > 600 * 1024) failures.push(`a game page weighs ${kb(game.bytes)} (at most 600 KB)`);
  assert.deepEqual(failures, [], failures.join('\n'));
  console.log(`widths: ${pages.length} pages and the lobby's forms fit 390, 1366 and 1920 px; table words whole`);
} finally {
  await browser.close();
}
process.exit(0);
