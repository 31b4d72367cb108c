//! The archive of finished games: a card for each, with a small board of its last position,
//! the players (linked), the result in words, the game, its clock and date; filters and pages.

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rukh_rules::Position;
use rukh_rules::variant::{BUILTIN_IDS, builtin};

use crate::app::AppState;
use crate::http::api::ListQuery;
use crate::http::identity::Viewer;
use crate::play::summary;
use crate::wire::{GameStatus, GameSummary, Side};
use rukh_store::{GameResult, GameRow};

use super::layout::{layout_en, player_cell, position_picture, unavailable, variant_name};

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
fn ending(g: &GameSummary) -> String {
    let result = match g.result.as_deref().and_then(GameResult::parse) {
        Some(GameResult::WhiteWins) => "White won",
        Some(GameResult::BlackWins) => "Black won",
        Some(GameResult::Draw) => "Draw",
        Some(GameResult::Unfinished) => "Aborted",
        None => "Unfinished",
    };
    match g.termination.as_deref() {
        Some(t) if !t.is_empty() && t != "aborted" => format!("{result} · {}", t.replace('-', " ")),
        _ => result.to_owned(),
    }
}

fn game_card(g: &GameSummary, board: Option<Markup>) -> Markup {
    html! {
        article.game-card {
            a.card-board href={ "/g/" (g.id) } aria-label={ "Open the game: " (variant_name(g)) ", " (g.white.as_deref().unwrap_or("White")) " against " (g.black.as_deref().unwrap_or("Black")) } {
                @if let Some(b) = board { (b) } @else { span.no-board { "no picture" } }
            }
            div.card-text {
                div.card-players {
                    span.side-mark { "○" } " " (player_cell(g, Side::White))
                    br;
                    span.side-mark { "●" } " " (player_cell(g, Side::Black))
                }
                div.card-result { strong { (g.result.as_deref().unwrap_or("*")) } " " (ending(g)) }
                div.card-meta {
                    a href={ "/g/" (g.id) } { (variant_name(g)) } " · " (g.time_control) " · "
                    @if g.rated { "rated" } @else { "casual" }
                    " · " ((g.plies + 1) / 2) " moves · " (rukh_store::date_of(g.updated_at))
                }
                @if !g.rule_changes.is_empty() {
                    div.rule-changes { "Changed rules: " (g.rule_changes.join("; ")) }
                }
                @if let Some(from) = &g.imported {
                    div.muted.imported title="Imported from a file" { "imported: " (from) }
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
                &format!(
                    "the last position of {} against {}",
                    s.white.as_deref().unwrap_or("White"),
                    s.black.as_deref().unwrap_or("Black")
                ),
            )
        });
        cards.push(game_card(&s, board));
    }
    let results = [
        ("", "any result"),
        ("1-0", "White won"),
        ("0-1", "Black won"),
        ("1/2-1/2", "draw"),
        ("*", "aborted"),
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
        h1 { "Archive" }
        form.card.filters method="get" action="/archive" #archive-filters {
            label {
                "Game "
                select name="variant" {
                    option value="" selected[q.variant.is_none()] { "all games" }
                    @for v in BUILTIN_IDS.iter().filter_map(|id| builtin(id).ok()) {
                        option value=(v.id) selected[q.variant.as_deref() == Some(v.id.as_str())] { (v.name) }
                    }
                }
            }
            label { "Player " input name="player" value=(q.player.as_deref().unwrap_or("")) placeholder="any part of a name"; }
            label {
                "Result "
                select name="result" {
                    @for (val, label) in results {
                        option value=(val) selected[q.result.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            label {
                "Origin "
                select name="origin" {
                    @for (val, label) in [("", "any"), ("played", "played here"), ("imported", "imported")] {
                        option value=(val) selected[q.origin.as_deref().unwrap_or("") == val] { (label) }
                    }
                }
            }
            button type="submit" { "Show" }
        }
        p { a href="/import" { "Import games" } " from PGN files or Game Courier logs." }
        @if cards.is_empty() {
            p.muted #no-games { "No finished games match." }
        } @else {
            p.muted { "Page " (page) ": games " ((page - 1) * PAGE + 1) "–" ((page - 1) * PAGE + cards.len() as i64) ", the latest first." }
            div.archive-grid #archive-games {
                @for c in &cards { (c) }
            }
        }
        nav.pager aria-label="Pages" {
            @if page > 1 { a #newer href=(page_link(page - 1)) { "← Newer games" } } @else { span {} }
            @if more { a #older href=(page_link(page + 1)) { "Older games →" } }
        }
    };
    layout_en(&viewer, "Archive", body, &[]).into_response()
}
