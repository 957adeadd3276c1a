"""Single hands: known strengths, notations, descriptions, best five, compare, parse."""

import pytest

import handrank
from handrank import Category


def test_royal_flush_is_the_top_strength():
    assert handrank.evaluate("Ah Kh Qh Jh Th") == 7462 == handrank.MAX_STRENGTH
    assert handrank.describe(7462) == "Royal Flush"
    assert handrank.category(7462) is Category.STRAIGHT_FLUSH


def test_weakest_hand_is_one():
    assert handrank.evaluate("7c 5d 4h 3s 2c") == 1
    assert handrank.describe(1) == "High Card, Seven-Five-Four-Three-Two"


def test_the_wheel_is_the_lowest_straight():
    wheel = handrank.evaluate("Ah 2d 3c 4s 5h")
    six_high = handrank.evaluate("2d 3c 4s 5h 6h")
    best_high_card = handrank.evaluate("Ah Kd Qc Js 9h")
    assert handrank.describe(wheel) == "Straight, Five high"
    assert handrank.category(wheel) is Category.STRAIGHT
    assert best_high_card < handrank.evaluate("2c 2d 3h 4s 5s") < wheel < six_high
    # The steel wheel is the lowest straight flush.
    steel = handrank.evaluate("Ah 2h 3h 4h 5h")
    assert handrank.describe(steel) == "Straight Flush, Five high"
    assert steel < handrank.evaluate("2h 3h 4h 5h 6h")


def test_seven_cards_take_the_best_five():
    strength = handrank.evaluate("Kh 9c Kd 2s 9s Qh 3d")
    assert handrank.describe(strength) == "Two Pair, Kings and Nines, Queen kicker"
    assert handrank.category(strength) == Category.TWO_PAIR == 3
    assert Category.TWO_PAIR.label == "Two Pair"
    assert handrank.best_five("Kh 9c Kd 2s 9s Qh 3d") == ["Kh", "Kd", "9s", "9c", "Qh"]


@pytest.mark.parametrize(
    "hand",
    [
        "Ah Kh Qh Jh Th",
        "AhKhQhJhTh",
        "ah,kh,qh,jh,th",
        "A♥ K♥ Q♥ J♥ 10♥",
        "A♥️ K♥️ Q♥️ J♥️ T♥️",
        ["Ah", "Kh", "Qh", "Jh", "Th"],
        ("Ah", "Kh", "Qh", "Jh", "Th"),
        [50, 46, 42, 38, 34],
        ["Ah", 46, "Qh", 38, "10h"],
    ],
)
def test_every_notation_gives_the_same_strength(hand):
    assert handrank.evaluate(hand) == 7462


def test_indices_follow_the_rust_layout():
    # 4 * rank + suit: rank 0 = deuce .. 12 = ace, suits c, d, h, s.
    assert handrank.parse("2c 2d 2h 2s 3c As") == [0, 1, 2, 3, 4, 51]
    assert handrank.parse("Ah Kd") == [50, 45]
    assert handrank.evaluate(handrank.parse("Ah Kh Qh Jh Th 2c 3d")) == 7462


def test_six_and_seven_cards():
    assert handrank.evaluate("Ah Kh Qh Jh Th 2c") == 7462
    assert handrank.evaluate("2c 3c 4c 5c 7d 8d Ac") == handrank.evaluate("Ac 2c 3c 4c 5c")


def test_describe_and_category_of_every_strength():
    names = [handrank.describe(s) for s in range(1, 7463)]
    assert len(set(names)) == 7462
    categories = [handrank.category(s) for s in range(1, 7463)]
    assert categories == sorted(categories)
    # Distinct 5-card classes per category (the known 1277, 2860, 858, 858, 10, 1277,
    # 156, 156, 10).
    counts = [categories.count(c) for c in Category]
    assert counts == [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]


def test_compare():
    assert handrank.compare("2H 3H 4H 5H 6H", "AS AD AC AH JD") == "win"
    assert handrank.compare("AS AD AC AH JD", "2H 3H 4H 5H 6H") == "lose"
    assert handrank.compare("Ah Kd Qc Js 9h", "As Kc Qd Jh 9s") == "tie"
    # Separate decks: the same card may be in both hands.
    assert handrank.compare("Ah Kh Qh Jh Th", "Ah Kh Qh Jh Th") == "tie"


def test_parse_any_number_of_cards():
    assert handrank.parse("") == []
    assert handrank.parse("AhKhQh") == [50, 46, 42]
