//! A low hand for Omaha hi-lo (eight or better).

use std::cmp::Ordering;
use std::fmt;

use crate::card::Rank;

/// A qualifying low: five different ranks, eight or lower, the ace playing low. Held as an
/// 8-bit mask (ace bit 0, deuce bit 1 … eight bit 7), where a smaller mask is a better
/// low: the highest card decides first, then the next. `Low` orders better lows greater,
/// like [`crate::Strength`].
///
/// ```
/// use handrank::omaha::low;
/// use handrank::parse_cards;
/// let a = low(&parse_cards("Ah 2c Kd Ks")?, &parse_cards("4h 6d 8s Qc Jh")?)?;
/// let b = low(&parse_cards("Ac 2d 3h Kh")?, &parse_cards("7h 7s 8c Qd Jc")?)?;
/// assert_eq!(a.map(|l| l.to_string()).as_deref(), Some("8-6-4-2-A"));
/// assert!(b.is_none()); // only two different low ranks on the board
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Low(u8);

impl Low {
    /// The low of this mask, if it has exactly five ranks.
    pub const fn from_mask(mask: u8) -> Option<Low> {
        if mask.count_ones() == 5 {
            Some(Low(mask))
        } else {
            None
        }
    }

    /// The 8-bit mask (ace bit 0 … eight bit 7): smaller is better.
    pub const fn mask(self) -> u8 {
        self.0
    }

    /// The low's place among the 56 lows: 1 for 8-7-6-5-4, 56 for the wheel; higher is
    /// better, as for every strength.
    ///
    /// ```
    /// use handrank::{lowball, parse_cards};
    /// let low = |text| lowball::eight_or_better(&parse_cards(text).unwrap()).unwrap().unwrap();
    /// assert_eq!(low("8c 7d 6h 5s 4c").strength(), 1);
    /// assert_eq!(low("5c 4d 3h 2s Ac").strength(), 56);
    /// assert!(low("8c 6d 4h 2s Ac").strength() > low("8c 7d 3h 2s Ac").strength());
    /// ```
    #[allow(clippy::indexing_slicing)] // a u8 indexes 256 entries
    pub const fn strength(self) -> u8 {
        LOW_STRENGTH[self.0 as usize]
    }

    /// The five ranks, highest first (the ace last).
    #[allow(clippy::indexing_slicing)] // five set bits below 8 by construction
    pub fn ranks(self) -> [Rank; 5] {
        debug_assert_eq!(self.0.count_ones(), 5, "a low has five ranks");
        let bits: Vec<u32> = (0..8u32).rev().filter(|b| self.0 >> b & 1 == 1).collect();
        // Bit 0 is the ace; bit b ≥ 1 is rank index b - 1 (deuce = 0).
        std::array::from_fn(|i| match bits[i] {
            0 => Rank::Ace,
            bit => Rank::ALL[bit as usize - 1],
        })
    }

    /// "8-6-4-2-A".
    pub fn describe(self) -> String {
        self.ranks()
            .iter()
            .map(|r| r.symbol().to_string())
            .collect::<Vec<_>>()
            .join("-")
    }
}

/// Each five-rank mask's place among the lows, counted from the worst (the greatest mask);
/// 0 for masks that are not lows.
#[allow(clippy::indexing_slicing)] // m < 256
const LOW_STRENGTH: [u8; 256] = {
    let mut table = [0; 256];
    let (mut m, mut strength) = (256, 0);
    while m > 0 {
        m -= 1;
        if (m as u8).count_ones() == 5 {
            strength += 1;
            table[m] = strength;
        }
    }
    table
};

impl Ord for Low {
    fn cmp(&self, other: &Low) -> Ordering {
        other.0.cmp(&self.0)
    }
}

impl PartialOrd for Low {
    fn partial_cmp(&self, other: &Low) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Low {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Low {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.describe())
    }
}
