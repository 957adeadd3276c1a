#!/usr/bin/env python3
"""Runs a criterion bench several times and prints each benchmark's median over the runs.

A single criterion run of a short timing moves with the machine's state (where a loop or an
array lands, the neighbours' load); the median of several runs, with each run's figure
beside it, says how far a figure can be trusted. With `--vs LIBRARY`, each row also gets
its ratio to that library's row of the same group and input, taken within each run.

    python3 benches/medians.py --runs 3 --vs handrank -- \\
        cargo bench -p handrank-peers --bench stream -- --warm-up-time 1

Each run's figure is criterion's median estimate (`new/estimates.json`), per element where
the benchmark declares a throughput. The bench's own output goes to standard error.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path


def criterion_dir() -> Path:
    """Where criterion writes its results: `criterion/` in cargo's target directory."""
    target = os.environ.get("CARGO_TARGET_DIR")
    root = Path(__file__).resolve().parent.parent
    return (Path(target) if target else root / "target") / "criterion"


def read_run(since: float) -> dict:
    """Each benchmark criterion wrote since `since`: (group, function, input) -> ns."""
    figures = {}
    for meta in criterion_dir().glob("**/new/benchmark.json"):
        if meta.stat().st_mtime < since:
            continue
        bench = json.loads(meta.read_text())
        estimates = json.loads((meta.parent / "estimates.json").read_text())
        ns = estimates["median"]["point_estimate"]
        elements = (bench.get("throughput") or {}).get("Elements")
        if elements:
            ns /= elements
        key = (bench["group_id"], bench.get("function_id") or "", bench.get("value_str") or "")
        figures[key] = (ns, bool(elements))
    return figures


def show(ns: float, per_element: bool) -> str:
    unit = " /el" if per_element else ""
    for scale, name in ((1e9, "s"), (1e6, "ms"), (1e3, "µs")):
        if ns >= scale:
            return f"{ns / scale:.3g} {name}{unit}"
    return f"{ns:.3g} ns{unit}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="how many runs (default 3)")
    parser.add_argument("--vs", help="the library (criterion function id) ratios are taken to")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then the bench command")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or args.runs < 1:
        parser.error("give a number of runs of at least 1, then -- and the bench command")

    runs = []
    for run in range(1, args.runs + 1):
        print(f"run {run} of {args.runs}: {' '.join(command)}", file=sys.stderr, flush=True)
        since = time.time()
        done = subprocess.run(command, stdout=sys.stderr)
        if done.returncode != 0:
            print(f"the bench failed (exit {done.returncode})", file=sys.stderr)
            return done.returncode
        figures = read_run(since)
        if not figures:
            print("the bench wrote no criterion results", file=sys.stderr)
            return 1
        runs.append(figures)

    keys = [key for key in runs[0] if all(key in run for run in runs)]
    header = ["benchmark", "median"] + [f"run {i}" for i in range(1, len(runs) + 1)]
    if args.vs:
        header += [f"÷ {args.vs}", "each run"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for key in sorted(keys):
        group, function, value = key
        values = [run[key][0] for run in runs]
        per_element = runs[0][key][1]
        row = [
            "/".join(part for part in key if part),
            show(statistics.median(values), per_element),
        ] + [show(v, per_element) for v in values]
        base = (group, args.vs, value)
        if args.vs and all(base in run for run in runs):
            ratios = [run[key][0] / run[base][0] for run in runs]
            row += [f"{statistics.median(ratios):.2f}", ", ".join(f"{r:.2f}" for r in ratios)]
        elif args.vs:
            row += ["", ""]
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
