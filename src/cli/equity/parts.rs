//! `equity --shard K/N` and `--merge`: a run in parts that run anywhere, merged into the
//! answer of one piece (the library's [`EquityPart`]).

use std::path::PathBuf;

use handrank::Card;
use handrank::equity::{EquityPart, EquityResult, Method, Shard};

use super::super::CliError;
use super::super::parts::{merge_error, read_parts};
use super::{Args, estimate, input, method, monte_carlo_options, question};

/// Part `shard` of the run the arguments ask for, by the method of the whole run.
pub(super) fn compute(args: &Args, shard: Shard) -> Result<EquityPart, CliError> {
    if args.format != super::Format::Text {
        return Err(CliError::Input(
            "--shard writes a part file for --merge: --format applies to the merged answer"
                .to_owned(),
        ));
    }
    let (question, _, _) = question(args)?;
    let parts = f64::from(shard.count());
    match method(args, &question)? {
        Method::Exact => {
            question.check_exact().map_err(input)?;
            let seconds = question.exact_estimate().seconds / parts;
            let bound = "cut the run into more parts, or use Monte Carlo (drop --exact)";
            estimate::check_seconds(seconds, "this part's exact enumeration", bound, args.long)?;
            question.exact_part(shard, &|_, _| {}).map_err(input)
        }
        Method::MonteCarlo => {
            if args.seed.is_none() {
                return Err(CliError::Input(
                    "--shard with Monte Carlo needs --seed S: every part draws from the one \
                     run's seed"
                        .to_owned(),
                ));
            }
            let options = monte_carlo_options(args);
            options.check().map_err(input)?;
            let seconds = question.monte_carlo_estimate(&options).seconds / parts;
            let bound = "cut the run into more parts, or lower --trials";
            estimate::check_seconds(seconds, "this part's Monte Carlo run", bound, args.long)?;
            question.monte_carlo_part(&options, shard).map_err(input)
        }
    }
}

/// The answer of the parts at `paths`, with the board and dead cards they were asked with.
pub(super) fn merge(paths: &[PathBuf]) -> Result<(EquityResult, Vec<Card>, Vec<Card>), CliError> {
    let whole = EquityPart::merge(read_parts(paths, EquityPart::read)?).map_err(merge_error)?;
    let result = whole.result().map_err(merge_error)?;
    let (board, dead) = (whole.question().board(), whole.question().dead());
    Ok((result, board.to_vec(), dead.to_vec()))
}
