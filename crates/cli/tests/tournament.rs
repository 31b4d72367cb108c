//! Arena tournaments on a running site: an account makes one, three players join and are paired
//! as soon as they are free (never the same opponent twice running while another is free), the
//! standings follow the games (2 a win, streaks), a player who leaves is not paired, and a
//! restart of the server in the middle keeps everything (the standings are read from the games).

mod common;

use std::collections::HashSet;
use std::io::{Read, Write as _};
use std::time::{Duration, Instant};

use common::*;
use serde_json::{Value, json};

/// A form POST with a bot's token: the status and the `location` it sends to.
fn form(addr: &str, path: &str, token: &str, body: &str) -> (u16, String) {
    let mut s = std::net::TcpStream::connect(addr).expect("connects");
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
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
    let location = out
        .lines()
        .find_map(|l| l.strip_prefix("location: "))
        .unwrap_or_default()
        .trim()
        .to_owned();
    (status, location)
}

/// A page's status and text.
fn page(addr: &str, path: &str) -> (u16, String) {
    let (head, body) = http_get(addr, path);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, body)
}

fn account(db: &str, name: &str) -> String {
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
    let t = rukh_with_input(&["users", "token", name, "--database", db], "");
    String::from_utf8_lossy(&t.stdout).trim().to_owned()
}

/// The tournament as `token`'s player sees it (which also says they are on its page).
fn look(addr: &str, id: &str, token: &str) -> Value {
    call(
        addr,
        "GET",
        &format!("/api/tournaments/{id}"),
        Some(token),
        Value::Null,
    )
    .1
}

fn standing<'a>(t: &'a Value, name: &str) -> &'a Value {
    t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {t}"))
}

/// Waits until `test` holds of the tournament, all three looking at it meanwhile.
fn until(addr: &str, id: &str, tokens: &[&str], test: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let mut last = Value::Null;
        for t in tokens {
            last = look(addr, id, t);
        }
        if test(&last) || started.elapsed() > Duration::from_secs(20) {
            return last;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn playing(t: &Value) -> Vec<(String, String)> {
    t["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| {
            s["playing"]
                .as_str()
                .map(|g| (s["name"].as_str().unwrap().to_owned(), g.to_owned()))
        })
        .collect()
}

#[test]
fn an_arena_pairs_its_players_and_keeps_its_standings_through_a_restart() {
    let dir = temp_dir("arena");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    arena(&db, "");
}

/// The same on PostgreSQL (the accounts named for this run: its database is shared).
#[test]
fn an_arena_on_postgres() {
    let Some(db) = database() else { return };
    let run = run_suffix();
    arena(&db, &run);
}

fn arena(db: &str, suffix: &str) {
    let (an, bn, cn) = (
        format!("ann{suffix}"),
        format!("bob{suffix}"),
        format!("cat{suffix}"),
    );
    let (ann, bob, cat) = (account(db, &an), account(db, &bn), account(db, &cn));
    let server = serve(db, "all");
    let addr = server.addr.clone();

    // Ann makes an arena starting now; a mistake in the form is said beside its field.
    let (status, _) = form(
        &addr,
        "/tournaments/new",
        &ann,
        "name=Test&variant=chess&minutes=3&increment=2&duration=30&start=0",
    );
    assert_eq!(status, 422, "an unknown game is refused");
    let (status, to) = form(
        &addr,
        "/tournaments/new",
        &ann,
        "name=Friday+arena&variant=shatranj&minutes=3&increment=2&duration=30&start=0&rated=1&bots=1",
    );
    assert_eq!(status, 303, "{to}");
    let id = to.trim_start_matches("/tournament/").to_owned();
    assert!(!id.is_empty() && to.starts_with("/tournament/"), "{to}");
    // Ann is in by making it; Bob and Cat join.
    for t in [&bob, &cat] {
        assert_eq!(form(&addr, &format!("/tournament/{id}/join"), t, "").0, 303);
    }
    let t = look(&addr, &id, &ann);
    assert_eq!(t["status"], "running");
    assert_eq!(t["standings"].as_array().unwrap().len(), 3);

    // Two are paired at once; the third waits.
    let t = until(&addr, &id, &[&ann, &bob, &cat], |t| playing(t).len() == 2);
    let first = playing(&t);
    assert_eq!(first.len(), 2, "{t}");
    assert_eq!(first[0].1, first[1].1, "the two in one game");
    let game = first[0].1.clone();
    let pair: HashSet<&str> = first.iter().map(|(n, _)| n.as_str()).collect();
    let waiting = [an.as_str(), bn.as_str(), cn.as_str()]
        .into_iter()
        .find(|n| !pair.contains(n))
        .unwrap();
    let token_of = |n: &str| {
        if n == an {
            ann.clone()
        } else if n == bn {
            bob.clone()
        } else {
            cat.clone()
        }
    };
    // The game is a rated Shatranj game on the arena's clock between the two.
    let (_, g) = get(&addr, &game, Some(&token_of(first[0].0.as_str())));
    assert_eq!(g["variant"], "shatranj");
    assert_eq!(g["clock"]["increment_ms"], 2000);
    assert_eq!(g["rated"], true);
    let white = g["white"]["name"].as_str().unwrap().to_owned();
    let black = g["black"]["name"].as_str().unwrap().to_owned();

    // White moves, Black resigns: White has 2 points.
    let (s, m) = call(
        &addr,
        "POST",
        &format!("/api/games/{game}/move"),
        Some(&token_of(&white)),
        json!({"move": "e2e3"}),
    );
    assert_eq!(s, 200, "{m}");
    let (s, _) = call(
        &addr,
        "POST",
        &format!("/api/games/{game}/actions"),
        Some(&token_of(&black)),
        json!({"type": "resign"}),
    );
    assert_eq!(s, 200);

    // The server restarts in the middle of the arena: the standings are the same after.
    drop(server);
    let server = serve(db, "all");
    let addr = server.addr.clone();
    let t = look(&addr, &id, &ann);
    assert_eq!(standing(&t, &white)["score"], 2, "{t}");
    assert_eq!(standing(&t, &black)["score"], 0);
    assert_eq!(standing(&t, &white)["games"], 1);

    // The next pairing: the one who waited meets one of the two, and the two who just played do
    // not meet again while the third is free.
    let t = until(&addr, &id, &[&ann, &bob, &cat], |t| playing(t).len() == 2);
    let second: HashSet<String> = playing(&t).into_iter().map(|(n, _)| n).collect();
    assert!(second.contains(waiting), "{t}");
    assert!(
        !(second.contains(&white) && second.contains(&black)),
        "no rematch: {t}"
    );

    // A player who leaves is not paired again: the third of them leaves, the game is finished,
    // and only those still in are paired.
    let out = [an.as_str(), bn.as_str(), cn.as_str()]
        .into_iter()
        .find(|n| !second.contains(*n))
        .unwrap();
    assert_eq!(
        form(
            &addr,
            &format!("/tournament/{id}/withdraw"),
            &token_of(out),
            ""
        )
        .0,
        303
    );
    let g2 = playing(&t)[0].1.clone();
    let players: Vec<String> = second.into_iter().collect();
    let (_, g) = get(&addr, &g2, Some(&token_of(&players[0])));
    let w2 = g["white"]["name"].as_str().unwrap().to_owned();
    let b2 = g["black"]["name"].as_str().unwrap().to_owned();
    // Black goes berserk before its first move: half its clock; once only.
    let before = look(&addr, &id, &ann);
    let b2_before = standing(&before, &b2)["score"].as_u64().unwrap();
    let (s, v) = call(
        &addr,
        "POST",
        &format!("/api/games/{g2}/berserk"),
        Some(&token_of(&b2)),
        Value::Null,
    );
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["clock"]["black_ms"], 90_000, "{v}");
    assert_eq!(v["clock"]["white_ms"], 180_000, "{v}");
    let (s, _) = call(
        &addr,
        "POST",
        &format!("/api/games/{g2}/berserk"),
        Some(&token_of(&b2)),
        Value::Null,
    );
    assert_eq!(s, 422, "once");
    // Seven moves each, then White resigns: a berserk win of seven moves is worth 3.
    for f in ["a", "b", "c", "d", "e", "f", "g"] {
        for (who, m) in [(&w2, format!("{f}2{f}3")), (&b2, format!("{f}7{f}6"))] {
            let (s, m) = call(
                &addr,
                "POST",
                &format!("/api/games/{g2}/move"),
                Some(&token_of(who)),
                json!({ "move": m }),
            );
            assert_eq!(s, 200, "{m}");
        }
    }
    call(
        &addr,
        "POST",
        &format!("/api/games/{g2}/actions"),
        Some(&token_of(&w2)),
        json!({"type": "resign"}),
    );
    let t = until(&addr, &id, &[&ann, &bob, &cat], |t| playing(t).len() == 2);
    let third: HashSet<String> = playing(&t).into_iter().map(|(n, _)| n).collect();
    assert!(!third.contains(out), "{out} left and is not paired: {t}");
    assert_eq!(
        standing(&t, &b2)["score"].as_u64().unwrap(),
        b2_before + 3,
        "a berserk win: {t}"
    );
    assert_eq!(standing(&t, out)["withdrawn"], true);
    // The pages: the arena's standings, and the list of tournaments.
    let (status, _) = call(
        &addr,
        "GET",
        &format!("/tournament/{id}"),
        None,
        Value::Null,
    );
    assert_eq!(status, 200);
    let (status, _) = call(&addr, "GET", "/tournament/nosuch", None, Value::Null);
    assert_eq!(status, 404);
}

/// Ends a game: White makes its first legal move, Black resigns (or, with `draw`, Black makes
/// its first legal move and offers a draw, and White accepts).
fn finish_game(addr: &str, game: &str, token_of: &dyn Fn(&str) -> String, draw: bool) {
    let (_, g) = get(addr, game, None);
    let white = token_of(g["white"]["name"].as_str().unwrap());
    let black = token_of(g["black"]["name"].as_str().unwrap());
    let act = |token: &str, body: Value| {
        let path = if body.get("move").is_some() {
            format!("/api/games/{game}/move")
        } else {
            format!("/api/games/{game}/actions")
        };
        let (s, m) = call(addr, "POST", &path, Some(token), body);
        assert_eq!(s, 200, "{m}");
    };
    let first_legal = |token: &str| {
        let (_, v) = get(addr, game, Some(token));
        v["legal"][0]["move"].as_str().unwrap().to_owned()
    };
    act(&white, json!({ "move": first_legal(&white) }));
    if draw {
        act(&black, json!({ "move": first_legal(&black) }));
        act(&black, json!({"type": "draw", "action": "offer"}));
        act(&white, json!({"type": "draw", "action": "accept"}));
    } else {
        act(&black, json!({"type": "resign"}));
    }
}

/// Whether round `n` of a Swiss is paired: claimed, and every player still in has a game or a
/// bye in it (the games are made one by one after the claim).
fn round_paired(t: &Value, n: i64) -> bool {
    t["round"] == n
        && t["crosstable"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["withdrawn"] == false)
            .all(|l| !l["rounds"][n as usize - 1].is_null())
}

/// The games of the round being played, from the crosstable: (game, player, opponent).
fn round_games(t: &Value, round: usize) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for line in t["crosstable"].as_array().unwrap() {
        let cell = &line["rounds"][round - 1];
        if let Some(g) = cell["game"].as_str() {
            out.push((
                g.to_owned(),
                line["name"].as_str().unwrap().to_owned(),
                cell["opponent"].as_str().unwrap().to_owned(),
            ));
        }
    }
    out
}

#[test]
fn a_swiss_pairs_its_rounds_and_keeps_them_through_a_restart() {
    let dir = temp_dir("swiss");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    swiss(&db, "");
}

#[test]
fn a_swiss_on_postgres() {
    let Some(db) = database() else { return };
    let run = run_suffix();
    swiss(&db, &format!("s{run}"));
}

fn swiss(db: &str, suffix: &str) {
    let names: Vec<String> = ["dan", "eve", "fay", "gus", "hal"]
        .iter()
        .map(|n| format!("{n}{suffix}"))
        .collect();
    let tokens: Vec<String> = names.iter().map(|n| account(db, n)).collect();
    let token_of = |n: &str| {
        let i = names.iter().position(|m| m == n).unwrap_or(0);
        tokens[i].clone()
    };
    let server = serve(db, "all");
    let addr = server.addr.clone();
    // A bot may not join an event not for bots; the Swiss below is for bots.
    let (status, to) = form(
        &addr,
        "/tournaments/new",
        &tokens[0],
        "kind=swiss&name=Not+for+bots&variant=shatranj&minutes=3&increment=2&rounds=3&gap=0&start=60",
    );
    assert_eq!(status, 303);
    let closed = to.trim_start_matches("/tournament/").to_owned();
    assert_eq!(
        form(&addr, &format!("/tournament/{closed}/join"), &tokens[1], "").0,
        403,
        "a bot is refused"
    );
    // `rukh bot` says why.
    let bin = env!("CARGO_BIN_EXE_rukh");
    let refused = rukh_with_input(
        &[
            "bot",
            "--server",
            &format!("http://{addr}"),
            "--token",
            &tokens[1],
            "--engine",
            &format!("{bin} uci"),
            "--tournament",
            &closed,
        ],
        "",
    );
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("Bot accounts may join only tournaments for bots"),
        "{said}"
    );
    assert_eq!(
        form(
            &addr,
            "/tournaments/new",
            &tokens[0],
            "kind=arena&name=X&variant=shatranj&days=2&duration=30&start=0"
        )
        .0,
        422,
        "an arena of days a move is refused"
    );
    // Five players, three rounds, starting in six seconds; private.
    let (status, to) = form(
        &addr,
        "/tournaments/new",
        &tokens[0],
        "kind=swiss&name=Saturday+Swiss&variant=shatranj&minutes=3&increment=2&rounds=3&gap=0\
         &start=0.1&rated=1&bots=1&password=open+sesame",
    );
    assert_eq!(status, 303, "{to}");
    let id = to.trim_start_matches("/tournament/").to_owned();
    assert_eq!(
        form(
            &addr,
            &format!("/tournament/{id}/join"),
            &tokens[1],
            "password=wrong"
        )
        .0,
        403,
        "a wrong password is refused"
    );
    for t in &tokens[1..] {
        assert_eq!(
            form(
                &addr,
                &format!("/tournament/{id}/join"),
                t,
                "password=open+sesame"
            )
            .0,
            303
        );
    }
    let t = look(&addr, &id, &tokens[0]);
    assert_eq!(t["kind"], "swiss");
    assert_eq!(t["private"], true);
    assert_eq!(t["crosstable"].as_array().unwrap().len(), 5);

    // Round 1 at the start: two games and a bye.
    let round_is = |addr: &str, n: i64| {
        let started = Instant::now();
        loop {
            let t = look(addr, &id, &tokens[0]);
            if round_paired(&t, n) || started.elapsed() > Duration::from_secs(30) {
                return t;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    };
    let t = round_is(&addr, 1);
    assert_eq!(t["round"], 1, "{t}");
    assert_eq!(t["status"], "running");
    let games = round_games(&t, 1);
    assert_eq!(games.len(), 4, "two games, seen from both sides: {t}");
    let byes: Vec<&Value> = t["crosstable"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["rounds"][0]["result"] == "bye")
        .collect();
    assert_eq!(byes.len(), 1, "{t}");
    let bye1 = byes[0]["name"].as_str().unwrap().to_owned();
    let mut ids: Vec<String> = games.iter().map(|g| g.0.clone()).collect();
    ids.dedup();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 2);
    let (_, g) = get(&addr, &ids[0], None);
    let (s, _) = call(
        &addr,
        "POST",
        &format!("/api/games/{}/berserk", ids[0]),
        Some(&token_of(g["black"]["name"].as_str().unwrap())),
        Value::Null,
    );
    assert_eq!(s, 409, "no berserk in a Swiss");

    // The first game ends; the server restarts while the second is played.
    finish_game(&addr, &ids[0], &token_of, false);
    drop(server);
    let server = serve(db, "all");
    let addr = server.addr.clone();
    let t = look(&addr, &id, &tokens[0]);
    assert_eq!(t["round"], 1, "still round 1 after the restart: {t}");
    let decided: usize = t["crosstable"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| ["1", "0"].contains(&l["rounds"][0]["result"].as_str().unwrap_or("")))
        .count();
    assert_eq!(decided, 2, "the finished game kept: {t}");
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(
        look(&addr, &id, &tokens[0])["round"],
        1,
        "round 2 waits for the last game"
    );
    finish_game(&addr, &ids[1], &token_of, true);

    // Rounds 2 and 3: no one meets anyone twice, no second bye; then the end.
    let mut met: HashSet<(String, String)> =
        games.iter().map(|g| (g.1.clone(), g.2.clone())).collect();
    let mut had_bye = HashSet::from([bye1]);
    for round in 2..=3 {
        let t = round_is(&addr, round);
        assert_eq!(t["round"], round, "{t}");
        let games = round_games(&t, round as usize);
        assert_eq!(games.len(), 4, "{t}");
        for (_, a, b) in &games {
            assert!(met.insert((a.clone(), b.clone())), "{a} met {b} twice: {t}");
        }
        let bye = t["crosstable"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["rounds"][round as usize - 1]["result"] == "bye")
            .map(|l| l["name"].as_str().unwrap().to_owned())
            .expect("a bye");
        assert!(had_bye.insert(bye.clone()), "{bye} had a second bye: {t}");
        let mut ids: Vec<String> = games.iter().map(|g| g.0.clone()).collect();
        ids.sort();
        ids.dedup();
        for g in &ids {
            finish_game(&addr, g, &token_of, false);
        }
    }
    let started = Instant::now();
    let t = loop {
        let t = look(&addr, &id, &tokens[0]);
        if t["status"] == "finished" || started.elapsed() > Duration::from_secs(20) {
            break t;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(t["status"], "finished", "{t}");
    // Six games (five wins and a draw) and three byes: 9 points in all, ranked by points.
    let lines = t["crosstable"].as_array().unwrap();
    let total: f64 = lines.iter().map(|l| l["points"].as_f64().unwrap()).sum();
    assert_eq!(total, 9.0, "{t}");
    let points: Vec<f64> = lines
        .iter()
        .map(|l| l["points"].as_f64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{t}");
    // Late joining is closed once every round is paired; the page shows the crosstable.
    let (status, _) = call(
        &addr,
        "GET",
        &format!("/tournament/{id}"),
        None,
        Value::Null,
    );
    assert_eq!(status, 200);
}

#[test]
fn the_operator_schedules_tournaments_and_the_site_announces_them() {
    let dir = temp_dir("schedule");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let run = |args: &[&str]| {
        let mut all = vec!["tournaments"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--database", &db]);
        rukh_with_input(&all, "")
    };
    // Mistakes are said plainly.
    let bad = run(&["schedule", "--name", "X", "--every", "5x", "--first", "now"]);
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("the unit is s, m, h, d or w"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
    let bad = run(&[
        "schedule", "--name", "X", "--every", "1h", "--first", "tomorrow",
    ]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("2026-12-01 18:00"));
    // An hourly arena from now on, and a weekly Swiss from a set day.
    let ok = run(&[
        "schedule",
        "--name",
        "Hourly Shatranj blitz",
        "--clock",
        "3+2",
        "--length",
        "57m",
        "--every",
        "1h",
        "--first",
        "now",
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let ok = run(&[
        "schedule",
        "--kind",
        "swiss",
        "--variant",
        "great-shatranj",
        "--name",
        "Weekly Great Shatranj Swiss",
        "--clock",
        "10+5",
        "--rounds",
        "7",
        "--every",
        "7d",
        "--first",
        "2030-01-05 17:00",
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let listed = String::from_utf8_lossy(&run(&["schedules"]).stdout).into_owned();
    assert!(
        listed.contains("Hourly Shatranj blitz") && listed.contains("7 rounds"),
        "{listed}"
    );
    assert!(listed.contains("2030-01-05 17:00 UTC"), "{listed}");

    // The server announces the next of each; the lobby and the list show them.
    let server = serve(&db, "all");
    let started = Instant::now();
    let list = loop {
        let out = String::from_utf8_lossy(&run(&["list"]).stdout).into_owned();
        if (out.contains("Hourly") && out.contains("Weekly"))
            || started.elapsed() > Duration::from_secs(20)
        {
            break out;
        }
        std::thread::sleep(Duration::from_millis(300));
    };
    assert!(list.contains("Hourly Shatranj blitz"), "{list}");
    assert!(list.contains("Weekly Great Shatranj Swiss"), "{list}");
    assert_eq!(list.lines().count(), 2, "one of each: {list}");
    let (status, page) = page(&server.addr, "/");
    assert_eq!(status, 200);
    assert!(page.contains("Hourly Shatranj blitz"), "the lobby lists it");
    // A second server process (or a restart) does not announce them twice.
    drop(server);
    let _server = serve(&db, "all");
    std::thread::sleep(Duration::from_secs(2));
    let out = String::from_utf8_lossy(&run(&["list"]).stdout).into_owned();
    assert_eq!(out.lines().count(), 2, "{out}");
    // Unscheduling stops the next ones.
    let id = listed.split_whitespace().next().unwrap().to_owned();
    assert!(run(&["unschedule", &id]).status.success());
    assert!(!run(&["unschedule", &id]).status.success(), "gone");
}

/// Two server processes on one PostgreSQL database: exactly one pairs an arena (its lease), so
/// two players present on both get one game at a time, never two.
#[test]
fn two_processes_pair_an_arena_once() {
    let Some(db) = database() else { return };
    let run = run_suffix();
    let (an, bn) = (format!("ivy{run}"), format!("jon{run}"));
    let (ivy, jon) = (account(&db, &an), account(&db, &bn));
    // Each process's log in a file of its own: who paired.
    let logs = temp_dir(&format!("two-pairers-{run}"));
    let log = |n: &str| {
        std::process::Stdio::from(std::fs::File::create(logs.join(n)).expect("a log file"))
    };
    let one = serve_with(&db, "all", &[], log("one.log"));
    let two = serve_with(&db, "all", &[], log("two.log"));
    let (status, to) = form(
        &one.addr,
        "/tournaments/new",
        &ivy,
        "name=Two+servers&variant=shatranj&minutes=3&increment=2&duration=30&start=0&bots=1",
    );
    assert_eq!(status, 303);
    let id = to.trim_start_matches("/tournament/").to_owned();
    assert_eq!(
        form(&two.addr, &format!("/tournament/{id}/join"), &jon, "").0,
        303
    );
    let games = |t: &Value| -> usize {
        t["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["games"].as_u64().unwrap() as usize + usize::from(!s["playing"].is_null()))
            .sum::<usize>()
            / 2
    };
    for round in 1..=3 {
        // Both look from both servers for three seconds: one game, not two.
        let started = Instant::now();
        let mut t = Value::Null;
        while started.elapsed() < Duration::from_secs(3) {
            look(&one.addr, &id, &ivy);
            t = look(&two.addr, &id, &jon);
            std::thread::sleep(Duration::from_millis(150));
        }
        assert_eq!(games(&t), round, "one game at a time: {t}");
        let game = playing(&t)
            .first()
            .map(|(_, g)| g.clone())
            .unwrap_or_else(|| panic!("a game: {t}"));
        let (_, g) = get(&one.addr, &game, None);
        let white = g["white"]["name"].as_str().unwrap().to_owned();
        let (wt, bt) = if white == an {
            (&ivy, &jon)
        } else {
            (&jon, &ivy)
        };
        call(
            &two.addr,
            "POST",
            &format!("/api/games/{game}/move"),
            Some(wt),
            json!({"move": "e2e3"}),
        );
        call(
            &one.addr,
            "POST",
            &format!("/api/games/{game}/actions"),
            Some(bt),
            json!({"type": "resign"}),
        );
    }
    // Every pairing was made by the process holding the lease: one of them.
    let paired = |n: &str| {
        std::fs::read_to_string(logs.join(n))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("paired") && l.contains(&id))
            .count()
    };
    let (a, b) = (paired("one.log"), paired("two.log"));
    assert!(a + b >= 3, "three pairings logged: {a} and {b}");
    assert!(a == 0 || b == 0, "one process pairs, not both: {a} and {b}");
}

/// A correspondence Swiss: its games are of days a move; a rating range keeps out a player
/// outside it; a player who joins late is paired from the next round, one who withdraws is not
/// paired again.
#[test]
fn a_correspondence_swiss_pairs_games_of_days_a_move() {
    let dir = temp_dir("corr-swiss");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let (kim, lev, max) = (
        account(&db, "kim"),
        account(&db, "lev"),
        account(&db, "max"),
    );
    let ned = account(&db, "ned");
    let token_of = |n: &str| match n {
        "kim" => kim.clone(),
        "lev" => lev.clone(),
        "max" => max.clone(),
        _ => ned.clone(),
    };
    let server = serve(&db, "all");
    let addr = server.addr.clone();
    // Everyone starts at 1500: a range of 1400 to 1600 admits them, one of 1600 up does not.
    let (status, to) = form(
        &addr,
        "/tournaments/new",
        &kim,
        "kind=swiss&name=Winter+correspondence&variant=great-shatranj&days=2&rounds=3&gap=0\
         &start=0.05&bots=1&min_rating=1400&max_rating=1600",
    );
    assert_eq!(status, 303, "{to}");
    let id = to.trim_start_matches("/tournament/").to_owned();
    let (status, to) = form(
        &addr,
        "/tournaments/new",
        &kim,
        "kind=swiss&name=Strong&variant=shatranj&minutes=5&increment=0&rounds=3&gap=0&start=60&bots=1&min_rating=1600",
    );
    assert_eq!(status, 303);
    let strong = to.trim_start_matches("/tournament/").to_owned();
    assert_eq!(
        form(&addr, &format!("/tournament/{strong}/join"), &lev, "").0,
        403,
        "a rating below the range is refused"
    );
    assert_eq!(
        form(&addr, &format!("/tournament/{id}/join"), &lev, "").0,
        303
    );
    assert_eq!(
        form(&addr, &format!("/tournament/{id}/join"), &max, "").0,
        303
    );
    let started = Instant::now();
    let t = loop {
        let t = look(&addr, &id, &kim);
        if round_paired(&t, 1) || started.elapsed() > Duration::from_secs(20) {
            break t;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(t["clock"], "2 days a move");
    let games = round_games(&t, 1);
    assert_eq!(games.len(), 2, "one game and a bye: {t}");
    let (_, g) = get(&addr, &games[0].0, None);
    assert_eq!(g["variant"], "great-shatranj");
    assert_eq!(g["clock"]["kind"], "correspondence", "{g}");
    assert_eq!(g["clock"]["days_per_move"], 2);

    // Ned joins late: in the crosstable, not paired in round 1.
    assert_eq!(
        form(&addr, &format!("/tournament/{id}/join"), &ned, "").0,
        303
    );
    let round_is = |n: i64| {
        let started = Instant::now();
        loop {
            let t = look(&addr, &id, &kim);
            if round_paired(&t, n) || started.elapsed() > Duration::from_secs(20) {
                return t;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    };
    let line = |t: &Value, name: &str| -> Value {
        t["crosstable"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {t}"))
    };
    let t = look(&addr, &id, &kim);
    assert!(line(&t, "ned")["rounds"][0].is_null(), "{t}");
    finish_game(&addr, &games[0].0, &token_of, false);
    // Round 2: four players, two games, Ned among them.
    let t = round_is(2);
    assert_eq!(t["round"], 2, "{t}");
    let games = round_games(&t, 2);
    assert_eq!(games.len(), 4, "two games and no bye: {t}");
    assert!(games.iter().any(|g| g.1 == "ned"), "{t}");
    // Max withdraws: round 3 pairs the three others (a game and a bye), not Max.
    assert_eq!(
        form(&addr, &format!("/tournament/{id}/withdraw"), &max, "").0,
        303
    );
    let mut ids: Vec<String> = games.iter().map(|g| g.0.clone()).collect();
    ids.sort();
    ids.dedup();
    for g in &ids {
        finish_game(&addr, g, &token_of, true);
    }
    let t = round_is(3);
    assert_eq!(t["round"], 3, "{t}");
    assert!(line(&t, "max")["rounds"][2].is_null(), "max is out: {t}");
    assert_eq!(line(&t, "max")["withdrawn"], true);
    assert_eq!(round_games(&t, 3).len(), 2, "one game: {t}");
}
