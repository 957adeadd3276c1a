//! Flop textures: how the flop's suits, ranks and straight chances look, the groups the
//! report is cut by. Each of the four cuts (suits, pairing, high card, connected)
//! partitions the flops on its own.

use crate::card::{Card, CardSet, Rank};

/// How many suits the flop has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suits {
    /// Three suits: no flush draw on the flop.
    Rainbow,
    /// Two suits: two cards of one suit.
    TwoTone,
    /// One suit.
    Monotone,
}

/// How many ranks the flop repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pairing {
    /// Three ranks.
    Unpaired,
    /// Two cards of one rank.
    Paired,
    /// Three of one rank.
    Trips,
}

/// A flop's texture.
///
/// ```
/// use handrank::equity::{Pairing, Suits, Texture};
/// use handrank::{Game, Rank, parse_cards};
/// let flop = parse_cards("9h 8h 6c")?;
/// let texture = Texture::of([flop[0], flop[1], flop[2]], Game::default().deck());
/// assert_eq!(texture.suits, Suits::TwoTone);
/// assert_eq!(texture.pairing, Pairing::Unpaired);
/// assert_eq!(texture.high, Rank::Nine);
/// assert!(texture.connected);
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Texture {
    pub suits: Suits,
    pub pairing: Pairing,
    /// The rank of the highest card.
    pub high: Rank,
    /// Three ranks that lie in one straight's five: two more cards of the right ranks (two
    /// hole cards) complete a straight on the flop itself. The straights are the deck's:
    /// five ranks in a row of its ranks, the ace also below the lowest (A-2-3-4-5 in the
    /// full deck, A-6-7-8-9 in the short deck). A paired flop is never connected.
    pub connected: bool,
}

impl Texture {
    /// The texture of `flop` in a game dealt from `deck`.
    pub fn of(flop: [Card; 3], deck: CardSet) -> Texture {
        let mut suits: Vec<_> = flop.iter().map(|c| c.suit()).collect();
        suits.sort_unstable();
        suits.dedup();
        let mut ranks: Vec<Rank> = flop.iter().map(|c| c.rank()).collect();
        ranks.sort_unstable();
        ranks.dedup();
        let high = flop.iter().map(|c| c.rank()).fold(Rank::Two, Rank::max);
        Texture {
            suits: match suits.len() {
                3 => Suits::Rainbow,
                2 => Suits::TwoTone,
                _ => Suits::Monotone,
            },
            pairing: match ranks.len() {
                3 => Pairing::Unpaired,
                2 => Pairing::Paired,
                _ => Pairing::Trips,
            },
            high,
            connected: ranks.len() == 3
                && straights(deck)
                    .iter()
                    .any(|s| ranks.iter().all(|r| s.contains(r))),
        }
    }
}

/// The deck's straights, each as its five ranks: five in a row of the ranks the deck has,
/// with the ace also below the lowest.
fn straights(deck: CardSet) -> Vec<Vec<Rank>> {
    let mut order: Vec<Rank> = Rank::ALL
        .iter()
        .copied()
        .filter(|&r| deck.iter().any(|c| c.rank() == r))
        .collect();
    order.insert(0, Rank::Ace);
    order.windows(5).map(<[Rank]>::to_vec).collect()
}

impl Suits {
    /// The name reports use: "rainbow", "two-tone", "monotone".
    pub fn name(self) -> &'static str {
        match self {
            Suits::Rainbow => "rainbow",
            Suits::TwoTone => "two-tone",
            Suits::Monotone => "monotone",
        }
    }
}

impl Pairing {
    /// The name reports use: "unpaired", "paired", "trips".
    pub fn name(self) -> &'static str {
        match self {
            Pairing::Unpaired => "unpaired",
            Pairing::Paired => "paired",
            Pairing::Trips => "trips",
        }
    }
}

/// A texture group: one value of one cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlopGroup {
    Suits(Suits),
    Pairing(Pairing),
    High(Rank),
    Connected(bool),
}

impl FlopGroup {
    /// The groups of every cut, in report order: suits, pairing, high card (ace down to
    /// the deck's lowest rank), connected or not.
    pub fn all(deck: CardSet) -> Vec<FlopGroup> {
        let mut out = vec![
            FlopGroup::Suits(Suits::Rainbow),
            FlopGroup::Suits(Suits::TwoTone),
            FlopGroup::Suits(Suits::Monotone),
            FlopGroup::Pairing(Pairing::Unpaired),
            FlopGroup::Pairing(Pairing::Paired),
            FlopGroup::Pairing(Pairing::Trips),
        ];
        out.extend(
            (Rank::ALL.iter().rev())
                .filter(|&&r| deck.iter().any(|c| c.rank() == r))
                .map(|&r| FlopGroup::High(r)),
        );
        out.extend([FlopGroup::Connected(true), FlopGroup::Connected(false)]);
        out
    }

    /// The cut the group belongs to: "suits", "pairing", "high card", "connected".
    pub fn cut(self) -> &'static str {
        match self {
            FlopGroup::Suits(_) => "suits",
            FlopGroup::Pairing(_) => "pairing",
            FlopGroup::High(_) => "high card",
            FlopGroup::Connected(_) => "connected",
        }
    }

    /// The group's name: "rainbow", "paired", "K-high", "connected", "unconnected".
    pub fn name(self) -> String {
        match self {
            FlopGroup::Suits(s) => s.name().to_owned(),
            FlopGroup::Pairing(p) => p.name().to_owned(),
            FlopGroup::High(r) => format!("{}-high", r.symbol()),
            FlopGroup::Connected(true) => "connected".to_owned(),
            FlopGroup::Connected(false) => "unconnected".to_owned(),
        }
    }

    /// Whether a flop of this texture is in the group.
    pub fn holds(self, texture: &Texture) -> bool {
        match self {
            FlopGroup::Suits(s) => texture.suits == s,
            FlopGroup::Pairing(p) => texture.pairing == p,
            FlopGroup::High(r) => texture.high == r,
            FlopGroup::Connected(c) => texture.connected == c,
        }
    }
}
