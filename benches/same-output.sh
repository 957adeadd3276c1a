#!/usr/bin/env bash
# Runs a fixed list of handrank commands with two binaries and fails, showing the
# difference, when any command's stdout, stderr or exit code differs: the check that a
# change kept the output bytes (every subcommand, every output format, every game of
# `--game`, the errors, batch and history over tests/data/, equity exact and Monte Carlo
# with a fixed seed).
# Usage: benches/same-output.sh OLD_BIN NEW_BIN   (e.g. a release build of main, and yours)
# Each binary runs as `handrank` on the PATH, in a scratch directory holding `tests`
# (a link to the repository's), so messages naming the program or a file read the same.
# Timings (`0.34 s`, hands per second, JSON's `seconds`) are blanked in stdout and
# stderr before comparing, with the spaces that pad them (a rate's width varies).
# SAME_OUTPUT_KEEP=DIR keeps each command's output there.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
    echo "usage: $0 OLD_BIN NEW_BIN (two handrank executables)" >&2
    exit 2
fi
if [ -n "${SAME_OUTPUT_KEEP:-}" ]; then
    WORK="$SAME_OUTPUT_KEEP"
    rm -rf "$WORK" && mkdir -p "$WORK"
else
    WORK="$(mktemp -d)"
    trap 'rm -rf "$WORK"' EXIT
fi
for side in old new; do
    mkdir -p "$WORK/$side/bin" "$WORK/$side/run"
    ln -s "$ROOT/tests" "$WORK/$side/run/tests"
done
ln -s "$(realpath "$1")" "$WORK/old/bin/handrank"
ln -s "$(realpath "$2")" "$WORK/new/bin/handrank"

# Blanks the numbers that measure time, and the spaces padding them to a width, so
# runs compare by what they computed.
timeless() {
    LC_ALL=C sed -E -e 's/ *[0-9][0-9.,]* ?(s|ms|µs|ns)\b/ T \1/g' \
        -e 's/ *[0-9][0-9.,]*[ A-Za-z]*\/s\b/ R/g' \
        -e 's/fast \/ naive: [0-9.,]+x/fast \/ naive: Rx/' \
        -e 's/"([a-z_]*(seconds|per_second|ratio))":[0-9.e+-]+/"\1":T/g' \
        -e 's/^(([^,]*,)*)[0-9]+\.[0-9]+,[0-9]+,(true|false)$/\1T,R,\3/'
}

# One command a line, run by bash in the scratch directory (`#` starts a comment line).
COMMANDS="$(cat <<'EOF'
# ---- usage and help
handrank
handrank --help
handrank --version
handrank frobnicate
handrank eval --help
handrank compare --help
handrank best --help
handrank showdown --help
handrank batch --help
handrank verify --help
handrank throughput --help
handrank generate --help
handrank equity --help
handrank preflop-table --help
handrank hits --help
handrank history --help
handrank eval Ah --format xml
# ---- eval, every format, and its errors
handrank eval Kh Kd 9c 9s Qh 2d 3c
handrank eval Kh Kd 9c 9s Qh 2d 3c --format json
handrank eval Kh Kd 9c 9s Qh 2d 3c --format csv
handrank eval AhKh --board "Qh Jh Th 2c 3d"
handrank eval AhKh --board "Qh Jh Th 2c 3d" --format json
handrank eval 2h 3h 4h 5h Ah
handrank eval Ax Kh Qh Jh Th
handrank eval Ah Ah Kh Qh Jh
handrank eval Ah Kh Qh Jh
handrank eval Ah Kh Qh Jh Th 9h 8h 7h
handrank eval AhKh --board "Qh Jh"
handrank eval 1h 2c 3d 4s 5h
handrank eval --game nope Ah Kh Qh Jh Th
# ---- compare
handrank compare "2H 3H 4H 5H 6H" "AS AD AC AH JD"
handrank compare "2H 3H 4H 5H 6H" "AS AD AC AH JD" --format json
handrank compare "2H 3H 4H 5H 6H" "AS AD AC AH JD" --format csv
handrank compare Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c --format json
handrank compare Ah Kh Qh Jh Th 2c 3c 4c 5c 6c
handrank compare AhKh QsQd --board "Qh Jh Th 2c 3d"
handrank compare AhKh QsQd --board "Qh Jh Th 2c 3d" --format csv
handrank compare "Ah Kh Qh Jh Th" "Ah 2c 3c 4c 5c" --one-deck
handrank compare "Ah Kh Qh Jh Th" "Ah 2c 3c 4c 5c"
handrank compare "Ah Kh Qh Jh Th" "2c 3c 4c 5c 6c" "7d 8d 9d Td Jd"
handrank compare "Ah Kh Qh Jh Tx" "2c 3c 4c 5c 6c"
printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\n5C AD 5D AC 9C | 7C 5H 8D TD KS\n2H 3D 5S 9C KD vs 2D 3H 5C 9S KH\n' | handrank compare --file -
printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\n5C AD 5D AC 9C | 7C 5H 8D TD KS\n' | handrank compare --file - --format json
printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\n5C AD 5D AC 9C | 7C 5H 8D TD KS\n' | handrank compare --file - --format csv
printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\nAh Kh Qh | 2c\n5C AD 5D AC 9C | 7C 5H 8D TD KS\n' | handrank compare --file -
# ---- best
handrank best "4D 5S 6S 8D 3C" "2S 4C 7S 9H 10H" "3S 4S 5D 6H JH"
handrank best "4D 5S 6S 8D 3C" "2S 4C 7S 9H 10H" "3S 4S 5D 6H JH" --format json
handrank best "4D 5S 6S 8D 3C" "2S 4C 7S 9H 10H" "3S 4S 5D 6H JH" --format csv
handrank best AhKh QsQd 7c7d --board "Qh Jh Th 2c 3d"
handrank best "4D 5S 6S 8D 3C" "2S 4C 7S 9H 1H"
# ---- showdown
printf 'Kc 9s Ks Kd 9d 3c 6d\n9c Ah Ks Kd 9d 3c 6d\n9h 5s\n' | handrank showdown
printf 'Kc 9s Ks Kd 9d 3c 6d\n9c Kh Ks Kd 9d 3c 6d\n9h 5s\n' | handrank showdown --winner category
printf 'Ac Ad Ks Kd 9d 3c 6d\nAc 2d Ks Kd 9d 3c 6d\n' | handrank showdown
printf 'Ac Ad Ks Kd 9d 3c 6d 2h\n' | handrank showdown
# ---- batch: formats, bad lines, skip, binary
printf 'Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\nKh Kd 9c 9s Qh 2d 3c\n' | handrank batch
printf 'Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\nKh Kd 9c 9s Qh 2d 3c\n' | handrank batch --format json
printf 'Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\nKh Kd 9c 9s Qh 2d 3c\n' | handrank batch --format csv
printf 'Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\nKh Kd 9c 9s Qh 2d 3c\n' | handrank batch --format bin | od -An -tx1
printf 'Ah Kh Qh Jh Th\nAx Kh Qh Jh Th\n7c 5d 4h 3s 2c\n' | handrank batch
printf 'Ah Kh Qh Jh Th\nAx Kh Qh Jh Th\n7c 5d 4h 3s 2c\n' | handrank batch --skip-invalid --format csv
printf 'Ah Kh Qh Jh Th\nAx Kh Qh Jh Th\n7c 5d 4h 3s 2c\n' | handrank batch --skip-invalid --format json
printf '\xef\xbb\xbfAh Kh Qh Jh Th\r\n\n7c 5d 4h 3s 2c\r\n' | handrank batch
printf 'Ah Kh Qh Jh \xff\n' | handrank batch
printf 'Ah Kd | 7c 2s 9h Td 3c\n' | handrank batch --format json
handrank batch /nonexistent/hands.txt
handrank generate --hands 50 --seed 3 | handrank batch -q
handrank generate --hands 50 --seed 3 --output-format bin | handrank batch --input-format bin --format csv
handrank generate --hands 50 --seed 3 --output-format bin | handrank batch --input-format bin --output-format bin | od -An -tx1
handrank generate --hands 50 --seed 3 -o hands.txt && handrank batch hands.txt -o out.txt && cat out.txt
# ---- generate
handrank generate --hands 5 --cards 5 --seed 42
handrank generate --hands 3 --cards 6 --seed 42
handrank generate --hands 3 --seed 1 --output-format bin | od -An -tx1
handrank generate --game omaha-hilo --board-cards 3 --hands 2 --seed 7
handrank generate --hands 3 --cards 8
# ---- verify (the quick ones; the rest are CI's)
handrank verify --cards 5
handrank verify --cards 5 --format json
handrank verify --cards 5 --format csv
handrank verify --game badugi
handrank verify --game badugi --format json
handrank verify --game ace-five --format csv
handrank verify --game deuce-seven
handrank verify --game short-deck --cards 5
handrank verify --cards 9
# ---- throughput (its numbers are timings; the shape and the hands counted remain)
handrank throughput --hands 20000 --naive-hands 2000 --seed 7
handrank throughput --hands 20000 --naive-hands 2000 --seed 7 --format json
# ---- equity: exact, Monte Carlo with a seed, ranges, dead cards, formats, errors
handrank equity AhAs KdKc
handrank equity AhAs KdKc --format json
handrank equity AhAs KdKc --format csv
handrank equity AhKh QQ --board Qs7h2c
handrank equity AhKh QQ+,AKs --board Qs7h2c --format json
handrank equity AhKh QQ --dead 3h --board Qs7h2c9d
handrank equity AhKh QQ --board Qs7h2c --breakdown combo
handrank equity AhKh QQ --board Qs7h2c --breakdown class --format csv
handrank equity "AA:2,KK" QQ --board Qs7h2c
handrank equity AKs random random --trials 20000 --seed 7
handrank equity AKs random random --trials 20000 --seed 7 --format json
handrank equity AKs random random --trials 20000 --seed 7 --format csv
handrank equity AhAs KdKc --monte-carlo --trials 10000 --seed 1
handrank equity AhAs KdKc QsQd --trials 10000 --seed 1 --std-err 0.5
handrank equity AhAs AhKc
handrank equity AhAs KdKc --board Qs7h
handrank equity AhAs
handrank equity AhAs ZZ
handrank equity AhAs KdKc --trials 0
# ---- preflop table (hold'em, about a second each) and its shards
handrank preflop-table --hand AKs
handrank preflop-table --hand 72o --format csv
handrank preflop-table --against AA --format json
handrank preflop-table --format grid --against AA
handrank preflop-table --shard 1/8 -o p1.txt && cat p1.txt && handrank preflop-table --merge p1.txt
handrank preflop-table --game omaha --shard 7/20000 -o o7.txt && cat o7.txt
handrank preflop-table --shard 3/2
handrank preflop-table --hand AKx
# ---- hits
handrank hits QQ+,AKs,AQs --board Qh7h2c
handrank hits random --board 9s8s2d --format json
handrank hits random --board 9s8s2d --format csv
handrank hits --dead 3h AhKh --board Qs7h2c
handrank hits QQ+ --board Qs7h2c4d9c8h
# ---- history over the project's own hand histories
handrank history tests/data/history/site.phhs
handrank history tests/data/history/site.phhs --format json
handrank history tests/data/history/site.phhs --format csv
handrank history tests/data/history/site.phhs --no-ev --format csv
handrank history tests/data/history/site.phhs --summary
handrank history tests/data/history --format csv
handrank history tests/data/history --summary
handrank history tests/data/history/every_action.phh --format json
handrank history tests/data/history/hilo.phhs tests/data/history/stud.phhs --format csv
handrank history tests/data/history/badugi.phhs tests/data/history/triple_draw.phhs tests/data/history/single_draw.phh
handrank history tests/data/history/short_deck.phhs tests/data/history/odd_chips.phhs tests/data/history/side_pots.phh tests/data/history/hilo_side_pot.phh --format json
cat tests/data/history/site.phhs | handrank history - --no-ev
handrank history tests/data/history-invalid/bet_sizes.phhs
handrank history tests/data/history-invalid/bet_sizes.phhs --format csv
printf '[1]\nvariant = "NT"\nactions = [\n' | handrank history -
handrank history /nonexistent.phhs
EOF
)"

# Each game: eval, compare, best, batch (text, JSON, CSV), generate, equity and the errors.
GAME_COMMANDS="$(cat <<'EOF'
handrank generate --game GAME --hands 4 --seed 7
handrank generate --game GAME --hands 30 --seed 7 | handrank batch --game GAME -q
handrank generate --game GAME --hands 30 --seed 7 | handrank batch --game GAME --format json -q
handrank generate --game GAME --hands 30 --seed 7 | handrank batch --game GAME --format csv
rm -f g.bin; handrank generate --game GAME --hands 30 --seed 7 --output-format bin -o g.bin; handrank batch --game GAME --input-format bin --format bin g.bin | od -An -tx1
handrank generate --game GAME --hands 3 --seed 8 | while read -r line; do handrank eval --game GAME $(echo "$line" | tr -d '|'); done
handrank generate --game GAME --hands 3 --seed 9 | while read -r line; do handrank eval --game GAME --format json $(echo "$line" | tr -d '|'); done
handrank generate --game GAME --hands 3 --seed 9 | while read -r line; do handrank eval --game GAME --format csv $(echo "$line" | tr -d '|'); done
printf 'Ah Ax Kd Ks Qc\n' | handrank batch --game GAME
printf 'Ah Kd\nAh Kd Ks Qc 2c\n' | handrank batch --game GAME --skip-invalid --format csv
handrank eval --game GAME Ah Ah Kd Ks Qc
handrank eval --game GAME Ah Kd
handrank eval --game GAME Ah Kd Qs Jc Tc 9h 8h 7h 6h
handrank equity --game GAME AhAs KdKc --trials 2000 --seed 3
handrank equity --game GAME AhAs KdKc QsJs --trials 2000 --seed 3 --format json
handrank equity --game GAME AhAs
EOF
)"

# The games' own hands: compare and best with two or three hands each, and an exact equity.
PER_GAME="$(cat <<'EOF'
handrank compare --game holdem AhKh QsQd --board "Qh Jh Th 2c 3d" --format json
handrank best --game holdem AhKh QsQd 7c7d --board "Qh Jh Th 2c 3d" --format csv
handrank equity --game holdem AhKh QQ --board Qs7h2c --format csv
handrank eval --game omaha Ah Kh 2c 3d --board "Qh Jh Th 2s 3s"
handrank compare --game omaha "Ah Kd Qs Jc" "9s 9d 8c 7c" --board "Qh Jh Th 2s 3s" --format csv
handrank best --game omaha "Ah Kd Qs Jc" "9s 9d 8c 7c" "2h 2d 5c 6c" --board "Qh Jh Th 2s 3s" --format json
handrank equity --game omaha AhAsKdKc QsQdJhJc --board Qh7h2c
handrank equity --game omaha AhAsKdKc QsQdJhJc --trials 3000 --seed 2 --format json
handrank equity --game omaha AhAsKdKc AhQdJhJc
handrank eval --game omaha Ah Kh 2c --board "Qh Jh Th 2s 3s"
handrank compare --game omaha5 "Ah Kd Qs Jc 2c" "9s 9d 8c 7c 6c" --board "Qh Jh Th 2s 3s"
handrank equity --game omaha5 AhAsKdKc2c QsQdJhJc3c --board Qh7h2d5s
handrank compare --game omaha6 "Ah Kd Qs Jc 2c 3c" "9s 9d 8c 7c 6c 5d" --board "Qh Jh Th 2s 3s" --format json
handrank equity --game omaha6 AhAsKdKc2c3c QsQdJhJc4c5c --board Qh7h2d5s --format csv
handrank eval --game omaha-hilo Ah 2c Kd Ks --board "4h 6d 8s Qc Jh"
handrank eval --game omaha-hilo Ah 2c Kd Ks --board "4h 6d 8s Qc Jh" --format json
handrank compare --game omaha-hilo "Ah 2c Kd Ks" "As 3c Qd Qs" --board "4h 6d 8s Qc Jh"
handrank compare --game omaha-hilo "Ah 2c Kd Ks" "As 3c Qd Qs" --board "4h 6d 8s Qc Jh" --format csv
handrank best --game omaha-hilo "Ah 2c Kd Ks" "As 3c Qd Qs" --board "4h 6d 8s Qc Jh"
handrank best --game omaha-hilo "Ah 2c Kd Ks" "As 3c Qd Qs" --board "4h 6d 8s Qc Jh" --format json
printf 'Ah 2c Kd Ks | 4h 6d 8s Qc Jh\nAs 3c Qd Qs | 4h 6d 8s Qc Jh\n' | handrank batch --game omaha-hilo -q --format csv
handrank equity --game omaha-hilo Ah2cKdKs As3cQdQs --board 4h6d8s
handrank equity --game omaha-hilo Ah2cKdKs As3cQdQs --board 4h6d8s --format json
handrank compare --game omaha-hilo5 "Ah 2c Kd Ks 5c" "As 3c Qd Qs 7c" --board "4h 6d 8s Qc Jh"
handrank equity --game omaha-hilo5 Ah2cKdKs5c As3cQdQs7c --board 4h6d8sJc --format csv
handrank compare --game omaha-hilo6 "Ah 2c Kd Ks 5c 9c" "As 3c Qd Qs 7c Tc" --board "4h 6d 8s Qc Jh" --format json
handrank equity --game omaha-hilo6 Ah2cKdKs5c9c As3cQdQs7cTc --board 4h6d8sJc
handrank eval --game short-deck "Ah 6d 7c 8s 9h"
handrank compare --game short-deck "Ah 9h" "Kc Kd" --board "Kh 8h 6h 6c Ts"
handrank eval --game short-deck "Ah 2d 7c 8s 9h"
printf "Ah 6d 7c 8s 9h\nAh 4d 7c 8s 9h\n" | handrank batch --game short-deck -q
handrank equity --game short-deck AA KK,AKs --board Ts9s6h
handrank equity --game short-deck AhAs KdKc --board Ts9s6h7c --format json
handrank equity --game short-deck AhAs 5d5c
handrank eval --game stud-hilo 8c 7d 6h 5s 4c Kd Kh --format json
handrank compare --game stud-hilo "8c 7d 6h 5s 4c Kd Kh" "9c 7h 6d 5c 4s Ks Qh"
handrank compare --game stud-hilo "8c 7d 6h 5s 4c Kd Kh" "9c 7h 6d 5c 4s Ks Qh" --format json
handrank best --game stud-hilo "8c 7d 6h 5s 4c Kd Kh" "9c 7h 6d 5c 4s Ks Qh" "Ac 2d 3h 4s 5c 6d 7h"
handrank equity --game stud-hilo Ah2c3d7s8hKc 4h5h6h9cTcJd
handrank equity --game stud-hilo Ah2c3d7s8hKc 4h5h6h9cTcJd --format csv
handrank compare --game stud "Ah Kh 9s 9d 2c" "Qs Qd Jh Tc 3c"
handrank equity --game stud AhKh9s9d2c3c QsQdJhTc4c5c
handrank equity --game stud AhKh9s9d QsQdJhTc --trials 5000 --seed 4
handrank compare --game razz "Kc Qd Jh Ts 9c" "Ac Ad 2h 3s 4c"
handrank eval --game razz Kc Kd 8h 7s 6c 3d 2h
handrank best --game razz "Kc Qd Jh Ts 9c" "Ac Ad 2h 3s 4c" --format json
handrank equity --game razz "Ah2c 3d 9s Kc" "4h5h 6c 7d Qs" --dead "2s 8c"
handrank equity --game razz "Ah2c 3d 9s Kc" "4h5h 6c 7d Qs" --dead "2s 8c" --format json
handrank compare --game deuce-seven "Ah 2c 3d 4s 5h" "Kh Qd Jc 9s 8h" --format csv
handrank eval --game deuce-seven "7h 5c 4d 3s 2h"
handrank equity --game deuce-seven 7s5h4c3d+1 8h6c5d3s2c --dead Ks
handrank equity --game deuce-seven 7s5h4c3d+1 8h6c5d3s2c --dead Ks --format json
handrank equity --game deuce-seven 7s5h4c+1 8h6c5d3s2c
handrank compare --game ace-five "Ah 2c 3d 4s 5h" "7c 5d 4h 3s 2c"
handrank eval --game ace-five "Ah 2c 3d 4s 5h" --format json
handrank equity --game ace-five 7s5h4c3d+1 8h6c5d3s2c --dead Ks --format csv
handrank best --game badugi "Ac 2d 3h 4s" "Kc Qd Jh Ts" "As 2h 3d 4c" "As 2s 3h 4d"
handrank eval --game badugi "As 2s 3h 4d"
handrank eval --game badugi "As 2s 3h 4d" --format csv
handrank compare --game badugi "As 2s 3h 4d" "Kc Qd Jh Ts" --format json
handrank equity --game badugi 4s3h2d+1 KcQdJhTs --dead 5c
handrank equity --game badugi 4s3h2d+1 KcQdJhTs --dead 5c --format json
handrank eval --game badugi "As 2s 3h"
EOF
)"
GAMES="holdem omaha omaha5 omaha6 omaha-hilo omaha-hilo5 omaha-hilo6 short-deck stud stud-hilo razz ace-five deuce-seven badugi"
{
    printf '%s\n' "$COMMANDS"
    for game in $GAMES; do
        printf '%s\n' "${GAME_COMMANDS//GAME/$game}"
    done
    printf '%s\n' "$PER_GAME"
} | grep -v '^#' | grep -v '^$' > "$WORK/commands"

n=0
failed=0
while IFS= read -r command; do
    n=$((n + 1))
    for side in old new; do
        start=$(date +%s%N)
        (
            cd "$WORK/$side/run" &&
                PATH="$WORK/$side/bin:$PATH" RAYON_NUM_THREADS=2 bash -o pipefail -c "$command" \
                    > "$WORK/$side/$n.out" 2> "$WORK/$side/$n.err" < /dev/null
            echo "exit $?" > "$WORK/$side/$n.code"
        )
        for part in out err; do
            timeless < "$WORK/$side/$n.$part" > "$WORK/$side/$n.$part.t"
            mv "$WORK/$side/$n.$part.t" "$WORK/$side/$n.$part"
        done
        echo "$(( ($(date +%s%N) - start) / 1000000 )) ms $side #$n: $command" >> "$WORK/times"
    done
    for part in code out err; do
        if ! cmp -s "$WORK/old/$n.$part" "$WORK/new/$n.$part"; then
            failed=$((failed + 1))
            echo "DIFFERS ($part) #$n: $command"
            diff -a -u --label "old $part" --label "new $part" "$WORK/old/$n.$part" "$WORK/new/$n.$part" | head -40
            break
        fi
    done
done < "$WORK/commands"
if [ "$failed" -ne 0 ]; then
    echo "$failed of $n commands differ" >&2
    exit 1
fi
echo "all $n commands give the same stdout, stderr and exit code"
