//! Reads one hand's text into a [`Hand`]: its fields, each checked, through the TOML
//! reader (`toml.rs`) and the action notation (`notation.rs`).
//!
//! Why not the `toml` crate: PHH is TOML, but the reader must keep up with a million
//! hands a second on two cores, and `toml` 0.9 parses real-site-like `.phhs` text (the
//! generated no-limit hold'em of `benches/history.rs`, about 700 bytes a hand) at 25 MB/s,
//! 35,700 hands/s on one core (`toml::Table` from a 14 MB file, release build): 14 times
//! too slow before a single action is replayed. So this reads the part of TOML that PHH
//! uses, in one pass with no tree: `key = value` lines with bare or quoted keys, comments,
//! literal and basic strings, integers and decimals (with `_`, exponents, `inf`), booleans,
//! arrays over any number of lines, and dates and times (kept as text). Anything else
//! (inline tables, multi-line strings, dotted keys) is an error naming the field and the
//! line, never a wrong reading. Fields the settlement does not use are checked for syntax
//! and skipped.

use std::borrow::Cow;

use super::error::{HistoryError, Problem};
use super::hand::{Action, Chips, Hand, Source};
use super::notation::parse_action;
use super::toml::{Number, Reader};

/// Reads the text of one hand (for a `.phhs` section, the lines after its header;
/// `first_line` is the file line of the text's first byte).
pub(crate) fn parse_hand(
    text: &[u8],
    source: Source,
    first_line: u64,
) -> Result<Hand, HistoryError> {
    let text = match std::str::from_utf8(text) {
        Ok(text) => text,
        Err(error) => {
            let line = first_line
                + memchr::memchr_iter(b'\n', text.get(..error.valid_up_to()).unwrap_or_default())
                    .count() as u64;
            return Err(HistoryError::new(
                &source,
                Some(line),
                Problem::syntax("the text is not UTF-8"),
            ));
        }
    };
    let mut reader = Reader {
        str: text,
        text: text.as_bytes(),
        pos: 0,
        line: first_line,
        decimals: 0,
    };
    let mut fields = Fields::default();
    match reader.fields(&mut fields) {
        Ok(()) => fields.into_hand(source, reader.decimals),
        Err(problem) => Err(HistoryError::new(&source, Some(reader.line), problem)),
    }
}

#[derive(Default)]
struct Fields<'a> {
    /// The common keys read, one bit each (see `common_key`), and the others.
    common: u32,
    seen: Vec<Cow<'a, str>>,
    variant: Option<String>,
    ante_trimming: Option<bool>,
    antes: Option<Vec<Chips>>,
    blinds_or_straddles: Option<Vec<Chips>>,
    bring_in: Option<Chips>,
    small_bet: Option<Chips>,
    big_bet: Option<Chips>,
    min_bet: Option<Chips>,
    starting_stacks: Option<Vec<Option<Chips>>>,
    actions: Option<Vec<Action>>,
    players: Option<Vec<String>>,
    winnings: Option<Vec<Chips>>,
    hand: Option<String>,
}

/// The bit of each key PHH files usually have, to check them for repeats; other keys are
/// kept in a list.
fn common_key(key: &str) -> Option<u32> {
    Some(match key {
        "variant" => 0,
        "ante_trimming_status" => 1,
        "antes" => 2,
        "blinds_or_straddles" => 3,
        "bring_in" => 4,
        "small_bet" => 5,
        "big_bet" => 6,
        "min_bet" => 7,
        "starting_stacks" => 8,
        "actions" => 9,
        "players" => 10,
        "winnings" => 11,
        "hand" => 12,
        "venue" => 13,
        "time" => 14,
        "day" => 15,
        "month" => 16,
        "year" => 17,
        "seats" => 18,
        "table" => 19,
        "currency_symbol" => 20,
        "time_zone_abbreviation" => 21,
        "event" => 22,
        "currency" => 23,
        _ => return None,
    })
}

impl<'a> Fields<'a> {
    /// Whether `key` has not been read before in this hand (and now counts as read).
    fn first_time(&mut self, key: Cow<'a, str>) -> bool {
        match common_key(&key) {
            Some(bit) => {
                let new = self.common & 1 << bit == 0;
                self.common |= 1 << bit;
                new
            }
            None if self.seen.contains(&key) => false,
            None => {
                self.seen.push(key);
                true
            }
        }
    }

    fn into_hand(self, source: Source, decimals: u8) -> Result<Hand, HistoryError> {
        let missing =
            |field| HistoryError::new(&source, Some(source.line), Problem::Missing(field));
        Ok(Hand {
            variant: self.variant.ok_or_else(|| missing("variant"))?,
            ante_trimming: self.ante_trimming.unwrap_or(false),
            antes: self.antes.ok_or_else(|| missing("antes"))?,
            blinds_or_straddles: self.blinds_or_straddles.unwrap_or_default(),
            bring_in: self.bring_in,
            small_bet: self.small_bet,
            big_bet: self.big_bet,
            min_bet: self.min_bet,
            starting_stacks: self
                .starting_stacks
                .ok_or_else(|| missing("starting_stacks"))?,
            actions: self.actions.ok_or_else(|| missing("actions"))?,
            players: self.players,
            winnings: self.winnings,
            hand: self.hand,
            decimals,
            source,
        })
    }
}

/// The fields of a hand, read by the TOML cursor.
impl<'a> Reader<'a> {
    fn fields(&mut self, fields: &mut Fields<'a>) -> Result<(), Problem> {
        loop {
            self.space();
            if self.peek().is_none() {
                return Ok(());
            }
            let key = self.key()?;
            self.blanks();
            if self.peek() != Some(b'=') {
                return Err(Problem::syntax(format!(
                    "expected '=' after the key '{key}'"
                )));
            }
            self.pos += 1;
            self.blanks();
            if !fields.first_time(key.clone()) {
                return Err(Problem::field(&key, "is given twice"));
            }
            self.value(&key, fields)?;
            self.end_of_line(&key)?;
        }
    }

    fn value(&mut self, key: &str, fields: &mut Fields<'a>) -> Result<(), Problem> {
        let in_field = |problem: Problem| match problem {
            Problem::Syntax(message) => Problem::field(key, message),
            other => other,
        };
        match key {
            "variant" => fields.variant = Some(self.string().map_err(in_field)?.into_owned()),
            "ante_trimming_status" => {
                fields.ante_trimming = Some(self.boolean().map_err(in_field)?)
            }
            "antes" => fields.antes = Some(self.amounts(key)?),
            "blinds_or_straddles" => fields.blinds_or_straddles = Some(self.amounts(key)?),
            "bring_in" => fields.bring_in = Some(self.amount(key)?),
            "small_bet" => fields.small_bet = Some(self.amount(key)?),
            "big_bet" => fields.big_bet = Some(self.amount(key)?),
            "min_bet" => fields.min_bet = Some(self.amount(key)?),
            "winnings" => fields.winnings = Some(self.amounts(key)?),
            "starting_stacks" => {
                let mut stacks = Vec::new();
                self.array(|reader| {
                    stacks.push(match reader.number()? {
                        Number::Finite(chips, _) if chips > Chips::ZERO => Some(chips),
                        Number::Finite(..) => {
                            return Err(Problem::syntax("has a stack that is not positive"));
                        }
                        Number::Infinite => None,
                    });
                    Ok(())
                })
                .map_err(in_field)?;
                fields.starting_stacks = Some(stacks);
            }
            "actions" => {
                let mut actions = Vec::new();
                self.array(|reader| {
                    let line = reader.line;
                    let text = reader.string()?;
                    if let Some(act) = parse_action(&text)? {
                        actions.push(Action { act, line });
                    }
                    Ok(())
                })
                .map_err(in_field)?;
                fields.actions = Some(actions);
            }
            "players" => {
                let mut players = Vec::new();
                self.array(|reader| {
                    players.push(reader.string()?.into_owned());
                    Ok(())
                })
                .map_err(in_field)?;
                fields.players = Some(players);
            }
            "hand" => {
                fields.hand = Some(match self.peek() {
                    Some(b'"' | b'\'') => self.string().map_err(in_field)?.into_owned(),
                    _ => self.bare().map_err(in_field)?.into_owned(),
                })
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

    /// An array of amounts.
    fn amounts(&mut self, key: &str) -> Result<Vec<Chips>, Problem> {
        let mut amounts = Vec::new();
        self.array(|reader| {
            amounts.push(reader.amount(key)?);
            Ok(())
        })
        .map_err(|problem| match problem {
            Problem::Syntax(message) => Problem::field(key, message),
            other => other,
        })?;
        Ok(amounts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Hand, HistoryError> {
        let source = Source {
            file: "t.phh".into(),
            section: None,
            line: 1,
        };
        parse_hand(text.as_bytes(), source, 1)
    }

    #[test]
    fn a_hand_with_comments_multiline_arrays_and_metadata() {
        let hand = read(
            "# A hand\nvariant = \"NT\"  # no-limit\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n\
             min_bet = 2\nstarting_stacks = [200, inf]\nactions = [\n  'd dh p1 AhKh',  # p1\n  \
             'd dh p2 ????',\n  'p2 f',\n]\ntime = 00:00:09\ndate = 1979-05-27 07:32:00\n\
             players = [\"A \\\"B\\\" \\u00e9\", 'C:\\x']\nhand = 42\n_extra = [[1, 2], 'x']\n",
        )
        .unwrap();
        assert_eq!(hand.variant, "NT");
        assert_eq!(hand.starting_stacks, vec![Some(Chips(200_000_000)), None]);
        assert_eq!(hand.actions.len(), 3);
        assert_eq!(hand.actions[1].line, 9);
        assert_eq!(
            hand.players.clone().unwrap(),
            vec!["A \"B\" é".to_owned(), "C:\\x".to_owned()]
        );
        assert_eq!(hand.hand.as_deref(), Some("42"));
        assert_eq!(hand.chip(), Chips(1_000_000));
    }

    #[test]
    fn errors_name_the_field_and_line() {
        let base = "variant = 'NT'\nantes = [0, 0]\nstarting_stacks = [1, 2]\n";
        let cases = [
            (
                format!("{base}actions = ['p1 f'"),
                "t.phh:4: the field 'actions' ends before its array is closed with ']'",
            ),
            (
                format!("{base}actions = []\nantes = [1]\n"),
                "t.phh:5: the field 'antes' is given twice",
            ),
            (
                format!("{base}actions = ['p1 zz']"),
                "t.phh:4: 'p1 zz': 'zz' is not an action",
            ),
            (
                format!("{base}actions = [] x\n"),
                "t.phh:4: unexpected 'x' after the value of 'actions'",
            ),
            (
                format!("{base}min_bet = 1.2.3\nactions = []"),
                "t.phh:4: the field 'min_bet' has '1.2.3', which is not a number",
            ),
            (
                format!("{base}x = {{a = 1}}\nactions = []"),
                "t.phh:4: inline tables",
            ),
            (
                "variant = 'NT'\nactions = []\n".to_owned(),
                "the field 'antes' is missing",
            ),
            (
                format!("{base}actions = ['p1 f']\nplayers = ['a]\n"),
                "t.phh:5: the field 'players' has a string that is not closed",
            ),
        ];
        for (text, expected) in cases {
            let error = read(&text).unwrap_err().to_string();
            assert!(
                error.starts_with(expected) || error.contains(expected),
                "{error} / {expected}"
            );
        }
    }
}
