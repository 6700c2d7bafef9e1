//! `kakunin score` over many records: for tournament directors and server
//! operators re-scoring an archive. Files and folders (searched for `.sgf`
//! records) are scored in parallel, one line per game written in the order
//! given (JSON lines or CSV), a progress bar on a terminal, and a bad record
//! is a line with its error, never the end of the run. `--shard I/N` takes
//! every N-th record of the sorted list, so that N machines (or GNU
//! parallel) share an archive without talking to each other.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::confirm::{Budget, Method};
use crate::game::Game;
use crate::gtp::scoring;
use crate::score::Score;
use crate::sgf::{self, SgfError};

/// How the lines are written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// One JSON object a line.
    Json,
    /// A header, then one row a game.
    Csv,
}

/// One share of a list: the `index`-th (from 1) of `count`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

/// A `--shard` that is not `I/N` with 1 <= I <= N (the text given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadShard(String);

impl fmt::Display for BadShard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: expected I/N with 1 <= I <= N, as 2/4", self.0)
    }
}

impl std::error::Error for BadShard {}

impl std::str::FromStr for Shard {
    type Err = BadShard;

    /// `I/N`, with 1 <= I <= N.
    fn from_str(text: &str) -> Result<Shard, BadShard> {
        let bad = || BadShard(text.to_string());
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// Does the record at `position` of the sorted list fall to this
    /// share?
    fn takes(self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
}

/// The outcome of one record, as written.
#[derive(Debug, Clone, Serialize)]
pub struct Line {
    pub file: String,
    /// `B+3.5`, `W+0.5`, `0` (jigo); empty when the record failed.
    pub result: String,
    /// The dead stones, in GTP notation.
    pub dead: Vec<String>,
    /// The stones in seki.
    pub seki: Vec<String>,
    /// Strings whose status the playout estimate decided (not proven).
    pub estimated: usize,
    /// All strings of the position.
    pub strings: usize,
    /// Wall-clock seconds the record took.
    pub seconds: f64,
    /// Why the record could not be scored; empty when it was.
    pub error: String,
}

/// Why a run cannot start: a folder named that cannot be searched.
#[derive(Debug)]
pub struct BadInput {
    pub folder: PathBuf,
    pub reason: std::io::Error,
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.folder.display(), self.reason)
    }
}

impl std::error::Error for BadInput {}

/// The records named: files as given, folders searched (recursively) for
/// files ending in `.sgf` in any case; sorted and without repeats, so that
/// every machine of a sharded run sees the same list.
pub fn collect_records(paths: &[PathBuf]) -> Result<Vec<PathBuf>, BadInput> {
    let mut records = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut records).map_err(|reason| BadInput {
                folder: path.clone(),
                reason,
            })?;
        } else {
            // A missing or unreadable file is a line with its error.
            records.push(path.clone());
        }
    }
    records.sort();
    records.dedup();
    Ok(records)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
        {
            out.push(path);
        }
    }
    Ok(())
}

/// Scores one record to its line.
pub fn score_record(file: &Path, move_number: Option<usize>, budget: Budget) -> Line {
    let start = Instant::now();
    let mut line = Line {
        file: file.display().to_string(),
        result: String::new(),
        dead: Vec::new(),
        seki: Vec::new(),
        estimated: 0,
        strings: 0,
        seconds: 0.0,
        error: String::new(),
    };
    match load(file, move_number) {
        Ok(game) => {
            let score = scoring::score_game(&game, budget);
            line.result = score.result();
            line.dead = listed(&game, &score, "dead");
            line.seki = listed(&game, &score, "seki");
            let (estimated, strings) = estimated_strings(&game, &score);
            line.estimated = estimated;
            line.strings = strings;
        }
        Err(e) => line.error = e.to_string(),
    }
    // To the millisecond: finer is noise.
    line.seconds = (start.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
    line
}

/// The game of a record up to before `move_number` (the end without one),
/// or why it cannot be read or played.
pub fn load(file: &Path, move_number: Option<usize>) -> Result<Game, SgfError> {
    let bytes = sgf::read_record(file)?;
    let text = String::from_utf8_lossy(&bytes);
    let (game, _) = sgf::load(&text, move_number, 0.0)?;
    Ok(game)
}

/// The stones `final_status_list` gives for `what`, one list.
fn listed(game: &Game, score: &Score, what: &str) -> Vec<String> {
    scoring::final_status_list(game, score, &[what.to_string()])
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect()
}

/// Strings the estimate decided, and all strings.
fn estimated_strings(game: &Game, score: &Score) -> (usize, usize) {
    let board = game.board();
    let mut counts = (0, 0);
    for p in board.string_heads() {
        counts.1 += 1;
        if score.method(p) == Some(Method::Estimate) {
            counts.0 += 1;
        }
    }
    counts
}

/// Scores `records` in parallel (the global thread pool), handing each
/// line to `write` in the order of the list as soon as those before it are
/// done, and `done` after each record finishes. Returns how many failed.
pub fn run(
    records: &[PathBuf],
    move_number: Option<usize>,
    budget: Budget,
    mut write: impl FnMut(&Line),
    done: impl Fn() + Sync,
) -> usize {
    let (sender, receiver) = mpsc::channel::<(usize, Line)>();
    let mut failed = 0;
    // The records are scored on the thread pool from a thread of their
    // own, while this one writes the lines as they come.
    let done = &done;
    std::thread::scope(|scope| {
        scope.spawn(move || {
            records
                .par_iter()
                .enumerate()
                .for_each_with(sender, |sender, (i, file)| {
                    let line = score_record(file, move_number, budget);
                    done();
                    let _ = sender.send((i, line));
                });
        });
        // In order: a line waits for those before it.
        let mut waiting: BTreeMap<usize, Line> = BTreeMap::new();
        let mut next = 0;
        for (i, line) in receiver.iter() {
            waiting.insert(i, line);
            while let Some(line) = waiting.remove(&next) {
                if !line.error.is_empty() {
                    failed += 1;
                }
                write(&line);
                next += 1;
            }
        }
    });
    failed
}

/// The records of `shard`, in the list's order.
pub fn sharded(records: Vec<PathBuf>, shard: Option<Shard>) -> Vec<PathBuf> {
    match shard {
        None => records,
        Some(s) => records
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| s.takes(i))
            .map(|(_, r)| r)
            .collect(),
    }
}

/// A line as JSON (one object, no line break).
pub fn json_line(line: &Line) -> String {
    serde_json::to_string(line).expect("a line serialises")
}

/// The CSV columns, in order.
pub const CSV_HEADER: [&str; 8] = [
    "file",
    "result",
    "dead",
    "seki",
    "estimated",
    "strings",
    "seconds",
    "error",
];

/// A line's CSV fields (stone lists space-separated).
pub fn csv_fields(line: &Line) -> [String; 8] {
    [
        line.file.clone(),
        line.result.clone(),
        line.dead.join(" "),
        line.seki.join(" "),
        line.estimated.to_string(),
        line.strings.to_string(),
        format!("{:.3}", line.seconds),
        line.error.clone(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_split_a_list_without_overlap() {
        let shards: Vec<Shard> = (1..=3).map(|i| format!("{i}/3").parse().unwrap()).collect();
        for position in 0..10 {
            let takers = shards.iter().filter(|s| s.takes(position)).count();
            assert_eq!(takers, 1, "record {position}");
        }
        assert!("0/3".parse::<Shard>().is_err());
        assert!("4/3".parse::<Shard>().is_err());
        assert!("1-3".parse::<Shard>().is_err());
        assert!("a/b".parse::<Shard>().is_err());
    }
}
