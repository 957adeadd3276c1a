//! `handrank hits`: what a range makes and draws to on a board, as a table, one JSON
//! object or CSV rows.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::Game;
use handrank::equity::{HitCount, Hits};

use super::output_file::OutputFile;
use super::{CliError, Format, Status, card_text, csv_field, flag_cards, stdout, write_json};

/// What a range hits on a board (Flopzilla's view), in hold'em, short deck or Omaha.
///
/// For the combos of RANGE left after card removal (board and dead cards): the number and
/// share that make each hand, from straight flush to high card with three of a kind split
/// into set, trips and trips on the board, two pair into two pair and two pair on the
/// board, and one pair into overpair, top, middle, bottom pair, underpair and pair on the
/// board; and on the flop or turn, the number and share with each draw (a combo may have
/// several): flush draw, open-ended straight draw (double gutshots included), gutshot, two
/// overcards. docs/CLI.md defines every term.
///
/// With --game, the range is in the game's notation (as `equity` reads it) and the made
/// hand is the game's: short deck's order (a flush above a full house, A-6-7-8-9 a
/// straight); Omaha's best five of exactly two hole and three board cards, its splits and
/// draws by the same rule (a flush draw needs two hole cards of the suit). In Omaha hi-lo
/// the counts are of the high hand. docs/GAMES.md says what each split means per game.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank hits QQ+,AKs,AQs --board Qh7h2c\n  \
    handrank hits \"22+, A2s+, KTo+\" --board \"Ks 9h 4h 2c\" --dead Ah --format csv\n  \
    handrank hits random --board 9s8s2d --format json -o hits.json\n  \
    handrank hits AA**,KQJT --board Ah7h2c --game omaha\n  \
    handrank hits \"TT+,AKs\" --board Ts9h6c --game short-deck")]
pub struct Args {
    /// The range (QQ+,AKs,A5s-A2s,JTs-87s,KTo+,AhKh, random; in Omaha AA**ds, KQJT,
    /// AhAsKhKs, random).
    #[arg(value_name = "RANGE")]
    range: String,
    /// The board: a flop (3 cards), turn (4) or river (5), as one argument: Qh7h2c or
    /// "Qh 7h 2c".
    #[arg(long, value_name = "CARDS", required = true)]
    board: String,
    /// Cards known to be out of the deck, as one argument (3h4h or "3h 4h").
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    /// The game: holdem, short-deck (6+), omaha (PLO4), omaha5, omaha6 or omaha-hilo
    /// (5, 6): the games with a board.
    #[arg(long, value_parser = super::game, default_value = "holdem")]
    game: Game,
    /// Output format: an aligned table, one JSON object on one line, or CSV with one row
    /// per made hand and draw.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Output file (default: stdout), written whole or not at all.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let board = flag_cards(&args.board, "--board", "on the board")?;
    let dead = flag_cards(
        args.dead.as_deref().unwrap_or(""),
        "--dead",
        "among the dead cards",
    )?;
    let hits = Hits::parse_game(args.game, &args.range, &board, &dead)
        .map_err(|e| CliError::Input(e.to_string()))?;
    let run = Run {
        game: args.game,
        range: args.range.trim(),
        board: card_text(&board),
        dead: card_text(&dead),
        hits: &hits,
    };
    match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            run.write(&mut file, args.format)?;
            file.commit()?;
        }
        None => {
            let mut out = stdout();
            run.write(&mut out, args.format)?;
            out.flush()?;
        }
    }
    Ok(Status::Success)
}

/// The answer and what it answers.
struct Run<'a> {
    game: Game,
    range: &'a str,
    board: String,
    dead: String,
    hits: &'a Hits,
}

/// A weighted count as people read it: whole numbers without decimals.
fn combos_text(combos: f64) -> String {
    if combos.fract() == 0.0 {
        format!("{combos:.0}")
    } else {
        format!("{combos:.2}")
    }
}

impl Run<'_> {
    fn write(&self, out: &mut impl Write, format: Format) -> io::Result<()> {
        match format {
            Format::Text => self.write_text(out),
            Format::Json => write_json(out, &self.json()),
            Format::Csv => self.write_csv(out),
        }
    }

    /// The range, board and combos left, then a table of made hands and one of draws.
    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        let hits = self.hits;
        if self.game != Game::default() {
            let half = if self.game.has_low() {
                ", the high hand"
            } else {
                ""
            };
            writeln!(out, "game: {}{half}", self.game.title())?;
        }
        writeln!(out, "range: {}", self.range)?;
        writeln!(out, "board: {}", self.board)?;
        if !self.dead.is_empty() {
            writeln!(out, "dead: {}", self.dead)?;
        }
        write!(out, "combos: {}", hits.combos)?;
        if hits.weight != hits.combos as f64 {
            write!(out, " (weight {})", combos_text(hits.weight))?;
        }
        writeln!(out)?;
        let rows = |out: &mut dyn Write, title: &str, rows: &[(&str, f64, f64)]| {
            writeln!(out)?;
            writeln!(out, "{title:<24}  {:>8}  {:>7}", "combos", "share %")?;
            for (name, combos, share) in rows {
                writeln!(
                    out,
                    "{name:<24}  {:>8}  {:>7.2}",
                    combos_text(*combos),
                    100.0 * share
                )?;
            }
            io::Result::Ok(())
        };
        let made: Vec<_> = hits
            .made
            .iter()
            .map(|c| (c.kind.name(), c.combos, c.share))
            .collect();
        rows(out, "made hand", &made)?;
        if !hits.draws.is_empty() {
            let draws: Vec<_> = hits
                .draws
                .iter()
                .map(|c| (c.kind.name(), c.combos, c.share))
                .collect();
            rows(out, "draw", &draws)?;
        }
        Ok(())
    }

    /// A header, then one row per made hand and per draw; the run's fields repeat on every
    /// row so each row stands alone.
    fn write_csv(&self, out: &mut impl Write) -> io::Result<()> {
        let json = self.json();
        writeln!(
            out,
            "kind,name,combos,share_pct,range,board,dead,range_combos,range_weight"
        )?;
        let made = json.made.iter().map(|r| ("made", r));
        let draws = json.draws.iter().map(|r| ("draw", r));
        for (kind, row) in made.chain(draws) {
            writeln!(
                out,
                "{kind},{},{},{},{},{},{},{},{}",
                row.name,
                row.combos,
                row.share_pct,
                csv_field(json.range),
                json.board,
                json.dead.unwrap_or_default(),
                json.combos,
                json.weight,
            )?;
        }
        Ok(())
    }

    fn json(&self) -> Json<'_> {
        fn rows<T: Copy>(counts: &[HitCount<T>], id: impl Fn(T) -> &'static str) -> Vec<JsonRow> {
            counts
                .iter()
                .map(|c| JsonRow {
                    name: id(c.kind),
                    combos: c.combos,
                    share_pct: 100.0 * c.share,
                })
                .collect()
        }
        Json {
            game: Some(self.game.name()).filter(|_| self.game != Game::default()),
            range: self.range,
            board: &self.board,
            dead: Some(self.dead.as_str()).filter(|d| !d.is_empty()),
            combos: self.hits.combos,
            weight: self.hits.weight,
            made: rows(&self.hits.made, |m| m.id()),
            draws: rows(&self.hits.draws, |d| d.id()),
        }
    }
}

/// The JSON output: shares as percentages; no dead cards is `null`, and on the river
/// `draws` is empty; `game` is given for every game but hold'em (in a hi-lo game the
/// counts are of the high hand).
#[derive(serde::Serialize)]
struct Json<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'a str>,
    range: &'a str,
    board: &'a str,
    dead: Option<&'a str>,
    combos: usize,
    weight: f64,
    made: Vec<JsonRow>,
    draws: Vec<JsonRow>,
}

#[derive(serde::Serialize)]
struct JsonRow {
    name: &'static str,
    combos: f64,
    share_pct: f64,
}
