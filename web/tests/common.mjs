// What the browser tests share: Debian's chromium as they launch it, and axe-core's check.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

/** Debian's chromium (or $CHROMIUM), headless, without the background traffic of a profile. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core on a page (in a context made with `bypassCSP`, so the checker may be injected):
 * no serious or critical violation. */
export async function accessible(page, what) {
  await page.addScriptTag({ path: axePath });
  const r = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(bad, [], `axe-core on ${what}`);
}

/** `rukh serve` with these arguments, once it says it is serving (warnings only in its log
 * unless RUST_LOG says otherwise). */
export async function serveRukh(bin, args) {
  const { spawn } = await import('node:child_process');
  const s = spawn(bin, ['serve', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RUST_LOG: process.env.RUST_LOG || 'warn' } });
  // The server goes with the test, even one that fails.
  process.on('exit', () => s.kill('SIGTERM'));
  await new Promise((ok, fail) => {
    s.stdout.on('data', d => { if (String(d).includes('serving')) ok(); });
    s.on('exit', c => fail(new Error(`rukh serve exited with ${c}`)));
    setTimeout(() => fail(new Error('rukh serve did not start')), 15000);
  });
  return s;
}

/** What a browser script sets up first: a `rukh serve` of its own (a fresh SQLite database, the
 * built pages, no request limit, `args` besides) on a random port from `portBase`, Debian's
 * chromium, and where its screenshots go (`--screenshots DIR`, else none). */
export async function testSite(name, portBase, args = []) {
  const { mkdtempSync, mkdirSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join, resolve, dirname } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const bin = process.env.RUKH_BIN || join(repo, 'target', 'release', 'rukh');
  const shotsArg = process.argv.indexOf('--screenshots');
  const shots = shotsArg > 0 ? resolve(process.argv[shotsArg + 1]) : null;
  if (shots) mkdirSync(shots, { recursive: true });
  const port = portBase + Math.floor(Math.random() * 2000);
  const db = join(mkdtempSync(join(tmpdir(), `rukh-${name}-`)), 'rukh.db');
  const server = await serveRukh(bin, ['--addr', `127.0.0.1:${port}`, '--database', `sqlite://${db}`,
    '--assets', join(repo, 'web', 'dist'), '--rate-limit', '0', ...args]);
  return { base: `http://127.0.0.1:${port}`, server, browser: await launchChromium(), shots, repo };
}
