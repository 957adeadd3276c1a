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
# The one binary the page needs, cheaply: no default features (they pull rustls and ring
# for wasm-bindgen-test-runner's downloads, which the page never uses), unoptimized and
# without LTO: it reads one file of a few MB once a build, in about a second, and the
# install costs half the CPU of opt-level 1's (docs/WEB.md has the figures).
# Not --locked: its lock file names a webpki-roots (1.0.11) the registry does not have.
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false \
        CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false \
        cargo install wasm-bindgen-cli --version "=$version" --no-default-features \
        --bin wasm-bindgen --force
fi

cargo build -p handrank-web --target wasm32-unknown-unknown --profile wasm
# Built whole beside the last page, then swapped in: a failed build leaves that page as it was.
rm -rf web/dist.new
mkdir -p web/dist.new
wasm-bindgen --target web --no-typescript --out-dir web/dist.new \
    target/wasm32-unknown-unknown/wasm/handrank_web.wasm
cp web/www/* web/dist.new/
rm -rf web/dist.old
[ ! -d web/dist ] || mv web/dist web/dist.old
mv web/dist.new web/dist
rm -rf web/dist.old
ls -l web/dist
