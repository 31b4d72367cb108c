// Browser test of the puzzle trainer as players meet it, on a real `rukh serve` in Debian's
// chromium:
// - a visitor opens /training (the five games, their themes, the daily puzzle), trains Shatranj:
//   the opponent's move is played first, a wrong move (clicked on the board) costs rating kept in
//   the browser, is taken back, and the right line (typed) solves it without rating it again; the
//   next puzzle's solution is asked for and played out, with a link to the analysis board; a
//   puzzle of three moves of the solver's is typed to its end;
// - an account trains by theme on a phone, solves a mate in one, sees its rating change, votes,
//   and finds the puzzle in its history and its themes; the same puzzle is not rated twice;
// - a streak ends at the first mistake with its score; a storm's clock runs;
// - the lobby's daily puzzle opens in the trainer;
// - the pages in light and dark, in Persian, at 1366x768 and 390 px, axe-clean.
//
//   RUKH_BIN=target/release/rukh node web/tests/training.mjs [--screenshots DIR]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { accessible, testSite } from './common.mjs';

const { base, browser, shots, repo } = await testSite('training', 26000);
const pageErrors = [];

// The shipped puzzles, to know each one's line.
const lines = new Map();
for (const g of ['shatranj', 'great-shatranj', 'shatranj-kamil-64', 'chaturanga-davidson', 'parsi']) {
  for (const l of readFileSync(join(repo, 'puzzles', `${g}.jsonl`), 'utf8').split('\n')) {
    if (l.trim()) { const p = JSON.parse(l); lines.set(p.id, p); }
  }
}

async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}

async function visitor(viewport, opts = {}) {
  const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: !!opts.phone, hasTouch: !!opts.phone, deviceScaleFactor: opts.phone ? 2 : 1, colorScheme: opts.dark ? 'dark' : 'light' });
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(e.message));
  page.plays = [];
  page.on('request', r => { if (r.method() === 'POST' && /\/play$/.test(r.url())) page.plays.push(r.postData()); });
  return page;
}

/** Waits for a puzzle to be on the board with the opponent's move played: its id. */
async function puzzleShown(page, other = '') {
  await page.waitForFunction(prev => {
    const r = document.getElementById('trainer');
    return r?.dataset.puzzleId && r.dataset.puzzleId !== prev && document.querySelectorAll('#pz-moves .mv').length === 1
      && document.querySelector('#pz-status')?.textContent === '';
  }, other).catch(async e => {
    const state = await page.evaluate(() => ({
      id: document.getElementById('trainer')?.dataset.puzzleId,
      moves: document.querySelectorAll('#pz-moves .mv').length,
      status: document.querySelector('#pz-status')?.textContent,
    }));
    throw new Error(`no new puzzle after ${other || 'none'}: ${JSON.stringify(state)}`, { cause: e });
  });
  return page.evaluate(() => document.getElementById('trainer').dataset.puzzleId);
}

/** Waits for a condition on the page; a timeout says where the trainer stood. */
async function until(page, fn, arg, opts) {
  await page.waitForFunction(fn, arg, opts).catch(async e => {
    const state = await page.evaluate(() => ({
      id: document.getElementById('trainer')?.dataset.puzzleId,
      moves: [...document.querySelectorAll('#pz-moves .mv')].map(m => m.textContent),
      status: document.querySelector('#pz-status')?.textContent,
      task: document.querySelector('#pz-task')?.textContent,
      input: document.querySelector('#move-input')?.value,
      error: document.querySelector('#move-error')?.textContent,
      focus: document.activeElement?.id,
    })).catch(() => ({}));
    throw new Error(`waiting for ${fn.toString()}: ${JSON.stringify(state)}; the last tries sent: ${page.plays.slice(-4).join(' ')}`, { cause: e });
  });
}

/** Types a move in coordinates into the move box. */
async function typeMove(page, move) {
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter').catch(() => {});
}

async function clickSquare(page, square, black) {
  const box = await page.locator('cg-board').boundingBox();
  const f = square.charCodeAt(0) - 97, r = parseInt(square.slice(1), 10) - 1;
  const w = box.width / 8, h = box.height / 8;
  const x = black ? 7 - f : f, y = black ? r : 7 - r;
  await page.mouse.click(box.x + (x + 0.5) * w, box.y + (y + 0.5) * h);
}

/** A legal first move the puzzle does not accept. */
async function wrongMove(page, id) {
  return page.evaluate(async id => {
    const p = await (await fetch(`/api/training/puzzles/${id}`)).json();
    for (const m of p.legal) {
      const r = await fetch(`/api/training/puzzles/${id}/play`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ moves: [m.move], rated: false }) });
      if ((await r.json()).status === 'wrong') return m.move;
    }
    return null;
  }, id);
}

// ---- A visitor at a laptop ----
const laptop = await visitor({ width: 1366, height: 768 });
await laptop.goto(base + '/training');
assert.equal(await laptop.locator('.training-game').count(), 5, 'the five games');
assert.ok(await laptop.locator('#daily-puzzle img.diagram').count() === 1, 'the daily puzzle with its diagram');
await laptop.click('.training-game[data-game="shatranj"] summary');
assert.ok(await laptop.locator('.training-game[data-game="shatranj"] .theme-list a').count() >= 5, 'themes listed');
await accessible(laptop, 'the trainer home');
await shot(laptop, 'training-home-laptop');
await laptop.click('.training-game[data-game="shatranj"] a[href="/training/shatranj"]');
let id = await puzzleShown(laptop);
let p = lines.get(id);
assert.ok(p, `a shipped puzzle: ${id}`);
assert.match(await laptop.textContent('#pz-task'), /Find the best move for (White|Black)/);
// The solver's side is below.
const black = p.fen.split(' ')[1] === 'w';
assert.equal(await laptop.locator('.cg-wrap.orientation-black').count(), black ? 1 : 0, 'the board turned to the solver');
await accessible(laptop, 'a puzzle');
await shot(laptop, 'training-puzzle-laptop');
// A wrong move, on the board: rated, kept in this browser, and taken back.
const wrong = await wrongMove(laptop, id);
assert.ok(wrong, 'a wrong move exists');
await clickSquare(laptop, wrong.slice(0, 2), black);
await clickSquare(laptop, wrong.slice(2, 4), black);
if (await laptop.locator('#choice-title').count()) await laptop.locator('#picker button.choice').first().click();
await until(laptop, () => /not the move/.test(document.querySelector('#pz-status')?.textContent ?? ''));
assert.match(await laptop.textContent('#pz-rating'), /Your puzzle rating: \d+\? \(-\d+\)/, 'the rating fell');
const kept = await laptop.evaluate(() => JSON.parse(localStorage.getItem('rukh-puzzle-rating-shatranj')));
assert.ok(kept.rating < 1500 && kept.games === 1, 'the browser keeps the rating');
await laptop.click('#pz-retry');
await until(laptop, () => /Try again/.test(document.querySelector('#pz-status')?.textContent ?? ''));
// The line, typed: solved, not rated again.
for (let i = 1; i < p.moves.length; i += 2) {
  await typeMove(laptop, p.moves[i]);
  if (i + 2 < p.moves.length) await until(laptop, n => document.querySelectorAll('#pz-moves .mv').length === n, i + 2);
}
await until(laptop, () => /Solved/.test(document.querySelector('#pz-status')?.textContent ?? ''));
const after = await laptop.evaluate(() => JSON.parse(localStorage.getItem('rukh-puzzle-rating-shatranj')));
assert.equal(after.games, 1, 'a retry is not rated');
assert.ok(await laptop.isVisible('#pz-themes'), 'the themes shown once solved');
assert.match(await laptop.getAttribute('#pz-analysis', 'href'), /^\/analysis\/shatranj\?fen=.*#t=/);
// The next puzzle: the solution asked for, played out on the board.
await laptop.click('#pz-next');
id = await puzzleShown(laptop, id);
p = lines.get(id);
await laptop.click('#pz-show');
await until(laptop, n => document.querySelectorAll('#pz-moves .mv').length === n, p.moves.length, { timeout: 20000 });
assert.match(await laptop.textContent('#pz-status'), /The solution/);
assert.ok(await laptop.isVisible('#pz-next'));
const gaveUp = await laptop.evaluate(() => JSON.parse(localStorage.getItem('rukh-puzzle-rating-shatranj')));
assert.equal(gaveUp.games, 2, 'asking for the solution counts as a miss');
// The analysis board takes the line.
await laptop.goto(base + await laptop.getAttribute('#pz-analysis', 'href'));
await until(laptop, n => document.querySelectorAll('#tree .mv').length >= n, p.moves.length);

// A long line, typed to its end: the solver's moves only go to the server, the answers between
// them come back.
const long = [...lines.values()].find(q => q.moves.length >= 6);
assert.ok(long, 'a shipped puzzle of three moves');
await laptop.goto(base + `/training/puzzle/${long.id}`);
assert.equal(await puzzleShown(laptop), long.id);
for (let i = 1; i < long.moves.length; i += 2) {
  await typeMove(laptop, long.moves[i]);
  if (i + 2 < long.moves.length) await until(laptop, n => document.querySelectorAll('#pz-moves .mv').length === n, i + 2);
}
await until(laptop, () => /Solved/.test(document.querySelector('#pz-status')?.textContent ?? ''));
assert.equal(await laptop.locator('#pz-moves .mv').count(), long.moves.length, 'the whole line on the board');
assert.match(await laptop.getAttribute('#pz-analysis', 'href'), new RegExp(`c=0(\\.0){${long.moves.length - 1}}$`), 'the whole line to the analysis board');

// ---- An account on a phone, by theme ----
const phone = await visitor({ width: 390, height: 844 }, { phone: true, dark: true });
await phone.goto(base + '/signup');
await phone.fill('#username', 'Solver');
await phone.fill('#password', 'a long password');
await phone.click('#signup');
await phone.waitForURL(u => !u.pathname.startsWith('/signup'));
await phone.goto(base + '/training/shatranj?theme=mate-in-1');
id = await puzzleShown(phone);
p = lines.get(id);
assert.ok(p.themes.includes('mate-in-1'), 'a puzzle of the theme asked');
assert.match(await phone.textContent('#pz-themes'), /Mate in 1/, 'the theme shown when chosen');
await accessible(phone, 'a puzzle on a phone, dark');
await shot(phone, 'training-puzzle-phone-dark');
await typeMove(phone, p.moves[1]);
await until(phone, () => /Solved/.test(document.querySelector('#pz-status')?.textContent ?? ''));
assert.match(await phone.textContent('#pz-rating'), /Your puzzle rating: \d+\? \(\+\d+\)/, 'the account rated');
assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the phone');
await phone.click('#pz-up');
await until(phone, () => document.querySelector('#pz-up')?.getAttribute('aria-pressed') === 'true');
// Rated once: the same moves again are not rated.
const again = await phone.evaluate(async ([id, mv]) => (await (await fetch(`/api/training/puzzles/${id}/play`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ moves: [mv], rated: true }),
})).json()).result, [id, p.moves[1]]);
assert.equal(again.rated, false, 'a puzzle is rated once for each player');
// Solved without the moves: refused.
const empty = await phone.evaluate(async id => (await fetch(`/api/training/puzzles/${id}/play`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ moves: [], rated: true }),
})).status, id);
assert.equal(empty, 400, 'no try without moves');
await phone.goto(base + '/training/history');
assert.equal(await phone.locator('.history-row').count(), 1);
assert.match(await phone.textContent('.history-row'), /Solved/);
await accessible(phone, 'the history');
await phone.goto(base + '/training/themes');
assert.match(await phone.textContent('.theme-stats'), /Mate in 1\s*1\s*100%/);
await accessible(phone, 'the themes');
await shot(phone, 'training-themes-phone');
await phone.goto(base + '/training');
assert.match(await phone.textContent('.puzzle-rating[data-game="shatranj"]'), /Your puzzle rating: \d+\?/);

// ---- A streak and a storm ----
await laptop.goto(base + '/training/shatranj/streak');
await laptop.click('#pz-start');
id = await puzzleShown(laptop);
p = lines.get(id);
for (let i = 1; i < p.moves.length; i += 2) {
  await typeMove(laptop, p.moves[i]);
  if (i + 2 < p.moves.length) await until(laptop, n => document.querySelectorAll('#pz-moves .mv').length === n, i + 2);
}
await until(laptop, () => /Streak: 1/.test(document.querySelector('#pz-score')?.textContent ?? ''));
id = await puzzleShown(laptop, id);
const miss = await wrongMove(laptop, id);
await typeMove(laptop, miss);
await until(laptop, () => /Finished: 1 solved/.test(document.querySelector('#pz-task')?.textContent ?? ''));
assert.match(await laptop.textContent('#pz-best'), /best in this browser: 1/);
await shot(laptop, 'training-streak-laptop');
await laptop.goto(base + '/training/great-shatranj/storm');
await laptop.click('#pz-start');
await puzzleShown(laptop);
const clock = await laptop.textContent('#pz-clock');
await laptop.waitForTimeout(1300);
assert.notEqual(await laptop.textContent('#pz-clock'), clock, 'the storm clock runs');
assert.equal(await laptop.locator('cg-board').evaluate(b => b.closest('.cg-wrap').clientWidth > 0), true);

// ---- The daily puzzle from the lobby; the pages in Persian ----
await laptop.goto(base + '/');
await laptop.click('#daily-puzzle');
await laptop.waitForURL(/\/training\/daily$/);
await puzzleShown(laptop);
await laptop.goto(base + '/training?lang=fa');
assert.equal(await laptop.getAttribute('html', 'dir'), 'rtl');
assert.match(await laptop.textContent('h1'), /معماها/);
await accessible(laptop, 'the trainer home in Persian');
await laptop.goto(base + '/training/parsi?lang=fa');
await puzzleShown(laptop);
assert.match(await laptop.textContent('#pz-task'), /بهترین حرکت/);
await shot(laptop, 'training-puzzle-fa');

assert.deepEqual(pageErrors, [], 'no script errors');
console.log('training browser test passed: the games and themes, a rated visitor (a miss taken back, the line typed), the solution shown, an account by theme on a phone (rated once, a vote, history, themes), a streak, a storm, the daily puzzle, Persian');
await browser.close();
process.exit(0);
