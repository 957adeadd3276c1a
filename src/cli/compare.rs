//! `handrank compare`: two hands, or a file of pairs scored line by line as it is read,
//! in any game.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::omaha::Low;
use handrank::{Card, CardSet, Game, Outcome, ParseError, parse_cards};

use super::eval::low_text;
use super::{CliError, Format, Status, card_text, csv_field, open_input, stdout, write_json};

/// Compare two hands: win, tie or lose for the first.
///
/// In hold'em each hand has 5 to 7 cards, or is a hole played with the shared --board;
/// in Omaha each hand is a hole (4-6 cards) and --board the board (3-5 cards). Prints win,
/// tie or lose for the first hand, with both descriptions; a game with a low
/// (omaha-hilo) adds the low's result. The hands are two arguments ("Ah Kh Qh Jh Th"
/// "2c 3c 4c 5c 6c"), two runs of cards separated by 'vs' or '|' (Ah Kh Qh Jh Th vs 2c 3c
/// 4c 5c 6c), or an even number of cards split in half (Ah Kh Qh Jh Th 2c 3c 4c 5c 6c).
/// With --board the hands share the board, so they are dealt from one deck: a card in
/// both is an error.
///
/// With --file, every line holds two hands: separated by '|' or 'vs', as two runs of
/// cards written together ("AhKhQhJhTh 2c3c4c5c6c"), or as an even number of cards (the
/// first half one player, the second half the other). Blank lines are skipped. Results
/// come in input order; the summary "win N tie N lose N" goes to stderr (in JSON, to a
/// last record {"type":"summary","win":N,"tie":N,"lose":N}).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank compare \"Ah Ad 2c 3d 4h\" \"Ks Kd Qs Jd 9c\"\n  \
    handrank compare Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c --format json\n  \
    handrank compare AhKh QsQd --board \"Qh Jh Th 2c 3d\"\n    \
      win (Royal Flush vs Three of a Kind, Queens, Jack-Ten kickers)\n  \
    handrank compare --game omaha-hilo \"Ah 2c Kd Ks\" \"As 3c Qd Qs\" --board \"4h 6d 8s Qc Jh\"\n    \
      lose (Pair, Kings, Queen-Jack-Eight kickers vs Three of a Kind, Queens, Jack-Eight kickers); low: win (8-6-4-2-A vs 8-6-4-3-A)\n  \
    handrank compare --file poker.txt --format csv\n  \
    printf '8C TS KC 9H 4S 7D 2S 5D 3S AC\\n' | handrank compare --file -")]
pub struct Args {
    /// The two hands: "Ah Ad 2c 3d 4h" "Ks Kd Qs Jd 9c", or their cards with 'vs' or '|'
    /// between them, or an even number of cards (the first half is the first hand).
    #[arg(
        required_unless_present = "file",
        conflicts_with = "file",
        value_name = "HANDS"
    )]
    hands: Vec<String>,
    /// Compare every line of FILE ('-' for stdin).
    #[arg(long, short = 'f', value_name = "FILE")]
    file: Option<PathBuf>,
    /// Deal both hands from one deck: a card in both hands is an error (always so with
    /// --board).
    #[arg(long)]
    one_deck: bool,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
    /// The shared board: the hands are then holes (hold'em 0 to 5 cards, Omaha 3 to 5).
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
    /// `null` without --board.
    board: Option<String>,
    category_a: &'static str,
    category_b: &'static str,
    description_a: String,
    description_b: String,
    strength_a: u16,
    strength_b: u16,
    /// Only in a game with a low.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    low: Option<LowRow>,
}

/// The low half of a comparison: a low beats none, and none against none is a tie.
#[derive(serde::Serialize)]
struct LowRow {
    low_result: Outcome,
    low_a: Option<Low>,
    low_b: Option<Low>,
}

const TWO_HANDS: &str = "compare takes two hands (use `best` for more)";

/// The game and board every pair is played with.
struct Table {
    game: Game,
    board: Vec<Card>,
    /// The board as given, for the output (`None` without --board).
    board_text: Option<String>,
    one_deck: bool,
}

impl Table {
    /// Splits a line into its two hands: at '|' or 'vs', between two runs of cards, or in
    /// half when each half can be a hand with the board.
    fn split_pair(&self, line: &str) -> Result<(Vec<Card>, Vec<Card>), String> {
        let hand = |text: &str, n: usize| parse_cards(text).map_err(|e| e.in_hand(n).to_string());
        let bars = line.matches('|').count();
        let texts: Option<(&str, &str)> = if let Some(pair) = line.split_once('|') {
            Some(pair)
        } else if let Some(at) = find_vs(line) {
            Some((&line[..at], &line[at + 2..]))
        } else {
            None
        };
        if let Some((a, b)) = texts {
            if bars > 1 || (bars == 0 && find_vs(b).is_some()) {
                return Err(TWO_HANDS.to_owned());
            }
            return Ok((hand(a, 1)?, hand(b, 2)?));
        }
        let chunks: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .collect();
        let holes = self.game.hole_range_with(self.board.len());
        let n = chunks.len();
        if n == 2 || (n.is_multiple_of(2) && n > 0 && holes.contains(&(n / 2))) {
            let half = n / 2;
            return Ok((
                hand(&chunks[..half].join(" "), 1)?,
                hand(&chunks[half..].join(" "), 2)?,
            ));
        }
        // Let the parser name a bad token first; then tell three hands from a count that
        // cannot be split.
        let found = parse_cards(line).map_err(|e| e.to_string())?.len();
        let runs = chunks
            .iter()
            .all(|chunk| parse_cards(chunk).is_ok_and(|cards| cards.len() > 1));
        if n > 2 && runs {
            return Err(TWO_HANDS.to_owned());
        }
        Err(ParseError::UnsplitPair { found }.to_string())
    }

    /// The two hands of the command line's arguments.
    fn pair_of_arguments(&self, hands: &[String]) -> Result<(Vec<Card>, Vec<Card>), String> {
        let separated = |text: &str| text.contains('|') || find_vs(text).is_some();
        match hands {
            [a, b] if !separated(a) && !separated(b) => Ok((
                parse_cards(a).map_err(|e| e.in_hand(1).to_string())?,
                parse_cards(b).map_err(|e| e.in_hand(2).to_string())?,
            )),
            hands
                if hands.len() > 2
                    && !hands.iter().any(|h| separated(h))
                    && hands
                        .iter()
                        .all(|h| parse_cards(h).is_ok_and(|cards| cards.len() > 1)) =>
            {
                Err(TWO_HANDS.to_owned())
            }
            hands => self.split_pair(&hands.join(" ")),
        }
    }

    fn compare(&self, a: &[Card], b: &[Card], line: Option<u64>) -> Result<Row, String> {
        if self.one_deck || self.board_text.is_some() {
            let set_b: CardSet = b.iter().copied().collect();
            if let Some(&card) = a.iter().find(|&&c| set_b.contains(c)) {
                return Err(ParseError::SharedCard { card }.to_string());
            }
        }
        let score = |hole: &[Card], n: usize| {
            self.game
                .score(hole, &self.board)
                .map_err(|e| format!("hand {n}: {e}"))
        };
        let (sa, sb) = (score(a, 1)?, score(b, 2)?);
        let low = self.game.has_low().then(|| LowRow {
            low_result: sa.low.cmp(&sb.low).into(),
            low_a: sa.low,
            low_b: sb.low,
        });
        let (sa, sb) = (sa.hand, sb.hand);
        Ok(Row {
            line,
            result: sa.cmp(&sb).into(),
            hand_a: card_text(a),
            hand_b: card_text(b),
            board: self.board_text.clone(),
            category_a: sa.category_id(),
            category_b: sb.category_id(),
            description_a: sa.describe(),
            description_b: sb.describe(),
            strength_a: sa.strength(),
            strength_b: sb.strength(),
            low,
        })
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

fn write_row(out: &mut impl Write, row: &Row, format: Format) -> std::io::Result<()> {
    match format {
        Format::Text => {
            write!(
                out,
                "{} ({} vs {})",
                row.result, row.description_a, row.description_b
            )?;
            if let Some(low) = &row.low {
                write!(
                    out,
                    "; low: {} ({} vs {})",
                    low.low_result,
                    low_text(low.low_a),
                    low_text(low.low_b)
                )?;
            }
            writeln!(out)
        }
        Format::Json => write_json(out, row),
        Format::Csv => {
            write!(
                out,
                "{},{},{},{},{},{},{},{},{},{},{}",
                row.line.unwrap_or(1),
                row.result,
                row.hand_a,
                row.hand_b,
                row.category_a,
                row.category_b,
                csv_field(&row.description_a),
                csv_field(&row.description_b),
                row.strength_a,
                row.strength_b,
                row.board.as_deref().unwrap_or("")
            )?;
            if let Some(low) = &row.low {
                let text = |low: Option<Low>| low.map(|l| l.describe()).unwrap_or_default();
                write!(
                    out,
                    ",{},{},{}",
                    low.low_result,
                    text(low.low_a),
                    text(low.low_b)
                )?;
            }
            writeln!(out)
        }
    }
}

const CSV_HEADER: &str = "line,result,hand_a,hand_b,category_a,category_b,\
    description_a,description_b,strength_a,strength_b,board";

pub fn run(args: Args) -> Result<Status, CliError> {
    let game = args.game;
    let board = super::eval::board(game, args.board.as_deref())?;
    let table = Table {
        game,
        board_text: args.board.as_ref().map(|_| card_text(&board)),
        board,
        one_deck: args.one_deck,
    };
    let mut out = stdout();
    if args.format == Format::Csv {
        let low_header = if game.has_low() {
            ",low_result,low_a,low_b"
        } else {
            ""
        };
        writeln!(out, "{CSV_HEADER}{low_header}")?;
    }
    let Some(path) = &args.file else {
        let row = table
            .pair_of_arguments(&args.hands)
            .and_then(|(a, b)| table.compare(&a, &b, None))
            .map_err(CliError::Input)?;
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
            .map_err(|error| error.to_string())
            .and_then(|line| {
                let (a, b) = table.split_pair(&line)?;
                table.compare(&a, &b, Some(number))
            })
            .map_err(|error| CliError::Input(format!("{source_name}:{number}: {error}")))?;
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
mod tests;
