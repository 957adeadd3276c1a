#!/bin/bash
# Streaming check (a benchmark, not a CI test): scores a generated ~1 GB batch file and
# reports hands/s and peak memory, which must stay flat (a few MB above the tables)
# however large the input. Usage: benches/stream.sh [HANDS] (default 50,000,000 = 1.05 GB).
# Needs `cargo build --release` and GNU time (/usr/bin/time). The file goes to a temporary
# directory, removed at the end.
set -euo pipefail
H="$(cd "$(dirname "$0")/.." && pwd)/target/release/handrank"
HANDS="${1:-50000000}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
"$H" generate --hands "$HANDS" --cards 7 --seed 1 -o "$DIR/big.txt"
echo "input: $(stat -c %s "$DIR/big.txt") bytes, $HANDS hands"
for out in /dev/null "$DIR/out.txt"; do
  rm -f "$DIR/out.txt"
  /usr/bin/time -f "batch -o $out: %e s wall, %M KB peak resident" \
    "$H" batch "$DIR/big.txt" -o "$out" -q
done
# For scale: the same binary on a 1,000-hand file.
head -n 1000 "$DIR/big.txt" > "$DIR/small.txt"
/usr/bin/time -f "batch of 1,000 hands: %M KB peak resident" "$H" batch "$DIR/small.txt" -o /dev/null -q
