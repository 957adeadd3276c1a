//! Cards, ranks, suits and card sets, with parsing of every common notation.
//!
//! A [`Card`] is an index `4·rank + suit` (0 = 2♣ … 51 = A♠). A [`CardSet`] is a 64-bit
//! mask with one 16-bit lane per suit, card `(rank, suit)` at bit `16·suit + rank`, so a
//! suit's 13-bit rank mask is a shift away (a flush's lookup index is that mask).

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

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
    pub fn from_index(index: usize) -> Option<Rank> {
        Rank::ALL.get(index).copied()
    }

    /// The one-character symbol: `2`…`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn symbol(self) -> char {
        char::from(b"23456789TJQKA".get(self.index()).copied().unwrap_or(b'?'))
    }

    /// The rank's name: "Two" … "Ace".
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ];
        NAMES.get(self.index()).copied().unwrap_or("?")
    }

    /// The plural name: "Twos" … "Sixes" … "Aces".
    pub fn plural(self) -> &'static str {
        const PLURALS: [&str; 13] = [
            "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces",
        ];
        PLURALS.get(self.index()).copied().unwrap_or("?")
    }

    /// Reads a rank symbol, any case: `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn from_symbol(c: char) -> Option<Rank> {
        let index = "23456789TJQKA".find(c.to_ascii_uppercase())?;
        Rank::from_index(index)
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
    pub fn from_index(index: usize) -> Option<Suit> {
        Suit::ALL.get(index).copied()
    }

    /// The lower-case letter: `c`, `d`, `h`, `s`.
    pub fn letter(self) -> char {
        char::from(b"cdhs".get(self.index()).copied().unwrap_or(b'?'))
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
            'c' | 'C' | '♣' | '♧' => Suit::Clubs,
            'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
            'h' | 'H' | '♥' | '♡' => Suit::Hearts,
            's' | 'S' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A card index, `4·rank + suit`, as an enum of 52 values: the compiler then knows every
/// index is below 52 and drops the bounds check on 52-entry tables (the evaluator's card
/// keys), with no `unsafe`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[rustfmt::skip]
enum CardIndex {
    I0, I1, I2, I3, I4, I5, I6, I7, I8, I9, I10, I11, I12, I13, I14, I15, I16, I17, I18, I19, I20, I21, I22, I23, I24, I25, I26, I27, I28, I29, I30, I31, I32, I33, I34, I35, I36, I37, I38, I39, I40, I41, I42, I43, I44, I45, I46, I47, I48, I49, I50, I51,
}

#[rustfmt::skip]
const CARD_INDICES: [CardIndex; 52] = [
    CardIndex::I0, CardIndex::I1, CardIndex::I2, CardIndex::I3, CardIndex::I4, CardIndex::I5, CardIndex::I6, CardIndex::I7, CardIndex::I8, CardIndex::I9, CardIndex::I10, CardIndex::I11, CardIndex::I12, CardIndex::I13, CardIndex::I14, CardIndex::I15, CardIndex::I16, CardIndex::I17, CardIndex::I18, CardIndex::I19, CardIndex::I20, CardIndex::I21, CardIndex::I22, CardIndex::I23, CardIndex::I24, CardIndex::I25, CardIndex::I26, CardIndex::I27, CardIndex::I28, CardIndex::I29, CardIndex::I30, CardIndex::I31, CardIndex::I32, CardIndex::I33, CardIndex::I34, CardIndex::I35, CardIndex::I36, CardIndex::I37, CardIndex::I38, CardIndex::I39, CardIndex::I40, CardIndex::I41, CardIndex::I42, CardIndex::I43, CardIndex::I44, CardIndex::I45, CardIndex::I46, CardIndex::I47, CardIndex::I48, CardIndex::I49, CardIndex::I50, CardIndex::I51,
];

/// One of the 52 cards.
///
/// ```
/// use handrank::{Card, Rank, Suit};
/// let card: Card = "10h".parse()?;
/// assert_eq!(card, Card::new(Rank::Ten, Suit::Hearts));
/// assert_eq!(card.to_string(), "Th");
/// assert_eq!(card.long_name(), "Ten of Hearts");
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(CardIndex);

impl Card {
    /// The card of this rank and suit.
    #[allow(clippy::indexing_slicing)] // rank < 13 and suit < 4, so the index is < 52
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(CARD_INDICES[rank as usize * 4 + suit as usize])
    }

    /// The card with index `4·rank + suit` (0..52).
    pub fn from_index(index: usize) -> Option<Card> {
        CARD_INDICES.get(index).map(|&index| Card(index))
    }

    /// `4·rank + suit`, in 0..52.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// This card's rank.
    pub fn rank(self) -> Rank {
        // A card index is below 52, so the `get` always succeeds (and `% 13` lets the
        // compiler see that).
        Rank::ALL
            .get(self.index() / 4 % 13)
            .copied()
            .unwrap_or(Rank::Two)
    }

    /// This card's suit.
    pub fn suit(self) -> Suit {
        Suit::ALL
            .get(self.index() % 4)
            .copied()
            .unwrap_or(Suit::Clubs)
    }

    /// The card's bit in a [`CardSet`]: `16·suit + rank`.
    pub const fn bit(self) -> u64 {
        let index = self.0 as u8;
        1 << (16 * (index % 4) + index / 4)
    }

    /// "Ace of Hearts".
    pub fn long_name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// All 52 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        CARD_INDICES.into_iter().map(Card)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({self})")
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit())
    }
}

impl FromStr for Card {
    type Err = ParseError;

    /// Reads one card token: a rank (`2`-`9`, `T`/`10`, `J`, `Q`, `K`, `A`) and a suit
    /// (`c d h s` or `♣ ♦ ♥ ♠`, also `♧ ♢ ♡ ♤`, with or without an emoji variation
    /// selector: `♦️`), any case.
    fn from_str(token: &str) -> Result<Card, ParseError> {
        parse_token(token, 1)
    }
}

/// Parses one card token; `position` (1-based) is only used in errors.
pub(crate) fn parse_token(token: &str, position: usize) -> Result<Card, ParseError> {
    parse_clean_token(&without_emoji_selectors(token), position)
}

/// [`parse_token`] for a token already through [`without_emoji_selectors`].
fn parse_clean_token(token: &str, position: usize) -> Result<Card, ParseError> {
    // At most four characters are looked at, however long the token.
    let mut chars = token.chars();
    let (rank, rank_part, suit) = match (chars.next(), chars.next(), chars.next(), chars.next()) {
        (Some('1'), Some('0'), Some(suit), None) => (Some(Rank::Ten), "10".to_owned(), suit),
        (Some(rank), Some(suit), None, _) if !(rank == '1' && suit == '0') => {
            (Rank::from_symbol(rank), rank.to_string(), suit)
        }
        _ => {
            return Err(ParseError::TokenLength {
                token: token.to_owned(),
                position,
            });
        }
    };
    let rank = rank.ok_or_else(|| ParseError::UnknownRank {
        rank: rank_part,
        token: token.to_owned(),
        position,
    })?;
    let suit = Suit::from_symbol(suit).ok_or_else(|| ParseError::UnknownSuit {
        suit: suit.to_string(),
        token: token.to_owned(),
        position,
    })?;
    Ok(Card::new(rank, suit))
}

/// `text` without the emoji variation selectors (U+FE0F, and U+FE0E for text style) that
/// directly follow a suit symbol: an emoji keyboard types `♥️` as `♥` plus U+FE0F, which
/// only asks for a coloured glyph. A selector anywhere else stays and is an error. Text
/// without selectors is borrowed as it is.
fn without_emoji_selectors(text: &str) -> Cow<'_, str> {
    if !text.contains(['\u{fe0e}', '\u{fe0f}']) {
        return Cow::Borrowed(text);
    }
    let mut previous = None;
    text.chars()
        .filter(|&c| {
            let after_suit =
                previous.is_some_and(|p: char| !p.is_ascii() && Suit::from_symbol(p).is_some());
            previous = Some(c);
            !(after_suit && matches!(c, '\u{fe0e}' | '\u{fe0f}'))
        })
        .collect()
}

/// Parses cards separated by spaces and/or commas, or written together (`AhKhQh`).
/// Any number of cards; a card given twice is an error. The first error from the left is
/// reported, and parsing stops there: past 52 cards there must be a duplicate, so the work
/// and the error's size stay small however long the text is.
///
/// ```
/// let cards = handrank::parse_cards("Ah, kh 10♥ JhQh")?;
/// assert_eq!(cards.len(), 5);
/// assert!(handrank::parse_cards("Ah Ax").is_err());
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseError> {
    let text = without_emoji_selectors(text);
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    for chunk in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let chunk_start = cards.len() + 1;
        for token in split_run(chunk) {
            let position = cards.len() + 1;
            // A run that does not split into whole cards is reported as a whole, at the
            // position where it starts.
            let token = token.map_err(|()| ParseError::TokenLength {
                token: chunk.to_owned(),
                position: chunk_start,
            })?;
            let card = parse_clean_token(token, position)?;
            if seen.contains(card) {
                return Err(ParseError::DuplicateCard { card, position });
            }
            seen.insert(card);
            cards.push(card);
        }
    }
    Ok(cards)
}

/// Parses one hand of `count` cards (see [`parse_cards`] for the notation).
pub fn parse_hand_of(
    text: &str,
    count: std::ops::RangeInclusive<usize>,
) -> Result<Vec<Card>, ParseError> {
    let cards = parse_cards(text)?;
    if count.contains(&cards.len()) {
        Ok(cards)
    } else {
        Err(ParseError::WrongCount {
            min: *count.start(),
            max: *count.end(),
            found: cards.len(),
        })
    }
}

/// Parses a hand of 5, 6 or 7 cards.
///
/// ```
/// let hand = handrank::parse_hand("AhKhQhJhTh")?;
/// assert_eq!(handrank::evaluate(&hand)?.describe(), "Royal Flush");
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn parse_hand(text: &str) -> Result<Vec<Card>, ParseError> {
    parse_hand_of(text, 5..=7)
}

/// Splits a chunk with no separators into card tokens, lazily, so that the first bad card
/// ends the work. A chunk of up to 3 characters is one token (so its own error is
/// reported); a longer one must be whole cards written together, and `Err(())` marks a
/// left-over piece too short to be a card (after which the iterator ends).
fn split_run(chunk: &str) -> impl Iterator<Item = Result<&str, ()>> {
    let whole = chunk.chars().nth(3).is_none();
    let mut rest = chunk;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        if whole {
            return Some(Ok(std::mem::take(&mut rest)));
        }
        let take = if rest.starts_with("10") { 3 } else { 2 };
        let end = rest.char_indices().nth(take).map_or(rest.len(), |(i, _)| i);
        // `end` comes from `char_indices`, so it is a char boundary and this never fails.
        let (token, tail) = rest.split_at_checked(end)?;
        if token.chars().count() < take {
            rest = "";
            return Some(Err(()));
        }
        rest = tail;
        Some(Ok(token))
    })
}

/// A set of cards: one bit per card, one 16-bit lane per suit (bit `16·suit + rank`).
///
/// ```
/// use handrank::{Card, CardSet};
/// let set: CardSet = handrank::parse_cards("Ah Kd")?.into_iter().collect();
/// assert_eq!(set.len(), 2);
/// assert!(set.contains("Ah".parse::<Card>()?));
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet(0x1fff_1fff_1fff_1fff);

    /// The set with these raw bits, if every bit is a card.
    pub fn from_bits(bits: u64) -> Option<CardSet> {
        (bits & !Self::FULL.0 == 0).then_some(CardSet(bits))
    }

    /// The raw bits (`16·suit + rank`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there are no cards.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= card.bit();
        new
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    /// Cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in `self` but not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The 13-bit rank mask of one suit.
    pub const fn suit_mask(self, suit: Suit) -> u16 {
        (self.0 >> (16 * suit as u32)) as u16 & 0x1fff
    }

    /// The cards, lowest bit first (clubs deuce to ace, then diamonds, …).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            // Every set bit is a card (the constructors keep only the 52 card bits).
            Some(Card::new(
                Rank::from_index((bit % 16) as usize)?,
                Suit::from_index((bit / 16) as usize)?,
            ))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
            first = false;
        }
        Ok(())
    }
}
