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

mod ordering;
mod tables;
mod time;
mod tree;

use ordering::{history_index, mvv_lva};
pub use time::move_budget;
use time::time_budget;

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
    /// Capture history: how captures did, by the capturing man's slot (`slot`) and the kind
    /// it takes (one more for a promotion that takes nothing), kept within +-HISTORY_MAX.
    captures: Vec<i32>,
    /// Slots of the game being searched: two sides of each kind on each square.
    slots: usize,
    /// The slot of the move made at each ply of the line being searched (None: a null move).
    line: Vec<Option<usize>>,
    /// The corrected static score at each ply of the line being searched (None: in check).
    evals: Vec<Option<i32>>,
    /// The move a singular extension's search leaves out at each ply (the table's move, whose
    /// rivals that search measures).
    skip: Vec<Option<Move>>,
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
    /// the side to move and the pawns on the board, and by each side's other men (in
    /// 1/CORRECTION_GRAIN centipawns).
    correction: Vec<i32>,
    /// Correction history by the move that led to the position (its slot, as `line` keeps it).
    corr_move: Vec<i32>,
    /// The game's pawn kinds, whose squares key the correction history.
    pawn_kinds: Vec<u8>,
    /// The game's other kinds, whose squares key the men's correction tables.
    men_kinds: Vec<u8>,
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

/// Entries of each correction table per side.
const CORRECTION_SIZE: usize = 1 << 14;
/// Correction tables: by the pawns, by White's other men, by Black's.
const CORRECTION_TABLES: usize = 3;
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
            captures: Vec::new(),
            slots: 0,
            line: vec![None; MAX_PLY + 2],
            evals: vec![None; MAX_PLY + 2],
            skip: vec![None; MAX_PLY + 2],
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
            correction: vec![0; 2 * CORRECTION_TABLES * CORRECTION_SIZE],
            corr_move: Vec::new(),
            pawn_kinds: Vec::new(),
            men_kinds: Vec::new(),
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

    /// The correction history's entries for `pos`, each of the side to move: where the pawns
    /// stand, where White's other men stand, and where Black's do. The last two are looked at
    /// only when their weight (`CorrPieces`) is above zero.
    fn correction_index(&self, pos: &Position) -> [usize; 3] {
        fn mix(h: u64, b: u128) -> u64 {
            (h ^ b as u64 ^ ((b >> 64) as u64).rotate_left(29))
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(31)
        }
        let mut pawns = 0u64;
        for &k in &self.pawn_kinds {
            for c in [Color::White, Color::Black] {
                pawns = mix(pawns, pos.pieces(c, k).0);
            }
        }
        let side = pos.turn().index() * CORRECTION_TABLES * CORRECTION_SIZE;
        let at = |table: usize, h: u64| {
            side + table * CORRECTION_SIZE + (h >> 50) as usize % CORRECTION_SIZE
        };
        let mut men = [0u64; 2];
        if self.search_params.corr_pieces > 0 {
            for &k in &self.men_kinds {
                for c in [Color::White, Color::Black] {
                    men[c.index()] = mix(men[c.index()], pos.pieces(c, k).0);
                }
            }
        }
        [at(0, pawns), at(1, men[0]), at(2, men[1])]
    }

    /// The correction the history gives `pos`, in centipawns: the pawns' entry, with shares
    /// (of 1024) from the mean of the two sides' men's entries (`CorrPieces`) and from the
    /// entry of the move that led here (`CorrMove`; `prev`, that move's slot, is known in the
    /// main search, not in quiescence).
    fn correction_of(&self, i: [usize; 3], prev: Option<usize>) -> i32 {
        let wp = self.search_params.corr_pieces;
        let wm = if prev.is_some() {
            self.search_params.corr_move
        } else {
            0
        };
        let pawns = self.correction[i[0]];
        let c = if wp == 0 && wm == 0 {
            pawns
        } else {
            let men = (self.correction[i[1]] + self.correction[i[2]]) as i64 / 2;
            let mv = prev.map_or(0, |s| self.corr_move[s]) as i64;
            let wpawn = (1024 - wp - wm).max(0) as i64;
            ((pawns as i64 * wpawn + men * wp as i64 + mv * wm as i64) / 1024) as i32
        };
        c / CORRECTION_GRAIN
    }

    /// The static score corrected by what searches of positions with the same pawns (and men,
    /// and last move) found.
    fn corrected(&self, idx: [usize; 3], raw: i32, prev: Option<usize>) -> i32 {
        let c = self.correction_of(idx, prev);
        (raw + c).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Moves the corrections toward the difference between a search's score and the raw static
    /// score, the more the deeper the search.
    fn correct(
        &mut self,
        idx: [usize; 3],
        raw: i32,
        searched: i32,
        depth: i32,
        prev: Option<usize>,
    ) {
        let w = (depth + 1).min(16);
        let target = (searched - raw).clamp(-CORRECTION_MAX, CORRECTION_MAX) * CORRECTION_GRAIN;
        let tables = if self.search_params.corr_pieces > 0 {
            3
        } else {
            1
        };
        let toward = |e: &mut i32| *e = (*e * (256 - w) + target * w) / 256;
        for &i in &idx[..tables] {
            toward(&mut self.correction[i]);
        }
        if self.search_params.corr_move > 0
            && let Some(s) = prev
        {
            toward(&mut self.corr_move[s]);
        }
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
        (self.pawn_kinds, self.men_kinds) =
            (0..v.pieces.len() as u8).partition(|&k| v.piece(k).pawn);
        let slots = 2 * v.pieces.len() * v.geometry.squares();
        if slots != self.slots {
            self.slots = slots;
            self.continuation = vec![0; slots * slots];
            self.corr_move = vec![0; slots];
        }
        // Two games may have as many slots and different kinds of men.
        if self.captures.len() != slots * (v.pieces.len() + 1) {
            self.captures = vec![0; slots * (v.pieces.len() + 1)];
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
        self.captures.iter_mut().for_each(|h| *h = 0);
        self.correction.iter_mut().for_each(|h| *h = 0);
        self.corr_move.iter_mut().for_each(|h| *h = 0);
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
        let (soft, hard) = time_budget(limits, &self.search_params);
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
            let sp = &self.search_params;
            let mut share = f64::from(match stable {
                0 => sp.time_changed,
                1..=3 => sp.time_settling,
                _ => sp.time_stable,
            }) / 100.0;
            if last_score.is_some_and(|l| l - score >= 30) {
                share *= f64::from(sp.time_fall) / 100.0;
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
}
