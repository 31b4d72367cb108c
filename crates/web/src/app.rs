//! The server's state: what every handler reaches through `State<AppState>` (the database, the
//! games held in memory, the engine's workers, the limits), how it starts and how it stops.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::Rng;
use rukh_rules::variant::{BUILTIN_IDS, builtin};
use tokio::sync::broadcast;

use crate::config::{Config, Role};
use crate::db::{Db, DbError};
use crate::http::socket as hub;
use crate::metrics;
use crate::play::engine_pool::{Answer, EnginePool};
use crate::play::live::{Action, Live};
use crate::play::{live as game, tables};
use crate::study::{analysis, review};

/// One game's place in memory: the game (loaded on first use) and its listeners.
pub(crate) struct Slot {
    pub(crate) live: tokio::sync::Mutex<Option<Live>>,
    pub(crate) changed: broadcast::Sender<Change>,
}

/// What listeners of a game hear: a move (a small event), the game changed otherwise (they
/// are sent the whole game), or a chat line, sent on its own so that chat never resends the game.
#[derive(Clone, Debug)]
pub(crate) enum Change {
    State,
    Move(Arc<game::MoveEvent>),
    Chat(crate::db::ChatRow),
}

pub(crate) struct Inner {
    pub(crate) db: Db,
    pub(crate) config: Config,
    /// This process's name in engine leases.
    pub(crate) instance: String,
    pub(crate) slots: Mutex<HashMap<String, Arc<Slot>>>,
    /// The engine's threads (none in a process of the `web` role).
    pub(crate) engine: Option<EnginePool>,
    /// Engine moves asked for and not yet answered: (game, ply, position hash).
    pub(crate) engine_pending: Mutex<HashSet<(String, i64, u64)>>,
    pub(crate) limiter: Mutex<HashMap<IpAddr, (Instant, f64)>>,
    /// Game sockets open per client.
    pub(crate) sockets_by_client: Arc<Mutex<HashMap<IpAddr, usize>>>,
    /// Turns to draw pictures (PNG diagrams, PDF sheets) on the blocking pool.
    pub(crate) drawing: tokio::sync::Semaphore,
    /// The key that signs a problem's line as played with the server's defence.
    pub(crate) line_key: String,
    /// Sign-in attempts, per address and per account name.
    pub(crate) logins: Mutex<HashMap<String, (Instant, f64)>>,
    /// Quotas of costly work per client (problem moves, imports, reviews).
    pub(crate) quotas: Mutex<HashMap<String, (Instant, f64)>>,
    /// Rings with the players of a game that changed (for the header's count of games where it
    /// is one's move).
    pub(crate) seat_news: broadcast::Sender<Arc<[Option<String>; 2]>>,
    /// True once the process is stopping: sockets close (telling pages to reconnect) and event
    /// streams end.
    pub(crate) closing: tokio::sync::watch::Sender<bool>,
    /// Rings when the lobby's lists change (a game made, joined or ended).
    pub(crate) lobby: broadcast::Sender<()>,
    /// The lobby's lists as last made (JSON), shared by every viewer, and how often they were.
    pub(crate) lobby_view: tokio::sync::watch::Sender<Arc<String>>,
    /// The tournament the header points to: one under way, else the next to start (kept by the
    /// tournament sweeper).
    pub(crate) next_tournament: std::sync::RwLock<Option<rukh_store::Tournament>>,
    pub(crate) lobby_made: std::sync::atomic::AtomicU64,
    /// Players with a lobby or a game page open on this process, and how many (their live
    /// seeks are kept while they stay).
    pub(crate) present: Mutex<HashMap<String, usize>>,
    pub(crate) analyses: analysis::AnalysisSlots,
    pub(crate) reviewer: review::Reviewer,
    pub(crate) tables: Arc<tables::Shelf>,
    /// The problems served: those that come with Rukh, then the site's own.
    pub(crate) problems: &'static [rukh_engine::problems::Problem],
}

#[derive(Clone)]
pub struct AppState(pub(crate) Arc<Inner>);

pub use rukh_store::now_ms;

/// A secret nobody can guess: 128 random bits.
pub(crate) fn secret() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

pub(crate) use rukh_store::game_id;

/// How long a process's claim to think for the engine in a game lasts unless renewed (it is
/// renewed every second): a process that dies hands its games over within this.
pub(crate) const LEASE_MS: i64 = 3_000;

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
        let problems = crate::study::problems::collection(&config.extra_problems);
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
            next_tournament: std::sync::RwLock::new(None),
            lobby_made: std::sync::atomic::AtomicU64::new(0),
            present: Mutex::default(),
            analyses: analysis::AnalysisSlots::default(),
            reviewer: review::Reviewer::start(db.clone(), Arc::clone(&shelf)),
            tables: shelf,
            problems,
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
        // Tournaments: an arena's free players paired as soon as they are free, a Swiss's rounds
        // as they come due; every ten seconds, the operator's schedules announced; every two, the
        // header's tournament noted.
        let s = state.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(1000));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut n: u64 = 0;
            loop {
                tick.tick().await;
                if n.is_multiple_of(10) {
                    s.announce_scheduled().await;
                }
                if n.is_multiple_of(2) {
                    s.note_next_tournament().await;
                }
                n += 1;
                s.sweep_tournaments().await;
            }
        });
        // Live seeks last while their creators wait for them.
        let s = state.clone();
        tokio::spawn(async move {
            if let Err(e) = s.0.db.renew_seeks(now_ms()).await {
                tracing::warn!("renewing the live seeks: {e}");
            }
            let mut tick = tokio::time::interval(s.seek_sweep_every());
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                s.sweep_seeks().await;
            }
        });
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
        if let Err(e) = self.0.db.notify(&crate::db::Notice::Lobby).await {
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
    pub(crate) fn held_slots(&self) -> Vec<Arc<Slot>> {
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
    pub(crate) fn evict_idle(&self) {
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
