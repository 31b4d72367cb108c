//! The server's time per puzzle at 10,000 puzzles a game: the shipped sets grown to that size
//! (each puzzle copied under new ids, its rating spread), then a visitor's and an account's
//! puzzles fetched and solved through the router, as the trainer's page asks for them. Prints
//! the wall time and the process's CPU time per puzzle (a fetch and every move of its line).
//!
//!   cargo test -p rukh-web --test training_speed -- --ignored --nocapture

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use rukh_web::{AppState, Config, router};
use serde_json::{Value, json};
use tower::ServiceExt;

const PER_GAME: usize = 10_000;

/// The process's CPU time so far (user and system), from /proc.
fn cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or_default();
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|x| x.parse::<u64>().ok()).unwrap_or(0);
    // Fields 14 and 15 (utime, stime), counted from the state (field 3) at index 0; 100 Hz.
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

async fn call(
    app: &axum::Router,
    cookie: Option<&str>,
    req: Request<Body>,
) -> (StatusCode, Value, Option<String>) {
    let mut req = req;
    req.headers_mut()
        .insert(header::HOST, "rukh.test".parse().unwrap());
    if let Some(c) = cookie {
        req.headers_mut()
            .insert(header::COOKIE, format!("rukh_session={c}").parse().unwrap());
    }
    req.extensions_mut()
        .insert(ConnectInfo(std::net::SocketAddr::from((
            [10, 40, 0, 1],
            40000,
        ))));
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status();
    let cookie = resp
        .headers()
        .get(header::SET_COOKIE)
        .and_then(|c| c.to_str().ok())
        .and_then(|c| c.split(';').next())
        .map(|c| c.trim_start_matches("rukh_session=").to_owned());
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        cookie,
    )
}

fn post(path: &str, body: Value) -> Request<Body> {
    Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::ORIGIN, "http://rukh.test")
        .body(Body::from(body.to_string()))
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: a few seconds"]
async fn a_puzzle_is_served_quickly_at_ten_thousand_a_game() {
    // The shipped sets grown to PER_GAME a game.
    let mut extra = Vec::new();
    let mut lines = std::collections::HashMap::new();
    for (game, text) in rukh_puzzles::BUILTIN_FILES {
        let shipped = rukh_puzzles::parse_lines(text).unwrap();
        for i in 0..PER_GAME.saturating_sub(shipped.len()) {
            let mut p = shipped[i % shipped.len()].clone();
            p.id = format!("{}-x{i}", p.id);
            p.rating = 500 + ((i * 7919) % 2000) as i32;
            extra.push(p);
        }
        for p in &shipped {
            lines.insert(p.id.clone(), p.moves.clone());
        }
        eprintln!("{game}: {} shipped, grown to {PER_GAME}", shipped.len());
    }
    for p in &extra {
        lines.insert(p.id.clone(), p.moves.clone());
    }
    let dir = std::env::temp_dir().join(format!("rukh-training-speed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let started = Instant::now();
    let state = AppState::new(Config {
        database: format!("sqlite://{}", dir.join("rukh.db").display()),
        rate_per_minute: 0,
        extra_puzzles: extra,
        ..Config::default()
    })
    .await
    .unwrap();
    eprintln!(
        "the site started with {} puzzles in {:?}",
        lines.len(),
        started.elapsed()
    );
    let app = router(state);

    // An account (its tries are stored and left out of its next puzzles) and a visitor.
    let form = Request::post("/signup")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ORIGIN, "http://rukh.test")
        .body(Body::from("username=Speedy&password=correct+horse"))
        .unwrap();
    let (_, _, account) = call(&app, None, form).await;
    let account = account.expect("a session");
    for (who, cookie) in [("a visitor", None), ("an account", Some(account.as_str()))] {
        for game in ["shatranj", "great-shatranj"] {
            let rounds = 300;
            let (wall0, cpu0) = (Instant::now(), cpu());
            let mut moves = 0;
            for _ in 0..rounds {
                let (s, p, _) = call(
                    &app,
                    cookie,
                    Request::get(format!("/api/training/{game}/next?rating=1500"))
                        .body(Body::empty())
                        .unwrap(),
                )
                .await;
                assert_eq!(s, StatusCode::OK, "{p}");
                let id = p["id"].as_str().unwrap().to_owned();
                let solver: Vec<String> = lines[&id].iter().skip(1).step_by(2).cloned().collect();
                for n in 1..=solver.len() {
                    let (s, v, _) = call(
                        &app,
                        cookie,
                        post(
                            &format!("/api/training/puzzles/{id}/play"),
                            json!({"moves": solver[..n], "rated": true}),
                        ),
                    )
                    .await;
                    assert_eq!(s, StatusCode::OK, "{v}");
                    moves += 1;
                }
            }
            let (wall, cpu) = (wall0.elapsed(), cpu() - cpu0);
            println!(
                "{who}, {game}: {rounds} puzzles ({moves} moves): {:.2} ms wall, {:.2} ms CPU a puzzle",
                wall.as_secs_f64() * 1000.0 / rounds as f64,
                cpu.as_secs_f64() * 1000.0 / rounds as f64,
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
