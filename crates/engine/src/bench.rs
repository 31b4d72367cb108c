//! `rukh bench`: fixed positions from all five games searched to a fixed depth on one thread.
//! The total node count is the search's signature: it changes only when the search does.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rukh_rules::Position;
use rukh_rules::variant::builtin;

use crate::search::{Limits, Searcher};

/// (variant, FEN) pairs searched by the bench.
pub const POSITIONS: &[(&str, &str)] = &[
    (
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    ),
    (
        "shatranj",
        "rn1kq1nr/p3pppp/2p4b/8/1p2N3/B3PN2/PPPPKPPP/R3QB1R w - - 2 11",
    ),
    ("shatranj", "8/2p5/1p6/3k4/8/8/5P2/R3K3 w - - 0 1"),
    (
        "chaturanga-davidson",
        "rneqkenr/pppppppp/8/8/8/8/PPPPPPPP/RNEKQENR w - - 0 1",
    ),
    (
        "chaturanga-davidson",
        "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1",
    ),
    (
        "parsi",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ADEHLadehl - 0 1",
    ),
    ("parsi", "k7/3N4/KP6/7p/8/8/8/8 w - - 0 1"),
    (
        "shatranj-kamil-64",
        "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1",
    ),
    ("shatranj-kamil-64", "7k/8/3P4/8/8/8/8/R3K3 b - - 0 1"),
    (
        "great-shatranj",
        "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1",
    ),
    (
        "great-shatranj",
        "4k4n/1P8/10/10/10/10/10/W1EGK1HENW w - - 0 1",
    ),
];

/// Runs the bench; returns (nodes, elapsed) and calls `line` for each position.
pub fn run(depth: u32, mut line: impl FnMut(&str, &str, u64)) -> (u64, Duration) {
    let start = Instant::now();
    let mut total = 0;
    for (id, fen) in POSITIONS {
        let v = builtin(id).expect("built-in");
        let pos = Position::from_fen(&v, fen).expect("bench FEN");
        let mut s = Searcher::new(16);
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        s.search(&pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
        total += s.nodes();
        line(id, fen, s.nodes());
    }
    (total, start.elapsed())
}
