//! The tournament pages: the list (upcoming, under way, finished), the form for a new arena or
//! Swiss (for accounts), and a tournament's page: an arena's standings and leading game, a
//! Swiss's crosstable, joining (with a private one's password) and leaving; berserk in an arena
//! game. While a player is on an arena's page they may be paired; the page takes them to their
//! game when one starts, and the game page back when it ends (web/src/tournament.ts,
//! web/src/round/main.ts).

use axum::Json;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use serde::Serialize;

use crate::app::{AppState, now_ms};
use crate::http::error::ApiError;
use crate::http::identity::Viewer;
use crate::tournaments::arena::Outcome;
use crate::tournaments::service::{JoinRefusal, Loaded, Table};
use crate::tournaments::site::Standing;
use crate::tournaments::swiss_site::{Cell, SwissRow};
use rukh_store::game_id;
use rukh_store::{OPEN_END, Tournament, TournamentKind, TournamentPhase};

use super::layout::{layout_en, page_with, unavailable};

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

fn kind_name(t: &Tournament) -> &'static str {
    if t.is_swiss() { "Swiss" } else { "Arena" }
}

pub(crate) fn summary(t: &Tournament, now: i64) -> Markup {
    html! {
        (kind_name(t)) " · " (game_name(&t.variant)) " · " (t.clock()) " · "
        (if t.rated { "rated" } else { "casual" }) " · "
        @if t.is_swiss() {
            (t.rounds) " rounds"
        } @else {
            @let minutes = (t.ends_at - t.starts_at) / 60_000;
            (minutes) @if minutes == 1 { " minute" } @else { " minutes" }
        }
        @match t.phase(now) {
            TournamentPhase::Upcoming => { " · starts " (when(t.starts_at, now)) }
            TournamentPhase::Running if t.is_swiss() => { " · under way" }
            TournamentPhase::Running => { " · ends " (when(t.ends_at, now)) }
            TournamentPhase::Finished => { " · ended " (when(t.ends_at, now)) }
        }
        @for c in conditions(t) { " · " (c) }
    }
}

/// Who may join, in words: the rating range, a password, bots.
fn conditions(t: &Tournament) -> Vec<String> {
    let mut out = Vec::new();
    match (t.min_rating, t.max_rating) {
        (Some(a), Some(b)) => out.push(format!("rating {a} to {b}")),
        (Some(a), None) => out.push(format!("rating {a} or more")),
        (None, Some(b)) => out.push(format!("rating {b} or less")),
        _ => {}
    }
    if t.password_hash.is_some() {
        out.push("private".into());
    }
    if t.bots {
        out.push("bots welcome".into());
    }
    out
}

/// `GET /tournaments`.
pub(crate) async fn tournaments_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let now = now_ms();
    let Ok((current, done)) = state.tournaments().list(now, 30).await else {
        return unavailable(&viewer);
    };
    let account = viewer.player().is_some_and(|p| p.is_account());
    let body = html! {
        h1 { "Tournaments" }
        p.lead { "Arenas: join at any time, and you are paired again as soon as your game ends, until the clock runs out. "
            "A win is 2 points, a draw 1; after two wins in a row every game is worth double (×2) until one is not won." }
        p.lead { "Swiss: a set number of rounds; in each you meet a player on your score you have not met, "
            "and the next round starts when every game of the last has ended. A win is 1 point, a draw ½." }
        @if account {
            p { a.button href="/tournaments/new" { "Create a tournament" } }
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
    layout_en(&viewer, "Tournaments", body, &[]).into_response()
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
    let kind = value("kind", "arena");
    let body = html! {
        h1 { "Create a tournament" }
        form.card method="post" action="/tournaments/new" {
            fieldset {
                legend { "Kind" }
                label.check { input type="radio" name="kind" value="arena" checked[kind != "swiss"]; " Arena: a set time, paired again as soon as your game ends" }
                label.check { input type="radio" name="kind" value="swiss" checked[kind == "swiss"]; " Swiss: a set number of rounds" }
            }
            (err("kind"))
            label for="t-name" { "Name" }
            input #t-name name="name" required maxlength="60" value=(value("name", "Shatranj tournament"));
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
            label for="t-start" { "Starts in, minutes" }
            input #t-start name="start" type="number" min="0" max="10080" value=(value("start", "5"));
            (err("start"))
            fieldset #arena-fields {
                legend { "Arena" }
                label for="t-duration" { "Length, minutes" }
                input #t-duration name="duration" type="number" min="1" max="720" value=(value("duration", "45"));
                (err("duration"))
            }
            fieldset #swiss-fields {
                legend { "Swiss" }
                label for="t-rounds" { "Rounds" }
                input #t-rounds name="rounds" type="number" min="2" max="20" value=(value("rounds", "5"));
                (err("rounds"))
                label for="t-gap" { "Pause between rounds, seconds" }
                input #t-gap name="gap" type="number" min="0" max="3600" value=(value("gap", "30"));
                (err("gap"))
                label for="t-days" { "Days a move, for a correspondence Swiss (leave empty for the clock above)" }
                input #t-days name="days" type="number" min="1" max="14" value=(value("days", ""));
                (err("days"))
            }
            fieldset {
                legend { "Who may join" }
                label.check { input type="checkbox" name="rated" value="1" checked[value("rated", "1") == "1"]; " Rated (accounts only)" }
                label for="t-min" { "Lowest rating (empty: any)" }
                input #t-min name="min_rating" type="number" min="0" max="3500" value=(value("min_rating", ""));
                (err("min_rating"))
                label for="t-max" { "Highest rating (empty: any)" }
                input #t-max name="max_rating" type="number" min="0" max="3500" value=(value("max_rating", ""));
                (err("max_rating"))
                label for="t-password" { "Password, for a private tournament (empty: open to all)" }
                input #t-password name="password" type="password" maxlength="100" autocomplete="new-password";
                (err("password"))
                label.check { input type="checkbox" name="bots" value="1" checked[value("bots", "") == "1"]; " Bots may join (bot accounts join only such tournaments)" }
            }
            p { button type="submit" { "Create" } }
        }
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    (
        status,
        layout_en(
            viewer,
            "Create a tournament",
            body,
            &["/assets/tournament.js"],
        ),
    )
        .into_response()
}

/// `GET /tournaments/new`.
pub(crate) async fn new_tournament_page(viewer: Viewer) -> Response {
    if !viewer.player().is_some_and(|p| p.is_account()) {
        return Redirect::to("/login").into_response();
    }
    new_form(&viewer, None, &[])
}

/// A field of the form: (the field, what is wrong).
type FieldError = (&'static str, String);

/// Reads the form into a tournament (its id, start and creator filled in).
fn read_form(
    fields: &[(String, String)],
    creator: &str,
    now: i64,
) -> Result<(Tournament, Option<String>), FieldError> {
    let get = |k: &str| {
        fields
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let number = |k: &'static str, lo: f64, hi: f64, what: &str| -> Result<f64, FieldError> {
        get(k)
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && (lo..=hi).contains(x))
            .ok_or_else(|| (k, format!("{what}: give a number from {lo} to {hi}")))
    };
    let optional =
        |k: &'static str, lo: f64, hi: f64, what: &str| -> Result<Option<f64>, FieldError> {
            if get(k).is_empty() {
                Ok(None)
            } else {
                number(k, lo, hi, what).map(Some)
            }
        };
    let kind = get("kind");
    let kind = match kind.as_str() {
        "" => TournamentKind::Arena,
        other => TournamentKind::parse(other)
            .ok_or_else(|| ("kind", format!("unknown kind '{other}': arena or swiss")))?,
    };
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
    let days = optional("days", 1.0, 14.0, "days a move")?.map(|d| d.round() as i64);
    if days.is_some() && kind == TournamentKind::Arena {
        return Err((
            "days",
            "an arena is played on the clock; days a move are for a Swiss".into(),
        ));
    }
    let (minutes, increment) = if days.is_some() {
        (0.0, 0.0)
    } else {
        (
            number("minutes", 0.5, 60.0, "minutes on each clock")?,
            number("increment", 0.0, 60.0, "seconds added a move")?,
        )
    };
    let start = number("start", 0.0, 10080.0, "starts in")?;
    let min_rating = optional("min_rating", 0.0, 3500.0, "lowest rating")?.map(|r| r as i64);
    let max_rating = optional("max_rating", 0.0, 3500.0, "highest rating")?.map(|r| r as i64);
    if min_rating.zip(max_rating).is_some_and(|(a, b)| a > b) {
        return Err((
            "max_rating",
            "the highest rating is below the lowest".into(),
        ));
    }
    let password = get("password");
    if password.chars().count() > 100 {
        return Err(("password", "a password of at most 100 characters".into()));
    }
    let starts_at = now + (start * 60_000.0) as i64;
    let mut t = Tournament::arena(
        game_id(),
        name,
        variant,
        (minutes * 60_000.0) as i64,
        (increment * 1000.0) as i64,
        get("rated") == "1",
        starts_at,
        0,
        Some(creator.to_owned()),
        now,
    );
    if kind == TournamentKind::Swiss {
        t.kind = TournamentKind::Swiss;
        t.rounds = number("rounds", 2.0, 20.0, "rounds")? as i64;
        t.round_gap_ms = (number("gap", 0.0, 3600.0, "pause between rounds")? * 1000.0) as i64;
        t.days_per_move = days.unwrap_or(0);
        t.ends_at = OPEN_END;
    } else {
        t.ends_at = starts_at + (number("duration", 1.0, 720.0, "length")? * 60_000.0) as i64;
    }
    t.min_rating = min_rating;
    t.max_rating = max_rating;
    t.bots = get("bots") == "1";
    Ok((t, (!password.is_empty()).then_some(password)))
}

/// A form's fields to show again: all but the password, which is not sent back.
fn kept(fields: Vec<(String, String)>) -> Vec<(String, String)> {
    fields
        .into_iter()
        .filter(|(k, _)| k != "password")
        .collect()
}

/// The most tournaments one account may make in 24 hours (the operator's schedules apart).
pub(crate) const TOURNAMENTS_A_DAY: i64 = 5;

/// `POST /tournaments/new`: the tournament made, or the form again with what was wrong.
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
    let now = now_ms();
    // A few a day for each account: the list of tournaments is everyone's.
    let made = state
        .db()
        .tournaments_made_since(&me.id, now - 86_400_000)
        .await
        .unwrap_or(i64::MAX);
    if made >= TOURNAMENTS_A_DAY {
        return new_form(
            &viewer,
            Some((
                "name",
                format!(
                    "you have made {TOURNAMENTS_A_DAY} tournaments in a day, the most one account may: make the next tomorrow, or join one of those listed"
                ),
            )),
            &kept(fields),
        );
    }
    let (t, password) = match read_form(&fields, &me.id, now) {
        Ok(v) => v,
        Err((field, message)) => return new_form(&viewer, Some((field, message)), &kept(fields)),
    };
    let Ok(t) = state.tournaments().create(t, password, &me).await else {
        return unavailable(&viewer);
    };
    Redirect::to(&format!("/tournament/{}", t.id)).into_response()
}

fn arena_view(t: &Tournament, table: &[Standing], now: i64) -> Markup {
    let leader_game = table.iter().find_map(|s| s.playing.clone());
    html! {
        div #standings data-status=(t.phase(now).as_str()) {
            @if t.phase(now) == TournamentPhase::Finished && !table.is_empty() {
                ol.podium aria-label="Podium" {
                    @for s in table.iter().take(3) {
                        li { strong { (s.name) } " " (s.score) @if s.score == 1 { " point" } @else { " points" } }
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
                                        @if s.kind == rukh_store::PlayerKind::Bot { " " span.bot { "BOT" } }
                                        @if s.on_fire { " " span.on-fire title="On fire: the next game is worth double" { "×2" } }
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

/// `4.5` → `4½`; quarters as decimals.
fn halves(x: f64) -> String {
    let whole = x.trunc();
    let frac = x - whole;
    if frac.abs() < 1e-9 {
        format!("{whole}")
    } else if (frac - 0.5).abs() < 1e-9 {
        if whole == 0.0 {
            "½".into()
        } else {
            format!("{whole}½")
        }
    } else {
        format!("{x:.2}")
    }
}

/// A Swiss's round status in words.
fn round_line(t: &Tournament, rounds: &[(i64, i64)], next: Option<i64>, now: i64) -> String {
    let paired = rounds.len() as i64;
    match t.phase(now) {
        TournamentPhase::Upcoming => {
            format!("Round 1 of {} starts {}.", t.rounds, when(t.starts_at, now))
        }
        TournamentPhase::Finished if paired == 0 => {
            "Ended without a round: fewer than two players were in at the start.".into()
        }
        TournamentPhase::Finished => format!("Ended after {paired} of {} rounds.", t.rounds),
        TournamentPhase::Running => match next {
            None => format!("Round {paired} of {} is being played.", t.rounds),
            Some(_) if paired >= t.rounds => {
                "The last round is over; the results are being counted.".into()
            }
            Some(at) if at > now => format!(
                "Round {} of {} starts {}.",
                paired + 1,
                t.rounds,
                when(at, now)
            ),
            Some(_) => format!("Round {} of {} is being paired.", paired + 1, t.rounds),
        },
    }
}

fn swiss_view(
    t: &Tournament,
    rows: &[SwissRow],
    rounds: &[(i64, i64)],
    next: Option<i64>,
    now: i64,
) -> Markup {
    let rank_of = |id: &str| {
        rows.iter()
            .position(|r| r.player_id == id)
            .map_or(0, |i| i + 1)
    };
    let name_of = |id: &str| {
        rows.iter()
            .find(|r| r.player_id == id)
            .map_or("?", |r| r.name.as_str())
    };
    html! {
        div #standings data-status=(t.phase(now).as_str()) {
            p.round-line { (round_line(t, rounds, next, now)) }
            @if t.phase(now) == TournamentPhase::Finished && !rows.is_empty() {
                ol.podium aria-label="Podium" {
                    @for r in rows.iter().take(3) {
                        li { strong { (r.name) } " " (r.points()) @if r.score2 == 2 { " point" } @else { " points" } }
                    }
                }
            }
            @if rows.is_empty() {
                p.muted { "No one has joined yet." }
            } @else {
                div.table-scroll {
                    table.standings.crosstable {
                        caption.sr-only { "Crosstable" }
                        thead { tr {
                            th scope="col" { "#" } th scope="col" { "Player" }
                            @for (r, (_, at)) in rounds.iter().enumerate() {
                                th.rnd scope="col" { abbr title={ "Round " (r + 1) ", paired " (when(*at, now)) } { "R" (r + 1) } }
                            }
                            th.num scope="col" { "Points" }
                            th.num scope="col" { abbr title="Buchholz: the sum of the opponents' points" { "Buchholz" } }
                            th.num.sb scope="col" { abbr title="Sonneborn-Berger: the points of the opponents beaten, and half those of the opponents drawn" { "S-B" } }
                        } }
                        tbody {
                            @for (i, r) in rows.iter().enumerate() {
                                tr.withdrawn[r.withdrawn] {
                                    td { (i + 1) }
                                    th scope="row" {
                                        a href={ "/@/" (r.name) } { (r.name) }
                                        @if r.kind == rukh_store::PlayerKind::Bot { " " span.bot { "BOT" } }
                                        @if r.playing.is_some() { " " span.muted { "playing" } }
                                        @if r.withdrawn { " " span.muted { "withdrew" } }
                                    }
                                    @for c in &r.cells {
                                        @match c {
                                            Cell::Game { opponent, white, outcome, forfeit, game_id } => {
                                                @let (mark, word) = match (outcome, forfeit) {
                                                    (Some(Outcome::Win), true) => ("+", "won by forfeit"),
                                                    (Some(Outcome::Loss), true) => ("−", "lost by forfeit"),
                                                    (Some(Outcome::Win), _) => ("1", "won"),
                                                    (Some(Outcome::Draw), _) => ("½", "drew"),
                                                    (Some(Outcome::Loss), _) => ("0", "lost"),
                                                    (None, _) => ("*", "playing"),
                                                };
                                                @let colour = if *white { "White" } else { "Black" };
                                                td.cell {
                                                    a href={ "/g/" (game_id) } title={ (word) " with " (colour) " against " (name_of(opponent)) } {
                                                        span.res { (mark) }
                                                        span.opp { (if *white { "w" } else { "b" }) (rank_of(opponent)) }
                                                    }
                                                }
                                            }
                                            Cell::Bye => { td.cell title="A bye: a point without a game" { span.res { "1" } span.opp { "bye" } } }
                                            Cell::Out => { td.cell title="Not paired in this round" { "–" } }
                                        }
                                    }
                                    td.num { strong { (r.points()) } }
                                    td.num { (halves(r.buchholz)) }
                                    td.num.sb { (halves(r.sonneborn)) }
                                }
                            }
                        }
                    }
                }
                p.muted.crosstable-key { "Each round: the result (1, ½, 0; + and − for a game won or lost because a side never made its first move), "
                    "then the colour and the opponent's place. Ties are broken by Buchholz, then Sonneborn-Berger." }
            }
        }
    }
}

/// The page's parts of a tournament read with its table.
trait LoadedView {
    fn you(&self, player: &str) -> Option<MeView>;
    fn view(&self, now: i64) -> Markup;
}

impl LoadedView for Loaded {
    /// A player's place in it: whether they are in (not withdrawn), and their game now.
    fn you(&self, player: &str) -> Option<MeView> {
        match &self.table {
            Table::Arena(rows) => rows.iter().find(|s| s.player_id == player).map(|s| MeView {
                joined: !s.withdrawn,
                playing: s.playing.clone(),
            }),
            Table::Swiss { rows, .. } => {
                rows.iter().find(|s| s.player_id == player).map(|s| MeView {
                    joined: !s.withdrawn,
                    playing: s.playing.clone(),
                })
            }
        }
    }

    fn view(&self, now: i64) -> Markup {
        match &self.table {
            Table::Arena(rows) => arena_view(&self.t, rows, now),
            Table::Swiss { rows, rounds, next } => swiss_view(&self.t, rows, rounds, *next, now),
        }
    }
}

fn no_such(viewer: &Viewer) -> Response {
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        "No such tournament",
        html! { h1 { "No such tournament" } p { "See the " a href="/tournaments" { "tournaments" } "." } },
        false,
    )
}

/// `GET /tournament/{id}`.
pub(crate) async fn tournament_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let now = now_ms();
    let loaded = match state.tournaments().load(&id).await {
        Ok(Some(x)) => x,
        Ok(None) => return no_such(&viewer),
        Err(_) => return unavailable(&viewer),
    };
    let t = &loaded.t;
    let me = viewer.player();
    let joined = me.and_then(|p| loaded.you(&p.id)).is_some_and(|y| y.joined);
    if joined && let Some(p) = me {
        state.tournaments().seen(&t.id, p, now).await;
    }
    let refusal = match me {
        Some(p) if !joined => state.tournaments().may_join(t, p, now).await.err(),
        _ => None,
    };
    let swiss = t.is_swiss();
    let body = html! {
        p.crumbs { a href="/tournaments" { "Tournaments" } }
        h1 { (t.name) }
        p.lead { (summary(t, now)) }
        div #tournament data-id=(t.id) data-joined=(joined) data-status=(t.phase(now).as_str()) {
            @if t.phase(now) != TournamentPhase::Finished {
                @if joined {
                    form.inline method="post" action={ "/tournament/" (t.id) "/withdraw" } {
                        button.secondary type="submit" #withdraw { @if swiss { "Withdraw" } @else { "Leave (pause)" } }
                    }
                    p.muted #pairing-note {
                        @if swiss { "You are in: each round pairs you as it starts, and this page takes you to your game." }
                        @else if t.phase(now) == TournamentPhase::Running { "Keep this page open: you are paired as soon as you are free, and taken to your game." }
                        @else { "You are in. Keep this page open when it starts." }
                    }
                } @else if me.is_none() {
                    p { a href="/login" { "Sign in" } " to join" @if !t.rated { " (or play a game first)" } "." }
                } @else if let Some(why) = &refusal {
                    p.muted #cannot-join { (why.why()) }
                } @else {
                    form.inline.join method="post" action={ "/tournament/" (t.id) "/join" } {
                        @if t.password_hash.is_some() {
                            label for="t-pass" { "Password " }
                            input #t-pass name="password" type="password" required autocomplete="off";
                            " "
                        }
                        button type="submit" #join { "Join" }
                    }
                }
            }
        }
        (loaded.view(now))
    };
    layout_en(&viewer, &t.name, body, &["/assets/tournament.js"]).into_response()
}

/// `GET /tournament/{id}/standings`: the standings alone, for the page's script.
pub(crate) async fn standings_fragment(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Response {
    match state.tournaments().load(&id).await {
        Ok(Some(l)) => l.view(now_ms()).into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "no such tournament").into_response(),
        Err(e) => ApiError::from(e).into_response(),
    }
}

/// `POST /tournament/{id}/join` (with `password` for a private one) and `/withdraw`.
pub(crate) async fn join_form(
    State(state): State<AppState>,
    viewer: Viewer,
    ext: axum::http::Extensions,
    Path(id): Path<String>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let password = form
        .ok()
        .and_then(|Form(f)| f.into_iter().rev().find(|(k, _)| k == "password"))
        .map(|(_, v)| v)
        .unwrap_or_default();
    change(
        state,
        viewer,
        id,
        Some((password, crate::http::limits::client_net(&ext))),
    )
    .await
}

pub(crate) async fn withdraw_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    change(state, viewer, id, None).await
}

async fn change(
    state: AppState,
    viewer: Viewer,
    id: String,
    join: Option<(String, std::net::IpAddr)>,
) -> Response {
    let Some(me) = viewer.player().cloned() else {
        return Redirect::to("/login").into_response();
    };
    let tournaments = state.tournaments();
    let t = match tournaments.tournament(&id).await {
        Ok(Some(t)) => t,
        Ok(None) => return no_such(&viewer),
        Err(_) => return unavailable(&viewer),
    };
    let Some((password, ip)) = join else {
        if tournaments.withdraw(&id, &me).await.is_err() {
            return unavailable(&viewer);
        }
        return Redirect::to(&format!("/tournament/{id}")).into_response();
    };
    let back = html! { p { a href={ "/tournament/" (id) } { "Back to the tournament" } } };
    let refused = |why: JoinRefusal| {
        let status = if why.is_conflict() {
            StatusCode::CONFLICT
        } else {
            StatusCode::FORBIDDEN
        };
        page_with(
            &viewer,
            status,
            why.title(),
            html! { h1 { (why.title()) } p { (why.why()) } (back) },
            false,
        )
    };
    if let Err(why) = tournaments.may_join(&t, &me, now_ms()).await {
        return refused(why);
    }
    // Guesses at a private tournament's password are limited as sign-ins are: per network, per
    // network and tournament, and slowed when the tournament's are many.
    if t.password_hash.is_some()
        && !state
            .players()
            .login_gate(ip, Some(&format!("tournament {id}")))
            .await
            .pass()
            .await
    {
        return page_with(
            &viewer,
            StatusCode::TOO_MANY_REQUESTS,
            "Too many tries",
            html! { h1 { "Too many tries" } p { "Wait a few minutes and try the password again." } (back) },
            false,
        );
    }
    match tournaments.join(&t, &me, password).await {
        Ok(Ok(())) => Redirect::to(&format!("/tournament/{id}")).into_response(),
        Ok(Err(why)) => refused(why),
        Err(_) => unavailable(&viewer),
    }
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

/// One round of a Swiss player's: the opponent, the colour and the result (`1`, `½`, `0`, `+`,
/// `-`, or `*` while played), or a bye.
#[derive(Serialize)]
struct RoundView {
    opponent: Option<String>,
    color: Option<&'static str>,
    result: &'static str,
    game: Option<String>,
}

#[derive(Serialize)]
struct SwissLineView {
    name: String,
    /// Points (a draw is 0.5).
    points: f64,
    buchholz: f64,
    sonneborn_berger: f64,
    pairing_number: u32,
    playing: Option<String>,
    withdrawn: bool,
    rounds: Vec<Option<RoundView>>,
}

#[derive(Serialize)]
struct TournamentView {
    id: String,
    name: String,
    kind: String,
    variant: String,
    clock: String,
    rated: bool,
    status: &'static str,
    starts_at: i64,
    /// An arena's end; a Swiss's once it has ended (null before).
    ends_at: Option<i64>,
    /// A Swiss's rounds, those paired so far, and when the next may start.
    rounds: Option<i64>,
    round: Option<i64>,
    next_round_at: Option<i64>,
    private: bool,
    bots: bool,
    min_rating: Option<i64>,
    max_rating: Option<i64>,
    /// An arena's standings.
    standings: Vec<StandingView>,
    /// A Swiss's crosstable, ranked.
    crosstable: Vec<SwissLineView>,
    you: Option<MeView>,
}

/// `GET /api/tournaments/{id}`: the tournament and its standings (or crosstable); for a player
/// in it, their game (and their page counts as open: they may be paired).
pub(crate) async fn api_tournament(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let now = now_ms();
    let loaded = match state.tournaments().load(&id).await {
        Ok(Some(x)) => x,
        Ok(None) => {
            return crate::http::error::ApiError::NotFound(format!("no tournament '{id}'"))
                .into_response();
        }
        Err(e) => return ApiError::from(e).into_response(),
    };
    let you = viewer.player().and_then(|p| loaded.you(&p.id));
    if let (Some(p), Some(y)) = (viewer.player(), &you)
        && y.joined
    {
        state.tournaments().seen(&id, p, now).await;
    }
    let t = &loaded.t;
    let (mut standings_out, mut crosstable_out, mut round, mut next_round_at) =
        (Vec::new(), Vec::new(), None, None);
    match &loaded.table {
        Table::Arena(rows) => {
            standings_out = rows
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
                .collect();
        }
        Table::Swiss { rows, rounds, next } => {
            round = Some(rounds.len() as i64);
            next_round_at = *next;
            let name_of = |id: &str| {
                rows.iter()
                    .find(|r| r.player_id == id)
                    .map(|r| r.name.clone())
            };
            crosstable_out = rows
                .iter()
                .map(|r| SwissLineView {
                    name: r.name.clone(),
                    points: f64::from(r.score2) / 2.0,
                    buchholz: r.buchholz,
                    sonneborn_berger: r.sonneborn,
                    pairing_number: r.number,
                    playing: r.playing.clone(),
                    withdrawn: r.withdrawn,
                    rounds: r
                        .cells
                        .iter()
                        .map(|c| match c {
                            Cell::Game {
                                opponent,
                                white,
                                outcome,
                                forfeit,
                                game_id,
                            } => Some(RoundView {
                                opponent: name_of(opponent),
                                color: Some(if *white { "white" } else { "black" }),
                                result: match (outcome, forfeit) {
                                    (Some(Outcome::Win), true) => "+",
                                    (Some(Outcome::Loss), true) => "-",
                                    (Some(Outcome::Win), _) => "1",
                                    (Some(Outcome::Draw), _) => "½",
                                    (Some(Outcome::Loss), _) => "0",
                                    (None, _) => "*",
                                },
                                game: Some(game_id.clone()),
                            }),
                            Cell::Bye => Some(RoundView {
                                opponent: None,
                                color: None,
                                result: "bye",
                                game: None,
                            }),
                            Cell::Out => None,
                        })
                        .collect(),
                })
                .collect();
        }
    }
    Json(TournamentView {
        id: t.id.clone(),
        name: t.name.clone(),
        kind: t.kind.as_str().to_owned(),
        variant: t.variant.clone(),
        clock: t.clock(),
        rated: t.rated,
        status: t.phase(now).as_str(),
        starts_at: t.starts_at,
        ends_at: (t.ends_at != OPEN_END).then_some(t.ends_at),
        rounds: t.is_swiss().then_some(t.rounds),
        round,
        next_round_at,
        private: t.password_hash.is_some(),
        bots: t.bots,
        min_rating: t.min_rating,
        max_rating: t.max_rating,
        standings: standings_out,
        crosstable: crosstable_out,
        you,
    })
    .into_response()
}

/// Goes berserk in an arena game: half the clock, before one's first move.
async fn berserk(
    state: &AppState,
    viewer: &Viewer,
    game: &str,
) -> Result<crate::wire::GameView, ApiError> {
    let me = viewer
        .player()
        .ok_or_else(|| ApiError::Unauthorized("sign in to play".into()))?;
    Ok(state.tournaments().berserk(game, me).await?)
}

/// `POST /g/{id}/berserk`: the game page's button; back to the game.
pub(crate) async fn berserk_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    match berserk(&state, &viewer, &id).await {
        Ok(_) => Redirect::to(&format!("/g/{id}")).into_response(),
        Err(e) => page_with(
            &viewer,
            e.status(),
            "Berserk refused",
            html! { h1 { "Berserk refused" } p { (e.to_string()) } p { a href={ "/g/" (id) } { "Back to the game" } } },
            false,
        ),
    }
}

/// `POST /api/games/{id}/berserk`: the game after.
pub(crate) async fn api_berserk(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    match berserk(&state, &viewer, &id).await {
        Ok(view) => Json(view).into_response(),
        Err(e) => e.into_response(),
    }
}
