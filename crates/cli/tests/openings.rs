//! The opening suites in `openings/`, and `rukh openings` that makes them: every opening is
//! level, so a match over them measures the engines and not the draw of colours.

use rukh_arena::opening;
use rukh_engine::Searcher;
use rukh_rules::Position;
use rukh_rules::variant::{BUILTIN_IDS, builtin};

/// A short search's score for the side to move: far from 0 when a random move left a piece
/// to be won.
fn edge(searcher: &mut Searcher, pos: &Position) -> i32 {
    searcher.assess(pos, 50_000).unwrap()
}

#[test]
fn no_shipped_opening_hands_the_side_to_move_a_piece() {
    let mut s = Searcher::new(16);
    for id in BUILTIN_IDS {
        let v = builtin(id).unwrap();
        let path = format!("{}/../../openings/{id}.pgn", env!("CARGO_MANIFEST_DIR"));
        let list = opening::read(&std::fs::read_to_string(&path).unwrap(), &v).unwrap();
        assert_eq!(list.len(), 100, "{path}");
        for (i, o) in list.iter().enumerate() {
            let p = o.end();
            let t = edge(&mut s, &p);
            assert!(
                t.abs() <= 150,
                "{id} opening {}: {} scores {t} for the side to move",
                i + 1,
                p.fen()
            );
        }
    }
}

#[test]
fn rukh_openings_keeps_only_level_openings() {
    let v = builtin("great-shatranj").unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args([
            "openings",
            "--variant",
            "great-shatranj",
            "--count",
            "12",
            "--seed",
            "7",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("--max-score 60 --check-nodes 50000 --seed 7"),
        "{text}"
    );
    let list = opening::read(&text, &v).unwrap();
    assert_eq!(list.len(), 12);
    let mut s = Searcher::new(16);
    for o in &list {
        let p = o.end();
        let score = s.assess(&p, 50_000).unwrap();
        assert!(score.abs() <= 60, "{}: {score}", p.fen());
    }
    // Material alone lets through openings that hand the side to move a piece.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_rukh"))
        .args(["openings", "--variant", "great-shatranj", "--count", "40"])
        .args(["--seed", "7", "--check-nodes", "0"])
        .output()
        .unwrap();
    let list = opening::read(&String::from_utf8(o.stdout).unwrap(), &v).unwrap();
    let lopsided = list
        .iter()
        .filter(|o| edge(&mut s, &o.end()).abs() > 150)
        .count();
    assert!(lopsided > 0, "40 openings by material alone, none lopsided");
}

#[test]
fn a_match_from_random_openings_plays_each_with_both_colours() {
    let me = env!("CARGO_BIN_EXE_rukh");
    let dir = std::env::temp_dir().join(format!("rukh-random-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("m.pgn");
    let engine = |name: &str| format!("name={name},cmd={me} uci,proto=uci");
    // An SPRT's long match: its openings are made as its games reach them, so it starts at once.
    let o = std::process::Command::new(me)
        .args([
            "match",
            "--variant",
            "shatranj",
            "--games",
            "4",
            "--nodes",
            "300",
        ])
        .args([
            "--random-plies",
            "6",
            "--seed",
            "5",
            "--pgn",
            pgn.to_str().unwrap(),
        ])
        .args(["--engine", &engine("a"), "--engine", &engine("b")])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("4 games played"));
    let v = builtin("shatranj").unwrap();
    let text = std::fs::read_to_string(&pgn).unwrap();
    let openings: Vec<Vec<rukh_rules::Move>> =
        rukh_rules::pgn::PgnReader::new(std::io::Cursor::new(text))
            .map(|g| {
                let checked = rukh_rules::pgn::check(&g.unwrap(), &v).unwrap();
                checked.moves[..6].to_vec()
            })
            .collect();
    assert_eq!(openings.len(), 4);
    assert_eq!(openings[0], openings[1], "games 1 and 2 share an opening");
    assert_eq!(openings[2], openings[3], "and so do games 3 and 4");
    assert_ne!(openings[0], openings[2], "a new opening for each pair");
    let _ = std::fs::remove_dir_all(&dir);
}
