//! Garbage on either protocol never stops the engine: it still answers at the end. Word salad
//! from the protocols' own vocabulary, and the golden sessions' real input with random edits.
//! `RUKH_FUZZ_CASES=N` sets the number of cases (long mode: tens of thousands; each case is a
//! whole session).

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

/// A line of words. A depth limit of 50 (`depth 50`, XBoard's `sd 50`) becomes 2: a search
/// that deep in a test build would run for hours, and the engine finishes a bounded search
/// before it answers the end of input.
fn line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..6).prop_map(|w| {
        let mut words: Vec<&str> = w.clone();
        for i in 1..words.len() {
            if words[i] == "50" && matches!(words[i - 1], "depth" | "sd") {
                words[i] = "2";
            }
        }
        words.join(" ")
    })
}

fn cases(default: u32) -> u32 {
    std::env::var("RUKH_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The input lines of a golden transcript.
fn sent(name: &str) -> Vec<String> {
    let path = format!("{}/tests/transcripts/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("> "))
        .map(str::to_owned)
        .collect()
}

/// Random edits of a line: characters dropped, doubled or changed, words swapped.
fn mutate_line(line: &str, ops: &[(u8, usize, char)]) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    for &(op, at, c) in ops {
        if chars.is_empty() {
            chars.push(c);
            continue;
        }
        let i = at % chars.len();
        match op % 4 {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, c),
            2 => chars[i] = c,
            _ => {
                let d = chars[i];
                chars.insert(i, d);
            }
        }
    }
    chars.into_iter().collect()
}

fn ops() -> impl Strategy<Value = Vec<(u8, usize, char)>> {
    prop::collection::vec(
        (any::<u8>(), any::<usize>(), prop::char::range(' ', '~')),
        0..4,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    /// A real UCI session with some lines edited: the engine answers every `go` and `isready`.
    #[test]
    fn uci_real_sessions_mutated(edits in prop::collection::vec((any::<usize>(), ops()), 0..6)) {
        let mut lines = sent("uci-errors.txt");
        lines.extend(sent("uci-refused-position.txt"));
        for (which, ops) in &edits {
            let i = which % lines.len();
            lines[i] = mutate_line(&lines[i], ops);
        }
        // Deep searches only slow the test down: a depth over 3 is cut to 3.
        let first = |l: &str| l.split_whitespace().next().unwrap_or("").to_owned();
        let lines: Vec<String> = lines
            .into_iter()
            .filter(|l| !matches!(first(l).as_str(), "uci" | "quit"))
            .map(|l| if first(&l) == "go" { "go depth 2".to_owned() } else { l })
            .collect();
        let gos = lines.iter().filter(|l| l.as_str() == "go depth 2").count();
        let out = session("uci", &lines, "isready");
        prop_assert!(out.trim_end().lines().any(|l| l == "readyok"), "{}", out);
        let answers = out.lines().filter(|l| l.starts_with("bestmove")).count();
        prop_assert_eq!(answers, gos, "{}", out);
    }

    /// A real XBoard session with some lines edited: the engine still answers `ping`.
    #[test]
    fn xboard_real_sessions_mutated(edits in prop::collection::vec((any::<usize>(), ops()), 0..6)) {
        let mut lines = sent("xboard-great.txt");
        lines.extend(sent("xboard-refused-setboard.txt"));
        for (which, ops) in &edits {
            let i = which % lines.len();
            lines[i] = mutate_line(&lines[i], ops);
        }
        let mut ls = vec!["sd 2".to_string()];
        let first = |l: &str| l.split_whitespace().next().unwrap_or("").to_owned();
        ls.extend(
            lines
                .into_iter()
                .filter(|l| !matches!(first(l).as_str(), "xboard" | "sd" | "quit" | "st" | "level" | "time")),
        );
        let out = session("xboard", &ls, "ping 99");
        prop_assert!(out.lines().any(|l| l == "pong 99"), "{}", out);
    }

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
