"""handrank: a fast, exhaustively verified poker hand evaluator, with NumPy arrays.

Cards are written in any common notation ("Ah Kh Qh Jh Th", "AhKh", "10♥ J♥") or as card
indices ``4 * rank + suit`` (rank 0 = deuce .. 12 = ace; suits c, d, h, s in that order,
so 0 is 2c and 51 is As). Card masks use bit ``16 * suit + rank``.

A hand's strength is an int from 1 (7-5-4-3-2 offsuit) to 7462 (a royal flush): higher is
better, equal strengths tie.

>>> import handrank
>>> handrank.evaluate("Ah Kh Qh Jh Th")
7462
>>> handrank.describe(handrank.evaluate("Kh Kd 9c 9s Qh 2c 3d"))
'Two Pair, Kings and Nines, Queen kicker'

Many hands at once are scored on every core with the GIL released, giving a uint16 array
of strengths: an (N, 5..7) integer array of card indices (any width), or strings of cards
one hand per string (a NumPy string or object array, a pandas Series).

Other games: ``handrank.evaluate(hand, game="razz")`` (and "short-deck", "stud",
"stud-hilo", "ace-five", "deuce-seven", "badugi") gives the strength in that game's
ranking, higher is better, for one hand or arrays of hands as above; ``describe`` and
``category`` take the same ``game``.

Omaha: ``handrank.evaluate_omaha(hole, board)`` scores the best five of exactly two hole
and three board cards on the same scale (also for (N, 4..6) and (N, 3..5) uint8 arrays),
``handrank.omaha_low(hole, board)`` gives the eight-or-better low (for many deals as
values, whose words ``handrank.describe_low`` gives), and
``handrank.equity(..., game="omaha")`` or ``game="omaha-hilo"`` Omaha equity.

Range analytics: ranges may carry weights (``"AKs:0.5, QQ+"``), ``handrank.breakdown(...)``
gives the equity of every combo or class of each range, and ``handrank.preflop_table()``
the exact heads-up equity of every pair of the 169 starting-hand classes
(``handrank.dask`` computes it, or the exact PLO4 table, in shards on a Dask cluster), and
``handrank.hits(range, board)`` what a range makes and draws to on a board.
"""

from enum import IntEnum

from ._handrank import (
    MAX_STRENGTH,
    EquityError,
    EquityResult,
    HandEquity,
    HandrankError,
    Matchup,
    OmahaPreflopTable,
    ParseError,
    PlayerEquity,
    PreflopTable,
    RangeHits,
    best_five,
    breakdown,
    category_number as _category_number,
    _has_holdem_categories,
    __version__,
    compare,
    describe,
    describe_low,
    equity,
    evaluate,
    evaluate_masks,
    evaluate_omaha,
    hits,
    merge_preflop_parts,
    omaha_low,
    parse,
    preflop_part,
    preflop_table,
    preflop_table_from_part,
)

__all__ = [
    "MAX_STRENGTH",
    "Category",
    "EquityError",
    "EquityResult",
    "HandEquity",
    "HandrankError",
    "Matchup",
    "OmahaPreflopTable",
    "ParseError",
    "PlayerEquity",
    "PreflopTable",
    "RangeHits",
    "best_five",
    "breakdown",
    "category",
    "compare",
    "describe",
    "describe_low",
    "equity",
    "evaluate",
    "evaluate_masks",
    "evaluate_omaha",
    "hits",
    "omaha_low",
    "merge_preflop_parts",
    "parse",
    "preflop_part",
    "preflop_table",
    "preflop_table_from_part",
]


class Category(IntEnum):
    """The nine hand categories, weakest first, numbered as the Rust crate numbers them.

    A royal flush is the ace-high STRAIGHT_FLUSH (``describe`` says "Royal Flush"). Members
    are ints, so they compare with the uint8 arrays ``category`` gives for arrays:
    ``(handrank.category(strengths) == handrank.Category.FLUSH).sum()``.
    """

    HIGH_CARD = 1
    PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9

    @property
    def label(self) -> str:
        """The name as the Rust crate writes it: "High Card", "Two Pair", ..."""
        return _LABELS[self]


_LABELS = {
    Category.HIGH_CARD: "High Card",
    Category.PAIR: "Pair",
    Category.TWO_PAIR: "Two Pair",
    Category.THREE_OF_A_KIND: "Three of a Kind",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full House",
    Category.FOUR_OF_A_KIND: "Four of a Kind",
    Category.STRAIGHT_FLUSH: "Straight Flush",
}


def category(strength, game=None):
    """The category of a strength: a ``Category`` for one strength (an int 1..7462), or a
    uint8 array of category numbers (1..9, comparable with ``Category`` members), of the
    same shape, for many strengths (an integer array of any width, a list, a Series).

    ``game`` names the strength's game, as for ``evaluate``: short deck and deuce-seven use
    the nine ``Category`` members too; razz and ace-five number their own categories, 1
    (four of a kind) to 6 (no pair), and badugi the cards that play, 1 to 4 (ints).

    >>> handrank.category(7462)
    <Category.STRAIGHT_FLUSH: 9>
    """
    number = _category_number(strength, game)
    if isinstance(number, int) and _has_holdem_categories(game):
        return Category(number)
    return number
