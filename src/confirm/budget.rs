//! The analysis's budget, in one place: the limits a user sets
//! ([`Budget`]), and how a string's nodes are shared out among its
//! readings.
//!
//! Each string searched in its whole area gets [`Budget::nodes`] of its
//! own, and for its first reading what the strings before it in the area
//! left unspent, up to [`MAX_POOLED`] times its own ([`Nodes`]). A reading
//! of [`MIN_SPLIT_NODES`] or more reads its first [`SPLIT_AFTER`]th alone,
//! then goes on split into [`SPLIT_PARTS`] shares. Within a search, each
//! recursion after a capture gets [`RECURSION_NODES`], and a capture that
//! leaned on one cut short is read again with [`WIDER_RECURSION`]. A
//! string read again in the points it lives or dies in gets a
//! [`LOCAL_SHARE`]th of the budget after a search of its whole area, an
//! [`ONLY_LOCAL_SHARE`]th where that area was too large to search; of
//! that, each reading with strings around held (the opponent's, then the
//! owner's) gets a [`HELD_SHARE`]th.

/// Limits of the analysis.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    /// Nodes per confirmation search.
    pub nodes: u64,
    /// Largest number of empty points in an area searched exactly.
    /// The cost of a node grows with the area (its moves, the checks for
    /// unconditional life within it), and the readings of a mid-sized
    /// area's strings, one after another, gain little from a second
    /// thread. A larger area settles more strings of real games, but costs
    /// more than it proves (the measurements are in `benches/RESULTS.md`).
    pub max_area: usize,
    /// Playouts for the estimate.
    pub playouts: u32,
    /// Warn on standard error when a status falls back to the estimate:
    /// the scoring commands do; the move generator's own counts, made
    /// many times a move, say so at debug level only.
    pub warn_on_fallback: bool,
    /// Read captures again: one that leaned on a recursion cut short with
    /// wider ones (see `read_again`), and every one with the defender's
    /// answers free (see `read_freely`). The scoring commands do; the
    /// move generator's own counts, which must be quick, do not.
    pub wider_readings: bool,
    /// With more than one thread, start the playout estimate while the
    /// searches run, when some area is too large to search whole (its
    /// strings are then likely to need it; see `analyse_once`). The
    /// scoring commands do; the move generator's counts, run beside its
    /// own playouts, do not.
    pub estimate_ahead: bool,
    /// Keep the line of each reading that decides a string, for
    /// `kakunin-explain` (see `Analysis::line`). The scoring commands do;
    /// the move generator's own counts, which nobody asks to explain, do
    /// not.
    pub keep_lines: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            nodes: 200_000,
            max_area: 16,
            playouts: 1_000,
            warn_on_fallback: true,
            wider_readings: true,
            estimate_ahead: true,
            keep_lines: true,
        }
    }
}

impl Budget {
    /// The level the fallback to the estimate is said at (see
    /// [`Analysis::log_fallback`](super::Analysis::log_fallback)).
    pub fn fallback_level(&self) -> log::Level {
        if self.warn_on_fallback {
            log::Level::Warn
        } else {
            log::Level::Debug
        }
    }

    /// The same limits with `nodes` per search.
    pub fn with_nodes(self, nodes: u64) -> Budget {
        Budget { nodes, ..self }
    }
}

/// The part of the budget a string gets in the points it lives or dies in
/// after a search of its whole area left it undecided.
pub(crate) const LOCAL_SHARE: u64 = 10;

/// The part of the budget (its quarter) a string gets in the points it
/// lives or dies in when its whole area was too large to search, and a
/// tenth of that once one of them in the same area runs out. In real games
/// most strings are searched only there. A tenth, as after a search of the
/// whole area, left a white corner group of a 9x9 game to the estimate
/// (with Black's throw-in that kills it, and its stone inside already
/// proven dead: `games/critical-corner.sgf` in the gtp-tests); the whole
/// budget made real records slow to score (`benches/RESULTS.md`).
pub(crate) const ONLY_LOCAL_SHARE: u64 = 4;

/// The part of a string's nodes each reading with strings around held
/// gets (see [`held_reading_area`](super::held_reading_area)): a seki or a life
/// that needs none of the captures held, or a capture in a corner the
/// wall has already closed, is settled in few nodes, and the rest is left
/// for the reading without them. More for the owner's strings held
/// proved few more strings at a far larger cost (`benches/RESULTS.md`,
/// "Captures read with the owner's strings held").
pub(crate) const HELD_SHARE: u64 = 4;

/// The part of a string's nodes each reading under the causal reading of
/// Art. 7-1 gets (see `confirm::causal`): the reading with the owner
/// moving first of each of its owner's other dead strings, and the reading
/// of the string with the ground around counted as its owner's. In real
/// games the string is still captured, mostly in few nodes; the whole
/// budget added a sixth to the CPU of the counted professional games and
/// settled nothing more (`benches/RESULTS.md`, "The causal reading").
pub(crate) const CAUSAL_SHARE: u64 = 4;

/// The most nodes a string's first reading gets in [`in_turn`](super::reading::in_turn), in
/// multiples of its own budget, however many the strings before it left.
/// Its readings again are reckoned from its own nodes alone, so the most a
/// string's readings take grows by a third at most (from three times its
/// own nodes to four).
pub(crate) const MAX_POOLED: u64 = 2;

/// A string's nodes in [`in_turn`](super::reading::in_turn): its own, and those the strings before
/// it in its area left unspent that its first reading may use too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Nodes {
    pub(crate) own: u64,
    pub(crate) pooled: u64,
}

impl Nodes {
    pub(crate) fn own(own: u64) -> Nodes {
        Nodes { own, pooled: 0 }
    }

    /// `own` nodes, and of the `unspent` ones the strings before left, as
    /// many as [`MAX_POOLED`] allows.
    pub(crate) fn pooled(own: u64, unspent: u64) -> Nodes {
        Nodes {
            own,
            pooled: unspent.min(own.saturating_mul(MAX_POOLED - 1)),
        }
    }
}

/// The share of a string's node budget searched before the search is
/// split at its root.
pub(crate) const SPLIT_AFTER: u64 = 10;

/// The smallest budget worth splitting: the halves of a smaller one are
/// too small to settle what the whole settles (Example 16's local search).
pub(crate) const MIN_SPLIT_NODES: u64 = 100_000;

/// Fixed shares of a split search (not the thread count: the verdict must
/// not depend on it).
pub(crate) const SPLIT_PARTS: usize = 2;

/// The recursion budget of [`read_again`](super::reading::read_again)'s wider reading.
pub(crate) const WIDER_RECURSION: u64 = 100_000;

/// Nodes the defender gets, after its target has been captured, to show
/// that it can hold the vacated points again. A recursion that does not
/// show it within these nodes counts as captured (and the search says it
/// cut one short): a group seldom lives again on the points of one just
/// taken.
pub(crate) const RECURSION_NODES: u64 = 1000;
