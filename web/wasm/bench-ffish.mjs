// Rukh's npm package beside ffish.js (Fairy-Stockfish in WebAssembly) in one Node process: the
// calls a site or a tool makes most, over the same positions (the same games played move by
// move on both boards), and the packages' sizes. For docs/packages.md.
//
//   tools/build-wasm.sh && node web/wasm/bench-ffish.mjs      (fetches ffish.js once, to /tmp)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const FFISH = '0.7.10';
const prefix = `/tmp/rukh-bench-ffish-${FFISH}`;
if (!existsSync(join(prefix, 'node_modules', 'ffish'))) {
  mkdirSync(prefix, { recursive: true });
  execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `ffish@${FFISH}`], { stdio: 'inherit' });
}
const require = createRequire(import.meta.url);
// ffish.js's loader fetches its .wasm when a global fetch exists, which Node's cannot do for a
// file: it reads the file itself without one.
const nodeFetch = globalThis.fetch;
delete globalThis.fetch;
const ffish = require(join(prefix, 'node_modules', 'ffish', 'ffish.js'));
await new Promise(ready => { if (ffish.calledRun) ready(); else ffish.onRuntimeInitialized = ready; });
globalThis.fetch = nodeFetch;
const rukh = require('./node/rukh.js');

/** A seeded generator, so that both libraries walk the same games. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Games of `plies` moves each, as UCI lists, without promotions (the two write them apart). */
function games(variant, count, plies) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const rand = rng(i + 1);
    const g = new rukh.Game(variant);
    const line = [];
    while (line.length < plies && !g.outcome()) {
      const moves = g.legalMovesUci().split(' ').filter(m => m.length === 4);
      if (!moves.length) break;
      const m = moves[Math.floor(rand() * moves.length)];
      g.play(m);
      line.push(m);
    }
    g.free();
    out.push(line);
  }
  return out;
}

function time(f) {
  const t = process.hrtime.bigint();
  const n = f();
  return { n, s: Number(process.hrtime.bigint() - t) / 1e9 };
}

/** The best of `rounds` runs (the host is shared). */
function best(rounds, f) {
  let b = null;
  for (let r = 0; r < rounds; r++) {
    const x = time(f);
    if (!b || x.s < b.s) b = x;
  }
  return b;
}

const rows = [];
function compare(what, rukhRun, ffishRun) {
  const a = best(5, rukhRun);
  const b = best(5, ffishRun);
  if (a.n !== b.n) console.warn(`${what}: Rukh counted ${a.n}, ffish.js ${b.n}`);
  rows.push({ what, calls: a.n, rukh: (a.s * 1e6) / a.n, ffish: (b.s * 1e6) / b.n });
}

// Great Shatranj is not built into ffish.js: it reads Fairy-Stockfish's approximation of it.
const ini = join(here, '..', '..', '..', 'shared', 'rules', 'fsf-approximations.ini');
const sets = [['shatranj', 'shatranj']];
if (existsSync(ini)) {
  ffish.loadVariantConfig(readFileSync(ini, 'utf8'));
  sets.push(['great-shatranj', 'greatshatranj']);
}
for (const [id, ffId] of sets) {
  const lines = games(id, 40, 80);
  // Every position of the games, as a board of each library made beforehand: the calls alone
  // are timed.
  const fens = [];
  for (const line of lines) {
    const g = new rukh.Game(id);
    for (const m of line) { fens.push(g.fen()); g.play(m); }
    g.free();
  }
  const positions = fens.length;
  const ours = fens.map(f => new rukh.Game(id, f));
  const theirs = fens.map(f => new ffish.Board(ffId, f));
  const each = (boards, call) => () => { for (const b of boards) call(b); return boards.length; };
  compare(`${id}: legal moves with SAN`, each(ours, g => g.legalMovesSan()), each(theirs, b => b.legalMovesSan()));
  compare(`${id}: legal moves (UCI)`, each(ours, g => g.legalMovesUci()), each(theirs, b => b.legalMoves()));
  compare(`${id}: legal moves as objects with SAN (Rukh) / both lists (ffish.js)`, each(ours, g => g.legalMoves()), each(theirs, b => { b.legalMoves(); b.legalMovesSan(); }));
  compare(`${id}: FEN`, each(ours, g => g.fen()), each(theirs, b => b.fen()));
  compare(`${id}: a board from a FEN`, () => { for (const f of fens) new rukh.Game(id, f).free(); return fens.length; }, () => { for (const f of fens) new ffish.Board(ffId, f).delete(); return fens.length; });
  // The games walked: each move's SAN, then the move played.
  compare(`${id}: a game walked (SAN of each move, then played)`, () => {
    let n = 0;
    for (const line of lines) {
      const g = new rukh.Game(id);
      for (const m of line) { g.play(m); n++; }
      g.free();
    }
    return n;
  }, () => {
    let n = 0;
    for (const line of lines) {
      const b = new ffish.Board(ffId);
      for (const m of line) { b.sanMove(m); b.push(m); n++; }
      b.delete();
    }
    return n;
  });
  for (const g of ours) g.free();
  for (const b of theirs) b.delete();
  // A PGN of the games, read back (Rukh checks every move against the rules; ffish.js reads the
  // tags and the moves' text). ffish.js 0.7.10 fails ("memory access out of bounds") on a PGN
  // of a game it knows only from a variants.ini: Shatranj only.
  if (id !== 'shatranj') { console.log(`${id}: ${lines.length} games, ${positions} positions`); continue; }
  const pgn = lines.map((line, i) => {
    const g = new rukh.Game(id);
    for (const m of line) g.play(m);
    g.setHeader('Event', `bench ${i + 1}`);
    const text = g.pgn();
    g.free();
    return text;
  }).join('\n');
  compare(`${id}: PGN games read`, () => {
    const gs = rukh.readPgn(pgn);
    for (const g of gs) g.free();
    return gs.length;
  }, () => {
    let n = 0;
    for (const text of pgn.split(/\n\n(?=\[)/)) { const g = ffish.readGamePGN(text); g.mainlineMoves(); g.delete(); n++; }
    return n;
  });
  console.log(`${id}: ${lines.length} games, ${positions} positions`);
}

console.log('\nEach call is made on a board of every position of 40 random games of 80 plies (made beforehand); the best of five runs.');
console.log('\n| call | calls | Rukh µs/call | ffish.js µs/call | ffish.js / Rukh |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.what} | ${r.calls} | ${r.rukh.toFixed(2)} | ${r.ffish.toFixed(2)} | ${(r.ffish / r.rukh).toFixed(2)}× |`);
}

// Sizes: what a page downloads for the rules (the .wasm and its glue), raw and gzipped.
const size = files => {
  let raw = 0, gz = 0;
  for (const f of files) { const b = readFileSync(f); raw += b.length; gz += gzipSync(b, { level: 9 }).length; }
  return `${(raw / 1024).toFixed(0)} KiB (${(gz / 1024).toFixed(0)} KiB gzipped)`;
};
const ff = join(prefix, 'node_modules', 'ffish');
console.log(`\nrules in a browser: Rukh ${size([join(here, 'rukh_bg.wasm'), join(here, 'web', 'rukh.js')])}, ffish.js ${size([join(ff, 'ffish.wasm'), join(ff, 'ffish.js')])}`);
const nets = readdirSync(join(here, 'nets')).map(f => join(here, 'nets', f));
console.log(`Rukh's networks, loaded apart: ${nets.map(f => `${f.split('/').pop()} ${(statSync(f).size / 1024).toFixed(0)} KiB`).join(', ')}`);
