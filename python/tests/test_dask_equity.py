"""An equity question in parts: `handrank.equity_part` is the command line's part format,
parts merged (`handrank.merge_equity_parts`) are `handrank.equity`'s answer in one piece,
and `handrank.dask.equity` runs the parts on a real distributed.LocalCluster (two worker
processes) to the same answer: exact to the last count, Monte Carlo the one seeded run."""

import pytest

distributed = pytest.importorskip("distributed")

import handrank  # noqa: E402
import handrank.dask  # noqa: E402

# Exact questions of several games, and weighted ranges with a dead card.
EXACT = [
    dict(players=["AKs,AQs", "QQ+,AKo"], board="Qs7h2c"),
    dict(players=["AK,QQ+:0.5", "AKs,JJ+,T9s:25%"], board="Qs7h2c", dead="2d"),
    dict(players=["AhAsKhKd", "JcTc9s8s"], board="2c3d4h", game="omaha"),
    dict(players=["AhAs2h3d5c6c", "JcTc9s8s6d7d"], game="stud-hilo"),
    dict(players=["7s5h4c3d+1", "8h6c5d3s2c"], dead="Ks", game="deuce-seven"),
]


def merged(question, shards, **options):
    parts = [
        (f"part{k}", handrank.equity_part(shard=k, shards=shards, **question, **options))
        for k in range(shards, 0, -1)
    ]
    return handrank.merge_equity_parts(parts)


@pytest.mark.parametrize("question", EXACT)
def test_exact_parts_merged_are_the_one_piece_answer(question):
    whole = handrank.equity(method="exact", **question)
    assert merged(question, 3, method="exact").to_dict() == whole.to_dict()


def test_monte_carlo_parts_are_the_one_seeded_run():
    question = dict(players=["AKs", "QQ", "random"])
    whole = handrank.equity(method="monte_carlo", trials=300_000, seed=5, **question)
    parts = merged(question, 2, method="monte_carlo", trials=300_000, seed=5)
    assert parts.to_dict() == whole.to_dict()
    assert parts.boards == 300_000 and parts.seed == 5


def test_a_part_is_the_command_lines_format():
    part = handrank.equity_part(["AKs", "QQ"], 2, 3, board="Qs7h2c")
    lines = part.decode().splitlines()
    assert lines[:12] == [
        "handrank equity part, version 1",
        "game holdem",
        "draws 0",
        "players 2",
        "player AKs",
        "player QQ",
        "board Qs7h2c",
        "dead -",
        "method exact",
        "seed -",
        "trials -",
        "shard 2/3",
    ]
    assert part == handrank.equity_part(["AKs", "QQ"], 2, 3, board="Qs7h2c")


def test_bad_parts_and_questions_are_errors():
    question = dict(players=["AKs", "QQ"], board="Qs7h2c")
    one, two = (handrank.equity_part(shard=k, shards=2, **question) for k in (1, 2))
    with pytest.raises(handrank.EquityError, match="shard 2 of 2 missing"):
        handrank.merge_equity_parts([("one", one)])
    with pytest.raises(handrank.EquityError, match="b: shard 1/2 again \\(also a\\)"):
        handrank.merge_equity_parts([("a", one), ("b", one)])
    other = handrank.equity_part(["AKs", "JJ"], 2, 2, board="Qs7h2c")
    with pytest.raises(handrank.EquityError, match="other: a part of holdem .*AKs v JJ"):
        handrank.merge_equity_parts([("one", one), ("other", other)])
    with pytest.raises(handrank.EquityError, match="x.txt: not a handrank equity part"):
        handrank.merge_equity_parts([("one", one), ("x.txt", b"hand,combos\n")])
    with pytest.raises(handrank.EquityError, match="needs a seed"):
        handrank.equity_part(["AKs", "QQ"], 1, 2, method="monte_carlo")
    with pytest.raises(handrank.EquityError, match="'4/3'"):
        handrank.equity_part(["AKs", "QQ"], 4, 3)
    with pytest.raises(handrank.EquityError, match="player 2"):
        handrank.equity_part(["AKs", "QX"], 1, 2)
    assert handrank.merge_equity_parts([("one", one), ("two", two)]).boards > 0


def test_dask_equity_is_the_one_piece_answer(client):
    for question in EXACT[:3]:
        whole = handrank.equity(**question)
        assert handrank.dask.equity(client, parts=3, **question).to_dict() == whole.to_dict()
    question = dict(players=["AhKh", "QQ+"], method="monte_carlo", trials=200_000)
    whole = handrank.equity(seed=11, **question)
    assert handrank.dask.equity(client, seed=11, parts=4, **question).to_dict() == whole.to_dict()
    # Without a seed the client draws one for every part: the result reports it.
    drawn = handrank.dask.equity(client, parts=2, **question)
    again = handrank.equity(seed=drawn.seed, **question)
    assert drawn.to_dict() == again.to_dict()
    with pytest.raises(handrank.EquityError, match="player 1"):
        handrank.dask.equity(client, ["XX", "QQ"], parts=2, retries=0)
