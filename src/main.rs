//! The `kakunin` binary: a GTP engine on standard input and output.

use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

use clap::{Parser, Subcommand};

use kakunin::confirm::Budget;
use kakunin::gtp::{scoring, Engine, EngineConfig};
use kakunin::mcts::Stop;

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
    #[arg(long, global = true)]
    threads: Option<usize>,
    /// Seed for the random choices; the same seed and thread count with a
    /// --playouts budget (no --move-time, no clock) give the same games.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Node budget of each confirmation search behind final_score and
    /// final_status_list; past it the status is estimated (and logged).
    #[arg(long, default_value_t = 200_000, global = true)]
    score_budget: u64,
    /// Playouts per generated move (over all threads). Alone, it makes the
    /// move depend only on the seed and the thread count.
    #[arg(long)]
    playouts: Option<u64>,
    /// Seconds per generated move when no clock is set (default 1, or none
    /// when --playouts is given).
    #[arg(long, value_parser = parse_seconds)]
    move_time: Option<f64>,
    /// Win rate below which genmove resigns, after enough playouts and not
    /// early in the game; 0 never resigns.
    #[arg(long, default_value_t = 0.05, value_parser = parse_fraction)]
    resign_threshold: f64,
    /// Log level on standard error: off, error, warn, info, debug, trace.
    #[arg(long, default_value = "warn", global = true)]
    log_level: log::LevelFilter,
}

/// A number option out of its range; clap shows it after the value.
#[derive(Debug)]
enum BadNumber {
    Seconds,
    Fraction,
}

impl std::fmt::Display for BadNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            BadNumber::Seconds => "a positive number of seconds",
            BadNumber::Fraction => "a number from 0 to 1",
        })
    }
}

impl std::error::Error for BadNumber {}

fn parse_seconds(text: &str) -> Result<f64, BadNumber> {
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v < 1e6 => Ok(v),
        _ => Err(BadNumber::Seconds),
    }
}

fn parse_fraction(text: &str) -> Result<f64, BadNumber> {
    match text.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(BadNumber::Fraction),
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Scores a game record under the Japanese rules: the result, the dead
    /// and seki stones, and the count of each side.
    ///
    /// One record gives a report to read; many records, or folders (searched
    /// for .sgf files), are scored in parallel, one line a game.
    Score {
        /// SGF records, and folders of them.
        #[arg(required = true, value_name = "FILE_OR_FOLDER")]
        paths: Vec<std::path::PathBuf>,
        /// Score the position before this move number (default: the end).
        #[arg(long = "move")]
        move_number: Option<usize>,
        /// Also draw the scored position to this SVG file: dead stones
        /// crossed out, territory, seki and dame marked, the count below
        /// (one record only).
        #[arg(long, value_name = "OUT.svg")]
        svg: Option<std::path::PathBuf>,
        /// The output: a report for one record (text), or one line a game:
        /// JSON lines (json, the default for several) or CSV with a header
        /// (csv): file, result, dead, seki, strings the estimate decided,
        /// all strings, seconds, error.
        #[arg(long, value_enum)]
        format: Option<OutputFormat>,
        /// Score only share I of N of the sorted list of records (every
        /// N-th from the I-th), to split an archive over machines.
        #[arg(long, value_name = "I/N")]
        shard: Option<kakunin::batch::Shard>,
    },
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum OutputFormat {
    Text,
    Json,
    Csv,
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
        paths,
        move_number,
        svg,
        format,
        shard,
    }) = &cli.command
    {
        let single = match paths.as_slice() {
            [file] if !file.is_dir() && shard.is_none() => Some(file),
            _ => None,
        };
        let code = match (single, format) {
            (Some(file), None | Some(OutputFormat::Text)) => {
                match score_file(file, *move_number, svg.as_deref(), score_budget) {
                    Ok(report) => {
                        print!("{report}");
                        0
                    }
                    Err(e) => {
                        eprintln!("kakunin: {}: {e}", file.display());
                        2
                    }
                }
            }
            (None, Some(OutputFormat::Text)) => {
                eprintln!("kakunin: --format text reports one record; use json or csv for many");
                2
            }
            _ if svg.is_some() => {
                eprintln!("kakunin: --svg draws one record");
                2
            }
            _ => {
                let csv = *format == Some(OutputFormat::Csv);
                score_many(paths, *move_number, *shard, csv, score_budget)
            }
        };
        std::process::exit(code);
    }
    let move_time = match (cli.move_time, cli.playouts) {
        (Some(s), _) => Some(Duration::from_secs_f64(s)),
        (None, Some(_)) => None,
        (None, None) => Some(kakunin::genmove::DEFAULT_MOVE_TIME),
    };
    let mut engine = Engine::new(EngineConfig {
        threads,
        seed: cli.seed,
        score_budget,
        playouts: cli.playouts,
        move_time,
        resign_threshold: cli.resign_threshold,
    });
    if let Err(e) = serve(&mut engine) {
        // A closed output pipe ends the session; nothing more to say there.
        if e.kind() != io::ErrorKind::BrokenPipe {
            log::error!("i/o error: {e}");
            std::process::exit(1);
        }
    }
}

/// Why `kakunin score` could not report on one record.
#[derive(Debug)]
enum ScoreError {
    Record(kakunin::sgf::SgfError),
    /// The picture could not be written to this file.
    Picture(std::path::PathBuf, io::Error),
}

impl std::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScoreError::Record(e) => write!(f, "{e}"),
            ScoreError::Picture(out, e) => write!(f, "{}: {e}", out.display()),
        }
    }
}

/// The report of `kakunin score`, after writing the picture if asked.
fn score_file(
    file: &std::path::Path,
    move_number: Option<usize>,
    svg: Option<&std::path::Path>,
    budget: Budget,
) -> Result<String, ScoreError> {
    let game = kakunin::batch::load(file, move_number).map_err(ScoreError::Record)?;
    let score = scoring::score_game(&game, budget);
    if let Some(out) = svg {
        std::fs::write(out, kakunin::svg::render(&game, &score))
            .map_err(|e| ScoreError::Picture(out.to_path_buf(), e))?;
    }
    Ok(scoring::report(&game, &score))
}

/// `kakunin score` over many records: one line a game on standard output,
/// a progress bar on standard error when it is a terminal. Returns the exit
/// code: 2 if any record failed (each has its line with the error).
fn score_many(
    paths: &[std::path::PathBuf],
    move_number: Option<usize>,
    shard: Option<kakunin::batch::Shard>,
    csv: bool,
    budget: Budget,
) -> i32 {
    use kakunin::batch;
    use std::io::Write;
    // Each line counts the strings the estimate decided: a warning per
    // record would only bury the progress bar (it is logged at debug).
    let budget = Budget {
        warn_on_fallback: false,
        ..budget
    };
    let records = match batch::collect_records(paths) {
        Ok(records) => batch::sharded(records, shard),
        Err(e) => {
            eprintln!("kakunin: {e}");
            return 2;
        }
    };
    let progress = indicatif::ProgressBar::with_draw_target(
        Some(records.len() as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{elapsed_precise} [{bar:40}] {pos}/{len} records, {per_sec}, about {eta} left",
    ) {
        progress.set_style(style.progress_chars("=> "));
    }
    let stdout = io::stdout();
    let mut csv_out = csv.then(|| csv::Writer::from_writer(io::stdout()));
    if let Some(w) = &mut csv_out {
        let _ = w.write_record(batch::CSV_HEADER);
        let _ = w.flush();
    }
    let failed = batch::run(
        &records,
        move_number,
        budget,
        |line| {
            if let Some(w) = &mut csv_out {
                let _ = w.write_record(batch::csv_fields(line));
                let _ = w.flush();
            } else {
                let mut out = stdout.lock();
                let _ = writeln!(out, "{}", batch::json_line(line));
                let _ = out.flush();
            }
        },
        || progress.inc(1),
    );
    progress.finish_and_clear();
    if failed > 0 {
        eprintln!(
            "kakunin: {failed} of {} records could not be scored",
            records.len()
        );
        2
    } else {
        0
    }
}

/// Is this input line GoGui's interrupt (`# interrupt`)?
fn is_interrupt(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    let text = text.trim();
    text.strip_prefix('#')
        .is_some_and(|rest| rest.trim() == "interrupt")
}

/// Input lines waiting for the engine at most.
const QUEUED_LINES: usize = 256;

/// Answers commands until `quit` or the end of input. A reader thread
/// passes the input lines on in order and counts them, so that an analysis
/// ends once the next line is there; on `# interrupt` it also records how
/// many lines came before, which stops a search for any of them at once.
fn serve(engine: &mut Engine) -> io::Result<()> {
    let interrupted_upto = Arc::new(AtomicU64::new(0));
    let lines_read = Arc::new(AtomicU64::new(0));
    // Bounded: a controller that floods the engine while it thinks waits
    // instead of filling memory (each line is at most 1 MB).
    let (sender, lines) = mpsc::sync_channel::<io::Result<Vec<u8>>>(QUEUED_LINES);
    let interrupt = Arc::clone(&interrupted_upto);
    let read_count = Arc::clone(&lines_read);
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut read = 0u64;
        loop {
            let mut line = Vec::new();
            let result = kakunin::gtp::input::read_line(&mut input, &mut line);
            if !matches!(result, Ok(n) if n > 0) {
                // The end of input ends any analysis, as a line would.
                read_count.store(u64::MAX, Ordering::Relaxed);
            }
            match result {
                Ok(0) => return, // end of input: like quit, once all is answered
                Ok(_) => {}
                Err(e) => {
                    let _ = sender.send(Err(e));
                    return;
                }
            }
            if is_interrupt(&line) {
                interrupt.store(read, Ordering::Relaxed);
            }
            read += 1;
            read_count.store(read, Ordering::Relaxed);
            if sender.send(Ok(line)).is_err() {
                return;
            }
        }
    });
    let stdout = io::stdout();
    for (index, line) in lines.into_iter().enumerate() {
        let line = line?;
        engine.set_stop(Stop {
            interrupted_upto: Arc::clone(&interrupted_upto),
            lines_read: Arc::clone(&lines_read),
            command: index as u64 + 1,
        });
        engine.respond(&line, &mut stdout.lock())?;
        if engine.has_quit() {
            return Ok(());
        }
    }
    Ok(())
}
