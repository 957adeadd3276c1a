//! PartyPoker's text hand histories, as fpdb-3's `PartyPokerToFpdb.py` reads them: a
//! header of two lines (after an optional `#Game No : N`), the button on the table line or
//! a line of its own, amounts in brackets with a currency code (`[$0.25 USD]`), streets as
//! `** Dealing Flop ** [ 2c, 7d, 9h ]`, and no summary: the hand ends with its `wins`
//! lines. A raise writes what the player puts in with it (fpdb's "call and raise"), as
//! 888poker's does. Each line is written as PokerStars' line and read by
//! [`pokerstars::play`], so the rules are defined once.
//!
//! ```text
//! #Game No : 900000001
//! ***** Hand History for Game 900000001 *****
//! $0.25/$0.50 USD NL Texas Hold'em - Saturday, November 28, 10:00:00 UTC 2026
//! Table Speed #4012 (Real Money)
//! Seat 3 is the button
//! Total number of players : 3
//! Seat 1: ann ( $50 USD )
//! bob posts small blind [$0.25 USD].
//! ** Dealing down cards **
//! Dealt to ann [  Ah Kd ]
//! ann raises [$1.50 USD]
//! ann is all-In  [$48.50 USD]
//! ** Dealing Flop ** [ 2c, 7d, 9h ]
//! ann shows [ Ah, Kd ]a pair of Aces.
//! ann wins $10 USD from the main pot with a pair of Aces.
//! ```
//!
//! PartyPoker writes no rake: like 888poker's, its `wins` amounts are after the rake,
//! which the report infers. Tournament hands are refused, named.

use super::super::error::Problem;
use super::super::variant::Betting;
use super::builder::{Builder, Post};
use super::pokerstars;
use super::reader::{Dialect, HandPart, Header, SeatLine, TableLine, parenthesized_seat};
use super::text::{Amount, Lines, amount};
use crate::affix;

/// How the line naming a PartyPoker hand starts.
pub(crate) const HEADER: &str = "***** Hand History ";

/// PartyPoker's games and limits, as the stakes line names them: the PHH code, the
/// betting and the cards a player is dealt.
const GAMES: [(&str, &str, &str, Betting, usize); 12] = [
    ("NL", "Texas Hold'em", "NT", Betting::NoLimit, 2),
    ("NL", "Texas Holdem", "NT", Betting::NoLimit, 2),
    ("NL", "Hold'em", "NT", Betting::NoLimit, 2),
    ("NL", "Holdem", "NT", Betting::NoLimit, 2),
    ("PL", "Texas Hold'em", "PT", Betting::PotLimit, 2),
    ("PL", "Hold'em", "PT", Betting::PotLimit, 2),
    ("FL", "Texas Hold'em", "FT", Betting::FixedLimit, 2),
    ("FL", "Hold'em", "FT", Betting::FixedLimit, 2),
    ("PL", "Omaha", "PO", Betting::PotLimit, 4),
    ("PL", "Omaha Hi", "PO", Betting::PotLimit, 4),
    ("PL", "Omaha Hi-Lo", "PO/8", Betting::PotLimit, 4),
    ("FL", "Omaha Hi-Lo", "FO/8", Betting::FixedLimit, 4),
];

/// PartyPoker's way of writing a hand's lines.
pub(super) const DIALECT: Dialect = Dialect {
    table,
    button_line: "Seat N is the button",
    header: parse_header,
    seat: seat_line,
    play,
    summary: |hand, line, number| play(hand, &mut HandPart::Summary, line, number),
    states_rake: false,
};

/// Whether `line` is `***** Hand History for Game N *****`, the header's first line.
pub(crate) fn is_header(line: &[u8]) -> bool {
    line.starts_with(b"***** Hand History for Game ")
        || line.starts_with(b"***** Hand History For Game ")
}

/// Whether the first line of `text` is `Game #N starts.`, which PartyPoker writes before a
/// hand's header.
pub(crate) fn is_game_start(text: &[u8]) -> bool {
    let line = text.split(|&b| b == b'\n').next().unwrap_or_default();
    line.trim_ascii_end()
        .strip_prefix(b"Game #")
        .and_then(|rest| rest.strip_suffix(b" starts."))
        .is_some_and(|n| !n.is_empty() && n.iter().all(u8::is_ascii_digit))
}

/// `[Game #ID starts.]`, `[#Game No : ID]`, `***** Hand History for Game ID *****[
/// (Party)]`, then `$SB/$BB [USD] LIMIT GAME - DATE`.
fn parse_header<'a>(lines: &mut Lines<'a>) -> Result<Header<'a>, Problem> {
    let bad = |line: &str, what: &str| {
        Problem::syntax(format!(
            "'{line}' is not a PartyPoker hand's header: {what}"
        ))
    };
    let mut line = lines.next().map_or("", |(_, line)| line);
    if is_game_start(line.as_bytes()) {
        line = lines
            .find(|(_, line)| !line.is_empty())
            .map_or("", |(_, line)| line);
    }
    let numbered = line.strip_prefix(super::poker888::GAME_NO);
    if numbered.is_some() {
        line = lines.next().map_or("", |(_, line)| line);
    }
    let id = line
        .get(HEADER.len() + "for Game ".len()..)
        .filter(|_| is_header(line.as_bytes()))
        .and_then(|rest| rest.split_once(" *****"))
        .map(|(id, _)| id)
        .ok_or_else(|| bad(line, "not '***** Hand History for Game N *****'"))?;
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(line, "the game number is not digits"));
    }
    if numbered.is_some_and(|number| number.trim() != id) {
        return Err(bad(line, "not the number of its '#Game No' line"));
    }
    let line = lines.next().map_or("", |(_, line)| line);
    if line.contains("Trny:") || line.contains("Buy-in") || line.contains("Tournament") {
        return Err(Problem::Unsupported(format!(
            "'{line}': a PartyPoker tournament hand, which this reader does not read yet"
        )));
    }
    let (game, _date) = line
        .split_once(" - ")
        .ok_or_else(|| bad(line, "no ' - ' before the date"))?;
    let (stakes, game) = game
        .split_once(' ')
        .ok_or_else(|| bad(line, "no game after the stakes"))?;
    let game = ["USD ", "EUR ", "fastforward "]
        .iter()
        .fold(game, |game, word| affix::without_prefix(game, word));
    let game = game.trim_end_matches(" Game Table").trim();
    let (limit, name) = match game.split_once(' ') {
        Some((limit @ ("NL" | "PL" | "FL"), name)) => (limit, name),
        // `Texas Hold'em (NL)`, or no limit named: fixed limit.
        _ => match game.rsplit_once(" (") {
            Some((name, limit)) => (limit.trim_end_matches(')'), name),
            None => ("FL", game),
        },
    };
    let &(_, _, variant, betting, hole_cards) = GAMES
        .iter()
        .find(|&&(l, n, ..)| l == limit && n == name)
        .ok_or_else(|| {
            Problem::Unsupported(format!("'{line}': a game this reader does not know"))
        })?;
    let stakes = stakes
        .split_once('/')
        .and_then(|(small, big)| amount(small).zip(amount(big)))
        .ok_or_else(|| bad(line, "stakes not like $0.25/$0.50"))?;
    Ok(Header {
        id,
        variant,
        betting,
        hole_cards,
        stakes,
    })
}

/// An amount as PartyPoker writes it: `[$0.25 USD]`, `($0.25)`, `$10 USD`, `1,500`.
fn party_amount(token: &str) -> Option<Amount> {
    let token = token.trim().trim_end_matches('.');
    let token = affix::unenclosed(token, &[('[', ']'), ('(', ')')]).trim();
    let token = token
        .strip_suffix(" USD")
        .or_else(|| token.strip_suffix(" EUR"))
        .unwrap_or(token);
    amount(token.trim())
}

/// The lines before the seats: `Table NAME (Real Money)` (which may end `-- Seat N is the
/// button`), `Seat N is the button`, `Total number of players : N[/M]`.
fn table(line: &str) -> TableLine {
    let button = |text: &str| {
        text.strip_prefix("Seat ")
            .and_then(|rest| rest.strip_suffix(" is the button"))
            .map(|seat| {
                seat.trim()
                    .parse()
                    .map(Some)
                    .map_err(|_| format!("'{seat}' is not a seat number"))
            })
    };
    if let Some(seat) = button(line) {
        return Some(seat);
    }
    if line.starts_with("Table ") {
        return Some(match line.rsplit_once("-- ") {
            Some((_, end)) => button(end.trim()).unwrap_or(Ok(None)),
            None => Ok(None),
        });
    }
    line.starts_with("Total number of players")
        .then_some(Ok(None))
}

/// `Seat 1: ann ( $50 USD )`; `None` when the line is not a seat line.
fn seat_line(line: &str) -> Option<Result<SeatLine<'_>, Problem>> {
    parenthesized_seat(line, "Seat 1: ann ( $50 USD )", party_amount)
}

/// Cards as PartyPoker writes them (`[ 2c, 7d, 9h ]`, `[  Ah Kd ]`) as PokerStars does
/// (`[2c 7d 9h]`).
fn cards(text: &str) -> Option<String> {
    let (inside, _) = text.trim_start().strip_prefix('[')?.split_once(']')?;
    let cards: Vec<&str> = inside
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|card| !card.is_empty())
        .collect();
    Some(format!("[{}]", cards.join(" ")))
}

/// Lines of no chips: the table's messages.
fn is_message(line: &str) -> bool {
    line.starts_with("There is no Small Blind")
        || line.starts_with("Your time bank")
        || line.starts_with("Connection Lost")
        || [
            "has joined the table.",
            "has left the table.",
            "is sitting out",
            "will be allowed to play after the button",
            "is disconnected.",
            "has been disconnected",
            "seconds left to act",
            "does not show cards.",
        ]
        .iter()
        .any(|end| line.ends_with(end))
}

/// A line of the posts, the play or the `wins` lines, as PokerStars writes it.
fn play(
    hand: &mut Builder<'_>,
    part: &mut HandPart,
    line: &str,
    number: u64,
) -> Result<(), Problem> {
    let act = |message: String| Problem::Action {
        action: line.to_owned(),
        message,
    };
    if let Some(marker) = line.strip_prefix("** ") {
        let (name, board) = marker
            .split_once(" **")
            .ok_or_else(|| act("a marker not closed with **".into()))?;
        let stars = match name.to_ascii_lowercase().as_str() {
            "dealing down cards" => "*** HOLE CARDS ***".to_owned(),
            street @ ("dealing flop" | "dealing turn" | "dealing river") => {
                let board = cards(board).ok_or_else(|| act("no cards in brackets".into()))?;
                let street = street.trim_start_matches("dealing ").to_ascii_uppercase();
                format!("*** {street} *** {board}")
            }
            _ => {
                return Err(act(format!(
                    "'** {name} **' is not a marker this reader knows"
                )));
            }
        };
        return pokerstars::play(hand, part, &stars, number);
    }
    if let Some(rest) = line.strip_prefix("Dealt to ") {
        let open = rest
            .find(" [")
            .ok_or_else(|| act("no cards in brackets".into()))?;
        let (name, held) = rest.split_at(open);
        let held = cards(held).ok_or_else(|| act("no cards in brackets".into()))?;
        return pokerstars::play(hand, part, &format!("Dealt to {name} {held}"), number);
    }
    if is_message(line) {
        return Ok(());
    }
    // `name: text` is table talk: PartyPoker writes no action with a colon.
    if let Some((Some(_), _)) = hand.who(line, ": ") {
        return Ok(());
    }
    let Some((Some(player), rest)) = hand.who(line, " ") else {
        return pokerstars::play(hand, part, line, number);
    };
    let name = line.get(..line.len() - rest.len() - 1).unwrap_or_default();
    let chips = |text: &str| {
        party_amount(text)
            .map(format_amount)
            .ok_or_else(|| act(format!("'{text}' is not an amount like [$0.50 USD]")))
    };
    if let Some(both) = rest.strip_prefix("posts big blind + dead ") {
        let total = party_amount(both)
            .ok_or_else(|| act(format!("'{both}' is not an amount like [$0.75 USD]")))?;
        return hand
            .post(player, Post::SmallAndBig, total, false)
            .map_err(act);
    }
    let verbs = [
        ("posts small blind ", "posts small blind"),
        ("posts big blind ", "posts big blind"),
        ("posts ante of ", "posts the ante"),
        ("posts ante ", "posts the ante"),
        ("calls ", "calls"),
        ("bets ", "bets"),
        // What a raise puts in, as a bet writes it: the street total is what the player
        // had in plus it.
        ("raises ", "bets"),
    ];
    let stars = if let Some((verb, text)) = verbs
        .iter()
        .find_map(|&(verb, stars)| rest.strip_prefix(verb).map(|text| (stars, text)))
    {
        format!("{name}: {verb} {}", chips(text)?)
    } else if let Some(text) = rest.strip_prefix("is all-In") {
        // What the player puts in: a call when no more than the call, else a raise.
        let all = chips(text)?;
        let call = format!("{name}: calls {all} and is all-in");
        if pokerstars::play(hand, part, &call, number).is_ok() {
            return Ok(());
        }
        format!("{name}: bets {all} and is all-in")
    } else if let Some(won) = rest.strip_prefix("wins ") {
        // The `wins` lines end the hand: PokerStars' summary.
        if *part != HandPart::Summary {
            pokerstars::play(hand, part, "*** SUMMARY ***", number)?;
        }
        let amount = affix::before(affix::without_prefix(won, "Lo "), " from ");
        format!("{name} collected {} from pot", chips(amount)?)
    } else if let Some(shown) = rest.strip_prefix("shows ") {
        let shown = cards(shown).ok_or_else(|| act("no cards in brackets".into()))?;
        format!("{name}: shows {shown}")
    } else if rest.starts_with("doesn't show") || rest.starts_with("mucks") {
        format!("{name}: mucks hand")
    } else if rest == "folds" || rest == "checks" {
        format!("{name}: {rest}")
    } else {
        return Err(act(format!("'{rest}' is not an action this reader knows")));
    };
    pokerstars::play(hand, part, &stars, number)
}

/// An amount as PokerStars' lines write it (`$0.25`, `1500`; money of any currency as
/// `$`: the reader keeps only that it is money).
fn format_amount(amount: Amount) -> String {
    let micros = amount.chips.micros();
    let places = usize::from(amount.places);
    let whole = micros / 1_000_000;
    let fraction = micros % 1_000_000;
    let symbol = if amount.money { "$" } else { "" };
    if places == 0 {
        format!("{symbol}{whole}")
    } else {
        let fraction = format!("{fraction:06}");
        format!(
            "{symbol}{whole}.{}",
            fraction.get(..places).unwrap_or_default()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{money, read_site, settle};
    use super::super::*;
    use crate::history::Format;

    const FILE: &str = include_str!("../../../tests/data/sites/partypoker.txt");

    #[test]
    fn a_hand_starts_at_its_game_start_or_game_no_line_and_the_next_line_tells_the_site() {
        let second = FILE.find("\n#Game No : 900000002").unwrap() + 1;
        let third = FILE.find("\nGame #900000003 starts.").unwrap() + 1;
        assert_eq!(Site::PartyPoker.last_hand_start(FILE.as_bytes()), third);
        assert_eq!(
            Site::PartyPoker.last_hand_start(FILE.get(..third).unwrap().as_bytes()),
            second
        );
        assert_eq!(
            Format::detect(FILE.as_bytes()),
            Format::Site(Site::PartyPoker)
        );
        let body = FILE.get(FILE.find("#Game No").unwrap()..).unwrap();
        assert_eq!(Site::of_line(body.as_bytes()), Some(Site::PartyPoker));
        let pacific = "#Game No : 7\n***** 888poker Hand History for Game 7 *****\n";
        assert_eq!(Site::of_line(pacific.as_bytes()), Some(Site::Poker888));
        for other in [
            "Game #12 starts",
            "Game # starts.",
            "Game #1x starts.",
            "***** Hand",
        ] {
            assert_eq!(Site::of_line(other.as_bytes()), None, "{other}");
        }
        // Without the `Game #N starts.` and `#Game No` lines the hands are the same.
        let bare: String = FILE
            .lines()
            .filter(|line| !line.starts_with("#Game No") && !line.starts_with("Game #"))
            .map(|line| format!("{line}\n"))
            .collect();
        let ids: Vec<String> = read_site(Site::PartyPoker, &bare)
            .into_iter()
            .map(|hand| hand.unwrap().source.section.unwrap())
            .collect();
        assert_eq!(ids, ["900000001", "900000002", "900000003"]);
    }

    #[test]
    fn header_variants_as_fpdb_reads_them() {
        let first = FILE.split("\n\n#Game No : 900000002").next().unwrap();
        let with = |from: &str, to: &str| {
            assert!(first.contains(from), "{from}");
            read_site(Site::PartyPoker, &first.replacen(from, to, 1)).remove(0)
        };
        let stakes = "$0.25/$0.50 USD NL Texas Hold'em - ";
        for variant in [
            "$0.25/$0.50 NL Texas Hold'em - ",
            "$0.25/$0.50 USD NL Holdem - ",
            "$0.25/$0.50 USD Texas Hold'em (NL) - ",
            "$0.25/$0.50 USD NL Texas Hold'em Game Table - ",
        ] {
            let hand = with(stakes, variant).unwrap_or_else(|e| panic!("{variant}: {e}"));
            assert_eq!(
                (hand.variant.as_str(), hand.min_bet),
                ("NT", Some(money(0.5)))
            );
        }
        let euro = with(stakes, "€0.25/€0.50 EUR NL Texas Hold'em - ").unwrap();
        assert!(!settle(euro).mismatch());
        let limit = with(stakes, "$0.25/$0.50 USD FL Texas Hold'em - ").unwrap();
        assert_eq!(limit.variant, "FT");
        let table = "Table Speed #4012 (Real Money)\nSeat 3 is the button";
        let one_line = with(
            table,
            "Table Speed #4012 (Real Money) -- Seat 3 is the button",
        );
        assert_eq!(one_line.unwrap().players.unwrap().get(0), Some("ann"));
        let party = with("900000001 *****", "900000001 ***** (Party)").unwrap();
        assert_eq!(party.hand.as_deref(), Some("900000001"));
        // A raked pot that pays more than the pot holds is a mismatch.
        let over = with("wins $39.50 USD", "wins $41.60 USD").unwrap();
        assert!(settle(over).mismatch());
        let errors = [
            (
                stakes,
                "$0.25/$0.50 USD NL 7 Card Stud - ",
                5,
                "does not know",
            ),
            (
                stakes,
                "NL Texas Hold'em $10 USD Buy-in Trny: 1 Level: 1 Blinds(10/20) - ",
                5,
                "tournament",
            ),
            (
                stakes,
                "$0.25-$0.50 USD NL Texas Hold'em - ",
                5,
                "stakes not like",
            ),
            (
                "#Game No : 900000001",
                "#Game No : 900000009",
                4,
                "not the number",
            ),
            ("Seat 3 is the button", "Seat x is the button", 12, "'x'"),
            (
                "Seat 2: bob ( $40 USD )",
                "Seat 2: bob ( $4o USD )",
                10,
                "not a seat",
            ),
            (
                "cat raises [$1.50 USD]",
                "cat raises [$1.50 USD",
                16,
                "not an amount",
            ),
            ("bob folds", "bob sings", 18, "'sings'"),
            (
                "** Dealing Turn ** [ 2s ]",
                "** Dealing Turn ** 2s",
                23,
                "no cards",
            ),
        ];
        for (from, to, line, message) in errors {
            let error = with(from, to).unwrap_err();
            assert_eq!(error.line, Some(line), "{to}: {error}");
            assert!(error.to_string().contains(message), "{to}: {error}");
        }
    }
}
