"""The every-flop report in parts: `handrank.flops_part` is the command line's part
format, parts merged (`handrank.merge_flops_parts`) are `handrank.flops`' report to the
bit, and `handrank.dask.flops` runs the parts on a real distributed.LocalCluster (two
worker processes) to the same report: exact hold'em with weights and a dead card, Omaha by
Monte Carlo with one seed."""

import pytest

distributed = pytest.importorskip("distributed")
pandas = pytest.importorskip("pandas")

import handrank  # noqa: E402
import handrank.dask  # noqa: E402

assert_frame_equal = pandas.testing.assert_frame_equal

# Every card from 2 to 7 out of the deck: Omaha's flops stay few (C(28, 3) of them).
SMALL = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s"
OMAHA = dict(hero="AhAsKhKs", villain="QhQsJhTh", dead=SMALL, game="omaha",
             method="monte_carlo", trials=200, seed=9)


def same_report(a, b):
    assert_frame_equal(a.flops, b.flops)
    assert_frame_equal(a.groups, b.groups)


def merged(question, shards):
    parts = [
        (f"part{k}", handrank.flops_part(shard=k, shards=shards, **question))
        for k in range(shards, 0, -1)
    ]
    return handrank.merge_flops_parts(parts)


@pytest.mark.parametrize("question", [
    dict(hero="AK,QQ+:0.5", villain="AKs,JJ+,T9s", dead="2c"),
    OMAHA,
])
def test_parts_merged_are_the_one_run_report(question):
    same_report(merged(question, 3), handrank.flops(**question))


def test_a_part_is_the_command_lines_format():
    part = handrank.flops_part("QQ", "AKs", 2, 3)
    assert part.decode().splitlines()[:3] == [
        "handrank flops part, version 1", "game holdem", "hero QQ",
    ]
    assert "shard 2/3" in part.decode().splitlines()
    assert part == handrank.flops_part("QQ", "AKs", 2, 3)


def test_bad_parts_and_questions_are_errors():
    one, two = (handrank.flops_part("QQ", "AKs", k, 2) for k in (1, 2))
    with pytest.raises(handrank.EquityError, match="shard 2 of 2 missing"):
        handrank.merge_flops_parts([("one", one)])
    with pytest.raises(handrank.EquityError, match="b: shard 1/2 again \\(also a\\)"):
        handrank.merge_flops_parts([("a", one), ("b", one)])
    other = handrank.flops_part("QQ", "AK", 2, 2)
    with pytest.raises(handrank.EquityError, match="other: a part of holdem QQ v AK "):
        handrank.merge_flops_parts([("one", one), ("other", other)])
    with pytest.raises(handrank.EquityError, match="x.txt: not a handrank flops part"):
        handrank.merge_flops_parts([("one", one), ("x.txt", b"flop\n")])
    seedless = dict(OMAHA, seed=None)
    with pytest.raises(handrank.EquityError, match="needs a seed"):
        handrank.flops_part(shard=1, shards=2, **seedless)
    with pytest.raises(handrank.EquityError, match="'3/2'"):
        handrank.flops_part("QQ", "AKs", 3, 2)
    same_report(handrank.merge_flops_parts([("two", two), ("one", one)]),
                handrank.flops("QQ", "AKs"))


def test_dask_flops_is_the_one_run_report(client):
    same_report(handrank.dask.flops(client, "QQ", "AKs", dead="2c", parts=3),
                handrank.flops("QQ", "AKs", dead="2c"))
    same_report(handrank.dask.flops(client, parts=4, **OMAHA), handrank.flops(**OMAHA))
    # Without a seed the client draws one for every part.
    seedless = dict(OMAHA, seed=None)
    drawn = handrank.dask.flops(client, parts=2, **seedless)
    assert set(drawn.flops["method"]) == {"monte_carlo"}
    with pytest.raises(handrank.EquityError, match="XX"):
        handrank.dask.flops(client, "XX", "AKs", parts=2, retries=0)
