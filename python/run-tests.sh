#!/usr/bin/env bash
# Builds and installs the Python package the way a user does (`pip install ./python` into
# a fresh virtual environment), then runs its pytest suite (pandas is optional for users,
# installed here to test Series and DataFrames; pokerkit 0.7.7, whose known errors the tests
# name, is the outside oracle for the other games and for hand-history settlements;
# matplotlib runs the README's graph script) and
# checks the type stub against the module (mypy's stubtest). Exits non-zero on failure.
# Usage: python/run-tests.sh [pytest arguments]   (PYTHON=python3.12 to pick the interpreter)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python="${PYTHON:-python3}"
venv="$(mktemp -d "${TMPDIR:-/tmp}/handrank-python-tests.XXXXXX")"
trap 'rm -rf "$venv"' EXIT

"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet "$here" pytest numpy pandas mypy distributed pokerkit==0.7.7 \
    matplotlib
# Run from the tests directory so `import handrank` finds the installed package, not the
# source folder.
cd "$here/tests"
"$venv/bin/python" -m pytest -q "$@"
# The stub (handrank/__init__.pyi) against the installed module, so they cannot drift.
"$venv/bin/python" -m mypy.stubtest handrank
