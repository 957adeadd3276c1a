"""The every-flop report: its flops add up to the exact preflop answer, a flop's row is
the exact answer on that board, the groups partition the flops, and bad questions raise."""

import pytest

import handrank

pandas = pytest.importorskip("pandas")


def test_the_flops_add_up_to_the_exact_preflop_answer():
    flops, groups = handrank.flops("QQ", "AKs")
    assert len(flops) == 1_755 and flops["flops"].sum() == 22_100
    exact = handrank.equity(["QQ", "AKs"], method="exact")
    hero = exact.players[0]
    # Each five-card board is counted once for each of its C(5, 3) = 10 flops.
    for column, count in [("wins", hero.wins), ("ties", hero.ties), ("losses", hero.losses)]:
        assert (flops[column] * flops["flops"]).sum() == 10 * count
    whole = groups[groups["cut"] == "all"].iloc[0]
    assert (whole["wins"], whole["ties"], whole["losses"]) == (hero.wins, hero.ties, hero.losses)
    assert whole["boards"] == exact.boards
    assert whole["equity"] == pytest.approx(hero.equity, abs=1e-12)


def test_a_flops_row_is_the_exact_answer_on_that_board():
    flops, _ = handrank.flops("TT+,AQs+", "QQ+,AK,JTs", dead="2c")
    assert flops["flops"].sum() == 20_825  # C(51, 3): the flops of the 51 cards left
    for _, row in flops.iloc[[0, 400, len(flops) - 1]].iterrows():
        exact = handrank.equity(
            ["TT+,AQs+", "QQ+,AK,JTs"], board=row["flop"], dead="2c", method="exact"
        )
        hero = exact.players[0]
        assert (row["wins"], row["ties"], row["losses"]) == (hero.wins, hero.ties, hero.losses)
        assert row["boards"] == exact.boards
        assert row["equity"] == pytest.approx(hero.equity, abs=1e-12)


def test_the_groups_partition_the_flops_and_distributions_are_shares():
    flops, groups = handrank.flops("AA,KK", "QQ,JJ")
    for cut, part in groups[groups["cut"] != "all"].groupby("cut"):
        assert part["flops"].sum() == 22_100, cut
    buckets = [f"hero_{10 * b}_{10 * (b + 1)}" for b in range(10)]
    assert flops[buckets].sum(axis=1).to_numpy() == pytest.approx(1.0)
    assert set(flops["suits"]) == {"rainbow", "two-tone", "monotone"}
    # AA and KK against QQ and JJ: below 50 % only where the flop makes the villain's set.
    assert flops["equity"].min() < 0.5 < groups.iloc[-1]["equity"]


def test_short_deck_and_bad_questions():
    flops, _ = handrank.flops("AA", "KQs", game="short-deck")
    assert flops["flops"].sum() == 7_140  # C(36, 3)
    with pytest.raises(handrank.EquityError, match="XX"):
        handrank.flops("XX", "AKs")
    with pytest.raises(handrank.EquityError, match="has none"):
        handrank.flops("AhKd7c", "QsQd2c", game="stud")


# Omaha's cases: a deck of eight to ace (every suit of 2 to 7 dead), small and quick.
SMALL = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"


def test_omaha_flops_exact_and_monte_carlo():
    hero, villain = "AhAsKhKs", "QhQsJhTh"
    flops, groups = handrank.flops(hero, villain, dead=SMALL, game="omaha")
    assert set(flops["method"]) == {"exact"}
    assert flops["flops"].sum() == 3_276  # C(28, 3)
    whole = handrank.equity([hero, villain], dead=SMALL, game="omaha", method="exact")
    assert groups.iloc[-1]["wins"] == whole.players[0].wins
    mc, mc_groups = handrank.flops(
        hero, villain, dead=SMALL, game="omaha", method="monte_carlo", trials=300, seed=4
    )
    again, _ = handrank.flops(
        hero, villain, dead=SMALL, game="omaha", method="monte_carlo", trials=300, seed=4
    )
    assert mc["equity"].equals(again["equity"])
    assert set(mc["method"]) == {"monte_carlo"}
    all_mc, all_exact = mc_groups.iloc[-1], groups.iloc[-1]
    assert abs(all_mc["equity"] - all_exact["equity"]) <= 5 * all_mc["std_err"]
