//! PokerStars text hand histories from simulated no-limit hold'em play, for the site
//! benchmarks: the same mix as `benches/phh/generate.rs` writes in PHH (mostly fold-outs,
//! 80%; showdowns with both hands shown, 15%; all-ins before the flop, 5%), at $0.50/$1
//! with 2 to 9 players, each hand's record (collected amounts) written as the site would.
//! The same seed gives the same text; `benches/sites.rs` and
//! `benches/examples/pokerstars_sample.rs` share it through `#[path]`.

use std::fmt::Write;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const RANKS: &[u8] = b"23456789TJQKA";
const SUITS: &[u8] = b"cdhs";

fn card(index: usize) -> String {
    format!("{}{}", RANKS[index / 4] as char, SUITS[index % 4] as char)
}

/// Cents as the site writes money: `$3`, `$2.50`.
fn money(cents: u64) -> String {
    if cents % 100 == 0 {
        format!("${}", cents / 100)
    } else {
        format!("${}.{:02}", cents / 100, cents % 100)
    }
}

/// The showdown's strength of hole cards `hole` on `board` (deck indices).
fn strength(hole: [usize; 2], board: &[usize]) -> handrank::Strength {
    let cards: Vec<String> = hole.iter().chain(board).map(|&c| card(c)).collect();
    let cards = handrank::parse_hand(&cards.join(" ")).expect("generated cards");
    handrank::evaluate(&cards).expect("seven cards")
}

/// `hands` PokerStars hands as one text.
pub fn pokerstars(hands: usize, seed: u64) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = String::with_capacity(hands * 1_000);
    for h in 1..=hands {
        let n: usize = rng.random_range(2..=9);
        let mut deck: Vec<usize> = (0..52).collect();
        deck.shuffle(&mut rng);
        let kind = rng.random_range(0..100);
        let showdown = kind >= 80;
        let all_in = kind >= 95;
        // Players in PHH order (p1 after the button, the button last), at seats 1..=n with
        // the button at seat n.
        let names: Vec<String> = (0..n)
            .map(|_| {
                (0..12)
                    .map(|_| {
                        b"abcdefghijklmnopqrstuvwxyz0123456789_"[rng.random_range(0..37)] as char
                    })
                    .collect()
            })
            .collect();
        let mut stacks: Vec<u64> = (0..n).map(|_| rng.random_range(2_000..30_000)).collect();
        // Heads-up the button (the second) posts the small blind and opens; else the
        // player after the big blind opens. In a showdown the first player calls (the
        // small blind, heads-up the big blind).
        let (small, big, opener) = if n == 2 { (1, 0, 1) } else { (0, 1, 2) };
        let caller = 0;
        let caller_in = if n == 2 { 100 } else { 50 };
        if all_in {
            stacks[opener] = 10_000;
            stacks[caller] = 10_000;
        }
        let hole = |p: usize| [deck[2 * p], deck[2 * p + 1]];
        let _ = writeln!(
            out,
            "PokerStars Hand #{}:  Hold'em No Limit ($0.50/$1.00 USD) - 2009/07/01 0:00:09 ET",
            230_000_000_000u64 + h as u64
        );
        let _ = writeln!(out, "Table 'Indiana St' 9-max Seat #{n} is the button");
        for p in 0..n {
            let _ = writeln!(
                out,
                "Seat {}: {} ({} in chips)",
                p + 1,
                names[p],
                money(stacks[p])
            );
        }
        let _ = writeln!(out, "{}: posts small blind $0.50", names[small]);
        let _ = writeln!(out, "{}: posts big blind $1", names[big]);
        out.push_str("*** HOLE CARDS ***\n");
        let [a, b] = hole(0);
        let _ = writeln!(out, "Dealt to {} [{} {}]", names[0], card(a), card(b));
        let raise = if all_in { 10_000 } else { 300 };
        let all_in_text = if all_in { " and is all-in" } else { "" };
        let _ = writeln!(
            out,
            "{}: raises {} to {}{all_in_text}",
            names[opener],
            money(raise - 100),
            money(raise)
        );
        let order: Vec<usize> = (opener + 1..n).chain(0..opener).collect();
        for &p in &order {
            if showdown && p == caller {
                let _ = writeln!(
                    out,
                    "{}: calls {}{all_in_text}",
                    names[p],
                    money(raise - caller_in)
                );
            } else {
                let _ = writeln!(out, "{}: folds", names[p]);
            }
        }
        if !showdown {
            let _ = writeln!(out, "Uncalled bet ($2) returned to {}", names[opener]);
            let pot = if n == 2 { 200 } else { 250 };
            let _ = writeln!(out, "{} collected {} from pot", names[opener], money(pot));
            let _ = writeln!(out, "{}: doesn't show hand", names[opener]);
            out.push_str("*** SUMMARY ***\n");
            let _ = writeln!(out, "Total pot {} | Rake $0", money(pot));
            let _ = writeln!(
                out,
                "Seat {}: {} collected ({})\n\n",
                opener + 1,
                names[opener],
                money(pot)
            );
            continue;
        }
        let board: Vec<usize> = deck[20..25].to_vec();
        let flop = format!("{} {} {}", card(board[0]), card(board[1]), card(board[2]));
        let checks = |out: &mut String| {
            if !all_in {
                for p in [caller, opener] {
                    let _ = writeln!(out, "{}: checks", names[p]);
                }
            }
        };
        let _ = writeln!(out, "*** FLOP *** [{flop}]");
        checks(&mut out);
        let _ = writeln!(out, "*** TURN *** [{flop}] [{}]", card(board[3]));
        checks(&mut out);
        let _ = writeln!(
            out,
            "*** RIVER *** [{flop} {}] [{}]",
            card(board[3]),
            card(board[4])
        );
        checks(&mut out);
        out.push_str("*** SHOW DOWN ***\n");
        for p in [caller, opener] {
            let [x, y] = hole(p);
            let _ = writeln!(out, "{}: shows [{} {}]", names[p], card(x), card(y));
        }
        // The pot: both players' bets and, but heads-up, the big blind's.
        let pot = 2 * raise + if n == 2 { 0 } else { 100 };
        let (s, o) = (
            strength(hole(caller), &board),
            strength(hole(opener), &board),
        );
        let winners: Vec<usize> = match s.cmp(&o) {
            std::cmp::Ordering::Greater => vec![caller],
            std::cmp::Ordering::Less => vec![opener],
            std::cmp::Ordering::Equal => vec![caller, opener],
        };
        for &w in &winners {
            let _ = writeln!(
                out,
                "{} collected {} from pot",
                names[w],
                money(pot / winners.len() as u64)
            );
        }
        out.push_str("*** SUMMARY ***\n");
        let _ = writeln!(out, "Total pot {} | Rake $0", money(pot));
        let _ = writeln!(
            out,
            "Board [{flop} {} {}]\n\n",
            card(board[3]),
            card(board[4])
        );
    }
    out
}
