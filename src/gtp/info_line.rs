//! The `info` lines of the analysis commands, in Leela Zero's or KataGo's
//! form, from the sum of the search trees: every shown move on one line,
//! `info move D4 visits N winrate W ... order K pv D4 Q16 ...`, win rates
//! and scores from the view of the side analysed.

use super::stream_args::{Format, Request};
use crate::mcts::{Candidate, Outcome};
use crate::types::{Color, Move, Point};

/// z of the lower confidence bound (95 %, one-sided).
const LCB_Z: f64 = 1.645;

/// A move as the analysis lines write it (`pass` in lower case, as the
/// controllers read a principal variation).
fn vertex(mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Place(p) => p.to_gtp(),
    }
}

/// The win rate less its uncertainty, from 0 to 1 (0 without visits).
fn lower_bound(c: &Candidate) -> f64 {
    if c.visits == 0 {
        return 0.0;
    }
    let w = f64::from(c.win_rate);
    let n = f64::from(c.visits);
    (w - LCB_Z * (w * (1.0 - w) / n).sqrt()).clamp(0.0, 1.0)
}

/// The moves to show: those with visits, most visited first, at least
/// `min_moves` and at most `max_moves`.
fn shown<'a>(outcome: &'a Outcome, request: &Request) -> &'a [Candidate] {
    let visited = outcome.candidates.iter().filter(|c| c.visits > 0).count();
    let n = visited
        .max(request.min_moves)
        .min(request.max_moves.unwrap_or(usize::MAX))
        .min(outcome.candidates.len());
    &outcome.candidates[..n]
}

/// Leela Zero's integers: a fraction times 10000.
fn per_ten_thousand(x: f64) -> i64 {
    (x.clamp(0.0, 1.0) * 10_000.0).round() as i64
}

fn one_move(c: &Candidate, order: usize, format: Format) -> String {
    let pv: Vec<String> = c.pv.iter().map(|&m| vertex(m)).collect();
    let win = f64::from(c.win_rate);
    let fields = match format {
        Format::Leela => format!(
            "visits {} winrate {} prior {} lcb {}",
            c.visits,
            per_ten_thousand(win),
            per_ten_thousand(f64::from(c.prior)),
            per_ten_thousand(lower_bound(c)),
        ),
        Format::Kata => format!(
            "visits {} utility {:.6} winrate {:.6} scoreMean {:.3} scoreLead {:.3} prior {:.6} lcb {:.6}",
            c.visits,
            2.0 * win - 1.0,
            win,
            c.score_lead,
            c.score_lead,
            c.prior,
            lower_bound(c),
        ),
    };
    format!(
        "info move {} {fields} order {order} pv {}",
        vertex(c.mv),
        pv.join(" ")
    )
}

/// KataGo's ownership values: from the view of `mover` (1: the mover's),
/// row by row from the top, left to right.
fn ownership_values(outcome: &Outcome, size: usize, mover: Color) -> Option<String> {
    let own = outcome.ownership.as_ref()?;
    let sign = if mover == Color::Black { 1.0 } else { -1.0 };
    let mut values = Vec::with_capacity(size * size);
    for y in (0..size).rev() {
        for x in 0..size {
            let v = sign * own.share(Point::new(x, y));
            // No "-0.000000".
            values.push(format!("{:.6}", if v == 0.0 { 0.0 } else { v }));
        }
    }
    Some(values.join(" "))
}

/// The line for one report, or `None` when there is no move to show yet.
/// `mover` is the side analysed, `size` the board's.
pub fn line(
    outcome: &Outcome,
    request: &Request,
    format: Format,
    mover: Color,
    size: usize,
) -> Option<String> {
    let moves = shown(outcome, request);
    if moves.is_empty() {
        return None;
    }
    let mut parts: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(order, c)| one_move(c, order, format))
        .collect();
    if request.ownership {
        if let Some(values) = ownership_values(outcome, size, mover) {
            parts.push(format!("ownership {values}"));
        }
    }
    Some(parts.join(" "))
}
