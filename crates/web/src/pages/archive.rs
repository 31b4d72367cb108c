//! The archive of finished games.

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use rukh_rules::variant::{BUILTIN_IDS, builtin};

use crate::identity::Viewer;
use crate::wire::GameStatus;
use crate::{AppState, ListQuery, summary};

use super::{games_table, layout, unavailable};

/// `/archive`: finished games, filtered by game, player and result.
pub async fn archive(
    viewer: Viewer,
    State(state): State<AppState>,
    Query(q): Query<ListQuery>,
) -> Response {
    let mut filter = q.filter();
    filter.status = Some(GameStatus::Finished);
    let games = match state.db().list(&filter).await {
        Ok(g) => g,
        Err(_) => {
            return unavailable(&viewer);
        }
    };
    let results = [
        ("", "any result"),
        ("1-0", "1-0"),
        ("0-1", "0-1"),
        ("1/2-1/2", "draw"),
    ];
    let body = html! {
        h1 { "Archive" }
        form.card method="get" action="/archive" {
            label {
                "Game "
                select name="variant" {
                    option value="" selected[q.variant.is_none()] { "all games" }
                    @for v in BUILTIN_IDS.iter().filter_map(|id| builtin(id).ok()) {
                        option value=(v.id) selected[q.variant.as_deref() == Some(v.id.as_str())] { (v.name) }
                    }
                }
            }
            label { "Player " input name="player" value=(q.player.as_deref().unwrap_or("")); }
            label {
                "Result "
                select name="result" {
                    @for (val, label) in results {
                        option value=(val) selected[q.result.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            label {
                "Origin "
                select name="origin" {
                    @for (val, label) in [("", "any"), ("played", "played here"), ("imported", "imported")] {
                        option value=(val) selected[q.origin.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            button type="submit" { "Filter" }
        }
        p { a href="/import" { "Import games" } " from PGN files or Game Courier logs." }
        (games_table(&games.iter().map(summary).collect::<Vec<_>>(), "No finished games match."))
    };
    layout(&viewer, "Archive", body, &[]).into_response()
}
