//! `handrank equity`: the library's equity front end (`handrank::equity::cli`).

use handrank::equity::EquityError;
use handrank::equity::cli::EquityArgs;

use super::omaha::Game;
use super::{CliError, Status, stdout};

/// Win, tie and equity of 2 to 10 hands or ranges, exact or by Monte Carlo.
///
/// Each player is hole cards (AhKh, "Ah Kh") or a range (QQ+, 99-66, AKs, ATs+, KTo+,
/// A5s-A2s, AhKh, random). Exact enumeration is the default when it is quick; otherwise a
/// seeded Monte Carlo run stops at --trials, --std-err or --time.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank equity AdAc KhKs --exact\n  \
    handrank equity AhKh QQ+,AKs --board \"Qs 7h 2c\"\n  \
    handrank equity AKs random random --trials 20000000 --seed 7 --format json")]
pub struct Args {
    #[command(flatten)]
    equity: EquityArgs,
    /// The game: holdem, omaha or omaha-hilo (Omaha players: AhKhQdJd, AA**ds, KQJTr, random).
    #[arg(long, value_enum, default_value_t)]
    game: Game,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.game != Game::Holdem {
        return super::omaha::equity(&args.equity, args.game);
    }
    let mut out = stdout();
    handrank::equity::cli::run(&args.equity, &mut out).map_err(|error| match error {
        EquityError::Io(error) => CliError::Output(error),
        other => CliError::Input(other.to_string()),
    })?;
    std::io::Write::flush(&mut out)?;
    Ok(Status::Success)
}
