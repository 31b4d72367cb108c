//! The pages' forms: a new game from the lobby (mistakes shown beside their fields) and joining.

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde::Deserialize;
use serde_json::Value;

use crate::app::AppState;
use crate::http::error::{ApiError, bad};
use crate::http::identity::{Viewer, with_cookie};
use crate::http::pages::{game, lobby};
use crate::play::quick::{QUICK_CLOCKS, preset};
use crate::play::{JoinRequest, NewGame};

/// A form's field by its name: the last one given, when not empty.
pub(crate) fn field(fields: &[(String, String)], name: &str) -> Option<String> {
    fields
        .iter()
        .rev()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.clone())
        .filter(|v| !v.is_empty())
}

/// The lobby's form: creates the game and goes to it. A visitor who has never played gets an
/// anonymous player (and its cookie) here.
pub(crate) async fn new_game_form(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let fields = match form {
        Ok(Form(f)) => f,
        Err(e) => {
            let error = lobby::FormError {
                field: "form",
                message: format!("the form could not be read ({}); try again", e.body_text()),
                words: None,
            };
            return lobby::lobby_page(&state, &viewer, &[], Some(error)).await;
        }
    };
    let get = |k: &str| field(&fields, k);
    let variant = get("variant").unwrap_or_default();
    // Only the options that differ from the game's own are kept with the game.
    let defaults = builtin(&variant)
        .map(|v| crate::site::games::rules_json(&v))
        .unwrap_or(Value::Null);
    let mut rules = serde_json::Map::new();
    for (k, v) in &fields {
        let Some(key) = k.strip_prefix("rule:") else {
            continue;
        };
        let Some(default) = crate::site::rule_docs::form_value(&defaults[key]) else {
            continue;
        };
        if v.trim() != default {
            let value = if matches!(defaults[key], Value::Array(_)) {
                Value::String(format!(
                    "[{}]",
                    v.split_whitespace()
                        .map(|f| format!("\"{f}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            } else {
                Value::String(v.trim().to_owned())
            };
            rules.insert(key.to_owned(), value);
        }
    }
    // A preset names the clock; "custom" takes the minutes and seconds given. A preset the
    // form does not offer is said, not read as some other clock.
    if let Some(tc) = get("tc")
        && preset(&tc).is_none()
    {
        let error = lobby::FormError {
            field: "clock",
            message: format!(
                "unknown time control '{tc}': choose one of the clocks shown, or Custom"
            ),
            words: None,
        };
        return lobby::lobby_page(&state, &viewer, &fields, Some(error)).await;
    }
    let (clock, mut minutes, mut increment, days) = match get("tc") {
        Some(tc) => preset(&tc).map_or((None, None, None, None), |(c, m, i, d)| {
            (Some(c.to_owned()), Some(m), Some(i), Some(d))
        }),
        None => (
            get("clock"),
            None,
            None,
            get("days").and_then(|l| l.parse().ok()),
        ),
    };
    if get("tc").as_deref() == Some("custom") || get("tc").is_none() {
        minutes = get("minutes").and_then(|l| l.parse().ok());
        increment = get("increment").and_then(|l| l.parse().ok());
    }
    let req = NewGame {
        variant,
        rules,
        color: get("color"),
        opponent: get("opponent"),
        level: get("level").and_then(|l| l.parse().ok()),
        clock,
        minutes,
        increment,
        days: days.filter(|&d| d > 0),
        name: get("name"),
        fen: get("fen"),
        // (The form's "rated" stands for casual against the engine, which never rates.)
        rated: get("mode").map(|m| m == "rated" && get("opponent").as_deref() != Some("engine")),
        min_rating: None,
        max_rating: None,
        rating_range: get("range").and_then(|r| r.parse().ok()),
    };
    // A first-time visitor may name themselves here (else a name is made for them).
    let new_name = get("name").filter(|_| viewer.player().is_none());
    if let Some(n) = &new_name
        && let Err(e) = rukh_store::credentials::check_username(n)
    {
        let error = lobby::FormError {
            field: "name",
            message: format!("your name: {e}"),
            words: Some(super::account::in_words(viewer.lang, &e)),
        };
        return lobby::lobby_page(&state, &viewer, &fields, Some(error)).await;
    }
    let made = async {
        let (player, cookie) = state
            .player_named(&viewer.identity, new_name.as_deref())
            .await
            .map_err(|e| (e, None))?;
        let created = state
            .play()
            .create_game(req, Some(&player))
            .await
            .map_err(|e| {
                let words = match &e {
                    crate::play::PlayError::Field(_, _, Some(said)) => {
                        Some(lobby::said_words(viewer.lang, said))
                    }
                    _ => None,
                };
                (ApiError::from(e), words)
            })?;
        Ok::<_, (ApiError, Option<String>)>((created, cookie))
    };
    match made.await {
        Ok((created, cookie)) => {
            let url = created.game_url;
            with_cookie(cookie, Redirect::to(&url))
        }
        Err((e, words)) => {
            // The mistake is shown beside its field (the one the error names), with everything
            // as it was typed; the lobby's form has no place of its own for a game, a colour or
            // a level, which are chosen, not typed.
            let field = match &e {
                ApiError::Field(f @ ("name" | "mode" | "fen" | "clock" | "rules"), _) => f,
                _ => "form",
            };
            let error = lobby::FormError {
                field,
                message: e.message().to_owned(),
                words,
            };
            lobby::lobby_page(&state, &viewer, &fields, Some(error)).await
        }
    }
}

#[derive(Deserialize)]
pub(crate) struct JoinForm {
    invite: String,
    #[serde(default)]
    name: Option<String>,
}

/// Joining from the invitation's page; the refusal (a rated game for an anonymous player, a
/// rating out of the seek's range, one's own seek) is shown on the page.
pub(crate) async fn join_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    form: Result<Form<JoinForm>, FormRejection>,
) -> Response {
    let f = match form {
        Ok(Form(f)) => f,
        Err(e) => return bad(format!("form: {}", e.body_text())).into_response(),
    };
    let invite = f.invite.clone();
    let new_name = f
        .name
        .clone()
        .filter(|n| !n.trim().is_empty() && viewer.player().is_none());
    if let Some(n) = &new_name
        && let Err(e) = rukh_store::credentials::check_username(n.trim())
    {
        return game::join_refused(
            &state,
            &viewer,
            &id,
            &invite,
            bad(format!("your name: {e}")),
        )
        .await;
    }
    let joined = async {
        let (player, cookie) = state
            .player_named(&viewer.identity, new_name.as_deref().map(str::trim))
            .await?;
        let req = JoinRequest {
            invite: f.invite,
            name: f.name,
        };
        let j = state.play().join_game(&id, req, Some(&player)).await?;
        Ok::<_, ApiError>((j, cookie))
    };
    match joined.await {
        Ok((j, cookie)) => with_cookie(cookie, Redirect::to(&j.game_url)),
        Err(e) => game::join_refused(&state, &viewer, &id, &invite, e).await,
    }
}

#[derive(Deserialize)]
pub(crate) struct QuickForm {
    /// `GAME|CLOCK`, such as `shatranj|3+2`.
    quick: String,
}

/// `POST /quick`: pairs the player, or makes their seek.
pub(crate) async fn quick_form(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<QuickForm>, FormRejection>,
) -> Response {
    let refuse = |message: String| lobby::FormError {
        field: "quick",
        message,
        words: None,
    };
    let Ok(Form(f)) = form else {
        let e = refuse("choose a game and a time control in the grid".into());
        return lobby::lobby_page(&state, &viewer, &[], Some(e)).await;
    };
    let (variant, tc) = f.quick.split_once('|').unwrap_or(("", ""));
    let clock = preset(tc).filter(|_| QUICK_CLOCKS.contains(&tc));
    let (Some(clock), true) = (clock, BUILTIN_IDS.contains(&variant)) else {
        let e = refuse(format!(
            "'{}' is not a game and time control of the grid",
            f.quick
        ));
        return lobby::lobby_page(&state, &viewer, &[], Some(e)).await;
    };
    let paired = async {
        let (player, cookie) = state.player_named(&viewer.identity, None).await?;
        let url = state.play().quick_pair(&player, variant, clock).await?;
        Ok::<_, ApiError>((url, cookie))
    };
    match paired.await {
        Ok((url, cookie)) => with_cookie(cookie, Redirect::to(&url)),
        Err(e) => {
            let e = refuse(e.message().to_owned());
            lobby::lobby_page(&state, &viewer, &[], Some(e)).await
        }
    }
}

/// The lobby's and the join page's forms.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::post;
    axum::Router::new()
        .route("/new", post(new_game_form))
        .route("/quick", post(quick_form))
}
