//! The problems: the historical collection, the positions from play, and one problem to solve.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_problems::Problem;
use rukh_rules::variant::builtin;

use crate::app::AppState;
use crate::http::identity::Viewer;

use super::layout::{layout_en, page_with};
use super::study::study_games;

/// The historical collections in the order of their dates: (collection, its problems).
fn collections(all: &[Problem]) -> Vec<(&str, Vec<&Problem>)> {
    let mut groups: Vec<(&str, Vec<&Problem>)> = Vec::new();
    for p in all.iter().filter(|p| p.is_historical()) {
        match groups.iter_mut().find(|(c, _)| *c == p.collection) {
            Some((_, list)) => list.push(p),
            None => groups.push((&p.collection, vec![p])),
        }
    }
    for (_, list) in &mut groups {
        list.sort_by_key(|p| p.year.unwrap_or(i32::MAX));
    }
    groups.sort_by_key(|(_, list)| list.iter().filter_map(|p| p.year).min().unwrap_or(i32::MAX));
    groups
}

/// The anchor of a collection's heading.
fn anchor(collection: &str) -> String {
    collection
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

fn stipulation(p: &Problem) -> String {
    builtin(&p.variant)
        .ok()
        .and_then(|v| p.position(&v).ok())
        .map(|pos| p.stipulation(&pos))
        .unwrap_or_default()
}

/// A problem's name: its title, or its number among its game's positions from play.
fn name(p: &Problem, all: &[Problem]) -> String {
    if !p.title.is_empty() {
        return p.title.clone();
    }
    let n = all
        .iter()
        .filter(|q| q.variant == p.variant && !q.is_historical())
        .position(|q| q.id == p.id)
        .unwrap_or(0);
    format!("No. {}", n + 1)
}

/// A small picture of a problem's position (drawn by `/api/diagram`, on the game's own board),
/// fetched as the list is scrolled to it.
fn diagram(p: &Problem) -> Markup {
    let Some((v, pos)) = builtin(&p.variant)
        .ok()
        .and_then(|v| p.position(&v).ok().map(|pos| (v, pos)))
    else {
        return html! {};
    };
    let query = serde_urlencoded::to_string([
        ("format", "svg"),
        ("style", v.board_style.as_str()),
        ("fen", pos.fen().as_str()),
    ])
    .unwrap_or_default();
    html! {
        img.diagram src={ "/api/diagram/" (p.variant) "?" (query) } loading="lazy" alt="" width="104";
    }
}

fn card(p: &Problem, all: &[Problem]) -> Markup {
    html! {
        a.card.problem-card href={ "/problems/" (p.id) } data-problem=(p.id) {
            (diagram(p))
            span.about {
                strong { (name(p, all)) }
                @if p.is_historical() {
                    span.who { (p.author) " · " (p.date) }
                }
                span.stip { (stipulation(p)) }
                @if !p.unusable.is_empty() {
                    span.muted { "Cannot be played as read" }
                } @else if !p.cooks.is_empty() {
                    span.finding { "Has a second solution" }
                } @else if p.book_line_best == Some(false) {
                    span.finding { "The book's defence is not the best" }
                }
                @if !p.is_historical() {
                    span.muted.source { (p.source) }
                }
            }
        }
    }
}

/// `/problems`: the old masters' problems by source and date, then positions from play.
pub async fn problems_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let all = state.study().problems();
    let own = state.study().own_problems();
    let groups = collections(&all[..all.len() - own.len()]);
    // The site's own collections, after the ones that come with Rukh.
    let mut own_groups: Vec<(&str, Vec<&Problem>)> = Vec::new();
    for p in own {
        let name = if p.collection.is_empty() {
            "This site's problems"
        } else {
            p.collection.as_str()
        };
        match own_groups.iter_mut().find(|(c, _)| *c == name) {
            Some((_, list)) => list.push(p),
            None => own_groups.push((name, vec![p])),
        }
    }
    let body = html! {
        h1.page-title { "Problems" }
        p.lead {
            "Play the side that must reach the goal; the engine defends with its best moves. "
            "First the old masters' problems (the Arabic mansubat and Alfonso X's book of 1283), each with its source and its story, "
            "then positions found in games. Every claim made of a problem (its key, a second solution, a better defence than the book's) "
            "is proved by Rukh, which tried every defence."
        }
        nav.problem-index aria-label="Collections" {
            @for (c, list) in &groups {
                a href={ "#" (anchor(c)) } { (c) " (" (list.len()) ")" }
            }
            a href="#from-play" { "Positions from play" }
            @for (c, list) in &own_groups {
                a href={ "#" (anchor(c)) } { (c) " (" (list.len()) ")" }
            }
        }
        @for (c, list) in &groups {
            h2 #(anchor(c)) { (c) " " span.muted { "(" (list.len()) ")" } }
            div.problem-grid {
                @for p in list { (card(p, all)) }
            }
        }
        h2 #from-play { "Positions from play" }
        p.muted { "Wins by force found in games of Rukh and of players here: one first move wins, and the proof shows it." }
        @for (id, game) in study_games() {
            @let list: Vec<_> = all[..all.len() - own.len()].iter().filter(|p| p.variant == id && !p.is_historical()).collect();
            @if !list.is_empty() {
                h3 #(id) { (game) " " span.muted { "(" (list.len()) ")" } }
                div.problem-grid {
                    @for p in list { (card(p, all)) }
                }
            }
        }
        @for (c, list) in &own_groups {
            h2 #(anchor(c)) { (c) " " span.muted { "(" (list.len()) ")" } }
            div.problem-grid {
                @for p in list { (card(p, all)) }
            }
        }
    };
    layout_en(&viewer, "Problems", body, &["/assets/problems.js"]).into_response()
}

/// `/problems/{id}`: one problem to solve, with its history.
pub async fn problem_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let found = state
        .study()
        .problem(&id)
        .and_then(|p| builtin(&p.variant).ok().map(|v| (p, v)));
    let Some((p, variant)) = found else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            "No such problem",
            html! { h1 { "No such problem" } p { a href="/problems" { "All problems" } } },
            false,
        );
    };
    let data = crate::study::problems::problem_view(p)
        .ok()
        .and_then(|v| serde_json::to_string(&v).ok())
        .unwrap_or_default();
    let all = state.study().problems();
    // The next problem of the same group.
    let same: Vec<&Problem> = if p.is_historical() {
        collections(all)
            .into_iter()
            .find(|(c, _)| *c == p.collection)
            .map(|(_, l)| l)
            .unwrap_or_default()
    } else {
        all.iter()
            .filter(|q| q.variant == p.variant && !q.is_historical())
            .collect()
    };
    let i = same.iter().position(|q| q.id == p.id).unwrap_or(0);
    let next = same.get(i + 1).map(|q| q.id.clone());
    let title = name(p, all);
    let heading = if p.is_historical() {
        title.clone()
    } else {
        format!("{} problem {title}", variant.name)
    };
    let body = html! {
        h1.page-title { (heading) }
        @if p.is_historical() {
            p.muted.problem-byline { (p.author) " · " (p.date) " · " a href={ "/problems#" (anchor(&p.collection)) } { (p.collection) } }
        }
        div #problem data-variant=(super::layout::variant_data(crate::site::i18n::english(), &variant)) data-problem=(data)
            data-next=(next.unwrap_or_default()) {
            noscript { "Solving needs JavaScript." }
            p.muted #loading { "Loading the board…" }
        }
        @if !p.unusable.is_empty() {
            p.notice { "This problem cannot be played as read: " (p.unusable) }
        }
        section.problem-history {
            @if !p.history.is_empty() {
                h2 { "History" }
                p { (p.history) }
            }
            @if !p.transcription.is_empty() {
                h3 { "How it was read" }
                p { (p.transcription) }
            }
            h3 { "Source" }
            p.source-text { (p.source) }
        }
        p { a href="/problems" { "All problems" } " · " a href={ "/rules/" (variant.id) } { "Rules of " (variant.name) } }
    };
    layout_en(
        &viewer,
        &format!("Problem: {title}"),
        body,
        &["/assets/problem.js"],
    )
    .into_response()
}
