//! Reads one hand's text into a [`HandHistory`]: its fields, each checked, through the TOML
//! reader (`toml.rs`) and the action notation (`notation.rs`).
//!
//! Why not the `toml` crate: PHH is TOML, but the reader must keep up with a million
//! hands a second on two cores, and `toml` 0.9 parses real-site-like `.phhs` text (the
//! generated no-limit hold'em of `benches/history.rs`, about 700 bytes a hand) at 25 MB/s,
//! 35,700 hands/s on one core (`toml::Table` from a 14 MB file, release build): 14 times
//! too slow before a single action is replayed. So this reads the part of TOML that PHH
//! uses, in one pass with no tree: `key = value` lines with bare or quoted keys, comments,
//! strings in every TOML form (basic and literal, one-line and multi-line, escapes),
//! integers and decimals (with `_`, exponents, `inf`), booleans, arrays over any number of
//! lines, and dates and times (kept as text). Anything else (inline tables, dotted keys)
//! is an error naming the field and the line, never a wrong reading. Fields the settlement
//! does not use are checked for syntax and skipped.

use super::error::{HistoryError, Problem};
use super::hand::{Act, Action, Chips, HandHistory, Names};
use super::notation::{parse_action, parse_cards};
use super::number::Number;
use super::per_player::{MAX_SEATS, PerPlayer};
use super::toml::Scanner;

/// Reads the text of one hand (for a `.phhs` section, the lines after its header;
/// `first_line` is the file line of the text's first byte) into `hand`, whose source is
/// set and whose buffers are reused ([`HandHistory::forget_fields`]). Returns the file
/// line after the text: the reader counts lines as it goes, so its caller need not.
pub(crate) fn parse_hand(
    text: &[u8],
    hand: &mut HandHistory,
    first_line: u64,
) -> Result<u64, HistoryError> {
    let text = match simdutf8::basic::from_utf8(text) {
        Ok(text) => text,
        Err(_) => {
            // std's check says where the text stops being UTF-8.
            let valid = std::str::from_utf8(text)
                .err()
                .map_or(0, |e| e.valid_up_to());
            let line = first_line
                + memchr::memchr_iter(b'\n', text.get(..valid).unwrap_or_default()).count() as u64;
            return Err(HistoryError::new(
                &hand.source,
                Some(line),
                Problem::syntax("the text is not UTF-8"),
            ));
        }
    };
    read(text, hand, first_line, false).map(|read| read.line)
}

/// How far [`parse_section`] read.
pub(crate) struct Passed {
    /// The file line after the hand.
    pub line: u64,
    /// The bytes of the hand, up to the next section's header.
    pub len: usize,
    /// Whether a value went over several lines (where a line starting with `[`, which
    /// ends a section wherever it is, could hide).
    pub multiline: bool,
}

/// Reads a `.phhs` section's hand from `text`, the text after its header to the chunk's
/// end, up to the next line that starts with `[` between its fields: the hand's end is
/// found as it is read, not searched for first.
pub(crate) fn parse_section(
    text: &str,
    hand: &mut HandHistory,
    first_line: u64,
) -> Result<Passed, HistoryError> {
    read(text, hand, first_line, true)
}

fn read(
    text: &str,
    hand: &mut HandHistory,
    first_line: u64,
    to_header: bool,
) -> Result<Passed, HistoryError> {
    hand.forget_fields();
    let mut reader = Scanner {
        str: text,
        text: text.as_bytes(),
        pos: 0,
        line: first_line,
        decimals: 0,
    };
    let mut fields = Fields {
        common: 0,
        seen: Vec::new(),
        to_header,
        multiline: false,
        hand,
    };
    match reader.fields(&mut fields) {
        Ok(()) => {
            fields.finish(reader.decimals)?;
            Ok(Passed {
                line: reader.line,
                len: reader.pos,
                multiline: fields.multiline,
            })
        }
        Err(problem) => Err(HistoryError::new(
            &fields.hand.source,
            Some(reader.line),
            problem,
        )),
    }
}

/// The hand as its fields are read, each written straight into the [`HandHistory`] (no
/// field kept apart and moved in at the end), with the keys read so far.
struct Fields<'h> {
    /// The common keys read, one bit each, and the others.
    common: u32,
    seen: Vec<String>,
    /// Whether a line starting with `[` ends the hand (the next `.phhs` section).
    to_header: bool,
    /// Whether a value has gone over several lines.
    multiline: bool,
    hand: &'h mut HandHistory,
}

/// The keys this reader uses, and the others PHH files usually have: each has a bit to
/// check it for repeats (other keys are kept in a list).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    Variant,
    AnteTrimmingStatus,
    Antes,
    BlindsOrStraddles,
    BringIn,
    SmallBet,
    BigBet,
    MinBet,
    StartingStacks,
    Actions,
    Players,
    Winnings,
    Hand,
    /// handrank's own fields (PHH's user-defined `_` keys): a site's rake, or that the
    /// site writes none, and the boards of further runs.
    Rake,
    RakeUnstated,
    Runs,
    // Common keys whose values are only checked for syntax.
    Venue,
    Time,
    Day,
    Month,
    Year,
    Seats,
    Table,
    CurrencySymbol,
    TimeZoneAbbreviation,
    Event,
    Currency,
}

impl Key {
    fn of(key: &str) -> Option<Key> {
        Some(match key {
            "variant" => Key::Variant,
            "ante_trimming_status" => Key::AnteTrimmingStatus,
            "antes" => Key::Antes,
            "blinds_or_straddles" => Key::BlindsOrStraddles,
            "bring_in" => Key::BringIn,
            "small_bet" => Key::SmallBet,
            "big_bet" => Key::BigBet,
            "min_bet" => Key::MinBet,
            "starting_stacks" => Key::StartingStacks,
            "actions" => Key::Actions,
            "players" => Key::Players,
            "winnings" => Key::Winnings,
            "hand" => Key::Hand,
            "_rake" => Key::Rake,
            "_rake_unstated" => Key::RakeUnstated,
            "_runs" => Key::Runs,
            "venue" => Key::Venue,
            "time" => Key::Time,
            "day" => Key::Day,
            "month" => Key::Month,
            "year" => Key::Year,
            "seats" => Key::Seats,
            "table" => Key::Table,
            "currency_symbol" => Key::CurrencySymbol,
            "time_zone_abbreviation" => Key::TimeZoneAbbreviation,
            "event" => Key::Event,
            "currency" => Key::Currency,
            _ => return None,
        })
    }

    fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl Fields<'_> {
    /// Whether `key` has not been read before in this hand (and now counts as read).
    fn first_time(&mut self, key: Option<Key>, name: &str) -> bool {
        match key {
            Some(key) => {
                let new = self.common & key.bit() == 0;
                self.common |= key.bit();
                new
            }
            None if self.seen.iter().any(|seen| seen == name) => false,
            None => {
                self.seen.push(name.to_owned());
                true
            }
        }
    }

    /// Checks that the fields every hand needs were read, and sets the hand's chip.
    fn finish(&mut self, decimals: u8) -> Result<(), HistoryError> {
        let hand = &mut *self.hand;
        // Kept from the hand before (empty) until now: this hand has none.
        if self.common & Key::Players.bit() == 0 {
            hand.players = None;
        }
        if self.common & Key::Hand.bit() == 0 {
            hand.hand = None;
        }
        let required = [
            (Key::Variant, "variant"),
            (Key::Antes, "antes"),
            (Key::StartingStacks, "starting_stacks"),
            (Key::Actions, "actions"),
        ];
        if let Some(&(_, field)) = required
            .iter()
            .find(|(key, _)| self.common & key.bit() == 0)
        {
            let line = hand.source.line;
            return Err(HistoryError::new(
                &hand.source,
                Some(line),
                Problem::Missing(field),
            ));
        }
        // The hand's chip divides every amount, the bets' too (`cbr 1.001` in a hand whose
        // fields write two decimals): the pots are shared out in whole chips.
        hand.decimals = (hand.actions.iter())
            .filter_map(|action| match action.act {
                Act::BetRaiseTo(_, amount) => Some(amount.decimals_needed()),
                _ => None,
            })
            .fold(decimals, u8::max);
        Ok(())
    }
}

/// The error for a per-player array longer than a hand can be.
fn too_many() -> Problem {
    Problem::syntax(format!(
        "has more than {MAX_SEATS} entries: a hand has at most {MAX_SEATS} players"
    ))
}

/// The fields of a hand, read by the TOML cursor.
impl<'a> Scanner<'a> {
    fn fields(&mut self, fields: &mut Fields<'_>) -> Result<(), Problem> {
        loop {
            self.space()?;
            match self.peek() {
                None => return Ok(()),
                Some(b'[') if fields.to_header && self.at_line_start() => return Ok(()),
                _ => {}
            }
            let name = self.key()?;
            self.blanks();
            if self.peek() != Some(b'=') {
                return Err(Problem::syntax(format!(
                    "expected '=' after the key '{name}'"
                )));
            }
            self.pos += 1;
            self.blanks();
            let key = Key::of(&name);
            if !fields.first_time(key, &name) {
                return Err(Problem::field(&name, "is given twice"));
            }
            let line = self.line;
            self.value(key, &name, fields)?;
            fields.multiline |= self.line != line;
            self.end_of_line(&name)?;
        }
    }

    fn value(
        &mut self,
        key: Option<Key>,
        name: &str,
        fields: &mut Fields<'_>,
    ) -> Result<(), Problem> {
        let in_field = |problem: Problem| match problem {
            Problem::Syntax(message) => Problem::field(name, message),
            other => other,
        };
        match key {
            Some(Key::Variant) => {
                let variant = self.string().map_err(in_field)?;
                fields.hand.variant.push_str(&variant);
            }
            Some(Key::AnteTrimmingStatus) => {
                fields.hand.ante_trimming = self.boolean().map_err(in_field)?
            }
            Some(Key::Antes) => self.amounts(name, false, &mut fields.hand.antes)?,
            // A negative entry is a post (pokerkit's meaning): see `HandHistory`.
            Some(Key::BlindsOrStraddles) => {
                self.amounts(name, true, &mut fields.hand.blinds_or_straddles)?
            }
            Some(Key::BringIn) => fields.hand.bring_in = Some(self.amount(name)?),
            Some(Key::SmallBet) => fields.hand.small_bet = Some(self.amount(name)?),
            Some(Key::BigBet) => fields.hand.big_bet = Some(self.amount(name)?),
            Some(Key::MinBet) => fields.hand.min_bet = Some(self.amount(name)?),
            Some(Key::Winnings) => {
                let winnings = fields.hand.winnings.insert(PerPlayer::default());
                self.amounts(name, false, winnings)?
            }
            Some(Key::StartingStacks) => {
                let stacks = &mut fields.hand.starting_stacks;
                let mut decimals = self.decimals;
                let plain = self.plain_numbers(|chips, places| {
                    decimals = decimals.max(places);
                    chips > Chips::ZERO && stacks.push(Some(chips))
                });
                if plain.is_some() {
                    self.decimals = decimals;
                    return Ok(());
                }
                stacks.clear();
                self.array(|reader| {
                    let stack = match reader.number()? {
                        Number::Finite(chips, _) if chips > Chips::ZERO => Some(chips),
                        Number::Finite(..) => {
                            return Err(Problem::syntax("has a stack that is not positive"));
                        }
                        Number::Infinite => None,
                    };
                    stacks.push(stack).then_some(()).ok_or_else(too_many)
                })
                .map_err(in_field)?;
            }
            Some(Key::Actions) => {
                let actions = &mut fields.hand.actions;
                let line = self.line;
                let plain = self.plain_strings(|text| match parse_action(text) {
                    Ok(Some(act)) => {
                        actions.push(Action { act, line });
                        true
                    }
                    Ok(None) => true,
                    Err(_) => false,
                });
                if plain.is_some() {
                    return Ok(());
                }
                actions.clear();
                self.array(|reader| {
                    let line = reader.line;
                    let text = reader.string()?;
                    // An action over several lines is named at the line that opens it.
                    let act = parse_action(&text).inspect_err(|_| reader.line = line)?;
                    if let Some(act) = act {
                        actions.push(Action { act, line });
                    }
                    Ok(())
                })
                .map_err(in_field)?;
            }
            Some(Key::Players) => {
                let names = fields.hand.players.get_or_insert_with(Names::default);
                if self.plain_strings(|name| names.push(name)).is_some() {
                    return Ok(());
                }
                names.clear();
                self.array(|reader| {
                    let name = reader.string()?;
                    names.push(&name).then_some(()).ok_or_else(too_many)
                })
                .map_err(in_field)?;
            }
            Some(Key::Rake) => fields.hand.rake = Some(self.amount(name)?),
            Some(Key::RakeUnstated) => {
                fields.hand.rake_unstated = self.boolean().map_err(in_field)?;
            }
            Some(Key::Runs) => {
                let mut runs = Vec::new();
                self.array(|reader| {
                    let text = reader.string()?;
                    runs.push(parse_cards(&text).map_err(Problem::syntax)?);
                    Ok(())
                })
                .map_err(in_field)?;
                fields.hand.runs = runs;
            }
            Some(Key::Hand) => {
                let text = match self.peek() {
                    Some(b'"' | b'\'') => self.string(),
                    _ => self.bare(),
                };
                let text = text.map_err(in_field)?;
                fields
                    .hand
                    .hand
                    .get_or_insert_with(String::new)
                    .push_str(&text);
            }
            _ => self.skip_value().map_err(in_field)?,
        }
        Ok(())
    }

    /// A non-negative amount.
    fn amount(&mut self, key: &str) -> Result<Chips, Problem> {
        match self.number() {
            Ok(Number::Finite(chips, _)) if chips >= Chips::ZERO => Ok(chips),
            Ok(_) => Err(Problem::field(key, "must be a finite amount, not negative")),
            Err(Problem::Syntax(message)) => Err(Problem::field(key, message)),
            Err(other) => Err(other),
        }
    }

    /// An array of amounts, one per player, into `amounts` (which is empty):
    /// non-negative, or any when `signed`.
    fn amounts(
        &mut self,
        key: &str,
        signed: bool,
        amounts: &mut PerPlayer<Chips>,
    ) -> Result<(), Problem> {
        let mut decimals = self.decimals;
        let plain = self.plain_numbers(|chips, places| {
            decimals = decimals.max(places);
            amounts.push(chips)
        });
        if plain.is_some() {
            self.decimals = decimals;
            return Ok(());
        }
        amounts.clear();
        self.array(|reader| {
            let amount = match signed {
                true => match reader.number()? {
                    Number::Finite(chips, _) => chips,
                    Number::Infinite => return Err(Problem::syntax("must be finite amounts")),
                },
                false => reader.amount(key)?,
            };
            amounts.push(amount).then_some(()).ok_or_else(too_many)
        })
        .map_err(|problem| match problem {
            Problem::Syntax(message) => Problem::field(key, message),
            other => other,
        })
    }
}

#[cfg(test)]
mod tests;
