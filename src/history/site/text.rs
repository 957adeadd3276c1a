//! The pieces every site's text is made of: lines with their numbers, amounts with a
//! currency symbol and thousands separators (`$1,234.50`, `€0.02`, `1,500`), and cards in
//! brackets (`[Ah Kh]`).

use super::super::hand::{Cards, Chips};
use super::super::notation::parse_cards;

/// The lines of a hand's text, each with its file line, without `\r\n` or trailing
/// blanks. Made by [`Lines::of_hand`] over the rest of a chunk, they end before the line
/// that starts the next hand, so a chunk's hands are cut and read in one pass.
pub(crate) struct Lines<'a> {
    text: &'a str,
    line: u64,
    until: Until<'a>,
}

/// Where [`Lines`] end.
#[derive(Clone, Copy)]
enum Until<'a> {
    /// At the end of the text.
    End,
    /// Before a line that starts another hand (the first line, the hand's own header,
    /// never does); `previous` is the last line not blank, as written.
    NextHand { first: bool, previous: &'a str },
}

impl<'a> Lines<'a> {
    /// The lines of `text`, one hand's, the first at file line `first_line`.
    pub(crate) fn new(text: &'a str, first_line: u64) -> Lines<'a> {
        Lines {
            text,
            line: first_line,
            until: Until::End,
        }
    }

    /// The lines of the hand that starts `text` (whole hands of one chunk), up to the
    /// next hand's first line (where `hand_len` cuts a hand).
    pub(crate) fn of_hand(text: &'a str, first_line: u64) -> Lines<'a> {
        Lines {
            text,
            line: first_line,
            until: Until::NextHand {
                first: true,
                previous: "",
            },
        }
    }

    /// The file line of the line last read (the one before the first if none was).
    pub(crate) fn last_line(&self) -> u64 {
        self.line.saturating_sub(1)
    }

    /// The text not read yet, and its first line's number.
    pub(crate) fn rest(&self) -> (&'a str, u64) {
        (self.text, self.line)
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (u64, &'a str);

    fn next(&mut self) -> Option<(u64, &'a str)> {
        if self.text.is_empty() {
            return None;
        }
        if let Until::NextHand {
            first: false,
            previous,
        } = self.until
            && super::starts_hand(previous.as_bytes(), self.text.as_bytes())
        {
            return None;
        }
        let (line, rest) = match memchr::memchr(b'\n', self.text.as_bytes()) {
            Some(end) => (
                self.text.get(..end).unwrap_or_default(),
                self.text.get(end + 1..).unwrap_or_default(),
            ),
            None => (self.text, ""),
        };
        self.text = rest;
        let number = self.line;
        self.line += 1;
        if let Until::NextHand { first, previous } = &mut self.until {
            *first = false;
            if !line.trim_ascii().is_empty() {
                *previous = line;
            }
        }
        Some((number, line.trim_ascii_end()))
    }
}

/// The currency symbols sites write before amounts, as UTF-8.
const CURRENCIES: [&str; 5] = ["$", "€", "£", "¥", "₹"];

/// An amount as sites write it (`$1,234.50`, `€0.02`, `1,500`, `10`): exact, with the
/// decimal places written and whether a currency symbol came first. Commas are thousands
/// separators; at most six decimal places. One pass over the bytes: amounts are most of
/// what a hand's lines hold.
pub(crate) fn amount(token: &str) -> Option<Amount> {
    let bytes = token.as_bytes();
    let (money, digits) = match bytes.first() {
        Some(b'0'..=b'9') => (false, bytes),
        Some(_) => {
            let symbol = CURRENCIES
                .iter()
                .find(|symbol| bytes.starts_with(symbol.as_bytes()))?;
            (true, bytes.get(symbol.len()..).unwrap_or_default())
        }
        None => return None,
    };
    let mut units: i64 = 0;
    let mut rest = digits;
    let mut whole_digits = 0;
    let mut after_comma = false;
    while let Some((&byte, tail)) = rest.split_first() {
        match byte {
            b'0'..=b'9' => {
                units = units.checked_mul(10)?.checked_add(i64::from(byte - b'0'))?;
                whole_digits += 1;
                after_comma = false;
            }
            b',' if whole_digits > 0 && !after_comma => after_comma = true,
            b'.' => break,
            _ => return None,
        }
        rest = tail;
    }
    if whole_digits == 0 || after_comma {
        return None;
    }
    let mut micros: i64 = 0;
    let mut places = 0u32;
    if let Some((_, fraction)) = rest.split_first() {
        if fraction.is_empty() || fraction.len() > 6 {
            return None;
        }
        for &byte in fraction {
            if !byte.is_ascii_digit() {
                return None;
            }
            micros = micros * 10 + i64::from(byte - b'0');
            places += 1;
        }
        // Scaled to millionths once, not a power a digit.
        micros *= 10i64.pow(6 - places);
    }
    let micros = units.checked_mul(Chips::SCALE)?.checked_add(micros)?;
    Some(Amount {
        chips: Chips(micros),
        places: places as u8,
        money,
    })
}

/// An amount read from the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Amount {
    pub chips: Chips,
    /// Decimal places written (`0.50`: two).
    pub places: u8,
    /// Whether a currency symbol came first (money, not tournament chips).
    pub money: bool,
}

/// The amount at the start of `text` and the text after it (one space skipped).
pub(crate) fn leading_amount(text: &str) -> Option<(Amount, &str)> {
    let (value, rest) = crate::affix::split_or_whole(text, b' ');
    Some((amount(value)?, rest))
}

/// The cards in the first `[...]` of `text` (`[Ah Kh]`, `[2c 7d 9h]`), and the text
/// after it.
pub(crate) fn bracket_cards(text: &str) -> Result<(Cards, &str), String> {
    let open = memchr::memchr(b'[', text.as_bytes())
        .ok_or_else(|| format!("'{text}' has no cards in brackets"))?;
    let inside = text.get(open + 1..).unwrap_or_default();
    let close = memchr::memchr(b']', inside.as_bytes())
        .ok_or_else(|| format!("'{text}' has a '[' without its ']'"))?;
    let cards = inside.get(..close).unwrap_or_default();
    let rest = inside.get(close + 1..).unwrap_or_default();
    // The cards joined (`AhKh`) on the stack: at most `Cards::MAX` of two bytes.
    let mut joined = [0u8; 2 * Cards::MAX];
    let mut len = 0;
    for word in cards.split_ascii_whitespace() {
        if word.len() != 2 {
            return Err(format!("'{word}' is not a card (like Ah, Td, 2c)"));
        }
        let slot = joined
            .get_mut(len..len + 2)
            .ok_or_else(|| format!("'{cards}' is more than {} cards", Cards::MAX))?;
        slot.copy_from_slice(word.as_bytes());
        len += 2;
    }
    let joined = std::str::from_utf8(joined.get(..len).unwrap_or_default())
        .map_err(|_| format!("'{cards}' is not cards"))?;
    Ok((parse_cards(joined)?, rest))
}

/// The cards of the last `[...]` of `text` (a street's new cards: `[2c 7d 9h] [Ts]`).
pub(crate) fn last_bracket_cards(text: &str) -> Result<Cards, String> {
    let open = memchr::memrchr(b'[', text.as_bytes())
        .ok_or_else(|| format!("'{text}' has no cards in brackets"))?;
    bracket_cards(text.get(open..).unwrap_or_default()).map(|(cards, _)| cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_with_currencies_separators_and_places() {
        let read = |token| amount(token).map(|a| (a.chips.micros(), a.places, a.money));
        assert_eq!(read("$0.50"), Some((500_000, 2, true)));
        assert_eq!(read("€1,234.5"), Some((1_234_500_000, 1, true)));
        assert_eq!(read("£2"), Some((2_000_000, 0, true)));
        assert_eq!(read("1,500"), Some((1_500_000_000, 0, false)));
        assert_eq!(read("0.000001"), Some((1, 6, false)));
        for bad in [
            "",
            "$",
            "1.",
            ".5",
            "1,",
            "a1",
            "1.0000001",
            "1.2.3",
            "-1",
            "1e3",
            "1,,000",
            ",100",
            "$.5",
            "€",
            "1 000",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
        assert_eq!(
            leading_amount("$2 to $3 and is all-in").map(|(a, rest)| (a.chips, rest)),
            Some((Chips(2_000_000), "to $3 and is all-in"))
        );
    }

    #[test]
    fn cards_in_brackets() {
        let (cards, rest) = bracket_cards("Dealt to ann [Ah Kh] (a pair)").unwrap();
        assert_eq!((cards.to_string().as_str(), rest), ("AhKh", " (a pair)"));
        let river = last_bracket_cards("*** RIVER *** [2c 7d 9h Ts] [Jd]").unwrap();
        assert_eq!(river.to_string(), "Jd");
        assert!(
            bracket_cards("[Ah Kh")
                .unwrap_err()
                .contains("without its ']'")
        );
        assert!(bracket_cards("[Ah 10h]").unwrap_err().contains("'10h'"));
        assert!(bracket_cards("[Ah Kx]").unwrap_err().contains("'Kx'"));
        assert!(
            bracket_cards("[Ah Kh Qh Jh Th 9h 8h 7h 6h]")
                .unwrap_err()
                .contains("more than 8 cards")
        );
        let (eight, _) = bracket_cards("[Ah Kh Qh Jh Th 9h 8h 7h]").unwrap();
        assert_eq!(eight.len(), 8);
    }

    #[test]
    fn lines_are_numbered_and_trimmed() {
        let lines: Vec<_> = Lines::new("a\r\nb  \n\nc", 7).collect();
        assert_eq!(lines, [(7, "a"), (8, "b"), (9, ""), (10, "c")]);
    }
}
