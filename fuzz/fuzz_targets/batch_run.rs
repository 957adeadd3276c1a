//! Arbitrary input through the whole streaming batch engine, at two block sizes, in every
//! game.
//!
//! Checks: the output does not depend on where blocks end (a tiny block size against the
//! default); every input line gives exactly one output record; the counts of scored and
//! invalid hands, and the first bad line when stopping, are those of the reference parser.

#![no_main]

use std::io::Cursor;

use arbitrary::Arbitrary;
use handrank::batch::{self, BatchOptions, InputFormat, OutputFormat};
use handrank::lines::numbered;
use handrank::{Game, parse_hand};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input {
    data: Vec<u8>,
    block: u16,
    skip_invalid: bool,
    format: u8,
    game: u8,
}

type Outcome = (Result<(u64, u64, u64), String>, Vec<u8>);

fn run(input: &Input, game: Game, output: OutputFormat, block_size: usize) -> Outcome {
    let options = BatchOptions {
        game,
        input: InputFormat::Text,
        output,
        skip_invalid: input.skip_invalid,
        source_name: "fuzz".to_owned(),
        block_size,
    };
    let mut out = Vec::new();
    let result = batch::run(Cursor::new(input.data.clone()), &mut out, &options, |_| {});
    let result = result
        .map(|s| (s.lines, s.scored, s.invalid))
        .map_err(|e| e.to_string());
    (result, out)
}

fuzz_target!(|input: Input| {
    let game = Game::ALL[usize::from(input.game) % Game::ALL.len()];
    let output = match input.format % 3 {
        0 => OutputFormat::Text,
        1 => OutputFormat::Csv,
        _ => OutputFormat::Json,
    };
    let small = run(&input, game, output, 64 + usize::from(input.block % 512));
    // Larger than any fuzz input: one block.
    let large = run(&input, game, output, 1 << 16);
    assert_eq!(small, large, "block boundaries changed the output");

    let valid: Vec<bool> = numbered(&input.data)
        .map(|(_, text)| {
            text.is_ok_and(|t| match game {
                Game::HOLDEM => parse_hand(t).is_ok(),
                _ => game.parse_deal(t).is_ok(),
            })
        })
        .collect();
    let lines = valid.len() as u64;
    let scored = valid.iter().filter(|&&v| v).count() as u64;
    let (result, out) = large;
    let header = u64::from(output == OutputFormat::Csv);
    let records = out.iter().filter(|&&b| b == b'\n').count() as u64;
    match valid.iter().position(|&v| !v) {
        Some(bad) if !input.skip_invalid => {
            let error = result.expect_err("a bad line stops the run");
            assert!(
                error.starts_with(&format!("fuzz:{}: ", bad + 1)),
                "{error} (first bad line {})",
                bad + 1
            );
            assert!(records <= header + bad as u64, "records after the bad line");
        }
        _ => {
            assert_eq!(result, Ok((lines, scored, lines - scored)));
            assert_eq!(records, header + lines, "one record per line");
        }
    }
});
