//! The tournament pages: the list of arenas (upcoming, under way, finished), a new arena's form
//! (for accounts), and an arena's page with its standings, the leader's game, joining and
//! leaving. While a player is on an arena's page they may be paired; the page takes them to
//! their game when one starts and back when it ends (web/src/tournament.ts).

use axum::Json;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde::Serialize;

use crate::identity::Viewer;
use crate::state::{AppState, game_id, now_ms};
use crate::tournament::site::{Standing, Tournament, standings};

use super::{layout, page_with, unavailable};

fn game_name(id: &str) -> String {
    builtin(id).map_or_else(|_| id.to_owned(), |v| v.name.clone())
}

fn when(ms: i64, now: i64) -> String {
    let mins = (ms - now).abs() / 60_000;
    let span = if mins < 1 {
        "less than a minute".to_owned()
    } else if mins < 120 {
        format!("{mins} minute{}", if mins == 1 { "" } else { "s" })
    } else {
        format!("{} hours", mins / 60)
    };
    if ms >= now {
        format!("in {span}")
    } else {
        format!("{span} ago")
    }
}

fn summary(t: &Tournament, now: i64) -> Markup {
    html! {
        (game_name(&t.variant)) " · " (t.clock()) " · "
        (if t.rated { "rated" } else { "casual" }) " · "
        @let minutes = (t.ends_at - t.starts_at) / 60_000;
        (minutes) @if minutes == 1 { " minute" } @else { " minutes" }
        @match t.status(now) {
            "upcoming" => { " · starts " (when(t.starts_at, now)) }
            "running" => { " · ends " (when(t.ends_at, now)) }
            _ => { " · ended " (when(t.ends_at, now)) }
        }
    }
}

/// `GET /tournaments`.
pub(crate) async fn tournaments_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let now = now_ms();
    let Ok((current, done)) = state.db().tournaments(now, 30).await else {
        return unavailable(&viewer);
    };
    let account = viewer.player().is_some_and(|p| p.is_account());
    let body = html! {
        h1 { "Tournaments" }
        p.lead { "Arenas: join at any time, and you are paired again as soon as your game ends, until the clock runs out. "
            "A win is 2 points, a draw 1; after two wins in a row every game is worth double (🔥) until one is not won." }
        @if account {
            p { a.button href="/tournaments/new" { "Create an arena" } }
        } @else {
            p.muted { a href="/login" { "Sign in" } " to create a tournament." }
        }
        h2 { "Under way and coming" }
        @if current.is_empty() { p.muted { "None at the moment." } }
        ul.tournament-list {
            @for t in &current {
                li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (summary(t, now)) } }
            }
        }
        h2 { "Finished" }
        @if done.is_empty() { p.muted { "None yet." } }
        ul.tournament-list {
            @for t in &done {
                li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (summary(t, now)) } }
            }
        }
    };
    layout(&viewer, "Tournaments", body, &[]).into_response()
}

fn new_form(
    viewer: &Viewer,
    error: Option<(&str, String)>,
    values: &[(String, String)],
) -> Response {
    let value = |k: &str, d: &str| {
        values
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map_or(d.to_owned(), |(_, v)| v.clone())
    };
    let err = |field: &str| -> Markup {
        html! { @if let Some((f, m)) = &error { @if *f == field { p.field-error role="alert" id={ "err-" (field) } { (m) } } } }
    };
    let body = html! {
        h1 { "Create an arena" }
        form.card method="post" action="/tournaments/new" {
            label for="t-name" { "Name" }
            input #t-name name="name" required maxlength="60" value=(value("name", "Shatranj arena"));
            (err("name"))
            label for="t-variant" { "Game" }
            select #t-variant name="variant" {
                @for id in BUILTIN_IDS {
                    option value=(id) selected[value("variant", "shatranj") == *id] { (game_name(id)) }
                }
            }
            (err("variant"))
            label for="t-minutes" { "Minutes on each clock" }
            input #t-minutes name="minutes" type="number" min="0.5" max="60" step="0.5" value=(value("minutes", "3"));
            (err("minutes"))
            label for="t-increment" { "Seconds added a move" }
            input #t-increment name="increment" type="number" min="0" max="60" value=(value("increment", "2"));
            (err("increment"))
            label for="t-duration" { "Length, minutes" }
            input #t-duration name="duration" type="number" min="1" max="720" value=(value("duration", "45"));
            (err("duration"))
            label for="t-start" { "Starts in, minutes" }
            input #t-start name="start" type="number" min="0" max="10080" value=(value("start", "5"));
            (err("start"))
            label.check { input type="checkbox" name="rated" value="1" checked[value("rated", "1") == "1"]; " Rated" }
            p { button type="submit" { "Create" } }
        }
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    (status, layout(viewer, "Create an arena", body, &[])).into_response()
}

/// `GET /tournaments/new`.
pub(crate) async fn new_tournament_page(viewer: Viewer) -> Response {
    if !viewer.player().is_some_and(|p| p.is_account()) {
        return Redirect::to("/login").into_response();
    }
    new_form(&viewer, None, &[])
}

/// `POST /tournaments/new`: the arena made, or the form again with what was wrong.
pub(crate) async fn new_tournament(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let Some(me) = viewer.player().filter(|p| p.is_account()).cloned() else {
        return Redirect::to("/login").into_response();
    };
    let Ok(Form(fields)) = form else {
        return new_form(
            &viewer,
            Some(("name", "the form could not be read; try again".into())),
            &[],
        );
    };
    let get = |k: &str| {
        fields
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let number = |k: &str, lo: f64, hi: f64, what: &str| -> Result<f64, (&'static str, String)> {
        let field: &'static str = match k {
            "minutes" => "minutes",
            "increment" => "increment",
            "duration" => "duration",
            _ => "start",
        };
        get(k)
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && (lo..=hi).contains(x))
            .ok_or_else(|| (field, format!("{what}: give a number from {lo} to {hi}")))
    };
    let checked = (|| {
        let name = get("name");
        if name.is_empty() || name.chars().count() > 60 {
            return Err((
                "name",
                "give the tournament a name of 1 to 60 characters".to_owned(),
            ));
        }
        let variant = get("variant");
        if !BUILTIN_IDS.contains(&variant.as_str()) {
            return Err(("variant", format!("unknown game '{variant}'")));
        }
        let minutes = number("minutes", 0.5, 60.0, "minutes on each clock")?;
        let increment = number("increment", 0.0, 60.0, "seconds added a move")?;
        let duration = number("duration", 1.0, 720.0, "length")?;
        let start = number("start", 0.0, 10080.0, "starts in")?;
        Ok((name, variant, minutes, increment, duration, start))
    })();
    let (name, variant, minutes, increment, duration, start) = match checked {
        Ok(v) => v,
        Err((field, message)) => return new_form(&viewer, Some((field, message)), &fields),
    };
    let now = now_ms();
    let starts_at = now + (start * 60_000.0) as i64;
    let t = Tournament {
        id: game_id(),
        name,
        kind: "arena".into(),
        variant,
        initial_ms: (minutes * 60_000.0) as i64,
        increment_ms: (increment * 1000.0) as i64,
        rated: get("rated") == "1",
        starts_at,
        ends_at: starts_at + (duration * 60_000.0) as i64,
        created_by: Some(me.id.clone()),
        created_at: now,
    };
    if state.db().create_tournament(&t).await.is_err() {
        return unavailable(&viewer);
    }
    // The creator takes part.
    let _ = state.db().join_tournament(&t.id, &me.id, now).await;
    Redirect::to(&format!("/tournament/{}", t.id)).into_response()
}

fn standings_view(t: &Tournament, table: &[Standing], now: i64) -> Markup {
    let leader_game = table.iter().find_map(|s| s.playing.clone());
    html! {
        div #standings data-status=(t.status(now)) {
            @if t.status(now) == "finished" && !table.is_empty() {
                ol.podium aria-label="Podium" {
                    @for s in table.iter().take(3) {
                        li { strong { (s.name) } " " (s.score) " points" }
                    }
                }
            }
            @if let Some(g) = &leader_game {
                p.top-game { "The leading game being played: " a href={ "/g/" (g) } { "watch it" } }
            }
            @if table.is_empty() {
                p.muted { "No one has joined yet." }
            } @else {
                div.table-scroll {
                    table.standings {
                        caption.sr-only { "Standings" }
                        thead { tr {
                            th scope="col" { "#" } th scope="col" { "Player" } th scope="col" { "Games" }
                            th scope="col" { "Points" }
                        } }
                        tbody {
                            @for (i, s) in table.iter().enumerate() {
                                tr.withdrawn[s.withdrawn] {
                                    td { (i + 1) }
                                    th scope="row" {
                                        a href={ "/@/" (s.name) } { (s.name) }
                                        @if s.kind == "bot" { " " span.bot { "BOT" } }
                                        @if s.on_fire { " " span title="On fire: the next game is worth double" { "🔥" } }
                                        @if s.playing.is_some() { " " span.muted { "playing" } }
                                        @if s.withdrawn { " " span.muted { "left" } }
                                        br;
                                        span.sheet aria-label="Points of each game" {
                                            @for p in &s.sheet {
                                                span.fire[p.on_fire] { (p.points) }
                                            }
                                        }
                                    }
                                    td.num { (s.games) }
                                    td.num { strong { (s.score) } }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

async fn load(
    state: &AppState,
    id: &str,
) -> Result<Option<(Tournament, Vec<Standing>)>, crate::ApiError> {
    let Some(t) = state.db().tournament(id).await? else {
        return Ok(None);
    };
    let entrants = state.db().entrants(id).await?;
    let games = state.db().tournament_games(id).await?;
    Ok(Some((t, standings(&entrants, &games))))
}

fn no_such(viewer: &Viewer) -> Response {
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        "No such tournament",
        html! { h1 { "No such tournament" } p { "See the " a href="/tournaments" { "tournaments" } "." } },
    )
}

/// `GET /tournament/{id}`.
pub(crate) async fn tournament_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let now = now_ms();
    let (t, table) = match load(&state, &id).await {
        Ok(Some(x)) => x,
        Ok(None) => return no_such(&viewer),
        Err(_) => return unavailable(&viewer),
    };
    let me = viewer.player();
    let mine = me.and_then(|p| table.iter().find(|s| s.player_id == p.id));
    let joined = mine.is_some_and(|s| !s.withdrawn);
    if joined && let Some(p) = me {
        let _ = state.db().seen_in_tournament(&t.id, &p.id, now).await;
    }
    let can_join = t.status(now) != "finished" && me.is_some_and(|p| p.is_account() || !t.rated);
    let body = html! {
        p.crumbs { a href="/tournaments" { "Tournaments" } }
        h1 { (t.name) }
        p.lead { "Arena · " (summary(&t, now)) }
        div #tournament data-id=(t.id) data-joined=(joined) data-status=(t.status(now)) {
            @if t.status(now) != "finished" {
                @if joined {
                    form.inline method="post" action={ "/tournament/" (t.id) "/withdraw" } {
                        button.secondary type="submit" #withdraw { "Leave (pause)" }
                    }
                    p.muted #pairing-note { @if t.status(now) == "running" { "Keep this page open: you are paired as soon as you are free, and taken to your game." } @else { "You are in. Keep this page open when it starts." } }
                } @else if can_join {
                    form.inline method="post" action={ "/tournament/" (t.id) "/join" } {
                        button type="submit" #join { "Join" }
                    }
                } @else if me.is_none_or(|p| !p.is_account()) {
                    p { a href="/login" { "Sign in" } " to join" @if !t.rated { " (or play a game first)" } "." }
                }
            }
        }
        (standings_view(&t, &table, now))
    };
    layout(&viewer, &t.name, body, &["/assets/tournament.js"]).into_response()
}

/// `GET /tournament/{id}/standings`: the standings alone, for the page's script.
pub(crate) async fn standings_fragment(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Response {
    match load(&state, &id).await {
        Ok(Some((t, table))) => standings_view(&t, &table, now_ms()).into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "no such tournament").into_response(),
        Err(e) => e.into_response(),
    }
}

/// `POST /tournament/{id}/join` and `/withdraw`.
pub(crate) async fn join_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    change(state, viewer, id, true).await
}

pub(crate) async fn withdraw_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    change(state, viewer, id, false).await
}

async fn change(state: AppState, viewer: Viewer, id: String, join: bool) -> Response {
    let Some(me) = viewer.player().cloned() else {
        return Redirect::to("/login").into_response();
    };
    let now = now_ms();
    let t = match state.db().tournament(&id).await {
        Ok(Some(t)) => t,
        Ok(None) => return no_such(&viewer),
        Err(_) => return unavailable(&viewer),
    };
    if join {
        if t.status(now) == "finished" {
            return page_with(
                &viewer,
                StatusCode::CONFLICT,
                "Tournament over",
                html! { h1 { "This tournament is over" } p { a href={ "/tournament/" (id) } { "See its results" } } },
            );
        }
        if t.rated && !me.is_account() {
            return page_with(
                &viewer,
                StatusCode::FORBIDDEN,
                "Accounts only",
                html! { h1 { "Rated tournaments are for accounts" } p { a href="/signup" { "Sign up" } " or " a href="/login" { "sign in" } " to join." } },
            );
        }
        if state.db().join_tournament(&id, &me.id, now).await.is_err() {
            return unavailable(&viewer);
        }
    } else if state.db().withdraw(&id, &me.id).await.is_err() {
        return unavailable(&viewer);
    }
    Redirect::to(&format!("/tournament/{id}")).into_response()
}

#[derive(Serialize)]
struct MeView {
    joined: bool,
    playing: Option<String>,
}

#[derive(Serialize)]
struct StandingView {
    name: String,
    score: u32,
    games: usize,
    on_fire: bool,
    playing: Option<String>,
    withdrawn: bool,
    sheet: Vec<u32>,
}

#[derive(Serialize)]
struct TournamentView {
    id: String,
    name: String,
    variant: String,
    clock: String,
    rated: bool,
    status: &'static str,
    starts_at: i64,
    ends_at: i64,
    standings: Vec<StandingView>,
    you: Option<MeView>,
}

/// `GET /api/tournaments/{id}`: the tournament and its standings; for a player in it, their game
/// (and their page counts as open: they may be paired).
pub(crate) async fn api_tournament(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let now = now_ms();
    let (t, table) = match load(&state, &id).await {
        Ok(Some(x)) => x,
        Ok(None) => {
            return crate::ApiError::NotFound(format!("no tournament '{id}'")).into_response();
        }
        Err(e) => return e.into_response(),
    };
    let you = viewer.player().and_then(|p| {
        table.iter().find(|s| s.player_id == p.id).map(|s| MeView {
            joined: !s.withdrawn,
            playing: s.playing.clone(),
        })
    });
    if let (Some(p), Some(y)) = (viewer.player(), &you)
        && y.joined
    {
        let _ = state.db().seen_in_tournament(&t.id, &p.id, now).await;
    }
    Json(TournamentView {
        id: t.id.clone(),
        name: t.name.clone(),
        variant: t.variant.clone(),
        clock: t.clock(),
        rated: t.rated,
        status: t.status(now),
        starts_at: t.starts_at,
        ends_at: t.ends_at,
        standings: table
            .iter()
            .map(|s| StandingView {
                name: s.name.clone(),
                score: s.score,
                games: s.games,
                on_fire: s.on_fire,
                playing: s.playing.clone(),
                withdrawn: s.withdrawn,
                sheet: s.sheet.iter().map(|p| p.points).collect(),
            })
            .collect(),
        you,
    })
    .into_response()
}
