//! The command table. Each handler checks its arguments first and changes
//! the game only when the whole command succeeds: a failed command changes
//! nothing. The analysis commands, whose responses stream, are in
//! `stream`.

mod stream;

use std::io::{self, Write};

use super::parse::{parse_line, CommandLine, Line};
use super::{analyze, scoring};
use super::{frame, GtpError, Outcome};
use crate::clock::{Clock, TimeSystem};
use crate::game::{Game, GameError};
use crate::genmove::{self, Decision, Settings};
use crate::mcts::{Reports, Stop};
use crate::score::Score;
use crate::types::{ByColor, Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::{handicap, sgf};

/// Settings from the command line: the move generator's, whose score
/// budget the scoring commands use too (one set of fields for both).
pub type EngineConfig = Settings;

pub struct Engine {
    game: Game,
    config: EngineConfig,
    /// The interrupt of the command being handled (`gogui-interrupt`).
    stop: Stop,
    /// What the move generator keeps of its last search (`kakunin-stats`,
    /// and the trees the next search carries on).
    memory: genmove::Memory,
    quit: bool,
    /// The last score, kept while the position, prisoners and komi stay.
    score_cache: Option<(ScoreKey, Score)>,
}

/// What a score depends on: a position with the same of each is scored
/// the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct ScoreKey {
    board_hash: u64,
    prisoners: ByColor<u32>,
    komi_bits: u64,
    size: usize,
}

type Handler = fn(&mut Engine, &[String]) -> Outcome;

/// Every command, in the order `list_commands` gives them.
const COMMANDS: &[(&str, Handler)] = &[
    ("protocol_version", |_, args| fixed(args, "2")),
    ("name", |_, args| fixed(args, "kakunin")),
    ("version", |_, args| fixed(args, env!("CARGO_PKG_VERSION"))),
    ("known_command", Engine::known_command),
    ("list_commands", Engine::list_commands),
    ("quit", Engine::quit),
    ("boardsize", Engine::boardsize),
    ("clear_board", Engine::clear_board),
    ("komi", Engine::komi),
    ("play", Engine::play),
    ("genmove", Engine::genmove),
    ("reg_genmove", Engine::reg_genmove),
    ("kgs-genmove_cleanup", Engine::genmove_cleanup),
    ("gogui-interrupt", |_, args| fixed(args, "")),
    ("kakunin-stats", Engine::stats),
    ("cputime", |_, args| {
        arity(args, 0)?;
        Ok(cpu_seconds())
    }),
    ("undo", Engine::undo),
    ("fixed_handicap", Engine::fixed_handicap),
    ("place_free_handicap", Engine::place_free_handicap),
    ("set_free_handicap", Engine::set_free_handicap),
    ("time_settings", Engine::time_settings),
    ("kgs-time_settings", Engine::kgs_time_settings),
    ("time_left", Engine::time_left),
    ("loadsgf", Engine::loadsgf),
    ("printsgf", Engine::printsgf),
    ("showboard", Engine::showboard),
    ("final_score", Engine::final_score),
    ("final_status", Engine::final_status),
    ("final_status_list", Engine::final_status_list),
    ("gogui-analyze_commands", Engine::analyze_commands),
    ("gogui_analyze_commands", Engine::analyze_commands),
    ("gogui-title", Engine::gogui_title),
    ("kakunin-score_gfx", Engine::score_gfx),
    ("kakunin-score_open_gfx", Engine::score_open_gfx),
    ("kakunin-explain", Engine::explain),
    ("kakunin-explain_text", Engine::explain_text),
    ("kakunin-score_stats", Engine::score_stats),
    ("kakunin-ownership", Engine::ownership),
    ("kakunin-svg", Engine::write_svg),
    ("kakunin-score_param", Engine::score_param),
];

/// The largest node budget `kakunin-score_param` accepts. Each string's
/// readings may take three times it, so that past this bound one scoring
/// command on a hard position would run for minutes.
const MAX_SCORE_NODES: u64 = 10_000_000;
/// The largest area (empty points) it lets the search read exactly.
const MAX_SCORE_AREA: u64 = 64;
/// The most playouts it lets the fallback estimate run.
const MAX_SCORE_PLAYOUTS: u64 = 100_000;

fn syntax<T>() -> Result<T, GtpError> {
    Err(GtpError::Syntax)
}

fn arity(args: &[String], n: usize) -> Result<(), GtpError> {
    if args.len() == n {
        Ok(())
    } else {
        syntax()
    }
}

/// The answer of a command without arguments that always says the same.
fn fixed(args: &[String], answer: &str) -> Outcome {
    arity(args, 0)?;
    Ok(answer.to_string())
}

/// The CPU time of the process so far, all threads, in seconds: GoGui's
/// `cputime`, which gogui-regress and gogui-twogtp put in their tables.
fn cpu_seconds() -> String {
    let used = cpu_time::ProcessTime::try_now().map_or(0.0, |t| t.as_duration().as_secs_f64());
    format!("{used:.3}")
}

fn color_arg(text: &str) -> Result<Color, GtpError> {
    Color::parse(text).ok_or(GtpError::Syntax)
}

fn int_arg(text: &str) -> Result<u64, GtpError> {
    text.parse().map_err(|_| GtpError::Syntax)
}

/// A non-negative number of seconds (GTP says integer; fractions are harmless).
fn seconds_arg(text: &str) -> Result<f64, GtpError> {
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => syntax(),
    }
}

fn vertex_list(game: &Game, args: &[String]) -> Result<Vec<Point>, GtpError> {
    args.iter()
        .map(|a| Point::parse_gtp(a, game.size()).ok_or(GtpError::BadVertexList))
        .collect()
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        Engine {
            game: Game::new(19, 0.0).expect("19 is a valid size"),
            config,
            stop: Stop::default(),
            memory: genmove::Memory::default(),
            quit: false,
            score_cache: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Lets `# interrupt` lines stop the searches: `stop` carries the
    /// shared count of the reader and the number of the next command.
    pub fn set_stop(&mut self, stop: Stop) {
        self.stop = stop;
    }

    /// Has `quit` been received?
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// Handles one raw input line, writing its response (if any) to `out`
    /// and flushing it. An analysis streams its lines until the next input
    /// line (see [`Stop::input_follows`]).
    pub fn respond(&mut self, raw: &[u8], out: &mut dyn Write) -> io::Result<()> {
        match parse_line(raw) {
            Line::Empty => Ok(()),
            Line::Malformed { id } => send(out, &frame(id, &syntax())),
            Line::Command(cmd) => match stream::STREAMS.iter().find(|(n, _)| *n == cmd.name) {
                Some((_, handler)) => handler(self, &cmd, out),
                None => send(out, &frame(cmd.id, &self.execute(&cmd))),
            },
        }
    }

    /// Handles one raw input line; `None` for lines that get no response.
    /// An analysis command gets its whole stream: without a reader of the
    /// input (the stop's command number 0) it ends after the first batch
    /// of simulations.
    pub fn handle_line(&mut self, raw: &[u8]) -> Option<String> {
        let mut out = Vec::new();
        // Writing to a vector cannot fail.
        self.respond(raw, &mut out).ok()?;
        (!out.is_empty()).then(|| String::from_utf8_lossy(&out).into_owned())
    }

    /// Runs a parsed command whose response does not stream.
    pub fn execute(&mut self, cmd: &CommandLine) -> Outcome {
        match COMMANDS.iter().find(|(name, _)| *name == cmd.name) {
            Some((_, handler)) => handler(self, &cmd.args),
            None => Err(GtpError::UnknownCommand),
        }
    }

    /// Every command name, in the order `list_commands` gives them.
    fn command_names() -> impl Iterator<Item = &'static str> {
        COMMANDS
            .iter()
            .map(|(n, _)| *n)
            .chain(stream::STREAMS.iter().map(|(n, _)| *n))
    }

    fn known_command(&mut self, args: &[String]) -> Outcome {
        arity(args, 1)?;
        Ok(Self::command_names().any(|n| n == args[0]).to_string())
    }

    fn list_commands(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(Self::command_names().collect::<Vec<_>>().join("\n"))
    }

    fn quit(&mut self, args: &[String]) -> Outcome {
        let _ = args;
        self.quit = true;
        Ok(String::new())
    }

    fn boardsize(&mut self, args: &[String]) -> Outcome {
        arity(args, 1)?;
        let size = int_arg(&args[0])?;
        if !(MIN_SIZE as u64..=MAX_SIZE as u64).contains(&size) {
            return Err(GtpError::UnacceptableSize);
        }
        self.game.set_size(size as usize)?;
        Ok(String::new())
    }

    fn clear_board(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        self.game.clear();
        Ok(String::new())
    }

    fn komi(&mut self, args: &[String]) -> Outcome {
        arity(args, 1)?;
        match args[0].parse::<f64>() {
            Ok(k) if k.is_finite() && k.abs() < 1e6 => {
                self.game.set_komi(k);
                Ok(String::new())
            }
            _ => syntax(),
        }
    }

    fn color_and_move(&self, args: &[String]) -> Result<(Color, Move), GtpError> {
        arity(args, 2)?;
        let color = color_arg(&args[0])?;
        if let Some(mv) = Move::parse_gtp(&args[1], self.game.size()) {
            return Ok((color, mv));
        }
        // A well-formed vertex off this board is an illegal move, not a
        // syntax error (controllers treat anything else as a crash).
        if crate::types::parse_gtp_coords(&args[1]).is_some() {
            Err(GtpError::IllegalMove)
        } else {
            syntax()
        }
    }

    fn play(&mut self, args: &[String]) -> Outcome {
        let (color, mv) = self.color_and_move(args)?;
        self.game.play(color, mv)?;
        Ok(String::new())
    }

    fn settings(&self) -> Settings {
        self.config.clone()
    }

    /// Chooses a move; plays it when `play` is set.
    fn generate(&mut self, args: &[String], play: bool, cleanup: bool) -> Outcome {
        arity(args, 1)?;
        let color = color_arg(&args[0])?;
        self.think(color, play, cleanup, None)
    }

    /// Chooses a move for `color` (`resign` or a vertex), letting
    /// `reports` see the search; plays it when `play` is set.
    fn think(
        &mut self,
        color: Color,
        play: bool,
        cleanup: bool,
        reports: Option<Reports>,
    ) -> Outcome {
        let decision = genmove::choose(
            &self.game,
            color,
            &self.settings(),
            cleanup,
            &self.stop,
            reports,
            &mut self.memory,
        );
        match decision {
            Decision::Resign => Ok("resign".to_string()),
            Decision::Play(mv) => {
                if play {
                    self.game
                        .play(color, mv)
                        .map_err(|_| GtpError::GeneratorFailed)?;
                }
                Ok(mv.to_gtp())
            }
        }
    }

    fn genmove(&mut self, args: &[String]) -> Outcome {
        self.generate(args, true, false)
    }

    fn reg_genmove(&mut self, args: &[String]) -> Outcome {
        self.generate(args, false, false)
    }

    /// Like `genmove`, but dead opponent stones are captured before any
    /// pass (KGS asks for it after a disagreement about the dead stones).
    fn genmove_cleanup(&mut self, args: &[String]) -> Outcome {
        self.generate(args, true, true)
    }

    /// Playouts, seconds and win rate of the last move generation, and the
    /// visits its search carried on from the one before (tree reuse).
    fn stats(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        let (playouts, seconds, win_rate, reused) = match &self.memory.last {
            Some(s) => (s.playouts, s.seconds, s.win_rate, s.reused),
            None => (0, 0.0, 0.5, 0),
        };
        let rate = playouts as f64 / seconds.max(1e-6);
        Ok(format!(
            "playouts {playouts} seconds {seconds:.3} playouts_per_second {rate:.0} win_rate {win_rate:.3} reused_visits {reused}"
        ))
    }

    fn undo(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        self.game.undo()?;
        Ok(String::new())
    }

    fn board_is_empty(&self) -> bool {
        let size = self.game.size();
        self.game.board().empty_points().len() == size * size
    }

    fn handicap_count(&self, args: &[String]) -> Result<usize, GtpError> {
        arity(args, 1)?;
        let n = int_arg(&args[0])?;
        if !self.board_is_empty() {
            return Err(GtpError::BoardNotEmpty);
        }
        Ok(n.min(10_000) as usize)
    }

    fn place(&mut self, points: Result<Vec<Point>, GameError>) -> Outcome {
        let points = points?;
        self.game.place_handicap(&points)?;
        Ok(points
            .iter()
            .map(|p| p.to_gtp())
            .collect::<Vec<_>>()
            .join(" "))
    }

    fn fixed_handicap(&mut self, args: &[String]) -> Outcome {
        let n = self.handicap_count(args)?;
        let points = handicap::fixed(self.game.size(), n);
        self.place(points)
    }

    fn place_free_handicap(&mut self, args: &[String]) -> Outcome {
        let n = self.handicap_count(args)?;
        let points = handicap::free(self.game.size(), n);
        self.place(points)
    }

    fn set_free_handicap(&mut self, args: &[String]) -> Outcome {
        if !self.board_is_empty() {
            return Err(GtpError::BoardNotEmpty);
        }
        let points = vertex_list(&self.game, args)?;
        if points.len() < 2 {
            return Err(GtpError::BadVertexList);
        }
        self.game.place_handicap(&points).map_err(|e| match e {
            GameError::InvalidHandicap => GtpError::BadVertexList,
            e => e.into(),
        })?;
        Ok(String::new())
    }

    fn time_settings(&mut self, args: &[String]) -> Outcome {
        arity(args, 3)?;
        let main = seconds_arg(&args[0])?;
        let period = seconds_arg(&args[1])?;
        let stones = int_arg(&args[2])?.min(u32::MAX as u64) as u32;
        self.game.clock = Clock::from_gtp(main, period, stones);
        Ok(String::new())
    }

    fn kgs_time_settings(&mut self, args: &[String]) -> Outcome {
        let kind = args
            .first()
            .map(|s| s.to_ascii_lowercase())
            .ok_or(GtpError::Syntax)?;
        let count = |s: &String| int_arg(s).map(|n| n.min(u32::MAX as u64) as u32);
        let system = match kind.as_str() {
            "none" => {
                arity(args, 1)?;
                TimeSystem::None
            }
            "absolute" => {
                arity(args, 2)?;
                TimeSystem::Absolute {
                    main: seconds_arg(&args[1])?,
                }
            }
            "byoyomi" => {
                arity(args, 4)?;
                TimeSystem::Byoyomi {
                    main: seconds_arg(&args[1])?,
                    period: seconds_arg(&args[2])?,
                    periods: count(&args[3])?,
                }
            }
            "canadian" => {
                arity(args, 4)?;
                TimeSystem::Canadian {
                    main: seconds_arg(&args[1])?,
                    period: seconds_arg(&args[2])?,
                    stones: count(&args[3])?,
                }
            }
            _ => return syntax(),
        };
        self.game.clock = Clock::with_system(system);
        Ok(String::new())
    }

    fn time_left(&mut self, args: &[String]) -> Outcome {
        arity(args, 3)?;
        let color = color_arg(&args[0])?;
        let seconds = seconds_arg(&args[1])?;
        let stones = int_arg(&args[2])?.min(u32::MAX as u64) as u32;
        self.game.clock.set_left(color, seconds, stones);
        Ok(String::new())
    }

    fn loadsgf(&mut self, args: &[String]) -> Outcome {
        if args.is_empty() || args.len() > 2 {
            return syntax();
        }
        let stop_before = match args.get(1) {
            Some(n) => Some(int_arg(n)? as usize),
            None => None,
        };
        let cannot = |e: sgf::SgfError| {
            log::warn!("loadsgf {}: {e}", args[0]);
            GtpError::CannotLoadFile
        };
        let bytes = sgf::read_record(args[0].as_ref()).map_err(cannot)?;
        let text = String::from_utf8_lossy(&bytes);
        let (mut game, next) = sgf::load(&text, stop_before, self.game.komi()).map_err(cannot)?;
        game.clock = self.game.clock;
        game.set_to_move(next);
        self.game = game;
        Ok(next.name().to_string())
    }

    fn printsgf(&mut self, args: &[String]) -> Outcome {
        let text = sgf::write(&self.game);
        match args {
            [] => Ok(text),
            [file] => {
                std::fs::write(file, text).map_err(|e| {
                    log::warn!("printsgf {file}: {e}");
                    GtpError::CannotWriteFile
                })?;
                Ok(String::new())
            }
            _ => syntax(),
        }
    }

    /// The score of the current position, computed once per position.
    fn current_score(&mut self) -> &Score {
        let g = &self.game;
        let key = ScoreKey {
            board_hash: g.board().hash(),
            prisoners: g.all_prisoners(),
            komi_bits: g.komi().to_bits(),
            size: g.size(),
        };
        if self.score_cache.as_ref().is_none_or(|(k, _)| *k != key) {
            let score = scoring::score_game(g, self.config.score_budget);
            self.score_cache = Some((key, score));
        }
        &self.score_cache.as_ref().expect("just computed").1
    }

    /// The game with the score of its current position.
    fn scored(&mut self) -> (&Game, &Score) {
        self.current_score();
        let score = &self.score_cache.as_ref().expect("just computed").1;
        (&self.game, score)
    }

    fn final_score(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        scoring::final_score(self.current_score(), args)
    }

    fn final_status(&mut self, args: &[String]) -> Outcome {
        arity(args, 1)?;
        Point::parse_gtp(&args[0], self.game.size()).ok_or(GtpError::Syntax)?;
        let (game, score) = self.scored();
        scoring::final_status(game, score, args)
    }

    fn final_status_list(&mut self, args: &[String]) -> Outcome {
        arity(args, 1)?;
        let (game, score) = self.scored();
        scoring::final_status_list(game, score, args)
    }

    /// The limits of the scoring search, as GoGui's parameter dialog
    /// reads and sets them (analyze type `param`): without arguments, one
    /// `[string] NAME VALUE` line each; with a name and a value, sets it.
    /// A new limit takes effect from the next scoring command (the score
    /// of the current position is computed again).
    fn score_param(&mut self, args: &[String]) -> Outcome {
        let budget = &mut self.config.score_budget;
        match args {
            [] => Ok(format!(
                "[string] nodes {}\n[string] max_area {}\n[string] playouts {}",
                budget.nodes, budget.max_area, budget.playouts
            )),
            [name, value] => {
                let value = int_arg(value)?;
                let mut changed = *budget;
                let in_range = match name.as_str() {
                    "nodes" => {
                        changed.nodes = value;
                        value <= MAX_SCORE_NODES
                    }
                    "max_area" => {
                        changed.max_area = value as usize;
                        (1..=MAX_SCORE_AREA).contains(&value)
                    }
                    "playouts" => {
                        changed.playouts = value as u32;
                        (1..=MAX_SCORE_PLAYOUTS).contains(&value)
                    }
                    _ => return Err(GtpError::UnknownParameter),
                };
                if !in_range {
                    return Err(GtpError::ValueOutOfRange);
                }
                *budget = changed;
                self.score_cache = None;
                Ok(String::new())
            }
            _ => syntax(),
        }
    }

    fn analyze_commands(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(analyze::ANALYZE_COMMANDS.join("\n"))
    }

    fn gogui_title(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(analyze::title(&self.game))
    }

    fn score_gfx(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(analyze::score_gfx(self.current_score()))
    }

    /// The score as `kakunin-score_gfx` draws it, with the open dame left
    /// unfilled (Art. 8 as written): the literal reading beside
    /// `final_score`'s (design note, a stopped game that left work undone).
    fn score_open_gfx(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(analyze::score_gfx(self.current_score().left_open()))
    }

    fn explain(&mut self, args: &[String]) -> Outcome {
        self.explained(args, analyze::explain)
    }

    fn explain_text(&mut self, args: &[String]) -> Outcome {
        self.explained(args, analyze::explain_text)
    }

    /// Why the point named in `args` is what the count says, as `render`
    /// writes it (GoGui's gfx, or text for its window).
    fn explained(
        &mut self,
        args: &[String],
        render: fn(&Game, &Score, crate::confirm::Budget, Point) -> Outcome,
    ) -> Outcome {
        arity(args, 1)?;
        let p = Point::parse_gtp(&args[0], self.game.size()).ok_or(GtpError::Syntax)?;
        let budget = self.config.score_budget;
        let (game, score) = self.scored();
        render(game, score, budget, p)
    }

    fn score_stats(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        let (game, score) = self.scored();
        Ok(analyze::score_stats(game, score))
    }

    fn ownership(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        let playouts = u64::from(self.config.score_budget.playouts);
        let own = genmove::ownership(&self.game, &self.settings(), playouts);
        Ok(analyze::ownership(&own, self.game.size()))
    }

    /// Writes the picture of the scored position to the file named.
    fn write_svg(&mut self, args: &[String]) -> Outcome {
        // GoGui quotes a file name that has spaces (its `%f`).
        let file = args.join(" ");
        let file = file.trim_matches('"');
        if file.is_empty() {
            return syntax();
        }
        let (game, score) = self.scored();
        let picture = crate::svg::render(game, score);
        std::fs::write(file, picture).map_err(|e| {
            log::warn!("kakunin-svg {file}: {e}");
            GtpError::CannotWriteFile
        })?;
        Ok(String::new())
    }

    fn showboard(&mut self, args: &[String]) -> Outcome {
        arity(args, 0)?;
        Ok(format!("\n{}", render_board(&self.game)))
    }
}

/// Writes a response, or a line of one, and flushes it.
fn send(out: &mut dyn Write, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// The board as `showboard` prints it: top row first, coordinates around,
/// prisoners beside the first rows.
pub fn render_board(game: &Game) -> String {
    let board = game.board();
    let size = board.size();
    let letters: String = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
        .chars()
        .take(size)
        .flat_map(|c| [' ', c])
        .collect();
    let mut out = format!("  {letters}\n");
    for y in (0..size).rev() {
        out.push_str(&format!("{:>2}", y + 1));
        for x in 0..size {
            let p = Point::new(x, y);
            out.push(' ');
            out.push(match board.color_at(p) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            });
        }
        out.push_str(&format!(" {:<2}", y + 1));
        if y == size - 1 {
            out.push_str(&format!(
                " WHITE (O) has captured {} stones",
                game.prisoners(Color::White)
            ));
        } else if y + 2 == size {
            out.push_str(&format!(
                " BLACK (X) has captured {} stones",
                game.prisoners(Color::Black)
            ));
        }
        out.push('\n');
    }
    out.push_str(&format!("  {letters}"));
    out
}
