//! Art. 7-1 under the causal reading (design note, Status 7-1 (ii)).
//!
//! A captured string lives again when its owner can then force a stone the
//! attacker cannot capture on its vacated points or on capturers it takes
//! back (the narrow reading, which the confirmation search reads), or on a
//! point where the owner could not have forced such a stone in the
//! stopped position, moving first with the attacker answering freely: the
//! capture made room for it. This is how the design note reads Example 4,
//! where Black can kill either white group but the other then lives, and
//! both are alive (no position of it is rebuilt yet:
//! `gtp-tests/rules/SEARCHES.md`).
//!
//! Of those points, these are read: the stones of opposing strings proven
//! alive (the owner, moving first, cannot capture them), and the stones of
//! the owner's other dead strings that the attacker captures even with the
//! owner moving first. A string the narrow reading proved dead is read
//! once more with those points counted as its owner's (see
//! [`Searcher::with_new_ground`]); if the attacker can no longer capture
//! it so, it lives. Empty points are not counted: a point left out only
//! keeps a string dead that the full reading might keep alive, which is
//! the narrow reading's answer. The guards of the design note stay dead: a
//! lone stone in the opponent's territory has no such points around it,
//! and a capture that gives the owner a tempo gives it nothing it could
//! not have had moving first, which the attacker answers as it likes.
//!
//! Read in a string's whole area, or else in the points it lives or dies
//! in, when they are small enough to search (`Budget::max_area`), as the
//! narrow reading read it; only by the scoring commands (`wider_readings`).
//! Each string's record says what this reading found (see
//! [`CausalCheck`]).

use std::collections::HashMap;
use std::sync::Arc;

use rayon::prelude::*;

use super::areas::{area_of, empties};
use super::budget::CAUSAL_SHARE;
use super::search::{CausalCheck, Ground, Line, Problem, Searcher, Verdict};
use super::{settle_unconditionally, Analysis, Budget, Method, Status};
use crate::board::Board;
use crate::types::{Color, Point};

/// A string the narrow reading captured, to read again: its area and the
/// ground around it.
struct Job {
    target: Point,
    area: Vec<Point>,
    ground: Vec<Ground>,
}

/// Reads again, under the causal reading, every string the search proved
/// dead, and marks alive those it keeps alive, with the line and the new
/// stone that show it; the others keep their status, their record saying
/// what the reading found.
pub(super) fn read_causally(board: &Board, analysis: &mut Analysis, budget: Budget) {
    if !budget.wider_readings {
        return;
    }
    let dead: Vec<Point> = board
        .string_heads()
        .filter(|&h| analysis.status[h.index()] == Some((Status::Dead, Method::Search)))
        .collect();
    if dead.is_empty() {
        return;
    }
    let jobs = jobs(board, analysis, &dead, budget);
    log::debug!(
        "causal reading: {} of {} dead strings read again with the ground around",
        jobs.len(),
        dead.len()
    );
    let read: Vec<(Point, CausalCheck, Option<Line>)> = jobs
        .par_iter()
        .map(|job| {
            let (check, line) = read_with_ground(board, job, budget);
            (job.target, check, line)
        })
        .collect();
    for (t, check, line) in read {
        let lives = check.verdict == Verdict::Survives;
        if lives {
            log::debug!(
                "causal reading: {} lives, its capture making room at {}",
                t.to_gtp(),
                check.new_stone.map_or("?".to_string(), |p| p.to_gtp())
            );
        }
        let line = budget.keep_lines.then(|| {
            let mut line = match (lives, line, &analysis.lines[t.index()]) {
                (true, Some(line), _) => line,
                (false, _, Some(narrow)) => Line::clone(narrow),
                _ => Line::default(),
            };
            line.causal = Some(check);
            Arc::new(line)
        });
        for s in board.string_stones(t) {
            if lives {
                analysis.status[s.index()] = Some((Status::Alive, Method::Search));
            }
            analysis.lines[s.index()] = line.clone();
        }
    }
}

/// The dead strings that have ground around them, each with the area it is
/// read in.
fn jobs(board: &Board, analysis: &Analysis, dead: &[Point], budget: Budget) -> Vec<Job> {
    let proven = |h: Point, status: Status| {
        analysis.status[h.index()].is_some_and(|(s, m)| s == status && m != Method::Estimate)
    };
    let settled = settle_unconditionally(board).settled;
    let mut jobs = Vec::new();
    // By string and the area it was read in (the points strings live or
    // die in differ from string to string).
    let mut owner_dead_first: HashMap<(Point, Vec<Point>), bool> = HashMap::new();
    for &t in dead {
        let Some(color) = board.color_at(t) else {
            continue;
        };
        // Read where the narrow reading can have proved it: its whole
        // area, or else the points it lives or dies in.
        let mut area = area_of(board, t, &settled);
        if empties(board, &area) > budget.max_area {
            match super::local_reading_area(board, t, &settled, &area, budget) {
                Some(local) if empties(board, &local.points) <= budget.max_area => {
                    area = local.points;
                }
                _ => continue,
            }
        }
        let mut heads: Vec<Point> = area
            .iter()
            .copied()
            .filter(|&p| board.is_string_head(p))
            .collect();
        heads.sort_by_key(|p| p.index());
        let mut ground = Vec::new();
        for h in heads {
            if board.color_at(h) == Some(color.opponent()) && proven(h, Status::Alive) {
                ground.push(Ground::AttackerAlive(h));
            } else if h != t
                && board.color_at(h) == Some(color)
                && proven(h, Status::Dead)
                && *owner_dead_first
                    .entry((h, area.clone()))
                    .or_insert_with(|| dead_moving_first(board, h, &area, budget))
            {
                ground.push(Ground::OwnerDead(h));
            }
        }
        if !ground.is_empty() {
            jobs.push(Job {
                target: t,
                area,
                ground,
            });
        }
    }
    jobs
}

/// The greatest depth a reading of `area` may need (as the first reading's).
fn max_depth(area: &[Point]) -> u16 {
    3 * area.len() as u16 + 8
}

/// Does the attacker capture the string at `head` for good even with its
/// owner moving first, read in the rules' own game (answers free)?
fn dead_moving_first(board: &Board, head: Point, area: &[Point], budget: Budget) -> bool {
    let Some(color) = board.color_at(head) else {
        return false;
    };
    let problem = Problem {
        attacker: color.opponent(),
        target: board.string_stones(head).collect(),
        area: area.to_vec(),
    };
    let mut searcher = Searcher::new(&problem, budget.nodes / CAUSAL_SHARE)
        .with_free_answers()
        .with_defender_first();
    let verdict = searcher.solve(board, max_depth(area));
    log::trace!("owner first: {verdict:?} in {} nodes", searcher.nodes());
    verdict == Verdict::Captured && !searcher.recursion_cut()
}

/// The job's string read in the rules' own game (answers free) with the
/// points of its ground counted as its owner's: what it found, and the
/// line that shows the string lives, when it does.
fn read_with_ground(board: &Board, job: &Job, budget: Budget) -> (CausalCheck, Option<Line>) {
    let points: Vec<Point> = job
        .ground
        .iter()
        .flat_map(|g| board.string_stones(g.head()))
        .collect();
    let mut check = CausalCheck {
        verdict: Verdict::Unknown,
        ground: job.ground.clone(),
        new_stone: None,
    };
    let Some(color) = board.color_at(job.target) else {
        return (check, None);
    };
    let problem = Problem {
        attacker: color.opponent(),
        target: board.string_stones(job.target).collect(),
        area: job.area.clone(),
    };
    let mut searcher = Searcher::new(&problem, budget.nodes / CAUSAL_SHARE)
        .with_free_answers()
        .with_new_ground(&points);
    check.verdict = match searcher.solve(board, max_depth(&job.area)) {
        Verdict::Captured if searcher.recursion_cut() => Verdict::Unknown,
        v => v,
    };
    log::trace!(
        "with the ground: {:?} in {} nodes, {} strings",
        check.verdict,
        searcher.nodes(),
        job.ground.len()
    );
    if check.verdict != Verdict::Survives {
        return (check, None);
    }
    let line = searcher.principal_line(board, super::reading::MAX_PROOF_STEPS);
    check.new_stone = new_stone(board, &line, color, &points);
    (check, Some(line))
}

/// A stone of `owner`, the target's, standing on one of `ground`'s points
/// at the end of `line`.
fn new_stone(board: &Board, line: &Line, owner: Color, ground: &[Point]) -> Option<Point> {
    let mut end = board.clone();
    for step in &line.steps {
        if let Some(p) = step.stone {
            end.place(step.color, p);
        }
    }
    ground
        .iter()
        .copied()
        .filter(|&p| end.color_at(p) == Some(owner))
        .min_by_key(|p| p.index())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::confirm::analyse;

    /// A 5x5 position (Black `X`, White `O`). The Black stones that take
    /// White's D5 fill liberties of Black's own large string (C5, and D4
    /// or D3), and White then takes that string, which it could not have
    /// taken moving first.
    const COSTLY_CAPTURE: &str = "
        .O.O.
        OOX.O
        XOX.X
        .OXX.
        XX.XO";

    fn pt(s: &str, b: &Board) -> Point {
        Point::parse_gtp(s, b.size()).unwrap()
    }

    fn verdict(board: &Board, at: &str, owner_first: bool) -> Verdict {
        let settled = settle_unconditionally(board).settled;
        let head = pt(at, board);
        let area = area_of(board, head, &settled);
        let problem = Problem {
            attacker: board.color_at(head).unwrap().opponent(),
            target: board.string_stones(head).collect(),
            area: area.clone(),
        };
        let searcher = Searcher::new(&problem, 1_000_000).with_free_answers();
        let mut searcher = if owner_first {
            searcher.with_defender_first()
        } else {
            searcher
        };
        searcher.solve(board, max_depth(&area))
    }

    /// Black's A3 is taken when White moves first, but Black moving first
    /// joins it to A1 at A2; White's E1 is taken whoever moves first.
    #[test]
    fn the_owner_moving_first_saves_some_strings_and_not_others() {
        let board = Board::from_ascii(COSTLY_CAPTURE).unwrap();
        assert_eq!(verdict(&board, "A3", false), Verdict::Captured);
        assert_eq!(verdict(&board, "A3", true), Verdict::Survives);
        assert_eq!(verdict(&board, "E1", false), Verdict::Captured);
        assert_eq!(verdict(&board, "E1", true), Verdict::Captured);
        let settled = settle_unconditionally(&board).settled;
        let e1 = pt("E1", &board);
        let area = area_of(&board, e1, &settled);
        assert!(dead_moving_first(&board, e1, &area, Budget::default()));
        let a3 = pt("A3", &board);
        assert!(!dead_moving_first(
            &board,
            a3,
            &area_of(&board, a3, &settled),
            Budget::default()
        ));
    }

    /// The narrow reading captures D5; with the points of Black's strings
    /// proven alive counted as White's, Black can no longer capture it, and
    /// the record names the stone White holds there at the end of the line.
    /// E4, whose capture costs Black nothing, stays dead.
    #[test]
    fn a_capture_that_costs_the_attacker_a_group_of_its_own_leaves_the_string_alive() {
        let board = Board::from_ascii(COSTLY_CAPTURE).unwrap();
        let analysis = analyse(&board, Budget::default());
        let d5 = pt("D5", &board);
        assert_eq!(analysis.status(d5), Some(Status::Alive));
        assert_eq!(analysis.method(d5), Some(Method::Search));
        let check = analysis.line(d5).and_then(|l| l.causal.clone()).unwrap();
        assert_eq!(check.verdict, Verdict::Survives);
        let stone = check.new_stone.unwrap();
        assert!(check
            .ground
            .iter()
            .any(|g| matches!(g, Ground::AttackerAlive(h)
            if board.string_stones(*h).any(|s| s == stone))));
        let e4 = pt("E4", &board);
        assert_eq!(analysis.status(e4), Some(Status::Dead));
        let check = analysis.line(e4).and_then(|l| l.causal.clone()).unwrap();
        assert_eq!(check.verdict, Verdict::Captured);
    }

    /// Without the wider readings (the move generator's counts) nothing is
    /// read again: D5 stays as the narrow reading has it.
    #[test]
    fn the_move_generator_counts_read_narrowly() {
        let board = Board::from_ascii(COSTLY_CAPTURE).unwrap();
        let budget = Budget {
            wider_readings: false,
            ..Budget::default()
        };
        let analysis = analyse(&board, budget);
        assert_ne!(analysis.status(pt("D5", &board)), Some(Status::Alive));
    }
}
