//! How the count settles a stopped game (open neutral points filled,
//! protective stones paid, seki only on evidence), checked on the
//! professional games of `../shared/anchors/pro-counted` that ended by
//! counting (every tenth record; all of them with `KAKUNIN_PROPS_FULL=1`),
//! read in place and skipped with a message when absent:
//!
//! 1. one more stone of its owner deep inside settled territory costs that
//!    owner exactly one point, and changes nothing else;
//! 2. a wrong judgement stays local: turning one string's status the
//!    other way changes the count by no more than its own area and the
//!    points next to it can, give or take the one point that the turn of
//!    the filling elsewhere may move (the settling fills in turn, so one
//!    more neutral point near the string can hand a forcing fill elsewhere
//!    to the other side);
//! 3. the answer does not depend on whose turn it is.
//!
//! Checks 1 and 2 score the changed position with the statuses of the
//! original (the changed string's turned), so that they test the count,
//! not the playout estimate's view of a new position.

mod common;

use std::path::{Path, PathBuf};

use kakunin::board::{Board, PointSet};
use kakunin::confirm::{self, Analysis, Budget, Method, Status};
use kakunin::game::Game;
use kakunin::gtp::scoring::score_game;
use kakunin::score::{self, PointClass, Score};
use kakunin::sgf;
use kakunin::{Color, Point};

const RECORDS: &str = "../shared/anchors/pro-counted/games";

fn records() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORDS);
    if !dir.is_dir() {
        common::skip::skip(
            "the settling over counted professional games",
            &format!("{} is absent", dir.display()),
        );
        return Vec::new();
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    let step = if std::env::var_os("KAKUNIN_PROPS_FULL").is_some() {
        1
    } else {
        10
    };
    files.into_iter().step_by(step).collect()
}

struct Record {
    name: String,
    game: Game,
    analysis: Analysis,
}

fn load(path: &Path) -> Record {
    let text = std::fs::read_to_string(path).unwrap();
    let (game, _) = sgf::load(&text, None, 6.5).unwrap();
    let budget = Budget {
        warn_on_fallback: false,
        ..Budget::default()
    };
    let analysis = confirm::analyse(game.board(), budget);
    Record {
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        game,
        analysis,
    }
}

/// Every record with its count at the statuses its analysis gives.
fn counted() -> impl Iterator<Item = (Record, Score)> {
    records().into_iter().map(|path| {
        let record = load(&path);
        let before = count(record.game.board(), &record.analysis, &record);
        (record, before)
    })
}

fn count(board: &Board, analysis: &Analysis, record: &Record) -> Score {
    let game = &record.game;
    score::score(board, analysis, game.all_prisoners(), game.komi())
}

/// An empty point of `color`'s territory whose eight neighbours are all
/// on the board and that territory too.
fn deep_point(board: &Board, score: &Score) -> Option<(Point, Color)> {
    board.points().find_map(|p| {
        let PointClass::Territory(c) = score.class(p) else {
            return None;
        };
        let around: Vec<Point> = p
            .neighbors()
            .into_iter()
            .chain(p.diagonals())
            .filter(|&q| board.is_on_board(q))
            .collect();
        (around.len() == 8
            && around
                .iter()
                .all(|&q| score.class(q) == PointClass::Territory(c)))
        .then_some((p, c))
    })
}

#[test]
fn an_owner_stone_in_settled_territory_costs_one_point() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (record, before) in counted() {
        let board = record.game.board();
        let Some((p, color)) = deep_point(board, &before) else {
            continue;
        };
        let mut added = board.clone();
        added.place(color, p);
        let analysis = record
            .analysis
            .with_string(&added, p, Status::Alive, Method::Estimate);
        let after = count(&added, &analysis, &record);
        let cost = match color {
            Color::Black => before.margin() - after.margin(),
            Color::White => after.margin() - before.margin(),
        };
        checked += 1;
        let others_same = board
            .points()
            .filter(|&q| q != p)
            .all(|q| before.class(q) == after.class(q));
        if cost != 1.0 || !others_same {
            wrong.push(format!(
                "{}: a {} stone at {} costs {cost} (other points {})",
                record.name,
                color.name(),
                p.to_gtp(),
                if others_same { "the same" } else { "changed" }
            ));
        }
    }
    eprintln!("{checked} records checked");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The points a string's status can reach: the string and the regions of
/// empty points and non-live stones joined to it when it is taken as not
/// alive, and every point next to those.
fn reach(board: &Board, analysis: &Analysis, head: Point) -> usize {
    let own = board.string_stones(head).collect::<Vec<_>>();
    let not_live = |q: Point| {
        own.contains(&q) || board.color_at(q).is_none() || analysis.status(q) != Some(Status::Alive)
    };
    let mut seen = PointSet::default();
    let (points, boundary) = board.flood(head, not_live, &mut seen);
    points.len() + boundary.len()
}

/// What the turn of the filling may move elsewhere: one protective stone
/// paid by one side instead of the other.
const TEMPO: f64 = 2.0;

#[test]
fn a_wrong_judgement_stays_local() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (record, before) in counted() {
        let board = record.game.board();
        let heads: Vec<Point> = board
            .points()
            .filter(|&p| board.color_at(p).is_some() && board.string_head(p) == p)
            .collect();
        for head in heads {
            let turned = match record.analysis.status(head) {
                Some(Status::Alive) => Status::Dead,
                _ => Status::Alive,
            };
            let analysis = record
                .analysis
                .with_string(board, head, turned, Method::Estimate);
            let after = count(board, &analysis, &record);
            let bound = 2.0 * reach(board, &record.analysis, head) as f64 + TEMPO;
            let change = (after.margin() - before.margin()).abs();
            checked += 1;
            if change > bound {
                wrong.push(format!(
                    "{}: {} taken as {turned:?} changes the count by {change}, more than {bound}",
                    record.name,
                    head.to_gtp()
                ));
            }
        }
    }
    eprintln!("{checked} strings checked");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_count_does_not_depend_on_whose_turn_it_is() {
    for path in records().into_iter().step_by(3) {
        let record = load(&path);
        let mut game = record.game.clone();
        let budget = Budget {
            warn_on_fallback: false,
            ..Budget::default()
        };
        let first = score_game(&game, budget);
        game.set_to_move(game.to_move().opponent());
        let second = score_game(&game, budget);
        assert_eq!(first.result(), second.result(), "{}", record.name);
        for p in game.board().points() {
            assert_eq!(
                first.class(p),
                second.class(p),
                "{} at {}",
                record.name,
                p.to_gtp()
            );
        }
    }
}
