//! The arguments of the analysis commands, as Leela Zero and KataGo take
//! them: an optional colour and an optional interval in centiseconds, in
//! either order, then `key value` pairs (`interval N`, `minmoves N`,
//! `maxmoves N`, and for KataGo's format `ownership true|false`).

use std::time::Duration;

use super::GtpError;
use crate::types::Color;

/// The shape of the `info` lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Leela Zero's: win rates and priors as integers from 0 to 10000.
    Leela,
    /// KataGo's: fractions from 0 to 1, and the score.
    Kata,
}

/// A well-formed analysis request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// `None`: the side to move.
    pub color: Option<Color>,
    /// Time between two `info` lines; zero: one line when the analysis
    /// ends.
    pub interval: Duration,
    /// Add KataGo's `ownership` values to every line.
    pub ownership: bool,
    /// Show at least this many moves (with no visits if need be).
    pub min_moves: usize,
    /// Show at most this many moves.
    pub max_moves: Option<usize>,
}

/// Parses an interval in centiseconds, or a count.
fn count(text: &str) -> Result<u64, GtpError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(GtpError::Syntax);
    }
    text.parse().map_err(|_| GtpError::Syntax)
}

fn centiseconds(n: u64) -> Duration {
    Duration::from_millis(n.saturating_mul(10))
}

/// Reads the arguments of an analysis command in `format`.
pub fn parse(args: &[String], format: Format) -> Result<Request, GtpError> {
    let mut request = Request {
        color: None,
        interval: Duration::ZERO,
        ownership: false,
        min_moves: 0,
        max_moves: None,
    };
    let mut interval_given = false;
    let mut rest = args.iter().map(String::as_str).peekable();
    // The colour and the interval first, in either order.
    for _ in 0..2 {
        match rest.peek() {
            Some(t) if request.color.is_none() && Color::parse(t).is_some() => {
                request.color = Color::parse(t);
            }
            Some(t) if !interval_given && t.bytes().all(|b| b.is_ascii_digit()) => {
                request.interval = centiseconds(count(t)?);
                interval_given = true;
            }
            _ => break,
        }
        rest.next();
    }
    while let Some(key) = rest.next() {
        let value = rest.next().ok_or(GtpError::Syntax)?;
        match key.to_ascii_lowercase().as_str() {
            "interval" if !interval_given => {
                request.interval = centiseconds(count(value)?);
                interval_given = true;
            }
            "minmoves" => {
                request.min_moves = count(value)?.min(usize::MAX as u64) as usize;
            }
            "maxmoves" => {
                request.max_moves = Some(count(value)?.min(usize::MAX as u64) as usize);
            }
            "ownership" if format == Format::Kata => {
                request.ownership = match value.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(GtpError::Syntax),
                };
            }
            _ => return Err(GtpError::Syntax),
        }
    }
    Ok(request)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    fn ok(text: &str, format: Format) -> Request {
        parse(&args(text), format).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn colour_and_interval_in_either_order() {
        for text in ["b 50", "50 b", "black 50", "B interval 50"] {
            let r = ok(text, Format::Leela);
            assert_eq!(r.color, Some(Color::Black), "{text}");
            assert_eq!(r.interval, Duration::from_millis(500), "{text}");
        }
        let r = ok("", Format::Kata);
        assert_eq!((r.color, r.interval), (None, Duration::ZERO));
        assert_eq!(ok("W", Format::Kata).color, Some(Color::White));
        assert_eq!(ok("25", Format::Kata).interval, Duration::from_millis(250));
    }

    #[test]
    fn key_value_pairs() {
        let r = ok("w 10 ownership true minmoves 3 maxmoves 5", Format::Kata);
        assert!(r.ownership);
        assert_eq!((r.min_moves, r.max_moves), (3, Some(5)));
        assert!(!ok("ownership false", Format::Kata).ownership);
    }

    #[test]
    fn bad_arguments() {
        for text in [
            "x",
            "b w",
            "b 10 20",
            "10 20",
            "-5",
            "1.5",
            "b 10 ownership",
            "b 10 ownership maybe",
            "interval x",
            "interval 50 b",
            "10 interval 20",
            "maxmoves -1",
            "avoid b D4 1",
            "99999999999999999999999",
        ] {
            assert!(parse(&args(text), Format::Kata).is_err(), "{text}");
        }
        assert!(parse(&args("b 10 ownership true"), Format::Leela).is_err());
        // A huge interval is no error (it saturates).
        assert!(parse(&args("b 18446744073709551615"), Format::Kata).is_ok());
    }
}
