#!/usr/bin/env bash
# The npm package as the registry would take it: web/wasm packed (`npm pack`, after
# tools/build-wasm.sh), installed from the tarball into a fresh project, and the README's
# examples run there, from CommonJS and from an ES module: the rules, PGN, a search with a
# network loaded from the package's own nets/. Prints the tarball's size and files.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f web/wasm/rukh_bg.wasm ] || tools/build-wasm.sh
out=dist/npm
rm -rf "$out" && mkdir -p "$out"
tarball=$(cd web/wasm && npm pack --pack-destination "../../$out" --silent 2>/dev/null | tail -1)
tgz="$out/$tarball"
# One module, no tests or benches, the networks beside it.
listing=$(tar tzf "$tgz")
[ "$(grep -c '\.wasm$' <<<"$listing")" = 1 ] || { echo "npm package: the .wasm must be in it once" >&2; echo "$listing" >&2; exit 1; }
grep -q 'package/nets/shatranj.nnue' <<<"$listing" || { echo "npm package: no networks" >&2; exit 1; }
! grep -qE 'package/(test|bench)' <<<"$listing" || { echo "npm package: tests or benches packed" >&2; exit 1; }
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT
(cd "$project" && npm init -y >/dev/null && npm install --no-audit --no-fund --silent "$OLDPWD/$tgz")
cat > "$project/rules.cjs" <<'JS'
const assert = require('node:assert/strict');
const { Game, variants, readPgn } = require('rukh-wasm');
assert.equal(variants().length, 5);
const game = new Game('shatranj');
assert.equal(game.play('e2e3'), 'e3');
assert.equal(game.play('Nf6'), 'Nf6');
assert.equal(game.moveStack(), 'e2e3 g8f6');
assert.equal(game.legalMovesSan().split(' ').length, game.legalMovesUci().split(' ').length);
const [again] = readPgn(game.pgn());
assert.equal(again.moveStack(), 'e2e3 g8f6');
assert.throws(() => game.play(42), TypeError);
console.log('CommonJS: rules, PGN and type checks work');
JS
cat > "$project/engine.mjs" <<'JS'
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Game, Engine } from 'rukh-wasm';
const require = createRequire(import.meta.url);
const game = new Game('great-shatranj');
const engine = await Engine.withNetwork(require.resolve('rukh-wasm/nets/great-shatranj.nnue'));
assert.match(engine.evaluation(game), /network loaded for great-shatranj/);
const r = engine.search(game, { depth: 5 });
assert.ok(game.legalMovesUci().split(' ').includes(r.bestmove));
console.log(`ES module: the engine with its network played ${r.san}`);
JS
(cd "$project" && node rules.cjs && node engine.mjs)
echo "npm package: $tgz, $(( $(stat -c %s "$tgz") / 1024 )) KiB packed, $(tar tzf "$tgz" | wc -l) files" >&2
