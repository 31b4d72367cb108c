//! The trainer's API: a puzzle for the solver, the solver's moves judged, the solution, votes,
//! the runs and the daily puzzle. The pages are in `pages/training.rs`.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use serde::Deserialize;

use crate::app::AppState;
use crate::http::error::{ApiError, body_error};
use crate::http::identity::Identity;
use crate::http::limits::client_net;
use crate::training::{Run, Solver};
use crate::wire::{BrowserRating, PuzzleSolution, PuzzleVerdict, PuzzleView};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct NextQuery {
    /// A theme the puzzle must have (`mate`, `fork`, ...).
    theme: Option<String>,
    /// A visitor's rating, as their browser keeps it.
    rating: Option<f64>,
    /// The puzzle just played, not to be given again at once.
    after: Option<String>,
}

/// The account a request comes from (a visitor, an anonymous player or a bot: none).
fn account(who: &Identity) -> Option<&str> {
    who.player
        .as_ref()
        .filter(|p| p.is_account())
        .map(|p| p.id.as_str())
}

/// `GET /api/training/{game}/next?theme=&rating=&after=`: a puzzle for the solver.
#[utoipa::path(
    get, path = "/api/training/{game}/next", tag = "training",
    summary = "A puzzle for the solver, near their rating",
    params(("game" = String, Path, description = "The game's id"), NextQuery),
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The puzzle", body = crate::wire::PuzzleView),
        (status = 404, description = "No puzzles of that game or theme", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_next(
    State(state): State<AppState>,
    Path(game): Path<String>,
    Query(q): Query<NextQuery>,
    who: Identity,
) -> Result<Json<PuzzleView>, ApiError> {
    let theme = q.theme.as_deref().filter(|t| !t.is_empty());
    Ok(Json(
        state
            .training()
            .next(&game, theme, account(&who), q.rating, q.after.as_deref())
            .await?,
    ))
}

/// `GET /api/training/puzzles/{id}`.
#[utoipa::path(
    get, path = "/api/training/puzzles/{id}", tag = "training",
    summary = "A puzzle",
    params(("id" = String, Path, description = "The puzzle's id")),
    responses(
        (status = 200, description = "The puzzle", body = crate::wire::PuzzleView),
        (status = 404, description = "No such puzzle", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_puzzle(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<PuzzleView>, ApiError> {
    Ok(Json(state.training().view(&id)?))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct PlayBody {
    /// The solver's moves so far (coordinates), from the first after the opponent's.
    moves: Vec<String>,
    /// Whether an ended try is rated (the first try, outside a run).
    #[serde(default)]
    rated: bool,
    /// A visitor's rating, as their browser keeps it.
    #[serde(default)]
    rating: Option<BrowserRating>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct GiveUpBody {
    #[serde(default)]
    rated: bool,
    #[serde(default)]
    rating: Option<BrowserRating>,
}

fn solver<'a>(
    who: &'a Identity,
    ext: &axum::http::Extensions,
    rated: bool,
    rating: Option<BrowserRating>,
) -> Solver<'a> {
    Solver {
        account: account(who),
        net: client_net(ext).to_string(),
        browser: rating,
        rated,
    }
}

/// `POST /api/training/puzzles/{id}/play`: `{"moves": [...], "rated": true}` → right (with the
/// opponent's answer), solved or wrong, and the rating's change when the try ended.
#[utoipa::path(
    post, path = "/api/training/puzzles/{id}/play", tag = "training",
    summary = "Judge the solver's moves",
    description = "Right (with the opponent's answer), solved or wrong; and the rating's change when a rated try ended.",
    params(("id" = String, Path, description = "The puzzle's id")),
    request_body = PlayBody,
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The verdict", body = crate::wire::PuzzleVerdict),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such puzzle", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: Identity,
    ext: axum::http::Extensions,
    body: Result<Json<PlayBody>, JsonRejection>,
) -> Result<Json<PuzzleVerdict>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let s = solver(&who, &ext, b.rated, b.rating);
    Ok(Json(state.training().play(&id, &b.moves, &s).await?))
}

/// `POST /api/training/puzzles/{id}/solution`: the whole line; a rated try asked for it is not
/// solved.
#[utoipa::path(
    post, path = "/api/training/puzzles/{id}/solution", tag = "training",
    summary = "The whole line (a rated try asked for it is not solved)",
    params(("id" = String, Path, description = "The puzzle's id")),
    request_body = GiveUpBody,
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The solution", body = crate::wire::PuzzleSolution),
        (status = 404, description = "No such puzzle", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_solution(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: Identity,
    ext: axum::http::Extensions,
    body: Result<Json<GiveUpBody>, JsonRejection>,
) -> Result<Json<PuzzleSolution>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let s = solver(&who, &ext, b.rated, b.rating);
    Ok(Json(state.training().solution(&id, &s).await?))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct VoteBody {
    /// 1 (a good puzzle), -1 (a bad one) or 0.
    vote: i64,
}

#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct Votes {
    up: i64,
    down: i64,
}

/// `POST /api/training/puzzles/{id}/vote`: `{"vote": 1}`, by an account that tried the puzzle.
#[utoipa::path(
    post, path = "/api/training/puzzles/{id}/vote", tag = "training",
    summary = "Vote on a puzzle tried",
    params(("id" = String, Path, description = "The puzzle's id")),
    request_body = VoteBody,
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The puzzle's votes now", body = Votes),
        (status = 400, description = "Not 1, -1 or 0", body = crate::wire::ApiErrorBody),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such puzzle", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_vote(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: Identity,
    body: Result<Json<VoteBody>, JsonRejection>,
) -> Result<Json<Votes>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let Some(me) = account(&who) else {
        return Err(ApiError::Unauthorized(
            "sign in to vote on puzzles: /login".into(),
        ));
    };
    if !(-1..=1).contains(&b.vote) {
        return Err(ApiError::BadRequest("a vote is 1, -1 or 0".into()));
    }
    let (up, down) = state.training().vote(me, &id, b.vote).await?;
    Ok(Json(Votes { up, down }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct RunQuery {
    /// `streak` or `storm`.
    kind: String,
}

/// `GET /api/training/{game}/run?kind=streak|storm`: a run's puzzles, each harder than the last.
#[utoipa::path(
    get, path = "/api/training/{game}/run", tag = "training",
    summary = "A run's puzzles (streak or storm), each harder than the last",
    params(("game" = String, Path, description = "The game's id"), RunQuery),
    responses(
        (status = 200, description = "The puzzles", body = Vec<crate::wire::PuzzleView>),
        (status = 400, description = "Not a run's kind", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No puzzles of that game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_run(
    State(state): State<AppState>,
    Path(game): Path<String>,
    Query(q): Query<RunQuery>,
) -> Result<Json<Vec<PuzzleView>>, ApiError> {
    let run = match q.kind.as_str() {
        "streak" => Run::Streak,
        "storm" => Run::Storm,
        other => {
            return Err(ApiError::BadRequest(format!(
                "no run '{}': kind=streak or kind=storm",
                rukh_rules::pgn::excerpt(other)
            )));
        }
    };
    Ok(Json(state.training().run(&game, run)?))
}

/// Days since 1970 (UTC), the daily puzzle's number.
pub(crate) fn today() -> i64 {
    crate::app::now_ms().div_euclid(86_400_000)
}

/// `GET /api/training/daily`: the puzzle of the day.
#[utoipa::path(
    get, path = "/api/training/daily", tag = "training",
    summary = "The puzzle of the day",
    responses(
        (status = 200, description = "The puzzle", body = crate::wire::PuzzleView),
        (status = 404, description = "No puzzles on this site", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_daily(State(state): State<AppState>) -> Result<Json<PuzzleView>, ApiError> {
    state
        .training()
        .daily(today())
        .map(Json)
        .ok_or_else(|| ApiError::NotFound("no puzzles on this site".into()))
}

pub(crate) fn routes() -> axum::Router<AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/api/training/daily", get(api_daily))
        .route("/api/training/puzzles/{id}", get(api_puzzle))
        .route("/api/training/puzzles/{id}/play", post(api_play))
        .route("/api/training/puzzles/{id}/solution", post(api_solution))
        .route("/api/training/puzzles/{id}/vote", post(api_vote))
        .route("/api/training/{game}/next", get(api_next))
        .route("/api/training/{game}/run", get(api_run))
}
