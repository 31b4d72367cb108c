// Browser test of the problems as a player meets them, on a real `rukh serve` in Debian's
// chromium: the collection opens with the old masters' problems grouped by source and ordered by
// date, then the positions from play; a historical problem's page tells its history, is solved on
// the board against the engine's defence and then shows the book's line and what the proof found;
// the engine moves first where the solver is not the side to move (Alfonso 35); a draw problem
// (Alfonso 1) is held to its move limit through the web API; a condition read from a line (Alfonso
// 6, mate with the pawn) that the proof refutes is shown as not playable as read, with the reason;
// a site's own problem file (`rukh serve --problems`) with a condition, mate with the pawn, solved
// through the web API while the rook's mate is refused; axe-core on the pages; screenshots at 1366x768, 1280x800 and on a 390 px phone.
//
//   RUKH_BIN=target/release/rukh node web/tests/problems.mjs [--screenshots docs/screenshots]
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
const port = 24000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-problems-')), 'rukh.db');

const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0',
  '--problems', join(here, 'fixtures', 'site-problems.toml')]);
const browser = await launchChromium();
const pageErrors = [];

async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}

async function visitor(viewport, phone = false) {
  const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(e.message));
  return page;
}

async function clickSquare(page, square, black) {
  const box = await page.locator('cg-board').boundingBox();
  const f = square.charCodeAt(0) - 97, r = parseInt(square.slice(1), 10) - 1;
  const w = box.width / 8, h = box.height / 8;
  const x = black ? 7 - f : f, y = black ? r : 7 - r;
  await page.mouse.click(box.x + (x + 0.5) * w, box.y + (y + 0.5) * h);
}

const api = async (path, body) => {
  const r = await fetch(base + path, body === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
};

/** Solves a problem through the API: the book's moves where they still win, else the first
 * legal move the server does not call a failure (it judges each move by proof, so it says which
 * moves keep the goal in reach). Returns the last verdict and the moves played. */
async function solveByApi(id, known = []) {
  const info = (await api(`/api/problems/${id}`)).body;
  const book = (await api(`/api/problems/${id}/solution`)).body.moves;
  let played = [];
  let line = null;
  let legal = info.legal;
  let last = null;
  if (info.turn !== info.solver) {
    last = (await api(`/api/problems/${id}/play`, { moves: [], line: null })).body;
    assert.equal(last.status, 'playing', `${id}: the engine's first move`);
    played = [last.reply.coord];
    line = last.line;
    legal = last.legal;
  }
  for (let turn = 0; turn < info.moves; turn++) {
    const tryMove = async m => (await api(`/api/problems/${id}/play`, { moves: [...played, m], line })).body;
    // The book's line while the engine follows it, else a line known to win against the
    // engine's defence (the engine's search is the same each time), else the legal moves,
    // mates and checks first.
    const follows = l => l.slice(0, played.length).every((m, i) => m === played[i]) && l.length > played.length;
    let mv = follows(book) ? book[played.length] : follows(known) ? known[played.length] : null;
    let r = mv ? await tryMove(mv) : null;
    if (!r || r.status === 'failed') {
      const rank = l => (l.san.endsWith('#') ? 0 : l.san.endsWith('+') ? 1 : l.san.includes('x') ? 2 : 3);
      for (const l of [...legal].sort((a, b) => rank(a) - rank(b))) {
        r = await tryMove(l.move);
        if (r.status !== 'failed') { mv = l.move; break; }
      }
    }
    assert.notEqual(r.status, 'failed', `${id}: no move keeps the goal after ${played.join(' ')}`);
    last = r;
    if (r.status === 'solved') return { verdict: r, played: [...played, mv] };
    played = [...played, mv, r.reply.coord];
    line = r.line;
    legal = r.legal;
  }
  return { verdict: last, played };
}

// 1. The collection: the old masters first, grouped by source and ordered by date.
const desk = await visitor({ width: 1366, height: 768 });
await desk.goto(base + '/problems');
const headings = await desk.$$eval('main h2', hs => hs.map(h => h.textContent.trim()));
assert.match(headings[0], /^The mansubat/, headings.join(' | '));
assert.match(headings[1], /^Alfonso X, Libro de los juegos/, headings.join(' | '));
assert.match(headings[2], /^Positions from play/, headings.join(' | '));
// The site's own collection (`--problems`) comes after the ones that come with Rukh.
assert.match(headings[3], /^Composed on this site/, headings.join(' | '));
const firstCards = await desk.$$eval('main h2:first-of-type + .problem-grid a.problem-card', cs => cs.map(c => c.innerText));
assert.match(firstCards[0], /al-Adli/);
assert.match(firstCards.join('\n'), /Dilaram's mate/);
assert.match(firstCards.join('\n'), /as-Suli's diamond[\s\S]*bare the king in 20/);
// Positions from play say where they come from in words.
// Each card shows its position: a diagram of the problem's own board, drawn.
const diagrams = await desk.$$eval('a.problem-card img.diagram', imgs => imgs.length);
assert.ok(diagrams >= 41, `${diagrams} diagrams in the list`);
const firstDiagram = await desk.locator('a.problem-card img.diagram').first();
await firstDiagram.scrollIntoViewIfNeeded();
await desk.waitForFunction(() => { const i = document.querySelector('a.problem-card img.diagram'); return i && i.complete && i.naturalWidth > 0; });
const playSource = await desk.textContent('#shatranj ~ .problem-grid .source');
assert.match(playSource, /^From a /);
assert.doesNotMatch(await desk.textContent('main'), /rukh problems mine/);
await accessible(desk, 'the problems page');
await shot(desk, 'problems-collection');

// 2. A historical problem on the board: Abu Naim's mate in 3.
await desk.goto(base + '/problems/shatranj-abu-naim');
await desk.waitForSelector('#stipulation');
assert.match(await desk.textContent('.problem-history'), /Abu Naim al-Khadim[\s\S]*Source/);
assert.match(await desk.textContent('#stipulation'), /White to play and mate in 3/);
await accessible(desk, 'a historical problem');
await shot(desk, 'problem-historical-before');
const book = (await api('/api/problems/shatranj-abu-naim/solution')).body.moves;
// A wrong first move fails without giving the solution away; it is taken back, and the book's
// line solves it from there.
const firstMoves = (await api('/api/problems/shatranj-abu-naim')).body.legal;
let wrong = null;
for (const l of firstMoves) {
  if (l.move === book[0]) continue;
  if ((await api('/api/problems/shatranj-abu-naim/play', { moves: [l.move], line: null })).body.status === 'failed') { wrong = l.move; break; }
}
assert.ok(wrong, 'a first move that fails');
{
  const [from, to] = wrong.match(/[a-p][0-9]+/g);
  await clickSquare(desk, from, false);
  await clickSquare(desk, to, false);
  await desk.waitForSelector('#status.failed');
  assert.equal(await desk.isVisible('#solution'), false, 'the solution is not shown after a wrong move');
  await desk.click('#take-back');
  await desk.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 0);
  assert.match(await desk.textContent('#status'), /try another move/);
  assert.equal(await desk.isVisible('#take-back'), false);
}
for (let i = 0; i < book.length; i += 2) {
  const [from, to] = book[i].match(/[a-p][0-9]+/g);
  await clickSquare(desk, from, false);
  await clickSquare(desk, to, false);
  if (i + 1 < book.length) {
    // The engine's defence is on the board before the next move.
    await desk.waitForFunction(n => document.querySelectorAll('#moves .mv').length >= n, i + 2);
  }
}
await desk.waitForSelector('#status.solved');
assert.match(await desk.textContent('#solution-line'), /Nh5\+/);
assert.match(await desk.textContent('#findings'), /only one|proof/);
assert.ok(await desk.isVisible('.problem-history'));
await shot(desk, 'problem-historical-solved');

// 3. The solver not to move: Alfonso 35, White moves first (the engine) and Black mates.
await desk.goto(base + '/problems/shatranj-alfonso-35');
await desk.waitForSelector('#stipulation');
assert.match(await desk.textContent('#stipulation'), /White to play; Black mates in 7/);
// The engine's first move comes by itself; the board is Black's.
await desk.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 1);
assert.match(await desk.textContent('#status'), /White moves first\. Your move/);
assert.equal(await desk.getAttribute('.cg-wrap', 'class').then(c => /orientation-black/.test(c)), true);
// The engine's first move is 1.Axd3 rather than the book's 1.exd3; this line mates against its
// defence (found with Rukh's own search).
const thirtyFive = await solveByApi('shatranj-alfonso-35', ['b5d3', 'c2e2', 'f3e2', 'f4g2', 'e1d1', 'c3c2', 'd1c1',
  'b3b2', 'c1c2', 'f6c6', 'c2b1', 'c6c1', 'b1a2', 'c1a1']);
assert.equal(thirtyFive.verdict.status, 'solved');
assert.match(thirtyFive.verdict.message, /Black wins: White is checkmated/);

// 4. A draw held to the move limit: Alfonso 1, White's knights check for 8 moves.
const one = await solveByApi('shatranj-alfonso-1');
assert.equal(one.verdict.status, 'solved');
assert.match(one.verdict.message, /held the draw for 8 moves/);
assert.match(one.verdict.answer.findings.join(' '), /draw/);

// 5. A condition: Alfonso 6 read as "mate with the pawn" (the book's line ends 12.e3#). The proof
// finds that no first move forces a pawn's mate in 12, so the page shows the problem as one that
// cannot be played as read, with the reason, and the server refuses to judge moves for it.
const sixInfo = (await api('/api/problems/shatranj-alfonso-6-pawn')).body;
assert.match(sixInfo.stipulation, /mate with the pawn in 12/);
assert.match(sixInfo.unusable, /none of White's 29 first moves forces a mate given by a pawn/);
const sixPlay = await api('/api/problems/shatranj-alfonso-6-pawn/play', { moves: ['c6c7'], line: null });
assert.equal(sixPlay.status, 422, JSON.stringify(sixPlay.body));
assert.match(sixPlay.body.error, /cannot be played as read/);
await desk.goto(base + '/problems/shatranj-alfonso-6-pawn');
await desk.waitForSelector('#stipulation');
assert.match(await desk.textContent('.notice'), /cannot be played as read/);
assert.match(await desk.textContent('#status'), /cannot be played as read/);
await accessible(desk, 'a problem that cannot be played as read');

// 5b. A condition solved: the site's own problem (published with `--problems`), mate with the
// pawn where the rook mates as well. The rook's mate wins but is not what the task asks; the
// pawn's mate solves it; the page states the condition in words and lists the site's collection.
const pawnInfo = (await api('/api/problems/site-pawn-mate')).body;
assert.match(pawnInfo.stipulation, /White to play and mate with the pawn in 1/);
const rookMate = (await api('/api/problems/site-pawn-mate/play', { moves: ['h1h8'], line: null })).body;
assert.equal(rookMate.status, 'failed', JSON.stringify(rookMate));
assert.match(rookMate.message, /wins \(White wins: Black is checkmated\), but not as the problem asks/);
const pawnMate = await solveByApi('site-pawn-mate');
assert.equal(pawnMate.verdict.status, 'solved');
assert.deepEqual(pawnMate.played, ['b6b7']);
assert.match(pawnMate.verdict.message, /Solved: White wins: Black is checkmated/);
await desk.goto(base + '/problems');
assert.match(await desk.textContent('.problem-index'), /Composed on this site \(1\)/);
await desk.goto(base + '/problems/site-pawn-mate');
await desk.waitForSelector('#stipulation');
assert.match(await desk.textContent('#stipulation'), /mate with the pawn in 1/);
await accessible(desk, "a site's own problem with a condition");

// 6. A laptop of 1280x800: the whole board, the task and the buttons are in view without scrolling.
const laptop = await visitor({ width: 1280, height: 800 });
await laptop.goto(base + '/problems/shatranj-water-wheel');
await laptop.waitForSelector('#stipulation');
const fits = await laptop.evaluate(() => {
  const inView = sel => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  };
  return { board: inView('.cg-wrap'), task: inView('#stipulation'), solution: inView('#show-solution'),
    wide: document.documentElement.scrollWidth <= innerWidth };
});
assert.deepEqual(fits, { board: true, task: true, solution: true, wide: true }, 'a problem fits 1280x800');
await shot(laptop, 'problem-historical-1280');
await laptop.goto(base + '/problems');
assert.ok(await laptop.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the collection fits 1280 px');
await shot(laptop, 'problems-collection-1280');

// 7. The phone: the collection and a problem page fit 390 px.
const phone = await visitor({ width: 390, height: 844 }, true);
await phone.goto(base + '/problems');
assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= 390), 'the collection fits 390 px');
await shot(phone, 'problems-collection-phone');
await phone.goto(base + '/problems/shatranj-dilaram');
await phone.waitForSelector('#stipulation');
assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= 390), 'a problem fits 390 px');
await shot(phone, 'problem-historical-phone');
await phone.click('#show-solution');
await phone.waitForSelector('#solution-line');
assert.match(await phone.textContent('#solution-line'), /Rh8\+/);
await shot(phone, 'problem-historical-phone-solution');

assert.deepEqual(pageErrors, [], 'no script errors on the pages');
await browser.close();
server.kill('SIGTERM');
console.log('problems browser test passed: the collection by source and date, a historical problem solved on the board with its findings, the engine moving first, a draw held, the refuted pawn-mate reading shown as such, a pawn-mate problem of the site\'s own solved, a laptop, the phone');
