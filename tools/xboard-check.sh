#!/usr/bin/env bash
# XBoard (Debian's xboard, under Xvfb) plays each of the five games to its end with Rukh's engine
# on both sides, judging every move by its own rules as it goes: a move XBoard thinks illegal
# forfeits the game ("Forfeit due to invalid move"), which this check refuses. The games are
# written to the directory given (a temporary one by default).
#   tools/xboard-check.sh [RUKH_BINARY] [OUT_DIR]
set -euo pipefail
RUKH=$(realpath "${1:-target/release/rukh}")
OUT=${2:-$(mktemp -d)}
mkdir -p "$OUT"
if ! command -v xvfb-run >/dev/null || [ ! -x /usr/games/xboard ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "installing xboard and xvfb for the XBoard check" >&2
  $SUDO apt-get install -y -qq xboard xvfb >/dev/null 2>&1 ||
    { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq xboard xvfb >/dev/null; }
fi
fail=0
# Rukh's names for XBoard: its own where it has one (great), else Rukh's.
for variant in shatranj great kamil chaturanga-davidson parsi; do
  pgn="$OUT/$variant.pgn"
  rm -f "$pgn"
  # Depth 4 a move (quick games), one game, then exit; the game's end as the engines claim it
  # by the game's rules: XBoard's own 50-move rule is chess's, and its test of claims calls a
  # game won by baring the king in Chaturanga or Parsi a draw ("but bare king"), so both are off.
  timeout 300 xvfb-run -a /usr/games/xboard -fcp "$RUKH xboard" -scp "$RUKH xboard" \
    -variant "$variant" -searchDepth 4 -tc 0:05 -inc 1 -ruleMoves 0 -testClaims false -mg 1 -sgf "$pgn" -xexit -noGUI \
    >"$OUT/$variant.log" 2>&1 || true
  result=$( (sed -n 's/^\[Result "\(.*\)"\]/\1/p' "$pgn" 2>/dev/null || true) | head -1)
  if [ -z "$result" ] || [ "$result" = "*" ]; then
    echo "xboard $variant: no finished game (see $OUT/$variant.log)" >&2
    fail=1
  elif grep -q "invalid move\|Illegal move\|False illegal" "$pgn" "$OUT/$variant.log"; then
    echo "xboard $variant: XBoard and Rukh disagree on a move:" >&2
    grep -h "invalid move\|Illegal move\|False illegal" "$pgn" "$OUT/$variant.log" | head -3 >&2
    fail=1
  else
    echo "xboard $variant: $result ($(grep -o '{[^}]*} [012/-]*$' "$pgn" | tail -1))"
  fi
done
# Rukh's PGN as XBoard reads it: a game of each of the five written by Rukh (self-play), loaded
# by XBoard (no engines, every move replayed at once). XBoard must open each on its board with its
# men: Shatranj by XBoard's name, every move taken; Great Shatranj by XBoard's "great";
# Chaturanga, Parsi and Kamil by XBoard's "fairy" with their men and position from the VariantMen
# and FEN tags. There XBoard may stop at a move its own rules cannot say (Davidson's king moving
# into check, Parsi's knight's bonus move, its own Great Shatranj's rules): reported, not refused.
for variant in shatranj chaturanga-davidson parsi shatranj-kamil-64 great-shatranj; do
  pgn="$OUT/rukh-$variant.pgn"
  rm -f "$pgn" "$OUT/load-$variant.debug"
  "$RUKH" selfplay --variant "$variant" --games 1 --nodes 300 --pgn "$pgn" --out /dev/null >/dev/null 2>&1
  plies=$(python3 -c '
import re, sys
t = open(sys.argv[1]).read()
body = re.sub(r"\{[^}]*\}", "", "\n".join(l for l in t.splitlines() if not l.startswith("[")))
print(sum(1 for w in body.split() if not re.match(r"^\d+\.+$", w) and w not in ("1-0", "0-1", "1/2-1/2", "*")))' "$pgn")
  # XBoard stays open with the game loaded: it is closed once its count of parsed moves has held
  # still for three seconds (or after a minute).
  timeout 60 xvfb-run -a /usr/games/xboard -ncp -timeDelay 0 -debug -nameOfDebugFile "$OUT/load-$variant.debug" \
    -lgf "$pgn" -lgi 1 >"$OUT/load-$variant.log" 2>&1 &
  viewer=$!
  last=0 still=0
  while kill -0 "$viewer" 2>/dev/null && [ "$still" -lt 6 ]; do
    sleep 0.5
    now=$(grep -c '^Parsed .* into' "$OUT/load-$variant.debug" 2>/dev/null || true)
    if [ "${now:-0}" -gt 0 ] && [ "$now" = "$last" ]; then still=$((still + 1)); else still=0; fi
    last=${now:-0}
  done
  kill "$viewer" 2>/dev/null || true
  wait "$viewer" 2>/dev/null || true
  read_as=$(sed -n "s/^recognized '\(.*\)' (-1) as variant \(.*\)$/\2/p" "$OUT/load-$variant.debug" | grep -v '^normal$' | head -1)
  parsed=$(grep -c '^Parsed .* into' "$OUT/load-$variant.debug" || true)
  case $variant in
    shatranj) want=shatranj ;;
    great-shatranj) want=great ;;
    *) want=fairy ;;
  esac
  stop=$(grep -o "Illegal move: .*" "$OUT/load-$variant.log" | head -1 || true)
  if [ "$read_as" != "$want" ] || grep -q "Bad FEN" "$OUT/load-$variant.log" || [ "$parsed" = 0 ] ||
    { [ "$variant" = shatranj ] && [ "$parsed" != "$plies" ]; }; then
    echo "xboard reads Rukh's $variant PGN as '${read_as:-chess}' (not $want), $parsed of $plies moves:" >&2
    head -3 "$OUT/load-$variant.log" >&2
    fail=1
  else
    echo "xboard reads Rukh's $variant PGN as its '$want', $parsed of $plies moves${stop:+ (stopped: $stop)}"
  fi
done
exit $fail
