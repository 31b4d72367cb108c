//! Garbage on either protocol never stops the engine: it still answers at the end.

mod common;

use proptest::prelude::*;

fn session(first: &str, lines: &[String], last: &str) -> String {
    let mut text = format!("{first}\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text.push_str(last);
    text.push('\n');
    common::session(text)
}

const WORDS: &[&str] = &[
    "uci",
    "isready",
    "position",
    "startpos",
    "fen",
    "moves",
    "go",
    "depth",
    "1",
    "-3",
    "nodes",
    "50",
    "movetime",
    "wtime",
    "btime",
    "setoption",
    "name",
    "value",
    "UCI_Variant",
    "parsi",
    "great-shatranj",
    "Hash",
    "Threads",
    "Rule",
    "stalemate",
    "e2e3",
    "b7b8n,b8c6",
    "stop",
    "new",
    "force",
    "usermove",
    "undo",
    "remove",
    "level",
    "st",
    "sd",
    "time",
    "setboard",
    "variant",
    "8/8/8",
    "k7/8/8/8/8/8/8/K7",
    "w",
    "-",
    "nan",
    "?",
    "playother",
    "memory",
    "cores",
    "result",
    "ponderhit",
    "ucinewgame",
    "post",
    "hint",
];

fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..6).prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn uci_survives_garbage(lines in prop::collection::vec(line(), 0..12)) {
        let out = session("uci", &lines, "isready");
        prop_assert!(out.contains("uciok"));
        prop_assert!(out.trim_end().lines().any(|l| l == "readyok"), "{}", out);
    }

    #[test]
    fn xboard_survives_garbage(lines in prop::collection::vec(line(), 0..12)) {
        let mut ls = vec!["sd 1".to_string()];
        ls.extend(lines);
        let out = session("xboard", &ls, "ping 99");
        prop_assert!(out.lines().any(|l| l == "pong 99"), "{}", out);
    }
}
