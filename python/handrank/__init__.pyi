"""Type stubs for handrank: a fast poker hand evaluator and hold'em and Omaha equity calculator."""

from enum import IntEnum
from os import PathLike
from pathlib import Path
from typing import (
    Any,
    Dict,
    Iterable,
    Iterator,
    List,
    Literal,
    NamedTuple,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    Union,
    final,
    overload,
)

import numpy as np
import numpy.typing as npt

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
    "flops_part",
    "merge_flops_parts",
    "flops",
    "hand_columns",
    "hands_frame",
    "hits",
    "omaha_low",
    "merge_equity_parts",
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

__version__: str
"""The package version (the Rust crate's)."""

# One card: a string like "Ah" or "10♥", or an index 4 * rank + suit (0 = 2c .. 51 = As).
_Card = Union[str, int]
# Cards: a string of cards in any notation ("Ah Kh", "AhKh"), a sequence of cards, or a
# 1-D integer array of card indices.
_Cards = Union[str, Sequence[_Card], npt.NDArray[np.integer[Any]]]

class _ToNumpy(Protocol):
    """A pandas Series or DataFrame: anything with to_numpy() (a Series in, an array out)."""

    def to_numpy(self) -> Any: ...

# Many values: a NumPy array, a pandas Series or DataFrame.
_Many = Union[npt.NDArray[Any], _ToNumpy]
# Many hands also as a list of rows of cards (rows as lists, tuples or arrays: a list of
# strings is one hand).
_ManyHands = Union[_Many, Sequence[Union[List[_Card], Tuple[_Card, ...], npt.NDArray[Any]]]]
# One integer value (a strength, a mask, a low), also NumPy's scalars.
_Integer = Union[int, np.integer[Any]]
# A 2-D array: many rows, whatever its element type.
_Rows = np.ndarray[Tuple[int, int], np.dtype[Any]]
# A 1-D integer array: one hand of card indices.
_OneRow = np.ndarray[Tuple[int], np.dtype[np.integer[Any]]]
# A count: an int, or a float with no fraction (1e6).
_Count = Union[int, float]
# A game's name for scoring ("razz", "short-deck", ...; the aliases the command line reads).
_Game = Optional[str]

MAX_STRENGTH: int
"""The strength of a royal flush, 7462 (the weakest hand is 1)."""

class HandrankError(ValueError):
    """Base class of handrank's errors: bad input, never a bug (a ValueError)."""

class ParseError(HandrankError):
    """Cards or a hand that cannot be read. Attributes are None when they do not apply."""

    token: Optional[str]
    """The offending token, as written."""
    position: Optional[int]
    """1-based number of the offending card in its hand."""
    card: Optional[str]
    """The card given twice."""
    hand: Optional[int]
    """1-based hand number (for compare)."""
    row: Optional[int]
    """0-based array row (or index) that is not a hand."""

class EquityError(HandrankError):
    """An equity question that cannot be answered as asked."""

    player: Optional[int]
    """1-based player the error is about, if any."""

class Category(IntEnum):
    """The nine hand categories, weakest first (ints 1..9)."""

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

# Overloads in this order: an array of unknown shape matches the first that fits, and most
# arrays are many rows.
@overload
def evaluate(hand: str, game: _Game = None) -> int: ...
@overload
def evaluate(hand: Sequence[_Card], game: _Game = None) -> int: ...
@overload
def evaluate(hand: _Rows, game: _Game = None) -> npt.NDArray[np.uint16]: ...
@overload
def evaluate(hand: _OneRow, game: _Game = None) -> int: ...
@overload
def evaluate(hand: _ManyHands, game: _Game = None) -> npt.NDArray[np.uint16]:
    """The strength (1..7462) of one hand of 5 to 7 cards (a string, a sequence of cards, a
    1-D integer array), or a uint16 array of the strengths of many: an (N, 5..7) integer
    array of card indices (any width), strings of cards one hand per string (a NumPy
    string or object array, a pandas Series), a list of rows. Scored on every core with
    the GIL released. game: "short-deck", "stud", "stud-hilo", "razz", "ace-five",
    "deuce-seven", "badugi": the strength in that game's ranking (higher is better). A
    pandas Series with missing values gives a nullable UInt16 Series, <NA> where missing."""

@overload
def evaluate_masks(masks: _Integer) -> int: ...
@overload
def evaluate_masks(masks: Union[_Many, Sequence[int]]) -> npt.NDArray[np.uint16]:
    """The strengths of hands given as card masks (bit 16 * suit + rank, 5 to 7 cards)."""

@overload
def category(
    strength: _Integer, game: None = None, *, names: Literal[False] = False
) -> Category: ...
@overload
def category(
    strength: _Integer, game: str, *, names: Literal[False] = False
) -> Union[Category, int]: ...
@overload
def category(strength: _Integer, game: _Game = None, *, names: Literal[True]) -> str: ...
@overload
def category(
    strength: Union[_Many, Sequence[int]], game: _Game = None, *, names: Literal[False] = False
) -> npt.NDArray[np.uint8]: ...
@overload
def category(
    strength: Union[_Many, Sequence[int]], game: _Game = None, *, names: Literal[True]
) -> Any:
    """The Category of a strength, or a uint8 array of category numbers (1..9), of the
    same shape, for many strengths (any integer array, a Series, a list). Razz and ace-five
    number their own categories (1 four of a kind .. 6 no pair), badugi the cards that
    play (1..4): ints. names=True: the names, a str, an array of str, or for a pandas
    Series an ordered pandas.Categorical Series."""

@overload
def describe(strength: _Integer, game: _Game = None) -> str: ...
@overload
def describe(strength: Union[_Many, Sequence[int]], game: _Game = None) -> List[str]:
    """Words for a strength ("Two Pair, Kings and Nines, Queen kicker"), or a list of them
    (None for a Series' missing value)."""

def best_five(hand: _Cards) -> List[str]:
    """The five cards that make the hand, ordered as they are compared."""

def compare(a: _Cards, b: _Cards, game: _Game = None) -> Literal["win", "tie", "lose"]:
    """Hand a against hand b (separate decks)."""

def parse(text: str) -> List[int]:
    """The card indices of a text of cards."""

@overload
def evaluate_omaha(hole: str, board: _Cards) -> int: ...
@overload
def evaluate_omaha(hole: Sequence[_Card], board: _Cards) -> int: ...
@overload
def evaluate_omaha(hole: _Rows, board: _ManyHands) -> npt.NDArray[np.uint16]: ...
@overload
def evaluate_omaha(hole: _OneRow, board: _Cards) -> int: ...
@overload
def evaluate_omaha(hole: _ManyHands, board: _ManyHands) -> npt.NDArray[np.uint16]:
    """The Omaha strength (1..7462) of a hole of 4 to 6 cards on a board of 3 to 5: the
    best five of exactly two hole and three board cards. For many deals ((N, 4..6) and
    (N, 3..5) integer arrays, or strings of cards one per row), a uint16 array of N
    strengths (all cores, GIL released)."""

@overload
def omaha_low(hole: str, board: _Cards) -> Optional[str]: ...
@overload
def omaha_low(hole: Sequence[_Card], board: _Cards) -> Optional[str]: ...
@overload
def omaha_low(hole: _Rows, board: _ManyHands) -> npt.NDArray[np.uint8]: ...
@overload
def omaha_low(hole: _OneRow, board: _Cards) -> Optional[str]: ...
@overload
def omaha_low(hole: _ManyHands, board: _ManyHands) -> npt.NDArray[np.uint8]:
    """The eight-or-better low of exactly two hole and three board cards ("8-6-4-2-A"),
    or None. For many deals, a uint8 array of low values: 0 for none, else 1 (8-7-6-5-4)
    to 56 (5-4-3-2-A), higher is better; describe_low gives their words."""

@overload
def describe_low(low: _Integer, game: Literal["omaha-hilo"] = "omaha-hilo") -> Optional[str]: ...
@overload
def describe_low(
    low: Union[_Many, Sequence[int]], game: Literal["omaha-hilo"] = "omaha-hilo"
) -> List[Optional[str]]:
    """Words for a low value as omaha_low gives for many deals ("8-6-4-2-A", None for 0),
    or a list of them."""

@final
class PlayerEquity:
    """One player's share of the outcomes (fractions in 0..1)."""

    @property
    def range(self) -> str:
        """The hand or range as given."""
    @property
    def combos(self) -> int:
        """Holes left after removing those that collide with known cards (for Omaha's
        'random', every hole of the cards left)."""
    @property
    def wins(self) -> int:
        """Boards won outright (in a hi-lo game, by the high hand)."""
    @property
    def ties(self) -> int:
        """Boards where the player's high hand split the pot."""
    @property
    def losses(self) -> int:
        """Boards lost (by the high hand)."""
    @property
    def win(self) -> float:
        """Fraction of boards won outright."""
    @property
    def tie(self) -> float:
        """Fraction of boards tied."""
    @property
    def equity(self) -> float:
        """Share of the pot: wins plus 1/k of each k-way tie, per board."""
    @property
    def std_err(self) -> Optional[float]:
        """Standard error of equity (Monte Carlo only)."""
    @property
    def high(self) -> Optional[float]:
        """Share of the pot won by the high hand (the equity, in a game without a low)."""
    @property
    def low(self) -> Optional[float]:
        """Share of the pot won by the low hand (hi-lo games only)."""
    @property
    def scoop(self) -> Optional[float]:
        """Fraction of boards where the player took the whole pot alone (Omaha hi-lo only)."""
    @property
    def weighted(self) -> Optional[Dict[str, float]]:
        """Exact answers over weighted ranges: {"boards", "wins", "ties", "losses"} as
        weighted sums (each deal at the product of its combos' weights); win, tie and
        equity are fractions of these. None otherwise."""
    def to_dict(self) -> Dict[str, Any]:
        """The fields as a dict."""

@final
class EquityResult:
    """The answer to an equity question."""

    @property
    def game(
        self,
    ) -> Literal[
        "holdem",
        "omaha",
        "omaha5",
        "omaha6",
        "omaha-hilo",
        "omaha-hilo5",
        "omaha-hilo6",
        "short-deck",
        "stud",
        "stud-hilo",
        "razz",
        "ace-five",
        "deuce-seven",
        "badugi",
    ]:
        """The game asked about."""
    @property
    def hole_cards(self) -> int:
        """Cards per player: 2 in hold'em and short deck, 4 to 6 in Omaha, 7 in the stud
        games, 5 in ace-five and deuce-seven, 4 in badugi."""
    @property
    def method(self) -> Literal["exact", "monte_carlo"]:
        """How it was computed."""
    @property
    def boards(self) -> int:
        """Boards counted (deal and board pairs for exact, trials for Monte Carlo)."""
    @property
    def seed(self) -> Optional[int]:
        """The Monte Carlo seed (None for exact results)."""
    @property
    def weighted(self) -> bool:
        """Whether some range's combos differ in weight ("AKs:0.5")."""
    @property
    def players(self) -> List[PlayerEquity]:
        """One entry per player, in the order given."""
    @property
    def wins(self) -> List[int]:
        """Boards won outright, per player (the high hand's, in a hi-lo game)."""
    @property
    def ties(self) -> List[int]:
        """Boards tied, per player."""
    @property
    def losses(self) -> List[int]:
        """Boards lost, per player."""
    @property
    def win(self) -> List[float]:
        """Fraction of boards won outright, per player."""
    @property
    def tie(self) -> List[float]:
        """Fraction of boards tied, per player."""
    @property
    def equity(self) -> List[float]:
        """Share of the pot, per player."""
    @property
    def std_err(self) -> List[Optional[float]]:
        """Standard error of equity, per player (None for exact results)."""
    @property
    def high(self) -> List[Optional[float]]:
        """Share of the pot won by the high hand, per player (the equity, in a game without a low)."""
    @property
    def low(self) -> List[Optional[float]]:
        """Share of the pot won by the low hand, per player (hi-lo games only)."""
    @property
    def scoop(self) -> List[Optional[float]]:
        """Fraction of boards scooped, per player (Omaha hi-lo only)."""
    def to_dict(self) -> Dict[str, Any]:
        """The result as plain dicts and lists."""

def equity(
    players: Sequence[Union[str, Sequence[_Card]]],
    board: Optional[_Cards] = None,
    dead: Optional[_Cards] = None,
    method: Optional[Literal["auto", "exact", "monte_carlo"]] = None,
    trials: Optional[_Count] = None,
    std_err: Optional[float] = None,
    time: Optional[float] = None,
    seed: Optional[int] = None,
    game: Optional[str] = None,
    long: bool = False,
    draws: Optional[int] = None,
) -> EquityResult:
    """Hold'em or Omaha equity of 2 to 10 hands or ranges, exact or by Monte Carlo.
    For Omaha, std_err and time raise EquityError (give trials). In a draw game, draws (1 to 3) is the draws to come: more than one (or a triple-draw game
    such as "27td") plays the later draws by the game's drawing policy, Monte Carlo only."""

def equity_part(
    players: Sequence[Union[str, Sequence[_Card]]],
    shard: int,
    shards: int,
    board: Optional[_Cards] = None,
    dead: Optional[_Cards] = None,
    method: Optional[Literal["auto", "exact", "monte_carlo"]] = None,
    trials: Optional[_Count] = None,
    seed: Optional[int] = None,
    game: Optional[str] = None,
    long: bool = False,
    draws: Optional[int] = None,
) -> bytes:
    """Part `shard` of `shards` of the question's run, as the bytes `handrank equity
    --shard K/N` writes; a Monte Carlo run in parts needs a seed."""

def merge_equity_parts(parts: Sequence[Tuple[str, bytes]]) -> EquityResult:
    """The answer of all N parts, as (name, bytes): `equity`'s result in one piece;
    EquityError names a missing, repeated or foreign part."""

@final
class HandEquity:
    """One part (combo or class) of a player's range and its equity against the others."""

    @property
    def player(self) -> int:
        """The player, from 1."""
    @property
    def hand(self) -> str:
        """The combo ("AhKh") or class ("AKs")."""
    @property
    def combos(self) -> int:
        """The part's combos left after card removal."""
    @property
    def weight(self) -> float:
        """The sum of those combos' weights."""
    @property
    def method(self) -> Literal["exact", "monte_carlo"]:
        """How the part's equity was computed."""
    @property
    def boards(self) -> int:
        """Boards counted for the part (trials, for Monte Carlo)."""
    @property
    def win(self) -> float:
        """Fraction of boards won outright."""
    @property
    def tie(self) -> float:
        """Fraction of boards tied."""
    @property
    def equity(self) -> float:
        """Share of the pot."""
    @property
    def std_err(self) -> Optional[float]:
        """Standard error of equity (Monte Carlo only)."""
    @property
    def left_out(self) -> Optional[str]:
        """Why the part has no answer (it cannot be dealt with the other ranges; win, tie
        and equity are then NaN), else None."""
    def to_dict(self) -> Dict[str, Any]:
        """The fields as a dict."""

def breakdown(
    players: Sequence[Union[str, Sequence[_Card]]],
    board: Optional[_Cards] = None,
    dead: Optional[_Cards] = None,
    by: Literal["combo", "class"] = "combo",
    method: Optional[Literal["auto", "exact", "monte_carlo"]] = None,
    trials: Optional[_Count] = None,
    seed: Optional[int] = None,
    game: Optional[str] = None,
    long: bool = False,
) -> List[HandEquity]:
    """The equity of every combo or class of each player's range against the others,
    best first within each player, in any game (an Omaha class is "AAKKds"); a part that
    cannot be dealt with the other ranges comes last, with its reason in left_out. Monte Carlo
    runs trials per part (default 1,000,000). A run estimated past an hour is refused
    unless long=True. The GIL is released; Ctrl-C stops it between parts."""

@final
class Matchup:
    """One class against another (or a random hand): exact counts over every deal of
    one combo of each that share no card, and every board of each deal."""

    @property
    def hero(self) -> str: ...
    @property
    def villain(self) -> str:
        """The villain class, or "random"."""
    @property
    def deals(self) -> int: ...
    @property
    def boards(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def ties(self) -> int: ...
    @property
    def losses(self) -> int: ...
    @property
    def win(self) -> float: ...
    @property
    def tie(self) -> float: ...
    @property
    def equity(self) -> float:
        """Share of the pot: wins plus half the ties."""
    def to_dict(self) -> Dict[str, Any]: ...

@final
class PreflopTable:
    """The exact heads-up equity of every pair of the 169 starting-hand classes."""

    def matchup(self, hero: str, villain: str) -> Matchup:
        """hero against villain (classes such as "AA", "AKs", "T9o"); EquityError for a
        bad name."""
    def versus_random(self, hero: str) -> Matchup:
        """hero against a random hand."""
    @staticmethod
    def classes() -> List[str]:
        """The 169 class names in grid order."""
    def equities(self) -> npt.NDArray[np.float64]:
        """Row class against column class, shape (169, 169), classes() order."""
    def versus_random_equities(self) -> npt.NDArray[np.float64]:
        """Each class against a random hand, shape (169,)."""

def preflop_table() -> PreflopTable:
    """Computes the table on every core with the GIL released (about 2.4 s of CPU)."""

@final
class OmahaPreflopTable:
    """Each of the 16,432 PLO4 hole classes against a random hole, exactly, best first."""

    def hands(self) -> List[str]:
        """One hole of each class, best first ("AsAhKsKh")."""
    def combos(self) -> npt.NDArray[np.uint32]:
        """Each class's holes, hands() order."""
    def counts(self) -> npt.NDArray[np.uint64]:
        """Wins, ties and losses of each class, shape (N, 3), hands() order."""
    def equities(self) -> npt.NDArray[np.float64]:
        """Each class's equity against a random hole, hands() order."""
    def __len__(self) -> int: ...

def preflop_part(game: str, shard: int, shards: int) -> bytes:
    """Shard `shard` of `shards` of a preflop table ("holdem" or "omaha"), as the bytes
    `handrank preflop-table --shard K/N` writes."""

def merge_preflop_parts(parts: Sequence[Tuple[str, bytes]]) -> bytes:
    """All N parts, as (name, bytes), added into the whole; EquityError names a missing,
    repeated or foreign part."""

def preflop_table_from_part(whole: bytes) -> Union[PreflopTable, OmahaPreflopTable]:
    """The table of a whole part."""

@final
class RangeHits:
    """What a range hits on a board: the weight ("combos") and share of its combos left
    that make each hand and have each draw."""

    @property
    def range(self) -> str:
        """The range as given."""
    @property
    def combos(self) -> int:
        """Combos left after removing those that use a board or dead card."""
    @property
    def weight(self) -> float:
        """Their summed weight: what every share is a share of."""
    @property
    def made(self) -> List[Dict[str, Any]]:
        """Every made hand, strongest first in the game's order: dicts of kind ("top_pair"), name ("Top Pair"),
        combos (weight) and share. Each combo left is in exactly one."""
    @property
    def draws(self) -> List[Dict[str, Any]]:
        """Every draw (flush_draw, open_ended, gutshot, two_overcards) as made; empty on
        the river."""
    def share(self, kind: str) -> float:
        """The share of one made hand or draw by its kind; EquityError for an unknown one."""
    def to_dict(self) -> Dict[str, Any]:
        """The fields as plain dicts and lists."""

def hits(
    range: str, board: _Cards, dead: Optional[_Cards] = None, game: Optional[str] = None
) -> RangeHits:
    """What the combos of range left after card removal make and draw to on board (3, 4
    or 5 cards). Weighted ranges count by weight. game: any game with a board (None:
    hold'em), the range in its notation; in a hi-lo game, the high hand."""

class HistoryFileError(HandrankError):
    """A hand history that cannot be read or replayed; the message names file, section
    and line."""

    file: str
    section: Union[int, str, None]
    line: Optional[int]

_Path = Union[str, "PathLike[str]"]

@final
class HandReader:
    """The hands of PHH files, one dict each, in input order (see read_phh)."""

    def __new__(
        cls,
        paths: Sequence[_Path],
        *,
        all_in_ev: bool = True,
        trials: int = ...,
        seed: int = ...,
        skip_invalid: bool = False,
    ) -> HandReader: ...
    def __iter__(self) -> HandReader: ...
    def __next__(self) -> Dict[str, Any]: ...

def read_history(
    paths: Union[_Path, Sequence[_Path]],
    *,
    all_in_ev: bool = True,
    trials: int = ...,
    seed: int = ...,
    skip_invalid: bool = False,
) -> Iterator[Dict[str, Any]]:
    """Every hand of hand histories (PHH and the sites' text, each file's format told from
    its content), replayed and settled, as a dict (see read_phh)."""

def read_phh(
    paths: Union[_Path, Sequence[_Path]],
    *,
    all_in_ev: bool = True,
    trials: int = ...,
    seed: int = ...,
    skip_invalid: bool = False,
) -> Iterator[Dict[str, Any]]:
    """Every hand of PHH files (.phh, .phhs, gzip'd or not, directories, "-"), replayed
    and settled, as a dict: file, section, line, variant, hand, players, starting_stacks,
    put_in, returned, winnings, net, recorded, rake, mismatch, unsettled, board, hole,
    showdown, all_in_ev, all_in_equity, big_blind, net_bb, adjusted_bb, vpip, pfr,
    saw_flop, went_to_showdown, won_at_showdown, error."""

def phh_files(paths: Sequence[_Path]) -> List[Path]:
    """The files read_phh(paths) reads, in its order (directories expanded)."""

def hand_columns(hands: Iterable[Dict[str, Any]]) -> Dict[str, List[Any]]:
    """One row per hand, as a dict of lists (for pyarrow.table or pandas.DataFrame)."""

def player_columns(hands: Iterable[Dict[str, Any]]) -> Dict[str, List[Any]]:
    """One row per player per settled hand, with net, all-in EV, adjusted net and luck."""

def hands_frame(hands: Iterable[Dict[str, Any]]) -> Any:
    """hand_columns as a pandas DataFrame."""

def players_frame(hands: Iterable[Dict[str, Any]]) -> Any:
    """player_columns as a pandas DataFrame."""

def player_summary(players: Any) -> Any:
    """Per player of a players_frame: the columns of handrank history --summary (pandas)."""

class FlopFrames(NamedTuple):
    """handrank.flops' answer: the flops (one row per flop class) and the texture groups
    (then "all", with the preflop counts), two pandas DataFrames."""

    flops: Any
    groups: Any

def flops(
    hero: str,
    villain: str,
    dead: Optional[_Cards] = None,
    game: Optional[str] = None,
    *,
    long: bool = False,
    method: Optional[str] = None,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
) -> FlopFrames:
    """The exact every-flop report of two ranges as DataFrames (pandas must be installed)."""

def flops_part(
    hero: str,
    villain: str,
    shard: int,
    shards: int,
    dead: Optional[_Cards] = None,
    game: Optional[str] = None,
    long: bool = False,
    method: Optional[str] = None,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
) -> bytes:
    """Shard `shard` of `shards` of the every-flop report, as the bytes `handrank flops
    --shard K/N` writes; Omaha flops by Monte Carlo need a seed."""

def merge_flops_parts(parts: Sequence[Tuple[str, bytes]]) -> FlopFrames:
    """The every-flop report of all N parts, as (name, bytes): flops' answer to the bit;
    EquityError names a missing, repeated or foreign part."""

# For handrank.dask: the library's pricing defaults (read_phh's), its per-player summary
# (history::Summary: rows added, merged exactly in any order), and a summary as a frame.
_HISTORY_TRIALS: int
_HISTORY_SEED: int

_SummaryState = Tuple[
    str, Tuple[int, int, int, int, int, int, int, int], Tuple[float, float, float, float, float, float]
]

@final
class _PlayerSummary:
    def __new__(cls, state: Sequence[_SummaryState] = ...) -> _PlayerSummary: ...
    @classmethod
    def of_players(
        cls,
        player: List[str],
        all_in: List[bool],
        net: List[float],
        adjusted_net: List[float],
        big_blind: List[Optional[float]],
        vpip: List[bool],
        pfr: List[bool],
        saw_flop: List[bool],
        went_to_showdown: List[bool],
        won_at_showdown: List[bool],
    ) -> _PlayerSummary: ...
    def merge(self, other: _PlayerSummary) -> None: ...
    def state(self) -> List[_SummaryState]: ...
    def columns(self) -> Dict[str, List[Any]]: ...
    def __len__(self) -> int: ...

def _player_totals(players: Any) -> _PlayerSummary: ...
def _summary_frame(summary: _PlayerSummary) -> Any: ...
