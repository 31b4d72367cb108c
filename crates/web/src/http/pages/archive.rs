//! The archive of finished games: a card for each, with a small board of its last position,
//! the players (linked), the result in words, the game, its clock and date; filters and pages.

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::Position;

use crate::app::AppState;
use crate::http::api::ListQuery;
use crate::http::identity::Viewer;
use crate::play::summary;
use crate::wire::{GameStatus, GameSummary, Side};
use rukh_store::{GameResult, GameRow};

use super::layout::{layout, player_cell, position_picture, unavailable, variant_name_in};
use crate::site::i18n::Lang;

/// Games on a page of the archive.
const PAGE: i64 = 24;

/// The last position of a finished game, replayed from its stored moves (None when it cannot be
/// replayed: the card then shows no board).
async fn last_position(
    state: &AppState,
    g: &GameRow,
) -> Option<(std::sync::Arc<rukh_rules::Variant>, Position)> {
    let v = crate::site::games::make_variant(&g.variant, &g.rules).ok()?;
    let mut pos = Position::from_fen(&v, &g.start_fen).ok()?;
    for m in state.db().moves(&g.id).await.ok()? {
        pos.play_coord(&m.coord).ok()?;
        pos.set_conventions_aside();
    }
    Some((v, pos))
}

/// How a game ended, in a few words.
fn ending(l: &Lang, g: &GameSummary) -> String {
    match g.termination.as_deref() {
        Some(t) if !t.is_empty() && t != "aborted" => l.ending(g.result.as_deref(), t),
        _ => l.t(match g.result.as_deref().and_then(GameResult::parse) {
            Some(GameResult::WhiteWins) => "ar-white-won",
            Some(GameResult::BlackWins) => "ar-black-won",
            Some(GameResult::Draw) => "end-draw",
            Some(GameResult::Unfinished) => "pl-aborted",
            None => "ar-unfinished",
        }),
    }
}

fn game_card(l: &Lang, g: &GameSummary, changes: &[String], board: Option<Markup>) -> Markup {
    let white = g.white.clone().unwrap_or_else(|| l.t("side-white"));
    let black = g.black.clone().unwrap_or_else(|| l.t("side-black"));
    html! {
        article.game-card {
            a.card-board href={ "/g/" (g.id) } aria-label=(l.t_with("ar-open", &[("game", &variant_name_in(l, g)), ("name", &white), ("other", &black)])) {
                @if let Some(b) = board { (b) } @else { span.no-board { (l.t("ar-no-picture")) } }
            }
            div.card-text {
                div.card-players {
                    span.side-mark { "○" } " " (player_cell(g, Side::White))
                    br;
                    span.side-mark { "●" } " " (player_cell(g, Side::Black))
                }
                div.card-result { strong { (g.result.as_deref().unwrap_or("*")) } " " (ending(l, g)) }
                div.card-meta {
                    a href={ "/g/" (g.id) } { (variant_name_in(l, g)) } " · " (l.time_control(&g.time_control)) " · "
                    (l.t(if g.rated { "challenge-rated" } else { "challenge-casual" }))
                    " · " (l.tr("en-moves", &[("n", ((g.plies + 1) / 2).into())])) " · " (l.digits(&rukh_store::date_of(g.updated_at)))
                }
                @if !changes.is_empty() {
                    div.rule-changes { (l.t("ar-changed")) " " (changes.join("; ")) }
                }
                @if let Some(from) = &g.imported {
                    div.muted.imported title=(l.t("imported-title")) { (l.t("imported")) " " (from) }
                }
            }
        }
    }
}

/// `/archive`: finished games, filtered by game, player, result and origin, a page at a time.
pub async fn archive(
    viewer: Viewer,
    State(state): State<AppState>,
    Query(q): Query<ListQuery>,
) -> Response {
    let l = viewer.lang;
    let page = q.page.unwrap_or(1).clamp(1, 10_000);
    let mut filter = q.filter();
    filter.status = Some(GameStatus::Finished);
    // One more than a page: whether there is a next one.
    filter.limit = PAGE + 1;
    filter.offset = (page - 1) * PAGE;
    // Aborted games (nobody played them) only when asked for, as lichess lists games.
    filter.hide_aborted = filter.result.is_none();
    let mut games = match state.db().list(&filter).await {
        Ok(g) => g,
        Err(_) => {
            return unavailable(&viewer);
        }
    };
    let more = games.len() as i64 > PAGE;
    games.truncate(PAGE as usize);
    let mut cards = Vec::with_capacity(games.len());
    for g in &games {
        let s = summary(g);
        let board = last_position(&state, g).await.map(|(v, pos)| {
            position_picture(
                &v,
                &pos,
                &l.t_with(
                    "ar-last-position",
                    &[
                        (
                            "name",
                            &s.white.clone().unwrap_or_else(|| l.t("side-white")),
                        ),
                        (
                            "other",
                            &s.black.clone().unwrap_or_else(|| l.t("side-black")),
                        ),
                    ],
                ),
            )
        });
        let changes =
            crate::site::rule_docs::changes_in_words(l, &g.variant, &g.rules, &g.start_fen);
        cards.push(game_card(l, &s, &changes, board));
    }
    let results = [
        ("", "ar-any-result"),
        ("1-0", "ar-white-won"),
        ("0-1", "ar-black-won"),
        ("1/2-1/2", "ar-draw"),
        ("*", "ar-aborted"),
    ];
    // The address of another page with the same filters.
    let page_link = |n: i64| {
        let mut pairs: Vec<(&str, String)> = [
            ("variant", &q.variant),
            ("player", &q.player),
            ("result", &q.result),
            ("origin", &q.origin),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.clone().filter(|v| !v.is_empty()).map(|v| (k, v)))
        .collect();
        pairs.push(("page", n.to_string()));
        format!(
            "/archive?{}",
            serde_urlencoded::to_string(&pairs).unwrap_or_default()
        )
    };
    let body = html! {
        h1 { (l.t("nav-archive")) }
        form.card.filters method="get" action="/archive" #archive-filters {
            label {
                (l.t("col-game")) " "
                select name="variant" {
                    option value="" selected[q.variant.is_none()] { (l.t("pl-all-games")) }
                    @for v in crate::site::games::site_games() {
                        option value=(v.id) selected[q.variant.as_deref() == Some(v.id.as_str())] { (super::layout::game_name(l, &v)) }
                    }
                }
            }
            label { (l.t("col-player")) " " input name="player" value=(q.player.as_deref().unwrap_or("")) placeholder=(l.t("ar-player-placeholder")); }
            label {
                (l.t("col-result")) " "
                select name="result" {
                    @for (val, key) in results {
                        option value=(val) selected[q.result.as_deref().unwrap_or("") == val] { (l.t(key)) }
                    }
                }
            }
            label {
                (l.t("ar-origin")) " "
                select name="origin" {
                    @for (val, key) in [("", "pl-any"), ("played", "ar-played-here"), ("imported", "ar-imported")] {
                        option value=(val) selected[q.origin.as_deref().unwrap_or("") == val] { (l.t(key)) }
                    }
                }
            }
            button type="submit" { (l.t("ar-show")) }
        }
        p { a href="/import" { (l.t("ar-import")) } }
        @if cards.is_empty() {
            p.muted #no-games { (l.t("ar-none")) }
        } @else {
            p.muted { (l.tr("ar-page", &[("n", page.into()), ("from", l.num((page - 1) * PAGE + 1).as_str().into()), ("num", ((page - 1) * PAGE + cards.len() as i64).into())])) }
            div.archive-grid #archive-games {
                @for c in &cards { (c) }
            }
        }
        nav.pager aria-label=(l.t("ar-pages")) {
            @if page > 1 { a #newer href=(page_link(page - 1)) { (l.t("ar-newer")) } } @else { span {} }
            @if more { a #older href=(page_link(page + 1)) { (l.t("ar-older")) } }
        }
    };
    layout(&viewer, &l.t("nav-archive"), body, &[]).into_response()
}
