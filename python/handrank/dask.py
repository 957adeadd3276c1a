"""Work bigger than one machine on a Dask cluster: the exact preflop tables and equity
questions, each part a task and the parts merged; hand-history collections, each file a
task.

A preflop table (hold'em's 169 x 169 classes, or each of the 16,432 PLO4 hole classes
against a random hole) is a sum over 134,459 board classes. Shard K of N sums every N-th
of them from the K-th, so shards are disjoint, alike in cost, and pure: the same K/N gives
the same bytes on any machine. Each runs in a worker's process through this package (the
GIL released, all the worker's cores); a task lost with its worker is run again elsewhere,
and a failed one is retried.

>>> from distributed import Client
>>> import handrank.dask
>>> client = Client()                                         # doctest: +SKIP
>>> table = handrank.dask.preflop_table(client, game="omaha", shards=64)  # doctest: +SKIP
>>> table.hands()[0], round(float(table.equities()[0]), 4)    # doctest: +SKIP
('AsAhKsKh', 0.6...)

From a shell, with a scheduler's address or ``local`` for a cluster on this machine::

    python -m handrank.dask preflop-table --game omaha --scheduler local --shards 64 -o plo4.part

writes the whole table in the part format of ``handrank preflop-table`` (``handrank
preflop-table --merge plo4.part --format csv`` prints it), or with ``--parts K:L`` the parts
of shards K to L (1-based, both included) as ``part-K-of-N.txt`` files in the directory
``-o`` names (made if missing), for ``handrank preflop-table --merge``.

An equity question: ``equity(client, players, ..., parts=8)`` runs the question's parts
(``handrank.equity_part``: exact enumeration cut as the library cuts it for threads, a
Monte Carlo run cut into consecutive chunks of its seed's streams) one task each and merges
them into ``handrank.equity``'s answer, to the last count; ``flops(client, hero, villain,
..., parts=8)`` the every-flop report, each shard of its flop classes a task, merged into
``handrank.flops``' DataFrames.

Hand histories: ``read_phh(client, paths)`` settles a PHH collection with one task per
file, each running ``handrank.read_phh`` in a worker (all its cores), and gives the hands
and players DataFrames in input order, as ``hands_frame``/``players_frame`` of the local
``read_phh`` would; ``player_summary(client, paths)`` totals each player (net, all-in
luck, the tracker's rates) on the workers, so only a small table per file travels::

    python -m handrank.dask history hands/ --scheduler local -o summary.csv

writes the summary as ``handrank history --summary --format csv`` does. The files must be
readable by the workers at the same paths (a shared file system). Needs the ``dask`` extra:
``pip install "handrank[dask]"``.
"""

from __future__ import annotations

import argparse
import csv
import io
import itertools
import os
import sys
import tempfile
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

from . import (
    _HISTORY_SEED,
    _HISTORY_TRIALS,
    HistoryFileError,
    _PlayerSummary,
    _player_totals,
    _summary_frame,
    hand_columns,
    merge_equity_parts,
    merge_preflop_parts,
    phh_files,
    player_columns,
    equity_part,
    flops_part,
    merge_flops_parts,
    preflop_part,
    preflop_table_from_part,
    read_phh as _read_local,
)

__all__ = [
    "equity", "flops", "preflop_parts", "preflop_table", "part_name", "read_phh", "player_summary",
    "summary_csv", "main",
]


def _shard(game: str, shard: int, shards: int) -> bytes:
    """One shard's part bytes (runs on a worker)."""
    return preflop_part(game, shard, shards)


def part_name(shard: int, shards: int) -> str:
    """The file name of shard ``shard`` of ``shards``: ``part-K-of-N.txt``."""
    return f"part-{shard}-of-{shards}.txt"


def preflop_parts(
    client: Any,
    game: str = "omaha",
    shards: int = 64,
    parts: Optional[Iterable[int]] = None,
    retries: int = 3,
    progress: bool = False,
) -> Dict[int, bytes]:
    """Computes shards ``parts`` (default: all, 1 to ``shards``) of ``game``'s table on
    ``client``'s cluster, one task each; returns each shard's part bytes by shard number.

    Tasks are keyed by game and shard, so a shard is computed once however often it is
    asked for; ``retries`` re-runs a shard whose task failed; a shard lost with its worker
    is rescheduled by Dask. ``progress`` shows Dask's progress bar.
    """
    if shards < 1:
        raise ValueError(f"shards must be at least 1, not {shards}")
    wanted = list(range(1, shards + 1)) if parts is None else sorted(set(parts))
    bad = [k for k in wanted if not 1 <= k <= shards]
    if bad:
        raise ValueError(f"shard {bad[0]} is not in 1..{shards}")
    futures = [
        client.submit(
            _shard,
            game,
            k,
            shards,
            key=f"handrank-preflop-{game}-{k}-of-{shards}",
            pure=True,
            retries=retries,
        )
        for k in wanted
    ]
    if progress:
        from distributed import progress as show

        show(futures)
    return dict(zip(wanted, client.gather(futures)))


def preflop_table(
    client: Any,
    game: str = "omaha",
    shards: int = 64,
    retries: int = 3,
    progress: bool = False,
) -> Any:
    """Computes every shard of ``game``'s table on ``client``'s cluster and merges them:
    an ``OmahaPreflopTable`` for ``"omaha"`` (PLO4), a ``PreflopTable`` for
    ``"holdem"``."""
    parts = preflop_parts(client, game, shards, None, retries, progress)
    named = [(part_name(k, shards), data) for k, data in parts.items()]
    return preflop_table_from_part(merge_preflop_parts(named))


def _part(kind: str, question: Dict[str, Any], shard: int, shards: int) -> bytes:
    """One part's bytes of an equity question or a flop report (runs on a worker)."""
    compute = equity_part if kind == "equity" else flops_part
    return compute(shard=shard, shards=shards, **question)


def _in_parts(client: Any, kind: str, question: Dict[str, Any], parts: int, retries: int) -> list:
    """The ``(name, bytes)`` parts 1 to ``parts`` of ``question``, one task each on
    ``client``'s cluster, keyed by the question and part (so a part is computed once
    however often it is asked for); ``retries`` re-runs a failed one."""
    if parts < 1:
        raise ValueError(f"parts must be at least 1, not {parts}")
    key = "-".join(str(v) for v in question.values())
    futures = [
        client.submit(
            _part, kind, question, k, parts,
            key=f"handrank-{kind}-{key}-{k}-of-{parts}", pure=True, retries=retries,
        )
        for k in range(1, parts + 1)
    ]
    names = [part_name(k, parts) for k in range(1, parts + 1)]
    return list(zip(names, client.gather(futures)))


def _seed(seed: Optional[int]) -> int:
    """The run's seed: the one given, or one drawn here once for every part."""
    return int.from_bytes(os.urandom(8), "little") if seed is None else seed


def equity(
    client: Any,
    players: Sequence[Any],
    board: Optional[Any] = None,
    dead: Optional[Any] = None,
    method: Optional[str] = None,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
    game: Optional[str] = None,
    long: bool = False,
    draws: Optional[int] = None,
    parts: int = 8,
    retries: int = 3,
) -> Any:
    """The equity of ``players`` as ``handrank.equity`` gives it, computed in ``parts``
    parts on ``client``'s cluster, one task each, and merged: exact enumeration to the last
    count; Monte Carlo (``trials`` boards, default 10,000,000) the one run of ``seed``,
    which is drawn here once when none is given, so every part draws from the same run (the
    result reports it). ``long`` compares each part's estimate with the library's limit;
    ``retries`` re-runs a failed part."""
    question = dict(
        players=list(players), board=board, dead=dead, method=method, trials=trials,
        seed=_seed(seed), game=game, long=long, draws=draws,
    )
    return merge_equity_parts(_in_parts(client, "equity", question, parts, retries))


def flops(
    client: Any,
    hero: str,
    villain: str,
    dead: Optional[Any] = None,
    game: Optional[str] = None,
    *,
    long: bool = False,
    method: Optional[str] = None,
    trials: Optional[int] = None,
    seed: Optional[int] = None,
    parts: int = 8,
    retries: int = 3,
) -> Any:
    """The every-flop report of ``hero`` against ``villain`` as ``handrank.flops`` gives
    it (``FlopFrames``), computed in ``parts`` shards on ``client``'s cluster (every N-th
    flop class from the K-th), one task each, and merged to the one-run report to the last
    bit. Omaha flops by Monte Carlo are seeded from ``seed``, drawn here once when none is
    given, so every shard's flops are of one run."""
    question = dict(
        hero=hero, villain=villain, dead=dead, game=game, long=long, method=method,
        trials=trials, seed=_seed(seed),
    )
    return merge_flops_parts(_in_parts(client, "flops", question, parts, retries))


# Hands turned into columns at a time in a worker: its memory holds the file's columns and
# this many hands' dicts.
_BATCH = 10_000


def _extend(columns: Dict[str, List[Any]], more: Dict[str, List[Any]]) -> None:
    """Appends ``more``'s rows to ``columns`` (dicts of lists, the same keys in order)."""
    for name, values in more.items():
        columns.setdefault(name, []).extend(values)


def _read_columns(path: str, options: Dict[str, Any], hands: bool = True) -> Any:
    """One file's hand columns (empty unless ``hands``) and player columns (runs on a
    worker), or the ``HistoryFileError`` that stops it: returned, not raised, so the client
    raises the first in input order and Dask's retries are left for failures that another
    try might fix."""
    tables: Tuple[Dict[str, List[Any]], Dict[str, List[Any]]] = ({}, {})
    makers = (hand_columns if hands else lambda batch: {}), player_columns
    try:
        reader = iter(_read_local(path, **options))
        while True:
            batch = list(itertools.islice(reader, _BATCH))
            if not batch:
                return tables
            for columns, make in zip(tables, makers):
                _extend(columns, make(batch))
    except HistoryFileError as error:
        return error


def _read_totals(path: str, options: Dict[str, Any]) -> Any:
    """One file's per-player summary, the library's (runs on a worker), or its
    ``HistoryFileError``."""
    read = _read_columns(path, options, hands=False)
    if isinstance(read, HistoryFileError):
        return read
    return _player_totals(read[1] or player_columns([]))


def _files(paths: Any) -> List[str]:
    """The files of ``paths`` as the local ``read_phh`` reads them, in its order."""
    if isinstance(paths, (str, bytes)) or hasattr(paths, "__fspath__"):
        paths = [paths]
    files = [os.fspath(f) for f in phh_files(list(paths))]
    if "-" in files:
        raise ValueError("standard input ('-') cannot be read on a cluster: name files")
    return files


def _per_file(
    client: Any, function: Any, paths: Any, options: Dict[str, Any], retries: int,
    progress: bool,
) -> List[Any]:
    """``function(file, options)`` for each file of ``paths``, one task each, results in
    input order; the first ``HistoryFileError`` in input order is raised (the rest of the
    tasks cancelled)."""
    futures = [
        client.submit(function, path, options, pure=True, retries=retries)
        for path in _files(paths)
    ]
    if progress:
        from distributed import progress as show

        show(futures)
    results = []
    for future in futures:
        result = future.result()
        if isinstance(result, HistoryFileError):
            client.cancel(futures)
            raise result
        results.append(result)
    return results


def read_phh(
    client: Any,
    paths: Any,
    *,
    all_in_ev: bool = True,
    trials: int = _HISTORY_TRIALS,
    seed: int = _HISTORY_SEED,
    skip_invalid: bool = False,
    retries: int = 3,
    progress: bool = False,
) -> Tuple[Any, Any]:
    """Reads, replays and settles the PHH hand histories of ``paths`` on ``client``'s
    cluster, one task per file (a directory is its files, in ``handrank.read_phh``'s
    order); returns ``(hands, players)``, the pandas DataFrames ``hands_frame`` and
    ``players_frame`` give for the local ``read_phh`` with the same options: one row per
    hand and one per player per settled hand, in input order.

    A hand that cannot be read raises the ``HistoryFileError`` the local reader raises
    (the first in input order, naming file, section and line) unless ``skip_invalid``.
    ``retries`` re-runs a task that failed otherwise; a task lost with its worker is
    rescheduled by Dask. The result is on the client: for a collection too large for its
    memory, ``player_summary`` reduces on the workers.
    """
    import pandas  # type: ignore[import-untyped]

    options = dict(all_in_ev=all_in_ev, trials=trials, seed=seed, skip_invalid=skip_invalid)
    parts = _per_file(client, _read_columns, paths, options, retries, progress)
    hands: Dict[str, List[Any]] = {}
    players: Dict[str, List[Any]] = {}
    for part_hands, part_players in parts:
        _extend(hands, part_hands)
        _extend(players, part_players)
    empty = hand_columns([]), player_columns([])
    return pandas.DataFrame(hands or empty[0]), pandas.DataFrame(players or empty[1])


def player_summary(
    client: Any,
    paths: Any,
    *,
    all_in_ev: bool = True,
    trials: int = _HISTORY_TRIALS,
    seed: int = _HISTORY_SEED,
    skip_invalid: bool = False,
    retries: int = 3,
    progress: bool = False,
) -> Any:
    """Each player's totals over the hand histories of ``paths``, computed on ``client``'s
    cluster (a task per file, each file's totals added exactly): ``handrank.player_summary``
    of the players of the whole collection, a pandas DataFrame indexed by player with
    ``hands``, ``all_ins``, ``net``, ``adjusted_net`` and ``luck``, most hands first. The
    options and errors are ``read_phh``'s."""
    options = dict(all_in_ev=all_in_ev, trials=trials, seed=seed, skip_invalid=skip_invalid)
    summary = _PlayerSummary()
    for part in _per_file(client, _read_totals, paths, options, retries, progress):
        summary.merge(part)
    return _summary_frame(summary)


def _write(path: str, data: bytes) -> None:
    """Writes ``path`` whole or not at all (a temporary file beside it, then renamed)."""
    directory = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".handrank-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


def _chips(amount: float) -> str:
    """An amount as ``handrank history`` writes it: exact to the millionth, no trailing
    zeros (``8.5``, ``0``, ``-0.25``)."""
    micro = int(round(amount * 1e6))
    whole, fraction = divmod(abs(micro), 1_000_000)
    sign = "-" if micro < 0 else ""
    return f"{sign}{whole}" + (f".{fraction:06d}".rstrip("0") if fraction else "")


# The summary's columns as ``handrank history --summary --format csv`` names them, and the
# frame's column each is (``adjusted`` is ``adjusted_net`` in Python).
_CSV_COLUMNS = ("hands", "all_ins", "net", "net_bb", "bb_per_100", "adjusted", "adjusted_bb",
                "ev_bb_per_100", "luck", "showdown", "non_showdown", "showdown_bb",
                "non_showdown_bb", "vpip", "pfr", "wtsd", "wsd")
_COUNTS = ("hands", "all_ins")
_RATES = ("bb_per_100", "ev_bb_per_100", "vpip", "pfr", "wtsd", "wsd")


def _rate(value: float) -> str:
    """A rate as Rust writes a float: the shortest digits that read back, no exponent, no
    ``.0`` on a whole number; empty for none (NaN)."""
    if value != value:
        return ""
    import numpy

    return numpy.format_float_positional(value, trim="-")


def summary_csv(summary: Any) -> bytes:
    """A ``player_summary`` as ``handrank history --summary --format csv`` writes it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("player",) + _CSV_COLUMNS)
    for player, row in summary.iterrows():
        fields = [player]
        for column in _CSV_COLUMNS:
            value = row["adjusted_net" if column == "adjusted" else column]
            if column in _COUNTS:
                fields.append(str(int(value)))
            elif column in _RATES:
                fields.append(_rate(value))
            else:
                fields.append(_chips(value))
        writer.writerow(fields)
    return out.getvalue().encode()


def _parts_range(text: str) -> Sequence[int]:
    first, sep, last = text.partition(":")
    if not sep or not first.strip().isdigit() or not last.strip().isdigit():
        raise argparse.ArgumentTypeError(f"'{text}': --parts is K:L (shards K to L, as 1:8)")
    return range(int(first), int(last) + 1)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m handrank.dask preflop-table|history …``: see the module's doc."""
    parser = argparse.ArgumentParser(
        prog="python -m handrank.dask",
        description="Exact preflop tables, and hand-history collections, on a Dask cluster.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    table = commands.add_parser(
        "preflop-table",
        help="every shard of a preflop table as a Dask task, merged",
        description="Computes the shards of a preflop table on a Dask cluster and writes "
        "the merged table in handrank's part format (or, with --parts, those shards' "
        "parts into a directory).",
    )
    table.add_argument("--game", default="omaha", help="holdem or omaha (PLO4; default)")
    table.add_argument(
        "--scheduler", required=True, help="the scheduler's address, or 'local' for a "
        "cluster on this machine"
    )
    table.add_argument("--shards", type=int, default=64, help="N: the shards (default 64)")
    table.add_argument(
        "--parts", type=_parts_range, help="only shards K to L (K:L, 1-based, both included)"
    )
    table.add_argument("-o", "--output", required=True, help="the file (with --parts: "
                       "the directory) to write")
    table.add_argument("--retries", type=int, default=3, help="re-runs of a failed shard")
    history = commands.add_parser(
        "history",
        help="a PHH hand-history collection settled on a Dask cluster, a task per file",
        description="Reads, replays and settles the PHH hand histories of PATH... on a "
        "Dask cluster, a task per file, and writes the per-player summary (hands, all-ins, "
        "net, all-in-adjusted net, luck, big blinds, VPIP, PFR, WTSD, W$SD) as "
        "`handrank history --summary --format csv`.",
    )
    history.add_argument("paths", nargs="+", metavar="PATH", help=".phh/.phhs files, "
                         "gzip'd or not, or directories (read by the workers)")
    history.add_argument(
        "--scheduler", required=True, help="the scheduler's address, or 'local' for a "
        "cluster on this machine"
    )
    history.add_argument("-o", "--output", required=True, help="the summary's CSV file")
    history.add_argument("--no-ev", action="store_true", help="skip the all-in EV")
    history.add_argument("--trials", type=int, default=_HISTORY_TRIALS,
                         help="Monte Carlo trials of an all-in not priced exactly")
    history.add_argument("--seed", type=int, default=_HISTORY_SEED,
                         help="mixed into each all-in's seed")
    history.add_argument("--skip-invalid", action="store_true",
                         help="skip hands that cannot be read instead of stopping")
    history.add_argument("--retries", type=int, default=3, help="re-runs of a failed task")
    args = parser.parse_args(argv)

    from distributed import Client, LocalCluster

    if args.command == "history":
        cluster = LocalCluster() if args.scheduler == "local" else None
        try:
            with Client(cluster if cluster is not None else args.scheduler) as client:
                summary = player_summary(
                    client, args.paths, all_in_ev=not args.no_ev, trials=args.trials,
                    seed=args.seed, skip_invalid=args.skip_invalid, retries=args.retries,
                    progress=sys.stderr.isatty(),
                )
        except (HistoryFileError, ValueError) as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        finally:
            if cluster is not None:
                cluster.close()
        _write(args.output, summary_csv(summary))
        return 0
    if args.parts is not None:
        if os.path.exists(args.output) and not os.path.isdir(args.output):
            parser.error(f"{args.output}: with --parts, -o names a directory, not a file")
        os.makedirs(args.output, exist_ok=True)
    cluster = LocalCluster() if args.scheduler == "local" else None
    with Client(cluster if cluster is not None else args.scheduler) as client:
        parts = preflop_parts(
            client, args.game, args.shards, args.parts, args.retries, progress=sys.stderr.isatty()
        )
    if cluster is not None:
        cluster.close()
    if args.parts is not None:
        for k, data in parts.items():
            _write(os.path.join(args.output, part_name(k, args.shards)), data)
    else:
        named = [(part_name(k, args.shards), data) for k, data in parts.items()]
        _write(args.output, merge_preflop_parts(named))
    return 0


if __name__ == "__main__":
    sys.exit(main())
