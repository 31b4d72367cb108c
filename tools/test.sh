#!/usr/bin/env bash
# The whole test run: the workspace's tests, then the browser test against a real `rukh serve`.
# PostgreSQL: set RUKH_TEST_POSTGRES=postgres://USER:PASS@HOST/DB to run the database tests there too.
#   tools/test.sh            everything CI runs
#   tools/test.sh --quick    the workspace's unit tests, the site's router and store tests and the
#                            layer rule: no browsers, no packages, no proofs of the historical
#                            problems (a few minutes on two cores once built)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --quick ]; then
  cargo test --workspace --exclude rukh-problems --lib --bins
  cargo test -p rukh-store -p rukh-web --tests
  exit 0
elif [ $# -gt 0 ]; then
  echo "usage: tools/test.sh [--quick]" >&2
  exit 2
fi
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
# The Fairy-Stockfish exchange tests compare perft counts with pyffish; install it when missing.
if ! python3 -c 'import pyffish' >/dev/null 2>&1; then
  echo "installing pyffish for the Fairy-Stockfish tests" >&2
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  python3 -m pip --version >/dev/null 2>&1 ||
    { $SUDO apt-get install -y -qq python3-pip >/dev/null 2>&1 ||
      { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq python3-pip >/dev/null; }; }
  python3 -m pip install -q pyffish==0.0.90 ||
    python3 -m pip install -q --break-system-packages pyffish==0.0.90 ||
    { echo "the Fairy-Stockfish tests need pyffish: pip install pyffish==0.0.90" >&2; exit 1; }
fi
# The problems' proofs (the historical findings proved again and the positions from play
# confirmed: some twenty-five minutes of a core) run from their test binary beside everything
# after the build, at the lowest priority, on the cores the other tests, the packages' builds and
# the browser tests leave idle; the run waits for them at its end.
cargo test --workspace --no-run
PROOFS_BIN=$(cargo test --workspace --test problems --no-run --message-format=json 2>/dev/null |
  python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and \
            m["manifest_path"].endswith("crates/problems/Cargo.toml") and m["target"]["name"] == "problems":
        print(m["executable"])')
[ -x "$PROOFS_BIN" ] || { echo "the problems' test binary was not found" >&2; exit 1; }
PROOFS_LOG=$(mktemp)
(cd crates/problems && exec nice -n 19 "$PROOFS_BIN" historical_findings_hold every_position_from_play_stands) \
  >"$PROOFS_LOG" 2>&1 &
PROOFS=$!
trap 'kill "$PROOFS" ${ARENA:-} 2>/dev/null || true; rm -f "$PROOFS_LOG" ${ARENA_LOG:+"$ARENA_LOG"}' EXIT
cargo test --workspace -- --skip historical_findings_hold --skip every_position_from_play_stands
# The API's OpenAPI description (docs/openapi.json, made from the code) read by an independent
# validator.
python3 -m pip install -q openapi-spec-validator==0.9.0 2>/dev/null ||
  python3 -m pip install -q --break-system-packages openapi-spec-validator==0.9.0
python3 -m openapi_spec_validator docs/openapi.json
# The rules, tables and engine libraries as the Rust registry would take them: packaged (the
# game files and networks inside the crates) and built from the packages alone.
cargo package -p rukh-rules -p rukh-diagram -p rukh-tablebase -p rukh-engine --allow-dirty --quiet
npm ci --prefix web --no-audit --no-fund
npm run build --prefix web
# The front end's unit tests (vitest): the move box's parser, the clocks, the analysis tree.
npm test --prefix web
# The rules and the engine in WebAssembly (the npm package web/wasm): built (installing the wasm32
# target and wasm-bindgen when missing), then its Node tests: perft as the native build counts
# it, moves refused with their reasons, PGN, TypeErrors, networks loaded apart, the engine's search.
tools/build-wasm.sh
node --test web/wasm/test/
# The npm package as the registry would take it: packed, installed from the tarball in a fresh
# project, the README's examples run from CommonJS and an ES module.
tools/npm-package.sh
# The Python package as PyPI would take it: its sdist and manylinux2014 wheel built, each
# installed in a fresh venv; the package's tests run against the wheel (pyffish beside it for
# the drop-in comparison).
VENV_PROBE=$(mktemp -d)
python3 -m venv "$VENV_PROBE/v" >/dev/null 2>&1 ||
  { SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo; $SUDO apt-get install -y -qq python3-venv >/dev/null; }
rm -rf "$VENV_PROBE"
tools/python-package.sh
# The browser and protocol checks drive the `rukh` that `cargo test` built for the command-line
# tests (the test profile: the engine optimised, debug assertions on). A build of its own would
# resolve the dependencies' features apart from the workspace's and compile them all again.
RUKH="$(cd "$TARGET" && pwd)/debug/rukh"
[ -x "$RUKH" ] || { echo "no $RUKH: cargo test builds it" >&2; exit 1; }
# The browser tests read the server's binary and the browser from these.
export RUKH_BIN=$RUKH
# lichess's Python client (berserk) plays a game on a Rukh site through the bot API, its address
# the only change.
python3 -m pip install -q berserk==0.14.0 ||
  python3 -m pip install -q --break-system-packages berserk==0.14.0
python3 tools/lichess-client-check.py "$RUKH"
# XBoard (under Xvfb) plays each of the five games to its end with Rukh on both sides, every move
# judged by XBoard's own rules too.
tools/xboard-check.sh "$RUKH"
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
  # The browser test drives Debian's chromium; install it when we may.
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "installing chromium for the browser test" >&2
  $SUDO apt-get install -y -qq chromium >/dev/null 2>&1 ||
    { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null; } ||
    { echo "the browser test needs chromium: apt-get install chromium" >&2; exit 1; }
fi
export CHROMIUM
# An arena and a Swiss: three people and a bot play a one-minute arena and a three-round Swiss
# to their ends; the standings and crosstable checked against the games; the pages at a laptop's
# and a phone's width. Mostly the tournaments' clocks running: it runs beside the tests below and
# is waited for after them.
ARENA_LOG=$(mktemp)
node web/tests/tournament.mjs >"$ARENA_LOG" 2>&1 &
ARENA=$!
node web/tests/browser.mjs
# The game page as players meet it (laptop and phone, a restart under a game, aborts, rematches),
# the lobby's quick pairing, a graded review, the archive and the editor.
node web/tests/round.mjs
# The problems: the historical collection by source and date, a historical problem solved on the
# board, the engine moving first, a draw held, a condition met, the phone.
node web/tests/problems.mjs
# The analysis board's engine in the browser (WebAssembly in a worker) with the server's own
# analysis switched off.
node web/tests/engine.mjs
# The engine rating list: the strength runs added, the lists, a crosstable, a pairing's games, a
# game replayed on the analysis board, a laptop and a phone.
node web/tests/engines.mjs
# Every page at a phone's, a laptop's and a desktop's width, panels open: none wider than its
# window, the games' tables' words whole.
node web/tests/widths.mjs
# Keyboard play on every board (the game, analysis, a problem, offline play, the editor): Tab to
# the board, arrows and Enter, the typed move box, the moves said to screen readers.
node web/tests/keys.mjs
# Players among players: the player search, a challenge from a player's page seen at once and
# accepted, another declined with its reason, follows, TV, the phone.
node web/tests/social.mjs
# The site's languages: Persian, Arabic and Hindi from the browser's language, right to left
# where written so, at a laptop's and a phone's width, light and dark; the header's picker.
node web/tests/languages.mjs
# The puzzle trainer: a visitor's rating kept in the browser, a miss taken back, the line typed,
# the solution asked for; an account by theme on a phone, rated once, a vote, its history and
# themes; a streak, a storm, the lobby's daily puzzle, Persian.
node web/tests/training.mjs
# The game designer: Makruk made from a blank page, its perft the example file's, a Betza
# mistake marked, the file written and read back by `rukh`, played against the engine in the
# browser, a Fairy-Stockfish section read; a laptop and a phone, light and dark.
node web/tests/design.mjs
# The tournaments' test started before the browser tests.
wait "$ARENA" || { cat "$ARENA_LOG" >&2; exit 1; }
grep -v " WARN " "$ARENA_LOG" || true
# The problems' proofs started after the build.
echo "the problems' proofs:" >&2
wait "$PROOFS" || { cat "$PROOFS_LOG" >&2; exit 1; }
grep "test result" "$PROOFS_LOG"
