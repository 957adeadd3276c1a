"""The exact preflop tables on a Dask cluster: each shard a task, the parts merged.

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
``-o`` names, for ``handrank preflop-table --merge``. Needs the ``dask`` extra:
``pip install "handrank[dask]"``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import Any, Dict, Iterable, Optional, Sequence

from . import merge_preflop_parts, preflop_part, preflop_table_from_part

__all__ = ["preflop_parts", "preflop_table", "part_name", "main"]


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


def _parts_range(text: str) -> Sequence[int]:
    first, sep, last = text.partition(":")
    if not sep or not first.strip().isdigit() or not last.strip().isdigit():
        raise argparse.ArgumentTypeError(f"'{text}': --parts is K:L (shards K to L, as 1:8)")
    return range(int(first), int(last) + 1)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m handrank.dask preflop-table …``: see the module's doc."""
    parser = argparse.ArgumentParser(
        prog="python -m handrank.dask",
        description="Exact preflop tables on a Dask cluster.",
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
    args = parser.parse_args(argv)

    from distributed import Client, LocalCluster

    if args.parts is not None and not os.path.isdir(args.output):
        parser.error(f"{args.output}: with --parts, -o names an existing directory")
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
