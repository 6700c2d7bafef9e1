//! One search tree: UCT with RAVE (all-moves-as-first) values, grown one
//! node per simulation from the root position, playouts to the end of the
//! game below it.

use rand::rngs::SmallRng;

use super::report::{Summary, TreeCandidate};
use super::Position;
use crate::board::Board;
use crate::playout;
use crate::playout::pattern;
use crate::playout::policy::{self_atari, tactical_move_after, Nakade, Previous};
use crate::playout::reply::Replies;
use crate::rules;
use crate::types::{Color, Move, Point, ARRAY_LEN};

/// A node stands for the move `mv` played by `color`.
#[derive(Clone, Debug)]
pub struct Node {
    pub mv: Move,
    pub color: Color,
    pub visits: u32,
    /// Wins of `color` among the visits.
    pub wins: f32,
    pub rave_visits: f32,
    pub rave_wins: f32,
    /// Final margins (Black's territory count less White's, komi
    /// included) summed over the visits.
    margin_sum: f64,
    /// Prior knowledge, as simulations seen before the search: used to
    /// select, not reported.
    prior_visits: f32,
    prior_wins: f32,
    /// Children at `first_child .. first_child + child_count` of the arena.
    first_child: u32,
    child_count: u16,
    expanded: bool,
}

impl Node {
    fn new(mv: Move, color: Color) -> Node {
        Node {
            mv,
            color,
            visits: 0,
            wins: 0.0,
            rave_visits: 0.0,
            rave_wins: 0.0,
            margin_sum: 0.0,
            prior_visits: 0.0,
            prior_wins: 0.0,
            first_child: 0,
            child_count: 0,
            expanded: false,
        }
    }

    /// The win rate of `color` over the real visits (0.5 without any).
    pub fn win_rate(&self) -> f32 {
        if self.visits == 0 {
            0.5
        } else {
            self.wins / self.visits as f32
        }
    }
}

/// RAVE equivalence: the number of visits at which the real win rate and
/// the all-moves-as-first one weigh the same.
const RAVE_EQUIV: f32 = 1000.0;
/// Exploration constant of the UCT term.
const EXPLORE: f32 = 0.2;
/// A node's children are created at this many visits (the root at once).
const EXPAND_AT: u32 = 4;
/// Above this many nodes (some 80 MB) the tree stops growing; simulations
/// go on.
const MAX_NODES: usize = 2_000_000;
/// Moves of a principal variation at most.
const PV_MAX: usize = 16;

pub struct Tree {
    pub nodes: Vec<Node>,
    root_board: Board,
    root_color: Color,
    /// Consecutive passes before the root (1 when the opponent just passed).
    root_passes: u32,
    komi: f64,
    /// Stones Black placed in the game so far minus those White placed
    /// (on the board or captured), at the root, and since the root in the
    /// current simulation.
    root_placed: i32,
    placed: i32,
    /// Scratch: the simulation's moves, for the RAVE update.
    first_play: Vec<(u32, Color)>,
    path: Vec<u32>,
    /// Scratch: the simulation's moves in order, for the replies.
    moves: Vec<(Color, Move)>,
    /// The playouts' last good replies, learnt over the simulations and
    /// carried on with the tree.
    replies: Replies,
    /// Owners at the end of every simulation, summed per point (+1
    /// Black, -1 White), when asked for.
    ownership: Option<Vec<i64>>,
    simulations: u64,
}

impl Tree {
    /// A tree for `pos`; `ownership`: also sum who owns each point at the
    /// end of the simulations.
    pub fn new(pos: &Position, ownership: bool) -> Tree {
        let color = pos.color;
        let mut tree = Tree {
            nodes: vec![Node::new(Move::Pass, color.opponent())],
            root_board: pos.board.clone(),
            root_color: color,
            root_passes: pos.passes,
            komi: pos.komi,
            root_placed: pos.placed,
            placed: 0,
            first_play: vec![(u32::MAX, Color::Black); ARRAY_LEN],
            path: Vec::with_capacity(64),
            moves: Vec::with_capacity(256),
            replies: Replies::new(pos.board.size()),
            ownership: ownership.then(|| vec![0; ARRAY_LEN]),
            simulations: 0,
        };
        let root_board = tree.root_board.clone();
        tree.expand(0, &root_board, color, pos.last);
        tree
    }

    /// This tree carried on to `pos`, the position after `moves` were
    /// played from its root: the subtree below them becomes the tree,
    /// with every visit it holds (tree reuse between moves). `None` when a
    /// move leads off the tree, or to a node not yet expanded.
    pub fn advanced(
        self,
        moves: &[(Color, Move)],
        pos: &Position,
        ownership: bool,
    ) -> Option<Tree> {
        // The moves must lead from the root's position to `pos`'s.
        let mut board = self.root_board.clone();
        for &(color, mv) in moves {
            match mv {
                Move::Place(p) if rules::may_place(&board, color, p) => {
                    board.place(color, p);
                }
                Move::Place(_) => return None,
                Move::Pass => board.pass(),
            }
        }
        if board.size() != pos.board.size() || board.hash() != pos.board.hash() {
            return None;
        }
        let mut n = 0usize;
        for &(color, mv) in moves {
            if !self.nodes[n].expanded {
                return None;
            }
            n = self
                .children_range(n)
                .find(|&i| self.nodes[i].mv == mv && self.nodes[i].color == color)?;
        }
        if !self.nodes[n].expanded || self.nodes[n].color != pos.color.opponent() {
            return None;
        }
        // The subtree, breadth first, so that each node's children stay
        // side by side.
        let mut nodes = vec![self.nodes[n].clone()];
        let mut queue = std::collections::VecDeque::from([(n, 0usize)]);
        while let Some((old, new)) = queue.pop_front() {
            if !self.nodes[old].expanded {
                continue;
            }
            let first = nodes.len();
            for i in self.children_range(old) {
                queue.push_back((i, nodes.len()));
                nodes.push(self.nodes[i].clone());
            }
            nodes[new].first_child = first as u32;
        }
        nodes[0].mv = Move::Pass;
        Some(Tree {
            nodes,
            root_board: pos.board.clone(),
            root_color: pos.color,
            root_passes: pos.passes,
            komi: pos.komi,
            root_placed: pos.placed,
            placed: 0,
            first_play: self.first_play,
            path: self.path,
            moves: self.moves,
            replies: self.replies,
            ownership: ownership.then(|| vec![0; ARRAY_LEN]),
            simulations: 0,
        })
    }

    /// The arena indices of node `n`'s children.
    fn children_range(&self, n: usize) -> std::ops::Range<usize> {
        let node = &self.nodes[n];
        let start = node.first_child as usize;
        start..start + node.child_count as usize
    }

    /// What the tree knows at the root: every candidate with its real
    /// visits, wins, mean margin, prior share and principal variation, and
    /// the ownership sums if kept.
    pub fn summary(&self) -> Summary {
        let children = self.root_children();
        let weights: Vec<f32> = children
            .iter()
            .map(|c| (c.prior_wins + 1.0) / (c.prior_visits + 2.0))
            .collect();
        let total: f32 = weights.iter().sum::<f32>().max(f32::MIN_POSITIVE);
        let first = self.nodes[0].first_child as usize;
        let candidates = children
            .iter()
            .enumerate()
            .map(|(i, c)| TreeCandidate {
                mv: c.mv,
                visits: c.visits,
                wins: f64::from(c.win_rate()) * f64::from(c.visits),
                margin_sum: c.margin_sum,
                prior: weights[i] / total,
                pv: self.principal_variation(first + i),
            })
            .collect();
        Summary {
            candidates,
            simulations: self.simulations,
            ownership: self.ownership.clone(),
        }
    }

    /// The moves from node `n` on, each time to the most visited child,
    /// while it has real visits.
    fn principal_variation(&self, mut n: usize) -> Vec<Move> {
        let mut line = vec![self.nodes[n].mv];
        while line.len() < PV_MAX && self.nodes[n].expanded {
            let start = self.nodes[n].first_child as usize;
            let end = start + self.nodes[n].child_count as usize;
            let best = (start..end)
                .filter(|&i| self.nodes[i].visits > 0)
                .max_by_key(|&i| (self.nodes[i].visits, std::cmp::Reverse(i)));
            match best {
                Some(i) => {
                    line.push(self.nodes[i].mv);
                    n = i;
                }
                None => break,
            }
        }
        line
    }

    /// The root's children (the candidate moves).
    pub fn root_children(&self) -> &[Node] {
        self.children(0)
    }

    fn children(&self, n: usize) -> &[Node] {
        let node = &self.nodes[n];
        let start = node.first_child as usize;
        &self.nodes[start..start + node.child_count as usize]
    }

    /// Creates the children of node `n` whose position is `board`, `color`
    /// to move: every legal move that does not fill an own eye, and a pass.
    fn expand(&mut self, n: usize, board: &Board, color: Color, last: Option<Point>) {
        if self.nodes.len() >= MAX_NODES {
            return;
        }
        let first = self.nodes.len();
        let is_root = n == 0;
        let opening = is_opening(board);
        for p in board.points() {
            if !rules::may_place(board, color, p) || board.is_eye_like(color, p) {
                continue;
            }
            let mut child = Node::new(Move::Place(p), color);
            // A mild prior: even odds, worth a few simulations of RAVE.
            child.rave_visits = 6.0;
            child.rave_wins = 3.0;
            let (visits, wins) = prior(board, color, p, last, opening);
            child.prior_visits = visits;
            child.prior_wins = wins;
            self.nodes.push(child);
        }
        // A pass starts as a poor move below the root; its real visits
        // soon decide. At the root it starts even: the count compares it
        // with the moves that fill one's own territory (Art. 8).
        let mut pass = Node::new(Move::Pass, color);
        if !is_root {
            pass.prior_visits = 4.0;
            pass.prior_wins = 0.5;
        }
        self.nodes.push(pass);
        let count = (self.nodes.len() - first) as u16;
        let node = &mut self.nodes[n];
        node.first_child = first as u32;
        node.child_count = count;
        node.expanded = true;
    }

    /// The child of `n` with the best RAVE-blended value plus exploration.
    fn select(&self, n: usize) -> usize {
        let parent = &self.nodes[n];
        let log_n = ((parent.visits + 1) as f32).ln();
        let start = parent.first_child as usize;
        let mut best = (f32::NEG_INFINITY, start);
        for i in start..start + parent.child_count as usize {
            let c = &self.nodes[i];
            let visits = c.visits as f32 + c.prior_visits;
            let q = if visits > 0.0 {
                (c.wins + c.prior_wins) / visits
            } else {
                0.5
            };
            let value = if c.mv != Move::Pass && c.rave_visits > 0.0 {
                let rave = c.rave_wins / c.rave_visits;
                let beta = (RAVE_EQUIV / (3.0 * visits + RAVE_EQUIV)).sqrt();
                (1.0 - beta) * q + beta * rave
            } else {
                q
            };
            let explore = EXPLORE * (log_n / (visits + 1.0)).sqrt();
            let v = value + explore;
            if v > best.0 {
                best = (v, i);
            }
        }
        best.1
    }

    /// One simulation: down the tree, a playout, the result back up.
    pub fn simulate(&mut self, rng: &mut SmallRng) {
        let mut board = self.root_board.clone();
        let mut color = self.root_color;
        let mut passes = self.root_passes;
        let mut last = Previous::Start;
        self.path.clear();
        self.path.push(0);
        self.moves.clear();
        for e in self.first_play.iter_mut() {
            e.0 = u32::MAX;
        }
        let mut depth = 0u32;
        let mut n = 0usize;
        self.placed = 0;
        while passes < 2 {
            if !self.nodes[n].expanded {
                if self.nodes[n].visits + 1 < EXPAND_AT {
                    break;
                }
                self.expand(n, &board, color, last.stone());
                if !self.nodes[n].expanded {
                    break;
                }
            }
            n = self.select(n);
            self.path.push(n as u32);
            let mv = self.nodes[n].mv;
            self.play(&mut board, color, mv, depth, &mut passes);
            last = mv.into();
            depth += 1;
            color = color.opponent();
        }
        if passes < 2 {
            // The playout: captures and escapes near the last move, else a
            // random move that fills no own eye and makes no big self-atari.
            let cap = 3 * board.size() * board.size();
            let mut moves = 0;
            while passes < 2 && moves < cap {
                let replies = self.replies.suggest(color, &self.moves);
                let mv = tactical_move_after(&board, color, last, Nakade::Skip, replies, rng);
                self.play(&mut board, color, mv, depth, &mut passes);
                last = mv.into();
                depth += 1;
                moves += 1;
                color = color.opponent();
            }
        }
        // Territory counting (Art. 10): territory plus prisoners differ
        // from the area by the stones each side placed, so a stone in
        // one's own territory costs a point here too.
        let japanese = playout::area_difference(&board) - (self.root_placed + self.placed);
        let margin = f64::from(japanese) - self.komi;
        self.simulations += 1;
        if let Some(sums) = self.ownership.as_mut() {
            for p in board.points() {
                match playout::owner_after_playout(&board, p) {
                    Some(Color::Black) => sums[p.index()] += 1,
                    Some(Color::White) => sums[p.index()] -= 1,
                    None => {}
                }
            }
        }
        let winner = if margin > 0.0 {
            Some(Color::Black)
        } else if margin < 0.0 {
            Some(Color::White)
        } else {
            None
        };
        self.back_up(winner, margin);
        self.replies.learn(&self.moves, winner);
    }

    fn play(&mut self, board: &mut Board, color: Color, mv: Move, depth: u32, passes: &mut u32) {
        self.moves.push((color, mv));
        match mv {
            Move::Place(p) => {
                board.place(color, p);
                *passes = 0;
                self.placed += match color {
                    Color::Black => 1,
                    Color::White => -1,
                };
                let slot = &mut self.first_play[p.index()];
                if slot.0 == u32::MAX {
                    *slot = (depth, color);
                }
            }
            Move::Pass => {
                board.pass();
                *passes += 1;
            }
        }
    }

    fn back_up(&mut self, winner: Option<Color>, margin: f64) {
        let score = |c: Color| match winner {
            Some(w) if w == c => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        for (depth, &n) in self.path.iter().enumerate() {
            let n = n as usize;
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.wins += score(node.color);
            node.margin_sum += margin;
            if !node.expanded {
                continue;
            }
            // All moves as first: a child whose point its colour played
            // first at this depth or later shares the result.
            let start = node.first_child as usize;
            let end = start + node.child_count as usize;
            for c in &mut self.nodes[start..end] {
                if let Move::Place(p) = c.mv {
                    let (d, col) = self.first_play[p.index()];
                    if d != u32::MAX && d >= depth as u32 && col == c.color {
                        c.rave_visits += 1.0;
                        c.rave_wins += score(c.color);
                    }
                }
            }
        }
    }
}

/// Prior knowledge of a move, as simulations already seen (visits, wins):
/// captures and escapes from atari are good, self-ataris bad, moves near
/// the last one and away from the edge on an open board worth a look.
fn prior(board: &Board, color: Color, p: Point, last: Option<Point>, opening: bool) -> (f32, f32) {
    let mut captures = false;
    let mut saves = false;
    for n in p.neighbors() {
        match board.color_at(n) {
            Some(c) if c != color && board.liberties(n) == 1 => captures = true,
            Some(c) if c == color && board.liberties(n) == 1 => saves = true,
            _ => {}
        }
    }
    if captures {
        return (20.0, 17.0);
    }
    if self_atari(board, color, p) {
        return (20.0, 2.0);
    }
    if saves {
        return (20.0, 15.0);
    }
    let near_last = last.is_some_and(|l| l.neighbors().contains(&p) || l.diagonals().contains(&p));
    if near_last {
        return if pattern::matches(board, p) {
            (10.0, 7.0)
        } else {
            (10.0, 6.0)
        };
    }
    let size = board.size();
    let line = p.x().min(p.y()).min(size - 1 - p.x()).min(size - 1 - p.y());
    // On a large board, a move in an open area belongs on the third or
    // fourth line: one on the first or second line there takes little and
    // builds nothing. So in the opening, where every area is still open
    // however close the stones (captures and escapes, valued above, are
    // the exceptions); later, where no stone is near.
    if size >= OPEN_AREA_BOARD && (opening || !has_stone_within(board, p, OPEN_AREA)) {
        match line {
            0 => return (30.0, 2.0),
            1 => return (30.0, 5.0),
            2 | 3 if !has_stone_within(board, p, OPEN_AREA) => return (10.0, 6.5),
            _ => {}
        }
    }
    if line == 0 && !has_stone_within(board, p, 2) {
        return (10.0, 2.0);
    }
    (0.0, 0.0)
}

/// Is the game still in its opening on `board` (see [`prior`]): fewer
/// stones than [`OPENING_SHARE`] of the points? Counted once a node.
fn is_opening(board: &Board) -> bool {
    let size = board.size();
    let stones = board.stone_count(Color::Black) + board.stone_count(Color::White);
    stones * OPENING_SHARE < size * size
}

/// The smallest board whose open areas get the line prior (see [`prior`]):
/// on 9x9 every area is soon near a stone.
const OPEN_AREA_BOARD: usize = 13;
/// No stone within this Manhattan distance: an open area.
const OPEN_AREA: i32 = 3;
/// The opening lasts while the stones on the board are fewer than the
/// board's points over this (45 stones on 19x19).
const OPENING_SHARE: usize = 8;

/// Is there a stone at Manhattan distance `d` or less from `p`?
fn has_stone_within(board: &Board, p: Point, d: i32) -> bool {
    let (x, y, size) = (p.x() as i32, p.y() as i32, board.size() as i32);
    for dx in -d..=d {
        for dy in -d..=d {
            if dx.abs() + dy.abs() > d || (dx == 0 && dy == 0) {
                continue;
            }
            let (qx, qy) = (x + dx, y + dy);
            if (0..size).contains(&qx)
                && (0..size).contains(&qy)
                && board
                    .color_at(Point::new(qx as usize, qy as usize))
                    .is_some()
            {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// A tree carried on past two moves keeps the subtree of the second:
    /// its visits, each node's children side by side, and it grows on.
    #[test]
    fn a_tree_carried_on_keeps_the_subtree_of_the_moves_played() {
        let board = Board::new(9).unwrap();
        fn pos(board: &Board, color: Color) -> Position<'_> {
            Position {
                board,
                color,
                passes: 0,
                komi: 6.5,
                last: None,
                placed: 0,
            }
        }
        let mut tree = Tree::new(&pos(&board, Color::Black), false);
        let mut rng = SmallRng::seed_from_u64(1);
        for _ in 0..3000 {
            tree.simulate(&mut rng);
        }
        let most_visited = |t: &Tree, n: usize| {
            t.children_range(n)
                .max_by_key(|&i| t.nodes[i].visits)
                .unwrap()
        };
        let b = most_visited(&tree, 0);
        let w = most_visited(&tree, b);
        let (bm, wm) = (tree.nodes[b].mv, tree.nodes[w].mv);
        let kept_visits = tree.nodes[w].visits;
        let kept_children: Vec<(Move, u32)> = tree
            .children_range(w)
            .map(|i| (tree.nodes[i].mv, tree.nodes[i].visits))
            .collect();
        let mut after = board.clone();
        after.place(Color::Black, bm.point().unwrap());
        after.place(Color::White, wm.point().unwrap());
        let moves = [(Color::Black, bm), (Color::White, wm)];
        let mut carried = tree
            .advanced(&moves, &pos(&after, Color::Black), false)
            .expect("the line is in the tree");
        assert_eq!(carried.nodes[0].visits, kept_visits);
        let children: Vec<(Move, u32)> = carried
            .root_children()
            .iter()
            .map(|c| (c.mv, c.visits))
            .collect();
        assert_eq!(children, kept_children);
        // Every node's children lie side by side, each in the arena once.
        let mut seen = vec![false; carried.nodes.len()];
        seen[0] = true;
        for n in 0..carried.nodes.len() {
            if carried.nodes[n].expanded {
                for i in carried.children_range(n) {
                    assert!(!seen[i], "node {i} twice");
                    seen[i] = true;
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
        for _ in 0..500 {
            carried.simulate(&mut rng);
        }
        assert_eq!(carried.nodes[0].visits, kept_visits + 500);
        assert_eq!(carried.simulations, 500);
        // A move off the tree carries nothing.
        let pass_pass = [
            (Color::Black, Move::Pass),
            (Color::White, Move::Pass),
            (Color::Black, Move::Pass),
        ];
        assert!(carried
            .advanced(&pass_pass, &pos(&after, Color::White), false)
            .is_none());
    }

    /// A tree is carried on only to the position its moves lead to: an
    /// empty board of another size is another position.
    #[test]
    fn a_tree_is_carried_on_only_to_its_own_position() {
        let nine = Board::new(9).unwrap();
        let seven = Board::new(7).unwrap();
        let pos = |board| Position {
            board,
            color: Color::Black,
            passes: 0,
            komi: 6.5,
            last: None,
            placed: 0,
        };
        let grown = || {
            let mut tree = Tree::new(&pos(&nine), false);
            let mut rng = SmallRng::seed_from_u64(2);
            for _ in 0..200 {
                tree.simulate(&mut rng);
            }
            tree
        };
        assert!(grown().advanced(&[], &pos(&nine), false).is_some());
        assert!(grown().advanced(&[], &pos(&seven), false).is_none());
    }

    fn share((visits, wins): (f32, f32)) -> f32 {
        if visits == 0.0 {
            0.5
        } else {
            wins / visits
        }
    }

    /// On an open 19x19 board the first and second lines are priced below
    /// even odds and the third and fourth above; in the opening that holds
    /// next to stones too, but not for a capture. 9x9 has no line prior.
    #[test]
    fn the_opening_prefers_the_third_and_fourth_lines() {
        let mut board = Board::new(19).unwrap();
        let at = |s: &str| Point::parse_gtp(s, 19).unwrap();
        let value = |board: &Board, v: &str| {
            share(prior(board, Color::Black, at(v), None, is_opening(board)))
        };
        for low in ["A10", "K1", "B10", "K18"] {
            assert!(value(&board, low) < 0.2, "{low}");
        }
        for good in ["C10", "D4", "Q16", "K4"] {
            assert!(value(&board, good) > 0.6, "{good}");
        }
        assert_eq!(value(&board, "K10"), 0.5);
        // Beside a stone in the opening: the second line still low.
        board.place(Color::White, at("C3"));
        assert!(value(&board, "C2") < 0.2);
        // A capture is no low-line move to avoid.
        board.place(Color::Black, at("B3"));
        board.place(Color::Black, at("C4"));
        board.place(Color::Black, at("D3"));
        assert!(value(&board, "C2") > 0.8);
        let nine = Board::new(9).unwrap();
        let b5 = Point::parse_gtp("B5", 9).unwrap();
        assert_eq!(share(prior(&nine, Color::Black, b5, None, true)), 0.5);
    }
}
