//! Players' pages: a player's ratings, rating history and games (`/@/NAME`), the leaderboards
//! (`/players`), one's own games (`/games`), and the header's live count of games where it is
//! one's move (`/api/me/events`).

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::{Identity, Viewer};
use crate::http::pages::layout::{
    game_name, game_name_of, layout, page_with, player_cell, player_cell_with,
};
use crate::play::summary;
use crate::site::i18n::Lang;
use crate::wire::{GameStatus, Side};
use rukh_store::Player;
use rukh_store::now_ms;
use rukh_store::ratings::{Entry, Point, label};
use rukh_store::{GameResult, PlayerKind, Speed};
use rukh_store::{GameRow, PlayerGamesQuery};

/// Games a page lists at once.
const PAGE: i64 = 20;

/// A rating's speed in `l`.
fn speed_word(l: &Lang, speed: Speed) -> String {
    let key = match speed.as_str() {
        "bullet" => "speed-bullet",
        "blitz" => "speed-blitz",
        "rapid" => "speed-rapid",
        "classical" => "speed-classical",
        "correspondence" => "speed-correspondence",
        other => return other.to_owned(),
    };
    l.t(key)
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// A game in a player's list: the opponent, the result from the player's side and their
/// rating's change.
fn my_games_table(l: &Lang, games: &[GameRow], me: &str, empty: &str) -> Markup {
    html! {
        @if games.is_empty() {
            p.muted { (empty) }
        } @else {
            table.games.mine {
                tr { th { (l.t("col-game")) } th { (l.t("pl-col-opponent")) } th { (l.t("col-time")) } th { (l.t("col-result")) } th { (l.t("pl-col-rating")) } }
                @for g in games {
                    @let s = summary(g);
                    @let side = if g.white_player.as_deref() == Some(me) { Side::White } else { Side::Black };
                    @let them = if side == Side::White { Side::Black } else { Side::White };
                    @let outcome = match g.result {
                        Some(GameResult::Draw) => "drawn",
                        Some(GameResult::Unfinished) if g.status == GameStatus::Finished => "aborted",
                        Some(r) => match r.winner() {
                            Some(w) if w == side => "won",
                            Some(_) => "lost",
                            None => "",
                        },
                        None => "",
                    };
                    tr {
                        td {
                            a href={ "/g/" (g.id) } { (game_name_of(l, &g.variant)) }
                            " " span.muted { (l.t(if g.rated { "challenge-rated" } else { "challenge-casual" })) }
                        }
                        @let you = l.t(if side == Side::White { "side-white" } else { "side-black" });
                        td { (player_cell_with(&s, them, false)) " " span.muted { "(" (l.t_with("pl-you", &[("side", &you)])) ")" } }
                        td { (l.time_control(&s.time_control)) }
                        td class={ "outcome " (outcome) } {
                            @if outcome.is_empty() { (g.result.map_or("—", GameResult::as_str)) } @else {
                                (l.t(match outcome { "won" => "pl-won", "lost" => "pl-lost", "drawn" => "pl-drawn", _ => "pl-aborted" }))
                            }
                            @if let Some(t) = g.termination.as_deref().filter(|t| *t != "aborted") { " " span.muted.term { "(" (l.ending(g.result.map(GameResult::as_str), t)) ")" } }
                        }
                        td {
                            @if let Some(d) = s.rating(side).and_then(|r| r.diff) {
                                span class=(if d >= 0 { "diff up" } else { "diff down" }) { (l.digits(&format!("{d:+}"))) }
                            } @else { "" }
                        }
                    }
                }
            }
        }
    }
}

/// A rating history drawn as lines, one per speed, over the games in order: gridlines at round
/// ratings, the dates of the first and the last game, each point's rating and date on hover.
fn history_chart(l: &Lang, variant: &str, points: &[Point]) -> Markup {
    let (w, h) = (600.0, 190.0);
    let (left, right, top, bottom) = (44.0, 10.0, 10.0, 24.0);
    let min = points.iter().map(|p| p.rating).fold(f64::MAX, f64::min);
    let max = points.iter().map(|p| p.rating).fold(f64::MIN, f64::max);
    // A round step giving at most five gridlines, and a range of whole steps around the points.
    let step = [25.0, 50.0, 100.0, 200.0, 400.0]
        .into_iter()
        .find(|s| (max - min) / s <= 4.0)
        .unwrap_or(500.0);
    let lo = (min / step).floor() * step - if min % step < step / 4.0 { step } else { 0.0 };
    let hi = (max / step).ceil() * step
        + if step - max % step < step / 4.0 {
            step
        } else {
            0.0
        };
    let n = points.len().max(2) as f64 - 1.0;
    let x = |i: usize| left + (w - left - right) * i as f64 / n;
    let y = |r: f64| h - bottom - (h - top - bottom) * (r - lo) / (hi - lo).max(1.0);
    let colours = ["#b3261e", "#8a4b14", "#2f6b3a", "#2b5ea7", "#6a3d9a"];
    let ticks: Vec<f64> = (0..)
        .map(|k| lo + step * k as f64)
        .take_while(|t| *t <= hi + 0.5)
        .collect();
    let first = points.first().map(|p| rukh_store::date_of(p.at));
    let last = points.last().map(|p| rukh_store::date_of(p.at));
    html! {
        figure.chart {
            svg viewBox={ "0 0 " (w) " " (h) } role="img"
                aria-label=(l.tr("pl-history", &[
                    ("game", game_name_of(l, variant).as_str().into()),
                    ("n", points.len().into()),
                    ("from", l.rating(points.first().map_or(0, |p| p.rating.round() as i64)).as_str().into()),
                    ("num", l.rating(points.last().map_or(0, |p| p.rating.round() as i64)).as_str().into()),
                ])) {
                @for t in &ticks {
                    line x1=(left) y1=(y(*t)) x2=(w - right) y2=(y(*t)) stroke="#eadfcb" {}
                    text x=(left - 6.0) y=(y(*t) + 4.0) font-size="11" text-anchor="end" fill="#5c4a33" { (l.rating(*t as i64)) }
                }
                @if let (Some(a), Some(b)) = (&first, &last) {
                    text x=(left) y=(h - 6.0) font-size="11" fill="#5c4a33" { (l.digits(a)) }
                    @if points.len() > 1 {
                        text x=(w - right) y=(h - 6.0) font-size="11" text-anchor="end" fill="#5c4a33" { (l.digits(b)) }
                    }
                }
                @for (k, speed) in Speed::ALL.iter().enumerate() {
                    @let mine: Vec<(usize, &Point)> = points.iter().enumerate().filter(|(_, p)| p.speed == *speed).collect();
                    @if !mine.is_empty() {
                        @let line: Vec<String> = mine.iter().map(|(i, p)| format!("{:.1},{:.1}", x(*i), y(p.rating))).collect();
                        polyline points=(line.join(" ")) fill="none" stroke=(colours[k]) stroke-width="2" stroke-linejoin="round" {}
                        @if mine.len() <= 80 {
                            @for (i, p) in &mine {
                                circle cx=(format!("{:.1}", x(*i))) cy=(format!("{:.1}", y(p.rating))) r="3" fill=(colours[k]) {
                                    title { (l.rating(p.rating.round() as i64)) " · " (speed_word(l, *speed)) " · " (l.digits(&rukh_store::date_of(p.at))) }
                                }
                            }
                        }
                    }
                }
            }
            figcaption {
                (game_name_of(l, variant)) ": "
                @for (k, speed) in Speed::ALL.iter().enumerate() {
                    @if points.iter().any(|p| p.speed == *speed) {
                        span.key style={ "border-color:" (colours[k]) } { (speed_word(l, *speed)) } " "
                    }
                }
            }
        }
    }
}

fn query_string(q: &PlayerGamesQuery, page: i64) -> String {
    let mut parts = Vec::new();
    for (k, v) in [
        ("variant", &q.variant),
        ("result", &q.result),
        ("mode", &q.mode),
    ] {
        if let Some(v) = v.as_deref().filter(|v| !v.is_empty()) {
            parts.push(format!("{k}={v}"));
        }
    }
    if page > 1 {
        parts.push(format!("page={page}"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}

fn no_player(viewer: &Viewer, name: &str) -> Response {
    let l = viewer.lang;
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        &l.t("pl-none-title"),
        html! {
            h1 { (l.t_with("pl-none", &[("name", name)])) }
            p { a href="/players" { (l.t("pl-see-players")) } }
        },
        true,
    )
}

/// `GET /@/{name}`: a player's page.
pub(crate) async fn player_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(name): Path<String>,
    q: Result<Query<PlayerGamesQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let l = viewer.lang;
    let q = q.map(|Query(q)| q).unwrap_or_default();
    if name.len() > 40 {
        return no_player(&viewer, &name);
    }
    let player = match state.db().account_by_name(&name).await {
        Ok(Some((p, _))) if p.is_account() || p.kind == PlayerKind::Engine => p,
        Ok(_) => return no_player(&viewer, &name),
        Err(e) => return crate::http::error::ApiError::from(e).into_response(),
    };
    let page = q.page.unwrap_or(1).clamp(1, 10_000);
    let db = state.db();
    let (ratings, record, games) = match (
        db.ratings_of(&player.id).await,
        db.record(&player.id).await,
        db.player_games(
            &player.id,
            GameStatus::Finished,
            &q,
            (page - 1) * PAGE,
            PAGE + 1,
        )
        .await,
    ) {
        (Ok(r), Ok(c), Ok(g)) => (r, c, g),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            return crate::http::error::ApiError::from(e).into_response();
        }
    };
    // The five games in their usual order, each speed fastest first.
    let mut ratings = ratings;
    let site = crate::site::games::site_game_ids();
    let order = |e: &Entry| {
        (
            site.iter().position(|v| *v == e.variant),
            Speed::ALL.iter().position(|s| *s == e.speed),
        )
    };
    ratings.sort_by_key(order);
    let mut histories: Vec<(&str, Vec<Point>)> = Vec::new();
    for v in &site {
        let v = v.as_str();
        if ratings.iter().any(|r| r.variant == v) {
            match db.rating_history(&player.id, v).await {
                Ok(h) if !h.is_empty() => histories.push((v, h)),
                Ok(_) => {}
                Err(e) => return crate::http::error::ApiError::from(e).into_response(),
            }
        }
    }
    let more = games.len() as i64 > PAGE;
    let games = &games[..games.len().min(PAGE as usize)];
    let played = record.wins + record.losses + record.draws;
    // What the visitor may do here: challenge (an account, not on their own page), follow.
    let me = viewer.player().filter(|p| p.is_account());
    let own = me.is_some_and(|m| m.id == player.id);
    let following = match me {
        Some(m) if !own => db.follows(&m.id, &player.id).await.unwrap_or(false),
        _ => false,
    };
    let followers = db.follower_count(&player.id).await.unwrap_or(0);
    // The challenger's own designs may be the game of a challenge (their newest versions).
    let designs: Vec<(String, String)> = match me {
        Some(m) if !own => db
            .designs_by(&m.id)
            .await
            .unwrap_or_default()
            .iter()
            .map(|d| (crate::designs::newest_key(d), d.name.clone()))
            .collect(),
        _ => Vec::new(),
    };
    let online = !state
        .play()
        .online_among(std::slice::from_ref(&player.id))
        .await
        .is_empty();
    let body = html! {
        h1.player-name {
            @if player.kind != PlayerKind::Engine {
                span.site-dot.online[online] title=(l.t(if online { "pl-online" } else { "pl-away" })) {}
                span.sr-only { (l.t(if online { "pl-online-sr" } else { "pl-away-sr" })) " " }
            }
            (player.name)
            @if player.is_bot() { " " span.bot { "BOT" } }
        }
        @if !own {
            div.player-actions {
                @if me.is_some() {
                    details.challenge #challenge {
                        summary.button { (l.t_with("pl-challenge", &[("name", &player.name)])) }
                        (challenge_fields(l, &player, &designs))
                    }
                    @if player.kind != PlayerKind::Engine {
                        form method="post" action={ "/@/" (player.name) (if following { "/unfollow" } else { "/follow" }) } {
                            button type="submit" .secondary #follow { (l.t(if following { "pl-unfollow" } else { "pl-follow" })) }
                        }
                    }
                } @else {
                    p.muted { a href={ "/login?next=/@/" (player.name) } { (l.t("sign-in")) } " " (l.t_with("pl-to-challenge", &[("name", &player.name)])) }
                }
            }
        }
        @if player.kind != PlayerKind::Engine {
            p.muted #followers { (l.tr("pl-followers", &[("n", followers.into())])) }
        }
        p.muted {
            @if player.kind == PlayerKind::Engine {
                (l.t_with("pl-engine", &[("text", player.id.trim_start_matches("engine-"))])) " "
                a href={ "/?opponent=engine" } { (l.t("pl-play-it")) }
            } @else {
                (l.t_with("pl-since", &[("text", &l.digits(&rukh_store::date_of(player.created_at)))]))
            }
        }
        p #record {
            strong { (l.tr("pl-finished-n", &[("n", played.into())])) } " "
            span.outcome.won { (l.tr("pl-won-n", &[("n", record.wins.into())])) } ", "
            span.outcome.lost { (l.tr("pl-lost-n", &[("n", record.losses.into())])) } ", "
            span.outcome.drawn { (l.tr("pl-drawn-n", &[("n", record.draws.into())])) }
        }
        h2 { (l.t("pl-ratings")) }
        @if ratings.is_empty() {
            p.muted { (l.t("pl-no-rated")) }
        } @else {
            div.ratings {
                @for r in &ratings {
                    div.rating-card {
                        div.rating-game { (game_name_of(l, &r.variant)) " · " (speed_word(l, r.speed)) }
                        div.rating-value title=(if r.stand.provisional() { l.t("pl-provisional") } else { String::new() }) {
                            (l.digits(&r.stand.label()))
                        }
                        div.muted { (l.tr("pl-rated-games", &[("n", r.stand.games.into())])) }
                        div.muted title=(l.t("pl-wld-title")) { (l.tr("pl-wld", &[("n", r.wins.into()), ("num", r.losses.into()), ("count", r.draws.into())])) }
                    }
                }
            }
            div.charts {
                @for (v, h) in &histories {
                    (history_chart(l, v, h))
                }
            }
        }
        h2 #games { (l.t("pl-games")) }
        form.card.filters method="get" action={ "/@/" (player.name) "#games" } {
            label {
                (l.t("col-game")) " "
                select name="variant" {
                    option value="" { (l.t("pl-all-games")) }
                    @for v in crate::site::games::site_games() {
                        option value=(v.id) selected[q.variant.as_deref() == Some(v.id.as_str())] { (game_name(l, &v)) }
                    }
                }
            }
            label {
                (l.t("col-result")) " "
                select name="result" {
                    @for (val, key) in [("", "pl-any"), ("won", "pl-filter-won"), ("lost", "pl-filter-lost"), ("drawn", "pl-filter-drawn")] {
                        option value=(val) selected[q.result.as_deref().unwrap_or("") == val] { (l.t(key)) }
                    }
                }
            }
            label {
                (l.t("col-mode")) " "
                select name="mode" {
                    @for (val, key) in [("", "pl-any"), ("rated", "challenge-rated"), ("casual", "challenge-casual")] {
                        option value=(val) selected[q.mode.as_deref().unwrap_or("") == val] { (l.t(key)) }
                    }
                }
            }
            button type="submit" { (l.t("pl-filter")) }
        }
        (my_games_table(l, games, &player.id, &l.t("pl-no-match")))
        nav.pager aria-label=(l.t("pl-pages")) {
            @if page > 1 { a href={ "/@/" (player.name) (query_string(&q, page - 1)) "#games" } rel="prev" { (l.t("pl-newer")) } }
            " "
            @if more { a href={ "/@/" (player.name) (query_string(&q, page + 1)) "#games" } rel="next" { (l.t("pl-older")) } }
        }
    };
    layout(&viewer, &player.name, body, &[]).into_response()
}

/// The challenge's form: the game, the clock, the colour, rated or casual.
fn challenge_fields(l: &Lang, player: &Player, designs: &[(String, String)]) -> Markup {
    let engine = player.kind == PlayerKind::Engine;
    html! {
        form.card.challenge-form method="post" action={ "/@/" (player.name) "/challenge" } {
            label {
                (l.t("col-game")) " "
                select name="variant" {
                    @for v in crate::site::games::site_games() {
                        option value=(v.id) { (game_name(l, &v)) }
                    }
                    @if !designs.is_empty() {
                        optgroup label=(l.t("dg-yours")) {
                            @for (key, name) in designs {
                                option value=(key) { (name) }
                            }
                        }
                    }
                }
            }
            label {
                (l.t("pl-clock")) " "
                select name="tc" {
                    @for (value, name, ..) in crate::play::quick::PRESETS.iter().filter(|p| p.0 != "custom") {
                        option value=(value) selected[*value == "5+3"] { (l.time_control(name)) }
                    }
                }
            }
            label {
                (l.t("your-colour")) " "
                select name="color" {
                    option value="random" { (l.t("colour-random")) }
                    option value="white" { (l.t("side-white")) }
                    option value="black" { (l.t("side-black")) }
                }
            }
            @if !engine {
                label {
                    (l.t("col-mode")) " "
                    select name="mode" {
                        option value="casual" { (l.t("challenge-casual")) }
                        option value="rated" { (l.t("challenge-rated")) }
                    }
                }
            }
            button type="submit" #challenge-send { (l.t("pl-send")) }
            @if engine {
                p.muted { (l.t("pl-engine-accepts")) }
            } @else {
                p.muted { (l.t_with("pl-they-see", &[("name", &player.name)])) }
            }
        }
    }
}

#[derive(Deserialize, Default)]
pub(crate) struct BoardQuery {
    variant: Option<String>,
    /// A name, or its beginning, to look for.
    q: Option<String>,
}

/// `GET /players`: the leaders of each speed of a game: settled ratings (not provisional) of
/// players who played a rated game in the last 30 days, best 50.
pub(crate) async fn players_page(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<BoardQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let l = viewer.lang;
    let q = q.map(|Query(q)| q).unwrap_or_default();
    let wanted =
        q.q.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.chars().take(40).collect::<String>());
    let found = match &wanted {
        Some(w) => match state.db().search_players(w, 30).await {
            Ok(f) => Some(f),
            Err(e) => return crate::http::error::ApiError::from(e).into_response(),
        },
        None => None,
    };
    let ids: Vec<String> = found.iter().flatten().map(|p| p.id.clone()).collect();
    let here = state.play().online_among(&ids).await;
    let chosen = q
        .variant
        .filter(|v| crate::site::games::is_site_game(v))
        .unwrap_or_else(|| "shatranj".into());
    let since = now_ms() - 30 * 86_400_000;
    let mut boards: Vec<(Speed, Vec<Entry>)> = Vec::new();
    for &speed in Speed::ALL {
        match state.db().leaderboard(&chosen, speed, since, 50).await {
            Ok(b) => boards.push((speed, b)),
            Err(e) => return crate::http::error::ApiError::from(e).into_response(),
        }
    }
    let body = html! {
        h1 { (l.t("nav-players")) }
        form.player-search role="search" method="get" action="/players" {
            label for="player-q" { (l.t("pl-find")) " " }
            input #player-q type="search" name="q" value=(wanted.as_deref().unwrap_or("")) placeholder=(l.t("pl-find-placeholder")) maxlength="40" autocomplete="off";
            button type="submit" { (l.t("pl-search")) }
            " " a href="/following" { (l.t("pl-following")) }
        }
        @if let (Some(w), Some(found)) = (&wanted, &found) {
            section.card #search-results aria-label=(l.t("pl-found")) {
                @if found.is_empty() {
                    p.muted { (l.t_with("pl-none-begins", &[("name", w)])) }
                } @else {
                    ul.found {
                        @for p in found {
                            @let online = here.contains(&p.id);
                            li {
                                span.site-dot.online[online] title=(l.t(if online { "pl-online" } else { "pl-away" })) aria-hidden="true" {}
                                a href={ "/@/" (p.name) } { (p.name) }
                                @if p.is_bot() { " " span.bot { "BOT" } }
                                " " a.muted href={ "/@/" (p.name) "#challenge" } { (l.t("pl-challenge-lower")) }
                            }
                        }
                    }
                }
            }
        }
        nav.switch aria-label=(l.t("pl-games")) {
            @for v in crate::site::games::site_games() {
                a href={ "/players?variant=" (v.id) } aria-current=[(v.id == chosen).then_some("page")] { (game_name(l, &v)) }
            }
        }
        p.muted { (l.t_with("pl-board-help", &[("game", &game_name_of(l, &chosen))])) }
        div.boards {
            @for (speed, board) in &boards {
                section.card.board {
                    h2 { (cap(&speed_word(l, *speed))) }
                    @if board.is_empty() {
                        p.muted { (l.t("pl-nobody")) }
                    } @else {
                        ol.leaders {
                            @for e in board {
                                li {
                                    a href={ "/@/" (e.name) } { (e.name) }
                                    @if e.kind == PlayerKind::Bot { " " span.bot { "BOT" } }
                                    " " span.rating { (l.digits(&label(e.stand.rating, false))) }
                                }
                            }
                        }
                    }
                }
            }
        }
    };
    layout(&viewer, &l.t("nav-players"), body, &[]).into_response()
}

/// `GET /games`: the visitor's games: in progress (those where it is their move first), then
/// finished.
pub(crate) async fn my_games(
    State(state): State<AppState>,
    viewer: Viewer,
    q: Result<Query<PlayerGamesQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let l = viewer.lang;
    let Some(me) = viewer.player().cloned() else {
        let body = html! {
            h1 { (l.t("my-games")) }
            p { (l.t("pl-no-games")) " " a href="/" { (l.t("nav-play")) } " · " a href="/login?next=/games" { (l.t("sign-in")) } }
        };
        return layout(&viewer, &l.t("my-games"), body, &[]).into_response();
    };
    let q = q.map(|Query(q)| q).unwrap_or_default();
    let page = q.page.unwrap_or(1).clamp(1, 10_000);
    let db = state.db();
    let all = PlayerGamesQuery::default();
    let (mut playing, open, finished) = match (
        db.player_games(&me.id, GameStatus::Active, &all, 0, 500)
            .await,
        db.player_games(&me.id, GameStatus::Open, &all, 0, 100)
            .await,
        db.player_games(
            &me.id,
            GameStatus::Finished,
            &q,
            (page - 1) * PAGE,
            PAGE + 1,
        )
        .await,
    ) {
        (Ok(a), Ok(o), Ok(f)) => (a, o, f),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            return crate::http::error::ApiError::from(e).into_response();
        }
    };
    let mine = |g: &GameRow| {
        g.turn().is_some_and(|t| {
            let seat = match t {
                Side::White => &g.white_player,
                Side::Black => &g.black_player,
            };
            seat.as_deref() == Some(me.id.as_str())
        })
    };
    playing.sort_by_key(|g| !mine(g));
    let more = finished.len() as i64 > PAGE;
    let finished = &finished[..finished.len().min(PAGE as usize)];
    let body = html! {
        h1 { (l.t("my-games")) }
        h2 { (l.t("pl-in-progress")) }
        @if playing.is_empty() && open.is_empty() {
            p.muted { (l.t("pl-none-yet")) " " a href="/" { (l.t("pl-start-one")) } }
        } @else {
            ul.playing #playing {
                @for g in &playing {
                    @let s = summary(g);
                    @let them = if g.white_player.as_deref() == Some(me.id.as_str()) { Side::Black } else { Side::White };
                    li class=(if mine(g) { "your-turn" } else { "" }) {
                        a href={ "/g/" (g.id) } {
                            @if mine(g) { strong { "● " (l.t("pl-your-move")) } } @else { span.muted { (l.t("pl-their-move")) } }
                            " · " (game_name_of(l, &g.variant)) " · " (l.time_control(&s.time_control))
                        }
                        " " (l.t("pl-against")) " " (player_cell(&s, them))
                    }
                }
                @for g in &open {
                    li {
                        a href={ "/g/" (g.id) } { span.muted { (l.t("pl-waiting")) } " · " (game_name_of(l, &g.variant)) " · " (l.time_control(&summary(g).time_control)) }
                    }
                }
            }
        }
        h2 { (l.t("pl-finished")) }
        (my_games_table(l, finished, &me.id, &l.t("pl-no-finished")))
        nav.pager aria-label=(l.t("pl-pages")) {
            @if page > 1 { a href={ "/games" (query_string(&q, page - 1)) } rel="prev" { (l.t("pl-newer")) } }
            " "
            @if more { a href={ "/games" (query_string(&q, page + 1)) } rel="next" { (l.t("pl-older")) } }
        }
        @if !me.is_account() {
            p.muted { (l.t("pl-browser-kept")) " " a href="/signup" { (l.t("sign-up")) } }
        }
    };
    layout(&viewer, &l.t("my-games"), body, &[]).into_response()
}

/// `GET /api/me/events`: the count of the caller's games where it is their move (`turns`) and
/// the challenges waiting for their answer (`challenges`, a `ChallengeList` in JSON), at once
/// and whenever they change (server-sent events). While it is open the player is on the site.
#[utoipa::path(
    get, path = "/api/me/events", tag = "players",
    summary = "The caller's turns and challenges, as server-sent events",
    description = "`turns` (how many games wait for the caller's move) and, for an account, `challenges` (a `ChallengeList` as JSON): at once, and whenever they change.",
    security(("session" = []), ("token" = [])),
    responses((status = 200, description = "A stream of `turns` and `challenges` events", content_type = "text/event-stream", body = crate::wire::ChallengeList))
)]
pub(crate) async fn me_events(
    State(state): State<AppState>,
    identity: Identity,
) -> axum::response::sse::Sse<
    impl futures_util::Stream<Item = Result<axum::response::sse::Event, std::convert::Infallible>>,
> {
    use axum::response::sse::{Event, KeepAlive, Sse};
    use tokio::sync::broadcast::error::RecvError;
    let me: Option<Player> = identity.player;
    let rx = state.play().seat_news();
    let here = me
        .as_ref()
        .filter(|p| p.is_account())
        .map(|p| std::sync::Arc::new(state.play().on_site(&p.id)));
    /// What the stream last sent.
    #[derive(Default)]
    struct Sent {
        turns: Option<i64>,
        challenges: Option<String>,
        /// A change was heard and one of the two is still to be read again.
        again: bool,
    }
    let stream = futures_util::stream::unfold(
        (state, rx, me, Sent::default(), here),
        |(state, mut rx, me, mut last, here)| async move {
            let id = me.as_ref()?.id.clone();
            let accounts = me.as_ref().is_some_and(Player::is_account);
            loop {
                if last.turns.is_some() && !last.again {
                    let got = tokio::select! {
                        got = rx.recv() => got,
                        _ = state.stopping() => return None,
                    };
                    match got {
                        Ok(news) if news.iter().any(|p| p.as_deref() == Some(id.as_str())) => {}
                        Ok(_) => continue,
                        Err(RecvError::Lagged(_)) => {}
                        Err(RecvError::Closed) => return None,
                    }
                }
                let Ok(n) = state.db().turn_count(&id).await else {
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    continue;
                };
                if last.turns != Some(n) {
                    last.turns = Some(n);
                    last.again = true;
                    let event = Event::default().event("turns").data(n.to_string());
                    return Some((Ok(event), (state, rx, me, last, here)));
                }
                last.again = false;
                if !accounts {
                    continue;
                }
                let Ok(list) = crate::http::social::challenge_list(&state, &id).await else {
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    continue;
                };
                let json = serde_json::to_string(&list).expect("challenges serialize");
                if last.challenges.as_deref() != Some(json.as_str()) {
                    last.challenges = Some(json.clone());
                    let event = Event::default().event("challenges").data(json);
                    return Some((Ok(event), (state, rx, me, last, here)));
                }
            }
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}

/// Players' pages, leaderboards, "my games" and the turn notices.
pub(crate) fn routes() -> axum::Router<crate::app::AppState> {
    use axum::routing::get;
    axum::Router::new()
        .route("/@/{name}", get(player_page))
        .route("/players", get(players_page))
        .route("/games", get(my_games))
        .route("/api/me/events", get(me_events))
}
