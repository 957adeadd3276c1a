//! The outside suites' scoring and comparison cases (Go, the exercism poker scoring, F#, the
//! showdown table format, Kotlin), read from `tests/data/`.

use std::collections::BTreeMap;

use handrank::{
    Card, Category, Hand, Outcome, ParseError, Rank, Strength, best_hands, compare, evaluate,
    parse_hand, parse_hand_of,
};

use super::common::{data_lines, fields};
use super::{outcome, permutations, reverse, strength};

// ---------------------------------------------------------------------------------------
// The Go suite
// ---------------------------------------------------------------------------------------

#[test]
fn go_compare_with() {
    let lines = data_lines(include_str!("../../data/go_compare.txt"));
    assert_eq!(lines.len(), 12, "main_test.go has twelve tests");
    for line in lines {
        let f = fields(line, "|");
        let want = match f[2] {
            "Win" => Outcome::Win,
            "Lose" => Outcome::Lose,
            "Tie" => Outcome::Tie,
            other => panic!("bad result {other:?}"),
        };
        assert_eq!(outcome(f[0], f[1]), want, "{}", f[3]);
        assert_eq!(outcome(f[1], f[0]), reverse(want), "reversed: {}", f[3]);
    }
}

/// The Go seed's rank names, weakest first, as its String method prints them.
fn go_rank_names() -> Vec<&'static str> {
    let names = data_lines(include_str!("../../data/go_rank_names.txt"));
    assert_eq!(names.len(), 9, "one name per category");
    names
}

/// Go's value of a rank: 2 … 14 (ace).
fn go_value(rank: Rank) -> usize {
    rank.index() + 2
}

/// The seed's `{1: [9], 4: [10]}` as count -> values.
fn parse_go_map(text: &str) -> BTreeMap<usize, Vec<usize>> {
    let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
    let mut map = BTreeMap::new();
    for entry in inner.split(']').map(str::trim).filter(|e| !e.is_empty()) {
        let entry = entry.trim_start_matches(',').trim();
        let (count, values) = entry.split_once(": [").expect("count: [values");
        let values = values
            .split(',')
            .map(|v| v.trim().parse().expect("value"))
            .collect();
        map.insert(count.trim().parse().expect("count"), values);
    }
    map
}

#[test]
fn go_printed_hands() {
    let text = include_str!("../../data/go_hands.txt");
    let blocks: Vec<Vec<&str>> = text
        .split("\n\n")
        .map(data_lines)
        .filter(|b| !b.is_empty())
        .collect();
    assert_eq!(blocks.len(), 10, "main.go prints ten hands");
    let rank_names = go_rank_names();
    for block in blocks {
        let [input, printed_cards, printed_rank] = block[..] else {
            panic!("a block is three lines: {block:?}");
        };
        let cards = parse_hand_of(input, 5..=5).unwrap();
        let s = evaluate(&cards).unwrap();

        // The cards, by value high to low; equal values keep their input order.
        let mut sorted = cards.clone();
        sorted.sort_by_key(|c| std::cmp::Reverse(c.rank()));
        let printed: Vec<String> = sorted.iter().map(|c| c.long_name()).collect();
        assert_eq!(
            format!("{{{}}}", printed.join(", ")),
            printed_cards,
            "{input}"
        );

        // "Name[, max value N][, min value M], {map}"
        let (head, map) = printed_rank.split_once(", {").expect("rank line has a map");
        let mut parts = head.split(", ");
        let name = parts.next().expect("name");
        let mut max_value = None;
        let mut min_value = None;
        for part in parts {
            if let Some(v) = part.strip_prefix("max value ") {
                max_value = Some(v.parse::<usize>().unwrap());
            } else if let Some(v) = part.strip_prefix("min value ") {
                min_value = Some(v.parse::<usize>().unwrap());
            } else {
                panic!("unexpected {part:?}");
            }
        }

        if name == "Royal Flush" {
            assert!(s.is_royal(), "{input}");
            assert_eq!(s.name(), "Royal Flush");
        } else {
            assert!(!s.is_royal(), "{input}");
            let go_name = rank_names[usize::from(s.category().number()) - 1];
            assert_eq!(go_name, name, "{input}");
        }

        // Max value: the straight's top card, the quads, the trips, the (higher) pair.
        // The seed leaves it zero for flush, nothing and royal flush.
        let ranks = s.ranks();
        match max_value {
            Some(v) => assert_eq!(go_value(ranks[0]), v, "max value of {input}"),
            None => assert!(
                s.is_royal() || matches!(s.category(), Category::Flush | Category::HighCard),
                "{input} should have a max value"
            ),
        }
        // Min value: only two pairs have one, the lower pair.
        match min_value {
            Some(v) => {
                assert_eq!(s.category(), Category::TwoPair, "{input}");
                assert_eq!(go_value(ranks[2]), v, "min value of {input}");
            }
            None => assert_ne!(s.category(), Category::TwoPair, "{input}"),
        }

        // The map: each multiplicity with its distinct values, high to low. Our ranks()
        // lists them by multiplicity then rank, so it yields the same groups.
        let mut ours: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for (i, &rank) in ranks.iter().enumerate() {
            if i > 0 && ranks[i - 1] == rank {
                continue;
            }
            let count = ranks.iter().filter(|&&r| r == rank).count();
            ours.entry(count).or_default().push(go_value(rank));
        }
        assert_eq!(ours, parse_go_map(&format!("{{{map}")), "{input}");
    }
}

// ---------------------------------------------------------------------------------------
// The exercism poker scoring (C#, base-14 score)
// ---------------------------------------------------------------------------------------

/// The seed's `Score`, re-implemented plainly from its text. `cards` are (rank, suit) with
/// ranks 1 (deuce) … 13 (ace) as `"1234567890JQKA".IndexOf` gives them.
fn seed_score(cards: &[(u32, u32)]) -> u32 {
    let count = |rank: u32| cards.iter().filter(|c| c.0 == rank).count();
    // OrderByDescending(count).ThenByDescending(rank); the sort is stable as LINQ's is.
    let mut ranks: Vec<u32> = cards.iter().map(|c| c.0).collect();
    ranks.sort_by_key(|&r| std::cmp::Reverse((count(r), r)));
    let mut rank_counts: Vec<usize> = {
        let mut distinct = ranks.clone();
        distinct.dedup();
        distinct.iter().map(|&r| count(r)).collect()
    };
    rank_counts.sort_by(|a, b| b.cmp(a));
    let mut suits: Vec<u32> = cards.iter().map(|c| c.1).collect();
    suits.sort_unstable();
    suits.dedup();

    let five_distinct = rank_counts == [1, 1, 1, 1, 1];
    let is_low_ace_straight = five_distinct && ranks[0] - ranks[1] == 9;
    let is_straight = (five_distinct && ranks[0] - ranks[4] == 4) || is_low_ace_straight;
    let is_flush = suits.len() == 1;
    let category = if is_flush && is_straight {
        9
    } else if rank_counts == [4, 1] {
        8
    } else if rank_counts == [3, 2] {
        7
    } else if is_flush {
        6
    } else if is_straight {
        5
    } else if rank_counts == [3, 1, 1] {
        4
    } else if rank_counts == [2, 2, 1] {
        3
    } else if rank_counts == [2, 1, 1, 1] {
        2
    } else {
        1
    };
    // ranks.Append(ranks[0]).Skip(1): the ace goes to the end and keeps its value 13.
    let category_ranks: Vec<u32> = if is_low_ace_straight {
        ranks[1..].iter().chain(&ranks[..1]).copied().collect()
    } else {
        ranks
    };
    category_ranks
        .iter()
        .fold(category, |total, &value| total * 14 + value)
}

/// The seed's parser: rank from the second-last character, suit from the last.
fn seed_parse(hand: &str) -> Vec<(u32, u32)> {
    hand.split(' ')
        .map(|card| {
            let chars: Vec<char> = card.chars().collect();
            let rank = "1234567890JQKA".find(chars[chars.len() - 2]).unwrap();
            let suit = "HSDC".find(chars[chars.len() - 1]).unwrap();
            (rank as u32, suit as u32)
        })
        .collect()
}

fn seed_cards(cards: &[Card]) -> Vec<(u32, u32)> {
    cards
        .iter()
        .map(|c| (c.rank().index() as u32 + 1, c.suit().index() as u32))
        .collect()
}

#[test]
fn base14_equals_seed_score_on_seed_examples() {
    let hands = data_lines(include_str!("../../data/exercism_score_hands.txt"));
    assert!(hands.len() >= 8);
    for hand in hands {
        let want = seed_score(&seed_parse(hand));
        assert_eq!(strength(hand).base14(), want, "{hand}");
    }
    // The seed's worked example, as lesser < greater.
    let examples = data_lines(include_str!("../../data/exercism_score_order.txt"));
    assert_eq!(examples.len(), 1);
    for line in examples {
        let (lesser, greater) = line.split_once('<').unwrap();
        assert!(
            strength(lesser).base14() < strength(greater).base14(),
            "{line}"
        );
    }
}

#[test]
fn base14_equals_seed_score_on_every_five_card_hand() {
    let deck: Vec<Card> = Card::all().collect();
    let mut hands = 0u32;
    let mut scores_by_strength = vec![0u32; 7_463];
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                        let s = Hand::from_cards(&five).strength();
                        let score = seed_score(&seed_cards(&five));
                        assert_eq!(s.base14(), score, "{five:?}");
                        // Equal strength must mean equal seed score, and vice versa below.
                        let slot = &mut scores_by_strength[usize::from(s.get())];
                        assert!(*slot == 0 || *slot == score, "{five:?}");
                        *slot = score;
                        hands += 1;
                    }
                }
            }
        }
    }
    assert_eq!(hands, 2_598_960);
    // The seed's scores, read in strength order, rise strictly: the two orders are the same.
    let seen: Vec<u32> = scores_by_strength[1..].to_vec();
    assert!(seen.iter().all(|&s| s != 0), "every class occurs");
    assert!(seen.windows(2).all(|w| w[0] < w[1]));
}

#[derive(serde::Deserialize)]
struct ExercismData {
    cases: Vec<ExercismCase>,
}

#[derive(serde::Deserialize)]
struct ExercismCase {
    description: String,
    hands: Vec<String>,
    expected: Vec<String>,
}

#[test]
fn exercism_best_hands() {
    let data: ExercismData =
        serde_json::from_str(include_str!("../../data/exercism_poker.json")).unwrap();
    assert!(data.cases.len() >= 37);
    for case in &data.cases {
        let got = best_hands(&case.hands).unwrap_or_else(|e| panic!("{}: {e}", case.description));
        assert_eq!(got, case.expected, "{}", case.description);
        // The seed's own method: the hands with the highest base-14 score.
        let scores: Vec<u32> = case
            .hands
            .iter()
            .map(|h| seed_score(&seed_parse(h)))
            .collect();
        let best = scores.iter().max().copied();
        let by_score: Vec<&str> = case
            .hands
            .iter()
            .zip(&scores)
            .filter(|&(_, &s)| Some(s) == best)
            .map(|(h, _)| h.as_str())
            .collect();
        assert_eq!(
            by_score, case.expected,
            "seed formula on {}",
            case.description
        );
    }
}

// ---------------------------------------------------------------------------------------
// The F# suite: ordered tie classes
// ---------------------------------------------------------------------------------------

/// "SA" (the seed's suit-then-rank) -> "As".
fn fsharp_card(token: &str) -> String {
    let mut chars = token.chars();
    let suit = chars.next().unwrap();
    let rank: String = chars.collect();
    format!("{rank}{}", suit.to_ascii_lowercase())
}

fn fsharp_hand(text: &str) -> Vec<Card> {
    let cards: Vec<String> = text.split_whitespace().map(fsharp_card).collect();
    parse_hand_of(&cards.join(" "), 5..=5).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn fsharp_hands_in_order() {
    let rows: Vec<Vec<Vec<Card>>> = data_lines(include_str!("../../data/fsharp_ties.txt"))
        .into_iter()
        .map(|line| fields(line, ";").into_iter().map(fsharp_hand).collect())
        .collect();
    assert_eq!(rows.len(), 35, "the seed's list has 35 rows");
    let row_strength: Vec<Strength> = rows.iter().map(|row| evaluate(&row[0]).unwrap()).collect();
    for (i, row) in rows.iter().enumerate() {
        for hand in row {
            let perms = permutations(hand);
            assert_eq!(perms.len(), 120);
            for perm in perms {
                assert_eq!(evaluate(&perm).unwrap(), row_strength[i], "{perm:?}");
                assert_eq!(
                    handrank::naive::evaluate(&perm),
                    handrank::naive::evaluate(&row[0]),
                    "naive: {perm:?}"
                );
            }
        }
        for (j, lower) in rows.iter().enumerate().skip(i + 1) {
            for hand in lower {
                assert!(
                    row_strength[i] > evaluate(hand).unwrap(),
                    "row {i} beats {j}"
                );
                assert_eq!(compare(&row[0], hand).unwrap(), Outcome::Win);
                assert_eq!(compare(hand, &row[0]).unwrap(), Outcome::Lose);
            }
        }
    }
}

#[test]
fn fsharp_valuation_asserts() {
    let lines = data_lines(include_str!("../../data/fsharp_valuations.txt"));
    assert_eq!(lines.len(), 3);
    for line in lines {
        let (lesser, greater) = line.split_once('<').unwrap();
        assert!(strength(lesser) < strength(greater), "{line}");
    }
}

// ---------------------------------------------------------------------------------------
// The showdown table format (Haskell)
// ---------------------------------------------------------------------------------------

#[test]
fn haskell_beat() {
    let lines = data_lines(include_str!("../../data/haskell_beat.txt"));
    assert_eq!(lines.len(), 12, "the seed has twelve `beat` tests");
    for line in lines {
        let (winner, loser) = line.split_once(" beat ").unwrap();
        assert_eq!(outcome(winner, loser), Outcome::Win, "{line}");
        assert_eq!(outcome(loser, winner), Outcome::Lose, "{line}");
    }
}

#[test]
fn haskell_category_names() {
    // show HighCard ~?= "High Card", …, show StraightFlush ~?= "Straight Flush"
    // The showdown table format keeps the scorer's names; elsewhere "Two Pair" is standard.
    let names: Vec<&str> = Category::ALL
        .iter()
        .map(|&c| handrank::showdown::category_name(c))
        .collect();
    assert_eq!(
        names,
        data_lines(include_str!("../../data/haskell_category_names.txt"))
    );
    for category in Category::ALL {
        assert_eq!(category.to_string(), category.name());
    }
    assert_eq!(Category::TwoPair.name(), "Two Pair");
}

/// The seed's `maxRank`: the best ranking of a line of at least seven cards, else nothing.
fn max_rank(line: &str) -> Option<Category> {
    match parse_hand_of(line, 7..=7) {
        Ok(cards) => Some(evaluate(&cards).unwrap().category()),
        Err(ParseError::WrongCount { found, .. }) if found < 7 => None,
        Err(e) => panic!("{line}: {e}"),
    }
}

#[test]
fn haskell_max_rank() {
    for line in data_lines(include_str!("../../data/haskell_maxrank.txt")) {
        let f = fields(line, "|");
        let want = match f[1] {
            "None" => None,
            name => Some(
                *Category::ALL
                    .iter()
                    .find(|&&c| handrank::showdown::category_name(c) == name)
                    .unwrap(),
            ),
        };
        assert_eq!(max_rank(f[0]), want, "{line}");
        // A line of fewer than seven cards is refused by count, naming what was found.
        if want.is_none() {
            assert_eq!(
                parse_hand_of(f[0], 7..=7),
                Err(ParseError::WrongCount {
                    min: 7,
                    max: 7,
                    found: f[0].split_whitespace().count()
                }),
                "{line}"
            );
        }
    }
}

#[test]
fn haskell_scores() {
    let lines = data_lines(include_str!("../../data/haskell_game.txt"));
    // Two games: the seed's first `scores` test (4 lines) and game.txt (6 lines).
    let (first, second) = lines.split_at(4);
    for game in [first, second] {
        let inputs: Vec<(&str, &str)> = game
            .iter()
            .map(|line| {
                let (input, mark) = line.split_once('|').unwrap();
                (input.trim(), mark.trim())
            })
            .collect();
        let ranks: Vec<Option<Strength>> = inputs
            .iter()
            .map(|(input, _)| {
                max_rank(input).map(|_| evaluate(&parse_hand(input).unwrap()).unwrap())
            })
            .collect();
        let best = ranks.iter().flatten().max().copied();
        for ((input, want), rank) in inputs.iter().zip(&ranks) {
            let mark = match rank {
                None => String::new(),
                Some(s) if Some(*s) == best => format!(
                    "{} (winner)",
                    handrank::showdown::category_name(s.category())
                ),
                Some(s) => handrank::showdown::category_name(s.category()).to_owned(),
            };
            assert_eq!(&mark, want, "{input}");
        }
    }
}

#[test]
fn haskell_flush() {
    for line in data_lines(include_str!("../../data/haskell_flush.txt")) {
        let f = fields(line, "|");
        let is_flush = strength(f[0]).category() == Category::Flush;
        assert_eq!(is_flush, f[1] == "true", "{line}");
    }
}

// ---------------------------------------------------------------------------------------
// The Kotlin suite
// ---------------------------------------------------------------------------------------

#[test]
fn kotlin_compare_to() {
    let lines = data_lines(include_str!("../../data/kotlin_compare.txt"));
    assert_eq!(lines.len(), 16, "the seed's table has sixteen rows");
    for line in lines {
        let f = fields(line, "|");
        let want = match f[0] {
            "WIN" => Outcome::Win,
            "LOSS" => Outcome::Lose,
            "TIE" => Outcome::Tie,
            other => panic!("bad result {other:?}"),
        };
        assert_eq!(outcome(f[1], f[2]), want, "{}", f[3]);
        assert_eq!(outcome(f[2], f[1]), reverse(want), "reversed: {}", f[3]);
    }
}
