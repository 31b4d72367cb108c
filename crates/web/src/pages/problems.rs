//! The problems: the collection and one problem to solve.

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::html;
use rukh_rules::variant::builtin;

use crate::identity::Viewer;

use super::study::study_games;
use super::{layout, page_with};

/// `/problems`: the collection, by game.
pub async fn problems_page(viewer: Viewer) -> Response {
    let all = crate::problems::all();
    let body = html! {
        h1.page-title { "Problems" }
        p {
            "Positions to win by force: you play the winning side, the engine defends. "
            "The old masters' problems (mansubat) and positions found in games, each checked by the rules and the engine."
        }
        @for (id, name) in study_games() {
            @let list: Vec<_> = all.iter().filter(|p| p.variant == id).collect();
            @if !list.is_empty() {
                h2 #(id) { (name) " " span.muted { "(" (list.len()) ")" } }
                div.problem-grid {
                    @for (n, p) in list.iter().enumerate() {
                        @let v = builtin(&p.variant).ok();
                        @let stip = v.as_ref().and_then(|v| p.position(v).ok()).map(|pos| p.stipulation(&pos)).unwrap_or_default();
                        a.card.problem-card href={ "/problems/" (p.id) } data-problem=(p.id) {
                            strong { "No. " (n + 1) @if !p.title.is_empty() { ": " (p.title) } }
                            br;
                            span { (stip) }
                            br;
                            span.muted.source { (p.source) }
                        }
                    }
                }
            }
        }
        @if all.is_empty() {
            p.muted { "No problems yet." }
        }
    };
    layout(&viewer, "Problems", body, &["/assets/problems.js"]).into_response()
}

/// `/problems/{id}`: one problem to solve.
pub async fn problem_page(viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(p) = crate::problems::find(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such problem",
            html! { h1 { "No such problem" } p { a href="/problems" { "All problems" } } },
        );
    };
    let Ok(variant) = builtin(&p.variant) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such problem",
            html! { h1 { "No such problem" } p { a href="/problems" { "All the problems" } } },
        );
    };
    let data = crate::problems::problem_view(p)
        .ok()
        .and_then(|v| serde_json::to_string(&v).ok())
        .unwrap_or_default();
    let all = crate::problems::all();
    let i = all.iter().position(|q| q.id == p.id).unwrap_or(0);
    let next = all.get(i + 1).map(|q| q.id.clone());
    let number = all
        .iter()
        .filter(|q| q.variant == p.variant)
        .position(|q| q.id == p.id)
        .unwrap_or(0)
        + 1;
    let title = if p.title.is_empty() {
        format!("No. {number}")
    } else {
        format!("No. {number}: {}", p.title)
    };
    let body = html! {
        h1.page-title { (variant.name) " problem " (title) }
        div #problem data-variant=(super::variant_data(&variant)) data-problem=(data)
            data-next=(next.unwrap_or_default()) {
            noscript { "Solving needs JavaScript." }
            p.muted #loading { "Loading the board…" }
        }
        p.muted { "Source: " (p.source) }
        @if !p.note.is_empty() { p { (p.note) } }
        p { a href="/problems" { "All problems" } " · " a href={ "/rules/" (variant.id) } { "Rules of " (variant.name) } }
    };
    layout(
        &viewer,
        &format!("Problem {title}"),
        body,
        &["/assets/problem.js"],
    )
    .into_response()
}
