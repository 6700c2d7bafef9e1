//! Static proofs outward from the strings already proven safe (Benson,
//! static safety), after Müller ("Playing it safe", 1997) and the
//! territory tests of Fuego's safety solver:
//!
//! - **Joined by miai.** A string with two liberties in one region, each
//!   next to a safe stone, lives: if the opponent takes one, its owner
//!   plays the other and joins a string that cannot be captured; until
//!   then it keeps those two liberties. Each liberty serves one such pair
//!   only, so one opponent move threatens one pair and gets one answer.
//!   A string so joined is safe in turn, and its liberties serve the next.
//! - **No room for two eyes.** In a region every string around which is
//!   safe, and safe by other regions than this one, an eye of the
//!   opponent's can only hold points next to no stone of the owner's
//!   (those stones are never taken away). Where no two such points stand
//!   apart, the opponent has one eye at most; and no seki either (the
//!   owner fills every liberty next to its safe stones, joining them,
//!   which costs them nothing they live by, and takes the rest, a ko
//!   there won after a pass for it, Art. 7-2): every opponent string in
//!   the region is dead (Art. 7-1). A region the safe strings live by is
//!   left alone: filling it could cost them their liberty there, as in
//!   Diagram 13's seki.
//!
//! Answers never conflict: the points the proofs before live by (Benson's
//! healthy regions, static safety's vital regions and zones) and the
//! liberty pairs of static safety's own joins are reserved, and no join
//! uses them. Like static safety, sound and incomplete: what it cannot
//! show is left to the search.

use std::collections::HashSet;

use super::benson::{self, Region};
use crate::board::{Board, PointSet};
use crate::types::{Color, Point};

/// What the proofs add for one colour.
#[derive(Debug, Default)]
pub struct Proven {
    /// Heads of the `color` strings joined by miai to safe strings, each
    /// with the two liberties it joins at.
    pub joined: Vec<(Point, [Point; 2])>,
    /// Heads of the opponent's strings in regions where no two eyes fit,
    /// each with the points of its region that touch no `color` stone.
    pub dead: Vec<(Point, Vec<Point>)>,
}

/// The strings of `color` joined to the `safe` ones (heads), and the
/// opponent's strings dead inside the regions they then enclose. The
/// points of `reserved` already answer for another proof, or are where the
/// safe strings live: no join uses them, and no region holding one is
/// read for dead stones.
pub fn prove(board: &Board, color: Color, safe: &[Point], reserved: &[Point]) -> Proven {
    let regions = benson::regions(board, color);
    let mut safe: HashSet<Point> = safe.iter().copied().collect();
    let mut reserved_points = PointSet::default();
    for &p in reserved {
        reserved_points.insert(p);
    }
    let mut used = reserved_points.clone();
    let mut proven = Proven::default();
    let mut changed = true;
    while changed {
        changed = false;
        for region in &regions {
            while let Some((head, pair)) = next_join(board, color, region, &safe, &used) {
                safe.insert(head);
                for p in pair {
                    used.insert(p);
                }
                proven.joined.push((head, pair));
                changed = true;
            }
        }
    }
    for region in &regions {
        let enclosed =
            !region.borders.is_empty() && region.borders.iter().all(|b| safe.contains(b));
        // The safe strings must not live by the region: filling it to take
        // what stands there could cost them the liberty they keep there
        // (Diagram 13: the black group lives in seki by the dame D1 it
        // shares with the white stones, which are alive).
        let lived_by = region.points.iter().any(|&p| reserved_points.contains(p));
        let inner = inner_points(board, color, region);
        if enclosed && !lived_by && !room_for_two_eyes(&inner) {
            let mut heads: Vec<Point> = region
                .points
                .iter()
                .filter(|&&p| board.color_at(p) == Some(color.opponent()))
                .map(|&p| board.string_head(p))
                .collect();
            heads.sort();
            heads.dedup();
            proven
                .dead
                .extend(heads.into_iter().map(|h| (h, inner.clone())));
        }
    }
    proven
}

/// A string around `region`, not yet safe, with two unused liberties in
/// it each next to a safe stone: the string and that pair.
fn next_join(
    board: &Board,
    color: Color,
    region: &Region,
    safe: &HashSet<Point>,
    used: &PointSet,
) -> Option<(Point, [Point; 2])> {
    let by_safe = |l: Point| {
        l.neighbors().into_iter().any(|n| {
            board.is_on_board(n)
                && board.color_at(n) == Some(color)
                && safe.contains(&board.string_head(n))
        })
    };
    region
        .borders
        .iter()
        .filter(|b| !safe.contains(b))
        .find_map(|&b| {
            let mut pair = board
                .liberties_of(b)
                .filter(|&l| region.points.contains(&l) && !used.contains(l) && by_safe(l));
            Some((b, [pair.next()?, pair.next()?]))
        })
}

/// The points of `region` next to no `color` stone: the only points an
/// eye of the opponent's can hold there, its surrounding strings safe.
fn inner_points(board: &Board, color: Color, region: &Region) -> Vec<Point> {
    region
        .points
        .iter()
        .copied()
        .filter(|&p| {
            !p.neighbors()
                .into_iter()
                .any(|n| board.is_on_board(n) && board.color_at(n) == Some(color))
        })
        .collect()
}

/// Could the opponent make two eyes on `inner`, the points of a region
/// next to no stone of the owner's? Two eyes need two such points apart.
fn room_for_two_eyes(inner: &[Point]) -> bool {
    inner
        .iter()
        .enumerate()
        .any(|(i, &a)| inner[i + 1..].iter().any(|&b| !a.neighbors().contains(&b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str) -> Point {
        Point::parse_gtp(s, 7).unwrap()
    }

    fn seeds(board: &Board, color: Color) -> Vec<Point> {
        benson::pass_alive(board, color).strings
    }

    /// The black group above lives by its eyes A7 and C7. The string on
    /// row 4 has only the liberties A5-D5, each next to that group: White
    /// taking one, Black joins at another.
    const JOIN: &str = "
        .X.XXO.
        XXXXXO.
        ....XO.
        XXXXOO.
        OOOOO..
        .......
        .......";

    #[test]
    fn a_string_with_two_liberties_next_to_safe_stones_is_joined() {
        let board = Board::from_ascii(JOIN).unwrap();
        let row4 = board.string_head(pt("A4"));
        assert!(!seeds(&board, Color::Black).contains(&row4));
        let proven = prove(&board, Color::Black, &seeds(&board, Color::Black), &[]);
        let [(head, [a, b])] = proven.joined[..] else {
            panic!("one string joined: {:?}", proven.joined);
        };
        assert_eq!(head, row4);
        let row5 = [pt("A5"), pt("B5"), pt("C5"), pt("D5")];
        assert!(a != b && row5.contains(&a) && row5.contains(&b));
        assert!(proven.dead.is_empty());
    }

    /// The same string, three of its liberties answering for another
    /// proof: one is left, no pair.
    #[test]
    fn reserved_points_make_no_pair() {
        let board = Board::from_ascii(JOIN).unwrap();
        let reserved = [pt("A5"), pt("B5"), pt("C5")];
        let proven = prove(
            &board,
            Color::Black,
            &seeds(&board, Color::Black),
            &reserved,
        );
        assert!(proven.joined.is_empty());
    }

    /// A white stone in a 3x3 pocket of an unconditionally alive black
    /// group (eyes A7, C7, A1, C1): only A4 and B4 touch no black stone,
    /// next to each other, so White has one eye at most there.
    #[test]
    fn a_stone_where_no_two_eyes_fit_is_dead() {
        let board = Board::from_ascii(
            "
            .X.XO..
            XXXXO..
            ...XO..
            .O.XO..
            ...XO..
            XXXXO..
            .X.XO..",
        )
        .unwrap();
        let white = board.string_head(pt("B4"));
        let pa = benson::pass_alive(&board, Color::Black);
        assert!(!pa.secure_regions.iter().any(|r| r.points.contains(&white)));
        let proven = prove(&board, Color::Black, &pa.strings, &[]);
        assert_eq!(proven.dead, vec![(white, vec![pt("A4"), pt("B4")])]);
    }

    /// A wider pocket (5x5 points inside the wall): C3 to E5 touch no
    /// black stone, room for two eyes, so nothing is proven.
    #[test]
    fn a_stone_with_room_for_two_eyes_is_not_proven_dead() {
        let board = Board::from_ascii(
            "
            .X.X.XX
            XXXXXXX
            X.....X
            X..O..X
            X.....X
            X.....X
            XXXXXXX",
        )
        .unwrap();
        let proven = prove(&board, Color::Black, &seeds(&board, Color::Black), &[]);
        assert!(seeds(&board, Color::Black).len() == 1);
        assert!(proven.dead.is_empty());
    }
}

#[cfg(test)]
mod seki_tests {
    use crate::board::Board;
    use crate::confirm::{analyse, Budget, Method, Status};
    use crate::types::Point;

    /// Diagram 13: the black group (eye F1) is safe, but it lives by the
    /// dame D1 it shares with the four white stones; filling it would let
    /// White take the group at F1. The white stones live in seki: the
    /// region they stand in is one the black group lives by, so no two
    /// eyes fitting there proves nothing.
    #[test]
    fn stones_in_a_region_the_safe_strings_live_by_are_not_proven_dead() {
        let board = Board::from_ascii(
            "
            O.OOOOO.O
            OOOOOOOOO
            OOOOOOOOO
            O.OOOOO.O
            OOOOOOOOO
            OOOOOOOOO
            XXXOOOOOO
            OOXXXXXOO
            .OO.X.XO.",
        )
        .unwrap();
        let b1 = Point::parse_gtp("B1", 9).unwrap();
        let analysis = analyse(&board, Budget::default());
        assert_ne!(analysis.method(b1), Some(Method::Territory));
        assert_eq!(analysis.status(b1), Some(Status::Alive));
    }
}
