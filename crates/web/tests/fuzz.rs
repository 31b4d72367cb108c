//! The web API's JSON bodies and WebSocket messages, arbitrary and mutated from real ones: every
//! answer is a clear 4xx error or a success, never a 5xx or a dropped connection.
//! `RUKH_FUZZ_CASES=N` sets the number of cases.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::{SinkExt, StreamExt};
use http_body_util::BodyExt;
use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, TestRunner};
use rukh_web::{AppState, Config, router, serve_on};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tower::ServiceExt;

fn cases(default: u32) -> u32 {
    std::env::var("RUKH_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("rukh-fuzz-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    format!("sqlite://{}", dir.join("rukh.db").display())
}

/// Any JSON value, a few levels deep, with the API's own words among the strings.
fn json_value() -> impl Strategy<Value = Value> {
    let word = prop_oneof![
        Just("shatranj".to_owned()),
        Just("great-shatranj".to_owned()),
        Just("parsi".to_owned()),
        Just("white".to_owned()),
        Just("engine".to_owned()),
        Just("live".to_owned()),
        Just("correspondence".to_owned()),
        Just("move".to_owned()),
        Just("e2e3".to_owned()),
        Just("b7b8n,b8c6".to_owned()),
        Just("chat".to_owned()),
        Just("offer".to_owned()),
        Just("accept".to_owned()),
        Just("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1".to_owned()),
        "\\PC{0,12}",
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        word.prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("type".to_owned()),
                        Just("variant".to_owned()),
                        Just("move".to_owned()),
                        Just("ply".to_owned()),
                        Just("action".to_owned()),
                        Just("text".to_owned()),
                        Just("clock".to_owned()),
                        Just("minutes".to_owned()),
                        Just("increment".to_owned()),
                        Just("days".to_owned()),
                        Just("level".to_owned()),
                        Just("opponent".to_owned()),
                        Just("color".to_owned()),
                        Just("fen".to_owned()),
                        Just("rules".to_owned()),
                        Just("invite".to_owned()),
                        Just("name".to_owned()),
                        Just("claim".to_owned()),
                        "[a-z]{1,6}",
                    ],
                    inner
                ),
                0..5
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// A real body with some characters edited (the result is often not JSON at all).
fn mutated(real: &'static [&'static str]) -> impl Strategy<Value = String> {
    (
        prop::sample::select(real),
        prop::collection::vec((any::<u8>(), any::<usize>(), any::<char>()), 0..4),
    )
        .prop_map(|(text, ops)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (op, at, c) in ops {
                let i = at % (chars.len() + 1);
                match op % 3 {
                    0 if i < chars.len() => {
                        chars.remove(i);
                    }
                    1 => chars.insert(i, c),
                    _ if i < chars.len() => chars[i] = c,
                    _ => {}
                }
            }
            chars.into_iter().collect()
        })
}

const REAL_BODIES: &[&str] = &[
    r#"{"variant":"shatranj","color":"white","name":"Ann","clock":"live","minutes":5,"increment":3}"#,
    r#"{"variant":"great-shatranj","opponent":"engine","level":3,"color":"black"}"#,
    r#"{"variant":"shatranj-kamil-64","rules":{"lone-king-win":"claim"},"clock":"correspondence","days":3}"#,
    r#"{"type":"move","move":"e2e3","ply":0}"#,
    r#"{"type":"draw","action":"offer"}"#,
    r#"{"type":"takeback","action":"accept"}"#,
    r#"{"type":"chat","text":"good game"}"#,
    r#"{"type":"claim","claim":"draw"}"#,
    r#"{"invite":"0123456789abcdef","name":"Bob"}"#,
];

async fn call(app: &axum::Router, uri: &str, token: &str, body: String) -> (StatusCode, Vec<u8>) {
    let req = Request::builder()
        .method("POST")
        .uri(uri)
        .header("Authorization", format!("Bearer {token}"))
        .header("Content-Type", "application/json")
        .body(Body::from(body))
        .unwrap();
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status();
    (
        status,
        resp.into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
}

#[test]
fn api_bodies_get_clear_answers() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (app, id, token) = rt.block_on(async {
        let state = AppState::new(Config {
            database: temp_db("api"),
            rate_per_minute: 0,
            ..Config::default()
        })
        .await
        .unwrap();
        let app = router(state);
        let (_, body) = call(&app, "/api/games", "", REAL_BODIES[0].into()).await;
        let created: Value = serde_json::from_slice(&body).unwrap();
        (
            app,
            created["id"].as_str().unwrap().to_owned(),
            created["token"].as_str().unwrap().to_owned(),
        )
    });
    let paths = [
        "/api/games".to_owned(),
        format!("/api/games/{id}/actions"),
        format!("/api/games/{id}/move"),
        format!("/api/games/{id}/join"),
    ];
    let body = prop_oneof![
        json_value().prop_map(|v| v.to_string()),
        mutated(REAL_BODIES),
        "\\PC{0,40}",
    ];
    let mut runner = TestRunner::new(RunnerConfig {
        cases: cases(1500),
        failure_persistence: None,
        ..RunnerConfig::default()
    });
    runner
        .run(&(0..paths.len(), body), |(p, body)| {
            let (status, answer) = rt.block_on(call(&app, &paths[p], &token, body.clone()));
            prop_assert!(
                !status.is_server_error(),
                "{} {body}: {status} {}",
                paths[p],
                String::from_utf8_lossy(&answer)
            );
            if status.is_client_error() {
                let v: Value = serde_json::from_slice(&answer).unwrap_or(Value::Null);
                prop_assert!(
                    v["error"].is_string(),
                    "{body}: {}",
                    String::from_utf8_lossy(&answer)
                );
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn websocket_messages_never_close_the_socket() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (addr, id, token) = rt.block_on(async {
        let state = AppState::new(Config {
            database: temp_db("ws"),
            rate_per_minute: 0,
            ..Config::default()
        })
        .await
        .unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = router(state);
        let (_, body) = call(&app, "/api/games", "", REAL_BODIES[0].into()).await;
        let created: Value = serde_json::from_slice(&body).unwrap();
        tokio::spawn(async move {
            let _ = serve_on(listener, app, 100, Duration::from_secs(15)).await;
        });
        (
            addr,
            created["id"].as_str().unwrap().to_owned(),
            created["token"].as_str().unwrap().to_owned(),
        )
    });
    let open = || async {
        let (mut ws, _) = tokio_tungstenite::connect_async(format!(
            "ws://{addr}/api/games/{id}/ws?token={token}"
        ))
        .await
        .unwrap();
        let first = ws.next().await.unwrap().unwrap();
        assert!(first.to_text().unwrap().contains("\"state\""));
        ws
    };
    let ws = std::cell::RefCell::new(rt.block_on(open()));
    let msg = prop_oneof![
        json_value().prop_map(|v| v.to_string()),
        mutated(REAL_BODIES),
        "\\PC{0,40}",
    ];
    let mut runner = TestRunner::new(RunnerConfig {
        cases: cases(1500),
        failure_persistence: None,
        ..RunnerConfig::default()
    });
    runner
        .run(&msg, |text| {
            let mut ws = ws.borrow_mut();
            rt.block_on(async {
                ws.send(Message::Text(text.clone().into())).await.unwrap();
                // Every message is answered (an error) or changes the game (a new state). The
                // fuzzer sends as fast as it is answered, a flood: past the socket's allowance
                // the answer is "too many requests", and a socket that goes on is closed as a
                // flood (1008), never for what a message says; a new one is opened then.
                let reply = loop {
                    let m = tokio::time::timeout(Duration::from_secs(5), ws.next())
                        .await
                        .expect("an answer")
                        .expect("the socket stays open")
                        .expect("a message");
                    // (The count of spectators comes on its own, on connecting.)
                    let count = m
                        .to_text()
                        .is_ok_and(|t| t.starts_with("{\"type\":\"watchers\""));
                    if !m.is_ping() && !m.is_pong() && !count {
                        break m;
                    }
                };
                if let Message::Close(frame) = &reply {
                    assert_eq!(
                        frame.as_ref().map(|f| u16::from(f.code)),
                        Some(1008),
                        "{reply:?}"
                    );
                    *ws = open().await;
                    return;
                }
                let v: Value = serde_json::from_str(reply.to_text().unwrap()).unwrap();
                assert!(
                    v["type"] == "error" || v["type"] == "state" || v["type"] == "chat",
                    "{v}"
                );
            });
            Ok(())
        })
        .unwrap();
}

/// The account forms (sign-up, sign-in, names, passwords, deletion, tokens) and the lobby's
/// form, with arbitrary and mutated fields, signed in or not: never a server error.
#[test]
fn account_forms_get_clear_answers() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (app, cookie, id) = rt.block_on(async {
        let state = AppState::new(Config {
            database: temp_db("forms"),
            rate_per_minute: 0,
            ..Config::default()
        })
        .await
        .unwrap();
        let app = router(state);
        let req = Request::post("/signup")
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body(Body::from("username=Fuzzer&password=a+long+password"))
            .unwrap();
        let resp = app.clone().oneshot(req).await.unwrap();
        let cookie = resp.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let (_, body) = call(&app, "/api/games", "", REAL_BODIES[0].into()).await;
        let created: Value = serde_json::from_slice(&body).unwrap();
        (app, cookie, created["id"].as_str().unwrap().to_owned())
    });
    let paths = [
        "/signup".to_owned(),
        "/login".to_owned(),
        "/new".to_owned(),
        format!("/join/{id}"),
        "/account/name".to_owned(),
        "/account/password".to_owned(),
        "/account/delete".to_owned(),
        "/account/token".to_owned(),
    ];
    let real = &[
        "username=Ann&password=correct+horse",
        "username=a%20b&password=x&next=//evil.example",
        "variant=shatranj&tc=3%2B2&opponent=seek&mode=rated&range=200&color=white",
        "variant=parsi&tc=custom&minutes=-1&increment=1e9&name=%00%01",
        "invite=0123&name=Bob",
        "name=Anon-XXXX",
        "current=x&new=short",
        "password=%FF%FE",
    ][..];
    let body = prop_oneof![mutated(real), "\\PC{0,60}", "[a-z=&%0-9+]{0,80}"];
    let mut runner = TestRunner::new(RunnerConfig {
        cases: cases(400),
        failure_persistence: None,
        ..RunnerConfig::default()
    });
    runner
        .run(
            &(0..paths.len(), any::<bool>(), body),
            |(p, signed_in, body)| {
                let mut req = Request::post(paths[p].as_str())
                    .header("Content-Type", "application/x-www-form-urlencoded");
                if signed_in {
                    req = req.header("Cookie", cookie.as_str());
                }
                let resp = rt.block_on(
                    app.clone()
                        .oneshot(req.body(Body::from(body.clone())).unwrap()),
                );
                let status = resp.unwrap().status();
                prop_assert!(!status.is_server_error(), "{} {body}: {status}", paths[p]);
                Ok(())
            },
        )
        .unwrap();
}
