//! Garbage on either protocol never stops the engine: it still answers at the end.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

use proptest::prelude::*;

#[derive(Clone, Default)]
struct Buf(Arc<Mutex<Vec<u8>>>);

impl Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn session(first: &str, lines: &[String], last: &str) -> String {
    let mut text = format!("{first}\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text.push_str(last);
    text.push('\n');
    let buf = Buf::default();
    let out: rukh_protocol::Out = Arc::new(Mutex::new(Box::new(buf.clone())));
    rukh_protocol::run_detect(Cursor::new(text.into_bytes()), out);
    let got = buf.0.lock().unwrap().clone();
    String::from_utf8_lossy(&got).into_owned()
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
