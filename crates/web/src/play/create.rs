//! Games made, joined and played again: a new game from the lobby's form or the API (checked
//! field by field), a seat taken by its invitation, a rematch offered and accepted.

use rand::RngExt;
use rukh_rules::variant::BUILTIN_IDS;
use rukh_rules::{Color, Position};
use rukh_store::{GameRow, Player, PlayerKind, now_ms};
use serde::Deserialize;
use serde_json::Value;

use crate::play::error::Said;
use crate::play::live::Refusal;
use crate::play::{Actor, Change, Play, PlayError, secret};
use crate::site::games::{ensure_variant, make_variant, parse_design_key};
use crate::wire::{ClockKind, GameStatus, RematchReply, SeatTaken, Side};

/// What a new game is: the JSON of `POST /api/games` and the lobby form.
#[derive(Deserialize, Debug, Default, utoipa::ToSchema)]
pub struct NewGame {
    pub variant: String,
    /// Rule overrides, KEY: VALUE.
    #[serde(default)]
    #[schema(value_type = Object)]
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

impl Play {
    /// The name a seat held only by its key shows (a program's, a visitor's without a player):
    /// "Anonymous" when none is given; refused when it is the site's own or looks like an
    /// account's (Unicode's confusables), so nobody plays under another's name.
    pub(crate) async fn key_name(&self, given: Option<&str>) -> Result<String, PlayError> {
        let Some(given) = given.map(str::trim).filter(|n| !n.is_empty()) else {
            return Ok("Anonymous".into());
        };
        let name = rukh_store::credentials::anon_name(given).map_err(|e| {
            let said = if given.trim().is_empty() {
                Said::key("lobby-err-name-empty")
            } else {
                Said::key("err-name-kept")
            };
            PlayError::field_said("name", e, said)
        })?;
        if let Some(account) = self.0.db.account_like(&name).await? {
            return Err(PlayError::field_said(
                "name",
                format!(
                    "'{name}' is, or looks like, the name of the account {account}: choose another, or sign in to play as your account"
                ),
                Said::key("err-name-like")
                    .text("name", name.clone())
                    .text("other", account),
            ));
        }
        Ok(name)
    }
}

/// The second seat asked for: the invitation's code, and a name for a program without an account.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct JoinRequest {
    pub invite: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// Makes a game for `creator` (a browser's player, a bot; None: a program holding only the
/// seat's key).
impl Play {
    pub async fn create_game(
        &self,
        req: NewGame,
        creator: Option<&Player>,
    ) -> Result<SeatTaken, PlayError> {
        let state = self;
        let key_name = match creator {
            Some(_) => None,
            None => Some(self.key_name(req.name.as_deref()).await?),
        };
        // The five games, the operator's own variant files (`--variant-file`, a promoted
        // design among them) and players' designs.
        let offered = BUILTIN_IDS.contains(&req.variant.as_str())
            || crate::site::games::extra_name(&req.variant).is_some()
            || (parse_design_key(&req.variant).is_some()
                && ensure_variant(&state.0.db, &req.variant).await);
        if !offered {
            return Err(PlayError::field(
                "variant",
                format!(
                    "unknown game '{}': choose one of {}, or a design's version (d-ID-vN)",
                    req.variant,
                    BUILTIN_IDS.join(", ")
                ),
            ));
        }
        let rules = Value::Object(req.rules.clone()).to_string();
        let variant =
            make_variant(&req.variant, &rules).map_err(|e| PlayError::field("rules", e))?;
        let start_fen = match &req.fen {
            Some(f) if !f.trim().is_empty() => Position::from_fen(&variant, f.trim())
                .map_err(|e| {
                    PlayError::field_said(
                        "fen",
                        format!("start position: {e}"),
                        Said {
                            fen: Some(e),
                            ..Said::key("lobby-err-start-fen")
                        },
                    )
                })?
                .fen(),
            _ => variant.start_fen.clone(),
        };
        if Position::from_fen(&variant, &start_fen)
            .map(|p| p.is_game_over())
            .unwrap_or(true)
        {
            return Err(PlayError::field_said(
                "fen",
                "the start position is already decided",
                Said::key("lobby-err-decided"),
            ));
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
                return Err(PlayError::field(
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
                return Err(PlayError::Bad(format!(
                    "opponent '{other}': use human (a friend, by link), seek (anyone in the lobby) or engine"
                )));
            }
        };
        let seek = opponent == "seek";
        let level = req.level.unwrap_or(4);
        if !(1..=8).contains(&level) {
            return Err(PlayError::field("level", "engine level runs from 1 to 8"));
        }
        let (clock_kind, initial_ms, increment_ms, days) =
            match req.clock.as_deref().unwrap_or("none") {
                "none" | "" => (ClockKind::None, 0, 0, 0),
                "live" => {
                    let m = req.minutes.unwrap_or(10.0);
                    let i = req.increment.unwrap_or(5.0);
                    if !(0.25..=240.0).contains(&m) || !(0.0..=120.0).contains(&i) {
                        return Err(PlayError::field_said(
                            "clock",
                            "live clock: 0.25 to 240 minutes, 0 to 120 seconds a move",
                            Said::key("lobby-err-live-clock")
                                .digits("min", "0.25")
                                .digits("max", 240)
                                .digits("most", 120),
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
                        return Err(PlayError::field_said(
                            "clock",
                            "correspondence: 1 to 30 days a move",
                            Said::key("lobby-err-days")
                                .digits("min", 1)
                                .digits("max", 30),
                        ));
                    }
                    (ClockKind::Correspondence, 0, 0, d)
                }
                other => {
                    return Err(PlayError::field(
                        "clock",
                        format!("clock '{other}': use live, correspondence or none"),
                    ));
                }
            };
        let now = now_ms();
        // Rated or casual: rated needs two accounts, a game that can be rated, and no engine.
        // The site's own games (the five, the operator's `--game` files) may be rated.
        let site_start = crate::site::games::is_site_game(&variant.id)
            .then(|| make_variant(&variant.id, "{}").ok())
            .flatten()
            .map(|v| v.start_fen.clone());
        let why_not =
            rukh_store::ratings::unratable(site_start.as_deref(), &rules, &start_fen, clock_kind);
        let why_code = rukh_store::ratings::unratable_code(
            site_start.as_deref(),
            &rules,
            &start_fen,
            clock_kind,
        );
        let rated = match req.rated {
            Some(true) => {
                if !creator.is_some_and(Player::is_account) {
                    return Err(PlayError::field_said(
                        "mode",
                        "rated games are for accounts: sign in (or sign up), or play casual",
                        Said::key("lobby-err-rated-account"),
                    ));
                }
                if engine {
                    return Err(PlayError::field_said(
                        "mode",
                        "games against the engine are casual: choose casual",
                        Said::key("lobby-err-engine-casual"),
                    ));
                }
                if let Some(why) = why_not {
                    let key = match why_code {
                        Some("own-variant") => "lobby-err-unrated-own-variant",
                        Some("changed-rule") => "lobby-err-unrated-changed-rule",
                        Some("other-start") => "lobby-err-unrated-other-start",
                        _ => "lobby-err-unrated-no-clock",
                    };
                    return Err(PlayError::field_said(
                        "mode",
                        format!("rated: {why}; choose casual"),
                        Said::key(key),
                    ));
                }
                true
            }
            Some(false) => false,
            None => creator.is_some_and(Player::is_account) && !engine && why_not.is_none(),
        };
        let speed = rukh_store::ratings::speed(clock_kind, initial_ms, increment_ms);
        let mut ratings = None;
        let (mut min_rating, mut max_rating) = (req.min_rating, req.max_rating);
        if rated && let Some(p) = creator {
            let stand = state.0.db.stand(&p.id, &variant.id, speed, now).await?;
            // Only the creator's side is known yet.
            let mut known = rukh_store::ratings::start(&stand, &stand);
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
                return Err(PlayError::field_said(
                    "mode",
                    "a rating range is for rated open seeks",
                    Said::key("lobby-err-range-seek"),
                ));
            }
            if min_rating.zip(max_rating).is_some_and(|(a, b)| a > b) {
                return Err(PlayError::field_said(
                    "mode",
                    "the rating range's lowest is above its highest",
                    Said::key("lobby-err-range-order"),
                ));
            }
        }
        let token = secret();
        let name = match creator {
            Some(p) => p.name.clone(),
            None => key_name.unwrap_or_else(|| "Anonymous".into()),
        };
        let engine_name = format!("Rukh (level {level})");
        let me = creator.map(|p| p.id.clone());
        let bot = engine.then(|| rukh_store::engine_id(level));
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
            p.as_ref().and_then(|id| {
                if id.starts_with("engine-") {
                    Some(PlayerKind::Engine)
                } else {
                    creator.map(|c| c.kind)
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
            id: rukh_store::game_id(),
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
        if let Some((design, _)) = parse_design_key(&row.variant)
            && let Err(e) = state.0.db.design_played(design).await
        {
            tracing::warn!("counting a game of design {design}: {e}");
        }
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

    /// Takes the empty seat of an open game for `joiner` (None: a program holding only the key it is
    /// given).
    pub async fn join_game(
        &self,
        id: &str,
        req: JoinRequest,
        joiner: Option<&Player>,
    ) -> Result<SeatTaken, PlayError> {
        let state = self;
        let key_name = match joiner {
            Some(_) => None,
            None => Some(self.key_name(req.name.as_deref()).await?),
        };
        let slot = state.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
        if live.row.status != GameStatus::Open {
            return Err(PlayError::Conflict(
                "this game already has its two players".into(),
            ));
        }
        if live.row.invite_token.as_deref() != Some(req.invite.as_str()) || req.invite.is_empty() {
            return Err(PlayError::Forbidden(
                "this invitation is not valid for the game".into(),
            ));
        }
        self.challenge_allows(id, joiner).await?;
        let me = joiner.map(|p| p.id.clone());
        if me.is_some() && (live.row.white_player == me || live.row.black_player == me) {
            return Err(PlayError::Conflict("this is your own game: it waits for another player (send the invitation to your opponent)".into(),
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
                return Err(PlayError::Forbidden(
                    "this is a rated game: sign in (or sign up) to take it".into(),
                ));
            };
            let speed = rukh_store::ratings::speed_of(&live.row);
            let mine = state
                .0
                .db
                .stand(&p.id, &live.row.variant, speed, now)
                .await?;
            let r = mine.rating.round() as i64;
            if live.row.min_rating.is_some_and(|m| r < m)
                || live.row.max_rating.is_some_and(|m| r > m)
            {
                return Err(PlayError::Forbidden(format!(
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
                None => rukh_store::ratings::Stand::new(now),
            };
            let (w, b) = match color {
                Color::White => (mine, theirs),
                Color::Black => (theirs, mine),
            };
            live.row.ratings = Some(rukh_store::ratings::start_json(&w, &b));
        }
        let token = secret();
        let name = match joiner {
            Some(p) => p.name.clone(),
            None => key_name.unwrap_or_else(|| "Anonymous".into()),
        };
        let kind = joiner.map(|p| p.kind);
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

    /// A rematch of a finished game: the same game, rules, start and clock, the colours swapped.
    /// The first player to ask offers it; the other accepts by asking too (or declines, see
    /// [`Play::decline_rematch`]), and only then does the game start, both players seated (by their
    /// player, and with the keys they have). The engine accepts at once. Asked again once started,
    /// by either player, it answers with the same new game.
    pub async fn rematch_game(&self, id: &str, who: &Actor) -> Result<RematchReply, PlayError> {
        let state = self;
        let slot = state.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
        let Some(me) = live.seat_of(who) else {
            return Err(Refusal::NotAPlayer.into());
        };
        if live.row.status != GameStatus::Finished {
            return Err(PlayError::Conflict(
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
                let speed = rukh_store::ratings::speed_of(old);
                let white = state.0.db.stand(b, &old.variant, speed, now).await?;
                let black = state.0.db.stand(w, &old.variant, speed, now).await?;
                Some(rukh_store::ratings::start_json(&white, &black))
            }
            _ => None,
        };
        let swap = |c: &Option<Side>| c.map(|s| Side::from(!Color::from(s)));
        let row = GameRow {
            id: rukh_store::game_id(),
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
            white_kind: old.black_kind,
            black_kind: old.white_kind,
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
    pub async fn decline_rematch(&self, id: &str, who: &Actor) -> Result<RematchReply, PlayError> {
        let state = self;
        let slot = state.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
        let Some(me) = live.seat_of(who) else {
            return Err(Refusal::NotAPlayer.into());
        };
        if live.row.rematch_offer.as_deref() != Some(crate::site::games::color_name(!me))
            || live.row.rematch.is_some()
        {
            return Err(PlayError::Conflict(
                "there is no rematch offer to decline".into(),
            ));
        }
        live.row.rematch_offer = Some("declined".into());
        live.row.updated_at = now_ms();
        state.store(&mut guard, None, &[], &[]).await?;
        let _ = slot.changed.send(Change::State);
        Ok(RematchReply::waiting())
    }

    /// A visit with a seat's key (the private links of earlier versions): the name the seat the
    /// key opens was played under, when nobody's player holds that seat (`Some(None)` when it had
    /// no name); None when the key opens no seat, or its seat is held.
    pub async fn free_seat(
        &self,
        id: &str,
        key: &str,
    ) -> Result<Option<Option<String>>, PlayError> {
        let slot = self.slot(id).await?;
        let guard = slot.live.lock().await;
        let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
        let Some(color) = live.seat(Some(key)) else {
            return Ok(None);
        };
        let (holder, name) = match color {
            Color::White => (&live.row.white_player, &live.row.white_name),
            Color::Black => (&live.row.black_player, &live.row.black_name),
        };
        Ok(holder.is_none().then(|| name.clone()))
    }

    /// Seats `player`, under their name, in the seat the key opens, if nobody's player holds it
    /// yet; a seat another
    /// player holds stays theirs, and a player holding the other seat already (both seats' links
    /// in one browser) leaves the second a key's seat.
    pub async fn take_seat(&self, id: &str, key: &str, player: &Player) -> Result<(), PlayError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
        let Some(color) = live.seat(Some(key)) else {
            return Ok(());
        };
        let (holder, other) = match color {
            Color::White => (&live.row.white_player, &live.row.black_player),
            Color::Black => (&live.row.black_player, &live.row.white_player),
        };
        if holder.is_some() || other.as_deref() == Some(player.id.as_str()) {
            return Ok(());
        }
        // The seat is the player's from now on, under their own name (not the one the link's
        // maker typed, which may be anybody's).
        match color {
            Color::White => {
                live.row.white_player = Some(player.id.clone());
                live.row.white_kind = Some(player.kind);
                live.row.white_name = Some(player.name.clone());
            }
            Color::Black => {
                live.row.black_player = Some(player.id.clone());
                live.row.black_kind = Some(player.kind);
                live.row.black_name = Some(player.name.clone());
            }
        }
        self.store(&mut guard, None, &[], &[]).await?;
        let _ = slot.changed.send(Change::State);
        Ok(())
    }
}
