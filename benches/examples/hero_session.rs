//! Writes a simulated six-max no-limit hold'em session ($0.50/$1, 100 big blind stacks) as
//! `.phhs` text to stdout: the example collection whose all-in EV graph the README shows.
//! One player, `hero`, sits with five others (`v1` to `v5`) and moves round the table a
//! seat a hand. Each hand is one of a few lines of play, chosen at random, played with the
//! cards a shuffled deck deals: a walk, a raise that takes the blinds, a raise called and a
//! continuation bet (folded to, or checked down to a showdown), a re-raise that takes it,
//! and a re-raise and an all-in before the flop called (the cards decide, the all-in EV
//! prices it). The same seed gives the same session.
//! Usage: cargo run -p handrank-benches --example hero_session -- HANDS [SEED] > session.phhs

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const SEATS: usize = 6;
const NAMES: [&str; SEATS] = ["hero", "v1", "v2", "v3", "v4", "v5"];
/// Pre-flop, the first to act is p3 and the big blind (p2) last.
const PREFLOP: [usize; SEATS] = [2, 3, 4, 5, 0, 1];

fn card(index: usize) -> String {
    const RANKS: &[u8] = b"23456789TJQKA";
    const SUITS: &[u8] = b"cdhs";
    format!("{}{}", RANKS[index / 4] as char, SUITS[index % 4] as char)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let hands: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = String::with_capacity(hands * 700);
    for h in 1..=hands {
        let mut deck: Vec<usize> = (0..52).collect();
        deck.shuffle(&mut rng);
        let hole = |p: usize| format!("{}{}", card(deck[2 * p]), card(deck[2 * p + 1]));
        let board = |i: usize| card(deck[2 * SEATS + i]);
        // The hero sits at p1 (the small blind) in hand 1, then a seat later each hand.
        let hero = (h - 1) % SEATS;
        let names: Vec<String> = (0..SEATS)
            .map(|p| format!("'{}'", NAMES[(p + SEATS - hero) % SEATS]))
            .collect();
        let mut actions: Vec<String> = (0..SEATS)
            .map(|p| match p == hero {
                true => format!("d dh p{} {}", p + 1, hole(p)),
                false => format!("d dh p{} ????", p + 1),
            })
            .collect();
        let act = |actions: &mut Vec<String>, p: usize, what: &str| {
            actions.push(format!("p{} {what}", p + 1));
        };
        let line = rng.random_range(0..100);
        if line < 8 {
            // A walk: everyone folds to the big blind.
            for &p in &PREFLOP[..SEATS - 1] {
                act(&mut actions, p, "f");
            }
        } else {
            // The opener, one of the five before the big blind; a defender after them.
            let o = rng.random_range(0..SEATS - 1);
            let d = rng.random_range(o + 1..SEATS);
            let (opener, defender) = (PREFLOP[o], PREFLOP[d]);
            for &p in &PREFLOP[..o] {
                act(&mut actions, p, "f");
            }
            act(&mut actions, opener, "cbr 2.50");
            let between = &PREFLOP[o + 1..d];
            let after = &PREFLOP[d + 1..];
            if line < 58 {
                // The raise takes the blinds.
                for &p in &PREFLOP[o + 1..] {
                    act(&mut actions, p, "f");
                }
            } else if line < 88 {
                // Called; a continuation bet on the flop.
                for &p in between {
                    act(&mut actions, p, "f");
                }
                act(&mut actions, defender, "cc");
                for &p in after {
                    act(&mut actions, p, "f");
                }
                let (first, second) = (opener.min(defender), opener.max(defender));
                actions.push(format!("d db {}{}{}", board(0), board(1), board(2)));
                act(&mut actions, first, "cc");
                act(&mut actions, second, "cbr 3");
                if rng.random_bool(0.45) {
                    act(&mut actions, first, "f");
                } else {
                    act(&mut actions, first, "cc");
                    for street in 3..5 {
                        actions.push(format!("d db {}", board(street)));
                        act(&mut actions, first, "cc");
                        act(&mut actions, second, "cc");
                    }
                    act(&mut actions, first, &format!("sm {}", hole(first)));
                    act(&mut actions, second, &format!("sm {}", hole(second)));
                }
            } else {
                // Re-raised: the opener folds, or moves all in and is called.
                for &p in between {
                    act(&mut actions, p, "f");
                }
                act(&mut actions, defender, "cbr 8");
                for &p in after {
                    act(&mut actions, p, "f");
                }
                if line < 94 {
                    act(&mut actions, opener, "f");
                } else {
                    act(&mut actions, opener, "cbr 100");
                    act(&mut actions, defender, "cc");
                    actions.push(format!("d db {}{}{}", board(0), board(1), board(2)));
                    actions.push(format!("d db {}", board(3)));
                    actions.push(format!("d db {}", board(4)));
                    let (first, second) = (opener.min(defender), opener.max(defender));
                    act(&mut actions, first, &format!("sm {}", hole(first)));
                    act(&mut actions, second, &format!("sm {}", hole(second)));
                }
            }
        }
        let quoted: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
        out += &format!(
            "[{h}]\nvariant = 'NT'\nantes = [0, 0, 0, 0, 0, 0]\n\
             blinds_or_straddles = [0.50, 1, 0, 0, 0, 0]\nmin_bet = 1\n\
             starting_stacks = [100, 100, 100, 100, 100, 100]\nplayers = [{}]\nactions = [{}]\n\n",
            names.join(", "),
            quoted.join(", "),
        );
    }
    print!("{out}");
}
