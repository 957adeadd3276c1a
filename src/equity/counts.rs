//! One question's answer split into parts that run anywhere (threads, Web Workers,
//! machines) and merge by addition into the answer of one piece.
//!
//! Exact enumeration splits by [`Shard`]: shard `k` of `n` walks every `n`-th task of the
//! enumeration from the `k`-th on, and the integer counts of the `n` shards add up to the
//! whole's, to the last board. Monte Carlo splits by chunks: chunk `i` of a seeded run
//! draws [`MonteCarlo::TRIALS_PER_CHUNK`] boards from its own stream of the seed
//! ([`crate::sample::stream_seed`]), so chunks `0..m` merged are the one-piece run of
//! `m` chunks' trials with the same seed, whoever ran them.
//!
//! ```
//! use handrank::equity::{Counts, Equity, Method, MonteCarlo, Shard};
//! let question = Equity::parse(&["AhAs", "KK"])?.check()?;
//! let mut counts = question.exact_shard(Shard::new(1, 3)?, &|_, _| {})?;
//! for k in 2..=3 {
//!     counts.merge(&question.exact_shard(Shard::new(k, 3)?, &|_, _| {})?)?;
//! }
//! assert_eq!(question.result_of(&counts)?, question.exact()?);
//! // Monte Carlo: chunks 0..2 and 2..5 are the first five chunks of seed 9's run.
//! let options = MonteCarlo::new().seed(9).trials(5 * MonteCarlo::TRIALS_PER_CHUNK);
//! let mut mc = question.monte_carlo_chunks(&options, 0..2)?;
//! mc.merge(&question.monte_carlo_chunks(&options, 2..5)?)?;
//! assert_eq!(question.result_of(&mc)?, question.monte_carlo(&options)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::ops::Range;

use super::tally::Tally;
use super::{EquityError, EquityResult, Method, MonteCarlo, Question, Shard, monte_carlo};
use super::{exact, weighted};

/// The counts of part of a question's answer: exact shards or Monte Carlo chunks. Parts of
/// one run merge ([`Counts::merge`]) and the question turns them into its result
/// ([`Question::result_of`]); [`Counts::to_words`] carries them between processes.
#[derive(Clone, Debug)]
pub struct Counts {
    method: Method,
    /// The Monte Carlo seed (none for exact counts).
    seed: Option<u64>,
    /// One tally per unweighted question the run asks: exact enumeration of weighted
    /// ranges asks one per choice of a weight per player; otherwise one.
    tallies: Vec<Tally>,
}

/// Why counts do not merge, or words are not counts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CountsError {
    /// Parts of different runs (method, seed or question).
    #[error("the counts are of another run ({0})")]
    Foreign(&'static str),
    /// Words that [`Counts::to_words`] did not write.
    #[error("not handrank counts: {0}")]
    Words(&'static str),
    /// A sum past 2^64: not parts of one run.
    #[error("the counts overflow when added: not parts of one run")]
    Overflow,
}

/// The first word of [`Counts::to_words`]: the format and its version.
const MAGIC: u64 = 0x6863_6f75_6e74_0001;

impl Counts {
    /// The method the counts are of.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The Monte Carlo seed (none for exact counts).
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Boards counted so far (for exact counts of weighted ranges, over every question).
    pub fn boards(&self) -> u64 {
        self.tallies.iter().map(|t| t.boards).sum()
    }

    /// Adds `other`, a part of the same run.
    pub fn merge(&mut self, other: &Counts) -> Result<(), CountsError> {
        if self.method != other.method || self.seed != other.seed {
            return Err(CountsError::Foreign("method or seed"));
        }
        if self.tallies.len() != other.tallies.len() {
            return Err(CountsError::Foreign("question"));
        }
        let sums: Option<Vec<Tally>> = self
            .tallies
            .iter()
            .zip(&other.tallies)
            .map(|(a, b)| a.checked_merge(b))
            .collect();
        self.tallies = sums.ok_or(CountsError::Overflow)?;
        Ok(())
    }

    /// The counts as words, to carry to another process ([`Counts::from_words`] reads
    /// them back): a format word, the method, the seed, then each tally's counts.
    pub fn to_words(&self) -> Vec<u64> {
        let mut words = vec![
            MAGIC,
            u64::from(self.method == Method::MonteCarlo),
            u64::from(self.seed.is_some()),
            self.seed.unwrap_or(0),
            self.tallies.len() as u64,
        ];
        for tally in &self.tallies {
            tally.write_words(&mut words);
        }
        words
    }

    /// Reads [`Counts::to_words`]'s words.
    pub fn from_words(words: &[u64]) -> Result<Counts, CountsError> {
        let [magic, method, seeded, seed, count, rest @ ..] = words else {
            return Err(CountsError::Words("too short"));
        };
        if *magic != MAGIC {
            return Err(CountsError::Words("not the format's first word"));
        }
        let method = match method {
            0 => Method::Exact,
            1 => Method::MonteCarlo,
            _ => return Err(CountsError::Words("no such method")),
        };
        let seed = match seeded {
            0 => None,
            1 => Some(*seed),
            _ => return Err(CountsError::Words("no such seed flag")),
        };
        let count = usize::try_from(*count).map_err(|_| CountsError::Words("too many tallies"))?;
        if rest.len() != count.saturating_mul(Tally::WORDS) {
            return Err(CountsError::Words("the length is not the tallies'"));
        }
        let tallies = rest
            .chunks_exact(Tally::WORDS)
            .map(Tally::read_words)
            .collect();
        Ok(Counts {
            method,
            seed,
            tallies,
        })
    }
}

impl MonteCarlo {
    /// Boards a Monte Carlo chunk draws from its own stream of the seed (the last chunk
    /// of a run bounded by trials draws what is left).
    pub const TRIALS_PER_CHUNK: u64 = monte_carlo::CHUNK;
}

impl Question {
    /// The exact counts of `shard` of the question (on all cores), calling
    /// `progress(done, total)` as its tasks finish. The shards of any one count merge into
    /// the counts [`Question::exact`] gives the result of.
    pub fn exact_shard(
        &self,
        shard: Shard,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Counts, EquityError> {
        let tallies = if self.setup.is_weighted() {
            weighted::tallies(self, shard, progress)?
        } else {
            vec![exact::run(&self.setup, shard, progress)?]
        };
        Ok(Counts {
            method: Method::Exact,
            seed: None,
            tallies,
        })
    }

    /// The Monte Carlo counts of chunks `chunks` of the run `options.seed` seeds (on all
    /// cores); a run bounded by `options.trials` draws only its trials, so its last chunk
    /// may be short and chunks past it are empty. The other stopping rules are the caller's
    /// to apply between parts.
    pub fn monte_carlo_chunks(
        &self,
        options: &MonteCarlo,
        chunks: Range<u64>,
    ) -> Result<Counts, EquityError> {
        options.check()?;
        let trials = options.trials.unwrap_or(u64::MAX);
        Ok(Counts {
            method: Method::MonteCarlo,
            seed: Some(options.seed),
            tallies: vec![monte_carlo::chunks(
                &self.setup,
                options.seed,
                chunks,
                trials,
            )],
        })
    }

    /// The result of counts of this question, merged from any of its parts.
    pub fn result_of(&self, counts: &Counts) -> Result<EquityResult, CountsError> {
        match (counts.method, counts.tallies.as_slice()) {
            (Method::Exact, tallies) if self.setup.is_weighted() => weighted::result(self, tallies),
            (method, [tally]) => Ok(tally.result(&self.setup, method, counts.seed)),
            _ => Err(CountsError::Foreign("question")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::card::parse_cards;
    use crate::equity::Equity;

    /// A question in `game` (by its name), players, board.
    fn question(game: &str, players: &[&str], board: &str) -> Question {
        let game: Game = game.parse().expect("a game name");
        let board = parse_cards(board).expect("cards");
        let equity = Equity::parse_game(game, players).expect("players");
        equity.board(&board).check().expect("a valid question")
    }

    /// Every shard of `n` merged, through words as a worker would send them.
    fn merged(question: &Question, n: u32) -> Counts {
        let shard = |k| Shard::new(k, n).expect("1 ≤ k ≤ n");
        let part = |k| {
            let counts = question.exact_shard(shard(k), &|_, _| {}).expect("exact");
            Counts::from_words(&counts.to_words()).expect("its own words")
        };
        let mut counts = part(1);
        for k in 2..=n {
            counts.merge(&part(k)).expect("parts of one run");
        }
        counts
    }

    #[test]
    fn exact_shards_merged_are_the_whole_in_every_game_and_path() {
        let questions = [
            // Hold'em: few deals, the wide heads-up path, many deals, weighted ranges.
            question("holdem", &["AhAs", "KK"], "Qd 7c 2h"),
            question("holdem", &["AA", "random"], "Qd 7c 2h 9s"),
            question("holdem", &["AKs", "QQ+", "JTs"], "2c 3d 4h 9s"),
            question("holdem", &["AA:0.5,KK", "QQ,JJ:0.25"], "2c 3d 4h"),
            question("omaha", &["AhAsKhKs", "2c3d4c5d"], "Qd 7c 2h"),
            question("omaha", &["AhAsKhKs", "2c3d4c5d"], "Qd 7c 2h 9s"),
            question("omaha5", &["AhAsKhKs9d", "2c3d4c5d6h"], "Qd 7c 2h"),
            question("omaha6", &["AhAsKhKs9d8d", "2c3d4c5d6h7h"], "Qd 7c 2h"),
            question("omaha-hilo", &["AhAsKhKs", "2c3d4c5d"], "Qd 7c 2h"),
            question("omaha-hilo5", &["AhAsKhKs9d", "2c3d4c5d6h"], "Qd 7c 2h"),
            question("omaha-hilo6", &["AhAsKhKs9d8d", "2c3d4c5d6h7h"], "Qd 7c 2h"),
            question("short-deck", &["AhKh", "QQ"], "Qd 7c 6h"),
            question("stud", &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"], ""),
            question("stud-hilo", &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"], ""),
            question("razz", &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"], ""),
            question("ace-five", &["9h6c5d3s2c", "7s5h4c3d+1"], ""),
            question("deuce-seven", &["9h6c5d3s2c", "7s5h4c3d+1"], ""),
            question("badugi", &["Ah2c3d4s", "5h6c7d+1"], ""),
        ];
        for question in &questions {
            let whole = question.exact().expect("exact");
            for n in [1, 2, 3, 7] {
                let result = question
                    .result_of(&merged(question, n))
                    .expect("its counts");
                assert_eq!(result, whole, "{} in {n} shards", question.game());
            }
            assert!(whole.boards > 0);
        }
    }

    #[test]
    fn a_shard_holds_part_of_the_work_not_all() {
        let question = question("holdem", &["AhAs", "KK"], "Qd 7c 2h");
        let whole = question.exact().expect("exact").boards;
        let first = question.exact_shard(Shard::new(1, 2).expect("1/2"), &|_, _| {});
        let boards = first.expect("exact").boards();
        assert!(0 < boards && boards < whole, "{boards} of {whole}");
    }

    #[test]
    fn monte_carlo_chunks_merged_are_the_one_piece_run() {
        let chunk = MonteCarlo::TRIALS_PER_CHUNK;
        for (game, players, board) in [
            ("holdem", &["AhKh", "QQ", "JTs"][..], "2c 3d 4h"),
            ("omaha-hilo", &["AhAsKhKs", "2c3d4c5d"][..], ""),
            ("razz", &["Ah2c3d", "4h5h6c"][..], ""),
        ] {
            let question = question(game, players, board);
            // Three whole chunks and a short one, cut 0..1 and 1..5 (chunk 4 is empty).
            let options = MonteCarlo::new().seed(11).trials(3 * chunk + 100);
            let mut counts = question.monte_carlo_chunks(&options, 0..1).expect("valid");
            let rest = question.monte_carlo_chunks(&options, 1..5).expect("valid");
            counts.merge(&rest).expect("one run");
            let one = question.monte_carlo(&options).expect("valid");
            let merged = question.result_of(&counts).expect("its counts");
            assert_eq!(merged.boards, 3 * chunk + 100);
            assert_eq!(merged, one, "{game}");
        }
    }

    #[test]
    fn a_run_to_a_standard_error_is_its_chunks() {
        let question = question("holdem", &["AhKh", "QQ"], "");
        let options = MonteCarlo::new().seed(5).std_err(0.004);
        let one = question.monte_carlo(&options).expect("valid");
        let chunks = one.boards / MonteCarlo::TRIALS_PER_CHUNK;
        assert_eq!(one.boards, chunks * MonteCarlo::TRIALS_PER_CHUNK);
        let unbounded = MonteCarlo::new().seed(5);
        let counts = question.monte_carlo_chunks(&unbounded, 0..chunks);
        let merged = question
            .result_of(&counts.expect("valid"))
            .expect("its counts");
        assert_eq!(merged, one);
    }

    #[test]
    fn parts_of_other_runs_do_not_merge() {
        let question = question("holdem", &["AhKh", "QQ"], "2c 3d 4h");
        let exact = question
            .exact_shard(Shard::WHOLE, &|_, _| {})
            .expect("exact");
        let seeded = |seed| {
            let options = MonteCarlo::new().seed(seed).trials(10);
            question.monte_carlo_chunks(&options, 0..1).expect("valid")
        };
        let mut mc = seeded(1);
        assert!(matches!(mc.merge(&exact), Err(CountsError::Foreign(_))));
        assert!(matches!(mc.merge(&seeded(2)), Err(CountsError::Foreign(_))));
        let weighted = self::question("holdem", &["AhKh:0.5,AsKs", "QQ"], "2c 3d 4h");
        let parts = weighted
            .exact_shard(Shard::WHOLE, &|_, _| {})
            .expect("exact");
        assert!(question.result_of(&parts).is_err());
        let mut words = exact.to_words();
        assert_eq!(words.len(), 5 + Tally::WORDS);
        words.pop();
        assert!(matches!(
            Counts::from_words(&words),
            Err(CountsError::Words(_))
        ));
        assert!(Counts::from_words(&[]).is_err());
    }
}
