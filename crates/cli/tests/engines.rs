//! `rukh engines`: match games added to the site's engine rating list (each replayed by the
//! rules, bad games left out with their reasons, a file added twice counted once) and the list,
//! the crosstable and the games shown at /engines.

mod common;

use std::fmt::Write as _;
use std::process::Command;

use common::*;

fn rukh(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .output()
        .expect("rukh runs")
}

/// One game as `rukh match` writes it: two moves each with its think time (alpha, whatever
/// its suffix, thinks 300 ms a move; any other 100 ms), then the result the arena adjudicated.
fn game(out: &mut String, round: usize, white: &str, black: &str, result: &str) {
    let think = |name: &str| if name.starts_with("alpha") { 300 } else { 100 };
    let mut opening = String::new();
    let moves = [
        ["e3", "e6", "d3", "d6"],
        ["c3", "c6", "f3", "f6"],
        ["Nf3", "Nf6", "Nc3", "Nc6"],
    ][round % 3];
    for (ply, m) in moves.iter().enumerate() {
        if ply % 2 == 0 {
            write!(opening, "{}. ", ply / 2 + 1).unwrap();
        }
        let ms = think(if ply % 2 == 0 { white } else { black });
        write!(opening, "{m} {{[%emt 0:00:00.{ms:03}]}} ").unwrap();
    }
    let opening = opening.trim_end();
    writeln!(
        out,
        "[Event \"rukh match: Shatranj\"]\n[Round \"{round}\"]\n[White \"{white}\"]\n\
         [Black \"{black}\"]\n[Result \"{result}\"]\n[Variant \"shatranj\"]\n\
         [Termination \"adjudication\"]\n[TimeControl \"10+0.1\"]\n\n{opening} {result}\n"
    )
    .unwrap();
}

#[test]
fn match_games_make_the_sites_engine_rating_list() {
    let dir = temp_dir("engines");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    rating_list(&dir, &db, "alpha", "beta");
}

/// The same on PostgreSQL (the engines named for this run: its database is shared).
#[test]
fn the_engine_rating_list_on_postgres() {
    let Some(db) = database() else { return };
    let dir = temp_dir("engines-pg");
    let run = format!("{:x}", std::process::id() ^ now_ms_low());
    rating_list(&dir, &db, &format!("alpha{run}"), &format!("beta{run}"));
}

fn now_ms_low() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos())
}

fn rating_list(dir: &std::path::Path, db: &str, alpha: &str, beta: &str) {
    // alpha against beta: 25 won, 10 drawn, 5 lost (75%), colours alternated.
    let mut pgn = String::new();
    for round in 1..=40 {
        let alpha_points = match round {
            1..=25 => "1",
            26..=35 => "½",
            _ => "0",
        };
        let alpha_white = round % 2 == 1;
        let result = match (alpha_points, alpha_white) {
            ("1", true) | ("0", false) => "1-0",
            ("0", true) | ("1", false) => "0-1",
            _ => "1/2-1/2",
        };
        let (w, b) = if alpha_white {
            (alpha, beta)
        } else {
            (beta, alpha)
        };
        game(&mut pgn, round, w, b, result);
    }
    // Two games that cannot stand: an illegal move (a queen's move for the ferz), and a result
    // the rules contradict (Black is checkmated, the record says White lost).
    pgn.push_str(&format!(
        "[Event \"bad\"]\n[Round \"41\"]\n[White \"{alpha}\"]\n[Black \"{beta}\"]\n\
         [Result \"1-0\"]\n[Variant \"shatranj\"]\n\n1. e3 e6 2. Qh5 1-0\n\n"
    ));
    pgn.push_str(&format!(
        "[Event \"bad\"]\n[Round \"42\"]\n[White \"{alpha}\"]\n[Black \"{beta}\"]\n\
         [Result \"0-1\"]\n[Variant \"shatranj\"]\n[FEN \"k7/8/K7/8/8/8/p7/7R w - - 0 1\"]\n\n\
         1. Rh8# 0-1\n\n"
    ));
    let file = dir.join("match.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let file = file.to_str().unwrap();

    let out = rukh(&[
        "engines",
        "import",
        "--database",
        db,
        "--version",
        &format!("{alpha}=1.0"),
        "--about",
        &format!("{alpha}=Alpha at one thread, 64 MB of hash"),
        file,
    ]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(
        stdout.contains("40 games read, 40 new, 2 left out"),
        "{stdout}"
    );
    assert!(
        stderr.contains("move 2. (Qh5): not legal here"),
        "the illegal move and why: {stderr}"
    );
    assert!(
        stderr.contains("the result 0-1 disagrees with the rules: 1-0"),
        "the contradicted result: {stderr}"
    );

    // The same file again adds nothing, but says how its run was played (shown with the games).
    let again = rukh(&[
        "engines",
        "import",
        "--database",
        db,
        "--version",
        &format!("{alpha}=1.0"),
        "--how",
        "rukh match --tc 10+0.1 --games 40 (both at their own overhead)",
        file,
    ]);
    assert!(
        String::from_utf8_lossy(&again.stdout).contains("added 0 of 40 games"),
        "{}",
        String::from_utf8_lossy(&again.stdout)
    );

    // The list: 30.5 of 41 with the prior's draw is 400·log10(30.5/10.5) ≈ 185 Elo apart, the
    // two either side of the average.
    let list = rukh(&["engines", "list", "--database", db]);
    let text = String::from_utf8_lossy(&list.stdout);
    let alpha_line = text
        .lines()
        .find(|l| l.contains(&format!("{alpha} 1.0")))
        .expect("alpha listed");
    let beta_line = text
        .lines()
        .find(|l| l.contains(&format!(" {beta} ")))
        .expect("beta listed");
    assert!(
        alpha_line.contains("+93") && alpha_line.contains("75.0%"),
        "{text}"
    );
    assert!(
        beta_line.contains("-93") && beta_line.contains("25.0%"),
        "{text}"
    );
    assert!(
        text.find(alpha).unwrap() < text.find(beta).unwrap(),
        "best first: {text}"
    );

    let server = serve(db, "all");
    let (head, _) = http_get(&server.addr, "/engines");
    assert!(
        head.contains("303") && head.contains("location: /engines/shatranj"),
        "{head}"
    );
    let (head, body) = http_get(&server.addr, "/engines/shatranj");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(body.contains("Engine ratings: Shatranj"), "{body}");
    assert!(body.contains("<strong>+93</strong>") && body.contains("<strong>-93</strong>"));
    assert!(
        body.contains("Alpha at one thread, 64 MB of hash"),
        "what alpha is"
    );
    assert!(
        body.contains(">30/40</a>") && body.contains(">10/40</a>"),
        "crosstable: {body}"
    );
    assert!(
        body.contains("; think a move 300 / 100 ms (not fair)"),
        "think times in the crosstable: {body}"
    );
    // The pairing's games, each replayable on the analysis board.
    let (_, games) = http_get(
        &server.addr,
        &format!("/engines/shatranj/games?a={alpha}+1.0&b={beta}"),
    );
    assert!(
        games.contains(&format!("{alpha} 1.0 against {beta}")),
        "{games}"
    );
    assert_eq!(games.matches(">Replay</a>").count(), 40, "{games}");
    assert!(
        games.contains("href=\"/analysis/shatranj#t=e2e3+e7e6+d2d3+d7d6\""),
        "replay link: {games}"
    );
    assert!(
        games.contains(
            "<code>rukh match --tc 10+0.1 --games 40 (both at their own overhead)</code>"
        ),
        "how the run was played: {games}"
    );
    // The pairing's think times, from the games' %emt: beta thought a third as long a move.
    assert!(
        games.contains(&format!(
            "Think time a move: {alpha} 1.0 300 ms (80 moves timed), {beta} 100 ms (80 moves timed); the quicker thought 33% as long as the other (not a fair measurement"
        )),
        "think times: {games}"
    );
    // A game with no engine games says how to add them, and a malformed address is answered.
    let (head, body) = http_get(&server.addr, "/engines/great-shatranj");
    assert!(head.starts_with("HTTP/1.1 404"), "{head}");
    assert!(body.contains("rukh engines import"), "{body}");
    let (head, _) = http_get(&server.addr, "/engines/shatranj/games?page=x");
    assert!(head.starts_with("HTTP/1.1 400"), "{head}");

    // A run withdrawn in a manifest (kept in the record, not a measurement) leaves the list.
    let manifest = dir.join("engines.toml");
    std::fs::write(
        &manifest,
        format!(
            "[[withdrawn]]\npath = \"match.pgn\"\nversions = {{ \"{alpha}\" = \"1.0\" }}\n\
             why = \"{beta} thought a third as long a move\"\n"
        ),
    )
    .unwrap();
    let out = rukh(&[
        "engines",
        "import",
        "--database",
        db,
        "--manifest",
        manifest.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("withdrawn, not rated") && text.contains("40 of its 40 games taken off"),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let list = rukh(&["engines", "list", "--database", db]);
    assert!(
        !String::from_utf8_lossy(&list.stdout).contains(&format!("{alpha} 1.0")),
        "{}",
        String::from_utf8_lossy(&list.stdout)
    );
}

/// A round robin of three engines (Rukh's own, at three node limits told apart by name) written
/// to a site's list by `rukh match --engine-list` as it ends.
#[test]
fn a_match_writes_its_games_to_the_list() {
    let dir = temp_dir("engines-match");
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let pgn = dir.join("rr.pgn");
    let me = env!("CARGO_BIN_EXE_rukh");
    let out = rukh(&[
        "match",
        "--variant",
        "shatranj",
        "--engine",
        &format!("name=one,cmd={me} uci,proto=uci"),
        "--engine",
        &format!("name=two,cmd={me} uci,proto=uci"),
        "--engine",
        &format!("name=three,cmd={me} xboard,proto=xboard"),
        "--games",
        "2",
        "--depth",
        "2",
        "--max-plies",
        "40",
        "--pgn",
        pgn.to_str().unwrap(),
        "--engine-list",
        &db,
        "--list-version",
        "one=0.1",
    ]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("6 games played"), "{said}");
    assert!(said.contains("added 6 of 6 games to the list"), "{said}");
    let list = rukh(&["engines", "list", "--database", &db]);
    let text = String::from_utf8_lossy(&list.stdout);
    for name in ["one 0.1", "two", "three"] {
        let line = text
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} listed: {text}"));
        assert!(
            line.split_whitespace().any(|w| w == "4"),
            "4 games each: {line}"
        );
    }
}
