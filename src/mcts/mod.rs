//! Monte-Carlo tree search for the move generator and the analysis: independent trees with
//! their own seeds searched in parallel (root parallelism) and merged at
//! the root. With a playout budget the answer depends only on the seed and
//! the number of trees, never on timing.

mod parallel;
mod report;
pub mod time;
mod tree;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::board::Board;
use crate::types::{Color, Point};

pub use parallel::{search, search_with, Kept, Reports};
pub use report::{Candidate, Outcome, Ownership};

/// When to stop searching: whichever limit comes first.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// Playouts over all trees.
    pub playouts: Option<u64>,
    pub time: Option<Duration>,
}

/// How a search runs, besides its limits.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Options {
    pub limits: Limits,
    /// End early once the most visited move can no longer be overtaken,
    /// or when there is only one move (what a move generator wants).
    pub early_end: bool,
    /// Run until the controller sends another line (analysis).
    pub until_input: bool,
    /// Sum who owns each point at the end of the simulations.
    pub ownership: bool,
}

impl Options {
    /// The search of a move generator.
    pub fn for_move(limits: Limits) -> Options {
        Options {
            limits,
            early_end: true,
            until_input: false,
            ownership: false,
        }
    }
}

/// An interrupt from the controller (GoGui's `# interrupt`): the reader of
/// standard input counts the command lines it has read and, on an
/// interrupt, stores that count. A search for the command with number
/// `command` stops once the stored count reaches it, so an interrupt meant
/// for an earlier command stops nothing. The reader also publishes how many
/// lines it has read in all (`lines_read`; the end of input counts as
/// endless lines), which ends an analysis once the next line is there.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    pub interrupted_upto: Arc<AtomicU64>,
    pub lines_read: Arc<AtomicU64>,
    pub command: u64,
}

impl Stop {
    pub fn is_set(&self) -> bool {
        self.command > 0 && self.interrupted_upto.load(Ordering::Relaxed) >= self.command
    }

    /// Has a line come after this command's, or has the input ended?
    /// Without a reader (`command` 0) nothing is awaited: yes.
    pub fn input_follows(&self) -> bool {
        self.command == 0 || self.lines_read.load(Ordering::Relaxed) > self.command
    }
}

/// The position to search.
pub struct Position<'a> {
    pub board: &'a Board,
    pub color: Color,
    /// 1 when the opponent has just passed (a pass of ours ends the game).
    pub passes: u32,
    pub komi: f64,
    /// The stone the opponent just played, if any.
    pub last: Option<Point>,
    /// Stones Black has placed in the game (on the board now or captured)
    /// minus those White has: what turns an area count into a territory
    /// count (Art. 10).
    pub placed: i32,
}
