//! Players among players: challenges (made from a player's page or the API, answered from the
//! header's notice, the game's page or the API), follows and the page of those one follows,
//! and the featured game (`/tv`).

use crate::wire::DeclineBody;
use axum::extract::rejection::{FormRejection, JsonRejection};
use axum::extract::{Form, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use maud::html;
use rukh_store::{Challenge, GameFilter, GameRow, Player, PlayerGamesQuery, PlayerKind};
use serde::Deserialize;

use crate::app::AppState;
use crate::http::error::{ApiError, body_error};
use crate::http::identity::{Identity, Viewer};
use crate::http::pages::layout::{layout, page_with};
use crate::play::NewGame;
use crate::play::challenges::DECLINE_REASONS;
use crate::play::quick::preset;
use crate::play::summary;
use crate::wire::{ChallengeList, ChallengeView, ClockKind, DeclineReason, GameStatus, Side};

pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route("/@/{name}/challenge", post(challenge_form))
        .route("/api/challenge/{name}", post(api_challenge))
        .route("/api/challenges", get(api_challenges))
        .route("/api/challenges/reasons", get(api_reasons))
        .route("/api/challenges/{id}/accept", post(api_accept))
        .route("/api/challenges/{id}/decline", post(api_decline))
        .route("/challenges/{id}/accept", post(accept_form))
        .route("/challenges/{id}/decline", post(decline_form))
        .route("/@/{name}/follow", post(follow_form))
        .route("/@/{name}/unfollow", post(unfollow_form))
        .route("/following", get(following_page))
        .route("/tv", get(tv))
}

/// The player a challenge or a follow names: an account, a bot or an engine level.
async fn named(state: &AppState, name: &str) -> Result<Player, ApiError> {
    if name.len() > 40 {
        return Err(ApiError::NotFound(format!("no player '{name}'")));
    }
    match state.db().account_by_name(name).await? {
        Some((p, _)) if p.is_account() || p.kind == PlayerKind::Engine => Ok(p),
        _ => Err(ApiError::NotFound(format!("no player '{name}'"))),
    }
}

/// The signed-in account acting: challenges and follows are for accounts.
fn account(identity: &Identity, what: &str) -> Result<Player, ApiError> {
    identity
        .player
        .clone()
        .filter(Player::is_account)
        .ok_or_else(|| {
            ApiError::Unauthorized(format!(
                "{what} is for accounts: sign in (or sign up) first"
            ))
        })
}

/// A waiting challenge as its players see it (None: its game is gone).
pub(crate) fn challenge_view(c: &Challenge, g: &GameRow) -> ChallengeView {
    let s = summary(g);
    ChallengeView {
        id: c.id.clone(),
        challenger: c.challenger_name.clone(),
        challenged: c.challenged_name.clone(),
        variant: g.variant.clone(),
        variant_name: s.variant_name,
        time_control: s.time_control,
        rated: g.rated,
        color: if g.white_player.as_deref() == Some(c.challenger.as_str()) {
            Side::Black
        } else {
            Side::White
        },
        game_url: format!("/g/{}", c.id),
        created_at: c.created_at,
    }
}

/// The challenges waiting for `player`'s answer, and those they made.
pub(crate) async fn challenge_list(
    state: &AppState,
    player: &str,
) -> Result<ChallengeList, ApiError> {
    let mut list = ChallengeList {
        incoming: Vec::new(),
        outgoing: Vec::new(),
    };
    for c in state.play().challenges_of(player).await? {
        let Some(g) = state.db().game(&c.id).await? else {
            continue;
        };
        if g.status != GameStatus::Open {
            continue;
        }
        let v = challenge_view(&c, &g);
        if c.challenged == player {
            list.incoming.push(v);
        } else {
            list.outgoing.push(v);
        }
    }
    Ok(list)
}

/// `POST /@/{name}/challenge` (the form of a player's page): game, clock, colour and mode.
async fn challenge_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Response, ApiError> {
    let me = account(&viewer.identity, "challenging a player")?;
    let target = named(&state, &name).await?;
    let Ok(Form(fields)) = form else {
        return Err(ApiError::BadRequest(
            "the challenge's form could not be read; try again".into(),
        ));
    };
    let get = |k: &str| crate::http::forms::field(&fields, k);
    let tc = get("tc").unwrap_or_else(|| "5+3".into());
    let Some((clock, minutes, increment, days)) =
        preset(&tc).filter(|p| tc != "custom" || p.1 > 0.0)
    else {
        return Err(ApiError::BadRequest(format!(
            "unknown clock '{tc}': choose one of the clocks shown"
        )));
    };
    let req = NewGame {
        variant: get("variant").unwrap_or_else(|| "shatranj".into()),
        rules: serde_json::Map::new(),
        color: get("color"),
        opponent: None,
        level: None,
        clock: Some(clock.into()),
        minutes: Some(minutes),
        increment: Some(increment),
        days: (days > 0).then_some(days),
        name: None,
        fen: None,
        rated: get("mode").map(|m| m == "rated"),
        min_rating: None,
        max_rating: None,
        rating_range: None,
    };
    let taken = state.play().challenge(req, &me, &target).await?;
    Ok(Redirect::to(&taken.game_url).into_response())
}

/// `POST /api/challenge/{name}`: a challenge as `POST /api/games` takes a game (its opponent
/// ignored); the answer is the challenger's seat, in the game that waits for the answer.
#[utoipa::path(
    post, path = "/api/challenge/{name}", tag = "challenges",
    summary = "Challenge a player",
    description = "The game as `POST /api/games` takes one (its opponent ignored), or lichess's fields (`rated`, `clock.limit` and `clock.increment` in seconds, or `days`, `color`, `variant`, `fen`) as JSON or a form. The answer is the challenger's seat, in the game that waits for the answer.",
    params(("name" = String, Path, description = "The challenged account's name")),
    request_body(content(
        (crate::play::NewGame = "application/json"),
        (std::collections::BTreeMap<String, String> = "application/x-www-form-urlencoded")
    )),
    security(("session" = []), ("token" = [])),
    responses(
        (status = 201, description = "The challenger's seat", body = crate::wire::SeatTaken),
        (status = 400, description = "A field that is wrong", body = crate::wire::ApiErrorBody),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such account", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_challenge(
    State(state): State<AppState>,
    identity: Identity,
    Path(name): Path<String>,
    headers: axum::http::HeaderMap,
    body: axum::body::Bytes,
) -> Result<(StatusCode, Json<crate::wire::SeatTaken>), ApiError> {
    let me = account(&identity, "challenging a player")?;
    let form = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("application/x-www-form-urlencoded"));
    let req: NewGame = if form {
        let f: serde_json::Map<String, serde_json::Value> =
            serde_urlencoded::from_bytes::<std::collections::BTreeMap<String, String>>(&body)
                .map_err(|e| ApiError::BadRequest(format!("the challenge's form: {e}")))?
                .into_iter()
                .map(|(k, v)| (k, v.into()))
                .collect();
        lichess_challenge(&f)?
    } else {
        // lichess's clients send its form's names as JSON (`clock.limit`, `days`).
        match serde_json::from_slice::<serde_json::Map<String, serde_json::Value>>(&body) {
            Ok(f)
                if f.contains_key("clock.limit")
                    || (f.contains_key("days") && !f.contains_key("clock")) =>
            {
                lichess_challenge(&f)?
            }
            _ => Json::<NewGame>::from_bytes(&body).map_err(body_error)?.0,
        }
    };
    let target = named(&state, &name).await?;
    let taken = state.play().challenge(req, &me, &target).await?;
    Ok((StatusCode::CREATED, Json(taken)))
}

/// A challenge in lichess's fields (`rated`, `clock.limit` and `clock.increment` in seconds, or
/// `days`, `color`, `variant`, `fen`), as its client libraries send them, in a form or as JSON.
fn lichess_challenge(f: &serde_json::Map<String, serde_json::Value>) -> Result<NewGame, ApiError> {
    use serde_json::Value;
    let text = |k: &str| match f.get(k) {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Null) | None => None,
        Some(other) => Some(other.to_string()),
    };
    let number = |k: &str| -> Result<Option<f64>, ApiError> {
        text(k)
            .map(|v| {
                v.parse::<f64>()
                    .map_err(|_| ApiError::BadRequest(format!("{k}: '{v}' is not a number")))
            })
            .transpose()
    };
    let mut game = serde_json::json!({
        "variant": text("variant").unwrap_or_else(|| "shatranj".into()),
        "color": text("color").unwrap_or_else(|| "random".into()),
        "rated": text("rated").is_some_and(|r| r == "true"),
    });
    if let Some(fen) = text("fen") {
        game["fen"] = fen.into();
    }
    if let Some(limit) = number("clock.limit")? {
        game["clock"] = "live".into();
        game["minutes"] = (limit / 60.0).into();
        game["increment"] = number("clock.increment")?.unwrap_or(0.0).into();
    } else if let Some(days) = number("days")? {
        game["clock"] = "correspondence".into();
        game["days"] = (days as i64).into();
    } else {
        game["clock"] = "none".into();
    }
    serde_json::from_value(game).map_err(|e| ApiError::BadRequest(format!("the challenge: {e}")))
}

/// `GET /api/challenges`: the caller's waiting challenges, sent and made.
#[utoipa::path(
    get, path = "/api/challenges", tag = "challenges",
    summary = "The caller's waiting challenges, made and received",
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The challenges", body = crate::wire::ChallengeList),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_challenges(
    State(state): State<AppState>,
    identity: Identity,
) -> Result<Json<ChallengeList>, ApiError> {
    let me = account(&identity, "a list of challenges")?;
    Ok(Json(challenge_list(&state, &me.id).await?))
}

/// `GET /api/challenges/reasons`: what a challenge may be declined with.
#[utoipa::path(
    get, path = "/api/challenges/reasons", tag = "challenges",
    summary = "What a challenge may be declined with",
    responses((status = 200, description = "lichess's words, each with its sentence", body = Vec<crate::wire::DeclineReason>))
)]
async fn api_reasons() -> Json<Vec<DeclineReason>> {
    Json(
        DECLINE_REASONS
            .iter()
            .map(|(w, t)| DeclineReason {
                word: (*w).into(),
                text: (*t).into(),
            })
            .collect(),
    )
}

/// `POST /api/challenges/{id}/accept`: the challenged player's seat.
#[utoipa::path(
    post, path = "/api/challenges/{id}/accept", tag = "challenges",
    summary = "Accept a challenge",
    params(("id" = String, Path, description = "The challenge's id (its game's)")),
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The challenged player's seat", body = crate::wire::SeatTaken),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such challenge to the caller", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_accept(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
) -> Result<Json<crate::wire::SeatTaken>, ApiError> {
    let me = account(&identity, "accepting a challenge")?;
    Ok(Json(state.play().accept_challenge(&id, &me).await?))
}

/// A challenge declined.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct ChallengeDeclined {
    id: String,
    declined: bool,
}

/// `POST /api/challenges/{id}/decline` with `{"reason": WORD}` (optional).
#[utoipa::path(
    post, path = "/api/challenges/{id}/decline", tag = "challenges",
    summary = "Decline a challenge",
    params(("id" = String, Path, description = "The challenge's id")),
    request_body(content = Option<DeclineBody>, description = "The reason (one of `/api/challenges/reasons`), optional"),
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "Declined", body = ChallengeDeclined),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such challenge to the caller", body = crate::wire::ApiErrorBody)
    )
)]
async fn api_decline(
    State(state): State<AppState>,
    identity: Identity,
    Path(id): Path<String>,
    body: Result<Json<DeclineBody>, JsonRejection>,
) -> Result<Json<ChallengeDeclined>, ApiError> {
    let me = account(&identity, "declining a challenge")?;
    // An empty body declines without a reason.
    let reason = body.map(|Json(b)| b.reason).unwrap_or_default();
    state
        .play()
        .decline_challenge(&id, &me, reason.as_deref())
        .await?;
    Ok(Json(ChallengeDeclined { id, declined: true }))
}

/// `POST /challenges/{id}/accept` (the notice's and the game page's button): to the game.
async fn accept_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let me = account(&viewer.identity, "accepting a challenge")?;
    let taken = state.play().accept_challenge(&id, &me).await?;
    Ok(Redirect::to(&taken.game_url).into_response())
}

#[derive(Deserialize)]
struct DeclineForm {
    #[serde(default)]
    reason: Option<String>,
    /// Where the decline was made (the notice returns there).
    #[serde(default)]
    back: Option<String>,
}

/// `POST /challenges/{id}/decline` with a reason: back where it was made (a path of this site).
async fn decline_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<DeclineForm>, FormRejection>,
) -> Result<Response, ApiError> {
    let me = account(&viewer.identity, "declining a challenge")?;
    let Ok(Form(f)) = form else {
        return Err(ApiError::BadRequest(
            "the form could not be read; try again".into(),
        ));
    };
    state
        .play()
        .decline_challenge(&id, &me, f.reason.as_deref())
        .await?;
    let back = f
        .back
        .filter(|b| {
            b.starts_with('/') && !b.starts_with("//") && !b.starts_with(&format!("/g/{id}"))
        })
        .unwrap_or_else(|| "/".into());
    Ok(Redirect::to(&back).into_response())
}

/// `POST /@/{name}/follow`.
async fn follow_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let me = account(&viewer.identity, "following a player")?;
    let them = named(&state, &name).await?;
    if them.id == me.id {
        return Err(ApiError::BadRequest("you cannot follow yourself".into()));
    }
    state
        .db()
        .follow(&me.id, &them.id, rukh_store::now_ms())
        .await?;
    Ok(Redirect::to(&format!("/@/{}", them.name)).into_response())
}

/// `POST /@/{name}/unfollow`.
async fn unfollow_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let me = account(&viewer.identity, "following a player")?;
    let them = named(&state, &name).await?;
    state.db().unfollow(&me.id, &them.id).await?;
    Ok(Redirect::to(&format!("/@/{}", them.name)).into_response())
}

/// `GET /following`: the players one follows, those on the site first, with their games in
/// play to watch.
async fn following_page(
    State(state): State<AppState>,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    let Some(me) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Ok(Redirect::to("/login?next=/following").into_response());
    };
    let mut people = Vec::new();
    let followed = state.db().followed_by(&me.id).await?;
    let ids: Vec<String> = followed.iter().map(|p| p.id.clone()).collect();
    let here = state.play().online_among(&ids).await;
    for p in followed {
        let games = state
            .db()
            .player_games(
                &p.id,
                GameStatus::Active,
                &PlayerGamesQuery::default(),
                0,
                5,
            )
            .await?;
        people.push((here.contains(&p.id), p, games));
    }
    // On the site first, then playing, then by name.
    people.sort_by(|a, b| {
        (!a.0, a.2.is_empty(), a.1.name.to_lowercase()).cmp(&(
            !b.0,
            b.2.is_empty(),
            b.1.name.to_lowercase(),
        ))
    });
    let l = viewer.lang;
    let body = html! {
        h1 { (l.t("pl-following")) }
        @if people.is_empty() {
            p.muted { (l.t("fo-nobody")) " " a href="/players" { (l.t("fo-find")) } }
        } @else {
            ul.following #following {
                @for (online, p, games) in &people {
                    li {
                        span.site-dot.online[*online] title=(l.t(if *online { "pl-online" } else { "pl-away" })) aria-hidden="true" {}
                        a href={ "/@/" (p.name) } { (p.name) }
                        @if p.is_bot() { " " span.bot { "BOT" } }
                        span.muted { " · " (l.t(if *online { "pl-online" } else { "pl-away" })) }
                        @for g in games {
                            @let s = summary(g);
                            " · "
                            a.watch href={ "/g/" (g.id) } {
                                (l.t_with("fo-watch", &[("game", &crate::http::pages::layout::variant_name_in(l, &s)), ("time", &l.time_control(&s.time_control))])) ": "
                                (g.white_name.as_deref().unwrap_or("?")) " – " (g.black_name.as_deref().unwrap_or("?"))
                            }
                        }
                    }
                }
            }
        }
    };
    Ok(layout(&viewer, &l.t("pl-following"), body, &[]).into_response())
}

/// `GET /tv`: the featured game: the live game in play with the best-rated players (the most
/// recently moved among equals), watched on its page, which comes back here when it ends.
async fn tv(State(state): State<AppState>, viewer: Viewer) -> Result<Response, ApiError> {
    let games = state
        .db()
        .list(&GameFilter {
            status: Some(GameStatus::Active),
            limit: 200,
            ..GameFilter::default()
        })
        .await?;
    let worth = |g: &GameRow| {
        let r = summary(g).ratings;
        let sum = r.map_or(0, |r| {
            r.white.map_or(1500, |s| s.before) + r.black.map_or(1500, |s| s.before)
        });
        (
            g.clock_kind == ClockKind::Live,
            g.ply > 0,
            sum,
            g.updated_at,
        )
    };
    let featured = games
        .iter()
        .filter(|g| g.clock_kind != ClockKind::Correspondence)
        .max_by_key(|g| worth(g));
    match featured {
        Some(g) => Ok(Redirect::to(&format!("/g/{}?tv=1", g.id)).into_response()),
        None => Ok(page_with(
            &viewer,
            StatusCode::OK,
            "Rukh TV",
            html! {
                h1 { "Rukh TV" }
                p #tv-empty { "No game is being played right now. " a href="/" { "Play one" } ", or look through the " a href="/archive" { "archive" } "." }
            },
            false,
        )),
    }
}
