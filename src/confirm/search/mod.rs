//! The confirmation game of Article 7 as a search: can the attacker, moving
//! first, capture a target string for good (7-1)?
//!
//! Moves are stones and passes; the game ends with two passes in a row.
//! The target survives if at the end its owner holds its points: a stone on
//! one of them (its own, or a new stone played in answer to the capture
//! that the attacker could not take in turn: the recursion of the
//! commentary on Diagram 7 and Example 1), a stone on points it won back by
//! capturing the capturers, or all of them empty inside its own stones
//! after taking back the capturers. Ko follows Art. 7-2: a
//! player whose stone was captured in a ko may retake in that ko only after
//! passing once for that particular ko; a pass lifts one ban of the
//! passer's choosing. A line that repeats forever keeps the target alive
//! unless the cycle keeps capturing it.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

mod doomed;
mod order;
mod path;
mod position;
mod spend;
mod window;

use order::MoveOrder;
use path::Path;
use spend::Spend;

pub use position::{Ban, Position};
use window::{Bound, Window};

use super::benson;
use crate::board::{Board, PointSet};
use crate::types::{Color, Point};

/// Remaining depth from which the search looks for unconditional life on
/// the whole board (its own after a recapture, the attacker's holding the
/// target's points for good). Each look is a pass over the whole board;
/// the lines the windowed search reads are long, and most of their
/// positions lie within a few plies of the horizon, where a look costs
/// more than the plies it saves (measured on `score8` of GNU Go's scoring
/// suite, the one record there that needs real search: `benches/RESULTS.md`).
const BENSON_DEPTH: u16 = 6;

/// The children of a position, in the order they are numbered: the side
/// to move's stones (most urgent first) and passes (each with the ban it
/// lifts); and the defender's strings standing there, which tell a child
/// that captures them.
struct Children<'s> {
    standing: &'s [Point],
    moves: Vec<Point>,
    passes: Vec<Option<usize>>,
}

/// One move of a line of the confirmation game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub color: Color,
    /// The stone played, or `None` for a pass.
    pub stone: Option<Point>,
    /// For a pass that lifts a ban of Art. 7-2: the ko it is for.
    pub pass_for_ko: Option<Point>,
    /// Stones of the other colour the move took off.
    pub captured: usize,
}

/// A line of the confirmation game as [`Searcher::principal_line`] reads it
/// out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    pub steps: Vec<Step>,
    /// Does it end where the target's points lie in pockets too narrow for
    /// the defender ever to make two eyes (see `doomed`)? The attacker
    /// takes whatever is put there; the line need not go on.
    pub walled_off: bool,
    /// Does it end where a string of the target's owner has a liberty in
    /// the room an opposing string of [`TWO_EYE_ROOM`](crate::confirm::TWO_EYE_ROOM) stones or more
    /// left, kept off the area (see `local_area`)? That room holds two eyes whatever is
    /// thrown in; the line need not go on.
    pub room_won: bool,
    /// The stones the board it was read on lacks: dead strings taken off
    /// first, as their capturer would take them (a seki that collapses
    /// once a group in it is taken, Examples 16 and 17). Empty for a line
    /// read on the position itself.
    pub taken_off: Vec<Point>,
    /// For a target the narrow reading captured, read again under the
    /// causal reading of Art. 7-1 (see [`Searcher::with_new_ground`]).
    pub causal: Option<CausalCheck>,
}

/// A captured target read again under the causal reading of Art. 7-1,
/// with the points its owner could not have held in the position searched
/// counted as its own: a stone of its owner there at the end is one the
/// capture made room for (the design note's "a new stone").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CausalCheck {
    /// `Survives`: it lives so; `Captured`: it is captured even so;
    /// `Unknown`: not settled within the reading's nodes, and the narrow
    /// reading's capture stands.
    pub verdict: Verdict,
    /// The strings whose points counted, each with why.
    pub ground: Vec<Ground>,
    /// For a target that lives so: a stone its owner holds on that ground
    /// at the end of the line.
    pub new_stone: Option<Point>,
}

/// Why the owner of a captured target could not have held the points of a
/// string in the position searched, the owner moving first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ground {
    /// The attacker's string through this point, proven alive: the owner,
    /// moving first, cannot capture it.
    AttackerAlive(Point),
    /// The owner's string through this point, which the attacker captures
    /// for good even with the owner moving first.
    OwnerDead(Point),
}

impl Ground {
    /// A stone of the string.
    pub fn head(self) -> Point {
        match self {
            Ground::AttackerAlive(p) | Ground::OwnerDead(p) => p,
        }
    }

    fn mapped(self, to: impl Fn(Point) -> Point) -> Ground {
        match self {
            Ground::AttackerAlive(p) => Ground::AttackerAlive(to(p)),
            Ground::OwnerDead(p) => Ground::OwnerDead(to(p)),
        }
    }
}

impl Line {
    /// The same line with every point moved by `to` (another view of the
    /// board), and the colours swapped when `swap` says.
    pub fn mapped(&self, to: impl Fn(Point) -> Point, swap: bool) -> Line {
        Line {
            steps: self
                .steps
                .iter()
                .map(|s| Step {
                    color: if swap { s.color.opponent() } else { s.color },
                    stone: s.stone.map(&to),
                    pass_for_ko: s.pass_for_ko.map(&to),
                    ..s.clone()
                })
                .collect(),
            taken_off: self.taken_off.iter().map(|&p| to(p)).collect(),
            causal: self.causal.as_ref().map(|c| CausalCheck {
                verdict: c.verdict,
                ground: c.ground.iter().map(|g| g.mapped(&to)).collect(),
                new_stone: c.new_stone.map(&to),
            }),
            ..self.clone()
        }
    }
}

/// What the search concluded about a target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The attacker captures it for good: the stones are dead.
    Captured,
    /// The attacker cannot: the stones are alive.
    Survives,
    /// Not decided within the depth or node budget.
    Unknown,
}

/// One question: can `attacker`, moving first, capture the defender's
/// stones on `target` for good, playing only on `area`?
pub struct Problem {
    pub attacker: Color,
    /// The points of the target string.
    pub target: Vec<Point>,
    /// Points where either side may play (the rest of the board is settled).
    pub area: Vec<Point>,
}

/// Is `p` an eye of one string of `color` with a liberty besides? Filling
/// it takes a liberty from that string and gives nothing a pass does not:
/// no search tries it.
fn fills_own_eye(board: &Board, color: Color, p: Point) -> bool {
    let mut string = None;
    for n in p.neighbors() {
        if !board.is_on_board(n) {
            continue;
        }
        if board.color_at(n) != Some(color) {
            return false;
        }
        let h = board.string_head(n);
        if *string.get_or_insert(h) != h {
            return false;
        }
    }
    string.is_some_and(|h| board.liberties(h) > 1)
}

/// The keys are Zobrist hashes already: hashing them again is waste.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = k;
    }
}

type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

#[derive(Copy, Clone)]
struct Entry {
    verdict: Verdict,
    depth: u16,
    /// For [`Verdict::Unknown`]: what a search under a narrower window
    /// learnt (see [`Window`]).
    bound: Bound,
    /// The child that decided (or was last looked at): tried first when
    /// the position is searched again deeper.
    best: usize,
}

/// A search with a node budget and a transposition table, its state
/// kept by what each part is for.
pub struct Searcher<'a> {
    /// The question and the area's edge.
    scope: Scope<'a>,
    /// What the search has learnt, by position.
    memo: Memo,
    /// The nodes it may spend, and what stops it early.
    spend: Spend<'a>,
    /// The positions on the current line, for repetitions.
    path: Path,
    /// Which moves to try first.
    order: MoveOrder,
    /// How the game is read (the rules' cycles, free answers, windows).
    mode: Mode,
    /// Positions to fill children into, reused from one child to the
    /// next: a child is written in place rather than built and moved,
    /// which halves the copying per node. Boxed, so that taking one out
    /// and putting it back moves a pointer.
    spare: Vec<Box<Position>>,
}

/// The question a search answers: can `problem.attacker` capture the
/// target for good, playing on the area only? With what the search
/// knows of the area's edge.
struct Scope<'a> {
    problem: &'a Problem,
    defender: Color,
    area_set: PointSet,
    target_set: PointSet,
    /// The attacker stones off the area that can never be captured (see
    /// [`doomed`]).
    anchors: PointSet,
    /// Is an attacker string next to the area kept off it, with all its
    /// liberties on it, or a defender string? Only then can a defender
    /// string ever have a liberty off the area (see `liberty_off_area`).
    kept_out: bool,
    /// Points where the defender could not have forced a stone the
    /// attacker cannot capture in the position searched (see
    /// [`with_new_ground`](Searcher::with_new_ground)); empty for the
    /// narrow reading.
    new_ground: PointSet,
    /// The side that moves first: the attacker, as Art. 7-1 has it, or
    /// the defender (see [`with_defender_first`](Searcher::with_defender_first)).
    first: Color,
}

impl<'a> Scope<'a> {
    fn new(problem: &'a Problem) -> Scope<'a> {
        let mut area_set = PointSet::default();
        for &p in &problem.area {
            area_set.insert(p);
        }
        let mut target_set = PointSet::default();
        for &p in &problem.target {
            target_set.insert(p);
        }
        Scope {
            problem,
            defender: problem.attacker.opponent(),
            area_set,
            target_set,
            anchors: PointSet::default(),
            kept_out: false,
            new_ground: PointSet::default(),
            first: problem.attacker,
        }
    }
}

/// What a search has learnt, by position.
#[derive(Default)]
struct Memo {
    /// Verdicts (see [`Entry`]).
    table: KeyMap<Entry>,
    /// Benson's verdicts by board hash: the unconditional life of the
    /// defender's stones on target points, and whether the attacker holds
    /// every target point for good.
    defender_life: KeyMap<bool>,
    /// The same within the area alone (see [`benson::alive_within`]):
    /// cheap enough for every position.
    defender_life_local: KeyMap<bool>,
    held: KeyMap<bool>,
    /// By position: is the target doomed there (see [`doomed`])?
    doomed: KeyMap<bool>,
}

impl Memo {
    /// What a new search of the same problem starts from: the verdicts and
    /// Benson's, not the doomed pockets (they depend on the anchors, which
    /// each search finds again).
    fn seed(&self) -> Memo {
        Memo {
            table: self.table.clone(),
            defender_life: self.defender_life.clone(),
            defender_life_local: self.defender_life_local.clone(),
            held: self.held.clone(),
            doomed: KeyMap::default(),
        }
    }
}

/// How a search reads the confirmation game.
struct Mode {
    /// Does an endless cycle that never takes the target save it, as the
    /// rules have it? See [`with_cycles_saving`](Searcher::with_cycles_saving).
    cycles_save: bool,
    /// Let the defender answer a capture anywhere, not only on the
    /// vacated points and the capturers' liberties (see
    /// [`with_free_answers`](Searcher::with_free_answers)).
    free_answers: bool,
    /// Narrow the windows (see [`Window`]); only tests read in full width.
    windows: bool,
    /// Stop at doomed pockets (only tests read without the cut).
    doomed_cut: bool,
    /// Only the attacker's first moves whose index is `part` modulo
    /// `parts` are tried at the root (see [`solve_split`](Searcher::solve_split)).
    root_part: Option<(usize, usize)>,
}

impl Default for Mode {
    fn default() -> Self {
        Mode {
            cycles_save: true,
            free_answers: false,
            windows: true,
            doomed_cut: true,
            root_part: None,
        }
    }
}

impl<'a> Searcher<'a> {
    pub fn new(problem: &'a Problem, budget: u64) -> Searcher<'a> {
        Searcher {
            scope: Scope::new(problem),
            memo: Memo::default(),
            spend: Spend::new(budget),
            path: Path::default(),
            order: MoveOrder::default(),
            mode: Mode::default(),
            spare: Vec::new(),
        }
    }

    /// Nodes spent so far.
    pub fn nodes(&self) -> u64 {
        self.spend.nodes
    }

    /// Did a recursion run out of its nodes and count as captured?
    pub fn recursion_cut(&self) -> bool {
        self.spend.recursion_cut
    }

    /// The same searcher, giving each recursion after a capture `nodes`
    /// nodes instead of [`RECURSION_NODES`](crate::confirm::budget::RECURSION_NODES).
    pub fn with_recursion_nodes(mut self, nodes: u64) -> Searcher<'a> {
        self.spend.recursion_nodes = nodes;
        self
    }

    /// The same searcher, with every repetition counted as a capture when
    /// `save` is false: a target it then captures lives only through a
    /// line that repeats forever (long life, Example 6).
    pub fn with_cycles_saving(mut self, save: bool) -> Searcher<'a> {
        self.mode.cycles_save = save;
        self
    }

    /// The same searcher, with the defender free to answer a capture of
    /// its target anywhere in the area, and no budget of its own for the
    /// recursion: the rules' own game (Art. 7-1 asks only whether a new
    /// stone the attacker cannot capture can be played), which the
    /// answers kept to the vacated points and the capturers' liberties
    /// only approximate. A capture it proves is one for good: the
    /// defender's race elsewhere that wins the points back (Example 3,
    /// the snapback) is read too. It costs more nodes.
    pub fn with_free_answers(mut self) -> Searcher<'a> {
        self.mode.free_answers = true;
        self.spend.recursion_nodes = u64::MAX;
        self
    }

    /// The same searcher, with the target's owner holding the target also
    /// when a stone of its own stands on one of `points` at the end: points
    /// where it could not have forced a stone the attacker cannot capture
    /// in the position searched, so that such a stone is one the capture
    /// made room for (Art. 7-1, "a new stone", under the causal reading of
    /// the design note). The cut at doomed pockets and the test of the
    /// target's points held for good look at these points too.
    pub fn with_new_ground(mut self, points: &[Point]) -> Searcher<'a> {
        for &p in points {
            self.scope.new_ground.insert(p);
        }
        self
    }

    /// The same searcher, with the target's owner moving first: can the
    /// attacker capture the target for good even so? A capture it proves
    /// means the owner could not force a stone on the target's points that
    /// stays there, wherever it plays first.
    pub fn with_defender_first(mut self) -> Searcher<'a> {
        self.scope.first = self.scope.defender;
        self
    }

    /// The same searcher, stopping (its verdict unknown) as soon as `stop`
    /// is set: for a reading whose answer may turn out not to be wanted.
    pub fn with_stop(mut self, stop: Option<&'a AtomicBool>) -> Searcher<'a> {
        self.spend.stop = stop;
        self
    }

    /// The same searcher, stopping (its verdict unknown) as soon as
    /// `cancel` is set too, whatever its other flag says: for a reading
    /// made ahead, in parallel with the reading that decides whether it is
    /// wanted. Not passed on by [`stop_flag`](Self::stop_flag).
    pub fn with_cancel(mut self, cancel: Option<&'a AtomicBool>) -> Searcher<'a> {
        self.spend.cancel = cancel;
        self
    }

    /// The flag that stops this searcher, if any (see
    /// [`with_stop`](Self::with_stop)).
    pub fn stop_flag(&self) -> Option<&'a AtomicBool> {
        self.spend.stop
    }

    /// Does a cycle that never takes the target save it in this search?
    pub fn cycles_saving(&self) -> bool {
        self.mode.cycles_save
    }

    /// Iterative deepening until a verdict or the budget runs out.
    pub fn solve(&mut self, board: &Board, max_depth: u16) -> Verdict {
        let root = Position::new(board.clone(), self.scope.first);
        self.find_anchors(board);
        let mut depth = 2;
        loop {
            let v = self.search(&root, depth, Window::FULL);
            log::trace!("depth {depth}: {v:?} after {} nodes", self.spend.nodes);
            if v != Verdict::Unknown || depth >= max_depth || self.spend.exhausted() {
                return v;
            }
            depth += 2;
        }
    }

    /// A new searcher for the same problem that starts from what this one
    /// has learnt (its tables), with `budget` nodes of its own, stopped by
    /// what stops this one.
    fn seeded(&self, budget: u64) -> Searcher<'a> {
        let mut searcher = Searcher::new(self.scope.problem, budget)
            .with_recursion_nodes(self.spend.recursion_nodes)
            .with_cycles_saving(self.mode.cycles_save)
            .with_stop(self.spend.stop)
            .with_cancel(self.spend.cancel);
        searcher.memo = self.memo.seed();
        searcher.mode.free_answers = self.mode.free_answers;
        searcher.scope.new_ground = self.scope.new_ground.clone();
        searcher.scope.first = self.scope.first;
        searcher
    }

    /// Solves as [`solve`](Self::solve) does, starting from this searcher's
    /// tables, but with the attacker's first
    /// moves split into `parts` fixed shares, each searched by a searcher of
    /// its own with an equal share of `budget`, in parallel. The target is
    /// captured if one share captures it and survives if every share
    /// proves it survives. A share is stopped only once another has proved
    /// the capture, which its own answer could not change: the verdict is
    /// the same on any number of threads.
    ///
    /// When no share decides and some ran out of nodes, the nodes the
    /// others left unspent go to those, in equal parts, to read on from
    /// what they had learnt. That reading may prove the target survives,
    /// or capture it without cutting a recursion short; a capture that
    /// leans on a cut is not taken from it (no wider reading could check
    /// it within the budget).
    ///
    /// Also the line that shows the verdict, of `line_steps` steps at most
    /// (none for 0):
    /// the capturing share's, or where every share proves the target
    /// survives, the one that read longest (the attacker's stoutest try).
    pub fn solve_split(
        &self,
        board: &Board,
        max_depth: u16,
        budget: u64,
        parts: usize,
        line_steps: usize,
    ) -> (Verdict, u64, Option<Line>) {
        let captured = AtomicBool::new(false);
        let mut shares: Vec<(Verdict, Searcher)> = (0..parts)
            .into_par_iter()
            .map(|part| {
                let mut searcher = self.seeded(budget / parts as u64);
                searcher.mode.root_part = Some((part, parts));
                searcher.spend.part_stop = Some(&captured);
                let v = searcher.solve(board, max_depth);
                if v == Verdict::Captured {
                    captured.store(true, Ordering::Relaxed);
                }
                (v, searcher)
            })
            .collect();
        let verdict = |shares: &[(Verdict, Searcher)]| {
            if shares.iter().any(|(v, _)| *v == Verdict::Captured) {
                Verdict::Captured
            } else if shares.iter().all(|(v, _)| *v == Verdict::Survives) {
                Verdict::Survives
            } else {
                Verdict::Unknown
            }
        };
        let spent =
            |shares: &[(Verdict, Searcher)]| shares.iter().map(|(_, s)| s.spend.nodes).sum();
        let ran_out =
            |(v, s): &(Verdict, Searcher)| *v == Verdict::Unknown && s.spend.nodes >= s.spend.limit;
        let short = shares.iter().filter(|share| ran_out(share)).count() as u64;
        let left = budget.saturating_sub(spent(&shares));
        let line = |shares: &[(Verdict, Searcher)]| {
            let v = verdict(shares);
            let decisive = match v {
                Verdict::Captured => shares.iter().find(|(s, _)| *s == Verdict::Captured),
                Verdict::Survives => shares.iter().max_by_key(|(_, s)| s.spend.nodes),
                Verdict::Unknown => None,
            };
            decisive
                .filter(|_| line_steps > 0)
                .map(|(_, s)| s.principal_line(board, line_steps))
        };
        if verdict(&shares) != Verdict::Unknown || short == 0 || left < short {
            return (verdict(&shares), spent(&shares), line(&shares));
        }
        // Only a capture that is taken may stop the other shares: the
        // verdict must not depend on which share finished first. The
        // share reads on from its table, whose verdicts may rest on cuts
        // of its first reading: a cut in either reading counts.
        shares
            .par_iter_mut()
            .filter(|share| ran_out(share))
            .for_each(|(v, searcher)| {
                searcher.spend.limit = searcher.spend.nodes + left / short;
                *v = match searcher.solve(board, max_depth) {
                    Verdict::Captured if searcher.spend.recursion_cut => Verdict::Unknown,
                    Verdict::Captured => {
                        captured.store(true, Ordering::Relaxed);
                        Verdict::Captured
                    }
                    v => v,
                };
            });
        (verdict(&shares), spent(&shares), line(&shares))
    }

    /// The points of the area the defender won back (see
    /// [`Position::won`]), in the area's order; none at all in most
    /// positions, which then skip the area.
    fn won_points<'p>(&'p self, pos: &'p Position) -> impl Iterator<Item = &'p Point> + 'p {
        let area: &[Point] = if pos.won.is_empty() {
            &[]
        } else {
            &self.scope.problem.area
        };
        area.iter().filter(|&&p| pos.won.contains(p))
    }

    /// The defender's stones on target points or on points it won back,
    /// one per string. A stone it cannot lose on points it won back by
    /// taking the capturers keeps the target alive: Example 1, where
    /// Black takes the white stone, White takes the five capturers back,
    /// and White's stones 4 and 6 cannot be captured.
    fn standing(&self, pos: &Position) -> Vec<Point> {
        let board = &pos.board;
        let mut heads: Vec<Point> = Vec::new();
        for &p in self.goal_points(pos) {
            if board.color_at(p) == Some(self.scope.defender) {
                let h = board.string_head(p);
                if !heads.contains(&h) {
                    heads.push(h);
                }
            }
        }
        heads
    }

    /// The points whose holding at the end keeps the target alive: its
    /// own, those the defender won back, and the new ground (see
    /// [`with_new_ground`](Self::with_new_ground)).
    fn goal_points<'p>(&'p self, pos: &'p Position) -> impl Iterator<Item = &'p Point> + 'p {
        self.scope
            .problem
            .target
            .iter()
            .chain(self.won_points(pos))
            .chain(self.new_ground_points())
    }

    /// The points of [`with_new_ground`](Self::with_new_ground), in the
    /// area's order (none in the narrow reading, which skips the area).
    fn new_ground_points(&self) -> impl Iterator<Item = &Point> + '_ {
        let area: &[Point] = if self.scope.new_ground.is_empty() {
            &[]
        } else {
            &self.scope.problem.area
        };
        area.iter().filter(|&&p| self.scope.new_ground.contains(p))
    }

    /// A defender string with two one-point eyes made of itself alone can
    /// never be captured.
    fn two_eyes(&self, board: &Board, head: Point) -> bool {
        if board.liberties(head) < 2 {
            return false;
        }
        let mut eyes = 0;
        for lib in board.liberties_of(head) {
            let own_eye = lib.neighbors().iter().all(|&n| {
                !board.is_on_board(n)
                    || (board.color_at(n).is_some() && board.string_head(n) == head)
            });
            if own_eye {
                eyes += 1;
                if eyes >= 2 {
                    return true;
                }
            }
        }
        false
    }

    /// Has a standing defender string a liberty off the area? No move is
    /// ever made there: such a point is left by an opposing string kept off
    /// the area that the defender captured, one large enough that the room
    /// it leaves holds two eyes, or the string joined one of the defender's
    /// own held off the area, which the attacker never takes (see
    /// `local_area`). Without such strings (most searches) it is never so,
    /// and not looked for.
    fn liberty_off_area(&self, board: &Board, head: Point) -> bool {
        self.scope.kept_out
            && board
                .liberties_of(head)
                .any(|l| !self.scope.area_set.contains(l))
    }

    /// Is a standing defender string unconditionally alive by Benson's
    /// algorithm read within the area alone?
    fn lives_locally(&mut self, pos: &Position, standing: &[Point]) -> bool {
        if standing.is_empty() || pos.to_move != self.scope.problem.attacker {
            return false;
        }
        let key = pos.board_key();
        if let Some(&a) = self.memo.defender_life_local.get(&key) {
            return a;
        }
        let a = benson::alive_within(
            &pos.board,
            self.scope.defender,
            &self.scope.area_set,
            &self.scope.problem.area,
            standing,
        );
        self.memo.defender_life_local.insert(key, a);
        a
    }

    /// Are all target points defender stones, or empty points whose empty
    /// region touches defender stones only?
    fn reclaimed(&self, board: &Board) -> bool {
        let mut seen = PointSet::default();
        self.scope
            .problem
            .target
            .iter()
            .all(|&p| match board.color_at(p) {
                Some(c) => c == self.scope.defender,
                None => {
                    seen.contains(p)
                        || board
                            .flood(p, |q| board.is_empty(q), &mut seen)
                            .1
                            .iter()
                            .all(|&b| board.color_at(b) == Some(self.scope.defender))
                }
            })
    }

    /// Can the defender never again hold a target point? Every target
    /// point is an attacker stone of an unconditionally alive string, or
    /// an empty point of a region such strings own outright.
    fn held_for_good(&mut self, pos: &Position) -> bool {
        self.remembered(pos, |s| &mut s.memo.held, Self::compute_held_for_good)
    }

    /// `compute(pos)`, remembered by position in the table `table` picks.
    fn remembered(
        &mut self,
        pos: &Position,
        table: fn(&mut Self) -> &mut KeyMap<bool>,
        compute: fn(&Self, &Position) -> bool,
    ) -> bool {
        let key = pos.board_key();
        if let Some(&v) = table(self).get(&key) {
            return v;
        }
        let v = compute(self, pos);
        table(self).insert(key, v);
        v
    }

    fn compute_held_for_good(&self, pos: &Position) -> bool {
        let board = &pos.board;
        if !self.may_be_held_for_good(pos) {
            return false;
        }
        let pa = benson::pass_alive(board, self.scope.problem.attacker);
        let mut safe = PointSet::default();
        for &h in &pa.strings {
            for s in board.string_stones(h) {
                safe.insert(s);
            }
        }
        for region in &pa.secure_regions {
            for &p in &region.points {
                safe.insert(p);
            }
        }
        self.goal_points(pos).all(|&p| safe.contains(p))
    }

    /// A cheap necessary condition for [`held_for_good`](Self::held_for_good),
    /// read near the target alone so that the whole board's Benson runs
    /// only where it may succeed: an attacker stone on a target point
    /// needs two liberties (two healthy regions, each with an empty point
    /// that is its liberty), and an empty one a region of which every
    /// point touches an attacker stone.
    fn may_be_held_for_good(&self, pos: &Position) -> bool {
        let board = &pos.board;
        let attacker = self.scope.problem.attacker;
        let touches_wall = |p: Point| {
            p.neighbors()
                .iter()
                .any(|&n| board.color_at(n) == Some(attacker))
        };
        let mut seen = PointSet::default();
        let mut queue: Vec<Point> = Vec::new();
        for &p in self.goal_points(pos) {
            if board.color_at(p) == Some(attacker) {
                if board.liberties(p) < 2 {
                    return false;
                }
                continue;
            }
            if !seen.insert(p) {
                continue;
            }
            queue.clear();
            queue.push(p);
            while let Some(q) = queue.pop() {
                if !touches_wall(q) {
                    return false;
                }
                for n in q.neighbors() {
                    if board.is_on_board(n) && board.color_at(n) != Some(attacker) && seen.insert(n)
                    {
                        queue.push(n);
                    }
                }
            }
        }
        true
    }

    /// The verdict of `pos` read `depth` plies deep under `window`: what
    /// the position says by itself, a repetition, the table, or its
    /// children read in turn.
    fn search(&mut self, pos: &Position, depth: u16, window: Window) -> Verdict {
        self.spend.nodes += 1;
        let standing = self.standing(pos);
        // Does the defender hold the target's points: a stone on one of
        // them, or (after taking back the stones that captured it) all of
        // them empty inside its own stones?
        let holds = !standing.is_empty() || (pos.recaptured && self.reclaimed(&pos.board));
        if let Some(v) = self.decided_outright(pos, depth, &standing, holds) {
            return v;
        }
        let (key, key_ignoring_passes) = pos.keys();
        if let Some(v) = self.repetition(key, key_ignoring_passes, holds) {
            return v;
        }
        let mut first = usize::MAX;
        if let Some(e) = self.memo.table.get(&key) {
            if e.verdict != Verdict::Unknown || (e.depth >= depth && window.settled_by(e.bound)) {
                return e.verdict;
            }
            first = e.best;
        }
        if depth == 0 || self.spend.exhausted() {
            return Verdict::Unknown;
        }
        // Held for good: a whole-board pass, so kept from the plies next
        // to the horizon.
        if !holds && depth >= BENSON_DEPTH && self.held_for_good(pos) {
            return Verdict::Captured;
        }
        // The recursion after a capture gets a budget of its own.
        let outer_limit = if holds {
            None
        } else {
            self.spend.enter_recursion()
        };
        let index = self.path.len();
        let outer_cycle_low = self.path.enter(key, key_ignoring_passes, !holds);
        let (mut best, best_child) = self.children(pos, depth, window, &standing, holds, first);
        // A verdict that leaned on a repetition of a position above this
        // one holds on this line only: keep it out of the table.
        let on_this_line_only = self.path.leave(index, outer_cycle_low);
        if let Some(outer) = outer_limit {
            if self.spend.leave_recursion(outer) && best == Verdict::Unknown {
                best = Verdict::Captured;
                self.spend.recursion_cut = true;
            }
        }
        if !on_this_line_only {
            self.memo.table.insert(
                key,
                Entry {
                    verdict: best,
                    depth,
                    bound: window.bound_of_unknown(),
                    best: best_child,
                },
            );
        }
        best
    }

    /// What `pos` says without reading on: the game over, the target's
    /// owner sure to live, or the target walled off for good.
    fn decided_outright(
        &mut self,
        pos: &Position,
        depth: u16,
        standing: &[Point],
        holds: bool,
    ) -> Option<Verdict> {
        if pos.passes >= 2 {
            return Some(if holds {
                Verdict::Survives
            } else {
                Verdict::Captured
            });
        }
        // Two eyes of its own, or unconditional life read within the area:
        // a group with one eye and a wide enclosed space lives as soon as
        // its owner has walled off a second eye there, long before the
        // attacker runs out of stones to throw in (Example 3, once Black
        // has taken the corner).
        if standing.iter().any(|&h| self.two_eyes(&pos.board, h))
            || self.lives_locally(pos, standing)
            || standing
                .iter()
                .any(|&h| self.liberty_off_area(&pos.board, h))
        {
            return Some(Verdict::Survives);
        }
        // Walled off for good in pockets too narrow for two eyes (looked
        // for before the target's first capture only: see `doomed`).
        if self.doomed(pos) {
            return Some(Verdict::Captured);
        }
        // Unconditional life on the whole board: checked in the recursion
        // only, where new stones join groups such as the attacker's former
        // wall off the area. (It costs a whole-board pass: not worth it
        // near the leaves.)
        if pos.recaptured && !standing.is_empty() && depth >= BENSON_DEPTH {
            let hash = pos.board_key();
            let alive = match self.memo.defender_life.get(&hash) {
                Some(&a) => a,
                None => {
                    let pa = benson::pass_alive(&pos.board, self.scope.defender);
                    let a = standing.iter().any(|h| pa.strings.contains(h));
                    self.memo.defender_life.insert(hash, a);
                    a
                }
            };
            if alive {
                return Some(Verdict::Survives);
            }
        }
        None
    }

    /// A position met again on the line is a repetition, also when only
    /// the passes just made differ (the defender passing back into a
    /// position the attacker had to move in): while the target stands,
    /// the next pass ends the confirmation in its favour either way.
    fn repetition(&mut self, key: u64, key_ignoring_passes: u64, holds: bool) -> Option<Verdict> {
        let start = self.path.repetition(key, key_ignoring_passes, holds)?;
        // An endless cycle: the target survives it unless the cycle
        // captures it over and over (the ko stones of a double-ko seki,
        // Diagram 14); whole groups in long life or a thousand-year ko are
        // never taken in their cycle (Examples 6, 12).
        let taken = self.path.target_gone_since(start) || !holds || !self.mode.cycles_save;
        Some(if taken {
            Verdict::Captured
        } else {
            Verdict::Survives
        })
    }

    /// Reads the children of `pos` in turn until one wins for the mover:
    /// the position's verdict and the child that decided it (the first
    /// to try when it is read again deeper). `first` is the child that
    /// decided at a smaller depth.
    fn children(
        &mut self,
        pos: &Position,
        depth: u16,
        window: Window,
        standing: &[Point],
        holds: bool,
        first: usize,
    ) -> (Verdict, usize) {
        let mover = pos.to_move;
        let attacking = mover == self.scope.problem.attacker;
        // The result that ends the search for the mover, and its opposite.
        let (win, lose) = if attacking {
            (Verdict::Captured, Verdict::Survives)
        } else {
            (Verdict::Survives, Verdict::Captured)
        };
        // Once the target is captured, its owner must answer (the
        // recursion of 7-1) until it holds the vacated points again: with a
        // new stone on them, with a stone on a liberty of an opposing string
        // on or beside them (the capturers), or with a pass that lifts the
        // ban on retaking a ko there; anything else gives up. A ko it takes
        // against the capturers is won only if they cannot keep retaking
        // it (Example 8: the ko stone lives, the triple ko kills the group
        // that took it); a direct ko they can retake forever is a cycle in
        // which the target stays taken (Example 9: the white stone is dead).
        // Otherwise a pass is always possible, once for each of the mover's
        // pending ko bans (Art. 7-2), or plain. With free answers, the
        // owner of a captured target moves as anyone else does.
        let kids = self.options(pos, holds, standing);
        let (moves, passes) = (&kids.moves, &kids.passes);
        let ply = self.path.len() - 1;
        let total = moves.len() + passes.len();
        // A part of a split search tries its own share of the root moves.
        let (part, parts) = match self.mode.root_part {
            Some(split) if ply == 0 => split,
            _ => (0, 1),
        };
        let order = self
            .order
            .order(mover, moves, total, first, ply, (part, parts));
        let mut best = lose;
        let mut best_child = 0;
        // Where every child loses, the one that took the most nodes to
        // refute: the mover's stoutest resistance, which the principal
        // line shows and a deeper search tries first.
        let mut stoutest = 0;
        let mut narrowed = window;
        for i in order {
            let mut child = self.spare.pop().unwrap_or_else(|| Box::new(pos.clone()));
            self.child_into(&mut child, pos, &kids, i);
            let before = self.spend.nodes;
            let verdict = self.search(&child, depth - 1, narrowed);
            self.spare.push(child);
            if verdict == lose && best == lose && self.spend.nodes - before > stoutest {
                stoutest = self.spend.nodes - before;
                best_child = i;
            }
            match verdict {
                v if v == win => {
                    best = win;
                    best_child = i;
                    if let Some(&m) = moves.get(i) {
                        self.order.remember_win(mover, m, ply, depth);
                    }
                    break;
                }
                Verdict::Unknown => {
                    if best != Verdict::Unknown {
                        best_child = i;
                    }
                    best = Verdict::Unknown;
                    // The mover cannot lose here any more: only a win
                    // could still change this position's verdict, and if
                    // the window asks for no more than "not lost", it is
                    // answered.
                    match window.after_unknown_for(attacking) {
                        Some(w) if self.mode.windows => narrowed = w,
                        Some(_) => {}
                        None => break,
                    }
                }
                _ => {}
            }
        }
        (best, best_child)
    }

    /// The side to move's stones (most urgent first) and passes (each
    /// with the ban it lifts), in the order children are numbered.
    fn options<'s>(&self, pos: &Position, holds: bool, standing: &'s [Point]) -> Children<'s> {
        let mover = pos.to_move;
        let answering = !holds && mover != self.scope.problem.attacker && !self.mode.free_answers;
        let moves = self.moves(pos, answering);
        let mut passes: Vec<Option<usize>> = (0..pos.bans.len())
            .filter(|&i| pos.bans[i].banned == mover)
            .filter(|&i| !answering || self.scope.target_set.contains(pos.bans[i].ko))
            .map(Some)
            .collect();
        if passes.is_empty() && !answering {
            passes.push(None);
        }
        Children {
            standing,
            moves,
            passes,
        }
    }

    /// Writes into `child` (any position) the position after child `i`
    /// of `pos` (see [`options`](Self::options)).
    fn child_into(&self, child: &mut Position, pos: &Position, kids: &Children, i: usize) {
        let Children {
            standing,
            moves,
            passes,
        } = kids;
        child.clone_from(pos);
        match moves.get(i) {
            Some(&p) => {
                if pos.to_move != self.scope.problem.attacker && pos.recaptured {
                    child.win_back_at(p);
                }
                child.place(p)
            }
            None => child.pass(passes[i - moves.len()]),
        }
        // Only a capture empties the target's points, and it takes whole
        // strings: their heads' points tell.
        if !standing.is_empty() && standing.iter().all(|&h| child.board.is_empty(h)) {
            child.recaptured = true;
            // The stones taken are the defender's strings next to the
            // stone just played.
            if let Some(&played) = moves.get(i) {
                for n in played.neighbors() {
                    if pos.board.color_at(n) != Some(self.scope.defender)
                        || !child.board.is_empty(n)
                    {
                        continue;
                    }
                    for s in pos.board.string_stones(n) {
                        child.vacate(self.scope.defender, s);
                    }
                }
            }
        }
    }

    /// The line the table holds from the start: at each position the
    /// child that decided it (or, where every child lost, the first
    /// tried), until the game ends, the table knows no more, the line
    /// repeats, or `max` steps.
    pub fn principal_line(&self, board: &Board, max: usize) -> Line {
        let mut pos = Position::new(board.clone(), self.scope.first);
        let mut child = pos.clone();
        let mut line = Vec::new();
        let mut seen = Vec::new();
        while pos.passes < 2 && line.len() < max {
            let key = pos.key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(entry) = self.memo.table.get(&key) else {
                break;
            };
            let standing = self.standing(&pos);
            let holds = !standing.is_empty() || (pos.recaptured && self.reclaimed(&pos.board));
            let kids = self.options(&pos, holds, &standing);
            let (moves, passes) = (&kids.moves, &kids.passes);
            let mut i = entry.best;
            if i >= moves.len() + passes.len() {
                break;
            }
            let plain_pass = i >= moves.len() && passes[i - moves.len()].is_none();
            let attacker_fails =
                pos.to_move == self.scope.problem.attacker && entry.verdict == Verdict::Survives;
            if plain_pass && attacker_fails {
                i = self.failing_stone(&mut child, &pos, &kids).unwrap_or(i);
            }
            self.child_into(&mut child, &pos, &kids, i);
            let stones = |b: &Board, c: Color| b.stone_count(c);
            let them = pos.to_move.opponent();
            line.push(Step {
                color: pos.to_move,
                stone: moves.get(i).copied(),
                pass_for_ko: match moves.get(i) {
                    Some(_) => None,
                    None => passes[i - moves.len()].map(|b| pos.bans[b].ko),
                },
                captured: stones(&pos.board, them) - stones(&child.board, them),
            });
            std::mem::swap(&mut pos, &mut child);
        }
        let walled_off = pos.passes < 2 && self.ends_doomed(&pos);
        let room_won = pos.passes < 2
            && self
                .standing(&pos)
                .iter()
                .any(|&h| self.liberty_off_area(&pos.board, h));
        Line {
            steps: line,
            walled_off,
            room_won,
            taken_off: Vec::new(),
            causal: None,
        }
    }

    /// Where every move of the attacker at `pos` fails and the search kept
    /// a plain pass as its stoutest try: the first stone (most urgent
    /// first) the table knows to fail too, which the line shows instead, as
    /// the commentary's lines show a try (Example 1: White captures the
    /// four stones and Black's new stone lives), not an attacker who
    /// passes. `None` when the table knows none; then the pass stays. The
    /// defender's passes stay: where nothing saves the target, its stones
    /// would only be thrown away. `child` is a scratch position.
    fn failing_stone(
        &self,
        child: &mut Position,
        pos: &Position,
        kids: &Children,
    ) -> Option<usize> {
        (0..kids.moves.len()).find(|&j| {
            self.child_into(child, pos, kids, j);
            self.memo
                .table
                .get(&child.key())
                .is_some_and(|e| e.verdict == Verdict::Survives)
        })
    }

    /// Candidate stones for the side to move, most urgent first: the
    /// target's points first while they are empty.
    fn moves(&self, pos: &Position, answering: bool) -> Vec<Point> {
        let board = &pos.board;
        if answering {
            let mut answers: Vec<Point> = Vec::new();
            let mut capturers: Vec<Point> = Vec::new();
            let won = self.won_points(pos);
            for &t in self.scope.problem.target.iter().chain(won) {
                if board.is_empty(t) && pos.can_place(t) {
                    answers.push(t);
                }
                for n in std::iter::once(t).chain(t.neighbors()) {
                    if board.color_at(n) == Some(self.scope.problem.attacker) {
                        let h = board.string_head(n);
                        if !capturers.contains(&h) {
                            capturers.push(h);
                        }
                    }
                }
            }
            for h in capturers {
                for lib in board.liberties_of(h) {
                    if self.scope.area_set.contains(lib)
                        && !answers.contains(&lib)
                        && pos.can_place(lib)
                    {
                        answers.push(lib);
                    }
                }
            }
            return answers;
        }
        let mut scored: Vec<(i32, Point)> = Vec::with_capacity(self.scope.problem.area.len());
        scored.extend(
            self.scope
                .problem
                .area
                .iter()
                .copied()
                .filter(|&p| {
                    self.scope.area_set.contains(p)
                        && pos.can_place(p)
                        && !fills_own_eye(board, pos.to_move, p)
                })
                .map(|p| {
                    let mut s = self.urgency(board, pos.to_move, p);
                    if self.scope.target_set.contains(p) {
                        s += 50;
                    }
                    (s, p)
                }),
        );
        // The keys differ (one per point): no stable sort needed.
        scored.sort_unstable_by_key(|&(s, p)| (-s, p));
        scored.into_iter().map(|(_, p)| p).collect()
    }

    /// Move ordering: captures, then liberties of short strings.
    fn urgency(&self, board: &Board, mover: Color, p: Point) -> i32 {
        let mut score = 0;
        for n in p.neighbors() {
            if let Some(c) = board.color_at(n) {
                let libs = board.liberties(n) as i32;
                if c != mover && libs == 1 {
                    score += 100 * board.string_size(n) as i32;
                } else {
                    score += 10 / libs.max(1);
                }
                if self.scope.target_set.contains(n) {
                    score += 5;
                }
            } else if board.is_on_board(n) {
                score += 1;
            }
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, b: &Board) -> Point {
        Point::parse_gtp(s, b.size()).unwrap()
    }

    fn problem(board: &Board, attacker: Color, target: &str) -> Problem {
        let t = pt(target, board);
        let mut settled = PointSet::default();
        for color in Color::BOTH {
            let pa = crate::confirm::benson::pass_alive(board, color);
            for &h in &pa.strings {
                board.string_stones(h).for_each(|s| {
                    settled.insert(s);
                });
            }
        }
        Problem {
            attacker,
            target: board.string_stones(t).collect(),
            area: crate::confirm::area_of(board, t, &settled),
        }
    }

    fn solve(rows: &str, attacker: Color, target: &str) -> Verdict {
        let board = Board::from_ascii(rows).unwrap();
        let problem = problem(&board, attacker, target);
        Searcher::new(&problem, 2_000_000).solve(&board, 40)
    }

    /// A search split at its root, from a first search that ran out of
    /// nodes, reaches the verdict of the whole search, in any number of
    /// shares.
    fn solve_in_shares(rows: &str, attacker: Color, target: &str, parts: usize) -> Verdict {
        let board = Board::from_ascii(rows).unwrap();
        let problem = problem(&board, attacker, target);
        let mut first = Searcher::new(&problem, 1);
        assert_eq!(first.solve(&board, 40), Verdict::Unknown);
        first.solve_split(&board, 40, 2_000_000, parts, 60).0
    }

    /// Example 3 once Black has taken the corner: the black group has an
    /// eye at F1 H1 (the white stone G1 in it) and twelve empty points in
    /// the corner, with its own stone A2 among them. White can throw
    /// stones into the corner for ever; the reading ends only when Black
    /// has walled off a second eye there, which Benson's algorithm read
    /// within the area sees.
    #[test]
    fn one_eye_and_a_wide_enclosed_corner_live() {
        let board = Board::from_ascii(
            "
            OOOOOOOOO
            O.OOOO.OO
            OOOOOOOOO
            OOOOOOOOO
            XXXXXOOOO
            ...XXOOOO
            ...XXOOOO
            X...XXXXX
            ...XX.O.X",
        )
        .unwrap();
        let problem = problem(&board, Color::White, "D1");
        let max_depth = 3 * problem.area.len() as u16 + 8;
        let mut searcher = Searcher::new(&problem, 200_000);
        assert_eq!(searcher.solve(&board, max_depth), Verdict::Survives);
    }

    /// A lone black stone inside a white wall with two eyes.
    const STONE_IN_A_WALL: &str = "
            .O.O...
            OOOOO..
            O.X.O..
            O...O..
            OOOOO..
            .......
            .......";

    #[test]
    fn stone_inside_a_living_wall_dies() {
        assert_eq!(
            solve(STONE_IN_A_WALL, Color::White, "C5"),
            Verdict::Captured
        );
    }

    /// Diagram 16: a lone white stone in a corner of twelve points inside
    /// a black wall with two eyes. Once Black's stones joined to the wall
    /// leave White no room for two eyes, the reading stops there (see
    /// `doomed`): the capture takes a few thousand nodes, not the
    /// 200,000 and more of playing every corner out to the end.
    #[test]
    fn a_stone_walled_into_a_narrow_corner_dies_quickly() {
        let board = Board::from_ascii(
            "
            O.OOOOO.O
            OOOOOOOOO
            OOOOOOOOO
            XXXXXXXXX
            X.XXXXX.X
            XXXXXXXXX
            ....XXXXX
            ..O.X.XXX
            ....XXX.X",
        )
        .unwrap();
        let problem = problem(&board, Color::Black, "C2");
        let max_depth = 3 * problem.area.len() as u16 + 8;
        let mut searcher = Searcher::new(&problem, 20_000);
        assert_eq!(searcher.solve(&board, max_depth), Verdict::Captured);
    }

    /// The cut at doomed pockets changes no verdict: random corners of
    /// twenty points inside a living black wall, each white string there
    /// read with the cut and without it; where both readings decide, they
    /// agree.
    #[test]
    fn doomed_pockets_change_no_verdict() {
        let wall = [
            "O.OOOOO.O",
            "OOOOOOOOO",
            "XXXXXXXXX",
            "X.XXXXX.X",
            "XXXXXXXXX",
            ".....XXXX",
            ".....X.XX",
            ".....XXXX",
            ".....XX.X",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            seed >> 33
        };
        let (mut compared, mut captured) = (0, 0);
        for _ in 0..100 {
            let mut rows: Vec<Vec<char>> = wall.iter().map(|r| r.chars().collect()).collect();
            for row in rows.iter_mut().skip(5) {
                for cell in row.iter_mut().take(5) {
                    *cell = match next() % 20 {
                        0..=7 => '.',
                        8..=14 => 'O',
                        _ => 'X',
                    };
                }
            }
            let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
            let text = text.join("\n");
            let Some(board) = Board::from_ascii(&text) else {
                continue;
            };
            let heads: Vec<Point> = board
                .points()
                .filter(|&p| board.color_at(p) == Some(Color::White))
                .filter(|&p| p.y() < 4 && board.string_head(p) == p)
                .collect();
            for head in heads {
                let name = head.to_gtp();
                let problem = problem(&board, Color::Black, &name);
                let max_depth = 3 * problem.area.len() as u16 + 8;
                let with = Searcher::new(&problem, 20_000).solve(&board, max_depth);
                let mut plain = Searcher::new(&problem, 20_000);
                plain.mode.doomed_cut = false;
                let without = plain.solve(&board, max_depth);
                if with != Verdict::Unknown && without != Verdict::Unknown {
                    assert_eq!(with, without, "{name} in\n{text}");
                    compared += 1;
                    captured += usize::from(with == Verdict::Captured);
                }
            }
        }
        // Both verdicts occur often enough for the comparison to mean
        // something.
        let survived = compared - captured;
        assert!(
            compared >= 100 && captured >= 50 && survived >= 10,
            "{compared} {captured}"
        );
    }

    #[test]
    fn split_search_agrees_with_the_whole() {
        // A lone stone in a hole of three by five: no pocket too narrow
        // for two eyes at the start (see `doomed`), so the search reads.
        let dies = "
            .O.O.....
            OOOOOOO..
            O.....O..
            O..X..O..
            O.....O..
            OOOOOOO..
            .........
            .........
            .........";
        let two_eye_spaces = "
            ..X..
            XXXXX
            OOOOO
            .....
            .....";
        for parts in [2, 3] {
            assert_eq!(solve(dies, Color::White, "D6"), Verdict::Captured);
            assert_eq!(
                solve_in_shares(dies, Color::White, "D6", parts),
                Verdict::Captured
            );
            assert_eq!(solve(two_eye_spaces, Color::White, "C5"), Verdict::Survives);
            assert_eq!(
                solve_in_shares(two_eye_spaces, Color::White, "C5", parts),
                Verdict::Survives
            );
        }
    }

    /// Long life (the classic suite's, Example 6 after Black A): the black
    /// string A4 and the white string B2 survive each other's attack only
    /// through lines that repeat forever.
    const LONG_LIFE: &str = "
            O.OOOOO.O
            OOOOOOOOO
            OOOOOOOOO
            OOOOOOOOO
            OOOOOOOOO
            XXXOOOOOO
            .OXXXOOOO
            .OOXXXOOO
            O.X..XOOO";

    #[test]
    fn long_life_lives_only_through_its_cycles() {
        let board = Board::from_ascii(LONG_LIFE).unwrap();
        for (attacker, target) in [(Color::White, "A4"), (Color::Black, "B2")] {
            let problem = problem(&board, attacker, target);
            let max_depth = 3 * problem.area.len() as u16 + 8;
            let mut rules = Searcher::new(&problem, 2_000_000);
            assert_eq!(rules.solve(&board, max_depth), Verdict::Survives);
            let mut no_cycles = Searcher::new(&problem, 2_000_000).with_cycles_saving(false);
            assert_eq!(no_cycles.solve(&board, max_depth), Verdict::Captured);
        }
    }

    /// The windows change how many nodes a verdict takes, not the verdict:
    /// on random positions (strings of a 6x6 board after a random game),
    /// every string decided both with and without them gets the same
    /// verdict, and in fewer nodes in all (the test checks it). Readings
    /// that cut a recursion short are left out: where
    /// a cut falls depends on the nodes spent before it.
    #[test]
    fn windows_keep_the_verdicts_of_the_full_width_reading() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut compared = 0;
        // Nodes of the verdicts compared: with windows, without.
        let mut nodes = (0, 0);
        for seed in 0..40 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut board = Board::new(6).unwrap();
            let mut color = Color::Black;
            for _ in 0..rng.random_range(20..60) {
                let legal: Vec<Point> = board
                    .points()
                    .filter(|&p| crate::rules::may_place(&board, color, p))
                    .collect();
                if legal.is_empty() {
                    break;
                }
                board.place(color, legal[rng.random_range(0..legal.len())]);
                color = color.opponent();
            }
            let heads: Vec<Point> = board.string_heads().take(3).collect();
            for head in heads {
                let attacker = board.color_at(head).unwrap().opponent();
                let problem = problem(&board, attacker, &head.to_gtp());
                if problem.area.is_empty() {
                    continue;
                }
                let max_depth = 3 * problem.area.len() as u16 + 8;
                let mut windowed = Searcher::new(&problem, 100_000);
                let mut full = Searcher::new(&problem, 100_000);
                full.mode.windows = false;
                let a = windowed.solve(&board, max_depth);
                let b = full.solve(&board, max_depth);
                if a == Verdict::Unknown
                    || b == Verdict::Unknown
                    || windowed.recursion_cut()
                    || full.recursion_cut()
                {
                    continue;
                }
                assert_eq!(a, b, "seed {seed}, {}\n{board:?}", head.to_gtp());
                compared += 1;
                nodes.0 += windowed.nodes();
                nodes.1 += full.nodes();
            }
        }
        assert!(compared >= 40, "only {compared} verdicts compared");
        assert!(
            nodes.0 < nodes.1,
            "nodes with and without windows: {nodes:?}"
        );
    }

    /// Once a move of the side to move is unknown, only its own win is
    /// asked of the rest; an unknown answer settles a window that asks
    /// only what that unknown rules out.
    #[test]
    fn windows_narrow_to_the_movers_win() {
        let capture_only = Window::FULL.after_unknown_for(true).unwrap();
        assert_eq!(capture_only.bound_of_unknown(), Bound::NotCaptured);
        let survival_only = Window::FULL.after_unknown_for(false).unwrap();
        assert_eq!(survival_only.bound_of_unknown(), Bound::NotSurviving);
        // The defender's answer to a move asked only "does it capture?":
        // one answer that does not lose settles it.
        assert_eq!(capture_only.after_unknown_for(false), None);
        assert_eq!(survival_only.after_unknown_for(true), None);
        assert_eq!(capture_only.after_unknown_for(true), Some(capture_only));
        assert!(capture_only.settled_by(Bound::NotCaptured));
        assert!(!capture_only.settled_by(Bound::NotSurviving));
        assert!(!Window::FULL.settled_by(Bound::NotCaptured));
        assert!(Window::FULL.settled_by(Bound::Exact));
    }

    /// The black string of the long life needs some 39,000 nodes to read
    /// out. Split in two after 5,000, one share settles its first moves in
    /// a few nodes and the other needs more than its half of the 45,000
    /// left: it gets the nodes the first left unspent.
    #[test]
    fn unspent_nodes_go_to_the_share_that_ran_out() {
        let board = Board::from_ascii(LONG_LIFE).unwrap();
        let problem = problem(&board, Color::White, "A4");
        let max_depth = 3 * problem.area.len() as u16 + 8;
        let mut first = Searcher::new(&problem, 5_000);
        assert_eq!(first.solve(&board, max_depth), Verdict::Unknown);
        let (verdict, nodes, _) = first.solve_split(&board, max_depth, 45_000, 2, 60);
        assert_eq!(verdict, Verdict::Survives);
        assert!(nodes > 22_500, "{nodes}");
    }

    /// Once the target's stones are taken from A1, their owner wins back
    /// the stones of a capturer it takes next to the vacated point, and
    /// nothing by taking stones elsewhere (Art. 7-1: the room must be the
    /// room the capture made).
    #[test]
    fn only_capturers_next_to_the_vacated_points_are_won_back() {
        let board = Board::from_ascii(
            "
            . . . . . X O
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . X . . . . .
            . O X . . . .",
        )
        .unwrap();
        let mut pos = Position::new(board, Color::Black);
        pos.recaptured = true;
        pos.vacated.insert(pt("A1", &pos.board));
        let mut near = pos.clone();
        near.win_back_at(pt("A1", &pos.board));
        assert!(near.won.contains(pt("B1", &pos.board)));
        let mut far = pos.clone();
        far.win_back_at(pt("G6", &pos.board));
        assert!(!far.won.contains(pt("G7", &pos.board)));
        // What is won back is part of the position the table knows.
        assert_ne!(near.key(), pos.key());
        assert_eq!(far.key(), pos.key());
    }

    /// Diagram 7's snapback: once White takes B1 at A1, Black takes the
    /// five stones back at B1. A recursion too small to read that is cut
    /// short and says so; the capture then stands. One large enough
    /// finds the snapback.
    #[test]
    fn a_recursion_cut_short_says_so() {
        let board = Board::from_ascii(
            "
            X X X X X X X
            X . X X . X X
            X X X X X X X
            X X X X X X X
            X X X X X X X
            O O O X X . X
            . X O X X X X",
        )
        .unwrap();
        let problem = problem(&board, Color::White, "B1");
        let mut narrow = Searcher::new(&problem, 2_000_000).with_recursion_nodes(1);
        assert_eq!(narrow.solve(&board, 40), Verdict::Captured);
        assert!(narrow.recursion_cut());
        let mut wide = Searcher::new(&problem, 2_000_000);
        assert_eq!(wide.solve(&board, 40), Verdict::Survives);
        assert!(!wide.recursion_cut());
    }

    /// Example 3's hane-seki (gtp-tests/rules/ex03-hane-seki.sgf). Black
    /// takes the white stone A1 at B1 and White retakes four at A1 (a
    /// snapback); Black can take A1 again, but White then wins the race
    /// against the sixteen black stones. The recursions of the first
    /// reading are far too small for that race: they are cut short, and
    /// the stone counts as captured. Read freely (answers anywhere, no
    /// recursion budget of its own), it survives.
    #[test]
    fn free_answers_read_the_race_that_wins_the_point_back() {
        let board = Board::from_ascii(
            "
            O O O O O O O O O
            O . O O O O . O O
            O O O O O O O O O
            O O O O O O O O O
            X X X X X O O O O
            O O O X X O O O O
            X O O X X O O O O
            X X O . X X X X X
            O . O X X O O O .",
        )
        .unwrap();
        let problem = problem(&board, Color::Black, "A1");
        let max_depth = 3 * problem.area.len() as u16 + 8;
        let mut first = Searcher::new(&problem, 2_000_000);
        assert_eq!(first.solve(&board, max_depth), Verdict::Captured);
        assert!(first.recursion_cut());
        let mut free = Searcher::new(&problem, 2_000_000).with_free_answers();
        assert_eq!(free.solve(&board, max_depth), Verdict::Survives);
        assert!(!free.recursion_cut());
    }

    #[test]
    fn two_eyes_survive() {
        assert_eq!(
            solve(".X.X\nXXXX\nOOOO\n....", Color::White, "B4"),
            Verdict::Survives
        );
    }
}
