//! The game under the Japanese rules of 1989: alternation, the basic ko
//! (Art. 6), no suicide (Art. 4), prisoners (Art. 5), passes that stop the
//! game (Art. 9), handicap setup, komi and the record for undo and SGF.

use crate::board::Board;
use crate::clock::Clock;
use crate::rules;
use crate::types::{ByColor, Color, Move, Point};

/// Why a request to the game was refused. A refused request changes nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// Occupied point, suicide (Art. 4) or basic-ko retake (Art. 6).
    IllegalMove,
    /// Nothing left to take back.
    CannotUndo,
    /// Handicap on a board that already has stones.
    BoardNotEmpty,
    /// A handicap count the board cannot take.
    InvalidHandicap,
    /// Setup points repeated, off the board, or otherwise unusable.
    BadVertexList,
    /// Board side outside 2..=25.
    BadSize,
}

/// One entry of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Move(Color, Move),
    /// Stones put on the board outside play (handicap, SGF AB/AW/AE); the
    /// colour to move afterwards is part of the setup.
    Setup {
        stones: Vec<(Point, Option<Color>)>,
        to_move: Color,
    },
}

#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    komi: f64,
    to_move: Color,
    /// Stones captured by each colour during play (Art. 5).
    prisoners: ByColor<u32>,
    /// Handicap stones placed at the start (for SGF HA).
    handicap: u32,
    events: Vec<Event>,
    /// Board hashes after each event, for reporting repetition (Art. 12).
    hashes: Vec<u64>,
    pub clock: Clock,
}

impl Game {
    pub fn new(size: usize, komi: f64) -> Result<Game, GameError> {
        let board = Board::new(size).map_err(|_| GameError::BadSize)?;
        Ok(Game {
            hashes: vec![board.hash()],
            board,
            komi,
            to_move: Color::Black,
            prisoners: ByColor::default(),
            handicap: 0,
            events: Vec::new(),
            clock: Clock::default(),
        })
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn size(&self) -> usize {
        self.board.size()
    }

    pub fn komi(&self) -> f64 {
        self.komi
    }

    pub fn set_komi(&mut self, komi: f64) {
        self.komi = komi;
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn handicap(&self) -> u32 {
        self.handicap
    }

    /// Stones captured by `color` during play.
    /// The prisoners each colour took in play.
    pub fn all_prisoners(&self) -> ByColor<u32> {
        self.prisoners
    }

    pub fn prisoners(&self, color: Color) -> u32 {
        self.prisoners[color]
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The moves played, in order (setup excluded).
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.events.iter().filter_map(|e| match e {
            Event::Move(c, m) => Some((*c, *m)),
            Event::Setup { .. } => None,
        })
    }

    /// Art. 9-1: two passes in succession stop the game; a stone played
    /// afterwards resumes it (9-3).
    pub fn is_stopped(&self) -> bool {
        let n = self.events.len();
        n >= 2
            && self.events[n - 2..]
                .iter()
                .all(|e| matches!(e, Event::Move(_, Move::Pass)))
    }

    /// Has the current position occurred before (a whole-board repetition,
    /// Art. 12)? Reported, never forbidden.
    pub fn is_repetition(&self) -> bool {
        let (last, earlier) = self.hashes.split_last().expect("hash of the start");
        self.events
            .last()
            .is_some_and(|e| !matches!(e, Event::Move(_, Move::Pass)))
            && earlier.contains(last)
    }

    /// The hash of every whole-board position of the game so far, the
    /// current one last (for avoiding repetition, Art. 12).
    pub fn position_hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// Did the last event pass?
    pub fn last_was_pass(&self) -> bool {
        matches!(self.events.last(), Some(Event::Move(_, Move::Pass)))
    }

    /// May `color` play `mv` now? Passes always may (Art. 9); a stone as
    /// Art. 4 and 6 allow (see [`rules::may_place`]).
    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        match mv {
            Move::Pass => true,
            Move::Place(p) => rules::may_place(&self.board, color, p),
        }
    }

    /// Plays `mv` for `color` (GTP allows either colour at any time).
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), GameError> {
        if !self.is_legal(color, mv) {
            return Err(GameError::IllegalMove);
        }
        match mv {
            Move::Pass => self.board.pass(),
            Move::Place(p) => {
                let placed = self.board.place(color, p);
                self.prisoners[color] += placed.captured;
            }
        }
        self.to_move = color.opponent();
        self.events.push(Event::Move(color, mv));
        self.hashes.push(self.board.hash());
        if self.is_repetition() {
            log::info!(
                "whole-board repetition after {} {} (Art. 12)",
                color.name(),
                mv
            );
        }
        Ok(())
    }

    /// Takes back the last move. Setup (handicap) cannot be taken back.
    pub fn undo(&mut self) -> Result<(), GameError> {
        match self.events.last() {
            Some(Event::Move(..)) => {
                let mut events = std::mem::take(&mut self.events);
                events.pop();
                self.replay(events);
                Ok(())
            }
            _ => Err(GameError::CannotUndo),
        }
    }

    /// Empties the board and the record; komi and clock settings stay.
    pub fn clear(&mut self) {
        self.board = Board::new(self.board.size()).expect("size was valid");
        self.to_move = Color::Black;
        self.prisoners = ByColor::default();
        self.handicap = 0;
        self.events.clear();
        self.hashes = vec![self.board.hash()];
    }

    /// A new empty board of another size; komi stays.
    pub fn set_size(&mut self, size: usize) -> Result<(), GameError> {
        let board = Board::new(size).map_err(|_| GameError::BadSize)?;
        self.board = board;
        self.clear();
        Ok(())
    }

    /// Places handicap stones on an empty board; White moves next.
    pub fn place_handicap(&mut self, points: &[Point]) -> Result<(), GameError> {
        if self.board.empty_points().len() != self.size() * self.size() {
            return Err(GameError::BoardNotEmpty);
        }
        let max = self.size() * self.size() - 1;
        if points.len() < 2 || points.len() > max {
            return Err(GameError::InvalidHandicap);
        }
        let mut sorted = points.to_vec();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != points.len() || !points.iter().all(|&p| self.board.is_on_board(p)) {
            return Err(GameError::BadVertexList);
        }
        let stones = points.iter().map(|&p| (p, Some(Color::Black))).collect();
        self.setup(stones, Color::White)?;
        self.handicap = points.len() as u32;
        Ok(())
    }

    /// Adds setup stones (or clears points with `None`) and sets the colour
    /// to move; where a point is listed more than once, the last entry
    /// holds, and the record keeps that one only. Refused, changing
    /// nothing, if a string would be left with no liberty.
    pub fn setup(
        &mut self,
        mut stones: Vec<(Point, Option<Color>)>,
        to_move: Color,
    ) -> Result<(), GameError> {
        let mut later = std::collections::HashSet::new();
        stones.reverse();
        stones.retain(|&(p, _)| later.insert(p));
        stones.reverse();
        let mut board = self.board.clone();
        apply_setup(&mut board, &stones).ok_or(GameError::BadVertexList)?;
        self.board = board;
        self.to_move = to_move;
        self.hashes.push(self.board.hash());
        self.events.push(Event::Setup { stones, to_move });
        Ok(())
    }

    /// Records how many stones of the setup were handicap (SGF HA).
    pub fn set_handicap_count(&mut self, stones: u32) {
        self.handicap = stones;
    }

    /// Sets the colour to move without a move (SGF PL).
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// Rebuilds the state from a record (used by undo).
    fn replay(&mut self, events: Vec<Event>) {
        let handicap = self.handicap;
        self.clear();
        self.handicap = handicap;
        for event in events {
            match event {
                Event::Move(c, m) => self
                    .play(c, m)
                    .expect("a recorded move stays legal on replay"),
                Event::Setup { stones, to_move } => self
                    .setup(stones, to_move)
                    .expect("a recorded setup stays valid on replay"),
            }
        }
    }
}

/// Applies setup stones to a board; `None` if a point is off the board or a
/// string ends without liberties.
fn apply_setup(board: &mut Board, stones: &[(Point, Option<Color>)]) -> Option<()> {
    // Rebuild from the resulting picture so removals and overwrites are exact.
    let mut picture: Vec<(Point, Color)> = board
        .points()
        .filter_map(|p| board.color_at(p).map(|c| (p, c)))
        .collect();
    for &(p, c) in stones {
        if !board.is_on_board(p) {
            return None;
        }
        picture.retain(|&(q, _)| q != p);
        if let Some(c) = c {
            picture.push((p, c));
        }
    }
    let mut fresh = Board::new(board.size()).ok()?;
    for &(p, c) in &picture {
        fresh.setup_stone(c, p);
    }
    // A stone placed by setup_stone may have captured (or be without
    // liberties): then the picture was not a legal position.
    if picture.iter().any(|&(p, c)| fresh.color_at(p) != Some(c)) {
        return None;
    }
    if picture.iter().any(|&(p, _)| fresh.liberties(p) == 0) {
        return None;
    }
    *board = fresh;
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::parse_gtp(s, 9).unwrap()
    }

    #[test]
    fn undo_restores_everything() {
        let mut g = Game::new(9, 6.5).unwrap();
        let start = g.board().clone();
        for (c, m) in [
            (Color::Black, "E5"),
            (Color::White, "E6"),
            (Color::Black, "pass"),
        ] {
            g.play(c, mv(m)).unwrap();
        }
        for _ in 0..3 {
            g.undo().unwrap();
        }
        assert_eq!(g.board(), &start);
        assert_eq!(g.board().hash(), start.hash());
        assert_eq!(g.undo(), Err(GameError::CannotUndo));
    }

    #[test]
    fn two_passes_stop_and_a_stone_resumes() {
        let mut g = Game::new(9, 6.5).unwrap();
        g.play(Color::Black, Move::Pass).unwrap();
        assert!(!g.is_stopped());
        g.play(Color::White, Move::Pass).unwrap();
        assert!(g.is_stopped());
        g.play(Color::Black, mv("C3")).unwrap();
        assert!(!g.is_stopped());
    }

    #[test]
    fn handicap_is_setup_not_a_move() {
        let mut g = Game::new(9, 0.5).unwrap();
        g.place_handicap(&[Point::new(2, 2), Point::new(6, 6)])
            .unwrap();
        assert_eq!(g.to_move(), Color::White);
        assert_eq!(g.undo(), Err(GameError::CannotUndo));
        assert_eq!(
            g.place_handicap(&[Point::new(2, 6), Point::new(6, 2)]),
            Err(GameError::BoardNotEmpty)
        );
    }
}
