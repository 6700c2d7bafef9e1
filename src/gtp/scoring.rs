//! The scoring commands: `final_score`, `final_status_list`, `final_status`.
//! They answer for the current position at any time and never change the
//! game.

use super::{GtpError, Outcome};
use crate::confirm::Budget;
use crate::game::Game;
use crate::score::{self, PointClass, Score};
use crate::types::{Color, Point};

/// Scores the current position: confirmation phase, then Art. 8 and 10.
pub fn score_game(game: &Game, budget: Budget) -> Score {
    score::score_position_both(game.board(), game.all_prisoners(), game.komi(), budget)
}

/// The GTP name of a point's status, as `final_status` answers.
fn status_name(class: PointClass) -> &'static str {
    match class {
        PointClass::Alive => "alive",
        PointClass::Seki | PointClass::DeadInSeki => "seki",
        PointClass::Dead => "dead",
        PointClass::Territory(Color::Black) => "black_territory",
        PointClass::Territory(Color::White) => "white_territory",
        PointClass::SekiEye(_) | PointClass::Dame => "dame",
    }
}

pub fn final_score(score: &Score, args: &[String]) -> Outcome {
    if !args.is_empty() {
        return Err(GtpError::Syntax);
    }
    Ok(score.result())
}

pub fn final_status(game: &Game, score: &Score, args: &[String]) -> Outcome {
    let [vertex] = args else {
        return Err(GtpError::Syntax);
    };
    let p = Point::parse_gtp(vertex, game.size()).ok_or(GtpError::Syntax)?;
    Ok(status_name(score.class(p)).to_string())
}

/// Stones are listed one string per line; points one region... all on one
/// line for the territory and dame lists.
pub fn final_status_list(game: &Game, score: &Score, args: &[String]) -> Outcome {
    let [wanted] = args else {
        return Err(GtpError::Syntax);
    };
    let wanted = wanted.to_ascii_lowercase();
    if ![
        "alive",
        "dead",
        "seki",
        "black_territory",
        "white_territory",
        "dame",
    ]
    .contains(&wanted.as_str())
    {
        return Err(GtpError::Syntax);
    }
    let board = game.board();
    // One string per line, stones in row-then-column order (row 1 first);
    // the strings ordered by their first stone; empty points on one line.
    let by_row = |q: &Point| (q.y(), q.x());
    let mut strings: Vec<Vec<Point>> = Vec::new();
    let mut loose: Vec<Point> = Vec::new();
    for (p, class) in score.points() {
        if status_name(class) != wanted {
            continue;
        }
        if board.color_at(p).is_none() {
            loose.push(p);
        } else if board.is_string_head(p) {
            let mut stones: Vec<Point> = board.string_stones(p).collect();
            stones.sort_by_key(by_row);
            strings.push(stones);
        }
    }
    strings.sort_by_key(|stones| by_row(&stones[0]));
    loose.sort_by_key(by_row);
    if !loose.is_empty() {
        strings.push(loose);
    }
    let line = |points: &Vec<Point>| {
        points
            .iter()
            .map(|q| q.to_gtp())
            .collect::<Vec<_>>()
            .join(" ")
    };
    Ok(strings.iter().map(line).collect::<Vec<_>>().join("\n"))
}

/// A plain-text account of a score, for `kakunin score`.
pub fn report(game: &Game, score: &Score) -> String {
    let list = |what: &str| {
        final_status_list(game, score, &[what.to_string()])
            .unwrap_or_default()
            .replace('\n', ", ")
    };
    let side = |c: Color| {
        format!(
            "{}: {} territory + {} prisoners ({} captured in play, {} dead removed)",
            c.name(),
            score.territory[c],
            score.prisoners(c),
            score.captured[c],
            score.removed[c],
        )
    };
    format!(
        "result: {}\n{} = {}\n{} + {} komi = {}\ndead: {}\nseki: {}\ndame: {}\n\
         result with the open dame left unfilled (Art. 8 as written): {}\n",
        score.result(),
        side(Color::Black),
        score.points_of(Color::Black),
        side(Color::White),
        score.komi,
        score.total(Color::White),
        list("dead"),
        list("seki"),
        list("dame"),
        score.left_open().result(),
    )
}
