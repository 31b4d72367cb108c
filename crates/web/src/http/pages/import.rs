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
            // Why the import could not go ahead: in the reader's words where the study says
            // what it was, else the API's English sentence, marked so.
            let words = match &e {
                crate::study::StudyError::Import(p) => html! { (import_problem(l, p)) },
                _ => html! {},
            };
            let e = crate::http::error::ApiError::from(e);
            let body = html! {
                h1.page-title { (l.t("im-title")) }
                @if words.0.is_empty() {
                    p.error role="alert" #import-error lang="en" dir="ltr" { (e.message()) }
                } @else {
                    p.error role="alert" #import-error { (words) }
                }
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
                            ": " (refusal(l, g))
                        }
                    }
                }
            }
        }
        p { a href="/archive?origin=imported" { (l.t("im-all")) } " · " a href="/import" { (l.t("im-more")) } }
    };
    layout(&viewer, &l.t("im-title"), body, &[]).into_response()
}

/// Why an import could not go ahead, in the reader's language.
fn import_problem(l: &Lang, p: &crate::study::ImportProblem) -> String {
    use crate::site::i18n::Arg;
    match p {
        crate::study::ImportProblem::Bytes { bytes, max_kib } => l.tr(
            "im-too-long",
            &[
                ("n", (*bytes as i64).into()),
                ("num", (*max_kib as i64).into()),
            ],
        ),
        crate::study::ImportProblem::Games { max } => {
            l.tr("im-too-many-games", &[("n", (*max as i64).into())])
        }
        crate::study::ImportProblem::NoGame { format } => l.tr(
            "im-no-game",
            &[(
                "format",
                Arg::Text(&l.t(if *format == "PGN" {
                    "im-pgn"
                } else {
                    "im-courier"
                })),
            )],
        ),
        crate::study::ImportProblem::Quota {
            per_hour,
            left,
            asked,
        } => l.tr(
            "im-quota",
            &[
                ("n", (*per_hour as i64).into()),
                ("num", (*left as i64).into()),
                ("asked", (*asked as i64).into()),
            ],
        ),
    }
}

/// Why a game was refused, in the reader's language: what the rules found, with the move's
/// number and text, and why the move is not legal. What the rules say only in English (a
/// Game Courier move's label that does not match, a text that could not be read as a game at
/// all) follows marked so.
fn refusal(l: &Lang, g: &crate::wire::RefusedGame) -> Markup {
    use rukh_rules::pgn::GameError;
    let Some(why) = &g.why else {
        return html! { span.error lang="en" dir="ltr" { (g.error) } };
    };
    let english = l.code == crate::site::i18n::english().code;
    let said = match why {
        GameError::UnknownVariant(name) => l.t_with("im-why-variant", &[("name", name)]),
        GameError::Fen(e) => l.t_with("im-why-fen", &[("problem", &l.fen_error(e))]),
        GameError::Move {
            number,
            text,
            illegal,
            why,
            reason,
            ..
        } => {
            let key = if *illegal {
                "im-why-illegal"
            } else {
                "im-why-unreadable"
            };
            let words = l.t_with(key, &[("number", &l.digits(number)), ("move", text)]);
            return html! {
                span.error { (words) }
                @if let Some(r) = reason { ": " (l.illegal(r, &g.variant)) }
                @else if *illegal && english { " (" (why) ")" }
                @else if *illegal { " " span.muted lang="en" dir="ltr" { "(" (why) ")" } }
            };
        }
        GameError::AfterEnd {
            number,
            text,
            outcome,
            ..
        } => l.t_with(
            "im-why-after-end",
            &[
                ("number", &l.digits(number)),
                ("move", text),
                ("ending", &l.end_words(outcome)),
            ],
        ),
        GameError::BadResult(tag) => l.t_with("im-why-result-tag", &[("tag", tag)]),
        GameError::Result { tag, outcome } => l.t_with(
            "im-why-result",
            &[
                ("tag", tag),
                ("result", outcome.result()),
                ("ending", &l.end_words(outcome)),
            ],
        ),
    };
    html! { span.error { (said) } }
}
