// Players among players, as two accounts meet them on a real `rukh serve` in Debian's chromium:
// Ann finds Bob by the player search, challenges him from his page (game, clock, colour, mode);
// Bob, on the lobby, sees the notice at once and the header's count, accepts, and both are in
// the game; a second challenge is declined with a reason that Ann's waiting page shows at once;
// Ann follows Bob and sees him on the site and his game to watch; TV shows the game to a
// visitor with the watcher count; Ann's preferences (colours, coordinates, theme) follow her
// account to another browser; a correspondence move waits for its confirmation. axe-core on
// each page; the notice and the player's page on a 390 px phone no wider than the screen.
//
//   RUKH_BIN=target/release/rukh node web/tests/social.mjs [--screenshots docs/screenshots]
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
const port = 28000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const db = join(mkdtempSync(join(tmpdir(), 'rukh-social-')), 'rukh.db');
const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
  '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await launchChromium();
const pageErrors = [];

async function person(name, viewport = { width: 1366, height: 768 }, phone = false) {
  const ctx = await browser.newContext({ viewport, bypassCSP: true, isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 2 : 1 });
  const page = await ctx.newPage();
  page.on('pageerror', e => pageErrors.push(`${name}: ${e.message}`));
  if (name) {
    await page.goto(base + '/signup');
    await page.fill('#username', name);
    await page.fill('#password', 'a long password');
    await page.click('#signup');
    await page.waitForURL(u => !u.pathname.startsWith('/signup'));
  }
  return page;
}

async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

async function noWider(page, what) {
  const w = await page.evaluate(() => document.documentElement.scrollWidth);
  const v = page.viewportSize().width;
  assert.ok(w <= v, `${what} is ${w} px wide in a ${v} px window`);
}

/** Ann's challenge to Bob from his page; the game's id. */
async function challenge(ann, fields) {
  await ann.goto(base + '/@/Bob');
  await ann.click('#challenge summary');
  await ann.selectOption('#challenge select[name=variant]', fields.variant);
  await ann.selectOption('#challenge select[name=tc]', fields.tc);
  await ann.selectOption('#challenge select[name=color]', fields.color);
  await ann.click('#challenge-send');
  await ann.waitForSelector('#challenge-waiting');
  return new URL(ann.url()).pathname.split('/').pop();
}

let failed = false;
try {
  const ann = await person('Ann');
  const bob = await person('Bob');
  await bob.goto(base + '/');

  // 1. The search finds Bob by the beginning of his name, in any case.
  await ann.goto(base + '/players');
  await ann.fill('#player-q', 'bo');
  await ann.press('#player-q', 'Enter');
  await ann.waitForSelector('#search-results');
  assert.match(await ann.textContent('#search-results'), /Bob/);
  // Bob has a page open: the search shows him on the site.
  assert.equal(await ann.locator('#search-results .site-dot.online').count(), 1, 'Bob is on the site');
  await accessible(ann, 'the player search');
  await ann.click('#search-results a[href="/@/Bob"]');
  await ann.waitForSelector('#challenge');
  await ann.click('#challenge summary');
  await accessible(ann, "a player's page with the challenge form open");
  await shot(ann, 'player-challenge');

  // 2. A challenge, seen by Bob at once on the lobby, accepted: both in the game.
  const first = await challenge(ann, { variant: 'parsi', tc: '5+3', color: 'white' });
  assert.match(await ann.textContent('#invite'), /You challenged Bob/);
  assert.equal(await ann.locator('#invite-link').count(), 0, 'no link to send');
  await bob.waitForSelector('#challenge-notice .challenge-item', { timeout: 10000 });
  const notice = await bob.textContent('#challenge-notice');
  assert.match(notice, /Ann challenges you/);
  assert.match(notice, /Parsi Chess · 5\+3 · casual · you play Black/);
  assert.equal(await bob.textContent('#challenge-count'), '1');
  assert.ok(await bob.isVisible('#challenges summary'), "the header's challenges");
  await accessible(bob, 'the lobby with a challenge notice');
  await shot(bob, 'challenge-notice');
  await bob.click('#challenge-notice button.accept');
  await bob.waitForURL(u => u.pathname === `/g/${first}`);
  await bob.waitForSelector('cg-board');
  // Ann's waiting page turns into the game: her move.
  await ann.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'), null, { timeout: 10000 });
  assert.equal(await ann.locator('#invite').count(), 0);
  await bob.goto(base + '/');
  await bob.waitForFunction(() => document.getElementById('challenges')?.hidden === true);

  // 3. A second challenge declined with a reason: Ann's waiting page says it at once.
  const second = await challenge(ann, { variant: 'shatranj', tc: '1+0', color: 'random' });
  await bob.waitForSelector('#challenge-notice .challenge-item', { timeout: 10000 });
  await bob.selectOption('#challenge-notice select[name=reason]', 'tooFast');
  await bob.click('#challenge-notice button.secondary');
  await bob.waitForURL(u => u.pathname === '/');
  await ann.waitForSelector('#challenge-over', { timeout: 10000 });
  assert.equal(new URL(ann.url()).pathname, `/g/${second}`);
  assert.match(await ann.textContent('#challenge-over'), /Bob declined the challenge/);
  assert.match(await ann.textContent('#decline-reason'), /too fast for me/);
  await accessible(ann, 'a declined challenge');
  await shot(ann, 'challenge-declined');

  // 4. Ann follows Bob: he is on the site, and his game is there to watch.
  await ann.goto(base + '/@/Bob');
  await Promise.all([ann.waitForNavigation(), ann.click('#follow')]);
  assert.equal(await ann.textContent('#follow'), 'Unfollow');
  assert.match(await ann.textContent('#followers'), /1 follower/);
  await ann.goto(base + '/following');
  assert.match(await ann.textContent('#following'), /Bob · on the site/);
  assert.equal(await ann.locator(`#following a.watch[href="/g/${first}"]`).count(), 1);
  await accessible(ann, 'the players one follows');
  await shot(ann, 'following');

  // 5. TV: a visitor watches the game in play, counted.
  const visitor = await person('');
  await visitor.goto(base + '/tv');
  await visitor.waitForURL(u => u.pathname === `/g/${first}`);
  await visitor.waitForSelector('cg-board');
  await visitor.waitForFunction(() => /1/.test(document.getElementById('watchers')?.textContent ?? ''), null, { timeout: 10000 });

  // 6. On a phone: Bob's page and a notice fit the screen.
  const phone = await person('Cyrus', { width: 390, height: 844 }, true);
  await phone.goto(base + '/@/Bob');
  await phone.click('#challenge summary');
  await noWider(phone, "a player's page with the challenge form");
  await phone.goto(base + '/');
  await ann.goto(base + '/@/Cyrus');
  await ann.click('#challenge summary');
  await ann.click('#challenge-send');
  await phone.waitForSelector('#challenge-notice .challenge-item', { timeout: 10000 });
  await noWider(phone, 'the lobby with a challenge notice');
  await shot(phone, 'challenge-notice-phone');

  // 7. Preferences kept with the account: Ann chooses green squares, no coordinates and the dark
  // theme in one browser; in another browser, once signed in, her pages have them.
  await ann.goto(base + `/g/${first}`);
  await ann.waitForSelector('cg-board');
  await ann.click('.board-settings summary');
  await ann.selectOption('#board-colours', 'green');
  await ann.uncheck('#board-coords');
  await ann.click('#settings summary');
  await ann.selectOption('#theme', 'dark');
  await ann.waitForTimeout(800);
  const elsewhere = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true })).newPage();
  elsewhere.on('pageerror', e => pageErrors.push(`elsewhere: ${e.message}`));
  await elsewhere.goto(base + '/login');
  await elsewhere.fill('#username', 'Ann');
  await elsewhere.fill('#password', 'a long password');
  await elsewhere.click('#login');
  await elsewhere.waitForURL(u => !u.pathname.startsWith('/login'));
  await elsewhere.goto(base + `/g/${first}`);
  await elsewhere.waitForSelector('cg-board');
  assert.equal(await elsewhere.evaluate(() => document.documentElement.dataset.theme), 'dark', 'the dark theme, from the account');
  assert.match(await elsewhere.evaluate(() => document.querySelector('cg-board').style.backgroundImage), /769656|dfe6c8/, 'green squares, from the account');
  assert.equal(await elsewhere.$eval('.coords-files', e => getComputedStyle(e).visibility), 'hidden', 'no coordinates, from the account');
  await accessible(elsewhere, 'a game page in the dark theme');

  // 8. A correspondence move waits for its confirmation (and may be taken back first).
  const corr = await challenge(ann, { variant: 'shatranj', tc: 'd3', color: 'white' });
  await bob.goto(base + `/g/${corr}`);
  await bob.click('#invite button.accept');
  await bob.waitForSelector('cg-board');
  await ann.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'), null, { timeout: 10000 });
  await ann.fill('#move-input', 'e3');
  await ann.waitForSelector('#confirm-move:not([hidden])');
  assert.match(await ann.textContent('#confirm-move'), /Your move: e3\. Send it\?/);
  await ann.click('#confirm-no');
  await ann.waitForTimeout(300);
  assert.equal((await (await fetch(`${base}/api/games/${corr}`)).json()).ply, 0, 'nothing sent before the confirmation');
  await ann.fill('#move-input', 'e3');
  await ann.waitForSelector('#confirm-move:not([hidden])');
  await ann.keyboard.press('Enter');
  await bob.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('Your move'), null, { timeout: 10000 });
  assert.equal((await (await fetch(`${base}/api/games/${corr}`)).json()).ply, 1, 'sent once confirmed');
} catch (e) {
  failed = true;
  console.error(e);
}
if (pageErrors.length) { failed = true; console.error('page errors:', pageErrors); }
await browser.close();
server.kill('SIGTERM');
if (failed) process.exit(1);
console.log('challenges, follows, the player search and TV: ok');
