//! A picture of a scored position as SVG: the stones, the dead ones crossed
//! out, each side's territory as small squares, stones in seki with a
//! triangle, dame with a dot, and the count written under the board.

use crate::game::Game;
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
    let width = (grid + 2.0 * MARGIN)
        .max(8.0 * longest + MARGIN)
        .max(MARGIN + LEGEND.iter().map(|l| legend_entry_width(l)).sum::<f64>());
    // Under the board: the legend's line, then the count's.
    let height = grid + 2.0 * MARGIN + TEXT_LINE * (legend.len() + 1) as f64 + 8.0;
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
    out.push_str(&grid_and_coordinates(n, &at));
    out.push_str(&points(game, score, &at));
    out.push_str(&legend_of_marks(
        MARGIN + grid + CELL / 2.0 + 24.0 + TEXT_LINE * 0.2,
    ));
    out.push_str(&count_text(
        &legend,
        MARGIN + grid + CELL / 2.0 + 24.0 + TEXT_LINE,
    ));
    out.push_str("</svg>\n");
    out
}

/// The grid, the star points and the coordinates of a board of side `n`,
/// `at` placing a point in the picture.
fn grid_and_coordinates(n: usize, at: &impl Fn(Point) -> (f64, f64)) -> String {
    let grid = CELL * (n as f64 - 1.0);
    let mut out = String::new();
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
    out
}

/// Stones, then territory and dame, then the marks of a stone's status on
/// top, so that a dead stone's cross is never hidden under the territory
/// square of its point.
fn points(game: &Game, score: &Score, at: &impl Fn(Point) -> (f64, f64)) -> String {
    let board = game.board();
    let mut out = String::new();
    let radius = CELL / 2.0 - 1.0;
    for p in board.points() {
        let (x, y) = at(p);
        let class = score.class(p);
        if let Some(c) = board.color_at(p) {
            let (fill, _) = colours(c);
            let dead = matches!(class, PointClass::Dead | PointClass::DeadInSeki);
            let opacity = if dead { " opacity=\"0.45\"" } else { "" };
            out.push_str(&format!(
                "<circle class=\"stone {}\" cx=\"{x}\" cy=\"{y}\" r=\"{radius}\" fill=\"{fill}\" stroke=\"#000000\"{opacity}/>\n",
                c.name()
            ));
        }
        // Art. 10: a dead stone's point counts as its capturer's territory.
        let territory = match class {
            PointClass::Territory(owner) => Some(owner),
            PointClass::Dead => board.color_at(p).map(Color::opponent),
            _ => None,
        };
        if let Some(owner) = territory {
            out.push_str(&territory_square(owner, x, y));
        }
        if matches!(class, PointClass::Dame | PointClass::SekiEye(_)) {
            out.push_str(&dame_dot(x, y));
        }
        if let Some(c) = board.color_at(p) {
            if matches!(class, PointClass::Dead | PointClass::DeadInSeki) {
                out.push_str(&dead_cross(x, y));
            }
            if matches!(class, PointClass::Seki | PointClass::DeadInSeki) {
                out.push_str(&seki_triangle(colours(c).1, x, y));
            }
        }
    }
    out
}

/// The legend, a line at `legend_y`: what each mark means.
fn legend_of_marks(legend_y: f64) -> String {
    let mut out = String::new();
    let marks = [
        territory_square(Color::Black, 0.0, 0.0),
        territory_square(Color::White, 0.0, 0.0),
        dead_cross(0.0, 0.0),
        seki_triangle("#000000", 0.0, 0.0),
        dame_dot(0.0, 0.0),
    ];
    out.push_str(
        "<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#000000\">\n",
    );
    let mut left = MARGIN - CELL / 2.0 + CELL / 4.0;
    for (mark, label) in marks.iter().zip(LEGEND) {
        out.push_str(&format!(
            "<g class=\"legend-entry\" transform=\"translate({left} {legend_y})\">\n{mark}<text x=\"{}\" y=\"4\">{}</text>\n</g>\n",
            CELL / 2.0,
            escape(label)
        ));
        left += legend_entry_width(label);
    }
    out.push_str("</g>\n");
    out
}

/// The count, its `lines` from `top` down.
fn count_text(lines: &[String], top: f64) -> String {
    let mut out = String::new();
    out.push_str("<g font-family=\"sans-serif\" font-size=\"14\" fill=\"#000000\">\n");
    for (i, line) in lines.iter().enumerate() {
        out.push_str(&format!(
            "<text class=\"count\" x=\"{}\" y=\"{}\">{}</text>\n",
            MARGIN - CELL / 2.0,
            top + TEXT_LINE * (i as f64 + 0.7),
            escape(line)
        ));
    }
    out.push_str("</g>\n");
    out
}

/// What the legend's marks mean, in its order.
const LEGEND: [&str; 5] = [
    "Black's territory",
    "White's territory",
    "dead (a prisoner)",
    "seki",
    "dame",
];

/// The room one legend entry takes: its mark, then its label at about 7
/// pixels a character (font size 12).
fn legend_entry_width(label: &str) -> f64 {
    CELL + 7.0 * label.len() as f64
}

/// A point of `owner`'s territory: a small square of its colour.
fn territory_square(owner: Color, x: f64, y: f64) -> String {
    let (fill, _) = colours(owner);
    let s = CELL * 0.36;
    format!(
        "<rect class=\"territory {}\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"{fill}\" stroke=\"#808080\"/>\n",
        owner.name(),
        x - s / 2.0,
        y - s / 2.0
    )
}

/// A dead stone: a red cross, wider than the territory square under it.
fn dead_cross(x: f64, y: f64) -> String {
    let d = CELL * 0.3;
    format!(
        "<path class=\"dead\" d=\"M{} {} L{} {} M{} {} L{} {}\" stroke=\"#c00000\" stroke-width=\"3\"/>\n",
        x - d,
        y - d,
        x + d,
        y + d,
        x - d,
        y + d,
        x + d,
        y - d
    )
}

/// A stone in seki: a triangle in the colour that shows on the stone.
fn seki_triangle(stroke: &str, x: f64, y: f64) -> String {
    let d = CELL / 4.0;
    format!(
        "<path class=\"seki\" d=\"M{x} {} L{} {} L{} {} Z\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"2\"/>\n",
        y - d,
        x + d,
        y + d * 0.8,
        x - d,
        y + d * 0.8
    )
}

/// A dame point (or an eye of stones in seki): a blue dot.
fn dame_dot(x: f64, y: f64) -> String {
    format!("<circle class=\"dame\" cx=\"{x}\" cy=\"{y}\" r=\"4\" fill=\"#2060c0\"/>\n")
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
            c.title(),
            score.territory[c],
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
