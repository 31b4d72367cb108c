//! The site's pages, rendered on the server through maud's compile-time templates (text is
//! escaped by the templates). The board itself is drawn by the front end (`web/src/main.ts`,
//! chessgroundx) from the game's JSON.
//!
//! One module per page: `lobby` (`/`), `game` (`/g/ID`, `/join/ID`), `archive`, `rules`
//! (`/rules/ID`), `study` (`/analysis/ID`, `/editor/ID`), `import`, `problems`; here the layout
//! every page shares, the small pieces several pages draw (players, game lists, position
//! pictures) and the routes.

use axum::response::Redirect;

pub(crate) mod archive;
pub(crate) mod design;
pub(crate) mod designs;
pub(crate) mod endings;
pub(crate) mod engines;
pub(crate) mod errors;
pub(crate) mod game;
pub(crate) mod import;
pub(crate) mod layout;
pub(crate) mod lobby;
pub(crate) mod problems;
pub(crate) mod rules;
pub(crate) mod study;
pub(crate) mod tournaments;
pub(crate) mod training;

pub use archive::*;
pub use game::*;
pub use import::*;
pub use layout::*;
pub use lobby::*;
pub use problems::*;
pub use rules::*;
pub use study::*;

/// The pages (lobby, game, archive, analysis board, editor, problems, rules).
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/", get(lobby))
        .route("/g/{id}", get(game_page))
        .route(
            "/join/{id}",
            get(join_page).post(crate::http::forms::join_form),
        )
        .route("/archive", get(archive))
        .route(
            "/analysis",
            get(|| async { Redirect::to("/analysis/shatranj") }),
        )
        .route("/analysis/{variant}", get(analysis_page))
        .route(
            "/editor",
            get(|| async { Redirect::to("/editor/shatranj") }),
        )
        .route("/editor/{variant}", get(editor_page))
        .route("/offline/{variant}", get(study::offline_page))
        .route("/design", get(design::design_page))
        .merge(designs::routes())
        .route("/problems", get(problems_page))
        .route("/problems/{id}", get(problem_page))
        .route("/rules/{variant}", get(rules_page))
        .route("/tournaments", get(tournaments::tournaments_page))
        .route(
            "/tournaments/new",
            get(tournaments::new_tournament_page).post(tournaments::new_tournament),
        )
        .route("/tournament/{id}", get(tournaments::tournament_page))
        .route(
            "/tournament/{id}/standings",
            get(tournaments::standings_fragment),
        )
        .route(
            "/tournament/{id}/join",
            axum::routing::post(tournaments::join_form),
        )
        .route(
            "/tournament/{id}/withdraw",
            axum::routing::post(tournaments::withdraw_form),
        )
        .route("/api/tournaments/{id}", get(tournaments::api_tournament))
        .route(
            "/api/tournament/{id}/join",
            axum::routing::post(tournaments::api_join),
        )
        .route(
            "/g/{id}/berserk",
            axum::routing::post(tournaments::berserk_form),
        )
        .route(
            "/api/games/{id}/berserk",
            axum::routing::post(tournaments::api_berserk),
        )
        .route("/engines", get(engines::engines_home))
        .route("/engines/{variant}", get(engines::engines_page))
        .route("/engines/{variant}/games", get(engines::engine_games_page))
}
