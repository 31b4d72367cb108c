//! The JSON API for bots and the pages: games made, joined, listed, moved in and downloaded,
//! and the lobby's lists as server-sent events.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use axum::response::{Redirect, Response};
use rukh_rules::Position;

use rukh_store::GameFilter;
use serde::Deserialize;

use crate::app::AppState;
use crate::http::error::{ApiError, bad, body_error};
use crate::http::identity::{Identity, TokenQuery, actor, token_of};
use crate::play::live::Action;
use crate::play::{JoinRequest, NewGame};
use crate::site::diagram::Picture;
use crate::site::games::make_variant;
use crate::wire::{
    GameStatus, GameSummary, GameView, RematchReply, SeatTaken, SeekCancelled, VariantInfo,
};

#[utoipa::path(
    get, path = "/api/variants", tag = "games",
    summary = "The games this site offers",
    responses((status = 200, description = "Each game: its board, men and rules", body = Vec<crate::wire::VariantInfo>))
)]
pub(crate) async fn api_variants() -> Json<Vec<VariantInfo>> {
    Json(
        crate::site::games::site_games()
            .iter()
            .map(|v| crate::site::games::variant_json(v))
            .collect(),
    )
}

#[derive(Deserialize, Default, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    pub status: Option<GameStatus>,
    pub variant: Option<String>,
    pub player: Option<String>,
    pub result: Option<String>,
    /// `imported` (games brought in from files) or `played` (games played here).
    pub origin: Option<String>,
    pub limit: Option<i64>,
    /// The page of the list, from 1.
    pub page: Option<i64>,
}

impl ListQuery {
    pub(crate) fn filter(&self) -> GameFilter {
        let nonempty = |s: &Option<String>| s.clone().filter(|s| !s.is_empty());
        GameFilter {
            status: self.status,
            variant: nonempty(&self.variant),
            player: nonempty(&self.player),
            result: nonempty(&self.result),
            imported: match self.origin.as_deref() {
                Some("imported") => Some(true),
                Some("played") => Some(false),
                _ => None,
            },
            limit: self.limit.unwrap_or(100),
            offset: (self.page.unwrap_or(1).clamp(1, 10_000) - 1)
                * self.limit.unwrap_or(100).clamp(1, 500),
            hide_aborted: false,
        }
    }
}

/// The lobby's lists as server-sent events: at once, then after every change. The lists are
/// made once per change and shared by every viewer (`AppState::lobby_view`).
#[utoipa::path(
    get, path = "/api/lobby/events", tag = "games",
    summary = "The lobby's lists, as server-sent events",
    description = "An event `lists` (a `LobbyLists` as JSON) at once, then after every change.",
    responses((status = 200, description = "A stream of `lists` events", content_type = "text/event-stream", body = crate::wire::LobbyLists))
)]
pub(crate) async fn lobby_events(
    State(state): State<AppState>,
    identity: Identity,
) -> axum::response::sse::Sse<
    impl futures_util::Stream<Item = Result<axum::response::sse::Event, std::convert::Infallible>>,
> {
    use axum::response::sse::{Event, KeepAlive, Sse};
    let rx = state.play().lobby_view();
    // While the stream is open, its player's live seeks stay in the lobby.
    let here = identity.id().map(|p| Arc::new(state.play().presence(p)));
    let stream = futures_util::stream::unfold(
        (state, rx, true, here),
        |(state, mut rx, first, here)| async move {
            if first {
                if rx.borrow().is_empty() {
                    // The process has just started: its first lists are being made.
                    tokio::select! {
                        got = rx.changed() => got.ok()?,
                        _ = state.stopping() => return None,
                    }
                }
            } else {
                tokio::select! {
                    got = rx.changed() => got.ok()?,
                    // The process stops: the stream ends (the page's EventSource reconnects).
                    _ = state.stopping() => return None,
                }
            }
            let data = Arc::clone(&rx.borrow_and_update());
            Some((
                Ok(Event::default().event("lists").data(data.as_str())),
                (state, rx, false, here),
            ))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}

#[utoipa::path(
    get, path = "/api/games", tag = "games",
    summary = "Games, newest first",
    params(ListQuery),
    responses(
        (status = 200, description = "The games that match", body = Vec<crate::wire::GameSummary>),
        (status = 400, description = "A query field that cannot be read", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_list(
    State(state): State<AppState>,
    q: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Vec<GameSummary>>, ApiError> {
    let Query(q) = q.map_err(|e| bad(format!("query: {e}")))?;
    Ok(Json(state.play().list(&q.filter()).await?))
}

/// `POST /api/games`: a game for the caller. A browser's session or a bot's token makes it the
/// player's; a program with neither gets the seat's key only.
#[utoipa::path(
    post, path = "/api/games", tag = "games",
    summary = "Make a game",
    description = "A browser's session or a bot's token makes the game that player's; a program with neither gets the seat's key only (`token` in the answer).",
    request_body = crate::play::NewGame,
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 201, description = "The game, and the seat taken", body = crate::wire::SeatTaken),
        (status = 400, description = "A field that is wrong, named in the error", body = crate::wire::ApiErrorBody),
        (status = 429, description = "Too many games or requests from this client", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_create(
    State(state): State<AppState>,
    identity: Identity,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Result<(StatusCode, Json<SeatTaken>), ApiError> {
    let Json(req) = body.map_err(body_error)?;
    let created = state
        .play()
        .create_game(req, identity.player.as_ref())
        .await?;
    Ok((StatusCode::CREATED, Json(created)))
}

#[utoipa::path(
    get, path = "/api/games/{id}", tag = "games",
    summary = "A game as its players or a spectator see it",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    security((), ("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "The game; legal moves and actions for the caller's seat", body = crate::wire::GameView),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_game(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<GameView>, ApiError> {
    let who = actor(&identity, token_of(&headers, &q));
    Ok(Json(state.play().view(&id, &who).await?))
}

#[utoipa::path(
    post, path = "/api/games/{id}/join", tag = "games",
    summary = "Take the second seat of a game, by its invitation",
    params(("id" = String, Path, description = "The game's id")),
    request_body = crate::play::JoinRequest,
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The seat taken", body = crate::wire::SeatTaken),
        (status = 400, description = "A field that is wrong", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not the game's invitation", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "Both seats are taken", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    body: Result<Json<JoinRequest>, JsonRejection>,
) -> Result<Json<SeatTaken>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    Ok(Json(
        state
            .play()
            .join_game(&id, req, identity.player.as_ref())
            .await?,
    ))
}

#[utoipa::path(
    post, path = "/api/games/{id}/actions", tag = "games",
    summary = "Move, resign, offer a draw or a takeback, claim, chat",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    request_body = crate::wire::Action,
    security(("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "The game after the action", body = crate::wire::GameView),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is not in play, or changed at the same moment", body = crate::wire::ApiErrorBody),
        (status = 422, description = "Refused by the rules: an illegal move, not the caller's turn", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_action(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<Action>, JsonRejection>,
) -> Result<Json<GameView>, ApiError> {
    let Json(action) = body.map_err(body_error)?;
    let who = actor(&identity, token_of(&headers, &q));
    Ok(Json(state.play().act(&id, &who, &action).await?))
}

/// A move: `{"move": "e2e4"}` (coordinates or SAN), with the number of plies the mover saw.
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct MoveBody {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default)]
    ply: Option<i64>,
}

#[utoipa::path(
    post, path = "/api/games/{id}/move", tag = "games",
    summary = "Make a move",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    request_body = MoveBody,
    security(("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "The game after the move", body = crate::wire::GameView),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is not in play, or the move was made on an older position", body = crate::wire::ApiErrorBody),
        (status = 422, description = "An illegal move, or not the caller's turn", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_move(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> Result<Json<GameView>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let who = actor(&identity, token_of(&headers, &q));
    let action = Action::Move {
        mv: b.mv,
        ply: b.ply,
    };
    Ok(Json(state.play().act(&id, &who, &action).await?))
}

pub(crate) async fn download(
    state: &AppState,
    headers: &HeaderMap,
    id: &str,
    pgn: bool,
) -> Result<Response, ApiError> {
    let text = state
        .play()
        .record(id, pgn, &state.origin_of(headers))
        .await?;
    let ext = if pgn { "pgn" } else { "txt" };
    let disposition = format!("attachment; filename=\"rukh-{id}.{ext}\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    )
        .into_response())
}

/// A picture as a download.
pub(crate) fn picture_response(p: Picture) -> Response {
    (
        [
            (header::CONTENT_TYPE, p.media_type.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", p.file_name),
            ),
        ],
        p.bytes,
    )
        .into_response()
}

#[utoipa::path(
    get, path = "/api/games/{id}/pgn", tag = "games",
    summary = "A game's record as PGN",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The PGN, as a download", content_type = "text/plain", body = String),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_pgn(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &headers, &id, true).await
}

#[utoipa::path(
    get, path = "/api/games/{id}/courier", tag = "games",
    summary = "A game's record as a Game Courier log",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The log, as a download", content_type = "text/plain", body = String),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_courier(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &headers, &id, false).await
}

#[utoipa::path(
    post, path = "/api/games/{id}/rematch/decline", tag = "games",
    summary = "Decline the opponent's rematch",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    security(("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "The rematch's state", body = crate::wire::RematchReply),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is not over", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_rematch_decline(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<RematchReply>, ApiError> {
    let who = actor(&identity, token_of(&headers, &q));
    Ok(Json(state.play().decline_rematch(&id, &who).await?))
}

#[utoipa::path(
    post, path = "/api/games/{id}/rematch", tag = "games",
    summary = "Offer or accept a rematch",
    description = "The second player to ask starts the new game, colours swapped.",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    security(("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "Waiting for the opponent, or the new game's id", body = crate::wire::RematchReply),
        (status = 403, description = "Not a player of this game", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is not over", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_rematch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<RematchReply>, ApiError> {
    let who = actor(&identity, token_of(&headers, &q));
    Ok(Json(state.play().rematch_game(&id, &who).await?))
}

/// `POST /api/games/{id}/cancel`: the creator takes an open game off.
#[utoipa::path(
    post, path = "/api/games/{id}/cancel", tag = "games",
    summary = "Take one's open game off the lobby",
    params(("id" = String, Path, description = "The game's id"), crate::http::identity::TokenQuery),
    security(("session" = []), ("token" = []), ("seat_key" = [])),
    responses(
        (status = 200, description = "Cancelled", body = crate::wire::SeekCancelled),
        (status = 403, description = "Not the game's creator", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game has begun", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_cancel(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<SeekCancelled>, ApiError> {
    let who = actor(&identity, token_of(&headers, &q));
    state.play().cancel_seek(&id, &who).await?;
    Ok(Json(SeekCancelled {
        id,
        cancelled: true,
    }))
}

/// `POST /g/{id}/cancel` (the buttons of the lobby and the waiting game's page): back to the
/// lobby.
pub(crate) async fn cancel_form(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
) -> Result<Response, ApiError> {
    let who = actor(&identity, None);
    state.play().cancel_seek(&id, &who).await?;
    Ok(Redirect::to("/").into_response())
}

/// `GET /api/games/{id}/diagram?ply=N&format=png|svg&style=&pieces=&flip=`: a picture of the
/// game's position after `ply` plies (the last by default).
#[utoipa::path(
    get, path = "/api/games/{id}/diagram", tag = "diagrams",
    summary = "A picture of a game's position",
    params(("id" = String, Path, description = "The game's id"), crate::site::diagram::Query),
    responses(
        (status = 200, description = "The picture (PNG or SVG), as a download", content_type = "image/png"),
        (status = 400, description = "A query field that is wrong", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_game_diagram(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<crate::site::diagram::Query>,
) -> Result<Response, ApiError> {
    let (mut all, _) = state.study().game_positions(&id).await?;
    let upto = q.ply.unwrap_or(all.len() - 1).min(all.len() - 1);
    let pos = all.swap_remove(upto);
    let name = format!("{id}-{}", q.ply.map_or("end".to_owned(), |p| p.to_string()));
    let picture = state
        .site()
        .draw(move || crate::site::diagram::picture(&pos, &q, &name))
        .await?;
    // A position's picture never changes: the problems list's diagrams come from the cache on
    // the next visit.
    let mut response = picture_response(picture);
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("public, max-age=86400"),
    );
    Ok(response)
}

/// `GET /api/print/{variant}?paper=a4|letter&format=pdf|svg&pieces=`: the game's board and men
/// to print, cut out and play at home.
#[utoipa::path(
    get, path = "/api/print/{variant}", tag = "diagrams",
    summary = "A game's board and men to print and play at home",
    params(("variant" = String, Path, description = "The game's id"), crate::site::diagram::PrintQuery),
    responses(
        (status = 200, description = "The sheet (PDF or SVG), as a download", content_type = "application/pdf"),
        (status = 400, description = "A query field that is wrong, or no such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_print(
    State(state): State<AppState>,
    Path(variant): Path<String>,
    Query(q): Query<crate::site::diagram::PrintQuery>,
) -> Result<Response, ApiError> {
    crate::site::games::ensure_variant(state.db(), &variant).await;
    let v = make_variant(&variant, "{}").map_err(bad)?;
    let picture = state
        .site()
        .draw(move || crate::site::diagram::sheet(&v, &q))
        .await?;
    Ok(picture_response(picture))
}

/// `GET /api/diagram/{variant}?fen=FEN&format=png|svg&style=&pieces=&flip=`: a picture of any
/// position of a game.
#[utoipa::path(
    get, path = "/api/diagram/{variant}", tag = "diagrams",
    summary = "A picture of any position of a game",
    params(("variant" = String, Path, description = "The game's id"), crate::site::diagram::Query),
    responses(
        (status = 200, description = "The picture (PNG or SVG), as a download", content_type = "image/png"),
        (status = 400, description = "A query field or FEN that is wrong, or no such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_diagram(
    State(state): State<AppState>,
    Path(variant): Path<String>,
    Query(q): Query<crate::site::diagram::Query>,
) -> Result<Response, ApiError> {
    crate::site::games::ensure_variant(state.db(), &variant).await;
    let v = make_variant(&variant, "{}").map_err(bad)?;
    let pos = match q.fen.as_deref().filter(|f| !f.trim().is_empty()) {
        Some(f) if f.len() > 1000 => return Err(bad("a FEN of at most 1000 characters, please")),
        Some(f) => Position::from_fen(&v, f).map_err(|e| bad(format!("position: {e}")))?,
        None => v.start_position(),
    };
    let name = v.id.clone();
    let picture = state
        .site()
        .draw(move || crate::site::diagram::picture(&pos, &q, &name))
        .await?;
    // A position's picture never changes: the problems list's diagrams come from the cache on
    // the next visit.
    let mut response = picture_response(picture);
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("public, max-age=86400"),
    );
    Ok(response)
}

/// The games' JSON API and the lobby's events.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/api/variants", get(api_variants))
        .route("/api/lobby/events", get(lobby_events))
        .route("/api/games", get(api_list).post(api_create))
        .route("/api/games/{id}", get(api_game))
        .route("/api/games/{id}/join", post(api_join))
        .route("/api/games/{id}/actions", post(api_action))
        .route("/api/games/{id}/move", post(api_move))
        .route("/api/games/{id}/rematch", post(api_rematch))
        .route("/api/games/{id}/rematch/decline", post(api_rematch_decline))
        .route("/api/games/{id}/pgn", get(api_pgn))
        .route("/api/games/{id}/courier", get(api_courier))
        .route("/api/games/{id}/diagram", get(api_game_diagram))
        .route("/api/diagram/{variant}", get(api_diagram))
        .route("/api/print/{variant}", get(api_print))
        .route("/api/games/{id}/cancel", post(api_cancel))
        .route("/g/{id}/cancel", post(cancel_form))
}
