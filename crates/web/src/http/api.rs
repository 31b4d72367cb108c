//! The JSON API for bots and the pages: games made, joined, listed, moved in and downloaded,
//! and the lobby's lists as server-sent events.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use axum::response::Response;
use rand::Rng;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position};
use serde::Deserialize;
use serde_json::Value;
use tokio::sync::broadcast;

use crate::app::{AppState, Change, game_id, now_ms, secret};
use crate::db::{DbError, GameFilter, GameRow};
use crate::http::error::{ApiError, bad, body_error, field, not_found};
use crate::http::identity::Identity;
use crate::http::pages;
use crate::metrics;
use crate::play::actor::{Actor, TokenQuery, token_of};
use crate::play::live::{Action, Refusal, make_variant};
use crate::player::Player;
use crate::wire::{
    ClockKind, GameStatus, GameSummary, GameView, LobbyLists, Ratings, RematchReply, SeatTaken,
    Side, VariantInfo,
};

/// What a new game is: the JSON of `POST /api/games` and the lobby form.
#[derive(Deserialize, Debug, Default)]
pub struct NewGame {
    pub variant: String,
    /// Rule overrides, KEY: VALUE.
    #[serde(default)]
    pub rules: serde_json::Map<String, Value>,
    /// `white`, `black` or `random`.
    #[serde(default)]
    pub color: Option<String>,
    /// `human` (invitation link) or `engine`.
    #[serde(default)]
    pub opponent: Option<String>,
    /// Engine strength 1..8.
    #[serde(default)]
    pub level: Option<i64>,
    /// `live`, `correspondence` or `none`.
    #[serde(default)]
    pub clock: Option<String>,
    #[serde(default)]
    pub minutes: Option<f64>,
    #[serde(default)]
    pub increment: Option<f64>,
    #[serde(default)]
    pub days: Option<i64>,
    #[serde(default)]
    pub name: Option<String>,
    /// A start position other than the game's own.
    #[serde(default)]
    pub fen: Option<String>,
    /// Rated (changes both players' ratings) or casual. By default a game between accounts is
    /// rated where it can be (see `rating::unratable`); games against the engine are casual.
    #[serde(default)]
    pub rated: Option<bool>,
    /// The ratings a seek's taker must have (in the game and speed of the seek).
    #[serde(default)]
    pub min_rating: Option<i64>,
    #[serde(default)]
    pub max_rating: Option<i64>,
    /// The lobby form's range: the taker's rating at most this far from the creator's.
    #[serde(skip)]
    pub rating_range: Option<i64>,
}

pub(crate) fn clean_name(n: Option<&str>) -> Option<String> {
    let n: String = n?
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect();
    (!n.is_empty()).then_some(n)
}

/// Makes a game for `creator` (a browser's player, a bot; None: a program holding only the
/// seat's key).
pub(crate) async fn create_game(
    state: &AppState,
    req: NewGame,
    creator: Option<&Player>,
) -> Result<SeatTaken, ApiError> {
    if !BUILTIN_IDS.contains(&req.variant.as_str()) {
        return Err(field(
            "variant",
            format!(
                "unknown game '{}': choose one of {}",
                req.variant,
                BUILTIN_IDS.join(", ")
            ),
        ));
    }
    let rules = Value::Object(req.rules.clone()).to_string();
    let variant = make_variant(&req.variant, &rules).map_err(|e| field("rules", e))?;
    let start_fen = match &req.fen {
        Some(f) if !f.trim().is_empty() => Position::from_fen(&variant, f.trim())
            .map_err(|e| field("fen", format!("start position: {e}")))?
            .fen(),
        _ => variant.start_fen.clone(),
    };
    if Position::from_fen(&variant, &start_fen)
        .map(|p| p.is_game_over())
        .unwrap_or(true)
    {
        return Err(field("fen", "the start position is already decided"));
    }
    let color = match req.color.as_deref().unwrap_or("random") {
        "white" => Color::White,
        "black" => Color::Black,
        "random" | "" => {
            if rand::rng().random::<bool>() {
                Color::White
            } else {
                Color::Black
            }
        }
        other => {
            return Err(field(
                "color",
                format!("colour '{other}': use white, black or random"),
            ));
        }
    };
    let opponent = req.opponent.as_deref().unwrap_or("human");
    let engine = match opponent {
        "human" | "" | "seek" => false,
        "engine" => true,
        other => {
            return Err(bad(format!(
                "opponent '{other}': use human (a friend, by link), seek (anyone in the lobby) or engine"
            )));
        }
    };
    let seek = opponent == "seek";
    let level = req.level.unwrap_or(4);
    if !(1..=8).contains(&level) {
        return Err(field("level", "engine level runs from 1 to 8"));
    }
    let (clock_kind, initial_ms, increment_ms, days) = match req.clock.as_deref().unwrap_or("none")
    {
        "none" | "" => (ClockKind::None, 0, 0, 0),
        "live" => {
            let m = req.minutes.unwrap_or(10.0);
            let i = req.increment.unwrap_or(5.0);
            if !(0.25..=240.0).contains(&m) || !(0.0..=120.0).contains(&i) {
                return Err(field(
                    "clock",
                    "live clock: 0.25 to 240 minutes, 0 to 120 seconds a move",
                ));
            }
            (
                ClockKind::Live,
                (m * 60_000.0) as i64,
                (i * 1000.0) as i64,
                0,
            )
        }
        "correspondence" => {
            let d = req.days.unwrap_or(3);
            if !(1..=30).contains(&d) {
                return Err(field("clock", "correspondence: 1 to 30 days a move"));
            }
            (ClockKind::Correspondence, 0, 0, d)
        }
        other => {
            return Err(field(
                "clock",
                format!("clock '{other}': use live, correspondence or none"),
            ));
        }
    };
    let now = now_ms();
    // Rated or casual: rated needs two accounts, a game that can be rated, and no engine.
    let why_not = crate::rating::unratable(&variant.id, &rules, &start_fen, clock_kind);
    let rated = match req.rated {
        Some(true) => {
            if !creator.is_some_and(Player::is_account) {
                return Err(field(
                    "mode",
                    "rated games are for accounts: sign in (or sign up), or play casual",
                ));
            }
            if engine {
                return Err(field(
                    "mode",
                    "games against the engine are casual: choose casual",
                ));
            }
            if let Some(why) = why_not {
                return Err(field("mode", format!("rated: {why}; choose casual")));
            }
            true
        }
        Some(false) => false,
        None => creator.is_some_and(Player::is_account) && !engine && why_not.is_none(),
    };
    let speed = crate::rating::speed(clock_kind, initial_ms, increment_ms);
    let mut ratings = None;
    let (mut min_rating, mut max_rating) = (req.min_rating, req.max_rating);
    if rated && let Some(p) = creator {
        let stand = state.0.db.stand(&p.id, &variant.id, speed, now).await?;
        // Only the creator's side is known yet.
        let mut known = crate::rating::start(&stand, &stand);
        match color {
            Color::White => known.black = None,
            Color::Black => known.white = None,
        }
        ratings = Some(serde_json::to_string(&known).expect("ratings serialize"));
        if let Some(r) = req.rating_range.filter(|r| *r > 0) {
            min_rating = Some(stand.rating.round() as i64 - r);
            max_rating = Some(stand.rating.round() as i64 + r);
        }
    }
    if min_rating.is_some() || max_rating.is_some() {
        if !(rated && seek) {
            return Err(field("mode", "a rating range is for rated open seeks"));
        }
        if min_rating.zip(max_rating).is_some_and(|(a, b)| a > b) {
            return Err(field(
                "mode",
                "the rating range's lowest is above its highest",
            ));
        }
    }
    let token = secret();
    let name = match creator {
        Some(p) => p.name.clone(),
        None => clean_name(req.name.as_deref()).unwrap_or_else(|| "Anonymous".into()),
    };
    let engine_name = format!("Rukh (level {level})");
    let me = creator.map(|p| p.id.clone());
    let bot = engine.then(|| crate::player::engine_id(level));
    let (mut white_name, mut black_name, mut white_token, mut black_token) =
        (None, None, None, None);
    let (mut white_player, mut black_player) = (None, None);
    match color {
        Color::White => {
            white_name = Some(name);
            white_token = Some(token.clone());
            white_player = me;
            if engine {
                black_name = Some(engine_name);
                black_player = bot;
            }
        }
        Color::Black => {
            black_name = Some(name);
            black_token = Some(token.clone());
            black_player = me;
            if engine {
                white_name = Some(engine_name);
                white_player = bot;
            }
        }
    }
    let kind_of = |p: &Option<String>| {
        p.as_ref().map(|id| {
            if id.starts_with("engine-") {
                "engine".to_owned()
            } else {
                creator.map(|c| c.kind.clone()).unwrap_or_default()
            }
        })
    };
    let invite = (!engine).then(secret);
    let row = GameRow {
        white_kind: kind_of(&white_player),
        black_kind: kind_of(&black_player),
        white_player,
        black_player,
        rated,
        ratings,
        min_rating,
        max_rating,
        seek,
        rematch: None,
        rematch_offer: None,
        imported: None,
        version: 0,
        id: game_id(),
        variant: variant.id.clone(),
        rules,
        start_fen,
        status: if engine {
            GameStatus::Active
        } else {
            GameStatus::Open
        },
        result: None,
        termination: None,
        description: None,
        white_name,
        black_name,
        white_token,
        black_token,
        invite_token: invite.clone(),
        engine_color: engine.then(|| Side::from(!color)),
        engine_level: level,
        clock_kind,
        initial_ms,
        increment_ms,
        days_per_move: days,
        white_ms: initial_ms,
        black_ms: initial_ms,
        turn_started_at: now,
        draw_offer: None,
        takeback_offer: None,
        ply: 0,
        created_at: now,
        updated_at: now,
    };
    state.0.db.insert_game(&row).await?;
    let id = row.id.clone();
    if engine {
        let slot = state.slot(&id).await?;
        let mut guard = slot.live.lock().await;
        if let Some(live) = guard.as_mut() {
            state.after_change(live);
        }
    }
    state.lobby_changed().await;
    Ok(SeatTaken {
        game_url: format!("/g/{id}"),
        invite_url: invite.map(|i| format!("/join/{id}?invite={i}")),
        id,
        token,
        color: color.into(),
        rated: Some(rated),
    })
}

#[derive(Deserialize)]
pub struct JoinRequest {
    pub invite: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// Takes the empty seat of an open game for `joiner` (None: a program holding only the key it is
/// given).
pub(crate) async fn join_game(
    state: &AppState,
    id: &str,
    req: JoinRequest,
    joiner: Option<&Player>,
) -> Result<SeatTaken, ApiError> {
    let slot = state.slot(id).await?;
    let mut guard = slot.live.lock().await;
    let live = guard.as_mut().ok_or_else(|| not_found(id))?;
    if live.row.status != GameStatus::Open {
        return Err(ApiError::Conflict(
            "this game already has its two players".into(),
        ));
    }
    if live.row.invite_token.as_deref() != Some(req.invite.as_str()) || req.invite.is_empty() {
        return Err(ApiError::Forbidden(
            "this invitation is not valid for the game".into(),
        ));
    }
    let me = joiner.map(|p| p.id.clone());
    if me.is_some() && (live.row.white_player == me || live.row.black_player == me) {
        return Err(ApiError::Conflict("this is your own game: it waits for another player (send the invitation to your opponent)".into(),
        ));
    }
    let now = now_ms();
    let color = if live.row.white_token.is_none() && live.row.white_player.is_none() {
        Color::White
    } else {
        Color::Black
    };
    if live.row.rated {
        let Some(p) = joiner.filter(|p| p.is_account()) else {
            return Err(ApiError::Forbidden(
                "this is a rated game: sign in (or sign up) to take it".into(),
            ));
        };
        let speed = crate::rating::speed_of(&live.row);
        let mine = state
            .0
            .db
            .stand(&p.id, &live.row.variant, speed, now)
            .await?;
        let r = mine.rating.round() as i64;
        if live.row.min_rating.is_some_and(|m| r < m) || live.row.max_rating.is_some_and(|m| r > m)
        {
            return Err(ApiError::Forbidden(format!(
                "this seek asks for a rating from {} to {}; yours is {}",
                live.row.min_rating.map_or("any".into(), |m| m.to_string()),
                live.row.max_rating.map_or("any".into(), |m| m.to_string()),
                mine.label()
            )));
        }
        let host = match color {
            Color::White => live.row.black_player.clone(),
            Color::Black => live.row.white_player.clone(),
        };
        let theirs = match host {
            Some(h) => state.0.db.stand(&h, &live.row.variant, speed, now).await?,
            None => crate::rating::Stand::new(now),
        };
        let (w, b) = match color {
            Color::White => (mine, theirs),
            Color::Black => (theirs, mine),
        };
        live.row.ratings = Some(crate::rating::start_json(&w, &b));
    }
    let token = secret();
    let name = match joiner {
        Some(p) => p.name.clone(),
        None => clean_name(req.name.as_deref()).unwrap_or_else(|| "Anonymous".into()),
    };
    let kind = joiner.map(|p| p.kind.clone());
    match color {
        Color::White => {
            live.row.white_token = Some(token.clone());
            live.row.white_name = Some(name);
            live.row.white_player = me;
            live.row.white_kind = kind;
        }
        Color::Black => {
            live.row.black_token = Some(token.clone());
            live.row.black_name = Some(name);
            live.row.black_player = me;
            live.row.black_kind = kind;
        }
    }
    live.row.status = GameStatus::Active;
    live.row.invite_token = None;
    live.row.turn_started_at = now;
    live.row.updated_at = now;
    state.store(&mut guard, None, &[], &[]).await?;
    let _ = slot.changed.send(Change::State);
    let _ = state.0.lobby.send(());
    Ok(SeatTaken {
        game_url: format!("/g/{id}"),
        id: id.to_owned(),
        token,
        color: color.into(),
        rated: None,
        invite_url: None,
    })
}

/// A visit with a seat's key (the private links of earlier versions): a seat nobody's player
/// holds becomes the visitor's (made anonymous player now if they have none, named as the seat
/// was). A seat another player holds stays theirs. Returns the cookie to set, if a player was
/// made.
pub(crate) async fn bind_seat(
    state: &AppState,
    id: &str,
    key: &str,
    identity: &Identity,
) -> Result<Option<axum_extra::extract::cookie::Cookie<'static>>, ApiError> {
    let slot = state.slot(id).await?;
    let mut guard = slot.live.lock().await;
    let live = guard.as_mut().ok_or_else(|| not_found(id))?;
    let Some(color) = live.seat(Some(key)) else {
        return Ok(None);
    };
    let (holder, name) = match color {
        Color::White => (&live.row.white_player, &live.row.white_name),
        Color::Black => (&live.row.black_player, &live.row.black_name),
    };
    if holder.is_some() {
        return Ok(None);
    }
    let wanted = name
        .clone()
        .filter(|n| crate::player::check_username(n).is_ok());
    let (player, cookie) = match state.player_named(identity, wanted.as_deref()).await {
        Ok(made) => made,
        Err(_) => state.player_or_new(identity).await?,
    };
    let other = match color {
        Color::White => &live.row.black_player,
        Color::Black => &live.row.white_player,
    };
    if other.as_deref() == Some(player.id.as_str()) {
        // Both seats' links in one browser: the second stays a key's seat.
        return Ok(cookie);
    }
    match color {
        Color::White => {
            live.row.white_player = Some(player.id.clone());
            live.row.white_kind = Some(player.kind.clone());
        }
        Color::Black => {
            live.row.black_player = Some(player.id.clone());
            live.row.black_kind = Some(player.kind.clone());
        }
    }
    state.store(&mut guard, None, &[], &[]).await?;
    let _ = slot.changed.send(Change::State);
    Ok(cookie)
}

pub(crate) async fn api_variants() -> Json<Vec<VariantInfo>> {
    Json(
        BUILTIN_IDS
            .iter()
            .filter_map(|id| builtin(id).ok())
            .map(|v| pages::variant_json(&v))
            .collect(),
    )
}

#[derive(Deserialize, Default)]
pub struct ListQuery {
    pub status: Option<GameStatus>,
    pub variant: Option<String>,
    pub player: Option<String>,
    pub result: Option<String>,
    /// `imported` (games brought in from files) or `played` (games played here).
    pub origin: Option<String>,
    pub limit: Option<i64>,
    /// The page of the list, from 1.
    pub page: Option<i64>,
}

impl ListQuery {
    pub(crate) fn filter(&self) -> GameFilter {
        let nonempty = |s: &Option<String>| s.clone().filter(|s| !s.is_empty());
        GameFilter {
            status: self.status,
            variant: nonempty(&self.variant),
            player: nonempty(&self.player),
            result: nonempty(&self.result),
            imported: match self.origin.as_deref() {
                Some("imported") => Some(true),
                Some("played") => Some(false),
                _ => None,
            },
            limit: self.limit.unwrap_or(100),
            offset: (self.page.unwrap_or(1).clamp(1, 10_000) - 1)
                * self.limit.unwrap_or(100).clamp(1, 500),
            hide_aborted: false,
        }
    }
}

pub fn summary(g: &GameRow) -> GameSummary {
    let url = |player: &Option<String>, kind: &Option<String>, name: &Option<String>| {
        player.as_deref().and_then(|id| {
            crate::player::page_url(id, kind.as_deref(), name.as_deref().unwrap_or(""))
        })
    };
    GameSummary {
        id: g.id.clone(),
        variant: g.variant.clone(),
        variant_name: builtin(&g.variant)
            .map(|v| v.name.clone())
            .unwrap_or_else(|_| g.variant.clone()),
        status: g.status,
        white: g.white_name.clone(),
        black: g.black_name.clone(),
        result: g.result.clone(),
        termination: g.termination.clone(),
        clock: g.clock_kind,
        engine: g.engine_color.is_some(),
        plies: g.ply,
        created_at: g.created_at,
        updated_at: g.updated_at,
        seek: g.seek,
        creator: (g.status == GameStatus::Open)
            .then(|| g.white_player.clone().or(g.black_player.clone()))
            .flatten(),
        imported: g.imported.clone(),
        time_control: time_control(g),
        speed: crate::rating::speed_of(g).to_owned(),
        rated: g.rated,
        ratings: g
            .ratings
            .as_deref()
            .and_then(|r| serde_json::from_str::<Ratings>(r).ok()),
        min_rating: g.min_rating,
        max_rating: g.max_rating,
        white_url: url(&g.white_player, &g.white_kind, &g.white_name),
        black_url: url(&g.black_player, &g.black_kind, &g.black_name),
        white_bot: g.white_kind.as_deref() == Some("bot"),
        black_bot: g.black_kind.as_deref() == Some("bot"),
        // A seek is open to anyone: its link is public.
        join_url: (g.seek && g.status == GameStatus::Open)
            .then(|| {
                g.invite_token
                    .as_ref()
                    .map(|t| format!("/join/{}?invite={t}", g.id))
            })
            .flatten(),
        rule_changes: crate::site::rule_docs::changes_in_words(&g.variant, &g.rules, &g.start_fen),
    }
}

/// A game's time control as players write it: `5+3`, `3 days`, `unlimited`.
pub fn time_control(g: &GameRow) -> String {
    match g.clock_kind {
        ClockKind::Live => {
            let m = g.initial_ms as f64 / 60_000.0;
            let minutes = if m.fract() == 0.0 {
                format!("{m:.0}")
            } else {
                format!("{m}")
            };
            format!("{minutes}+{}", g.increment_ms / 1000)
        }
        ClockKind::Correspondence => format!(
            "{} day{}",
            g.days_per_move,
            if g.days_per_move == 1 { "" } else { "s" }
        ),
        ClockKind::None => "unlimited".into(),
    }
}

/// The lobby's lists: open seeks and games in progress, as the lobby page shows them.
pub async fn lobby_lists(state: &AppState) -> Result<LobbyLists, DbError> {
    let list = |status: GameStatus| GameFilter {
        status: Some(status),
        limit: 50,
        ..GameFilter::default()
    };
    let open = state.0.db.list(&list(GameStatus::Open)).await?;
    let active = state.0.db.list(&list(GameStatus::Active)).await?;
    Ok(LobbyLists {
        seeks: open.iter().filter(|g| g.seek).map(summary).collect(),
        active: active
            .iter()
            .filter(|g| !pages::abandoned(g))
            .map(summary)
            .collect(),
    })
}

/// The lobby's lists as server-sent events: at once, then after every change. The lists are
/// made once per change and shared by every viewer (`AppState::lobby_view`).
pub(crate) async fn lobby_events(
    State(state): State<AppState>,
    identity: Identity,
) -> axum::response::sse::Sse<
    impl futures_util::Stream<Item = Result<axum::response::sse::Event, std::convert::Infallible>>,
> {
    use axum::response::sse::{Event, KeepAlive, Sse};
    let rx = state.0.lobby_view.subscribe();
    // While the stream is open, its player's live seeks stay in the lobby.
    let here = identity.id().map(|p| Arc::new(state.presence(p)));
    let stream = futures_util::stream::unfold(
        (state, rx, true, here),
        |(state, mut rx, first, here)| async move {
            if first {
                if rx.borrow().is_empty() {
                    // The process has just started: its first lists are being made.
                    tokio::select! {
                        got = rx.changed() => got.ok()?,
                        _ = state.stopping() => return None,
                    }
                }
            } else {
                tokio::select! {
                    got = rx.changed() => got.ok()?,
                    // The process stops: the stream ends (the page's EventSource reconnects).
                    _ = state.stopping() => return None,
                }
            }
            let data = Arc::clone(&rx.borrow_and_update());
            Some((
                Ok(Event::default().event("lists").data(data.as_str())),
                (state, rx, false, here),
            ))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}

impl AppState {
    /// Makes the lobby's lists again after each change (changes that come together, within
    /// 200 ms, are made once), for every viewer to share.
    pub(crate) async fn keep_lobby_view(self, mut rx: broadcast::Receiver<()>) {
        let mut first = true;
        loop {
            if !first {
                match rx.recv().await {
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return,
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
                while rx.try_recv().is_ok() {}
            }
            first = false;
            let t = Instant::now();
            let data = lobby_lists(&self)
                .await
                .map(|v| serde_json::to_string(&v).expect("lists serialize"))
                .unwrap_or_else(|_| "{\"error\":\"the database is not answering\"}".into());
            metrics::LOBBY.add(t);
            self.0
                .lobby_made
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            self.0.lobby_view.send_replace(Arc::new(data));
        }
    }
}

pub(crate) async fn api_list(
    State(state): State<AppState>,
    q: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Vec<GameSummary>>, ApiError> {
    let Query(q) = q.map_err(|e| bad(format!("query: {e}")))?;
    let games = state.0.db.list(&q.filter()).await?;
    Ok(Json(games.iter().map(summary).collect::<Vec<_>>()))
}

/// `POST /api/games`: a game for the caller. A browser's session or a bot's token makes it the
/// player's; a program with neither gets the seat's key only.
pub(crate) async fn api_create(
    State(state): State<AppState>,
    identity: Identity,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Result<(StatusCode, Json<SeatTaken>), ApiError> {
    let Json(req) = body.map_err(body_error)?;
    let created = create_game(&state, req, identity.player.as_ref()).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

pub(crate) async fn api_game(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<GameView>, ApiError> {
    let slot = state.slot(&id).await?;
    let guard = slot.live.lock().await;
    let live = guard.as_ref().ok_or_else(|| not_found(&id))?;
    let viewer = live.seat_of(&Actor::new(&identity, token_of(&headers, &q)));
    Ok(Json(live.view(viewer, now_ms())))
}

pub(crate) async fn api_join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    body: Result<Json<JoinRequest>, JsonRejection>,
) -> Result<Json<SeatTaken>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    Ok(Json(
        join_game(&state, &id, req, identity.player.as_ref()).await?,
    ))
}

pub(crate) async fn api_action(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<Action>, JsonRejection>,
) -> Result<Json<GameView>, ApiError> {
    let Json(action) = body.map_err(body_error)?;
    let who = Actor::new(&identity, token_of(&headers, &q));
    Ok(Json(state.act(&id, &who, &action).await?))
}

#[derive(Deserialize)]
pub(crate) struct MoveBody {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default)]
    ply: Option<i64>,
}

pub(crate) async fn api_move(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> Result<Json<GameView>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let who = Actor::new(&identity, token_of(&headers, &q));
    let action = Action::Move {
        mv: b.mv,
        ply: b.ply,
    };
    Ok(Json(state.act(&id, &who, &action).await?))
}

pub(crate) async fn download(state: &AppState, id: &str, pgn: bool) -> Result<Response, ApiError> {
    let slot = state.slot(id).await?;
    let guard = slot.live.lock().await;
    let live = guard.as_ref().ok_or_else(|| not_found(id))?;
    let (text, ext) = if pgn {
        (live.pgn(), "pgn")
    } else {
        (live.courier_log(), "txt")
    };
    let disposition = format!("attachment; filename=\"rukh-{id}.{ext}\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    )
        .into_response())
}

pub(crate) async fn api_pgn(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &id, true).await
}

pub(crate) async fn api_courier(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &id, false).await
}

/// A rematch of a finished game: the same game, rules, start and clock, the colours swapped.
/// The first player to ask offers it; the other accepts by asking too (or declines, see
/// [`decline_rematch`]), and only then does the game start, both players seated (by their
/// player, and with the keys they have). The engine accepts at once. Asked again once started,
/// by either player, it answers with the same new game.
pub(crate) async fn rematch_game(
    state: &AppState,
    id: &str,
    who: &Actor,
) -> Result<RematchReply, ApiError> {
    let slot = state.slot(id).await?;
    let mut guard = slot.live.lock().await;
    let live = guard.as_mut().ok_or_else(|| not_found(id))?;
    let Some(me) = live.seat_of(who) else {
        return Err(Refusal::NotAPlayer.into());
    };
    if live.row.status != GameStatus::Finished {
        return Err(ApiError::Conflict(
            "a rematch starts once the game is over".into(),
        ));
    }
    if let Some(next) = live.row.rematch.clone() {
        return Ok(RematchReply::started(next));
    }
    let them = crate::site::games::color_name(!me);
    let accepted = live.row.rematch_offer.as_deref() == Some(them);
    if !accepted && live.engine_color() != Some(!me) {
        let mine = crate::site::games::color_name(me);
        if live.row.rematch_offer.as_deref() != Some(mine) {
            live.row.rematch_offer = Some(mine.to_owned());
            live.row.updated_at = now_ms();
            state.store(&mut guard, None, &[], &[]).await?;
            let _ = slot.changed.send(Change::State);
        }
        return Ok(RematchReply::waiting());
    }
    let old = &live.row;
    let now = now_ms();
    let ratings = match (&old.white_player, &old.black_player) {
        (Some(w), Some(b)) if old.rated => {
            let speed = crate::rating::speed_of(old);
            let white = state.0.db.stand(b, &old.variant, speed, now).await?;
            let black = state.0.db.stand(w, &old.variant, speed, now).await?;
            Some(crate::rating::start_json(&white, &black))
        }
        _ => None,
    };
    let swap = |c: &Option<Side>| c.map(|s| Side::from(!Color::from(s)));
    let row = GameRow {
        id: game_id(),
        variant: old.variant.clone(),
        rules: old.rules.clone(),
        start_fen: old.start_fen.clone(),
        status: GameStatus::Active,
        result: None,
        termination: None,
        description: None,
        white_name: old.black_name.clone(),
        black_name: old.white_name.clone(),
        white_token: old.black_token.clone(),
        black_token: old.white_token.clone(),
        invite_token: None,
        engine_color: swap(&old.engine_color),
        engine_level: old.engine_level,
        clock_kind: old.clock_kind,
        initial_ms: old.initial_ms,
        increment_ms: old.increment_ms,
        days_per_move: old.days_per_move,
        white_ms: old.initial_ms,
        black_ms: old.initial_ms,
        turn_started_at: now,
        draw_offer: None,
        takeback_offer: None,
        ply: 0,
        created_at: now,
        updated_at: now,
        seek: false,
        rematch: None,
        rematch_offer: None,
        imported: None,
        version: 0,
        white_player: old.black_player.clone(),
        black_player: old.white_player.clone(),
        white_kind: old.black_kind.clone(),
        black_kind: old.white_kind.clone(),
        rated: old.rated,
        ratings,
        min_rating: None,
        max_rating: None,
    };
    state.0.db.insert_game(&row).await?;
    let next = row.id.clone();
    live.row.rematch = Some(next.clone());
    live.row.updated_at = now;
    state.store(&mut guard, None, &[], &[]).await?;
    let _ = slot.changed.send(Change::State);
    drop(guard);
    // The engine moves first if it has White now.
    let new_slot = state.slot(&next).await?;
    let mut g = new_slot.live.lock().await;
    if let Some(live) = g.as_mut() {
        state.after_change(live);
    }
    state.lobby_changed().await;
    Ok(RematchReply::started(next))
}

/// The other player's answer to a rematch offer: no. The offer is marked declined, and the
/// player who made it is told.
pub(crate) async fn decline_rematch(
    state: &AppState,
    id: &str,
    who: &Actor,
) -> Result<RematchReply, ApiError> {
    let slot = state.slot(id).await?;
    let mut guard = slot.live.lock().await;
    let live = guard.as_mut().ok_or_else(|| not_found(id))?;
    let Some(me) = live.seat_of(who) else {
        return Err(Refusal::NotAPlayer.into());
    };
    if live.row.rematch_offer.as_deref() != Some(crate::site::games::color_name(!me))
        || live.row.rematch.is_some()
    {
        return Err(ApiError::Conflict(
            "there is no rematch offer to decline".into(),
        ));
    }
    live.row.rematch_offer = Some("declined".into());
    live.row.updated_at = now_ms();
    state.store(&mut guard, None, &[], &[]).await?;
    let _ = slot.changed.send(Change::State);
    Ok(RematchReply::waiting())
}

pub(crate) async fn api_rematch_decline(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<RematchReply>, ApiError> {
    let who = Actor::new(&identity, token_of(&headers, &q));
    Ok(Json(decline_rematch(&state, &id, &who).await?))
}

pub(crate) async fn api_rematch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    identity: Identity,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<RematchReply>, ApiError> {
    let who = Actor::new(&identity, token_of(&headers, &q));
    Ok(Json(rematch_game(&state, &id, &who).await?))
}

/// `GET /api/games/{id}/diagram?ply=N&format=png|svg&style=&pieces=&flip=`: a picture of the
/// game's position after `ply` plies (the last by default).
pub(crate) async fn api_game_diagram(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<crate::site::diagram::Query>,
) -> Result<Response, ApiError> {
    let (mut all, _) = state.game_positions(&id).await?;
    let upto = q.ply.unwrap_or(all.len() - 1).min(all.len() - 1);
    let pos = all.swap_remove(upto);
    let name = format!("{id}-{}", q.ply.map_or("end".to_owned(), |p| p.to_string()));
    state
        .draw(move || crate::site::diagram::respond(&pos, &q, &name))
        .await
}

/// `GET /api/print/{variant}?paper=a4|letter&format=pdf|svg&pieces=`: the game's board and men
/// to print, cut out and play at home.
pub(crate) async fn api_print(
    State(state): State<AppState>,
    Path(variant): Path<String>,
    Query(q): Query<crate::site::diagram::PrintQuery>,
) -> Result<Response, ApiError> {
    let v = make_variant(&variant, "{}").map_err(bad)?;
    state
        .draw(move || crate::site::diagram::respond_sheet(&v, &q))
        .await
}

impl AppState {
    /// Draws a picture (a PNG, a PDF: up to tens of milliseconds each) on the blocking pool, a
    /// few at once, so that pictures never hold up the threads serving moves; the others wait
    /// their turn.
    pub(crate) async fn draw(
        &self,
        work: impl FnOnce() -> Result<Response, String> + Send + 'static,
    ) -> Result<Response, ApiError> {
        let _turn = self
            .0
            .drawing
            .acquire()
            .await
            .map_err(|_| ApiError::Unavailable("the server is stopping".into()))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| ApiError::Internal(format!("drawing: {e}")))?
            .map_err(bad)
    }
}

/// `GET /api/diagram/{variant}?fen=FEN&format=png|svg&style=&pieces=&flip=`: a picture of any
/// position of a game.
pub(crate) async fn api_diagram(
    State(state): State<AppState>,
    Path(variant): Path<String>,
    Query(q): Query<crate::site::diagram::Query>,
) -> Result<Response, ApiError> {
    let v = make_variant(&variant, "{}").map_err(bad)?;
    let pos = match q.fen.as_deref().filter(|f| !f.trim().is_empty()) {
        Some(f) if f.len() > 1000 => return Err(bad("a FEN of at most 1000 characters, please")),
        Some(f) => Position::from_fen(&v, f).map_err(|e| bad(format!("position: {e}")))?,
        None => v.start_position(),
    };
    let name = v.id.clone();
    state
        .draw(move || crate::site::diagram::respond(&pos, &q, &name))
        .await
}

/// The games' JSON API and the lobby's events.
pub(crate) fn routes() -> axum::Router<crate::AppState> {
    use axum::routing::{get, post};
    axum::Router::new()
        .route("/api/variants", get(api_variants))
        .route("/api/lobby/events", get(lobby_events))
        .route("/api/games", get(api_list).post(api_create))
        .route("/api/games/{id}", get(api_game))
        .route("/api/games/{id}/join", post(api_join))
        .route("/api/games/{id}/actions", post(api_action))
        .route("/api/games/{id}/move", post(api_move))
        .route("/api/games/{id}/rematch", post(api_rematch))
        .route("/api/games/{id}/rematch/decline", post(api_rematch_decline))
        .route("/api/games/{id}/pgn", get(api_pgn))
        .route("/api/games/{id}/courier", get(api_courier))
        .route("/api/games/{id}/diagram", get(api_game_diagram))
        .route("/api/diagram/{variant}", get(api_diagram))
        .route("/api/print/{variant}", get(api_print))
}
