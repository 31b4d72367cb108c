// Browser test of the analysis board's engine in the browser (WebAssembly in a worker), on a real
// `rukh serve` whose own analysis is switched off (--max-analyses 0): the lines come from the
// browser; a mate is found and named; moving on the board starts a new analysis; "on the
// server" then gets the server's refusal; the editor checks positions with no round trip to the
// server; "Play the engine offline" plays a game with no request to the server; axe-core on the
// pages.
//
//   RUKH_BIN=target/release/rukh node web/tests/engine.mjs
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { accessible, launchChromium, serveRukh } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
const port = 26000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-engine-')), 'rukh.db');

const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0', '--max-analyses', '0']);
const browser = await launchChromium();
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: false });
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', e => errors.push(e.message));
page.on('console', m => { if (m.type() === 'error' || /network/.test(m.text())) errors.push(m.text()); });
// The engine's networks are files apart: the worker fetches the one of the game analysed, and
// only that one; the rules' pages fetch none.
const nets = [];
ctx.on('request', r => { if (/\.nnue(\?|$)/.test(r.url())) nets.push(new URL(r.url()).pathname); });

// 1. A mate in one (the pawn's, the rook's, or bxa7 baring the king): the browser's engine finds
// the wins and names them, though the server analyses nothing.
const fen = 'k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1';
await page.goto(`${base}/analysis/shatranj?fen=${encodeURIComponent(fen)}`);
assert.equal(await page.inputValue('#engine-where'), 'browser');
await page.waitForFunction(() => /depth \d+/.test(document.querySelector('#depth')?.textContent ?? ''), null, { timeout: 30000 });
await page.waitForFunction(() => document.querySelectorAll('#lines .line').length === 3, null, { timeout: 30000 });
const evals = await page.$$eval('#lines .line .line-eval', es => es.map(e => e.textContent));
assert.ok(evals.every(t => /^(mate|bare king) in 1$/.test(t)), evals.join(', '));
assert.match(await page.textContent('#eval'), /in 1/);
assert.doesNotMatch(await page.textContent('#engine-note'), /busy|too many/i);

assert.deepEqual([...new Set(nets)], ['/assets/shatranj.nnue'], 'the worker fetched the Shatranj network');

// 2. The start of Great Shatranj, and a move played: a new analysis of the new position.
await page.goto(`${base}/analysis/great-shatranj`);
await page.waitForFunction(() => /depth [4-9]|depth \d\d/.test(document.querySelector('#depth')?.textContent ?? ''), null, { timeout: 60000 });
const before = await page.$$eval('#lines .line', ls => ls.length);
assert.ok(nets.includes('/assets/great-shatranj.nnue'), nets.join(', '));
assert.ok(!nets.includes('/assets/parsi.nnue'), 'no network of another game');
assert.ok(before >= 1);

// 3. "On the server": this server analyses nothing, and says so.
await page.selectOption('#engine-where', 'server');
await page.waitForFunction(() => /busy|engine|analys/i.test(document.querySelector('#engine-note')?.textContent ?? ''), null, { timeout: 15000 });
// The choice is kept; back to the browser.
await page.selectOption('#engine-where', 'browser');
await page.waitForFunction(() => /depth \d+/.test(document.querySelector('#depth')?.textContent ?? ''), null, { timeout: 30000 });

// 4. The editor checks positions in the browser: no round trip to the server.
const checks = [];
page.on('request', r => { if (r.url().includes('/api/positions/check')) checks.push(r.url()); });
await page.goto(`${base}/editor/shatranj`);
await page.waitForFunction(() => /A legal position: White to move/.test(document.querySelector('.verdict')?.textContent ?? ''), null, { timeout: 15000 });
await page.fill('#fen', '8/8/8/8/8/2k5/8/R3K3 b - - 0 1');
await page.press('#fen', 'Enter');
await page.waitForFunction(() => /A legal position: Black to move/.test(document.querySelector('.verdict')?.textContent ?? ''), null, { timeout: 15000 });
await page.fill('#fen', 'kk6/8/8/8/8/8/8/K7 w - - 0 1');
await page.press('#fen', 'Enter');
await page.waitForFunction(() => /Not a position of Shatranj: .*2 kings/.test(document.querySelector('.verdict')?.textContent ?? ''), null, { timeout: 15000 });
assert.deepEqual(checks, [], 'the editor asked the server');

// 5. "Play the engine offline" from the editor: the page plays a game in the browser, with no
// request to the server once it has loaded.
await page.goto(`${base}/editor/shatranj`);
await page.waitForFunction(() => /A legal position/.test(document.querySelector('.verdict')?.textContent ?? ''), null, { timeout: 15000 });
const offlineHref = await page.getAttribute('#play-offline', 'href');
assert.match(offlineHref, /^\/offline\/shatranj\?fen=/);
await page.goto(base + offlineHref);
await page.waitForFunction(() => /Your move \(White\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 15000 });
await page.selectOption('#offline-level', '200');
const afterLoad = [];
page.on('request', r => afterLoad.push(r.url()));
const box = await page.locator('cg-board').boundingBox();
const square = (f, r) => [box.x + (f + 0.5) * box.width / 8, box.y + (7 - r + 0.5) * box.height / 8];
await page.mouse.click(...square(4, 1));
await page.mouse.click(...square(4, 2));
// The engine answers in the browser: two moves in the list, and it is White's move again.
await page.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 2, null, { timeout: 30000 });
await page.waitForFunction(() => /Your move \(White\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 30000 });
assert.match(await page.textContent('#moves'), /^1\.\s*e3/);
assert.deepEqual(afterLoad.filter(u => u.startsWith(base) && !u.includes('/assets/')), [], 'the offline game asked the server');
// Playing Black: the engine moves first.
await page.selectOption('#offline-color', 'black');
await page.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 1, null, { timeout: 30000 });
await page.waitForFunction(() => /Your move \(Black\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 30000 });

// 6. Premoves on the game page: while the opponent thinks, the board offers the squares the
// rules in the browser give the man (a pawn one step ahead, an elephant its leaps), and the move
// made ahead is played when the opponent's move comes.
{
  const hostCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const guestCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const host = await hostCtx.newPage();
  const guest = await guestCtx.newPage();
  for (const p of [host, guest]) p.on('pageerror', e => errors.push(e.message));
  const r = await hostCtx.request.post(`${base}/api/games`, {
    headers: { Origin: base },
    data: { variant: 'shatranj', color: 'white', opponent: 'human', clock: 'live', minutes: 10, increment: 5 },
  });
  assert.equal(r.status(), 201, await r.text());
  const made = await r.json();
  await host.goto(`${base}${made.game_url}?t=${made.token}`);
  await guest.goto(base + made.invite_url);
  await guest.click('#join');
  await guest.waitForSelector('#board cg-board');
  await host.waitForFunction(() => !document.getElementById('invite'));
  // White (the host) plays e3, then moves ahead while Black thinks.
  const at = async (page, sq, black) => {
    const b = await page.locator('cg-board').boundingBox();
    const f = sq.charCodeAt(0) - 97, rk = Number(sq[1]) - 1;
    const x = black ? 7 - f : f, y = black ? rk : 7 - rk;
    return [b.x + (x + 0.5) * b.width / 8, b.y + (y + 0.5) * b.height / 8];
  };
  await host.mouse.click(...await at(host, 'e2'));
  await host.mouse.click(...await at(host, 'e3'));
  await guest.waitForFunction(() => document.querySelectorAll('#moves .mv, #moves move, .moves .mv').length >= 1 || /e3/.test(document.querySelector('#moves')?.textContent ?? ''), null, { timeout: 15000 });
  // Black to move: White selects the elephant on f1 and is offered its leaps (d3 and h3).
  await host.mouse.click(...await at(host, 'f1'));
  // Exactly the elephant's two leaps: the rules' squares, not every empty square.
  await host.waitForFunction(() => document.querySelectorAll('cg-board square.premove-dest').length === 2, null, { timeout: 10000 });
  // The squares are seen: each is drawn (a dot), not only classed.
  const drawn = await host.$$eval('cg-board square.premove-dest', ss => ss.map(s => getComputedStyle(s).backgroundImage));
  assert.ok(drawn.every(b => b && b !== 'none'), `premove squares drawn: ${drawn}`);
  await host.mouse.click(...await at(host, 'd3'));
  // The move made ahead marks its two squares until it is played.
  await host.waitForFunction(() => document.querySelectorAll('cg-board square.current-premove').length === 2, null, { timeout: 5000 });
  const marked = await host.$$eval('cg-board square.current-premove', ss => ss.map(s => getComputedStyle(s).backgroundColor));
  assert.ok(marked.every(c => c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent'), `premove marked: ${marked}`);
  // Black moves; White's move made ahead is played at once.
  await guest.mouse.click(...await at(guest, 'e7', true));
  await guest.mouse.click(...await at(guest, 'e6', true));
  await host.waitForFunction(() => /Bd3|Ad3|d3/.test(document.querySelector('#moves')?.textContent ?? '') && (document.querySelector('#moves')?.textContent ?? '').includes('e6'), null, { timeout: 15000 });
  const moves = await (await hostCtx.request.get(`${base}/api/games/${made.id}`)).json();
  assert.deepEqual(moves.moves.map(m => m.coord), ['e2e3', 'e7e6', 'f1d3'], 'the premove was played');
  await hostCtx.close();
  await guestCtx.close();
}

// axe-core, injected where the site's script policy is set aside (the steps above ran under it,
// WebAssembly included).
const axeCtx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
const axePage = await axeCtx.newPage();
await axePage.goto(`${base}/analysis/great-shatranj`);
await axePage.waitForFunction(() => /depth \d+/.test(document.querySelector('#depth')?.textContent ?? ''), null, { timeout: 30000 });
await accessible(axePage, 'the analysis board with the engine in the browser');
await axePage.goto(`${base}/offline/great-shatranj`);
await axePage.waitForFunction(() => /Your move/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 30000 });
await accessible(axePage, 'a game against the engine offline, a premove offered and played');

assert.deepEqual(errors, [], 'no script errors');
await browser.close();
server.kill('SIGTERM');
console.log('engine browser test passed: the analysis board analysed in the browser with the server\'s analysis off (a mate found, Great Shatranj searched), the server\'s refusal shown on request, the editor checking positions in the browser, a game against the engine offline, a premove offered and played');
