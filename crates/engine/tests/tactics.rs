//! The engine finds the wins the rules contract describes: mates, bare-king wins, king captures,
//! Parsi's best grade.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_engine::search::SearchParams;
use rukh_engine::{Limits, Score, Searcher};
use rukh_rules::variant::builtin;
use rukh_rules::{Position, coord};

fn best(id: &str, fen: &str, moves: &[&str], depth: u32) -> (String, Score) {
    best_with(SearchParams::default(), id, fen, moves, depth).0
}

/// The best move and score at `depth` with the search's numbers `params`, and the nodes searched.
fn best_with(
    params: SearchParams,
    id: &str,
    fen: &str,
    moves: &[&str],
    depth: u32,
) -> ((String, Score), u64) {
    let v = builtin(id).unwrap();
    let mut pos = Position::from_fen(&v, fen).unwrap();
    for m in moves {
        pos.play_coord(m).unwrap();
    }
    let mut s = Searcher::new(8);
    s.search_params = params;
    let (mv, info) = s.search(
        &pos,
        &Limits {
            depth: Some(depth),
            ..Limits::default()
        },
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    (
        (coord(&pos, mv.unwrap()).to_string(), info.unwrap().score),
        s.nodes(),
    )
}

#[test]
fn shatranj_mate_in_one() {
    assert_eq!(
        best("shatranj", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1", &[], 4),
        ("a1a8".into(), Score::Mate(1))
    );
}

#[test]
fn shatranj_bares_the_king() {
    // Taking the last pawn bares Black against two men: an immediate win.
    assert_eq!(
        best("shatranj", "k7/8/8/8/8/8/p7/RN1K4 w - - 0 1", &[], 4).0,
        "a1a2"
    );
}

#[test]
fn davidson_takes_the_king() {
    let (mv, score) = best(
        "chaturanga-davidson",
        "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1",
        &["b8a7"],
        3,
    );
    assert_eq!((mv.as_str(), score), ("b6a7", Score::Mate(1)));
}

#[test]
fn davidson_lone_king_counter_bares() {
    // D4: Black's only escape from losing is to take the protected pawn (a draw).
    assert_eq!(
        best(
            "chaturanga-davidson",
            "8/8/8/8/8/1k6/1P6/2K5 b - - 0 1",
            &[],
            3
        )
        .0,
        "b3b2"
    );
}

#[test]
fn parsi_prefers_the_pawn_mate() {
    let (mv, score) = best("parsi", "k7/3N4/KP6/7p/8/8/8/8 w - - 0 1", &[], 3);
    assert_eq!(mv, "b6b7");
    assert!(matches!(score, Score::Mate(1)), "{score:?}");
}

#[test]
fn kamil_shortest_game() {
    let start = "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1";
    assert_eq!(
        best(
            "shatranj-kamil-64",
            start,
            &["b1a3", "e6e5", "a3c4", "d6d5"],
            3
        )
        .0,
        "c4d6"
    );
}

#[test]
fn great_shatranj_mate_in_one() {
    // Gb7, protected by the king: mate.
    let (mv, score) = best(
        "great-shatranj",
        "k9/2G7/1K8/10/10/10/7p2/10 w - - 0 1",
        &[],
        3,
    );
    assert_eq!(score, Score::Mate(1), "{mv}");
}

#[test]
fn bench_signature_is_stable() {
    let (a, _) = rukh_engine::bench::run(4, |_, _, _| {});
    let (b, _) = rukh_engine::bench::run(4, |_, _, _| {});
    assert_eq!(a, b);
    assert!(a > 1000);
}

#[test]
fn lazy_smp_threads_find_the_same_mate() {
    let v = builtin("shatranj").unwrap();
    let pos = Position::from_fen(&v, "7k/7p/5K2/8/8/8/8/R7 w - - 0 1").unwrap();
    let mut s = Searcher::new(8);
    s.threads = 2;
    let (mv, info) = s.search(
        &pos,
        &Limits {
            depth: Some(5),
            ..Limits::default()
        },
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    assert_eq!(coord(&pos, mv.unwrap()).to_string(), "a1a8");
    assert_eq!(info.unwrap().score, Score::Mate(1));
}

/// A search feature that is off by default, turned on in `on`, still finds every win above,
/// deeper; and it does change the tree (`what` names it in a failure).
fn keeps_the_tactics(on: SearchParams, what: &str) {
    let cases: &[(&str, &str, &[&str], &str)] = &[
        ("shatranj", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1", &[], "a1a8"),
        ("shatranj", "k7/8/8/8/8/8/p7/RN1K4 w - - 0 1", &[], "a1a2"),
        (
            "chaturanga-davidson",
            "1k3R2/1p6/1Q6/8/8/3q4/8/1K6 b - - 0 1",
            &["b8a7"],
            "b6a7",
        ),
        (
            "chaturanga-davidson",
            "8/8/8/8/8/1k6/1P6/2K5 b - - 0 1",
            &[],
            "b3b2",
        ),
        ("parsi", "k7/3N4/KP6/7p/8/8/8/8 w - - 0 1", &[], "b6b7"),
        (
            "shatranj-kamil-64",
            "rnseksnr/pp1ge1pp/2pppp2/8/8/2PPPP2/PP1GE1PP/RNSEKSNR w - - 0 1",
            &["b1a3", "e6e5", "a3c4", "d6d5"],
            "c4d6",
        ),
    ];
    for &(id, fen, moves, want) in cases {
        let ((mv, _), _) = best_with(on, id, fen, moves, 8);
        assert_eq!(mv, want, "{what}: {id} {fen}");
    }
    let start = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    let (_, off_nodes) = best_with(SearchParams::default(), "shatranj", start, &[], 10);
    let (_, on_nodes) = best_with(on, "shatranj", start, &[], 10);
    assert_ne!(off_nodes, on_nodes, "{what} never came into play");
}

/// Singular extensions, from depth 4 so that these short searches reach them.
#[test]
fn singular_extensions_keep_the_tactics() {
    let mut on = SearchParams::default();
    on.set("SingularDepth", 4).unwrap();
    keeps_the_tactics(on, "the singular extension");
}

/// Captures ordered by their history as well as by what they take.
#[test]
fn capture_history_keeps_the_tactics() {
    let mut on = SearchParams::default();
    on.set("CaptureHistory", 32).unwrap();
    keeps_the_tactics(on, "the capture history");
}
