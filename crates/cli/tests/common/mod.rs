//! What the tests of running `rukh serve` processes share: starting a server, plain HTTP calls,
//! two-player games, game sockets.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

pub fn database() -> Option<String> {
    let url = std::env::var("RUKH_TEST_POSTGRES").ok();
    if url.is_none() {
        eprintln!("RUKH_TEST_POSTGRES not set: the several-process tests are skipped");
    }
    url
}

/// An empty folder of this test process for `name`'s files (a database, logs).
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("rukh-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `rukh serve` process; killed when dropped.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn serve(db: &str, role: &str) -> Server {
    serve_with(db, role, &[], server_log())
}

/// The folder of the servers' logs of this test process.
fn log_dir() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("rukh-test-logs-{}", std::process::id()))
}

/// A file for a server's log (standard error), so that a failure can show what the servers said.
fn server_log() -> Stdio {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = log_dir();
    let _ = std::fs::create_dir_all(&dir);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    match std::fs::File::create(dir.join(format!("{n}.log"))) {
        Ok(f) => Stdio::from(f),
        Err(_) => Stdio::null(),
    }
}

/// The warnings and errors the servers of this test process logged.
pub fn server_complaints() -> String {
    let mut out = String::new();
    for e in std::fs::read_dir(log_dir()).into_iter().flatten().flatten() {
        for line in std::fs::read_to_string(e.path())
            .unwrap_or_default()
            .lines()
        {
            if line.contains("ERROR") || line.contains("WARN") {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// A `rukh serve` process with more arguments, its log (standard error) sent to `log`.
/// (The engine thinks 50 ms a move unless `extra` says otherwise.)
pub fn serve_with(db: &str, role: &str, extra: &[&str], log: Stdio) -> Server {
    let movetime: &[&str] = if extra.contains(&"--engine-movetime-ms") {
        &[]
    } else {
        &["--engine-movetime-ms", "50"]
    };
    // No request limit, unless the test sets one.
    let unlimited: &[&str] = if extra.contains(&"--rate-limit") {
        &[]
    } else {
        &["--rate-limit", "0"]
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database",
            db,
            "--role",
            role,
        ])
        .args(unlimited)
        .args(movetime)
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("rukh serve runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut addr = String::new();
    let mut line = String::new();
    while out.read_line(&mut line).unwrap_or(0) > 0 {
        if let Some(rest) = line.trim().strip_prefix("Rukh is serving on http://") {
            addr = rest.split('/').next().unwrap_or_default().to_owned();
            break;
        }
        if line.starts_with("Rukh is thinking") {
            break;
        }
        line.clear();
    }
    assert!(
        role == "engine" || !addr.is_empty(),
        "rukh serve did not start: {line}"
    );
    // Keep reading its output, so that it never blocks on a full pipe.
    std::thread::spawn(move || {
        let mut sink = String::new();
        let _ = out.read_to_string(&mut sink);
    });
    Server { child, addr }
}

/// A blocking HTTP request; the status and the JSON answer.
pub fn call(
    addr: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Value,
) -> (u16, Value) {
    // 503 says "nothing was changed, try again": a client does, a few times.
    for _ in 0..3 {
        let (status, v) = try_call(addr, method, path, token, body.clone()).expect("connects");
        if status != 503 {
            return (status, v);
        }
        eprintln!(
            "{method} {path}: 503 {v}; the servers logged:\n{}",
            server_complaints()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    try_call(addr, method, path, token, body).expect("connects")
}

/// As `call`; None when the server cannot be reached (it stopped).
pub fn try_call(
    addr: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Value,
) -> Option<(u16, Value)> {
    let mut s = std::net::TcpStream::connect(addr).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    let status = out
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let json = out
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    Some((status, json))
}

/// A game as `addr` shows it to `token`'s holder.
pub fn get(addr: &str, id: &str, token: Option<&str>) -> (u16, Value) {
    call(addr, "GET", &format!("/api/games/{id}"), token, Value::Null)
}

/// A game made on `made_on` and joined on `joined_on`: (id, White's key, Black's key).
pub fn two_players(made_on: &str, joined_on: &str, extra: Value) -> (String, String, String) {
    let mut req = json!({"variant": "shatranj", "color": "white"});
    if let (Some(r), Some(e)) = (req.as_object_mut(), extra.as_object()) {
        r.extend(e.clone());
    }
    let (s, made) = call(made_on, "POST", "/api/games", None, req);
    assert_eq!(s, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    let invite = made["invite_url"].as_str().unwrap();
    let invite = invite.split("invite=").nth(1).unwrap();
    let (s, joined) = call(
        joined_on,
        "POST",
        &format!("/api/games/{id}/join"),
        None,
        json!({"invite": invite}),
    );
    assert_eq!(s, 200, "{joined}");
    (
        id,
        made["token"].as_str().unwrap().to_owned(),
        joined["token"].as_str().unwrap().to_owned(),
    )
}

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub async fn socket(addr: &str, id: &str, token: Option<&str>) -> (Ws, Value) {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws{q}"))
        .await
        .expect("socket");
    let first = next_message(&mut ws).await;
    assert_eq!(first["type"], "state");
    (ws, first)
}

/// The next message of any kind on a game's socket.
async fn next_message(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("an event within 10 s")
            .expect("open")
            .expect("a message");
        if let Message::Text(t) = msg {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

/// The next event of the game's play: the whole game sent again when a player's page comes or
/// goes (their presence) and the count of spectators are passed over, as they may come before
/// or after a move, depending on which process heard of the page first.
pub async fn next(ws: &mut Ws) -> Value {
    loop {
        let event = next_message(ws).await;
        if event["type"] != "state" && event["type"] != "watchers" {
            return event;
        }
    }
}

pub async fn send_move(ws: &mut Ws, mv: &str, ply: i64) {
    ws.send(Message::Text(
        json!({"type": "move", "move": mv, "ply": ply})
            .to_string()
            .into(),
    ))
    .await
    .unwrap();
}

/// Waits (at most `limit`) until `test` holds for the game as `addr` shows it.
pub fn wait_for(addr: &str, id: &str, limit: Duration, test: impl Fn(&Value) -> bool) -> Value {
    let start = Instant::now();
    loop {
        let (_, g) = get(addr, id, None);
        if test(&g) || start.elapsed() > limit {
            return g;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Runs `rukh` with `input` on its standard input.
pub fn rukh_with_input(args: &[&str], input: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rukh runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A plain GET: the response's head (status line and headers) and body, as text.
#[allow(dead_code)]
pub fn http_get(addr: &str, path: &str) -> (String, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).expect("connects");
    s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    (head.to_owned(), body.to_owned())
}

/// A suffix for the names a test makes on the shared PostgreSQL database: this run's.
#[allow(dead_code)]
pub fn run_suffix() -> String {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() % 1_000_000_000);
    ms.to_string()
}
