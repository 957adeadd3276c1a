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
    with pytest.raises(handrank.EquityError, match="two hole cards"):
        handrank.flops("AhAsKhKs", "QhQsJhJs", game="omaha")
