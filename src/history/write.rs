//! A [`HandHistory`] written as PHH: the text a `.phh` file holds (or a `.phhs` section's
//! body), which handrank's reader and pokerkit read back to the same hand. Amounts are
//! written with the hand's decimal places (`0.50`, not `0.5`), so the finest amount, the
//! odd chip of a split, reads back the same. handrank's own fields are PHH's user-defined
//! `_` keys (`_rake`, `_runs`), which other readers skip.

use std::fmt::{self, Write};

use super::hand::{Chips, HandHistory};

/// `HandHistory` as PHH text (`format!("{}", Phh(&hand))`).
///
/// ```
/// use handrank::history::{self, Phh};
/// let text = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.50, 1]\n\
///     min_bet = 1\nstarting_stacks = [50, 50]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\n";
/// let hand = history::read_str(text, "a.phh")?;
/// let written = Phh(&hand).to_string();
/// assert!(written.contains("blinds_or_straddles = [0.50, 1.00]\n"));
/// let mut again = history::read_str(&written, "b.phh")?;
/// again.source = hand.source.clone();
/// assert_eq!(again.actions.len(), hand.actions.len());
/// # Ok::<(), handrank::history::HistoryError>(())
/// ```
pub struct Phh<'a>(pub &'a HandHistory);

impl fmt::Display for Phh<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hand = self.0;
        let places = hand.decimals;
        let amount = |f: &mut fmt::Formatter<'_>, chips: Chips| fixed(f, chips, places);
        let amounts = |f: &mut fmt::Formatter<'_>, key: &str, values: &[Chips]| {
            write!(f, "{key} = [")?;
            for (i, &value) in values.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                amount(f, value)?;
            }
            f.write_str("]\n")
        };
        writeln!(f, "variant = '{}'", hand.variant)?;
        if hand.ante_trimming {
            f.write_str("ante_trimming_status = true\n")?;
        }
        amounts(f, "antes", &hand.antes)?;
        if !hand.blinds_or_straddles.is_empty() {
            amounts(f, "blinds_or_straddles", &hand.blinds_or_straddles)?;
        }
        for (key, value) in [
            ("bring_in", hand.bring_in),
            ("small_bet", hand.small_bet),
            ("big_bet", hand.big_bet),
            ("min_bet", hand.min_bet),
        ] {
            if let Some(value) = value {
                write!(f, "{key} = ")?;
                amount(f, value)?;
                f.write_char('\n')?;
            }
        }
        f.write_str("starting_stacks = [")?;
        for (i, stack) in hand.starting_stacks.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match stack {
                Some(stack) => amount(f, *stack)?,
                None => f.write_str("inf")?,
            }
        }
        f.write_str("]\nactions = [\n")?;
        for action in &hand.actions {
            writeln!(f, "  '{}',", action.act)?;
        }
        f.write_str("]\n")?;
        if let Some(players) = &hand.players {
            f.write_str("players = [")?;
            for (i, name) in players.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                basic_string(f, name)?;
            }
            f.write_str("]\n")?;
        }
        if let Some(winnings) = &hand.winnings {
            amounts(f, "winnings", winnings)?;
        }
        if let Some(id) = &hand.hand {
            f.write_str("hand = ")?;
            // An integer as PHH writes it, when it reads back as the same text.
            let integer = id.len() < 19
                && id.bytes().all(|b| b.is_ascii_digit())
                && (id == "0" || !id.starts_with('0'));
            if integer {
                f.write_str(id)?;
            } else {
                basic_string(f, id)?;
            }
            f.write_char('\n')?;
        }
        if let Some(rake) = hand.rake {
            f.write_str("_rake = ")?;
            amount(f, rake)?;
            f.write_char('\n')?;
        }
        if hand.rake_unstated {
            f.write_str("_rake_unstated = true\n")?;
        }
        if !hand.runs.is_empty() {
            f.write_str("_runs = [")?;
            for (i, run) in hand.runs.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "'{run}'")?;
            }
            f.write_str("]\n")?;
        }
        Ok(())
    }
}

/// An amount with exactly `places` decimals (`1.00` for a cent-counted hand).
fn fixed(f: &mut fmt::Formatter<'_>, chips: Chips, places: u8) -> fmt::Result {
    let places = u32::from(places.min(6));
    let micros = chips.micros();
    if micros < 0 {
        f.write_char('-')?;
    }
    let micros = micros.unsigned_abs();
    let scale = Chips::SCALE as u64;
    write!(f, "{}", micros / scale)?;
    if places > 0 {
        let fraction = micros % scale / 10u64.pow(6 - places);
        write!(f, ".{fraction:0width$}", width = places as usize)?;
    }
    Ok(())
}

/// A TOML basic string: `"`, `\` and control characters escaped.
fn basic_string(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in text.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            c if c.is_control() => write!(f, "\\u{:04X}", u32::from(c))?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}
