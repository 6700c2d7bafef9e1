//! Speed of the board mechanics: placing a stone on a copy of a board (the
//! undo of the searches), play and undo through the game layer, and uniform
//! random playouts from the empty board.
//!
//! Run with `cargo bench --bench board`; every figure is printed as
//! elements per second (stones placed, moves taken back, playouts).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::rngs::SmallRng;
use rand::SeedableRng;

use kakunin::playout::{random_move, random_playout};
use kakunin::{Board, Color, Game, Move, Point};

/// A position reached by `moves` random moves from the empty board, and the
/// colour to move there.
fn mid_game(size: usize, moves: usize, seed: u64) -> (Board, Color) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut board = Board::new(size).unwrap();
    let mut color = Color::Black;
    for _ in 0..moves {
        match random_move(&board, color, &mut rng) {
            Some(p) => {
                board.place(color, p);
            }
            None => board.pass(),
        }
        color = color.opponent();
    }
    (board, color)
}

/// Every point where `color` may play on `board`.
fn legal_points(board: &Board, color: Color) -> Vec<Point> {
    board
        .points()
        .filter(|&p| kakunin::rules::may_place(board, color, p))
        .collect()
}

fn copy_and_place(c: &mut Criterion) {
    let mut group = c.benchmark_group("copy_place");
    for (size, moves) in [(9, 40), (19, 150)] {
        let (board, color) = mid_game(size, moves, 7);
        let points = legal_points(&board, color);
        group.throughput(Throughput::Elements(points.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{size}x{size}")),
            &points,
            |b, points| {
                b.iter(|| {
                    let mut captured = 0;
                    for &p in points {
                        let mut copy = board.clone();
                        captured += copy.place(color, p).captured;
                        black_box(&copy);
                    }
                    captured
                })
            },
        );
    }
    group.finish();
}

fn game_play_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_play_undo");
    for (size, moves) in [(9, 40), (19, 150)] {
        // The same random moves, played through the game layer.
        let mut rng = SmallRng::seed_from_u64(11);
        let mut game = Game::new(size, 6.5).unwrap();
        for _ in 0..moves {
            let color = game.to_move();
            let mv = match random_move(game.board(), color, &mut rng) {
                Some(p) => Move::Place(p),
                None => Move::Pass,
            };
            game.play(color, mv).unwrap();
        }
        let color = game.to_move();
        let points = legal_points(game.board(), color);
        group.throughput(Throughput::Elements(1));
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{size}x{size}_after_{moves}")),
            &points,
            |b, points| {
                let mut i = 0;
                b.iter(|| {
                    let p = points[i % points.len()];
                    i += 1;
                    game.play(color, Move::Place(p)).unwrap();
                    game.undo().unwrap();
                })
            },
        );
    }
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    for size in [9, 19] {
        let empty = Board::new(size).unwrap();
        let mut rng = SmallRng::seed_from_u64(2024);
        group.throughput(Throughput::Elements(1));
        group.bench_function(BenchmarkId::from_parameter(format!("{size}x{size}")), |b| {
            b.iter(|| {
                let mut board = empty.clone();
                let moves = random_playout(&mut board, Color::Black, &mut rng);
                black_box(&board);
                moves
            })
        });
    }
    group.finish();
}

/// Moves per playout, printed once so the playout rate can be read as a
/// move rate too.
fn report_playout_length() {
    for size in [9, 19] {
        let mut rng = SmallRng::seed_from_u64(99);
        let runs = 200;
        let mut total = 0;
        for _ in 0..runs {
            let mut board = Board::new(size).unwrap();
            total += random_playout(&mut board, Color::Black, &mut rng);
        }
        eprintln!(
            "playout {size}x{size}: {:.1} moves on average",
            total as f64 / runs as f64
        );
    }
}

fn all(c: &mut Criterion) {
    report_playout_length();
    copy_and_place(c);
    game_play_undo(c);
    playouts(c);
}

criterion_group!(benches, all);
criterion_main!(benches);
