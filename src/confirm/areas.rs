//! The areas a string is searched in: everything unsettled connected to
//! it, or the smaller area it lives or dies in.

use super::search::Verdict;
use super::TWO_EYE_ROOM;
use crate::board::{Board, PointSet};
use crate::types::{Color, Point};

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
    let defender = board.color_at(head)?;
    let attacker = defender.opponent();
    let target = board.string_head(head);
    let open = |p: Point| !settled.contains(p) && board.color_at(p) != Some(attacker);
    // With the allies held, the defender's large strings other than the
    // target's stay off the points.
    let ally = |p: Point| {
        hold == Hold::Allies
            && board.color_at(p) == Some(defender)
            && board.string_head(p) != target
            && board.string_size(p) >= TWO_EYE_ROOM
    };
    let joins = |p: Point| open(p) && !ally(p);
    let mut inside = PointSet::default();
    let (mut points, boundary) = board.flood(head, joins, &mut inside);
    let mut held = boundary.iter().any(|&b| ally(b));
    // What the points would be without the allies held: an opposing
    // string with a liberty there beyond a held ally could be reached by
    // the defender only through moves the reading forbids, so no capture
    // read without them would prove anything.
    let mut reach = PointSet::default();
    if held {
        board.flood(head, open, &mut reach);
    }
    let mut kept_out: Vec<Point> = Vec::new();
    let mut grown = false;
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
            if beyond_allies(board, attacker, settled, &points, &inside, &reach) {
                return None;
            }
            return Some(LocalArea {
                points,
                grown,
                held: if held { hold } else { Hold::Nothing },
            });
        }
        grown = true;
        for l in added {
            if !inside.contains(l) {
                let (more, boundary) = board.flood(l, joins, &mut inside);
                points.extend(more);
                if boundary.iter().any(|&b| ally(b)) {
                    held = true;
                    if !reach.contains(l) {
                        board.flood(l, open, &mut reach);
                    }
                }
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
/// Holding the opposing strings proves a life only: the points a held
/// string's fight would add are cut off from the string by the attacker's
/// stones, so the attacker gains nothing there, while the defender loses a
/// capture. Holding the defender's other strings proves a capture only,
/// and only where the attacker's strings have no liberty beyond them:
/// those could then never be approached, and a race the defender wins
/// would read as lost.
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
    /// The defender's own strings of [`TWO_EYE_ROOM`] stones or more
    /// around the points, other than the target's (its allies): the
    /// attacker never takes them, and the target joined to one lives.
    /// A capture found so is proven, as the defender is only helped; a
    /// life proves nothing. Only where no opposing string has a liberty
    /// beyond a held ally, which the defender could approach in the whole
    /// game but not in the reading. A dead stone beside an open dame in
    /// the opponent's corner would otherwise bring its owner's whole side
    /// in through the dame (`games/dead-beside-open-dame.sgf` in the
    /// gtp-tests).
    Allies,
}

impl Hold {
    /// The verdict a reading with these strings held proves nothing by.
    pub(super) fn proves_nothing(self) -> Option<Verdict> {
        match self {
            Hold::Nothing => None,
            Hold::Opponents => Some(Verdict::Captured),
            Hold::Allies => Some(Verdict::Survives),
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

/// Has an opposing string around `points` a liberty in `reach` off them
/// (`inside`): one the defender could approach only past a held ally?
fn beyond_allies(
    board: &Board,
    attacker: Color,
    settled: &PointSet,
    points: &[Point],
    inside: &PointSet,
    reach: &PointSet,
) -> bool {
    points.iter().flat_map(|p| p.neighbors()).any(|n| {
        board.is_on_board(n)
            && !settled.contains(n)
            && board.color_at(n) == Some(attacker)
            && board
                .liberties_of(board.string_head(n))
                .any(|l| reach.contains(l) && !inside.contains(l))
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, board: &Board) -> Point {
        Point::parse_gtp(s, board.size()).unwrap()
    }

    /// The black stone C7 in White's corner, beside the dame D7 and
    /// Black's wall behind it, whose side is open.
    const BESIDE_DAME: &str = "
        ..X.X..
        ...OX..
        OOOOX..
        XXXXX..
        .......
        .......
        .......";

    #[test]
    fn allies_held_keep_the_owners_side_off_the_points() {
        let board = Board::from_ascii(BESIDE_DAME).unwrap();
        let head = pt("C7", &board);
        let none = PointSet::default();
        let whole = local_area(&board, head, &none, 16, Hold::Nothing).unwrap();
        assert_eq!(empties(&board, &whole.points), 35);
        let held = local_area(&board, head, &none, 16, Hold::Allies).unwrap();
        assert_eq!(held.held, Hold::Allies);
        // The corner's five empty points and the dame, with White's wall.
        assert_eq!(empties(&board, &held.points), 6);
        assert!(held.points.contains(&pt("D7", &board)));
        assert!(held.points.contains(&pt("D6", &board)));
        assert!(!held.points.contains(&pt("E7", &board)));
    }

    /// The same with White's wall reaching out past Black's wall at A4 and
    /// A3: its liberties A2 and B3 lie beyond the ally, so nothing may be
    /// held.
    #[test]
    fn no_ally_is_held_where_an_opposing_string_reaches_past_it() {
        let board = Board::from_ascii(
            "
        ..X.X..
        ...OX..
        OOOOX..
        OXXXX..
        O......
        .......
        .......",
        )
        .unwrap();
        let head = pt("C7", &board);
        let none = PointSet::default();
        assert!(local_area(&board, head, &none, 60, Hold::Allies).is_none());
    }

    /// Small allies join the points as before: only strings of
    /// [`TWO_EYE_ROOM`] stones or more are held.
    #[test]
    fn small_allies_are_read_with_the_target() {
        let board = Board::from_ascii(
            "
        ..X.X..
        ...OX..
        OOOOX..
        ...OX..
        ....X..
        .......
        .......",
        )
        .unwrap();
        let head = pt("C7", &board);
        let none = PointSet::default();
        let area = local_area(&board, head, &none, 60, Hold::Allies).unwrap();
        assert_eq!(area.held, Hold::Nothing);
        assert!(area.points.contains(&pt("E7", &board)));
    }
}
