//! Seeded random hands for benchmarks and test files. Hands come in fixed-size chunks,
//! each with its own generator seeded from (seed, chunk number), so the same seed gives
//! the same hands whatever the number of threads.

use rand::{Rng, SeedableRng};
use rayon::prelude::*;

use crate::card::{Card, CardSet};

/// Hands per independently seeded chunk.
pub const CHUNK: usize = 1 << 14;

/// The generator of every seeded stream: Xoshiro256++ named, not `rand`'s `SmallRng`,
/// which is Xoshiro128++ on 32-bit targets: a seed gives the same hands and Monte Carlo
/// results in the browser (wasm32) as on a 64-bit machine.
pub(crate) type Generator = rand_xoshiro::Xoshiro256PlusPlus;

/// The seed of stream `stream` (a chunk of hands or of Monte Carlo trials) of the
/// sequence for `seed`: both go through the SplitMix64 finalizer, so no two (seed, stream)
/// pairs share a stream by arithmetic accident (an xor of `seed` with a multiple of the
/// stream number let `seed = k·c` replay stream `k` of seed 0).
pub fn stream_seed(seed: u64, stream: u64) -> u64 {
    mix(mix(seed) ^ mix(stream.wrapping_add(0x6a09_e667_f3bc_c909)))
}

/// SplitMix64's finalizer: a bijection on `u64` whose every output bit depends on every
/// input bit.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Deals `count` distinct cards (at most 52) in the order they came.
pub fn deal(rng: &mut impl Rng, count: usize, out: &mut Vec<Card>) {
    deal_from(rng, &Card::ALL, count, out);
}

/// Deals `count` distinct cards of `deck` (at most all of them) in the order they came.
pub fn deal_from(rng: &mut impl Rng, deck: &[Card], count: usize, out: &mut Vec<Card>) {
    let mut seen = CardSet::EMPTY;
    let count = count.min(deck.len());
    while seen.len() < count {
        #[allow(clippy::indexing_slicing)] // the index is drawn from 0..deck.len()
        let card = deck[rng.random_range(0..deck.len())];
        if seen.insert(card) {
            out.push(card);
        }
    }
}

/// Hands `first..first + count` of the sequence for `seed`, `cards` cards each, flat
/// (`chunks_exact(cards)` gives the hands). `first` must be a multiple of [`CHUNK`].
///
/// ```
/// let a = handrank::sample::hands(1, 0, 1000, 7);
/// assert_eq!(a.len(), 7000);
/// assert_eq!(a, handrank::sample::hands(1, 0, 1000, 7));
/// assert!(a.chunks_exact(7).all(|h| handrank::evaluate(h).is_ok()));
/// ```
pub fn hands(seed: u64, first: usize, count: usize, cards: usize) -> Vec<Card> {
    hands_from(CardSet::FULL, seed, first, count, cards)
}

/// [`hands`] dealt from `deck` (short deck's 36 cards, say): the whole deck gives the
/// very hands of [`hands`].
///
/// ```
/// use handrank::{Game, sample};
/// let deck = "short-deck".parse::<Game>()?.deck();
/// let dealt = sample::hands_from(deck, 1, 0, 1000, 7);
/// assert!(dealt.iter().all(|&card| deck.contains(card)));
/// assert_eq!(sample::hands_from(handrank::CardSet::FULL, 1, 0, 9, 5), sample::hands(1, 0, 9, 5));
/// # Ok::<(), handrank::GameError>(())
/// ```
pub fn hands_from(deck: CardSet, seed: u64, first: usize, count: usize, cards: usize) -> Vec<Card> {
    // In index order, so the whole deck is `Card::ALL`.
    let deck: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|&c| deck.contains(c))
        .collect();
    let first_chunk = first / CHUNK;
    let chunks = count.div_ceil(CHUNK);
    let parts: Vec<Vec<Card>> = (0..chunks)
        .into_par_iter()
        .map(|i| {
            let chunk = (first_chunk + i) as u64;
            let mut rng = Generator::seed_from_u64(stream_seed(seed, chunk));
            let n = CHUNK.min(count - i * CHUNK);
            let mut out = Vec::with_capacity(n * cards);
            for _ in 0..n {
                deal_from(&mut rng, &deck, cards, &mut out);
            }
            out
        })
        .collect();
    parts.concat()
}

#[cfg(test)]
mod tests;
