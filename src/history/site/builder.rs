//! From what a site's text says, line by line, to the [`HandHistory`] PHH would write: the
//! players in PHH's order, the forced bets as PHH's per-position arrays, and each action
//! in notation. Every site's reader feeds one of these, so the mapping is defined once.
//!
//! PHH's order: `p1` is the first player dealt in after the button (the small blind), the
//! button last; heads-up the button posts the small blind, and PHH's per-player forced
//! bets are written reversed (pokerkit's rule, which the replay follows). A dead small
//! blind (`posts small & big blinds`, or a small blind from a seat that is not the small
//! blind's) is dead money: an ante of that player, never part of their bet. A big blind
//! from a seat that is not the big blind's (a player who just sat down) is PHH's post: a
//! negative `blinds_or_straddles` entry, live but no blind for the order of play. The
//! amounts the text gives for calls and returned bets are checked against the bets so
//! far: a text whose amounts do not add up is an error naming the line, never a guess.

use super::super::hand::{Act, Action, Cards, Chips, HandHistory, Names, Source};
use super::super::per_player::{MAX_SEATS, PerPlayer};
use super::super::variant::{Betting, Dealing, PhhVariant};
use super::text::Amount;

mod cards;
mod play;
mod record;

pub(crate) use cards::unknown;

/// A forced bet as the text names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Post {
    Ante,
    SmallBlind,
    BigBlind,
    /// `posts small & big blinds`: a live big blind and a dead small blind.
    SmallAndBig,
    Straddle,
}

/// One `Seat N: name (stack)` line.
struct SeatedPlayer<'a> {
    number: u32,
    name: &'a str,
    stack: Chips,
    /// Dealt in (not sitting out).
    playing: bool,
    /// The player with this seat's name in PHH order, once seated (`None` when not dealt
    /// in): found once a hand, not once a line.
    player: Option<usize>,
}

/// A hand being read.
pub(crate) struct Builder<'a> {
    source: Source,
    variant: &'static str,
    betting: Betting,
    dealing: Dealing,
    /// Cards each player is dealt (unknown ones are written `??`).
    hole_cards: usize,
    /// The stakes: the blinds (no-limit, pot-limit) or the small and big bets (limit).
    stakes: (Chips, Chips),
    seats: Vec<SeatedPlayer<'a>>,
    /// The players dealt in, in PHH order: their names and seats' stacks.
    names: Vec<&'a str>,
    starting: PerPlayer<Chips>,
    stacks: PerPlayer<Chips>,
    antes: PerPlayer<Chips>,
    blinds: PerPlayer<Chips>,
    bets: PerPlayer<Chips>,
    /// Each player's live blind or straddle this street (the replay never returns it).
    forced: PerPlayer<Chips>,
    folded: PerPlayer<bool>,
    /// The cards known of the deal under way (hole cards, a stud street's, a draw's).
    known: PerPlayer<Cards>,
    /// Cards each player still in is dealt when the deal under way ends: the hole cards,
    /// then each stud street's card; 0 when none is under way.
    street_cards: usize,
    /// A draw is under way: its discards read, its cards (`owed`) not yet dealt.
    drawing: bool,
    owed: PerPlayer<usize>,
    /// Stud: the bring-in posted.
    bring_in: Option<Chips>,
    actions: Vec<Action>,
    winnings: PerPlayer<Chips>,
    /// The hole cards are dealt (the forced bets are over).
    dealt: bool,
    /// The small blind's seat posted it; the big blind is posted.
    small_posted: bool,
    big_posted: bool,
    decimals: u8,
    rake: Option<Chips>,
    runs: Vec<Cards>,
    /// The hand's id as the site numbers it.
    id: String,
}

impl<'a> Builder<'a> {
    pub(crate) fn new(
        source: Source,
        id: &str,
        variant: PhhVariant,
        betting: Betting,
        hole_cards: usize,
        stakes: (Amount, Amount),
    ) -> Builder<'a> {
        // The value alone, so it is built where the caller keeps it (built in a local and
        // returned, the builder's 2,264 bytes were copied whole).
        Builder {
            source,
            variant: variant.code,
            betting,
            dealing: variant.dealing,
            hole_cards,
            stakes: (stakes.0.chips, stakes.1.chips),
            seats: Vec::with_capacity(10),
            names: Vec::with_capacity(10),
            starting: PerPlayer::default(),
            stacks: PerPlayer::default(),
            antes: PerPlayer::default(),
            blinds: PerPlayer::default(),
            bets: PerPlayer::default(),
            forced: PerPlayer::default(),
            folded: PerPlayer::default(),
            known: PerPlayer::empty(Cards::EMPTY),
            street_cards: hole_cards,
            drawing: false,
            owed: PerPlayer::default(),
            bring_in: None,
            actions: Vec::with_capacity(24),
            winnings: PerPlayer::default(),
            dealt: false,
            small_posted: false,
            big_posted: false,
            decimals: places(stakes.0).max(places(stakes.1)),
            rake: None,
            runs: Vec::new(),
            id: id.to_owned(),
        }
    }

    /// Notes an amount's decimal places.
    pub(crate) fn amount(&mut self, amount: Amount) -> Chips {
        self.decimals = self.decimals.max(places(amount));
        amount.chips
    }

    /// How the game deals: a board, draws, or stud's streets.
    pub(crate) fn dealing(&self) -> Dealing {
        self.dealing
    }

    pub(crate) fn source(&self) -> &Source {
        &self.source
    }

    /// A `Seat N: name (stack)` line; `playing` is false for a player sitting out.
    pub(crate) fn seat(&mut self, number: u32, name: &'a str, stack: Amount, playing: bool) {
        let stack = self.amount(stack);
        self.seats.push(SeatedPlayer {
            number,
            name,
            stack,
            playing,
            player: None,
        });
    }

    /// Puts the players dealt in into PHH's order: from the seat after the button round
    /// to the button.
    #[allow(clippy::indexing_slicing)] // `i` runs over the seats
    pub(crate) fn seated(&mut self, button: u32) -> Result<(), String> {
        let seats = &self.seats;
        let after = |&i: &usize| (seats[i].number <= button, seats[i].number);
        let mut playing: Vec<usize> = (0..seats.len()).filter(|&i| seats[i].playing).collect();
        playing.sort_by_key(after);
        if playing.len() < 2 || playing.len() > MAX_SEATS {
            return Err(format!(
                "{} players are dealt in: a hand has 2 to {MAX_SEATS}",
                playing.len()
            ));
        }
        if let Some(seat) = playing
            .iter()
            .map(|&i| &seats[i])
            .find(|s| s.stack <= Chips::ZERO)
        {
            return Err(format!(
                "seat {} ({}) is dealt in with no chips",
                seat.number, seat.name
            ));
        }
        for (player, &i) in playing.iter().enumerate() {
            let seat = &mut self.seats[i];
            if self.names.contains(&seat.name) {
                return Err(format!("'{}' has two seats", seat.name));
            }
            self.names.push(seat.name);
            self.starting.push(seat.stack);
            seat.player = Some(player);
        }
        // A seat sitting out under a name dealt in elsewhere speaks for that player.
        for seat in self.seats.iter_mut().filter(|seat| !seat.playing) {
            seat.player = self.names.iter().position(|&name| name == seat.name);
        }
        let n = self.names.len();
        self.stacks = self.starting;
        self.antes = PerPlayer::filled(n, Chips::ZERO);
        self.blinds = PerPlayer::filled(n, Chips::ZERO);
        self.bets = PerPlayer::filled(n, Chips::ZERO);
        self.forced = PerPlayer::filled(n, Chips::ZERO);
        self.folded = PerPlayer::filled(n, false);
        self.known = PerPlayer::filled(n, Cards::EMPTY);
        self.owed = PerPlayer::filled(n, 0);
        self.winnings = PerPlayer::filled(n, Chips::ZERO);
        Ok(())
    }

    /// The seated player whose name starts `line`, followed by `sep`: their index in PHH
    /// order (`None` when not dealt in) and the rest of the line. The longest name wins
    /// (a name may be another's prefix).
    pub(crate) fn who<'l>(&self, line: &'l str, sep: &str) -> Option<(Option<usize>, &'l str)> {
        let seat = self
            .seats
            .iter()
            .filter(|seat| {
                // The first byte first: most lines are not most players'.
                line.as_bytes().first() == seat.name.as_bytes().first()
                    && line.starts_with(seat.name)
                    && line
                        .get(seat.name.len()..)
                        .is_some_and(|r| r.starts_with(sep))
            })
            .max_by_key(|seat| seat.name.len())?;
        let rest = line.get(seat.name.len() + sep.len()..).unwrap_or_default();
        Some((seat.player, rest))
    }

    /// A forced bet; `all_in` when the text says the player is all-in with it (then the
    /// blind's full size, not what was left, decides who acts first, as the site plays).
    /// A big blind from another seat than the big blind's is a post (`-chips`: a live
    /// bet the replay never returns, no blind for the order of play).
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn post(
        &mut self,
        player: usize,
        post: Post,
        amount: Amount,
        all_in: bool,
    ) -> Result<(), String> {
        if self.dealt {
            return Err("a forced bet after the cards are dealt".into());
        }
        let chips = self.amount(amount);
        let n = self.names.len();
        let heads_up = n == 2;
        let (small, big) = self.blind_sizes();
        let nominal = |size: Chips| if all_in { size.max(chips) } else { chips };
        let paid = chips.min(self.stacks[player]);
        if paid != chips {
            return Err(format!(
                "the post is more than the player's stack of {}",
                self.stacks[player]
            ));
        }
        self.stacks[player] -= chips;
        match post {
            Post::Ante => self.antes[player] += chips,
            Post::SmallBlind => {
                let position = if heads_up { n - 1 } else { 0 };
                if player == position && !self.small_posted && !self.big_posted {
                    self.small_posted = true;
                    self.blinds[player] = nominal(small);
                    self.bets[player] = chips;
                    self.forced[player] = chips;
                } else {
                    // Not the small blind's seat: dead money.
                    self.antes[player] += chips;
                }
            }
            Post::BigBlind => {
                if self.is_big_blind_seat(player) {
                    self.big_posted = true;
                    self.blinds[player] = nominal(big);
                } else {
                    self.blinds[player] = Chips::ZERO - chips;
                }
                self.bets[player] = chips;
                self.forced[player] = chips;
            }
            Post::SmallAndBig => {
                // The small blind's part is dead, the big blind's live.
                let live = big.min(chips);
                self.antes[player] += chips - live;
                if self.is_big_blind_seat(player) {
                    self.big_posted = true;
                    self.blinds[player] = live;
                } else {
                    self.blinds[player] = Chips::ZERO - live;
                }
                self.bets[player] = live;
                self.forced[player] = live;
            }
            Post::Straddle => {
                self.blinds[player] = nominal(chips);
                self.bets[player] = chips;
                self.forced[player] = chips;
            }
        }
        Ok(())
    }

    /// The blinds' sizes: the stakes in no-limit and pot-limit; in limit, half the small
    /// bet and the small bet (what the sites post).
    fn blind_sizes(&self) -> (Chips, Chips) {
        match self.betting {
            Betting::FixedLimit => (Chips(self.stakes.0.micros() / 2), self.stakes.0),
            Betting::NoLimit | Betting::PotLimit => self.stakes,
        }
    }

    /// Whether `player` sits where the big blind is posted and none is yet: heads-up
    /// the player who is not the button; otherwise the first after the small blind's
    /// seat, or that seat itself when no small blind is posted there.
    fn is_big_blind_seat(&self, player: usize) -> bool {
        !self.big_posted
            && match self.names.len() {
                2 => player == 0,
                _ => player == 1 || (player == 0 && !self.small_posted),
            }
    }

    /// Known hole cards (`Dealt to ann [Ah Kh]`).
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn hole(&mut self, player: usize, cards: Cards) -> Result<(), String> {
        if cards.len() != self.hole_cards {
            return Err(format!(
                "{} cards dealt: this game deals {}",
                cards.len(),
                self.hole_cards
            ));
        }
        self.known[player] = cards;
        Ok(())
    }

    /// Deals the cards of the deal under way (at the first line after its `Dealt to`
    /// lines that is not a discard): to each player still in, in PHH order, the cards the
    /// text gave and `??` for the rest, unknown cards first (a stud hand's up card is its
    /// third). In a draw, each player is dealt what they threw.
    #[allow(clippy::indexing_slicing)] // `player` runs over the n players
    pub(crate) fn deal(&mut self, line: u64) {
        self.dealt = true;
        // Called at every line of the play: most have no deal under way and nothing to
        // clear.
        let idle = self.street_cards == 0
            && !self.drawing
            && self.known.iter().all(Cards::is_empty)
            && self.owed.iter().all(|&owed| owed == 0);
        if idle {
            return;
        }
        for player in 0..self.names.len() {
            let count = match (self.drawing, self.folded[player]) {
                (true, _) => self.owed[player],
                (false, false) => self.street_cards,
                (false, true) => 0,
            };
            if count == 0 {
                continue;
            }
            let cards = self.known[player].after_unknown(count);
            self.act(Act::DealHole { player, cards }, line);
        }
        self.street_cards = 0;
        self.drawing = false;
        // Cleared in place (both have a value per player since `seated`).
        self.known.fill(Cards::EMPTY);
        self.owed.fill(0);
    }

    fn act(&mut self, act: Act, line: u64) {
        self.actions.push(Action { act, line });
    }

    /// The board cards of a street (`run` 0) or of a further run's street.
    #[allow(clippy::indexing_slicing)] // `run` is checked against the runs first
    pub(crate) fn board(&mut self, run: usize, cards: Cards, line: u64) -> Result<(), String> {
        if run == 0 {
            self.bomb_pot(line);
        }
        self.new_round();
        if run == 0 {
            self.act(Act::DealBoard(cards), line);
            return Ok(());
        }
        // Runs are dealt in order: a later run's cards with an earlier run missing would
        // leave that run empty, which no hand deals.
        if run > self.runs.len() + 1 {
            return Err(format!(
                "run {} is dealt before run {}",
                run + 1,
                self.runs.len() + 2
            ));
        }
        if self.runs.len() < run {
            self.runs.push(Cards::EMPTY);
        }
        let board = &mut self.runs[run - 1];
        for card in cards.iter() {
            if !board.push(card) {
                return Err("a run of more than 8 cards".into());
            }
        }
        Ok(())
    }

    /// A bomb pot: antes and no blind, and the flop dealt before anyone acts (the sites
    /// play no pre-flop betting). PHH cannot skip a round, so each player with chips checks
    /// it, from `p1` (where the round opens when no blind is posted), as the text's flop
    /// line; with fewer than two such players there is no round to play.
    #[allow(clippy::indexing_slicing)] // `p` and `player` run over the n players
    fn bomb_pot(&mut self, line: u64) {
        let bomb = matches!(self.dealing, Dealing::Board)
            && self.blinds.iter().all(|&blind| blind == Chips::ZERO)
            && self
                .actions
                .iter()
                .all(|action| matches!(action.act, Act::DealHole { .. }));
        let n = self.names.len();
        let with_chips = (0..n).filter(|&p| self.stacks[p] > Chips::ZERO).count();
        if bomb && with_chips >= 2 {
            for player in 0..n {
                if self.stacks[player] > Chips::ZERO {
                    self.act(Act::CheckCall(player), line);
                }
            }
        }
    }

    /// The hand, with its per-player forced bets in PHH's positions.
    #[allow(clippy::indexing_slicing)] // heads-up: two players' values
    pub(crate) fn finish(self) -> HandHistory {
        let n = self.names.len();
        let positional = |values: &PerPlayer<Chips>| -> PerPlayer<Chips> {
            match n {
                2 => [values[1], values[0]].into_iter().collect(),
                _ => *values,
            }
        };
        let mut names = Names::with_capacity(self.names.iter().map(|n| n.len()).sum());
        for name in &self.names {
            names.push(name);
        }
        let (min_bet, small_bet, big_bet) = match self.betting {
            Betting::FixedLimit => (None, Some(self.stakes.0), Some(self.stakes.1)),
            Betting::NoLimit | Betting::PotLimit => (Some(self.stakes.1), None, None),
        };
        HandHistory {
            variant: self.variant.to_owned(),
            ante_trimming: false,
            antes: positional(&self.antes),
            // Stud has a bring-in, never blinds: PHH writes none.
            blinds_or_straddles: match self.dealing {
                Dealing::Stud { .. } => PerPlayer::default(),
                Dealing::Board | Dealing::Draw { .. } => positional(&self.blinds),
            },
            // No bring-in is written when its player completes at once: then none is
            // posted, and PHH's field (required in stud) is zero.
            bring_in: matches!(self.dealing, Dealing::Stud { .. })
                .then(|| self.bring_in.unwrap_or(Chips::ZERO)),
            small_bet,
            big_bet,
            min_bet,
            starting_stacks: self.starting.iter().map(|&s| Some(s)).collect(),
            actions: self.actions,
            players: Some(names),
            winnings: Some(self.winnings),
            hand: Some(self.id),
            rake: self.rake,
            rake_unstated: false,
            runs: self.runs,
            decimals: self.decimals,
            source: self.source,
        }
    }
}

/// An amount's decimal places: money is counted to the cent at least.
fn places(amount: Amount) -> u8 {
    if amount.money {
        amount.places.max(2)
    } else {
        amount.places
    }
}
