//! Golden protocol transcripts: `> sent` and `< expected` lines, run in-process with depth limits.
//! In `info` lines and XBoard thinking lines the timing figures are not compared. `> @wait MS`
//! pauses the input; the output then shows `@waited`, so what came before the next line is seen.

mod common;

fn normalize(line: &str) -> String {
    let mut out = Vec::new();
    let mut words = line.split_whitespace().peekable();
    while let Some(w) = words.next() {
        out.push(w.to_owned());
        if matches!(w, "nps" | "time") && line.starts_with("info") {
            words.next();
            out.push("_".into());
        }
    }
    // XBoard's thinking lines: depth, score, time (centiseconds), nodes, line.
    if line.starts_with(|c: char| c.is_ascii_digit()) && out.len() > 3 {
        out[2] = "_".into();
    }
    out.join(" ")
}

fn run(name: &str) {
    let path = format!("{}/tests/transcripts/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let sent: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(str::to_owned)
        .collect();
    let expected: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("< "))
        .map(normalize)
        .collect();
    let output = common::paced_session(sent);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let mut new: String = text
            .lines()
            .filter(|l| l.starts_with("> "))
            .map(|l| format!("{l}\n"))
            .collect();
        new.extend(output.lines().map(|l| format!("< {l}\n")));
        std::fs::write(&path, new).unwrap();
        return;
    }
    let got: Vec<String> = output.lines().map(normalize).collect();
    assert_eq!(got, expected, "{path}");
}

#[test]
fn uci_session() {
    run("uci-shatranj.txt");
}

#[test]
fn uci_errors_keep_the_loop_going() {
    run("uci-errors.txt");
}

#[test]
fn uci_never_searches_a_refused_position() {
    run("uci-refused-position.txt");
}

#[test]
fn xboard_refuses_go_after_a_bad_setboard() {
    run("xboard-refused-setboard.txt");
}

#[test]
fn xboard_session() {
    run("xboard-great.txt");
}

#[test]
fn uci_multipv_three_lines() {
    run("uci-multipv.txt");
}

#[test]
fn uci_infinite_waits_for_stop() {
    run("uci-infinite.txt");
}

#[test]
fn xboard_analyze_follows_the_moves() {
    run("xboard-analyze.txt");
}

#[test]
fn uci_multipv_reports_distinct_lines() {
    let out = common::session(
        "uci\nsetoption name MultiPV value 3\nposition startpos\ngo depth 4\n".into(),
    );
    let firsts: std::collections::BTreeSet<String> = out
        .lines()
        .filter(|l| l.starts_with("info depth 4 "))
        .map(|l| {
            assert!(l.contains(" multipv "), "{l}");
            l.split(" pv ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(
        firsts.len(),
        3,
        "three different first moves expected:\n{out}"
    );
    assert!(out.contains("bestmove "));
}

#[test]
fn uci_ponderhit_puts_the_search_on_the_clock() {
    // A ponder search runs until ponderhit; then the clock (1 s left) ends it soon.
    let out = common::session(
        "uci\nposition startpos moves e2e3\ngo ponder wtime 1000 btime 1000\nponderhit\n".into(),
    );
    let best = out
        .lines()
        .find(|l| l.starts_with("bestmove "))
        .expect(&out);
    assert_ne!(best, "bestmove (none)");
}

#[test]
fn xboard_analyze_thinks_without_moving_and_follows_the_moves() {
    let out = common::session(
        "xboard\nprotover 2\nnew\nvariant shatranj-kamil-64\nforce\npost\nanalyze\nusermove e2e3\nexit\nping 7\n"
            .into(),
    );
    assert!(out.contains("analyze=1"));
    assert!(!out.lines().any(|l| l.starts_with("move ")), "{out}");
    assert!(out.contains("pong 7"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("setup (")), "{out}");
    assert!(out.contains("piece E& AmD"), "{out}");
}

#[test]
fn xboard_setboard_takes_xboards_short_fen() {
    // XBoard writes no castling or en passant field for these games.
    let out = common::session(
        "xboard\nprotover 2\nnew\nvariant kamil\nforce\nsetboard rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w 0 1\nusermove e3e4\nping 1\n"
            .into(),
    );
    assert!(!out.contains("Illegal position"), "{out}");
    assert!(!out.contains("Illegal move"), "{out}");
    assert!(out.contains("pong 1"));
}

#[test]
fn xboard_parsi_start_with_xboards_unmoved_field_keeps_the_double_steps() {
    // XBoard names only the rajas' files (`Ed`) in its castling field; the pawns keep their
    // double steps (their master pieces have not moved), and the raja its leap.
    let out = common::session(
        "xboard\nprotover 2\nnew\nvariant parsi\nforce\nsetboard rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ed - 0 1\nusermove e2e4\nusermove d7d5\nusermove g1f3\nusermove a7a5\nping 1\n"
            .into(),
    );
    assert!(!out.contains("Illegal"), "{out}");
    assert!(out.contains("pong 1"), "{out}");
    // After a rook has moved away and back, XBoard's field cannot say so; a piece away from its
    // square has moved, and a raja XBoard leaves out has moved too.
    let out = common::session(
        "xboard\nprotover 2\nnew\nvariant parsi\nforce\nsetboard rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w E - 0 1\nusermove a2a4\nping 1\n"
            .into(),
    );
    assert!(
        out.contains("Illegal move"),
        "the rook's pawn may not double-step: {out}"
    );
}

#[test]
fn uci_variant_file_survives_naming_its_own_game() {
    // A match runner sets the file once and names the game before every game.
    let file = format!(
        "{}/../../variants/examples/makruk.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = common::session(format!(
        "uci\nsetoption name VariantFile value {file}\nsetoption name UCI_Variant value makruk\n\
         ucinewgame\nposition startpos\ngo perft 2\n\
         setoption name UCI_Variant value shatranj\nposition startpos\ngo perft 2\n"
    ));
    let perfts: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("info string perft"))
        .collect();
    // Makruk from the file, then the builtin Shatranj.
    assert_eq!(perfts[0], "info string perft 2 nodes 529", "{out}");
    assert_eq!(perfts[1], "info string perft 2 nodes 256", "{out}");
    assert!(!out.contains("unknown variant"), "{out}");
}

/// Every `go` gets exactly one `bestmove`, whatever its parameters; the moves are legal.
#[test]
fn uci_every_go_is_answered() {
    let gos = [
        "go searchmoves e2e3 depth 3",
        "go searchmoves d2d3 h2h3 depth 2",
        "go searchmoves z9z9 depth 1",
        "go mate 2",
        "go garbage",
        "go wtime 18446744073709551616",
        "go movetime 18446744073709551615",
        "go depth -5",
        "go nodes 99999999999999999999999",
        "go wtime 1000 btime",
        "go infinite",
    ];
    let mut input = String::from("uci\nposition startpos\n");
    for g in gos {
        input.push_str(g);
        input.push('\n');
    }
    input.push_str("stop\n");
    let out = common::session(input);
    let answers: Vec<&str> = out.lines().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(answers.len(), gos.len(), "{out}");
    assert!(answers[0].starts_with("bestmove e2e3"), "{out}");
    assert!(
        answers[1].starts_with("bestmove d2d3") || answers[1].starts_with("bestmove h2h3"),
        "{out}"
    );
    let v = rukh_rules::variant::builtin("shatranj").unwrap();
    let start = v.start_position();
    for a in &answers {
        let mv = a.split_whitespace().nth(1).unwrap();
        assert!(start.parse_move(mv).is_ok(), "{a}");
    }
}

/// `go mate N` stops at the mate and plays its first move.
#[test]
fn uci_go_mate_finds_the_mate() {
    let out =
        common::session("uci\nposition fen 7k/1p6/5K2/8/8/8/8/R7 w - - 0 1\ngo mate 2\n".into());
    assert!(out.contains("score mate 2"), "{out}");
    assert!(out.contains("bestmove f6g6"), "{out}");
}

/// A GUI may play on past a draw by repetition or the move rule, which are conventions, not the
/// sources' rules: the engine accepts such move lists and answers with a move.
#[test]
fn uci_plays_on_past_a_convention() {
    let out = common::session(
        "uci\nposition startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3\ngo depth 2\n\
         position fen rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 140 80 moves e2e3\ngo depth 2\n\
         position fen R6k/7p/5K2/8/8/8/8/8 b - - 0 1\ngo depth 2\n"
            .into(),
    );
    let answers: Vec<&str> = out.lines().filter(|l| l.starts_with("bestmove")).collect();
    assert!(!out.contains("error"), "{out}");
    assert_eq!(answers.len(), 3, "{out}");
    assert_ne!(answers[0], "bestmove (none)", "{out}");
    assert_ne!(answers[1], "bestmove (none)", "{out}");
    // Mate is a rule of the game: no move.
    assert_eq!(answers[2], "bestmove (none)", "{out}");
}

/// `stop` and `quit` end a long `go perft` at once.
#[test]
fn uci_perft_stops() {
    let started = std::time::Instant::now();
    let out = common::session("uci\ngo perft 12\nstop\ngo perft 2\n".into());
    assert!(out.contains("perft 12 stopped"), "{out}");
    assert!(out.contains("perft 2 nodes 256"), "{out}");
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
}

/// A line longer than the limit is dropped with an error that quotes none of it, and the
/// session goes on.
#[test]
fn overlong_lines_are_refused_briefly() {
    let long = "x".repeat(3 << 20);
    let out = common::session(format!(
        "uci\n{long}\nposition startpos moves {long}\nsetoption name {long}\nisready\n"
    ));
    assert!(out.contains("readyok"), "{}", &out[..out.len().min(2000)]);
    assert!(out.len() < 10_000, "{} bytes of output", out.len());
    assert!(out.contains("ignored"), "{out}");
}

/// XBoard's `exit` leaves analyze mode; outside it the engine stays.
#[test]
fn xboard_exit_outside_analyze_keeps_the_engine() {
    let out = common::session("xboard\nprotover 2\nexit\nping 1\nanalyze\nexit\nping 2\n".into());
    assert!(out.contains("pong 1"), "{out}");
    assert!(out.contains("pong 2"), "{out}");
}

/// Parsi's mate scores rank the grades of win; the score a GUI reads is the distance. A mate in
/// one (from a self-play game: 19. Bg3#) is reported as such.
#[test]
fn parsi_mate_is_reported_by_its_distance() {
    let out = common::session(
        "uci\nsetoption name UCI_Variant value parsi\nposition fen 2r2bnr/1ppb1p2/p1n1p3/3pP1pp/3P1BPk/P1NQ1P1P/1PP1N1K1/R6R w AHh - 0 19\ngo depth 5\n"
            .into(),
    );
    let last = out
        .lines()
        .rfind(|l| l.starts_with("info depth 5 "))
        .expect(&out);
    assert!(last.contains(" score mate 1 "), "{last}");
    assert!(out.contains("bestmove f4g3"), "{out}");
}

#[test]
fn xboard_parsi_plays_no_knight_bonus_it_cannot_say() {
    // b7-b8=N with the bonus leg b8xa6 wins the vizier: over UCI the engine plays it as two legs.
    let fen = "4k3/1P6/q7/8/8/8/8/4K3 w - - 0 1";
    let out = common::session(format!(
        "uci\nsetoption name UCI_Variant value parsi\nposition fen {fen}\ngo depth 4\n"
    ));
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_default();
    assert!(best.starts_with("b7b8n,b8a6"), "{out}");
    // XBoard cannot be told of a second leg (it forfeited such a game as illegal): there the
    // engine plays the promotion without its optional bonus, or another move.
    let out = common::session(format!(
        "xboard\nprotover 2\nnew\nvariant parsi\nforce\nsetboard {fen}\nsd 4\ngo\nping 1\n"
    ));
    let mv = out
        .lines()
        .find_map(|l| l.strip_prefix("move "))
        .unwrap_or_default();
    assert!(!mv.is_empty() && !mv.contains(','), "{out}");
}
