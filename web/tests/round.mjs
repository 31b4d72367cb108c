// Browser test of the game page as players meet it, on a real `rukh serve` in Debian's chromium:
// a laptop (1366x650, the part of a 1366x768 screen a browser shows) plays a phone (390x844)
// through 40 plies typed in the move box and clicked on the board, the board, both seats with
// their clocks, the move box and the resign button inside the window after every move and the
// page never scrolled by itself; the server is stopped and started again under the open game
// (the page says the connection is lost, refuses a move, reconnects and plays on); a game in
// which White makes no first move is aborted after 30 s and recorded so; a game aborted by the
// button; a rematch offered and declined, then offered and accepted; axe-core on the page. At
// 1280x700 (a 1280x800 screen) the board fits as well, and can be resized by its corner. The
// lobby: a quick pairing from two browsers, a seek cancelled and one that vanishes when its page
// closes, a changed rule said on the join page. A review of a game of random moves marks its
// blunders, with the engine's better move and each side's accuracy. The editor's trays place
// pieces where they are put. axe-core on each page.
//   RUKH_BIN=target/release/rukh node web/tests/round.mjs [--screenshots docs/screenshots]
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
const port = 22000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-round-')), 'rukh.db');

let server = null;
async function startServer() {
  server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
    '--assets', join(repo, 'web', 'dist'), '--engine-movetime-ms', '100', '--rate-limit', '0', '--seek-idle', '3']);
}
async function stopServer() {
  const s = server;
  server = null;
  await new Promise(ok => { s.on('exit', ok); s.kill('SIGTERM'); });
}

await startServer();
const browser = await launchChromium();


async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** A player in a browser of their own: a context with the viewport of their screen. */
async function player(viewport, phone = false) {
  const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  // While working on the pages: the stylesheet from web/static rather than the copy built into
  // the server.
  if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(`${e.message}`));
  page.on('console', m => { if (m.type() === 'error') console.error('console:', m.text()); });
  pages.push(page);
  return { ctx, page };
}

/** A game made through the API with the player's session, and its invitation taken by another. */
async function newGame(host, guest, extra = {}) {
  const r = await host.ctx.request.post(`${base}/api/games`, {
    headers: { Origin: base },
    data: { variant: 'shatranj', color: 'white', opponent: 'human', clock: 'live', minutes: 10, increment: 5, ...extra },
  });
  assert.equal(r.status(), 201, await r.text());
  const made = await r.json();
  // The API's seat key, visited once, makes the seat the browser's player's.
  await host.page.goto(`${base}${made.game_url}?t=${made.token}`);
  await guest.page.goto(base + made.invite_url);
  await guest.page.click('#join');
  await guest.page.waitForSelector('#board cg-board');
  await host.page.waitForFunction(() => !document.getElementById('invite'));
  return made.id;
}

/** The legal moves of the player's position, as the server gives them to the player. */
async function legal(p, id) {
  const r = await p.ctx.request.get(`${base}/api/games/${id}`);
  return (await r.json()).legal;
}

/** Every box that must be seen stays inside the window, and the page has not scrolled; the
 * board's squares are painted. */
async function allInView(page, what) {
  assert.match(await page.evaluate(() => document.querySelector('cg-board')?.style.backgroundImage ?? ''), /data:image\/svg/,
    `${what}: the board's squares are drawn`);
  const out = await page.evaluate(() => {
    const boxes = {};
    for (const sel of ['cg-board', '#seat-top', '#seat-bottom', '#clock-white', '#clock-black', '#move-input', '#actions button', '#moves']) {
      const e = document.querySelector(sel);
      if (!e) { boxes[sel] = null; continue; }
      const r = e.getBoundingClientRect();
      boxes[sel] = { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }
    return { boxes, w: innerWidth, h: innerHeight, scrollY, scrollX };
  });
  assert.equal(out.scrollY, 0, `${what}: the page scrolled by itself`);
  for (const [sel, b] of Object.entries(out.boxes)) {
    assert.ok(b, `${what}: ${sel} is on the page`);
    assert.ok(b.top >= 0 && b.bottom <= out.h + 0.5 && b.left >= 0 && b.right <= out.w + 0.5,
      `${what}: ${sel} ${JSON.stringify(b)} is outside the ${out.w}x${out.h} window`);
  }
}

/** Clicks a square of the board (flipped for Black). */
async function clickSquare(page, square, black) {
  const box = await page.locator('cg-board').boundingBox();
  const f = square.charCodeAt(0) - 97, r = parseInt(square.slice(1), 10) - 1;
  const w = box.width / 8, h = box.height / 8;
  const x = black ? 7 - f : f, y = black ? r : 7 - r;
  await page.mouse.click(box.x + (x + 0.5) * w, box.y + (y + 0.5) * h);
}

/** A quiet move (no capture, no check) chosen by a seeded sequence, so the game goes on. */
let seed = 7;
function quiet(moves) {
  const calm = moves.filter(m => !m.san.includes('x') && !m.san.includes('+'));
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return calm[seed % calm.length];
}

async function lobbyAndStudy() {
  // Quick pairing: Dina clicks Shatranj 3+2 and waits; Emil sees her seek counted in the grid
  // and is paired with her by the same click.
  const dina = await player({ width: 1366, height: 650 });
  const emil = await player({ width: 390, height: 844 }, true);
  await dina.page.goto(base + '/');
  await accessible(dina.page, 'the lobby');
  await shot(dina.page, 'lobby-quick-laptop');
  await dina.page.click('button.quick-cell[value="shatranj|3+2"]');
  await dina.page.waitForSelector('#invite');
  const seekUrl = new URL(dina.page.url()).pathname;
  await emil.page.goto(base + '/');
  await shot(emil.page, 'lobby-quick-phone');
  await emil.page.waitForFunction(() => /1 waiting/.test(document.querySelector('button.quick-cell[value="shatranj|3+2"]')?.textContent ?? ''));
  await emil.page.click('button.quick-cell[value="shatranj|3+2"]');
  await emil.page.waitForSelector('cg-board');
  assert.equal(new URL(emil.page.url()).pathname, seekUrl, 'paired into the waiting seek');
  await dina.page.waitForFunction(() => !document.getElementById('invite'));
  assert.match(await dina.page.textContent('#game-info'), /3\+2/);

  // A seek cancelled from its page is gone from the other lobby; a live seek whose page closes
  // goes a few seconds later.
  await dina.page.goto(base + '/');
  await dina.page.click('label:has(> input[name="quick-game"][value="great-shatranj"])');
  await dina.page.click('button.quick-cell[value="great-shatranj|5+3"]');
  await dina.page.waitForSelector('#cancel-seek');
  await emil.page.goto(base + '/');
  await emil.page.waitForFunction(() => /Great Shatranj/.test(document.querySelector('#seeks')?.textContent ?? ''));
  await dina.page.click('#cancel-seek');
  await emil.page.waitForFunction(() => !/Great Shatranj/.test(document.querySelector('#seeks')?.textContent ?? ''), null, { timeout: 10000 });
  const fay = await player({ width: 1280, height: 700 });
  await fay.page.goto(base + '/');
  await fay.page.click('label:has(> input[name="quick-game"][value="parsi"])');
  await fay.page.click('button.quick-cell[value="parsi|10+5"]');
  await fay.page.waitForSelector('#invite');
  await emil.page.waitForFunction(() => /Parsi/.test(document.querySelector('#seeks')?.textContent ?? ''), null, { timeout: 10000 });
  await fay.page.close();
  await emil.page.waitForFunction(() => !/Parsi/.test(document.querySelector('#seeks')?.textContent ?? ''), null, { timeout: 20000 });

  // A changed rule is said on the join page.
  const r = await dina.ctx.request.post(`${base}/api/games`, {
    headers: { Origin: base },
    data: { variant: 'shatranj', opponent: 'human', clock: 'none', rules: { stalemate: 'draw' } },
  });
  const made = await r.json();
  await emil.page.goto(base + made.invite_url);
  assert.match(await emil.page.textContent('#rule-changes'), /stalemate/i);
  await accessible(emil.page, 'the join page');
  await shot(emil.page, 'join-changed-rule-phone');
  const gus = await player({ width: 1366, height: 650 });
  await gus.page.goto(base + made.invite_url);
  await gus.page.waitForSelector('#rule-changes');
  await shot(gus.page, 'join-changed-rule-laptop');

  // A game of random moves, reviewed: its blunders are marked, with the engine's better move
  // and each side's accuracy.
  const id = await randomGame();
  await dina.page.goto(`${base}/analysis/shatranj?game=${id}`);
  await dina.page.click('#review-start');
  await dina.page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-note')?.textContent ?? ''), null, { timeout: 120000 });
  const note = await dina.page.textContent('#review-note');
  const blunders = [...note.matchAll(/(\d+) blunders?/g)].map(m => Number(m[1]));
  assert.ok(blunders.reduce((a, b) => a + b, 0) >= 2, `a random game has blunders: ${note}`);
  assert.ok(await dina.page.locator('#tree .mark.blunder').count() >= 2, 'blunders marked in the moves');
  assert.ok(await dina.page.locator('#tree .best').count() >= 2, 'the better move shown beside marked moves');
  assert.match(note, /White: \d+% accuracy/);
  await accessible(dina.page, 'the analysis board with a review');
  await shot(dina.page, 'review-laptop');
  await emil.page.goto(`${base}/analysis/shatranj?game=${id}`);
  await emil.page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-note')?.textContent ?? ''));
  await shot(emil.page, 'review-phone');

  // The archive: a card with the last position of each game, the players and the result.
  await dina.page.goto(`${base}/archive`);
  assert.ok(await dina.page.locator('#archive-games .game-card svg.start').count() >= 2);
  await accessible(dina.page, 'the archive');
  await shot(dina.page, 'archive-laptop');
  await emil.page.goto(`${base}/archive`);
  await shot(emil.page, 'archive-phone');

  // The editor: a piece picked in the tray above the board goes where it is put, never onto
  // the top rank by itself.
  await dina.page.goto(`${base}/editor/shatranj`);
  await dina.page.waitForSelector('cg-board');
  await dina.page.click('#clear-board');
  await dina.page.click('#tray-black [data-piece="r"]');
  await dina.page.waitForTimeout(100);
  assert.equal((await dina.page.inputValue('#fen')).split(' ')[0], '8/8/8/8/8/8/8/8', 'a click on the tray places nothing');
  const board = await dina.page.locator('cg-board').boundingBox();
  const at = (f, r) => [board.x + (f + 0.5) * board.width / 8, board.y + (7 - r + 0.5) * board.height / 8];
  await dina.page.mouse.click(...at(4, 3));
  await dina.page.waitForFunction(() => document.querySelector('#fen')?.value?.startsWith('8/8/8/8/4r3/8/8/8 '));
  await dina.page.locator('#tray-white [data-piece="K"]').scrollIntoViewIfNeeded();
  const tray = await dina.page.locator('#tray-white [data-piece="K"]').boundingBox();
  const board2 = await dina.page.locator('cg-board').boundingBox();
  await dina.page.mouse.move(tray.x + tray.width / 2, tray.y + tray.height / 2);
  await dina.page.mouse.down();
  await dina.page.mouse.move(board2.x + board2.width / 16, board2.y + board2.height * 15 / 16, { steps: 8 });
  await dina.page.mouse.up();
  await dina.page.waitForFunction(() => document.querySelector('#fen')?.value?.startsWith('8/8/8/8/4r3/8/8/K7 '));
  await dina.page.fill('#fen', 'kk6/8/8/8/8/8/8/K7 w - - 0 1');
  await dina.page.press('#fen', 'Enter');
  await dina.page.waitForFunction(() => /cannot arise: Black has 2 kings\./.test(document.querySelector('#verdict')?.textContent ?? ''));
  await accessible(dina.page, 'the editor');

  // Parsi: a pawn that becomes a horse may move it once more, chosen on the board itself.
  await dina.page.goto(`${base}/analysis/parsi?fen=${encodeURIComponent('7k/1P5p/8/8/8/8/8/4K1N1 w - - 0 1')}`);
  await dina.page.waitForSelector('cg-board');
  await dina.page.waitForFunction(() => document.querySelector('#fen-now')?.value?.startsWith('7k/1P5p'));
  const pb = await dina.page.locator('cg-board').boundingBox();
  const sq = (f, r) => [pb.x + (f + 0.5) * pb.width / 8, pb.y + (7 - r + 0.5) * pb.height / 8];
  await dina.page.mouse.click(...sq(1, 6));
  await dina.page.mouse.click(...sq(1, 7));
  await dina.page.waitForSelector('#bonus-stay');
  assert.match(await dina.page.textContent('#picker'), /move it on the board/);
  assert.equal(await dina.page.locator('#picker button[data-bonus]').count(), 0, 'no text buttons for the squares');
  // The new horse stands selected, its squares marked: one click moves it on.
  await dina.page.mouse.click(...sq(2, 5));
  await dina.page.waitForFunction(() => document.querySelector('#fen-now')?.value?.startsWith('7k/7p/2N5/'));
  await shot(dina.page, 'analysis-parsi-bonus');
}

/** A finished game of random legal moves, played through the API by two programs holding only
 * their seats' keys (browser contexts of their own, without a player's cookie). */
/** Spectators: a room of their own that the players do not read (nor they the players'), for
 * those signed in; the players and spectators see how many watch. */
async function spectators() {
  const host = await player({ width: 1366, height: 768 });
  const guest = await player({ width: 1366, height: 768 });
  const gid = await newGame(host, guest);
  const dana = await player({ width: 1366, height: 768 });
  await dana.page.goto(base + '/signup');
  await dana.page.fill('#username', 'Dana');
  await dana.page.fill('#password', 'a long password');
  await dana.page.click('#signup');
  await dana.page.waitForURL(base + '/');
  await dana.page.goto(`${base}/g/${gid}`);
  await dana.page.waitForSelector('cg-board');
  assert.equal((await dana.page.textContent('#chat-title')).trim(), 'Spectators’ chat');
  await host.page.waitForFunction(() => /1 watching/.test(document.getElementById('watchers')?.textContent ?? ''));
  const eve = await player({ width: 1366, height: 768 });
  await eve.page.goto(`${base}/g/${gid}`);
  await eve.page.waitForSelector('cg-board');
  await guest.page.waitForFunction(() => /2 watching/.test(document.getElementById('watchers')?.textContent ?? ''));
  // Eve has no account: she reads the spectators' room and is asked to sign in to write.
  assert.ok(await eve.page.isVisible('#chat-sign-in'), 'a visitor is asked to sign in');
  assert.ok(await eve.page.isHidden('#chat-form'));
  await dana.page.fill('#chat-input', 'what a start');
  await dana.page.press('#chat-input', 'Enter');
  await eve.page.waitForFunction(() => /Dana: what a start/.test(document.getElementById('chat')?.textContent ?? ''));
  await host.page.fill('#chat-input', 'good luck');
  await host.page.press('#chat-input', 'Enter');
  await guest.page.waitForFunction(() => /good luck/.test(document.getElementById('chat')?.textContent ?? ''));
  await dana.page.waitForTimeout(500);
  for (const p of [host, guest]) assert.doesNotMatch(await p.page.textContent('#chat'), /what a start/);
  for (const p of [dana, eve]) assert.doesNotMatch(await p.page.textContent('#chat'), /good luck/);
  // One leaves: the count follows.
  await eve.ctx.close();
  await host.page.waitForFunction(() => /1 watching/.test(document.getElementById('watchers')?.textContent ?? ''));
  await accessible(dana.page, 'a game with the spectators\' chat');
  await shot(dana.page, 'game-spectators-chat');
  for (const p of [host, guest, dana]) await p.ctx.close();
}

async function randomGame() {
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  const ctx = one;
  const post = async (path, data, token, by = one) => (await by.request.post(base + path, {
    headers: { Origin: base, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, data,
  })).json();
  const g = await post('/api/games', { variant: 'shatranj', opponent: 'human', clock: 'none', color: 'white' });
  const joined = await post(`/api/games/${g.id}/join`, { invite: new URL(base + g.invite_url).searchParams.get('invite') }, null, two);
  const tokens = [g.token, joined.token];
  let r = 11;
  for (let i = 0; i < 50; i++) {
    const t = tokens[i % 2];
    const v = await (await ctx.request.get(`${base}/api/games/${g.id}`, { headers: { Authorization: `Bearer ${t}` } })).json();
    if (v.status !== 'active' || v.legal.length === 0) break;
    r = (r * 1103515245 + 12345) % 2147483648;
    await post(`/api/games/${g.id}/actions`, { type: 'move', move: v.legal[r % v.legal.length].move }, t);
  }
  const v = await (await ctx.request.get(`${base}/api/games/${g.id}`)).json();
  if (v.status === 'active') await post(`/api/games/${g.id}/actions`, { type: 'resign' }, tokens[0]);
  const end = await (await ctx.request.get(`${base}/api/games/${g.id}`)).json();
  assert.equal(end.status, 'finished', 'the random game is over');
  assert.ok(end.ply >= 20, `the random game has moves: ${end.ply}`);
  await one.close(); await two.close();
  return g.id;
}

const failures = [];
const pages = [];
const pageErrors = [];
try {
  const ann = await player({ width: 1366, height: 650 });
  const bob = await player({ width: 390, height: 844 }, true);
  const id = await newGame(ann, bob);
  await ann.page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  // Before the first moves no clock runs, and the time to make them is shown.
  await ann.page.waitForSelector('#first-move:not([hidden])');
  assert.match(await ann.page.textContent('#first-move'), /You have \d+ seconds? to make the first move/);
  await allInView(ann.page, 'laptop at the start');
  await allInView(bob.page, 'phone at the start');
  await accessible(ann.page, 'the game page (laptop)');
  await accessible(bob.page, 'the game page (phone)');
  await shot(ann.page, 'game-start-laptop');
  await shot(bob.page, 'game-start-phone');
  // The "Board" panel closes as a popover does: Escape, or a click elsewhere.
  const boardPanelOpen = page => page.$eval('.board-settings', d => d.open);
  await ann.page.click('.board-settings summary');
  assert.ok(await boardPanelOpen(ann.page), 'the Board panel opens');
  await ann.page.keyboard.press('Escape');
  assert.ok(!await boardPanelOpen(ann.page), 'Escape closes the Board panel');
  await ann.page.click('.board-settings summary');
  await ann.page.click('#status');
  assert.ok(!await boardPanelOpen(ann.page), 'a click elsewhere closes the Board panel');
  // Its colours and coordinates: green squares, coordinates off, both kept for the next page.
  await ann.page.click('.board-settings summary');
  await ann.page.selectOption('#board-colours', 'green');
  await ann.page.uncheck('#board-coords');
  await ann.page.reload();
  await ann.page.waitForSelector('cg-board');
  assert.match(await ann.page.evaluate(() => document.querySelector('cg-board').style.backgroundImage), /769656|dfe6c8/, 'green squares');
  assert.equal(await ann.page.$eval('.coords-files', e => getComputedStyle(e).visibility), 'hidden', 'no coordinates');
  await ann.page.evaluate(() => { localStorage.removeItem('rukh-board-colours'); localStorage.removeItem('rukh-coords'); });
  await ann.page.reload();
  await ann.page.waitForSelector('cg-board');
  await ann.page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));

  let ply = 0;
  const sides = [ann, bob];
  for (; ply < 40; ply++) {
    const p = sides[ply % 2];
    const other = sides[1 - ply % 2];
    await p.page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    const m = quiet(await legal(p, id));
    if (ply % 2 === 0) {
      // Ann types SAN, or squares every fourth move.
      await p.page.fill('#move-input', ply % 8 === 4 ? m.move : m.san);
      if (await p.page.inputValue('#move-input')) await p.page.press('#move-input', 'Enter');
    } else if (ply % 4 === 1) {
      // Bob taps the board.
      await clickSquare(p.page, m.from, true);
      await clickSquare(p.page, m.to, true);
    } else {
      await p.page.fill('#move-input', m.move);
      if (await p.page.inputValue('#move-input')) await p.page.press('#move-input', 'Enter');
    }
    await other.page.waitForFunction(n => document.querySelectorAll('#moves [data-ply]').length === n, ply + 1);
    await p.page.waitForFunction(n => document.querySelectorAll('#moves [data-ply]').length === n, ply + 1);
    await allInView(ann.page, `laptop after ply ${ply + 1}`);
    await allInView(bob.page, `phone after ply ${ply + 1}`);
    if (ply === 1) {
      // Both first moves made: the clocks run now.
      await ann.page.waitForSelector('#first-move', { state: 'hidden' });
      await ann.page.waitForSelector('#clock-white.running');
    }
    if (ply === 20) {
      // The server stops under the open game: both pages say so at once, refuse a move, and
      // come back when it is up again. The outage (8 s and more) is charged to nobody: White's
      // clock, running when it stopped, has lost no more than a few seconds when it is back,
      // and the players read what happened.
      const seconds = t => t.trim().split(':').reduce((a, x) => a * 60 + parseFloat(x), 0);
      const whiteBefore = seconds(await ann.page.textContent('#clock-white'));
      const stopped = Date.now();
      await stopServer();
      await ann.page.waitForSelector('#connection:not([hidden])', { timeout: 15000 });
      assert.match(await ann.page.textContent('#connection'), /Reconnecting/);
      await ann.page.waitForSelector('#clock-white.stale, #clock-black.stale');
      await bob.page.waitForSelector('#connection:not([hidden])', { timeout: 15000 });
      await bob.page.waitForFunction(() => document.querySelector('#move-input')?.disabled === true);
      // A move sent anyway (the box enabled, filled and sent in one step: the page disables
      // it again at each try to reconnect) is refused and said so.
      await bob.page.evaluate(() => {
        const box = document.querySelector('#move-input');
        box.disabled = false;
        box.value = 'a7a6';
        box.form.requestSubmit();
      });
      await bob.page.waitForFunction(() => /Not connected: your move was not sent/.test(document.querySelector('#error')?.textContent ?? ''));
      await shot(bob.page, 'game-reconnecting-phone');
      await ann.page.waitForTimeout(Math.max(0, 8000 - (Date.now() - stopped)));
      await startServer();
      await ann.page.waitForSelector('#connection', { state: 'hidden', timeout: 30000 });
      await bob.page.waitForSelector('#connection', { state: 'hidden', timeout: 30000 });
      const outage = (Date.now() - stopped) / 1000;
      const whiteAfter = seconds(await ann.page.textContent('#clock-white'));
      assert.ok(whiteBefore - whiteAfter < 2, `White's clock ${whiteBefore} s before a ${outage.toFixed(1)} s outage, ${whiteAfter} s after`);
      await ann.page.waitForFunction(() => /The site was down for \d+ s: no clock ran meanwhile, nor in the 5 s your pages take to come back/.test(document.getElementById('chat')?.textContent ?? ''));
      await bob.page.fill('#move-input', '');
    }
  }
  await shot(ann.page, 'game-laptop');
  await shot(bob.page, 'game-phone');
  assert.equal(await ann.page.evaluate(() => document.querySelectorAll('#moves [data-ply]').length), 40);
  // The move list scrolled itself to the last move; the highlighted move is drawn.
  assert.equal(await ann.page.locator('#moves .mv.current').count(), 1);

  // A wrong move in the box is said, and nothing is sent.
  await ann.page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
  await ann.page.fill('#move-input', 'Kz9');
  await ann.page.press('#move-input', 'Enter');
  await ann.page.waitForFunction(() => /no legal move is written 'Kz9'/.test(document.querySelector('#error')?.textContent ?? ''));
  await ann.page.fill('#move-input', '');

  // The screen reader hears the moves.
  assert.match(await bob.page.textContent('#announce'), /played/);
  // The tab says whose turn it is.
  assert.match(await ann.page.title(), /Your turn/);

  // An offer is put into words on both pages: Ann offers a draw, Bob reads it and declines.
  await ann.page.click('#draw-offer');
  await ann.page.click('#draw-offer');
  await bob.page.waitForSelector('#offer-note');
  assert.match(await bob.page.textContent('#offer-note'), /offers a draw\./);
  await shot(bob.page, 'game-draw-offer-phone');
  await ann.page.waitForFunction(() => /You offered a draw/.test(document.querySelector('#offer-note')?.textContent ?? ''));
  await bob.page.click('#draw-decline');
  await bob.page.waitForSelector('#offer-note', { state: 'detached' });
  await ann.page.waitForSelector('#offer-note', { state: 'detached' });

  // Ann resigns; Bob is offered a rematch and declines it; Ann offers again and Bob accepts.
  // The confirmation is readable with the pointer (or finger) still on it, and does not say
  // "click" on a touch screen.
  await ann.page.click('#resign');
  await ann.page.hover('#resign');
  const confirm = await ann.page.$eval('#resign', b => {
    const rgb = s => s.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const f = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const cs = getComputedStyle(b);
    const [a, c] = [lum(rgb(cs.color)), lum(rgb(cs.backgroundColor))];
    return { text: b.textContent, ratio: (Math.max(a, c) + 0.05) / (Math.min(a, c) + 0.05) };
  });
  assert.equal(confirm.text, 'Resign? Press again to confirm');
  assert.ok(confirm.ratio >= 4.5, `the confirmation's contrast under the pointer: ${confirm.ratio.toFixed(2)}:1`);
  await shot(ann.page, 'game-resign-confirm-laptop');
  await ann.page.click('#resign');
  await bob.page.waitForSelector('#banner:not([hidden])');
  // The game over, both may analyse it at once, without a reload.
  await bob.page.waitForSelector('#analyse:not([hidden])');
  await ann.page.waitForSelector('#analyse:not([hidden])');
  await ann.page.click('#rematch');
  await ann.page.waitForSelector('#rematch-waiting');
  await bob.page.waitForSelector('#rematch-offered');
  await shot(bob.page, 'game-rematch-offer-phone');
  await bob.page.click('#rematch-decline');
  await ann.page.waitForSelector('#rematch-declined');
  assert.equal(new URL(ann.page.url()).pathname, `/g/${id}`, 'no game started for an absent player');
  const game = await (await ann.ctx.request.get(`${base}/api/games/${id}`)).json();
  assert.equal(game.rematch, null);
  await ann.page.click('#rematch');
  await bob.page.waitForSelector('#rematch-accept');
  await bob.page.click('#rematch-accept');
  await bob.page.waitForURL(u => !u.pathname.endsWith(id));
  // Ann, who offered, is taken there too.
  await ann.page.waitForURL(u => !u.pathname.endsWith(id));
  assert.equal(new URL(ann.page.url()).pathname, new URL(bob.page.url()).pathname, 'both in the same rematch');

  // The rematch: Bob has White now; Ann (Black) aborts before the first moves.
  await ann.page.waitForSelector('#abort');
  await ann.page.click('#abort');
  await ann.page.click('#abort');
  await bob.page.waitForSelector('#banner:not([hidden])');
  assert.match(await bob.page.textContent('#banner'), /Aborted/);

  // A game in which White never moves is aborted after 30 s, not lost.
  const idle = await newGame(ann, bob);
  const started = Date.now();
  await ann.page.waitForSelector('#banner:not([hidden])', { timeout: 45000 });
  assert.ok(Date.now() - started > 25000, 'aborted only after the time for the first move');
  assert.match(await ann.page.textContent('#banner'), /Aborted · White did not make a first move within 30 seconds/);
  const idleGame = await (await ann.ctx.request.get(`${base}/api/games/${idle}`)).json();
  assert.equal(idleGame.result, '*');
  assert.equal(idleGame.termination, 'aborted');

  // An opponent who leaves: a dot says who is here; Bob gives Ann 15 seconds; Ann closes her
  // page, Bob is told, counts down the 10 s a 1+0 game waits, and claims the win.
  const gone = await newGame(ann, bob, { minutes: 1, increment: 0 });
  await ann.page.waitForSelector('#presence-black.here');
  await bob.page.waitForSelector('#presence-white.here');
  const firstTwo = async () => {
    const w = (await legal(ann, gone))[0];
    assert.equal((await ann.ctx.request.post(`${base}/api/games/${gone}/move`, { headers: { Origin: base }, data: { move: w.move } })).status(), 200);
    await bob.page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'));
    const b = (await legal(bob, gone))[0];
    assert.equal((await bob.ctx.request.post(`${base}/api/games/${gone}/move`, { headers: { Origin: base }, data: { move: b.move } })).status(), 200);
  };
  await firstTwo();
  const whiteMs = (await (await ann.ctx.request.get(`${base}/api/games/${gone}`)).json()).clock.white_ms;
  await bob.page.click('#more-time');
  await ann.page.waitForFunction(ms => fetch(location.pathname.replace('/g/', '/api/games/')).then(r => r.json())
    .then(g => g.clock.white_ms >= ms + 14000), whiteMs);
  const annPage = ann.page;
  await annPage.goto('about:blank');
  await bob.page.waitForSelector('#presence-white.away');
  await bob.page.waitForSelector('#absent-note');
  assert.match(await bob.page.textContent('#absent-note'), /left the game\. You can claim victory in \d+ seconds?/);
  assert.ok(await bob.page.isHidden('#claim-absent-win'), 'no claim before the wait');
  await bob.page.waitForSelector('#claim-absent-win:not([hidden])', { timeout: 20000 });
  await shot(bob.page, 'game-opponent-left-phone');
  await bob.page.click('#claim-absent-win');
  await bob.page.waitForSelector('#banner:not([hidden])');
  assert.match(await bob.page.textContent('#banner'), /White left the game/);
  const claimed = await (await bob.ctx.request.get(`${base}/api/games/${gone}`)).json();
  assert.equal(claimed.result, '0-1');
  assert.equal(claimed.termination, 'abandoned');

  // 1280x700: the board fits; dragging its corner makes it smaller, and the size is kept.
  const carl = await player({ width: 1280, height: 700 });
  await carl.page.goto(`${base}/g/${id}`);
  await carl.page.waitForSelector('cg-board');
  const before = await carl.page.locator('cg-board').boundingBox();
  assert.ok(before.y + before.height <= 700, `the board's bottom ${before.y + before.height} is inside 700 px`);
  const handle = await carl.page.locator('.resize-handle').boundingBox();
  await carl.page.mouse.move(handle.x + 5, handle.y + 5);
  await carl.page.mouse.down();
  await carl.page.mouse.move(handle.x - 120, handle.y - 120, { steps: 5 });
  await carl.page.mouse.up();
  const after = await carl.page.locator('cg-board').boundingBox();
  assert.ok(after.width < before.width - 80, `resized: ${before.width} → ${after.width}`);
  await carl.page.reload();
  await carl.page.waitForSelector('cg-board');
  const kept = await carl.page.locator('cg-board').boundingBox();
  assert.ok(Math.abs(kept.width - after.width) < 2, `the size is kept: ${after.width} → ${kept.width}`);
  await accessible(carl.page, 'the finished game page (spectator)');
  await spectators();
  await lobbyAndStudy();
} catch (e) {
  failures.push(e);
  // What the pages showed, for the failure's report.
  for (const [i, p] of pages.entries()) await p.screenshot({ path: join(tmpdir(), `rukh-round-failed-${i}.png`) }).catch(() => {});
  console.error(`screenshots of the pages: ${join(tmpdir(), 'rukh-round-failed-N.png')}`);
} finally {
  await browser.close();
  if (server) server.kill('SIGTERM');
}
if (pageErrors.length) failures.push(new Error(`errors in the pages: ${pageErrors.join('; ')}`));
if (failures.length) { console.error(failures[0]); process.exit(1); }
console.log('round test passed');
