//! What a search reports: each tree's root statistics, and their sum over
//! the trees (root parallelism) as candidates, most visited first.

use std::time::Duration;

use crate::types::{Move, Point, ARRAY_LEN};

/// One root child of one tree.
#[derive(Clone, Debug)]
pub struct TreeCandidate {
    pub mv: Move,
    pub visits: u32,
    /// Wins of the mover among the visits.
    pub wins: f64,
    /// Final margins (Black's view, komi included) over the visits.
    pub margin_sum: f64,
    /// Share of the prior knowledge (the candidates' shares add up to 1).
    pub prior: f32,
    pub pv: Vec<Move>,
}

/// The root of one tree.
#[derive(Clone, Debug)]
pub struct Summary {
    /// In the order of the tree's children, the same in every tree.
    pub candidates: Vec<TreeCandidate>,
    pub simulations: u64,
    /// Owners at the end of the simulations summed per point index (+1
    /// Black, -1 White), if kept.
    pub ownership: Option<Vec<i64>>,
}

/// What the search found for one candidate move.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub mv: Move,
    pub visits: u32,
    /// Win rate of the mover over the visits.
    pub win_rate: f32,
    /// Mean final margin of the mover over the visits (territory count,
    /// komi included); 0 without visits.
    pub score_lead: f32,
    /// Share of the prior knowledge of the moves (all add up to 1).
    pub prior: f32,
    /// The principal variation, beginning with `mv`.
    pub pv: Vec<Move>,
}

impl Candidate {
    /// `mv`, not visited.
    pub fn unvisited(mv: Move) -> Candidate {
        Candidate {
            mv,
            visits: 0,
            win_rate: 0.0,
            score_lead: 0.0,
            prior: 0.0,
            pv: Vec::new(),
        }
    }
}

/// Who owns each point at the end of the simulations.
#[derive(Clone, Debug, PartialEq)]
pub struct Ownership {
    sum: Vec<i64>,
    simulations: u64,
}

impl Ownership {
    /// The share of simulations Black owns `p` at the end of, less
    /// White's: from 1 (always Black) to -1 (always White).
    pub fn share(&self, p: Point) -> f64 {
        self.sum[p.index()] as f64 / self.simulations.max(1) as f64
    }
}

#[derive(Clone, Debug)]
pub struct Outcome {
    /// Most visited first.
    pub candidates: Vec<Candidate>,
    pub playouts: u64,
    pub elapsed: Duration,
    /// Kept when the search was asked for it.
    pub ownership: Option<Ownership>,
}

impl Outcome {
    pub fn best(&self) -> Option<&Candidate> {
        self.candidates.first()
    }

    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-6)
    }
}

/// Adds the root statistics of the trees and sorts the candidates, most
/// visited first. `mover_is_black` turns the margins to the mover's view.
pub fn merge(trees: &[Summary], mover_is_black: bool, elapsed: Duration) -> Outcome {
    struct Total<'a> {
        mv: Move,
        visits: u32,
        wins: f64,
        margins: f64,
        prior: f32,
        /// The principal variation of the tree that visited it most.
        pv: (u32, &'a [Move]),
    }
    let mut totals: Vec<Total> = Vec::new();
    for (t, tree) in trees.iter().enumerate() {
        for (i, c) in tree.candidates.iter().enumerate() {
            if t == 0 {
                totals.push(Total {
                    mv: c.mv,
                    visits: 0,
                    wins: 0.0,
                    margins: 0.0,
                    prior: c.prior,
                    pv: (c.visits, &c.pv),
                });
            }
            let Some(total) = totals.get_mut(i) else {
                continue;
            };
            debug_assert_eq!(total.mv, c.mv);
            total.visits += c.visits;
            total.wins += c.wins;
            total.margins += c.margin_sum;
            if c.visits > total.pv.0 {
                total.pv = (c.visits, &c.pv);
            }
        }
    }
    let sign = if mover_is_black { 1.0 } else { -1.0 };
    let mut candidates: Vec<Candidate> = totals
        .into_iter()
        .map(|t| {
            let visits = f64::from(t.visits.max(1));
            Candidate {
                mv: t.mv,
                visits: t.visits,
                win_rate: if t.visits == 0 {
                    0.5
                } else {
                    (t.wins / visits) as f32
                },
                score_lead: (sign * t.margins / visits) as f32,
                prior: t.prior,
                pv: t.pv.1.to_vec(),
            }
        })
        .collect();
    // Most visited first; ties by win rate, then by point for determinism.
    candidates.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.win_rate.total_cmp(&a.win_rate))
            .then(
                a.mv.point()
                    .map(|p| p.index())
                    .cmp(&b.mv.point().map(|p| p.index())),
            )
    });
    let mut ownership: Option<Ownership> = None;
    for tree in trees {
        if let Some(sums) = &tree.ownership {
            let total = ownership.get_or_insert_with(|| Ownership {
                sum: vec![0; ARRAY_LEN],
                simulations: 0,
            });
            for (t, s) in total.sum.iter_mut().zip(sums) {
                *t += s;
            }
            total.simulations += tree.simulations;
        }
    }
    Outcome {
        candidates,
        playouts: trees.iter().map(|t| t.simulations).sum(),
        elapsed,
        ownership,
    }
}
