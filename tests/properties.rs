//! Property tests of the board mechanics and of the game layer on top.
//!
//! Every position is checked against a plain model written here from the
//! rules alone (a grid, flood fills, nothing incremental): legal points,
//! captures, the ko point and the stones after every move, and the
//! incremental data of the board (liberties, strings, empty points, hash)
//! against counts made from scratch.

use std::collections::BTreeSet;

use proptest::collection::vec;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

use kakunin::board::{zobrist, Board, Cell};
use kakunin::game::{Game, GameError};
use kakunin::playout::random_move;
use kakunin::{Color, Move, Point};

/// The model: stones on a grid indexed `x + y * size`, and the basic-ko
/// point with the colour that may not retake there.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    size: usize,
    grid: Vec<Option<Color>>,
    ko: Option<(usize, Color)>,
}

/// Strings of a model position: a label per point (`None` when empty), and
/// per label the stones and the liberties.
struct Strings {
    label: Vec<Option<usize>>,
    stones: Vec<Vec<usize>>,
    liberties: Vec<BTreeSet<usize>>,
}

impl Model {
    fn new(size: usize) -> Model {
        Model {
            size,
            grid: vec![None; size * size],
            ko: None,
        }
    }

    fn neighbors(&self, i: usize) -> Vec<usize> {
        let (x, y, s) = (i % self.size, i / self.size, self.size);
        let mut out = Vec::with_capacity(4);
        if x > 0 {
            out.push(i - 1);
        }
        if x + 1 < s {
            out.push(i + 1);
        }
        if y > 0 {
            out.push(i - s);
        }
        if y + 1 < s {
            out.push(i + s);
        }
        out
    }

    fn point(&self, i: usize) -> Point {
        Point::new(i % self.size, i / self.size)
    }

    fn index(&self, p: Point) -> usize {
        p.x() + p.y() * self.size
    }

    /// The string through `i` (a stone) and its liberties, by flood fill.
    fn string(&self, i: usize) -> (Vec<usize>, BTreeSet<usize>) {
        let color = self.grid[i];
        let mut seen = vec![false; self.grid.len()];
        let mut stack = vec![i];
        let mut stones = Vec::new();
        let mut libs = BTreeSet::new();
        seen[i] = true;
        while let Some(s) = stack.pop() {
            stones.push(s);
            for n in self.neighbors(s) {
                if self.grid[n].is_none() {
                    libs.insert(n);
                } else if self.grid[n] == color && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        (stones, libs)
    }

    fn strings(&self) -> Strings {
        let mut out = Strings {
            label: vec![None; self.grid.len()],
            stones: Vec::new(),
            liberties: Vec::new(),
        };
        for i in 0..self.grid.len() {
            if self.grid[i].is_none() || out.label[i].is_some() {
                continue;
            }
            let label = out.stones.len();
            let mut stones = Vec::new();
            let mut libs = BTreeSet::new();
            let mut stack = vec![i];
            out.label[i] = Some(label);
            while let Some(s) = stack.pop() {
                stones.push(s);
                for n in self.neighbors(s) {
                    if self.grid[n].is_none() {
                        libs.insert(n);
                    } else if self.grid[n] == self.grid[i] && out.label[n].is_none() {
                        out.label[n] = Some(label);
                        stack.push(n);
                    }
                }
            }
            out.stones.push(stones);
            out.liberties.push(libs);
        }
        out
    }

    /// Would a stone of `color` on the empty point `i` have a liberty once
    /// the strings it captures are gone? From the strings around it: an
    /// empty neighbour, an opponent string whose last liberty is `i`, or an
    /// own string with another liberty.
    fn breathes(&self, strings: &Strings, color: Color, i: usize) -> bool {
        self.neighbors(i).into_iter().any(|n| match self.grid[n] {
            None => true,
            Some(c) => {
                let libs = strings.liberties[strings.label[n].unwrap()].len();
                if c == color {
                    libs >= 2
                } else {
                    libs == 1
                }
            }
        })
    }

    /// Plays `color` at `i` if the rules allow it: returns the number of
    /// stones captured and the ko point the move leaves, or `None` (and no
    /// change) for an occupied point, a suicide or a ko retake.
    fn play(&mut self, color: Color, i: usize) -> Option<(u32, Option<usize>)> {
        if self.grid[i].is_some() || self.ko == Some((i, color)) {
            return None;
        }
        let mut next = self.clone();
        next.grid[i] = Some(color);
        next.ko = None;
        let mut captured = Vec::new();
        for n in next.neighbors(i) {
            if next.grid[n] == Some(color.opponent()) {
                let (stones, libs) = next.string(n);
                if libs.is_empty() {
                    for s in stones {
                        next.grid[s] = None;
                        captured.push(s);
                    }
                }
            }
        }
        let (own, libs) = next.string(i);
        if libs.is_empty() {
            return None;
        }
        let ko = (captured.len() == 1 && own.len() == 1 && libs.len() == 1).then(|| captured[0]);
        next.ko = ko.map(|k| (k, color.opponent()));
        *self = next;
        Some((captured.len() as u32, ko))
    }

    fn pass(&mut self) {
        self.ko = None;
    }

    /// The points where `color` may play, row by row from A1 (the order of
    /// `Board::points`). Small boards try every point on a copy; larger
    /// ones (where that is slow) decide from the strings around each point,
    /// which the small boards check against the tries.
    fn legal_points(&self, color: Color) -> Vec<Point> {
        let strings = self.strings();
        let by_strings: Vec<Point> = (0..self.grid.len())
            .filter(|&i| {
                self.grid[i].is_none()
                    && self.ko != Some((i, color))
                    && self.breathes(&strings, color, i)
            })
            .map(|i| self.point(i))
            .collect();
        if self.size <= 7 {
            let by_tries: Vec<Point> = (0..self.grid.len())
                .filter(|&i| self.clone().play(color, i).is_some())
                .map(|i| self.point(i))
                .collect();
            assert_eq!(by_strings, by_tries);
        }
        by_strings
    }

    /// The empty points where a stone of `color` would have no liberty
    /// (ko not considered).
    fn suicides(&self, color: Color) -> Vec<Point> {
        let strings = self.strings();
        (0..self.grid.len())
            .filter(|&i| self.grid[i].is_none() && !self.breathes(&strings, color, i))
            .map(|i| self.point(i))
            .collect()
    }

    fn count(&self, color: Color) -> usize {
        self.grid.iter().filter(|&&c| c == Some(color)).count()
    }
}

/// Checks every piece of incremental data of `board` against the model
/// position `model` and against counts made from scratch.
fn check_board(board: &Board, model: &Model) {
    let size = model.size;
    assert_eq!(board.size(), size);
    let strings = model.strings();
    let mut hash = 0u64;
    let mut empties = BTreeSet::new();
    for (i, &stone) in model.grid.iter().enumerate() {
        let p = model.point(i);
        assert_eq!(board.color_at(p), stone, "stone at {p}\n{board:?}");
        match stone {
            None => {
                assert_eq!(board.cell(p), Cell::Empty);
                assert!(board.is_empty(p));
                empties.insert(p.index() as u16);
            }
            Some(color) => {
                hash ^= zobrist(color, p);
                let label = strings.label[i].unwrap();
                let stones = &strings.stones[label];
                let libs = &strings.liberties[label];
                assert_eq!(
                    board.liberties(p),
                    libs.len(),
                    "liberties at {p}\n{board:?}"
                );
                assert_eq!(board.string_size(p), stones.len(), "size at {p}\n{board:?}");
                // One head per string, a stone of it.
                let head = board.string_head(p);
                assert_eq!(board.string_head(model.point(stones[0])), head);
                if stones[0] != i {
                    continue;
                }
                // Once per string: what takes a walk over it.
                assert!(stones.contains(&model.index(head)));
                assert_eq!(board.count_liberties_from_scratch(p), libs.len());
                let mut listed: Vec<usize> =
                    board.string_stones(p).map(|s| model.index(s)).collect();
                listed.sort();
                let mut expected = stones.clone();
                expected.sort();
                assert_eq!(listed, expected, "stones of the string at {p}\n{board:?}");
                let listed_libs: BTreeSet<usize> = board
                    .string_liberties(p)
                    .iter()
                    .map(|&q| model.index(q))
                    .collect();
                assert_eq!(&listed_libs, libs);
                assert_eq!(board.string_liberties(p).len(), libs.len());
            }
        }
    }
    let mut listed: Vec<u16> = board.empty_points().to_vec();
    listed.sort();
    assert_eq!(
        listed.len(),
        empties.len(),
        "empty points listed twice\n{board:?}"
    );
    assert_eq!(listed, empties.into_iter().collect::<Vec<_>>());
    assert_eq!(board.hash(), hash, "hash\n{board:?}");
    for color in Color::BOTH {
        assert_eq!(board.stone_count(color), model.count(color));
    }
    assert_eq!(board.ko(), model.ko.map(|(k, c)| (model.point(k), c)));
}

/// Who moves next: mostly the other side, now and then the same side again
/// (GTP lets either colour play at any time).
fn mover(choice: u8, last: Color) -> Color {
    if choice % 8 == 7 {
        last
    } else {
        last.opponent()
    }
}

/// A choice of pass (about one in twenty) or of one of the legal points.
fn pick(choice: u8, index: u16, legal: &[Point]) -> Option<Point> {
    (choice >= 12 && !legal.is_empty()).then(|| legal[index as usize % legal.len()])
}

/// Board sizes: all of 2..=19, and now and then 25.
fn sizes() -> impl Strategy<Value = usize> {
    prop_oneof![12 => 2usize..=19, 1 => Just(25usize)]
}

/// A size and a list of choices, long enough to fill boards of that size
/// (captures need full boards).
fn game_choices(max_moves_per_point: usize) -> impl Strategy<Value = (usize, Vec<(u8, u16)>)> {
    sizes().prop_flat_map(move |size| {
        let n = size * size * max_moves_per_point;
        (Just(size), vec(any::<(u8, u16)>(), 0..=n))
    })
}

/// Plays `choices` on a board and on the model side by side.
fn board_run(size: usize, choices: &[(u8, u16)]) {
    let mut board = Board::new(size).unwrap();
    let mut model = Model::new(size);
    check_board(&board, &model);
    let mut last = Color::White;
    for &(choice, index) in choices {
        let color = mover(choice, last);
        last = color;
        let legal: Vec<Point> = board
            .points()
            .filter(|&p| kakunin::rules::may_place(&board, color, p))
            .collect();
        assert_eq!(
            legal,
            model.legal_points(color),
            "legal points of {color:?}\n{board:?}"
        );
        // is_suicide speaks of empty points only.
        let suicides: Vec<Point> = board
            .points()
            .filter(|&p| board.is_empty(p) && board.would_be_suicide(color, p))
            .collect();
        assert_eq!(
            suicides,
            model.suicides(color),
            "suicides of {color:?}\n{board:?}"
        );
        match pick(choice, index, &legal) {
            None => {
                board.pass();
                model.pass();
            }
            Some(p) => {
                let before = board.stone_count(color.opponent());
                let placed = board.place(color, p);
                let (captured, ko) = model.play(color, model.index(p)).unwrap();
                assert_eq!(placed.captured, captured, "captures of {color:?} {p}");
                assert_eq!(placed.ko, ko.map(|k| model.point(k)));
                assert_eq!(
                    before - board.stone_count(color.opponent()),
                    captured as usize
                );
            }
        }
        check_board(&board, &model);
    }
}

/// Random playouts with [`random_move`], checked after every move, to the
/// end (dense positions, filled eyes of nobody, many captures).
fn playout_run(size: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut board = Board::new(size).unwrap();
    let mut model = Model::new(size);
    let mut color = Color::Black;
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < 3 * size * size {
        let chosen = random_move(&board, color, &mut rng);
        // The playout move: legal, not an own eye, and none is missed.
        let candidates: Vec<Point> = board
            .points()
            .filter(|&p| {
                kakunin::rules::may_place(&board, color, p) && !board.is_eye_like(color, p)
            })
            .collect();
        match chosen {
            None => {
                assert!(
                    candidates.is_empty(),
                    "{color:?} passed with {candidates:?}\n{board:?}"
                );
                board.pass();
                model.pass();
                passes += 1;
            }
            Some(p) => {
                assert!(
                    candidates.contains(&p),
                    "{color:?} {p} is no playout move\n{board:?}"
                );
                let placed = board.place(color, p);
                let (captured, ko) = model.play(color, model.index(p)).unwrap();
                assert_eq!(placed.captured, captured);
                assert_eq!(placed.ko, ko.map(|k| model.point(k)));
                passes = 0;
            }
        }
        check_board(&board, &model);
        color = color.opponent();
        moves += 1;
    }
}

/// A game with the handicap stones of `handicap` (if any) and `moves`.
fn fresh_game(size: usize, handicap: &Option<Vec<Point>>, moves: &[(Color, Move)]) -> Game {
    let mut game = Game::new(size, 6.5).unwrap();
    if let Some(points) = handicap {
        game.place_handicap(points).unwrap();
    }
    for &(c, m) in moves {
        game.play(c, m).unwrap();
    }
    game
}

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.board(), b.board());
    assert_eq!(a.board().hash(), b.board().hash());
    for c in Color::BOTH {
        assert_eq!(a.prisoners(c), b.prisoners(c));
    }
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.events(), b.events());
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
}

/// Asks `game` to play an illegal move and checks that it refuses and
/// changes nothing.
fn assert_refused(game: &mut Game, color: Color, mv: Move) {
    let before = format!("{game:?}");
    assert_eq!(
        game.play(color, mv),
        Err(GameError::IllegalMove),
        "{color:?} {mv}"
    );
    assert_eq!(
        format!("{game:?}"),
        before,
        "refused {color:?} {mv} changed the game"
    );
}

/// Plays `choices` through the game layer beside the model: legality,
/// refusals, prisoners, play-then-undo, and undo of every suffix.
fn game_run(size: usize, with_handicap: bool, choices: &[(u8, u16)]) {
    let handicap = with_handicap.then(|| vec![Point::new(0, 0), Point::new(size - 1, size - 1)]);
    let mut game = fresh_game(size, &handicap, &[]);
    let mut model = Model::new(size);
    if let Some(points) = &handicap {
        for &p in points {
            model.play(Color::Black, model.index(p)).unwrap();
        }
        model.ko = None;
    }
    let mut played: Vec<(Color, Move)> = Vec::new();
    let mut prisoners = [0u32; 2];
    let mut last = game.to_move().opponent();
    for &(choice, index) in choices {
        let color = mover(choice, last);
        last = color;
        let legal = model.legal_points(color);
        for p in game.board().points() {
            assert_eq!(game.is_legal(color, Move::Place(p)), legal.contains(&p));
        }
        assert!(game.is_legal(color, Move::Pass));

        // (c) Refusals: an occupied point (either colour), every empty point
        // that is a suicide or a ko retake, a point off the board.
        let occupied: Vec<Point> = game
            .board()
            .points()
            .filter(|&p| !game.board().is_empty(p))
            .collect();
        if !occupied.is_empty() {
            let p = occupied[index as usize % occupied.len()];
            assert_refused(&mut game, color, Move::Place(p));
            assert_refused(&mut game, color.opponent(), Move::Place(p));
        }
        let forbidden: Vec<Point> = game
            .board()
            .points()
            .filter(|&p| game.board().is_empty(p) && !legal.contains(&p))
            .collect();
        for p in forbidden {
            assert_refused(&mut game, color, Move::Place(p));
        }
        if size < 25 {
            assert_refused(
                &mut game,
                color,
                Move::Place(Point::new(size, index as usize % size)),
            );
        }

        // (b) Play, undo: exactly as before; play again: exactly as after.
        let before = format!("{game:?}");
        let before_hash = game.board().hash();
        let mv = pick(choice, index, &legal).map_or(Move::Pass, Move::Place);
        let opponent_before = game.board().stone_count(color.opponent());
        game.play(color, mv).unwrap();
        let after = format!("{game:?}");
        if index % 4 == 0 {
            game.undo().unwrap();
            assert_eq!(format!("{game:?}"), before, "undo of {color:?} {mv}");
            assert_eq!(game.board().hash(), before_hash);
            game.play(color, mv).unwrap();
            assert_eq!(format!("{game:?}"), after);
        }
        played.push((color, mv));

        // (d) Prisoners: the stones removed, as the model counts them.
        match mv {
            Move::Pass => model.pass(),
            Move::Place(p) => {
                let (captured, _) = model.play(color, model.index(p)).unwrap();
                prisoners[color.index()] += captured;
                let removed = opponent_before - game.board().stone_count(color.opponent());
                assert_eq!(removed, captured as usize);
            }
        }
        for c in Color::BOTH {
            assert_eq!(
                game.prisoners(c),
                prisoners[c.index()],
                "prisoners of {c:?}"
            );
        }
        assert_eq!(game.to_move(), color.opponent());
        let board = game.board();
        assert!(model
            .grid
            .iter()
            .enumerate()
            .all(|(i, &s)| board.color_at(model.point(i)) == s));
        assert_eq!(board.ko(), model.ko.map(|(k, c)| (model.point(k), c)));
    }

    // (b) Undoing k moves gives the game replayed with the first n - k.
    let n = played.len();
    for k in 0..=n {
        assert_same_game(&game, &fresh_game(size, &handicap, &played[..n - k]));
        if k < n {
            game.undo().unwrap();
        }
    }
    let before = format!("{game:?}");
    assert_eq!(game.undo(), Err(GameError::CannotUndo));
    assert_eq!(format!("{game:?}"), before);
}

/// The eight symmetries of the square, applied to an offset.
fn transform(t: u8, (dx, dy): (i32, i32)) -> (i32, i32) {
    let (dx, dy) = if t & 4 != 0 { (dy, dx) } else { (dx, dy) };
    let dx = if t & 1 != 0 { -dx } else { dx };
    let dy = if t & 2 != 0 { -dy } else { dy };
    (dx, dy)
}

/// A ko in the open, in any orientation and place, for either colour:
///
/// ```text
/// . X O .
/// X O . O      X takes at the empty point; O may not take back at once.
/// . X O .
/// ```
fn ko_run(size: usize, t: u8, a: u16, b: u16, taker: Color) {
    let cut = (0, 0); // the stone taken, then the ko point
    let take = (1, 0);
    let takers = [(-1, 0), (0, 1), (0, -1)];
    let victims = [(0, 0), (1, 1), (1, -1), (2, 0)];
    let all: Vec<(i32, i32)> = takers
        .iter()
        .chain(&victims)
        .chain([&take])
        .map(|&o| transform(t, o))
        .collect();
    let (min_x, max_x) = (
        all.iter().map(|o| o.0).min().unwrap(),
        all.iter().map(|o| o.0).max().unwrap(),
    );
    let (min_y, max_y) = (
        all.iter().map(|o| o.1).min().unwrap(),
        all.iter().map(|o| o.1).max().unwrap(),
    );
    let span_x = (size as i32 - 1 - max_x) - (-min_x) + 1;
    let span_y = (size as i32 - 1 - max_y) - (-min_y) + 1;
    let ox = -min_x + a as i32 % span_x;
    let oy = -min_y + b as i32 % span_y;
    let at = |o: (i32, i32)| {
        let (dx, dy) = transform(t, o);
        Point::new((ox + dx) as usize, (oy + dy) as usize)
    };
    let victim = taker.opponent();
    let mut game = Game::new(size, 0.0).unwrap();
    for &o in &takers {
        game.play(taker, Move::Place(at(o))).unwrap();
    }
    for &o in &victims {
        game.play(victim, Move::Place(at(o))).unwrap();
    }
    game.play(taker, Move::Place(at(take))).unwrap();
    assert_eq!(game.prisoners(taker), 1);
    assert!(game.board().is_empty(at(cut)));
    assert_eq!(game.board().ko(), Some((at(cut), victim)));
    // The retake is refused and changes nothing; the taker may fill.
    assert_refused(&mut game, victim, Move::Place(at(cut)));
    assert!(game.is_legal(taker, Move::Place(at(cut))));
    // After a pass by each side (the ko lapses) the retake is allowed, takes
    // one stone and leaves a ko for the other side.
    game.play(victim, Move::Pass).unwrap();
    game.play(taker, Move::Pass).unwrap();
    game.play(victim, Move::Place(at(cut))).unwrap();
    assert_eq!(game.prisoners(victim), 1);
    assert!(game.board().is_empty(at(take)));
    assert_refused(&mut game, taker, Move::Place(at(take)));
    // Undo brings back the position with the first ko.
    game.undo().unwrap();
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(game.board().ko(), Some((at(cut), victim)));
    assert_refused(&mut game, victim, Move::Place(at(cut)));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// (a) Random legal moves and passes: the board agrees with the model
    /// and with its own counts from scratch after every move.
    #[test]
    fn board_matches_model((size, choices) in game_choices(2)) {
        board_run(size, &choices);
    }

    /// (a) Random playouts to the end on every size.
    #[test]
    fn playouts_match_model(size in sizes(), seed in any::<u64>()) {
        playout_run(size, seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// (b), (c), (d) through the game layer.
    #[test]
    fn game_play_undo_refusals_prisoners(
        (size, choices) in (2usize..=9).prop_flat_map(|size| {
            (Just(size), vec(any::<(u8, u16)>(), 0..=size * size * 2))
        }),
        handicap in any::<bool>(),
    ) {
        game_run(size, handicap, &choices);
    }

    /// (c) The basic ko in every orientation and place.
    #[test]
    fn ko_retake_is_refused(
        size in 4usize..=19,
        t in 0u8..8,
        a in any::<u16>(),
        b in any::<u16>(),
        black_takes in any::<bool>(),
    ) {
        let taker = if black_takes { Color::Black } else { Color::White };
        ko_run(size, t, a, b, taker);
    }
}

/// A suicide in the corner, a suicide of a whole string, and an occupied
/// point: refused, nothing changed.
#[test]
fn fixed_refusals() {
    let mut game = Game::new(5, 6.5).unwrap();
    let p = |s: &str| Move::parse_gtp(s, 5).unwrap();
    for (c, m) in [
        (Color::White, "A2"),
        (Color::White, "B1"),
        (Color::Black, "C1"),
        (Color::White, "B2"),
    ] {
        game.play(c, p(m)).unwrap();
    }
    assert_refused(&mut game, Color::Black, p("A1"));
    assert!(game.is_legal(Color::White, p("A1")));
    assert_refused(&mut game, Color::Black, p("B2"));
    assert_refused(&mut game, Color::White, p("B2"));
    // C1 (one liberty, D1) taking its last liberty itself: suicide of two.
    game.play(Color::Black, p("C2")).unwrap();
    game.play(Color::White, p("C3")).unwrap();
    game.play(Color::White, p("D2")).unwrap();
    game.play(Color::White, p("E1")).unwrap();
    assert_refused(&mut game, Color::Black, p("D1"));
    // White D1 takes C1 and C2.
    game.play(Color::White, p("D1")).unwrap();
    assert_eq!(game.prisoners(Color::White), 2);
    assert_eq!(game.prisoners(Color::Black), 0);
}
