//! Quick pairing, as lichess's front page: one click on a game and a time control in the
//! lobby's grid joins the oldest matching seek of someone else (the game's own rules and start,
//! the same clock, one the player may take), or makes such a seek and waits on its page.

use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::response::{Redirect, Response};
use rukh_rules::variant::BUILTIN_IDS;
use serde::Deserialize;

use crate::app::AppState;
use crate::db::{GameFilter, GameRow};
use crate::http::api::{JoinRequest, NewGame, create_game, join_game};
use crate::http::error::ApiError;
use crate::http::forms::with_cookie;
use crate::http::identity::Viewer;
use crate::http::pages::{self, FormError};
use crate::wire::{ClockKind, GameStatus};

/// The grid's time controls: the lobby form's presets (see `pages::preset`).
pub const QUICK_CLOCKS: &[&str] = &["1+0", "3+2", "5+3", "10+5", "15+10", "d3"];

#[derive(Deserialize)]
pub(crate) struct QuickForm {
    /// `GAME|CLOCK`, such as `shatranj|3+2`.
    quick: String,
}

/// Whether an open game is a seek a quick pairing of `variant` at the clock `(kind, minutes,
/// increment, days)` may join.
pub(crate) fn fits(g: &GameRow, variant: &str, clock: (&str, f64, f64, i64)) -> bool {
    let (kind, minutes, increment, days) = clock;
    let own_start = rukh_rules::variant::builtin(variant).is_ok_and(|v| v.start_fen == g.start_fen);
    g.seek
        && g.status == GameStatus::Open
        && g.variant == variant
        && (g.rules.trim().is_empty() || g.rules.trim() == "{}")
        && own_start
        && g.engine_color.is_none()
        && g.clock_kind.as_str() == kind
        && match g.clock_kind {
            ClockKind::Live => {
                g.initial_ms == (minutes * 60_000.0) as i64
                    && g.increment_ms == (increment * 1000.0) as i64
            }
            ClockKind::Correspondence => g.days_per_move == days,
            ClockKind::None => true,
        }
}

/// `POST /quick`: pairs the player, or makes their seek.
pub(crate) async fn quick_form(
    State(state): State<AppState>,
    viewer: Viewer,
    form: Result<Form<QuickForm>, FormRejection>,
) -> Response {
    let refuse = |message: String| FormError {
        field: "quick",
        message,
    };
    let Ok(Form(f)) = form else {
        let e = refuse("choose a game and a time control in the grid".into());
        return pages::lobby_page(&state, &viewer, &[], Some(e)).await;
    };
    let (variant, tc) = f.quick.split_once('|').unwrap_or(("", ""));
    let clock = pages::preset(tc).filter(|_| QUICK_CLOCKS.contains(&tc));
    let (Some(clock), true) = (clock, BUILTIN_IDS.contains(&variant)) else {
        let e = refuse(format!(
            "'{}' is not a game and time control of the grid",
            f.quick
        ));
        return pages::lobby_page(&state, &viewer, &[], Some(e)).await;
    };
    match pair(&state, &viewer, variant, clock).await {
        Ok((url, cookie)) => with_cookie(cookie, Redirect::to(&url)),
        Err(e) => {
            let e = refuse(e.message().to_owned());
            pages::lobby_page(&state, &viewer, &[], Some(e)).await
        }
    }
}

type Paired = (String, Option<axum_extra::extract::cookie::Cookie<'static>>);

async fn pair(
    state: &AppState,
    viewer: &Viewer,
    variant: &str,
    clock: (&'static str, f64, f64, i64),
) -> Result<Paired, ApiError> {
    let (player, cookie) = state.player_named(&viewer.identity, None).await?;
    let open = state
        .db()
        .list(&GameFilter {
            status: Some(GameStatus::Open),
            variant: Some(variant.to_owned()),
            limit: 200,
            ..GameFilter::default()
        })
        .await?;
    let mine = |g: &GameRow| {
        [&g.white_player, &g.black_player]
            .iter()
            .any(|p| p.as_deref() == Some(player.id.as_str()))
    };
    // One's own seek of the same kind: back to it (a second click does not make a second seek).
    if let Some(g) = open.iter().find(|g| fits(g, variant, clock) && mine(g)) {
        return Ok((format!("/g/{}", g.id), cookie));
    }
    let mut candidates: Vec<&GameRow> = open
        .iter()
        .filter(|g| fits(g, variant, clock) && !mine(g))
        .collect();
    candidates.sort_by_key(|g| g.created_at);
    for g in candidates {
        let Some(invite) = g.invite_token.clone() else {
            continue;
        };
        // A seek this player may not take (rated for accounts only, out of its rating range,
        // taken a moment ago by someone else) is passed over.
        if let Ok(seat) = join_game(
            state,
            &g.id,
            JoinRequest { invite, name: None },
            Some(&player),
        )
        .await
        {
            return Ok((seat.game_url, cookie));
        }
    }
    let (kind, minutes, increment, days) = clock;
    let req = NewGame {
        variant: variant.to_owned(),
        rules: serde_json::Map::new(),
        color: Some("random".into()),
        opponent: Some("seek".into()),
        level: None,
        clock: Some(kind.to_owned()),
        minutes: Some(minutes),
        increment: Some(increment),
        days: (days > 0).then_some(days),
        name: None,
        fen: None,
        rated: Some(viewer.identity.is_account()),
        min_rating: None,
        max_rating: None,
        rating_range: None,
    };
    let made = create_game(state, req, Some(&player)).await?;
    Ok((made.game_url, cookie))
}

/// The speed a grid's clock is rated in, as a word for its button ("Blitz").
pub fn speed_name(tc: &str) -> String {
    let Some((kind, minutes, increment, _)) = pages::preset(tc) else {
        return String::new();
    };
    let kind = match kind {
        "live" => ClockKind::Live,
        "correspondence" => ClockKind::Correspondence,
        _ => ClockKind::None,
    };
    let s = crate::rating::speed(
        kind,
        (minutes * 60_000.0) as i64,
        (increment * 1000.0) as i64,
    );
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
