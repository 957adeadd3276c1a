//! Hand ranges in the notation poker players know (PokerStove / Equilab style).
//!
//! A range is a comma- or space-separated list of parts: pairs (`QQ`, `QQ+`, `99-66`),
//! suited or offsuit hands (`AKs`, `AKo`, `AK` for both, `ATs+`, `KTo+`, `A5s-A2s`),
//! connectors and gappers by a dash between two of the same gap (`JTs-87s`, `T8s-64s`),
//! exact combos (`AhKh`), and `random` or `*` for any two cards. Every part must be
//! understood completely: a part that is not is an error naming it, never skipped.
//!
//! A part may carry a weight, the share of its combos the player holds: `AKs:0.5`,
//! `AQo:75%`. No weight means 1; a combo listed twice takes the last weight; weight 0
//! takes the combos out.

use std::fmt;
use std::str::FromStr;

use crate::card::{Card, CardSet, Rank, Suit, parse_cards};

/// Two hole cards, the higher card index first.
///
/// ```
/// use handrank::equity::Combo;
/// let combo = Combo::new("Kh".parse()?, "Ah".parse()?).unwrap();
/// assert_eq!(combo.to_string(), "AhKh");
/// assert!(Combo::new("Ah".parse()?, "Ah".parse()?).is_none());
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Combo([Card; 2]);

impl Combo {
    /// The combo of two different cards (in either order); `None` if they are the same.
    pub fn new(a: Card, b: Card) -> Option<Combo> {
        match a.cmp(&b) {
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => Some(Combo([a, b])),
            std::cmp::Ordering::Less => Some(Combo([b, a])),
        }
    }

    /// The two cards, higher first.
    pub fn cards(self) -> [Card; 2] {
        self.0
    }

    /// The two cards as a set.
    pub fn set(self) -> CardSet {
        self.0.into_iter().collect()
    }
}

impl fmt::Display for Combo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0[0], self.0[1])
    }
}

/// Why a range part could not be read: the part itself and the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad range part '{}': {reason}", crate::error::visible(part))]
pub struct RangeError {
    /// The offending part, as written.
    pub part: String,
    /// What is wrong with it.
    pub reason: String,
}

/// A set of hole-card combos, each with a weight in (0, 1], with the text it was read from.
///
/// ```
/// use handrank::equity::Range;
/// let r = Range::parse("QQ+, AKs:0.5, AhKh:25%")?;
/// assert_eq!(r.len(), 22);
/// assert!(r.is_weighted());
/// assert_eq!(r.weights().iter().sum::<f64>(), 18.0 + 3.0 * 0.5 + 0.25);
/// assert_eq!(Range::parse("QQ+")?.len(), 18);
/// assert_eq!(Range::parse("AKs")?.len(), 4);
/// assert_eq!(Range::parse("AKo")?.len(), 12);
/// assert_eq!(Range::parse("random")?.len(), 1326);
/// assert_eq!(Range::parse("Ah Kh")?.len(), 1);
/// let err = Range::parse("QQ+, AKx").unwrap_err();
/// assert_eq!(err.part, "AKx");
/// # Ok::<(), handrank::equity::RangeError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Range {
    text: String,
    combos: Vec<Combo>,
    /// One per combo: 1 unless the range gave it a weight.
    weights: Vec<f64>,
}

/// The first of `cards` that `deck` lacks, as an error's reason.
fn outside(deck: CardSet, cards: impl IntoIterator<Item = Card>) -> Option<String> {
    let card = cards.into_iter().find(|&c| !deck.contains(c))?;
    Some(format!(
        "the short deck has no {} (its cards are 6 to ace)",
        card.rank().plural().to_lowercase()
    ))
}

impl Range {
    /// Reads a range or a pair of hole cards.
    pub fn parse(text: &str) -> Result<Range, RangeError> {
        Range::parse_in(text, CardSet::FULL)
    }

    /// Reads a range of a game dealt from `deck` (short deck's 36 cards): a part naming a
    /// card the deck lacks (`22+`, `A5s`, `7h5h`) is an error naming the part, and `random`
    /// is every combo of the deck.
    pub fn parse_in(text: &str, deck: CardSet) -> Result<Range, RangeError> {
        let text = text.trim();
        // Each combo's weight; the last part that lists a combo sets it.
        let mut weights = std::collections::BTreeMap::new();
        // "Ah Kh" (exact hole cards with a space) is one combo, not two parts.
        if let Ok(cards) = parse_cards(text)
            && let [a, b] = cards[..]
            && let Some(combo) = Combo::new(a, b)
        {
            if let Some(reason) = outside(deck, cards.iter().copied()) {
                return Err(RangeError {
                    part: text.to_owned(),
                    reason,
                });
            }
            weights.insert(combo, 1.0);
        } else {
            let parts = text
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|p| !p.is_empty());
            let mut combos = Vec::new();
            for part in parts {
                let error = |reason| RangeError {
                    part: part.to_owned(),
                    reason,
                };
                let (hands, weight) = match part.split_once(':') {
                    Some((hands, weight)) => (hands, parse_weight(weight).map_err(error)?),
                    None => (part, 1.0),
                };
                combos.clear();
                parse_part(hands, &mut combos)
                    .map_err(|reason| error(advice(hands).unwrap_or(reason)))?;
                if is_random(hands) {
                    combos.retain(|c| c.set().difference(deck).is_empty());
                } else if let Some(reason) = outside(deck, combos.iter().flat_map(|c| c.cards())) {
                    return Err(error(reason));
                }
                weights.extend(combos.iter().map(|&c| (c, weight)));
            }
            if weights.is_empty() {
                return Err(RangeError {
                    part: text.to_owned(),
                    reason: "the range is empty".to_owned(),
                });
            }
            weights.retain(|_, w| *w > 0.0);
            if weights.is_empty() {
                return Err(RangeError {
                    part: text.to_owned(),
                    reason: "every combo has weight 0".to_owned(),
                });
            }
        }
        Ok(Range {
            text: text.to_owned(),
            combos: weights.keys().copied().collect(),
            weights: weights.into_values().collect(),
        })
    }

    /// The range of exactly these two hole cards.
    pub fn hole(combo: Combo) -> Range {
        Range {
            text: combo.to_string(),
            combos: vec![combo],
            weights: vec![1.0],
        }
    }

    /// The combos, each once, in a fixed order.
    pub fn combos(&self) -> &[Combo] {
        &self.combos
    }

    /// The combos' weights, in the order of [`Range::combos`]: each in (0, 1], 1 where
    /// the range gave none.
    pub fn weights(&self) -> &[f64] {
        &self.weights
    }

    /// Whether any combo carries a weight other than 1.
    pub fn is_weighted(&self) -> bool {
        self.weights.iter().any(|&w| w != 1.0)
    }

    /// Number of combos.
    pub fn len(&self) -> usize {
        self.combos.len()
    }

    /// Always false for a parsed range (an empty range is an error).
    pub fn is_empty(&self) -> bool {
        self.combos.is_empty()
    }

    /// The text the range was read from (or the combo, for [`Range::hole`]).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// True when the range is one pair of hole cards: a hand, not a range.
    pub fn is_hand(&self) -> bool {
        self.combos.len() == 1
    }

    /// The range cut into parts of equal weight, each part unweighted (text unchanged),
    /// heaviest first.
    pub(crate) fn split_by_weight(&self) -> Vec<(f64, Range)> {
        let mut distinct = self.weights.clone();
        distinct.sort_by(|a, b| b.total_cmp(a));
        distinct.dedup();
        distinct
            .into_iter()
            .map(|weight| {
                let part = self.filtered_weighted(|_, w| w == weight);
                let weights = vec![1.0; part.combos.len()];
                (weight, Range { weights, ..part })
            })
            .collect()
    }

    /// The combos that `keep` accepts, weights kept, under a new name.
    pub(crate) fn renamed(&self, text: &str, keep: impl Fn(Combo) -> bool) -> Range {
        Range {
            text: text.to_owned(),
            ..self.filtered(keep)
        }
    }

    /// The same range with only the combos that `keep` accepts (text unchanged).
    pub(crate) fn filtered(&self, keep: impl Fn(Combo) -> bool) -> Range {
        self.filtered_weighted(|c, _| keep(c))
    }

    fn filtered_weighted(&self, keep: impl Fn(Combo, f64) -> bool) -> Range {
        let (combos, weights) = self
            .combos
            .iter()
            .zip(&self.weights)
            .filter(|&(&c, &w)| keep(c, w))
            .unzip();
        Range {
            text: self.text.clone(),
            combos,
            weights,
        }
    }
}

impl FromStr for Range {
    type Err = RangeError;
    fn from_str(text: &str) -> Result<Range, RangeError> {
        Range::parse(text)
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// A hand class: a pair, or two ranks with suited (`Some(true)`), offsuit (`Some(false)`)
/// or both (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Pair(Rank),
    Cards {
        high: Rank,
        low: Rank,
        suited: Option<bool>,
    },
}

/// Whether a part is every combo: `random`, `any` or `*`.
fn is_random(part: &str) -> bool {
    part == "*" || part.eq_ignore_ascii_case("random") || part.eq_ignore_ascii_case("any")
}

fn parse_part(part: &str, out: &mut Vec<Combo>) -> Result<(), String> {
    if is_random(part) {
        for a in Card::all() {
            for b in Card::all().filter(|&b| b < a) {
                out.extend(Combo::new(a, b));
            }
        }
        return Ok(());
    }
    if let Some((from, to)) = part.split_once('-') {
        let (from, to) = (parse_class(from)?, parse_class(to)?);
        return match (from, to) {
            (Class::Pair(a), Class::Pair(b)) => {
                for rank in ranks(a.min(b)..=a.max(b)) {
                    expand(Class::Pair(rank), out);
                }
                Ok(())
            }
            (
                Class::Cards { suited, .. },
                Class::Cards {
                    suited: suited2, ..
                },
            ) if suited != suited2 => Err(
                "the two ends must have the same suitedness (both s, both o or neither)".to_owned(),
            ),
            (
                Class::Cards { high, low, suited },
                Class::Cards {
                    high: high2,
                    low: low2,
                    ..
                },
            ) => dash_of_cards([(high, low), (high2, low2)], suited, out),
            _ => Err(
                "the two ends must both be pairs (99-66) or both two ranks (A5s-A2s, \
                 JTs-87s)"
                    .to_owned(),
            ),
        };
    }
    if let Some(base) = part.strip_suffix('+') {
        match parse_class(base)? {
            Class::Pair(rank) => {
                for rank in ranks(rank..) {
                    expand(Class::Pair(rank), out);
                }
            }
            Class::Cards { high, low, suited } => {
                for low in ranks(low..high) {
                    expand(Class::Cards { high, low, suited }, out);
                }
            }
        }
        return Ok(());
    }
    if let Ok(class) = parse_class(part) {
        expand(class, out);
        return Ok(());
    }
    // Not a hand class: it must be two exact cards.
    match parse_cards(part) {
        Ok(cards) => match cards[..] {
            [a, b] => {
                out.extend(Combo::new(a, b));
                Ok(())
            }
            _ => Err(format!(
                "a combo is two cards, like AhKh; this has {}",
                cards.len()
            )),
        },
        Err(card_error) => {
            let class_error = parse_class(part).err().unwrap_or_default();
            // Report whichever reading the part looks closer to.
            // Cards alternate rank and suit: "AhKx" is cards, "AKss" a class.
            let looks_like_cards = part.chars().count() >= 4
                && !part.contains(['+', '-'])
                && part
                    .chars()
                    .nth(1)
                    .is_some_and(|c| Suit::from_symbol(c).is_some());
            Err(if looks_like_cards {
                card_error.to_string()
            } else {
                class_error
            })
        }
    }
}

/// A dash between two non-pairs: a falling second card under a fixed first one (`A5s-A2s`,
/// `KQo-K9o`), or a ladder of the same gap (connectors `JTs-87s`, one-gappers `T8s-64s`).
fn dash_of_cards(
    ends: [(Rank, Rank); 2],
    suited: Option<bool>,
    out: &mut Vec<Combo>,
) -> Result<(), String> {
    let [(high, low), (high2, low2)] = ends;
    if high == high2 {
        for low in ranks(low.min(low2)..=low.max(low2)) {
            expand(Class::Cards { high, low, suited }, out);
        }
        return Ok(());
    }
    let gap = high.index() - low.index();
    if gap != high2.index() - low2.index() {
        return Err(
            "the two ends must have the same gap (JTs-87s, T8s-64s) or the same first \
                    rank (A5s-A2s)"
                .to_owned(),
        );
    }
    for high in ranks(high.min(high2)..=high.max(high2)) {
        if let Some(low) = Rank::from_index(high.index() - gap) {
            expand(Class::Cards { high, low, suited }, out);
        }
    }
    Ok(())
}

/// A part's weight: a fraction from 0 to 1 (`0.5`, `.25`) or a percentage (`75%`).
fn parse_weight(text: &str) -> Result<f64, String> {
    let (number, per, most) = match text.strip_suffix('%') {
        Some(number) => (number, 100.0, "100%"),
        None => (text, 1.0, "1"),
    };
    let bad = || {
        format!(
            "'{}' is not a weight: write a fraction from 0 to 1 (AKs:0.5) or a percentage \
             (AKs:50%), with no space around the colon",
            crate::error::visible(text)
        )
    };
    // Digits and one point only: no signs, exponents, `inf` or `NaN`.
    let plain = !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number.matches('.').count() <= 1
        && number != ".";
    let value = number
        .parse::<f64>()
        .ok()
        .filter(|_| plain)
        .ok_or_else(bad)?
        / per;
    if value > 1.0 {
        return Err(format!("weight '{text}' is more than {most}"));
    }
    Ok(value)
}

/// Range advice for the usual slips, before the parser's own reason (which for some of
/// these would be about cards): a misspelt `random`, a ten written `10`, `+` with a dash.
fn advice(part: &str) -> Option<String> {
    let lower = part.to_ascii_lowercase();
    if lower.len() >= 3 && lower.chars().all(|c| c.is_ascii_alphabetic()) {
        let close = "random".starts_with(&lower) || edit_distance(&lower, "random") <= 2;
        if close {
            return Some("did you mean `random`?".to_owned());
        }
    }
    if part.contains("10") {
        let fixed = part.replace("10", "T");
        if parse_part(&fixed, &mut Vec::new()).is_ok() {
            return Some(format!(
                "tens are `T` or `10` in a card (10h) but `T` in a range class: `{fixed}`"
            ));
        }
    }
    let (plus, dash) = (part.contains('+'), part.contains('-'));
    if plus && dash {
        return Some(
            "use `+` (KK+: KK and better) or a dash (KK-99: KK down to 99), not both".to_owned(),
        );
    }
    if part.starts_with('-') || part.ends_with('-') {
        return Some("a dash range needs both ends, like 99-66 or A5s-A2s".to_owned());
    }
    None
}

/// Levenshtein distance of two short ASCII words.
#[allow(clippy::indexing_slicing)] // j + 1 <= b.len() and the row has b.len() + 1 entries
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.as_bytes().iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let next = (diagonal + usize::from(x != y))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The ranks in `span`, lowest first.
fn ranks(span: impl std::ops::RangeBounds<Rank>) -> impl Iterator<Item = Rank> {
    Rank::ALL.into_iter().filter(move |r| span.contains(r))
}

fn parse_class(text: &str) -> Result<Class, String> {
    let chars: Vec<char> = text.chars().collect();
    let rank = |c: char| {
        Rank::from_symbol(c).ok_or_else(|| format!("'{c}' is not a rank (2-9, T, J, Q, K, A)"))
    };
    let (a, b, suffix) = match chars[..] {
        [a, b] => (rank(a)?, rank(b)?, None),
        [a, b, s] => (rank(a)?, rank(b)?, Some(s)),
        _ => {
            return Err(
                "expected a hand class like QQ, AKs, AKo or AK, optionally with + or a dash \
                 range, or two cards like AhKh"
                    .to_owned(),
            );
        }
    };
    let suited = match suffix.map(|c| c.to_ascii_lowercase()) {
        None => None,
        Some('s') => Some(true),
        Some('o') => Some(false),
        Some(other) => {
            return Err(format!(
                "'{other}' is not a suffix: use s (suited), o (offsuit) or nothing (both)"
            ));
        }
    };
    if a == b {
        return match suited {
            None => Ok(Class::Pair(a)),
            Some(_) => Err("a pair is neither suited nor offsuit".to_owned()),
        };
    }
    Ok(Class::Cards {
        high: a.max(b),
        low: a.min(b),
        suited,
    })
}

fn expand(class: Class, out: &mut Vec<Combo>) {
    for s in Suit::ALL {
        for t in Suit::ALL {
            let combo = match class {
                Class::Pair(rank) if s < t => Combo::new(Card::new(rank, s), Card::new(rank, t)),
                Class::Cards { high, low, suited }
                    if suited.is_none_or(|suited| suited == (s == t)) =>
                {
                    Combo::new(Card::new(high, s), Card::new(low, t))
                }
                _ => None,
            };
            out.extend(combo);
        }
    }
}

#[cfg(test)]
mod tests;
