// Browser test of the game designer (/design): Makruk made from a blank page field by field,
// checked by the rules in the page (a Betza mistake marked at its character), its perft the same
// as the example file's (`rukh perft`), written as a Rukh file that `rukh` reads back, played
// against the engine in the browser with no request to the server, a Fairy-Stockfish section
// read into the form; saved on the site by an account, listed in the gallery, and played with a
// second browser through an open seek to its end; on a laptop and a phone, light and dark, with
// axe-core.
//
//   RUKH_BIN=target/release/rukh node web/tests/design.mjs
import { mkdtempSync, writeFileSync } from 'node:fs';
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
const dir = mkdtempSync(join(tmpdir(), 'rukh-design-'));
const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${join(dir, 'rukh.db')}`,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await launchChromium();
const errors = [];
const perftOf = file => execFileSync(bin, ['perft', '--variant-file', file, '3'], { encoding: 'utf8' });

try {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
  const page = await ctx.newPage();
  page.on('pageerror', e => errors.push(e.message));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/design`);
  const ready = () => page.waitForFunction(() => document.querySelector('#design-status')?.className === 'design-ok', null, { timeout: 15000 });
  await ready();
  // A blank page: two kings.
  assert.equal(await page.$$eval('.design-piece', rows => rows.length), 1);

  // 1. Makruk from the blank page.
  await page.fill('#design-name', 'Makruk');
  await page.fill('#design-id', 'makruk');
  await page.selectOption('#design-board', 'plain');
  await page.fill('.design-piece [data-field="name"]', 'Khun');
  const pieces = [
    ['Met', 'M', 'F', 'counsellor', false],
    ['Khon', 'S', 'FfW', 'silver-general', false],
    ['Ma', 'N', 'N', 'horse', false],
    ['Ruea', 'R', 'R', 'boat', false],
    ['Bia', 'P', 'fmWfcF', 'pawn', true],
  ];
  for (const [name, letter, betza, figure, pawn] of pieces) {
    await page.click('#design-add-piece');
    const row = page.locator('.design-piece').last();
    await row.locator('[data-field="name"]').fill(name);
    await row.locator('[data-field="letter"]').fill(letter);
    await row.locator('[data-field="betza"]').fill(betza);
    await row.locator('[data-field="figure"]').selectOption(figure);
    if (pawn) await row.locator('[data-field="pawn"]').check();
  }
  // Each piece's moves are drawn as it is typed: the Khon's five squares, none of them apart.
  const khon = page.locator('.design-piece').nth(2);
  assert.match(await khon.locator('.design-diagram svg').getAttribute('aria-label'), /5 squares to move to, 5 to capture on/);
  // A value left out is estimated, and said so.
  assert.match(await khon.locator('[data-field="value"]').getAttribute('placeholder'), /estimated \d+/);
  await page.fill('#design-start', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1');
  await page.fill('#design-zone', '3');
  await page.fill('#design-promote-to', 'M');
  await page.click('#design-more-rules summary');
  await page.fill('#design-rule-move-rule', '0');
  await ready();
  const status = await page.textContent('#design-status');
  // The same perft as the example file's.
  const example = perftOf(join(repo, 'variants', 'examples', 'makruk.toml'));
  const want = example.match(/(\d+) nodes/)?.[1];
  assert.ok(want, example);
  assert.ok(status.includes(`, ${want})`), `designed: ${status}; example: ${example}`);

  // The start on a board: a piece put from its tray by a click is written into the FEN, and
  // taken away by the eraser.
  await page.click('#design-place summary');
  await page.waitForSelector('#design-start-ground cg-board');
  assert.equal(await page.locator('#design-start-ground piece:not(.ghost)').count(), 32);
  await page.click('#design-start-board .tray-piece[data-piece="M"]');
  const sbox = await page.locator('#design-start-ground cg-board').boundingBox();
  const at = (f, r) => [sbox.x + (f + 0.5) * sbox.width / 8, sbox.y + (7 - r + 0.5) * sbox.height / 8];
  await page.mouse.click(...at(3, 3));
  await page.waitForFunction(() => document.querySelector('#design-start').value.startsWith('rnsmksnr/8/pppppppp/8/3M4/PPPPPPPP/'));
  await page.click('#design-start-board .tray-piece[data-piece="delete"]');
  await page.mouse.click(...at(3, 3));
  await page.waitForFunction(() => document.querySelector('#design-start').value.startsWith('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/'));
  await ready();

  // 2. A mistake in a Betza is marked at its character, and the game is not ready until mended.
  await khon.locator('[data-field="betza"]').fill('FfX');
  await page.waitForFunction(() => document.querySelector('#design-status')?.className === 'design-wrong');
  assert.match(await khon.locator('.design-error').textContent(), /found 'X'/);
  assert.equal(await khon.locator('.design-error mark').textContent(), 'X');
  assert.equal(await page.isDisabled('#design-try'), true);
  await khon.locator('[data-field="betza"]').fill('FfW');
  await ready();

  // 3. Written as a Rukh file that `rukh` reads: the same count again.
  const download = page.waitForEvent('download');
  await page.click('#design-write-rukh');
  await download;
  const toml = await page.inputValue('#design-text');
  const written = join(dir, 'makruk.toml');
  writeFileSync(written, toml);
  const nodes = text => text.match(/(\d+) nodes/)?.[1];
  assert.equal(nodes(perftOf(written)), nodes(example), toml);

  // 4. Played against the engine in the browser, with nothing asked of the server.
  const asked = [];
  page.on('request', r => { if (r.url().startsWith(base) && !r.url().includes('/assets/') && !r.url().includes('/pieces/')) asked.push(r.url()); });
  await page.click('#design-try');
  await page.waitForFunction(() => /Your move \(White\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 20000 });
  await page.selectOption('#offline-level', '200');
  const box = await page.locator('#design-play cg-board').boundingBox();
  const square = (f, r) => [box.x + (f + 0.5) * box.width / 8, box.y + (7 - r + 0.5) * box.height / 8];
  await page.mouse.click(...square(4, 2));
  await page.mouse.click(...square(4, 3));
  await page.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 2, null, { timeout: 30000 });
  await page.waitForFunction(() => /Your move \(White\)/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 30000 });
  assert.match(await page.textContent('#moves'), /^1\.\s*\S*e4/);
  assert.deepEqual(asked, [], 'the designer asked the server');

  // 5. Saved on the site by an account, and played with a second browser (a phone) through an
  // open seek, to its end.
  await page.goto(`${base}/signup`);
  await page.fill('#username', 'Maker');
  await page.fill('#password', 'a long password');
  await page.click('#signup');
  await page.waitForURL(u => !u.pathname.startsWith('/signup'));
  await page.goto(`${base}/design`);
  await ready();
  assert.equal(await page.inputValue('#design-name'), 'Makruk', 'the draft is kept in the browser');
  await page.check('#design-publish');
  await page.click('#design-save');
  await page.waitForURL(u => /^\/designs\/[a-z0-9]+$/.test(u.pathname), { timeout: 15000 });
  const designUrl = page.url();
  const shown = await page.textContent('main');
  for (const words of ['Makruk', 'by Maker', 'Khon', 'Play it with others']) assert.ok(shown.includes(words), `${words}: ${shown}`);
  await accessible(page, "a design's page");
  // The saved game on the analysis board, its engine in this browser: the speed it reports.
  await page.click('a[href^="/analysis/d-"]');
  await page.waitForSelector('#engine-where');
  assert.equal(await page.inputValue('#engine-where'), 'browser', 'a design is analysed in the browser');
  if (!(await page.isChecked('#engine-on'))) await page.check('#engine-on');
  await page.waitForFunction(() => /kN\/s/.test(document.querySelector('#depth')?.textContent ?? ''), null, { timeout: 30000 });
  await page.waitForTimeout(3000);
  console.log(`the engine in the browser on the designed Makruk: ${await page.textContent('#depth')}`);
  await page.uncheck('#engine-on');
  await page.goto(`${base}/designs`);
  assert.ok((await page.textContent('#dg-list')).includes('Makruk'), 'the gallery lists it');
  await accessible(page, 'the gallery');
  await page.goto(designUrl);
  await page.click('#dg-play');
  await page.waitForSelector('#new-game');
  assert.equal(await page.isChecked('input[name="mode"][value="casual"]'), true, 'a design is played casual');
  await page.click('label:has(> input[name="color"][value="white"])');
  await page.click('#create');
  await page.waitForURL(u => u.pathname.startsWith('/g/'));
  const gameId = new URL(page.url()).pathname.split('/')[2];
  const guestCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const guest = await guestCtx.newPage();
  guest.on('pageerror', e => errors.push(e.message));
  await guest.goto(`${base}/`);
  await guest.waitForFunction(() => /Makruk/.test(document.querySelector('#seeks')?.textContent ?? ''), null, { timeout: 10000 });
  await guest.locator('#seeks tr', { hasText: 'Makruk' }).locator('a.accept').click();
  await guest.click('#join');
  await guest.waitForSelector('#board cg-board');
  const move = async (ctx, mv) => {
    const r = await ctx.request.post(`${base}/api/games/${gameId}/move`, { headers: { Origin: base }, data: { move: mv } });
    assert.equal(r.status(), 200, `${mv}: ${await r.text()}`);
  };
  await move(ctx, 'e3e4');
  await move(guestCtx, 'd6d5');
  await move(ctx, 'e4d5');
  await guest.waitForFunction(() => document.querySelectorAll('#moves .mv').length >= 3, null, { timeout: 10000 });
  const r = await guestCtx.request.post(`${base}/api/games/${gameId}/actions`, { headers: { Origin: base }, data: { type: 'resign' } });
  assert.equal(r.status(), 200, await r.text());
  await page.waitForFunction(() => /1-0|resign/i.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 10000 });
  const pgn = await (await ctx.request.get(`${base}/api/games/${gameId}/pgn`)).text();
  assert.match(pgn, /\[Variant "d-[a-z0-9]+-v1"\]/);
  assert.match(pgn, /\[VariantFile "http:\/\/127\.0\.0\.1:\d+\/designs\/[a-z0-9]+\/1\/file"\]/);
  await guestCtx.close();
  await page.goto(`${base}/design`);
  await ready();

  // 6. A Fairy-Stockfish section read into the form (Shatranj Kamil, as the contract writes it).
  const ini = `[kamil64]
maxRank = 8
maxFile = 8
customPiece1 = p:mfWcfF
knight = n
rook = r
fers = g
customPiece2 = e:AmD
silver = s
king = k
pawnTypes = p
startFen = rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1
promotionPawnTypes = p
promotionPieceTypes = s
doubleStep = false
castling = false
stalemateValue = loss
nMoveRule = 0
`;
  await page.fill('#design-text', ini);
  await page.click('#design-read');
  await page.waitForFunction(() => document.querySelector('#design-start')?.value.startsWith('rnseksnr'));
  await ready();
  assert.equal(await page.$$eval('.design-piece', rows => rows.length), 7);
  assert.equal(await page.inputValue('#design-rule-stalemate'), 'loss');

  // 7. The page as people meet it: axe-core in light and dark, and a phone with nothing wider
  // than its screen.
  await accessible(page, 'the designer');
  await page.emulateMedia({ colorScheme: 'dark' });
  await accessible(page, 'the designer in the dark');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const p2 = await phone.newPage();
  p2.on('pageerror', e => errors.push(e.message));
  await p2.goto(`${base}/design`);
  await p2.waitForFunction(() => document.querySelector('#design-status')?.className === 'design-ok', null, { timeout: 15000 });
  const wide = await p2.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the designer is ${wide} px wide on a 390 px phone`);
  await accessible(p2, 'the designer on a phone');
  assert.deepEqual(errors, []);
  console.log('design: ok');
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
