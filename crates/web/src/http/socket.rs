//! A game's WebSocket: the whole game at once (and on `{"type":"resync"}`), then each move as a
//! small event, other changes as the whole game, chat lines as their own events; actions sent by
//! the players. On PostgreSQL the listener brings other processes' changes to this one's sockets.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use tokio::sync::broadcast;

use crate::app::{AppState, now_ms};
use crate::http::error::ApiError;
use crate::http::identity::{TokenQuery, actor, token_of};
use crate::http::limits::TOO_MANY;
use crate::http::limits::client_net;
use crate::metrics;
use crate::play::actor::Watcher;
use crate::play::live::{Action, Live};
use crate::play::{Actor, Change, Slot};
use crate::players::throttle::Ticket;
use crate::wire::{GameMessage, SocketRequest};

/// A game's events: the game as JSON at once and after every change; actions may be sent as
/// JSON messages (the same as `POST /api/games/{id}/actions`).
#[utoipa::path(
    get, path = "/api/games/{id}/ws", tag = "games",
    summary = "A game's WebSocket",
    description = "The whole game (`GameMessage`) at once and on `{\"type\": \"resync\"}`, then each move as a small event, other changes as the whole game, chat lines as their own events. Players send `Action`s (as `POST /api/games/{id}/actions` takes them) and `SocketRequest`s.",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    security((), ("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 101, description = "The socket is open"),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 429, description = "Too many sockets from this client's network", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_ws(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: crate::http::identity::Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    ext: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let slot = state.play().slot(&id).await?;
    let who = actor(&identity, token_of(&headers, &q));
    let ip = client_net(&ext);
    let held = crate::http::limits::hold_connection(&ext);
    state
        .spend("socket", ip, 1.0, crate::http::limits::SOCKET_QUOTA)
        .await
        .map_err(|_| {
            ApiError::TooMany(
                "too many game sockets opened from your network: wait a few seconds and reconnect"
                    .into(),
            )
        })?;
    let ticket = state.socket_ticket(ip)?;
    // Small buffers: a live game's messages are small, and a server holds many sockets.
    Ok(ws
        .read_buffer_size(4 * 1024)
        .write_buffer_size(4 * 1024)
        .max_message_size(16 * 1024)
        .on_upgrade(move |socket| async move {
            let _ticket = ticket;
            let _held = held;
            // A player with their game's page open keeps their live seeks.
            let _here = identity.id().map(|p| state.play().presence(p));
            ws_session(state, slot, id, who, ip, socket).await
        }))
}

pub(crate) async fn ws_session(
    state: AppState,
    slot: Arc<Slot>,
    id: String,
    who: Actor,
    ip: IpAddr,
    mut socket: WebSocket,
) {
    let _open = metrics::SocketGuard::new();
    let mut changed = slot.changed.subscribe();
    // The heartbeat: a ping every interval; a socket silent for two closes.
    let every = state.0.config.ping_interval;
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    // What one socket may send: a bucket of messages (any kind), and a smaller one of resyncs
    // (each answered with the whole game). A socket that keeps sending into an empty bucket
    // is closed.
    let mut messages = Bucket::new(20.0, 5.0);
    let mut resyncs = Bucket::new(3.0, 0.5);
    let mut refused = 0u32;
    let view = |live: &Live| {
        let viewer = live.seat_of(&who);
        GameMessage::State {
            game: Box::new(live.view(viewer, now_ms())),
        }
        .text()
    };
    // The seat of this socket's player or key (it never changes but by joining, which sends
    // the whole game, read again below).
    let (first, mut seat) = {
        let guard = slot.live.lock().await;
        (
            guard.as_ref().map(view),
            guard.as_ref().and_then(|l| l.seat_of(&who)),
        )
    };
    if let Some(text) = first
        && socket.send(Message::Text(text.into())).await.is_err()
    {
        return;
    }
    // The player is here while this page is open; the other sees it.
    let mut watcher = Watcher::new(state.play(), &slot);
    watcher.sit(seat).await;
    let count = watcher.watchers();
    if socket
        .send(Message::Text(GameMessage::Watchers { count }.text().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            _ = state.stopping() => {
                // The process stops: the page reconnects (to this process restarted, or another).
                let close = axum::extract::ws::CloseFrame {
                    code: 1012,
                    reason: "the server is restarting: reconnect".into(),
                };
                let _ = socket.send(Message::Close(Some(close))).await;
                return;
            }
            ev = changed.recv() => {
                let text = match ev {
                    // Each chat room is heard by its own: the players', the spectators'.
                    Ok(Change::Chat(line)) => (line.spectators == seat.is_none())
                        .then(|| GameMessage::Chat { line }.text()),
                    Ok(Change::Watchers(count)) => Some(GameMessage::Watchers { count }.text()),
                    Ok(Change::Move(m)) => {
                        if socket.send(Message::Text(m.text(seat).as_ref().into())).await.is_err() {
                            return;
                        }
                        None
                    }
                    Ok(Change::State) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        let text = {
                            let guard = slot.live.lock().await;
                            seat = guard.as_ref().and_then(|l| l.seat_of(&who));
                            guard.as_ref().map(view)
                        };
                        if text.is_none() {
                            // The game was taken off (a seek cancelled, a challenge declined):
                            // the page reads it again and says what became of it.
                            let close = axum::extract::ws::CloseFrame {
                                code: 4404,
                                reason: "the game was taken off".into(),
                            };
                            let _ = socket.send(Message::Close(Some(close))).await;
                            return;
                        }
                        watcher.sit(seat).await;
                        text
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                if let Some(t) = text && socket.send(Message::Text(t.into())).await.is_err() {
                    return;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > every * 2 {
                    tracing::debug!("game {id}: a socket silent for {} s is closed", heard.elapsed().as_secs());
                    return;
                }
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                heard = Instant::now();
                let text = match msg {
                    Message::Text(t) => t.to_string(),
                    Message::Close(_) => return,
                    Message::Pong(_) | Message::Ping(_) => continue,
                    Message::Binary(_) => String::new(),
                };
                let request = serde_json::from_str::<SocketRequest>(&text).ok();
                let resync = matches!(request, Some(SocketRequest::Resync));
                if !messages.take() || (resync && !resyncs.take()) {
                    refused += 1;
                    if refused > 50 {
                        let close = axum::extract::ws::CloseFrame {
                            code: 1008,
                            reason: "too many messages".into(),
                        };
                        let _ = socket.send(Message::Close(Some(close))).await;
                        tracing::info!("game {id}: a socket flooding from {ip} is closed");
                        return;
                    }
                    let slow = GameMessage::Error {
                        error: TOO_MANY.into(),
                        code: Some("too-many".into()),
                        args: None,
                    }
                    .text();
                    if socket.send(Message::Text(slow.into())).await.is_err() {
                        return;
                    }
                    continue;
                }
                if matches!(request, Some(SocketRequest::Ping)) {
                    // The page's heartbeat.
                    if socket.send(Message::Text(GameMessage::Pong.text().into())).await.is_err() {
                        return;
                    }
                    continue;
                }
                if resync {
                    let state = {
                        let guard = slot.live.lock().await;
                        guard.as_ref().map(view)
                    };
                    if let Some(t) = state && socket.send(Message::Text(t.into())).await.is_err() {
                        return;
                    }
                    continue;
                }
                let parsed = serde_json::from_str::<Action>(&text);
                // Actions over the socket also count against the same limit as POSTs.
                let allowed = parsed.is_err() || state.allow(ip).await;
                let reply = match parsed {
                    Ok(_) if !allowed => Some((TOO_MANY.to_owned(), Some("too-many"), None)),
                    Ok(action) => match state.play().act(&id, &who, &action).await {
                        Ok(_) => None,
                        Err(e) => Some((e.to_string(), refusal_code(&e), refusal_args(&e))),
                    },
                    Err(e) => Some((format!("message: {e}"), None, None)),
                };
                if let Some((error, code, args)) = reply
                    && socket
                        .send(Message::Text(
                            GameMessage::Error { error, code: code.map(str::to_owned), args }
                                .text()
                                .into(),
                        ))
                        .await
                        .is_err()
                {
                    return;
                }
            }
        }
    }
}

impl AppState {
    /// A place for one more socket (a game's or the analysis board's) of a client network, if
    /// it has fewer than its share open.
    pub(crate) fn socket_ticket(&self, ip: IpAddr) -> Result<Ticket, ApiError> {
        let most = self.0.config.connections_per_address;
        Ticket::take(&self.0.sockets_by_client, ip, most).ok_or_else(|| {
            ApiError::TooMany(format!(
                "too many sockets open from your network (at most {most}): close some pages"
            ))
        })
    }
}

/// A socket's own token bucket: `burst` at once, `per_second` more each second.
struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    last: Instant,
}

impl Bucket {
    fn new(burst: f64, per_second: f64) -> Bucket {
        Bucket {
            tokens: burst,
            burst,
            per_second,
            last: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.last).as_secs_f64() * self.per_second)
            .min(self.burst);
        self.last = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

/// A game's WebSocket.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new().route("/api/games/{id}/ws", get(api_ws))
}

/// The numbers a refusal's words take (`GameMessage::Error`'s `args`).
fn refusal_args(e: &crate::play::PlayError) -> Option<std::collections::BTreeMap<String, u32>> {
    match e {
        crate::play::PlayError::Refused(crate::play::live::Refusal::Said { args, .. })
            if !args.is_empty() =>
        {
            Some(args.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect())
        }
        _ => None,
    }
}

/// The kind of a refused action, for the page to say in its language (`GameMessage::Error`).
fn refusal_code(e: &crate::play::PlayError) -> Option<&'static str> {
    use crate::play::PlayError;
    use crate::play::live::Refusal;
    Some(match e {
        PlayError::Refused(Refusal::Over) => "over",
        PlayError::Refused(Refusal::NotStarted) => "not-started",
        PlayError::Refused(Refusal::NotAPlayer) => "not-a-player",
        PlayError::Refused(Refusal::NotYourTurn) => "not-your-turn",
        PlayError::Refused(Refusal::Illegal(..)) => "illegal",
        PlayError::Refused(Refusal::Stale) => "stale",
        PlayError::Refused(Refusal::Said { code, .. }) => code,
        PlayError::Changed => "changed",
        _ => return None,
    })
}
