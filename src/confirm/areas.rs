//! The areas a string is searched in: everything unsettled connected to
//! it, or the smaller area it lives or dies in.

use super::search::Verdict;
use super::TWO_EYE_ROOM;
use crate::board::{Board, PointSet};
use crate::types::Point;

/// The number of empty points of `area`: what the search's cost grows
/// with (see [`super::Budget::max_area`]).
pub fn empties(board: &Board, area: &[Point]) -> usize {
    area.iter().filter(|&&p| board.is_empty(p)).count()
}

/// The unsettled points connected to the string at `head`.
pub fn area_of(board: &Board, head: Point, settled: &PointSet) -> Vec<Point> {
    board
        .flood(head, |p| !settled.contains(p), &mut PointSet::default())
        .0
}

/// The points the string at `head` lives or dies in: its own stones, the
/// unsettled empty points and stones of its colour connected to it, and
/// the opposing strings whose liberties all lie among those.
///
/// An opposing string around them with one liberty elsewhere is part of
/// the question too, since its safety decides the fight: its liberties
/// join the points, with what is connected to them as above, and the
/// strings around those are looked at in turn. A string of
/// [`TWO_EYE_ROOM`] stones or more joins with its liberties only: its
/// stones stay off the points, so once the string is lost no move can be
/// made there, as the room it leaves holds two eyes whatever is thrown in.
/// That spares the search a reading of the room it cannot afford. A
/// smaller one joins with its stones, and may get out by capturing a
/// defending string in atari beside it: that string's liberty joins the
/// points too, as above (`games/atari-escape.sgf` in the gtp-tests, a real
/// game: a black corner string beside a white stone gets out by taking a
/// white pair, and the white stone dies).
///
/// Also says whether it grew so. `None` when that grows past
/// `max_empties` empty points: then the whole area must be searched.
/// (Example 16: the corner group lives or dies in its corner, which the
/// surrounding group, with an eye and a liberty outside, never has to
/// defend. In `games/three-way-seki.sgf` in the gtp-tests, a real game, a
/// black pair lives or dies with two white strings beside it, each with
/// one liberty away from the pair.)
///
/// `hold` reads it with some strings held fixed instead, off the points
/// (see [`Hold`]); the area says whether any was.
pub(super) fn local_area(
    board: &Board,
    head: Point,
    settled: &PointSet,
    max_empties: usize,
    hold: Hold,
) -> Option<LocalArea> {
    let attacker = board.color_at(head)?.opponent();
    let joins = |p: Point| !settled.contains(p) && board.color_at(p) != Some(attacker);
    let mut inside = PointSet::default();
    let (mut points, _) = board.flood(head, joins, &mut inside);
    let mut kept_out: Vec<Point> = Vec::new();
    let mut grown = false;
    let mut held = false;
    loop {
        // The opposing strings around the points, each once, in the order
        // met.
        let mut around: Vec<Point> = Vec::new();
        for &p in &points {
            for n in p.neighbors() {
                if board.is_on_board(n)
                    && !inside.contains(n)
                    && !settled.contains(n)
                    && board.color_at(n) == Some(attacker)
                {
                    let h = board.string_head(n);
                    if !around.contains(&h) && !kept_out.contains(&h) {
                        around.push(h);
                    }
                }
            }
        }
        let mut added: Vec<Point> = Vec::new();
        for h in around {
            let liberties = board.string_liberties(h);
            let elsewhere: Vec<Point> = liberties
                .iter()
                .copied()
                .filter(|&l| !inside.contains(l))
                .collect();
            if elsewhere.len() >= 2 {
                continue;
            }
            if !elsewhere.is_empty() && hold == Hold::Opponents {
                kept_out.push(h);
                held = true;
                continue;
            }
            if !elsewhere.is_empty() && board.string_size(h) >= TWO_EYE_ROOM {
                kept_out.push(h);
            } else {
                for s in board.string_stones(h) {
                    inside.insert(s);
                    points.push(s);
                }
                // Its way out is a capture of a defending string in atari
                // beside it: that string's liberty is part of the fight.
                for l in defenders_in_atari_beside(board, h, &inside) {
                    if !settled.contains(l) && !added.contains(&l) {
                        added.push(l);
                    }
                }
            }
            added.extend(elsewhere.into_iter().filter(|&l| !settled.contains(l)));
        }
        if added.is_empty() {
            return Some(LocalArea {
                points,
                grown,
                held: if held { hold } else { Hold::Nothing },
            });
        }
        grown = true;
        for l in added {
            if !inside.contains(l) {
                points.extend(board.flood(l, joins, &mut inside).0);
            }
        }
        if empties(board, &points) > max_empties {
            return None;
        }
    }
}

/// Strings [`local_area`] holds fixed, off the points: the search never
/// plays on them nor takes them.
///
/// Only the defender's ways out may be held so: the points a held string's
/// fight would add are cut off from the string by the attacker's stones,
/// so the attacker gains nothing there, while the defender loses a capture.
/// Holding the defender's other strings instead (to read a dead stone
/// beside an open dame in its corner) is no proof of a capture: the
/// attacker's strings whose liberties lie beyond them could then never be
/// approached, and a race the defender wins would read as lost.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Hold {
    /// None: the fights around join the points.
    Nothing,
    /// The opposing strings one liberty from the points: the defender
    /// never takes them, so it is read without those ways out, and a life
    /// found so is proven; a capture proves nothing. A lone stone at the
    /// edge of a seki, its other liberty on the open board, would
    /// otherwise bring the whole board in.
    Opponents,
}

impl Hold {
    /// The verdict a reading with these strings held proves nothing by.
    pub(super) fn proves_nothing(self) -> Option<Verdict> {
        match self {
            Hold::Nothing => None,
            Hold::Opponents => Some(Verdict::Captured),
        }
    }
}

/// The points a string lives or dies in (see [`local_area`]).
#[derive(Clone, Debug)]
pub(super) struct LocalArea {
    pub points: Vec<Point>,
    /// Did it grow by the opposing strings one liberty from the string?
    pub grown: bool,
    /// What was held fixed ([`Hold::Nothing`] when nothing was, though
    /// asked).
    pub held: Hold,
}

/// The liberties, off the points taken so far (`inside`), of the strings
/// in atari that touch the string at `head`, of the other colour.
fn defenders_in_atari_beside(board: &Board, head: Point, inside: &PointSet) -> Vec<Point> {
    let color = board.color_at(head);
    let mut liberties = Vec::new();
    for s in board.string_stones(head) {
        for n in s.neighbors() {
            if !board.is_on_board(n) || board.is_empty(n) || board.color_at(n) == color {
                continue;
            }
            if let [l] = board.string_liberties(n)[..] {
                if !inside.contains(l) && !liberties.contains(&l) {
                    liberties.push(l);
                }
            }
        }
    }
    liberties
}
