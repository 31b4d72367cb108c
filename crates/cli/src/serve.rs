//! `rukh serve`, the site, and `rukh backup`, a copy of its database while it runs.

use std::time::Instant;

use clap::Args;

use crate::problems;

#[derive(Args)]
pub(crate) struct ServeArgs {
    /// A settings file (TOML) whose keys are these options' long names without their dashes:
    /// `addr = "0.0.0.0:8080"`, `rate-limit = 300`, `game = ["makruk.toml"]`. The command line
    /// and the options' environment variables come before it (docs/deploy.md).
    #[arg(long, env = "RUKH_CONFIG", value_name = "FILE")]
    config: Option<std::path::PathBuf>,
    /// Address and port to listen on.
    #[arg(long, env = "RUKH_ADDR", default_value = "127.0.0.1:8080")]
    addr: std::net::SocketAddr,
    /// Where games are kept: sqlite://FILE (created on first start) or postgres://USER@HOST/DB.
    #[arg(long, env = "RUKH_DATABASE", default_value = "sqlite://rukh.db")]
    database: String,
    /// The built front end (made by `npm run build --prefix web`).
    #[arg(long, default_value = "web/dist")]
    assets: std::path::PathBuf,
    /// Threads that think for the engine (engine games never take the threads serving people).
    #[arg(long, default_value_t = 1)]
    engine_workers: usize,
    /// The engine's longest think per move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    engine_movetime_ms: u64,
    /// Requests that change something, per minute and address (0: no limit).
    #[arg(long, default_value_t = 600)]
    rate_limit: u32,
    /// The most connections served at once; more get "503 server full" (default: as many as
    /// the process's file limit allows).
    #[arg(long)]
    max_connections: Option<usize>,
    /// Seconds a connection may take to send a request's head (and stay idle between
    /// requests), and the longest its body may pause.
    #[arg(long, default_value_t = 15)]
    header_timeout: u64,
    /// Analyses (the analysis board's engine) running at once; each takes a core while it thinks.
    #[arg(long, default_value_t = 2)]
    max_analyses: usize,
    /// Analyses running at once for one browser. One client address runs four times as many,
    /// but always fewer than --max-analyses (when that is above one).
    #[arg(long, default_value_t = 1)]
    analyses_per_client: usize,
    /// The longest the analysis board's engine thinks about one position, in seconds.
    #[arg(long, default_value_t = 30)]
    analysis_seconds: u64,
    /// A game of your own to offer casual (seeks, challenges, the engine), on the analysis board
    /// and the editor: a variant file (see variants/README.md); may be given more than once.
    #[arg(long, value_name = "FILE")]
    variant_file: Vec<std::path::PathBuf>,
    /// A game of your own to make one of the site's beside the five: in the lobby's list and the
    /// Rules menu, with its rules page, rated. A variant file, such as `rukh designs promote`
    /// writes from a player's design; may be given more than once.
    #[arg(long = "game", value_name = "FILE")]
    site_game: Vec<std::path::PathBuf>,
    /// A network for one of the games this site offers (`rukh train` writes one; the file names
    /// its game), which the site's engine then plays that game with, in place of the written
    /// evaluation (or the network built in); may be given more than once.
    #[arg(long = "network", value_name = "FILE")]
    networks: Vec<std::path::PathBuf>,
    /// A collection of problems of your own to publish on /problems after the ones that come
    /// with Rukh (the format of problems/README.md; prove them first with `rukh problems check
    /// FILE --record`); may be given more than once.
    #[arg(long = "problems", value_name = "FILE")]
    problem_files: Vec<std::path::PathBuf>,
    /// Puzzles of your own for /training, beside the ones that come with Rukh (one JSON puzzle
    /// a line, as `rukh puzzles find --out FILE` writes them; see puzzles/README.md); may be
    /// given more than once. Each is checked by the rules before the site starts.
    #[arg(long = "puzzles", value_name = "FILE")]
    puzzle_files: Vec<std::path::PathBuf>,
    /// What this process does: `all` (one process serves everything), `web` (serves people and
    /// leaves the engine's moves to `engine` processes) or `engine` (only thinks for the engine,
    /// no web server). Several processes share one PostgreSQL database: see docs/deploy.md.
    #[arg(long, value_enum, default_value_t = ServeRole::All)]
    role: ServeRole,
    /// Endgame tables made by `rukh tb build --out DIR`: the analysis board and game reviews
    /// show their exact results, and the engine at full strength plays by them.
    #[arg(long, env = "RUKH_TABLEBASES", value_name = "DIR")]
    tablebases: Option<std::path::PathBuf>,
    /// The address people reach the site at, e.g. https://shatranj.example (behind a proxy):
    /// session cookies are marked Secure when it is https, and browsers' requests from it are
    /// taken as the site's own.
    #[arg(long, env = "RUKH_PUBLIC_URL", value_name = "URL")]
    public_url: Option<String>,
    /// Days a signed-in session lasts without use.
    #[arg(long, default_value_t = 30)]
    session_days: u32,
    /// How the log is written on standard error: `text` (for people) or `json` (one object a
    /// line, for log collectors). Its level comes from RUST_LOG (default: info; e.g.
    /// RUST_LOG=warn, or RUST_LOG=info,rukh_web=debug).
    #[arg(long, env = "RUKH_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    /// A proxy in front of the site (address or range, e.g. 127.0.0.1/32 or 10.0.0.0/8; may be
    /// given more than once): requests from it are counted, limited and logged by the client
    /// address it names in X-Forwarded-For.
    #[arg(long, value_name = "CIDR")]
    trusted_proxy: Vec<String>,
    /// Connections at once from one client (trusted proxies excepted); more get "503 server
    /// full". Also the sockets one client may keep open.
    #[arg(long, default_value_t = 64)]
    connections_per_address: usize,
    /// An address or range that may read the site's figures (/metrics for Prometheus,
    /// /api/metrics), e.g. 10.0.0.5 or 10.0.0.0/8; may be given more than once (default: this
    /// machine, 127.0.0.0/8 and ::1).
    #[arg(long, value_name = "CIDR")]
    metrics_from: Vec<String>,
    /// How the limits (requests, sign-ins, quotas, connections) count an IPv4 client: every
    /// address sharing its first so many bits is one client (32: each address).
    #[arg(long, default_value_t = 32, value_name = "BITS", value_parser = clap::value_parser!(u8).range(0..=32))]
    limit_ipv4_prefix: u8,
    /// How the limits count an IPv6 client: every address of one network of this prefix is
    /// one client (64: a household or a rented server holds a whole /64).
    #[arg(long, default_value_t = 64, value_name = "BITS", value_parser = clap::value_parser!(u8).range(0..=128))]
    limit_ipv6_prefix: u8,
    /// Seconds a live seek stays in the lobby after its creator closed the lobby and the seek's
    /// page (as on lichess, a live seek lasts while its creator waits for it).
    #[arg(long, default_value_t = 30, value_name = "SECONDS")]
    seek_idle: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ServeRole {
    All,
    Web,
    Engine,
}

/// Installs the log of `rukh serve`: every warning and error of the site, and a line per
/// request (method, path without its query, status, time). The level comes from RUST_LOG.
fn init_log(format: LogFormat) {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,hyper=warn"));
    use std::io::IsTerminal;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

/// Addresses or ranges given to `flag` (`10.0.0.5`, `10.0.0.0/8`, `::1`).
fn ranges(flag: &str, given: &[String]) -> anyhow::Result<Vec<rukh_web::IpNet>> {
    given
        .iter()
        .map(|p| {
            p.parse::<rukh_web::IpNet>()
                .or_else(|_| p.parse::<std::net::IpAddr>().map(rukh_web::IpNet::from))
                .map_err(|_| {
                    anyhow::anyhow!("{flag} {p}: give an address or a range, e.g. 10.0.0.0/8")
                })
        })
        .collect()
}

pub(crate) fn serve(a: ServeArgs) -> anyhow::Result<()> {
    init_log(a.log_format);
    let config = rukh_web::Config {
        database: a.database,
        assets: a.assets,
        engine_workers: a.engine_workers.max(1),
        engine_movetime: std::time::Duration::from_millis(a.engine_movetime_ms.max(10)),
        rate_per_minute: a.rate_limit,
        max_connections: a.max_connections,
        header_timeout: std::time::Duration::from_secs(a.header_timeout.max(1)),
        max_analyses: a.max_analyses,
        analyses_per_client: a.analyses_per_client,
        analysis_time: std::time::Duration::from_secs(a.analysis_seconds.clamp(1, 3600)),
        role: match a.role {
            ServeRole::All => rukh_web::Role::All,
            ServeRole::Web => rukh_web::Role::Web,
            ServeRole::Engine => rukh_web::Role::Engine,
        },
        tablebases: a.tablebases,
        public_url: a.public_url.map(|u| u.trim_end_matches('/').to_owned()),
        session_ttl: rukh_store::SessionTtl {
            account_ms: i64::from(a.session_days.clamp(1, 3650)) * 86_400_000,
            ..Default::default()
        },
        login_limit: (10, 60),
        trusted_proxies: ranges("--trusted-proxy", &a.trusted_proxy)?,
        connections_per_address: a.connections_per_address.max(1),
        client_networks: (a.limit_ipv4_prefix, a.limit_ipv6_prefix),
        metrics_from: if a.metrics_from.is_empty() {
            rukh_web::Config::default().metrics_from
        } else {
            ranges("--metrics-from", &a.metrics_from)?
        },
        body_timeout: std::time::Duration::from_secs(a.header_timeout.max(1)),
        seek_idle: std::time::Duration::from_secs(a.seek_idle.max(1)),
        extra_problems: problems::site_collection(&a.problem_files)?,
        extra_puzzles: crate::puzzles::site_puzzles(&a.puzzle_files)?,
        ..rukh_web::Config::default()
    };
    if let Some(u) = &config.public_url
        && !(u.starts_with("http://") || u.starts_with("https://"))
    {
        anyhow::bail!("--public-url {u}: give the whole address, e.g. https://shatranj.example");
    }
    if let Some(dir) = &config.tablebases
        && !dir.is_dir()
    {
        anyhow::bail!(
            "--tablebases {}: no such folder (make the tables first: rukh tb build --variant shatranj --men 4 --out {})",
            dir.display(),
            dir.display()
        );
    }
    // The operator's games: casual ones (`--variant-file`), then the site's own (`--game`).
    let games = a.variant_file.iter().map(|f| (f, false));
    for (f, site) in games.chain(a.site_game.iter().map(|f| (f, true))) {
        let (flag, offered) = if site {
            ("--game ", "as one of the site's games, rated")
        } else {
            ("", "casual and on the analysis board")
        };
        let id = rukh_web::site::games::register_variant_file(f, site)
            .map_err(|e| anyhow::anyhow!("{flag}{}: {e}", f.display()))?;
        eprintln!("offering {} ({id}) {offered}", f.display());
    }
    for f in &a.networks {
        let net = rukh_engine::nnue::load(f)
            .map_err(|e| anyhow::anyhow!("--network {}: {e}", f.display()))?;
        let variant = rukh_web::site::games::make_variant(&net.variant, "{}").map_err(|_| {
            anyhow::anyhow!(
                "--network {}: it is a network for '{}', which this site does not offer (give its game with --game first)",
                f.display(),
                net.variant
            )
        })?;
        net.fits(&variant)
            .map_err(|e| anyhow::anyhow!("--network {}: {e}", f.display()))?;
        eprintln!(
            "the engine plays {} with the network {} ({})",
            net.variant,
            f.display(),
            net.shape()
        );
        rukh_engine::nnue::install(net);
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(rukh_web::serve(a.addr, config))
        .map_err(|e| anyhow::anyhow!(e))
}

#[derive(Args)]
pub(crate) struct BackupArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(long, env = "RUKH_DATABASE", default_value = "sqlite://rukh.db")]
    database: String,
    /// The copy to write (a new file).
    #[arg(long)]
    out: std::path::PathBuf,
}

pub(crate) fn backup(a: BackupArgs) -> anyhow::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = rukh_store::Db::connect(&a.database)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let started = Instant::now();
        let bytes = db
            .backup_to(&a.out)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let games = db.game_count().await.unwrap_or(0);
        println!(
            "copied {} ({games} game{}, {} KiB) to {} in {:.1} s",
            a.database,
            if games == 1 { "" } else { "s" },
            bytes / 1024,
            a.out.display(),
            started.elapsed().as_secs_f64()
        );
        Ok(())
    })
}
