// Browser test, on a real `rukh serve` driven through Debian's chromium: two browsers play a
// Shatranj game to a bare-king finish through an absolute invitation link; a bad FEN in the lobby
// is shown beside its field; an open seek is accepted from another browser's lobby and the clocks
// match the server's after stepping through the game; each of the five games is made from the
// lobby's form and played against the engine by drag and by click to an end by its rules, the
// captured piece shown beside the board; the archive and the rules pages are shown. Study: the
// analysis board opens from a finished game with an evaluation and three lines and takes a side
// line; a position set up in the editor starts a game against the engine; a problem is solved.
// Players: two accounts play a rated game from the lobby and see their ratings change; the game
// is found again from the archive and "My games"; a third browser watches; the header counts the
// games where it is one's move.
//   RUKH_BIN=target/release/rukh node web/tests/browser.mjs [--screenshots docs/screenshots]
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { accessible, launchChromium } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
const shotsArg = process.argv.indexOf('--screenshots');
const shots = shotsArg > 0 ? resolve(process.argv[shotsArg + 1]) : null;
if (shots) mkdirSync(shots, { recursive: true });
const port = 18000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-browser-')), 'rukh.db');

const server = spawn(bin, ['serve', '--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--engine-movetime-ms', '200', '--rate-limit', '0'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: process.env.RUST_LOG || 'warn' } });
await new Promise((ok, fail) => {
  server.stdout.on('data', d => { if (String(d).includes('serving')) ok(); });
  server.on('exit', c => fail(new Error(`rukh serve exited with ${c}`)));
  setTimeout(() => fail(new Error('rukh serve did not start')), 15000);
});

const browser = await launchChromium();




async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Clicks a square of the board (white at the bottom unless `black`). */
async function clickSquare(page, square, files, ranks, black = false) {
  const box = await page.locator('cg-board').boundingBox();
  const f = square.charCodeAt(0) - 97, r = parseInt(square.slice(1), 10) - 1;
  const w = box.width / files, h = box.height / ranks;
  const x = black ? files - 1 - f : f, y = black ? r : ranks - 1 - r;
  await page.mouse.click(box.x + (x + 0.5) * w, box.y + (y + 0.5) * h);
}

/** Drags a piece from one square to another. */
async function dragSquare(page, from, to, files, ranks) {
  const box = await page.locator('cg-board').boundingBox();
  const at = sq => {
    const f = sq.charCodeAt(0) - 97, r = parseInt(sq.slice(1), 10) - 1;
    const w = box.width / files, h = box.height / ranks;
    return [box.x + (f + 0.5) * w, box.y + (ranks - 1 - r + 0.5) * h];
  };
  const [x0, y0] = at(from), [x1, y1] = at(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 5 });
  await page.mouse.move(x1, y1, { steps: 5 });
  await page.mouse.up();
}

async function move(page, from, to, files, ranks, black = false) {
  await clickSquare(page, from, files, ranks, black);
  await clickSquare(page, to, files, ranks, black);
}

/** Unfolds the lobby's "Create a game" form (the quick-pairing grid comes first). */
async function openCreate(page) {
  await page.evaluate(() => { const d = document.getElementById('create-box'); if (d) d.open = true; });
}

async function newGame(page, fields) {
  await page.goto(base + '/');
  await openCreate(page);
  const pick = (name, value) => page.click(`label:has(> input[name=${name}][value="${value}"])`);
  await pick('variant', fields.variant);
  await pick('tc', fields.tc || 'none');
  await page.fill('input[name=name]', fields.name);
  await pick('color', fields.color);
  await pick('opponent', fields.opponent);
  if (fields.level) await page.selectOption('select[name=level]', fields.level);
  if (fields.fen) {
    await page.click('#fen-box summary');
    await page.fill('input[name=fen]', fields.fen);
  }
  await page.click('#create');
  await page.waitForSelector('cg-board');
}

let failed = false;
try {
  // 1. Two people, Shatranj, to a bare-king finish.
  const ann = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await newGame(ann, { variant: 'shatranj', name: 'Ann', color: 'white', opponent: 'human', fen: 'k7/8/8/8/8/8/p7/R3K3 w - - 0 1' });
  const invite = await ann.inputValue('#invite-link');
  // The invitation is a whole address, to send as it is.
  assert.ok(invite.startsWith(base + '/join/'), `invitation ${invite}`);
  const bob = await (await browser.newContext({ viewport: { width: 420, height: 900 } })).newPage();
  await bob.goto(invite);
  await bob.fill('input[name=name]', 'Bob');
  await bob.click('#join');
  await bob.waitForSelector('cg-board');
  await ann.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  // Once the opponent is in, the invitation goes away.
  await ann.waitForFunction(() => !document.getElementById('invite'));
  await move(ann, 'a1', 'a2', 8, 8);
  await bob.waitForSelector('#check-warning');
  await shot(bob, 'game-phone-check');
  await move(bob, 'a8', 'b8', 8, 8, true);
  for (const p of [ann, bob]) {
    await p.waitForSelector('#banner:not([hidden])');
    const text = await p.textContent('#banner');
    assert.match(text, /1-0/);
    assert.match(text, /bare/);
  }
  await shot(ann, 'game-bare-king');
  const finishedUrl = ann.url();
  // A rematch: offered by Ann, accepted by Bob; the same game, colours swapped, both seated.
  await ann.click('#rematch');
  await bob.waitForSelector('#rematch-accept');
  await bob.click('#rematch-accept');
  await bob.waitForURL(u => u.pathname !== new URL(finishedUrl).pathname);
  // The one who offered goes to the rematch too, without a click.
  await ann.waitForURL(u => u.pathname !== new URL(finishedUrl).pathname);
  assert.doesNotMatch(ann.url(), /\?t=/, 'no key in the address');
  await ann.waitForSelector('cg-board');
  await bob.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  assert.equal(new URL(ann.url()).pathname, new URL(bob.url()).pathname, 'both in the same rematch');

  // A mistake in the lobby's form is shown beside its field, with the form as it was.
  const carl = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await carl.goto(base + '/');
  assert.equal(await carl.evaluate(() => document.documentElement.scrollWidth), 390, 'the lobby fits a phone');
  await openCreate(carl);
  await carl.click('label:has(> input[name=variant][value="great-shatranj"])');
  await carl.fill('input[name=name]', 'Carl');
  await carl.click('#fen-box summary');
  await carl.fill('input[name=fen]', 'wnegkmhenw/pppppppppp/10/10 w - - 0 1');
  await carl.click('#create');
  await carl.waitForSelector('#fen-box .field-error');
  assert.match(await carl.textContent('#fen-box .field-error'), /FEN/);
  assert.equal(await carl.inputValue('input[name=fen]'), 'wnegkmhenw/pppppppppp/10/10 w - - 0 1');
  assert.equal(await carl.inputValue('input[name=name]'), 'Carl');
  assert.ok(await carl.isChecked('input[name=variant][value="great-shatranj"]'));

  // An open seek made in one browser appears in another's lobby at once and is accepted there.
  const erin = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await erin.goto(base + '/');
  const dana = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await newGame(dana, { variant: 'parsi', name: 'Dana', color: 'white', opponent: 'seek', tc: '5+3' });
  await erin.waitForSelector('#seeks a.accept');
  assert.match(await erin.textContent('#seeks'), /Parsi Chess.*Dana.*5\+3/s);
  await erin.click('#seeks a.accept');
  await erin.fill('input[name=name]', 'Erin');
  await erin.click('#join');
  await erin.waitForSelector('cg-board');
  await dana.waitForFunction(() => !document.getElementById('invite'));
  await dana.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  // The clocks show the server's time, whatever the page does meanwhile. The clocks start once
  // both sides have moved; then Dana steps back and forth through the game and changes the
  // board's style, and her running clock still matches the server's.
  await move(dana, 'e2', 'e3', 8, 8);
  await erin.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await move(erin, 'e7', 'e6', 8, 8, true);
  await dana.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await dana.waitForTimeout(1500);
  await dana.click('#step-prev');
  await dana.click('#step-first');
  await dana.click('#step-last');
  await dana.click('.board-settings summary');
  await dana.selectOption('#board-style', 'checkered');
  const shown = await dana.textContent('#clock-white');
  const gameId = new URL(dana.url()).pathname.split('/').pop();
  const state = await (await fetch(`${base}/api/games/${gameId}`)).json();
  const [m, sec] = shown.split(':').map(Number);
  // Both in whole seconds, as the clock shows them.
  const diff = Math.abs((m * 60 + sec) - Math.ceil(state.clock.left_ms / 1000));
  assert.ok(diff <= 1, `the clock shows ${shown}, the server ${state.clock.left_ms} ms`);

  // Every game from the lobby's form against the engine: a move by drag, a capture by click (the
  // captured piece appears beside the board), and an end by the game's rules.
  const games = [
    ['shatranj', 8, 8, '7k/8/8/8/8/1p6/1P6/R3K3 w - - 0 1', ['a1', 'a3'], ['a3', 'b3'], null],
    ['chaturanga-davidson', 8, 8, '7k/8/8/8/8/1p6/1P6/R3K3 w - - 0 1', ['a1', 'a3'], ['a3', 'b3'], null],
    ['parsi', 8, 8, '7k/8/8/8/8/1p6/1P6/R3K3 w - - 0 1', ['a1', 'a3'], ['a3', 'b3'], null],
    ['shatranj-kamil-64', 8, 8, '7k/8/8/8/8/1p6/1P6/R3K3 w - - 0 1', ['a1', 'a3'], ['a3', 'b3'], '#claim-draw'],
    ['great-shatranj', 10, 8, '9k/10/10/10/10/1p8/1P8/W3K5 w - - 0 1', ['a1', 'a3'], ['a3', 'b3'], null],
  ];
  for (const [variant, files, ranks, fen, drag, click, claim] of games) {
    const p = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
    await newGame(p, { variant, name: 'Finn', color: 'white', opponent: 'engine', level: '1', fen });
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    await dragSquare(p, drag[0], drag[1], files, ranks);
    await p.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length >= 2, null, { timeout: 20000 });
    await p.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    await move(p, click[0], click[1], files, ranks);
    await p.waitForSelector('#captured-by-white img[data-piece="p"]');
    if (claim) {
      await p.waitForSelector(claim, { timeout: 20000 });
      await p.click(claim);
    }
    await p.waitForSelector('#banner:not([hidden])', { timeout: 20000 });
    assert.match(await p.textContent('#banner'), claim ? /1\/2-1\/2/ : /1-0/, variant);
    await p.context().close();
  }

  // 2. One browser against the engine, Great Shatranj: the Woody takes the last man.
  const eve = await (await browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage();
  await newGame(eve, { variant: 'great-shatranj', name: 'Eve', color: 'white', opponent: 'engine', level: '1', fen: '4k5/10/10/10/10/10/9p/4K4W w - - 0 1' });
  await eve.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await move(eve, 'j1', 'j2', 10, 8);
  await eve.waitForSelector('#banner:not([hidden])', { timeout: 20000 });
  const end = await eve.textContent('#banner');
  assert.match(end, /1-0/);
  assert.match(end, /bare/);
  await shot(eve, 'game-engine-great-shatranj');

  // 3. The archive lists both games; the rules page draws the pieces.
  await eve.goto(base + '/archive');
  const cards = await eve.locator('#archive-games .game-card').count();
  assert.ok(cards >= 2, `archive cards: ${cards}`);
  await shot(eve, 'archive');
  await eve.goto(base + '/');
  await eve.click('#settings summary');
  await eve.selectOption('#piece-set', 'turned');
  await eve.goto(base + '/rules/great-shatranj');
  assert.match(await eve.getAttribute('svg.diagram image[data-figure]', 'href'), /\/pieces\/turned\//);
  assert.ok(await eve.locator('svg.diagram').count() >= 9);
  await shot(eve, 'rules-great-shatranj');

  // 4. Study. From the finished game, one click to the analysis board: the engine's evaluation
  // and three lines at the start; a move other than the game's makes a side line, kept in the
  // address and in the PGN.
  const sam = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await sam.goto(finishedUrl);
  await sam.click('#analyse');
  await sam.waitForSelector('#tree .mv');
  await sam.keyboard.press('Home');
  await sam.waitForFunction(() => document.querySelectorAll('#lines .line').length === 3, null, { timeout: 15000 });
  assert.match(await sam.textContent('#eval'), /^[+-]\d+\.\d\d$|in \d+/);
  await move(sam, 'e1', 'd2', 8, 8);
  await sam.waitForSelector('#tree .variation .mv.current');
  assert.match(decodeURIComponent(new URL(sam.url()).hash), /\(e1d2\)/);
  await sam.waitForFunction(() => document.querySelector('#tree .variation .mv.current img[alt="K"]') && document.querySelector('#tree .variation .mv.current')?.textContent?.includes('d2'));
  await sam.click('#pgn-show');
  assert.match(await sam.inputValue('#pgn'), /1\. Rxa2\+ \(1\. Kd2\)/);
  await shot(sam, 'analysis-board');

  // The editor: a position built from the trays, checked as it is made, then played against
  // the engine from the lobby.
  await sam.goto(base + '/editor/shatranj');
  await sam.click('#clear-board');
  await sam.waitForSelector('#verdict.bad');
  const put = async (letter, square) => {
    await sam.click(`.tray-piece[data-piece="${letter}"]`);
    await clickSquare(sam, square, 8, 8);
  };
  await put('K', 'e1');
  await put('k', 'e8');
  await put('R', 'a1');
  await put('p', 'h7');
  await sam.waitForSelector('#verdict.ok');
  assert.equal(await sam.inputValue('#fen'), '4k3/7p/8/8/8/8/8/R3K3 w - - 0 1');
  await shot(sam, 'editor');
  await sam.click('#play-engine');
  await sam.waitForSelector('#create');
  assert.equal(await sam.inputValue('input[name=fen]'), '4k3/7p/8/8/8/8/8/R3K3 w - - 0 1');
  await sam.fill('input[name=name]', 'Sam');
  await sam.click('label:has(> input[name=color][value="white"])');
  await sam.click('#create');
  await sam.waitForSelector('cg-board');
  const edited = await (await fetch(`${base}/api/games/${new URL(sam.url()).pathname.split('/').pop()}`)).json();
  assert.equal(edited.start_fen, '4k3/7p/8/8/8/8/8/R3K3 w - - 0 1');

  // A problem: the player moves, the engine defends, to the stated end.
  await sam.goto(base + '/problems');
  const first = await sam.getAttribute('#shatranj ~ .problem-grid a.problem-card', 'data-problem');
  await sam.click(`a.problem-card[data-problem="${first}"]`);
  await sam.waitForSelector('#stipulation');
  const info = JSON.parse(await sam.getAttribute('#problem', 'data-problem'));
  const solution = (await (await fetch(`${base}/api/problems/${first}/solution`)).json()).moves;
  const flip = info.turn === 'black';
  // The server judges from the moves alone (and the engine's defence is the same each time), so
  // the test can ask it which move keeps the win when the engine defends otherwise.
  const tryMove = async m => (await fetch(`${base}/api/problems/${first}/play`, { method: 'POST',
    headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ moves: [...played, m], line }) })).json();
  let played = [];
  let line = null;
  let legalNow = info.legal;
  for (let turn = 0; turn < info.moves; turn++) {
    let mv = solution[played.length];
    let r = mv ? await tryMove(mv) : null;
    if (!r || !r.status || r.status === 'failed') {
      for (const l of legalNow) {
        r = await tryMove(l.move);
        if (r.status !== 'failed') { mv = l.move; break; }
      }
    }
    const squares = mv.match(/[a-p][0-9]+/g);
    await move(sam, squares[0], squares[1], 8, 8, flip);
    if (await sam.locator('#picker:not([hidden]) button').count()) await sam.locator('#picker button').first().click();
    // The page shows the server's verdict of this move ("Good. 3 moves left.", "Solved: ..."),
    // each different, so the next move is not made while the engine still thinks.
    await sam.waitForFunction(m => document.querySelector('#status')?.textContent === m, r.message);
    if (r.status === 'solved') break;
    played = [...played, mv, r.reply.coord];
    line = r.line;
    legalNow = r.legal;
  }
  await sam.waitForSelector('#status.solved');
  assert.match(await sam.textContent('#solution'), /Solution/);
  await shot(sam, 'problem-solved');

  // 5. Players. Two people sign up in two browsers (a 1366x768 and a 1280x800 laptop); one
  // makes a rated 3+2 seek, the other takes it from the lobby; both play to an end and see the
  // ratings' change; the first finds the game in the archive and in "My games" and is seated
  // there; a third browser at the same address watches; the header's count of games where it
  // is one's move changes when a move arrives.
  const tahmina = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const rustam = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  for (const [p, name] of [[tahmina, 'Tahmina'], [rustam, 'Rustam']]) {
    await p.goto(base + '/signup');
    await p.fill('#username', name);
    await p.fill('#password', 'a long password');
    await p.click('#signup');
    await p.waitForURL(base + '/');
    assert.equal((await p.textContent('#me')).trim(), name);
  }
  await shot(tahmina, 'lobby-signed-in');
  // A name that looks like an account's ("rn" for "m") is refused at sign-up, in words beside
  // the field, at a laptop's width and a phone's; the form passes axe-core so.
  for (const [w, h, name] of [[1366, 768, 'signup-look-alike'], [390, 844, 'signup-look-alike-phone']]) {
    const p = await (await browser.newContext({ viewport: { width: w, height: h }, bypassCSP: true })).newPage();
    await p.goto(base + '/signup');
    await p.fill('#username', 'Rustarn');
    await p.fill('#password', 'a long password');
    await p.click('#signup');
    await p.waitForSelector('text=looks like, the name of the account Rustam');
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `the refused sign-up fits at ${w}px`);
    await accessible(p, `the sign-up form refusing a look-alike name at ${w}px`);
    await shot(p, name);
    await p.context().close();
  }
  const pick = async (p, name, value) => { await openCreate(p); await p.click(`label:has(> input[name=${name}][value="${value}"])`); };
  await pick(tahmina, 'variant', 'shatranj');
  await pick(tahmina, 'tc', '3+2');
  await pick(tahmina, 'opponent', 'seek');
  await pick(tahmina, 'color', 'white');
  await pick(tahmina, 'mode', 'rated');
  await tahmina.click('#create');
  await tahmina.waitForSelector('cg-board');
  const rated = new URL(tahmina.url()).pathname;
  assert.match(tahmina.url(), /\/g\/[a-z0-9]+$/, 'the game\'s address carries no key');
  await rustam.waitForFunction(() => /Tahmina/.test(document.querySelector('#seeks')?.textContent ?? ''));
  assert.match(await rustam.textContent('#seeks'), /Tahmina.*1500\?.*3\+2.*Rated/s);
  await rustam.click('#seeks a.accept');
  await rustam.click('#join');
  await rustam.waitForSelector('cg-board');
  await tahmina.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  assert.match(await tahmina.title(), /^● Your turn · Shatranj/);
  assert.match(await tahmina.textContent('#seat-top'), /Rustam.*1500\?/);
  await move(tahmina, 'e2', 'e3', 8, 8);
  await rustam.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await move(rustam, 'e7', 'e6', 8, 8, true);
  await tahmina.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await rustam.click('#resign');
  await rustam.click('#resign');
  for (const p of [tahmina, rustam]) await p.waitForSelector('#rating-change .line');
  assert.match(await tahmina.textContent('#rating-change'), /Your rating: 1500\? → 1662\? \(\+162\)/);
  assert.match(await rustam.textContent('#rating-change'), /Your rating: 1500\? → 1338\? \([-−]162\)/);
  await shot(tahmina, 'game-rated-end');
  // Found again from the archive and from "My games": seated (the players' rematch button).
  await tahmina.goto(base + '/archive');
  await tahmina.click(`#archive-games a.card-board[href="${rated}"]`);
  await tahmina.waitForSelector('#rematch');
  await tahmina.goto(base + '/games');
  await tahmina.click(`table a[href="${rated}"]`);
  await tahmina.waitForSelector('#rematch');
  const watcher = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true })).newPage();
  await watcher.goto(base + rated);
  await watcher.waitForSelector('#banner:not([hidden])');
  assert.equal(await watcher.locator('#rematch, #resign').count(), 0, 'a spectator has no seat');
  assert.match(await watcher.textContent('#seat-bottom'), /Tahmina/);
  // The player page and the leaderboards.
  await watcher.goto(base + '/@/Tahmina');
  assert.match(await watcher.textContent('.rating-card'), /1662\?/);
  await watcher.waitForSelector('figure.chart svg circle');
  // The players' pages pass axe-core, for a visitor and (below) for a player.
  for (const path of ['/@/Tahmina', '/players', '/signup', '/login', rated]) {
    await watcher.goto(base + path);
    await watcher.waitForLoadState('networkidle');
    await accessible(watcher, path);
  }
  // Signing in from the header comes back to the page one was on.
  const returning = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await returning.goto(base + '/@/Tahmina');
  await returning.click('#sign-in');
  await returning.fill('#username', 'Rustam');
  await returning.fill('#password', 'a long password');
  await returning.click('#login');
  await returning.waitForURL(base + '/@/Tahmina');
  await returning.context().close();
  const checker = await (await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })).newPage();
  await checker.goto(base + '/login');
  await checker.fill('#username', 'Rustam');
  await checker.fill('#password', 'a long password');
  await checker.click('#login');
  await checker.waitForURL(base + '/');
  for (const path of ['/', '/games', '/account', '/@/Rustam', rated]) {
    await checker.goto(base + path);
    await checker.waitForLoadState('networkidle');
    assert.equal(await checker.evaluate(() => document.documentElement.scrollWidth), 390, `${path} fits a phone`);
    await accessible(checker, `${path} (signed in, phone)`);
  }
  // The turn count: a correspondence game; Rustam waits in the lobby while Tahmina moves.
  await tahmina.goto(base + '/');
  await pick(tahmina, 'variant', 'great-shatranj');
  await pick(tahmina, 'tc', 'd3');
  await pick(tahmina, 'opponent', 'seek');
  await pick(tahmina, 'color', 'white');
  await tahmina.click('#create');
  await tahmina.waitForSelector('cg-board');
  await rustam.goto(base + '/');
  await rustam.waitForFunction(() => /Great Shatranj/.test(document.querySelector('#seeks')?.textContent ?? ''));
  await rustam.click('#seeks a.accept');
  await rustam.click('#join');
  await rustam.waitForSelector('cg-board');
  await rustam.goto(base + '/');
  assert.ok(await rustam.locator('#turn-count[hidden]').count() === 1, 'nothing to play yet');
  await tahmina.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await move(tahmina, 'e2', 'e3', 10, 8);
  // A correspondence move is sent once confirmed.
  await tahmina.click('#confirm-yes');
  await rustam.waitForFunction(() => document.querySelector('#turn-count')?.textContent === '1'
    && !document.querySelector('#turn-count').hidden);
  await shot(rustam, 'lobby-your-turn');
  console.log('browser test passed: invitation, lobby errors, open seek, clocks, all five games to an end, archive and rules, analysis, editor, problem, accounts and a rated game');
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
