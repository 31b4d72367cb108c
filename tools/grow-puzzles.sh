#!/usr/bin/env bash
# Grows a game's shipped puzzles (puzzles/GAME.jsonl) from the engine's games against itself, in
# batches. Each batch plays GAMES games (default 40) at 300 nodes a move from random 8-ply
# openings, finds the puzzles in them that the file does not hold, checks those deeper (`rukh
# puzzles check --deep 2000000`) and proves their mates (`--exact`), and appends the ones that
# pass to the file.
#   tools/grow-puzzles.sh GAME [BATCHES]    default 1 batch
#   UNTIL=2000 tools/grow-puzzles.sh GAME 100   stops once the file holds 2,000 puzzles
# A batch takes about 5 minutes of a core (it says what it took). Batches go on in
# target/puzzles/GAME/ (the games and the puzzles found); `touch target/puzzles/GAME/stop` ends
# the run after its batch, and a batch cut short is taken up again by the next run. Run one game
# per core at once.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { sed -n 2,12p "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
GAME=$1
BATCHES=${2:-1}
GAMES=${GAMES:-40}
UNTIL=${UNTIL:-0}
TARGET=${CARGO_TARGET_DIR:-target}
SHIPPED=puzzles/$GAME.jsonl
[ -f "$SHIPPED" ] || { echo "no $SHIPPED: one of $(ls puzzles/*.jsonl | xargs -n1 basename | sed 's/.jsonl//' | tr '\n' ' ')" >&2; exit 2; }
cargo build --release -q -p rukh
RUKH="$PWD/$TARGET/release/rukh"
WORK=target/puzzles/$GAME
mkdir -p "$WORK"
rm -f "$WORK/stop"
# The processor time of the commands this script has run and waited for, in 1/100 s
# (/proc's cutime and cstime): what a batch cost, however busy the machine.
children_cpu() { awk '{print $16 + $17}' "/proc/$$/stat" 2>/dev/null || echo 0; }
for ((b = 1; b <= BATCHES; b++)); do
  if [ "$UNTIL" -gt 0 ] && [ "$(wc -l <"$SHIPPED")" -ge "$UNTIL" ]; then
    echo "$SHIPPED holds $(wc -l <"$SHIPPED") puzzles, at least UNTIL=$UNTIL: done"
    break
  fi
  cpu_before=$(children_cpu)
  n=$(ls "$WORK" | grep -c '^g.*\.pgn$' || true)
  # A batch cut short (its games played, its puzzles not yet appended) is taken up again: the
  # finder skips what the shipped file already holds, so nothing is added twice.
  if [ "$n" -gt 0 ] && [ ! -f "$WORK/b$n.done" ]; then
    echo "== batch $b of $BATCHES ($GAME, taking up $WORK/g$n.pgn again)"
  else
    n=$((n + 1))
    echo "== batch $b of $BATCHES ($GAME, games $WORK/g$n.pgn)"
    "$RUKH" selfplay --variant "$GAME" --games "$GAMES" --nodes 300 --random-plies 8 --threads 1 \
      --pgn "$WORK/g$n.pgn.part" --out "$WORK/g$n.fens"
    mv "$WORK/g$n.pgn.part" "$WORK/g$n.pgn"
  fi
  # The finder skips what its output holds: found against a copy of the shipped file, the new
  # puzzles are the lines after the copy's own.
  cp "$SHIPPED" "$WORK/known.jsonl"
  had=$(wc -l <"$WORK/known.jsonl")
  "$RUKH" puzzles find --variant "$GAME" "$WORK/g$n.pgn" --out "$WORK/known.jsonl"
  tail -n +"$((had + 1))" "$WORK/known.jsonl" >"$WORK/b$n.jsonl"
  rm "$WORK/known.jsonl"
  if [ -s "$WORK/b$n.jsonl" ]; then
    "$RUKH" puzzles check --deep 2000000 --threads 1 --drop "$WORK/b$n.jsonl"
    "$RUKH" puzzles check --exact --drop "$WORK/b$n.jsonl"
    cat "$WORK/b$n.jsonl" >>"$SHIPPED"
  fi
  touch "$WORK/b$n.done"
  echo "$SHIPPED: $(wc -l <"$SHIPPED") puzzles ($(wc -l <"$WORK/b$n.jsonl") added)"
  echo "batch $b took $(awk -v t=$(($(children_cpu) - cpu_before)) 'BEGIN {printf "%.1f", t / 6000}') minutes of processor time"
  [ -f "$WORK/stop" ] && break
done
"$RUKH" puzzles check "$SHIPPED"
