//! How the site runs: the settings `rukh serve` gives.

use std::path::PathBuf;
use std::time::Duration;

use rukh_store::SessionTtl;

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
    pub session_ttl: SessionTtl,
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
    /// How the limits count clients: every address of one network is one client, the network
    /// being an address's first bits, (IPv4, IPv6): by default (32, 64), each IPv4 address and
    /// each IPv6 /64.
    pub client_networks: (u8, u8),
    /// Who may read the site's figures (`/metrics`, `/api/metrics`): by default this machine.
    pub metrics_from: Vec<ipnet::IpNet>,
    /// Connections at once from one address (trusted proxies excepted), and game sockets open
    /// at once for one client.
    pub connections_per_address: usize,
    /// The longest a request's body may pause between its parts (a body that never comes no
    /// longer holds its connection).
    pub body_timeout: Duration,
    /// A live seek lasts while its creator has the lobby or the seek's page open: this long
    /// after the last such page closed, it is taken off.
    pub seek_idle: Duration,
    /// Problems of the site's own (`rukh serve --problems FILE`), shown after the ones that
    /// come with Rukh; each passed `rukh_problems::validate`.
    pub extra_problems: Vec<rukh_problems::Problem>,
    /// Puzzles of the site's own (`rukh serve --puzzles FILE`), each passed
    /// `rukh_puzzles::check`; one with the id of a shipped puzzle replaces it.
    pub extra_puzzles: Vec<rukh_puzzles::Puzzle>,
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
            session_ttl: SessionTtl::default(),
            login_limit: (10, 60),
            ping_interval: Duration::from_secs(20),
            trusted_proxies: Vec::new(),
            connections_per_address: 64,
            client_networks: (32, 64),
            metrics_from: vec![
                "127.0.0.0/8".parse().expect("a range"),
                "::1/128".parse().expect("a range"),
            ],
            body_timeout: Duration::from_secs(15),
            seek_idle: Duration::from_secs(30),
            extra_problems: Vec::new(),
            extra_puzzles: Vec::new(),
        }
    }
}
