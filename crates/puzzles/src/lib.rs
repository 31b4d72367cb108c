//! Puzzles from play: positions, met in real games, where the side to move has exactly one move
//! that wins (or one that holds), and a line after it that stays forced for the solver.
//!
//! The finder looks at the position after each move of a game (the opponent's move is the one
//! a trainer shows first). It keeps a position when the engine's best move is clearly better than
//! its second best, then plays the line out: the opponent's best reply, the solver's next move,
//! as long as the solver's move stays the only good one. A mate line must be forced to its end
//! (any mate is accepted on the last move, as other trainers accept it). A deeper search must
//! agree with the first move before the puzzle is kept. Themes are read from the line itself,
//! and a starting rating from how much search the first move takes to find.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_engine::{Limits, Score, Searcher};
use rukh_rules::variant::BareKing;
use rukh_rules::{Color, Move, Position, coord};
use serde::{Deserialize, Serialize};

/// A score on one line: centipawns, with a mate as a large number (nearer mates larger).
const MATE_ZONE: i32 = 90_000;

fn value(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c.clamp(-MATE_ZONE + 1, MATE_ZONE - 1),
        Score::Mate(n) if n > 0 => 100_000 - n,
        Score::Mate(n) => -100_000 - n,
    }
}

/// The quick look every position gets searches this share of `Config::nodes` (one 16th). On 20
/// self-play games of each of Kamil, Davidson and Parsi, this look (with its margin, in `find`)
/// found 48 of the 51 puzzles an eighth without the margin found, and one more, in 0.46 of the
/// processor time.
const QUICK_SHARE: u64 = 16;

/// How hard the finder looks.
#[derive(Clone, Debug)]
pub struct Config {
    /// Nodes of each search along a line.
    pub nodes: u64,
    /// Nodes of the deeper check of the first move.
    pub deep_nodes: u64,
    /// A win: at least this many centipawns (or a mate).
    pub win_cp: i32,
    /// The second-best move is at least this much worse, and not itself a win.
    pub margin_cp: i32,
    /// The longest line, in the solver's moves (mates may run to `max_mate_moves`).
    pub max_moves: usize,
    pub max_mate_moves: usize,
    /// The fewest men (pieces and pawns, kings aside) on the board.
    pub min_men: u32,
    /// Look for defensive puzzles (the only move that holds) too.
    pub defensive: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            nodes: 60_000,
            deep_nodes: 400_000,
            win_cp: 300,
            margin_cp: 250,
            max_moves: 3,
            max_mate_moves: 5,
            min_men: 3,
            defensive: true,
        }
    }
}

/// A puzzle as the site keeps it: the position before the opponent's last move, and the line
/// from that move on (coordinate notation, as `rukh moves` prints it: `e2e4`, promotions with
/// their letter). The solver plays the second move, the fourth, and so on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    pub id: String,
    pub variant: String,
    pub fen: String,
    pub moves: Vec<String>,
    /// The starting rating (Glicko-2's scale), from the search the first move takes to find.
    pub rating: i32,
    pub themes: Vec<String>,
    /// Nodes the engine needed to settle on the first move.
    pub nodes_to_find: u64,
    /// Where the position comes from (a game's event and round, a file's game number).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
}

/// Why a position is not a puzzle.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Reject {
    /// The game is over, or the side to move has one move or none.
    NoChoice,
    /// Too few men on the board.
    TooFewMen,
    /// No move stands out: nothing wins, or more than one move does.
    NoSingleMove,
    /// A later move of the solver is not the only one (a mate's line).
    NotUnique,
    /// The line, played out, does not end as the search said.
    LineBroke,
    /// The deeper search does not agree.
    DeeperDisagrees,
}

impl Reject {
    pub fn words(self) -> &'static str {
        match self {
            Reject::NoChoice => "no choice",
            Reject::TooFewMen => "too few men",
            Reject::NoSingleMove => "no single best move",
            Reject::NotUnique => "a later move is not unique",
            Reject::LineBroke => "the line does not end as searched",
            Reject::DeeperDisagrees => "the deeper search disagrees",
        }
    }
}

/// The kind of a puzzle's first move.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
enum Kind {
    Mate,
    Win,
    Hold,
}

/// One line of a multi-line search: its first move and score (for the side to move).
#[derive(Clone, Debug)]
struct Line {
    mv: Move,
    score: i32,
}

/// Finds puzzles with one engine.
pub struct Finder {
    searcher: Searcher,
    pub config: Config,
    /// Nodes searched since the finder was made: what the positions looked at cost.
    pub searched: u64,
    /// The same nodes by what `find` spent them on.
    pub spent: Spent,
}

/// Where a finder's nodes went: what an operator reads to see what a run's time bought.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spent {
    /// The short look every position gets.
    pub quick: u64,
    /// The full search of the two best moves, in positions the quick look let through.
    pub full: u64,
    /// Playing the line out (the replies and the solver's later moves).
    pub line: u64,
    /// The deeper check of the first move.
    pub deep: u64,
    /// Finding the search a first move takes (the starting rating).
    pub rating: u64,
}

impl Spent {
    /// Adds another finder's nodes to these.
    pub fn add(&mut self, other: &Spent) {
        self.quick += other.quick;
        self.full += other.full;
        self.line += other.line;
        self.deep += other.deep;
        self.rating += other.rating;
    }

    /// Each share of the whole, in words: `quick look 40%, ...`.
    pub fn shares(&self) -> String {
        let all = (self.quick + self.full + self.line + self.deep + self.rating).max(1) as f64;
        let pct = |n: u64| 100.0 * n as f64 / all;
        format!(
            "quick look {:.0}%, full look {:.0}%, lines {:.0}%, deeper check {:.0}%, rating {:.0}%",
            pct(self.quick),
            pct(self.full),
            pct(self.line),
            pct(self.deep),
            pct(self.rating)
        )
    }
}

impl Finder {
    pub fn new(config: Config) -> Finder {
        Finder {
            searcher: Searcher::new(16),
            config,
            searched: 0,
            spent: Spent::default(),
        }
    }

    /// Runs `work` and counts the nodes it searched to the part of `spent` that `part` names.
    fn charged<T>(
        &mut self,
        part: fn(&mut Spent) -> &mut u64,
        work: impl FnOnce(&mut Finder) -> T,
    ) -> T {
        let before = self.searched;
        let out = work(self);
        *part(&mut self.spent) += self.searched - before;
        out
    }

    /// The two best moves of `pos` at `nodes`.
    fn two_best(&mut self, pos: &Position, nodes: u64) -> Option<(Line, Option<Line>)> {
        self.searcher.clear();
        let limits = Limits {
            nodes: Some(nodes),
            multipv: 2,
            ..Limits::default()
        };
        let mut lines: [Option<Line>; 2] = [None, None];
        self.searcher
            .search(pos, &limits, Arc::new(AtomicBool::new(false)), |i| {
                if (1..=2).contains(&i.multipv)
                    && let Some(&mv) = i.pv.first()
                {
                    lines[i.multipv - 1] = Some(Line {
                        mv,
                        score: value(i.shown_score(pos)),
                    });
                }
            });
        self.searched += self.searcher.nodes();
        let [first, second] = lines;
        let first = first?;
        // A position with one legal move has no second line.
        let second = second.filter(|s| s.mv != first.mv);
        Some((first, second))
    }

    /// The score of `pos` for the side to move at `nodes` (one line).
    fn quick_score(&mut self, pos: &Position, nodes: u64) -> i32 {
        self.searcher.clear();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let mut score = 0;
        self.searcher
            .search(pos, &limits, Arc::new(AtomicBool::new(false)), |i| {
                score = value(i.shown_score(pos));
            });
        self.searched += self.searcher.nodes();
        score
    }

    /// The best move of `pos` at `nodes`.
    fn best(&mut self, pos: &Position, nodes: u64) -> Option<Move> {
        self.searcher.clear();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let best = self
            .searcher
            .search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {})
            .0;
        self.searched += self.searcher.nodes();
        best
    }

    fn classify(&self, first: &Line, second: Option<&Line>) -> Option<Kind> {
        let c = &self.config;
        let second = second.map_or(-200_000, |s| s.score);
        if first.score >= MATE_ZONE {
            return (second < MATE_ZONE).then_some(Kind::Mate);
        }
        if first.score >= c.win_cp && second <= first.score - c.margin_cp && second < c.win_cp / 3 {
            return Some(Kind::Win);
        }
        if c.defensive && first.score >= -c.win_cp / 6 && second <= -c.win_cp {
            return Some(Kind::Hold);
        }
        None
    }

    /// Whether the position after `last` (played from `before`) is a puzzle, and the puzzle.
    pub fn find(&mut self, before: &Position, last: Move) -> Result<Puzzle, Reject> {
        let mut pos = before.clone();
        pos.play_unchecked(last);
        if pos.outcome().is_some() || pos.legal_moves().len() < 2 {
            return Err(Reject::NoChoice);
        }
        if pos.men(Color::White) + pos.men(Color::Black) < self.config.min_men {
            return Err(Reject::TooFewMen);
        }
        let solver = pos.turn();
        let nodes = self.config.nodes;
        // A quick look first: most positions hold nothing. A short search of the two best
        // moves shows a win, and whether a second move wins as well: a won game's positions
        // mostly have several, and the puzzle needs the second far below (or, for a mate, not
        // mating). A short search's scores are rough, so the look asks half the margin the
        // puzzle needs: the second at least that far below the first. A defence is looked for
        // only after a capture or a check (a threat to meet), where no second move holds as
        // well. Most positions end here, and the longer searches are spent on the few left.
        let quick_look = self.charged(
            |s| &mut s.quick,
            |f| f.two_best(&pos, (nodes / QUICK_SHARE).max(512)),
        );
        let (quick, quick_second) = quick_look.ok_or(Reject::NoChoice)?;
        let (quick, second) = (quick.score, quick_second.map_or(-200_000, |s| s.score));
        let sharp = before.piece_at(last.to()).is_some() || pos.in_check();
        let c = &self.config;
        // A mate stands out from a second move that does not mate, however much that wins.
        let may_win = quick >= c.win_cp / 2
            && if quick >= MATE_ZONE {
                second < MATE_ZONE
            } else {
                second < c.win_cp && second <= quick - c.margin_cp / 2
            };
        let may_hold = c.defensive
            && sharp
            && quick > -c.win_cp
            && second < 0
            && second <= quick - c.win_cp / 2;
        if !may_win && !may_hold {
            return Err(Reject::NoSingleMove);
        }
        let full_look = self.charged(|s| &mut s.full, |f| f.two_best(&pos, nodes));
        let (first, second) = full_look.ok_or(Reject::NoChoice)?;
        let kind = self
            .classify(&first, second.as_ref())
            .ok_or(Reject::NoSingleMove)?;
        // Taking back what was just taken is the only move in most exchanges: no puzzle.
        if kind == Kind::Hold && first.mv.to() == last.to() {
            return Err(Reject::NoSingleMove);
        }
        // A quiet king move in an ending is rarely the only one a second engine accepts (its
        // neighbours score alike): it must stand out twice as far.
        let king_walk = king_walk(&pos, first.mv);
        if kind == Kind::Win
            && king_walk
            && second
                .as_ref()
                .is_some_and(|s| s.score > first.score - 2 * self.config.margin_cp)
        {
            return Err(Reject::NoSingleMove);
        }
        // The line: the solver's move, the best reply, the solver's next while it is the only one.
        let mut line = vec![first.mv];
        let mut p = pos.clone();
        p.play_unchecked(first.mv);
        let most = match kind {
            Kind::Mate => self.config.max_mate_moves,
            Kind::Win => self.config.max_moves,
            Kind::Hold => 1,
        };
        let mut solver_moves = 1;
        self.charged(
            |s| &mut s.line,
            |f| f.play_line(&mut p, &mut line, &mut solver_moves, most, kind),
        )?;
        if kind == Kind::Mate && p.outcome().is_none_or(|o| o.winner != Some(solver)) {
            return Err(Reject::LineBroke);
        }
        // The deeper check: the same first move, and still the only one.
        let deep_nodes = self.config.deep_nodes;
        let deep_look = self.charged(|s| &mut s.deep, |f| f.two_best(&pos, deep_nodes));
        let (deep, deep_second) = deep_look.ok_or(Reject::DeeperDisagrees)?;
        if deep.mv != first.mv || self.classify(&deep, deep_second.as_ref()) != Some(kind) {
            return Err(Reject::DeeperDisagrees);
        }
        let nodes_to_find = self.charged(|s| &mut s.rating, |f| f.nodes_to_find(&pos, first.mv));
        let themes = themes(&pos, &line, kind, first.score);
        let rating = starting_rating(nodes_to_find, solver_moves, kind == Kind::Hold);
        let mut moves = vec![coord(before, last).to_string()];
        let mut q = pos.clone();
        for &m in &line {
            moves.push(coord(&q, m).to_string());
            q.play_unchecked(m);
        }
        let fen = before.fen();
        Ok(Puzzle {
            id: puzzle_id(&pos.variant().id, &fen, &moves),
            variant: pos.variant().id.clone(),
            fen,
            moves,
            rating,
            themes,
            nodes_to_find,
            source: String::new(),
        })
    }

    /// Plays a puzzle's line on from the solver's first move (`line` holds it, `p` is the
    /// position after it): the best reply, then the solver's next move while it is the only
    /// good one, up to `most` of the solver's moves. A mate whose later move is not the only
    /// one is no puzzle.
    fn play_line(
        &mut self,
        p: &mut Position,
        line: &mut Vec<Move>,
        solver_moves: &mut usize,
        most: usize,
        kind: Kind,
    ) -> Result<(), Reject> {
        let nodes = self.config.nodes;
        while *solver_moves < most && p.outcome().is_none() {
            let Some(reply) = self.best(p, nodes / 2) else {
                break;
            };
            let mut q = p.clone();
            q.play_unchecked(reply);
            if q.outcome().is_some() {
                break;
            }
            let Some((next, other)) = self.two_best(&q, nodes) else {
                break;
            };
            let unique = match kind {
                // The last move of a mate may be any mate; every other must be the only one.
                Kind::Mate => {
                    next.score >= MATE_ZONE
                        && (other.as_ref().is_none_or(|o| o.score < MATE_ZONE)
                            || next.score == 100_000 - 1)
                }
                Kind::Win => {
                    next.score >= self.config.win_cp
                        && next.score < MATE_ZONE
                        && other
                            .as_ref()
                            .is_none_or(|o| o.score <= next.score - self.config.margin_cp)
                }
                Kind::Hold => false,
            };
            if !unique {
                if kind == Kind::Mate {
                    return Err(Reject::NotUnique);
                }
                break;
            }
            line.push(reply);
            line.push(next.mv);
            *p = q;
            p.play_unchecked(next.mv);
            *solver_moves += 1;
        }
        Ok(())
    }

    /// Searches every one of the solver's positions of a puzzle again at `nodes` (with two
    /// lines): each of the solver's moves must still be the best and the only one by the
    /// finder's margin (twice the margin for a quiet king move that wins; any mate for a mate's
    /// last move). What a deeper search sees that the finder's did not: why not, in words.
    pub fn verify(&mut self, p: &Puzzle, nodes: u64) -> Result<(), String> {
        let (mut pos, line) = replay(p)?;
        let c = self.config.clone();
        for (i, &expected) in line.iter().enumerate() {
            if i % 2 == 1 {
                pos.play_unchecked(expected);
                continue;
            }
            let n = i / 2 + 1;
            let mut after = pos.clone();
            after.play_unchecked(expected);
            let mates = after
                .outcome()
                .is_some_and(|o| o.winner == Some(pos.turn()));
            let (best, second) = self
                .two_best(&pos, nodes)
                .ok_or_else(|| format!("{}: move {n}: no move to search", p.id))?;
            let sc = second.as_ref().map_or(-200_000, |s| s.score);
            let last = i + 1 == line.len();
            if mates && last {
                // Any mate ends it (the judge takes any).
                if best.score < MATE_ZONE {
                    return Err(format!("{}: move {n}: the mate is not seen", p.id));
                }
            } else {
                if best.mv != expected {
                    return Err(format!(
                        "{}: move {n}: the deeper search prefers {} ({} against {})",
                        p.id,
                        coord(&pos, best.mv),
                        best.score,
                        self.score_of(&pos, expected, nodes)
                    ));
                }
                let margin = if king_walk(&pos, expected) && i == 0 {
                    2 * c.margin_cp
                } else {
                    c.margin_cp
                };
                // A deeper search's scores drift from the finder's: the win may read a little
                // less and the hold a little worse, but the move must stand as far apart.
                let unique = if best.score >= MATE_ZONE {
                    sc < MATE_ZONE
                } else if best.score >= 2 * c.win_cp / 3 {
                    sc <= best.score - margin && (i > 0 || sc < c.win_cp / 3)
                } else {
                    i == 0 && c.defensive && best.score > -c.win_cp && sc <= best.score - c.win_cp
                };
                if !unique {
                    return Err(format!(
                        "{}: move {n}: {} is not the only move ({} against {} for {})",
                        p.id,
                        coord(&pos, expected),
                        best.score,
                        sc,
                        second
                            .as_ref()
                            .map_or_else(|| "-".to_owned(), |s| coord(&pos, s.mv).to_string())
                    ));
                }
            }
            pos = after;
        }
        Ok(())
    }

    /// The score of `mv` from `pos` for the side to move there, at `nodes`.
    fn score_of(&mut self, pos: &Position, mv: Move, nodes: u64) -> i32 {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        if after.outcome().is_some() {
            return 0;
        }
        -self.quick_score(&after, nodes)
    }

    /// The fewest nodes (doubling from 256) at which the engine plays `mv` at that budget and
    /// the next: how hard the move is to see.
    fn nodes_to_find(&mut self, pos: &Position, mv: Move) -> u64 {
        let mut n = 256;
        let mut seen = false;
        while n <= self.config.deep_nodes {
            let found = self.best(pos, n) == Some(mv);
            if found && seen {
                return n / 2;
            }
            seen = found;
            n *= 2;
        }
        if seen { n / 2 } else { self.config.deep_nodes }
    }
}

/// A starting rating: 600 for a move found at once, about 110 more each time the search it
/// needs doubles, more for a longer line and for a defence (which players find harder).
pub fn starting_rating(nodes_to_find: u64, solver_moves: usize, defence: bool) -> i32 {
    let doublings = (nodes_to_find.max(256) as f64 / 256.0).log2();
    let mut r = 600.0 + 110.0 * doublings + 120.0 * (solver_moves.saturating_sub(1)) as f64;
    if defence {
        r += 150.0;
    }
    (r.round() as i32).clamp(500, 2800)
}

/// A puzzle's id: the game's id and a hash of its position and line (the same puzzle found
/// twice has one id).
/// A quiet king move (to an empty square): in an ending its neighbours often score alike.
fn king_walk(pos: &Position, m: Move) -> bool {
    pos.piece_at(m.from()).map(|x| Some(x.kind)) == Some(pos.variant().king())
        && pos.piece_at(m.to()).is_none()
}

fn puzzle_id(variant: &str, fen: &str, moves: &[String]) -> String {
    // FNV-1a: a short, stable id needs no cryptographic hash.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in fen.bytes().chain(moves.join(" ").bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{variant}-{:010x}", h & 0xff_ffff_ffff)
}

/// The material of `color`: the sum of its men's exchange values.
fn material(pos: &Position, color: Color) -> i32 {
    let v = pos.variant();
    (0..v.pieces.len() as u8)
        .filter(|&k| Some(k) != v.king())
        .map(|k| pos.pieces(color, k).count() as i32 * rukh_engine::see::value(pos, k))
        .sum()
}

/// The worth of a man for the themes: its exchange value, a king above all.
fn worth(pos: &Position, kind: rukh_rules::PieceKind) -> i32 {
    if Some(kind) == pos.variant().king() {
        i32::MAX / 2
    } else {
        rukh_engine::see::value(pos, kind)
    }
}

/// What the solver's move `m` (from `was` to `now`) does along lines: a pin (the moved man
/// attacks a man that cannot step aside without uncovering a more valuable one behind it), a
/// skewer (the more valuable man in front, the other behind it), a discovered attack (another of
/// the solver's men now attacks a man worth at least as much as itself, or the king, through the
/// square the moved man left).
fn line_tactics(was: &Position, now: &Position, m: Move, solver: Color) -> (bool, bool, bool) {
    let to = m.destination();
    let (mut pin, mut skewer, mut discovered) = (false, false, false);
    let theirs = now.by_color(!solver);
    if let Some(piece) = now.piece_at(to) {
        let occ = now.occupied();
        let hit = now.attacks_from(solver, piece.kind, to, occ) & theirs;
        for front in hit {
            let Some(x) = now.piece_at(front) else {
                continue;
            };
            let behind =
                now.attacks_from(solver, piece.kind, to, occ.without(front)) & theirs & !hit;
            for back in behind {
                let Some(y) = now.piece_at(back) else {
                    continue;
                };
                let (wx, wy) = (worth(now, x.kind), worth(now, y.kind));
                if wy > wx {
                    pin = true;
                } else if wx > wy {
                    skewer = true;
                }
            }
        }
    }
    // A discovered attack: a man of the solver's other than the moved one attacks, after the
    // move, a valuable man it did not attack before.
    let from = m.from();
    for sq in now.by_color(solver).without(to) {
        let Some(piece) = now.piece_at(sq) else {
            continue;
        };
        let before = was.attacks_from(solver, piece.kind, sq, was.occupied());
        // Its line ran through the square the moved man left.
        if !before.contains(from) {
            continue;
        }
        let after = now.attacks_from(solver, piece.kind, sq, now.occupied()) & theirs & !before;
        if after.into_iter().any(|t| {
            now.piece_at(t)
                .is_some_and(|y| worth(now, y.kind) >= worth(now, piece.kind))
        }) {
            discovered = true;
        }
    }
    (pin, skewer, discovered)
}

/// The themes of a puzzle, read from its line (played from `pos`, the solver to move).
fn themes(pos: &Position, line: &[Move], kind: Kind, score: i32) -> Vec<String> {
    let v = Arc::clone(pos.variant());
    let g = v.geometry;
    let solver = pos.turn();
    let mut t: Vec<&str> = Vec::new();
    let solver_moves = line.len().div_ceil(2);
    let mut p = pos.clone();
    let balance = |p: &Position| material(p, solver) - material(p, !solver);
    let before = balance(pos);
    let mut after_reply = None;
    let mut fork = false;
    let (mut pin, mut skewer, mut discovered) = (false, false, false);
    let mut promotion = false;
    let mut leap = false;
    for (i, &m) in line.iter().enumerate() {
        let mine = i % 2 == 0;
        if mine {
            if m.promotion().is_some() {
                promotion = true;
            }
            if Some(p.piece_at(m.from()).map(|x| x.kind)) == Some(v.king()) {
                let (f0, r0) = (g.file_of(m.from()) as i32, g.rank_of(m.from()) as i32);
                let (f1, r1) = (g.file_of(m.to()) as i32, g.rank_of(m.to()) as i32);
                if (f1 - f0).abs() > 1 || (r1 - r0).abs() > 1 {
                    leap = true;
                }
            }
        }
        let was = p.clone();
        p.play_unchecked(m);
        if mine {
            let (pn, sk, dis) = line_tactics(&was, &p, m, solver);
            pin |= pn;
            skewer |= sk;
            discovered |= dis;
        }
        if mine && !fork {
            // A fork: the man just moved attacks two men of the other side worth at least as
            // much as itself (or the king), neither of which can simply be left.
            let to = m.destination();
            if let Some(piece) = p.piece_at(to) {
                let own = if Some(piece.kind) == v.king() {
                    i32::MAX
                } else {
                    rukh_engine::see::value(&p, piece.kind)
                };
                let hit =
                    p.attacks_from(solver, piece.kind, to, p.occupied()) & p.by_color(!solver);
                let big = hit
                    .into_iter()
                    .filter(|&sq| {
                        p.piece_at(sq).is_some_and(|x| {
                            Some(x.kind) == v.king() || rukh_engine::see::value(&p, x.kind) >= own
                        })
                    })
                    .count();
                fork = big >= 2;
            }
        }
        if i == 1 {
            after_reply = Some(balance(&p));
        }
    }
    let end = p.outcome();
    match kind {
        Kind::Mate => {
            let reason = end.map(|o| o.termination()).unwrap_or_default();
            match reason.split(' ').next().unwrap_or("") {
                "checkmate" => {
                    t.push("mate");
                    t.push(match solver_moves {
                        1 => "mate-in-1",
                        2 => "mate-in-2",
                        3 => "mate-in-3",
                        _ => "mate-in-4-plus",
                    });
                }
                "bare-king" => t.push("bare-king"),
                "stalemate" => t.push("stalemate-win"),
                "king-captured" => t.push("king-capture"),
                _ => t.push("forced-win"),
            }
        }
        Kind::Win => t.push(if score >= 600 {
            "crushing"
        } else {
            "advantage"
        }),
        Kind::Hold => {
            t.push("defensive-move");
            if end.is_some_and(|o| o.termination().starts_with("counter-bared")) {
                t.push("counter-baring");
            }
        }
    }
    if promotion {
        t.push("promotion");
    }
    if fork {
        t.push("fork");
    }
    if pin {
        t.push("pin");
    }
    if skewer {
        t.push("skewer");
    }
    if discovered {
        t.push("discovered-attack");
    }
    if leap {
        t.push("raja-leap");
    }
    if let Some(after) = after_reply
        && after < before
        && kind != Kind::Hold
    {
        t.push("sacrifice");
    }
    if v.rules.bare_king == BareKing::Counted
        && (pos.men(Color::White) == 0 || pos.men(Color::Black) == 0)
    {
        t.push("lone-king-count");
    }
    let men = pos.men(Color::White) + pos.men(Color::Black);
    if men <= 6 {
        t.push("endgame");
    }
    t.push(match solver_moves {
        1 => "one-move",
        2 => "short",
        _ => "long",
    });
    t.into_iter().map(str::to_owned).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rukh_rules::CoordMove;
    use rukh_rules::variant::builtin;

    fn mv(pos: &Position, text: &str) -> Move {
        CoordMove::parse(pos.variant().geometry, text)
            .unwrap()
            .to_move(pos)
            .unwrap()
    }

    fn quick() -> Config {
        Config {
            nodes: 20_000,
            deep_nodes: 80_000,
            ..Config::default()
        }
    }

    /// A back-rank mate in Shatranj, reached by the opponent's careless move: the only mate is
    /// the rook's, the puzzle shows the opponent's move first, and it is tagged a mate in one.
    #[test]
    fn a_mate_in_one_after_a_careless_move_is_found_and_tagged() {
        let v = builtin("shatranj").unwrap();
        // White: Kg1, Ra1; Black: Kg8 behind its pawns, and a pawn push elsewhere.
        let before = Position::from_fen(&v, "6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1").unwrap();
        let last = mv(&before, "b7b6");
        let mut f = Finder::new(quick());
        let p = f.find(&before, last).expect("a puzzle");
        assert_eq!(p.moves[0], "b7b6");
        assert_eq!(p.moves[1], "a1a8");
        assert_eq!(p.moves.len(), 2);
        assert!(p.themes.contains(&"mate-in-1".to_owned()), "{:?}", p.themes);
        assert!(p.themes.contains(&"one-move".to_owned()));
        assert_eq!(p.fen, before.fen());
        assert!((500..=2800).contains(&p.rating));
        // The same puzzle found again has the same id.
        let again = f.find(&before, last).unwrap();
        assert_eq!(again.id, p.id);
        check(&p).unwrap();
        // The trainer's judge: the mate solves it, another move is wrong, nonsense is wrong.
        assert_eq!(judge(&p, &["a1a8".into()]).unwrap(), Judgement::Solved);
        assert_eq!(
            judge(&p, &["g1f1".into()]).unwrap(),
            Judgement::Wrong { ply: 1 }
        );
        assert_eq!(
            judge(&p, &["z9z9".into()]).unwrap(),
            Judgement::Wrong { ply: 1 }
        );
        // A line cut short or made longer is not a puzzle.
        let mut short = p.clone();
        short.moves.pop();
        assert!(check(&short).is_err());
    }

    /// The deeper check confirms a forced mate and refutes a king walk whose neighbours win as
    /// much (a puzzle the finder once shipped: a second engine chose another square).
    #[test]
    fn a_deeper_search_confirms_a_mate_and_refutes_a_king_walk_with_equal_neighbours() {
        let v = builtin("shatranj").unwrap();
        let before = Position::from_fen(&v, "6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1").unwrap();
        let mut f = Finder::new(quick());
        let p = f.find(&before, mv(&before, "b7b6")).expect("a puzzle");
        assert_eq!(f.verify(&p, 100_000), Ok(()));
        let walk = Puzzle {
            id: "shatranj-a6594e3afc".into(),
            variant: "shatranj".into(),
            fen: "6N1/6R1/6P1/4K1k1/8/8/3r4/8 b - - 8 100".into(),
            moves: vec!["d2e2".into(), "e5d4".into()],
            rating: 600,
            themes: vec!["crushing".into(), "endgame".into(), "one-move".into()],
            nodes_to_find: 256,
            source: String::new(),
        };
        check(&walk).unwrap();
        let why = f.verify(&walk, 300_000).unwrap_err();
        assert!(
            why.contains("move 1: e5d4 is not the only move")
                || why.contains("move 1: the deeper search prefers"),
            "{why}"
        );
    }

    /// A longer line replays move by move: each of the solver's moves from the position its
    /// own line reaches.
    #[test]
    fn a_line_of_two_moves_replays_and_is_judged() {
        let v = builtin("shatranj").unwrap();
        // A line of four moves, checked here for its replay and its judging alone.
        let before = Position::from_fen(&v, "r5k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1").unwrap();
        let p = Puzzle {
            id: "t2".into(),
            variant: "shatranj".into(),
            fen: before.fen(),
            moves: vec!["a8b8".into(), "a1a7".into(), "b8c8".into(), "a7a8".into()],
            rating: 1000,
            themes: vec!["advantage".into(), "short".into()],
            nodes_to_find: 256,
            source: String::new(),
        };
        check(&p).unwrap();
        assert_eq!(
            judge(&p, &["a1a7".into()]).unwrap(),
            Judgement::Right {
                reply: "b8c8".into()
            }
        );
        assert_eq!(
            judge(&p, &["a1a7".into(), "a7a8".into()]).unwrap(),
            Judgement::Solved
        );
        assert_eq!(
            judge(&p, &["a1a7".into(), "a7b7".into()]).unwrap(),
            Judgement::Wrong { ply: 2 }
        );
    }

    /// A mate in two: the first move must be the line's; on the last, any mate is right.
    #[test]
    fn the_judge_takes_any_mate_on_the_last_move() {
        let v = builtin("shatranj").unwrap();
        // White mates with either rook on the back rank once Black's bishop-blocker is gone.
        let before = Position::from_fen(&v, "6k1/2p2ppp/8/8/8/8/5PPP/RR4K1 b - - 0 1").unwrap();
        let p = Puzzle {
            id: "t".into(),
            variant: "shatranj".into(),
            fen: before.fen(),
            moves: vec!["c7c6".into(), "a1a8".into()],
            rating: 1000,
            themes: vec!["mate".into(), "mate-in-1".into(), "one-move".into()],
            nodes_to_find: 256,
            source: String::new(),
        };
        check(&p).unwrap();
        assert_eq!(judge(&p, &["b1b8".into()]).unwrap(), Judgement::Solved);
        assert_eq!(
            judge(&p, &["b1b2".into()]).unwrap(),
            Judgement::Wrong { ply: 1 }
        );
    }

    /// Where two moves mate at once, no move stands out: not a puzzle.
    #[test]
    fn two_mates_in_one_are_not_a_puzzle() {
        let v = builtin("shatranj").unwrap();
        // Two rooks can each mate on the back rank.
        let before = Position::from_fen(&v, "6k1/2p2ppp/8/8/8/8/5PPP/RR4K1 b - - 0 1").unwrap();
        let last = mv(&before, "c7c6");
        let mut f = Finder::new(quick());
        assert_eq!(f.find(&before, last), Err(Reject::NoSingleMove));
    }

    /// The start of a game holds nothing.
    #[test]
    fn a_quiet_opening_position_is_not_a_puzzle() {
        let v = builtin("shatranj").unwrap();
        let before = v.start_position();
        let last = mv(&before, "e2e3");
        let mut f = Finder::new(quick());
        assert_eq!(f.find(&before, last), Err(Reject::NoSingleMove));
    }

    /// A won game's position where many moves win (Black has given up a rook at the start) is
    /// let go after the quick look: the look's two lines show a second win, and the finder's
    /// longer searches are not spent on it.
    #[test]
    fn a_position_where_many_moves_win_costs_only_the_quick_look() {
        let v = builtin("shatranj").unwrap();
        let before =
            Position::from_fen(&v, "1nbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR b - - 0 1")
                .unwrap();
        let last = mv(&before, "g7g6");
        let mut f = Finder::new(quick());
        assert_eq!(f.find(&before, last), Err(Reject::NoSingleMove));
        let look = f.config.nodes / QUICK_SHARE;
        assert!(
            f.searched <= look + look / 10,
            "{} nodes searched, the quick look has {look}",
            f.searched
        );
        assert_eq!(f.spent.full + f.spent.line + f.spent.deep, 0);
    }

    /// Tactics along lines: a rook that pins a knight to its king, one that skewers the king
    /// to the rook behind it, and a knight stepping off a rook's file uncovering an attack.
    #[test]
    fn pins_skewers_and_discovered_attacks_are_seen() {
        let v = builtin("shatranj").unwrap();
        let at = |fen: &str, m: &str| {
            let was = Position::from_fen(&v, fen).unwrap();
            let m = mv(&was, m);
            let mut now = was.clone();
            now.play_unchecked(m);
            line_tactics(&was, &now, m, was.turn())
        };
        // Ra1-e1 pins the knight on e5 to the king on e8.
        assert!(!at("4k3/8/8/4n3/8/8/8/R3K3 w - - 0 1", "a1a5").0);
        assert_eq!(
            at("4k3/8/8/4n3/8/8/8/R5K1 w - - 0 1", "a1e1"),
            (true, false, false)
        );
        // Ra1-a8+ skewers the king on d8 to the rook on h8.
        assert_eq!(
            at("3k3r/8/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"),
            (false, true, false)
        );
        // The knight leaves the e-file: the rook on e1 now attacks the rook on e8.
        assert_eq!(
            at("4r1k1/8/8/8/8/8/4N3/4R1K1 w - - 0 1", "e2c3"),
            (false, false, true)
        );
    }

    #[test]
    fn ratings_grow_with_the_search_a_move_needs() {
        assert!(starting_rating(256, 1, false) < starting_rating(65_536, 1, false));
        assert!(starting_rating(4096, 1, false) < starting_rating(4096, 3, false));
        assert!(starting_rating(4096, 1, false) < starting_rating(4096, 1, true));
        assert_eq!(starting_rating(u64::MAX, 9, true), 2800);
    }
}

/// Every theme the finder gives.
pub const THEMES: &[&str] = &[
    "mate",
    "mate-in-1",
    "mate-in-2",
    "mate-in-3",
    "mate-in-4-plus",
    "bare-king",
    "stalemate-win",
    "king-capture",
    "forced-win",
    "advantage",
    "crushing",
    "defensive-move",
    "counter-baring",
    "promotion",
    "fork",
    "pin",
    "skewer",
    "discovered-attack",
    "raja-leap",
    "sacrifice",
    "lone-king-count",
    "endgame",
    "one-move",
    "short",
    "long",
];

/// Reads a puzzle file: one puzzle a line (JSON), blank lines skipped.
pub fn parse_lines(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// The position a puzzle starts from, the opponent's move made, and the solver's line after it.
fn replay(p: &Puzzle) -> Result<(Position, Vec<Move>), String> {
    let v = rukh_rules::variant::builtin(&p.variant).map_err(|e| format!("{}: {e}", p.id))?;
    let mut pos = Position::from_fen(&v, &p.fen).map_err(|e| format!("{}: {e}", p.id))?;
    if p.moves.len() < 2 || !p.moves.len().is_multiple_of(2) {
        return Err(format!(
            "{}: a line is the opponent's move and the solver's, each answered: {} moves",
            p.id,
            p.moves.len()
        ));
    }
    let mut line = Vec::new();
    let mut start = None;
    for (i, text) in p.moves.iter().enumerate() {
        let m = rukh_rules::CoordMove::parse(v.geometry, text)
            .map_err(rukh_rules::Error::from)
            .and_then(|c| c.to_move(&pos).map_err(rukh_rules::Error::from))
            .map_err(|e| format!("{}: move {} ({text}): {e}", p.id, i + 1))?;
        pos.play_unchecked(m);
        if i == 0 {
            start = Some(pos.clone());
        } else {
            line.push(m);
        }
    }
    Ok((start.expect("a first move"), line))
}

/// Reads a puzzle's themes again from its line (after the finder learns a theme): its kind
/// (mate, win or defence) and strength are kept, the rest is read anew.
pub fn retag(p: &mut Puzzle) -> Result<(), String> {
    let (start, line) = replay(p)?;
    let has = |t: &str| p.themes.iter().any(|x| x == t);
    let kind = if [
        "mate",
        "bare-king",
        "stalemate-win",
        "king-capture",
        "forced-win",
    ]
    .iter()
    .any(|t| has(t))
    {
        Kind::Mate
    } else if has("defensive-move") {
        Kind::Hold
    } else {
        Kind::Win
    };
    let score = if has("crushing") { 600 } else { 300 };
    p.themes = themes(&start, &line, kind, score);
    Ok(())
}

/// Checks a puzzle by the rules: its game, position and every move; a mate's line ends in the
/// solver's win; its themes are the finder's and its rating in range.
pub fn check(p: &Puzzle) -> Result<(), String> {
    let (start, line) = replay(p)?;
    let solver = start.turn();
    let mut pos = start.clone();
    for &m in &line {
        if pos.outcome().is_some() {
            return Err(format!("{}: the line goes on after the game's end", p.id));
        }
        pos.play_unchecked(m);
    }
    let mates = [
        "mate",
        "bare-king",
        "stalemate-win",
        "king-capture",
        "forced-win",
    ];
    if p.themes.iter().any(|t| mates.contains(&t.as_str()))
        && pos.outcome().is_none_or(|o| o.winner != Some(solver))
    {
        return Err(format!("{}: a won line that does not end in the win", p.id));
    }
    if let Some(t) = p.themes.iter().find(|t| !THEMES.contains(&t.as_str())) {
        return Err(format!("{}: unknown theme '{t}'", p.id));
    }
    if !(500..=2800).contains(&p.rating) {
        return Err(format!("{}: rating {} out of range", p.id, p.rating));
    }
    Ok(())
}

/// What a solver's moves so far make of a puzzle.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Judgement {
    /// Right so far: the opponent answers with this move (coordinates), and it is the solver's
    /// turn again.
    Right { reply: String },
    /// Solved: the line is played to its end (a mate's last move may be any mate).
    Solved,
    /// The last move given is not the puzzle's.
    Wrong { ply: usize },
}

/// Judges a solver's moves (coordinates, from the position after the opponent's move): each must
/// be the line's, except that any move ending the game in the solver's win is right (another
/// mate on a mate's last move).
pub fn judge(p: &Puzzle, played: &[String]) -> Result<Judgement, String> {
    let (mut pos, line) = replay(p)?;
    let solver = pos.turn();
    let g = pos.variant().geometry;
    for (i, text) in played.iter().enumerate() {
        let Some(&expected) = line.get(i * 2) else {
            return Err(format!("more moves than the puzzle has: {}", played.len()));
        };
        let Ok(m) = rukh_rules::CoordMove::parse(g, text)
            .map_err(rukh_rules::Error::from)
            .and_then(|c| c.to_move(&pos).map_err(rukh_rules::Error::from))
        else {
            return Ok(Judgement::Wrong { ply: i + 1 });
        };
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.outcome().is_some_and(|o| o.winner == Some(solver)) {
            return Ok(Judgement::Solved);
        }
        if m != expected {
            return Ok(Judgement::Wrong { ply: i + 1 });
        }
        pos = after;
        match line.get(i * 2 + 1) {
            None => return Ok(Judgement::Solved),
            Some(&reply) if i + 1 == played.len() => {
                return Ok(Judgement::Right {
                    reply: coord(&pos, reply).to_string(),
                });
            }
            Some(&reply) => pos.play_unchecked(reply),
        }
    }
    Ok(Judgement::Right {
        reply: String::new(),
    })
}

/// The puzzle files that come with Rukh, by game (`puzzles/GAME.jsonl`).
pub const BUILTIN_FILES: &[(&str, &str)] = &[
    ("shatranj", include_str!("../../../puzzles/shatranj.jsonl")),
    (
        "great-shatranj",
        include_str!("../../../puzzles/great-shatranj.jsonl"),
    ),
    (
        "shatranj-kamil-64",
        include_str!("../../../puzzles/shatranj-kamil-64.jsonl"),
    ),
    (
        "chaturanga-davidson",
        include_str!("../../../puzzles/chaturanga-davidson.jsonl"),
    ),
    ("parsi", include_str!("../../../puzzles/parsi.jsonl")),
];

#[cfg(test)]
mod shipped {
    use super::*;

    /// Every puzzle that comes with Rukh is its game's, legal, its line whole, its themes known,
    /// its id unique, and judged solved when its line is played.
    #[test]
    fn the_puzzles_that_come_with_rukh_are_sound() {
        let mut ids = std::collections::HashSet::new();
        for (game, text) in BUILTIN_FILES {
            let puzzles = parse_lines(text).unwrap_or_else(|e| panic!("puzzles/{game}.jsonl: {e}"));
            for p in &puzzles {
                assert_eq!(&p.variant, game, "{} is in the file of {game}", p.id);
                check(p).unwrap();
                assert!(ids.insert(p.id.clone()), "{} twice", p.id);
                let solver: Vec<String> = p.moves[1..].iter().step_by(2).cloned().collect();
                assert_eq!(judge(p, &solver).unwrap(), Judgement::Solved, "{}", p.id);
            }
        }
    }
}
