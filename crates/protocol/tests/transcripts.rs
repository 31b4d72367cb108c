//! Golden protocol transcripts: `> sent` and `< expected` lines, run in-process with depth limits.
//! In `info` lines and XBoard thinking lines the timing figures are not compared.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

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
    let buf = Buf::default();
    let out: rukh_protocol::Out = Arc::new(Mutex::new(Box::new(buf.clone())));
    rukh_protocol::run_detect(Cursor::new(sent.into_bytes()), out);
    let got = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    let got: Vec<String> = got.lines().map(normalize).collect();
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
