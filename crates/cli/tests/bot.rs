//! `rukh bot`: an engine plays on the site as a bot account. A person's open seek is taken by the
//! bot, which answers every move with its engine's (UCI and XBoard, here Rukh's own engine in
//! each protocol) on the game's clock, declines a draw offer, and stops once the game is over.

mod common;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::*;
use serde_json::{Value, json};

/// Waits until the game satisfies `test`, for at most `limit`.
fn until(addr: &str, id: &str, key: &str, limit: Duration, test: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let (_, g) = get(addr, id, Some(key));
        if test(&g) || started.elapsed() > limit {
            return g;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A bot account made by the operator's commands, and its API token.
fn bot_account(db: &str, name: &str) -> String {
    let made = rukh_with_input(
        &[
            "users",
            "create",
            name,
            "--bot",
            "--password-stdin",
            "--database",
            db,
        ],
        "a long enough password\n",
    );
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let token = rukh_with_input(&["users", "token", name, "--database", db], "");
    assert!(
        token.status.success(),
        "{}",
        String::from_utf8_lossy(&token.stderr)
    );
    let token = String::from_utf8_lossy(&token.stdout).trim().to_owned();
    assert!(token.starts_with("rkt_"), "{token}");
    token
}

/// Eve's open seek of Shatranj as White (`minutes`+`increment`); the game's id and Eve's key.
fn eves_seek(addr: &str, minutes: u32, increment: u32) -> (String, String) {
    let (status, seek) = call(
        addr,
        "POST",
        "/api/games",
        None,
        json!({"variant": "shatranj", "color": "white", "opponent": "seek", "clock": "live",
               "minutes": minutes, "increment": increment, "name": "Eve"}),
    );
    assert_eq!(status, 201, "{seek}");
    let id = seek["id"].as_str().unwrap().to_owned();
    let key = seek["token"].as_str().unwrap().to_owned();
    (id, key)
}

/// `rukh bot` for one game of Shatranj on the site at `addr`, with `extra` arguments (the
/// engine's command among them). It looks at the site by itself only every 30 s: what it does
/// sooner, the site's streams woke it for.
fn one_game_bot(addr: &str, token: &str, extra: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "bot",
            "--server",
            &format!("http://{addr}"),
            "--token",
            token,
        ])
        .args(["--accept", "shatranj", "--poll-ms", "30000", "--games", "1"])
        .args(extra)
        .stderr(Stdio::piped())
        .spawn()
        .expect("rukh bot runs")
}

fn bot_plays(proto: &str) {
    let dir = temp_dir(&format!("bot-{proto}"));
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let token = bot_account(&db, "deepbot");
    // A person's account is not a bot: its token is refused by `rukh users token`.
    rukh_with_input(
        &[
            "users",
            "create",
            "person",
            "--password-stdin",
            "--database",
            &db,
        ],
        "a long enough password\n",
    );
    let refused = rukh_with_input(&["users", "token", "person", "--database", &db], "");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("rukh users bot person"));

    let server = serve(&db, "all");
    // Someone seeks a game, White, 2 minutes and 1 second.
    let (id, key) = eves_seek(&server.addr, 2, 1);
    let engine = format!("{} {proto}", env!("CARGO_BIN_EXE_rukh"));
    let bot = one_game_bot(
        &server.addr,
        &token,
        &[
            "--engine",
            &engine,
            "--proto",
            proto,
            "--seek",
            "shatranj 5+3",
        ],
    );

    // The bot takes the seek; the game starts with it as Black.
    let g = until(&server.addr, &id, &key, Duration::from_secs(20), |g| {
        g["status"] == "active"
    });
    assert_eq!(g["status"], "active", "the bot took the seek: {g}");
    assert_eq!(g["black"]["name"], "deepbot");
    assert_eq!(g["black"]["bot"], true);

    // Three moves each: every one of White's is answered by a legal move of the engine's.
    for (ply, mv) in ["e2e3", "g1f3", "b1c3"].iter().enumerate() {
        let (status, answer) = call(
            &server.addr,
            "POST",
            &format!("/api/games/{id}/move"),
            Some(&key),
            json!({"move": mv, "ply": 2 * ply}),
        );
        assert_eq!(status, 200, "{mv}: {answer}");
        if ply == 1 {
            // A draw offered: the bot declines it.
            let (status, _) = call(
                &server.addr,
                "POST",
                &format!("/api/games/{id}/actions"),
                Some(&key),
                json!({"type": "draw", "action": "offer"}),
            );
            assert_eq!(status, 200);
        }
        let g = until(&server.addr, &id, &key, Duration::from_secs(30), |g| {
            g["ply"] == 2 * ply + 2
        });
        assert_eq!(g["ply"], 2 * ply + 2, "the bot answered {mv}: {g}");
        assert_eq!(g["turn"], "white");
    }
    let g = until(&server.addr, &id, &key, Duration::from_secs(10), |g| {
        g["draw_offer"].is_null()
    });
    assert!(
        g["draw_offer"].is_null(),
        "the draw offer was declined: {g}"
    );

    // White resigns; the bot sees the end and stops (it was asked for one game).
    let (status, _) = call(
        &server.addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&key),
        json!({"type": "resign"}),
    );
    assert_eq!(status, 200);
    let out = bot.wait_with_output().expect("the bot stops");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("playing on http://") && said.contains("as deepbot"),
        "{said}"
    );
    assert!(said.contains(&format!("took the seek {id}")), "{said}");
    assert!(said.contains(&format!("game {id} ended: 0-1")), "{said}");
    // Free again, it sought a game of its own; stopping, it took that seek off: no one is left
    // waiting for a game it will not play.
    assert!(said.contains("seeking shatranj 5+3"), "{said}");
    assert!(said.contains("took its seek"), "{said}");
    let (status, open) = call(
        &server.addr,
        "GET",
        "/api/games?status=open&limit=100",
        None,
        Value::Null,
    );
    assert_eq!(status, 200);
    assert_eq!(open.as_array().map(Vec::len), Some(0), "{open}");
}

#[test]
fn a_uci_engine_plays_on_the_site_as_a_bot() {
    bot_plays("uci");
}

#[test]
fn an_xboard_engine_plays_on_the_site_as_a_bot() {
    bot_plays("xboard");
}

/// A bot answers challenges: one to a game it does not play is declined (with that reason),
/// one to its game is accepted and played.
#[test]
fn a_bot_accepts_challenges_of_its_games_and_declines_the_rest() {
    let dir = temp_dir("bot-challenges");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let (bot_token, asker) = (bot_account(&db, "deepbot"), bot_account(&db, "askerbot"));
    let server = serve(&db, "all");
    let (status, first) = call(
        &server.addr,
        "POST",
        "/api/challenge/deepbot",
        Some(&asker),
        json!({"variant": "great-shatranj", "clock": "live", "minutes": 2, "increment": 1}),
    );
    assert_eq!(status, 201, "{first}");
    let first = first["id"].as_str().unwrap().to_owned();
    let engine = format!("{} uci", env!("CARGO_BIN_EXE_rukh"));
    let bot = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "bot",
            "--server",
            &format!("http://{}", server.addr),
            "--token",
            &bot_token,
            "--engine",
            &engine,
            "--accept",
            "shatranj",
            "--poll-ms",
            "100",
            "--games",
            "1",
        ])
        .stderr(Stdio::piped())
        .spawn()
        .expect("rukh bot runs");
    // The Great Shatranj challenge is declined: the asker's list empties.
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(20) {
        let (_, list) = call(
            &server.addr,
            "GET",
            "/api/challenges",
            Some(&asker),
            Value::Null,
        );
        if list["outgoing"].as_array().is_some_and(|l| l.is_empty()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let (status, _) = get(&server.addr, &first, Some(&asker));
    assert_eq!(status, 404, "the declined challenge's game is gone");
    // A Shatranj challenge is accepted and played.
    let (status, second) = call(
        &server.addr,
        "POST",
        "/api/challenge/deepbot",
        Some(&asker),
        json!({"variant": "shatranj", "clock": "live", "minutes": 2, "increment": 1, "color": "white"}),
    );
    assert_eq!(status, 201, "{second}");
    let id = second["id"].as_str().unwrap().to_owned();
    let key = second["token"].as_str().unwrap().to_owned();
    let g = until(&server.addr, &id, &key, Duration::from_secs(20), |g| {
        g["status"] == "active"
    });
    assert_eq!(g["black"]["name"], "deepbot", "{g}");
    let (status, answer) = call(
        &server.addr,
        "POST",
        &format!("/api/games/{id}/move"),
        Some(&key),
        json!({"move": "e2e3", "ply": 0}),
    );
    assert_eq!(status, 200, "{answer}");
    let g = until(&server.addr, &id, &key, Duration::from_secs(30), |g| {
        g["ply"] == 2
    });
    assert_eq!(g["ply"], 2, "the bot answered: {g}");
    call(
        &server.addr,
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&key),
        json!({"type": "resign"}),
    );
    let out = bot.wait_with_output().expect("the bot stops");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains(&format!(
            "declined askerbot's challenge {first} (great-shatranj"
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!("accepted askerbot's challenge {id} (shatranj")),
        "{said}"
    );
}

/// An engine that hangs while it thinks (it stops reading and says nothing) is found stuck
/// within the silence limit, and the bot resigns the game for it instead of holding it for the
/// ten minutes left on its clock.
#[test]
fn a_bot_resigns_for_an_engine_that_hangs() {
    let dir = temp_dir("bot-hang");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let token = bot_account(&db, "hangbot");
    let engine = dir.join("hang.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read line; do case \"$line\" in\n  uci) echo 'id name hang'; echo uciok ;;\n  isready) echo readyok ;;\n  go*) exec sleep 600 ;;\nesac; done\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
    let server = serve(&db, "all");
    let (id, key) = eves_seek(&server.addr, 10, 0);
    let engine = engine.display().to_string();
    let bot = one_game_bot(
        &server.addr,
        &token,
        &[
            "--engine",
            &engine,
            "--engine-silence",
            "1",
            "--seek",
            "shatranj 10+0",
        ],
    );
    let g = until(&server.addr, &id, &key, Duration::from_secs(20), |g| {
        g["status"] == "active"
    });
    assert_eq!(g["status"], "active", "the bot took the seek: {g}");
    let (status, answer) = call(
        &server.addr,
        "POST",
        &format!("/api/games/{id}/move"),
        Some(&key),
        json!({"move": "e2e3", "ply": 0}),
    );
    assert_eq!(status, 200, "{answer}");
    let asked = Instant::now();
    let g = until(&server.addr, &id, &key, Duration::from_secs(30), |g| {
        g["status"] == "finished"
    });
    assert_eq!(g["status"], "finished", "the bot gave the game up: {g}");
    assert_eq!(g["result"], "1-0", "{g}");
    assert!(asked.elapsed() < Duration::from_secs(30));
    let out = bot.wait_with_output().expect("the bot stops");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("stopped answering"), "{said}");
    assert!(said.contains("resigning"), "{said}");
    // It stops with no seek of its own left open.
    assert!(!said.contains("Error while decoding"), "{said}");
    let (status, open) = call(
        &server.addr,
        "GET",
        "/api/games?status=open&limit=100",
        None,
        Value::Null,
    );
    assert_eq!(status, 200);
    assert_eq!(open.as_array().map(Vec::len), Some(0), "{open}");
}
