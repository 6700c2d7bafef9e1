//! Positions of the confirmation game: the stones, the pending ko bans of
//! Art. 7-2, the passes, and what the target's owner won back.

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
#[derive(Debug)]
pub struct Position {
    pub board: Board,
    pub bans: Vec<Ban>,
    pub to_move: Color,
    /// Consecutive passes just made; two end the confirmation.
    pub passes: u8,
    /// Has the target been captured at least once on the way here?
    pub recaptured: bool,
    /// Points the target's owner won back since: the stones of attacker
    /// strings it captured after the target was taken (see
    /// `Searcher::standing`), and their hash.
    pub won: PointSet,
    won_key: u64,
    /// The points of the defender's stones taken with the target, each
    /// time it was captured: the room its capture made (Art. 7-1).
    pub vacated: PointSet,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position {
            board: self.board.clone(),
            bans: self.bans.clone(),
            to_move: self.to_move,
            passes: self.passes,
            recaptured: self.recaptured,
            won: self.won.clone(),
            won_key: self.won_key,
            vacated: self.vacated.clone(),
        }
    }

    /// Copies in place, keeping the ban list's allocation: the search
    /// fills the positions it tries this way (see `Searcher::spare`).
    fn clone_from(&mut self, source: &Position) {
        // Every field by name, as in `Board::clone_from`.
        let Position {
            board,
            bans,
            to_move,
            passes,
            recaptured,
            won,
            won_key,
            vacated,
        } = source;
        self.board.clone_from(board);
        self.bans.clone_from(bans);
        self.to_move = *to_move;
        self.passes = *passes;
        self.recaptured = *recaptured;
        self.won.clone_from(won);
        self.won_key = *won_key;
        self.vacated.clone_from(vacated);
    }
}

impl Position {
    pub fn new(board: Board, to_move: Color) -> Position {
        Position {
            board,
            bans: Vec::new(),
            to_move,
            passes: 0,
            recaptured: false,
            won: PointSet::default(),
            won_key: 0,
            vacated: PointSet::default(),
        }
    }

    /// Hash of stones, bans, the side to move and the passes just made
    /// (the transposition key).
    pub fn key(&self) -> u64 {
        self.keys().0
    }

    /// [`key`](Self::key), and the same without the passes just made: the
    /// same position reached again after a pass (see `Searcher::search`,
    /// repetitions). Both from one hashing.
    pub fn keys(&self) -> (u64, u64) {
        let ignoring_passes = self.key_ignoring_passes();
        let passes = (self.passes as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
        (ignoring_passes ^ passes, ignoring_passes)
    }

    fn key_ignoring_passes(&self) -> u64 {
        let mut k = self.board.hash() ^ self.bans.iter().fold(0, |acc, b| acc ^ b.key());
        if self.to_move == Color::White {
            k ^= 0x9e37_79b9_7f4a_7c15;
        }
        if self.recaptured {
            k ^= 0x2545_f491_4f6c_dd1d;
        }
        k ^ self.won_key
    }

    /// May the side to move place a stone on `p` (empty, no suicide, no
    /// banned ko retake)?
    pub fn can_place(&self, p: Point) -> bool {
        let c = self.to_move;
        self.board.is_empty(p)
            && !self.board.would_be_suicide(c, p)
            && !self
                .bans
                .iter()
                .any(|b| b.banned == c && b.ko == p && !self.captures_more_than(p, b.stone))
    }

    /// Would a stone of the side to move on `p` capture stones besides the
    /// ko stone on `stone`? Such a move is no ko recapture, and no ban of
    /// Art. 7-2 forbids it (Example 8: White 5 takes nine stones at the ko
    /// point).
    fn captures_more_than(&self, p: Point, stone: Point) -> bool {
        let them = self.to_move.opponent();
        p.neighbors().iter().any(|&n| {
            n != stone && self.board.color_at(n) == Some(them) && self.board.liberties(n) == 1
        })
    }

    /// Plays a stone for the side to move (checked with [`Self::can_place`]).
    pub fn place(&mut self, p: Point) {
        let c = self.to_move;
        // The board's own ko point is never read here: the bans of Art.
        // 7-2 are this position's (see `can_place`).
        let placed = self.board.place(c, p);
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

    /// Marks as won back the stones of the capturers a stone of the side
    /// to move on `p` would capture: the strings it takes that stand on or
    /// next to the points the target's capture vacated. Stones taken
    /// elsewhere won back no room the capture made (Art. 7-1: the new
    /// stones must stand where the capture made room).
    pub(super) fn win_back_at(&mut self, p: Point) {
        let vacated = &self.vacated;
        let them = self.to_move.opponent();
        for n in p.neighbors() {
            if self.board.color_at(n) == Some(them)
                && self.board.liberties(n) == 1
                && !self.won.contains(n)
                && self.board.string_stones(n).any(|s| {
                    vacated.contains(s) || s.neighbors().iter().any(|&m| vacated.contains(m))
                })
            {
                for s in self.board.string_stones(n) {
                    self.won.insert(s);
                    self.won_key ^= zobrist(them, s).rotate_left(29);
                }
            }
        }
    }

    /// Records `s`, a point of the defender's stones taken with the
    /// target, among the vacated points (and in the key).
    pub(super) fn vacate(&mut self, defender: Color, s: Point) {
        if self.vacated.insert(s) {
            self.won_key ^= zobrist(defender, s).rotate_left(43);
        }
    }

    /// The [`Board::hash`] of the stones together with the won-back
    /// points: what the Benson caches are keyed by.
    pub(super) fn board_key(&self) -> u64 {
        self.board.hash() ^ self.won_key
    }

    /// Passes for the side to move, lifting its ban number `lift` if given.
    /// A pass that lifts a ban does not count towards the two passes
    /// that end the confirmation: the passer has a retake in hand.
    pub fn pass(&mut self, lift: Option<usize>) {
        if let Some(i) = lift {
            self.bans.remove(i);
            self.passes = 0;
        } else {
            self.passes += 1;
        }
        self.to_move = self.to_move.opponent();
    }
}
