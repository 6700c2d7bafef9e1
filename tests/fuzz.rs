//! Hostile input, by mutation: GTP lines and SGF records made from the
//! project's own suites and records, mutated at random (bytes flipped,
//! inserted and cut, control and non-UTF-8 bytes, extreme numbers, tokens
//! repeated, lines spliced, very long lines), run against the engine
//! in-process. For every input: no panic, no hang, a well-framed answer,
//! and after every error the game exactly as it was (GTP: a failed command
//! changes nothing). A record that loads writes back and loads again to
//! the same position.
//!
//! `KAKUNIN_FUZZ_CASES` sets the inputs of each kind (default 20,000, the
//! round CI runs); `KAKUNIN_FUZZ_SEED` the seed (default 1).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use kakunin::clock::Clock;
use kakunin::game::{Event, Game};
use kakunin::gtp::{parse_line, Engine, EngineConfig, Line};
use kakunin::sgf;
use kakunin::Color;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Far above any command's budget: a command that takes this long hangs.
const HANG: Duration = Duration::from_secs(20);

fn cases() -> usize {
    std::env::var("KAKUNIN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000)
}

fn seed() -> u64 {
    std::env::var("KAKUNIN_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

fn files_with(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_with(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
    out.sort();
}

/// Every command line of the gogui-regress suites, without test ids, and
/// a few more that the suites do not send.
fn gtp_corpus() -> Vec<Vec<u8>> {
    let mut suites = Vec::new();
    files_with(&Path::new(ROOT).join("gtp-tests"), "tst", &mut suites);
    let mut lines: Vec<Vec<u8>> = Vec::new();
    for suite in suites {
        for line in std::fs::read_to_string(suite).unwrap().lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let command = match line.split_once(' ') {
                Some((id, rest)) if id.chars().all(|c| c.is_ascii_digit()) => rest,
                _ => line,
            };
            // Paths in the suites are relative to gtp-tests/.
            let command = command.replace("loadsgf ", "loadsgf gtp-tests/");
            lines.push(command.into_bytes());
        }
    }
    for extra in [
        "play b a1",
        "play w t19",
        "undo",
        "genmove b",
        "final_score",
        "final_status_list dead",
        "kakunin-explain a1",
        "time_left b 10 1",
        "kgs-time_settings byoyomi 10 5 3",
        "boardsize 25",
        "boardsize 2",
        "fixed_handicap 9",
        "set_free_handicap a1 b2 c3",
        "# interrupt",
        "lz-analyze b 10",
        "kata-analyze w 5 ownership true",
        "analyze interval 1 b",
        "genmove_analyze b 10",
        "kata-genmove_analyze w",
    ] {
        lines.push(extra.as_bytes().to_vec());
    }
    lines
}

/// Bytes worth inserting: controls, non-UTF-8, separators, signs, digits.
const SPICE: &[u8] = &[
    0x00, 0x01, 0x08, b'\t', b'\r', 0x0b, 0x1b, 0x7f, 0x80, 0xc3, 0xe2, 0xff, b' ', b'#', b'-',
    b'+', b'.', b'0', b'9', b'=', b'?', b'"', b'[', b']', b';', b'(', b')', b'\\', b'a', b'Z',
];

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "26",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999999",
    "1e308",
    "-1e308",
    "nan",
    "inf",
    "0.5",
    "-0",
    "",
];

/// One to four random mutations of `input`.
fn mutate(rng: &mut SmallRng, input: &[u8], corpus: &[Vec<u8>]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let at = if v.is_empty() {
            0
        } else {
            rng.random_range(0..=v.len())
        };
        match rng.random_range(0..9) {
            0 if !v.is_empty() => {
                let i = rng.random_range(0..v.len());
                v[i] ^= 1 << rng.random_range(0..8);
            }
            1 => v.insert(at, SPICE[rng.random_range(0..SPICE.len())]),
            2 if !v.is_empty() => {
                let end = (at + rng.random_range(1..8)).min(v.len());
                v.drain(at.min(end)..end);
            }
            3 => {
                let n = NUMBERS[rng.random_range(0..NUMBERS.len())];
                // Replace the last word with an extreme number.
                let start = v
                    .iter()
                    .rposition(|&b| b == b' ')
                    .map_or(v.len(), |i| i + 1);
                v.truncate(start);
                v.extend_from_slice(n.as_bytes());
            }
            4 => {
                // Repeat a word.
                let text = v.clone();
                if let Some(word) = text.split(|&b| b == b' ').nth(rng.random_range(0..3)) {
                    v.push(b' ');
                    v.extend_from_slice(word);
                }
            }
            5 => {
                // Splice with another line.
                let other = &corpus[rng.random_range(0..corpus.len())];
                let cut = rng.random_range(0..=other.len());
                v.truncate(at);
                v.extend_from_slice(&other[cut..]);
            }
            6 => {
                let b: u8 = rng.random();
                v.insert(at, b);
            }
            7 => {
                // Case changes.
                for b in v.iter_mut() {
                    if rng.random_range(0..4) == 0 {
                        *b = b.to_ascii_uppercase();
                    }
                }
            }
            _ => v.truncate(at),
        }
    }
    v
}

/// Everything a command could change: a failed one must leave it equal.
#[derive(Debug, PartialEq)]
struct State {
    board: String,
    hash: u64,
    komi: u64,
    to_move: Color,
    prisoners: [u32; 2],
    handicap: u32,
    events: Vec<Event>,
    clock: Clock,
}

fn state(game: &Game) -> State {
    State {
        board: game.board().to_ascii(),
        hash: game.board().hash(),
        komi: game.komi().to_bits(),
        to_move: game.to_move(),
        prisoners: [game.prisoners(Color::Black), game.prisoners(Color::White)],
        handicap: game.handicap(),
        events: game.events().to_vec(),
        clock: game.clock,
    }
}

fn new_engine() -> Engine {
    // A small playout budget: genmove answers in milliseconds.
    Engine::new(EngineConfig {
        threads: 1,
        playouts: Some(64),
        move_time: None,
        ..Default::default()
    })
}

/// Commands the fuzzer leaves out: those that write files (it must not
/// write where a mutated name points), and settings of the scoring
/// search's limits (a budget a mutation raises a hundredfold would make
/// every later score slow, not wrong; `tests/analyze.rs` tries their bad
/// values).
fn left_out(line: &[u8]) -> bool {
    match parse_line(line) {
        Line::Command(c) => {
            let name = c.name.to_ascii_lowercase();
            let writes = name == "printsgf" || name == "kakunin-svg";
            (writes || name == "kakunin-score_param") && !c.args.is_empty()
        }
        _ => false,
    }
}

/// A GTP response: `=` or `?`, an optional id, text, one empty line at the
/// end and none before it.
fn well_framed(r: &str) -> bool {
    (r.starts_with('=') || r.starts_with('?'))
        && r.ends_with("\n\n")
        && !r[..r.len() - 2].contains("\n\n")
}

#[test]
fn mutated_gtp_lines() {
    let corpus = gtp_corpus();
    let mut rng = SmallRng::seed_from_u64(seed());
    let mut engine = new_engine();
    let (mut errors, mut answered, mut skipped) = (0usize, 0usize, 0usize);
    let mut slowest = (Duration::ZERO, Vec::new());
    for case in 0..cases() {
        let line = match rng.random_range(0..60) {
            // Real lines build real positions for the others to hit.
            40.. => corpus[rng.random_range(0..corpus.len())].clone(),
            // Random bytes.
            0 => (0..rng.random_range(0..200))
                .map(|_| rng.random())
                .collect(),
            // A very long line.
            1 => {
                let mut v = b"play b ".to_vec();
                v.extend(std::iter::repeat_n(b'A', rng.random_range(1_000..200_000)));
                v
            }
            _ => {
                let base = &corpus[rng.random_range(0..corpus.len())];
                mutate(&mut rng, base, &corpus)
            }
        };
        if left_out(&line) {
            skipped += 1;
            continue;
        }
        let before = state(engine.game());
        let start = Instant::now();
        let response =
            catch_unwind(AssertUnwindSafe(|| engine.handle_line(&line))).unwrap_or_else(|_| {
                panic!("panic on case {case}: {:?}", String::from_utf8_lossy(&line))
            });
        let took = start.elapsed();
        assert!(
            took < HANG,
            "case {case} took {took:?}: {:?}",
            String::from_utf8_lossy(&line)
        );
        if took > slowest.0 {
            slowest = (took, line.clone());
        }
        if let Some(r) = response {
            answered += 1;
            assert!(well_framed(&r), "case {case}: {r:?} to {line:?}");
            if r.starts_with('?') {
                errors += 1;
                assert_eq!(
                    state(engine.game()),
                    before,
                    "case {case}: the failed command {:?} ({r:?}) changed the game",
                    String::from_utf8_lossy(&line)
                );
            }
        }
        if engine.has_quit() || case % 500 == 0 {
            engine = new_engine();
        }
        if case > 0 && case % 100_000 == 0 {
            eprintln!("{case} GTP lines: {answered} answered, {errors} errors");
        }
    }
    eprintln!(
        "{} GTP lines: {answered} answered, {errors} errors, {skipped} skipped (file writes); slowest {:?}: {:?}",
        cases(),
        slowest.0,
        String::from_utf8_lossy(&slowest.1[..slowest.1.len().min(60)])
    );
    assert!(answered > cases() / 2);
}

#[test]
fn mutated_sgf_records() {
    let mut files = Vec::new();
    files_with(&Path::new(ROOT).join("gtp-tests"), "sgf", &mut files);
    let corpus: Vec<Vec<u8>> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    let mut rng = SmallRng::seed_from_u64(seed() ^ 0x5346);
    let (mut loaded, mut rejected) = (0usize, 0usize);
    let mut slowest = Duration::ZERO;
    for case in 0..cases() {
        let base = &corpus[rng.random_range(0..corpus.len())];
        let mut bytes = base.clone();
        for _ in 0..rng.random_range(1..4) {
            bytes = mutate(&mut rng, &bytes, &corpus);
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let stop = match rng.random_range(0..4) {
            0 => Some(rng.random_range(0..400)),
            _ => None,
        };
        let start = Instant::now();
        let result = catch_unwind(|| sgf::load(&text, stop, 6.5))
            .unwrap_or_else(|_| panic!("panic on record case {case}: {text:?}"));
        let took = start.elapsed();
        slowest = slowest.max(took);
        assert!(took < HANG, "record case {case} took {took:?}");
        match result {
            Ok((game, _)) => {
                loaded += 1;
                // What loads writes back, and loads again to the same board.
                let written = sgf::write(&game);
                let (again, _) = sgf::load(&written, None, 6.5).unwrap_or_else(|e| {
                    panic!("case {case}: own record rejected: {e:?}\n{written}")
                });
                assert_eq!(
                    again.board().to_ascii(),
                    game.board().to_ascii(),
                    "case {case}"
                );
                assert_eq!(again.komi().to_bits(), game.komi().to_bits(), "case {case}");
            }
            Err(_) => rejected += 1,
        }
    }
    eprintln!(
        "{} SGF records: {loaded} loaded, {rejected} rejected; slowest {slowest:?}",
        cases()
    );
    assert!(loaded > 0 && rejected > 0);
}

/// After any sequence of accepted moves, undo walks back through exactly
/// the positions (hashes) played through.
#[test]
fn undo_restores_every_position() {
    let mut rng = SmallRng::seed_from_u64(seed() ^ 0x756e);
    for game_no in 0..40 {
        let mut engine = new_engine();
        let size = [5, 9, 13, 19][game_no % 4];
        engine.handle_line(format!("boardsize {size}").as_bytes());
        let mut seen = vec![state(engine.game())];
        for _ in 0..rng.random_range(1..120) {
            let color = if rng.random_range(0..2) == 0 {
                "b"
            } else {
                "w"
            };
            let x = rng.random_range(0..size);
            let y = rng.random_range(1..=size);
            let vertex = if rng.random_range(0..20) == 0 {
                "pass".to_string()
            } else {
                format!("{}{y}", "ABCDEFGHJKLMNOPQRST".as_bytes()[x] as char)
            };
            let r = engine
                .handle_line(format!("play {color} {vertex}").as_bytes())
                .unwrap();
            if r.starts_with('=') {
                seen.push(state(engine.game()));
            } else {
                assert_eq!(&state(engine.game()), seen.last().unwrap());
            }
        }
        while seen.len() > 1 {
            seen.pop();
            assert_eq!(engine.handle_line(b"undo").unwrap(), "= \n\n");
            let now = state(engine.game());
            let then = seen.last().unwrap();
            assert_eq!(now.hash, then.hash);
            assert_eq!(now, *then);
        }
        assert_eq!(engine.handle_line(b"undo").unwrap(), "? cannot undo\n\n");
    }
}
