//! `handrank equity --shard K/N` and `--merge`: a question's parts merged are the one-piece
//! answer to the byte, in every game and format (exact enumeration, weighted ranges, dead
//! cards, a seeded Monte Carlo run), and a missing, repeated, foreign or damaged part is an
//! error that names it.

use std::path::{Path, PathBuf};

use crate::parts::{ok, run};

fn part(dir: &Path, question: &[&str], k: u32, n: u32) -> PathBuf {
    crate::parts::part(dir, "equity", question, k, n)
}

fn merged(parts: &[&Path], extra: &[&str]) -> (i32, Vec<u8>, String) {
    crate::parts::merged("equity", parts, extra)
}

/// `question` in `n` parts, merged in reverse order, against the one-piece run, in `format`.
fn same_as_one_piece(dir: &Path, question: &[&str], n: u32, format: &str) {
    let whole = ok(&[&["equity"], question, &["--format", format]].concat());
    let paths: Vec<PathBuf> = (1..=n).map(|k| part(dir, question, k, n)).collect();
    let parts: Vec<&Path> = paths.iter().rev().map(PathBuf::as_path).collect();
    let (code, bytes, stderr) = merged(&parts, &["--format", format]);
    assert_eq!(code, 0, "{question:?}: {stderr}");
    assert_eq!(
        String::from_utf8_lossy(&bytes),
        String::from_utf8_lossy(&whole),
        "{question:?} in {n} parts, {format}"
    );
}

/// An exact question of each game, small enough to enumerate at once.
const EVERY_GAME: [&[&str]; 14] = [
    &["--game", "holdem", "AhAs", "KK", "--board", "Qd7c2h"],
    &["--game", "short-deck", "AhAs", "KK", "--board", "Qd7c9h"],
    &[
        "--game", "omaha", "AhAsKhKd", "JcTc9s8s", "--board", "2c3d4h",
    ],
    &[
        "--game",
        "omaha5",
        "AhAsKhKd5c",
        "JcTc9s8s6d",
        "--board",
        "2c3d4h7s",
    ],
    &[
        "--game",
        "omaha6",
        "AhAsKhKd5c6c",
        "JcTc9s8s6d7d",
        "--board",
        "2c3d4h8h",
    ],
    &[
        "--game",
        "omaha-hilo",
        "AhAs2h3d",
        "JcTc9s8s",
        "--board",
        "4c5d7h",
    ],
    &[
        "--game",
        "omaha-hilo5",
        "AhAs2h3d5c",
        "JcTc9s8s6d",
        "--board",
        "4c5d7hKs",
    ],
    &[
        "--game",
        "omaha-hilo6",
        "AhAs2h3d5c6c",
        "JcTc9s8s6d7d",
        "--board",
        "4c5d7hKs",
    ],
    &["--game", "stud", "AhAsKhKd5c6c", "JcTc9s8s6d7d"],
    &["--game", "stud-hilo", "AhAs2h3d5c6c", "JcTc9s8s6d7d"],
    &["--game", "razz", "Ah2c3d4s5h9c", "6h7h8c9dTsJs"],
    &[
        "--game",
        "ace-five",
        "Ah2c3d4s+1",
        "6h5c4d3h2s",
        "--dead",
        "Kd",
    ],
    &[
        "--game",
        "deuce-seven",
        "7s5h4c3d+1",
        "8h6c5d3s2c",
        "--dead",
        "Ks",
    ],
    &["--game", "badugi", "Ah2c3d+1", "5h6c7d8s", "--dead", "Qs"],
];

#[test]
fn every_games_exact_parts_merged_are_the_one_piece_answer() {
    let dir = tempfile::tempdir().unwrap();
    for question in EVERY_GAME {
        let exact = [question, &["--exact"]].concat();
        same_as_one_piece(dir.path(), &exact, 3, "json");
    }
}

#[test]
fn weighted_ranges_dead_cards_and_monte_carlo_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let weighted: &[&str] = &[
        "AK,QQ+:0.5",
        "AKs,JJ+,T9s:25%",
        "--board",
        "Qs7h2c",
        "--dead",
        "2d",
    ];
    let monte_carlo: &[&str] = &["AKs", "QQ", "random", "--trials", "300000", "--seed", "5"];
    for format in ["text", "csv", "json"] {
        same_as_one_piece(dir.path(), weighted, 3, format);
        same_as_one_piece(dir.path(), monte_carlo, 2, format);
    }
    // More parts than a small question has tasks: the empty parts merge too.
    same_as_one_piece(
        dir.path(),
        &["AhAs", "KdKc", "--board", "Qd7c2h9s"],
        50,
        "json",
    );
}

#[test]
fn a_part_is_the_same_bytes_every_time() {
    let dir = tempfile::tempdir().unwrap();
    let question: &[&str] = &["AKs,AQs", "QQ+", "--board", "Qs7h2c"];
    let a = std::fs::read(part(dir.path(), question, 2, 3)).unwrap();
    let b = ok(&[&["equity"], question, &["--shard", "2/3"]].concat());
    assert_eq!(a, b);
    assert!(a.starts_with(b"handrank equity part, version 1\ngame holdem\n"));
}

#[test]
fn missing_repeated_foreign_and_damaged_parts_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let question: &[&str] = &["AKs", "QQ", "--board", "Qs7h2c"];
    let [one, two, three] = [1, 2, 3].map(|k| part(d, question, k, 3));
    let name = |p: &Path| p.to_str().unwrap().to_owned();
    let error = |parts: &[&Path]| {
        let (code, stdout, stderr) = merged(parts, &[]);
        assert_eq!(code, 2, "{stderr}");
        assert!(stdout.is_empty());
        stderr
    };
    assert!(error(&[&one, &three]).contains("shard 2 of 3 missing"));
    let stderr = error(&[&one, &two, &two, &three]);
    let again = format!("{}: shard 2/3 again (also {})", name(&two), name(&two));
    assert!(stderr.contains(&again), "{stderr}");
    let foreign = part(d, &["AKs", "JJ", "--board", "Qs7h2c"], 2, 3);
    let stderr = error(&[&one, &foreign, &three]);
    assert!(
        stderr.contains(&format!("{}: a part of holdem", name(&foreign)))
            && stderr.contains("AKs v JJ"),
        "{stderr}"
    );
    let other_cut = part(d, question, 2, 4);
    assert!(error(&[&one, &other_cut, &three]).contains("in 4 shards"));
    let seeded = |seed: &str| {
        let mc = [question, &["--trials", "20000", "--seed", seed]].concat();
        part(&tempfile::tempdir_in(d).unwrap().keep(), &mc, 1, 2)
    };
    let (seven, eight) = (seeded("7"), seeded("8"));
    assert!(error(&[&seven, &eight]).contains("seed 8"));
    // Not a part, cut short, a bad count, another version, a question no longer valid.
    let text = std::fs::read_to_string(&two).unwrap();
    let damaged = [
        (
            "not-a-part.txt",
            "hand,combos\n".to_owned(),
            "not a handrank equity part",
        ),
        ("short.txt", text[..text.len() - 30].to_owned(), "line "),
        (
            "bad-count.txt",
            text.replacen("\nwords ", "\nwords x", 1),
            "the part is cut short",
        ),
        (
            "version.txt",
            text.replacen("version 1", "version 2", 1),
            "equity part format version 2",
        ),
        (
            "board.txt",
            text.replacen("board Qs7h2c", "board Qs7h", 1),
            "line 2: the question: ",
        ),
    ];
    for (file, bytes, expected) in damaged {
        let path = d.join(file);
        std::fs::write(&path, bytes).unwrap();
        let stderr = error(&[&one, &path, &three]);
        assert!(
            stderr.contains(&format!("{}: ", name(&path))),
            "{file}: {stderr}"
        );
        assert!(stderr.contains(expected), "{file}: {stderr}");
    }
    assert!(error(&[&d.join("absent.txt")]).contains("absent.txt"));
}

#[test]
fn flags_that_do_not_go_together_are_refused() {
    let refused = |args: &[&str], expected: &str| {
        let (code, stdout, stderr) = run(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    };
    let shard = ["equity", "AKs", "QQ", "--shard", "1/2"];
    refused(
        &[&shard[..], &["--format", "json"]].concat(),
        "--shard writes a part file",
    );
    refused(&[&shard[..], &["--monte-carlo"]].concat(), "needs --seed");
    let time = [&shard[..], &["--monte-carlo", "--seed", "1", "--time", "1"]].concat();
    refused(&time, "stops at its number of trials");
    refused(
        &[&shard[..], &["--breakdown"]].concat(),
        "cannot be used with",
    );
    refused(&["equity", "AKs", "QQ", "--shard", "3/2"], "'3/2'");
    refused(
        &["equity", "AKs", "--merge", "part.txt"],
        "cannot be used with",
    );
}
