//! One hand as a PHH file writes it: the fields that settle it, the actions in notation,
//! and the metadata the reports carry (players, recorded winnings).

use std::fmt;

use super::per_player::PerPlayer;
use crate::card::{Card, CardSet};

/// An amount of chips or money, in millionths: PHH amounts are integers or decimals
/// (`0.50`, `200.30`), and money must add up to the cent, so amounts are fixed-point
/// integers, never floats. Six decimal places cover every currency and chip count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Chips(pub(crate) i64);

impl Chips {
    /// Units in one chip (or currency unit) as written: amounts keep six decimals.
    pub const SCALE: i64 = 1_000_000;
    /// No chips.
    pub const ZERO: Chips = Chips(0);
    /// A stack written `inf` (unknown or unlimited): larger than any bet, and sums of a
    /// few hundred of them still fit.
    pub(crate) const UNLIMITED: Chips = Chips(i64::MAX / 1024);

    /// The amount in millionths.
    pub const fn micros(self) -> i64 {
        self.0
    }

    /// The fewest decimal places that write the amount exactly (`1.001`: three).
    pub(crate) fn decimals_needed(self) -> u8 {
        let mut places = 6;
        let mut micros = self.0;
        while places > 0 && micros % 10 == 0 {
            micros /= 10;
            places -= 1;
        }
        places
    }

    /// The amount without its sign (a post is written as a negative blind).
    pub const fn abs(self) -> Chips {
        Chips(self.0.abs())
    }

    /// The amount as a float, for reports and statistics (exact to the millionth up to
    /// nine billion).
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / Chips::SCALE as f64
    }

    /// An amount from a float (rounded to the millionth), for estimates such as
    /// expected values.
    pub fn from_f64(value: f64) -> Chips {
        Chips((value * Chips::SCALE as f64).round() as i64)
    }
}

impl std::ops::Add for Chips {
    type Output = Chips;
    fn add(self, other: Chips) -> Chips {
        Chips(self.0 + other.0)
    }
}

impl std::ops::Sub for Chips {
    type Output = Chips;
    fn sub(self, other: Chips) -> Chips {
        Chips(self.0 - other.0)
    }
}

impl std::ops::AddAssign for Chips {
    fn add_assign(&mut self, other: Chips) {
        self.0 += other.0;
    }
}

impl std::ops::SubAssign for Chips {
    fn sub_assign(&mut self, other: Chips) {
        self.0 -= other.0;
    }
}

impl std::iter::Sum for Chips {
    fn sum<I: Iterator<Item = Chips>>(iter: I) -> Chips {
        Chips(iter.map(|c| c.0).sum())
    }
}

/// `15.65`, `2`, `-0.5`: the shortest decimal (written without allocating: records
/// write millions).
impl fmt::Display for Chips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A sign, 13 digits of whole units (i64::MAX / 10^6), a point and 6 decimals.
        let mut text = [0u8; 24];
        let mut start = text.len();
        let mut put = |byte: u8| {
            start -= 1;
            if let Some(slot) = text.get_mut(start) {
                *slot = byte;
            }
        };
        let units = self.0.unsigned_abs();
        let mut whole = units / Chips::SCALE as u64;
        let mut fraction = units % Chips::SCALE as u64;
        if fraction != 0 {
            let mut places = 6;
            while fraction.is_multiple_of(10) {
                fraction /= 10;
                places -= 1;
            }
            for _ in 0..places {
                put(b'0' + (fraction % 10) as u8);
                fraction /= 10;
            }
            put(b'.');
        }
        loop {
            put(b'0' + (whole % 10) as u8);
            whole /= 10;
            if whole == 0 {
                break;
            }
        }
        if self.0 < 0 {
            put(b'-');
        }
        let text = text.get(start..).unwrap_or_default();
        f.write_str(std::str::from_utf8(text).unwrap_or_default())
    }
}

/// Cards in PHH notation, some perhaps unknown (`????`, `??Ad`), in the order written.
/// At most eight: a stud hand's seven, or a draw's discards.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cards {
    cards: [u8; Cards::MAX],
    len: u8,
}

impl Cards {
    /// The most cards one action names.
    pub const MAX: usize = 8;
    const UNKNOWN: u8 = u8::MAX;

    /// No cards.
    pub const EMPTY: Cards = Cards {
        cards: [Cards::UNKNOWN; Cards::MAX],
        len: 0,
    };

    /// Adds a card (`None` for `??`); false when there are already [`Cards::MAX`].
    pub(crate) fn push(&mut self, card: Option<Card>) -> bool {
        let Some(slot) = self.cards.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = card.map_or(Cards::UNKNOWN, |c| c.index() as u8);
        self.len += 1;
        true
    }

    /// `count` cards: unknown ones first, then these (at most [`Cards::MAX`] in all; a
    /// deal's known cards are its last).
    pub(crate) fn after_unknown(self, count: usize) -> Cards {
        let mut cards = Cards::EMPTY;
        let unknown = count.saturating_sub(self.len()).min(Cards::MAX);
        let known = self.len().min(Cards::MAX - unknown);
        if let (Some(to), Some(from)) = (
            cards.cards.get_mut(unknown..unknown + known),
            self.cards.get(..known),
        ) {
            to.copy_from_slice(from);
        }
        cards.len = (unknown + known) as u8;
        cards
    }

    /// How many cards, known or not.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no card is named.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Each card in order, `None` where unknown.
    pub fn iter(&self) -> impl Iterator<Item = Option<Card>> + '_ {
        self.cards
            .iter()
            .take(self.len())
            .map(|&i| Card::from_index(usize::from(i)))
    }

    /// The known cards, in order.
    pub fn known(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter().flatten()
    }

    /// Whether every card is known.
    pub fn all_known(&self) -> bool {
        self.iter().all(|c| c.is_some())
    }

    /// The known cards as a set.
    pub fn set(&self) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in self.known() {
            set.insert(card);
        }
        set
    }
}

/// `AhKh`, `????`, `??Ad`: as PHH writes cards.
impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for card in self.iter() {
            match card {
                Some(card) => write!(f, "{card}")?,
                None => f.write_str("??")?,
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cards({self})")
    }
}

/// What an actor does, as PHH's action notation writes it. Players are 0-based here
/// (`p1` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// `d dh p1 AhKh`: hole cards dealt to a player.
    DealHole { player: usize, cards: Cards },
    /// `d db AcKdQs`: community cards.
    DealBoard(Cards),
    /// `p1 pb`: the bring-in (stud).
    BringIn(usize),
    /// `p1 f`.
    Fold(usize),
    /// `p1 cc`: check or call.
    CheckCall(usize),
    /// `p1 cbr 300`: complete, bet or raise to the amount (the street's total).
    BetRaiseTo(usize, Chips),
    /// `p1 sd` or `p1 sd AhKh`: stand pat or discard (draw games).
    Discard(usize, Cards),
    /// `p1 sm AhKh` shows, `p1 sm -` shows the dealt cards, `p1 sm` mucks.
    ShowMuck(usize, Show),
}

/// `d dh p1 AhKh`, `p2 cbr 300`, `p1 sm -`: as PHH's notation writes the action.
impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |i: usize| i + 1;
        match *self {
            Act::DealHole { player, cards } => write!(f, "d dh p{} {cards}", p(player)),
            Act::DealBoard(cards) => write!(f, "d db {cards}"),
            Act::BringIn(i) => write!(f, "p{} pb", p(i)),
            Act::Fold(i) => write!(f, "p{} f", p(i)),
            Act::CheckCall(i) => write!(f, "p{} cc", p(i)),
            Act::BetRaiseTo(i, amount) => write!(f, "p{} cbr {amount}", p(i)),
            Act::Discard(i, cards) if cards.is_empty() => write!(f, "p{} sd", p(i)),
            Act::Discard(i, cards) => write!(f, "p{} sd {cards}", p(i)),
            Act::ShowMuck(i, Show::Muck) => write!(f, "p{} sm", p(i)),
            Act::ShowMuck(i, Show::Dealt) => write!(f, "p{} sm -", p(i)),
            Act::ShowMuck(i, Show::Cards(cards)) => write!(f, "p{} sm {cards}", p(i)),
        }
    }
}

/// A showdown action's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// `p1 sm`: the hand is mucked.
    Muck,
    /// `p1 sm -`: the cards dealt are shown.
    Dealt,
    /// `p1 sm AhKh` (some perhaps unknown).
    Cards(Cards),
}

/// One action of the `actions` field, and the file line where it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Action {
    pub act: Act,
    pub line: u64,
}

/// Where a hand comes from: its file, its `[N]` section in a `.phhs` file, and the line
/// where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The file's path as given (or found in a directory), `<stdin>` for standard input.
    pub file: std::sync::Arc<str>,
    /// The section's name in a `.phhs` file (`1` for `[1]`); `None` for a `.phh` file.
    pub section: Option<String>,
    /// 1-based line where the hand's text starts (its `[N]` header in a `.phhs` file).
    pub line: u64,
}

impl fmt::Display for Source {
    /// `hands.phhs [12]` or `hand.phh`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.section {
            Some(section) => write!(f, "{} [{section}]", self.file),
            None => write!(f, "{}", self.file),
        }
    }
}

/// One hand, read: the fields that settle it and the metadata reports carry.
/// Per-player fields have one entry per player, `p1` first.
#[derive(Clone, Debug, PartialEq)]
pub struct HandHistory {
    pub source: Source,
    /// The variant code: `NT`, `FT`, `PO`, `FO/8`, …
    pub variant: String,
    /// Whether antes count toward each player's share of the pots (`true`) or are dead
    /// money in the main pot (`false`, the default, as pokerkit reads it).
    pub ante_trimming: bool,
    pub antes: PerPlayer<Chips>,
    /// Blinds and straddles, `p1`'s first; a negative entry is a *post* (pokerkit's
    /// meaning): what a player who has just sat down pays to play at once, posted as a
    /// live bet of its size (it counts toward the player's bet and is never returned),
    /// but not a blind for the order of play (the first to act pre-flop follows the
    /// largest blind or straddle, never a post).
    pub blinds_or_straddles: PerPlayer<Chips>,
    pub bring_in: Option<Chips>,
    pub small_bet: Option<Chips>,
    pub big_bet: Option<Chips>,
    pub min_bet: Option<Chips>,
    /// `None` for a stack written `inf`.
    pub starting_stacks: PerPlayer<Option<Chips>>,
    pub actions: Vec<Action>,
    pub players: Option<Names>,
    /// What the file records each player collected.
    pub winnings: Option<PerPlayer<Chips>>,
    /// The `hand` field (a name or number), as written.
    pub hand: Option<String>,
    /// The rake the site says it took (`Total pot $15 | Rake $0.35`; PHH's `_rake`): with
    /// it, recorded `winnings` that fall short of the pots by exactly this are as settled.
    pub rake: Option<Chips>,
    /// The site never writes its rake (888poker; PHH's `_rake_unstated`): recorded
    /// `winnings` that fall short of the pots are raked by the difference, which
    /// [`Report::rake`](super::Report::rake) reports, when a rake explains it.
    pub rake_unstated: bool,
    /// The board of each further run when the board was run more than once (run it
    /// twice: one entry; PHH's `_runs`): the cards that run dealt after the board at the
    /// all-in. The actions deal the first run; each pot is split evenly between the runs
    /// (its odd chip to the first) and each part goes by its own board.
    pub runs: Vec<Cards>,
    /// Decimal places of the finest amount written: the size of the odd chip.
    pub(crate) decimals: u8,
}

impl HandHistory {
    /// A hand with no field read yet: what the PHH reader fills in, field by field.
    pub(crate) fn unread(source: Source) -> HandHistory {
        HandHistory {
            source,
            variant: String::new(),
            ante_trimming: false,
            antes: PerPlayer::default(),
            blinds_or_straddles: PerPlayer::default(),
            bring_in: None,
            small_bet: None,
            big_bet: None,
            min_bet: None,
            starting_stacks: PerPlayer::default(),
            actions: Vec::new(),
            players: None,
            winnings: None,
            hand: None,
            rake: None,
            rake_unstated: false,
            runs: Vec::new(),
            decimals: 0,
        }
    }

    /// Forgets every field read, keeping the source and the buffers (the variant's text,
    /// the actions, the names) for the next hand read into this one: a reader of
    /// millions of hands then allocates nothing a hand. The names and the `hand` field
    /// stay `Some` (empty) until the reader knows whether the next hand has them.
    pub(crate) fn forget_fields(&mut self) {
        let HandHistory {
            source: _,
            variant,
            ante_trimming,
            antes,
            blinds_or_straddles,
            bring_in,
            small_bet,
            big_bet,
            min_bet,
            starting_stacks,
            actions,
            players,
            winnings,
            hand,
            rake,
            rake_unstated,
            runs,
            decimals,
        } = self;
        variant.clear();
        *ante_trimming = false;
        antes.clear();
        blinds_or_straddles.clear();
        (*bring_in, *small_bet, *big_bet, *min_bet) = (None, None, None, None);
        starting_stacks.clear();
        actions.clear();
        if let Some(names) = players {
            names.clear();
        }
        if let Some(hand) = hand {
            hand.clear();
        }
        (*winnings, *rake, *rake_unstated) = (None, None, false);
        runs.clear();
        *decimals = 0;
    }

    /// Players at the table.
    pub fn player_count(&self) -> usize {
        self.starting_stacks.len()
    }

    /// The smallest amount written in the hand (`0.01` when amounts have cents): the
    /// unit of the odd chip when a pot is split.
    pub fn chip(&self) -> Chips {
        Chips(10i64.pow(6 - u32::from(self.decimals.min(6))))
    }

    /// The hand's big blind, the unit of amounts in big blinds (each hand its own: a
    /// collection mixes stakes): the larger of the first two `blinds_or_straddles` entries
    /// (the small and big blind; straddles follow them, posts are negative). A hand without
    /// blinds (stud; antes only) counts in its smallest full bet: `min_bet`, or the small
    /// bet of fixed limit (stud's completion). `None` when that is not positive either.
    pub fn big_blind(&self) -> Option<Chips> {
        let blinds = self.blinds_or_straddles.iter().take(2).copied().max();
        let unit = match blinds.filter(|&blind| blind > Chips::ZERO) {
            Some(blind) => blind,
            None => self.min_bet.or(self.small_bet)?,
        };
        (unit > Chips::ZERO).then_some(unit)
    }

    /// The player (0 for `p1`) named `name`: by the `players` field, or `pN` where the
    /// file names no players.
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        match &self.players {
            Some(names) => names.iter().position(|named| named == name),
            None => {
                let seat: usize = name.strip_prefix('p')?.parse().ok()?;
                let named = (1..=self.player_count()).contains(&seat) && name == format!("p{seat}");
                named.then(|| seat - 1)
            }
        }
    }

    /// `p1`, or the player's name when the file has `players`.
    pub fn player_name(&self, player: usize) -> String {
        match self.players.as_ref().and_then(|names| names.get(player)) {
            Some(name) => name.to_owned(),
            None => format!("p{}", player + 1),
        }
    }
}

/// The players' names (the `players` field), `p1`'s first, kept in one string.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Names {
    text: String,
    /// Where each name ends in `text`.
    ends: PerPlayer<u32>,
}

impl Names {
    /// No names yet, with room for about `bytes` of them.
    pub(crate) fn with_capacity(bytes: usize) -> Names {
        Names {
            text: String::with_capacity(bytes.min(4096)),
            ends: PerPlayer::default(),
        }
    }

    /// No names, the room kept.
    pub(crate) fn clear(&mut self) {
        self.text.clear();
        self.ends.clear();
    }

    /// Adds the next player's name; false when there are already a hand's most players
    /// (or the names are longer than 4 GiB together).
    pub(crate) fn push(&mut self, name: &str) -> bool {
        let Ok(end) = u32::try_from(self.text.len() + name.len()) else {
            return false;
        };
        if !self.ends.push(end) {
            return false;
        }
        self.text.push_str(name);
        true
    }

    /// The name of `player` (0 for `p1`).
    pub fn get(&self, player: usize) -> Option<&str> {
        let end = *self.ends.get(player)? as usize;
        let start = match player {
            0 => 0,
            _ => *self.ends.get(player - 1)? as usize,
        };
        self.text.get(start..end)
    }

    /// How many names.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none (`players = []`).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The names in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        (0..self.len()).filter_map(|player| self.get(player))
    }
}

impl fmt::Debug for Names {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
