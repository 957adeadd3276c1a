use crate::sample::Generator;
use rand::{Rng, SeedableRng};

use super::*;
use crate::card::parse_cards;
use crate::game::{DealErrorKind, DealPart};

/// The table generator, as `build.rs` includes it (for the `generator` tests below).
#[path = "../../tables/badugi.rs"]
#[allow(dead_code)]
mod badugi_tables;

fn hand(text: &str) -> Badugi {
    evaluate(&parse_cards(text).unwrap()).unwrap()
}

fn describe(text: &str) -> String {
    hand(text).describe()
}

#[test]
fn descriptions_use_the_words_players_use() {
    assert_eq!(describe("7c 4d 3h As"), "four-card badugi, 7-4-3-A");
    assert_eq!(describe("7c 4d Ah As"), "three-card badugi, 7-4-A");
    assert_eq!(describe("3c Ac Ad 3d"), "two-card, 3-A");
    assert_eq!(describe("Ac 5c 9c Kc"), "one-card, A");
    assert_eq!(describe("Kc Kd Kh Ks"), "one-card, K");
    assert_eq!(describe("Kc Qd Jh Ts"), "four-card badugi, K-Q-J-T");
    assert_eq!(hand("7c 4d 3h As").to_string(), "four-card badugi, 7-4-3-A");
}

#[test]
fn the_best_hand_is_a_2_3_4_rainbow() {
    assert_eq!(hand("As 2h 3d 4c"), Badugi::MAX);
    assert_eq!(Badugi::MAX.get(), 1_092);
    assert_eq!(
        Badugi::MAX.ranks(),
        [Rank::Four, Rank::Three, Rank::Two, Rank::Ace]
    );
    // The same ranks with two suits alike are only three cards.
    assert_eq!(describe("As 2s 3d 4c"), "three-card badugi, 4-3-A");
    // Aces are low: A-2-3-5 beats 2-3-4-5, and any hand with a king loses to one without.
    assert!(hand("As 2h 3d 5c") > hand("2s 3h 4d 5c"));
    assert!(hand("Ks 2h 3d 4c") < hand("Qs Jh Td 9c"));
}

#[test]
fn a_four_card_badugi_with_a_king_beats_the_best_three_card_hand() {
    let worst_four = hand("Kc Qd Jh Ts");
    let best_three = hand("As 2s 3h 4d");
    assert_eq!(best_three.describe(), "three-card badugi, 4-3-A");
    assert_eq!(best_three.category(), BadugiSize::ThreeCard);
    assert!(worst_four > best_three);
    assert_eq!(worst_four.get(), 378, "the weakest four-card hand");
    assert_eq!(
        Badugi::new(377).unwrap().describe(),
        "three-card badugi, 3-2-A"
    );
    // Size decides first all the way down.
    assert!(hand("Kc Qd Kh Qs") > hand("Ac 2c 3c 4c"));
    assert_eq!(hand("Kc Qd Kh Qs").describe(), "two-card, K-Q");
}

#[test]
fn duplicate_suits_and_paired_ranks_drop_cards() {
    // Two spades: the higher spade goes.
    assert_eq!(describe("As 2s 3h 4d"), "three-card badugi, 4-3-A");
    assert_eq!(describe("Ks 2s 3h 4d"), "three-card badugi, 4-3-2");
    // A pair: one of them plays.
    assert_eq!(describe("Ac Ad 2h 3s"), "three-card badugi, 3-2-A");
    // A pair and a suit clash together: 3s plays with Ad, not with As.
    assert_eq!(describe("As Ad 2d 3s"), "two-card, 2-A");
    // Which card to drop depends on the whole hand: here keep 3d (3-2-A) rather than 2d.
    assert_eq!(describe("Ac 2d 3d 3h"), "three-card badugi, 3-2-A");
    // Two pairs, one suit each way: two cards.
    assert_eq!(describe("2c 2d 5c 5d"), "two-card, 5-2");
    // Trips and a single.
    assert_eq!(describe("9c 9d 9h 4c"), "two-card, 9-4");
    // The suit clash of the two lowest cards: the best three skips one of them.
    assert_eq!(describe("Ah 2h 3c Kd"), "three-card badugi, K-3-A");
}

#[test]
fn four_of_a_suit_is_a_one_card_hand() {
    assert_eq!(hand("Ah 2h 3h 4h").category(), BadugiSize::OneCard);
    assert_eq!(describe("Th Jh Qh Kh"), "one-card, T");
    assert!(hand("Ah 2h 3h 4h") > hand("2c 3c 4c 5c"));
    assert!(hand("Kc Kd Kh Ks") < hand("Th Jh Qh Kh"));
    assert_eq!(hand("Kc Kd Kh Ks"), Badugi::MIN);
    assert!(
        hand("Kc Kd Kh Ks") < hand("Kc Qc Kd Qd"),
        "K-Q two-card beats a one-card"
    );
}

#[test]
fn ties_are_exact() {
    // Same size and ranks, different suits: a tie.
    assert_eq!(hand("7c 4d 3h As"), hand("7s 4h 3c Ad"));
    assert_eq!(hand("Ac Ad 2h 3s"), hand("As 2c 3d 3c"));
    assert_eq!(hand("Kc Kd Kh Ks"), hand("Kc Kh Ks Kd"));
    // The unplayed cards do not break ties.
    assert_eq!(hand("7c 4d 3h 3c"), hand("7c 4d 3h 7h"));
    // The highest card decides first, then the next.
    assert!(hand("7c 4d 3h As") > hand("7c 5d 2h As"));
    assert!(hand("8c 2d 3h As") < hand("7c 6d 5h 4s"));
}

#[test]
fn strengths_are_dense_and_categories_are_ranges() {
    let mut last = None;
    for value in 1..=1_092 {
        let strength = Badugi::new(value).unwrap();
        let ranks = strength.ranks();
        assert_eq!(ranks.len(), strength.category().cards(), "{value}");
        if let Some(previous) = last {
            assert!(strength > previous);
        }
        last = Some(strength);
    }
    assert_eq!(Badugi::new(0), None);
    assert_eq!(Badugi::new(1_093), None);
    let first = |c: BadugiSize| (1..=1_092).find(|&v| Badugi::new(v).unwrap().category() == c);
    assert_eq!(
        BadugiSize::ALL.map(first),
        [Some(1), Some(14), Some(92), Some(378)]
    );
    assert_eq!(Badugi::new(13).unwrap().describe(), "one-card, A");
    assert_eq!(Badugi::new(14).unwrap().describe(), "two-card, K-Q");
}

#[test]
fn every_table_entry_is_a_strength() {
    assert!(tables::STRENGTH.iter().all(|&s| (1..=1_092).contains(&s)));
    // 1,820 rank multisets × 16 suit groupings.
    assert_eq!(tables::STRENGTH.len(), 1_820 * 16);
    // The tables' bytes: a change here must be a decision (update docs/GAMES.md with it).
    let bytes = size_of_val(&tables::STRENGTH)
        + size_of_val(&tables::KEY_PART)
        + size_of_val(&tables::SUIT_PATTERN)
        + size_of_val(&tables::LOW_MASK);
    assert_eq!(bytes, 58_240 + 832 + 256 + 2_186);
}

#[cfg(feature = "serde")]
#[test]
fn serialized_as_the_number_and_the_size_id() {
    let hand = hand("As 2s 3h 4d");
    assert_eq!(serde_json::to_string(&hand).unwrap(), "375"); // 3-2-A is 377, 4-2-A 376
    assert_eq!(
        serde_json::to_string(&hand.category()).unwrap(),
        format!("\"{}\"", hand.category().id())
    );
    assert_eq!(hand.name(), "three-card badugi");
}

#[test]
fn a_card_twice_scores_as_the_cards_there_are() {
    let c = |t: &str| parse_cards(t).unwrap()[0];
    let twice = Badugi::from_cards([c("As"), c("As"), c("2h"), c("3d")]);
    assert_eq!(twice.describe(), "three-card badugi, 3-2-A");
    let four = Badugi::from_cards([c("Kh"); 4]);
    assert_eq!(four.describe(), "one-card, K");
}

#[test]
fn bad_input_is_an_error() {
    let cards = parse_cards("As 2h 3d 4c 5s").unwrap();
    let kind = |cards: &[Card]| evaluate(cards).map_err(DealError::into_kind);
    let count = |found| {
        Err(DealErrorKind::Count {
            part: DealPart::Hand,
            min: 4,
            max: 4,
            found,
        })
    };
    assert_eq!(kind(&cards), count(5));
    assert_eq!(kind(&cards[..3]), count(3));
    assert_eq!(kind(&[]), count(0));
    // parse_cards refuses a card twice itself, so build the slice by hand.
    let twice = [cards[0], cards[1], cards[0], cards[3]];
    assert_eq!(kind(&twice), Err(DealErrorKind::DuplicateCard(cards[0])));
    assert_eq!(evaluate(&twice).unwrap_err().game(), Game::BADUGI);
    assert_eq!(
        evaluate(&twice).unwrap_err().to_string(),
        "As appears twice among the hole and board cards"
    );
    assert_eq!(
        evaluate(&cards).unwrap_err().to_string(),
        "a badugi hand has 4 cards, found 5"
    );
}

#[test]
fn best_cards_are_the_ones_that_play() {
    let best = |t: &str| -> Vec<String> {
        best_cards(&parse_cards(t).unwrap())
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    assert_eq!(best("As 2s 3h 4d"), ["4d", "3h", "As"]);
    assert_eq!(best("Ac Ad 2h 3s"), ["3s", "2h", "Ac"]);
    assert_eq!(best("4c 3d 2h As"), ["4c", "3d", "2h", "As"]);
    assert_eq!(best("Kc Kd Kh Ks"), ["Kc"]);
    assert_eq!(best("Ac 2d 3d 3h"), ["3h", "2d", "Ac"]);
}

#[test]
fn random_hands_agree_with_the_naive_reference() {
    let mut rng = Generator::seed_from_u64(23);
    for _ in 0..20_000 {
        let mut deck: Vec<Card> = Card::all().collect();
        for k in 0..4 {
            let j = rng.random_range(k..52);
            deck.swap(k, j);
        }
        let cards = &deck[..4];
        let fast = evaluate(cards).unwrap();
        let value = naive::evaluate(cards);
        assert_eq!(fast.category().cards(), value.size, "{cards:?}");
        let ranks: Vec<u8> = fast
            .ranks()
            .iter()
            .map(|r| (r.index() as u8 + 1) % 13 + 1)
            .collect();
        assert_eq!(ranks, value.ranks, "{cards:?}");
        // Every order of the same cards scores alike.
        let reversed = [cards[3], cards[2], cards[1], cards[0]];
        assert_eq!(Badugi::from_cards(reversed), fast);
        let played = best_cards(cards).unwrap();
        assert_eq!(naive::evaluate(&played), value);
    }
}

/// The proof's quick part in the dev profile: the hands of every third two-card start;
/// `verification_of_every_hand_passes` runs it all.
#[test]
fn verification_of_a_sample_passes() {
    let report = verify::verify_sample(3);
    assert!(report.passed(), "{:?}", report.problems());
    assert!(!report.complete);
    // Each start (a, b), of the 1,326 in deck order, is completed by two of the 51 - b
    // cards above b: C(51 - b, 2) hands.
    let starts = (0..52u64).flat_map(|a| (a + 1..52).map(move |b| (a, b)));
    let hands: u64 = starts
        .step_by(3)
        .map(|(_, b)| (51 - b) * (50 - b) / 2)
        .sum();
    assert_eq!(report.hands, hands);
}

/// Every hand, with the known counts: `cargo test --release -- --ignored` (well under a
/// second there).
#[test]
#[ignore = "every hand: run with --release -- --ignored"]
fn verification_of_every_hand_passes() {
    let report = verify::verify();
    assert!(report.passed(), "{:?}", report.problems());
    assert_eq!(report.hands, 270_725);
    let found = |counts: &[crate::proof::Count]| counts.iter().map(|c| c.found).collect::<Vec<_>>();
    assert_eq!(found(&report.categories), [2_873, 96_252, 154_440, 17_160]);
    assert_eq!(found(&report.counts), [1_092, 13, 78, 286, 715]);
    eprintln!(
        "badugi: {} hands verified in {:.3} s ({:.1} M hands/s)",
        report.hands,
        report.seconds,
        report.rate() / 1e6
    );
}

/// The generator, included as `build.rs` includes it: the compiled tables must be its
/// output, and its numbering must order rank sets as the rules do.
mod generator {
    use super::badugi_tables as generated;

    use super::super::tables;

    #[test]
    fn compiled_tables_are_the_generator_output() {
        assert_eq!(tables::KEY_PART, generated::key_part());
        assert_eq!(tables::SUIT_PATTERN, generated::suit_pattern());
        assert_eq!(tables::STRENGTH[..], generated::strength_table()[..]);
        assert_eq!(tables::LOW_MASK[..], generated::low_masks()[..]);
    }

    #[test]
    fn the_numbering_orders_rank_sets_as_the_rules_do() {
        // Every set of 1-4 ace-low ranks, weakest first the plain way: fewer cards, then
        // the higher ranks compared from the top down.
        let mut sets: Vec<u16> = (1u16..1 << 13).filter(|m| m.count_ones() <= 4).collect();
        let ranks_down =
            |m: u16| -> Vec<u32> { (0..13).rev().filter(|b| m >> b & 1 == 1).collect() };
        sets.sort_by(|&x, &y| {
            x.count_ones()
                .cmp(&y.count_ones())
                .then_with(|| ranks_down(y).cmp(&ranks_down(x)))
        });
        let strengths: Vec<u16> = sets
            .iter()
            .map(|&m| generated::strength_of_mask(m))
            .collect();
        assert!(strengths.iter().copied().eq(1..=1_092));
    }
}
