//! The `kakunin` binary: a GTP engine on standard input and output.

use std::io::{self, Write};

use clap::{Parser, Subcommand};

use kakunin::confirm::Budget;
use kakunin::gtp::{scoring, Engine, EngineConfig};

/// A Go engine for the Go Text Protocol under the Japanese rules of 1989.
///
/// Without a subcommand it reads GTP commands on standard input and answers
/// on standard output; logs go to standard error.
#[derive(Parser, Debug)]
#[command(name = "kakunin", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Worker threads for the searches (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Seed for the random choices; the same seed and one thread give the
    /// same games.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Node budget of each confirmation search behind final_score and
    /// final_status_list; past it the status is estimated (and logged).
    #[arg(long, default_value_t = 200_000)]
    score_budget: u64,
    /// Log level on standard error: off, error, warn, info, debug, trace.
    #[arg(long, default_value = "warn")]
    log_level: log::LevelFilter,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Scores a game record under the Japanese rules: the result, the dead
    /// and seki stones, and the count of each side.
    Score {
        /// The SGF record.
        file: std::path::PathBuf,
        /// Score the position before this move number (default: the end).
        #[arg(long = "move")]
        move_number: Option<usize>,
        /// Also draw the scored position to this SVG file: dead stones
        /// crossed out, territory, seki and dame marked, the count below.
        #[arg(long, value_name = "OUT.svg")]
        svg: Option<std::path::PathBuf>,
    },
}

fn main() {
    let cli = Cli::parse();
    env_logger::Builder::new()
        .filter_level(cli.log_level)
        .parse_env("KAKUNIN_LOG")
        .target(env_logger::Target::Stderr)
        .init();
    let threads = cli
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let _ = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global();
    let score_budget = Budget {
        nodes: cli.score_budget,
        ..Default::default()
    };
    if let Some(Command::Score {
        file,
        move_number,
        svg,
    }) = &cli.command
    {
        match score_file(file, *move_number, svg.as_deref(), score_budget) {
            Ok(report) => print!("{report}"),
            Err(e) => {
                eprintln!("kakunin: {}: {e}", file.display());
                std::process::exit(2);
            }
        }
        return;
    }
    let mut engine = Engine::new(EngineConfig {
        threads,
        seed: cli.seed,
        score_budget,
    });
    if let Err(e) = serve(&mut engine) {
        // A closed output pipe ends the session; nothing more to say there.
        if e.kind() != io::ErrorKind::BrokenPipe {
            log::error!("i/o error: {e}");
            std::process::exit(1);
        }
    }
}

/// The report of `kakunin score`, after writing the picture if asked.
fn score_file(
    file: &std::path::Path,
    move_number: Option<usize>,
    svg: Option<&std::path::Path>,
    budget: Budget,
) -> Result<String, String> {
    let bytes = kakunin::sgf::read_record(file).map_err(|e| e.0)?;
    let text = String::from_utf8_lossy(&bytes);
    let (game, _) = kakunin::sgf::load(&text, move_number, 0.0).map_err(|e| e.0)?;
    let score = scoring::score_game(&game, budget);
    if let Some(out) = svg {
        std::fs::write(out, kakunin::svg::render(&game, &score))
            .map_err(|e| format!("{}: {e}", out.display()))?;
    }
    Ok(scoring::report(&game, &score))
}

/// Answers commands until `quit` or the end of input.
fn serve(engine: &mut Engine) -> io::Result<()> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut line = Vec::new();
    loop {
        if kakunin::gtp::input::read_line(&mut input, &mut line)? == 0 {
            return Ok(()); // end of input: like quit
        }
        if let Some(response) = engine.handle_line(&line) {
            let mut out = stdout.lock();
            out.write_all(response.as_bytes())?;
            out.flush()?;
        }
        if engine.has_quit() {
            return Ok(());
        }
    }
}
