//! The problems: the historical collection, the positions from play, and one problem to solve.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_problems::Problem;
use rukh_rules::variant::builtin;

use crate::app::AppState;
use crate::http::identity::Viewer;

use crate::site::i18n::Lang;

use super::layout::{game_name, layout, page_with};
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

fn stipulation(l: &Lang, p: &Problem) -> String {
    builtin(&p.variant)
        .ok()
        .and_then(|v| p.position(&v).ok())
        .map(|pos| crate::study::problems::stipulation(l, p, &pos))
        .unwrap_or_default()
}

/// A problem's name: its title, or its number among its game's positions from play.
fn name(l: &Lang, p: &Problem, all: &[Problem]) -> String {
    if !p.title.is_empty() {
        return p.title.clone();
    }
    let n = all
        .iter()
        .filter(|q| q.variant == p.variant && !q.is_historical())
        .position(|q| q.id == p.id)
        .unwrap_or(0);
    l.tr("pb-number", &[("n", (n + 1).into())])
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

/// A problem's card; `rated`: its rating from the players' results and how many there are.
fn card(l: &Lang, p: &Problem, all: &[Problem], rated: Option<&(i64, i64)>) -> Markup {
    html! {
        a.card.problem-card href={ "/problems/" (p.id) } data-problem=(p.id) {
            (diagram(p))
            span.about {
                strong { (name(l, p, all)) }
                @if p.is_historical() {
                    span.who { (p.author) " · " (p.date) }
                }
                span.stip { (stipulation(l, p)) }
                @if let Some((rating, n)) = rated.filter(|(_, n)| *n > 0) {
                    span.muted.problem-rating {
                        (l.tr("pb-rated", &[("rating", l.rating(*rating).as_str().into()), ("n", (*n).into())]))
                    }
                }
                @if !p.unusable.is_empty() {
                    span.muted { (l.t("pb-unusable-flag")) }
                } @else if !p.cooks.is_empty() {
                    span.finding { (l.t("pb-cook-flag")) }
                } @else if p.book_line_best == Some(false) {
                    span.finding { (l.t("pb-defence-flag")) }
                }
                @if !p.is_historical() {
                    span.muted.source lang="en" dir="auto" { (p.source) }
                }
            }
        }
    }
}

/// `/problems`: the old masters' problems by source and date, then positions from play.
pub async fn problems_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let l = viewer.lang;
    let all = state.study().problems();
    let own = state.study().own_problems();
    // How hard the players found each (the store not answering leaves the cards unrated).
    let rated = state.training().problem_ratings().await.unwrap_or_default();
    let groups = collections(&all[..all.len() - own.len()]);
    // The site's own collections, after the ones that come with Rukh.
    let mut own_groups: Vec<(&str, Vec<&Problem>)> = Vec::new();
    let site_own = l.t("pb-site-own");
    for p in own {
        let name = if p.collection.is_empty() {
            site_own.as_str()
        } else {
            p.collection.as_str()
        };
        match own_groups.iter_mut().find(|(c, _)| *c == name) {
            Some((_, list)) => list.push(p),
            None => own_groups.push((name, vec![p])),
        }
    }
    let body = html! {
        h1.page-title { (l.t("pb-title")) }
        p.lead { (l.t("pb-lead")) }
        nav.problem-index aria-label=(l.t("pb-collections")) {
            @for (c, list) in &groups {
                a href={ "#" (anchor(c)) } { (c) " (" (l.num(list.len() as i64)) ")" }
            }
            a href="#from-play" { (l.t("pb-from-play")) }
            @for (c, list) in &own_groups {
                a href={ "#" (anchor(c)) } { (c) " (" (l.num(list.len() as i64)) ")" }
            }
        }
        @for (c, list) in &groups {
            h2 #(anchor(c)) { (c) " " span.muted { "(" (l.num(list.len() as i64)) ")" } }
            div.problem-grid {
                @for p in list { (card(l, p, all, rated.get(&p.id))) }
            }
        }
        h2 #from-play { (l.t("pb-from-play")) }
        p.muted { (l.t("pb-from-play-help")) }
        @for (id, game) in study_games() {
            @let list: Vec<_> = all[..all.len() - own.len()].iter().filter(|p| p.variant == id && !p.is_historical()).collect();
            @if !list.is_empty() {
                @let game = builtin(&id).ok().map_or(game, |v| game_name(l, &v));
                h3 #(id) { (game) " " span.muted { "(" (l.num(list.len() as i64)) ")" } }
                div.problem-grid {
                    @for p in list { (card(l, p, all, rated.get(&p.id))) }
                }
            }
        }
        @for (c, list) in &own_groups {
            h2 #(anchor(c)) { (c) " " span.muted { "(" (l.num(list.len() as i64)) ")" } }
            div.problem-grid {
                @for p in list { (card(l, p, all, rated.get(&p.id))) }
            }
        }
    };
    layout(&viewer, &l.t("pb-title"), body, &["/assets/problems.js"]).into_response()
}

/// `/problems/{id}`: one problem to solve, with its history.
pub async fn problem_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let l = viewer.lang;
    let found = state
        .study()
        .problem(&id)
        .and_then(|p| builtin(&p.variant).ok().map(|v| (p, v)));
    let Some((p, variant)) = found else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            &l.t("pb-none"),
            html! { h1 { (l.t("pb-none")) } p { a href="/problems" { (l.t("pb-all")) } } },
            true,
        );
    };
    let data = crate::study::problems::problem_view(p, l)
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
    let title = name(l, p, all);
    let heading = if p.is_historical() {
        title.clone()
    } else {
        l.t_with(
            "pb-heading",
            &[("game", &game_name(l, &variant)), ("name", &title)],
        )
    };
    // The stories are in English, as they were read from their sources: said so in the page's
    // language, and marked so for screen readers.
    let english = l.code != crate::site::i18n::english().code;
    let body = html! {
        h1.page-title { (heading) }
        @if p.is_historical() {
            p.muted.problem-byline { (p.author) " · " (p.date) " · " a href={ "/problems#" (anchor(&p.collection)) } { (p.collection) } }
        }
        div #problem data-variant=(super::layout::variant_data(l, &variant)) data-problem=(data)
            data-next=(next.unwrap_or_default()) {
            noscript { (l.t("pb-needs-js")) }
            p.muted #loading { (l.t("pb-loading")) }
        }
        @if !p.unusable.is_empty() {
            p.notice { (l.t("pb-unusable")) " " span lang="en" dir="ltr" { (p.unusable) } }
        }
        section.problem-history {
            @if english && (!p.history.is_empty() || !p.transcription.is_empty()) {
                p.muted #story-language { (l.t("pb-in-english")) }
            }
            @if !p.history.is_empty() {
                h2 { (l.t("pb-history")) }
                p lang="en" dir="ltr" { (p.history) }
            }
            @if !p.transcription.is_empty() {
                h3 { (l.t("pb-read")) }
                p lang="en" dir="ltr" { (p.transcription) }
            }
            h3 { (l.t("pb-source")) }
            p.source-text lang="en" dir="ltr" { (p.source) }
        }
        p { a href="/problems" { (l.t("pb-all")) } " · " a href={ "/rules/" (variant.id) } { (l.t_with("pb-rules-of", &[("game", &game_name(l, &variant))])) } }
    };
    layout(
        &viewer,
        &l.t_with("pb-page-title", &[("name", &title)]),
        body,
        &["/assets/problem.js"],
    )
    .into_response()
}
