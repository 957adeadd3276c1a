"""Bad input: clear errors with the Rust messages and attributes, never a crash."""

import random

import numpy as np
import pytest

import handrank


def test_errors_are_value_errors():
    assert issubclass(handrank.ParseError, handrank.HandrankError)
    assert issubclass(handrank.EquityError, handrank.HandrankError)
    assert issubclass(handrank.HandrankError, ValueError)


@pytest.mark.parametrize(
    "hand, message, attributes",
    [
        (
            "Ah Kh Qh Jh Tx",
            "unknown suit 'x' in \"Tx\" (card 5)",
            {"token": "Tx", "position": 5, "card": None, "row": None},
        ),
        (
            "Ah Kh Qh Jh Xh",
            "unknown rank 'X' in \"Xh\" (card 5)",
            {"token": "Xh", "position": 5},
        ),
        (
            "Ah Kh Qh Jh Ah",
            "Ah appears twice in the hand (card 5)",
            {"card": "Ah", "position": 5, "token": None},
        ),
        ("Ah Kh Qh Jh", "expected 5 to 7 cards, found 4", {"position": None}),
        ("Ah Kh Qh Jh Th 9h 8h 7h", "expected 5 to 7 cards, found 8", {}),
        ("", "expected 5 to 7 cards, found 0", {}),
        (
            "Ah Kh Q Jh Th",
            "'Q' is not a card: a card is a rank and a suit, like Ah or 10h (card 3)",
            {"token": "Q", "position": 3},
        ),
        (["Ah", "Kh", "Qh", "Jh", "Tx"], "unknown suit 'x' in \"Tx\" (card 5)", {"position": 5}),
        (["Ah", "Kh", "Qh", "Jh", "Ah"], "Ah appears twice in the hand (card 5)", {"card": "Ah"}),
        (["Ah", "Kh Qh", "Jh", "Th"], "card 2: 'Kh Qh' is 2 cards, not one", {"position": 2}),
        (["Ah", "Kx", "Jh", "Th"], "unknown suit 'x' in \"Kx\" (card 2)", {"position": 2}),
        (
            [50, 46, 42, 38, 52],
            "card index 52 is not a card: indices run from 0 (2c) to 51 (As) (card 5)",
            {"position": 5},
        ),
        ([50, 46, 42, 38, -1], "card index -1 is not a card", {"position": 5}),
        ([50, 46, 42, 38, 2**70], f"card index {2**70} is not a card", {}),
        ([50, 46, 42, 38, 50], "Ah appears twice in the hand (card 5)", {"card": "Ah"}),
        (np.array([50, 46, 42, 38, 99], dtype=np.uint8), "card index 99 is not a card", {}),
    ],
)
def test_parse_errors_carry_the_rust_messages(hand, message, attributes):
    with pytest.raises(handrank.ParseError) as error:
        handrank.evaluate(hand)
    assert str(error.value).startswith(message)
    for name, value in attributes.items():
        assert getattr(error.value, name) == value, name


def test_compare_names_the_hand():
    with pytest.raises(handrank.ParseError, match=r"^hand 2: unknown suit 'x'") as error:
        handrank.compare("Ah Kh Qh Jh Th", "2c 3c 4c 5c 6x")
    assert error.value.hand == 2 and error.value.position == 5
    with pytest.raises(handrank.ParseError, match=r"^hand 1: expected 5 to 7 cards, found 2"):
        handrank.compare("Ah Kh", "2c 3c 4c 5c 6c")
    with pytest.raises(handrank.ParseError, match=r"^hand 1: card index 60") as error:
        handrank.compare([60, 1, 2, 3, 4], "2c 3c 4c 5c 6c")
    assert error.value.hand == 1


def test_parse_errors():
    with pytest.raises(handrank.ParseError, match="Ah appears twice"):
        handrank.parse("Ah Kd Ah")
    with pytest.raises(TypeError, match="parse reads a string"):
        handrank.parse([1, 2])


@pytest.mark.parametrize("value", [0, -1, 7463, 10**30])
def test_strengths_out_of_range(value):
    with pytest.raises(handrank.ParseError, match=f"{value} is not a hand strength"):
        handrank.describe(value)
    with pytest.raises(handrank.ParseError, match="not a hand strength"):
        handrank.category(value)


@pytest.mark.parametrize("value", [None, 1.5, {"a": 1}, b"Ah Kh Qh Jh Th", object(), [None] * 5])
def test_wrong_types_are_type_errors(value):
    with pytest.raises(TypeError):
        handrank.evaluate(value)


def test_strings_of_every_kind_never_crash():
    rng = random.Random(1)
    alphabet = "AKQJT98765432cdhs10♥♦♣♠♡♢♧♤ ,\x00\ufeff\ufe0f\u200bé"
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 25)))
        for call in (handrank.evaluate, handrank.best_five, handrank.parse):
            try:
                call(text)
            except handrank.ParseError:
                pass
        try:
            handrank.equity([text, "random"], trials=10, seed=1)
        except (handrank.ParseError, handrank.EquityError):
            pass


def test_random_arrays_never_crash():
    rng = np.random.default_rng(1)
    for cards in range(0, 10):
        for _ in range(20):
            hands = rng.integers(0, 256, size=(rng.integers(0, 50), cards), dtype=np.uint8)
            try:
                result = handrank.evaluate(hands)
            except handrank.ParseError:
                continue
            assert result.shape == (hands.shape[0],)
            assert ((result >= 1) & (result <= 7462)).all()
    masks = rng.integers(0, 2**63, size=1000, dtype=np.uint64)
    with pytest.raises(handrank.ParseError, match="^mask 0: "):
        handrank.evaluate_masks(masks)


def test_unpaired_surrogates_are_an_error_not_a_crash():
    with pytest.raises((handrank.ParseError, UnicodeError)):
        handrank.evaluate("Ah Kh Qh Jh \ud800")
