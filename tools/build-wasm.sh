#!/usr/bin/env bash
# Builds the WebAssembly package web/wasm/ (the rules and the engine for JavaScript) from
# crates/wasm: for Node (web/wasm/node/) and for browsers and bundlers (web/wasm/web/).
# Installs what it needs when missing: the wasm32 target of the Rust toolchain (rustup) and
# wasm-bindgen's command of the same version as the crate (cargo install, a few minutes once).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' crates/wasm/Cargo.toml)
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  echo "installing wasm-bindgen $version (once)" >&2
  cargo install --quiet wasm-bindgen-cli --version "$version"
fi
cargo build --release --target wasm32-unknown-unknown -p rukh-wasm
wasm=target/wasm32-unknown-unknown/release/rukh_wasm.wasm
wasm-bindgen --target nodejs --out-dir web/wasm/node --out-name rukh "$wasm"
wasm-bindgen --target web --out-dir web/wasm/web --out-name rukh "$wasm"
# wasm-bindgen writes CommonJS for Node and ES modules for the web: each folder says which.
echo '{ "type": "commonjs" }' > web/wasm/node/package.json
echo '{ "type": "module" }' > web/wasm/web/package.json
echo "built web/wasm ($(du -h web/wasm/web/rukh_bg.wasm | cut -f1) of WebAssembly)" >&2
