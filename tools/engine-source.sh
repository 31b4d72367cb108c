#!/usr/bin/env bash
# Prints a name for the engine's source: a hash of the crates/ and variants/ trees (the built-in
# games are compiled in) and Cargo.lock at HEAD, with "-dirty" when they have uncommitted
# changes. Commits that touch only docs or tools keep it, so long measurements
# (tools/strength.sh, tools/selfplay-check.sh) resume across them.
set -euo pipefail
cd "$(dirname "$0")/.."
key=$( (git rev-parse HEAD:crates HEAD:variants HEAD:Cargo.lock) | sha1sum | cut -c1-10)
git diff --quiet HEAD -- crates variants Cargo.lock || key="$key-dirty"
echo "$key"
