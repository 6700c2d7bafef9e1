//! Why a command failed: what it answers after `?`. GTP names some of
//! these failures and their words (`illegal move`, `syntax error`, ...);
//! the others follow GoGui's and GNU Go's wording.

use crate::game::GameError;
use std::fmt;

/// A failed command. A command that fails changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GtpError {
    /// Arguments missing, extra, or not of their type.
    Syntax,
    UnknownCommand,
    /// `boardsize` outside what the engine plays.
    UnacceptableSize,
    /// Occupied, suicide (Art. 4), the basic-ko retake (Art. 6), or off
    /// the board.
    IllegalMove,
    CannotUndo,
    /// A handicap asked for once the board has stones.
    BoardNotEmpty,
    /// A handicap count the board cannot take.
    InvalidNumberOfStones,
    /// Setup points repeated, off the board, or too few.
    BadVertexList,
    /// `kakunin-score_param` with a name it does not know.
    UnknownParameter,
    /// `kakunin-score_param` with a value outside its range.
    ValueOutOfRange,
    /// `loadsgf` on a file it cannot read or parse (the reason goes to the
    /// log).
    CannotLoadFile,
    /// A file it cannot write (the reason goes to the log).
    CannotWriteFile,
    /// The move generator chose a move the game refused: a defect, never
    /// an input's fault.
    GeneratorFailed,
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GtpError::Syntax => "syntax error",
            GtpError::UnknownCommand => "unknown command",
            GtpError::UnacceptableSize => "unacceptable size",
            GtpError::IllegalMove => "illegal move",
            GtpError::CannotUndo => "cannot undo",
            GtpError::BoardNotEmpty => "board not empty",
            GtpError::InvalidNumberOfStones => "invalid number of stones",
            GtpError::BadVertexList => "bad vertex list",
            GtpError::UnknownParameter => "unknown parameter",
            GtpError::ValueOutOfRange => "value out of range",
            GtpError::CannotLoadFile => "cannot load file",
            GtpError::CannotWriteFile => "cannot write file",
            GtpError::GeneratorFailed => "the move generator chose an illegal move",
        })
    }
}

impl std::error::Error for GtpError {}

impl From<GameError> for GtpError {
    fn from(e: GameError) -> GtpError {
        match e {
            GameError::IllegalMove => GtpError::IllegalMove,
            GameError::CannotUndo => GtpError::CannotUndo,
            GameError::BoardNotEmpty => GtpError::BoardNotEmpty,
            GameError::InvalidHandicap => GtpError::InvalidNumberOfStones,
            GameError::BadVertexList => GtpError::BadVertexList,
            GameError::BadSize => GtpError::UnacceptableSize,
        }
    }
}
