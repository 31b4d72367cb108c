//! Importing games from PGN files and Game Courier logs.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::Viewer;

use super::layout::{layout_en, page_with};
use super::study::study_games;

#[derive(Deserialize)]
pub struct ImportForm {
    #[serde(default)]
    text: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    format: Option<String>,
}

/// The import form: a text box (files chosen are read into it), the game of records that do
/// not name theirs, the format.
fn import_form_markup(text: &str, variant: &str, format: &str) -> Markup {
    html! {
        form.card method="post" action="/import" #import-form {
            label {
                "Files (PGN or Game Courier logs; several at once) "
                input type="file" #import-files multiple accept=".pgn,.txt,.log,text/plain";
            }
            span.muted #import-note {}
            label.block {
                "Or paste them here"
                textarea name="text" #import-text rows="12" spellcheck="false"
                    placeholder="[Variant \"Shatranj\"]\n[White \"...\"]\n\n1. e3 e6 2. Nf3 ..." { (text) }
            }
            div.row {
                label {
                    "Game of records that do not say "
                    select name="variant" {
                        @for (id, name) in study_games() {
                            option value=(id) selected[id == variant] { (name) }
                        }
                    }
                }
                label {
                    " Format "
                    select name="format" {
                        @for (val, label) in [("auto", "tell by itself"), ("pgn", "PGN"), ("courier", "Game Courier log")] {
                            option value=(val) selected[val == format] { (label) }
                        }
                    }
                }
            }
            p.muted {
                "Up to " (crate::study::import::MAX_IMPORT_GAMES) " games and " (crate::study::import::MAX_IMPORT_BYTES / 1024) " KiB at once. "
                "Each game is replayed by the rules; a game with an illegal move is refused with the move and why, the others come in."
            }
            button type="submit" #import-submit { "Import" }
        }
    }
}

/// `/import`: bring games into the archive.
pub async fn import_page(viewer: Viewer) -> Response {
    let body = html! {
        h1.page-title { "Import games" }
        p { "Bring games of the five games (and this server's own) from other sites and books into the archive, to find them again and study them on the analysis board." }
        (import_form_markup("", "shatranj", "auto"))
    };
    layout_en(&viewer, "Import games", body, &["/assets/import.js"]).into_response()
}

/// The import form sent: what came in (with links to the analysis board) and what was refused.
pub async fn import_form(
    viewer: Viewer,
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    form: Result<axum::extract::Form<ImportForm>, axum::extract::rejection::FormRejection>,
) -> Response {
    let axum::extract::Form(f) = match form {
        Ok(f) => f,
        Err(e) => {
            return page_with(
                &viewer,
                e.status(),
                "Import",
                html! { h1 { "Import" } p.error { "The form could not be read: " (e.body_text()) } },
                false,
            );
        }
    };
    let req = crate::study::import::ImportRequest {
        text: f.text.clone(),
        format: f.format.clone(),
        variant: f.variant.clone(),
    };
    let variant = f.variant.as_deref().unwrap_or("shatranj");
    let format = f.format.as_deref().unwrap_or("auto");
    let report = match crate::http::study::import(&state, &req, &ext).await {
        Ok(r) => r,
        Err(e) => {
            let body = html! {
                h1.page-title { "Import games" }
                p.error role="alert" #import-error { (e.message()) }
                (import_form_markup(&f.text, variant, format))
            };
            return (
                e.status(),
                layout_en(&viewer, "Import games", body, &["/assets/import.js"]),
            )
                .into_response();
        }
    };
    let body = html! {
        h1.page-title { "Import games" }
        @if !report.imported.is_empty() {
            div.card #imported {
                h2 { (report.imported.len()) " game" @if report.imported.len() != 1 { "s" } " imported" }
                table.games {
                    tr { th { "#" } th { "White" } th { "Black" } th { "Moves" } th { "Result" } th {} }
                    @for g in &report.imported {
                        tr {
                            td { (g.game) }
                            td { (g.white.as_deref().unwrap_or("?")) }
                            td { (g.black.as_deref().unwrap_or("?")) }
                            td { (g.moves.div_ceil(2)) }
                            td { (g.result.as_deref().unwrap_or("*")) }
                            td { a.button href=(g.analysis_url) { "Analyse" } }
                        }
                    }
                }
            }
        }
        @if !report.refused.is_empty() {
            div.card #refused {
                h2 { (report.refused.len()) " game" @if report.refused.len() != 1 { "s" } " refused" }
                ul {
                    @for g in &report.refused {
                        li {
                            "Game " (g.game) @if g.line > 0 { " (line " (g.line) ")" }
                            @if !g.players.is_empty() { ", " (g.players) }
                            ": " span.error { (g.error) }
                        }
                    }
                }
            }
        }
        p { a href="/archive?origin=imported" { "All imported games in the archive" } " · " a href="/import" { "Import more" } }
    };
    layout_en(&viewer, "Import games", body, &[]).into_response()
}
