//! The problem collection that comes with Rukh. Positions from play: every solution legal and
//! reaching its stated end by the rules, the only first move that wins so fast, and the engine
//! confirming every win. Historical problems: every finding their file records (the key wins or
//! fails, its length, each second solution, the longest defence) is what the proof finds now.

use rukh_engine::Searcher;
use rukh_problems::{self as problems, Goal, KeyStatus, Problem};

#[test]
fn every_position_from_play_stands() {
    let all = problems::builtin();
    let mut searcher = Searcher::new(32);
    let mut ids = std::collections::HashSet::new();
    let mut bad = Vec::new();
    for p in &all {
        assert!(ids.insert(p.id.clone()), "the id {} is used twice", p.id);
        assert!(!p.source.trim().is_empty(), "{} has no source", p.id);
        assert!(
            !p.source.contains("rukh problems"),
            "{}: a source says where a position comes from in words, not as a command",
            p.id
        );
        if p.is_historical() {
            continue;
        }
        if let Err(e) = problems::verify(p, &mut searcher) {
            bad.push(e);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

fn historical() -> Vec<Problem> {
    problems::builtin()
        .into_iter()
        .filter(|p| p.is_historical())
        .collect()
}

/// The largest recorded budget the default test run re-proves: a proof recorded with more (a
/// question settled by hours of search) is re-proved by the ignored test below, run as
/// `cargo test --release -p rukh-problems -- --ignored`.
const TEST_BUDGET: u64 = 6_000_000;

fn large(p: &Problem) -> bool {
    p.budget.is_some_and(|b| b > TEST_BUDGET)
}

/// Re-verifies the findings of every `SHARDS`th historical problem from `offset`: the test
/// threads take the shards as they come free, so the long proofs spread over the cores.
fn findings_hold(offset: usize) {
    let mut bad = Vec::new();
    for p in historical()
        .iter()
        .filter(|p| !large(p))
        .skip(offset)
        .step_by(SHARDS)
    {
        if let Err(e) = problems::verify_recorded(p, None) {
            bad.push(e);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

const SHARDS: usize = 6;

#[test]
fn historical_findings_hold_1() {
    findings_hold(0);
}

#[test]
fn historical_findings_hold_2() {
    findings_hold(1);
}

#[test]
fn historical_findings_hold_3() {
    findings_hold(2);
}

#[test]
fn historical_findings_hold_4() {
    findings_hold(3);
}

#[test]
fn historical_findings_hold_5() {
    findings_hold(4);
}

#[test]
fn historical_findings_hold_6() {
    findings_hold(5);
}

/// The findings recorded with a budget larger than the default run spends (minutes to hours in
/// a release build).
#[test]
#[ignore = "long proofs: cargo test --release -p rukh-problems -- --ignored"]
fn historical_findings_at_large_budgets_hold() {
    let mut bad = Vec::new();
    for p in historical().iter().filter(|p| large(p)) {
        if let Err(e) = problems::verify_recorded(p, None) {
            bad.push(e);
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Alfonso 2 is stated as a draw, and its note says Black in fact mates in 10, Rg1+ the only
/// first move that does: the proof of that claim (about 13 million positions).
#[test]
#[ignore = "a long proof: cargo test --release -p rukh-problems -- --ignored"]
fn alfonso_2_stated_drawn_is_a_mate_in_10_for_black() {
    let mut p = historical()
        .into_iter()
        .find(|p| p.id == "shatranj-alfonso-2")
        .expect("Alfonso 2 is in the collection");
    assert!(p.note.contains("Black mates in 10"), "{}", p.note);
    p.goal = Goal::Win;
    p.moves = 10;
    p.solution = [
        "h1g1", "g2f3", "g1g3", "f3e2", "g3e3", "e2d1", "e3e1", "d1c2", "e1c1", "c2b3", "c1c3",
        "b3a4", "c3a3", "a4b5", "a3a5", "b5c6", "g4e5", "c6b7", "a5a7",
    ]
    .map(String::from)
    .to_vec();
    let exam = problems::examine(&p, 4_000_000, false).expect("the line is legal and mates");
    assert_eq!(exam.key_status(), KeyStatus::Wins);
    assert_eq!(exam.length(Goal::Win), Some(10));
    assert!(exam.cooks().is_empty(), "{:?}", exam.cooks());
    assert!(exam.unsettled().is_empty(), "{:?}", exam.unsettled());
}

#[test]
fn the_historical_collection_is_complete_and_cited() {
    let all = historical();
    // 35 positions of Alfonso X's book as transcribed and 6 mansubat, the water wheel also as
    // the manuscript has it, and one restatement (Alfonso 6 as a pawn mate).
    assert_eq!(
        all.len(),
        43,
        "{:?}",
        all.iter().map(|p| &p.id).collect::<Vec<_>>()
    );
    for i in 1..=35 {
        let id = format!("shatranj-alfonso-{i}");
        let p = all
            .iter()
            .find(|p| p.id == id)
            .unwrap_or_else(|| panic!("{id} is missing"));
        assert!(
            p.source.contains("Libro de los juegos"),
            "{id}: {}",
            p.source
        );
        assert!(p.source.contains(&format!("testmetadata/{i}.json")), "{id}");
    }
    for p in &all {
        assert!(!p.history.is_empty(), "{}: no history", p.id);
        assert!(
            !p.author.is_empty() && !p.date.is_empty() && p.year.is_some(),
            "{}",
            p.id
        );
        assert!(
            p.source.len() > 80,
            "{}: a citation names the text and where it was read",
            p.id
        );
    }
    // The names they are known by.
    for (id, name) in [
        ("shatranj-dilaram", "Dilaram"),
        ("shatranj-water-wheel", "water wheel"),
        ("shatranj-al-suli-diamond", "diamond"),
    ] {
        let p = all.iter().find(|p| p.id == id).unwrap();
        assert!(p.title.contains(name), "{id}: {}", p.title);
    }
    // The kinds the format must carry: a draw, a condition, the solver not to move, a line
    // with an illegal move and its legal reading.
    assert!(all.iter().any(|p| p.goal == Goal::Draw));
    assert!(all.iter().any(|p| p.mate_with == "pawn"));
    assert!(all.iter().any(|p| p.solver.is_some()));
    let seven = all.iter().find(|p| p.id == "shatranj-alfonso-7").unwrap();
    assert_eq!(seven.illegal_ply, Some(8));
    assert!(!seven.reading.is_empty());
    // The tables settle as-Suli's diamond: 1.Kb4 the only win within 20.
    let diamond = all
        .iter()
        .find(|p| p.id == "shatranj-al-suli-diamond")
        .unwrap();
    assert_eq!(diamond.key, KeyStatus::Wins);
    assert!(diamond.cooks.is_empty() && diamond.unsettled.is_empty());
}

#[test]
fn a_wrong_finding_is_caught() {
    let all = historical();
    let mut p = all
        .iter()
        .find(|p| p.id == "shatranj-abu-naim")
        .unwrap()
        .clone();
    p.cooks.push(problems::Cook {
        first: "e1e6".into(),
        moves: 2,
        exact: true,
    });
    assert!(
        problems::verify_recorded(&p, None)
            .unwrap_err()
            .contains("second solutions")
    );
    let mut p = all
        .iter()
        .find(|p| p.id == "shatranj-abu-naim")
        .unwrap()
        .clone();
    p.length = Some(2);
    assert!(problems::verify_recorded(&p, None).is_err());
    let mut p = all
        .iter()
        .find(|p| p.id == "shatranj-abu-naim")
        .unwrap()
        .clone();
    p.solution[4] = "e1e5".into();
    assert!(
        problems::verify_recorded(&p, None)
            .unwrap_err()
            .contains("does not end")
    );
}

#[test]
fn each_game_has_its_problems() {
    let all = problems::builtin();
    for (id, _) in problems::BUILTIN_FILES {
        if *id == "historical" {
            continue;
        }
        let n = all.iter().filter(|p| p.variant == *id).count();
        assert!(n >= 20, "{id}: {n} problems");
    }
    assert!(all.iter().any(|p| p.goal == Goal::BareKing));
}
