//! The analysis board's socket (`/api/analysis/ws`): a page sends positions, the study service
//! answers with what the rules say of each and, while the caps allow, the engine's lines; and
//! the editor's check of a position.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::Json;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::response::Response;
use rukh_rules::{Position, Variant};
use serde::Deserialize;
use tokio::sync::mpsc::unbounded_channel;

use crate::app::AppState;
use crate::http::error::{ApiError, bad};
use crate::http::limits::{TOO_MANY, client_net};
use crate::site::games::make_variant;
use crate::study::analysis::{LineError, Permit, position_view, replay, start};
use crate::wire::{AnalysisMessage, AnalysisRequest, OutcomeView, PositionCheck};

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct AnalysisQuery {
    /// The game's id (`shatranj` by default).
    variant: Option<String>,
    /// Rule changes, as a JSON object of a variant file's `[rules]` keys.
    rules: Option<String>,
    /// The name the page keeps in its browser, for the per-browser cap.
    browser: Option<String>,
}

/// `GET /api/analysis/ws?variant=ID&rules=JSON`: the analysis board's socket.
#[utoipa::path(
    get, path = "/api/analysis/ws", tag = "study",
    summary = "The analysis board's WebSocket",
    description = "The page sends `AnalysisRequest` messages (positions to show and analyse); the site answers with `AnalysisMessage`s: what the rules say of each position and, while the caps allow, the engine's lines.",
    params(AnalysisQuery),
    responses(
        (status = 101, description = "The socket is open"),
        (status = 400, description = "No such game, or rules that cannot be read", body = crate::wire::ApiErrorBody),
        (status = 429, description = "Too many sockets from this client", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn analysis_ws(
    State(state): State<AppState>,
    Query(q): Query<AnalysisQuery>,
    ext: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let id = q.variant.unwrap_or_else(|| "shatranj".into());
    let rules = q.rules.unwrap_or_else(|| "{}".into());
    crate::site::games::ensure_variant(state.db(), &id).await;
    let variant = make_variant(&id, &rules).map_err(bad)?;
    let ip = client_net(&ext);
    // The socket keeps its connection's places under the caps, and one of its client's
    // sockets (shared with the games' sockets).
    let held = crate::http::limits::hold_connection(&ext);
    let ticket = state.socket_ticket(ip)?;
    let browser: String = q
        .browser
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(40)
        .collect();
    Ok(ws
        .max_message_size(64 * 1024)
        .on_upgrade(move |socket| async move {
            let _ticket = ticket;
            let _held = held;
            session(state, variant, browser, ip, socket).await
        }))
}

async fn session(
    state: AppState,
    variant: Arc<Variant>,
    browser: String,
    ip: IpAddr,
    mut socket: WebSocket,
) {
    let (tx, mut rx) = unbounded_channel::<AnalysisMessage>();
    let study = state.study().clone();
    let tables = study.tables().for_variant(&variant);
    let mut stop = Arc::new(AtomicBool::new(false));
    // The place of the analysis under way: a new position reuses it while the old search winds
    // down, so following a line never counts twice against the caps.
    let mut held: std::sync::Weak<Permit> = std::sync::Weak::new();
    let limit = state.config().analysis_time;
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
                let error = |seq: Option<u64>, code: &str, error: String| AnalysisMessage::Error {
                    seq,
                    error,
                    ply: None,
                    code: Some(code.into()),
                    problem: None,
                };
                let refused = |seq: u64, e: LineError| AnalysisMessage::Error {
                    seq: Some(seq),
                    ply: e.ply.map(|p| p as u32),
                    error: e.message,
                    code: Some(e.code.into()),
                    problem: e.fen.as_deref().map(crate::wire::FenProblemView::of),
                };
                let parsed = serde_json::from_str::<AnalysisRequest>(&text);
                let allowed = parsed.is_err() || state.allow(ip).await;
                let reply = match parsed {
                    Err(e) => Some(error(None, "failed", format!("message: {e}"))),
                    Ok(_) if !allowed => Some(error(None, "too-many", TOO_MANY.into())),
                    Ok(AnalysisRequest::Stop) => {
                        stop.store(true, Ordering::SeqCst);
                        None
                    }
                    Ok(AnalysisRequest::Line { seq, fen, moves }) => {
                        let (seq, moves) = (seq.unwrap_or(0), moves.unwrap_or_default());
                        Some(match replay(&variant, fen.as_deref(), &moves) {
                            Ok((_, sans)) => AnalysisMessage::Line { seq, moves, sans },
                            Err(e) => refused(seq, e),
                        })
                    }
                    Ok(AnalysisRequest::Position { seq, fen, moves, analyse }) => {
                        let (seq, moves) = (seq.unwrap_or(0), moves.unwrap_or_default());
                        let analyse = analyse.unwrap_or(true);
                        stop.store(true, Ordering::SeqCst);
                        match replay(&variant, fen.as_deref(), &moves) {
                            Err(e) => Some(refused(seq, e)),
                            Ok((pos, sans)) => {
                                // (The tables' verdict may read a class's file: on the
                                // blocking pool.)
                                let shelf = Arc::clone(study.tables());
                                let shown = pos.clone();
                                let view = tokio::task::spawn_blocking(move || {
                                    position_view(&shown, sans, seq, &shelf)
                                })
                                .await
                                .unwrap_or_else(|_| error(Some(seq), "failed", "the position could not be shown".into()));
                                if analyse && pos.outcome().is_none() {
                                    let permit = match held.upgrade() {
                                        Some(p) => Ok(p),
                                        None => study.analysis_permit(&browser, ip).map(Arc::new),
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
                                            start(study.config().max_analyses, tables.clone(), pos, seq, Arc::clone(&stop), permit, tx.clone());
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

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct CheckQuery {
    /// The game's id (`shatranj` by default).
    variant: Option<String>,
    /// Rule changes, as a JSON object of a variant file's `[rules]` keys.
    rules: Option<String>,
    /// The position, as FEN (at most 1,000 characters).
    fen: Option<String>,
}

/// `GET /api/positions/check?variant=ID&fen=FEN`: whether a position can be played, as the rules
/// core reads it: the FEN written canonically, the side to move and whether the game is already
/// over; or what is wrong and where.
#[utoipa::path(
    get, path = "/api/positions/check", tag = "study",
    summary = "Whether a position can be played",
    description = "The FEN as the rules read it: written canonically, the side to move and whether the game is already over; or what is wrong and where.",
    params(CheckQuery),
    responses(
        (status = 200, description = "The position can be played", body = crate::wire::PositionCheck),
        (status = 400, description = "No FEN, a FEN too long, or no such game", body = crate::wire::ApiErrorBody),
        (status = 422, description = "The FEN is refused: what is wrong, and where", body = crate::wire::PositionCheck)
    )
)]
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
            outcome: pos.outcome().as_ref().map(OutcomeView::of),
        })
        .into_response(),
        Err(e) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            Json(PositionCheck::Refused {
                ok: false,
                error: e.to_string(),
                problem: Some(crate::wire::FenProblemView::of(&e)),
            }),
        )
            .into_response(),
    }
}

/// The analysis board's engine and the editor's check.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/api/positions/check", get(api_position_check))
        .route("/api/analysis/ws", get(analysis_ws))
}
