//! Time of static safety (`confirm::safety`, both colours) per finished
//! 19x19 position: the final positions of the counted professional games
//! in `../shared/anchors/pro-counted/games`, each read five times, the
//! fastest kept. Prints the median and the largest time per position and
//! the strings proven.
//!
//! Run with `cargo bench --bench safety`.

use std::path::Path;
use std::time::Instant;

use kakunin::confirm::safety;
use kakunin::{sgf, Color};

const RECORDS: &str = "../shared/anchors/pro-counted/games";

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORDS);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("skipped: {} is absent", dir.display());
        return;
    };
    let mut times = Vec::new();
    let mut proven = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|x| x != "sgf") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok((game, _)) = sgf::load(&text, None, 6.5) else {
            continue;
        };
        let board = game.board();
        let mut best = f64::INFINITY;
        let mut found_here = 0;
        for _ in 0..5 {
            let start = Instant::now();
            let found: usize = Color::BOTH
                .iter()
                .map(|&c| safety::safe_strings(board, c).len())
                .sum();
            best = best.min(start.elapsed().as_secs_f64());
            found_here = std::hint::black_box(found);
        }
        proven += found_here;
        times.push(best);
    }
    if times.is_empty() {
        eprintln!("no records read in {}", dir.display());
        return;
    }
    times.sort_by(f64::total_cmp);
    println!(
        "static safety over {} positions: median {:.2} ms, largest {:.2} ms per position; {} strings proven (Benson's included)",
        times.len(),
        times[times.len() / 2] * 1e3,
        times[times.len() - 1] * 1e3,
        proven
    );
}
