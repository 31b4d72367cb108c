//! A game's WebSocket: its state at once and after every change, chat lines as their own
//! events, and actions sent by the players.

use super::*;

/// A game's events: the game as JSON at once and after every change; actions may be sent as
/// JSON messages (the same as `POST /api/games/{id}/actions`).
pub(crate) async fn api_ws(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    ext: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let slot = state.slot(&id).await?;
    let token = token_of(&headers, &q);
    let ip = client_ip(&ext);
    Ok(ws
        .max_message_size(16 * 1024)
        .on_upgrade(move |socket| ws_session(state, slot, id, token, ip, socket)))
}

pub(crate) async fn ws_session(
    state: AppState,
    slot: Arc<Slot>,
    id: String,
    token: Option<String>,
    ip: IpAddr,
    mut socket: WebSocket,
) {
    let mut changed = slot.changed.subscribe();
    let view = |live: &Live| {
        let viewer = live.seat(token.as_deref());
        json!({"type": "state", "game": live.view(viewer, now_ms())}).to_string()
    };
    let first = {
        let guard = slot.live.lock().await;
        guard.as_ref().map(view)
    };
    if let Some(text) = first
        && socket.send(Message::Text(text.into())).await.is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            ev = changed.recv() => {
                let text = match ev {
                    Ok(Change::Chat(line)) => Some(json!({"type": "chat", "line": line}).to_string()),
                    Ok(Change::State) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        let guard = slot.live.lock().await;
                        guard.as_ref().map(view)
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                if let Some(t) = text && socket.send(Message::Text(t.into())).await.is_err() {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                let text = match msg {
                    Message::Text(t) => t.to_string(),
                    Message::Close(_) => return,
                    _ => continue,
                };
                let reply = match serde_json::from_str::<Action>(&text) {
                    // Actions over the socket count against the same limit as POSTs.
                    Ok(_) if !state.allow(ip) => Some(json!({"type": "error", "error": TOO_MANY})),
                    Ok(action) => match state.act(&id, token.as_deref(), &action).await {
                        Ok(_) => None,
                        Err(e) => Some(json!({"type": "error", "error": e.1})),
                    },
                    Err(e) => Some(json!({"type": "error", "error": format!("message: {e}")})),
                };
                if let Some(r) = reply && socket.send(Message::Text(r.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}
