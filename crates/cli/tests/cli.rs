//! The `rukh` binary as a user runs it.

use std::process::{Command, Output};

pub fn rukh(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .output()
        .expect("rukh runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_str(&stdout(o)).expect("one JSON object")
}

fn examples(file: &str) -> String {
    format!(
        "{}/../../variants/examples/{file}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn variants_lists_the_five_games() {
    let o = rukh(&["variants"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for id in [
        "shatranj",
        "chaturanga-davidson",
        "parsi",
        "shatranj-kamil-64",
        "great-shatranj",
    ] {
        assert!(
            text.lines().any(|l| l.starts_with(id)),
            "{id} missing from\n{text}"
        );
    }
    let j = json(&rukh(&["variants", "--json"]));
    assert_eq!(j["variants"].as_array().unwrap().len(), 5);
}

#[test]
fn perft_last_line_starts_with_the_total() {
    for (id, depth, nodes) in [
        ("shatranj", "4", "68122"),
        ("chaturanga-davidson", "3", "1956"),
        ("parsi", "3", "6681"),
        ("shatranj-kamil-64", "3", "6376"),
        ("great-shatranj", "3", "29010"),
    ] {
        let o = rukh(&["perft", "--variant", id, depth]);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        let last = out.lines().last().unwrap();
        assert!(
            last.starts_with(&format!("{nodes} nodes in ")),
            "{id}: {last}"
        );
        assert!(last.ends_with("Mnps"), "{last}");
    }
}

#[test]
fn perft_divide_sums_up() {
    let o = rukh(&["perft", "--variant", "shatranj", "--divide", "2"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 17);
    assert!(lines.contains(&"c1e3: 16"));
    assert!(lines[16].starts_with("256 nodes"));
}

#[test]
fn moves_in_text_and_json() {
    let o = rukh(&["moves", "--variant", "great-shatranj"]);
    assert_eq!(stdout(&o).split_whitespace().count(), 30);
    let j = json(&rukh(&[
        "moves",
        "--variant",
        "parsi",
        "--fen",
        "4k2q/1P6/8/8/8/8/8/R1BQKBNR w - - 0 1",
        "--json",
    ]));
    let moves: Vec<&str> = j["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert!(moves.contains(&"b7b8n,b8c6"));
    assert_eq!(j["count"].as_u64().unwrap() as usize, moves.len());
    let j = json(&rukh(&[
        "moves",
        "--variant",
        "shatranj",
        "--moves",
        "e2e3",
        "d7d6",
        "--json",
    ]));
    assert_eq!(
        j["fen"],
        "rnbkqbnr/ppp1pppp/3p4/8/8/4P3/PPPP1PPP/RNBKQBNR w - - 0 2"
    );
}

#[test]
fn status_reports_result_reason_and_grade() {
    let j = json(&rukh(&[
        "status",
        "--fen",
        "8/8/8/8/8/8/1k6/Q2K4 b - - 0 1",
        "--moves",
        "b2a1",
        "--json",
    ]));
    assert_eq!(j["over"], true);
    assert_eq!(j["result"], "1/2-1/2");
    assert_eq!(j["reason"], "counter-bared");
    let j = json(&rukh(&[
        "status",
        "-v",
        "parsi",
        "--fen",
        "k7/3N4/KP6/7p/8/8/8/8 w - - 0 1",
        "--moves",
        "b6b7",
        "--json",
    ]));
    assert_eq!(
        (
            j["result"].as_str(),
            j["reason"].as_str(),
            j["grade"].as_str()
        ),
        (Some("1-0"), Some("checkmate"), Some("pawn-mate"))
    );
    let j = json(&rukh(&["status", "-v", "great-shatranj", "--json"]));
    assert_eq!(
        (
            j["over"].as_bool(),
            j["result"].as_str(),
            j["legal_moves"].as_u64()
        ),
        (Some(false), Some("*"), Some(30))
    );
    let o = rukh(&[
        "status",
        "-v",
        "parsi",
        "--rule",
        "boorj=draw",
        "--fen",
        "3k4/8/8/8/8/8/1q6/1R2K3 w - - 0 1",
        "--moves",
        "b1b2",
    ]);
    assert!(
        stdout(&o).starts_with("over 1/2-1/2 boorj"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn users_own_variant_file() {
    // Makruk perft from Fairy-Stockfish's built-in makruk (pyffish 0.0.90): 23, 529, 12012.
    let file = examples("makruk.toml");
    for (d, n) in [("1", "23"), ("2", "529"), ("3", "12012")] {
        let o = rukh(&["perft", "--variant-file", &file, d]);
        assert!(
            stdout(&o)
                .lines()
                .last()
                .unwrap()
                .starts_with(&format!("{n} nodes")),
            "{}{}",
            stdout(&o),
            stderr(&o)
        );
    }
    let j = json(&rukh(&["status", "--variant-file", &file, "--json"]));
    assert_eq!(j["variant"], "makruk");
    assert_eq!(j["legal_moves"], 23);
}

#[test]
fn bad_input_gets_a_clear_error_and_no_panic() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "perft",
                "--fen",
                "rnbkqbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
                "2",
            ],
            "board (field 1), at byte 13 ('X')",
        ),
        (&["moves", "--fen", "8/8/8 w - - 0 1"], "3 ranks given"),
        (
            &["moves", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"],
            "side to move (field 2)",
        ),
        (&["moves", "--variant", "chess"], "unknown variant 'chess'"),
        (&["moves", "--moves", "e2e5"], "e2e5 is not legal here"),
        // Read as SAN (a pawn to e2), which no pawn can make.
        (&["moves", "--moves", "e2"], "no pawn of White can reach e2"),
        (&["moves", "--moves", "e2-"], "move 1 (e2-)"),
        (&["status", "--rule", "stalemate=sometimes"], "stalemate"),
        (&["status", "--rule", "no-such-rule=1"], "no-such-rule"),
        (
            &["perft", "--variant-file", "/nonexistent.toml", "1"],
            "cannot read /nonexistent.toml",
        ),
    ];
    for (args, needle) in cases {
        let o = rukh(args);
        assert!(!o.status.success(), "{args:?} should fail");
        let err = stderr(&o);
        assert!(
            err.contains(needle),
            "{args:?}: expected '{needle}' in: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn bad_variant_files_name_the_problem() {
    let dir = std::env::temp_dir().join(format!("rukh-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let base = std::fs::read_to_string(examples("makruk.toml")).unwrap();
    let cases = [
        (
            base.replace("betza = \"FfW\"", "betza = \"FfX\""),
            "bad Betza notation 'FfX' at byte 2: found 'X'",
        ),
        (base.replace("files = 8", "files = 20"), "board 20x8"),
        (
            base.replace("letter = \"S\"", "letter = \"N\""),
            "letter 'N' is used twice",
        ),
        (
            base.replace("pieces = [\"M\"]", "pieces = [\"Q\"]"),
            "no piece has the letter 'Q'",
        ),
        (base.replace("rnsmksnr/8", "rnsmksnrr/8"), "start position"),
        (base.replace("[rules]", "[rules]\nnonsense = 1"), "nonsense"),
        (base.replace("id = \"makruk\"", "id = 5"), "line"),
    ];
    for (i, (text, needle)) in cases.iter().enumerate() {
        let path = dir.join(format!("bad{i}.toml"));
        std::fs::write(&path, text).unwrap();
        let o = rukh(&["moves", "--variant-file", path.to_str().unwrap()]);
        assert!(!o.status.success());
        let err = stderr(&o);
        assert!(
            err.contains(needle),
            "case {i}: expected '{needle}' in: {err}"
        );
    }
}

fn rukh_stdin(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("rukh runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

const PGN: &str = r#"[Event "first"]
[White "Ann"]
[Black "Bob"]
[Variant "shatranj"]
[Result "*"]

1. e3 d6 2. Nf3 Nd7 *

[Event "second"]
[White "Cid"]
[Black "Dee"]
[Variant "great-shatranj"]
[Result "*"]

1. e3 e6 2. Qh5 Mf6 *

[Event "third"]
[White "Eve"]
[Black "Fay"]
[Variant "parsi"]
[FEN "3k4/8/8/8/8/8/1q6/1R2K3 w - - 0 1"]
[Result "0-1"]

1. Rxb2 0-1
"#;

#[test]
fn pgn_check_names_game_move_and_problem() {
    let o = rukh_stdin(&["pgn", "check"], PGN);
    assert!(!o.status.success());
    let out = stdout(&o);
    assert!(
        out.contains("game 2 (line 9, Cid vs Dee): move 2. (Qh5):"),
        "{out}"
    );
    assert!(
        out.contains("game 3 (line 17, Eve vs Fay): the result 0-1 disagrees with the rules: 1-0"),
        "{out}"
    );
    assert!(out.contains("boorj"), "{out}");
    assert!(
        out.trim_end().ends_with("3 games: 1 ok, 2 with errors"),
        "{out}"
    );
}

#[test]
fn pgn_convert_to_every_notation_and_back() {
    let good = PGN
        .split("\n\n[Event \"second\"]")
        .next()
        .unwrap()
        .to_owned()
        + "\n";
    let san = rukh_stdin(&["pgn", "convert", "--to", "san"], &good);
    assert!(san.status.success(), "{}", stderr(&san));
    assert!(
        stdout(&san).contains("1. e3 d6 2. Nf3 Nd7 *"),
        "{}",
        stdout(&san)
    );
    assert!(stdout(&san).contains("[Variant \"shatranj\"]"));
    let coord = rukh_stdin(&["pgn", "convert", "--to", "coord"], &good);
    assert!(
        stdout(&coord).contains("1. e2e3 d7d6 2. g1f3 b8d7 *"),
        "{}",
        stdout(&coord)
    );
    let gc = rukh_stdin(&["pgn", "convert", "--to", "courier"], &good);
    let log = stdout(&gc);
    assert!(
        log.contains("1. P e2-e3\n1... p d7-d6\n2. N g1-f3\n2... n b8-d7\n"),
        "{log}"
    );
    // The Game Courier log reads back.
    let back = rukh_stdin(&["pgn", "convert", "--to", "san"], &log);
    assert!(
        stdout(&back).contains("1. e3 d6 2. Nf3 Nd7 *"),
        "{}{}",
        stdout(&back),
        stderr(&back)
    );
    let check = rukh_stdin(&["pgn", "check"], &log);
    assert!(check.status.success(), "{}", stdout(&check));
    // Games with errors are left out, and said so.
    let mixed = rukh_stdin(&["pgn", "convert", "--to", "san"], PGN);
    assert!(!mixed.status.success());
    assert!(stderr(&mixed).contains("left out"));
}

#[test]
fn pgn_files_and_bad_files() {
    let dir = std::env::temp_dir().join(format!("rukh-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    std::fs::write(&path, PGN).unwrap();
    let o = rukh(&["pgn", "check", "--verbose", path.to_str().unwrap()]);
    assert!(
        stdout(&o).contains("game 1 (line 1, Ann vs Bob): ok, 4 plies"),
        "{}",
        stdout(&o)
    );
    let o = rukh(&["pgn", "check", "/nonexistent.pgn"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("cannot open /nonexistent.pgn"));
}

/// A short real match of rukh against Debian's fairymax (apt-get install fairymax); run with
/// `cargo test -p rukh -- --ignored`.
#[test]
#[ignore = "needs Debian's fairymax; plays for about a minute"]
fn match_against_fairymax() {
    let me = env!("CARGO_BIN_EXE_rukh");
    let o = rukh(&[
        "match",
        "--engine",
        &format!("name=rukh,cmd={me} uci,proto=uci"),
        "--engine",
        "name=fairymax,cmd=/usr/games/fairymax,proto=xboard",
        "--games",
        "2",
        "--tc",
        "5+0.1",
        "--openings",
        &format!("{}/../../openings/shatranj.pgn", env!("CARGO_MANIFEST_DIR")),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("2 games played"), "{out}");
    assert!(out.contains("rukh vs fairymax: "), "{out}");
    assert!(
        !stderr(&o).contains("illegal move by rukh"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn datagen_writes_positions_and_goes_on_after_an_interruption() {
    let dir = std::env::temp_dir().join(format!("rukh-datagen-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("kamil.bin");
    let path = data.to_str().unwrap();
    let args = |games: &'static str| {
        [
            "datagen",
            "--variant",
            "shatranj-kamil-64",
            "--games",
            games,
            "--nodes",
            "300",
            "--out",
            path,
        ]
    };
    let o = rukh(&args("2"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 games"), "{}", stdout(&o));
    let bytes = std::fs::read(&data).unwrap();
    let (header, games, _) = rukh_engine::datagen::read(&bytes).unwrap();
    assert_eq!(header.variant, "shatranj-kamil-64");
    assert_eq!(games.len(), 2);
    // Cut into the second game, as a killed run leaves it: the next run keeps the first game
    // and plays the rest.
    std::fs::write(&data, &bytes[..bytes.len() - 10]).unwrap();
    let o = rukh(&args("3"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("continuing"), "{}", stdout(&o));
    assert!(stdout(&o).contains("2 games and"), "{}", stdout(&o));
    let (_, again, _) = rukh_engine::datagen::read(&std::fs::read(&data).unwrap()).unwrap();
    assert_eq!(again.len(), 3);
    assert_eq!(again[0], games[0]);
    let mut numbers: Vec<u32> = again.iter().map(|g| g.number).collect();
    numbers.sort();
    assert_eq!(numbers, [0, 1, 2], "every game once");
    // The game cut off is played again as it was (its opening comes from the seed and its
    // number, and the searches are exact node counts).
    let replayed = again.iter().find(|g| g.number == games[1].number).unwrap();
    assert_eq!(replayed, &games[1]);
    // Another game's file is refused, and says why.
    let o = rukh(&[
        "datagen",
        "--variant",
        "shatranj",
        "--games",
        "1",
        "--out",
        path,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("not of shatranj"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn datagen_searches_again_the_games_of_a_pgn_file() {
    let dir = std::env::temp_dir().join(format!("rukh-datagen-pgn-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Two Shatranj games against Fairy-Stockfish as the match runner wrote them, a Great
    // Shatranj game and an unfinished one.
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/strength");
    let first_games = |file: &str, n: usize| {
        let text = std::fs::read_to_string(docs.join(file)).unwrap();
        text.split("[Event ")
            .filter(|g| !g.is_empty())
            .take(n)
            .map(|g| format!("[Event {g}"))
            .collect::<String>()
    };
    let shatranj = first_games("shatranj-fairy-stockfish-d264554.pgn", 2);
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        format!(
            "{shatranj}{}[Variant \"shatranj\"]\n[Result \"*\"]\n\n1. e3 e6 *\n",
            first_games("great-shatranj-fsf-9bdd9db.pgn", 1)
        ),
    )
    .unwrap();
    let data = dir.join("s.bin");
    let (pgn_path, path) = (pgn.to_str().unwrap(), data.to_str().unwrap());
    let args = [
        "datagen",
        "--nodes",
        "200",
        "--from-pgn",
        pgn_path,
        "--out",
        path,
    ];
    let o = rukh(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("passed over 1 games of other variants and 1 without a result"),
        "{}",
        stdout(&o)
    );
    let (_, games, _) = rukh_engine::datagen::read(&std::fs::read(&data).unwrap()).unwrap();
    assert_eq!(games.len(), 2);
    let first = games.iter().find(|g| g.number == 0).unwrap();
    // The first game is Rukh's win with White in 98 moves: its result, and a good share of its
    // 195 positions (the quiet ones).
    assert_eq!(first.result, 2);
    assert!(
        (60..195).contains(&first.positions.len()),
        "{}",
        first.positions.len()
    );
    // Its first position is the start, White to move.
    let start = rukh_engine::datagen::DataPos::of(
        &rukh_rules::variant::builtin("shatranj")
            .unwrap()
            .start_position(),
        0,
    );
    assert_eq!(
        (first.positions[0].occupied, &first.positions[0].men),
        (start.occupied, &start.men)
    );
    // Run again: nothing left to do.
    let o = rukh(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("nothing to do"), "{}", stdout(&o));
    // Self-play settings do not go with it, and a spoilt game is told with its place.
    let o = rukh(&[
        "datagen",
        "--from-pgn",
        pgn_path,
        "--seed",
        "3",
        "--out",
        path,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--seed"), "{}", stderr(&o));
    std::fs::write(
        &pgn,
        "[Variant \"shatranj\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
    )
    .unwrap();
    let o = rukh(&["datagen", "--from-pgn", pgn_path, "--out", path]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("game 1: move 1. (e4)"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn datagen_takes_a_teachers_scores_from_its_games() {
    let dir = std::env::temp_dir().join(format!("rukh-datagen-teacher-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Games as `rukh match` writes another engine's: each move's comment has the mover's
    // evaluation for White. The first is used; the second's last word gives the win to the
    // side that lost; the third ended by a failure of the engine, not by the rules, too soon
    // to keep anything; the fourth has no evaluation; the fifth ended by a failure too.
    let game = |term: &str, result: &str, evals: [&str; 3]| {
        format!(
            "[Variant \"shatranj\"]\n[Result \"{result}\"]\n[Termination \"{term}\"]\n\n\
             1. e3 {{[%eval {},9] [%emt 0:00:00.050]}} d6 {{[%eval {},9] [%emt 0:00:00.050]}} \
             2. Ke2 {{[%eval {},10] [%emt 0:00:00.050]}} {result}\n\n",
            evals[0], evals[1], evals[2]
        )
    };
    let no_eval = "[Variant \"shatranj\"]\n[Result \"0-1\"]\n\
                   [Termination \"adjudication: score\"]\n\n1. e3 d6 0-1\n\n";
    // 14 plies, then White's engine answered `bestmove (none)`: the first 4 are used (none
    // nearer than 10 plies to the failure), and the result is the teacher's last evaluation
    // among them (White 3.50 ahead), not the concession.
    let sans = [
        "e3", "d6", "Ke2", "Kd7", "a3", "a6", "h3", "h6", "b3", "b6", "g3", "g6", "c3", "c6",
    ];
    let mut failed = "[Variant \"shatranj\"]\n[Result \"0-1\"]\n[Termination \"fsf resigns: \
                      it answered `bestmove (none)` with 9 legal moves\"]\n\n"
        .to_owned();
    for (i, san) in sans.iter().enumerate() {
        let eval = if i == 3 { "3.50" } else { "0.40" };
        failed += &format!("{san} {{[%eval {eval},9]}} ");
    }
    failed += "0-1\n\n";
    let pgn = dir.join("teacher.pgn");
    std::fs::write(
        &pgn,
        format!(
            "{}{}{}{no_eval}{failed}",
            game("adjudication: score", "1-0", ["0.20", "0.35", "1.50"]),
            game("adjudication: score", "1-0", ["0.20", "-0.35", "-2.00"]),
            game(
                "fsf resigns: it answered `bestmove (none)` with 20 legal moves",
                "0-1",
                ["0.20", "0.35", "1.50"]
            ),
        ),
    )
    .unwrap();
    let data = dir.join("t.bin");
    let (pgn_path, path) = (pgn.to_str().unwrap(), data.to_str().unwrap());
    let o = rukh(&[
        "datagen",
        "--from-pgn",
        pgn_path,
        "--teacher",
        "--out",
        path,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(
            "left out 1 game that an engine's failure ended too soon, 1 game whose last \
             evaluation favours the loser and 1 game without evaluations"
        ),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("1 game ended by an engine's failure or concession: used up to"),
        "{}",
        stdout(&o)
    );
    let (_, games, _) = rukh_engine::datagen::read(&std::fs::read(&data).unwrap()).unwrap();
    assert_eq!(games.len(), 2);
    use rukh_rules::Color::{Black, White};
    let seen = |g: &rukh_engine::datagen::DataGame| -> Vec<(i16, rukh_rules::Color)> {
        g.positions.iter().map(|p| (p.score, p.turn)).collect()
    };
    // Each position with its mover's score for the side to move: White's 0.20 at the start,
    // Black's view of 0.35 after 1. e3, White's 1.50 after 1... d6; the game's result.
    let g = games.iter().find(|g| g.number == 0).unwrap();
    assert_eq!(g.result, 2);
    assert_eq!(seen(g), vec![(20, White), (-35, Black), (150, White)]);
    let start = rukh_engine::datagen::DataPos::of(
        &rukh_rules::variant::builtin("shatranj")
            .unwrap()
            .start_position(),
        20,
    );
    assert_eq!(g.positions[0], start);
    // The game a failure ended: its first 4 positions, won by White on the teacher's word.
    let cut = games.iter().find(|g| g.number == 1).unwrap();
    assert_eq!(cut.result, 2);
    assert_eq!(
        seen(cut),
        vec![(40, White), (-40, Black), (40, White), (-350, Black)]
    );
    // The teacher's scores are not searched again: --nodes does not go with it, nor does
    // --teacher without games.
    let o = rukh(&[
        "datagen",
        "--from-pgn",
        pgn_path,
        "--teacher",
        "--nodes",
        "300",
        "--out",
        path,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--nodes"), "{}", stderr(&o));
    let o = rukh(&["datagen", "--teacher", "--out", path]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--from-pgn"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn train_makes_a_network_the_engine_plays_with() {
    let dir = std::env::temp_dir().join(format!("rukh-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("g.bin");
    let net = dir.join("g.nnue");
    let (data, net_path) = (data.to_str().unwrap(), net.to_str().unwrap());
    let o = rukh(&[
        "datagen",
        "--variant",
        "great-shatranj",
        "--games",
        "2",
        "--nodes",
        "300",
        "--out",
        data,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = rukh(&[
        "train",
        "--variant",
        "great-shatranj",
        "--data",
        data,
        "--out",
        net_path,
        "--hidden",
        "16",
        "--epochs",
        "2",
    ]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", stderr(&o));
    assert!(text.contains("epoch 2: loss"), "{text}");
    let bytes = std::fs::read(&net).unwrap();
    let read = rukh_engine::nnue::Network::from_bytes(&bytes).unwrap();
    assert_eq!(
        (read.variant.as_str(), read.hidden, read.files),
        ("great-shatranj", 16, 10)
    );
    // The engine plays with it, from the command line and from the UCI option; a file that
    // is not there is refused with the reason, and the session goes on.
    let session =
        "uci\nsetoption name UCI_Variant value great-shatranj\nposition startpos\ngo depth 3\n";
    let o = rukh_stdin(&["uci", "--eval-file", net_path], session);
    assert!(stdout(&o).contains("bestmove "), "{}", stdout(&o));
    let o = rukh_stdin(
        &["uci"],
        &format!(
            "uci\nsetoption name EvalFile value {dir}/none.nnue\nsetoption name EvalFile value {net_path}\n{session}",
            dir = dir.display()
        ),
    );
    let out = stdout(&o);
    assert!(out.contains("cannot read"), "{out}");
    assert!(out.contains("bestmove "), "{out}");
    assert!(out.contains("option name Use NNUE type check"), "{out}");
    // The written evaluation on request, from the command line or the option.
    let o = rukh_stdin(&["uci", "--no-nnue"], session);
    assert!(stdout(&o).contains("bestmove "), "{}", stdout(&o));
    let o = rukh_stdin(
        &["uci", "--eval-file", net_path],
        &format!("uci\nsetoption name Use NNUE value false\n{session}"),
    );
    assert!(stdout(&o).contains("bestmove "), "{}", stdout(&o));
    assert!(!stdout(&o).contains("error"), "{}", stdout(&o));
    // Data of another game is refused by name.
    let o = rukh(&[
        "train",
        "--variant",
        "shatranj",
        "--data",
        data,
        "--out",
        net_path,
    ]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("not of shatranj"), "{}", stderr(&o));
    let o = rukh(&["uci", "--eval-file", data]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("not a Rukh network file"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn selfplay_then_tune_fits_weights_and_piece_values() {
    let dir = std::env::temp_dir().join(format!("rukh-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("positions.txt");
    let data = data.to_str().unwrap();
    let o = rukh(&["selfplay", "--games", "4", "--nodes", "400", "--out", data]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines = std::fs::read_to_string(data).unwrap();
    assert!(lines.lines().count() > 20, "{lines}");
    for l in lines.lines() {
        let (_, r) = l.rsplit_once(" | ").expect("FEN | result");
        assert!(["1", "0", "0.5"].contains(&r), "{l}");
    }
    let variant = dir.join("fitted.toml");
    let o = rukh(&[
        "tune",
        "--data",
        data,
        "--rounds",
        "2",
        "--write-variant",
        variant.to_str().unwrap(),
    ]);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", stderr(&o));
    let (before, after) = text
        .lines()
        .find_map(|l| {
            let rest = l.strip_prefix("error ")?;
            let (a, b) = rest.split_once(" -> ")?;
            Some((
                a.parse::<f64>().ok()?,
                b.split(' ').next()?.parse::<f64>().ok()?,
            ))
        })
        .expect("an `error A -> B` line");
    assert!(after <= before, "{text}");
    assert!(text.contains("RUKH_EVAL=\""), "{text}");
    // The written definition is the same game: same moves, whatever its values.
    let o = rukh(&["perft", "--variant-file", variant.to_str().unwrap(), "3"]);
    let builtin = rukh(&["perft", "--variant", "shatranj", "3"]);
    let nodes = |o: &Output| {
        stdout(o)
            .lines()
            .last()
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(nodes(&o), nodes(&builtin), "{}", stderr(&o));
    // A damaged data file is named with its line.
    std::fs::write(dir.join("bad.txt"), "8/8/8/8/8/8/8/k6K w - - 0 1 | 2\n").unwrap();
    let o = rukh(&["tune", "--data", dir.join("bad.txt").to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("bad.txt:1"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_users_own_game_can_be_tuned_too() {
    let dir = std::env::temp_dir().join(format!("rukh-tune-own-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = examples("makruk.toml");
    let data = dir.join("makruk.txt");
    let data = data.to_str().unwrap();
    let o = rukh(&[
        "selfplay",
        "--variant-file",
        &file,
        "--games",
        "2",
        "--nodes",
        "300",
        "--out",
        data,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let fitted = dir.join("makruk-fitted.toml");
    let fitted = fitted.to_str().unwrap();
    let o = rukh(&[
        "tune",
        "--variant-file",
        &file,
        "--data",
        data,
        "--rounds",
        "1",
        "--write-variant",
        fitted,
    ]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let text = std::fs::read_to_string(fitted).unwrap();
    assert!(text.contains("id = \"makruk\""), "{text}");
    let o = rukh(&["perft", "--variant-file", fitted, "2"]);
    assert!(stdout(&o).starts_with("529 nodes"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tablebases_build_probe_and_play() {
    let dir = std::env::temp_dir().join(format!("rukh-cli-tb-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let o = rukh(&[
        "tb",
        "build",
        "--variant",
        "shatranj",
        "--men",
        "3",
        "--class",
        "KRvK",
        "--out",
        d,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 solved"), "{}", stdout(&o));
    // Run again: the tables already there are read, not solved again.
    let o = rukh(&[
        "tb",
        "build",
        "--variant",
        "shatranj",
        "--men",
        "3",
        "--class",
        "KRvK",
        "--out",
        d,
    ]);
    assert!(stdout(&o).contains("0 solved, 2 read"), "{}", stdout(&o));
    // The bare king that can take the rook draws by counter-baring; its other moves lose.
    let fen = "8/8/8/4k3/3R4/8/8/3K4 b - - 0 1";
    let j = json(&rukh(&[
        "tb",
        "probe",
        "--variant",
        "shatranj",
        "--dir",
        d,
        "--fen",
        fen,
        "--json",
    ]));
    assert_eq!(j["class"], "KRvK");
    assert_eq!(j["value"]["wdl"], "draw");
    assert_eq!(j["value"]["reason"], "counter-bared");
    let moves = j["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 4);
    assert_eq!(
        (moves[0]["uci"].as_str(), moves[0]["san"].as_str()),
        (Some("e5d4"), Some("Kxd4"))
    );
    for m in &moves[1..] {
        assert_eq!(
            (m["wdl"].as_str(), m["plies"].as_u64()),
            (Some("loss"), Some(1)),
            "{m}"
        );
        assert_eq!(m["reason"], "bare-king");
    }
    let text = stdout(&rukh(&[
        "tb",
        "probe",
        "--variant",
        "shatranj",
        "--dir",
        d,
        "--fen",
        fen,
    ]));
    assert!(text.starts_with("KRvK: draw (counter-bared)"), "{text}");
    // A class not built is named, with the command that builds it.
    let o = rukh(&[
        "tb",
        "probe",
        "--variant",
        "shatranj",
        "--dir",
        d,
        "--fen",
        "8/8/8/4k3/3N4/8/8/3K4 b - - 0 1",
    ]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("KNvK is not in the tables"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("rukh tb build"), "{}", stderr(&o));
    // The engine plays the tables' move at once and says so.
    let o = rukh_stdin(
        &["uci"],
        &format!("uci\nsetoption name TablebasePath value {d}\nposition fen {fen}\ngo depth 8\n"),
    );
    let out = stdout(&o);
    assert!(out.contains("info string tablebases: "), "{out}");
    assert!(out.contains(" tbhits "), "{out}");
    assert!(out.contains("bestmove e5d4"), "{out}");
    // XBoard's egtpath does the same.
    let o = rukh_stdin(
        &["xboard"],
        &format!("xboard\nprotover 2\negtpath rukh {d}\nsetboard {fen}\nforce\ngo\n"),
    );
    assert!(stdout(&o).contains("move e5d4"), "{}", stdout(&o));
    // A folder that is not there is refused, and the session goes on.
    let o = rukh_stdin(
        &["uci"],
        "uci\nsetoption name TablebasePath value /no/such/folder\nposition startpos\ngo depth 2\n",
    );
    assert!(stdout(&o).contains("is not a folder"), "{}", stdout(&o));
    assert!(stdout(&o).contains("bestmove "), "{}", stdout(&o));
    // The classes summed up: the rook wins nearly every placement, and its longest win starts
    // from a position the rules read.
    let j = json(&rukh(&[
        "tb",
        "stats",
        "--variant",
        "shatranj",
        "--dir",
        d,
        "--json",
    ]));
    let krk = j["classes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["class"] == "KRvK")
        .expect("KRvK summed up")
        .clone();
    assert_eq!(krk["verdict"], "win", "{krk}");
    assert!(krk["share"].as_f64().unwrap() > 0.9, "{krk}");
    assert_eq!(krk["black_to_move"]["black_wins"], 0, "{krk}");
    std::fs::remove_dir_all(&dir).unwrap();
    // Random test endings: quiet, in play, one side a piece ahead.
    let o = rukh(&["tb", "positions", "--variant", "shatranj", "--count", "5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = rukh_rules::variant::builtin("shatranj").unwrap();
    let lines: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 5);
    for fen in &lines {
        let pos = rukh_rules::Position::from_fen(&v, fen).expect("a FEN the rules read");
        let men = pos.occupied().count();
        assert!((5..=7).contains(&men), "{fen}");
        assert!(pos.outcome().is_none() && !pos.in_check(), "{fen}");
        assert!(
            pos.legal_moves()
                .iter()
                .all(|m| pos.piece_at(m.destination()).is_none()),
            "{fen}: a capture to make"
        );
    }
}

#[test]
fn a_new_users_engine_plays_every_game_with_its_built_in_network() {
    let session = "uci\nposition startpos\ngo depth 3\n";
    let out = stdout(&rukh_stdin(&["uci"], session));
    assert!(
        out.contains("info string evaluation: the network built in for shatranj"),
        "{out}"
    );
    assert!(out.contains("bestmove "), "{out}");
    let out = stdout(&rukh_stdin(&["uci", "--no-nnue"], session));
    assert!(
        out.contains("info string evaluation: the written evaluation"),
        "{out}"
    );
    // Every game shipped has its network, the 10x8 one too.
    let out = stdout(&rukh_stdin(
        &["uci"],
        "uci\nsetoption name UCI_Variant value great-shatranj\nposition startpos\ngo depth 2\n",
    ));
    assert!(
        out.contains("info string evaluation: the network built in for great-shatranj"),
        "{out}"
    );
    // A user's own game, with no network, plays with the written evaluation.
    let makruk = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../variants/examples/makruk.toml"
    );
    let out = stdout(&rukh_stdin(
        &["uci"],
        &format!("uci\nsetoption name VariantFile value {makruk}\nposition startpos\ngo depth 2\n"),
    ));
    assert!(
        out.contains("info string evaluation: the written evaluation"),
        "{out}"
    );
    assert!(out.contains("bestmove "), "{out}");
}

#[test]
fn diagrams_of_any_position_and_a_sheet_to_print() {
    let dir = std::env::temp_dir().join(format!("rukh-cli-diagram-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    // SVG after moves (coordinates or SAN), with an arrow and a mark.
    let svg = out("a.svg");
    let o = rukh(&[
        "diagram",
        "--variant",
        "shatranj",
        "--moves",
        "e2e3",
        "Nf6",
        "--arrows",
        "g1f3",
        "--marks",
        "e4",
        "--style",
        "plain",
        "--out",
        &svg,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.contains("data-square=\"f6\" data-piece=\"n\""),
        "the horse went to f6"
    );
    assert!(text.contains("data-square=\"e3\" data-piece=\"P\""));
    assert!(text.contains("data-arrow=\"g1f3\""));
    assert_eq!(text.matches("class=\"piece\"").count(), 32);
    // PNG of the width asked for (Great Shatranj's 10x8, flipped).
    let png = out("b.png");
    let o = rukh(&[
        "diagram",
        "--variant",
        "great-shatranj",
        "--flip",
        "--pieces",
        "turned",
        "--width",
        "320",
        "--out",
        &png,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    assert_eq!(u32::from_be_bytes(bytes[16..20].try_into().unwrap()), 320);
    // The sheet to print: the board and every man of the start to cut out, as PDF and SVG.
    let pdf = out("sheet.pdf");
    let o = rukh(&[
        "diagram",
        "--variant",
        "chaturanga-davidson",
        "--style",
        "ashtapada",
        "--print",
        "a4",
        "--out",
        &pdf,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    let sheet = out("sheet.svg");
    let o = rukh(&[
        "diagram",
        "--variant",
        "great-shatranj",
        "--print",
        "letter",
        "--out",
        &sheet,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&sheet).unwrap();
    assert!(text.contains("width=\"215.9mm\" height=\"279.4mm\""));
    assert_eq!(text.matches("class=\"cut-out\"").count(), 40);
    // Mistakes are named.
    for (args, says) in [
        (vec!["--style", "marble"], "checkered"),
        (vec!["--arrows", "e2"], "two squares"),
        (vec!["--marks", "z9"], "not a square"),
        (vec!["--moves", "e2e5"], "move 1"),
    ] {
        let mut all = vec!["diagram", "--variant", "shatranj", "--out", &svg];
        all.extend(args);
        let o = rukh(&all);
        assert!(!o.status.success());
        assert!(stderr(&o).contains(says), "{}", stderr(&o));
    }
    let o = rukh(&["diagram", "--variant", "shatranj", "--out", &out("c.gif")]);
    assert!(stderr(&o).contains(".svg or .png"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn variants_come_in_from_and_go_out_to_fairy_stockfish() {
    let dir = std::env::temp_dir().join(format!("rukh-cli-fsf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ini = format!(
        "{}/../rules/tests/fsf/family.ini",
        env!("CARGO_MANIFEST_DIR")
    );
    // Import: the warnings go to stderr with their lines, the file passes --show and perft.
    let toml = dir.join("makruk.toml");
    let o = rukh(&[
        "variants",
        "import",
        "--fsf",
        &ini,
        "--section",
        "makruk-t",
        "--out",
        toml.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("warning: Fairy-Stockfish's built-in 'makruk': countingRule = makruk"),
        "{}",
        stderr(&o)
    );
    let o = rukh(&["variants", "--show", toml.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("valid"));
    assert!(stdout(&o).contains("id = \"makruk-t\""));
    let o = rukh(&["perft", "--variant-file", toml.to_str().unwrap(), "3"]);
    assert!(stdout(&o).starts_with("12012 nodes"), "{}", stdout(&o));
    // JSON: the warnings and the file in one object.
    let j = json(&rukh(&[
        "variants",
        "import",
        "--fsf",
        &ini,
        "--section",
        "indiangreat",
        "--json",
    ]));
    assert_eq!(j["warnings"].as_array().unwrap().len(), 1);
    assert!(j["toml"].as_str().unwrap().contains("files = 10"));
    // Errors name the sections, the line, the reason.
    let o = rukh(&["variants", "import", "--fsf", &ini]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("choose one with --section"),
        "{}",
        stderr(&o)
    );
    let o = rukh(&["variants", "import", "--fsf", &ini, "--section", "makhouse"]);
    assert!(stderr(&o).contains("pieceDrops = true"), "{}", stderr(&o));
    let o = rukh(&["variants", "import", "--fsf", "/nonexistent.ini"]);
    assert!(
        stderr(&o).contains("cannot read /nonexistent.ini"),
        "{}",
        stderr(&o)
    );

    // Export: a section Fairy-Stockfish reads, the approximations on stderr.
    let o = rukh(&["variants", "export", "--fsf", "shatranj"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("[shatranj-rukh]"), "{text}");
    assert!(text.contains("alfil = b") && text.contains("nMoveRule = 70"));
    let o = rukh(&[
        "variants",
        "export",
        "--fsf",
        "parsi",
        "--section",
        "parsi-r",
    ]);
    assert!(stdout(&o).contains("[parsi-r]"));
    assert!(stderr(&o).contains("approximation: the king's once-per-game leap"));
    let o = rukh(&["variants", "export", "--fsf", &examples("makruk.toml")]);
    assert!(
        stdout(&o).contains("promotionRegionWhite = *6 *7 *8"),
        "{}",
        stdout(&o)
    );
    let o = rukh(&["variants", "export", "--fsf", "nosuch"]);
    assert!(stderr(&o).contains("neither a game Rukh knows nor a file"));
    std::fs::remove_dir_all(&dir).ok();
}

/// `rukh users`: the operator makes accounts (a password printed once, or read from standard
/// input), marks a bot, disables one and lists them; mistakes say what to do.
#[test]
fn users_are_made_listed_and_disabled() {
    use std::io::Write;
    let dir = std::env::temp_dir().join(format!("rukh-users-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite://{}", dir.join("rukh.db").display());
    let o = rukh(&["users", "create", "Ann", "--database", &db]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("made account 'Ann'"), "{out}");
    let password = out
        .lines()
        .find_map(|l| l.strip_prefix("password: "))
        .and_then(|l| l.split_whitespace().next())
        .expect("the made password is printed");
    assert_eq!(password.len(), 20);
    let o = rukh(&["users", "create", "ann", "--database", &db]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("is taken"), "{}", stderr(&o));
    let o = rukh(&["users", "create", "a b", "--database", &db]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("may not be in a name"),
        "{}",
        stderr(&o)
    );
    // A password from standard input.
    let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "users",
            "create",
            "Shamax",
            "--bot",
            "--password-stdin",
            "--database",
            &db,
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"engine password\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("made bot 'Shamax'"));
    assert!(
        !stdout(&o).contains("engine password"),
        "a password is never printed back"
    );
    assert!(
        rukh(&["users", "disable", "Ann", "--database", &db])
            .status
            .success()
    );
    let o = rukh(&["users", "list", "--database", &db]);
    let list = stdout(&o);
    assert!(list.contains("Ann") && list.contains("disabled"), "{list}");
    assert!(list.contains("Shamax") && list.contains("bot"), "{list}");
    let o = rukh(&["users", "reset-password", "Nobody", "--database", &db]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("no account called 'Nobody'"),
        "{}",
        stderr(&o)
    );
    let o = rukh(&["users", "list", "--json", "--database", &db]);
    let first: serde_json::Value =
        serde_json::from_str(stdout(&o).lines().next().unwrap()).unwrap();
    assert!(first["name"].is_string() && first.get("password_hash").is_none());
}

#[test]
fn pgn_score_counts_a_player_and_sets_apart_the_opponent_s_failures() {
    // Games as `rukh match --pgn` writes them: the referee's termination in each.
    let game = |white: &str, black: &str, result: &str, termination: &str| {
        format!(
            "[Event \"m\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
             [Termination \"{termination}\"]\n\n1. e3 e6 {result}\n\n"
        )
    };
    let pgn = [
        game("rukh", "fsf", "1-0", "bare-king"),
        game(
            "fsf",
            "rukh",
            "0-1",
            "fsf resigns: it answered `bestmove (none)` with 3 legal moves",
        ),
        game(
            "fsf",
            "rukh",
            "0-1",
            "illegal move by fsf: a1b2 is not legal here: there is no piece on a1",
        ),
        game("rukh", "fsf", "0-1", "checkmate"),
        game("fsf", "rukh", "1/2-1/2", "move-rule"),
        game("a", "b", "1-0", "checkmate"),
        // A bared king that cannot bare back stops a move early: the rules had decided.
        "[Event \"m\"]\n[White \"rukh\"]\n[Black \"fsf\"]\n[Result \"1-0\"]\n\
         [FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 1\"]\n[SetUp \"1\"]\n\
         [Termination \"fsf resigns: it answered `bestmove (none)` with 5 legal moves\"]\n\n1-0\n\n"
            .to_owned(),
    ]
    .concat();
    let run = |extra: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rukh"))
            .args(["pgn", "score", "--player", "rukh"])
            .args(extra)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(pgn.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let plain = run(&[]);
    assert!(plain.contains("rukh against fsf: 6 games"), "{plain}");
    assert!(plain.contains("as scored: 4-1-1 (W-L-D), 75.0%"), "{plain}");
    assert!(
        plain.contains("1 of the wins came when the opponent stopped"),
        "{plain}"
    );
    assert!(
        plain.contains("won: bare-king 1, fsf resigns 2, illegal move by fsf 1"),
        "{plain}"
    );
    assert!(plain.contains("lost: checkmate 1"), "{plain}");
    assert!(
        plain.contains("2 won by the opponent failing to play on"),
        "{plain}"
    );
    let fair = run(&["--failures-as-draws"]);
    assert!(
        fair.contains("with the opponent's failures as draws: 2-1-3 (W-L-D), 58.3%"),
        "{fair}"
    );
    // A rule the opponent's model lacks (Kamil's lone king's count against Fairy-Stockfish's
    // definition): the games it ended count as draws, with or without the failures.
    let apart = run(&["--as-draw", "bare-king"]);
    assert!(
        apart.contains("with bare-king as draws: 3-1-2 (W-L-D), 66.7%"),
        "{apart}"
    );
    let both = run(&["--as-draw", "bare-king", "--failures-as-draws"]);
    assert!(
        both.contains("with the opponent's failures and bare-king as draws: 1-1-4 (W-L-D), 50.0%"),
        "{both}"
    );
    assert!(both.contains("as scored: 4-1-1 (W-L-D), 75.0%"), "{both}");
    // Where an SPRT on these games stands (a match run in the background draws no progress).
    let sprt = run(&["--sprt", "elo0=0,elo1=10"]);
    assert!(
        sprt.contains("SPRT elo0=0 elo1=10: LLR 0.14 (-2.94, 2.94), no decision yet"),
        "{sprt}"
    );
    let wrong = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "pgn",
            "score",
            "--player",
            "rukh",
            "--sprt",
            "elo0=5,elo1=0",
        ])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!wrong.status.success());
    let err = String::from_utf8_lossy(&wrong.stderr);
    assert!(err.contains("elo1 must be above elo0"), "{err}");
}

/// `rukh pgn score` reads each side's think time from the `%emt` comments (as `rukh match` and
/// cutechess write them) and, with `--require-fair`, fails a run where one side barely used its
/// clock: Fairy-Stockfish at a 300 ms Move Overhead, thinking 75 ms a move against 231.
#[test]
fn pgn_score_reports_think_times_and_fails_an_unfair_run() {
    let game = |white: &str, black: &str, w_ms: u32, b_ms: u32| {
        let mut moves = String::new();
        let plies = ["e3", "e6", "Nf3", "Nf6", "Nc3", "Nc6", "b3", "b6"];
        for (i, m) in plies.iter().enumerate() {
            let ms = if i % 2 == 0 { w_ms } else { b_ms };
            let n = if i % 2 == 0 {
                format!("{}. ", i / 2 + 1)
            } else {
                String::new()
            };
            moves.push_str(&format!(
                "{n}{m} {{[%emt 0:00:00.{ms:03}] [%clk 0:00:09.{:03}]}} ",
                900 - i * 10
            ));
        }
        format!(
            "[Event \"m\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"1/2-1/2\"]\n\
             [Termination \"move-rule\"]\n\n{moves}1/2-1/2\n\n"
        )
    };
    let score = |pgn: String, extra: &[&str]| {
        let dir = std::env::temp_dir().join(format!("rukh-fair-score-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{}.pgn", extra.len()));
        std::fs::write(&path, pgn).unwrap();
        let mut args = vec!["pgn", "score", "--player", "rukh", path.to_str().unwrap()];
        args.extend_from_slice(extra);
        rukh(&args)
    };
    let crippled = [game("rukh", "fsf", 231, 75), game("fsf", "rukh", 75, 231)].concat();
    let o = score(crippled.clone(), &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("think time: rukh 231 ms a move"), "{out}");
    assert!(out.contains("fsf 75 ms a move"), "{out}");
    assert!(out.contains("(8 moves)"), "{out}");
    assert!(
        out.contains("unfair: fsf thought 32% as long a move as rukh"),
        "{out}"
    );
    let o = score(crippled, &["--require-fair"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("the run is unfair"), "{}", stderr(&o));
    // 211 against 201 ms: fair, and --require-fair passes.
    let level = [game("rukh", "fsf", 211, 201), game("fsf", "rukh", 201, 211)].concat();
    let o = score(level, &["--require-fair"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("fair: the quicker side thought 95% as long"),
        "{}",
        stdout(&o)
    );
    // Games without think times cannot show that they are fair.
    let bare = "[White \"rukh\"]\n[Black \"fsf\"]\n[Result \"1-0\"]\n\n1. e3 e6 1-0\n\n";
    let o = score(bare.to_owned(), &["--require-fair"]);
    assert!(!o.status.success());
    assert!(
        stdout(&o).contains("think time: not recorded"),
        "{}",
        stdout(&o)
    );
}

/// `rukh perft 3 --divide | head -0`: the reader is gone before anything is printed; the command
/// ends as Unix tools do (SIGPIPE), not with a panic on the closed pipe.
#[cfg(unix)]
#[test]
fn a_printing_command_ends_quietly_when_its_reader_goes() {
    use std::os::unix::process::ExitStatusExt;
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let o = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["perft", "3", "--divide"])
        .stdout(writer)
        .output()
        .expect("rukh runs");
    // 13: SIGPIPE's number on Linux and the BSDs.
    assert_eq!(o.status.signal(), Some(13), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
}

/// A mate in 2 with a second mate in 2 beside it (Woody h7 as well as g7), which the engine's
/// deeper search let through and a second engine found: the exact proof says so, and `--drop`
/// takes it out of the file.
#[test]
fn puzzles_check_exact_finds_a_second_mate() {
    let dir = std::env::temp_dir().join(format!("rukh-exact-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("gs.jsonl");
    let two = r#"{"id":"great-shatranj-01c00da301","variant":"great-shatranj","fen":"w4k4/p1pp1p2W1/1p3Hp2p/3p6/3P2P3/W4P4/P3P2PnP/4KM4 b - - 0 33","moves":["j6j5","i7g7","a8c8","g7g8"],"rating":1887,"themes":["mate","mate-in-2","short"],"nodes_to_find":400000}"#;
    std::fs::write(&file, format!("{two}\n")).unwrap();
    let out = rukh(&["puzzles", "check", "--exact", file.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("i7h7 also wins within 2 moves, beside i7g7"),
        "{err}"
    );
    let out = rukh(&[
        "puzzles",
        "check",
        "--exact",
        "--drop",
        file.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap().trim(), "");
    std::fs::remove_dir_all(&dir).ok();
}

/// `puzzles find` over three games of the engine against itself at 300 nodes a move: the
/// puzzles it writes pass the rules' check, come out the same and in the same order on two
/// threads as on one, and a second run into the same file adds none of them again.
#[test]
fn puzzles_find_threads_keep_the_games_order() {
    let dir = std::env::temp_dir().join(format!("rukh-find-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let games = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/davidson-selfplay.pgn"
    );
    let file = dir.join("found.jsonl");
    let find = |threads: &str, out: Option<&str>| {
        let mut args = vec![
            "puzzles",
            "find",
            "--variant",
            "chaturanga-davidson",
            games,
            "--threads",
            threads,
        ];
        if let Some(out) = out {
            args.extend(["--out", out]);
        }
        let o = rukh(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        o
    };
    let two = find("2", Some(file.to_str().unwrap()));
    assert!(
        stderr(&two).contains("3 puzzles from") && stderr(&two).contains("nodes a position"),
        "{}",
        stderr(&two)
    );
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written.lines().count(), 3, "{written}");
    let check = rukh(&["puzzles", "check", file.to_str().unwrap()]);
    assert!(check.status.success(), "{}", stderr(&check));
    let one = find("1", None);
    assert_eq!(stdout(&one), written);
    let again = find("2", Some(file.to_str().unwrap()));
    assert!(
        stderr(&again).contains("0 puzzles from"),
        "{}",
        stderr(&again)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), written);
    std::fs::remove_dir_all(&dir).ok();
}

/// The conventions of command-line tools: completions and manual pages made from the commands
/// themselves, SAN wherever a move is read, `-` for standard output, settings from the
/// environment.
#[test]
fn completions_man_pages_san_standard_output_and_environment() {
    let bash = rukh(&["completions", "bash"]);
    assert!(bash.status.success(), "{}", stderr(&bash));
    let script = stdout(&bash);
    assert!(
        script.contains("complete") && script.contains("serve"),
        "{script}"
    );
    assert!(rukh(&["completions", "fish"]).status.success());
    let dir = std::env::temp_dir().join(format!("rukh-man-{}", std::process::id()));
    let man = rukh(&["man", "--out", dir.to_str().unwrap()]);
    assert!(man.status.success(), "{}", stderr(&man));
    let page = std::fs::read_to_string(dir.join("rukh-serve.1")).unwrap();
    assert!(page.contains(".TH") && page.contains("database"), "{page}");
    assert!(dir.join("rukh.1").exists() && dir.join("rukh-pgn-convert.1").exists());
    // `moves --moves` reads SAN as `diagram` does, and coordinates.
    let san = stdout(&rukh(&["moves", "--moves", "e3", "e6", "Nf3"]));
    let coord = stdout(&rukh(&["moves", "--moves", "e2e3", "e7e6", "g1f3"]));
    assert!(!san.is_empty());
    assert_eq!(san, coord);
    // A diagram to standard output: SVG, or the format asked for.
    let svg = rukh(&["diagram", "--moves", "e3", "--out", "-"]);
    assert!(svg.status.success(), "{}", stderr(&svg));
    assert!(stdout(&svg).starts_with("<svg"));
    let png = rukh(&["diagram", "--out", "-", "--format", "png"]);
    assert!(png.stdout.starts_with(b"\x89PNG"));
    // The database of the site's commands from the environment.
    let db = format!("sqlite://{}", dir.join("env.db").display());
    let listed = Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["users", "list"])
        .env("RUKH_DATABASE", &db)
        .output()
        .unwrap();
    assert!(listed.status.success(), "{}", stderr(&listed));
    assert!(dir.join("env.db").exists());
}
