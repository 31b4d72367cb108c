//! Problems: a position, a stipulation (the side to move wins by mate, by baring the king, or by
//! any of the game's wins, in at most N of its moves), a source and a solution. The format is
//! one TOML file of `[[problem]]` tables for all games (see `problems/README.md`); [`verify`]
//! checks a problem by the rules and the engine, and [`mine`] finds new ones in games.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_rules::{CoordMove, Move, Position, Reason, Variant, coord, san};
use serde::{Deserialize, Serialize};

use crate::search::{Limits, Score, Searcher, line_end};

/// How the side to move must win.
#[derive(Clone, Copy, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Checkmate.
    Mate,
    /// Take the enemy's last man but the king (in Parsi also the raja's own bareness, boorj).
    BareKing,
    /// Any of the game's wins (mate, bare king, stalemate where it wins, a king taken...).
    Win,
}

impl Goal {
    /// Whether an ending reached by the rules fulfils the goal.
    pub fn met_by(self, reason: Reason) -> bool {
        match self {
            Goal::Mate => reason == Reason::Checkmate,
            Goal::BareKing => matches!(reason, Reason::BareKing | Reason::Boorj),
            Goal::Win => true,
        }
    }

    fn words(self) -> &'static str {
        match self {
            Goal::Mate => "mate",
            Goal::BareKing => "bare the king",
            Goal::Win => "win",
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

/// One problem as stored.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Problem {
    /// Unique among all problems; used in the page's address.
    pub id: String,
    /// The game (a built-in id).
    pub variant: String,
    pub fen: String,
    pub goal: Goal,
    /// The most moves of the side to move the win may take.
    pub moves: u32,
    /// Where it comes from: book, manuscript and number, page; or how it was found.
    pub source: String,
    /// A short title (a name the problem is known by), if any.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// The main line in coordinates, the solver's and the defender's moves in turn.
    pub solution: Vec<String>,
    /// Words on the solution or the history.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// A file of problems.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ProblemFile {
    #[serde(default)]
    pub problem: Vec<Problem>,
}

impl Problem {
    /// "White to play and mate in 3".
    pub fn stipulation(&self, pos: &Position) -> String {
        format!(
            "{} to play and {} in {}",
            pos.turn().name_capitalized(),
            self.goal.words(),
            self.moves
        )
    }

    /// The start position, or why it cannot be read.
    pub fn position(&self, variant: &Arc<Variant>) -> Result<Position, String> {
        Position::from_fen(variant, &self.fen).map_err(|e| format!("{}: FEN: {e}", self.id))
    }

    /// The solution in SAN with move numbers ("1. Rxh2+ Kg8").
    pub fn solution_san(&self, variant: &Arc<Variant>) -> Result<String, String> {
        let start = self.position(variant)?;
        let mut pos = start.clone();
        let mut words = Vec::new();
        for (i, m) in self.solution.iter().enumerate() {
            let cm = CoordMove::parse(pos.variant().geometry, m)
                .map_err(|e| format!("{}: {m}: {e}", self.id))?;
            let mv = cm
                .to_move(&pos)
                .map_err(|e| format!("{}: {m}: {e}", self.id))?;
            let text = san(&pos, mv).to_string();
            let number = rukh_rules::pgn::move_number(&start, i);
            if i == 0 || !number.ends_with("...") {
                words.push(format!("{number} {text}"));
            } else {
                words.push(text);
            }
            pos.play_unchecked(mv);
        }
        Ok(words.join(" "))
    }
}

/// An exact proof that `solver` wins within `plies` plies whatever the defence: every defence
/// is tried (the engine's search prunes, so its mate scores can miss one). Answers Some(true)
/// or Some(false), or None when `budget` positions were not enough to tell.
pub struct Prover {
    /// Positions looked at so far.
    pub nodes: u64,
    budget: u64,
    /// (position, plies left) known to win or not.
    known: std::collections::HashMap<(u64, u32), bool>,
    /// A solver's move that won at each depth, tried first in other positions of that depth.
    killers: Vec<Option<Move>>,
}

impl Prover {
    pub fn new(budget: u64) -> Prover {
        Prover {
            nodes: 0,
            budget,
            known: std::collections::HashMap::new(),
            killers: vec![None; 64],
        }
    }

    /// Whether `solver` wins from `pos` within `plies` plies (None: the budget ran out). `first`
    /// moves are tried first (the stated solution, the engine's line).
    pub fn wins(
        &mut self,
        pos: &mut Position,
        solver: rukh_rules::Color,
        plies: u32,
        first: &[Move],
    ) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if let Some(o) = pos.outcome() {
            return Some(o.winner == Some(solver));
        }
        if plies == 0 {
            return Some(false);
        }
        let key = (pos.hash(), plies);
        if let Some(&k) = self.known.get(&key) {
            return Some(k);
        }
        let mut moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        let attacking = pos.turn() == solver;
        // Order: the given line's move, the killer, captures (for both sides: the attacker's
        // strongest tries, the defender's likeliest refutations).
        let given = first.first().copied();
        let killer = self.killers.get(plies as usize).copied().flatten();
        moves.sort_by_key(|&m| {
            if Some(m) == given {
                0
            } else if attacking && Some(m) == killer {
                1
            } else if pos.piece_at(m.to()).is_some() {
                2
            } else {
                3
            }
        });
        let mut result = !attacking;
        for m in moves {
            pos.play_unchecked(m);
            let rest = if Some(m) == given {
                &first[1..]
            } else {
                &[][..]
            };
            let r = self.wins(pos, solver, plies - 1, rest);
            pos.undo();
            let r = r?;
            if attacking && r {
                if let Some(k) = self.killers.get_mut(plies as usize) {
                    *k = Some(m);
                }
                result = true;
                break;
            }
            if !attacking && !r {
                result = false;
                break;
            }
        }
        self.known.insert(key, result);
        Some(result)
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
            title: String::new(),
            solution: vec!["a2h2".into(), "h8g8".into()],
            note: String::new(),
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
}
