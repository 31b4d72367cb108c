#!/usr/bin/env bash
# Perft speed beside Debian's fairy-stockfish, in one run on this machine.
#   tools/perft-speed.sh            (needs: apt-get install fairy-stockfish)
# Prints nodes per second of each program and the ratios the rules core must reach.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where cargo builds (CARGO_TARGET_DIR when set).
TARGET=${CARGO_TARGET_DIR:-target}
FSF=${FSF:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}
cargo build --release -q -p rukh
RUKH="$TARGET"/release/rukh

fsf_perft() { # variant depth
  local t0 t1 out
  t0=$(date +%s.%N)
  out=$(printf 'uci\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' "$1" "$2" | "$FSF" 2>/dev/null)
  t1=$(date +%s.%N)
  local nodes
  nodes=$(echo "$out" | awk '/Nodes searched/ {print $3}')
  echo "$nodes $(echo "$t1 - $t0" | bc -l)"
}

rukh_perft() { # variant depth
  local line
  line=$("$RUKH" perft --variant "$1" "$2" | tail -1)
  # "N nodes in S s, M Mnps"
  echo "$line" | awk '{print $1, $4}'
}

report() { # label nodes secs
  printf '%-44s %12s nodes %7.2f s %7.1f Mnps\n' "$1" "$2" "$3" "$(echo "$2 / $3 / 1000000" | bc -l)"
}

read -r fn fs < <(fsf_perft shatranj 6)
read -r rn rs < <(rukh_perft shatranj 6)
read -r gn gs < <(rukh_perft great-shatranj 5)
report "fairy-stockfish shatranj perft 6" "$fn" "$fs"
report "rukh shatranj perft 6" "$rn" "$rs"
report "rukh great-shatranj perft 5" "$gn" "$gs"
fnps=$(echo "$fn / $fs" | bc -l)
printf 'shatranj: rukh / fairy-stockfish = %.2fx\n' "$(echo "($rn / $rs) / $fnps" | bc -l)"
printf 'great-shatranj (rukh) / shatranj (fairy-stockfish) = %.2fx\n' "$(echo "($gn / $gs) / $fnps" | bc -l)"
