//! The pages' forms: a new game from the lobby (mistakes shown beside their fields) and joining.

use super::*;

/// The lobby's form: creates the game and goes to it.
pub(crate) async fn new_game_form(
    State(state): State<AppState>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let fields = match form {
        Ok(Form(f)) => f,
        Err(e) => {
            let error = pages::FormError {
                field: "form",
                message: format!("the form could not be read ({}); try again", e.body_text()),
            };
            return pages::lobby_page(&state, &[], Some(error)).await;
        }
    };
    let get = |k: &str| {
        fields
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
            .filter(|v| !v.is_empty())
    };
    let variant = get("variant").unwrap_or_default();
    // Only the options that differ from the game's own are kept with the game.
    let defaults = builtin(&variant)
        .map(|v| pages::variant_json(&v)["rules"].clone())
        .unwrap_or(Value::Null);
    let mut rules = serde_json::Map::new();
    for (k, v) in &fields {
        let Some(key) = k.strip_prefix("rule:") else {
            continue;
        };
        let Some(default) = crate::rule_docs::form_value(&defaults[key]) else {
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
    // A preset names the clock; "custom" takes the minutes and seconds given.
    let (clock, mut minutes, mut increment, days) = match get("tc") {
        Some(tc) => pages::preset(&tc).map_or((None, None, None, None), |(c, m, i, d)| {
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
    };
    match create_game(&state, req).await {
        Ok(created) => {
            let url = created["game_url"].as_str().unwrap_or("/").to_owned();
            Redirect::to(&url).into_response()
        }
        Err(e) => {
            // The mistake is shown beside its field, with everything as it was typed.
            let m = e.1.to_ascii_lowercase();
            let field = if m.contains("fen") || m.contains("position") {
                "fen"
            } else if m.contains("clock") || m.contains("minutes") || m.contains("correspondence") {
                "clock"
            } else if m.contains("rule") {
                "rules"
            } else {
                "form"
            };
            let error = pages::FormError {
                field,
                message: e.1,
            };
            pages::lobby_page(&state, &fields, Some(error)).await
        }
    }
}

#[derive(Deserialize)]
pub(crate) struct JoinForm {
    invite: String,
    #[serde(default)]
    name: Option<String>,
}

pub(crate) async fn join_form(
    State(state): State<AppState>,
    Path(id): Path<String>,
    form: Result<Form<JoinForm>, FormRejection>,
) -> Result<Redirect, ApiError> {
    let Form(f) = form.map_err(|e| bad(format!("form: {}", e.body_text())))?;
    let joined = join_game(
        &state,
        &id,
        JoinRequest {
            invite: f.invite,
            name: f.name,
        },
    )
    .await?;
    Ok(Redirect::to(joined["game_url"].as_str().unwrap_or("/")))
}
