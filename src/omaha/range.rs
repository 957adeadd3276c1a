//! Omaha hand ranges in the notation Omaha tools share: rank patterns with wildcards and
//! suit qualifiers, in comma lists.
//!
//! - an exact hand: `AhKsQd7c`, `Ah Ks Qd 7c`;
//! - a rank pattern of as many characters as the game deals hole cards: ranks `A K Q J T 9
//!   … 2` and wildcards `*` (or `x`), any case: `AA**` is every hand with two or more aces,
//!   `KQJT` every king-queen-jack-ten;
//! - after a pattern, a suit qualifier: `ds` double-suited (exactly two suits of two cards
//!   each), `ss` single-suited (exactly one suit of two, the others alone), `r` rainbow
//!   (every card a different suit); a hand with three cards of a suit is none of these;
//! - `random`: any hand.
//!
//! Every part is understood or is an error that names it.

use crate::card::{Card, CardSet, parse_cards};

/// Why a range does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OmahaRangeError {
    #[error("empty range (give hands or patterns like AA**ds, separated by commas)")]
    Empty,
    #[error("'{part}': {reason}")]
    Part { part: String, reason: String },
}

/// A player's possible holes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaRange {
    text: String,
    hole_cards: usize,
    /// None for `random`; else every hole as a card set, sorted, no repeats.
    combos: Option<Vec<CardSet>>,
}

/// Patterns wider than this are refused: `random` or Monte Carlo serve them better.
const MAX_COMBOS: u64 = 3_000_000;

impl OmahaRange {
    /// Parses `text` for a game of `hole_cards` (4, 5 or 6) hole cards.
    ///
    /// ```
    /// use handrank::omaha::OmahaRange;
    /// assert_eq!(OmahaRange::parse("AA**ds", 4)?.combos().map(|c| c.len()), Some(864));
    /// assert_eq!(OmahaRange::parse("AhKhQdJd, KQJTr", 4)?.combos().map(|c| c.len()), Some(1 + 24));
    /// assert!(OmahaRange::parse("AA*", 4).is_err());
    /// # Ok::<(), handrank::omaha::OmahaRangeError>(())
    /// ```
    pub fn parse(text: &str, hole_cards: usize) -> Result<OmahaRange, OmahaRangeError> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        if parts.iter().all(|p| p.is_empty()) {
            return Err(OmahaRangeError::Empty);
        }
        let error = |part: &str, reason: String| OmahaRangeError::Part {
            part: part.to_owned(),
            reason,
        };
        let mut combos = Vec::new();
        let mut random = false;
        for part in parts {
            if part.is_empty() {
                return Err(error(part, "empty item in the comma list".to_owned()));
            }
            if part.eq_ignore_ascii_case("random") {
                random = true;
            } else if let Ok(cards) = parse_cards(part) {
                if cards.len() != hole_cards {
                    let reason = format!("{} cards, but this game deals {hole_cards}", cards.len());
                    return Err(error(part, reason));
                }
                let set: CardSet = cards.iter().copied().collect();
                if set.len() != hole_cards {
                    return Err(error(part, "a card appears twice".to_owned()));
                }
                combos.push(set);
            } else {
                combos.extend(pattern(part, hole_cards).map_err(|reason| error(part, reason))?);
            }
        }
        combos.sort_by_key(|s| s.bits());
        combos.dedup();
        Ok(OmahaRange {
            text: text.trim().to_owned(),
            hole_cards,
            combos: (!random).then_some(combos),
        })
    }

    /// Any hole of `hole_cards` cards.
    pub fn random(hole_cards: usize) -> OmahaRange {
        OmahaRange {
            text: "random".to_owned(),
            hole_cards,
            combos: None,
        }
    }

    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Hole cards per hand.
    pub fn hole_cards(&self) -> usize {
        self.hole_cards
    }

    /// Every hole in the range, or `None` for `random`.
    pub fn combos(&self) -> Option<&[CardSet]> {
        self.combos.as_deref()
    }
}

/// The holes a rank pattern with an optional suit qualifier describes.
fn pattern(part: &str, hole_cards: usize) -> Result<Vec<CardSet>, String> {
    let lower = part.to_ascii_lowercase();
    let (body, suits) = if let Some(body) = lower.strip_suffix("ds") {
        (body, Some(Suitedness::DoubleSuited))
    } else if let Some(body) = lower.strip_suffix("ss") {
        (body, Some(Suitedness::SingleSuited))
    } else if let Some(body) = lower.strip_suffix('r') {
        (body, Some(Suitedness::Rainbow))
    } else {
        (lower.as_str(), None)
    };
    let mut counts = [0usize; 13];
    let mut wildcards = 0;
    let mut symbols = 0;
    for c in body.chars() {
        symbols += 1;
        if c == '*' || c == 'x' {
            wildcards += 1;
        } else if let Some(rank) = crate::card::Rank::from_symbol(c) {
            if let Some(count) = counts.get_mut(rank.index()) {
                *count += 1;
            }
        } else {
            let rest: String = body.chars().skip_while(|&d| d != c).collect();
            return Err(format!(
                "'{c}' is not a rank, a wildcard (*) or a suit qualifier (ds, ss, r){}",
                if rest.len() > 1 {
                    format!(" (at \"{rest}\")")
                } else {
                    String::new()
                }
            ));
        }
    }
    if symbols != hole_cards {
        return Err(format!(
            "a pattern has one rank or * per hole card: {symbols} here, this game deals {hole_cards}"
        ));
    }
    if counts.iter().any(|&c| c > 4) {
        return Err("a rank appears more than four times".to_owned());
    }
    let fixed = hole_cards - wildcards;
    let binom = |n: u64, k: u64| (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1));
    let estimate = counts.iter().map(|&c| binom(4, c as u64)).product::<u64>()
        * binom(52 - fixed as u64, wildcards as u64);
    if estimate > MAX_COMBOS {
        return Err(format!("too wide ({estimate} holes): use `random` instead"));
    }
    // Each fixed rank takes some of its four cards; the wildcards take any others.
    let mut sets = vec![CardSet::EMPTY];
    for (rank, &count) in crate::card::Rank::ALL.iter().zip(&counts) {
        if count == 0 {
            continue;
        }
        let cards: Vec<Card> = crate::card::Suit::ALL
            .iter()
            .map(|&s| Card::new(*rank, s))
            .collect();
        sets = sets
            .iter()
            .flat_map(|&set| {
                subsets(&cards, count)
                    .into_iter()
                    .map(move |s| set.union(s))
            })
            .collect();
    }
    let deck: Vec<Card> = Card::all().collect();
    let mut out: Vec<CardSet> = sets
        .iter()
        .flat_map(|&set| {
            let free: Vec<Card> = deck.iter().copied().filter(|&c| !set.contains(c)).collect();
            subsets(&free, wildcards)
                .into_iter()
                .map(move |s| set.union(s))
        })
        .filter(|set| suits.is_none_or(|s| s.matches(*set)))
        .collect();
    out.sort_by_key(|s| s.bits());
    out.dedup();
    if out.is_empty() {
        return Err(format!("no {hole_cards}-card hole matches"));
    }
    Ok(out)
}

/// Every `k`-card subset of `cards`.
fn subsets(cards: &[Card], k: usize) -> Vec<CardSet> {
    if k == 0 {
        return vec![CardSet::EMPTY];
    }
    let mut out = Vec::new();
    for (i, &card) in cards.iter().enumerate() {
        let rest = cards.get(i + 1..).unwrap_or_default();
        for mut set in subsets(rest, k - 1) {
            set.insert(card);
            out.push(set);
        }
    }
    out
}

#[derive(Clone, Copy, Debug)]
enum Suitedness {
    DoubleSuited,
    SingleSuited,
    Rainbow,
}

impl Suitedness {
    fn matches(self, set: CardSet) -> bool {
        let counts = crate::card::Suit::ALL.map(|s| set.suit_mask(s).count_ones());
        let pairs = counts.iter().filter(|&&c| c == 2).count();
        let three = counts.iter().any(|&c| c >= 3);
        match self {
            Suitedness::DoubleSuited => pairs == 2 && !three,
            Suitedness::SingleSuited => pairs == 1 && !three,
            Suitedness::Rainbow => counts.iter().all(|&c| c <= 1),
        }
    }
}

impl OmahaRange {
    /// The same range with only the holes `keep` accepts (text unchanged; `random` stays
    /// every hole: its holes are dealt, not listed).
    pub(crate) fn filtered(&self, keep: impl Fn(CardSet) -> bool) -> OmahaRange {
        OmahaRange {
            combos: self
                .combos
                .as_ref()
                .map(|combos| combos.iter().copied().filter(|&c| keep(c)).collect()),
            ..self.clone()
        }
    }

    /// A part of this range: these holes, under the name `text`.
    pub(crate) fn part(&self, text: &str, holes: Vec<CardSet>) -> OmahaRange {
        OmahaRange {
            text: text.to_owned(),
            hole_cards: self.hole_cards,
            combos: Some(holes),
        }
    }
}

/// A hole as one word, highest card first: `AhAsKhKs`.
pub fn hole_text(hole: CardSet) -> String {
    let mut cards: Vec<Card> = hole.iter().collect();
    cards.sort_by(|a, b| b.cmp(a));
    cards.iter().map(Card::to_string).collect()
}

/// A hole's class: its ranks, highest first, and its suit pattern as the range notation
/// writes it (`ds` two suits of two, `ss` one suit of two, `r` no two of a suit), or the
/// suits' card counts when it has none of those (`AKQJ:3-1`, three of one suit).
///
/// ```
/// use handrank::omaha::hole_class;
/// let hole = handrank::parse_cards("Ah As Kh Ks")?.into_iter().collect();
/// assert_eq!(hole_class(hole), "AAKKds");
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn hole_class(hole: CardSet) -> String {
    let mut cards: Vec<Card> = hole.iter().collect();
    cards.sort_by(|a, b| b.cmp(a));
    let ranks: String = cards.iter().map(|c| c.rank().symbol()).collect();
    let mut counts: Vec<usize> = crate::card::Suit::ALL
        .iter()
        .map(|&s| cards.iter().filter(|c| c.suit() == s).count())
        .filter(|&n| n > 0)
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    let pairs = counts.iter().filter(|&&n| n == 2).count();
    let pattern = match (counts.first(), pairs) {
        (Some(1), _) => "r".to_owned(),
        (Some(2), 2) => "ds".to_owned(),
        (Some(2), 1) => "ss".to_owned(),
        _ => {
            let counts: Vec<String> = counts.iter().map(usize::to_string).collect();
            format!(":{}", counts.join("-"))
        }
    };
    format!("{ranks}{pattern}")
}
