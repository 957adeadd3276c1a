//! `handrank compare`: two hands, or a file of pairs scored line by line as it is read.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::lines::LineError;
use handrank::{Card, CardSet, Category, Outcome, ParseError, Strength, evaluate, parse_hand};

use super::omaha::Game;
use super::{CliError, Format, Status, card_text, csv_field, open_input, stdout, write_json};

/// Compare two hands: win, tie or lose for the first.
///
/// Each hand has 5 to 7 cards. Prints win, tie or lose for the first hand, with
/// both descriptions. The hands are two arguments ("Ah Kh Qh Jh Th" "2c 3c 4c 5c 6c"),
/// two runs of cards separated by 'vs' or '|' (Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c), or
/// 10, 12 or 14 cards split in half (Ah Kh Qh Jh Th 2c 3c 4c 5c 6c).
///
/// With --file, every line holds two hands: separated by '|' or 'vs', as two runs of
/// cards written together ("AhKhQhJhTh 2c3c4c5c6c"), or as 10, 12 or 14 cards (the
/// first half one player, the second half the other). Blank lines are skipped. Results come in input order;
/// the summary "win N tie N lose N" goes to stderr (in JSON, to a last record
/// {"type":"summary","win":N,"tie":N,"lose":N}).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank compare \"Ah Ad 2c 3d 4h\" \"Ks Kd Qs Jd 9c\"\n  \
    handrank compare Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c --format json\n  \
    handrank compare --file poker.txt --format csv\n  \
    printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\\n' | handrank compare --file -")]
pub struct Args {
    /// The two hands: "Ah Ad 2c 3d 4h" "Ks Kd Qs Jd 9c", or their cards with 'vs' or '|'
    /// between them, or 10, 12 or 14 cards (the first half is the first hand).
    #[arg(
        required_unless_present = "file",
        conflicts_with = "file",
        value_name = "HANDS"
    )]
    hands: Vec<String>,
    /// Compare every line of FILE ('-' for stdin).
    #[arg(long, short = 'f', value_name = "FILE")]
    file: Option<PathBuf>,
    /// Deal both hands from one deck: a card in both hands is an error.
    #[arg(long)]
    one_deck: bool,
    /// The game: holdem, or omaha / omaha-hilo, where the two hands are hole cards and
    /// --board gives the shared board.
    #[arg(long, value_enum, default_value_t)]
    game: Game,
    /// Omaha: the shared board (3-5 cards).
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
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
    category_a: Category,
    category_b: Category,
    description_a: String,
    description_b: String,
    strength_a: Strength,
    strength_b: Strength,
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
        2 | 10 | 12 | 14 => {
            let half = chunks.len() / 2;
            let a = parse_hand(&chunks[..half].join(" ")).map_err(|e| e.in_hand(1))?;
            let b = parse_hand(&chunks[half..].join(" ")).map_err(|e| e.in_hand(2))?;
            Ok((a, b))
        }
        _ => {
            // Let the parser name a bad token first; otherwise the count is wrong.
            let found = handrank::parse_cards(line)?.len();
            Err(ParseError::UnsplitPair { found })
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
        category_a: sa.category(),
        category_b: sb.category(),
        description_a: sa.describe(),
        description_b: sb.describe(),
        strength_a: sa,
        strength_b: sb,
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
            "{},{},{},{},{},{},{},{},{},{}",
            row.line.unwrap_or(1),
            row.result,
            row.hand_a,
            row.hand_b,
            row.category_a.id(),
            row.category_b.id(),
            csv_field(&row.description_a),
            csv_field(&row.description_b),
            row.strength_a.get(),
            row.strength_b.get()
        ),
    }
}

const CSV_HEADER: &str = "line,result,hand_a,hand_b,category_a,category_b,\
    description_a,description_b,strength_a,strength_b";

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.game != Game::Holdem {
        let [a, b] = &args.hands[..] else {
            return Err(CliError::Input(
                "Omaha compares two holes given as two arguments (not --file)".to_owned(),
            ));
        };
        return super::omaha::compare(a, b, args.board.as_deref(), args.game, args.format);
    }
    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(out, "{CSV_HEADER}")?;
    }
    let Some(path) = &args.file else {
        let (a, b) = match &args.hands[..] {
            [a, b] if find_vs(a).is_none() && find_vs(b).is_none() => (
                parse_hand(a).map_err(|e| e.in_hand(1))?,
                parse_hand(b).map_err(|e| e.in_hand(2))?,
            ),
            hands => split_pair(&hands.join(" "))?,
        };
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
        /// The last record, typed so a reader can tell it from the rows.
        #[derive(serde::Serialize)]
        struct Summary {
            r#type: &'static str,
            win: u64,
            tie: u64,
            lose: u64,
        }
        let summary = Summary {
            r#type: "summary",
            win,
            tie,
            lose,
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
            Err("hand 2: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)".to_owned())
        );
        assert!(
            pair("Ah Kh Qh")
                .unwrap_err()
                .starts_with("3 cards for two hands")
        );
        assert!(pair("Ah Kh Qh Jh Th 9h 2c 3c 4c 5c 6c").is_err());
        assert_eq!(
            pair("Ah Kh Qh Jh Th 9h 2c 3c 4c 5c 6c 7c"),
            Ok((
                "Ah Kh Qh Jh Th 9h".to_owned(),
                "2c 3c 4c 5c 6c 7c".to_owned()
            ))
        );
        assert_eq!(
            pair("Ah Kh Qx"),
            Err(
                "unknown suit 'x' in \"Qx\" (card 3): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"
                    .to_owned()
            )
        );
    }
}
