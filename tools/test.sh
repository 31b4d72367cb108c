#!/usr/bin/env bash
# The whole test run: the workspace's tests, then the browser test against a real `rukh serve`.
# PostgreSQL: set RUKH_TEST_POSTGRES=postgres://USER:PASS@HOST/DB to run the database tests there too.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace
npm ci --prefix web --no-audit --no-fund
npm run build --prefix web
cargo build --release -p rukh
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  RUKH_BIN="$PWD/target/release/rukh" node web/tests/browser.mjs
else
  echo "browser test not run: chromium is not installed (apt-get install chromium)" >&2
  exit 1
fi
