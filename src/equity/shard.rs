//! Work cut into shards: disjoint parts counted on their own (by other threads, workers or
//! machines, at other times) and added up later to the counts of the whole.
//!
//! Shard `k` of `n` holds every `n`-th task from the `k`-th on, in the work's fixed order
//! of tasks, so shards are as alike in size and cost as can be and the same `k/n` is the
//! same work everywhere. The preflop table's tasks are its board classes; an equity
//! question's are those of its exact enumeration ([`super::Question::exact_shard`]).

use std::fmt;
use std::str::FromStr;

/// Shard `k` of `n` (1 ≤ k ≤ n), written `k/n`.
///
/// ```
/// use handrank::equity::Shard;
/// let shard: Shard = "3/16".parse()?;
/// assert_eq!((shard.index(), shard.count()), (3, 16));
/// assert_eq!(shard.board_classes(), 8_404);
/// assert!("17/16".parse::<Shard>().is_err());
/// # Ok::<(), handrank::equity::ShardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    index: u32,
    count: u32,
}

/// Why a shard is not `k/n` with 1 ≤ k ≤ n.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}': a shard is K/N with 1 ≤ K ≤ N (as 3/16)")]
pub struct ShardError(pub String);

impl Shard {
    /// All the work in one shard.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Shard `index` of `count`.
    pub fn new(index: u32, count: u32) -> Result<Shard, ShardError> {
        if 1 <= index && index <= count {
            Ok(Shard { index, count })
        } else {
            Err(ShardError(format!("{index}/{count}")))
        }
    }

    /// `k`, from 1.
    pub fn index(self) -> u32 {
        self.index
    }

    /// `n`.
    pub fn count(self) -> u32 {
        self.count
    }

    /// Whether task `task` (numbered from 0 in the work's fixed order) is this shard's.
    ///
    /// ```
    /// use handrank::equity::Shard;
    /// let second: Shard = "2/3".parse()?;
    /// let tasks: Vec<usize> = (0..8).filter(|&t| second.holds(t)).collect();
    /// assert_eq!(tasks, [1, 4, 7]);
    /// # Ok::<(), handrank::equity::ShardError>(())
    /// ```
    #[inline]
    pub fn holds(self, task: usize) -> bool {
        task % self.count as usize == (self.index - 1) as usize
    }

    /// This shard's tasks of `tasks`, in order.
    pub(crate) fn take<T>(self, tasks: impl IntoIterator<Item = T>) -> impl Iterator<Item = T> {
        tasks
            .into_iter()
            .skip((self.index - 1) as usize)
            .step_by(self.count as usize)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let error = || ShardError(text.to_owned());
        let (k, n) = text.trim().split_once('/').ok_or_else(error)?;
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| error());
        Shard::new(number(k)?, number(n)?).map_err(|_| error())
    }
}
