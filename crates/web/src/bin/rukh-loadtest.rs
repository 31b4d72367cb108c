//! Load test for `rukh serve`: many games at once on loopback, each played by two clients making
//! random legal moves; reports moves per second and the move latency percentiles.
//!
//!   rukh-loadtest --games 1000 --seconds 30            (starts its own server on a temporary SQLite file)
//!   rukh-loadtest --url http://127.0.0.1:8080 --games 200

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::Rng;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::Mutex;

struct Args {
    url: Option<String>,
    games: usize,
    seconds: u64,
    variant: String,
    database: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        url: None,
        games: 1000,
        seconds: 30,
        variant: "shatranj".into(),
        database: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut val = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--url" => a.url = Some(val()?),
            "--games" => a.games = val()?.parse().map_err(|_| "--games: a number")?,
            "--seconds" => a.seconds = val()?.parse().map_err(|_| "--seconds: a number")?,
            "--variant" => a.variant = val()?,
            "--database" => a.database = Some(val()?),
            "-h" | "--help" => {
                println!(
                    "rukh-loadtest [--url URL] [--games N] [--seconds S] [--variant ID] [--database URL]\n\
                     Plays N games at once with random legal moves for S seconds and reports moves per\n\
                     second and move latency (p50, p99). Without --url it starts its own server."
                );
                std::process::exit(0);
            }
            other => return Err(format!("unknown option {other} (try --help)")),
        }
    }
    Ok(a)
}

/// One keep-alive HTTP/1.1 connection.
struct Conn {
    host: String,
    reader: BufReader<TcpStream>,
}

impl Conn {
    async fn open(host: &str) -> std::io::Result<Conn> {
        let s = TcpStream::connect(host).await?;
        s.set_nodelay(true)?;
        Ok(Conn {
            host: host.to_owned(),
            reader: BufReader::new(s),
        })
    }

    async fn request(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> std::io::Result<(u16, Value)> {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\n", self.host);
        if let Some(t) = token {
            req.push_str(&format!("Authorization: Bearer {t}\r\n"));
        }
        if !body.is_empty() {
            req.push_str("Content-Type: application/json\r\n");
        }
        req.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
        self.reader.get_mut().write_all(req.as_bytes()).await?;
        let mut line = String::new();
        self.reader.read_line(&mut line).await?;
        let status: u16 = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let mut len = 0usize;
        loop {
            line.clear();
            self.reader.read_line(&mut line).await?;
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some(v) = l
                .to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().to_owned())
            {
                len = v.parse().unwrap_or(0);
            }
        }
        let mut buf = vec![0u8; len];
        self.reader.read_exact(&mut buf).await?;
        Ok((status, serde_json::from_slice(&buf).unwrap_or(Value::Null)))
    }
}

struct Stats {
    latencies: Mutex<Vec<u32>>,
    moves: AtomicU64,
    errors: AtomicU64,
    games_done: AtomicU64,
}

async fn play_game(host: String, variant: String, stats: Arc<Stats>, until: Instant) {
    let run = async {
        let mut c = Conn::open(&host).await?;
        let (_, created) = c
            .request(
                "POST",
                "/api/games",
                None,
                Some(&json!({"variant": variant, "color": "white"})),
            )
            .await?;
        let id = created["id"].as_str().unwrap_or_default().to_owned();
        let white = created["token"].as_str().unwrap_or_default().to_owned();
        let invite = created["invite_url"]
            .as_str()
            .and_then(|u| u.split("invite=").nth(1))
            .unwrap_or_default()
            .to_owned();
        let (_, joined) = c
            .request(
                "POST",
                &format!("/api/games/{id}/join"),
                None,
                Some(&json!({"invite": invite})),
            )
            .await?;
        let black = joined["token"].as_str().unwrap_or_default().to_owned();
        let mut turn_white = true;
        while Instant::now() < until {
            let token = if turn_white { &white } else { &black };
            let (_, view) = c
                .request("GET", &format!("/api/games/{id}"), Some(token), None)
                .await?;
            if view["status"] != "active" {
                stats.games_done.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let legal = view["legal"].as_array().cloned().unwrap_or_default();
            if legal.is_empty() {
                stats.errors.fetch_add(1, Ordering::Relaxed);
                break;
            }
            let pick = legal[rand::rng().random_range(0..legal.len())]["move"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let t = Instant::now();
            let (status, _) = c
                .request(
                    "POST",
                    &format!("/api/games/{id}/move"),
                    Some(token),
                    Some(&json!({"move": pick})),
                )
                .await?;
            let us = t.elapsed().as_micros().min(u32::MAX as u128) as u32;
            if status == 200 {
                stats.moves.fetch_add(1, Ordering::Relaxed);
                stats.latencies.lock().await.push(us);
            } else {
                stats.errors.fetch_add(1, Ordering::Relaxed);
            }
            turn_white = !turn_white;
        }
        Ok::<(), std::io::Error>(())
    };
    if run.await.is_err() {
        stats.errors.fetch_add(1, Ordering::Relaxed);
    }
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async move {
        let host = match &args.url {
            Some(u) => u
                .trim_start_matches("http://")
                .trim_end_matches('/')
                .to_owned(),
            None => {
                let dir = std::env::temp_dir().join(format!("rukh-loadtest-{}", std::process::id()));
                let _ = std::fs::create_dir_all(&dir);
                let database = args
                    .database
                    .clone()
                    .unwrap_or_else(|| format!("sqlite://{}", dir.join("load.db").display()));
                let state = rukh_web::AppState::new(rukh_web::Config {
                    database,
                    rate_per_minute: 0,
                    ..rukh_web::Config::default()
                })
                .await
                .expect("server state");
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
                let addr = listener.local_addr().expect("addr");
                tokio::spawn(async move {
                    let _ = axum::serve(listener, rukh_web::router(state)).await;
                });
                addr.to_string()
            }
        };
        let stats = Arc::new(Stats {
            latencies: Mutex::new(Vec::new()),
            moves: AtomicU64::new(0),
            errors: AtomicU64::new(0),
            games_done: AtomicU64::new(0),
        });
        let start = Instant::now();
        let until = start + Duration::from_secs(args.seconds);
        let mut tasks = Vec::new();
        for _ in 0..args.games {
            tasks.push(tokio::spawn(play_game(
                host.clone(),
                args.variant.clone(),
                Arc::clone(&stats),
                until,
            )));
        }
        for t in tasks {
            let _ = t.await;
        }
        let secs = start.elapsed().as_secs_f64();
        let mut l = stats.latencies.lock().await.clone();
        l.sort_unstable();
        let pct = |p: f64| {
            l.get(((l.len() as f64 * p) as usize).min(l.len().saturating_sub(1)))
                .map_or(0.0, |&us| us as f64 / 1000.0)
        };
        let moves = stats.moves.load(Ordering::Relaxed);
        println!(
            "{} games at once, {:.1} s: {} moves, {:.0} moves/s, move latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; {} games finished, {} errors",
            args.games,
            secs,
            moves,
            moves as f64 / secs,
            pct(0.50),
            pct(0.99),
            pct(1.0),
            stats.games_done.load(Ordering::Relaxed),
            stats.errors.load(Ordering::Relaxed)
        );
        if args.url.is_none() {
            print!("{}", rukh_web::metrics::report());
        }
    });
}
