//! The confirmation game of Article 7 as a search: can the attacker, moving
//! first, capture a target string so that its owner cannot answer with a
//! new stone on the vacated points that in turn survives (7-1)?
//!
//! Moves are stones and passes. Ko follows Art. 7-2: a player whose stone
//! was captured in a ko may retake in that ko only after passing once for
//! that particular ko; a pass lifts one ban of the passer's choosing. A line
//! that repeats forever captures nothing, so the target survives it.

use std::collections::HashMap;

use crate::board::{zobrist, Board, PointSet};
use crate::types::{Color, Point};

/// A pending ko ban of Art. 7-2: `banned` may not retake at `ko` (which
/// would capture the lone stone on `stone`) until it passes for this ko.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ban {
    pub ko: Point,
    pub stone: Point,
    pub banned: Color,
}

impl Ban {
    /// Is the ko shape still there (retaking would capture exactly `stone`)?
    fn holds(&self, board: &Board) -> bool {
        board.is_empty(self.ko)
            && board.color_at(self.stone) == Some(self.banned.opponent())
            && board.string_size(self.stone) == 1
            && board.liberties(self.stone) == 1
    }

    fn key(&self) -> u64 {
        // Distinct from the stone keys: mix the colour of the banned side
        // with the ko point's key of the other colour, rotated.
        zobrist(self.banned.opponent(), self.ko).rotate_left(17) ^ 0x5bd1_e995
    }
}

/// A position of the confirmation game.
#[derive(Clone, Debug)]
pub struct Position {
    pub board: Board,
    pub bans: Vec<Ban>,
    pub to_move: Color,
    /// Consecutive passes just made; two end the confirmation.
    pub passes: u8,
}

impl Position {
    pub fn new(board: Board, to_move: Color) -> Position {
        Position {
            board,
            bans: Vec::new(),
            to_move,
            passes: 0,
        }
    }

    /// Hash of stones, bans and the side to move (the transposition key).
    pub fn key(&self) -> u64 {
        let mut k = self.board.hash() ^ self.bans.iter().fold(0, |acc, b| acc ^ b.key());
        if self.to_move == Color::White {
            k ^= 0x9e37_79b9_7f4a_7c15;
        }
        k ^ (self.passes as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
    }

    /// May the side to move place a stone on `p` (empty, no suicide, no
    /// banned ko retake)?
    pub fn can_place(&self, p: Point) -> bool {
        let c = self.to_move;
        self.board.is_empty(p)
            && !self.board.is_suicide(c, p)
            && !self.bans.iter().any(|b| b.banned == c && b.ko == p)
    }

    /// Plays a stone for the side to move (checked with [`can_place`]).
    pub fn place(&mut self, p: Point) {
        let c = self.to_move;
        let placed = self.board.place(c, p);
        self.board.pass(); // the board's own ko point is not Art. 7-2's
        self.bans.retain(|b| b.holds(&self.board));
        if let Some(ko) = placed.ko {
            self.bans.push(Ban {
                ko,
                stone: p,
                banned: c.opponent(),
            });
        }
        self.to_move = c.opponent();
        self.passes = 0;
    }

    /// Passes for the side to move, lifting its ban number `lift` if given.
    pub fn pass(&mut self, lift: Option<usize>) {
        if let Some(i) = lift {
            self.bans.remove(i);
        }
        self.to_move = self.to_move.opponent();
        self.passes += 1;
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
    /// The points of the target string (the vacated points after capture).
    pub target: Vec<Point>,
    /// Points where either side may play (the rest of the board is settled).
    pub area: Vec<Point>,
}

#[derive(Copy, Clone)]
struct Entry {
    verdict: Verdict,
    depth: u16,
}

/// A search with a node budget and a transposition table.
pub struct Searcher<'a> {
    problem: &'a Problem,
    defender: Color,
    area_set: PointSet,
    table: HashMap<u64, Entry>,
    path: Vec<u64>,
    pub nodes: u64,
    pub budget: u64,
}

impl<'a> Searcher<'a> {
    pub fn new(problem: &'a Problem, budget: u64) -> Searcher<'a> {
        let mut area_set = PointSet::default();
        for &p in &problem.area {
            area_set.insert(p);
        }
        Searcher {
            problem,
            defender: problem.attacker.opponent(),
            area_set,
            table: HashMap::new(),
            path: Vec::new(),
            nodes: 0,
            budget,
        }
    }

    /// Iterative deepening until a verdict or the budget runs out.
    pub fn solve(&mut self, board: &Board, max_depth: u16) -> Verdict {
        let root = Position::new(board.clone(), self.problem.attacker);
        let mut depth = 2;
        loop {
            let v = self.search(&root, depth);
            if v != Verdict::Unknown || depth >= max_depth || self.nodes >= self.budget {
                return v;
            }
            depth += 2;
        }
    }

    fn target_present(&self, board: &Board) -> bool {
        self.problem
            .target
            .iter()
            .any(|&p| board.color_at(p) == Some(self.defender))
    }

    /// A defender string with two one-point eyes made of itself alone can
    /// never be captured.
    fn certainly_alive(&self, board: &Board) -> bool {
        self.problem.target.iter().any(|&p| {
            if board.color_at(p) != Some(self.defender) {
                return false;
            }
            let head = board.string_head(p);
            if board.liberties(p) < 2 {
                return false;
            }
            let mut eyes = 0;
            for lib in board.string_liberties(p) {
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
        })
    }

    fn search(&mut self, pos: &Position, depth: u16) -> Verdict {
        self.nodes += 1;
        let present = self.target_present(&pos.board);
        if !present && pos.to_move == self.problem.attacker {
            // Captured and the defender did not (or could not) answer on
            // the vacated points.
            return Verdict::Captured;
        }
        if present && pos.passes >= 2 {
            return Verdict::Survives;
        }
        if present && self.certainly_alive(&pos.board) {
            return Verdict::Survives;
        }
        let key = pos.key();
        if self.path.contains(&key) {
            // An endless cycle captures nothing (Examples 6, 12).
            return Verdict::Survives;
        }
        if let Some(e) = self.table.get(&key) {
            if e.verdict != Verdict::Unknown || e.depth >= depth {
                return e.verdict;
            }
        }
        if depth == 0 || self.nodes >= self.budget {
            return Verdict::Unknown;
        }

        let mover = pos.to_move;
        let attacking = mover == self.problem.attacker;
        // The result that ends the search for the mover, and its opposite.
        let (win, lose) = if attacking {
            (Verdict::Captured, Verdict::Survives)
        } else {
            (Verdict::Survives, Verdict::Captured)
        };
        let moves = self.moves(pos, present);
        let mut best = lose;
        self.path.push(key);
        // After a capture the defender must answer on the vacated points:
        // passing there means giving up. Otherwise a pass is always possible,
        // once for each of the mover's pending ko bans (Art. 7-2).
        let mut passes: Vec<Option<usize>> = Vec::new();
        if present {
            passes.extend(
                (0..pos.bans.len())
                    .filter(|&i| pos.bans[i].banned == mover)
                    .map(Some),
            );
            if passes.is_empty() {
                passes.push(None);
            }
        }
        let total = moves.len() + passes.len();
        for i in 0..total {
            let mut child = pos.clone();
            match moves.get(i) {
                Some(&p) => child.place(p),
                None => child.pass(passes[i - moves.len()]),
            }
            match self.search(&child, depth - 1) {
                v if v == win => {
                    best = win;
                    break;
                }
                Verdict::Unknown => best = Verdict::Unknown,
                _ => {}
            }
        }
        self.path.pop();
        self.table.insert(
            key,
            Entry {
                verdict: best,
                depth,
            },
        );
        best
    }

    /// Candidate stones for the side to move, most urgent first.
    fn moves(&self, pos: &Position, present: bool) -> Vec<Point> {
        let board = &pos.board;
        if !present {
            // The defender may only answer on the vacated points.
            return self
                .problem
                .target
                .iter()
                .copied()
                .filter(|&p| pos.can_place(p))
                .collect();
        }
        let mut scored: Vec<(i32, Point)> = self
            .problem
            .area
            .iter()
            .copied()
            .filter(|&p| self.area_set.contains(p) && pos.can_place(p))
            .map(|p| (self.urgency(board, pos.to_move, p), p))
            .collect();
        scored.sort_by_key(|&(s, p)| (-s, p));
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
                if self.problem.target.contains(&board.string_head(n))
                    || self.problem.target.contains(&n)
                {
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

    fn solve(rows: &str, attacker: Color, target: &str) -> Verdict {
        let board = Board::from_ascii(rows).unwrap();
        let t = pt(target, &board);
        let mut settled = PointSet::default();
        for color in Color::BOTH {
            let pa = crate::confirm::benson::pass_alive(&board, color);
            for &h in &pa.strings {
                board.string_stones(h).for_each(|s| {
                    settled.insert(s);
                });
            }
        }
        let problem = Problem {
            attacker,
            target: board.string_stones(t).collect(),
            area: crate::confirm::area_of(&board, t, &settled),
        };
        Searcher::new(&problem, 2_000_000).solve(&board, 40)
    }

    #[test]
    fn stone_inside_a_living_wall_dies() {
        let rows = "
            .O.O...
            OOOOO..
            O.X.O..
            O...O..
            OOOOO..
            .......
            .......";
        assert_eq!(solve(rows, Color::White, "C5"), Verdict::Captured);
    }

    #[test]
    fn two_eyes_survive() {
        assert_eq!(
            solve(".X.X\nXXXX\nOOOO\n....", Color::White, "B4"),
            Verdict::Survives
        );
    }
}
