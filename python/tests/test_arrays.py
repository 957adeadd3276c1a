"""NumPy arrays: every hand of 5 cards, every accepted shape and layout, masks, errors."""

import itertools
from math import comb

import numpy as np
import pytest

import handrank
from handrank import Category


def random_hands(n, cards, seed):
    """n distinct-card hands of `cards` card indices each, as an (n, cards) uint8 array."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :cards].astype(np.uint8)


def masks_of(hands):
    """Card masks (bit 16 * suit + rank) of an array of card indices."""
    bits = (16 * (hands.astype(np.uint64) % 4) + hands.astype(np.uint64) // 4).astype(np.uint64)
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), bits), axis=1)


@pytest.fixture(scope="module")
def all_five_card_hands():
    total = comb(52, 5)
    flat = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
        dtype=np.uint8,
        count=5 * total,
    )
    return flat.reshape(total, 5)


def test_category_counts_of_all_five_card_hands(all_five_card_hands):
    strengths = handrank.evaluate(all_five_card_hands)
    assert strengths.dtype == np.uint16 and strengths.shape == (2_598_960,)
    categories = handrank.category(strengths)
    assert categories.dtype == np.uint8
    counts = np.bincount(categories, minlength=10)[1:]
    assert counts.tolist() == [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
    assert (strengths == handrank.MAX_STRENGTH).sum() == 4  # the royal flushes
    # Every one of the 7,462 classes occurs.
    assert len(np.unique(strengths)) == 7462
    assert (categories == Category.FLUSH).sum() == 5_108


@pytest.mark.parametrize("cards", [5, 6, 7])
def test_arrays_agree_with_single_hands_and_masks(cards):
    hands = random_hands(3000, cards, seed=cards)
    strengths = handrank.evaluate(hands)
    assert strengths.shape == (3000,) and strengths.dtype == np.uint16
    assert strengths.tolist() == [handrank.evaluate(row.tolist()) for row in hands]
    assert handrank.evaluate_masks(masks_of(hands)).tolist() == strengths.tolist()


def test_a_large_array_uses_the_parallel_path_in_order():
    hands = random_hands(100_000, 7, seed=1)
    strengths = handrank.evaluate(hands)
    sample = range(0, 100_000, 997)
    assert [strengths[i] for i in sample] == [handrank.evaluate(hands[i]) for i in sample]


def test_layouts_that_need_a_copy():
    hands = random_hands(500, 7, seed=2)
    expected = handrank.evaluate(hands)
    assert np.array_equal(handrank.evaluate(np.asfortranarray(hands)), expected)
    assert np.array_equal(handrank.evaluate(hands[:, ::-1]), expected)  # same cards
    assert np.array_equal(handrank.evaluate(hands[::2]), expected[::2])
    readonly = hands.copy()
    readonly.flags.writeable = False
    assert np.array_equal(handrank.evaluate(readonly), expected)


def test_empty_array():
    result = handrank.evaluate(np.zeros((0, 7), dtype=np.uint8))
    assert result.shape == (0,) and result.dtype == np.uint16


def test_a_one_dimensional_array_is_one_hand():
    assert handrank.evaluate(np.array(handrank.parse("Ah Kh Qh Jh Th"), dtype=np.uint8)) == 7462


# Integers of every width are accepted (test_columns.py); other element types are not.
@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.bool_, np.complex64])
def test_other_dtypes_are_a_type_error(dtype):
    with pytest.raises(TypeError, match="uint8"):
        handrank.evaluate(np.zeros((3, 7), dtype=dtype))


@pytest.mark.parametrize("cards", [0, 1, 4, 8, 52])
def test_rows_of_the_wrong_length(cards):
    with pytest.raises(handrank.ParseError, match=f"expected 5 to 7 cards per row, found {cards}"):
        handrank.evaluate(np.zeros((3, cards), dtype=np.uint8))


def test_three_dimensions_is_a_type_error():
    with pytest.raises(TypeError, match="shape"):
        handrank.evaluate(np.zeros((2, 3, 7), dtype=np.uint8))


@pytest.mark.parametrize("rows", [10, 100_000])
def test_an_index_out_of_range_names_the_first_bad_row(rows):
    hands = random_hands(rows, 7, seed=3)
    hands[rows - 3, 4] = 52
    hands[rows - 1, 0] = 255
    with pytest.raises(handrank.ParseError) as error:
        handrank.evaluate(hands)
    assert str(error.value) == (
        f"row {rows - 3}: card index 52 is not a card: indices run from 0 (2c) to 51 (As) (card 5)"
    )
    assert error.value.row == rows - 3 and error.value.position == 5
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize("rows", [10, 100_000])
def test_a_card_twice_in_a_row_names_the_row_and_card(rows):
    hands = random_hands(rows, 6, seed=4)
    hands[rows - 2, 3] = hands[rows - 2, 1]
    with pytest.raises(handrank.ParseError) as error:
        handrank.evaluate(hands)
    index = int(hands[rows - 2, 1])
    name = "23456789TJQKA"[index // 4] + "cdhs"[index % 4]
    assert str(error.value) == f"row {rows - 2}: {name} appears twice in the hand (card 4)"
    assert (error.value.row, error.value.card, error.value.position) == (rows - 2, name, 4)


def test_masks():
    hands = random_hands(1000, 7, seed=5)
    masks = masks_of(hands)
    assert handrank.evaluate_masks(masks).tolist() == handrank.evaluate(hands).tolist()
    assert handrank.evaluate_masks(int(masks[0])) == handrank.evaluate(hands[0])
    royal = sum(1 << (16 * 2 + rank) for rank in range(8, 13))
    assert handrank.evaluate_masks(royal) == 7462


def test_bad_masks():
    masks = masks_of(random_hands(50, 7, seed=6))
    masks[20] = np.uint64(0b1111)  # four cards
    with pytest.raises(handrank.ParseError, match=r"^mask 20: 0x000000000000000f has 4 cards, expected 5 to 7$") as error:
        handrank.evaluate_masks(masks)
    assert error.value.row == 20
    masks[20] = np.uint64(1 << 13 | 0b11111)  # bit 13 is no card
    with pytest.raises(handrank.ParseError, match="bits that are not cards"):
        handrank.evaluate_masks(masks)
    with pytest.raises(TypeError, match="uint64"):
        handrank.evaluate_masks(masks.astype(np.float64))
    with pytest.raises(TypeError, match="1-D"):
        handrank.evaluate_masks(masks.reshape(5, 10))
    with pytest.raises(handrank.ParseError, match="4 cards"):
        handrank.evaluate_masks(0b1111)
    with pytest.raises(TypeError):
        handrank.evaluate_masks("Ah Kh")
    with pytest.raises(TypeError):
        handrank.evaluate_masks(-1)


def test_category_names_of_arrays_and_series():
    strengths = handrank.evaluate(random_hands(300, 7, seed=11))
    names = handrank.category(strengths, names=True)
    assert names.tolist() == [handrank.Category(int(n)).label
                              for n in handrank.category(strengths)]
    assert handrank.category(7462, names=True) == "Straight Flush"
    assert handrank.category(1, names=True) == "High Card"
    assert handrank.category(6175, game="razz", names=True) == "No Pair"
    assert handrank.category(handrank.evaluate("7c 4d Ah 4s", game="badugi"), game="badugi",
                             names=True) == "three-card badugi"
    pd = pytest.importorskip("pandas")
    series = pd.Series(strengths[:50], index=range(100, 150), name="strength")
    named = handrank.category(series, names=True)
    assert list(named.index) == list(series.index) and named.name == "strength"
    assert named.cat.ordered
    assert list(named.cat.categories) == [c.label for c in handrank.Category]
    assert named.tolist() == names[:50].tolist()
    razz = handrank.category(pd.Series([6175, 1]), game="razz", names=True)
    assert list(razz.cat.categories)[-1] == "No Pair" and len(razz.cat.categories) == 6


def test_a_missing_value_in_a_series_gives_a_missing_result():
    pd = pytest.importorskip("pandas")
    hands = pd.Series(["Ah Kh Qh Jh Th", None, "As Ks 2d 3c 4h", float("nan")],
                      index=[10, 11, 12, 13], name="hand")
    strengths = handrank.evaluate(hands)
    assert str(strengths.dtype) == "UInt16" and list(strengths.index) == [10, 11, 12, 13]
    assert strengths.isna().tolist() == [False, True, False, True]
    assert strengths[10] == 7462 and strengths[12] == handrank.evaluate("As Ks 2d 3c 4h")
    assert handrank.evaluate(hands, game="stud")[12] == handrank.evaluate(
        "As Ks 2d 3c 4h", game="stud")
    categories = handrank.category(strengths)
    assert str(categories.dtype) == "UInt8" and categories.isna().tolist()[1]
    assert categories[10] == handrank.Category.STRAIGHT_FLUSH
    named = handrank.category(strengths, names=True)
    assert named[10] == "Straight Flush" and pd.isna(named[11])
    assert handrank.describe(strengths) == ["Royal Flush", None, "High Card, Ace-King-Four-Three-Two", None]
    assert handrank.evaluate(pd.Series([None, None])).isna().all()
    with pytest.raises(TypeError, match="row 1"):
        handrank.evaluate(np.array(["Ah Kh Qh Jh Th", None], dtype=object))


def test_category_and_describe_of_arrays():
    strengths = handrank.evaluate(random_hands(200, 7, seed=7))
    categories = handrank.category(strengths)
    assert categories.tolist() == [int(handrank.category(int(s))) for s in strengths]
    assert handrank.category(strengths.reshape(20, 10)).shape == (20, 10)
    assert handrank.describe(strengths) == [handrank.describe(int(s)) for s in strengths]
    with pytest.raises(TypeError, match="uint16"):
        handrank.category(strengths.astype(np.float64))
    bad = strengths.copy()
    bad[7] = 0
    with pytest.raises(handrank.ParseError, match="index 7: 0 is not a hand strength"):
        handrank.category(bad)
    bad[7] = 7463
    with pytest.raises(handrank.ParseError, match="index 7: 7463 is not a hand strength"):
        handrank.describe(bad)
    with pytest.raises(TypeError, match="1-D"):
        handrank.describe(strengths.reshape(20, 10))
