// The WebAssembly build's speed in Node and in Debian's chromium, side by side with the native
// build: perft and the engine's search from the start of Shatranj and Great Shatranj. For
// docs/performance.md.
//
//   tools/build-wasm.sh && cargo build --release -p rukh && node web/wasm/bench.mjs
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const require = createRequire(import.meta.url);

const PERFT = [['shatranj', 6], ['great-shatranj', 5]];
const SEARCH = [['shatranj', 11], ['great-shatranj', 11]];

/** The measurements, given the package's `Game` and `Engine` (run in Node and in the page), the
 * engine with each game's network (as the native build plays), read from `nets`. */
async function measure({ Game, Engine }, nets) {
  const out = [];
  for (const [v, d] of [['shatranj', 6], ['great-shatranj', 5]]) {
    const g = new Game(v);
    const t = performance.now();
    const n = g.perft(d);
    const s = (performance.now() - t) / 1000;
    out.push({ what: `perft ${d}, ${v}`, count: n, rate: n / s, unit: 'M/s', scale: 1e6 });
  }
  for (const [v, d] of [['shatranj', 11], ['great-shatranj', 11]]) {
    const e = await Engine.withNetwork(`${nets}${v}.nnue`, 16);
    const r = e.search(new Game(v), { depth: d });
    out.push({ what: `search depth ${d}, ${v}`, count: r.nodes, rate: r.nodes / (r.time / 1000), unit: 'k nodes/s', scale: 1e3 });
  }
  return out;
}

function native() {
  const bin = join(repo, 'target', 'release', 'rukh');
  const out = [];
  for (const [v, d] of PERFT) {
    const text = execFileSync(bin, ['perft', '--variant', v, String(d)], { encoding: 'utf8' });
    const m = text.match(/(\d+) nodes in [\d.]+ s, ([\d.]+) Mnps/);
    out.push({ what: `perft ${d}, ${v}`, count: Number(m[1]), rate: Number(m[2]) * 1e6, unit: 'M/s', scale: 1e6 });
  }
  for (const [v, d] of SEARCH) {
    const text = execFileSync(bin, [], {
      input: `uci\nsetoption name UCI_Variant value ${v}\nucinewgame\nposition startpos\ngo depth ${d}\n`,
      encoding: 'utf8', timeout: 60000, killSignal: 'SIGKILL',
    }).split('\n').filter(l => l.startsWith(`info depth ${d} `)).pop();
    const nodes = Number(text.match(/ nodes (\d+)/)[1]);
    const nps = Number(text.match(/ nps (\d+)/)[1]);
    out.push({ what: `search depth ${d}, ${v}`, count: nodes, rate: nps, unit: 'k nodes/s', scale: 1e3 });
  }
  return out;
}

// The package's web build, served to chromium (an ES module fetches its .wasm).
const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
const server = createServer((req, res) => {
  const path = normalize(join(here, req.url === '/' ? 'bench.html' : req.url));
  if (req.url === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>bench</title>');
    return;
  }
  try {
    const body = readFileSync(path);
    res.writeHead(200, { 'Content-Type': types[path.slice(path.lastIndexOf('.'))] || 'text/plain' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise(ok => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

// The host is shared: each figure is the median of ROUNDS rounds, the three builds taking turns
// within a round, and the CPU time stolen by the host over the whole run is reported beside them.
const ROUNDS = Number(process.env.ROUNDS || 5);
function cpuTimes() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: f.reduce((a, b) => a + b, 0), steal: f[7] || 0, idle: f[3] };
}
const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(base + '/');
const chromiumVersion = await browser.version();
const wasm = require('./node/rukh.js');
const runs = { native: [], node: [], chromium: [] };
const before = cpuTimes();
for (let round = 0; round < ROUNDS; round++) {
  runs.native.push(native());
  runs.node.push(await measure(wasm, join(here, 'nets') + '/'));
  runs.chromium.push(await page.evaluate(async ([src, measureText, nets]) => {
    const mod = await import(src);
    await mod.default();
    const fn = new Function(`return (${measureText})`)();
    return fn(mod, nets);
  }, [base + '/web/rukh.js', measure.toString(), base + '/nets/']));
}
const after = cpuTimes();
await browser.close();
server.close();

const pick = (which, i) => ({ ...runs[which][0][i], rate: median(runs[which].map(r => r[i].rate)) });
const steal = (100 * (after.steal - before.steal)) / (after.total - before.total);
const idle = (100 * (after.idle - before.idle)) / (after.total - before.total);
console.log(`median of ${ROUNDS} rounds; over the run the host stole ${steal.toFixed(1)}% of CPU time, ${idle.toFixed(0)}% idle`);
console.log(`| | native | Node ${process.version} | chromium ${chromiumVersion} |`);
console.log('|---|---|---|---|');
for (let i = 0; i < runs.native[0].length; i++) {
  const n = pick('native', i);
  const cell = r => `${(r.rate / r.scale).toFixed(1)} ${r.unit} (${Math.round(100 * r.rate / n.rate)}%)`;
  console.log(`| ${n.what} | ${(n.rate / n.scale).toFixed(1)} ${n.unit} | ${cell(pick('node', i))} | ${cell(pick('chromium', i))} |`);
}
