//! Play: the games in progress and the lobby. `Play` owns the games held in memory (each behind
//! its own lock, stored durably before any listener hears of a change), the engine's workers and
//! their leases, the lobby's lists, live seeks and quick pairing, and the sweepers that let flags
//! fall and seeks lapse. What changed goes up on its channels (`Change` per game, the seats'
//! news, the lobby's bell); other processes hear it through the store's notices.

pub mod actor;
pub mod challenges;
pub mod create;
pub mod engine_pool;
pub mod error;
pub mod live;
pub mod lobby;
pub mod news;
pub mod online;
pub mod quick;
pub mod seeks;
pub mod sweep;
pub mod tables;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::RngExt;
use rukh_store::{ChatRow, Db, now_ms};
use tokio::sync::{broadcast, watch};

use crate::config::{Config, Role};
pub use create::{JoinRequest, NewGame};
use engine_pool::{Answer, EnginePool};
pub use error::PlayError;
pub use live::Actor;
use live::{Action, Live};
pub use lobby::{lobby_lists, summary, time_control};
use tables::Shelf;

/// One game's place in memory: the game (loaded on first use) and its listeners.
pub struct Slot {
    pub(crate) live: tokio::sync::Mutex<Option<Live>>,
    pub changed: broadcast::Sender<Change>,
    /// Who of the players has the game open here.
    pub(crate) presence: Mutex<SeatPresence>,
}

impl Slot {
    /// `seat`'s player (if a player) was just heard from: their game shows them as here.
    pub(crate) fn seen(&self, live: &mut Live, seat: Option<rukh_rules::Color>) {
        if let Some(c) = seat {
            let mut p = self.presence.lock().expect("presence");
            if p.seen(c, now_ms()) {
                live.away = p.away();
            }
        }
    }
}

/// Which players have a page open on a game in this process (a socket each), and since when a
/// player with none has been away. A game loaded into a process counts its players away from
/// then until their pages connect (after a restart, a player who does not come back can be
/// claimed against). Pages of the game open on other processes count through their notes in
/// the database (`Play::note_presence`, every two seconds).
#[derive(Clone, Debug)]
pub(crate) struct SeatPresence {
    sockets: [u32; 2],
    away_since: [Option<i64>; 2],
    /// A page of the seat's player is open on another process (its note in the database).
    elsewhere: [bool; 2],
    /// The pages open on the game that are not a player's (its spectators).
    watchers: u32,
}

impl SeatPresence {
    pub(crate) fn new(now: i64) -> SeatPresence {
        SeatPresence {
            sockets: [0, 0],
            away_since: [Some(now); 2],
            elsewhere: [false; 2],
            watchers: 0,
        }
    }

    /// A spectator's page opened (`true`) or closed: the number watching now.
    pub(crate) fn watch(&mut self, on: bool) -> u32 {
        self.watchers = if on {
            self.watchers + 1
        } else {
            self.watchers.saturating_sub(1)
        };
        self.watchers
    }

    pub(crate) fn watchers(&self) -> u32 {
        self.watchers
    }

    /// Whether a page of `seat`'s player is open here.
    pub(crate) fn here(&self, seat: rukh_rules::Color) -> bool {
        self.sockets[seat.index()] > 0
    }

    /// Whether a page of `seat`'s player is open on another process; when the last one there
    /// closes (and none is open here), the player is away from `now`.
    pub(crate) fn set_elsewhere(&mut self, seat: rukh_rules::Color, open: bool, now: i64) {
        let i = seat.index();
        if self.elsewhere[i] && !open && self.sockets[i] == 0 {
            self.away_since[i] = Some(now);
        }
        self.elsewhere[i] = open;
    }

    /// A page of `seat`'s player connected.
    pub(crate) fn arrive(&mut self, seat: rukh_rules::Color) {
        self.sockets[seat.index()] += 1;
        self.away_since[seat.index()] = None;
    }

    /// A page of `seat`'s player closed; with none left, they are away from `now`.
    pub(crate) fn leave(&mut self, seat: rukh_rules::Color, now: i64) {
        let n = &mut self.sockets[seat.index()];
        *n = n.saturating_sub(1);
        if *n == 0 {
            self.away_since[seat.index()] = Some(now);
        }
    }

    /// `seat`'s player acted without a page (the API): away from now on, not from before.
    /// True when that changed what the others see.
    pub(crate) fn seen(&mut self, seat: rukh_rules::Color, now: i64) -> bool {
        if self.sockets[seat.index()] > 0 {
            return false;
        }
        self.away_since[seat.index()] = Some(now);
        true
    }

    /// Since when each seat's player has had no page open on any process (None: one is open).
    pub(crate) fn away(&self) -> [Option<i64>; 2] {
        [0, 1].map(|i| {
            if self.elsewhere[i] {
                None
            } else {
                self.away_since[i]
            }
        })
    }
}

/// What listeners of a game hear: a move (a small event), the game changed otherwise (they
/// are sent the whole game), a chat line, sent on its own so that chat never resends the game,
/// or how many watch it.
#[derive(Clone, Debug)]
pub enum Change {
    State,
    Move(Arc<live::MoveEvent>),
    Chat(ChatRow),
    /// The number of spectators changed (in this process).
    Watchers(u32),
}

/// How long a process's claim to think for the engine in a game lasts unless renewed (it is
/// renewed every second): a process that dies hands its games over within this.
pub(crate) const LEASE_MS: i64 = 3_000;

/// How often a process notes that the site is up.
pub(crate) const ALIVE_EVERY: Duration = Duration::from_secs(2);
/// An outage shorter than this (a quick restart) is charged as the clocks ran; a longer one
/// is not charged at all.
pub const OUTAGE_MS: i64 = 5_000;
/// After an outage, the clocks wait this long more: the players' pages reconnect within it
/// (their back-off is at most 3 s, web/src/round/socket.ts).
pub const BACK_MS: i64 = 5_000;

/// A secret nobody can guess: 128 random bits.
pub(crate) fn secret() -> String {
    format!("{:032x}", rand::rng().random::<u128>())
}

/// The games in play, the lobby and the engine's workers.
#[derive(Clone)]
pub struct Play(pub(crate) Arc<PlayInner>);

pub(crate) struct PlayInner {
    pub(crate) db: Db,
    pub(crate) config: Arc<Config>,
    /// This process's name in engine leases.
    pub(crate) instance: String,
    pub(crate) slots: Mutex<HashMap<String, Arc<Slot>>>,
    /// The engine's threads (none in a process of the `web` role).
    pub(crate) engine: Option<EnginePool>,
    /// Engine moves asked for and not yet answered: (game, ply, position hash).
    pub(crate) engine_pending: Mutex<HashSet<(String, i64, u64)>>,
    /// Rings with the players of a game that changed (for the header's count of games where it
    /// is one's move).
    pub(crate) seat_news: broadcast::Sender<Arc<[Option<String>; 2]>>,
    /// Rings when the lobby's lists change (a game made, joined or ended).
    pub(crate) lobby: broadcast::Sender<()>,
    /// The lobby's lists as last made (JSON), shared by every viewer, and how often they were.
    pub(crate) lobby_view: watch::Sender<Arc<String>>,
    pub(crate) lobby_made: AtomicU64,
    /// Players with a lobby or a game page open on this process, and how many (their live
    /// seeks are kept while they stay).
    pub(crate) present: Mutex<HashMap<String, usize>>,
    /// Signed-in players with a page of the site open on this process, and how many.
    pub(crate) online: Mutex<HashMap<String, usize>>,
    /// The endgame tables the engine at full strength plays by.
    pub(crate) tables: Arc<Shelf>,
    /// How many other processes serve the site (as last read from the database's presence
    /// notes): the limits are kept in the database while there are any.
    pub(crate) others: AtomicU64,
}

impl Play {
    /// Starts play: the engine's workers (unless this process only serves people), the task that
    /// plays their answers, the sweepers (flags, the engine's leases, live seeks, idle games),
    /// the lobby's lists and, on PostgreSQL, the listener that hears other processes' changes.
    pub fn start(db: Db, config: Arc<Config>, tables: Arc<Shelf>) -> Play {
        let (answers_tx, mut answers_rx) = tokio::sync::mpsc::unbounded_channel::<Answer>();
        let engine = (config.role != Role::Web)
            .then(|| EnginePool::start(config.engine_workers, answers_tx, Arc::clone(&tables)));
        let play = Play(Arc::new(PlayInner {
            db: db.clone(),
            config,
            instance: secret(),
            slots: Mutex::new(HashMap::new()),
            engine,
            engine_pending: Mutex::new(HashSet::new()),
            seat_news: broadcast::channel(1024).0,
            lobby: broadcast::channel(16).0,
            lobby_view: watch::channel(Arc::new(String::new())).0,
            lobby_made: AtomicU64::new(0),
            others: AtomicU64::new(0),
            present: Mutex::default(),
            online: Mutex::default(),
            tables,
        }));
        // Engine answers are played through the same path as people's moves.
        let p = play.clone();
        tokio::spawn(async move {
            while let Some(a) = answers_rx.recv().await {
                p.0.engine_pending.lock().expect("pending").remove(&(
                    a.game_id.clone(),
                    a.ply,
                    a.hash,
                ));
                let Some(mv) = a.mv else { continue };
                let action = Action::Move {
                    mv,
                    ply: Some(a.ply),
                };
                if let Err(e) = p.act_as_engine(&a.game_id, a.hash, &action).await {
                    tracing::warn!("engine move in {}: {e}", a.game_id);
                }
            }
        });
        // The site's sign of life, every two seconds: after an outage, the next start knows how
        // long no process served it (see `pause_clocks_for_outage`).
        let p = play.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(ALIVE_EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                // The database closed as the process stops.
                if p.0.db.is_closed() {
                    break;
                }
                if let Err(e) = p.0.db.alive(now_ms()).await {
                    tracing::warn!("noting that the site is up: {e}");
                }
                p.note_presence().await;
            }
        });
        // Flags fall when their moment comes, found in the database: after a restart, and in
        // games another process (perhaps one that died) was serving.
        let p = play.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(250));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut unreadable = HashSet::new();
            loop {
                tick.tick().await;
                p.sweep_flags(&mut unreadable).await;
            }
        });
        // Engine moves nobody is thinking about (after a restart, a queue that was full, a
        // process that died holding the lease).
        if play.0.engine.is_some() {
            let p = play.clone();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(Duration::from_millis(1000));
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    p.sweep_engine().await;
                }
            });
        }
        // Live seeks last while their creators wait for them.
        let p = play.clone();
        tokio::spawn(async move {
            if let Err(e) = p.0.db.renew_seeks(now_ms()).await {
                tracing::warn!("renewing the live seeks: {e}");
            }
            let mut tick = tokio::time::interval(p.seek_sweep_every());
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                p.sweep_seeks().await;
            }
        });
        if db.is_postgres() {
            tokio::spawn(play.clone().listen());
        }
        let changes = play.0.lobby.subscribe();
        tokio::spawn(play.clone().keep_lobby_view(changes));
        let p = play.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(30));
            loop {
                tick.tick().await;
                p.evict_idle();
            }
        });
        play
    }

    /// Drops this process's copies of a player's games (read again on their next use), after a
    /// change of the player's name or their account's deletion.
    pub fn forget_games_of(&self, player: &str) {
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

    /// How many games this process holds, and how many engine moves it waits for.
    pub fn load_figures(&self) -> (usize, usize) {
        (
            self.0.slots.lock().expect("slots").len(),
            self.0.engine_pending.lock().expect("pending").len(),
        )
    }

    /// The players of games that changed, as they change (the header's count).
    pub fn seat_news(&self) -> broadcast::Receiver<Arc<[Option<String>; 2]>> {
        self.0.seat_news.subscribe()
    }

    /// The lobby's lists as JSON, made once per change for every viewer.
    pub fn lobby_view(&self) -> watch::Receiver<Arc<String>> {
        self.0.lobby_view.subscribe()
    }

    /// The endgame tables this process was given.
    pub fn tables(&self) -> &Arc<Shelf> {
        &self.0.tables
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

impl Play {
    /// This process's name in leases (the engine's moves, a tournament's pairing).
    pub fn instance(&self) -> &str {
        &self.0.instance
    }

    /// How many times the lobby's lists were made.
    pub fn lobby_lists_made(&self) -> u64 {
        self.0.lobby_made.load(std::sync::atomic::Ordering::Relaxed)
    }
}
