//! The batch engine and threads: the public types are `Send + Sync`, scoring the same hands
//! from many threads at once gives exactly the single-threaded answers, and the line reader
//! and batch scorer name bad bytes. Inputs found by the `batch_lines` and `batch_run` fuzz
//! targets (`fuzz/`) are added at the end as regression tests.

use handrank::{
    Card, CardSet, Category, DealError, DealErrorKind, DealPart, Hand, Outcome, ParseError, Rank,
    Strength, Suit, evaluate, naive,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn card(text: &str) -> Card {
    text.parse().expect("a valid card in the test itself")
}

fn unknown_rank(rank: &str, token: &str, position: usize) -> ParseError {
    ParseError::UnknownRank {
        rank: rank.to_owned(),
        token: token.to_owned(),
        position,
    }
}

/// The card text's error inside a batch line's [`DealError`]: a line that cannot be read.
fn unreadable(error: DealError) -> ParseError {
    match error.into_kind() {
        DealErrorKind::Unreadable {
            part: DealPart::Hand,
            error,
        } => *error,
        other => panic!("expected text that cannot be read, got {other:?}"),
    }
}

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn public_types_are_send_and_sync() {
    assert_send_sync::<Strength>();
    assert_send_sync::<Hand>();
    assert_send_sync::<Card>();
    assert_send_sync::<CardSet>();
    assert_send_sync::<ParseError>();
    assert_send_sync::<DealError>();
    assert_send_sync::<Rank>();
    assert_send_sync::<Suit>();
    assert_send_sync::<Category>();
    assert_send_sync::<Outcome>();
    assert_send_sync::<naive::NaiveValue>();
    assert_send_sync::<handrank::proof::Proof>();
    // The equity engine: a configured calculation can be shared, its results sent.
    assert_send_sync::<handrank::equity::Equity>();
    assert_send_sync::<handrank::equity::Range>();
    assert_send_sync::<handrank::equity::MonteCarlo>();
    assert_send_sync::<handrank::equity::EquityResult>();
    assert_send_sync::<handrank::equity::EquityError>();
}

/// Random distinct hands of 5 to 7 cards, the same for every run.
fn sample_hands(count: usize) -> Vec<Vec<Card>> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x5eed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..count)
        .map(|_| {
            deck.shuffle(&mut rng);
            let size = rng.random_range(5..=7);
            deck.iter().copied().take(size).collect()
        })
        .collect()
}

/// Everything a caller reads from one hand's score.
fn score(cards: &[Card]) -> (Strength, Strength, Strength, String) {
    let strength = evaluate(cards).expect("sample hands are valid");
    (
        strength,
        Hand::from_set(cards.iter().copied().collect()).strength(),
        Hand::from_cards(cards).strength(),
        strength.describe(),
    )
}

#[test]
fn eight_threads_score_the_same_hands_as_one() {
    let hands = sample_hands(20_000);
    let single: Vec<_> = hands.iter().map(|cards| score(cards)).collect();
    // The single-threaded answers are themselves right: each entry point agrees, and the
    // category is the naive evaluator's.
    for (cards, (a, b, c, _)) in hands.iter().zip(&single) {
        assert_eq!((a, a), (b, c));
        assert_eq!(a.category().number(), naive::evaluate(cards).category);
    }
    let results: Vec<Vec<_>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..8)
            .map(|offset| {
                let hands = &hands;
                // Each thread starts at a different place so they hit different table
                // entries at the same moment.
                scope.spawn(move || {
                    let start = offset * hands.len() / 8;
                    let mut out = vec![None; hands.len()];
                    for i in (start..hands.len()).chain(0..start) {
                        out[i] = Some(score(&hands[i]));
                    }
                    out.into_iter().map(Option::unwrap).collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a scoring thread panicked"))
            .collect()
    });
    assert_eq!(results.len(), 8);
    for result in results {
        assert_eq!(result, single);
    }
}

/// Bytes that are not UTF-8 reach the library only through the line reader and the batch
/// scorer, which name the byte offset inside the line.
#[test]
fn invalid_utf8_names_the_byte_offset() {
    use handrank::batch::score_line;
    use handrank::lines::{line_text, numbered};
    assert_eq!(
        score_line(b"Ah Kh \xff Jh Th").map_err(unreadable),
        Err(ParseError::NotUtf8 { offset: 6 })
    );
    assert_eq!(
        line_text(b"\xc3\x28"),
        Err(ParseError::NotUtf8 { offset: 0 })
    );
    // A lone continuation byte, an overlong encoding, a surrogate, a truncated sequence.
    for (line, offset) in [
        (&b"Ah \x80"[..], 3),
        (b"\xc0\xaf", 0),
        (b"Ah Kh \xed\xa0\x80", 6),
        (b"Ah Kh Qh Jh T\xe2\x99", 13),
    ] {
        assert_eq!(
            score_line(line).map_err(unreadable),
            Err(ParseError::NotUtf8 { offset }),
            "{line:?}"
        );
    }
    // One bad line does not hide its neighbours, and line numbers stay right.
    let records: Vec<_> =
        numbered(b"\xef\xbb\xbfAh Kh Qh Jh Th\r\n\xff\n\n2c 3c 4c 5c 7d").collect();
    assert_eq!(
        records,
        [
            (1, Ok("Ah Kh Qh Jh Th")),
            (2, Err(ParseError::NotUtf8 { offset: 0 })),
            (3, Ok("")),
            (4, Ok("2c 3c 4c 5c 7d")),
        ]
    );
    // The batch scorer strips `\r` and agrees with the reference parser on NUL and the rest.
    assert_eq!(
        score_line(b"Ah Kh Qh Jh Th\r").map(|s| s.is_royal()),
        Ok(true)
    );
    assert_eq!(
        score_line(b"Ah\0Kh Qh Jh Th").map_err(unreadable),
        Err(unknown_rank("\0", "\0K", 2))
    );
    assert_eq!(
        score_line(b"Ah Kh Ah Jh Th").map_err(unreadable),
        Err(ParseError::DuplicateCard {
            card: card("Ah"),
            position: 3
        })
    );
}

// Regression tests from fuzzing (see docs/robustness.md) follow.

/// `fuzz/artifacts/batch_run/leak-6893f79b…`: a two-byte input that is not UTF-8. The run
/// stops on line 1 with the byte offset and writes nothing; LeakSanitizer's report on it
/// was the detached reader thread's thread-local record, not a leak of ours.
#[test]
fn fuzz_batch_run_two_bytes_not_utf8() {
    use handrank::batch::{self, BatchError, BatchOptions};
    let mut out = Vec::new();
    let options = BatchOptions {
        source_name: "fuzz".to_owned(),
        block_size: 64,
        ..BatchOptions::default()
    };
    let result = batch::run(
        std::io::Cursor::new(vec![232, 14]),
        &mut out,
        &options,
        |_| {},
    );
    match result {
        Err(BatchError::Line(error)) => {
            assert_eq!(
                (error.line, unreadable(error.error)),
                (1, ParseError::NotUtf8 { offset: 0 })
            );
        }
        other => panic!("expected a line error, got {other:?}"),
    }
    assert!(out.is_empty());
}
