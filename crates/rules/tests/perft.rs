//! Perft tables (`tests/perft/*.perft`), each headed by where its numbers come from.
//! Counts up to `FAST_LIMIT` nodes run in every test run; the rest with `--ignored`.

mod common;

use rukh_rules::Position;
use rukh_rules::perft::perft;

const FAST_LIMIT: u64 = 3_000_000;

struct Entry {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn table(variant: &str) -> Vec<Entry> {
    let path = format!("{}/tests/perft/{variant}.perft", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out: Vec<Entry> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("{path}:{}: bad line", n + 1));
        match key {
            "id" => out.push(Entry {
                id: rest.to_owned(),
                fen: String::new(),
                counts: Vec::new(),
            }),
            "fen" => out.last_mut().expect("id first").fen = rest.to_owned(),
            "perft" => {
                let (d, c) = rest.split_once(' ').expect("depth count");
                out.last_mut()
                    .expect("id first")
                    .counts
                    .push((d.parse().unwrap(), c.parse().unwrap()));
            }
            _ => panic!("{path}:{}: unknown key {key}", n + 1),
        }
    }
    out
}

fn run(variant: &str, deep: bool) {
    let v = common::variant(variant);
    let entries = table(variant);
    assert!(
        entries.len() >= 9,
        "{variant}: the table needs the start and at least eight more positions"
    );
    for e in entries {
        let mut pos =
            Position::from_fen(&v, &e.fen).unwrap_or_else(|err| panic!("{}: {err}", e.id));
        for &(depth, count) in &e.counts {
            if (count <= FAST_LIMIT) != deep {
                assert_eq!(
                    perft(&mut pos, depth),
                    count,
                    "{variant} {} depth {depth}",
                    e.id
                );
            }
        }
    }
}

macro_rules! tables {
    ($($name:ident, $deep:ident => $id:literal;)*) => {$(
        #[test]
        fn $name() { run($id, false) }
        #[test]
        #[ignore = "deep perft; run with --ignored"]
        fn $deep() { run($id, true) }
    )*};
}

tables! {
    shatranj, shatranj_deep => "shatranj";
    chaturanga_davidson, chaturanga_davidson_deep => "chaturanga-davidson";
    parsi, parsi_deep => "parsi";
    shatranj_kamil_64, shatranj_kamil_64_deep => "shatranj-kamil-64";
    great_shatranj, great_shatranj_deep => "great-shatranj";
}
