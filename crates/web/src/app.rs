//! The application: its services built once, in order (players, then play over them, study and
//! tournaments over play, the engine list, the pictures), and what every handler reaches through
//! `State<AppState>`; how the site starts and how it stops.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rukh_rules::variant::{BUILTIN_IDS, builtin};
use rukh_store::{Db, DbError};

use crate::config::Config;
use crate::engines::Engines;
use crate::metrics;
use crate::play::Play;
use crate::play::tables::Shelf;
use crate::players::Players;
use crate::site::Site;
use crate::study::Study;
use crate::tournaments::Tournaments;
use crate::training::Training;

pub use rukh_store::now_ms;

pub(crate) struct Inner {
    pub(crate) db: Db,
    pub(crate) config: Arc<Config>,
    pub(crate) players: Players,
    pub(crate) play: Play,
    pub(crate) study: Study,
    pub(crate) tournaments: Tournaments,
    pub(crate) training: Training,
    pub(crate) engines: Engines,
    pub(crate) site: Site,
    /// Requests that change something, per address (the edge's rate limit).
    pub(crate) limiter: Mutex<HashMap<IpAddr, (Instant, f64)>>,
    /// Game sockets open per client.
    pub(crate) sockets_by_client: crate::players::throttle::OpenCounts,
    /// Quotas of costly work per client (problem moves, imports, reviews).
    pub(crate) quotas: Mutex<HashMap<String, (Instant, f64)>>,
    /// True once the process is stopping: sockets close (telling pages to reconnect) and event
    /// streams end.
    pub(crate) closing: tokio::sync::watch::Sender<bool>,
}

/// The site: its services and the edge's own limits.
#[derive(Clone)]
pub struct AppState(pub(crate) Arc<Inner>);

impl AppState {
    /// Connects the database, loads the endgame tables, and starts every service (the engine's
    /// workers, the sweepers, the tournaments' pairing and, on PostgreSQL, the listener that
    /// hears other processes' changes).
    pub async fn new(config: Config) -> Result<AppState, DbError> {
        let config = Arc::new(config);
        let db = Db::connect(&config.database).await?;
        let tables = Arc::new(load_tables(&config).await);
        let players = Players::new(db.clone(), Arc::clone(&config));
        // An outage is charged to nobody: before the flags are swept, the live clocks are put
        // forward by the time no process served the site, and the time the players' pages take
        // to reconnect.
        match db
            .pause_clocks_for_outage(now_ms(), crate::play::OUTAGE_MS, crate::play::BACK_MS)
            .await
        {
            Ok(Some((gap, games))) => tracing::info!(
                "the site was down for {} s: the clocks of {games} live games were put forward by as much and {} s for the pages to reconnect",
                gap / 1000,
                crate::play::BACK_MS / 1000
            ),
            Ok(None) => {}
            Err(e) => tracing::warn!("pausing the clocks for the outage: {e}"),
        }
        let play = Play::start(db.clone(), Arc::clone(&config), Arc::clone(&tables));
        let study = Study::start(db.clone(), Arc::clone(&config), play.clone()).await?;
        let tournaments = Tournaments::start(db.clone(), play.clone());
        let training = Training::start(db.clone(), &config.extra_puzzles).await?;
        // Players' designs, every version (a game in play keeps the one it began with).
        match crate::designs::load_all(&db).await {
            Ok(0) => {}
            Ok(n) => tracing::info!("{n} versions of players' designs offered"),
            Err(e) => tracing::warn!("reading the players' designs: {e}"),
        }
        Ok(AppState(Arc::new(Inner {
            db: db.clone(),
            config,
            players,
            play,
            study,
            tournaments,
            training,
            engines: Engines::new(db),
            site: Site::new(),
            limiter: Mutex::new(HashMap::new()),
            sockets_by_client: Arc::default(),
            quotas: Mutex::new(HashMap::new()),
            closing: tokio::sync::watch::channel(false).0,
        })))
    }

    pub fn db(&self) -> &Db {
        &self.0.db
    }

    pub fn config(&self) -> &Config {
        &self.0.config
    }

    pub fn players(&self) -> &Players {
        &self.0.players
    }

    pub fn play(&self) -> &Play {
        &self.0.play
    }

    pub fn study(&self) -> &Study {
        &self.0.study
    }

    pub fn tournaments(&self) -> &Tournaments {
        &self.0.tournaments
    }

    pub fn training(&self) -> &Training {
        &self.0.training
    }

    pub fn engines(&self) -> &Engines {
        &self.0.engines
    }

    pub fn site(&self) -> &Site {
        &self.0.site
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
}

/// The endgame tables of the folder `rukh serve --tablebases` names (none without one).
async fn load_tables(config: &Config) -> Shelf {
    let Some(dir) = config.tablebases.clone() else {
        return Shelf::default();
    };
    let games: Vec<_> = BUILTIN_IDS
        .iter()
        .filter_map(|id| builtin(id).ok())
        .collect();
    let shelf = tokio::task::spawn_blocking(move || Shelf::load(&dir, &games))
        .await
        .unwrap_or_default();
    if shelf.is_empty() {
        tracing::warn!(
            "no endgame tables found in the folder given (make them with `rukh tb build --out DIR`)"
        );
    }
    shelf
}
