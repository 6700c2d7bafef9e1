//! What GoGui's analyze menu shows: the scored position as graphics, why a
//! string is alive or dead (the confirmation-phase line that proves it),
//! scoring statistics and the ownership the move search sees. All of them read the game and
//! never change it.

use super::Outcome;
use crate::board::Board;
use crate::confirm::search::{CausalCheck, Ground};
use crate::confirm::{self, estimate, Budget, Method, StaticProof, Step, Verdict};
use crate::game::Game;
use crate::mcts::Ownership;
use crate::score::{PointClass, Score, Settling};
use crate::types::{Color, Point};

/// The menu entries, `type/label/command` (GoGui's analyze-command format;
/// `%p` is a point the user picks, `%f` a file name).
pub const ANALYZE_COMMANDS: &[&str] = &[
    "gfx/Score: territory, dead, seki, dame/kakunin-score_gfx",
    "gfx/Score with the open dame left unfilled (Art. 8 as written)/kakunin-score_open_gfx",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "hpstring/Why alive or dead? (Art. 7)/kakunin-explain_text %p",
    "gfx/Why alive or dead? (the line on the board)/kakunin-explain %p",
    "hstring/Scoring statistics/kakunin-score_stats",
    "dboard/Ownership (move search)/kakunin-ownership",
    "none/Save scored picture (SVG).../kakunin-svg %f",
    "param/Scoring search limits/kakunin-score_param",
];

/// Points in GTP notation, row by row from row 1.
fn point_list(points: impl IntoIterator<Item = Point>) -> String {
    let mut points: Vec<Point> = points.into_iter().collect();
    points.sort_by_key(|p| (p.y(), p.x()));
    points
        .iter()
        .map(|p| p.to_gtp())
        .collect::<Vec<_>>()
        .join(" ")
}

fn points_where(score: &Score, keep: impl Fn(PointClass) -> bool) -> Vec<Point> {
    score
        .points()
        .filter(|&(_, c)| keep(c))
        .map(|(p, _)| p)
        .collect()
}

/// `kakunin-score_gfx`: territory as small squares of its owner's colour,
/// dead stones marked with a cross, stones in seki with a triangle, dame
/// with a circle, and the count on the status bar.
pub fn score_gfx(score: &Score) -> String {
    let mut lines = Vec::new();
    let mut add = |command: &str, points: Vec<Point>| {
        if !points.is_empty() {
            lines.push(format!("{command} {}", point_list(points)));
        }
    };
    add(
        "BLACK",
        points_where(score, |c| c == PointClass::Territory(Color::Black)),
    );
    add(
        "WHITE",
        points_where(score, |c| c == PointClass::Territory(Color::White)),
    );
    add("MARK", points_where(score, |c| c == PointClass::Dead));
    add(
        "TRIANGLE",
        points_where(score, |c| {
            matches!(c, PointClass::Seki | PointClass::DeadInSeki)
        }),
    );
    add(
        "CIRCLE",
        points_where(score, |c| {
            matches!(c, PointClass::Dame | PointClass::SekiEye(_))
        }),
    );
    lines.push(format!("TEXT {}", count_text(score)));
    lines.join("\n")
}

/// How the count with the open dame left unfilled is introduced.
const LEFT_OPEN: &str = "With the open dame left unfilled (Art. 8 as written)";

/// The count with the open dame left unfilled, or that it is the same.
fn left_open_text(score: &Score) -> String {
    if score.left_open_differs() {
        count_text(score.left_open())
    } else {
        "the same count".to_string()
    }
}

/// The count in one line: each side's territory and prisoners, and the
/// result.
pub fn count_text(score: &Score) -> String {
    let side = |c: Color| {
        format!(
            "{} {} territory + {} prisoners",
            capitalised(c),
            score.territory[c],
            score.prisoners(c)
        )
    };
    format!(
        "{}; {}, komi {}: {}",
        side(Color::Black),
        side(Color::White),
        score.komi,
        score.result()
    )
}

/// A colour's name as a sentence starts with it.
pub(crate) fn capitalised(c: Color) -> &'static str {
    c.title()
}

/// `kakunin-explain VERTEX`: why the point is what the count says, for a
/// stone with the line of the confirmation phase that shows it (Art. 7-1:
/// the opponent moves first; a pass for a ko is named, Art. 7-2) as a
/// `VAR` GoGui numbers on the board, and the reasons as `TEXT`.
pub fn explain(game: &Game, score: &Score, budget: Budget, p: Point) -> Outcome {
    let explanation = explanation(game, score, budget, p);
    let mut lines = Vec::new();
    if let Some(var) = &explanation.line {
        lines.push(format!("VAR {var}"));
    }
    lines.push(format!("TEXT {}", explanation.parts.join(" ")));
    Ok(lines.join("\n"))
}

/// `kakunin-explain_text`: the same explanation as text for a window (GoGui's
/// `hpstring`: its points are marked on the board when selected), a
/// sentence a line and a move of the confirmation line a line.
pub fn explain_text(game: &Game, score: &Score, budget: Budget, p: Point) -> Outcome {
    let explanation = explanation(game, score, budget, p);
    // The first line says which stage decided (a window needs more than
    // one line: GoGui puts a single line on its status bar, cut off there).
    let decided = match score.method(p) {
        Some(method) if game.board().color_at(p).is_some() => {
            format!("decided by {}", stage_label(method))
        }
        _ if score.settling(p).is_some() => "counted by the settling of the stopped game".into(),
        _ => "counted from the statuses of the stones around it (Art. 8)".into(),
    };
    let mut lines = vec![format!("{}: {decided}", p.to_gtp())];
    for (i, part) in explanation.parts.iter().enumerate() {
        match part
            .split_once(PROOF_STEPS)
            .filter(|_| explanation.proof == Some(i))
        {
            Some((opening, steps)) => {
                lines.push(format!("{opening}:"));
                for step in steps.trim_end_matches('.').split("; ") {
                    lines.push(format!("  {step}"));
                }
            }
            None => lines.push(part.clone()),
        }
    }
    Ok(lines.join("\n"))
}

/// Why a point is what the count says: the confirmation line that shows
/// it, if any, and the sentences that say it.
struct Explanation {
    /// The line's moves, as GoGui's `VAR` takes them.
    line: Option<String>,
    parts: Vec<String>,
    /// The part that is the confirmation line's proof.
    proof: Option<usize>,
}

/// What joins the opening of a proof to its moves (see [`proof_text`]).
const PROOF_STEPS: &str = ": ";

/// The stone an explanation is about, and what the count says of it.
#[derive(Copy, Clone)]
struct Subject<'a> {
    board: &'a Board,
    score: &'a Score,
    budget: Budget,
    p: Point,
    color: Color,
    class: PointClass,
}

fn explanation(game: &Game, score: &Score, budget: Budget, p: Point) -> Explanation {
    let board = game.board();
    let class = score.class(p);
    let Some(color) = board.color_at(p) else {
        return Explanation {
            line: None,
            parts: vec![empty_point_text(p, class, score.settling(p))],
            proof: None,
        };
    };
    let head = board.string_head(p);
    let stones = board.string_size(head);
    let who = if stones == 1 {
        format!("{} ({} stone)", p.to_gtp(), color.name())
    } else {
        format!(
            "{} ({} string of {stones} stones)",
            p.to_gtp(),
            color.name()
        )
    };
    let verdict_text = match class {
        PointClass::Alive => "alive".to_string(),
        PointClass::Seki => {
            "alive in seki: it touches dame, so its eyes count nothing (Art. 8)".to_string()
        }
        PointClass::Dead => "dead, removed as prisoners in the count (Art. 10)".to_string(),
        PointClass::DeadInSeki => {
            "dead, but it stays on the board: it is in no territory (Art. 10)".to_string()
        }
        _ => "(no stone)".to_string(),
    };
    let subject = Subject {
        board,
        score,
        budget,
        p,
        color,
        class,
    };
    let reason = reason_text(&subject);
    let mut parts = vec![format!("{who} is {verdict_text}.")];
    if !reason.is_empty() {
        parts.push(format!("{}.", capitalise_first(&reason)));
    }
    let (var, proof) = proof_parts(&subject, &mut parts);
    Explanation {
        line: var,
        parts,
        proof,
    }
}

/// Why the string on `p` has its status: how it was decided (the stage
/// of the analysis that decided it, and its reason).
fn reason_text(subject: &Subject) -> String {
    let Subject {
        score,
        p,
        color,
        class,
        ..
    } = *subject;
    let attacker = capitalised(color.opponent());
    match score.method(p) {
        Some(Method::Benson) if matches!(class, PointClass::Alive | PointClass::Seki) => {
            "no reading needed: it is unconditionally alive (its eyes cannot be taken, Benson)"
                .to_string()
        }
        Some(Method::Benson) => format!(
            "no reading needed: it stands in a region that {attacker}'s unconditionally alive stones own outright"
        ),
        Some(Method::Static | Method::Territory) => static_reason(subject, attacker),
        Some(Method::HeldSearch) if matches!(class, PointClass::Dead | PointClass::DeadInSeki) => format!(
            "read in the points it lives or dies in short of {owner}'s large strings around them, held fixed ({attacker} may not take them, and it lives if it joins one): it is captured even so, and no {attacker} string there has a liberty beyond them",
            owner = capitalised(color)
        ),
        Some(Method::HeldSearch) => format!(
            "read in the points it lives or dies in, with the {attacker} strings around them that have a liberty elsewhere held fixed (it may not take them): it lives even so, but the reading is no evidence of a seki with them"
        ),
        Some(Method::Estimate) => estimate_reason(subject),
        _ => String::new(),
    }
}

/// Why static safety or safe territory decided the string on `p`, with
/// the points the proof stands on as the decision kept them.
fn static_reason(subject: &Subject, attacker: &str) -> String {
    let Subject {
        score, p, class, ..
    } = *subject;
    let names = |points: &[Point]| {
        points
            .iter()
            .map(|q| q.to_gtp())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let alive = matches!(class, PointClass::Alive | PointClass::Seki);
    match (score.method(p), score.static_proof(p)) {
        (Some(Method::Static), proof) => {
            let regions = match proof {
                Some(StaticProof::Regions(regions)) => format!(
                    ": here {}",
                    regions.iter().map(|r| names(r)).collect::<Vec<_>>().join(", and ")
                ),
                _ => String::new(),
            };
            format!(
                "no reading needed: it keeps a liberty in each of two regions, or zones of a territory read as if the opponent held the rest of it for good, whatever the opponent plays there, its owner answering in the region or zone played in (static safety{regions}); the opponent moving first cannot capture it (Art. 7-1)"
            )
        }
        (_, Some(StaticProof::Joined(pair))) if alive => format!(
            "no reading needed: it has two liberties, {}, each next to stones that cannot be captured, that no other proof counts on; if the opponent takes one, its owner joins them at the other (miai), so the opponent moving first cannot capture it (Art. 7-1)",
            names(pair).replace(' ', " and ")
        ),
        (_, proof) => {
            let inner = match proof {
                Some(StaticProof::NoRoom(inner)) if !inner.is_empty() => {
                    format!(": only {} there", names(inner).replace(' ', " and "))
                }
                _ => String::new(),
            };
            format!(
                "no reading needed: it stands in a region that {attacker}'s stones, which cannot be captured, enclose, with no room for two eyes (no two points apart there touch none of {attacker}'s stones{inner}); {attacker} fills its liberties and takes it (Art. 7-1)"
            )
        }
    }
}

/// Why the playout estimate decided the string on `p`: why no search
/// settled it, and the share of the playouts that kept it.
fn estimate_reason(subject: &Subject) -> String {
    let Subject {
        board,
        score,
        budget,
        p,
        color,
        class,
    } = *subject;
    let attacker = capitalised(color.opponent());
    let kept = score.kept(p).unwrap_or_default();
    let why = match confirm::too_large_to_search(board, p, budget) {
        Some(confirm::TooLarge {
            empties,
            held,
            allies,
        }) if held.is_some() || allies.is_some() => {
            let owner = capitalised(color);
            let readings: Vec<String> = [
                held.map(|held| format!("in {held} empty points with the {attacker} strings around them held fixed, which can prove a life but no capture, and found no life")),
                allies.map(|allies| format!("in {allies} empty points with {owner}'s large strings around them held fixed, which can prove a capture but no life, and found no capture")),
            ]
            .into_iter()
            .flatten()
            .collect();
            format!(
                "the confirmation search read it only {}; the area it lives or dies in otherwise has {empties} empty points, more than the search reads exactly ({}, kakunin-score_param max_area)",
                readings.join(", and "),
                budget.max_area
            )
        }
        Some(confirm::TooLarge { empties, .. }) => format!(
            "the confirmation search did not read it: the area it lives or dies in has {empties} empty points, more than the search reads exactly ({}, kakunin-score_param max_area)",
            budget.max_area
        ),
        None => format!(
            "the confirmation search did not settle it within its budget of {} nodes",
            budget.nodes
        ),
    };
    // Strings the playouts lose together are decided on their
    // share as a whole.
    let together = match kept.strings {
        0 | 1 => String::new(),
        n => format!(
            " (taken with the {} other {} strings they lose with it)",
            n - 1,
            color.name()
        ),
    };
    let share = format!(
        "{why}; playouts from the position decide: {} keeps it in {:.1}% of them{together}, and a string lives only if kept in {:.1}% or more, since the opponent may move first (Art. 7-1)",
        capitalised(color),
        kept.share * 100.0,
        estimate::LIVING_SHARE * 100.0
    );
    let alive = matches!(class, PointClass::Alive | PointClass::Seki);
    if let Some(beat) = kept.beat.filter(|_| alive) {
        format!(
            "{share}; but it takes the liberties of {} strings estimated dead too, kept in {:.1}% of the playouts at most: the two sides' strings cannot both be captured for good, and it wins that fight more often, so it is counted alive",
            color.opponent().name(),
            beat * 100.0
        )
    } else if kept.share < estimate::LIVING_SHARE && alive {
        format!(
            "{share}; but no live {} stone comes near it (its region touches only live {} stones), so nothing could capture it for good and it is counted alive",
            color.opponent().name(),
            color.name()
        )
    } else {
        share
    }
}

/// The confirmation line of the string on `p`, read again, and the
/// sentences that show it, appended to `parts`: the line as GoGui's `VAR`
/// takes it, and the index of the proof's sentence.
fn proof_parts(subject: &Subject, parts: &mut Vec<String>) -> (Option<String>, Option<usize>) {
    let s = subject;
    let method = s.score.method(s.p);
    let attacker = capitalised(s.color.opponent());
    let mut var = None;
    let mut proof = None;
    if !matches!(
        method,
        Some(Method::Benson | Method::Static | Method::Territory)
    ) {
        // The line of the reading that decided, as the count kept it; read
        // again only where the count kept none (the estimate's strings).
        let recorded = s.score.line(s.p).map(|line| {
            let dead = matches!(s.class, PointClass::Dead | PointClass::DeadInSeki);
            let verdict = if dead {
                Verdict::Captured
            } else {
                Verdict::Survives
            };
            (verdict, line.clone())
        });
        let read_again =
            recorded.is_none() && matches!(method, Some(Method::Search | Method::HeldSearch));
        if let Some((verdict, line)) = recorded
            .or_else(|| confirm::prove(s.board, s.p, s.budget))
            .filter(|(v, _)| !(*v == Verdict::Unknown && method == Some(Method::Estimate)))
        {
            if read_again {
                parts.push(
                    "The count kept no line for this string: the line below is read again for this explanation.".to_string(),
                );
            }
            if !line.taken_off.is_empty() {
                let names: Vec<String> = line.taken_off.iter().map(|p| p.to_gtp()).collect();
                parts.push(format!(
                    "It was read once the dead stones {} were taken off, as their capturer would take them, by filling their liberties (a seki collapses once a group in it is taken, Examples 16 and 17); the line below is played on that board.",
                    names.join(" ")
                ));
            } else if !line.steps.is_empty() {
                // A line of this very board: GoGui can play it through.
                var = Some(var_moves(&line.steps));
            }
            if method == Some(Method::Estimate) {
                // The reading of the string alone settled it, but the count
                // did not take it: it leans on unsettled strings around.
                parts.push(
                    "Read on its own it is settled as follows, but the count does not rely on that reading: the strings around it are not settled.".to_string(),
                );
            }
            proof = Some(parts.len());
            parts.push(proof_text(&line.steps, verdict, attacker));
            if verdict == Verdict::Captured && line.walled_off {
                parts.push(format!(
                    "There {} can no longer make two eyes: every point it could use, but at most two next to each other, touches {attacker}'s stones that can never be captured, so {attacker} takes whatever is put there.",
                    capitalised(s.color)
                ));
            }
            if verdict == Verdict::Survives && line.room_won {
                // The text's "seven" is confirm::TWO_EYE_ROOM.
                const _: () = assert!(confirm::TWO_EYE_ROOM == 7);
                parts.push(format!(
                    "There {}'s stones have a liberty in the room left by the {attacker} string they took, of seven stones or more: room for two eyes whatever is thrown in, so the reading stops.",
                    capitalised(s.color)
                ));
            }
            if let Some(check) = &line.causal {
                parts.push(causal_text(s.board, s.color, check));
            }
            let lives_causally = line
                .causal
                .as_ref()
                .is_some_and(|c| c.verdict == Verdict::Survives);
            if verdict == Verdict::Survives
                && !lives_causally
                && confirm::lives_by_repetition(s.board, s.p, s.budget)
            {
                parts.push(format!(
                    "It lives only through play that repeats forever: {attacker} can force a repetition but no capture, and a cycle captures nothing (Art. 7-1; long life, Example 6)."
                ));
            }
            let proved_dead = verdict == Verdict::Captured;
            let counted_dead = matches!(s.class, PointClass::Dead | PointClass::DeadInSeki);
            if method == Some(Method::Search) && proved_dead != counted_dead {
                parts.push(
                    "Read with the strings beside it: they decide it together (a seki collapses once a group in it is taken, Examples 16 and 17).".to_string(),
                );
            }
        }
    }
    (var, proof)
}

/// What the reading under the causal reading of Art. 7-1 found for a
/// string of `owner` the narrow reading captured: the ground it counted,
/// and the new stone where the string lives so.
fn causal_text(board: &Board, owner: Color, check: &CausalCheck) -> String {
    let attacker = capitalised(owner.opponent());
    let owner_name = capitalised(owner);
    let string = |g: Ground| {
        let (color, h) = match g {
            Ground::AttackerAlive(h) => (attacker, h),
            Ground::OwnerDead(h) => (owner_name, h),
        };
        let kind = if board.string_size(h) == 1 {
            "stone"
        } else {
            "string"
        };
        format!("{color}'s {kind} at {}", h.to_gtp())
    };
    let of = |alive: bool| {
        let names: Vec<String> = check
            .ground
            .iter()
            .filter(|g| matches!(g, Ground::AttackerAlive(_)) == alive)
            .map(|&g| string(g))
            .collect();
        names.join(", ")
    };
    let mut groups = Vec::new();
    let (alive, dead) = (of(true), of(false));
    if !alive.is_empty() {
        groups.push(format!(
            "{alive} (proven alive: {owner_name}, moving first, cannot capture them)"
        ));
    }
    if !dead.is_empty() {
        groups.push(format!(
            "{dead} ({attacker} captures them even with {owner_name} moving first)"
        ));
    }
    let reading = format!(
        "Read again under the causal reading of Art. 7-1, where a new stone may also stand where its owner could not have had one in the stopped position, the points of these count as {owner_name}'s: {}",
        groups.join("; ")
    );
    match check.verdict {
        Verdict::Survives => {
            let stone = check.new_stone.and_then(|p| {
                let g = check
                    .ground
                    .iter()
                    .find(|g| board.string_stones(g.head()).any(|s| s == p))?;
                Some(format!(
                    " At the end of the line above {owner_name} holds {}, which {attacker} cannot capture, where {} stood: {owner_name} could not have had a stone there in the stopped position, so the capture made room for it.",
                    p.to_gtp(),
                    string(*g)
                ))
            });
            format!(
                "{reading}. So read, {attacker} can no longer capture it: it lives.{}",
                stone.unwrap_or_default()
            )
        }
        Verdict::Captured => format!("{reading}. So read, it is captured even so."),
        Verdict::Unknown => format!(
            "{reading}. So read, it is not settled within the reading's nodes: the capture stands as the narrow reading proves it (a new stone only on the vacated points or on capturers taken back)."
        ),
    }
}

fn capitalise_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn empty_point_text(p: Point, class: PointClass, settling: Option<Settling>) -> String {
    let what = match (class, settling) {
        (_, Some(Settling::Filled(c))) => format!(
            "a neutral point: the settling of the stopped game fills it with a {} stone, \
             which counts for nobody (the Art. 9 commentary)",
            c.name()
        ),
        (
            _,
            Some(Settling::Protective {
                color,
                saves,
                after_fill,
            }),
        ) => format!(
            "{}'s protective stone: once the neutral point {} is filled, {} must add it to save \
             the string at {}, and pays for it with this point (the Art. 9 commentary)",
            capitalised(color),
            after_fill.to_gtp(),
            color.name(),
            saves.to_gtp(),
        ),
        (_, Some(Settling::SekiPoint)) => "dame that neither side can fill: the live strings \
             beside it are in seki and their eyes count nothing (Art. 8)"
            .to_string(),
        (class, None) => match class {
            PointClass::Territory(c) => format!(
                "{}'s territory: enclosed by {}'s live stones alone (Art. 8)",
                capitalised(c),
                c.name()
            ),
            PointClass::SekiEye(_) => {
                "an eye of stones in seki: it counts for nobody (Art. 8)".to_string()
            }
            _ => "dame: a neutral point, it counts for nobody (Art. 8)".to_string(),
        },
    };
    format!("{} is {what}.", p.to_gtp())
}

/// The moves of a line as GoGui's `VAR` takes them: `b D4 w PASS ...`.
fn var_moves(line: &[Step]) -> String {
    line.iter()
        .map(|s| {
            let c = match s.color {
                Color::Black => "b",
                Color::White => "w",
            };
            let m = s.stone.map_or("PASS".to_string(), |p| p.to_gtp());
            format!("{c} {m}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line in words, as the commentary of the rules writes its examples:
/// "White 1 at C2; Black 2 passes for the ko at B1; White 3 at B1 captures
/// 3 stones".
pub fn proof_text(line: &[Step], verdict: Verdict, attacker: &str) -> String {
    let opening = match verdict {
        Verdict::Captured => {
            format!("In the confirmation phase {attacker}, moving first, captures it for good (Art. 7-1)")
        }
        Verdict::Survives => format!(
            "In the confirmation phase {attacker}, moving first, cannot capture it for good (Art. 7-1)"
        ),
        Verdict::Unknown => {
            "The confirmation search did not settle it within its budget".to_string()
        }
    };
    if line.is_empty() {
        return format!("{opening}.");
    }
    let steps: Vec<String> = line
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let n = i + 1;
            let c = capitalised(s.color);
            let mut t = match (s.stone, s.pass_for_ko) {
                (Some(p), _) => format!("{c} {n} at {}", p.to_gtp()),
                (None, Some(ko)) => format!("{c} {n} passes for the ko at {}", ko.to_gtp()),
                (None, None) => format!("{c} {n} passes"),
            };
            if s.captured > 0 {
                let st = if s.captured == 1 { "stone" } else { "stones" };
                t.push_str(&format!(" captures {} {st}", s.captured));
            }
            t
        })
        .collect();
    let lead = match verdict {
        Verdict::Survives => "; the attacker's first try is refuted",
        _ => "",
    };
    format!("{opening}{lead}{PROOF_STEPS}{}.", steps.join("; "))
}

/// The name of the stage that decided a status, as `kakunin-score_stats`
/// gives it a line: only the estimate's says `estimate`.
fn stage_label(method: Method) -> &'static str {
    match method {
        Method::Benson => "unconditional life (Benson)",
        Method::Static => "static safety (two vital regions, answered locally)",
        Method::Territory => {
            "safe territory (joined by miai to safe strings; no room for two eyes)"
        }
        Method::Search => "confirmation search (Art. 7)",
        Method::HeldSearch => "confirmation search, strings around held (Art. 7)",
        Method::Estimate => "playout estimate (not settled by the search)",
    }
}

/// `kakunin-score_stats`: how many strings each method settled, and the
/// count.
pub fn score_stats(game: &Game, score: &Score) -> String {
    let board = game.board();
    let mut rows = Vec::new();
    for method in [
        Method::Benson,
        Method::Static,
        Method::Territory,
        Method::Search,
        Method::HeldSearch,
        Method::Estimate,
    ] {
        let label = stage_label(method);
        let mut alive = 0;
        let mut dead = 0;
        for p in board.points() {
            if board.color_at(p).is_none()
                || board.string_head(p) != p
                || score.method(p) != Some(method)
            {
                continue;
            }
            match score.class(p) {
                PointClass::Dead | PointClass::DeadInSeki => dead += 1,
                _ => alive += 1,
            }
        }
        rows.push(format!(
            "{label}: {alive} strings alive, {dead} strings dead"
        ));
    }
    let count = |keep: fn(PointClass) -> bool| points_where(score, keep).len();
    // Each number says what it counts: a side's territory is its empty
    // points and the points of the dead stones removed from it (Art.
    // 10-1), its prisoners those captured in play and those dead stones.
    let territory = |c: Color| {
        format!(
            "{} {} (empty {} + of dead stones {})",
            c.name(),
            score.territory[c],
            score.territory[c] - score.removed[c],
            score.removed[c]
        )
    };
    let prisoners = |c: Color| {
        format!(
            "{} {} (captured in play {} + dead stones removed {})",
            c.name(),
            score.prisoners(c),
            score.captured[c],
            score.removed[c]
        )
    };
    rows.push(format!(
        "Territory points: {}, {}; dame and seki eyes {}; stones in seki {}",
        territory(Color::Black),
        territory(Color::White),
        count(|c| matches!(c, PointClass::Dame | PointClass::SekiEye(_))),
        count(|c| matches!(c, PointClass::Seki | PointClass::DeadInSeki)),
    ));
    rows.push(format!(
        "Prisoners: {}, {}",
        prisoners(Color::Black),
        prisoners(Color::White)
    ));
    rows.push(settling_text(score));
    rows.push(format!(
        "Count (territory + prisoners): Black {} + {} = {}; White {} + {} + komi {} = {}: {}",
        score.territory[Color::Black],
        score.prisoners(Color::Black),
        score.points_of(Color::Black),
        score.territory[Color::White],
        score.prisoners(Color::White),
        score.komi,
        score.total(Color::White),
        score.result()
    ));
    rows.push(format!("{LEFT_OPEN}: {}", left_open_text(score)));
    rows.join("\n")
}

/// The settling of the stopped game, one line: how many neutral points
/// were filled, which protective stones were paid for, and which seki
/// points stay open.
fn settling_text(score: &Score) -> String {
    let counts = score.settling_counts();
    let mut protective = Vec::new();
    let mut seki = Vec::new();
    for (p, _) in score.points() {
        match score.settling(p) {
            Some(Settling::Protective { color, .. }) => {
                protective.push(format!("{} {}", color.name(), p.to_gtp()))
            }
            Some(Settling::SekiPoint) => seki.push(p.to_gtp()),
            _ => {}
        }
    }
    let list = |v: &[String]| {
        if v.is_empty() {
            String::new()
        } else {
            format!(" ({})", v.join(", "))
        }
    };
    format!(
        "Settling: {} neutral points filled; {} protective stones paid for by their owner{}; {} seki points left open{}",
        counts.filled,
        counts.protective,
        list(&protective),
        counts.seki_points,
        list(&seki),
    )
}

/// `kakunin-ownership`: who owns each point at the end of the move
/// search's simulations, from +1 (Black) to -1 (White), rows from the top
/// as GoGui's `dboard` takes them.
pub fn ownership(own: &Ownership, size: usize) -> String {
    let mut rows = Vec::with_capacity(size);
    for y in (0..size).rev() {
        let row: Vec<String> = (0..size)
            .map(|x| format!("{:.2}", own.share(Point::new(x, y))))
            .collect();
        rows.push(row.join(" "));
    }
    format!("\n{}", rows.join("\n"))
}

/// `gogui-title`: the engine, the board and the rules, for the window.
pub fn title(game: &Game) -> String {
    format!(
        "kakunin {}: {}x{}, komi {}, Japanese rules (1989)",
        env!("CARGO_PKG_VERSION"),
        game.size(),
        game.size(),
        game.komi()
    )
}
