//! Life and death by the confirmation phase of Article 7.
//!
//! 1. Benson's unconditional life settles what needs no search, and the
//!    small regions those strings enclose (their opponent stones are dead).
//! 2. The rest of the board splits into independent areas (connected points
//!    outside the settled part); each string in an area is the target of a
//!    confirmation search in which the opponent moves first (Art. 7-1).
//!    The search prunes the defender's answers to a capture; a capture it
//!    finds is read again without that pruning before it is believed, and
//!    once more under the causal reading of "a new stone" (see [`causal`]).
//! 3. A search that runs out of budget falls back to an estimate from
//!    random playouts, and says so on stderr.

mod areas;
pub mod benson;
mod budget;
mod causal;
pub mod estimate;
mod reading;
pub mod safety;
pub mod search;
pub mod territory;

pub use areas::area_of;
use areas::{empties, local_area, Hold, LocalArea};
pub use budget::Budget;
use budget::{Nodes, HELD_SHARE, LOCAL_SHARE, ONLY_LOCAL_SHARE};
use reading::{confirm_string, in_turn, Reading};
pub use reading::{lives_by_repetition, prove, too_large_to_search, TooLarge};

use std::sync::Arc;

use rayon::prelude::*;

use crate::board::{Board, PointSet};
use crate::types::{Color, Point};
pub use search::{Line, Step, Verdict};

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
    /// Static safety: two regions in each of which the string keeps a
    /// liberty, its owner answering there (see [`safety`]).
    Static,
    /// From the safe strings outward: joined to them by miai, or dead in a
    /// region they enclose with no room for two eyes (see [`territory`]).
    Territory,
    /// Decided by the confirmation search.
    Search,
    /// Decided by the confirmation search read with some strings around
    /// held fixed (see [`areas::Hold`]): alive with the opposing strings
    /// held, the defender never taking them (its life is proven, but no
    /// fight with those strings was read, so it is no evidence of a seki
    /// with them); dead with its owner's large strings held, the attacker
    /// never taking them (the capture is proven: holding them only helps
    /// the defender).
    HeldSearch,
    /// The search ran out of budget: estimated from playouts.
    Estimate,
}

impl Method {
    /// Does a status found so read the fights of its string with the
    /// strings around it, so that it is evidence of a seki with them? Not
    /// an estimate, nor a life read with those strings held fixed.
    pub fn reads_fights(self) -> bool {
        !matches!(self, Method::Estimate | Method::HeldSearch)
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
    kept: Vec<Option<Kept>>,
    /// For the stones of the strings the search decided: the line of the
    /// reading that decided (see [`Analysis::line`]).
    lines: Vec<Option<Arc<Line>>>,
    /// For the stones of the strings static safety or safe territory
    /// decided: what the proof stands on.
    proofs: Vec<Option<Arc<StaticProof>>>,
    /// What the search left to the estimate, if anything, for the log.
    fallback: Option<Fallback>,
}

/// What the confirmation search left to the estimate: one stone of each
/// string it decides, how many of those strings lay in areas too large to
/// search (the others ran out of nodes) and how many of these it read only
/// with the strings around them held, how many strings were searched, and
/// the nodes a search had.
#[derive(Clone, Debug)]
struct Fallback {
    stones: Vec<Point>,
    unsearched: usize,
    held: usize,
    allies: usize,
    strings: usize,
    nodes: u64,
}

/// How the estimate decided a string: the share of the playouts its owner
/// kept it in, and how many strings that share is of (more than one when
/// the playouts lose them together, see [`shares_kept`]).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Kept {
    pub share: f64,
    pub strings: usize,
    /// For a string counted alive below the living share because it wins
    /// a fight both sides' strings were estimated to lose (see
    /// [`fight_winners`]): the largest share among the strings it beat.
    pub beat: Option<f64>,
}

/// What a static proof stands on (Benson's aside): the points a user can
/// check it by.
#[derive(Clone, Debug, PartialEq)]
pub enum StaticProof {
    /// Static safety: the vital regions and zones of the string's chain,
    /// each its points, sorted.
    Regions(Vec<Vec<Point>>),
    /// Joined by miai to safe strings: the two liberties it joins at.
    Joined([Point; 2]),
    /// Dead where no two eyes fit: the points of its region that touch no
    /// stone of the safe strings around (at most two, next to each other).
    NoRoom(Vec<Point>),
}

impl StaticProof {
    /// The same proof with each point moved by `moved`.
    fn mapped(&self, moved: impl Fn(Point) -> Point) -> StaticProof {
        let all = |points: &[Point]| {
            let mut out: Vec<Point> = points.iter().map(|&p| moved(p)).collect();
            out.sort();
            out
        };
        match self {
            StaticProof::Regions(regions) => {
                let mut out: Vec<Vec<Point>> = regions.iter().map(|r| all(r)).collect();
                out.sort();
                StaticProof::Regions(out)
            }
            StaticProof::Joined([a, b]) => {
                let pair = all(&[*a, *b]);
                StaticProof::Joined([pair[0], pair[1]])
            }
            StaticProof::NoRoom(points) => StaticProof::NoRoom(all(points)),
        }
    }
}

impl Analysis {
    /// The status of the stone on `p` (`None` for an empty point).
    pub fn status(&self, p: Point) -> Option<Status> {
        self.status[p.index()].map(|(s, _)| s)
    }

    pub fn method(&self, p: Point) -> Option<Method> {
        self.status[p.index()].map(|(_, m)| m)
    }

    /// For a stone whose status the search decided: the line of the
    /// reading that decided it (of the share that decided, for a search
    /// split in parts; naming the stones taken off first, for a string
    /// decided once dead strings beside it were taken off).
    pub fn line(&self, p: Point) -> Option<&Arc<Line>> {
        match self.method(p) {
            Some(Method::Search | Method::HeldSearch) => self.lines[p.index()].as_ref(),
            _ => None,
        }
    }

    /// For a stone whose status static safety or safe territory decided:
    /// what the proof stands on.
    pub fn static_proof(&self, p: Point) -> Option<&Arc<StaticProof>> {
        match self.method(p) {
            Some(Method::Static | Method::Territory) => self.proofs[p.index()].as_ref(),
            _ => None,
        }
    }

    /// For a stone whose status the estimate decided: the share of the
    /// playouts its owner kept it in (see [`estimate::Ownership::lives`]).
    pub fn kept(&self, p: Point) -> Option<Kept> {
        match self.method(p) {
            Some(Method::Estimate) => self.kept[p.index()],
            _ => None,
        }
    }

    /// The same analysis with the string of `board` through `p` given
    /// `status`, found by `method`: for scoring a position with one
    /// judgement changed (a stone added, a status doubted).
    pub fn with_string(&self, board: &Board, p: Point, status: Status, method: Method) -> Analysis {
        let mut changed = self.clone();
        for s in board.string_stones(p) {
            changed.status[s.index()] = Some((status, method));
            changed.kept[s.index()] = None;
            changed.lines[s.index()] = None;
            changed.proofs[s.index()] = None;
        }
        changed
    }

    /// The same analysis for another view of the position, `board`: the
    /// entry of each of its points `q` is this analysis's entry at
    /// `from(q)`, and the colours are swapped when `swap` says (the lines'
    /// moves are of a colour).
    pub fn mapped(&self, board: &Board, from: impl Fn(Point) -> Point, swap: bool) -> Analysis {
        let mut out = Analysis {
            status: vec![None; self.status.len()],
            area: vec![usize::MAX; self.area.len()],
            kept: vec![None; self.kept.len()],
            lines: vec![None; self.lines.len()],
            proofs: vec![None; self.proofs.len()],
            fallback: self.fallback.clone(),
        };
        // Where each point of this analysis lies in the other view: the
        // lines' stones are named there.
        let mut to = vec![None; self.status.len()];
        for q in board.points() {
            to[from(q).index()] = Some(q);
        }
        let moved = |p: Point| to[p.index()].unwrap_or(p);
        for q in board.points() {
            let p = from(q).index();
            out.status[q.index()] = self.status[p];
            out.area[q.index()] = self.area[p];
            out.kept[q.index()] = self.kept[p];
            out.lines[q.index()] = self.lines[p]
                .as_ref()
                .map(|line| Arc::new(line.mapped(moved, swap)));
            out.proofs[q.index()] = self.proofs[p]
                .as_ref()
                .map(|proof| Arc::new(proof.mapped(moved)));
        }
        if let Some(fallback) = &mut out.fallback {
            fallback.stones = board
                .points()
                .filter(|&q| {
                    self.fallback
                        .as_ref()
                        .is_some_and(|f| f.stones.contains(&from(q)))
                })
                .collect();
        }
        out
    }

    /// Says on standard error (at `level`) how many strings the search left
    /// to the estimate, and names them, when it left any. For those never
    /// searched because their areas are too large it says so: saying the
    /// budget ran out would mislead. For the others it names the budget
    /// and how to raise it: a director scoring a record can read them
    /// further, and ask `kakunin-explain` about each named stone.
    pub fn log_fallback(&self, level: log::Level) {
        let Some(f) = &self.fallback else {
            return;
        };
        if !log::log_enabled!(level) {
            return;
        }
        let mut stones = f.stones.clone();
        stones.sort_unstable();
        let names = stones
            .iter()
            .map(|p| p.to_gtp())
            .collect::<Vec<_>>()
            .join(" ");
        let (estimated, strings, unsearched) = (f.stones.len(), f.strings, f.unsearched);
        // A string read only with the strings around it held was searched,
        // but such a reading proves no capture: said apart.
        let mut held = match f.held {
            0 => String::new(),
            n => format!(
                ", {n} of those read only with the strings around them held, \
                 which can prove a life but no capture"
            ),
        };
        if f.allies > 0 {
            held += &format!(
                ", {} read with their owner's strings around them held, which can \
                 prove a capture but no life",
                f.allies
            );
        }
        if unsearched < estimated {
            let ran_out = estimated - unsearched;
            log::log!(
                level,
                "confirmation search budget exhausted: {estimated} of {strings} strings \
                 estimated from playouts ({unsearched} of them in areas too large to \
                 search{held}); more than {} nodes per search (--score-budget, or \
                 kakunin-score_param nodes) may settle the other {ran_out}; the estimated \
                 strings: {names}",
                f.nodes
            );
        } else {
            log::log!(
                level,
                "confirmation search: {estimated} of {strings} strings in areas too large \
                 to search{held}, estimated from playouts; the estimated strings: {names}"
            );
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

/// A string its whole area left undecided, to read again in the points it
/// lives or dies in (see [`search_areas`]).
struct LocalJob {
    /// Its place in the area's order.
    index: usize,
    head: Point,
    /// What the whole area's reading found.
    verdict: Verdict,
    /// The points, when they are smaller than the area.
    local: Option<LocalArea>,
    /// The points with the opposing strings around held fixed, read first
    /// (see [`held_reading_area`]).
    held: Option<LocalArea>,
    /// The points with the owner's large strings around held fixed, read
    /// next (see [`held_reading_area`]).
    allies: Option<LocalArea>,
}

/// Decides the status of every string of `board`.
///
/// A seki can collapse because a group next to it dies (Examples 16, 17):
/// once the search proves strings of one colour dead, the other strings of
/// that colour which share their area are searched again with the dead
/// ones taken off, and those the search then proves dead are dead.
pub fn analyse(board: &Board, budget: Budget) -> Analysis {
    let mut analysis = analyse_once(board, budget, None);
    // Before the collapses, which take dead strings for dead.
    causal::read_causally(board, &mut analysis, budget);
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

/// Rounds of [`collapse`]: each can only turn live strings dead, or
/// estimated dead ones dead by the search.
const MAX_COLLAPSES: usize = 3;

/// The smallest string whose points, once it is taken, hold two eyes
/// whatever is thrown in: the smallest dead string whose capture
/// [`collapse`] takes for granted, and the smallest opposing string that
/// `local_area` keeps off the points it searches. Taking a small one costs
/// the capturer moves that its opponent answers by throwing in again
/// (Diagram 17: the two dead black stones keep the seki).
pub const TWO_EYE_ROOM: usize = 7;

/// Takes the strings of `color` the search proved dead off the board, as
/// their capturer would (filling their liberties, which costs it the
/// liberties of its own strings there), and searches again; marks dead
/// the strings of `color` that lived before and are now proven dead, and
/// those only estimated dead before that the search now proves dead
/// (Example 16's right group). Returns whether any status or the way it
/// was found changed.
fn collapse(board: &Board, analysis: &mut Analysis, color: Color, budget: Budget) -> bool {
    let is = |p: Point, status: Status, method: Method| {
        board.color_at(p) == Some(color) && analysis.status[p.index()] == Some((status, method))
    };
    let dead: Vec<Point> = board
        .string_heads()
        .filter(|&h| is(h, Status::Dead, Method::Search))
        .filter(|&h| board.string_size(h) >= TWO_EYE_ROOM)
        .collect();
    let living: Vec<Point> = board
        .string_heads()
        .filter(|&h| {
            is(h, Status::Alive, Method::Search)
                || is(h, Status::Alive, Method::Estimate)
                || is(h, Status::Dead, Method::Estimate)
        })
        .filter(|&h| {
            dead.iter()
                .any(|&d| analysis.area[d.index()] == analysis.area[h.index()])
        })
        .collect();
    if living.is_empty() {
        return false;
    }
    log::debug!(
        "collapse: {} dead {color:?} strings taken off, {} of their areas' strings read again",
        dead.len(),
        living.len()
    );
    let mut without = board.clone();
    for &d in &dead {
        if let Some(after) = captured_by_filling(&without, d) {
            without = after;
        }
    }
    let mut taken_off: Vec<Point> = dead
        .iter()
        .flat_map(|&d| board.string_stones(d))
        .filter(|&s| without.color_at(s) != board.color_at(s))
        .collect();
    taken_off.sort_by_key(|p| p.index());
    // Only the areas of the strings read again: the others are the same
    // as before, and their searches would be too.
    let again = analyse_once(&without, budget, Some(&living));
    let mut changed = false;
    for h in living {
        if again.status[h.index()] == Some((Status::Dead, Method::Search)) {
            changed = true;
            // Read on the board without the dead strings: its line says
            // which stones that board lacks.
            let line = again.lines[h.index()].as_ref().map(|line| {
                Arc::new(Line {
                    taken_off: taken_off.clone(),
                    ..Line::clone(line)
                })
            });
            for s in board.string_stones(h) {
                analysis.status[s.index()] = Some((Status::Dead, Method::Search));
                analysis.kept[s.index()] = None;
                analysis.lines[s.index()] = line.clone();
            }
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
            .find(|&l| !after.would_be_suicide(capturer, l))?;
        after.place(capturer, fill);
    }
    after.pass();
    Some(after)
}

/// What [`settle_unconditionally`] settles: statuses, the points settled
/// outright, and what each static proof stands on.
struct Unconditional {
    status: Vec<Option<(Status, Method)>>,
    settled: PointSet,
    proofs: Vec<Option<Arc<StaticProof>>>,
}

/// Benson's unconditional life (Art. 7 needs no reading there): the
/// statuses it settles, and the settled points (its live strings and the
/// regions they own outright, whose opponent stones are dead). Then the
/// strings static safety proves alive (see [`safety`]), and those safe
/// territory proves from them (see [`territory`]): their statuses and
/// what each proof stands on only. Their points stay unsettled, read with
/// the strings around them:
/// they live by answering, so a reading that left them out would forbid
/// their owner's answers and the opponent's captures alike (Diagram 13:
/// the black group lives, and so do the white stones inside it, in seki).
fn settle_unconditionally(board: &Board) -> Unconditional {
    let mut status: Vec<Option<(Status, Method)>> = vec![None; crate::types::ARRAY_LEN];
    let mut proofs: Vec<Option<Arc<StaticProof>>> = vec![None; crate::types::ARRAY_LEN];
    let mut settled = PointSet::default();
    let benson = Color::BOTH.map(|color| benson::pass_alive(board, color));
    for pa in &benson {
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
    // The static proofs, each string decided once.
    let mut decide = |h: Point, verdict: (Status, Method), proof: StaticProof| {
        let proof = Arc::new(proof);
        for s in board.string_stones(h) {
            if status[s.index()].is_none() {
                status[s.index()] = Some(verdict);
                proofs[s.index()] = Some(proof.clone());
            }
        }
    };
    for (color, pa) in Color::BOTH.into_iter().zip(&benson) {
        let mut safe = safety::safe(board, color);
        for &h in &safe.strings {
            let regions = safe.regions_of.remove(&h).unwrap_or_default();
            decide(
                h,
                (Status::Alive, Method::Static),
                StaticProof::Regions(regions),
            );
        }
        let seeds: Vec<Point> = pa.strings.iter().chain(&safe.strings).copied().collect();
        // What the proofs so far answer on or live by: no other proof
        // may count on those points.
        let reserved: Vec<Point> = [&safe.joins, &safe.vital_points, &pa.vital_points]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        let proven = territory::prove(board, color, &seeds, &reserved);
        for (h, pair) in proven.joined {
            decide(
                h,
                (Status::Alive, Method::Territory),
                StaticProof::Joined(pair),
            );
        }
        for (h, inner) in proven.dead {
            decide(
                h,
                (Status::Dead, Method::Territory),
                StaticProof::NoRoom(inner),
            );
        }
    }
    Unconditional {
        status,
        settled,
        proofs,
    }
}

/// An area of unsettled points, with the heads of the strings in it that
/// the search reads, in the order it reads them.
struct Area {
    points: Vec<Point>,
    heads: Vec<Point>,
}

/// One round of [`analyse`]: Benson, then the searches; of the areas
/// holding one of the strings through `only`, when given.
fn analyse_once(board: &Board, budget: Budget, only: Option<&[Point]>) -> Analysis {
    let Unconditional {
        mut status,
        settled,
        proofs,
    } = settle_unconditionally(board);
    let areas = unsettled_areas(board, &settled, &status, only);
    // With threads to spare, the estimate many strings of a large area
    // will fall back to runs beside the searches: it is the same whenever
    // it is made, so the answer does not depend on the threads.
    let ahead = budget.estimate_ahead
        && rayon::current_num_threads() > 1
        && areas
            .iter()
            .any(|area| empties(board, &area.points) > budget.max_area);
    let (verdicts, estimated_ahead) = rayon::join(
        || search_areas(board, &areas, &settled, budget),
        || ahead.then(|| estimate::ownership(board, budget.playouts)),
    );
    let unknown: Vec<(usize, Point)> = verdicts
        .iter()
        .filter(|f| f.verdict == Verdict::Unknown)
        .map(|f| (f.area, f.head))
        .collect();
    // Only summed up for a log that will say it: the move generator's
    // counts, made many times a move, seldom log.
    let fallback = (!unknown.is_empty() && log::log_enabled!(budget.fallback_level()))
        .then(|| fallback(board, &areas, &settled, &unknown, verdicts.len(), budget));
    let estimate = (!unknown.is_empty())
        .then(|| estimated_ahead.unwrap_or_else(|| estimate::ownership(board, budget.playouts)));
    let mut lines = vec![None; crate::types::ARRAY_LEN];
    let mut kept = decide(
        board,
        &verdicts,
        &unknown,
        estimate.as_ref(),
        &mut status,
        &mut lines,
    );
    keep_estimated_in_own_region(board, &mut status);
    let share_kept = |h: Point| kept[h.index()].map(|k: Kept| k.share);
    for (h, beat) in fight_winners(board, &status, share_kept, budget.playouts) {
        for s in board.string_stones(h) {
            status[s.index()] = Some((Status::Alive, Method::Estimate));
            if let Some(k) = &mut kept[s.index()] {
                k.beat = Some(beat);
            }
        }
    }
    let mut area_index = vec![usize::MAX; crate::types::ARRAY_LEN];
    for (i, area) in areas.iter().enumerate() {
        for p in &area.points {
            area_index[p.index()] = i;
        }
    }
    Analysis {
        status,
        area: area_index,
        kept,
        lines,
        proofs,
        fallback,
    }
}

/// The areas of points not `settled`, each with the strings the search
/// reads (those without a `status` yet); of the areas holding one of the
/// strings through `only`, when given.
fn unsettled_areas(
    board: &Board,
    settled: &PointSet,
    status: &[Option<(Status, Method)>],
    only: Option<&[Point]>,
) -> Vec<Area> {
    let mut areas: Vec<Area> = Vec::new();
    let mut area_seen = PointSet::default();
    for h in board.string_heads() {
        if settled.contains(h) || area_seen.contains(h) {
            continue;
        }
        let area = board.flood(h, |p| !settled.contains(p), &mut area_seen).0;
        if only.is_some_and(|only| !area.iter().any(|p| only.contains(p))) {
            continue;
        }
        // Strings static safety proved alive are read with the others but
        // not searched themselves.
        let mut heads: Vec<Point> = area
            .iter()
            .copied()
            .filter(|&p| board.is_string_head(p))
            .filter(|&p| status[p.index()].is_none())
            .collect();
        // Largest first: once a string of the area runs out of nodes, the
        // strings after it get a tenth of theirs (see `search_areas`), and
        // the count hangs most on the large ones. Example 16: read after
        // the dead corner, which runs out in the whole area, the black
        // group that encloses it fell back to the estimate; read first, it
        // is proven alive.
        heads.sort_by_key(|&h| std::cmp::Reverse(board.string_size(h)));
        areas.push(Area {
            points: area,
            heads,
        });
    }
    areas
}

/// The status of every string the search read, in `status`, from its
/// verdict: the search's where it decided, the `estimate`'s where it did
/// not (`unknown`: area index and head). So too for the strings whose
/// capture the search proved against attackers that are themselves only
/// estimated, and estimated dead: a proof that leans on stones which are
/// likely dead is not trusted (the capturers of a lone stone in a corner
/// full of dead stones). Gives the share each estimated string is kept in.
fn decide(
    board: &Board,
    verdicts: &[Found],
    unknown: &[(usize, Point)],
    estimate: Option<&estimate::Ownership>,
    status: &mut [Option<(Status, Method)>],
    lines: &mut [Option<Arc<Line>>],
) -> Vec<Option<Kept>> {
    let mut shares = vec![None; crate::types::ARRAY_LEN];
    if let Some(e) = estimate {
        for (h, k) in shares_kept(board, e, unknown) {
            shares[h.index()] = Some(k);
        }
    }
    // A capture that leans on stones estimated dead is decided by the
    // estimate too (below), on its own share.
    let share_of = |h: Point| {
        let color = board.color_at(h).expect("a string head");
        shares[h.index()].or_else(|| {
            estimate.map(|e| Kept {
                share: e.kept(h, color),
                strings: 1,
                beat: None,
            })
        })
    };
    let estimated_dead =
        |h: Point| -> bool { share_of(h).is_some_and(|k| k.share < estimate::LIVING_SHARE) };
    let mut kept = vec![None; crate::types::ARRAY_LEN];
    for found in verdicts {
        let (area, h, verdict, held) = (found.area, found.head, found.verdict, found.held);
        let leans_on_dead = verdict == Verdict::Captured
            && unknown.iter().any(|&(a, u)| {
                a == area && board.color_at(u) != board.color_at(h) && estimated_dead(u)
            });
        let decided = match verdict {
            Verdict::Captured if !leans_on_dead && held => (Status::Dead, Method::HeldSearch),
            Verdict::Captured if !leans_on_dead => (Status::Dead, Method::Search),
            Verdict::Survives if held => (Status::Alive, Method::HeldSearch),
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
        let share = share_of(h).filter(|_| decided.1 == Method::Estimate);
        for s in board.string_stones(h) {
            status[s.index()] = Some(decided);
            kept[s.index()] = share;
            lines[s.index()] = found.line.clone().filter(|_| decided.1 != Method::Estimate);
        }
    }
    kept
}

/// The share of the playouts that keep each of the `unknown` strings (area
/// index, head), the strings the estimate decides. Strings of one colour
/// that the playouts lose together (in [`FATE_SHARED`] of those that lose
/// either) share one fate, and are decided together: each gets the share
/// of the whole, weighted by their stones. Decided one by one, a group
/// whose strings are kept in just over and just under
/// [`estimate::LIVING_SHARE`] would be cut in two, its live half touching
/// its dead half, and neither side would get the territory around it.
fn shares_kept(
    board: &Board,
    estimate: &estimate::Ownership,
    unknown: &[(usize, Point)],
) -> Vec<(Point, Kept)> {
    let heads: Vec<Point> = unknown.iter().map(|&(_, h)| h).collect();
    // Union-find over the heads, in their order.
    let mut root: Vec<usize> = (0..heads.len()).collect();
    fn find(root: &mut [usize], mut i: usize) -> usize {
        while root[i] != i {
            root[i] = root[root[i]];
            i = root[i];
        }
        i
    }
    for i in 0..heads.len() {
        for j in i + 1..heads.len() {
            if board.color_at(heads[i]) == board.color_at(heads[j])
                && estimate.lost_together(heads[i], heads[j]) >= FATE_SHARED
            {
                let (a, b) = (find(&mut root, i), find(&mut root, j));
                root[a.max(b)] = a.min(b);
            }
        }
    }
    let kept = |h: Point| estimate.kept(h, board.color_at(h).expect("a string head"));
    // By root: kept stones (weighted by the share), stones, strings.
    let mut whole = vec![(0.0f64, 0.0f64, 0usize); heads.len()];
    for (i, &h) in heads.iter().enumerate() {
        let r = find(&mut root, i);
        let stones = board.string_size(h) as f64;
        whole[r].0 += stones * kept(h);
        whole[r].1 += stones;
        whole[r].2 += 1;
    }
    (0..heads.len())
        .map(|i| {
            let (kept, stones, strings) = whole[find(&mut root, i)];
            let share = kept / stones;
            (
                heads[i],
                Kept {
                    share,
                    strings,
                    beat: None,
                },
            )
        })
        .collect()
}

/// The share of the playouts that lose either of two strings which must
/// lose both for [`shares_kept`] to decide them together.
pub(crate) const FATE_SHARED: f64 = 0.9;

/// What the search left to the estimate (`unknown`: area index and string
/// head) of the `strings` it searched: the strings, how many of them lay
/// in areas too large to search, and how many of those were read only
/// with the strings around them held.
fn fallback(
    board: &Board,
    areas: &[Area],
    settled: &PointSet,
    unknown: &[(usize, Point)],
    strings: usize,
    budget: Budget,
) -> Fallback {
    let too_large = |points: &[Point]| empties(board, points) > budget.max_area;
    let (mut unsearched, mut held, mut allies) = (0, 0, 0);
    for &(i, h) in unknown {
        let area = &areas[i].points;
        let local = local_reading_area(board, h, settled, area, budget);
        if too_large(area) && local.as_ref().is_none_or(|l| too_large(&l.points)) {
            unsearched += 1;
            let read_held = |hold: Hold| {
                held_reading_area(board, h, settled, area, local.as_ref(), budget, hold)
                    .is_some_and(|points| !too_large(&points.points))
            };
            held += usize::from(read_held(Hold::Opponents));
            allies += usize::from(read_held(Hold::Allies));
        }
    }
    Fallback {
        stones: unknown.iter().map(|&(_, h)| h).collect(),
        unsearched,
        held,
        allies,
        strings,
        nodes: budget.nodes,
    }
}

/// The points the string at `head` is read in again when its reading in
/// its whole `area` did not settle it: the points it lives or dies in (see
/// [`local_area`]), when they are fewer than the area's.
fn local_reading_area(
    board: &Board,
    head: Point,
    settled: &PointSet,
    area: &[Point],
    budget: Budget,
) -> Option<LocalArea> {
    local_area(board, head, settled, budget.max_area, Hold::Nothing)
        .filter(|local| local.points.len() < area.len())
}

/// The points the string at `head` is read in with some strings around
/// held fixed (see [`Hold`]), when that reading is due:
///
/// - [`Hold::Opponents`], first, for its life, when the points of
///   [`local_reading_area`] (`local`) grew by the opposing strings one
///   liberty from it or are too many. A lone stone at the edge of a seki,
///   its other liberty on the open board, brings the board in, and taking
///   it is no part of the seki (`games/seki-edge-stone.sgf` in the
///   gtp-tests).
/// - [`Hold::Allies`], for its capture, when neither its `area` nor the
///   points it lives or dies in are small enough to search. A dead stone
///   beside an open dame in the opponent's corner reaches its owner's
///   whole side through the dame, and the side is no part of its capture
///   (`games/dead-beside-open-dame.sgf`).
fn held_reading_area(
    board: &Board,
    head: Point,
    settled: &PointSet,
    area: &[Point],
    local: Option<&LocalArea>,
    budget: Budget,
    hold: Hold,
) -> Option<LocalArea> {
    let too_large = |points: &[Point]| empties(board, points) > budget.max_area;
    let due = match hold {
        Hold::Nothing => false,
        Hold::Opponents => local.is_none_or(|l| l.grown),
        Hold::Allies => too_large(area) && local.is_none_or(|l| too_large(&l.points)),
    };
    if !due {
        return None;
    }
    local_area(board, head, settled, budget.max_area, hold)
        .filter(|l| l.held != Hold::Nothing && l.points.len() < area.len())
}

/// The confirmation searches of the strings of every area: (area index,
/// string head, verdict).
///
/// Strings that share an area share its difficulty: searched one after
/// another, each with the nodes the strings before it left unspent on top
/// of its own budget (up to twice that), and once one of them runs out of
/// nodes, the others get a tenth of the budget. Areas are searched in
/// parallel; the order within an area is fixed (largest string first),
/// so the answer does not depend on the threads.
fn search_areas(board: &Board, areas: &[Area], settled: &PointSet, budget: Budget) -> Vec<Found> {
    let verdicts: Vec<(usize, WholeReading)> = areas
        .par_iter()
        .enumerate()
        .flat_map_iter(
            |(
                i,
                Area {
                    points: area,
                    heads,
                },
            )| {
                let found = in_turn(heads, budget.nodes, budget.nodes / 10, |&h, nodes, stop| {
                    Reading::of(confirm_string(board, h, area, budget, nodes, stop))
                });
                heads.iter().zip(found).map(move |(&head, r)| {
                    let (verdict, line) = (r.verdict(), r.line().cloned());
                    (
                        i,
                        WholeReading {
                            head,
                            verdict,
                            line,
                        },
                    )
                })
            },
        )
        .collect();

    // A string the search could not settle within its whole area is
    // searched again within the points it lives or dies in, when the
    // opposing strings around those points are safe enough to leave out.
    // After a search of the whole area these are meant to be small: a
    // tenth of the budget, and a hundredth once one of them in the same
    // area runs out. Where the whole area was too large to search, this is
    // the strings' only search, and they get more (see
    // [`ONLY_LOCAL_SHARE`]).
    let mut by_area: Vec<Vec<WholeReading>> = vec![Vec::new(); areas.len()];
    for (i, reading) in verdicts {
        by_area[i].push(reading);
    }
    by_area
        .into_par_iter()
        .enumerate()
        .flat_map_iter(|(i, strings)| {
            let share = if empties(board, &areas[i].points) > budget.max_area {
                ONLY_LOCAL_SHARE
            } else {
                LOCAL_SHARE
            };
            // The undecided strings' points, read smallest first: a small
            // fight (a bent four in a corner) is settled in few nodes, and
            // is not left a tenth of the budget by a large reading that
            // ran out before it. The strings decided already cost nothing.
            let mut jobs: Vec<LocalJob> = strings
                .iter()
                .enumerate()
                .map(|(index, &WholeReading { head, verdict, .. })| {
                    let area = &areas[i].points;
                    let undecided = verdict == Verdict::Unknown;
                    let local = undecided
                        .then(|| local_reading_area(board, head, settled, area, budget))
                        .flatten();
                    let read_held = |hold: Hold| {
                        undecided
                            .then(|| {
                                let local = local.as_ref();
                                held_reading_area(board, head, settled, area, local, budget, hold)
                            })
                            .flatten()
                    };
                    let held = read_held(Hold::Opponents);
                    let allies = read_held(Hold::Allies);
                    LocalJob {
                        index,
                        head,
                        verdict,
                        local,
                        held,
                        allies,
                    }
                })
                .collect();
            jobs.sort_by_key(|job| {
                job.local
                    .as_ref()
                    .or(job.held.as_ref())
                    .or(job.allies.as_ref())
                    .map_or(0, |l| empties(board, &l.points))
            });
            let found = in_turn(
                &jobs,
                budget.nodes / share,
                budget.nodes / share / 10,
                |job, nodes, stop| {
                    // Read with the opposing strings held first: a life
                    // found so stands, a capture proves nothing. Then with
                    // the owner's large strings held: the reverse.
                    let read_held = |held: &LocalArea| {
                        let nodes = Nodes::own(nodes.own / HELD_SHARE);
                        let own = budget.with_nodes(nodes.own);
                        Reading::of(confirm_string(
                            board,
                            job.head,
                            &held.points,
                            own,
                            nodes,
                            stop,
                        ))
                        .read_held(held.held)
                    };
                    let mut first: Option<Reading> = None;
                    for held in [&job.held, &job.allies].into_iter().flatten() {
                        let reading = read_held(held);
                        let reading = match first {
                            Some(earlier) => reading.after(earlier),
                            None => reading,
                        };
                        if reading.verdict() != Verdict::Unknown {
                            return reading;
                        }
                        first = Some(reading);
                    }
                    let reading = match &job.local {
                        // Points grown by the opposing strings one liberty
                        // from the string stand for the fight less surely
                        // (stones kept off them, the rest of the board left
                        // out): there a capture is not read freely for long
                        // (the string's own nodes, not the whole budget); one
                        // the search cannot confirm in them is left to the
                        // estimate, as before they grew.
                        Some(local) => {
                            let budget = if local.grown {
                                budget.with_nodes(nodes.own)
                            } else {
                                budget
                            };
                            Reading::of(confirm_string(
                                board,
                                job.head,
                                &local.points,
                                budget,
                                nodes,
                                stop,
                            ))
                        }
                        None => Reading::unsearched(job.verdict),
                    };
                    match first {
                        Some(first) => reading.after(first),
                        None => reading,
                    }
                },
            );
            // Back in the area's order.
            let mut readings = vec![Reading::unsearched(Verdict::Unknown); jobs.len()];
            for (job, r) in jobs.iter().zip(found) {
                readings[job.index] = r;
            }
            strings
                .into_iter()
                .zip(readings)
                .map(move |(whole, r)| Found {
                    area: i,
                    head: whole.head,
                    verdict: r.verdict(),
                    held: r.held(),
                    line: r.line().cloned().or(whole.line),
                })
        })
        .collect()
}

/// A string's reading in its whole area (see [`search_areas`]).
#[derive(Clone)]
struct WholeReading {
    head: Point,
    verdict: Verdict,
    line: Option<Arc<Line>>,
}

/// A string's verdict from [`search_areas`].
#[derive(Clone, Debug)]
struct Found {
    /// The index of its area.
    area: usize,
    head: Point,
    verdict: Verdict,
    /// Read with the opposing strings around it held fixed (see
    /// [`Hold`])?
    held: bool,
    /// The line of the reading that decided it.
    line: Option<Arc<Line>>,
}

/// The strings that win a fight the estimate calls lost on both sides: a
/// string estimated dead that touches strings of the other colour
/// estimated dead too lives when it is kept in at least half of the
/// `playouts` and in clearly more than each of them: by twice the standard
/// error of the difference of two shares over that many playouts, beyond
/// the playouts' chance. Two strings that take each other's liberties
/// cannot both be captured for good: whoever moves first takes the other
/// (Art. 7-1 then calls both dead, a fight the players left undecided,
/// which a finished game does not hold), and the playouts, which play the
/// fight from both sides, say who wins it more often; a fight they split
/// evenly stays undecided. Decided on the statuses as they stand, so that
/// the order of the strings does not matter. Each winner comes with the
/// largest share among the strings it beat.
fn fight_winners(
    board: &Board,
    status: &[Option<(Status, Method)>],
    share: impl Fn(Point) -> Option<f64>,
    playouts: u32,
) -> Vec<(Point, f64)> {
    let estimated_dead = |h: Point| status[h.index()] == Some((Status::Dead, Method::Estimate));
    let variance = |k: f64| k * (1.0 - k) / f64::from(playouts.max(1));
    let clearly_above =
        |mine: f64, theirs: f64| mine - theirs >= 2.0 * (variance(mine) + variance(theirs)).sqrt();
    board
        .string_heads()
        .filter(|&h| estimated_dead(h))
        .filter_map(|h| {
            let mine = share(h).filter(|&k| k >= 0.5)?;
            let color = board.color_at(h);
            let rivals: Vec<Option<f64>> = board
                .string_stones(h)
                .flat_map(|s| s.neighbors())
                .filter(|&n| board.color_at(n).is_some() && board.color_at(n) != color)
                .map(|n| board.string_head(n))
                .filter(|&n| estimated_dead(n))
                .map(&share)
                .collect();
            let strongest = rivals.iter().try_fold(None::<f64>, |best, &r| {
                let r = r.filter(|&r| clearly_above(mine, r))?;
                Some(Some(best.map_or(r, |b| b.max(r))))
            })??;
            Some((h, strongest))
        })
        .collect()
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
    let kept: Vec<Point> = board
        .string_heads()
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
