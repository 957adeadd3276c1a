//! One board's sweep in strength order, adding each live combo's opposing combos beaten
//! and tied to its sums over the flop's boards.
//!
//! The board's order is its rank pair's group order ([`super::order`]) with its flushes
//! merged in. A run of equal strength is read, then entered: a combo beats the opposing
//! combos entered before its run except those sharing one of its cards (the total less
//! its two cards' counts), and ties those its run adds. The one opposing combo sharing
//! both its cards (the same two cards in both ranges) is counted under both cards, so it
//! is added back once among the equal ones.

/// A live combo as the sweep reads it.
#[derive(Clone, Copy)]
pub(super) struct LiveCombo {
    pub mask: u64,
    /// The combo's cards per suit, one byte per suit.
    pub suit_counts: u32,
    /// Card bits, player (0 or 1) and twin (0 or 1): `[a, b, player, twin]`.
    pub cards: [u8; 4],
}

/// What leaves a board's groups: combos holding a turn or river card (`gone`), and those
/// with `needs` or more cards of the board's flush suit (the byte at `shift`; a shift past
/// every byte when the board has no three of a suit), which are scored on their own.
#[derive(Clone, Copy)]
pub(super) struct Leaving {
    pub gone: u64,
    pub shift: u32,
    pub needs: u64,
}

impl Leaving {
    #[inline(always)]
    fn holds(self, combo: &LiveCombo) -> bool {
        combo.mask & self.gone != 0
            || u64::from(combo.suit_counts) >> self.shift & 0xff >= self.needs
    }
}

/// One board as the sweep reads it: `order` the groups' `(strength, group)` on the board's
/// ranks in strength order; `flushes` the combos out of their groups for a flush, as
/// `strength << 16 | position`, sorted; `out` what leaves the groups; `times` the boards
/// it stands for (its orbit under the suit changes fixing the flop).
#[derive(Clone, Copy)]
pub(super) struct SweptBoard<'a> {
    pub order: &'a [(u16, u16)],
    pub flushes: &'a [u32],
    pub out: Leaving,
    pub times: u32,
}

/// Per combo over the flop's boards: opposing combos beaten and tied (at most 1,326 a board
/// on 1,176 boards, or the orbits standing for them: they fit 32 bits); weighted (`W`), the
/// same as weights.
pub(super) struct BeatenTied<const W: bool> {
    pub wins: Vec<u32>,
    pub ties: Vec<u32>,
    pub weighted_wins: Vec<f64>,
    pub weighted_ties: Vec<f64>,
    /// Scratch: the run's combos with their wins on this board.
    run: Vec<(u16, [u8; 4], u32)>,
    run_weighted: Vec<f64>,
}

/// The opposing combos entered so far on one board, by player: per card bit and in all.
struct Below<T> {
    by_card: [[T; 64]; 2],
    all: [T; 2],
}

impl<T: Copy + Default> Below<T> {
    fn new() -> Below<T> {
        Below {
            by_card: [[T::default(); 64]; 2],
            all: [T::default(); 2],
        }
    }
}

impl<const W: bool> BeatenTied<W> {
    pub(super) fn new(n: usize) -> BeatenTied<W> {
        let weighted = if W { n } else { 0 };
        BeatenTied {
            wins: vec![0; n],
            ties: vec![0; n],
            weighted_wins: vec![0.0; weighted],
            weighted_ties: vec![0.0; weighted],
            run: Vec::with_capacity(n),
            run_weighted: Vec::with_capacity(weighted),
        }
    }

    /// One board's sweep. `groups` are the rank pairs' spans of `combos`.
    #[allow(clippy::indexing_slicing)] // positions, groups and card bits come from the flop's arrays
    pub(super) fn sweep(
        &mut self,
        combos: &[LiveCombo],
        weights: &[f64],
        twin_weights: &[f64],
        groups: &[(u16, u16)],
        board: SweptBoard,
    ) {
        let SweptBoard {
            order,
            flushes,
            out,
            times,
        } = board;
        let weighted_times = f64::from(times);
        let mut below = Below::<u32>::new();
        let mut weighted = Below::<f64>::new();
        let (mut g, mut f) = (0, 0);
        loop {
            let strength = match (order.get(g), flushes.get(f)) {
                (None, None) => break,
                (Some(&(s, _)), None) => s,
                (None, Some(&x)) => (x >> 16) as u16,
                (Some(&(s, _)), Some(&x)) => s.min((x >> 16) as u16),
            };
            self.run.clear();
            self.run_weighted.clear();
            let mut players = 0u8;
            // Read: each combo's wins against the opposing combos entered so far.
            let mut read = |k: usize, cards: [u8; 4]| {
                let [a, b, s] = [cards[0], cards[1], cards[2]].map(usize::from);
                players |= 1 << s;
                let wins = below.all[1 - s] - below.by_card[1 - s][a] - below.by_card[1 - s][b];
                self.wins[k] += wins * times;
                self.run.push((k as u16, cards, wins));
                if W {
                    let other = &weighted.by_card[1 - s];
                    let wins = weighted.all[1 - s] - other[a] - other[b];
                    self.weighted_wins[k] += wins * weighted_times;
                    self.run_weighted.push(wins);
                }
            };
            while let Some(&(_, group)) = order.get(g).filter(|e| e.0 == strength) {
                let (from, to) = groups[usize::from(group)];
                let span = usize::from(from)..usize::from(to);
                for (k, combo) in span.clone().zip(&combos[span]) {
                    if !out.holds(combo) {
                        read(k, combo.cards);
                    }
                }
                g += 1;
            }
            while let Some(&x) = flushes.get(f).filter(|&&x| (x >> 16) as u16 == strength) {
                let k = (x & 0xffff) as usize;
                read(k, combos[k].cards);
                f += 1;
            }
            // Enter the run: player 2's combos in it counted as they come, the totals once
            // (a total read back on every combo would wait on its last store).
            let mut villains = 0;
            for &(k, cards, _) in &self.run {
                let [a, b, s] = [cards[0], cards[1], cards[2]].map(usize::from);
                villains += u32::from(cards[2]);
                below.by_card[s][a] += 1;
                below.by_card[s][b] += 1;
                if W {
                    let w = weights[usize::from(k)];
                    weighted.all[s] += w;
                    weighted.by_card[s][a] += w;
                    weighted.by_card[s][b] += w;
                }
            }
            below.all[0] += self.run.len() as u32 - villains;
            below.all[1] += villains;
            // Ties, when both players are in the run: the equal ones now in, the twin
            // (counted under both cards) back.
            if players == 3 {
                for (j, &(k, cards, wins)) in self.run.iter().enumerate() {
                    let [a, b, s, twin] = cards.map(usize::from);
                    let k = usize::from(k);
                    let other = &below.by_card[1 - s];
                    let at_most = below.all[1 - s] + twin as u32 - other[a] - other[b];
                    self.ties[k] += (at_most - wins) * times;
                    if W {
                        let other = &weighted.by_card[1 - s];
                        let at_most = weighted.all[1 - s] - other[a] - other[b] + twin_weights[k];
                        self.weighted_ties[k] += (at_most - self.run_weighted[j]) * weighted_times;
                    }
                }
            }
        }
    }

    /// Each combo's sums averaged with its images' under the suit changes fixing the flop
    /// (`images[change][position]`; none: every board was swept). With one board of each
    /// orbit swept, each taken as many times as its orbit has boards, a combo's sums hold
    /// what its images do on the boards of each orbit: the average is its own over every
    /// board, an integer for the counts.
    #[allow(clippy::indexing_slicing)] // images are positions of the flop's combos
    pub(super) fn average(&mut self, images: &[Vec<u16>]) {
        if images.is_empty() {
            return;
        }
        let n = images.len() as u32;
        let counts = |sums: &[u32]| -> Vec<u32> {
            (0..sums.len())
                .map(|k| {
                    let sum: u32 = images.iter().map(|image| sums[usize::from(image[k])]).sum();
                    debug_assert_eq!(sum % n, 0, "a combo's counts over its orbits");
                    sum / n
                })
                .collect()
        };
        let weights = |sums: &[f64]| -> Vec<f64> {
            (0..sums.len())
                .map(|k| {
                    let sum: f64 = images.iter().map(|image| sums[usize::from(image[k])]).sum();
                    sum / f64::from(n)
                })
                .collect()
        };
        self.wins = counts(&self.wins);
        self.ties = counts(&self.ties);
        self.weighted_wins = weights(&self.weighted_wins);
        self.weighted_ties = weights(&self.weighted_ties);
    }
}
