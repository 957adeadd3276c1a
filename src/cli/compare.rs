//! `handrank compare`: two hands, or a file of pairs scored line by line as it is read.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::lines::LineError;
use handrank::{Card, CardSet, Outcome, ParseError, Strength, evaluate, parse_hand};

use super::{CliError, Format, Status, card_text, csv_field, open_input, stdout, write_json};

/// Compare two hands: win, tie or lose for the first.
///
/// Each hand has 5 to 7 cards. Prints win, tie or lose for the first hand, with
/// both descriptions.
///
/// With --file, every line holds two hands: separated by '|' or 'vs', as two runs of
/// cards written together ("AhKhQhJhTh 2c3c4c5c6c"), or as ten cards (first five one
/// player, last five the other). Blank lines are skipped. Results come in input order;
/// the summary "win N tie N lose N" goes to stderr (in JSON, to a last line).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank compare \"Ah Ad 2c 3d 4h\" \"Ks Kd Qs Jd 9c\"\n  \
    handrank compare --file poker.txt --format csv\n  \
    printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\\n' | handrank compare --file -")]
pub struct Args {
    /// The first hand, in one argument: "Ah Ad 2c 3d 4h".
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    hand_a: Option<String>,
    /// The second hand.
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    hand_b: Option<String>,
    /// Compare every line of FILE ('-' for stdin).
    #[arg(long, short = 'f', value_name = "FILE")]
    file: Option<PathBuf>,
    /// Deal both hands from one deck: a card in both hands is an error.
    #[arg(long)]
    one_deck: bool,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(serde::Serialize)]
struct Row {
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u64>,
    result: Outcome,
    hand_a: String,
    hand_b: String,
    description_a: String,
    description_b: String,
    #[serde(skip)]
    strengths: (Strength, Strength),
}

/// Splits a line into the text of its two hands.
fn split_pair(line: &str) -> Result<(Vec<Card>, Vec<Card>), ParseError> {
    let texts: Option<(&str, &str)> = if let Some(pair) = line.split_once('|') {
        Some(pair)
    } else if let Some(at) = find_vs(line) {
        Some((&line[..at], &line[at + 2..]))
    } else {
        None
    };
    if let Some((a, b)) = texts {
        let a = parse_hand(a).map_err(|e| e.in_hand(1))?;
        let b = parse_hand(b).map_err(|e| e.in_hand(2))?;
        return Ok((a, b));
    }
    let chunks: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    match chunks.len() {
        2 | 10 => {
            let half = chunks.len() / 2;
            let a = parse_hand(&chunks[..half].join(" ")).map_err(|e| e.in_hand(1))?;
            let b = parse_hand(&chunks[half..].join(" ")).map_err(|e| e.in_hand(2))?;
            Ok((a, b))
        }
        found => {
            // Let the parser name a bad token first; otherwise the count is wrong.
            handrank::parse_cards(line)?;
            Err(ParseError::WrongCount {
                min: 10,
                max: 10,
                found,
            })
        }
    }
}

/// Byte offset of a "vs" standing as its own word, any case.
fn find_vs(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    (0..bytes.len().saturating_sub(1)).find(|&i| {
        bytes[i..i + 2].eq_ignore_ascii_case(b"vs")
            && (i == 0 || bytes[i - 1].is_ascii_whitespace())
            && bytes.get(i + 2).is_none_or(u8::is_ascii_whitespace)
    })
}

fn compare_cards(
    a: &[Card],
    b: &[Card],
    one_deck: bool,
    line: Option<u64>,
) -> Result<Row, ParseError> {
    if one_deck {
        let set_b: CardSet = b.iter().copied().collect();
        if let Some(&card) = a.iter().find(|&&c| set_b.contains(c)) {
            return Err(ParseError::SharedCard { card });
        }
    }
    let sa = evaluate(a).map_err(|e| e.in_hand(1))?;
    let sb = evaluate(b).map_err(|e| e.in_hand(2))?;
    Ok(Row {
        line,
        result: sa.cmp(&sb).into(),
        hand_a: card_text(a),
        hand_b: card_text(b),
        description_a: sa.describe(),
        description_b: sb.describe(),
        strengths: (sa, sb),
    })
}

fn write_row(out: &mut impl Write, row: &Row, format: Format) -> std::io::Result<()> {
    match format {
        Format::Text => writeln!(
            out,
            "{} ({} vs {})",
            row.result, row.description_a, row.description_b
        ),
        Format::Json => write_json(out, row),
        Format::Csv => writeln!(
            out,
            "{},{},{},{},{},{},{},{}",
            row.line.unwrap_or(1),
            row.result,
            row.hand_a,
            row.hand_b,
            csv_field(&row.description_a),
            csv_field(&row.description_b),
            row.strengths.0.get(),
            row.strengths.1.get()
        ),
    }
}

const CSV_HEADER: &str =
    "line,result,hand_a,hand_b,description_a,description_b,strength_a,strength_b";

pub fn run(args: Args) -> Result<Status, CliError> {
    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(out, "{CSV_HEADER}")?;
    }
    let Some(path) = &args.file else {
        let a = parse_hand(args.hand_a.as_deref().unwrap_or_default()).map_err(|e| e.in_hand(1))?;
        let b = parse_hand(args.hand_b.as_deref().unwrap_or_default()).map_err(|e| e.in_hand(2))?;
        let row = compare_cards(&a, &b, args.one_deck, None)?;
        write_row(&mut out, &row, args.format)?;
        out.flush()?;
        return Ok(Status::Success);
    };

    // Line by line: memory stays bounded whatever the input, and a bad line is reported
    // as soon as it is read, even on an endless stdin.
    let (source_name, input) = open_input(Some(path))?;
    let mut counts = [0u64; 3];
    for item in handrank::lines::Reader::new(io::BufReader::with_capacity(64 << 10, input)) {
        let (number, line) =
            item.map_err(|e| CliError::Input(format!("reading {source_name}: {e}")))?;
        if line.as_ref().is_ok_and(|l| l.trim().is_empty()) {
            continue;
        }
        let row = line
            .and_then(|line| {
                let (a, b) = split_pair(&line)?;
                compare_cards(&a, &b, args.one_deck, Some(number))
            })
            .map_err(|error| LineError {
                source_name: source_name.clone(),
                line: number,
                error,
            })?;
        counts[match row.result {
            Outcome::Win => 0,
            Outcome::Tie => 1,
            Outcome::Lose => 2,
        }] += 1;
        write_row(&mut out, &row, args.format)?;
    }
    let [win, tie, lose] = counts;
    if args.format == Format::Json {
        #[derive(serde::Serialize)]
        struct Counts {
            win: u64,
            tie: u64,
            lose: u64,
        }
        #[derive(serde::Serialize)]
        struct Summary {
            summary: Counts,
        }
        let summary = Summary {
            summary: Counts { win, tie, lose },
        };
        write_json(&mut out, &summary)?;
        out.flush()?;
    } else {
        out.flush()?;
        super::stdio::stderr_line!("win {win} tie {tie} lose {lose}");
    }
    Ok(Status::Success)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(line: &str) -> Result<(String, String), String> {
        split_pair(line)
            .map(|(a, b)| (card_text(&a), card_text(&b)))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn every_line_notation() {
        let expected = Ok(("8c Ts Kc 9h 4s".to_owned(), "7d 2s 5d 3s Ac".to_owned()));
        assert_eq!(pair("8C TS KC 9H 4S 7D 2S 5D 3S AC"), expected);
        assert_eq!(pair("8C TS KC 9H 4S | 7D 2S 5D 3S AC"), expected);
        assert_eq!(pair("8C TS KC 9H 4S vs 7D 2S 5D 3S AC"), expected);
        assert_eq!(pair("8C TS KC 9H 4S VS 7D 2S 5D 3S AC"), expected);
        assert_eq!(pair("8CTSKC9H4S 7D2S5D3SAC"), expected);
        // Independent decks: the same card may be in both hands.
        assert!(pair("Ah Kh Qh Jh Th Ah Kh Qh Jh Th").is_ok());
    }

    #[test]
    fn errors_name_the_hand() {
        assert_eq!(
            pair("Ah Kh Qh Jh Th | Ax 2c 3c 4c 5c"),
            Err("hand 2: unknown suit 'x' in \"Ax\" (card 1)".to_owned())
        );
        assert_eq!(
            pair("Ah Kh Qh"),
            Err("expected 10 cards, found 3".to_owned())
        );
        assert_eq!(
            pair("Ah Kh Qx"),
            Err("unknown suit 'x' in \"Qx\" (card 3)".to_owned())
        );
    }
}
