//! `handrank verify`: the exhaustive proof, from the command line. The library's
//! [`handrank::proof::prove`] chooses each game's proof; this prints its reports.

mod layout;

use std::io::Write;

use handrank::Game;
use handrank::proof::{self, Proof};

use self::layout::Layout;
use super::stdio::stderr_line;
use super::{CliError, Format, Status, progress_bar, stdout};

/// Prove the evaluator of a game right, case by case.
///
/// Hold'em: scores every 5-, 6- or 7-card hand with both the fast and the naive evaluator
/// and checks that they order all hands alike and match the published category counts
/// (the 7-card run takes about a minute). Omaha (every omaha game: they share the tables):
/// proves the Omaha tables, high and low, against the naive evaluator on every case that
/// can differ, and on random deals (seconds). Every other game, on every hand it can have,
/// against its naive reference, with the known counts: short-deck every 5-, 6- and 7-card
/// hand of its 36 cards; stud hold'em's tables on 5 to 7 cards; stud-hilo those and the
/// eight-or-better low; razz every 5-, 6- and 7-card hand; ace-five and deuce-seven every
/// 5-card hand; badugi every 4-card hand (the lowball games' proof checks razz, the
/// eight-or-better low and deuce-to-seven in one pass). Exits 1 on any mismatch, naming
/// the first.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank verify --cards 5\n  \
    handrank verify --cards 5 --format json\n  \
    handrank verify --game omaha --format csv\n  \
    handrank verify --game short-deck\n  \
    handrank verify --game razz --cards 5 --format json")]
pub struct Args {
    /// The hand size to check (hold'em, short deck and the stud games: 5, 6, 7 or all).
    #[arg(long, value_parser = ["5", "6", "7", "all"], default_value = "all")]
    cards: String,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

/// Proves `args.game` at every size asked, printing each report as it comes.
pub fn run(args: Args) -> Result<Status, CliError> {
    let sizes = sizes(args.game, &args.cards)?;
    let layout = Layout::of(args.game);
    let mut out = stdout();
    let mut status = Status::Success;
    let mut first = true;
    for cards in sizes {
        for proof in prove(args.game, cards) {
            if std::mem::take(&mut first) {
                layout.header(&mut out, &proof, args.format)?;
            }
            layout.write(&mut out, &proof, args.format)?;
            out.flush()?;
            if let Some(problem) = proof.problems().first() {
                let what = layout.what(&proof);
                stderr_line!("handrank: {what} verification FAILED: {problem}");
                status = Status::Failure;
            }
        }
    }
    out.flush()?;
    Ok(status)
}

/// The sizes `--cards` asks for, among the game's own; one run of a proof that is not by
/// hand size (Omaha's).
fn sizes(game: Game, cards: &str) -> Result<Vec<Option<usize>>, CliError> {
    let Some(own) = proof::sizes(game) else {
        return Ok(vec![None]);
    };
    let own: Vec<usize> = own.collect();
    if cards == "all" {
        return Ok(own.into_iter().map(Some).collect());
    }
    match cards.parse::<usize>() {
        Ok(n) if own.contains(&n) => Ok(vec![Some(n)]),
        _ => Err(CliError::Input(format!(
            "--cards {cards}: {} hands have {} cards",
            game.title(),
            own.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// The library's proof of `game` at `cards`, with a progress bar when stderr is a terminal.
fn prove(game: Game, cards: Option<usize>) -> Vec<Proof> {
    let n = cards.unwrap_or(0);
    let bar = cards.and_then(|n| progress_bar(proof::hands(game, n), &format!("{n}-card hands")));
    let proofs = proof::prove(game, n, &|done| {
        if let Some(bar) = &bar {
            bar.inc(done);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    proofs
}
