//! Golden protocol transcripts: `> sent` and `< expected` lines, run in-process with depth limits.
//! In `info` lines and XBoard thinking lines the timing figures are not compared.

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
    out.join(" ")
}

fn run(name: &str) {
    let path = format!("{}/tests/transcripts/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let sent: String = text
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(|l| format!("{l}\n"))
        .collect();
    let expected: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("< "))
        .map(normalize)
        .collect();
    let output = common::session(sent);
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
fn xboard_session() {
    run("xboard-great.txt");
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
