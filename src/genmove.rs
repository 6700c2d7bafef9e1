//! Move generation: a Monte-Carlo tree search (`crate::mcts`) chooses the
//! move; the Japanese count (territory, Art. 8 and 10) decides when a move
//! is worth playing at all, and when to pass or resign.

use std::time::{Duration, Instant};

use crate::confirm::Budget;
use crate::game::{Event, Game};
use crate::mcts::{self, Candidate, Limits, Outcome, Position, Stop};
use crate::score::{self, PointClass, Score};
use crate::types::{Color, Move, Point};

/// How the engine thinks, from the command line.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Trees searched in parallel (one per thread).
    pub threads: usize,
    pub seed: u64,
    /// Playout cap (`--playouts`), also under a clock.
    pub playouts: Option<u64>,
    /// Time per move without a clock (`--move-time`).
    pub move_time: Option<Duration>,
    /// Resign below this win rate (0: never).
    pub resign_threshold: f64,
    /// Budget of the confirmation searches behind the count.
    pub score_budget: Budget,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            threads: 1,
            seed: 0,
            playouts: None,
            move_time: Some(DEFAULT_MOVE_TIME),
            resign_threshold: 0.05,
            score_budget: Budget::default(),
        }
    }
}

/// Thinking time per move without a clock or other limit.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);
/// Playouts below which the search never resigns.
const RESIGN_MIN_PLAYOUTS: u64 = 2000;
/// A move in settled territory is played only if it wins this much more
/// often than passing or filling a neutral point.
const TERRITORY_TOLERANCE: f32 = 0.05;
/// Node budget of each confirmation search behind the counts of the
/// move generator (the scoring commands keep `--score-budget`).
const COUNT_NODES: u64 = 20_000;
/// Behind on the count, the search's move is played rather than a pass
/// down to this win rate.
const PLAY_ON_MIN: f32 = 0.1;
/// Boards up to 13x13 are counted at every move.
const SMALL_BOARD: usize = 169;
/// Candidates whose count is compared before passing.
const MAX_COUNTED: usize = 16;

/// The engine's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// What a generation did, for logs and statistics.
#[derive(Clone, Debug)]
pub struct Stats {
    pub playouts: u64,
    pub seconds: f64,
    pub win_rate: f32,
    /// The colour searched for, and the moves of the game before.
    pub color: Color,
    pub moves_played: usize,
}

/// Chooses a move for `color` without playing it. In `cleanup` mode
/// (`kgs-genmove_cleanup`) it does not pass while opponent stones the
/// count calls dead remain on the board. `previous` is the win rate of
/// `color`'s last search in this game: it resigns only after two searches
/// in a row below the threshold.
pub fn choose(
    game: &Game,
    color: Color,
    settings: &Settings,
    cleanup: bool,
    previous: Option<f32>,
    stop: &Stop,
) -> (Decision, Stats) {
    let board = game.board();
    let started = Instant::now();
    let limits = limits(game, color, settings);
    // The counts after the search get a tenth of its time more (the clock
    // budget keeps a fifth of every period in reserve).
    let deadline = limits.time.map(|t| started + t.mul_f64(1.1));
    let budget = Budget {
        nodes: settings.score_budget.nodes.min(COUNT_NODES),
        ..settings.score_budget
    };
    // A search number from the position, so that the same seed gives the
    // same game but every move draws afresh.
    let seed = settings.seed ^ board.hash() ^ (game.events().len() as u64).rotate_left(32);
    let pos = Position {
        board,
        color,
        passes: u32::from(game.last_was_pass()),
        komi: game.komi(),
        placed: placed(game, Color::Black) - placed(game, Color::White),
        last: match game.events().last() {
            Some(Event::Move(_, Move::Place(p))) => Some(*p),
            _ => None,
        },
    };
    let outcome = mcts::search(&pos, settings.threads, seed, limits, stop);
    let chosen = avoid_repetition(game, color, &outcome);
    let moves_played = game.moves().count();
    let stats = Stats {
        playouts: outcome.playouts,
        seconds: outcome.elapsed.as_secs_f64(),
        win_rate: chosen.win_rate,
        color,
        moves_played,
    };
    log::info!(
        "genmove {}: {} in {} playouts, {:.2} s ({:.0}/s), win rate {:.3}",
        color.name(),
        crate::playout::as_move(chosen.mv),
        outcome.playouts,
        stats.seconds,
        outcome.playouts_per_second(),
        chosen.win_rate
    );
    let size = game.size();
    let below = |w: f32| f64::from(w) < settings.resign_threshold;
    if !cleanup
        && settings.resign_threshold > 0.0
        && below(chosen.win_rate)
        && previous.is_some_and(below)
        && outcome.playouts >= RESIGN_MIN_PLAYOUTS
        && moves_played >= size * size / 3
    {
        return (Decision::Resign, stats);
    }
    let mv = if cleanup {
        cleanup_move(game, color, &outcome, &chosen, budget)
    } else {
        None
    }
    .unwrap_or_else(|| {
        // After an interrupt the counts get no more time.
        let deadline = if stop.is_set() {
            Some(Instant::now())
        } else {
            deadline
        };
        japanese_endgame(game, color, &outcome, &chosen, budget, deadline)
    });
    (Decision::Play(mv), stats)
}

/// Stones of `color` placed so far: on the board or taken by the opponent.
fn placed(game: &Game, color: Color) -> i32 {
    (game.board().stone_count(color) + game.prisoners(color.opponent()) as usize) as i32
}

/// The limits of one search: the clock's budget if a clock is set, else
/// `--move-time`; `--playouts` in either case.
fn limits(game: &Game, color: Color, settings: &Settings) -> Limits {
    let empty = game.board().empty_points().len();
    let time = mcts::time::budget(&game.clock, color, empty).or(settings.move_time);
    Limits {
        playouts: settings.playouts,
        time,
    }
}

/// The best candidate that does not recreate an earlier whole-board
/// position, unless the repeating one is winning: a repetition may end the
/// game without result (Art. 12), which is no loss only for the loser.
fn avoid_repetition(game: &Game, color: Color, outcome: &Outcome) -> Candidate {
    let pass = Candidate {
        mv: None,
        visits: 0,
        win_rate: 0.5,
    };
    let history = game.position_hashes();
    let repeats = |c: &Candidate| match c.mv {
        Some(p) => {
            let mut b = game.board().clone();
            b.place(color, p);
            history.contains(&b.hash())
        }
        None => false,
    };
    let Some(best) = outcome.best() else {
        return pass;
    };
    if best.win_rate > 0.5 || !repeats(best) {
        return best.clone();
    }
    log::info!(
        "genmove: {} would repeat a position (Art. 12)",
        crate::playout::as_move(best.mv)
    );
    outcome
        .candidates
        .iter()
        .find(|c| !repeats(c))
        .cloned()
        .unwrap_or(pass)
}

/// `color`'s lead in a count.
fn lead(score: &Score, color: Color) -> f64 {
    match color {
        Color::Black => score.margin(),
        Color::White => -score.margin(),
    }
}

fn count(game: &Game, budget: Budget) -> Score {
    score::score_position(
        game.board(),
        [game.prisoners(Color::Black), game.prisoners(Color::White)],
        game.komi(),
        budget,
    )
}

/// The count after `color` plays `p`, if the move is legal.
fn count_after(game: &Game, color: Color, p: Point, budget: Budget) -> Option<Score> {
    let mut g = game.clone();
    g.play(color, Move::Place(p)).ok()?;
    Some(count(&g, budget))
}

/// Under territory counting a stone inside one's own territory costs a
/// point and filling a neutral point gains nothing (Art. 8, 10), so the
/// search's choice, made on the area of playouts, is checked against the
/// count once the game nears its end.
fn japanese_endgame(
    game: &Game,
    color: Color,
    outcome: &Outcome,
    chosen: &Candidate,
    budget: Budget,
    deadline: Option<Instant>,
) -> Move {
    let board = game.board();
    let area = board.size() * board.size();
    let opponent_passed = game.last_was_pass();
    // The count is cheap on small boards; on large ones it waits for the
    // end of the game, or for a game the playouts no longer tell apart.
    let decided = !(0.1..=0.9).contains(&chosen.win_rate);
    let late = opponent_passed
        || chosen.mv.is_none()
        || area <= SMALL_BOARD
        || decided
        || board.empty_points().len() * 5 <= area * 2;
    if !late {
        return crate::playout::as_move(chosen.mv);
    }
    let now = count(game, budget);
    let settled = |p: Point| {
        matches!(
            now.class(p),
            PointClass::Territory(_) | PointClass::SekiEye(_)
        )
    };
    if !opponent_passed {
        if let Some(p) = chosen.mv {
            if !settled(p) {
                return Move::Place(p);
            }
            // A move in settled territory: the most visited move outside
            // it (or a pass) instead, unless the search finds them all
            // clearly worse.
            let alternative = outcome.candidates.iter().find(|c| {
                c.mv.is_none_or(|q| !settled(q))
                    && c.win_rate + TERRITORY_TOLERANCE >= chosen.win_rate
            });
            match alternative {
                None => return Move::Place(p),
                Some(Candidate { mv: Some(q), .. }) => return Move::Place(*q),
                Some(_) => {} // a pass: see below
            }
        }
    }
    // Before passing: a move that raises the count, else a neutral point
    // to fill. An open dame can put a group in seki and cost it its
    // territory (Art. 8, Example 24), so dame are filled while filling
    // costs nothing.
    let base = lead(&now, color);
    let mut counted: Vec<Point> = Vec::new();
    for c in &outcome.candidates {
        if let Some(p) = c.mv {
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
            && board.is_legal(color, p)
            && !board.is_eye_like(color, p)
            && p.neighbors()
                .iter()
                .any(|&n| board.color_at(n) == Some(color))
            && !counted.contains(&p)
        {
            counted.push(p);
        }
    }
    let mut gain: Option<(f64, Point)> = None;
    let mut fill: Option<Point> = None;
    let out_of_time = || deadline.is_some_and(|d| Instant::now() >= d);
    for &p in &counted {
        if out_of_time() {
            // Not counted to the end: no pass on a guess, the search's
            // move stands (a pass only if the opponent has passed).
            log::info!("genmove: no time left to count more moves");
            if !opponent_passed {
                let best_move = outcome.candidates.iter().find_map(|c| c.mv);
                return crate::playout::as_move(chosen.mv.or(best_move));
            }
            break;
        }
        if !board.is_legal(color, p) || board.is_eye_like(color, p) {
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
            Some(Some(p)) => {
                log::info!("genmove: {} before passing", p.to_gtp());
                return Move::Place(p);
            }
            Some(None) => {}
            None => {
                log::info!("genmove: no time left to look for threats");
                let best_move = outcome.candidates.iter().find_map(|c| c.mv);
                return crate::playout::as_move(chosen.mv.or(best_move));
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
            .find(|c| c.mv.is_some() && c.win_rate >= PLAY_ON_MIN);
        if let Some(p) = play_on.and_then(|c| c.mv) {
            log::info!("genmove: behind on the count by {}, playing on", -base);
            return Move::Place(p);
        }
    }
    Move::Pass
}

/// A point where an opponent stone would raise his count (a string of
/// his short of liberties escaping, one of ours in danger), playable by
/// `color`; `None` when the time ran out before every point was tried.
fn threat(
    game: &Game,
    color: Color,
    now: &Score,
    budget: Budget,
    deadline: Option<Instant>,
) -> Option<Option<Point>> {
    let board = game.board();
    let opponent = color.opponent();
    let mut points: Vec<Point> = Vec::new();
    for p in board.points() {
        if board.color_at(p).is_some() && board.string_head(p) == p && board.liberties(p) <= 2 {
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
            return None;
        }
        if seen.contains(&q) || !board.is_legal(opponent, q) {
            continue;
        }
        seen.push(q);
        let Some(after) = count_after(game, opponent, q, budget) else {
            continue;
        };
        if lead(&after, opponent) - base > 0.5
            && board.is_legal(color, q)
            && !board.is_eye_like(color, q)
            && !self_atari(game, color, q)
        {
            return Some(Some(q));
        }
    }
    Some(None)
}

/// Would the stone on `p` stand in atari?
fn self_atari(game: &Game, color: Color, p: Point) -> bool {
    let mut b = game.board().clone();
    b.place(color, p);
    b.liberties(p) <= 1
}

/// `kgs-genmove_cleanup`: while opponent stones the count calls dead stand
/// on the board, take them off instead of passing: the liberty of a dead
/// string the search likes best.
fn cleanup_move(
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
                if board.is_legal(color, l) && !board.is_eye_like(color, l) && !targets.contains(&l)
                {
                    targets.push(l);
                }
            }
        }
    }
    if targets.is_empty() {
        return None;
    }
    if let Some(p) = chosen.mv.filter(|p| targets.contains(p)) {
        return Some(Move::Place(p));
    }
    let by_search = outcome
        .candidates
        .iter()
        .filter_map(|c| c.mv)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn at(v: &str) -> Point {
        Point::parse_gtp(v, 5).unwrap()
    }

    /// White may retake a ko at B2 after two passes: the retake brings
    /// back the position before Black took it.
    fn ko_game() -> Game {
        let mut g = Game::new(5, 0.5).unwrap();
        for (c, v) in [
            (Color::Black, "B3"),
            (Color::White, "C3"),
            (Color::Black, "A2"),
            (Color::White, "B2"),
            (Color::Black, "B1"),
            (Color::White, "C1"),
            (Color::Black, "pass"),
            (Color::White, "D2"),
            (Color::Black, "C2"),
            (Color::White, "pass"),
            (Color::Black, "pass"),
        ] {
            g.play(c, Move::parse_gtp(v, 5).unwrap()).unwrap();
        }
        g
    }

    fn outcome(retake_win_rate: f32) -> Outcome {
        let c = |v: &str, visits, win_rate| Candidate {
            mv: Some(at(v)),
            visits,
            win_rate,
        };
        Outcome {
            candidates: vec![c("B2", 100, retake_win_rate), c("E5", 50, 0.3)],
            playouts: 150,
            elapsed: Duration::from_millis(10),
        }
    }

    #[test]
    fn no_repetition_unless_winning() {
        let g = ko_game();
        assert!(g.is_legal(Color::White, Move::Place(at("B2"))));
        let chosen = avoid_repetition(&g, Color::White, &outcome(0.4));
        assert_eq!(chosen.mv, Some(at("E5")));
        let chosen = avoid_repetition(&g, Color::White, &outcome(0.7));
        assert_eq!(chosen.mv, Some(at("B2")));
    }
}
