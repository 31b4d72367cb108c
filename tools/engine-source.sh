#!/usr/bin/env bash
# Prints a name for the engine's source: a hash of what decides how `rukh uci`, `rukh xboard`
# and `rukh match` play and judge: the rules, tablebase, engine, protocol and arena crates, the
# command line's entry and its engine, match, PGN and variant-choosing code, the variants/ tree (the built-in
# games are compiled in), Cargo.lock and, where there is one, .cargo/ (the build's flags) at HEAD,
# with "-dirty" when they have uncommitted changes. Commits that touch only the site, the store,
# docs or tools keep it, so long measurements (tools/strength.sh, tools/selfplay-check.sh) resume
# across them.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(crates/rules crates/tablebase crates/engine crates/protocol crates/arena
  crates/cli/src/main.rs crates/cli/src/engine.rs crates/cli/src/arena.rs crates/cli/src/pgn.rs
  crates/cli/src/game.rs
  variants Cargo.lock)
[ -e .cargo ] && paths+=(.cargo)
key=$(for p in "${paths[@]}"; do git rev-parse "HEAD:$p"; done | sha1sum | cut -c1-10)
git diff --quiet HEAD -- "${paths[@]}" || key="$key-dirty"
echo "$key"
