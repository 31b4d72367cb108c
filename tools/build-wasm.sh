#!/usr/bin/env bash
# Builds the WebAssembly package web/wasm/ (the rules and the engine for JavaScript) from
# crates/wasm: one module, web/wasm/rukh_bg.wasm, optimised by Binaryen's wasm-opt, with its glue
# for Node (web/wasm/node/, CommonJS) and for browsers and bundlers (web/wasm/web/, an ES module),
# and the five games' networks beside it (web/wasm/nets/), loaded by the engine when asked.
# Installs what it needs when missing: the wasm32 target of the Rust toolchain (rustup),
# wasm-bindgen's command of the same version as the crate (cargo install, a few minutes once) and
# the front end's packages (npm ci in web/, for wasm-opt).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' crates/wasm/Cargo.toml)
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  echo "installing wasm-bindgen $version (once)" >&2
  # opt-level 1: quicker to build, and as quick at writing the glue for one module.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install --quiet wasm-bindgen-cli --version "$version"
fi
[ -x web/node_modules/.bin/wasm-opt ] || npm ci --prefix web --no-audit --no-fund
cargo build --release --target wasm32-unknown-unknown -p rukh-wasm
wasm=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/rukh_wasm.wasm
out=web/wasm
rm -rf "$out/node" "$out/web" "$out/nets" "$out/rukh_bg.wasm"
wasm-bindgen --target nodejs --out-dir "$out/node" --out-name rukh "$wasm"
wasm-bindgen --target web --out-dir "$out/web" --out-name rukh "$wasm"
# One module for both: wasm-bindgen writes the same .wasm into each folder; keep one, at the
# package's top, and point both glues at it.
mv "$out/web/rukh_bg.wasm" "$out/rukh_bg.wasm"
mv "$out/web/rukh_bg.wasm.d.ts" "$out/rukh_bg.wasm.d.ts"
rm "$out/node/rukh_bg.wasm" "$out/node/rukh_bg.wasm.d.ts"
sed -i 's|`${__dirname}/rukh_bg.wasm`|`${__dirname}/../rukh_bg.wasm`|' "$out/node/rukh.js"
sed -i "s|new URL('rukh_bg.wasm', import.meta.url)|new URL('../rukh_bg.wasm', import.meta.url)|" "$out/web/rukh.js"
grep -q '/../rukh_bg.wasm`' "$out/node/rukh.js" && grep -q "'../rukh_bg.wasm'" "$out/web/rukh.js" ||
  { echo "build-wasm: wasm-bindgen's glue changed; the module's path was not set" >&2; exit 1; }
# wasm-opt: smaller and faster (the features are those Rust's wasm32 target emits).
before=$(stat -c %s "$out/rukh_bg.wasm")
web/node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
  "$out/rukh_bg.wasm" -o "$out/rukh_bg.wasm"
# wasm-bindgen writes CommonJS for Node and ES modules for the web: each folder says which.
echo '{ "type": "commonjs" }' > "$out/node/package.json"
echo '{ "type": "module" }' > "$out/web/package.json"
mkdir -p "$out/nets"
cp crates/engine/nets/*.nnue "$out/nets/"
cp LICENSE-MIT LICENSE-APACHE "$out/"
echo "built web/wasm: $(( $(stat -c %s "$out/rukh_bg.wasm") / 1024 )) KiB of WebAssembly ($(( before / 1024 )) KiB before wasm-opt), networks $(du -sk "$out/nets" | cut -f1) KiB apart" >&2
