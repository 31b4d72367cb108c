//! The game page (`/g/ID`) and the join page for an invitation.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use serde::Deserialize;

use crate::app::AppState;
use crate::http::identity::Viewer;
use crate::play::summary;
use crate::wire::{ClockKind, GameStatus};

use super::layout::{game_name, layout, page_with, player_cell};

#[derive(Deserialize, Default)]
pub struct GamePageQuery {
    t: Option<String>,
}

/// The site's own address as the browser reached it (`http://host:port`), for links to send.
fn origin(headers: &axum::http::HeaderMap) -> String {
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']'))
        })
        .unwrap_or("127.0.0.1:8080");
    let https = headers
        .get("x-forwarded-proto")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|p| p.eq_ignore_ascii_case("https"));
    format!("{}://{host}", if https { "https" } else { "http" })
}

/// The forms that answer a challenge: accept, or decline with a reason.
pub(crate) fn challenge_answer(l: &crate::site::i18n::Lang, id: &str) -> maud::Markup {
    html! {
        div.challenge-answer {
            form method="post" action={ "/challenges/" (id) "/accept" } {
                button type="submit" .accept { (l.t("challenge-accept")) }
            }
            form method="post" action={ "/challenges/" (id) "/decline" } {
                label.sr-only for={ "reason-" (id) } { (l.t("challenge-why")) }
                select name="reason" id={ "reason-" (id) } {
                    @for (word, text) in crate::play::challenges::DECLINE_REASONS {
                        option value=(word) { (text) }
                    }
                }
                button type="submit" .secondary { (l.t("challenge-decline")) }
            }
        }
    }
}

/// The page of a challenge that was declined, cancelled or played: what became of it.
fn challenge_over(viewer: &Viewer, c: &rukh_store::Challenge) -> Response {
    let me = viewer.identity.id().unwrap_or_default();
    let (title, text) = match c.status.as_str() {
        "declined" => (
            format!("{} declined the challenge", c.challenged_name),
            crate::play::challenges::reason_text(c.reason.as_deref()).to_owned(),
        ),
        "cancelled" => (
            format!("{} cancelled the challenge", c.challenger_name),
            String::new(),
        ),
        _ => ("No such game".to_owned(), String::new()),
    };
    page_with(
        viewer,
        StatusCode::OK,
        &title,
        html! {
            h1 #challenge-over { (title) }
            @if !text.is_empty() { blockquote #decline-reason { (text) } }
            p {
                @if c.challenger == me {
                    a.button href={ "/@/" (c.challenged_name) "#challenge" } { "Challenge " (c.challenged_name) " again" }
                    " "
                }
                a.button.secondary href="/" { "Back to the lobby" }
            }
        },
        false,
    )
}

pub(super) fn no_such_game(viewer: &Viewer) -> Response {
    let l = viewer.lang;
    let title = l.t("no-such-game");
    (
        StatusCode::NOT_FOUND,
        layout(
            viewer,
            &title,
            html! {
                h1 { (title) }
                p { (l.t("no-such-game-help")) " " a href="/" { (l.t("to-the-lobby")) } }
            },
            &[],
        ),
    )
        .into_response()
}

pub async fn game_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<GamePageQuery>,
    headers: axum::http::HeaderMap,
) -> Response {
    // An old private link (`?t=KEY`): the key's seat becomes the visitor's, and the key leaves
    // the address bar.
    if let Some(key) = q.t.filter(|k| !k.is_empty()) {
        return match state.bind_seat(&id, &key, &viewer.identity).await {
            Ok(cookie) => {
                crate::http::identity::with_cookie(cookie, Redirect::to(&format!("/g/{id}")))
            }
            Err(_) => Redirect::to(&format!("/g/{id}")).into_response(),
        };
    }
    // A challenge's game: waiting for its answer, or declined or cancelled (and gone).
    let challenge = state.play().challenge_of(&id).await.ok().flatten();
    let Ok(slot) = state.play().slot(&id).await else {
        return match challenge {
            Some(c) => challenge_over(&viewer, &c),
            None => no_such_game(&viewer),
        };
    };
    // The tournament the game belongs to, if any, and whether it is an arena's (where a player
    // may go berserk), read before the game is held.
    let tournament = state.db().tournament_game(&id).await.ok().flatten();
    let (arena, running) = match &tournament {
        Some((t, ..)) => {
            state
                .db()
                .tournament(t)
                .await
                .ok()
                .flatten()
                .map_or((false, false), |t| {
                    (
                        !t.is_swiss(),
                        t.phase(crate::app::now_ms()) == rukh_store::TournamentPhase::Running,
                    )
                })
        }
        None => (false, false),
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        drop(guard);
        return match challenge {
            Some(c) => challenge_over(&viewer, &c),
            None => no_such_game(&viewer),
        };
    };
    let waiting = challenge
        .as_ref()
        .filter(|c| c.status == "pending" && live.row.status == GameStatus::Open);
    let me = viewer.identity.id().unwrap_or_default();
    let you = live.seat_of(&crate::play::Actor {
        player: viewer.identity.id().map(str::to_owned),
        key: None,
    });
    let invite = match (&live.row.invite_token, you) {
        (Some(i), Some(_)) if live.row.status == GameStatus::Open => Some(i.clone()),
        _ => None,
    };
    let l = viewer.lang;
    let name = game_name(l, &live.variant);
    let body = html! {
        @if let Some(c) = waiting {
            div.card.invite #invite {
                @if c.challenger == me {
                    strong #challenge-waiting { (l.t_with("challenge-waiting", &[("name", &c.challenged_name)])) }
                    p.muted { (l.t("challenge-waiting-help")) }
                    form.cancel-seek method="post" action={ "/g/" (id) "/cancel" } {
                        button type="submit" #cancel-seek { (l.t("cancel-challenge")) }
                    }
                } @else if c.challenged == me {
                    strong { (l.t_with("challenge-to-you", &[("name", &c.challenger_name)])) }
                    (challenge_answer(l, &c.id))
                } @else {
                    strong { (l.t_with("challenge-between", &[("name", &c.challenger_name), ("other", &c.challenged_name)])) }
                }
            }
        } @else if let Some(i) = invite {
            div.card.invite #invite {
                strong {
                    @if live.row.seek { (l.t("invite-seek")) } @else { (l.t("invite-friend")) }
                }
                div.invite-row {
                    input readonly #invite-link value={ (origin(&headers)) "/join/" (id) "?invite=" (i) } aria-label=(l.t("invite-link"));
                    button type="button" #invite-copy { (l.t("copy")) }
                }
                @if live.row.seek && live.row.clock_kind == ClockKind::Live {
                    p.muted { (l.t("invite-seek-stays")) }
                }
                form.cancel-seek method="post" action={ "/g/" (id) "/cancel" } {
                    button type="submit" #cancel-seek {
                        @if live.row.seek { (l.t("cancel-seek")) } @else { (l.t("cancel-game")) }
                    }
                }
            }
        }
        @let changes = crate::site::rule_docs::changes_in_words(l, &live.row.variant, &live.row.rules, &live.row.start_fen);
        @if !changes.is_empty() {
            p.rule-changes #rule-changes {
                strong { (l.t_with("changed-rules-of", &[("game", &name)])) " " }
                span { (changes.join("; ")) "." }
            }
        }
        h1.sr-only {
            (name) ": "
            (live.row.white_name.clone().unwrap_or_else(|| l.t("side-white"))) " – "
            (live.row.black_name.clone().unwrap_or_else(|| l.t("seat-waiting")))
        }
        div #game data-id=(id) data-variant=(super::layout::variant_data(l, &live.variant)) {
            noscript { (l.t("needs-javascript")) " " a href={ "/api/games/" (id) "/pgn" } { "PGN" } }
            p.muted #loading {
                (l.t("loading-board")) " "
                code { "npm ci --prefix web && npm run build --prefix web" }
            }
        }
        @if let Some((_, _, _, wb, bb)) = &tournament {
            @if *wb || *bb {
                p.berserk-note {
                    "⚔ " (l.t(match (wb, bb) { (true, true) => "berserk-both", (true, false) => "berserk-white", _ => "berserk-black" }))
                }
            }
        }
        @if arena && live.row.status == GameStatus::Active && live.row.clock_kind == ClockKind::Live {
            @if let Some(me) = you {
                @let moved = match me { rukh_rules::Color::White => live.row.ply >= 1, rukh_rules::Color::Black => live.row.ply >= 2 };
                @let went = match me { rukh_rules::Color::White => live.row.white_ms, rukh_rules::Color::Black => live.row.black_ms } <= live.row.initial_ms / 2;
                @if !moved && !went {
                    form.inline.berserk method="post" action={ "/g/" (id) "/berserk" } {
                        button.secondary type="submit" #berserk title=(l.t("berserk-title")) { "⚔ " (l.t("berserk")) }
                    }
                }
            }
        }
        p {
            @if let Some((t, ..)) = &tournament {
                a.button href={ "/tournament/" (t) } #back-to-tournament data-running=(running) { (l.t("back-to-tournament")) } " "
            }
            // Drawn hidden while the game goes on: the page shows it when the game ends.
            a.button href={ "/analysis/" (live.variant.id) "?game=" (id) } #analyse hidden[live.row.status != GameStatus::Finished] { (l.t("analyse-game")) } " "
            a href={ "/api/games/" (id) "/pgn" } { (l.t("download-pgn")) } " · "
            a #diagram-link href={ "/api/games/" (id) "/diagram" } title=(l.t("download-diagram-title")) { (l.t("download-diagram")) } " · "
            a href={ "/api/games/" (id) "/courier" } { (l.t("download-courier")) } " · "
            a href={ "/rules/" (live.variant.id) } { (l.t_with("rules-of", &[("game", &name)])) }
        }
    };
    let title = l.t_with("game-title", &[("game", &name)]);
    layout(&viewer, &title, body, &["/assets/app.js"]).into_response()
}

#[derive(Deserialize, Default)]
pub struct JoinQuery {
    invite: Option<String>,
}

pub async fn join_page(
    viewer: Viewer,
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<JoinQuery>,
) -> Response {
    join_view(&state, &viewer, &id, &q.invite.unwrap_or_default(), None).await
}

/// The invitation's page again, with why joining was refused.
pub(crate) async fn join_refused(
    state: &AppState,
    viewer: &Viewer,
    id: &str,
    invite: &str,
    e: crate::http::error::ApiError,
) -> Response {
    join_view(state, viewer, id, invite, Some(e)).await
}

async fn join_view(
    state: &AppState,
    viewer: &Viewer,
    id: &str,
    invite: &str,
    refusal: Option<crate::http::error::ApiError>,
) -> Response {
    let Ok(slot) = state.play().slot(id).await else {
        return no_such_game(viewer);
    };
    let guard = slot.live.lock().await;
    let Some(live) = guard.as_ref() else {
        return no_such_game(viewer);
    };
    let l = viewer.lang;
    if live.row.status != GameStatus::Open {
        return layout(
            viewer,
            &l.t("game-started"),
            html! {
                h1 { (l.t("game-started")) }
                p { a href={ "/g/" (id) } { (l.t("watch-it")) } }
            },
            &[],
        )
        .into_response();
    }
    let g = summary(&live.row);
    let host_side = g.host_side();
    let host = g.name(host_side).unwrap_or_default().to_owned();
    let clock = match live.row.clock_kind {
        ClockKind::Live => l.digits(&crate::play::live::time_control(&live.row)),
        ClockKind::Correspondence => l.tr("days-a-move", &[("n", live.row.days_per_move.into())]),
        ClockKind::None => l.t("unlimited"),
    };
    let name = game_name(l, &live.variant);
    let any = l.t("rating-any");
    let yours = viewer
        .player()
        .is_some_and(|p| g.creator.as_deref() == Some(p.id.as_str()));
    let rated = live.row.rated;
    let needs_account = rated && !viewer.identity.is_account();
    let status = refusal.as_ref().map_or(StatusCode::OK, |e| e.status());
    let body = html! {
        h1 { (l.t_with("invites-you", &[("name", &host), ("game", &name)])) }
        form.card method="post" action={ "/join/" (id) } {
            input type="hidden" name="invite" value=(invite);
            @if let Some(e) = &refusal {
                p.field-error role="alert" #join-error { (e.message()) }
            }
            p { (l.t("host")) " " (player_cell(&g, host_side)) }
            p {
                (l.t("clock")) " " (clock) " · "
                @if rated { strong { (l.t_with("rated", &[("speed", &l.t(&format!("speed-{}", rukh_store::ratings::speed_of(&live.row))))])) } } @else { (l.t("casual")) }
                @if live.row.min_rating.is_some() || live.row.max_rating.is_some() {
                    " · "
                    (l.t_with("for-ratings", &[
                        ("min", &live.row.min_rating.map_or(any.clone(), |m| l.rating(m))),
                        ("max", &live.row.max_rating.map_or(any.clone(), |m| l.rating(m))),
                    ]))
                }
                " · " a href={ "/rules/" (live.variant.id) } { (l.t_with("rules-of", &[("game", &name)])) }
            }
            @let changes = crate::site::rule_docs::changes_in_words(l, &live.row.variant, &live.row.rules, &live.row.start_fen);
            @if !changes.is_empty() {
                p.rule-changes #rule-changes {
                    strong { (l.t_with("changed-rules-of", &[("game", &name)])) " " }
                    span { (changes.join("; ")) "." }
                }
            }
            @if yours {
                p.muted { (l.t("own-game")) " " a href={ "/g/" (id) } { (l.t("back-to-it")) } }
            } @else if needs_account {
                p { (l.t("rated-needs-account")) " " a href={ "/signup" } { (l.t("sign-up")) } " · " a href={ "/login?next=/join/" (id) "?invite=" (invite) } { (l.t("sign-in")) } }
            } @else {
                @if let Some(p) = viewer.player() {
                    p.muted { (l.t_with("you-play-as", &[("name", &p.name)])) }
                } @else {
                    label { (l.t("your-name")) " " input name="name" maxlength="20" placeholder=(l.t("name-made-for-you")); }
                }
                button type="submit" #join { (l.t("join-game")) }
            }
        }
    };
    (status, layout(viewer, &l.t("join"), body, &[])).into_response()
}
