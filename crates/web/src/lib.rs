//! `rukh serve`: the five games in the browser, live or by correspondence, against people or the
//! engine, with every game kept in a database (SQLite by default, PostgreSQL when given).

mod account;
mod analysis;
mod api;
pub mod art;
mod assets;
pub mod db;
pub mod diagram;
mod endings;
pub mod engine_pool;
pub mod error;
mod forms;
pub mod game;
mod hub;
pub mod identity;
mod import;
mod limits;
pub mod metrics;
mod pages;
pub mod player;
pub mod problems;
mod profile;
pub mod rating;
mod review;
pub mod rule_docs;
mod server;
pub mod tables;

use api::*;
pub use api::{JoinRequest, ListQuery, NewGame, lobby_lists, summary, time_control};
use assets::*;
pub use error::ApiError;
use error::{bad, body_error, not_found};
use forms::*;
use hub::*;
pub use ipnet::IpNet;
use limits::*;
pub use server::{Limits, serve, serve_on, serve_until};

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
    /// Analyses (of the analysis board) running at once on this server.
    pub max_analyses: usize,
    /// Analyses running at once for one browser (four times as many for one client address,
    /// but fewer than `max_analyses`: see `analysis::address_cap`).
    pub analyses_per_client: usize,
    /// The longest an analysis thinks about one position.
    pub analysis_time: Duration,
    /// What this process does.
    pub role: Role,
    /// Endgame tables (`rukh tb build --out DIR`): the analysis board and reviews show their
    /// values, the engine at full strength plays by them.
    pub tablebases: Option<PathBuf>,
    /// The address people reach the site at (`https://shatranj.example`): cookies are marked
    /// Secure when it is https, and requests from it pass the cross-site check.
    pub public_url: Option<String>,
    /// How long a session lasts without use.
    pub session_ttl: player::SessionTtl,
    /// Sign-in attempts per address and per account name: (burst, one more every so many
    /// seconds).
    pub login_limit: (u32, u64),
    /// How often a game's socket is pinged; one that answers nothing for two of these is closed
    /// (a vanished client's socket is not kept).
    pub ping_interval: Duration,
    /// Proxies in front of the site (a load balancer, nginx): for a request from one of them,
    /// the client is the last address of `X-Forwarded-For` that is not a trusted proxy, for the
    /// per-address limits and the log.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Connections at once from one address (trusted proxies excepted), and game sockets open
    /// at once for one client.
    pub connections_per_address: usize,
    /// The longest a request's body may pause between its parts (a body that never comes no
    /// longer holds its connection).
    pub body_timeout: Duration,
}

/// What a server process does: everything (one process, the default), only serve people (the
/// engine's moves are left to other processes), or only think for the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Role {
    #[default]
    All,
    Web,
    Engine,
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
            max_analyses: 2,
            analyses_per_client: 1,
            analysis_time: Duration::from_secs(30),
            role: Role::All,
            tablebases: None,
            public_url: None,
            session_ttl: player::SessionTtl::default(),
            login_limit: (10, 60),
            ping_interval: Duration::from_secs(20),
            trusted_proxies: Vec::new(),
            connections_per_address: 64,
            body_timeout: Duration::from_secs(15),
        }
    }
}

/// One game's place in memory: the game (loaded on first use) and its listeners.
struct Slot {
    live: tokio::sync::Mutex<Option<Live>>,
    changed: broadcast::Sender<Change>,
}

/// What listeners of a game hear: a move (a small event), the game changed otherwise (they
/// are sent the whole game), or a chat line, sent on its own so that chat never resends the game.
#[derive(Clone, Debug)]
enum Change {
    State,
    Move(Arc<game::MoveEvent>),
    Chat(Value),
}

struct Inner {
    db: Db,
    config: Config,
    /// This process's name in engine leases.
    instance: String,
    slots: Mutex<HashMap<String, Arc<Slot>>>,
    /// The engine's threads (none in a process of the `web` role).
    engine: Option<EnginePool>,
    /// Engine moves asked for and not yet answered: (game, ply, position hash).
    engine_pending: Mutex<HashSet<(String, i64, u64)>>,
    limiter: Mutex<HashMap<IpAddr, (Instant, f64)>>,
    /// Game sockets open per client.
    sockets_by_client: Arc<Mutex<HashMap<IpAddr, usize>>>,
    /// Turns to draw pictures (PNG diagrams, PDF sheets) on the blocking pool.
    drawing: tokio::sync::Semaphore,
    /// The key that signs a problem's line as played with the server's defence.
    line_key: String,
    /// Sign-in attempts, per address and per account name.
    logins: Mutex<HashMap<String, (Instant, f64)>>,
    /// Quotas of costly work per client (problem moves, imports, reviews).
    quotas: Mutex<HashMap<String, (Instant, f64)>>,
    /// Rings with the players of a game that changed (for the header's count of games where it
    /// is one's move).
    seat_news: broadcast::Sender<Arc<[Option<String>; 2]>>,
    /// True once the process is stopping: sockets close (telling pages to reconnect) and event
    /// streams end.
    closing: tokio::sync::watch::Sender<bool>,
    /// Rings when the lobby's lists change (a game made, joined or ended).
    lobby: broadcast::Sender<()>,
    /// The lobby's lists as last made (JSON), shared by every viewer, and how often they were.
    lobby_view: tokio::sync::watch::Sender<Arc<String>>,
    lobby_made: std::sync::atomic::AtomicU64,
    analyses: analysis::AnalysisSlots,
    reviewer: review::Reviewer,
    tables: Arc<tables::Shelf>,
}

#[derive(Clone)]
pub struct AppState(Arc<Inner>);

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

/// A player's id: 96 random bits.
fn player_id() -> String {
    format!("p{:024x}", rand::rng().random::<u128>() >> 32)
}

/// A short public game id.
fn game_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut r = rand::rng();
    (0..10)
        .map(|_| ALPHABET[r.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// How long a process's claim to think for the engine in a game lasts unless renewed (it is
/// renewed every second): a process that dies hands its games over within this.
const LEASE_MS: i64 = 3_000;

/// The message of a change refused because another process changed the game first.

impl AppState {
    /// Connects the database and starts the engine workers, the clock sweeper and (on
    /// PostgreSQL) the listener that hears other processes' changes.
    pub async fn new(config: Config) -> Result<AppState, DbError> {
        let db = Db::connect(&config.database).await?;
        let line_key = db.setting("problem-line-key", crate::player::token).await?;
        let shelf = match config.tablebases.clone() {
            Some(dir) => {
                let games: Vec<_> = BUILTIN_IDS
                    .iter()
                    .filter_map(|id| builtin(id).ok())
                    .collect();
                let shelf = tokio::task::spawn_blocking(move || tables::Shelf::load(&dir, &games))
                    .await
                    .unwrap_or_default();
                if shelf.is_empty() {
                    tracing::warn!(
                        "no endgame tables found in the folder given (make them with `rukh tb build --out DIR`)"
                    );
                }
                shelf
            }
            None => tables::Shelf::default(),
        };
        let shelf = Arc::new(shelf);
        let (answers_tx, mut answers_rx) = tokio::sync::mpsc::unbounded_channel::<Answer>();
        let engine = (config.role != Role::Web)
            .then(|| EnginePool::start(config.engine_workers, answers_tx, Arc::clone(&shelf)));
        let state = AppState(Arc::new(Inner {
            db: db.clone(),
            config,
            instance: secret(),
            slots: Mutex::new(HashMap::new()),
            engine,
            engine_pending: Mutex::new(HashSet::new()),
            limiter: Mutex::new(HashMap::new()),
            sockets_by_client: Arc::default(),
            drawing: tokio::sync::Semaphore::new(2),
            line_key,
            logins: Mutex::new(HashMap::new()),
            quotas: Mutex::new(HashMap::new()),
            seat_news: broadcast::channel(1024).0,
            closing: tokio::sync::watch::channel(false).0,
            lobby: broadcast::channel(16).0,
            lobby_view: tokio::sync::watch::channel(Arc::new(String::new())).0,
            lobby_made: std::sync::atomic::AtomicU64::new(0),
            analyses: analysis::AnalysisSlots::default(),
            reviewer: review::Reviewer::start(db.clone(), Arc::clone(&shelf)),
            tables: shelf,
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
                    tracing::warn!("engine move in {}: {e}", a.game_id);
                }
            }
        });
        // Flags fall when their moment comes, found in the database: after a restart, and in
        // games another process (perhaps one that died) was serving.
        let s = state.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(250));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut unreadable = HashSet::new();
            loop {
                tick.tick().await;
                s.sweep_flags(&mut unreadable).await;
            }
        });
        // Engine moves nobody is thinking about (after a restart, a queue that was full, a
        // process that died holding the lease).
        if state.0.engine.is_some() {
            let s = state.clone();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(Duration::from_millis(1000));
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    s.sweep_engine().await;
                }
            });
        }
        if db.is_postgres() {
            tokio::spawn(hub::listen(state.clone()));
        }
        let changes = state.0.lobby.subscribe();
        tokio::spawn(state.clone().keep_lobby_view(changes));
        let s = state.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(30));
            loop {
                tick.tick().await;
                s.evict_idle();
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
        if guard.is_none()
            && let Err(e) = self.load(id, &mut guard).await
        {
            drop(guard);
            if matches!(e, ApiError::NotFound(_)) {
                self.0.slots.lock().expect("slots").remove(id);
            }
            return Err(e);
        }
        drop(guard);
        Ok(slot)
    }

    /// Reads a game from the database into its slot.
    async fn load(&self, id: &str, guard: &mut Option<Live>) -> Result<(), ApiError> {
        let Some(row) = self.0.db.game(id).await? else {
            return Err(not_found(id));
        };
        let moves = self.0.db.moves(id).await?;
        let chat = self.0.db.chat(id).await?;
        let live = Live::load(row, moves, chat)
            .map_err(|e| ApiError::Internal(format!("game {id} cannot be read back: {e}")))?;
        *guard = Some(live);
        Ok(())
    }

    /// Runs an action on a game under its lock, stores it, then tells the listeners. When
    /// another process changed the game meanwhile, the game is read again and the action tried
    /// on it (a move made on a position that is gone is refused then as stale).
    async fn act(&self, id: &str, who: &Actor, action: &Action) -> Result<Value, ApiError> {
        let started = Instant::now();
        let done = self.act_inner(id, who, action).await;
        if matches!(action, Action::Move { .. }) && done.is_ok() {
            metrics::MOVE.observe(started);
        }
        done
    }

    async fn act_inner(&self, id: &str, who: &Actor, action: &Action) -> Result<Value, ApiError> {
        let slot = self.slot(id).await?;
        let waited = Instant::now();
        let mut guard = slot.live.lock().await;
        metrics::LOCK.add(waited);
        let mut attempt = 0;
        loop {
            if guard.is_none() {
                self.load(id, &mut guard).await?;
            }
            let live = guard.as_mut().ok_or_else(|| not_found(id))?;
            let by = live.seat_of(who);
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
            match self.apply(&slot, &mut guard, by, action, &author).await {
                Err(e) if matches!(e, ApiError::Changed) && attempt < 3 => attempt += 1,
                Err(e) => return Err(e),
                Ok(()) => {
                    let live = guard.as_ref().ok_or_else(|| not_found(id))?;
                    return Ok(live.view(by, now_ms()));
                }
            }
        }
    }

    /// Plays the engine's answer, if the game is still in the position it was found for (the
    /// same ply and position: a takeback and a new move can bring back the ply, not the
    /// position); otherwise the engine is asked again.
    async fn act_as_engine(&self, id: &str, hash: u64, action: &Action) -> Result<(), ApiError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let mut attempt = 0;
        loop {
            if guard.is_none() {
                self.load(id, &mut guard).await?;
            }
            let live = guard.as_mut().ok_or_else(|| not_found(id))?;
            if live.pos.hash() != hash {
                if attempt == 0 && self.0.db.is_postgres() {
                    // Perhaps only this copy is behind: read the game again first.
                    *guard = None;
                    attempt += 1;
                    continue;
                }
                self.after_change(live);
                return Err(Refusal::Stale.into());
            }
            let by = live.engine_color();
            match self.apply(&slot, &mut guard, by, action, "Rukh").await {
                Err(e) if matches!(e, ApiError::Changed) && attempt < 3 => attempt += 1,
                other => return other,
            }
        }
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
        let t = Instant::now();
        let now = now_ms();
        let result = live.act(by, action, author, now);
        metrics::RULES.add(t);
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
        let t = Instant::now();
        if matches!(action, Action::Chat { .. }) {
            for line in &changes.new_chat {
                let _ = slot.changed.send(Change::Chat(json!(line)));
            }
        } else if !changes.new_moves.is_empty()
            && changes.keep_plies.is_none()
            && !(live.row.status == "finished" && live.row.rated)
        {
            // (A rated game's last move goes out as the whole game, with the ratings' change.)
            let _ = slot
                .changed
                .send(Change::Move(Arc::new(live.move_event(now))));
        } else {
            let _ = slot.changed.send(Change::State);
        }
        metrics::EVENTS.add(t);
        Ok(())
    }

    /// Writes the game over the version it was read at; if the database refuses (or another
    /// process changed the game first), the game is dropped from memory so the next request
    /// reads what was really stored.
    async fn store(
        &self,
        guard: &mut Option<Live>,
        keep: Option<i64>,
        moves: &[db::MoveRow],
        chat: &[db::ChatRow],
    ) -> Result<(), ApiError> {
        let live = guard.as_mut().expect("loaded");
        // A move that ends the game also changes the lobby's lists: "end" tells other
        // processes both.
        let kind = if !moves.is_empty() && keep.is_none() && live.row.status == "finished" {
            "end"
        } else if !moves.is_empty() && keep.is_none() {
            "move"
        } else if !chat.is_empty() {
            "chat"
        } else {
            "state"
        };
        let notice = format!(
            "{} {} {kind} {} {} {}",
            live.row.id,
            live.row.version + 1,
            u8::from(live.row.engine_to_move()),
            live.row.white_player.as_deref().unwrap_or("-"),
            live.row.black_player.as_deref().unwrap_or("-"),
        );
        let save = db::Save {
            row: live.row.clone(),
            keep_plies: keep,
            moves: moves.to_vec(),
            chat: chat.to_vec(),
            notice,
        };
        let t = Instant::now();
        let saved = self.0.db.store(save).await;
        metrics::STORE.add(t);
        match saved {
            Ok(stored) => {
                live.row.version += 1;
                if stored.ratings.is_some() {
                    live.row.ratings = stored.ratings;
                }
                self.seat_news(&live.row);
                Ok(())
            }
            Err(DbError::Conflict) => {
                *guard = None;
                Err(ApiError::Changed)
            }
            Err(e) => {
                *guard = None;
                Err(e.into())
            }
        }
    }

    /// Asks the engine for a move when it is its turn, once this process holds the lease of
    /// the position (so one process thinks, and the move is played once).
    fn after_change(&self, live: &mut Live) {
        let Some(engine) = self.0.engine.clone() else {
            return;
        };
        if live.engine_color().is_none() || live.to_move() != live.engine_color() {
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
        let state = self.clone();
        tokio::spawn(async move {
            let now = now_ms();
            // A short lease, renewed every second while this process lives (`sweep_engine`):
            // when it dies, another process takes the move over within a few seconds.
            let until = now + LEASE_MS;
            let claimed = state
                .0
                .db
                .claim_engine(&job.game_id, job.ply, &state.0.instance, now, until)
                .await;
            if !matches!(claimed, Ok(true)) || !engine.submit(job) {
                state.0.engine_pending.lock().expect("pending").remove(&key);
            }
        });
    }

    /// Ends the games whose clock ran out: each once, whichever process gets there first (the
    /// others find the game changed and read it again).
    /// Games stored in a form that cannot be read back (`unreadable`, found by earlier sweeps)
    /// are passed over, so that they never hide the games behind them.
    async fn sweep_flags(&self, unreadable: &mut HashSet<String>) {
        let Ok(due) = self.0.db.due_flags(now_ms(), 500 + unreadable.len()).await else {
            return;
        };
        for id in due {
            if unreadable.contains(&id) {
                continue;
            }
            let slot = match self.slot(&id).await {
                Ok(slot) => slot,
                Err(e) => {
                    if matches!(e, ApiError::Internal(_)) && unreadable.len() < 100_000 {
                        tracing::warn!("{e}; its clock is not watched");
                        unreadable.insert(id);
                    }
                    continue;
                }
            };
            let mut guard = slot.live.lock().await;
            if guard.is_none() && self.load(&id, &mut guard).await.is_err() {
                continue;
            }
            let Some(live) = guard.as_mut() else { continue };
            if live.check_flag(now_ms()) {
                if self.store(&mut guard, None, &[], &[]).await.is_ok() {
                    let _ = slot.changed.send(Change::State);
                    let _ = self.0.lobby.send(());
                }
            } else if live.row.deadline().is_some_and(|d| d <= now_ms()) {
                // This copy is behind the database: read the game again.
                *guard = None;
            }
        }
    }

    /// Renews this process's engine leases, and asks for the engine's moves that nobody is
    /// thinking about.
    async fn sweep_engine(&self) {
        let thinking: Vec<(String, i64)> = self
            .0
            .engine_pending
            .lock()
            .expect("pending")
            .iter()
            .map(|(id, ply, _)| (id.clone(), *ply))
            .collect();
        if !thinking.is_empty()
            && let Err(e) = self
                .0
                .db
                .renew_engine_leases(&self.0.instance, &thinking, now_ms() + LEASE_MS)
                .await
        {
            tracing::warn!("renewing the engine's leases: {e}");
        }
        let Ok(ids) = self.0.db.awaiting_engine(now_ms()).await else {
            return;
        };
        for id in ids {
            if let Ok(slot) = self.slot(&id).await {
                let mut guard = slot.live.lock().await;
                if let Some(live) = guard.as_mut() {
                    self.after_change(live);
                }
            }
        }
    }

    /// Drops this process's copies of a player's games (read again on their next use), after a
    /// change of the player's name or their account's deletion.
    pub(crate) fn forget_games_of(&self, player: &str) {
        for slot in self.held_slots() {
            if let Ok(mut guard) = slot.live.try_lock()
                && guard.as_ref().is_some_and(|l| {
                    l.row.white_player.as_deref() == Some(player)
                        || l.row.black_player.as_deref() == Some(player)
                })
            {
                *guard = None;
            }
        }
    }

    /// The lobby's lists changed outside a game's stored change (a game made): this process's
    /// lobbies hear it at once, other processes' through the database (PostgreSQL).
    pub(crate) async fn lobby_changed(&self) {
        let _ = self.0.lobby.send(());
        if let Err(e) = self.0.db.notify("- 0 lobby 0").await {
            tracing::warn!("telling other processes of a lobby change: {e}");
        }
    }

    /// Starts stopping: sockets are told to reconnect and close, event streams end.
    pub fn begin_stop(&self) {
        self.0.closing.send_replace(true);
    }

    /// Resolves once the process is stopping.
    pub(crate) async fn stopping(&self) {
        let mut rx = self.0.closing.subscribe();
        let _ = rx.wait_for(|c| *c).await;
    }

    /// Stops: sockets close (waiting for them at most `wait`), then the database is closed
    /// (SQLite's log copied into the database first). Every acknowledged change was stored
    /// before it was acknowledged; this only lets the changes under way finish.
    pub async fn stop(&self, wait: Duration) {
        self.begin_stop();
        let until = Instant::now() + wait;
        while metrics::SOCKETS.load(std::sync::atomic::Ordering::Relaxed) > 0
            && Instant::now() < until
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.0.db.close().await;
    }

    /// The games this process holds now.
    fn held_slots(&self) -> Vec<Arc<Slot>> {
        self.0
            .slots
            .lock()
            .expect("slots")
            .values()
            .cloned()
            .collect()
    }

    /// Forgets games nobody watches and nobody has touched for a minute (they are read again
    /// from the database when wanted).
    fn evict_idle(&self) {
        let now = now_ms();
        let mut slots = self.0.slots.lock().expect("slots");
        slots.retain(|_, slot| {
            if Arc::strong_count(slot) > 1 || slot.changed.receiver_count() > 0 {
                return true;
            }
            match slot.live.try_lock() {
                Ok(g) => g.as_ref().is_some_and(|l| now - l.row.updated_at < 60_000),
                Err(_) => true,
            }
        });
    }
}

impl AppState {
    /// Tells the players of a game that it changed (the header's count of games where it is
    /// their move).
    fn seat_news(&self, row: &GameRow) {
        if row.white_player.is_some() || row.black_player.is_some() {
            let _ = self.0.seat_news.send(Arc::new([
                row.white_player.clone(),
                row.black_player.clone(),
            ]));
        }
    }
}

/// The key of a seat: `Authorization: Bearer KEY` (unless it is a bot's API token, which names
/// a player instead), or `?token=KEY`.
fn token_of(headers: &HeaderMap, q: &TokenQuery) -> Option<String> {
    identity::bearer(headers)
        .filter(|t| !t.starts_with(player::API_TOKEN_PREFIX))
        .or_else(|| q.token.clone())
}

/// Who acts in a game: a player (by the session or an API token) and the key of a seat, if the
/// request carried one.
#[derive(Clone, Debug, Default)]
pub struct Actor {
    pub player: Option<String>,
    pub key: Option<String>,
}

impl Actor {
    fn new(identity: &identity::Identity, key: Option<String>) -> Actor {
        Actor {
            player: identity.id().map(str::to_owned),
            key,
        }
    }
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
        .route("/signup", get(account::signup_page).post(account::signup))
        .route("/login", get(account::login_page).post(account::login))
        .route("/logout", post(account::logout))
        .route("/account", get(account::account_page))
        .route("/account/name", post(account::rename))
        .route("/account/password", post(account::change_password))
        .route(
            "/account/token",
            get(account::token_page).post(account::token_new),
        )
        .route("/account/token/revoke", post(account::token_revoke))
        .route(
            "/account/delete",
            get(account::delete_page).post(account::delete),
        )
        .route("/@/{name}", get(profile::player_page))
        .route("/players", get(profile::players_page))
        .route("/games", get(profile::my_games))
        .route("/api/me", get(account::api_me))
        .route("/api/me/events", get(profile::me_events))
        .route(
            "/analysis",
            get(|| async { Redirect::to("/analysis/shatranj") }),
        )
        .route("/analysis/{variant}", get(pages::analysis_page))
        .route(
            "/editor",
            get(|| async { Redirect::to("/editor/shatranj") }),
        )
        .route("/editor/{variant}", get(pages::editor_page))
        .route("/api/positions/check", get(analysis::api_position_check))
        .route("/problems", get(pages::problems_page))
        .route("/problems/{id}", get(pages::problem_page))
        .route("/api/problems", get(problems::api_problems))
        .route("/api/problems/{id}", get(problems::api_problem))
        .route("/api/problems/{id}/play", post(problems::api_problem_play))
        .route(
            "/api/problems/{id}/solution",
            get(problems::api_problem_solution),
        )
        .route("/problems.js", get(problems_script))
        .route("/rules/{variant}", get(pages::rules_page))
        .route("/endings/{variant}", get(endings::endings_page))
        .route("/pieces/{file}", get(piece_image))
        .route("/pieces/{set}/{file}", get(figure_image))
        .route("/site.js", get(site_script))
        .route("/site.css", get(site_style))
        .route("/favicon.svg", get(favicon))
        .route("/favicon.ico", get(favicon))
        .route("/lobby.js", get(lobby_script))
        .route("/import.js", get(import_script))
        .route("/api/variants", get(api_variants))
        .route("/api/metrics", get(api_metrics))
        .route("/metrics", get(prometheus_metrics))
        .route("/api/lobby/events", get(lobby_events))
        .route("/api/games", get(api_list).post(api_create))
        .route("/api/games/{id}", get(api_game))
        .route("/api/games/{id}/join", post(api_join))
        .route("/api/games/{id}/actions", post(api_action))
        .route("/api/games/{id}/move", post(api_move))
        .route("/api/games/{id}/rematch", post(api_rematch))
        .route("/api/games/{id}/pgn", get(api_pgn))
        .route("/api/games/{id}/courier", get(api_courier))
        .route("/api/games/{id}/diagram", get(api_game_diagram))
        .route("/api/diagram/{variant}", get(api_diagram))
        .route("/api/print/{variant}", get(api_print))
        .route("/api/games/{id}/ws", get(api_ws))
        .route("/api/analysis/ws", get(analysis::analysis_ws))
        .route(
            "/api/games/{id}/review",
            get(review::api_review).post(review::api_review_start),
        )
        .nest_service("/assets", assets)
        .fallback(|| async { ApiError::NotFound("no such page".into()) })
        .layer(RequestBodyLimitLayer::new(16 * 1024))
        // Imports carry whole files: their own, larger limit.
        .merge(
            Router::new()
                .route("/api/import", post(import::api_import))
                .route("/import", get(pages::import_page).post(pages::import_form))
                .layer(RequestBodyLimitLayer::new(
                    3 * import::MAX_IMPORT_BYTES + 64 * 1024,
                ))
                .layer(axum::extract::DefaultBodyLimit::max(8 << 20)),
        )
        .layer(middleware::from_fn_with_state(state.clone(), rate_limit))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            state.0.config.body_timeout,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            identity::same_origin,
        ))
        // (The client's address is read first, through trusted proxies, for all below.)
        // The request log: a line per request with its method, path (never its query, which
        // may carry a seat's key), client, status and time; server errors as errors.
        .layer(
            tower_http::trace::TraceLayer::new_for_http()
                .make_span_with(|req: &Request| {
                    tracing::info_span!(
                        "request",
                        method = %req.method(),
                        path = %req.uri().path(),
                        client = %client_ip(req.extensions()),
                    )
                })
                .on_request(())
                .on_response(
                    tower_http::trace::DefaultOnResponse::new()
                        .level(tracing::Level::INFO)
                        .latency_unit(tower_http::LatencyUnit::Micros),
                ),
        )
        .layer(middleware::from_fn_with_state(state.clone(), real_client))
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

/// Where the move path's time went since the process started (see docs/performance.md).
async fn api_metrics(State(state): State<AppState>) -> Json<Value> {
    let held = state.0.slots.lock().expect("slots").len();
    Json(json!({
        "phases": metrics::snapshot(),
        "games_held": held,
        "moves": metrics::move_percentiles(),
        "sockets": metrics::SOCKETS.load(std::sync::atomic::Ordering::Relaxed),
        "analyses_running": state.0.analyses.running(),
        "analysis_searchers": state.0.analyses.searchers(),
        "engine_pending": state.0.engine_pending.lock().expect("pending").len(),
        "lobby_lists_made": state.0.lobby_made.load(std::sync::atomic::Ordering::Relaxed),
    }))
}

/// The same figures for Prometheus (`GET /metrics`, text exposition format).
async fn prometheus_metrics(State(state): State<AppState>) -> Response {
    let held = state.0.slots.lock().expect("slots").len() as f64;
    let pending = state.0.engine_pending.lock().expect("pending").len() as f64;
    let gauges = [
        (
            "rukh_games_held",
            "Games this process holds in memory.",
            held,
        ),
        (
            "rukh_analyses_running",
            "Analyses of the analysis board running now.",
            state.0.analyses.running() as f64,
        ),
        (
            "rukh_analysis_searchers",
            "Searchers of the analysis board held (16 MB each), in use or idle.",
            state.0.analyses.searchers() as f64,
        ),
        (
            "rukh_engine_pending",
            "Engine moves asked for and not yet answered.",
            pending,
        ),
    ];
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        metrics::prometheus(&gauges),
    )
        .into_response()
}

/// What pages may load: scripts only from the site itself (no inline script), styles from the
/// site and inline (the board sets its pieces' places as styles), images from the site and data
/// URLs, connections (the WebSocket) to the site; no framing by other sites.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; \
     form-action 'self'; object-src 'none'";

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
        let created = create_game(&state, req, None).await.unwrap();
        let id = created["id"].as_str().unwrap().to_owned();
        let me = created["token"].as_str().unwrap().to_owned();
        let mv = |m: &str| Action::Move {
            mv: m.into(),
            ply: None,
        };
        let me = Actor {
            player: None,
            key: Some(me),
        };
        state.act(&id, &me, &mv("e2e3")).await.unwrap();
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
        state.act(&id, &me, &takeback).await.unwrap();
        state.act(&id, &me, &mv("d2d3")).await.unwrap();
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
