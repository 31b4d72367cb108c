#!/usr/bin/env bash
# Builds today's Fairy-Stockfish from the source that pyffish publishes on PyPI (the engine of
# pyffish 0.0.90, the version the rules' checks use), in its two forms:
#   target/fsf/fairy-stockfish     boards of at most 64 squares, the faster build (Shatranj, and
#                                  the contract's 8x8 definitions: Kamil, Davidson)
#   target/fsf/fairy-stockfish-lb  large boards (Great Shatranj's 10x8)
# Debian's fairy-stockfish 11.1 is built for boards of at most 64 squares and predates
# `customPiece`, so it cannot load ../shared/rules/fsf-approximations.ini's sections.
#   tools/build-fsf.sh [64|lb|both]      default both (a few minutes each on one core)
# No network file is embedded or loaded: the engine plays with its written evaluation, as
# Debian's build does.
set -euo pipefail
cd "$(dirname "$0")/.."
WHICH=${1:-both}
case "$WHICH" in 64 | lb | both) ;; *)
  echo "usage: tools/build-fsf.sh [64|lb|both]" >&2
  exit 2
  ;;
esac
VERSION=0.0.90
WORK=target/fsf/src
mkdir -p "$WORK" target/fsf
if [ ! -d "$WORK/pyffish-$VERSION" ]; then
  python3 -m pip download "pyffish==$VERSION" --no-binary pyffish --no-deps -d "$WORK" >/dev/null
  tar -xzf "$WORK/pyffish-$VERSION.tar.gz" -C "$WORK"
fi
SRC="$WORK/pyffish-$VERSION/src"
mapfile -t FILES < <(ls "$SRC"/*.cpp "$SRC"/syzygy/*.cpp "$SRC"/nnue/*.cpp "$SRC"/nnue/features/*.cpp |
  grep -v -e '/pyffish.cpp$' -e '/ffishjs.cpp$')
# The magic numbers that come precomputed are the large-board build's; the 64-square build finds
# its own at start-up, as Stockfish does.
build() { # out objects-folder [extra flags]
  local out=$1 obj=$2
  shift 2
  mkdir -p "$obj"
  local flags=(-std=c++17 -O3 -DNDEBUG -DIS_64BIT -DUSE_POPCNT -msse4.1 -mpopcnt -DALLVARS
    -DNNUE_EMBEDDING_OFF -w "$@")
  printf '%s\n' "${FILES[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'f=$1; shift; o="$0/$(echo "$f" | tr / _).o"; [ "$o" -nt "$f" ] || g++ "$@" -c "$f" -o "$o"' "$obj" {} "${flags[@]}"
  g++ -o "$out" "$obj"/*.o -lpthread
  echo "built $out: $("$out" <<<'quit' | head -1)"
}
if [ "$WHICH" != lb ]; then build target/fsf/fairy-stockfish "$WORK/obj-64"; fi
if [ "$WHICH" != 64 ]; then build target/fsf/fairy-stockfish-lb "$WORK/obj" -DLARGEBOARDS -DPRECOMPUTED_MAGICS; fi
