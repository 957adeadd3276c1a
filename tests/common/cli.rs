//! The command-line tests' helpers: run the binary, temp files, JSON Lines.

use std::path::{Path, PathBuf};

/// What a run of the binary gave: exit code, stdout (lossy UTF-8) and stderr.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn handrank_bytes(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    super::run_handrank(args, stdin)
}

pub fn handrank(args: &[&str], stdin: &str) -> Run {
    let (code, stdout, stderr) = handrank_bytes(args, stdin.as_bytes());
    Run {
        code,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr,
    }
}

/// A fresh directory for one test's files.
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("handrank-cli-")
        .tempdir()
        .expect("a temp dir")
}

pub fn write(dir: &Path, name: &str, contents: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("the test file is written");
    path
}

pub fn json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

/// The binary's exit code, standard output as text and standard error, with empty input.
pub fn run_text(args: &[&str]) -> (i32, String, String) {
    let (code, stdout, stderr) = super::run_handrank(args, b"");
    (code, String::from_utf8_lossy(&stdout).into_owned(), stderr)
}

/// Standard output of a run that must succeed.
pub fn ok(args: &[&str]) -> String {
    let (code, stdout, stderr) = run_text(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    stdout
}

/// Standard error of a run that must fail with status 2 and write nothing to stdout.
pub fn fails(args: &[&str]) -> String {
    let (code, stdout, stderr) = run_text(args);
    assert_eq!(code, 2, "{args:?}: {stdout}");
    assert!(stdout.is_empty(), "{args:?}: {stdout}");
    stderr
}

/// The README's examples of one subcommand: each ```` ```text ```` block whose first line is
/// `$ handrank SUBCOMMAND ARGS`, as (the command line, ARGS, what the block shows).
#[allow(dead_code)] // only some command-line test files check README examples
pub fn readme_examples(subcommand: &str) -> Vec<(String, String, String)> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let prefix = format!("$ handrank {subcommand} ");
    readme
        .split("```text\n")
        .skip(1)
        .filter_map(|block| {
            let block = block.split("```").next().unwrap_or_default();
            let (command, expected) = block.split_once('\n')?;
            let args = command.strip_prefix(&prefix)?;
            Some((command.to_string(), args.to_string(), expected.to_string()))
        })
        .collect()
}
