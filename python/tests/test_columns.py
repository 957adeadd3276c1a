"""Plain Python and pandas values wherever an array is taken: integer arrays of every width,
arrays and Series of strings, lists, DataFrames; whole-number floats as counts."""

import importlib.metadata

import numpy as np
import pytest

import handrank

pd = pytest.importorskip("pandas")

INT_TYPES = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]
RANKS = "23456789TJQKA"
SUITS = "cdhs"


def name(index):
    return RANKS[index // 4] + SUITS[index % 4]


def random_hands(n, cards, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :cards].astype(np.uint8)


def texts(hands, sep=" "):
    return [sep.join(name(int(c)) for c in row) for row in hands]


@pytest.fixture(scope="module")
def hands():
    return random_hands(5000, 7, seed=22)


@pytest.fixture(scope="module")
def strengths(hands):
    return handrank.evaluate(hands)


@pytest.mark.parametrize("dtype", INT_TYPES)
def test_rows_of_every_integer_width(hands, strengths, dtype):
    assert np.array_equal(handrank.evaluate(hands.astype(dtype)), strengths)
    assert np.array_equal(handrank.evaluate(np.asfortranarray(hands.astype(dtype))), strengths)


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.int64, np.uint16, np.uint64])
def test_out_of_range_indices_name_the_value_and_row(hands, dtype):
    bad = hands[:10].astype(dtype)
    value = np.iinfo(dtype).max if dtype != np.int8 else -1
    if np.issubdtype(dtype, np.signedinteger) and dtype != np.int8:
        value = -3
    bad[6, 2] = value
    with pytest.raises(handrank.ParseError) as caught:
        handrank.evaluate(bad)
    assert str(caught.value).startswith(f"row 6: card index {value} is not a card")
    assert caught.value.row == 6 and caught.value.position == 3


def test_a_wide_value_is_never_wrapped_into_a_card(hands):
    bad = hands[:3].astype(np.int64)
    bad[1, 0] = 256 + int(bad[1, 0])  # would be a valid card modulo 256
    with pytest.raises(handrank.ParseError, match=r"row 1: card index (2[5-9]\d|30\d) is not a card"):
        handrank.evaluate(bad)
    # An earlier row with a repeated card is reported first.
    bad[0, 1] = bad[0, 0]
    with pytest.raises(handrank.ParseError, match="row 0: .* appears twice"):
        handrank.evaluate(bad)


def test_strings_as_arrays_series_and_lists(hands, strengths):
    column = texts(hands)
    for value in (np.array(column), np.array(column, dtype=object), pd.Series(column)):
        out = handrank.evaluate(value)
        assert isinstance(out, np.ndarray) and out.dtype == np.uint16
        assert np.array_equal(out, strengths)
    # Any notation the parser reads, row by row.
    assert np.array_equal(handrank.evaluate(pd.Series(texts(hands, sep=""))), strengths)


def test_every_notation_agrees_with_one_hand_at_a_time(hands, strengths):
    """The array path (a byte scanner, then the parser) reads what the parser reads."""
    symbols = dict(zip(SUITS, "♣♦♥♠"))
    forms = [
        name,
        lambda c: name(c).lower(),
        lambda c: name(c)[0] + symbols[name(c)[1]],
        lambda c: ("10" if name(c)[0] == "T" else name(c)[0]) + name(c)[1].upper(),
    ]
    rng = np.random.default_rng(5)
    column = []
    for row in hands[:2000]:
        cards = [forms[rng.integers(len(forms))](int(c)) for c in row]
        column.append(["", " ", ", ", ",", "  "][rng.integers(5)].join(cards))
    column[7] = column[7].replace(" ", "\n", 1)  # a newline is whitespace, too
    out = handrank.evaluate(pd.Series(column))
    assert out.tolist() == [handrank.evaluate(text) for text in column]
    assert out.tolist() == strengths[:2000].tolist()


def test_a_dataframe(hands, strengths):
    frame = pd.DataFrame({"hand": texts(hands)})
    frame["strength"] = handrank.evaluate(frame["hand"])
    assert np.array_equal(frame["strength"].to_numpy(), strengths)
    frame["category"] = handrank.category(frame["strength"])
    assert np.array_equal(frame["category"].to_numpy(), handrank.category(strengths))
    assert handrank.describe(frame["strength"])[:3] == handrank.describe(strengths[:3])
    # A column per card: as indices, or as card strings read together per row.
    cards = pd.DataFrame(hands.astype(np.int64), columns=[f"c{i}" for i in range(7)])
    assert np.array_equal(handrank.evaluate(cards), strengths)
    names = cards.apply(lambda column: column.map(name))
    assert np.array_equal(handrank.evaluate(names), strengths)


def test_lists_of_rows(hands, strengths):
    assert handrank.evaluate(hands[:50].tolist()).tolist() == strengths[:50].tolist()
    rows = [[name(int(c)) for c in row] for row in hands[:50]]
    assert handrank.evaluate(rows).tolist() == strengths[:50].tolist()
    # A flat list is still one hand.
    assert handrank.evaluate(hands[0].tolist()) == strengths[0]
    assert handrank.evaluate(rows[0]) == strengths[0]
    assert handrank.evaluate(hands[0].astype(np.int64)) == strengths[0]


def test_bad_strings_name_the_row():
    column = pd.Series(["Ah Kh Qh Jh Th", "2c 3c 4c 5c 7d", "2c 3c 4c 5c 7x"])
    with pytest.raises(handrank.ParseError) as caught:
        handrank.evaluate(column)
    assert str(caught.value).startswith("row 2: unknown suit 'x'")
    assert caught.value.row == 2 and caught.value.token == "7x"
    with pytest.raises(handrank.ParseError, match="row 1: .*5 to 7"):
        handrank.evaluate(np.array(["Ah Kh Qh Jh Th", "2c 3c"]))
    # A missing hand is a missing strength; a bad one after it is named by its own row.
    with pytest.raises(handrank.ParseError, match=r"^row 2: .*5 to 7") as caught:
        handrank.evaluate(pd.Series(["Ah Kh Qh Jh Th", None, "2c"]))
    assert caught.value.row == 2
    with pytest.raises(TypeError, match=r"row 1: expected a string of cards, got float nan"):
        handrank.evaluate(np.array(["Ah Kh Qh Jh Th", np.nan], dtype=object))
    with pytest.raises(TypeError, match="float64"):
        handrank.evaluate(np.zeros((2, 7)))
    with pytest.raises(TypeError, match="rows must have equal lengths"):
        handrank.evaluate([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9, 10, 11, 12]])


def test_a_list_of_hand_strings_hints_at_arrays():
    with pytest.raises(handrank.ParseError, match="numpy.array"):
        handrank.evaluate(["Ah Kh Qh Jh Th", "2c 3c 4c 5c 7d"])


@pytest.mark.parametrize("dtype", INT_TYPES)
def test_strengths_of_every_width(strengths, dtype):
    if np.iinfo(dtype).max < 7462:
        return
    wide = strengths.astype(dtype)
    assert np.array_equal(handrank.category(wide), handrank.category(strengths))
    assert handrank.describe(wide[:5]) == handrank.describe(strengths[:5])
    assert np.array_equal(handrank.category(pd.Series(wide)), handrank.category(strengths))


def test_strengths_out_of_range_name_the_index():
    with pytest.raises(handrank.ParseError, match="index 2: 70000 is not a hand strength"):
        handrank.category(np.array([1, 2, 70000], dtype=np.int64))
    with pytest.raises(handrank.ParseError, match="index 1: -5 is not a hand strength"):
        handrank.category(pd.Series([7462, -5]))
    with pytest.raises(handrank.ParseError, match="index 0: 0 is not"):
        handrank.describe([0, 1])
    assert handrank.category([1, 7462]).tolist() == [1, 9]
    assert handrank.describe((1, 7462)) == ["High Card, Seven-Five-Four-Three-Two", "Royal Flush"]
    with pytest.raises(TypeError, match="float64"):
        handrank.category(np.array([1.0, 2.0]))


def test_masks_of_every_width():
    royal = sum(1 << (16 * 2 + r) for r in range(8, 13))
    for dtype in (np.int64, np.uint64):
        out = handrank.evaluate_masks(np.array([royal], dtype=dtype))
        assert out.tolist() == [7462]
    assert handrank.evaluate_masks([royal, royal]).tolist() == [7462, 7462]
    assert handrank.evaluate_masks(pd.Series([royal])).tolist() == [7462]
    with pytest.raises(handrank.ParseError, match="mask 1: -1 is not a card mask") as caught:
        handrank.evaluate_masks(np.array([royal, -1], dtype=np.int64))
    assert caught.value.row == 1


def test_omaha_columns():
    holes = pd.Series(["Ah Kh 3h 2h", "Ah 2h 9c Kd", "2c 3d 4c 5d"])
    boards = pd.Series(["Qh 9h 4h Tc Js", "3s 4d 8c Qh Js", "Ad 7s 8h"])
    strengths = handrank.evaluate_omaha(holes, boards)
    assert strengths.tolist() == [handrank.evaluate_omaha(h, b) for h, b in zip(holes, boards)]
    as_ints = np.array([handrank.parse(h) for h in holes], dtype=np.int32)
    board_ints = [handrank.parse(b) for b in boards[:2]]
    assert handrank.evaluate_omaha(as_ints[:2], np.array(board_ints, np.int64)).tolist() == (
        strengths[:2].tolist()
    )
    with pytest.raises(handrank.ParseError, match="row 1: board: .*7x"):
        handrank.evaluate_omaha(holes[:2], pd.Series(["Qh 9h 4h", "3s 4d 7x"]))
    with pytest.raises(handrank.ParseError, match="row 0: .*appears twice"):
        handrank.evaluate_omaha(holes[:1], pd.Series(["Ah 9h 4h"]))


def test_omaha_lows_as_values():
    holes = pd.Series(["Ah 2h 9c Kd", "Ah 2h 5c 6d", "Ah 2h 3c 4d", "Ah Kh Qc Jd"])
    boards = pd.Series(["3s 4d 8c Qh Js", "2c 3d 4s Kh Qh", "Ks Qd 8c 9h 2s", "2c 3d 4s 5h 6h"])
    lows = handrank.omaha_low(holes, boards)
    assert lows.dtype == np.uint8
    words = [handrank.omaha_low(h, b) for h, b in zip(holes, boards)]
    assert words == ["8-4-3-2-A", "5-4-3-2-A", None, None]
    assert handrank.describe_low(lows) == words
    assert lows.tolist()[2:] == [0, 0] and lows[1] == 56 and 0 < lows[0] < 56
    assert [handrank.describe_low(v) for v in (1, 56, 0)] == ["8-7-6-5-4", "5-4-3-2-A", None]
    assert handrank.describe_low(56, game="omaha-hilo") == "5-4-3-2-A"
    with pytest.raises(handrank.ParseError, match="index 1: 57 is not an omaha-hilo low"):
        handrank.describe_low(np.array([3, 57]))
    with pytest.raises(ValueError, match="unknown game 'razz'"):
        handrank.describe_low(3, game="razz")


def test_whole_number_floats_as_counts():
    a = handrank.equity(["AhKh", "QQ"], trials=1e4, seed=3)
    b = handrank.equity(["AhKh", "QQ"], trials=10_000, seed=3)
    assert a.boards == 10_000 and a.equity == b.equity
    assert handrank.equity(["AhKh", "QQ"], trials=np.int64(100), seed=1).boards == 100
    assert handrank.equity(["AhKh", "QQ"], trials=np.float32(100), seed=1).boards == 100
    rows = handrank.breakdown(["AKs", "QQ"], by="class", trials=1e3, seed=1)
    assert rows[0].boards == 1000
    for bad, shown in ((1.5, "1.5"), (float("inf"), "inf"), (True, "a bool"), ("1e6", "str")):
        with pytest.raises(TypeError, match=f"expected a whole number.*got {shown}") as caught:
            handrank.equity(["AhKh", "QQ"], trials=bad)
        assert "'trials'" in "".join(getattr(caught.value, "__notes__", [str(caught.value)]))


def test_version():
    assert handrank.__version__ == importlib.metadata.version("handrank")
    assert handrank.__version__.count(".") == 2
