//! Static safety beyond Benson: strings that keep two liberties whatever
//! the opponent plays, their owner answering each move in the region it was
//! played in (after Müller, "Playing it safe", 1997: regions a block keeps a
//! liberty in by a local answer, then Benson's fixpoint over them).
//!
//! Benson asks that every empty point of an eye be a liberty of every
//! string around it, since its owner never plays. Real groups seldom live
//! so: a two-point eye bounded by two strings, a corner eye with a dead
//! stone in it, an eye whose far point only one string touches. Each lives
//! if its owner answers. Here a region (a maximal set of points its owner
//! does not occupy) is *vital* to the strings around it when, the opponent
//! playing there as often as it likes and the owner answering there each
//! time (or passing), every one of those strings keeps a liberty in it.
//! That is read exactly: every opponent move, every answer, on the real
//! board. A set of strings each of which has two vital regions, every
//! region enclosed by strings of the set, can never be captured: a move in
//! one region is answered there, the other region still gives each string
//! a liberty, and regions are disjoint, so the answers never conflict
//! (Art. 7-1: the opponent moving first captures nothing). Strings that
//! share two liberties off every vital region count as one chain (Müller's
//! miai connection): the opponent taking one, the owner connects at the
//! other, and a chain needs two vital regions among all its strings.
//!
//! A region too large to read whole (a territory) may still hold vital
//! *zones*: a few of its points read as if the opponent held the rest of
//! it for good (see `safety/zones.rs`).
//!
//! Ko is not read: a line that makes one counts as a failure of the
//! owner's, so a region whose keeping needs a ko is not vital. The reading
//! is sound and incomplete: what it cannot show is left to the search.

use std::collections::HashMap;

use super::benson::{self, Region};
use crate::board::Board;
use crate::rules;
use crate::types::{Color, Point};

mod zones;

/// The largest region read: its points, empty or the opponent's.
const MAX_POINTS: usize = 10;
/// The most empty points of a region read.
const MAX_EMPTY: usize = 7;
/// The most positions one region's reading visits; past it, not vital.
const MAX_NODES: usize = 3_000;
/// The most moves of a line read; past it, not vital.
const MAX_DEPTH: usize = 3 * MAX_POINTS;

/// Heads of the `color` strings that keep two liberties whatever the
/// opponent plays, their owner answering locally (see the module).
pub fn safe_strings(board: &Board, color: Color) -> Vec<Point> {
    safe(board, color).strings
}

/// What static safety proves for one colour, and the points it answers on
/// outside the regions it reads.
pub struct Safe {
    /// Heads of the strings proven safe.
    pub strings: Vec<Point>,
    /// The liberty pairs of its chains: an opponent move there is answered
    /// on the other point of the pair, so no other proof may count on them.
    pub joins: Vec<Point>,
    /// The points of the vital regions and zones the safe strings live by:
    /// their owner answers there, and a stone of its own there could take
    /// the liberty it keeps.
    pub vital_points: Vec<Point>,
    /// For each safe string (head): the points of the vital regions and
    /// zones of its chain, each sorted, the proof of its safety.
    pub regions_of: HashMap<Point, Vec<Vec<Point>>>,
}

/// The largest regions read whole: larger ones are read in zones.
#[derive(Copy, Clone, Debug)]
pub struct Readable {
    /// Points of a region, empty or the opponent's.
    pub points: usize,
    /// Empty points of a region.
    pub empty: usize,
}

/// What [`safe`] reads whole.
pub const READABLE: Readable = Readable {
    points: MAX_POINTS,
    empty: MAX_EMPTY,
};

/// Static safety for `color`: the safe strings, and the points their
/// chains answer on (see the module).
pub fn safe(board: &Board, color: Color) -> Safe {
    safe_reading(board, color, READABLE)
}

/// [`safe`], reading whole only the regions within `readable` (smaller
/// limits let small boards try the zones of larger regions).
pub fn safe_reading(board: &Board, color: Color, readable: Readable) -> Safe {
    let regions = benson::regions(board, color);
    let readable =
        |r: &Region| r.points.len() <= readable.points && empty_count(board, r) <= readable.empty;
    // Each readable region with the strings it is vital to, then the
    // vital zones of the regions too large to read.
    let mut vital: Vec<(Region, Vec<Point>)> = regions
        .iter()
        .filter(|r| readable(r) && !r.borders.is_empty())
        .filter_map(|r| {
            let kept = kept_strings(board, r);
            (!kept.is_empty() && is_vital(board, color, r, &kept)).then(|| (r.clone(), kept))
        })
        .collect();
    for r in regions.iter().filter(|r| !readable(r)) {
        vital.extend(zones::vital_zones(board, color, r));
    }
    let heads: Vec<Point> = board.string_heads_of(color).collect();
    let (chain, joins) = chains(board, &heads, &vital);
    let mut set: Vec<Point> = heads;
    loop {
        let enclosed = |r: &Region| r.borders.iter().all(|b| set.contains(b));
        // Vital regions per chain, each counted once.
        let mut vital_to: HashMap<Point, usize> = HashMap::new();
        for (r, kept) in &vital {
            if !enclosed(r) {
                continue;
            }
            let mut of: Vec<Point> = kept.iter().map(|k| chain[k]).collect();
            of.sort();
            of.dedup();
            for c in of {
                *vital_to.entry(c).or_default() += 1;
            }
        }
        let kept: Vec<Point> = set
            .iter()
            .copied()
            .filter(|h| vital_to.get(&chain[h]).copied().unwrap_or(0) >= 2)
            .collect();
        if kept.len() == set.len() {
            let vital_points = vital
                .iter()
                .filter(|(r, _)| enclosed(r))
                .flat_map(|(r, _)| r.points.iter().copied())
                .collect();
            let regions_of = set
                .iter()
                .map(|h| {
                    let of_chain = |kept: &[Point]| kept.iter().any(|k| chain[k] == chain[h]);
                    let regions = vital
                        .iter()
                        .filter(|(r, kept)| enclosed(r) && of_chain(kept))
                        .map(|(r, _)| {
                            let mut points = r.points.clone();
                            points.sort();
                            points
                        })
                        .collect();
                    (*h, regions)
                })
                .collect();
            return Safe {
                strings: set,
                joins,
                vital_points,
                regions_of,
            };
        }
        set = kept;
    }
}

/// The strings through `heads` joined into chains, each string with its
/// chain's representative: two strings join where they share two
/// liberties outside every vital region that no other joining uses. If
/// the opponent takes one, the owner connects at the other; a string of
/// a chain has those two liberties until then, so it cannot be captured
/// before it is connected. The liberties lie off the vital regions, so
/// the answers there and here never meet. Also the liberties the joins use.
fn chains(
    board: &Board,
    heads: &[Point],
    vital: &[(Region, Vec<Point>)],
) -> (HashMap<Point, Point>, Vec<Point>) {
    let mut rep: HashMap<Point, Point> = heads.iter().map(|&h| (h, h)).collect();
    fn find(rep: &HashMap<Point, Point>, mut h: Point) -> Point {
        while rep[&h] != h {
            h = rep[&h];
        }
        h
    }
    let in_vital = |p: Point| vital.iter().any(|(r, _)| r.points.contains(&p));
    let mut used: Vec<Point> = Vec::new();
    let free_liberties =
        |h: Point| -> Vec<Point> { board.liberties_of(h).filter(|&l| !in_vital(l)).collect() };
    let liberties: Vec<(Point, Vec<Point>)> =
        heads.iter().map(|&h| (h, free_liberties(h))).collect();
    for (i, (a, libs_a)) in liberties.iter().enumerate() {
        for (b, libs_b) in &liberties[i + 1..] {
            let (ra, rb) = (find(&rep, *a), find(&rep, *b));
            if ra == rb {
                continue;
            }
            let shared: Vec<Point> = libs_a
                .iter()
                .copied()
                .filter(|l| libs_b.contains(l) && !used.contains(l))
                .take(2)
                .collect();
            if shared.len() == 2 {
                used.extend(shared);
                rep.insert(ra, rb);
            }
        }
    }
    let chain = heads.iter().map(|&h| (h, find(&rep, h))).collect();
    (chain, used)
}

fn empty_count(board: &Board, region: &Region) -> usize {
    region.points.iter().filter(|&&p| board.is_empty(p)).count()
}

/// The strings around `region` with a liberty in it: those it may keep.
fn kept_strings(board: &Board, region: &Region) -> Vec<Point> {
    region
        .borders
        .iter()
        .copied()
        .filter(|&h| board.liberties_of(h).any(|l| region.points.contains(&l)))
        .collect()
}

/// Can `color` keep a liberty in `region` for each string through `kept`,
/// the opponent moving there first and as often as it likes, `color`
/// answering there each time or passing?
fn is_vital(board: &Board, color: Color, region: &Region, kept: &[Point]) -> bool {
    let mut reading = LocalGame {
        color,
        points: &region.points,
        kept,
        known: HashMap::new(),
        nodes: 0,
    };
    // A ko banned by the last move of the game is no ban in the reading.
    let mut board = board.clone();
    board.pass();
    reading.holds(&board) && reading.defended(&board, 0)
}

struct LocalGame<'a> {
    color: Color,
    points: &'a [Point],
    /// Stones of the strings to keep (their heads in the position read).
    kept: &'a [Point],
    /// Positions with the opponent to move already read: defended or not.
    /// A position still being read counts as not (a cycle is no proof).
    known: HashMap<u64, bool>,
    nodes: usize,
}

impl LocalGame<'_> {
    /// Every string to keep still stands with a liberty in the region.
    fn holds(&self, board: &Board) -> bool {
        self.kept.iter().all(|&k| {
            board.color_at(k) == Some(self.color)
                && board.liberties_of(k).any(|l| self.points.contains(&l))
        })
    }

    fn empties(&self, board: &Board) -> Vec<Point> {
        self.points
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .collect()
    }

    /// The opponent to move in the region, the strings holding: can every
    /// move of its there be answered so that they still hold?
    fn defended(&mut self, board: &Board, depth: usize) -> bool {
        let key = board.hash();
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        self.nodes += 1;
        if self.nodes > MAX_NODES || depth > MAX_DEPTH {
            return false;
        }
        self.known.insert(key, false);
        let attacker = self.color.opponent();
        let mut defended = true;
        for a in self.empties(board) {
            if !rules::may_place(board, attacker, a) {
                continue;
            }
            let mut after = Box::new(board.clone());
            // A ko is not read: taken as lost. Nor is a string to keep
            // that the move takes: a stone played again on its point
            // later would be another string.
            if after.place(attacker, a).ko.is_some()
                || self
                    .kept
                    .iter()
                    .any(|&k| after.color_at(k) != Some(self.color))
                || !self.answered(&after, depth + 1)
            {
                defended = false;
                break;
            }
        }
        self.known.insert(key, defended);
        defended
    }

    /// The owner to move after the opponent's move: has it an answer in
    /// the region (or a pass) after which the strings hold and the region
    /// stays defended?
    fn answered(&mut self, board: &Board, depth: usize) -> bool {
        if self.holds(board) && self.defended(board, depth) {
            return true;
        }
        for d in self.empties(board) {
            if !rules::may_place(board, self.color, d) {
                continue;
            }
            let mut after = Box::new(board.clone());
            if after.place(self.color, d).ko.is_some() {
                continue;
            }
            if self.holds(&after) && self.defended(&after, depth + 1) {
                return true;
            }
            if self.nodes > MAX_NODES {
                return false;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse_gtp(s, 5).unwrap()
    }

    /// C5 has two eyes: D5, and A5-B5, whose A5 it does not touch. Benson
    /// cannot call it alive; answering White's B5 at A5 (a capture) keeps
    /// its liberty there, and White's A5 needs no answer. The wall around
    /// the dead white stones lives by Benson already.
    #[test]
    fn an_eye_kept_by_an_answer_makes_a_string_safe() {
        let board = Board::from_ascii(
            "
            ..X.X
            XXOXX
            XOOOX
            XX.XX
            .XXX.",
        )
        .unwrap();
        let lone = board.string_head(pt("C5"));
        assert!(!benson::pass_alive(&board, Color::Black)
            .strings
            .contains(&lone));
        let safe = safe_strings(&board, Color::Black);
        assert!(safe.contains(&lone));
        assert!(safe.contains(&board.string_head(pt("A4"))));
        assert!(safe_strings(&board, Color::White).is_empty());
    }

    /// The same eye, but White's stone at B5 would be taken at A5 only
    /// where A5 is Black's to play: with a white stone on A4 beside it the
    /// capture fails, and C5 is not safe.
    #[test]
    fn an_eye_no_answer_keeps_is_not_vital() {
        let board = Board::from_ascii(
            "
            ..X.X
            OXOXX
            XOOOX
            XX.XX
            .XXX.",
        )
        .unwrap();
        let lone = board.string_head(pt("C5"));
        assert!(!safe_strings(&board, Color::Black).contains(&lone));
    }
}
