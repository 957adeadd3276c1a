"""Every game with game=: single hands, arrays and strings agree; words and categories;
errors; and the orderings of random hands against pokerkit, an outside implementation."""

import numpy as np
import pytest

import handrank
from handrank import Category

pokerkit = pytest.importorskip("pokerkit")

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def text(row):
    """pokerkit's notation of card indices: "As2d3h"."""
    return "".join(RANKS[i // 4] + SUITS[i % 4] for i in row)


def random_hands(n, cards, seed, deck=range(52)):
    """n distinct-card hands of `cards` card indices from `deck`, as a uint8 array."""
    deck = np.array(list(deck), dtype=np.uint8)
    rng = np.random.default_rng(seed)
    order = np.argsort(rng.random((n, len(deck))), axis=1)[:, :cards]
    return deck[order]


# game, cards per hand, deck, pokerkit's hand type for the same ranking.
GAMES = [
    ("stud", 7, range(52), lambda: pokerkit.StandardHighHand),
    ("short-deck", 7, range(16, 52), lambda: pokerkit.ShortDeckHoldemHand),
    ("razz", 7, range(52), lambda: pokerkit.RegularLowHand),
    ("ace-five", 5, range(52), lambda: pokerkit.RegularLowHand),
    ("deuce-seven", 5, range(52), lambda: pokerkit.StandardLowHand),
    ("badugi", 4, range(52), lambda: pokerkit.BadugiHand),
]


@pytest.mark.parametrize("game,cards,deck,kind", GAMES, ids=[g[0] for g in GAMES])
def test_orderings_agree_with_pokerkit(game, cards, deck, kind):
    hands = random_hands(400, cards, seed=cards * 7 + len(game), deck=deck)
    ours = handrank.evaluate(hands, game=game).astype(int)
    theirs = [kind().from_game(text(row)) for row in hands]
    # Every pair of hands ordered alike: sort by ours, then pokerkit must agree on each
    # neighbouring pair (ties included).
    order = np.argsort(ours, kind="stable")
    for a, b in zip(order, order[1:]):
        assert (ours[a] < ours[b]) == (theirs[a] < theirs[b]), (text(hands[a]), text(hands[b]))
        assert (ours[a] == ours[b]) == (theirs[a] == theirs[b]), (text(hands[a]), text(hands[b]))


def eight_or_better(row):
    """pokerkit's eight-or-better low of a hand, or None when none qualifies."""
    try:
        return pokerkit.EightOrBetterLowHand.from_game(text(row))
    except ValueError:
        return None


def test_stud_hilo_high_is_stud_and_its_low_agrees_with_pokerkit():
    hands = random_hands(300, 7, seed=8)
    high = handrank.evaluate(hands, game="stud-hilo")
    assert (high == handrank.evaluate(hands, game="stud")).all()
    # The low: the 56 best razz strengths are exactly the eight-or-better lows.
    razz = handrank.evaluate(hands, game="razz").astype(int)
    lows = [eight_or_better(row) for row in hands]
    assert [low is not None for low in lows] == (razz > 6175 - 56).tolist()
    ranked = sorted((r, low) for r, low in zip(razz, lows) if low is not None)
    assert len(ranked) > 10
    for (r1, l1), (r2, l2) in zip(ranked, ranked[1:]):
        assert (r1 < r2) == (l1 < l2) and (r1 == r2) == (l1 == l2)


def test_one_hand_arrays_and_strings_agree():
    for game, cards, deck, _ in GAMES + [("stud-hilo", 7, range(52), None)]:
        hands = random_hands(50, cards, seed=3, deck=deck)
        many = handrank.evaluate(hands, game=game)
        assert many.dtype == np.uint16
        strings = np.array([text(row) for row in hands])
        assert (handrank.evaluate(strings, game=game) == many).all()
        assert [handrank.evaluate(text(row), game=game) for row in hands] == many.tolist()
        assert handrank.evaluate(list(hands[0]), game=game) == many[0]


def test_words_and_categories():
    assert handrank.evaluate("5h 4d 3c 2s Ah Kd Kc", game="razz") == 6175
    assert handrank.describe(6175, game="razz") == "Wheel (5-4-3-2-A)"
    number_one = handrank.evaluate("7c 5d 4h 3s 2c", game="deuce-seven")
    assert handrank.describe(number_one, game="2-7") == "Seven-Five low (7-5-4-3-2)"
    assert handrank.category(number_one, game="deuce-seven") == Category.HIGH_CARD
    flush = handrank.evaluate("Ah Kh Ks Kd 9h 8h 6h", game="short-deck")
    assert handrank.describe(flush, game="short-deck") == "Flush, Ace-King-Nine-Eight-Six"
    assert handrank.category(flush, game="short-deck") is Category.FLUSH
    badugi = handrank.evaluate("7c 4d Ah 4s", game="badugi")
    assert handrank.describe(badugi, game="badugi") == "three-card badugi, 7-4-A"
    assert handrank.category(badugi, game="badugi") == 3
    assert handrank.category(6175, game="razz") == 6  # no pair
    strengths = handrank.evaluate(random_hands(20, 7, seed=1), game="razz")
    assert handrank.describe(strengths, game="razz") == [
        handrank.describe(int(s), game="razz") for s in strengths
    ]
    numbers = handrank.category(strengths, game="razz")
    assert numbers.dtype == np.uint8 and set(numbers.tolist()) <= set(range(1, 7))


def test_errors_name_the_row_and_the_game():
    with pytest.raises(handrank.ParseError, match="short deck"):
        handrank.evaluate("Ac 5d 7h 8s 9c", game="short-deck")
    rows = random_hands(10, 7, seed=2, deck=range(16, 52))
    rows[6, 2] = 3  # a deuce
    with pytest.raises(handrank.ParseError, match="row 6") as error:
        handrank.evaluate(rows, game="short-deck")
    assert error.value.row == 6
    with pytest.raises(handrank.ParseError, match="5 cards"):
        handrank.evaluate(random_hands(3, 6, seed=1), game="ace-five")
    with pytest.raises(ValueError, match="unknown game 'pineapple'"):
        handrank.evaluate("Ah Kh Qh Jh Th", game="pineapple")
    with pytest.raises(ValueError, match="evaluate_omaha"):
        handrank.evaluate("Ah Kh Qh Jh Th", game="omaha")
    with pytest.raises(handrank.ParseError, match="1 to 1092"):
        handrank.describe(1093, game="badugi")


def test_compare_in_every_game_agrees_with_evaluate():
    # The edge cases players argue about, each a win for the first hand.
    cases = [
        ("short-deck", "Ah Kh 9h 7h 6h", "Kc Kd Ks 9c 9d"),  # a flush beats a full house
        ("short-deck", "Ah 6c 7d 8s 9h", "Kc Kd Ks Qc Jd"),  # A-6-7-8-9 is a straight
        ("razz", "Kc Qd 8h 7s 6c 3d 2h", "Ac Ad 2c 2s 3h 3d Kc"),  # 8-7 low v a pair
        ("deuce-seven", "7c 5d 4h 3s 2c", "Ac 5d 4h 3s 2d"),  # A-5-4-3-2 is ace-high
        ("ace-five", "Ac 2d 3h 4s 5c", "6c 4d 3h 2s Ac"),
        ("badugi", "Kc Qd Jh Ts", "Ac 2c 3d 4h"),  # four cards beat three
        ("stud-hilo", "Ah Ad Kc Kd 2s 3s 9h", "Qh Qd Jc Jd 2c 3c 9d"),  # the high hands
    ]
    for game, a, b in cases:
        assert handrank.compare(a, b, game=game) == "win", game
        assert handrank.compare(b, a, game=game) == "lose", game
        assert handrank.compare(a, a, game=game) == "tie", game
    # Random hands: compare says what the strengths say.
    for game, cards, deck, _ in GAMES:
        hands = random_hands(200, cards, seed=11, deck=deck)
        strengths = handrank.evaluate(hands, game=game)
        for i in range(0, 200, 2):
            expected = ["lose", "tie", "win"][
                int(np.sign(int(strengths[i]) - int(strengths[i + 1]))) + 1
            ]
            a, b = [int(c) for c in hands[i]], [int(c) for c in hands[i + 1]]
            assert handrank.compare(a, b, game=game) == expected
    assert handrank.compare("Ah Kh Qh Jh Th", "2c 3d 4h 5s 7c") == "win"


def test_compare_errors_name_the_hand_and_the_game():
    with pytest.raises(handrank.ParseError, match="hand 2") as error:
        handrank.compare("Ah Kh Qh Jh", "Ah 5c 6d", game="badugi")
    assert error.value.hand == 2
    with pytest.raises(handrank.ParseError, match="not in the short deck"):
        handrank.compare("Ah 6c 7d 8s 9h", "2c Kd Ks Qc Jd", game="short-deck")
    with pytest.raises(ValueError, match="evaluate_omaha"):
        handrank.compare("Ah Kh Qh Jh", "2c 3c 4c 5c", game="omaha")
    with pytest.raises(ValueError, match="unknown game"):
        handrank.compare("Ah Kh Qh Jh Th", "2c 3d 4h 5s 7c", game="pineapple")
