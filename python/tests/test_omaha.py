"""Omaha: the strength and the low of one deal, arrays of deals, bad input, and equity
checked against a brute force over every board completion."""

import itertools
import json

import numpy as np
import pytest

import handrank
from handrank import Category


def random_deals(n, hole, board, seed):
    """n deals as (n, hole) and (n, board) uint8 arrays of distinct card indices per row."""
    rng = np.random.default_rng(seed)
    cards = np.argsort(rng.random((n, 52)), axis=1)[:, : hole + board].astype(np.uint8)
    return np.ascontiguousarray(cards[:, :hole]), np.ascontiguousarray(cards[:, hole:])


def brute_force_strength(hole, board):
    """The best hold'em strength of every two hole cards with every three board cards."""
    return max(
        handrank.evaluate(list(two) + list(three))
        for two in itertools.combinations(hole, 2)
        for three in itertools.combinations(board, 3)
    )


def brute_force_low(hole, board):
    """The eight-or-better low as "8-6-4-2-A", or None, from card indices."""

    def low_rank(index):  # ace = 1, deuce = 2 .. eight = 8; above eight is no low card
        rank = index // 4
        return 1 if rank == 12 else rank + 2

    best = None
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(board, 3):
            ranks = sorted((low_rank(c) for c in two + three), reverse=True)
            if max(ranks) <= 8 and len(set(ranks)) == 5 and (best is None or ranks < best):
                best = ranks
    if best is None:
        return None
    return "-".join("A" if r == 1 else str(r) for r in best)


def test_known_hands():
    flush = handrank.evaluate_omaha("Ah Kh 3h 2h", "Qh 9h 4h Tc Js")
    assert handrank.describe(flush) == "Flush, Ace-King-Queen-Nine-Four"
    royal = handrank.evaluate_omaha("Ah Kh 2c 3d", "Qh Jh Th 4s 8c")
    assert royal == handrank.MAX_STRENGTH
    # Four hearts on the board and one in the hole: Omaha needs two from the hole.
    no_flush = handrank.evaluate_omaha("Ah Kc 7d 2s", "Qh 9h 4h 3h Tc")
    assert handrank.category(no_flush) == Category.HIGH_CARD
    # A pair on the board and quads in the hole are only two pair.
    assert handrank.category(handrank.evaluate_omaha("Ah Ad Ac As", "Kh Kd 2c")) == Category.TWO_PAIR


def test_forms_agree():
    by_text = handrank.evaluate_omaha("Ah Kh 3h 2h", "Qh 9h 4h Tc Js")
    by_list = handrank.evaluate_omaha(["Ah", "Kh", "3h", "2h"], ["Qh", "9h", "4h", "Tc", "Js"])
    by_index = handrank.evaluate_omaha(handrank.parse("Ah Kh 3h 2h"), handrank.parse("Qh 9h 4h Tc Js"))
    assert by_text == by_list == by_index


@pytest.mark.parametrize("hole", [4, 5, 6])
@pytest.mark.parametrize("board", [3, 4, 5])
def test_scalar_matches_brute_force(hole, board):
    holes, boards = random_deals(150, hole, board, seed=10 * hole + board)
    for h, b in zip(holes.tolist(), boards.tolist()):
        assert handrank.evaluate_omaha(h, b) == brute_force_strength(h, b)


@pytest.mark.parametrize("hole", [4, 5, 6])
@pytest.mark.parametrize("board", [3, 4, 5])
def test_array_matches_scalar(hole, board):
    holes, boards = random_deals(3_000, hole, board, seed=100 + 10 * hole + board)
    strengths = handrank.evaluate_omaha(holes, boards)
    assert strengths.dtype == np.uint16 and strengths.shape == (3_000,)
    expected = [handrank.evaluate_omaha(h, b) for h, b in zip(holes.tolist(), boards.tolist())]
    assert strengths.tolist() == expected


@pytest.mark.parametrize("hole", [4, 6])
@pytest.mark.parametrize("board", [3, 5])
def test_low_array_matches_scalar(hole, board):
    holes, boards = random_deals(2_000, hole, board, seed=200 + 10 * hole + board)
    lows = handrank.omaha_low(holes, boards)
    assert lows.dtype == np.uint8 and lows.shape == (2_000,)
    expected = [handrank.omaha_low(h, b) for h, b in zip(holes.tolist(), boards.tolist())]
    assert handrank.describe_low(lows) == expected
    assert 0 < sum(low is not None for low in expected) < 2_000


def test_array_layouts_and_empty():
    holes, boards = random_deals(5_000, 4, 5, seed=7)
    expected = handrank.evaluate_omaha(holes, boards)
    fortran = handrank.evaluate_omaha(np.asfortranarray(holes), np.asfortranarray(boards))
    assert (fortran == expected).all()
    wide = np.zeros((5_000, 8), dtype=np.uint8)
    wide[:, ::2] = holes
    assert (handrank.evaluate_omaha(wide[:, ::2], boards) == expected).all()
    empty = handrank.evaluate_omaha(np.zeros((0, 4), np.uint8), np.zeros((0, 5), np.uint8))
    assert empty.shape == (0,) and empty.dtype == np.uint16


def test_low():
    assert handrank.omaha_low("Ah 2h 9c Kd", "3s 4d 8c Qh Js") == "8-4-3-2-A"
    assert handrank.omaha_low("Ah 2h 5c 6d", "2c 3d 4s Kh Qh") == "5-4-3-2-A"
    # Two low cards on the board: no low, whatever the hole.
    assert handrank.omaha_low("Ah 2h 3c 4d", "Ks Qd 8c 9h 2s") is None
    # Only one low card in the hole: no low.
    assert handrank.omaha_low("Ah Kh Qc Jd", "2c 3d 4s 5h 6h") is None


def test_low_matches_brute_force():
    holes, boards = random_deals(2_000, 4, 5, seed=3)
    lows = 0
    for h, b in zip(holes.tolist(), boards.tolist()):
        low = handrank.omaha_low(h, b)
        assert low == brute_force_low(h, b)
        lows += low is not None
    assert 0 < lows < 2_000


@pytest.mark.parametrize(
    "hole, board, message",
    [
        ("Ah Kh Qh Jh Th 9h 8h", "2c 3c 4c 5c 6c", "an Omaha hole has 4 to 6 cards, found 7"),
        ("Ah Kh Qh", "2c 3c 4c", "an Omaha hole has 4 to 6 cards, found 3"),
        ("Ah Kh Qh Jh", "2c 3c 4c 5c 6c 7c", "an Omaha board has 3 to 5 cards, found 6"),
        ("Ah Kh Qh Jh", "2c 3c", "an Omaha board has 3 to 5 cards, found 2"),
        ("Ah Kh Qh Jh", "2c 3c Ah", "Ah appears twice among the hole and board cards"),
        ("Ah Kh Qh Xh", "2c 3c 4c", "hole: "),
        ("Ah Kh Qh Jh", ["2c", "3c", 52], "board: card index 52 is not a card"),
    ],
)
def test_bad_deals(hole, board, message):
    with pytest.raises(handrank.ParseError, match=message):
        handrank.evaluate_omaha(hole, board)
    with pytest.raises(handrank.ParseError):
        handrank.omaha_low(hole, board)


def test_bad_arrays():
    holes, boards = random_deals(10, 4, 5, seed=1)
    twice = boards.copy()
    twice[6, 2] = holes[6, 1]
    with pytest.raises(handrank.ParseError, match="row 6: .* appears twice") as caught:
        handrank.evaluate_omaha(holes, twice)
    assert caught.value.row == 6
    big = holes.copy()
    big[3, 2] = 60
    with pytest.raises(handrank.ParseError, match="row 3: hole: card index 60") as caught:
        handrank.evaluate_omaha(big, boards)
    assert caught.value.row == 3 and caught.value.position == 3
    with pytest.raises(ValueError, match="10 holes but 9 boards"):
        handrank.evaluate_omaha(holes, boards[:9])
    with pytest.raises(handrank.ParseError, match="hole has 4 to 6 cards, found 7"):
        handrank.evaluate_omaha(np.zeros((2, 7), np.uint8), boards[:2])
    with pytest.raises(handrank.ParseError, match="board has 3 to 5 cards, found 2"):
        handrank.evaluate_omaha(holes, boards[:, :2])
    with pytest.raises(TypeError, match="uint8"):
        handrank.evaluate_omaha(holes.astype(np.float64), boards)
    with pytest.raises(TypeError, match="with many holes, give as many boards"):
        handrank.evaluate_omaha(holes, "2c 3c 4c")


def shares(strengths):
    """Each player's share of a pot split among the best strengths (None = not in it)."""
    best = max(s for s in strengths if s is not None)
    winners = [s == best for s in strengths]
    return [w / sum(winners) for w in winners], winners


def brute_force_equity(holes, board, hi_lo):
    """Equity, win, tie, high, low and scoop of exact holes over every board completion."""
    known = set(handrank.parse(" ".join(holes + [board])))
    holes = [handrank.parse(h) for h in holes]
    board = handrank.parse(board)
    rest = [c for c in range(52) if c not in known]
    n = len(holes)
    totals = {k: [0.0] * n for k in ("equity", "win", "tie", "high", "low", "scoop")}
    boards = 0
    for extra in itertools.combinations(rest, 5 - len(board)):
        full = board + list(extra)
        boards += 1
        high, high_winners = shares([handrank.evaluate_omaha(h, full) for h in holes])
        alone = sum(high_winners) == 1
        lows = [handrank.omaha_low(h, full) for h in holes]
        qualified = [tuple(int(r) if r != "A" else 1 for r in low.split("-")) if low else None for low in lows]
        has_low = hi_lo and any(q is not None for q in qualified)
        if has_low:
            best_low = min(q for q in qualified if q is not None)
            low_winners = [q == best_low for q in qualified]
            low = [w / sum(low_winners) / 2 for w in low_winners]
            high = [s / 2 for s in high]
        else:
            low_winners = [False] * n
            low = [0.0] * n
        for i in range(n):
            totals["equity"][i] += high[i] + low[i]
            totals["high"][i] += high[i]
            totals["low"][i] += low[i]
            totals["win"][i] += high_winners[i] and alone
            totals["tie"][i] += high_winners[i] and not alone
            scooped = high_winners[i] and alone and (not has_low or (low_winners[i] and sum(low_winners) == 1))
            totals["scoop"][i] += scooped
    return boards, {k: [v / boards for v in vals] for k, vals in totals.items()}


@pytest.mark.parametrize("game", ["omaha", "omaha-hilo"])
@pytest.mark.parametrize(
    "holes, board",
    [
        (["Ah As Kh Ks", "2c 3d 4c 5d"], "Ad 7s 8h"),
        (["Ah Kh 3h 2h", "Qs Qd Jc Tc", "5h 6h 7c 8d"], "9h 4h Td Js"),
    ],
)
def test_exact_equity_matches_brute_force(holes, board, game):
    hi_lo = game == "omaha-hilo"
    r = handrank.equity(["".join(h.split()) for h in holes], board=board, game=game, method="exact")
    boards, expected = brute_force_equity(holes, board, hi_lo)
    assert r.game == game and r.method == "exact" and r.seed is None and r.hole_cards == 4
    assert r.boards == boards
    assert r.equity == pytest.approx(expected["equity"], abs=1e-12)
    assert r.win == pytest.approx(expected["win"], abs=1e-12)
    assert r.tie == pytest.approx(expected["tie"], abs=1e-12)
    assert r.high == pytest.approx(expected["high"], abs=1e-12)
    assert sum(r.equity) == pytest.approx(1.0)
    # Counts are integers in every game: the high hand's boards won, tied and lost.
    for i, p in enumerate(r.players):
        assert p.wins + p.ties + p.losses == boards
        assert p.wins == round(expected["win"][i] * boards)
        assert p.ties == round(expected["tie"][i] * boards)
    assert r.std_err == [None] * len(holes)
    if hi_lo:
        assert r.low == pytest.approx(expected["low"], abs=1e-12)
        assert r.scoop == pytest.approx(expected["scoop"], abs=1e-12)
    else:
        assert r.low == [None] * len(holes) and r.scoop == [None] * len(holes)


def test_monte_carlo_is_reproducible_and_near_exact():
    players = ["AhAsKhKs", "2c3d4c5d"]
    exact = handrank.equity(players, board="Ad 7s 8h", game="omaha-hilo")
    assert exact.method == "exact"
    a = handrank.equity(players, board="Ad 7s 8h", game="omaha-hilo", trials=50_000, seed=9)
    b = handrank.equity(players, board="Ad 7s 8h", game="omaha-hilo", trials=50_000, seed=9)
    assert a.method == "monte_carlo" and a.seed == 9 and a.boards == 50_000
    assert a.to_dict() == b.to_dict()
    for p, e in zip(a.players, exact.players):
        assert abs(p.equity - e.equity) < 5 * p.std_err


def test_omaha_ranges_and_to_dict():
    r = handrank.equity(["AhAsKhKs", "random"], game="omaha", trials=20_000, seed=1)
    # `random` is every hole of the 48 cards left, dealt rather than listed: C(48, 4).
    assert r.players[1].combos == 194_580 and r.players[0].combos == 1
    d = r.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["game"] == "omaha" and d["hole_cards"] == 4
    assert set(d["players"][0]) == {
        "range", "combos", "wins", "ties", "losses", "win", "tie", "equity", "std_err",
        "high", "low", "scoop", "weighted",
    }
    assert "EquityResult(game='omaha', method='monte_carlo'" in repr(r)
    five = handrank.equity(["AhAsKhKsQh", "2c3d4c5d6c"], board="Ad 7s 8h 9c", game="omaha5")
    assert five.hole_cards == 5 and five.method == "exact" and five.game == "omaha5"
    # A game's hole count is a rule: PLO5 hands in PLO4 are refused, naming the player.
    with pytest.raises(handrank.EquityError, match="5 cards, but this game deals 4") as caught:
        handrank.equity(["AhAsKhKsQh", "2c3d4c5d"], board="Ad 7s 8h 9c", game="omaha")
    assert caught.value.player == 1


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"std_err": 0.0}, "standard error must be a positive number"),
        ({"time": -1.0}, "time limit must be more than 0"),
        ({"method": "exact", "trials": 10}, "method='exact' takes no trials"),
        ({"method": "guess"}, "unknown method 'guess'"),
        ({"trials": 0}, "trials must be at least 1"),
        ({"game": "pineapple"}, "unknown game 'pineapple'"),
        ({"board": "Ah 2c 3d"}, "Ah is on the board and in player 1's hand"),
        ({"board": "2c 3d"}, "2 board cards given: give none, 3"),
    ],
)
def test_bad_equity_questions(kwargs, message):
    kwargs = {"game": "omaha", **kwargs}
    with pytest.raises(handrank.EquityError, match=message):
        handrank.equity(["AhAsKhKs", "2c3d4c5d"], **kwargs)


def test_every_stopping_rule_and_ctrl_c_path_serve_omaha():
    players = ["AhAsKhKs", "2c3d4c5d"]
    r = handrank.equity(players, board="Ad 7s 8h", game="omaha-hilo", std_err=0.004, seed=2)
    assert r.method == "monte_carlo" and max(r.std_err) < 0.004
    r = handrank.equity(players, game="omaha", time=0.2, seed=2)
    assert r.method == "monte_carlo" and r.boards > 0
    with pytest.raises(handrank.EquityError, match="long=True"):
        handrank.equity(["random"] * 6, game="omaha6", trials=10**13)


def test_bad_omaha_players():
    with pytest.raises(handrank.EquityError) as caught:
        handrank.equity(["AhAsKhKs", "2c3d4c"], game="omaha")
    assert caught.value.player == 2
    with pytest.raises(handrank.EquityError, match="2 to 10 players"):
        handrank.equity(["AhAsKhKs"], game="omaha")
