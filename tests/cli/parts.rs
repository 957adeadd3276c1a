//! What the tests of runs in parts share: a subcommand's part `k/n` of a question written
//! to a directory, and `--merge` of parts.

use std::path::{Path, PathBuf};

use crate::common;

pub fn run(args: &[&str]) -> (i32, Vec<u8>, String) {
    common::run_handrank(args, b"")
}

pub fn ok(args: &[&str]) -> Vec<u8> {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    stdout
}

/// Part `k/n` of `command question`, written to `dir` under a name of its own: the
/// question's letters and digits, and `k-of-n`.
pub fn part(dir: &Path, command: &str, question: &[&str], k: u32, n: u32) -> PathBuf {
    let words: String = (question.concat().chars())
        .filter(char::is_ascii_alphanumeric)
        .take(40)
        .collect();
    let path = dir.join(format!("{command}-{words}-{k}-of-{n}.txt"));
    let shard = format!("{k}/{n}");
    let path_text = path.to_str().expect("a UTF-8 path");
    ok(&[&[command], question, &["--shard", &shard, "-o", path_text]].concat());
    path
}

/// `command --merge` of `parts`, with `extra` flags.
pub fn merged(command: &str, parts: &[&Path], extra: &[&str]) -> (i32, Vec<u8>, String) {
    let mut args = vec![command, "--merge"];
    args.extend(parts.iter().map(|p| p.to_str().expect("a UTF-8 path")));
    args.extend(extra);
    run(&args)
}
