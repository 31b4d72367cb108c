#!/usr/bin/env bash
# Losses on time when the machine stalls: self-play at a fast clock while the engines are frozen
# (SIGSTOP, then SIGCONT) for STALL milliseconds at random moments, once with each reserve given.
# The referee's clock runs on through a stall, as it does when a loaded machine stops a process.
#   tools/stall-check.sh [GAMES [GAME [RESERVE...]]]   default 200 games of shatranj-kamil-64,
#                                                      reserves 30 and 300 ms (UCI Move Overhead)
# TC (default 0.5+0.005), STALL (default 250) and GAP (most seconds between stalls, default 4)
# set the conditions; games go to target/stall-check/SOURCE/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
GAMES=${1:-200}
GAME=${2:-shatranj-kamil-64}
RESERVES=("${@:3}")
[ ${#RESERVES[@]} -gt 0 ] || RESERVES=(30 300)
TC=${TC:-0.5+0.005}
STALL=${STALL:-250}
GAP=${GAP:-4}
cargo build --release -q -p rukh
OUT="target/stall-check/$(tools/engine-source.sh)"
mkdir -p "$OUT"
# The engines run from a copy with a name of their own, so the stalls reach them and not the referee.
ENGINE="$PWD/$OUT/rukh-stalled"
cp "$TARGET"/release/rukh "$ENGINE.$$" && mv "$ENGINE.$$" "$ENGINE"
seconds() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
stall_loop() {
  while sleep "$(seconds $((500 + RANDOM % (GAP * 1000 - 500))))"; do
    pkill -STOP -x rukh-stalled || true
    sleep "$(seconds "$STALL")"
    pkill -CONT -x rukh-stalled || true
  done
}
for reserve in "${RESERVES[@]}"; do
  pgn="$OUT/$GAME-$TC-stall$STALL-reserve$reserve.pgn"
  rm -f "$pgn"
  stall_loop &
  staller=$!
  "$TARGET"/release/rukh match --variant "$GAME" --games "$GAMES" --tc "$TC" \
    --concurrency "${CONCURRENCY:-2}" --openings "openings/$GAME.pgn" --pgn "$pgn" \
    --engine "name=white-or-black-1,cmd=$ENGINE uci,proto=uci,option.Move Overhead=$reserve" \
    --engine "name=white-or-black-2,cmd=$ENGINE uci,proto=uci,option.Move Overhead=$reserve" \
    >/dev/null || true
  kill "$staller" 2>/dev/null || true
  wait "$staller" 2>/dev/null || true
  pkill -CONT -x rukh-stalled || true
  echo "reserve $reserve ms, stalls of $STALL ms: $(grep -c '^\[Result ' "$pgn") games," \
    "$(grep -c '^\[Termination "time forfeit' "$pgn" || true) lost on time"
done
