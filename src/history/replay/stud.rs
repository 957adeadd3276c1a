//! Seven-card stud, stud hi-lo and razz: each player's cards dealt street by street (two
//! down and one up on third street, one up on each of the next three, one down on the
//! seventh), the bring-in, and who acts first by the cards showing. As pokerkit 0.7.7
//! plays them:
//!
//! - Third street: the lowest up card brings in (ties of rank by suit, clubs lowest,
//!   then diamonds, hearts, spades); in razz the highest, an ace low. That player posts
//!   the bring-in (`pb`) or completes to the small bet (`cbr`); no check, call or fold.
//! - Later streets: the best showing hand acts first (in razz the lowest, an ace low;
//!   pairs and trips count, straights and flushes do not); equal hands, the first from
//!   `p1`. The small bet on third and fourth street, the big bet from fifth (pokerkit has
//!   no open-pair option on fourth street).
//! - A deck that runs out is made up again from the burn cards and the muck, so a street
//!   deals one shared card (`d db`) instead of a card each only when the players still in
//!   outnumber every card not in their hands (eight players on seventh street); the
//!   shared card plays in every hand. Once the deck (52 less every card dealt and a burn
//!   card before each street from fourth, which PHH does not write) is used up, a card a
//!   folded player showed may be dealt again, once.
//!
//! The up cards are positions 2 to 5 of a player's cards in the order dealt.

// Players are indexed 0..n: an action's player is checked against n before any use, and
// every per-player vector has n entries, so such an index is in range.

use super::{ActionError, Phase, Table};
use crate::card::{Card, CardSet};
use crate::history::hand::{Cards, Chips};

/// The most players a stud hand may have: eight players are dealt at most 52 cards.
pub(super) const MAX_STUD_PLAYERS: usize = 8;

/// Cards dealt to each player on a stud street.
const DEALT: [u8; 5] = [3, 1, 1, 1, 1];

/// The streets' names, for messages.
const NAMES: [&str; 5] = ["third", "fourth", "fifth", "sixth", "seventh"];

/// A stud hand's own state, beside the table's.
#[derive(Clone, Debug)]
pub(super) struct Stud {
    /// Razz: the highest card brings in, the lowest showing hand acts first.
    low: bool,
    bring_in: Chips,
    /// Cards each player is still to be dealt on this street.
    owed: Vec<u8>,
    /// This street deals one shared card: the players outnumber the cards left.
    shared_due: bool,
    /// Folded players' cards dealt again from the muck.
    reused: CardSet,
}

impl Stud {
    pub fn new(n: usize, low: bool, bring_in: Chips) -> Stud {
        Stud {
            low,
            bring_in,
            owed: vec![DEALT[0]; n],
            shared_due: false,
            reused: CardSet::EMPTY,
        }
    }
}

/// How an up card or a showing hand ranks: the category (no pair, pair, two pair,
/// trips, quads) and the ranks of its groups, largest group first, then highest rank.
type Showing = (u8, [u8; 4]);

/// A rank's value for the order of play: deuce 0 to ace 12; in razz ace 0 to king 12.
fn value(card: Card, low: bool) -> u8 {
    let rank = card.rank().index() as u8;
    if low { (rank + 1) % 13 } else { rank }
}

/// The showing hand of up to four up cards (pokerkit's opening lookups).
fn showing(cards: &[Card], low: bool) -> Showing {
    let mut counts = [0u8; 13];
    for &card in cards {
        #[allow(clippy::indexing_slicing)] // a rank's value is 0 to 12
        {
            counts[usize::from(value(card, low))] += 1;
        }
    }
    let mut groups: Vec<(u8, u8)> = (0..13u8)
        .zip(counts)
        .filter(|&(_, count)| count > 0)
        .map(|(v, count)| (count, v))
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let category = match groups.first().map_or(1, |g| g.0) {
        4 => 4,
        3 => 3,
        2 if groups.get(1).is_some_and(|g| g.0 == 2) => 2,
        2 => 1,
        _ => 0,
    };
    let mut ranks = [0u8; 4];
    for (slot, group) in ranks.iter_mut().zip(&groups) {
        *slot = group.1;
    }
    (category, ranks)
}

impl Table {
    /// The stud state; an error in a game without one (the caller checks first).
    fn stud(&self) -> Result<&Stud, ActionError> {
        self.stud.as_ref().ok_or(ActionError::NotStud {
            code: self.variant.code,
        })
    }

    fn stud_mut(&mut self) -> Result<&mut Stud, ActionError> {
        let code = self.variant.code;
        self.stud.as_mut().ok_or(ActionError::NotStud { code })
    }

    /// `d dh pN CARDS` in stud: some or all of the player's cards for this street.
    #[allow(clippy::indexing_slicing)] // `player` is checked against n first
    pub(super) fn deal_stud(&mut self, player: usize, cards: Cards) -> Result<(), ActionError> {
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        self.start_street()?;
        match self.phase {
            Phase::DealHole => {}
            Phase::Betting => {
                return Err(ActionError::BeforeBettingEnds {
                    what: "cards are dealt",
                    to_act: self.actor().map_or(0, |i| i + 1),
                });
            }
            _ => return Err(ActionError::EveryStreetDealt),
        }
        let street = NAMES
            .get(self.street)
            .ok_or(ActionError::EveryStreetDealt)?;
        if self.stud()?.shared_due {
            return Err(ActionError::SharedCardDue { street });
        }
        if self.out[player] {
            return Err(ActionError::Folded { player });
        }
        let owed = usize::from(self.stud()?.owed[player]);
        if cards.len() > owed {
            return Err(match owed {
                0 => ActionError::StreetDealt { player, street },
                _ => ActionError::StreetOwed {
                    player,
                    dealt: cards.len(),
                    owed,
                    street,
                },
            });
        }
        for card in cards.iter() {
            if let Some(card) = card {
                self.take_or_reuse(card)?;
            }
            self.hole[player].push(card);
        }
        self.stud_mut()?.owed[player] -= cards.len() as u8;
        self.dealt[player] = true;
        self.street_dealt()
    }

    /// `d db CARD` in stud: the shared card of a street the deck is too short for.
    pub(super) fn deal_shared(&mut self, cards: Cards) -> Result<(), ActionError> {
        self.start_street()?;
        if self.phase != Phase::DealHole || !self.stud()?.shared_due {
            return Err(ActionError::NoSharedCard {
                code: self.variant.code,
            });
        }
        if cards.len() != 1 {
            return Err(ActionError::SharedCount(cards.len()));
        }
        self.see(&cards)?;
        for card in cards.iter() {
            self.board.push(card);
        }
        let stud = self.stud_mut()?;
        stud.shared_due = false;
        stud.owed.iter_mut().for_each(|owed| *owed = 0);
        self.street_dealt()
    }

    /// After the betting of a street (phase `Board`), the first card of the next one
    /// starts it: a card for each player still in, or a shared card when the deck is too
    /// short.
    fn start_street(&mut self) -> Result<(), ActionError> {
        if self.phase != Phase::Board {
            return Ok(());
        }
        self.street += 1;
        self.phase = Phase::DealHole;
        let shared = self.in_hand() > 52usize.saturating_sub(self.live_cards());
        let code = self.variant.code;
        let Some(stud) = self.stud.as_mut() else {
            return Err(ActionError::NotStud { code });
        };
        stud.shared_due = shared;
        for (owed, &out) in stud.owed.iter_mut().zip(&self.out) {
            *owed = if out { 0 } else { DEALT[1] };
        }
        Ok(())
    }

    /// Cards dealt so far, known or not, shared or not.
    fn dealt_cards(&self) -> usize {
        self.hole.iter().map(Cards::len).sum::<usize>() + self.board.len()
    }

    /// Cards in the hands of the players still in, and the shared card: the cards a deck
    /// made up again from the burn cards and the muck cannot deal.
    fn live_cards(&self) -> usize {
        let held: usize = self.held().map(|(_, hole)| hole.len()).sum();
        held + self.board.len()
    }

    /// Takes a dealt card out of the deck; once the deck (less one burn card a street
    /// from fourth) is used up, a card a folded player showed may come again from the
    /// muck, once.
    fn take_or_reuse(&mut self, card: Card) -> Result<(), ActionError> {
        let deck_used_up = self.dealt_cards() + self.street >= 52;
        let mut folded = self.out.iter().zip(&self.hole).filter(|(out, _)| **out);
        let mucked = folded.any(|(_, hole)| hole.set().contains(card));
        let reused = self.stud()?.reused.contains(card);
        if self.seen.contains(card) && deck_used_up && mucked && !reused {
            self.stud_mut()?.reused.insert(card);
            return Ok(());
        }
        self.take(card)
    }

    /// Whether the deck runs out on a street still to come, the `players` in and no
    /// one folding: the all-in's equity would need a shared card, which the equity engine
    /// does not deal.
    pub(super) fn shared_card_to_come(&self) -> bool {
        let players = self.in_hand();
        let live = self.live_cards();
        (self.street + 1..DEALT.len()).any(|street| {
            let before = live + players * (street - self.street - 1);
            players > 52usize.saturating_sub(before)
        })
    }

    /// When the street's last card is dealt, its betting begins.
    fn street_dealt(&mut self) -> Result<(), ActionError> {
        if self.stud()?.owed.iter().any(|&owed| owed > 0) {
            return Ok(());
        }
        let (first, unknown) = self.opener()?;
        let bring_in = self.street == 0 && self.stud()?.bring_in > Chips::ZERO;
        self.open_round(first, bring_in);
        if unknown != 0 && self.pending != 0 {
            // The cards cannot tell who opens: a player whose up cards are unknown (or the
            // next with chips behind), or the one the cards known choose; the first to act
            // says which.
            let mut unsure = 0u64;
            for opener in (0..self.n).filter(|&i| unknown >> i & 1 == 1 || i == first) {
                let next = (0..self.n)
                    .map(|k| (opener + k) % self.n)
                    .find(|&i| self.pending >> i & 1 == 1);
                unsure |= next.map_or(0, |i| 1 << i);
            }
            self.unsure = if unsure.count_ones() > 1 { unsure } else { 0 };
        }
        Ok(())
    }

    /// The first to act: on third street the lowest up card (razz: the highest), later
    /// the best showing hand (razz: the lowest), equal hands the first from `p1`. Players
    /// whose up cards are not all known (a history that hides them) come back as a set:
    /// any of them may be the first (the first of them when no up card is known).
    fn opener(&self) -> Result<(usize, u64), ActionError> {
        let low = self.stud()?.low;
        let mut best: Option<(usize, Showing)> = None;
        let mut unknown = 0u64;
        for (i, hole) in self.held() {
            let mut up = Vec::with_capacity(4);
            for card in hole.iter().skip(2).take(4) {
                up.extend(card);
            }
            if up.len() + 2 < hole.len().min(6) {
                unknown |= 1 << i;
                continue;
            }
            let key = match up[..] {
                // Third street: one card, ties of rank broken by suit.
                [card] => {
                    let key = (value(card, low), card.suit().index() as u8);
                    // The bring-in is the lowest card (razz: the highest): as a key to
                    // maximise, the low card's is turned over.
                    if low {
                        (0, [key.0, key.1, 0, 0])
                    } else {
                        (0, [12 - key.0, 3 - key.1, 0, 0])
                    }
                }
                _ => {
                    let (category, ranks) = showing(&up, low);
                    // Razz acts first with the lowest hand: turn the key over.
                    if low {
                        (4 - category, ranks.map(|r| 12 - r))
                    } else {
                        (category, ranks)
                    }
                }
            };
            if best.is_none_or(|(_, top)| key > top) {
                best = Some((i, key));
            }
        }
        let first = best
            .map(|(i, _)| i)
            .or_else(|| (unknown != 0).then(|| unknown.trailing_zeros() as usize));
        first.map(|i| (i, unknown)).ok_or(ActionError::NoOneToAct)
    }

    /// `pN pb`: the bring-in, due from the first to act on third street.
    pub(super) fn bring_in(&mut self, player: usize) -> Result<(), ActionError> {
        let Some(bring_in) = self.stud.as_ref().map(|stud| stud.bring_in) else {
            return Err(ActionError::NoBringIn {
                code: self.variant.code,
            });
        };
        self.turn(player)?;
        if !self.limits.bring_in_due {
            return Err(ActionError::BringInNotDue);
        }
        let amount = bring_in.min(self.chips(player).1);
        self.put(player, amount);
        // A forced bet, like a blind: never returned when everyone folds to it.
        #[allow(clippy::indexing_slicing)] // checked by `turn`: below n
        {
            self.forced[player] = amount;
        }
        self.acted(player);
        Ok(())
    }

    /// Folds, checks and calls wait for the bring-in.
    pub(super) fn no_bring_in_due(&self, player: usize) -> Result<(), ActionError> {
        if self.limits.bring_in_due {
            return Err(ActionError::BringInFirst { player });
        }
        Ok(())
    }

    /// A stud show: the shown cards fill the unknown ones in the order dealt. A show that
    /// lists the known cards elsewhere than dealt leaves the order unknown, so the
    /// all-in's equity (which needs the cards held then) is not priced.
    #[allow(clippy::indexing_slicing)] // `player` is checked by `show`
    pub(super) fn reveal_stud(&mut self, player: usize, shown: Cards) -> Result<(), ActionError> {
        let dealt = self.hole[player];
        if shown.set().len() != shown.known().count() {
            return Err(ActionError::ShowsCardTwice { player, shown });
        }
        let in_order = dealt.iter().zip(shown.iter()).all(|pair| match pair {
            (Some(d), Some(s)) => d == s,
            (None, Some(s)) => !dealt.set().contains(s),
            _ => true,
        });
        self.reveal(player, shown)?;
        let mut fresh = shown.known().filter(|c| !dealt.set().contains(*c));
        let mut cards = Cards::EMPTY;
        for (card, show) in dealt.iter().zip(shown.iter()) {
            let card = match card {
                Some(card) => Some(card),
                None if in_order => show,
                None => fresh.next(),
            };
            cards.push(card);
        }
        self.hole[player] = cards;
        if !in_order && let Some(all_in) = &mut self.all_in {
            all_in.unpriced = Some("a show lists the cards in another order than dealt");
        }
        Ok(())
    }

    /// The name of the street to be dealt next, for messages: `fifth`. Asked only between
    /// streets, so never after seventh street (`the next` if it were).
    pub(super) fn next_street(&self) -> &'static str {
        debug_assert!(
            self.street + 1 < NAMES.len(),
            "no street after seventh street"
        );
        NAMES.get(self.street + 1).copied().unwrap_or("the next")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{EvOptions, analyze, read_str};

    /// The outcome of a two-player seven-card stud hand: its error, or why it is
    /// unsettled, or `settled`.
    fn outcome(actions: &[&str]) -> String {
        let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
        let text = format!(
            "variant = 'F7S'\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n\
             starting_stacks = [100, 100]\nactions = [{}]\n",
            actions.join(", ")
        );
        match read_str(&text, "t.phh").and_then(|h| analyze(h, &EvOptions::default())) {
            Err(error) => error.to_string(),
            Ok(report) => report
                .settlement
                .map_or_else(|unsettled| unsettled.to_string(), |_| "settled".into()),
        }
    }

    #[test]
    fn stud_dealing_and_turns_are_checked() {
        let third = ["d dh p1 ????Ah", "d dh p2 ????2c", "p2 pb", "p1 cc"];
        let with = |more: &[&str]| outcome(&[&third[..], more].concat());
        assert_eq!(with(&[]), "the history stops before fourth street is dealt");
        // A street's cards may come in pieces.
        let pieces = [
            "d dh p1 ????",
            "d dh p2 ????2c",
            "d dh p1 Ah",
            "p2 pb",
            "p1 cc",
        ];
        assert_eq!(
            outcome(&pieces),
            "the history stops before fourth street is dealt"
        );
        assert!(with(&["p2 cc"]).contains("no betting before fourth street is dealt"));
        assert!(with(&["d dh p1 Kh", "d dh p1 Kd"]).contains("p1 already has their cards"));
        assert!(with(&["d dh p1 KhKd"]).contains("p1 is dealt 2 cards, but 1 are"));
        assert!(with(&["d db Kh"]).contains("F7S has no board"));
        // The deck is far from used up: no card comes again.
        assert!(with(&["d dh p1 Ah"]).contains("Ah is dealt twice"));
        // The best showing hand acts first on fourth street: p1's ace-king.
        let fourth = ["d dh p1 Kh", "d dh p2 3c"];
        assert!(with(&[&fourth[..], &["p2 cc"]].concat()).contains("p1 is to act"));
        assert_eq!(with(&[&fourth[..], &["p1 f"]].concat()), "settled");
        assert!(with(&[&fourth[..], &["p1 f", "d dh p2 4c"]].concat()).contains("already over"));
        // p1's up card is unknown: p1 or p2 may bring in, and the history says which.
        let unknown = ["d dh p1 ??????", "d dh p2 ????2c"];
        let stops = "the history stops before fourth street is dealt";
        assert_eq!(
            outcome(&[&unknown[..], &["p2 pb", "p1 cc"]].concat()),
            stops
        );
        assert_eq!(
            outcome(&[&unknown[..], &["p1 pb", "p2 cc"]].concat()),
            stops
        );
        let error = outcome(&[&unknown[..], &["p2 pb", "p2 cc"]].concat());
        assert!(
            error.contains("p2 acts out of turn: p1 is to act"),
            "{error}"
        );
        let error = outcome(&["d dh p1 ????Ah", "d dh p2 ????2c", "p1 pb"]);
        assert!(
            error.contains("p1 acts out of turn: p2 is to act"),
            "{error}"
        );
    }

    fn up(text: &str, low: bool) -> Showing {
        showing(&crate::parse_cards(text).unwrap(), low)
    }

    #[test]
    fn showing_hands_rank_as_pokerkit_opens() {
        // Stud: pairs over any high cards, two pair over a pair, trips over two pair.
        assert!(up("2c2d", false) > up("AcKd", false));
        assert!(up("AcKdQh", false) > up("AcKdJh", false));
        assert!(up("3c3d2h2s", false) > up("AcAdKhQs", false));
        assert!(up("2c2d2h3s", false) > up("AcAdKhKs", false));
        assert!(up("2c2d2h2s", false) > up("AcAdAhKs", false));
        assert!(up("9c9d2h", false) > up("8c8dAh", false));
        assert_eq!(up("AcKd", false), up("AhKs", false));
        // Razz: an ace is the lowest card; a pair is worse (higher) than any high cards.
        assert!(up("Ac2d", true) < up("2c3d", true));
        assert!(up("KcQd", true) < up("AcAd", true));
        assert!(up("7c6d5h4s", true) < up("8c4d3h2s", true));
    }
}
