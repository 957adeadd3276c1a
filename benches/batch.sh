#!/bin/bash
# Times `handrank batch` against `cat` on the same 10M-hand files, in one run, with
# interleaved rounds (best and sorted times per command). Usage: benches/batch.sh [ROUNDS]
# Needs `cargo build --release`. Files go to a temporary directory, removed at the end.
set -euo pipefail
H="$(cd "$(dirname "$0")/.." && pwd)/target/release/handrank"
ROUNDS="${1:-9}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
cd "$DIR"
"$H" generate --hands 10000000 --cards 7 --seed 1 -o hands.txt
"$H" generate --hands 10000000 --cards 7 --seed 1 --output-format bin -o hands.bin
"$H" batch hands.txt -o keep.txt -q
cat hands.txt hands.bin keep.txt > /dev/null   # warm the page cache
TIMEFORMAT=%R
# Output files are removed before each timed command: overwriting a big file adds the
# filesystem's truncation cost to whichever command comes next.
t() { rm -f out.*; { time "$@" > /dev/null 2>&1; } 2>&1; }
declare -A all
names=(cat_txt batch_txt batch_txt_null cat_bin batch_bin cat_out_to_file)
for _ in $(seq 1 "$ROUNDS"); do
  all[cat_txt]+="$(t sh -c 'cat hands.txt > /dev/null') "
  all[batch_txt]+="$(t "$H" batch hands.txt -o out.txt) "
  all[batch_txt_null]+="$(t "$H" batch hands.txt -o /dev/null) "
  all[cat_bin]+="$(t sh -c 'cat hands.bin > /dev/null') "
  all[batch_bin]+="$(t "$H" batch hands.bin --input-format bin --output-format bin -o out.u16) "
  all[cat_out_to_file]+="$(t sh -c 'cat keep.txt > out.copy') "
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
for n in "${names[@]}"; do
  echo "$n: $(echo ${all[$n]} | tr ' ' '\n' | sort -n | tr '\n' ' ')"
done
# CPU seconds (user + system, all threads) depend far less on other load than wall time.
if [ -x /usr/bin/time ]; then
  for cmd in "cat hands.txt" "$H batch hands.txt -o out.txt -q" "$H batch hands.txt -o /dev/null -q" \
             "cat hands.bin" "$H batch hands.bin --input-format bin --output-format bin -o out.u16 -q"; do
    cpu=""
    for _ in 1 2 3; do
      rm -f out.*
      cpu+="$( { /usr/bin/time -f '%U %S' sh -c "$cmd > /dev/null"; } 2>&1 | awk '{printf "%.3f", $1 + $2}') "
    done
    echo "cpu seconds: $cpu ${cmd/#$H/handrank}"
  done
fi
ls -l hands.txt hands.bin keep.txt
