#!/usr/bin/env bash
# Prints a name for the engine's source: a hash of the crates/ and variants/ trees (the built-in
# games are compiled in), Cargo.lock and, where there is one, .cargo/ (the build's flags) at
# HEAD, with "-dirty" when they have uncommitted changes. Commits that touch only docs or tools keep it, so long measurements
# (tools/strength.sh, tools/selfplay-check.sh) resume across them.
set -euo pipefail
cd "$(dirname "$0")/.."
key=$( (git rev-parse HEAD:crates HEAD:variants HEAD:Cargo.lock
  git rev-parse -q --verify HEAD:.cargo || true) | sha1sum | cut -c1-10)
git diff --quiet HEAD -- crates variants Cargo.lock .cargo || key="$key-dirty"
echo "$key"
