//! Helpers shared by the integration tests: reading the data files of `tests/data/`,
//! random distinct cards for the property tests, and running the `handrank` binary.

use handrank::Card;
use quickcheck::{Arbitrary, Gen, QuickCheck, Testable};

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

/// Checks `property` on `cases` random inputs (quickcheck: a failing input is printed; a
/// panic inside the property is a failure).
#[allow(dead_code)] // only the property tests' files check properties
pub fn check<A: Testable>(cases: u64, property: A) {
    QuickCheck::new()
        .tests(cases)
        .max_tests(cases * 10)
        .quickcheck(property);
}

/// A number below `n` (at least 1).
pub fn below(g: &mut Gen, n: usize) -> usize {
    usize::arbitrary(g) % n
}

/// A number in `range`.
#[allow(dead_code)]
pub fn within(g: &mut Gen, range: std::ops::RangeInclusive<usize>) -> usize {
    range.start() + below(g, range.end() - range.start() + 1)
}

/// `values` in a random order (Fisher-Yates).
pub fn shuffle<T>(g: &mut Gen, values: &mut [T]) {
    for i in (1..values.len()).rev() {
        values.swap(i, below(g, i + 1));
    }
}

/// `n` distinct cards in random order, `n` in `counts`.
#[allow(dead_code)]
pub fn cards(g: &mut Gen, counts: std::ops::RangeInclusive<usize>) -> Vec<Card> {
    let mut deck = Card::ALL.to_vec();
    shuffle(g, &mut deck);
    deck.truncate(within(g, counts));
    deck
}

/// Text of `len` characters drawn from `alphabet`.
#[allow(dead_code)]
pub fn text(g: &mut Gen, alphabet: &[char], len: std::ops::RangeInclusive<usize>) -> String {
    let len = within(g, len);
    (0..len)
        .map(|_| alphabet[below(g, alphabet.len())])
        .collect()
}

/// The `handrank` binary under test: the one `cargo test` built, or the one `HANDRANK` names
/// (`.ci/run` points its slow ignored tests at the release build of the same code).
#[allow(dead_code)] // only the command-line test files run the binary
pub fn handrank_binary() -> String {
    std::env::var("HANDRANK").unwrap_or_else(|_| env!("CARGO_BIN_EXE_handrank").to_string())
}

/// Runs the `handrank` binary with `args`, feeding `stdin` from a thread (so a command that
/// writes while it reads cannot deadlock on a full pipe): (exit code, stdout, stderr).
#[allow(dead_code)] // only the command-line test files run the binary
pub fn run_handrank(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(handrank_binary())
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
