//! A stopped game settled as two correct players settle it before they
//! count (commentary on Art. 9; design note, "A stopped game that left work
//! undone"): in turn, each fills the neutral points it can fill without
//! risk, and answers with a protective stone, paid for by the point it
//! stands on, every filling that threatens one of its strings. What stays
//! open is a point neither side can fill without losing stones, or one
//! that either side gains by playing first (Examples 2 and 12 to 25).
//!
//! The settling is played on a copy of the board with the dead stones
//! still standing, since their liberties are what the filling may run
//! short of.

use super::Settling;
use crate::board::{Board, PointSet};
use crate::confirm::{self, Method};
use crate::rules;
use crate::tactics::{self, Answer, Limits};
use crate::types::{Color, Point};
use std::cmp::Reverse;

/// The position once settled.
#[derive(Clone)]
pub struct Settlement {
    /// The board with the neutral points filled and the protective stones
    /// played.
    pub board: Board,
    /// Live stones on `board`: those of the stopped position, and every
    /// stone the settling added.
    pub live: PointSet,
    /// Stones whose status was read (the search or unconditional life),
    /// not estimated, and the settling's own stones.
    read: PointSet,
    /// Stones of the stopped position that live unconditionally.
    independent: PointSet,
    /// The points the settling played, in order: neutral points filled
    /// and protective stones.
    pub played: Vec<(Point, Settling)>,
    /// Live stones of the stopped position whose string the opponent could
    /// already take there, with that string's liberties then: the stopped
    /// position owes them nothing until a fill takes one of those liberties.
    owed_nothing: Vec<(Point, usize)>,
}

/// The status of a stone of the stopped position: alive or not, and how
/// that was found (`None` for an empty point).
pub type StatusOf<'a> = &'a dyn Fn(Point) -> Option<(bool, Method)>;

impl Settlement {
    /// The position as it stopped, nothing added: Art. 8 as written.
    pub fn none(board: &Board, status: StatusOf) -> Settlement {
        let mut live = PointSet::default();
        let mut read = PointSet::default();
        let mut independent = PointSet::default();
        for p in board.points() {
            let Some((alive, method)) = status(p) else {
                continue;
            };
            if alive {
                live.insert(p);
            }
            if method.reads_fights() {
                read.insert(p);
            }
            if method == Method::Benson {
                independent.insert(p);
            }
        }
        Settlement {
            board: board.clone(),
            live,
            read,
            independent,
            played: Vec::new(),
            owed_nothing: Vec::new(),
        }
    }

    fn is_live(&self, p: Point) -> bool {
        self.live.contains(p) && self.board.color_at(p).is_some()
    }

    /// Was the life of the string through `p` read, for every stone of it
    /// that stood in the stopped position (the settling's own stones
    /// count as read)?
    fn is_read(&self, p: Point) -> bool {
        self.board.string_stones(p).all(|s| self.read.contains(s))
    }

    /// Does `p` touch a live stone of `color`?
    fn touches_live(&self, color: Color, p: Point) -> bool {
        p.neighbors()
            .iter()
            .any(|&n| self.board.color_at(n) == Some(color) && self.is_live(n))
    }

    /// An empty point next to live stones of both colours.
    fn is_shared(&self, p: Point) -> bool {
        self.board.is_empty(p) && Color::BOTH.iter().all(|&c| self.touches_live(c, p))
    }

    /// The neutral regions: the regions of empty points that touch live
    /// stones of both colours. Their points count for nobody (Art. 8), and
    /// each side may fill those next to its own live stones. In a region
    /// too small for two eyes every point may be filled, also one that
    /// touches one colour only: the filling stone may make its neighbour
    /// a point to fill in turn (a corner's dame behind a hane). In a
    /// larger region, a boundary left open, only the points next to both
    /// colours are: where the boundary closes is the players' choice, not
    /// the count's. Each region comes with the points that may be filled.
    fn neutral_regions(&self) -> Vec<Vec<Point>> {
        let mut regions = Vec::new();
        let mut seen = PointSet::default();
        for start in self.board.points() {
            if !self.board.is_empty(start) || seen.contains(start) {
                continue;
            }
            let (points, boundary) = self
                .board
                .flood(start, |p| self.board.is_empty(p), &mut seen);
            if self.borders_both(&boundary) {
                let small = points.len() < confirm::TWO_EYE_ROOM;
                regions.push(
                    points
                        .into_iter()
                        .filter(|&p| small || self.is_shared(p))
                        .collect(),
                );
            }
        }
        regions
    }

    fn play(&mut self, color: Color, p: Point) {
        self.board.place(color, p);
        self.read.insert(p);
        for s in self.board.string_stones(p).collect::<Vec<_>>() {
            self.live.insert(s);
        }
    }

    /// Does the region of empty points holding `p` touch live stones of
    /// both colours (its points are dame, counting for nobody)?
    fn in_neutral_region(&self, p: Point) -> bool {
        let (_, boundary) =
            self.board
                .flood(p, |q| self.board.is_empty(q), &mut PointSet::default());
        self.borders_both(&boundary)
    }

    /// Do live stones of both colours stand among `boundary`?
    fn borders_both(&self, boundary: &[Point]) -> bool {
        Color::BOTH.iter().all(|&c| {
            boundary
                .iter()
                .any(|&b| self.board.color_at(b) == Some(c) && self.is_live(b))
        })
    }

    /// Plays a stone of `color` at `q` that saves the string through
    /// `saves`: a neutral fill when `q` is dame, else a protective stone,
    /// which costs its owner the point it stands on.
    fn protect(&mut self, color: Color, q: Point, saves: Point, after_fill: Point) {
        let neutral = self.in_neutral_region(q);
        self.play(color, q);
        let settling = if neutral {
            Settling::Filled(color)
        } else {
            Settling::Protective {
                color,
                saves,
                after_fill,
            }
        };
        self.played.push((q, settling));
    }
}

/// How a side may fill a neutral point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    /// Its stone is safe and threatens nothing.
    Clean,
    /// Its stone is safe, and the opponent must answer with one stone.
    Forcing,
    /// Its stone is safe and takes something: it threatens a live string
    /// that no one stone saves, or forces a string whose life in seki was
    /// read. No neutral move: a gain for whoever plays it.
    Gaining,
}

/// Reading limits for the settling's questions.
const LIMITS: Limits = Limits {
    nodes: 3_000,
    max_liberties: 2,
};

/// Moves of the settling at most; each fills a point or protects a string,
/// so this only bounds a pathological board.
const MAX_MOVES: usize = 800;

/// Settles `board`, whose stones have the statuses `status` gives, the two
/// sides filling in turn from `first`.
///
/// The stopped position owes no protective stone of its own: whether the
/// opponent can take a string there is what its status says (Art. 7-1:
/// the opponent moves first, and a capture may be retaken or let its owner
/// play a new stone; Example 2's two stones, GNU Go's score4 corner). Only
/// once a point is filled is the position no longer the one judged: every
/// string is read again, and one the opponent could now take is saved,
/// unless it could be taken in the stopped position already and no fill
/// has taken a liberty of it since (a fill elsewhere changes nothing it
/// owes).
pub fn settle(board: &Board, status: StatusOf, first: Color) -> Settlement {
    let mut s = Settlement::none(board, status);
    s.owed_nothing = board
        .string_heads()
        .filter(|&p| s.is_live(p))
        .filter(|&p| board.liberties(p) <= LIMITS.max_liberties)
        .filter(|&p| tactics::capturable(board, p, LIMITS) == Answer::Yes)
        .map(|p| (p, board.liberties(p)))
        .collect();
    let mut to_move = first;
    let mut passes = 0;
    let mut last_fill = None;
    for _ in 0..MAX_MOVES {
        let threat = last_fill.and_then(|fill| threatened(&s, to_move).map(|t| (t, fill)));
        if let Some(((m, saves), fill)) = threat {
            log::trace!("settling: {} protects {} at {}", to_move.name(), saves, m);
            s.protect(to_move, m, saves, fill);
            passes = 0;
        } else if let Some(p) = next_fill(&s, to_move) {
            log::trace!("settling: {} fills {}", to_move.name(), p);
            s.play(to_move, p);
            s.played.push((p, Settling::Filled(to_move)));
            last_fill = Some(p);
            passes = 0;
        } else {
            passes += 1;
            if passes == 2 {
                break;
            }
        }
        to_move = to_move.opponent();
    }
    if log::log_enabled!(log::Level::Debug) {
        log::debug!(
            "settled (points of the view scored):\n{}",
            s.board.to_ascii()
        );
    }
    s
}

/// A string of `color` that the opponent, moving first, could capture, and
/// the stone that saves it, leaving out one the stopped position left as
/// open to capture with as many liberties (see [`settle`]). Where a filling
/// threatens several strings, the stone is the one that leaves the fewest
/// of them threatened: a single stone that saves two strings is what a
/// player plays, and it costs one point, not two.
fn threatened(s: &Settlement, color: Color) -> Option<(Point, Point)> {
    let heads: Vec<Point> = s
        .board
        .string_heads_of(color)
        .filter(|&p| s.is_live(p))
        .filter(|&p| s.board.liberties(p) <= LIMITS.max_liberties)
        .filter(|&p| {
            !s.owed_nothing
                .iter()
                .any(|&(q, libs)| s.board.string_head(q) == p && s.board.liberties(p) >= libs)
        })
        .filter(|&p| tactics::capturable(&s.board, p, LIMITS) == Answer::Yes)
        .collect();
    protective_stone(s, &s.board, &heads).map(|(m, head, _)| (m, head))
}

/// Of the stones that save one of the strings through `heads` on `board`,
/// the one that leaves the fewest of them capturable, with the first string
/// it saves; ties go to the first string's first saving stone.
fn protective_stone(
    s: &Settlement,
    board: &Board,
    heads: &[Point],
) -> Option<(Point, Point, usize)> {
    let mut best: Option<(usize, Point, Point)> = None;
    for &head in heads {
        for m in saving_stones(s, board, head) {
            let mut after = board.clone();
            after.place(board.color_at(head)?, m);
            let left = heads
                .iter()
                .filter(|&&h| {
                    after.color_at(h) != board.color_at(h)
                        || (after.liberties(h) <= LIMITS.max_liberties
                            && tactics::capturable(&after, h, LIMITS) != Answer::No)
                })
                .count();
            if best.is_none_or(|(b, _, _)| left < b) {
                best = Some((left, m, head));
            }
            if left == 0 {
                return Some((m, head, 0));
            }
        }
    }
    best.map(|(left, m, head)| (m, head, left))
}

/// The protective stones that save the string through `head` on `board`:
/// on its liberties, or on the liberties of dead stones beside it that
/// are short of liberties too: a string in a race with dead stones takes
/// them, or takes a liberty of theirs to win the race. A stone that would
/// attack a live string instead is no protective stone but a fight the
/// statuses say is over, and none is played.
fn saving_stones(s: &Settlement, board: &Board, head: Point) -> Vec<Point> {
    let Some(color) = board.color_at(head) else {
        return Vec::new();
    };
    let mut moves = board.string_liberties(head);
    for stone in board.string_stones(head) {
        for n in stone.neighbors() {
            if board.color_at(n) == Some(color.opponent())
                && !s.is_live(n)
                && board.liberties(n) <= LIMITS.max_liberties
            {
                moves.extend(board.string_liberties(n));
            }
        }
    }
    let mut unique: Vec<Point> = Vec::new();
    for m in moves {
        if !unique.contains(&m) {
            unique.push(m);
        }
    }
    unique
        .into_iter()
        .filter(|&m| {
            if !rules::may_place(board, color, m) {
                return false;
            }
            let mut after = board.clone();
            after.place(color, m);
            after.color_at(head) == Some(color)
                && after.liberties(head) >= 2
                && tactics::capturable(&after, head, LIMITS) == Answer::No
        })
        .collect()
}

/// The neutral point `color` fills next, among those next to its live
/// stones: first one whose filling forces an answer the opponent could not
/// force back there (a sente fill: the answer costs the opponent a point
/// and leaves the turn); then the largest in points, its filling against
/// the opponent's filling of it, as players take the largest move first: a
/// point the opponent would force with is worth its answer, a point beside
/// a territory still open is worth the territory it closes; ties go to a
/// point next to both colours, then to point order. A point either side
/// gains by playing first is no neutral point and stays open (Example 2's
/// A).
fn next_fill(s: &Settlement, color: Color) -> Option<Point> {
    let unfilled = std::cell::OnceCell::new();
    let mut best: Option<(i32, bool, Reverse<Point>)> = None;
    for region in s.neutral_regions() {
        // Each point with how `color` and its opponent could fill it.
        let kinds: Vec<(Point, Option<Fill>, Option<Fill>)> = region
            .iter()
            .map(|&p| {
                let kind = |c: Color| s.touches_live(c, p).then(|| fill_kind(s, c, p)).flatten();
                (p, kind(color), kind(color.opponent()))
            })
            .collect();
        // A point either side gains by playing first is no neutral point:
        // it stays open (Example 2's A; Example 12's C3, where each side's
        // filling forces the other), and so does the rest of its region
        // but the points next to both colours: a stone elsewhere in it
        // would change what the gain is, which is the reading's to say.
        let gains = |mine: Option<Fill>, theirs: Option<Fill>| {
            let threat = |kind: Option<Fill>| kind.is_some_and(|k| k != Fill::Clean);
            mine == Some(Fill::Gaining)
                || theirs == Some(Fill::Gaining)
                || (threat(mine) && threat(theirs))
        };
        let contested = kinds.iter().any(|&(_, mine, theirs)| gains(mine, theirs));
        for &(p, mine, theirs) in &kinds {
            let Some(mine) = mine else {
                continue;
            };
            if gains(Some(mine), theirs) || (contested && !s.is_shared(p)) {
                continue;
            }
            let value = if mine == Fill::Forcing {
                // Sente: the opponent cannot force back here.
                i32::MAX
            } else {
                let answer = |kind: Fill| i32::from(kind == Fill::Forcing);
                let after_theirs = match theirs {
                    Some(kind) => {
                        balance_after(s, color, Some((color.opponent(), p))) - answer(kind)
                    }
                    None => *unfilled.get_or_init(|| balance_after(s, color, None)),
                };
                balance_after(s, color, Some((color, p))) - after_theirs
            };
            let key = (value, s.is_shared(p), Reverse(p));
            if best.is_none_or(|b| key > b) {
                best = Some(key);
            }
        }
    }
    best.map(|(_, _, Reverse(p))| p)
}

/// The territory of `color` less the opponent's, counted on the settling's
/// board with `placed` played (a live stone): each region of empty points
/// and dead stones that live stones of one colour alone surround counts
/// for that colour, its points and the dead stones of the other colour in
/// it (their prisoners). Only a difference between two such counts is
/// used.
fn balance_after(s: &Settlement, color: Color, placed: Option<(Color, Point)>) -> i32 {
    let mut board = s.board.clone();
    if let Some((c, q)) = placed {
        board.place(c, q);
    }
    let added = placed.map(|(_, q)| board.string_head(q));
    let live = |p: Point| {
        board.color_at(p).is_some() && (s.live.contains(p) || added == Some(board.string_head(p)))
    };
    super::regions(&board, live)
        .into_iter()
        .filter_map(|region| {
            let owner = region.owner?;
            let prisoners = region
                .points
                .iter()
                .filter(|&&p| board.color_at(p) == Some(owner.opponent()))
                .count();
            let worth = (region.points.len() + prisoners) as i32;
            Some(if owner == color { worth } else { -worth })
        })
        .sum()
}

/// The eye regions among the liberties of the string through `p` on
/// `board`: regions of empty points that only live stones of its colour
/// (its own included) surround.
fn eye_regions(s: &Settlement, board: &Board, p: Point) -> usize {
    let color = board.color_at(p);
    let head = board.string_head(p);
    let mut seen = PointSet::default();
    let mut eyes = 0;
    for liberty in board.string_liberties(p) {
        if seen.contains(liberty) {
            continue;
        }
        let (_, boundary) = board.flood(liberty, |q| board.is_empty(q), &mut seen);
        if boundary
            .iter()
            .all(|&b| board.color_at(b) == color && (s.is_live(b) || board.string_head(b) == head))
        {
            eyes += 1;
        }
    }
    eyes
}

/// Can `color` fill the shared point `p`, and how? `None` when the stone
/// would not be safe, would join dead stones of its own, or would capture
/// a live string.
fn fill_kind(s: &Settlement, color: Color, p: Point) -> Option<Fill> {
    let board = &s.board;
    if !rules::may_place(board, color, p) {
        return None;
    }
    let other = color.opponent();
    for n in p.neighbors() {
        match board.color_at(n) {
            Some(c) if c == color && !s.is_live(n) => return None,
            Some(c) if c == other && s.is_live(n) && board.liberties(n) == 1 => return None,
            _ => {}
        }
    }
    let mut after = board.clone();
    after.place(color, p);
    if after.liberties(p) < 2 || tactics::capturable(&after, p, LIMITS) != Answer::No {
        return None;
    }
    // Next to stones that live unconditionally, a fill risks nothing and
    // its threat must be answered (Example 1: White's protective C1).
    let independent = p
        .neighbors()
        .iter()
        .filter(|&&n| board.color_at(n) == Some(color))
        .all(|&n| s.independent.contains(n));
    // The filler's strings beside `p` were read too, and not as
    // unconditionally alive, and the filling stone leaves them short of
    // liberties with fewer than two eyes: the two sides' strings meet in a
    // seki that the search read, each side's filling there a shortage of
    // its own (Example 12's C3). A filling stone that joins a string of
    // many liberties, or of two eyes, is none.
    let read_seki = !independent
        && after.liberties(p) <= LIMITS.max_liberties
        && eye_regions(s, &after, p) < 2
        && p.neighbors()
            .iter()
            .filter(|&&n| board.color_at(n) == Some(color))
            .all(|&n| s.is_read(n));
    let mut threatened: Vec<Point> = Vec::new();
    for n in p.neighbors() {
        if after.color_at(n) != Some(other) || !s.is_live(n) {
            continue;
        }
        let head = after.string_head(n);
        if threatened.contains(&head)
            || after.liberties(n) > LIMITS.max_liberties
            || tactics::capturable(&after, n, LIMITS) == Answer::No
        {
            continue;
        }
        // Strings whose life in a seki was read are not forced by a fill
        // between them: that belongs to the reading (Example 12).
        if read_seki && s.is_read(n) {
            return Some(Fill::Gaining);
        }
        threatened.push(head);
    }
    if threatened.is_empty() {
        return Some(Fill::Clean);
    }
    // One stone must save every string the filling threatens; a filling
    // that threatens two strings no one stone saves takes one of them.
    match protective_stone(s, &after, &threatened) {
        Some((answer, _, 0)) => {
            let mut answered = after.clone();
            answered.place(other, answer);
            if answered.color_at(p) != Some(color) {
                return None;
            }
            Some(Fill::Forcing)
        }
        _ => Some(Fill::Gaining),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse_gtp(s, 7).unwrap()
    }

    /// White has filled E3: E2 is in atari, and D1 has two liberties. C1
    /// saves D1 alone, D2 saves both; the protective stone is D2, one
    /// point paid, not two.
    #[test]
    fn one_stone_that_saves_two_strings_is_the_protective_stone() {
        let board = Board::from_ascii(
            "
            .......
            .......
            .......
            .......
            ..XXOO.
            XXX.XO.
            ...XO..",
        )
        .unwrap();
        let alive = |p: Point| board.color_at(p).map(|_| (true, Method::Search));
        let s = Settlement::none(&board, &alive);
        let heads = [board.string_head(pt("D1")), board.string_head(pt("E2"))];
        // D1's own first saving stone is C1, which leaves E2 to be taken.
        assert_eq!(saving_stones(&s, &board, heads[0])[0], pt("C1"));
        assert_eq!(
            protective_stone(&s, &board, &heads),
            Some((pt("D2"), heads[0], 0))
        );
    }

    /// A filling that threatens two strings no one stone saves takes one
    /// of them: no neutral fill. White's E2 here leaves D2 and F2 one
    /// liberty each, C2 and G2.
    #[test]
    fn a_filling_that_threatens_two_strings_apart_gains() {
        let board = Board::from_ascii(
            "
            .......
            .......
            .......
            .......
            ...OOO.
            ...X.X.
            ...OOO.",
        )
        .unwrap();
        let alive = |p: Point| board.color_at(p).map(|_| (true, Method::Search));
        let s = Settlement::none(&board, &alive);
        assert_eq!(fill_kind(&s, Color::White, pt("E2")), Some(Fill::Gaining));
    }

    /// The filling at D2 leaves White's string two liberties, C4 and E2,
    /// in a race with the dead stones B4 and C5, which share C4 and B5.
    /// Neither liberty saves it; B5 does, winning the race (White then
    /// takes them at C4 when Black fills E2).
    #[test]
    fn a_string_in_a_race_with_dead_stones_is_saved_by_taking_their_liberty() {
        let board = Board::from_ascii(
            "
            .......
            .OOX...
            O.XOX..
            OX.OX..
            XOOOOX.
            .XXX.X.
            ...XX..",
        )
        .unwrap();
        let dead = [pt("B4"), pt("C5")];
        let status = |p: Point| {
            board
                .color_at(p)
                .map(|_| (!dead.contains(&p), Method::Search))
        };
        let s = Settlement::none(&board, &status);
        assert_eq!(board.liberties(pt("D4")), 2);
        assert_eq!(saving_stones(&s, &board, pt("D4")), vec![pt("B5")]);
    }
}
