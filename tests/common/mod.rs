//! Helpers shared by the integration tests: reading the data files of `tests/data/`,
//! random distinct cards for the property tests, and running the `handrank` binary.

use handrank::Card;
use proptest::prelude::*;

/// The data lines of a file: comments (`#` to the end of the line) and blank lines removed.
pub fn data_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
        .collect()
}

/// Splits a data line into trimmed fields.
pub fn fields<'a>(line: &'a str, separator: &str) -> Vec<&'a str> {
    line.split(separator).map(str::trim).collect()
}

/// `n` distinct cards in random order.
pub fn cards(n: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Card>> {
    let deck = Card::ALL.to_vec();
    (Just(deck).prop_shuffle(), n).prop_map(|(deck, n)| deck[..n].to_vec())
}

/// Runs the `handrank` binary with `args`, feeding `stdin` from a thread (so a command that
/// writes while it reads cannot deadlock on a full pipe): (exit code, stdout, stderr).
#[allow(dead_code)] // only the command-line test files run the binary
pub fn run_handrank(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_handrank"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let stdin = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("the binary runs");
    let _ = feeder.join();
    (
        output.status.code().unwrap_or(-1),
        output.stdout,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Running the binary on files written by the test (the command-line test files).
#[allow(dead_code)] // only the command-line test files run the binary
pub mod cli;
