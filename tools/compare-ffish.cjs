// The same perft through each library's own calls (legal moves, make, take back) in ffish.js
// (Fairy-Stockfish's WebAssembly build from npm) and in rukh-wasm, in Node, for
// docs/performance.md:
//
//   tools/build-wasm.sh && npm install --prefix /tmp/ffish ffish
//   NODE_PATH=/tmp/ffish/node_modules node tools/compare-ffish.cjs
const path = require('node:path');
// ffish 0.7's Emscripten loader fetches its .wasm by path when fetch exists (Node 18+), which
// fails; without fetch it reads the file.
delete globalThis.fetch;
const ffish = require('ffish');
const rukh = require(path.join(__dirname, '..', 'web', 'wasm', 'node', 'rukh.js'));

function time(label, count, f) {
  const t = performance.now();
  const n = f();
  const s = (performance.now() - t) / 1000;
  if (n !== count) throw new Error(`${label}: ${n} leaves, not ${count}`);
  console.log(`${label}: ${n} in ${s.toFixed(3)} s (${(n / s / 1000).toFixed(0)} k leaves/s)`);
}

ffish.onRuntimeInitialized = () => {
  const ffPerft = (b, d) => {
    const ms = b.legalMoves().split(' ').filter(Boolean);
    if (d === 1) return ms.length;
    let n = 0;
    for (const m of ms) { b.push(m); n += ffPerft(b, d - 1); b.pop(); }
    return n;
  };
  const rkPerft = (g, d) => {
    const ms = g.legalMovesUci().split(' ').filter(Boolean);
    if (d === 1) return ms.length;
    let n = 0;
    for (const m of ms) { g.play(m); n += rkPerft(g, d - 1); g.undo(); }
    return n;
  };
  const board = new ffish.Board('shatranj');
  const game = new rukh.Game('shatranj');
  // Three rounds, so that the JavaScript of both loops is compiled: the last is the figure.
  for (let round = 1; round <= 3; round++) {
    console.log(`round ${round}`);
    time(`ffish.js ${require('ffish/package.json').version}: legalMoves/push/pop, Shatranj perft 4`, 68122, () => ffPerft(board, 4));
    time('rukh-wasm: legalMovesUci/play/undo, Shatranj perft 4', 68122, () => rkPerft(game, 4));
    time('rukh-wasm: perft(4)', 68122, () => game.perft(4));
  }
  board.delete();
};
