//! Which moves a search tries first: the killer stone of each ply and
//! the history of the stones that won. The order changes how many nodes a
//! verdict takes; only where a budget cuts the reading short can it
//! change what is found.

use crate::types::{Color, Point, ARRAY_LEN};

pub(super) struct MoveOrder {
    /// By ply: the last stone that won the position for its mover there,
    /// tried early in the other positions at that ply.
    killers: Vec<Option<Point>>,
    /// By colour and point: how often (weighted by the depth left) a
    /// stone there won a position for its mover. Stones that often win
    /// are tried first.
    history: Vec<u32>,
}

impl Default for MoveOrder {
    fn default() -> Self {
        MoveOrder {
            killers: Vec::new(),
            history: vec![0; 2 * ARRAY_LEN],
        }
    }
}

/// The index of `stone` played by `mover` in [`MoveOrder::history`].
fn history_slot(mover: Color, stone: Point) -> usize {
    mover as usize * ARRAY_LEN + stone.index()
}

impl MoveOrder {
    /// The order to try the `total` children of a position at `ply` in:
    /// the child that decided at a smaller depth (`first`), the killer
    /// stone of the ply, then the rest by history, stably (the urgency
    /// order of [`moves`](super::Searcher::moves) among equals). A part of a split
    /// search keeps its own share of the root's children.
    pub(super) fn order(
        &self,
        mover: Color,
        moves: &[Point],
        total: usize,
        first: usize,
        ply: usize,
        (part, parts): (usize, usize),
    ) -> Vec<usize> {
        let killer = self
            .killers
            .get(ply)
            .copied()
            .flatten()
            .and_then(|k| moves.iter().position(|&m| m == k))
            .filter(|&k| k != first);
        // One list: the leaders, then the rest sorted in place behind them.
        let mut order: Vec<usize> = Vec::with_capacity(total);
        order.extend((first < total).then_some(first));
        order.extend(killer);
        let leaders = order.len();
        order.extend((0..total).filter(|&i| i != first && Some(i) != killer));
        order[leaders..].sort_by_key(|&i| {
            std::cmp::Reverse(
                moves
                    .get(i)
                    .map_or(0, |&m| self.history[history_slot(mover, m)]),
            )
        });
        if parts > 1 {
            order.retain(|i| i % parts == part);
        }
        order
    }

    /// Records that `stone` won its position at `ply` for `mover`, with
    /// `depth` left: the ply's killer, and history weighted by the depth.
    pub(super) fn remember_win(&mut self, mover: Color, stone: Point, ply: usize, depth: u16) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, None);
        }
        self.killers[ply] = Some(stone);
        let slot = &mut self.history[history_slot(mover, stone)];
        *slot = slot.saturating_add(u32::from(depth) * u32::from(depth));
    }
}
