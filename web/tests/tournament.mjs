// Browser test of tournaments on a real `rukh serve` in Debian's chromium.
//
// An arena: three people, each signed in in a browser of their own, and one bot account played
// by `rukh bot --tournament` with Rukh's engine. The first person makes a one-minute arena of
// half-minute games through the form; all join from the arena's page, which takes each person
// to their game when paired; they play it with the move box, and the game page takes them back
// to the arena when it ends. At the end the standings on the page match the games as the arena
// scores them (2 a win, 1 a draw, double after two wins in a row).
//
// A Swiss: the same four play three rounds; each round pairs everyone, the pages take the
// people to their games and back, and the crosstable at the end matches the games (no one met
// twice, points, Buchholz).
//
// The list of tournaments, the arena, the Swiss's crosstable and the form: axe-clean, at
// 1366x768 and on a 390 px phone, without sideways scrolling.
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
const port = 32000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = `sqlite://${join(mkdtempSync(join(tmpdir(), 'rukh-arena-')), 'rukh.db')}`;
const sleep = ms => new Promise(ok => setTimeout(ok, ms));

const people = ['ardashir', 'buzurgmihr', 'shirin'];
const botName = 'khusrau';
const password = 'a long enough password';
for (const n of people) {
  execFileSync(bin, ['users', 'create', n, '--password-stdin', '--database', db], { input: `${password}\n` });
}
execFileSync(bin, ['users', 'create', botName, '--bot', '--password-stdin', '--database', db], { input: `${password}\n` });
const botToken = execFileSync(bin, ['users', 'token', botName, '--database', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', db,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await launchChromium();
const pageErrors = [];
const bots = [];

/** A person's browser, signed in through the form. */
async function person(name) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(`${name}: ${e.message}`));
  await page.goto(`${base}/login`);
  await page.fill('#username', name);
  await page.fill('#password', password);
  await Promise.all([page.waitForNavigation(), page.click('#login')]);
  assert.equal(await page.textContent('#me'), name, `${name} is signed in`);
  return { name, ctx, page, games: new Set() };
}

/** The bot: Rukh's engine through `rukh bot`, in the tournament. */
function bot(id) {
  const b = spawn(bin, ['bot', '--server', base, '--token', botToken, '--engine', `${bin} uci`,
    '--tournament', id, '--poll-ms', '300', '--movetime', '0.1'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  b.stderr.on('data', d => { said += d; });
  b.said = () => said;
  bots.push(b);
  return b;
}

/** A person plays whatever game their page shows, with the move box: a legal move chosen by a
 * seeded sequence, until `done()`. Their page moves by itself (to the game, back to the
 * tournament); a step that meets a page in the middle of loading is tried again. */
async function play(p, done) {
  let seed = p.name.length * 7919;
  while (!done()) {
    try {
      const m = /\/g\/([^/?#]+)/.exec(p.page.url());
      if (m) {
        p.games.add(m[1]);
        const v = await (await p.ctx.request.get(`${base}/api/games/${m[1]}`)).json();
        if (v.status === 'active' && v.you === v.turn && v.legal.length > 0 && await p.page.isVisible('#move-input')) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          const mv = v.legal[seed % v.legal.length].move;
          await p.page.fill('#move-input', mv, { timeout: 2000 });
          if (await p.page.inputValue('#move-input')) await p.page.press('#move-input', 'Enter', { timeout: 2000 });
        }
      }
    } catch { /* the page was navigating */ }
    await sleep(250);
  }
}

/** The tournament as the API gives it. */
const api = async id => (await fetch(`${base}/api/tournaments/${id}`)).json();

/** Each player's finished games (they play nothing else here), oldest first. */
async function gamesOf(name) {
  const games = await (await fetch(`${base}/api/games?status=finished&player=${name}&limit=500`)).json();
  return games.filter(g => g.white === name || g.black === name)
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));
}

/** A page at a laptop's and a phone's width: axe-clean, no sideways scrolling; `check` looks
 * at it; a screenshot when asked. */
async function atBothSizes(path, what, shotName, check) {
  for (const [name, viewport, phone] of [['1366', { width: 1366, height: 768 }, false], ['phone', { width: 390, height: 844 }, true]]) {
    const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
    if (process.env.RUKH_STATIC_FROM_DISK) await ctx.route('**/site.css*', r => r.fulfill({ path: join(repo, 'web', 'static', 'site.css') }));
    const page = await ctx.newPage();
    page.on('pageerror', e => pageErrors.push(e.message));
    await page.goto(base + path);
    if (check) await check(page);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${what} fits at ${name}`);
    await accessible(page, `${what} at ${name}`);
    if (shots && shotName) await page.screenshot({ path: join(shots, `${shotName}-${name}.png`), fullPage: false });
    await ctx.close();
  }
}

try {
  const [ard, buz, shi] = [await person(people[0]), await person(people[1]), await person(people[2])];

  // Ardashir makes the arena through the form: half-minute games for a minute, bots welcome.
  await ard.page.goto(`${base}/tournaments/new`);
  await accessible(ard.page, 'the new tournament form');
  await ard.page.fill('#t-name', 'Nowruz arena');
  await ard.page.fill('#t-minutes', '0.5');
  await ard.page.fill('#t-increment', '0');
  await ard.page.fill('#t-duration', '1');
  await ard.page.fill('#t-start', '0');
  await ard.page.check('input[name=bots]');
  await Promise.all([ard.page.waitForURL(/\/tournament\//), ard.page.click('form[action="/tournaments/new"] button[type=submit]')]);
  const id = ard.page.url().split('/tournament/')[1];
  // Whether a person is in, as the site tells them (their page may already have taken them to
  // a game: they are paired as soon as two are there).
  const isIn = async (p, t) => (await (await p.ctx.request.get(`${base}/api/tournaments/${t}`)).json()).you?.joined === true;
  assert.ok(await isIn(ard, id), 'the maker is in');
  // The others join from the page; the bot through `rukh bot`.
  for (const p of [buz, shi]) {
    await p.page.goto(`${base}/tournament/${id}`);
    await Promise.all([p.page.waitForNavigation(), p.page.click('#join')]);
    assert.ok(await isIn(p, id), `${p.name} is in`);
  }
  bot(id);

  // They play until the arena ends and its last games are over.
  let over = false;
  const playing = [ard, buz, shi].map(p => play(p, () => over));
  let t;
  for (let i = 0; i < 600; i++) {
    t = await api(id);
    if (t.status === 'finished' && t.standings.every(s => !s.playing)) break;
    await sleep(500);
  }
  over = true;
  await Promise.all(playing);
  assert.equal(t.status, 'finished', JSON.stringify(t));
  const played = t.standings.reduce((n, s) => n + s.games, 0);
  assert.ok(played >= 4, `games were played: ${JSON.stringify(t.standings)}`);
  assert.equal(t.standings.length, 4);
  for (const p of [ard, buz, shi]) {
    assert.ok(p.games.size >= 1, `${p.name}'s page took them to a game`);
    assert.ok(t.standings.find(s => s.name === p.name).games >= 1, `${p.name} played`);
  }

  // The standings match the games, scored by the arena's rules.
  for (const s of t.standings) {
    const mine = await gamesOf(s.name);
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
  const ranked = t.standings.map(s => s.score);
  assert.deepEqual(ranked, [...ranked].sort((a, b) => b - a), 'ranked by score');
  for (const b of bots.splice(0)) b.kill('SIGTERM');

  await atBothSizes('/tournaments', 'the list of tournaments', null, null);
  await atBothSizes(`/tournament/${id}`, 'the arena', 'arena', async page => {
    assert.match(await page.textContent('h1'), /Nowruz arena/);
    assert.equal(await page.locator('ol.podium li').count(), 3, 'the podium');
    assert.match(await page.textContent('ol.podium li:first-child'), new RegExp(t.standings[0].name));
    const rows = await page.$$eval('table.standings tbody tr', trs => trs.map(tr => [
      tr.querySelector('th a').textContent.trim(), Number(tr.querySelector('td:last-child').textContent)]));
    assert.deepEqual(rows, t.standings.map(s => [s.name, s.score]), 'the page shows the standings');
  });
  const arenaGames = played / 2;

  // The Swiss: three rounds for the same four, starting in fifteen seconds (made through the form's
  // address, as the page's form would send it).
  const made = await ard.ctx.request.post(`${base}/tournaments/new`, {
    headers: { Origin: base }, maxRedirects: 0,
    form: { kind: 'swiss', name: 'Mehregan Swiss', variant: 'shatranj', minutes: '0.5', increment: '0', rounds: '3', gap: '2', start: '0.25', rated: '1', bots: '1' },
  });
  assert.equal(made.status(), 303, await made.text());
  const sid = made.headers().location.replace('/tournament/', '');
  for (const p of [buz, shi]) {
    await p.page.goto(`${base}/tournament/${sid}`);
    await Promise.all([p.page.waitForNavigation(), p.page.click('#join')]);
    assert.ok(await isIn(p, sid), `${p.name} is in the Swiss`);
  }
  await ard.page.goto(`${base}/tournament/${sid}`);
  bot(sid);
  over = false;
  for (const p of [ard, buz, shi]) p.games.clear();
  const swissPlaying = [ard, buz, shi].map(p => play(p, () => over));
  let s;
  for (let i = 0; i < 900; i++) {
    s = await api(sid);
    if (s.status === 'finished') break;
    await sleep(500);
  }
  over = true;
  await Promise.all(swissPlaying);
  assert.equal(s.status, 'finished', JSON.stringify(s));
  assert.equal(s.round, 3, 'three rounds');
  for (const p of [ard, buz, shi]) assert.ok(p.games.size >= 2, `${p.name}'s page took them to their games: ${[...p.games]}`);
  // No one met anyone twice; each line's points are its results; the table is ranked.
  for (const line of s.crosstable) {
    const met = line.rounds.filter(r => r && r.opponent).map(r => r.opponent);
    assert.equal(new Set(met).size, met.length, `${line.name} met no one twice`);
    const pts = line.rounds.reduce((n, r) => n + (!r ? 0 : { 1: 1, '+': 1, bye: 1, '½': 0.5 }[r.result] ?? 0), 0);
    assert.equal(line.points, pts, `${line.name}'s points`);
    const buchholz = met.reduce((n, o) => n + s.crosstable.find(l => l.name === o).points, 0);
    assert.equal(line.buchholz, buchholz, `${line.name}'s Buchholz`);
  }
  const order = s.crosstable.map(l => [l.points, l.buchholz]);
  assert.deepEqual(order, [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]), 'ranked by points, then Buchholz');
  await atBothSizes(`/tournament/${sid}`, 'the Swiss', 'swiss', async page => {
    assert.equal(await page.locator('table.crosstable tbody tr').count(), 4);
    assert.equal(await page.locator('table.crosstable thead th abbr[title^="Round"]').count(), 3);
    assert.match(await page.textContent('p.round-line'), /Ended after 3 of 3 rounds/);
  });
  // Five tournaments a day for an account: Ardashir has made two; after three more the form
  // says why it makes no sixth, beside its first field, at both widths, and passes axe-core.
  for (let i = 0; i < 3; i++) {
    const r = await ard.ctx.request.post(`${base}/tournaments/new`, {
      headers: { Origin: base }, maxRedirects: 0,
      form: { kind: 'arena', name: `Yalda arena ${i + 1}`, variant: 'shatranj', minutes: '3', increment: '2', duration: '30', start: '60' },
    });
    assert.equal(r.status(), 303, await r.text());
  }
  for (const [name, viewport] of [['1366', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await (await browser.newContext({ viewport, bypassCSP: true, storageState: await ard.ctx.storageState() })).newPage();
    await page.goto(`${base}/tournaments/new`);
    await page.fill('#t-name', 'One too many');
    await Promise.all([page.waitForLoadState('load'), page.click('form[action="/tournaments/new"] button[type=submit]')]);
    await page.waitForSelector('text=the most one account may');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `the refused form fits at ${name}`);
    await accessible(page, `the tournament form at its day's limit at ${name}`);
    if (shots) await page.screenshot({ path: join(shots, `tournament-day-limit-${name}.png`), fullPage: false });
    await page.context().close();
  }
  assert.deepEqual(pageErrors, [], 'no script errors on the pages');
  console.log(`tournament browser test passed: three people and a bot played ${arenaGames} games in a one-minute arena `
    + `and a three-round Swiss; the standings and the crosstable match the games; the pages at 1366 px and 390 px`);
} catch (e) {
  for (const b of bots) console.error(b.said?.() ?? '');
  throw e;
} finally {
  for (const b of bots) b.kill('SIGTERM');
  await browser.close();
  server.kill('SIGTERM');
}
