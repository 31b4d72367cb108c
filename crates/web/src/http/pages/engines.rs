//! `/engines`: the rating list of the family's engines, one per game: the ratings solved from
//! all the games at once, the crosstable, what each engine is, and every game, replayable on the
//! analysis board.

use std::collections::HashMap;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde::Deserialize;

use crate::app::AppState;
use crate::engines::list::{ListLine, crosstable, rating_list};
use crate::http::identity::Viewer;
use rukh_arena::fairness::{FAIR_RATIO, ThinkTimes, Verdict, judge};
use rukh_store::{EngineGame, EngineInfo, Think};

use super::layout::{layout_en, page_with, unavailable};

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
fn think_pair(t: &[Think; 2]) -> Option<(String, bool)> {
    let (a, b) = (t[0].mean_ms()?, t[1].mean_ms()?);
    Some((format!("{a:.0} / {b:.0} ms"), verdict(t)?.1))
}

/// What a pairing's think times say, in a sentence.
fn think_sentence(a: &str, b: &str, t: &[Think; 2]) -> String {
    let (Some(x), Some(y), Some((ratio, fair))) = (t[0].mean_ms(), t[1].mean_ms(), verdict(t))
    else {
        return "These games do not record the engines' think times (no %emt comments: they were played before matches wrote them), so whether both used their clocks cannot be checked.".to_owned();
    };
    let verdict = if fair {
        "both used their clocks"
    } else {
        "not a fair measurement: one side hardly used its clock"
    };
    format!(
        "Think time a move: {a} {x:.0} ms ({} moves timed), {b} {y:.0} ms ({} moves timed); the quicker thought {:.0}% as long as the other ({verdict}; at least {:.0}% is needed).",
        t[0].moves,
        t[1].moves,
        100.0 * ratio,
        100.0 * FAIR_RATIO
    )
}

fn game_name(id: &str) -> String {
    builtin(id).map_or_else(|_| id.to_owned(), |v| v.name.clone())
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
fn switch(variants: &[(String, i64)], chosen: &str) -> Markup {
    html! {
        nav.switch aria-label="Games" {
            @for (v, n) in variants {
                a href={ "/engines/" (v) } aria-current=[(v == chosen).then_some("page")]
                    title={ (n) " games" } { (game_name(v)) }
            }
        }
    }
}

/// `GET /engines`: the list of the first game that has one.
pub(crate) async fn engines_home(State(state): State<AppState>, viewer: Viewer) -> Response {
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
                h1 { "Engine ratings" }
                p { "No engine games have been added to this site yet." }
                (how_to_add())
            };
            layout_en(&viewer, "Engine ratings", body, &[]).into_response()
        }
    }
}

fn how_to_add() -> Markup {
    html! {
        details.card.how-added {
            summary { "How games come here" }
            p { "The site's operator adds the games of engine matches played with "
                code { "rukh match" } ", which judges every move and every result by the game's rules:" }
            pre { "rukh engines import --version rukh=1.2 --about \"rukh=UCI, 1 thread\" match.pgn" }
            p { "Each game is replayed by the rules again as it is added; the games this project keeps of its own strength runs come with "
                code { "rukh engines import --manifest docs/strength/engines.toml" } "." }
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
            "Engine ratings",
            html! {
                h1 { "Engine ratings" }
                (switch(&variants, &variant))
                p { "No engine games of " (game_name(&variant)) " are on this site. "
                    @if !variants.is_empty() { "Choose a game above." } }
                (how_to_add())
            },
            false,
        );
    }
    let list = rating_list(&results);
    let table = crosstable(&results);
    let info: HashMap<&str, &EngineInfo> = infos.iter().map(|e| (e.label.as_str(), e)).collect();
    let groups = list.iter().map(|l| l.rating.group).max().unwrap_or(0) + 1;
    let name = game_name(&variant);
    let body = html! {
        h1 { "Engine ratings: " (name) }
        (switch(&variants, &variant))
        p.lead {
            "Ratings solved from all " (results.len()) " games between " (list.len())
            " engines at once (as Ordo and BayesElo do), each result judged by the rules of " (name)
            ". A rating is relative to the average engine here (0); the ± is its 95% interval."
            @if groups > 1 { " Engines in different groups never met, directly or through others: their ratings cannot be compared." }
        }
        div.table-scroll {
            table.engine-list {
                caption.sr-only { "Rating list of " (name) }
                thead { tr {
                    th scope="col" { "#" }
                    th scope="col" { "Engine" }
                    th scope="col" { "Rating" }
                    th scope="col" { abbr title="95% interval" { "±" } }
                    th scope="col" { "Games" }
                    th scope="col" { "Score" }
                    th scope="col" { "Draws" }
                    th scope="col" { abbr title="Average rating of the opponents, weighted by games" { "Opp." } }
                } }
                @for (g, lines) in grouped(&list) {
                    @if groups > 1 {
                        tbody { tr.group { th colspan="8" scope="rowgroup" { "Group " (g + 1) } } }
                    }
                    tbody {
                        @for (i, l) in lines.iter().enumerate() {
                            @let r = &l.rating;
                            tr {
                                td { (i + 1) }
                                th scope="row" {
                                    a href=(games_link(&variant, &l.label, None)) { (l.label) }
                                }
                                td.num { strong { (signed(r.elo)) } }
                                td.num { (format!("{:.0}", r.error)) }
                                td.num { (r.games) }
                                td.num { (format!("{:.1}%", 100.0 * r.points / f64::from(r.games.max(1)))) }
                                td.num { (format!("{:.0}%", 100.0 * f64::from(r.draws) / f64::from(r.games.max(1)))) }
                                td.num { (signed(r.opponents)) }
                            }
                        }
                    }
                }
            }
        }
        h2 #crosstable { "Crosstable" }
        @if list.len() <= GRID_MAX {
            p.muted { "Each cell: the row's engine's points against the column's, of the games between them (open them with the cell, or hover it for both engines' think time a move)." }
            div.table-scroll {
                table.crosstable {
                    thead { tr {
                        th scope="col" { "Engine" }
                        @for (j, _) in list.iter().enumerate() { th scope="col" { (j + 1) } }
                    } }
                    tbody {
                        @for (i, row) in list.iter().enumerate() {
                            tr {
                                th scope="row" { (i + 1) ". " (row.label) }
                                @for col in &list {
                                    @if col.label == row.label {
                                        td.self { "" }
                                    } @else if let Some(p) = table.get(&(row.label.clone(), col.label.clone())) {
                                        td.num { a href=(games_link(&variant, &row.label, Some(&col.label)))
                                            title={ (row.label) " against " (col.label) ": " (p.wins) " won, " (p.draws) " drawn, " (p.losses) " lost"
                                                @if let Some((words, fair)) = think.get(&(row.label.clone(), col.label.clone())).and_then(think_pair) {
                                                    "; think a move " (words) @if !fair { " (not fair)" }
                                                } } {
                                            (points(f64::from(p.wins) + f64::from(p.draws) / 2.0)) "/" (p.wins + p.draws + p.losses)
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
            p.muted { "Every pairing, with the first engine's wins, draws and losses (open its games with the score)." }
            div.table-scroll {
                table.pairings {
                    thead { tr {
                        th scope="col" { "Engine" } th scope="col" { "Against" }
                        th scope="col" { "Won" } th scope="col" { "Drawn" } th scope="col" { "Lost" } th scope="col" { "Score" }
                        th scope="col" { abbr title="Mean think time a move, the engine's / its opponent's" { "Think" } }
                    } }
                    tbody {
                        @for (i, a) in list.iter().enumerate() {
                            @for b in list.iter().skip(i + 1) {
                                @if let Some(p) = table.get(&(a.label.clone(), b.label.clone())) {
                                    @let n = p.wins + p.draws + p.losses;
                                    tr {
                                        th scope="row" { (a.label) }
                                        td { (b.label) }
                                        td.num { (p.wins) } td.num { (p.draws) } td.num { (p.losses) }
                                        td.num { a href=(games_link(&variant, &a.label, Some(&b.label))) {
                                            (format!("{:.1}%", 100.0 * (f64::from(p.wins) + f64::from(p.draws) / 2.0) / f64::from(n.max(1))))
                                        } }
                                        @match think.get(&(a.label.clone(), b.label.clone())).and_then(think_pair) {
                                            Some((words, true)) => td.num { (words) },
                                            Some((words, false)) => td.num.unfair { (words) " " strong { "not fair" } },
                                            None => td.num.none { span title="Not recorded" { "·" } },
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 { "The engines" }
        dl.engine-infos {
            @for (name, versions, about) in by_name(&list, &info) {
                dt { (name) @if !versions.is_empty() { " " span.muted { "(" (versions.join(", ")) ")" } } }
                dd { @if about.is_empty() { span.muted { "Nothing said of it." } } @else { (about) } }
            }
        }
        (how_to_add())
    };
    layout_en(&viewer, &format!("Engine ratings: {name}"), body, &[]).into_response()
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
    let Ok(Query(q)) = q else {
        return page_with(
            &viewer,
            StatusCode::BAD_REQUEST,
            "Engine games",
            html! { h1 { "Engine games" } p { "That address does not name an engine: go back to the "
            a href={ "/engines/" (variant) } { "rating list" } "." } },
            false,
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
    let name = game_name(&variant);
    let title = match (a, b) {
        (Some(a), Some(b)) => format!("{a} against {b}"),
        (Some(a), None) => format!("Games of {a}"),
        _ => format!("Engine games of {name}"),
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
        p.crumbs { a href={ "/engines/" (variant) } { "Engine ratings: " (name) } }
        h1 { (title) }
        @if total == 0 {
            p { "No games." }
        } @else {
            p.muted { (total) " games of " (name) "; open one on the analysis board to play it through with the engine beside it." }
            @if let (Some(a), Some(b), Some(t)) = (a, b, pairing_think) {
                p.think #pairing-think { (think_sentence(a, b, &t)) }
            }
            @if !how.is_empty() {
                p #pairing-how { "How they were played (to play them again): " }
                ul.how { @for h in &how { li { code { (h) } } } }
            }
            div.table-scroll {
                table.games.engine-games {
                    thead { tr {
                        th scope="col" { "White" } th scope="col" { "Black" } th scope="col" { "Result" }
                        th scope="col" { "Moves" } th scope="col" { "Event" } th scope="col" { span.sr-only { "Replay" } }
                    } }
                    tbody {
                        @for g in &games {
                            tr {
                                td { (g.white) } td { (g.black) }
                                td { (g.result) @if let Some(t) = &g.termination { br; span.muted { (t.replace('-', " ")) } } }
                                td.num { ((g.plies + 1) / 2) }
                                td { (g.event) @if let Some(r) = &g.round { ", round " (r) } @if let Some(tc) = &g.time_control { br; span.muted { (tc) } } }
                                td { a href=(replay_link(g)) aria-label={ "Replay " (g.white) " against " (g.black) @if let Some(r) = &g.round { ", round " (r) } } { "Replay" } }
                            }
                        }
                    }
                }
            }
            @if pages > 1 {
                nav.pager aria-label="Pages" {
                    @if page > 1 { a href=(page_link(page - 1)) rel="prev" { "← Previous" } " " }
                    span { "Page " (page) " of " (pages) }
                    @if page < pages { " " a href=(page_link(page + 1)) rel="next" { "Next →" } }
                }
            }
        }
    };
    layout_en(&viewer, &title, body, &[]).into_response()
}
