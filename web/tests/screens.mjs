// Screenshots of the site for docs/screenshots: every game's board in every piece set, the lobby
// at desktop and phone width, rules pages, the study pages (analysis board, editor, problems) and
// the players' pages (sign-up, a player, the leaderboards) at both widths. A real `rukh serve` in Debian's chromium.
//   RUKH_BIN=target/release/rukh node web/tests/screens.mjs docs/screenshots
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
const out = resolve(process.argv[2] || join(repo, 'docs', 'screenshots'));
mkdirSync(out, { recursive: true });
const port = 20000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-shots-')), 'rukh.db');
const server = spawn(bin, ['serve', '--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--engine-movetime-ms', '100', '--rate-limit', '0'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: process.env.RUST_LOG || 'warn' } });
await new Promise((ok, fail) => {
  server.stdout.on('data', d => { if (String(d).includes('serving')) ok(); });
  setTimeout(() => fail(new Error('rukh serve did not start')), 15000);
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const games = {
  'shatranj': ['e2e3', 'd2d3', 'b1d2'],
  'chaturanga-davidson': ['e2e3', 'd2d3', 'b1d2'],
  'parsi': ['e2e4', 'd2d3', 'b1d2'],
  'shatranj-kamil-64': ['e3e4', 'd3d4', 'b1d2'],
  'great-shatranj': ['e2e3', 'd2d3', 'b1c3'],
};
try {
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const page = await ctx.newPage();
  for (const [variant, moves] of Object.entries(games)) {
    const r = await fetch(base + '/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant, color: 'white', opponent: 'engine', level: 1, name: 'Ann', clock: 'live', minutes: 5, increment: 3 }) });
    const g = await r.json();
    for (const mv of moves) {
      for (let i = 0; i < 50; i++) {
        const s = await (await fetch(`${base}/api/games/${g.id}`, { headers: { Authorization: `Bearer ${g.token}` } })).json();
        if (s.turn === 'white') break;
        await new Promise(ok => setTimeout(ok, 100));
      }
      await fetch(`${base}/api/games/${g.id}/move`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${g.token}` },
        body: JSON.stringify({ move: mv }) });
    }
    await new Promise(ok => setTimeout(ok, 500));
    if (variant === 'great-shatranj') {
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const pp = await phone.newPage();
      await pp.goto(base + g.game_url);
      await pp.waitForSelector('cg-board piece');
      const wide = await pp.evaluate(() => document.documentElement.scrollWidth);
      if (wide > 390) throw new Error(`the game page is ${wide}px wide on a 390px phone`);
      await pp.screenshot({ path: join(out, 'game-phone-great-shatranj.png') });
      await phone.close();
    }
    for (const set of ['figures', 'turned', 'letters']) {
      await page.goto(base + '/');
      await page.evaluate(s => localStorage.setItem('rukh-piece-set', s), set);
      await page.goto(base + g.game_url);
      await page.waitForSelector('cg-board piece');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `board-${variant}-${set}.png`) });
    }
  }
  await page.evaluate(() => localStorage.setItem('rukh-piece-set', 'figures'));
  await page.goto(base + '/');
  await page.screenshot({ path: join(out, 'lobby.png'), fullPage: true });
  for (const id of ['great-shatranj', 'parsi']) {
    await page.goto(base + '/rules/' + id);
    await page.screenshot({ path: join(out, `rules-${id}.png`), fullPage: true });
  }
  await page.goto(base + '/endings/shatranj');
  await page.screenshot({ path: join(out, 'endings-shatranj.png') });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const pp = await phone.newPage();
  await pp.goto(base + '/');
  const wide = await pp.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 390) throw new Error(`the lobby is ${wide}px wide on a 390px phone`);
  await pp.screenshot({ path: join(out, 'lobby-phone.png'), fullPage: true });
  // Study pages, at desktop and phone width: the analysis board (Great Shatranj, a side line),
  // the editor (Parsi, with its flags), the problems list and a problem.
  const study = [
    ['analysis', '/analysis/great-shatranj#t=e2e3+d7d6+(j7j6)+i1h3&c=0.0.0', '#lines .line'],
    ['editor', '/editor/parsi', '#verdict.ok'],
    ['problems', '/problems', '.problem-card'],
    ['problem', '/problems/shatranj-kamil-64-mined-1', '#stipulation'],
  ];
  for (const [name, path, ready] of study) {
    for (const [ctx, suffix] of [[page, ''], [pp, '-phone']]) {
      await ctx.goto(base + path);
      await ctx.waitForSelector(ready, { timeout: 15000 });
      await ctx.waitForTimeout(1200);
      const w = await ctx.evaluate(() => document.documentElement.scrollWidth);
      if (suffix && w > 390) throw new Error(`${path} is ${w}px wide on a 390px phone`);
      await ctx.screenshot({ path: join(out, `${name}${suffix}.png`), fullPage: !!suffix || name === 'problems' });
      // The desktop page lets its analysis go, so the phone's (same address) is not kept waiting.
      if (!suffix) await ctx.goto('about:blank');
    }
  }
  // Players: accounts with rated games behind them, at desktop and phone width: the sign-up
  // page, a player page (ratings, history, games) and the leaderboards.
  const names = ['Tahmina', 'Rustam', 'Shirin', 'Bahram', 'Farhad'];
  const players = [];
  for (const name of names) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(base + '/signup');
    await p.fill('#username', name);
    await p.fill('#password', 'a long password');
    await p.click('#signup');
    await p.waitForURL(base + '/');
    players.push(ctx.request);
  }
  // A round robin, many times over, in two games and speeds; the stronger name wins more often.
  let seed = 7;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let round = 0; round < 14; round++) {
    for (let a = 0; a < names.length; a++) {
      for (let b = a + 1; b < names.length; b++) {
        const [variant, tc] = round % 3 === 2 ? ['great-shatranj', [10, 5]] : ['shatranj', [3, 2]];
        const made = await (await players[a].post(base + '/api/games', { data: { variant, color: round % 2 ? 'black' : 'white',
          opponent: 'seek', clock: 'live', minutes: tc[0], increment: tc[1], rated: true } })).json();
        const invite = made.invite_url.split('invite=')[1];
        await players[b].post(`${base}/api/games/${made.id}/join`, { data: { invite } });
        // A move of each side first: a game counts for rating only when both have moved.
        const [white, black] = round % 2 ? [players[b], players[a]] : [players[a], players[b]];
        await white.post(`${base}/api/games/${made.id}/move`, { data: { move: 'e2e3' } });
        await black.post(`${base}/api/games/${made.id}/move`, { data: { move: 'e7e6' } });
        const p = random() < 0.35 + 0.1 * (b - a) ? b : a;
        const q = p === a ? b : a;
        if (random() < 0.15) {
          await players[a].post(`${base}/api/games/${made.id}/actions`, { data: { type: 'draw', action: 'offer' } });
          await players[b].post(`${base}/api/games/${made.id}/actions`, { data: { type: 'draw', action: 'accept' } });
        } else {
          await players[q].post(`${base}/api/games/${made.id}/actions`, { data: { type: 'resign' } });
        }
      }
    }
  }
  const shots = [['signup', '/signup', '#signup-form'], ['player', '/@/Tahmina', 'figure.chart'], ['players', '/players', '.boards']];
  const guest = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const desk = await guest.newPage();
  for (const [name, path, ready] of shots) {
    for (const [ctx, suffix] of [[desk, ''], [pp, '-phone']]) {
      await ctx.goto(base + path);
      await ctx.waitForSelector(ready);
      const w = await ctx.evaluate(() => document.documentElement.scrollWidth);
      if (w > (suffix ? 390 : 1366)) throw new Error(`${path} is ${w}px wide`);
      await ctx.screenshot({ path: join(out, `${name}${suffix}.png`), fullPage: true });
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  server.kill();
}
