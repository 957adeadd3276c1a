//! The `handrank` command line: one module per subcommand, each with its clap `Args` and a
//! `run`. To add a subcommand, add a module, one `Command` variant and one match arm.

use std::borrow::Cow;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use handrank::batch::BatchError;
use handrank::lines::LineError;
use handrank::{DealError, Game, ParseError};
use indicatif::{ProgressBar, ProgressStyle};

mod batch;
mod best;
mod compare;
mod convert;
mod count;
mod equity;
mod eval;
mod flops;
mod flops_plot;
mod generate;
mod graph;
mod history;
mod history_record;
mod hits;
mod output_file;
mod parts;
mod preflop_table;
mod showdown;
pub(crate) mod stdio;
mod throughput;
mod verify;

/// Fast, exhaustively verified poker hand evaluator.
///
/// Exit codes: 0 success, 1 a comparison or verification found a failure, 2 bad input or
/// usage.
#[derive(Debug, Parser)]
#[command(name = "handrank", version, about, long_about = None)]
#[command(after_help = top_help())]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// What the top-level help adds below the commands: the games, hand histories, examples.
fn top_help() -> String {
    format!(
        "Games (--game NAME, hold'em when none is named): {}.\n\
         Hand histories (history, convert): PHH files (.phh, .phhs) and the poker sites' text.\n\n\
         Examples:\n  handrank eval Kh Kd 9c 9s Qh 2d 3c\n  \
         handrank compare \"Ah Ad 2c 3d 4h\" \"Ks Kd Qs Jd 9c\"\n  \
         handrank batch hands.txt -o strengths.txt\n  \
         handrank equity AhKh QQ+ --board Qs7h2c\n  \
         handrank equity --game omaha-hilo AhAsKhKs 2c3d4c5d --board Ad7s8h\n  \
         handrank history --summary hands/",
        Game::NAMES.join(", ")
    )
}

impl Cli {
    /// This process's arguments: [`check_card_flags`] first, as clap keeps no word order,
    /// then clap (which exits on a usage error).
    /// `None` when the arguments asked for help or the version, which is written.
    pub fn from_env() -> Result<Option<Cli>, CliError> {
        let args: Vec<OsString> = std::env::args_os().collect();
        check_card_flags(&args)?;
        match Cli::try_parse_from(args) {
            Ok(cli) => Ok(Some(cli)),
            Err(error) => write_help(&error).map(|()| None),
        }
    }
}

/// Help and version go to stdout, and a failed write is an error (`--help > /dev/full`
/// exits 2 with a message rather than 0); a usage error is clap's own (exit 2).
fn write_help(error: &clap::Error) -> Result<(), CliError> {
    use clap::error::ErrorKind;
    if !matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        error.exit();
    }
    let text = error.render();
    let mut out = io::stdout().lock();
    let mut written = if out.is_terminal() {
        write!(out, "{}", text.ansi())
    } else {
        write!(out, "{text}")
    };
    if !text.to_string().ends_with('\n') {
        written = written.and_then(|()| writeln!(out));
    }
    Ok(written.and_then(|()| out.flush())?)
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Eval(eval::Args),
    Compare(compare::Args),
    Best(best::Args),
    Showdown(showdown::Args),
    Batch(batch::Args),
    Verify(verify::Args),
    Throughput(throughput::Args),
    Generate(generate::Args),
    Equity(equity::Args),
    PreflopTable(preflop_table::Args),
    Hits(hits::Args),
    Flops(flops::Args),
    History(history::Args),
    Convert(convert::Args),
}

impl Command {
    pub fn run(self) -> Result<Status, CliError> {
        match self {
            Command::Eval(args) => eval::run(args),
            Command::Compare(args) => compare::run(args),
            Command::Best(args) => best::run(args),
            Command::Showdown(args) => showdown::run(args),
            Command::Batch(args) => batch::run(args),
            Command::Verify(args) => verify::run(args),
            Command::Throughput(args) => throughput::run(args),
            Command::Generate(args) => generate::run(args),
            Command::Equity(args) => equity::run(args),
            Command::PreflopTable(args) => preflop_table::run(args),
            Command::Hits(args) => hits::run(args),
            Command::Flops(args) => flops::run(args),
            Command::History(args) => history::run(args),
            Command::Convert(args) => convert::run(args),
        }
    }
}

/// How a command that ran to the end came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Exit 0.
    Success,
    /// Exit 1: the run found a failure (a verification mismatch).
    Failure,
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        match status {
            Status::Success => ExitCode::SUCCESS,
            Status::Failure => ExitCode::from(1),
        }
    }
}

/// Why a command stopped early.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad input or usage (exit 2).
    #[error("{0}")]
    Input(String),
    /// Writing the output failed; a closed pipe (`| head`) is a quiet success.
    #[error("writing output: {0}")]
    Output(#[from] io::Error),
}

impl CliError {
    /// Reports the error on stderr and gives the exit code.
    pub fn report(&self) -> ExitCode {
        if let CliError::Output(error) = self
            && error.kind() == io::ErrorKind::BrokenPipe
        {
            return ExitCode::SUCCESS;
        }
        let _ = writeln!(io::stderr(), "handrank: {self}");
        ExitCode::from(2)
    }
}

impl From<ParseError> for CliError {
    fn from(error: ParseError) -> CliError {
        CliError::Input(error.to_string())
    }
}

impl From<DealError> for CliError {
    fn from(error: DealError) -> CliError {
        CliError::Input(error.to_string())
    }
}

impl<E: std::fmt::Display> From<LineError<E>> for CliError {
    fn from(error: LineError<E>) -> CliError {
        CliError::Input(error.to_string())
    }
}

impl From<BatchError> for CliError {
    fn from(error: BatchError) -> CliError {
        match error {
            BatchError::Write(error) => CliError::Output(error),
            other => CliError::Input(other.to_string()),
        }
    }
}

/// Output format of the line-oriented commands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Words for people.
    #[default]
    Text,
    /// One JSON object per line.
    Json,
    /// Comma-separated values with a header row.
    Csv,
}

/// Reads `--game`: a name of [`handrank::Game::NAMES`] or an alias (`plo5`, `plo8`); the
/// error lists the games.
pub fn game(text: &str) -> Result<handrank::Game, String> {
    text.parse()
        .map_err(|error: handrank::GameError| error.to_string())
}

/// Reads `--shard`: `K/N`, the same cut of the work everywhere.
pub fn shard(text: &str) -> Result<handrank::equity::Shard, String> {
    text.parse()
        .map_err(|e: handrank::equity::ShardError| e.to_string())
}

/// The help of every `--game` flag.
pub const GAME_HELP: &str = "The game: holdem, omaha (PLO4), omaha5, omaha6, omaha-hilo (PLO8), \
    omaha-hilo5, omaha-hilo6, short-deck (6+), stud, stud-hilo (stud8), razz, ace-five (a-5), \
    deuce-seven (2-7) or badugi (plo5, plo8 … too)";

/// The name of an input in errors: its path, or `<stdin>` for none or `-`.
pub fn input_name(path: Option<&Path>) -> String {
    match path {
        Some(p) if p != Path::new("-") => p.display().to_string(),
        _ => "<stdin>".to_owned(),
    }
}

/// Opens a file, or stdin for none or `-`, and says which in errors. Refuses a closed
/// stdin, and an input that is the file standard output writes to.
pub fn open_input(path: Option<&Path>) -> Result<(String, Box<dyn Read + Send>), CliError> {
    open_input_for(path, None)
}

/// [`open_input`] for a command whose output goes to `output` (none: stdout).
pub fn open_input_for(
    path: Option<&Path>,
    output: Option<&Path>,
) -> Result<(String, Box<dyn Read + Send>), CliError> {
    let name = input_name(path);
    if !matches!(path, Some(p) if p != Path::new("-")) {
        stdio::require_stdin()?;
    }
    output_file::refuse_same_file(path, output)?;
    match path {
        Some(p) if p != Path::new("-") => {
            let file = File::open(p).map_err(|e| CliError::Input(format!("{name}: {e}")))?;
            Ok((name, Box::new(file)))
        }
        _ => Ok((name, Box::new(io::stdin()))),
    }
}

/// Buffered stdout; callers must `flush` it so errors are seen. A stdout closed at start
/// fails the first write (see [`stdio::Stdout`]).
pub fn stdout() -> io::BufWriter<stdio::Stdout> {
    io::BufWriter::with_capacity(64 << 10, stdio::Stdout::new())
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub fn csv_field(text: &str) -> Cow<'_, str> {
    if text.contains([',', '"', '\n', '\r']) {
        Cow::Owned(format!("\"{}\"", text.replace('"', "\"\"")))
    } else {
        Cow::Borrowed(text)
    }
}

/// Writes one JSON value on its own line.
pub fn write_json(out: &mut impl Write, value: &impl serde::Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}

/// A progress bar on stderr, only when stderr is a terminal. `what` names the unit;
/// "bytes" counts bytes.
pub fn progress_bar(total: u64, what: &str) -> Option<ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new(total);
    let template = if what == "bytes" {
        "{bar:40} {bytes}/{total_bytes} {bytes_per_sec} ETA {eta}".to_owned()
    } else {
        format!("{{bar:40}} {{human_pos}}/{{human_len}} {what} ETA {{eta}}")
    };
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    Some(bar)
}

/// `12345678` as `12,345,678`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The cards of a flag such as `--board` or `--dead`; an error names the flag, and a card
/// given twice is "`place` twice".
pub fn flag_cards(text: &str, flag: &str, place: &str) -> Result<Vec<handrank::Card>, CliError> {
    handrank::parse_cards(text).map_err(|error| match error {
        ParseError::DuplicateCard { card, position } => {
            CliError::Input(format!("{flag}: {card} is {place} twice (card {position})"))
        }
        error => CliError::Input(format!("{flag}: {error}")),
    })
}

/// Refuses `--board` or `--dead` given a single card and followed by a word of cards, as in
/// `equity AhKh QQ --dead 3h 4h5h`: the flags take one argument, so the cards written apart
/// would silently become a player (or, for `hits`, a second range). Reads the raw
/// arguments (with the program name first), since clap keeps no order of words.
pub fn check_card_flags(args: &[OsString]) -> Result<(), CliError> {
    let words: Vec<&str> = args.iter().skip(1).map_while(|a| a.to_str()).collect();
    let mut words = words.iter().copied();
    let hand = match words.by_ref().find(|w| !w.starts_with('-')) {
        Some("equity") => "a player's hand",
        Some("hits") => "the range",
        _ => return Ok(()),
    };
    let words: Vec<&str> = words.take_while(|&w| w != "--").collect();
    for (at, &word) in words.iter().enumerate() {
        let (flag, value, next) = match word.split_once('=') {
            Some((flag @ ("--board" | "--dead"), value)) => (flag, value, at + 1),
            None if matches!(word, "--board" | "--dead") => match words.get(at + 1) {
                Some(value) => (word, *value, at + 2),
                None => continue,
            },
            _ => continue,
        };
        let Some(card) = lone_card(value) else {
            continue;
        };
        let after = words.get(next..).unwrap_or_default();
        let Some((first, first_cards)) = after
            .first()
            .filter(|w| !w.starts_with('-'))
            .and_then(|w| Some((*w, handrank::parse_cards(w).ok()?)))
            .filter(|(_, cards)| !cards.is_empty())
        else {
            continue;
        };
        // The first word whatever its size, then any lone cards after it.
        let apart: Vec<&str> = std::iter::once(first)
            .chain(
                after
                    .iter()
                    .skip(1)
                    .copied()
                    .take_while(|w| lone_card(w).is_some()),
            )
            .collect();
        let mut cards = vec![card];
        for word in &apart {
            cards.extend(handrank::parse_cards(word).unwrap_or_default());
        }
        let place = if flag == "--dead" { "dead" } else { "board" };
        let apart = apart.join(" ");
        let joined: String = cards.iter().map(ToString::to_string).collect();
        let mut message = format!(
            "{flag} {value}: a single card, followed by {apart}; {flag} takes one argument, so if \
             {apart} {} meant as {place} cards too, write {flag} \"{}\" or {flag} {joined}",
            if apart.contains(' ') { "were" } else { "was" },
            card_text(&cards)
        );
        if first_cards.len() == 2 {
            message.push_str(&format!(" (if {first} is {hand}, put it before {flag})"));
        }
        return Err(CliError::Input(message));
    }
    Ok(())
}

/// The card of a word that is exactly one card (`3h`, `3h,`).
fn lone_card(word: &str) -> Option<handrank::Card> {
    match handrank::parse_cards(word).ok()?[..] {
        [card] => Some(card),
        _ => None,
    }
}

/// Cards as `Ah Kd 7c`.
pub fn card_text(cards: &[handrank::Card]) -> String {
    cards
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(12_345_678), "12,345,678");
        assert_eq!(csv_field("Two Pairs"), "Two Pairs");
        assert_eq!(csv_field("a, \"b\""), "\"a, \"\"b\"\"\"");
    }

    #[test]
    fn a_lone_board_or_dead_card_followed_by_cards_is_refused() {
        let check = |line: &str| {
            let args: Vec<OsString> = line.split(' ').map(OsString::from).collect();
            match check_card_flags(&args) {
                Ok(()) => String::new(),
                Err(error) => error.to_string(),
            }
        };
        assert_eq!(
            check("handrank equity AhKh QQ --dead 3h 4h5h"),
            "--dead 3h: a single card, followed by 4h5h; --dead takes one argument, so if 4h5h \
             was meant as dead cards too, write --dead \"3h 4h 5h\" or --dead 3h4h5h (if 4h5h \
             is a player's hand, put it before --dead)"
        );
        assert_eq!(
            check("handrank hits QQ+ --board=Qs 7h 2c"),
            "--board Qs: a single card, followed by 7h 2c; --board takes one argument, so if \
             7h 2c were meant as board cards too, write --board \"Qs 7h 2c\" or --board Qs7h2c"
        );
        assert!(check("handrank hits --dead 3h AhKh --board Qs7h2c").contains("AhKh is the range"));
        for fine in [
            "handrank equity AhKh QQ --dead 3h",
            "handrank equity AhKh QQ --dead 3h --board Qs7h2c",
            "handrank equity --dead 3h QQ+ AhKh",
            "handrank equity AhKh QQ --dead 3h4h 5h6h",
            "handrank equity AhKh QQ --board Qs7h2c 9c9d",
            "handrank equity AhKh -- --dead 3h 4h5h",
            "handrank eval --dead 3h 4h5h",
            "handrank --dead",
        ] {
            assert_eq!(check(fine), "", "{fine}");
        }
    }

    #[test]
    fn arguments_are_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
