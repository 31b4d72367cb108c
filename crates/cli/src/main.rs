//! `rukh`: rules, engine, matches and tools for the Shatranj family of chess games.

mod arena;
mod bot;
mod datagen;
mod diagram;
mod engines;
mod game;
mod pgn;
mod problems;
mod spsa;
mod tb;
mod tournaments;
mod train;
mod users;
mod variants;

use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use rukh_rules::perft::perft;
use rukh_rules::{Color, coord};
use serde_json::json;

use crate::game::GameArgs;

#[derive(Parser)]
#[command(
    name = "rukh",
    version,
    about = "Rules, engine, matches and tools for Shatranj, Chaturanga, Parsi Chess, Shatranj Kamil and Great Shatranj"
)]
struct Cli {
    /// With no command, Rukh waits for `uci` or `xboard` on standard input, as engines do.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// List the games Rukh knows, show one game's definition, or exchange games with
    /// Fairy-Stockfish's variants.ini format (`import`, `export`).
    Variants(variants::VariantsArgs),
    /// Count move paths to a depth (tests move generation; reports speed).
    Perft(PerftArgs),
    /// List the legal moves of a position in coordinate notation.
    Moves(MovesArgs),
    /// Tell whether the game is over, with the result and the rule that decided it.
    Status(StatusArgs),
    /// Check and convert game records (PGN, Game Courier logs).
    #[command(subcommand)]
    Pgn(pgn::PgnCommand),
    /// Play engines against each other (UCI or XBoard), judged by Rukh's rules.
    #[command(
        override_usage = "rukh match --engine name=A,cmd=PROGRAM,proto=uci|xboard --engine name=B,cmd=PROGRAM,proto=uci|xboard [OPTIONS]"
    )]
    Match(Box<arena::MatchArgs>),
    /// Make a set of balanced random openings (PGN move lists) for matches.
    Openings(arena::OpeningsArgs),
    /// Speak UCI on standard input and output.
    Uci(EngineArgs),
    /// Speak XBoard (CECP v2) on standard input and output.
    Xboard(EngineArgs),
    /// Search fixed positions of all five games; the last line is `N nodes M nps`.
    Bench(BenchArgs),
    /// Play the engine against itself and write its quiet positions with the games' results (for `rukh tune`).
    Selfplay(SelfplayArgs),
    /// Fit the evaluation's weights to self-play positions (Texel tuning) and print them.
    Tune(TuneArgs),
    /// Play the engine against itself from level openings (or search again the games of PGN
    /// files, --from-pgn) and write training positions (search score, game result) to a binary
    /// file for training an evaluation; resumable.
    Datagen(datagen::DatagenArgs),
    /// Train a network for the learned evaluation from `rukh datagen` files (on the processor).
    Train(train::TrainArgs),
    /// Tune the search's numbers (margins, reductions) by SPSA: pairs of games between the
    /// engine with them nudged up and down; resumable from its log.
    Spsa(spsa::SpsaArgs),
    /// Endgame tables: solve every ending of a few men by the game's rules, and look positions up.
    #[command(subcommand)]
    Tb(tb::TbCommand),
    /// Serve the web site: play in the browser, live or by correspondence, games kept in a database.
    Serve(ServeArgs),
    /// Problems: find new ones in games, or check a collection by the rules and the engine.
    #[command(subcommand)]
    Problems(problems::ProblemsCommand),
    /// Draw a position of any game as a diagram (SVG or PNG) for pages and print.
    Diagram(diagram::DiagramArgs),
    /// The site's accounts: create, reset-password, disable, enable, bot, token, list.
    Users(users::UsersArgs),
    /// The site's engine rating list (/engines): add `rukh match` games to it, print it.
    Engines(engines::EnginesArgs),
    /// The site's recurring tournaments: schedule an hourly arena or a weekly Swiss, list them.
    Tournaments(tournaments::TournamentsArgs),
    /// Play on a Rukh site as a bot account with any UCI or XBoard engine: take open seeks or
    /// keep one open, play the games on their clocks.
    Bot(bot::BotArgs),
    /// Copy the site's SQLite database to a file while the site runs (a consistent copy: every
    /// game as committed when the copy began). Restore: stop `rukh serve`, put the copy in the
    /// database's place (removing its `-wal` and `-shm` files), start it again.
    Backup(BackupArgs),
}

#[derive(Args)]
struct BackupArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(long, default_value = "sqlite://rukh.db")]
    database: String,
    /// The copy to write (a new file).
    #[arg(long)]
    out: std::path::PathBuf,
}

fn backup(a: BackupArgs) -> anyhow::Result<()> {
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

#[derive(Args)]
struct EngineArgs {
    /// A learned evaluation (a network file from `rukh train`), used in the game it was made
    /// for; UCI's `EvalFile` option changes it.
    #[arg(long, value_name = "FILE")]
    eval_file: Option<std::path::PathBuf>,
    /// Play with the written evaluation, not a network (UCI: `Use NNUE` false).
    #[arg(long, conflicts_with = "eval_file")]
    no_nnue: bool,
}

impl EngineArgs {
    fn apply(&self) -> anyhow::Result<()> {
        use rukh_engine::nnue::{Choice, load, set_process_choice};
        if let Some(path) = &self.eval_file {
            let net = load(path).map_err(|e| anyhow::anyhow!(e))?;
            set_process_choice(Choice::File(std::sync::Arc::new(net)));
        } else if self.no_nnue {
            set_process_choice(Choice::Written);
        }
        Ok(())
    }
}

#[derive(Args)]
struct SelfplayArgs {
    #[command(flatten)]
    game: game::VariantArgs,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Search nodes per move.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    /// Random moves at the start of each game, for variety.
    #[arg(long, default_value_t = 6)]
    random_plies: usize,
    /// Also write the games as PGN here (appended), e.g. for `rukh problems mine`.
    #[arg(long, value_name = "FILE")]
    pgn: Option<std::path::PathBuf>,
    /// Where to write `FEN | result` lines (appended).
    #[arg(long)]
    out: std::path::PathBuf,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
}

#[derive(Args)]
struct TuneArgs {
    /// The game the positions are from.
    #[command(flatten)]
    game: game::VariantArgs,
    /// `FEN | result` lines, as `rukh selfplay` writes them.
    #[arg(long)]
    data: std::path::PathBuf,
    /// Rounds of coordinate descent at most.
    #[arg(long, default_value_t = 50)]
    rounds: usize,
    /// Hold the piece values of the game's definition instead of fitting them too.
    #[arg(long)]
    keep_values: bool,
    /// Write the game's definition with the fitted piece values here, for a match
    /// (`option.VariantFile=FILE` in `rukh match`'s engine spec) or as a user's own game.
    #[arg(long, value_name = "FILE")]
    write_variant: Option<std::path::PathBuf>,
}

#[derive(Args)]
struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: std::net::SocketAddr,
    /// Where games are kept: sqlite://FILE (created on first start) or postgres://USER@HOST/DB.
    #[arg(long, default_value = "sqlite://rukh.db")]
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
    /// A game of your own to offer on the analysis board and the editor: a variant file (see
    /// variants/README.md); may be given more than once.
    #[arg(long, value_name = "FILE")]
    variant_file: Vec<std::path::PathBuf>,
    /// A collection of problems of your own to publish on /problems after the ones that come
    /// with Rukh (the format of problems/README.md; prove them first with `rukh problems check
    /// FILE --record`); may be given more than once.
    #[arg(long = "problems", value_name = "FILE")]
    problem_files: Vec<std::path::PathBuf>,
    /// What this process does: `all` (one process serves everything), `web` (serves people and
    /// leaves the engine's moves to `engine` processes) or `engine` (only thinks for the engine,
    /// no web server). Several processes share one PostgreSQL database: see docs/deploy.md.
    #[arg(long, value_enum, default_value_t = ServeRole::All)]
    role: ServeRole,
    /// Endgame tables made by `rukh tb build --out DIR`: the analysis board and game reviews
    /// show their exact results, and the engine at full strength plays by them.
    #[arg(long, value_name = "DIR")]
    tablebases: Option<std::path::PathBuf>,
    /// The address people reach the site at, e.g. https://shatranj.example (behind a proxy):
    /// session cookies are marked Secure when it is https, and browsers' requests from it are
    /// taken as the site's own.
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// Days a signed-in session lasts without use.
    #[arg(long, default_value_t = 30)]
    session_days: u32,
    /// How the log is written on standard error: `text` (for people) or `json` (one object a
    /// line, for log collectors). Its level comes from RUST_LOG (default: info; e.g.
    /// RUST_LOG=warn, or RUST_LOG=info,rukh_web=debug).
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    /// A proxy in front of the site (address or range, e.g. 127.0.0.1/32 or 10.0.0.0/8; may be
    /// given more than once): requests from it are counted, limited and logged by the client
    /// address it names in X-Forwarded-For.
    #[arg(long, value_name = "CIDR")]
    trusted_proxy: Vec<String>,
    /// Connections at once from one address (trusted proxies excepted); more get "503 server
    /// full".
    #[arg(long, default_value_t = 64)]
    connections_per_address: usize,
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

#[derive(Clone, Copy, clap::ValueEnum)]
enum ServeRole {
    All,
    Web,
    Engine,
}

#[derive(Args)]
struct BenchArgs {
    /// Search depth for every position.
    #[arg(long, default_value_t = 7)]
    depth: u32,
    #[command(flatten)]
    engine: EngineArgs,
}

#[derive(Args)]
struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Plies to search.
    depth: u32,
    /// Print the count below each legal move first.
    #[arg(long)]
    divide: bool,
}

#[derive(Args)]
struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to play first, in coordinate notation.
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct StatusArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to play first, in coordinate notation.
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

fn selfplay(a: SelfplayArgs) -> anyhow::Result<()> {
    use std::io::Write;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let variant = a.game.variant()?;
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&a.out)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", a.out.display()))?;
    let bar = indicatif::ProgressBar::new(a.games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg} ({eta} left)")
            .expect("template"),
    );
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, a.games.max(1));
    // Each thread plays whole games; the games are written here, one at a time, as they end.
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<rukh_engine::tune::SelfplayRecord>();
    let mut pgn_out = match &a.pgn {
        Some(p) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", p.display()))?,
        ),
        None => None,
    };
    let mut positions = 0;
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..threads {
            let tx = tx.clone();
            let (variant, next) = (&variant, &next);
            scope.spawn(move || {
                let mut searcher = rukh_engine::Searcher::new(16);
                let mut rng = rand::rng();
                while next.fetch_add(1, Ordering::Relaxed) < a.games {
                    searcher.clear();
                    let game = rukh_engine::tune::selfplay_record(
                        variant,
                        &mut searcher,
                        a.nodes,
                        a.random_plies,
                        &mut rng,
                    );
                    if tx.send(game).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        for (n, game) in rx.into_iter().enumerate() {
            for fen in &game.quiet {
                writeln!(out, "{fen} | {}", game.result)?;
            }
            positions += game.quiet.len();
            if let Some(f) = pgn_out.as_mut() {
                let result = match game.result {
                    r if r > 0.75 => "1-0",
                    r if r < 0.25 => "0-1",
                    _ => "1/2-1/2",
                };
                let tags = vec![
                    ("Event".to_owned(), "rukh selfplay".to_owned()),
                    ("Round".to_owned(), (n + 1).to_string()),
                    ("White".to_owned(), format!("Rukh {} nodes", a.nodes)),
                    ("Black".to_owned(), format!("Rukh {} nodes", a.nodes)),
                    ("Result".to_owned(), result.to_owned()),
                    ("Variant".to_owned(), variant.id.clone()),
                ];
                let record = rukh_rules::pgn::Game::new(game.start, game.moves, tags);
                write!(f, "{}", record.to_pgn(rukh_rules::pgn::Notation::San))?;
            }
            bar.set_message(format!("{positions} positions"));
            bar.inc(1);
        }
        Ok(())
    })?;
    bar.finish();
    println!(
        "{} games, {positions} positions written to {}",
        a.games,
        a.out.display()
    );
    Ok(())
}

fn tune(a: TuneArgs) -> anyhow::Result<()> {
    use rukh_engine::eval::Params;
    use rukh_engine::tune::{Sample, Weights, is_quiet};
    let variant = a.game.variant()?;
    let text = std::fs::read_to_string(&a.data)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", a.data.display()))?;
    let mut samples = Vec::new();
    let mut noisy = 0;
    let mut quiet = rukh_engine::Searcher::new(1);
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let Some((fen, result)) = line.rsplit_once('|') else {
            anyhow::bail!(
                "{}:{}: expected `FEN | result`, as `rukh selfplay` writes",
                a.data.display(),
                n + 1
            );
        };
        let result: f64 = result
            .trim()
            .parse()
            .ok()
            .filter(|r| (0.0..=1.0).contains(r))
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "{}:{}: the result must be 1, 0.5 or 0 (White's score)",
                    a.data.display(),
                    n + 1
                )
            })?;
        let pos = rukh_rules::Position::from_fen(&variant, fen.trim())
            .map_err(|e| anyhow::anyhow!("{}:{}: {e}", a.data.display(), n + 1))?;
        if is_quiet(&mut quiet, &pos) {
            samples.push(Sample { pos, result });
        } else {
            noisy += 1;
        }
    }
    if samples.is_empty() {
        anyhow::bail!("no quiet positions in {}", a.data.display());
    }
    println!(
        "{} positions ({noisy} left out: a capture or promotion changes their score)",
        samples.len()
    );
    let fit = rukh_engine::tune::tune(
        &samples,
        &variant,
        Weights::of(&variant),
        !a.keep_values,
        a.rounds,
        |round, _, e| println!("round {round}: error {e:.6}"),
    );
    println!(
        "error {:.6} -> {:.6} (logistic scale k = {:.2})",
        fit.before, fit.after, fit.k
    );
    let w = &fit.weights;
    let start = Weights::of(&variant).params;
    for (i, name) in Params::NAMES.iter().enumerate() {
        println!("{name:<16} {:>5} (was {})", w.params.get(i), start.get(i));
    }
    let mut values_changed = false;
    if !a.keep_values {
        for (k, piece) in variant.pieces.iter().enumerate() {
            if Some(k as u8) != variant.king() && !piece.pawn && !fit.fitted.contains(&k) {
                println!(
                    "value of {:<10} {:>5} (held: on the board in fewer than 1 in {} positions)",
                    format!("{} ({})", piece.name, piece.letter),
                    piece.value,
                    rukh_engine::tune::MIN_SHARE
                );
            }
        }
    }
    for (k, piece) in variant.pieces.iter().enumerate() {
        if w.values[k] != piece.value {
            values_changed = true;
            println!(
                "value of {:<10} {:>5} (was {})",
                format!("{} ({})", piece.name, piece.letter),
                w.values[k],
                piece.value
            );
        }
    }
    let weights: Vec<(&str, i32)> = Params::NAMES
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, w.params.get(i)))
        .collect();
    let fitted: Vec<String> = weights.iter().map(|(n, v)| format!("{n}={v}")).collect();
    println!(
        "To try these weights in a match, run the engine with RUKH_EVAL=\"{}\"",
        fitted.join(",")
    );
    if let Some(path) = &a.write_variant {
        std::fs::write(path, with_values(&a.game.source()?, &w.values, &weights))
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        println!(
            "The definition with these piece values and weights is in {} (give it to the \
             engine as `option.VariantFile={}`).",
            path.display(),
            path.display()
        );
    } else if values_changed {
        println!(
            "To play with these piece values and weights, run again with --write-variant FILE."
        );
    }
    Ok(())
}

/// A game's definition (TOML) with the `value` of its n-th `[[piece]]` set to `values[n]`
/// (comments and everything else kept; a piece without a value line gets one) and its
/// `[evaluation]` table replaced by `weights`.
fn with_values(source: &str, values: &[i32], weights: &[(&str, i32)]) -> String {
    let mut out = String::with_capacity(source.len() + 64);
    let mut seen = 0;
    // The piece whose table the line is in, and whether its value is written yet.
    let mut current: Option<usize> = None;
    let mut written = true;
    let close = |out: &mut String, current: Option<usize>, written: bool| {
        if let Some(&v) = current.and_then(|n| values.get(n))
            && !written
            && v != 0
        {
            out.push_str(&format!("value = {v}\n"));
        }
    };
    // Inside the old `[evaluation]` table, which is left out.
    let mut skipping = false;
    for line in source.lines() {
        let t = line.trim_start();
        if t.starts_with('[') {
            close(&mut out, current, written);
            current = t.starts_with("[[piece]]").then_some(seen);
            seen += usize::from(current.is_some());
            written = false;
            skipping = t.starts_with("[evaluation]");
        }
        if skipping {
            continue;
        }
        if let Some(&v) = current.and_then(|n| values.get(n))
            && !written
            && t.strip_prefix("value")
                .is_some_and(|r| r.trim_start().starts_with('='))
        {
            out.push_str(&format!("value = {v}\n"));
            written = true;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    close(&mut out, current, written);
    if !weights.is_empty() {
        out.push_str("\n[evaluation] # the engine's weights, fitted by `rukh tune`\n");
        for (name, v) in weights {
            out.push_str(&format!("{name} = {v}\n"));
        }
    }
    out
}

fn serve(a: ServeArgs) -> anyhow::Result<()> {
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
        trusted_proxies: a
            .trusted_proxy
            .iter()
            .map(|p| {
                p.parse::<rukh_web::IpNet>()
                    .or_else(|_| p.parse::<std::net::IpAddr>().map(rukh_web::IpNet::from))
                    .map_err(|_| {
                        anyhow::anyhow!(
                            "--trusted-proxy {p}: give an address or a range, e.g. 10.0.0.0/8"
                        )
                    })
            })
            .collect::<anyhow::Result<_>>()?,
        connections_per_address: a.connections_per_address.max(1),
        body_timeout: std::time::Duration::from_secs(a.header_timeout.max(1)),
        seek_idle: std::time::Duration::from_secs(a.seek_idle.max(1)),
        extra_problems: problems::site_collection(&a.problem_files)?,
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
    for f in &a.variant_file {
        let id = rukh_web::site::games::register_variant_file(f)
            .map_err(|e| anyhow::anyhow!("{}: {e}", f.display()))?;
        eprintln!("offering {} ({id}) on the analysis board", f.display());
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(rukh_web::serve(a.addr, config))
        .map_err(|e| anyhow::anyhow!(e))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() {
            eprintln!(
                "rukh: the engine, waiting for 'uci' or 'xboard' (a GUI or match runner types these); `rukh --help` lists the commands"
            );
        }
        let (input, out) = rukh_protocol::stdio();
        rukh_protocol::run_detect(input, out);
        return ExitCode::SUCCESS;
    };
    // Commands that only print end quietly when their reader goes (`rukh pgn score ... | head`),
    // as Unix tools do, instead of panicking on the closed pipe. The engine, the match runner and
    // the server keep Rust's default: they write to engines and sockets that may close, and go on.
    if matches!(
        command,
        Command::Variants(_)
            | Command::Perft(_)
            | Command::Moves(_)
            | Command::Status(_)
            | Command::Pgn(_)
            | Command::Problems(_)
            | Command::Diagram(_)
            | Command::Engines(_)
            | Command::Bench(_)
    ) {
        sigpipe::reset();
    }
    let result = match command {
        Command::Variants(a) => variants::run(a),
        Command::Perft(a) => run_perft(a),
        Command::Moves(a) => moves(a),
        Command::Status(a) => status(a),
        Command::Pgn(c) => match pgn::run(c) {
            Ok(true) => Ok(()),
            Ok(false) => return ExitCode::FAILURE,
            Err(e) => Err(e),
        },
        Command::Match(a) => arena::run_match(*a).map(|_| ()),
        Command::Openings(a) => arena::run_openings(a).map(|_| ()),
        Command::Uci(a) => a.apply().map(|()| {
            let (input, out) = rukh_protocol::stdio();
            rukh_protocol::run_uci(input, out);
        }),
        Command::Xboard(a) => a.apply().map(|()| {
            let (input, out) = rukh_protocol::stdio();
            rukh_protocol::run_xboard(input, out);
        }),
        Command::Serve(a) => serve(a),
        Command::Problems(c) => problems::run(c),
        Command::Diagram(a) => diagram::run(a),
        Command::Users(a) => users::run(a),
        Command::Engines(a) => engines::run(a),
        Command::Tournaments(a) => tournaments::run(a),
        Command::Bot(a) => bot::run(a),
        Command::Backup(a) => backup(a),
        Command::Selfplay(a) => selfplay(a),
        Command::Tune(a) => tune(a),
        Command::Datagen(a) => datagen::run(a),
        Command::Train(a) => train::run(a),
        Command::Spsa(a) => spsa::run(a),
        Command::Tb(c) => tb::run(c),
        Command::Bench(a) => a.engine.apply().map(|()| {
            let (nodes, time) =
                rukh_engine::bench::run(a.depth, |id, fen, n| println!("{n:>10}  {id:<20} {fen}"));
            let nps = nodes as f64 / time.as_secs_f64().max(1e-9);
            println!("{nodes} nodes {} nps", nps as u64);
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_perft(a: PerftArgs) -> Result<()> {
    let mut pos = a.game.position()?;
    let start = Instant::now();
    let total = if a.depth == 0 {
        perft(&mut pos, a.depth)
    } else {
        // Root moves one by one, so a progress bar can follow (drawn only on a terminal).
        let moves = pos.legal_moves();
        let bar = indicatif::ProgressBar::new(moves.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} root moves, {elapsed}")
                .expect("template"),
        );
        if a.depth < 6 {
            bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        let mut sum = 0;
        for &mv in &moves {
            pos.play_unchecked(mv);
            let n = perft(&mut pos, a.depth - 1);
            pos.undo();
            if a.divide {
                bar.suspend(|| println!("{}: {n}", coord(&pos, mv)));
            }
            sum += n;
            bar.inc(1);
        }
        bar.finish_and_clear();
        sum
    };
    let secs = start.elapsed().as_secs_f64();
    let nps = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    println!("{total} nodes in {secs:.2} s, {:.1} Mnps", nps / 1e6);
    Ok(())
}

fn moves(a: MovesArgs) -> Result<()> {
    let pos = a.game.position_after(&a.moves)?;
    let list: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| coord(&pos, *m).to_string())
        .collect();
    if a.json {
        println!(
            "{}",
            json!({ "variant": pos.variant().id, "fen": pos.fen(), "count": list.len(), "moves": list })
        );
    } else {
        println!("{}", list.join(" "));
    }
    Ok(())
}

fn status(a: StatusArgs) -> Result<()> {
    let pos = a.game.position_after(&a.moves)?;
    let outcome = pos.outcome();
    let claims = pos.claims();
    if a.json {
        let out = json!({
            "variant": pos.variant().id,
            "fen": pos.fen(),
            "turn": pos.turn(),
            "check": pos.in_check(),
            "over": outcome.is_some(),
            "result": outcome.map_or("*", |o| o.result()),
            "winner": outcome.and_then(|o| o.winner),
            "reason": outcome.map(|o| o.reason),
            "grade": outcome.and_then(|o| o.grade),
            "description": outcome.map(|o| o.describe()),
            "legal_moves": pos.legal_moves().len(),
            "claims": claims,
        });
        println!("{out}");
        return Ok(());
    }
    match outcome {
        Some(o) => println!("over {} {}: {}", o.result(), o.reason, o.describe()),
        None => {
            let side = if pos.turn() == Color::White {
                "White"
            } else {
                "Black"
            };
            let check = if pos.in_check() { ", in check" } else { "" };
            println!(
                "ongoing: {side} to move{check}, {} legal moves",
                pos.legal_moves().len()
            );
            for c in claims {
                println!("claim available: {c:?}");
            }
        }
    }
    Ok(())
}
