#!/usr/bin/env bash
# Strength matches as the engine's targets ask: rukh against Debian's fairymax (shamax, its build
# that knows Shatranj's bare-king and stalemate rules, for Shatranj), sjaakii and fairy-stockfish
# at 10 s + 0.1 s (TC=60+0.6 for the longer control), colour-alternated over the shipped
# openings, judged by Rukh's rules.
#   apt-get install fairymax sjaakii fairy-stockfish
#   tools/strength.sh [GAMES [PAIRING...]]   default 200 games of every pairing; takes hours
# Every game records each move's think time and clock (%emt, %clk). A run is a measurement only
# when both sides used their clocks: `rukh match` stops a run where one side's mean think time
# per move falls under two thirds of the other's, and `rukh pgn score --require-fair` fails it,
# so this script publishes no unfair score.
# Pairings: shatranj-shamax great-shatranj-fairymax shatranj-sjaakii great-shatranj-sjaakii
#           shatranj-fairy-stockfish (and shatranj-fairy-stockfish-c0, Rukh's contempt at 0),
#           and against today's Fairy-Stockfish (tools/build-fsf.sh: FSF, default
#           target/fsf/fairy-stockfish, its build for boards of at most 64 squares, and FSF_LB,
#           default target/fsf/fairy-stockfish-lb, its large-board build), with its Move Overhead
#           at 100 ms (FSF_OVERHEAD): its time manager takes the overhead off once for every
#           move of a 50-move horizon, so Rukh's 300 ms (taken once) leaves it planning with
#           1 ms at 10+0.1; 100 ms covers the pipe and a loaded machine and costs it little:
#           shatranj-fsf (its built-in Shatranj), great-shatranj-fsf, shatranj-kamil-64-fsf and
#           chaturanga-davidson-fsf (the contract's definitions, ../shared/rules/fsf-approximations.ini,
#           read through its VariantPath option); the earlier runs' great-shatranj-fairy-stockfish,
#           shatranj-kamil-64-fairy-stockfish and chaturanga-davidson-fairy-stockfish play the
#           large-board build at its own overhead. Games go to target/strength/SOURCE/PAIRING.pgn, SOURCE naming
# the engine's source (tools/engine-source.sh: commits that touch only docs or tools keep it),
# and an interrupted run of the same source resumes there (at another TC:
# target/strength/SOURCE/PAIRING-tcTC.pgn). CONCURRENCY (default 2) sets the games played at once.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
GAMES=${1:-200}
TC=${TC:-10+0.1}
SUFFIX=""
[ "$TC" = 10+0.1 ] || SUFFIX="-tc$TC"
shift || true
WANT=("$@")
if [ -n "${SOURCE:-}" ]; then
  # SOURCE=NAME carries on an earlier source's runs with the copy of the engine kept there (a
  # commit that touched only the command line's site flags or Cargo.lock renames the source).
  OUT="target/strength/$SOURCE"
  [ -x "$OUT/rukh" ] || { echo "no engine kept in $OUT: run without SOURCE" >&2; exit 2; }
  RUKH="$PWD/$OUT/rukh"
else
  cargo build --release -q -p rukh
  SOURCE=$(tools/engine-source.sh)
  OUT="target/strength/$SOURCE"
  mkdir -p "$OUT"
  [ -f "$OUT/commit" ] || git rev-parse --short HEAD >"$OUT/commit" # the first commit measured
  # A copy of the engine, so a rebuild during the matches does not change the player.
  RUKH="$PWD/$OUT/rukh"
  cp "$TARGET"/release/rukh "$RUKH.$$" && mv "$RUKH.$$" "$RUKH"
fi
run() { # variant opponent-spec label [rukh's extra engine options]
  local pairing="$1-$3"
  if [ ${#WANT[@]} -gt 0 ] && [[ ! " ${WANT[*]} " =~ " $pairing " ]]; then return; fi
  echo "== $1: rukh vs $3 at $TC"
  # The machine's load beside the score: vmstat every minute of the run, us (user) and st
  # (stolen by the host) averaged at the end.
  local load="$OUT/$pairing$SUFFIX.vmstat"
  vmstat -n 60 >>"$load" &
  local vm=$!
  "$RUKH" match --variant "$1" --games "$GAMES" --tc "$TC" --concurrency "${CONCURRENCY:-2}" \
    --openings "openings/$1.pgn" --pgn "$OUT/$pairing$SUFFIX.pgn" --resume \
    --engine "name=rukh,cmd=$RUKH uci,proto=uci${4:-}" --engine "$2" || { kill $vm; return 1; }
  kill $vm
  # A resumed run appends; the first line after each header is the average since boot.
  awk '/^ *r / { boot = 1; next } $1 !~ /^[0-9]+$/ { next } boot { boot = 0; next }
    { us += $13; sy += $14; st += $17; n++ }
    END { if (n) printf "load during the run: us %.0f%%, sy %.0f%%, st %.0f%% (vmstat, %d minutes)\n", us / n, sy / n, st / n, n }' "$load"
  # The score as docs/strength.md gives it: W-L-D, the interval, how the games ended; in
  # Davidson's game the games Fairy-Stockfish's rules model could not play on count as draws, and
  # in Kamil's the games the lone king's count decided (its `kamil64` lacks that rule) are scored
  # again as draws beside the score as played.
  local apart=()
  [[ "$1" == chaturanga-davidson && "$3" == fsf ]] && apart=(--failures-as-draws)
  [[ "$1" == shatranj-kamil-64 && "$3" == fsf ]] && apart=(--as-draw lone-king-moves)
  "$RUKH" pgn score --player rukh --require-fair "${apart[@]}" "$OUT/$pairing$SUFFIX.pgn"
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
FSF=$(realpath -m "${FSF:-target/fsf/fairy-stockfish}")
FSF_LB=$(realpath -m "${FSF_LB:-target/fsf/fairy-stockfish-lb}")
INI=$(realpath -m ../shared/rules/fsf-approximations.ini)
# Rukh keeps back 300 ms of its clock (once) for the pipe and a loaded machine. Fairy-Stockfish
# takes its Move Overhead 52 times over (timeman.cpp: time + inc*(mtg-1) - overhead*(2+mtg) with
# a horizon mtg of 50 moves): at 10+0.1 it needs at most about 100 ms to plan with its clock.
OVERHEAD="option.Move Overhead=${FSF_OVERHEAD:-100}"
fsf() { # name binary variant: today's Fairy-Stockfish playing `variant` (built in or the contract's)
  echo "name=$1,cmd=$2,proto=uci,option.VariantPath=$INI,$OVERHEAD,variant=$3"
}
# The earlier runs of docs/strength.md: the large-board build for every game, its own overhead.
lb() { # the contract's section
  echo "name=fairy-stockfish-lb,cmd=$FSF_LB,proto=uci,option.VariantPath=$INI,variant=$1"
}
run great-shatranj "$(lb greatshatranj)" fairy-stockfish
run shatranj-kamil-64 "$(lb kamil64)" fairy-stockfish
run chaturanga-davidson "$(lb davidson-bk)" fairy-stockfish
# Today's Fairy-Stockfish, each game on its faster build where its definition fits 64 squares.
# Its games name the build: fairy-stockfish-64 (for 64 squares) or fairy-stockfish-lb, apart from
# Debian's 11.1 (fairy-stockfish) on the site's engine list.
run shatranj "$(fsf fairy-stockfish-64 "$FSF" shatranj)" fsf
run great-shatranj "$(fsf fairy-stockfish-lb "$FSF_LB" greatshatranj)" fsf
run shatranj-kamil-64 "$(fsf fairy-stockfish-64 "$FSF" kamil64)" fsf
run chaturanga-davidson "$(fsf fairy-stockfish-64 "$FSF" davidson-bk)" fsf
