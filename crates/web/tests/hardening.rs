//! Hostile clients against a real server on loopback: floods over the WebSocket, silent and
//! trickling sockets, and a restart with many games in play.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rukh_web::{AppState, Config, router, serve_on};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("rukh-hard-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite://{}", dir.join("rukh.db").display())
}

/// A real server on a free loopback port.
async fn server(config: Config, cap: usize, header_timeout: Duration) -> (String, AppState) {
    let state = AppState::new(config).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let app = router(state.clone());
    tokio::spawn(async move {
        let _ = serve_on(listener, app, cap, header_timeout).await;
    });
    (addr, state)
}

/// A real server on a free loopback port under `limits` (the request limits as `config` has
/// them): its address.
async fn serve_limited(config: Config, limits: rukh_web::Limits) -> std::net::SocketAddr {
    let state = AppState::new(config).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(state);
    tokio::spawn(async move {
        let _ = rukh_web::serve_until(listener, app, limits, std::future::pending()).await;
    });
    addr
}

/// A connection to `addr` from the loopback address `ip` (another client, as the limits count).
async fn connect_from(addr: std::net::SocketAddr, ip: [u8; 4]) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(std::net::SocketAddr::from((ip, 0))).unwrap();
    socket.connect(addr).await.unwrap()
}

/// One HTTP/1.1 request on a fresh connection; the status line and body.
async fn http(addr: &str, method: &str, path: &str, body: Option<Value>) -> (String, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut out))
        .await
        .expect("an answer")
        .unwrap();
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text.lines().next().unwrap_or("").to_owned();
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("").to_owned();
    (status, body)
}

async fn two_players(addr: &str, extra: Value) -> (String, String, String) {
    let mut req = json!({"variant": "shatranj", "color": "white", "name": "Ann"});
    for (k, v) in extra.as_object().unwrap() {
        req[k] = v.clone();
    }
    let (_, created) = http(addr, "POST", "/api/games", Some(req)).await;
    let created: Value = serde_json::from_str(&created).unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    let invite = created["invite_url"]
        .as_str()
        .unwrap()
        .split("invite=")
        .nth(1)
        .unwrap()
        .to_owned();
    let (_, joined) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(json!({"invite": invite, "name": "Bob"})),
    )
    .await;
    let joined: Value = serde_json::from_str(&joined).unwrap();
    (
        id,
        created["token"].as_str().unwrap().to_owned(),
        joined["token"].as_str().unwrap().to_owned(),
    )
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn next_json(ws: &mut Ws, wait: Duration) -> Option<Value> {
    loop {
        match tokio::time::timeout(wait, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return Some(serde_json::from_str(&t).unwrap()),
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

#[tokio::test]
async fn websocket_floods_are_limited_and_chat_travels_alone_to_the_players() {
    let (addr, _state) = server(
        Config {
            database: temp_db("flood"),
            rate_per_minute: 60,
            ..Config::default()
        },
        1000,
        Duration::from_secs(15),
    )
    .await;
    let (id, white, _) = two_players(&addr, json!({})).await;
    let url = |t: &str| format!("ws://{addr}/api/games/{id}/ws{t}");
    let (mut player, _) = tokio_tungstenite::connect_async(url(&format!("?token={white}")))
        .await
        .unwrap();
    let (mut watcher, _) = tokio_tungstenite::connect_async(url("")).await.unwrap();
    assert_eq!(
        next_json(&mut player, Duration::from_secs(5))
            .await
            .unwrap()["type"],
        "state"
    );
    assert_eq!(
        next_json(&mut watcher, Duration::from_secs(5))
            .await
            .unwrap()["type"],
        "state"
    );
    for i in 0..40 {
        player
            .send(Message::Text(
                json!({"type": "chat", "text": format!("line {i}")})
                    .to_string()
                    .into(),
            ))
            .await
            .unwrap();
    }
    let mut errors = Vec::new();
    let mut heard = 0;
    let mut slow = None;
    while let Some(m) = next_json(&mut player, Duration::from_millis(500)).await {
        if m["type"] == "error" {
            errors.push(m["error"].as_str().unwrap().to_owned());
            if m["code"] == "chat-slow" {
                slow = Some(m.clone());
            }
        }
        // Each accepted line comes back as a small event of its own, not the game again.
        if m["type"] == "chat" {
            assert!(m.to_string().len() < 300, "{m}");
            heard += 1;
        }
    }
    assert_eq!(heard, 5);
    assert!(
        errors.iter().any(|e| e.contains("too many requests")),
        "{errors:?}"
    );
    assert!(errors.iter().any(|e| e.contains("slow down")), "{errors:?}");
    // Said by its code and numbers too, for the page to say in its reader's language.
    let slow = slow.expect("a chat-slow refusal");
    assert_eq!(slow["args"], json!({"n": 5, "s": 10}), "{slow}");
    // The players' chat is theirs: the spectator hears none of it, nor the game again.
    while let Some(m) = next_json(&mut watcher, Duration::from_millis(500)).await {
        assert_eq!(m["type"], "watchers", "{m}");
    }
    let (_, game) = http(
        &addr,
        "GET",
        &format!("/api/games/{id}?token={white}"),
        None,
    )
    .await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["chat"].as_array().unwrap().len(), 5);
    let (_, game) = http(&addr, "GET", &format!("/api/games/{id}"), None).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["chat"], json!([]));
}

#[tokio::test]
async fn silent_sockets_time_out_and_the_cap_refuses_clearly() {
    let (addr, _state) = server(
        Config {
            database: temp_db("silent"),
            ..Config::default()
        },
        20,
        Duration::from_secs(1),
    )
    .await;
    // Twenty sockets that say nothing, or trickle a header a byte at a time.
    let mut idle = Vec::new();
    for i in 0..20 {
        let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
        match i % 3 {
            0 => s.write_all(b"GET / HTTP/1.1\r\nHo").await.unwrap(),
            // A whole request, then silence on the kept-alive connection.
            1 => {
                s.write_all(
                    format!("GET /api/variants HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes(),
                )
                .await
                .unwrap();
                let mut buf = vec![0u8; 65536];
                let n = s.read(&mut buf).await.unwrap();
                assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
            }
            _ => {}
        }
        idle.push(s);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The next connection is over the cap: a clear refusal, at once.
    let (status, body) = http(&addr, "GET", "/", None).await;
    assert!(status.contains("503"), "{status}");
    assert!(body.contains("server is full"), "{body}");
    // After the header timeout the silent ones are closed and real requests are served.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    for s in &mut idle {
        let mut buf = vec![0u8; 65536];
        let mut got = Vec::new();
        loop {
            let n = tokio::time::timeout(Duration::from_secs(2), s.read(&mut buf))
                .await
                .expect("closed by the server")
                .unwrap_or(0);
            if n == 0 {
                break;
            }
            got.extend_from_slice(&buf[..n]);
        }
        let text = String::from_utf8_lossy(&got);
        assert!(got.is_empty() || text.contains("408"), "{text}");
    }
    let (status, _) = http(&addr, "GET", "/api/variants", None).await;
    assert!(status.contains("200"), "{status}");
}

#[tokio::test]
async fn pages_carry_security_headers() {
    let (addr, _state) = server(
        Config {
            database: temp_db("headers"),
            ..Config::default()
        },
        100,
        Duration::from_secs(15),
    )
    .await;
    let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
    s.write_all(format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    let head = out.split("\r\n\r\n").next().unwrap().to_ascii_lowercase();
    for h in [
        "content-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval';",
        "frame-ancestors 'none'",
        "x-content-type-options: nosniff",
        "referrer-policy: same-origin",
        "x-frame-options: deny",
    ] {
        assert!(head.contains(h), "{h} missing in\n{head}");
    }
    // No inline script is left for the policy to block.
    let body = out.split("\r\n\r\n").nth(1).unwrap();
    assert!(!body.contains("<script>"), "an inline script in the lobby");
    // A picture opened on its own may load nothing, and still goes out unsniffed, unframed.
    for path in ["/pieces/figures/w-king.svg", "/favicon.svg"] {
        let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
        s.write_all(
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .await
        .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).await.unwrap();
        let head = out.split("\r\n\r\n").next().unwrap().to_ascii_lowercase();
        assert!(head.contains("200 ok"), "{path}: {head}");
        for h in [
            "content-security-policy: default-src 'none'; style-src 'unsafe-inline'\r\n",
            "x-content-type-options: nosniff",
            "x-frame-options: deny",
        ] {
            assert!(head.contains(h), "{path}: {h} missing in\n{head}");
        }
    }
}

/// Every game in play is watched again after a restart, not only the most recent ones.
#[tokio::test]
async fn a_restart_watches_every_live_game() {
    let db = temp_db("restart");
    let (addr, state) = server(
        Config {
            database: db.clone(),
            rate_per_minute: 0,
            ..Config::default()
        },
        1000,
        Duration::from_secs(15),
    )
    .await;
    let mut ids = Vec::new();
    for _ in 0..530 {
        let (id, _, _) = two_players(
            &addr,
            json!({"clock": "live", "minutes": 5, "increment": 0}),
        )
        .await;
        ids.push(id);
    }
    drop(state);
    // While the server is down, every clock runs out.
    let pool = sqlx::SqlitePool::connect(&db).await.unwrap();
    sqlx::query(
        "UPDATE games SET turn_started_at = turn_started_at - 600000, deadline_at = deadline_at - 600000",
    )
        .execute(&pool)
        .await
        .unwrap();
    // And 510 other games (more than a sweep reads at once) are spoilt so that they cannot be
    // read back; their moments come first. They must not hide the games behind them.
    for n in 0..510 {
        sqlx::query(
            "INSERT INTO games SELECT 'spoilt' || $1, variant, rules, 'xxxxxxxx/8/8/8/8/8/8/8 w - - 0 1', \
             status, result, termination, description, white_name, black_name, white_token, \
             black_token, invite_token, engine_color, engine_level, clock_kind, initial_ms, \
             increment_ms, days_per_move, white_ms, black_ms, turn_started_at, draw_offer, \
             takeback_offer, ply, created_at, updated_at, seek, rematch, imported, version, turn, \
             deadline_at - 1000000, white_player, black_player, rated, ratings, min_rating, \
             max_rating, rematch_offer FROM games WHERE id = $2",
        )
        .bind(n)
        .bind(&ids[0])
        .execute(&pool)
        .await
        .unwrap();
    }
    let (_addr, _state) = server(
        Config {
            database: db.clone(),
            ..Config::default()
        },
        1000,
        Duration::from_secs(15),
    )
    .await;
    let mut left = usize::MAX;
    // Up to 30 s: the sweep takes well under a second, but a loaded machine may hold it back.
    for _ in 0..120 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let row: (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM games WHERE status = 'active' AND id NOT LIKE 'spoilt%'",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        left = row.0 as usize;
        if left == 0 {
            break;
        }
    }
    assert_eq!(
        left, 0,
        "games still shown as running after their flags fell"
    );
    // No side had made its first move: each game is aborted (a live game's clocks start only
    // after both first moves), by the sweep that watches the clocks.
    let finished: (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'finished' AND termination = 'aborted' AND result = '*'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(finished.0 as usize, ids.len());
}

/// A socket whose client vanished (it answers no ping) is closed after two intervals; one that
/// answers stays.
#[tokio::test]
async fn a_socket_that_stops_answering_pings_is_closed() {
    let (addr, _state) = server(
        Config {
            database: temp_db("pings"),
            ping_interval: Duration::from_millis(200),
            ..Config::default()
        },
        100,
        Duration::from_secs(15),
    )
    .await;
    let (id, _, _) = two_players(&addr, json!({})).await;
    // A client that shakes hands, then never reads nor answers.
    let mut raw = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let handshake = format!(
        "GET /api/games/{id}/ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    raw.write_all(handshake.as_bytes()).await.unwrap();
    // A client that answers: it reads all the time (tungstenite answers pings as it reads).
    let (alive, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws"))
        .await
        .unwrap();
    let (mut alive_tx, mut alive_rx) = alive.split();
    let pings = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let (texts_tx, mut texts) = tokio::sync::mpsc::unbounded_channel::<Value>();
    let counted = std::sync::Arc::clone(&pings);
    tokio::spawn(async move {
        while let Some(Ok(m)) = alive_rx.next().await {
            if m.is_ping() {
                counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            } else if let Message::Text(t) = m {
                let _ = texts_tx.send(serde_json::from_str(&t).unwrap());
            }
        }
    });
    let started = std::time::Instant::now();
    let mut sink = vec![0u8; 65536];
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match raw.read(&mut sink).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
    })
    .await;
    assert!(closed.is_ok(), "the silent socket is still open after 5 s");
    let after = started.elapsed();
    assert!(
        after >= Duration::from_millis(350),
        "closed too soon: {after:?}"
    );
    // The live one hears the pings, answers them, and is still served.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let heard = pings.load(std::sync::atomic::Ordering::Relaxed);
    assert!(heard >= 3, "pings heard: {heard}");
    while texts.try_recv().is_ok() {}
    alive_tx
        .send(Message::Text(json!({"type": "resync"}).to_string().into()))
        .await
        .unwrap();
    let state = tokio::time::timeout(Duration::from_secs(2), texts.recv())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(state["type"], "state");
}

/// Resyncs (each answered with the whole game) and garbage are limited per socket; a socket that
/// keeps flooding is closed (1008).
#[tokio::test]
async fn resync_and_garbage_floods_are_limited_and_the_socket_closed() {
    let (addr, _state) = server(
        Config {
            database: temp_db("resync"),
            rate_per_minute: 0,
            ..Config::default()
        },
        100,
        Duration::from_secs(15),
    )
    .await;
    let (id, _, _) = two_players(&addr, json!({})).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws"))
        .await
        .unwrap();
    assert_eq!(
        next_json(&mut ws, Duration::from_secs(5)).await.unwrap()["type"],
        "state"
    );
    for i in 0..150 {
        let text = if i % 2 == 0 {
            json!({"type": "resync"}).to_string()
        } else {
            "garbage".to_owned()
        };
        if ws.send(Message::Text(text.into())).await.is_err() {
            break;
        }
    }
    let (mut states, mut slow) = (0, 0);
    let mut close = None;
    loop {
        match tokio::time::timeout(Duration::from_secs(3), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == "state" {
                    states += 1;
                } else if v["error"].as_str().is_some_and(|e| e.contains("too many")) {
                    slow += 1;
                }
            }
            Ok(Some(Ok(Message::Close(frame)))) => {
                close = frame;
                break;
            }
            Ok(Some(Ok(_))) => {}
            _ => break,
        }
    }
    assert!(states <= 4, "whole games sent: {states}");
    assert!(slow > 0);
    assert_eq!(close.map(|f| u16::from(f.code)), Some(1008));
}

/// Requests whose bodies never come do not hold their connections: after the body's pause runs
/// out the connection is answered and closed, and other clients are served.
#[tokio::test]
async fn bodies_that_never_come_do_not_hold_the_connections() {
    let addr = serve_limited(
        Config {
            database: temp_db("slow-body"),
            body_timeout: Duration::from_millis(500),
            rate_per_minute: 0,
            ..Config::default()
        },
        rukh_web::Limits {
            cap: 20,
            ..rukh_web::Limits::default()
        },
    )
    .await
    .to_string();
    // Twenty requests (the cap) send their heads and a tenth of their bodies, then nothing.
    let mut stalled = Vec::new();
    for _ in 0..20 {
        let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
        let head = format!(
            "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"variant\""
        );
        s.write_all(head.as_bytes()).await.unwrap();
        stalled.push(s);
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // Each stalled request has been answered and its connection freed.
    for s in &mut stalled {
        let mut out = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(3), s.read_to_end(&mut out)).await;
        assert!(read.is_ok(), "a stalled request still holds its connection");
    }
    let (status, _) = http(&addr, "GET", "/api/variants", None).await;
    assert!(status.contains("200"), "{status}");
}

/// One address may hold only its share of connections (beyond: 503); another address is still
/// served.
#[tokio::test]
async fn one_address_cannot_take_every_connection() {
    let addr = serve_limited(
        Config {
            database: temp_db("per-address"),
            rate_per_minute: 0,
            ..Config::default()
        },
        rukh_web::Limits {
            cap: 100,
            per_address: 5,
            ..rukh_web::Limits::default()
        },
    )
    .await;
    let from = |ip: [u8; 4]| connect_from(addr, ip);
    // 127.0.0.2 opens five idle connections: its share.
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(from([127, 0, 0, 2]).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut sixth = from([127, 0, 0, 2]).await;
    sixth
        .write_all(b"GET /api/variants HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(3), sixth.read_to_end(&mut out)).await;
    let text = String::from_utf8_lossy(&out);
    assert!(text.starts_with("HTTP/1.1 503"), "{text}");
    // Another address is served.
    let mut other = from([127, 0, 0, 3]).await;
    other
        .write_all(b"GET /api/variants HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(3), other.read_to_end(&mut out)).await;
    assert!(String::from_utf8_lossy(&out).starts_with("HTTP/1.1 200"));
    drop(held);
}

/// A WebSocket keeps its connection's places under the caps for as long as it lives: one
/// address opening analysis sockets gets its share and no more, the server's cap counts them,
/// and other addresses are served all the while.
#[tokio::test]
async fn sockets_count_against_the_caps_while_they_live() {
    let addr = serve_limited(
        Config {
            database: temp_db("socket-caps"),
            rate_per_minute: 0,
            ..Config::default()
        },
        rukh_web::Limits {
            cap: 8,
            per_address: 3,
            ..rukh_web::Limits::default()
        },
    )
    .await;
    let from = |ip: [u8; 4]| connect_from(addr, ip);
    let open_socket = |ip: [u8; 4]| async move {
        let stream = from(ip).await;
        tokio_tungstenite::client_async(format!("ws://{addr}/api/analysis/ws"), stream).await
    };
    let get = |ip: [u8; 4]| async move {
        let mut s = from(ip).await;
        s.write_all(b"GET /api/variants HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .await
            .unwrap();
        let mut out = Vec::new();
        let _ = tokio::time::timeout(Duration::from_secs(3), s.read_to_end(&mut out)).await;
        String::from_utf8_lossy(&out)
            .lines()
            .next()
            .unwrap_or("")
            .to_owned()
    };
    // 127.0.0.2 opens three sockets (its share) and tries a fourth.
    let mut sockets = Vec::new();
    for _ in 0..3 {
        sockets.push(
            open_socket([127, 0, 0, 2])
                .await
                .expect("a socket within the share")
                .0,
        );
    }
    assert!(
        open_socket([127, 0, 0, 2]).await.is_err(),
        "a fourth socket from one address is refused"
    );
    assert!(
        get([127, 0, 0, 2]).await.starts_with("HTTP/1.1 503"),
        "the sockets still hold the address's connections"
    );
    // Another address is served, and its sockets and the first's fill the server's cap.
    assert!(get([127, 0, 0, 3]).await.starts_with("HTTP/1.1 200"));
    for ip in [[127, 0, 0, 3], [127, 0, 0, 4]] {
        for _ in 0..2 {
            sockets.push(open_socket(ip).await.expect("a socket within the cap").0);
        }
    }
    // Seven sockets open, the cap eight: one request gets the last place, a socket beyond it
    // is refused.
    sockets.push(open_socket([127, 0, 0, 5]).await.expect("the last place").0);
    assert!(get([127, 0, 0, 6]).await.starts_with("HTTP/1.1 503"));
    // A socket that closes gives its places back.
    let mut first = sockets.remove(0);
    first.close(None).await.unwrap();
    while let Ok(Some(_)) = tokio::time::timeout(Duration::from_secs(2), first.next()).await {}
    drop(first);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(get([127, 0, 0, 2]).await.starts_with("HTTP/1.1 200"));
    drop(sockets);
}

/// Reconnecting in a loop does not make the server send a long game again and again: one
/// network opens its share of game sockets at once, then two a second; the players' own
/// sockets, from other networks, are served all the while.
#[tokio::test]
async fn reconnecting_in_a_loop_is_throttled() {
    let (addr, _state) = server(
        Config {
            database: temp_db("reconnect-flood"),
            ..Config::default()
        },
        1000,
        Duration::from_secs(5),
    )
    .await;
    let (id, white, _) = two_players(&addr, json!({})).await;
    let mut opened = 0;
    let mut refused = None;
    for i in 0..60 {
        match tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws")).await {
            Ok((mut ws, _)) => {
                opened += 1;
                let first = next_json(&mut ws, Duration::from_secs(5)).await;
                assert!(first.is_some(), "the game is sent on a socket let in");
                let _ = ws.close(None).await;
            }
            Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
                assert_eq!(r.status(), 429);
                refused.get_or_insert(i);
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert!(
        (30..=35).contains(&opened),
        "{opened} of 60 sockets opened in a row"
    );
    assert!(refused.is_some_and(|i| i >= 30));
    // A player's own socket (from its own network) still opens, with its seat.
    let stream = connect_from(addr.parse().unwrap(), [127, 0, 0, 9]).await;
    let (mut ws, _) = tokio_tungstenite::client_async(
        format!("ws://{addr}/api/games/{id}/ws?token={white}"),
        stream,
    )
    .await
    .expect("another network's socket");
    let first = loop {
        match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => break serde_json::from_str::<Value>(&t).unwrap(),
            Ok(Some(Ok(_))) => continue,
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(first["game"]["you"], "white", "{first}");
}

/// A body dripping a byte at a time (each pause shorter than the body timeout) is cut when its
/// deadline passes, the connection closed, and the server goes on serving others.
#[tokio::test]
async fn a_dripping_body_is_cut_at_its_deadline() {
    let addr = serve_limited(
        Config {
            database: temp_db("drip"),
            body_timeout: Duration::from_millis(800),
            rate_per_minute: 0,
            ..Config::default()
        },
        rukh_web::Limits::default(),
    )
    .await
    .to_string();
    let mut s = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
    );
    s.write_all(head.as_bytes()).await.unwrap();
    let (mut read, mut write) = s.into_split();
    // A byte every 300 ms: never a pause as long as the body timeout.
    let drip = tokio::spawn(async move {
        for _ in 0..200 {
            if write.write_all(b" ").await.is_err() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    });
    let mut out = Vec::new();
    let answered = tokio::time::timeout(Duration::from_secs(10), read.read_to_end(&mut out)).await;
    assert!(
        answered.is_ok(),
        "the dripping body still holds its connection"
    );
    let text = String::from_utf8_lossy(&out);
    assert!(text.starts_with("HTTP/1.1 400"), "{text}");
    assert!(text.contains("too slowly"), "{text}");
    drip.abort();
    let (status, _) = http(&addr, "GET", "/api/variants", None).await;
    assert!(status.contains("200"), "{status}");
}
