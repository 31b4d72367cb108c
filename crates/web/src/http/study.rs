//! The study API: a finished game's review, the problems (the collection, a problem, the
//! solver's moves judged, the solution) and the import of PGN files and Game Courier logs.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};

use crate::app::AppState;
use crate::http::error::{ApiError, body_error};
use crate::http::identity::{AskedLang, Identity};
use crate::http::limits::{IMPORT_QUOTA, PROBLEM_QUOTA, REVIEW_QUOTA, client_net};
use crate::study::import::{ImportReport, ImportRequest};
use crate::study::problems::PlayRequest;
use crate::study::{ImportProblem, StudyError};
use crate::wire::{ProblemSolution, ProblemSummary, ProblemVerdict, ProblemView, ReviewView};

/// `GET /api/games/{id}/review`: the review so far.
#[utoipa::path(
    get, path = "/api/games/{id}/review", tag = "study",
    summary = "A finished game's review, so far",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The review", body = crate::wire::ReviewView),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_review(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<ReviewView>, ApiError> {
    Ok(Json(state.study().review(&id).await?))
}

/// `POST /api/games/{id}/review`: starts the review of a finished game (or finishes one left
/// half-done); anyone may ask, since a review only adds the engine's view. A review takes
/// minutes of the review thread: an address may start a few a day.
#[utoipa::path(
    post, path = "/api/games/{id}/review", tag = "study",
    summary = "Start the engine's review of a finished game",
    description = "Anyone may ask; an address may start a few a day.",
    params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The review, begun", body = crate::wire::ReviewView),
        (status = 404, description = "No such game", body = crate::wire::ApiErrorBody),
        (status = 409, description = "The game is still in play", body = crate::wire::ApiErrorBody),
        (status = 429, description = "This address's reviews for the day are spent", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_review_start(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ext: axum::http::Extensions,
) -> Result<Json<ReviewView>, ApiError> {
    let ip = client_net(&ext);
    let quota = async || {
        state
            .spend("review", ip, 1.0, REVIEW_QUOTA)
            .await
            .map_err(|_| {
                format!(
                    "an address may start {} reviews a day: this one can start tomorrow",
                    REVIEW_QUOTA.0 as u32
                )
            })
    };
    Ok(Json(state.study().start_review(&id, ip, quota).await?))
}

/// `GET /api/problems`: the collection.
#[utoipa::path(
    get, path = "/api/problems", tag = "study",
    summary = "The problem collection",
    responses((status = 200, description = "Every problem, in brief", body = Vec<crate::wire::ProblemSummary>))
)]
pub(crate) async fn api_problems(State(state): State<AppState>) -> Json<Vec<ProblemSummary>> {
    Json(state.study().problem_list())
}

/// `GET /api/problems/{id}`.
#[utoipa::path(
    get, path = "/api/problems/{id}", tag = "study",
    summary = "A problem",
    params(("id" = String, Path, description = "The problem's id")),
    responses(
        (status = 200, description = "The problem, its position and its sources", body = crate::wire::ProblemView),
        (status = 404, description = "No such problem", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_problem(
    State(state): State<AppState>,
    Path(id): Path<String>,
    AskedLang(l): AskedLang,
) -> Result<Json<ProblemView>, ApiError> {
    Ok(Json(state.study().problem_page(&id, l)?))
}

/// `POST /api/problems/{id}/play`: `{"moves": [...]}` → solved, failed, or the engine's defence.
#[utoipa::path(
    post, path = "/api/problems/{id}/play", tag = "study",
    summary = "Judge the solver's moves",
    description = "Solved, failed, or the engine's defence to answer.",
    params(("id" = String, Path, description = "The problem's id")),
    request_body = crate::study::problems::PlayRequest,
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The verdict", body = crate::wire::ProblemVerdict),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such problem", body = crate::wire::ApiErrorBody),
        (status = 422, description = "An illegal move", body = crate::wire::ApiErrorBody),
        (status = 429, description = "Too many moves from this address", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_problem_play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: Identity,
    ext: axum::http::Extensions,
    AskedLang(l): AskedLang,
    body: Result<Json<PlayRequest>, JsonRejection>,
) -> Result<Json<ProblemVerdict>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    // Each answer may search for up to a second: a client's share of them is limited (an
    // unknown problem costs nothing).
    if state.study().problem(&id).is_some()
        && state
            .spend("problem", client_net(&ext), 1.0, PROBLEM_QUOTA)
            .await
            .is_err()
    {
        return Err(ApiError::TooMany(
            "too many problem moves from your address: wait a few seconds".into(),
        ));
    }
    let verdict = state.study().play_problem(&id, req, l).await?;
    if verdict.status != crate::wire::ProblemStatus::Playing {
        rate_problem(
            &state,
            &who,
            &ext,
            &id,
            verdict.status == crate::wire::ProblemStatus::Solved,
        )
        .await;
    }
    Ok(Json(verdict))
}

/// An account's first result at a problem rates it (and the account), as a puzzle's does; a
/// store that does not answer leaves the result unrated, and the player's verdict stands.
async fn rate_problem(
    state: &AppState,
    who: &Identity,
    ext: &axum::http::Extensions,
    id: &str,
    solved: bool,
) {
    let Some(account) = who.player.as_ref().filter(|p| p.is_account()) else {
        return;
    };
    let Some(p) = state.study().problem(id) else {
        return;
    };
    let net = client_net(ext).to_string();
    if let Err(e) = state
        .training()
        .rate_problem(&account.id, &net, &p.id, &p.variant, solved)
        .await
    {
        tracing::warn!(problem = %id, "a problem's result was not rated: {e}");
    }
}

/// `GET /api/problems/{id}/solution`: the main line in SAN (the page shows it on request).
#[utoipa::path(
    get, path = "/api/problems/{id}/solution", tag = "study",
    summary = "A problem's main line in SAN",
    params(("id" = String, Path, description = "The problem's id")),
    responses(
        (status = 200, description = "The solution", body = crate::wire::ProblemSolution),
        (status = 404, description = "No such problem", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_problem_solution(
    State(state): State<AppState>,
    Path(id): Path<String>,
    AskedLang(l): AskedLang,
) -> Result<Json<ProblemSolution>, ApiError> {
    Ok(Json(state.study().problem_solution(&id, l)?))
}

/// `POST /api/problems/{id}/solution`: the same, asked for by a solver who gives the problem
/// up: an account's first result at it, not solved.
#[utoipa::path(
    post, path = "/api/problems/{id}/solution", tag = "study",
    summary = "Give a problem up: its solution (an account's first result at it, not solved)",
    params(("id" = String, Path, description = "The problem's id")),
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The solution", body = crate::wire::ProblemSolution),
        (status = 404, description = "No such problem", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_problem_give_up(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: Identity,
    ext: axum::http::Extensions,
    AskedLang(l): AskedLang,
) -> Result<Json<ProblemSolution>, ApiError> {
    let solution = state.study().problem_solution(&id, l)?;
    rate_problem(&state, &who, &ext, &id, false).await;
    Ok(Json(solution))
}

/// Imports a text for the client at `ext`'s address, within its quota of imported games.
pub(crate) async fn import(
    state: &AppState,
    req: &ImportRequest,
    ext: &axum::http::Extensions,
) -> Result<ImportReport, StudyError> {
    let ip = client_net(ext);
    let spend = async |good: usize| {
        state
            .spend("import", ip, good as f64, IMPORT_QUOTA)
            .await
            .map_err(|left| ImportProblem::Quota {
                per_hour: IMPORT_QUOTA.0 as u32,
                left: left.floor() as u32,
                asked: good,
            })
    };
    state.study().import(req, spend).await
}

/// `POST /api/import`: `{"text": "...", "format": "auto", "variant": "shatranj"}`.
#[utoipa::path(
    post, path = "/api/import", tag = "study",
    summary = "Import games: PGN or Game Courier logs",
    description = "Each game is replayed by the rules; those refused are named with the reason. Up to 2 MiB and 500 games an import, within the address's quota an hour.",
    request_body = crate::study::import::ImportRequest,
    responses(
        (status = 200, description = "What was imported, and what was refused", body = crate::wire::ImportReport),
        (status = 400, description = "The body cannot be read", body = crate::wire::ApiErrorBody),
        (status = 413, description = "Too large", body = crate::wire::ApiErrorBody),
        (status = 429, description = "This address's imports for the hour are spent", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_import(
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    body: Result<Json<ImportRequest>, JsonRejection>,
) -> Result<Json<ImportReport>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    Ok(Json(import(&state, &req, &ext).await?))
}

/// The study API's routes.
pub(crate) fn routes() -> axum::Router<AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route(
            "/api/games/{id}/review",
            get(api_review).post(api_review_start),
        )
        .route("/api/problems", get(api_problems))
        .route("/api/problems/{id}", get(api_problem))
        .route("/api/problems/{id}/play", post(api_problem_play))
        .route(
            "/api/problems/{id}/solution",
            get(api_problem_solution).post(api_problem_give_up),
        )
}
