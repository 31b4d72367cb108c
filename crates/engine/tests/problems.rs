//! The problem collection that comes with Rukh: every solution legal and reaching its stated
//! end by the rules, and the engine confirming every win within the stated moves.

use rukh_engine::Searcher;
use rukh_engine::problems::{self, Goal};

#[test]
fn every_problem_stands() {
    let all = problems::builtin();
    let mut searcher = Searcher::new(32);
    let mut ids = std::collections::HashSet::new();
    let mut bad = Vec::new();
    for p in &all {
        assert!(ids.insert(p.id.clone()), "the id {} is used twice", p.id);
        assert!(!p.source.trim().is_empty(), "{} has no source", p.id);
        if let Err(e) = problems::verify(p, &mut searcher) {
            bad.push(e);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn each_game_has_its_problems() {
    let all = problems::builtin();
    for (id, _) in problems::BUILTIN_FILES {
        let n = all.iter().filter(|p| p.variant == *id).count();
        assert!(n >= 20, "{id}: {n} problems");
    }
    assert!(all.iter().any(|p| p.goal == Goal::BareKing));
}
