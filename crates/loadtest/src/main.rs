//! Load test for `rukh serve`: many live games at once on loopback, each played by two WebSocket
//! clients that think 1 to 5 seconds a move (with jitter) and pick random legal moves, watched
//! by spectators. Reports moves per second, the move's round trip (sent to acknowledged, and to
//! the opponent's event) and the spectators' delay as percentiles, errors, and the servers' CPU
//! and memory.
//!
//! A process may hold only so many sockets (the file limit), so the test starts as many server
//! processes on the one database, and as many client processes, as the games need; each game
//! lives on one server (games dealt in turn), as a balancer hashing the URL would keep it.

use std::io::{BufRead, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;

#[derive(Parser, Clone, Debug)]
#[command(
    name = "rukh-loadtest",
    about = "Plays many live games at once against `rukh serve` on loopback, over WebSockets, and reports throughput, round-trip percentiles, errors and the servers' CPU and memory"
)]
struct Args {
    /// Games played at once (each by two clients; a finished game is replaced by a new one).
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Seconds measured, after every game is set up and connected.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// Spectators per game (0.25: one game in four has one).
    #[arg(long, default_value_t = 0.25)]
    spectators: f64,
    /// A player's thinking time per move: MIN-MAX seconds, uniform.
    #[arg(long, default_value = "1-5")]
    think: String,
    /// The game to play.
    #[arg(long, default_value = "shatranj")]
    variant: String,
    /// The servers' database (default: a new SQLite file in a temporary folder). A PostgreSQL
    /// database is used as it is: give an empty one.
    #[arg(long)]
    database: Option<String>,
    /// Servers already running (comma-separated host:port on loopback) instead of starting them.
    #[arg(long, value_delimiter = ',')]
    url: Vec<String>,
    /// Server processes to start (default: as many as the sockets need, at most 16,000 each).
    #[arg(long)]
    servers: Option<usize>,
    /// Client processes (default: as many as the sockets need, at most 16,000 each).
    #[arg(long)]
    clients: Option<usize>,
    /// How many games are set up at once before the measurement.
    #[arg(long, default_value_t = 64)]
    setup_concurrency: usize,
    #[arg(long, hide = true)]
    serve: bool,
    #[arg(long, hide = true)]
    worker: Option<usize>,
}

/// Sockets one process may hold, with room to spare.
const SOCKETS_PER_PROCESS: usize = 16_000;

fn main() {
    let args = Args::parse();
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    if args.serve {
        rt.block_on(serve(args));
    } else if let Some(w) = args.worker {
        rt.block_on(worker(args, w));
    } else if let Err(e) = coordinate(args) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// A server process: `rukh serve` without limits on requests or sockets per address (every
/// client comes from loopback), on the database given.
async fn serve(args: Args) {
    let config = rukh_web::Config {
        database: args.database.clone().unwrap_or_default(),
        rate_per_minute: 0,
        header_timeout: Duration::from_secs(60),
        // Every client is on loopback: no share per address.
        connections_per_address: usize::MAX,
        ..rukh_web::Config::default()
    };
    let state = match rukh_web::AppState::new(config).await {
        Ok(s) => s,
        Err(e) => {
            println!("error {e}");
            return;
        }
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    println!("listening {}", listener.local_addr().expect("addr"));
    let _ = std::io::stdout().flush();
    let cap = 19_500;
    let _ = rukh_web::serve_on(
        listener,
        rukh_web::router(state),
        cap,
        Duration::from_secs(60),
    )
    .await;
}

/// What a client process reports.
#[derive(Default)]
struct Tally {
    ack: Vec<u32>,
    opponent: Vec<u32>,
    spectator: Vec<u32>,
    moves: u64,
    errors: u64,
    finished: u64,
    error_kinds: std::collections::BTreeMap<String, u64>,
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i] as f64 / 1000.0
}

fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = after.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

fn memory_kb(pid: u32, key: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

struct Spawned {
    child: Child,
    out: std::io::BufReader<std::process::ChildStdout>,
}

fn spawn(args: &[String]) -> Result<Spawned, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start a process: {e}"))?;
    let out = std::io::BufReader::new(child.stdout.take().expect("stdout"));
    Ok(Spawned { child, out })
}

fn read_line(s: &mut Spawned) -> Result<String, String> {
    let mut line = String::new();
    s.out
        .read_line(&mut line)
        .map_err(|e| format!("reading a process: {e}"))?;
    if line.is_empty() {
        return Err("a process ended early (see its messages above)".into());
    }
    Ok(line.trim_end().to_owned())
}

fn coordinate(args: Args) -> Result<(), String> {
    let (lo, hi) = think_range(&args.think)?;
    let _ = (lo, hi);
    let sockets = (args.games as f64 * (2.0 + args.spectators)).ceil() as usize;
    let need = sockets.div_ceil(SOCKETS_PER_PROCESS).max(1);
    let mut servers: Vec<Spawned> = Vec::new();
    let mut addrs: Vec<String> = args.url.clone();
    for a in &addrs {
        let ip: SocketAddr = a
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .map_err(|_| format!("--url {a}: give host:port"))?;
        if !ip.ip().is_loopback() {
            return Err(format!(
                "--url {a}: the load test runs on loopback only (127.0.0.1)"
            ));
        }
    }
    // A database of its own, removed at the end.
    let scratch = std::env::temp_dir().join(format!("rukh-loadtest-{}", std::process::id()));
    let database = match &args.database {
        Some(d) => d.clone(),
        None => {
            std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
            format!("sqlite://{}", scratch.join("load.db").display())
        }
    };
    if addrs.is_empty() {
        let n = args.servers.unwrap_or(need).max(1);
        for _ in 0..n {
            // One at a time: the first one makes the tables.
            let mut s = spawn(&["--serve".into(), "--database".into(), database.clone()])?;
            let line = read_line(&mut s)?;
            let Some(addr) = line.strip_prefix("listening ") else {
                return Err(format!("the server did not start: {line}"));
            };
            addrs.push(addr.to_owned());
            servers.push(s);
        }
        eprintln!(
            "{} server process(es) on {}",
            servers.len(),
            if args.database.is_some() {
                database.as_str()
            } else {
                "a new SQLite file"
            }
        );
    }
    let workers = args.clients.unwrap_or(need).max(1);
    let mut clients = Vec::new();
    let per = args.games.div_ceil(workers);
    for w in 0..workers {
        let games = per.min(args.games.saturating_sub(w * per));
        if games == 0 {
            break;
        }
        let list = vec![
            "--worker".to_string(),
            w.to_string(),
            "--games".into(),
            games.to_string(),
            "--seconds".into(),
            args.seconds.to_string(),
            "--spectators".into(),
            args.spectators.to_string(),
            "--think".into(),
            args.think.clone(),
            "--variant".into(),
            args.variant.clone(),
            "--setup-concurrency".into(),
            args.setup_concurrency.to_string(),
            "--url".into(),
            addrs.join(","),
        ];
        clients.push(spawn(&list)?);
    }
    let setup = Instant::now();
    for c in &mut clients {
        let line = read_line(c)?;
        if line != "ready" {
            return Err(format!("a client could not set up its games: {line}"));
        }
    }
    eprintln!(
        "{} games set up and connected by {} client process(es) in {:.1} s; measuring {} s",
        args.games,
        clients.len(),
        setup.elapsed().as_secs_f64(),
        args.seconds
    );
    let pids: Vec<u32> = servers.iter().map(|s| s.child.id()).collect();
    let cpu0: Vec<u64> = pids.iter().map(|&p| cpu_ticks(p).unwrap_or(0)).collect();
    let client_cpu0: Vec<u64> = clients
        .iter()
        .map(|c| cpu_ticks(c.child.id()).unwrap_or(0))
        .collect();
    for c in &mut clients {
        let stdin = c.child.stdin.as_mut().expect("stdin");
        let _ = writeln!(stdin, "go");
        let _ = stdin.flush();
    }
    let mut tally = Tally::default();
    let mut client_cpu = 0;
    for (i, c) in clients.iter_mut().enumerate() {
        let line = read_line(c)?;
        let end = cpu_ticks(c.child.id()).unwrap_or(0);
        client_cpu += end.saturating_sub(client_cpu0[i]);
        let v: Value = serde_json::from_str(&line).map_err(|e| format!("client report: {e}"))?;
        let list = |k: &str| -> Vec<u32> {
            v[k].as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|x| x.as_u64())
                        .map(|x| x as u32)
                        .collect()
                })
                .unwrap_or_default()
        };
        tally.ack.extend(list("ack"));
        tally.opponent.extend(list("opponent"));
        tally.spectator.extend(list("spectator"));
        tally.moves += v["moves"].as_u64().unwrap_or(0);
        tally.errors += v["errors"].as_u64().unwrap_or(0);
        tally.finished += v["finished"].as_u64().unwrap_or(0);
        if let Some(kinds) = v["error_kinds"].as_object() {
            for (k, n) in kinds {
                *tally.error_kinds.entry(k.clone()).or_default() += n.as_u64().unwrap_or(0);
            }
        }
    }
    let secs = args.seconds as f64;
    let hz = 100.0;
    let server_cpu: u64 = pids
        .iter()
        .zip(&cpu0)
        .map(|(&p, &c0)| cpu_ticks(p).unwrap_or(c0).saturating_sub(c0))
        .sum();
    let rss: u64 = pids.iter().map(|&p| memory_kb(p, "VmHWM:")).sum();
    let metrics: Vec<Value> = addrs
        .iter()
        .filter_map(|a| http_get(a, "/api/metrics"))
        .collect();
    for c in &mut clients {
        let _ = c.child.wait();
    }
    for mut s in servers {
        let _ = s.child.kill();
        let _ = s.child.wait();
    }
    if args.database.is_none() {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    for l in [&mut tally.ack, &mut tally.opponent, &mut tally.spectator] {
        l.sort_unstable();
    }
    let line = |name: &str, l: &[u32]| {
        format!(
            "  {name:<28} p50 {:>7.1} ms  p99 {:>7.1} ms  p99.9 {:>7.1} ms  max {:>7.1} ms  ({} samples)",
            percentile(l, 0.50),
            percentile(l, 0.99),
            percentile(l, 0.999),
            percentile(l, 1.0),
            l.len()
        )
    };
    println!(
        "{} games at once ({} spectators), {} s measured: {} moves, {:.0} moves/s, {} games finished, {} errors{}",
        args.games,
        (args.games as f64 * args.spectators).round(),
        secs.round(),
        tally.moves,
        tally.moves as f64 / secs,
        tally.finished,
        tally.errors,
        if tally.error_kinds.is_empty() {
            String::new()
        } else {
            format!(" {:?}", tally.error_kinds)
        }
    );
    println!("{}", line("move sent -> acknowledged", &tally.ack));
    println!("{}", line("move sent -> opponent", &tally.opponent));
    println!("{}", line("move sent -> spectator", &tally.spectator));
    if !pids.is_empty() {
        println!(
            "  servers ({}): CPU {:.0}% of one core, peak memory {} MiB in all; clients ({}): CPU {:.0}% of one core",
            pids.len(),
            server_cpu as f64 / hz / secs * 100.0,
            rss / 1024,
            clients.len(),
            client_cpu as f64 / hz / secs * 100.0,
        );
    }
    for m in &metrics {
        if let Some(phases) = m["phases"].as_array() {
            let show: Vec<String> = phases
                .iter()
                .map(|p| {
                    format!(
                        "{} {}x{}µs (max {}µs)",
                        p["phase"].as_str().unwrap_or("?"),
                        p["count"],
                        p["mean_us"],
                        p["max_us"]
                    )
                })
                .collect();
            println!("  server phases: {}", show.join("; "));
        }
    }
    Ok(())
}

fn think_range(s: &str) -> Result<(f64, f64), String> {
    let (a, b) = s
        .split_once('-')
        .ok_or("--think: give MIN-MAX seconds, like 1-5")?;
    let a: f64 = a.trim().parse().map_err(|_| "--think: MIN is a number")?;
    let b: f64 = b.trim().parse().map_err(|_| "--think: MAX is a number")?;
    if !(0.0..=600.0).contains(&a) || b < a || b > 600.0 {
        return Err("--think: 0 <= MIN <= MAX <= 600".into());
    }
    Ok((a, b))
}

/// A blocking GET of a JSON document (the servers' counters at the end).
fn http_get(addr: &str, path: &str) -> Option<Value> {
    use std::io::Read;
    let mut s = std::net::TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut body = String::new();
    s.read_to_string(&mut body).ok()?;
    serde_json::from_str(body.split("\r\n\r\n").nth(1)?).ok()
}

// ---- A client process ----

struct Shared {
    ack: Mutex<Vec<u32>>,
    opponent: Mutex<Vec<u32>>,
    spectator: Mutex<Vec<u32>>,
    moves: AtomicU64,
    errors: AtomicU64,
    finished: AtomicU64,
    error_kinds: Mutex<std::collections::BTreeMap<String, u64>>,
    /// Set when the measurement starts and ends.
    window: Mutex<Option<(Instant, Instant)>>,
    go: tokio::sync::watch::Receiver<bool>,
    epoch: Instant,
    servers: Vec<SocketAddr>,
    variant: String,
    think: (f64, f64),
    /// Counts sockets made, to spread them over loopback source addresses.
    sockets: AtomicU64,
}

impl Shared {
    fn error(&self, kind: &str) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        *self
            .error_kinds
            .lock()
            .expect("errors")
            .entry(kind.chars().take(60).collect())
            .or_default() += 1;
    }

    fn measuring(&self, t: Instant) -> bool {
        self.window
            .lock()
            .expect("window")
            .is_some_and(|(a, b)| t >= a && t < b)
    }

    fn ended(&self) -> bool {
        self.window
            .lock()
            .expect("window")
            .is_some_and(|(_, b)| Instant::now() >= b)
    }

    /// A socket from one of 16 loopback addresses, so that tens of thousands of connections
    /// do not run out of source ports.
    async fn connect(&self, to: SocketAddr) -> std::io::Result<TcpStream> {
        let n = self.sockets.fetch_add(1, Ordering::Relaxed);
        let from = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2 + (n % 16) as u8));
        let sock = TcpSocket::new_v4()?;
        sock.bind(SocketAddr::new(from, 0))?;
        let s = sock.connect(to).await?;
        s.set_nodelay(true)?;
        Ok(s)
    }
}

type Ws = tokio_tungstenite::WebSocketStream<TcpStream>;

async fn http(
    shared: &Shared,
    to: SocketAddr,
    method: &str,
    path: &str,
    body: &Value,
) -> std::io::Result<Value> {
    let s = shared.connect(to).await?;
    let mut r = BufReader::new(s);
    let body = body.to_string();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {to}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    r.get_mut().write_all(req.as_bytes()).await?;
    let mut head = String::new();
    let mut len = 0usize;
    loop {
        head.clear();
        r.read_line(&mut head).await?;
        let l = head.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some(v) = l.to_ascii_lowercase().strip_prefix("content-length:") {
            len = v.trim().parse().unwrap_or(0);
        }
    }
    let mut buf = vec![0u8; len];
    r.read_exact(&mut buf).await?;
    Ok(serde_json::from_slice(&buf).unwrap_or(Value::Null))
}

async fn open_ws(shared: &Shared, to: SocketAddr, path: &str) -> Result<Ws, String> {
    let s = shared.connect(to).await.map_err(|e| e.to_string())?;
    let (ws, _) = tokio_tungstenite::client_async(format!("ws://{to}{path}"), s)
        .await
        .map_err(|e| e.to_string())?;
    Ok(ws)
}

/// What a client needs of an event, read without building a JSON tree (the load generator
/// shares the machine with the server: its parsing is kept cheap).
#[derive(Default)]
struct Event {
    kind: String,
    ply: i64,
    active: bool,
    legal: Vec<String>,
    error: String,
}

#[derive(serde::Deserialize)]
struct RawLegal<'a> {
    #[serde(rename = "move", borrow)]
    mv: std::borrow::Cow<'a, str>,
}

#[derive(serde::Deserialize)]
struct RawGame<'a> {
    #[serde(default, borrow)]
    legal: Vec<RawLegal<'a>>,
}

#[derive(serde::Deserialize)]
struct RawEvent<'a> {
    #[serde(rename = "type", borrow)]
    kind: std::borrow::Cow<'a, str>,
    #[serde(default)]
    ply: i64,
    #[serde(default, borrow)]
    status: Option<std::borrow::Cow<'a, str>>,
    #[serde(default, borrow)]
    legal: Vec<RawLegal<'a>>,
    #[serde(default)]
    error: Option<serde_json::Value>,
    #[serde(default, borrow)]
    game: Option<RawGame<'a>>,
}

fn event_of(text: &str) -> Result<Event, String> {
    let raw: RawEvent = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let legal = match &raw.game {
        Some(g) => &g.legal,
        None => &raw.legal,
    };
    Ok(Event {
        kind: raw.kind.into_owned(),
        ply: raw.ply,
        active: raw.status.as_deref().is_none_or(|s| s == "active"),
        legal: legal.iter().map(|m| m.mv.to_string()).collect(),
        error: raw.error.map(|e| e.to_string()).unwrap_or_default(),
    })
}

async fn next_json(ws: &mut Ws) -> Result<Event, String> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return event_of(&t),
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(e.to_string()),
            None => return Err("socket closed".into()),
        }
    }
}

/// A game set up: ids, keys and the two players' sockets.
struct Table {
    id: String,
    white: Ws,
    black: Ws,
    legal: Vec<String>,
    ply: i64,
}

async fn set_up(shared: &Shared, server: SocketAddr) -> Result<Table, String> {
    let io = |e: std::io::Error| e.to_string();
    let made = http(
        shared,
        server,
        "POST",
        "/api/games",
        &json!({"variant": shared.variant, "color": "white", "clock": "live", "minutes": 30, "increment": 10}),
    )
    .await
    .map_err(io)?;
    let id = made["id"]
        .as_str()
        .ok_or_else(|| format!("making a game: {made}"))?
        .to_owned();
    let white_key = made["token"].as_str().unwrap_or_default().to_owned();
    let invite = made["invite_url"]
        .as_str()
        .and_then(|u| u.split("invite=").nth(1))
        .unwrap_or_default()
        .to_owned();
    let joined = http(
        shared,
        server,
        "POST",
        &format!("/api/games/{id}/join"),
        &json!({"invite": invite}),
    )
    .await
    .map_err(io)?;
    let black_key = joined["token"]
        .as_str()
        .ok_or_else(|| format!("joining a game: {joined}"))?
        .to_owned();
    let mut white = open_ws(
        shared,
        server,
        &format!("/api/games/{id}/ws?token={white_key}"),
    )
    .await?;
    let mut black = open_ws(
        shared,
        server,
        &format!("/api/games/{id}/ws?token={black_key}"),
    )
    .await?;
    let first = next_json(&mut white).await?;
    next_json(&mut black).await?;
    let legal = first.legal;
    Ok(Table {
        id,
        white,
        black,
        legal,
        ply: 0,
    })
}

/// When a game's last move was sent, for its spectators: (ply, µs since the epoch).
type Sent = Arc<(AtomicU64, AtomicU64)>;

/// Reads a socket until the move event of `ply` comes; its arrival time and the event.
async fn await_move(ws: &mut Ws, ply: i64) -> Result<(Instant, Event), String> {
    loop {
        let v = next_json(ws).await?;
        match v.kind.as_str() {
            "move" if v.ply == ply => return Ok((Instant::now(), v)),
            "error" => return Err(format!("error: {}", v.error)),
            _ => continue,
        }
    }
}

/// Plays games one after another on one server until the measurement ends.
async fn play(shared: Arc<Shared>, server: SocketAddr, mut table: Table, sent: Sent) {
    let mut go = shared.go.clone();
    let _ = go.wait_for(|g| *g).await;
    loop {
        let (lo, hi) = shared.think;
        let wait = {
            let mut r = rand::rng();
            // A first move at a random moment, so that games do not move in step.
            if table.ply == 0 {
                r.random_range(0.0..hi.max(0.001))
            } else {
                r.random_range(lo..=hi)
            }
        };
        tokio::time::sleep(Duration::from_secs_f64(wait)).await;
        if shared.ended() {
            return;
        }
        if table.legal.is_empty() {
            shared.error("no legal move offered");
            return;
        }
        let pick = table.legal[rand::rng().random_range(0..table.legal.len())].clone();
        let white_moves = table.ply % 2 == 0;
        let next = table.ply + 1;
        let t0 = Instant::now();
        sent.0.store(next as u64, Ordering::Relaxed);
        sent.1.store(
            t0.duration_since(shared.epoch).as_micros() as u64,
            Ordering::Relaxed,
        );
        let msg = json!({"type": "move", "move": pick, "ply": table.ply}).to_string();
        let (mover, other) = if white_moves {
            (&mut table.white, &mut table.black)
        } else {
            (&mut table.black, &mut table.white)
        };
        if mover.send(Message::Text(msg.into())).await.is_err() {
            shared.error("socket closed");
            return;
        }
        let (mine, theirs) = tokio::join!(await_move(mover, next), await_move(other, next));
        let (ack_at, _) = match mine {
            Ok(x) => x,
            Err(e) => {
                shared.error(&e);
                return;
            }
        };
        let (seen_at, event) = match theirs {
            Ok(x) => x,
            Err(e) => {
                shared.error(&e);
                return;
            }
        };
        if shared.measuring(t0) {
            shared.moves.fetch_add(1, Ordering::Relaxed);
            let us = |t: Instant| t.duration_since(t0).as_micros().min(u32::MAX as u128) as u32;
            shared.ack.lock().expect("ack").push(us(ack_at));
            shared.opponent.lock().expect("opp").push(us(seen_at));
        }
        table.ply = next;
        table.legal = event.legal;
        if !event.active {
            shared.finished.fetch_add(1, Ordering::Relaxed);
            // The next game, on the same server.
            match set_up(&shared, server).await {
                Ok(t) => {
                    table = t;
                    sent.0.store(0, Ordering::Relaxed);
                }
                Err(e) => {
                    shared.error(&e);
                    return;
                }
            }
        }
    }
}

/// A spectator: hears the game's moves and measures how long after their sending they came.
async fn watch(shared: Arc<Shared>, mut ws: Ws, sent: Sent) {
    while let Ok(v) = next_json(&mut ws).await {
        if v.kind != "move" {
            continue;
        }
        let now = Instant::now();
        let ply = v.ply.max(0) as u64;
        if sent.0.load(Ordering::Relaxed) == ply {
            let at = shared.epoch + Duration::from_micros(sent.1.load(Ordering::Relaxed));
            if shared.measuring(at) {
                let us = now.duration_since(at).as_micros().min(u32::MAX as u128) as u32;
                shared.spectator.lock().expect("spec").push(us);
            }
        }
        if shared.ended() {
            return;
        }
    }
}

async fn worker(args: Args, _index: usize) {
    let servers: Vec<SocketAddr> = args.url.iter().filter_map(|a| a.parse().ok()).collect();
    let think = think_range(&args.think).unwrap_or((1.0, 5.0));
    let (go_tx, go_rx) = tokio::sync::watch::channel(false);
    let shared = Arc::new(Shared {
        ack: Mutex::new(Vec::new()),
        opponent: Mutex::new(Vec::new()),
        spectator: Mutex::new(Vec::new()),
        moves: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        error_kinds: Mutex::new(Default::default()),
        window: Mutex::new(None),
        go: go_rx,
        epoch: Instant::now(),
        servers,
        variant: args.variant.clone(),
        think,
        sockets: AtomicU64::new(0),
    });
    // Set the games up, a few at a time.
    let gate = Arc::new(tokio::sync::Semaphore::new(args.setup_concurrency.max(1)));
    let mut setups = Vec::new();
    let mut spectators_due = 0.0;
    for g in 0..args.games {
        spectators_due += args.spectators;
        let watchers = spectators_due.floor() as usize;
        spectators_due -= watchers as f64;
        let shared = Arc::clone(&shared);
        let gate = Arc::clone(&gate);
        setups.push(tokio::spawn(async move {
            let _permit = gate.acquire().await.expect("gate");
            // Which server: the game's place, as a balancer hashing the game's URL would choose.
            let server = shared.servers[g % shared.servers.len()];
            let table = set_up(&shared, server).await?;
            let sent: Sent = Arc::new((AtomicU64::new(0), AtomicU64::new(0)));
            for _ in 0..watchers {
                let mut ws =
                    open_ws(&shared, server, &format!("/api/games/{}/ws", table.id)).await?;
                next_json(&mut ws).await?;
                tokio::spawn(watch(Arc::clone(&shared), ws, Arc::clone(&sent)));
            }
            tokio::spawn(play(Arc::clone(&shared), server, table, sent));
            Ok::<(), String>(())
        }));
    }
    for s in setups {
        match s.await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                println!("setup failed: {e}");
                return;
            }
            Err(e) => {
                println!("setup failed: {e}");
                return;
            }
        }
    }
    println!("ready");
    let _ = std::io::stdout().flush();
    let mut line = String::new();
    let _ = BufReader::new(tokio::io::stdin())
        .read_line(&mut line)
        .await;
    let start = Instant::now();
    *shared.window.lock().expect("window") =
        Some((start, start + Duration::from_secs(args.seconds)));
    let _ = go_tx.send(true);
    // The measured time, and then long enough for the last moves' answers.
    tokio::time::sleep(Duration::from_secs(args.seconds) + Duration::from_secs(2)).await;
    let take = |m: &Mutex<Vec<u32>>| std::mem::take(&mut *m.lock().expect("list"));
    let report = json!({
        "ack": take(&shared.ack),
        "opponent": take(&shared.opponent),
        "spectator": take(&shared.spectator),
        "moves": shared.moves.load(Ordering::Relaxed),
        "errors": shared.errors.load(Ordering::Relaxed),
        "finished": shared.finished.load(Ordering::Relaxed),
        "error_kinds": *shared.error_kinds.lock().expect("errors"),
    });
    println!("{report}");
    let _ = std::io::stdout().flush();
    std::process::exit(0);
}
