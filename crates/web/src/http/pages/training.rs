//! The trainer's pages: the games and their themes, a game's trainer (rated, by theme, a streak,
//! a storm), one puzzle, the daily puzzle, an account's history and its themes.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::variant::builtin;
use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::site::i18n::Lang;
use crate::wire::{PuzzleView, Side};

use super::layout::{game_name, game_name_of, layout, page_with, unavailable, variant_data};

/// A theme's name in the reader's language.
pub(crate) fn theme_name(l: &Lang, theme: &str) -> String {
    l.t(&format!("pz-theme-{theme}"))
}

/// A small picture of a puzzle's position as the solver sees it (their side below).
pub(crate) fn puzzle_diagram(variant: &str, fen: &str, black_below: bool, width: u32) -> Markup {
    let style = builtin(variant)
        .map(|v| v.board_style.clone())
        .unwrap_or_default();
    let mut query = vec![("format", "svg"), ("style", style.as_str()), ("fen", fen)];
    if black_below {
        query.push(("flip", "true"));
    }
    let query = serde_urlencoded::to_string(query).unwrap_or_default();
    html! {
        img.diagram src={ "/api/diagram/" (variant) "?" (query) } loading="lazy" alt="" width=(width);
    }
}

/// The daily puzzle's card (the lobby and the trainer's page).
pub(crate) fn daily_card(l: &Lang, p: &PuzzleView) -> Markup {
    html! {
        a.card.daily-puzzle #daily-puzzle href="/training/daily" {
            (puzzle_diagram(&p.variant, &p.after, p.solver == Side::Black, 160))
            span.about {
                strong { (l.t("pz-daily")) }
                span { (game_name_of(l, &p.variant)) }
                span.muted { (l.t_with("pz-to-move", &[("side", &l.side(if p.solver == Side::White { rukh_rules::Color::White } else { rukh_rules::Color::Black }))])) }
            }
        }
    }
}

/// `/training`: the games, their themes, the runs, the daily puzzle and the historical problems.
pub async fn training_home(State(state): State<AppState>, viewer: Viewer) -> Response {
    let l = viewer.lang;
    let t = state.training();
    let account = viewer
        .player()
        .filter(|p| p.is_account())
        .map(|p| p.id.clone());
    let ratings = match &account {
        Some(id) => match t.ratings_of(id).await {
            Ok(r) => r,
            Err(_) => return unavailable(&viewer),
        },
        None => Vec::new(),
    };
    let daily = t.daily(crate::http::training::today());
    let body = html! {
        h1.page-title { (l.t("pz-title")) }
        p.lead { (l.t("pz-lead")) }
        div.training-home data-account=(account.is_some()) {
            div.training-games {
                @for (game, count) in t.games() {
                    @let name = game_name_of(l, &game);
                    @let mine = ratings.iter().find(|(g, _)| *g == game).map(|(_, s)| s);
                    section.card.training-game data-game=(game) {
                        h2 { (name) }
                        p.muted {
                            (l.tr("pz-count", &[("n", (count as i64).into())]))
                            " · "
                            span.puzzle-rating data-game=(game) {
                                @if let Some(s) = mine {
                                    (l.t_with("pz-your-rating", &[("rating", &l.digits(&s.label()))]))
                                } @else {
                                    (l.t_with("pz-your-rating", &[("rating", &l.digits("1500?"))]))
                                }
                            }
                        }
                        p.training-actions {
                            a.button href={ "/training/" (game) } { (l.t("pz-train")) }
                            " "
                            a.button.secondary href={ "/training/" (game) "/streak" } { (l.t("pz-streak")) }
                            " "
                            a.button.secondary href={ "/training/" (game) "/storm" } { (l.t("pz-storm")) }
                        }
                        details.themes {
                            summary { (l.t("pz-by-theme")) }
                            ul.theme-list {
                                @for (theme, n) in t.themes(&game) {
                                    li { a href={ "/training/" (game) "?theme=" (theme) } { (theme_name(l, theme)) } " " span.muted { "(" (l.num(n as i64)) ")" } }
                                }
                            }
                        }
                    }
                }
            }
            aside.training-side {
                @if let Some(p) = &daily { (daily_card(l, p)) }
                div.card {
                    h2 { (l.t("pz-historical")) }
                    p { (l.t("pz-historical-help")) }
                    p { a.button.secondary href="/problems" { (l.t("pz-historical-go")) } }
                }
                div.card {
                    h2 { (l.t("pz-yours")) }
                    @if account.is_some() {
                        p { a href="/training/history" { (l.t("pz-history")) } }
                        p { a href="/training/themes" { (l.t("pz-dashboard")) } }
                    } @else {
                        p.muted { (l.t("pz-visitor")) }
                        p { a href="/signup" { (l.t("pz-sign-up")) } }
                    }
                }
            }
        }
    };
    layout(
        &viewer,
        &l.t("pz-title"),
        body,
        &["/assets/training-home.js"],
    )
    .into_response()
}

#[derive(Deserialize)]
pub struct TrainQuery {
    theme: Option<String>,
}

async fn trainer(
    viewer: &Viewer,
    state: &AppState,
    game: &str,
    mode: &str,
    theme: Option<&str>,
    puzzle: Option<&PuzzleView>,
) -> Response {
    let l = viewer.lang;
    let Some(variant) = state
        .training()
        .games()
        .iter()
        .any(|(g, _)| g == game)
        .then(|| builtin(game).ok())
        .flatten()
    else {
        return page_with(
            viewer,
            StatusCode::NOT_FOUND,
            &l.t("pz-none"),
            html! { h1 { (l.t("pz-none")) } p { a href="/training" { (l.t("pz-all")) } } },
            true,
        );
    };
    let name = game_name(l, &variant);
    let heading = match (mode, theme) {
        ("streak", _) => l.t_with("pz-streak-of", &[("game", &name)]),
        ("storm", _) => l.t_with("pz-storm-of", &[("game", &name)]),
        ("daily", _) => l.t("pz-daily"),
        (_, Some(t)) => l.t_with(
            "pz-theme-of",
            &[("game", &name), ("theme", &theme_name(l, t))],
        ),
        _ => l.t_with("pz-of", &[("game", &name)]),
    };
    let themes: Vec<(String, String)> = state
        .training()
        .themes(game)
        .into_iter()
        .map(|(t, _)| (t.to_owned(), theme_name(l, t)))
        .collect();
    let data = puzzle
        .and_then(|p| serde_json::to_string(p).ok())
        .unwrap_or_default();
    // An account's rating in this game (a visitor's is in their browser).
    let rating = match viewer.player().filter(|p| p.is_account()) {
        Some(me) => state
            .training()
            .ratings_of(&me.id)
            .await
            .ok()
            .and_then(|r| r.into_iter().find(|(g, _)| g == game))
            .map_or_else(|| l.digits("1500?"), |(_, s)| l.digits(&s.label())),
        None => String::new(),
    };
    let themes_json = serde_json::to_string(&themes).unwrap_or_default();
    let body = html! {
        h1.page-title { (heading) }
        div #trainer data-variant=(variant_data(l, &variant)) data-game=(game) data-mode=(mode)
            data-theme=(theme.unwrap_or_default()) data-puzzle=(data) data-themes=(themes_json)
            data-account=(viewer.identity.is_account()) data-rating=[(!rating.is_empty()).then_some(&rating)] {
            noscript { (l.t("pb-needs-js")) }
            p.muted #loading { (l.t("pb-loading")) }
        }
        p { a href="/training" { (l.t("pz-all")) } " · " a href={ "/rules/" (variant.id) } { (l.t_with("pb-rules-of", &[("game", &name)])) } }
    };
    layout(viewer, &heading, body, &["/assets/training.js"]).into_response()
}

/// `/training/{game}?theme=`: rated puzzles of a game, for the solver's rating.
pub async fn train_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(game): Path<String>,
    Query(q): Query<TrainQuery>,
) -> Response {
    let theme = q
        .theme
        .as_deref()
        .filter(|t| rukh_puzzles::THEMES.contains(t));
    trainer(&viewer, &state, &game, "rated", theme, None).await
}

/// `/training/{game}/streak`.
pub async fn streak_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Response {
    trainer(&viewer, &state, &game, "streak", None, None).await
}

/// `/training/{game}/storm`.
pub async fn storm_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Response {
    trainer(&viewer, &state, &game, "storm", None, None).await
}

/// `/training/puzzle/{id}`: one puzzle (rated on the first try).
pub async fn puzzle_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    match state.training().view(&id) {
        Ok(p) => {
            let game = p.variant.clone();
            trainer(&viewer, &state, &game, "one", None, Some(&p)).await
        }
        Err(_) => trainer(&viewer, &state, "", "one", None, None).await,
    }
}

/// `/training/daily`: the puzzle of the day.
pub async fn daily_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    match state.training().daily(crate::http::training::today()) {
        Some(p) => {
            let game = p.variant.clone();
            trainer(&viewer, &state, &game, "daily", None, Some(&p)).await
        }
        None => Redirect::to("/training").into_response(),
    }
}

#[derive(Deserialize)]
pub struct HistoryQuery {
    before: Option<i64>,
}

const HISTORY_PAGE: i64 = 50;

/// `/training/history`: an account's tries, newest first.
pub async fn history_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Query(q): Query<HistoryQuery>,
) -> Response {
    let l = viewer.lang;
    let Some(me) = viewer
        .player()
        .filter(|p| p.is_account())
        .map(|p| p.id.clone())
    else {
        return Redirect::to("/login?next=/training/history").into_response();
    };
    let before = q.before.unwrap_or(i64::MAX);
    let Ok(rows) = state.training().history(&me, before, HISTORY_PAGE).await else {
        return unavailable(&viewer);
    };
    let t = state.training();
    let body = html! {
        h1.page-title { (l.t("pz-history")) }
        @if rows.is_empty() {
            p.muted { (l.t("pz-history-none")) " " a href="/training" { (l.t("pz-all")) } }
        } @else {
            div.puzzle-history {
                @for r in &rows {
                    // A historical problem's result links to its page, drawn from its position.
                    @let problem = r
                        .puzzle_id
                        .strip_prefix(crate::training::PROBLEM_PREFIX)
                        .and_then(|id| state.study().problem(id));
                    @let fen = match problem {
                        Some(p) => Some(p.fen.clone()),
                        None => t.solver_fen(&r.puzzle_id),
                    };
                    @let href = match problem {
                        Some(p) => format!("/problems/{}", p.id),
                        None => format!("/training/puzzle/{}", r.puzzle_id),
                    };
                    @let black = fen.as_deref().is_some_and(|f| f.split(' ').nth(1) == Some("b"));
                    @let diff = r.rating_after.round() as i64 - r.rating_before.round() as i64;
                    a.card.history-row href=(href) {
                        @if let Some(f) = &fen { (puzzle_diagram(&r.variant, f, black, 96)) }
                        span.about {
                            strong { (game_name_of(l, &r.variant)) }
                            @if r.solved {
                                span.good { (l.t("pz-solved-mark")) }
                            } @else {
                                span.bad { (l.t("pz-failed-mark")) }
                            }
                            span.muted { (l.rating(r.rating_after.round() as i64)) " (" (if diff >= 0 { "+" } else { "" }) (l.num(diff)) ")" }
                            span.muted { (l.digits(&rukh_store::date_of(r.at))) }
                        }
                    }
                }
            }
            @if rows.len() as i64 == HISTORY_PAGE {
                @if let Some(last) = rows.last() {
                    p { a href={ "/training/history?before=" (last.at) } { (l.t("pz-older")) } }
                }
            }
        }
        p { a href="/training/themes" { (l.t("pz-dashboard")) } " · " a href="/training" { (l.t("pz-all")) } }
    };
    layout(&viewer, &l.t("pz-history"), body, &[]).into_response()
}

/// `/training/themes`: an account's accuracy with each theme, in each game.
pub async fn themes_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let l = viewer.lang;
    let Some(me) = viewer
        .player()
        .filter(|p| p.is_account())
        .map(|p| p.id.clone())
    else {
        return Redirect::to("/login?next=/training/themes").into_response();
    };
    let t = state.training();
    let mut per_game = Vec::new();
    for (game, _) in t.games() {
        let Ok(stats) = t.theme_stats(&me, Some(&game)).await else {
            return unavailable(&viewer);
        };
        if !stats.is_empty() {
            per_game.push((game, stats));
        }
    }
    let body = html! {
        h1.page-title { (l.t("pz-dashboard")) }
        p.lead { (l.t("pz-dashboard-lead")) }
        @if per_game.is_empty() {
            p.muted { (l.t("pz-history-none")) " " a href="/training" { (l.t("pz-all")) } }
        }
        @for (game, stats) in &per_game {
            section.card {
                h2 { (game_name_of(l, game)) }
                table.theme-stats {
                    thead { tr { th scope="col" { (l.t("pz-theme")) } th scope="col" { (l.t("pz-tried")) } th scope="col" { (l.t("pz-accuracy")) } th scope="col" { span.sr-only { (l.t("pz-train")) } } } }
                    tbody {
                        @for s in stats {
                            @let pct = (f64::from(s.solved) * 100.0 / f64::from(s.tried.max(1))).round() as i64;
                            tr {
                                td { (theme_name(l, s.theme)) }
                                td { (l.num(i64::from(s.tried))) }
                                td { (l.t_with("pz-percent", &[("n", &l.num(pct))])) }
                                td { a href={ "/training/" (game) "?theme=" (s.theme) } { (l.t("pz-train")) } }
                            }
                        }
                    }
                }
            }
        }
        p { a href="/training/history" { (l.t("pz-history")) } " · " a href="/training" { (l.t("pz-all")) } }
    };
    layout(&viewer, &l.t("pz-dashboard"), body, &[]).into_response()
}

pub(crate) fn routes() -> axum::Router<AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/training", get(training_home))
        .route("/training/daily", get(daily_page))
        .route("/training/history", get(history_page))
        .route("/training/themes", get(themes_page))
        .route("/training/puzzle/{id}", get(puzzle_page))
        .route("/training/{game}", get(train_page))
        .route("/training/{game}/streak", get(streak_page))
        .route("/training/{game}/storm", get(storm_page))
}
