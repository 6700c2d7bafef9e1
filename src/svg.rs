//! A picture of a scored position as SVG: the stones, the dead ones crossed
//! out, each side's territory as small squares, stones in seki with a
//! triangle, dame with a dot, and the count written under the board.

use crate::game::Game;
use crate::gtp::analyze::capitalised;
use crate::score::{PointClass, Score};
use crate::types::{Color, Point};

/// Distance between two lines of the board, in pixels.
const CELL: f64 = 28.0;
/// Room around the grid for the coordinates.
const MARGIN: f64 = 36.0;
/// Height of one line of the count under the board.
const TEXT_LINE: f64 = 20.0;

/// The picture of `game`'s position as `score` classifies it.
pub fn render(game: &Game, score: &Score) -> String {
    let board = game.board();
    let n = board.size();
    let grid = CELL * (n as f64 - 1.0);
    let legend = count_lines(score);
    // Wide enough for the count too (about 8 pixels a character at 14).
    let longest = legend.iter().map(|l| l.len()).max().unwrap_or(0) as f64;
    let width = (grid + 2.0 * MARGIN).max(8.0 * longest + MARGIN);
    let height = grid + 2.0 * MARGIN + TEXT_LINE * legend.len() as f64 + 8.0;
    // Board coordinates: column x from the left, row y from the bottom.
    let at = |p: Point| {
        (
            MARGIN + CELL * p.x() as f64,
            MARGIN + CELL * (n - 1 - p.y()) as f64,
        )
    };
    let mut out = String::new();
    out.push_str(&format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
         width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n"
    ));
    out.push_str(&format!(
        "<title>{}</title>\n",
        escape(&format!(
            "{}x{} scored under the Japanese rules (1989): {}",
            n,
            n,
            score.result()
        ))
    ));
    out.push_str(&format!(
        "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n\
         <rect x=\"{0}\" y=\"{0}\" width=\"{1}\" height=\"{1}\" fill=\"#dcb35c\"/>\n",
        MARGIN - CELL / 2.0,
        grid + CELL
    ));
    // The grid, the star points and the coordinates.
    out.push_str("<g stroke=\"#000000\" stroke-width=\"1\">\n");
    for i in 0..n {
        let v = MARGIN + CELL * i as f64;
        out.push_str(&format!(
            "<line x1=\"{MARGIN}\" y1=\"{v}\" x2=\"{0}\" y2=\"{v}\"/>\n<line x1=\"{v}\" y1=\"{MARGIN}\" x2=\"{v}\" y2=\"{0}\"/>\n",
            MARGIN + grid
        ));
    }
    out.push_str("</g>\n");
    for p in star_points(n) {
        let (x, y) = at(p);
        out.push_str(&format!(
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"3\" fill=\"#000000\"/>\n"
        ));
    }
    out.push_str(
        "<g font-family=\"sans-serif\" font-size=\"12\" text-anchor=\"middle\" fill=\"#000000\">\n",
    );
    for i in 0..n {
        let letter = Point::new(i, 0).to_gtp();
        let letter = letter.trim_end_matches(|c: char| c.is_ascii_digit());
        let v = MARGIN + CELL * i as f64;
        out.push_str(&format!(
            "<text x=\"{v}\" y=\"{}\">{letter}</text>\n<text x=\"{v}\" y=\"{}\">{letter}</text>\n",
            MARGIN - CELL / 2.0 - 6.0,
            MARGIN + grid + CELL / 2.0 + 16.0
        ));
        let row = n - i;
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\">{row}</text>\n<text x=\"{}\" y=\"{}\">{row}</text>\n",
            MARGIN - CELL / 2.0 - 12.0,
            v + 4.0,
            MARGIN + grid + CELL / 2.0 + 12.0,
            v + 4.0
        ));
    }
    out.push_str("</g>\n");
    // Stones, then the marks of their status, then territory and dame.
    let radius = CELL / 2.0 - 1.0;
    for p in board.points() {
        let (x, y) = at(p);
        let class = score.class(p);
        if let Some(c) = board.color_at(p) {
            let (fill, mark) = colours(c);
            let dead = matches!(class, PointClass::Dead | PointClass::DeadInSeki);
            let opacity = if dead { " opacity=\"0.45\"" } else { "" };
            out.push_str(&format!(
                "<circle class=\"stone {}\" cx=\"{x}\" cy=\"{y}\" r=\"{radius}\" fill=\"{fill}\" stroke=\"#000000\"{opacity}/>\n",
                c.name()
            ));
            if dead {
                let d = CELL / 4.0;
                out.push_str(&format!(
                    "<path class=\"dead\" d=\"M{} {} L{} {} M{} {} L{} {}\" stroke=\"#c00000\" stroke-width=\"3\"/>\n",
                    x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d
                ));
            }
            if matches!(class, PointClass::Seki | PointClass::DeadInSeki) {
                let d = CELL / 4.0;
                out.push_str(&format!(
                    "<path class=\"seki\" d=\"M{x} {} L{} {} L{} {} Z\" fill=\"none\" stroke=\"{mark}\" stroke-width=\"2\"/>\n",
                    y - d, x + d, y + d * 0.8, x - d, y + d * 0.8
                ));
            }
        }
        // Art. 10: a dead stone's point counts as its capturer's territory.
        let territory = match class {
            PointClass::Territory(owner) => Some(owner),
            PointClass::Dead => board.color_at(p).map(Color::opponent),
            _ => None,
        };
        if let Some(owner) = territory {
            let (fill, _) = colours(owner);
            let s = CELL * 0.36;
            out.push_str(&format!(
                "<rect class=\"territory {}\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"{fill}\" stroke=\"#808080\"/>\n",
                owner.name(),
                x - s / 2.0,
                y - s / 2.0
            ));
        }
        if matches!(class, PointClass::Dame | PointClass::SekiEye(_)) {
            out.push_str(&format!(
                "<circle class=\"dame\" cx=\"{x}\" cy=\"{y}\" r=\"4\" fill=\"#2060c0\"/>\n"
            ));
        }
    }
    // The count.
    let top = MARGIN + grid + CELL / 2.0 + 24.0;
    out.push_str("<g font-family=\"sans-serif\" font-size=\"14\" fill=\"#000000\">\n");
    for (i, line) in legend.iter().enumerate() {
        out.push_str(&format!(
            "<text class=\"count\" x=\"{}\" y=\"{}\">{}</text>\n",
            MARGIN - CELL / 2.0,
            top + TEXT_LINE * (i as f64 + 0.7),
            escape(line)
        ));
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// Fill of a stone and the colour of marks drawn on it.
fn colours(c: Color) -> (&'static str, &'static str) {
    match c {
        Color::Black => ("#000000", "#ffffff"),
        Color::White => ("#ffffff", "#000000"),
    }
}

/// The count under the board (Art. 10): the result, then each side's
/// territory and prisoners.
fn count_lines(score: &Score) -> Vec<String> {
    let side = |c: Color| {
        let komi = match c {
            Color::White => format!(" + {} komi", score.komi),
            Color::Black => String::new(),
        };
        format!(
            "{}: {} territory + {} prisoners{komi} = {}",
            capitalised(c),
            score.territory[c.index()],
            score.prisoners(c),
            score.total(c)
        )
    };
    vec![
        format!("Result: {}", score.result()),
        side(Color::Black),
        side(Color::White),
    ]
}

/// The traditional star points of the common sizes.
fn star_points(n: usize) -> Vec<Point> {
    let lines: &[usize] = match n {
        19 => &[3, 9, 15],
        13 => &[3, 6, 9],
        9 => &[2, 4, 6],
        _ => &[],
    };
    let mut points = Vec::new();
    for &y in lines {
        for &x in lines {
            let edge = |v: usize| v != lines[1];
            // 9x9 shows the four 3-3 points and the centre only.
            if n == 9 && (edge(x) != edge(y)) {
                continue;
            }
            points.push(Point::new(x, y));
        }
    }
    points
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
