// What ffish.js users reach for, in Rukh's package: SAN lists, a move stack, setFen, PGN read and
// written, arguments of the wrong type refused with a TypeError (never a crash), and the
// networks, kept beside the module, loaded for the game played.
//
//   tools/build-wasm.sh && node --test web/wasm/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { Game, Engine, readPgn, loadNetwork, checkPosition, premoveDests } = require('../node/rukh.js');
const nets = join(here, '..', 'nets');

test('legalMovesSan lists the SAN of legalMovesUci, move for move, checks and mates marked', () => {
  // Black to move, mated by Rg8#? No: White to move with a mate in one on the back rank.
  const game = new Game('shatranj', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  const uci = game.legalMovesUci().split(' ');
  const san = game.legalMovesSan().split(' ');
  assert.equal(san.length, uci.length);
  assert.deepEqual(san, uci.map(m => game.san(m)));
  assert.ok(san.includes('Ra8#'), san.join(' '));
  const objects = game.legalMoves();
  assert.deepEqual(objects.map(m => m.san), san);
  // Over a game's worth of positions of each game.
  for (const id of ['shatranj', 'chaturanga-davidson', 'parsi', 'shatranj-kamil-64', 'great-shatranj']) {
    const g = new Game(id);
    for (let ply = 0; ply < 60 && !g.outcome(); ply++) {
      const moves = g.legalMovesUci().split(' ');
      const sans = g.legalMovesSan().split(' ');
      for (let i = 0; i < moves.length; i += 7) assert.equal(sans[i], g.san(moves[i]), `${id} ${g.fen()}`);
      g.play(moves[(ply * 7919) % moves.length]);
    }
    g.free();
  }
});

test('the move stack, setFen and reset', () => {
  const game = new Game('shatranj');
  assert.equal(game.moveStack(), '');
  game.play('e2e3');
  game.play('Nf6');
  assert.equal(game.moveStack(), 'e2e3 g8f6');
  assert.equal(game.sanStack(), 'e3 Nf6');
  game.undo();
  assert.equal(game.moveStack(), 'e2e3');
  const fen = 'rnbkqbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBKQBNR w - - 0 2';
  game.setFen(fen);
  assert.equal(game.fen(), fen);
  assert.equal(game.moveStack(), '', 'a new position starts a new stack');
  assert.equal(game.undo(), false);
  game.play('d2d3');
  assert.equal(game.moveStack(), 'd2d3');
  assert.throws(() => game.setFen('8/8/8 w'), /FEN '8\/8\/8 w'/);
  assert.equal(game.moveStack(), 'd2d3', 'a refused FEN changes nothing');
  game.reset();
  assert.equal(game.fen(), new Game('shatranj').fen());
  assert.equal(game.moveStack(), '');
});

test('PGN: games read with their tags, written back, other sites\' forms too', () => {
  // As another site writes it: tags on their own lines, comments, a resignation.
  const text = `[Event "Casual"]
[Site "https://example.org"]
[White "Ali"]
[Black "Bahram"]
[Result "0-1"]
[Variant "Shatranj"]

1. e3 {a quiet start} Nf6 2. Nf3 e6 0-1

[Event "Second"]
[Variant "great-shatranj"]
[Result "*"]

1. e3 *
`;
  const [first, second] = readPgn(text);
  assert.equal(first.variant, 'shatranj');
  assert.equal(first.moveStack(), 'e2e3 g8f6 g1f3 e7e6');
  assert.equal(first.headers().White, 'Ali');
  assert.equal(second.variant, 'great-shatranj');
  const written = first.pgn();
  assert.match(written, /\[White "Ali"\]/);
  assert.match(written, /\[Variant "shatranj"\]/);
  assert.match(written, /1\. e3 Nf6 2\. Nf3 e6 0-1/, 'the resignation stays');
  const [again] = readPgn(written);
  assert.equal(again.moveStack(), first.moveStack());
  assert.equal(again.headers().Result, '0-1');
  // A game of one's own, written with tags set, from a set-up position.
  const game = new Game('shatranj', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  game.setHeader('White', 'Me');
  game.play('Ra8');
  const mine = game.pgn();
  assert.match(mine, /\[SetUp "1"\]/);
  assert.match(mine, /\[FEN "6k1\/5ppp\/8\/8\/8\/8\/8\/R5K1 w - - 0 1"\]/);
  assert.match(mine, /1\. Ra8# 1-0/);
  assert.match(game.pgn('coord'), /1\. a1a8 1-0/);
  assert.throws(() => game.setHeader('bad key', 'x'), /a tag's name/);
  // Errors say which game, where, and what.
  assert.throws(() => readPgn('[Event "x"]\n\n1. e3 Nf6\n\n[Event "y"]\n\n1. e3 e6 2. Kxz9 *\n'), /PGN game 2 \(line 5\): move 2\. \(Kxz9\)/);
  assert.throws(() => readPgn('[Variant "chess"]\n\n1. e4 *\n'), /variant 'chess' is not known/);
  assert.deepEqual(readPgn(''), []);
});

test('arguments of the wrong type are refused with a TypeError, and the module goes on', () => {
  const kinds = [undefined, null, 42, {}, [], true, () => 1, Symbol('x')];
  for (const bad of kinds) {
    assert.throws(() => new Game(bad), TypeError);
    assert.throws(() => checkPosition('shatranj', bad), TypeError);
    assert.throws(() => premoveDests('shatranj', bad, 'white', 'e2'), TypeError);
    assert.throws(() => readPgn(bad), TypeError);
    const game = new Game('shatranj');
    assert.throws(() => game.play(bad), TypeError);
    assert.throws(() => game.san(bad), TypeError);
    assert.throws(() => game.setFen(bad), TypeError);
    if (bad !== undefined && bad !== null) {
      assert.throws(() => new Game('shatranj', bad), TypeError);
      assert.throws(() => new Engine(bad === 42 ? 'big' : bad), TypeError);
    }
    assert.throws(() => game.perft(bad === 42 ? '3' : bad), TypeError);
    assert.throws(() => loadNetwork(bad), TypeError);
    game.free();
  }
  assert.throws(() => new Game('shatranj').perft(13), RangeError);
  assert.throws(() => new Game('shatranj').perft(2.5), RangeError);
  assert.throws(() => new Engine(0), RangeError);
  assert.match(String((() => { try { new Game(7); } catch (e) { return e.message; } })()), /variant: give a string, not number/);
  // Still working.
  assert.equal(new Game('shatranj').perft(2), 256);
});

test('networks are files beside the module, loaded for the game played', async () => {
  const game = new Game('shatranj');
  const plain = new Engine(4);
  assert.equal(plain.evaluation(new Game('parsi')), 'the written evaluation');
  // By path, by file: URL, by bytes.
  const e1 = await Engine.withNetwork(join(nets, 'shatranj.nnue'), 4);
  assert.match(e1.evaluation(game), /^the network loaded for shatranj/);
  const e2 = await Engine.withNetwork(pathToFileURL(join(nets, 'great-shatranj.nnue')));
  assert.match(e2.evaluation(new Game('great-shatranj')), /^the network loaded for great-shatranj/);
  assert.equal(loadNetwork(readFileSync(join(nets, 'parsi.nnue'))), 'parsi');
  assert.match(plain.evaluation(new Game('parsi')), /network loaded for parsi/, 'every engine plays with it');
  const r = e1.search(game, { depth: 6 });
  assert.ok(game.legalMovesUci().split(' ').includes(r.bestmove));
  // What is not a network is refused with the reason.
  await assert.rejects(Engine.withNetwork(join(nets, 'missing.nnue')), /network .*missing\.nnue.*: cannot read it/);
  // However deep the directory, the error keeps the file's name.
  const deep = join(nets, 'd'.repeat(120), 'e'.repeat(120), 'absent-net.nnue');
  await assert.rejects(Engine.withNetwork(deep), /network …[de\/]*\/absent-net\.nnue: cannot read it/);
  assert.throws(() => loadNetwork(new Uint8Array([1, 2, 3])), /network: /);
  await assert.rejects(Engine.withNetwork(42), TypeError);
});
