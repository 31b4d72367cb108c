//! `rukh serve`: the five games in the browser, live or by correspondence, against people or the
//! engine, with every game kept in a database (SQLite by default, PostgreSQL when given).

pub mod art;
pub mod db;
pub mod engine_pool;
pub mod game;
mod pages;
pub mod rule_docs;

use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::extract::rejection::{FormRejection, JsonRejection};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Form, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use rand::Rng;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_rules::{Color, Position};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::broadcast;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::db::{Db, DbError, GameFilter, GameRow};
use crate::engine_pool::{Answer, EnginePool, Job};
use crate::game::{Action, Live, Refusal, color_name, make_variant};

/// How the site runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub database: String,
    /// The built front end (`web/dist`).
    pub assets: PathBuf,
    /// Threads that think for the engine.
    pub engine_workers: usize,
    /// The engine's longest think per move.
    pub engine_movetime: Duration,
    /// Requests that change something, per minute and address (0: no limit).
    pub rate_per_minute: u32,
    /// The most connections at once (None: as many as the file limit allows).
    pub max_connections: Option<usize>,
    /// How long a connection may take to send a request's head (and may stay idle between
    /// requests).
    pub header_timeout: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            database: "sqlite://rukh.db".into(),
            assets: PathBuf::from("web/dist"),
            engine_workers: 1,
            engine_movetime: Duration::from_secs(1),
            rate_per_minute: 600,
            max_connections: None,
            header_timeout: Duration::from_secs(15),
        }
    }
}

/// One game's place in memory: the game (loaded on first use) and its listeners.
struct Slot {
    live: tokio::sync::Mutex<Option<Live>>,
    changed: broadcast::Sender<Change>,
}

/// What listeners of a game hear: the game changed (they fetch its state), or a chat line,
/// sent on its own so that chat never resends the game.
#[derive(Clone, Debug)]
enum Change {
    State,
    Chat(Value),
}

struct Inner {
    db: Db,
    config: Config,
    slots: Mutex<HashMap<String, Arc<Slot>>>,
    engine: EnginePool,
    /// Engine moves asked for and not yet answered: (game, ply, position hash).
    engine_pending: Mutex<HashSet<(String, i64, u64)>>,
    limiter: Mutex<HashMap<IpAddr, (Instant, f64)>>,
    /// Rings when the lobby's lists change (a game made, joined or ended).
    lobby: broadcast::Sender<()>,
}

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// An error for API callers: a status and a sentence.
#[derive(Debug)]
pub struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

impl From<DbError> for ApiError {
    fn from(e: DbError) -> Self {
        tracing::error!("{e}");
        ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            "the database is not answering; nothing was changed, try again".into(),
        )
    }
}

impl From<Refusal> for ApiError {
    fn from(r: Refusal) -> Self {
        let code = match r {
            Refusal::NotAPlayer => StatusCode::FORBIDDEN,
            Refusal::Stale => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError(code, r.to_string())
    }
}

/// A request body that could not be read: too large, not JSON, or not the expected fields.
fn body_error(e: JsonRejection) -> ApiError {
    ApiError(e.status(), format!("request body: {}", e.body_text()))
}

fn bad(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, msg.into())
}

fn not_found(id: &str) -> ApiError {
    ApiError(StatusCode::NOT_FOUND, format!("no game '{id}'"))
}

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A secret nobody can guess: 128 random bits.
fn secret() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

/// A short public game id.
fn game_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut r = rand::rng();
    (0..10)
        .map(|_| ALPHABET[r.random_range(0..ALPHABET.len())] as char)
        .collect()
}

impl AppState {
    /// Connects the database and starts the engine workers and the clock sweeper.
    pub async fn new(config: Config) -> Result<AppState, DbError> {
        let db = Db::connect(&config.database).await?;
        let (answers_tx, mut answers_rx) = tokio::sync::mpsc::unbounded_channel::<Answer>();
        let engine = EnginePool::start(config.engine_workers, answers_tx);
        let state = AppState(Arc::new(Inner {
            db,
            config,
            slots: Mutex::new(HashMap::new()),
            engine,
            engine_pending: Mutex::new(HashSet::new()),
            limiter: Mutex::new(HashMap::new()),
            lobby: broadcast::channel(16).0,
        }));
        // Engine answers are played through the same path as people's moves.
        let s = state.clone();
        tokio::spawn(async move {
            while let Some(a) = answers_rx.recv().await {
                s.0.engine_pending.lock().expect("pending").remove(&(
                    a.game_id.clone(),
                    a.ply,
                    a.hash,
                ));
                let Some(mv) = a.mv else { continue };
                let action = Action::Move {
                    mv,
                    ply: Some(a.ply),
                };
                if let Err(e) = s.act_as_engine(&a.game_id, a.hash, &action).await {
                    tracing::warn!("engine move in {}: {}", a.game_id, e.1);
                }
            }
        });
        // Games in play come back after a restart, all of them: clocks keep running and flags
        // fall, the engine moves.
        for id in state.0.db.watched_ids().await? {
            if let Ok(slot) = state.slot(&id).await {
                let mut guard = slot.live.lock().await;
                if let Some(live) = guard.as_mut() {
                    state.after_change(live);
                }
            }
        }
        let s = state.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(250));
            loop {
                tick.tick().await;
                s.sweep().await;
            }
        });
        Ok(state)
    }

    pub fn db(&self) -> &Db {
        &self.0.db
    }

    /// The slot of a game, loading it from the database on first use.
    async fn slot(&self, id: &str) -> Result<Arc<Slot>, ApiError> {
        if id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(not_found(id));
        }
        let slot = {
            let mut slots = self.0.slots.lock().expect("slots");
            Arc::clone(slots.entry(id.to_owned()).or_insert_with(|| {
                Arc::new(Slot {
                    live: tokio::sync::Mutex::new(None),
                    changed: broadcast::channel(64).0,
                })
            }))
        };
        let mut guard = slot.live.lock().await;
        if guard.is_none() {
            let Some(row) = self.0.db.game(id).await? else {
                drop(guard);
                self.0.slots.lock().expect("slots").remove(id);
                return Err(not_found(id));
            };
            let moves = self.0.db.moves(id).await?;
            let chat = self.0.db.chat(id).await?;
            let live = Live::load(row, moves, chat).map_err(|e| {
                ApiError(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    format!("game {id} cannot be read back: {e}"),
                )
            })?;
            *guard = Some(live);
        }
        drop(guard);
        Ok(slot)
    }

    /// Runs an action on a game under its lock, stores it, then tells the listeners.
    async fn act(&self, id: &str, token: Option<&str>, action: &Action) -> Result<Value, ApiError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| not_found(id))?;
        let by = live.seat(token);
        if live.engine_color().is_some() && by == live.engine_color() {
            return Err(Refusal::NotAPlayer.into());
        }
        let author = by
            .map(|c| {
                let name = match c {
                    Color::White => &live.row.white_name,
                    Color::Black => &live.row.black_name,
                };
                name.clone().unwrap_or_else(|| color_name(c).to_owned())
            })
            .unwrap_or_default();
        self.apply(&slot, &mut guard, by, action, &author).await?;
        let live = guard.as_ref().ok_or_else(|| not_found(id))?;
        Ok(live.view(by, now_ms()))
    }

    /// Plays the engine's answer, if the game is still in the position it was found for (the
    /// same ply and position: a takeback and a new move can bring back the ply, not the
    /// position); otherwise the engine is asked again.
    async fn act_as_engine(&self, id: &str, hash: u64, action: &Action) -> Result<(), ApiError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| not_found(id))?;
        if live.pos.hash() != hash {
            self.after_change(live);
            return Err(Refusal::Stale.into());
        }
        let by = live.engine_color();
        self.apply(&slot, &mut guard, by, action, "Rukh").await
    }

    async fn apply(
        &self,
        slot: &Slot,
        guard: &mut Option<Live>,
        by: Option<Color>,
        action: &Action,
        author: &str,
    ) -> Result<(), ApiError> {
        let live = guard.as_mut().expect("loaded");
        let flagged_before = live.row.status == "finished";
        let result = live.act(by, action, author, now_ms());
        let changes = match result {
            Ok(c) => c,
            Err(r) => {
                // A flag that fell while refusing is still news to store.
                if !flagged_before && live.row.status == "finished" {
                    self.store(guard, None, &[], &[]).await?;
                    let _ = slot.changed.send(Change::State);
                }
                return Err(r.into());
            }
        };
        self.store(
            guard,
            changes.keep_plies,
            &changes.new_moves,
            &changes.new_chat,
        )
        .await?;
        let live = guard.as_mut().expect("loaded");
        if !flagged_before && live.row.status == "finished" {
            let _ = self.0.lobby.send(());
        }
        self.after_change(live);
        if matches!(action, Action::Chat { .. }) {
            for line in &changes.new_chat {
                let _ = slot.changed.send(Change::Chat(json!(line)));
            }
        } else {
            let _ = slot.changed.send(Change::State);
        }
        Ok(())
    }

    /// Writes the game; if the database refuses, the game is dropped from memory so the next
    /// request reads what was really stored.
    async fn store(
        &self,
        guard: &mut Option<Live>,
        keep: Option<i64>,
        moves: &[db::MoveRow],
        chat: &[db::ChatRow],
    ) -> Result<(), ApiError> {
        let live = guard.as_ref().expect("loaded");
        if let Err(e) = self.0.db.save(&live.row, keep, moves, chat).await {
            *guard = None;
            return Err(e.into());
        }
        Ok(())
    }

    /// Asks the engine for a move when it is its turn.
    fn after_change(&self, live: &mut Live) {
        let Some(engine) = live.engine_color() else {
            return;
        };
        if live.to_move() != Some(engine) {
            return;
        }
        let key = (live.row.id.clone(), live.row.ply, live.pos.hash());
        if !self
            .0
            .engine_pending
            .lock()
            .expect("pending")
            .insert(key.clone())
        {
            return;
        }
        let mut budget = self.0.config.engine_movetime;
        if let Some(left) = live.time_left(now_ms())
            && live.row.clock_kind == "live"
        {
            let share = (left.max(0) as u64) / 25 + live.row.increment_ms as u64 / 2;
            budget = budget.min(Duration::from_millis(share.max(20)));
        }
        let job = Job {
            game_id: key.0.clone(),
            ply: key.1,
            pos: live.pos.clone(),
            level: live.row.engine_level,
            budget,
        };
        if !self.0.engine.submit(job) {
            self.0.engine_pending.lock().expect("pending").remove(&key);
        }
    }

    /// Ends games whose clock ran out, and asks again for engine moves the queue had no room for.
    async fn sweep(&self) {
        let slots: Vec<Arc<Slot>> = self
            .0
            .slots
            .lock()
            .expect("slots")
            .values()
            .cloned()
            .collect();
        let now = now_ms();
        for slot in slots {
            let Ok(mut guard) = slot.live.try_lock() else {
                continue;
            };
            let Some(live) = guard.as_mut() else { continue };
            if live.row.status != "active" {
                continue;
            }
            if live.check_flag(now) {
                if self.store(&mut guard, None, &[], &[]).await.is_ok() {
                    let _ = slot.changed.send(Change::State);
                }
                continue;
            }
            self.after_change(live);
        }
    }
}

/// The key of a player: `Authorization: Bearer KEY`, or `?token=KEY`.
fn token_of(headers: &HeaderMap, q: &TokenQuery) -> Option<String> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|s| s.trim().to_owned())
        .or_else(|| q.token.clone())
}

#[derive(Deserialize, Default)]
struct TokenQuery {
    token: Option<String>,
}

/// The router, for `serve` and for tests.
pub fn router(state: AppState) -> Router {
    let assets = ServeDir::new(&state.0.config.assets);
    Router::new()
        .route("/", get(pages::lobby))
        .route("/new", post(new_game_form))
        .route("/g/{id}", get(pages::game_page))
        .route("/join/{id}", get(pages::join_page).post(join_form))
        .route("/archive", get(pages::archive))
        .route("/rules/{variant}", get(pages::rules_page))
        .route("/pieces/{file}", get(piece_image))
        .route("/pieces/{set}/{file}", get(figure_image))
        .route("/site.js", get(site_script))
        .route("/site.css", get(site_style))
        .route("/favicon.svg", get(favicon))
        .route("/favicon.ico", get(favicon))
        .route("/lobby.js", get(lobby_script))
        .route("/api/variants", get(api_variants))
        .route("/api/lobby/events", get(lobby_events))
        .route("/api/games", get(api_list).post(api_create))
        .route("/api/games/{id}", get(api_game))
        .route("/api/games/{id}/join", post(api_join))
        .route("/api/games/{id}/actions", post(api_action))
        .route("/api/games/{id}/move", post(api_move))
        .route("/api/games/{id}/pgn", get(api_pgn))
        .route("/api/games/{id}/courier", get(api_courier))
        .route("/api/games/{id}/ws", get(api_ws))
        .nest_service("/assets", assets)
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(middleware::from_fn_with_state(state.clone(), rate_limit))
        .layer(RequestBodyLimitLayer::new(16 * 1024))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .with_state(state)
}

/// What pages may load: scripts only from the site itself (no inline script), styles from the
/// site and inline (the board sets its pieces' places as styles), images from the site and data
/// URLs, connections (the WebSocket) to the site; no framing by other sites.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; \
     form-action 'self'; object-src 'none'";

/// The script every page loads: shows pictures in the piece set the player chose.
async fn site_script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("../../../web/static/site.js"),
    )
        .into_response()
}

/// The pages' stylesheet.
async fn site_style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../../../web/static/site.css"),
    )
        .into_response()
}

/// The site's icon: the rook of the pictorial set.
async fn favicon() -> Response {
    let svg = art::figure_svg("figures", "chariot", true).unwrap_or_default();
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        svg,
    )
        .into_response()
}

/// `/pieces/figures/w-elephant.svg`: a figure of a set for one side.
async fn figure_image(Path((set, file)): Path<(String, String)>) -> Response {
    let svg = file
        .strip_suffix(".svg")
        .and_then(|n| n.split_once('-'))
        .filter(|(side, _)| matches!(*side, "w" | "b"))
        .and_then(|(side, figure)| art::figure_svg(&set, figure, side == "w"));
    match svg {
        Some(svg) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            svg,
        )
            .into_response(),
        None => ApiError(StatusCode::NOT_FOUND, "no such piece".into()).into_response(),
    }
}

/// The lobby form's script (a static file, so it works before the board is built).
async fn lobby_script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("../../../web/static/lobby.js"),
    )
        .into_response()
}

impl AppState {
    /// Whether an address may change something now (a POST, or an action sent over a
    /// WebSocket): a token bucket per address, refilled at the configured rate.
    fn allow(&self, ip: IpAddr) -> bool {
        let per_minute = self.0.config.rate_per_minute;
        if per_minute == 0 {
            return true;
        }
        let rate = per_minute as f64 / 60.0;
        let burst = (per_minute as f64 / 4.0).max(5.0);
        let mut buckets = self.0.limiter.lock().expect("limiter");
        let now = Instant::now();
        if buckets.len() > 100_000 {
            buckets.retain(|_, (t, _)| now.duration_since(*t) < Duration::from_secs(600));
        }
        let (last, tokens) = buckets.entry(ip).or_insert((now, burst));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * rate).min(burst);
        *last = now;
        if *tokens < 1.0 {
            return false;
        }
        *tokens -= 1.0;
        true
    }
}

const TOO_MANY: &str = "too many requests: wait a few seconds and try again";

/// The address a request came from (loopback when the server was started without it).
fn client_ip(ext: &axum::http::Extensions) -> IpAddr {
    ext.get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// Limits requests that change things (POST), per address, with a token bucket.
async fn rate_limit(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if req.method() == axum::http::Method::POST && !state.allow(client_ip(req.extensions())) {
        let mut r = ApiError(StatusCode::TOO_MANY_REQUESTS, TOO_MANY.into()).into_response();
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        return r;
    }
    next.run(req).await
}

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
}

fn clean_name(n: Option<&str>) -> Option<String> {
    let n: String = n?
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect();
    (!n.is_empty()).then_some(n)
}

async fn create_game(state: &AppState, req: NewGame) -> Result<Value, ApiError> {
    if !BUILTIN_IDS.contains(&req.variant.as_str()) {
        return Err(bad(format!(
            "unknown game '{}': choose one of {}",
            req.variant,
            BUILTIN_IDS.join(", ")
        )));
    }
    let rules = Value::Object(req.rules.clone()).to_string();
    let variant = make_variant(&req.variant, &rules).map_err(bad)?;
    let start_fen = match &req.fen {
        Some(f) if !f.trim().is_empty() => Position::from_fen(&variant, f.trim())
            .map_err(|e| bad(format!("start position: {e}")))?
            .fen(),
        _ => variant.start_fen.clone(),
    };
    if Position::from_fen(&variant, &start_fen)
        .map(|p| p.is_game_over())
        .unwrap_or(true)
    {
        return Err(bad("the start position is already decided"));
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
        other => return Err(bad(format!("colour '{other}': use white, black or random"))),
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
        return Err(bad("engine level runs from 1 to 8"));
    }
    let (clock_kind, initial_ms, increment_ms, days) = match req.clock.as_deref().unwrap_or("none")
    {
        "none" | "" => ("none", 0, 0, 0),
        "live" => {
            let m = req.minutes.unwrap_or(10.0);
            let i = req.increment.unwrap_or(5.0);
            if !(0.25..=240.0).contains(&m) || !(0.0..=120.0).contains(&i) {
                return Err(bad(
                    "live clock: 0.25 to 240 minutes, 0 to 120 seconds a move",
                ));
            }
            ("live", (m * 60_000.0) as i64, (i * 1000.0) as i64, 0)
        }
        "correspondence" => {
            let d = req.days.unwrap_or(3);
            if !(1..=30).contains(&d) {
                return Err(bad("correspondence: 1 to 30 days a move"));
            }
            ("correspondence", 0, 0, d)
        }
        other => {
            return Err(bad(format!(
                "clock '{other}': use live, correspondence or none"
            )));
        }
    };
    let now = now_ms();
    let token = secret();
    let name = clean_name(req.name.as_deref()).unwrap_or_else(|| "Anonymous".into());
    let engine_name = format!("Rukh (level {level})");
    let (mut white_name, mut black_name, mut white_token, mut black_token) =
        (None, None, None, None);
    match color {
        Color::White => {
            white_name = Some(name);
            white_token = Some(token.clone());
            if engine {
                black_name = Some(engine_name);
            }
        }
        Color::Black => {
            black_name = Some(name);
            black_token = Some(token.clone());
            if engine {
                white_name = Some(engine_name);
            }
        }
    }
    let invite = (!engine).then(secret);
    let row = GameRow {
        seek,
        id: game_id(),
        variant: variant.id.clone(),
        rules,
        start_fen,
        status: if engine { "active" } else { "open" }.into(),
        result: None,
        termination: None,
        description: None,
        white_name,
        black_name,
        white_token,
        black_token,
        invite_token: invite.clone(),
        engine_color: engine.then(|| color_name(!color).to_owned()),
        engine_level: level,
        clock_kind: clock_kind.into(),
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
    let _ = state.0.lobby.send(());
    Ok(json!({
        "id": id,
        "token": token,
        "color": color_name(color),
        "game_url": format!("/g/{id}?t={token}"),
        "invite_url": invite.map(|i| format!("/join/{id}?invite={i}")),
    }))
}

#[derive(Deserialize)]
pub struct JoinRequest {
    pub invite: String,
    #[serde(default)]
    pub name: Option<String>,
}

async fn join_game(state: &AppState, id: &str, req: JoinRequest) -> Result<Value, ApiError> {
    let slot = state.slot(id).await?;
    let mut guard = slot.live.lock().await;
    let live = guard.as_mut().ok_or_else(|| not_found(id))?;
    if live.row.status != "open" {
        return Err(ApiError(
            StatusCode::CONFLICT,
            "this game already has its two players".into(),
        ));
    }
    if live.row.invite_token.as_deref() != Some(req.invite.as_str()) || req.invite.is_empty() {
        return Err(ApiError(
            StatusCode::FORBIDDEN,
            "this invitation is not valid for the game".into(),
        ));
    }
    let token = secret();
    let name = clean_name(req.name.as_deref()).unwrap_or_else(|| "Anonymous".into());
    let color = if live.row.white_token.is_none() {
        live.row.white_token = Some(token.clone());
        live.row.white_name = Some(name);
        Color::White
    } else {
        live.row.black_token = Some(token.clone());
        live.row.black_name = Some(name);
        Color::Black
    };
    let now = now_ms();
    live.row.status = "active".into();
    live.row.invite_token = None;
    live.row.turn_started_at = now;
    live.row.updated_at = now;
    state.store(&mut guard, None, &[], &[]).await?;
    let _ = slot.changed.send(Change::State);
    let _ = state.0.lobby.send(());
    Ok(json!({
        "id": id,
        "token": token,
        "color": color_name(color),
        "game_url": format!("/g/{id}?t={token}"),
    }))
}

async fn api_variants() -> Json<Value> {
    let list: Vec<Value> = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok())
        .map(|v| pages::variant_json(&v))
        .collect();
    Json(Value::Array(list))
}

#[derive(Deserialize, Default)]
pub struct ListQuery {
    pub status: Option<String>,
    pub variant: Option<String>,
    pub player: Option<String>,
    pub result: Option<String>,
    pub limit: Option<i64>,
}

impl ListQuery {
    fn filter(&self) -> GameFilter {
        let nonempty = |s: &Option<String>| s.clone().filter(|s| !s.is_empty());
        GameFilter {
            status: nonempty(&self.status),
            variant: nonempty(&self.variant),
            player: nonempty(&self.player),
            result: nonempty(&self.result),
            limit: self.limit.unwrap_or(100),
        }
    }
}

pub fn summary(g: &GameRow) -> Value {
    json!({
        "id": g.id,
        "variant": g.variant,
        "status": g.status,
        "white": g.white_name,
        "black": g.black_name,
        "result": g.result,
        "termination": g.termination,
        "clock": g.clock_kind,
        "engine": g.engine_color.is_some(),
        "plies": g.ply,
        "created_at": g.created_at,
        "updated_at": g.updated_at,
        "variant_name": builtin(&g.variant).map(|v| v.name.clone()).unwrap_or_else(|_| g.variant.clone()),
        "seek": g.seek,
        "time_control": time_control(g),
        // A seek is open to anyone: its link is public.
        "join_url": (g.seek && g.status == "open")
            .then(|| g.invite_token.as_ref().map(|t| format!("/join/{}?invite={t}", g.id)))
            .flatten(),
    })
}

/// A game's time control as players write it: `5+3`, `3 days`, `unlimited`.
pub fn time_control(g: &GameRow) -> String {
    match g.clock_kind.as_str() {
        "live" => {
            let m = g.initial_ms as f64 / 60_000.0;
            let minutes = if m.fract() == 0.0 {
                format!("{m:.0}")
            } else {
                format!("{m}")
            };
            format!("{minutes}+{}", g.increment_ms / 1000)
        }
        "correspondence" => format!(
            "{} day{}",
            g.days_per_move,
            if g.days_per_move == 1 { "" } else { "s" }
        ),
        _ => "unlimited".into(),
    }
}

/// The lobby's lists: open seeks and games in progress, as the lobby page shows them.
pub async fn lobby_lists(state: &AppState) -> Result<Value, DbError> {
    let list = |status: &str| GameFilter {
        status: Some(status.into()),
        limit: 50,
        ..GameFilter::default()
    };
    let open = state.0.db.list(&list("open")).await?;
    let active = state.0.db.list(&list("active")).await?;
    Ok(json!({
        "seeks": open.iter().filter(|g| g.seek).map(summary).collect::<Vec<_>>(),
        "active": active.iter().filter(|g| !pages::abandoned(g)).map(summary).collect::<Vec<_>>(),
    }))
}

/// The lobby's lists as server-sent events: at once, then after every change.
async fn lobby_events(
    State(state): State<AppState>,
) -> axum::response::sse::Sse<
    impl futures_util::Stream<Item = Result<axum::response::sse::Event, std::convert::Infallible>>,
> {
    use axum::response::sse::{Event, KeepAlive, Sse};
    let rx = state.0.lobby.subscribe();
    let stream =
        futures_util::stream::unfold((state, rx, true), |(state, mut rx, first)| async move {
            if !first {
                if let Err(broadcast::error::RecvError::Closed) = rx.recv().await {
                    return None;
                }
                // Changes that come together are sent together.
                tokio::time::sleep(Duration::from_millis(200)).await;
                while rx.try_recv().is_ok() {}
            }
            let data = lobby_lists(&state)
                .await
                .map(|v| v.to_string())
                .unwrap_or_else(|_| "{\"error\":\"the database is not answering\"}".into());
            Some((
                Ok(Event::default().event("lists").data(data)),
                (state, rx, false),
            ))
        });
    Sse::new(stream).keep_alive(KeepAlive::default())
}

async fn api_list(
    State(state): State<AppState>,
    q: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(q) = q.map_err(|e| bad(format!("query: {e}")))?;
    let games = state.0.db.list(&q.filter()).await?;
    Ok(Json(Value::Array(games.iter().map(summary).collect())))
}

async fn api_create(
    State(state): State<AppState>,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let Json(req) = body.map_err(body_error)?;
    Ok((StatusCode::CREATED, Json(create_game(&state, req).await?)))
}

async fn api_game(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Query<TokenQuery>,
) -> Result<Json<Value>, ApiError> {
    let slot = state.slot(&id).await?;
    let guard = slot.live.lock().await;
    let live = guard.as_ref().ok_or_else(|| not_found(&id))?;
    let viewer = live.seat(token_of(&headers, &q).as_deref());
    Ok(Json(live.view(viewer, now_ms())))
}

async fn api_join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    body: Result<Json<JoinRequest>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let Json(req) = body.map_err(body_error)?;
    Ok(Json(join_game(&state, &id, req).await?))
}

async fn api_action(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<Action>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let Json(action) = body.map_err(body_error)?;
    let token = token_of(&headers, &q);
    Ok(Json(state.act(&id, token.as_deref(), &action).await?))
}

#[derive(Deserialize)]
struct MoveBody {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default)]
    ply: Option<i64>,
}

async fn api_move(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let Json(b) = body.map_err(body_error)?;
    let token = token_of(&headers, &q);
    let action = Action::Move {
        mv: b.mv,
        ply: b.ply,
    };
    Ok(Json(state.act(&id, token.as_deref(), &action).await?))
}

async fn download(state: &AppState, id: &str, pgn: bool) -> Result<Response, ApiError> {
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

async fn api_pgn(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &id, true).await
}

async fn api_courier(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    download(&state, &id, false).await
}

/// A game's events: the game as JSON at once and after every change; actions may be sent as
/// JSON messages (the same as `POST /api/games/{id}/actions`).
async fn api_ws(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Query<TokenQuery>,
    ext: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let slot = state.slot(&id).await?;
    let token = token_of(&headers, &q);
    let ip = client_ip(&ext);
    Ok(ws
        .max_message_size(16 * 1024)
        .on_upgrade(move |socket| ws_session(state, slot, id, token, ip, socket)))
}

async fn ws_session(
    state: AppState,
    slot: Arc<Slot>,
    id: String,
    token: Option<String>,
    ip: IpAddr,
    mut socket: WebSocket,
) {
    let mut changed = slot.changed.subscribe();
    let view = |live: &Live| {
        let viewer = live.seat(token.as_deref());
        json!({"type": "state", "game": live.view(viewer, now_ms())}).to_string()
    };
    let first = {
        let guard = slot.live.lock().await;
        guard.as_ref().map(view)
    };
    if let Some(text) = first
        && socket.send(Message::Text(text.into())).await.is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            ev = changed.recv() => {
                let text = match ev {
                    Ok(Change::Chat(line)) => Some(json!({"type": "chat", "line": line}).to_string()),
                    Ok(Change::State) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        let guard = slot.live.lock().await;
                        guard.as_ref().map(view)
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                if let Some(t) = text && socket.send(Message::Text(t.into())).await.is_err() {
                    return;
                }
            }
            msg = socket.recv() => {
                let Some(Ok(msg)) = msg else { return };
                let text = match msg {
                    Message::Text(t) => t.to_string(),
                    Message::Close(_) => return,
                    _ => continue,
                };
                let reply = match serde_json::from_str::<Action>(&text) {
                    // Actions over the socket count against the same limit as POSTs.
                    Ok(_) if !state.allow(ip) => Some(json!({"type": "error", "error": TOO_MANY})),
                    Ok(action) => match state.act(&id, token.as_deref(), &action).await {
                        Ok(_) => None,
                        Err(e) => Some(json!({"type": "error", "error": e.1})),
                    },
                    Err(e) => Some(json!({"type": "error", "error": format!("message: {e}")})),
                };
                if let Some(r) = reply && socket.send(Message::Text(r.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

async fn piece_image(Path(file): Path<String>) -> Response {
    // `w-K.svg`, `b-e.svg`, with `r` (royal) or `p` (pawn) after the letter: `w-Kr.svg`.
    let name = file.strip_suffix(".svg").unwrap_or("");
    let mut parts = name.splitn(2, '-');
    let (Some(side), Some(rest)) = (parts.next(), parts.next()) else {
        return ApiError(StatusCode::NOT_FOUND, "no such piece".into()).into_response();
    };
    let mut chars = rest.chars();
    let Some(letter) = chars.next().filter(|c| c.is_ascii_alphabetic()) else {
        return ApiError(StatusCode::NOT_FOUND, "no such piece".into()).into_response();
    };
    let flag = chars.next();
    let svg = art::piece_svg(letter, side == "w", flag == Some('r'), flag == Some('p'));
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        svg,
    )
        .into_response()
}

/// The lobby's form: creates the game and goes to it.
async fn new_game_form(
    State(state): State<AppState>,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let fields = match form {
        Ok(Form(f)) => f,
        Err(e) => {
            let error = pages::FormError {
                field: "form",
                message: format!("the form could not be read ({}); try again", e.body_text()),
            };
            return pages::lobby_page(&state, &[], Some(error)).await;
        }
    };
    let get = |k: &str| {
        fields
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
            .filter(|v| !v.is_empty())
    };
    let variant = get("variant").unwrap_or_default();
    // Only the options that differ from the game's own are kept with the game.
    let defaults = builtin(&variant)
        .map(|v| pages::variant_json(&v)["rules"].clone())
        .unwrap_or(Value::Null);
    let mut rules = serde_json::Map::new();
    for (k, v) in &fields {
        let Some(key) = k.strip_prefix("rule:") else {
            continue;
        };
        let default = match &defaults[key] {
            Value::String(s) => s.clone(),
            Value::Array(a) => a
                .iter()
                .filter_map(|x| x.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            Value::Null => continue,
            other => other.to_string(),
        };
        if v.trim() != default {
            let value = if matches!(defaults[key], Value::Array(_)) {
                Value::String(format!(
                    "[{}]",
                    v.split_whitespace()
                        .map(|f| format!("\"{f}\""))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            } else {
                Value::String(v.trim().to_owned())
            };
            rules.insert(key.to_owned(), value);
        }
    }
    // A preset names the clock; "custom" takes the minutes and seconds given.
    let (clock, mut minutes, mut increment, days) = match get("tc") {
        Some(tc) => pages::preset(&tc).map_or((None, None, None, None), |(c, m, i, d)| {
            (Some(c.to_owned()), Some(m), Some(i), Some(d))
        }),
        None => (
            get("clock"),
            None,
            None,
            get("days").and_then(|l| l.parse().ok()),
        ),
    };
    if get("tc").as_deref() == Some("custom") || get("tc").is_none() {
        minutes = get("minutes").and_then(|l| l.parse().ok());
        increment = get("increment").and_then(|l| l.parse().ok());
    }
    let req = NewGame {
        variant,
        rules,
        color: get("color"),
        opponent: get("opponent"),
        level: get("level").and_then(|l| l.parse().ok()),
        clock,
        minutes,
        increment,
        days: days.filter(|&d| d > 0),
        name: get("name"),
        fen: get("fen"),
    };
    match create_game(&state, req).await {
        Ok(created) => {
            let url = created["game_url"].as_str().unwrap_or("/").to_owned();
            Redirect::to(&url).into_response()
        }
        Err(e) => {
            // The mistake is shown beside its field, with everything as it was typed.
            let m = e.1.to_ascii_lowercase();
            let field = if m.contains("fen") || m.contains("position") {
                "fen"
            } else if m.contains("clock") || m.contains("minutes") || m.contains("correspondence") {
                "clock"
            } else if m.contains("rule") {
                "rules"
            } else {
                "form"
            };
            let error = pages::FormError {
                field,
                message: e.1,
            };
            pages::lobby_page(&state, &fields, Some(error)).await
        }
    }
}

#[derive(Deserialize)]
struct JoinForm {
    invite: String,
    #[serde(default)]
    name: Option<String>,
}

async fn join_form(
    State(state): State<AppState>,
    Path(id): Path<String>,
    form: Result<Form<JoinForm>, FormRejection>,
) -> Result<Redirect, ApiError> {
    let Form(f) = form.map_err(|e| bad(format!("form: {}", e.body_text())))?;
    let joined = join_game(
        &state,
        &id,
        JoinRequest {
            invite: f.invite,
            name: f.name,
        },
    )
    .await?;
    Ok(Redirect::to(joined["game_url"].as_str().unwrap_or("/")))
}

/// Serves the site until the process is stopped.
pub async fn serve(addr: SocketAddr, config: Config) -> Result<(), String> {
    let state = AppState::new(config.clone())
        .await
        .map_err(|e| e.to_string())?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    println!(
        "Rukh is serving on http://{local}/  (database: {})",
        config.database
    );
    if !config.assets.join("app.js").exists() {
        println!(
            "note: the board script is not built ({} has no app.js): run `npm ci --prefix web && npm run build --prefix web`",
            config.assets.display()
        );
    }
    let cap = connection_cap(config.max_connections);
    println!("accepting up to {cap} connections at once");
    serve_on(listener, router(state), cap, config.header_timeout).await
}

/// The most connections served at once: `wanted`, or what the process's file limit allows
/// (raised to its hard limit first), less a reserve for the database and the engine.
fn connection_cap(wanted: Option<usize>) -> usize {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let files = rlimit::getrlimit(rlimit::Resource::NOFILE)
        .map(|(soft, _)| soft)
        .unwrap_or(1024);
    let room = files.saturating_sub(64).max(16) as usize;
    wanted.map_or(room, |w| w.min(room).max(1))
}

/// Serves `app` on `listener`: every connection must send its request head within
/// `header_timeout` (also between requests of a kept-alive connection, so silent and trickling
/// sockets are closed), and beyond `cap` connections at once a new one gets a short 503 and is
/// closed, so real requests keep their file descriptors.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: Router,
    cap: usize,
    header_timeout: Duration,
) -> Result<(), String> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::Service;
    let slots = Arc::new(tokio::sync::Semaphore::new(cap));
    let mut make = app.into_make_service_with_connect_info::<SocketAddr>();
    let shutdown = tokio::signal::ctrl_c();
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            r = listener.accept() => match r {
                Ok(c) => c,
                Err(e) => {
                    // Out of descriptors or a reset before accept: wait a moment, go on.
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => return Ok(()),
        };
        let Ok(permit) = Arc::clone(&slots).try_acquire_owned() else {
            tokio::spawn(refuse_full(stream));
            continue;
        };
        let tower_service = match make.call(remote).await {
            Ok(s) => s,
            Err(e) => match e {},
        };
        tokio::spawn(async move {
            let _permit = permit;
            // A connection that sends nothing at all is closed after the same time as one that
            // sends its head too slowly.
            let mut first = [0u8; 1];
            match tokio::time::timeout(header_timeout, stream.peek(&mut first)).await {
                Ok(Ok(n)) if n > 0 => {}
                _ => return,
            }
            let io = TokioIo::new(stream);
            let service = hyper_util::service::TowerToHyperService::new(tower_service);
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(io, service)
                .with_upgrades()
                .await;
        });
    }
}

/// The answer to a connection beyond the cap: a short 503, then close.
async fn refuse_full(mut stream: tokio::net::TcpStream) {
    use tokio::io::AsyncWriteExt;
    let body = "the server is full: try again in a few seconds\n";
    let reply = format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        stream.write_all(reply.as_bytes()).await?;
        stream.shutdown().await?;
        // Read what the client sent before closing, so the close does not reset the
        // connection before the client has read the answer.
        let mut sink = [0u8; 4096];
        while tokio::io::AsyncReadExt::read(&mut stream, &mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The takeback race: the engine's answer for a position that a takeback and a new move
    /// have replaced at the same ply is not played; the answer for the position itself is.
    #[tokio::test]
    async fn engine_answers_are_tied_to_their_position() {
        let dir = std::env::temp_dir().join(format!("rukh-web-race-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let state = AppState::new(Config {
            database: format!("sqlite://{}", dir.join("rukh.db").display()),
            // The pool's own answer comes far too late to interfere.
            engine_movetime: Duration::from_secs(60),
            ..Config::default()
        })
        .await
        .unwrap();
        let req: NewGame = serde_json::from_value(json!({
            "variant": "shatranj", "color": "white", "opponent": "engine", "level": 8
        }))
        .unwrap();
        let created = create_game(&state, req).await.unwrap();
        let id = created["id"].as_str().unwrap().to_owned();
        let me = created["token"].as_str().unwrap().to_owned();
        let mv = |m: &str| Action::Move {
            mv: m.into(),
            ply: None,
        };
        state.act(&id, Some(&me), &mv("e2e3")).await.unwrap();
        let old = state
            .slot(&id)
            .await
            .unwrap()
            .live
            .lock()
            .await
            .as_ref()
            .unwrap()
            .pos
            .hash();
        let takeback = Action::Takeback {
            action: "offer".into(),
        };
        state.act(&id, Some(&me), &takeback).await.unwrap();
        state.act(&id, Some(&me), &mv("d2d3")).await.unwrap();
        let reply = Action::Move {
            mv: "g8f6".into(),
            ply: Some(1),
        };
        // Found for 1. e3: refused, though g8f6 is legal after 1. d3 too.
        assert!(state.act_as_engine(&id, old, &reply).await.is_err());
        let slot = state.slot(&id).await.unwrap();
        let now = slot.live.lock().await.as_ref().unwrap().pos.hash();
        assert_eq!(slot.live.lock().await.as_ref().unwrap().row.ply, 1);
        // Found for 1. d3: played.
        state.act_as_engine(&id, now, &reply).await.unwrap();
        assert_eq!(slot.live.lock().await.as_ref().unwrap().row.ply, 2);
    }
}
