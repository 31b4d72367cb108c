//! Iterative deepening principal-variation search with a transposition table, quiescence,
//! null-move pruning (kept out of the zugzwang-prone endings), late-move reductions guided by
//! the history of quiet moves and their continuation history, counter moves, static exchange
//! evaluation (ordering, and pruning near the leaves), a ply less where the table has no move,
//! more reduction at expected cut nodes and where the static score is not improving, check
//! extensions, and every end rule of the game at the leaves. A search for a mate prunes nothing on
//! the static score and reduces no move.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use web_time::Instant;

use rukh_rules::{Color, Grade, Move, MoveList, Position};

use crate::eval::{EVAL_LIMIT, Params, evaluate_with_draw};
use crate::see::see_ge;
use crate::tt::{Bound, Table};
pub use crate::tunables::SearchParams;

pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses by the rules.
pub const MATE_BOUND: i32 = 29_000;
const MAX_PLY: usize = 128;
const INF: i32 = 32_000;

/// What limits a search.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// Own clock, increment, moves to the next time control.
    pub clock: Option<(Duration, Duration, Option<u32>)>,
    pub infinite: bool,
    /// Lines to report (MultiPV); 0 and 1 both mean one.
    pub multipv: usize,
    /// Time kept back from the clock for the GUI's and the machine's delays (UCI `Move
    /// Overhead`); None: [`MOVE_OVERHEAD`].
    pub overhead: Option<Duration>,
    /// The root moves to consider (UCI `searchmoves`); empty: all.
    pub searchmoves: Vec<Move>,
    /// Stop once a mate in this many moves (or fewer) is found (UCI `mate`).
    pub mate: Option<u32>,
}

/// The default reserve on the clock, in milliseconds. A machine under load can stop a process for
/// a few hundred milliseconds, and a GUI adds its own delay; a search that plans to end its game
/// with less than this on the clock loses games on time that it never needed to.
pub const MOVE_OVERHEAD: u64 = 300;

/// A search score for people and protocols.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Score {
    Cp(i32),
    /// Moves to the win (negative: to the loss).
    Mate(i32),
}

impl Score {
    pub fn from_internal(s: i32) -> Score {
        if s > MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s < -MATE_BOUND {
            Score::Mate(-((MATE + s) / 2))
        } else {
            Score::Cp(s)
        }
    }
}

/// Progress of a search, reported after every depth.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub raw_score: i32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
    pub hashfull: usize,
    /// Which line this is (1 = best), for MultiPV.
    pub multipv: usize,
    /// Positions found in the endgame tables.
    pub tbhits: u64,
}

/// Where a line of moves ends: the winner (None: a draw) and the plies to the end; None when
/// the line stops before the game does (or holds a move that is not legal).
pub fn line_end(pos: &Position, pv: &[Move]) -> Option<(Option<Color>, usize)> {
    let mut p = pos.clone();
    for (i, &m) in pv.iter().enumerate() {
        if let Some(o) = p.outcome() {
            return Some((o.winner, i));
        }
        if !p.legal_moves().contains(m) {
            return None;
        }
        p.play_unchecked(m);
    }
    p.outcome().map(|o| (o.winner, pv.len()))
}

impl Info {
    /// The score as protocols and people read it. A win's moves are counted along the line where
    /// it is played out to the end: Parsi's mate scores also rank the grades of win, so there
    /// they are not distances. Otherwise the score as searched.
    pub fn shown_score(&self, pos: &Position) -> Score {
        match self.score {
            Score::Mate(n) => match line_end(pos, &self.pv) {
                Some((Some(w), plies)) => {
                    let moves = plies.div_ceil(2).max(1) as i32;
                    Score::Mate(if w == pos.turn() { moves } else { -moves })
                }
                _ => Score::Mate(n),
            },
            s => s,
        }
    }
}

/// The engine's state between searches.
pub struct Searcher {
    tt: Arc<Table>,
    /// Search threads (Lazy SMP): helpers search the same tree and share the table.
    pub threads: usize,
    /// The search's margins, reductions and bonuses (`setoption`, `rukh spsa`).
    pub search_params: SearchParams,
    killers: Vec<[Option<Move>; 2]>,
    /// Quiet moves' success by from and to square, kept within +-HISTORY_MAX.
    history: Vec<i32>,
    /// The quiet move that last refuted each move (by the refuted move's from and to square).
    counters: Vec<Option<Move>>,
    /// Continuation history: how quiet moves did right after a move one or two plies before,
    /// indexed by both moves' piece-and-destination slots (`slot`), kept within +-HISTORY_MAX.
    continuation: Vec<i32>,
    /// Slots of the game being searched: two sides of each kind on each square.
    slots: usize,
    /// The slot of the move made at each ply of the line being searched (None: a null move).
    line: Vec<Option<usize>>,
    /// The corrected static score at each ply of the line being searched (None: in check).
    evals: Vec<Option<i32>>,
    /// A search for a mate (UCI `go mate`, a problem's check): no move or position is pruned on
    /// its static score, which would hide the quiet moves of a mating net.
    solving: bool,
    nodes: u64,
    seldepth: u32,
    stop: Arc<AtomicBool>,
    stopped: bool,
    hard_deadline: Option<Instant>,
    node_limit: Option<u64>,
    pv_table: Vec<Vec<Move>>,
    /// Root moves left out of this search (the lines already found in MultiPV).
    excluded: Vec<Move>,
    /// The only root moves this search considers (`searchmoves`); empty: all.
    root_only: Vec<Move>,
    /// Centipawns a draw is worth less than nothing to the side that searches: above zero it
    /// plays on in level positions rather than repeat.
    pub contempt: i32,
    root_side: Color,
    /// The evaluation's weights for the game being searched.
    params: Params,
    /// Static scores of positions met in this search, by hash: a position reached again by
    /// another order of moves, or searched again one ply deeper, is not evaluated twice.
    eval_cache: Vec<(u64, i32)>,
    /// Mixed into the cache's keys, and changed for every search, so that scores of an earlier
    /// search (another side searching, other weights or contempt) are never found.
    eval_salt: u64,
    /// Which evaluation to play with, and the learned one in use for the game searched.
    net_choice: crate::nnue::Choice,
    net: Option<crate::nnue::Accumulator>,
    /// Correction history: how far searches have found the static score off, on average, by
    /// the side to move and the pawns on the board (in 1/CORRECTION_GRAIN centipawns).
    correction: Vec<i32>,
    /// The game's pawn kinds, whose squares key the correction history.
    pawn_kinds: Vec<u8>,
    /// Endgame tables of the game searched, if given (`TablebasePath`).
    tb: Option<Arc<rukh_tablebase::Tablebase>>,
    /// Positions of this search found in the tables.
    tbhits: u64,
}

/// Plies of the captures-only search after which only recaptures are tried.
const QS_RECAPTURES: u32 = 6;
/// Plies of the captures-only search after which the static score stands.
const QS_MAX: u32 = 16;

/// Entries of the evaluation cache (16 bytes each).
const EVAL_CACHE: usize = 1 << 16;

/// Entries of the correction history per side.
const CORRECTION_SIZE: usize = 1 << 14;
/// Fractions of a centipawn the correction history keeps.
const CORRECTION_GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const CORRECTION_MAX: i32 = 64;

/// The default contempt, in centipawns.
pub const CONTEMPT: i32 = 50;

impl Searcher {
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher::with_table(Arc::new(Table::new(hash_mb)))
    }

    fn with_table(tt: Arc<Table>) -> Searcher {
        Searcher {
            tt,
            threads: 1,
            search_params: SearchParams::default(),
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 128 * 128],
            counters: vec![None; 128 * 128],
            continuation: Vec::new(),
            slots: 0,
            line: vec![None; MAX_PLY + 2],
            evals: vec![None; MAX_PLY + 2],
            solving: false,
            nodes: 0,
            seldepth: 0,
            stop: Arc::new(AtomicBool::new(false)),
            stopped: false,
            hard_deadline: None,
            node_limit: None,
            pv_table: vec![Vec::new(); MAX_PLY + 2],
            excluded: Vec::new(),
            root_only: Vec::new(),
            contempt: CONTEMPT,
            root_side: Color::White,
            params: Params::DEFAULT,
            eval_cache: vec![(0, 0); EVAL_CACHE],
            eval_salt: 0,
            net_choice: crate::nnue::process_choice(),
            net: None,
            correction: vec![0; 2 * CORRECTION_SIZE],
            pawn_kinds: Vec::new(),
            tb: None,
            tbhits: 0,
        }
    }

    /// Chooses the evaluation: a built-in network, a file's, or the written one.
    pub fn set_choice(&mut self, choice: crate::nnue::Choice) {
        self.net_choice = choice;
        self.net = None;
    }

    pub fn choice(&self) -> &crate::nnue::Choice {
        &self.net_choice
    }

    /// The learned evaluation of the last search, if one played.
    pub fn network(&self) -> Option<&Arc<crate::nnue::Network>> {
        self.net.as_ref().map(|a| a.network())
    }

    /// Endgame tables to play with (None: none). Used for the game they were built for.
    pub fn set_tablebase(&mut self, tb: Option<Arc<rukh_tablebase::Tablebase>>) {
        self.tb = tb;
    }

    /// The tables for `pos`'s game, if any were given.
    fn tables_for(&self, pos: &Position) -> Option<&rukh_tablebase::Tablebase> {
        self.tb
            .as_deref()
            .filter(|t| Arc::ptr_eq(&t.variant, pos.variant()))
    }

    /// The score of a value from the tables at `ply`: a win or loss as far off as a mate found
    /// by search, a draw as a draw.
    fn table_score(&self, pos: &Position, v: rukh_tablebase::Value, ply: usize) -> i32 {
        let end = MATE - ply as i32 - v.plies as i32;
        match v.wdl {
            rukh_tablebase::Wdl::Win => end,
            rukh_tablebase::Wdl::Loss => -end,
            rukh_tablebase::Wdl::Draw => self.draw_score(pos),
        }
    }

    /// The move the tables choose at the root (the quickest win, the longest defence, else a
    /// drawing move), with a line played out by the tables; None when the position is not in
    /// them.
    fn table_root(&mut self, pos: &Position, limits: &Limits) -> Option<(Move, Info)> {
        if limits.multipv > 1 || !limits.searchmoves.is_empty() {
            return None;
        }
        // (Without waiting for a class's values to be read: until they are in, the search
        // plays.)
        let tb = self.tables_for(pos)?;
        let value = tb.probe_now(pos)?;
        let moves = tb.probe_moves_now(pos)?;
        let &(best, _) = moves.first()?;
        let mut pv = vec![best];
        let mut p = pos.clone();
        p.play_unchecked(best);
        while pv.len() < 16 && p.outcome().is_none() {
            let Some(&(m, _)) = tb
                .probe_moves_now(&p)
                .and_then(|l| l.first().copied())
                .as_ref()
            else {
                break;
            };
            pv.push(m);
            p.play_unchecked(m);
        }
        self.root_side = pos.turn();
        // A draw the tables know is worth nothing to either side, whatever the contempt.
        let raw = match value.wdl {
            rukh_tablebase::Wdl::Draw => 0,
            _ => self.table_score(pos, value, 0),
        };
        let hits = 1 + moves.len() as u64;
        Some((
            best,
            Info {
                depth: 1,
                seldepth: pv.len() as u32,
                score: Score::from_internal(raw),
                raw_score: raw,
                nodes: hits,
                time: Duration::ZERO,
                pv,
                hashfull: self.tt.hashfull(),
                multipv: 1,
                tbhits: hits,
            },
        ))
    }

    /// A draw's score for the side to move in `pos`.
    fn draw_score(&self, pos: &Position) -> i32 {
        if pos.turn() == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// The static evaluation of `pos` for the side to move, a position of drawn material leaning
    /// to what a draw is worth to it.
    fn static_eval(&mut self, pos: &Position) -> i32 {
        let key = pos.hash() ^ self.eval_salt;
        let draw = self.draw_score(pos);
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE - 1)];
        if slot.0 == key {
            return slot.1;
        }
        let e = match &mut self.net {
            Some(acc) => acc.evaluate(pos).clamp(-EVAL_LIMIT, EVAL_LIMIT),
            None => evaluate_with_draw(pos, &self.params, draw),
        };
        *slot = (key, e);
        e
    }

    /// The correction history's entry for `pos`: the side to move and where the pawns stand.
    fn correction_index(&self, pos: &Position) -> usize {
        let mut h = 0u64;
        for &k in &self.pawn_kinds {
            for c in [Color::White, Color::Black] {
                let b = pos.pieces(c, k).0;
                h = (h ^ b as u64 ^ ((b >> 64) as u64).rotate_left(29))
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(31);
            }
        }
        pos.turn().index() * CORRECTION_SIZE + (h >> 50) as usize % CORRECTION_SIZE
    }

    /// The static score corrected by what searches of positions with the same pawns found.
    fn corrected(&self, pos: &Position, raw: i32) -> i32 {
        let c = self.correction[self.correction_index(pos)] / CORRECTION_GRAIN;
        (raw + c).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Moves the correction toward the difference between a search's score and the raw static
    /// score, the more the deeper the search.
    fn correct(&mut self, pos: &Position, raw: i32, searched: i32, depth: i32) {
        let i = self.correction_index(pos);
        let w = (depth + 1).min(16);
        let target = (searched - raw).clamp(-CORRECTION_MAX, CORRECTION_MAX) * CORRECTION_GRAIN;
        let e = &mut self.correction[i];
        *e = (*e * (256 - w) + target * w) / 256;
    }

    /// Sets up a search of `pos`: its side, its game's weights, and a fresh evaluation cache
    /// (the cached scores hold for one side searching, one game and one set of weights).
    fn begin(&mut self, pos: &Position) {
        self.root_side = pos.turn();
        self.params = Params::in_use(pos.variant());
        let net = self.net_choice.network_for(pos.variant());
        let same = match (&net, &self.net) {
            (Some(n), Some(a)) => Arc::ptr_eq(n, a.network()),
            (None, None) => true,
            _ => false,
        };
        if !same {
            self.net = net.map(crate::nnue::Accumulator::new);
        }
        let v = pos.variant();
        self.pawn_kinds = (0..v.pieces.len() as u8)
            .filter(|&k| v.piece(k).pawn)
            .collect();
        let slots = 2 * v.pieces.len() * v.geometry.squares();
        if slots != self.slots {
            self.slots = slots;
            self.continuation = vec![0; slots * slots];
        }
        self.eval_salt = self
            .eval_salt
            .wrapping_add(0x9E37_79B9_7F4A_7C15)
            .rotate_left(17);
    }

    /// A new table of `hash_mb` MiB, or the largest power of two below it that the machine
    /// gives; returns its size in MiB (a size the machine refuses never aborts the program).
    pub fn resize(&mut self, hash_mb: usize) -> usize {
        let mut mb = hash_mb.max(1);
        // The old table goes first, so its memory can serve the new one.
        self.tt = Arc::new(Table::new(1));
        loop {
            if let Some(t) = Table::try_new(mb) {
                self.tt = Arc::new(t);
                return self.tt.megabytes().max(1);
            }
            if mb == 1 {
                return 1;
            }
            mb /= 2;
        }
    }

    pub fn clear(&mut self) {
        // A large table is made anew (its zero pages come from the system as they are touched)
        // rather than written over: `ucinewgame` with a table of gigabytes answers at once.
        let mb = self.tt.megabytes();
        if mb > 256 {
            self.resize(mb);
        } else {
            self.tt.clear();
        }
        self.history.iter_mut().for_each(|h| *h = 0);
        self.counters.iter_mut().for_each(|c| *c = None);
        self.continuation.iter_mut().for_each(|h| *h = 0);
        self.correction.iter_mut().for_each(|h| *h = 0);
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
    }

    /// Searches `pos` and returns the best move (None when the game is over) and the last info.
    /// With more than one thread, helpers search the same position with the shared table (Lazy SMP)
    /// until this thread is done.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: &Limits,
        stop: Arc<AtomicBool>,
        mut report: impl FnMut(&Info),
    ) -> (Option<Move>, Option<Info>) {
        self.tt.new_search();
        if let Some((mv, info)) = self.table_root(pos, limits) {
            report(&info);
            return (Some(mv), Some(info));
        }
        if self.threads <= 1 {
            return self.search_one(pos, limits, stop, report, 0);
        }
        let helpers_stop = Arc::new(AtomicBool::new(false));
        std::thread::scope(|scope| {
            for i in 1..self.threads {
                let tt = Arc::clone(&self.tt);
                let hs = Arc::clone(&helpers_stop);
                let outer = Arc::clone(&stop);
                let pos = pos.clone();
                let contempt = self.contempt;
                let search_params = self.search_params;
                let choice = self.net_choice.clone();
                let tb = self.tb.clone();
                let mut helper_limits = limits.clone();
                helper_limits.nodes = None;
                helper_limits.infinite = true;
                helper_limits.depth = limits.depth.map(|d| d + 1);
                scope.spawn(move || {
                    let mut h = Searcher::with_table(tt);
                    h.contempt = contempt;
                    h.search_params = search_params;
                    h.set_choice(choice);
                    h.set_tablebase(tb);
                    // Stop with the main thread, or when the caller stops everything.
                    let flag = Arc::new(AtomicBool::new(false));
                    let f2 = Arc::clone(&flag);
                    let watcher = std::thread::spawn(move || {
                        while !hs.load(Ordering::Relaxed) && !outer.load(Ordering::Relaxed) {
                            std::thread::sleep(Duration::from_millis(1));
                        }
                        f2.store(true, Ordering::Relaxed);
                    });
                    h.search_one(&pos, &helper_limits, flag, |_| {}, i);
                    let _ = watcher.join();
                });
            }
            let r = self.search_one(pos, limits, Arc::clone(&stop), report, 0);
            helpers_stop.store(true, Ordering::Relaxed);
            r
        })
    }

    fn search_one(
        &mut self,
        pos: &Position,
        limits: &Limits,
        stop: Arc<AtomicBool>,
        mut report: impl FnMut(&Info),
        helper: usize,
    ) -> (Option<Move>, Option<Info>) {
        let start = Instant::now();
        self.stop = stop;
        self.stopped = false;
        self.nodes = 0;
        self.tbhits = 0;
        self.node_limit = limits.nodes;
        self.solving = limits.mate.is_some();
        let (soft, hard) = time_budget(limits);
        self.hard_deadline = hard.map(|h| start + h);
        let mut pos = pos.clone();
        self.begin(&pos);
        let mut root_moves = pos.legal_moves();
        self.root_only.clear();
        if root_moves.iter().any(|m| limits.searchmoves.contains(m)) {
            root_moves.retain(|m| limits.searchmoves.contains(&m));
            self.root_only = root_moves.iter().copied().collect();
        }
        if root_moves.is_empty() {
            return (None, None);
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 4)
            .min(MAX_PLY as u32 - 4);
        let mut best: Option<Move> = Some(root_moves.as_slice()[0]);
        let mut last: Option<Info> = None;
        let lines = limits.multipv.clamp(1, root_moves.len());
        let mut scores = vec![0i32; lines];
        // For the clock: how many iterations in a row have kept the best move, and the score
        // of the last one.
        let mut stable = 0u32;
        let mut last_best: Option<Move> = None;
        let mut last_score: Option<i32> = None;
        // Helpers start at staggered depths so the threads spread over the tree.
        'deepen: for depth in (1 + (helper % 2) as u32)..=max_depth {
            self.excluded.clear();
            for line in 0..lines {
                self.seldepth = 0;
                let score = scores[line];
                let window = self.search_params.aspiration;
                let (mut lo, mut hi) = if depth >= 4 {
                    (score - window, score + window)
                } else {
                    (-INF, INF)
                };
                let mut delta = window;
                let s = loop {
                    let s = self.negamax(&mut pos, depth as i32, lo, hi, 0, true, false);
                    if self.stopped {
                        break s;
                    }
                    if s <= lo {
                        lo = (lo - delta).max(-INF);
                    } else if s >= hi {
                        hi = (hi + delta).min(INF);
                    } else {
                        break s;
                    }
                    delta *= 3;
                };
                if self.stopped && (depth > 1 || line > 0) {
                    break 'deepen;
                }
                scores[line] = s;
                let pv = self.pv_table[0].clone();
                if let Some(&m) = pv.first() {
                    if line == 0 {
                        best = Some(m);
                    }
                    self.excluded.push(m);
                }
                let info = Info {
                    depth,
                    seldepth: self.seldepth.max(depth),
                    score: Score::from_internal(s),
                    raw_score: s,
                    nodes: self.nodes,
                    time: start.elapsed(),
                    pv,
                    hashfull: self.tt.hashfull(),
                    multipv: line + 1,
                    tbhits: self.tbhits,
                };
                report(&info);
                if line == 0 {
                    last = Some(info);
                }
                if self.stopped {
                    break 'deepen;
                }
            }
            self.excluded.clear();
            let score = scores[0];
            stable = if last_best.is_some() && last_best == best {
                stable + 1
            } else {
                0
            };
            last_best = best;
            // A new iteration is begun while little of the time is spent: less when the best
            // move has held for several iterations, more when it has just changed or the
            // score has fallen (the hard limit still bounds the move).
            let mut share = match stable {
                0 => 0.7,
                1..=3 => 0.55,
                _ => 0.4,
            };
            if last_score.is_some_and(|l| l - score >= 30) {
                share *= 1.5;
            }
            last_score = Some(score);
            if let Some(soft) = soft
                && !limits.infinite
                && start.elapsed() > soft.mul_f64(share)
            {
                break;
            }
            if score.abs() > MATE_BOUND
                && depth as i32 > 2 * (MATE - score.abs()) + 2
                && !limits.infinite
            {
                break;
            }
            if let (Some(n), Score::Mate(m)) = (limits.mate, Score::from_internal(score))
                && m > 0
                && m as u32 <= n
            {
                break;
            }
        }
        self.excluded.clear();
        (best, last)
    }

    /// The score of `pos` for the side to move after a search of `nodes` nodes from an empty
    /// table, with a draw worth nothing: the same position always gets the same score (used to
    /// keep only level positions in opening suites). None when the game is already over.
    pub fn assess(&mut self, pos: &Position, nodes: u64) -> Option<i32> {
        self.clear();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let (_, info) = self
            .drawing_level(|s| s.search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {}));
        info.map(|i| i.raw_score)
    }

    /// Runs `f` with a draw worth nothing (contempt 0), as it is to the static evaluation.
    fn drawing_level<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let contempt = std::mem::replace(&mut self.contempt, 0);
        let r = f(self);
        self.contempt = contempt;
        r
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The captures-only search's score of `pos` for the side to move: equal to the static
    /// evaluation when no capture or promotion changes it (the tuner keeps only such positions).
    pub fn quiescence(&mut self, pos: &Position) -> i32 {
        self.stop = Arc::new(AtomicBool::new(false));
        self.stopped = false;
        self.node_limit = None;
        self.hard_deadline = None;
        self.begin(pos);
        self.drawing_level(|s| s.quiesce(&mut pos.clone(), -INF, INF, 0))
    }

    fn check_stop(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.hard_deadline.is_some_and(|d| Instant::now() >= d)
            || self.node_limit.is_some_and(|n| self.nodes >= n)
        {
            self.stopped = true;
        }
    }

    /// `null_ok`: a null move may be tried here; `cut`: a fail high is expected here (the
    /// first move of a node that fails low, the late moves' reduced searches).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
        cut: bool,
    ) -> i32 {
        self.pv_table[ply].clear();
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            self.check_stop();
        }
        if self.stopped {
            return 0;
        }
        if ply > 0 && pos.repetition_count() > 0 {
            return self.draw_score(pos);
        }
        if pos.is_over_before_moves() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(pos);
        }
        // An ending in the tables is known exactly.
        if ply > 0
            && let Some(v) = self.tables_for(pos).and_then(|t| t.lookup(pos))
        {
            self.tbhits += 1;
            return self.table_score(pos, v, ply);
        }
        let in_check = pos.in_check();
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        let key = pos.hash();
        let hit = self.tt.probe(key);
        if let Some(h) = &hit
            && ply > 0
            && h.depth >= depth
            && alpha + 1 == beta
            && let Some(s) = table_cut(h, ply, alpha, beta)
        {
            return s;
        }
        let pv_node = beta - alpha > 1;
        let us = pos.turn();
        // Pruning on the static score is kept out of bare-king races, where one man decides, and
        // out of a search for a mate.
        let prune_ok =
            !self.solving && !in_check && ply > 0 && pos.men(us) >= 2 && pos.men(!us) >= 2;
        // The static score (raw, and corrected by the correction history).
        let (raw, stat) = if in_check {
            (-INF, -INF)
        } else {
            let raw = self.static_eval(pos);
            (raw, self.corrected(pos, raw))
        };
        self.evals[ply] = (!in_check).then_some(stat);
        // Improving: the static score is better than at our last move (where that one was in
        // check, the one before it stands in); a position getting worse is pruned harder.
        let improving = !in_check
            && match ply.checked_sub(2).and_then(|p| self.evals[p]) {
                Some(e) => stat > e,
                None => ply
                    .checked_sub(4)
                    .and_then(|p| self.evals[p])
                    .is_none_or(|e| stat > e),
            };
        let eval = if in_check {
            -INF
        } else {
            // The table's score, where its bound says the position is worth more (or less)
            // than the static score, is the better guess.
            match &hit {
                Some(h) if h.score.abs() < MATE_BOUND => match h.bound {
                    Bound::Lower if h.score > stat => h.score,
                    Bound::Upper if h.score < stat => h.score,
                    Bound::Exact => h.score,
                    _ => stat,
                },
                _ => stat,
            }
        };
        // Razoring: far below alpha near the leaves, only a capture could save the position (the
        // margin grows with the square of the depth: further from the leaves, quiet moves have
        // more time to make up the difference).
        let sp = self.search_params;
        if prune_ok
            && !pv_node
            && depth <= 3
            && eval + sp.razor_base + sp.razor_depth * depth * depth <= alpha
        {
            let q = self.quiesce(pos, alpha, alpha + 1, ply);
            if self.stopped {
                return 0;
            }
            if q <= alpha {
                return q;
            }
        }
        // Reverse futility: far above beta at low depth, the opponent will not catch up.
        if prune_ok
            && !pv_node
            && depth <= sp.rfp_depth
            && beta.abs() < MATE_BOUND
            && eval - sp.rfp_margin * (depth - i32::from(improving)) >= beta
            && safe_for_null(pos)
        {
            return eval;
        }
        // Null move, kept out of endings where passing would be a zugzwang illusion.
        if null_ok
            && !pv_node
            && !in_check
            && depth >= 3
            && ply > 0
            && eval >= beta
            && safe_for_null(pos)
        {
            pos.play_null();
            self.line[ply] = None;
            let r = sp.null_base
                + depth / sp.null_depth_div
                + ((eval - beta) / sp.null_eval_div).min(3);
            let s = -self.negamax(pos, depth - 1 - r, -beta, -beta + 1, ply + 1, false, !cut);
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s >= beta && s < MATE_BOUND {
                return s;
            }
        }
        // The moves are generated only now that neither the table nor the pruning above has
        // ended the search here (both prunings need the side to move to have a piece and two
        // more men, where a stalemate, found only by the lack of moves, is all but impossible).
        let mut moves = MoveList::new();
        pos.moves_into(&mut moves);
        if moves.is_empty() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        let tt_move = hit.and_then(|h| h.best_move(&moves));
        // Without a move from the table, a deep node is searched a ply shallower first: the
        // next visit finds the move this search stores.
        let depth = if tt_move.is_none() && depth >= 4 {
            depth - 1
        } else {
            depth
        };
        let mut ordered = self.order(pos, &moves, tt_move, ply);
        if ply == 0 && !self.root_only.is_empty() {
            ordered.retain(|(m, _)| self.root_only.contains(m));
        }
        if ply == 0 && !self.excluded.is_empty() {
            ordered.retain(|(m, _)| !self.excluded.contains(m));
            if ordered.is_empty() {
                return -INF;
            }
        }
        let futile = prune_ok
            && !pv_node
            && depth <= 3
            && eval + sp.futility_base + sp.futility_depth * depth <= alpha;
        let late = (sp.late_moves + depth * depth) as usize;
        let mut best = -INF;
        let mut best_move = None;
        let alpha0 = alpha;
        let k = self.killers[ply];
        // Quiet moves tried before a cut-off lose history.
        let mut tried_quiets: arrayvec::ArrayVec<(Move, usize), 64> = arrayvec::ArrayVec::new();
        for i in 0..ordered.len() {
            let mv = ordered[i].0;
            let quiet = pos.piece_at(mv.to()).is_none() && mv.promotion().is_none();
            let may_prune = i > 0 && prune_ok && !pv_node && best > -MATE_BOUND;
            let slot = self.slot(pos, mv);
            self.line[ply] = Some(slot);
            // A quiet move that has kept failing here is not tried near the leaves.
            let unpromising = may_prune
                && quiet
                && depth <= 3
                && self.quiet_score(mv, slot, ply) < -sp.history_prune * depth;
            let weak_quiet =
                may_prune && quiet && (futile || unpromising || (depth <= 4 && i >= late));
            // Near the leaves, a move that loses material in the exchange on its square is not
            // tried unless it gives check: a quiet move that loses more than a little, a
            // capture that loses more than a pawn a ply of depth. (The exchange is played out
            // only for the moves not already left out above.)
            let losing = may_prune
                && !weak_quiet
                && depth <= 6
                && !see_ge(
                    pos,
                    mv,
                    if quiet {
                        -sp.see_quiet * depth * depth
                    } else {
                        -sp.see_capture * depth
                    },
                );
            pos.play_unchecked(mv);
            let gives_check = pos.in_check();
            if may_prune && !gives_check && (losing || weak_quiet) {
                pos.undo();
                continue;
            }
            let mut s;
            if i == 0 {
                s = -self.negamax(
                    pos,
                    depth - 1,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !pv_node && !cut,
                );
            } else {
                // Captures that lose in the exchange are reduced like quiet moves.
                let bad_capture = !quiet && ordered[i].1 < -(1 << 19);
                let r = if !self.solving
                    && depth >= 3
                    && i >= 2
                    && (quiet || bad_capture)
                    && !in_check
                    && !gives_check
                {
                    let mut r = sp.lmr(depth, i);
                    if pv_node {
                        r -= 1;
                    }
                    if cut {
                        r += 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if Some(mv) == k[0] || Some(mv) == k[1] {
                        r -= 1;
                    }
                    if quiet {
                        r -= self.quiet_score(mv, slot, ply) / sp.lmr_history;
                    }
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                s = -self.negamax(
                    pos,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    r > 0 || !cut,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1, true, !cut);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1, true, false);
                }
            }
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(mv);
                if s > alpha {
                    alpha = s;
                    let (head, tail) = self.pv_table.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if alpha >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            let bonus = (depth * depth).min(400) * sp.history_bonus;
                            self.reward_quiet(mv, slot, ply, bonus);
                            for &(q, qslot) in &tried_quiets {
                                self.reward_quiet(q, qslot, ply, -bonus);
                            }
                            if let Some(prev) = pos.last_move()
                                && prev != Move::default()
                            {
                                self.counters[history_index(prev)] = Some(mv);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                let _ = tried_quiets.try_push((mv, slot));
            }
            ordered[i].1 = 0;
        }
        if ply > 0 || (self.excluded.is_empty() && self.root_only.is_empty()) {
            let bound = Bound::of(best, alpha0, beta);
            self.tt
                .store(key, best_move, to_tt(best, ply), depth, bound);
            // A quiet best move's score, where its bound does not contradict it, says how far
            // the static score was off.
            let quiet_best =
                best_move.is_none_or(|m| pos.piece_at(m.to()).is_none() && m.promotion().is_none());
            if !in_check
                && quiet_best
                && best.abs() < MATE_BOUND
                && !(bound == Bound::Lower && best <= stat)
                && !(bound == Bound::Upper && best >= stat)
            {
                self.correct(pos, raw, best, depth);
            }
        }
        best
    }

    fn quiesce(&mut self, pos: &mut Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.quiesce_at(pos, alpha, beta, ply, 0)
    }

    /// The captures-only search, `qd` plies below the full-width search. Past
    /// [`QS_RECAPTURES`] plies only recaptures on the last move's square are tried, and past
    /// [`QS_MAX`] the static score stands: a game of many long-range pieces (a user's 16x8 board
    /// full of queens) could otherwise take millions of nodes to finish one ply.
    fn quiesce_at(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qd: u32,
    ) -> i32 {
        self.pv_table[ply].clear();
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply as u32);
        if self.nodes & 255 == 0 {
            self.check_stop();
        }
        if self.stopped {
            return 0;
        }
        let in_check = pos.in_check();
        // Out of check only captures and promotions are searched, so only they are generated,
        // and only when standing pat does not already refute the position; a position without
        // moves is then found by the full-width search above.
        let mut moves = MoveList::new();
        if in_check {
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
            }
        } else if pos.is_over_before_moves() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        if let Some(v) = self.tables_for(pos).and_then(|t| t.lookup(pos)) {
            self.tbhits += 1;
            return self.table_score(pos, v, ply);
        }
        // The table: any entry is at least as deep as this search of captures, so outside the
        // principal variation its bound may end the search here.
        let key = pos.hash();
        let hit = self.tt.probe(key);
        if let Some(h) = &hit
            && alpha + 1 == beta
            && let Some(s) = table_cut(h, ply, alpha, beta)
        {
            return s;
        }
        let stand = if in_check {
            self.static_eval(pos)
        } else {
            let raw = self.static_eval(pos);
            self.corrected(pos, raw)
        };
        if ply >= MAX_PLY - 2 || qd >= QS_MAX {
            return stand;
        }
        let mut best = if in_check { -INF } else { stand };
        let alpha0 = alpha;
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            pos.legal_captures_into(&mut moves);
            if qd >= QS_RECAPTURES {
                let last = pos.last_move().map(|m| m.to());
                moves.retain(|m| Some(m.to()) == last);
            }
        }
        // The table's move first, then the most valuable victim to the least valuable attacker.
        let tt_move = hit.as_ref().and_then(|h| h.best_move(&moves));
        let mut list: arrayvec::ArrayVec<(Move, i32), { MoveList::CAPACITY }> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    1 << 30
                } else {
                    mvv_lva(pos, m)
                };
                (m, s)
            })
            .collect();
        list.sort_unstable_by_key(|e| std::cmp::Reverse(e.1));
        // Pruning is kept out of bare-king races, where one man decides.
        let prune = !in_check && pos.men(!pos.turn()) > 2;
        let mut best_move = None;
        for (mv, _) in list {
            // Delta pruning: a capture that cannot lift the score to alpha is not tried.
            if prune && mv.promotion().is_none() && mv.bonus().is_none() {
                let v = pos.variant();
                let gain = pos.piece_at(mv.to()).map_or(0, |p| {
                    if Some(p.kind) == v.king() {
                        MATE
                    } else {
                        v.piece(p.kind).value
                    }
                });
                if stand + gain + 150 <= alpha {
                    continue;
                }
            }
            // A capture that loses material in the exchange is left out.
            if prune && !see_ge(pos, mv, 0) {
                continue;
            }
            pos.play_unchecked(mv);
            let s = -self.quiesce_at(pos, -beta, -alpha, ply + 1, qd + 1);
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(mv);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // Stored at depth 0, and never over a deeper search's entry for the same position.
        if hit.is_none_or(|h| h.depth <= 0) {
            let bound = Bound::of(best, alpha0, beta);
            self.tt.store(key, best_move, to_tt(best, ply), 0, bound);
        }
        best
    }

    /// The continuation-history entries of a quiet move (by its slot) after the moves one and
    /// two plies before `ply`.
    #[inline]
    fn continuation_indices(&self, slot: usize, ply: usize) -> [Option<usize>; 2] {
        let before = |back: usize| {
            ply.checked_sub(back)
                .and_then(|p| self.line[p])
                .map(|prev| prev * self.slots + slot)
        };
        [before(1), before(2)]
    }

    /// A quiet move's score from the histories: its own, and how it did after the two moves
    /// before it (each part within +-HISTORY_MAX).
    #[inline]
    fn quiet_score(&self, m: Move, slot: usize, ply: usize) -> i32 {
        let mut s = self.history[history_index(m)];
        for i in self.continuation_indices(slot, ply).into_iter().flatten() {
            s += self.continuation[i];
        }
        s
    }

    /// Moves a quiet move's histories by `bonus` (below zero: it failed).
    fn reward_quiet(&mut self, m: Move, slot: usize, ply: usize, bonus: i32) {
        update_history(&mut self.history[history_index(m)], bonus);
        for i in self.continuation_indices(slot, ply).into_iter().flatten() {
            update_history(&mut self.continuation[i], bonus);
        }
    }

    /// A move's slot in the continuation history: the moving man's side and kind and the
    /// square it goes to.
    #[inline]
    fn slot(&self, pos: &Position, m: Move) -> usize {
        let v = pos.variant();
        let p = pos.piece_at(m.from()).expect("a move starts on a man");
        (p.color.index() * v.pieces.len() + p.kind as usize) * v.geometry.squares() + m.to().index()
    }

    fn order(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(Move, i32)> {
        let k = self.killers[ply];
        let counter = pos
            .last_move()
            .filter(|&p| p != Move::default())
            .and_then(|p| self.counters[history_index(p)]);
        let mut v: Vec<(Move, i32)> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    1 << 30
                } else if pos.piece_at(m.to()).is_some() || m.promotion().is_some() {
                    // Captures that lose material in the exchange come after the quiet moves.
                    if !see_ge(pos, m, 0) {
                        -(1 << 20) + mvv_lva(pos, m)
                    } else {
                        (1 << 24) + mvv_lva(pos, m)
                    }
                } else if Some(m) == k[0] {
                    1 << 22
                } else if Some(m) == k[1] {
                    (1 << 22) - 1
                } else if Some(m) == counter {
                    (1 << 22) - 2
                } else {
                    self.quiet_score(m, self.slot(pos, m), ply)
                };
                (m, s)
            })
            .collect();
        v.sort_unstable_by_key(|e| std::cmp::Reverse(e.1));
        v
    }
}

fn mvv_lva(pos: &Position, m: Move) -> i32 {
    let v = pos.variant();
    let value = |k: u8| {
        if Some(k) == v.king() {
            20_000
        } else {
            v.piece(k).value.max(50)
        }
    };
    let victim = pos.piece_at(m.to()).map_or(0, |p| value(p.kind));
    let attacker = pos.piece_at(m.from()).map_or(0, |p| value(p.kind));
    let promo = m.promotion().map_or(0, |k| v.piece(k).value);
    victim * 16 - attacker / 16 + promo
}

/// The bound of a quiet move's history score.
const HISTORY_MAX: i32 = 16_384;

fn history_index(m: Move) -> usize {
    m.from().index() * 128 + m.to().index()
}

/// Moves a history score toward +-HISTORY_MAX by `bonus`, less the nearer it already is.
fn update_history(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

/// Zugzwang guard: both sides keep men, and the side to move has a piece other than pawns.
fn safe_for_null(pos: &Position) -> bool {
    let us = pos.turn();
    let v = pos.variant();
    if pos.men(us) < 3 || pos.men(!us) < 2 || v.rules.king_capture {
        return false;
    }
    (0..v.pieces.len() as u8)
        .any(|k| !v.piece(k).pawn && Some(k) != v.king() && pos.pieces(us, k).any())
}

/// The score of a game won or lost, for the side to move (None: drawn); Parsi's grades rank
/// wins among themselves.
fn terminal_score(pos: &Position, ply: usize) -> Option<i32> {
    let o = pos.outcome()?;
    let w = o.winner?;
    let grade = match o.grade {
        Some(Grade::PawnMate) | None => 0,
        Some(Grade::Checkmate) => 40,
        Some(Grade::Boorj) => 80,
    };
    let s = MATE - ply as i32 - grade;
    Some(if w == pos.turn() { s } else { -s })
}

/// The table entry's score at `ply` when its bound settles the window (`alpha`, `beta`).
fn table_cut(h: &crate::tt::Hit, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(h.score, ply);
    match h.bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}

fn to_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn from_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

/// How long to think on a move under these limits (None: no limit of time), for searches that
/// began without one (pondering).
pub fn move_budget(l: &Limits) -> Option<Duration> {
    let (soft, hard) = time_budget(l);
    soft.map(|s| hard.map_or(s, |h| s.min(h)))
}

/// The search's time target over what it spends on average: it begins no iteration after 40-70%
/// of the target (the shares in `search_one`), and so spends about 0.6 of it.
const TARGET_OVER_SPEND: (u32, u32) = (5, 3);

/// Soft target and hard limit for the search time.
fn time_budget(l: &Limits) -> (Option<Duration>, Option<Duration>) {
    if l.infinite {
        return (None, None);
    }
    if let Some(t) = l.movetime {
        let t = t
            .saturating_sub(Duration::from_millis(10))
            .max(Duration::from_millis(1));
        return (Some(t * 2), Some(t));
    }
    if let Some((left, inc, mtg)) = l.clock {
        // The reserve is never planned for; the search spends the rest of the clock over the
        // moves it expects to play.
        let overhead = l.overhead.unwrap_or(Duration::from_millis(MOVE_OVERHEAD));
        let usable = left.saturating_sub(overhead);
        // Plan to spend the usable clock over the moves to the time control (40 when none is
        // given: Shatranj's games are long) and the whole increment. The search only begins an
        // iteration before 40-70% of its target (see `search_one`), which spends about 0.6 of
        // the target on average, so the target is 5/3 of the plan: the clock then runs down
        // toward the reserve over a long game rather than settling seconds above it.
        let moves = mtg.unwrap_or(40).clamp(1, 50);
        let plan = usable / moves + inc;
        let soft = plan * TARGET_OVER_SPEND.0 / TARGET_OVER_SPEND.1;
        let hard = (soft * 3)
            .min(usable.mul_f64(0.4))
            .max(Duration::from_millis(1));
        return (Some(soft.min(hard)), Some(hard));
    }
    (None, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn budget(
        left: Duration,
        inc: Duration,
        mtg: Option<u32>,
        overhead: Duration,
    ) -> (Duration, Duration) {
        let limits = Limits {
            clock: Some((left, inc, mtg)),
            overhead: Some(overhead),
            ..Limits::default()
        };
        let (soft, hard) = time_budget(&limits);
        (
            soft.expect("a clock gives a target"),
            hard.expect("and a limit"),
        )
    }

    /// Plays `moves` moves on a clock, the search taking its whole hard limit every move (the
    /// most it can take) and the protocol `lag` more. Returns the lowest the clock fell to.
    fn play_clock(
        base: Duration,
        inc: Duration,
        mtg: Option<u32>,
        moves: u32,
        lag: Duration,
    ) -> Duration {
        let overhead = ms(MOVE_OVERHEAD);
        let mut left = base;
        let mut lowest = base;
        for n in 0..moves {
            let to_go = mtg.map(|m| m - n % m);
            let (soft, hard) = budget(left, inc, to_go, overhead);
            assert!(
                soft <= hard,
                "{base:?}+{inc:?}: target {soft:?} over the limit {hard:?}"
            );
            let used = hard + lag;
            assert!(
                used < left,
                "{base:?}+{inc:?} ({mtg:?} moves): move {n} takes {used:?} with {left:?} left"
            );
            left = left - used + inc;
            if to_go == Some(1) {
                left += base;
            }
            lowest = lowest.min(left);
        }
        lowest
    }

    #[test]
    fn with_an_increment_the_clock_keeps_its_reserve_for_a_whole_game() {
        let reserve = ms(MOVE_OVERHEAD);
        for base in [ms(500), ms(2_000), ms(10_000), ms(60_000), ms(300_000)] {
            for inc in [ms(5), ms(20), ms(100), ms(1_000)] {
                for mtg in [None, Some(40), Some(1)] {
                    // 400 moves, each 3 ms slower than the search's limit.
                    let lowest = play_clock(base, inc, mtg, 400, ms(3));
                    assert!(
                        lowest + ms(3) >= reserve,
                        "{base:?}+{inc:?} ({mtg:?} moves): the clock fell to {lowest:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn sudden_death_lasts_a_long_game() {
        // Without an increment only the reserve pays for the moves once the clock is spent: a
        // millisecond of lag a move, it lasts 150 moves even when every search runs to its limit.
        for base in [ms(500), ms(2_000), ms(10_000), ms(60_000), ms(300_000)] {
            play_clock(base, Duration::ZERO, None, 150, ms(1));
        }
    }

    #[test]
    fn a_clock_shorter_than_the_reserve_moves_at_once() {
        let (soft, hard) = budget(ms(100), ms(0), None, ms(MOVE_OVERHEAD));
        assert!(soft <= ms(1) && hard == ms(1), "{soft:?} {hard:?}");
        // With an increment too: the clock grows back to the reserve.
        let (soft, hard) = budget(ms(250), ms(100), None, ms(MOVE_OVERHEAD));
        assert!(soft <= ms(1) && hard == ms(1), "{soft:?} {hard:?}");
    }

    #[test]
    fn a_long_clock_is_spent_over_the_game() {
        // 10 s + 0.1 s: the clock over 40 moves plus the increment, 5/3 of it as the target.
        let (soft, hard) = budget(ms(10_000), ms(100), None, ms(MOVE_OVERHEAD));
        assert_eq!(soft, (ms(9_700) / 40 + ms(100)) * 5 / 3);
        assert_eq!(hard, soft * 3);
        // Forty moves in five minutes: a fortieth of the clock but the reserve.
        let (soft, hard) = budget(ms(300_000), ms(0), Some(40), ms(MOVE_OVERHEAD));
        assert_eq!(soft, ms(299_700) / 40 * 5 / 3);
        assert_eq!(hard, soft * 3);
        // The last move before the time control may use 40% of what is left, no more.
        let (soft, hard) = budget(ms(10_000), ms(0), Some(1), ms(0));
        assert_eq!((soft, hard), (ms(4_000), ms(4_000)));
    }
}
