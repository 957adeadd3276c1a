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
``handrank.hits(range, board)`` what a range makes and draws to on a board, and
``handrank.flops(hero, villain)`` the exact every-flop report of two ranges as DataFrames.

Hand histories (the PHH standard, and PokerStars text): ``handrank.read_history(paths)``
(or ``read_phh``, the same reader) yields every hand of ``.phh``/``.phhs``/``.txt`` files
(gzip'd or not, directories too) as a dict, replayed and settled,
with its all-in EV; ``handrank.hand_columns``/``player_columns`` turn hands into columns
(a dict of lists, for ``pyarrow.table`` or ``pandas.DataFrame``), ``hands_frame``/
``players_frame`` into pandas DataFrames, and ``player_summary`` totals each player's net
and all-in luck (``handrank.dask.read_phh`` reads a collection on a Dask cluster).
"""

import functools
from collections import namedtuple
from enum import IntEnum

from ._handrank import (
    MAX_STRENGTH,
    EquityError,
    EquityResult,
    HandEquity,
    HandReader,
    HandrankError,
    HistoryFileError,
    Matchup,
    PlayerSummary as _PlayerSummary,
    _HISTORY_SEED,
    _HISTORY_TRIALS,
    OmahaPreflopTable,
    ParseError,
    PlayerEquity,
    PreflopTable,
    RangeHits,
    best_five,
    breakdown,
    category_number as _category_number,
    _category_labels,
    _has_holdem_categories,
    __version__,
    compare,
    describe as _describe,
    describe_low,
    equity,
    equity_part,
    evaluate as _evaluate,
    evaluate_masks,
    evaluate_omaha,
    flop_tables as _flop_tables,
    flops_part,
    hits,
    merge_equity_parts,
    merge_flop_tables as _merge_flop_tables,
    merge_preflop_parts,
    omaha_low,
    phh_files,
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
    "HandReader",
    "HandrankError",
    "HistoryFileError",
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
    "equity_part",
    "evaluate",
    "evaluate_masks",
    "evaluate_omaha",
    "FlopFrames",
    "flops",
    "flops_part",
    "hand_columns",
    "hands_frame",
    "hits",
    "omaha_low",
    "merge_equity_parts",
    "merge_flops_parts",
    "merge_preflop_parts",
    "parse",
    "phh_files",
    "player_columns",
    "player_summary",
    "players_frame",
    "preflop_part",
    "preflop_table",
    "preflop_table_from_part",
    "read_history",
    "read_phh",
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


def _missing(values):
    """The mask of a pandas Series' missing values (None, NaN, pd.NA), or None when the
    value is not a Series or misses nothing."""
    if type(values).__name__ != "Series":
        return None
    mask = values.isna().to_numpy()
    return mask if mask.any() else None


def _with_missing(values, mask, dtype, score):
    """A pandas Series of ``values``' index: ``score`` of the present values, and <NA> (a
    nullable ``dtype``) where ``mask`` says a value is missing."""
    import pandas

    present = values[~mask]
    out = pandas.Series(pandas.NA, index=values.index, name=values.name, dtype=dtype)
    if len(present):
        try:
            out[~mask] = score(present)
        except ParseError as error:
            _name_the_original_row(error, mask)
            raise
    return out


def _name_the_original_row(error, mask):
    """A ParseError about the present values, made to name the row of the whole Series."""
    row = getattr(error, "row", None)
    if row is None:
        return
    import numpy

    original = int(numpy.flatnonzero(~mask)[row])
    error.args = (str(error).replace(f"row {row}:", f"row {original}:", 1),) + error.args[1:]
    error.row = original


@functools.wraps(_evaluate)
def evaluate(hand, game=None):
    mask = _missing(hand)
    if mask is None:
        return _evaluate(hand, game)
    return _with_missing(hand, mask, "UInt16", lambda present: _evaluate(present, game))


@functools.wraps(_describe)
def describe(strength, game=None):
    mask = _missing(strength)
    if mask is None:
        return _describe(strength, game)
    words = iter(_describe(strength[~mask].astype("uint16"), game))
    return [None if missing else next(words) for missing in mask]


def category(strength, game=None, *, names=False):
    """The category of a strength: a ``Category`` for one strength (an int 1..7462), or a
    uint8 array of category numbers (1..9, comparable with ``Category`` members), of the
    same shape, for many strengths (an integer array of any width, a list, a Series).

    ``game`` names the strength's game, as for ``evaluate``: short deck and deuce-seven use
    the nine ``Category`` members too; razz and ace-five number their own categories, 1
    (four of a kind) to 6 (no pair), and badugi the cards that play, 1 to 4 (ints).

    ``names=True`` gives the categories' names instead ("Flush", "No Pair",
    "three-card badugi"): a str for one strength, an array of str for an array, and for a
    pandas Series a Series of an ordered ``pandas.Categorical`` (weakest first, every
    category of the game listed, with the Series' index), ready for ``value_counts``.

    A missing value in a Series (None, NaN, ``pd.NA``) gives a missing result: a nullable
    ``UInt8`` Series, or a missing category.

    >>> handrank.category(7462)
    <Category.STRAIGHT_FLUSH: 9>
    >>> handrank.category([7462, 1], names=True)
    array(['Straight Flush', 'High Card'], dtype=object)
    """
    mask = _missing(strength)
    if mask is not None:
        present = strength[~mask].astype("uint16")
        if names:
            named = category(present, game, names=True)
            return named.reindex(strength.index)
        return _with_missing(strength, mask, "UInt8", lambda p: _category_number(p.astype("uint16"), game))
    number = _category_number(strength, game)
    if names:
        return _named(number, _category_labels(game), strength)
    if isinstance(number, int) and _has_holdem_categories(game):
        return Category(number)
    return number


def _named(number, labels, strength):
    """Category numbers as their names (see ``category``)."""
    if isinstance(number, int):
        return labels[number - 1]
    import numpy

    codes = number.astype(numpy.int16) - 1
    if type(strength).__name__ == "Series":
        import pandas

        values = pandas.Categorical.from_codes(codes, categories=labels, ordered=True)
        return pandas.Series(values, index=strength.index, name=strength.name)
    return numpy.asarray(labels, dtype=object)[codes]


def read_history(paths, *, all_in_ev=True, trials=_HISTORY_TRIALS, seed=_HISTORY_SEED,
                 skip_invalid=False):
    """Every hand of hand histories, in input order, as a dict: read, replayed and settled
    (with the all-in EV unless ``all_in_ev=False``) on every core.

    Each file's format is told from its content, as ``handrank history`` tells it: PHH
    (``.phh``, ``.phhs``) or a site's text (PokerStars). ``paths`` is a path or a list of
    them: files, gzip'd or not,
    directories (searched recursively), or ``"-"`` for standard input. A hand that cannot
    be read raises ``HistoryFileError`` naming the file, section and line, unless
    ``skip_invalid``, which yields ``{"file", "section", "line", "error"}`` in its place.
    Amounts are floats of the file's units (exact to the millionth); ``winnings`` is what
    each player collects (None when the hand cannot be settled, ``unsettled`` saying why),
    ``recorded`` the file's own.
    """
    if isinstance(paths, (str, bytes)) or hasattr(paths, "__fspath__"):
        paths = [paths]
    return HandReader(
        list(paths), all_in_ev=all_in_ev, trials=trials, seed=seed, skip_invalid=skip_invalid
    )


def read_phh(paths, *, all_in_ev=True, trials=_HISTORY_TRIALS, seed=_HISTORY_SEED,
             skip_invalid=False):
    """``read_history``, by its first name: it reads every format, PHH or not."""
    return read_history(paths, all_in_ev=all_in_ev, trials=trials, seed=seed,
                        skip_invalid=skip_invalid)


_HAND_COLUMNS = ("file", "section", "line", "variant", "hand", "board", "rake", "mismatch",
                 "unsettled", "error")


def hand_columns(hands):
    """One column per field, one row per hand (a dict of lists, for ``pyarrow.table`` or
    ``pandas.DataFrame``): where the hand comes from, its variant, player count, pot (the
    chips put in), rake, whether it was settled and whether it had an all-in priced."""
    columns = {name: [] for name in _HAND_COLUMNS}
    columns.update(player_count=[], pot=[], settled=[], all_in=[])
    for hand in hands:
        for name in _HAND_COLUMNS:
            columns[name].append(hand.get(name))
        put_in = hand.get("put_in")
        columns["player_count"].append(len(put_in) if put_in else None)
        columns["pot"].append(sum(put_in) if put_in else None)
        columns["settled"].append(hand.get("winnings") is not None)
        columns["all_in"].append(hand.get("all_in_ev") is not None)
    return columns


def player_columns(hands):
    """One row per player per settled hand (a dict of lists), in input order: the hand's
    file, section and variant, the seat (1-based) and name, what the player put in and
    collected, the net, and for an all-in the expected collect (``all_in_ev``), the
    all-in-adjusted net and the luck between them (0 without an all-in); the hand's big
    blind and the net and adjusted net in it (``net_bb``, ``adjusted_bb``; None without a
    big blind); and the tracker's flags, the library's: ``vpip``, ``pfr``, ``saw_flop``,
    ``went_to_showdown``, ``won_at_showdown`` (docs/HISTORY.md defines each)."""
    names = ("file", "section", "variant", "seat", "player", "put_in", "winnings", "net",
             "all_in", "all_in_ev", "adjusted_net", "luck", "big_blind", "net_bb",
             "adjusted_bb") + _FLAGS
    columns = {name: [] for name in names}
    for hand in hands:
        net = hand.get("net")
        if net is None:
            continue
        expected = hand.get("all_in_ev")
        in_all_in = set()
        for pot in hand.get("all_in_equity") or ():
            in_all_in.update(pot["players"])
        for seat, name in enumerate(hand["players"]):
            won = hand["winnings"][seat]
            all_in = expected is not None and seat in in_all_in
            luck = won - expected[seat] if all_in else 0.0
            row = (hand["file"], hand["section"], hand["variant"], seat + 1, name,
                   hand["put_in"][seat], won, net[seat], all_in,
                   expected[seat] if all_in else None, net[seat] - luck, luck,
                   hand["big_blind"], hand["net_bb"][seat], hand["adjusted_bb"][seat])
            row += tuple(hand[flag][seat] for flag in _FLAGS)
            for column, value in zip(names, row):
                columns[column].append(value)
    return columns


_FLAGS = ("vpip", "pfr", "saw_flop", "went_to_showdown", "won_at_showdown")


def hands_frame(hands):
    """``hand_columns`` as a pandas DataFrame (pandas must be installed)."""
    import pandas

    return pandas.DataFrame(hand_columns(hands))


def players_frame(hands):
    """``player_columns`` as a pandas DataFrame (pandas must be installed): a notebook's
    all-in luck per player is ``players_frame(hands).groupby("player")["luck"].sum()``."""
    import pandas

    return pandas.DataFrame(player_columns(hands))


FlopFrames = namedtuple("FlopFrames", ["flops", "groups"])
FlopFrames.__doc__ = """``handrank.flops``' answer: the flops and the texture groups, two DataFrames."""


def flops(hero, villain, dead=None, game=None, *, long=False, method=None, trials=None, seed=None):
    """The exact every-flop report of two ranges (``handrank flops HERO VILLAIN``) as two
    pandas DataFrames (pandas must be installed), ``FlopFrames(flops, groups)``.

    ``flops`` has one row per flop class (1,755 when no suit is named): ``flop`` (a
    representative, "As7d2c"), ``flops`` (the flops it stands for), ``deals``, ``boards``,
    the hero's ``wins``, ``ties`` and ``losses`` on that flop over every turn and river
    (those of ``equity([hero, villain], board=flop)``), ``equity`` (the hero's, a
    fraction), each player's combos left, the texture (``suits``, ``pairing``, ``high``,
    ``connected``) and each player's equity distribution (``hero_0_10`` ...
    ``villain_90_100``: the share of its deals held by combos of each 10 % equity
    bucket). ``groups`` has one row per texture group (``cut``, ``group``) and a last
    ``all`` row whose counts are the preflop answer's, those of ``equity([hero,
    villain], method="exact")``.

    dead: cards out of the deck; game: "holdem" (default), "short-deck" or "omaha" (PLO4
    ranges as ``equity`` reads them); long: run even when the library estimates more than
    an hour. Omaha flops are exact when quick, else Monte Carlo on each flop (``method``
    "exact" or "monte_carlo" chooses; ``trials`` per flop, default 20,000; ``seed``
    reproduces a run): the ``method`` and ``std_err`` columns say which, and Omaha reports
    have no distribution columns' values (NaN). Raises EquityError for a bad range or
    question."""
    import pandas

    tables = _flop_tables(
        hero, villain, dead=dead, game=game, long=long, method=method, trials=trials, seed=seed
    )
    return FlopFrames(pandas.DataFrame(tables["flops"]), pandas.DataFrame(tables["groups"]))


def merge_flops_parts(parts):
    """The every-flop report of the parts of all N shards of one run (``flops_part``'s
    bytes, or ``handrank flops --shard K/N``'s files), given as ``(name, bytes)`` pairs:
    ``FlopFrames(flops, groups)``, the one-run report's to the last bit. A missing,
    repeated or foreign part raises EquityError naming it."""
    import pandas

    tables = _merge_flop_tables(list(parts))
    return FlopFrames(pandas.DataFrame(tables["flops"]), pandas.DataFrame(tables["groups"]))


def _player_totals(players):
    """The library's per-player summary (``history::Summary``) of a players frame, or of
    ``player_columns``' dict of lists: partial summaries ``merge`` exactly, in any
    order."""
    big_blind = [None if b is None or b != b else b for b in players["big_blind"]]
    return _PlayerSummary.of_players(
        *(list(players[name]) for name in ("player", "all_in", "net", "adjusted_net")),
        big_blind,
        *(list(players[flag]) for flag in _FLAGS),
    )


def _summary_frame(summary):
    """A summary's columns as a DataFrame indexed by player, in the library's order (as
    ``handrank history --summary``: most hands first, then by name)."""
    import pandas

    frame = pandas.DataFrame(summary.columns())
    counts = {"hands": "int64", "all_ins": "int64"}
    frame = frame.astype({**counts, **{c: "float64" for c in frame.columns[3:]}})
    return frame.set_index("player")


def player_summary(players):
    """Each player's totals over a ``players_frame`` (a pandas DataFrame indexed by
    player), the columns of ``handrank history --summary`` (``adjusted`` named
    ``adjusted_net``): settled ``hands``, ``all_ins`` priced, ``net`` and ``net_bb``,
    ``bb_per_100``, ``adjusted_net`` (each all-in at its expected collect), ``adjusted_bb``,
    ``ev_bb_per_100``, ``luck`` (the difference), ``showdown`` and ``non_showdown``
    winnings and in big blinds, and ``vpip``, ``pfr``, ``wtsd``, ``wsd`` in percent (NaN
    without hands to count), summed exactly by the library; most hands first."""
    return _summary_frame(_player_totals(players))
