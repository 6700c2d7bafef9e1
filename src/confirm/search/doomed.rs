//! A target doomed without reading: its points lie in pockets walled off
//! by attacker stones that can never be captured, too narrow for the
//! defender ever to make two eyes there.
//!
//! The search plays on its area only, so an attacker string with a
//! liberty off the area (an *anchor*) can never lose that liberty, nor be
//! captured; neither can the attacker stones joined to it (*safe*). Take
//! a pocket: a connected set of area points that are not safe stones,
//! bounded by safe stones and the edge alone. Its *inner* points are those
//! next to no safe stone. With at most two inner points, two of them next
//! to each other, the attacker captures everything the defender has or
//! puts in the pocket, however the defender plays (Art. 7-1, including the
//! new stones of the recursion):
//!
//! - every empty point that is not inner touches a safe stone, so the
//!   attacker can fill it (the stone joins the safe ones: legal, and it
//!   can never be taken back); each such move adds a safe stone, so this
//!   ends;
//! - then every defender string has its liberties among the inner points.
//!   With one, the attacker plays it and captures them all; with two (x
//!   and y, next to each other), the attacker plays x, and if the
//!   defender takes that stone by playing y, the stone at y joins a string
//!   of several stones (no ko: Art. 7-2 bans only retaking a single
//!   stone), which the attacker captures at x again;
//! - a ko ban the attacker meets on the way is lifted by a pass (Art.
//!   7-2), and the defender's free move changes none of the above; what is
//!   vacated touches safe stones again, and the defender can hold no point
//!   of the pocket for good.
//!
//! So the defender never holds the target's points again, nor the points
//! it won back (those are capturers next to the vacated points: in the
//! same pockets), nor any other point of such pockets: the points of the
//! causal reading's new ground (see `Searcher::with_new_ground`) are
//! looked at as the target's are.

use super::{Position, Searcher};
use crate::board::{Board, PointSet};
use crate::types::Point;

impl Searcher<'_> {
    /// The attacker stones off the area whose string has a liberty off the
    /// area, among those next to it: they never change in the search. The
    /// others next to it, whose liberties all lie on the area, are strings
    /// kept off it (see `local_area`), and so are the defender's strings
    /// next to it (its allies held): noted in `kept_out`.
    pub(super) fn find_anchors(&mut self, board: &Board) {
        let attacker = self.scope.problem.attacker;
        let mut anchors = PointSet::default();
        let mut heads: Vec<(Point, bool)> = Vec::new();
        let mut allies_held = false;
        for &p in &self.scope.problem.area {
            for n in p.neighbors() {
                if !board.is_on_board(n) || self.scope.area_set.contains(n) {
                    continue;
                }
                if board.color_at(n) == Some(attacker.opponent()) {
                    allies_held = true;
                }
                if board.color_at(n) != Some(attacker) {
                    continue;
                }
                let head = board.string_head(n);
                let anchored = match heads.iter().find(|(h, _)| *h == head) {
                    Some(&(_, a)) => a,
                    None => {
                        let a = board
                            .string_liberties(head)
                            .iter()
                            .any(|&l| !self.scope.area_set.contains(l));
                        heads.push((head, a));
                        a
                    }
                };
                if anchored {
                    anchors.insert(n);
                }
            }
        }
        self.scope.kept_out = allies_held || heads.iter().any(|&(_, anchored)| !anchored);
        self.scope.anchors = anchors;
    }

    /// Is the cut looked for at `pos`? Not without an anchor (nothing is
    /// safe then, and no pocket walled off). In the first readings only
    /// while the target has not been captured yet: after a capture, where
    /// they keep the owner's answers to the vacated points, the cut proves
    /// captures there that only the free reading, far longer, can confirm
    /// or refute (in `score8` of GNU Go's scoring suite a lone stone's
    /// free reading then ran out of nodes, and the record took far longer:
    /// `benches/RESULTS.md`); a string the first readings leave undecided
    /// costs less.
    /// The free reading looks for it after the capture too: the module's
    /// proof holds however the owner plays, and the bent four of Example
    /// 7-1 is then confirmed in a small share of the nodes it otherwise
    /// runs out of.
    fn cut_applies(&self, pos: &Position) -> bool {
        self.mode.doomed_cut
            && (!pos.recaptured || self.mode.free_answers)
            && !self.scope.anchors.is_empty()
    }

    /// Is the target doomed at `pos` (see the module notes), where the cut
    /// applies? Remembered by position.
    pub(super) fn doomed(&mut self, pos: &Position) -> bool {
        self.cut_applies(pos) && self.remembered(pos, |s| &mut s.memo.doomed, Self::compute_doomed)
    }

    /// [`doomed`](Self::doomed) without the memory, for reading a line out.
    pub(super) fn ends_doomed(&self, pos: &Position) -> bool {
        self.cut_applies(pos) && self.compute_doomed(pos)
    }

    fn compute_doomed(&self, pos: &Position) -> bool {
        let board = &pos.board;
        let attacker = self.scope.problem.attacker;
        // The safe stones on the area: those joined to an anchor.
        let mut safe = PointSet::default();
        let mut queue: Vec<Point> = Vec::new();
        for &p in &self.scope.problem.area {
            if board.color_at(p) == Some(attacker)
                && p.neighbors()
                    .iter()
                    .any(|&n| self.scope.anchors.contains(n))
                && safe.insert(p)
            {
                queue.push(p);
            }
        }
        while let Some(p) = queue.pop() {
            for n in p.neighbors() {
                if self.scope.area_set.contains(n)
                    && board.color_at(n) == Some(attacker)
                    && safe.insert(n)
                {
                    queue.push(n);
                }
            }
        }
        let is_safe = |q: Point| safe.contains(q) || self.scope.anchors.contains(q);
        let mut seen = PointSet::default();
        for &p in self.goal_points(pos) {
            if is_safe(p) || seen.contains(p) {
                continue;
            }
            let (pocket, boundary) = board.flood(
                p,
                |q| self.scope.area_set.contains(q) && !is_safe(q),
                &mut seen,
            );
            if !boundary.iter().all(|&b| is_safe(b)) {
                return false;
            }
            let mut inner = pocket
                .iter()
                .copied()
                .filter(|&q| !q.neighbors().iter().any(|&n| is_safe(n)));
            match (inner.next(), inner.next(), inner.next()) {
                (_, None, _) => {}
                (Some(x), Some(y), None) if x.neighbors().contains(&y) => {}
                _ => return false,
            }
        }
        true
    }
}
