//! Life and death by the confirmation phase of Article 7.
//!
//! 1. Benson's unconditional life settles what needs no search, and the
//!    small regions those strings enclose (their opponent stones are dead).
//! 2. The rest of the board splits into independent areas (connected points
//!    outside the settled part); each string in an area is the target of a
//!    confirmation search in which the opponent moves first (Art. 7-1).
//! 3. A search that runs out of budget falls back to an estimate from
//!    random playouts, and says so on stderr.

pub mod benson;
pub mod estimate;
pub mod search;

use rayon::prelude::*;

use crate::board::{Board, PointSet};
use crate::types::{Color, Point};
use search::{Problem, Searcher, Verdict};

/// The status of a string after the confirmation phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
}

/// How a string's status was found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Unconditional life, or inside a region unconditionally owned.
    Benson,
    /// Decided by the confirmation search.
    Search,
    /// The search ran out of budget: estimated from playouts.
    Estimate,
}

/// Limits of the analysis.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    /// Nodes per confirmation search.
    pub nodes: u64,
    /// Largest number of empty points in an area searched exactly.
    pub max_area: usize,
    /// Playouts for the estimate.
    pub playouts: u32,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            nodes: 200_000,
            max_area: 16,
            playouts: 1_000,
        }
    }
}

/// Statuses of every stone of a position.
#[derive(Clone, Debug)]
pub struct Analysis {
    status: Vec<Option<(Status, Method)>>,
}

impl Analysis {
    /// The status of the stone on `p` (`None` for an empty point).
    pub fn status(&self, p: Point) -> Option<Status> {
        self.status[p.index()].map(|(s, _)| s)
    }

    pub fn method(&self, p: Point) -> Option<Method> {
        self.status[p.index()].map(|(_, m)| m)
    }

    /// Did any string need the fallback estimate?
    pub fn used_estimate(&self) -> bool {
        self.status
            .iter()
            .flatten()
            .any(|(_, m)| *m == Method::Estimate)
    }
}

/// The heads of all strings on the board.
fn string_heads(board: &Board) -> Vec<Point> {
    board
        .points()
        .filter(|&p| board.color_at(p).is_some() && board.string_head(p) == p)
        .collect()
}

/// Decides the status of every string of `board`.
pub fn analyse(board: &Board, budget: Budget) -> Analysis {
    let mut status: Vec<Option<(Status, Method)>> = vec![None; crate::types::ARRAY_LEN];
    let mut settled = PointSet::default();
    for color in Color::BOTH {
        let pa = benson::pass_alive(board, color);
        for &h in &pa.strings {
            for s in board.string_stones(h) {
                status[s.index()] = Some((Status::Alive, Method::Benson));
                settled.insert(s);
            }
        }
        for region in &pa.secure_regions {
            for &p in &region.points {
                settled.insert(p);
                if board.color_at(p).is_some() {
                    status[p.index()] = Some((Status::Dead, Method::Benson));
                }
            }
        }
    }

    // Strings that share an area share its difficulty: searched one after
    // another, and once one of them runs out of nodes, the others get a
    // tenth of the budget. Areas are searched in parallel; the order within
    // an area is fixed, so the answer does not depend on the threads.
    let mut areas: Vec<(Vec<Point>, Vec<Point>)> = Vec::new();
    let mut area_seen = PointSet::default();
    for h in string_heads(board) {
        if settled.contains(h) || area_seen.contains(h) {
            continue;
        }
        let area = board.flood(h, |p| !settled.contains(p), &mut area_seen).0;
        let heads = area
            .iter()
            .copied()
            .filter(|&p| board.color_at(p).is_some() && board.string_head(p) == p)
            .collect();
        areas.push((area, heads));
    }
    // (area index, string head, verdict)
    let verdicts: Vec<(usize, Point, Verdict)> = areas
        .par_iter()
        .enumerate()
        .flat_map_iter(|(i, (area, heads))| {
            let mut nodes = budget.nodes;
            heads
                .iter()
                .map(|&h| {
                    let v = confirm_string(board, h, area, Budget { nodes, ..budget });
                    if v == Verdict::Unknown {
                        nodes = budget.nodes / 10;
                    }
                    (i, h, v)
                })
                .collect::<Vec<_>>()
        })
        .collect();

    // Strings the search could not settle take the playout estimate; so do
    // the strings whose capture the search proved against attackers that
    // are themselves only estimated, and estimated dead: a proof that leans
    // on stones which are likely dead is not trusted (the capturers of a
    // lone stone in a corner full of dead stones).
    let unknown: Vec<(usize, Point)> = verdicts
        .iter()
        .filter(|(_, _, v)| *v == Verdict::Unknown)
        .map(|&(i, h, _)| (i, h))
        .collect();
    let estimate = (!unknown.is_empty()).then(|| {
        log::warn!("confirmation search budget exhausted: some statuses estimated from playouts");
        estimate::ownership(board, budget.playouts)
    });
    let estimated_dead = |h: Point| -> bool {
        let color = board.color_at(h).expect("a string head");
        estimate
            .as_ref()
            .is_some_and(|e| e.owner(h) == Some(color.opponent()))
    };
    for &(area, h, verdict) in &verdicts {
        let leans_on_dead = verdict == Verdict::Captured
            && unknown.iter().any(|&(a, u)| {
                a == area && board.color_at(u) != board.color_at(h) && estimated_dead(u)
            });
        let decided = match verdict {
            Verdict::Captured if !leans_on_dead => (Status::Dead, Method::Search),
            Verdict::Survives => (Status::Alive, Method::Search),
            _ => {
                let s = if estimated_dead(h) {
                    Status::Dead
                } else {
                    Status::Alive
                };
                (s, Method::Estimate)
            }
        };
        for s in board.string_stones(h) {
            status[s.index()] = Some(decided);
        }
    }
    Analysis { status }
}

/// The unsettled points connected to the string at `head`.
pub fn area_of(board: &Board, head: Point, settled: &PointSet) -> Vec<Point> {
    board
        .flood(head, |p| !settled.contains(p), &mut PointSet::default())
        .0
}

/// Runs the confirmation search for one string of `area` (the unsettled
/// points connected to it).
fn confirm_string(board: &Board, head: Point, area: &[Point], budget: Budget) -> Verdict {
    let color = board.color_at(head).expect("a string head");
    let empties = area.iter().filter(|&&p| board.is_empty(p)).count();
    if empties > budget.max_area {
        return Verdict::Unknown;
    }
    let problem = Problem {
        attacker: color.opponent(),
        target: board.string_stones(head).collect(),
        area: area.to_vec(),
    };
    let mut searcher = Searcher::new(&problem, budget.nodes);
    // Captures free the points of the area's stones: every point of the
    // area may be played on, several times over in a ko fight.
    let verdict = searcher.solve(board, 3 * problem.area.len() as u16 + 8);
    log::debug!(
        "confirm {} ({} stones, {} empty points): {:?} in {} nodes",
        head,
        problem.target.len(),
        empties,
        verdict,
        searcher.nodes
    );
    verdict
}
