//! Problems: a position, a stipulation (the side to move wins by mate, by baring the king, or by
//! any of the game's wins, in at most N of its moves), a source and a solution. The format is
//! one TOML file of `[[problem]]` tables for all games (see `problems/README.md`); [`verify`]
//! checks a problem by the rules and the engine, and [`mine`] finds new ones in games.

use rustc_hash::FxHashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_rules::{
    Color, CoordMove, Move, MoveList, Outcome, PieceKind, Position, Reason, Square, Variant, coord,
    san,
};
use rukh_tablebase::{Tablebase, Wdl};
use serde::{Deserialize, Serialize};

use rukh_engine::search::{Limits, Score, Searcher, line_end};

/// What the solver must reach.
#[derive(Clone, Copy, Debug, Default, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Checkmate.
    #[default]
    Mate,
    /// Take the enemy's last man but the king (in Parsi also the raja's own bareness, boorj).
    BareKing,
    /// Any of the game's wins (mate, bare king, stalemate where it wins, a king taken...).
    Win,
    /// Hold the draw: the other side does not win within the stated moves, whatever it plays.
    Draw,
}

impl Goal {
    /// Whether an ending reached by the rules fulfils the goal (for a draw: any ending; the
    /// proof of a draw asks whether the other side wins, see [`Task`]).
    pub fn met_by(self, reason: Reason) -> bool {
        match self {
            Goal::Mate => reason == Reason::Checkmate,
            Goal::BareKing => matches!(reason, Reason::BareKing | Reason::Boorj),
            Goal::Win | Goal::Draw => true,
        }
    }

    /// The goal in words: "mate", "bare the king".
    pub fn words(self) -> &'static str {
        match self {
            Goal::Mate => "mate",
            Goal::BareKing => "bare the king",
            Goal::Win => "win",
            Goal::Draw => "draw",
        }
    }

    /// The goal an ending reached shows (for mined problems).
    pub fn of(reason: Reason) -> Goal {
        match reason {
            Reason::Checkmate => Goal::Mate,
            Reason::BareKing | Reason::Boorj => Goal::BareKing,
            _ => Goal::Win,
        }
    }
}

/// Where the proof of the key stands.
#[derive(Clone, Copy, Debug, Default, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KeyStatus {
    /// Proved to reach the goal within the stated moves against every defence.
    #[default]
    Wins,
    /// Proved not to: a defence holds out longer (see `length` and `longest_defence`).
    Fails,
    /// Not settled within the budget.
    Unsettled,
}

/// A first move other than the key that also reaches the goal within the stated moves.
#[derive(Clone, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cook {
    /// The move in coordinates.
    #[serde(rename = "move")]
    pub first: String,
    /// The solver's moves it needs against the best defence (at most, where `exact` is false).
    pub moves: u32,
    /// Whether `moves` is proved the least (a defence holds out to it).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub exact: bool,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

/// One problem as stored. Historical problems (those with a `collection`) also carry their
/// history and what the proof found, which the test suite re-verifies; see problems/README.md.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Problem {
    /// Unique among all problems; used in the page's address.
    pub id: String,
    /// The game (a built-in id).
    pub variant: String,
    pub fen: String,
    pub goal: Goal,
    /// The most moves of the solver the goal may take (for a draw: the moves to hold).
    pub moves: u32,
    /// The side that must reach the goal when it is not the side to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solver: Option<Color>,
    /// A mate must be given by this man (a piece name of the game: "pawn").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub mate_with: String,
    /// A mate must leave the mated king on this square.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub mate_on: String,
    /// A short title (a name the problem is known by), if any.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// The source group on the problems page ("Alfonso X, Libro de los juegos"); empty for
    /// positions found in play.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub collection: String,
    /// Who composed or recorded it, as the sources say.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub author: String,
    /// When, in words ("1283", "before 1140").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub date: String,
    /// A year for ordering the collections.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub year: Option<i32>,
    /// Where it comes from: book, manuscript and number, page, and where the text was read;
    /// or how it was found.
    pub source: String,
    /// Its history, in our words.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub history: String,
    /// How the position and the line were read: slips of the transcription and how they were
    /// read here.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub transcription: String,
    /// Words on the solution.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// The main line in coordinates (the book's line for a historical problem), the moves of
    /// both sides in turn from the position.
    pub solution: Vec<String>,
    /// The ply of `solution` (1 = its first move) that the rules refuse as transcribed; the
    /// line is kept as read up to it, and `reading` gives a legal line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub illegal_ply: Option<usize>,
    /// A legal reading of a line with an illegal move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reading: Vec<String>,
    /// Why the problem cannot be played as read, if so.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub unusable: String,
    /// Positions each question of the proof may look at, where the default is not enough.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget: Option<u64>,
    /// What the proof found of the key (the solution's first solver move).
    #[serde(default, skip_serializing_if = "is_wins")]
    pub key: KeyStatus,
    /// The solver's moves the key needs against the best defence, where proved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u32>,
    /// Some(false) where the book's defence is not the longest: a defence holds out beyond
    /// its line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub book_line_best: Option<bool>,
    /// The longest defence to the key (a whole line from the position), where the book's is not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub longest_defence: Vec<String>,
    /// Other first moves that reach the goal within the stated moves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cooks: Vec<Cook>,
    /// First moves whose question the budget did not settle.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unsettled: Vec<String>,
}

fn is_wins(k: &KeyStatus) -> bool {
    *k == KeyStatus::Wins
}

/// A file of problems.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ProblemFile {
    #[serde(default)]
    pub problem: Vec<Problem>,
}

impl Problem {
    /// The stipulation in words: "White to play and mate in 3", "White moves; Black mates in
    /// 7", "White to play and mate with the pawn in 12", "White to play and hold the draw for 16
    /// moves".
    pub fn stipulation(&self, pos: &Position) -> String {
        let solver = self.solver_color(pos);
        let moves = self.playable_moves();
        let what = match self.goal {
            Goal::Draw => format!("hold the draw for {moves} moves"),
            goal => {
                let mut w = goal.words().to_string();
                if !self.mate_with.is_empty() {
                    w = format!("{w} with the {}", self.mate_with);
                }
                if !self.mate_on.is_empty() {
                    w = format!("{w}, the king on {}", self.mate_on);
                }
                format!("{w} in {moves}")
            }
        };
        if solver == pos.turn() {
            format!("{} to play and {what}", solver.name_capitalized())
        } else {
            let verb = match self.goal {
                Goal::Mate => format!("mates in {moves}"),
                _ => format!("must {what}"),
            };
            format!(
                "{} to play; {} {verb}",
                pos.turn().name_capitalized(),
                solver.name_capitalized()
            )
        }
    }

    /// Whether the problem is one of the historical collection (it names its collection).
    pub fn is_historical(&self) -> bool {
        !self.collection.is_empty()
    }

    /// The side that must reach the goal.
    pub fn solver_color(&self, start: &Position) -> Color {
        self.solver.unwrap_or(start.turn())
    }

    /// The moves a player is given on the site: the stated ones, or, where the proof showed
    /// that the key needs more against the best defence, that many.
    pub fn playable_moves(&self) -> u32 {
        match (self.key, self.length) {
            (KeyStatus::Fails, Some(n)) => n,
            _ => self.moves,
        }
    }

    /// Plies from the start within which `n` moves of the solver's end: the solver's moves,
    /// the defender's before each (and a first move of the defender's when the defender starts),
    /// and the reply the rules may still give (a bared king's last chance).
    pub fn plies(&self, start: &Position, n: u32) -> u32 {
        if self.solver_color(start) == start.turn() {
            plies_for(n)
        } else {
            plies_for(n) + 1
        }
    }

    /// The proof's task: the solver, the goal and its conditions.
    pub fn task(&self, start: &Position) -> Result<Task, String> {
        let v = start.variant();
        let mate_with = if self.mate_with.is_empty() {
            None
        } else {
            // The man's name in the game's file ("Baidaq"), its FEN letter, or "pawn".
            let want = self.mate_with.as_str();
            let kind = (0..v.pieces.len() as u8)
                .find(|&k| {
                    let t = v.piece(k);
                    t.name.eq_ignore_ascii_case(want)
                        || (want.len() == 1 && want.eq_ignore_ascii_case(&t.letter.to_string()))
                        || (want.eq_ignore_ascii_case("pawn") && t.pawn)
                })
                .ok_or_else(|| {
                    let names: Vec<String> = (0..v.pieces.len() as u8)
                        .map(|k| format!("{} ({})", v.piece(k).name, v.piece(k).letter))
                        .collect();
                    format!(
                        "{}: mate_with: {} has no man called '{}'; its men are {}, or write pawn",
                        self.id,
                        v.name,
                        self.mate_with,
                        names.join(", ")
                    )
                })?;
            Some(kind)
        };
        let mate_on = if self.mate_on.is_empty() {
            None
        } else {
            Some(v.geometry.parse_square(&self.mate_on).ok_or_else(|| {
                format!("{}: mate_on: '{}' is not a square", self.id, self.mate_on)
            })?)
        };
        if (mate_with.is_some() || mate_on.is_some()) && self.goal != Goal::Mate {
            return Err(format!(
                "{}: mate_with and mate_on need the goal mate",
                self.id
            ));
        }
        Ok(Task {
            solver: self.solver_color(start),
            goal: self.goal,
            mate_with,
            mate_on,
        })
    }

    /// The start position, or why it cannot be read.
    pub fn position(&self, variant: &Arc<Variant>) -> Result<Position, String> {
        Position::from_fen(variant, &self.fen).map_err(|e| format!("{}: FEN: {e}", self.id))
    }

    /// The line that is played out: the book's, or its legal reading where the book's has an
    /// illegal move.
    pub fn line(&self) -> &[String] {
        if self.reading.is_empty() {
            &self.solution
        } else {
            &self.reading
        }
    }

    /// The solution in SAN with move numbers ("1. Rxh2+ Kg8").
    pub fn solution_san(&self, variant: &Arc<Variant>) -> Result<String, String> {
        line_san(&self.id, &self.position(variant)?, self.line())
    }
}

/// A line in SAN with move numbers ("1. Rxh2+ Kg8"), played from `start`.
pub fn line_san(id: &str, start: &Position, line: &[String]) -> Result<String, String> {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (i, m) in line.iter().enumerate() {
        let cm =
            CoordMove::parse(pos.variant().geometry, m).map_err(|e| format!("{id}: {m}: {e}"))?;
        let mv = cm.to_move(&pos).map_err(|e| format!("{id}: {m}: {e}"))?;
        let text = san(&pos, mv).to_string();
        let number = rukh_rules::pgn::move_number(start, i);
        if i == 0 || !number.ends_with("...") {
            words.push(format!("{number} {text}"));
        } else {
            words.push(text);
        }
        pos.play_unchecked(mv);
    }
    Ok(words.join(" "))
}

/// What a proof must reach: the side that plays for it and the ending that counts.
#[derive(Clone, Copy, Debug)]
pub struct Task {
    pub solver: Color,
    pub goal: Goal,
    /// The mate must be given by a man of this kind (the man that moves last).
    pub mate_with: Option<PieceKind>,
    /// The mated king must stand on this square.
    pub mate_on: Option<Square>,
}

impl Task {
    /// Any win of `solver`'s.
    pub fn win(solver: Color) -> Task {
        Task {
            solver,
            goal: Goal::Win,
            mate_with: None,
            mate_on: None,
        }
    }

    /// Whether the game's end in `pos` fulfils the task.
    pub fn reached(&self, pos: &Position, o: &Outcome) -> bool {
        if o.winner != Some(self.solver) || !self.goal.met_by(o.reason) {
            return false;
        }
        if o.reason == Reason::Checkmate {
            if let Some(kind) = self.mate_with {
                let moved = pos.last_move().and_then(|m| pos.piece_at(m.to()));
                if moved.map(|p| p.kind) != Some(kind) {
                    return false;
                }
            }
            if let Some(sq) = self.mate_on
                && pos.king_square(!self.solver) != Some(sq)
            {
                return false;
            }
        }
        true
    }
}

/// Whether `m` checks the other side's king.
fn gives_check(pos: &mut Position, m: Move) -> bool {
    pos.gives_check(m)
}

/// The end of the game in `pos` for a proof: a draw by repetition is left out, so that an
/// answer depends on the position rather than the path to it (a win that repeats a position has
/// a shorter one; a draw problem must hold without it). The move-count rule stays: a position
/// from a game may stand near its limit.
fn proof_outcome(pos: &Position) -> Option<Outcome> {
    pos.outcome().filter(|o| o.reason != Reason::Repetition)
}

/// [`proof_outcome`] where it is known whether the side to move has a move by the rules.
fn proof_outcome_if(pos: &Position, has_moves: bool) -> Option<Outcome> {
    pos.outcome_if(has_moves)
        .filter(|o| o.reason != Reason::Repetition)
}

/// The number of the rules' moves in `pos` (those of [`proof_moves`]), counted without making
/// them where the game allows.
fn proof_move_count(pos: &Position) -> usize {
    if pos.is_over_before_moves() {
        proof_moves(pos).len()
    } else {
        pos.count_legal()
    }
}

/// The moves of `pos` for a proof, where [`proof_outcome`] says the game goes on: the rules'
/// moves even in a repeated position (whose `legal_moves` are none, the game being drawn).
fn proof_moves(pos: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    pos.moves_into(&mut list);
    list.iter().copied().collect()
}

/// What a proof knows of a position: it reaches the goal within `win_within` plies, and does
/// not within `no_win_within` plies.
#[derive(Clone, Copy)]
struct Known {
    win_within: u32,
    no_win_within: Option<u32>,
}

/// An exact proof that the task's solver reaches its goal within a number of plies whatever the
/// defence: every defence is tried (the engine's search prunes, so its mate scores can miss
/// one). Answers Some(true) or Some(false), or None when `budget` positions were not enough to
/// tell. Endgame tables, where given, answer for the positions they hold.
pub struct Prover<'t> {
    /// Positions looked at so far.
    pub nodes: u64,
    budget: u64,
    task: Task,
    tables: Option<&'t Tablebase>,
    /// What is proved of each position (by its hash), for any number of plies.
    known: FxHashMap<u64, Known>,
    /// A move that won (for the solver) or held (for the defender) at each depth, tried first
    /// in other positions of that depth.
    killers: Vec<[Option<Move>; 2]>,
    /// The proof-number search's proof and disproof numbers, by position and plies left.
    numbers: FxHashMap<(u64, u32), (u64, u64)>,
}

/// The rank of a move not tried (a quiet last move of a mate).
const LAST: u8 = 5;

/// A proof or disproof number that stands for "cannot be": the position is disproved (as a
/// proof number) or proved (as a disproof number).
const INFINITE: u64 = u64::MAX / 4;

/// A move of a proof-number search and its position's key.
struct Child {
    mv: Move,
    key: (u64, u32),
}

impl<'t> Prover<'t> {
    /// A proof of any win of `solver`'s (see [`Prover::for_task`]).
    pub fn new(budget: u64) -> Prover<'t> {
        Prover::for_task(budget, Task::win(Color::White), None)
    }

    pub fn for_task(budget: u64, task: Task, tables: Option<&'t Tablebase>) -> Prover<'t> {
        Prover {
            nodes: 0,
            budget,
            task,
            tables,
            known: FxHashMap::default(),
            killers: vec![[None; 2]; 256],
            numbers: FxHashMap::default(),
        }
    }

    /// Whether `solver` wins (any win) from `pos` within `plies` plies (None: the budget ran
    /// out). `first` moves are tried first (the stated solution, the engine's line).
    pub fn wins(
        &mut self,
        pos: &mut Position,
        solver: Color,
        plies: u32,
        first: &[Move],
    ) -> Option<bool> {
        if self.task.solver != solver {
            self.task.solver = solver;
            self.known.clear();
            self.numbers.clear();
        }
        self.reaches(pos, plies, first)
    }

    /// Whether the task's solver reaches its goal from `pos` within `plies` plies.
    pub fn reaches(&mut self, pos: &mut Position, plies: u32, first: &[Move]) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if plies == 0 {
            // Only the game's end counts: the moves are counted, not listed.
            return Some(
                self.settled_if(pos, 0, proof_move_count(pos) > 0)
                    .unwrap_or(false),
            );
        }
        let moves = proof_moves(pos);
        if let Some(answer) = self.settled_if(pos, plies, !moves.is_empty()) {
            return Some(answer);
        }
        let key = pos.hash();
        let attacking = pos.turn() == self.task.solver;
        // Order: the given line's move, the killer, checks, captures, then the rest.
        let given = first.first().copied();
        let killer = self
            .killers
            .get(plies as usize)
            .and_then(|k| k[usize::from(!attacking)]);
        let wants_mate = matches!(self.task.goal, Goal::Mate);
        let ranks: Vec<u8> = moves
            .iter()
            .map(|&m| {
                if Some(m) == given {
                    0
                } else if Some(m) == killer {
                    1
                } else if gives_check(pos, m) {
                    // For the solver the way most problems are won; for the defender the
                    // likeliest refutation (a check of its own, often a mate of the attacker's
                    // king).
                    2
                } else if pos.piece_at(m.to()).is_some() {
                    3
                } else if attacking && wants_mate && plies <= 1 {
                    // The last move of a mate must check: not tried.
                    LAST
                } else {
                    4
                }
            })
            .collect();
        let mut result = !attacking;
        // The moves by rank, in the generator's order within a rank.
        'ranks: for rank in 0..LAST {
            for (&m, _) in moves.iter().zip(&ranks).filter(|&(_, &r)| r == rank) {
                pos.play_unchecked(m);
                let rest = if Some(m) == given {
                    &first[1..]
                } else {
                    &[][..]
                };
                let r = self.reaches(pos, plies - 1, rest);
                pos.undo();
                let r = r?;
                if attacking == r {
                    if let Some(k) = self.killers.get_mut(plies as usize) {
                        k[usize::from(!attacking)] = Some(m);
                    }
                    result = r;
                    break 'ranks;
                }
            }
        }
        self.learn(key, plies, result);
        Some(result)
    }

    /// What is already known of `pos` with `plies` left: the game's end, no plies left, an
    /// earlier proof, the endgame tables.
    fn settled(&self, pos: &Position, plies: u32) -> Option<bool> {
        self.settled_if(pos, plies, !proof_moves(pos).is_empty())
    }

    /// [`Prover::settled`] where it is known whether the side to move has a move.
    fn settled_if(&self, pos: &Position, plies: u32, has_moves: bool) -> Option<bool> {
        if let Some(o) = proof_outcome_if(pos, has_moves) {
            return Some(self.task.reached(pos, &o));
        }
        if plies == 0 {
            return Some(false);
        }
        if let Some(k) = self.known.get(&pos.hash()) {
            if k.win_within <= plies {
                return Some(true);
            }
            if k.no_win_within.is_some_and(|n| n >= plies) {
                return Some(false);
            }
        }
        self.tables_answer(pos, plies)
    }

    /// Keeps what was proved of a position: the goal within `plies`, or not.
    fn learn(&mut self, key: u64, plies: u32, reached: bool) {
        let entry = self.known.entry(key).or_insert(Known {
            win_within: u32::MAX,
            no_win_within: None,
        });
        if reached {
            entry.win_within = entry.win_within.min(plies);
        } else {
            entry.no_win_within = Some(entry.no_win_within.map_or(plies, |n| n.max(plies)));
        }
    }

    /// As [`Prover::reaches`], by a depth-first proof-number search (df-pn): it goes where the
    /// fewest defences are left to refute (or the fewest tries to disprove), which settles the
    /// long series of checks of the old problems far sooner than trying moves in a fixed order.
    /// Positions are told apart by their plies left, so a bound on the length is exact.
    pub fn reaches_by_numbers(&mut self, pos: &mut Position, plies: u32) -> Option<bool> {
        if let Some(answer) = self.settled(pos, plies) {
            return Some(answer);
        }
        if self.numbers.len() > 20_000_000 {
            self.numbers.clear();
        }
        let (pn, dn) = self.numbers_search(pos, plies, INFINITE, INFINITE)?;
        if pn == 0 {
            Some(true)
        } else if dn == 0 {
            Some(false)
        } else {
            // Only a proof or a disproof ends a search with no thresholds.
            None
        }
    }

    /// The proof and disproof numbers of `pos` with `plies` left, searched until one of them
    /// reaches its threshold; None when the budget ran out.
    fn numbers_search(
        &mut self,
        pos: &mut Position,
        plies: u32,
        proof_limit: u64,
        disproof_limit: u64,
    ) -> Option<(u64, u64)> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let own = (pos.hash(), plies);
        let attacking = pos.turn() == self.task.solver;
        // The moves and their positions' keys; positions settled at once are numbered so.
        let mate_now = attacking && matches!(self.task.goal, Goal::Mate) && plies <= 1;
        let moves = proof_moves(pos);
        let mut children: Vec<Child> = Vec::with_capacity(moves.len());
        for m in moves {
            if mate_now && !gives_check(pos, m) {
                continue;
            }
            pos.play_unchecked(m);
            let key = (pos.hash(), plies - 1);
            if !self.numbers.contains_key(&key) {
                let count = proof_move_count(pos);
                let first = match self.settled_if(pos, plies - 1, count > 0) {
                    Some(true) => (0, INFINITE),
                    Some(false) => (INFINITE, 0),
                    // Where the defender is to move, its number of moves is the work a proof
                    // will take (a check leaves few); where the solver is, one try may do.
                    None if attacking => (count.max(1) as u64, 1),
                    None => (1, count.max(1) as u64),
                };
                self.numbers.insert(key, first);
            }
            pos.undo();
            children.push(Child { mv: m, key });
        }
        loop {
            let (mut pn, mut dn) = if attacking {
                (INFINITE, 0)
            } else {
                (0, INFINITE)
            };
            // The child to go into, and the second best number among the others.
            let mut best: Option<usize> = None;
            let mut best_number = INFINITE;
            let mut second = INFINITE;
            for (i, c) in children.iter().enumerate() {
                let (cp, cd) = self.numbers[&c.key];
                let number = if attacking {
                    pn = pn.min(cp);
                    dn = (dn + cd).min(INFINITE);
                    cp
                } else {
                    pn = (pn + cp).min(INFINITE);
                    dn = dn.min(cd);
                    cd
                };
                if number < best_number {
                    second = best_number;
                    best_number = number;
                    best = Some(i);
                } else if number < second {
                    second = number;
                }
            }
            self.numbers.insert(own, (pn, dn));
            if pn == 0 || dn == 0 {
                self.learn(own.0, plies, pn == 0);
            }
            if pn >= proof_limit || dn >= disproof_limit || pn == 0 || dn == 0 {
                return Some((pn, dn));
            }
            let Some(i) = best else {
                return Some((pn, dn));
            };
            let (cp, cd) = self.numbers[&children[i].key];
            let (child_proof, child_disproof) = if attacking {
                (
                    proof_limit.min(second.saturating_add(1)),
                    (disproof_limit - dn + cd).min(INFINITE),
                )
            } else {
                (
                    (proof_limit - pn + cp).min(INFINITE),
                    disproof_limit.min(second.saturating_add(1)),
                )
            };
            pos.play_unchecked(children[i].mv);
            let r = self.numbers_search(pos, plies - 1, child_proof, child_disproof);
            pos.undo();
            r?;
        }
    }

    /// The tables' answer for `pos`, where they hold it and it settles the question: a win
    /// for the solver by the goal's kind of ending within `plies`, or no win at all within them.
    fn tables_answer(&self, pos: &Position, plies: u32) -> Option<bool> {
        let v = self.tables?.lookup(pos)?;
        let solver_wins = match v.wdl {
            Wdl::Draw => return Some(false),
            Wdl::Win => pos.turn() == self.task.solver,
            Wdl::Loss => pos.turn() != self.task.solver,
        };
        if !solver_wins || u32::from(v.plies) > plies {
            // The fastest win of any kind takes longer (or there is none).
            return Some(false);
        }
        // Within reach: the table's way of winning must be the goal's.
        let plain = self.task.mate_with.is_none() && self.task.mate_on.is_none();
        (plain && v.reason.is_some_and(|r| self.task.goal.met_by(r))).then_some(true)
    }
}

/// Plies within which a win of `moves` moves by the side to move must end: its last move, and
/// the reply the rules may still give (a bared king's last chance).
pub fn plies_for(moves: u32) -> u32 {
    2 * moves
}

/// Positions the exact proof of a problem may look at.
pub const PROOF_NODES: u64 = 4_000_000;

/// Nodes the engine may spend to confirm a problem's win.
pub const CONFIRM_NODES: u64 = 6_000_000;

/// The moves `solver` needs to win by the engine's line from `pos`, whoever is to move: from the
/// line played out to its end where it reaches one (mate scores rank Parsi's grades of win, so
/// they are not distances there), else from the score.
pub fn solver_moves(
    pos: &Position,
    score: Score,
    pv: &[Move],
    solver: rukh_rules::Color,
) -> Option<u32> {
    let wins = match score {
        Score::Mate(n) => (n > 0) == (pos.turn() == solver),
        Score::Cp(_) => false,
    };
    if !wins {
        return None;
    }
    let first = pos.turn() == solver;
    match line_end(pos, pv) {
        Some((Some(w), plies)) if w == solver => {
            Some(if first { plies.div_ceil(2) } else { plies / 2 } as u32)
        }
        _ => match score {
            Score::Mate(n) => Some(n.unsigned_abs()),
            Score::Cp(_) => None,
        },
    }
}

/// The engine's verdict on a position for the side to move: a win in how many moves, if it
/// finds one within `nodes` (or by `depth`), with its line.
pub fn forced_win(
    searcher: &mut Searcher,
    pos: &Position,
    nodes: Option<u64>,
    depth: Option<u32>,
) -> Option<(u32, Vec<Move>)> {
    let limits = Limits {
        nodes,
        depth,
        ..Limits::default()
    };
    let (_, info) = searcher.search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
    let i = info?;
    let n = solver_moves(pos, i.score, &i.pv, pos.turn())?;
    Some((n, i.pv))
}

/// Checks a problem: its game and FEN, the solution legal and reaching the stated end within the
/// stated moves, the win proved against every defence, no other first move winning as fast (one
/// solution), and the engine, searching for a mate, finding the win in at most that many moves.
pub fn verify(p: &Problem, searcher: &mut Searcher) -> Result<(), String> {
    let variant = rukh_rules::variant::builtin(&p.variant)
        .map_err(|e| format!("{}: game '{}': {e}", p.id, p.variant))?;
    let start = p.position(&variant)?;
    if start.outcome().is_some() {
        return Err(format!("{}: the position is already over", p.id));
    }
    let solver = start.turn();
    let mut pos = start.clone();
    for (i, m) in p.solution.iter().enumerate() {
        if let Some(o) = pos.outcome() {
            return Err(format!(
                "{}: solution move {} ({m}) comes after the end: {}",
                p.id,
                i + 1,
                o.describe()
            ));
        }
        pos.play_coord(m)
            .map_err(|e| format!("{}: solution move {}: {m}: {e}", p.id, i + 1))?;
    }
    let solver_moves = p.solution.len().div_ceil(2) as u32;
    if solver_moves > p.moves {
        return Err(format!(
            "{}: the solution takes {solver_moves} moves, the stipulation {}",
            p.id, p.moves
        ));
    }
    match pos.outcome() {
        Some(o) if o.winner == Some(solver) && p.goal.met_by(o.reason) => {}
        Some(o) => {
            return Err(format!(
                "{}: the solution ends otherwise than stated: {}",
                p.id,
                o.describe()
            ));
        }
        None => return Err(format!("{}: the solution does not end the game", p.id)),
    }
    let line: Vec<Move> = {
        let mut q = start.clone();
        p.solution
            .iter()
            .map_while(|m| q.play_coord(m).ok())
            .collect()
    };
    let mut proof = start.clone();
    match Prover::new(PROOF_NODES).wins(&mut proof, solver, plies_for(p.moves), &line) {
        Some(true) => {}
        Some(false) => {
            return Err(format!(
                "{}: a defence holds out beyond {} moves (every defence tried)",
                p.id, p.moves
            ));
        }
        None => {
            return Err(format!(
                "{}: not proved within {PROOF_NODES} positions",
                p.id
            ));
        }
    }
    // A problem has one key: no other first move wins within the stated moves.
    match other_key(&start, line.first().copied(), plies_for(p.moves)) {
        None => {}
        Some((m, Some(true))) => {
            return Err(format!(
                "{}: {} also wins within {} moves: the problem has a second solution",
                p.id,
                coord(&start, m),
                p.moves
            ));
        }
        Some((m, _)) => {
            return Err(format!(
                "{}: whether {} also wins was not settled within {PROOF_NODES} positions",
                p.id,
                coord(&start, m)
            ));
        }
    }
    searcher.clear();
    match confirm_win(searcher, &start, p.moves, CONFIRM_NODES) {
        Some(n) if n <= p.moves => Ok(()),
        Some(n) => Err(format!(
            "{}: the engine finds the win in {n} moves, not {}",
            p.id, p.moves
        )),
        None => Err(format!(
            "{}: the engine does not find the win in {} nodes",
            p.id, CONFIRM_NODES
        )),
    }
}

/// The first move of `pos` other than `key` that the side to move is not proved unable to win
/// with within `plies` plies (the move itself counted), with the prover's answer: Some(true) it
/// wins, None the budget ran out. None: `key` is the only winning first move.
fn other_key(pos: &Position, key: Option<Move>, plies: u32) -> Option<(Move, Option<bool>)> {
    let solver = pos.turn();
    pos.legal_moves().iter().copied().find_map(|m| {
        if Some(m) == key {
            return None;
        }
        let mut q = pos.clone();
        q.play_unchecked(m);
        match Prover::new(PROOF_NODES).wins(&mut q, solver, plies - 1, &[]) {
            Some(false) => None,
            answer => Some((m, answer)),
        }
    })
}

/// Searches `pos` until the engine's line wins for the side to move within `moves` moves (the
/// search stops there) or `nodes` are spent; the shortest win found, in moves.
pub fn confirm_win(searcher: &mut Searcher, pos: &Position, moves: u32, nodes: u64) -> Option<u32> {
    let limits = Limits {
        nodes: Some(nodes),
        mate: Some(moves),
        ..Limits::default()
    };
    let stop = Arc::new(AtomicBool::new(false));
    let solver = pos.turn();
    let mut best: Option<u32> = None;
    searcher.search(pos, &limits, Arc::clone(&stop), |i| {
        if let Some(n) = solver_moves(pos, i.score, &i.pv, solver) {
            best = Some(best.map_or(n, |b| b.min(n)));
            if n <= moves {
                stop.store(true, std::sync::atomic::Ordering::SeqCst);
            }
        }
    });
    best
}

/// What a first move does, as the proof finds it.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Verdict {
    /// Reaches the goal within `moves` of the solver's against every defence; `exact`: and not
    /// within fewer. For a draw: holds it.
    Wins { moves: u32, exact: bool },
    /// Does not reach the goal within the stated moves: a defence holds out.
    Fails,
    /// The budget ran out before the answer.
    Unsettled,
}

impl Verdict {
    fn words(&self, goal: Goal) -> String {
        match (self, goal) {
            (Verdict::Wins { .. }, Goal::Draw) => "holds the draw".into(),
            (Verdict::Wins { moves, exact: true }, _) => format!("wins in {moves}"),
            (
                Verdict::Wins {
                    moves,
                    exact: false,
                },
                _,
            ) => format!("wins within {moves}"),
            (Verdict::Fails, Goal::Draw) => "loses".into(),
            (Verdict::Fails, _) => "does not win in time".into(),
            (Verdict::Unsettled, _) => "unsettled".into(),
        }
    }
}

/// What the checker finds of a problem: its line, its key, and every other first move.
#[derive(Clone, Debug)]
pub struct Examination {
    /// The key (the solver's first move of the line), or None when the defender moves first.
    pub key: Option<String>,
    /// The key's verdict within the stated moves (the whole problem's, when the defender moves
    /// first).
    pub key_verdict: Verdict,
    /// Where the key fails as stated, its verdict within the recorded `length`.
    pub key_beyond: Option<Verdict>,
    /// Every other first move of the side to move, with its verdict (when the defender moves
    /// first: each of its moves, with the solver's answer to it).
    pub others: Vec<(String, Verdict)>,
    /// The longest defence to the key, where the key needs more moves than the line shows.
    pub longest_defence: Vec<String>,
    /// Where a file's longest defence was checked rather than searched for: why it is not one.
    pub longest_defence_wrong: Option<String>,
    /// Positions looked at.
    pub nodes: u64,
    /// Whether endgame tables answered for the positions they hold.
    pub tables: bool,
}

impl Examination {
    /// One line per finding, for `rukh problems check`.
    pub fn report(&self, p: &Problem, start: &Position) -> String {
        let mut out = Vec::new();
        let g = p.goal;
        match &self.key {
            Some(k) => {
                out.push(format!("key {k}: {}", self.key_verdict.words(g)));
                if let Some(b) = &self.key_beyond {
                    out.push(format!("  against the best defence: {}", b.words(g)));
                }
            }
            None => out.push(format!(
                "{} moves first; {}: {}",
                start.turn().name_capitalized(),
                p.solver_color(start).name_capitalized(),
                self.key_verdict.words(g)
            )),
        }
        let mut cooks = Vec::new();
        let mut unsettled = Vec::new();
        let mut fails = 0;
        for (m, v) in &self.others {
            match v {
                Verdict::Wins { .. } => cooks.push(format!("{m} {}", v.words(g))),
                Verdict::Unsettled => unsettled.push(m.clone()),
                Verdict::Fails => fails += 1,
            }
        }
        if self.key.is_some() {
            out.push(format!(
                "other first moves: {} {}, {} also {}, {} unsettled{}",
                fails,
                if g == Goal::Draw { "lose" } else { "do not" },
                cooks.len(),
                if g == Goal::Draw { "hold" } else { "win" },
                unsettled.len(),
                if unsettled.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", unsettled.join(", "))
                }
            ));
        } else {
            for (m, v) in &self.others {
                out.push(format!("  after {m}: {}", v.words(g)));
            }
        }
        if self.key.is_some() {
            for c in cooks {
                out.push(format!("  second solution: {c}"));
            }
        }
        if !self.longest_defence.is_empty() {
            out.push(format!(
                "longest defence: {}",
                line_san(&p.id, start, &self.longest_defence).unwrap_or_default()
            ));
        }
        out.push(format!(
            "{} positions{}",
            self.nodes,
            if self.tables {
                ", endgame tables used"
            } else {
                ""
            }
        ));
        out.join("\n")
    }
}

impl Examination {
    /// The key's status as a file records it.
    pub fn key_status(&self) -> KeyStatus {
        match self.key_verdict {
            Verdict::Wins { .. } => KeyStatus::Wins,
            Verdict::Fails => KeyStatus::Fails,
            Verdict::Unsettled => KeyStatus::Unsettled,
        }
    }

    /// The key's least number of moves against the best defence, where proved (beyond the
    /// stated moves where it fails as stated).
    pub fn length(&self, goal: Goal) -> Option<u32> {
        match self.key_beyond.as_ref().unwrap_or(&self.key_verdict) {
            Verdict::Wins { moves, exact: true } if goal != Goal::Draw => Some(*moves),
            _ => None,
        }
    }

    /// The other first moves that also reach the goal (none where the defender moves first).
    pub fn cooks(&self) -> Vec<Cook> {
        self.others
            .iter()
            .filter_map(|(m, v)| match v {
                Verdict::Wins { moves, exact } if self.key.is_some() => Some(Cook {
                    first: m.clone(),
                    moves: *moves,
                    exact: *exact,
                }),
                _ => None,
            })
            .collect()
    }

    /// The first moves whose question the budget did not settle.
    pub fn unsettled(&self) -> Vec<String> {
        self.others
            .iter()
            .filter(|(_, v)| *v == Verdict::Unsettled)
            .map(|(m, _)| m.clone())
            .collect()
    }
}

/// Whether the book's line holds out as long as the best defence: the key does not need more
/// moves than the line shows.
fn book_line_is_best(p: &Problem, length: Option<u32>) -> bool {
    let line_moves = p.line().len().div_ceil(2) as u32;
    !matches!(length, Some(n) if n > line_moves)
}

/// Men (kings included) up to which the checker builds the endgame tables of a problem's
/// position in memory and lets them answer.
pub const TABLE_MEN: u32 = 4;

/// The endgame tables of the position's class and those it leads to, when it has at most
/// [`TABLE_MEN`] men.
pub fn tables_for(start: &Position) -> Option<Tablebase> {
    if start.occupied().count() > TABLE_MEN {
        return None;
    }
    let mut tb = Tablebase::new(start.variant());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    tb.build_classes(
        &[rukh_tablebase::Material::of(start)],
        None,
        threads,
        &mut |_| {},
        &|_| {},
    )
    .ok()?;
    Some(tb)
}

/// The proofs of one problem: the solver's goal, or for a draw the defender's win (which the
/// solver must keep from coming).
struct Questions<'t> {
    prover: Prover<'t>,
    draw: bool,
    budget: u64,
    nodes: u64,
    /// Whether the key's least number of moves is asked for (not when re-verifying a file that
    /// records it as not settled).
    exact: bool,
}

impl<'t> Questions<'t> {
    /// Whether the game's end `o` in `pos` is the goal of the questions asked.
    fn reaches_goal(&self, pos: &Position, o: &Outcome) -> bool {
        self.prover.task.reached(pos, o)
    }

    fn new(p: &Problem, task: Task, budget: u64, tables: Option<&'t Tablebase>) -> Self {
        let draw = p.goal == Goal::Draw;
        let task = if draw { Task::win(!task.solver) } else { task };
        Questions {
            prover: Prover::for_task(budget, task, tables),
            draw,
            budget,
            nodes: 0,
            exact: true,
        }
    }

    /// Whether the solver reaches its goal (holds the draw) from `pos` within `plies`, with
    /// what is left of the current question's budget.
    fn ask(&mut self, pos: &Position, plies: u32, first: &[Move]) -> Option<bool> {
        if self.prover.known.len() > 30_000_000 {
            self.prover.known.clear();
        }
        let before = self.prover.nodes;
        let mut q = pos.clone();
        // First the plain proof (quick where a short line or a disproof is found) with half
        // of what is left, then the proof-number search with the rest.
        let budget = self.prover.budget;
        self.prover.budget = before + budget.saturating_sub(before) / 2;
        let line = if self.draw { &[][..] } else { first };
        let mut answer = self.prover.reaches(&mut q, plies, line);
        self.prover.budget = budget;
        if answer.is_none() && self.prover.nodes < budget {
            answer = self.prover.reaches_by_numbers(&mut q, plies);
        }
        let answer = if self.draw {
            answer.map(|w| !w)
        } else {
            answer
        };
        self.nodes += self.prover.nodes.min(self.prover.budget) - before.min(self.prover.budget);
        answer
    }

    /// Starts a question with the whole budget.
    fn begin(&mut self) {
        self.prover.nodes = 0;
        self.prover.budget = self.budget;
    }

    /// The verdict on `pos` for a goal within `moves` solver moves (`plies(n)` plies for n
    /// moves): asked for 1, 2, ... moves in turn (a short win is found before a long line is
    /// gone into, and the first found is the least), all within one budget.
    fn verdict(
        &mut self,
        pos: &Position,
        moves: u32,
        plies: impl Fn(u32) -> u32,
        first: &[Move],
    ) -> Verdict {
        self.begin();
        if self.draw {
            return match self.ask(pos, plies(moves), first) {
                None => Verdict::Unsettled,
                Some(false) => Verdict::Fails,
                Some(true) => Verdict::Wins { moves, exact: true },
            };
        }
        if !first.is_empty() {
            // The key, with its line to follow: asked for the whole length at once, then
            // whether it could be done in one move fewer.
            return match self.ask(pos, plies(moves), first) {
                None => Verdict::Unsettled,
                Some(false) => Verdict::Fails,
                Some(true) if moves == 1 => Verdict::Wins { moves, exact: true },
                Some(true) if !self.exact => Verdict::Wins {
                    moves,
                    exact: false,
                },
                Some(true) => match self.ask(pos, plies(moves - 1), &[]) {
                    Some(false) => Verdict::Wins { moves, exact: true },
                    Some(true) => self.verdict(pos, moves - 1, plies, &[]),
                    None => Verdict::Wins {
                        moves,
                        exact: false,
                    },
                },
            };
        }
        for n in 1..=moves {
            match self.ask(pos, plies(n), first) {
                Some(true) => {
                    return Verdict::Wins {
                        moves: n,
                        exact: true,
                    };
                }
                Some(false) => {}
                None => {
                    return Verdict::Unsettled;
                }
            }
        }
        Verdict::Fails
    }

    /// The least plies within which the solver reaches the goal from `pos` (at most `max`),
    /// None when not within `max` or not settled.
    fn least(&mut self, pos: &Position, max: u32) -> Option<u32> {
        self.begin();
        if self.ask(pos, max, &[]) != Some(true) {
            return None;
        }
        let mut n = max;
        while n > 0 && self.ask(pos, n - 1, &[]) == Some(true) {
            n -= 1;
        }
        Some(n)
    }
}

/// The book line played out: legal, and ending as the problem states (the solver's goal within
/// the stated moves; for a draw, no loss of the solver's within them).
pub fn check_line(p: &Problem, start: &Position, task: &Task) -> Result<Position, String> {
    let mut pos = start.clone();
    for (i, m) in p.line().iter().enumerate() {
        if let Some(o) = pos.outcome() {
            return Err(format!(
                "{}: move {} of the line ({m}) comes after the end: {}",
                p.id,
                i + 1,
                o.describe()
            ));
        }
        pos.play_coord(m)
            .map_err(|e| format!("{}: move {} of the line: {m}: {e}", p.id, i + 1))?;
    }
    let first_is_solver = task.solver == start.turn();
    let solver_moves = if first_is_solver {
        p.line().len().div_ceil(2)
    } else {
        p.line().len() / 2
    } as u32;
    if p.goal == Goal::Draw {
        return match pos.outcome() {
            Some(o) if o.winner == Some(!task.solver) => Err(format!(
                "{}: the line ends in the solver's loss: {}",
                p.id,
                o.describe()
            )),
            _ => Ok(pos),
        };
    }
    if solver_moves > p.moves && p.key != KeyStatus::Fails {
        return Err(format!(
            "{}: the line takes {solver_moves} moves, the stipulation {}",
            p.id, p.moves
        ));
    }
    match pos.outcome() {
        Some(o) if task.reached(&pos, &o) => Ok(pos),
        Some(o) => Err(format!(
            "{}: the line ends otherwise than stated: {}",
            p.id,
            o.describe()
        )),
        None => Err(format!("{}: the line does not end the game", p.id)),
    }
}

/// A problem's starting position (in a built-in game, not over) and its task.
fn setup(p: &Problem) -> Result<(Position, Task), String> {
    let variant = rukh_rules::variant::builtin(&p.variant)
        .map_err(|e| format!("{}: game '{}': {e}", p.id, p.variant))?;
    let start = p.position(&variant)?;
    if start.outcome().is_some() {
        return Err(format!("{}: the position is already over", p.id));
    }
    let task = p.task(&start)?;
    Ok((start, task))
}

/// What can be checked of a problem without a proof: its game is built in, its position is
/// legal and not over, its goal and conditions make sense in that game, and its line is legal
/// and ends as stated. (`rukh problems check` proves the rest.)
pub fn validate(p: &Problem) -> Result<(), String> {
    let (start, task) = setup(p)?;
    if p.illegal_ply.is_none() && p.unusable.is_empty() {
        check_line(p, &start, &task)?;
    }
    Ok(())
}

/// Proves what a problem's key and every other first move do, each question within `budget`
/// positions (endgame tables answering where the position is small enough). With `recorded`,
/// the questions the file records as unsettled are not asked again (they stay unsettled).
pub fn examine(p: &Problem, budget: u64, recorded: bool) -> Result<Examination, String> {
    let (start, task) = setup(p)?;
    let tables = tables_for(&start);
    let mut qs = Questions::new(p, task, budget, tables.as_ref());
    qs.exact = !recorded || p.length.is_some();
    let line: Vec<Move> = {
        let mut q = start.clone();
        p.line()
            .iter()
            .map_while(|m| q.play_coord(m).ok())
            .collect()
    };
    let solver_first = task.solver == start.turn();
    let plies_after_first = |n: u32| p.plies(&start, n) - 1;
    let mut exam = Examination {
        key: None,
        key_verdict: Verdict::Unsettled,
        key_beyond: None,
        others: Vec::new(),
        longest_defence: Vec::new(),
        longest_defence_wrong: None,
        nodes: 0,
        tables: tables.is_some(),
    };
    let firsts: Vec<Move> = start.legal_moves().iter().copied().collect();
    if solver_first {
        let key = *line
            .first()
            .ok_or_else(|| format!("{}: the line is empty", p.id))?;
        exam.key = Some(coord(&start, key).to_string());
        let mut after = start.clone();
        after.play_unchecked(key);
        exam.key_verdict = if recorded && p.key == KeyStatus::Unsettled {
            Verdict::Unsettled
        } else {
            qs.verdict(&after, p.moves, plies_after_first, &line[1..])
        };
        if exam.key_verdict == Verdict::Fails && p.goal != Goal::Draw {
            // How long the key takes against the best defence: the recorded length, or the
            // first of a few more moves that settles.
            let tries: Vec<u32> = match p.length {
                Some(len) => vec![len],
                // Recorded as not settled: not asked again.
                None if recorded => Vec::new(),
                None => (p.moves + 1..=p.moves + 4).collect(),
            };
            for len in tries {
                let v = qs.verdict(&after, len, plies_after_first, &line[1..]);
                if v != Verdict::Fails {
                    exam.key_beyond = Some(v);
                    break;
                }
            }
        }
        for m in firsts {
            if m == key {
                continue;
            }
            let name = coord(&start, m).to_string();
            let v = if recorded && p.unsettled.contains(&name) {
                Verdict::Unsettled
            } else {
                let mut q = start.clone();
                q.play_unchecked(m);
                let v = qs.verdict(&q, p.moves, plies_after_first, &[]);
                if recorded && v == Verdict::Unsettled {
                    // Settled when the findings were recorded, with what earlier questions
                    // had left known: asked again on its own, with twice the budget.
                    let mut fresh =
                        Questions::new(p, task, budget.saturating_mul(2), tables.as_ref());
                    let v = fresh.verdict(&q, p.moves, plies_after_first, &[]);
                    qs.nodes += fresh.nodes;
                    v
                } else {
                    v
                }
            };
            exam.others.push((name, v));
        }
        // Where the key needs more moves than the line shows, the defence that holds out.
        let line_moves = line.len().div_ceil(2) as u32;
        if p.goal != Goal::Draw
            && let Some(Verdict::Wins { moves, exact: true }) =
                exam.key_beyond.clone().or(Some(exam.key_verdict.clone()))
            && moves > line_moves
        {
            if recorded && !p.longest_defence.is_empty() {
                // Re-verifying a file: its line is checked move by move, which proves it a
                // longest defence at a fraction of the search that found it.
                exam.longest_defence_wrong = if p.longest_defence[0]
                    != coord(&start, key).to_string()
                {
                    Some("the longest defence does not start with the key".into())
                } else {
                    holds_longest(&mut qs, &start, &p.longest_defence, p.plies(&start, moves)).err()
                };
                exam.longest_defence = p.longest_defence.clone();
            } else {
                exam.longest_defence =
                    longest_line(&mut qs, &start, key, moves, |n| p.plies(&start, n));
            }
        }
    } else {
        exam.key_verdict = if recorded && p.key == KeyStatus::Unsettled {
            Verdict::Unsettled
        } else {
            qs.verdict(&start, p.moves, |n| p.plies(&start, n), &line)
        };
        for m in firsts {
            let name = coord(&start, m).to_string();
            let v = if recorded && p.unsettled.contains(&name) {
                Verdict::Unsettled
            } else {
                let mut q = start.clone();
                q.play_unchecked(m);
                qs.verdict(&q, p.moves, plies_after_first, &[])
            };
            exam.others.push((name, v));
        }
        // The whole problem proved: each first move of the defender's is answered within the
        // stated moves, even where its own question ran out.
        if let Verdict::Wins { moves, .. } = exam.key_verdict {
            for (_, v) in &mut exam.others {
                if *v == Verdict::Unsettled {
                    *v = Verdict::Wins {
                        moves,
                        exact: false,
                    };
                }
            }
        }
    }
    exam.nodes = qs.nodes;
    Ok(exam)
}

/// A line from `start` beginning with `key`, in which the defender always plays a move that
/// holds out longest and the solver one that wins fastest (`moves` solver moves in all).
fn longest_line(
    qs: &mut Questions,
    start: &Position,
    key: Move,
    moves: u32,
    plies: impl Fn(u32) -> u32,
) -> Vec<String> {
    let solver = start.turn();
    let mut pos = start.clone();
    let mut out = vec![coord(&pos, key).to_string()];
    pos.play_unchecked(key);
    let mut left = plies(moves) - 1;
    while proof_outcome(&pos).is_none() && left > 0 {
        let candidates = proof_moves(&pos);
        let mut best: Option<(u32, Move)> = None;
        for m in candidates {
            let mut q = pos.clone();
            q.play_unchecked(m);
            let Some(n) = qs.least(&q, left - 1) else {
                if pos.turn() == solver {
                    continue;
                }
                // A defence that is not settled: the line cannot be told.
                return Vec::new();
            };
            let better = match best {
                None => true,
                Some((b, _)) if pos.turn() == solver => n < b,
                Some((b, _)) => n > b,
            };
            if better {
                best = Some((n, m));
            }
        }
        let Some((n, m)) = best else {
            return Vec::new();
        };
        out.push(coord(&pos, m).to_string());
        pos.play_unchecked(m);
        left = n;
    }
    out
}

/// Whether `line` (from `start`, the key first) is a longest defence of a key that reaches the
/// goal in exactly `plies` plies: legal, ending in the goal at its last move, and after each of
/// its moves the goal exactly as far as the line still goes (a shorter way for the solver would
/// make a defender's move not the best, a longer one a solver's move not the fastest).
fn holds_longest(
    qs: &mut Questions,
    start: &Position,
    line: &[String],
    plies: u32,
) -> Result<(), String> {
    let mut pos = start.clone();
    let last = line.len() as u32;
    // The goal comes at the line's last move, within the key's plies (a bared king's reply
    // may follow it).
    if last == 0 || last > plies {
        return Err(format!(
            "the longest defence has {last} plies, the key's length {plies}"
        ));
    }
    for (i, m) in line.iter().enumerate() {
        pos.play_coord(m)
            .map_err(|e| format!("longest defence, ply {}: {m}: {e}", i + 1))?;
        let left = last - i as u32 - 1;
        if left == 0 {
            break;
        }
        qs.begin();
        let within = qs.ask(&pos, left, &[]);
        qs.begin();
        let sooner = qs.ask(&pos, left - 1, &[]);
        match (within, sooner) {
            (Some(true), Some(false)) => {}
            (None, _) | (_, None) => {
                return Err(format!(
                    "longest defence, after ply {} ({m}): not settled within the budget",
                    i + 1
                ));
            }
            (Some(false), _) => {
                return Err(format!(
                    "longest defence, after ply {} ({m}): the goal is no longer reached in the {left} plies the line takes",
                    i + 1
                ));
            }
            (Some(true), Some(true)) => {
                return Err(format!(
                    "longest defence, after ply {} ({m}): the goal comes sooner than the line's {left} plies",
                    i + 1
                ));
            }
        }
    }
    let end = proof_outcome(&pos);
    if !end.is_some_and(|o| qs.reaches_goal(&pos, &o)) {
        return Err("the longest defence does not end in the goal".into());
    }
    Ok(())
}

/// Checks what a historical problem's file records against what the proof finds now: the line
/// legal and ending as stated, the key's status and length, every second solution with its
/// length, the longest defence, and the unsettled questions still unsettled.
pub fn verify_recorded(p: &Problem, budget: Option<u64>) -> Result<Examination, String> {
    let variant = rukh_rules::variant::builtin(&p.variant)
        .map_err(|e| format!("{}: game '{}': {e}", p.id, p.variant))?;
    let start = p.position(&variant)?;
    let task = p.task(&start)?;
    if let Some(ply) = p.illegal_ply {
        // The book's line as read: legal up to the marked move, which the rules refuse.
        let mut pos = start.clone();
        for (i, m) in p.solution.iter().enumerate() {
            let r = pos.play_coord(m);
            if i + 1 == ply {
                if r.is_ok() {
                    return Err(format!(
                        "{}: move {ply} of the book's line ({m}) is marked illegal but is legal",
                        p.id
                    ));
                }
                break;
            }
            r.map_err(|e| format!("{}: move {} of the book's line: {m}: {e}", p.id, i + 1))?;
        }
    }
    if !p.unusable.is_empty() && p.budget.is_none() {
        // Nothing proved to check (a problem left out before any proof).
        return Ok(Examination {
            key: None,
            key_verdict: Verdict::Unsettled,
            key_beyond: None,
            others: Vec::new(),
            longest_defence: Vec::new(),
            longest_defence_wrong: None,
            nodes: 0,
            tables: false,
        });
    }
    check_line(p, &start, &task)?;
    // The budget the findings were recorded with: the proof is deterministic, so each question
    // comes out as it did, unless a question left out (recorded as unsettled) had left known
    // what this one used; such a question is asked again on its own with twice the budget.
    let budget = budget.or(p.budget).unwrap_or(PROOF_NODES);
    let exam = examine(p, budget, true)?;
    let mut wrong = Vec::new();
    if exam.key_status() != p.key {
        wrong.push(format!(
            "the file says the key {:?}, the proof finds {}",
            p.key,
            exam.key_verdict.words(p.goal)
        ));
    }
    let length = exam.length(p.goal);
    if p.length.is_some() && p.length != length {
        wrong.push(format!(
            "the file says the key needs {:?} moves, the proof finds {}",
            p.length,
            exam.key_verdict.words(p.goal)
        ));
    }
    let found_cooks = exam.cooks();
    if found_cooks != p.cooks {
        wrong.push(format!(
            "second solutions: the file has {:?}, the proof finds {:?}",
            p.cooks
                .iter()
                .map(|c| format!("{} in {}", c.first, c.moves))
                .collect::<Vec<_>>(),
            found_cooks
                .iter()
                .map(|c| format!("{} in {}", c.first, c.moves))
                .collect::<Vec<_>>()
        ));
    }
    let unsettled = exam.unsettled();
    if unsettled != p.unsettled {
        wrong.push(format!(
            "unsettled first moves: the file has {:?}, the proof leaves {:?}",
            p.unsettled, unsettled
        ));
    }
    if exam.key.is_none() {
        let refuted: Vec<&String> = exam
            .others
            .iter()
            .filter(|(_, v)| *v == Verdict::Fails)
            .map(|(m, _)| m)
            .collect();
        if !refuted.is_empty() && p.key == KeyStatus::Wins {
            wrong.push(format!("the defender escapes with {refuted:?}"));
        }
    }
    let best = book_line_is_best(p, length);
    if p.book_line_best.unwrap_or(true) != best {
        wrong.push(format!(
            "the file says the book's defence is {}the longest, the proof finds the key needs {:?} moves against the best defence, the line {}",
            if best { "not " } else { "" },
            length,
            p.line().len().div_ceil(2)
        ));
    }
    if let Some(why) = &exam.longest_defence_wrong {
        wrong.push(why.clone());
    }
    if !best && p.longest_defence != exam.longest_defence {
        wrong.push(format!(
            "longest defence: the file has {:?}, the proof finds {:?}",
            p.longest_defence, exam.longest_defence
        ));
    }
    if wrong.is_empty() {
        Ok(exam)
    } else {
        Err(format!("{}: {}", p.id, wrong.join("; ")))
    }
}

/// A problem found in a game: a position where exactly one first move wins by force.
pub struct Mined {
    pub fen: String,
    pub goal: Goal,
    pub moves: u32,
    pub solution: Vec<String>,
}

/// Whether `pos` is a problem at `depth`: the side to move wins by force in 2 to `max_moves`
/// moves with exactly one first move (the second-best line does not win), and the engine's
/// line, played out, ends in that win.
pub fn mine(
    searcher: &mut Searcher,
    pos: &Position,
    depth: u32,
    max_moves: u32,
    min_men: u32,
) -> Option<Mined> {
    if pos.outcome().is_some() || pos.legal_moves().len() < 2 {
        return None;
    }
    let men = pos.men(rukh_rules::Color::White) + pos.men(rukh_rules::Color::Black);
    if men < min_men {
        return None;
    }
    // A quick look first: most positions hold no forced win.
    searcher.clear();
    let (moves, _) = forced_win(searcher, pos, None, Some(depth.min(7)))?;
    if !(2..=max_moves).contains(&moves) {
        return None;
    }
    searcher.clear();
    let limits = Limits {
        depth: Some(depth),
        multipv: 2,
        ..Limits::default()
    };
    let mut lines: Vec<Option<(Score, Vec<Move>)>> = vec![None, None];
    searcher.search(pos, &limits, Arc::new(AtomicBool::new(false)), |i| {
        if (1..=2).contains(&i.multipv) {
            lines[i.multipv - 1] = Some((i.score, i.pv.clone()));
        }
    });
    let (best_score, pv) = lines[0].clone()?;
    let n = solver_moves(pos, best_score, &pv, pos.turn())?;
    if n <= 1 || n > max_moves {
        return None;
    }
    if let Some((Score::Mate(m), _)) = &lines[1]
        && *m > 0
    {
        return None;
    }
    // The line, played out, must end in the side to move's win.
    let solver = pos.turn();
    let mut end = pos.clone();
    let mut solution = Vec::new();
    for &m in &pv {
        if end.outcome().is_some() || !end.legal_moves().contains(m) {
            break;
        }
        solution.push(coord(&end, m).to_string());
        end.play_unchecked(m);
    }
    let o = end.outcome()?;
    if o.winner != Some(solver) {
        return None;
    }
    // The engine's search prunes: the win must stand against every defence, and no other first
    // move may win as fast.
    let moves = solution.len().div_ceil(2) as u32;
    let plies = plies_for(moves);
    let mut prover = Prover::new(PROOF_NODES);
    let mut p = pos.clone();
    if prover.wins(&mut p, solver, plies, &pv) != Some(true) {
        return None;
    }
    if other_key(pos, pv.first().copied(), plies).is_some() {
        return None;
    }
    let goal = Goal::of(o.reason);
    Some(Mined {
        fen: pos.fen(),
        goal,
        moves: solution.len().div_ceil(2) as u32,
        solution,
    })
}

/// The problem files that come with Rukh, one per game (`problems/*.toml`).
pub const BUILTIN_FILES: &[(&str, &str)] = &[
    (
        "historical",
        include_str!("../../../problems/historical.toml"),
    ),
    ("shatranj", include_str!("../../../problems/shatranj.toml")),
    (
        "chaturanga-davidson",
        include_str!("../../../problems/chaturanga-davidson.toml"),
    ),
    ("parsi", include_str!("../../../problems/parsi.toml")),
    (
        "shatranj-kamil-64",
        include_str!("../../../problems/shatranj-kamil-64.toml"),
    ),
    (
        "great-shatranj",
        include_str!("../../../problems/great-shatranj.toml"),
    ),
];

/// Reads a problem file.
pub fn parse_file(text: &str) -> Result<Vec<Problem>, String> {
    toml::from_str::<ProblemFile>(text)
        .map(|f| f.problem)
        .map_err(|e| e.to_string())
}

/// Every problem that comes with Rukh, in file order.
pub fn builtin() -> Vec<Problem> {
    BUILTIN_FILES
        .iter()
        .flat_map(|(name, text)| {
            parse_file(text).unwrap_or_else(|e| panic!("problems/{name}.toml: {e}"))
        })
        .collect()
}

/// Writes what an examination found into the problem's findings.
pub fn record(p: &mut Problem, exam: &Examination) {
    p.key = exam.key_status();
    p.length = exam.length(p.goal);
    p.cooks = exam.cooks();
    p.unsettled = exam.unsettled();
    let best = book_line_is_best(p, p.length);
    p.book_line_best = (!best).then_some(false);
    p.longest_defence = if best {
        Vec::new()
    } else {
        exam.longest_defence.clone()
    };
}

/// A whole problem file.
pub fn to_file(problems: &[Problem], header: &str) -> String {
    let table = ProblemFile {
        problem: problems.to_vec(),
    };
    let header = if header.trim().is_empty() {
        "# Problems in Rukh's format: see problems/README.md."
    } else {
        header.trim_end()
    };
    format!(
        "{header}\n\n{}",
        toml::to_string(&table).unwrap_or_default()
    )
}

/// The comment lines a problem file starts with (kept when the file is rewritten).
pub fn file_header(text: &str) -> String {
    text.lines()
        .take_while(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One problem as a `[[problem]]` table, for appending to a file.
pub fn to_toml(p: &Problem) -> String {
    let table = ProblemFile {
        problem: vec![p.clone()],
    };
    toml::to_string(&table).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_king_problem_is_verified_and_a_wrong_one_refused() {
        let mut s = Searcher::new(4);
        let mut p = Problem {
            id: "t1".into(),
            variant: "shatranj".into(),
            fen: "7k/8/8/8/8/8/R6p/4K3 w - - 0 1".into(),
            goal: Goal::BareKing,
            moves: 1,
            source: "test".into(),
            solution: vec!["a2h2".into(), "h8g8".into()],
            ..Problem::default()
        };
        // Black's reply is part of it: a bared king may bare back on its move.
        verify(&p, &mut s).unwrap();
        let v = rukh_rules::variant::builtin("shatranj").unwrap();
        assert_eq!(p.solution_san(&v).unwrap(), "1. Rxh2+ Kg8");
        p.solution.pop();
        assert!(verify(&p, &mut s).unwrap_err().contains("does not end"));
        p.solution.push("h8g8".into());
        p.goal = Goal::Mate;
        assert!(
            verify(&p, &mut s)
                .unwrap_err()
                .contains("otherwise than stated")
        );
        p.goal = Goal::Win;
        p.solution = vec!["a2a3".into()];
        assert!(verify(&p, &mut s).unwrap_err().contains("does not end"));
    }

    /// A condition decides which mates count: here 1.b7# (the pawn) and 1.Rh8# (the rook) both
    /// mate on a8; "mate with the pawn" has the one key and "mate with the rook" (Rukh, or R)
    /// the other, a knight (Asp) cannot mate at all, and "mate on a8" has both.
    #[test]
    fn conditions_decide_which_mates_count() {
        let problem = |key: &str, with: &str, on: &str| Problem {
            id: "condition".into(),
            variant: "shatranj".into(),
            fen: "k7/p1Q5/PPK5/8/8/8/8/7R w - - 0 1".into(),
            goal: Goal::Mate,
            moves: 1,
            mate_with: with.into(),
            mate_on: on.into(),
            source: "test".into(),
            collection: "test".into(),
            solution: vec![key.into()],
            ..Problem::default()
        };
        let others =
            |e: &Examination| -> Vec<String> { e.cooks().into_iter().map(|c| c.first).collect() };
        let pawn = examine(&problem("b6b7", "pawn", ""), 100_000, false).unwrap();
        assert_eq!(pawn.key_status(), KeyStatus::Wins);
        assert!(others(&pawn).is_empty(), "only the pawn's mate counts");
        let rook = examine(&problem("h1h8", "R", ""), 100_000, false).unwrap();
        assert_eq!(rook.key_status(), KeyStatus::Wins);
        assert!(others(&rook).is_empty(), "only the rook's mate counts");
        let wrong = examine(&problem("b6b7", "Rukh", ""), 100_000, false).unwrap();
        assert_eq!(wrong.key_status(), KeyStatus::Fails);
        assert_eq!(others(&wrong), ["h1h8"]);
        let named = examine(&problem("b6b7", "rook", ""), 100_000, false).unwrap_err();
        assert!(
            named.contains("no man called 'rook'") && named.contains("Rukh (R)"),
            "{named}"
        );
        let knight = examine(&problem("b6b7", "Asp", ""), 100_000, false).unwrap();
        assert_eq!(knight.key_status(), KeyStatus::Fails);
        assert!(others(&knight).is_empty());
        let on = examine(&problem("b6b7", "", "a8"), 100_000, false).unwrap();
        assert_eq!(on.key_status(), KeyStatus::Wins);
        assert_eq!(others(&on), ["h1h8"]);
        let elsewhere = examine(&problem("b6b7", "", "b8"), 100_000, false).unwrap();
        assert_eq!(elsewhere.key_status(), KeyStatus::Fails);
    }

    /// The proof-number search answers as the plain proof does, at every length up to the
    /// problem's: no mate within fewer plies than the exact length, a mate within it (mansubat
    /// of 3, 5 and 6 moves; Alfonso 5, Black mating in 4; Alfonso 24, whose key mates in 4
    /// where the book takes 8).
    #[test]
    fn the_proof_number_search_agrees_with_the_plain_proof() {
        let all = builtin();
        for id in [
            "shatranj-abu-naim",
            "shatranj-al-adli",
            "shatranj-dilaram",
            "shatranj-alfonso-5",
            "shatranj-alfonso-24",
        ] {
            let p = all.iter().find(|p| p.id == id).expect(id);
            let v = rukh_rules::variant::builtin(&p.variant).unwrap();
            let start = p.position(&v).unwrap();
            let task = p.task(&start).unwrap();
            let length = p.length.expect("an exact length is recorded");
            let most = p.plies(&start, length);
            for plies in 1..=most {
                let plain = Prover::for_task(50_000_000, task, None).reaches(
                    &mut start.clone(),
                    plies,
                    &[],
                );
                let mut numbers = Prover::for_task(50_000_000, task, None);
                let by_numbers = numbers.reaches_by_numbers(&mut start.clone(), plies);
                assert_eq!(by_numbers, plain, "{id} within {plies} plies");
                assert_eq!(
                    by_numbers,
                    Some(plies + 1 >= most),
                    "{id} within {plies} plies ({} positions)",
                    numbers.nodes
                );
            }
        }
    }
}
