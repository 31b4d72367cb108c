//! The site in-process: every request through the router, games in SQLite (a temporary file) and,
//! when `RUKH_TEST_POSTGRES` names a database, in PostgreSQL too.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use rukh_web::{AppState, Config, router};
use serde_json::{Value, json};
use tower::ServiceExt;

struct Site {
    app: axum::Router,
    _state: AppState,
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("rukh-web-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite://{}", dir.join("rukh.db").display())
}

async fn site_with(database: String, rate: u32) -> Site {
    let state = AppState::new(Config {
        database,
        rate_per_minute: rate,
        engine_movetime: Duration::from_millis(100),
        ..Config::default()
    })
    .await
    .unwrap();
    Site {
        app: router(state.clone()),
        _state: state,
    }
}

async fn site(name: &str) -> Site {
    site_with(temp_db(name), 0).await
}

impl Site {
    async fn call(
        &self,
        method: &str,
        uri: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut req = Request::builder().method(method).uri(uri);
        if let Some(t) = token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        let req = match body {
            Some(b) => req
                .header("Content-Type", "application/json")
                .body(Body::from(b.to_string()))
                .unwrap(),
            None => req.body(Body::empty()).unwrap(),
        };
        let resp = self.app.clone().oneshot(req).await.unwrap();
        let status = resp.status();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        let v = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        (status, v)
    }

    async fn raw(&self, req: Request<Body>) -> (StatusCode, String) {
        let resp = self.app.clone().oneshot(req).await.unwrap();
        let status = resp.status();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    /// Makes a two-player game; returns (id, white key, black key).
    async fn two_players(&self, variant: &str, fen: Option<&str>) -> (String, String, String) {
        let (s, created) = self
            .call(
                "POST",
                "/api/games",
                None,
                Some(json!({"variant": variant, "color": "white", "name": "Ann", "fen": fen})),
            )
            .await;
        assert_eq!(s, StatusCode::CREATED, "{created}");
        let id = created["id"].as_str().unwrap().to_owned();
        let invite_url = created["invite_url"].as_str().unwrap();
        let invite = invite_url.split("invite=").nth(1).unwrap();
        let (s, joined) = self
            .call(
                "POST",
                &format!("/api/games/{id}/join"),
                None,
                Some(json!({"invite": invite, "name": "Bob"})),
            )
            .await;
        assert_eq!(s, StatusCode::OK, "{joined}");
        assert_eq!(joined["color"], "black");
        (
            id,
            created["token"].as_str().unwrap().to_owned(),
            joined["token"].as_str().unwrap().to_owned(),
        )
    }

    async fn play(&self, id: &str, token: &str, mv: &str) -> (StatusCode, Value) {
        self.call(
            "POST",
            &format!("/api/games/{id}/move"),
            Some(token),
            Some(json!({"move": mv})),
        )
        .await
    }
}

#[tokio::test]
async fn two_people_play_shatranj_to_a_bare_king_finish() {
    let site = site("bare").await;
    // White's rook takes Black's last man: Black's king is bare and cannot strike back.
    let (id, white, black) = site
        .two_players("shatranj", Some("k7/8/8/8/8/8/p7/R3K3 w - - 0 1"))
        .await;
    let (s, g) = site
        .call("GET", &format!("/api/games/{id}"), Some(&white), None)
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(g["you"], "white");
    assert!(
        g["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["move"] == "a1a2")
    );
    // Black may not move for White, nor may a stranger.
    let (s, e) = site.play(&id, &black, "a1a2").await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    assert_eq!(e["error"], "it is not your turn");
    let (s, _) = site
        .play(&id, "0123456789abcdef0123456789abcdef", "a1a2")
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    // An illegal move is refused with the reason.
    let (s, e) = site.play(&id, &white, "a1b3").await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .starts_with("illegal move 'a1b3'"),
        "{e}"
    );
    let (s, g) = site.play(&id, &white, "a1a2").await;
    assert_eq!(s, StatusCode::OK, "{g}");
    // Bared, Black has one move to bare White in return; it cannot, and loses.
    assert_eq!(g["status"], "active");
    let (s, g) = site.play(&id, &black, "a8b8").await;
    assert_eq!(s, StatusCode::OK, "{g}");
    assert_eq!(g["status"], "finished");
    assert_eq!(g["result"], "1-0");
    assert_eq!(g["termination"], "bare-king");
    assert!(g["description"].as_str().unwrap().contains("bare"), "{g}");
    assert_eq!(g["moves"][0]["san"], "Rxa2+");
    assert_eq!(g["moves"][0]["courier"], "R a1-a2");
    // The finished game is in the archive and downloads as PGN and Game Courier.
    let (_, list) = site
        .call(
            "GET",
            "/api/games?status=finished&variant=shatranj&player=Bob",
            None,
            None,
        )
        .await;
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == id.as_str())
    );
    // A status no game has is refused, and the answer names what was wrong.
    let (s, why) = site
        .raw(
            Request::get("/api/games?status=playing")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert!(why.contains("status") && why.contains("finished"), "{why}");
    let (s, pgn) = site
        .raw(
            Request::get(format!("/api/games/{id}/pgn"))
                .header("Host", "shatranj.example:8080")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(s, StatusCode::OK);
    // The tags other tools read: the game's whole address, the clock in the standard's form
    // (none here), when it began.
    assert!(
        pgn.contains(&format!("[Site \"http://shatranj.example:8080/g/{id}\"]")),
        "{pgn}"
    );
    assert!(pgn.contains("[TimeControl \"-\"]"), "{pgn}");
    assert!(
        pgn.contains("[UTCDate \"") && pgn.contains("[UTCTime \""),
        "{pgn}"
    );
    // Termination in the standard's words; how the game ended, in the site's, after the last
    // move; no clock comments in a game without a clock.
    assert!(
        pgn.contains("[Result \"1-0\"]") && pgn.contains("[Termination \"Normal\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("[White \"Ann\"]") && pgn.contains("1. Rxa2+ Kb8"),
        "{pgn}"
    );
    let last = pgn
        .rsplit_once("Kb8")
        .map(|(_, tail)| tail)
        .unwrap_or_default();
    assert!(
        last.contains('{') && last.to_lowercase().contains("bare") && !pgn.contains("%clk"),
        "{pgn}"
    );
    let (_, log) = site
        .raw(
            Request::get(format!("/api/games/{id}/courier"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(log.contains("R a1-a2"), "{log}");
    // Nothing moves after the end.
    let (s, _) = site.play(&id, &black, "b8c8").await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn offers_takeback_resignation_and_chat() {
    let site = site("offers").await;
    let (id, white, black) = site.two_players("great-shatranj", None).await;
    let act = |t: String, a: Value| {
        let id = id.clone();
        let site = &site;
        async move {
            site.call(
                "POST",
                &format!("/api/games/{id}/actions"),
                Some(&t),
                Some(a),
            )
            .await
        }
    };
    assert_eq!(site.play(&id, &white, "e2e3").await.0, StatusCode::OK);
    assert_eq!(site.play(&id, &black, "e7e6").await.0, StatusCode::OK);
    // White asks to take back e2e3 (and the reply); Black agrees.
    let (s, g) = act(
        white.clone(),
        json!({"type": "takeback", "action": "offer"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{g}");
    assert_eq!(g["takeback_offer"], "white");
    let (s, g) = act(
        black.clone(),
        json!({"type": "takeback", "action": "accept"}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{g}");
    assert_eq!(g["ply"], 0);
    assert_eq!(g["moves"].as_array().unwrap().len(), 0);
    // Draw: accepting without an offer is refused; offer then accept ends the game.
    let (s, _) = act(black.clone(), json!({"type": "draw", "action": "accept"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (s, _) = act(black.clone(), json!({"type": "chat", "text": "good luck"})).await;
    assert_eq!(s, StatusCode::OK);
    let (_, g) = act(white.clone(), json!({"type": "draw", "action": "offer"})).await;
    assert_eq!(g["draw_offer"], "white");
    let (_, g) = act(black.clone(), json!({"type": "draw", "action": "accept"})).await;
    assert_eq!(g["result"], "1/2-1/2");
    assert_eq!(g["termination"], "agreement");
    assert_eq!(g["chat"][0]["body"], "good luck");
    assert_eq!(g["chat"][0]["author"], "Bob");

    let (id2, white2, _) = site.two_players("parsi", None).await;
    let (_, g) = site
        .call(
            "POST",
            &format!("/api/games/{id2}/actions"),
            Some(&white2),
            Some(json!({"type": "resign"})),
        )
        .await;
    assert_eq!(g["result"], "0-1");
    assert_eq!(g["description"], "Black wins: White resigned");
}

#[tokio::test]
async fn bad_requests_get_clear_errors() {
    let site = site("bad").await;
    let (s, e) = site
        .call(
            "POST",
            "/api/games",
            None,
            Some(json!({"variant": "chess"})),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("unknown game 'chess'"),
        "{e}"
    );
    let (s, e) = site
        .call(
            "POST",
            "/api/games",
            None,
            Some(json!({"variant": "shatranj", "fen": "8/8 w"})),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert!(
        e["error"].as_str().unwrap().starts_with("start position:"),
        "{e}"
    );
    let (s, e) = site
        .call(
            "POST",
            "/api/games",
            None,
            Some(json!({"variant": "shatranj", "rules": {"stalemate": "sometimes"}})),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{e}");
    let (s, e) = site
        .raw(
            Request::post("/api/games")
                .header("Content-Type", "application/json")
                .body(Body::from("{not json"))
                .unwrap(),
        )
        .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert!(e.contains("request body"), "{e}");
    let big = format!("{{\"variant\": \"{}\"}}", "x".repeat(40_000));
    let (s, _) = site
        .raw(
            Request::post("/api/games")
                .header("Content-Type", "application/json")
                .body(Body::from(big))
                .unwrap(),
        )
        .await;
    assert_eq!(s, StatusCode::PAYLOAD_TOO_LARGE);
    let (s, _) = site.call("GET", "/api/games/nosuchgame", None, None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (s, _) = site
        .call("GET", "/api/games/..%2F..%2Fetc", None, None)
        .await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let (id, white, _) = site.two_players("shatranj", None).await;
    let (s, e) = site
        .call(
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&white),
            Some(json!({"type": "fly"})),
        )
        .await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("unknown variant `fly`"),
        "{e}"
    );
    // The server still answers.
    let (s, _) = site.call("GET", "/api/variants", None, None).await;
    assert_eq!(s, StatusCode::OK);
}

#[tokio::test]
async fn rate_limit_answers_429() {
    let site = site_with(temp_db("rate"), 20).await;
    let mut codes = Vec::new();
    for _ in 0..12 {
        let (s, _) = site
            .call(
                "POST",
                "/api/games",
                None,
                Some(json!({"variant": "shatranj"})),
            )
            .await;
        codes.push(s);
    }
    assert!(codes.contains(&StatusCode::CREATED));
    assert!(codes.contains(&StatusCode::TOO_MANY_REQUESTS), "{codes:?}");
}

#[tokio::test]
async fn the_engine_answers_in_every_game() {
    let site = site("engine").await;
    for variant in [
        "shatranj",
        "chaturanga-davidson",
        "parsi",
        "shatranj-kamil-64",
        "great-shatranj",
    ] {
        let (s, created) = site
            .call(
                "POST",
                "/api/games",
                None,
                Some(
                    json!({"variant": variant, "color": "black", "opponent": "engine", "level": 2}),
                ),
            )
            .await;
        assert_eq!(s, StatusCode::CREATED, "{created}");
        let id = created["id"].as_str().unwrap();
        let token = created["token"].as_str().unwrap();
        let mut moved = false;
        for _ in 0..100 {
            let (_, g) = site
                .call("GET", &format!("/api/games/{id}"), Some(token), None)
                .await;
            if g["ply"] == 1 {
                assert_eq!(g["you"], "black");
                assert!(!g["legal"].as_array().unwrap().is_empty());
                moved = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(moved, "the engine did not move in {variant}");
        // The engine's seat cannot be played by the person.
        let (s, _) = site.play(id, token, "e2e3").await;
        assert_ne!(s, StatusCode::OK);
    }
}

#[tokio::test]
async fn moves_survive_a_restart() {
    let db = temp_db("restart");
    let id;
    let white;
    {
        let site = site_with(db.clone(), 0).await;
        let (i, w, b) = site.two_players("shatranj-kamil-64", None).await;
        assert_eq!(site.play(&i, &w, "e3e4").await.0, StatusCode::OK);
        assert_eq!(site.play(&i, &b, "d6d5").await.0, StatusCode::OK);
        id = i;
        white = w;
    }
    let site = site_with(db, 0).await;
    let (s, g) = site
        .call("GET", &format!("/api/games/{id}"), Some(&white), None)
        .await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(g["ply"], 2);
    assert_eq!(g["you"], "white");
    assert_eq!(g["moves"][1]["coord"], "d6d5");
}

#[tokio::test]
async fn pages_render() {
    let site = site("pages").await;
    let (id, white, _) = site.two_players("chaturanga-davidson", None).await;
    // An address with a seat's key (the private links of earlier versions) seats its visitor
    // and leaves for the game's own address.
    let (s, _) = site
        .raw(
            Request::get(format!("/g/{id}?t={white}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    for uri in [
        "/".to_owned(),
        "/archive?variant=parsi".to_owned(),
        format!("/g/{id}"),
        "/signup".to_owned(),
        "/login".to_owned(),
        "/players".to_owned(),
        "/games".to_owned(),
        "/account".to_owned(),
        "/@/rukh-level-4".to_owned(),
        "/rules/great-shatranj".to_owned(),
        "/rules/chaturanga-davidson".to_owned(),
        "/pieces/w-Kr.svg".to_owned(),
    ] {
        let (s, body) = site
            .raw(Request::get(&uri).body(Body::empty()).unwrap())
            .await;
        assert_eq!(s, StatusCode::OK, "{uri}: {body}");
    }
    let (_, rules) = site
        .raw(
            Request::get("/rules/great-shatranj")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    for piece in ["General", "Minister", "High Priestess", "Woody", "Soldier"] {
        assert!(rules.contains(piece), "{piece} missing from the legend");
    }
    assert!(rules.matches("<svg class=\"diagram\"").count() >= 9);
    // Moves are drawn as well as captures (a pawn moves straight, captures aslant).
    assert!(
        rules.contains("fill=\"#2f6b3a\""),
        "no move-only square drawn"
    );
    assert!(
        rules.contains("fill=\"#8a4b14\""),
        "no move-and-capture square drawn"
    );
    // Every piece of every game gets a diagram with its moves.
    for (id, pieces) in [
        ("shatranj", 6),
        ("chaturanga-davidson", 6),
        ("parsi", 6),
        ("shatranj-kamil-64", 7),
        ("great-shatranj", 9),
    ] {
        let (_, page) = site
            .raw(
                Request::get(format!("/rules/{id}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        let diagrams: Vec<&str> = page.split("<svg class=\"diagram\"").skip(1).collect();
        assert_eq!(diagrams.len(), pieces, "{id}");
        for d in diagrams {
            let d = &d[..d.find("</svg>").unwrap()];
            assert!(d.contains("<circle"), "{id}: a piece without moves drawn");
        }
    }
    // The game page never shows a key it was not given.
    let (_, page) = site
        .raw(
            Request::get(format!("/g/{id}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(!page.contains(&white));
}

#[tokio::test]
async fn postgres_when_available() {
    let Ok(url) = std::env::var("RUKH_TEST_POSTGRES") else {
        eprintln!("RUKH_TEST_POSTGRES not set: PostgreSQL test skipped");
        return;
    };
    // A database of its own (the other test files' accounts may hold the players' names).
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    for sql in ["DROP SCHEMA public CASCADE", "CREATE SCHEMA public"] {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    pool.close().await;
    let site = site_with(url.clone(), 0).await;
    let (id, white, black) = site
        .two_players("shatranj", Some("k7/8/8/8/8/8/p7/R3K3 w - - 0 1"))
        .await;
    assert_eq!(site.play(&id, &white, "a1a2").await.0, StatusCode::OK);
    let (s, g) = site.play(&id, &black, "a8b8").await;
    assert_eq!(s, StatusCode::OK, "{g}");
    assert_eq!(g["result"], "1-0");
    drop(site);
    let site = site_with(url, 0).await;
    let (_, g) = site
        .call("GET", &format!("/api/games/{id}"), Some(&black), None)
        .await;
    assert_eq!(g["termination"], "bare-king");
    assert_eq!(g["moves"][0]["san"], "Rxa2+");
}

#[tokio::test]
async fn websocket_streams_moves_and_answers_bad_messages() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let state = AppState::new(Config {
        database: temp_db("ws"),
        rate_per_minute: 0,
        ..Config::default()
    })
    .await
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(state.clone());
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    let site = Site {
        app: router(state.clone()),
        _state: state,
    };
    let (id, white, black) = site.two_players("shatranj", None).await;
    let (mut ws_black, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws?token={black}"))
            .await
            .unwrap();
    let (mut ws_white, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws?token={white}"))
            .await
            .unwrap();
    /// The next message of `kind` (`None`: of any kind but the spectators' count).
    async fn next_of(
        ws: &mut (impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin),
        kind: Option<&str>,
    ) -> Value {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
                .await
                .unwrap()
                .unwrap()
                .unwrap();
            if let Message::Text(t) = msg {
                let v: Value = serde_json::from_str(&t).unwrap();
                let wanted = match kind {
                    Some(k) => v["type"] == k,
                    None => v["type"] != "watchers",
                };
                if wanted {
                    return v;
                }
            }
        }
    }
    async fn next_json(
        ws: &mut (impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin),
    ) -> Value {
        next_of(ws, None).await
    }
    let first = next_json(&mut ws_black).await;
    assert_eq!(first["type"], "state");
    assert_eq!(first["game"]["you"], "black");
    assert_eq!(next_json(&mut ws_white).await["game"]["you"], "white");
    // Each page's arrival is told to both: the game again, until both players show as here.
    for ws in [&mut ws_black, &mut ws_white] {
        loop {
            let m = next_json(ws).await;
            assert_eq!(m["type"], "state");
            if m["game"]["white"]["online"] == true && m["game"]["black"]["online"] == true {
                break;
            }
        }
    }
    // Garbage and refused actions get an error message; the socket stays open.
    ws_white
        .send(Message::Text("{nonsense".into()))
        .await
        .unwrap();
    let e = next_json(&mut ws_white).await;
    assert_eq!(e["type"], "error");
    ws_black
        .send(Message::Text(
            json!({"type": "move", "move": "e7e6"}).to_string().into(),
        ))
        .await
        .unwrap();
    assert_eq!(
        next_json(&mut ws_black).await["error"],
        "it is not your turn"
    );
    // White's move reaches Black at once.
    ws_white
        .send(Message::Text(
            json!({"type": "move", "move": "e2e3"}).to_string().into(),
        ))
        .await
        .unwrap();
    // As a small event: the move, the new position, the clocks; the legal moves only for the
    // player to move next.
    let seen = next_json(&mut ws_black).await;
    assert_eq!(seen["type"], "move");
    assert_eq!(seen["ply"], 1);
    assert_eq!(seen["move"]["coord"], "e2e3");
    assert_eq!(seen["move"]["san"], "e3");
    assert_eq!(seen["turn"], "black");
    assert_eq!(seen["last_move"]["to"], "e3");
    assert_eq!(seen["legal"].as_array().unwrap().len(), 16);
    assert!(seen.get("moves").is_none() && seen.get("fens").is_none());
    assert!(seen.to_string().len() < 2_500, "{}", seen.to_string().len());
    // The mover's acknowledgement is the same event, without moves to make.
    let ack = next_json(&mut ws_white).await;
    assert_eq!(ack["type"], "move");
    assert_eq!(ack["ply"], 1);
    assert_eq!(ack["legal"], json!([]));
    assert!(ack.to_string().len() < 600, "{}", ack.to_string().len());
    // A spectator hears it too; the whole game comes on connect and on asking again.
    let (mut ws_watch, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/api/games/{id}/ws"))
            .await
            .unwrap();
    let whole = next_json(&mut ws_watch).await;
    assert_eq!(whole["game"]["moves"][0]["coord"], "e2e3");
    assert_eq!(whole["game"]["you"], Value::Null);
    // The players and the spectator hear how many watch: one.
    assert_eq!(next_of(&mut ws_white, Some("watchers")).await["count"], 1);
    assert_eq!(next_of(&mut ws_watch, Some("watchers")).await["count"], 1);
    // A visitor without an account may not chat: the players' chat is theirs, and the
    // spectators' room is for those signed in.
    ws_watch
        .send(Message::Text(
            json!({"type": "chat", "text": "hello"}).to_string().into(),
        ))
        .await
        .unwrap();
    assert_eq!(
        next_json(&mut ws_watch).await["error"],
        "sign in to chat with the other spectators"
    );
    ws_black
        .send(Message::Text(
            json!({"type": "move", "move": "e7e6", "ply": 1})
                .to_string()
                .into(),
        ))
        .await
        .unwrap();
    let heard = next_json(&mut ws_watch).await;
    assert_eq!(heard["move"]["san"], "e6");
    assert!(heard.get("legal").is_none());
    ws_watch
        .send(Message::Text(json!({"type": "resync"}).to_string().into()))
        .await
        .unwrap();
    let again = next_json(&mut ws_watch).await;
    assert_eq!(again["type"], "state");
    assert_eq!(again["game"]["ply"], 2);
    assert_eq!(again["game"]["fens"].as_array().unwrap().len(), 2);
    // The page's heartbeat: a ping is answered at once.
    ws_watch
        .send(Message::Text(json!({"type": "ping"}).to_string().into()))
        .await
        .unwrap();
    assert_eq!(next_json(&mut ws_watch).await, json!({"type": "pong"}));
    // Black closes the page: White is told Black is away.
    drop(ws_black);
    loop {
        let m = next_json(&mut ws_white).await;
        if m["type"] == "state" && m["game"]["black"]["online"] == false {
            assert_eq!(m["game"]["white"]["online"], true);
            break;
        }
    }
}

/// A rematch is an offer: nothing starts until the other player accepts; a declined offer
/// starts nothing, and may be made again.
#[tokio::test]
async fn a_rematch_is_offered_and_accepted_or_declined() {
    let site = site("rematch").await;
    let (id, white, black) = site.two_players("shatranj", None).await;
    let rematch = |t: String, path: &'static str| {
        let id = id.clone();
        let site = &site;
        async move {
            site.call("POST", &format!("/api/games/{id}/{path}"), Some(&t), None)
                .await
        }
    };
    // Not before the end.
    assert_eq!(
        rematch(white.clone(), "rematch").await.0,
        StatusCode::CONFLICT
    );
    site.call(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&white),
        Some(json!({"type": "resign"})),
    )
    .await;
    let (s, r) = rematch(white.clone(), "rematch").await;
    assert_eq!(s, StatusCode::OK, "{r}");
    assert_eq!(r, json!({"started": false}));
    let (_, g) = site
        .call("GET", &format!("/api/games/{id}"), Some(&black), None)
        .await;
    assert_eq!(g["rematch_offer"], "white");
    assert_eq!(g["rematch"], Value::Null);
    // The offerer cannot decline their own offer; the other player can.
    assert_eq!(
        rematch(white.clone(), "rematch/decline").await.0,
        StatusCode::CONFLICT
    );
    let (s, _) = rematch(black.clone(), "rematch/decline").await;
    assert_eq!(s, StatusCode::OK);
    let (_, g) = site
        .call("GET", &format!("/api/games/{id}"), None, None)
        .await;
    assert_eq!(g["rematch_offer"], "declined");
    assert_eq!(g["rematch"], Value::Null, "no game for an absent player");
    // Offered again, and accepted: the new game, colours swapped, for both.
    assert_eq!(rematch(white.clone(), "rematch").await.1["started"], false);
    let (s, r) = rematch(black.clone(), "rematch").await;
    assert_eq!(s, StatusCode::OK, "{r}");
    assert_eq!(r["started"], true);
    let next = r["id"].as_str().unwrap().to_owned();
    assert_eq!(
        rematch(white.clone(), "rematch").await.1["id"],
        next.as_str()
    );
    let (_, g) = site
        .call("GET", &format!("/api/games/{next}"), Some(&black), None)
        .await;
    assert_eq!(g["you"], "white");
    assert_eq!(g["status"], "active");
}

/// The archive shows 24 games a page, each with a picture of its last position, and links to
/// the next page with the same filters.
#[tokio::test]
async fn the_archive_pages_through_finished_games() {
    let site = site("archive-pages").await;
    for _ in 0..27 {
        let (id, white, black) = site.two_players("shatranj", None).await;
        site.play(&id, &white, "e2e3").await;
        site.play(&id, &black, "e7e6").await;
        site.call(
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&white),
            Some(json!({"type": "resign"})),
        )
        .await;
    }
    let page = |uri: &'static str| {
        let site = &site;
        async move {
            site.raw(Request::get(uri).body(Body::empty()).unwrap())
                .await
        }
    };
    let (s, first) = page("/archive?variant=shatranj").await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(first.matches("class=\"game-card\"").count(), 24);
    assert_eq!(
        first.matches("svg class=\"start\"").count(),
        24,
        "a board for each game"
    );
    assert!(first.contains("Black won"), "the result in words");
    assert!(
        first.contains("href=\"/archive?variant=shatranj&amp;page=2\""),
        "a link to the next page"
    );
    let (_, second) = page("/archive?variant=shatranj&page=2").await;
    assert_eq!(second.matches("class=\"game-card\"").count(), 3);
    assert!(!second.contains("id=\"older\""));
    assert!(second.contains("id=\"newer\""));
    // An aborted game (nobody played it) is listed only when asked for.
    let (aborted, white, _) = site.two_players("parsi", None).await;
    site.call(
        "POST",
        &format!("/api/games/{aborted}/actions"),
        Some(&white),
        Some(json!({"type": "abort"})),
    )
    .await;
    let (_, all) = page("/archive").await;
    assert!(!all.contains(&format!("/g/{aborted}")));
    let (_, asked) = page("/archive?result=*").await;
    assert!(asked.contains(&format!("/g/{aborted}")));
}

/// `/metrics`: Prometheus's text format with the figures an operator watches, the moves and
/// their time among them.
#[tokio::test]
async fn metrics_for_prometheus() {
    let site = site("metrics").await;
    let (id, white, _) = site.two_players("shatranj", None).await;
    let (s, _) = site.play(&id, &white, "e2e3").await;
    assert_eq!(s, StatusCode::OK);
    let (s, text) = site
        .raw(Request::get("/metrics").body(Body::empty()).unwrap())
        .await;
    assert_eq!(s, StatusCode::OK);
    for name in [
        "# TYPE rukh_move_seconds histogram",
        "rukh_move_seconds_bucket{le=\"+Inf\"}",
        "# TYPE rukh_moves_total counter",
        "rukh_db_commits_total",
        "rukh_db_changes_total",
        "rukh_games_held",
        "rukh_game_sockets",
        "rukh_analyses_running",
        "rukh_engine_pending",
        "# TYPE rukh_db_commit_seconds_total counter",
        "# TYPE rukh_phase_seconds_total counter",
        "rukh_phase_total{phase=\"rules (check and play)\"} ",
        "rukh_phase_seconds_total{phase=\"store (until durable)\"} ",
    ] {
        assert!(text.contains(name), "{name} missing from {text}");
    }
    // The counters in this process are shared by every test of this file: one move at least.
    let count: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("rukh_move_seconds_count "))
        .unwrap()
        .parse()
        .unwrap();
    assert!(count >= 1);
    // Every series belongs to a family the text declares.
    let families: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# TYPE "))
        .filter_map(|l| l.split(' ').next())
        .collect();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let series = line.split(['{', ' ']).next().unwrap();
        assert!(
            families.iter().any(|f| series.starts_with(f)),
            "{series} has no TYPE line in {text}"
        );
    }
    let (_, json) = site.call("GET", "/api/metrics", None, None).await;
    assert!(json["moves"]["p50_ms"].is_number(), "{json}");
    // From anywhere else than the addresses the operator named (this machine by default): no.
    for path in ["/metrics", "/api/metrics"] {
        let mut req = Request::get(path).body(Body::empty()).unwrap();
        req.extensions_mut()
            .insert(axum::extract::ConnectInfo(std::net::SocketAddr::from((
                [203, 0, 113, 9],
                40000,
            ))));
        let (s, text) = site.raw(req).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{path}");
        assert!(text.contains("--metrics-from"), "{text}");
        assert!(!text.contains("rukh_move"), "{text}");
    }
}

/// Behind a trusted proxy each client is limited by its own address (from `X-Forwarded-For`);
/// from anyone else the header changes nothing.
#[tokio::test]
async fn a_client_behind_a_trusted_proxy_is_limited_by_its_own_address() {
    let state = AppState::new(Config {
        database: temp_db("proxy"),
        rate_per_minute: 60,
        trusted_proxies: vec!["10.0.0.0/8".parse().unwrap()],
        ..Config::default()
    })
    .await
    .unwrap();
    let app = router(state);
    let post = |peer: [u8; 4], client: &str| {
        let mut req = Request::post("/api/games")
            .header("Content-Type", "application/json")
            .header("X-Forwarded-For", client)
            .body(Body::from(r#"{"variant":"nope"}"#))
            .unwrap();
        req.extensions_mut()
            .insert(axum::extract::ConnectInfo(std::net::SocketAddr::from((
                peer, 5000,
            ))));
        let app = app.clone();
        async move { app.oneshot(req).await.unwrap().status() }
    };
    // One client through the proxy uses up its allowance (a burst of 15) ...
    let mut limited = 0;
    for _ in 0..20 {
        if post([10, 0, 0, 1], "203.0.113.7").await == StatusCode::TOO_MANY_REQUESTS {
            limited += 1;
        }
    }
    assert_eq!(limited, 5);
    // ... another client through the same proxy still has all of its own.
    assert_eq!(
        post([10, 0, 0, 1], "198.51.100.9").await,
        StatusCode::BAD_REQUEST
    );
    // A client not behind a trusted proxy cannot name another address to escape its limit.
    for _ in 0..15 {
        post([192, 0, 2, 1], "192.0.2.200").await;
    }
    assert_eq!(
        post([192, 0, 2, 1], "192.0.2.201").await,
        StatusCode::TOO_MANY_REQUESTS
    );
}

/// The lobby's lists are made once per change, whatever the number of people watching them.
#[tokio::test]
async fn the_lobby_lists_are_made_once_for_every_viewer() {
    let site = site("lobby-shared").await;
    let mut streams = Vec::new();
    for _ in 0..20 {
        let req = Request::get("/api/lobby/events")
            .body(Body::empty())
            .unwrap();
        let mut body = site.app.clone().oneshot(req).await.unwrap().into_body();
        // Each viewer gets the lists at once.
        let first = tokio::time::timeout(Duration::from_secs(5), body.frame())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        assert!(String::from_utf8_lossy(first.data_ref().unwrap()).contains("\"seeks\""));
        streams.push(body);
    }
    let (_, before) = site.call("GET", "/api/metrics", None, None).await;
    let before = before["lobby_lists_made"].as_u64().unwrap();
    let (s, made) = site
        .call(
            "POST",
            "/api/games",
            None,
            Some(json!({"variant": "parsi", "opponent": "seek", "name": "Dee"})),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED);
    let id = made["id"].as_str().unwrap();
    // Every viewer hears of the seek ...
    for body in &mut streams {
        let frame = tokio::time::timeout(Duration::from_secs(5), body.frame())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        assert!(String::from_utf8_lossy(frame.data_ref().unwrap()).contains(id));
    }
    // ... from lists made once.
    let (_, after) = site.call("GET", "/api/metrics", None, None).await;
    assert_eq!(after["lobby_lists_made"].as_u64().unwrap() - before, 1);
}

/// Costly work has a quota per client: problem moves (each may search a second) and imported
/// games (100 an hour).
#[tokio::test]
async fn problem_moves_and_imports_have_a_quota_per_client() {
    let site = site_with(temp_db("quotas"), 100_000).await;
    let (_, list) = site.call("GET", "/api/problems", None, None).await;
    let id = list[0]["id"].as_str().unwrap().to_owned();
    let path = format!("/api/problems/{id}/play");
    for _ in 0..20 {
        let (s, _) = site
            .call("POST", &path, None, Some(json!({"moves": ["z9z9"]})))
            .await;
        assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let (s, e) = site
        .call("POST", &path, None, Some(json!({"moves": ["z9z9"]})))
        .await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "{e}");
    assert!(e["error"].as_str().unwrap().contains("problem moves"));
    let games = |n: usize| {
        (0..n)
            .map(|i| format!("[Event \"{i}\"]\n[Variant \"Shatranj\"]\n\n1. e3 e6 *\n"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (s, e) = site
        .call(
            "POST",
            "/api/import",
            None,
            Some(json!({"text": games(101)})),
        )
        .await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "{e}");
    assert!(
        e["error"].as_str().unwrap().contains("100 games an hour"),
        "{e}"
    );
    let (s, r) = site
        .call(
            "POST",
            "/api/import",
            None,
            Some(json!({"text": games(100)})),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{r}");
    assert_eq!(r["imported"].as_array().unwrap().len(), 100);
    let (s, _) = site
        .call("POST", "/api/import", None, Some(json!({"text": games(1)})))
        .await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_page_that_is_not_there_is_a_page_and_the_api_stays_json() {
    let site = site("notfound").await;
    let get = |path: &str| Request::get(path).body(Body::empty()).unwrap();
    // A mistyped address: a page of the site, with the way back, not JSON.
    let (s, page) = site.raw(get("/no/such/page")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(
        page.contains("Page not found") && page.contains("href=\"/\""),
        "{page}"
    );
    // A game that does not exist, and a problem that does not.
    let (s, page) = site.raw(get("/g/nosuchgame")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert!(page.contains("No such game"), "{page}");
    let (s, page) = site.raw(get("/problems/nosuchproblem")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert!(page.contains("No such problem"), "{page}");
    // A page address with a request it does not take.
    let (s, page) = site
        .raw(Request::delete("/archive").body(Body::empty()).unwrap())
        .await;
    assert_eq!(s, StatusCode::METHOD_NOT_ALLOWED);
    assert!(page.contains("Not a page"), "{page}");
    // In the reader's language, the page's own words not marked English; a server's sentence
    // beyond them (still English) is marked so.
    let (s, page) = site.raw(get("/no/such/page?lang=fa")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    assert!(
        page.contains("<h1>صفحه پیدا نشد</h1>")
            && page.contains("در این نشانی چیزی نیست")
            && page.contains("به سرسرا")
            && !page.contains("<main lang=\"en\""),
        "{page}"
    );
    let (_, page) = site
        .raw(
            Request::get("/no/such/page")
                .header("accept-language", "hi")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(page.contains("<h1>पन्ना नहीं मिला</h1>"), "{page}");
    // The API answers JSON, as its callers read it.
    let (s, body) = site.raw(get("/api/no/such/thing")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    let v: Value = serde_json::from_str(&body).unwrap();
    assert!(v["error"].is_string(), "{body}");
}

/// Every page is served in the language the visitor asks for: from the browser's
/// `Accept-Language` on a first visit, the cookie of the header's choice after, `?lang=` before
/// both; Persian, Arabic and Urdu right to left; each page names its other languages for search
/// engines; an unknown language is English.
#[tokio::test]
async fn pages_are_served_in_the_visitors_language() {
    let site = site("languages").await;
    let page = |uri: &str, headers: &[(&str, &str)]| {
        let mut req = Request::get(uri);
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        site.raw(req.body(Body::empty()).unwrap())
    };
    let (s, html) = page("/", &[("Accept-Language", "fa-IR,fa;q=0.9,en;q=0.5")]).await;
    assert_eq!(s, StatusCode::OK);
    assert!(
        html.contains(r#"<html lang="fa" dir="rtl""#),
        "{}",
        &html[..300]
    );
    assert!(html.contains(">بازی<"), "the header in Persian");
    assert!(html.contains(r#"hreflang="hi" href="?lang=hi""#));
    assert!(html.contains(r#"hreflang="x-default""#));
    let (_, html) = page("/problems", &[("Accept-Language", "hi, en;q=0.3")]).await;
    assert!(html.contains(r#"<html lang="hi" dir="ltr""#));
    assert!(html.contains(">पहेलियाँ<"), "the header in Hindi");
    // The cookie before the browser's languages; the address before both.
    let (_, html) = page(
        "/",
        &[("Accept-Language", "fa"), ("Cookie", "rukh-lang=ur")],
    )
    .await;
    assert!(html.contains(r#"<html lang="ur" dir="rtl""#));
    // A page asked for by its address in a language that sends the browser on (to sign in
    // first) sends it on in that language.
    let resp = site
        .app
        .clone()
        .oneshot(
            Request::get("/following?lang=hi")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert!(resp.status().is_redirection(), "{}", resp.status());
    assert_eq!(
        resp.headers()[axum::http::header::LOCATION],
        "/login?next=/following&lang=hi"
    );
    let (_, html) = page("/?lang=ar", &[("Cookie", "rukh-lang=ur")]).await;
    assert!(html.contains(r#"<html lang="ar" dir="rtl""#));
    assert!(html.contains(r#"<option value="ar" lang="ar" selected>العربية</option>"#));
    // Nothing the site has, or nonsense: English.
    for (uri, accept) in [
        ("/", "ja, zh;q=0.8"),
        ("/?lang=%00%ff", ";;q=x,,"),
        ("/", ""),
    ] {
        let (s, html) = page(uri, &[("Accept-Language", accept)]).await;
        assert_eq!(s, StatusCode::OK);
        assert!(
            html.contains(r#"<html lang="en" dir="ltr""#),
            "{uri} {accept}"
        );
    }
}

/// The schemas of the site's own OpenAPI description, read from `GET /api/openapi.json`.
struct Described(Value);

impl Described {
    async fn of(site: &Site) -> Described {
        let (s, doc) = site.call("GET", "/api/openapi.json", None, None).await;
        assert_eq!(s, StatusCode::OK);
        Described(doc)
    }

    /// Checks one answer against the schema the description gives for its path, method and
    /// status; fails when the status is not described at all.
    fn check(&self, method: &str, path: &str, status: StatusCode, answer: &Value) {
        let op = &self.0["paths"][path][method.to_ascii_lowercase()];
        assert!(op.is_object(), "{method} {path} is not described");
        let response = &op["responses"][status.as_str()];
        assert!(
            response.is_object(),
            "{method} {path} answered {status}, which its description does not list: {answer}"
        );
        let Some(schema) = response["content"]["application/json"]["schema"].as_object() else {
            panic!("{method} {path} {status} has no JSON schema")
        };
        // The schema with the description's components beside it, so its references resolve.
        let mut schema = schema.clone();
        schema.insert("components".into(), self.0["components"].clone());
        let validator = jsonschema::draft202012::new(&Value::Object(schema))
            .unwrap_or_else(|e| panic!("{method} {path} {status}: the schema is not valid: {e}"));
        let errors: Vec<String> = validator
            .iter_errors(answer)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "{method} {path} {status} does not match its description: {errors:?}\n{answer}"
        );
    }
}

#[tokio::test]
async fn the_api_answers_as_its_openapi_description_says() {
    let site = site("described").await;
    let doc = Described::of(&site).await;
    let (s, v) = site.call("GET", "/api/variants", None, None).await;
    doc.check("GET", "/api/variants", s, &v);
    // A game made, joined and moved in.
    let (s, created) = site
        .call(
            "POST",
            "/api/games",
            None,
            Some(json!({"variant": "shatranj", "color": "white", "name": "Ann"})),
        )
        .await;
    doc.check("POST", "/api/games", s, &created);
    let id = created["id"].as_str().unwrap().to_owned();
    let white = created["token"].as_str().unwrap().to_owned();
    let invite = created["invite_url"].as_str().unwrap();
    let invite = invite.split("invite=").nth(1).unwrap().to_owned();
    let (s, v) = site
        .call(
            "POST",
            &format!("/api/games/{id}/join"),
            None,
            Some(json!({"invite": invite, "name": "Bob"})),
        )
        .await;
    doc.check("POST", "/api/games/{id}/join", s, &v);
    let black = v["token"].as_str().unwrap().to_owned();
    let (s, v) = site.play(&id, &white, "e2e3").await;
    assert_eq!(s, StatusCode::OK, "{v}");
    doc.check("POST", "/api/games/{id}/move", s, &v);
    // An illegal move, a move out of turn and a move with no seat.
    let (s, v) = site.play(&id, &black, "e7e4").await;
    assert!(s.is_client_error(), "{v}");
    doc.check("POST", "/api/games/{id}/move", s, &v);
    let (s, v) = site.play(&id, &white, "d2d3").await;
    assert!(s.is_client_error(), "{v}");
    doc.check("POST", "/api/games/{id}/move", s, &v);
    let (s, v) = site.play(&id, "not-a-seat", "e7e6").await;
    assert!(s.is_client_error(), "{v}");
    doc.check("POST", "/api/games/{id}/move", s, &v);
    let (s, v) = site
        .call("GET", &format!("/api/games/{id}"), None, None)
        .await;
    doc.check("GET", "/api/games/{id}", s, &v);
    let (s, v) = site.call("GET", "/api/games/nosuchgame", None, None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    doc.check("GET", "/api/games/{id}", s, &v);
    let (s, v) = site
        .call(
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&white),
            Some(json!({"type": "resign"})),
        )
        .await;
    doc.check("POST", "/api/games/{id}/actions", s, &v);
    // The lists.
    for list in [
        "/api/games",
        "/api/games?status=finished",
        "/api/games?status=lost",
    ] {
        let (s, v) = site.call("GET", list, None, None).await;
        doc.check("GET", "/api/games", s, &v);
    }
    // Problems, and a position checked.
    let (s, v) = site.call("GET", "/api/problems", None, None).await;
    doc.check("GET", "/api/problems", s, &v);
    let first = v.as_array().unwrap()[0]["id"].as_str().unwrap().to_owned();
    let (s, v) = site
        .call("GET", &format!("/api/problems/{first}"), None, None)
        .await;
    doc.check("GET", "/api/problems/{id}", s, &v);
    for query in [
        "variant=shatranj&fen=8/8/8/8/8/8/8/K6k%20w%20-%20-%200%201",
        "variant=shatranj&fen=8/8%20w",
        "variant=nosuch&fen=8/8/8/8/8/8/8/K6k%20w%20-%20-%200%201",
    ] {
        let (s, v) = site
            .call("GET", &format!("/api/positions/check?{query}"), None, None)
            .await;
        doc.check("GET", "/api/positions/check", s, &v);
    }
    // Players: an unknown one, and a call that needs a token without one.
    let (s, v) = site.call("GET", "/api/user/nobody", None, None).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    doc.check("GET", "/api/user/{name}", s, &v);
    let (s, v) = site.call("GET", "/api/account", None, None).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    doc.check("GET", "/api/account", s, &v);
    let (s, v) = site
        .call("GET", "/api/challenges/reasons", None, None)
        .await;
    doc.check("GET", "/api/challenges/reasons", s, &v);
}
