//! Totals over a collection: hands read, settled and unsettled, the rake taken, and per
//! player what a tracker shows: the hands, the net won in chips (or money) and in big
//! blinds, the all-in-adjusted net (each all-in counted at its expected collect instead of
//! what the cards gave) and the luck between the two, the showdown and non-showdown
//! winnings, and how often the player put money in voluntarily (VPIP), raised first-round
//! (PFR), went to showdown (WTSD) and won there (W$SD).
//!
//! "Pre-flop" is the first betting round and "the flop" the second: stud's third and fourth
//! street, a draw game's rounds before and after the first draw. Tournament hands count in
//! chips (their all-in EV too); ICM, what chips are worth in prize money, is not computed.
//! Every total is a sum, so summaries merge in any order.

use std::collections::HashMap;

use super::Report;
use super::hand::Chips;

/// One settled hand of one player, what every total is a sum of (and the points of the
/// all-in EV graph: [`super::Series`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerHand {
    /// Collected less put in.
    pub net: Chips,
    /// The net with an all-in's actual collect replaced by its expected one (the net
    /// itself without a priced all-in).
    pub adjusted: Chips,
    /// Whether an all-in was priced for the player.
    pub all_in: bool,
    /// The hand's big blind ([`super::HandHistory::big_blind`]).
    pub big_blind: Option<Chips>,
    /// Put money in voluntarily in the first betting round: a call of more than nothing,
    /// a bet, a raise, stud's completion (never antes, blinds, posts, straddles or the
    /// bring-in; a big blind who only checks did not).
    pub voluntary: bool,
    /// Bet, raised or completed in the first betting round.
    pub raised: bool,
    /// In the hand when the first betting round closed with two or more players left
    /// (all-in or not).
    pub saw_flop: bool,
    /// In the hand at its showdown (the cards decided it; a player who mucked there went
    /// too, one who folded did not).
    pub showdown: bool,
    /// Went to showdown and collected from a pot there (a share of a split pot counts).
    pub won_at_showdown: bool,
}

impl PlayerHand {
    /// `player`'s hand in a settled report (`None` when the hand is not settled, or there
    /// is no such player).
    pub fn of(report: &Report, player: usize) -> Option<PlayerHand> {
        let settled = report.settlement.as_ref().ok()?;
        let collected = *settled.collected.get(player)?;
        let net = collected - *report.replay.put_in.get(player)?;
        let mut adjusted = net;
        let mut all_in = false;
        let ev = report.all_in.as_ref().filter(|ev| ev.actual.is_some());
        if let Some(ev) = ev.filter(|ev| ev.pots.iter().any(|pot| pot.players.contains(&player))) {
            let actual = ev.actual.as_ref().and_then(|a| a.get(player)).copied();
            if let (Some(actual), Some(&expected)) = (actual, ev.expected.get(player)) {
                adjusted += expected - actual;
                all_in = true;
            }
        }
        let involvement = &report.replay.involvement;
        let showdown = report.replay.end == super::End::Showdown && !involvement.folded(player);
        Some(PlayerHand {
            net,
            adjusted,
            all_in,
            big_blind: report.hand.big_blind(),
            voluntary: involvement.voluntary(player),
            raised: involvement.raised(player),
            saw_flop: involvement.saw_flop(player),
            showdown,
            won_at_showdown: showdown && collected > Chips::ZERO,
        })
    }

    /// An amount of this hand in its big blinds, to the millionth (`None` without a big
    /// blind).
    pub fn in_big_blinds(&self, chips: Chips) -> Option<Chips> {
        let unit = i128::from(self.big_blind?.micros());
        let scaled = i128::from(chips.micros()) * i128::from(Chips::SCALE);
        // Rounded to the nearest millionth, halves away from zero.
        let rounded = (2 * scaled + scaled.signum() * unit) / (2 * unit);
        i64::try_from(rounded).ok().map(Chips)
    }
}

/// One player's totals: sums over their settled hands.
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
    /// The net of the hands the player went to showdown in (the rest is
    /// [`PlayerTotals::non_showdown`]).
    pub showdown: Chips,
    /// Hands with a big blind ([`super::HandHistory::big_blind`]): those the amounts in
    /// big blinds count, and bb/100's hands.
    pub bb_hands: u64,
    /// The net in big blinds, each hand's own (to the millionth of one).
    pub net_bb: Chips,
    /// The all-in-adjusted net in big blinds.
    pub adjusted_bb: Chips,
    /// The showdown winnings in big blinds.
    pub showdown_bb: Chips,
    /// Hands with money put in voluntarily in the first betting round (VPIP's count).
    pub voluntary: u64,
    /// Hands with a bet, raise or completion in the first betting round (PFR's count).
    pub raised: u64,
    /// Hands whose flop (second betting round) the player saw.
    pub saw_flop: u64,
    /// Hands the player went to showdown in.
    pub went_to_showdown: u64,
    /// Showdowns where the player collected from a pot.
    pub won_at_showdown: u64,
}

impl PlayerTotals {
    /// The totals of one hand.
    pub fn of_hand(hand: &PlayerHand) -> PlayerTotals {
        let mut totals = PlayerTotals::default();
        totals.add_hand(hand);
        totals
    }

    /// Adds one settled hand of the player's.
    pub fn add_hand(&mut self, hand: &PlayerHand) {
        self.hands += 1;
        self.all_ins += u64::from(hand.all_in);
        self.net += hand.net;
        self.adjusted += hand.adjusted;
        let showdown = if hand.showdown { hand.net } else { Chips::ZERO };
        self.showdown += showdown;
        let in_bb = (
            hand.in_big_blinds(hand.net),
            hand.in_big_blinds(hand.adjusted),
            hand.in_big_blinds(showdown),
        );
        if let (Some(net), Some(adjusted), Some(showdown)) = in_bb {
            self.bb_hands += 1;
            self.net_bb += net;
            self.adjusted_bb += adjusted;
            self.showdown_bb += showdown;
        }
        self.voluntary += u64::from(hand.voluntary);
        self.raised += u64::from(hand.raised);
        self.saw_flop += u64::from(hand.saw_flop);
        self.went_to_showdown += u64::from(hand.showdown);
        self.won_at_showdown += u64::from(hand.won_at_showdown);
    }

    /// What the cards gave beyond the equity: net less adjusted net.
    pub fn luck(&self) -> Chips {
        self.net - self.adjusted
    }

    /// The net of the hands the player did not go to showdown in (folds, and pots won
    /// when everyone else folded).
    pub fn non_showdown(&self) -> Chips {
        self.net - self.showdown
    }

    /// [`PlayerTotals::non_showdown`] in big blinds.
    pub fn non_showdown_bb(&self) -> Chips {
        self.net_bb - self.showdown_bb
    }

    /// Big blinds won per 100 hands (`None` without a hand with a big blind).
    pub fn bb_per_100(&self) -> Option<f64> {
        per_100(self.net_bb, self.bb_hands)
    }

    /// All-in-adjusted big blinds per 100 hands.
    pub fn ev_bb_per_100(&self) -> Option<f64> {
        per_100(self.adjusted_bb, self.bb_hands)
    }

    /// VPIP: the share of hands with money put in voluntarily in the first betting round.
    pub fn vpip(&self) -> Option<f64> {
        share(self.voluntary, self.hands)
    }

    /// PFR: the share of hands with a bet, raise or completion in the first betting round.
    pub fn pfr(&self) -> Option<f64> {
        share(self.raised, self.hands)
    }

    /// WTSD: the share of the hands whose flop the player saw that went to showdown.
    pub fn wtsd(&self) -> Option<f64> {
        share(self.went_to_showdown, self.saw_flop)
    }

    /// W$SD: the share of the player's showdowns where they collected from a pot.
    pub fn wsd(&self) -> Option<f64> {
        share(self.won_at_showdown, self.went_to_showdown)
    }

    /// Adds another total of the same player's (totals are sums, so in any order).
    pub fn add(&mut self, other: &PlayerTotals) {
        self.hands += other.hands;
        self.all_ins += other.all_ins;
        self.net += other.net;
        self.adjusted += other.adjusted;
        self.showdown += other.showdown;
        self.bb_hands += other.bb_hands;
        self.net_bb += other.net_bb;
        self.adjusted_bb += other.adjusted_bb;
        self.showdown_bb += other.showdown_bb;
        self.voluntary += other.voluntary;
        self.raised += other.raised;
        self.saw_flop += other.saw_flop;
        self.went_to_showdown += other.went_to_showdown;
        self.won_at_showdown += other.won_at_showdown;
    }
}

/// `part` of `whole` as a fraction (`None` of nothing).
fn share(part: u64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part as f64 / whole as f64)
}

/// An amount per 100 hands.
fn per_100(amount: Chips, hands: u64) -> Option<f64> {
    (hands > 0).then(|| amount.to_f64() * 100.0 / hands as f64)
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
        if report.settlement.is_err() {
            return;
        }
        for i in 0..report.hand.player_count() {
            let Some(hand) = PlayerHand::of(report, i) else {
                continue;
            };
            let named = report.hand.players.as_ref().and_then(|names| names.get(i));
            let totals = match named.and_then(|name| self.players.get_mut(name)) {
                Some(totals) => totals,
                None => self.players.entry(report.hand.player_name(i)).or_default(),
            };
            totals.add_hand(&hand);
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
