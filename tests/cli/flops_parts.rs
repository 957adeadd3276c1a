//! `handrank flops --shard K/N` and `--merge`: the parts of a run merged are the one-run
//! report to the byte in every format (exact hold'em with weights and dead cards, Monte
//! Carlo Omaha by seed), and a missing, repeated, foreign or damaged part is an error that
//! names it.

use std::path::{Path, PathBuf};

use crate::parts::{ok, run};

fn part(dir: &Path, question: &[&str], k: u32, n: u32) -> PathBuf {
    crate::parts::part(dir, "flops", question, k, n)
}

fn merged(parts: &[&Path], extra: &[&str]) -> (i32, Vec<u8>, String) {
    crate::parts::merged("flops", parts, extra)
}

const OMAHA_DEAD: &str = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s";

#[test]
fn the_parts_merged_are_the_one_run_report_to_the_byte() {
    let dir = tempfile::tempdir().unwrap();
    let questions: [&[&str]; 2] = [
        &["AK,QQ+:0.5", "AKs,JJ+,T9s", "--dead", "2c"],
        &[
            "--game",
            "omaha",
            "AhAsKhKs",
            "QhQsJhTh",
            "--dead",
            OMAHA_DEAD,
            "--monte-carlo",
            "--trials",
            "200",
            "--seed",
            "9",
        ],
    ];
    for question in questions {
        let paths: Vec<PathBuf> = (1..=3).map(|k| part(dir.path(), question, k, 3)).collect();
        // The order the parts are given in does not matter.
        let parts: Vec<&Path> = [2, 0, 1].map(|i| paths[i].as_path()).to_vec();
        for format in ["text", "csv", "json"] {
            let whole = ok(&[&["flops"], question, &["--format", format]].concat());
            let (code, bytes, stderr) = merged(&parts, &["--format", format]);
            assert_eq!(code, 0, "{stderr}");
            assert!(bytes == whole, "{question:?} {format}: merged differs");
        }
        // A part is the same bytes every time.
        let again = dir.path().join("again");
        std::fs::create_dir_all(&again).unwrap();
        let again = part(&again, question, 2, 3);
        let same = std::fs::read(&again).unwrap() == std::fs::read(&paths[1]).unwrap();
        assert!(same, "{question:?}: shard 2/3 twice");
    }
}

#[test]
fn missing_repeated_foreign_and_damaged_parts_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let question: &[&str] = &["QQ", "AKs"];
    let [one, two] = [1, 2].map(|k| part(dir.path(), question, k, 2));
    let error = |parts: &[&Path]| {
        let (code, _, stderr) = merged(parts, &[]);
        assert_eq!(code, 2, "{stderr}");
        stderr
    };
    let stderr = error(&[&one]);
    assert!(stderr.contains("shard 2 of 2 missing"), "{stderr}");
    let stderr = error(&[&one, &two, &one]);
    assert!(stderr.contains("shard 1/2 again"), "{stderr}");
    let other = dir.path().join("other");
    std::fs::create_dir(&other).unwrap();
    let foreign = part(&other, &["QQ", "AK"], 2, 2);
    let stderr = error(&[&one, &foreign]);
    assert!(
        stderr.contains(foreign.to_str().unwrap()) && stderr.contains("QQ v AK "),
        "{stderr}"
    );
    let text = std::fs::read_to_string(&two).unwrap();
    let cut = dir.path().join("cut.txt");
    std::fs::write(&cut, &text[..text.len() - 40]).unwrap();
    let stderr = error(&[&one, &cut]);
    assert!(stderr.contains("cut.txt: line"), "{stderr}");
    let stderr = error(&[&one, Path::new("Cargo.toml")]);
    assert!(stderr.contains("not a handrank flops part"), "{stderr}");
}

#[test]
fn a_shard_is_refused_with_the_merged_reports_flags() {
    for extra in [
        &["--format", "csv"][..],
        &["--top", "3"],
        &["--plot", "x.svg"],
    ] {
        let (code, _, stderr) = run(&[&["flops", "QQ", "AKs", "--shard", "1/2"], extra].concat());
        assert_eq!(code, 2, "{extra:?}");
        assert!(stderr.contains("--shard writes a part file"), "{stderr}");
    }
    let (code, _, stderr) = run(&["flops", "QQ", "AKs", "--shard", "3/2"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("'3/2'"), "{stderr}");
}
