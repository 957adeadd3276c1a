#!/bin/bash
# Times `handrank history` against pokerkit (the PHH standard's reference implementation)
# on the same generated real-site-like no-limit hold'em .phhs text, in one run: handrank
# reads, replays and settles every hand (--no-ev, and with all-in EV); pokerkit loads and
# replays each hand to its end (HandHistory.load_all, iterating the states). CPU seconds
# (user + system) and wall seconds are both given: the machine is shared.
# Usage: benches/history.sh [HANDS] [PYTHON]   (PYTHON: an interpreter with pokerkit)
# Needs `cargo build --release --bins -p handrank -p handrank-benches --examples`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
H="$ROOT/target/release/handrank"
HANDS="${1:-200000}"
PY="${2:-python3}"
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
"$ROOT/target/release/examples/phhs_sample" "$HANDS" 1 > "$DIR/hands.phhs"
# pokerkit is about a thousand times slower: it replays the first 2,000 hands.
awk '/^\[2001\]$/ {exit} {print}' "$DIR/hands.phhs" > "$DIR/few.phhs"
cat "$DIR/hands.phhs" > /dev/null
t() { /usr/bin/time -f "%e %U %S" "$@" 2>&1 >/dev/null | tail -1; }
rate() { awk -v n="$1" '{ printf "%12.0f hands/s wall   %12.0f hands/CPU-s   (%s s wall, %.2f CPU s)\n", n/$1, n/($2+$3), $1, $2+$3 }'; }
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo -n "handrank history --no-ev ($HANDS hands): "; t "$H" history "$DIR/hands.phhs" --no-ev -q | rate "$HANDS"
echo -n "handrank history        ($HANDS hands): "; t "$H" history "$DIR/hands.phhs" -q | rate "$HANDS"
cat > "$DIR/pk.py" <<'PY'
import sys
from pokerkit import HandHistory
with open(sys.argv[1], "rb") as file:
    for hh in HandHistory.load_all(file):
        for state in hh:
            pass
PY
echo -n "pokerkit load + replay  (2000 hands): "; t "$PY" "$DIR/pk.py" "$DIR/few.phhs" | rate 2000
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
