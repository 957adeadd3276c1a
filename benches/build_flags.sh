#!/usr/bin/env bash
# The evaluator built with default flags and with `-C target-cpu=native`, side by side:
# `benches/examples/build_flags.rs` built twice (the native build in target/native, so the
# default build's cache stays) and run in turn, three times each, on 4,096 hands (in
# cache) and on 10,000,000 (streamed from memory). Compare the two builds' lines of the
# same run; docs/BENCHMARKS.md ("Build flags") has a run's figures.
# Usage: benches/build_flags.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p handrank-benches --example build_flags
RUSTFLAGS="-C target-cpu=native" cargo build --quiet --release -p handrank-benches \
    --example build_flags --target-dir target/native
for hands in 4096 10000000; do
    for run in 1 2 3; do
        echo "default: $(target/release/examples/build_flags "$hands")"
        echo "native:  $(target/native/release/examples/build_flags "$hands")"
    done
done
