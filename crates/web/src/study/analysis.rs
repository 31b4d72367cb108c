//! The analysis board's engine: the same search the engine games use, called as a library and
//! streamed over a WebSocket. A browser sends a position (a start FEN and the moves from it);
//! the server answers with what the rules say of it (legal moves, SAN, check, the end) and, while
//! allowed, the three best lines at every depth, scored from White's side.
//!
//! Engine time is bounded: a cap on the analyses running at once on the server, a cap per browser
//! (and a wider one per client address), and a longest think per position. An analysis stops
//! when its page sends another position, says `stop`, or goes away.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rukh_engine::search::{Info, Limits, Searcher};
use rukh_engine::words::{LineWords, ScoreWords};
use rukh_rules::Position;
use rukh_rules::{Variant, san};
use tokio::sync::mpsc::UnboundedSender;

use crate::play::tables::Shelf;
use crate::wire::{AnalysisMessage, OutcomeView, PvLine, ScoreView};

/// Lines the analysis board shows.
pub const LINES: usize = 3;

/// How many analyses run: overall, per browser and per client address; and the searchers
/// (each with its 16 MB transposition table) the analyses share.
#[derive(Default)]
pub struct AnalysisSlots {
    pub(crate) running: Mutex<Running>,
    /// Searchers no analysis is using. An analysis takes one when it starts and gives it back
    /// when it stops, so the server holds at most `max_analyses` of them however many pages
    /// are open, and a page that stays open after its analysis holds none.
    idle: Mutex<Vec<Searcher>>,
    /// Searchers in existence (idle or in use).
    made: std::sync::atomic::AtomicUsize,
}

/// Transposition table of an analysis, in MB.
const TABLE_MB: usize = 16;

#[derive(Default)]
pub struct Running {
    pub(crate) total: usize,
    pub(crate) by_browser: HashMap<String, usize>,
    pub(crate) by_address: HashMap<IpAddr, usize>,
}

/// A running analysis's place; given back when dropped.
pub struct Permit {
    pub(crate) slots: Arc<AnalysisSlots>,
    pub(crate) browser: String,
    pub(crate) ip: IpAddr,
}

fn release<K: std::hash::Hash + Eq>(map: &mut HashMap<K, usize>, key: &K) {
    if let Some(n) = map.get_mut(key) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            map.remove(key);
        }
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut r = self.slots.running.lock().expect("analyses");
        r.total = r.total.saturating_sub(1);
        release(&mut r.by_browser, &self.browser);
        release(&mut r.by_address, &self.ip);
    }
}

/// How many more analyses one address may run than one browser: several people behind one
/// address (a household, a club) each get theirs, and a page that makes up new browser names
/// still meets a limit.
const PER_ADDRESS: usize = 4;

impl AnalysisSlots {
    /// Analyses running now on this server.
    pub(crate) fn running(&self) -> usize {
        self.running.lock().expect("analyses").total
    }

    /// Searchers held (each with its table), idle or in use.
    pub(crate) fn searchers(&self) -> usize {
        self.made.load(Ordering::Relaxed)
    }

    /// A searcher for an analysis: the one used last, or a new one.
    fn take(&self) -> Searcher {
        if let Some(s) = self.idle.lock().expect("idle searchers").pop() {
            return s;
        }
        self.made.fetch_add(1, Ordering::Relaxed);
        Searcher::new(TABLE_MB)
    }

    /// Gives a searcher back; kept for the next analysis while fewer than `keep` are idle.
    fn give_back(&self, s: Searcher, keep: usize) {
        let mut idle = self.idle.lock().expect("idle searchers");
        if idle.len() < keep {
            idle.push(s);
        } else {
            drop(idle);
            drop(s);
            self.made.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// The most analyses one client address runs at once: `per_browser` times [`PER_ADDRESS`], but
/// always fewer than the server's cap (when it allows more than one), so no single client takes
/// the whole of the analysis engine from everyone else.
pub(crate) fn address_cap(per_browser: usize, max: usize) -> usize {
    let cap = per_browser.saturating_mul(PER_ADDRESS);
    if max > 1 {
        cap.min(max - 1)
    } else {
        cap.min(max)
    }
}

/// The most moves a line sent to the board may have.
const MAX_LINE: usize = 1000;

/// Why a line sent to the board cannot be followed: its move the rules refuse (counted from
/// 1), if it was a move, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct LineError {
    pub ply: Option<usize>,
    pub message: String,
    /// What is wrong, by kind: `illegal-move` (at `ply`), `bad-fen` (with `fen`), `too-long`.
    pub code: &'static str,
    /// The start's FEN's problem.
    pub fen: Option<Box<rukh_rules::FenError>>,
}

impl LineError {
    fn whole(code: &'static str, message: String) -> LineError {
        LineError {
            ply: None,
            message,
            code,
            fen: None,
        }
    }
}

/// The position a start FEN and moves lead to, with each move's SAN; or what is wrong, and where.
pub fn replay(
    variant: &Arc<Variant>,
    fen: Option<&str>,
    moves: &[String],
) -> Result<(Position, Vec<String>), LineError> {
    if moves.len() > MAX_LINE {
        return Err(LineError::whole(
            "too-long",
            format!("a line of at most {MAX_LINE} moves, please"),
        ));
    }
    let mut pos = match fen {
        Some(f) if !f.trim().is_empty() => {
            Position::from_fen(variant, f).map_err(|e| LineError {
                fen: Some(Box::new(e.clone())),
                ..LineError::whole("bad-fen", format!("position: {e}"))
            })?
        }
        _ => variant.start_position(),
    };
    // The board explores past a convention's draw (repetition, the move rule), as a player
    // studying the position would; the source rules' ends stand.
    pos.set_conventions_aside();
    let mut sans = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let mv = rukh_rules::CoordMove::parse(variant.geometry, m)
            .map_err(rukh_rules::Error::from)
            .and_then(|c| c.to_move(&pos).map_err(rukh_rules::Error::from))
            .map_err(|e| LineError {
                ply: Some(i + 1),
                ..LineError::whole(
                    "illegal-move",
                    format!("move {} ({}): {e}", i + 1, rukh_rules::pgn::excerpt(m)),
                )
            })?;
        sans.push(san(&pos, mv).to_string());
        pos.play_unchecked(mv);
        pos.set_conventions_aside();
    }
    Ok((pos, sans))
}

/// The position as the board shows it.
pub fn position_view(
    pos: &Position,
    sans: Vec<String>,
    seq: u64,
    shelf: &Shelf,
) -> AnalysisMessage {
    let outcome = pos.outcome().as_ref().map(OutcomeView::of);
    AnalysisMessage::Position {
        seq,
        fen: pos.fen(),
        sans,
        turn: pos.turn().into(),
        check: pos.in_check(),
        legal: crate::site::games::legal_moves(pos),
        tablebase: if outcome.is_none() {
            shelf.view(pos).map(Box::new)
        } else {
            None
        },
        outcome,
    }
}

/// A score from White's side, and in words, for the wire.
fn score_view(w: ScoreWords) -> ScoreView {
    ScoreView {
        cp: w.cp.map(i64::from),
        mate: w.mate.map(i64::from),
        how: w.how.map(str::to_owned),
        text: w.text,
        winner: w.winner.map(|c| match c {
            rukh_rules::Color::White => "White".to_owned(),
            rukh_rules::Color::Black => "Black".to_owned(),
        }),
    }
}

/// One line of the engine, for the board: its score, its moves in SAN and coordinates.
fn line_of(pos: &Position, info: &Info, tables: Option<&rukh_tablebase::Tablebase>) -> PvLine {
    let mut words = LineWords::new(pos, info, tables);
    words.line.sans.truncate(24);
    words.line.coords.truncate(24);
    PvLine {
        multipv: words.multipv as u32,
        score: score_view(words.score),
        san: words.line.sans,
        moves: words.line.coords,
    }
}

/// One analysis: searches `pos` on its own thread until stopped or out of time, sending the
/// lines after every depth (at most a few times a second).
pub fn start(
    keep: usize,
    tables: Option<Arc<rukh_tablebase::Tablebase>>,
    pos: Position,
    seq: u64,
    stop: Arc<AtomicBool>,
    permit: Arc<Permit>,
    tx: UnboundedSender<AnalysisMessage>,
) {
    let wanted = pos.legal_moves().len().min(LINES);
    std::thread::spawn(move || {
        let slots = Arc::clone(&permit.slots);
        let _permit = permit;

        let mut searcher = slots.take();
        searcher.set_tablebase(tables.clone());
        let s = &mut searcher;
        let limits = Limits {
            infinite: true,
            depth: Some(99),
            multipv: LINES,
            ..Limits::default()
        };
        let mut lines: Vec<Option<PvLine>> = vec![None; wanted];
        let mut last_sent = Instant::now() - Duration::from_secs(1);
        let mut depth = 0;
        let (_, last) = s.search(&pos, &limits, Arc::clone(&stop), |info| {
            let i = info.multipv.saturating_sub(1);
            if i >= lines.len() {
                return;
            }
            lines[i] = Some(line_of(&pos, info, tables.as_deref()));
            depth = info.depth;
            let complete = i + 1 == lines.len();
            if complete || last_sent.elapsed() > Duration::from_millis(300) {
                last_sent = Instant::now();
                let nps = info.nodes as f64 / info.time.as_secs_f64().max(0.001);
                let _ = tx.send(AnalysisMessage::Analysis {
                    seq,
                    depth: info.depth as i32,
                    nodes: info.nodes,
                    nps: Some(nps as u64),
                    lines: lines.iter().flatten().cloned().collect(),
                    done: false,
                });
            }
        });
        let nodes = last.as_ref().map(|i| i.nodes).unwrap_or(0);
        let _ = tx.send(AnalysisMessage::Analysis {
            seq,
            depth: depth as i32,
            nodes,
            nps: None,
            lines: lines.into_iter().flatten().collect(),
            done: true,
        });
        searcher.set_tablebase(None);
        slots.give_back(searcher, keep);
    });
}
