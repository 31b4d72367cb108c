#!/usr/bin/env bash
# Strength matches as the engine's targets ask: rukh against Debian's fairymax (shamax, its build
# that knows Shatranj's bare-king and stalemate rules, for Shatranj), sjaakii and fairy-stockfish
# at 10 s + 0.1 s, colour-alternated over the shipped openings, judged by Rukh's rules.
#   apt-get install fairymax sjaakii fairy-stockfish
#   tools/strength.sh [GAMES [PAIRING...]]   default 200 games of every pairing; takes hours
# Pairings: shatranj-shamax great-shatranj-fairymax shatranj-sjaakii great-shatranj-sjaakii
#           shatranj-fairy-stockfish (and shatranj-fairy-stockfish-c0, Rukh's contempt at 0),
#           and against a Fairy-Stockfish that reads the contract's definitions
#           (../shared/rules/fsf-approximations.ini through its VariantPath option;
#           FSF_LB, default target/fsf/fairy-stockfish-lb made by tools/build-fsf.sh, since
#           Debian's 11.1 knows neither 10-file boards nor custom pieces):
#           great-shatranj-fairy-stockfish shatranj-kamil-64-fairy-stockfish
#           chaturanga-davidson-fairy-stockfish. Games go to target/strength/SOURCE/PAIRING.pgn, SOURCE naming
# the engine's source (tools/engine-source.sh: commits that touch only docs or tools keep it),
# and an interrupted run of the same source resumes there. CONCURRENCY (default 2) sets the
# games played at once.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
GAMES=${1:-200}
shift || true
WANT=("$@")
cargo build --release -q -p rukh
SOURCE=$(tools/engine-source.sh)
OUT="target/strength/$SOURCE"
mkdir -p "$OUT"
[ -f "$OUT/commit" ] || git rev-parse --short HEAD >"$OUT/commit" # the first commit measured
# A copy of the engine, so a rebuild during the matches does not change the player.
RUKH="$PWD/$OUT/rukh"
cp "$TARGET"/release/rukh "$RUKH.$$" && mv "$RUKH.$$" "$RUKH"
run() { # variant opponent-spec label [rukh's extra engine options]
  local pairing="$1-$3"
  if [ ${#WANT[@]} -gt 0 ] && [[ ! " ${WANT[*]} " =~ " $pairing " ]]; then return; fi
  echo "== $1: rukh vs $3"
  "$RUKH" match --variant "$1" --games "$GAMES" --tc 10+0.1 --concurrency "${CONCURRENCY:-2}" \
    --openings "openings/$1.pgn" --pgn "$OUT/$pairing.pgn" --resume \
    --engine "name=rukh,cmd=$RUKH uci,proto=uci${4:-}" --engine "$2"
}
run shatranj "name=shamax,cmd=/usr/games/shamax,proto=xboard" shamax
run great-shatranj "name=fairymax,cmd=/usr/games/fairymax,proto=xboard,variant=great" fairymax
run shatranj "name=sjaakii,cmd=/usr/games/sjaakii,proto=xboard" sjaakii
run great-shatranj "name=sjaakii,cmd=/usr/games/sjaakii,proto=xboard,variant=greatshatranj" sjaakii
run shatranj "name=fairy-stockfish,cmd=/usr/games/fairy-stockfish,proto=uci" fairy-stockfish
# The same with Rukh's contempt at 0: its default (50 centipawns) declines draws, which is meant
# for weaker opponents.
run shatranj "name=fairy-stockfish,cmd=/usr/games/fairy-stockfish,proto=uci" fairy-stockfish-c0 \
  ",option.Contempt=0"
FSF_LB=$(realpath -m "${FSF_LB:-target/fsf/fairy-stockfish-lb}")
INI=$(realpath -m ../shared/rules/fsf-approximations.ini)
fsf() { # the contract's section
  echo "name=fairy-stockfish-lb,cmd=$FSF_LB,proto=uci,option.VariantPath=$INI,variant=$1"
}
run great-shatranj "$(fsf greatshatranj)" fairy-stockfish
run shatranj-kamil-64 "$(fsf kamil64)" fairy-stockfish
run chaturanga-davidson "$(fsf davidson-bk)" fairy-stockfish
