#!/usr/bin/env bash
# A teacher's data for the networks (docs/nnue.md, "A teacher's data"): today's Fairy-Stockfish
# (tools/build-fsf.sh) plays itself at a fixed number of nodes a move from level random
# openings, judged by Rukh's rules, and the evaluation it gave each position it moved from
# becomes that position's score, with the game's result as Rukh's rules decide it.
#   tools/teacher.sh GAME GAMES [NODES]     e.g. tools/teacher.sh great-shatranj 2000 10000
# GAME: shatranj (its built-in definition), great-shatranj, shatranj-kamil-64 or
# chaturanga-davidson (the contract's approximations, ../shared/rules/fsf-approximations.ini);
# Parsi has none. NODES: 10000 by default. SEED (default 1) picks the openings; CONCURRENCY
# (default 2) the games played at once.
# Games go to target/teacher/GAME-NODES-sSEED.pgn (an interrupted run resumes there), the
# positions to the .bin beside it (`rukh datagen --from-pgn --teacher`: a game an engine's
# failure ended is used up to where the rules parted, and a decided game whose last evaluation
# favours the loser is left out).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n 2,14p "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
GAME=$1
GAMES=$2
NODES=${3:-10000}
SEED=${SEED:-1}
TARGET=${CARGO_TARGET_DIR:-target}
INI=$(realpath -m ../shared/rules/fsf-approximations.ini)
case "$GAME" in
  shatranj) BUILD=64 FSF=target/fsf/fairy-stockfish NAME=shatranj ;;
  great-shatranj) BUILD=lb FSF=target/fsf/fairy-stockfish-lb NAME=greatshatranj ;;
  shatranj-kamil-64) BUILD=64 FSF=target/fsf/fairy-stockfish NAME=kamil64 ;;
  chaturanga-davidson) BUILD=64 FSF=target/fsf/fairy-stockfish NAME=davidson-bk ;;
  *)
    echo "no Fairy-Stockfish definition for '$GAME': shatranj, great-shatranj, shatranj-kamil-64 or chaturanga-davidson" >&2
    exit 2
    ;;
esac
[ -x "$FSF" ] || tools/build-fsf.sh "$BUILD"
cargo build --release -q -p rukh
RUKH="$TARGET/release/rukh"
OUT=target/teacher
mkdir -p "$OUT"
RUN="$OUT/$GAME-$NODES-s$SEED"
SPEC="cmd=$(realpath "$FSF"),proto=uci,option.VariantPath=$INI,variant=$NAME"
RESUME=()
[ -s "$RUN.pgn" ] && RESUME=(--resume)
start=$(date +%s)
"$RUKH" match --variant "$GAME" --games "$GAMES" --nodes "$NODES" --random-plies 8 \
  --seed "$SEED" --concurrency "${CONCURRENCY:-2}" --pgn "$RUN.pgn" "${RESUME[@]}" \
  --engine "name=fsf-a,$SPEC" --engine "name=fsf-b,$SPEC"
echo "games played in $(($(date +%s) - start)) s"
"$RUKH" datagen --variant "$GAME" --from-pgn "$RUN.pgn" --teacher --out "$RUN.bin"
