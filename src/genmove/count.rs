//! The Japanese count in the move generator: under territory counting a
//! stone inside one's own territory costs a point and filling a neutral
//! point gains nothing (Art. 8, 10). The search's choice is checked
//! against the count, which also knows dead stones and seki, before a
//! move in settled territory, a pass, or a cleanup move.

use std::time::Instant;

use crate::confirm::Budget;
use crate::game::Game;
use crate::mcts::{Candidate, Outcome};
use crate::rules;
use crate::score::{self, PointClass, Score};
use crate::types::{Color, Move, Point};

/// A move in settled territory is played only if it wins this much more
/// often than passing or filling a neutral point.
const TERRITORY_TOLERANCE: f32 = 0.05;
/// Node budget of each confirmation search behind the counts of the
/// move generator (the scoring commands keep `--score-budget`).
pub(super) const COUNT_NODES: u64 = 20_000;
/// Largest area those searches read exactly (the scoring commands read
/// larger ones; the counts, made many times a move, keep to small ones).
pub(super) const COUNT_MAX_AREA: usize = 16;
/// Behind on the count, the search's move is played rather than a pass
/// down to this win rate.
const PLAY_ON_MIN: f32 = 0.1;
/// Boards up to 13x13 are counted at every move.
const SMALL_BOARD: usize = 169;
/// Playouts per empty point a search needs before its win rate or its
/// pass moves the counting forward on a large board.
const MIN_VISITS_PER_POINT: usize = 4;
/// Candidates whose count is compared before passing.
const MAX_COUNTED: usize = 16;

/// `color`'s lead in a count.
fn lead(score: &Score, color: Color) -> f64 {
    match color {
        Color::Black => score.margin(),
        Color::White => -score.margin(),
    }
}

fn count(game: &Game, budget: Budget) -> Score {
    score::score_position(game.board(), game.all_prisoners(), game.komi(), budget)
}

/// The count after `color` plays `p`, if the move is legal.
fn count_after(game: &Game, color: Color, p: Point, budget: Budget) -> Option<Score> {
    let mut g = game.clone();
    g.play(color, Move::Place(p)).ok()?;
    Some(count(&g, budget))
}

/// Is `p` the last liberty of a string of `color`? The count may call that
/// string dead and `p` the opponent's territory only because the opponent,
/// moving first, takes it (Art. 7-1); with `color` to move, extending is
/// no move in settled territory.
fn saves_own_string(board: &crate::board::Board, color: Color, p: Point) -> bool {
    p.neighbors()
        .into_iter()
        .any(|n| board.color_at(n) == Some(color) && board.liberties(n) == 1)
}

/// The search's choice checked against the count once the game nears its
/// end (on small boards at every move).
pub(super) fn japanese_endgame(
    game: &Game,
    color: Color,
    outcome: &Outcome,
    chosen: &Candidate,
    budget: Budget,
    deadline: Option<Instant>,
) -> Move {
    let board = game.board();
    let opponent_passed = game.last_was_pass();
    if !counts_now(game, outcome, chosen) {
        // A pass from a small search says nothing: its most visited move.
        let mv = chosen
            .mv
            .point()
            .or_else(|| outcome.candidates.iter().find_map(|c| c.mv.point()));
        return crate::playout::as_move(mv);
    }
    let now = count(game, budget);
    if !opponent_passed {
        if let Some(mv) = outside_settled_territory(board, color, outcome, chosen, &now) {
            return mv;
        }
    }
    // Before passing: a move that raises the count, else a neutral point
    // to fill. An open dame can put a group in seki and cost it its
    // territory (Art. 8, Example 24), so dame are filled while filling
    // costs nothing.
    let base = lead(&now, color);
    let counted = points_to_count(board, color, outcome, &now);
    let best_move = || {
        let best = outcome.candidates.iter().find_map(|c| c.mv.point());
        crate::playout::as_move(chosen.mv.point().or(best))
    };
    let Counted {
        gain,
        fill,
        finished,
    } = gain_and_fill(game, color, &counted, &now, base, budget, deadline);
    if !finished {
        // Not counted to the end: no pass on a guess, the search's move
        // stands (a pass only if the opponent has passed).
        log::info!("genmove: no time left to count more moves");
        if !opponent_passed {
            return best_move();
        }
    }
    if let Some((d, p)) = gain {
        log::info!("genmove: {} gains {d} points of the count", p.to_gtp());
        return Move::Place(p);
    }
    // The count is that of a stopped game, where the confirmation gives
    // the first move against a string to its opponent (Art. 7). Passing
    // first hands the move to the opponent: a point where his stone would
    // raise his count is taken first.
    if !opponent_passed {
        match threat(game, color, &now, budget, deadline) {
            Ok(Some(p)) => {
                log::info!("genmove: {} before passing", p.to_gtp());
                return Move::Place(p);
            }
            Ok(None) => {}
            Err(OutOfTime) => {
                log::info!("genmove: no time left to look for threats");
                return best_move();
            }
        }
    }
    if let Some(p) = fill {
        log::info!("genmove: filling the neutral point {} (Art. 8)", p.to_gtp());
        return Move::Place(p);
    }
    // Behind on the count a pass loses for sure once the game stops
    // (Art. 9): play on while the search sees some chance.
    if base < 0.0 {
        let play_on = outcome
            .candidates
            .iter()
            .find(|c| c.mv != Move::Pass && c.win_rate >= PLAY_ON_MIN);
        if let Some(p) = play_on.and_then(|c| c.mv.point()) {
            log::info!("genmove: behind on the count by {}, playing on", -base);
            return Move::Place(p);
        }
    }
    Move::Pass
}

/// Is the game near enough its end for the count to check the search's
/// choice? The count is cheap on small boards; on large ones it waits for
/// the end of the game, or for a game the playouts no longer tell apart.
/// A search too small to visit every move a few times neither decides the
/// game nor means its pass.
fn counts_now(game: &Game, outcome: &Outcome, chosen: &Candidate) -> bool {
    let board = game.board();
    let area = board.size() * board.size();
    let empty = board.empty_points().len();
    let searched = outcome.playouts >= (empty * MIN_VISITS_PER_POINT) as u64;
    let decided = searched && !(0.1..=0.9).contains(&chosen.win_rate);
    game.last_was_pass()
        || (searched && chosen.mv == Move::Pass)
        || area <= SMALL_BOARD
        || decided
        || empty * 5 <= area * 2
}

/// The move to play instead of counting further, when the search chose
/// one: its own move outside settled territory (or one that saves a string
/// there); for a move in settled territory, the most visited move outside
/// it, unless the search finds them all clearly worse. `None` when the
/// search chose a pass, or the best outside it is a pass: the count
/// decides then.
fn outside_settled_territory(
    board: &crate::board::Board,
    color: Color,
    outcome: &Outcome,
    chosen: &Candidate,
    now: &Score,
) -> Option<Move> {
    let settled = |p: Point| {
        matches!(
            now.class(p),
            PointClass::Territory(_) | PointClass::SekiEye(_)
        )
    };
    let p = chosen.mv.point()?;
    if !settled(p) || saves_own_string(board, color, p) {
        return Some(Move::Place(p));
    }
    let alternative = outcome.candidates.iter().find(|c| {
        c.mv.point().is_none_or(|q| !settled(q))
            && c.win_rate + TERRITORY_TOLERANCE >= chosen.win_rate
    });
    match alternative {
        None => Some(Move::Place(p)),
        Some(c) => c.mv.point().map(Move::Place),
    }
}

/// The points whose moves are counted before passing: the search's
/// candidates (half of [`MAX_COUNTED`] at most), then the dame next to
/// `color`'s stones.
fn points_to_count(
    board: &crate::board::Board,
    color: Color,
    outcome: &Outcome,
    now: &Score,
) -> Vec<Point> {
    let mut counted: Vec<Point> = Vec::new();
    for c in &outcome.candidates {
        if let Some(p) = c.mv.point() {
            if !counted.contains(&p) && counted.len() < MAX_COUNTED / 2 {
                counted.push(p);
            }
        }
    }
    for p in board.points() {
        if counted.len() >= MAX_COUNTED {
            break;
        }
        if now.class(p) == PointClass::Dame
            && rules::may_place(board, color, p)
            && !board.is_eye_like(color, p)
            && p.neighbors()
                .iter()
                .any(|&n| board.color_at(n) == Some(color))
            && !counted.contains(&p)
        {
            counted.push(p);
        }
    }
    counted
}

/// What counting the moves before passing found.
struct Counted {
    /// The move that raises the count the most, with the gain.
    gain: Option<(f64, Point)>,
    /// The first dame whose filling costs nothing.
    fill: Option<Point>,
    /// Were all the points counted before the deadline?
    finished: bool,
}

/// The `counted` points' moves for `color` against the count `base`, until
/// the deadline.
fn gain_and_fill(
    game: &Game,
    color: Color,
    counted: &[Point],
    now: &Score,
    base: f64,
    budget: Budget,
    deadline: Option<Instant>,
) -> Counted {
    let board = game.board();
    let mut gain: Option<(f64, Point)> = None;
    let mut fill: Option<Point> = None;
    for &p in counted {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Counted {
                gain,
                fill,
                finished: false,
            };
        }
        if !rules::may_place(board, color, p) || board.is_eye_like(color, p) {
            continue;
        }
        // A stone left in atari can be taken back at once (a ko capture,
        // a throw-in): what it seems to gain is no gain.
        if self_atari(game, color, p) {
            continue;
        }
        let Some(after) = count_after(game, color, p, budget) else {
            continue;
        };
        let d = lead(&after, color) - base;
        if d > 0.0 && gain.is_none_or(|(g, _)| d > g) {
            gain = Some((d, p));
        }
        if d >= 0.0 && fill.is_none() && now.class(p) == PointClass::Dame {
            fill = Some(p);
        }
    }
    Counted {
        gain,
        fill,
        finished: true,
    }
}

/// The move's time ran out before a reading was done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct OutOfTime;

/// A point where an opponent stone would raise his count (a string of
/// his short of liberties escaping, one of ours in danger), playable by
/// `color`, if there is one; `OutOfTime` when the time ran out before
/// every point was tried.
fn threat(
    game: &Game,
    color: Color,
    now: &Score,
    budget: Budget,
    deadline: Option<Instant>,
) -> Result<Option<Point>, OutOfTime> {
    let board = game.board();
    let opponent = color.opponent();
    let mut points: Vec<Point> = Vec::new();
    for p in board.points() {
        if board.is_string_head(p) && board.liberties(p) <= 2 {
            for l in board.string_liberties(p) {
                if !points.contains(&l) {
                    points.push(l);
                }
            }
        }
    }
    points.extend(
        board
            .points()
            .filter(|&p| board.is_empty(p) && now.class(p) == PointClass::Dame),
    );
    let base = lead(now, opponent);
    let mut seen = Vec::new();
    for q in points {
        if seen.len() >= MAX_COUNTED {
            break;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(OutOfTime);
        }
        if seen.contains(&q) || !rules::may_place(board, opponent, q) {
            continue;
        }
        seen.push(q);
        let Some(after) = count_after(game, opponent, q, budget) else {
            continue;
        };
        if lead(&after, opponent) - base > 0.5
            && rules::may_place(board, color, q)
            && !board.is_eye_like(color, q)
            && !self_atari(game, color, q)
        {
            return Ok(Some(q));
        }
    }
    Ok(None)
}

/// Would the stone on `p` stand in atari?
fn self_atari(game: &Game, color: Color, p: Point) -> bool {
    game.board().liberties_when_played(color, p, 2) <= 1
}

/// `kgs-genmove_cleanup`: while opponent stones the count calls dead stand
/// on the board, take them off instead of passing: the liberty of a dead
/// string the search likes best.
pub(super) fn cleanup_move(
    game: &Game,
    color: Color,
    outcome: &Outcome,
    chosen: &Candidate,
    budget: Budget,
) -> Option<Move> {
    let board = game.board();
    let now = count(game, budget);
    let opponent = color.opponent();
    let mut targets: Vec<Point> = Vec::new();
    for p in board.points() {
        if board.color_at(p) == Some(opponent)
            && matches!(now.class(p), PointClass::Dead | PointClass::DeadInSeki)
        {
            for l in board.string_liberties(p) {
                if rules::may_place(board, color, l)
                    && !board.is_eye_like(color, l)
                    && !targets.contains(&l)
                {
                    targets.push(l);
                }
            }
        }
    }
    if targets.is_empty() {
        return None;
    }
    if let Some(p) = chosen.mv.point().filter(|p| targets.contains(p)) {
        return Some(Move::Place(p));
    }
    let by_search = outcome
        .candidates
        .iter()
        .filter_map(|c| c.mv.point())
        .find(|p| targets.contains(p) && !self_atari(game, color, *p));
    Some(Move::Place(
        by_search
            .or_else(|| {
                targets
                    .iter()
                    .copied()
                    .find(|&p| !self_atari(game, color, p))
            })
            .unwrap_or(targets[0]),
    ))
}
