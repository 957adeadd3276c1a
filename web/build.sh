#!/usr/bin/env bash
# Builds the page into web/dist/ from a fresh clone: the library compiled to WebAssembly
# (wasm32-unknown-unknown, the `wasm` profile), its JavaScript glue by wasm-bindgen-cli of
# the wasm-bindgen version in Cargo.lock, and the static files of web/www/. Installs the
# wasm32 target and wasm-bindgen-cli when missing. Serve with
# `python3 -m http.server -d web/dist`.
set -euo pipefail
cd "$(dirname "$0")/.."

rustup target list --installed | grep -qx wasm32-unknown-unknown ||
    rustup target add wasm32-unknown-unknown
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
    cargo install wasm-bindgen-cli --version "$version" --locked
fi

cargo build -p handrank-web --target wasm32-unknown-unknown --profile wasm
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
    target/wasm32-unknown-unknown/wasm/handrank_web.wasm
cp web/www/* web/dist/
ls -l web/dist
