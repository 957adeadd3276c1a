"""Range analytics: weighted ranges, per-hand breakdowns and the exact preflop table."""

import signal
import subprocess
import sys
import textwrap
import time
from math import comb

import numpy as np
import pytest

import handrank

BOARDS = comb(48, 5)  # boards of one heads-up deal, nothing else known


# --- weighted ranges -------------------------------------------------------------------


def test_equal_weights_give_the_unweighted_answer():
    plain = handrank.equity(["AKs, QQ", "JJ"], method="exact")
    halved = handrank.equity(["AKs:0.5, QQ:50%", "JJ"], method="exact")
    assert not plain.weighted and not halved.weighted
    assert halved.equity == plain.equity
    assert (halved.wins, halved.ties, halved.boards) == (plain.wins, plain.ties, plain.boards)
    assert halved.players[0].weighted is None
    assert halved.to_dict()["weighted"] is False


def test_a_weighted_range_weighs_each_deal():
    # JJ shares no card with AKs or QQ, so every deal has the same boards: the weighted
    # answer is the deal-weighted mean of the two parts' own answers.
    aks = handrank.equity(["AKs", "JJ"], method="exact").equity[0]
    queens = handrank.equity(["QQ", "JJ"], method="exact").equity[0]
    r = handrank.equity(["AKs:0.5, QQ", "JJ"], method="exact")
    assert r.weighted and r.method == "exact"
    expected = (36 * queens + 0.5 * 24 * aks) / (36 + 0.5 * 24)
    assert r.equity[0] == pytest.approx(expected, abs=1e-12)
    unweighted = (36 * queens + 24 * aks) / 60
    assert aks < unweighted < r.equity[0] < queens
    assert r.equity[0] + r.equity[1] == pytest.approx(1.0, abs=1e-12)
    hero, villain = r.players
    sums = hero.weighted
    assert sums["boards"] == (36 + 12) * BOARDS
    assert sums["wins"] + sums["ties"] + sums["losses"] == sums["boards"]
    assert hero.win == pytest.approx(sums["wins"] / sums["boards"], abs=1e-15)
    assert hero.equity == pytest.approx(
        (sums["wins"] + sums["ties"] / 2) / sums["boards"], abs=1e-15
    )
    assert villain.weighted["wins"] == sums["losses"]
    # The unweighted board counts stay: every deal once.
    assert r.boards == 60 * BOARDS and hero.wins + hero.ties + hero.losses == r.boards
    assert r.to_dict()["players"][0]["weighted"] == sums


def test_a_weighted_monte_carlo_run_draws_by_weight():
    exact = handrank.equity(["AKs:0.25, QQ", "JJ"], method="exact").equity[0]
    r = handrank.equity(["AKs:0.25, QQ", "JJ"], trials=200_000, seed=7)
    assert r.method == "monte_carlo" and r.weighted
    assert abs(r.equity[0] - exact) < 5 * r.std_err[0]


def test_bad_weights_name_the_part():
    for text, words in [("AKs:abc", "'abc' is not a weight"), ("AKs:150%", "more than 100%")]:
        with pytest.raises(handrank.EquityError, match=words) as caught:
            handrank.equity([text, "JJ"])
        assert text in str(caught.value) and caught.value.player == 1


# --- breakdown -------------------------------------------------------------------------


def test_breakdown_by_combo():
    rows = handrank.breakdown(["AKs, QQ", "JJ"])
    assert len(rows) == 4 + 6 + 6
    assert [r.player for r in rows] == [1] * 10 + [2] * 6
    hero = [r for r in rows if r.player == 1]
    assert [r.equity for r in hero] == sorted((r.equity for r in hero), reverse=True)
    assert {r.hand for r in hero[:6]} == {"QdQc", "QhQc", "QsQc", "QhQd", "QsQd", "QsQh"}
    for r in rows:
        assert r.method == "exact" and r.std_err is None
        assert r.combos == 1 and r.weight == 1.0
    # The parts add up to the whole question's answer.
    whole = handrank.equity(["AKs, QQ", "JJ"], method="exact")
    total = sum(r.boards for r in hero)
    assert total == whole.boards
    assert sum(r.boards * r.equity for r in hero) / total == pytest.approx(whole.equity[0])


def test_breakdown_by_class_keeps_weights():
    rows = handrank.breakdown(["AKs:0.5, QQ", "JJ"], by="class")
    assert [(r.player, r.hand, r.combos, r.weight) for r in rows] == [
        (1, "QQ", 6, 6.0),
        (1, "AKs", 4, 2.0),
        (2, "JJ", 6, 6.0),
    ]
    queens = handrank.equity(["QQ", "JJ"], method="exact")
    assert rows[0].equity == pytest.approx(queens.equity[0], abs=1e-12)
    assert rows[0].boards == queens.boards
    assert rows[1].to_dict() == {
        "player": 1,
        "hand": "AKs",
        "combos": 4,
        "weight": 2.0,
        "method": "exact",
        "boards": rows[1].boards,
        "win": rows[1].win,
        "tie": rows[1].tie,
        "equity": rows[1].equity,
        "std_err": None,
    }


def test_breakdown_by_monte_carlo():
    rows = handrank.breakdown(
        ["AKs, QQ", "JJ"], by="class", method="monte_carlo", trials=20_000, seed=3
    )
    exact = handrank.breakdown(["AKs, QQ", "JJ"], by="class", method="exact")
    assert [r.hand for r in rows] == [r.hand for r in exact]
    for mc, ex in zip(rows, exact):
        assert mc.method == "monte_carlo" and mc.boards == 20_000
        assert mc.std_err is not None and 0 < mc.std_err < 0.01
        assert abs(mc.equity - ex.equity) < 5 * mc.std_err
    again = handrank.breakdown(
        ["AKs, QQ", "JJ"], by="class", method="monte_carlo", trials=20_000, seed=3
    )
    assert [r.equity for r in again] == [r.equity for r in rows]


def test_breakdown_on_a_board_drops_dead_combos():
    rows = handrank.breakdown(["AA, KK", "QQ"], board="Qs 7h 2c Ad", by="combo")
    hero = [r.hand for r in rows if r.player == 1]
    assert len(hero) == 3 + 6 and not any("Ad" in hand for hand in hero)
    assert all(r.boards == 44 * 3 for r in rows if r.player == 1)  # river cards x QQ combos


def test_breakdown_errors():
    with pytest.raises(handrank.EquityError, match="unknown by 'hand'"):
        handrank.breakdown(["AA", "KK"], by="hand")
    with pytest.raises(handrank.EquityError, match="unknown method 'fast'"):
        handrank.breakdown(["AA", "KK"], method="fast")
    with pytest.raises(handrank.EquityError, match="takes no trials"):
        handrank.breakdown(["AA", "KK"], method="exact", trials=10)
    with pytest.raises(handrank.EquityError, match="'AZ'") as caught:
        handrank.breakdown(["AA", "AZ"])
    assert caught.value.player == 2
    with pytest.raises(TypeError):
        handrank.breakdown("AA")


@pytest.mark.parametrize(
    "call",
    [
        'handrank.breakdown(["22+, A2s+", "random"], trials=2_000_000, seed=1)',
        "handrank.preflop_table()",
    ],
)
def test_ctrl_c_stops_a_long_run_promptly(call):
    script = textwrap.dedent(
        f"""
        import signal, sys, time
        import handrank
        # Python leaves Ctrl-C ignored when it starts ignored (a background job): restore it.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        print("ready", flush=True)
        try:
            {call}
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(3)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.3)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 3, err
    assert out.strip() == "interrupted"
    assert time.perf_counter() - sent < 1


# --- the preflop table -----------------------------------------------------------------


@pytest.fixture(scope="module")
def table():
    return handrank.preflop_table()


def test_published_values(table):
    aces_kings = table.matchup("AA", "KK")
    assert f"{100 * aces_kings.equity:.3f}" == "81.946"
    assert (aces_kings.hero, aces_kings.villain, aces_kings.deals) == ("AA", "KK", 36)
    assert aces_kings.boards == 36 * BOARDS
    assert aces_kings.wins + aces_kings.ties + aces_kings.losses == aces_kings.boards
    aces_random = table.versus_random("AA")
    assert f"{100 * aces_random.equity:.3f}" == "85.204"
    assert aces_random.villain == "random" and aces_random.deals == 6 * 1225


def test_a_matchup_equals_exact_enumeration(table):
    for hero, villain in [("AKs", "QQ"), ("T9s", "A8o"), ("AKo", "AQs"), ("77", "72o")]:
        m = table.matchup(hero, villain)
        r = handrank.equity([hero, villain], method="exact")
        assert (m.wins, m.ties, m.losses) == (r.wins[0], r.ties[0], r.losses[0])
        assert m.equity == pytest.approx(r.equity[0], abs=1e-12)


def test_the_whole_matrix(table):
    names = handrank.PreflopTable.classes()
    assert len(names) == 169 == len(set(names))
    assert names[:3] == ["AA", "AKs", "AQs"] and names[13] == "AKo" and names[-1] == "22"
    m = table.equities()
    assert m.shape == (169, 169) and m.dtype == np.float64
    # Each side's share: the two add up to the whole pot.
    assert np.allclose(m + m.T, 1.0, atol=1e-12)
    assert np.allclose(np.diag(m), 0.5)
    x, y = names.index("AA"), names.index("KK")
    assert m[x, y] == table.matchup("AA", "KK").equity
    randoms = table.versus_random_equities()
    assert randoms.shape == (169,) and randoms[x] == table.versus_random("AA").equity
    assert names[int(np.argmax(randoms))] == "AA" and names[int(np.argmin(randoms))] == "32o"


def test_bad_class_names(table):
    for bad in ["AX", "AKx", "AAs", "A", ""]:
        with pytest.raises(handrank.EquityError, match="is not a starting hand") as caught:
            table.matchup("AA", bad)
        assert isinstance(caught.value, ValueError) and repr(bad) in str(caught.value)
    with pytest.raises(handrank.EquityError, match="'KQx'"):
        table.versus_random("KQx")


# --- what a range hits -----------------------------------------------------------------


def counts(hits, which):
    return {row["kind"]: row["combos"] for row in getattr(hits, which) if row["combos"]}


def test_hits_on_a_dry_flop():
    h = handrank.hits("AA,KQs", "Kd 7c 2h")
    assert (h.range, h.combos, h.weight) == ("AA,KQs", 9, 9.0)
    assert counts(h, "made") == {"overpair": 6.0, "top_pair": 3.0}
    assert h.share("overpair") == pytest.approx(6 / 9) and h.share("top_pair") == pytest.approx(3 / 9)
    assert counts(h, "draws") == {}
    assert sum(row["share"] for row in h.made) == pytest.approx(1.0)
    assert [row["kind"] for row in h.made][:2] == ["straight_flush", "four_of_a_kind"]
    assert [row["kind"] for row in h.draws] == ["flush_draw", "open_ended", "gutshot", "two_overcards"]
    assert h.made[-1] == {"kind": "high_card", "name": "High Card", "combos": 0.0, "share": 0.0}


def test_hits_count_weights_and_draws():
    # AhKh on Qh Jh 2c: high card with a flush draw, a gutshot and two overcards; QQ left
    # after the Qh: three sets.
    h = handrank.hits("AhKh:0.5, QQ", "Qh Jh 2c")
    assert (h.combos, h.weight) == (4, 3.5)
    assert counts(h, "made") == {"set": 3.0, "high_card": 0.5}
    assert counts(h, "draws") == {"flush_draw": 0.5, "gutshot": 0.5, "two_overcards": 0.5}
    assert h.share("flush_draw") == pytest.approx(0.5 / 3.5)
    d = h.to_dict()
    assert d["combos"] == 4 and d["made"] == h.made and d["draws"] == h.draws


def test_hits_on_the_river_has_no_draws():
    h = handrank.hits("JTs", ["9h", "8h", "2c", "3d", "Kc"], dead="Jc")
    assert h.combos == 3 and h.draws == [] and h.share("open_ended") == 0.0
    assert counts(h, "made") == {"high_card": 3.0}


def test_hits_errors():
    for args, words in [
        (("AA", "Kd 7c"), "2 board cards given"),
        (("AA", "Kd 7c 2h", "Kd"), "Kd is on the board and dead"),
        (("AX", "Kd 7c 2h"), "'AX'"),
        (("AsAh", "As 7c 2h"), "every combo of 'AsAh'"),
    ]:
        with pytest.raises(handrank.EquityError, match=words):
            handrank.hits(*args)
    with pytest.raises(handrank.EquityError, match="unknown kind 'pair'"):
        handrank.hits("AA", "Kd 7c 2h").share("pair")


def test_a_part_that_cannot_be_dealt_comes_last_with_its_reason():
    rows = handrank.breakdown(["AhAd, AsAc", "AhKh, AdKd"], board="2c 7d 9h")
    left = [r for r in rows if r.left_out is not None]
    assert [(r.player, r.hand) for r in left] == [(1, "AhAd")]
    assert "every combo of 'AhKh, AdKd' uses a card" in left[0].left_out
    assert np.isnan(left[0].equity) and left[0].boards == 0
    assert left[0].to_dict()["left_out"] == left[0].left_out
    assert all("left_out" not in r.to_dict() for r in rows if r.left_out is None)


def test_hits_in_every_game_with_a_board():
    # Omaha: AA** on Ah 7h 2c are 3 x C(46, 2) + 46 = 3,151 sets; KQJT's 256 holes are
    # high cards, the 67 with two hearts or more a flush draw (one heart is none).
    h = handrank.hits("AA**,KQJT", "Ah 7h 2c", game="omaha")
    assert h.combos == 3407
    assert counts(h, "made") == {"set": 3151.0, "high_card": 256.0}
    assert counts(handrank.hits("KQJT", "Ah 7h 2c", game="plo"), "draws")["flush_draw"] == 67.0
    # Short deck: A-6-7-8-9 is a straight; a flush is listed above a full house.
    s = handrank.hits("AA,Ac6d", "Ah 7c 8d 9s", game="short-deck")
    assert counts(s, "made") == {"straight": 1.0, "set": 3.0}
    assert [row["kind"] for row in s.made[2:4]] == ["flush", "full_house"]
    # Hi-lo counts the high hand; a game without a board is refused by name.
    assert handrank.hits("AA**", "Ah 7h 2c", game="omaha-hilo").share("set") == 1.0
    with pytest.raises(handrank.EquityError, match="Razz has no board"):
        handrank.hits("AhKd7c", "Ah 7h 2c", game="razz")
    with pytest.raises(handrank.EquityError, match="unknown game"):
        handrank.hits("AA", "Ah 7h 2c", game="holdum")
