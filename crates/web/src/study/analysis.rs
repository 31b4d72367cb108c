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

use axum::Json;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::response::Response;
use rukh_engine::search::{Info, Limits, Searcher};
use rukh_engine::words::{LineWords, ScoreWords};
use rukh_rules::Position;
use rukh_rules::{Variant, san};
use serde::Deserialize;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

use crate::app::AppState;
use crate::http::error::{ApiError, bad};
use crate::http::limits::TOO_MANY;
use crate::http::limits::client_ip;
use crate::play::tables::Shelf;
use crate::site::games::make_variant;
use crate::wire::{
    AnalysisMessage, AnalysisRequest, OutcomeView, PositionCheck, PvLine, ScoreView,
};

/// Lines the analysis board shows.
pub const LINES: usize = 3;

/// How many analyses run: overall, per browser and per client address; and the searchers
/// (each with its 16 MB transposition table) the analyses share.
#[derive(Default)]
pub(crate) struct AnalysisSlots {
    running: Mutex<Running>,
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
struct Running {
    total: usize,
    by_browser: HashMap<String, usize>,
    by_address: HashMap<IpAddr, usize>,
}

/// A running analysis's place; given back when dropped.
pub(crate) struct Permit {
    state: AppState,
    browser: String,
    ip: IpAddr,
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
        let mut r = self.state.0.analyses.running.lock().expect("analyses");
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

impl AppState {
    /// A place for one more analysis, or why there is none. `browser` is the name a page keeps
    /// in its browser (empty: the address stands for it).
    pub(crate) fn analysis_permit(&self, browser: &str, ip: IpAddr) -> Result<Permit, String> {
        let c = &self.0.config;
        let mut r = self.0.analyses.running.lock().expect("analyses");
        if r.total >= c.max_analyses {
            return Err(format!(
                "the server's engine is busy with {} analyses; try again in a minute",
                r.total
            ));
        }
        let browser = if browser.is_empty() {
            ip.to_string()
        } else {
            browser.to_owned()
        };
        let mine = r.by_browser.get(&browser).copied().unwrap_or(0);
        if mine >= c.analyses_per_client {
            return Err(format!(
                "this browser already has {mine} analysis running (in another tab?); stop it there first"
            ));
        }
        let here = r.by_address.get(&ip).copied().unwrap_or(0);
        if here >= address_cap(c.analyses_per_client, c.max_analyses) {
            return Err(format!(
                "{here} analyses are running from your address; try again when one ends"
            ));
        }
        r.total += 1;
        *r.by_browser.entry(browser.clone()).or_insert(0) += 1;
        *r.by_address.entry(ip).or_insert(0) += 1;
        Ok(Permit {
            state: self.clone(),
            browser,
            ip,
        })
    }
}

/// The most moves a line sent to the board may have.
const MAX_LINE: usize = 1000;

/// The position a start FEN and moves lead to, with each move's SAN; or what is wrong, and where.
pub(crate) fn replay(
    variant: &Arc<Variant>,
    fen: Option<&str>,
    moves: &[String],
) -> Result<(Position, Vec<String>), String> {
    if moves.len() > MAX_LINE {
        return Err(format!("a line of at most {MAX_LINE} moves, please"));
    }
    let mut pos = match fen {
        Some(f) if !f.trim().is_empty() => {
            Position::from_fen(variant, f).map_err(|e| format!("position: {e}"))?
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
            .map_err(|e| format!("move {} ({}): {e}", i + 1, rukh_rules::pgn::excerpt(m)))?;
        sans.push(san(&pos, mv).to_string());
        pos.play_unchecked(mv);
        pos.set_conventions_aside();
    }
    Ok((pos, sans))
}

/// The position as the board shows it.
fn position_view(pos: &Position, sans: Vec<String>, seq: u64, shelf: &Shelf) -> AnalysisMessage {
    let outcome = pos.outcome().map(|o| OutcomeView {
        result: o.result().to_string(),
        description: o.describe(),
    });
    AnalysisMessage::Position {
        seq,
        fen: pos.fen(),
        sans,
        turn: pos.turn().into(),
        check: pos.in_check(),
        legal: crate::site::games::legal_moves(pos),
        tablebase: if outcome.is_none() {
            shelf.view(pos)
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
fn start(
    state: AppState,
    tables: Option<Arc<rukh_tablebase::Tablebase>>,
    pos: Position,
    seq: u64,
    stop: Arc<AtomicBool>,
    permit: Arc<Permit>,
    tx: UnboundedSender<AnalysisMessage>,
) {
    let wanted = pos.legal_moves().len().min(LINES);
    std::thread::spawn(move || {
        let _permit = permit;
        let slots = &state.0.analyses;
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
        slots.give_back(searcher, state.0.config.max_analyses);
    });
}

#[derive(Deserialize, Default)]
pub(crate) struct AnalysisQuery {
    variant: Option<String>,
    rules: Option<String>,
    /// The name the page keeps in its browser, for the per-browser cap.
    browser: Option<String>,
}

/// `GET /api/analysis/ws?variant=ID&rules=JSON`: the analysis board's socket.
pub(crate) async fn analysis_ws(
    State(state): State<AppState>,
    Query(q): Query<AnalysisQuery>,
    ext: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let id = q.variant.unwrap_or_else(|| "shatranj".into());
    let rules = q.rules.unwrap_or_else(|| "{}".into());
    let variant = make_variant(&id, &rules).map_err(bad)?;
    let ip = client_ip(&ext);
    let browser: String = q
        .browser
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(40)
        .collect();
    Ok(ws
        .max_message_size(64 * 1024)
        .on_upgrade(move |socket| session(state, variant, browser, ip, socket)))
}

async fn session(
    state: AppState,
    variant: Arc<Variant>,
    browser: String,
    ip: IpAddr,
    mut socket: WebSocket,
) {
    let (tx, mut rx) = unbounded_channel::<AnalysisMessage>();
    let tables = state.0.tables.for_variant(&variant);
    let mut stop = Arc::new(AtomicBool::new(false));
    // The place of the analysis under way: a new position reuses it while the old search winds
    // down, so following a line never counts twice against the caps.
    let mut held: std::sync::Weak<Permit> = std::sync::Weak::new();
    let limit = state.0.config.analysis_time;
    loop {
        tokio::select! {
            _ = state.stopping() => {
                let close = axum::extract::ws::CloseFrame {
                    code: 1012,
                    reason: "the server is restarting: reconnect".into(),
                };
                let _ = socket.send(Message::Close(Some(close))).await;
                break;
            }
            out = rx.recv() => {
                let Some(v) = out else { break };
                if socket.send(Message::Text(v.text().into())).await.is_err() {
                    break;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { break };
                let text = match msg {
                    Message::Text(t) => t.to_string(),
                    Message::Close(_) => break,
                    _ => continue,
                };
                let error = |seq: Option<u64>, error: String| AnalysisMessage::Error { seq, error };
                let reply = match serde_json::from_str::<AnalysisRequest>(&text) {
                    Err(e) => Some(error(None, format!("message: {e}"))),
                    Ok(_) if !state.allow(ip) => Some(error(None, TOO_MANY.into())),
                    Ok(AnalysisRequest::Stop) => {
                        stop.store(true, Ordering::SeqCst);
                        None
                    }
                    Ok(AnalysisRequest::Line { seq, fen, moves }) => {
                        let (seq, moves) = (seq.unwrap_or(0), moves.unwrap_or_default());
                        Some(match replay(&variant, fen.as_deref(), &moves) {
                            Ok((_, sans)) => AnalysisMessage::Line { seq, moves, sans },
                            Err(e) => error(Some(seq), e),
                        })
                    }
                    Ok(AnalysisRequest::Position { seq, fen, moves, analyse }) => {
                        let (seq, moves) = (seq.unwrap_or(0), moves.unwrap_or_default());
                        let analyse = analyse.unwrap_or(true);
                        stop.store(true, Ordering::SeqCst);
                        match replay(&variant, fen.as_deref(), &moves) {
                            Err(e) => Some(error(Some(seq), e)),
                            Ok((pos, sans)) => {
                                // (The tables' verdict may read a class's file: on the
                                // blocking pool.)
                                let shelf = Arc::clone(&state.0.tables);
                                let shown = pos.clone();
                                let view = tokio::task::spawn_blocking(move || {
                                    position_view(&shown, sans, seq, &shelf)
                                })
                                .await
                                .unwrap_or_else(|_| error(Some(seq), "the position could not be shown".into()));
                                if analyse && pos.outcome().is_none() {
                                    let permit = match held.upgrade() {
                                        Some(p) => Ok(p),
                                        None => state.analysis_permit(&browser, ip).map(Arc::new),
                                    };
                                    match permit {
                                        Ok(permit) => {
                                            held = Arc::downgrade(&permit);
                                            stop = Arc::new(AtomicBool::new(false));
                                            let timer = Arc::clone(&stop);
                                            tokio::spawn(async move {
                                                tokio::time::sleep(limit).await;
                                                timer.store(true, Ordering::SeqCst);
                                            });
                                            let _ = tx.send(view);
                                            start(state.clone(), tables.clone(), pos, seq, Arc::clone(&stop), permit, tx.clone());
                                            None
                                        }
                                        Err(why) => {
                                            let _ = tx.send(view);
                                            Some(AnalysisMessage::Busy { seq, error: why.to_string() })
                                        }
                                    }
                                } else {
                                    Some(view)
                                }
                            }
                        }
                    }
                };
                if let Some(r) = reply {
                    let _ = tx.send(r);
                }
            }
        }
    }
    // The page went away: its analysis ends.
    stop.store(true, Ordering::SeqCst);
}

#[derive(Deserialize, Default)]
pub(crate) struct CheckQuery {
    variant: Option<String>,
    rules: Option<String>,
    fen: Option<String>,
}

/// `GET /api/positions/check?variant=ID&fen=FEN`: whether a position can be played, as the rules
/// core reads it: the FEN written canonically, the side to move and whether the game is already
/// over; or what is wrong and where.
pub(crate) async fn api_position_check(Query(q): Query<CheckQuery>) -> Response {
    let id = q.variant.unwrap_or_else(|| "shatranj".into());
    let variant = match make_variant(&id, q.rules.as_deref().unwrap_or("{}")) {
        Ok(v) => v,
        Err(e) => return bad(e).into_response(),
    };
    let Some(fen) = q.fen.filter(|f| !f.trim().is_empty()) else {
        return bad("give the position as fen=...").into_response();
    };
    if fen.len() > 1000 {
        return bad("a FEN of at most 1000 characters, please").into_response();
    }
    match Position::from_fen(&variant, &fen) {
        Ok(pos) => Json(PositionCheck::Ok {
            ok: true,
            fen: pos.fen(),
            turn: pos.turn().into(),
            check: pos.in_check(),
            legal_moves: pos.legal_moves().len(),
            outcome: pos.outcome().map(|o| OutcomeView {
                result: o.result().to_string(),
                description: o.describe(),
            }),
        })
        .into_response(),
        Err(e) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            Json(PositionCheck::Refused {
                ok: false,
                error: e.to_string(),
            }),
        )
            .into_response(),
    }
}

/// The analysis board's engine and the editor's check.
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/api/positions/check", get(api_position_check))
        .route("/api/analysis/ws", get(analysis_ws))
}
