//! Several `rukh serve` processes on one PostgreSQL database (`RUKH_TEST_POSTGRES`), as a
//! deployment behind a load balancer runs them: players on different processes finish a game,
//! a process killed with SIGKILL loses no acknowledged move, engine moves and flags happen once.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

fn database() -> Option<String> {
    let url = std::env::var("RUKH_TEST_POSTGRES").ok();
    if url.is_none() {
        eprintln!("RUKH_TEST_POSTGRES not set: the several-process tests are skipped");
    }
    url
}

/// A `rukh serve` process; killed when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(db: &str, role: &str) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database",
            db,
            "--rate-limit",
            "0",
            "--engine-movetime-ms",
            "50",
            "--role",
            role,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
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
fn call(addr: &str, method: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut s = std::net::TcpStream::connect(addr).expect("connects");
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
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let status = out
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let json = out
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

/// A game as `addr` shows it to `token`'s holder.
fn get(addr: &str, id: &str, token: Option<&str>) -> (u16, Value) {
    call(addr, "GET", &format!("/api/games/{id}"), token, Value::Null)
}

/// A game made on `made_on` and joined on `joined_on`: (id, White's key, Black's key).
fn two_players(made_on: &str, joined_on: &str, extra: Value) -> (String, String, String) {
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

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn socket(addr: &str, id: &str, token: Option<&str>) -> (Ws, Value) {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws{q}"))
        .await
        .expect("socket");
    let first = next(&mut ws).await;
    assert_eq!(first["type"], "state");
    (ws, first)
}

async fn next(ws: &mut Ws) -> Value {
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

async fn send_move(ws: &mut Ws, mv: &str, ply: i64) {
    ws.send(Message::Text(
        json!({"type": "move", "move": mv, "ply": ply})
            .to_string()
            .into(),
    ))
    .await
    .unwrap();
}

/// Waits (at most `limit`) until `test` holds for the game as `addr` shows it.
fn wait_for(addr: &str, id: &str, limit: Duration, test: impl Fn(&Value) -> bool) -> Value {
    let start = Instant::now();
    loop {
        let (_, g) = get(addr, id, None);
        if test(&g) || start.elapsed() > limit {
            return g;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_on_two_processes_finish_a_game() {
    let Some(db) = database() else { return };
    let a = serve(&db, "all");
    let b = serve(&db, "all");
    // Black to move: after 1... Kb8 2. Rh8 is mate.
    let (id, white, black) = two_players(
        &a.addr,
        &b.addr,
        json!({"fen": "k7/6p1/1K6/8/8/8/8/7R b - - 0 1"}),
    );
    let (mut ws_white, _) = socket(&a.addr, &id, Some(&white)).await;
    let (mut ws_black, first) = socket(&b.addr, &id, Some(&black)).await;
    assert_eq!(first["game"]["you"], "black");
    let (mut ws_watch, _) = socket(&a.addr, &id, None).await;
    // Black moves through B; White, on A, hears it.
    let sent = Instant::now();
    send_move(&mut ws_black, "a8b8", 0).await;
    let heard = next(&mut ws_white).await;
    let across = sent.elapsed();
    assert_eq!(heard["type"], "move", "{heard}");
    assert_eq!(heard["move"]["san"], "Kb8");
    assert!(
        heard["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["move"] == "h1h8"),
        "{heard}"
    );
    assert_eq!(next(&mut ws_watch).await["ply"], 1);
    // White mates through A; Black, on B, hears the end.
    let sent = Instant::now();
    send_move(&mut ws_white, "h1h8", 1).await;
    let mut end = next(&mut ws_black).await;
    while end["type"] == "move" && end["ply"] == 1 {
        end = next(&mut ws_black).await;
    }
    let back = sent.elapsed();
    assert_eq!(end["ply"], 2, "{end}");
    assert_eq!(end["status"], "finished");
    assert_eq!(end["result"], "1-0");
    assert_eq!(end["termination"], "checkmate");
    eprintln!(
        "a move made on one process reached a player on the other in {} ms and {} ms",
        across.as_millis(),
        back.as_millis()
    );
    // Both processes tell the same story.
    for addr in [&a.addr, &b.addr] {
        let (_, g) = get(addr, &id, None);
        assert_eq!(g["result"], "1-0");
        assert_eq!(g["moves"].as_array().unwrap().len(), 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_process_loses_no_acknowledged_move() {
    let Some(db) = database() else { return };
    let mut a = serve(&db, "all");
    let b = serve(&db, "all");
    let (id, white, black) = two_players(&a.addr, &a.addr, json!({}));
    let (mut ws_black, _) = socket(&a.addr, &id, Some(&black)).await;
    // Acknowledged by A ...
    let (s, g) = call(
        &a.addr,
        "POST",
        &format!("/api/games/{id}/move"),
        Some(&white),
        json!({"move": "e2e3"}),
    );
    assert_eq!(s, 200, "{g}");
    assert_eq!(next(&mut ws_black).await["ply"], 1);
    send_move(&mut ws_black, "e7e6", 1).await;
    assert_eq!(next(&mut ws_black).await["ply"], 2);
    // ... and A dies at once.
    a.child.kill().unwrap();
    let _ = a.child.wait();
    assert!(
        ws_black
            .next()
            .await
            .is_none_or(|m| m.is_err() || matches!(m, Ok(Message::Close(_))))
    );
    // The players come back through B: both moves are there, and the game goes on.
    let (mut ws_black, state) = socket(&b.addr, &id, Some(&black)).await;
    assert_eq!(state["game"]["ply"], 2);
    let sans: Vec<&str> = state["game"]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["e3", "e6"]);
    let (mut ws_white, _) = socket(&b.addr, &id, Some(&white)).await;
    send_move(&mut ws_white, "d2d3", 2).await;
    assert_eq!(next(&mut ws_black).await["move"]["san"], "d3");
    assert_eq!(
        next(&mut ws_white).await["ply"],
        3,
        "White's acknowledgement"
    );
    send_move(&mut ws_black, "d7d6", 3).await;
    assert_eq!(next(&mut ws_white).await["move"]["san"], "d6");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn engine_moves_and_flags_happen_once() {
    let Some(db) = database() else { return };
    // Two web processes and two engine processes.
    let a = serve(&db, "web");
    let b = serve(&db, "web");
    let _e1 = serve(&db, "engine");
    let _e2 = serve(&db, "engine");
    // The engine has White: it moves first.
    let (s, made) = call(
        &a.addr,
        "POST",
        "/api/games",
        None,
        json!({"variant": "shatranj", "color": "black", "opponent": "engine", "level": 1}),
    );
    assert_eq!(s, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    let me = made["token"].as_str().unwrap().to_owned();
    let g = wait_for(&b.addr, &id, Duration::from_secs(60), |g| g["ply"] == 1);
    assert_eq!(g["ply"], 1, "the engine did not move: {g}");
    // Several processes could have played it; one did, once. Black answers through B.
    std::thread::sleep(Duration::from_millis(2500));
    let (_, g) = get(&b.addr, &id, None);
    assert_eq!(g["ply"], 1);
    assert_eq!(g["version"], 1, "one change: the engine's move");
    let reply = g["legal"].as_array().map(|l| l.len()).unwrap_or(0);
    assert_eq!(reply, 0, "a spectator is offered no moves");
    let (_, mine) = get(&b.addr, &id, Some(&me));
    let mv = mine["legal"][0]["move"].as_str().unwrap().to_owned();
    let (s, g) = call(
        &b.addr,
        "POST",
        &format!("/api/games/{id}/move"),
        Some(&me),
        json!({"move": mv}),
    );
    assert_eq!(s, 200, "{g}");
    let g = wait_for(&a.addr, &id, Duration::from_secs(20), |g| g["ply"] == 3);
    assert_eq!(g["ply"], 3, "the engine did not answer: {g}");
    std::thread::sleep(Duration::from_millis(2500));
    let (_, g) = get(&a.addr, &id, None);
    assert_eq!(g["ply"], 3);
    assert_eq!(g["version"], 3);
    assert_eq!(g["moves"].as_array().unwrap().len(), 3);

    // A flag: a 15-second game that nobody plays. Both web processes sweep for it; it falls once.
    let (id, _, _) = two_players(
        &a.addr,
        &b.addr,
        json!({"clock": "live", "minutes": 0.25, "increment": 0}),
    );
    let (_, g) = get(&a.addr, &id, None);
    let joined = g["version"].as_i64().unwrap();
    let g = wait_for(&b.addr, &id, Duration::from_secs(30), |g| {
        g["status"] == "finished"
    });
    assert_eq!(g["termination"], "time", "{g}");
    assert_eq!(g["result"], "0-1");
    std::thread::sleep(Duration::from_millis(1000));
    for addr in [&a.addr, &b.addr] {
        let (_, g) = get(addr, &id, None);
        assert_eq!(g["version"].as_i64().unwrap(), joined + 1, "stored once");
        assert_eq!(g["termination"], "time");
    }
}
