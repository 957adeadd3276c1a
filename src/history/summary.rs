//! Totals over a collection: hands read, settled and unsettled, the rake taken, and per
//! player the hands, the net won, the all-in-adjusted net (each all-in counted at its
//! expected collect instead of what the cards gave) and the luck between the two.

use std::collections::HashMap;

use super::Report;
use super::hand::Chips;

/// One player's totals.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerTotals {
    /// Settled hands played.
    pub hands: u64,
    /// Hands with an all-in priced.
    pub all_ins: u64,
    /// Collected less put in, over the settled hands.
    pub net: Chips,
    /// The net with each all-in's actual collect replaced by the expected one.
    pub adjusted: Chips,
}

impl PlayerTotals {
    /// One settled hand of one player: its net, the net with an all-in counted at its
    /// expected collect (the net itself without one), and whether an all-in was priced.
    pub fn of_hand(net: Chips, adjusted: Chips, all_in: bool) -> PlayerTotals {
        PlayerTotals {
            hands: 1,
            all_ins: u64::from(all_in),
            net,
            adjusted,
        }
    }

    /// What the cards gave beyond the equity: net less adjusted net.
    pub fn luck(&self) -> Chips {
        self.net - self.adjusted
    }

    /// Adds another total of the same player's (totals are sums, so in any order).
    pub fn add(&mut self, other: &PlayerTotals) {
        self.hands += other.hands;
        self.all_ins += other.all_ins;
        self.net += other.net;
        self.adjusted += other.adjusted;
    }
}

/// Totals over many hands, added in any order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub hands: u64,
    pub settled: u64,
    pub unsettled: u64,
    /// Hands that could not be read or replayed (with `--skip-invalid`).
    pub invalid: u64,
    /// Settled hands whose recorded `winnings` differ from handrank's.
    pub mismatches: u64,
    /// Chips taken from the pots (collected less recorded), over the hands that record
    /// `winnings`.
    pub rake: Chips,
    /// By player name (or `pN` where the file names no players).
    pub players: HashMap<String, PlayerTotals>,
}

impl Summary {
    /// Counts one hand, and adds it to its players' totals.
    pub fn add(&mut self, report: &Report) {
        self.count(report);
        self.add_players(report);
    }

    /// Counts one hand, leaving the players' totals alone.
    pub fn count(&mut self, report: &Report) {
        self.hands += 1;
        if report.settlement.is_err() {
            self.unsettled += 1;
            return;
        }
        self.settled += 1;
        self.mismatches += u64::from(report.mismatch());
        self.rake += report.rake().unwrap_or_default();
    }

    /// Adds a settled hand to its players' totals.
    pub fn add_players(&mut self, report: &Report) {
        let Some(net) = report.net() else {
            return;
        };
        let ev = report.all_in.as_ref().filter(|ev| ev.actual.is_some());
        for (i, &won) in net.iter().enumerate() {
            let named = report.hand.players.as_ref().and_then(|names| names.get(i));
            let totals = match named.and_then(|name| self.players.get_mut(name)) {
                Some(totals) => totals,
                None => self.players.entry(report.hand.player_name(i)).or_default(),
            };
            totals.hands += 1;
            totals.net += won;
            totals.adjusted += won;
            if let Some(ev) = ev.filter(|ev| ev.pots.iter().any(|pot| pot.players.contains(&i))) {
                let actual = ev.actual.as_ref().and_then(|a| a.get(i)).copied();
                let expected = ev.expected.get(i).copied();
                if let (Some(actual), Some(expected)) = (actual, expected) {
                    totals.adjusted += expected - actual;
                    totals.all_ins += 1;
                }
            }
        }
    }

    /// Adds another summary's counts.
    pub fn merge(&mut self, other: Summary) {
        self.hands += other.hands;
        self.settled += other.settled;
        self.unsettled += other.unsettled;
        self.invalid += other.invalid;
        self.mismatches += other.mismatches;
        self.rake += other.rake;
        for (name, theirs) in other.players {
            self.add_player(name, &theirs);
        }
    }

    /// Adds totals to a player's (a new player starts at none).
    pub fn add_player(&mut self, name: String, totals: &PlayerTotals) {
        self.players.entry(name).or_default().add(totals);
    }

    /// The players' totals in the order a summary is shown: most hands first, then by
    /// name.
    pub fn ranked(&self) -> Vec<(&String, &PlayerTotals)> {
        let mut players: Vec<_> = self.players.iter().collect();
        players.sort_by(|a, b| b.1.hands.cmp(&a.1.hands).then(a.0.cmp(b.0)));
        players
    }
}
