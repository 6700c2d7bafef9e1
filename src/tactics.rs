//! Short tactical reading: can a string of few liberties be captured, the
//! attacker moving first? A liberty-counting search of ataris, extensions
//! and counter-captures (ladders, nets of a few moves, shortage of
//! liberties), as a player reads before filling a neutral point or adding
//! a protective stone. Mechanics only: basic ko as the board keeps it.

use crate::board::Board;
use crate::rules;
use crate::types::{Color, Point};

/// How far a reading goes.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// The most positions one question visits.
    pub nodes: u32,
    /// A string with more liberties than this is taken as safe.
    pub max_liberties: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            nodes: 2_000,
            max_liberties: 2,
        }
    }
}

/// The answer of a reading that may run out of nodes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// The reading ran out of nodes.
    Unknown,
}

/// The longest line read, in moves: a ladder across the board is some 70;
/// the reading holds a board per move on the stack, so a line as long as
/// the board is full (a string chased through a filled board) would not
/// fit on it. Past this, the reading runs out as if out of nodes.
const MAX_DEPTH: u32 = 100;

/// Can the opponent of the string on `target`, moving first, capture it?
pub fn capturable(board: &Board, target: Point, limits: Limits) -> Answer {
    let mut reader = Reader {
        limits,
        nodes: 0,
        out_of_nodes: false,
    };
    let Some(defender) = board.color_at(target) else {
        return Answer::No;
    };
    let found = reader.attack(board, target, defender, 0);
    match (found, reader.out_of_nodes) {
        (true, _) => Answer::Yes,
        (false, true) => Answer::Unknown,
        (false, false) => Answer::No,
    }
}

struct Reader {
    limits: Limits,
    nodes: u32,
    out_of_nodes: bool,
}

impl Reader {
    fn spend(&mut self, depth: u32) -> bool {
        self.nodes += 1;
        if self.nodes > self.limits.nodes || depth > MAX_DEPTH {
            self.out_of_nodes = true;
        }
        !self.out_of_nodes
    }

    /// The attacker to move: can it capture the string through `target`?
    fn attack(&mut self, board: &Board, target: Point, defender: Color, depth: u32) -> bool {
        if board.color_at(target) != Some(defender) {
            return true;
        }
        let libs = board.string_liberties(target);
        if libs.len() > self.limits.max_liberties || !self.spend(depth) {
            return false;
        }
        let attacker = defender.opponent();
        for &m in &libs {
            if !rules::may_place(board, attacker, m) {
                continue;
            }
            let mut after = board.clone();
            after.place(attacker, m);
            if after.color_at(target) != Some(defender) {
                return true;
            }
            // An attacking stone left in atari beside a string that is
            // not is taken at once: try it only when it makes an atari.
            if after.liberties(m) < 2 && after.liberties(target) > 1 {
                continue;
            }
            if !self.defend(&after, target, defender, depth + 1) {
                return true;
            }
            if self.out_of_nodes {
                return false;
            }
        }
        false
    }

    /// The defender to move, its string through `target` under attack:
    /// can it save it?
    fn defend(&mut self, board: &Board, target: Point, defender: Color, depth: u32) -> bool {
        if board.color_at(target) != Some(defender) {
            return false;
        }
        if !self.spend(depth) {
            return true;
        }
        let libs = board.liberties(target);
        if libs > self.limits.max_liberties {
            return true;
        }
        for m in self.defending_moves(board, target, defender, libs) {
            if !rules::may_place(board, defender, m) {
                continue;
            }
            let mut after = board.clone();
            after.place(defender, m);
            if after.color_at(target) != Some(defender) {
                continue;
            }
            if after.liberties(target) < 2 {
                continue;
            }
            if !self.attack(&after, target, defender, depth + 1) {
                return true;
            }
            if self.out_of_nodes {
                return true;
            }
        }
        // With two liberties the defender may also leave it: the attacker
        // still has to find a capture.
        libs >= 2 && !self.attack(board, target, defender, depth + 1)
    }

    /// The string's liberties, then the last liberties of opponent strings
    /// beside it that have at most as many liberties as it (captures and
    /// counter-ataris).
    fn defending_moves(
        &self,
        board: &Board,
        target: Point,
        defender: Color,
        libs: usize,
    ) -> Vec<Point> {
        let mut moves = board.string_liberties(target);
        let attacker = defender.opponent();
        let mut heads = Vec::new();
        for s in board.string_stones(target) {
            for n in s.neighbors() {
                if board.color_at(n) != Some(attacker) {
                    continue;
                }
                let head = board.string_head(n);
                if heads.contains(&head) {
                    continue;
                }
                heads.push(head);
                let their = board.liberties(n);
                if their == 1 || (their <= libs.min(2)) {
                    for l in board.string_liberties(n) {
                        if !moves.contains(&l) {
                            moves.push(l);
                        }
                    }
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &str) -> Board {
        Board::from_ascii(rows).expect("a board")
    }

    #[test]
    fn a_lone_stone_in_the_open_is_not_captured() {
        let b = board(
            ".....\n\
             .....\n\
             ..X..\n\
             .....\n\
             .....",
        );
        assert_eq!(
            capturable(&b, Point::new(2, 2), Limits::default()),
            Answer::No
        );
    }

    #[test]
    fn a_string_in_atari_in_the_open_is_saved_by_extending() {
        let b = board(
            ".....\n\
             .OO..\n\
             OXX..\n\
             .OO..\n\
             .....",
        );
        let x = Point::new(1, 2);
        assert_eq!(capturable(&b, x, Limits::default()), Answer::Yes);
        let mut saved = b.clone();
        saved.place(Color::Black, Point::new(3, 2));
        assert_eq!(capturable(&saved, x, Limits::default()), Answer::No);
    }

    #[test]
    fn a_string_in_atari_in_a_net_has_no_defence() {
        // The two black stones: their last liberty is surrounded, so
        // extending there is suicide, and no white string is short of
        // liberties.
        let b = board(
            ".....\n\
             .....\n\
             .OOO.\n\
             OXX.O\n\
             .OOO.",
        );
        let x = Point::new(1, 1);
        assert_eq!(b.color_at(x), Some(Color::Black));
        assert_eq!(capturable(&b, x, Limits::default()), Answer::Yes);
        assert!(b.would_be_suicide(Color::Black, Point::new(3, 1)));
    }
}
