//! Ranks and suits.

use std::fmt;

/// A card rank, deuce (lowest) to ace (highest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

/// Rank symbols in index order.
const RANK_SYMBOLS: &[u8; 13] = b"23456789TJQKA";

impl Rank {
    /// All ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 for a deuce … 12 for an ace.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this index (0 = deuce … 12 = ace).
    #[allow(clippy::indexing_slicing)] // checked just before
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index])
        } else {
            None
        }
    }

    /// The one-character symbol: `2`…`9`, `T`, `J`, `Q`, `K`, `A`.
    #[allow(clippy::indexing_slicing)] // a rank's index is below 13
    pub fn symbol(self) -> char {
        char::from(RANK_SYMBOLS[self.index()])
    }

    /// The rank's name: "Two" … "Ace".
    #[allow(clippy::indexing_slicing)] // a rank's index is below 13
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ];
        NAMES[self.index()]
    }

    /// The plural name: "Twos" … "Sixes" … "Aces".
    #[allow(clippy::indexing_slicing)] // a rank's index is below 13
    pub fn plural(self) -> &'static str {
        const PLURALS: [&str; 13] = [
            "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces",
        ];
        PLURALS[self.index()]
    }

    /// Reads a rank symbol, any case: `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn from_symbol(c: char) -> Option<Rank> {
        u8::try_from(c).ok().and_then(Rank::from_ascii)
    }

    /// [`Rank::from_symbol`] for one byte; `const`, so the batch scanner builds its
    /// token table from it at compile time.
    pub(crate) const fn from_ascii(byte: u8) -> Option<Rank> {
        Some(match byte.to_ascii_uppercase() {
            b'2' => Rank::Two,
            b'3' => Rank::Three,
            b'4' => Rank::Four,
            b'5' => Rank::Five,
            b'6' => Rank::Six,
            b'7' => Rank::Seven,
            b'8' => Rank::Eight,
            b'9' => Rank::Nine,
            b'T' => Rank::Ten,
            b'J' => Rank::Jack,
            b'Q' => Rank::Queen,
            b'K' => Rank::King,
            b'A' => Rank::Ace,
            _ => return None,
        })
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card suit. The order (clubs, diamonds, hearts, spades) only matters for indexing:
/// no suit beats another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index.
    #[allow(clippy::indexing_slicing)] // checked just before
    pub const fn from_index(index: usize) -> Option<Suit> {
        if index < 4 {
            Some(Suit::ALL[index])
        } else {
            None
        }
    }

    /// The lower-case letter: `c`, `d`, `h`, `s`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// The unicode symbol: `♣`, `♦`, `♥`, `♠`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// "Clubs", "Diamonds", "Hearts" or "Spades".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
        }
    }

    /// Reads a suit letter (any case) or a unicode suit, filled or outlined.
    pub fn from_symbol(c: char) -> Option<Suit> {
        Some(match c {
            '♣' | '♧' => Suit::Clubs,
            '♦' | '♢' => Suit::Diamonds,
            '♥' | '♡' => Suit::Hearts,
            '♠' | '♤' => Suit::Spades,
            _ => return u8::try_from(c).ok().and_then(Suit::from_ascii),
        })
    }

    /// A suit letter, any case, as one byte; `const` for the batch scanner's token table.
    pub(crate) const fn from_ascii(byte: u8) -> Option<Suit> {
        match byte.to_ascii_lowercase() {
            b'c' => Some(Suit::Clubs),
            b'd' => Some(Suit::Diamonds),
            b'h' => Some(Suit::Hearts),
            b's' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
