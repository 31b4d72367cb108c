//! Several `rukh serve` processes on one PostgreSQL database (`RUKH_TEST_POSTGRES`), as a
//! deployment behind a load balancer runs them: players on different processes finish a game,
//! a process killed with SIGKILL loses no acknowledged move, engine moves and flags happen once.

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::StreamExt;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

/// The tests share one database, and every engine process plays whatever engine move it finds
/// waiting there: they run one at a time, so that one test's engines never play another's games.
static ALONE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_on_two_processes_finish_a_game() {
    let Some(db) = database() else { return };
    let _alone = ALONE.lock().await;
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
    let _alone = ALONE.lock().await;
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
    let _alone = ALONE.lock().await;
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

    // A flag: a 15-second game in which White stops after the first moves (the clocks start
    // then). Both web processes sweep for it; it falls once.
    let (id, white, black) = two_players(
        &a.addr,
        &b.addr,
        json!({"clock": "live", "minutes": 0.25, "increment": 0}),
    );
    for (addr, token, mv) in [(&a.addr, &white, "e2e3"), (&b.addr, &black, "e7e6")] {
        let (s, g) = call(
            addr,
            "POST",
            &format!("/api/games/{id}/move"),
            Some(token),
            json!({"move": mv}),
        );
        assert_eq!(s, 200, "{g}");
    }
    // A hears Black's move (made through B) from the database's notice, a moment later.
    let g = wait_for(&a.addr, &id, Duration::from_secs(10), |g| g["ply"] == 2);
    assert_eq!(g["ply"], 2, "A did not hear Black's move: {g}");
    assert_eq!(
        g["clock"]["running"], "white",
        "the clocks run after both first moves"
    );
    let joined = g["version"].as_i64().unwrap();
    let g = wait_for(&b.addr, &id, Duration::from_secs(30), |g| {
        g["status"] == "finished"
    });
    assert_eq!(g["termination"], "time", "{g}");
    assert_eq!(g["result"], "0-1");
    std::thread::sleep(Duration::from_millis(1000));
    for addr in [&a.addr, &b.addr] {
        let g = wait_for(addr, &id, Duration::from_secs(10), |g| {
            g["status"] == "finished"
        });
        assert_eq!(g["version"].as_i64().unwrap(), joined + 1, "stored once");
        assert_eq!(g["termination"], "time");
    }
}

/// An engine process killed while it thinks: another takes the move over within seconds (its
/// claim lapses unless renewed).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_processs_engine_move_is_taken_over_within_seconds() {
    let Some(db) = database() else { return };
    let _alone = ALONE.lock().await;
    let web = serve(&db, "web");
    // The first engine process thinks long (8 s a move) ...
    let mut slow = serve_with(
        &db,
        "engine",
        &["--engine-movetime-ms", "8000"],
        std::process::Stdio::null(),
    );
    let (s, made) = call(
        &web.addr,
        "POST",
        "/api/games",
        None,
        json!({"variant": "shatranj", "color": "black", "opponent": "engine", "level": 8}),
    );
    assert_eq!(s, 201, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    // ... has claimed the move (its sweep runs every second) and dies thinking.
    std::thread::sleep(Duration::from_millis(2000));
    let (_, g) = get(&web.addr, &id, None);
    assert_eq!(g["ply"], 0, "the slow process is still thinking");
    let killed = Instant::now();
    slow.child.kill().unwrap();
    let _ = slow.child.wait();
    // Another engine process starts after the death (so it cannot have taken the move over
    // earlier, however busy the machine): it waits for the dead one's lease to lapse.
    let _quick = serve(&db, "engine");
    let g = wait_for(&web.addr, &id, Duration::from_secs(20), |g| g["ply"] == 1);
    let took = killed.elapsed();
    assert_eq!(g["ply"], 1, "nobody took the move over: {g}");
    eprintln!(
        "the move was taken over {} ms after the kill",
        took.as_millis()
    );
}

/// A player whose page is open on another process is here: the game cannot be claimed against
/// them (each process notes whose pages it holds every two seconds).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_on_another_process_is_not_claimed_against() {
    let Some(db) = database() else { return };
    let _alone = ALONE.lock().await;
    let a = serve(&db, "all");
    let b = serve(&db, "all");
    // 1+0: the wait before a claim is 10 s.
    let (id, white, black) = two_players(
        &a.addr,
        &b.addr,
        json!({"clock": "live", "minutes": 1, "increment": 0}),
    );
    let (mut ws_white, _) = socket(&a.addr, &id, Some(&white)).await;
    let (mut ws_black, _) = socket(&b.addr, &id, Some(&black)).await;
    send_move(&mut ws_white, "e2e3", 0).await;
    let heard = next(&mut ws_black).await;
    assert_eq!(heard["type"], "move", "{heard}");
    send_move(&mut ws_black, "e7e6", 1).await;
    // Black's page is open on B only: A shows Black here all the same (B's note of it)...
    let started = Instant::now();
    let mut online = serde_json::Value::Null;
    while started.elapsed() < Duration::from_secs(8) {
        online = get(&a.addr, &id, Some(&white)).1["black"]["online"].clone();
        if online == true {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(
        online, true,
        "A shows Black, whose page is open on B, as here"
    );
    // ... and after the wait, White's claim on A is refused.
    tokio::time::sleep(Duration::from_secs(11)).await;
    let (status, answer) = call(
        &a.addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&white),
        json!({"type": "claim-absent", "result": "win"}),
    );
    assert_eq!(status, 422, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap_or_default()
            .contains("your opponent has the game open"),
        "{answer}"
    );
    let (_, g) = get(&a.addr, &id, None);
    assert_eq!(g["status"], "active", "{g}");
    // Black closes the page: A shows Black away once B's note of it is stale, and the claim
    // stands after the wait from then.
    drop(ws_black);
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(15) {
        if get(&a.addr, &id, Some(&white)).1["black"]["online"] == false {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(get(&a.addr, &id, Some(&white)).1["black"]["online"], false);
    tokio::time::sleep(Duration::from_millis(10_500)).await;
    let (status, answer) = call(
        &a.addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&white),
        json!({"type": "claim-absent", "result": "win"}),
    );
    assert_eq!(status, 200, "{answer}");
    // B hears of the ending through the database's notifications: give it a moment.
    let started = Instant::now();
    let mut g = get(&b.addr, &id, None).1;
    while g["result"].is_null() && started.elapsed() < Duration::from_secs(10) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        g = get(&b.addr, &id, None).1;
    }
    assert_eq!(g["result"], "1-0", "{g}");
    assert_eq!(g["termination"], "abandoned", "{g}");
}

/// A client's limits are the same however many processes serve it: two processes behind one
/// balancer share the request limit and the quotas through the database, so sending every other
/// request to the other process gains nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_a_clients_limits() {
    let Some(db) = database() else { return };
    let _alone = ALONE.lock().await;
    // 20 changes a minute: 5 at once, then one every 3 s.
    let limited = ["--rate-limit", "20"];
    let a = serve_with(&db, "web", &limited, std::process::Stdio::null());
    let b = serve_with(&db, "web", &limited, std::process::Stdio::null());
    // Each process notes itself every 2 s and reads who else is there.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let mut made = 0;
    let mut refused = 0;
    for i in 0..10 {
        let addr = if i % 2 == 0 { &a.addr } else { &b.addr };
        let (status, answer) = call(
            addr,
            "POST",
            "/api/games",
            None,
            json!({"variant": "shatranj"}),
        );
        match status {
            201 => made += 1,
            429 => refused += 1,
            _ => panic!("{status} {answer}"),
        }
    }
    // Counted apart, each process would take its five: all ten made.
    assert!(
        made <= 6,
        "{made} of 10 made, {refused} refused: the limit was counted per process"
    );
    assert!(made >= 5, "{made} of 10 made: the limit's burst is five");
    assert_eq!(made + refused, 10);
}
