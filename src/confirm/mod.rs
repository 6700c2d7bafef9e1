//! Life and death by the confirmation phase of Article 7.
//!
//! 1. Benson's unconditional life settles what needs no search, and the
//!    small regions those strings enclose (their opponent stones are dead).
//! 2. The rest of the board splits into independent areas (connected points
//!    outside the settled part); each string in an area is the target of a
//!    confirmation search in which the opponent moves first (Art. 7-1).
//!    The search prunes the defender's answers to a capture; a capture it
//!    finds is read again without that pruning before it is believed.
//! 3. A search that runs out of budget falls back to an estimate from
//!    random playouts, and says so on stderr.

pub mod benson;
pub mod estimate;
pub mod search;

use rayon::prelude::*;

use crate::board::{Board, PointSet};
use crate::types::{Color, Point};
use search::{Problem, Searcher};
pub use search::{Step, Verdict};

/// The status of a string after the confirmation phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
}

/// How a string's status was found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Unconditional life, or inside a region unconditionally owned.
    Benson,
    /// Decided by the confirmation search.
    Search,
    /// The search ran out of budget: estimated from playouts.
    Estimate,
}

/// Limits of the analysis.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    /// Nodes per confirmation search.
    pub nodes: u64,
    /// Largest number of empty points in an area searched exactly.
    /// The cost of a node grows with the area (its moves, the checks for
    /// unconditional life within it), and the readings of a mid-sized
    /// area's strings, one after another, gain little from a second
    /// thread. On GNU Go's 30 real games the search settles 89 strings
    /// with 16 and 114 with 24, but with 24 a record (score10) takes twice
    /// the median CPU and two threads read it only 1.3x faster (see the
    /// README).
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
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            nodes: 200_000,
            max_area: 16,
            playouts: 1_000,
            warn_on_fallback: true,
            wider_readings: true,
        }
    }
}

/// Statuses of every stone of a position.
#[derive(Clone, Debug)]
pub struct Analysis {
    status: Vec<Option<(Status, Method)>>,
    /// The index of the searched area each stone lies in (`usize::MAX`
    /// for settled points).
    area: Vec<usize>,
    /// For the stones of the strings the estimate decided: the share of
    /// the playouts their owner kept them in.
    kept: Vec<Option<f64>>,
}

impl Analysis {
    /// The status of the stone on `p` (`None` for an empty point).
    pub fn status(&self, p: Point) -> Option<Status> {
        self.status[p.index()].map(|(s, _)| s)
    }

    pub fn method(&self, p: Point) -> Option<Method> {
        self.status[p.index()].map(|(_, m)| m)
    }

    /// For a stone whose status the estimate decided: the share of the
    /// playouts its owner kept it in (see [`estimate::Ownership::lives`]).
    pub fn kept(&self, p: Point) -> Option<f64> {
        match self.method(p) {
            Some(Method::Estimate) => self.kept[p.index()],
            _ => None,
        }
    }

    /// Did any string need the fallback estimate?
    pub fn used_estimate(&self) -> bool {
        self.status
            .iter()
            .flatten()
            .any(|(_, m)| *m == Method::Estimate)
    }
}

/// The heads of all strings on the board.
fn string_heads(board: &Board) -> Vec<Point> {
    board
        .points()
        .filter(|&p| board.color_at(p).is_some() && board.string_head(p) == p)
        .collect()
}

/// Decides the status of every string of `board`.
///
/// A seki can collapse because a group next to it dies (Examples 16, 17):
/// once the search proves strings of one colour dead, the other strings of
/// that colour which share their area are searched again with the dead
/// ones taken off, and those the search then proves dead are dead.
pub fn analyse(board: &Board, budget: Budget) -> Analysis {
    let mut analysis = analyse_once(board, budget);
    for _ in 0..MAX_COLLAPSES {
        let mut changed = false;
        for color in Color::BOTH {
            changed |= collapse(board, &mut analysis, color, budget);
        }
        if !changed {
            break;
        }
    }
    analysis
}

/// Rounds of [`collapse`]: each can only turn live strings dead.
const MAX_COLLAPSES: usize = 3;

/// The smallest dead string whose capture [`collapse`] takes for granted.
/// Taking a small one costs the capturer moves that its opponent answers
/// by throwing in again (Diagram 17: the two dead black stones keep the
/// seki); the space a string of seven or more stones leaves holds two eyes
/// whatever is thrown in.
const MIN_COLLAPSE_STONES: usize = 7;

/// Takes the strings of `color` the search proved dead off the board, as
/// their capturer would (filling their liberties, which costs it the
/// liberties of its own strings there), and searches again; marks dead
/// the strings of `color` that lived before and are now proven dead.
/// Returns whether any status changed.
fn collapse(board: &Board, analysis: &mut Analysis, color: Color, budget: Budget) -> bool {
    let is = |p: Point, status: Status, method: Method| {
        board.color_at(p) == Some(color) && analysis.status[p.index()] == Some((status, method))
    };
    let dead: Vec<Point> = string_heads(board)
        .into_iter()
        .filter(|&h| is(h, Status::Dead, Method::Search))
        .filter(|&h| board.string_size(h) >= MIN_COLLAPSE_STONES)
        .collect();
    let living: Vec<Point> = string_heads(board)
        .into_iter()
        .filter(|&h| is(h, Status::Alive, Method::Search) || is(h, Status::Alive, Method::Estimate))
        .filter(|&h| {
            dead.iter()
                .any(|&d| analysis.area[d.index()] == analysis.area[h.index()])
        })
        .collect();
    if living.is_empty() {
        return false;
    }
    let mut without = board.clone();
    for &d in &dead {
        if let Some(after) = captured_by_filling(&without, d) {
            without = after;
        }
    }
    let again = analyse_once(&without, budget);
    let mut changed = false;
    for h in living {
        if again.status[h.index()] == Some((Status::Dead, Method::Search)) {
            for s in board.string_stones(h) {
                analysis.status[s.index()] = Some((Status::Dead, Method::Search));
            }
            changed = true;
        }
    }
    changed
}

/// The board after the opponent of the string at `head` fills its
/// liberties one by one until the last takes it off, or `None` if some
/// liberty cannot be filled first (the string has more than one eye of
/// its own left). A dead stone in the eye of a group in seki costs that
/// group a liberty to take (Diagram 17), a dead group in a corner only
/// points of the corner (Example 16).
fn captured_by_filling(board: &Board, head: Point) -> Option<Board> {
    let capturer = board.color_at(head)?.opponent();
    let mut after = board.clone();
    while after.color_at(head).is_some() {
        let fill = after
            .string_liberties(head)
            .into_iter()
            .find(|&l| !after.is_suicide(capturer, l))?;
        after.place(capturer, fill);
    }
    after.pass();
    Some(after)
}

/// Benson's unconditional life (Art. 7 needs no reading there): the
/// statuses it settles, and the settled points (its live strings and the
/// regions they own outright, whose opponent stones are dead).
fn settle_unconditionally(board: &Board) -> (Vec<Option<(Status, Method)>>, PointSet) {
    let mut status: Vec<Option<(Status, Method)>> = vec![None; crate::types::ARRAY_LEN];
    let mut settled = PointSet::default();
    for color in Color::BOTH {
        let pa = benson::pass_alive(board, color);
        for &h in &pa.strings {
            for s in board.string_stones(h) {
                status[s.index()] = Some((Status::Alive, Method::Benson));
                settled.insert(s);
            }
        }
        for region in &pa.secure_regions {
            for &p in &region.points {
                settled.insert(p);
                if board.color_at(p).is_some() {
                    status[p.index()] = Some((Status::Dead, Method::Benson));
                }
            }
        }
    }
    (status, settled)
}

/// One round of [`analyse`]: Benson, then the searches.
fn analyse_once(board: &Board, budget: Budget) -> Analysis {
    let (mut status, settled) = settle_unconditionally(board);

    // Strings that share an area share its difficulty: searched one after
    // another, each with the nodes the strings before it left unspent on
    // top of its own budget (up to twice that), and once one of them runs
    // out of nodes, the others get a tenth of the budget. Areas are
    // searched in parallel; the order within an area is fixed, so the
    // answer does not depend on the threads.
    let mut areas: Vec<(Vec<Point>, Vec<Point>)> = Vec::new();
    let mut area_seen = PointSet::default();
    for h in string_heads(board) {
        if settled.contains(h) || area_seen.contains(h) {
            continue;
        }
        let area = board.flood(h, |p| !settled.contains(p), &mut area_seen).0;
        let heads = area
            .iter()
            .copied()
            .filter(|&p| board.color_at(p).is_some() && board.string_head(p) == p)
            .collect();
        areas.push((area, heads));
    }
    // (area index, string head, verdict)
    let verdicts: Vec<(usize, Point, Verdict)> = areas
        .par_iter()
        .enumerate()
        .flat_map_iter(|(i, (area, heads))| {
            let found = in_turn(heads, budget.nodes, budget.nodes / 10, |&h, nodes| {
                Reading::of(confirm_string(board, h, area, budget, nodes))
            });
            heads.iter().zip(found).map(move |(&h, v)| (i, h, v))
        })
        .collect();

    // A string the search could not settle within its whole area is
    // searched again within the points it lives or dies in, when the
    // opposing strings around those points are safe enough to leave out.
    // These searches are meant to be small: a tenth of the budget, and a
    // hundredth once one of them in the same area runs out.
    let mut by_area: Vec<Vec<(Point, Verdict)>> = vec![Vec::new(); areas.len()];
    for (i, h, v) in verdicts {
        by_area[i].push((h, v));
    }
    let verdicts: Vec<(usize, Point, Verdict)> = by_area
        .into_par_iter()
        .enumerate()
        .flat_map_iter(|(i, strings)| {
            let found = in_turn(
                &strings,
                budget.nodes / 10,
                budget.nodes / 100,
                |&(h, v), nodes| {
                    if v != Verdict::Unknown {
                        return Reading::unsearched(v);
                    }
                    match local_area(board, h, &settled)
                        .filter(|local| local.len() < areas[i].0.len())
                    {
                        Some(local) => Reading::of(confirm_string(board, h, &local, budget, nodes)),
                        None => Reading::unsearched(v),
                    }
                },
            );
            strings
                .into_iter()
                .zip(found)
                .map(move |((h, _), v)| (i, h, v))
        })
        .collect();

    // Strings the search could not settle take the playout estimate; so do
    // the strings whose capture the search proved against attackers that
    // are themselves only estimated, and estimated dead: a proof that leans
    // on stones which are likely dead is not trusted (the capturers of a
    // lone stone in a corner full of dead stones).
    let unknown: Vec<(usize, Point)> = verdicts
        .iter()
        .filter(|(_, _, v)| *v == Verdict::Unknown)
        .map(|&(i, h, _)| (i, h))
        .collect();
    let estimate = (!unknown.is_empty()).then(|| {
        let level = if budget.warn_on_fallback {
            log::Level::Warn
        } else {
            log::Level::Debug
        };
        log::log!(
            level,
            "confirmation search budget exhausted: some statuses estimated from playouts"
        );
        estimate::ownership(board, budget.playouts)
    });
    let estimated_dead = |h: Point| -> bool {
        let color = board.color_at(h).expect("a string head");
        estimate.as_ref().is_some_and(|e| !e.lives(h, color))
    };
    let mut kept = vec![None; crate::types::ARRAY_LEN];
    for &(area, h, verdict) in &verdicts {
        let leans_on_dead = verdict == Verdict::Captured
            && unknown.iter().any(|&(a, u)| {
                a == area && board.color_at(u) != board.color_at(h) && estimated_dead(u)
            });
        let decided = match verdict {
            Verdict::Captured if !leans_on_dead => (Status::Dead, Method::Search),
            Verdict::Survives => (Status::Alive, Method::Search),
            _ => {
                let s = if estimated_dead(h) {
                    Status::Dead
                } else {
                    Status::Alive
                };
                (s, Method::Estimate)
            }
        };
        let share = estimate
            .as_ref()
            .filter(|_| decided.1 == Method::Estimate)
            .map(|e| e.kept(h, board.color_at(h).expect("a string head")));
        for s in board.string_stones(h) {
            status[s.index()] = Some(decided);
            kept[s.index()] = share;
        }
    }
    keep_estimated_in_own_region(board, &mut status);
    let mut area_index = vec![usize::MAX; crate::types::ARRAY_LEN];
    for (i, (points, _)) in areas.iter().enumerate() {
        for p in points {
            area_index[p.index()] = i;
        }
    }
    Analysis {
        status,
        area: area_index,
        kept,
    }
}

/// A string the estimate calls dead, in a region (its points and the
/// empty points and dead stones connected to it) that no live stone of the
/// other side touches, is counted alive: nothing that could capture it for
/// good is near, and whatever takes it, its owner can play a stone there
/// that joins its live stones around (Art. 7-1). The playouts, which
/// answer ataris loosely, can lose such a string; counting it dead would
/// make its whole region dame (a region that holds a dead stone of its
/// owner's colour is no territory), the whole board in the worst case.
fn keep_estimated_in_own_region(board: &Board, status: &mut [Option<(Status, Method)>]) {
    let alive = |status: &[Option<(Status, Method)>], p: Point| {
        matches!(status[p.index()], Some((Status::Alive, _)))
    };
    // Decided on the statuses as they stand, so that the order of the
    // strings does not matter.
    let kept: Vec<Point> = string_heads(board)
        .into_iter()
        .filter(|&h| status[h.index()] == Some((Status::Dead, Method::Estimate)))
        .filter(|&h| {
            let color = board.color_at(h).expect("a string head");
            let mut seen = PointSet::default();
            let (_, boundary) = board.flood(h, |p| !alive(status, p), &mut seen);
            !boundary.is_empty() && boundary.iter().all(|&b| board.color_at(b) == Some(color))
        })
        .collect();
    for h in kept {
        for s in board.string_stones(h) {
            status[s.index()] = Some((Status::Alive, Method::Estimate));
        }
    }
}

/// Runs `search` on `items` in turn until one runs out of nodes: each gets
/// `full` nodes of its own and, for its first reading, what the items
/// before it left unspent of theirs (an area's strings share its budget in
/// turn), at most [`MAX_POOLED`] times `full` in all; every item after the
/// first that runs out gets `reduced` nodes whatever the others answer, so
/// those searches are independent and run in parallel. The verdicts are
/// those of searching every item in turn.
fn in_turn<T: Sync>(
    items: &[T],
    full: u64,
    reduced: u64,
    search: impl Fn(&T, Nodes) -> Reading + Sync,
) -> Vec<Verdict> {
    let mut verdicts = Vec::with_capacity(items.len());
    let mut unspent = 0u64;
    for (k, item) in items.iter().enumerate() {
        let nodes = Nodes {
            own: full,
            pooled: unspent.min(full.saturating_mul(MAX_POOLED - 1)),
        };
        let reading = search(item, nodes);
        verdicts.push(reading.verdict);
        if reading.ran_out {
            let rest: Vec<Verdict> = items[k + 1..]
                .par_iter()
                .map(|item| search(item, Nodes::own(reduced)).verdict)
                .collect();
            verdicts.extend(rest);
            break;
        }
        let spent = reading.spent.unwrap_or(nodes.own + nodes.pooled);
        unspent = unspent.saturating_add(full).saturating_sub(spent);
    }
    verdicts
}

/// The most nodes a string's first reading gets in [`in_turn`], in
/// multiples of its own budget, however many the strings before it left.
/// Its readings again are reckoned from its own nodes alone, so the most a
/// string's readings take grows by a third at most (from three times its
/// own nodes to four).
const MAX_POOLED: u64 = 2;

/// A string's nodes in [`in_turn`]: its own, and those the strings before
/// it in its area left unspent that its first reading may use too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Nodes {
    own: u64,
    pooled: u64,
}

impl Nodes {
    fn own(own: u64) -> Nodes {
        Nodes { own, pooled: 0 }
    }
}

/// A string's search as [`in_turn`] needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Reading {
    verdict: Verdict,
    /// Did it run out of nodes (an unknown verdict of a string that was
    /// searched)?
    ran_out: bool,
    /// The nodes it spent, where that count does not depend on the
    /// threads (`None`: count the whole budget as spent).
    spent: Option<u64>,
}

impl Reading {
    /// The reading [`confirm_string`] answers: none (`None`) for a string
    /// whose area is too large to search, which spends nothing and does
    /// not count as one that ran out of nodes.
    fn of(found: Option<(Verdict, Option<u64>)>) -> Reading {
        match found {
            Some((verdict, spent)) => Reading {
                verdict,
                ran_out: verdict == Verdict::Unknown,
                spent,
            },
            None => Reading::unsearched(Verdict::Unknown),
        }
    }

    /// A string not searched (again): its `verdict` stands.
    fn unsearched(verdict: Verdict) -> Reading {
        Reading {
            verdict,
            ran_out: false,
            spent: Some(0),
        }
    }
}

/// The unsettled points connected to the string at `head`.
pub fn area_of(board: &Board, head: Point, settled: &PointSet) -> Vec<Point> {
    board
        .flood(head, |p| !settled.contains(p), &mut PointSet::default())
        .0
}

/// The points the string at `head` lives or dies in: its own stones, the
/// unsettled empty points and stones of its colour connected to it, and
/// the opposing strings whose liberties all lie among those. `None` when
/// an opposing string around them has fewer than two liberties elsewhere:
/// then its own safety is part of the question and the whole area must
/// be searched. (Example 16: the corner group lives or dies in its corner,
/// which the surrounding group, with an eye and a liberty outside, never
/// has to defend.)
fn local_area(board: &Board, head: Point, settled: &PointSet) -> Option<Vec<Point>> {
    let attacker = board.color_at(head)?.opponent();
    let mut inside = PointSet::default();
    let (mut points, boundary) = board.flood(
        head,
        |p| !settled.contains(p) && board.color_at(p) != Some(attacker),
        &mut inside,
    );
    let mut around: Vec<Point> = Vec::new();
    for b in boundary {
        if settled.contains(b) || board.color_at(b) != Some(attacker) {
            continue;
        }
        let h = board.string_head(b);
        if around.contains(&h) || inside.contains(h) {
            continue;
        }
        if board
            .string_liberties(h)
            .iter()
            .all(|&l| inside.contains(l))
        {
            for s in board.string_stones(h) {
                inside.insert(s);
                points.push(s);
            }
        } else {
            around.push(h);
        }
    }
    let safe = around.iter().all(|&h| {
        board
            .string_liberties(h)
            .iter()
            .filter(|&&l| !inside.contains(l))
            .count()
            >= 2
    });
    safe.then_some(points)
}

/// The share of a string's node budget searched before the search is
/// split at its root.
const SPLIT_AFTER: u64 = 10;

/// The smallest budget worth splitting: the halves of a smaller one are
/// too small to settle what the whole settles (Example 16's local search).
const MIN_SPLIT_NODES: u64 = 100_000;

/// Fixed shares of a split search (not the thread count: the verdict must
/// not depend on it).
const SPLIT_PARTS: usize = 2;

/// The confirmation game for the string at `head` within `area`, and the
/// depth it may need; `None` when the area is too large to search.
fn problem_of(
    board: &Board,
    head: Point,
    area: &[Point],
    budget: Budget,
) -> Option<(Problem, u16)> {
    let color = board.color_at(head)?;
    let empties = area.iter().filter(|&&p| board.is_empty(p)).count();
    if empties > budget.max_area {
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

/// The confirmation search for the string on `p` as a person would read
/// it: the verdict and the line that shows it (the attacker moving first),
/// searched in the string's area or, when that is left undecided, in the
/// points it lives or dies in. `None` for an empty point or a string that
/// unconditional life settles without reading.
pub fn prove(board: &Board, p: Point, budget: Budget) -> Option<(Verdict, Vec<Step>)> {
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
fn read(
    board: &Board,
    p: Point,
    budget: Budget,
    cycles_save: bool,
) -> Option<(Verdict, Vec<Step>)> {
    board.color_at(p)?;
    let head = board.string_head(p);
    let (_, settled) = settle_unconditionally(board);
    if settled.contains(head) {
        return None;
    }
    let prove_in = |area: &[Point]| {
        let Some((problem, max_depth)) = problem_of(board, head, area, budget) else {
            return (Verdict::Unknown, Vec::new());
        };
        let mut searcher = Searcher::new(&problem, budget.nodes).with_cycles_saving(cycles_save);
        let mut verdict = searcher.solve(board, max_depth);
        let mut spent = searcher.nodes;
        if let Ok((v, wider)) = read_again(board, &problem, max_depth, budget, verdict, &searcher) {
            verdict = v;
            spent += wider.nodes;
            searcher = wider;
        }
        let free_nodes = free_nodes(budget.nodes, spent);
        if let Ok((v, free)) = read_freely(
            board, &problem, max_depth, budget, free_nodes, verdict, &searcher,
        ) {
            verdict = v;
            searcher = free;
        }
        (verdict, searcher.principal_line(board, MAX_PROOF_STEPS))
    };
    let found = prove_in(&area_of(board, head, &settled));
    if found.0 != Verdict::Unknown {
        return Some(found);
    }
    match local_area(board, head, &settled) {
        Some(local) => Some(prove_in(&local)),
        None => Some(found),
    }
}

/// The empty points of the smallest area the string on `p` could be
/// searched in (its whole area, or the points it lives or dies in), when
/// that is more than the search reads exactly (`budget.max_area`): such a
/// string is not searched at all, and the estimate decides it. `None`
/// when it can be searched (or needs no search).
pub fn too_large_to_search(board: &Board, p: Point, budget: Budget) -> Option<usize> {
    board.color_at(p)?;
    let head = board.string_head(p);
    let (_, settled) = settle_unconditionally(board);
    if settled.contains(head) {
        return None;
    }
    let empties = |area: &[Point]| area.iter().filter(|&&q| board.is_empty(q)).count();
    let whole = empties(&area_of(board, head, &settled));
    let local = local_area(board, head, &settled).map(|local| empties(&local));
    let smallest = local.map_or(whole, |l| l.min(whole));
    (smallest > budget.max_area).then_some(smallest)
}

/// The longest line [`prove`] shows.
const MAX_PROOF_STEPS: usize = 60;

/// The nodes of the free reading of a string with `nodes` of its own,
/// after the readings before it spent `spent`: what they left of three
/// times `nodes`, the most the three readings (the first with its split,
/// the wider one, the free one) ever take together. The free reading is
/// the one that decides for good, so it gets their unspent nodes, and at
/// least `nodes`; the most a string takes is unchanged.
fn free_nodes(nodes: u64, spent: u64) -> u64 {
    nodes.saturating_mul(3).saturating_sub(spent).max(nodes)
}

/// The recursion budget of [`read_again`]'s wider reading.
const WIDER_RECURSION: u64 = 100_000;

/// A capture that the `first` search proved only by cutting short a
/// recursion (the captured stones' owner got [`search::RECURSION_NODES`]
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
    first: &Searcher,
) -> Result<(Verdict, Searcher<'a>), u64> {
    if verdict != Verdict::Captured || !first.recursion_cut || !budget.wider_readings {
        return Err(0);
    }
    let wider = Searcher::new(problem, budget.nodes)
        .with_recursion_nodes(WIDER_RECURSION)
        .with_cycles_saving(first.cycles_saving());
    decided(board, max_depth, wider, "read again")
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
    log::debug!("{reading}: {verdict:?} in {} nodes", searcher.nodes);
    match verdict {
        Verdict::Unknown => Err(searcher.nodes),
        Verdict::Captured if searcher.recursion_cut => Err(searcher.nodes),
        v => Ok((v, searcher)),
    }
}

/// A capture is read once more in the rules' own game, with the defender
/// free to answer anywhere (see [`Searcher::with_free_answers`]) and
/// `nodes` nodes (see [`free_nodes`]), when the budget allows
/// wider readings: the first readings keep the defender's answers to the
/// vacated points and the capturers' liberties, and cut its recursions
/// short, and either can miss the race that wins the points back
/// (Example 3: the white stone A1, and the snapback after Black takes at
/// A). Its verdict and searcher are returned when it decides; otherwise
/// the capture stands (no reading again was due, or it ran out of nodes)
/// and the nodes spent in vain are counted.
/// The captures of the real games of GNU Go's scoring suite are confirmed
/// in at most a few thousand nodes. The search is not split, so the
/// answer does not depend on the threads.
fn read_freely<'a>(
    board: &Board,
    problem: &'a Problem,
    max_depth: u16,
    budget: Budget,
    nodes: u64,
    verdict: Verdict,
    first: &Searcher,
) -> Result<(Verdict, Searcher<'a>), u64> {
    if verdict != Verdict::Captured || !budget.wider_readings {
        return Err(0);
    }
    let free = Searcher::new(problem, nodes)
        .with_free_answers()
        .with_cycles_saving(first.cycles_saving());
    decided(board, max_depth, free, "read freely")
}

/// Runs the confirmation search for one string of `area` (the unsettled
/// points connected to it) with `nodes` (its own, less when other strings
/// of its area ran out of theirs, and for its first reading those the
/// strings before it left unspent, see [`in_turn`]): its
/// verdict, and the nodes it spent where that count does not depend on the
/// threads (not after a split search proved the capture, whose shares stop
/// as soon as one of them has it). `None` when the area is too large to
/// search: such a string is not read at all, so it does not count as one
/// that ran out of nodes, and the strings after it keep their budget.
fn confirm_string(
    board: &Board,
    head: Point,
    area: &[Point],
    budget: Budget,
    nodes: Nodes,
) -> Option<(Verdict, Option<u64>)> {
    let (problem, max_depth) = problem_of(board, head, area, budget)?;
    // Most strings are decided within a small part of a large budget; the
    // rest of it, and the nodes pooled from the strings before, goes to a
    // search split at its root, in parallel.
    let Nodes { own: nodes, pooled } = nodes;
    let split = nodes >= MIN_SPLIT_NODES;
    let first = if split { nodes / SPLIT_AFTER } else { nodes };
    let mut searcher = Searcher::new(&problem, first);
    let mut verdict = searcher.solve(board, max_depth);
    let mut spent = searcher.nodes;
    // A capture that leans on a recursion cut short is read again with the
    // string's own nodes: the whole budget, unless other strings of its
    // area ran out of theirs (then a tenth, as its other readings).
    let own = Budget { nodes, ..budget };
    // `spent` counts the readings that decided (what the free reading's
    // nodes are reckoned from), `total` every node.
    let mut total = spent;
    match read_again(board, &problem, max_depth, own, verdict, &searcher) {
        Ok((v, wider)) => {
            verdict = v;
            spent += wider.nodes;
            total += wider.nodes;
        }
        Err(in_vain) => total += in_vain,
    }
    let mut counted = true;
    if split && verdict == Verdict::Unknown && searcher.nodes >= first {
        let shares = nodes - first + pooled;
        let (v, n) = searcher.solve_split(board, max_depth, shares, SPLIT_PARTS);
        verdict = v;
        spent += n;
        total += n;
        counted = v != Verdict::Captured;
    }
    let free_nodes = free_nodes(nodes, spent);
    match read_freely(
        board, &problem, max_depth, budget, free_nodes, verdict, &searcher,
    ) {
        Ok((v, free)) => {
            verdict = v;
            total += free.nodes;
        }
        Err(in_vain) => total += in_vain,
    }
    log::debug!(
        "confirm {} ({} stones, {} points): {:?} in {} nodes",
        head,
        problem.target.len(),
        area.len(),
        verdict,
        total
    );
    Some((verdict, counted.then_some(total)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The budgets `in_turn` hands out are those of searching in turn:
    /// each item's own and what the items before it left unspent (at most
    /// twice its own), until the first item runs out; reduced for every
    /// item after. A count that depends on the threads (`None`) counts as
    /// the whole budget spent.
    #[test]
    fn in_turn_gives_the_budgets_of_a_search_in_turn() {
        use std::sync::Mutex;
        // What each item spends; item 4 runs out.
        let spends = [
            Some(40),
            Some(0),
            Some(250),
            None,
            Some(100),
            Some(3),
            Some(3),
        ];
        let items: Vec<usize> = (0..spends.len()).collect();
        for threads in [1, 2] {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            let given = Mutex::new(Vec::new());
            let found = pool.install(|| {
                in_turn(&items, 100, 10, |&i, nodes| {
                    given.lock().unwrap().push((i, nodes.own, nodes.pooled));
                    let verdict = if i == 4 {
                        Verdict::Unknown
                    } else {
                        Verdict::Survives
                    };
                    Reading {
                        verdict,
                        ran_out: i == 4,
                        spent: spends[i],
                    }
                })
            });
            let mut given = given.into_inner().unwrap();
            given.sort();
            let budgets: Vec<(u64, u64)> = given.iter().map(|&(_, o, p)| (o, p)).collect();
            assert_eq!(
                budgets,
                [
                    (100, 0),
                    (100, 60),
                    (100, 100),
                    (100, 10),
                    (100, 0),
                    (10, 0),
                    (10, 0)
                ]
            );
            use Verdict::{Survives, Unknown};
            assert_eq!(
                found,
                [Survives, Survives, Survives, Survives, Unknown, Survives, Survives]
            );
        }
    }
}
