//! One player's results hand by hand, the lines of the all-in EV graph: the net won, the
//! all-in-adjusted net, and the showdown and non-showdown winnings, each cumulative in big
//! blinds over the hands in input order. Memory stays bounded: past `most` points the
//! series keeps every other one and samples at twice the stride, so a million hands
//! draw as a few thousand points, the last hand always among them.

use super::hand::Chips;
use super::summary::PlayerHand;

/// The cumulative results after `hand` hands, in big blinds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Hands played so far (0 at the start).
    pub hand: u64,
    pub net: f64,
    /// The all-in-adjusted net (the EV line).
    pub adjusted: f64,
    /// The net of the hands that went to showdown.
    pub showdown: f64,
    /// The net of the others.
    pub non_showdown: f64,
}

/// A player's cumulative results over the hands added, in order.
#[derive(Clone, Debug)]
pub struct Series {
    hands: u64,
    net: Chips,
    adjusted: Chips,
    showdown: Chips,
    /// Points at every `stride`-th hand, from hand 0.
    points: Vec<Point>,
    stride: u64,
    most: usize,
}

impl Series {
    /// The points a run keeps of its hero's series: enough for any picture's width.
    pub const POINTS: usize = 4096;

    /// An empty series that keeps at most about `most` points (at least 2).
    pub fn new(most: usize) -> Series {
        let mut series = Series {
            hands: 0,
            net: Chips::ZERO,
            adjusted: Chips::ZERO,
            showdown: Chips::ZERO,
            points: Vec::new(),
            stride: 1,
            most: most.max(2),
        };
        series.points.push(series.now());
        series
    }

    /// Adds the player's next hand (a hand without a big blind counts as a hand, its
    /// amounts as none).
    pub fn add(&mut self, hand: &PlayerHand) {
        self.hands += 1;
        let net = hand.in_big_blinds(hand.net).unwrap_or_default();
        self.net += net;
        self.adjusted += hand.in_big_blinds(hand.adjusted).unwrap_or_default();
        if hand.showdown {
            self.showdown += net;
        }
        if self.hands.is_multiple_of(self.stride) {
            if self.points.len() >= self.most {
                // Keep the points at even multiples of the stride, and sample at twice it.
                let mut keep = 0;
                self.points.retain(|_| {
                    keep += 1;
                    keep % 2 == 1
                });
                self.stride *= 2;
            }
            if self.hands.is_multiple_of(self.stride) {
                let now = self.now();
                self.points.push(now);
            }
        }
    }

    /// Hands added.
    pub fn hands(&self) -> u64 {
        self.hands
    }

    /// The points from hand 0 to the last hand.
    pub fn points(&self) -> Vec<Point> {
        let mut points = self.points.clone();
        if points.last().is_some_and(|last| last.hand != self.hands) {
            points.push(self.now());
        }
        points
    }

    fn now(&self) -> Point {
        Point {
            hand: self.hands,
            net: self.net.to_f64(),
            adjusted: self.adjusted.to_f64(),
            showdown: self.showdown.to_f64(),
            non_showdown: (self.net - self.showdown).to_f64(),
        }
    }
}
