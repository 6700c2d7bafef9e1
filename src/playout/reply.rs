//! Last good reply with forgetting (LGRF-2, Baier and Drake 2010): the
//! playouts remember, for each move and each pair of moves, the answer
//! that won the last simulation it was played in, and play it again while
//! it keeps winning. A reply that was played and lost is forgotten.
//!
//! The tables learn what the search keeps finding in one position: the
//! local answers (a cut answered by a connection, a hane by a block) that
//! the fixed 3x3 shapes do not know.

use crate::types::{Color, Move, Point};

/// No reply stored.
const NONE: u16 = u16::MAX;

/// The replies learnt on one board size, for both colours.
pub struct Replies {
    size: usize,
    /// The reply of a colour to the opponent's last stone.
    one: Vec<u16>,
    /// The reply of a colour to a pair of moves: its own last stone, then
    /// the opponent's.
    two: Vec<u16>,
}

impl Replies {
    /// Empty tables for a `size` x `size` board.
    pub fn new(size: usize) -> Replies {
        let points = size * size;
        Replies {
            size,
            one: vec![NONE; 2 * points],
            two: vec![NONE; 2 * points * points],
        }
    }

    fn local(&self, p: Point) -> usize {
        p.y() * self.size + p.x()
    }

    fn slot_one(&self, color: Color, last: Point) -> usize {
        color.index() * self.size * self.size + self.local(last)
    }

    fn slot_two(&self, color: Color, before: Point, last: Point) -> usize {
        let points = self.size * self.size;
        (color.index() * points + self.local(before)) * points + self.local(last)
    }

    /// The stored replies of `color` to the game so far, `moves` in the
    /// order played: to its last two moves first, then to the last move
    /// alone.
    pub fn suggest(&self, color: Color, moves: &[(Color, Move)]) -> [Option<Point>; 2] {
        let n = moves.len();
        let Some(last) = stone_at(moves, n.checked_sub(1)) else {
            return [None, None];
        };
        let before = stone_at(moves, n.checked_sub(2));
        let two = before.map_or(NONE, |b| self.two[self.slot_two(color, b, last)]);
        let one = self.one[self.slot_one(color, last)];
        [two, one].map(|r| (r != NONE).then(|| Point::from_index(r as usize)))
    }

    /// Learns from one simulation's `moves`, in the order played, whose
    /// game `winner` won: every reply of the winner is stored, every reply
    /// of the loser that was stored is forgotten. A draw teaches nothing.
    pub fn learn(&mut self, moves: &[(Color, Move)], winner: Option<Color>) {
        let Some(winner) = winner else {
            return;
        };
        for i in 1..moves.len() {
            let (color, Move::Place(reply)) = moves[i] else {
                continue;
            };
            let Some(last) = stone_at(moves, Some(i - 1)) else {
                continue;
            };
            let before = stone_at(moves, i.checked_sub(2));
            let value = reply.index() as u16;
            let one = self.slot_one(color, last);
            let two = before.map(|b| self.slot_two(color, b, last));
            if color == winner {
                self.one[one] = value;
                if let Some(two) = two {
                    self.two[two] = value;
                }
            } else {
                if self.one[one] == value {
                    self.one[one] = NONE;
                }
                if let Some(two) = two {
                    if self.two[two] == value {
                        self.two[two] = NONE;
                    }
                }
            }
        }
    }
}

/// The stone of move `k` of `moves`, if there is such a move and it is
/// no pass.
fn stone_at(moves: &[(Color, Move)], k: Option<usize>) -> Option<Point> {
    match moves[k?].1 {
        Move::Place(p) => Some(p),
        Move::Pass => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::parse_gtp_coords;

    fn pt(s: &str) -> Point {
        let (x, y) = parse_gtp_coords(s).unwrap();
        Point::new(x, y)
    }

    #[test]
    fn the_winners_replies_are_kept_and_the_losers_forgotten() {
        let mut r = Replies::new(9);
        let (b, w) = (Color::Black, Color::White);
        let game = [
            (b, Move::Place(pt("E5"))),
            (w, Move::Place(pt("E4"))),
            (b, Move::Place(pt("D4"))),
        ];
        r.learn(&game, Some(Color::White));
        // White's E4 answered E5 and won: stored, alone and after nothing
        // before it (no pair).
        assert_eq!(r.suggest(w, &game[..1]), [None, Some(pt("E4"))]);
        // Black's D4 lost: nothing stored for Black.
        assert_eq!(r.suggest(b, &game[..2]), [None, None]);

        r.learn(&game, Some(Color::Black));
        // Now Black's D4 won, after the pair E5, E4 and after E4 alone.
        assert_eq!(r.suggest(b, &game[..2]), [Some(pt("D4")), Some(pt("D4"))]);
        // White's E4 lost this time: forgotten.
        assert_eq!(r.suggest(w, &game[..1]), [None, None]);

        // A draw changes nothing; a pass breaks the chain of replies.
        r.learn(&game, None);
        assert_eq!(
            r.suggest(b, &[(w, Move::Place(pt("E4")))]),
            [None, Some(pt("D4"))]
        );
        r.learn(&[(w, Move::Pass), (b, Move::Place(pt("C3")))], Some(b));
        assert_eq!(r.suggest(b, &[(w, Move::Pass)]), [None, None]);
        assert_eq!(r.suggest(b, &[]), [None, None]);
    }
}
