//! Running the site for real: the log an operator reads, a graceful stop on SIGTERM under play,
//! a backup taken under play, and (on PostgreSQL, `RUKH_TEST_POSTGRES`) a seek made on one
//! process reaching the lobby of another.

mod common;

use std::io::{Read, Write};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::*;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

fn sqlite(dir: &std::path::Path) -> String {
    format!("sqlite://{}", dir.join("rukh.db").display())
}

/// Reads a log file until `test` holds for its text (at most 10 s).
fn log_until(path: &std::path::Path, test: impl Fn(&str) -> bool) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if test(&text) || start.elapsed() > Duration::from_secs(10) {
            return text;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn warnings_and_requests_reach_the_log() {
    let dir = temp_dir("ops-log");
    let tables = dir.join("no-tables");
    std::fs::create_dir_all(&tables).unwrap();
    let log = dir.join("log.txt");
    let server = serve_with(
        &sqlite(&dir),
        "all",
        &["--tablebases", tables.to_str().unwrap()],
        Stdio::from(std::fs::File::create(&log).unwrap()),
    );
    let (status, _) = call(
        &server.addr,
        "GET",
        "/api/games?token=0123456789abcdef",
        None,
        Value::Null,
    );
    assert_eq!(status, 200);
    let text = log_until(&log, |t| t.contains("/api/games"));
    assert!(
        text.contains("WARN") && text.contains("no endgame tables found"),
        "{text}"
    );
    assert!(
        text.contains("path=/api/games") && text.contains("status=200"),
        "{text}"
    );
    assert!(
        !text.contains("0123456789abcdef"),
        "a query (perhaps a key) is never logged: {text}"
    );
    assert!(!text.contains('\u{1b}'), "no colours in a file: {text}");
    drop(server);
    // JSON lines for collectors.
    let log = dir.join("log.json");
    let server = serve_with(
        &sqlite(&dir),
        "all",
        &[
            "--log-format",
            "json",
            "--tablebases",
            tables.to_str().unwrap(),
        ],
        Stdio::from(std::fs::File::create(&log).unwrap()),
    );
    call(&server.addr, "GET", "/players", None, Value::Null);
    let text = log_until(&log, |t| t.contains("/players"));
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(lines.iter().any(|l| l["level"] == "WARN"), "{text}");
    assert!(
        lines
            .iter()
            .any(|l| l["span"]["path"] == "/players" && l["status"] == 200),
        "{text}"
    );
}

/// Plays moves in a game from its players' keys until the server stops answering (or `stop`);
/// every move the server acknowledged (the game, its ply after the move, the move) goes into
/// `acked`.
fn play_until_refused(
    addr: String,
    id: String,
    keys: [String; 2],
    acked: Arc<Mutex<Vec<(String, i64, String)>>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
) {
    let mut side = 0;
    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
        let path = format!("/api/games/{id}");
        let Some((200, g)) = try_call(&addr, "GET", &path, Some(&keys[side]), Value::Null) else {
            return;
        };
        if g["status"] != "active" {
            return;
        }
        let Some(mv) = g["legal"].as_array().and_then(|l| l.last()).cloned() else {
            side = 1 - side;
            continue;
        };
        let mv = mv["move"].as_str().unwrap().to_owned();
        let ply = g["ply"].as_i64().unwrap();
        let answer = try_call(
            &addr,
            "POST",
            &format!("{path}/move"),
            Some(&keys[side]),
            json!({"move": mv, "ply": ply}),
        );
        match answer {
            Some((200, after)) => {
                acked
                    .lock()
                    .unwrap()
                    .push((id.clone(), after["ply"].as_i64().unwrap(), mv))
            }
            Some(_) => {}
            None => return,
        }
        side = 1 - side;
    }
}

/// SIGTERM while six games are played: the process stops taking connections, tells the pages'
/// sockets to reconnect (close code 1012), finishes, and exits cleanly within the stop's bound;
/// started again on the same database, it has every move it acknowledged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_under_play_loses_no_acknowledged_move_and_pages_reconnect() {
    let dir = temp_dir("ops-stop");
    let db = sqlite(&dir);
    let mut server = serve(&db, "all");
    let addr = server.addr.clone();
    let games: Vec<(String, String, String)> = (0..6)
        .map(|_| two_players(&addr, &addr, json!({"variant": "great-shatranj"})))
        .collect();
    let (mut ws, _) = socket(&addr, &games[0].0, None).await;
    let acked = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let players: Vec<_> = games
        .iter()
        .map(|(id, w, b)| {
            let (addr, id, keys) = (addr.clone(), id.clone(), [w.clone(), b.clone()]);
            let (acked, stop) = (Arc::clone(&acked), Arc::clone(&stop));
            std::thread::spawn(move || play_until_refused(addr, id, keys, acked, stop))
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let before = acked.lock().unwrap().len();
    assert!(before > 10, "moves were being played: {before}");
    let signalled = Instant::now();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    // The spectator's socket is told to reconnect.
    let close = loop {
        match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => break frame,
            Ok(Some(Ok(_))) => continue,
            other => panic!("no close frame: {other:?}"),
        }
    };
    assert_eq!(
        close.map(|f| u16::from(f.code)),
        Some(1012),
        "service restart"
    );
    let exit = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            signalled.elapsed() < Duration::from_secs(15),
            "the process did not stop"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "{exit:?}");
    eprintln!(
        "stopped in {} ms with {} moves acknowledged",
        signalled.elapsed().as_millis(),
        acked.lock().unwrap().len()
    );
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for p in players {
        p.join().unwrap();
    }
    // Started again: every acknowledged move is there.
    let again = serve(&db, "all");
    let acked = acked.lock().unwrap().clone();
    for (id, _, _) in &games {
        let (_, g) = get(&again.addr, id, None);
        let moves = g["moves"].as_array().unwrap();
        for (_, ply, mv) in acked.iter().filter(|(g, _, _)| g == id) {
            let stored = &moves[(*ply - 1) as usize];
            assert_eq!(
                stored["coord"].as_str(),
                Some(mv.as_str()),
                "{id} ply {ply}"
            );
        }
    }
}

/// `rukh backup` while games are played: the copy opens and holds every move acknowledged before
/// the backup began.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_under_play_holds_every_acknowledged_move() {
    let dir = temp_dir("ops-backup");
    let db = sqlite(&dir);
    let server = serve(&db, "all");
    let addr = server.addr.clone();
    let games: Vec<(String, String, String)> = (0..4)
        .map(|_| two_players(&addr, &addr, json!({})))
        .collect();
    let acked = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let players: Vec<_> = games
        .iter()
        .map(|(id, w, b)| {
            let (addr, id, keys) = (addr.clone(), id.clone(), [w.clone(), b.clone()]);
            let (acked, stop) = (Arc::clone(&acked), Arc::clone(&stop));
            std::thread::spawn(move || play_until_refused(addr, id, keys, acked, stop))
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let before = acked.lock().unwrap().clone();
    let copy = dir.join("copy.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["backup", "--database", &db, "--out", copy.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("4 games"), "{said}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for p in players {
        p.join().unwrap();
    }
    assert!(
        before.len() > 5,
        "moves were being played: {}",
        before.len()
    );
    // A second backup to the same file is refused, saying why.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["backup", "--database", &db, "--out", copy.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("exists already"));
    drop(server);
    // The copy opens, with every game and every move acknowledged before the backup.
    let restored = serve(&format!("sqlite://{}", copy.display()), "all");
    for (id, _, _) in &games {
        let (status, g) = get(&restored.addr, id, None);
        assert_eq!(status, 200, "{id} is in the copy");
        let moves = g["moves"].as_array().unwrap();
        for (_, ply, mv) in before.iter().filter(|(g, _, _)| g == id) {
            assert_eq!(
                moves
                    .get((*ply - 1) as usize)
                    .and_then(|m| m["coord"].as_str()),
                Some(mv.as_str()),
                "{id} ply {ply}"
            );
        }
    }
}

/// On PostgreSQL, a seek made on one process appears in another process's lobby at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_made_on_one_process_reaches_the_lobby_of_another() {
    let Some(db) = database() else { return };
    let a = serve(&db, "all");
    let b = serve(&db, "all");
    // B's lobby, as a page follows it.
    let mut stream = std::net::TcpStream::connect(&b.addr).unwrap();
    write!(
        stream,
        "GET /api/lobby/events HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
        b.addr
    )
    .unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let seen = Arc::new(Mutex::new(String::new()));
    let reader = {
        let seen = Arc::clone(&seen);
        let mut stream = stream.try_clone().unwrap();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(8) {
                if let Ok(n) = stream.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    seen.lock()
                        .unwrap()
                        .push_str(&String::from_utf8_lossy(&buf[..n]));
                }
            }
        })
    };
    std::thread::sleep(Duration::from_millis(500));
    let made = Instant::now();
    let (status, seek) = call(
        &a.addr,
        "POST",
        "/api/games",
        None,
        json!({"variant": "parsi", "opponent": "seek", "name": "Dee"}),
    );
    assert_eq!(status, 201, "{seek}");
    let id = seek["id"].as_str().unwrap().to_owned();
    let arrived = loop {
        if seen.lock().unwrap().contains(&id) {
            break made.elapsed();
        }
        assert!(
            made.elapsed() < Duration::from_secs(5),
            "the seek never reached the other process's lobby"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    eprintln!(
        "the seek reached the other lobby in {} ms",
        arrived.as_millis()
    );
    assert!(arrived < Duration::from_secs(2), "{arrived:?}");
    drop(stream);
    let _ = reader.join();
}

/// The operator's word on players' designs: a design saved through the API is listed with its
/// reports, hidden from the gallery and shown again, and promoted to a variant file of the
/// operator's that a server offers as one of its own games (`--game`), rated.
#[test]
fn the_operator_lists_hides_and_promotes_designs() {
    let dir = temp_dir("ops-designs");
    let db = sqlite(&dir);
    let server = serve(&db, "all");
    let made = rukh_with_input(
        &[
            "users",
            "create",
            "maker",
            "--bot",
            "--password-stdin",
            "--database",
            &db,
        ],
        "a long enough password\n",
    );
    assert!(made.status.success());
    let token = rukh_with_input(&["users", "token", "maker", "--database", &db], "");
    let token = String::from_utf8_lossy(&token.stdout).trim().to_owned();
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/examples/makruk.toml"
    );
    let source = std::fs::read_to_string(example).unwrap();
    let (status, saved) = call(
        &server.addr,
        "POST",
        "/api/designs",
        Some(&token),
        json!({"source": source, "publish": true}),
    );
    assert_eq!(status, 201, "{saved}");
    let id = saved["id"].as_str().unwrap().to_owned();
    drop(server);
    let rukh = |args: &[&str]| {
        let mut all = vec!["designs"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--database", &db]);
        let out = rukh_with_input(&all, "");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let list = rukh(&["list"]);
    assert!(
        list.contains(&id) && list.contains("gallery") && list.contains("\"Makruk\" by maker"),
        "{list}"
    );
    assert!(rukh(&["hide", &id]).contains("hidden"));
    assert!(rukh(&["list"]).contains("hidden"));
    rukh(&["show", &id]);
    assert!(rukh(&["list"]).contains("gallery"));
    // Promoted: the same game under the operator's id, which a server then offers for play.
    let file = dir.join("makruk-site.toml");
    rukh(&[
        "promote",
        &id,
        "--as",
        "makruk-site",
        "--out",
        file.to_str().unwrap(),
    ]);
    let perft = |f: &str| {
        let out = rukh_with_input(&["perft", "--variant-file", f, "3"], "");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .find(|l| l.contains("nodes"))
            .map(|l| l.split_whitespace().next().unwrap_or("").to_owned())
            .unwrap_or_default()
    };
    assert_eq!(perft(file.to_str().unwrap()), perft(example));
    let refused = rukh_with_input(
        &[
            "designs",
            "promote",
            &id,
            "--as",
            "shatranj",
            "--database",
            &db,
        ],
        "",
    );
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("five games"));
    // A network trained for it later plays it on the site (here the Shatranj network, as the
    // board and the number of kinds are the same, under the game's id).
    let mut net = (*rukh_engine::nnue::builtin("shatranj").unwrap()).clone();
    net.variant = "makruk-site".into();
    let net_file = dir.join("makruk-site.nnue");
    std::fs::write(&net_file, net.to_bytes()).unwrap();
    let refused = rukh_with_input(
        &[
            "serve",
            "--network",
            net_file.to_str().unwrap(),
            "--database",
            &db,
        ],
        "",
    );
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("give its game with --game"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    let log = dir.join("serve.log");
    let server = serve_with(
        &db,
        "all",
        &[
            "--game",
            file.to_str().unwrap(),
            "--network",
            net_file.to_str().unwrap(),
        ],
        Stdio::from(std::fs::File::create(&log).unwrap()),
    );
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(
        said.contains("the engine plays makruk-site with the network"),
        "{said}"
    );
    // One of the site's games now: listed with the five, and played rated.
    let (status, listed) = call(&server.addr, "GET", "/api/variants", None, Value::Null);
    assert_eq!(status, 200);
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .any(|v| v["id"] == "makruk-site"),
        "{listed}"
    );
    let (status, game) = call(
        &server.addr,
        "POST",
        "/api/games",
        Some(&token),
        json!({"variant": "makruk-site", "opponent": "human", "clock": "live",
               "minutes": 5, "increment": 3, "rated": true}),
    );
    assert_eq!(status, 201, "{game}");
}

/// A settings file for `rukh serve`: its keys are the options' names; the command line and the
/// environment come before it; a key that is no option, or a value of the wrong kind, is
/// refused with the file, the key and what to do.
#[test]
fn serve_reads_a_settings_file_below_the_command_line_and_the_environment() {
    let dir = temp_dir("settings");
    let file = dir.join("rukh.toml");
    // The address from the file is one no process may listen on: the command line's wins.
    std::fs::write(
        &file,
        format!(
            "addr = \"192.0.2.1:9\"\ndatabase = \"{}\"\nrate_limit = 0\nseek-idle = 45\n",
            sqlite(&dir)
        ),
    )
    .unwrap();
    let config = file.to_str().unwrap();
    let start = |env_db: Option<&str>, args: &[&str]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"));
        cmd.arg("serve")
            .args(args)
            .env_remove("RUKH_DATABASE")
            .env_remove("RUKH_ADDR")
            .env_remove("RUKH_CONFIG")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(db) = env_db {
            cmd.env("RUKH_DATABASE", db);
        }
        let mut child = cmd.spawn().unwrap();
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        std::io::BufRead::read_line(&mut out, &mut line).unwrap();
        let _ = child.kill();
        let mut err = String::new();
        let _ = child.stderr.take().unwrap().read_to_string(&mut err);
        let _ = child.wait();
        (line, err)
    };
    let (line, err) = start(None, &["--config", config, "--addr", "127.0.0.1:0"]);
    assert!(
        line.starts_with("Rukh is serving on http://127.0.0.1:"),
        "{line}{err}"
    );
    assert!(dir.join("rukh.db").exists(), "the file's database was made");
    // RUKH_CONFIG names the file too; RUKH_DATABASE comes before the file's database.
    let other = dir.join("other.db");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"));
    cmd.args(["serve", "--addr", "127.0.0.1:0"])
        .env("RUKH_CONFIG", config)
        .env("RUKH_DATABASE", format!("sqlite://{}", other.display()))
        .env_remove("RUKH_ADDR")
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = cmd.spawn().unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(line.starts_with("Rukh is serving on"), "{line}");
    assert!(other.exists(), "the environment's database was used");
    // Without the command line's address, the file's is taken (and cannot be listened on).
    let (_, err) = start(None, &["--config", config]);
    assert!(err.contains("192.0.2.1:9"), "{err}");
    // Mistakes in the file.
    for (text, says) in [
        (
            "adress = \"127.0.0.1:0\"\n",
            "'adress' is not an option of rukh serve",
        ),
        (
            "game = 3\nrate-limit = [1, 2]\n",
            "'rate-limit' takes one value, not a list",
        ),
        ("addr = \n", "line 1"),
        ("rate-limit = \"many\"\n", "--rate-limit"),
    ] {
        std::fs::write(&file, text).unwrap();
        let (line, err) = start(None, &["--config", config]);
        assert!(line.is_empty(), "{text}: {line}");
        assert!(err.contains(says), "{text}: {err}");
        assert!(err.contains(config), "the file is named: {err}");
    }
    let (_, err) = start(
        None,
        &["--config", &dir.join("missing.toml").display().to_string()],
    );
    assert!(err.contains("missing.toml"), "{err}");
}
