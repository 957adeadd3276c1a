//! `verify --game` for the games beyond hold'em and Omaha: each game's proof from its own
//! verify module, on every hand the game can have, written in one shape (a [`Proof`] per
//! part and hand size) whatever the ranking.

use std::io::Write;

use handrank::{Category, Game, badugi, lowball, short_deck, verify as holdem};

use super::super::stdio::stderr_line;
use super::super::{CliError, Format, Status, grouped, progress_bar, stdout, write_json};

/// One part of a game's proof at one hand size: what was counted, and what disagreed.
#[derive(serde::Serialize)]
struct Proof {
    game: &'static str,
    /// The ranking proved: "high", "eight-or-better", "razz", "short-deck", …
    part: &'static str,
    cards: usize,
    hands: u64,
    /// Hands per category, worst first, in the ranking's own words.
    categories: Vec<Count>,
    /// Further counts: royal flushes, distinct strengths, distinct lows, …
    counts: Vec<Count>,
    seconds: f64,
    hands_per_second: f64,
    problems: Vec<String>,
}

#[derive(serde::Serialize)]
struct Count {
    /// The machine name: `two_pair`, `royal_flush`, `distinct`.
    #[serde(rename = "category")]
    id: &'static str,
    #[serde(skip)]
    name: &'static str,
    hands: u64,
}

fn count(id: &'static str, name: &'static str, hands: impl TryInto<u64>) -> Count {
    Count {
        id,
        name,
        hands: hands.try_into().unwrap_or(u64::MAX),
    }
}

/// The sizes `--cards` asks for, among the game's own.
fn sizes(game: Game, cards: &str) -> Result<Vec<usize>, CliError> {
    let own: Vec<usize> = game.cards_range().collect();
    if cards == "all" {
        return Ok(own);
    }
    match cards.parse::<usize>() {
        Ok(n) if own.contains(&n) => Ok(vec![n]),
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

/// Runs `prove` with a progress bar of `total` hands (when stderr is a terminal).
fn with_bar<T>(total: u64, what: &str, prove: impl FnOnce(&(dyn Fn(u64) + Sync)) -> T) -> T {
    let bar = progress_bar(total, what);
    let result = prove(&|done| {
        if let Some(bar) = &bar {
            bar.inc(done);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    result
}

/// C(n, k), for the progress bars' totals.
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The proof of `game` (one of the games beyond hold'em and Omaha), every part at every
/// size asked, each written as it finishes.
pub fn run(game: Game, cards: &str, format: Format) -> Result<Status, CliError> {
    let sizes = sizes(game, cards)?;
    let mut out = stdout();
    if format == Format::Csv {
        writeln!(
            out,
            "game,part,cards,hands,categories,counts,seconds,hands_per_second,ok"
        )?;
    }
    let mut status = Status::Success;
    for &n in &sizes {
        for proof in prove(game, n) {
            write_proof(&mut out, &proof, format)?;
            out.flush()?;
            if let Some(first) = proof.problems.first() {
                stderr_line!(
                    "handrank: {} {n}-card verification FAILED: {first}",
                    proof.part
                );
                status = Status::Failure;
            }
        }
    }
    Ok(status)
}

/// The parts of `game`'s proof at `n` cards: the one place that tells the games apart.
fn prove(game: Game, n: usize) -> Vec<Proof> {
    let name = game.name();
    match game {
        Game::SHORT_DECK => vec![short_deck_proof(name, n)],
        Game::STUD => vec![high_proof(name, n)],
        Game::STUD_HI_LO => {
            let report = lowball_report(n, "eight-or-better");
            vec![high_proof(name, n), eight_proof(name, &report)]
        }
        Game::RAZZ | Game::ACE_FIVE => {
            let part = if game == Game::RAZZ {
                "razz"
            } else {
                "ace-five"
            };
            vec![razz_proof(name, part, &lowball_report(n, part))]
        }
        Game::DEUCE_SEVEN => vec![deuce_proof(name, &lowball_report(n, "deuce-to-seven"))],
        _ => vec![badugi_proof(name)],
    }
}

/// Hold'em's tables on stud's 5 to 7 cards: the proof of `verify --cards`.
fn high_proof(game: &'static str, n: usize) -> Proof {
    let total = holdem::expected(n).map_or(0, |e| e.hands);
    let report = with_bar(total, &format!("{n}-card hands"), |bar| {
        holdem::verify(n, bar)
    });
    let categories = Category::ALL
        .iter()
        .zip(report.categories)
        .map(|(c, hands)| count(c.id(), c.name(), hands))
        .collect();
    Proof {
        game,
        part: "high",
        cards: n,
        hands: report.hands,
        categories,
        counts: vec![
            count("royal_flush", "(Royal Flush)", report.royal),
            count("distinct", "distinct strengths", report.distinct),
        ],
        seconds: report.seconds,
        hands_per_second: report.rate(),
        problems: report.problems(),
    }
}

fn short_deck_proof(game: &'static str, n: usize) -> Proof {
    let total = choose(36, n as u64);
    let report = with_bar(total, &format!("{n}-card short-deck hands"), |bar| {
        short_deck::verify::verify(n, bar)
    });
    Proof {
        game,
        part: "short-deck",
        cards: n,
        hands: report.hands,
        categories: short_deck::CATEGORY_ORDER
            .iter()
            .zip(report.categories)
            .map(|(c, hands)| count(c.id(), c.name(), hands))
            .collect(),
        counts: vec![
            count("royal_flush", "(Royal Flush)", report.royal),
            count("distinct", "distinct strengths", report.distinct),
        ],
        seconds: report.seconds,
        hands_per_second: report.rate(),
        problems: report.problems(),
    }
}

/// The lowball proof at `n` cards: razz, the eight-or-better low and (at five cards)
/// deuce-to-seven, all checked in one pass over the hands.
fn lowball_report(n: usize, what: &str) -> lowball::verify::Report {
    let total = choose(52, n as u64);
    with_bar(total, &format!("{n}-card {what} hands"), |bar| {
        lowball::verify::verify(n, bar)
    })
}

/// A part of the lowball proof with its own counts; the problems are the whole proof's.
fn lowball_proof(
    game: &'static str,
    part: &'static str,
    report: &lowball::verify::Report,
    categories: Vec<Count>,
    counts: Vec<Count>,
) -> Proof {
    Proof {
        game,
        part,
        cards: report.cards,
        hands: report.hands,
        categories,
        counts,
        seconds: report.seconds,
        hands_per_second: report.rate(),
        problems: report.problems(),
    }
}

fn razz_proof(game: &'static str, part: &'static str, report: &lowball::verify::Report) -> Proof {
    let categories = lowball::LowCategory::ALL
        .iter()
        .zip(report.razz_categories)
        .map(|(c, hands)| count(c.id(), c.name(), hands))
        .collect();
    let distinct = vec![count(
        "distinct",
        "distinct strengths",
        report.razz_distinct,
    )];
    lowball_proof(game, part, report, categories, distinct)
}

fn eight_proof(game: &'static str, report: &lowball::verify::Report) -> Proof {
    let counts = vec![
        count("low", "eight-or-better lows", report.eight_hands),
        count(
            "no_low",
            "no qualifying low",
            report.hands - report.eight_hands,
        ),
        count("distinct", "distinct lows", report.eight_distinct),
    ];
    lowball_proof(game, "eight-or-better", report, Vec::new(), counts)
}

fn deuce_proof(game: &'static str, report: &lowball::verify::Report) -> Proof {
    let categories = Category::ALL
        .iter()
        .zip(report.deuce_categories)
        .map(|(c, hands)| count(c.id(), c.name(), hands))
        .collect();
    let distinct = vec![count(
        "distinct",
        "distinct strengths",
        report.deuce_distinct,
    )];
    lowball_proof(game, "deuce-seven", report, categories, distinct)
}

fn badugi_proof(game: &'static str) -> Proof {
    let report = badugi::verify::verify();
    const BY_SIZE: [(&str, &str); 4] = [
        ("distinct_one_card", "distinct one-card"),
        ("distinct_two_card", "distinct two-card"),
        ("distinct_three_card", "distinct three-card"),
        ("distinct_four_card", "distinct four-card"),
    ];
    let mut counts = vec![count("distinct", "distinct strengths", report.distinct)];
    for ((id, name), distinct) in BY_SIZE.into_iter().zip(report.distinct_by_size) {
        counts.push(count(id, name, distinct));
    }
    Proof {
        game,
        part: "badugi",
        cards: 4,
        hands: report.hands,
        categories: badugi::Category::ALL
            .iter()
            .zip(report.sizes)
            .map(|(c, hands)| count(c.id(), c.name(), hands))
            .collect(),
        counts,
        seconds: report.seconds,
        hands_per_second: report.rate(),
        problems: report.problems(),
    }
}

fn write_proof(out: &mut impl Write, proof: &Proof, format: Format) -> std::io::Result<()> {
    match format {
        Format::Text => {
            let part = if proof.part == proof.game {
                String::new()
            } else {
                format!(", {}", proof.part)
            };
            writeln!(
                out,
                "{} {}-card hands{part}: {} in {:.2} s ({:.1} M hands/s)",
                proof.game,
                proof.cards,
                grouped(proof.hands),
                proof.seconds,
                proof.hands_per_second / 1e6
            )?;
            for c in proof.categories.iter().chain(&proof.counts) {
                writeln!(out, "  {:<20} {:>12}", c.name, grouped(c.hands))?;
            }
            if proof.problems.is_empty() {
                writeln!(
                    out,
                    "  OK: tables and naive reference agree on every hand; counts match the known ones"
                )?;
            } else {
                for problem in &proof.problems {
                    writeln!(out, "  MISMATCH: {problem}")?;
                }
            }
            Ok(())
        }
        Format::Json => write_json(out, proof),
        Format::Csv => {
            let list = |counts: &[Count]| {
                counts
                    .iter()
                    .map(|c| format!("{}={}", c.id, c.hands))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            writeln!(
                out,
                "{},{},{},{},{},{},{:.3},{:.0},{}",
                proof.game,
                proof.part,
                proof.cards,
                proof.hands,
                list(&proof.categories),
                list(&proof.counts),
                proof.seconds,
                proof.hands_per_second,
                proof.problems.is_empty()
            )
        }
    }
}
