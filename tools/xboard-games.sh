#!/usr/bin/env bash
# Plays rukh against itself in Debian's XBoard under Xvfb, one game of Great Shatranj and one of
# Shatranj Kamil (64), and saves screenshots (mid-game and final position) under docs/screenshots.
#   apt-get install xboard xvfb imagemagick;  tools/xboard-games.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
cargo build --release -q -p rukh
RUKH="$(cd "$TARGET" && pwd)/release/rukh"
OUT=docs/screenshots
mkdir -p "$OUT" target/xboard
DISPLAY_NUM=:${XBOARD_DISPLAY:-97}
Xvfb "$DISPLAY_NUM" -screen 0 1000x800x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT
sleep 1
play() { # xboard-variant-name label
  local pgn="target/xboard/$2.pgn"
  rm -f "$pgn"
  DISPLAY=$DISPLAY_NUM /usr/games/xboard -fcp "$RUKH xboard" -scp "$RUKH xboard" -initialMode TwoMachines \
    -variant "$1" -tc 1 -inc 1 -saveGameFile "$pgn" -autoCallFlag true -popupExitMessage false \
    -boardSize Medium -debug -nameOfDebugFile "target/xboard/$2.debug" >/dev/null 2>&1 &
  local xb=$!
  sleep 20
  DISPLAY=$DISPLAY_NUM import -window root -trim "$OUT/xboard-$2-playing.png"
  for _ in $(seq 400); do [ -s "$pgn" ] && break; sleep 1; done
  sleep 1
  DISPLAY=$DISPLAY_NUM import -window root -trim "$OUT/xboard-$2-end.png"
  kill $xb 2>/dev/null || true
  echo "== $2: $(grep -o '{[^}]*} [012/-]*$' "$pgn" | tail -1)"
  echo "   illegal-move complaints: $(grep -ci 'illegal' "target/xboard/$2.debug" || true)"
}
play great great-shatranj
play kamil shatranj-kamil-64
