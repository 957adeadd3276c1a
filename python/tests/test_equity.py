"""Equity: known exact results, Monte Carlo against them, method choice, Ctrl-C, errors."""

import json
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import handrank


def test_aces_against_kings_exactly():
    # The known exact counts of AdAc v KhKs over all 1,712,304 boards.
    r = handrank.equity(["AdAc", "KhKs"], method="exact")
    assert r.method == "exact" and r.seed is None
    assert r.boards == 1_712_304
    aces, kings = r.players
    assert (aces.wins, aces.ties, aces.losses) == (1_388_072, 6_538, 317_694)
    assert (kings.wins, kings.ties, kings.losses) == (317_694, 6_538, 1_388_072)
    assert aces.equity == pytest.approx((1_388_072 + 6_538 / 2) / 1_712_304, abs=1e-15)
    assert aces.win == pytest.approx(1_388_072 / 1_712_304)
    assert aces.tie == pytest.approx(6_538 / 1_712_304)
    assert aces.std_err is None and aces.range == "AdAc" and aces.combos == 1
    # The per-field lists say the same.
    assert r.wins == [1_388_072, 317_694] and r.ties == [6_538, 6_538]
    assert r.equity == [aces.equity, kings.equity]
    assert r.std_err == [None, None]


def test_the_default_method_is_exact_for_a_small_question():
    r = handrank.equity(["AdAc", "KhKs"])
    assert r.method == "exact" and r.wins == [1_388_072, 317_694]


def test_a_turn_is_44_rivers():
    r = handrank.equity(["AdAc", "KhKs"], board="Qd 7c 2h 9s")
    assert r.boards == 44 and r.players[0].wins == 42
    # Players and board as sequences of card strings and indices (46, 47 = Kh, Ks).
    same = handrank.equity([["Ad", "Ac"], [46, 47]], board=["Qd", "7c", "2h", "9s"])
    assert same.to_dict() == r.to_dict()


def test_ranges_exactly():
    r = handrank.equity(["AA", "KK"])
    assert r.boards == 36 * 1_712_304
    assert f"{100 * r.players[0].equity:.3f}" == "81.946"
    assert [p.combos for p in r.players] == [6, 6]


def test_dead_cards():
    r = handrank.equity(["AdAc", "KhKs"], board="Qd 7c 2h 9s", dead="Kd")
    assert r.boards == 43 and r.players[1].wins == 1


def test_monte_carlo_is_reproducible_and_near_the_exact_answer():
    exact = handrank.equity(["AdAc", "KhKs"], method="exact").players[0].equity
    a = handrank.equity(["AdAc", "KhKs"], trials=200_000, seed=7)
    b = handrank.equity(["AdAc", "KhKs"], method="monte_carlo", trials=200_000, seed=7)
    assert a.method == "monte_carlo" and a.seed == 7 and a.boards == 200_000
    assert a.to_dict() == b.to_dict()
    p = a.players[0]
    assert p.wins + p.ties + p.losses == 200_000
    assert p.std_err is not None and 0 < p.std_err < 0.002
    assert abs(p.equity - exact) < 5 * p.std_err
    c = handrank.equity(["AdAc", "KhKs"], trials=200_000, seed=8)
    assert c.wins != a.wins


def test_monte_carlo_without_a_seed_reports_the_one_it_used():
    r = handrank.equity(["AdAc", "KhKs"], trials=50_000)
    again = handrank.equity(["AdAc", "KhKs"], trials=50_000, seed=r.seed)
    assert again.wins == r.wins


def test_monte_carlo_stopping_rules():
    r = handrank.equity(["AhKh", "QQ"], std_err=0.002, seed=1)
    assert all(p.std_err < 0.002 for p in r.players)
    started = time.perf_counter()
    r = handrank.equity(["AKs", "random", "random"], time=0.3, seed=1)
    assert time.perf_counter() - started < 5
    assert r.method == "monte_carlo" and r.boards > 0


def test_a_big_question_defaults_to_monte_carlo():
    # Six random hands: far too many showdowns to enumerate by default.
    r = handrank.equity(["random"] * 6, seed=3, trials=100_000)
    assert r.method == "monte_carlo" and r.boards == 100_000
    assert sum(r.equity) == pytest.approx(1.0)


def test_to_dict_is_plain_data():
    r = handrank.equity(["AdAc", "KhKs"], board="Qd 7c 2h 9s")
    d = r.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["method"] == "exact" and d["boards"] == 44 and d["seed"] is None
    assert d["players"][0] == r.players[0].to_dict()
    assert set(d["players"][0]) == {
        "range", "combos", "wins", "ties", "losses", "win", "tie", "equity", "std_err",
        "high", "low", "scoop", "weighted",
    }
    assert d["game"] == "holdem" and d["hole_cards"] == 2
    # The high hand's share: the equity, in a game without a low.
    assert d["players"][0]["high"] == d["players"][0]["equity"]
    assert d["players"][0]["low"] is None and d["players"][0]["scoop"] is None
    assert d["weighted"] is False and d["players"][0]["weighted"] is None
    assert "EquityResult(game='holdem', method='exact'" in repr(r)


@pytest.mark.parametrize(
    "players, kwargs, message",
    [
        (["AhKh"], {}, "equity needs 2 to 10 players, got 1"),
        (["AhKh", "QQ+, AKx"], {}, "player 2: bad range part 'AKx'"),
        (["AhKh", "AhQd"], {}, "Ah is in player 1's hand and in player 2's hand"),
        (["AhKh", "QQ"], {"board": "2c 3c"}, "2 board cards given"),
        (["AhKh", "QQ"], {"board": "Ah 2c 3c"}, "Ah is on the board and in player 1's hand"),
        (["AhKh", "QQ"], {"trials": 0}, "the number of trials must be at least 1"),
        (["AhKh", "QQ"], {"trials": -5}, "the number of trials must be at least 1"),
        (["AhKh", "QQ"], {"std_err": 0.0}, "standard error must be a positive number"),
        (["AhKh", "QQ"], {"time": -1.0}, "time limit must be more than 0"),
        (["AhKh", "QQ"], {"method": "exact", "trials": 10}, "method='exact' takes no trials"),
        (["AhKh", "QQ"], {"method": "guess"}, "unknown method 'guess'"),
        (["AhKh", "KK"], {"board": "Kd Kc 2s", "dead": "Ks"}, "every combo of 'KK'"),
    ],
)
def test_equity_errors(players, kwargs, message):
    with pytest.raises(handrank.EquityError, match=message.replace("(", r"\(")):
        handrank.equity(players, **kwargs)


def test_equity_error_attributes():
    with pytest.raises(handrank.EquityError) as error:
        handrank.equity(["AhKh", "QQ+, AKx"])
    assert error.value.player == 2 and isinstance(error.value, ValueError)


def test_board_and_player_card_errors_are_parse_errors():
    with pytest.raises(handrank.ParseError, match=r"^board: unknown suit 'x' in \"Qx\" \(card 2\): a suit is one of"):
        handrank.equity(["AhKh", "QQ"], board="2c Qx 3d")
    with pytest.raises(handrank.ParseError, match="^player 2: card index 99"):
        handrank.equity(["AhKh", [1, 99]])
    with pytest.raises(TypeError, match="list of hands or ranges"):
        handrank.equity("AhKh QQ")


def test_equity_releases_the_gil():
    done = threading.Event()
    result = {}

    def work():
        result["r"] = handrank.equity(["AKs", "random", "random"], trials=3_000_000, seed=1)
        done.set()

    thread = threading.Thread(target=work)
    thread.start()
    spins = 0
    while not done.is_set():
        spins += 1
        time.sleep(0.0001)
    thread.join()
    assert result["r"].boards == 3_000_000
    assert spins > 10


def test_ctrl_c_stops_a_long_run_promptly():
    script = textwrap.dedent(
        """
        import signal, sys, time
        import handrank
        # Python leaves Ctrl-C ignored when it starts ignored (a background job): restore it.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        print("ready", flush=True)
        started = time.perf_counter()
        try:
            handrank.equity(["AKs", "random", "random"], trials=10**12, seed=1, long=True)
        except KeyboardInterrupt:
            print(f"interrupted after {time.perf_counter() - started:.3f}", flush=True)
            sys.exit(3)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    sent = time.perf_counter()
    child.send_signal(__import__("signal").SIGINT)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 3, err
    assert out.startswith("interrupted after")
    assert time.perf_counter() - sent < 5


def test_every_game_through_the_one_engine():
    # Short deck: hold'em notation over the 36 cards, computed two ways in the Rust tests.
    result = handrank.equity(["AhAs", "KdKc"], game="short-deck")
    assert (result.game, result.method, result.boards) == ("short-deck", "exact", 201_376)
    assert f"{100 * result.equity[0]:.3f}" == "74.258"
    # Razz on sixth street: one card to come to each, 40 x 39 ways.
    razz = handrank.equity(["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"], game="razz")
    assert (razz.method, razz.boards, razz.hole_cards) == ("exact", 1_560, 7)
    # Stud hi-lo reports the halves; the draws take the cards kept and the draw.
    stud8 = handrank.equity(["Ah2c3d7s8hKc", "4h5h6h9cTcJd"], game="stud-hilo")
    assert stud8.low[0] is not None and abs(sum(stud8.equity) - 1) < 1e-12
    draw = handrank.equity(["Ac2d3h+1", "4c5d6h7s"], game="badugi", dead="Kc Qd Jh")
    assert draw.boards == 42 and abs(draw.equity[0] - 3 / 42) < 1e-12
    mc = handrank.equity(["7s5h4c3d+1", "8h6c5d3s2c"], game="deuce-seven", trials=20_000, seed=1)
    assert mc.method == "monte_carlo" and mc.boards == 20_000


@pytest.mark.parametrize(
    "game, players, message",
    [
        ("short-deck", ["A5s,KK", "QQ"], "'A5s'"),
        ("stud", ["AhKhQhJhTh9h8h7h", "2c2d"], "found 8"),
        ("deuce-seven", ["7s5d3c2h+6", "8h6c5d3s2c"], "not 4 kept and 6 drawn"),
    ],
)
def test_each_game_names_what_it_cannot_deal(game, players, message):
    with pytest.raises(handrank.EquityError, match=message) as error:
        handrank.equity(players, game=game)
    assert error.value.player == 1


def test_draws_to_come_in_triple_draw():
    """draws=3 plays the later draws by the game's policy, by Monte Carlo, reproducibly;
    draws=1 is the exact last-draw answer, and the triple-draw names mean three."""
    pat, draw = "8h6c4d3s2h", "7s5d4c3h+1"
    last = handrank.equity([pat, draw], game="deuce-seven", draws=1)
    assert last.method == "exact"
    assert last.equity[0] == pytest.approx(1 - 3 / 43)
    three = handrank.equity([pat, draw], game="deuce-seven", draws=3, trials=200_000, seed=4)
    assert three.method == "monte_carlo"
    assert three.equity[0] < last.equity[0] - 10 * three.std_err[0]
    named = handrank.equity([pat, draw], game="27td", trials=200_000, seed=4)
    assert named.equity == three.equity
    for draws, message in [(0, "1 to 3 draws to come, not 0"), (4, "not 4")]:
        with pytest.raises(handrank.EquityError, match=message):
            handrank.equity([pat, draw], game="deuce-seven", draws=draws)
    with pytest.raises(handrank.EquityError, match="Texas hold'em has no draws"):
        handrank.equity(["AA", "KK"], draws=2)
    with pytest.raises(handrank.EquityError, match="answers the last draw only"):
        handrank.equity([pat, draw], game="27td", method="exact")
