#!/usr/bin/env bash
# Instruction counts of the hot paths through the command line, one thread
# (`RAYON_NUM_THREADS=1 valgrind --tool=callgrind`): counts repeat to the instruction
# whatever else the machine does, so two binaries (main's and a branch's, both release
# builds) compare on a shared machine where times do not. One line per workload:
# its name, then the instructions of the whole process (start and table building included).
# Usage: benches/instructions.sh BIN   (e.g. target/release/handrank)
# The inputs are fixed: batch reads 100,000 hands that BIN generates with seed 11, history
# 2,000 generated PHH hands (`benches/examples/phhs_sample.rs`, seed 1) and 4,000 PokerStars
# hands (`benches/examples/pokerstars_sample.rs`, seed 1), each made once and kept in target/.
# About 3 G instructions in all: a few minutes under callgrind on an idle machine.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 BIN (a release handrank executable)" >&2
    exit 2
fi
H="$(realpath "$1")"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
PHHS="$ROOT/target/instructions-2000.phhs"
if [ ! -s "$PHHS" ]; then
    (cd "$ROOT" && cargo run --quiet -p handrank-benches --example phhs_sample -- 2000 1) > "$PHHS.tmp"
    mv "$PHHS.tmp" "$PHHS"
fi
STARS="$ROOT/target/instructions-4000-pokerstars.txt"
if [ ! -s "$STARS" ]; then
    (cd "$ROOT" && cargo run --quiet -p handrank-benches --example pokerstars_sample -- 4000 1) > "$STARS.tmp"
    mv "$STARS.tmp" "$STARS"
fi
"$H" generate --hands 100000 --seed 11 -o "$DIR/holdem.txt"
"$H" generate --hands 100000 --seed 11 --output-format bin -o "$DIR/holdem.bin"
"$H" generate --game omaha-hilo --hands 50000 --seed 11 -o "$DIR/plo8.txt"

# count NAME ARGS...: one line, the workload's name and its instruction count.
count() {
    local name="$1"
    shift
    local total
    total="$(RAYON_NUM_THREADS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$H" "$@" 2>&1 >/dev/null | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p')"
    printf '%-48s %15s\n' "$name" "$total"
}

count "throughput 1M hands (20k naive)" throughput --hands 1M --naive-hands 20k --seed 1
count "batch 100k hold'em lines, text" batch "$DIR/holdem.txt" -q -o /dev/null
count "batch 100k hold'em lines, JSON" batch "$DIR/holdem.txt" -q --format json -o /dev/null
count "batch 100k hold'em masks, binary" batch "$DIR/holdem.bin" --input-format bin --output-format bin -q -o /dev/null
count "batch 50k Omaha hi-lo lines, text" batch "$DIR/plo8.txt" --game omaha-hilo -q -o /dev/null
count "equity exact AhAs v KdKc" equity AhAs KdKc --exact
count "equity exact Omaha AhAsKhKd v JcTc9s8s" equity --game omaha AhAsKhKd JcTc9s8s --exact
count "equity exact Omaha hi-lo, same hands" equity --game omaha-hilo AhAsKhKd JcTc9s8s --exact
count "equity Monte Carlo AKs v QQ+, 500k, seed 1" equity AKs QQ+ --trials 500k --seed 1
count "equity Monte Carlo AKs v QQ+ v JJ, 200k" equity AKs QQ+ JJ --trials 200k --seed 1
count "equity Monte Carlo Omaha hi-lo, 200k, seed 1" equity --game omaha-hilo AhAsKhKd JcTc9s8s --monte-carlo --trials 200k --seed 1
count "equity Monte Carlo razz, 200k, seed 1" equity --game razz "Ah2c 3d 9s Kc" "4h5h 6c 7d Qs" --monte-carlo --trials 200k --seed 1
count "history 2,000 hands (all-in EV)" history "$PHHS" -q -o /dev/null
count "history 2,000 hands --no-ev" history "$PHHS" --no-ev -q -o /dev/null
count "history 4,000 PokerStars hands --no-ev" history "$STARS" --no-ev -q -o /dev/null
