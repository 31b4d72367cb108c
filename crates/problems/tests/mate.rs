//! The engine's search for a mate, checked by the problems' prover: the line it finds is a forced
//! win in the plies it claims.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rukh_engine::{Limits, Score, Searcher};
use rukh_rules::variant::builtin;
use rukh_rules::{Position, coord};

#[test]
fn a_search_for_a_mate_finds_the_quiet_mate_the_network_hides() {
    // Great Shatranj, a mate in 4 found in a game. The network scores White's side
    // many pawns down, so the playing search's pruning near the leaves leaves the mating net's
    // quiet moves unsearched and reports a longer mate; `go mate 4` searches them all.
    let v = builtin("great-shatranj").unwrap();
    let pos = Position::from_fen(&v, "10/10/k2P1W4/7e2/2m3p3/6P3/K9/4w5 b - - 1 81").unwrap();
    let mut s = Searcher::new(16);
    let (mv, info) = s.search(
        &pos,
        &Limits {
            nodes: Some(2_000_000),
            mate: Some(4),
            ..Limits::default()
        },
        Arc::new(AtomicBool::new(false)),
        |_| {},
    );
    // Several first moves mate in 4 here (e1c1, c4c2, h5f3, e1e2 among them): whichever the
    // search plays, the problem prover must find the win forced in the 6 plies after it.
    let mv = mv.unwrap();
    let mut after = pos.clone();
    after.play_unchecked(mv);
    let proof = rukh_problems::Prover::new(5_000_000).wins(&mut after, pos.turn(), 6, &[]);
    assert_eq!(
        proof,
        Some(true),
        "{} is not a forced win in 4",
        coord(&pos, mv)
    );
    let info = info.unwrap();
    assert_eq!(info.shown_score(&pos), Score::Mate(4));
}
