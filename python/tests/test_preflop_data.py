"""The published exact PLO4 table, data/plo4_vs_random.csv.gz (docs/EQUITY-METHOD.md has the
command that made it): the counts every table must have, exact integer balance, best-first
order, the class sizes, and sampled classes against Monte Carlo equity."""

import csv
import gzip
import io
import pathlib
from fractions import Fraction

import pytest

import handrank

DATA = pathlib.Path(__file__).resolve().parents[2] / "data" / "plo4_vs_random.csv.gz"
# Villain holes beside a hero's, C(48, 4); boards beside both, C(44, 5).
DEALS_PER_HOLE = 194_580
BOARDS_PER_DEAL = 1_086_008


@pytest.fixture(scope="module")
def rows():
    if not DATA.exists():
        pytest.skip(f"{DATA} is not in this checkout")
    with gzip.open(DATA, "rt", newline="") as text:
        return list(csv.DictReader(io.StringIO(text.read())))


def test_every_class_once_with_its_counts(rows):
    assert list(rows[0]) == ["hand", "combos", "wins", "ties", "losses", "equity_pct"]
    assert len(rows) == 16_432
    assert len({row["hand"] for row in rows}) == 16_432
    assert sum(int(row["combos"]) for row in rows) == 270_725
    for row in rows:
        wins, ties, losses = (int(row[k]) for k in ("wins", "ties", "losses"))
        boards = int(row["combos"]) * DEALS_PER_HOLE * BOARDS_PER_DEAL
        assert wins + ties + losses == boards, row["hand"]
        equity = Fraction(2 * wins + ties, 2 * boards)
        assert abs(float(row["equity_pct"]) - 100 * float(equity)) <= 5e-7 + 1e-12, row["hand"]


def test_the_mean_equity_is_exactly_one_half(rows):
    # Every showdown is one side's win and the other's loss, or a tie for both.
    wins = sum(int(row["wins"]) for row in rows)
    losses = sum(int(row["losses"]) for row in rows)
    assert wins == losses
    ties = sum(int(row["ties"]) for row in rows)
    boards = 270_725 * DEALS_PER_HOLE * BOARDS_PER_DEAL
    assert Fraction(2 * wins + ties, 2 * boards) + Fraction(2 * losses + ties, 2 * boards) == 1
    assert Fraction(wins + Fraction(ties, 2), boards) == Fraction(1, 2)


def test_best_first_and_known_classes(rows):
    def equity(row):
        boards = int(row["combos"]) * DEALS_PER_HOLE * BOARDS_PER_DEAL
        return Fraction(2 * int(row["wins"]) + int(row["ties"]), 2 * boards)

    equities = [equity(row) for row in rows]
    assert all(a >= b for a, b in zip(equities, equities[1:]))
    by_hand = {row["hand"]: row for row in rows}
    # The classes' sizes; four of a kind can never tie (the villain holds none of its rank,
    # and the hero must play two of them).
    assert by_hand["AsAhKsKh"]["combos"] == "6"
    assert by_hand["KsQhJdTc"]["combos"] == "24"
    for quads in ("AsAhAdAc", "7s7h7d7c", "2s2h2d2c"):
        assert (by_hand[quads]["combos"], by_hand[quads]["ties"]) == ("1", "0")


@pytest.mark.parametrize("rank", [0, 1, 100, 5_000, 12_000, 16_431])
def test_classes_meet_monte_carlo(rows, rank):
    row = rows[rank]
    result = handrank.equity(
        [row["hand"], "random"], method="monte_carlo", trials=400_000, seed=rank, game="omaha"
    )
    player = result.players[0]
    exact = float(row["equity_pct"]) / 100
    assert abs(player.equity - exact) < 4 * player.std_err, (row["hand"], player.equity, exact)
