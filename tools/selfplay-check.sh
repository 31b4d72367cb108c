#!/usr/bin/env bash
# Self-play soundness: the engine against itself in each of the five games at a fast clock,
# colour-alternated over the shipped openings and judged by Rukh's rules. Fails when any game
# ended otherwise than by the game's rules: an illegal move, a loss on time, a crash or a
# protocol error.
#   tools/selfplay-check.sh [GAMES [GAME...]]   default 1000 games of each of the five games
# TC (default 2+0.02) sets the clock, CONCURRENCY (default 2) the games played at once. Games go
# to target/selfplay-check/SOURCE/TC/GAME.pgn (SOURCE: tools/engine-source.sh) and an interrupted
# run of the same source resumes there.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
GAMES=${1:-1000}
shift || true
WANT=("$@")
[ ${#WANT[@]} -gt 0 ] || WANT=(shatranj chaturanga-davidson parsi shatranj-kamil-64 great-shatranj)
cargo build --release -q -p rukh
TC=${TC:-2+0.02}
OUT="target/selfplay-check/$(tools/engine-source.sh)/$TC"
mkdir -p "$OUT"
RUKH="$PWD/$OUT/rukh"
cp "$TARGET"/release/rukh "$RUKH.$$" && mv "$RUKH.$$" "$RUKH"
bad=0
for game in "${WANT[@]}"; do
  echo "== $game: $GAMES games at $TC"
  "$RUKH" match --variant "$game" --games "$GAMES" --tc "$TC" \
    --concurrency "${CONCURRENCY:-2}" --openings "openings/$game.pgn" \
    --pgn "$OUT/$game.pgn" --resume \
    --engine "name=white-or-black-1,cmd=$RUKH uci,proto=uci" \
    --engine "name=white-or-black-2,cmd=$RUKH uci,proto=uci" >/dev/null
  # How the games ended; anything but the rules' own endings is a fault.
  echo "games: $(grep -c '^\[Result ' "$OUT/$game.pgn")"
  grep -o '^\[Termination "[^"]*"' "$OUT/$game.pgn" | cut -d'"' -f2 | sort | uniq -c | sort -rn
  faults=$(grep -cE '^\[Termination "(illegal move|time forfeit|.*crashed|.*could not start|white-or-black-[12]: )' \
    "$OUT/$game.pgn" || true)
  echo "faults: $faults"
  bad=$((bad + faults))
done
[ "$bad" -eq 0 ] || { echo "$bad games ended by a fault; see the PGN files in $OUT" >&2; exit 1; }
