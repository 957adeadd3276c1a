//! PokerStars' text hand histories (the format every tracker imports), read line by line
//! into a [`Builder`]: cash games and tournaments, zoom, hold'em (no-limit, pot-limit,
//! limit) and Omaha (pot-limit, hi-lo, five and six cards); stud, razz and the draw games'
//! own lines are `pokerstars_deals.rs`'.
//!
//! ```text
//! PokerStars Hand #1001:  Hold'em No Limit ($0.50/$1.00 USD) - 2024/01/02 3:04:05 ET
//! Table 'Alpha' 6-max Seat #3 is the button
//! Seat 1: ann ($100 in chips)
//! ann: posts small blind $0.50
//! *** HOLE CARDS ***
//! Dealt to ann [Ah Kh]
//! cat: raises $2 to $3
//! *** FLOP *** [2c 7d 9h]            (run it twice: *** FIRST FLOP ***, *** SECOND FLOP ***)
//! Uncalled bet ($10) returned to ann
//! ann collected $14.65 from pot
//! *** SUMMARY ***
//! Total pot $15 | Rake $0.35
//! ```
//!
//! What the text must say is strict: the header's game and stakes, the seats, every line
//! `name: verb …` of a seated player and every `*** … ***` marker must be one this reader
//! knows, or the hand is an error naming the line. Lines of table talk and table events
//! (`ann said, "…"`, `bob joins the table at seat #4`, `cat is disconnected`, `cat has
//! timed out`) are read past: they change no chips the replay follows. An all-in cash out
//! (`ann cashed out the hand for $19.50`) or insurance (`Pays Cashout Risk`) is a deal
//! with the site, not a pot: it is recorded in the winnings, and the pot is still settled
//! by the cards.

use super::super::error::Problem;
use super::super::variant::{Betting, Dealing};
use super::builder::{Builder, Post};
use super::pokerstars_deals;
use super::pokerstars_events::{cash_out, is_table_event};
use super::reader::{Dialect, HandPart, Header, SeatLine, TableLine, first_line};
use super::text::{amount, bracket_cards, last_bracket_cards, leading_amount};

/// How a PokerStars hand's first line starts.
pub(crate) const HEADER: &str = "PokerStars ";

/// The games this reader takes, longest name first (a name may contain another), each
/// with the cards a player is dealt first (stud: third street's three).
const GAMES: [(&str, usize); 13] = [
    ("5 Card Omaha Hi/Lo", 5),
    ("5 Card Omaha", 5),
    ("6 Card Omaha", 6),
    ("Omaha Hi/Lo", 4),
    ("Omaha", 4),
    ("Hold'em", 2),
    ("7 Card Stud Hi/Lo", 3),
    ("7 Card Stud", 3),
    ("Razz", 3),
    ("Triple Draw 2-7 Lowball", 5),
    ("Single Draw 2-7 Lowball", 5),
    ("Badugi", 4),
    ("5 Card Draw", 5),
];

/// The PHH code of a game and its betting, when PHH (or handrank) has one.
fn variant(game: &str, betting: Betting) -> Option<&'static str> {
    if let Some(code) = pokerstars_deals::variant(game, betting) {
        return Some(code);
    }
    let hi_lo = game.ends_with("Hi/Lo");
    let omaha = game.contains("Omaha");
    Some(match (game.starts_with("Hold'em"), hi_lo, betting) {
        (true, _, Betting::NoLimit) => "NT",
        (true, _, Betting::FixedLimit) => "FT",
        (true, _, Betting::PotLimit) => "PT",
        (false, false, Betting::PotLimit) if omaha => "PO",
        (false, true, Betting::PotLimit) if omaha => "PO/8",
        (false, true, Betting::FixedLimit) if game == "Omaha Hi/Lo" => "FO/8",
        _ => return None,
    })
}

/// PokerStars' way of writing a hand's lines.
pub(super) const DIALECT: Dialect = Dialect {
    table: table_line,
    button_line: "Table '… Seat #N is the button",
    header: |lines| parse_header(first_line(lines)),
    seat: seat_line,
    play,
    summary,
    states_rake: true,
};

/// `PokerStars [Zoom ]Hand #ID: [Tournament #T, BUY-IN ]GAME LIMIT [- Level L ](SB/BB[ CUR]) - DATE`
fn parse_header(line: &str) -> Result<Header<'_>, Problem> {
    let bad = |what: &str| {
        Problem::syntax(format!(
            "'{line}' is not a PokerStars hand's first line: {what}"
        ))
    };
    let rest = line
        .strip_prefix(HEADER)
        .ok_or_else(|| bad("it starts otherwise"))?;
    let hash = memchr::memchr(b'#', rest.as_bytes()).ok_or_else(|| bad("no hand number"))?;
    let kind = rest.get(..hash).unwrap_or_default().trim_end();
    if !matches!(
        kind,
        "Hand" | "Game" | "Zoom Hand" | "Home Game Hand" | "Rush Hand"
    ) {
        return Err(bad("not 'Hand #'"));
    }
    let rest = rest.get(hash + 1..).unwrap_or_default();
    let colon =
        memchr::memchr(b':', rest.as_bytes()).ok_or_else(|| bad("no ':' after the hand number"))?;
    let id = rest.get(..colon).unwrap_or_default();
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("the hand number is not digits"));
    }
    let rest = rest.get(colon + 1..).unwrap_or_default();
    let (game, hole_cards, at) = find_game(rest).ok_or_else(|| {
        Problem::Unsupported(format!("'{line}': a game this reader does not know"))
    })?;
    let after = rest.get(at + game.len()..).unwrap_or_default().trim_start();
    let (betting, after) = [
        ("No Limit", Betting::NoLimit),
        ("Pot Limit", Betting::PotLimit),
        ("Fixed Limit", Betting::FixedLimit),
        ("Limit", Betting::FixedLimit),
    ]
    .iter()
    .find_map(|&(name, betting)| after.strip_prefix(name).map(|after| (betting, after)))
    .ok_or_else(|| bad("no betting structure (No Limit, Pot Limit, Limit) after the game"))?;
    let variant = variant(game, betting).ok_or_else(|| {
        Problem::Unsupported(match pokerstars_deals::unsupported(game) {
            Some(why) => format!("'{line}': {why}"),
            None => format!("'{line}': {game} with this betting has no PHH variant"),
        })
    })?;
    // The stakes: the first parentheses after the game (a mixed game writes `(Game Limit,
    // $1/$2)`: then after the comma).
    let open = after.find(['(', ',']).ok_or_else(|| bad("no stakes"))?;
    let stakes = after.get(open + 1..).unwrap_or_default();
    let stakes = stakes.get(
        ..stakes
            .find(')')
            .ok_or_else(|| bad("no ')' after the stakes"))?,
    );
    let stakes = stakes.unwrap_or_default().trim();
    let (small, big) = stakes
        .split_once('/')
        .ok_or_else(|| bad("stakes not like $0.50/$1"))?;
    let small = small.rsplit(' ').next().unwrap_or_default();
    let big = big.split(' ').next().unwrap_or_default();
    match (amount(small), amount(big)) {
        (Some(small), Some(big)) => Ok(Header {
            id,
            variant,
            betting,
            hole_cards,
            stakes: (small, big),
        }),
        _ => Err(bad("stakes not like $0.50/$1")),
    }
}

/// The first game of [`GAMES`] named at a word's start in `text`: the game, its hole
/// cards and where it starts. Words are found with memchr and compared by their bytes
/// (a substring search per game name would cost more than the rest of the header).
fn find_game(text: &str) -> Option<(&'static str, usize, usize)> {
    let bytes = text.as_bytes();
    let starts = std::iter::once(0).chain(memchr::memchr_iter(b' ', bytes).map(|i| i + 1));
    starts
        .filter_map(|at| {
            let word = bytes.get(at..)?;
            GAMES
                .iter()
                .find(|(game, _)| word.starts_with(game.as_bytes()))
                .map(|&(game, cards)| (game, cards, at))
        })
        .next()
}

/// `Table 'Alpha II' 6-max Seat #3 is the button`: the button's seat.
pub(super) fn table_line(line: &str) -> TableLine {
    line.strip_prefix("Table '")
        .map(|rest| table_button(rest).map(Some))
}

/// `… Seat #3 is the button` (after the table line's start): the button's seat.
pub(super) fn table_button(rest: &str) -> Result<u32, String> {
    let seat = memchr::memrchr(b'#', rest.as_bytes())
        .and_then(|hash| {
            rest.get(..hash)?
                .ends_with(" Seat ")
                .then(|| rest.get(hash + 1..))?
        })
        .and_then(|seat| seat.strip_suffix(" is the button"))
        .ok_or_else(|| "the table line does not say 'Seat #N is the button'".to_owned())?;
    seat.parse()
        .map_err(|_| format!("'{seat}' is not a seat number"))
}

/// `Seat 1: ann ($100 in chips)`, with `, $5 bounty`, ` is sitting out` or ` out of
/// hand …` after it; `None` when the line is not a seat line.
pub(super) fn seat_line(line: &str) -> Option<Result<SeatLine<'_>, Problem>> {
    let rest = line.strip_prefix("Seat ")?;
    let colon = memchr::memchr(b':', rest.as_bytes())?;
    let number: u32 = rest.get(..colon)?.parse().ok()?;
    let rest = rest.get(colon + 1..)?.strip_prefix(' ')?;
    let bad = || {
        Problem::syntax(format!(
            "'{line}' is not a seat like 'Seat 1: ann ($100 in chips)'"
        ))
    };
    // The stack is in the last parentheses that hold `in chips` (a name may hold some).
    let mut end = rest.len();
    let found = loop {
        let Some(open) = memchr::memrchr(b'(', rest.as_bytes().get(..end)?) else {
            break None;
        };
        let tail = rest.get(open + 1..).unwrap_or_default();
        if let Some((stack, tail)) = leading_amount(tail)
            && let Some(tail) = tail.strip_prefix("in chips")
        {
            let name = rest.get(..open).unwrap_or_default();
            break name.strip_suffix(' ').map(|name| (name, stack, tail));
        }
        end = open;
    };
    let Some((name, stack, tail)) = found else {
        return Some(Err(bad()));
    };
    // Most seats end at `in chips)`: no substring search for them.
    let playing =
        tail == ")" || !(tail.contains(") is sitting out") || tail.contains(") out of hand"));
    Some(Ok((number, name, stack, playing)))
}

/// A line of the posts and the play.
pub(super) fn play(
    hand: &mut Builder<'_>,
    part: &mut HandPart,
    line: &str,
    number: u64,
) -> Result<(), Problem> {
    let act = |message: String| Problem::Action {
        action: line.to_owned(),
        message,
    };
    if let Some(marker) = line.strip_prefix("*** ") {
        return street(hand, part, marker, number).map_err(act);
    }
    if let Some(rest) = line.strip_prefix("Dealt to ") {
        let (player, rest) = hand
            .who(rest, " [")
            .ok_or_else(|| act("no seated player of that name".into()))?;
        let player = player.ok_or_else(|| act("the player is not dealt in".into()))?;
        // From the '[' that `who` took as the separator's end.
        let cards = line.get(line.len() - rest.len() - 1..).unwrap_or_default();
        let (first, after) = bracket_cards(cards).map_err(act)?;
        let (cards, restated) = match after.trim_start().starts_with('[') {
            true => (last_bracket_cards(after).map_err(act)?, true),
            false => (first, false),
        };
        return hand.dealt_to(player, cards, restated).map_err(act);
    }
    // The deal under way ends at the first line after its `Dealt to` lines, but a draw's
    // at the first after its discards.
    let draw = matches!(hand.dealing(), Dealing::Draw { .. });
    if *part == HandPart::Play && !(draw && pokerstars_deals::is_draw(line)) {
        hand.deal(number);
    }
    if let Some(rest) = line.strip_prefix("Uncalled bet (") {
        let (amount, rest) = memchr::memmem::find(rest.as_bytes(), b") returned to ")
            .and_then(|at| Some((rest.get(..at)?, rest.get(at + ") returned to ".len()..)?)))
            .ok_or_else(|| act("not 'Uncalled bet (X) returned to P'".into()))?;
        let amount =
            self::amount(amount).ok_or_else(|| act(format!("'{amount}' is not an amount")))?;
        let player = dealt_in(hand, rest, "")
            .ok_or_else(|| act("no player of that name is dealt in".into()))?;
        return hand.uncalled(player, amount).map_err(act);
    }
    if let Some((player, rest)) = hand.who(line, ": ") {
        return match player {
            Some(player) => action(hand, *part, player, rest, number).map_err(act),
            // A seat sitting out has its table events too.
            None if is_table_event(rest) => Ok(()),
            None => Err(act("the player is not dealt in".into())),
        };
    }
    if let Some(name) = before_colon(line) {
        // `name: verb` of no one seated (table talk is `name said, "…"`).
        if memchr::memchr(b'"', name.as_bytes()).is_none() {
            return Err(act(format!("no player '{name}' is seated")));
        }
    }
    if let Some((player, rest)) = hand.who(line, " collected ") {
        let player = player.ok_or_else(|| act("the player is not dealt in".into()))?;
        let (amount, from) =
            leading_amount(rest).ok_or_else(|| act("no amount collected".into()))?;
        if !from.starts_with("from ") {
            return Err(act("not 'P collected X from pot'".into()));
        }
        hand.collect(player, amount);
        return Ok(());
    }
    if let Some((player, rest)) = hand.who(line, " ")
        && let Some(deal) = cash_out(rest)
    {
        let player = player.ok_or_else(|| act("the player is not dealt in".into()))?;
        let (chips, paid) = deal.map_err(act)?;
        hand.cash_out(player, chips, paid);
    }
    // Anything else is table talk or a table event: no chips move.
    Ok(())
}

/// What comes before the line's first `: `, if any.
fn before_colon(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    memchr::memchr_iter(b':', bytes)
        .find(|&i| bytes.get(i + 1) == Some(&b' '))
        .and_then(|i| line.get(..i))
}

/// The dealt-in player named exactly `name` (what follows it must be `tail`).
fn dealt_in(hand: &Builder<'_>, name: &str, tail: &str) -> Option<usize> {
    let (player, rest) = hand.who(name, tail)?;
    (rest.is_empty()).then_some(player).flatten()
}

/// `*** HOLE CARDS ***`, `*** FLOP *** [..]`, `*** SECOND TURN *** [..] [..]`, …
fn street(
    hand: &mut Builder<'_>,
    part: &mut HandPart,
    marker: &str,
    number: u64,
) -> Result<(), String> {
    let close = memchr::memchr(b'*', marker.as_bytes())
        .filter(|&i| marker.get(i..).is_some_and(|r| r.starts_with("***")))
        .ok_or_else(|| "a marker not closed with ***".to_owned())?;
    let name = marker.get(..close).unwrap_or_default().trim_ascii_end();
    let cards = marker.get(close + 3..).unwrap_or_default();
    let (run, street) = match name.split_once(' ') {
        Some(("FIRST", street)) => (0, street),
        Some(("SECOND", street)) => (1, street),
        Some(("THIRD", street)) => (2, street),
        _ => (0, name),
    };
    let board = matches!(hand.dealing(), Dealing::Board);
    match (street, *part) {
        ("HOLE CARDS", HandPart::Posts) if board => {
            *part = HandPart::Play;
            Ok(())
        }
        ("FLOP" | "TURN" | "RIVER", HandPart::Play) if board => {
            hand.deal(number);
            let cards = last_bracket_cards(cards)?;
            hand.board(run, cards, number)
        }
        // GGPoker writes `SHOWDOWN`.
        ("SHOW DOWN" | "SHOWDOWN", HandPart::Play) => {
            hand.deal(number);
            Ok(())
        }
        ("SUMMARY", HandPart::Play) => {
            hand.deal(number);
            *part = HandPart::Summary;
            Ok(())
        }
        _ if !board => pokerstars_deals::marker(hand, part, name, number),
        _ => Err(format!(
            "'*** {name} ***' is not a marker of this game here"
        )),
    }
}

/// `name: verb …` (after `name: `).
fn action(
    hand: &mut Builder<'_>,
    part: HandPart,
    player: usize,
    rest: &str,
    number: u64,
) -> Result<(), String> {
    let (rest, all_in) = match rest.strip_suffix(" and is all-in") {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    let money = |text: &str| amount(text).ok_or_else(|| format!("'{text}' is not an amount"));
    if part == HandPart::Posts {
        let posts = [
            ("posts small blind ", Post::SmallBlind),
            ("posts big blind ", Post::BigBlind),
            ("posts small & big blinds ", Post::SmallAndBig),
            ("posts the ante ", Post::Ante),
            ("posts straddle ", Post::Straddle),
        ];
        if let Some((post, chips)) = posts
            .iter()
            .find_map(|&(verb, post)| rest.strip_prefix(verb).map(|a| (post, a)))
        {
            return hand.post(player, post, money(chips)?, all_in);
        }
        if is_table_event(rest) {
            return Ok(());
        }
        return Err("not a forced bet (posts small blind, big blind, small & big blinds, the ante, straddle)".into());
    }
    if let Some(step) = pokerstars_deals::action(hand, player, rest, number) {
        return step;
    }
    if let Some(deal) = cash_out(rest) {
        let (chips, paid) = deal?;
        hand.cash_out(player, chips, paid);
        return Ok(());
    }
    if let Some(chips) = rest.strip_prefix("calls ") {
        return hand.call(player, money(chips)?, number);
    }
    if let Some(chips) = rest.strip_prefix("bets ") {
        let to = hand.bet_total(player, money(chips)?);
        return hand.bet_to(player, to, number);
    }
    if let Some(raise) = rest.strip_prefix("raises ") {
        // `X to Y`: amounts hold no space.
        let to = memchr::memchr(b' ', raise.as_bytes())
            .and_then(|space| raise.get(space..)?.strip_prefix(" to "))
            .ok_or_else(|| "not 'raises X to Y'".to_owned())?;
        let to = money(to)?;
        let to = hand.amount(to);
        return hand.bet_to(player, to, number);
    }
    match rest {
        "checks" => return hand.check(player, number),
        "folds" => {
            hand.fold(player, number);
            return Ok(());
        }
        "mucks hand" | "mucks" => {
            hand.muck(player, number);
            return Ok(());
        }
        "doesn't show hand" | "does not show" => return Ok(()),
        _ => {}
    }
    if rest.starts_with("folds [") {
        hand.fold(player, number);
        return Ok(());
    }
    if let Some(shown) = rest.strip_prefix("shows ") {
        let (cards, _) = bracket_cards(shown)?;
        hand.show(player, cards, number);
        return Ok(());
    }
    if is_table_event(rest) {
        return Ok(());
    }
    Err("not an action this reader knows".into())
}

/// A line after `*** SUMMARY ***`: only the rake is read (`Total pot $15 | Rake $0.35`).
fn summary(hand: &mut Builder<'_>, line: &str, _: u64) -> Result<(), Problem> {
    if line.starts_with("Total pot ") {
        let rake = memchr::memchr_iter(b'|', line.as_bytes())
            .find_map(|bar| line.get(bar..)?.strip_prefix("| Rake "));
        if let Some(rake) = rake {
            let rake = rake.split(' ').next().unwrap_or_default();
            let rake = amount(rake)
                .ok_or_else(|| Problem::syntax(format!("'{rake}' is not an amount of rake")))?;
            hand.rake(rake);
        }
    }
    Ok(())
}
