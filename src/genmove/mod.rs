//! Move generation: a Monte-Carlo tree search (`crate::mcts`) chooses the
//! move; the Japanese count (territory, Art. 8 and 10) decides when a move
//! is worth playing at all, and when to pass or resign.

use std::time::{Duration, Instant};

use crate::confirm::Budget;
use crate::game::{Event, Game};
use crate::mcts::{self, Candidate, Limits, Options, Outcome, Position, Reports, Stop};
use crate::types::{Color, Move};
use count::{cleanup_move, japanese_endgame, COUNT_MAX_AREA, COUNT_NODES};

mod count;

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
    /// Limits of the confirmation searches: behind the scoring commands,
    /// and behind the move generator's count of a finished game.
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
/// Playouts below which the search never resigns (those of the visits
/// kept from the last search count too).
const RESIGN_MIN_PLAYOUTS: u64 = 2000;
/// The fewest estimate playouts of a count in the move generator.
const MIN_COUNT_PLAYOUTS: u64 = 64;

/// The engine's answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// The trees of the last move search and the game they searched, for the
/// next search to carry on (tree reuse between moves).
pub struct Reuse {
    kept: mcts::Kept,
    /// The game's board size, record and komi at the search (which fix
    /// its position), and the colour searched for.
    size: usize,
    events: Vec<Event>,
    komi: f64,
    color: Color,
}

impl Reuse {
    /// The trees carried on to `game` with `color` to move, when `game`
    /// is the searched game with moves added (a stone or a pass each),
    /// and the trees hold the line of those moves.
    fn carried_to(self, game: &Game, color: Color, options: &Options) -> Option<mcts::Kept> {
        let events = game.events();
        if game.size() != self.size || game.komi() != self.komi || !events.starts_with(&self.events)
        {
            return None;
        }
        let mut moves = Vec::new();
        for e in &events[self.events.len()..] {
            match e {
                Event::Move(c, m) => moves.push((*c, *m)),
                Event::Setup { .. } => return None,
            }
        }
        // The tree's root is the position searched, with its colour to move.
        if moves.is_empty() && color != self.color {
            return None;
        }
        self.kept.advanced(&moves, &position(game, color), options)
    }
}

/// What a generation did, for logs and statistics.
#[derive(Clone, Debug)]
pub struct Stats {
    pub playouts: u64,
    /// Visits the search's roots held from the last search (tree reuse).
    pub reused: u64,
    pub seconds: f64,
    pub win_rate: f32,
    /// The colour searched for, and the moves of the game before.
    pub color: Color,
    pub moves_played: usize,
}

/// What the move generator keeps of its last search.
#[derive(Default)]
pub struct Memory {
    /// What the last generation did (`kakunin-stats`).
    pub last: Option<Stats>,
    reuse: Option<Reuse>,
}

impl Memory {
    /// The win rate of `color`'s last search in `game`, if that search was
    /// of this game (fewer moves played then).
    fn previous(&self, game: &Game, color: Color) -> Option<f32> {
        self.last
            .as_ref()
            .filter(|s| s.color == color && s.moves_played < game.moves().count())
            .map(|s| s.win_rate)
    }
}

/// Chooses a move for `color` without playing it, and remembers the
/// search in `memory`. In `cleanup` mode (`kgs-genmove_cleanup`) it does
/// not pass while opponent stones the count calls dead remain on the
/// board. It resigns only after two searches of `color` in a row below
/// the threshold. The search carries on the trees of the last one where
/// the game went on from it (tree reuse).
pub fn choose(
    game: &Game,
    color: Color,
    settings: &Settings,
    cleanup: bool,
    stop: &Stop,
    reports: Option<Reports>,
    memory: &mut Memory,
) -> Decision {
    let previous = memory.previous(game, color);
    let reuse = &mut memory.reuse;
    let started = Instant::now();
    let limits = limits(game, color, settings);
    // The counts after the search get a tenth of its time more (the clock
    // budget keeps a fifth of every period in reserve).
    let deadline = limits.time.map(|t| started + t.mul_f64(1.1));
    let options = Options::for_move(limits);
    let kept = reuse
        .take()
        .and_then(|r| r.carried_to(game, color, &options));
    let reused = kept.as_ref().map_or(0, mcts::Kept::root_visits);
    let (outcome, kept) = search(game, color, settings, &options, stop, reports, kept);
    *reuse = Some(Reuse {
        kept,
        size: game.size(),
        events: game.events().to_vec(),
        komi: game.komi(),
        color,
    });
    // Each count's estimate costs no more playouts than a quarter of the
    // search's own, so that a small search is not followed by counts many
    // times its size (with or without a clock, and the same on every run).
    let budget = Budget {
        nodes: settings.score_budget.nodes.min(COUNT_NODES),
        max_area: settings.score_budget.max_area.min(COUNT_MAX_AREA),
        playouts: settings
            .score_budget
            .playouts
            .min((outcome.playouts / 4).max(MIN_COUNT_PLAYOUTS) as u32),
        warn_on_fallback: false,
        wider_readings: false,
        estimate_ahead: false,
        keep_lines: false,
    };
    let chosen = avoid_repetition(game, color, &outcome);
    let moves_played = game.moves().count();
    let stats = Stats {
        playouts: outcome.playouts,
        reused,
        seconds: outcome.elapsed.as_secs_f64(),
        win_rate: chosen.win_rate,
        color,
        moves_played,
    };
    log::info!(
        "genmove {}: {} in {} playouts ({} visits kept from the last search), {:.2} s ({:.0}/s), win rate {:.3}",
        color.name(),
        chosen.mv,
        outcome.playouts,
        reused,
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
        && outcome.playouts + reused >= RESIGN_MIN_PLAYOUTS
        && moves_played >= size * size / 3
    {
        memory.last = Some(stats);
        return Decision::Resign;
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
    memory.last = Some(stats);
    Decision::Play(mv)
}

/// Searches the position of `game` with `color` to move, carrying on the
/// trees `kept` (see [`Reuse`]); gives them back.
pub fn search(
    game: &Game,
    color: Color,
    settings: &Settings,
    options: &Options,
    stop: &Stop,
    reports: Option<Reports>,
    kept: Option<mcts::Kept>,
) -> (Outcome, mcts::Kept) {
    // A search number from the position, so that the same seed gives the
    // same game but every move draws afresh.
    let seed = settings.seed ^ game.board().hash() ^ (game.events().len() as u64).rotate_left(32);
    let pos = position(game, color);
    mcts::search_with(&pos, settings.threads, seed, options, stop, reports, kept)
}

/// The position of `game` as the search sees it, `color` to move.
fn position(game: &Game, color: Color) -> Position<'_> {
    Position {
        board: game.board(),
        color,
        passes: u32::from(game.last_was_pass()),
        komi: game.komi(),
        placed: placed(game, Color::Black) - placed(game, Color::White),
        last: match game.events().last() {
            Some(Event::Move(_, Move::Place(p))) => Some(*p),
            _ => None,
        },
    }
}

/// Who owns each point at the end of `playouts` simulations of the move
/// search from the position, the side to move moving first.
pub fn ownership(game: &Game, settings: &Settings, playouts: u64) -> mcts::Ownership {
    let options = Options {
        limits: Limits {
            playouts: Some(playouts.max(1)),
            time: None,
        },
        early_end: false,
        until_input: false,
        ownership: true,
    };
    let (outcome, _) = search(
        game,
        game.to_move(),
        settings,
        &options,
        &Stop::default(),
        None,
        None,
    );
    outcome
        .ownership
        .expect("a search asked for ownership keeps it")
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
        win_rate: 0.5,
        ..Candidate::unvisited(Move::Pass)
    };
    let history = game.position_hashes();
    let repeats = |c: &Candidate| match c.mv {
        Move::Place(p) => {
            let mut b = game.board().clone();
            b.place(color, p);
            history.contains(&b.hash())
        }
        Move::Pass => false,
    };
    let Some(best) = outcome.best() else {
        return pass;
    };
    if best.win_rate > 0.5 || !repeats(best) {
        return best.clone();
    }
    log::info!("genmove: {} would repeat a position (Art. 12)", best.mv);
    outcome
        .candidates
        .iter()
        .find(|c| !repeats(c))
        .cloned()
        .unwrap_or(pass)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Point;

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
            visits,
            win_rate,
            ..Candidate::unvisited(Move::Place(at(v)))
        };
        Outcome {
            candidates: vec![c("B2", 100, retake_win_rate), c("E5", 50, 0.3)],
            playouts: 150,
            elapsed: Duration::from_millis(10),
            ownership: None,
        }
    }

    #[test]
    fn no_repetition_unless_winning() {
        let g = ko_game();
        assert!(g.is_legal(Color::White, Move::Place(at("B2"))));
        let chosen = avoid_repetition(&g, Color::White, &outcome(0.4));
        assert_eq!(chosen.mv, Move::Place(at("E5")));
        let chosen = avoid_repetition(&g, Color::White, &outcome(0.7));
        assert_eq!(chosen.mv, Move::Place(at("B2")));
    }
}
