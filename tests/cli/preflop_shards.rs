//! `handrank preflop-table --shard K/N` and `--merge`: hold'em's shards merged are the whole
//! table to the byte, parts are the same bytes every time, and a missing, repeated, foreign
//! or damaged part is an error that names it. Omaha's shards go through the same path (a
//! few small ones here; the whole table is data/plo4_vs_random.csv.gz, made as
//! docs/EQUITY-METHOD.md shows).

use std::path::{Path, PathBuf};

use crate::parts::{ok, run};

/// Shard `k/n` of `game`'s table written to `dir`.
fn part(dir: &Path, game: &str, k: u32, n: u32) -> PathBuf {
    crate::parts::part(dir, "preflop-table", &["--game", game], k, n)
}

fn merged(parts: &[&Path], extra: &[&str]) -> (i32, Vec<u8>, String) {
    crate::parts::merged("preflop-table", parts, extra)
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow unoptimized: .ci/run runs it in release"
)]
fn holdem_shards_merged_are_the_whole_table() {
    let dir = tempfile::tempdir().unwrap();
    let whole = ok(&["preflop-table", "--format", "csv"]);
    let parts: Vec<PathBuf> = (1..=3).map(|k| part(dir.path(), "holdem", k, 3)).collect();
    // Any order.
    let order = [&parts[2], &parts[0], &parts[1]].map(PathBuf::as_path);
    let (code, stdout, stderr) = merged(&order, &["--format", "csv"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, whole);
    // The parts hold disjoint boards: each alone is less than the table.
    let text = std::fs::read_to_string(&parts[0]).unwrap();
    assert!(
        text.starts_with(
            "handrank preflop part, version 1\ngame holdem\nshard 1/3\ncounts 28561\n"
        ),
        "{}",
        &text[..80]
    );
    assert_eq!(text.lines().count(), 4 + 169 * 169);
}

#[test]
fn a_part_is_the_same_bytes_every_time() {
    let dir = tempfile::tempdir().unwrap();
    let a = std::fs::read(part(dir.path(), "omaha", 9, 20_000)).unwrap();
    let b = ok(&["preflop-table", "--game", "omaha", "--shard", "9/20000"]);
    assert_eq!(a, b);
    assert!(a.starts_with(
        b"handrank preflop part, version 1\ngame omaha\nshard 9/20000\ncounts 32864\n"
    ));
}

#[test]
fn missing_repeated_foreign_and_damaged_parts_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Parts of a thousand shards: the same checks as any, at a thousandth of the work.
    let (one, two, three) = (
        part(d, "holdem", 1, 1000),
        part(d, "holdem", 2, 1000),
        part(d, "holdem", 3, 1000),
    );
    let name = |p: &Path| p.to_str().unwrap().to_owned();
    let error = |parts: &[&Path], extra: &[&str]| {
        let (code, stdout, stderr) = merged(parts, extra);
        assert_eq!(code, 2, "{stderr}");
        assert!(stdout.is_empty());
        stderr
    };
    let stderr = error(&[&one, &three], &[]);
    assert!(
        stderr.contains("shards 2, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 988 more of 1000 missing"),
        "{stderr}"
    );
    let stderr = error(&[&one, &two, &two, &three], &[]);
    assert!(
        stderr.contains(&format!(
            "{}: shard 2/1000 again (also {})",
            name(&two),
            name(&two)
        )),
        "{stderr}"
    );
    let omaha = part(d, "omaha", 2, 20_000);
    let stderr = error(&[&one, &omaha, &three], &[]);
    assert!(
        stderr.contains(&format!(
            "{}: a part of omaha in 20000 shards, but the first part is of holdem in 1000 shards",
            name(&omaha)
        )),
        "{stderr}"
    );
    let other_cut = part(d, "holdem", 2, 999);
    let stderr = error(&[&one, &other_cut, &three], &[]);
    assert!(
        stderr.contains(&name(&other_cut)) && stderr.contains("holdem in 999 shards"),
        "{stderr}"
    );
    let stderr = error(&[&one, &two, &three], &["--game", "omaha"]);
    assert!(
        stderr.contains(&format!(
            "{}: a part of the holdem table, not --game omaha",
            name(&one)
        )),
        "{stderr}"
    );
    // Not a part, cut short, a bad count, another version.
    let text = std::fs::read_to_string(&two).unwrap();
    let damaged = [
        (
            "not-a-part.txt",
            "hand,combos\n".to_owned(),
            "not a handrank preflop part".to_owned(),
        ),
        (
            "short.txt",
            text[..text.len() / 2].to_owned(),
            "the part is cut short".to_owned(),
        ),
        (
            "bad-count.txt",
            text.replacen("\ncounts 28561\n", "\ncounts 28561\n-1\n", 1),
            "line 5: \"-1\" is not a count".to_owned(),
        ),
        (
            "version.txt",
            text.replacen("version 1", "version 2", 1),
            "part format version 2".to_owned(),
        ),
    ];
    for (file, bytes, expected) in damaged {
        let path = d.join(file);
        std::fs::write(&path, bytes).unwrap();
        let (code, _, stderr) = merged(&[&one, &path, &three], &[]);
        assert_eq!(code, 2, "{file}: {stderr}");
        assert!(
            stderr.contains(&format!("{}: ", name(&path))),
            "{file}: {stderr}"
        );
        assert!(stderr.contains(&expected), "{file}: {stderr}");
    }
    let stderr = error(&[&d.join("absent.txt")], &[]);
    assert!(stderr.contains("absent.txt"), "{stderr}");
}

#[test]
fn flags_that_do_not_go_together_are_refused() {
    for (args, expected) in [
        (&["--shard", "0/3"][..], "'0/3': a shard is K/N"),
        (&["--shard", "4/3"], "'4/3': a shard is K/N"),
        (
            &["--shard", "1/3", "--format", "csv"],
            "--shard writes a part file",
        ),
        (
            &["--game", "omaha", "--hand", "AA"],
            "are for the hold'em table",
        ),
        (
            &["--game", "omaha", "--format", "grid"],
            "are for the hold'em table",
        ),
        (
            &["--game", "omaha5"],
            "the preflop table is for holdem and omaha",
        ),
        (&["--shard", "1/2", "--merge", "x"], "cannot be used with"),
    ] {
        let mut all = vec!["preflop-table"];
        all.extend(args);
        let (code, stdout, stderr) = run(&all);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

/// A run stopped in the middle of the Omaha table leaves the output file as it was: the
/// table is written beside it and renamed only when whole. The run is killed (`kill -9`,
/// which nothing can catch or ignore, the harshest Ctrl-C): a SIGINT would be ignored by a
/// test run started in the background of a non-interactive shell.
#[test]
fn an_interrupted_run_leaves_the_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("plo4.csv");
    std::fs::write(&out, "the old table\n").unwrap();
    let mut child = std::process::Command::new(crate::common::handrank_binary())
        .args(["preflop-table", "--game", "omaha", "--format", "csv", "-o"])
        .arg(&out)
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let interrupted = std::process::Command::new("kill")
        .args(["-KILL", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let status = child.wait().unwrap();
    assert!(!status.success(), "the whole table cannot be done in 1.5 s");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "the old table\n");
}
