//! Importing games from PGN files and Game Courier logs.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::Viewer;

use super::layout::{game_name, layout, page_with};
use super::study::study_games;
use crate::site::i18n::Lang;

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
fn import_form_markup(l: &Lang, text: &str, variant: &str, format: &str) -> Markup {
    html! {
        form.card method="post" action="/import" #import-form {
            label {
                (l.t("im-files")) " "
                input type="file" #import-files multiple accept=".pgn,.txt,.log,text/plain";
            }
            span.muted #import-note {}
            label.block {
                (l.t("im-paste"))
                textarea name="text" #import-text rows="12" spellcheck="false" dir="ltr"
                    placeholder="[Variant \"Shatranj\"]\n[White \"...\"]\n\n1. e3 e6 2. Nf3 ..." { (text) }
            }
            div.row {
                label {
                    (l.t("im-game")) " "
                    select name="variant" {
                        @for (id, name) in study_games() {
                            @let name = rukh_rules::variant::builtin(&id).ok().map_or(name, |v| game_name(l, &v));
                            option value=(id) selected[id == variant] { (name) }
                        }
                    }
                }
                label {
                    " " (l.t("im-format")) " "
                    select name="format" {
                        @for (val, key) in [("auto", "im-auto"), ("pgn", "im-pgn"), ("courier", "im-courier")] {
                            option value=(val) selected[val == format] { (l.t(key)) }
                        }
                    }
                }
            }
            p.muted {
                (l.tr("im-limits", &[("n", crate::study::import::MAX_IMPORT_GAMES.into()), ("num", (crate::study::import::MAX_IMPORT_BYTES / 1024).into())]))
            }
            button type="submit" #import-submit { (l.t("im-import")) }
        }
    }
}

/// `/import`: bring games into the archive.
pub async fn import_page(viewer: Viewer) -> Response {
    let l = viewer.lang;
    let body = html! {
        h1.page-title { (l.t("im-title")) }
        p { (l.t("im-lead")) }
        (import_form_markup(l, "", "shatranj", "auto"))
    };
    layout(&viewer, &l.t("im-title"), body, &["/assets/import.js"]).into_response()
}

/// The import form sent: what came in (with links to the analysis board) and what was refused.
pub async fn import_form(
    viewer: Viewer,
    State(state): State<AppState>,
    ext: axum::http::Extensions,
    form: Result<axum::extract::Form<ImportForm>, axum::extract::rejection::FormRejection>,
) -> Response {
    let l = viewer.lang;
    let axum::extract::Form(f) = match form {
        Ok(f) => f,
        Err(e) => {
            return page_with(
                &viewer,
                e.status(),
                &l.t("im-title"),
                html! { h1 { (l.t("im-title")) } p.error { (l.t("im-unreadable")) " " span lang="en" dir="ltr" { (e.body_text()) } } },
                true,
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
                h1.page-title { (l.t("im-title")) }
                p.error role="alert" #import-error lang="en" dir="ltr" { (e.message()) }
                (import_form_markup(l, &f.text, variant, format))
            };
            return (
                e.status(),
                layout(&viewer, &l.t("im-title"), body, &["/assets/import.js"]),
            )
                .into_response();
        }
    };
    let body = html! {
        h1.page-title { (l.t("im-title")) }
        @if !report.imported.is_empty() {
            div.card #imported {
                h2 { (l.tr("im-imported", &[("n", report.imported.len().into())])) }
                table.games {
                    tr { th { "#" } th { (l.t("side-white")) } th { (l.t("side-black")) } th { (l.t("col-moves")) } th { (l.t("col-result")) } th {} }
                    @for g in &report.imported {
                        tr {
                            td { (l.num(g.game as i64)) }
                            td { (g.white.as_deref().unwrap_or("?")) }
                            td { (g.black.as_deref().unwrap_or("?")) }
                            td { (l.num(g.moves.div_ceil(2) as i64)) }
                            td { (g.result.as_deref().unwrap_or("*")) }
                            td { a.button href=(g.analysis_url) { (l.t("ed-analyse")) } }
                        }
                    }
                }
            }
        }
        @if !report.refused.is_empty() {
            div.card #refused {
                h2 { (l.tr("im-refused", &[("n", report.refused.len().into())])) }
                ul {
                    @for g in &report.refused {
                        li {
                            @if g.line > 0 {
                                (l.tr("im-game-line", &[("n", (g.game as i64).into()), ("num", (g.line as i64).into())]))
                            } @else {
                                (l.tr("im-game-n", &[("n", (g.game as i64).into())]))
                            }
                            @if !g.players.is_empty() { ", " (g.players) }
                            ": " span.error lang="en" dir="ltr" { (g.error) }
                        }
                    }
                }
            }
        }
        p { a href="/archive?origin=imported" { (l.t("im-all")) } " · " a href="/import" { (l.t("im-more")) } }
    };
    layout(&viewer, &l.t("im-title"), body, &[]).into_response()
}
