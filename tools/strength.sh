#!/usr/bin/env bash
# Strength matches as the engine's targets ask: rukh against Debian's fairymax, sjaakii and
# fairy-stockfish at 10 s + 0.1 s, colour-alternated over the shipped openings, judged by Rukh's rules.
#   apt-get install fairymax sjaakii fairy-stockfish
#   tools/strength.sh [GAMES]        (default 200 per pairing; takes hours)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-200}
cargo build --release -q -p rukh
RUKH="$PWD/target/release/rukh"
mkdir -p target/strength
run() { # variant opponent-spec label
  echo "== $1: rukh vs $3"
  "$RUKH" match --variant "$1" --games "$GAMES" --tc 10+0.1 --concurrency 2 \
    --openings "openings/$1.pgn" --pgn "target/strength/$1-$3.pgn" --resume \
    --engine "name=rukh,cmd=$RUKH uci,proto=uci" --engine "$2"
}
run shatranj "name=fairymax,cmd=/usr/games/fairymax,proto=xboard" fairymax
run great-shatranj "name=fairymax,cmd=/usr/games/fairymax,proto=xboard,variant=great" fairymax
run shatranj "name=sjaakii,cmd=/usr/games/sjaakii,proto=xboard" sjaakii
run great-shatranj "name=sjaakii,cmd=/usr/games/sjaakii,proto=xboard,variant=greatshatranj" sjaakii
run shatranj "name=fairy-stockfish,cmd=/usr/games/fairy-stockfish,proto=uci" fairy-stockfish
