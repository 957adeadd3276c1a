//! Real-site-like no-limit hold'em `.phhs` text, for the history benchmarks: as the public
//! site collections are (about 700 bytes a hand with their metadata), mostly fold-outs
//! (80%), some showdowns with both hands shown (15%), some all-ins before the flop (5%).
//! The same seed gives the same text; `benches/history.rs` and `benches/examples/phhs_sample.rs`
//! share it through `#[path]`.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const RANKS: &[u8] = b"23456789TJQKA";
const SUITS: &[u8] = b"cdhs";

fn card(index: usize) -> String {
    format!("{}{}", RANKS[index / 4] as char, SUITS[index % 4] as char)
}

/// `hands` hands as one `.phhs` text.
pub fn phhs(hands: usize, seed: u64) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = String::with_capacity(hands * 760);
    for h in 1..=hands {
        let n: usize = rng.random_range(2..=9);
        let mut deck: Vec<usize> = (0..52).collect();
        deck.shuffle(&mut rng);
        let kind = rng.random_range(0..100);
        let mut stacks: Vec<String> = (0..n)
            .map(|_| format!("{:.2}", rng.random_range(20.0..300.0)))
            .collect();
        // Heads-up the button (p2) opens; else p3 (after the big blind).
        let opener = if n == 2 { 1 } else { 2 };
        let mut actions: Vec<String> = (1..=n).map(|p| format!("d dh p{p} ????")).collect();
        let mut winnings = vec!["0".to_owned(); n];
        let showdown = kind >= 80;
        let all_in = kind >= 95;
        if all_in {
            stacks[opener] = "100".into();
            stacks[0] = "100".into();
        }
        let raise = if all_in {
            "100".to_owned()
        } else {
            "3".to_owned()
        };
        actions.push(format!("p{} cbr {raise}", opener + 1));
        // Everyone after the opener folds, but p1 (the big blind heads-up, the small blind
        // otherwise) calls in a showdown hand.
        let order: Vec<usize> = (opener + 1..n).chain(0..opener).collect();
        for &p in &order {
            if showdown && p == 0 {
                actions.push("p1 cc".into());
            } else {
                actions.push(format!("p{} f", p + 1));
            }
        }
        if showdown {
            let (a, b) = (0, opener);
            actions.push(format!(
                "d db {}{}{}",
                card(deck[20]),
                card(deck[21]),
                card(deck[22])
            ));
            if !all_in {
                actions.push(format!("p{} cc", a + 1));
                actions.push(format!("p{} cc", b + 1));
            }
            for &next in &deck[23..25] {
                actions.push(format!("d db {}", card(next)));
                if !all_in {
                    actions.push(format!("p{} cc", a + 1));
                    actions.push(format!("p{} cc", b + 1));
                }
            }
            actions.push(format!(
                "p{} sm {}{}",
                a + 1,
                card(deck[2 * a]),
                card(deck[2 * a + 1])
            ));
            actions.push(format!(
                "p{} sm {}{}",
                b + 1,
                card(deck[2 * b]),
                card(deck[2 * b + 1])
            ));
        } else {
            // The opener collects its raise's matched part: the blinds.
            winnings[opener] = if n == 2 { "2".into() } else { "2.50".into() };
        }
        let zeros = vec!["0"; n].join(", ");
        let mut blinds = vec!["0"; n];
        blinds[0] = "0.50";
        blinds[1] = "1";
        let players: Vec<String> = (0..n)
            .map(|_| {
                let name: String = (0..22)
                    .map(|_| {
                        b"abcdefghijklmnopqrstuvwxyzABCDEFGH0123456789+/"[rng.random_range(0..46)]
                            as char
                    })
                    .collect();
                format!("'{name}'")
            })
            .collect();
        let quoted: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
        out += &format!(
            "[{h}]\nvariant = 'NT'\nante_trimming_status = false\nantes = [{zeros}]\n\
             blinds_or_straddles = [{}]\nmin_bet = 1\nstarting_stacks = [{}]\nactions = [{}]\n\
             venue = 'Absolute Poker'\ntime = 00:00:09\nday = 1\nmonth = 7\nyear = 2009\n\
             hand = {}\nseats = [{}]\ntable = 'INDIANA ST'\nplayers = [{}]\n{}\
             currency_symbol = '$'\ntime_zone_abbreviation = 'ET'\n\n",
            blinds.join(", "),
            stacks.join(", "),
            quoted.join(", "),
            3_017_237_436u64 + h as u64,
            (1..=n)
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            players.join(", "),
            if showdown {
                String::new()
            } else {
                format!("winnings = [{}]\n", winnings.join(", "))
            },
        );
    }
    out
}
