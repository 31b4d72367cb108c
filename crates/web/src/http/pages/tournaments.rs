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

use super::layout::{game_name_of, layout, page_with, unavailable};
use crate::http::identity::AskedLang;
use crate::site::i18n::Lang;

/// A moment before or after now, in words: "in 5 minutes", "2 hours ago".
fn when(l: &Lang, ms: i64, now: i64) -> String {
    let mins = (ms - now).abs() / 60_000;
    let span = if mins < 1 {
        l.t("tn-under-a-minute")
    } else if mins < 120 {
        l.tr("tn-minutes", &[("n", mins.into())])
    } else {
        l.tr("tn-hours", &[("n", (mins / 60).into())])
    };
    l.t_with(
        if ms >= now { "tn-in" } else { "tn-ago" },
        &[("time", &span)],
    )
}

fn kind_name(l: &Lang, t: &Tournament) -> String {
    l.t(if t.is_swiss() { "tn-swiss" } else { "tn-arena" })
}

pub(crate) fn summary(l: &Lang, t: &Tournament, now: i64) -> Markup {
    html! {
        (kind_name(l, t)) " · " (game_name_of(l, &t.variant)) " · " (l.time_control(&t.clock())) " · "
        (l.t(if t.rated { "challenge-rated" } else { "challenge-casual" })) " · "
        @if t.is_swiss() {
            (l.tr("tn-rounds-n", &[("n", t.rounds.into())]))
        } @else {
            (l.tr("tn-minutes", &[("n", ((t.ends_at - t.starts_at) / 60_000).into())]))
        }
        " · "
        @match t.phase(now) {
            TournamentPhase::Upcoming => { (l.t_with("tn-starts", &[("time", &when(l, t.starts_at, now))])) }
            TournamentPhase::Running if t.is_swiss() => { (l.t("tn-under-way")) }
            TournamentPhase::Running => { (l.t_with("tn-ends", &[("time", &when(l, t.ends_at, now))])) }
            TournamentPhase::Finished => { (l.t_with("tn-ended", &[("time", &when(l, t.ends_at, now))])) }
        }
        @for c in conditions(l, t) { " · " (c) }
    }
}

/// Who may join, in words: the rating range, a password, bots.
fn conditions(l: &Lang, t: &Tournament) -> Vec<String> {
    let mut out = Vec::new();
    let r = |x: i64| l.rating(x);
    match (t.min_rating, t.max_rating) {
        (Some(a), Some(b)) => {
            out.push(l.t_with("tn-rating-range", &[("min", &r(a)), ("max", &r(b))]))
        }
        (Some(a), None) => out.push(l.t_with("tn-rating-min", &[("min", &r(a))])),
        (None, Some(b)) => out.push(l.t_with("tn-rating-max", &[("max", &r(b))])),
        _ => {}
    }
    if t.password_hash.is_some() {
        out.push(l.t("tn-private"));
    }
    if t.bots {
        out.push(l.t("tn-bots-welcome"));
    }
    out
}

/// `GET /tournaments`.
pub(crate) async fn tournaments_page(State(state): State<AppState>, viewer: Viewer) -> Response {
    let l = viewer.lang;
    let now = now_ms();
    let Ok((current, done)) = state.tournaments().list(now, 30).await else {
        return unavailable(&viewer);
    };
    let account = viewer.player().is_some_and(|p| p.is_account());
    let body = html! {
        h1 { (l.t("nav-tournaments")) }
        p.lead { (l.t("tn-arena-lead")) }
        p.lead { (l.t("tn-swiss-lead")) }
        @if account {
            p { a.button href="/tournaments/new" { (l.t("tn-create")) } }
        } @else {
            p.muted { a href="/login" { (l.t("sign-in")) } " " (l.t("tn-to-create")) }
        }
        h2 { (l.t("tn-current")) }
        @if current.is_empty() { p.muted { (l.t("tn-none-now")) } }
        ul.tournament-list {
            @for t in &current {
                li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (summary(l, t, now)) } }
            }
        }
        h2 { (l.t("pl-finished")) }
        @if done.is_empty() { p.muted { (l.t("tn-none-yet")) } }
        ul.tournament-list {
            @for t in &done {
                li { a href={ "/tournament/" (t.id) } { (t.name) } br; span.muted { (summary(l, t, now)) } }
            }
        }
    };
    layout(&viewer, &l.t("nav-tournaments"), body, &[]).into_response()
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
    let l = viewer.lang;
    let kind = value("kind", "arena");
    let body = html! {
        h1 { (l.t("tn-create")) }
        form.card method="post" action="/tournaments/new" {
            fieldset {
                legend { (l.t("tn-kind")) }
                label.check { input type="radio" name="kind" value="arena" checked[kind != "swiss"]; " " (l.t("tn-kind-arena")) }
                label.check { input type="radio" name="kind" value="swiss" checked[kind == "swiss"]; " " (l.t("tn-kind-swiss")) }
            }
            (err("kind"))
            label for="t-name" { (l.t("name")) }
            input #t-name name="name" required maxlength="60" value=(value("name", &l.t_with("tn-default-name", &[("game", &game_name_of(l, "shatranj"))])));
            (err("name"))
            label for="t-variant" { (l.t("col-game")) }
            select #t-variant name="variant" {
                @for id in crate::site::games::site_game_ids() {
                    option value=(id) selected[value("variant", "shatranj") == id] { (game_name_of(l, &id)) }
                }
            }
            (err("variant"))
            label for="t-minutes" { (l.t("tn-f-minutes")) }
            input #t-minutes name="minutes" type="number" min="0.5" max="60" step="0.5" value=(value("minutes", "3"));
            (err("minutes"))
            label for="t-increment" { (l.t("tn-f-increment")) }
            input #t-increment name="increment" type="number" min="0" max="60" value=(value("increment", "2"));
            (err("increment"))
            label for="t-start" { (l.t("tn-f-start")) }
            input #t-start name="start" type="number" min="0" max="10080" value=(value("start", "5"));
            (err("start"))
            fieldset #arena-fields {
                legend { (l.t("tn-arena")) }
                label for="t-duration" { (l.t("tn-f-duration")) }
                input #t-duration name="duration" type="number" min="1" max="720" value=(value("duration", "45"));
                (err("duration"))
            }
            fieldset #swiss-fields {
                legend { (l.t("tn-swiss")) }
                label for="t-rounds" { (l.t("tn-f-rounds")) }
                input #t-rounds name="rounds" type="number" min="2" max="20" value=(value("rounds", "5"));
                (err("rounds"))
                label for="t-gap" { (l.t("tn-f-gap")) }
                input #t-gap name="gap" type="number" min="0" max="3600" value=(value("gap", "30"));
                (err("gap"))
                label for="t-days" { (l.t("tn-f-days")) }
                input #t-days name="days" type="number" min="1" max="14" value=(value("days", ""));
                (err("days"))
            }
            fieldset {
                legend { (l.t("tn-f-who")) }
                label.check { input type="checkbox" name="rated" value="1" checked[value("rated", "1") == "1"]; " " (l.t("tn-f-rated")) }
                label for="t-min" { (l.t("tn-f-min")) }
                input #t-min name="min_rating" type="number" min="0" max="3500" value=(value("min_rating", ""));
                (err("min_rating"))
                label for="t-max" { (l.t("tn-f-max")) }
                input #t-max name="max_rating" type="number" min="0" max="3500" value=(value("max_rating", ""));
                (err("max_rating"))
                label for="t-password" { (l.t("tn-f-password")) }
                input #t-password name="password" type="password" maxlength="100" autocomplete="new-password";
                (err("password"))
                label.check { input type="checkbox" name="bots" value="1" checked[value("bots", "") == "1"]; " " (l.t("tn-f-bots")) }
            }
            p { button type="submit" { (l.t("tn-f-create")) } }
        }
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    (
        status,
        layout(viewer, &l.t("tn-create"), body, &["/assets/tournament.js"]),
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
    l: &Lang,
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
            .ok_or_else(|| {
                let (lo, hi) = (lo.to_string(), hi.to_string());
                (
                    k,
                    l.t_with(
                        "tn-err-number",
                        &[
                            ("what", &l.t(what)),
                            ("min", &l.digits(&lo)),
                            ("max", &l.digits(&hi)),
                        ],
                    ),
                )
            })
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
            .ok_or_else(|| ("kind", l.t_with("tn-err-kind", &[("text", other)])))?,
    };
    let name = get("name");
    if name.is_empty() || name.chars().count() > 60 {
        return Err(("name", l.t("tn-err-name")));
    }
    let variant = get("variant");
    if !crate::site::games::is_site_game(&variant) {
        return Err(("variant", l.t_with("tn-err-game", &[("text", &variant)])));
    }
    let days = optional("days", 1.0, 14.0, "tn-f-days")?.map(|d| d.round() as i64);
    if days.is_some() && kind == TournamentKind::Arena {
        return Err(("days", l.t("tn-err-days")));
    }
    let (minutes, increment) = if days.is_some() {
        (0.0, 0.0)
    } else {
        (
            number("minutes", 0.5, 60.0, "tn-f-minutes")?,
            number("increment", 0.0, 60.0, "tn-f-increment")?,
        )
    };
    let start = number("start", 0.0, 10080.0, "tn-f-start")?;
    let min_rating = optional("min_rating", 0.0, 3500.0, "tn-f-min")?.map(|r| r as i64);
    let max_rating = optional("max_rating", 0.0, 3500.0, "tn-f-max")?.map(|r| r as i64);
    if min_rating.zip(max_rating).is_some_and(|(a, b)| a > b) {
        return Err(("max_rating", l.t("tn-err-range")));
    }
    let password = get("password");
    if password.chars().count() > 100 {
        return Err(("password", l.t("tn-err-password")));
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
        t.rounds = number("rounds", 2.0, 20.0, "tn-f-rounds")? as i64;
        t.round_gap_ms = (number("gap", 0.0, 3600.0, "tn-f-gap")? * 1000.0) as i64;
        t.days_per_move = days.unwrap_or(0);
        t.ends_at = OPEN_END;
    } else {
        t.ends_at =
            starts_at + (number("duration", 1.0, 720.0, "tn-f-duration")? * 60_000.0) as i64;
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
        return new_form(&viewer, Some(("name", viewer.lang.t("tn-err-form"))), &[]);
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
                viewer
                    .lang
                    .tr("tn-err-many", &[("n", TOURNAMENTS_A_DAY.into())]),
            )),
            &kept(fields),
        );
    }
    let (t, password) = match read_form(viewer.lang, &fields, &me.id, now) {
        Ok(v) => v,
        Err((field, message)) => return new_form(&viewer, Some((field, message)), &kept(fields)),
    };
    let Ok(t) = state.tournaments().create(t, password, &me).await else {
        return unavailable(&viewer);
    };
    Redirect::to(&format!("/tournament/{}", t.id)).into_response()
}

fn arena_view(l: &Lang, t: &Tournament, table: &[Standing], now: i64) -> Markup {
    let leader_game = table.iter().find_map(|s| s.playing.clone());
    html! {
        div #standings data-status=(t.phase(now).as_str()) {
            @if t.phase(now) == TournamentPhase::Finished && !table.is_empty() {
                ol.podium aria-label=(l.t("tn-podium")) {
                    @for s in table.iter().take(3) {
                        li { strong { (s.name) } " " (l.tr("tn-points", &[("n", s.score.into())])) }
                    }
                }
            }
            @if let Some(g) = &leader_game {
                p.top-game { (l.t("tn-leading")) " " a href={ "/g/" (g) } { (l.t("tn-watch")) } }
            }
            @if table.is_empty() {
                p.muted { (l.t("tn-nobody")) }
            } @else {
                div.table-scroll {
                    table.standings {
                        caption.sr-only { (l.t("tn-standings")) }
                        thead { tr {
                            th scope="col" { "#" } th scope="col" { (l.t("col-player")) } th scope="col" { (l.t("pl-games")) }
                            th scope="col" { (l.t("tn-points-col")) }
                        } }
                        tbody {
                            @for (i, s) in table.iter().enumerate() {
                                tr.withdrawn[s.withdrawn] {
                                    td { (l.num(i as i64 + 1)) }
                                    th scope="row" {
                                        a href={ "/@/" (s.name) } { (s.name) }
                                        @if s.kind == rukh_store::PlayerKind::Bot { " " span.bot { "BOT" } }
                                        @if s.on_fire { " " span.on-fire title=(l.t("tn-on-fire")) { "×2" } }
                                        @if s.playing.is_some() { " " span.muted { (l.t("tn-playing")) } }
                                        @if s.withdrawn { " " span.muted { (l.t("tn-left")) } }
                                        br;
                                        span.sheet aria-label=(l.t("tn-sheet")) {
                                            @for p in &s.sheet {
                                                span.fire[p.on_fire] { (l.num(p.points.into())) }
                                            }
                                        }
                                    }
                                    td.num { (l.num(s.games as i64)) }
                                    td.num { strong { (l.num(s.score.into())) } }
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
fn round_line(
    l: &Lang,
    t: &Tournament,
    rounds: &[(i64, i64)],
    next: Option<i64>,
    now: i64,
) -> String {
    let paired = rounds.len() as i64;
    let of = |key: &str, n: i64, time: Option<String>| {
        let time = time.unwrap_or_default();
        l.tr(
            key,
            &[
                ("n", n.into()),
                ("num", t.rounds.into()),
                ("time", time.as_str().into()),
            ],
        )
    };
    match t.phase(now) {
        TournamentPhase::Upcoming => of("tn-round-starts", 1, Some(when(l, t.starts_at, now))),
        TournamentPhase::Finished if paired == 0 => l.t("tn-ended-no-round"),
        TournamentPhase::Finished => of("tn-ended-after", paired, None),
        TournamentPhase::Running => match next {
            None => of("tn-round-played", paired, None),
            Some(_) if paired >= t.rounds => l.t("tn-counting"),
            Some(at) if at > now => of("tn-round-starts", paired + 1, Some(when(l, at, now))),
            Some(_) => of("tn-round-pairing", paired + 1, None),
        },
    }
}

fn swiss_view(
    l: &Lang,
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
            p.round-line { (round_line(l, t, rounds, next, now)) }
            @if t.phase(now) == TournamentPhase::Finished && !rows.is_empty() {
                ol.podium aria-label=(l.t("tn-podium")) {
                    @for r in rows.iter().take(3) {
                        li { strong { (r.name) } " " (l.t_with("tn-points-text", &[("text", &l.digits(&r.points()))])) }
                    }
                }
            }
            @if rows.is_empty() {
                p.muted { (l.t("tn-nobody")) }
            } @else {
                div.table-scroll {
                    table.standings.crosstable {
                        caption.sr-only { (l.t("tn-crosstable")) }
                        thead { tr {
                            th scope="col" { "#" } th scope="col" { (l.t("col-player")) }
                            @for (r, (_, at)) in rounds.iter().enumerate() {
                                th.rnd scope="col" { abbr title=(l.tr("tn-round-title", &[("n", (r + 1).into()), ("time", when(l, *at, now).as_str().into())])) { (l.t("tn-round-abbr")) (l.num(r as i64 + 1)) } }
                            }
                            th.num scope="col" { (l.t("tn-points-col")) }
                            th.num scope="col" { abbr title=(l.t("tn-buchholz-title")) { (l.t("tn-buchholz")) } }
                            th.num.sb scope="col" { abbr title=(l.t("tn-sb-title")) { (l.t("tn-sb")) } }
                        } }
                        tbody {
                            @for (i, r) in rows.iter().enumerate() {
                                tr.withdrawn[r.withdrawn] {
                                    td { (l.num(i as i64 + 1)) }
                                    th scope="row" {
                                        a href={ "/@/" (r.name) } { (r.name) }
                                        @if r.kind == rukh_store::PlayerKind::Bot { " " span.bot { "BOT" } }
                                        @if r.playing.is_some() { " " span.muted { (l.t("tn-playing")) } }
                                        @if r.withdrawn { " " span.muted { (l.t("tn-withdrew")) } }
                                    }
                                    @for c in &r.cells {
                                        @match c {
                                            Cell::Game { opponent, white, outcome, forfeit, game_id } => {
                                                @let (mark, word) = match (outcome, forfeit) {
                                                    (Some(Outcome::Win), true) => ("+", "tn-won-forfeit"),
                                                    (Some(Outcome::Loss), true) => ("−", "tn-lost-forfeit"),
                                                    (Some(Outcome::Win), _) => ("1", "tn-won"),
                                                    (Some(Outcome::Draw), _) => ("½", "tn-drew"),
                                                    (Some(Outcome::Loss), _) => ("0", "tn-lost"),
                                                    (None, _) => ("*", "tn-playing"),
                                                };
                                                @let colour = l.t(if *white { "side-white" } else { "side-black" });
                                                td.cell {
                                                    a href={ "/g/" (game_id) } title=(l.t_with("tn-cell", &[("what", &l.t(word)), ("side", &colour), ("name", name_of(opponent))])) {
                                                        span.res { (mark) }
                                                        span.opp { (l.t(if *white { "tn-w" } else { "tn-b" })) (l.num(rank_of(opponent) as i64)) }
                                                    }
                                                }
                                            }
                                            Cell::Bye => { td.cell title=(l.t("tn-bye-title")) { span.res { "1" } span.opp { (l.t("tn-bye")) } } }
                                            Cell::Out => { td.cell title=(l.t("tn-out")) { "–" } }
                                        }
                                    }
                                    td.num { strong { (l.digits(&r.points())) } }
                                    td.num { (l.digits(&halves(r.buchholz))) }
                                    td.num.sb { (l.digits(&halves(r.sonneborn))) }
                                }
                            }
                        }
                    }
                }
                p.muted.crosstable-key { (l.t("tn-key")) }
            }
        }
    }
}

/// The page's parts of a tournament read with its table.
trait LoadedView {
    fn you(&self, player: &str) -> Option<MeView>;
    fn view(&self, l: &Lang, now: i64) -> Markup;
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

    fn view(&self, l: &Lang, now: i64) -> Markup {
        match &self.table {
            Table::Arena(rows) => arena_view(l, &self.t, rows, now),
            Table::Swiss { rows, rounds, next } => swiss_view(l, &self.t, rows, rounds, *next, now),
        }
    }
}

fn no_such(viewer: &Viewer) -> Response {
    let l = viewer.lang;
    page_with(
        viewer,
        StatusCode::NOT_FOUND,
        &l.t("tn-no-such"),
        html! { h1 { (l.t("tn-no-such")) } p { a href="/tournaments" { (l.t("tn-see-all")) } } },
        true,
    )
}

/// Why a player may not join, in `l`: (a title, a sentence).
fn refusal_words(l: &Lang, t: &Tournament, why: &JoinRefusal) -> (String, String) {
    let (title, text) = why.keys();
    let text = match why {
        JoinRefusal::RatingOutOfRange { rating } => {
            let any = l.t("pl-any");
            let bound = |r: Option<i64>| r.map_or_else(|| any.clone(), |r| l.rating(r));
            l.t_with(
                text,
                &[
                    ("min", &bound(t.min_rating)),
                    ("max", &bound(t.max_rating)),
                    ("game", &game_name_of(l, &t.variant)),
                    ("rating", &l.rating(*rating)),
                ],
            )
        }
        _ => l.t(text),
    };
    (l.t(title), text)
}

/// `GET /tournament/{id}`.
pub(crate) async fn tournament_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Response {
    let l = viewer.lang;
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
        p.crumbs { a href="/tournaments" { (l.t("nav-tournaments")) } }
        h1 { (t.name) }
        p.lead { (summary(l, t, now)) }
        div #tournament data-id=(t.id) data-joined=(joined) data-status=(t.phase(now).as_str()) {
            @if t.phase(now) != TournamentPhase::Finished {
                @if joined {
                    form.inline method="post" action={ "/tournament/" (t.id) "/withdraw" } {
                        button.secondary type="submit" #withdraw { (l.t(if swiss { "tn-withdraw" } else { "tn-leave" })) }
                    }
                    p.muted #pairing-note {
                        @if swiss { (l.t("tn-in-swiss")) }
                        @else if t.phase(now) == TournamentPhase::Running { (l.t("tn-in-running")) }
                        @else { (l.t("tn-in-upcoming")) }
                    }
                } @else if me.is_none() {
                    p { a href="/login" { (l.t("sign-in")) } " " (l.t(if t.rated { "tn-to-join" } else { "tn-to-join-casual" })) }
                } @else if let Some(why) = &refusal {
                    p.muted #cannot-join { (refusal_words(l, t, why).1) }
                } @else {
                    form.inline.join method="post" action={ "/tournament/" (t.id) "/join" } {
                        @if t.password_hash.is_some() {
                            label for="t-pass" { (l.t("password")) " " }
                            input #t-pass name="password" type="password" required autocomplete="off";
                            " "
                        }
                        button type="submit" #join { (l.t("join")) }
                    }
                }
            }
        }
        (loaded.view(l, now))
    };
    layout(&viewer, &t.name, body, &["/assets/tournament.js"]).into_response()
}

/// `GET /tournament/{id}/standings`: the standings alone, for the page's script.
pub(crate) async fn standings_fragment(
    State(state): State<AppState>,
    Path(id): Path<String>,
    AskedLang(lang): AskedLang,
) -> Response {
    match state.tournaments().load(&id).await {
        Ok(Some(l)) => l.view(lang, now_ms()).into_response(),
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
    let password = password_of(form);
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
    let l = viewer.lang;
    let back = html! { p { a href={ "/tournament/" (id) } { (l.t("back-to-tournament")) } } };
    let refused = |why: JoinRefusal| {
        let status = if why.is_conflict() {
            StatusCode::CONFLICT
        } else {
            StatusCode::FORBIDDEN
        };
        let (title, text) = refusal_words(l, &t, &why);
        page_with(
            &viewer,
            status,
            &title,
            html! { h1 { (title) } p { (text) } (back) },
            true,
        )
    };
    match try_join(&state, &t, &me, password, ip).await {
        Ok(()) => Redirect::to(&format!("/tournament/{id}")).into_response(),
        Err(JoinFailure::Refused(why)) => refused(why),
        Err(JoinFailure::TooMany) => page_with(
            &viewer,
            StatusCode::TOO_MANY_REQUESTS,
            &l.t("tn-too-many"),
            html! { h1 { (l.t("tn-too-many")) } p { (l.t("tn-too-many-help")) } (back) },
            true,
        ),
        Err(JoinFailure::Unavailable) => unavailable(&viewer),
    }
}

/// The password a join form gives (empty without one).
fn password_of(form: Result<Form<Vec<(String, String)>>, FormRejection>) -> String {
    form.ok()
        .and_then(|Form(f)| f.into_iter().rev().find(|(k, _)| k == "password"))
        .map(|(_, v)| v)
        .unwrap_or_default()
}

/// Why joining failed.
enum JoinFailure {
    Refused(JoinRefusal),
    /// Too many wrong passwords from this network.
    TooMany,
    Unavailable,
}

/// Joins `me` to the tournament, as the page's form and the API do it.
async fn try_join(
    state: &AppState,
    t: &Tournament,
    me: &rukh_store::Player,
    password: String,
    ip: std::net::IpAddr,
) -> Result<(), JoinFailure> {
    let tournaments = state.tournaments();
    tournaments
        .may_join(t, me, now_ms())
        .await
        .map_err(JoinFailure::Refused)?;
    // Guesses at a private tournament's password are limited as sign-ins are: per network, per
    // network and tournament, and slowed when the tournament's are many.
    if t.password_hash.is_some()
        && !state
            .players()
            .login_gate(ip, Some(&format!("tournament {}", t.id)))
            .await
            .pass()
            .await
    {
        return Err(JoinFailure::TooMany);
    }
    match tournaments.join(t, me, password).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(why)) => Err(JoinFailure::Refused(why)),
        Err(_) => Err(JoinFailure::Unavailable),
    }
}

/// `POST /api/tournament/{id}/join` (lichess's address; `password` as a form field for a private
/// one): a token's account joins. `{"ok": true}`, or the refusal's reason as an error.
#[utoipa::path(
    post, path = "/api/tournament/{id}/join", tag = "games", operation_id = "tournament_join",
    summary = "Join a tournament (lichess's address)",
    description = "`password` as a form field for a private tournament.",
    params(("id" = String, Path, description = "The tournament's id")),
    request_body(content = Option<std::collections::BTreeMap<String, String>>, content_type = "application/x-www-form-urlencoded"),
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "Joined", body = crate::wire::Done),
        (status = 401, description = "Not signed in to an account", body = crate::wire::ApiErrorBody),
        (status = 403, description = "Refused: the rating, the password, bots not taken", body = crate::wire::ApiErrorBody),
        (status = 404, description = "No such tournament", body = crate::wire::ApiErrorBody),
        (status = 409, description = "Already in, or over", body = crate::wire::ApiErrorBody)
    )
)]
pub(crate) async fn api_join(
    State(state): State<AppState>,
    viewer: Viewer,
    ext: axum::http::Extensions,
    Path(id): Path<String>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let Some(me) = viewer.player().cloned() else {
        return Err(ApiError::Unauthorized(
            "joining needs an account: send its token as `Authorization: Bearer TOKEN`".into(),
        ));
    };
    let password = password_of(form);
    let tournaments = state.tournaments();
    let unavailable =
        || ApiError::Unavailable("the tournaments cannot be read now; try again".into());
    let t = tournaments
        .tournament(&id)
        .await
        .map_err(|_| unavailable())?
        .ok_or_else(|| ApiError::NotFound(format!("no tournament '{id}'")))?;
    let l = viewer.lang;
    let refused = |why: JoinRefusal| {
        let (title, text) = refusal_words(l, &t, &why);
        let said = format!("{title}: {text}");
        if why.is_conflict() {
            ApiError::Conflict(said)
        } else {
            ApiError::Forbidden(said)
        }
    };
    let ip = crate::http::limits::client_net(&ext);
    match try_join(&state, &t, &me, password, ip).await {
        Ok(()) => Ok(Json(serde_json::json!({ "ok": true }))),
        Err(JoinFailure::Refused(why)) => Err(refused(why)),
        Err(JoinFailure::TooMany) => Err(ApiError::TooMany(l.t("tn-too-many-help"))),
        Err(JoinFailure::Unavailable) => Err(unavailable()),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
struct MeView {
    joined: bool,
    playing: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
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
#[derive(Serialize, utoipa::ToSchema)]
struct RoundView {
    opponent: Option<String>,
    color: Option<&'static str>,
    result: &'static str,
    game: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
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

#[derive(Serialize, utoipa::ToSchema)]
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
#[utoipa::path(
    get, path = "/api/tournaments/{id}", tag = "games",
    summary = "A tournament with its standings or crosstable",
    params(("id" = String, Path, description = "The tournament's id")),
    security((), ("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The tournament; for a player in it, their game", body = TournamentView),
        (status = 404, description = "No such tournament", body = crate::wire::ApiErrorBody)
    )
)]
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
            &viewer.lang.t("tn-berserk-refused"),
            html! {
                h1 { (viewer.lang.t("tn-berserk-refused")) }
                p lang="en" dir="ltr" { (e.to_string()) }
                p { a href={ "/g/" (id) } { (viewer.lang.t("back-to-game")) } }
            },
            true,
        ),
    }
}

/// `POST /api/games/{id}/berserk`: the game after.
#[utoipa::path(
    post, path = "/api/games/{id}/berserk", tag = "games",
    summary = "Go berserk in an arena game: half the clock, before one's first move",
    params(("id" = String, Path, description = "The game's id")),
    security(("session" = []), ("token" = [])),
    responses(
        (status = 200, description = "The game after", body = crate::wire::GameView),
        (status = 401, description = "Not signed in", body = crate::wire::ApiErrorBody),
        (status = 409, description = "Not an arena game, or too late", body = crate::wire::ApiErrorBody)
    )
)]
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
