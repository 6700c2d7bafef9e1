//! Reading strings: the confirmation searches of one string, with their
//! node budgets, the readings again with wider recursions and free answers,
//! and the shares of an area's budget its strings get in turn.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;

use super::areas::{area_of, empties, local_area, Hold};
use super::budget::{Budget, Nodes, MIN_SPLIT_NODES, SPLIT_AFTER, SPLIT_PARTS, WIDER_RECURSION};
use super::search::{Line, Problem, Searcher, Verdict};
use super::settle_unconditionally;
use crate::board::Board;
use crate::types::Point;

/// Runs `search` on `items` in turn until one runs out of nodes: each gets
/// `full` nodes of its own and, for its first reading, what the items
/// before it left unspent of theirs (an area's strings share its budget in
/// turn), at most [`MAX_POOLED`](super::budget::MAX_POOLED) times `full` in all; every item after the
/// first that runs out gets `reduced` nodes whatever the others answer, so
/// those searches are independent and run in parallel. The verdicts are
/// those of searching every item in turn.
///
/// A budget too small to split never reads with a pool
/// ([`Reading::pooled_used`]): with such budgets the items are read ahead
/// in parallel, each with its own nodes, by as many workers as there are
/// threads, each taking the next item in order as soon as it is free, and
/// a reading that did use its pool would be read again with the pool
/// searching in turn gives it. No worker starts an item after one that
/// has run out, and the readings already started after it are stopped.
/// Larger budgets are read one item at a time. The verdicts do not depend
/// on the threads.
pub(super) fn in_turn<T: Sync>(
    items: &[T],
    full: u64,
    reduced: u64,
    search: impl Fn(&T, Nodes, Option<&AtomicBool>) -> Reading + Sync,
) -> Vec<Reading> {
    let mut guesses = if full < MIN_SPLIT_NODES {
        read_ahead(items, full, &search)
    } else {
        vec![None; items.len()]
    };
    let mut verdicts = Vec::with_capacity(items.len());
    let mut unspent = 0u64;
    for (j, item) in items.iter().enumerate() {
        let nodes = Nodes::pooled(full, unspent);
        let reading = match guesses[j].take() {
            Some(guess) if !(guess.pooled_used && nodes.pooled > 0) => guess,
            _ => search(item, nodes, None),
        };
        let (ran_out, spent) = (reading.ran_out, reading.spent);
        verdicts.push(reading);
        if ran_out {
            let rest: Vec<Reading> = items[j + 1..]
                .par_iter()
                .map(|item| search(item, Nodes::own(reduced), None))
                .collect();
            verdicts.extend(rest);
            return verdicts;
        }
        let spent = spent.unwrap_or(nodes.own + nodes.pooled);
        unspent = unspent.saturating_add(full).saturating_sub(spent);
    }
    verdicts
}

/// The readings of `items` with `full` nodes of their own each, made
/// ahead in parallel for [`in_turn`]: by one worker per thread, each
/// taking the next item not yet taken, none taking an item after one that
/// ran out (`None` for those, and for any not reached). A reading of an
/// item after one that ran out is not wanted: it is stopped.
fn read_ahead<T: Sync>(
    items: &[T],
    full: u64,
    search: &(impl Fn(&T, Nodes, Option<&AtomicBool>) -> Reading + Sync),
) -> Vec<Option<Reading>> {
    let workers = rayon::current_num_threads().clamp(1, items.len().max(1));
    if workers < 2 {
        return vec![None; items.len()];
    }
    let next = AtomicUsize::new(0);
    let first_out = AtomicUsize::new(usize::MAX);
    let stops: Vec<AtomicBool> = items.iter().map(|_| AtomicBool::new(false)).collect();
    let slots: Vec<Mutex<Option<Reading>>> = items.iter().map(|_| Mutex::new(None)).collect();
    rayon::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|_| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= items.len() || i > first_out.load(Ordering::SeqCst) {
                    break;
                }
                let reading = search(&items[i], Nodes::own(full), Some(&stops[i]));
                if reading.ran_out && !stops[i].load(Ordering::SeqCst) {
                    first_out.fetch_min(i, Ordering::SeqCst);
                    for stop in &stops[i + 1..] {
                        stop.store(true, Ordering::SeqCst);
                    }
                }
                *slots[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(reading);
            });
        }
    });
    // The readings stopped are of items after the first that ran out,
    // which `in_turn` reads again with their reduced nodes.
    slots
        .into_iter()
        .map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect()
}

/// What [`confirm_string`] answers for a string it searched.
pub(super) struct Confirmed {
    pub(super) verdict: Verdict,
    /// The nodes spent, where that count does not depend on the threads.
    pub(super) spent: Option<u64>,
    /// Did it read with the nodes pooled from the strings before?
    pub(super) pooled_used: bool,
    /// The line of the reading that decided (of the deciding share, for a
    /// search split in parts); none without a verdict.
    pub(super) line: Option<Line>,
}

/// A string's search as [`in_turn`] needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Reading {
    verdict: Verdict,
    /// Did it run out of nodes (an unknown verdict of a string that was
    /// searched)?
    ran_out: bool,
    /// The nodes it spent, where that count does not depend on the
    /// threads (`None`: count the whole budget as spent).
    spent: Option<u64>,
    /// Did it read with the nodes pooled from the items before (the
    /// split search of a string its first reading left undecided)? A
    /// reading that did not is the same with any pool.
    pooled_used: bool,
    /// Was its verdict read with the opposing strings around the string
    /// held fixed (see [`Hold`])?
    held: bool,
    /// The line that shows the verdict (see [`Confirmed::line`]).
    line: Option<Arc<Line>>,
}

impl Reading {
    /// The reading [`confirm_string`] answers: none (`None`) for a string
    /// whose area is too large to search, which spends nothing and does
    /// not count as one that ran out of nodes.
    pub(super) fn of(found: Option<Confirmed>) -> Reading {
        match found {
            Some(c) => Reading {
                verdict: c.verdict,
                ran_out: c.verdict == Verdict::Unknown,
                spent: c.spent,
                pooled_used: c.pooled_used,
                held: false,
                line: c.line.map(Arc::new),
            },
            None => Reading::unsearched(Verdict::Unknown),
        }
    }

    /// The line that shows its verdict, if it has one.
    pub(super) fn line(&self) -> Option<&Arc<Line>> {
        self.line.as_ref()
    }

    /// Its verdict.
    pub(super) fn verdict(&self) -> Verdict {
        self.verdict
    }

    /// Was its verdict read with the opposing strings held fixed?
    pub(super) fn held(&self) -> bool {
        self.held
    }

    /// This reading, read with the strings `held` fixed: the verdict that
    /// proves nothing so leaves the string undecided; the other stands,
    /// marked as read so.
    pub(super) fn read_held(self, held: Hold) -> Reading {
        let proves_nothing = Some(self.verdict) == held.proves_nothing();
        Reading {
            verdict: if proves_nothing {
                Verdict::Unknown
            } else {
                self.verdict
            },
            held: held != Hold::Nothing,
            line: if proves_nothing { None } else { self.line },
            ..self
        }
    }

    /// This reading made after `earlier` (the same string's): its nodes
    /// count too.
    pub(super) fn after(self, earlier: Reading) -> Reading {
        Reading {
            spent: self.spent.zip(earlier.spent).map(|(a, b)| a + b),
            pooled_used: self.pooled_used || earlier.pooled_used,
            ..self
        }
    }

    /// A string not searched (again): its `verdict` stands.
    pub(super) fn unsearched(verdict: Verdict) -> Reading {
        Reading {
            verdict,
            ran_out: false,
            spent: Some(0),
            pooled_used: false,
            held: false,
            line: None,
        }
    }
}

/// The confirmation game for the string at `head` within `area`, and the
/// depth it may need; `None` when the area is too large to search.
fn problem_of(
    board: &Board,
    head: Point,
    area: &[Point],
    budget: Budget,
) -> Option<(Problem, u16)> {
    let color = board.color_at(head)?;
    if empties(board, area) > budget.max_area {
        return None;
    }
    let problem = Problem {
        attacker: color.opponent(),
        target: board.string_stones(head).collect(),
        area: area.to_vec(),
    };
    // Captures free the points of the area's stones: every point of the
    // area may be played on, several times over in a ko fight.
    let max_depth = 3 * problem.area.len() as u16 + 8;
    Some((problem, max_depth))
}

/// The confirmation search for the string on `p` alone, as a person would
/// read it: the verdict and the line that shows it (the attacker moving
/// first), searched in the string's area or, when that is left undecided,
/// in the points it lives or dies in. `None` for an empty point or a
/// string that unconditional life settles without reading. What
/// `kakunin-explain` shows of a string the count left to the estimate;
/// a searched string's line is the count's own (`Analysis::line`).
pub fn prove(board: &Board, p: Point, budget: Budget) -> Option<(Verdict, Line)> {
    read(board, p, budget, true)
}

/// Does the string on `p` live only through a line of play that repeats
/// forever? Read as [`prove`] reads it, but with every repetition counted
/// as a capture, the attacker then captures it: the cycle is what saves
/// it, since a cycle captures nothing (long life, Example 6).
pub fn lives_by_repetition(board: &Board, p: Point, budget: Budget) -> bool {
    matches!(read(board, p, budget, false), Some((Verdict::Captured, _)))
}

/// [`prove`], with repetitions saving the target (`cycles_save`, the
/// rules) or counted as captures.
fn read(board: &Board, p: Point, budget: Budget, cycles_save: bool) -> Option<(Verdict, Line)> {
    board.color_at(p)?;
    let head = board.string_head(p);
    let settled = settle_unconditionally(board).settled;
    if settled.contains(head) {
        return None;
    }
    let prove_in = |area: &[Point]| {
        let Some((problem, max_depth)) = problem_of(board, head, area, budget) else {
            return (Verdict::Unknown, Line::default());
        };
        let mut searcher = Searcher::new(&problem, budget.nodes).with_cycles_saving(cycles_save);
        let mut verdict = searcher.solve(board, max_depth);
        let mut spent = searcher.nodes();
        if let Ok((v, wider)) = read_again(board, &problem, max_depth, budget, verdict, &searcher) {
            verdict = v;
            spent += wider.nodes();
            searcher = wider;
        }
        // The free reading (see `read_freely`), made whole: its searcher
        // holds the line shown.
        if verdict == Verdict::Captured && budget.wider_readings {
            let free = free_searcher(&problem, free_nodes(budget.nodes, spent), &searcher, None);
            match decided(board, max_depth, free, "read freely") {
                Ok((v, free)) => {
                    verdict = v;
                    searcher = free;
                }
                Err(_) => verdict = Verdict::Unknown,
            }
        }
        (verdict, searcher.principal_line(board, MAX_PROOF_STEPS))
    };
    let area = area_of(board, head, &settled);
    let found = prove_in(&area);
    if found.0 != Verdict::Unknown {
        return Some(found);
    }
    let local = local_area(board, head, &settled, budget.max_area, Hold::Nothing);
    // As the count reads it (see `search_areas`): with the opposing strings
    // held first, keeping the verdict such a reading proves.
    if let Some(held) = super::held_reading_area(
        board,
        head,
        &settled,
        &area,
        local.as_ref(),
        budget,
        Hold::Opponents,
    ) {
        let (verdict, line) = prove_in(&held.points);
        if verdict != Verdict::Unknown && Some(verdict) != held.held.proves_nothing() {
            return Some((verdict, line));
        }
    }
    match local {
        Some(local) => Some(prove_in(&local.points)),
        None => Some(found),
    }
}

/// Why the string on `p` was not searched as a whole, when it was not:
/// its whole area is more than the search reads exactly
/// (`budget.max_area`) and no smaller points are read instead. `None` when
/// it is searched (or needs no search).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The empty points of the smallest area it lives or dies in (its
    /// whole area, or the points of [`local_area`]).
    pub empties: usize,
    /// The empty points of the points it was read in with the opposing
    /// strings around held fixed (see [`Hold`]), if it was: that reading
    /// can prove its life, but no capture.
    pub held: Option<usize>,
    /// The empty points of the points it was read in with its owner's
    /// large strings around held fixed (see [`Hold`]), if it was: that
    /// reading can prove its capture, but no life.
    pub allies: Option<usize>,
}

/// See [`TooLarge`].
pub fn too_large_to_search(board: &Board, p: Point, budget: Budget) -> Option<TooLarge> {
    board.color_at(p)?;
    let head = board.string_head(p);
    let settled = settle_unconditionally(board).settled;
    if settled.contains(head) {
        return None;
    }
    let area = area_of(board, head, &settled);
    let local = super::local_reading_area(board, head, &settled, &area, budget);
    let whole = empties(board, &area);
    let smallest = local
        .as_ref()
        .map_or(whole, |l| empties(board, &l.points).min(whole));
    if smallest <= budget.max_area {
        return None;
    }
    let read_held = |hold: Hold| {
        super::held_reading_area(board, head, &settled, &area, local.as_ref(), budget, hold)
            .map(|points| empties(board, &points.points))
            .filter(|&held| held <= budget.max_area)
    };
    let (held, allies) = (read_held(Hold::Opponents), read_held(Hold::Allies));
    Some(TooLarge {
        empties: smallest,
        held,
        allies,
    })
}

/// The longest line [`prove`] shows, and the analysis keeps.
pub(super) const MAX_PROOF_STEPS: usize = 60;

/// The steps of a line a split search reads out for the analysis: none
/// when the budget keeps no lines.
fn line_steps(budget: Budget) -> usize {
    if budget.keep_lines {
        MAX_PROOF_STEPS
    } else {
        0
    }
}

/// The nodes of the free reading of a string with `nodes` of its own,
/// after the readings before it spent `spent`: what they left of three
/// times `nodes`, the most the three readings (the first with its split,
/// the wider one, the free one) ever take together. The free reading is
/// the one that decides for good, so it gets their unspent nodes, and at
/// least `nodes`; the most a string takes is unchanged.
fn free_nodes(nodes: u64, spent: u64) -> u64 {
    nodes.saturating_mul(3).saturating_sub(spent).max(nodes)
}

/// A capture that the `first` search proved only by cutting short a
/// recursion (the captured stones' owner got [`RECURSION_NODES`](super::budget::RECURSION_NODES)
/// nodes to win their points back, and did not finish) is read again,
/// when the budget allows wider readings, with recursions of
/// [`WIDER_RECURSION`] nodes, in a search with `budget.nodes` (the
/// string's own nodes; see [`confirm_string`]): a
/// capturing race on the vacated points can need many more (Example 3,
/// the snapback after Black takes at A, and the race that wins back the
/// hane stones). If that reading decides without cutting a recursion
/// short, its verdict and searcher are returned; `None` keeps the first
/// reading (no reading again was due, or the wider one ran out of nodes
/// or still leans on a cut) and counts the nodes spent in vain. The search
/// is not split, so the answer does not depend on the threads.
fn read_again<'a>(
    board: &Board,
    problem: &'a Problem,
    max_depth: u16,
    budget: Budget,
    verdict: Verdict,
    first: &Searcher<'a>,
) -> Result<(Verdict, Searcher<'a>), u64> {
    if !again_due(verdict, first, budget) {
        return Err(0);
    }
    let wider = Searcher::new(problem, budget.nodes)
        .with_recursion_nodes(WIDER_RECURSION)
        .with_cycles_saving(first.cycles_saving())
        .with_stop(first.stop_flag());
    decided(board, max_depth, wider, "read again")
}

/// Is a reading again of `first`'s `verdict` due (see [`read_again`])?
fn again_due(verdict: Verdict, first: &Searcher, budget: Budget) -> bool {
    verdict == Verdict::Captured && first.recursion_cut() && budget.wider_readings
}

/// Solves with `searcher` (a reading again of a capture): its verdict and
/// itself when it decides without leaning on a recursion cut short, or
/// else the nodes it spent.
fn decided<'a>(
    board: &Board,
    max_depth: u16,
    mut searcher: Searcher<'a>,
    reading: &str,
) -> Result<(Verdict, Searcher<'a>), u64> {
    let verdict = searcher.solve(board, max_depth);
    log::debug!("{reading}: {verdict:?} in {} nodes", searcher.nodes());
    match verdict {
        Verdict::Unknown => Err(searcher.nodes()),
        Verdict::Captured if searcher.recursion_cut() => Err(searcher.nodes()),
        v => Ok((v, searcher)),
    }
}

/// The searcher of a free reading with `nodes` (see [`read_freely`]).
fn free_searcher<'a>(
    problem: &'a Problem,
    nodes: u64,
    first: &Searcher<'a>,
    cancel: Option<&'a AtomicBool>,
) -> Searcher<'a> {
    Searcher::new(problem, nodes)
        .with_free_answers()
        .with_cycles_saving(first.cycles_saving())
        .with_stop(first.stop_flag())
        .with_cancel(cancel)
}

/// A capture is read once more in the rules' own game, with the defender
/// free to answer anywhere (see [`Searcher::with_free_answers`]) and
/// `budget.nodes` nodes (see [`free_nodes`]), when the budget allows
/// wider readings: the first readings keep the defender's answers to the
/// vacated points and the capturers' liberties, and cut its recursions
/// short, and either can miss the race that wins the points back
/// (Example 3: the white stone A1, and the snapback after Black takes at
/// A). Returns the verdict that stands, the nodes spent, and whether they
/// are a count that does not depend on the threads. When no reading is
/// due (the first readings found no capture, or the budget asks for no
/// wider readings), their `verdict` stands and nothing is spent. A
/// capture the free reading does not confirm (it ran out of nodes) is no
/// proof: the verdict is unknown, and the estimate decides (Example 3's
/// snapback read with a few hundred thousand nodes: the first readings find
/// a capture of the white stone A1 that only a far longer free reading
/// refutes). The captures of real games are confirmed in a small share of
/// the budget (figures in `benches/RESULTS.md`).
///
/// A reading of [`MIN_SPLIT_NODES`] or more that its first tenth leaves
/// undecided goes on split at its root into [`SPLIT_PARTS`] fixed shares,
/// searched in parallel, as a string's first reading does. The shares are
/// fixed, so the verdict does not depend on the threads; the nodes do once
/// a share proves the capture (the others stop). Such a reading is the one
/// a string's readings end with, and it can be long: in GNU Go's score4, a
/// ten-stone string's free reading is nearly all of that record's time,
/// on one thread when unsplit. The line kept is the deciding share's.
fn read_freely<'a>(
    board: &Board,
    problem: &'a Problem,
    max_depth: u16,
    budget: Budget,
    verdict: Verdict,
    first: &Searcher<'a>,
    cancel: Option<&'a AtomicBool>,
) -> (Verdict, u64, bool, FreeLine) {
    if verdict != Verdict::Captured || !budget.wider_readings {
        return (verdict, 0, true, FreeLine::NotDue);
    }
    let split = budget.nodes >= MIN_SPLIT_NODES;
    let whole = if split {
        budget.nodes / SPLIT_AFTER
    } else {
        budget.nodes
    };
    let mut free = free_searcher(problem, whole, first, cancel);
    let mut verdict = match free.solve(board, max_depth) {
        Verdict::Captured if free.recursion_cut() => Verdict::Unknown,
        v => v,
    };
    let mut nodes = free.nodes();
    let mut counted = true;
    let mut line = decided_line(board, &free, verdict, budget);
    if split && verdict == Verdict::Unknown && free.nodes() >= whole {
        let (v, n, split_line) = free.solve_split(
            board,
            max_depth,
            budget.nodes - free.nodes(),
            SPLIT_PARTS,
            line_steps(budget),
        );
        verdict = v;
        nodes += n;
        counted = v != Verdict::Captured;
        line = split_line;
    }
    log::debug!("read freely: {verdict:?} in {nodes} nodes");
    (verdict, nodes, counted, FreeLine::Read(line))
}

/// The line a free reading leaves: none read (the earlier readings' line
/// stands), or its own, if it decided.
enum FreeLine {
    NotDue,
    Read(Option<Line>),
}

impl FreeLine {
    /// The line that stands after the earlier readings' `earlier`.
    fn after(self, earlier: Option<Line>) -> Option<Line> {
        match self {
            FreeLine::NotDue => earlier,
            FreeLine::Read(line) => line,
        }
    }
}

/// The line `searcher` read, when its `verdict` is one: what
/// `kakunin-explain` shows of the reading that decided.
fn decided_line(
    board: &Board,
    searcher: &Searcher,
    verdict: Verdict,
    budget: Budget,
) -> Option<Line> {
    (budget.keep_lines && verdict != Verdict::Unknown)
        .then(|| searcher.principal_line(board, MAX_PROOF_STEPS))
}

/// Runs the confirmation search for one string of `area` (the unsettled
/// points connected to it) with `nodes` (its own, less when other strings
/// of its area ran out of theirs, and for its first reading those the
/// strings before it left unspent, see [`in_turn`]): its
/// verdict, and the nodes it spent where that count does not depend on the
/// threads (not after a split search proved the capture, whose shares stop
/// as soon as one of them has it), and whether it read with the nodes
/// pooled from the strings before (only a split search does). `None` when
/// the area is too large to
/// search: such a string is not read at all, so it does not count as one
/// that ran out of nodes, and the strings after it keep their budget.
pub(super) fn confirm_string(
    board: &Board,
    head: Point,
    area: &[Point],
    budget: Budget,
    nodes: Nodes,
    stop: Option<&AtomicBool>,
) -> Option<Confirmed> {
    let (problem, max_depth) = problem_of(board, head, area, budget)?;
    // Most strings are decided within a small part of a large budget; the
    // rest of it, and the nodes pooled from the strings before, goes to a
    // search split at its root, in parallel.
    let Nodes { own: nodes, pooled } = nodes;
    let split = nodes >= MIN_SPLIT_NODES;
    let first = if split { nodes / SPLIT_AFTER } else { nodes };
    let mut searcher = Searcher::new(&problem, first).with_stop(stop);
    let mut verdict = searcher.solve(board, max_depth);
    let mut spent = searcher.nodes();
    let mut line = decided_line(board, &searcher, verdict, budget);
    // A capture that leans on a recursion cut short is read again with the
    // string's own nodes: the whole budget, unless other strings of its
    // area ran out of theirs (then a tenth, as its other readings).
    let own = budget.with_nodes(nodes);
    // `spent` counts the readings that decided (what the free reading's
    // nodes are reckoned from), `total` every node.
    let mut total = spent;
    // The free reading's nodes, reckoned from what the readings that
    // decided spent. A string with fewer nodes of its own than the budget
    // (read after one of its area ran out, or in the points it lives or
    // dies in) still gets the whole budget for the reading that decides,
    // but that only: Example 17's wall needs most of a budget there, and
    // with more, a position of several such strings was slow to score.
    let free_nodes_after = |spent: u64| Budget {
        nodes: if nodes < budget.nodes {
            budget.nodes
        } else {
            free_nodes(nodes, spent)
        },
        ..budget
    };
    // The free reading of `verdict` after readings that decided in
    // `spent` nodes: its verdict, its nodes whether it decided or not, and
    // whether they count the same on any number of threads.
    let free_reading = |spent: u64, verdict: Verdict, cancel: Option<&AtomicBool>| {
        let budget = free_nodes_after(spent);
        read_freely(
            board, &problem, max_depth, budget, verdict, &searcher, cancel,
        )
    };
    // With threads to spare, the free reading that follows a reading again
    // in vain is made beside it: it is the same reading whenever it is
    // made, and it is dropped (stopped) if the reading again decides.
    let cancel = AtomicBool::new(false);
    let mut free_ahead = None;
    let again = if again_due(verdict, &searcher, own) && rayon::current_num_threads() > 1 {
        let (again, free) = rayon::join(
            || {
                let again = read_again(board, &problem, max_depth, own, verdict, &searcher);
                if again.is_ok() {
                    cancel.store(true, Ordering::SeqCst);
                }
                again
            },
            || free_reading(spent, verdict, Some(&cancel)),
        );
        if again.is_err() {
            free_ahead = Some(free);
        }
        again
    } else {
        read_again(board, &problem, max_depth, own, verdict, &searcher)
    };
    match again {
        Ok((v, wider)) => {
            verdict = v;
            spent += wider.nodes();
            total += wider.nodes();
            line = decided_line(board, &wider, v, budget);
        }
        Err(in_vain) => total += in_vain,
    }
    let mut counted = true;
    let pooled_used = split && verdict == Verdict::Unknown && searcher.nodes() >= first;
    if pooled_used {
        let shares = nodes - first + pooled;
        let (v, n, split_line) =
            searcher.solve_split(board, max_depth, shares, SPLIT_PARTS, line_steps(budget));
        verdict = v;
        spent += n;
        total += n;
        counted = v != Verdict::Captured;
        line = split_line;
    }
    let (free_nodes, free_counted, free_line);
    (verdict, free_nodes, free_counted, free_line) = match free_ahead {
        Some(ahead) => ahead,
        None => free_reading(spent, verdict, None),
    };
    let line = free_line.after(line);
    total += free_nodes;
    counted &= free_counted;
    log::debug!(
        "confirm {} ({} stones, {} points): {:?} in {} nodes",
        head,
        problem.target.len(),
        area.len(),
        verdict,
        total
    );
    Some(Confirmed {
        verdict,
        spent: counted.then_some(total),
        pooled_used,
        line: line.filter(|_| verdict != Verdict::Unknown),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The readings `in_turn` keeps are those of searching in turn: each
    /// item with its own nodes and, where the reading uses them, what the
    /// items before it left unspent (at most twice its own), until the
    /// first item runs out; reduced nodes for every item after. A count
    /// that depends on the threads (`None`) counts as the whole budget
    /// spent. The stand-in search answers differently on any other budget,
    /// so a reading kept with the wrong one changes the verdicts, on one
    /// thread or two.
    #[test]
    fn in_turn_keeps_the_readings_of_a_search_in_turn() {
        // What each item spends, and the pool it must read with when it
        // reads with one (items 2 and 3 do); item 4 runs out.
        let spends = [
            Some(40),
            Some(0),
            Some(250),
            None,
            Some(100),
            Some(3),
            Some(3),
        ];
        let pools = [None, None, Some(100), Some(10), None, None, None];
        let items: Vec<usize> = (0..spends.len()).collect();
        for threads in [1, 2, 3] {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            let found = pool.install(|| {
                in_turn(&items, 100, 10, |&i, nodes, stop| {
                    // A reading stopped is never kept: it would answer
                    // wrongly here.
                    if stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
                        return Reading {
                            verdict: Verdict::Captured,
                            ran_out: true,
                            spent: None,
                            pooled_used: false,
                            held: false,
                            line: None,
                        };
                    }
                    let right_own = nodes.own == if i > 4 { 10 } else { 100 };
                    let right_pool = pools[i].is_none_or(|p| p == nodes.pooled);
                    let verdict = match i {
                        4 => Verdict::Unknown,
                        _ if right_own && right_pool => Verdict::Survives,
                        _ => Verdict::Captured,
                    };
                    Reading {
                        verdict,
                        ran_out: i == 4,
                        spent: spends[i],
                        pooled_used: pools[i].is_some(),
                        held: false,
                        line: None,
                    }
                })
            });
            use Verdict::{Survives, Unknown};
            let found: Vec<Verdict> = found.iter().map(Reading::verdict).collect();
            assert_eq!(
                found,
                [Survives, Survives, Survives, Survives, Unknown, Survives, Survives],
                "{threads} threads"
            );
        }
    }
}
