//! PokerStars' stud and draw games: their streets, bring-in, completions and draws, read
//! into the [`Builder`] beside the board games' lines of `pokerstars.rs`.
//!
//! ```text
//! PokerStars Hand #1: 7 Card Stud Limit ($0.10/$0.20 USD) - …   (Razz, 7 Card Stud Hi/Lo)
//! Table 'Gamma' 8-max                       (no button)
//! ann: posts the ante $0.02
//! *** 3rd STREET ***                         (4th, 5th, 6th STREET, then RIVER or 7th STREET)
//! Dealt to ann [Ah Kd 5c]                    (the hero: two down, one up)
//! Dealt to bob [8s]                          (another player: the up card)
//! bob: brings in for $0.05
//! ann: completes it to $0.10
//! Dealt to ann [Ah Kd 5c Jh] [9s]           (later streets: the new card last)
//!
//! PokerStars Hand #2: Triple Draw 2-7 Lowball Limit ($0.10/$0.20 USD) - …   (Badugi)
//! *** DEALING HANDS ***
//! Dealt to ann [7h 5c 4d 3s Kc]
//! *** FIRST DRAW ***                         (SECOND, THIRD; a single draw has none)
//! bob: discards 2 cards
//! ann: discards 1 card [Kc]
//! Dealt to ann [7h 5c 4d 3s] [2h]
//! cat: stands pat
//! ```

use super::super::hand::Cards;
use super::super::variant::{Betting, Dealing};
use super::builder::{Builder, unknown};
use super::pokerstars::Part;
use super::text::{amount, bracket_cards};

/// The PHH code of a stud or draw game with its betting, when PHH has one.
pub(super) fn variant(game: &str, betting: Betting) -> Option<&'static str> {
    Some(match (game, betting) {
        ("7 Card Stud", Betting::FixedLimit) => "F7S",
        ("7 Card Stud Hi/Lo", Betting::FixedLimit) => "F7S/8",
        ("Razz", Betting::FixedLimit) => "FR",
        ("Triple Draw 2-7 Lowball", Betting::FixedLimit) => "F2L3D",
        ("Single Draw 2-7 Lowball", Betting::NoLimit) => "N2L1D",
        ("Badugi", Betting::FixedLimit) => "FB",
        _ => return None,
    })
}

/// Why a game PokerStars deals is not read, when handrank has no such game at all.
pub(super) fn unsupported(game: &str) -> Option<&'static str> {
    (game == "5 Card Draw").then_some(
        "5 Card Draw is not supported: handrank has no five-card draw high game \
         (its draw games are deuce-to-seven lowball and badugi)",
    )
}

/// Whether `line` is a draw's (`P: discards …`, `P: stands pat`): the draw's cards are
/// dealt after the last of them.
pub(super) fn is_draw(line: &str) -> bool {
    line.contains(": discards ")
        || line.ends_with(": stands pat")
        || line.contains(": stands pat on [")
}

/// A `*** … ***` marker of a stud or draw game (`name` without the stars).
pub(super) fn marker(
    hand: &mut Builder<'_>,
    part: &mut Part,
    name: &str,
    number: u64,
) -> Result<(), String> {
    let stud = matches!(hand.dealing(), Dealing::Stud { .. });
    let draws = match hand.dealing() {
        Dealing::Draw { draws } => draws,
        Dealing::Board | Dealing::Stud { .. } => 0,
    };
    let draw_names: &[&str] = match draws {
        1 => &["DRAW"],
        _ => &["FIRST DRAW", "SECOND DRAW", "THIRD DRAW"],
    };
    match (name, *part) {
        ("3rd STREET", Part::Posts) if stud => {
            *part = Part::Play;
            Ok(())
        }
        ("4th STREET" | "5th STREET" | "6th STREET" | "7th STREET" | "RIVER", Part::Play)
            if stud =>
        {
            hand.stud_street(number);
            Ok(())
        }
        ("DEALING HANDS", Part::Posts) if draws > 0 => {
            *part = Part::Play;
            Ok(())
        }
        (name, Part::Play) if draws > 0 && draw_names.contains(&name) => {
            hand.open_draw(number);
            Ok(())
        }
        _ => Err(format!(
            "'*** {name} ***' is not a marker of this game here"
        )),
    }
}

/// A stud or draw game's own verbs (after `name: `): `brings in for X`, `completes it to
/// X`, `discards N cards [..]`, `stands pat`; `None` for any other line.
pub(super) fn action(
    hand: &mut Builder<'_>,
    player: usize,
    rest: &str,
    number: u64,
) -> Option<Result<(), String>> {
    let money = |text: &str| amount(text).ok_or_else(|| format!("'{text}' is not an amount"));
    match hand.dealing() {
        Dealing::Stud { .. } => {
            if let Some(chips) = rest
                .strip_prefix("brings in for ")
                .or_else(|| rest.strip_prefix("brings-in low for "))
            {
                return Some(money(chips).and_then(|chips| hand.bring_in(player, chips, number)));
            }
            let chips = rest.strip_prefix("completes it to ")?;
            Some(money(chips).and_then(|to| {
                let to = hand.amount(to);
                hand.bet_to(player, to, number)
            }))
        }
        Dealing::Draw { .. } => {
            if rest == "stands pat" || rest.starts_with("stands pat on [") {
                hand.discard(player, Cards::EMPTY, number);
                return Some(Ok(()));
            }
            let discards = rest.strip_prefix("discards ")?;
            Some(discarded(discards).map(|cards| hand.discard(player, cards, number)))
        }
        Dealing::Board => None,
    }
}

/// `2 cards [Kc 9h]`, `1 card [Kc]` (the hero's), `2 cards` (another player's).
fn discarded(text: &str) -> Result<Cards, String> {
    let (count, rest) = text
        .split_once(' ')
        .ok_or_else(|| "not 'discards N cards'".to_owned())?;
    let count: usize = count
        .parse()
        .map_err(|_| format!("'{count}' is not a number of cards"))?;
    let rest = rest
        .strip_prefix("cards")
        .or_else(|| rest.strip_prefix("card"))
        .ok_or_else(|| "not 'discards N cards'".to_owned())?;
    if rest.trim().is_empty() {
        return unknown(count).ok_or_else(|| format!("{count} cards discarded: at most 8"));
    }
    let (cards, _) = bracket_cards(rest)?;
    if cards.len() != count {
        return Err(format!("{count} cards discarded, {} named", cards.len()));
    }
    Ok(cards)
}
