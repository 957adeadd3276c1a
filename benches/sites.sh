#!/bin/bash
# Times `handrank history` against pokerkit's own PokerStars parser on the same generated
# PokerStars text (`benches/examples/pokerstars_sample.rs`: simulated no-limit hold'em,
# 80 % fold-outs, 15 % showdowns, 5 % all-ins), in one run: handrank reads, replays and
# settles every hand (--no-ev); pokerkit parses each hand (`HandHistory.from_pokerstars`,
# pokerkit's regular-expression reader of PokerStars text) and replays it to its end
# (iterating the states). pokerkit is about a thousand times slower: it reads the first
# 2,000 hands, and handrank reads those too (where its start-up weighs) as well as all.
# CPU seconds (user + system) and wall seconds are both given: the machine is shared.
# Usage: benches/sites.sh [HANDS] [PYTHON]   (PYTHON: an interpreter with pokerkit)
# Needs `cargo build --release --bins -p handrank -p handrank-benches --examples`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
H="$ROOT/target/release/handrank"
HANDS="${1:-200000}"
PY="${2:-python3}"
FEW=2000
DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
"$ROOT/target/release/examples/pokerstars_sample" "$HANDS" 1 > "$DIR/hands.txt"
awk -v few="$FEW" '/^PokerStars Hand #/ { n++ } n <= few' "$DIR/hands.txt" > "$DIR/few.txt"
cat "$DIR/hands.txt" > /dev/null
t() { /usr/bin/time -f "%e %U %S" "$@" 2>&1 >/dev/null | tail -1; }
rate() { awk -v n="$1" '{ printf "%12.0f hands/s wall   %12.0f hands/CPU-s   (%s s wall, %.2f CPU s)\n", n/$1, n/($2+$3), $1, $2+$3 }'; }
cat > "$DIR/pk.py" <<'PY'
import sys
import warnings
from pokerkit import HandHistory
# pokerkit warns that `time_zone_abbreviation` (which its own parser fills) is not a PHH
# field, once a hand: not what is timed.
warnings.simplefilter("ignore")
with open(sys.argv[1], encoding="utf-8") as file:
    text = file.read()
hands = 0
for hh in HandHistory.from_pokerstars(text, error_status=True):
    hands += 1
    for state in hh:
        pass
if hands != int(sys.argv[2]):
    sys.exit(f"pokerkit read {hands} hands of {sys.argv[2]}")
PY
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo -n "handrank history --no-ev ($HANDS hands): "; t "$H" history "$DIR/hands.txt" --no-ev -q | rate "$HANDS"
echo -n "handrank history --no-ev ($FEW hands):   "; t "$H" history "$DIR/few.txt" --no-ev -q | rate "$FEW"
echo -n "pokerkit from_pokerstars + replay ($FEW hands): "; t "$PY" "$DIR/pk.py" "$DIR/few.txt" "$FEW" | rate "$FEW"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
