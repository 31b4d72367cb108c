// The npm package in Node: the rules agree with the native build's perft tables (the same
// files `cargo test` checks the native build against), moves are played and refused with their
// reasons, outcomes carry their rule, and the engine answers within its limits.
//
//   tools/build-wasm.sh && node --test web/wasm/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..');
const require = createRequire(import.meta.url);
const wasm = require('../node/rukh.js');
const { Game, Engine, variants, checkPosition, premoveDests } = wasm;

/** The positions of a native perft table with their counts: [{ id, fen, counts: {depth: n} }]. */
function perftTable(game) {
  const text = readFileSync(join(repo, 'crates', 'rules', 'tests', 'perft', `${game}.perft`), 'utf8');
  const out = [];
  for (const line of text.split('\n')) {
    const [word, ...rest] = line.trim().split(/\s+/);
    if (word === 'id') out.push({ id: rest.join(' '), counts: {} });
    else if (word === 'fen') out.at(-1).fen = rest.join(' ');
    else if (word === 'perft') out.at(-1).counts[Number(rest[0])] = Number(rest[1]);
  }
  return out;
}

test('the five games are built in', () => {
  assert.deepEqual(variants(), ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj']);
});

for (const id of ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj']) {
  test(`${id}: perft as the native build counts it`, () => {
    const table = perftTable(id);
    assert.ok(table.length >= 2, `${id}: the table has positions`);
    for (const { id: pid, fen, counts } of table) {
      const game = new Game(id, fen);
      const before = game.fen();
      for (const [depth, n] of Object.entries(counts)) {
        if (n > 300_000) continue; // the deep counts are the native tests' job
        assert.equal(game.perft(Number(depth)), n, `${id} ${pid} perft ${depth}`);
      }
      assert.equal(game.fen(), before, 'perft leaves the position as it was');
      game.free();
    }
  });
}

test('moves in coordinates and in SAN, taken back, and the FEN follows', () => {
  const game = new Game('shatranj');
  assert.equal(game.turn, 'white');
  const first = game.legalMoves();
  // Eight pawns' steps, the horses' four moves and the elephants' four leaps.
  assert.equal(first.length, 16);
  assert.ok(first.some(m => m.uci === 'e2e3' && m.san === 'e3'));
  assert.deepEqual(game.legalMovesUci().split(' '), first.map(m => m.uci));
  assert.equal(game.play('e2e3'), 'e3');
  assert.equal(game.play('e6'), 'e6');
  assert.equal(game.turn, 'white');
  assert.match(game.fen(), / w - - 0 2$/);
  assert.ok(game.undo());
  assert.ok(game.undo());
  assert.equal(game.undo(), false);
  assert.equal(game.fen(), new Game('shatranj').fen());
});

test('bad input is refused with the reason, and the game goes on', () => {
  assert.throws(() => new Game('chess'), /no game 'chess': give one of shatranj/);
  assert.throws(() => new Game('shatranj', 'rnbqkbnr/pppppppp/8/8 w'), /FEN/);
  assert.throws(() => new Game('name = "x"\nfiles = 99\n'), /variant file/);
  const game = new Game('shatranj');
  // A pawn of Shatranj moves one square, never two.
  assert.throws(() => game.play('e2e4'), /move 'e2e4': .*not legal/);
  assert.throws(() => game.play('Qxz9'), /move 'Qxz9'/);
  assert.throws(() => game.play(''), /move ''/);
  assert.equal(game.play('e3'), 'e3', 'the game is still usable');
});

test('an ending carries its rule and its words', () => {
  // Black's king is bare and cannot take White's last man back.
  const bare = new Game('shatranj', '8/8/8/8/8/2k5/8/R3K3 b - - 0 1');
  assert.equal(bare.outcome(), null);
  const mate = new Game('shatranj', 'k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1');
  assert.equal(mate.play('b6b7'), 'b7#');
  const o = mate.outcome();
  assert.equal(o.winner, 'white');
  assert.equal(o.reason, 'checkmate');
  assert.match(o.text, /White wins: Black is checkmated/);
  assert.deepEqual(mate.legalMoves(), []);
});

test('the engine finds the mate and answers within its limits', () => {
  const engine = new Engine(8);
  const mate = new Game('shatranj', 'k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1');
  // Three moves win at once: the pawn's mate, the rook's, and bxa7 baring Black's king.
  const found = engine.search(mate, { depth: 4, multipv: 3 });
  assert.deepEqual(found.lines.map(l => l.mate), [1, 1, 1]);
  assert.deepEqual(found.lines.map(l => l.pv[0]).sort(), ['b6a7', 'b6b7', 'h1h8']);
  assert.equal(found.bestmove, found.lines[0].pv[0]);
  const start = new Game('great-shatranj');
  // A search by time answers with a legal move (how soon is measured in docs/performance.md,
  // not asserted: the machines are shared).
  const timed = engine.search(start, { movetime: 300 });
  assert.ok(start.legalMoves().some(m => m.uci === timed.bestmove), timed.bestmove);
  assert.ok(timed.lines[0].depth >= 1 && timed.nodes > 0);
  assert.throws(() => engine.search(start, { multipv: 0 }), /multipv: give 1 to 10/);
  assert.throws(() => engine.search(start, { depth: 'deep' }), /search options/);
  assert.throws(() => engine.search(start, { movetime: -1 }), /movetime: give a number greater than 0/);
  mate.play('b6b7');
  const over = engine.search(mate, { depth: 2 });
  assert.equal(over.bestmove, null, 'no move in a finished game');
});

test("the editor's check: a canonical FEN, or the reason it is not a position", () => {
  const ok = checkPosition('shatranj-kamil-64', '8/8/8/8/8/8/p2K4/k7 w - - 0 1');
  assert.equal(ok.ok, true);
  assert.equal(ok.fen, '8/8/8/8/8/8/p2K4/k7 w - - 0 1 w0b0');
  assert.equal(ok.turn, 'white');
  assert.equal(ok.outcome, null);
  const over = checkPosition('shatranj', 'k7/1P6/PK6/8/8/8/8/7R b - - 0 1');
  assert.equal(over.ok, true);
  assert.equal(over.outcome.result, '1-0');
  const bad = checkPosition('shatranj', 'kk6/8/8/8/8/8/8/K7 w - - 0 1');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /2 kings/);
  // The same by parts, for a page to say in its reader's language.
  assert.equal(bad.problem.field, 'position');
  assert.equal(bad.problem.code, 'kings');
  assert.deepEqual(bad.problem.args, { side: 'black', count: 2 });
  const turn = checkPosition('shatranj', 'k7/8/8/8/8/8/8/K7 x - - 0 1');
  assert.deepEqual([turn.problem.field, turn.problem.at, turn.problem.found, turn.problem.code], ['turn', 19, 'x', 'bad-turn']);
  assert.throws(() => checkPosition('chess', '8/8/8/8/8/8/8/8 w - - 0 1'), /no game 'chess'/);
});

test('premove squares: the moves as if it were one\'s turn, and the squares a man attacks', () => {
  // After 1.e3, Black to move: White's elephant on f1 may leap to d3 or h3; the pawn on d2 may
  // step to d3, or take on c3 should a man of Black's come there (e3 holds White's own pawn).
  const game = new Game('shatranj');
  game.play('e2e3');
  const fen = game.fen();
  assert.deepEqual(premoveDests('shatranj', fen, 'white', 'f1').sort(), ['d3', 'h3']);
  assert.deepEqual(premoveDests('shatranj', fen, 'white', 'd2').sort(), ['c3', 'd3']);
  assert.deepEqual(premoveDests('shatranj', fen, 'white', 'e8'), [], 'not a man of White\'s');
  assert.throws(() => premoveDests('shatranj', fen, 'green', 'f1'), /color: give white or black/);
  assert.throws(() => premoveDests('shatranj', fen, 'white', 'z9'), /square 'z9'/);
});

test('a panic is caught, reported with its message, and the module goes on', () => {
  const engine = new Engine(1);
  const game = new Game('shatranj');
  assert.throws(() => wasm.__panicForTests('the test asked for it'), e => e instanceof WebAssembly.RuntimeError);
  assert.match(wasm.lastPanic(), /the test asked for it/);
  assert.match(wasm.lastPanic(), /crates\/wasm\/src\/lib\.rs/, 'where it happened');
  // Objects made before the panic and new ones still work.
  assert.equal(game.perft(3), 4176);
  assert.equal(new Game('great-shatranj').perft(2), 900);
  const r = engine.search(game, { depth: 3 });
  assert.ok(game.legalMoves().some(m => m.uci === r.bestmove));
});
