"""Benchmark: handrank's array call against phevaluator and treys, in one process, on the
same random 7-card hands; every other game against pokerkit; and the cost of a Python
equity call against the same question asked of the Rust library.

    pip install ./python phevaluator treys pokerkit   # the peers are only needed here
    python python/bench.py                     # hands: 10,000,000 for handrank
    python python/bench.py --games             # also every game against pokerkit
    python python/bench.py --equity            # also equity, against the Rust timing program

Not a test: the rates depend on the machine and its load. Every rate is the best of
several runs (the least disturbed), and the ratios are of rates from this one process.
"""

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

# The installed package, not the source folder beside this script (which has no native
# module): Python puts the script's folder first on the path.
sys.path = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
import handrank  # noqa: E402

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def random_hands(n, cards, seed, deck=52):
    """n hands of `cards` distinct card indices below `deck` each (uniform), as an
    (n, cards) uint8 array."""
    rng = np.random.default_rng(seed)
    hands = rng.integers(0, deck, size=(n, cards), dtype=np.uint8)
    while True:
        ordered = np.sort(hands, axis=1)
        bad = np.flatnonzero((np.diff(ordered, axis=1) == 0).any(axis=1))
        if len(bad) == 0:
            return hands
        hands[bad] = rng.integers(0, deck, size=(len(bad), cards), dtype=np.uint8)


def best_rate(count, run, repeat):
    """The best rate (items per second) of `repeat` runs of `run()`, and its result."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        started = time.perf_counter()
        result = run()
        best = min(best, time.perf_counter() - started)
    return count / best, result


def line(name, rate, unit="hands/s"):
    print(f"  {name:<44} {rate / 1e6:10.2f} M {unit}")


def bench_hands(n, peer_n, repeat):
    print(f"{n:,} random 7-card hands (uint8 card indices, seed 1), {os.cpu_count()} CPUs")
    hands = random_hands(n, 7, seed=1)
    rate, strengths = best_rate(n, lambda: handrank.evaluate(hands), repeat)
    line("handrank.evaluate(array)", rate)
    rates = {"handrank array": rate}

    sample = hands[:peer_n]
    print(f"the first {peer_n:,} of them, one call per hand for the peers:")
    rate, _ = best_rate(peer_n, lambda: handrank.evaluate(sample), repeat)
    line("handrank.evaluate(array), same hands", rate)
    rows = [tuple(int(c) for c in row) for row in sample]
    rate, _ = best_rate(peer_n, lambda: [handrank.evaluate(r) for r in rows], 1)
    line("handrank.evaluate(list of 7 ints), loop", rate)
    names = [r + s for r in RANKS for s in SUITS]
    texts = [" ".join(names[c] for c in row) for row in rows]
    column = np.array(texts, dtype=object)  # what a pandas Series of strings holds
    rate, from_texts = best_rate(peer_n, lambda: handrank.evaluate(column), repeat)
    line("handrank.evaluate(object array of strings)", rate)
    assert np.array_equal(from_texts, strengths[:peer_n])
    rate, _ = best_rate(peer_n, lambda: [handrank.evaluate(t) for t in texts], 1)
    line("handrank.evaluate(string), loop (Series.map)", rate)

    try:
        from phevaluator import evaluate_cards
    except ImportError:
        print("  phevaluator not installed (pip install phevaluator)")
    else:
        # phevaluator's card ids are handrank's indices (4 * rank + suit, suits c d h s).
        rate, ranks = best_rate(peer_n, lambda: [evaluate_cards(*r) for r in rows], repeat)
        line("phevaluator evaluate_cards(*cards), loop", rate)
        rates["phevaluator"] = rate
        # phevaluator ranks 1 (best) .. 7462: the same classes in reverse.
        agree = np.array_equal(7463 - np.array(ranks), strengths[:peer_n])
        print(f"    phevaluator agrees with handrank on every hand: {agree}")
        try:
            from phevaluator import evaluate_7cards
        except ImportError:
            pass
        else:
            # Its fastest call: the 7-card function on card ids, skipping evaluate_cards's
            # argument conversion.
            rate, _ = best_rate(peer_n, lambda: [evaluate_7cards(*r) for r in rows], repeat)
            line("phevaluator evaluate_7cards(*ids), loop", rate)
            rates["phevaluator evaluate_7cards"] = rate

    try:
        from treys import Card, Evaluator
    except ImportError:
        print("  treys not installed (pip install treys)")
    else:
        names = [r + s for r in RANKS for s in SUITS]
        ints = [Card.new(name) for name in names]
        treys_rows = [([ints[c] for c in row[:2]], [ints[c] for c in row[2:]]) for row in rows]
        evaluator = Evaluator()
        rate, ranks = best_rate(
            peer_n, lambda: [evaluator.evaluate(h, b) for h, b in treys_rows], max(1, repeat // 2)
        )
        line("treys Evaluator.evaluate(hole, board), loop", rate)
        rates["treys"] = rate
        agree = np.array_equal(7463 - np.array(ranks), strengths[:peer_n])
        print(f"    treys agrees with handrank on every hand: {agree}")

    print("ratios (rates from this process):")
    for peer in ("phevaluator", "phevaluator evaluate_7cards", "treys"):
        if peer in rates:
            print(f"  handrank array / {peer:<28} {rates['handrank array'] / rates[peer]:8.1f}x")


# game, cards per hand, lowest card index (short deck: 16, the sixes), pokerkit's type.
GAMES = [
    ("short-deck", 7, 16, "ShortDeckHoldemHand"),
    ("stud", 7, 0, "StandardHighHand"),
    ("stud-hilo", 7, 0, "StandardHighHand"),
    ("razz", 7, 0, "RegularLowHand"),
    ("ace-five", 5, 0, "RegularLowHand"),
    ("deuce-seven", 5, 0, "StandardLowHand"),
    ("badugi", 4, 0, "BadugiHand"),
]


def bench_games(n, peer_n, repeat):
    """Each game: handrank.evaluate(array, game=...) on n hands, and pokerkit's
    `from_game` per hand on the first peer_n of them (stud hi-lo: its high and its
    eight-or-better low), with the orderings checked to agree."""
    try:
        import pokerkit
    except ImportError:
        print("games: pokerkit not installed (pip install pokerkit)")
        return
    print(f"every game: {n:,} random hands for handrank's array call, the first {peer_n:,} "
          "for pokerkit's per-hand loop")
    names = [r + s for r in RANKS for s in SUITS]
    for game, cards, lowest, kind in GAMES:
        hands = lowest + random_hands(n, cards, seed=1, deck=52 - lowest)
        ours_rate, ours = best_rate(n, lambda: handrank.evaluate(hands, game=game), repeat)
        rows = ["".join(names[c] for c in row) for row in hands[:peer_n]]
        hand_type = getattr(pokerkit, kind)

        def theirs_of(text):
            high = hand_type.from_game(text)
            if game != "stud-hilo":
                return high
            try:
                return high, pokerkit.EightOrBetterLowHand.from_game(text)
            except ValueError:
                return high, None

        theirs_rate, theirs = best_rate(peer_n, lambda: [theirs_of(t) for t in rows], 1)
        high = [t[0] for t in theirs] if game == "stud-hilo" else theirs
        order = np.argsort(ours[:peer_n], kind="stable")
        agree = all((ours[a] < ours[b]) == (high[a] < high[b]) for a, b in zip(order, order[1:]))
        print(f"  {game:<12} handrank {ours_rate / 1e6:8.2f} M hands/s   pokerkit "
              f"{theirs_rate / 1e3:8.2f} k hands/s   {ours_rate / theirs_rate:9,.0f}x   "
              f"orderings agree: {agree}")


# The equity questions, timed here and by the Rust program python/bench/equity-timing
# (same order).
QUESTIONS = [
    # One board: the fixed cost of a call.
    ("exact AdAc v KhKs on Qd 7c 2h 9s 3s", dict(players=["AdAc", "KhKs"], board="Qd 7c 2h 9s 3s", method="exact")),
    ("exact AdAc v KhKs", dict(players=["AdAc", "KhKs"], method="exact")),
    ("exact AA v KK", dict(players=["AA", "KK"], method="exact")),
    ("exact AKs v QQ on Qs 7h 2c", dict(players=["AKs", "QQ"], board="Qs 7h 2c", method="exact")),
    ("monte carlo AdAc v KhKs, 10M trials", dict(players=["AdAc", "KhKs"], trials=10_000_000, seed=1)),
    ("monte carlo AKs v random v random, 2M trials", dict(players=["AKs", "random", "random"], trials=2_000_000, seed=1)),
]


def bench_equity(rounds, repeat):
    """Each question alternately in Rust (a separate program timing the library call) and
    from Python, `rounds` times; the best time of each side is kept."""
    here = Path(__file__).resolve().parent
    target = here / "target"
    subprocess.run(
        ["cargo", "build", "--profile", "wheel", "--quiet", "--manifest-path",
         str(here / "bench" / "equity-timing" / "Cargo.toml")],
        check=True, env={**os.environ, "CARGO_TARGET_DIR": str(target)},
    )
    program = target / "wheel" / "equity-timing"
    print(f"equity: best seconds per call of {rounds} x {repeat}, Python vs the Rust library:")
    for number, (name, kwargs) in enumerate(QUESTIONS):
        rust = python = float("inf")
        handrank.equity(**kwargs)  # warm up
        for _ in range(rounds):
            out = subprocess.run([str(program), str(number), str(repeat)], check=True,
                                 capture_output=True, text=True).stdout
            rust = min(rust, float(out))
            for _ in range(repeat):
                started = time.perf_counter()
                handrank.equity(**kwargs)
                python = min(python, time.perf_counter() - started)
        print(f"  {name:<46} python {python * 1e3:8.4f} ms  rust {rust * 1e3:8.4f} ms"
              f"  python/rust {python / rust:6.3f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=10_000_000, help="hands for handrank's array call")
    parser.add_argument("--peer-hands", type=int, default=200_000, help="hands for the per-hand loops")
    parser.add_argument("--repeat", type=int, default=5, help="runs per measurement (best kept)")
    parser.add_argument("--games", action="store_true", help="also every game against pokerkit")
    parser.add_argument("--game-hands", type=int, default=2_000, help="games: hands for pokerkit")
    parser.add_argument("--equity", action="store_true", help="also time equity against Rust")
    parser.add_argument("--rounds", type=int, default=5, help="equity: alternations of Rust and Python")
    args = parser.parse_args()
    print(f"handrank {handrank.__name__} on Python {sys.version.split()[0]}, numpy {np.__version__}")
    bench_hands(args.hands, min(args.peer_hands, args.hands), args.repeat)
    if args.games:
        bench_games(args.hands, min(args.game_hands, args.hands), args.repeat)
    if args.equity:
        bench_equity(args.rounds, args.repeat)


if __name__ == "__main__":
    main()
