//! One hand's text, read line by line: the loop every site's text shares. A hand is its
//! header line, a table line naming the button, the seats, then the posts and the play,
//! then `*** SUMMARY ***`; a [`Dialect`] says how one site writes each of these, and
//! [`read`] walks the lines through it, so the order of the parts, the button and the
//! errors (a line that breaks the hand, a hand cut short) are defined once.

use std::sync::Arc;

use super::super::error::{HistoryError, Problem};
use super::super::hand::{Act, Chips, HandHistory, Source};
use super::super::variant::{Betting, Dealing, PhhVariant};
use super::builder::Builder;
use super::text::{Amount, Lines};

/// Where the reader is in the hand.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum HandPart {
    Seats,
    Posts,
    /// After the hole cards' marker: `Dealt to` lines, then the betting.
    Play,
    Summary,
}

/// What a hand's header says (its first line, or first lines).
pub(super) struct Header<'a> {
    pub(super) id: &'a str,
    pub(super) variant: &'static str,
    pub(super) betting: Betting,
    pub(super) hole_cards: usize,
    pub(super) stakes: (Amount, Amount),
}

/// A seat line: the seat's number, the player, the stack and whether the player is in
/// the hand (not sitting out).
pub(super) type SeatLine<'a> = (u32, &'a str, Amount, bool);

/// `Seat 1: ann ( $2.00 )`, the stack in parentheses read by the site's `amount` (888poker,
/// PartyPoker); `None` when the line is not a seat line. An error quotes `example`.
pub(super) fn parenthesized_seat<'a>(
    line: &'a str,
    example: &str,
    amount: impl Fn(&str) -> Option<Amount>,
) -> Option<Result<SeatLine<'a>, Problem>> {
    let rest = line.strip_prefix("Seat ")?;
    let (number, rest) = rest.split_once(": ")?;
    let number: u32 = number.parse().ok()?;
    let bad = || Problem::syntax(format!("'{line}' is not a seat like '{example}'"));
    let Some((name, stack)) = rest.strip_suffix(')').and_then(|r| r.rsplit_once(" (")) else {
        return Some(Err(bad()));
    };
    Some(
        amount(stack)
            .map(|stack| (number, name, stack, true))
            .ok_or_else(bad),
    )
}

/// A line of the table before the seats: `None` when the line is not one, else the
/// button's seat when the line names it (or why it cannot be read).
pub(super) type TableLine = Option<Result<Option<u32>, String>>;

/// How one site writes a hand's lines: what [`read`] asks of each.
pub(super) struct Dialect {
    /// A line of the table before the seats (its name, the button).
    pub(super) table: fn(&str) -> TableLine,
    /// The line naming the button, as an error message shows it.
    pub(super) button_line: &'static str,
    /// The hand's header: its first line, or as many lines as the site writes (an error
    /// names the last line read).
    pub(super) header: for<'a> fn(&mut Lines<'a>) -> Result<Header<'a>, Problem>,
    /// A seat line; `None` when the line is not one.
    pub(super) seat: fn(&str) -> Option<Result<SeatLine<'_>, Problem>>,
    /// A line of the posts and the play.
    pub(super) play: fn(&mut Builder<'_>, &mut HandPart, &str, u64) -> Result<(), Problem>,
    /// A line after `*** SUMMARY ***` (the rake is read there) and its file line.
    pub(super) summary: fn(&mut Builder<'_>, &str, u64) -> Result<(), Problem>,
    /// Whether the site writes its rake. One that does not (888poker) records what it
    /// paid after the rake: the shortfall from the pots is the rake
    /// ([`HandHistory::rake_unstated`]).
    pub(super) states_rake: bool,
}

/// The first line of a hand's text: the header of a site that writes it on one line.
pub(super) fn first_line<'a>(lines: &mut Lines<'a>) -> &'a str {
    lines.next().map_or("", |(_, line)| line)
}

/// Reads one hand from `lines`, from its header line to its last (the lines end there).
pub(super) fn read(
    site: &Dialect,
    lines: &mut Lines<'_>,
    file: &Arc<str>,
) -> Result<HandHistory, HistoryError> {
    let header_line = lines.rest().1;
    let mut source = Source {
        file: file.clone(),
        section: None,
        line: header_line,
    };
    let head = (site.header)(lines)
        .map_err(|problem| HistoryError::new(&source, Some(lines.last_line()), problem))?;
    source.section = Some(head.id.to_owned());
    // A reader names a code of the table; were it not to, the hand is refused, not dealt
    // as another game.
    let variant = PhhVariant::of_code(head.variant).map_err(|message| {
        HistoryError::new(&source, Some(header_line), Problem::Unsupported(message))
    })?;
    let mut hand = Builder::new(
        source,
        head.id,
        variant,
        head.betting,
        head.hole_cards,
        head.stakes,
    );
    let mut part = HandPart::Seats;
    let mut button = None;
    let mut last = lines.last_line();
    for (number, line) in lines.by_ref() {
        if line.is_empty() {
            continue;
        }
        last = number;
        let step = match part {
            HandPart::Summary => (site.summary)(&mut hand, line, number),
            HandPart::Seats => {
                if let Some(table) = (site.table)(line) {
                    match table {
                        Ok(None) => {}
                        Ok(Some(seat)) => button = Some(Ok(seat)),
                        Err(message) => button = Some(Err(Problem::syntax(message))),
                    }
                    Ok(())
                } else if let Some(seat) = (site.seat)(line) {
                    seat.map(|(number, name, stack, playing)| {
                        hand.seat(number, name, stack, playing)
                    })
                } else {
                    part = HandPart::Posts;
                    seated(&mut hand, button.take(), site.button_line)
                        .and_then(|()| (site.play)(&mut hand, &mut part, line, number))
                }
            }
            HandPart::Posts | HandPart::Play => (site.play)(&mut hand, &mut part, line, number),
        };
        if let Err(problem) = step {
            return Err(HistoryError::new(hand.source(), Some(number), problem));
        }
    }
    if part != HandPart::Summary {
        return Err(HistoryError::new(
            hand.source(),
            Some(last),
            Problem::syntax("the hand ends before its *** SUMMARY ***: a truncated hand"),
        ));
    }
    let mut hand = hand.finish();
    hand.rake_unstated = !site.states_rake;
    if let Some(amount) = too_large(&hand) {
        let problem = Problem::syntax(format!(
            "an amount of {amount} is more than a hand history holds"
        ));
        return Err(HistoryError::new(&hand.source, Some(last), problem));
    }
    Ok(hand)
}

/// The first amount of `hand` (a sum of the text's amounts, such as a player's winnings,
/// included) past the largest PHH reads back, [`Chips::UNLIMITED`].
fn too_large(hand: &HandHistory) -> Option<Chips> {
    let bets = hand.actions.iter().filter_map(|action| match action.act {
        Act::BetRaiseTo(_, amount) => Some(amount),
        _ => None,
    });
    (hand.antes.iter().copied())
        .chain(hand.blinds_or_straddles.iter().copied())
        .chain(hand.starting_stacks.iter().flatten().copied())
        .chain(hand.winnings.iter().flat_map(|w| w.iter().copied()))
        .chain(
            [
                hand.bring_in,
                hand.small_bet,
                hand.big_bet,
                hand.min_bet,
                hand.rake,
            ]
            .into_iter()
            .flatten(),
        )
        .chain(bets)
        .find(|amount| amount.abs() > Chips::UNLIMITED)
}

/// The seats are all read: the players in PHH's order from the button (stud has none:
/// the seats' order).
fn seated(
    hand: &mut Builder<'_>,
    button: Option<Result<u32, Problem>>,
    button_line: &str,
) -> Result<(), Problem> {
    match (button, hand.dealing()) {
        (Some(_), Dealing::Stud { .. }) => hand.seated(0).map_err(Problem::syntax),
        (Some(Ok(button)), _) => hand.seated(button).map_err(Problem::syntax),
        (Some(Err(problem)), _) => Err(problem),
        (None, _) => Err(Problem::syntax(format!("no '{button_line}' line"))),
    }
}
