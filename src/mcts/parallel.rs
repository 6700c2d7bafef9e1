//! The trees searched side by side, one thread each, and the reports of a
//! running search: at every report the calling thread asks each tree for
//! its root, waits for all of them and sums them.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::SeedableRng;

use super::report::{merge, Outcome, Summary};
use super::tree::Tree;
use super::{Limits, Options, Position, Stop};
use crate::types::{Color, Move};

/// Simulations between two looks at the clock, the interrupt and the
/// report requests.
const CHECK_EVERY: u64 = 16;
/// How often the reporting thread looks whether the trees are done.
const POLL: Duration = Duration::from_millis(2);

/// Reports while a search runs: `observe` gets the sum of the trees every
/// `every`; when it answers `false` the search ends.
pub struct Reports<'a> {
    pub every: Duration,
    pub observe: &'a mut dyn FnMut(&Outcome) -> bool,
}

/// Searches `trees` trees seeded from `seed` until `limits` or `stop`,
/// ending early when the move is decided.
pub fn search(pos: &Position, trees: usize, seed: u64, limits: Limits, stop: &Stop) -> Outcome {
    search_with(
        pos,
        trees,
        seed,
        &Options::for_move(limits),
        stop,
        None,
        None,
    )
    .0
}

/// What every tree's thread shares with the others.
struct Shared<'a> {
    pos: &'a Position<'a>,
    seed: u64,
    options: &'a Options,
    stop: &'a Stop,
    start: Instant,
    per_tree: Option<u64>,
    /// The number of the last report asked for.
    wanted: AtomicU64,
    /// Each tree's last root summary and the report it answers (`u64::MAX`
    /// once the tree is done).
    slots: Vec<Mutex<(u64, Option<Summary>)>>,
    finished: AtomicUsize,
    /// Set when the observer wants no more.
    halt: AtomicBool,
    /// Each tree: kept from an earlier search, if any, before it grows;
    /// itself once done.
    trees: Vec<Mutex<Option<Tree>>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Searches with `options`, reporting as `reports` asks, carrying on the
/// trees `kept` from an earlier search (see [`Kept::advanced`]) when they
/// are as many as `trees`; gives the trees back for the next search.
pub fn search_with(
    pos: &Position,
    trees: usize,
    seed: u64,
    options: &Options,
    stop: &Stop,
    reports: Option<Reports>,
    kept: Option<Kept>,
) -> (Outcome, Kept) {
    let trees = trees.max(1);
    let kept: Vec<Option<Tree>> = match kept {
        Some(Kept(kept)) if kept.len() == trees => kept.into_iter().map(Some).collect(),
        _ => (0..trees).map(|_| None).collect(),
    };
    let shared = Shared {
        pos,
        seed,
        options,
        stop,
        start: Instant::now(),
        per_tree: options
            .limits
            .playouts
            .map(|n| n.div_ceil(trees as u64).max(1)),
        wanted: AtomicU64::new(0),
        slots: (0..trees).map(|_| Mutex::new((0, None))).collect(),
        finished: AtomicUsize::new(0),
        halt: AtomicBool::new(false),
        trees: kept.into_iter().map(Mutex::new).collect(),
    };
    std::thread::scope(|scope| {
        for i in 0..trees {
            let shared = &shared;
            scope.spawn(move || grow(shared, i));
        }
        if let Some(reports) = reports.filter(|r| !r.every.is_zero()) {
            supervise(&shared, reports);
        }
    });
    let summaries: Vec<Summary> = shared
        .slots
        .iter()
        .filter_map(|slot| lock(slot).1.take())
        .collect();
    let outcome = merge(
        &summaries,
        pos.color == Color::Black,
        shared.start.elapsed(),
    );
    let trees = shared
        .trees
        .into_iter()
        .filter_map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect();
    (outcome, Kept(trees))
}

/// The trees of a search, kept for the next one (tree reuse between
/// moves).
pub struct Kept(Vec<Tree>);

impl Kept {
    /// The trees carried on to `pos`, the position after `moves` from
    /// their root (see [`Tree::advanced`]); `None` when one of them cannot
    /// be.
    pub fn advanced(
        self,
        moves: &[(Color, Move)],
        pos: &Position,
        options: &Options,
    ) -> Option<Kept> {
        self.0
            .into_iter()
            .map(|t| t.advanced(moves, pos, options.ownership))
            .collect::<Option<Vec<Tree>>>()
            .map(Kept)
    }

    /// The visits the trees hold at their roots.
    pub fn root_visits(&self) -> u64 {
        self.0.iter().map(|t| u64::from(t.nodes[0].visits)).sum()
    }
}

/// One tree's thread: simulations until a limit, the stop or the halt,
/// publishing the root when a report is asked for and at the end.
fn grow(shared: &Shared, i: usize) {
    let options = shared.options;
    let mut rng =
        SmallRng::seed_from_u64(shared.seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let kept = lock(&shared.trees[i]).take();
    let mut tree = kept.unwrap_or_else(|| Tree::new(shared.pos, options.ownership));
    let mut done = 0u64;
    let mut published = 0u64;
    loop {
        if shared.per_tree.is_some_and(|n| done >= n) {
            break;
        }
        if done.is_multiple_of(CHECK_EVERY) {
            let wanted = shared.wanted.load(Ordering::Acquire);
            if wanted > published {
                *lock(&shared.slots[i]) = (wanted, Some(tree.summary()));
                published = wanted;
            }
            if should_end(shared, &tree, done) {
                break;
            }
        }
        tree.simulate(&mut rng);
        done += 1;
    }
    *lock(&shared.slots[i]) = (u64::MAX, Some(tree.summary()));
    *lock(&shared.trees[i]) = Some(tree);
    shared.finished.fetch_add(1, Ordering::Release);
}

/// Is it time for this tree to stop, after `done` simulations?
fn should_end(shared: &Shared, tree: &Tree, done: u64) -> bool {
    let options = shared.options;
    let limits = options.limits;
    if shared.halt.load(Ordering::Relaxed) {
        return true;
    }
    let elapsed = shared.start.elapsed();
    // An interrupt, or the next line, still leaves a first batch.
    let stop = shared.stop;
    let stopped = done > 0 && (stop.is_set() || (options.until_input && stop.input_follows()));
    if stopped || limits.time.is_some_and(|t| elapsed >= t) {
        return true;
    }
    if !options.early_end {
        return false;
    }
    // Playouts still to come: the budget's, or as many as the time left
    // allows at the rate so far.
    let by_time = limits.time.map(|t| {
        let rate = done as f64 / elapsed.as_secs_f64().max(1e-3);
        (rate * (t - elapsed).as_secs_f64()) as u64
    });
    let by_budget = shared.per_tree.map(|n| n - done);
    let left = match (by_budget, by_time) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let only_move = tree.root_children().len() <= 1;
    only_move || (done >= 64 && left.is_some_and(|left| decided(tree, left)))
}

/// The calling thread while the trees grow: every `reports.every` it asks
/// all trees for their roots, waits for them and reports the sum.
fn supervise(shared: &Shared, reports: Reports) {
    let trees = shared.slots.len();
    let all_done = || shared.finished.load(Ordering::Acquire) == trees;
    let mut next = shared.start + reports.every;
    loop {
        loop {
            let now = Instant::now();
            if all_done() {
                return;
            }
            if now >= next {
                break;
            }
            std::thread::sleep(POLL.min(next - now));
        }
        let report = shared.wanted.fetch_add(1, Ordering::AcqRel) + 1;
        // A tree answers within CHECK_EVERY simulations, or is done.
        while shared.slots.iter().any(|slot| lock(slot).0 < report) {
            std::thread::sleep(POLL);
        }
        let summaries: Vec<Summary> = shared
            .slots
            .iter()
            .filter_map(|slot| lock(slot).1.clone())
            .collect();
        let outcome = merge(
            &summaries,
            shared.pos.color == Color::Black,
            shared.start.elapsed(),
        );
        if !(reports.observe)(&outcome) {
            shared.halt.store(true, Ordering::Relaxed);
            return;
        }
        next = (next + reports.every).max(Instant::now());
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
