//! `rukh problems`: problems found in the games people played on the site (and in a PGN file),
//! then checked as a collection is.

mod common;

use std::process::Command;
use std::time::Duration;

use common::*;
use rukh_problems::{Goal, parse_file};
use serde_json::json;

/// A game of a match (docs/strength/shatranj-shamax-03d3157.pgn, round 3): White mates at
/// move 45, and from move 43 on the mate is forced in three.
const GAME: &str = "b1c3 c8e6 g1f3 c7c6 h2h3 e6c8 c3b1 d7d6 b1c3 b8d7 a2a3 g8f6 a3a4 c8e6 a4a5 \
    g7g6 c1e3 h7h6 f1d3 a7a6 g2g3 d6d5 a1a4 f8d6 b2b3 a8c8 d3f1 c6c5 c3a2 f6e4 d2d3 e4f6 e1d2 \
    h8g8 e3c5 d7c5 a4d4 e6g4 h3g4 c5e6 d4a4 e6c5 a4a3 f6g4 d2e3 c5d7 b3b4 d7f6 a3b3 e8d7 a2c3 \
    d6b4 c3a4 b4d6 b3b7 d7c6 b7a7 c8b8 d1c1 c6b5 a4b6 g6g5 d3d4 h6h5 f1d3 b5c4 f3e5 g4e5 d4e5 \
    f6e4 e5d6 e7d6 h1h5 f7f6 h5h7 e4c3 b6d7 c3e2 c1d2 e2g1 d7b8 g1f3 d2d1 f3e5 b8c6 e5c6 a7a8 \
    c6b8 a8b8";

/// The position of move 43 and its solution.
const FEN: &str = "1N1k2r1/R6R/p2p1p2/P2pn1p1/2q5/3BQ1P1/2P2P2/3K4 w - - 3 43";
const SOLUTION: [&str; 5] = ["b8c6", "e5c6", "a7a8", "c6b8", "a8b8"];

fn rukh(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .output()
        .expect("rukh runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn problems_are_found_in_the_sites_games_and_checked() {
    let dir = temp_dir("problems");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());

    // Two people play the game on the site to its mate; a third game is left unfinished.
    let server = serve(&db, "all");
    let (id, white, black) = two_players(&server.addr, &server.addr, json!({}));
    for (ply, mv) in GAME.split_whitespace().enumerate() {
        let key = if ply % 2 == 0 { &white } else { &black };
        let (status, answer) = call(
            &server.addr,
            "POST",
            &format!("/api/games/{id}/move"),
            Some(key),
            json!({"move": mv, "ply": ply}),
        );
        assert_eq!(status, 200, "move {} ({mv}): {answer}", ply + 1);
    }
    let game = wait_for(&server.addr, &id, Duration::from_secs(5), |g| {
        g["status"] == "finished"
    });
    assert_eq!(game["status"], "finished", "{game}");
    let (unfinished, first, _) = two_players(&server.addr, &server.addr, json!({}));
    let (status, _) = call(
        &server.addr,
        "POST",
        &format!("/api/games/{unfinished}/move"),
        Some(&first),
        json!({"move": "b1c3", "ply": 0}),
    );
    assert_eq!(status, 200);
    let (_, pgn) = http_get(&server.addr, &format!("/api/games/{id}/pgn"));
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    drop(server);

    // The archive's finished games between people are looked through.
    let out = rukh(&["problems", "mine", "--database", &db, "--count", "5"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let found = parse_file(&text(&out.stdout)).expect("the output is a problem file");
    let problem = found
        .iter()
        .find(|p| p.fen == FEN)
        .unwrap_or_else(|| panic!("the mate in 3 of move 43 is found:\n{}", text(&out.stdout)));
    assert_eq!(problem.goal, Goal::Mate);
    assert_eq!(problem.moves, 3);
    assert_eq!(problem.solution, SOLUTION);
    assert!(
        problem.source.starts_with("From a game between ") && problem.source.contains("at move 43"),
        "the source says in words where the position comes from: {}",
        problem.source
    );
    assert!(!problem.source.contains("rukh "), "{}", problem.source);

    // The same game downloaded from the site as PGN gives the same problem.
    let pgn_file = dir.join("game.pgn");
    std::fs::write(&pgn_file, &pgn).unwrap();
    let from_file = rukh(&[
        "problems",
        "mine",
        pgn_file.to_str().unwrap(),
        "--count",
        "5",
    ]);
    assert!(from_file.status.success(), "{}", text(&from_file.stderr));
    let again = parse_file(&text(&from_file.stdout)).expect("a problem file");
    let same = again
        .iter()
        .find(|p| p.fen == FEN)
        .expect("found in the file too");
    assert_eq!(same.solution, SOLUTION);
    assert_eq!(same.source, problem.source);

    // What was found passes the checker; a claim the position does not bear fails it, saying why.
    let file = dir.join("found.toml");
    std::fs::write(&file, text(&out.stdout)).unwrap();
    let checked = rukh(&["problems", "check", file.to_str().unwrap()]);
    assert!(
        checked.status.success(),
        "{}{}",
        text(&checked.stdout),
        text(&checked.stderr)
    );
    let wrong = text(&out.stdout).replace("moves = 3", "moves = 2");
    std::fs::write(&file, wrong).unwrap();
    let checked = rukh(&["problems", "check", file.to_str().unwrap()]);
    assert!(!checked.status.success());
    let said = text(&checked.stdout) + &text(&checked.stderr);
    assert!(
        said.contains("shatranj-mined-"),
        "names the problem: {said}"
    );

    // A database with no such games, or none at all, is told plainly.
    let missing = format!("sqlite://{}", dir.join("none").join("x.db").display());
    let out = rukh(&["problems", "mine", "--database", &missing]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("x.db"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A site's own problem file that cannot be served stops `rukh serve` at start, naming the file,
/// the problem and what is wrong; one that can is served after the built-in collection.
#[test]
fn a_sites_own_problems_are_checked_at_start() {
    let dir = temp_dir("own-problems");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let good = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../web/tests/fixtures/site-problems.toml"
    ))
    .expect("the example file");
    let cases = [
        (
            good.replace("b6b7", "b6b8"),
            "site-pawn-mate: move 1 of the line: b6b8",
        ),
        (
            good.replace("fen = \"k7/", "fen = \"kk6/"),
            "site-pawn-mate",
        ),
        (
            good.replace("site-pawn-mate", "shatranj-dilaram"),
            "the id 'shatranj-dilaram' is taken",
        ),
        (
            good.replace("mate_with = \"pawn\"", "mate_with = \"queen\""),
            "no man called 'queen'",
        ),
        ("[[problem]]\nid = 3\n".to_owned(), "site.toml"),
    ];
    for (body, says) in cases {
        let file = dir.join("site.toml");
        std::fs::write(&file, &body).unwrap();
        let out = rukh(&[
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database",
            &db,
            "--problems",
            file.to_str().unwrap(),
        ]);
        let err = text(&out.stderr);
        assert!(!out.status.success(), "served a bad file:\n{body}");
        assert!(
            err.contains("--problems") && err.contains("site.toml") && err.contains(says),
            "{err}"
        );
    }
    // The good file is served: its problem is listed and answers moves.
    let file = dir.join("site.toml");
    std::fs::write(&file, &good).unwrap();
    let server = serve_with(
        &db,
        "all",
        &["--problems", file.to_str().unwrap()],
        std::process::Stdio::null(),
    );
    let (status, list) = call(
        &server.addr,
        "GET",
        "/api/problems",
        None,
        serde_json::Value::Null,
    );
    assert_eq!(status, 200);
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.last(), Some(&"site-pawn-mate"));
    assert!(ids.contains(&"shatranj-dilaram"));
    let (status, verdict) = call(
        &server.addr,
        "POST",
        "/api/problems/site-pawn-mate/play",
        None,
        json!({ "moves": ["b6b7"], "line": null }),
    );
    assert_eq!(status, 200, "{verdict}");
    assert_eq!(verdict["status"], "solved");
}
