//! GGPoker's text hand histories: PokerStars' grammar with GGPoker's own header, game
//! names (`PLO`, `PLO-5`, `PLO-6`, `ShortDeck`), straddles, cash-out and insurance lines,
//! and a summary whose fees (rake, jackpot, bingo, fortune, tax) all come out of the pot.
//! The seats, forced bets, actions, streets and `collected` lines are PokerStars' and are
//! read by [`pokerstars::play`].
//!
//! ```text
//! Poker Hand #HD1001: Hold'em No Limit ($0.02/$0.05) - 2024/01/02 03:04:05
//! Table 'RushAndCash123' 6-max Seat #1 is the button
//! Seat 1: Hero ($5 in chips)
//! a1b2c3d4: straddle $0.10
//! Dealt to Hero [Ah Kh]
//! Dealt to a1b2c3d4                   (the others' cards are not written)
//! *** FIRST FLOP *** [2c 7d 9h] …      (run it twice and three times)
//! *** SHOWDOWN ***
//! Total pot $15 | Rake $0.50 | Jackpot $0.10 | Bingo $0 | Fortune $0 | Tax $0
//! ```
//!
//! Read past, as they move no chips the replay follows: the cash-out lines (`Chooses to
//! EV Cashout`, `Receives Cashout ($X)`, `Pays Cashout Risk ($X)`) and insurance, which
//! are deals with the site, not pots (the `collected` lines stay the record), `Hand was
//! run two times`, and `Cash Drop to Pot`, the site's money added to the pot (the winner
//! then collects more than the replay pays: a mismatch in the record, reported).

use super::super::error::Problem;
use super::super::hand::Chips;
use super::super::variant::Betting;
use super::builder::{Builder, Post};
use super::pokerstars;
use super::reader::{Dialect, HandPart, Header, first_line};
use super::text::{Amount, amount, leading_amount};

/// How a GGPoker hand's first line starts.
pub(crate) const HEADER: &str = "Poker Hand #";

/// GGPoker's game names, each with the cards a player is dealt (a longer name first
/// where one starts another).
const GAMES: [(&str, usize); 7] = [
    ("Hold'em", 2),
    ("ShortDeck", 2),
    ("PLO-5", 5),
    ("PLO-6", 6),
    ("PLO", 4),
    ("Omaha Hi/Lo", 4),
    ("Omaha", 4),
];

/// The betting structures as the header names them.
const BETTINGS: [(&str, Betting); 5] = [
    ("No Limit", Betting::NoLimit),
    // A bomb pot's: no pre-flop betting, no-limit after.
    ("(NL postflop)", Betting::NoLimit),
    ("Pot Limit", Betting::PotLimit),
    ("Fixed Limit", Betting::FixedLimit),
    ("Limit", Betting::FixedLimit),
];

/// The PHH code of a game and its betting, when PHH (or handrank) has one.
fn variant(game: &str, betting: Betting) -> Option<&'static str> {
    Some(match (game, betting) {
        ("Hold'em", Betting::NoLimit) => "NT",
        ("Hold'em", Betting::PotLimit) => "PT",
        ("Hold'em", Betting::FixedLimit) => "FT",
        ("ShortDeck", Betting::NoLimit) => "NS",
        ("PLO" | "PLO-5" | "PLO-6" | "Omaha", Betting::PotLimit) => "PO",
        ("Omaha Hi/Lo", Betting::PotLimit) => "PO/8",
        ("Omaha Hi/Lo", Betting::FixedLimit) => "FO/8",
        _ => return None,
    })
}

/// GGPoker's way of writing a hand's lines: PokerStars' table and seat lines.
pub(super) const DIALECT: Dialect = Dialect {
    table: pokerstars::table_line,
    button_line: "Table '… Seat #N is the button",
    header: |lines| parse_header(first_line(lines)),
    seat: pokerstars::seat_line,
    play,
    summary,
    states_rake: true,
};

/// A line of the posts and the play: GGPoker's own lines, else PokerStars'.
fn play(
    hand: &mut Builder<'_>,
    part: &mut HandPart,
    line: &str,
    number: u64,
) -> Result<(), Problem> {
    // `Dealt to NAME` without cards: GGPoker lists every player dealt in.
    if let Some(rest) = line.strip_prefix("Dealt to ")
        && memchr::memchr(b'[', rest.as_bytes()).is_none()
    {
        return match hand.who(rest, "") {
            Some((_, "")) => Ok(()),
            _ => Err(Problem::Action {
                action: line.to_owned(),
                message: "no seated player of that name".into(),
            }),
        };
    }
    if line.starts_with("Hand was run ") || line.starts_with("Cash Drop to Pot") {
        return Ok(());
    }
    if let Some((Some(player), rest)) = hand.who(line, ": ") {
        if let Some(chips) = rest.strip_prefix("straddle ") {
            let (rest, all_in) = match chips.strip_suffix(" and is all-in") {
                Some(rest) => (rest, true),
                None => (chips, false),
            };
            let chips = amount(rest).ok_or_else(|| Problem::Action {
                action: line.to_owned(),
                message: format!("'{rest}' is not an amount"),
            })?;
            return hand
                .post(player, Post::Straddle, chips, all_in)
                .map_err(|message| Problem::Action {
                    action: line.to_owned(),
                    message,
                });
        }
        if is_deal_with_the_site(rest) {
            return Ok(());
        }
    }
    pokerstars::play(hand, part, line, number)
}

/// A cash-out or insurance line (`Chooses to EV Cashout`, `Receives Cashout ($X)`,
/// `Pays Cashout Risk ($X)`, `Pays Insurance ($X)`): a deal with the site, not the pot.
fn is_deal_with_the_site(rest: &str) -> bool {
    [
        "Chooses to EV Cashout",
        "Receives Cashout",
        "Pays Cashout Risk",
        "Chooses to Buy Insurance",
        "Pays Insurance",
        "Receives Insurance",
    ]
    .iter()
    .any(|verb| rest.starts_with(verb))
}

/// `Poker Hand #ID: [Tournament #T, NAME ]GAME LIMIT [- LevelN](SB/BB) - DATE`, the
/// stakes also `(ante N, SB/BB)` in tournaments and `($SB/$BB USD)` with a currency code
/// (the variants fpdb-3's GGPoker parser reads); a capped game is refused.
fn parse_header(line: &str) -> Result<Header<'_>, Problem> {
    let bad = |what: &str| {
        Problem::syntax(format!(
            "'{line}' is not a GGPoker hand's first line: {what}"
        ))
    };
    let rest = line
        .strip_prefix(HEADER)
        .ok_or_else(|| bad("it starts otherwise"))?;
    let colon =
        memchr::memchr(b':', rest.as_bytes()).ok_or_else(|| bad("no ':' after the hand number"))?;
    let id = rest.get(..colon).unwrap_or_default();
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(bad("the hand number is not letters and digits"));
    }
    let rest = rest.get(colon + 1..).unwrap_or_default();
    // The game is the first game name followed by a betting structure (a tournament's
    // name may hold a game's name).
    let bytes = rest.as_bytes();
    let (game, hole_cards, betting, after) = std::iter::once(0)
        .chain(memchr::memchr_iter(b' ', bytes).map(|i| i + 1))
        .find_map(|at| {
            let word = rest.get(at..)?;
            GAMES.iter().find_map(|&(game, cards)| {
                let after = word.strip_prefix(game)?.strip_prefix(' ')?;
                BETTINGS.iter().find_map(|&(name, betting)| {
                    after
                        .strip_prefix(name)
                        .map(|after| (game, cards, betting, after))
                })
            })
        })
        .ok_or_else(|| {
            Problem::Unsupported(format!("'{line}': a game this reader does not know"))
        })?;
    let variant = variant(game, betting).ok_or_else(|| {
        Problem::Unsupported(format!(
            "'{line}': {game} with this betting has no PHH variant"
        ))
    })?;
    let open = memchr::memchr(b'(', after.as_bytes()).ok_or_else(|| bad("no stakes"))?;
    let inside = after.get(open + 1..).unwrap_or_default();
    let close =
        memchr::memchr(b')', inside.as_bytes()).ok_or_else(|| bad("no ')' after the stakes"))?;
    let stakes = inside.get(..close).unwrap_or_default().trim_ascii();
    // A tournament's ante before the blinds (`ante 10, 40/80`): posted on lines of its own.
    let stakes = match stakes.strip_prefix("ante ") {
        Some(rest) => rest
            .split_once(", ")
            .filter(|(ante, _)| amount(ante).is_some())
            .map(|(_, blinds)| blinds)
            .ok_or_else(|| bad("not '(ante N, SB/BB)'"))?,
        None => stakes,
    };
    if stakes.contains(" Cap") {
        return Err(Problem::Unsupported(format!(
            "'{line}': a capped game (what a player may put in is capped), which PHH cannot write"
        )));
    }
    // A currency code after the blinds (`$0.02/$0.05 USD`, `¥1/¥2 CNY`).
    let stakes = match stakes.rsplit_once(' ') {
        Some((blinds, code)) if code.len() == 3 && code.bytes().all(|b| b.is_ascii_uppercase()) => {
            blinds
        }
        _ => stakes,
    };
    // `$0.02/$0.05`, or one amount (a game of antes and a button blind: `($1)`).
    let stakes = match stakes.split_once('/') {
        Some((small, big)) => amount(small).zip(amount(big)),
        None => amount(stakes).map(|big| {
            let none = Amount {
                chips: Chips::ZERO,
                ..big
            };
            (none, big)
        }),
    };
    let stakes = stakes.ok_or_else(|| bad("stakes not like ($0.02/$0.05)"))?;
    Ok(Header {
        id,
        variant,
        betting,
        hole_cards,
        stakes,
    })
}

/// A line after `*** SUMMARY ***`: the fees of `Total pot $X | Rake $R | Jackpot $J |
/// Bingo $B | Fortune $F | Tax $T`, each taken from the pot, are the hand's rake.
fn summary(hand: &mut Builder<'_>, line: &str, _: u64) -> Result<(), Problem> {
    if !line.starts_with("Total pot ") {
        return Ok(());
    }
    let mut fees: Option<Amount> = None;
    for part in line.split(" | ").skip(1) {
        let (name, value) = part.rsplit_once(' ').unwrap_or((part, ""));
        let fee = leading_amount(value)
            .map(|(fee, _)| fee)
            .ok_or_else(|| Problem::syntax(format!("'{value}' is not an amount of {name}")))?;
        fees = Some(match fees {
            None => fee,
            Some(sum) => Amount {
                chips: sum.chips + fee.chips,
                places: sum.places.max(fee.places),
                money: sum.money || fee.money,
            },
        });
    }
    if let Some(fees) = fees {
        hand.rake(fees);
    }
    Ok(())
}
