//! Territory (Art. 8) and the count (Art. 10), from the statuses the
//! confirmation phase gives.

use crate::board::{Board, PointSet};
use crate::confirm::{self, Analysis, Budget, Kept, Method, Status};
use crate::types::{Color, Point, ARRAY_LEN};

/// What a point is at the end of the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PointClass {
    /// A live stone not in seki.
    Alive,
    /// A live stone that touches dame (Art. 8).
    Seki,
    /// A dead stone inside the opponent's territory: removed (Art. 10-1).
    Dead,
    /// A dead stone outside any territory: it stays and counts nothing.
    DeadInSeki,
    /// An empty point of `Color`'s territory.
    Territory(Color),
    /// An eye of stones in seki: counts nothing.
    SekiEye(Color),
    /// A neutral point.
    Dame,
}

/// The Art. 8 classification of every point and the Art. 10 count.
#[derive(Clone, Debug)]
pub struct Score {
    classes: Vec<Option<PointClass>>,
    /// How each stone's status was found.
    methods: Vec<Option<Method>>,
    /// For stones the estimate decided: the share of playouts their owner
    /// kept them in.
    kept: Vec<Option<Kept>>,
    size: usize,
    /// Territory points (empty points and removed dead stones), per colour.
    pub territory: [u32; 2],
    /// Dead stones removed from each colour's territory (its prisoners).
    pub removed: [u32; 2],
    /// Prisoners taken during play, per capturer.
    pub captured: [u32; 2],
    pub komi: f64,
    /// The same position read with its open dame left unfilled, where
    /// that reads differently (see [`OpenDame::LeftOpen`]).
    left_open: Option<Box<Score>>,
}

/// How the open neutral points of a stopped game are read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum OpenDame {
    /// Filled where a side can fill them without risk, as two correct
    /// players settle a stopped game (the Art. 9 commentary; design note,
    /// last section). What `final_score` answers.
    Filled,
    /// Left as they are: Art. 8 as written, so every live string touching
    /// one is in seki and its eyes count nothing (Example 24 (1), Diagram
    /// 15).
    LeftOpen,
}

impl Score {
    /// The position read with its open dame left unfilled (Art. 8 as
    /// written): this score itself where that changes nothing.
    pub fn left_open(&self) -> &Score {
        self.left_open.as_deref().unwrap_or(self)
    }

    /// Does leaving the open dame unfilled change any point's class?
    pub fn left_open_differs(&self) -> bool {
        self.left_open.is_some()
    }

    pub fn class(&self, p: Point) -> PointClass {
        self.classes[p.index()].expect("a point of the board")
    }

    /// For a stone the estimate decided: the share of the playouts its
    /// owner kept it in.
    pub fn kept(&self, p: Point) -> Option<Kept> {
        self.kept[p.index()]
    }

    /// How the status of the stone on `p` was found (`None`: no stone).
    pub fn method(&self, p: Point) -> Option<Method> {
        self.methods[p.index()]
    }

    /// Every point of the board with its class.
    pub fn points(&self) -> impl Iterator<Item = (Point, PointClass)> + '_ {
        let size = self.size;
        (0..size)
            .flat_map(move |y| (0..size).map(move |x| Point::new(x, y)))
            .map(|p| (p, self.class(p)))
    }

    /// Prisoners (Art. 10-2): stones captured in play and dead stones
    /// removed from `color`'s territory.
    pub fn prisoners(&self, color: Color) -> u32 {
        let i = color.index();
        self.captured[i] + self.removed[i]
    }

    /// Territory plus prisoners (Art. 10-2), before komi.
    pub fn points_of(&self, color: Color) -> u32 {
        self.territory[color.index()] + self.prisoners(color)
    }

    /// Territory plus prisoners, and komi for White.
    pub fn total(&self, color: Color) -> f64 {
        let komi = match color {
            Color::Black => 0.0,
            Color::White => self.komi,
        };
        f64::from(self.points_of(color)) + komi
    }

    /// Black's count minus White's, komi included.
    pub fn margin(&self) -> f64 {
        self.points_of(Color::Black) as f64 - self.points_of(Color::White) as f64 - self.komi
    }

    /// The result as GTP writes it: `B+x`, `W+x` or `0`.
    pub fn result(&self) -> String {
        let m = self.margin();
        if m > 0.0 {
            format!("B+{}", fmt_points(m))
        } else if m < 0.0 {
            format!("W+{}", fmt_points(-m))
        } else {
            "0".to_string()
        }
    }
}

fn fmt_points(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// Classifies every point (Art. 8) and counts (Art. 10), the open dame
/// filled as `OpenDame::Filled` says. `captured` are the prisoners taken
/// during play, per capturer.
pub fn score(board: &Board, analysis: &Analysis, captured: [u32; 2], komi: f64) -> Score {
    classify(board, analysis, captured, komi, OpenDame::Filled)
}

/// [`score`], with the open dame read as `open` says.
fn classify(
    board: &Board,
    analysis: &Analysis,
    captured: [u32; 2],
    komi: f64,
    open: OpenDame,
) -> Score {
    let alive = |p: Point| board.color_at(p).is_some() && analysis.status(p) == Some(Status::Alive);
    let mut classes: Vec<Option<PointClass>> = vec![None; ARRAY_LEN];
    let mut regions: Vec<(Vec<Point>, [bool; 2])> = Vec::new();
    let mut seen = PointSet::default();
    // Regions of empty points and dead stones, with the colours of the
    // live stones around them.
    for start in board.points() {
        if alive(start) || seen.contains(start) {
            continue;
        }
        let (points, boundary) = board.flood(start, |p| !alive(p), &mut seen);
        let mut borders = [false; 2];
        for b in boundary {
            borders[board.color_at(b).expect("a live stone").index()] = true;
        }
        regions.push((points, borders));
    }

    // The colour whose live stones alone surround a region. A region that
    // also holds a dead stone of that colour is no eye region: its empty
    // points touch stones that are not alive (Art. 8; Example 9).
    let owners: Vec<Option<Color>> = regions
        .iter()
        .map(|(points, borders)| {
            let owner = match borders {
                [true, false] => Some(Color::Black),
                [false, true] => Some(Color::White),
                _ => None,
            };
            owner.filter(|&c| points.iter().all(|&p| board.color_at(p) != Some(c)))
        })
        .collect();
    let Settled {
        filled: fill,
        protective,
    } = match open {
        OpenDame::Filled => open_dame(board, analysis, &alive, &regions),
        OpenDame::LeftOpen => Settled::default(),
    };
    // Live strings that touch a genuine dame are in seki (Art. 8).
    let mut seki = PointSet::default();
    for ((points, _), owner) in regions.iter().zip(&owners) {
        for &p in points {
            if owner.is_some() || !board.is_empty(p) || fill.contains(p) {
                continue;
            }
            for n in p.neighbors() {
                if alive(n) && !seki.contains(n) {
                    for s in board.string_stones(n) {
                        seki.insert(s);
                    }
                }
            }
        }
    }

    // Strings that share an eye with a string in seki form one group with
    // it: they are in seki too (the group, not the string, possesses dame),
    // unless they are unconditionally alive: territory is what groups of
    // wholly independent life surround (commentary on Art. 8).
    let independent = |p: Point| analysis.method(p) == Some(Method::Benson);
    loop {
        let mut grew = false;
        for ((points, _), owner) in regions.iter().zip(&owners) {
            if owner.is_none() {
                continue;
            }
            let walls: Vec<Point> = points
                .iter()
                .flat_map(|p| p.neighbors())
                .filter(|&n| alive(n) && !independent(n))
                .collect();
            if walls.iter().any(|&w| seki.contains(w)) {
                for w in walls {
                    if !seki.contains(w) {
                        for s in board.string_stones(w) {
                            seki.insert(s);
                        }
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }

    let mut territory = [0u32; 2];
    let mut removed = [0u32; 2];
    for ((points, _), &owner) in regions.iter().zip(&owners) {
        let is_territory = owner.is_some()
            && points.iter().all(|p| {
                p.neighbors()
                    .iter()
                    .all(|&n| !alive(n) || !seki.contains(n))
            });
        for &p in points {
            let class = match (owner, is_territory, board.color_at(p)) {
                // Its owner fills it to protect a string (see open_dame).
                (Some(_), true, None) if protective.contains(p) => PointClass::Dame,
                (Some(c), true, None) => {
                    territory[c.index()] += 1;
                    PointClass::Territory(c)
                }
                (Some(c), true, Some(stone)) if stone != c => {
                    // Art. 10-1: removed, a prisoner, and its point counts.
                    territory[c.index()] += 1;
                    removed[c.index()] += 1;
                    PointClass::Dead
                }
                (Some(c), false, None) => PointClass::SekiEye(c),
                (_, _, None) => PointClass::Dame,
                (_, _, Some(_)) => PointClass::DeadInSeki,
            };
            classes[p.index()] = Some(class);
        }
    }
    for p in board.points() {
        if alive(p) {
            classes[p.index()] = Some(if seki.contains(p) {
                PointClass::Seki
            } else {
                PointClass::Alive
            });
        }
    }
    let mut methods = vec![None; ARRAY_LEN];
    let mut kept = vec![None; ARRAY_LEN];
    for p in board.points() {
        methods[p.index()] = analysis.method(p);
        kept[p.index()] = analysis.kept(p);
    }
    Score {
        classes,
        methods,
        kept,
        size: board.size(),
        territory,
        removed,
        captured,
        komi,
        left_open: None,
    }
}

/// The open dame of a stopped game, as a correct pair of players would
/// settle them (design note, last section).
#[derive(Default)]
struct Settled {
    /// Neutral points that get filled: they make no string seki.
    filled: PointSet,
    /// Points of a side's own eye regions where it must add a protective
    /// stone once a neutral point next to its string is filled: it pays
    /// for them, so they are no territory.
    protective: PointSet,
}

/// The dame that a correct pair of players would fill at the end of a
/// stopped game (design note, last section): points where one side can add
/// a stone whose string keeps two liberties without putting a neighbouring
/// string of the other side in atari, or, next to stones that live
/// unconditionally, whose atari that side answers with one protective
/// stone when it cannot take the point itself
/// (Example 1: after White's line, Black fills A1 and White connects at C1,
/// paying a point of its territory). What is left are genuine seki dame.
fn open_dame(
    board: &Board,
    analysis: &Analysis,
    alive: &dyn Fn(Point) -> bool,
    regions: &[(Vec<Point>, [bool; 2])],
) -> Settled {
    // A side whose stones next to the point live unconditionally: its fill
    // risks nothing, so the other side must answer an atari by protecting
    // (in Example 12, White's fill at C3 next to its group in seki is met
    // by Black taking the ko and then the group).
    let independent = |c: Color, p: Point| {
        let mut next = p
            .neighbors()
            .into_iter()
            .filter(|&n| board.color_at(n) == Some(c))
            .peekable();
        next.peek().is_some()
            && next.all(|n| analysis.method(n) == Some(Method::Benson) && alive(n))
    };
    let mut filled = board.clone();
    let mut settled = Settled::default();
    let candidates: Vec<Point> = regions
        .iter()
        .filter(|(_, b)| b[0] == b[1])
        .flat_map(|(points, _)| points.iter().copied())
        .filter(|&p| board.is_empty(p))
        .collect();
    let by_dead = |p: Point| {
        p.neighbors()
            .iter()
            .any(|&n| board.color_at(n).is_some() && !alive(n))
    };
    loop {
        let mut progress = false;
        for &p in &candidates {
            // Next to a dead stone a fill is no neutral move: it captures
            // or rescues (Example 24's point B).
            if !filled.is_empty(p) || by_dead(p) {
                continue;
            }
            // Only a side with live stones next to it fills a dame.
            let touches = |c: Color| {
                p.neighbors()
                    .iter()
                    .any(|&n| filled.color_at(n) == Some(c) && (alive(n) || !board.is_empty(n)))
            };
            if let Some(c) = Color::BOTH
                .into_iter()
                .find(|&c| touches(c) && safe_fill(&filled, c, p))
            {
                filled.place(c, p);
                settled.filled.insert(p);
                progress = true;
                continue;
            }
            let answered = Color::BOTH.into_iter().find_map(|c| {
                if !independent(c, p) {
                    return None;
                }
                let answer = answered_fill(board, &filled, c, p)?;
                (!by_dead(answer)).then_some((c, answer))
            });
            if let Some((c, answer)) = answered {
                filled.place(c, p);
                filled.place(c.opponent(), answer);
                settled.filled.insert(p);
                if candidates.contains(&answer) {
                    settled.filled.insert(answer);
                } else {
                    settled.protective.insert(answer);
                }
                progress = true;
            }
        }
        if !progress {
            return settled;
        }
    }
}

fn safe_fill(board: &Board, color: Color, p: Point) -> bool {
    if !board.is_empty(p) || board.is_suicide(color, p) {
        return false;
    }
    let mut after = board.clone();
    let placed = after.place(color, p);
    if placed.captured > 0 {
        return false; // a capture is no neutral fill
    }
    after.liberties(p) >= 2
        && p.neighbors()
            .iter()
            .all(|&n| after.color_at(n) != Some(color.opponent()) || after.liberties(n) >= 2)
}

/// A fill at `p` by `color` that puts strings of the other side in atari,
/// all on one liberty, where that side connects with a stone that leaves
/// them two liberties and threatens nothing: the point of that protective
/// stone. Only when the other side could not take `p` itself in the
/// position as it stopped, `stopped` (a stone there would be in atari, or
/// suicide): a point that either side gains by playing first is a genuine
/// seki dame (Example 2's A), even once the neutral points around it are
/// filled.
fn answered_fill(stopped: &Board, board: &Board, color: Color, p: Point) -> Option<Point> {
    let other = color.opponent();
    if !board.is_empty(p) || board.is_suicide(color, p) {
        return None;
    }
    if !stopped.is_suicide(other, p) {
        let mut contested = stopped.clone();
        if contested.place(other, p).captured > 0 || contested.liberties(p) >= 2 {
            return None;
        }
    }
    let mut after = board.clone();
    if after.place(color, p).captured > 0 || after.liberties(p) < 2 {
        return None;
    }
    let mut answer = None;
    for n in p.neighbors() {
        if after.color_at(n) != Some(other) || after.liberties(n) >= 2 {
            continue;
        }
        let [last] = after.string_liberties(n)[..] else {
            return None;
        };
        if answer.is_some_and(|a| a != last) {
            return None;
        }
        answer = Some(last);
    }
    let answer = answer?;
    if after.is_suicide(other, answer) {
        return None;
    }
    let mut answered = after;
    if answered.place(other, answer).captured > 0 || answered.liberties(answer) < 2 {
        return None;
    }
    let threatens = answer
        .neighbors()
        .iter()
        .any(|&n| answered.color_at(n) == Some(color) && answered.liberties(n) < 2);
    (!threatens).then_some(answer)
}

/// One of the 16 ways to look at a position: a symmetry of the square
/// (0..8) and whether the colours are swapped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct View {
    symmetry: u8,
    swap: bool,
}

impl View {
    /// Where point `p` of the real board lies in this view.
    fn map(self, p: Point, size: usize) -> Point {
        let n = size - 1;
        let (x, y) = (p.x(), p.y());
        let (x, y) = match self.symmetry {
            0 => (x, y),
            1 => (n - x, y),
            2 => (x, n - y),
            3 => (n - x, n - y),
            4 => (y, x),
            5 => (n - y, x),
            6 => (y, n - x),
            _ => (n - y, n - x),
        };
        Point::new(x, y)
    }

    fn color(self, c: Color) -> Color {
        if self.swap {
            c.opponent()
        } else {
            c
        }
    }

    /// The score of the real board from `seen`, the score of this view of
    /// it; `captured` are the real board's prisoners taken in play.
    fn map_back(self, seen: &Score, board: &Board, captured: [u32; 2]) -> Score {
        let size = board.size();
        let mut classes: Vec<Option<PointClass>> = vec![None; ARRAY_LEN];
        let mut methods = vec![None; ARRAY_LEN];
        let mut kept = vec![None; ARRAY_LEN];
        for p in board.points() {
            let q = self.map(p, size);
            methods[p.index()] = seen.method(q);
            kept[p.index()] = seen.kept(q);
            classes[p.index()] = Some(match seen.class(q) {
                PointClass::Territory(c) => PointClass::Territory(self.color(c)),
                PointClass::SekiEye(c) => PointClass::SekiEye(self.color(c)),
                other => other,
            });
        }
        let unswap = |v: [u32; 2]| if self.swap { [v[1], v[0]] } else { v };
        Score {
            classes,
            methods,
            kept,
            size,
            territory: unswap(seen.territory),
            removed: unswap(seen.removed),
            captured,
            komi: seen.komi,
            left_open: None,
        }
    }

    /// The board as seen in this view, its stones set up in point order so
    /// that nothing of the real board's history shows through.
    fn board(self, board: &Board) -> Board {
        let size = board.size();
        let mut stones: Vec<(Point, Color)> = board
            .points()
            .filter_map(|p| {
                board
                    .color_at(p)
                    .map(|c| (self.map(p, size), self.color(c)))
            })
            .collect();
        stones.sort_by_key(|&(p, _)| p.index());
        let mut out = Board::new(size).expect("the size of a board");
        for (p, c) in stones {
            out.setup_stone(c, p);
        }
        out
    }
}

/// Scores a position (confirmation phase, Art. 8 and 10) so that the
/// answer cannot depend on how it is turned, on which colour is which, or
/// on the order the stones came: the work is done on a canonical view (the
/// one of the 16 with the smallest hash, the stones set up afresh) and the
/// classes are mapped back. The open dame are read filled only (the move
/// generator's counts); [`score_position_both`] adds the other reading.
pub fn score_position(board: &Board, captured: [u32; 2], komi: f64, budget: Budget) -> Score {
    score_canonically(board, captured, komi, budget, false)
}

/// [`score_position`], with the reading of the open dame left unfilled
/// beside it (see [`Score::left_open`]): what the scoring commands answer.
pub fn score_position_both(board: &Board, captured: [u32; 2], komi: f64, budget: Budget) -> Score {
    score_canonically(board, captured, komi, budget, true)
}

fn score_canonically(
    board: &Board,
    captured: [u32; 2],
    komi: f64,
    budget: Budget,
    with_left_open: bool,
) -> Score {
    let views = (0..8u8).flat_map(|symmetry| {
        [false, true]
            .into_iter()
            .map(move |swap| View { symmetry, swap })
    });
    let (view, canonical) = views
        .map(|v| (v, v.board(board)))
        .min_by_key(|(_, b)| b.hash())
        .expect("sixteen views");
    let seen_captured = if view.swap {
        [captured[1], captured[0]]
    } else {
        captured
    };
    log::debug!(
        "scoring the canonical view (symmetry {}, colours {}): the searches name its points",
        view.symmetry,
        if view.swap { "swapped" } else { "as given" }
    );
    let analysis = confirm::analyse(&canonical, budget);
    let read = |open| {
        let seen = classify(&canonical, &analysis, seen_captured, komi, open);
        view.map_back(&seen, board, captured)
    };
    let mut filled = read(OpenDame::Filled);
    if with_left_open {
        let left_open = read(OpenDame::LeftOpen);
        if left_open.classes != filled.classes {
            filled.left_open = Some(Box::new(left_open));
        }
    }
    filled
}
