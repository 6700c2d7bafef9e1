//! The decision record: every string the confirmation search decides
//! keeps the line of the reading that decided it, and that line is what
//! `kakunin-explain` shows, so the verdict and the line always agree.
//! Checked on every record of the gtp-tests: the line begins with the
//! attacker's move, every stone of it can be placed where it stands in
//! turn, and for a dead string the line takes it off the board (or ends
//! where it is walled off for good).

use std::path::Path;

use kakunin::confirm::{Budget, Method};
use kakunin::gtp::scoring;
use kakunin::score::PointClass;
use kakunin::{sgf, Board};

fn records() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let mut out = Vec::new();
    for dir in ["rules", "games"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "sgf") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_searched_string_keeps_the_line_that_decided_it() {
    let (mut searched, mut dead, mut collapsed) = (0, 0, 0);
    for record in records() {
        let text = std::fs::read_to_string(&record).unwrap();
        let Ok((game, _)) = sgf::load(&text, None, 0.0) else {
            continue;
        };
        let score = scoring::score_game(&game, Budget::default());
        let board = game.board();
        for head in board.string_heads() {
            if !matches!(
                score.method(head),
                Some(Method::Search | Method::HeldSearch)
            ) {
                assert!(score.line(head).is_none(), "{record:?} {head}");
                continue;
            }
            searched += 1;
            let line = score
                .line(head)
                .unwrap_or_else(|| panic!("{record:?}: no line kept for {head}"));
            // A line without moves: the position itself decides (two eyes
            // already, or the target walled off for good).
            let owner = board.color_at(head).unwrap();
            if let Some(first) = line.steps.first() {
                assert_eq!(first.color, owner.opponent(), "{record:?} {head}");
            }
            // A line read once dead strings beside it were taken off
            // stands on another board.
            if !line.taken_off.is_empty() {
                collapsed += 1;
                continue;
            }
            let captured = replay_takes(board, head, &line.steps, &record);
            if matches!(score.class(head), PointClass::Dead | PointClass::DeadInSeki) {
                dead += 1;
                assert!(
                    captured || line.walled_off,
                    "{record:?}: the line of dead {head} takes nothing"
                );
            }
        }
    }
    assert!(
        searched >= 20 && dead >= 5 && collapsed >= 1,
        "{searched} searched, {dead} dead, {collapsed} read after a collapse"
    );
}

/// Plays `steps` on `board`; every stone must stand on an empty point and
/// keep a liberty (the 7-2 bans are the line's own, so the board's ko
/// point is not asked). Does some step take a stone of the string through
/// `head` off the board?
fn replay_takes(
    board: &Board,
    head: kakunin::Point,
    steps: &[kakunin::confirm::Step],
    record: &Path,
) -> bool {
    let mut b = board.clone();
    let stones: Vec<_> = board.string_stones(head).collect();
    let mut taken = false;
    for step in steps {
        match step.stone {
            Some(p) => {
                assert!(
                    b.is_empty(p) && !b.would_be_suicide(step.color, p),
                    "{record:?}: {p} cannot be played in the line of {head}"
                );
                b.place(step.color, p);
            }
            None => b.pass(),
        }
        taken |= stones.iter().any(|&s| b.color_at(s) != board.color_at(s));
    }
    taken
}
