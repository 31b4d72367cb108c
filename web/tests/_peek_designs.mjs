import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveRukh } from './common.mjs';
const repo = '/work/main';
const port = 31000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'peek-'));
const server = await serveRukh(join(repo, 'target/release/rukh'), ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${join(dir, 'r.db')}`, '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0']);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(base + '/signup'); await page.fill('#username', 'Maker'); await page.fill('#password', 'a long password'); await page.click('#signup');
  await page.waitForURL(u => !u.pathname.startsWith('/signup'));
  const src = readFileSync(join(repo, 'variants/examples/makruk.toml'), 'utf8');
  let id;
  for (const [name, pub] of [['Makruk', true], ['Courier-like test with a long name of many words', true], ['Private', false]]) {
    const r = await ctx.request.post(base + '/api/designs', { headers: { Origin: base }, data: { source: src.replace('name = "Makruk"', `name = "${name}"`), publish: pub } });
    const j = await r.json(); id ??= j.id;
  }
  const state = await ctx.storageState();
  for (const [path, tag] of [['/designs', 'gallery'], [`/designs/${id}`, 'design']]) {
    for (const [w, h, scale, dark] of [[1366, 768, 1, false], [1920, 1080, 1, true], [390, 844, 2, false], [390, 844, 2, true]]) {
      const c = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: scale, colorScheme: dark ? 'dark' : 'light', storageState: state });
      const p = await c.newPage();
      await p.goto(base + path); await p.waitForTimeout(800);
      await p.screenshot({ path: `/tmp/peek-${tag}-${w}${dark ? '-dark' : ''}.png`, fullPage: w === 390 });
      const sw = await p.evaluate(() => document.documentElement.scrollWidth);
      console.log(tag, w, dark, 'scrollWidth', sw);
      await c.close();
    }
  }
} finally { await browser.close(); server.kill('SIGTERM'); }
