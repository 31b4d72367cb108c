//! The bot and board API in lichess's form, so that programs written for lichess (lichess-bot,
//! berserk and the other client libraries) play on a Rukh site with only the server's address
//! changed: the account, the stream of events (games starting and ending, challenges), a game's
//! stream, moves, resigning and aborting, challenges accepted and declined. Streams are NDJSON,
//! one JSON object a line, with an empty line every few seconds to keep them open; the token
//! comes in the `Authorization: Bearer` header.

use crate::wire::Done;
use std::collections::BTreeMap;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use rukh_store::{Challenge, GameRow, Player};
use serde_json::{Value, json};

use crate::app::AppState;
use crate::http::error::ApiError;
use crate::http::identity::{Identity, actor};
use crate::play::Actor;
use crate::wire::{Action, ClockKind, GameStatus, GameView, Side};

/// How often a quiet stream sends an empty line (lichess's own interval).
const KEEP_ALIVE: Duration = Duration::from_secs(6);

pub(crate) fn routes() -> Router<AppState> {
    let mut r = Router::new()
        .route("/api/account", get(account))
        .route("/api/stream/event", get(event_stream))
        .route("/api/challenge/{id}/accept", post(accept))
        .route("/api/challenge/{id}/decline", post(decline));
    // The bot API and the board API name the same calls under two prefixes.
    for kind in ["bot", "board"] {
        r = r
            .route(&format!("/api/{kind}/game/stream/{{id}}"), get(game_stream))
            .route(
                &format!("/api/{kind}/game/{{id}}/move/{{mv}}"),
                post(play_move),
            )
            .route(&format!("/api/{kind}/game/{{id}}/resign"), post(resign))
            .route(&format!("/api/{kind}/game/{{id}}/abort"), post(abort));
    }
    r
}

/// The caller's account, or the answer lichess's clients expect without one.
fn me(identity: &Identity) -> Result<Player, ApiError> {
    identity.player.clone().filter(Player::is_account).ok_or_else(|| {
        ApiError::Unauthorized(
            "this call needs an account's token: send `Authorization: Bearer TOKEN` (make one with `rukh users token NAME` or at /account/token)".into(),
        )
    })
}

/// A player as lichess names one: `id` is the name in small letters.
pub(crate) fn user(name: &str, bot: bool, rating: Option<i64>) -> Value {
    let mut u = json!({ "id": name.to_lowercase(), "name": name, "username": name });
    if bot {
        u["title"] = "BOT".into();
    }
    if let Some(r) = rating {
        u["rating"] = r.into();
    }
    u
}

/// `GET /api/account`: who the token belongs to.
#[utoipa::path(
    get, path = "/api/account", tag = "bot",
    summary = "The token's account, as lichess gives it",
    security(("token" = [])),
    responses(
        (status = 200, description = "The account in lichess's form (`id`, `username`, `title`, `createdAt`, `seenAt`)", body = serde_json::Value),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody)
    )
)]
async fn account(identity: Identity) -> Result<Json<Value>, ApiError> {
    let p = me(&identity)?;
    let bot = p.kind == rukh_store::PlayerKind::Bot;
    let mut u = user(&p.name, bot, None);
    u["createdAt"] = p.created_at.into();
    u["seenAt"] = p.seen_at.into();
    Ok(Json(u))
}

/// A game's variant as lichess gives it.
pub(crate) fn variant_of(id: &str) -> Value {
    let name = crate::http::pages::layout::game_name_of(crate::site::i18n::english(), id);
    json!({ "key": id, "name": name, "short": name })
}

/// A game's clock as lichess's `timeControl` of a challenge gives it.
fn time_control(g: &GameRow) -> Value {
    match g.clock_kind {
        ClockKind::Live => json!({
            "type": "clock",
            "limit": g.initial_ms / 1000,
            "increment": g.increment_ms / 1000,
            "show": crate::play::time_control(g),
        }),
        ClockKind::Correspondence => {
            json!({ "type": "correspondence", "daysPerTurn": g.days_per_move })
        }
        ClockKind::None => json!({ "type": "unlimited" }),
    }
}

/// The speed word lichess uses.
pub(crate) fn speed(g: &GameRow) -> &'static str {
    match g.clock_kind {
        ClockKind::Correspondence => "correspondence",
        ClockKind::None => "unlimited",
        ClockKind::Live => {
            // Estimated duration: the base time and forty increments.
            let secs = g.initial_ms / 1000 + 40 * g.increment_ms / 1000;
            match secs {
                ..30 => "ultraBullet",
                30..180 => "bullet",
                180..480 => "blitz",
                480..1500 => "rapid",
                _ => "classical",
            }
        }
    }
}

/// The game as the event stream's `gameStart` and `gameFinish` give it, for the player `me`.
fn game_event(kind: &str, g: &GameRow, me: &str) -> Value {
    let white = g.white_player.as_deref() == Some(me);
    let (opp_name, opp_kind) = if white {
        (g.black_name.clone(), g.black_kind)
    } else {
        (g.white_name.clone(), g.white_kind)
    };
    let color = if white { "white" } else { "black" };
    let my_turn = g
        .turn()
        .map(|s| (s == Side::White) == white)
        .unwrap_or(false);
    let opponent = user(
        opp_name.as_deref().unwrap_or("Anonymous"),
        opp_kind == Some(rukh_store::PlayerKind::Bot),
        None,
    );
    json!({
        "type": kind,
        "game": {
            "id": g.id, "gameId": g.id, "fullId": g.id,
            "color": color, "isMyTurn": my_turn, "hasMoved": g.ply > 0,
            "rated": g.rated, "speed": speed(g), "variant": variant_of(&g.variant),
            "opponent": opponent, "source": if g.seek { "lobby" } else { "friend" },
            "status": { "name": status_of(g.status, g.termination.as_deref(), g.result.map(|r| r.as_str())) },
        }
    })
}

/// A challenge as the event stream gives it.
fn challenge_event(kind: &str, c: &Challenge, g: Option<&GameRow>) -> Value {
    let mut ch = json!({
        "id": c.id,
        "url": format!("/g/{}", c.id),
        "status": c.status,
        "challenger": user(&c.challenger_name, false, None),
        "destUser": user(&c.challenged_name, false, None),
        "color": "random",
    });
    if let Some(g) = g {
        ch["variant"] = variant_of(&g.variant);
        ch["rated"] = g.rated.into();
        ch["speed"] = speed(g).into();
        ch["timeControl"] = time_control(g);
        ch["perf"] = json!({ "name": speed(g) });
        // The challenger sits in the seat they chose; the other is the challenged player's.
        let challenger_white = g.white_player.as_deref() == Some(c.challenger.as_str());
        ch["finalColor"] = if challenger_white { "white" } else { "black" }.into();
    }
    json!({ "type": kind, "challenge": ch })
}

/// An NDJSON response from a stream of lines.
fn ndjson(lines: impl futures_util::Stream<Item = String> + Send + 'static) -> Response {
    use futures_util::StreamExt;
    let body = Body::from_stream(lines.map(Ok::<_, std::convert::Infallible>));
    (
        [
            (header::CONTENT_TYPE, "application/x-ndjson"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// What the event stream has told its reader.
#[derive(Default)]
struct Told {
    games: BTreeMap<String, GameRow>,
    challenges: BTreeMap<String, Challenge>,
    started: bool,
}

/// `GET /api/stream/event`: the account's games as they start (`gameStart`) and end
/// (`gameFinish`), and challenges to it as they come (`challenge`) and go (`challengeCanceled`).
/// Games under way and waiting challenges are told at once.
#[utoipa::path(
    get, path = "/api/stream/event", tag = "bot",
    summary = "The account's events, as lichess's NDJSON stream",
    description = "`gameStart`, `gameFinish`, `challenge` and `challengeCanceled` objects in lichess's form, one a line; an empty line every few seconds keeps the stream open.",
    security(("token" = [])),
    responses(
        (status = 200, description = "The stream", content_type = "application/x-ndjson", body = serde_json::Value),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody)
    )
)]
async fn event_stream(
    State(state): State<AppState>,
    identity: Identity,
) -> Result<Response, ApiError> {
    let me = me(&identity)?;
    let rx = state.play().seat_news();
    let stream = futures_util::stream::unfold(
        (state, rx, me, Told::default(), Vec::<String>::new()),
        |(state, mut rx, me, mut told, mut queue)| async move {
            loop {
                if let Some(line) = queue.pop() {
                    return Some((line, (state, rx, me, told, queue)));
                }
                if told.started {
                    let woke = tokio::select! {
                        got = rx.recv() => match got {
                            Ok(news) => news.iter().any(|p| p.as_deref() == Some(me.id.as_str())),
                            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => true,
                            Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
                        },
                        // Challenges are read again now and then (their news is not the seats').
                        _ = tokio::time::sleep(KEEP_ALIVE) => false,
                        _ = state.stopping() => return None,
                    };
                    let lines = news(&state, &me, &mut told).await;
                    if lines.is_empty() && !woke {
                        return Some(("\n".to_owned(), (state, rx, me, told, queue)));
                    }
                    queue = lines.into_iter().rev().collect();
                } else {
                    told.started = true;
                    queue = news(&state, &me, &mut told)
                        .await
                        .into_iter()
                        .rev()
                        .collect();
                    if queue.is_empty() {
                        return Some(("\n".to_owned(), (state, rx, me, told, queue)));
                    }
                }
            }
        },
    );
    Ok(ndjson(stream))
}

/// The events since `told`: games started and ended, challenges come and gone.
async fn news(state: &AppState, me: &Player, told: &mut Told) -> Vec<String> {
    let db = state.db();
    let mut out = Vec::new();
    let Ok(unfinished) = db.unfinished_games_of(&me.id).await else {
        return out;
    };
    let mut now = BTreeMap::new();
    for (id, open, _) in unfinished {
        if open {
            continue;
        }
        if let Some(g) = told.games.get(&id) {
            now.insert(id.clone(), g.clone());
            continue;
        }
        if let Ok(Some(g)) = db.game(&id).await {
            out.push(game_event("gameStart", &g, &me.id).to_string() + "\n");
            now.insert(id, g);
        }
    }
    for (id, g) in &told.games {
        if !now.contains_key(id) {
            let ended = db
                .game(id)
                .await
                .ok()
                .flatten()
                .unwrap_or_else(|| g.clone());
            out.push(game_event("gameFinish", &ended, &me.id).to_string() + "\n");
        }
    }
    told.games = now;
    let Ok(pending) = state.play().challenges_of(&me.id).await else {
        return out;
    };
    let mut now = BTreeMap::new();
    for c in pending.into_iter().filter(|c| c.challenged == me.id) {
        if !told.challenges.contains_key(&c.id) {
            let g = db.game(&c.id).await.ok().flatten();
            out.push(challenge_event("challenge", &c, g.as_ref()).to_string() + "\n");
        }
        now.insert(c.id.clone(), c);
    }
    for (id, c) in &told.challenges {
        if !now.contains_key(id) {
            out.push(challenge_event("challengeCanceled", c, None).to_string() + "\n");
        }
    }
    told.challenges = now;
    out
}

/// lichess's status word for a game.
fn status_word(v: &GameView) -> &'static str {
    status_of(v.status, v.termination.as_deref(), v.result.as_deref())
}

/// A game's status as lichess names it, from its status, how it ended and its result.
pub(crate) fn status_of(
    status: GameStatus,
    termination: Option<&str>,
    result: Option<&str>,
) -> &'static str {
    if status != GameStatus::Finished {
        return if status == GameStatus::Open {
            "created"
        } else {
            "started"
        };
    }
    match termination.unwrap_or("") {
        "resignation" => "resign",
        "time" => "outoftime",
        "agreement" | "repetition" | "move-rule" => "draw",
        "aborted" | "abort" => "aborted",
        "checkmate" => "mate",
        "stalemate" => "stalemate",
        _ if result == Some("*") => "aborted",
        _ if result == Some("1/2-1/2") => "draw",
        _ => "variantEnd",
    }
}

/// The game's state as lichess's `gameState` gives it: the moves in coordinates from the start,
/// the clocks, the status and the winner.
fn game_state(v: &GameView) -> Value {
    let moves: Vec<&str> = v.moves.iter().map(|m| m.coord.as_str()).collect();
    let mut s = json!({
        "type": "gameState",
        "moves": moves.join(" "),
        "wtime": v.clock.white_ms,
        "btime": v.clock.black_ms,
        "winc": v.clock.increment_ms,
        "binc": v.clock.increment_ms,
        "status": status_word(v),
        "wdraw": v.draw_offer.as_deref() == Some("white"),
        "bdraw": v.draw_offer.as_deref() == Some("black"),
    });
    match v.result.as_deref() {
        Some("1-0") => s["winner"] = "white".into(),
        Some("0-1") => s["winner"] = "black".into(),
        _ => {}
    }
    s
}

/// The whole game as `gameFull` gives it, first on a game's stream.
fn game_full(v: &GameView, row: Option<&GameRow>) -> Value {
    let seat = |s: &crate::wire::Seat| {
        let mut u = user(
            s.name.as_deref().unwrap_or("Anonymous"),
            s.bot,
            s.rating.as_ref().map(|r| r.before),
        );
        if s.engine {
            u = json!({ "aiLevel": 1, "name": "Rukh" });
        }
        u
    };
    let clock = row
        .filter(|g| g.clock_kind == ClockKind::Live)
        .map(|g| json!({ "initial": g.initial_ms, "increment": g.increment_ms }));
    json!({
        "type": "gameFull",
        "id": v.id,
        "variant": variant_of(&v.variant),
        "rated": v.rated,
        "speed": v.speed,
        "perf": { "name": v.speed },
        "clock": clock,
        "createdAt": row.map_or(v.server_time, |g| g.created_at),
        "white": seat(&v.white),
        "black": seat(&v.black),
        "initialFen": v.start_fen,
        "state": game_state(v),
    })
}

/// `GET /api/bot/game/stream/{id}`: `gameFull` at once, then `gameState` after every change,
/// until the game ends.
#[utoipa::path(
    get, path = "/api/{kind}/game/stream/{id}", tag = "bot",
    summary = "A game's stream, as lichess's NDJSON",
    description = "`gameFull` at once, then `gameState` after every change, in lichess's form, until the game ends.",
    params(("kind" = String, Path, description = "`bot` or `board`: lichess's two APIs, the same here"), ("id" = String, Path, description = "The game's id")),
    security(("token" = [])),
    responses(
        (status = 200, description = "The stream", content_type = "application/x-ndjson", body = serde_json::Value),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
async fn game_stream(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let who = actor(&identity, None);
    let first = state.play().view(&id, &who).await?;
    let slot = state.play().slot(&id).await?;
    let changed = slot.changed.subscribe();
    let row = state.db().game(&id).await.ok().flatten();
    let opening = game_full(&first, row.as_ref()).to_string() + "\n";
    let done = first.status == GameStatus::Finished;
    let version = first.version;
    let stream = futures_util::stream::unfold(
        (state, who, id, changed, Some(opening), version, done),
        |(state, who, id, mut changed, first, mut version, done)| async move {
            if let Some(line) = first {
                return Some((line, (state, who, id, changed, None, version, done)));
            }
            if done {
                return None;
            }
            loop {
                tokio::select! {
                    got = changed.recv() => {
                        if let Err(tokio::sync::broadcast::error::RecvError::Closed) = got {
                            return None;
                        }
                    }
                    _ = tokio::time::sleep(KEEP_ALIVE) => {
                        // Read again (another process may have changed it), else keep alive.
                        let Ok(v) = state.play().view(&id, &who).await else { return None };
                        if v.version == version {
                            return Some(("\n".to_owned(), (state, who, id, changed, None, version, false)));
                        }
                    }
                    _ = state.stopping() => return None,
                }
                let Ok(v) = state.play().view(&id, &who).await else {
                    return None;
                };
                if v.version != version {
                    version = v.version;
                    let over = v.status == GameStatus::Finished;
                    let line = game_state(&v).to_string() + "\n";
                    return Some((line, (state, who, id, changed, None, version, over)));
                }
            }
        },
    );
    Ok(ndjson(stream))
}

fn ok() -> Json<Done> {
    Json(Done { ok: true })
}

/// Acts in a game as the token's player.
async fn act(
    state: &AppState,
    identity: &Identity,
    id: &str,
    action: Action,
) -> Result<Json<Done>, ApiError> {
    let who: Actor = actor(identity, None);
    state.play().act(id, &who, &action).await?;
    Ok(ok())
}

/// `POST /api/bot/game/{id}/move/{move}`: a move in coordinates (`e2e4`), as lichess's UCI.
#[utoipa::path(
    post, path = "/api/{kind}/game/{id}/move/{mv}", tag = "bot",
    summary = "Make a move, in coordinates",
    params(("kind" = String, Path, description = "`bot` or `board`"), ("id" = String, Path, description = "The game's id"), ("mv" = String, Path, description = "The move in coordinates (`e2e4`)")),
    security(("token" = [])),
    responses(
        (status = 200, description = "Made", body = Done),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 422, description = "An illegal move, or not the caller's turn", body = crate::wire::ApiErrorBody)
    )
)]
async fn play_move(
    State(state): State<AppState>,
    identity: Identity,
    Path((id, mv)): Path<(String, String)>,
) -> Result<Json<Done>, ApiError> {
    me(&identity)?;
    act(&state, &identity, &id, Action::Move { mv, ply: None }).await
}

#[utoipa::path(
    post, path = "/api/{kind}/game/{id}/resign", tag = "bot",
    summary = "Resign",
    params(("kind" = String, Path, description = "`bot` or `board`"), ("id" = String, Path, description = "The game's id")),
    security(("token" = [])),
    responses(
        (status = 200, description = "Resigned", body = Done),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is not in play", body = crate::wire::ApiErrorBody)
    )
)]
async fn resign(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
) -> Result<Json<Done>, ApiError> {
    me(&identity)?;
    act(&state, &identity, &id, Action::Resign).await
}

#[utoipa::path(
    post, path = "/api/{kind}/game/{id}/abort", tag = "bot",
    summary = "Abort a game before both sides have moved",
    params(("kind" = String, Path, description = "`bot` or `board`"), ("id" = String, Path, description = "The game's id")),
    security(("token" = [])),
    responses(
        (status = 200, description = "Aborted", body = Done),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "Too late to abort", body = crate::wire::ApiErrorBody)
    )
)]
async fn abort(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
) -> Result<Json<Done>, ApiError> {
    me(&identity)?;
    act(&state, &identity, &id, Action::Abort).await
}

/// `POST /api/challenge/{id}/accept`.
#[utoipa::path(
    post, path = "/api/challenge/{id}/accept", tag = "bot",
    summary = "Accept a challenge",
    params(("id" = String, Path, description = "The challenge's id")),
    security(("token" = [])),
    responses(
        (status = 200, description = "Accepted: the game starts", body = Done),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such challenge to this account", body = crate::wire::ApiErrorBody)
    )
)]
async fn accept(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
) -> Result<Json<Done>, ApiError> {
    let me = me(&identity)?;
    state.play().accept_challenge(&id, &me).await?;
    Ok(ok())
}

/// `POST /api/challenge/{id}/decline` (the `reason`, one of lichess's words, is kept where the
/// site knows it).
#[utoipa::path(
    post, path = "/api/challenge/{id}/decline", tag = "bot",
    summary = "Decline a challenge",
    description = "With lichess's `reason` (JSON or a form), kept where the site knows the word.",
    params(("id" = String, Path, description = "The challenge's id")),
    request_body(content = Option<crate::wire::DeclineBody>, description = "The reason, optional"),
    security(("token" = [])),
    responses(
        (status = 200, description = "Declined", body = Done),
        (status = 401, description = "No account's token", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such challenge to this account", body = crate::wire::ApiErrorBody)
    )
)]
async fn decline(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
    body: String,
) -> Result<Json<Done>, ApiError> {
    let me = me(&identity)?;
    // lichess's clients send `{"reason": ...}` or a form.
    let reason = serde_json::from_str::<BTreeMap<String, Value>>(&body)
        .ok()
        .and_then(|f| f.get("reason").and_then(Value::as_str).map(str::to_owned))
        .or_else(|| {
            serde_urlencoded::from_str::<BTreeMap<String, String>>(&body)
                .ok()
                .and_then(|f| f.get("reason").cloned())
        })
        .filter(|r| {
            crate::play::challenges::DECLINE_REASONS
                .iter()
                .any(|(w, _)| *w == r.as_str())
        });
    state
        .play()
        .decline_challenge(&id, &me, reason.as_deref())
        .await?;
    Ok(ok())
}
