// Browser test of an arena on a real `rukh serve` in Debian's chromium: four bot accounts, each
// played by `rukh bot --tournament` with Rukh's engine, play a one-minute arena to its end; the
// standings on the page match the games as the rules of the arena score them (2 a win, 1 a draw,
// double after two wins in a row); the list of tournaments and the arena's page, axe-clean, at
// 1366x768 and on a 390 px phone.
//
//   RUKH_BIN=target/release/rukh node web/tests/tournament.mjs [--screenshots docs/screenshots]
import { mkdtempSync, mkdirSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
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
const port = 28000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = `sqlite://${join(mkdtempSync(join(tmpdir(), 'rukh-arena-')), 'rukh.db')}`;

const names = ['ardashir', 'buzurgmihr', 'khusrau', 'shirin'];
const tokens = {};
for (const n of names) {
  execFileSync(bin, ['users', 'create', n, '--bot', '--password-stdin', '--database', db], { input: 'a long enough password\n' });
  tokens[n] = execFileSync(bin, ['users', 'token', n, '--database', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', db,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const bots = [];
const browser = await launchChromium();
const pageErrors = [];

try {
  // The first bot's owner makes a one-minute arena of half-minute games, starting now.
  const made = await fetch(`${base}/tournaments/new`, {
    method: 'POST', redirect: 'manual',
    headers: { Authorization: `Bearer ${tokens[names[0]]}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'name=Bots%27+arena&variant=shatranj&minutes=0.5&increment=0&duration=1&start=0&rated=1&bots=1',
  });
  assert.equal(made.status, 303);
  const id = made.headers.get('location').replace('/tournament/', '');

  // Each bot plays there with Rukh's engine.
  for (const n of names) {
    const b = spawn(bin, ['bot', '--server', base, '--token', tokens[n], '--engine', `${bin} uci`,
      '--tournament', id, '--poll-ms', '300'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    b.stderr.on('data', d => { said += d; });
    b.said = () => said;
    bots.push(b);
  }

  // The arena ends after a minute; the games under way then are played out.
  const api = async () => (await fetch(`${base}/api/tournaments/${id}`)).json();
  let t;
  for (let i = 0; i < 400; i++) {
    t = await api();
    if (t.status === 'finished' && t.standings.every(s => !s.playing)) break;
    await new Promise(ok => setTimeout(ok, 500));
  }
  assert.equal(t.status, 'finished', JSON.stringify(t));
  assert.ok(t.standings.every(s => !s.playing), 'every game played out');
  const played = t.standings.reduce((n, s) => n + s.games, 0);
  assert.ok(played >= 4, `games were played: ${JSON.stringify(t.standings)}`);

  // The standings match the games: each bot's finished games, in order, scored by the arena's
  // rules (only the arena's games: the bots played nothing else).
  for (const s of t.standings) {
    const games = await (await fetch(`${base}/api/games?status=finished&player=${s.name}&limit=500`)).json();
    const mine = games.filter(g => g.white === s.name || g.black === s.name)
      .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
    let points = 0, streak = 0;
    const sheet = [];
    for (const g of mine) {
      const white = g.white === s.name;
      const won = (g.result === '1-0' && white) || (g.result === '0-1' && !white);
      const drawn = g.result === '1/2-1/2';
      const moves = Math.floor((g.plies + (white ? 1 : 0)) / 2);
      let p = won ? 2 : drawn && moves >= 10 ? 1 : 0;
      if (g.result === '*') { p = ((g.plies === 0) === white) ? 0 : 2; }
      if (streak >= 2) p *= 2;
      streak = won || (g.result === '*' && p > 0) ? streak + 1 : 0;
      sheet.push(p);
      points += p;
    }
    assert.equal(s.games, mine.length, `${s.name}'s games`);
    assert.deepEqual(s.sheet, sheet, `${s.name}'s points game by game`);
    assert.equal(s.score, points, `${s.name}'s score`);
  }
  const ranked = [...t.standings].map(s => s.score);
  assert.deepEqual(ranked, [...ranked].sort((a, b) => b - a), 'ranked by score');

  // The pages: the list, the arena with its podium, at a laptop's and a phone's width.
  for (const [name, viewport, phone] of [['1366', { width: 1366, height: 768 }, false], ['phone', { width: 390, height: 844 }, true]]) {
    const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
    if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
    const page = await ctx.newPage();
    page.on('pageerror', e => pageErrors.push(e.message));
    await page.goto(`${base}/tournaments`);
    await accessible(page, `/tournaments at ${name}`);
    await page.click(`a[href="/tournament/${id}"]`);
    await page.waitForSelector('table.standings');
    assert.match(await page.textContent('h1'), /Bots' arena/);
    assert.equal(await page.locator('ol.podium li').count(), 3, 'the podium');
    assert.match(await page.textContent('ol.podium li:first-child'), new RegExp(t.standings[0].name));
    const rows = await page.$$eval('table.standings tbody tr', trs => trs.map(tr => [
      tr.querySelector('th a').textContent.trim(), Number(tr.querySelector('td:last-child').textContent)]));
    assert.deepEqual(rows, t.standings.map(s => [s.name, s.score]), 'the page shows the standings');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `fits ${name}`);
    await accessible(page, `the arena at ${name}`);
    if (shots) await page.screenshot({ path: join(shots, `arena-${name}.png`), fullPage: false });
    await ctx.close();
  }
  assert.deepEqual(pageErrors, [], 'no script errors on the pages');
  console.log(`arena browser test passed: four bots played ${played / 2} games in a one-minute arena, the standings match the games, the pages at 1366 px and 390 px`);
} catch (e) {
  for (const b of bots) console.error(b.said?.() ?? '');
  throw e;
} finally {
  for (const b of bots) b.kill('SIGTERM');
  await browser.close();
  server.kill('SIGTERM');
}
