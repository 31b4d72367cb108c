//! Game review: the engine scores every ply of a finished game at a fixed node budget, on one
//! background thread (reviews never take more than one core), storing each score as it comes,
//! so the page shows progress and a second visit (or a restart half-way) finds what was done.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};

use axum::Json;
use axum::extract::{Path, State};
use rukh_engine::search::{Limits, Score, Searcher};
use rukh_rules::{Color, Position};

use crate::db::Db;
use crate::error::{ApiError, not_found};
use crate::limits::REVIEW_QUOTA;
use crate::limits::client_ip;
use crate::state::AppState;
use crate::wire::{GameStatus, ReviewStatus, ReviewView};

/// Nodes the engine spends on each ply of a review.
pub const REVIEW_NODES: u64 = 100_000;

/// A score for a won position: this less the plies to the win.
pub const WIN: i64 = 10_000;

/// One game to review: the plies still unscored.
pub(crate) struct ReviewJob {
    id: String,
    positions: Vec<(i64, Position)>,
}

/// The review thread's queue.
pub(crate) struct Reviewer {
    queue: SyncSender<ReviewJob>,
    /// Games under review (queued or running), with the address that asked for each.
    pub(crate) running: Arc<Mutex<HashMap<String, IpAddr>>>,
}

impl Reviewer {
    pub(crate) fn start(db: Db, shelf: Arc<crate::tables::Shelf>) -> Reviewer {
        let (tx, rx) = sync_channel::<ReviewJob>(64);
        let running: Arc<Mutex<HashMap<String, IpAddr>>> = Arc::default();
        let handle = tokio::runtime::Handle::current();
        let busy = Arc::clone(&running);
        std::thread::Builder::new()
            .name("review".into())
            .spawn(move || {
                let mut searcher = Searcher::new(32);
                while let Ok(job) = rx.recv() {
                    searcher.clear();
                    for (ply, pos) in &job.positions {
                        searcher.set_tablebase(shelf.for_variant(pos.variant()));
                        let cp = match shelf.probe(pos) {
                            Some(v) if pos.outcome().is_none() => {
                                crate::tables::review_score(v, pos.turn())
                            }
                            _ => score_of(&mut searcher, pos),
                        };
                        if let Err(e) = handle.block_on(db.save_review(&job.id, *ply, cp)) {
                            tracing::warn!("review of {}: {e}", job.id);
                            break;
                        }
                    }
                    busy.lock().expect("reviews").remove(&job.id);
                }
            })
            .expect("review thread");
        Reviewer { queue: tx, running }
    }
}

/// The score of a position from White's side: the game's result where it is over, else the
/// engine's after [`REVIEW_NODES`] nodes.
pub fn score_of(searcher: &mut Searcher, pos: &Position) -> i64 {
    let white = pos.turn() == Color::White;
    if let Some(o) = pos.outcome() {
        return match o.winner {
            Some(Color::White) => WIN,
            Some(Color::Black) => -WIN,
            None => 0,
        };
    }
    let limits = Limits {
        nodes: Some(REVIEW_NODES),
        ..Limits::default()
    };
    let (_, info) = searcher.search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
    let own = match info.map(|i| i.score) {
        Some(Score::Cp(c)) => c as i64,
        Some(Score::Mate(n)) if n > 0 => WIN - 2 * n as i64,
        Some(Score::Mate(n)) => -WIN - 2 * n as i64,
        None => 0,
    };
    if white { own } else { -own }
}

impl AppState {
    /// A game's review as the page reads it.
    async fn review_view(
        &self,
        id: &str,
        plies: i64,
        positions: &[Position],
    ) -> Result<ReviewView, ApiError> {
        let stored = self.0.db.review(id).await?;
        let mut evals: Vec<Option<i64>> = vec![None; plies as usize + 1];
        for (ply, cp) in &stored {
            if let Some(e) = evals.get_mut(*ply as usize) {
                *e = Some(*cp);
            }
        }
        let done = evals.iter().flatten().count();
        let running = self
            .0
            .reviewer
            .running
            .lock()
            .expect("reviews")
            .contains_key(id);
        let status = if running {
            ReviewStatus::Running
        } else if done == evals.len() {
            ReviewStatus::Done
        } else if done > 0 {
            ReviewStatus::Partial
        } else {
            ReviewStatus::None
        };
        // Where the game reached the tables: their verdict of each position from there (read
        // from the tables' files, on the blocking pool).
        let tables = Arc::clone(&self.0.tables);
        let positions = positions.to_vec();
        let tablebase: Vec<Option<String>> = tokio::task::spawn_blocking(move || {
            positions
                .iter()
                .map(|p| match tables.probe(p) {
                    Some(v) if p.outcome().is_none() => Some(crate::tables::describe(v, p.turn())),
                    _ => None,
                })
                .collect()
        })
        .await
        .unwrap_or_default();
        Ok(ReviewView {
            status,
            tablebase,
            done,
            total: evals.len(),
            evals,
            nodes_per_ply: REVIEW_NODES,
        })
    }
}

/// The positions of a game, ply by ply (0: the start), from its start and moves.
fn replay_moves(start: Position, moves: &[(i64, String)]) -> Result<Vec<Position>, ApiError> {
    let mut pos = start;
    let mut out = vec![pos.clone()];
    for (ply, coord) in moves {
        pos.play_coord(coord)
            .map_err(|e| ApiError::Internal(format!("move {ply} cannot be replayed: {e}")))?;
        pos.set_conventions_aside();
        out.push(pos.clone());
    }
    Ok(out)
}

impl AppState {
    /// The positions of a game, ply by ply (0: the start), and whether it is over. The game is
    /// only read under its lock; replaying it (a long game takes a while) is done on the
    /// blocking pool, never on the threads serving moves.
    pub(crate) async fn game_positions(&self, id: &str) -> Result<(Vec<Position>, bool), ApiError> {
        let slot = self.slot(id).await?;
        let (start, moves, over) = {
            let guard = slot.live.lock().await;
            let live = guard.as_ref().ok_or_else(|| not_found(id))?;
            let moves: Vec<(i64, String)> = live
                .moves
                .iter()
                .map(|m| (m.ply, m.coord.clone()))
                .collect();
            (
                live.start.clone(),
                moves,
                live.row.status == GameStatus::Finished,
            )
        };
        let all = tokio::task::spawn_blocking(move || replay_moves(start, &moves))
            .await
            .map_err(|e| ApiError::Internal(format!("replay: {e}")))??;
        Ok((all, over))
    }
}

/// `GET /api/games/{id}/review`: the review so far.
pub(crate) async fn api_review(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<ReviewView>, ApiError> {
    let (all, _) = state.game_positions(&id).await?;
    let plies = all.len() as i64 - 1;
    Ok(Json(state.review_view(&id, plies, &all).await?))
}

/// `POST /api/games/{id}/review`: starts the review of a finished game (or finishes one left
/// half-done); anyone may ask, since a review only adds the engine's view.
pub(crate) async fn api_review_start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ext: axum::http::Extensions,
) -> Result<Json<ReviewView>, ApiError> {
    let (all, over) = state.game_positions(&id).await?;
    if !over {
        return Err(ApiError::Conflict(
            "the game is still being played: review it when it is over".into(),
        ));
    }
    let plies = all.len() as i64 - 1;
    let stored: HashSet<i64> = state
        .0
        .db
        .review(&id)
        .await?
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    let todo: Vec<(i64, Position)> = all
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, p)| (i as i64, p))
        .filter(|(i, _)| !stored.contains(i))
        .collect();
    if !todo.is_empty() {
        let queued = state
            .0
            .reviewer
            .running
            .lock()
            .expect("reviews")
            .contains_key(&id);
        // A review takes minutes of the review thread: a client may start a few a day.
        if !queued
            && state
                .spend("review", client_ip(&ext), 1.0, REVIEW_QUOTA)
                .is_err()
        {
            return Err(ApiError::TooMany(format!(
                "an address may start {} reviews a day: this one can start tomorrow",
                REVIEW_QUOTA.0 as u32
            )));
        }
        let ip = client_ip(&ext);
        let mut running = state.0.reviewer.running.lock().expect("reviews");
        // One review waits per address, so nobody fills the queue ahead of everyone else.
        if !running.contains_key(&id)
            && let Some((waiting, _)) = running.iter().find(|(_, who)| **who == ip)
        {
            return Err(ApiError::TooMany(format!(
                "your review of game {waiting} is not done yet; ask for this one when it is"
            )));
        }
        if !running.contains_key(&id) {
            let job = ReviewJob {
                id: id.clone(),
                positions: todo,
            };
            match state.0.reviewer.queue.try_send(job) {
                Ok(()) => {
                    running.insert(id.clone(), ip);
                }
                Err(TrySendError::Full(_)) | Err(TrySendError::Disconnected(_)) => {
                    return Err(ApiError::Unavailable(
                        "many games are waiting for their review; try again in a few minutes"
                            .into(),
                    ));
                }
            }
        }
    }
    Ok(Json(state.review_view(&id, plies, &all).await?))
}

/// Reviews of finished games.
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::get;
    axum::Router::new().route(
        "/api/games/{id}/review",
        get(api_review).post(api_review_start),
    )
}
