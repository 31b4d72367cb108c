// Browser test of the engine rating list on a real `rukh serve` in Debian's chromium: the
// project's strength runs added with `rukh engines import --manifest`, /engines opening on the
// first game's list, the list, the crosstable and the engines fitting a laptop and a 390 px phone,
// a pairing's games, and one game replayed on the analysis board to its last move; axe-core on
// each page; screenshots at 1366x768 and on the phone.
//
//   RUKH_BIN=target/release/rukh node web/tests/engines.mjs [--screenshots docs/screenshots]
import { mkdtempSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
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
const db = `sqlite://${join(mkdtempSync(join(tmpdir(), 'rukh-engines-')), 'rukh.db')}`;

const imported = execFileSync(bin, ['engines', 'import', '--database', db, '--manifest',
  join(repo, 'docs', 'strength', 'engines.toml')], { encoding: 'utf8' });
const added = Number(/added (\d+) of/.exec(imported)[1]);
assert.ok(added > 6000, imported);

const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', db,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await launchChromium();
const pageErrors = [];

async function visitor(viewport, phone = false) {
  const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(e.message));
  return page;
}
async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}
const fitsWidth = page => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

try {
  // 1. /engines opens on Shatranj's list (the first game, in the site's order, with games);
  //    the header links to it.
  const laptop = await visitor({ width: 1366, height: 768 });
  await laptop.goto(base + '/');
  await laptop.click('nav.site a[href="/engines"]');
  await laptop.waitForSelector('table.engine-list');
  assert.match(laptop.url(), /\/engines\/shatranj$/);
  assert.match(await laptop.textContent('h1'), /Engine ratings: Shatranj/);

  // 2. Shatranj's list: every engine of the runs, best first, each with a rating and interval;
  //    shamax and sjaakii below Rukh's recent versions.
  //    Engines that never met the others (one match against one program) form their own group,
  //    each group a table body of its own, best first within it.
  const groups = await laptop.$$eval('table.engine-list tbody', bodies => bodies
    .map(b => [...b.querySelectorAll('tr:not(.group)')].map(tr => ({
      name: tr.querySelector('th').textContent.trim(),
      rating: Number(tr.querySelectorAll('td')[1].textContent.replace('−', '-')),
    })))
    .filter(g => g.length > 0));
  const rows = groups.flat();
  assert.ok(rows.length >= 15, JSON.stringify(rows));
  for (const g of groups) {
    for (let i = 1; i < g.length; i++) assert.ok(g[i - 1].rating >= g[i].rating, `best first: ${JSON.stringify(g)}`);
  }
  const at = name => rows.findIndex(r => r.name === name);
  assert.ok(at('rukh 018845f') >= 0 && at('shamax 5.0b') > at('rukh 018845f') && at('sjaakii 1.4.1') > at('rukh 018845f'));
  assert.match(await laptop.textContent('dl.engine-infos'), /Debian's fairy-stockfish 11\.1 package/);
  assert.ok(await fitsWidth(laptop), 'the list fits 1366 px');
  await accessible(laptop, '/engines/shatranj');
  await shot(laptop, 'engines-1366');

  // 3. Kamil's list, two engines: its crosstable is a grid, each cell the row's points of the
  //    games between them.
  await laptop.click('nav.switch a[href="/engines/shatranj-kamil-64"]');
  await laptop.waitForSelector('table.crosstable');
  const cell = await laptop.textContent('table.crosstable tbody tr:first-child td.num a');
  assert.match(cell, /^\d+½?\/(100|200)$/, cell);
  const pairingGames = Number(cell.split('/')[1]);
  await accessible(laptop, '/engines/shatranj-kamil-64');

  // 4. A pairing's games, and one replayed on the analysis board.
  await laptop.click('table.crosstable tbody tr:first-child td.num a');
  await laptop.waitForSelector('table.engine-games');
  assert.match(await laptop.textContent('h1'), / against /);
  assert.equal(await laptop.locator('table.engine-games a', { hasText: 'Replay' }).count(), 50, 'a page of 50');
  // Pages of 50 games.
  assert.match(await laptop.textContent('nav.pager'), new RegExp(`Page 1 of ${pairingGames / 50}`));
  await accessible(laptop, 'an engine pairing\'s games');
  await shot(laptop, 'engines-games-1366');
  await laptop.locator('table.engine-games a', { hasText: 'Replay' }).first().click();
  await laptop.waitForSelector('.cg-wrap');
  // The game's moves are the analysis board's main line, in SAN once the server has read them.
  await laptop.waitForFunction(() => {
    const sans = [...document.querySelectorAll('#tree .mv .san')].map(s => s.textContent.trim());
    return sans.length > 20 && !sans.some(s => /^[a-p]\d+[a-p]\d+/.test(s));
  }, null, { timeout: 15000 });
  await accessible(laptop, 'an engine game on the analysis board');

  // 5. The phone: the list fits 390 px (the table scrolls inside its box, the page does not).
  const phone = await visitor({ width: 390, height: 844 }, true);
  // Davidson's: two builds of Fairy-Stockfish, each met by its own Rukh, so two groups.
  await phone.goto(base + '/engines/chaturanga-davidson');
  await phone.waitForSelector('table.engine-list');
  assert.match(await phone.textContent('table.engine-list'), /Group 2/, 'groups that never met are said');
  assert.ok(await fitsWidth(phone), 'the list fits 390 px');
  await accessible(phone, '/engines/chaturanga-davidson on a phone');
  await shot(phone, 'engines-phone');

  assert.deepEqual(pageErrors, [], 'no script errors on the pages');
  console.log(`engines browser test passed: ${added} games of the strength runs added, the lists, crosstable and engines of Shatranj, Kamil and Great Shatranj, a pairing's games, a game replayed on the analysis board, a laptop and a phone`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
