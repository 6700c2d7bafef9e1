//! Monte-Carlo tree search for the move generator: independent trees with
//! their own seeds searched in parallel (root parallelism) and merged at
//! the root. With a playout budget the answer depends only on the seed and
//! the number of trees, never on timing.

pub mod time;
mod tree;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::SeedableRng;
use rayon::prelude::*;

use crate::board::Board;
use crate::types::{Color, Point};
use tree::Tree;

/// When to stop searching: whichever limit comes first.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Limits {
    /// Playouts over all trees.
    pub playouts: Option<u64>,
    pub time: Option<Duration>,
}

/// An interrupt from the controller (GoGui's `# interrupt`): the reader of
/// standard input counts the command lines it has read and, on an
/// interrupt, stores that count. A search for the command with number
/// `command` stops once the stored count reaches it, so an interrupt meant
/// for an earlier command stops nothing.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    pub interrupted_upto: Arc<AtomicU64>,
    pub command: u64,
}

impl Stop {
    pub fn is_set(&self) -> bool {
        self.command > 0 && self.interrupted_upto.load(Ordering::Relaxed) >= self.command
    }
}

/// What the search found for one candidate move.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// `None`: a pass.
    pub mv: Option<Point>,
    pub visits: u32,
    /// Win rate of the mover over the visits.
    pub win_rate: f32,
}

#[derive(Clone, Debug)]
pub struct Outcome {
    /// Most visited first.
    pub candidates: Vec<Candidate>,
    pub playouts: u64,
    pub elapsed: Duration,
}

impl Outcome {
    pub fn best(&self) -> Option<&Candidate> {
        self.candidates.first()
    }

    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-6)
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

/// Simulations between two looks at the clock and the interrupt.
const CHECK_EVERY: u64 = 16;

/// Searches `trees` trees seeded from `seed` until `limits` or `stop`.
pub fn search(pos: &Position, trees: usize, seed: u64, limits: Limits, stop: &Stop) -> Outcome {
    let start = Instant::now();
    let trees = trees.max(1);
    let per_tree = limits.playouts.map(|n| n.div_ceil(trees as u64).max(1));
    let results: Vec<(Vec<Candidate>, u64)> = (0..trees)
        .into_par_iter()
        .map(|i| {
            let mut rng =
                SmallRng::seed_from_u64(seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let mut tree = Tree::new(pos);
            let mut done = 0u64;
            loop {
                if per_tree.is_some_and(|n| done >= n) {
                    break;
                }
                if done.is_multiple_of(CHECK_EVERY) {
                    let elapsed = start.elapsed();
                    // An interrupt still leaves a first batch of playouts.
                    let interrupted = done > 0 && stop.is_set();
                    if interrupted || limits.time.is_some_and(|t| elapsed >= t) {
                        break;
                    }
                    // Playouts still to come: the budget's, or as many as
                    // the time left allows at the rate so far.
                    let by_time = limits.time.map(|t| {
                        let rate = done as f64 / elapsed.as_secs_f64().max(1e-3);
                        (rate * (t - elapsed).as_secs_f64()) as u64
                    });
                    let by_budget = per_tree.map(|n| n - done);
                    let left = match (by_budget, by_time) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                    let only_move = tree.root_children().len() <= 1;
                    if only_move || (done >= 64 && left.is_some_and(|left| decided(&tree, left))) {
                        break;
                    }
                }
                tree.simulate(&mut rng);
                done += 1;
            }
            let candidates = tree
                .root_children()
                .iter()
                .map(|c| Candidate {
                    mv: c.mv,
                    visits: c.visits,
                    win_rate: c.win_rate(),
                })
                .collect();
            (candidates, done)
        })
        .collect();
    let playouts = results.iter().map(|(_, n)| n).sum();
    Outcome {
        candidates: merge(results.into_iter().map(|(c, _)| c).collect()),
        playouts,
        elapsed: start.elapsed(),
    }
}

/// Can the second most visited move no longer overtake the first within
/// `left` more playouts? (Then searching on is of no use.)
fn decided(tree: &Tree, left: u64) -> bool {
    let mut top = [0u32; 2];
    for c in tree.root_children() {
        if c.visits > top[0] {
            top = [c.visits, top[0]];
        } else if c.visits > top[1] {
            top[1] = c.visits;
        }
    }
    u64::from(top[0] - top[1]) > left
}

/// Adds the root statistics of the trees (same candidates in the same
/// order in every tree) and sorts them, most visited first.
fn merge(trees: Vec<Vec<Candidate>>) -> Vec<Candidate> {
    let mut iter = trees.into_iter();
    let mut total: Vec<(Option<Point>, u32, f64)> = iter
        .next()
        .unwrap_or_default()
        .into_iter()
        .map(|c| (c.mv, c.visits, f64::from(c.win_rate) * f64::from(c.visits)))
        .collect();
    for tree in iter {
        for (t, c) in total.iter_mut().zip(tree) {
            debug_assert_eq!(t.0, c.mv);
            t.1 += c.visits;
            t.2 += f64::from(c.win_rate) * f64::from(c.visits);
        }
    }
    let mut out: Vec<Candidate> = total
        .into_iter()
        .map(|(mv, visits, wins)| Candidate {
            mv,
            visits,
            win_rate: if visits == 0 {
                0.5
            } else {
                (wins / f64::from(visits)) as f32
            },
        })
        .collect();
    // Most visited first; ties by win rate, then by point for determinism.
    out.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.win_rate.total_cmp(&a.win_rate))
            .then(a.mv.map(|p| p.index()).cmp(&b.mv.map(|p| p.index())))
    });
    out
}
