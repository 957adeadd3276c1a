//! Arbitrary bytes through the line reader and the batch line scorer.
//!
//! Checks: one numbered record per line (BOM stripped, `\n` or `\r\n` endings, no phantom
//! line after a final newline), invalid UTF-8 reported per line, and the batch's fast byte
//! parser giving exactly what the reference parser gives, value or error, on every line.

#![no_main]

use handrank::batch::score_line;
use handrank::lines::{self, numbered};
use handrank::{DealErrorKind, DealPart, Hand, parse_hand};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let body = lines::strip_bom(data);
    // The lines, found independently of `numbered`.
    let expected: Vec<&[u8]> = if body.is_empty() {
        Vec::new()
    } else {
        body.strip_suffix(b"\n")
            .unwrap_or(body)
            .split(|&b| b == b'\n')
            .collect()
    };
    let records: Vec<_> = numbered(data).collect();
    assert_eq!(records.len(), expected.len(), "one record per line");
    for (i, ((number, text), line)) in records.iter().zip(&expected).enumerate() {
        assert_eq!(*number, i as u64 + 1);
        let line = lines::strip_cr(line);
        match (text, std::str::from_utf8(line)) {
            (Ok(text), Ok(reference)) => assert_eq!(*text, reference),
            (Err(handrank::ParseError::NotUtf8 { offset }), Err(e)) => {
                assert_eq!(*offset, e.valid_up_to());
            }
            (text, reference) => panic!("line {number}: {text:?} vs {reference:?}"),
        }
        // The fast path must agree with the reference parser, on values and on errors
        // (a line past the cap is an error whatever it holds).
        let reference = if line.len() > lines::MAX_LINE {
            Err(handrank::ParseError::LineTooLong {
                length: line.len() as u64,
                max: lines::MAX_LINE,
            })
        } else {
            lines::line_text(line)
                .and_then(parse_hand)
                .map(|cards| Hand::from_cards(&cards).strength())
        };
        // Text that cannot be read is the parser's error inside the line's `DealError`.
        let scored = score_line(line).map_err(|error| match error.into_kind() {
            DealErrorKind::Unreadable {
                part: DealPart::Hand,
                error,
            } => *error,
            other => panic!("line {number}: {other:?} is not the parser's error"),
        });
        assert_eq!(scored, reference, "line {number}: {line:?}");
    }
});
