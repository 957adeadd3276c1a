//! Winamax's text hand histories: PokerStars' streets and verbs, with names not followed
//! by a colon (`Bob folds`), amounts with the euro sign after them (`0.05€`), seats
//! without `in chips`, `*** ANTE/BLINDS ***` before the cards and `*** PRE-FLOP ***` for
//! PokerStars' `*** HOLE CARDS ***`. Each line of the play is written as PokerStars' line
//! (`Bob: calls €0.05`) and read by [`pokerstars::play`], so the rules are defined once.
//!
//! ```text
//! Winamax Poker - CashGame - HandId: #2001-12-1700000000 - Holdem no limit (0.02€/0.05€) - 2024/01/02 03:04:05 UTC
//! Table: 'Wichita 05' 5-max (real money) Seat #3 is the button
//! Seat 1: Alice (5€)
//! *** ANTE/BLINDS ***
//! Alice posts small blind 0.02€
//! Dealt to Hero [As Kd]
//! *** PRE-FLOP ***
//! Bob raises 0.10€ to 0.15€
//! Hero collected 0.07€ from pot
//! *** SUMMARY ***
//! Total pot 0.07€ | No rake            (or | Rake 0.50€)
//! ```

use super::super::error::Problem;
use super::super::hand::Chips;
use super::super::variant::Betting;
use super::builder::Builder;
use super::pokerstars;
use super::reader::{Dialect, HandPart, Header, SeatLine, first_line};
use super::text::{Amount, amount};

/// How a Winamax hand's first line starts.
pub(crate) const HEADER: &str = "Winamax Poker - ";

/// Winamax's games (`Holdem no limit`, `Omaha5 pot limit`): the PHH code, the betting and
/// the cards a player is dealt.
const GAMES: [(&str, &str, Betting, usize); 5] = [
    ("Holdem no limit", "NT", Betting::NoLimit, 2),
    ("Holdem pot limit", "PT", Betting::PotLimit, 2),
    ("Holdem fixed limit", "FT", Betting::FixedLimit, 2),
    ("Omaha pot limit", "PO", Betting::PotLimit, 4),
    ("Omaha5 pot limit", "PO", Betting::PotLimit, 5),
];

/// Winamax's way of writing a hand's lines.
pub(super) const DIALECT: Dialect = Dialect {
    table: |line| {
        line.strip_prefix("Table: '")
            .map(|rest| pokerstars::table_button(rest).map(Some))
    },
    button_line: "Table: '… Seat #N is the button",
    header: |lines| parse_header(first_line(lines)),
    seat: seat_line,
    play,
    summary,
    states_rake: true,
};

/// A line of the posts and the play, as PokerStars writes it.
fn play(
    hand: &mut Builder<'_>,
    part: &mut HandPart,
    line: &str,
    number: u64,
) -> Result<(), Problem> {
    match line {
        "*** ANTE/BLINDS ***" => return Ok(()),
        "*** PRE-FLOP ***" => return pokerstars::play(hand, part, "*** HOLE CARDS ***", number),
        _ => {}
    }
    if line.starts_with("*** ") || line.starts_with("Dealt to ") {
        return pokerstars::play(hand, part, line, number);
    }
    let Some((Some(_), rest)) = hand.who(line, " ") else {
        if let Some(name) = hand
            .who(line, " ")
            .is_none()
            .then(|| unseated(line))
            .flatten()
        {
            return Err(Problem::Action {
                action: line.to_owned(),
                message: format!("no player '{name}' is seated"),
            });
        }
        return pokerstars::play(hand, part, &euros_first(line), number);
    };
    let name = line.get(..line.len() - rest.len() - 1).unwrap_or_default();
    // `collected X from pot` is PokerStars' without a colon; every other verb takes one.
    let colon = if rest.starts_with("collected ") {
        " "
    } else {
        ": "
    };
    let rest = rest.strip_prefix("posts ante ").map_or_else(
        || euros_first(rest),
        |ante| format!("posts the ante {}", euros_first(ante)),
    );
    pokerstars::play(hand, part, &format!("{name}{colon}{rest}"), number)
}

/// The name before a play's verb in a line that no seated player's name starts (`Zed posts
/// small blind 0.02€`): names take no colon here, so the verb tells a play from other text.
fn unseated(line: &str) -> Option<&str> {
    const VERBS: [&str; 8] = [
        " posts ", " calls ", " bets ", " raises ", " checks", " folds", " shows ", " mucks",
    ];
    let at = VERBS
        .iter()
        .filter_map(|verb| memchr::memmem::find(line.as_bytes(), verb.as_bytes()))
        .min()?;
    line.get(..at).filter(|name| !name.is_empty())
}

/// The words of `text` with a trailing euro sign written before the number, as
/// PokerStars writes amounts (`0.05€` → `€0.05`).
fn euros_first(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        match word.strip_suffix('€') {
            Some(number) if !number.is_empty() => {
                out.push('€');
                out.push_str(number);
            }
            _ => out.push_str(word),
        }
    }
    out
}

/// An amount as Winamax writes it: `0.05€`, or chips (`1,500`).
fn winamax_amount(token: &str) -> Option<Amount> {
    match token.strip_suffix('€') {
        Some(number) => amount(number).map(|a| Amount { money: true, ..a }),
        None => amount(token),
    }
}

/// `Winamax Poker - CashGame - HandId: #ID - GAME (SB/BB) - DATE`, or for a tournament
/// `Winamax Poker - Tournament "NAME" buyIn: … level: N - HandId: #ID - GAME (ANTE/SB/BB) - DATE`.
fn parse_header(line: &str) -> Result<Header<'_>, Problem> {
    let bad = |what: &str| {
        Problem::syntax(format!(
            "'{line}' is not a Winamax hand's first line: {what}"
        ))
    };
    let at = memchr::memmem::find(line.as_bytes(), b" - HandId: #")
        .ok_or_else(|| bad("no ' - HandId: #'"))?;
    let rest = line.get(at + " - HandId: #".len()..).unwrap_or_default();
    let (id, rest) = rest
        .split_once(" - ")
        .ok_or_else(|| bad("no ' - ' after the hand number"))?;
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
        return Err(bad("the hand number is not digits and '-'"));
    }
    let (game, rest) = rest
        .split_once(" (")
        .ok_or_else(|| bad("no stakes in parentheses"))?;
    let &(_, variant, betting, hole_cards) = GAMES
        .iter()
        .find(|(name, ..)| *name == game)
        .ok_or_else(|| {
            Problem::Unsupported(format!("'{line}': a game this reader does not know"))
        })?;
    let stakes = rest
        .split_once(')')
        .map(|(stakes, _)| stakes)
        .ok_or_else(|| bad("no ')' after the stakes"))?;
    // `SB/BB`, or `ANTE/SB/BB` in a tournament with antes.
    let parts: Vec<&str> = stakes.split('/').collect();
    let (small, big) = match parts.as_slice() {
        [small, big] | [_, small, big] => (winamax_amount(small), winamax_amount(big)),
        _ => (None, None),
    };
    let stakes = small
        .zip(big)
        .ok_or_else(|| bad("stakes not like (0.02€/0.05€)"))?;
    Ok(Header {
        id,
        variant,
        betting,
        hole_cards,
        stakes,
    })
}

/// `Seat 1: Alice (5€)`, `Seat 2: bob (1,500)`, `Seat 3: cat (1,500, 0.45€ bounty)`;
/// `None` when the line is not a seat line.
fn seat_line(line: &str) -> Option<Result<SeatLine<'_>, Problem>> {
    let rest = line.strip_prefix("Seat ")?;
    let (number, rest) = rest.split_once(": ")?;
    let number: u32 = number.parse().ok()?;
    let bad = || Problem::syntax(format!("'{line}' is not a seat like 'Seat 1: Alice (5€)'"));
    let Some((name, stack)) = rest.strip_suffix(')').and_then(|r| r.rsplit_once(" (")) else {
        return Some(Err(bad()));
    };
    let stack = stack.split(", ").next().unwrap_or_default();
    Some(
        winamax_amount(stack)
            .map(|stack| (number, name, stack, true))
            .ok_or_else(bad),
    )
}

/// A line after `*** SUMMARY ***`: `Total pot X | Rake R` (or `| No rake`).
fn summary(hand: &mut Builder<'_>, line: &str, _: u64) -> Result<(), Problem> {
    let Some(rest) = line.strip_prefix("Total pot ") else {
        return Ok(());
    };
    if let Some((_, rake)) = rest.split_once(" | Rake ") {
        let rake = rake.split(' ').next().unwrap_or_default();
        let rake = winamax_amount(rake)
            .ok_or_else(|| Problem::syntax(format!("'{rake}' is not an amount of rake")))?;
        hand.rake(rake);
    } else if rest.ends_with("| No rake") {
        hand.rake(Amount {
            chips: Chips::ZERO,
            places: 0,
            money: false,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::testing::read_site;
    use super::super::*;

    const FILE: &str = include_str!("../../../tests/data/sites/winamax.txt");

    /// The first hand of the file with one line replaced: the error it reads to.
    fn first_hand_with(from: &str, to: &str) -> String {
        let first = FILE.split("\n\n\n").next().unwrap();
        assert!(first.contains(from), "{from}");
        let text = first.replacen(from, to, 1);
        let error = read_site(Site::Winamax, &text).remove(0).unwrap_err();
        error.to_string()
    }

    /// Names take no colon in Winamax's lines, so a play by a name no seat has must still be
    /// told from other text, not read past.
    #[test]
    fn a_play_by_a_name_no_seat_has_is_an_error() {
        for (from, to) in [
            (
                "Alice posts small blind 0.02€",
                "Zed posts small blind 0.02€",
            ),
            ("Bob folds", "Zed folds"),
            ("Alice folds", "Zed Z calls 0.03€"),
        ] {
            let error = first_hand_with(from, to);
            let name = to.split(" posts").next().unwrap();
            let name = name
                .split(" folds")
                .next()
                .unwrap()
                .split(" calls")
                .next()
                .unwrap();
            assert!(
                error.ends_with(&format!("'{to}': no player '{name}' is seated")),
                "{error}"
            );
        }
        // Each hand of the file reads.
        assert!(read_site(Site::Winamax, FILE).iter().all(Result::is_ok));
    }
}
