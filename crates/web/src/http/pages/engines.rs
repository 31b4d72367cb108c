//! `/engines`: the rating list of the family's engines, one per game: the ratings solved from
//! all the games at once, the crosstable, what each engine is, and every game, replayable on the
//! analysis board.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::variant::BUILTIN_IDS;
use serde::Deserialize;

use crate::app::AppState;
use crate::engines::list::{ListLine, crosstable, rating_list};
use crate::http::identity::Viewer;
use rukh_arena::fairness::{FAIR_RATIO, ThinkTimes, Verdict, judge};
use rukh_store::{EngineGame, EngineInfo, Think};

use super::layout::{game_name_of, layout, page_with, unavailable};
use crate::site::i18n::Lang;

/// Games on a page of a game list.
const PAGE: i64 = 50;
/// Crosstables of more engines than this are shown as a list of pairings (a grid of them would
/// not fit a screen).
const GRID_MAX: usize = 12;

/// The arena's verdict on a pairing's think times (the same rule `rukh match` and `rukh pgn
/// score --require-fair` apply): the quicker side's share of the other's time, and whether it
/// is fair; None when the games record none.
fn verdict(t: &[Think; 2]) -> Option<(f64, bool)> {
    let sides = t.map(|s| ThinkTimes {
        moves: u32::try_from(s.moves).unwrap_or(u32::MAX),
        thought: Duration::from_millis(u64::try_from(s.ms).unwrap_or(0)),
        ..ThinkTimes::default()
    });
    match judge(&sides, FAIR_RATIO, 1) {
        Verdict::Fair { ratio } => Some((ratio, true)),
        Verdict::Unfair { ratio, .. } => Some((ratio, false)),
        Verdict::TooFew => None,
    }
}

/// A pairing's think times a move, "1243 / 1220 ms", and whether they are fair.
fn think_pair(l: &Lang, t: &[Think; 2]) -> Option<(String, bool)> {
    let (a, b) = (t[0].mean_ms()?, t[1].mean_ms()?);
    let ms = |x: f64| l.num(x.round() as i64);
    Some((
        l.t_with("eg-think-pair", &[("from", &ms(a)), ("num", &ms(b))]),
        verdict(t)?.1,
    ))
}

/// What a pairing's think times say, in a sentence.
fn think_sentence(l: &Lang, a: &str, b: &str, t: &[Think; 2]) -> String {
    let (Some(x), Some(y), Some((ratio, fair))) = (t[0].mean_ms(), t[1].mean_ms(), verdict(t))
    else {
        return l.t("eg-think-none");
    };
    let ms = |x: f64| l.num(x.round() as i64);
    let pct = |x: f64| l.num((100.0 * x).round() as i64);
    l.t_with(
        if fair {
            "eg-think-fair"
        } else {
            "eg-think-unfair"
        },
        &[
            ("name", a),
            ("from", &ms(x)),
            ("n", &l.num(t[0].moves)),
            ("other", b),
            ("num", &ms(y)),
            ("count", &l.num(t[1].moves)),
            ("min", &pct(ratio)),
            ("max", &pct(FAIR_RATIO)),
        ],
    )
}

fn query(pairs: &[(&str, &str)]) -> String {
    serde_urlencoded::to_string(pairs).unwrap_or_default()
}

fn games_link(variant: &str, a: &str, b: Option<&str>) -> String {
    let mut q = vec![("a", a)];
    if let Some(b) = b {
        q.push(("b", b));
    }
    format!("/engines/{variant}/games?{}", query(&q))
}

/// The switch between the games that have engine games.
fn switch(l: &Lang, variants: &[(String, i64)], chosen: &str) -> Markup {
    html! {
        nav.switch aria-label=(l.t("pl-games")) {
            @for (v, n) in variants {
                a href={ "/engines/" (v) } aria-current=[(v == chosen).then_some("page")]
                    title=(l.tr("eg-n-games", &[("n", (*n).into())])) { (game_name_of(l, v)) }
            }
        }
    }
}

/// `GET /engines`: the list of the first game that has one.
pub(crate) async fn engines_home(State(state): State<AppState>, viewer: Viewer) -> Response {
    let l = viewer.lang;
    let Ok(variants) = state.engines().variants().await else {
        return unavailable(&viewer);
    };
    let first = BUILTIN_IDS
        .iter()
        .find(|id| variants.iter().any(|(v, _)| v == *id))
        .map(|s| s.to_string())
        .or_else(|| variants.first().map(|(v, _)| v.clone()));
    match first {
        Some(v) => Redirect::to(&format!("/engines/{v}")).into_response(),
        None => {
            let body = html! {
                h1 { (l.t("eg-title")) }
                p { (l.t("eg-none-yet")) }
                (how_to_add(l))
            };
            layout(&viewer, &l.t("eg-title"), body, &[]).into_response()
        }
    }
}

fn how_to_add(l: &Lang) -> Markup {
    html! {
        details.card.how-added {
            summary { (l.t("eg-how-title")) }
            p { (l.t("eg-how-1")) " " code { "rukh match" } }
            pre dir="ltr" { "rukh engines import --version rukh=1.2 --about \"rukh=UCI, 1 thread\" match.pgn" }
            p { (l.t("eg-how-2")) " " code { "rukh engines import --manifest docs/strength/engines.toml" } }
        }
    }
}

fn signed(x: f64) -> String {
    let r = x.round();
    if r == 0.0 {
        "0".to_owned()
    } else {
        format!("{r:+}")
    }
}

fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p}")
    } else {
        format!("{}½", p.trunc() as i64).replace("0½", "½")
    }
}

/// `GET /engines/{variant}`: the list, the crosstable and the engines of one game.
pub(crate) async fn engines_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(variant): Path<String>,
) -> Response {
    let l = viewer.lang;
    let list = state.engines();
    let (Ok(variants), Ok(results), Ok(infos), Ok(think)) = (
        list.variants().await,
        list.results(&variant).await,
        list.infos().await,
        list.think(&variant).await,
    ) else {
        return unavailable(&viewer);
    };
    if results.is_empty() {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            &l.t("eg-title"),
            html! {
                h1 { (l.t("eg-title")) }
                (switch(l, &variants, &variant))
                p { (l.t_with("eg-none-of", &[("game", &game_name_of(l, &variant))]))
                    @if !variants.is_empty() { " " (l.t("eg-choose")) } }
                (how_to_add(l))
            },
            true,
        );
    }
    let list = rating_list(&results);
    let table = crosstable(&results);
    let info: HashMap<&str, &EngineInfo> = infos.iter().map(|e| (e.label.as_str(), e)).collect();
    let groups = list.iter().map(|l| l.rating.group).max().unwrap_or(0) + 1;
    let name = game_name_of(l, &variant);
    let body = html! {
        h1 { (l.t_with("eg-title-of", &[("game", &name)])) }
        (switch(l, &variants, &variant))
        p.lead {
            (l.tr("eg-lead", &[("n", results.len().into()), ("num", list.len().into()), ("game", name.as_str().into())]))
            @if groups > 1 { " " (l.t("eg-groups")) }
        }
        div.table-scroll {
            table.engine-list {
                caption.sr-only { (l.t_with("eg-list-of", &[("game", &name)])) }
                thead { tr {
                    th scope="col" { "#" }
                    th scope="col" { (l.t("eg-engine")) }
                    th scope="col" { (l.t("pl-col-rating")) }
                    th scope="col" { abbr title=(l.t("eg-interval")) { "±" } }
                    th scope="col" { (l.t("pl-games")) }
                    th scope="col" { (l.t("eg-score")) }
                    th scope="col" { (l.t("eg-draws")) }
                    th scope="col" { abbr title=(l.t("eg-opp-title")) { (l.t("eg-opp")) } }
                } }
                @for (g, lines) in grouped(&list) {
                    @if groups > 1 {
                        tbody { tr.group { th colspan="8" scope="rowgroup" { (l.tr("eg-group", &[("n", (g + 1).into())])) } } }
                    }
                    tbody {
                        @for (i, line) in lines.iter().enumerate() {
                            @let r = &line.rating;
                            tr {
                                td { (l.num(i as i64 + 1)) }
                                th scope="row" {
                                    a href=(games_link(&variant, &line.label, None)) { (line.label) }
                                }
                                td.num { strong { (l.digits(&signed(r.elo))) } }
                                td.num { (l.digits(&format!("{:.0}", r.error))) }
                                td.num { (l.num(r.games.into())) }
                                td.num { (l.digits(&format!("{:.1}%", 100.0 * r.points / f64::from(r.games.max(1))))) }
                                td.num { (l.digits(&format!("{:.0}%", 100.0 * f64::from(r.draws) / f64::from(r.games.max(1))))) }
                                td.num { (l.digits(&signed(r.opponents))) }
                            }
                        }
                    }
                }
            }
        }
        h2 #crosstable { (l.t("tn-crosstable")) }
        @if list.len() <= GRID_MAX {
            p.muted { (l.t("eg-cell-help")) }
            div.table-scroll {
                table.crosstable {
                    thead { tr {
                        th scope="col" { (l.t("eg-engine")) }
                        @for (j, _) in list.iter().enumerate() { th scope="col" { (l.num(j as i64 + 1)) } }
                    } }
                    tbody {
                        @for (i, row) in list.iter().enumerate() {
                            tr {
                                th scope="row" { (l.num(i as i64 + 1)) ". " (row.label) }
                                @for col in &list {
                                    @if col.label == row.label {
                                        td.self { "" }
                                    } @else if let Some(p) = table.get(&(row.label.clone(), col.label.clone())) {
                                        td.num { a href=(games_link(&variant, &row.label, Some(&col.label)))
                                            title={ (l.tr("eg-cell", &[("name", row.label.as_str().into()), ("other", col.label.as_str().into()), ("n", p.wins.into()), ("num", p.draws.into()), ("count", p.losses.into())]))
                                                @if let Some((words, fair)) = think.get(&(row.label.clone(), col.label.clone())).and_then(|t| think_pair(l, t)) {
                                                    "; " (l.t_with("eg-cell-think", &[("text", &words)])) @if !fair { " (" (l.t("eg-not-fair")) ")" }
                                                } } {
                                            (l.digits(&points(f64::from(p.wins) + f64::from(p.draws) / 2.0))) "/" (l.num((p.wins + p.draws + p.losses).into()))
                                        } }
                                    } @else {
                                        td.none { "·" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } @else {
            p.muted { (l.t("eg-pairings-help")) }
            div.table-scroll {
                table.pairings {
                    thead { tr {
                        th scope="col" { (l.t("eg-engine")) } th scope="col" { (l.t("eg-against")) }
                        th scope="col" { (l.t("pl-won")) } th scope="col" { (l.t("pl-drawn")) } th scope="col" { (l.t("pl-lost")) } th scope="col" { (l.t("eg-score")) }
                        th scope="col" { abbr title=(l.t("eg-think-title")) { (l.t("eg-think")) } }
                    } }
                    tbody {
                        @for (i, a) in list.iter().enumerate() {
                            @for b in list.iter().skip(i + 1) {
                                @if let Some(p) = table.get(&(a.label.clone(), b.label.clone())) {
                                    @let n = p.wins + p.draws + p.losses;
                                    tr {
                                        th scope="row" { (a.label) }
                                        td { (b.label) }
                                        td.num { (l.num(p.wins.into())) } td.num { (l.num(p.draws.into())) } td.num { (l.num(p.losses.into())) }
                                        td.num { a href=(games_link(&variant, &a.label, Some(&b.label))) {
                                            (l.digits(&format!("{:.1}%", 100.0 * (f64::from(p.wins) + f64::from(p.draws) / 2.0) / f64::from(n.max(1)))))
                                        } }
                                        @match think.get(&(a.label.clone(), b.label.clone())).and_then(|t| think_pair(l, t)) {
                                            Some((words, true)) => td.num { (words) },
                                            Some((words, false)) => td.num.unfair { (words) " " strong { (l.t("eg-not-fair")) } },
                                            None => td.num.none { span title=(l.t("eg-not-recorded")) { "·" } },
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 { (l.t("eg-engines")) }
        dl.engine-infos {
            @for (name, versions, about) in by_name(&list, &info) {
                dt { (name) @if !versions.is_empty() { " " span.muted { "(" (versions.join(", ")) ")" } } }
                // What the list's manifest says of each engine, as it says it (in English).
                dd { @if about.is_empty() { span.muted { (l.t("eg-nothing")) } } @else { span lang="en" dir="ltr" { (about) } } }
            }
        }
        (how_to_add(l))
    };
    layout(
        &viewer,
        &l.t_with("eg-title-of", &[("game", &name)]),
        body,
        &[],
    )
    .into_response()
}

/// The engines of the list by name, in the order of their best version: their versions here
/// and what they are (one line for versions that say the same).
fn by_name<'a>(
    list: &'a [ListLine],
    info: &HashMap<&str, &'a EngineInfo>,
) -> Vec<(&'a str, Vec<&'a str>, &'a str)> {
    let mut out: Vec<(&str, Vec<&str>, &str)> = Vec::new();
    for l in list {
        let (name, version, about) = match info.get(l.label.as_str()) {
            Some(e) => (e.name.as_str(), e.version.as_str(), e.about.as_str()),
            None => (l.label.as_str(), "", ""),
        };
        match out.iter_mut().find(|(n, _, a)| *n == name && *a == about) {
            Some((_, versions, _)) => versions.push(version),
            None => out.push((name, vec![version], about)),
        }
    }
    for (_, versions, _) in &mut out {
        versions.retain(|v| !v.is_empty());
    }
    out
}

/// The list's lines by group, in order.
fn grouped(list: &[ListLine]) -> Vec<(usize, Vec<&ListLine>)> {
    let mut out: Vec<(usize, Vec<&ListLine>)> = Vec::new();
    for l in list {
        match out.last_mut() {
            Some((g, lines)) if *g == l.rating.group => lines.push(l),
            _ => out.push((l.rating.group, vec![l])),
        }
    }
    out
}

#[derive(Deserialize)]
pub(crate) struct GamesQuery {
    a: Option<String>,
    b: Option<String>,
    page: Option<i64>,
}

/// The analysis board with a game's moves.
fn replay_link(g: &EngineGame) -> String {
    let mut url = format!("/analysis/{}", g.variant);
    if let Some(fen) = &g.start_fen {
        url.push('?');
        url.push_str(&query(&[("fen", fen)]));
    }
    url.push('#');
    url.push_str(&query(&[("t", &g.moves)]));
    url
}

/// `GET /engines/{variant}/games?a=&b=`: the games of an engine or a pairing.
pub(crate) async fn engine_games_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(variant): Path<String>,
    q: Result<Query<GamesQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let l = viewer.lang;
    let Ok(Query(q)) = q else {
        return page_with(
            &viewer,
            StatusCode::BAD_REQUEST,
            &l.t("eg-games"),
            html! { h1 { (l.t("eg-games")) } p { (l.t("eg-bad-address")) " " a href={ "/engines/" (variant) } { (l.t("eg-back")) } } },
            true,
        );
    };
    let page = q.page.unwrap_or(1).clamp(1, 1_000_000);
    let a = q.a.as_deref().filter(|s| !s.is_empty());
    let b = q.b.as_deref().filter(|s| !s.is_empty());
    let Ok((games, total)) = state
        .engines()
        .games(&variant, a, b, PAGE, (page - 1) * PAGE)
        .await
    else {
        return unavailable(&viewer);
    };
    let (pairing_think, how) = match (a, b) {
        (Some(a), Some(b)) => match (
            state.engines().think(&variant).await,
            state.engines().how(&variant, a, b).await,
        ) {
            (Ok(t), Ok(how)) => (t.get(&(a.to_owned(), b.to_owned())).copied(), how),
            _ => return unavailable(&viewer),
        },
        _ => (None, Vec::new()),
    };
    let name = game_name_of(l, &variant);
    let title = match (a, b) {
        (Some(a), Some(b)) => l.t_with("eg-pairing", &[("name", a), ("other", b)]),
        (Some(a), None) => l.t_with("eg-games-of", &[("name", a)]),
        _ => l.t_with("eg-games-of-game", &[("game", &name)]),
    };
    let pages = (total + PAGE - 1) / PAGE;
    let page_link = |p: i64| {
        let p = p.to_string();
        let mut pairs = vec![("page", p.as_str())];
        if let Some(a) = a {
            pairs.push(("a", a));
        }
        if let Some(b) = b {
            pairs.push(("b", b));
        }
        format!("/engines/{variant}/games?{}", query(&pairs))
    };
    let body = html! {
        p.crumbs { a href={ "/engines/" (variant) } { (l.t_with("eg-title-of", &[("game", &name)])) } }
        h1 { (title) }
        @if total == 0 {
            p { (l.t("eg-no-games")) }
        } @else {
            p.muted { (l.tr("eg-games-lead", &[("n", total.into()), ("game", name.as_str().into())])) }
            @if let (Some(a), Some(b), Some(t)) = (a, b, pairing_think) {
                p.think #pairing-think { (think_sentence(l, a, b, &t)) }
            }
            @if !how.is_empty() {
                p #pairing-how { (l.t("eg-how-played")) }
                ul.how dir="ltr" { @for h in &how { li { code { (h) } } } }
            }
            div.table-scroll {
                table.games.engine-games {
                    thead { tr {
                        th scope="col" { (l.t("side-white")) } th scope="col" { (l.t("side-black")) } th scope="col" { (l.t("col-result")) }
                        th scope="col" { (l.t("col-moves")) } th scope="col" { (l.t("eg-event")) } th scope="col" { span.sr-only { (l.t("eg-replay")) } }
                    } }
                    tbody {
                        @for g in &games {
                            tr {
                                td { (g.white) } td { (g.black) }
                                td { (g.result) @if let Some(t) = &g.termination { br; span.muted { (l.ending(Some(&g.result), t)) } } }
                                td.num { (l.num((g.plies + 1) / 2)) }
                                td { span lang="en" dir="auto" { (g.event) } @if let Some(r) = &g.round { ", " (l.t_with("eg-round", &[("text", r)])) } @if let Some(tc) = &g.time_control { br; span.muted { (l.digits(tc)) } } }
                                td { a href=(replay_link(g)) aria-label=(l.t_with("eg-replay-label", &[("name", &g.white), ("other", &g.black)])) { (l.t("eg-replay")) } }
                            }
                        }
                    }
                }
            }
            @if pages > 1 {
                nav.pager aria-label=(l.t("ar-pages")) {
                    @if page > 1 { a href=(page_link(page - 1)) rel="prev" { (l.t("eg-prev")) } " " }
                    span { (l.tr("eg-page", &[("n", page.into()), ("num", pages.into())])) }
                    @if page < pages { " " a href=(page_link(page + 1)) rel="next" { (l.t("eg-next")) } }
                }
            }
        }
    };
    layout(&viewer, &title, body, &[]).into_response()
}
