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
    let got: Vec<String> = common::session(sent).lines().map(normalize).collect();
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
