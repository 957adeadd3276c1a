use std::io;

use super::record::{RecordBuffer, Records, json_string};
use super::scan::{parse_fast, scan_fast, scan_fixed};
use super::*;
use crate::card::Card;

fn run_text(input: &str, options: &BatchOptions) -> (Result<BatchSummary, BatchError>, String) {
    let mut out = Vec::new();
    let result = run(
        io::Cursor::new(input.as_bytes().to_vec()),
        &mut out,
        options,
        |_| {},
    );
    (result, String::from_utf8_lossy(&out).into_owned())
}

#[test]
fn fast_parser_agrees_with_the_real_one() {
    let lines = [
        "Ah Kh Qh Jh Th",
        "ah kh qh jh th 2c 3d",
        "AH,KH,QH,JH,TH",
        "2c, 3d, 4h, 5s, 7c, 9d",
        "Kc 9s Ks Kd 9d 3c 6d",
    ];
    for line in lines {
        let slow = parse_hand(line).map(|c| Hand::from_cards(&c).strength());
        assert_eq!(
            parse_fast(line.as_bytes()).map(Hand::strength),
            slow.ok(),
            "{line}"
        );
    }
    // Lines the fast path declines: the slow path decides.
    for line in [
        "AhKhQhJhTh",
        "10h Jh Qh Kh Ah",
        "Ah  Kh Qh Jh Th",
        "Ah Kh Qh Jh Th ",
    ] {
        assert_eq!(parse_fast(line.as_bytes()), None, "{line}");
        assert!(score_line(line.as_bytes()).is_ok(), "{line}");
    }
    for line in [
        "Ah Ah Qh Jh Th",
        "Ah Kh Qh Jh",
        "Ah Kh Qh Jh Tx",
        "",
        "Ah Kh Qh Jh Th 2c 3c 4c",
    ] {
        assert_eq!(parse_fast(line.as_bytes()), None, "{line}");
        let unreadable = |error| DealError::unreadable(Game::HOLDEM, DealPart::Hand, error);
        assert_eq!(
            score_line(line.as_bytes()).unwrap_err(),
            unreadable(parse_hand(line).unwrap_err()),
            "{line}"
        );
    }
}

#[test]
fn every_record_is_the_formatted_strength() {
    for format in [OutputFormat::Text, OutputFormat::Csv, OutputFormat::Json] {
        let records = Records::new(format, Game::HOLDEM);
        for value in 1..=Strength::MAX.get() {
            let s = Strength::new(value).unwrap();
            let expected = match format {
                OutputFormat::Csv => format!("{value},{},\n", s.category().id()),
                OutputFormat::Json => {
                    format!(
                        "{{\"strength\":{value},\"category\":\"{}\"}}\n",
                        s.category().id()
                    )
                }
                _ => format!("{value} {}\n", s.name()),
            };
            let mut out = RecordBuffer::new(Vec::new(), 0);
            out.put_slice(b"x");
            records.push(&mut out, value);
            let (buffer, len) = out.finish();
            assert_eq!(String::from_utf8_lossy(&buffer[1..len]), expected);
        }
    }
}

/// Every game's records, from its own ranking: each strength's record is the strength and
/// the category as the format names it, and stud hi-lo adds its low from the low table.
#[test]
fn every_game_has_its_ranking_records() {
    for game in Game::ALL {
        for format in [OutputFormat::Text, OutputFormat::Csv, OutputFormat::Json] {
            let records = Records::new(format, game);
            for n in 1..=game.classes() {
                let value = game.value(n).unwrap();
                let (name, id) = (value.category_name(), value.category_id());
                let expected = match format {
                    OutputFormat::Csv => format!("{n},{id},\n"),
                    OutputFormat::Json => format!("{{\"strength\":{n},\"category\":\"{id}\"}}\n"),
                    _ => format!("{n} {name}\n"),
                };
                let mut out = RecordBuffer::new(Vec::new(), 0);
                records.push(&mut out, n);
                let (buffer, len) = out.finish();
                assert_eq!(String::from_utf8_lossy(&buffer[..len]), expected, "{game}");
            }
        }
    }
    let line = |format, text: &str| {
        let records = Records::new(format, Game::STUD_HI_LO);
        let cards = parse_hand(text).unwrap();
        let mut out = RecordBuffer::new(Vec::new(), 0);
        records.push_score(&mut out, Game::STUD_HI_LO.score(&cards, &[]).unwrap());
        let (buffer, len) = out.finish();
        String::from_utf8_lossy(&buffer[..len]).into_owned()
    };
    let (eight, nine) = ("8c 7d 6h 5s 4c Kd Kh", "9c 7d 6h 5s 4c Kd Kh");
    assert_eq!(
        line(OutputFormat::Text, eight),
        "5857 Straight low 8-7-6-5-4\n"
    );
    assert_eq!(line(OutputFormat::Text, nine), "3747 Pair low none\n");
    assert_eq!(
        line(OutputFormat::Csv, eight),
        "5857,straight,8-7-6-5-4,1,\n"
    );
    assert_eq!(line(OutputFormat::Csv, nine), "3747,pair,,,\n");
    assert_eq!(
        line(OutputFormat::Json, eight),
        "{\"strength\":5857,\"category\":\"straight\",\"low\":\"8-7-6-5-4\",\"low_strength\":1}\n"
    );
    assert_eq!(
        line(OutputFormat::Json, nine),
        "{\"strength\":3747,\"category\":\"pair\",\"low\":null,\"low_strength\":null}\n"
    );
}

#[test]
fn scan_finds_where_the_next_line_starts() {
    let text = b"Ah Kh Qh Jh Th\r\n2c 3c 4c 5c 6c\n7c 8c 9c Tc Jc\r";
    let ends: Vec<usize> = [0, 16, 31]
        .iter()
        .filter_map(|&start| scan_fast(text, start).map(|(_, next)| next))
        .collect();
    assert_eq!(ends, [16, 31, 46]);
    assert_eq!(scan_fast(b"Ah Kh Qh Jh Th \n", 0), None);
    assert_eq!(scan_fast(b"Ah Kh Qh Jh Th\rX", 0), None);
    let seven = b"Ah Kh Qh Jh Th 2c 3c\nAh Kh Qh Jh Th 2c 3c";
    assert_eq!(scan_fixed::<7>(seven, 0), scan_fast(seven, 0));
    assert_eq!(scan_fixed::<7>(seven, 0).map(|(_, next)| next), Some(21));
    assert_eq!(
        scan_fixed::<7>(seven, 21),
        None,
        "no newline: the general scan"
    );
    for bad in [
        &b"Ah Kh Qh Jh Th 2c Ah\n"[..],
        b"Ah Kh Qh Jh Th 2c 3x\n",
        b"Ah,Kh Qh Jh Th 2c 3c\n",
    ] {
        assert_eq!(scan_fixed::<7>(bad, 0), None);
    }
}

#[test]
fn every_random_line_scores_like_evaluate() {
    use rand::{Rng, SeedableRng};
    let mut rng = crate::sample::Generator::seed_from_u64(7);
    for _ in 0..20_000 {
        let n = rng.random_range(5..=7);
        let mut set = CardSet::EMPTY;
        while set.len() < n {
            set.insert(Card::ALL[rng.random_range(0..52)]);
        }
        let cards: Vec<Card> = set.iter().collect();
        let text: Vec<String> = cards.iter().map(ToString::to_string).collect();
        let expected = crate::evaluate(&cards);
        let unreadable = |error| DealError::unreadable(Game::HOLDEM, DealPart::Hand, error);
        assert_eq!(
            score_line(text.join(" ").as_bytes()),
            expected.clone().map_err(unreadable)
        );
        assert_eq!(score_mask(set.bits()).ok(), expected.ok());
    }
}

#[test]
fn blocks_cut_anywhere_give_the_same_output() {
    let mut input = String::from("\u{feff}");
    for i in 0..300 {
        input.push_str(
            [
                "Ah Kh Qh Jh Th\r\n",
                "2c 3d 5h 7s 9c 9d\n",
                "Kc 9s Ks Kd 9d 3c 6d\n",
            ][i % 3],
        );
    }
    input.push_str("Ac Ad Ah As Kc"); // no final newline
    let whole = run_text(&input, &BatchOptions::default());
    for block_size in [64, 65, 100, 1000] {
        let options = BatchOptions {
            block_size,
            ..BatchOptions::default()
        };
        let (result, out) = run_text(&input, &options);
        assert_eq!(out, whole.1, "block size {block_size}");
        let summary = result.expect("valid input");
        assert_eq!((summary.lines, summary.scored), (301, 301));
    }
    assert_eq!(whole.1.lines().last(), Some("7452 Four of a Kind"));
}

#[test]
fn first_bad_line_stops_with_its_number() {
    let input = "Ah Kh Qh Jh Th\n\nAh Kh Qh Jh Tx\n";
    let options = BatchOptions {
        source_name: "poker.txt".into(),
        ..BatchOptions::default()
    };
    let (result, out) = run_text(input, &options);
    assert_eq!(out, "7462 Royal Flush\n");
    let error = result.unwrap_err().to_string();
    assert_eq!(error, "poker.txt:2: expected 5 to 7 cards, found 0");
}

#[test]
fn a_bad_line_inside_a_group_keeps_its_place() {
    let mut input = String::new();
    for i in 1..=40 {
        input.push_str(match i {
            23 => "Ah Kh Qh Jh Tx\n",
            7 => "10h Jh Qh Kh Ah 2c 3c\n", // the slow path, but valid
            _ if i % 2 == 0 => "Ah Kh Qh Jh Th 2c 3c\n",
            _ => "7c 5d 4h 3s 2c\n",
        });
    }
    let (result, out) = run_text(&input, &BatchOptions::default());
    assert_eq!(out.lines().count(), 22);
    assert_eq!(out.lines().nth(6), Some("7462 Royal Flush"));
    assert_eq!(
        result.map(|_| ()).map_err(|e| e.to_string()),
        Err("<stdin>:23: unknown suit 'x' in \"Tx\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)".to_owned())
    );
    let skip = BatchOptions {
        skip_invalid: true,
        ..BatchOptions::default()
    };
    let (result, out) = run_text(&input, &skip);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 40);
    assert!(lines[22].starts_with("invalid: "));
    assert_eq!((lines[20], lines[23]), ("1 High Card", "7462 Royal Flush"));
    assert_eq!(result.map(|s| (s.scored, s.invalid)).ok(), Some((39, 1)));
}

#[test]
fn skip_invalid_keeps_one_record_per_line() {
    let input = "Ah Kh Qh Jh Th\n\nAh Kh Qh Jh Tx\nAh Kh Qh Jh Th\n";
    for (output, expected) in [
        (
            OutputFormat::Text,
            "7462 Royal Flush\ninvalid: expected 5 to 7 cards, found 0\ninvalid: unknown suit 'x' in \"Tx\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)\n7462 Royal Flush\n",
        ),
        (
            OutputFormat::Csv,
            "strength,category,error\n7462,straight_flush,\n,,\"expected 5 to 7 cards, found 0\"\n,,\"unknown suit 'x' in \"\"Tx\"\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)\"\n7462,straight_flush,\n",
        ),
        (
            OutputFormat::Json,
            "{\"strength\":7462,\"category\":\"straight_flush\"}\n{\"error\":\"expected 5 to 7 cards, found 0\"}\n{\"error\":\"unknown suit 'x' in \\\"Tx\\\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)\"}\n{\"strength\":7462,\"category\":\"straight_flush\"}\n",
        ),
    ] {
        let options = BatchOptions {
            output,
            skip_invalid: true,
            ..BatchOptions::default()
        };
        let (result, out) = run_text(input, &options);
        assert_eq!(out, expected);
        let summary = result.expect("skipping");
        assert_eq!((summary.lines, summary.scored, summary.invalid), (4, 2, 2));
    }
}

#[test]
fn binary_round_trip_and_bad_records() {
    let hands = ["Ah Kh Qh Jh Th", "2c 3d 5h 7s 9c 9d"];
    let mut input = Vec::new();
    for hand in hands {
        let set: CardSet = parse_hand(hand).unwrap().into_iter().collect();
        input.extend_from_slice(&set.bits().to_le_bytes());
    }
    input.extend_from_slice(&(1u64 << 13).to_le_bytes());
    let options = BatchOptions {
        input: InputFormat::Bin,
        output: OutputFormat::Bin,
        skip_invalid: true,
        ..BatchOptions::default()
    };
    let mut out = Vec::new();
    let summary = run(io::Cursor::new(input.clone()), &mut out, &options, |_| {});
    assert_eq!(summary.ok().map(|s| s.invalid), Some(1));
    let strengths: Vec<u16> = out
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    let pair_of_nines = crate::evaluate(&parse_hand(hands[1]).unwrap()).map(Strength::get);
    assert_eq!(strengths, [7462, pair_of_nines.unwrap(), 0]);

    let strict = BatchOptions {
        skip_invalid: false,
        source_name: "hands.bin".into(),
        ..options.clone()
    };
    let error = run(io::Cursor::new(input.clone()), Vec::new(), &strict, |_| {}).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("hands.bin: record 3: 0x0000000000002000 has bits"),
        "{error}"
    );
    input.truncate(12);
    let error = run(io::Cursor::new(input), Vec::new(), &strict, |_| {}).unwrap_err();
    assert_eq!(
        error.to_string(),
        "hands.bin: record 2: the input ends with 4 bytes, a record is 8"
    );
}

#[test]
fn empty_input_is_empty_output() {
    let (result, out) = run_text("", &BatchOptions::default());
    assert_eq!(out, "");
    assert_eq!(result.map(|s| s.lines).ok(), Some(0));
}

#[test]
fn json_strings_round_trip_through_serde_json() {
    let texts = [
        "",
        "plain",
        "unknown suit 'x' in \"Tx\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)",
        "back\\slash",
        "\u{0}\u{1}\u{8}\t\n\u{b}\u{c}\r\u{1f} \u{7f}",
        "A♥️ \u{feff} \u{2028}",
    ];
    for text in texts {
        let json = json_string(text);
        assert_eq!(
            serde_json::from_str::<String>(&json).unwrap(),
            text,
            "{json}"
        );
        assert!(!json.chars().any(|c| u32::from(c) < 0x20), "{json}");
    }
    assert_eq!(json_string("a\"b\\c\n\u{1}"), r#""a\"b\\c\n\u0001""#);
}

#[test]
fn over_long_lines_are_errors_and_reading_goes_on() {
    use std::io::Read;
    // A 10 MB line the reader must skip, one just over the cap inside a block, and a
    // last over-long line with no newline; small blocks too, so every path is taken.
    let input = || {
        io::Cursor::new(b"Ah Kh Qh Jh Th\n".to_vec())
            .chain(io::repeat(b'x').take(10 << 20))
            .chain(io::Cursor::new(b"\n2c 3d 4h 5s 7c\n".to_vec()))
            .chain(io::Cursor::new(vec![b' '; MAX_LINE + 1]))
            .chain(io::Cursor::new(b"\nAh Kh Qh Jh Th\n".to_vec()))
            .chain(io::repeat(b'y').take(3 * MAX_LINE as u64))
    };
    for block_size in [64, 1 << 20] {
        let options = BatchOptions {
            skip_invalid: true,
            output: OutputFormat::Csv,
            block_size,
            ..BatchOptions::default()
        };
        let mut out = Vec::new();
        let summary = run(input(), &mut out, &options, |_| {}).unwrap();
        let long = |n: usize| {
            format!(
                ",,\"the line is {n} bytes long; the longest line accepted is {MAX_LINE} bytes\"\n"
            )
        };
        let want = format!(
            "strength,category,error\n7462,straight_flush,\n{}1,high_card,\n{}7462,straight_flush,\n{}",
            long(10 << 20),
            long(MAX_LINE + 1),
            long(3 * MAX_LINE)
        );
        assert_eq!(
            String::from_utf8_lossy(&out),
            want,
            "block size {block_size}"
        );
        assert_eq!((summary.lines, summary.invalid), (6, 3));
    }
    // Without skip_invalid the run stops there, naming the line.
    let (result, _) = run_text(
        &format!("Ah Kh Qh Jh Th\n{}\n", "z".repeat(MAX_LINE + 5)),
        &BatchOptions::default(),
    );
    let error = result.unwrap_err().to_string();
    assert!(
        error.contains(":2: the line is 65541 bytes long"),
        "{error}"
    );
}

#[test]
fn a_line_exactly_at_the_cap_is_read() {
    let line = format!("Ah Kh Qh Jh Th{}", " ".repeat(MAX_LINE - 14));
    assert_eq!(line.len(), MAX_LINE);
    let (result, out) = run_text(&format!("{line}\n"), &BatchOptions::default());
    assert!(result.is_ok(), "{result:?}");
    assert_eq!(out, "7462 Royal Flush\n");
}

#[test]
fn omaha_lines_stream_in_order_across_blocks_with_the_low() {
    let deals = [
        "Ah 2c Kd Ks | 4h 6d 8s Qc Jh",
        "As 3c Qd Qs 9h | 4h 6d 8s Qc Jh",
        "Ah Kd Qs Jc 2h 3c | 2d 3h 4h",
    ];
    let input: String = (0..300).map(|i| format!("{}\n", deals[i % 3])).collect();
    for format in [OutputFormat::Text, OutputFormat::Csv, OutputFormat::Json] {
        let options = BatchOptions {
            game: Game::OMAHA_HI_LO,
            output: format,
            block_size: 64,
            ..BatchOptions::default()
        };
        let (summary, out) = run_text(&input, &options);
        assert_eq!(summary.unwrap().scored, 300);
        let records: Vec<&str> = out
            .lines()
            .skip(usize::from(format == OutputFormat::Csv))
            .collect();
        assert_eq!(records.len(), 300);
        for (i, record) in records.iter().enumerate() {
            let score = score_game_line(Game::OMAHA_HI_LO, deals[i % 3].as_bytes()).unwrap();
            let low = score.low.map(|l| l.to_string());
            let low_strength = score.low.map(|l| l.strength().to_string());
            let expected = match format {
                OutputFormat::Text => format!(
                    "{} {} low {}",
                    score.hand.strength(),
                    score.hand.category_name(),
                    low.as_deref().unwrap_or("none")
                ),
                OutputFormat::Csv => format!(
                    "{},{},{},{},",
                    score.hand.strength(),
                    score.hand.category_id(),
                    low.as_deref().unwrap_or(""),
                    low_strength.as_deref().unwrap_or("")
                ),
                _ => format!(
                    "{{\"strength\":{},\"category\":\"{}\",\"low\":{},\"low_strength\":{}}}",
                    score.hand.strength(),
                    score.hand.category_id(),
                    low.map_or("null".to_owned(), |l| format!("\"{l}\"")),
                    low_strength.as_deref().unwrap_or("null")
                ),
            };
            assert_eq!(*record, expected, "{format:?} record {i}");
        }
    }
    // A bad line stops the run naming it, after the lines before it; with skip_invalid it
    // is an error record in its place.
    let bad = input.replacen(deals[1], "As 3c Qd | 4h 6d 8s Qc Jh", 1);
    let options = BatchOptions {
        game: Game::OMAHA,
        block_size: 64,
        ..BatchOptions::default()
    };
    let (result, out) = run_text(&bad, &options);
    assert_eq!(
        result.unwrap_err().to_string(),
        "<stdin>:2: an Omaha hole has 4 to 6 cards, found 3"
    );
    assert_eq!(out.lines().count(), 1);
    let skip = BatchOptions {
        skip_invalid: true,
        ..options.clone()
    };
    let (result, out) = run_text(&bad, &skip);
    assert_eq!(result.unwrap().invalid, 1);
    assert_eq!(
        out.lines().nth(1),
        Some("invalid: an Omaha hole has 4 to 6 cards, found 3")
    );
    // Binary input cannot keep a hole apart from the board.
    let bin = BatchOptions {
        input: InputFormat::Bin,
        ..options
    };
    assert!(matches!(
        run_text("", &bin).0,
        Err(BatchError::Unsupported(_))
    ));
}
