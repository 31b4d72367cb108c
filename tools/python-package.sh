#!/usr/bin/env bash
# The Python package as PyPI would take it: a source distribution and a manylinux2014 wheel
# (glibc 2.17 and later; built with maturin through zig), each installed into a fresh venv. The
# wheel's venv runs the package's tests; the sdist's builds from source and runs the README's
# example. Both land in dist/python/.
#   tools/python-package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=dist/python
rm -rf "$OUT" && mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 -m venv "$WORK/tools"
"$WORK/tools/bin/pip" install -q maturin==1.16.0 ziglang==0.13.0
export PATH="$WORK/tools/bin:$PATH"
(cd crates/python && maturin sdist -o "../../$OUT" &&
  maturin build --release --compatibility manylinux2014 --zig -o "../../$OUT") 2>&1 | grep -E "Built|error|warning: unused" >&2
WHEEL=$(ls "$OUT"/rukh-*manylinux2014_x86_64*.whl)
SDIST=$(ls "$OUT"/rukh-*.tar.gz)
# No symbol newer than glibc 2.17 in the extension.
python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); z.extractall(sys.argv[2], [n for n in z.namelist() if n.endswith(".so")])' "$WHEEL" "$WORK/so"
NEWEST=$(objdump -T "$WORK"/so/rukh/_rukh*.so | grep -o 'GLIBC_[0-9.]*' | sort -t. -k2 -n -u | tail -1)
echo "wheel: $(basename "$WHEEL") ($(du -k "$WHEEL" | cut -f1) KiB), newest glibc symbol $NEWEST"
case "$NEWEST" in GLIBC_2.1[0-7] | GLIBC_2.[0-9] | GLIBC_2.[0-9].*) ;; *)
  echo "the wheel needs $NEWEST: manylinux2014 allows glibc 2.17 at most" >&2
  exit 1
  ;;
esac
echo "sdist: $(basename "$SDIST") ($(du -k "$SDIST" | cut -f1) KiB)"
# The wheel in a fresh venv: the package's tests (pyffish for the drop-in comparison).
python3 -m venv "$WORK/wheel"
"$WORK/wheel/bin/pip" install -q "$WHEEL" pytest pyffish==0.0.90
"$WORK/wheel/bin/python" -m pytest -q -p no:cacheprovider crates/python/tests
# The sdist in a fresh venv, built from source, then the README's example.
python3 -m venv "$WORK/sdist"
"$WORK/sdist/bin/pip" install -q "$SDIST"
(cd "$WORK" && "$WORK/sdist/bin/python" - <<'PY'
import rukh
board = rukh.Board("shatranj")
board.push_san("e3")
assert rukh.perft("shatranj", "startpos", 3) == 4176
print("sdist:", rukh.__version__, board.fen())
PY
)
