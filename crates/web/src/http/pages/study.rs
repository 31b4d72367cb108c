//! The analysis board and the position editor.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::Position;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::site::games::make_variant;
use crate::wire::{GameStatus, MoveText};

use super::game::no_such_game;
use super::layout::{game_name, layout, page_with};

#[derive(Deserialize, Default)]
pub struct AnalysisQuery {
    fen: Option<String>,
    rules: Option<String>,
    game: Option<String>,
    ply: Option<usize>,
}

/// The games this server offers on the analysis board and the editor: the five, then the
/// users' own (`rukh serve --variant-file`).
pub(super) fn study_games() -> Vec<(String, String)> {
    // The five from the rules' cache; only the users' games are read from their source.
    let five = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok().map(|v| (id.to_string(), v.name.clone())));
    let own = crate::site::games::extra_variant_ids()
        .into_iter()
        .filter_map(|id| make_variant(&id, "{}").ok().map(|v| (id, v.name.clone())));
    five.chain(own).collect()
}

/// A select of the games, each a link to the same page for that game.
fn game_switch(l: &crate::site::i18n::Lang, page: &str, current: &str) -> Markup {
    html! {
        nav.game-switch aria-label=(l.t("study-game")) {
            @for (id, name) in study_games() {
                @let name = builtin(&id).ok().map_or(name, |v| game_name(l, &v));
                @if id == current {
                    strong { (name) }
                } @else {
                    a href={ "/" (page) "/" (id) } { (name) }
                }
            }
        }
    }
}

/// What a board page shows while its script loads: the command that builds the front end, in
/// case it stays empty.
fn loading(l: &crate::site::i18n::Lang) -> Markup {
    html! {
        p.muted #loading {
            (l.t("board-loading")) " "
            code { "npm ci --prefix web && npm run build --prefix web" }
        }
    }
}

/// `/analysis/{variant}`: the analysis board, empty, from a FEN (`?fen=`), or with a game's
/// moves as its main line (`?game=ID`, at its last position or `&ply=N`).
pub async fn analysis_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<AnalysisQuery>,
) -> Response {
    let l = viewer.lang;
    crate::site::games::ensure_variant(state.db(), &id).await;
    let mut notice: Option<String> = None;
    let (variant, rules, fen, mainline, game, result, title) = if let Some(gid) = &q.game {
        let Ok(slot) = state.play().slot(gid).await else {
            return no_such_game(&viewer);
        };
        let guard = slot.live.lock().await;
        let Some(live) = guard.as_ref() else {
            return no_such_game(&viewer);
        };
        if live.row.status != GameStatus::Finished {
            return page_with(
                &viewer,
                StatusCode::CONFLICT,
                &l.t("an-in-progress-title"),
                html! {
                    h1 { (l.t("an-in-progress")) }
                    p { (l.t("an-in-progress-help")) " " a href={ "/g/" (gid) } { (l.t("back-to-game")) } }
                },
                true,
            );
        }
        let moves: Vec<MoveText> = live
            .moves
            .iter()
            .map(|m| MoveText {
                coord: m.coord.clone(),
                san: m.san.clone(),
            })
            .collect();
        let white = l.t("side-white");
        let black = l.t("side-black");
        let names = format!(
            "{} – {}",
            live.row.white_name.as_deref().unwrap_or(&white),
            live.row.black_name.as_deref().unwrap_or(&black)
        );
        (
            Arc::clone(&live.variant),
            live.row.rules.clone(),
            live.row.start_fen.clone(),
            moves,
            gid.clone(),
            live.row
                .result
                .unwrap_or(rukh_store::GameResult::Unfinished),
            l.t_with("an-title-game", &[("name", &names)]),
        )
    } else {
        let rules = q.rules.clone().unwrap_or_else(|| "{}".into());
        let variant = match make_variant(&id, &rules) {
            Ok(v) => v,
            Err(e) => {
                return page_with(
                    &viewer,
                    StatusCode::NOT_FOUND,
                    &l.t("no-such-game"),
                    html! {
                        h1 { (l.t("an-cannot-open")) }
                        p lang="en" dir="ltr" { (e) }
                        (game_switch(l, "analysis", ""))
                    },
                    true,
                );
            }
        };
        let mut fen = variant.start_fen.clone();
        if let Some(f) = q.fen.as_deref().filter(|f| !f.trim().is_empty()) {
            match Position::from_fen(&variant, f) {
                Ok(p) => fen = p.fen(),
                Err(e) => notice = Some(l.t_with("an-bad-fen", &[("text", &l.fen_error(&e))])),
            }
        }
        let title = l.t_with("an-title", &[("game", &game_name(l, &variant))]);
        (
            variant,
            rules,
            fen,
            Vec::new(),
            String::new(),
            rukh_store::GameResult::Unfinished,
            title,
        )
    };
    if variant.id != id && q.game.is_some() {
        return Redirect::to(&format!("/analysis/{}?game={}", variant.id, game)).into_response();
    }
    let ply = q.ply.unwrap_or(mainline.len()).min(mainline.len());
    let body = html! {
        h1.page-title { (title) }
        (game_switch(l, "analysis", &variant.id))
        @if let Some(n) = notice {
            p.error role="alert" { (n) }
        }
        // The game's name in the page's language for the page; its own name for the PGN.
        div #analysis data-variant=(super::layout::variant_data(l, &variant)) data-pgn-variant=(variant.name) data-rules=(rules)
            data-fen=(fen) data-game=(game) data-result=(result) data-ply=(ply)
            data-variant-file=[crate::site::games::extra_source(&variant.id)]
            data-mainline=(serde_json::to_string(&mainline).unwrap_or_default()) {
            noscript { (l.t("an-needs-js")) }
            (loading(l))
        }
        @if !game.is_empty() {
            p { a href={ "/g/" (game) } { (l.t("back-to-game")) } " · " a href={ "/api/games/" (game) "/pgn" } { (l.t("an-game-pgn")) } }
        }
        p.muted { (l.t("an-help")) }
    };
    layout(&viewer, &title, body, &["/assets/analysis.js"]).into_response()
}

/// `/editor/{variant}`: set up a position of a game (from its start, or `?fen=`), checked by the
/// rules as it is made; from a valid one, analyse it, play the engine or invite a friend.
pub async fn editor_page(
    viewer: Viewer,
    Path(id): Path<String>,
    Query(q): Query<AnalysisQuery>,
) -> Response {
    let l = viewer.lang;
    let rules = q.rules.clone().unwrap_or_else(|| "{}".into());
    let variant = match make_variant(&id, &rules) {
        Ok(v) => v,
        Err(e) => {
            return page_with(
                &viewer,
                StatusCode::NOT_FOUND,
                &l.t("no-such-game"),
                html! { h1 { (l.t("ed-cannot-open")) } p lang="en" dir="ltr" { (e) } (game_switch(l, "editor", "")) },
                true,
            );
        }
    };
    let fen = q
        .fen
        .clone()
        .filter(|f| !f.trim().is_empty())
        .unwrap_or_else(|| variant.start_fen.clone());
    let title = l.t_with("ed-title", &[("game", &game_name(l, &variant))]);
    let body = html! {
        h1.page-title { (title) }
        (game_switch(l, "editor", &variant.id))
        div #editor data-variant=(super::layout::variant_data(l, &variant)) data-rules=(rules) data-fen=(fen) {
            noscript { (l.t("ed-needs-js")) }
            (loading(l))
        }
        p.muted { (l.t("ed-help")) }
    };
    layout(&viewer, &title, body, &["/assets/editor.js"]).into_response()
}

/// `/offline/{variant}`: a game against the engine that runs in the browser (WebAssembly), from
/// the start or a FEN (`?fen=`): the server only sends the page, so it plays on with the network
/// gone.
pub async fn offline_page(
    viewer: Viewer,
    Path(id): Path<String>,
    Query(q): Query<AnalysisQuery>,
) -> Response {
    let l = viewer.lang;
    let Ok(variant) = builtin(&id) else {
        return page_with(
            &viewer,
            StatusCode::NOT_FOUND,
            &l.t("no-such-game"),
            html! {
                h1 { (l.t("off-cannot-open")) }
                p { (l.t("off-five")) }
                (game_switch(l, "offline", ""))
            },
            true,
        );
    };
    let mut fen = variant.start_fen.clone();
    let mut notice = None;
    if let Some(f) = q.fen.as_deref().filter(|f| !f.trim().is_empty()) {
        match Position::from_fen(&variant, f) {
            Ok(p) if p.outcome().is_none() => fen = p.fen(),
            Ok(_) => notice = Some(l.t("off-over-start")),
            Err(e) => {
                notice = Some(l.t_with(
                    "off-bad-fen",
                    &[("game", &game_name(l, &variant)), ("text", &e.to_string())],
                ))
            }
        }
    }
    let title = l.t_with("off-title", &[("game", &game_name(l, &variant))]);
    let body = html! {
        h1.page-title { (title) }
        (game_switch(l, "offline", &variant.id))
        @if let Some(n) = notice {
            p.error role="alert" { (n) }
        }
        div #offline data-variant=(super::layout::variant_data(l, &variant)) data-fen=(fen) {
            noscript { (l.t("off-needs-js")) }
            p.muted #loading { (l.t("off-loading-page")) }
        }
        p.muted { (l.t("off-help")) " " a href="/" { (l.t("off-lobby")) } }
    };
    layout(&viewer, &title, body, &["/assets/offline.js"]).into_response()
}
