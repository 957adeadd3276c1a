//! 888poker's (Pacific Poker's) text hand histories: a header of three lines, the button
//! on a line of its own, amounts in brackets (`calls [$0.02]`), cards with commas (`[ Ah,
//! Kd ]`), streets as `** Dealing flop **`, and the showdown and the winners after `**
//! Summary **`. A raise writes what the player puts in with it, not the total it raises
//! to. Each line of the play is written as PokerStars' line (`bob: calls $0.02`) and read
//! by [`pokerstars::play`], so the rules are defined once.
//!
//! ```text
//! #Game No : 700000001
//! ***** 888poker Hand History for Game 700000001 *****
//! $0.01/$0.02 Blinds No Limit Holdem - *** 28 11 2026 08:00:00
//! Table Athens 6 Max (Real Money)
//! Seat 1 is the button
//! Total number of players : 3
//! Seat 1: ann ( $2.00 )
//! bob posts small blind [$0.01]
//! ** Dealing down cards **
//! Dealt to ann [ Ah, Kd ]
//! ann raises [$0.06]
//! ** Dealing flop ** [ 2c, 7d, 9h ]
//! ** Summary **
//! ann shows [ Ah, Kd ]
//! ann collected [ $0.13 ]
//! ```
//!
//! 888poker writes no rake: a raked pot's `collected` falls short of the settlement by
//! the rake, which the report infers from it (a rake unstated).

use super::super::error::Problem;
use super::super::variant::Betting;
use super::builder::{Builder, Post};
use super::pokerstars;
use super::reader::{Dialect, HandPart, Header, SeatLine, TableLine, parenthesized_seat};
use super::text::{Amount, Lines, amount};

/// The optional first line of an 888poker hand.
pub(crate) const GAME_NO: &str = "#Game No : ";

/// How the line naming an 888poker hand starts.
pub(crate) const HEADER: &str = "***** 888poker ";

/// 888poker's games, as the stakes line names them after `Blinds `: the PHH code, the
/// betting and the cards a player is dealt.
const GAMES: [(&str, &str, Betting, usize); 7] = [
    ("No Limit Holdem", "NT", Betting::NoLimit, 2),
    ("Pot Limit Holdem", "PT", Betting::PotLimit, 2),
    ("Fix Limit Holdem", "FT", Betting::FixedLimit, 2),
    ("Pot Limit Omaha", "PO", Betting::PotLimit, 4),
    ("Pot Limit Omaha Hi/Lo", "PO/8", Betting::PotLimit, 4),
    ("Pot Limit OmahaHL", "PO/8", Betting::PotLimit, 4),
    ("Fix Limit OmahaHL", "FO/8", Betting::FixedLimit, 4),
];

/// 888poker's way of writing a hand's lines.
pub(super) const DIALECT: Dialect = Dialect {
    table,
    button_line: "Seat N is the button",
    header: parse_header,
    seat: seat_line,
    play,
    summary: |hand, line, number| play(hand, &mut HandPart::Summary, line, number),
    states_rake: false,
};

/// `[#Game No : ID]`, `***** 888poker Hand History for Game ID *****`, then `$SB/$BB
/// Blinds GAME - *** DATE`.
fn parse_header<'a>(lines: &mut Lines<'a>) -> Result<Header<'a>, Problem> {
    let bad = |line: &str, what: &str| {
        Problem::syntax(format!("'{line}' is not an 888poker hand's header: {what}"))
    };
    let mut line = lines.next().map_or("", |(_, line)| line);
    let numbered = line.strip_prefix(GAME_NO);
    if numbered.is_some() {
        line = lines.next().map_or("", |(_, line)| line);
    }
    let id = line
        .strip_prefix(HEADER)
        .and_then(|rest| rest.split_once("Hand History for Game "))
        .and_then(|(_, rest)| rest.strip_suffix(" *****"))
        .ok_or_else(|| bad(line, "not '***** 888poker Hand History for Game N *****'"))?;
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(line, "the game number is not digits"));
    }
    if numbered.is_some_and(|number| number != id) {
        return Err(bad(line, "not the number of its '#Game No' line"));
    }
    let line = lines.next().map_or("", |(_, line)| line);
    let (stakes, rest) = line
        .split_once(" Blinds ")
        .ok_or_else(|| bad(line, "no '$SB/$BB Blinds GAME' line"))?;
    let game = rest
        .split_once(" - ")
        .map_or(rest, |(game, _)| game)
        .trim_end_matches(" Jackpot table");
    let &(_, variant, betting, hole_cards) = GAMES
        .iter()
        .find(|(name, ..)| *name == game)
        .ok_or_else(|| {
            Problem::Unsupported(format!("'{line}': a game this reader does not know"))
        })?;
    let stakes = stakes
        .split_once('/')
        .and_then(|(small, big)| pacific_amount(small).zip(pacific_amount(big)))
        .ok_or_else(|| bad(line, "stakes not like $0.01/$0.02"))?;
    Ok(Header {
        id,
        variant,
        betting,
        hole_cards,
        stakes,
    })
}

/// An amount as 888poker writes it: `$0.02`, `$ 0.02`, `0.02€`, `1,500`.
fn pacific_amount(token: &str) -> Option<Amount> {
    let token = token.trim();
    if let Some(number) = token.strip_suffix('€') {
        return amount(number.trim_end()).map(|a| Amount { money: true, ..a });
    }
    match token
        .strip_prefix("$ ")
        .or_else(|| token.strip_prefix("€ "))
    {
        Some(number) => amount(number).map(|a| Amount { money: true, ..a }),
        None => amount(token),
    }
}

/// The lines before the seats: `Seat N is the button` names the button; the table's
/// line, a tournament's and `Total number of players : N` are read past.
fn table(line: &str) -> TableLine {
    if let Some(seat) = line
        .strip_prefix("Seat ")
        .and_then(|rest| rest.strip_suffix(" is the button"))
    {
        return Some(
            seat.parse()
                .map(Some)
                .map_err(|_| format!("'{seat}' is not a seat number")),
        );
    }
    (line.starts_with("Table ")
        || line.starts_with("Tournament #")
        || line.starts_with("Total number of players"))
    .then_some(Ok(None))
}

/// `Seat 1: ann ( $2.00 )`; `None` when the line is not a seat line.
fn seat_line(line: &str) -> Option<Result<SeatLine<'_>, Problem>> {
    parenthesized_seat(line, "Seat 1: ann ( $2.00 )", pacific_amount)
}

/// The amount in `[$0.02]` at the start of `text`, and what follows it.
fn bracket_amount(text: &str) -> Option<(&str, &str)> {
    let (inside, rest) = text.strip_prefix('[')?.split_once(']')?;
    Some((inside.trim(), rest))
}

/// Cards as 888poker writes them (`[ Ah, Kd ]`) as PokerStars does (`[Ah Kd]`).
fn cards(text: &str) -> Option<String> {
    let (inside, _) = text.strip_prefix('[')?.split_once(']')?;
    let cards: Vec<&str> = inside.split(',').map(str::trim).collect();
    Some(format!("[{}]", cards.join(" ")))
}

/// A line of the posts, the play or the summary, as PokerStars writes it.
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
        let board = board.trim();
        let stars = match name.to_ascii_lowercase().as_str() {
            "dealing down cards" => "*** HOLE CARDS ***".to_owned(),
            "summary" => "*** SUMMARY ***".to_owned(),
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
            .rfind(" [")
            .ok_or_else(|| act("no cards in brackets".into()))?;
        let (name, held) = rest.split_at(open);
        let held = cards(held.trim_start()).ok_or_else(|| act("no cards in brackets".into()))?;
        return pokerstars::play(hand, part, &format!("Dealt to {name} {held}"), number);
    }
    let Some((Some(player), rest)) = hand.who(line, " ") else {
        return pokerstars::play(hand, part, line, number);
    };
    let name = line.get(..line.len() - rest.len() - 1).unwrap_or_default();
    let (rest, all_in) = match rest.strip_suffix(" and is all-in") {
        Some(rest) => (rest.trim_end(), " and is all-in"),
        None => (rest, ""),
    };
    if let Some(dead) = rest.strip_prefix("posts dead blind ") {
        // `[$0.01 + $0.02]`: the dead small blind and the live big blind.
        let both = bracket_amount(dead)
            .and_then(|(inside, _)| inside.split_once(" + "))
            .and_then(|(small, big)| pacific_amount(small).zip(pacific_amount(big)))
            .ok_or_else(|| act("not 'posts dead blind [$SB + $BB]'".into()))?;
        let total = Amount {
            chips: both.0.chips + both.1.chips,
            places: both.0.places.max(both.1.places),
            money: both.0.money,
        };
        return hand
            .post(player, Post::SmallAndBig, total, !all_in.is_empty())
            .map_err(act);
    }
    let verbs = [
        ("posts small blind ", "posts small blind"),
        ("posts big blind ", "posts big blind"),
        ("posts ante ", "posts the ante"),
        ("posts the ante ", "posts the ante"),
        ("calls ", "calls"),
        ("bets ", "bets"),
        // What a raise puts in, as a bet writes it: the street total is what the player
        // had in plus it.
        ("raises ", "bets"),
    ];
    let stars = if let Some((verb, chips)) = verbs
        .iter()
        .find_map(|&(verb, stars)| rest.strip_prefix(verb).map(|chips| (stars, chips)))
    {
        let (chips, _) = bracket_amount(chips)
            .ok_or_else(|| act(format!("'{chips}' is not an amount in brackets")))?;
        let chips = chips.replace(' ', "");
        format!("{name}: {verb} {chips}{all_in}")
    } else if let Some(won) = rest.strip_prefix("collected ") {
        let (chips, _) = bracket_amount(won)
            .ok_or_else(|| act(format!("'{won}' is not an amount in brackets")))?;
        let chips = chips.replace(' ', "");
        format!("{name} collected {chips} from pot")
    } else if let Some(shown) = rest.strip_prefix("shows ") {
        let shown = cards(shown).ok_or_else(|| act("no cards in brackets".into()))?;
        format!("{name}: shows {shown}")
    } else if rest.starts_with("mucks") {
        format!("{name}: mucks hand")
    } else if rest.starts_with("did not show") || rest.starts_with("does not show") {
        format!("{name}: doesn't show hand")
    } else {
        format!("{name}: {rest}{all_in}")
    };
    pokerstars::play(hand, part, &stars, number)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{money, read_site, settle};
    use super::super::*;

    const FILE: &str = include_str!("../../../tests/data/sites/poker888.txt");

    #[test]
    fn a_hand_starts_at_its_game_no_line_or_at_its_header_without_one() {
        let second = FILE.find("\n#Game No : 700000002").unwrap() + 1;
        let third = FILE.find("\n#Game No : 700000003").unwrap() + 1;
        assert_eq!(Site::Poker888.last_hand_start(FILE.as_bytes()), third);
        assert_eq!(
            Site::Poker888.last_hand_start(FILE.get(..third).unwrap().as_bytes()),
            second
        );
        let bare: String = FILE
            .lines()
            .filter(|line| !line.starts_with("#Game No"))
            .map(|line| format!("{line}\n"))
            .collect();
        let hands = read_site(Site::Poker888, &bare);
        let ids: Vec<String> = hands
            .into_iter()
            .map(|hand| hand.unwrap().source.section.unwrap())
            .collect();
        assert_eq!(ids, ["700000001", "700000002", "700000003"]);
        // A `#Game No` that is not the hand's own number is an error on its header.
        let text = FILE.replacen("#Game No : 700000001", "#Game No : 700000009", 1);
        let error = read_site(Site::Poker888, &text).remove(0).unwrap_err();
        assert_eq!(error.line, Some(2), "{error}");
    }

    #[test]
    fn an_unstated_rake_is_inferred_and_a_record_no_rake_explains_is_a_mismatch() {
        let report = |text: &str| {
            let hand = read_site(Site::Poker888, text).remove(1).unwrap();
            assert!(hand.rake_unstated && hand.rake.is_none());
            settle(hand)
        };
        // The 2.62 pot paid 2.49: a rake of 0.13, as recorded.
        let raked = report(FILE);
        assert!(!raked.mismatch(), "{raked:?}");
        assert_eq!(raked.rake(), Some(money(0.13)));
        let unraked = report(&FILE.replace("[ $2.49 ]", "[ $2.62 ]"));
        assert!(!unraked.mismatch());
        assert_eq!(unraked.rake(), Some(money(0.0)));
        // At most a tenth of the pot and a chip: 0.27 of 2.62 is, 0.28 is not.
        assert!(!report(&FILE.replace("[ $2.49 ]", "[ $2.35 ]")).mismatch());
        assert!(report(&FILE.replace("[ $2.49 ]", "[ $2.34 ]")).mismatch());
        // More than the pot, the wrong winner, a share to a player who lost: mismatches.
        for wrong in [
            "ann collected [ $2.63 ]",
            "bob collected [ $2.49 ]",
            "ann collected [ $2.40 ]\nbob collected [ $0.09 ]",
        ] {
            let text = FILE.replace("ann collected [ $2.49 ]", wrong);
            let wrong_report = report(&text);
            assert!(wrong_report.mismatch(), "{wrong}: {wrong_report:?}");
        }
        // Another site's record must match to the chip: the same shortfall there is a
        // mismatch.
        let mut stated = read_site(Site::Poker888, FILE).remove(1).unwrap();
        stated.rake_unstated = false;
        assert!(settle(stated).mismatch());
    }
}
