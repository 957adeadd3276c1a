"""handrank.dask on a real distributed.LocalCluster (two worker processes): shards computed
on the cluster are the command line's bytes, all shards merged are the whole table, a
worker killed mid-run changes nothing, and `python -m handrank.dask` writes the merged
table or the asked parts. Only small shards: the whole Omaha table is minutes of CPU.
Hand histories read on the cluster are the local read_phh's frames, errors and summary."""

import hashlib
import os
import pathlib
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

distributed = pytest.importorskip("distributed")

import handrank  # noqa: E402
import handrank.dask  # noqa: E402

pandas = pytest.importorskip("pandas")
assert_frame_equal = pandas.testing.assert_frame_equal

DATA = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "history"

# sha256 of `handrank preflop-table --game omaha --shard K/20000` (the Rust command line,
# release build), K = 1..4: seven board classes each.
CLI_OMAHA_PARTS = {
    1: "d173a871e5fcddae6d67a19ba2c850318857d3f9e1ff14516752a31bbcdc4b56",
    2: "bded2481d87aad0f09ec1cc6e4de190b1cb99bfdc03a4eb430ebf3a798a010e4",
    3: "c07e4544f599f844f94bd0332c44268705fb7df512737e16e9ea324b91fc31f1",
    4: "4cc466fa64d2e22d38489fbbe994518055bcdb8120bac69865080b9537b93e6f",
}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_shards_on_the_cluster_are_the_command_lines_parts(client):
    parts = handrank.dask.preflop_parts(client, "omaha", 20000, parts=range(1, 5))
    assert {k: sha256(v) for k, v in parts.items()} == CLI_OMAHA_PARTS
    first = parts[1].decode().splitlines()
    assert first[:4] == [
        "handrank preflop part, version 1",
        "game omaha",
        "shard 1/20000",
        "counts 32864",
    ]


def test_all_shards_merged_are_the_whole_table(client):
    table = handrank.dask.preflop_table(client, game="holdem", shards=3)
    assert isinstance(table, handrank.PreflopTable)
    whole = handrank.preflop_table()
    assert np.array_equal(table.equities(), whole.equities())
    assert table.matchup("AA", "KK").to_dict() == whole.matchup("AA", "KK").to_dict()


def test_bad_parts_and_shards_are_errors():
    # A table needs every shard of its cut.
    with pytest.raises(handrank.EquityError, match="shards 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 "
                       "and 19989 more of 20000 missing"):
        handrank.merge_preflop_parts([("one", handrank.preflop_part("omaha", 1, 20000))])
    with pytest.raises(handrank.EquityError, match="b: shard 1/2 again \\(also a\\)"):
        part = handrank.preflop_part("holdem", 1, 2)
        handrank.merge_preflop_parts([("a", part), ("b", part)])
    with pytest.raises(handrank.EquityError, match="not a handrank preflop part"):
        handrank.merge_preflop_parts([("x.txt", b"hand,combos\n")])
    with pytest.raises(handrank.EquityError, match="the preflop table is for holdem and omaha"):
        handrank.preflop_part("omaha5", 1, 2)
    with pytest.raises(handrank.EquityError, match="'3/2': a shard is K/N"):
        handrank.preflop_part("omaha", 3, 2)


def test_an_omaha_table_of_a_whole_part():
    # A whole part that wins and ties nothing: every board is a loss.
    zeros = "handrank preflop part, version 1\ngame omaha\nshard 1/1\ncounts 32864\n"
    table = handrank.preflop_table_from_part((zeros + "0\n" * 32864).encode())
    assert isinstance(table, handrank.OmahaPreflopTable)
    assert len(table) == 16_432 == len(table.hands())
    assert int(table.combos().sum()) == 270_725
    counts = table.counts()
    assert counts.shape == (16_432, 3) and counts.dtype == np.uint64
    boards = table.combos().astype(np.uint64) * np.uint64(194_580 * 1_086_008)
    assert np.array_equal(counts[:, 2], boards)
    assert not table.equities().any()
    with pytest.raises(handrank.EquityError, match="wins and ties more than all its boards"):
        too_many = zeros + "18446744073709551615\n" + "0\n" * 32863
        handrank.preflop_table_from_part(too_many.encode())


def test_a_worker_killed_mid_run_gives_the_same_parts(client):
    wanted = range(1, 5)
    expected = {k: handrank.preflop_part("omaha", k, 400) for k in wanted}
    pids = client.run(os.getpid)
    result = {}
    runner = threading.Thread(
        target=lambda: result.update(
            handrank.dask.preflop_parts(client, "omaha", 400, parts=wanted)
        )
    )
    runner.start()
    # Kill the first worker seen running a shard, while it runs.
    victim = None
    deadline = time.monotonic() + 60
    while victim is None and time.monotonic() < deadline:
        busy = [w for w, tasks in client.processing().items() if tasks]
        if busy:
            victim = busy[0]
        else:
            time.sleep(0.02)
    assert victim is not None, "no shard started"
    os.kill(pids[victim], signal.SIGKILL)
    runner.join(timeout=300)
    assert not runner.is_alive()
    assert result == expected
    assert victim not in client.scheduler_info()["workers"]


def test_the_command_line(client, tmp_path):
    address = client.scheduler.address
    out = tmp_path / "holdem.part"
    command = [sys.executable, "-m", "handrank.dask", "preflop-table", "--game", "holdem"]
    done = subprocess.run(
        command + ["--scheduler", address, "--shards", "3", "-o", str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    parts = [(f"{k}", handrank.preflop_part("holdem", k, 3)) for k in (1, 2, 3)]
    assert out.read_bytes() == handrank.merge_preflop_parts(parts)
    folder = tmp_path / "parts" / "holdem"  # made, with its parent
    done = subprocess.run(
        command + ["--scheduler", address, "--shards", "3", "--parts", "2:3", "-o", str(folder)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    for k in (2, 3):
        assert (folder / f"part-{k}-of-3.txt").read_bytes() == parts[k - 1][1]
    assert not (folder / "part-1-of-3.txt").exists()
    done = subprocess.run(
        command + ["--scheduler", address, "--parts", "1:1", "-o", str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "names a directory, not a file" in done.stderr
    done = subprocess.run(
        command + ["--scheduler", address, "--parts", "2-3", "-o", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "--parts is K:L" in done.stderr


def local_frames(paths, **options):
    hands = list(handrank.read_phh(paths, **options))
    return handrank.hands_frame(hands), handrank.players_frame(hands)


def test_histories_on_the_cluster_are_the_local_reads(client):
    # Every project file (a directory, in the reader's name order), then one named again.
    paths = [DATA, str(DATA / "side_pots.phh")]
    hands, players = handrank.dask.read_phh(client, paths)
    local_hands, local_players = local_frames(paths)
    assert_frame_equal(hands, local_hands)
    assert_frame_equal(players, local_players)
    files = [pathlib.Path(f).name for f in hands["file"]]
    # The directory's files in name order, each file's hands together, then the one named.
    assert files[:-1] == sorted(files[:-1]) and files[-1] == "side_pots.phh"
    assert set(files[:-1]) == {path.name for path in DATA.iterdir()}
    assert players["all_in_ev"].notna().any()  # priced on the workers, seeded alike
    summary = handrank.dask.player_summary(client, paths)
    assert_frame_equal(summary, handrank.player_summary(local_players))
    assert summary["luck"].abs().sum() > 0


def test_the_summary_is_the_command_lines(client):
    # `handrank history tests/data/history/site.phhs --summary --format csv` (tests/cli/history.rs).
    summary = handrank.dask.player_summary(client, DATA / "site.phhs")
    assert handrank.dask.summary_csv(summary).decode().splitlines() == [
        "player,hands,all_ins,net,net_bb,bb_per_100,adjusted,adjusted_bb,ev_bb_per_100,luck,"
        "showdown,non_showdown,showdown_bb,non_showdown_bb,vpip,pfr,wtsd,wsd",
        "ann,3,0,8.5,8.5,283.3333333333333,8.5,8.5,283.3333333333333,0,"
        "7,1.5,7,1.5,66.66666666666666,33.33333333333333,100,100",
        "bob,3,0,-8.5,-8.5,-283.3333333333333,-8.5,-8.5,-283.3333333333333,0,"
        "-7,-1.5,-7,-1.5,33.33333333333333,33.33333333333333,100,0",
        "cid,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,,",
    ]
    assert summary.loc["ann", "net"] == 8.5 and summary.index[0] == "ann"


def bad_collection(tmp_path):
    """Three files, the second with a bad hand in section [9] after four good ones."""
    (tmp_path / "a.phh").write_text((DATA / "side_pots.phh").read_text())
    bad = (DATA / "site.phhs").read_text() + (
        "\n[9]\nvariant = 'XX'\nantes = [0, 0]\nstarting_stacks = [1, 1]\nactions = []\n"
    )
    (tmp_path / "b.phhs").write_text(bad)
    (tmp_path / "c.phhs").write_text((DATA / "hilo.phhs").read_text())
    return tmp_path


def test_a_bad_hand_raises_as_locally_or_is_skipped(client, tmp_path):
    collection = bad_collection(tmp_path)
    with pytest.raises(handrank.HistoryFileError) as local:
        list(handrank.read_phh(collection))
    with pytest.raises(handrank.HistoryFileError) as remote:
        handrank.dask.read_phh(client, collection)
    assert str(remote.value) == str(local.value)
    assert (remote.value.file, remote.value.section, remote.value.line) == (
        str(collection / "b.phhs"), 9, local.value.line,
    )
    with pytest.raises(handrank.HistoryFileError):
        handrank.dask.player_summary(client, collection)
    hands, players = handrank.dask.read_phh(client, collection, skip_invalid=True)
    local_hands, local_players = local_frames(collection, skip_invalid=True)
    assert_frame_equal(hands, local_hands)
    assert_frame_equal(players, local_players)
    assert hands["error"].notna().sum() == 1
    with pytest.raises(handrank.HistoryFileError, match="missing.phh"):
        handrank.dask.read_phh(client, [DATA, tmp_path / "missing.phh"])
    with pytest.raises(ValueError, match="standard input"):
        handrank.dask.read_phh(client, "-")


def test_a_worker_killed_mid_read_gives_the_same_frames(client, tmp_path):
    # Four files of 120 four-way all-ins each, priced by Monte Carlo: about half a second
    # a file.
    hand = (DATA / "side_pots.phh").read_text()
    for name in "abcd":
        text = "".join(f"[{i}]\n{hand}\n" for i in range(1, 121))
        (tmp_path / f"{name}.phhs").write_text(text)
    pids = client.run(os.getpid)
    result = []
    runner = threading.Thread(
        target=lambda: result.append(handrank.dask.read_phh(client, tmp_path, seed=7))
    )
    expected = local_frames(tmp_path, seed=7)
    runner.start()
    victim = None
    deadline = time.monotonic() + 60
    while victim is None and time.monotonic() < deadline:
        busy = [w for w, tasks in client.processing().items() if tasks]
        if busy:
            victim = busy[0]
        else:
            time.sleep(0.02)
    assert victim is not None, "no file started"
    os.kill(pids[victim], signal.SIGKILL)
    runner.join(timeout=300)
    assert not runner.is_alive()
    assert_frame_equal(result[0][0], expected[0])
    assert_frame_equal(result[0][1], expected[1])
    assert len(result[0][0]) == 480


def test_the_history_command_line(client, tmp_path):
    address = client.scheduler.address
    out = tmp_path / "summary.csv"
    command = [sys.executable, "-m", "handrank.dask", "history", "--scheduler", address]
    done = subprocess.run(command + [str(DATA), "-o", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    _, players = local_frames(DATA)
    summary = handrank.player_summary(players)
    assert out.read_bytes() == handrank.dask.summary_csv(summary)
    # A bad hand: the error names it, exit status 2, the output untouched.
    (tmp_path / "bad").mkdir()
    collection = bad_collection(tmp_path / "bad")
    done = subprocess.run(command + [str(collection), "-o", str(out)], capture_output=True,
                          text=True)
    assert done.returncode == 2
    assert "b.phhs" in done.stderr and "XX" in done.stderr
    assert out.read_bytes() == handrank.dask.summary_csv(summary)
    done = subprocess.run(command + [str(collection), "--skip-invalid", "--no-ev", "-o",
                                     str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    _, players = local_frames(collection, skip_invalid=True, all_in_ev=False)
    assert out.read_bytes() == handrank.dask.summary_csv(handrank.player_summary(players))


def test_the_docs_dask_snippet_runs_as_a_script(tmp_path):
    """docs/HISTORY.md's snippet, saved as a script and run from the repository's root,
    starts its own local cluster (worker processes import the script: the __main__ guard)
    and prints what its comment says."""
    root = DATA.parents[2]
    doc = (root / "docs" / "HISTORY.md").read_text()
    (snippet,) = [b.split("```")[0] for b in doc.split("```python\n")[1:]
                  if "handrank.dask" in b.split("```")[0]]
    script = tmp_path / "summary.py"
    script.write_text(snippet)
    run = subprocess.run([sys.executable, str(script)], cwd=root, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split()[-1] == snippet.split("# ")[-1].strip() == "8.5"
