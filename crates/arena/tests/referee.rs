//! The referee against scripted engines that misbehave on purpose: every case ends as the rules
//! say, and the match goes on.

use std::time::Duration;

use rukh_arena::opening;
use rukh_arena::{Adjudication, EngineSpec, Format, Limits, MatchConfig, Protocol, Sprt, run};
use rukh_rules::variant::builtin;

fn fake(name: &str, proto: Protocol, mode: &str, after: u32) -> EngineSpec {
    let p = if proto == Protocol::Uci {
        "uci"
    } else {
        "xboard"
    };
    EngineSpec {
        name: name.into(),
        cmd: format!(
            "{} {p} {mode} {after}",
            env!("CARGO_BIN_EXE_rukh-fake-engine")
        ),
        proto,
        options: vec![],
        variant: None,
    }
}

fn config(engines: Vec<EngineSpec>, games: usize) -> MatchConfig {
    MatchConfig {
        variant: builtin("shatranj").unwrap(),
        engines,
        games,
        limits: Limits::Clock {
            base: Duration::from_millis(1500),
            increment: Duration::from_millis(10),
        },
        margin: Duration::from_millis(100),
        hang: Duration::from_secs(5),
        concurrency: 2,
        openings: Default::default(),
        format: Format::Gauntlet,
        adjudication: Adjudication::default(),
        max_plies: 400,
        sprt: None,
        pgn: None,
        resume: false,
        event: "test".into(),
        fair_ratio: None,
    }
}

#[test]
fn misbehaving_engines_lose_and_the_match_goes_on() {
    let engines = vec![
        fake("good", Protocol::Uci, "random", 0),
        fake("crasher", Protocol::Uci, "crash", 2),
        fake("illegal", Protocol::Xboard, "illegal", 1),
        fake("hanger", Protocol::Uci, "hang", 1),
        fake("slow", Protocol::Xboard, "slow", 0),
        fake("garbage", Protocol::Uci, "garbage", 2),
        fake("malformed", Protocol::Xboard, "malformed", 0),
        fake("resigner", Protocol::Uci, "resign", 1),
        fake("conceder", Protocol::Xboard, "concede", 1),
        fake("claimer", Protocol::Xboard, "claim", 1),
    ];
    let cfg = config(engines, 2);
    let mut terminations = Vec::new();
    let standings = run(&cfg, |s, r, _| {
        terminations.push((s.round, r.result.clone(), r.termination.clone()))
    })
    .unwrap();
    assert_eq!(standings.played, 18);
    // "good" wins every game: each opponent fails the same way with either colour.
    for (i, (_, score)) in standings.pairings.iter().enumerate() {
        assert_eq!(
            (score.wins, score.draws, score.losses),
            (2, 0, 0),
            "pairing {i}: {terminations:?}"
        );
    }
    let text = |needle: &str| {
        terminations
            .iter()
            .filter(|(_, _, t)| t.contains(needle))
            .count()
    };
    assert_eq!(text("crasher crashed"), 2, "{terminations:?}");
    assert_eq!(text("illegal move by illegal"), 2);
    assert_eq!(text("time forfeit: hanger did not answer"), 2);
    // A loss on time says how much time there was: 1500 ms and the 100 ms of grace.
    assert_eq!(text("time forfeit: slow"), 2, "{terminations:?}");
    assert_eq!(
        text("ms on its clock and 100 ms of grace"),
        4,
        "{terminations:?}"
    );
    assert_eq!(text("illegal move by garbage"), 2);
    assert_eq!(text("illegal move by malformed"), 2);
    assert_eq!(text("resigner resigns"), 2);
    // A UCI engine's `bestmove (none)` where the rules give moves is named as such.
    assert_eq!(
        text("resigner resigns: it answered `bestmove (none)` with"),
        2,
        "{terminations:?}"
    );
    // An announced loss is a resignation; an announced win the rules do not see loses.
    assert_eq!(
        text("conceder resigns: it announced"),
        2,
        "{terminations:?}"
    );
    assert_eq!(text("claimer: announced"), 2, "{terminations:?}");
}

#[test]
fn games_follow_the_rules_to_their_end_and_resume_works() {
    let dir = std::env::temp_dir().join(format!("rukh-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("match.pgn");
    let mut cfg = config(
        vec![
            fake("a", Protocol::Uci, "random", 0),
            fake("b", Protocol::Xboard, "random", 0),
        ],
        6,
    );
    cfg.pgn = Some(pgn.clone());
    cfg.max_plies = 5000;
    cfg.openings = opening::Openings::fixed(opening::random(&cfg.variant, 4, 3, 0, 7, |_| true));
    assert_eq!(cfg.openings.len(), 3);
    let first = run(&cfg, |_, _, _| {}).unwrap();
    assert_eq!(first.played, 6);
    // Every game ended by a rule of the game (random movers never lose on time here).
    let text = std::fs::read_to_string(&pgn).unwrap();
    let games: Vec<_> = rukh_rules::pgn::PgnReader::new(std::io::Cursor::new(text.clone()))
        .map(|g| g.unwrap())
        .collect();
    assert_eq!(games.len(), 6);
    for g in &games {
        let checked = rukh_rules::pgn::check(g, &cfg.variant).unwrap();
        assert!(
            checked.outcome.is_some(),
            "game ended without a rule: {:?}",
            g.tag("Termination")
        );
        assert!(g.tag("Termination").is_some());
    }
    // Resume: nothing left to play; the standings come back from the PGN.
    cfg.resume = true;
    let mut played_again = 0;
    let again = run(&cfg, |_, _, _| played_again += 1).unwrap();
    assert_eq!(played_again, 0);
    assert_eq!(again.pairings[0].1, first.pairings[0].1);
    // Resume after an interruption: drop the last two games and play only those.
    let keep: Vec<&str> = text
        .split("[Event")
        .filter(|s| !s.is_empty())
        .take(4)
        .collect();
    std::fs::write(
        &pgn,
        keep.iter()
            .map(|s| format!("[Event{s}"))
            .collect::<String>(),
    )
    .unwrap();
    let mut rounds = Vec::new();
    let resumed = run(&cfg, |s, _, _| rounds.push(s.round)).unwrap();
    rounds.sort();
    // Games finish in any order with two at once: the dropped ones are whatever came last.
    let kept: Vec<usize> = keep
        .iter()
        .filter_map(|g| g.split("[Round \"").nth(1)?.split('"').next()?.parse().ok())
        .collect();
    let missing: Vec<usize> = (1..=6).filter(|r| !kept.contains(r)).collect();
    assert_eq!(rounds, missing);
    assert_eq!(resumed.played, 6);
}

#[test]
fn sprt_stops_a_decided_match() {
    let mut cfg = config(
        vec![
            fake("good", Protocol::Uci, "random", 0),
            fake("bad", Protocol::Uci, "illegal", 0),
        ],
        200,
    );
    cfg.sprt = Some(Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    });
    let sprt = cfg.sprt.unwrap();
    let st = run(&cfg, |_, _, _| {}).unwrap();
    assert_eq!(st.sprt, Some(rukh_arena::SprtResult::AcceptH1));
    assert!(st.played < 200, "{}", st.played);
    // The decision is kept with the score that made it, which the final one may pass.
    let at = st.sprt_decided_at.expect("the score at the decision");
    assert_eq!(at.sprt(&sprt), rukh_arena::SprtResult::AcceptH1);
    assert!(at.games() as usize <= st.played);
}

/// A short real match against Debian's fairymax (apt-get install fairymax); run with --ignored.
#[test]
#[ignore = "needs Debian's fairymax and sjaakii"]
fn real_engines_play_shatranj() {
    let spec = |name: &str, cmd: &str| EngineSpec {
        name: name.into(),
        cmd: cmd.into(),
        proto: Protocol::Xboard,
        options: vec![],
        variant: None,
    };
    let mut cfg = config(
        vec![
            spec("fairymax", "/usr/games/fairymax"),
            spec("sjaakii", "/usr/games/sjaakii"),
        ],
        2,
    );
    cfg.limits = Limits::Clock {
        base: Duration::from_secs(3),
        increment: Duration::from_millis(50),
    };
    let st = run(&cfg, |_, r, _| {
        assert!(!r.termination.contains("illegal"), "{}", r.termination)
    })
    .unwrap();
    assert_eq!(st.played, 2);
}

/// The opening suites shipped in `openings/` load, are distinct, level in material and still going.
#[test]
fn shipped_opening_suites_load() {
    for id in rukh_rules::variant::BUILTIN_IDS {
        let v = builtin(id).unwrap();
        let path = format!("{}/../../openings/{id}.pgn", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let list = opening::read(&text, &v).unwrap();
        assert_eq!(list.len(), 100, "{path}");
        let mut seen = std::collections::HashSet::new();
        for o in &list {
            let p = o.end();
            assert_eq!(o.moves.len(), 8);
            assert!(p.outcome().is_none(), "{id}: {}", p.fen());
            assert_eq!(opening::material(&p), 0, "{id}: {}", p.fen());
            assert!(seen.insert(p.hash()));
        }
    }
}

/// A Stockfish-like time manager given a `Move Overhead` it cannot survive at the time control
/// (it takes the overhead off once for every move of a 50-move horizon, so at 2+0.02 an
/// overhead of 60 ms leaves it planning with a millisecond) thinks a fraction of what its
/// opponent does: the match stops itself as unfair, naming that engine, and every game it wrote
/// carries each move's time and clock for `rukh pgn score`.
#[test]
fn a_crippling_move_overhead_stops_the_match_as_unfair() {
    let clocked = |name: &str, overhead: u32| EngineSpec {
        options: vec![("Move Overhead".into(), overhead.to_string())],
        ..fake(name, Protocol::Uci, "stockfish-clock", 0)
    };
    let dir = std::env::temp_dir().join(format!("rukh-fair-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("unfair.pgn");
    let mut cfg = config(vec![clocked("steady", 10), clocked("crippled", 60)], 20);
    cfg.limits = Limits::Clock {
        base: Duration::from_secs(2),
        increment: Duration::from_millis(20),
    };
    cfg.fair_ratio = Some(rukh_arena::fairness::FAIR_RATIO);
    cfg.pgn = Some(pgn.clone());
    let st = run(&cfg, |_, _, _| {}).unwrap();
    let why = st.unfair.as_deref().expect("stopped as unfair");
    assert!(why.starts_with("unfair: crippled thought"), "{why}");
    assert!(st.played < 20, "stopped early, after {} games", st.played);
    let [steady, crippled] = st.times[0];
    assert!(steady.moves >= 120 && crippled.moves >= 120);
    assert!(
        crippled.mean_think().unwrap() * 3 < steady.mean_think().unwrap() * 2,
        "{} against {}",
        crippled.describe(),
        steady.describe()
    );
    // The PGN says what each move cost, as cutechess writes it.
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[%emt 0:00:00."), "{}", &text[..600]);
    assert!(text.contains("[%clk 0:00:0"), "{}", &text[..600]);
    let first = rukh_rules::pgn::PgnReader::new(text.as_bytes())
        .next()
        .unwrap()
        .unwrap();
    let game = rukh_rules::pgn::check(&first, &builtin("shatranj").unwrap()).unwrap();
    // And what the engine said of the position it moved from (the fake says 0 at depth 1).
    assert!(
        game.comments
            .iter()
            .all(|c| c.starts_with("[%eval 0.00,1] [%emt ")),
        "{:?}",
        &game.comments[..4]
    );
    // The same two engines at the same overhead are fair, and play the whole match.
    let mut cfg = config(vec![clocked("one", 10), clocked("other", 10)], 4);
    cfg.limits = Limits::Clock {
        base: Duration::from_secs(2),
        increment: Duration::from_millis(20),
    };
    cfg.fair_ratio = Some(rukh_arena::fairness::FAIR_RATIO);
    let st = run(&cfg, |_, _, _| {}).unwrap();
    assert_eq!(st.unfair, None);
    assert_eq!(st.played, 4);
    let _ = std::fs::remove_dir_all(&dir);
}
