//! One part of an equity question's run as a small text file, so a long run can be cut
//! into parts that run anywhere (other processes, machines, a Dask cluster) and be merged
//! into the answer of one piece. The part carries the question as asked, so merging needs
//! nothing else: the game and its draws to come, each player's hand or range, the board
//! and dead cards, the method (and a Monte Carlo run's seed and trials), which shard of
//! how many, and the counts ([`Counts::to_words`]).
//!
//! Exact shards are [`Question::exact_shard`]'s. A Monte Carlo run of `t` trials is
//! `⌈t / TRIALS_PER_CHUNK⌉` chunks, each drawn from its own stream of the seed; part `k`
//! of `n` draws the `k`-th of `n` runs of consecutive chunks, as even as they divide. A
//! run bounded by a time or a standard error is not the same run in every part, so a
//! run in parts is bounded by its trials.
//!
//! ```
//! use handrank::equity::{Equity, EquityPart, Shard};
//! let question = Equity::parse(&["AhAs", "KK"])?.check()?;
//! let mut parts = Vec::new();
//! for k in 1..=3 {
//!     let part = question.exact_part(Shard::new(k, 3)?, &|_, _| {})?;
//!     let mut bytes = Vec::new();
//!     part.write(&mut bytes)?;
//!     parts.push((format!("part{k}"), EquityPart::read(&bytes)?));
//! }
//! let whole = EquityPart::merge(parts)?;
//! assert_eq!(whole.result()?, question.exact()?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::io::{self, Write};
use std::ops::Range;

use super::part_file::{
    PartError, PartLines, bad, header, in_shard_order, method_name, optional_text,
};
use super::{Counts, Equity, EquityError, EquityResult, MonteCarlo, Question, Shard, monte_carlo};
use crate::card::{Card, parse_cards};

/// The format's name in its first line, and its version.
const WHAT: &str = "equity";
const VERSION: u32 = 1;

/// One part of an equity question's run (all of it for shard 1/1): the question, which
/// shard, and its counts.
#[derive(Clone, Debug)]
pub struct EquityPart {
    question: Question,
    /// A Monte Carlo run's trials (none for exact enumeration).
    trials: Option<u64>,
    shard: Shard,
    counts: Counts,
}

impl Question {
    /// Shard `shard` of the question's exact enumeration, as a part (on all cores, calling
    /// `progress(done, total)` as its tasks finish).
    pub fn exact_part(
        &self,
        shard: Shard,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<EquityPart, EquityError> {
        self.check_exact()?;
        Ok(EquityPart {
            question: self.clone(),
            trials: None,
            shard,
            counts: self.exact_shard(shard, progress)?,
        })
    }

    /// Part `shard` of the Monte Carlo run of `options`' seed and trials (the default
    /// trials when it gives no limit), on all cores. A time or standard-error limit is
    /// refused: it would stop each part at another point.
    pub fn monte_carlo_part(
        &self,
        options: &MonteCarlo,
        shard: Shard,
    ) -> Result<EquityPart, EquityError> {
        options.check()?;
        let trials = match (options.time, options.std_err, options.trial_limit()) {
            (None, None, Some(trials)) => trials,
            _ => return Err(EquityError::PartsByTrials),
        };
        let options = MonteCarlo {
            trials: Some(trials),
            ..*options
        };
        Ok(EquityPart {
            question: self.clone(),
            trials: Some(trials),
            shard,
            counts: self.monte_carlo_chunks(&options, chunks(trials, shard))?,
        })
    }
}

/// The chunks of part `shard` of a run of `trials` trials: consecutive, as even as the
/// chunks divide.
fn chunks(trials: u64, shard: Shard) -> Range<u64> {
    let total = u128::from(trials.div_ceil(monte_carlo::CHUNK));
    let (k, n) = (u128::from(shard.index()), u128::from(shard.count()));
    // Each bound is at most `total`, a u64: the cast is exact.
    let bound = |i: u128| (total * i / n) as u64;
    bound(k - 1)..bound(k)
}

impl EquityPart {
    /// The question the part is of.
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// Which shard it holds.
    pub fn shard(&self) -> Shard {
        self.shard
    }

    /// Its counts.
    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    /// The result of the counts: the question's answer when the part is the whole run
    /// (shard 1/1, as [`EquityPart::merge`] gives).
    pub fn result(&self) -> Result<EquityResult, PartError> {
        (self.question.result_of(&self.counts)).map_err(|e| PartError::Inconsistent(e.to_string()))
    }

    /// What every part of one run shares: the question, the method and the cut.
    fn run(&self) -> String {
        let asked = &self.question.asked;
        let (seed, trials) = (
            optional_text(self.counts.seed()),
            optional_text(self.trials),
        );
        format!(
            "{} ({} draws) {} board [{}] dead [{}], {} (seed {seed}, trials {trials}), in {} shards",
            asked.game.name(),
            asked.game.draws(),
            texts(asked).join(" v "),
            cards_text(&asked.board),
            cards_text(&asked.dead),
            method_name(self.counts.method()),
            self.shard.count()
        )
    }

    /// Writes the part in its text format.
    pub fn write(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        let asked = &self.question.asked;
        let players = texts(asked);
        let words = self.counts.to_words();
        let (board, dead) = (cards_text(&asked.board), cards_text(&asked.dead));
        let (seed, trials) = (
            optional_text(self.counts.seed()),
            optional_text(self.trials),
        );
        let (draws, count, word_count) = (asked.game.draws(), players.len(), words.len());
        let mut fields: Vec<(&str, &dyn std::fmt::Display)> = vec![
            ("game", &asked.game),
            ("draws", &draws),
            ("players", &count),
        ];
        fields.extend(
            players
                .iter()
                .map(|p| ("player", p as &dyn std::fmt::Display)),
        );
        let method = method_name(self.counts.method());
        fields.extend([
            ("board", &board as &dyn std::fmt::Display),
            ("dead", &dead),
            ("method", &method),
            ("seed", &seed),
            ("trials", &trials),
            ("shard", &self.shard),
            ("words", &word_count),
        ]);
        let mut text = header(WHAT, VERSION, &fields);
        for word in words {
            text.push_str(&word.to_string());
            text.push('\n');
        }
        out.write_all(text.as_bytes())
    }

    /// Reads a part [`EquityPart::write`] wrote; its question is checked again.
    pub fn read(bytes: &[u8]) -> Result<EquityPart, PartError> {
        let mut lines = PartLines::open(bytes, WHAT, VERSION)?;
        let (game_line, mut game) = lines.game()?;
        let (line, draws) = lines.field("draws")?;
        let draws: usize = draws
            .parse()
            .map_err(|_| bad(line, format!("\"{draws}\" is not a number of draws")))?;
        if draws != game.draws() {
            game = game
                .with_draws(draws)
                .map_err(|e| bad(line, e.to_string()))?;
        }
        let count = lines.number::<usize>("players")?;
        let players = (0..count)
            .map(|_| lines.field("player").map(|(_, text)| text))
            .collect::<Result<Vec<&str>, PartError>>()?;
        let mut cards = |name: &str| -> Result<Vec<Card>, PartError> {
            let (line, text) = lines.field(name)?;
            match text {
                "-" => Ok(Vec::new()),
                text => parse_cards(text).map_err(|e| bad(line, e.to_string())),
            }
        };
        let (board, dead) = (cards("board")?, cards("dead")?);
        let question = Equity::parse_game(game, &players)
            .and_then(|asked| asked.board(&board).dead(&dead).check())
            .map_err(|e| bad(game_line, format!("the question: {e}")))?;
        let method = lines.method()?;
        let (seed, trials) = (lines.optional("seed")?, lines.optional("trials")?);
        let shard = lines.shard()?;
        let (line, count) = lines.field("words")?;
        let end = lines.end();
        let words = (lines.rest())
            .map(|(line, text)| {
                (text.parse::<u64>()).map_err(|_| bad(line, format!("\"{text}\" is not a count")))
            })
            .collect::<Result<Vec<u64>, PartError>>()?;
        if count != words.len().to_string() {
            let reason = format!("{} counts of {count}: the part is cut short", words.len());
            return Err(bad(end - 1, reason));
        }
        let counts = Counts::from_words(&words).map_err(|e| bad(line, e.to_string()))?;
        if counts.method() != method || counts.seed() != seed {
            return Err(bad(
                line,
                "the counts are of another method or seed".to_owned(),
            ));
        }
        Ok(EquityPart {
            question,
            trials,
            shard,
            counts,
        })
    }

    /// The whole run (shard 1/1) from the parts `(name, part)` of every shard of one run: a
    /// part of another question, method or cut, a shard given twice or a shard missing is
    /// an error that names it.
    pub fn merge(
        parts: impl IntoIterator<Item = (String, EquityPart)>,
    ) -> Result<EquityPart, PartError> {
        let mut parts = in_shard_order(parts, |p| p.shard, EquityPart::run)?.into_iter();
        let (_, mut whole) = parts.next().ok_or(PartError::Empty)?;
        for (name, part) in parts {
            (whole.counts.merge(&part.counts)).map_err(|_| PartError::Overflow { part: name })?;
        }
        whole.shard = Shard::WHOLE;
        Ok(whole)
    }
}

/// Each player's hand or range as asked, its blanks made single spaces (a part's line).
fn texts(asked: &Equity) -> Vec<String> {
    (asked.texts().iter())
        .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// Cards as a part's line has them: `Qd7c2h`, or `-` for none.
fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        "-".to_owned()
    } else {
        cards.iter().map(Card::to_string).collect()
    }
}
