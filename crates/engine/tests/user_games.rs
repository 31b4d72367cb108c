//! Users' own games at the limits of what a definition may say: the search stays sound and
//! bounded whatever the pieces' values and however many long-range pieces meet.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_engine::{Limits, Score, Searcher};
use rukh_rules::Variant;

/// A 16x8 game of queens and kings; `start` is the position, `value` the queen's value.
fn queens(start: &str, value: i32) -> Arc<Variant> {
    Variant::from_toml(&format!(
        r#"id = "wide-queens"
name = "Wide queens"
files = 16
ranks = 8
start = "{start}"

[[piece]]
name = "King"
letter = "K"
betza = "K"
royal = true

[[piece]]
name = "Queen"
letter = "Q"
betza = "Q"
value = {value}

[rules]
stalemate = "loss"
"#
    ))
    .unwrap()
}

fn search(v: &Arc<Variant>, moves: &[&str], limits: Limits) -> (u64, Score) {
    let mut pos = v.start_position();
    for m in moves {
        pos.play_coord(m).unwrap();
    }
    let mut s = Searcher::new(16);
    let mut nodes = 0;
    let (best, info) = s.search(&pos, &limits, Arc::new(AtomicBool::new(false)), |i| {
        nodes = i.nodes
    });
    assert!(best.is_some());
    (nodes, info.unwrap().score)
}

/// Two full ranks of queens each, face to face after one move: every capture can be answered by
/// several, and an unbounded capture search took millions of nodes to finish the first ply.
#[test]
fn a_crowd_of_queens_finishes_the_first_ply_quickly() {
    let v = queens(
        "qqqqqqqkqqqqqqqq/qqqqqqqqqqqqqqqq/16/16/16/16/QQQQQQQQQQQQQQQQ/QQQQQQQKQQQQQQQQ w - - 0 1",
        900,
    );
    let (nodes, _) = search(
        &v,
        &["a2a7"],
        Limits {
            depth: Some(1),
            ..Limits::default()
        },
    );
    assert!(nodes < 400_000, "{nodes} nodes for one ply");
}

/// Material worth far more than the mate scores' distance from the largest evaluation is no
/// mate, and the search goes deeper than the first ply.
#[test]
fn huge_piece_values_read_as_material_not_mate() {
    for value in [30_000, 32_000, 100_000] {
        let v = queens("15k/qqqq12/16/16/16/16/QQQQ12/15K w - - 0 1", value);
        let (_, score) = search(
            &v,
            &[],
            Limits {
                depth: Some(3),
                ..Limits::default()
            },
        );
        assert!(matches!(score, Score::Cp(_)), "value {value}: {score:?}");
    }
    // Beyond what a definition may give, the file is refused.
    let text = rukh_rules::variant::builtin_source("shatranj")
        .unwrap()
        .replace("value = 860", "value = 100001");
    assert!(Variant::from_toml(&text).is_err());
}
