//! Reads one hand's text: the TOML that PHH files are written in, and the action
//! notation inside its strings.
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
use super::hand::{Act, Action, Cards, Chips, Hand, Show, Source};
use crate::card::{Card, Rank, Suit};

/// A number as written: an amount, or `inf`.
#[derive(Clone, Copy)]
enum Number {
    Finite(Chips, u8),
    Infinite,
}

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
    /// The common keys read, one bit each (see `COMMON_KEYS`), and the others.
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

/// The keys PHH files usually have, checked for repeats with one bit each.
const COMMON_KEYS: [&str; 24] = [
    "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in",
    "small_bet", "big_bet", "min_bet", "starting_stacks", "actions", "players", "winnings",
    "hand", "venue", "time", "day", "month", "year", "seats", "table", "currency_symbol",
    "time_zone_abbreviation", "event", "currency",
];

impl<'a> Fields<'a> {
    /// Whether `key` has not been read before in this hand (and now counts as read).
    fn first_time(&mut self, key: &Cow<'a, str>) -> bool {
        match COMMON_KEYS.iter().position(|&k| k == key) {
            Some(bit) => {
                let new = self.common & 1 << bit == 0;
                self.common |= 1 << bit;
                new
            }
            None if self.seen.contains(key) => false,
            None => {
                self.seen.push(key.clone());
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

/// A cursor over the hand's text that counts lines as it passes them.
struct Reader<'a> {
    str: &'a str,
    text: &'a [u8],
    pos: usize,
    line: u64,
    /// The most decimal places of any amount read.
    decimals: u8,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    /// Spaces and tabs.
    fn blanks(&mut self) {
        while let Some(b' ' | b'\t') = self.peek() {
            self.pos += 1;
        }
    }

    /// A comment's rest of the line (not its newline).
    fn comment(&mut self) {
        if self.peek() == Some(b'#') {
            let rest = self.text.get(self.pos..).unwrap_or_default();
            self.pos += memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        }
    }

    /// Blanks, comments and newlines (between lines, and inside arrays).
    fn space(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r') => self.pos += 1,
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                }
                Some(b'#') => self.comment(),
                _ => return,
            }
        }
    }

    /// The end of a `key = value` line: blanks, perhaps a comment, then a newline.
    fn end_of_line(&mut self, key: &str) -> Result<(), Problem> {
        self.blanks();
        self.comment();
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => Ok(()),
            Some(b'\r') if self.text.get(self.pos + 1) == Some(&b'\n') => Ok(()),
            Some(_) => Err(Problem::syntax(format!(
                "unexpected '{}' after the value of '{key}'",
                self.token()
            ))),
        }
    }

    /// The text from here to the next blank, comma, bracket or line end, for messages.
    fn token(&self) -> String {
        let rest = self.text.get(self.pos..).unwrap_or_default();
        let end = rest
            .iter()
            .position(|b| b" \t\r\n,]#".contains(b))
            .unwrap_or(rest.len())
            .clamp(1, 40);
        String::from_utf8_lossy(rest.get(..end).unwrap_or(rest)).into_owned()
    }

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
            if !fields.first_time(&key) {
                return Err(Problem::field(&key, "is given twice"));
            }
            self.value(&key, fields)?;
            self.end_of_line(&key)?;
        }
    }

    fn key(&mut self) -> Result<Cow<'a, str>, Problem> {
        if let Some(b'"' | b'\'') = self.peek() {
            return self.string();
        }
        let start = self.pos;
        while let Some(b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-') = self.peek() {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(match self.peek() {
                Some(b'[') => Problem::syntax(
                    "a table header inside a hand: a .phhs file's sections are [N] lines at the \
                     start of a line",
                ),
                _ => Problem::syntax(format!("expected a key, found '{}'", self.token())),
            });
        }
        if self.peek() == Some(b'.') {
            return Err(Problem::Unsupported(
                "dotted keys are not part of PHH".into(),
            ));
        }
        Ok(self.text_of(start, self.pos))
    }

    fn text_of(&self, start: usize, end: usize) -> Cow<'a, str> {
        // The text is UTF-8 (checked once) and every cut is at an ASCII byte.
        Cow::Borrowed(self.str.get(start..end).unwrap_or_default())
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

    /// `[item, item, …]` over any number of lines, a trailing comma allowed.
    fn array(
        &mut self,
        mut item: impl FnMut(&mut Reader<'a>) -> Result<(), Problem>,
    ) -> Result<(), Problem> {
        if self.peek() != Some(b'[') {
            return Err(Problem::syntax(format!(
                "should be an array, not '{}'",
                self.token()
            )));
        }
        self.pos += 1;
        loop {
            self.space();
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok(());
                }
                None => return Err(Problem::syntax("ends before its array is closed with ']'")),
                _ => {}
            }
            item(self)?;
            self.space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                None => return Err(Problem::syntax("ends before its array is closed with ']'")),
                Some(_) => {
                    return Err(Problem::syntax(format!(
                        "expected ',' or ']' in the array, found '{}'",
                        self.token()
                    )));
                }
            }
        }
    }

    /// A literal ('…') or basic ("…") string on one line.
    fn string(&mut self) -> Result<Cow<'a, str>, Problem> {
        let quote = match self.peek() {
            Some(quote @ (b'"' | b'\'')) => quote,
            _ => {
                return Err(Problem::syntax(format!(
                    "expected a string, found '{}'",
                    self.token()
                )));
            }
        };
        if self.text.get(self.pos..self.pos + 3) == Some(&[quote; 3][..]) {
            return Err(Problem::Unsupported(
                "multi-line strings are not part of PHH's fields".into(),
            ));
        }
        self.pos += 1;
        let start = self.pos;
        let rest = self.text.get(start..).unwrap_or_default();
        let end = memchr::memchr3(quote, b'\\', b'\n', rest).map(|i| start + i);
        match end {
            Some(end) if self.text.get(end) == Some(&quote) => {
                self.pos = end + 1;
                Ok(self.text_of(start, end))
            }
            Some(end) if quote == b'"' && self.text.get(end) == Some(&b'\\') => {
                self.basic_string(start)
            }
            Some(end) if self.text.get(end) == Some(&b'\\') => {
                // A backslash in a literal string is itself.
                let close = memchr::memchr2(quote, b'\n', rest)
                    .map(|i| start + i)
                    .filter(|&i| self.text.get(i) == Some(&quote));
                match close {
                    Some(close) => {
                        self.pos = close + 1;
                        Ok(self.text_of(start, close))
                    }
                    None => Err(Problem::syntax(
                        "has a string that is not closed on its line",
                    )),
                }
            }
            _ => Err(Problem::syntax(
                "has a string that is not closed on its line",
            )),
        }
    }

    /// A basic string with escapes, from just after its opening quote.
    fn basic_string(&mut self, start: usize) -> Result<Cow<'a, str>, Problem> {
        let mut out = String::new();
        let rest = std::str::from_utf8(self.text.get(start..).unwrap_or_default())
            .map_err(|_| Problem::syntax("the text is not UTF-8"))?;
        let mut chars = rest.char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos = start + i + 1;
                    return Ok(Cow::Owned(out));
                }
                '\n' => break,
                '\\' => {
                    let escaped = match chars.next().map(|(_, c)| c) {
                        Some('n') => '\n',
                        Some('t') => '\t',
                        Some('r') => '\r',
                        Some('b') => '\u{8}',
                        Some('f') => '\u{c}',
                        Some('"') => '"',
                        Some('\\') => '\\',
                        Some(kind @ ('u' | 'U')) => {
                            let digits = if kind == 'u' { 4 } else { 8 };
                            let hex: String = chars.by_ref().take(digits).map(|(_, c)| c).collect();
                            u32::from_str_radix(&hex, 16)
                                .ok()
                                .filter(|_| hex.len() == digits)
                                .and_then(char::from_u32)
                                .ok_or_else(|| {
                                    Problem::syntax(format!("has a bad escape '\\{kind}{hex}'"))
                                })?
                        }
                        other => {
                            return Err(Problem::syntax(format!(
                                "has an unknown escape '\\{}'",
                                other.map(String::from).unwrap_or_default()
                            )));
                        }
                    };
                    out.push(escaped);
                }
                c => out.push(c),
            }
        }
        Err(Problem::syntax(
            "has a string that is not closed on its line",
        ))
    }

    fn boolean(&mut self) -> Result<bool, Problem> {
        match self.bare()?.as_ref() {
            "true" => Ok(true),
            "false" => Ok(false),
            other => Err(Problem::syntax(format!(
                "should be true or false, not '{other}'"
            ))),
        }
    }

    /// A bare value (number, boolean, date or time): up to a comma, bracket, comment or
    /// line end, trimmed. A date and a time may be separated by one space.
    fn bare(&mut self) -> Result<Cow<'a, str>, Problem> {
        let start = self.pos;
        while let Some(byte) = self.peek() {
            if b",]#\n\r\t".contains(&byte) {
                break;
            }
            if byte == b' ' && !self.date_space(start) {
                break;
            }
            self.pos += 1;
        }
        if self.pos == start {
            return Err(Problem::syntax(format!(
                "expected a value, found '{}'",
                self.token()
            )));
        }
        Ok(self.text_of(start, self.pos))
    }

    /// Whether the space at the cursor joins a date (`1979-05-27`) to a time.
    fn date_space(&self, start: usize) -> bool {
        let before = self.text.get(start..self.pos).unwrap_or_default();
        before.len() == 10
            && before.get(4) == Some(&b'-')
            && self.text.get(self.pos + 1).is_some_and(u8::is_ascii_digit)
            && self.text.get(self.pos + 3) == Some(&b':')
    }

    /// A TOML integer or float as an exact amount in millionths.
    fn number(&mut self) -> Result<Number, Problem> {
        let token = self.bare()?;
        parse_number(&token).inspect(|number| {
            if let Number::Finite(_, decimals) = number {
                self.decimals = self.decimals.max(*decimals);
            }
        })
    }

    /// Any value of a field this reader does not use, checked for syntax.
    fn skip_value(&mut self) -> Result<(), Problem> {
        match self.peek() {
            Some(b'"' | b'\'') => self.string().map(drop),
            Some(b'[') => self.array(|reader| reader.skip_value()),
            Some(b'{') => Err(Problem::Unsupported(
                "inline tables are not part of PHH's fields".into(),
            )),
            _ => self.bare().map(drop),
        }
    }
}

/// `300`, `-1_000`, `0.50`, `1.5e3`, `inf`: exact in millionths, with the decimal places
/// written (`0.50` has two: the odd chip is a cent).
fn parse_number(token: &str) -> Result<Number, Problem> {
    if let Some(number) = plain_number(token.as_bytes()) {
        return Ok(number);
    }
    let bad = || Problem::syntax(format!("has '{token}', which is not a number"));
    let (negative, body) = match token.as_bytes().first() {
        Some(b'-') => (true, token.get(1..).unwrap_or_default()),
        Some(b'+') => (false, token.get(1..).unwrap_or_default()),
        _ => (false, token),
    };
    if body == "inf" {
        return if negative {
            Err(bad())
        } else {
            Ok(Number::Infinite)
        };
    }
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (
            body.get(..i).unwrap_or_default(),
            body.get(i + 1..)
                .unwrap_or_default()
                .parse::<i32>()
                .map_err(|_| bad())?,
        ),
        None => (body, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits_ok = |part: &str| {
        !part.is_empty()
            && part.bytes().all(|b| b.is_ascii_digit() || b == b'_')
            && !part.starts_with('_')
            && !part.ends_with('_')
            && !part.contains("__")
    };
    if !digits_ok(whole) || (mantissa.contains('.') && !digits_ok(fraction)) {
        return Err(bad());
    }
    let mut value: i128 = 0;
    for byte in whole.bytes().chain(fraction.bytes()).filter(|&b| b != b'_') {
        value = value * 10 + i128::from(byte - b'0');
        if value > i128::from(i64::MAX) * 1_000_000 {
            return Err(Problem::syntax(format!(
                "has '{token}', which is too large"
            )));
        }
    }
    let written = fraction.bytes().filter(|&b| b != b'_').count() as i32 - exponent;
    let shift = 6 - written;
    let scaled = if shift >= 0 {
        10i128
            .checked_pow(shift as u32)
            .and_then(|p| value.checked_mul(p))
    } else {
        let divisor = 10i128.checked_pow((-shift) as u32).unwrap_or(i128::MAX);
        (value % divisor == 0).then(|| value / divisor)
    };
    let scaled = scaled.ok_or_else(|| {
        Problem::syntax(format!(
            "has '{token}', which is too large or finer than a millionth"
        ))
    })?;
    let micros = i64::try_from(scaled)
        .ok()
        .filter(|&v| v <= Chips::UNLIMITED.0)
        .ok_or_else(|| Problem::syntax(format!("has '{token}', which is too large")))?;
    let chips = Chips(if negative { -micros } else { micros });
    Ok(Number::Finite(chips, written.clamp(0, 6) as u8))
}

/// The common case, quickly: digits, perhaps a point and one to six more digits (`300`,
/// `0.50`); `None` for anything else, which the general reader then takes.
fn plain_number(token: &[u8]) -> Option<Number> {
    let point = memchr::memchr(b'.', token).unwrap_or(token.len());
    let (whole, fraction) = (token.get(..point)?, token.get(point + 1..).unwrap_or_default());
    let digits_only = |part: &[u8]| part.iter().all(u8::is_ascii_digit);
    if whole.is_empty()
        || whole.len() > 9
        || fraction.len() > 6
        || (point < token.len() && fraction.is_empty())
        || !digits_only(whole)
        || !digits_only(fraction)
    {
        return None;
    }
    let value = |part: &[u8]| part.iter().fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
    let scale = 10i64.pow(6 - fraction.len() as u32);
    let micros = value(whole) * Chips::SCALE + value(fraction) * scale;
    Some(Number::Finite(Chips(micros), fraction.len() as u8))
}

/// One action string: `d dh p1 AhKh`, `p2 cbr 300 # shove`, or a comment or blank (no
/// action).
fn parse_action(text: &str) -> Result<Option<Act>, Problem> {
    let bad = |message: &str| Problem::Action {
        action: text.to_owned(),
        message: message.to_owned(),
    };
    let notation = match memchr::memchr(b'#', text.as_bytes()) {
        Some(hash) => text.get(..hash).unwrap_or_default(),
        None => text,
    };
    // Five words at most; a sixth marks the action as too long.
    let mut words = [""; 6];
    let mut count = 0;
    for word in notation.split_ascii_whitespace() {
        match words.get_mut(count) {
            Some(slot) => *slot = word,
            None => break,
        }
        count += 1;
    }
    let words = words.get(..count).unwrap_or_default();
    let player = |word: &str| -> Result<usize, Problem> {
        word.strip_prefix('p')
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&n| n >= 1 && word.len() <= 4)
            .map(|n| n - 1)
            .ok_or_else(|| bad(&format!("'{word}' is not a player (p1, p2, …)")))
    };
    let cards = |word: &str| parse_cards(word).map_err(|message| bad(&message));
    let act = match words {
        [] => return Ok(None),
        ["d", "db", board] => Act::DealBoard(cards(board)?),
        ["d", "dh", who, hole] => Act::DealHole {
            player: player(who)?,
            cards: cards(hole)?,
        },
        ["d", ..] => {
            return Err(bad(
                "the dealer deals hole cards (d dh p1 AhKh) or the board (d db AcKdQs)",
            ));
        }
        [who, "f"] => Act::Fold(player(who)?),
        [who, "cc"] => Act::CheckCall(player(who)?),
        [who, "pb"] => Act::BringIn(player(who)?),
        [who, "cbr", amount] => {
            let amount = match parse_number(amount) {
                Ok(Number::Finite(chips, _)) if chips > Chips::ZERO => chips,
                _ => return Err(bad(&format!("'{amount}' is not a positive amount"))),
            };
            Act::BetRaiseTo(player(who)?, amount)
        }
        [who, "sd"] => Act::Discard(player(who)?, Cards::EMPTY),
        [who, "sd", discards] => Act::Discard(player(who)?, cards(discards)?),
        [who, "sm"] => Act::ShowMuck(player(who)?, Show::Muck),
        [who, "sm", "-"] => Act::ShowMuck(player(who)?, Show::Dealt),
        [who, "sm", shown] => Act::ShowMuck(player(who)?, Show::Cards(cards(shown)?)),
        [_, action, ..] => {
            return Err(bad(&format!(
                "'{action}' is not an action with these arguments (f, cc, cbr AMOUNT, pb, sd [CARDS], sm [CARDS])"
            )));
        }
        [_] => return Err(bad("an actor without an action")),
    };
    Ok(Some(act))
}

/// Cards written together, two characters each (`AhKh`, `????`); ranks `23456789TJQKA`,
/// suits `cdhs`, `??` for an unknown card.
fn parse_cards(word: &str) -> Result<Cards, String> {
    let bytes = word.as_bytes();
    if bytes.len() % 2 != 0 {
        return Err(format!(
            "'{word}' is not cards: each card is two characters (Ah, ??)"
        ));
    }
    let mut cards = Cards::EMPTY;
    for pair in bytes.chunks_exact(2) {
        let card = match pair {
            [b'?', b'?'] => None,
            &[rank, suit] => {
                let rank = b"23456789TJQKA"
                    .iter()
                    .position(|&r| r == rank)
                    .and_then(Rank::from_index);
                let suit = suit
                    .is_ascii_lowercase()
                    .then(|| Suit::from_ascii(suit))
                    .flatten();
                match (rank, suit) {
                    (Some(rank), Some(suit)) => Some(Card::new(rank, suit)),
                    _ => {
                        return Err(format!(
                            "'{}' is not a card (ranks 23456789TJQKA, suits cdhs, ?? unknown)",
                            String::from_utf8_lossy(pair)
                        ));
                    }
                }
            }
            _ => None,
        };
        if !cards.push(card) {
            return Err(format!("'{word}' names more than {} cards", Cards::MAX));
        }
    }
    if cards.is_empty() {
        return Err("no cards".to_owned());
    }
    Ok(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> Option<(i64, u8)> {
        match parse_number(text).ok()? {
            Number::Finite(chips, decimals) => Some((chips.0, decimals)),
            Number::Infinite => Some((-1, 0)),
        }
    }

    #[test]
    fn numbers_are_exact_with_their_decimals() {
        assert_eq!(number("300"), Some((300_000_000, 0)));
        assert_eq!(number("0.50"), Some((500_000, 2)));
        assert_eq!(number("200.30"), Some((200_300_000, 2)));
        assert_eq!(number("1_000"), Some((1_000_000_000, 0)));
        assert_eq!(number("1.5e3"), Some((1_500_000_000, 0)));
        assert_eq!(number("25e-2"), Some((250_000, 2)));
        assert_eq!(number("+7"), Some((7_000_000, 0)));
        assert_eq!(number("-0.5"), Some((-500_000, 1)));
        assert_eq!(number("inf"), Some((-1, 0)));
        for bad in [
            "",
            "1.",
            ".5",
            "1__0",
            "_1",
            "0x10",
            "nan",
            "1.0000001",
            "-inf",
            "1e",
            "9e30",
        ] {
            assert_eq!(number(bad), None, "{bad}");
        }
    }

    #[test]
    fn actions_in_every_form() {
        let act = |text| parse_action(text).unwrap().unwrap();
        let cards = |text| parse_cards(text).unwrap();
        assert_eq!(
            act("d dh p1 AhKh"),
            Act::DealHole {
                player: 0,
                cards: cards("AhKh")
            }
        );
        assert_eq!(act("  d db 2c3d4s # flop"), Act::DealBoard(cards("2c3d4s")));
        assert_eq!(act("p3 cbr 12.5"), Act::BetRaiseTo(2, Chips(12_500_000)));
        assert_eq!(
            act("p2 sm ??Ad"),
            Act::ShowMuck(1, Show::Cards(cards("??Ad")))
        );
        assert_eq!(act("p2 sm -"), Act::ShowMuck(1, Show::Dealt));
        assert_eq!(act("p2 sm"), Act::ShowMuck(1, Show::Muck));
        assert_eq!(act("p9 sd"), Act::Discard(8, Cards::EMPTY));
        assert_eq!(parse_action("# burn card exposed").unwrap(), None);
        assert_eq!(parse_action("   ").unwrap(), None);
        for bad in [
            "p0 f",
            "q1 f",
            "p1 raise 3",
            "p1 cbr -3",
            "p1 cbr x",
            "d dh p1 AhK",
            "d dh p1 Ax2c",
            "d deal",
            "p1",
            "d dh p1 ahKh",
        ] {
            assert!(parse_action(bad).is_err(), "{bad}");
        }
        assert_eq!(cards("??Ad").to_string(), "??Ad");
        assert_eq!(cards("??Ad").known().count(), 1);
    }

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
