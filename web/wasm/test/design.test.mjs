// The designer's entry points in Node: a definition checked as a whole (its perft the native
// build's, each mistake placed in its field), a piece's moves on an empty board, and the
// exchange with Fairy-Stockfish's variants.ini.
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
const { designCheck, betzaReach, fsfImport, fsfExport } = require('../node/rukh.js');
const makruk = readFileSync(join(repo, 'variants', 'examples', 'makruk.toml'), 'utf8');

test('a definition is checked whole: Makruk counts 23, 529, 12012 move paths', () => {
  const r = designCheck(makruk);
  assert.equal(r.ok, true, r.message);
  assert.deepEqual(r.perft, [23, 529, 12012]);
  assert.equal(r.legal_moves, 23);
  assert.equal(r.definition.piece.length, 6);
  // The king has no value; a pawn 100.
  assert.deepEqual(r.values.find(([l]) => l === 'K'), ['K', 0]);
});

test('each mistake is placed in its field', () => {
  const bad = designCheck(makruk.replace('betza = "FfW"', 'betza = "FfX"'));
  assert.equal(bad.ok, false);
  assert.equal(bad.part, 'betza');
  assert.equal(bad.piece, 'Khon');
  assert.equal(bad.offset, 2);
  const start = designCheck(makruk.replace('rnsmksnr/8', 'rnsmksnr/9'));
  assert.equal(start.part, 'start');
  const letter = designCheck(makruk.replace('letter = "M"', 'letter = "K"'));
  assert.equal(letter.part, 'letter');
  const id = designCheck(makruk.replace('id = "makruk"', 'id = "Makruk!"'));
  assert.equal(id.part, 'id');
  const toml = designCheck('id = "x"\nname = ');
  assert.equal(toml.part, 'toml');
});

test('a value left out is estimated from the moves', () => {
  const r = designCheck(makruk.replace('value = 630', ''));
  const rook = r.values.find(([l]) => l === 'R')[1];
  assert.ok(rook > 400 && rook < 600, `rook ${rook}`);
});

test("a piece's moves on an empty board", () => {
  const pawn = betzaReach('fmWfcF', 8, 8, true);
  assert.deepEqual(pawn.from, [3, 1]);
  assert.deepEqual(pawn.moves, [[3, 2]]);
  assert.deepEqual(pawn.captures, [[2, 2], [4, 2]]);
  const knight = betzaReach('N', 8, 8, false);
  assert.equal(knight.moves.length, 8);
  const wrong = betzaReach('Q!', 8, 8, false);
  assert.equal(wrong.ok, false);
  assert.equal(wrong.offset, 1);
  assert.throws(() => betzaReach('K', 0, 8, false), /1 to 16/);
});

test("Fairy-Stockfish's sections are read and written", () => {
  const ini = readFileSync(join(repo, '..', 'shared', 'rules', 'fsf-approximations.ini'), 'utf8');
  const kamil = fsfImport(ini, 'kamil64');
  assert.equal(kamil.section, 'kamil64');
  const r = designCheck(kamil.toml);
  assert.equal(r.ok, true, r.message);
  assert.equal(r.definition.start, 'rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1');
  const out = fsfExport(makruk);
  assert.match(out.ini, /^\[makruk/m);
  assert.throws(() => fsfImport('not a section'), /./);
});
