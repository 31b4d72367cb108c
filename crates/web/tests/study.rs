//! Study on the site: the analysis board's engine over its WebSocket (three lines, the caps, a
//! page that goes away), game review, the position check behind the editor, and import of PGN
//! files and Game Courier logs as other sites write them.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::{SinkExt, StreamExt};
use http_body_util::BodyExt;
use rukh_web::{AppState, Config, router};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tower::ServiceExt;

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("rukh-study-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite://{}", dir.join("rukh.db").display())
}

async fn state(name: &str, config: Config) -> AppState {
    AppState::new(Config {
        database: temp_db(name),
        rate_per_minute: 0,
        ..config
    })
    .await
    .unwrap()
}

async fn call(
    app: &axum::Router,
    method: &str,
    uri: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let req = Request::builder().method(method).uri(uri);
    let req = match body {
        Some(b) => req
            .header("Content-Type", "application/json")
            .body(Body::from(b.to_string()))
            .unwrap(),
        None => req.body(Body::empty()).unwrap(),
    };
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
    (status, v)
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("an answer within 10 s")
            .unwrap()
            .unwrap();
        if let Message::Text(t) = msg {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

/// The next message of a type, skipping others.
async fn next_of(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let v = next_json(ws).await;
        if v["type"] == kind {
            return v;
        }
    }
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

async fn listen(state: &AppState) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = router(state.clone());
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    addr
}

async fn connect(addr: std::net::SocketAddr, variant: &str) -> Ws {
    tokio_tungstenite::connect_async(format!("ws://{addr}/api/analysis/ws?variant={variant}"))
        .await
        .unwrap()
        .0
}

/// The analysis board of Shatranj, opened by the browser named `browser`.
async fn connect_as(addr: std::net::SocketAddr, browser: &str) -> Ws {
    connect(addr, &format!("shatranj&browser={browser}")).await
}

#[tokio::test]
async fn analysis_streams_three_lines_in_san_from_whites_side() {
    let s = state("lines", Config::default()).await;
    let addr = listen(&s).await;
    let mut ws = connect(addr, "shatranj").await;
    // After 1. e3 (Black to move): SAN of the line, Black's legal moves, then the lines.
    send(
        &mut ws,
        json!({"type": "position", "seq": 1, "moves": ["e2e3"]}),
    )
    .await;
    let pos = next_of(&mut ws, "position").await;
    assert_eq!(pos["sans"], json!(["e3"]));
    assert_eq!(pos["turn"], "black");
    assert!(
        pos["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["move"] == "g8f6")
    );
    let mut deepest = Value::Null;
    for _ in 0..200 {
        let a = next_of(&mut ws, "analysis").await;
        assert_eq!(a["seq"], 1);
        if a["lines"].as_array().unwrap().len() == 3 && a["depth"].as_u64().unwrap() >= 6 {
            deepest = a;
            break;
        }
    }
    let lines = deepest["lines"].as_array().expect("three lines at depth 6");
    let firsts: std::collections::BTreeSet<&str> = lines
        .iter()
        .map(|l| l["san"][0].as_str().unwrap())
        .collect();
    assert_eq!(firsts.len(), 3, "three different first moves: {deepest}");
    for l in lines {
        assert!(
            l["score"]["text"].as_str().unwrap().starts_with(['+', '-']),
            "{l}"
        );
        assert!(l["score"]["cp"].is_i64(), "{l}");
    }
    // A bare king is told as such, from White's side: White to move bares Black's king.
    send(
        &mut ws,
        json!({"type": "position", "seq": 2, "fen": "7k/8/8/8/8/8/R6p/4K3 w - - 0 1"}),
    )
    .await;
    let won = loop {
        let a = next_of(&mut ws, "analysis").await;
        if a["seq"] == 2 && a["lines"][0]["score"]["mate"].is_i64() {
            break a;
        }
    };
    assert_eq!(won["lines"][0]["score"]["text"], "bare king in 1");
    assert_eq!(won["lines"][0]["score"]["mate"], 1);
    assert_eq!(won["lines"][0]["san"][0], "Rxh2+");
    // An illegal move is refused with where it is; the socket stays open.
    send(
        &mut ws,
        json!({"type": "position", "seq": 3, "moves": ["e2e3", "e2e4"]}),
    )
    .await;
    let e = next_of(&mut ws, "error").await;
    assert!(
        e["error"].as_str().unwrap().starts_with("move 2 (e2e4)"),
        "{e}"
    );
    send(
        &mut ws,
        json!({"type": "line", "seq": 4, "moves": ["e2e3", "d7d6", "b1c3"]}),
    )
    .await;
    let l = next_of(&mut ws, "line").await;
    assert_eq!(l["sans"], json!(["e3", "d6", "Nc3"]));
    send(&mut ws, json!({"nonsense": true})).await;
    assert_eq!(next_of(&mut ws, "error").await["type"], "error");
    // A line longer than any game, a FEN of another game, a move that is no move: each refused
    // with what is wrong, and the socket still answers.
    let long: Vec<&str> = ["g1f3", "g8f6", "f3g1", "f6g8"]
        .iter()
        .cycle()
        .take(1001)
        .copied()
        .collect();
    send(
        &mut ws,
        json!({"type": "position", "seq": 5, "moves": long}),
    )
    .await;
    assert!(
        next_of(&mut ws, "error").await["error"]
            .as_str()
            .unwrap()
            .contains("at most 1000")
    );
    send(&mut ws, json!({"type": "position", "seq": 6, "fen": "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1"})).await;
    assert!(
        next_of(&mut ws, "error").await["error"]
            .as_str()
            .unwrap()
            .starts_with("position:")
    );
    send(
        &mut ws,
        json!({"type": "position", "seq": 7, "moves": ["\u{0}\u{ffff}"]}),
    )
    .await;
    assert!(
        next_of(&mut ws, "error").await["error"]
            .as_str()
            .unwrap()
            .starts_with("move 1")
    );
    send(
        &mut ws,
        json!({"type": "position", "seq": 8, "analyse": false}),
    )
    .await;
    assert_eq!(next_of(&mut ws, "position").await["seq"], 8);
}

#[tokio::test]
async fn analyses_are_capped_and_end_with_their_page() {
    let s = state(
        "caps",
        Config {
            max_analyses: 1,
            analyses_per_client: 1,
            ..Config::default()
        },
    )
    .await;
    let addr = listen(&s).await;
    let mut first = connect(addr, "great-shatranj").await;
    send(&mut first, json!({"type": "position", "seq": 1})).await;
    next_of(&mut first, "analysis").await;
    // A second page is told the engine is busy (it still gets the position).
    let mut second = connect(addr, "great-shatranj").await;
    send(&mut second, json!({"type": "position", "seq": 1})).await;
    assert_eq!(next_json(&mut second).await["type"], "position");
    let busy = next_json(&mut second).await;
    assert_eq!(busy["type"], "busy", "{busy}");
    // Following a line on the first page keeps its place.
    send(
        &mut first,
        json!({"type": "position", "seq": 2, "moves": ["e2e3"]}),
    )
    .await;
    let a = loop {
        let a = next_of(&mut first, "analysis").await;
        if a["seq"] == 2 {
            break a;
        }
    };
    assert!(!a["lines"].as_array().unwrap().is_empty());
    // The first page goes away: its analysis stops and the second may analyse.
    first.close(None).await.unwrap();
    drop(first);
    let mut got = false;
    for seq in 2..40 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        send(&mut second, json!({"type": "position", "seq": seq})).await;
        next_of(&mut second, "position").await;
        let v = next_json(&mut second).await;
        if v["type"] == "analysis" {
            got = true;
            break;
        }
    }
    assert!(got, "the analysis of a closed page was not stopped");
}

#[tokio::test]
async fn the_editor_check_says_what_is_wrong() {
    let s = state("check", Config::default()).await;
    let app = router(s);
    let q = |v: &str, fen: &str| {
        format!(
            "/api/positions/check?variant={v}&fen={}",
            fen.replace(' ', "%20").replace('/', "%2F")
        )
    };
    let (st, ok) = call(
        &app,
        "GET",
        &q("parsi", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
        None,
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{ok}");
    assert_eq!(ok["turn"], "white");
    let (st, bad) = call(
        &app,
        "GET",
        &q("shatranj", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra"),
        None,
    )
    .await;
    assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bad["error"].as_str().unwrap().contains("field"), "{bad}");
    let (st, two) = call(
        &app,
        "GET",
        &q("shatranj", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        None,
    )
    .await;
    assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{two}");
    // The pages themselves.
    for uri in [
        "/editor/parsi",
        "/editor/shatranj-kamil-64?fen=8/8/8/8/8/8/8/8",
        "/analysis/great-shatranj",
    ] {
        let (st, _) = call(&app, "GET", uri, None).await;
        assert_eq!(st, StatusCode::OK, "{uri}");
    }
    let (st, page) = call(&app, "GET", "/analysis/shatranj?fen=nonsense", None).await;
    assert_eq!(st, StatusCode::OK);
    assert!(page.as_str().unwrap().contains("cannot be used"), "{page}");
    let (st, _) = call(&app, "GET", "/analysis/no-such-game", None).await;
    assert_eq!(st, StatusCode::NOT_FOUND);
}

/// A game as pychess.org exports it (clock comments, glyphs, a side line), and a second one.
const PYCHESS: &str = r#"[Event "Casual game"]
[Site "https://www.pychess.org/AbCdEf"]
[Date "2025.03.14"]
[TimeControl "300+3"]
[White "alice"]
[Black "bob"]
[Result "0-1"]
[Variant "Shatranj"]

1. Na3 Nf6 2. d3 Rg8 3. f3 g6 {[%clk 0:03:00]} 4. f4 Be6 5. Nf3 Nc6 6. e3!? Bd6 $1 7. c3 a6
(7... a5 8. Nc2) 8. Nc2 a5 9. g3 a4 10. Ncd4 Nxd4 11. cxd4 h6 12. e4 Bxf4 13. gxf4 Nh5 0-1

[Event "Casual game"]
[Site "https://www.pychess.org/GhIjKl"]
[White "carol"]
[Black "dave"]
[Result "1-0"]
[Variant "Shatranj"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/R6p/4K3 w - - 0 1"]

1. Rxh2+ Kg7 1-0
"#;

/// A game lost on time as lichess's tools write it: the standard's Termination, a clock on
/// every move.
const ON_TIME: &str = r#"[Event "Rated blitz game"]
[Site "https://example.org/abcd"]
[White "erin"]
[Black "frank"]
[Result "1-0"]
[Variant "Shatranj"]
[TimeControl "180+0"]
[Termination "Time forfeit"]

1. e3 { [%clk 0:03:00] } 1... e6 { [%clk 0:02:59] } 2. Nf3 { [%clk 0:02:51.5] } 1-0
"#;

#[tokio::test]
async fn a_game_lost_on_time_keeps_its_ending_and_clocks_both_ways() {
    let s = state("import-time", Config::default()).await;
    let app = router(s);
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": ON_TIME}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    let id = r["imported"][0]["id"].as_str().unwrap();
    let (_, g) = call(&app, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(g["termination"], "time", "{g}");
    assert_eq!(g["description"], "lost on time", "{g}");
    assert_eq!(g["moves"][2]["clock_ms"], 171_500, "{g}");
    let (_, pgn) = call(&app, "GET", &format!("/api/games/{id}/pgn"), None).await;
    let pgn = pgn.as_str().unwrap_or_default();
    assert!(pgn.contains("[Termination \"Time forfeit\"]"), "{pgn}");
    // (PGN's lines are cut at 80 characters.)
    let movetext = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        movetext.contains("1. e3 {[%clk 0:03:00]} 1... e6 {[%clk 0:02:59]} 2. Nf3 {[%clk 0:02:51] lost on time} 1-0"),
        "{pgn}"
    );
}

#[tokio::test]
async fn import_takes_other_sites_games_and_refuses_illegal_ones_with_the_move() {
    let s = state("import", Config::default()).await;
    let app = router(s);
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": PYCHESS}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    assert_eq!(r["imported"].as_array().unwrap().len(), 2, "{r}");
    assert_eq!(r["refused"], json!([]));
    let first = &r["imported"][0];
    assert_eq!(first["white"], "alice");
    assert_eq!(first["moves"], 26);
    let id = first["id"].as_str().unwrap();
    let (_, g) = call(&app, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(g["status"], "finished");
    assert_eq!(g["result"], "0-1");
    assert_eq!(g["moves"][0]["san"], "Na3");
    // Its clock, as the file's TimeControl gives it, and again in the PGN it downloads as.
    assert_eq!(g["time_control"], "5+3", "{g}");
    let (_, pgn) = call(&app, "GET", &format!("/api/games/{id}/pgn"), None).await;
    assert!(
        pgn.as_str()
            .unwrap_or_default()
            .contains("[TimeControl \"300+3\"]"),
        "{pgn}"
    );
    // The clock comment it came with goes out again on its move.
    assert!(
        pgn.as_str()
            .unwrap_or_default()
            .contains("3. f3 g6 {[%clk 0:03:00]} 4. f4"),
        "{pgn}"
    );
    // The second ends by the rules: bare king.
    let (_, g2) = call(
        &app,
        "GET",
        &format!("/api/games/{}", r["imported"][1]["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(g2["termination"], "bare-king", "{g2}");
    // Found in the archive as imported, by any part of a name; not among the games played here.
    let (_, list) = call(&app, "GET", "/api/games?origin=imported&player=ALI", None).await;
    assert_eq!(list.as_array().map(|g| g.len()), Some(1), "{list}");
    assert!(
        list[0]["imported"].as_str().unwrap().contains("pychess"),
        "{list}"
    );
    let (_, played) = call(&app, "GET", "/api/games?origin=played", None).await;
    assert_eq!(played, json!([]), "{played}");
    // And open on the analysis board with their moves.
    let (st, page) = call(&app, "GET", &format!("/analysis/shatranj?game={id}"), None).await;
    assert_eq!(st, StatusCode::OK);
    assert!(page.as_str().unwrap().contains("Na3"));

    // A file with an illegal move: that game is refused with the move number, the move and
    // why; the good game of the same file comes in.
    let bad = PYCHESS.replace("9. g3 a4", "9. g3 Ke7");
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": bad}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    assert_eq!(r["imported"].as_array().unwrap().len(), 1, "{r}");
    let why = r["refused"][0]["error"].as_str().unwrap();
    assert!(why.starts_with("move 9... (Ke7)"), "{why}");
    assert_eq!(r["refused"][0]["players"], "alice – bob");

    // Too big: refused as a whole, with the limit.
    let huge = PYCHESS.repeat(2 * 1024 * 1024 / PYCHESS.len() + 2);
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": huge}))).await;
    assert_eq!(st, StatusCode::PAYLOAD_TOO_LARGE, "{r}");
    assert!(r["error"].as_str().unwrap().contains("KiB"), "{r}");

    // Not a game: said so; nothing at all: refused.
    let (_, r) = call(&app, "POST", "/api/import", Some(json!({"text": "hello"}))).await;
    assert!(
        r["refused"][0]["error"]
            .as_str()
            .unwrap()
            .contains("not a Game Courier move"),
        "{r}"
    );
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": "  \n"}))).await;
    assert_eq!(st, StatusCode::BAD_REQUEST, "{r}");
}

/// The import page says why a game was refused in its reader's language: the move's number in
/// the language's digits, the move as written, and the rules' own account marked as English.
#[tokio::test]
async fn the_import_page_says_why_in_the_readers_language() {
    let s = state("import-page", Config::default()).await;
    let app = router(s);
    let page = async |lang: &str, text: &str| -> (StatusCode, String) {
        let body = serde_urlencoded::to_string([("text", text), ("format", "auto")]).unwrap();
        let req = Request::post(format!("/import?lang={lang}"))
            .header("Host", "rukh.test")
            .header("Origin", "http://rukh.test")
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .unwrap();
        let resp = app.clone().oneshot(req).await.unwrap();
        let st = resp.status();
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        // Fluent isolates each argument for the bidirectional text (U+2068 ... U+2069).
        let text = String::from_utf8_lossy(&bytes).replace(['\u{2068}', '\u{2069}'], "");
        (st, text)
    };
    let illegal = PYCHESS.replace("9. g3 a4", "9. g3 Ke7");
    let (st, fa) = page("fa", &illegal).await;
    assert_eq!(st, StatusCode::OK);
    // The move's number in Persian digits, the move as written, why in Persian with the
    // piece's Persian name.
    assert!(
        fa.contains(
            "حرکت ۹... (Ke7) در آن وضعیت مجاز نیست</span>: هیچ شاه از سیاه نمی‌تواند به e7 برسد"
        ),
        "the refusal in Persian: {fa}"
    );
    let (_, en) = page("en", &illegal).await;
    assert!(
        en.contains("move 9... (Ke7) is not legal there</span>: no Shah of Black can reach e7"),
        "{en}"
    );
    // A pinned piece, in Hindi, named by its square and Hindi name.
    let pinned =
        "[Variant \"Shatranj\"]\n[FEN \"4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1\"]\n\n1. Ra2 *\n";
    let (_, hi) = page("hi", pinned).await;
    assert!(hi.contains("e2 का रुख़ अपने राजा से बँधा है"), "{hi}");
    // A game its tags put in a game the site does not know, and one that goes on after its end.
    let unknown = PYCHESS.replace("[Variant \"Shatranj\"]", "[Variant \"Xiangqi\"]");
    let (_, hi) = page("hi", &unknown).await;
    assert!(
        hi.contains("इसके टैग ऐसे खेल का नाम लेते हैं जिसे यह साइट नहीं जानती: “Xiangqi”"),
        "{hi}"
    );
    // Nothing to read: the whole import refused, in the reader's words.
    let (st, ar) = page("ar", "  \n").await;
    assert_eq!(st, StatusCode::BAD_REQUEST);
    assert!(ar.contains("لم توجد أي لعبة في النص"), "{ar}");
}

#[tokio::test]
async fn import_reads_game_courier_logs() {
    let s = state("courier", Config::default()).await;
    let app = router(s);
    let logs = "// Variant: parsi\n// Ann vs Bob\n1. P e2-e3\n1... p d7-d6\n2. Q d1-e2\n2... n b8-c6\n3. K e1-d3 // the raja's leap\n\
                // Variant: shatranj\n// Cy vs Di\n1. P e2-e3\n1... p d7-d6\n";
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": logs}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    assert_eq!(r["imported"].as_array().unwrap().len(), 2, "{r}");
    let (_, g) = call(
        &app,
        "GET",
        &format!("/api/games/{}", r["imported"][0]["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(g["variant"], "parsi");
    assert_eq!(g["white"]["name"], "Ann");
    assert_eq!(g["moves"][4]["coord"], "e1d3");
    let bad = "// Variant: shatranj\n1. P e2-e3\n1... P d7-d5\n";
    let (_, r) = call(
        &app,
        "POST",
        "/api/import",
        Some(json!({"text": bad, "format": "courier"})),
    )
    .await;
    assert!(
        r["refused"][0]["error"]
            .as_str()
            .unwrap()
            .starts_with("move 1... (P d7-d5)"),
        "{r}"
    );
}

/// The review of game `id` once it is done (Null if it is not done within a minute).
async fn review_done(app: &axum::Router, id: &str) -> Value {
    for _ in 0..600 {
        let (_, v) = call(app, "GET", &format!("/api/games/{id}/review"), None).await;
        if v["status"] == "done" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Value::Null
}

#[tokio::test]
async fn a_finished_game_is_reviewed_once_and_kept() {
    let s = state("review", Config::default()).await;
    let app = router(s);
    let (_, r) = call(&app, "POST", "/api/import", Some(json!({"text": PYCHESS}))).await;
    let id = r["imported"][0]["id"].as_str().unwrap().to_owned();
    let (st, first) = call(&app, "GET", &format!("/api/games/{id}/review"), None).await;
    assert_eq!(st, StatusCode::OK);
    assert_eq!(first["status"], "none");
    let (st, started) = call(&app, "POST", &format!("/api/games/{id}/review"), None).await;
    assert_eq!(st, StatusCode::OK, "{started}");
    assert_eq!(started["total"], 27);
    let done = review_done(&app, &id).await;
    let evals = done["evals"].as_array().expect("the review ends");
    assert_eq!(evals.len(), 27);
    assert!(evals.iter().all(Value::is_i64));
    // Black won: by the end Black stands better.
    assert!(evals[26].as_i64().unwrap() < 0, "{done}");
    // A second visit finds it at once.
    let (_, again) = call(&app, "POST", &format!("/api/games/{id}/review"), None).await;
    assert_eq!(again["status"], "done");
    assert_eq!(again["evals"], done["evals"]);
    // A game in play cannot be reviewed.
    let (_, g) = call(
        &app,
        "POST",
        "/api/games",
        Some(json!({"variant": "shatranj", "color": "white", "opponent": "human"})),
    )
    .await;
    let (st, _) = call(
        &app,
        "POST",
        &format!("/api/games/{}/review", g["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(st, StatusCode::CONFLICT);
}

/// One review waits per address: a client cannot fill the review queue ahead of everyone else.
#[tokio::test]
async fn a_client_has_one_review_waiting_at_a_time() {
    let s = state("review-queue", Config::default()).await;
    let app = router(s);
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (_, r) = call(&app, "POST", "/api/import", Some(json!({"text": PYCHESS}))).await;
        ids.push(r["imported"][0]["id"].as_str().unwrap().to_owned());
    }
    let (st, first) = call(&app, "POST", &format!("/api/games/{}/review", ids[0]), None).await;
    assert_eq!(st, StatusCode::OK, "{first}");
    assert_eq!(first["status"], "running");
    // (27 positions of 100,000 nodes each: seconds of the review thread.)
    let (st, second) = call(&app, "POST", &format!("/api/games/{}/review", ids[1]), None).await;
    assert_eq!(st, StatusCode::TOO_MANY_REQUESTS, "{second}");
    assert!(
        second["error"].as_str().unwrap().contains(&ids[0]),
        "{second}"
    );
    // Asking again for the first is no new request.
    let (st, _) = call(&app, "POST", &format!("/api/games/{}/review", ids[0]), None).await;
    assert_eq!(st, StatusCode::OK);
    assert!(review_done(&app, &ids[0]).await.is_object());
    let (st, second) = call(&app, "POST", &format!("/api/games/{}/review", ids[1]), None).await;
    assert_eq!(st, StatusCode::OK, "{second}");
    assert!(review_done(&app, &ids[1]).await.is_object());
}

/// Import, the archive's search and a review on PostgreSQL, when a database is given.
#[tokio::test]
async fn import_and_review_on_postgres_when_available() {
    let Ok(url) = std::env::var("RUKH_TEST_POSTGRES") else {
        eprintln!("RUKH_TEST_POSTGRES not set: PostgreSQL test skipped");
        return;
    };
    let s = AppState::new(Config {
        database: url,
        rate_per_minute: 0,
        ..Config::default()
    })
    .await
    .unwrap();
    let app = router(s);
    let marker = format!("pg{}", std::process::id());
    let text = PYCHESS.replace("alice", &format!("Alice{marker}"));
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": text}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    let id = r["imported"][0]["id"].as_str().unwrap().to_owned();
    let (_, list) = call(
        &app,
        "GET",
        &format!("/api/games?origin=imported&player=alice{marker}"),
        None,
    )
    .await;
    assert_eq!(list.as_array().map(|g| g.len()), Some(1), "{list}");
    call(&app, "POST", &format!("/api/games/{id}/review"), None).await;
    for _ in 0..600 {
        let (_, v) = call(&app, "GET", &format!("/api/games/{id}/review"), None).await;
        if v["status"] == "done" {
            assert_eq!(v["evals"].as_array().unwrap().len(), 27);
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the review did not end");
}

/// A problem through the API: the stated line (or, where the engine defends otherwise, a move
/// that keeps the win) solves it; a move that lets the win slip fails it with the solution.
#[tokio::test]
async fn problems_are_solved_against_the_engines_defence() {
    let s = state("problems", Config::default()).await;
    let app = router(s);
    let (_, list) = call(&app, "GET", "/api/problems", None).await;
    let list = list.as_array().unwrap();
    for variant in [
        "shatranj",
        "chaturanga-davidson",
        "parsi",
        "shatranj-kamil-64",
        "great-shatranj",
    ] {
        assert!(
            list.iter().any(|p| p["variant"] == variant),
            "no problem of {variant}"
        );
    }
    // The first problem of each game, solved against the engine's defence (all of them: the
    // ignored test below).
    for variant in [
        "shatranj",
        "chaturanga-davidson",
        "parsi",
        "shatranj-kamil-64",
        "great-shatranj",
    ] {
        let p = list.iter().find(|p| p["variant"] == variant).unwrap();
        solve(&app, p["id"].as_str().unwrap()).await;
    }
    // A first move that throws the win away fails, and the solution is not given away: the
    // player may take the move back and try again.
    let p = &list[0];
    let id = p["id"].as_str().unwrap();
    let (_, info) = call(&app, "GET", &format!("/api/problems/{id}"), None).await;
    let mut failed = false;
    for m in info["legal"].as_array().unwrap() {
        let (_, r) = call(
            &app,
            "POST",
            &format!("/api/problems/{id}/play"),
            Some(json!({"moves": [m["move"]]})),
        )
        .await;
        if r["status"] == "failed" {
            assert!(r["solution"].is_null() && r["answer"].is_null(), "{r}");
            failed = true;
            break;
        }
    }
    assert!(failed, "every first move of {id} keeps the win");
    // Bad requests say what is wrong.
    let (st, _) = call(
        &app,
        "POST",
        &format!("/api/problems/{id}/play"),
        Some(json!({"moves": []})),
    )
    .await;
    assert_eq!(st, StatusCode::BAD_REQUEST);
    let (st, r) = call(
        &app,
        "POST",
        &format!("/api/problems/{id}/play"),
        Some(json!({"moves": ["z9z9"]})),
    )
    .await;
    assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{r}");
    let (st, _) = call(&app, "GET", "/api/problems/no-such", None).await;
    assert_eq!(st, StatusCode::NOT_FOUND);
    // A defence the client made up itself is refused: the line carries the server's signature.
    let longer = list
        .iter()
        .find(|p| p["moves"].as_u64().unwrap_or(0) >= 2)
        .expect("a problem of two moves or more");
    let id = longer["id"].as_str().unwrap();
    let solution: Vec<String> = {
        let (_, sol) = call(&app, "GET", &format!("/api/problems/{id}/solution"), None).await;
        serde_json::from_value(sol["moves"].clone()).unwrap()
    };
    assert!(solution.len() >= 3, "{solution:?}");
    {
        let (st, r) = call(
            &app,
            "POST",
            &format!("/api/problems/{id}/play"),
            Some(json!({"moves": &solution[..3]})),
        )
        .await;
        assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{r}");
        assert!(r["error"].as_str().unwrap().contains("not the line"), "{r}");
        let (st, r) = call(
            &app,
            "POST",
            &format!("/api/problems/{id}/play"),
            Some(json!({"moves": &solution[..3], "line": "00"})),
        )
        .await;
        assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{r}");
    }
    for uri in ["/problems", &format!("/problems/{id}")] {
        let (st, _) = call(&app, "GET", uri, None).await;
        assert_eq!(st, StatusCode::OK, "{uri}");
    }
}

/// Historical problems through the API: the collection's summaries name source and date; where
/// the solver is not the side to move the engine moves first (Alfonso 35: White moves, Black
/// mates); the answer once over carries the book's line and what the proof found.
#[tokio::test]
async fn historical_problems_through_the_api() {
    let s = state("historical", Config::default()).await;
    let app = router(s);
    let (_, list) = call(&app, "GET", "/api/problems", None).await;
    let list = list.as_array().unwrap();
    let alfonso: Vec<&Value> = list
        .iter()
        .filter(|p| p["collection"] == "Alfonso X, Libro de los juegos")
        .collect();
    assert!(alfonso.len() >= 35, "{}", alfonso.len());
    assert_eq!(alfonso[0]["date"], "1283");
    let id = "shatranj-alfonso-35";
    let (_, info) = call(&app, "GET", &format!("/api/problems/{id}"), None).await;
    assert_eq!(info["turn"], "white");
    assert_eq!(info["solver"], "black");
    assert_eq!(info["stipulation"], "White to play; Black mates in 7");
    // The solver's side has no move to make before the engine's.
    assert!(info["legal"].as_array().unwrap().is_empty());
    let (st, r) = call(
        &app,
        "POST",
        &format!("/api/problems/{id}/play"),
        Some(json!({"moves": ["e2d3"]})),
    )
    .await;
    assert_eq!(st, StatusCode::BAD_REQUEST, "{r}");
    assert!(
        r["error"]
            .as_str()
            .unwrap()
            .contains("none to get the first move"),
        "{r}"
    );
    let (st, first) = call(
        &app,
        "POST",
        &format!("/api/problems/{id}/play"),
        Some(json!({"moves": []})),
    )
    .await;
    assert_eq!(st, StatusCode::OK, "{first}");
    assert_eq!(first["status"], "playing", "{first}");
    assert!(
        first["message"]
            .as_str()
            .unwrap()
            .starts_with("White moves first"),
        "{first}"
    );
    assert_eq!(first["turn"], "black");
    assert!(!first["legal"].as_array().unwrap().is_empty());
    // Given up at once: the solution and the findings.
    let (_, sol) = call(&app, "GET", &format!("/api/problems/{id}/solution"), None).await;
    assert!(
        sol["solution"].as_str().unwrap().starts_with("1. exd3"),
        "{sol}"
    );
    assert!(!sol["findings"].as_array().unwrap().is_empty(), "{sol}");
    // A cooked problem names its second solution (Alfonso 30: 1.a8=F+ mates in 3).
    let (_, sol) = call(
        &app,
        "GET",
        "/api/problems/shatranj-alfonso-30/solution",
        None,
    )
    .await;
    let cooks = sol["cooks"].as_array().unwrap();
    assert!(
        cooks
            .iter()
            .any(|c| c.as_str().unwrap().contains("mate in 3")),
        "{sol}"
    );
    for uri in ["/problems", "/problems/shatranj-al-suli-diamond"] {
        let (st, _) = call(&app, "GET", uri, None).await;
        assert_eq!(st, StatusCode::OK, "{uri}");
    }
}

/// A user's own game, offered by the server (`rukh serve --variant-file`), opens on the
/// analysis board and the editor, and its engine lines come over the socket.
#[tokio::test]
async fn a_users_variant_file_is_analysed() {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../variants/examples/makruk.toml");
    assert_eq!(
        rukh_web::site::games::register_variant_file(&file, false).unwrap(),
        "makruk"
    );
    let s = state("makruk", Config::default()).await;
    let app = router(s.clone());
    for uri in ["/analysis/makruk", "/editor/makruk"] {
        let (st, page) = call(&app, "GET", uri, None).await;
        assert_eq!(st, StatusCode::OK, "{uri}");
        assert!(page.as_str().unwrap().contains("Makruk"), "{uri}");
    }
    let addr = listen(&s).await;
    let mut ws = connect(addr, "makruk").await;
    send(
        &mut ws,
        json!({"type": "position", "seq": 1, "moves": ["e3e4"]}),
    )
    .await;
    assert_eq!(next_of(&mut ws, "position").await["sans"], json!(["e4"]));
    assert!(
        !next_of(&mut ws, "analysis").await["lines"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    // A built-in game's id is not taken over.
    let own = std::env::temp_dir().join(format!("rukh-study-{}-shatranj.toml", std::process::id()));
    std::fs::write(
        &own,
        rukh_rules::variant::builtin_source("shatranj").unwrap(),
    )
    .unwrap();
    assert!(
        rukh_web::site::games::register_variant_file(&own, false)
            .unwrap_err()
            .contains("five games")
    );
}

/// Plays a problem through the API: the stated line, or where the engine defended otherwise, a
/// move the server accepts as keeping the win; the last verdict.
async fn solve(app: &axum::Router, id: &str) -> Value {
    let (_, info) = call(app, "GET", &format!("/api/problems/{id}"), None).await;
    let (_, sol) = call(app, "GET", &format!("/api/problems/{id}/solution"), None).await;
    let solution: Vec<String> = serde_json::from_value(sol["moves"].clone()).unwrap();
    let mut played: Vec<String> = Vec::new();
    let mut legal: Vec<String> = info["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap().to_owned())
        .collect();
    let mut last = Value::Null;
    let mut line = Value::Null;
    for _ in 0..info["moves"].as_u64().unwrap() {
        let try_move = |m: &str| {
            let mut moves = played.clone();
            moves.push(m.to_owned());
            json!({"moves": moves, "line": line})
        };
        let mut candidates: Vec<String> = solution.get(played.len()).cloned().into_iter().collect();
        candidates.extend(legal.iter().cloned());
        let mut chosen = None;
        for c in candidates {
            let (st, r) = call(
                app,
                "POST",
                &format!("/api/problems/{id}/play"),
                Some(try_move(&c)),
            )
            .await;
            // The stated line's move may not be legal once the engine defended otherwise.
            if st != StatusCode::OK {
                assert_eq!(st, StatusCode::UNPROCESSABLE_ENTITY, "{r}");
                continue;
            }
            if r["status"] != "failed" {
                chosen = Some((c, r));
                break;
            }
        }
        let (c, r) =
            chosen.unwrap_or_else(|| panic!("{id}: no move keeps the win after {played:?}"));
        last = r.clone();
        if r["status"] == "solved" {
            break;
        }
        played.push(c);
        played.push(r["reply"]["coord"].as_str().unwrap().to_owned());
        line = r["line"].clone();
        legal = r["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap().to_owned())
            .collect();
    }
    assert_eq!(last["status"], "solved", "{id}: {last}");
    assert!(
        last["solution"]
            .as_str()
            .unwrap()
            .starts_with(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
        "{last}"
    );
    last
}

/// Every problem of the collection, solved against the engine's defence (about five minutes:
/// `cargo test -p rukh-web --test study -- --ignored`).
#[tokio::test]
#[ignore]
async fn every_problem_is_solved_against_the_engines_defence() {
    let s = state("all-problems", Config::default()).await;
    let app = router(s);
    let (_, list) = call(&app, "GET", "/api/problems", None).await;
    for p in list.as_array().unwrap() {
        solve(&app, p["id"].as_str().unwrap()).await;
    }
}

/// The per-browser cap counts a browser's tabs together, not everyone at its address.
#[tokio::test]
async fn the_cap_is_per_browser() {
    let s = state(
        "browsers",
        Config {
            max_analyses: 4,
            analyses_per_client: 1,
            ..Config::default()
        },
    )
    .await;
    let addr = listen(&s).await;
    let mut a1 = connect_as(addr, "aaaa").await;
    send(&mut a1, json!({"type": "position", "seq": 1})).await;
    next_of(&mut a1, "analysis").await;
    let mut a2 = connect_as(addr, "aaaa").await;
    send(&mut a2, json!({"type": "position", "seq": 1})).await;
    next_of(&mut a2, "position").await;
    let busy = next_json(&mut a2).await;
    assert_eq!(busy["type"], "busy", "{busy}");
    assert!(
        busy["error"].as_str().unwrap().contains("this browser"),
        "{busy}"
    );
    // Another browser at the same address analyses.
    let mut b = connect_as(addr, "bbbb").await;
    send(&mut b, json!({"type": "position", "seq": 1})).await;
    next_of(&mut b, "position").await;
    assert_eq!(next_json(&mut b).await["type"], "analysis");
}

/// One client address never takes the whole analysis engine: with the defaults (two analyses
/// on the server), a second browser at the same address is told to wait.
#[tokio::test]
async fn one_address_leaves_analyses_for_others() {
    let s = state("address-cap", Config::default()).await;
    let addr = listen(&s).await;
    let mut a = connect_as(addr, "aaaa").await;
    send(&mut a, json!({"type": "position", "seq": 1})).await;
    next_of(&mut a, "analysis").await;
    let mut b = connect_as(addr, "bbbb").await;
    send(&mut b, json!({"type": "position", "seq": 1})).await;
    next_of(&mut b, "position").await;
    let busy = next_json(&mut b).await;
    assert_eq!(busy["type"], "busy", "{busy}");
    assert!(
        busy["error"].as_str().unwrap().contains("your address"),
        "{busy}"
    );
}

/// Pages left open after their analysis hold no engine memory: the searchers (16 MB tables)
/// are shared, at most one per analysis the server runs at once.
#[tokio::test]
async fn open_pages_do_not_keep_the_engines_memory() {
    let s = state(
        "searchers",
        Config {
            max_analyses: 2,
            analyses_per_client: 2,
            ..Config::default()
        },
    )
    .await;
    let addr = listen(&s).await;
    let mut pages = Vec::new();
    for i in 0..6 {
        let mut ws = connect_as(addr, &format!("page{i}")).await;
        // (The page before gives its place back a moment after its last report.)
        for seq in 1.. {
            send(&mut ws, json!({"type": "position", "seq": seq})).await;
            next_of(&mut ws, "position").await;
            if next_json(&mut ws).await["type"] == "analysis" {
                break;
            }
            assert!(seq < 100, "no place for analysis {i}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        send(&mut ws, json!({"type": "stop"})).await;
        // The analysis ends (its last report says done) and gives its place back.
        loop {
            let a = next_of(&mut ws, "analysis").await;
            if a["done"] == true {
                break;
            }
        }
        pages.push(ws);
    }
    let app = router(s.clone());
    let mut held = 0;
    for _ in 0..50 {
        let (_, m) = call(&app, "GET", "/api/metrics", None).await;
        held = m["analysis_searchers"].as_u64().unwrap();
        if m["analyses_running"] == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        (1..=2).contains(&held),
        "six open pages hold {held} searchers"
    );
    assert_eq!(pages.len(), 6);
}

/// Shatranj's tables of the rook against the bare king (and the classes it leads to), written
/// where `rukh serve --tablebases` reads them.
fn shatranj_tables(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("rukh-study-tb-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let v = rukh_rules::variant::builtin("shatranj").unwrap();
    let mut tb = rukh_tablebase::Tablebase::new(&v);
    let krk = rukh_tablebase::Material::parse(&v, "KRvK").unwrap();
    tb.build_classes(&[krk], Some(&dir), 2, &mut |_| {}, &|_| {})
        .unwrap();
    dir
}

#[tokio::test]
async fn the_analysis_board_and_the_review_show_the_tables() {
    let dir = shatranj_tables("analysis");
    let s = state(
        "tables",
        Config {
            tablebases: Some(dir.clone()),
            ..Config::default()
        },
    )
    .await;
    let addr = listen(&s).await;
    let mut ws = connect(addr, "shatranj").await;
    // White's rook and king against the bare king, Black to move with the rook en prise:
    // taking it draws (the bare king bares back), every other move loses at once.
    let fen = "8/8/8/4k3/3R4/8/8/3K4 b - - 0 1";
    send(
        &mut ws,
        json!({"type": "position", "seq": 1, "fen": fen, "analyse": false}),
    )
    .await;
    let pos = next_of(&mut ws, "position").await;
    let tb = &pos["tablebase"];
    assert_eq!(tb["class"], "KRvK", "{pos}");
    assert_eq!(tb["result"], "draw");
    assert!(tb["winner"].is_null());
    assert_eq!(tb["text"], "Draw (the bare king bares back)");
    let moves = tb["moves"].as_array().unwrap();
    assert_eq!(moves.len(), pos["legal"].as_array().unwrap().len());
    assert_eq!(
        (&moves[0]["uci"], &moves[0]["result"], &moves[0]["san"]),
        (&json!("e5d4"), &json!("draw"), &json!("Kxd4"))
    );
    assert!(
        moves[1..]
            .iter()
            .all(|m| m["result"] == "loss" && m["text"] == "loses (bare king)"),
        "{tb}"
    );
    // With the rook out of reach, Black has lost.
    send(
        &mut ws,
        json!({"type": "position", "seq": 2, "fen": "8/8/8/4k3/8/8/3R4/3K4 b - - 0 1", "analyse": false}),
    )
    .await;
    let lost = next_of(&mut ws, "position").await;
    assert_eq!(
        lost["tablebase"]["text"], "White wins: bare king in 1",
        "{lost}"
    );
    // A position the tables do not hold has no verdict.
    send(
        &mut ws,
        json!({"type": "position", "seq": 3, "analyse": false}),
    )
    .await;
    let start = next_of(&mut ws, "position").await;
    assert!(start["tablebase"].is_null(), "{start}");
    // A game with changed rules has none either: the tables are for the game's own rules.
    let mut other = tokio_tungstenite::connect_async(format!(
        "ws://{addr}/api/analysis/ws?variant=shatranj&rules=%7B%22stalemate%22%3A%22draw%22%7D"
    ))
    .await
    .unwrap()
    .0;
    send(
        &mut other,
        json!({"type": "position", "seq": 1, "fen": fen, "analyse": false}),
    )
    .await;
    assert!(next_of(&mut other, "position").await["tablebase"].is_null());

    // The review of a game in the tables: their verdict per ply, and the exact score (a draw
    // is 0) where the engine would guess.
    let app = router(s);
    let pgn = "[Variant \"Shatranj\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/3R4/8/8/3K4 b - - 0 1\"]\n[Result \"1-0\"]\n\n1... Ke6 1-0\n";
    let (st, r) = call(&app, "POST", "/api/import", Some(json!({"text": pgn}))).await;
    assert_eq!(st, StatusCode::OK, "{r}");
    let id = r["imported"][0]["id"].as_str().unwrap().to_owned();
    let (_, view) = call(&app, "GET", &format!("/api/games/{id}/review"), None).await;
    assert_eq!(
        view["tablebase"],
        json!(["Draw (the bare king bares back)", null]),
        "{view}"
    );
    let (st, _) = call(&app, "POST", &format!("/api/games/{id}/review"), None).await;
    assert_eq!(st, StatusCode::OK);
    let done = review_done(&app, &id).await;
    assert_eq!(done["evals"][0], 0, "{done}");
    assert!(done["evals"][1].as_i64().unwrap() >= 9_000, "{done}");
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn each_game_has_an_endings_page_with_the_tables_and_the_sources() {
    let s = state("endings", Config::default()).await;
    let app = router(s);
    for id in rukh_rules::variant::BUILTIN_IDS {
        let (st, page) = call(&app, "GET", &format!("/endings/{id}"), None).await;
        assert_eq!(st, StatusCode::OK, "{id}");
        let page = page.as_str().unwrap();
        // Every 3-man ending is there, with its verdict and the sources' word on baring.
        assert!(
            page.contains("Three men: one man against the bare king"),
            "{id}"
        );
        assert!(!page.contains("not been summed up"), "{id}: no figures");
        assert!(page.contains("The sources: "), "{id}");
        // The longest wins open on the analysis board.
        assert!(
            page.contains(&format!("href=\"/analysis/{id}?fen=")),
            "{id}"
        );
    }
    let (_, page) = call(&app, "GET", "/endings/shatranj", None).await;
    let page = page.as_str().unwrap();
    // Rook against horse: the tables' share beside Murray's "drawn game".
    let row = &page[page.find("KRvKN").expect("the rook against the horse")..];
    assert!(row.contains("Depends on the position"), "{row:.400}");
    assert!(row.contains("Kt v. R is a drawn game"));
    let (st, _) = call(&app, "GET", "/endings/chess", None).await;
    assert_eq!(st, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn positions_and_games_download_as_diagrams() {
    let s = state("diagram", Config::default()).await;
    let app = router(s);
    let req = |uri: &str| {
        let app = app.clone();
        let uri = uri.to_owned();
        async move {
            let resp = app
                .oneshot(Request::builder().uri(uri).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let status = resp.status();
            let kind = resp
                .headers()
                .get("content-type")
                .map(|h| h.to_str().unwrap().to_owned())
                .unwrap_or_default();
            let bytes = resp.into_body().collect().await.unwrap().to_bytes();
            (status, kind, bytes)
        }
    };
    // Any position of a game, as SVG: every man named on its square.
    let (st, kind, body) =
        req("/api/diagram/great-shatranj?format=svg&style=plain&pieces=turned").await;
    assert_eq!(st, StatusCode::OK);
    assert_eq!(kind, "image/svg+xml");
    let text = String::from_utf8(body.to_vec()).unwrap();
    assert_eq!(text.matches("class=\"piece\"").count(), 40);
    assert!(text.contains("data-square=\"j1\""));
    // As PNG (the default), of the width asked.
    let (st, kind, body) = req("/api/diagram/shatranj?fen=8%2F8%2F8%2F4k3%2F3R4%2F8%2F8%2F3K4%20b%20-%20-%200%201&width=300").await;
    assert_eq!((st, kind.as_str()), (StatusCode::OK, "image/png"));
    assert_eq!(&body[1..4], b"PNG");
    assert_eq!(u32::from_be_bytes(body[16..20].try_into().unwrap()), 300);
    // What is wrong is said.
    let (st, _, body) = req("/api/diagram/shatranj?fen=8%2F8%2Fx&format=svg").await;
    assert_eq!(st, StatusCode::BAD_REQUEST);
    assert!(
        String::from_utf8_lossy(&body).contains("position"),
        "{body:?}"
    );
    let (st, _, body) = req("/api/diagram/shatranj?style=marble").await;
    assert_eq!(st, StatusCode::BAD_REQUEST);
    assert!(String::from_utf8_lossy(&body).contains("checkered"));
    // A game's position after some plies.
    let (_, r) = call(&app, "POST", "/api/import", Some(json!({"text": PYCHESS}))).await;
    let id = r["imported"][0]["id"].as_str().unwrap().to_owned();
    let (st, _, body) = req(&format!("/api/games/{id}/diagram?ply=1&format=svg")).await;
    assert_eq!(st, StatusCode::OK);
    let text = String::from_utf8(body.to_vec()).unwrap();
    // 1. Na3: the horse is on a3.
    assert!(
        text.contains("data-square=\"a3\" data-piece=\"N\""),
        "{text:.300}"
    );
    let (st, _, _) = req("/api/games/nosuchgame/diagram").await;
    assert_eq!(st, StatusCode::NOT_FOUND);

    // The rules page offers the game to print and play at home.
    let (st, _, body) = req("/rules/chaturanga-davidson").await;
    assert_eq!(st, StatusCode::OK);
    let page = String::from_utf8(body.to_vec()).unwrap();
    assert!(page.contains("/api/print/chaturanga-davidson?paper=a4"));
    // Its start is pictured on its own board: ashtapada.
    assert!(page.contains("data-board=\"ashtapada\""));
    assert!(page.contains("/api/print/chaturanga-davidson?paper=letter"));
    let (st, kind, body) = req("/api/print/chaturanga-davidson?paper=a4").await;
    assert_eq!((st, kind.as_str()), (StatusCode::OK, "application/pdf"));
    assert!(body.starts_with(b"%PDF-"));
    // As SVG: Letter paper (215.9 x 279.4 mm), the game's own board, its 32 men to cut out.
    let (st, _, body) = req("/api/print/chaturanga-davidson?paper=letter&format=svg").await;
    assert_eq!(st, StatusCode::OK);
    let sheet = String::from_utf8(body.to_vec()).unwrap();
    assert!(sheet.contains("width=\"215.9mm\""), "{sheet:.300}");
    assert_eq!(sheet.matches("class=\"cut-out\"").count(), 32);
    let (st, _, body) = req("/api/print/shatranj?paper=a3").await;
    assert_eq!(st, StatusCode::BAD_REQUEST);
    assert!(String::from_utf8_lossy(&body).contains("use a4 or letter"));
}
