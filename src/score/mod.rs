//! Territory (Art. 8) and the count (Art. 10), from the statuses the
//! confirmation phase gives.

mod settle;
mod view;

use std::sync::Arc;

use crate::board::{zobrist, Board, PointSet};
use crate::confirm::{self, Analysis, Budget, Kept, Line, Method, StaticProof, Status};
use crate::types::{ByColor, Color, Point, ARRAY_LEN};
use settle::Settlement;
use view::View;

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
    pub territory: ByColor<u32>,
    /// Dead stones removed from each colour's territory (its prisoners).
    pub removed: ByColor<u32>,
    /// Prisoners taken during play, per capturer.
    pub captured: ByColor<u32>,
    pub komi: f64,
    /// What the settling of the stopped position did at each point.
    settling: Vec<Option<Settling>>,
    /// For the stones the search decided: the line of the reading that
    /// decided (see [`Analysis::line`]).
    lines: Vec<Option<Arc<Line>>>,
    /// For the stones a static proof decided: what it stands on (see
    /// [`Analysis::static_proof`]).
    proofs: Vec<Option<Arc<StaticProof>>>,
    /// The same position read with its open dame left unfilled, where
    /// that reads differently (see [`OpenDame::LeftOpen`]).
    left_open: Option<Box<Score>>,
}

/// What the settling of a stopped game (see [`settle`]) did at a point.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Settling {
    /// A neutral point, filled by this colour.
    Filled(Color),
    /// A protective stone its owner plays, and pays the point for: it
    /// saves the string through `saves`, which the opponent could capture
    /// otherwise, once the neutral point `after_fill` is filled.
    Protective {
        color: Color,
        saves: Point,
        after_fill: Point,
    },
    /// A point next to live stones of both colours that neither can fill
    /// without losing stones: a seki point (Art. 8).
    SekiPoint,
}

/// How many points of each kind the settling made.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SettlingCounts {
    pub filled: u32,
    pub protective: u32,
    pub seki_points: u32,
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

    /// What the settling of the stopped position did at `p`.
    pub fn settling(&self, p: Point) -> Option<Settling> {
        self.settling[p.index()]
    }

    /// How many neutral points were filled, protective stones paid and
    /// seki points left.
    pub fn settling_counts(&self) -> SettlingCounts {
        let mut counts = SettlingCounts::default();
        for s in self.settling.iter().flatten() {
            match s {
                Settling::Filled(_) => counts.filled += 1,
                Settling::Protective { .. } => counts.protective += 1,
                Settling::SekiPoint => counts.seki_points += 1,
            }
        }
        counts
    }

    /// For a stone the estimate decided: the share of the playouts its
    /// owner kept it in.
    pub fn kept(&self, p: Point) -> Option<Kept> {
        self.kept[p.index()]
    }

    /// The line of the reading that decided the stone on `p`: what
    /// `kakunin-explain` shows.
    pub fn line(&self, p: Point) -> Option<&Line> {
        self.lines[p.index()].as_deref()
    }

    /// What the static proof that decided the stone on `p` stands on.
    pub fn static_proof(&self, p: Point) -> Option<&StaticProof> {
        self.proofs[p.index()].as_deref()
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
        self.captured[color] + self.removed[color]
    }

    /// Territory plus prisoners (Art. 10-2), before komi.
    pub fn points_of(&self, color: Color) -> u32 {
        self.territory[color] + self.prisoners(color)
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
pub fn score(board: &Board, analysis: &Analysis, captured: ByColor<u32>, komi: f64) -> Score {
    classify(board, analysis, captured, komi, OpenDame::Filled)
}

/// [`score`], with the open dame read as `open` says.
fn classify(
    board: &Board,
    analysis: &Analysis,
    captured: ByColor<u32>,
    komi: f64,
    open: OpenDame,
) -> Score {
    let status = |p: Point| {
        board.color_at(p)?;
        Some((
            analysis.status(p) == Some(Status::Alive),
            analysis.method(p)?,
        ))
    };
    // Who starts filling: Black of the view the count is made in (see
    // `boundary_view`).
    let settled = match open {
        OpenDame::Filled => settle::settle(board, &status, Color::Black),
        OpenDame::LeftOpen => Settlement::none(board, &status),
    };
    let after = &settled.board;
    let live = |p: Point| after.color_at(p).is_some() && settled.live.contains(p);
    let regions = regions(after, live);
    let mut seki = seki_at_open_dame(after, analysis, &regions, &live, open);
    spread_seki_through_shared_eyes(after, analysis, &regions, &live, open, &mut seki);
    let (classes, territory, removed) = classes_and_count(board, &regions, &live, &seki);
    let mut methods = vec![None; ARRAY_LEN];
    let mut kept = vec![None; ARRAY_LEN];
    for p in board.points() {
        methods[p.index()] = analysis.method(p);
        kept[p.index()] = analysis.kept(p);
    }
    let mut settling = vec![None; ARRAY_LEN];
    for &(p, played) in &settled.played {
        settling[p.index()] = Some(played);
    }
    for p in board.points().filter(|&p| after.is_empty(p)) {
        if classes[p.index()] == Some(PointClass::Dame)
            && p.neighbors().iter().any(|&n| seki.contains(n))
        {
            settling[p.index()] = Some(Settling::SekiPoint);
        }
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
        settling,
        lines: vec![None; ARRAY_LEN],
        proofs: vec![None; ARRAY_LEN],
        left_open: None,
    }
}

/// Art. 8: live strings that touch dame are in seki. After the settling,
/// the dame still open are points neither side could fill. They give seki
/// only on positive evidence: every string around their region and every
/// dead stone in it had its status read (unconditional life or the
/// confirmation search), so the reading shows that neither side can
/// approach the other there (Examples 2 and 12 to 25). A region beside or
/// holding a string whose status was only estimated is neutral and puts no
/// string in seki: a doubt about one string must not take the territories
/// of whole groups with it. Read with the dame left open, every mixed
/// region gives seki.
fn seki_at_open_dame(
    after: &Board,
    analysis: &Analysis,
    regions: &[Region],
    live: &impl Fn(Point) -> bool,
    open: OpenDame,
) -> PointSet {
    let read = |n: Point| {
        after
            .string_stones(n)
            .all(|s| analysis.method(s).is_none_or(Method::reads_fights))
    };
    let mut seki = PointSet::default();
    for region in regions.iter().filter(|r| r.owner.is_none()) {
        let walls = || {
            region
                .points
                .iter()
                .flat_map(|p| p.neighbors())
                .filter(|&n| live(n))
        };
        let dead_inside = || {
            region
                .points
                .iter()
                .copied()
                .filter(|&p| after.color_at(p).is_some())
        };
        if open == OpenDame::Filled && !(walls().all(read) && dead_inside().all(read)) {
            continue;
        }
        for &p in region.points.iter().filter(|&&p| after.is_empty(p)) {
            for n in p.neighbors() {
                if live(n) && !seki.contains(n) {
                    for s in after.string_stones(n) {
                        seki.insert(s);
                    }
                }
            }
        }
    }
    seki
}

/// Strings that share an eye with a string in seki form one group with
/// it: they are in seki too (the group, not the string, possesses dame),
/// unless they are unconditionally alive: territory is what groups of
/// wholly independent life surround (commentary on Art. 8). Once the open
/// dame are settled, only an eye too small for two eyes ties strings into
/// one group: a string beside a larger eye region has a life of its own,
/// and a seki beside it stays where it is.
fn spread_seki_through_shared_eyes(
    after: &Board,
    analysis: &Analysis,
    regions: &[Region],
    live: &impl Fn(Point) -> bool,
    open: OpenDame,
    seki: &mut PointSet,
) {
    let independent = |p: Point| analysis.method(p) == Some(Method::Benson);
    let ties =
        |region: &Region| open == OpenDame::LeftOpen || region.points.len() < confirm::TWO_EYE_ROOM;
    loop {
        let mut grew = false;
        for region in regions.iter().filter(|r| r.owner.is_some() && ties(r)) {
            let walls: Vec<Point> = region
                .points
                .iter()
                .flat_map(|p| p.neighbors())
                .filter(|&n| live(n) && !independent(n))
                .collect();
            if walls.iter().any(|&w| seki.contains(w)) {
                for w in walls {
                    if !seki.contains(w) {
                        for s in after.string_stones(w) {
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
}

/// The class of every point (Art. 8) and the count's territory and dead
/// stones removed (Art. 10-1), each colour's.
fn classes_and_count(
    board: &Board,
    regions: &[Region],
    live: &impl Fn(Point) -> bool,
    seki: &PointSet,
) -> (Vec<Option<PointClass>>, ByColor<u32>, ByColor<u32>) {
    let mut classes: Vec<Option<PointClass>> = vec![None; ARRAY_LEN];
    let mut territory = ByColor::<u32>::default();
    let mut removed = ByColor::<u32>::default();
    for region in regions {
        let is_territory = region.owner.is_some()
            && region
                .points
                .iter()
                .all(|p| p.neighbors().iter().all(|&n| !live(n) || !seki.contains(n)));
        for &p in &region.points {
            // Its colour in the stopped position: a dead stone the settling
            // captured still counts as a dead stone.
            let class = match (region.owner, is_territory, board.color_at(p)) {
                (Some(c), true, None) => {
                    territory[c] += 1;
                    PointClass::Territory(c)
                }
                (Some(c), true, Some(stone)) if stone != c => {
                    // Art. 10-1: removed, a prisoner, and its point counts.
                    territory[c] += 1;
                    removed[c] += 1;
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
        if live(p) {
            classes[p.index()] = Some(if board.is_empty(p) {
                // Filled in the settling: a neutral point, or a protective
                // stone its owner paid a point of territory for.
                PointClass::Dame
            } else if seki.contains(p) {
                PointClass::Seki
            } else {
                PointClass::Alive
            });
        }
    }
    (classes, territory, removed)
}

/// The view the count is made in. Who starts filling is the players' own
/// convention, and nothing in a record tells it (benches/RESULTS.md); the
/// settling's order follows the view's points. So the view depends only
/// on the open boundary: the shared points (empty, next to live stones of
/// both colours) and the live stones next to them. Of the sixteen ways to
/// turn and colour that boundary, the one with the smallest hash is taken.
/// Then the count is the same whichever way the board is turned or
/// coloured, whoever is to move, and whatever stands away from the
/// boundary (a stone added deep inside a territory changes nothing but its
/// point).
fn boundary_view(board: &Board, analysis: &Analysis) -> View {
    let live = |p: Point| board.color_at(p).is_some() && analysis.status(p) == Some(Status::Alive);
    let touches = |p: Point, c: Color| {
        p.neighbors()
            .iter()
            .any(|&n| board.color_at(n) == Some(c) && live(n))
    };
    let mut boundary: Vec<(Point, Option<Color>)> = Vec::new();
    let mut seen = PointSet::default();
    for p in board.points() {
        if board.is_empty(p) && Color::BOTH.iter().all(|&c| touches(p, c)) {
            boundary.push((p, None));
            for n in p.neighbors() {
                if let Some(c) = board.color_at(n).filter(|_| live(n)) {
                    if seen.insert(n) {
                        boundary.push((n, Some(c)));
                    }
                }
            }
        }
    }
    let size = board.size();
    let hash = |v: View| {
        boundary.iter().fold(0u64, |h, &(p, c)| {
            let q = v.map(p, size);
            h ^ match c {
                Some(c) => zobrist(v.color(c), q),
                None => zobrist(Color::Black, q).rotate_left(17) ^ zobrist(Color::White, q),
            }
        })
    };
    // A boundary that two views give the same hash leaves the choice to
    // the whole board's hash in each.
    View::all()
        .min_by_key(|&v| (hash(v), v.board(board).hash()))
        .expect("sixteen views")
}

/// A region of empty points and dead stones, and the colour whose live
/// stones alone surround it.
struct Region {
    points: Vec<Point>,
    owner: Option<Color>,
}

/// The regions of `board` that are not live stones (empty points and dead
/// stones), each with its owner: the colour whose live stones alone
/// surround it. A region that also holds a dead stone of that colour is
/// no eye region: its empty points touch stones that are not alive (Art.
/// 8; Example 9).
fn regions(board: &Board, live: impl Fn(Point) -> bool) -> Vec<Region> {
    let mut regions = Vec::new();
    let mut seen = PointSet::default();
    for start in board.points() {
        if live(start) || seen.contains(start) {
            continue;
        }
        let (points, boundary) = board.flood(start, |p| !live(p), &mut seen);
        let mut borders = ByColor::<bool>::default();
        for b in boundary {
            borders[board.color_at(b).expect("a live stone")] = true;
        }
        let owner = borders
            .only()
            .filter(|&c| points.iter().all(|&p| board.color_at(p) != Some(c)));
        regions.push(Region { points, owner });
    }
    regions
}

/// Scores a position (confirmation phase, Art. 8 and 10) so that the
/// answer cannot depend on how it is turned, on which colour is which, or
/// on the order the stones came: the statuses are read on a canonical view
/// (the one of the 16 with the smallest hash, the stones set up afresh),
/// the count is made on the view its open boundary fixes (see
/// `boundary_view`), and the classes are mapped back. The open dame are
/// read filled only (the move generator's counts);
/// [`score_position_both`] adds the other reading.
pub fn score_position(board: &Board, captured: ByColor<u32>, komi: f64, budget: Budget) -> Score {
    score_canonically(board, captured, komi, budget, false)
}

/// [`score_position`], with the reading of the open dame left unfilled
/// beside it (see [`Score::left_open`]): what the scoring commands answer.
pub fn score_position_both(
    board: &Board,
    captured: ByColor<u32>,
    komi: f64,
    budget: Budget,
) -> Score {
    score_canonically(board, captured, komi, budget, true)
}

fn score_canonically(
    board: &Board,
    captured: ByColor<u32>,
    komi: f64,
    budget: Budget,
    with_left_open: bool,
) -> Score {
    let size = board.size();
    let (view, canonical) = View::all()
        .map(|v| (v, v.board(board)))
        .min_by_key(|(_, b)| b.hash())
        .expect("sixteen views");
    log::debug!(
        "scoring the canonical view (symmetry {}, colours {}): the searches name its points",
        view.symmetry,
        if view.swap { "swapped" } else { "as given" }
    );
    let analysis =
        confirm::analyse(&canonical, budget).mapped(board, |p| view.map(p, size), view.swap);
    // Said on the position as given, its stones named as the user sees them.
    analysis.log_fallback(budget.fallback_level());
    // The count is made in a view of its own, fixed by the open boundary
    // alone (see `boundary_view`): the settling fills in turn, from that
    // view's Black and in its point order.
    let settle_view = boundary_view(board, &analysis);
    let seen_board = settle_view.board(board);
    let seen_analysis = analysis.mapped(&seen_board, settle_view.inverse(size), settle_view.swap);
    let seen_captured = if settle_view.swap {
        captured.swapped()
    } else {
        captured
    };
    let read = |open| {
        let seen = classify(&seen_board, &seen_analysis, seen_captured, komi, open);
        settle_view.map_back(&seen, board, captured)
    };
    let mut filled = read(OpenDame::Filled);
    // The lines as the analysis read them, named on the board as given.
    for p in board.points() {
        filled.lines[p.index()] = analysis.line(p).cloned();
        filled.proofs[p.index()] = analysis.static_proof(p).cloned();
    }
    if with_left_open {
        let left_open = read(OpenDame::LeftOpen);
        if left_open.classes != filled.classes {
            filled.left_open = Some(Box::new(left_open));
        }
    }
    filled
}
