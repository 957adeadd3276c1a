//! PHH's action notation, inside the `actions` strings: `d dh p1 AhKh` (hole cards),
//! `d db AcKdQs` (the board), `p2 f`, `p2 cc`, `p2 cbr 300`, `p2 pb`, `p2 sd [CARDS]`,
//! `p2 sm [CARDS|-]`, with `# comments`.

use super::error::Problem;
use super::hand::{Act, Cards, Chips, Show};
use super::number::{Number, parse_number, plain_number};
use crate::card::{Card, Rank, Suit};

/// One action string: `d dh p1 AhKh`, `p2 cbr 300 # shove`, or a comment or blank (no
/// action).
pub(super) fn parse_action(text: &str) -> Result<Option<Act>, Problem> {
    if let Some(act) = common_action(text) {
        return Ok(Some(act));
    }
    let bad = |message: &str| Problem::Action {
        action: text.to_owned(),
        message: message.to_owned(),
    };
    // Actions are a few bytes: a plain search beats setting up `memchr`'s.
    let notation = match text.bytes().position(|b| b == b'#') {
        Some(hash) => text.get(..hash).unwrap_or_default(),
        None => text,
    };
    // Five words at most; a sixth marks the action as too long.
    let mut words = [""; 6];
    let mut count = 0;
    for (slot, word) in words.iter_mut().zip(notation.split_ascii_whitespace()) {
        *slot = word;
        count += 1;
    }
    let words = words.get(..count).unwrap_or_default();
    let player = |word: &str| -> Result<usize, Problem> {
        if let &[b'p', digit @ b'1'..=b'9'] = word.as_bytes() {
            return Ok(usize::from(digit - b'1'));
        }
        word.strip_prefix('p')
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&n| n >= 1 && word.len() <= 4)
            .map(|n| n - 1)
            .ok_or_else(|| bad(&format!("'{word}' is not a player (p1, p2, …)")))
    };
    let cards = |word: &str| parse_cards(word).map_err(|message| bad(&message));
    // Cards written apart (`d db Ah Ks 2c`): the action, its cards written together.
    let apart = |before: usize| {
        let mut rest = notation.split_ascii_whitespace().skip(before);
        let (head, cards): (Vec<&str>, String) = (
            notation.split_ascii_whitespace().take(before).collect(),
            rest.by_ref().collect(),
        );
        bad(&format!(
            "the cards are written apart: write them as one word, '{} {cards}'",
            head.join(" ")
        ))
    };
    let one_card = |word: &str| parse_cards(word).is_ok_and(|c| c.len() == 1);
    let act = match words {
        [] => return Ok(None),
        ["d", "db", first, rest @ ..] if !rest.is_empty() && one_card(first) => {
            return Err(apart(2));
        }
        ["d", "dh", _, first, rest @ ..] if !rest.is_empty() && one_card(first) => {
            return Err(apart(3));
        }
        [_, "sm" | "sd", first, rest @ ..] if !rest.is_empty() && one_card(first) => {
            return Err(apart(2));
        }
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

/// The common actions as sites write them, matched at once by their bytes: single
/// spaces, no comment, players `p1` to `p9`, plain amounts. `None` for anything else
/// (or anything wrong), which [`parse_action`] then reads word by word, with its errors;
/// what this matches, that reads the same.
fn common_action(text: &str) -> Option<Act> {
    // The cards from byte `from` to the end (after ASCII, so on a character boundary).
    let cards = |from: usize| parse_cards(text.get(from..)?).ok();
    Some(match text.as_bytes() {
        [
            b'd',
            b' ',
            b'd',
            b'h',
            b' ',
            b'p',
            digit @ b'1'..=b'9',
            b' ',
            ..,
        ] => Act::DealHole {
            player: usize::from(digit - b'1'),
            cards: cards(8)?,
        },
        [b'd', b' ', b'd', b'b', b' ', ..] => Act::DealBoard(cards(5)?),
        [b'p', digit @ b'1'..=b'9', b' ', act @ ..] => {
            let player = usize::from(digit - b'1');
            match act {
                b"f" => Act::Fold(player),
                b"cc" => Act::CheckCall(player),
                [b'c', b'b', b'r', b' ', amount @ ..] => match plain_number(amount)? {
                    (Number::Finite(chips, _), len)
                        if len == amount.len() && chips > Chips::ZERO =>
                    {
                        Act::BetRaiseTo(player, chips)
                    }
                    _ => return None,
                },
                [b's', b'm', b' ', shown @ ..] if shown != b"-" => {
                    Act::ShowMuck(player, Show::Cards(cards(6)?))
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// Cards written together, two characters each (`AhKh`, `????`); ranks `23456789TJQKA`,
/// suits `cdhs`, `??` for an unknown card.
pub(super) fn parse_cards(word: &str) -> Result<Cards, String> {
    let bytes = word.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return Err(format!(
            "'{word}' is not cards: each card is two characters (Ah, ??)"
        ));
    }
    let mut cards = Cards::EMPTY;
    for pair in bytes.chunks_exact(2) {
        let card = match *pair {
            [rank, suit] => match (card_part(rank, RANK), card_part(suit, SUIT)) {
                (Some(rank), Some(suit)) => Card::from_index(4 * rank + suit),
                _ if pair == b"??" => None,
                _ => {
                    return Err(format!(
                        "'{}' is not a card (ranks 23456789TJQKA, suits cdhs, ?? unknown)",
                        String::from_utf8_lossy(pair)
                    ));
                }
            },
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

/// What a byte of a PHH card is: its rank (capitals only: `Rank::from_ascii` also takes
/// `t`, `j`, …) in the low nibble, its suit (lower case only) in the high one, `NONE` in
/// either for a byte that is not one; one load a byte instead of two matches.
#[allow(clippy::indexing_slicing)] // evaluated at compile time: an index out of range fails the build
static CARD_BYTE: [u8; 256] = {
    let mut table = [NONE << 4 | NONE; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        let rank = match Rank::from_ascii(b) {
            Some(rank) if !b.is_ascii_lowercase() => rank as u8,
            _ => NONE,
        };
        let suit = match Suit::from_ascii(b) {
            Some(suit) if b.is_ascii_lowercase() => suit as u8,
            _ => NONE,
        };
        table[byte] = suit << 4 | rank;
        byte += 1;
    }
    table
};
const NONE: u8 = 0xf;
const RANK: u32 = 0;
const SUIT: u32 = 4;

/// The rank (`RANK`) or suit (`SUIT`) a byte of a card names.
#[inline]
#[allow(clippy::indexing_slicing)] // a byte indexes a table of 256 entries
fn card_part(byte: u8, part: u32) -> Option<usize> {
    let value = CARD_BYTE[usize::from(byte)] >> part & 0xf;
    (value != NONE).then_some(usize::from(value))
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn cards_written_apart_are_told_to_be_written_together() {
        for (text, together) in [
            ("d db Ah Ks 2c", "'d db AhKs2c'"),
            ("d dh p2 Ah Kd Qs Jc", "'d dh p2 AhKdQsJc'"),
            ("p1 sm As Ad # shown", "'p1 sm AsAd'"),
            ("p3 sd 7c 2h", "'p3 sd 7c2h'"),
        ] {
            let error = parse_action(text).unwrap_err().to_string();
            assert!(
                error.contains("written apart") && error.ends_with(together),
                "{error}"
            );
        }
    }

    #[test]
    fn common_actions_read_as_the_word_reader_reads_them() {
        // A leading blank sends an action to the word-by-word reader.
        let general = |text: &str| parse_action(&format!(" {text}")).map_err(|e| e.to_string());
        for text in [
            "d dh p1 AhKh",
            "d dh p9 ????",
            "d dh p3 ??Ad",
            "d db 4hQdQh",
            "d db 2c",
            "p1 f",
            "p4 cc",
            "p2 cbr 300",
            "p2 cbr 0.50",
            "p5 sm Jh6h",
            "p5 sm ????",
        ] {
            let common = common_action(text);
            assert!(common.is_some(), "{text}");
            assert_eq!(Ok(common), general(text), "{text}");
        }
        // Anything else goes to the word reader, and reads as it did.
        for text in [
            "p1 sm -",
            "p1 sm",
            "p1 sd",
            "p10 f",
            "p1 cbr 0",
            "p1 cbr 1e2",
            "p1 cbr 3.1234567",
            "d dh p1 AhK",
            "d dh p1 ahKh",
            "d db AhAh Kc",
            "p1 cc x",
            "p1 f # fold",
        ] {
            assert_eq!(common_action(text), None, "{text}");
        }
    }
}
