// Keyboard play on every board, as a player without a pointer plays, on a real `rukh serve` in
// Debian's chromium: Tab reaches the board; the arrow keys move its cursor; Enter picks up a man
// and Enter again plays it; a typed move box under the board; every move said in the page's live
// region. The game page against the engine, the analysis board, a historical problem solved
// from the keyboard alone, offline play against the engine in the browser, and the editor
// (a piece's letter puts it on the cursor's square, Delete clears it). axe-core on each page with
// the board focused.
//
//   RUKH_BIN=target/release/rukh node web/tests/keys.mjs [--screenshots docs/screenshots]
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { accessible, launchChromium, serveRukh } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
const shotsArg = process.argv.indexOf('--screenshots');
const shots = shotsArg > 0 ? resolve(process.argv[shotsArg + 1]) : null;
if (shots) mkdirSync(shots, { recursive: true });
const port = 26000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-keys-')), 'rukh.db');
const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await launchChromium();
const pageErrors = [];

async function visitor() {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(e.message));
  return page;
}

/** Presses Tab until the board has the focus: the board is in the page's tab order. */
async function tabToBoard(page) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('board-wrap'))) return;
  }
  assert.fail('Tab never reached the board');
}

const said = page => page.evaluate(() => document.getElementById('announce')?.textContent ?? '');

/** The cursor's square as the page draws it: its place over the board in eighths. */
async function cursorAt(page, files = 8, ranks = 8) {
  return page.evaluate(([f, r]) => {
    const c = document.querySelector('.board-wrap .kb-cursor');
    const x = Math.round(parseFloat(c.style.left) * f / 100), y = Math.round(parseFloat(c.style.top) * r / 100);
    return String.fromCharCode(97 + x) + String(r - y);
  }, [files, ranks]);
}

async function keys(page, ...list) {
  for (const k of list) await page.keyboard.press(k);
}

let failed = false;
try {
  // 1. The game page against the engine: e2-e3 by the board's cursor, then a typed move.
  {
    const p = await visitor();
    await p.goto(base + '/');
    await p.evaluate(() => { const d = document.getElementById('create-box'); if (d) d.open = true; });
    const pick = (name, value) => p.click(`label:has(> input[name=${name}][value="${value}"])`);
    await pick('variant', 'shatranj');
    await pick('tc', 'none');
    await p.fill('input[name=name]', 'Kira');
    await pick('color', 'white');
    await pick('opponent', 'engine');
    await p.selectOption('select[name=level]', '1');
    await p.click('#create');
    await p.waitForSelector('cg-board');
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    await tabToBoard(p);
    assert.equal(await p.getAttribute('.board-wrap', 'aria-roledescription'), 'board');
    assert.ok(await p.isVisible('.board-wrap .kb-cursor'), 'the cursor shows on the focused board');
    assert.equal(await cursorAt(p), 'a1', 'the cursor begins in the bottom-left corner');
    assert.match(await said(p), /^a1, white rukh/i);
    await accessible(p, 'the game page with its board focused');
    await keys(p, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp');
    assert.equal(await cursorAt(p), 'e2');
    assert.match(await said(p), /^e2, white baidaq/i);
    await keys(p, 'Enter');
    assert.match(await said(p), /white baidaq on e2 picked up\. It can go to e3/i);
    if (shots) await p.screenshot({ path: join(shots, 'keyboard-board.png') });
    // The page's own arrow keys (stepping through the moves) stay off while the board has them.
    await keys(p, 'ArrowUp');
    assert.match(await said(p), /^e3, empty: Enter plays it here/);
    await keys(p, 'Enter');
    await p.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length >= 2, null, { timeout: 20000 });
    assert.match(await p.textContent('#moves'), /e3/);
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    assert.match(await said(p), /Black played .+\. Your move\./);
    // A man that cannot go where the cursor is: the board says so and lets it go.
    await keys(p, 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown'); // a1
    assert.equal(await cursorAt(p), 'a1');
    await keys(p, 'Enter');
    assert.match(await said(p), /white rukh on a1 picked up\. It has no move now/);
    await keys(p, 'ArrowUp', 'ArrowUp', 'Enter');
    assert.match(await said(p), /a3: the man on a1 cannot go there/);
    await p.context().close();
  }

  // 2. The analysis board: a move by the cursor, one typed, a typing mistake explained.
  {
    const p = await visitor();
    await p.goto(base + '/analysis/shatranj');
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('White to move'));
    await tabToBoard(p);
    await accessible(p, 'the analysis board focused');
    await keys(p, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter', 'ArrowUp', 'Enter');
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Black to move'));
    assert.match(await p.textContent('#tree'), /d3/);
    assert.equal(await said(p), 'd3.');
    await p.fill('#move-input', 'g8f6');
    await p.waitForFunction(() => document.querySelectorAll('#tree .mv').length === 2);
    assert.equal(await p.inputValue('#move-input'), '', 'a whole move leaves the box empty');
    await p.fill('#move-input', 'Zz9');
    await p.press('#move-input', 'Enter');
    assert.match(await p.textContent('#move-error'), /no legal move is written 'Zz9'/);
    assert.equal(await p.locator('#tree .mv').count(), 2);
    await p.context().close();
  }

  // 3. A historical problem solved from the keyboard alone: the book's moves typed, the
  // engine's defence announced.
  {
    const p = await visitor();
    const id = 'shatranj-abu-naim';
    const book = (await (await fetch(`${base}/api/problems/${id}/solution`)).json()).moves;
    await p.goto(`${base}/problems/${id}`);
    await p.waitForSelector('#stipulation');
    await tabToBoard(p);
    await accessible(p, 'a problem with its board focused');
    for (let i = 0; i < book.length; i += 2) {
      await p.fill('#move-input', book[i]);
      await p.press('#move-input', 'Enter').catch(() => {});
      if (i + 1 < book.length) {
        await p.waitForFunction(n => document.querySelectorAll('#moves .mv').length >= n, i + 2);
        assert.ok((await said(p)).split(', ').length === 2, `the move and the defence said: ${await said(p)}`);
      }
    }
    await p.waitForSelector('#status.solved');
    await p.fill('#move-input', 'a1a2');
    await p.press('#move-input', 'Enter');
    assert.match(await p.textContent('#move-error'), /The problem is over/);
    await p.context().close();
  }

  // 4. Offline play against the engine in the browser: a typed move, the engine's answer said.
  {
    const p = await visitor();
    await p.goto(base + '/offline/shatranj');
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'), null, { timeout: 20000 });
    await tabToBoard(p);
    await accessible(p, 'offline play with its board focused');
    await p.fill('#move-input', 'e3');
    await p.waitForFunction(() => document.getElementById('announce')?.textContent?.startsWith('The engine played'), null, { timeout: 20000 });
    assert.match(await p.textContent('#moves'), /e3/);
    await p.context().close();
  }

  // 5. The editor: the rukh on a1 cleared with Delete, a white rukh put on a3 and a black horse
  // on b3 by their letters.
  {
    const p = await visitor();
    await p.goto(base + '/editor/shatranj');
    await p.waitForSelector('cg-board');
    const before = (await p.inputValue('#fen')).split(' ')[0].split('/');
    assert.equal(before[7][0], 'R');
    await tabToBoard(p);
    await accessible(p, 'the editor with its board focused');
    assert.equal(await cursorAt(p), 'a1');
    await keys(p, 'Delete');
    assert.match(await said(p), /^a1, empty/);
    await keys(p, 'ArrowUp', 'ArrowUp', 'Shift+R', 'ArrowRight', 'n');
    assert.match(await said(p), /^b3, black asp/i);
    const after = (await p.inputValue('#fen')).split(' ')[0].split('/');
    assert.equal(after[5], 'Rn6', 'rank 3 holds the white rukh and the black horse');
    assert.equal(after[7], '1' + before[7].slice(1), 'a1 is empty');
    await p.context().close();
  }
} catch (e) {
  failed = true;
  console.error(e);
}
if (pageErrors.length) { failed = true; console.error('page errors:', pageErrors); }
await browser.close();
server.kill('SIGTERM');
if (failed) process.exit(1);
console.log('keyboard play on every board: ok');
