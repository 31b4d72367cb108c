#!/usr/bin/env bash
# Builds a Fairy-Stockfish engine that plays 10-file boards and custom pieces, from the source
# that pyffish publishes on PyPI (the engine of pyffish 0.0.90, the version the rules' checks
# use). Debian's fairy-stockfish 11.1 is built for boards of at most 64 squares and predates
# `customPiece`, so it cannot load ../shared/rules/fsf-approximations.ini's Great Shatranj or
# Kamil sections.
#   tools/build-fsf.sh [OUT]      default target/fsf/fairy-stockfish-lb (a few minutes, one core)
# No network file is embedded or loaded: the engine plays with its written evaluation, as
# Debian's build does.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-target/fsf/fairy-stockfish-lb}
VERSION=0.0.90
WORK=target/fsf/src
mkdir -p "$WORK" "$(dirname "$OUT")"
if [ ! -d "$WORK/pyffish-$VERSION" ]; then
  python3 -m pip download "pyffish==$VERSION" --no-binary :all: --no-deps -d "$WORK" >/dev/null
  tar -xzf "$WORK/pyffish-$VERSION.tar.gz" -C "$WORK"
fi
SRC="$WORK/pyffish-$VERSION/src"
mapfile -t FILES < <(ls "$SRC"/*.cpp "$SRC"/syzygy/*.cpp "$SRC"/nnue/*.cpp "$SRC"/nnue/features/*.cpp |
  grep -v -e '/pyffish.cpp$' -e '/ffishjs.cpp$')
OBJ="$WORK/obj"
mkdir -p "$OBJ"
FLAGS=(-std=c++17 -O3 -DNDEBUG -DIS_64BIT -DUSE_POPCNT -msse4.1 -mpopcnt -DLARGEBOARDS -DALLVARS
  -DPRECOMPUTED_MAGICS -DNNUE_EMBEDDING_OFF -w)
printf '%s\n' "${FILES[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  'f=$1; shift; o="$0/$(echo "$f" | tr / _).o"; [ "$o" -nt "$f" ] || g++ "$@" -c "$f" -o "$o"' "$OBJ" {} "${FLAGS[@]}"
g++ -o "$OUT" "$OBJ"/*.o -lpthread
echo "built $OUT: $("$OUT" <<<'quit' | head -1)"
