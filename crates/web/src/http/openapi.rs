//! The API's OpenAPI description, made from the handlers' `#[utoipa::path]` annotations and the
//! types they take and send (the same types `web/src/wire.ts` is generated from, so the pages,
//! the description and the answers cannot disagree).
//!
//! The site serves it at `GET /api/openapi.json`; `docs/openapi.json` holds a copy, which the test
//! `the_checked_in_file_is_current` keeps equal to what the code gives
//! (`RUKH_WRITE_OPENAPI=1 cargo test -p rukh-web openapi` rewrites it).

use std::sync::LazyLock;

use axum::http::header;
use axum::response::IntoResponse;
use utoipa::OpenApi;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};

use crate::app::AppState;
use crate::http::{
    account, analysis, api, botapi, export, metrics, profile, social, socket, study, training,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Rukh",
        description = "The JSON API of a Rukh site: the Shatranj family's games made, joined, \
played and exported; players, ratings and challenges; problems and puzzles; and lichess's bot \
API for bots. Every refusal is `{\"error\": \"...\"}` with a status that says its kind. See \
docs/api.md for who may ask what, and the limits.",
        license(name = "MIT OR Apache-2.0", identifier = "MIT OR Apache-2.0")
    ),
    paths(
        api::api_variants,
        api::lobby_events,
        api::api_list,
        api::api_create,
        api::api_game,
        api::api_join,
        api::api_action,
        api::api_move,
        api::api_rematch,
        api::api_rematch_decline,
        api::api_pgn,
        api::api_courier,
        api::api_cancel,
        api::api_game_diagram,
        api::api_diagram,
        api::api_print,
        account::api_me,
        account::api_prefs,
        account::api_set_prefs,
        profile::me_events,
        analysis::api_position_check,
        analysis::analysis_ws,
        socket::api_ws,
        export::user_json,
        export::games_of,
        metrics::api_metrics,
        social::api_challenge,
        social::api_challenges,
        social::api_reasons,
        social::api_accept,
        social::api_decline,
        study::api_problems,
        study::api_problem,
        study::api_problem_play,
        study::api_import,
        study::api_review,
        study::api_review_start,
        study::api_problem_solution,
        study::api_problem_give_up,
        crate::http::pages::tournaments::api_tournament,
        crate::http::pages::tournaments::api_join,
        crate::http::pages::tournaments::api_berserk,
        crate::http::pages::designs::api_save,
        training::api_daily,
        training::api_puzzle,
        training::api_play,
        training::api_solution,
        training::api_vote,
        training::api_next,
        training::api_run,
        botapi::account,
        botapi::event_stream,
        botapi::game_stream,
        botapi::play_move,
        botapi::resign,
        botapi::abort,
        botapi::accept,
        botapi::decline,
        serve,
    ),
    components(schemas(crate::wire::GameMessage, crate::wire::SocketRequest, crate::wire::AnalysisRequest, crate::wire::AnalysisMessage)),
    modifiers(&Schemes),
    tags(
        (name = "games", description = "Games made, joined, played and downloaded"),
        (name = "players", description = "Players, their ratings and their games"),
        (name = "challenges", description = "Challenges between players"),
        (name = "study", description = "Problems, imports and analysis"),
        (name = "training", description = "Puzzles"),
        (name = "diagrams", description = "Pictures of positions, and sheets to print"),
        (name = "bot", description = "lichess's bot and board API, for lichess's tools"),
        (name = "site", description = "The site itself"),
    )
)]
pub struct ApiDoc;

/// The ways a caller says who it is (docs/api.md, "Who is asking").
struct Schemes;

impl utoipa::Modify for Schemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "token",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "An account's API token (`rkt_...`), made at /account/token",
                    ))
                    .build(),
            ),
        );
        components.add_security_scheme(
            "seat_key",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "A seat's key, answered when the caller made or joined the game",
                    ))
                    .build(),
            ),
        );
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                "rukh_session",
                "A browser's session, set at sign-in (or for an anonymous player at its first game)",
            ))),
        );
    }
}

/// The description as JSON, made once.
pub fn json() -> &'static str {
    static JSON: LazyLock<String> = LazyLock::new(|| {
        let mut text = ApiDoc::openapi()
            .to_pretty_json()
            .expect("the description is JSON");
        text.push('\n');
        text
    });
    &JSON
}

/// This description.
#[utoipa::path(
    get, path = "/api/openapi.json", tag = "site",
    summary = "This description of the API",
    responses((status = 200, description = "OpenAPI 3.1, as JSON", content_type = "application/json"))
)]
async fn serve() -> axum::response::Response {
    ([(header::CONTENT_TYPE, "application/json")], json()).into_response()
}

pub(crate) fn routes() -> axum::Router<AppState> {
    use axum::routing::get;
    axum::Router::new().route("/api/openapi.json", get(serve))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    fn checked_in() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json")
    }

    #[test]
    fn the_checked_in_file_is_current() {
        let made = super::json();
        if std::env::var_os("RUKH_WRITE_OPENAPI").is_some() {
            std::fs::write(checked_in(), made).unwrap();
        }
        let kept = std::fs::read_to_string(checked_in()).unwrap_or_default();
        assert!(
            kept == made,
            "docs/openapi.json differs from what the code describes: run \
             `RUKH_WRITE_OPENAPI=1 cargo test -p rukh-web openapi` and commit it"
        );
    }

    /// The `/api/` routes the router serves, read from the source: `(method, path)` pairs (the
    /// bot API's routes with their `{kind}`, `bot` or `board`, as the description has them).
    fn routed() -> BTreeSet<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http");
        let mut files = vec![];
        for entry in std::fs::read_dir(&dir).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            } else {
                files.push(p);
            }
        }
        let mut out = BTreeSet::new();
        for f in files
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "rs"))
        {
            let text = std::fs::read_to_string(f).unwrap();
            // Each `.route(PATH, get(..).post(..))`, joined onto one line.
            for part in text.split(".route(").skip(1) {
                // The call ends at the parenthesis that closes `.route(`.
                let mut depth = 1;
                let Some(end) = part.char_indices().find_map(|(i, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    (depth == 0).then_some(i)
                }) else {
                    continue;
                };
                let call: String = part[..end]
                    .replace("axum::routing::", "")
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                let Some(path) = call
                    .strip_prefix("\"")
                    .and_then(|r| r.split('"').next())
                    .map(str::to_owned)
                    .or_else(|| {
                        call.strip_prefix("&format!(\"")
                            .and_then(|r| r.split('"').next())
                            .map(|p| p.replace("{{", "{").replace("}}", "}"))
                    })
                else {
                    continue;
                };
                if !path.starts_with("/api/") {
                    continue;
                }
                for method in ["get", "post"] {
                    let called = format!("{method}(");
                    let at_start = call.contains(&format!(", {called}"));
                    let chained = call.contains(&format!(".{called}"));
                    if at_start || chained {
                        out.insert((method.to_owned(), path.clone()));
                    }
                }
            }
        }
        out
    }

    fn described() -> BTreeSet<(String, String)> {
        let doc: serde_json::Value = serde_json::from_str(super::json()).unwrap();
        let mut out = BTreeSet::new();
        for (path, item) in doc["paths"].as_object().unwrap() {
            for method in item.as_object().unwrap().keys() {
                out.insert((method.clone(), path.clone()));
            }
        }
        out
    }

    #[test]
    fn every_api_route_is_described() {
        let routed = routed();
        let described = described();
        assert!(routed.len() > 50, "the route reader found {routed:?}");
        let missing: Vec<_> = routed.difference(&described).collect();
        let extra: Vec<_> = described.difference(&routed).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "routed but not described: {missing:?}; described but not routed: {extra:?}"
        );
    }

    #[test]
    fn the_description_is_openapi_3_1_with_its_security_schemes() {
        let doc: serde_json::Value = serde_json::from_str(super::json()).unwrap();
        assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
        for scheme in ["token", "seat_key", "session"] {
            assert!(
                doc["components"]["securitySchemes"][scheme].is_object(),
                "{scheme}"
            );
        }
        // Every reference points at a schema the description has.
        let text = super::json();
        for part in text.split("\"$ref\": \"#/components/schemas/").skip(1) {
            let name = part.split('"').next().unwrap();
            assert!(
                doc["components"]["schemas"][name].is_object(),
                "a reference to {name}, which is not described"
            );
        }
    }
}
